-- Per-client budgets shared by every server process on one PostgreSQL database (issue 18): the comment
-- rate limit and the login throttle count here, so that a client alternating between processes gets the
-- same limit as one talking to a single process. A key's window opens with its first use and ends at
-- window_ends_at; budgets.ts counts in it with one atomic upsert. Unlogged: nothing here is worth a
-- write-ahead log, and a crash forgives what was counted, as a restart of a single process always has.
-- The embedded database keeps its budgets in memory and leaves this table empty.
CREATE UNLOGGED TABLE "rate_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
CREATE INDEX "rate_budgets_window_ends_idx" ON "rate_budgets" ("window_ends_at");
