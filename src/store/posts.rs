//! The post row shared by events, venues, organizers and images: WordPress keeps
//! them in one table with one id space, so this store does too.

use crate::domain::dates::WpDateTime;
use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostStatus, PostType, TRASHED_SUFFIX};
use crate::domain::roles::PostFacts;
use crate::store::changes::{Part, post_parts, slug_parts};
use crate::store::direct::Columns;
use crate::store::error::StoreError;
use crate::store::handle::{Store, WriteTx};
use crate::store::sql::{ChangedColumns, Sql};
use crate::store::translations::TextLanguages;

/// The post-level fields of an event, venue or organizer.
#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct PostData {
    pub author: i64,
    pub status: PostStatus,
    pub title: String,
    pub content: String,
    pub excerpt: String,
    pub slug: String,
    pub password: String,
    pub parent_id: i64,
    pub menu_order: i64,
    pub date_local: WpDateTime,
    /// `None` for drafts never published without an explicit date.
    pub date_utc: Option<WpDateTime>,
    pub modified_local: WpDateTime,
    pub modified_utc: WpDateTime,
    /// Slug and status before trashing, restored when the post leaves the trash.
    pub trashed_slug: Option<String>,
    pub trashed_from: Option<PostStatus>,
    /// The language of the text above on tenants that keep text per language; `''`
    /// for the tenant's default language (and on every other tenant).
    pub lang: String,
    /// Which language's text the fields above hold and which languages the post has
    /// text in, once chosen for a variant (tenants that keep text per language only).
    #[sqlx(skip)]
    pub languages: Option<TextLanguages>,
}

/// Columns of [`PostData`] as selected from `posts p`, after `p.id`.
pub const POST_COLUMNS: &str = "p.id, p.author, p.status, p.title, p.content, p.excerpt, p.slug, p.password, \
    p.parent_id, p.menu_order, p.date_local, p.date_utc, p.modified_local, p.modified_utc, p.trashed_slug, p.trashed_from, p.lang";

impl PostData {
    /// The post's columns of a direct read's row, each read from the column of its name.
    pub(crate) fn from_columns(c: &mut Columns<'_, '_, '_>) -> rusqlite::Result<PostData> {
        Ok(PostData {
            author: c.get("author")?,
            status: c.get("status")?,
            title: c.get("title")?,
            content: c.get("content")?,
            excerpt: c.get("excerpt")?,
            slug: c.get("slug")?,
            password: c.get("password")?,
            parent_id: c.get("parent_id")?,
            menu_order: c.get("menu_order")?,
            date_local: c.get("date_local")?,
            date_utc: c.get("date_utc")?,
            modified_local: c.get("modified_local")?,
            modified_utc: c.get("modified_utc")?,
            trashed_slug: c.get("trashed_slug")?,
            trashed_from: c.get("trashed_from")?,
            lang: c.get("lang")?,
            languages: None,
        })
    }

    /// Moves the post to the trash: the slug gets WordPress's suffix, and what it was
    /// is kept so that leaving the trash restores it.
    pub fn trash(&mut self) {
        self.trashed_from = Some(self.status);
        self.trashed_slug = Some(self.slug.clone());
        if !self.slug.is_empty() {
            self.slug = format!("{}{TRASHED_SUFFIX}", self.slug);
        }
        self.status = PostStatus::Trash;
    }

    /// Takes the post out of the trash, restoring its slug.
    pub fn untrash(&mut self) {
        self.slug = self.trashed_slug.take().unwrap_or_default();
        self.trashed_from = None;
    }
}

/// What decides who may read a post: its author and status, and whether a password
/// protects it.
#[derive(Debug, Clone, Copy, sqlx::FromRow)]
pub struct PostAccess {
    pub id: i64,
    pub post_type: PostType,
    pub author: i64,
    pub status: PostStatus,
    pub trashed_from: Option<PostStatus>,
    pub protected: bool,
}

impl PostAccess {
    /// The facts the capability checks read.
    pub fn facts(&self) -> PostFacts {
        PostFacts {
            author: self.author,
            status: self.status,
            trashed_from: self.trashed_from,
        }
    }
}

/// Events, venues and organizers counted together.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PostCounts {
    pub events: usize,
    pub venues: usize,
    pub organizers: usize,
}

