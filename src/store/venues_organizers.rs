//! Venues and organizers: posts with a row of their own columns, stored and queried
//! the same way, so one set of queries serves both.

use std::marker::PhantomData;

use sqlx::FromRow;

use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostStatus, PostType};
use crate::domain::search::search_terms;
use crate::store::changes::Part;
use crate::store::columns::{OwnColumns, column_list, own_columns, push_values, select_list};
use crate::store::error::StoreError;
use crate::store::handle::{Store, WriteTx};
use crate::store::patterns::{contains_pattern, escape_like};
use crate::store::posts::{POST_COLUMNS, PostData};
use crate::store::sql::{ChangedColumns, Sql};
use crate::store::translations::{LanguageChain, push_post_search_text};

/// How events point at a kind of linked post.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventLink {
    /// `events.venue_id`: at most one per event.
    VenueColumn,
    /// `event_organizers`: an ordered list per event.
    OrganizerTable,
}

/// The storage of one kind of linked post, whose own columns are the fields of `F`.
#[derive(Debug)]
pub struct LinkedKind<F> {
    pub post_type: PostType,
    pub table: &'static str,
    /// Own columns that `search` looks into, besides title, description and excerpt.
    pub search_columns: &'static [&'static str],
    pub event_link: EventLink,
    own_columns: PhantomData<fn() -> F>,
}

pub const VENUES: LinkedKind<VenueFields> = LinkedKind {
    post_type: PostType::Venue,
    table: "venues",
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
    own_columns: PhantomData,
};

pub const ORGANIZERS: LinkedKind<OrganizerFields> = LinkedKind {
    post_type: PostType::Organizer,
    table: "organizers",
    search_columns: &["phone", "email", "website"],
    event_link: EventLink::OrganizerTable,
    own_columns: PhantomData,
};

own_columns! {
    /// A venue's own columns.
    #[derive(Debug, Clone, Default, PartialEq)]
    pub struct VenueFields {
        pub address: String,
        pub city: String,
        pub country: String,
        pub province: String,
        pub state: String,
        pub zip: String,
        pub phone: String,
        pub website: String,
        /// The region addresses show: the one given, else the state for US addresses
        /// and the province for others.
        pub stateprovince: String,
        pub show_map: bool,
        pub show_map_link: bool,
        pub image_id: Option<i64>,
    }
}

own_columns! {
    /// An organizer's own columns.
    #[derive(Debug, Clone, Default, PartialEq)]
    pub struct OrganizerFields {
        pub phone: String,
        pub website: String,
        pub email: String,
        pub image_id: Option<i64>,
    }
}

#[derive(Debug, Clone, FromRow)]
pub struct VenueRecord {
    pub id: i64,
    #[sqlx(flatten)]
    pub post: PostData,
    #[sqlx(flatten)]
    pub fields: VenueFields,
}

#[derive(Debug, Clone, FromRow)]
pub struct OrganizerRecord {
    pub id: i64,
    #[sqlx(flatten)]
    pub post: PostData,
    #[sqlx(flatten)]
    pub fields: OrganizerFields,
}

/// A venue or organizer as stored or as a write leaves it: its post row and its own
/// columns.
#[derive(Clone, Copy)]
pub struct LinkedPost<'a, F> {
    pub post: &'a PostData,
    pub own: &'a F,
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
    /// On tenants that keep text per language: the languages whose text the search
    /// looks into (see [`LanguageChain::served`]).
    pub text_languages: Option<LanguageChain>,
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

fn select<F: OwnColumns>(kind: &LinkedKind<F>) -> String {
    format!(
        "SELECT {POST_COLUMNS}, {} FROM posts p JOIN {} x ON x.post_id = p.id ",
        select_list::<F>("x"),
        kind.table
    )
}

