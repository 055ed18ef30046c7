//! [`Store`], the handle on one database, and [`WriteTx`], a write transaction on it:
//! opening, pools, migrations, and the operations on the database as a whole.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{ConnectOptions, Connection, Pool, Postgres, Sqlite};

use crate::config::StoreLimits;
use crate::domain::dates::WpDateTime;
use crate::domain::items::{Action, ItemChange, ItemType};
use crate::store::changes::{Change, ChangeLog, Changed, Followed, Part};
use crate::store::clock::now_utc;
use crate::store::direct::{Decode, DirectReaders, Statistics};
use crate::store::error::StoreError;
use crate::store::file::{Unusable, UrlMode, sqlite_path, why_unusable};
use crate::store::sql::{Db, Record, Sql, Target};
use crate::store::writer::{Changes, KeepsChangeLog, Sharing, Turn, Writer};

pub(crate) static SQLITE_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

/// PostgreSQL connections per instance: readers serve every request outside a write
/// ([`default_postgres_readers`], or `[limits]`); writers are the writer tasks' (one
/// each, [`PG_WRITE_LANES`]) and one for the single-statement writes outside them.
/// Instances × (readers + writers) must stay below the server's `max_connections`
/// minus its reserved ones (100 − 3 by default).
const PG_WRITERS: u32 = PG_WRITE_LANES as u32 + 1;

/// Reader connections to PostgreSQL at `host` (a name, an address, or the directory of
/// a Unix socket) when `[limits]` does not set them. Each reader's statements run in
/// a process of the database server, and more readers than its CPUs only queue there,
/// ahead of the writers' statements, whose round trips every queued write waits for.
/// On this machine its CPUs are this machine's `cpus`; elsewhere they are not known,
/// and eight readers keep a larger server busy.
fn default_postgres_readers(host: &str, cpus: usize) -> u32 {
    let here = host.starts_with('/')
        || host.eq_ignore_ascii_case("localhost")
        || host
            .trim_matches(|c| c == '[' || c == ']')
            .parse::<std::net::IpAddr>()
            .is_ok_and(|address| address.is_loopback());
    if here { readers(cpus) } else { MOST_READERS }
}

/// The most reader connections either backend opens by default.
const MOST_READERS: u32 = 8;

/// `wanted` reader connections within the bounds both backends keep: at least two, so
/// that one long read does not hold up every other, and at most [`MOST_READERS`].
fn readers(wanted: usize) -> u32 {
    u32::try_from(wanted)
        .unwrap_or(u32::MAX)
        .clamp(2, MOST_READERS)
}

/// The CPUs this process may run on.
fn cpus() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// PostgreSQL's writer tasks per instance. A tenant's writes take turns under its lock
/// whichever instance serves them, so one task serves all of a tenant's; more tasks
/// let several tenants' writes run at once.
const PG_WRITE_LANES: usize = 3;

/// SQLite reader connections, of each kind (the pool's, and the direct readers of
/// lists): reads are CPU-bound in this process, so two per CPU keep every core busy;
/// more would only add page caches (2 MB each) to memory.
fn sqlite_readers() -> u32 {
    readers(cpus() * 2)
}

/// How long opening a PostgreSQL store waits for the server's first answer.
const PG_CONNECT_WAIT: Duration = Duration::from_secs(10);

/// Whether opening an SQLite store may create its file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Creation {
    /// As the URL's `mode` says (`rwc` creates).
    AsTheUrlSays,
    Never,
}

/// First key of the advisory locks taken on tenants (the second is the hash of the
/// tenant id), so that they cannot meet locks other software takes on the database.
const TENANT_LOCK_SPACE: i32 = 0x4347_5701;

/// The statement that takes `tenant`'s write lock on PostgreSQL, held to the end of
/// the transaction. The tenant is written into it, so that a writer can send it with
/// `BEGIN` in one round trip (tenant ids are `a-z`, `0-9` and `-`, and quoted anyway).
fn tenant_lock(tenant: &str) -> String {
    format!(
        "SELECT pg_advisory_xact_lock({TENANT_LOCK_SPACE}, hashtext('{}'))",
        tenant.replace('\'', "''")
    )
}

/// PostgreSQL channel on which committed writes that changed a whole tenant name it.
pub const WRITES_CHANNEL: &str = "calendar_gateway_writes";
/// `application_name` of each kind of connection, so operators can tell them apart.
pub const LISTENER_NAME: &str = "calendar-gateway-listener";
pub const READER_NAME: &str = "calendar-gateway-reader";
pub const WRITER_NAME: &str = "calendar-gateway-writer";

/// Connection to the calendar store.
#[derive(Clone)]
pub struct Store {
    pools: Pools,
    /// Statements slower than this are logged.
    slow_statement: Duration,
    /// What the writes of each tenant changed, as far as this process knows.
    changes: Arc<ChangeLog>,
}

/// Parts one read of the store's log takes at most; an instance that falls further
/// behind (idle while many writes went by) drops the tenant's cached reads instead.
const FOLLOWED_PARTS: i64 = 10_000;

/// The statements that merge the segments of SQLite's search indexes, bound to the
/// pages one step may write ([`Store::merge_search_indexes`]).
const SEARCH_INDEX_MERGES: [&str; 2] = [
    "INSERT INTO event_search (event_search, rank) VALUES ('merge', $1)",
    "INSERT INTO post_translations_search (post_translations_search, rank) VALUES ('merge', $1)",
];

/// Pages one step of a merge of a search index may write: about a megabyte, a few
/// milliseconds of the writer's time.
const MERGE_STEP_PAGES: i64 = 256;

