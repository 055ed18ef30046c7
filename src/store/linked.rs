//! Venues and organizers: posts with a row of their own columns, stored and queried
//! the same way, so one set of queries serves both.

use sqlx::FromRow;

use crate::domain::post::{PostStatus, PostType};
use crate::domain::search::search_terms;
use crate::store::handle::{Store, WriteTx};
use crate::store::patterns::{contains_pattern, escape_like};
use crate::store::posts::{POST_COLUMNS, PostData};
use crate::store::sql::Sql;

/// How events point at a kind of linked post.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventLink {
    /// `events.venue_id`: at most one per event.
    VenueColumn,
    /// `event_organizers`: an ordered list per event.
    OrganizerTable,
}

/// The storage of one kind of linked post.
#[derive(Debug)]
pub struct LinkedKind {
    pub post_type: PostType,
    pub table: &'static str,
    /// The kind's own columns, in the order writes bind them.
    pub columns: &'static [&'static str],
    /// Own columns that `search` looks into, besides title, description and excerpt.
    pub search_columns: &'static [&'static str],
    pub event_link: EventLink,
}

pub const VENUES: LinkedKind = LinkedKind {
    post_type: PostType::Venue,
    table: "venues",
    columns: &[
        "address",
        "city",
        "country",
        "province",
        "state",
        "zip",
        "phone",
        "website",
        "stateprovince",
        "show_map",
        "show_map_link",
        "image_id",
    ],
    search_columns: &[
        "address",
        "city",
        "province",
        "state",
        "stateprovince",
        "country",
        "zip",
        "phone",
        "website",
    ],
    event_link: EventLink::VenueColumn,
};

pub const ORGANIZERS: LinkedKind = LinkedKind {
    post_type: PostType::Organizer,
    table: "organizers",
    columns: &["phone", "website", "email", "image_id"],
    search_columns: &["phone", "email", "website"],
    event_link: EventLink::OrganizerTable,
};

/// One value of a kind's own column.
#[derive(Debug, Clone, PartialEq)]
pub enum Column {
    Text(String),
    Flag(bool),
    Id(Option<i64>),
}

#[derive(Debug, Clone, FromRow)]
pub struct VenueRecord {
    pub id: i64,
    #[sqlx(flatten)]
    pub post: PostData,
    pub address: String,
    pub city: String,
    pub country: String,
    pub province: String,
    pub state: String,
    pub zip: String,
    pub phone: String,
    pub website: String,
    pub stateprovince: String,
    pub show_map: bool,
    pub show_map_link: bool,
    pub image_id: Option<i64>,
}

#[derive(Debug, Clone, FromRow)]
pub struct OrganizerRecord {
    pub id: i64,
    #[sqlx(flatten)]
    pub post: PostData,
    pub phone: String,
    pub website: String,
    pub email: String,
    pub image_id: Option<i64>,
}

/// A row type readable from a linked-post select, on either backend.
pub use crate::store::sql::Record as LinkedRow;

/// Which venues or organizers a list request asks for.
#[derive(Debug, Clone, Default)]
pub struct LinkedFilter {
    pub statuses: Vec<PostStatus>,
    /// The search as sent: every word of it ([`search_terms`]) must occur in one of
    /// the searched fields.
    pub search: Option<String>,
    pub event_id: Option<i64>,
    /// `Some(true)`: linked to at least one live event; `Some(false)`: linked to none.
    pub has_events: Option<bool>,
    /// Linked to a live event starting at or after this UTC time.
    pub upcoming_from_utc: Option<String>,
    /// Only published posts and those of this author.
    pub published_or_author: Option<i64>,
    /// The events `has_events` and `only_with_upcoming` count: those the caller may read.
    pub readable_events: ReadableEvents,
}

/// Which events a caller may read, as far as a linked post's events are counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ReadableEvents {
    /// Published ones: anonymous callers and users without other rights.
    #[default]
    Published,
    /// Published ones and this user's own, in any status.
    PublishedOrOwn(i64),
    /// All of them: callers who may read others' private and scheduled events.
    All,
}

