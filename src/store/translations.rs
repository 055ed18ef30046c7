//! Per-language text of posts and terms, for tenants with `translate_content`.
//!
//! An item's own row holds the text of its source language; each other language's
//! text is one row of `post_translations` or `term_translations`. Which text a variant
//! serves is decided by [`LanguageChain::served`], here and in the search condition,
//! so that what a variant shows and what its search matches never disagree.

use std::collections::HashMap;

use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostType, TRASHED_SUFFIX, Taxonomy};
use crate::store::changes::Part;
use crate::store::changes::{post_parts, slug_parts};
use crate::store::error::StoreError;
use crate::store::handle::{Store, WriteTx};
use crate::store::slugs::first_free_slug;
use crate::store::sql::{Arg, Sql};

/// The languages a variant takes text from, in order, and the tenant's default
/// language (the source language of items stored without one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LanguageChain {
    pub chain: Vec<String>,
    pub default: String,
}

impl LanguageChain {
    /// The language an item's own row is in: its stored `lang`, or the tenant's
    /// default language for items stored without one.
    pub fn source_of<'a>(&'a self, stored: &'a str) -> &'a str {
        if stored.is_empty() {
            &self.default
        } else {
            stored
        }
    }

    /// The language whose text the variant serves for an item whose own row is in
    /// `source` and which has translations in `translated`: the first language of the
    /// chain with text, else the source.
    pub fn served<'a>(&'a self, source: &'a str, translated: &[&str]) -> &'a str {
        self.chain
            .iter()
            .map(String::as_str)
            .find(|lang| *lang == source || translated.contains(lang))
            .unwrap_or(source)
    }

    /// The first language of the chain, the variant's own.
    pub fn own(&self) -> &str {
        self.chain
            .first()
            .map_or(self.default.as_str(), String::as_str)
    }
}

/// Which language's text an item shows, and every language it has text in (its
/// source and its translations), in the tenant's order of languages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextLanguages {
    pub served: String,
    pub available: Vec<String>,
}

/// One language's text of a post.
#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct PostText {
    pub title: String,
    pub content: String,
    pub excerpt: String,
    /// Empty: the language shows the source slug.
    pub slug: String,
}

#[derive(Debug, sqlx::FromRow)]
struct PostTextRow {
    post_id: i64,
    lang: String,
    #[sqlx(flatten)]
    text: PostText,
}

/// One language's text of a category or tag.
#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct TermText {
    pub name: String,
    pub description: String,
    /// Empty: the language shows the source slug.
    pub slug: String,
}

#[derive(Debug, sqlx::FromRow)]
struct TermTextRow {
    term_id: i64,
    lang: String,
    #[sqlx(flatten)]
    text: TermText,
}

/// Translations of several items, by item id and language.
pub type Texts<T> = HashMap<i64, Vec<(String, T)>>;

fn by_item<T>(rows: impl IntoIterator<Item = (i64, String, T)>) -> Texts<T> {
    let mut texts: Texts<T> = HashMap::new();
    for (id, lang, text) in rows {
        texts.entry(id).or_default().push((lang, text));
    }
    texts
}

/// The search blob of a translation, built as `posts.search_text` is.
fn search_text(text: &PostText) -> String {
    format!(
        "{}\n{}\n{}",
        text.title.to_lowercase(),
        text.excerpt.to_lowercase(),
        text.content.to_lowercase()
    )
}

/// Where an item's text lives: the table of the items, the alias of an item's row in
/// a query and the column telling its kind; the table of its translations and that
/// table's column naming the item.
pub struct TextSource {
    pub items: &'static str,
    pub own: &'static str,
    pub kind: &'static str,
    pub table: &'static str,
    pub key: &'static str,
}

/// Posts as `posts p`, of a post type.
pub const POST_TEXT: TextSource = TextSource {
    items: "posts",
    own: "p",
    kind: "post_type",
    table: "post_translations",
    key: "post_id",
};

/// Terms as `terms t`, of a taxonomy.
pub const TERM_TEXT: TextSource = TextSource {
    items: "terms",
    own: "t",
    kind: "taxonomy",
    table: "term_translations",
    key: "term_id",
};

