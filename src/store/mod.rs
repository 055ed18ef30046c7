//! The data store behind a backend-neutral interface.
//!
//! Handlers call the methods of [`Store`] and never see a pool or SQL. Every query is
//! written once, as an [`Sql`] value with `$N` placeholders and standard SQL, and run
//! on the backend the URL chose (see [`sql`] for why a value rather than generics).
//!
//! - SQLite (`sqlite://`), the embedded default: WAL, a reader pool, and a single
//!   writer connection whose transactions begin with `BEGIN IMMEDIATE`, so concurrent
//!   writers queue for the write lock instead of failing with "database is locked";
//!   writes queued together share one commit ([`writer`]).
//! - PostgreSQL (`postgres://`), for several instances sharing one database: a reader
//!   pool (read-only sessions) and a small writer pool. Each write transaction takes a
//!   transaction-scoped advisory lock on its tenant before its first statement, so the
//!   read-then-write steps of a request (unique slugs, reusing a duplicate venue) run
//!   one at a time per tenant across every process, as SQLite's single writer runs them;
//!   a tenant's writes queued in one process share a transaction and its lock
//!   ([`writer`]).

pub(crate) mod changes;
pub(crate) mod clock;
pub(crate) mod columns;
pub(crate) mod direct;
pub(crate) mod error;
pub(crate) mod events;
pub(crate) mod feed;
pub(crate) mod file;
pub(crate) mod handle;
pub(crate) mod images;
pub(crate) mod item_changes;
pub(crate) mod patterns;
pub(crate) mod posts;
pub(crate) mod records;
pub(crate) mod schema;
pub(crate) mod search;
pub(crate) mod slugs;
pub(crate) mod sql;
pub(crate) mod terms;
pub(crate) mod text_contains;
pub(crate) mod translations;
pub(crate) mod users;
pub(crate) mod venues_organizers;
pub(crate) mod writer;
pub(crate) mod writes_thread;

pub use clock::now_utc;
pub use error::StoreError;
pub use events::{DUE_TENANTS, PUBLISH_DUE};
pub use file::{StoreLock, sqlite_path};
pub use handle::{BackupError, OpenError, Store, WriteTx, redact};