fn select(kind: &LinkedKind) -> String {
    let own: Vec<String> = kind.columns.iter().map(|c| format!("x.{c}")).collect();
    format!(
        "SELECT {POST_COLUMNS}, {} FROM posts p JOIN {} x ON x.post_id = p.id ",
        own.join(", "),
        kind.table
    )
}

/// `EXISTS (...)` over the events a linked post counts as having: not drafts, pending
/// or trashed ones, and only those the caller may read; `and` adds a condition on
/// them (`le` is the event row).
fn push_events_of(
    qb: &mut Sql,
    kind: &LinkedKind,
    readable: ReadableEvents,
    and: impl FnOnce(&mut Sql),
) {
    qb.push(match kind.event_link {
        EventLink::VenueColumn => {
            "EXISTS (SELECT 1 FROM events le JOIN posts lp ON lp.id = le.post_id \
             WHERE le.venue_id = p.id"
        }
        EventLink::OrganizerTable => {
            "EXISTS (SELECT 1 FROM event_organizers lo JOIN events le ON le.post_id = lo.event_id \
             JOIN posts lp ON lp.id = le.post_id WHERE lo.organizer_id = p.id"
        }
    });
    qb.push(" AND lp.status NOT IN ").push_list([
        PostStatus::Draft,
        PostStatus::Pending,
        PostStatus::Trash,
    ]);
    match readable {
        ReadableEvents::Published => {
            qb.push(" AND lp.status = ").push_bind(PostStatus::Publish);
        }
        ReadableEvents::PublishedOrOwn(user) => {
            qb.push(" AND (lp.status = ")
                .push_bind(PostStatus::Publish)
                .push(" OR lp.author = ")
                .push_bind(user)
                .push(")");
        }
        ReadableEvents::All => {}
    }
    and(qb);
    qb.push(")");
}

fn push_filter(qb: &mut Sql, kind: &LinkedKind, tenant: &str, f: &LinkedFilter) {
    qb.push("WHERE p.tenant_id = ").push_bind(tenant);
    qb.push(" AND p.post_type = ").push_bind(kind.post_type);
    qb.push(" AND p.status IN ")
        .push_list(f.statuses.iter().copied());
    if let Some(author) = f.published_or_author {
        qb.push(" AND (p.status = ")
            .push_bind(PostStatus::Publish)
            .push(" OR p.author = ")
            .push_bind(author)
            .push(")");
    }
    if let Some(needle) = &f.search {
        // Trashed items never match a search, whatever the status filter says. Every
        // word must occur somewhere, each in any field; more words than WordPress
        // splits are looked for as one phrase, as it does, which also bounds the
        // query. The pattern is lower-case and each searched text is lowered, so
        // LIKE's case rules (ASCII-insensitive on SQLite, sensitive on PostgreSQL)
        // give the same matches; `lower` folds ASCII only on both, the PostgreSQL
        // columns being `COLLATE "C"`.
        qb.push(" AND p.status <> ").push_bind(PostStatus::Trash);
        for word in search_terms(needle) {
            let pattern = contains_pattern(&word);
            qb.push(" AND (p.search_text LIKE ")
                .push_bind(pattern.as_str())
                .push(" ESCAPE '\\'");
            for column in kind.search_columns {
                qb.push(format!(" OR lower(x.{column}) LIKE "))
                    .push_bind(pattern.as_str())
                    .push(" ESCAPE '\\'");
            }
            qb.push(")");
        }
    }
    if let Some(event_id) = f.event_id {
        match kind.event_link {
            EventLink::VenueColumn => {
                qb.push(" AND p.id IN (SELECT venue_id FROM events WHERE post_id = ")
                    .push_bind(event_id)
                    .push(")");
            }
            EventLink::OrganizerTable => {
                qb.push(
                    " AND p.id IN (SELECT organizer_id FROM event_organizers WHERE event_id = ",
                )
                .push_bind(event_id)
                .push(")");
            }
        }
    }
    if let Some(has) = f.has_events {
        qb.push(if has { " AND " } else { " AND NOT " });
        push_events_of(qb, kind, f.readable_events, |_| {});
    }
    if let Some(from) = &f.upcoming_from_utc {
        qb.push(" AND ");
        push_events_of(qb, kind, f.readable_events, |qb| {
            qb.push(" AND le.start_utc >= ").push_bind(from.as_str());
        });
    }
}

