-- Revisions (issue 20): every save of an existing article keeps the version it replaces, with who saved
-- and when; the latest 50 per article are kept (articles.repository trims on each save).
CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"category_id" integer,
	"hero_image" text,
	"thumb_image" text,
	"featured" boolean NOT NULL,
	"published" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"source_name" text,
	"source_url" text,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" ("article_id", "id" DESC);

-- When a published article's text last changed after it went live: the page says "Updated {date}".
ALTER TABLE "articles" ADD COLUMN "body_updated_at" timestamp with time zone;
