-- The newsroom's term base (issue 43): how a Swedish name or term is written in English, honoured by
-- every translation engine. "swedish_key" is the Swedish in lower case with single spaces, so a name is
-- listed once whatever its case. "keep": written as it is (its English is its Swedish); "place": a place
-- name, which search also finds under its other spelling.
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"swedish" text NOT NULL,
	"swedish_key" text NOT NULL,
	"english" text NOT NULL,
	"keep" boolean DEFAULT false NOT NULL,
	"place" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE UNIQUE INDEX "terms_swedish_key_idx" ON "terms" ("swedish_key");
-- Bulk changes: the starter set's one load (at most one row of kind 'starter', so two processes starting
-- at once load it once) and each TBX or CSV import.
CREATE TABLE "term_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE UNIQUE INDEX "term_imports_starter_idx" ON "term_imports" ("kind") WHERE "kind" = 'starter';
