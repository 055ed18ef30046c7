//! Event categories and tags: the term rows, their counts, and the queries behind the
//! `/categories` and `/tags` routes, as WordPress's term API answers them.
//!
//! A term's `count` is the number of published events using it. The store keeps it in
//! `terms.published_count`, maintained by triggers on every link, status change and
//! delete (migration 0003), so it is exact at commit and costs nothing to read.

use std::collections::HashMap;

use crate::domain::items::{Action, ItemType};
use crate::domain::post::Taxonomy;
use crate::domain::slug::sanitize_title;
use crate::store::changes::Part;
use crate::store::error::StoreError;
use crate::store::handle::{Store, WriteTx};
use crate::store::slugs::first_free_slug;
use crate::store::sql::Sql;
use crate::store::translations::{LanguageChain, TERM_TEXT, TextLanguages, push_served};

/// A category or tag with its count of published events.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct TermRecord {
    pub id: i64,
    pub taxonomy: Taxonomy,
    pub name: String,
    pub slug: String,
    pub description: String,
    pub parent_id: i64,
    pub count: i64,
    /// The language of the name and description on tenants that keep text per
    /// language; `''` for the tenant's default language (and on every other tenant).
    pub lang: String,
    /// Which language's text the term shows and which it has, once chosen for a
    /// variant (tenants that keep text per language only).
    #[sqlx(skip)]
    pub languages: Option<TextLanguages>,
}

/// The stored fields of a term, as a create or update leaves them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TermData {
    pub name: String,
    pub slug: String,
    pub description: String,
    pub parent_id: i64,
    /// The language of name and description (see [`TermRecord::lang`]).
    pub lang: String,
}

impl From<&TermRecord> for TermData {
    fn from(t: &TermRecord) -> Self {
        TermData {
            name: t.name.clone(),
            slug: t.slug.clone(),
            description: t.description.clone(),
            parent_id: t.parent_id,
            lang: t.lang.clone(),
        }
    }
}

/// Columns of [`TermRecord`] as selected from `terms t`.
pub(crate) const TERM_COLUMNS: &str = "t.id, t.taxonomy, t.name, t.slug, t.description, t.parent_id, t.published_count AS count, t.lang";

/// Which terms of one taxonomy a list request asks for.
#[derive(Debug, Clone, Default)]
pub struct TermFilter {
    /// Text the name or the slug must contain, ignoring case.
    pub search: Option<String>,
    pub include: Option<Vec<i64>>,
    pub exclude: Vec<i64>,
    /// Direct children of this term only.
    pub parent: Option<i64>,
    /// Terms assigned to this event only.
    pub event: Option<i64>,
    /// Exact slug.
    pub slug: Option<String>,
    /// Leave out terms no published event uses.
    pub hide_empty: bool,
    /// On tenants that keep text per language: the languages whose name, slug and
    /// description the list shows, sorts, searches and filters on.
    pub text_languages: Option<LanguageChain>,
}

/// Sort key of a term list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TermOrder {
    Name,
    Id,
    Slug,
    Description,
    Parent,
    Count,
    /// WordPress's `term_group`, 0 for every term here: ties everywhere.
    TermGroup,
    /// The order of these ids (the `include` list).
    Include(Vec<i64>),
    /// No sort key: storage order.
    None,
}

/// Sort of a term list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermSort {
    pub by: TermOrder,
    pub descending: bool,
}

/// Slug and parent of every category of a tenant, for archive paths and loop checks.
#[derive(Debug, Clone, Default)]
pub struct TermTree {
    nodes: HashMap<i64, (String, i64)>,
}

/// Deeper chains than this are treated as broken (a loop written by hand, say).
const MAX_DEPTH: usize = 100;

/// Levels a category tree may have: a category and up to nine ancestors. Far more
/// than calendars use, and it keeps a category filter, which takes in every
/// descendant, a bounded walk.
pub const MAX_CATEGORY_DEPTH: usize = 10;

impl TermTree {
    pub fn from_rows(rows: impl IntoIterator<Item = (i64, String, i64)>) -> Self {
        TermTree {
            nodes: rows
                .into_iter()
                .map(|(id, slug, parent)| (id, (slug, parent)))
                .collect(),
        }
    }

