-- A category or tag filter, or a search, leaves out the password-protected events its
-- caller may not read. That test read each match's post for its password. Whether the
-- post has a password is now copied onto the event row, as its status is (0003), so
-- that a filtered list's count for a caller who reads no protected text is answered
-- from the event rows alone. (A search here still reads each match's post: its words
-- are tested on the post's text.)
ALTER TABLE events ADD COLUMN password_protected INTEGER NOT NULL DEFAULT 0;

UPDATE events SET password_protected = 1
WHERE post_id IN (SELECT id FROM posts WHERE password <> '');

-- An event row is written after its post, in the same transaction: it takes the post's
-- status, date and whether it has a password in one read.
DROP TRIGGER events_from_post_on_insert;
CREATE TRIGGER events_from_post_on_insert AFTER INSERT ON events
BEGIN
    UPDATE events SET (status, post_date, password_protected) = (
        SELECT status, COALESCE(date_utc, date_local), password <> ''
        FROM posts WHERE id = NEW.post_id
    )
    WHERE post_id = NEW.post_id;
END;

CREATE TRIGGER posts_password_to_events AFTER UPDATE OF password ON posts
WHEN (OLD.password <> '') IS NOT (NEW.password <> '')
BEGIN
    UPDATE events SET password_protected = NEW.password <> '' WHERE post_id = NEW.id;
END;
