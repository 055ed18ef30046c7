//! Shared application state: cheap to clone, one per process.

use std::ops::Deref;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use crate::auth::Authenticator;
use crate::cache::ResponseCache;
use crate::config::Config;
use crate::i18n::I18n;
use crate::store::Store;
use crate::store::records::Records;

/// Everything a request handler may need.
pub struct Inner {
    pub config: Config,
    pub store: Store,
    pub i18n: I18n,
    pub auth: Authenticator,
    pub cache: ResponseCache,
    /// The venues, organizers, terms and images events embed, while unchanged.
    pub records: Records,
    /// Turns of reads that the cache cannot answer (see [`renders_at_once`]).
    pub renders: Semaphore,
    /// Turns of iCalendar feeds the cache cannot answer: one per CPU (see
    /// [`feeds_at_once`]).
    pub feed_renders: Semaphore,
    /// When this process started (UTC): what it serves may have changed then (its
    /// configuration, its release), whatever the store says.
    pub started: chrono::NaiveDateTime,
}

/// Reads the cache cannot answer that are rendered at once: two per CPU. Rendering is
/// CPU work in this process (and short waits on the store); with every miss of 64
/// connections rendering together, each write's statements queued behind all of them
/// for the CPU, and it held the store's one writer that long (soak at 10k events, one
/// CPU: 1,750 req/s, p99 451 ms, against 2,984 req/s, p99 254 ms with two at once).
/// A read that waited for its turn looks in the cache again: the one before it may
/// have rendered the same answer.
fn renders_at_once() -> usize {
    2 * std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Feeds rendered at once, besides the turn every render takes: a feed is rendered
/// whole, its events, their text and the document in memory at once, where an API
/// answer holds a page. Under a stream of uncached feeds of 2,000 events, the server's
/// peak memory at 100,000 events was 110 MB when every render's turn could be a feed,
/// 93 MB with one feed per CPU, which rendered as many per second (9 on one CPU): each
/// keeps its CPU busy.
fn feeds_at_once() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Bytes of rendered responses the read cache may hold.
const READ_CACHE_BYTES: u64 = 16 * 1024 * 1024;
/// Longest life of a cached read: bounds staleness from changes that reach the store
/// other than through this process's API (scheduled publishing, the `user` commands).
const READ_CACHE_TTL: Duration = Duration::from_secs(60);

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

impl AppState {
    pub fn new(config: Config, store: Store, i18n: I18n) -> Self {
        let auth = Authenticator::new(config.failure_limit);
        AppState(Arc::new(Inner {
            config,
            store,
            i18n,
            auth,
            cache: ResponseCache::new(READ_CACHE_BYTES, READ_CACHE_TTL),
            records: Records::default(),
            renders: Semaphore::new(renders_at_once()),
            feed_renders: Semaphore::new(feeds_at_once()),
            started: crate::store::now_utc(),
        }))
    }
}

impl Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
