-- Machine translations of feed text, shared by every server process and kept across restarts.
-- key: SHA-256 of the provider name and the source text; rows older than 24 hours are not used and are purged.
CREATE TABLE "translations" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"source_text" text NOT NULL,
	"translated_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "translations_created_idx" ON "translations" USING btree ("created_at");
