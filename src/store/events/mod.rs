//! Events: the post row plus the event's own row of dates, flags and links, listed
//! and counted by the filters of the REST list.
//!
//! - [`record`]: the record's columns, declared once, and the statements and decoders
//!   derived from them;
//! - [`filter`]: which events a list asks for, as conditions and an order;
//! - [`count`]: how many a list matches, by the day and the hour where it can;
//! - here: the store's methods that read and write events.

mod count;
mod filter;
mod record;
#[cfg(test)]
mod tests;

use std::mem;

pub use filter::{EventFilter, Protected};
pub use record::{EventData, EventRecord};

use count::push_count;
use filter::{list_order, matches_from, push_filter};
use record::{CountedEvent, EVENT_COLUMNS, EVENTS_FROM, event_by_id, event_insert, event_update};

use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::store::changes::Part;
use crate::store::error::StoreError;
use crate::store::handle::{Store, WriteTx};
use crate::store::posts::{claiming_slug, note_inserted, note_updated, post_insert, post_update};
use crate::store::search::TextIndex;
use crate::store::slugs::first_free_slug;
use crate::store::sql::Sql;

/// The tenants with scheduled posts due by `$1`, and the publishing of one tenant's
/// (`$1` the published status, `$2` the time, `$3` the tenant). Both write the scheduled
/// status as the literal of the condition of `posts_scheduled` (migration 0013), which a
/// bound value does not match: through that index they read the due posts alone, not
/// every post of every tenant. Public so that tests can check their plans.
pub const DUE_TENANTS: &str = "SELECT DISTINCT tenant_id FROM posts WHERE status = 'future' AND date_utc <= $1 \
     ORDER BY tenant_id";
pub const PUBLISH_DUE: &str = "UPDATE posts SET status = $1 WHERE status = 'future' \
     AND date_utc <= $2 AND tenant_id = $3 RETURNING id, post_type";

impl Store {
    /// One page of events matching `filter`, and how many match in all.
    pub async fn list_events(
        &self,
        tenant: &str,
        filter: &EventFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EventRecord>, i64), StoreError> {
        if !filter.search_words.is_empty() {
            return self.search_events(tenant, filter, limit, offset).await;
        }
        let mut page = Sql::new(EVENT_COLUMNS.as_str());
        page.push(", (");
        push_count(&mut page, tenant, filter, TextIndex::of(self));
        page.push(") AS total ");
        page.push(EVENTS_FROM);
        push_filter(&mut page, tenant, filter, TextIndex::of(self));
        page.push(list_order(filter));
        page.push_page(limit, offset);
        self.counted_page(page, tenant, filter, offset).await
    }

    /// The first `limit` events matching `filter`, in a list's order, without counting
    /// the others.
    pub async fn first_events(
        &self,
        tenant: &str,
        filter: &EventFilter,
        limit: i64,
    ) -> Result<Vec<EventRecord>, StoreError> {
        if !filter.search_words.is_empty() {
            let (events, _) = self.search_events(tenant, filter, limit, 0).await?;
            return Ok(events);
        }
        let mut first = Sql::new(EVENT_COLUMNS.as_str());
        first.push(EVENTS_FROM);
        push_filter(&mut first, tenant, filter, TextIndex::of(self));
        first.push(list_order(filter));
        first.push_page(limit, 0);
        self.bounded_rows(first, EventRecord::from_columns).await
    }

    /// Runs a page whose rows carry the number of matches in all. A page past the last
    /// match has no row to carry it: it is counted apart.
    async fn counted_page(
        &self,
        page: Sql,
        tenant: &str,
        filter: &EventFilter,
        offset: i64,
    ) -> Result<(Vec<EventRecord>, i64), StoreError> {
        let rows = self.bounded_rows(page, CountedEvent::from_columns).await?;
        let total = match rows.first() {
            Some(row) => row.total,
            None if offset == 0 => 0,
            None => {
                let mut count = Sql::default();
                push_count(&mut count, tenant, filter, TextIndex::of(self));
                let counted = self.bounded_rows(count, |c| Ok((c.first()?,))).await?;
                counted.first().map_or(0, |(n,)| *n)
            }
        };
        Ok((rows.into_iter().map(|row| row.event).collect(), total))
    }

