-- The audit log (issue 32): every staff action that changes something, every sign-in and failed sign-in:
-- who (the account while it exists, and its name and email as they were), what, the target and when.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"who" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);
CREATE INDEX "audit_log_user_idx" ON "audit_log" ("user_id", "at" DESC);
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "at" DESC);
