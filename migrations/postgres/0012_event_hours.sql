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
    tenant_id  TEXT COLLATE "C" NOT NULL,
    status     TEXT             NOT NULL, -- collated as events.status, which it is joined on
    hour       TEXT COLLATE "C" NOT NULL, -- YYYY-MM-DD HH of start_local
    events     BIGINT           NOT NULL,
    latest_end TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (tenant_id, status, hour)
);

CREATE TABLE event_hour_ends (
    tenant_id TEXT COLLATE "C" NOT NULL,
    status    TEXT             NOT NULL,
    end_hour  TEXT COLLATE "C" NOT NULL, -- YYYY-MM-DD HH of end_local, on the day of start_local
    events    BIGINT           NOT NULL,
    PRIMARY KEY (tenant_id, status, end_hour)
);

INSERT INTO event_hours (tenant_id, status, hour, events, latest_end)
SELECT tenant_id, status, substr(start_local, 1, 13), COUNT(*), MAX(end_local)
FROM events WHERE NOT hide_from_listings
GROUP BY tenant_id, status, substr(start_local, 1, 13);

INSERT INTO event_hour_ends (tenant_id, status, end_hour, events)
SELECT tenant_id, status, substr(end_local, 1, 13), COUNT(*)
FROM events
WHERE NOT hide_from_listings AND substr(end_local, 1, 10) = substr(start_local, 1, 10)
GROUP BY tenant_id, status, substr(end_local, 1, 13);

-- The events that end on the day they start, by their end (the complement of
-- `events_multi_day_ends`, 0011), with their start, which the condition reads: a count
-- reads the index alone. A query must repeat the condition for the index to
-- serve it.
CREATE INDEX events_same_day_ends
    ON events (tenant_id, hide_from_listings, status, end_local, start_local)
    WHERE substr(end_local, 1, 10) = substr(start_local, 1, 10);

-- As `event_days_counted` (0007): in the write's transaction. A tenant's writes hold its
-- advisory lock to their commit, and each row's key starts with the tenant, so no two
-- writes can wait for each other's rows here.
CREATE FUNCTION event_hours_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND NOT OLD.hide_from_listings THEN
        UPDATE event_hours SET events = events - 1
        WHERE tenant_id = OLD.tenant_id AND status = OLD.status
          AND hour = substr(OLD.start_local, 1, 13);
        IF substr(OLD.end_local, 1, 10) = substr(OLD.start_local, 1, 10) THEN
            UPDATE event_hour_ends SET events = events - 1
            WHERE tenant_id = OLD.tenant_id AND status = OLD.status
              AND end_hour = substr(OLD.end_local, 1, 13);
        END IF;
    END IF;
    IF TG_OP <> 'DELETE' AND NOT NEW.hide_from_listings THEN
        INSERT INTO event_hours (tenant_id, status, hour, events, latest_end)
        VALUES (NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 13), 1, NEW.end_local)
        ON CONFLICT (tenant_id, status, hour) DO UPDATE
        SET events = event_hours.events + 1,
            latest_end = GREATEST(event_hours.latest_end, excluded.latest_end);
        IF substr(NEW.end_local, 1, 10) = substr(NEW.start_local, 1, 10) THEN
            INSERT INTO event_hour_ends (tenant_id, status, end_hour, events)
            VALUES (NEW.tenant_id, NEW.status, substr(NEW.end_local, 1, 13), 1)
            ON CONFLICT (tenant_id, status, end_hour) DO UPDATE
            SET events = event_hour_ends.events + 1;
        END IF;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER event_hours_counted
AFTER INSERT OR DELETE OR UPDATE OF tenant_id, status, start_local, end_local, hide_from_listings
ON events FOR EACH ROW EXECUTE FUNCTION event_hours_counted();
