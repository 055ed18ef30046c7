-- The schema in the SQLite that operating systems ship (3.37 and later: Ubuntu 22.04
-- has 3.37, Debian 12 3.40), so that operators can check, dump and query their store
-- with the system's `sqlite3` or Python's `sqlite3`. SQLite reads every trigger when
-- it opens a file, and one trigger it cannot parse makes the whole file a "malformed
-- database schema" to it; a virtual table with an option it does not know cannot be
-- read at all.
--
-- The organizer and term ids copied onto the event row (0010) were aggregated with
-- `string_agg(... ORDER BY ...)`, which SQLite parses from 3.44 on. `group_concat` over
-- a subquery that orders the links builds the same lists: SQLite keeps the ORDER BY
-- of a subquery in FROM whose rows an aggregate other than count(), min() or max()
-- reads, and aggregates the rows in that order.
DROP TRIGGER event_organizers_to_events_on_insert;
CREATE TRIGGER event_organizers_to_events_on_insert AFTER INSERT ON event_organizers
BEGIN
    UPDATE events SET organizer_ids = (
        SELECT group_concat(id, ',') FROM (
            SELECT CAST(organizer_id AS TEXT) AS id FROM event_organizers
            WHERE event_id = NEW.event_id ORDER BY position
        )
    )
    WHERE post_id = NEW.event_id;
END;

DROP TRIGGER event_organizers_to_events_on_delete;
CREATE TRIGGER event_organizers_to_events_on_delete AFTER DELETE ON event_organizers
BEGIN
    UPDATE events SET organizer_ids = (
        SELECT group_concat(id, ',') FROM (
            SELECT CAST(organizer_id AS TEXT) AS id FROM event_organizers
            WHERE event_id = OLD.event_id ORDER BY position
        )
    )
    WHERE post_id = OLD.event_id;
END;

DROP TRIGGER event_terms_to_events_on_insert;
CREATE TRIGGER event_terms_to_events_on_insert AFTER INSERT ON event_terms
BEGIN
    UPDATE events SET term_ids = (
        SELECT group_concat(id, ',') FROM (
            SELECT CAST(term_id AS TEXT) AS id FROM event_terms
            WHERE event_id = NEW.event_id ORDER BY term_id
        )
    )
    WHERE post_id = NEW.event_id;
END;

DROP TRIGGER event_terms_to_events_on_delete;
CREATE TRIGGER event_terms_to_events_on_delete AFTER DELETE ON event_terms
BEGIN
    UPDATE events SET term_ids = (
        SELECT group_concat(id, ',') FROM (
            SELECT CAST(term_id AS TEXT) AS id FROM event_terms
            WHERE event_id = OLD.event_id ORDER BY term_id
        )
    )
    WHERE post_id = OLD.event_id;
END;

-- The events' search index (0009) deleted entries by key alone (`contentless_delete`,
-- SQLite 3.43). A contentless index of any version deletes an entry when given the
-- text it was made from: the event row's copy of its post's text (0016), which the
-- index was written from and which changes with it. So the index is made again without
-- the option, from the event rows, with its pages as 0017 chose, and merged into one
-- segment: about as long as 0017 took, once.
DROP TABLE event_search;
CREATE VIRTUAL TABLE event_search USING fts5(
    search_text,
    content = '',
    tokenize = 'trigram case_sensitive 0',
    detail = none
);
INSERT INTO event_search (event_search, rank) VALUES ('pgsz', 1000);
INSERT INTO event_search (rowid, search_text) SELECT search_key, search_text FROM events;
INSERT INTO event_search (event_search) VALUES ('optimize');

DROP TRIGGER event_search_on_move;
CREATE TRIGGER event_search_on_move AFTER UPDATE OF start_local ON events
WHEN OLD.search_key IS NOT NEW.search_key
BEGIN
    INSERT INTO event_search (event_search, rowid, search_text)
    VALUES ('delete', OLD.search_key, OLD.search_text);
    INSERT INTO event_search (rowid, search_text) VALUES (NEW.search_key, NEW.search_text);
END;

-- Also when the post's deletion deletes the event (`ON DELETE CASCADE`), when the post
-- is gone already: the event row still has the text.
DROP TRIGGER event_search_on_delete;
CREATE TRIGGER event_search_on_delete AFTER DELETE ON events
BEGIN
    INSERT INTO event_search (event_search, rowid, search_text)
    VALUES ('delete', OLD.search_key, OLD.search_text);
END;

-- The post's old text is what the index holds, whether or not the event row's copy
-- (0016) has been brought up to date yet.
DROP TRIGGER event_search_on_text;
CREATE TRIGGER event_search_on_text AFTER UPDATE OF search_text ON posts
WHEN OLD.search_text IS NOT NEW.search_text
BEGIN
    INSERT INTO event_search (event_search, rowid, search_text)
    SELECT 'delete', search_key, OLD.search_text FROM events WHERE post_id = NEW.id;
    INSERT INTO event_search (rowid, search_text)
    SELECT search_key, NEW.search_text FROM events WHERE post_id = NEW.id;
END;