    /// `id` and its ancestors, nearest first, as far as they exist.
    pub fn lineage(&self, id: i64) -> Vec<i64> {
        let mut chain = Vec::new();
        let mut current = id;
        while current != 0 && chain.len() < MAX_DEPTH && !chain.contains(&current) {
            let Some((_, parent)) = self.nodes.get(&current) else {
                break;
            };
            chain.push(current);
            current = *parent;
        }
        chain
    }

    /// Slugs from the root down to `id`, joined by `/`: the archive path of a category.
    pub fn path(&self, id: i64) -> String {
        let mut slugs: Vec<&str> = self
            .lineage(id)
            .iter()
            .filter_map(|i| self.nodes.get(i).map(|(slug, _)| slug.as_str()))
            .collect();
        slugs.reverse();
        slugs.join("/")
    }

    /// Whether making `parent` the parent of `id` would make `id` its own ancestor.
    pub fn would_loop(&self, id: i64, parent: i64) -> bool {
        parent == id || self.lineage(parent).contains(&id)
    }

    /// Levels of the subtree under `id`, `id` included: 1 for a category without
    /// children.
    fn height(&self, id: i64) -> usize {
        let mut children: HashMap<i64, Vec<i64>> = HashMap::new();
        for (&node, (_, parent)) in &self.nodes {
            children.entry(*parent).or_default().push(node);
        }
        let mut level = vec![id];
        let mut height = 0;
        while !level.is_empty() && height < MAX_DEPTH {
            height += 1;
            level = level
                .iter()
                .flat_map(|n| children.get(n).into_iter().flatten().copied())
                .collect();
        }
        height
    }

    /// Whether placing category `id` (a new one when `None`), with its subtree, under
    /// `parent` (0: at the top) would make the tree deeper than [`MAX_CATEGORY_DEPTH`].
    pub fn too_deep(&self, id: Option<i64>, parent: i64) -> bool {
        let above = if parent == 0 {
            0
        } else {
            self.lineage(parent).len()
        };
        above + id.map_or(1, |id| self.height(id)) > MAX_CATEGORY_DEPTH
    }
}

/// The query for term `id` of `taxonomy`, with its count.
fn term_by_id(tenant: &str, taxonomy: Taxonomy, id: i64) -> Sql {
    Sql::new(format!(
        "SELECT {TERM_COLUMNS} FROM terms t WHERE t.tenant_id = $1 AND t.taxonomy = $2 AND t.id = $3"
    ))
    .bind(tenant)
    .bind(taxonomy)
    .bind(id)
}

/// Appends the `WHERE` clause of a term list.
fn push_filter(
    qb: &mut Sql,
    tenant: &str,
    taxonomy: Taxonomy,
    f: &TermFilter,
    search_ids: Option<&[i64]>,
) {
    qb.push(" WHERE t.tenant_id = ").push_bind(tenant);
    qb.push(" AND t.taxonomy = ").push_bind(taxonomy);
    if let Some(ids) = &f.include {
        qb.push(" AND t.id IN ").push_ids(ids);
    }
    if let Some(ids) = search_ids {
        qb.push(" AND t.id IN ").push_ids(ids);
    }
    if !f.exclude.is_empty() {
        qb.push(" AND t.id NOT IN ").push_ids(&f.exclude);
    }
    if let Some(parent) = f.parent {
        qb.push(" AND t.parent_id = ").push_bind(parent);
    }
    if let Some(slug) = &f.slug {
        qb.push(" AND ");
        push_text_column(qb, f.text_languages.as_ref(), "slug");
        qb.push(" = ").push_bind(slug);
    }
    if let Some(event) = f.event {
        qb.push(" AND t.id IN (SELECT et.term_id FROM event_terms et WHERE et.tenant_id = ")
            .push_bind(tenant)
            .push(" AND et.event_id = ")
            .push_bind(event)
            .push(")");
    }
}

