-- Pictures you can find (issue 30). "original_name": the file name the upload came with, cleaned, shown
-- and searched, never used as a path (the stored name stays random); null for pictures stored before it
-- was kept, which show their stored name. "variant_of": another file of the same picture at another size,
-- listed under that picture's entry rather than as its own (the demo's 400x225 thumbnail of its 1200x675
-- hero); deleting the entry deletes its variants, and an article using a variant keeps the entry in use.
ALTER TABLE "media" ADD COLUMN "original_name" text;
ALTER TABLE "media" ADD COLUMN "variant_of" integer REFERENCES "media" ("id") ON DELETE CASCADE;
CREATE INDEX "media_variant_of_idx" ON "media" ("variant_of") WHERE "variant_of" IS NOT NULL;

-- The demo pictures seeded before this migration: each thumbnail becomes a variant of its hero.
UPDATE "media" AS "thumb" SET "variant_of" = "hero"."id"
FROM "media" AS "hero"
WHERE "thumb"."variant_of" IS NULL
  AND "thumb"."key" LIKE 'demo/%-thumb.webp'
  AND "hero"."key" = regexp_replace("thumb"."key", '-thumb\.webp$', '-hero.webp');
