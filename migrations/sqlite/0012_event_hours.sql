-- The window's two edge days, counted from rows by the hour (X-WP-Total): a window
-- starts and ends at any second, so the days it cuts were each read event by event,
-- about half a day's events at each edge.
--
-- `event_hours` counts the listed events of each status that start in each hour, with
-- the latest end among them (an upper bound, as `event_days`' in 0007): the first day's
-- hours after the window's start are counted from it. `event_hour_ends` counts the
-- listed events that end on the day they start by the hour they end: the last day's
-- events that end by the window's end are those ending in its earlier hours, plus the
-- ones the index below reads in the last hour. Events ending on a later day have no
-- row there: they end after any bound on the day they start.
CREATE TABLE event_hours (
    tenant_id  TEXT    NOT NULL,
    status     TEXT    NOT NULL,
    hour       TEXT    NOT NULL, -- YYYY-MM-DD HH of start_local
    events     INTEGER NOT NULL,
    latest_end TEXT    NOT NULL,
    PRIMARY KEY (tenant_id, status, hour)
) WITHOUT ROWID;

CREATE TABLE event_hour_ends (
    tenant_id TEXT    NOT NULL,
    status    TEXT    NOT NULL,
    end_hour  TEXT    NOT NULL, -- YYYY-MM-DD HH of end_local, on the day of start_local
    events    INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, status, end_hour)
) WITHOUT ROWID;

INSERT INTO event_hours (tenant_id, status, hour, events, latest_end)
SELECT tenant_id, status, substr(start_local, 1, 13), COUNT(*), MAX(end_local)
FROM events WHERE hide_from_listings = 0 AND status <> ''
GROUP BY tenant_id, status, substr(start_local, 1, 13);

INSERT INTO event_hour_ends (tenant_id, status, end_hour, events)
SELECT tenant_id, status, substr(end_local, 1, 13), COUNT(*)
FROM events
WHERE hide_from_listings = 0 AND status <> ''
  AND substr(end_local, 1, 10) = substr(start_local, 1, 10)
GROUP BY tenant_id, status, substr(end_local, 1, 13);

-- The events that end on the day they start, by their end (the complement of
-- `events_multi_day_ends`, 0011), with their start, which the condition reads: a count
-- reads the index alone. A query must repeat the condition word for word for
-- the index to serve it.
CREATE INDEX events_same_day_ends
    ON events (tenant_id, hide_from_listings, status, end_local, start_local)
    WHERE substr(end_local, 1, 10) = substr(start_local, 1, 10);

-- As `event_days`' triggers (0007): in the write's transaction, and only once an event
-- has its post's status.
CREATE TRIGGER event_hours_on_insert AFTER INSERT ON events
WHEN NEW.hide_from_listings = 0 AND NEW.status <> ''
BEGIN
    INSERT INTO event_hours (tenant_id, status, hour, events, latest_end)
    VALUES (NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 13), 1, NEW.end_local)
    ON CONFLICT (tenant_id, status, hour) DO UPDATE
    SET events = events + 1, latest_end = max(latest_end, excluded.latest_end);
    INSERT INTO event_hour_ends (tenant_id, status, end_hour, events)
    SELECT NEW.tenant_id, NEW.status, substr(NEW.end_local, 1, 13), 1
    WHERE substr(NEW.end_local, 1, 10) = substr(NEW.start_local, 1, 10)
    ON CONFLICT (tenant_id, status, end_hour) DO UPDATE SET events = events + 1;
END;

CREATE TRIGGER event_hours_on_delete AFTER DELETE ON events
WHEN OLD.hide_from_listings = 0 AND OLD.status <> ''
BEGIN
    UPDATE event_hours SET events = events - 1
    WHERE tenant_id = OLD.tenant_id AND status = OLD.status
      AND hour = substr(OLD.start_local, 1, 13);
    UPDATE event_hour_ends SET events = events - 1
    WHERE substr(OLD.end_local, 1, 10) = substr(OLD.start_local, 1, 10)
      AND tenant_id = OLD.tenant_id AND status = OLD.status
      AND end_hour = substr(OLD.end_local, 1, 13);
END;

CREATE TRIGGER event_hours_on_update
AFTER UPDATE OF tenant_id, status, start_local, end_local, hide_from_listings ON events
WHEN OLD.tenant_id IS NOT NEW.tenant_id OR OLD.status IS NOT NEW.status
  OR OLD.start_local IS NOT NEW.start_local OR OLD.end_local IS NOT NEW.end_local
  OR OLD.hide_from_listings IS NOT NEW.hide_from_listings
BEGIN
    UPDATE event_hours SET events = events - 1
    WHERE OLD.hide_from_listings = 0 AND OLD.status <> '' AND tenant_id = OLD.tenant_id
      AND status = OLD.status AND hour = substr(OLD.start_local, 1, 13);
    UPDATE event_hour_ends SET events = events - 1
    WHERE OLD.hide_from_listings = 0 AND OLD.status <> ''
      AND substr(OLD.end_local, 1, 10) = substr(OLD.start_local, 1, 10)
      AND tenant_id = OLD.tenant_id AND status = OLD.status
      AND end_hour = substr(OLD.end_local, 1, 13);
    INSERT INTO event_hours (tenant_id, status, hour, events, latest_end)
    SELECT NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 13), 1, NEW.end_local
    WHERE NEW.hide_from_listings = 0 AND NEW.status <> ''
    ON CONFLICT (tenant_id, status, hour) DO UPDATE
    SET events = events + 1, latest_end = max(latest_end, excluded.latest_end);
    INSERT INTO event_hour_ends (tenant_id, status, end_hour, events)
    SELECT NEW.tenant_id, NEW.status, substr(NEW.end_local, 1, 13), 1
    WHERE NEW.hide_from_listings = 0 AND NEW.status <> ''
      AND substr(NEW.end_local, 1, 10) = substr(NEW.start_local, 1, 10)
    ON CONFLICT (tenant_id, status, end_hour) DO UPDATE SET events = events + 1;
END;
