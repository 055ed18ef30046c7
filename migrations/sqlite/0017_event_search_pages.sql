-- A search in a window asks the events' search index (0009) for each trigram's list of
-- events from the window's first day on: FTS5 finds the page of the list that holds
-- that day through the list's own index of pages, then steps through that page entry
-- by entry to the day. With FTS5's default pages of about 4 KB, a few hundred events
-- each, that stepping cost a search more than the window's own entries did. Pages of
-- 1,000 bytes make the stepping a quarter as long; the index keeps the same entries in
-- about the same space.
--
-- The page size applies to what FTS5 writes from now on, so the index is written anew
-- from the text each event row carries (0016) and merged into one segment. At a
-- million events this takes a few minutes, once.
INSERT INTO event_search (event_search, rank) VALUES ('pgsz', 1000);
INSERT INTO event_search (event_search) VALUES ('delete-all');
INSERT INTO event_search (rowid, search_text) SELECT search_key, search_text FROM events;
INSERT INTO event_search (event_search) VALUES ('optimize');