impl PostCounts {
    fn from_rows(rows: impl IntoIterator<Item = (PostType, i64)>) -> PostCounts {
        let mut counts = PostCounts::default();
        for (post_type, n) in rows {
            let n = usize::try_from(n).unwrap_or(0);
            match post_type {
                PostType::Event => counts.events += n,
                PostType::Venue => counts.venues += n,
                PostType::Organizer => counts.organizers += n,
                PostType::Image => {}
            }
        }
        counts
    }

    pub fn is_empty(&self) -> bool {
        *self == PostCounts::default()
    }
}

impl std::fmt::Display for PostCounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} events, {} venues, {} organizers",
            self.events, self.venues, self.organizers
        )
    }
}

/// A bounded stored text: the search blob of a post.
pub fn search_text(post: &PostData) -> String {
    // Newlines keep a word from matching across the boundary of two fields.
    format!(
        "{}\n{}\n{}",
        post.title.to_lowercase(),
        post.excerpt.to_lowercase(),
        post.content.to_lowercase()
    )
}

/// Whether saving `p` over the stored `b` (`None` for a new post) makes its slug
/// unique among the posts of its type, as WordPress does on every save: a draft without
/// a slug keeps it empty, and an update in the trash keeps the slug trashing gave it.
fn claims_slug(p: &PostData, b: Option<&PostData>) -> bool {
    !p.slug.is_empty() && (b.is_none() || p.status != PostStatus::Trash)
}

/// Appends ` NOT EXISTS (…) AND NOT EXISTS (…)`: no post of `post_type` but `own_id`
/// has `slug`, as its own or as a translated slug. A write that claims its slug carries
/// this condition, so that it writes nothing, in the same statement, when the slug is
/// taken: the common case costs no lookup of its own.
///
/// A translated slug counts because the post being saved shows its own slug in every
/// language it has no slug of, where a by-slug read would otherwise find two posts.
fn push_slug_free(sql: &mut Sql, tenant: &str, post_type: PostType, own_id: i64, slug: &str) {
    sql.push(" NOT EXISTS (SELECT 1 FROM posts WHERE tenant_id = ")
        .push_bind(tenant)
        .push(" AND post_type = ")
        .push_bind(post_type)
        .push(" AND id <> ")
        .push_bind(own_id)
        .push(" AND slug = ")
        .push_bind(slug)
        .push(")");
    sql.push(
        " AND NOT EXISTS (SELECT 1 FROM post_translations tr JOIN posts o ON o.id = tr.post_id \
         WHERE tr.tenant_id = ",
    )
    .push_bind(tenant)
    .push(" AND tr.slug = ")
    .push_bind(slug)
    .push(" AND tr.post_id <> ")
    .push_bind(own_id)
    .push(" AND o.post_type = ")
    .push_bind(post_type)
    .push(")");
}

/// The insert of post `p`, returning its id; it inserts nothing (and returns no row)
/// when `p` claims a slug that is taken.
pub(crate) fn post_insert(tenant: &str, post_type: PostType, p: &PostData) -> Sql {
    let mut sql = Sql::new(
        "INSERT INTO posts (tenant_id, post_type, author, status, title, content, excerpt, slug, password, \
         parent_id, menu_order, date_local, date_utc, modified_local, modified_utc, trashed_slug, trashed_from, search_text, lang) \
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19",
    )
    .bind(tenant)
    .bind(post_type)
    .bind(p.author)
    .bind(p.status)
    .bind(&p.title)
    .bind(&p.content)
    .bind(&p.excerpt)
    .bind(&p.slug)
    .bind(&p.password)
    .bind(p.parent_id)
    .bind(p.menu_order)
    .bind(p.date_local)
    .bind(p.date_utc)
    .bind(p.modified_local)
    .bind(p.modified_utc)
    .bind(&p.trashed_slug)
    .bind(p.trashed_from)
    .bind(search_text(p))
    .bind(&p.lang);
    if claims_slug(p, None) {
        sql.push(" WHERE");
        push_slug_free(&mut sql, tenant, post_type, 0, &p.slug);
    }
    sql.push(" RETURNING id");
    sql
}

