-- How many listed events of each status that start on one day end on each later day,
-- so that a list whose window ends before some of a day's events do counts that day
-- from its rows instead of event by event (X-WP-Total): the day's events (`event_days`,
-- 0007), less those ending on or after the day the window ends, plus those of them
-- that end on that day within the window's end, which the index below reads.
-- Events that end on the day they start have no row: they end before any later day.
CREATE TABLE event_day_ends (
    tenant_id TEXT    NOT NULL,
    status    TEXT    NOT NULL,
    day       TEXT    NOT NULL, -- YYYY-MM-DD of start_local
    end_day   TEXT    NOT NULL, -- YYYY-MM-DD of end_local, after `day`
    events    INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, status, day, end_day)
) WITHOUT ROWID;

INSERT INTO event_day_ends (tenant_id, status, day, end_day, events)
SELECT tenant_id, status, substr(start_local, 1, 10), substr(end_local, 1, 10), COUNT(*)
FROM events
WHERE hide_from_listings = 0 AND status <> ''
  AND substr(end_local, 1, 10) > substr(start_local, 1, 10)
GROUP BY tenant_id, status, substr(start_local, 1, 10), substr(end_local, 1, 10);

-- The events that end on a later day than they start, by their end: those ending on
-- the day a window ends are the only ones a count reads one by one from the inner days.
-- A query must repeat the condition word for word for the index to serve it.
CREATE INDEX events_multi_day_ends
    ON events (tenant_id, hide_from_listings, status, end_local, start_local)
    WHERE substr(end_local, 1, 10) > substr(start_local, 1, 10);

-- As `event_days`' triggers (0007): in the write's transaction, and only once an event
-- has its post's status.
CREATE TRIGGER event_day_ends_on_insert AFTER INSERT ON events
WHEN NEW.hide_from_listings = 0 AND NEW.status <> ''
  AND substr(NEW.end_local, 1, 10) > substr(NEW.start_local, 1, 10)
BEGIN
    INSERT INTO event_day_ends (tenant_id, status, day, end_day, events)
    VALUES (NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 10),
            substr(NEW.end_local, 1, 10), 1)
    ON CONFLICT (tenant_id, status, day, end_day) DO UPDATE SET events = events + 1;
END;

CREATE TRIGGER event_day_ends_on_delete AFTER DELETE ON events
WHEN OLD.hide_from_listings = 0 AND OLD.status <> ''
  AND substr(OLD.end_local, 1, 10) > substr(OLD.start_local, 1, 10)
BEGIN
    UPDATE event_day_ends SET events = events - 1
    WHERE tenant_id = OLD.tenant_id AND status = OLD.status
      AND day = substr(OLD.start_local, 1, 10) AND end_day = substr(OLD.end_local, 1, 10);
END;

CREATE TRIGGER event_day_ends_on_update
AFTER UPDATE OF tenant_id, status, start_local, end_local, hide_from_listings ON events
WHEN OLD.tenant_id IS NOT NEW.tenant_id OR OLD.status IS NOT NEW.status
  OR OLD.start_local IS NOT NEW.start_local OR OLD.end_local IS NOT NEW.end_local
  OR OLD.hide_from_listings IS NOT NEW.hide_from_listings
BEGIN
    UPDATE event_day_ends SET events = events - 1
    WHERE OLD.hide_from_listings = 0 AND OLD.status <> ''
      AND substr(OLD.end_local, 1, 10) > substr(OLD.start_local, 1, 10)
      AND tenant_id = OLD.tenant_id AND status = OLD.status
      AND day = substr(OLD.start_local, 1, 10) AND end_day = substr(OLD.end_local, 1, 10);
    INSERT INTO event_day_ends (tenant_id, status, day, end_day, events)
    SELECT NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 10),
           substr(NEW.end_local, 1, 10), 1
    WHERE NEW.hide_from_listings = 0 AND NEW.status <> ''
      AND substr(NEW.end_local, 1, 10) > substr(NEW.start_local, 1, 10)
    ON CONFLICT (tenant_id, status, day, end_day) DO UPDATE SET events = events + 1;
END;