/// Appends `t.<column>`, or on tenants that keep text per language the text the variant
/// serves.
fn push_text_column(qb: &mut Sql, chain: Option<&LanguageChain>, column: &str) {
    match chain {
        Some(chain) => push_served(qb, chain, &TERM_TEXT, column),
        None => {
            qb.push(format!("t.{column}"));
        }
    }
}

/// The columns of [`TermRecord`], with the variant's text on tenants that keep text
/// per language.
fn push_term_columns(qb: &mut Sql, chain: Option<&LanguageChain>) {
    qb.push("t.id, t.taxonomy, ");
    for column in ["name", "slug", "description"] {
        push_text_column(qb, chain, column);
        qb.push(format!(" AS {column}, "));
    }
    qb.push("t.parent_id, t.published_count AS count, t.lang");
}

/// Appends the filtered terms as a derived table `x`, so that the computed count can be
/// filtered on in standard SQL.
fn push_matching(
    qb: &mut Sql,
    tenant: &str,
    taxonomy: Taxonomy,
    f: &TermFilter,
    search_ids: Option<&[i64]>,
) {
    qb.push("FROM (SELECT ");
    push_term_columns(qb, f.text_languages.as_ref());
    qb.push(" FROM terms t");
    push_filter(qb, tenant, taxonomy, f, search_ids);
    qb.push(") x");
    if f.hide_empty {
        qb.push(" WHERE x.count > 0");
    }
}

fn push_order(qb: &mut Sql, sort: &TermSort) {
    let dir = if sort.descending { "DESC" } else { "ASC" };
    qb.push(" ORDER BY ");
    match &sort.by {
        // Names compare without case, as WordPress's database collation does (for ASCII
        // letters: `lower` of a `COLLATE "C"` column on PostgreSQL, like SQLite's).
        TermOrder::Name => qb.push(format!("lower(x.name) {dir}, x.id ASC")),
        TermOrder::Id => qb.push(format!("x.id {dir}")),
        TermOrder::Slug => qb.push(format!("x.slug {dir}, x.id ASC")),
        TermOrder::Description => qb.push(format!("x.description {dir}, x.id ASC")),
        TermOrder::Parent => qb.push(format!("x.parent_id {dir}, x.id ASC")),
        TermOrder::Count => qb.push(format!("x.count {dir}, x.id ASC")),
        TermOrder::TermGroup | TermOrder::None => qb.push("x.id ASC"),
        TermOrder::Include(ids) if !ids.is_empty() => {
            qb.push("CASE x.id");
            for (position, id) in ids.iter().enumerate() {
                qb.push(" WHEN ")
                    .push_bind(*id)
                    .push(" THEN ")
                    .push_bind(position as i64);
            }
            qb.push(format!(" END {dir}, x.id ASC"))
        }
        TermOrder::Include(_) => qb.push(format!("lower(x.name) {dir}, x.id ASC")),
    };
}

/// Slug and parent of every category of `tenant`.
/// `chain`: the variant's languages on tenants that keep text per language, whose
/// slugs archive addresses show.
fn category_rows(tenant: &str, chain: Option<&LanguageChain>) -> Sql {
    let mut sql = Sql::new("SELECT t.id, ");
    push_text_column(&mut sql, chain, "slug");
    sql.push(", t.parent_id FROM terms t WHERE t.tenant_id = ")
        .push_bind(tenant)
        .push(" AND t.taxonomy = ")
        .push_bind(Taxonomy::Category);
    sql
}

/// The id of term `id`, when it is one of `taxonomy`.
fn term_id(tenant: &str, taxonomy: Taxonomy, id: i64) -> Sql {
    Sql::new("SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND id = $3")
        .bind(tenant)
        .bind(taxonomy)
        .bind(id)
}

