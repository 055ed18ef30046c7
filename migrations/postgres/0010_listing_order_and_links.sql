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
ALTER TABLE events
    ADD COLUMN post_date TEXT COLLATE "C" NOT NULL DEFAULT '',
    ADD COLUMN organizer_ids TEXT COLLATE "C",
    ADD COLUMN term_ids TEXT COLLATE "C";

UPDATE events e SET post_date = COALESCE(p.date_utc, p.date_local)
FROM posts p WHERE p.id = e.post_id;

UPDATE events e SET organizer_ids = l.ids
FROM (
    SELECT event_id, string_agg(organizer_id::text, ',' ORDER BY position) AS ids
    FROM event_organizers GROUP BY event_id
) l
WHERE l.event_id = e.post_id;

UPDATE events e SET term_ids = l.ids
FROM (
    SELECT event_id, string_agg(term_id::text, ',' ORDER BY term_id) AS ids
    FROM event_terms GROUP BY event_id
) l
WHERE l.event_id = e.post_id;

DROP INDEX events_listing;
CREATE INDEX events_listing
    ON events (tenant_id, hide_from_listings, status, start_local, post_date, post_id, end_local);

-- An event row is written after its post, in the same transaction: it takes the post's
-- status, search text (0008) and date in one read.
CREATE OR REPLACE FUNCTION events_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT status, search_text, COALESCE(date_utc, date_local)
    INTO NEW.status, NEW.search_text, NEW.post_date
    FROM posts WHERE id = NEW.post_id;
    RETURN NEW;
END
$$;

CREATE FUNCTION posts_date_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE events SET post_date = COALESCE(NEW.date_utc, NEW.date_local) WHERE post_id = NEW.id;
    RETURN NULL;
END
$$;
CREATE TRIGGER posts_date_changed AFTER UPDATE OF date_local, date_utc ON posts
FOR EACH ROW
WHEN (COALESCE(OLD.date_utc, OLD.date_local) IS DISTINCT FROM COALESCE(NEW.date_utc, NEW.date_local))
EXECUTE FUNCTION posts_date_changed();

-- Every statement that inserts or deletes links, also the cascade of a deleted
-- organizer, term or event, writes the lists of the events it touched again from their
-- links (links are never updated).
CREATE FUNCTION event_organizers_to_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE events e SET organizer_ids = (
        SELECT string_agg(eo.organizer_id::text, ',' ORDER BY eo.position)
        FROM event_organizers eo WHERE eo.event_id = e.post_id
    )
    WHERE e.post_id IN (SELECT event_id FROM changed);
    RETURN NULL;
END
$$;
CREATE TRIGGER event_organizers_to_events_on_insert AFTER INSERT ON event_organizers
REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION event_organizers_to_events();
CREATE TRIGGER event_organizers_to_events_on_delete AFTER DELETE ON event_organizers
REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION event_organizers_to_events();

CREATE FUNCTION event_terms_to_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE events e SET term_ids = (
        SELECT string_agg(et.term_id::text, ',' ORDER BY et.term_id)
        FROM event_terms et WHERE et.event_id = e.post_id
    )
    WHERE e.post_id IN (SELECT event_id FROM changed);
    RETURN NULL;
END
$$;
CREATE TRIGGER event_terms_to_events_on_insert AFTER INSERT ON event_terms
REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION event_terms_to_events();
CREATE TRIGGER event_terms_to_events_on_delete AFTER DELETE ON event_terms
REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION event_terms_to_events();
