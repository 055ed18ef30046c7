-- A search or a category or tag filter leaves out the password-protected events its
-- caller may not read. That test read each match's post for its password: a search
-- found its matches in the events' own trigram index (0008, 0014) and then joined
-- every one of them to `posts` for this one column. Whether the post has a password is
-- now copied onto the event row, as its status is (0003), so that a caller who reads
-- no protected text is answered from the event rows alone, and only the page's posts
-- are read.
--
-- A constant default adds the column without rewriting the table; only the events of
-- posts that have a password are written.
ALTER TABLE events ADD COLUMN password_protected BOOLEAN NOT NULL DEFAULT FALSE;

UPDATE events e SET password_protected = TRUE
FROM posts p WHERE p.id = e.post_id AND p.password <> '';

-- An event row is written after its post, in the same transaction: it takes the post's
-- status, search text, date and whether it has a password in one read.
CREATE OR REPLACE FUNCTION events_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT status, search_text, COALESCE(date_utc, date_local), password <> ''
    INTO NEW.status, NEW.search_text, NEW.post_date, NEW.password_protected
    FROM posts WHERE id = NEW.post_id;
    RETURN NEW;
END
$$;

CREATE FUNCTION posts_password_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE events SET password_protected = NEW.password <> '' WHERE post_id = NEW.id;
    RETURN NULL;
END
$$;
CREATE TRIGGER posts_password_changed AFTER UPDATE OF password ON posts
FOR EACH ROW WHEN ((OLD.password <> '') IS DISTINCT FROM (NEW.password <> ''))
EXECUTE FUNCTION posts_password_changed();
