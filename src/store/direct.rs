//! SQLite reads that run a statement and decode its rows in one turn, on connections
//! of their own, on one of tokio's blocking threads.
//!
//! Why: sqlx runs each SQLite connection on a thread of its own and hands it every
//! statement, and hands every row back, through channels; a list of events (arming its
//! time limit, its page of rows) paid for a score of thread switches, a quarter of its
//! CPU. Here the statement and the decoding of its rows run in one closure: one switch
//! to the blocking thread and one back.

use std::borrow::Cow;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags, Row};
use tokio::sync::Semaphore;

use crate::store::sql::{PROGRESS_CHECK_STEPS, Sql, log_if_slow, name_failed_statement};

/// The connections, and the turns that bound how many reads run at once.
pub(crate) struct DirectReaders {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
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

/// How a row becomes a value.
pub(crate) type Decode<T> = fn(&Row<'_>) -> rusqlite::Result<T>;

impl DirectReaders {
    pub(crate) fn new(
        path: PathBuf,
        connections: usize,
        wait: Duration,
        read_limit: Duration,
        slow_statement: Duration,
    ) -> Self {
        DirectReaders {
            path,
            idle: Mutex::new(Vec::new()),
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
    ) -> Result<Vec<T>, sqlx::Error> {
        let turn = tokio::time::timeout(self.wait, self.turns.clone().acquire_owned())
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
                let started = Instant::now();
                let rows = readers.run(&sql, decode);
                log_if_slow(sql.text(), started.elapsed(), readers.slow_statement);
                if rows.is_err() {
                    name_failed_statement(sql.text());
                }
                rows.map_err(into_sqlx)
            })
        })
        .await
        .map_err(|_| sqlx::Error::WorkerCrashed)?
    }

    fn run<T>(&self, sql: &Sql, decode: Decode<T>) -> rusqlite::Result<Vec<T>> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let conn = match idle {
            Some(conn) => conn,
            None => self.open()?,
        };
        let deadline = Instant::now() + self.read_limit;
        conn.progress_handler(
            PROGRESS_CHECK_STEPS,
            Some(move || Instant::now() >= deadline),
        )?;
        let rows = (|| {
            let mut statement = conn.prepare_cached(sql.text())?;
            sql.bind_to(&mut statement)?;
            let mut rows = statement.raw_query();
            let mut decoded = Vec::new();
            while let Some(row) = rows.next()? {
                decoded.push(decode(row)?);
            }
            Ok(decoded)
        })();
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(conn);
        }
        rows
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(self.wait)?;
        conn.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
        Ok(conn)
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
