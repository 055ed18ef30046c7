//! Shared application state: cheap to clone, one per process.

use std::ops::Deref;
use std::sync::Arc;

use crate::auth::Authenticator;
use crate::config::Config;
use crate::i18n::I18n;
use crate::store::Store;

/// Everything a request handler may need.
pub struct Inner {
    pub config: Config,
    pub store: Store,
    pub i18n: I18n,
    pub auth: Authenticator,
}

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
        }))
    }
}

impl Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