/// The term whose slug is the one `name` would get, or else whose name equals `name`
/// with ASCII letters folded, as SQLite's `lower` folds them. `name` is folded here so
/// that PostgreSQL's locale-aware `lower` never sees it.
/// `langs`: languages whose translated names and slugs match too (none on tenants that
/// keep one text per term).
fn term_named(tenant: &str, taxonomy: Taxonomy, name: &str, langs: &[String]) -> Sql {
    let mut sql = Sql::new(
        "SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND (slug = $3 OR lower(name) = $4",
    )
    .bind(tenant)
    .bind(taxonomy)
    .bind(sanitize_title(name))
    .bind(name.to_ascii_lowercase());
    if !langs.is_empty() {
        sql.push(
            " OR id IN (SELECT term_id FROM term_translations WHERE tenant_id = $1 \
             AND (slug = $3 OR lower(name) = $4) AND lang IN ",
        )
        .push_list(langs.iter().map(String::as_str))
        .push(")");
    }
    sql.push(") ORDER BY slug = $3 DESC, id LIMIT 1");
    sql
}

impl Store {
    /// One page of the terms of `taxonomy` matching `filter`, and how many match in all.
    pub async fn list_terms(
        &self,
        tenant: &str,
        taxonomy: Taxonomy,
        filter: &TermFilter,
        sort: &TermSort,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<TermRecord>, i64), StoreError> {
        let search_ids = match &filter.search {
            Some(needle) => Some(
                self.search_terms(tenant, taxonomy, needle, filter.text_languages.as_ref())
                    .await?,
            ),
            None => None,
        };
        let search_ids = search_ids.as_deref();

        let mut count = Sql::new("SELECT COUNT(*) ");
        push_matching(&mut count, tenant, taxonomy, filter, search_ids);
        let total: i64 = self.bounded_reader().scalar(count).await?;

        let mut page = Sql::new(
            "SELECT x.id, x.taxonomy, x.name, x.slug, x.description, x.parent_id, x.count, x.lang ",
        );
        push_matching(&mut page, tenant, taxonomy, filter, search_ids);
        push_order(&mut page, sort);
        page.push_page(limit, offset);
        let terms = self.bounded_reader().fetch_all(page).await?;
        Ok((terms, total))
    }

    /// Ids of the terms whose name or slug contains `needle`, ignoring case. Matched
    /// here rather than in SQL so that case folding covers every script, not ASCII only.
    async fn search_terms(
        &self,
        tenant: &str,
        taxonomy: Taxonomy,
        needle: &str,
        chain: Option<&LanguageChain>,
    ) -> Result<Vec<i64>, StoreError> {
        let needle = needle.to_lowercase();
        let mut sql = Sql::new("SELECT t.id, ");
        push_text_column(&mut sql, chain, "name");
        sql.push(", ");
        push_text_column(&mut sql, chain, "slug");
        sql.push(" FROM terms t WHERE t.tenant_id = ")
            .push_bind(tenant)
            .push(" AND t.taxonomy = ")
            .push_bind(taxonomy);
        let rows: Vec<(i64, String, String)> = self.bounded_reader().fetch_all(sql).await?;
        Ok(rows
            .into_iter()
            .filter(|(_, name, slug)| {
                name.to_lowercase().contains(&needle) || slug.to_lowercase().contains(&needle)
            })
            .map(|(id, _, _)| id)
            .collect())
    }

    /// Term `id` of `taxonomy`, with its count.
    pub async fn term(
        &self,
        tenant: &str,
        taxonomy: Taxonomy,
        id: i64,
    ) -> Result<Option<TermRecord>, StoreError> {
        self.reader()
            .fetch_optional(term_by_id(tenant, taxonomy, id))
            .await
    }

    /// The categories and tags with `ids`, read from the store (see also
    /// `Records::get`).
    pub async fn stored_terms_by_ids(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<TermRecord>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql = Sql::new(format!(
            "SELECT {TERM_COLUMNS} FROM terms t WHERE t.tenant_id = $1 AND t.id IN "
        ))
        .bind(tenant);
        sql.push_ids(ids);
        self.reader().fetch_all(sql).await
    }

    /// Ids among `ids` that are not terms of `taxonomy` in `tenant`.
    pub async fn missing_terms(
        &self,
        tenant: &str,
        taxonomy: Taxonomy,
        ids: &[i64],
    ) -> Result<Vec<i64>, StoreError> {
        let query =
            Sql::new("SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND id IN ")
                .bind(tenant)
                .bind(taxonomy);
        self.missing_ids(query, ids).await
    }

