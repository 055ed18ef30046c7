-- The search index of events keyed by the day each event starts, so that a search in a
-- window reads only the part of each trigram's list of events that starts in the
-- window's days: the index keeps each list in key order and seeks within it. Keyed by
-- post id alone (0006), a search in a 14-day window read every event of three years
-- holding its trigrams and then threw nearly all of them away.
--
-- The key is `YYYYMMDD * 2^35 + post id`, the day taken from the text of `start_local`
-- as a number, so that keys sort as the start texts do (the list's bounds are texts);
-- post ids stay under 2^35. The index holds no copy of the text (contentless) and
-- deletes by key.
--
-- The key is a column of the event computed when read (`VIRTUAL`: nothing stored), so
-- that the triggers below share its one definition.
ALTER TABLE events ADD COLUMN search_key INTEGER GENERATED ALWAYS AS
    ((CAST(replace(substr(start_local, 1, 10), '-', '') AS INTEGER) << 35) + post_id) VIRTUAL;

CREATE VIRTUAL TABLE event_search USING fts5(
    search_text,
    content = '',
    contentless_delete = 1,
    tokenize = 'trigram case_sensitive 0',
    detail = none
);

INSERT INTO event_search (rowid, search_text)
SELECT e.search_key, p.search_text FROM events e JOIN posts p ON p.id = e.post_id;

-- The triggers run in the transaction of the write, so the index never lags behind.
-- An event row is inserted after its post, with the post's text already stored.
CREATE TRIGGER event_search_on_insert AFTER INSERT ON events
BEGIN
    INSERT INTO event_search (rowid, search_text)
    SELECT NEW.search_key, p.search_text FROM posts p WHERE p.id = NEW.post_id;
END;

CREATE TRIGGER event_search_on_move AFTER UPDATE OF start_local ON events
WHEN OLD.search_key IS NOT NEW.search_key
BEGIN
    DELETE FROM event_search WHERE rowid = OLD.search_key;
    INSERT INTO event_search (rowid, search_text)
    SELECT NEW.search_key, p.search_text FROM posts p WHERE p.id = NEW.post_id;
END;

-- Also when the post's deletion deletes the event (`ON DELETE CASCADE`).
CREATE TRIGGER event_search_on_delete AFTER DELETE ON events
BEGIN
    DELETE FROM event_search WHERE rowid = OLD.search_key;
END;

CREATE TRIGGER event_search_on_text AFTER UPDATE OF search_text ON posts
WHEN OLD.search_text IS NOT NEW.search_text
BEGIN
    DELETE FROM event_search
    WHERE rowid = (SELECT search_key FROM events WHERE post_id = NEW.id);
    INSERT INTO event_search (rowid, search_text)
    SELECT search_key, NEW.search_text FROM events WHERE post_id = NEW.id;
END;

-- The index of every post's text (0006) served event searches only: venue and
-- organizer searches test the texts of the tenant's few venues or organizers. Its
-- deletion trigger also removed the post's translations from their index, which is
-- kept.
DROP TRIGGER posts_search_on_insert;
DROP TRIGGER posts_search_on_update;
DROP TRIGGER posts_search_on_delete;
DROP TABLE posts_search;

CREATE TRIGGER post_translations_search_on_post_delete AFTER DELETE ON posts
BEGIN
    DELETE FROM post_translations_search WHERE rowid = OLD.id;
END;
