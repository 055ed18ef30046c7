//! SQLite reads that run a statement and decode its rows in one turn, on connections
//! of their own: first where the request runs, and past a short budget on one of
//! tokio's blocking threads.
//!
//! Why: sqlx runs each SQLite connection on a thread of its own and hands it every
//! statement, and hands every row back, through channels; a list of events (arming its
//! time limit, its page of rows) paid for a score of thread switches, a quarter of its
//! CPU. Here the statement and the decoding of its rows run in one closure. Most reads
//! take well under a millisecond, less than the two thread switches a blocking thread
//! costs, so a read runs on the request's own thread first; one that outlasts
//! [`INLINE_BUDGET`] stops and runs again from the start on a blocking thread, so that
//! no read holds a thread of the runtime, which every request needs, for longer.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags, Row};
use tokio::sync::Semaphore;

use crate::store::error::StoreError;
use crate::store::sql::{PROGRESS_CHECK_STEPS, Sql, log_if_slow, name_failed_statement};
use crate::store::text_contains::add_text_contains;

/// The connections, and the turns that bound how many reads run at once.
pub(crate) struct DirectReaders {
    path: PathBuf,
    /// Idle connections, each with when it opened.
    idle: Mutex<Vec<(Connection, Instant)>>,
    statistics: Arc<Statistics>,
    turns: Arc<Semaphore>,
    /// How long a read waits for its turn, and for a lock another process holds,
    /// before the store counts as busy.
    wait: Duration,
    /// Each read's time limit: past it, its statement stops and the request gets a 503.
    read_limit: Duration,
    slow_statement: Duration,
}

/// What SQLite keeps prepared per connection: the list's statements vary with the
/// filters a request combines.
const PREPARED_STATEMENTS: usize = 64;

/// How long a read may run on the request's own thread before it moves to a blocking
/// one: above a list's page at a million events (2–4 ms), far below the read limit.
/// A read that moves has spent this much in vain, once.
const INLINE_BUDGET: Duration = Duration::from_millis(5);

/// How a row, its columns read by name, becomes a value.
pub(crate) type Decode<T> = fn(&mut Columns<'_, '_, '_>) -> rusqlite::Result<T>;

impl DirectReaders {
    pub(crate) fn new(
        path: PathBuf,
        statistics: Arc<Statistics>,
        connections: usize,
        wait: Duration,
        read_limit: Duration,
        slow_statement: Duration,
    ) -> Self {
        DirectReaders {
            path,
            idle: Mutex::new(Vec::new()),
            statistics,
            turns: Arc::new(Semaphore::new(connections)),
            wait,
            read_limit,
            slow_statement,
        }
    }

    /// Every row of `sql`, each decoded by `decode`, within the read time limit. A
    /// request that ends before its read does leaves the read to finish (or stop at
    /// its limit) on its thread; the connection then goes back to the others.
    pub(crate) async fn rows<T: Send + 'static>(
        self: &Arc<Self>,
        sql: Sql,
        decode: Decode<T>,
    ) -> Result<Vec<T>, StoreError> {
        let turn = tokio::time::timeout(self.wait, self.turns.clone().acquire_owned())
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)?
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let started = Instant::now();
        let limit = started + self.read_limit;
        let budget = started + INLINE_BUDGET;
        if budget < limit {
            // Without waiting for a lock either: the wait would hold the thread too.
            match self.run(&sql, decode, budget, Duration::ZERO) {
                Err(e) if stopped_early(&e) => {}
                rows => return self.finish(&sql, started, rows),
            }
        }
        let readers = Arc::clone(self);
        // The read logs where its caller would: the caller's span and subscriber.
        let span = tracing::Span::current();
        let subscriber = tracing::dispatcher::get_default(Clone::clone);
        tokio::task::spawn_blocking(move || {
            let _turn = turn;
            tracing::dispatcher::with_default(&subscriber, || {
                let _entered = span.enter();
                let rows = readers.run(&sql, decode, limit, readers.wait);
                readers.finish(&sql, started, rows)
            })
        })
        .await
        .map_err(|_| sqlx::Error::WorkerCrashed)?
    }

    /// Logs a slow or failed read, which began at `started`.
    fn finish<T>(
        &self,
        sql: &Sql,
        started: Instant,
        rows: rusqlite::Result<Vec<T>>,
    ) -> Result<Vec<T>, StoreError> {
        log_if_slow(sql.text(), started.elapsed(), self.slow_statement);
        if rows.is_err() {
            name_failed_statement(sql.text());
        }
        Ok(rows?)
    }

    /// The rows of `sql`, unless the statement is still running at `deadline` (then it
    /// stops with `SQLITE_INTERRUPT`) or waits longer than `busy_wait` for a lock
    /// another process holds (`SQLITE_BUSY`).
    fn run<T>(
        &self,
        sql: &Sql,
        decode: Decode<T>,
        deadline: Instant,
        busy_wait: Duration,
    ) -> rusqlite::Result<Vec<T>> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let (conn, opened) = match idle {
            Some((conn, opened)) if self.statistics.current_since(opened) => (conn, opened),
            _ => (self.open()?, Instant::now()),
        };
        conn.busy_timeout(busy_wait)?;
        conn.progress_handler(
            PROGRESS_CHECK_STEPS,
            Some(move || Instant::now() >= deadline),
        )?;
        let rows = (|| {
            let mut statement = conn.prepare_cached(sql.text())?;
            sql.bind_to(&mut statement)?;
            let mut rows = statement.raw_query();
            let mut decoded = Vec::new();
            let mut layout = Layout::default();
            while let Some(row) = rows.next()? {
                decoded.push(decode(&mut Columns::new(row, &mut layout))?);
            }
            Ok(decoded)
        })();
        if let Ok(mut idle) = self.idle.lock() {
            idle.push((conn, opened));
        }
        rows
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
        add_text_contains(&conn)?;
        Ok(conn)
    }
}

