-- The Swedish source of a desk article (issue 30): what the draft was made from, kept for the editor's
-- side-by-side view and the untranslated-words check. One row per article made from a wire item; it
-- goes with its article. "blocks" is the source's text in reading order, each block's kind ("paragraph"
-- or "heading"), its Swedish and the English it was translated to: [{"kind", "swedish", "english"}].
-- "category_reason" says why the draft got its category when the editor did not choose one.
CREATE TABLE "article_sources" (
	"article_id" integer PRIMARY KEY NOT NULL REFERENCES "articles" ("id") ON DELETE CASCADE,
	"source_url" text NOT NULL,
	"swedish_title" text NOT NULL,
	"english_title" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"category_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
