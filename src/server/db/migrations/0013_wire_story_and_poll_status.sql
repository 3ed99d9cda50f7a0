-- Issue 30, points 4 and 5: how each source's last poll went, and one story per wire entry.
--
-- polled_at (0007) stays the time a poll was claimed (begun). A finished poll records how many items it
-- read and added, whether it worked, the error in words for people (last_error) beside the raw one for
-- the operator (last_error_detail), when the source last worked and how many polls in a row failed.
ALTER TABLE "wire_sources" ADD COLUMN "last_error_detail" text;
ALTER TABLE "wire_sources" ADD COLUMN "last_fetched" integer;
ALTER TABLE "wire_sources" ADD COLUMN "last_added" integer;
ALTER TABLE "wire_sources" ADD COLUMN "last_ok_at" timestamp with time zone;
ALTER TABLE "wire_sources" ADD COLUMN "failure_streak" integer DEFAULT 0 NOT NULL;

-- Items from different sources about the same event share a story (ADR 0022): story_id is the id of the
-- story's first item; null means the item is its own story (the key is coalesce(story_id, id)).
ALTER TABLE "wire_items" ADD COLUMN "story_id" integer;
CREATE INDEX "wire_items_story_idx" ON "wire_items" ("story_id");
