-- The spelling vocabulary ("did you mean") took its words from every article, drafts and scheduled ones
-- included, so a misspelled search could reveal an unpublished word. From here on a word is in
-- search_terms only while at least one article readers can see contains it:
--   * each word counts the visible articles that contain it (visible_articles); at zero the row goes;
--   * the trigger adds and removes an article's words as it is published, unpublished, edited or deleted;
--   * a scheduled article (published, publication time still to come) waits in search_terms_scheduled,
--     and search_terms_release_due(), run before every spelling lookup, counts its words once its time
--     has come, without anyone editing it.
-- The lookup itself is unchanged (the trigram index on word), so corrections cost what they did.

ALTER TABLE "search_terms" ADD COLUMN "visible_articles" integer NOT NULL DEFAULT 0;

-- Published articles whose publication time had not come when last written: their words are not counted yet.
CREATE TABLE "search_terms_scheduled" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"publish_at" timestamp with time zone NOT NULL
);
CREATE INDEX "search_terms_scheduled_due_idx" ON "search_terms_scheduled" ("publish_at");

-- The words of an article that the vocabulary keeps (same rule as 0002).
CREATE FUNCTION search_terms_words(title text, excerpt text, body text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple',
    coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(body, '')))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alpha:]]+$'
$$;

-- Adds `deltas` to the counts of `words` (sorted: rows are locked in the same order in every
-- transaction, so two editors saving at once never deadlock); a word whose count reaches zero goes.
CREATE FUNCTION search_terms_apply(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  IF words IS NULL THEN
    RETURN;
  END IF;
  WITH applied AS (
    INSERT INTO search_terms AS t (word, visible_articles)
    SELECT word, delta FROM unnest(words, deltas) AS d (word, delta) ORDER BY word
    ON CONFLICT (word) DO UPDATE SET visible_articles = t.visible_articles + excluded.visible_articles
    RETURNING word, visible_articles
  )
  SELECT array_agg(word) INTO emptied FROM applied WHERE visible_articles <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM search_terms WHERE word = ANY (emptied);
  END IF;
END
$$;

-- Statement-level, with the statement's rows as transition tables: a bulk insert of 500 articles adds
-- each distinct word once, not once per article. A published article's words count unless it is still
-- waiting in search_terms_scheduled; deleting its waiting row (rather than reading it) also waits for a
-- concurrent release of the same article, so it is never counted twice.
CREATE OR REPLACE FUNCTION articles_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::int AS n
          FROM new_rows a, unnest(search_terms_words(a.title, a.excerpt, a.body)) AS w
          WHERE a.published AND a.published_at <= now()
          GROUP BY w) AS counted;
  ELSIF TG_OP = 'DELETE' THEN
    WITH waited AS (
      DELETE FROM search_terms_scheduled s USING old_rows o WHERE s.article_id = o.id RETURNING s.article_id
    )
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (SELECT w, -count(*)::int AS n
          FROM old_rows a, unnest(search_terms_words(a.title, a.excerpt, a.body)) AS w
          WHERE a.published AND a.published_at IS NOT NULL AND a.id NOT IN (SELECT article_id FROM waited)
          GROUP BY w) AS counted;
  ELSE
    WITH changed AS (
      SELECT o.id, o AS old_row, n AS new_row
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.title, o.excerpt, o.body, o.published, o.published_at)
            IS DISTINCT FROM (n.title, n.excerpt, n.body, n.published, n.published_at)
    ), waited AS (
      DELETE FROM search_terms_scheduled s USING changed c WHERE s.article_id = c.id RETURNING s.article_id
    ), versions AS (
      -- The old version stops counting, the new one starts: -1 and +1 for each word they share cancel out.
      SELECT (c.old_row).title, (c.old_row).excerpt, (c.old_row).body, -1 AS delta
      FROM changed c
      WHERE (c.old_row).published AND (c.old_row).published_at IS NOT NULL
        AND c.id NOT IN (SELECT article_id FROM waited)
      UNION ALL
      SELECT (c.new_row).title, (c.new_row).excerpt, (c.new_row).body, 1
      FROM changed c
      WHERE (c.new_row).published AND (c.new_row).published_at <= now()
    )
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (SELECT w, sum(v.delta)::int AS n
          FROM versions v, unnest(search_terms_words(v.title, v.excerpt, v.body)) AS w
          GROUP BY w
          HAVING sum(v.delta) <> 0) AS counted;
  END IF;
  -- New and changed rows due later wait (a row the update left alone keeps its state: writing it again
  -- could undo a concurrent release, and the article would be counted twice).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms_scheduled (article_id, publish_at)
    SELECT id, published_at FROM new_rows WHERE published AND published_at > now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO search_terms_scheduled (article_id, publish_at)
    SELECT n.id, n.published_at
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.published AND n.published_at > now()
      AND (o.title, o.excerpt, o.body, o.published, o.published_at)
          IS DISTINCT FROM (n.title, n.excerpt, n.body, n.published, n.published_at);
  END IF;
  PERFORM search_terms_apply(words, deltas);
  RETURN NULL;
END
$$;

-- A trigger with transition tables fires for one kind of statement only, hence three. The insert one
-- keeps 0002's name (the bulk generator switches it off by that name).
DROP TRIGGER "articles_collect_search_terms" ON "articles";
CREATE TRIGGER "articles_collect_search_terms"
AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION articles_collect_search_terms();
CREATE TRIGGER "articles_update_search_terms"
AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION articles_collect_search_terms();
CREATE TRIGGER "articles_delete_search_terms"
AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION articles_collect_search_terms();

-- Counts the words of scheduled articles whose time has come. Nearly always nothing is due: one probe of
-- a small index. Deleting the waiting rows first means two processes never count an article twice.
CREATE FUNCTION search_terms_release_due() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_terms_scheduled WHERE publish_at <= now()) THEN
    RETURN;
  END IF;
  WITH due AS (
    DELETE FROM search_terms_scheduled WHERE publish_at <= now() RETURNING article_id
  )
  SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
  FROM (SELECT w, count(*)::int AS n
        FROM due JOIN articles a ON a.id = due.article_id, unnest(search_terms_words(a.title, a.excerpt, a.body)) AS w
        GROUP BY w) AS counted;
  PERFORM search_terms_apply(words, deltas);
END
$$;

-- The whole vocabulary again from the articles as they are now (here: to drop the words already leaked;
-- also after a bulk load that ran with the trigger switched off).
CREATE FUNCTION search_terms_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_terms_scheduled;
  DELETE FROM search_terms;
  INSERT INTO search_terms (word, visible_articles)
  SELECT w, count(*)::int
  FROM articles a, unnest(search_terms_words(a.title, a.excerpt, a.body)) AS w
  WHERE a.published AND a.published_at <= now()
  GROUP BY w;
  INSERT INTO search_terms_scheduled (article_id, publish_at)
  SELECT id, published_at FROM articles WHERE published AND published_at > now();
$$;

SELECT search_terms_rebuild();
ALTER TABLE "search_terms" ALTER COLUMN "visible_articles" DROP DEFAULT;
