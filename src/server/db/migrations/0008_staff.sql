-- Staff accounts made on the Staff screen (issue 20): when each person last signed in, shown beside them.
-- Null until the account's next login.
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;