/// Appends `column` of the text a variant serves for the item (its own row's or a
/// translation's), chosen as [`LanguageChain::served`] chooses. A translation without
/// a slug of its own shows the item's.
pub fn push_served(qb: &mut Sql, chain: &LanguageChain, source: &TextSource, column: &str) {
    let TextSource {
        own, table, key, ..
    } = source;
    let translated = if column == "slug" {
        format!("CASE WHEN tr.slug = '' THEN {own}.slug ELSE tr.slug END")
    } else {
        format!("tr.{column}")
    };
    qb.push("COALESCE(");
    for lang in &chain.chain {
        qb.push(format!("CASE WHEN (CASE WHEN {own}.lang = '' THEN "))
            .push_bind(chain.default.as_str())
            .push(format!(" ELSE {own}.lang END) = "))
            .push_bind(lang.as_str())
            .push(format!(" THEN {own}.{column} END, "));
        qb.push(format!(
            "(SELECT {translated} FROM {table} tr WHERE tr.{key} = {own}.id AND tr.lang = "
        ))
        .push_bind(lang.as_str())
        .push("), ");
    }
    qb.push(format!("{own}.{column})"));
}

/// Appends the search text of post `p` a variant matches: on tenants that keep text per
/// language (`chain`) the one it serves, else the post's own.
pub fn push_post_search_text(qb: &mut Sql, chain: Option<&LanguageChain>) {
    match chain {
        Some(chain) => push_served(qb, chain, &POST_TEXT, "search_text"),
        None => {
            qb.push("p.search_text");
        }
    }
}

impl Store {
    /// Translations of `ids` into `langs`.
    pub async fn post_texts(
        &self,
        tenant: &str,
        ids: &[i64],
        langs: &[String],
    ) -> Result<Texts<PostText>, StoreError> {
        if ids.is_empty() || langs.is_empty() {
            return Ok(HashMap::new());
        }
        let rows: Vec<PostTextRow> = self
            .reader()
            .fetch_all(post_texts_sql(tenant, ids, langs))
            .await?;
        Ok(by_item(
            rows.into_iter().map(|r| (r.post_id, r.lang, r.text)),
        ))
    }

