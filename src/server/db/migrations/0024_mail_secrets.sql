-- Secrets in mail (issue 41, findings 6 and 11).
--
-- A message whose bodies hold a secret that works on its own (a password reset or an invitation link, a
-- newsletter confirmation) is marked when it is queued ("secret"). Once it is sent, or has failed for good,
-- its bodies are replaced by a note: the queue never keeps a usable link, as ADR 0027 promises ("only a
-- hash is stored"). Messages queued before this migration are marked by their purpose, the only ones that
-- ever carried such a link, and those already sent or failed lose their bodies now.
ALTER TABLE "mail_outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;
UPDATE "mail_outbox" SET "secret" = true WHERE "purpose" IN ('password-reset', 'invitation', 'newsletter-confirm');
UPDATE "mail_outbox"
SET "body_text" = 'This message held a one-time link: its text was removed from the queue once it was sent or given up.',
	"body_html" = NULL
WHERE "secret" AND "status" IN ('sent', 'failed');
UPDATE "mail_outbox"
SET "last_error" = coalesce("last_error" || ' ', '') || 'The message held a one-time link, so its text was removed: ask for a new link instead of retrying it.'
WHERE "secret" AND "status" = 'failed';
-- Sent messages are pruned after a retention (the sender, now and then); what the Mail screen counts of them
-- stays here: sent messages by purpose, and a digest's by its edition ("digest:<edition>").
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" ("sent_at") WHERE "status" = 'sent';
CREATE TABLE "mail_sent_tally" (
	"bucket" text PRIMARY KEY NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL
);
--
-- The newsletter's links: confirming and unsubscribing have separate tokens. "token" is now the unsubscribe
-- token alone (in every digest's links and its List-Unsubscribe header, so it is kept to write them);
-- "confirm_token_hash" is the SHA-256 (hex) of the latest confirmation e-mail's token, cleared once used.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_idx" ON "newsletter_subscribers" ("confirm_token_hash");
-- Pending subscribers: the confirmation link already mailed to them (it carries "token") keeps confirming,
-- once; they get a new unsubscribe token, since none was ever mailed to them (they receive no digest yet), so
-- that link no longer unsubscribes. Confirmed and unsubscribed ones keep "token": the unsubscribe links of the
-- digests they already have keep working (their old confirmation link, the same token, then unsubscribes too).
UPDATE "newsletter_subscribers"
SET "confirm_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
	"token" = translate(
		encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || "id"::text, 'UTF8')), 'base64'),
		'+/=',
		'-_'
	)
WHERE "status" = 'pending';