/// The update of post `id` from `b` to `p`, naming the columns that change; `None`
/// when none does. Like [`post_insert`], it writes nothing when `p` claims a slug that
/// is taken.
pub(crate) fn post_update(
    tenant: &str,
    id: i64,
    post_type: PostType,
    b: &PostData,
    p: &PostData,
) -> Option<Sql> {
    let mut update = ChangedColumns::of("posts");
    update
        .set("author", &b.author, &p.author)
        .set("status", &b.status, &p.status)
        .set("title", &b.title, &p.title)
        .set("content", &b.content, &p.content)
        .set("excerpt", &b.excerpt, &p.excerpt)
        .set("slug", &b.slug, &p.slug)
        .set("password", &b.password, &p.password)
        .set("parent_id", &b.parent_id, &p.parent_id)
        .set("menu_order", &b.menu_order, &p.menu_order)
        .set("date_local", &b.date_local, &p.date_local)
        .set("date_utc", &b.date_utc, &p.date_utc)
        .set("modified_local", &b.modified_local, &p.modified_local)
        .set("modified_utc", &b.modified_utc, &p.modified_utc)
        .set("trashed_slug", &b.trashed_slug, &p.trashed_slug)
        .set("trashed_from", &b.trashed_from, &p.trashed_from)
        // Every write stores the search text of its fields, so the stored one is
        // that of `b`.
        .set("search_text", &search_text(b), &search_text(p));
    let mut sql = update.of_row(tenant, "id", id)?;
    if claims_slug(p, Some(b)) {
        sql.push(" AND");
        push_slug_free(&mut sql, tenant, post_type, id, &p.slug);
    }
    Some(sql)
}

/// Runs the insert `statement` makes of `data`, which returns the new post's id, or no
/// row when the slug its post claims is taken: then the post gets the first free slug
/// after it and the insert runs again.
pub(crate) async fn claiming_slug<D>(
    tx: &mut WriteTx,
    tenant: &str,
    post_type: PostType,
    data: &mut D,
    post: fn(&mut D) -> &mut PostData,
    statement: impl Fn(&D) -> Sql,
) -> Result<i64, StoreError> {
    if let Some(id) = tx
        .on(tenant)
        .await?
        .scalar_optional(statement(data))
        .await?
    {
        return Ok(id);
    }
    let slug = Store::unique_slug(tx, tenant, post_type, &post(data).slug, 0).await?;
    post(data).slug = slug;
    tx.on(tenant).await?.scalar(statement(data)).await
}

/// Notes what updating post `id` from `b` to `p` changed.
pub(crate) async fn note_updated(
    tx: &mut WriteTx,
    tenant: &str,
    id: i64,
    post_type: PostType,
    b: &PostData,
    p: &PostData,
) -> Result<(), StoreError> {
    tx.changed(tenant, post_parts(post_type, id));
    tx.changed(tenant, slug_parts([b.slug.as_str(), p.slug.as_str()]));
    if let Some(item) = ItemType::of_post(post_type) {
        tx.item_changed(
            tenant,
            item,
            id,
            Action::of_status_change(b.status, p.status),
        );
    }
    if post_type == PostType::Event
        && (b.status == PostStatus::Publish) != (p.status == PostStatus::Publish)
    {
        // The event now counts, or no longer counts, towards its terms' counts.
        let terms = Store::terms_of_event_in_tx(tx, tenant, id, None).await?;
        if !terms.is_empty() {
            tx.changed(
                tenant,
                terms.into_iter().map(Part::Term).chain([Part::Terms]),
            );
        }
    }
    Ok(())
}

/// Notes what inserting post `id` changed.
pub(crate) fn note_inserted(
    tx: &mut WriteTx,
    tenant: &str,
    post_type: PostType,
    id: i64,
    p: &PostData,
) {
    tx.changed(tenant, post_parts(post_type, id));
    tx.changed(tenant, slug_parts([p.slug.as_str()]));
    if let Some(item) = ItemType::of_post(post_type) {
        tx.item_changed(tenant, item, id, Action::Created);
    }
}

impl Store {
    /// How many posts of any type and status `tenant` has.
    pub async fn count_posts(&self, tenant: &str) -> Result<i64, StoreError> {
        let sql = Sql::new("SELECT COUNT(*) FROM posts WHERE tenant_id = $1").bind(tenant);
        self.reader().scalar(sql).await
    }

    /// Who may read each post among `ids` (posts of any type; unknown ids are left out).
    pub async fn post_access(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<PostAccess>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql = Sql::new(
            "SELECT id, post_type, author, status, trashed_from, password <> '' AS protected \
             FROM posts WHERE tenant_id = $1 AND id IN ",
        )
        .bind(tenant);
        sql.push_ids(ids);
        self.reader().fetch_all(sql).await
    }

