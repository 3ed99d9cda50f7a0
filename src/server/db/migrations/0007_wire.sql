-- The newsroom desk (issue 19): the Swedish sources the desk reads, their items (the wire) translated to
-- English, and the credit an article based on one of them carries.
--
-- A source whose config_key is set takes its feed URL from the server's configuration (RSS_SVT_URL,
-- RSS_AFTONBLADET_URL) and is trusted as configured; feed_url is null for it. The two are inserted here,
-- once: a source staff remove stays removed.
CREATE TABLE "wire_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"config_key" text UNIQUE,
	"feed_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"category_id" integer REFERENCES "categories"("id") ON DELETE SET NULL,
	"article_hosts" text DEFAULT '' NOT NULL,
	"polled_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wire_sources_url_check" CHECK (("config_key" IS NULL) <> ("feed_url" IS NULL))
);
INSERT INTO "wire_sources" ("name", "config_key", "article_hosts") VALUES
	('SVT', 'svt', 'www.svt.se svt.se'),
	('Aftonbladet', 'aftonbladet', 'www.aftonbladet.se aftonbladet.se');

-- One row per item a source published: the same story (by guid, else link) is stored once per source.
CREATE TABLE "wire_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL REFERENCES "wire_sources"("id") ON DELETE CASCADE,
	"guid" text NOT NULL,
	"url" text NOT NULL,
	"original_title" text NOT NULL,
	"title" text NOT NULL,
	"original_summary" text,
	"summary" text,
	"published_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"article_id" integer REFERENCES "articles"("id") ON DELETE SET NULL,
	CONSTRAINT "wire_items_status_check" CHECK ("status" IN ('new', 'used', 'dismissed')),
	CONSTRAINT "wire_items_source_guid_key" UNIQUE ("source_id", "guid")
);
-- The desk lists newest first (by publication, else when first seen), per status and per source.
CREATE INDEX "wire_items_status_order_idx" ON "wire_items" ("status", (coalesce("published_at", "first_seen_at")) DESC, "id" DESC);
CREATE INDEX "wire_items_source_order_idx" ON "wire_items" ("source_id", (coalesce("published_at", "first_seen_at")) DESC, "id" DESC);
CREATE INDEX "wire_items_first_seen_idx" ON "wire_items" ("first_seen_at");
CREATE INDEX "wire_items_article_idx" ON "wire_items" ("article_id");

ALTER TABLE "articles" ADD COLUMN "source_name" text;
ALTER TABLE "articles" ADD COLUMN "source_url" text;
