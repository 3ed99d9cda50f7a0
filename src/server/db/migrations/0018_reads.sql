-- Most read and analytics (issue 31): reads of published articles counted without cookies or addresses,
-- one row per article and day (UTC) and one per referring host and day. Processes add their counts with
-- INSERT ... ON CONFLICT DO UPDATE SET reads = reads + excluded.reads, so any number of them can count.
CREATE TABLE "article_reads" (
	"article_id" integer NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("article_id", "day")
);
CREATE INDEX "article_reads_day_idx" ON "article_reads" ("day", "article_id");
CREATE TABLE "referrer_reads" (
	"host" text NOT NULL,
	"day" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "host")
);
