-- How many times each event was written since it was created, which its iCalendar
-- entry gives as SEQUENCE: calendar apps take an entry with a higher SEQUENCE as the
-- newer version of one they hold under the same UID. Every update of an event raises
-- it, in the update's own statement.
ALTER TABLE events ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
