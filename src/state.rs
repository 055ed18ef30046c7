//! Shared application state: cheap to clone, one per process.

use std::ops::Deref;
use std::sync::Arc;
use std::time::Duration;

use crate::auth::Authenticator;
use crate::config::Config;
use crate::http::cache::ResponseCache;
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
        }))
    }
}

impl Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