    /// How many events, venues and organizers of any status `author` has in `tenant`.
    pub async fn count_posts_by(
        &self,
        tenant: &str,
        author: i64,
    ) -> Result<PostCounts, StoreError> {
        let sql = Sql::new(
            "SELECT post_type, COUNT(*) FROM posts WHERE tenant_id = $1 AND author = $2 GROUP BY post_type",
        )
        .bind(tenant)
        .bind(author);
        let rows: Vec<(PostType, i64)> = self.reader().fetch_all(sql).await?;
        Ok(PostCounts::from_rows(rows))
    }

    /// Deletes (not trashes) every event of `author` in `tenant`, and those of
    /// `author`'s venues and organizers that no remaining event links to: another
    /// user's event keeps the venue or organizer it uses. Returns what was deleted.
    pub async fn delete_posts_by(
        tx: &mut WriteTx,
        tenant: &str,
        author: i64,
    ) -> Result<PostCounts, StoreError> {
        let mut db = tx.on(tenant).await?;
        let events: Vec<i64> = db
            .scalars(
                Sql::new(
                    "DELETE FROM posts WHERE tenant_id = $1 AND author = $2 AND post_type = $3 \
                     RETURNING id",
                )
                .bind(tenant)
                .bind(author)
                .bind(PostType::Event),
            )
            .await?;
        let venues: Vec<i64> = db
            .scalars(
                Sql::new(
                    "DELETE FROM posts WHERE tenant_id = $1 AND author = $2 AND post_type = $3 AND id NOT IN \
                     (SELECT venue_id FROM events WHERE tenant_id = $1 AND venue_id IS NOT NULL) \
                     RETURNING id",
                )
                .bind(tenant)
                .bind(author)
                .bind(PostType::Venue),
            )
            .await?;
        let organizers: Vec<i64> = db
            .scalars(
                Sql::new(
                    "DELETE FROM posts WHERE tenant_id = $1 AND author = $2 AND post_type = $3 AND id NOT IN \
                     (SELECT organizer_id FROM event_organizers WHERE tenant_id = $1) \
                     RETURNING id",
                )
                .bind(tenant)
                .bind(author)
                .bind(PostType::Organizer),
            )
            .await?;
        for (item, ids) in [
            (ItemType::Event, &events),
            (ItemType::Venue, &venues),
            (ItemType::Organizer, &organizers),
        ] {
            for id in ids {
                tx.item_changed(tenant, item, *id, Action::Deleted);
            }
        }
        tx.changed_whole(tenant);
        Ok(PostCounts {
            events: events.len(),
            venues: venues.len(),
            organizers: organizers.len(),
        })
    }

    /// Inserts the post row of a new post and returns its id. A slug already taken by
    /// another post of its type (as its own slug or a translated one) becomes the first
    /// free one after it (`p.slug` says which), as on every save.
    pub async fn insert_post(
        tx: &mut WriteTx,
        tenant: &str,
        post_type: PostType,
        p: &mut PostData,
    ) -> Result<i64, StoreError> {
        let id = claiming_slug(
            tx,
            tenant,
            post_type,
            p,
            |p| p,
            |p| post_insert(tenant, post_type, p),
        )
        .await?;
        note_inserted(tx, tenant, post_type, id, p);
        Ok(id)
    }

    /// Overwrites the post row of post `id` of type `post_type`, naming only the columns
    /// whose value differs from `b`, the row as the same transaction read it. When it
    /// writes, a slug taken by another post of its type becomes the first free one
    /// after it, as in [`Store::insert_post`].
    pub async fn update_post(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        post_type: PostType,
        b: &PostData,
        p: &mut PostData,
    ) -> Result<(), StoreError> {
        if let Some(sql) = post_update(tenant, id, post_type, b, p)
            && tx.on(tenant).await?.execute(sql).await? == 0
            && claims_slug(p, Some(b))
        {
            // Its slug is taken (the row is there: the same transaction read it).
            p.slug = Store::unique_slug(tx, tenant, post_type, &p.slug, id).await?;
            if let Some(sql) = post_update(tenant, id, post_type, b, p) {
                tx.on(tenant).await?.execute(sql).await?;
            }
        }
        note_updated(tx, tenant, id, post_type, b, p).await
    }
}
