-- Content events' outbox (issue 42, ADR 0028): what a change must still tell outside the process (a WebSub
-- ping for one feed) is a row here, written in the same transaction as the change, so that a crash between
-- the commit and the delivery loses nothing. Every serving process runs a deliverer that claims due rows
-- ("FOR UPDATE SKIP LOCKED": each row goes to one) until "claimed_until" -> delivered, or back to pending
-- with a later "next_attempt_at" after a failure, or failed after the last attempt. Delivered rows are kept
-- a week, then deleted by the deliverers.
CREATE TABLE "event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscriber" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "event_outbox_status_check" CHECK ("status" IN ('pending', 'delivering', 'delivered', 'failed'))
);
-- What a deliverer claims next: the due ones, oldest first.
CREATE INDEX "event_outbox_due_idx" ON "event_outbox" ("next_attempt_at", "id") WHERE "status" IN ('pending', 'delivering');
-- What the week-old clean-up deletes.
CREATE INDEX "event_outbox_delivered_idx" ON "event_outbox" ("delivered_at") WHERE "status" = 'delivered';