/// When the store's planner statistics were last refreshed. SQLite reads them when a
/// connection loads the schema and never again on its own, so a connection opened
/// before a refresh would plan with the old ones for its whole life: readers close
/// such a connection instead of reusing it. Every read asks, so the time is an atomic
/// rather than behind a lock.
#[derive(Debug)]
pub(crate) struct Statistics {
    /// When the store opened; refreshes are counted from it.
    opened: Instant,
    /// Nanoseconds from `opened` to the last refresh.
    refreshed: AtomicU64,
}

impl Statistics {
    pub(crate) fn new() -> Self {
        Statistics {
            opened: Instant::now(),
            refreshed: AtomicU64::new(0),
        }
    }

    pub(crate) fn refreshed(&self) {
        let since_opened = u64::try_from(self.opened.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.refreshed.store(since_opened, Ordering::Release);
    }

    /// Whether a connection opened at `connected` plans with the current statistics.
    pub(crate) fn current_since(&self, connected: Instant) -> bool {
        let connected = connected.saturating_duration_since(self.opened).as_nanos();
        connected > u128::from(self.refreshed.load(Ordering::Acquire))
    }
}

/// Whether a read on the request's thread stopped at its budget or at a lock, so that
/// it is to run on a blocking thread.
fn stopped_early(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(
            rusqlite::ErrorCode::OperationInterrupted
                | rusqlite::ErrorCode::DatabaseBusy
                | rusqlite::ErrorCode::DatabaseLocked
        )
    )
}

/// Where a statement's rows hold the columns a decoder asks for, in the order it asks
/// for them: found by name in the first row, and the same in every row after it. A
/// decoder asks for the same columns in the same order in every row.
#[derive(Debug, Default)]
pub(crate) struct Layout {
    indexes: Vec<usize>,
}

/// A row's columns, each read by its name, as `FromRow` reads sqlx's rows. The names
/// are looked up in the first row of a statement only ([`Layout`]): looked up in every
/// row, they cost a page of ten events half as much again as decoding it by position
/// (callgrind); once per statement, a tenth.
pub(crate) struct Columns<'l, 'r, 's> {
    row: &'r Row<'s>,
    layout: &'l mut Layout,
    asked: usize,
}