#[derive(Clone)]
enum Pools {
    Sqlite {
        read: Pool<Sqlite>,
        /// The one writer connection: write transactions take turns on it through
        /// `writer`; single statements outside them use it directly.
        write: Pool<Sqlite>,
        writer: Writer<Sqlite>,
        /// Longest run of one read statement.
        read_statement: Duration,
        /// Where lists of events run, each statement and its rows in one turn.
        direct: Arc<DirectReaders>,
        /// When the planner's statistics were last refreshed, which readers opened
        /// before do not see.
        statistics: Arc<Statistics>,
        /// The database file and what its URL lets be done with it; `None` in memory.
        on_disk: Option<(PathBuf, UrlMode)>,
    },
    Postgres {
        read: Pool<Postgres>,
        /// The writer tasks' connections, and one for single statements outside them.
        write: Pool<Postgres>,
        writer: Writer<Postgres>,
        /// For connections outside the pools, which may wait longer than a request
        /// does: the migrator's (behind another instance's migrations) and the one
        /// listening for other instances' writes.
        direct: Box<PgConnectOptions>,
    },
}

/// A write transaction: every write of one request happens inside exactly one, which
/// may share its commit with other writes ([`crate::store::writer`]). Dropping it
/// without [`WriteTx::commit`] rolls back.
pub struct WriteTx {
    tx: Tx,
    /// Statements slower than this are logged.
    slow_statement: Duration,
    /// What its writes changed, in each tenant they work on.
    changed: Changed,
    /// On PostgreSQL, the tenants whose lock the transaction holds.
    locked: Vec<String>,
}

enum Tx {
    /// Before the first statement: the first tenant the transaction works on chooses
    /// the writer whose turn it takes.
    Waiting(Writers),
    Sqlite(Turn<Sqlite>),
    Postgres(Turn<Postgres>),
}

#[derive(Clone)]
enum Writers {
    Sqlite(Writer<Sqlite>),
    Postgres(Writer<Postgres>),
}

impl WriteTx {
    /// Makes every write of the transaction visible at once (with the writes that share
    /// its commit), and enters what it changed in each tenant in the change log: this
    /// process's on SQLite; on PostgreSQL the store's, inside the transaction, where
    /// every instance reads it. A tenant whose writes named no part changed as a whole:
    /// its counter is raised alone, and every instance is told through a notification
    /// too. Nothing is entered for a transaction that rolls back.
    pub async fn commit(self) -> Result<(), StoreError> {
        match self.tx {
            Tx::Waiting(_) => Ok(()),
            Tx::Sqlite(turn) => turn.commit(self.changed).await,
            Tx::Postgres(turn) => turn.commit(self.changed).await,
        }
    }

    /// Notes that the transaction's writes changed `parts` of `tenant`.
    pub(crate) fn changed(&mut self, tenant: &str, parts: impl IntoIterator<Item = Part>) {
        self.changed.parts(tenant, parts);
    }

    /// Notes that the transaction's writes may have changed anything of `tenant`.
    pub(crate) fn changed_whole(&mut self, tenant: &str) {
        self.changed.whole(tenant);
    }

    /// Notes that the transaction's writes did `action` to an item of `tenant`, which
    /// the change feed reports once the transaction commits.
    pub(crate) fn item_changed(&mut self, tenant: &str, item: ItemType, id: i64, action: Action) {
        self.changed.item(tenant, ItemChange { item, id, action });
    }

    /// The transaction's connection, for statements about `tenant`. The first use
    /// waits for the write's turn on the writer of its tenant, whose transaction on
    /// PostgreSQL holds that tenant's lock; a later use for another tenant waits for
    /// that one's lock too. A lock is held until commit or rollback; with it every
    /// statement that follows sees the writes of the transactions that held it before.
    pub(crate) async fn on(&mut self, tenant: &str) -> Result<Db<'_>, StoreError> {
        let slow = self.slow_statement;
        if let Tx::Waiting(writers) = &self.tx {
            self.tx = match writers {
                Writers::Sqlite(writer) => Tx::Sqlite(writer.turn(tenant).await?),
                Writers::Postgres(writer) => Tx::Postgres(writer.turn(tenant).await?),
            };
            // On PostgreSQL the writer began the transaction holding its tenant's lock.
            if let Tx::Postgres(turn) = &self.tx {
                self.locked.push(turn.begun_for().to_string());
            }
        }
        if let Tx::Postgres(turn) = &mut self.tx
            && !self.locked.iter().any(|locked| locked == tenant)
        {
            turn.db(slow).execute(Sql::new(tenant_lock(tenant))).await?;
            self.locked.push(tenant.to_string());
        }
        self.changed.touched(tenant);
        Ok(match &mut self.tx {
            Tx::Waiting(_) => unreachable!("the write took its turn above"),
            Tx::Sqlite(turn) => turn.db(slow),
            Tx::Postgres(turn) => turn.db(slow),
        })
    }
}

/// SQLite's change log is the serving process's own.
impl KeepsChangeLog for Sqlite {
    fn statements(conn: &mut sqlx::SqliteConnection, slow_statement: Duration) -> Db<'_> {
        Db::new(Target::SqliteTx(conn), slow_statement)
    }

    async fn enter_before_commit(
        _: &mut sqlx::SqliteConnection,
        _: &Changes,
        _: Duration,
    ) -> Result<(), StoreError> {
        Ok(())
    }

    fn enter_after_commit(log: &ChangeLog, changes: &Changes) {
        for (tenant, change) in changes {
            log.record(tenant, change);
        }
    }
}

/// PostgreSQL's change log is in the store, which every instance follows.
impl KeepsChangeLog for Postgres {
    fn statements(conn: &mut sqlx::PgConnection, slow_statement: Duration) -> Db<'_> {
        Db::new(Target::PgTx(conn), slow_statement)
    }

    async fn enter_before_commit(
        conn: &mut sqlx::PgConnection,
        changes: &Changes,
        slow_statement: Duration,
    ) -> Result<(), StoreError> {
        for (tenant, change) in changes {
            log_change(conn, slow_statement, tenant, change).await?;
        }
        Ok(())
    }

    fn enter_after_commit(_: &ChangeLog, _: &Changes) {}
}

