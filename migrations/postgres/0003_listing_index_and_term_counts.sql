-- Lists filter on tenant, visibility, status and dates. A copy of the post's status on
-- the event row lets one index answer the whole filter (and the count of matches)
-- without visiting a post per candidate event. Triggers keep the copy exact.
ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT '';
UPDATE events e SET status = p.status FROM posts p WHERE p.id = e.post_id;
DROP INDEX events_tenant_start;
CREATE INDEX events_listing ON events (tenant_id, hide_from_listings, status, start_local, end_local);

-- A term's count of published events, kept as WordPress keeps it (term_taxonomy.count),
-- so that reading a term costs the same however many events use it.
ALTER TABLE terms ADD COLUMN published_count BIGINT NOT NULL DEFAULT 0;
UPDATE terms t SET published_count = (
    SELECT COUNT(*) FROM event_terms c JOIN posts p ON p.id = c.event_id
    WHERE c.term_id = t.id AND p.status = 'publish'
);

CREATE FUNCTION events_status_from_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.status := (SELECT status FROM posts WHERE id = NEW.post_id);
    RETURN NEW;
END
$$;
CREATE TRIGGER events_status_on_insert BEFORE INSERT ON events
FOR EACH ROW EXECUTE FUNCTION events_status_from_post();

CREATE FUNCTION posts_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE events SET status = NEW.status WHERE post_id = NEW.id;
    IF (OLD.status = 'publish') <> (NEW.status = 'publish') THEN
        UPDATE terms
        SET published_count = published_count + (CASE WHEN NEW.status = 'publish' THEN 1 ELSE -1 END)
        WHERE id IN (SELECT term_id FROM event_terms WHERE event_id = NEW.id);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER posts_status_changed AFTER UPDATE OF status ON posts
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION posts_status_changed();

CREATE FUNCTION event_terms_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- When the event itself is deleted, its row is gone before the cascade reaches
    -- event_terms; posts_deleted has counted it down already.
    IF TG_OP = 'INSERT' THEN
        IF EXISTS (SELECT 1 FROM posts WHERE id = NEW.event_id AND status = 'publish') THEN
            UPDATE terms SET published_count = published_count + 1 WHERE id = NEW.term_id;
        END IF;
    ELSIF EXISTS (SELECT 1 FROM posts WHERE id = OLD.event_id AND status = 'publish') THEN
        UPDATE terms SET published_count = published_count - 1 WHERE id = OLD.term_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER event_terms_counted AFTER INSERT OR DELETE ON event_terms
FOR EACH ROW EXECUTE FUNCTION event_terms_counted();

CREATE FUNCTION posts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.status = 'publish' THEN
        UPDATE terms SET published_count = published_count - 1
        WHERE id IN (SELECT term_id FROM event_terms WHERE event_id = OLD.id);
    END IF;
    RETURN OLD;
END
$$;
CREATE TRIGGER posts_deleted BEFORE DELETE ON posts
FOR EACH ROW EXECUTE FUNCTION posts_deleted();
