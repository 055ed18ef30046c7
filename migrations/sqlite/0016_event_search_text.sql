-- A search tests its words on the candidates its index finds. On SQLite the words were
-- tested on each candidate's post, which a search read for its text alone: a second
-- row read from the posts table for every candidate, whose pages a calendar's readers
-- rarely share. The event row now carries a copy of its post's search text, as it does
-- on PostgreSQL (0008), so that a search finds, tests and counts its matches from the
-- event rows alone and reads only its page's posts.
ALTER TABLE events ADD COLUMN search_text TEXT NOT NULL DEFAULT '';

UPDATE events SET search_text = (SELECT p.search_text FROM posts p WHERE p.id = events.post_id);

-- An event row is written after its post, in the same transaction: it takes the post's
-- status, date, whether it has a password and its text in one read.
DROP TRIGGER events_from_post_on_insert;
CREATE TRIGGER events_from_post_on_insert AFTER INSERT ON events
BEGIN
    UPDATE events SET (status, post_date, password_protected, search_text) = (
        SELECT status, COALESCE(date_utc, date_local), password <> '', search_text
        FROM posts WHERE id = NEW.post_id
    )
    WHERE post_id = NEW.post_id;
END;

CREATE TRIGGER posts_search_text_to_events AFTER UPDATE OF search_text ON posts
WHEN OLD.search_text IS NOT NEW.search_text
BEGIN
    UPDATE events SET search_text = NEW.search_text WHERE post_id = NEW.id;
END;