/// Enters `change` in the store's log of `tenant`, inside the transaction that made it,
/// in one statement: the tenant's counter goes up by one, and each part changed is
/// stamped with it.
async fn log_change(
    tx: &mut sqlx::PgConnection,
    slow: Duration,
    tenant: &str,
    change: &Change,
) -> Result<(), StoreError> {
    // Never back in time, should this instance's clock be behind the last writer's.
    let written = WpDateTime(now_utc());
    let Change::Parts(parts) = change else {
        let counted = Sql::new(
            "WITH counted AS (INSERT INTO tenant_versions (tenant_id, version, written_utc) \
             VALUES ($1, 1, $3) ON CONFLICT (tenant_id) DO UPDATE SET \
             version = tenant_versions.version + 1, \
             written_utc = GREATEST(tenant_versions.written_utc, EXCLUDED.written_utc) \
             RETURNING tenant_id) \
             SELECT pg_notify($2, tenant_id) FROM counted",
        )
        .bind(tenant)
        .bind(WRITES_CHANNEL)
        .bind(written);
        Db::new(Target::PgTx(tx), slow).execute(counted).await?;
        return Ok(());
    };
    let mut stamps = Sql::new(
        "WITH counted AS (INSERT INTO tenant_versions (tenant_id, version, partial_writes, written_utc) \
         VALUES ($1, 1, 1, $2) ON CONFLICT (tenant_id) DO UPDATE SET \
         version = tenant_versions.version + 1, partial_writes = tenant_versions.partial_writes + 1, \
         written_utc = GREATEST(tenant_versions.written_utc, EXCLUDED.written_utc) \
         RETURNING version) \
         INSERT INTO tenant_class_versions (tenant_id, class, version) \
         SELECT $1, changed.class, counted.version FROM counted, (VALUES ",
    )
    .bind(tenant)
    .bind(written);
    for (i, part) in parts.iter().enumerate() {
        stamps
            .push(if i == 0 { "(" } else { ", (" })
            .push_bind(part.name())
            .push(")");
    }
    stamps.push(
        ") AS changed (class) \
         ON CONFLICT (tenant_id, class) DO UPDATE SET version = EXCLUDED.version",
    );
    Db::new(Target::PgTx(tx), slow).execute(stamps).await?;
    Ok(())
}

