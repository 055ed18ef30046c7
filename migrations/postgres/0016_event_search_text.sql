-- On SQLite the event row now carries its post's search text, as it has on PostgreSQL
-- since 0008: nothing to add here. The migration keeps both backends' lists the same.
SELECT 1;
