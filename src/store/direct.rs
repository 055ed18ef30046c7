//! SQLite reads that run all the statements of one request in one turn, on connections
//! of their own, on one of tokio's blocking threads.
//!
//! Why: sqlx runs each SQLite connection on a thread of its own and hands it every
//! statement, and hands every row back, through channels; a list of events (arming its
//! time limit, a count, a page of rows) paid for a score of thread switches, a quarter
//! of its CPU. Here the statements and the decoding of their rows run in one closure:
//! one switch to the blocking thread and one back. They run in one read transaction,
//! so a list's count and its page see the same commit.

use std::borrow::Cow;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags, Row};
use tokio::sync::Semaphore;

use crate::store::sql::{PROGRESS_CHECK_STEPS, Sql, shortened};

/// The connections, and the turns that bound how many reads run at once.
pub(crate) struct DirectReaders {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
    turns: Arc<Semaphore>,
    /// How long a read waits for a turn before the store counts as busy.
    turn_wait: Duration,
    /// How long a lock held by another process may delay a read.
    busy_timeout: Duration,
    /// Each read's time limit: past it, its statement stops and the request gets a 503.
    read_limit: Duration,
    slow_statement: Duration,
}

/// What SQLite keeps prepared per connection: the list's statements vary with the
/// filters a request combines.
const PREPARED_STATEMENTS: usize = 64;

/// The statements of one read, on its connection, inside its read transaction.
pub(crate) struct Reading<'c> {
    conn: &'c Connection,
    slow_statement: Duration,
}

impl DirectReaders {
    pub(crate) fn new(
        path: PathBuf,
        connections: usize,
        turn_wait: Duration,
        busy_timeout: Duration,
        read_limit: Duration,
        slow_statement: Duration,
    ) -> Self {
        DirectReaders {
            path,
            idle: Mutex::new(Vec::new()),
            turns: Arc::new(Semaphore::new(connections)),
            turn_wait,
            busy_timeout,
            read_limit,
            slow_statement,
        }
    }

    /// Runs `work` on a connection, within the read time limit. A request that ends
    /// before its read does leaves the read to finish (or stop at its limit) on its
    /// thread; the connection then goes back to the others.
    pub(crate) async fn read<T, F>(self: &Arc<Self>, work: F) -> Result<T, sqlx::Error>
    where
        T: Send + 'static,
        F: FnOnce(&Reading<'_>) -> Result<T, sqlx::Error> + Send + 'static,
    {
        let turn = tokio::time::timeout(self.turn_wait, self.turns.clone().acquire_owned())
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)?
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let readers = Arc::clone(self);
        // The read logs where its caller would: the caller's span and subscriber.
        let span = tracing::Span::current();
        let subscriber = tracing::dispatcher::get_default(Clone::clone);
        tokio::task::spawn_blocking(move || {
            let _turn = turn;
            tracing::dispatcher::with_default(&subscriber, || {
                let _entered = span.enter();
                let conn = readers.take()?;
                let result = readers.in_transaction(&conn, work);
                // A connection left inside a transaction would read an old snapshot
                // for ever: it is closed instead.
                if conn.is_autocommit() {
                    readers.give_back(conn);
                }
                result
            })
        })
        .await
        .map_err(|_| sqlx::Error::WorkerCrashed)?
    }

    fn take(&self) -> Result<Connection, sqlx::Error> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        match idle {
            Some(conn) => Ok(conn),
            None => self.open().map_err(into_sqlx),
        }
    }

    fn give_back(&self, conn: Connection) {
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(conn);
        }
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(self.busy_timeout)?;
        conn.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
        Ok(conn)
    }

    fn in_transaction<T>(
        &self,
        conn: &Connection,
        work: impl FnOnce(&Reading<'_>) -> Result<T, sqlx::Error>,
    ) -> Result<T, sqlx::Error> {
        let deadline = Instant::now() + self.read_limit;
        conn.progress_handler(
            PROGRESS_CHECK_STEPS,
            Some(move || Instant::now() >= deadline),
        )
        .map_err(into_sqlx)?;
        let result = conn
            .execute_batch("BEGIN")
            .map_err(into_sqlx)
            .and_then(|()| {
                work(&Reading {
                    conn,
                    slow_statement: self.slow_statement,
                })
            });
        // A read transaction has nothing to keep; ending it frees its snapshot of the
        // log. A statement that stopped may have ended it already.
        if !conn.is_autocommit() {
            conn.execute_batch("ROLLBACK").map_err(into_sqlx)?;
        }
        conn.progress_handler(0, None::<fn() -> bool>)
            .map_err(into_sqlx)?;
        result
    }
}