/// Why the store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(
        "unsupported database URL `{0}`: use sqlite://PATH?mode=rwc or postgres://USER@HOST/DATABASE"
    )]
    UnsupportedUrl(String),
    /// The commands other than `serve` and `demo-data` never create a store, so that one
    /// run from the wrong directory or with the wrong URL fails instead of working on a
    /// new, empty store.
    #[error(
        "{0} does not exist, and only `serve` and `demo-data` create a store; check --database-url \
         (or DATABASE_URL) and, for a relative path, the working directory"
    )]
    Missing(String),
    #[error(
        "it holds no calendar-gateway store (no migrations were ever applied to it); check the URL, \
         or run `calendar-gateway migrate` to set one up there"
    )]
    NotAStore,
    #[error("cannot open the database: {0}")]
    Connect(#[from] sqlx::Error),
    /// A statement on the store once open: the check that it holds one, or the data
    /// changes that follow the migrations.
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    #[error("cannot open the database: the server did not answer within {0} s")]
    NoAnswer(u64),
    #[error("cannot apply migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The file or its directory, as the operating system sees them.
    #[error("{0}")]
    Unusable(#[from] Unusable),
    #[error("cannot create the database file {path}: {source}")]
    Create {
        path: String,
        source: std::io::Error,
    },
}

impl OpenError {
    /// `error`, met opening the SQLite store at `file` as `mode` says, or what the
    /// file and its directory show to be the cause: SQLite itself says only "unable to
    /// open database file" or "attempt to write a readonly database".
    fn sqlite(error: sqlx::Error, file: &Path, mode: UrlMode) -> OpenError {
        match why_unusable(file, mode) {
            Some(unusable) => OpenError::Unusable(unusable),
            None => OpenError::Connect(error),
        }
    }
}

/// Creates a new SQLite store file, when the URL asks for one (`mode=rwc`), readable
/// and writable by its owner only: SQLite would create it world-readable (0644), and
/// its `-wal` and `-shm` files take the mode of the database file.
fn create_private_sqlite_file(path: &Path, mode: UrlMode) -> Result<(), OpenError> {
    if mode != UrlMode::Creates || path.exists() {
        return Ok(());
    }
    create_private_file(path).map_err(|source| match why_unusable(path, mode) {
        Some(unusable) => OpenError::Unusable(unusable),
        None => OpenError::Create {
            path: std::path::absolute(path)
                .unwrap_or_else(|_| path.to_path_buf())
                .display()
                .to_string(),
            source,
        },
    })
}

/// Creates an empty file at `path` with mode 0600; an existing file is left alone.
fn create_private_file(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
    {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

impl Store {
    /// Opens the database named by `url` (not yet migrated), with the default limits.
    pub async fn open(url: &str) -> Result<Store, OpenError> {
        Self::open_with(url, StoreLimits::default()).await
    }

    /// A new SQLite store in `dir` (not yet migrated), for tests of the store's parts.
    #[cfg(test)]
    pub(crate) async fn open_temporary(dir: &tempfile::TempDir) -> Store {
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("store.db").display()
        );
        Store::open(&url).await.expect("store")
    }

    /// Opens the database named by `url` (not yet migrated).
    pub async fn open_with(url: &str, limits: StoreLimits) -> Result<Store, OpenError> {
        Self::open_as(url, limits, Creation::AsTheUrlSays).await
    }

    /// Opens the store `url` names without ever creating one, whatever the URL's
    /// `mode`: an SQLite file must exist ([`OpenError::Missing`] otherwise). Not yet
    /// migrated; see [`Store::require_store`].
    pub async fn open_existing(url: &str) -> Result<Store, OpenError> {
        Self::open_as(url, StoreLimits::default(), Creation::Never).await
    }

    async fn open_as(
        url: &str,
        limits: StoreLimits,
        creation: Creation,
    ) -> Result<Store, OpenError> {
        if url.starts_with("sqlite:") {
            Self::open_sqlite(url, limits, creation).await
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Self::open_postgres(url, limits).await
        } else {
            Err(OpenError::UnsupportedUrl(redact(url)))
        }
    }

    async fn open_sqlite(
        url: &str,
        limits: StoreLimits,
        creation: Creation,
    ) -> Result<Store, OpenError> {
        // WAL with synchronous=FULL: a commit's WAL frames are synced to disk
        // (fdatasync) before it returns, so an acknowledged write survives a killed
        // process and also a power loss or OS crash. (NORMAL would survive only the
        // first: the last commits could sit in the kernel's page cache.)
        let mut options = SqliteConnectOptions::from_str(url)?
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            // Slow statements are logged by `sql::Db`, with their text shortened.
            .log_slow_statements(log::LevelFilter::Off, Duration::MAX);
        let mut mode = UrlMode::of(url);
        if creation == Creation::Never {
            let file = options.get_filename();
            if !file.exists() {
                let shown = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
                return Err(OpenError::Missing(shown.display().to_string()));
            }
            options = options.create_if_missing(false);
            if mode == UrlMode::Creates {
                mode = UrlMode::Existing;
            }
        }
        let file = options.get_filename().to_path_buf();
        // What an in-memory database is called has no file to look at.
        let on_disk = sqlite_path(url).map(|_| (file.clone(), mode));
        let diagnosed = |e: sqlx::Error| match &on_disk {
            Some((file, mode)) => OpenError::sqlite(e, file, *mode),
            None => OpenError::Connect(e),
        };
        if on_disk.is_some() {
            create_private_sqlite_file(&file, mode)?;
        }
        // The writer connects first so that `mode=rwc` creates the file before readers
        // open it. Its lock is only ever contended by other processes (the `user` and
        // `backup` commands), which hold it briefly.
        let write = SqlitePoolOptions::new()
            .max_connections(1)
            .acquire_timeout(limits.write)
            .connect_with(options.clone().busy_timeout(limits.write))
            .await
            .map_err(diagnosed)?;
        let statistics = Arc::new(Statistics::new());
        let readers = sqlite_readers();
        let read = SqlitePoolOptions::new()
            .max_connections(readers)
            .acquire_timeout(limits.read)
            .before_acquire({
                let statistics = Arc::clone(&statistics);
                move |_, connection| {
                    let current = Instant::now()
                        .checked_sub(connection.age)
                        .is_some_and(|connected| statistics.current_since(connected));
                    Box::pin(async move { Ok(current) })
                }
            })
            .connect_with(options.busy_timeout(limits.read).read_only(true))
            .await
            .map_err(diagnosed)?;
        let direct = Arc::new(DirectReaders::new(
            file,
            Arc::clone(&statistics),
            readers as usize,
            limits.read,
            limits.read_statement,
            limits.slow_statement,
        ));
        let changes = Arc::<ChangeLog>::default();
        Ok(Store {
            pools: Pools::Sqlite {
                read,
                direct,
                statistics,
                writer: Writer::start(
                    write.clone(),
                    Sharing {
                        lanes: 1,
                        one_tenant: false,
                        late_joins: true,
                        savepoints: true,
                        begin: |_| "BEGIN IMMEDIATE".to_string(),
                        slow_statement: limits.slow_statement,
                    },
                    changes.clone(),
                    limits.write,
                ),
                write,
                read_statement: limits.read_statement,
                on_disk,
            },
            slow_statement: limits.slow_statement,
            changes,
        })
    }

    async fn open_postgres(url: &str, limits: StoreLimits) -> Result<Store, OpenError> {
        // Slow statements are logged by `sql::Db`, with their text shortened.
        let options = PgConnectOptions::from_str(url)?
            .log_slow_statements(log::LevelFilter::Off, Duration::MAX);
        // A pool retries a refused connection until its wait ends and then reports only
        // that it timed out; one connection first reports why the server cannot be had.
        match tokio::time::timeout(PG_CONNECT_WAIT, sqlx::PgConnection::connect_with(&options))
            .await
        {
            Ok(first) => first?.close().await?,
            Err(_) => return Err(OpenError::NoAnswer(PG_CONNECT_WAIT.as_secs())),
        }
        let lock_timeout = |wait: Duration| format!("{}ms", wait.as_millis().max(1));
        // Writers wait for their tenant's lock while holding a connection, as SQLite's
        // writers queue for its one connection; `lock_timeout` bounds that wait as the
        // acquire timeout bounds the wait for a connection.
        let write = pg_pool(PG_WRITERS)
            .acquire_timeout(limits.write)
            .connect_with(
                options
                    .clone()
                    .application_name(WRITER_NAME)
                    .options([("lock_timeout", lock_timeout(limits.write))]),
            )
            .await?;
        let reader_count = limits.postgres_readers.unwrap_or_else(|| {
            let host = match options.get_socket() {
                Some(socket) => socket.to_string_lossy().into_owned(),
                None => options.get_host().to_string(),
            };
            default_postgres_readers(&host, cpus())
        });
        // Read-only sessions, as SQLite's readers are: a write through the read pool
        // fails instead of bypassing the tenant lock.
        let read = pg_pool(reader_count)
            .acquire_timeout(limits.read)
            .connect_with(options.clone().application_name(READER_NAME).options([
                ("default_transaction_read_only", "on".to_string()),
                ("lock_timeout", lock_timeout(limits.read)),
                ("statement_timeout", lock_timeout(limits.read_statement)),
                // A list's statement planned anew on every run (a custom plan for its
                // bound dates) cost about 1 ms, as much as running it: plan once.
                ("plan_cache_mode", "force_generic_plan".to_string()),
            ]))
            .await?;
        let changes = Arc::<ChangeLog>::default();
        let writer = Writer::start(
            write.clone(),
            Sharing {
                lanes: PG_WRITE_LANES,
                one_tenant: true,
                late_joins: false,
                savepoints: false,
                begin: |tenant| format!("BEGIN; {}", tenant_lock(tenant)),
                slow_statement: limits.slow_statement,
            },
            changes.clone(),
            limits.write,
        );
        Ok(Store {
            pools: Pools::Postgres {
                read,
                write,
                writer,
                direct: Box::new(options),
            },
            slow_statement: limits.slow_statement,
            changes,
        })
    }

    /// Applies every pending migration, then the data changes SQL cannot express
    /// ([`Store::give_linked_posts_slugs`]). On PostgreSQL the migrator holds an
    /// advisory lock, so instances starting together apply each migration once.
    pub async fn migrate(&self) -> Result<(), OpenError> {
        match &self.pools {
            Pools::Sqlite { write, .. } => {
                self.check_writable()?;
                SQLITE_MIGRATOR.run(write).await?
            }
            Pools::Postgres { direct, .. } => {
                // A connection of its own: another instance's migrations may hold the
                // migrator's lock for longer than a request would wait.
                let mut conn = sqlx::PgConnection::connect_with(direct).await?;
                let outcome = POSTGRES_MIGRATOR.run(&mut conn).await;
                let _ = conn.close().await;
                outcome?
            }
        }
        let named = self.give_linked_posts_slugs().await?;
        if named > 0 {
            tracing::info!(named, "venues and organizers without a slug got one");
        }
        Ok(())
    }

    /// Fails when this process cannot write the SQLite store's file, the files SQLite
    /// keeps beside it or their directory, or its URL opens it read-only. SQLite opens
    /// a file it may not write read-only, without a word: a store whose migrations are
    /// all applied would be served until its first write failed with "attempt to write
    /// a readonly database".
    pub fn check_writable(&self) -> Result<(), Unusable> {
        match &self.pools {
            Pools::Sqlite {
                on_disk: Some((file, mode)),
                ..
            } => why_unusable(file, *mode).map_or(Ok(()), Err),
            _ => Ok(()),
        }
    }

    /// Opens and migrates with the default limits.
    pub async fn open_migrated(url: &str) -> Result<Store, OpenError> {
        Self::open_migrated_with(url, StoreLimits::default()).await
    }

    /// Opens and migrates: what `serve` does at start.
    pub async fn open_migrated_with(url: &str, limits: StoreLimits) -> Result<Store, OpenError> {
        let store = Self::open_with(url, limits).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// Fails with [`OpenError::NotAStore`] unless migrations were ever applied to this
    /// database: the commands that work on an existing store check this first, so that
    /// a wrong URL never gets a new schema.
    pub async fn require_store(&self) -> Result<(), OpenError> {
        let sql = match &self.pools {
            Pools::Sqlite { .. } => Sql::new(
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
            ),
            Pools::Postgres { .. } => Sql::new("SELECT COUNT(to_regclass('_sqlx_migrations'))"),
        };
        let found: i64 = self.reader().scalar(sql).await?;
        if found == 0 {
            return Err(OpenError::NotAStore);
        }
        Ok(())
    }

    /// True when the store answers and every known migration is applied.
    pub async fn ready(&self) -> bool {
        let known = self.migrator().iter().count();
        matches!(self.applied_migrations().await, Ok(n) if n >= known)
    }

    fn migrator(&self) -> &'static sqlx::migrate::Migrator {
        match &self.pools {
            Pools::Sqlite { .. } => &SQLITE_MIGRATOR,
            Pools::Postgres { .. } => &POSTGRES_MIGRATOR,
        }
    }

    /// The migrations of this release, in the order they apply: version and
    /// description (`17`, `event search pages`).
    pub fn migrations(&self) -> Vec<(i64, String)> {
        self.migrator()
            .iter()
            .map(|m| (m.version, m.description.to_string()))
            .collect()
    }

    /// How many migrations the store has applied. An error before the first one, when
    /// the table that records them does not exist yet.
    pub async fn applied_migrations(&self) -> Result<usize, StoreError> {
        let applied: i64 = self
            .reader()
            .scalar(Sql::new(
                "SELECT COUNT(*) FROM _sqlx_migrations WHERE success",
            ))
            .await?;
        Ok(usize::try_from(applied).unwrap_or(0))
    }

    /// The bytes the store's data takes: on SQLite its pages in use (free pages left
    /// out), about the size of the copy `VACUUM INTO` writes; on PostgreSQL the
    /// database's size.
    pub async fn used_bytes(&self) -> Result<u64, StoreError> {
        let sql = match &self.pools {
            Pools::Sqlite { .. } => Sql::new(
                "SELECT (p.page_count - f.freelist_count) * s.page_size \
                 FROM pragma_page_count() p, pragma_freelist_count() f, pragma_page_size() s",
            ),
            Pools::Postgres { .. } => Sql::new("SELECT pg_database_size(current_database())"),
        };
        let bytes: i64 = self.reader().scalar(sql).await?;
        Ok(u64::try_from(bytes).unwrap_or(0))
    }

    /// Starts the one write transaction of a request; it waits for its turn on a
    /// writer with its first statement.
    pub fn begin_write(&self) -> WriteTx {
        let writers = match &self.pools {
            Pools::Sqlite { writer, .. } => Writers::Sqlite(writer.clone()),
            Pools::Postgres { writer, .. } => Writers::Postgres(writer.clone()),
        };
        WriteTx {
            tx: Tx::Waiting(writers),
            slow_statement: self.slow_statement,
            changed: Changed::default(),
            locked: Vec::new(),
        }
    }

    /// Where reads outside a write transaction run. Their cost is bounded by their keys
    /// (one post, the links of one page); on PostgreSQL every read statement is within
    /// the read time limit anyway.
    pub(crate) fn reader(&self) -> Db<'_> {
        let target = match &self.pools {
            Pools::Sqlite { read, .. } => Target::SqlitePool(read),
            Pools::Postgres { read, .. } => Target::PgPool(read),
        };
        Db::new(target, self.slow_statement)
    }

    /// Where the reads whose cost grows with the data and with what a request asks
    /// (lists, counts, searches, trees) run, each statement within the read time
    /// limit: past it, it stops and the request gets a 503.
    pub(crate) fn bounded_reader(&self) -> Db<'_> {
        let target = match &self.pools {
            Pools::Sqlite {
                read,
                read_statement,
                ..
            } => Target::SqliteBounded(read, *read_statement),
            Pools::Postgres { read, .. } => Target::PgPool(read),
        };
        Db::new(target, self.slow_statement)
    }

    /// The rows of a read bounded as [`Store::bounded_reader`]'s are. On SQLite it runs
    /// on the direct readers, its rows decoded by `decode` in the same turn; elsewhere
    /// (each statement a round trip anyway) through sqlx, rows decoded by `FromRow`.
    pub(crate) async fn bounded_rows<R: Record + 'static>(
        &self,
        sql: Sql,
        decode: Decode<R>,
    ) -> Result<Vec<R>, StoreError> {
        match &self.pools {
            Pools::Sqlite { direct, .. } => direct.rows(sql, decode).await,
            Pools::Postgres { .. } => self.bounded_reader().fetch_all(sql).await,
        }
    }

    /// Where a write that is one statement, and depends on nothing read before it,
    /// runs on its own: it needs neither a transaction nor a tenant lock. The server's
    /// own reads over the whole store at start run here too: no read time limit bounds
    /// these connections, and on PostgreSQL they plan each statement for its values (on
    /// a million events with a cold cache such a read took over the readers' 2 s, and
    /// the server did not start).
    pub(crate) fn writer(&self) -> Db<'_> {
        let target = match &self.pools {
            Pools::Sqlite { write, .. } => Target::SqlitePool(write),
            Pools::Postgres { write, .. } => Target::PgPool(write),
        };
        Db::new(target, self.slow_statement)
    }

    /// A listener for other instances' writes on PostgreSQL; `None` on SQLite, where one
    /// process serves the database and invalidates its cache itself.
    pub async fn write_listener(&self) -> Result<Option<PgListener>, StoreError> {
        let Pools::Postgres { direct, .. } = &self.pools else {
            return Ok(None);
        };
        let pool = PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy_with((**direct).clone().application_name(LISTENER_NAME));
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(WRITES_CHANNEL).await?;
        Ok(Some(listener))
    }

    /// Writes a consistent copy of the whole database to `path` (a new file) while the
    /// store keeps serving: SQLite's `VACUUM INTO` reads one snapshot. PostgreSQL has
    /// its own tools for this (`pg_dump`).
    pub async fn backup_to(&self, path: &Path) -> Result<(), BackupError> {
        let Pools::Sqlite { .. } = &self.pools else {
            return Err(BackupError::UsePgDump);
        };
        use std::os::unix::fs::OpenOptionsExt;
        let target = path.to_str().ok_or(BackupError::NotUtf8)?;
        // Created empty first, for its mode: the copy is as private as the store.
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path)
        {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                return Err(BackupError::Exists(path.display().to_string()));
            }
            Err(e) => return Err(BackupError::Create(e)),
        }
        let copied = self
            .reader()
            .execute(Sql::new("VACUUM INTO $1").bind(target))
            .await;
        if copied.is_err() {
            let _ = std::fs::remove_file(path);
        }
        copied?;
        Ok(())
    }

    /// Updates the statistics the query planner chooses indexes by. Without them SQLite
    /// guesses that a tenant's rows are few, and looks related rows up by tenant instead
    /// of by id: fine for a hundred events, hundreds of milliseconds for a hundred
    /// thousand. Each index is sampled (`analysis_limit`), so this takes milliseconds
    /// whatever the size. PostgreSQL keeps its own statistics (autovacuum); after a
    /// bulk load this runs `VACUUM (ANALYZE)` at once, which also marks the new pages
    /// all-visible: until then a list's count visits the table for every match
    /// instead of reading the index alone (10 ms against 0.5 ms at 100k events).
    pub async fn refresh_statistics(&self) -> Result<(), StoreError> {
        match &self.pools {
            Pools::Sqlite {
                write, statistics, ..
            } => {
                let mut conn = write.acquire().await?;
                sqlx::query("PRAGMA analysis_limit = 1000")
                    .execute(&mut *conn)
                    .await?;
                sqlx::query("ANALYZE").execute(&mut *conn).await?;
                statistics.refreshed();
            }
            Pools::Postgres { write, .. } => {
                sqlx::raw_sql("VACUUM (ANALYZE)").execute(write).await?;
            }
        }
        Ok(())
    }

    /// Merges each of SQLite's search indexes (FTS5) into one segment, in steps that
    /// each write a few hundred pages and commit, so that writes take their turns
    /// between them. Every write transaction adds a segment, and FTS5 merges them only
    /// four of one size at a time, so a store filled by many writes holds several, each
    /// looked up by every search: `demo-data`'s 100,000 events left ten, and a search's
    /// trigram took 85–95 µs to look up in them against about 20 µs in one. PostgreSQL's
    /// trigram index has no segments: nothing to do there.
    pub async fn merge_search_indexes(&self) -> Result<(), StoreError> {
        let Pools::Sqlite { write, .. } = &self.pools else {
            return Ok(());
        };
        for merge in SEARCH_INDEX_MERGES {
            // A negative count first puts every segment on one level and starts merging
            // them all; positive ones carry that merge on, without starting it again for
            // segments written meanwhile.
            let mut pages = -MERGE_STEP_PAGES;
            loop {
                let mut conn = write.acquire().await?;
                let before: i64 = sqlx::query_scalar("SELECT total_changes()")
                    .fetch_one(&mut *conn)
                    .await?;
                sqlx::query(merge).bind(pages).execute(&mut *conn).await?;
                let after: i64 = sqlx::query_scalar("SELECT total_changes()")
                    .fetch_one(&mut *conn)
                    .await?;
                // FTS5 counts two changes or more for a step that merged anything.
                if after - before < 2 {
                    break;
                }
                pages = MERGE_STEP_PAGES;
            }
        }
        Ok(())
    }

    /// `PRAGMA integrity_check` on SQLite; `true` when the database is sound.
    pub async fn integrity_ok(&self) -> Result<bool, StoreError> {
        match &self.pools {
            Pools::Sqlite { .. } => {
                let verdict: String = self
                    .reader()
                    .scalar(Sql::new("PRAGMA integrity_check"))
                    .await?;
                Ok(verdict == "ok")
            }
            Pools::Postgres { .. } => Ok(true),
        }
    }

    /// Whether other instances may write to this store (PostgreSQL), so that what this
    /// process cached can go stale without it having written anything.
    pub fn shared_by_instances(&self) -> bool {
        matches!(self.pools, Pools::Postgres { .. })
    }

    /// What the writes of each tenant changed, as far as this process knows: on SQLite
    /// every commit is entered as it happens; on PostgreSQL, as far as
    /// [`Store::follow_changes`] last read.
    pub fn changes(&self) -> &ChangeLog {
        &self.changes
    }

    /// Brings this process's log of `tenant`'s changes up to date with the store's, on
    /// PostgreSQL, in one statement: the tenant's counters and the parts changed since
    /// the log was last followed (none on the first read, which only learns where the
    /// log stands). Every write committed before the statement began is then in the
    /// log. Reads for one tenant must not overlap (the read cache shares one among the
    /// requests waiting for it). An SQLite file is served by one process, whose log
    /// holds every commit already.
    pub async fn follow_changes(&self, tenant: &str) -> Result<(), StoreError> {
        if let Pools::Sqlite { .. } = &self.pools {
            return Ok(());
        }
        let since = self.changes.followed_to(tenant).unwrap_or(i64::MAX);
        // Through a function (migration 0019): a plan of the statement itself, made once
        // for every version, reads the whole log; the function's reads its index.
        let sql = Sql::new(
            "SELECT version, whole_writes, class, class_version FROM tenant_changes_since($1, $2, $3)",
        )
        .bind(tenant)
        .bind(since)
        .bind(FOLLOWED_PARTS + 1);
        let rows: Vec<(i64, i64, Option<String>, Option<i64>)> =
            self.reader().fetch_all(sql).await?;
        let (version, whole_writes) = rows.first().map_or((0, 0), |r| (r.0, r.1));
        let complete = rows.len() as i64 <= FOLLOWED_PARTS;
        let parts = rows
            .into_iter()
            .filter_map(|(_, _, class, at)| Some((class?, at?)))
            .collect();
        self.changes.follow(
            tenant,
            Followed {
                version,
                whole_writes,
                parts,
                complete,
            },
        );
        Ok(())
    }

    /// When the last write to `tenant` was committed, as far as the store can tell: on
    /// PostgreSQL as the writing instance entered it in the store's log, on SQLite as
    /// this process did (the one process writing it; writes before it started are not
    /// known). `None` when none is known.
    pub async fn last_write_at(
        &self,
        tenant: &str,
    ) -> Result<Option<chrono::NaiveDateTime>, StoreError> {
        if let Pools::Sqlite { .. } = &self.pools {
            return Ok(self.changes.written_at(tenant));
        }
        let sql =
            Sql::new("SELECT written_utc FROM tenant_versions WHERE tenant_id = $1").bind(tenant);
        let written: Option<Option<WpDateTime>> = self.reader().scalar_optional(sql).await?;
        Ok(written.flatten().map(|WpDateTime(at)| at))
    }

    /// The ids among `ids` that `query` (ending in `... id IN `) does not return.
    pub(crate) async fn missing_ids(
        &self,
        mut query: Sql,
        ids: &[i64],
    ) -> Result<Vec<i64>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        query.push_ids(ids);
        let found: Vec<i64> = self.reader().scalars(query).await?;
        Ok(ids
            .iter()
            .copied()
            .filter(|id| !found.contains(id))
            .collect())
    }

    /// `(pool, open connections, idle connections)` of each pool.
    pub fn pool_use(&self) -> [(&'static str, u32, usize); 2] {
        match &self.pools {
            Pools::Sqlite { read, write, .. } => [
                ("read", read.size(), read.num_idle()),
                ("write", write.size(), write.num_idle()),
            ],
            Pools::Postgres { read, write, .. } => [
                ("read", read.size(), read.num_idle()),
                ("write", write.size(), write.num_idle()),
            ],
        }
    }

    /// Closes both pools; in-flight queries finish first.
    pub async fn close(&self) {
        match &self.pools {
            Pools::Sqlite { read, write, .. } => {
                read.close().await;
                write.close().await;
            }
            Pools::Postgres { read, write, .. } => {
                read.close().await;
                write.close().await;
            }
        }
    }
}

