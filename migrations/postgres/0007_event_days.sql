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
    tenant_id  TEXT COLLATE "C" NOT NULL,
    status     TEXT             NOT NULL, -- collated as events.status, which it is joined on
    day        TEXT COLLATE "C" NOT NULL, -- YYYY-MM-DD of start_local
    events     BIGINT           NOT NULL,
    latest_end TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (tenant_id, status, day)
);

INSERT INTO event_days (tenant_id, status, day, events, latest_end)
SELECT tenant_id, status, substr(start_local, 1, 10), COUNT(*), MAX(end_local)
FROM events WHERE NOT hide_from_listings
GROUP BY tenant_id, status, substr(start_local, 1, 10);

-- The trigger runs in the transaction of the write, so the counts never lag behind.
-- An event moving from one day to another takes the two days' rows in the order of
-- their keys, so that two writes moving events between the same days cannot each hold
-- the row the other waits for.
CREATE FUNCTION event_days_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    leaves BOOLEAN := TG_OP <> 'INSERT' AND NOT OLD.hide_from_listings;
    enters BOOLEAN := TG_OP <> 'DELETE' AND NOT NEW.hide_from_listings;
BEGIN
    IF leaves AND enters
       AND (NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 10))
           < (OLD.tenant_id, OLD.status, substr(OLD.start_local, 1, 10)) THEN
        PERFORM event_days_enter(NEW.tenant_id, NEW.status, NEW.start_local, NEW.end_local);
        PERFORM event_days_leave(OLD.tenant_id, OLD.status, OLD.start_local);
        RETURN NULL;
    END IF;
    IF leaves THEN
        PERFORM event_days_leave(OLD.tenant_id, OLD.status, OLD.start_local);
    END IF;
    IF enters THEN
        PERFORM event_days_enter(NEW.tenant_id, NEW.status, NEW.start_local, NEW.end_local);
    END IF;
    RETURN NULL;
END
$$;

CREATE FUNCTION event_days_enter(tenant TEXT, stat TEXT, start_local TEXT, end_local TEXT)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO event_days (tenant_id, status, day, events, latest_end)
    VALUES (tenant, stat, substr(start_local, 1, 10), 1, end_local)
    ON CONFLICT (tenant_id, status, day) DO UPDATE
    SET events = event_days.events + 1,
        latest_end = GREATEST(event_days.latest_end, excluded.latest_end);
$$;

CREATE FUNCTION event_days_leave(tenant TEXT, stat TEXT, start_local TEXT)
RETURNS void LANGUAGE sql AS $$
    UPDATE event_days SET events = events - 1
    WHERE tenant_id = tenant AND status = stat AND day = substr(start_local, 1, 10);
$$;

CREATE TRIGGER event_days_counted
AFTER INSERT OR DELETE OR UPDATE OF tenant_id, status, start_local, end_local, hide_from_listings
ON events FOR EACH ROW EXECUTE FUNCTION event_days_counted();
