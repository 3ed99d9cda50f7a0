-- Formatting and images with words (issue 20). A body is plain text (paragraphs on blank lines, as
-- every existing article) or a small Markdown subset; the hero picture has alt text, a caption and a
-- credit. Revisions keep the same fields, so a restore puts them back.
ALTER TABLE "articles" ADD COLUMN "body_format" text DEFAULT 'text' NOT NULL;
ALTER TABLE "articles" ADD CONSTRAINT "articles_body_format_check" CHECK ("body_format" IN ('text', 'markdown'));
ALTER TABLE "articles" ADD COLUMN "hero_alt" text;
ALTER TABLE "articles" ADD COLUMN "hero_caption" text;
ALTER TABLE "articles" ADD COLUMN "hero_credit" text;
ALTER TABLE "article_revisions" ADD COLUMN "body_format" text DEFAULT 'text' NOT NULL;
ALTER TABLE "article_revisions" ADD COLUMN "hero_alt" text;
ALTER TABLE "article_revisions" ADD COLUMN "hero_caption" text;
ALTER TABLE "article_revisions" ADD COLUMN "hero_credit" text;

-- The media library: one row per stored original (its renditions are named after it). "key" is its name
-- in the media store; "path" the address articles link it at (/uploads/<key>, or MEDIA_PUBLIC_URL/<key>).
-- Uploads made before this migration are recorded by the start-up pass over the store.
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL UNIQUE,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "media_created_idx" ON "media" ("created_at" DESC, "id" DESC);
