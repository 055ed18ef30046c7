-- What each write changed matters only to instances sharing PostgreSQL, which keep it
-- in the store (see the PostgreSQL migration of the same name). One process serves an
-- SQLite file and follows its own commits in memory: nothing to store here.
SELECT 1;
