-- An index of the search text, so that a search looks at the posts that can match
-- instead of running a LIKE over every post of the list. It finds the posts containing
-- a trigram of each word (ignoring case); the LIKE the search has always run still
-- decides, so matches do not change. Words under three characters have no trigram:
-- only their LIKE runs. The index keeps which posts hold each trigram, not where
-- (`detail = none`): a search looks trigrams up one by one, never as a phrase.

-- The text of `posts` itself (external content: the index holds no copy of it).
CREATE VIRTUAL TABLE posts_search USING fts5(
    search_text,
    content = 'posts',
    content_rowid = 'id',
    tokenize = 'trigram case_sensitive 0',
    detail = none
);
INSERT INTO posts_search (posts_search) VALUES ('rebuild');

-- The triggers run in the transaction of the write, so the index never lags behind.
CREATE TRIGGER posts_search_on_insert AFTER INSERT ON posts
BEGIN
    INSERT INTO posts_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;

CREATE TRIGGER posts_search_on_update AFTER UPDATE OF search_text ON posts
WHEN OLD.search_text IS NOT NEW.search_text
BEGIN
    INSERT INTO posts_search (posts_search, rowid, search_text) VALUES ('delete', OLD.id, OLD.search_text);
    INSERT INTO posts_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;

-- The translations of a post, all in one row keyed by the post's id: a search finds
-- the post by whichever language's text contains the word, and the LIKE on the text
-- the variant serves decides. Keyed by the post because a translation row has no
-- stable integer key (its rowid may change when the file is vacuumed or backed up).
-- The index keeps its own copy of that text.
CREATE VIRTUAL TABLE post_translations_search USING fts5(
    search_text,
    tokenize = 'trigram case_sensitive 0',
    detail = none
);
INSERT INTO post_translations_search (rowid, search_text)
SELECT post_id, group_concat(search_text, char(10)) FROM post_translations GROUP BY post_id;

CREATE TRIGGER posts_search_on_delete AFTER DELETE ON posts
BEGIN
    INSERT INTO posts_search (posts_search, rowid, search_text) VALUES ('delete', OLD.id, OLD.search_text);
    DELETE FROM post_translations_search WHERE rowid = OLD.id;
END;

CREATE TRIGGER post_translations_search_on_insert AFTER INSERT ON post_translations
BEGIN
    DELETE FROM post_translations_search WHERE rowid = NEW.post_id;
    INSERT INTO post_translations_search (rowid, search_text)
    SELECT post_id, group_concat(search_text, char(10)) FROM post_translations
    WHERE post_id = NEW.post_id GROUP BY post_id;
END;

CREATE TRIGGER post_translations_search_on_update AFTER UPDATE OF search_text ON post_translations
WHEN OLD.search_text IS NOT NEW.search_text
BEGIN
    DELETE FROM post_translations_search WHERE rowid = NEW.post_id;
    INSERT INTO post_translations_search (rowid, search_text)
    SELECT post_id, group_concat(search_text, char(10)) FROM post_translations
    WHERE post_id = NEW.post_id GROUP BY post_id;
END;

CREATE TRIGGER post_translations_search_on_delete AFTER DELETE ON post_translations
BEGIN
    DELETE FROM post_translations_search WHERE rowid = OLD.post_id;
    INSERT INTO post_translations_search (rowid, search_text)
    SELECT post_id, group_concat(search_text, char(10)) FROM post_translations
    WHERE post_id = OLD.post_id GROUP BY post_id;
END;
