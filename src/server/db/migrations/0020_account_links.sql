-- Links mailed to staff (issue 32): a password reset (one hour, once) and an invitation to join the
-- newsroom (seven days, once). Only a SHA-256 of each link's secret is stored, as for sessions.
CREATE TABLE "password_resets" (
	"id" text PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
CREATE INDEX "password_resets_user_idx" ON "password_resets" ("user_id");
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY,
	"token_hash" text NOT NULL UNIQUE,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL CHECK ("role" IN ('contributor', 'author', 'editor', 'administrator')),
	"invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
-- One waiting invitation per address.
CREATE UNIQUE INDEX "staff_invitations_waiting_email" ON "staff_invitations" ("email") WHERE "accepted_at" IS NULL;
