-- On SQLite the events' search index is keyed by the day each event starts (see the
-- SQLite migration of the same name); PostgreSQL's trigram index of the events' text
-- (0008) stays as it is. The migration keeps both backends' lists the same.
SELECT 1;
