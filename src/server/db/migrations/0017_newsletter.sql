-- The newsletter (issue 31). A subscriber is "pending" until they confirm from the e-mail's link (double
-- opt-in), then "confirmed" until they leave ("unsubscribed"). "email_key" is the address lower-cased, so
-- one address is one subscriber however it is typed. "token" (random, URL-safe) is in the confirmation
-- and unsubscribe links.
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed'))
);
CREATE UNIQUE INDEX "newsletter_subscribers_email_key_idx" ON "newsletter_subscribers" ("email_key");
CREATE UNIQUE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" ("token");
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" ("confirmed_at");
-- A digest sent (or being sent): "edition" names it once ("daily:2026-11-28", "manual:<uuid>"), so two
-- processes deciding to send the same day's digest make one row; its messages are keyed by edition and
-- subscriber in mail_outbox. "created_at" is also the end of the stories' window (the next edition's
-- window starts there). "skipped_reason" says why a day's digest was not sent (no stories, no subscribers);
-- "enqueued_at" is set once every message is queued, so an edition whose process died half-way is finished
-- by the next run (the messages' keys make that safe).
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"subject" text NOT NULL,
	"article_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skipped_reason" text,
	"enqueued_at" timestamp with time zone
);
CREATE UNIQUE INDEX "newsletter_issues_edition_idx" ON "newsletter_issues" ("edition");
CREATE INDEX "newsletter_issues_created_idx" ON "newsletter_issues" ("created_at" DESC, "id" DESC);
