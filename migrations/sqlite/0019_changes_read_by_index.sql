-- Nothing to change: an SQLite file is served by one process, which keeps its change
-- log in memory. On PostgreSQL this version reads the store's change log by its index
-- whatever the planner guesses.
SELECT 1;