    /// Slug and parent of every category of `tenant`.
    pub async fn category_tree(
        &self,
        tenant: &str,
        chain: Option<&LanguageChain>,
    ) -> Result<TermTree, StoreError> {
        let rows: Vec<(i64, String, i64)> = self
            .bounded_reader()
            .fetch_all(category_rows(tenant, chain))
            .await?;
        Ok(TermTree::from_rows(rows))
    }

    /// [`Store::category_tree`] as the write transaction sees it.
    pub async fn category_tree_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        chain: Option<&LanguageChain>,
    ) -> Result<TermTree, StoreError> {
        let rows: Vec<(i64, String, i64)> = tx
            .on(tenant)
            .await?
            .fetch_all(category_rows(tenant, chain))
            .await?;
        Ok(TermTree::from_rows(rows))
    }

    /// Term `id` of `taxonomy`, with its count, inside the write transaction.
    pub async fn term_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        id: i64,
    ) -> Result<Option<TermRecord>, StoreError> {
        tx.on(tenant)
            .await?
            .fetch_optional(term_by_id(tenant, taxonomy, id))
            .await
    }

    /// The term under `parent` whose name equals `name` ignoring case: the one WordPress
    /// refuses to create a second time.
    pub async fn sibling_named_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        parent: i64,
        name: &str,
    ) -> Result<Option<(i64, String)>, StoreError> {
        let sql = Sql::new(
            "SELECT id, name, slug FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND parent_id = $3 ORDER BY id",
        )
        .bind(tenant)
        .bind(taxonomy)
        .bind(parent);
        let siblings: Vec<(i64, String, String)> = tx.on(tenant).await?.fetch_all(sql).await?;
        let wanted = name.to_lowercase();
        Ok(siblings
            .into_iter()
            .find(|(_, n, _)| n.to_lowercase() == wanted)
            .map(|(id, _, slug)| (id, slug)))
    }

    /// The term of `taxonomy` holding `slug`, if any.
    pub async fn slug_owner_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        slug: &str,
    ) -> Result<Option<i64>, StoreError> {
        let sql =
            Sql::new("SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND slug = $3")
                .bind(tenant)
                .bind(taxonomy)
                .bind(slug);
        tx.on(tenant).await?.scalar_optional(sql).await
    }

    /// `base`, or the first of `base-2`, `base-3`, ... that no other term of
    /// `taxonomy` uses (`own_id` is the term being written, 0 for a new one).
    pub async fn unique_term_slug(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        base: &str,
        own_id: i64,
    ) -> Result<String, StoreError> {
        first_free_slug(tx, tenant, base, |numbered| {
            let mut sql = Sql::new(
                "SELECT slug FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND id <> $3 AND ",
            )
            .bind(tenant)
            .bind(taxonomy)
            .bind(own_id);
            numbered.push(&mut sql, "slug");
            sql
        })
        .await
    }

    /// Inserts a term and returns its id. The slug must already be unique.
    pub async fn insert_term(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        d: &TermData,
    ) -> Result<i64, StoreError> {
        let sql = Sql::new(
            "INSERT INTO terms (tenant_id, taxonomy, name, slug, description, parent_id, lang) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(tenant)
        .bind(taxonomy)
        .bind(&d.name)
        .bind(&d.slug)
        .bind(&d.description)
        .bind(d.parent_id)
        .bind(&d.lang);
        let id = tx.on(tenant).await?.scalar(sql).await?;
        tx.changed(tenant, [Part::Term(id), Part::Terms]);
        tx.item_changed(tenant, ItemType::of_taxonomy(taxonomy), id, Action::Created);
        Ok(id)
    }

    /// Overwrites the stored fields of term `id`.
    pub async fn update_term(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        id: i64,
        d: &TermData,
    ) -> Result<(), StoreError> {
        let sql = Sql::new(
            "UPDATE terms SET name = $1, slug = $2, description = $3, parent_id = $4 \
             WHERE tenant_id = $5 AND taxonomy = $6 AND id = $7",
        )
        .bind(&d.name)
        .bind(&d.slug)
        .bind(&d.description)
        .bind(d.parent_id)
        .bind(tenant)
        .bind(taxonomy)
        .bind(id);
        tx.on(tenant).await?.execute(sql).await?;
        tx.changed(tenant, [Part::Term(id), Part::Terms]);
        tx.item_changed(tenant, ItemType::of_taxonomy(taxonomy), id, Action::Updated);
        Ok(())
    }

    /// Deletes `term` for good: its children move up to its parent, as WordPress's
    /// `wp_delete_term` does, and every event loses it.
    pub async fn delete_term(
        tx: &mut WriteTx,
        tenant: &str,
        term: &TermRecord,
    ) -> Result<(), StoreError> {
        let mut db = tx.on(tenant).await?;
        let children: Vec<i64> = db
            .scalars(
                Sql::new(
                    "SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND parent_id = $3",
                )
                .bind(tenant)
                .bind(term.taxonomy)
                .bind(term.id),
            )
            .await?;
        let sql = Sql::new(
            "UPDATE terms SET parent_id = $1 WHERE tenant_id = $2 AND taxonomy = $3 AND parent_id = $4",
        )
        .bind(term.parent_id)
        .bind(tenant)
        .bind(term.taxonomy)
        .bind(term.id);
        db.execute(sql).await?;
        let sql = Sql::new(
            "DELETE FROM event_terms WHERE tenant_id = $1 AND term_id = $2 RETURNING event_id",
        )
        .bind(tenant)
        .bind(term.id);
        let events: Vec<i64> = db.scalars(sql).await?;
        let sql = Sql::new("DELETE FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND id = $3")
            .bind(tenant)
            .bind(term.taxonomy)
            .bind(term.id);
        db.execute(sql).await?;
        // The children moved up, and the events that had the term lost it.
        let item = ItemType::of_taxonomy(term.taxonomy);
        tx.item_changed(tenant, item, term.id, Action::Deleted);
        for child in &children {
            tx.item_changed(tenant, item, *child, Action::Updated);
        }
        for event in events {
            tx.item_changed(tenant, ItemType::Event, event, Action::Updated);
        }
        let moved = children.into_iter().map(Part::Term);
        tx.changed(tenant, moved.chain([Part::Term(term.id), Part::Terms]));
        Ok(())
    }
}