/// `EXISTS (...)` over the events a linked post counts as having: not drafts, pending
/// or trashed ones, and only those the caller may read; `and` adds a condition on
/// them (`le` is the event row).
fn push_events_of<F>(
    qb: &mut Sql,
    kind: &LinkedKind<F>,
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

fn push_filter<F>(qb: &mut Sql, kind: &LinkedKind<F>, tenant: &str, f: &LinkedFilter) {
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
            qb.push(" AND (");
            push_post_search_text(qb, f.text_languages.as_ref());
            qb.push(" LIKE ")
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
fn linked_by_id<F: OwnColumns>(kind: &LinkedKind<F>, tenant: &str, id: i64) -> Sql {
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
        kind: &LinkedKind<impl OwnColumns>,
        tenant: &str,
        filter: &LinkedFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<R>, i64), StoreError> {
        let mut count = Sql::new(format!(
            "SELECT COUNT(*) FROM posts p JOIN {} x ON x.post_id = p.id ",
            kind.table
        ));
        push_filter(&mut count, kind, tenant, filter);
        let total: i64 = self.bounded_reader().scalar(count).await?;
        let mut page = Sql::new(select(kind));
        push_filter(&mut page, kind, tenant, filter);
        page.push(" ORDER BY COALESCE(p.date_utc, p.date_local) DESC, p.id DESC")
            .push_page(limit, offset);
        let items = self.bounded_reader().fetch_all(page).await?;
        Ok((items, total))
    }

    /// The venues or organizers among `ids`, in any status.
    pub async fn linked_by_ids<R: LinkedRow>(
        &self,
        kind: &LinkedKind<impl OwnColumns>,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<R>, StoreError> {
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
        kind: &LinkedKind<impl OwnColumns>,
        tenant: &str,
        id: i64,
    ) -> Result<Option<R>, StoreError> {
        tx.on(tenant)
            .await?
            .fetch_optional(linked_by_id(kind, tenant, id))
            .await
    }

    /// The venue or organizer (of any status) whose slug is `slug`.
    pub async fn linked_id_by_slug<F>(
        &self,
        kind: &LinkedKind<F>,
        tenant: &str,
        slug: &str,
    ) -> Result<Option<i64>, StoreError> {
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
        kind: &LinkedKind<impl OwnColumns>,
        tenant: &str,
        name: &str,
        title_of: impl Fn(&R) -> &str,
    ) -> Result<Vec<R>, StoreError> {
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

    /// Inserts a venue or organizer and returns its id; its slug is made unique as
    /// [`Store::insert_post`] makes it.
    pub async fn insert_linked<F: OwnColumns>(
        tx: &mut WriteTx,
        kind: &LinkedKind<F>,
        tenant: &str,
        post: &mut PostData,
        fields: &F,
    ) -> Result<i64, StoreError> {
        let id = Store::insert_post(tx, tenant, kind.post_type, post).await?;
        let mut qb = Sql::new(format!(
            "INSERT INTO {} (post_id, tenant_id, {}) VALUES ($1, $2",
            kind.table,
            column_list::<F>()
        ))
        .bind(id)
        .bind(tenant);
        push_values(&mut qb, fields);
        qb.push(")");
        tx.on(tenant).await?.execute(qb).await?;
        Ok(id)
    }

    /// Overwrites the post row and own columns of a venue or organizer that differ from
    /// `before` (as the same transaction read them) with `post` and `own`; the slug is
    /// made unique as [`Store::update_post`] makes it.
    pub async fn update_linked<F: OwnColumns>(
        tx: &mut WriteTx,
        kind: &LinkedKind<F>,
        tenant: &str,
        id: i64,
        before: LinkedPost<'_, F>,
        post: &mut PostData,
        own: &F,
    ) -> Result<(), StoreError> {
        Store::update_post(tx, tenant, id, kind.post_type, before.post, post).await?;
        let mut update = ChangedColumns::of(kind.table);
        own.set_changed(before.own, &mut update);
        if let Some(sql) = update.of_row(tenant, "post_id", id) {
            tx.on(tenant).await?.execute(sql).await?;
        }
        Ok(())
    }

    /// Removes every event's link to a venue or organizer (when it is trashed).
    pub async fn unlink_from_events<F>(
        tx: &mut WriteTx,
        kind: &LinkedKind<F>,
        tenant: &str,
        id: i64,
    ) -> Result<(), StoreError> {
        let sql = match kind.event_link {
            EventLink::VenueColumn => {
                "UPDATE events SET venue_id = NULL WHERE tenant_id = $1 AND venue_id = $2 \
                 RETURNING post_id"
            }
            EventLink::OrganizerTable => {
                "DELETE FROM event_organizers WHERE tenant_id = $1 AND organizer_id = $2 \
                 RETURNING event_id"
            }
        };
        let sql = Sql::new(sql).bind(tenant).bind(id);
        let unlinked: Vec<i64> = tx.on(tenant).await?.scalars(sql).await?;
        // Each event read that showed the post depends on it; lists look at the links.
        tx.changed(tenant, [Part::Post(id), Part::Events]);
        // The events' own links changed.
        for event in unlinked {
            tx.item_changed(tenant, ItemType::Event, event, Action::Updated);
        }
        Ok(())
    }

    /// Gives every live venue and organizer without a slug one made from its name,
    /// unique among its kind. Drafts were once saved without one, which the plugin
    /// never does; WordPress's slug rules (accents folded, other characters
    /// percent-encoded, entities and tags dropped) cannot be written in SQL, so this
    /// runs after the migrations rather than as one. It touches only slugless rows,
    /// so running it again, or on several instances at once, changes nothing more.
    /// Returns how many posts got a slug.
    pub async fn give_linked_posts_slugs(&self) -> Result<u64, StoreError> {
        let slugless = Sql::new(
            "SELECT id, tenant_id, post_type, title FROM posts \
             WHERE post_type IN ($1, $2) AND slug = '' AND status <> $3 ORDER BY id",
        )
        .bind(VENUES.post_type)
        .bind(ORGANIZERS.post_type)
        .bind(PostStatus::Trash);
        let rows: Vec<(i64, String, PostType, String)> = self.writer().fetch_all(slugless).await?;
        if rows.is_empty() {
            return Ok(0);
        }
        let mut named = 0;
        let mut tx = self.begin_write();
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
            let set_here = tx.on(&tenant).await?.execute(set).await?;
            named += set_here;
            tx.changed_whole(&tenant);
            if set_here > 0
                && let Some(item) = ItemType::of_post(post_type)
            {
                tx.item_changed(&tenant, item, id, Action::Updated);
            }
        }
        tx.commit().await?;
        Ok(named)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::sql::Arg;

    /// The searched columns are own columns of their kind.
    #[test]
    fn searched_columns_are_own_columns() {
        for column in VENUES.search_columns {
            assert!(VenueFields::NAMES.contains(column), "{column}");
        }
        for column in ORGANIZERS.search_columns {
            assert!(OrganizerFields::NAMES.contains(column), "{column}");
        }
    }

    /// Each value is bound to the column of its field's name.
    #[test]
    fn bindings_name_the_field_of_each_value() {
        let venue = VenueFields {
            address: "address".into(),
            city: "city".into(),
            zip: "zip".into(),
            show_map: true,
            image_id: Some(7),
            ..VenueFields::default()
        };
        let bindings = venue.bindings();
        let names: Vec<&str> = bindings.iter().map(|(name, _)| *name).collect();
        assert_eq!(names, VenueFields::NAMES);
        let bound = |column: &str| {
            bindings
                .iter()
                .find(|(name, _)| *name == column)
                .map(|(_, value)| value.clone())
        };
        for text in ["address", "city", "zip"] {
            assert_eq!(bound(text), Some(Arg::from(text)));
        }
        assert_eq!(bound("country"), Some(Arg::from("")));
        assert_eq!(bound("show_map"), Some(Arg::Bool(true)));
        assert_eq!(bound("show_map_link"), Some(Arg::Bool(false)));
        assert_eq!(bound("image_id"), Some(Arg::Int(Some(7))));
    }
}