/// The select of one venue or organizer by id.
fn linked_by_id(kind: &LinkedKind, tenant: &str, id: i64) -> Sql {
    let mut qb = Sql::new(select(kind));
    qb.push("WHERE p.tenant_id = ")
        .push_bind(tenant)
        .push(" AND p.id = ")
        .push_bind(id);
    qb
}

impl Store {
    /// One page of venues or organizers, newest publication first, and the total.
    pub async fn list_linked<R: LinkedRow>(
        &self,
        kind: &LinkedKind,
        tenant: &str,
        filter: &LinkedFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<R>, i64), sqlx::Error> {
        let mut count = Sql::new(format!(
            "SELECT COUNT(*) FROM posts p JOIN {} x ON x.post_id = p.id ",
            kind.table
        ));
        push_filter(&mut count, kind, tenant, filter);
        let total: i64 = self.bounded_reader().scalar(count).await?;
        let mut page = Sql::new(select(kind));
        push_filter(&mut page, kind, tenant, filter);
        page.push(" ORDER BY COALESCE(p.date_utc, p.date_local) DESC, p.id DESC LIMIT ")
            .push_bind(limit)
            .push(" OFFSET ")
            .push_bind(offset);
        let items = self.bounded_reader().fetch_all(page).await?;
        Ok((items, total))
    }

    /// The venues or organizers among `ids`, in any status.
    pub async fn linked_by_ids<R: LinkedRow>(
        &self,
        kind: &LinkedKind,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<R>, sqlx::Error> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = Sql::new(select(kind));
        qb.push("WHERE p.tenant_id = ")
            .push_bind(tenant)
            .push(" AND p.id IN ")
            .push_ids(ids);
        self.reader().fetch_all(qb).await
    }

    /// One venue or organizer as the write transaction sees it.
    pub async fn linked_in_tx<R: LinkedRow>(
        tx: &mut WriteTx,
        kind: &LinkedKind,
        tenant: &str,
        id: i64,
    ) -> Result<Option<R>, sqlx::Error> {
        tx.on(tenant)
            .await?
            .fetch_optional(linked_by_id(kind, tenant, id))
            .await
    }

    /// The venue or organizer (of any status) whose slug is `slug`.
    pub async fn linked_id_by_slug(
        &self,
        kind: &LinkedKind,
        tenant: &str,
        slug: &str,
    ) -> Result<Option<i64>, sqlx::Error> {
        let sql = Sql::new(
            "SELECT id FROM posts WHERE tenant_id = $1 AND post_type = $2 AND slug = $3 ORDER BY id LIMIT 1",
        )
        .bind(tenant)
        .bind(kind.post_type)
        .bind(slug);
        self.reader().scalar_optional(sql).await
    }

    /// The live (not trashed) posts of `kind` named `name`, ignoring case, oldest
    /// first: the candidates for reuse by a create of the same name. Case is folded
    /// the same way on both backends, by Rust's Unicode lowercasing: the stored search
    /// text starts with the lower-cased title and a newline, and the titles found are
    /// compared again here in full.
    pub async fn linked_named<R: LinkedRow>(
        tx: &mut WriteTx,
        kind: &LinkedKind,
        tenant: &str,
        name: &str,
        title_of: impl Fn(&R) -> &str,
    ) -> Result<Vec<R>, sqlx::Error> {
        let lower = name.to_lowercase();
        let mut qb = Sql::new(select(kind));
        qb.push("WHERE p.tenant_id = ")
            .push_bind(tenant)
            .push(" AND p.post_type = ")
            .push_bind(kind.post_type)
            .push(" AND p.status <> ")
            .push_bind(PostStatus::Trash)
            .push(" AND p.search_text LIKE ")
            .push_bind(format!("{}\n%", escape_like(&lower)))
            .push(" ESCAPE '\\' ORDER BY p.id");
        let found: Vec<R> = tx.on(tenant).await?.fetch_all(qb).await?;
        Ok(found
            .into_iter()
            .filter(|r| title_of(r).to_lowercase() == lower)
            .collect())
    }

