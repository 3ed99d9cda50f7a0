-- Outgoing e-mail (issue 31): every message any process wants sent is a row here; one process at a time
-- sends. "key" is the message's idempotency key (e.g. "digest:2026-11-28:42"): enqueuing it again keeps
-- the one row, so a retried request or a second process never makes a second message. "status" goes
-- queued -> sending (claimed until "claimed_until", so a sender killed mid-send is retried once the claim
-- lapses, under the same Message-ID) -> sent, or failed after the last attempt.
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"reply_to" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
);
CREATE UNIQUE INDEX "mail_outbox_key_idx" ON "mail_outbox" ("key");
-- What the sender picks next: the due ones, oldest first.
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at", "id") WHERE "status" IN ('queued', 'sending');
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" ("created_at" DESC, "id" DESC);
