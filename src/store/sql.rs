//! One query text and its values, run on whichever backend the store was opened on.
//!
//! Why a value instead of generic code: sqlx has no backend-neutral executor besides
//! `sqlx::Any`, which cannot decode half our row types. Code generic over
//! `sqlx::Database` would have to repeat the same higher-ranked bounds (`Encode`,
//! `Decode`, `FromRow`, `Executor` for connections and pools) on every query function,
//! and a macro expanding each body once per backend would hide the SQL in macro calls
//! and double the compiled code. Instead every query is built once as an [`Sql`]: the
//! text with `$N` placeholders, which both drivers accept, and the bound values as
//! plain data. [`Db`] binds them and runs the text on the pool or the transaction at
//! hand ([`Target`]); that `match` over the backends is the only place that names one. Row types
//! derive `sqlx::FromRow`, whose derived impls are generic over the row type, so each
//! serves both backends ([`Record`]).

use std::mem;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnection, PgRow};
use sqlx::sqlite::{SqliteConnection, SqliteRow};
use sqlx::{AssertSqlSafe, Database, Decode, Encode, FromRow, Pool, Postgres, Sqlite, Type};
use tracing::Instrument;

use crate::domain::dates::WpDateTime;
use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::domain::roles::Role;
use crate::store::error::StoreError;

/// A row type both backends can produce.
pub trait Record:
    for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin
{
}
impl<T> Record for T where
    T: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin
{
}

/// A single-column value both backends can decode.
pub trait Scalar:
    for<'r> Decode<'r, Sqlite>
    + Type<Sqlite>
    + for<'r> Decode<'r, Postgres>
    + Type<Postgres>
    + Send
    + Unpin
{
}
impl<T> Scalar for T where
    T: for<'r> Decode<'r, Sqlite>
        + Type<Sqlite>
        + for<'r> Decode<'r, Postgres>
        + Type<Postgres>
        + Send
        + Unpin
{
}

/// A bound value. The schema only has these column types (ids and counts are
/// `BIGINT` on PostgreSQL so that they decode as `i64`, flags are `BOOLEAN`).
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Int(Option<i64>),
    Text(Option<String>),
    Bool(bool),
}

impl From<i64> for Arg {
    fn from(v: i64) -> Self {
        Arg::Int(Some(v))
    }
}
impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Self {
        Arg::Int(v)
    }
}
impl From<bool> for Arg {
    fn from(v: bool) -> Self {
        Arg::Bool(v)
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Text(Some(v.to_string()))
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Text(Some(v))
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Self {
        Arg::Text(Some(v.clone()))
    }
}
impl From<Option<&str>> for Arg {
    fn from(v: Option<&str>) -> Self {
        Arg::Text(v.map(str::to_string))
    }
}
impl From<&Option<String>> for Arg {
    fn from(v: &Option<String>) -> Self {
        Arg::Text(v.clone())
    }
}
impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Self {
        Arg::Text(v)
    }
}

impl rusqlite::ToSql for Arg {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        match self {
            Arg::Int(v) => v.to_sql(),
            Arg::Text(v) => v.to_sql(),
            Arg::Bool(v) => v.to_sql(),
        }
    }
}

/// The one mapping between typed values and their stored text: bound as their
/// `Display` text, decoded with their `FromStr`. Stored text that does not parse (a
/// name outside its set, a corrupt date) fails to decode, which surfaces as a store
/// error rather than as a guess.
macro_rules! stored_as_text {
    ($($ty:ty),+) => {$(
        impl From<$ty> for Arg {
            fn from(v: $ty) -> Self {
                Arg::Text(Some(v.to_string()))
            }
        }
        impl From<Option<$ty>> for Arg {
            fn from(v: Option<$ty>) -> Self {
                Arg::Text(v.map(|v| v.to_string()))
            }
        }
        impl<DB: Database> Type<DB> for $ty
        where
            String: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <String as Type<DB>>::type_info()
            }
            fn compatible(ty: &DB::TypeInfo) -> bool {
                <String as Type<DB>>::compatible(ty)
            }
        }
        impl<'r, DB: Database> Decode<'r, DB> for $ty
        where
            String: Decode<'r, DB>,
        {
            fn decode(value: DB::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                Ok(<String as Decode<'r, DB>>::decode(value)?.parse::<$ty>()?)
            }
        }
        impl rusqlite::types::FromSql for $ty {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                value
                    .as_str()?
                    .parse::<$ty>()
                    .map_err(|e| rusqlite::types::FromSqlError::Other(Box::new(e)))
            }
        }
    )+};
}
stored_as_text!(
    PostStatus, PostType, Taxonomy, Role, WpDateTime, ItemType, Action
);

