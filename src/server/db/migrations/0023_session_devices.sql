-- Each person's signed-in sessions (issue 32): the browser a session was opened in and when it was last
-- used (written at most once a minute), so people can see theirs and end any of them.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id");