    /// A list with search words, counted and paged by one statement. To count its
    /// matches a search reads every one's row and tests its words (and looks them up in
    /// the text index), which a separate count and page would each do: here the matches
    /// are found once and kept with their sort keys (`MATERIALIZED`), then counted, and
    /// the page is taken from them in order; only the page's rows are read whole.
    /// Numbering the matches with `COUNT(*) OVER ()` instead cost a search on SQLite
    /// about 6% more instructions, and on PostgreSQL no less time
    /// (docs/decisions/012-sqlite-search.md). A page past the last
    /// match has no row to carry the total; it is counted apart.
    async fn search_events(
        &self,
        tenant: &str,
        filter: &EventFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EventRecord>, i64), StoreError> {
        let order = list_order(filter);
        let mut page =
            Sql::new("WITH matches AS MATERIALIZED (SELECT e.post_id, e.start_local, e.post_date ");
        page.push(matches_from(filter));
        push_filter(&mut page, tenant, filter, TextIndex::of(self));
        page.push(") ")
            .push(EVENT_COLUMNS.as_str())
            .push(", (SELECT COUNT(*) FROM matches) AS total FROM (SELECT e.post_id FROM matches e")
            .push(order);
        page.push_page(limit, offset);
        page.push(
            ") paged JOIN posts p ON p.id = paged.post_id JOIN events e ON e.post_id = paged.post_id",
        );
        page.push(order);
        self.counted_page(page, tenant, filter, offset).await
    }

    pub async fn event(&self, tenant: &str, id: i64) -> Result<Option<EventRecord>, StoreError> {
        self.reader().fetch_optional(event_by_id(tenant, id)).await
    }

