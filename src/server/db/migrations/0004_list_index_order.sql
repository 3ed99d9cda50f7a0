-- The list indexes were created as DESC NULLS LAST, but the queries order by "published_at DESC, id DESC"
-- (NULLS FIRST, PostgreSQL's default for DESC), so no index could supply the order and every list page
-- sorted all matching rows. Recreated to match the queries.
DROP INDEX IF EXISTS "articles_public_idx";
DROP INDEX IF EXISTS "articles_category_public_idx";
DROP INDEX IF EXISTS "articles_featured_public_idx";
DROP INDEX IF EXISTS "articles_created_idx";
CREATE INDEX "articles_public_idx" ON "articles" ("published_at" DESC, "id" DESC) WHERE "published";
CREATE INDEX "articles_category_public_idx" ON "articles" ("category_id", "published_at" DESC, "id" DESC) WHERE "published";
CREATE INDEX "articles_featured_public_idx" ON "articles" ("featured", "published_at" DESC, "id" DESC) WHERE "published";
CREATE INDEX "articles_created_idx" ON "articles" ("created_at" DESC, "id" DESC);
