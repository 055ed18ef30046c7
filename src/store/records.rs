//! The venues, organizers, terms and images that events embed, remembered in memory
//! while the change log says they are unchanged.
//!
//! A page of events embeds a handful of them, and the same few serve page after page
//! (a calendar has many events and few venues), so reading them anew for each page
//! costs more than the page itself. Each remembered record carries the [`Mark`] of
//! the log taken before it was read; it serves a read while its own part (the post or
//! the term) has not changed since that mark, exactly as a cached response does.
//! Which records a page needs comes with the event rows (their link ids), so a page
//! whose records are all remembered is read in its count and page statements alone.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use moka::sync::Cache;

use crate::store::changes::{Mark, Part};
use crate::store::columns::OwnColumns;
use crate::store::error::StoreError;
use crate::store::handle::Store;
use crate::store::images::ImageRecord;
use crate::store::posts::PostData;
use crate::store::sql::Arg;
use crate::store::terms::TermRecord;
use crate::store::venues_organizers::{ORGANIZERS, OrganizerRecord, VENUES, VenueRecord};

/// Where a read of embedded records may take them from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recall {
    /// The tenant's change log was brought up to date when the request arrived (every
    /// read answered through the read cache's middleware): remembered records that
    /// are unchanged since serve.
    Remembered,
    /// From the store only, and not remembered: a write's answer, which must show what
    /// it just wrote before the log (on PostgreSQL the store's, followed per request)
    /// holds it, and reads while cached reads are not served.
    Stored,
}

/// Bytes of venues or organizers remembered: all of a calendar's, up to about 30,000
/// venues (demo-data's million events have 20,000 venues and 10,000 organizers, about
/// 10 and 4 MB). A page's events link to any of them, so a budget that holds only
/// some makes most pages read some again; memory is taken only for records read.
const LINKED_BYTES: u64 = 16 * 1024 * 1024;

/// Bytes of terms, or of images, remembered: a few thousand. A calendar has few terms,
/// and most images are one event's own, so more would hold little that is read again.
const OTHER_BYTES: u64 = 1024 * 1024;

/// Longest life of a remembered record, as of a cached response: bounds staleness
/// from changes that reach the store other than through this process's API.
const REMEMBERED_FOR: Duration = Duration::from_secs(60);

/// Records of every tenant of one store, by id (ids are unique within a store).
pub struct Records {
    venues: Cache<i64, Arc<Remembered<VenueRecord>>>,
    organizers: Cache<i64, Arc<Remembered<OrganizerRecord>>>,
    terms: Cache<i64, Arc<Remembered<TermRecord>>>,
    images: Cache<i64, Arc<Remembered<ImageRecord>>>,
}

/// A record as read, with the tenant it belongs to and the log's mark before the read.
pub struct Remembered<T> {
    tenant: String,
    mark: Mark,
    /// Shared with the pages that embed it, which copy it only to give it another
    /// language's text.
    record: Arc<T>,
}

/// A kind of record the cache keeps: where, under which part of the tenant's data, at
/// what weight, and how it is read from the store.
pub trait Kept: Clone + Send + Sync + Sized + 'static {
    /// Bytes of the kind remembered, by [`Kept::weight`].
    const BYTES: u64;
    fn id(&self) -> i64;
    /// The part of the tenant's data whose changes change the record.
    fn part(id: i64) -> Part;
    /// Bytes the record takes, roughly: its texts and a fixed overhead.
    fn weight(&self) -> usize;
    /// The kind's cache.
    fn kept(records: &Records) -> &Cache<i64, Arc<Remembered<Self>>>;
    /// The records with `ids`, read from the store.
    fn load<'a>(
        store: &'a Store,
        tenant: &'a str,
        ids: &'a [i64],
    ) -> impl Future<Output = Result<Vec<Self>, StoreError>> + Send + 'a;
}

/// Bytes counted per record beside its texts.
const RECORD_OVERHEAD: usize = 256;

/// The weight of a venue or organizer: its post's texts and its own columns' texts.
fn linked_weight(post: &PostData, fields: &impl OwnColumns) -> usize {
    let own: usize = fields
        .bindings()
        .iter()
        .map(|(_, value)| match value {
            Arg::Text(Some(text)) => text.len(),
            _ => 0,
        })
        .sum();
    RECORD_OVERHEAD
        + own
        + post.title.len()
        + post.content.len()
        + post.excerpt.len()
        + post.slug.len()
        + post.password.len()
}

impl Kept for VenueRecord {
    const BYTES: u64 = LINKED_BYTES;
    fn id(&self) -> i64 {
        self.id
    }
    fn part(id: i64) -> Part {
        Part::Post(id)
    }
    fn weight(&self) -> usize {
        linked_weight(&self.post, &self.fields)
    }
    fn kept(records: &Records) -> &Cache<i64, Arc<Remembered<Self>>> {
        &records.venues
    }
    async fn load(store: &Store, tenant: &str, ids: &[i64]) -> Result<Vec<Self>, StoreError> {
        store.linked_by_ids(&VENUES, tenant, ids).await
    }
}