    /// Inserts a venue or organizer and returns its id.
    pub async fn insert_linked(
        tx: &mut WriteTx,
        kind: &LinkedKind,
        tenant: &str,
        post: &PostData,
        columns: &[Column],
    ) -> Result<i64, sqlx::Error> {
        let id = Store::insert_post(tx, tenant, kind.post_type, post).await?;
        let mut qb = Sql::new(format!(
            "INSERT INTO {} (post_id, tenant_id, {}) VALUES ($1, $2",
            kind.table,
            kind.columns.join(", ")
        ))
        .bind(id)
        .bind(tenant);
        for value in columns {
            qb.push(", ").push_bind(value);
        }
        qb.push(")");
        tx.on(tenant).await?.execute(qb).await?;
        Ok(id)
    }

    /// Overwrites a venue or organizer.
    pub async fn update_linked(
        tx: &mut WriteTx,
        kind: &LinkedKind,
        tenant: &str,
        id: i64,
        post: &PostData,
        columns: &[Column],
    ) -> Result<(), sqlx::Error> {
        Store::update_post(tx, tenant, id, post).await?;
        let mut qb = Sql::new(format!("UPDATE {} SET ", kind.table));
        for (i, (name, value)) in kind.columns.iter().zip(columns).enumerate() {
            if i > 0 {
                qb.push(", ");
            }
            qb.push(format!("{name} = ")).push_bind(value);
        }
        qb.push(" WHERE tenant_id = ")
            .push_bind(tenant)
            .push(" AND post_id = ")
            .push_bind(id);
        tx.on(tenant).await?.execute(qb).await?;
        Ok(())
    }

    /// Removes every event's link to a venue or organizer (when it is trashed).
    pub async fn unlink_from_events(
        tx: &mut WriteTx,
        kind: &LinkedKind,
        tenant: &str,
        id: i64,
    ) -> Result<(), sqlx::Error> {
        let sql = match kind.event_link {
            EventLink::VenueColumn => {
                "UPDATE events SET venue_id = NULL WHERE tenant_id = $1 AND venue_id = $2"
            }
            EventLink::OrganizerTable => {
                "DELETE FROM event_organizers WHERE tenant_id = $1 AND organizer_id = $2"
            }
        };
        let sql = Sql::new(sql).bind(tenant).bind(id);
        tx.on(tenant).await?.execute(sql).await?;
        Ok(())
    }

    /// Gives every live venue and organizer without a slug one made from its name,
    /// unique among its kind. Drafts were once saved without one, which the plugin
    /// never does; WordPress's slug rules (accents folded, other characters
    /// percent-encoded, entities and tags dropped) cannot be written in SQL, so this
    /// runs after the migrations rather than as one. It touches only slugless rows,
    /// so running it again, or on several instances at once, changes nothing more.
    /// Returns how many posts got a slug.
    pub async fn give_linked_posts_slugs(&self) -> Result<u64, sqlx::Error> {
        let slugless = Sql::new(
            "SELECT id, tenant_id, post_type, title FROM posts \
             WHERE post_type IN ($1, $2) AND slug = '' AND status <> $3 ORDER BY id",
        )
        .bind(VENUES.post_type)
        .bind(ORGANIZERS.post_type)
        .bind(PostStatus::Trash);
        let rows: Vec<(i64, String, PostType, String)> = self.reader().fetch_all(slugless).await?;
        if rows.is_empty() {
            return Ok(0);
        }
        let mut named = 0;
        let mut tx = self.begin_write().await?;
        for (id, tenant, post_type, title) in rows {
            let base = crate::domain::slug::sanitize_title(&title);
            if base.is_empty() {
                continue;
            }
            let slug = Store::unique_slug(&mut tx, &tenant, post_type, &base, id).await?;
            let set = Sql::new(
                "UPDATE posts SET slug = $1 WHERE tenant_id = $2 AND id = $3 AND slug = ''",
            )
            .bind(slug.as_str())
            .bind(tenant.as_str())
            .bind(id);
            named += tx.on(&tenant).await?.execute(set).await?;
        }
        tx.commit().await?;
        Ok(named)
    }
}

impl From<&Column> for crate::store::sql::Arg {
    fn from(value: &Column) -> Self {
        match value {
            Column::Text(s) => s.into(),
            Column::Flag(b) => (*b).into(),
            Column::Id(id) => (*id).into(),
        }
    }
}
