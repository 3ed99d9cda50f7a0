-- The salt of the read counter's shared keys (issue 41, finding 4; ADR 0026).
--
-- Every server process spends each new (address, article) read in rate_budgets under a key that is a hash
-- of this salt, the address and the article, so that one client counts one read per article a window
-- whichever process it talks to. One row per 30-minute window (window_start, from the epoch), random, made
-- by the first process that needs it; the rows of earlier windows are deleted by the next one, so that the
-- keys of a past window cannot be tied to addresses, not even by trying every IPv4 address. Unlogged, like
-- rate_budgets: a salt never reaches the write-ahead log, a replica or a backup, and a crash only makes a
-- new one (a window's reads may then count once more).
CREATE UNLOGGED TABLE "read_salts" (
	"window_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