/// PostgreSQL pool settings both pools share.
fn pg_pool(max_connections: u32) -> PgPoolOptions {
    PgPoolOptions::new()
        .max_connections(max_connections)
        .min_connections(1)
        // A ping before every acquire would double the round trips of each query. A
        // connection used within the last seconds is alive; one idle longer (the server
        // may have restarted meanwhile) is pinged and replaced when that fails.
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for > Duration::from_secs(10) {
                    conn.ping().await?;
                }
                Ok(true)
            })
        })
}

/// Why a backup could not be written.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("online backups are for SQLite; back up PostgreSQL with pg_dump")]
    UsePgDump,
    #[error("{0} already exists; name a new file")]
    Exists(String),
    #[error("the backup path must be valid UTF-8")]
    NotUtf8,
    #[error("cannot create the backup file: {0}")]
    Create(std::io::Error),
    #[error("backup failed: {0}")]
    Store(#[from] StoreError),
}

/// A database URL safe to print: any password, in the user part or as the
/// `password` parameter PostgreSQL URLs accept, is masked.
pub fn redact(url: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let mut out = match (base.find("://"), base.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let userinfo = &base[scheme_end + 3..at];
            match userinfo.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &base[..scheme_end + 3], &base[at..]),
                None => base.to_string(),
            }
        }
        _ => base.to_string(),
    };
    if let Some(query) = query {
        let params: Vec<String> = query
            .split('&')
            .map(|param| match param.split_once('=') {
                Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                _ => param.to_string(),
            })
            .collect();
        out.push('?');
        out.push_str(&params.join("&"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readers_of_a_postgresql_on_this_machine_are_as_many_as_its_cpus() {
        for here in [
            "localhost",
            "LocalHost",
            "127.0.0.1",
            "127.0.0.2",
            "::1",
            "[::1]",
        ] {
            assert_eq!(default_postgres_readers(here, 2), 2, "{here}");
        }
        assert_eq!(default_postgres_readers("/var/run/postgresql", 4), 4);
        assert_eq!(default_postgres_readers("localhost", 1), 2, "at least two");
        assert_eq!(
            default_postgres_readers("localhost", 64),
            8,
            "at most eight"
        );
        for elsewhere in ["db.example", "10.0.0.7", "::2", "localhost.example"] {
            assert_eq!(default_postgres_readers(elsewhere, 2), 8, "{elsewhere}");
        }
    }

    #[test]
    fn both_backends_list_the_same_migrations() {
        let list = |m: &sqlx::migrate::Migrator| {
            m.iter()
                .map(|m| (m.version, m.description.to_string()))
                .collect::<Vec<_>>()
        };
        assert!(SQLITE_MIGRATOR.iter().count() > 0);
        assert_eq!(list(&SQLITE_MIGRATOR), list(&POSTGRES_MIGRATOR));
    }

    /// What each kind of reader plans for finding due scheduled posts: the pool's, and
    /// the direct readers of lists.
    async fn due_tenants_plans(store: &Store) -> (String, String) {
        let Pools::Sqlite { read, direct, .. } = &store.pools else {
            unreachable!("an SQLite store")
        };
        let explain = format!("EXPLAIN QUERY PLAN {}", crate::store::DUE_TENANTS);
        let pooled: Vec<(i64, i64, i64, String)> =
            sqlx::query_as(sqlx::AssertSqlSafe(explain.clone()))
                .bind("2100")
                .fetch_all(read)
                .await
                .expect("pooled plan");
        let direct = direct
            .rows(Sql::new(explain).bind("2100"), |c| {
                c.get::<String>("detail")
            })
            .await
            .expect("direct plan");
        let pooled: Vec<String> = pooled.into_iter().map(|(.., step)| step).collect();
        (pooled.concat(), direct.concat())
    }

    #[tokio::test]
    async fn readers_plan_with_the_statistics_of_the_last_refresh() {
        let dir = tempfile::tempdir().expect("dir");
        let store = Store::open_temporary(&dir).await;
        store.migrate().await.expect("migrated");
        // Posts that all share one value of the wide index, none scheduled: only the
        // statistics tell the planner that the narrow index holds nothing.
        let posts = Sql::new(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) \
             INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, \
             date_utc, modified_local, modified_utc) SELECT 'alpha', 'tribe_events', 1, 'draft', \
             'Filler', '', '2025-01-01', '2025-01-01', '2025-01-01', '2025-01-01' FROM n",
        );
        store.writer().execute(posts).await.expect("posts");
        let (pooled, direct) = due_tenants_plans(&store).await;
        assert!(pooled.contains("posts_tenant_type_status"), "{pooled}");
        assert!(direct.contains("posts_tenant_type_status"), "{direct}");

        store.refresh_statistics().await.expect("statistics");
        let (pooled, direct) = due_tenants_plans(&store).await;
        assert!(pooled.contains("posts_scheduled"), "{pooled}");
        assert!(direct.contains("posts_scheduled"), "{direct}");
    }

    #[test]
    fn redacts_passwords_only() {
        assert_eq!(redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(
            redact("postgres://h/db?user=u&password=secret&sslmode=require"),
            "postgres://h/db?user=u&password=***&sslmode=require"
        );
        assert_eq!(redact("postgres://u@h:5432/db"), "postgres://u@h:5432/db");
        assert_eq!(
            redact("sqlite://calendar.db?mode=rwc"),
            "sqlite://calendar.db?mode=rwc"
        );
    }
}
