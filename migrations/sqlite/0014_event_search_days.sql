-- Nothing to change: SQLite's search index is keyed by the day each event starts
-- already (0009). On PostgreSQL this version gives the trigram index the days.
SELECT 1;