/// An `UPDATE` of one row that names only the columns whose value changes: SQLite
/// rewrites the index entries of every column a `SET` names, changed or not (an
/// update of an event's title rewrote four index pages it did not change).
pub struct ChangedColumns {
    sql: Sql,
    named: usize,
}

impl ChangedColumns {
    pub fn of(table: &str) -> ChangedColumns {
        ChangedColumns::after(Sql::default(), table)
    }

    /// The same, written after `sql` (its placeholders numbered after those of `sql`).
    pub fn after(mut sql: Sql, table: &str) -> ChangedColumns {
        sql.push(format!("UPDATE {table} SET "));
        ChangedColumns { sql, named: 0 }
    }

    /// Names `assignment` (`column = expression`), whatever the values: a column that
    /// every update of the row changes.
    pub fn always(&mut self, assignment: &str) -> &mut ChangedColumns {
        if self.named > 0 {
            self.sql.push(", ");
        }
        self.sql.push(assignment);
        self.named += 1;
        self
    }

    /// Names `column` with the value `after` unless it is `before`.
    pub fn set<T: PartialEq + Clone + Into<Arg>>(
        &mut self,
        column: &str,
        before: &T,
        after: &T,
    ) -> &mut ChangedColumns {
        if before != after {
            if self.named > 0 {
                self.sql.push(", ");
            }
            self.sql.push(column).push(" = ").push_bind(after.clone());
            self.named += 1;
        }
        self
    }

    /// The statement for the row of `tenant` whose `key` column is `id`; `None` when no
    /// column changes.
    pub fn of_row(self, tenant: &str, key: &str, id: i64) -> Option<Sql> {
        (self.named > 0).then(|| self.of_updated_row(tenant, key, id))
    }

    /// The statement for the row of `tenant` whose `key` column is `id`, after
    /// [`ChangedColumns::always`] named a column it changes in any case.
    pub fn of_updated_row(mut self, tenant: &str, key: &str, id: i64) -> Sql {
        self.sql
            .push(" WHERE tenant_id = ")
            .push_bind(tenant)
            .push(format!(" AND {key} = "))
            .push_bind(id);
        self.sql
    }
}

/// SQL text with `$N` placeholders and the values they stand for, in order.
///
/// The text only ever comes from this crate's constants and identifiers; every value
/// that comes from a request is bound, except a page's size, which is a number
/// ([`Sql::push_page`]).
#[derive(Debug, Clone, Default)]
pub struct Sql {
    text: String,
    args: Vec<Arg>,
}

impl Sql {
    /// A query whose text names its placeholders itself (`$1`, `$2`, ...), to be
    /// followed by one [`Sql::bind`] per placeholder.
    pub fn new(text: impl Into<String>) -> Sql {
        Sql {
            text: text.into(),
            args: Vec::new(),
        }
    }

    /// The value of the next placeholder of the text.
    pub fn bind(mut self, value: impl Into<Arg>) -> Sql {
        self.args.push(value.into());
        self
    }

    /// Appends text.
    pub fn push(&mut self, text: impl AsRef<str>) -> &mut Sql {
        self.text.push_str(text.as_ref());
        self
    }

    /// Appends a placeholder for `value`.
    pub fn push_bind(&mut self, value: impl Into<Arg>) -> &mut Sql {
        self.args.push(value.into());
        self.text.push('$');
        self.text.push_str(&self.args.len().to_string());
        self
    }

