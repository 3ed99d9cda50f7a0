-- Vocabulary of words that appear in articles, so that a misspelled search word can be corrected to the
-- nearest real word (trigram similarity) before the full-text query runs again.
CREATE TABLE "search_terms" ("word" text PRIMARY KEY);
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);

CREATE FUNCTION articles_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT w
  FROM unnest(tsvector_to_array(to_tsvector('simple',
    coalesce(NEW.title, '') || ' ' || coalesce(NEW.excerpt, '') || ' ' || coalesce(NEW.body, '')))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alpha:]]+$'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;

CREATE TRIGGER articles_collect_search_terms
AFTER INSERT OR UPDATE OF title, excerpt, body ON articles
FOR EACH ROW EXECUTE FUNCTION articles_collect_search_terms();
