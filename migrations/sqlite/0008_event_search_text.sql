-- On PostgreSQL each event carries its post's search text in a trigram index of its
-- own, so that a search tests its candidates where it finds them. On SQLite the FTS5
-- index (0006) already gives the events' keys, which the listing index carries:
-- nothing to add. The migration keeps both backends' lists the same.
SELECT 1;
