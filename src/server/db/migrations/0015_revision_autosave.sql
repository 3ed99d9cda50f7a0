-- Autosaves (issue 30): a revision kept by an autosave is marked, so that the autosaves that follow it by
-- the same person within a few minutes keep no revision of their own (a pause in typing is not a version).
ALTER TABLE "article_revisions" ADD COLUMN "autosave" boolean DEFAULT false NOT NULL;
