-- Translated slugs keep the rules of posts' own slugs.
--
-- A post's own slug is numbered when another post of its type has it as a translated
-- slug, in any language: this index finds those.
CREATE INDEX post_translations_tenant_slug ON post_translations (tenant_id, slug);

-- A translated slug is numbered when another item shows it in a language that shows
-- it; terms' translations had no index to find them by slug.
CREATE INDEX term_translations_slug ON term_translations (tenant_id, lang, slug);

-- Trashing a post releases its translated slugs as WordPress releases its own slug,
-- with `__trashed` appended; leaving the trash takes the suffix off again. Posts
-- trashed before kept theirs, which by-slug reads still found: they are released now.
UPDATE post_translations SET slug = slug || '__trashed'
WHERE slug <> '' AND slug NOT LIKE '%\_\_trashed' ESCAPE '\'
  AND post_id IN (SELECT id FROM posts WHERE status = 'trash');
