-- The translation memory (issue 43, ADR 0033): each Swedish segment of a published desk article with the
-- English readers got, the engine's own English and who fixed it, shared by every process. "source_key" is
-- the Swedish normalised for case, spacing and punctuation: the next draft with the same segment takes the
-- remembered English before any engine. Near matches are found by trigram similarity on the key.
CREATE TABLE "translation_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"swedish" text NOT NULL,
	"english" text NOT NULL,
	"engine_english" text NOT NULL,
	"engine" text NOT NULL,
	"source_name" text,
	"article_id" integer,
	"fixed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_units_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action
);
CREATE UNIQUE INDEX "translation_units_source_key_idx" ON "translation_units" ("source_key");
CREATE INDEX "translation_units_source_trgm_idx" ON "translation_units" USING gin ("source_key" gin_trgm_ops);
-- A desk draft's title taken from the memory says so, as its blocks do (in "blocks", each block's "memory").
ALTER TABLE "article_sources" ADD COLUMN "title_memory" jsonb;
-- What editors changed (the Analytics screen's translation part): one row per segment of each published
-- desk article, as it stands after its latest publication or correction (an article's rows are replaced).
-- "chrf" and "word_edit_rate" compare the engine's English with what readers got; "terms_corrected" names
-- the terms (by their Swedish) whose English the editor had to put in.
CREATE TABLE "translation_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer,
	"source_name" text,
	"engine" text NOT NULL,
	"from_memory" boolean NOT NULL,
	"chrf" real NOT NULL,
	"word_edit_rate" real NOT NULL,
	"words" integer NOT NULL,
	"terms_corrected" text[] DEFAULT '{}' NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action
);
CREATE INDEX "translation_reviews_reviewed_at_idx" ON "translation_reviews" ("reviewed_at");
CREATE INDEX "translation_reviews_article_idx" ON "translation_reviews" ("article_id");
