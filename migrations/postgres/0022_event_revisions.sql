-- How many times each event was written since it was created, which its iCalendar
-- entry gives as SEQUENCE: calendar apps take an entry with a higher SEQUENCE as the
-- newer version of one they hold under the same UID. Every update of an event raises
-- it, in the update's own statement.
ALTER TABLE events ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;

-- When the tenant's last write was committed (UTC, `YYYY-MM-DD HH:MM:SS`, by the clock
-- of the instance that wrote), entered with the tenant's counter: a feed's
-- Last-Modified, the same from every instance. (An SQLite store is written by one
-- process, which keeps the time itself.)
ALTER TABLE tenant_versions ADD COLUMN written_utc TEXT COLLATE "C";