impl Reading<'_> {
    /// Every row of `sql`, each decoded by `decode`.
    pub(crate) fn rows<T>(
        &self,
        sql: &Sql,
        mut decode: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>, sqlx::Error> {
        let started = Instant::now();
        let rows = (|| {
            let mut statement = self.conn.prepare_cached(sql.text())?;
            sql.bind_to(&mut statement)?;
            let mut rows = statement.raw_query();
            let mut decoded = Vec::new();
            while let Some(row) = rows.next()? {
                decoded.push(decode(row)?);
            }
            Ok(decoded)
        })();
        self.finished(sql, started, rows)
    }

    /// The first column of the first row of `sql`.
    pub(crate) fn count(&self, sql: &Sql) -> Result<i64, sqlx::Error> {
        let started = Instant::now();
        let count = (|| {
            let mut statement = self.conn.prepare_cached(sql.text())?;
            sql.bind_to(&mut statement)?;
            let mut rows = statement.raw_query();
            match rows.next()? {
                Some(row) => row.get(0),
                None => Err(rusqlite::Error::QueryReturnedNoRows),
            }
        })();
        self.finished(sql, started, count)
    }

    /// Logs a slow statement, and names a failed one on the caller's span, as
    /// [`crate::store::sql::Db`] does for the statements sqlx runs.
    fn finished<T>(
        &self,
        sql: &Sql,
        started: Instant,
        result: rusqlite::Result<T>,
    ) -> Result<T, sqlx::Error> {
        let elapsed = started.elapsed();
        if elapsed >= self.slow_statement {
            tracing::warn!(
                statement = %shortened(sql.text()),
                statement_bytes = sql.text().len(),
                elapsed_ms = elapsed.as_millis() as u64,
                "slow statement"
            );
        }
        let caller = tracing::Span::current();
        if result.is_err() && caller.has_field("failed_statement") {
            caller.record("failed_statement", shortened(sql.text()));
        }
        result.map_err(into_sqlx)
    }
}

/// A row's columns read in the order they were selected.
pub(crate) struct Columns<'r, 's> {
    row: &'r Row<'s>,
    next: usize,
}

impl<'r, 's> Columns<'r, 's> {
    pub(crate) fn new(row: &'r Row<'s>) -> Self {
        Columns { row, next: 0 }
    }

    pub(crate) fn next<T: rusqlite::types::FromSql>(&mut self) -> rusqlite::Result<T> {
        let value = self.row.get(self.next);
        self.next += 1;
        value
    }
}

/// An SQLite failure of a direct read, with SQLite's extended result code as its code,
/// so that it is told apart as sqlx's own SQLite errors are (busy, interrupted).
#[derive(Debug)]
pub(crate) struct DirectReadError {
    code: Option<i32>,
    message: String,
}

impl fmt::Display for DirectReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for DirectReadError {}

impl sqlx::error::DatabaseError for DirectReadError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<Cow<'_, str>> {
        self.code.map(|code| Cow::Owned(code.to_string()))
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> sqlx::error::ErrorKind {
        sqlx::error::ErrorKind::Other
    }
}

/// The store's error for a failure of a direct read: SQLite's own failures keep their
/// code; a stored value that does not decode is a decode error, as with sqlx.
fn into_sqlx(e: rusqlite::Error) -> sqlx::Error {
    match e {
        rusqlite::Error::SqliteFailure(failure, message) => {
            sqlx::Error::Database(Box::new(DirectReadError {
                code: Some(failure.extended_code),
                message: message.unwrap_or_else(|| failure.to_string()),
            }))
        }
        rusqlite::Error::FromSqlConversionFailure(_, _, cause) => sqlx::Error::Decode(cause),
        other => sqlx::Error::Database(Box::new(DirectReadError {
            code: None,
            message: other.to_string(),
        })),
    }
}
