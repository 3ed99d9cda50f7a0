-- Contact messages (issue 29): what readers send from /contact, kept for the newsroom's Messages screen.
-- "handled_at" is null until a staff member marks the message handled. Never shown to readers.
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC, "id" DESC);
-- The open ones, newest first: the Open tab and the dashboard's count.
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" ("created_at" DESC, "id" DESC) WHERE "handled_at" IS NULL;
