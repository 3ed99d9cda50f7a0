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
