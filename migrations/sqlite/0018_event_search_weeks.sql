-- Nothing to change: SQLite's search index reads only the part of each word's list of
-- events that starts in a window's days already (0009). On PostgreSQL this version
-- keys the trigrams by the week each event starts in.
SELECT 1;
