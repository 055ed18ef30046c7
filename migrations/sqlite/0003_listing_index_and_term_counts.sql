-- Lists filter on tenant, visibility, status and dates. A copy of the post's status on
-- the event row lets one index answer the whole filter (and the count of matches)
-- without visiting a post per candidate event. Triggers keep the copy exact.
ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT '';
UPDATE events SET status = (SELECT status FROM posts WHERE posts.id = events.post_id);
DROP INDEX events_tenant_start;
CREATE INDEX events_listing ON events (tenant_id, hide_from_listings, status, start_local, end_local);

CREATE TRIGGER events_status_on_insert AFTER INSERT ON events
BEGIN
    UPDATE events SET status = (SELECT status FROM posts WHERE id = NEW.post_id)
    WHERE post_id = NEW.post_id;
END;

CREATE TRIGGER posts_status_to_events AFTER UPDATE OF status ON posts
WHEN OLD.status IS NOT NEW.status
BEGIN
    UPDATE events SET status = NEW.status WHERE post_id = NEW.id;
END;

-- A term's count of published events, kept as WordPress keeps it (term_taxonomy.count),
-- so that reading a term costs the same however many events use it.
ALTER TABLE terms ADD COLUMN published_count INTEGER NOT NULL DEFAULT 0;
UPDATE terms SET published_count = (
    SELECT COUNT(*) FROM event_terms c JOIN posts p ON p.id = c.event_id
    WHERE c.term_id = terms.id AND p.status = 'publish'
);

CREATE TRIGGER event_terms_count_on_insert AFTER INSERT ON event_terms
WHEN EXISTS (SELECT 1 FROM posts WHERE id = NEW.event_id AND status = 'publish')
BEGIN
    UPDATE terms SET published_count = published_count + 1 WHERE id = NEW.term_id;
END;

-- When the event itself is deleted, its row is gone before the cascade reaches
-- event_terms; posts_delete_term_counts has counted it down already.
CREATE TRIGGER event_terms_count_on_delete AFTER DELETE ON event_terms
WHEN EXISTS (SELECT 1 FROM posts WHERE id = OLD.event_id AND status = 'publish')
BEGIN
    UPDATE terms SET published_count = published_count - 1 WHERE id = OLD.term_id;
END;

CREATE TRIGGER posts_status_to_term_counts AFTER UPDATE OF status ON posts
WHEN (OLD.status = 'publish') <> (NEW.status = 'publish')
BEGIN
    UPDATE terms
    SET published_count = published_count + (CASE WHEN NEW.status = 'publish' THEN 1 ELSE -1 END)
    WHERE id IN (SELECT term_id FROM event_terms WHERE event_id = NEW.id);
END;

CREATE TRIGGER posts_delete_term_counts BEFORE DELETE ON posts
WHEN OLD.status = 'publish'
BEGIN
    UPDATE terms SET published_count = published_count - 1
    WHERE id IN (SELECT term_id FROM event_terms WHERE event_id = OLD.id);
END;

-- One process serves an SQLite file and invalidates its cache on its own writes; the
-- per-tenant write counter only matters to instances sharing PostgreSQL.
DROP TABLE tenant_versions;