impl Store {
    /// Resolves list items to term ids of `taxonomy`: numbers by id, text by slug or
    /// name (case-insensitive). Returns the ids found and the items that match nothing.
    pub async fn resolve_terms(
        &self,
        tenant: &str,
        taxonomy: Taxonomy,
        items: &[String],
        langs: &[String],
    ) -> Result<(Vec<i64>, Vec<String>), StoreError> {
        let mut ids = Vec::new();
        let mut unknown = Vec::new();
        for item in items {
            let sql = match item.parse::<i64>() {
                Ok(id) => term_id(tenant, taxonomy, id),
                Err(_) => term_named(tenant, taxonomy, item, langs),
            };
            let found: Option<i64> = self.reader().scalar_optional(sql).await?;
            match found {
                Some(id) if !ids.contains(&id) => ids.push(id),
                Some(_) => {}
                None => unknown.push(item.clone()),
            }
        }
        Ok((ids, unknown))
    }

    /// The term of `taxonomy` whose slug is `slug`, its own or, on tenants that keep
    /// text per language, that of its text in one of `langs`.
    pub async fn term_id_by_slug(
        &self,
        tenant: &str,
        taxonomy: Taxonomy,
        slug: &str,
        langs: &[String],
    ) -> Result<Option<i64>, StoreError> {
        let mut sql =
            Sql::new("SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND (slug = $3")
                .bind(tenant)
                .bind(taxonomy)
                .bind(slug);
        if !langs.is_empty() {
            sql.push(
                " OR id IN (SELECT term_id FROM term_translations WHERE tenant_id = $1 \
                 AND slug = $3 AND lang IN ",
            )
            .push_list(langs.iter().map(String::as_str))
            .push(")");
        }
        sql.push(") ORDER BY slug = $3 DESC, id LIMIT 1");
        self.reader().scalar_optional(sql).await
    }