    /// Appends `($a, $b, ...)` for an `IN` list of `values`, which must not be empty
    /// (`IN ()` is an error on PostgreSQL).
    pub fn push_list<T: Into<Arg>>(&mut self, values: impl IntoIterator<Item = T>) -> &mut Sql {
        self.push("(");
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.push_bind(value);
        }
        self.push(")")
    }

    /// Appends `(id, id, ...)` for an `IN` clause; an empty list becomes `(-1)`, which
    /// matches no id, since `IN ()` is not valid SQL.
    pub fn push_ids(&mut self, ids: &[i64]) -> &mut Sql {
        if ids.is_empty() {
            self.push("(-1)")
        } else {
            self.push_list(ids.iter().copied())
        }
    }

    /// Appends ` LIMIT n OFFSET $k`. The limit is written into the text: SQLite plans
    /// a statement around its LIMIT, so a bound one makes it plan the statement again
    /// each time it runs (a tenth of an uncached list's time). Page sizes are few, so
    /// each statement is still prepared once per size.
    pub fn push_page(&mut self, limit: i64, offset: i64) -> &mut Sql {
        self.push(format!(" LIMIT {limit} OFFSET "))
            .push_bind(offset)
    }

    /// `WITH {name} AS ({first}) `, to be followed by a statement that reads the rows
    /// `first` returns: a write chained to another in one statement, where the backend
    /// can ([`Db::chains_writes`]). The placeholders keep their numbers.
    pub fn with_written(name: &str, first: Sql) -> Sql {
        Sql {
            text: format!("WITH {name} AS ({}) ", first.text),
            args: first.args,
        }
    }

    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// Whether the statement only reads: a `SELECT`. (A `WITH` may hold writes, and
    /// counts as writing.) None of this crate's `SELECT`s calls a function that writes.
    pub(crate) fn only_reads(&self) -> bool {
        self.text
            .trim_start()
            .get(..6)
            .is_some_and(|word| word.eq_ignore_ascii_case("select"))
    }

    /// Binds every value to a statement prepared from this text: each `$N` by the
    /// number in its name, as sqlx does, since SQLite numbers named parameters in the
    /// order they first appear.
    pub(crate) fn bind_to(&self, statement: &mut rusqlite::Statement<'_>) -> rusqlite::Result<()> {
        for index in 1..=statement.parameter_count() {
            let number = statement
                .parameter_name(index)
                .and_then(|name| name.strip_prefix('$'))
                .and_then(|n| n.parse::<usize>().ok());
            let arg = number
                .and_then(|n| self.args.get(n.wrapping_sub(1)))
                .ok_or(rusqlite::Error::InvalidParameterCount(
                    index,
                    self.args.len(),
                ))?;
            statement.raw_bind_parameter(index, arg)?;
        }
        Ok(())
    }

    /// The statement for `DB`, with every value bound.
    fn prepare<DB>(self) -> sqlx::query::Query<'static, DB, DB::Arguments>
    where
        DB: Database,
        Option<i64>: for<'q> Encode<'q, DB> + Type<DB>,
        Option<String>: for<'q> Encode<'q, DB> + Type<DB>,
        bool: for<'q> Encode<'q, DB> + Type<DB>,
    {
        let mut query = sqlx::query(AssertSqlSafe(self.text));
        for arg in self.args {
            query = match arg {
                Arg::Int(v) => query.bind(v),
                Arg::Text(v) => query.bind(v),
                Arg::Bool(v) => query.bind(v),
            };
        }
        query
    }
}

