-- How many listed events of each status that start on one day end on each later day,
-- so that a list whose window ends before some of a day's events do counts that day
-- from its rows instead of event by event (X-WP-Total): the day's events (`event_days`,
-- 0007), less those ending on or after the day the window ends, plus those of them
-- that end on that day within the window's end, which the index below reads.
-- Events that end on the day they start have no row: they end before any later day.
CREATE TABLE event_day_ends (
    tenant_id TEXT COLLATE "C" NOT NULL,
    status    TEXT             NOT NULL, -- collated as events.status, which it is joined on
    day       TEXT COLLATE "C" NOT NULL, -- YYYY-MM-DD of start_local
    end_day   TEXT COLLATE "C" NOT NULL, -- YYYY-MM-DD of end_local, after `day`
    events    BIGINT           NOT NULL,
    PRIMARY KEY (tenant_id, status, day, end_day)
);

INSERT INTO event_day_ends (tenant_id, status, day, end_day, events)
SELECT tenant_id, status, substr(start_local, 1, 10), substr(end_local, 1, 10), COUNT(*)
FROM events
WHERE NOT hide_from_listings AND substr(end_local, 1, 10) > substr(start_local, 1, 10)
GROUP BY tenant_id, status, substr(start_local, 1, 10), substr(end_local, 1, 10);

-- The events that end on a later day than they start, by their end: those ending on
-- the day a window ends are the only ones a count reads one by one from the inner days.
-- A query must repeat the condition for the index to serve it.
CREATE INDEX events_multi_day_ends
    ON events (tenant_id, hide_from_listings, status, end_local, start_local)
    WHERE substr(end_local, 1, 10) > substr(start_local, 1, 10);

-- As `event_days_counted` (0007): in the write's transaction, the two rows of a move
-- taken in the order of their keys.
CREATE FUNCTION event_day_ends_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    leaves BOOLEAN := TG_OP <> 'INSERT' AND NOT OLD.hide_from_listings
        AND substr(OLD.end_local, 1, 10) > substr(OLD.start_local, 1, 10);
    enters BOOLEAN := TG_OP <> 'DELETE' AND NOT NEW.hide_from_listings
        AND substr(NEW.end_local, 1, 10) > substr(NEW.start_local, 1, 10);
BEGIN
    IF leaves AND enters
       AND (NEW.tenant_id, NEW.status, substr(NEW.start_local, 1, 10), substr(NEW.end_local, 1, 10))
           < (OLD.tenant_id, OLD.status, substr(OLD.start_local, 1, 10), substr(OLD.end_local, 1, 10)) THEN
        PERFORM event_day_ends_enter(NEW.tenant_id, NEW.status, NEW.start_local, NEW.end_local);
        PERFORM event_day_ends_leave(OLD.tenant_id, OLD.status, OLD.start_local, OLD.end_local);
        RETURN NULL;
    END IF;
    IF leaves THEN
        PERFORM event_day_ends_leave(OLD.tenant_id, OLD.status, OLD.start_local, OLD.end_local);
    END IF;
    IF enters THEN
        PERFORM event_day_ends_enter(NEW.tenant_id, NEW.status, NEW.start_local, NEW.end_local);
    END IF;
    RETURN NULL;
END
$$;

CREATE FUNCTION event_day_ends_enter(tenant TEXT, stat TEXT, start_local TEXT, end_local TEXT)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO event_day_ends (tenant_id, status, day, end_day, events)
    VALUES (tenant, stat, substr(start_local, 1, 10), substr(end_local, 1, 10), 1)
    ON CONFLICT (tenant_id, status, day, end_day) DO UPDATE
    SET events = event_day_ends.events + 1;
$$;

CREATE FUNCTION event_day_ends_leave(tenant TEXT, stat TEXT, start_local TEXT, end_local TEXT)
RETURNS void LANGUAGE sql AS $$
    UPDATE event_day_ends SET events = events - 1
    WHERE tenant_id = tenant AND status = stat
      AND day = substr(start_local, 1, 10) AND end_day = substr(end_local, 1, 10);
$$;

CREATE TRIGGER event_day_ends_counted
AFTER INSERT OR DELETE OR UPDATE OF tenant_id, status, start_local, end_local, hide_from_listings
ON events FOR EACH ROW EXECUTE FUNCTION event_day_ends_counted();