    /// The given categories and all their descendants.
    pub async fn categories_with_descendants(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<i64>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        // Down to the deepest level a tree may have, whatever was stored before the
        // limit (or by hand, loops included).
        let mut qb = Sql::new(
            "WITH RECURSIVE tree(id, depth) AS (SELECT id, 1 FROM terms WHERE tenant_id = $1 \
             AND taxonomy = $2 AND id IN ",
        )
        .bind(tenant)
        .bind(Taxonomy::Category);
        qb.push_ids(ids)
            .push(
                " UNION SELECT t.id, tree.depth + 1 FROM terms t JOIN tree ON t.parent_id = tree.id \
                 WHERE t.tenant_id = $1 AND tree.depth < ",
            )
            .push_bind(MAX_CATEGORY_DEPTH as i64)
            .push(") SELECT DISTINCT id FROM tree");
        self.bounded_reader().scalars(qb).await
    }

    /// Creates a term named `name` in language `lang` (slug from the name, made unique)
    /// and returns its id: what an event write does with a term name that matches nothing.
    pub async fn create_term(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        name: &str,
        lang: &str,
    ) -> Result<i64, StoreError> {
        let base = sanitize_title(name);
        let base = if base.is_empty() {
            "term".to_string()
        } else {
            base
        };
        let slug = Store::unique_term_slug(tx, tenant, taxonomy, &base, 0).await?;
        let data = TermData {
            name: name.to_string(),
            slug,
            lang: lang.to_string(),
            ..TermData::default()
        };
        Store::insert_term(tx, tenant, taxonomy, &data).await
    }

    /// `id` when it is a term of `taxonomy` in `tenant`.
    pub async fn term_id_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        id: i64,
    ) -> Result<Option<i64>, StoreError> {
        tx.on(tenant)
            .await?
            .scalar_optional(term_id(tenant, taxonomy, id))
            .await
    }

    /// The term whose slug matches `name` as a slug would be made from it, or whose name
    /// equals it ignoring case (also in the translations into `langs`).
    pub async fn term_by_name_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: Taxonomy,
        name: &str,
        langs: &[String],
    ) -> Result<Option<i64>, StoreError> {
        tx.on(tenant)
            .await?
            .scalar_optional(term_named(tenant, taxonomy, name, langs))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree() -> TermTree {
        TermTree::from_rows([
            (1, "music".to_string(), 0),
            (2, "jazz".to_string(), 1),
            (3, "bebop".to_string(), 2),
            (4, "sport".to_string(), 0),
            // A hand-made loop must not hang anything.
            (8, "a".to_string(), 9),
            (9, "b".to_string(), 8),
        ])
    }

    #[test]
    fn depth_counts_ancestors_and_the_subtree_moved() {
        let t = tree();
        assert!(!t.too_deep(None, 0));
        assert!(!t.too_deep(None, 3), "a fourth level");
        assert!(
            !t.too_deep(Some(1), 4),
            "music and its two levels under sport"
        );
        let chain = TermTree::from_rows((1..=10).map(|i| (i, format!("c{i}"), i - 1)));
        assert!(!t.too_deep(None, 0) && !chain.too_deep(Some(10), 9));
        assert!(chain.too_deep(None, 10), "an eleventh level");
        assert!(
            chain.too_deep(Some(5), 10),
            "a subtree of six under ten levels"
        );
        assert!(!chain.too_deep(Some(5), 4), "where it is");
        assert_eq!(chain.height(1), 10);
    }

    #[test]
    fn archive_paths_run_from_the_root() {
        let t = tree();
        assert_eq!(t.path(3), "music/jazz/bebop");
        assert_eq!(t.path(4), "sport");
        assert_eq!(t.path(77), "");
        assert_eq!(t.lineage(8), [8, 9]);
    }

    #[test]
    fn loops_are_detected() {
        let t = tree();
        assert!(t.would_loop(1, 1));
        assert!(t.would_loop(1, 3));
        assert!(t.would_loop(2, 3));
        assert!(!t.would_loop(3, 1));
        assert!(!t.would_loop(1, 4));
    }
}
