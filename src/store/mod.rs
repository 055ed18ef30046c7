//! The data store behind a backend-neutral interface.
//!
//! Handlers call the methods of [`Store`] and never see a pool or SQL. Queries use
//! `$N` placeholders and standard SQL so the same text serves every backend.
//! SQLite is the embedded default: WAL, a reader pool, and a single writer
//! connection whose transactions begin with `BEGIN IMMEDIATE`, so concurrent writers
//! queue for the write lock instead of failing with "database is locked".

pub mod events;
pub mod linked;
pub mod links;
pub mod posts;
pub mod terms;
pub mod users;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Pool, Sqlite, Transaction};

/// The SQL dialect queries are checked against; `$N` placeholders keep them portable.
pub type Db = Sqlite;
/// A write transaction: every write of one request happens inside exactly one.
pub type WriteTx = Transaction<'static, Db>;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");

/// Connection to the calendar store.
#[derive(Clone)]
pub struct Store {
    read: Pool<Db>,
    write: Pool<Db>,
}

/// Why the store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("unsupported database URL `{0}`: use sqlite://PATH?mode=rwc")]
    UnsupportedUrl(String),
    #[error("cannot open the database: {0}")]
    Connect(#[from] sqlx::Error),
    #[error("cannot apply migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl Store {
    /// Opens the database named by `url` (not yet migrated).
    pub async fn open(url: &str) -> Result<Store, OpenError> {
        if !url.starts_with("sqlite:") {
            return Err(OpenError::UnsupportedUrl(redact(url)));
        }
        let options = SqliteConnectOptions::from_str(url)?
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        // The writer connects first so that `mode=rwc` creates the file before readers open it.
        let write = SqlitePoolOptions::new()
            .max_connections(1)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options.clone())
            .await?;
        let read = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options.read_only(true))
            .await?;
        Ok(Store { read, write })
    }

    /// Applies every pending migration.
    pub async fn migrate(&self) -> Result<(), OpenError> {
        MIGRATOR.run(&self.write).await?;
        Ok(())
    }

    /// Opens and migrates: what `serve` does at start.
    pub async fn open_migrated(url: &str) -> Result<Store, OpenError> {
        let store = Self::open(url).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// True when the store answers and every known migration is applied.
    pub async fn ready(&self) -> bool {
        let applied: Result<i64, _> =
            sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations WHERE success")
                .fetch_one(&self.read)
                .await;
        matches!(applied, Ok(n) if n as usize >= MIGRATOR.iter().count())
    }

    /// Starts the one write transaction of a request.
    pub async fn begin_write(&self) -> Result<WriteTx, sqlx::Error> {
        self.write.begin_with("BEGIN IMMEDIATE").await
    }

    pub(crate) fn reader(&self) -> &Pool<Db> {
        &self.read
    }

    /// `(pool, open connections, idle connections)` of each pool.
    pub fn pool_use(&self) -> [(&'static str, u32, usize); 2] {
        [
            ("read", self.read.size(), self.read.num_idle()),
            ("write", self.write.size(), self.write.num_idle()),
        ]
    }

    /// Closes both pools; in-flight queries finish first.
    pub async fn close(&self) {
        self.read.close().await;
        self.write.close().await;
    }
}

/// A database URL safe to print: any password is masked.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let userinfo = &url[scheme_end + 3..at];
            match userinfo.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme_end + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// Current UTC time in the stored text form.
pub fn now_utc() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc().with_nanosecond_zero()
}

trait ZeroNanos {
    fn with_nanosecond_zero(self) -> Self;
}
impl ZeroNanos for chrono::NaiveDateTime {
    fn with_nanosecond_zero(self) -> Self {
        use chrono::Timelike;
        self.with_nanosecond(0).unwrap_or(self)
    }
}

/// Escapes `LIKE` wildcards in `text` (for use with `ESCAPE '\\'`).
pub fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Appends `(id, id, ...)` for an `IN` clause; an empty list becomes `(-1)`, which
/// matches nothing, since `IN ()` is not valid SQL.
pub(crate) fn push_ids(qb: &mut sqlx::QueryBuilder<Db>, ids: &[i64]) {
    qb.push("(");
    let mut sep = qb.separated(", ");
    for id in ids {
        sep.push_bind(*id);
    }
    if ids.is_empty() {
        sep.push("-1");
    }
    qb.push(")");
}

/// `LIKE` pattern matching `needle` anywhere.
pub fn contains_pattern(needle: &str) -> String {
    format!("%{}%", escape_like(needle))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_pattern_escapes_wildcards() {
        assert_eq!(contains_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
    }

    #[test]
    fn redacts_passwords_only() {
        assert_eq!(redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(
            redact("sqlite://calendar.db?mode=rwc"),
            "sqlite://calendar.db?mode=rwc"
        );
    }
}