impl<'l, 'r, 's> Columns<'l, 'r, 's> {
    pub(crate) fn new(row: &'r Row<'s>, layout: &'l mut Layout) -> Self {
        Columns {
            row,
            layout,
            asked: 0,
        }
    }

    /// The value of the column named `name`.
    pub(crate) fn get<T: rusqlite::types::FromSql>(&mut self, name: &str) -> rusqlite::Result<T> {
        let statement: &rusqlite::Statement<'_> = self.row.as_ref();
        let index = match self.layout.indexes.get(self.asked) {
            Some(&index) => index,
            None => {
                // Decoders mostly ask in the order of the select list: the column after
                // the one found last is compared first, and the list searched only then.
                let next = self.layout.indexes.last().map_or(0, |last| last + 1);
                let index = match statement.column_name(next) {
                    Ok(found) if found == name => next,
                    _ => statement.column_index(name)?,
                };
                self.layout.indexes.push(index);
                index
            }
        };
        debug_assert_eq!(statement.column_name(index).ok(), Some(name));
        self.asked += 1;
        self.row.get(index)
    }

    /// The value of the first column: a statement that selects one value per row.
    pub(crate) fn first<T: rusqlite::types::FromSql>(&self) -> rusqlite::Result<T> {
        self.row.get(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts to `n` in SQLite: some tens of milliseconds for millions.
    fn counting(n: i64) -> Sql {
        Sql::new(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
             SELECT count(*) FROM n",
        )
        .bind(n)
    }

    /// The count, and the name of the thread that decoded it.
    fn counted(c: &mut Columns<'_, '_, '_>) -> rusqlite::Result<(i64, Option<String>)> {
        Ok((c.first()?, std::thread::current().name().map(str::to_owned)))
    }

    fn readers(dir: &tempfile::TempDir, read_limit: Duration) -> Arc<DirectReaders> {
        let path = dir.path().join("store.db");
        Connection::open(&path).expect("store");
        Arc::new(DirectReaders::new(
            path,
            Arc::new(Statistics::new()),
            2,
            Duration::from_secs(1),
            read_limit,
            Duration::from_secs(10),
        ))
    }

    #[tokio::test]
    async fn a_short_read_runs_on_the_requests_thread_and_a_long_one_moves() {
        let dir = tempfile::tempdir().expect("dir");
        let readers = readers(&dir, Duration::from_secs(5));
        let here = std::thread::current().name().map(str::to_owned);
        let short = readers.rows(counting(10), counted).await.expect("short");
        assert_eq!(short, [(10, here.clone())]);
        let started = Instant::now();
        let long = readers
            .rows(counting(5_000_000), counted)
            .await
            .expect("a read past the budget finishes within its limit");
        assert!(started.elapsed() > INLINE_BUDGET, "the read is long");
        assert_eq!(long[0].0, 5_000_000);
        assert_ne!(long[0].1, here, "decoded on a blocking thread");
    }

    #[tokio::test]
    async fn a_read_past_its_limit_stops() {
        let dir = tempfile::tempdir().expect("dir");
        let readers = readers(&dir, Duration::from_millis(20));
        let started = Instant::now();
        let stopped = readers.rows(counting(100_000_000), counted).await;
        assert!(
            matches!(stopped, Err(StoreError::Timeout(_))),
            "stopped by SQLITE_INTERRUPT: {stopped:?}"
        );
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[tokio::test]
    async fn columns_are_read_by_name_in_every_row() {
        let dir = tempfile::tempdir().expect("dir");
        let readers = readers(&dir, Duration::from_secs(5));
        // Asked for in another order than the select list's, as two different names.
        let named = |c: &mut Columns<'_, '_, '_>| -> rusqlite::Result<(i64, String)> {
            Ok((c.get("number")?, c.get("word")?))
        };
        let sql = Sql::new("SELECT 'one' AS word, 1 AS number UNION ALL SELECT 'two', 2");
        let rows = readers.rows(sql, named).await.expect("rows");
        assert_eq!(rows, [(1, "one".to_owned()), (2, "two".to_owned())]);
    }
}