    /// [`Store::post_texts`] of one post inside a write.
    pub async fn post_texts_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        langs: &[String],
    ) -> Result<Vec<(String, PostText)>, StoreError> {
        if langs.is_empty() {
            return Ok(Vec::new());
        }
        let rows: Vec<PostTextRow> = tx
            .on(tenant)
            .await?
            .fetch_all(post_texts_sql(tenant, &[id], langs))
            .await?;
        Ok(rows.into_iter().map(|r| (r.lang, r.text)).collect())
    }

    /// Writes `lang`'s text of post `id`, replacing what it had.
    pub async fn put_post_text(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        lang: &str,
        text: &PostText,
    ) -> Result<(), StoreError> {
        let before: Option<(PostType, Option<String>)> = tx
            .on(tenant)
            .await?
            .fetch_optional(
                Sql::new(
                    "SELECT p.post_type, pt.slug FROM posts p LEFT JOIN post_translations pt \
                     ON pt.post_id = p.id AND pt.lang = $3 WHERE p.tenant_id = $1 AND p.id = $2",
                )
                .bind(tenant)
                .bind(id)
                .bind(lang),
            )
            .await?;
        let sql = Sql::new(
            "INSERT INTO post_translations (tenant_id, post_id, lang, title, content, excerpt, slug, search_text) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (post_id, lang) DO UPDATE SET \
             title = excluded.title, content = excluded.content, excerpt = excluded.excerpt, \
             slug = excluded.slug, search_text = excluded.search_text",
        )
        .bind(tenant)
        .bind(id)
        .bind(lang)
        .bind(&text.title)
        .bind(&text.content)
        .bind(&text.excerpt)
        .bind(&text.slug)
        .bind(search_text(text));
        tx.on(tenant).await?.execute(sql).await?;
        match before {
            Some((post_type, old_slug)) => {
                tx.changed(tenant, post_parts(post_type, id));
                let old_slug = old_slug.unwrap_or_default();
                tx.changed(tenant, slug_parts([old_slug.as_str(), text.slug.as_str()]));
                if let Some(item) = ItemType::of_post(post_type) {
                    tx.item_changed(tenant, item, id, Action::Updated);
                }
            }
            None => tx.changed_whole(tenant),
        }
        Ok(())
    }

    /// The languages post `id` has a slug of its own in, and those slugs, as the
    /// write sees them.
    pub async fn translated_slugs_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let sql = Sql::new(
            "SELECT lang, slug FROM post_translations WHERE tenant_id = $1 AND post_id = $2 \
             AND slug <> '' ORDER BY lang",
        )
        .bind(tenant)
        .bind(id);
        tx.on(tenant).await?.fetch_all(sql).await
    }

    /// Releases the translated slugs of post `id`, which is going to the trash, as
    /// WordPress releases a trashed post's own slug: `__trashed` is appended, so that
    /// by-slug reads no longer find it by them and other items may take them.
    pub async fn trash_translated_slugs(
        tx: &mut WriteTx,
        tenant: &str,
        post_type: PostType,
        id: i64,
    ) -> Result<(), StoreError> {
        let slugs = Store::translated_slugs_in_tx(tx, tenant, id).await?;
        if slugs.is_empty() {
            return Ok(());
        }
        let sql = Sql::new(
            "UPDATE post_translations SET slug = slug || $3 WHERE tenant_id = $1 AND post_id = $2 \
             AND slug <> ''",
        )
        .bind(tenant)
        .bind(id)
        .bind(TRASHED_SUFFIX);
        tx.on(tenant).await?.execute(sql).await?;
        let trashed: Vec<String> = slugs
            .iter()
            .map(|(_, slug)| format!("{slug}{TRASHED_SUFFIX}"))
            .collect();
        tx.changed(tenant, post_parts(post_type, id));
        if let Some(item) = ItemType::of_post(post_type) {
            tx.item_changed(tenant, item, id, Action::Updated);
        }
        tx.changed(
            tenant,
            slug_parts(
                slugs
                    .iter()
                    .map(|(_, s)| s.as_str())
                    .chain(trashed.iter().map(String::as_str)),
            ),
        );
        Ok(())
    }

    /// Sets `lang`'s slug of post `id`, which has a translation in `lang`, to `slug`.
    pub async fn set_translated_slug(
        tx: &mut WriteTx,
        tenant: &str,
        post_type: PostType,
        id: i64,
        lang: &str,
        (before, slug): (&str, &str),
    ) -> Result<(), StoreError> {
        let sql = Sql::new(
            "UPDATE post_translations SET slug = $4 WHERE tenant_id = $1 AND post_id = $2 AND lang = $3",
        )
        .bind(tenant)
        .bind(id)
        .bind(lang)
        .bind(slug);
        tx.on(tenant).await?.execute(sql).await?;
        tx.changed(tenant, post_parts(post_type, id));
        tx.changed(tenant, slug_parts([before, slug]));
        if let Some(item) = ItemType::of_post(post_type) {
            tx.item_changed(tenant, item, id, Action::Updated);
        }
        Ok(())
    }

    /// The post of `post_type` that shows `slug` in the language of `chain` (see
    /// [`push_served`]). A post showing it as its own slug comes first: slugs written
    /// now never make two posts show the same one ([`Store::unique_slug`],
    /// [`Store::unique_translated_slug`]), but a store written before could hold such
    /// twins, and a post's own slug is the address WordPress gave it. Then the oldest.
    pub async fn post_showing_slug(
        &self,
        tenant: &str,
        post_type: PostType,
        chain: &LanguageChain,
        slug: &str,
    ) -> Result<Option<i64>, StoreError> {
        let mut sql = Sql::new("SELECT p.id FROM posts p WHERE p.tenant_id = ");
        sql.push_bind(tenant)
            .push(" AND p.post_type = ")
            .push_bind(post_type)
            .push(" AND (p.slug = ")
            .push_bind(slug)
            .push(" OR p.id IN (SELECT tr.post_id FROM post_translations tr WHERE tr.tenant_id = ")
            .push_bind(tenant)
            .push(" AND tr.lang IN ")
            .push_list(chain.chain.iter().map(String::as_str))
            .push(" AND tr.slug = ")
            .push_bind(slug)
            .push(")) AND ");
        push_served(&mut sql, chain, &POST_TEXT, "slug");
        sql.push(" = ")
            .push_bind(slug)
            .push(" ORDER BY CASE WHEN p.slug = ")
            .push_bind(slug)
            .push(" THEN 0 ELSE 1 END, p.id LIMIT 1");
        self.reader().scalar_optional(sql).await
    }

    /// The post of `post_type` whose own slug in one of `langs` is `slug`, the
    /// earliest language of `langs` first.
    pub async fn post_by_translated_slug(
        &self,
        tenant: &str,
        post_type: PostType,
        langs: &[String],
        slug: &str,
    ) -> Result<Option<i64>, StoreError> {
        for lang in langs {
            let sql = Sql::new(
                "SELECT pt.post_id FROM post_translations pt JOIN posts p ON p.id = pt.post_id \
                 WHERE pt.tenant_id = $1 AND pt.lang = $2 AND pt.slug = $3 AND p.post_type = $4 \
                 ORDER BY pt.post_id LIMIT 1",
            )
            .bind(tenant)
            .bind(lang.as_str())
            .bind(slug)
            .bind(post_type);
            if let Some(id) = self.reader().scalar_optional(sql).await? {
                return Ok(Some(id));
            }
        }
        Ok(None)
    }

    /// The first of `base`, `base-2`, ... that no other item of `source` of the same
    /// `kind` (post type or taxonomy) shows as its slug in the language of any of
    /// `chains` (see [`push_served`]): its own slug in that language, or the one it
    /// falls back to, its source slug included. `chains` are those of every language
    /// that shows the slugs written in a language: its own, and those falling back to
    /// it.
    pub async fn unique_translated_slug(
        tx: &mut WriteTx,
        tenant: &str,
        source: &TextSource,
        kind: impl Into<Arg>,
        chains: &[LanguageChain],
        base: &str,
        own_id: i64,
    ) -> Result<String, StoreError> {
        if chains.is_empty() {
            return Ok(base.to_string());
        }
        let TextSource {
            items,
            own,
            kind: kind_column,
            table,
            key,
        } = source;
        let kind = kind.into();
        first_free_slug(tx, tenant, base, |numbered| {
            let mut sql = Sql::new("SELECT shown FROM (");
            for (i, chain) in chains.iter().enumerate() {
                if i > 0 {
                    sql.push(" UNION ALL ");
                }
                sql.push("SELECT ");
                push_served(&mut sql, chain, source, "slug");
                sql.push(format!(
                    " AS shown FROM {items} {own} WHERE {own}.tenant_id = "
                ))
                .push_bind(tenant)
                .push(format!(" AND {own}.{kind_column} = "))
                .push_bind(kind.clone())
                .push(format!(" AND {own}.id <> "))
                .push_bind(own_id)
                .push(" AND (");
                // Those that may show one of the slugs: by their own slug, or by a
                // slug of a language of the chain; each index gives one range.
                numbered.push(&mut sql, &format!("{own}.slug"));
                sql.push(format!(
                    " OR {own}.id IN (SELECT tr.{key} FROM {table} tr WHERE tr.tenant_id = "
                ))
                .push_bind(tenant)
                .push(" AND tr.lang IN ")
                .push_list(chain.chain.iter().map(String::as_str))
                .push(" AND ");
                numbered.push(&mut sql, "tr.slug");
                sql.push("))");
            }
            sql.push(") shown_slugs WHERE ");
            numbered.push(&mut sql, "shown");
            sql
        })
        .await
    }

    /// Translations of terms `ids` into `langs`.
    pub async fn term_texts(
        &self,
        tenant: &str,
        ids: &[i64],
        langs: &[String],
    ) -> Result<Texts<TermText>, StoreError> {
        if ids.is_empty() || langs.is_empty() {
            return Ok(HashMap::new());
        }
        let rows: Vec<TermTextRow> = self
            .reader()
            .fetch_all(term_texts_sql(tenant, ids, langs))
            .await?;
        Ok(by_item(
            rows.into_iter().map(|r| (r.term_id, r.lang, r.text)),
        ))
    }

    /// [`Store::term_texts`] of one term inside a write.
    pub async fn term_texts_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        langs: &[String],
    ) -> Result<Vec<(String, TermText)>, StoreError> {
        if langs.is_empty() {
            return Ok(Vec::new());
        }
        let rows: Vec<TermTextRow> = tx
            .on(tenant)
            .await?
            .fetch_all(term_texts_sql(tenant, &[id], langs))
            .await?;
        Ok(rows.into_iter().map(|r| (r.lang, r.text)).collect())
    }

    /// Writes `lang`'s text of term `id` of `taxonomy`, replacing what it had.
    pub async fn put_term_text(
        tx: &mut WriteTx,
        tenant: &str,
        (taxonomy, id): (Taxonomy, i64),
        lang: &str,
        text: &TermText,
    ) -> Result<(), StoreError> {
        let sql = Sql::new(
            "INSERT INTO term_translations (tenant_id, term_id, lang, name, description, slug) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (term_id, lang) DO UPDATE SET \
             name = excluded.name, description = excluded.description, slug = excluded.slug",
        )
        .bind(tenant)
        .bind(id)
        .bind(lang)
        .bind(&text.name)
        .bind(&text.description)
        .bind(&text.slug);
        tx.on(tenant).await?.execute(sql).await?;
        tx.changed(tenant, [Part::Term(id), Part::Terms]);
        tx.item_changed(tenant, ItemType::of_taxonomy(taxonomy), id, Action::Updated);
        Ok(())
    }
}

