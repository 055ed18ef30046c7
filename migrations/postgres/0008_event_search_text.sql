-- Each event carries its post's search text, indexed beside the window it lists in.
-- A search read its candidates from the posts' trigram index and then looked each one
-- up in events to test its window and status; with the text on the event row, the
-- candidates are tested where they are found, and only the page's posts are read.
-- Tenants that keep text per language search the text a variant serves, which is an
-- expression over the post and its translations: they keep using the posts' and the
-- translations' indexes.
ALTER TABLE events ADD COLUMN search_text TEXT COLLATE "C" NOT NULL DEFAULT '';

UPDATE events e SET search_text = p.search_text FROM posts p WHERE p.id = e.post_id;

CREATE INDEX events_search_text ON events USING gin (search_text gin_trgm_ops);

-- An event row is written after its post, in the same transaction.
CREATE FUNCTION events_search_text_copied() RETURNS trigger AS $$
BEGIN
    NEW.search_text := COALESCE((SELECT search_text FROM posts WHERE id = NEW.post_id), '');
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER events_search_text_copied BEFORE INSERT OR UPDATE OF post_id ON events
    FOR EACH ROW EXECUTE FUNCTION events_search_text_copied();

CREATE FUNCTION posts_search_text_changed() RETURNS trigger AS $$
BEGIN
    UPDATE events SET search_text = NEW.search_text WHERE post_id = NEW.id;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER posts_search_text_changed AFTER UPDATE OF search_text ON posts
    FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
    EXECUTE FUNCTION posts_search_text_changed();
