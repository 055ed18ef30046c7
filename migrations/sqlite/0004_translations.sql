-- Per-language text of tenants with `translate_content`. A post or term keeps its
-- source language's text in its own row (`lang`, '' for the tenant's default language,
-- as for everything written before the setting existed); every other language's text
-- is one row here. Dates, links, flags and status stay on the item, shared by all.
ALTER TABLE posts ADD COLUMN lang TEXT NOT NULL DEFAULT '';
ALTER TABLE terms ADD COLUMN lang TEXT NOT NULL DEFAULT '';

CREATE TABLE post_translations (
    tenant_id   TEXT    NOT NULL,
    post_id     INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    lang        TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    content     TEXT    NOT NULL,
    excerpt     TEXT    NOT NULL,
    -- '' : the language has no slug of its own and shows the source slug
    slug        TEXT    NOT NULL DEFAULT '',
    -- lower-cased title, excerpt and content, as posts.search_text
    search_text TEXT    NOT NULL,
    PRIMARY KEY (post_id, lang)
);
CREATE INDEX post_translations_slug ON post_translations (tenant_id, lang, slug);

CREATE TABLE term_translations (
    tenant_id   TEXT    NOT NULL,
    term_id     INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    lang        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    description TEXT    NOT NULL,
    slug        TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (term_id, lang)
);