impl Kept for OrganizerRecord {
    const BYTES: u64 = LINKED_BYTES;
    fn id(&self) -> i64 {
        self.id
    }
    fn part(id: i64) -> Part {
        Part::Post(id)
    }
    fn weight(&self) -> usize {
        linked_weight(&self.post, &self.fields)
    }
    fn kept(records: &Records) -> &Cache<i64, Arc<Remembered<Self>>> {
        &records.organizers
    }
    async fn load(store: &Store, tenant: &str, ids: &[i64]) -> Result<Vec<Self>, StoreError> {
        store.linked_by_ids(&ORGANIZERS, tenant, ids).await
    }
}

impl Kept for TermRecord {
    const BYTES: u64 = OTHER_BYTES;
    fn id(&self) -> i64 {
        self.id
    }
    fn part(id: i64) -> Part {
        Part::Term(id)
    }
    fn weight(&self) -> usize {
        RECORD_OVERHEAD + self.name.len() + self.slug.len() + self.description.len()
    }
    fn kept(records: &Records) -> &Cache<i64, Arc<Remembered<Self>>> {
        &records.terms
    }
    async fn load(store: &Store, tenant: &str, ids: &[i64]) -> Result<Vec<Self>, StoreError> {
        store.stored_terms_by_ids(tenant, ids).await
    }
}

impl Kept for ImageRecord {
    const BYTES: u64 = OTHER_BYTES;
    fn id(&self) -> i64 {
        self.id
    }
    fn part(id: i64) -> Part {
        Part::Post(id)
    }
    fn weight(&self) -> usize {
        RECORD_OVERHEAD + self.url.len()
    }
    fn kept(records: &Records) -> &Cache<i64, Arc<Remembered<Self>>> {
        &records.images
    }
    async fn load(store: &Store, tenant: &str, ids: &[i64]) -> Result<Vec<Self>, StoreError> {
        store.stored_images_by_ids(tenant, ids).await
    }
}

fn cache<T: Kept>() -> Cache<i64, Arc<Remembered<T>>> {
    Cache::builder()
        .weigher(|_: &i64, r: &Arc<Remembered<T>>| {
            u32::try_from(r.record.weight()).unwrap_or(u32::MAX)
        })
        .max_capacity(T::BYTES)
        .time_to_live(REMEMBERED_FOR)
        .build()
}

impl Default for Records {
    fn default() -> Self {
        Records {
            venues: cache(),
            organizers: cache(),
            terms: cache(),
            images: cache(),
        }
    }
}

impl Records {
    /// The records of kind `T` with `ids`, by id: with [`Recall::Remembered`] those
    /// remembered and unchanged, the rest read from the store in one query and then
    /// remembered; with [`Recall::Stored`] all from the store.
    pub async fn get<T: Kept>(
        &self,
        store: &Store,
        tenant: &str,
        ids: &[i64],
        how: Recall,
    ) -> Result<HashMap<i64, Arc<T>>, StoreError> {
        if how == Recall::Stored {
            // Not remembered either: on PostgreSQL this instance's log may not have
            // been followed yet, and a mark taken from it would not date the read.
            let stored = T::load(store, tenant, ids).await?;
            return Ok(stored.into_iter().map(|r| (r.id(), Arc::new(r))).collect());
        }
        let cache = T::kept(self);
        let changes = store.changes();
        let mut ids = ids.to_vec();
        ids.sort_unstable();
        ids.dedup();
        let candidates: Vec<(i64, Option<Arc<Remembered<T>>>)> = ids
            .iter()
            .map(|id| (*id, cache.get(id).filter(|r| r.tenant == tenant)))
            .collect();
        let current = changes.unchanged_parts_since(
            tenant,
            candidates
                .iter()
                .filter_map(|(id, r)| r.as_ref().map(|r| (r.mark, T::part(*id)))),
        );
        let mut current = current.into_iter();
        let mut found = HashMap::with_capacity(ids.len());
        let mut missing = Vec::new();
        for (id, remembered) in candidates {
            match remembered {
                Some(r) if current.next() == Some(true) => {
                    found.insert(id, Arc::clone(&r.record));
                }
                _ => missing.push(id),
            }
        }
        if missing.is_empty() {
            return Ok(found);
        }
        // Taken before the read: a change committed while it runs leaves what it read
        // stale.
        let mark = changes.mark(tenant);
        for record in T::load(store, tenant, &missing).await? {
            let record = Arc::new(record);
            cache.insert(
                record.id(),
                Arc::new(Remembered {
                    tenant: tenant.to_string(),
                    mark,
                    record: Arc::clone(&record),
                }),
            );
            found.insert(record.id(), record);
        }
        Ok(found)
    }
}
