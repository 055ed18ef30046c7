-- An index of the search text, so that a search looks at the posts that can match
-- instead of running a LIKE over every post of the list. A trigram index answers
-- `LIKE '%word%'` itself (rechecking each candidate), so the search's condition and
-- its matches do not change. Words under three characters have no trigram: only
-- their LIKE runs.
--
-- pg_trgm ships with PostgreSQL's contrib modules; creating it needs the CREATE
-- privilege on the database (a trusted extension since PostgreSQL 13), or a
-- superuser to have created it beforehand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX posts_search_text ON posts USING gin (search_text gin_trgm_ops);
CREATE INDEX post_translations_search_text ON post_translations USING gin (search_text gin_trgm_ops);
