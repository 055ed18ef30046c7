-- Nothing to change: the SQLite migration of the same name makes an SQLite store
-- readable by older SQLite versions; PostgreSQL's schema never used what they lack.
SELECT 1;