/// Where a statement runs: a pool, or the connection of an open transaction.
pub(crate) enum Target<'a> {
    /// SQLite's reader pool, each statement within this time limit.
    SqliteBounded(&'a Pool<Sqlite>, Duration),
    SqlitePool(&'a Pool<Sqlite>),
    SqliteTx(&'a mut SqliteConnection),
    PgPool(&'a Pool<Postgres>),
    PgTx(&'a mut PgConnection),
}

/// Runs statements on a [`Target`], logging those slower than a threshold.
pub struct Db<'a> {
    target: Target<'a>,
    slow_statement: Duration,
    /// On a write's turn, whether its transaction is as the turn found it
    /// ([`Db::on_turn`]).
    as_found: Option<&'a mut bool>,
}

/// Characters of a slow statement's text that its warning shows: enough to tell which
/// query it was, while a long search or id list cannot flood the log.
const LOGGED_STATEMENT_CHARS: usize = 240;

/// VM instructions between two checks of a read's time limit on SQLite: often enough
/// to stop soon even when each row costs a long `LIKE`, rarely enough that the clock
/// reads cost nothing measurable.
pub(crate) const PROGRESS_CHECK_STEPS: i32 = 1_000;

/// Rows as one backend returned them.
enum Rows {
    Sqlite(Vec<SqliteRow>),
    Postgres(Vec<PgRow>),
}

impl Rows {
    fn decode<R: Record>(self) -> Result<Vec<R>, sqlx::Error> {
        match self {
            Rows::Sqlite(rows) => rows.iter().map(R::from_row).collect(),
            Rows::Postgres(rows) => rows.iter().map(R::from_row).collect(),
        }
    }
}

/// The start of `text` for a log line, whitespace runs collapsed, with how much was cut.
pub(crate) fn shortened(text: &str) -> String {
    let collapsed = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let total = collapsed.chars().count();
    if total <= LOGGED_STATEMENT_CHARS {
        return collapsed;
    }
    let head: String = collapsed.chars().take(LOGGED_STATEMENT_CHARS).collect();
    format!(
        "{head}… ({} more characters)",
        total - LOGGED_STATEMENT_CHARS
    )
}

/// A connection of SQLite's reader pool whose statement stops with `SQLITE_INTERRUPT`
/// once the time limit has passed. The progress handler stays on the connection after
/// the statement, disarmed, so that reads without a limit need no change to it.
struct BoundedReader {
    conn: PoolConnection<Sqlite>,
    armed: Arc<AtomicBool>,
    finished: bool,
}

impl BoundedReader {
    async fn acquire(pool: &Pool<Sqlite>, limit: Duration) -> Result<Self, sqlx::Error> {
        let mut conn = pool.acquire().await?;
        let armed = Arc::new(AtomicBool::new(true));
        let deadline = Instant::now() + limit;
        let check = armed.clone();
        conn.lock_handle()
            .await?
            .set_progress_handler(PROGRESS_CHECK_STEPS, move || {
                !check.load(Ordering::Relaxed) || Instant::now() < deadline
            });
        Ok(BoundedReader {
            conn,
            armed,
            finished: false,
        })
    }

    /// The statement ran to its end (or its error): the limit is disarmed on drop.
    fn finish(mut self) {
        self.finished = true;
    }
}

impl Drop for BoundedReader {
    fn drop(&mut self) {
        if self.finished {
            self.armed.store(false, Ordering::Relaxed);
        } else {
            // Abandoned mid-statement (the client went away): the statement keeps
            // running on the connection's thread and must still stop at its limit, so
            // the limit stays armed and the connection is closed instead of reused.
            self.conn.close_on_drop();
        }
    }
}

/// Runs one statement in a span of its own, its failure told as a [`StoreError`]. A
/// failure is recorded on the span the store was called from (a handler's, or the
/// request's) as `failed_statement`: the error is logged once, where it becomes the
/// client's answer ([`crate::error::ApiError`]), and that line names the
/// statement through the span.
async fn traced<T>(
    text: &str,
    statement: impl Future<Output = Result<T, sqlx::Error>>,
) -> Result<T, StoreError> {
    let span = tracing::debug_span!("statement", sql = %shortened(text));
    let result = statement.instrument(span).await;
    if result.is_err() {
        name_failed_statement(text);
    }
    Ok(result?)
}

/// Names a statement that failed on the current span, for the line that logs the
/// request's error (see [`traced`]).
pub(crate) fn name_failed_statement(text: &str) {
    let caller = tracing::Span::current();
    if caller.has_field("failed_statement") {
        caller.record("failed_statement", shortened(text));
    }
}

/// Logs `text` when it ran for `elapsed`, `threshold` or longer.
pub(crate) fn log_if_slow(text: &str, elapsed: Duration, threshold: Duration) {
    if elapsed >= threshold {
        tracing::warn!(
            statement = %shortened(text),
            statement_bytes = text.len(),
            elapsed_ms = elapsed.as_millis() as u64,
            "slow statement"
        );
    }
}

impl<'a> Db<'a> {
    pub(crate) fn new(target: Target<'a>, slow_statement: Duration) -> Self {
        Db {
            target,
            slow_statement,
            as_found: None,
        }
    }

    /// Runs statements on a write's turn, keeping `as_found` true only while every
    /// statement has only read, and succeeded: one that writes, fails or is left
    /// unfinished leaves it false.
    pub(crate) fn on_turn(
        target: Target<'a>,
        slow_statement: Duration,
        as_found: &'a mut bool,
    ) -> Self {
        Db {
            target,
            slow_statement,
            as_found: Some(as_found),
        }
    }

    /// Before a statement: the turn's transaction no longer counts as found until
    /// [`Db::ran`]. Returns whether it will again once the statement has succeeded: it
    /// did before, and the statement only reads.
    fn running(&mut self, sql: &Sql) -> bool {
        self.as_found
            .as_deref_mut()
            .is_some_and(|as_found| mem::replace(as_found, false))
            && sql.only_reads()
    }

    /// After a statement that succeeded: the turn's transaction is as found if
    /// [`Db::running`] said it would be.
    fn ran(&mut self, as_found_again: bool) {
        if let Some(as_found) = self.as_found.as_deref_mut() {
            *as_found = as_found_again;
        }
    }

    /// Whether one statement may hold several writes ([`Sql::with_written`]):
    /// PostgreSQL's `WITH` takes `INSERT`, `UPDATE` and `DELETE`, SQLite's does not.
    /// Where each statement is a round trip to another process, and a tenant's writes
    /// wait for each other's, a statement less is a round trip less for all of them.
    pub(crate) fn chains_writes(&self) -> bool {
        matches!(self.target, Target::PgPool(_) | Target::PgTx(_))
    }

    /// Logs `text` when it ran for `since.elapsed()` or longer than the threshold.
    fn log_if_slow(&self, text: &str, since: Instant) {
        log_if_slow(text, since.elapsed(), self.slow_statement);
    }

    async fn rows(&mut self, sql: Sql) -> Result<Rows, StoreError> {
        let text = sql.text.clone();
        let as_found_again = self.running(&sql);
        let started = Instant::now();
        let target = &mut self.target;
        let rows = traced(&text, async move {
            Ok(match target {
                Target::SqliteBounded(pool, limit) => {
                    let mut reader = BoundedReader::acquire(pool, *limit).await?;
                    let rows = sql.prepare().fetch_all(&mut *reader.conn).await;
                    reader.finish();
                    Rows::Sqlite(rows?)
                }
                Target::SqlitePool(pool) => Rows::Sqlite(sql.prepare().fetch_all(*pool).await?),
                Target::SqliteTx(conn) => Rows::Sqlite(sql.prepare().fetch_all(&mut **conn).await?),
                Target::PgPool(pool) => Rows::Postgres(sql.prepare().fetch_all(*pool).await?),
                Target::PgTx(conn) => Rows::Postgres(sql.prepare().fetch_all(&mut **conn).await?),
            })
        })
        .await?;
        self.ran(as_found_again);
        self.log_if_slow(&text, started);
        Ok(rows)
    }

    async fn first_row(&mut self, sql: Sql) -> Result<Rows, StoreError> {
        let text = sql.text.clone();
        let as_found_again = self.running(&sql);
        let started = Instant::now();
        let target = &mut self.target;
        let rows = traced(&text, async move {
            Ok(match target {
                Target::SqliteBounded(pool, limit) => {
                    let mut reader = BoundedReader::acquire(pool, *limit).await?;
                    let row = sql.prepare().fetch_optional(&mut *reader.conn).await;
                    reader.finish();
                    Rows::Sqlite(row?.into_iter().collect())
                }
                Target::SqlitePool(pool) => Rows::Sqlite(
                    sql.prepare()
                        .fetch_optional(*pool)
                        .await?
                        .into_iter()
                        .collect(),
                ),
                Target::SqliteTx(conn) => Rows::Sqlite(
                    sql.prepare()
                        .fetch_optional(&mut **conn)
                        .await?
                        .into_iter()
                        .collect(),
                ),
                Target::PgPool(pool) => Rows::Postgres(
                    sql.prepare()
                        .fetch_optional(*pool)
                        .await?
                        .into_iter()
                        .collect(),
                ),
                Target::PgTx(conn) => Rows::Postgres(
                    sql.prepare()
                        .fetch_optional(&mut **conn)
                        .await?
                        .into_iter()
                        .collect(),
                ),
            })
        })
        .await?;
        self.ran(as_found_again);
        self.log_if_slow(&text, started);
        Ok(rows)
    }

    /// Every row.
    pub async fn fetch_all<R: Record>(&mut self, sql: Sql) -> Result<Vec<R>, StoreError> {
        Ok(self.rows(sql).await?.decode()?)
    }

    /// The first row, if any.
    pub async fn fetch_optional<R: Record>(&mut self, sql: Sql) -> Result<Option<R>, StoreError> {
        Ok(self.first_row(sql).await?.decode()?.into_iter().next())
    }

    /// The first row; `RowNotFound` when there is none.
    pub async fn fetch_one<R: Record>(&mut self, sql: Sql) -> Result<R, StoreError> {
        self.fetch_optional(sql)
            .await?
            .ok_or_else(|| sqlx::Error::RowNotFound.into())
    }

    /// The first column of every row.
    pub async fn scalars<T: Scalar>(&mut self, sql: Sql) -> Result<Vec<T>, StoreError> {
        let rows: Vec<(T,)> = self.fetch_all(sql).await?;
        Ok(rows.into_iter().map(|(v,)| v).collect())
    }

    /// The first column of the first row, if any.
    pub async fn scalar_optional<T: Scalar>(&mut self, sql: Sql) -> Result<Option<T>, StoreError> {
        let row: Option<(T,)> = self.fetch_optional(sql).await?;
        Ok(row.map(|(v,)| v))
    }

    /// The first column of the first row; `RowNotFound` when there is none.
    pub async fn scalar<T: Scalar>(&mut self, sql: Sql) -> Result<T, StoreError> {
        let (v,): (T,) = self.fetch_one(sql).await?;
        Ok(v)
    }

    /// Runs a statement and returns how many rows it changed.
    pub async fn execute(&mut self, sql: Sql) -> Result<u64, StoreError> {
        let text = sql.text.clone();
        let as_found_again = self.running(&sql);
        let started = Instant::now();
        let target = &mut self.target;
        let changed = traced(&text, async move {
            Ok(match target {
                Target::SqliteBounded(pool, limit) => {
                    let mut reader = BoundedReader::acquire(pool, *limit).await?;
                    let done = sql.prepare().execute(&mut *reader.conn).await;
                    reader.finish();
                    done?.rows_affected()
                }
                Target::SqlitePool(pool) => sql.prepare().execute(*pool).await?.rows_affected(),
                Target::SqliteTx(conn) => sql.prepare().execute(&mut **conn).await?.rows_affected(),
                Target::PgPool(pool) => sql.prepare().execute(*pool).await?.rows_affected(),
                Target::PgTx(conn) => sql.prepare().execute(&mut **conn).await?.rows_affected(),
            })
        })
        .await?;
        self.ran(as_found_again);
        self.log_if_slow(&text, started);
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_select_counts_as_reading() {
        for reads in [
            "SELECT 1",
            "\n   select id FROM posts",
            "SELECT pg_advisory_xact_lock(1, 2)",
        ] {
            assert!(Sql::new(reads).only_reads(), "{reads}");
        }
        for writes in [
            "INSERT INTO t VALUES (1)",
            "UPDATE posts SET title = $1",
            "DELETE FROM t",
            "WITH written AS (INSERT INTO t VALUES (1) RETURNING id) SELECT id FROM written",
            "SEL",
            "",
        ] {
            assert!(!Sql::new(writes).only_reads(), "{writes}");
        }
    }

    #[test]
    fn logged_statements_are_shortened() {
        let long = format!(
            "SELECT id FROM posts WHERE\n   {}",
            "p.search_text LIKE $1 AND ".repeat(800)
        );
        let logged = shortened(&long);
        assert!(
            logged.chars().count() < LOGGED_STATEMENT_CHARS + 40,
            "{logged}"
        );
        assert!(logged.starts_with("SELECT id FROM posts WHERE p.search_text LIKE $1"));
        assert!(logged.ends_with("more characters)"), "{logged}");
        assert_eq!(shortened("SELECT 1"), "SELECT 1");
    }

    #[test]
    fn placeholders_follow_the_explicit_ones() {
        let mut sql = Sql::new("SELECT id FROM t WHERE a = $1").bind("x");
        sql.push(" AND b IN ").push_list([1_i64, 2]);
        sql.push(" AND c IN ").push_ids(&[]);
        sql.push(" AND d = ").push_bind(true);
        sql.push_page(20, 40);
        assert_eq!(
            sql.text,
            "SELECT id FROM t WHERE a = $1 AND b IN ($2, $3) AND c IN (-1) AND d = $4 \
             LIMIT 20 OFFSET $5"
        );
        assert_eq!(
            sql.args,
            [
                Arg::Text(Some("x".into())),
                Arg::Int(Some(1)),
                Arg::Int(Some(2)),
                Arg::Bool(true),
                Arg::Int(Some(40))
            ]
        );
    }

    #[test]
    fn an_update_names_only_the_columns_that_change() {
        let mut update = ChangedColumns::of("events");
        update
            .set("cost", &"5".to_string(), &"5".to_string())
            .set("featured", &false, &true)
            .set("website", &Some("a".to_string()), &None)
            .set("venue_id", &Some(3_i64), &Some(3));
        let sql = update
            .of_row("t1", "post_id", 9)
            .expect("two columns change");
        assert_eq!(
            sql.text,
            "UPDATE events SET featured = $1, website = $2 WHERE tenant_id = $3 AND post_id = $4"
        );
        assert_eq!(
            sql.args,
            [
                Arg::Bool(true),
                Arg::Text(None),
                Arg::Text(Some("t1".into())),
                Arg::Int(Some(9))
            ]
        );

        let mut unchanged = ChangedColumns::of("events");
        unchanged.set("all_day", &true, &true);
        assert!(unchanged.of_row("t1", "post_id", 9).is_none());
    }

    /// SQLite numbers `$N` parameters in the order they first appear; each is bound
    /// by the number in its name, however often and in whatever order they appear.
    #[test]
    fn placeholders_bind_by_their_number_on_direct_reads() {
        let conn = rusqlite::Connection::open_in_memory().expect("sqlite");
        let sql = Sql::new("SELECT $2, $1, $2, $3")
            .bind("one")
            .bind(2_i64)
            .bind(true);
        let mut statement = conn.prepare(sql.text()).expect("prepare");
        sql.bind_to(&mut statement).expect("bind");
        let mut rows = statement.raw_query();
        let r = rows.next().expect("step").expect("a row");
        let row: (i64, String, i64, bool) = (
            r.get(0).expect("0"),
            r.get(1).expect("1"),
            r.get(2).expect("2"),
            r.get(3).expect("3"),
        );
        assert_eq!(row, (2, "one".to_string(), 2, true));

        let missing = Sql::new("SELECT $1, $2").bind(1_i64);
        let mut statement = conn.prepare(missing.text()).expect("prepare");
        assert!(missing.bind_to(&mut statement).is_err());
    }

    /// Every name, bound and read back through SQLite, and a name outside its set
    /// refused on the way back; the PostgreSQL suite reads them on every request.
    #[tokio::test]
    async fn names_round_trip_through_the_store() {
        let dir = tempfile::tempdir().expect("tmp");
        let store = crate::store::handle::Store::open_temporary(&dir).await;
        async fn back<T: Scalar>(store: &crate::store::handle::Store, text: Arg) -> Option<T> {
            let sql = Sql::new("SELECT $1").bind(text);
            store.reader().scalar(sql).await.ok()
        }
        for status in PostStatus::ALL {
            assert_eq!(back(&store, (*status).into()).await, Some(*status));
        }
        for post_type in PostType::ALL {
            assert_eq!(back(&store, (*post_type).into()).await, Some(*post_type));
        }
        for taxonomy in Taxonomy::ALL {
            assert_eq!(back(&store, (*taxonomy).into()).await, Some(*taxonomy));
        }
        for role in Role::ALL {
            assert_eq!(back(&store, (*role).into()).await, Some(*role));
        }
        assert_eq!(back::<PostStatus>(&store, "Publish".into()).await, None);
        assert_eq!(back::<Role>(&store, "".into()).await, None);
    }
}
