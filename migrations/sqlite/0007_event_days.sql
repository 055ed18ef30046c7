-- How many listed events (not hidden from listings) of each status start on each day,
-- and the latest end among them, so that a list counts the whole days of its window
-- from a few rows instead of one index entry per event (X-WP-Total). Only the days at
-- the window's edges, and days holding an event that may end outside the window, are
-- counted event by event.
--
-- `latest_end` only grows: when an event leaves a day it may stay above the day's real
-- latest end. It is an upper bound, which is all a count needs: a day whose bound ends
-- after the window is counted event by event, exactly.
CREATE TABLE event_days (
    tenant_id  TEXT    NOT NULL,
    status     TEXT    NOT NULL,
    day        TEXT    NOT NULL, -- YYYY-MM-DD of start_local
    events     INTEGER NOT NULL,
    latest_end TEXT    NOT NULL,
    PRIMARY KEY (tenant_id, status, day)
) WITHOUT ROWID;

INSERT INTO event_days (tenant_id, status, day, events, latest_end)
SELECT tenant_id, status, substr(start_local, 1, 10), COUNT(*), MAX(end_local)
FROM events WHERE hide_from_listings = 0 AND status <> ''
GROUP BY tenant_id, status, substr(start_local, 1, 10);

-- The triggers run in the transaction of the write, so the counts never lag behind.
-- An event is inserted with status '' and gets its post's status from the update that
-- follows (migration 0003): events of status '' are not counted, so that a new event
-- costs one write here, when it gets its status.
CREATE TRIGGER event_days_on_insert AFTER INSERT ON events
WHEN NEW.hide_from_listings = 0 AND NEW.status <> ''
BEGIN
    INSERT INTO event_days (tenant_id, status, day, events, latest_end)
    VALUES (NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 10), 1, NEW.end_local)
    ON CONFLICT (tenant_id, status, day) DO UPDATE
    SET events = events + 1, latest_end = max(latest_end, excluded.latest_end);
END;

CREATE TRIGGER event_days_on_delete AFTER DELETE ON events
WHEN OLD.hide_from_listings = 0 AND OLD.status <> ''
BEGIN
    UPDATE event_days SET events = events - 1
    WHERE tenant_id = OLD.tenant_id AND status = OLD.status
      AND day = substr(OLD.start_local, 1, 10);
END;

CREATE TRIGGER event_days_on_update
AFTER UPDATE OF tenant_id, status, start_local, end_local, hide_from_listings ON events
WHEN OLD.tenant_id IS NOT NEW.tenant_id OR OLD.status IS NOT NEW.status
  OR OLD.start_local IS NOT NEW.start_local OR OLD.end_local IS NOT NEW.end_local
  OR OLD.hide_from_listings IS NOT NEW.hide_from_listings
BEGIN
    UPDATE event_days SET events = events - 1
    WHERE OLD.hide_from_listings = 0 AND OLD.status <> '' AND tenant_id = OLD.tenant_id
      AND status = OLD.status AND day = substr(OLD.start_local, 1, 10);
    INSERT INTO event_days (tenant_id, status, day, events, latest_end)
    SELECT NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 10), 1, NEW.end_local
    WHERE NEW.hide_from_listings = 0 AND NEW.status <> ''
    ON CONFLICT (tenant_id, status, day) DO UPDATE
    SET events = events + 1, latest_end = max(latest_end, excluded.latest_end);
END;
