-- Each event carries its post's search text, indexed beside the window it lists in.
-- A search read its candidates from the posts' trigram index and then looked each one
-- up in events to test its window and status; with the text on the event row, the
-- candidates are tested where they are found, and only the page's posts are read.
-- Tenants that keep text per language search the text a variant serves, an expression
-- over the post and its translations: their candidates come from this index and the
-- translations' one.
--
-- The index moves from posts to events rather than being kept on both: every event
-- write would otherwise maintain two trigram indexes of the same text. Only events
-- were searched through it; venue and organizer searches test each text of the
-- tenant's few venues or organizers.
ALTER TABLE events ADD COLUMN search_text TEXT COLLATE "C" NOT NULL DEFAULT '';

UPDATE events e SET search_text = p.search_text FROM posts p WHERE p.id = e.post_id;

-- New entries wait in the index's pending list until it is merged; every search reads
-- the whole list, and the writes that add to it wait for those reads. A list of
-- 256 kB instead of the server's default 4 MB keeps both short.
CREATE INDEX events_search_text ON events USING gin (search_text gin_trgm_ops)
    WITH (gin_pending_list_limit = 256);

DROP INDEX posts_search_text;

-- An event row is written after its post, in the same transaction: it takes the
-- post's status (0003) and search text in one read.
DROP TRIGGER events_status_on_insert ON events;
DROP FUNCTION events_status_from_post();

CREATE FUNCTION events_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT status, search_text INTO NEW.status, NEW.search_text FROM posts WHERE id = NEW.post_id;
    RETURN NEW;
END
$$;
CREATE TRIGGER events_from_post BEFORE INSERT ON events
FOR EACH ROW EXECUTE FUNCTION events_from_post();

CREATE FUNCTION posts_search_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE events SET search_text = NEW.search_text WHERE post_id = NEW.id;
    RETURN NULL;
END
$$;
CREATE TRIGGER posts_search_text_changed AFTER UPDATE OF search_text ON posts
FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
EXECUTE FUNCTION posts_search_text_changed();