    /// The event as the write transaction sees it, so that an update builds on the
    /// latest committed state.
    pub async fn event_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
    ) -> Result<Option<EventRecord>, StoreError> {
        tx.on(tenant)
            .await?
            .fetch_optional(event_by_id(tenant, id))
            .await
    }

    /// The event (of any status) whose slug is `slug`.
    pub async fn event_id_by_slug(
        &self,
        tenant: &str,
        slug: &str,
    ) -> Result<Option<i64>, StoreError> {
        let sql = Sql::new(
            "SELECT id FROM posts WHERE tenant_id = $1 AND post_type = $2 AND slug = $3 ORDER BY id LIMIT 1",
        )
        .bind(tenant)
        .bind(PostType::Event)
        .bind(slug);
        self.reader().scalar_optional(sql).await
    }

    /// The post type of post `id` in `tenant`, or `None` when there is no such post.
    pub async fn post_type(&self, tenant: &str, id: i64) -> Result<Option<PostType>, StoreError> {
        let sql = Sql::new("SELECT post_type FROM posts WHERE tenant_id = $1 AND id = $2")
            .bind(tenant)
            .bind(id);
        self.reader().scalar_optional(sql).await
    }

    /// Ids among `ids` that are not posts of `post_type` in `tenant`.
    pub async fn missing_posts(
        &self,
        tenant: &str,
        post_type: PostType,
        ids: &[i64],
    ) -> Result<Vec<i64>, StoreError> {
        let query =
            Sql::new("SELECT id FROM posts WHERE tenant_id = $1 AND post_type = $2 AND id IN ")
                .bind(tenant)
                .bind(post_type);
        self.missing_ids(query, ids).await
    }

    /// Makes `base` unique among the slugs of `post_type` in `tenant` by appending
    /// `-2`, `-3`, ... as WordPress does; `own_id` is the post being saved. Other
    /// posts' translated slugs count as taken too, as [`Store::insert_post`] says.
    pub async fn unique_slug(
        tx: &mut WriteTx,
        tenant: &str,
        post_type: PostType,
        base: &str,
        own_id: i64,
    ) -> Result<String, StoreError> {
        first_free_slug(tx, tenant, base, |numbered| {
            let mut sql = Sql::new(
                "SELECT slug FROM posts WHERE tenant_id = $1 AND post_type = $2 AND id <> $3 AND ",
            )
            .bind(tenant)
            .bind(post_type)
            .bind(own_id);
            numbered.push(&mut sql, "slug");
            sql.push(
                " UNION ALL SELECT tr.slug FROM post_translations tr JOIN posts o ON o.id = tr.post_id \
                 WHERE tr.tenant_id = $1 AND o.post_type = $2 AND tr.post_id <> $3 AND ",
            );
            numbered.push(&mut sql, "tr.slug");
            sql
        })
        .await
    }

    /// Inserts an event and returns its id; its slug is made unique as
    /// [`Store::insert_post`] makes it (`d.post.slug` says which). Where the backend
    /// chains writes, one statement writes the post's row and the event's.
    pub async fn insert_event(
        tx: &mut WriteTx,
        tenant: &str,
        d: &mut EventData,
    ) -> Result<i64, StoreError> {
        if !tx.on(tenant).await?.chains_writes() {
            let id = Store::insert_post(tx, tenant, PostType::Event, &mut d.post).await?;
            let sql = event_insert(Sql::default(), tenant, d, Some(id));
            tx.on(tenant).await?.execute(sql).await?;
            return Ok(id);
        }
        let id = claiming_slug(
            tx,
            tenant,
            PostType::Event,
            d,
            |d| &mut d.post,
            |d| {
                let post = post_insert(tenant, PostType::Event, &d.post);
                event_insert(Sql::with_written("post", post), tenant, d, None)
            },
        )
        .await?;
        note_inserted(tx, tenant, PostType::Event, id, &d.post);
        Ok(id)
    }

    /// Overwrites the stored fields of event `id` that differ from `before` (as the
    /// same transaction read them) with those of `d`; its slug is made unique as
    /// [`Store::update_post`] makes it; the event's revision goes up by one, whatever
    /// changed. Where the backend chains writes and the post's row changes too (the
    /// status staying), one statement writes both rows.
    pub async fn update_event(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        before: &EventData,
        d: &mut EventData,
    ) -> Result<(), StoreError> {
        // A change of status reaches the event row through a trigger on posts, which in
        // a chained statement would run after the event's own update and count the
        // event's day under the old status after it left it (`event_days`).
        if tx.on(tenant).await?.chains_writes()
            && before.post.status == d.post.status
            && let Some(mut post) = post_update(tenant, id, PostType::Event, &before.post, &d.post)
        {
            let mut sql = event_update(
                Sql::with_written("post", mem::take(post.push(" RETURNING id"))),
                tenant,
                id,
                before,
                d,
            );
            sql.push(" AND EXISTS (SELECT 1 FROM post) RETURNING post_id");
            if tx
                .on(tenant)
                .await?
                .scalar_optional::<i64>(sql)
                .await?
                .is_some()
            {
                return note_updated(tx, tenant, id, PostType::Event, &before.post, &d.post).await;
            }
            // The post's slug is taken, and nothing was written: the general way
            // below finds the first free one.
        }
        Store::update_post(tx, tenant, id, PostType::Event, &before.post, &mut d.post).await?;
        let sql = event_update(Sql::default(), tenant, id, before, d);
        tx.on(tenant).await?.execute(sql).await?;
        Ok(())
    }

    /// The ids of the terms event `id` has, of `taxonomy` or of both.
    pub async fn terms_of_event_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        taxonomy: Option<Taxonomy>,
    ) -> Result<Vec<i64>, StoreError> {
        let mut sql = Sql::new(
            "SELECT et.term_id FROM event_terms et JOIN terms t ON t.id = et.term_id \
             WHERE et.tenant_id = $1 AND et.event_id = $2",
        )
        .bind(tenant)
        .bind(id);
        if let Some(taxonomy) = taxonomy {
            sql.push(" AND t.taxonomy = ").push_bind(taxonomy);
        }
        tx.on(tenant).await?.scalars(sql).await
    }

    /// Replaces the organizers of an event, keeping the given order.
    pub async fn set_event_organizers(
        tx: &mut WriteTx,
        tenant: &str,
        event_id: i64,
        organizer_ids: &[i64],
    ) -> Result<(), StoreError> {
        let mut db = tx.on(tenant).await?;
        // The tenant is checked on the post, not on the link rows: with `tenant_id = $1`
        // there, SQLite's planner picks the (tenant_id, organizer_id) index over the
        // primary key and reads every link of the tenant for each event written.
        db.execute(
            Sql::new(
                "DELETE FROM event_organizers WHERE event_id = $2 \
                 AND event_id IN (SELECT id FROM posts WHERE tenant_id = $1 AND id = $2)",
            )
            .bind(tenant)
            .bind(event_id),
        )
        .await?;
        // One statement for all of them: PostgreSQL's trigger that copies the ids onto
        // the event row runs once per statement, and each statement is a round trip. An
        // organizer named twice keeps its first place.
        let mut rows: Vec<(usize, i64)> = Vec::with_capacity(organizer_ids.len());
        for (position, organizer_id) in organizer_ids.iter().copied().enumerate() {
            if !rows.iter().any(|(_, id)| *id == organizer_id) {
                rows.push((position, organizer_id));
            }
        }
        if !rows.is_empty() {
            let mut sql = Sql::new(
                "INSERT INTO event_organizers (tenant_id, event_id, organizer_id, position) VALUES ",
            );
            for (i, (position, organizer_id)) in rows.into_iter().enumerate() {
                sql.push(if i == 0 { "(" } else { ", (" })
                    .push_bind(tenant)
                    .push(", ")
                    .push_bind(event_id)
                    .push(", ")
                    .push_bind(organizer_id)
                    .push(", ")
                    .push_bind(position as i64)
                    .push(")");
            }
            db.execute(sql).await?;
        }
        tx.changed(tenant, [Part::Post(event_id), Part::Events]);
        tx.item_changed(tenant, ItemType::Event, event_id, Action::Updated);
        Ok(())
    }

    /// Links new events (which have no links yet) to organizers and terms in a few
    /// multi-row inserts: `organizers` holds `(event, organizer, position)`, `terms`
    /// holds `(event, term)`. For bulk loads; writes of one event use
    /// [`Store::set_event_organizers`] and [`Store::set_event_terms`].
    pub async fn add_event_links(
        tx: &mut WriteTx,
        tenant: &str,
        organizers: &[(i64, i64, i64)],
        terms: &[(i64, i64)],
    ) -> Result<(), StoreError> {
        const ROWS: usize = 500;
        let mut db = tx.on(tenant).await?;
        for chunk in organizers.chunks(ROWS) {
            let mut qb = Sql::new(
                "INSERT INTO event_organizers (tenant_id, event_id, organizer_id, position) VALUES ",
            );
            for (i, (event, organizer, position)) in chunk.iter().enumerate() {
                qb.push(if i == 0 { "(" } else { ", (" })
                    .push_bind(tenant)
                    .push(", ")
                    .push_bind(*event)
                    .push(", ")
                    .push_bind(*organizer)
                    .push(", ")
                    .push_bind(*position)
                    .push(")");
            }
            qb.push(" ON CONFLICT (event_id, organizer_id) DO NOTHING");
            db.execute(qb).await?;
        }
        for chunk in terms.chunks(ROWS) {
            let mut qb = Sql::new("INSERT INTO event_terms (tenant_id, event_id, term_id) VALUES ");
            for (i, (event, term)) in chunk.iter().enumerate() {
                qb.push(if i == 0 { "(" } else { ", (" })
                    .push_bind(tenant)
                    .push(", ")
                    .push_bind(*event)
                    .push(", ")
                    .push_bind(*term)
                    .push(")");
            }
            qb.push(" ON CONFLICT (event_id, term_id) DO NOTHING");
            db.execute(qb).await?;
        }
        tx.changed_whole(tenant);
        let events = organizers.iter().map(|(event, ..)| *event);
        for event in events.chain(terms.iter().map(|(event, _)| *event)) {
            tx.item_changed(tenant, ItemType::Event, event, Action::Updated);
        }
        Ok(())
    }

    /// Replaces the terms of one taxonomy on an event.
    pub async fn set_event_terms(
        tx: &mut WriteTx,
        tenant: &str,
        event_id: i64,
        taxonomy: Taxonomy,
        term_ids: &[i64],
    ) -> Result<(), StoreError> {
        let before = Store::terms_of_event_in_tx(tx, tenant, event_id, Some(taxonomy)).await?;
        let mut db = tx.on(tenant).await?;
        let sql = Sql::new(
            "DELETE FROM event_terms WHERE tenant_id = $1 AND event_id = $2 \
             AND term_id IN (SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $3)",
        )
        .bind(tenant)
        .bind(event_id)
        .bind(taxonomy);
        db.execute(sql).await?;
        for term_id in term_ids {
            let sql = Sql::new(
                "INSERT INTO event_terms (tenant_id, event_id, term_id) VALUES ($1, $2, $3) ON CONFLICT (event_id, term_id) DO NOTHING",
            )
            .bind(tenant)
            .bind(event_id)
            .bind(*term_id);
            db.execute(sql).await?;
        }
        tx.changed(tenant, [Part::Post(event_id), Part::Events]);
        tx.item_changed(tenant, ItemType::Event, event_id, Action::Updated);
        // A term the event gained or lost lists and counts it differently.
        let moved: Vec<Part> = before
            .iter()
            .filter(|t| !term_ids.contains(t))
            .chain(term_ids.iter().filter(|t| !before.contains(t)))
            .map(|t| Part::Term(*t))
            .collect();
        if !moved.is_empty() {
            tx.changed(tenant, moved.into_iter().chain([Part::Terms]));
        }
        Ok(())
    }

    /// Publishes scheduled posts whose date has come, as WordPress's cron does: one
    /// transaction per tenant, under that tenant's write lock like any other write.
    pub async fn publish_due_posts(&self, now_utc: &str) -> Result<u64, StoreError> {
        let tenants: Vec<String> = self
            .reader()
            .scalars(Sql::new(DUE_TENANTS).bind(now_utc))
            .await?;
        let mut done = 0;
        for tenant in tenants {
            let mut tx = self.begin_write();
            let sql = Sql::new(PUBLISH_DUE)
                .bind(PostStatus::Publish)
                .bind(now_utc)
                .bind(&tenant);
            let published: Vec<(i64, PostType)> = tx.on(&tenant).await?.fetch_all(sql).await?;
            done += published.len() as u64;
            for (id, post_type) in published {
                if let Some(item) = ItemType::of_post(post_type) {
                    tx.item_changed(&tenant, item, id, Action::Updated);
                }
            }
            tx.changed_whole(&tenant);
            tx.commit().await?;
        }
        Ok(done)
    }
}
