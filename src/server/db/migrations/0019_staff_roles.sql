-- Newsroom roles (issue 32): each account has one of four roles, checked by the route policy. Accounts
-- made before roles existed could do everything, so they become administrators (none is locked out);
-- an account added later without a role gets the least one.
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'administrator' NOT NULL;
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'contributor';
ALTER TABLE "users" ADD CONSTRAINT "users_role_check"
	CHECK ("role" IN ('contributor', 'author', 'editor', 'administrator'));
-- Who wrote an article, for contributors and authors, who may only touch their own. Null for articles made
-- before roles, by the desk's seed or by an account since deleted: only editors and administrators edit those.
ALTER TABLE "articles" ADD COLUMN "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
CREATE INDEX "articles_created_by_idx" ON "articles" ("created_by", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
	WHERE "created_by" IS NOT NULL;
