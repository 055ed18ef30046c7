-- A list's page is read from the listing index in the order it is answered in: by
-- start, then by the post's date, then by id. The post's date (`post_date`, its UTC
-- date or, while it has none, its local one) is copied onto the event row as its status
-- is (0003), and the index carries it and the id before the end, so that a page is the
-- index's next ten entries instead of every entry of its first start times sorted
-- again; the counts still read the end from the same entries.
--
-- The ids of the organizers and terms an event links to are kept on its row too
-- (comma-separated; organizers in link order, terms by id, which a page puts in
-- WordPress's order by name), so that a page reads them with its rows instead of
-- aggregating, and sorting, each event's links apart.
ALTER TABLE events ADD COLUMN post_date TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN organizer_ids TEXT;
ALTER TABLE events ADD COLUMN term_ids TEXT;

UPDATE events SET
    post_date = (SELECT COALESCE(date_utc, date_local) FROM posts WHERE id = events.post_id),
    organizer_ids = (
        SELECT string_agg(CAST(organizer_id AS TEXT), ',' ORDER BY position)
        FROM event_organizers WHERE event_id = events.post_id
    ),
    term_ids = (
        SELECT string_agg(CAST(term_id AS TEXT), ',' ORDER BY term_id)
        FROM event_terms WHERE event_id = events.post_id
    );

DROP INDEX events_listing;
CREATE INDEX events_listing
    ON events (tenant_id, hide_from_listings, status, start_local, post_date, post_id, end_local);

-- An event row is written after its post, in the same transaction: it takes the post's
-- status and date in one read.
DROP TRIGGER events_status_on_insert;
CREATE TRIGGER events_from_post_on_insert AFTER INSERT ON events
BEGIN
    UPDATE events SET (status, post_date) = (
        SELECT status, COALESCE(date_utc, date_local) FROM posts WHERE id = NEW.post_id
    )
    WHERE post_id = NEW.post_id;
END;

CREATE TRIGGER posts_date_to_events AFTER UPDATE OF date_local, date_utc ON posts
WHEN COALESCE(OLD.date_utc, OLD.date_local) IS NOT COALESCE(NEW.date_utc, NEW.date_local)
BEGIN
    UPDATE events SET post_date = COALESCE(NEW.date_utc, NEW.date_local) WHERE post_id = NEW.id;
END;

-- Every link inserted or deleted, also by the cascade of a deleted organizer, term or
-- event, writes the event's list again from its links (links are never updated).
CREATE TRIGGER event_organizers_to_events_on_insert AFTER INSERT ON event_organizers
BEGIN
    UPDATE events SET organizer_ids = (
        SELECT string_agg(CAST(organizer_id AS TEXT), ',' ORDER BY position)
        FROM event_organizers WHERE event_id = NEW.event_id
    )
    WHERE post_id = NEW.event_id;
END;

CREATE TRIGGER event_organizers_to_events_on_delete AFTER DELETE ON event_organizers
BEGIN
    UPDATE events SET organizer_ids = (
        SELECT string_agg(CAST(organizer_id AS TEXT), ',' ORDER BY position)
        FROM event_organizers WHERE event_id = OLD.event_id
    )
    WHERE post_id = OLD.event_id;
END;

CREATE TRIGGER event_terms_to_events_on_insert AFTER INSERT ON event_terms
BEGIN
    UPDATE events SET term_ids = (
        SELECT string_agg(CAST(term_id AS TEXT), ',' ORDER BY term_id)
        FROM event_terms WHERE event_id = NEW.event_id
    )
    WHERE post_id = NEW.event_id;
END;

CREATE TRIGGER event_terms_to_events_on_delete AFTER DELETE ON event_terms
BEGIN
    UPDATE events SET term_ids = (
        SELECT string_agg(CAST(term_id AS TEXT), ',' ORDER BY term_id)
        FROM event_terms WHERE event_id = OLD.event_id
    )
    WHERE post_id = OLD.event_id;
END;