fn post_texts_sql(tenant: &str, ids: &[i64], langs: &[String]) -> Sql {
    let mut qb = Sql::new(
        "SELECT post_id, lang, title, content, excerpt, slug FROM post_translations WHERE tenant_id = $1 AND lang IN ",
    )
    .bind(tenant);
    qb.push_list(langs.iter().map(String::as_str))
        .push(" AND post_id IN ")
        .push_ids(ids);
    qb
}

fn term_texts_sql(tenant: &str, ids: &[i64], langs: &[String]) -> Sql {
    let mut qb = Sql::new(
        "SELECT term_id, lang, name, description, slug FROM term_translations WHERE tenant_id = $1 AND lang IN ",
    )
    .bind(tenant);
    qb.push_list(langs.iter().map(String::as_str))
        .push(" AND term_id IN ")
        .push_ids(ids);
    qb
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(langs: &[&str], default: &str) -> LanguageChain {
        LanguageChain {
            chain: langs.iter().map(|l| l.to_string()).collect(),
            default: default.to_string(),
        }
    }

    #[test]
    fn served_text_walks_the_chain_then_falls_back_to_the_source() {
        let fr_ca = chain(&["fr-ca", "fr", "en"], "en");
        assert_eq!(fr_ca.served("en", &["fr-ca", "fr"]), "fr-ca");
        assert_eq!(fr_ca.served("en", &["fr"]), "fr");
        assert_eq!(fr_ca.served("en", &[]), "en");
        // The source language is text too: a French source beats an English translation.
        assert_eq!(fr_ca.served("fr", &["en"]), "fr");
        // Nothing in the chain: the source, whatever it is.
        assert_eq!(fr_ca.served("de", &["es"]), "de");
        assert_eq!(chain(&["en"], "en").served("de", &["fr"]), "de");
    }

    #[test]
    fn items_without_a_language_are_in_the_default_language() {
        let c = chain(&["fr", "de"], "de");
        assert_eq!(c.source_of(""), "de");
        assert_eq!(c.source_of("es"), "es");
        assert_eq!(c.own(), "fr");
    }
}
