-- Two-factor sign-in (issue 32): a TOTP secret per account (RFC 6238), the one being set up until its
-- first code is entered, the last time step used (a code works once), and ten one-time recovery codes,
-- stored as SHA-256 hashes.
ALTER TABLE "users" ADD COLUMN "totp_secret" text;
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;
CREATE TABLE "recovery_codes" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	PRIMARY KEY ("user_id", "code_hash")
);
