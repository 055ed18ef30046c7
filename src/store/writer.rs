//! The writer tasks, whose commits the writes queued for them share.
//!
//! Every commit is synced to disk before it is answered, and a sync costs the same for
//! one write as for many: 0.5 ms on a quick disk, 8 ms or more on a slow one, where
//! writes queued for their turn would otherwise wait for each other's syncs. Writes
//! queue anyway: SQLite has one writer, and on PostgreSQL a tenant's writes take turns
//! under its lock, which they hold through their commit's sync. So a writer task keeps
//! one transaction open while writes are queued, and runs them in it in turn; when no
//! write is waiting (or [`MAX_SHARED`] have run) the transaction commits, with what its
//! writes changed entered in the change log once, and only then is each of its writes
//! answered. A write is answered as committed only once its commit is on disk, as
//! before.
//!
//! A write that fails must take nothing with it. One refused by what it read, before
//! it wrote (a missing item, one in the trash, a name taken), leaves the transaction as
//! it found it ([`Turn::db`]), and the transaction goes on. Otherwise, on
//! SQLite each write after the first runs in a savepoint of the transaction, and one
//! that fails rolls back to its own. On PostgreSQL savepoints cost the commit's other
//! writes and the readers more than a round trip
//! (docs/decisions/007-shared-commits.md), so there a write that fails having written
//! rolls the whole transaction back, and the writes before it in the transaction, none
//! of them answered yet, are answered [`StoreError::Undone`]: the request layer runs
//! each of them again, from the start, in a later transaction (`http::run_again`).
//!
//! SQLite has one writer task (one connection). PostgreSQL has [`Sharing::lanes`] of
//! them, each with one transaction open at a time; a tenant's writes always queue on
//! the same one, and one commit holds one tenant's writes only: a transaction holding
//! two tenants' locks could meet another instance's holding them in the other order.
//! There a write mostly waits for its statements' round trips, and the writes queued
//! behind it wait for each of them too; so a turn costs as few as it can: no savepoint,
//! the tenant's lock taken once, with `BEGIN`, and the change log written once per
//! commit. For the same reason a transaction there serves only the writes that were
//! waiting when it began ([`Sharing::late_joins`]).

use std::collections::VecDeque;
use std::future::Future;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::mem;
use std::sync::Arc;
use std::time::Duration;

use sqlx::{AssertSqlSafe, Database, Executor, Pool, Postgres, Sqlite, Transaction};
use tokio::sync::{mpsc, oneshot};

use crate::domain::dates::WpDateTime;
use crate::store::changes::{Change, ChangeLog, Changed, ItemChanges};
use crate::store::clock::now_utc;
use crate::store::error::StoreError;
use crate::store::item_changes;
use crate::store::sql::{Db, Target};
use crate::store::writes_thread;

/// Most writes one commit serves: the first of them waits for all the others'
/// statements, so a bound keeps its wait near that of a queue without sharing.
const MAX_SHARED: usize = 16;

/// The savepoint each write after a transaction's first runs in, where the backend
/// uses them ([`Sharing::savepoints`]). One that succeeds is left open, nested in the
/// ones before, and released with the transaction's commit; one that fails is the
/// innermost, which the rollback names.
const SAVEPOINT: &str = "SAVEPOINT one_write";
const ROLLBACK: &str = "ROLLBACK TO one_write; RELEASE one_write";

/// What a commit enters in the change log: per tenant, what its writes changed.
pub(crate) type Changes = Vec<(String, Change)>;

/// How a backend's writes share commits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sharing {
    /// Writer tasks, each with one transaction (one connection) at a time.
    pub lanes: usize,
    /// Whether one commit holds the writes of one tenant only.
    pub one_tenant: bool,
    /// Whether writes asked for while a transaction is open may join it, or only those
    /// that were waiting when it began. Joining spares them a commit of their own, and
    /// costs the writes before them the joiners' statements: worth it when statements
    /// cost little beside a commit (SQLite's, in process), not when each is a round
    /// trip (PostgreSQL's).
    pub late_joins: bool,
    /// Whether each write after a transaction's first runs in a savepoint, so that one
    /// that fails undoes nothing but its own; without, it undoes the whole
    /// transaction, whose other writes are answered [`StoreError::Undone`].
    pub savepoints: bool,
    /// The statements that begin a transaction for a tenant's writes (one round trip).
    pub begin: fn(&str) -> String,
    /// Statements of the change log slower than this are logged.
    pub slow_statement: Duration,
}

/// Where a backend keeps its change log, which the writer enters each commit's changes
/// in: in the store, inside the transaction, before it commits (PostgreSQL's, which
/// every instance reads), or in the serving process's [`ChangeLog`] after it commits
/// (SQLite's, one process serving the file).
pub(crate) trait KeepsChangeLog: Database {
    /// Runs statements on a writer's transaction.
    fn statements(conn: &mut Self::Connection, slow_statement: Duration) -> Db<'_>;

    fn enter_before_commit<'c>(
        conn: &'c mut Self::Connection,
        changes: &'c Changes,
        slow_statement: Duration,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'c;

    fn enter_after_commit(log: &ChangeLog, changes: &Changes);
}

/// The queues of the writer tasks. Cloned with the store; the tasks end with the last.
pub(crate) struct Writer<DB: Database> {
    lanes: Arc<[mpsc::UnboundedSender<Asked<DB>>]>,
    /// How long a write waits for its turn, as it waited for the pool's connection.
    wait: Duration,
}

impl<DB: Database> Clone for Writer<DB> {
    fn clone(&self) -> Self {
        Writer {
            lanes: self.lanes.clone(),
            wait: self.wait,
        }
    }
}

/// One write's turn on a writer's transaction, begun for the tenant the write asked
/// for (by [`Sharing::begin`]). Dropped without [`Turn::commit`], the write rolls back.
pub(crate) struct Turn<DB: Database> {
    tx: Option<Transaction<'static, DB>>,
    back: Option<oneshot::Sender<Returned<DB>>>,
    /// The tenant the transaction was begun for.
    begun_for: String,
    /// Whether the transaction is as the turn found it: none of the turn's statements
    /// wrote, failed (which on PostgreSQL aborts the transaction) or was left
    /// unfinished. A turn that ends so has nothing to roll back.
    as_found: bool,
}

/// A write's request for its turn: the turn, or why the writer could not begin one.
struct Asked<DB: Database> {
    /// The tenant the write works on first.
    tenant: String,
    give: oneshot::Sender<Result<Turn<DB>, StoreError>>,
}

/// How a turn ends, sent back to the writer task with the transaction.
enum Returned<DB: Database> {
    Released {
        tx: Transaction<'static, DB>,
        changes: Changed,
        answer: oneshot::Sender<Result<(), StoreError>>,
    },
    RolledBack {
        tx: Transaction<'static, DB>,
        as_found: bool,
    },
}

/// A write done in the open transaction, waiting for it to commit.
struct Done {
    changes: Changed,
    answer: oneshot::Sender<Result<(), StoreError>>,
}

impl<DB: KeepsChangeLog> Writer<DB>
where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
{
    /// Starts the writer tasks on `pool` (a connection each), entering what each commit
    /// changed in the backend's change log (`log` where it is the process's). They run
    /// on the writes' threads, where the writes they serve run.
    pub(crate) fn start(
        pool: Pool<DB>,
        sharing: Sharing,
        log: Arc<ChangeLog>,
        wait: Duration,
    ) -> Writer<DB> {
        let lanes = (0..sharing.lanes.max(1))
            .map(|_| {
                let (queue, turns) = mpsc::unbounded_channel();
                writes_thread::spawn(serve(pool.clone(), sharing, log.clone(), turns));
                queue
            })
            .collect();
        Writer { lanes, wait }
    }

    /// Waits for the turn of a write on `tenant` on its writer's transaction.
    pub(crate) async fn turn(&self, tenant: &str) -> Result<Turn<DB>, StoreError> {
        let mut hasher = DefaultHasher::new();
        tenant.hash(&mut hasher);
        let lane = &self.lanes[(hasher.finish() % self.lanes.len() as u64) as usize];
        let (give, take) = oneshot::channel();
        let asked = Asked {
            tenant: tenant.to_string(),
            give,
        };
        lane.send(asked).map_err(|_| sqlx::Error::PoolClosed)?;
        match tokio::time::timeout(self.wait, take).await {
            Ok(Ok(turn)) => turn,
            Ok(Err(_)) => Err(sqlx::Error::WorkerCrashed.into()),
            Err(_) => Err(sqlx::Error::PoolTimedOut.into()),
        }
    }
}

impl<DB: Database> Turn<DB>
where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
{
    /// The turn's connection, and the mark of whether the transaction is as the turn
    /// found it. Statements run on the connection only through [`Turn::db`], which
    /// keeps the mark.
    fn connection(&mut self) -> (&mut DB::Connection, &mut bool) {
        match &mut self.tx {
            Some(tx) => (tx, &mut self.as_found),
            None => unreachable!("a turn holds its transaction until it ends"),
        }
    }

    /// The tenant whose [`Sharing::begin`] statements began the turn's transaction.
    pub(crate) fn begun_for(&self) -> &str {
        &self.begun_for
    }

    /// Ends the write's turn and waits for the transaction holding it to commit;
    /// `changes` are entered in the change log with it.
    pub(crate) async fn commit(mut self, changes: Changed) -> Result<(), StoreError> {
        let (Some(tx), Some(back)) = (self.tx.take(), self.back.take()) else {
            unreachable!("a turn holds its transaction until it ends")
        };
        let (answer, answered) = oneshot::channel();
        let _ = back.send(Returned::Released {
            tx,
            changes,
            answer,
        });
        answered
            .await
            .unwrap_or_else(|_| Err(sqlx::Error::WorkerCrashed.into()))
    }
}

impl Turn<Sqlite> {
    /// Runs the write's statements, each of which keeps or clears the mark of whether
    /// the transaction is as the turn found it ([`Db::on_turn`]).
    pub(crate) fn db(&mut self, slow_statement: Duration) -> Db<'_> {
        let (connection, as_found) = self.connection();
        Db::on_turn(Target::SqliteTx(connection), slow_statement, as_found)
    }
}

impl Turn<Postgres> {
    /// Runs the write's statements, each of which keeps or clears the mark of whether
    /// the transaction is as the turn found it ([`Db::on_turn`]).
    pub(crate) fn db(&mut self, slow_statement: Duration) -> Db<'_> {
        let (connection, as_found) = self.connection();
        Db::on_turn(Target::PgTx(connection), slow_statement, as_found)
    }
}

impl<DB: Database> Drop for Turn<DB> {
    fn drop(&mut self) {
        if let (Some(tx), Some(back)) = (self.tx.take(), self.back.take()) {
            let _ = back.send(Returned::RolledBack {
                tx,
                as_found: self.as_found,
            });
        }
    }
}

/// The transaction a writer task holds open, and the tenant it was begun for.
struct Open<DB: Database> {
    tx: Transaction<'static, DB>,
    tenant: String,
}

/// A writer task: gives turns in the order they were asked for (the open transaction's
/// tenant first, on a writer whose commits hold one tenant's writes), and commits when
/// none of the writes it may serve is waiting, or [`MAX_SHARED`] have run.
async fn serve<DB: KeepsChangeLog>(
    pool: Pool<DB>,
    sharing: Sharing,
    log: Arc<ChangeLog>,
    mut turns: mpsc::UnboundedReceiver<Asked<DB>>,
) where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
{
    let mut open: Option<Open<DB>> = None;
    let mut done: Vec<Done> = Vec::new();
    // Writes asked for, in order, that no transaction served yet.
    let mut queued: VecDeque<Asked<DB>> = VecDeque::new();
    loop {
        if open.is_none() || sharing.late_joins {
            while let Ok(asked) = turns.try_recv() {
                queued.push_back(asked);
            }
        }
        let next = match &open {
            Some(_) if done.len() >= MAX_SHARED => None,
            Some(Open { tenant, .. }) if sharing.one_tenant => queued
                .iter()
                .position(|asked| &asked.tenant == tenant)
                .and_then(|at| queued.remove(at)),
            Some(_) => queued.pop_front(),
            None => match queued.pop_front() {
                Some(next) => Some(next),
                None => match turns.recv().await {
                    Some(next) => Some(next),
                    None => return,
                },
            },
        };
        let Some(asked) = next else {
            if let Some(Open { tx, .. }) = open.take() {
                commit(tx, mem::take(&mut done), &log, sharing.slow_statement).await;
            }
            continue;
        };
        if asked.give.is_closed() {
            continue;
        }
        let Open { tx, tenant } = match open.take() {
            Some(open) => open,
            None => match pool
                .begin_with(AssertSqlSafe((sharing.begin)(&asked.tenant)))
                .await
            {
                Ok(tx) => Open {
                    tx,
                    tenant: asked.tenant,
                },
                Err(e) => {
                    // The write answers with the store's own error (busy: 503).
                    let _ = asked.give.send(Err(e.into()));
                    continue;
                }
            },
        };
        open = take_turn(tx, asked.give, &tenant, sharing.savepoints, &mut done)
            .await
            .map(|tx| Open { tx, tenant });
        if open.is_none() {
            answer_undone(mem::take(&mut done));
        }
    }
}

/// Gives `give` a turn on `tx` (in a savepoint if `savepoints` and another write ran in
/// it) and takes the transaction back when the turn ends; `None` when it ended: rolled
/// back by the write outside a savepoint, or lost (a statement of a savepoint's own
/// failed), and with it every write of `done`.
async fn take_turn<DB: Database>(
    mut tx: Transaction<'static, DB>,
    give: oneshot::Sender<Result<Turn<DB>, StoreError>>,
    begun_for: &str,
    savepoints: bool,
    done: &mut Vec<Done>,
) -> Option<Transaction<'static, DB>>
where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
{
    let in_savepoint = savepoints && !done.is_empty();
    if in_savepoint && let Err(e) = sqlx::raw_sql(SAVEPOINT).execute(&mut *tx).await {
        tracing::error!(error = %e, "cannot open a write's savepoint");
        return None;
    }
    let (back, returned) = oneshot::channel();
    let turn = Turn {
        tx: Some(tx),
        back: Some(back),
        begun_for: begun_for.to_string(),
        as_found: true,
    };
    if let Err(Ok(mut unasked)) = give.send(Ok(turn)) {
        // The write stopped waiting: it wrote nothing.
        unasked.back = None;
        let mut tx = unasked.tx.take()?;
        if in_savepoint {
            sqlx::raw_sql(ROLLBACK).execute(&mut *tx).await.ok()?;
        }
        return Some(tx);
    }
    match returned.await.ok()? {
        Returned::Released {
            tx,
            changes,
            answer,
        } => {
            done.push(Done { changes, answer });
            Some(tx)
        }
        // Nothing to undo: the transaction goes on.
        Returned::RolledBack { tx, as_found: true } if !in_savepoint => Some(tx),
        Returned::RolledBack { tx, .. } if !in_savepoint => {
            if let Err(e) = tx.rollback().await {
                tracing::warn!(error = %e, "cannot roll a write back");
            }
            None
        }
        Returned::RolledBack { mut tx, .. } => {
            match sqlx::raw_sql(ROLLBACK).execute(&mut *tx).await {
                Ok(_) => Some(tx),
                Err(e) => {
                    tracing::error!(error = %e, "cannot roll a write back to its savepoint");
                    None
                }
            }
        }
    }
}

/// Commits `tx` with what its writes changed, together, entered in the change log and
/// the change feed; then answers each write. A transaction whose writes all rolled back holds nothing
/// to commit.
async fn commit<DB: KeepsChangeLog>(
    mut tx: Transaction<'static, DB>,
    mut done: Vec<Done>,
    log: &ChangeLog,
    slow_statement: Duration,
) where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
{
    if done.is_empty() {
        if let Err(e) = tx.rollback().await {
            tracing::warn!(error = %e, "cannot end an empty write transaction");
        }
        return;
    }
    let mut changed = Changed::default();
    for write in &mut done {
        changed.add(mem::take(&mut write.changes));
    }
    let items = changed.take_items();
    let changes = changed.into_changes();
    if let Err(e) = enter_before_commit::<DB>(&mut tx, &changes, &items, slow_statement).await {
        tracing::error!(error = %e, writes = done.len(), "entering a commit's changes failed");
        answer_undone(done);
        return;
    }
    match tx.commit().await {
        Ok(()) => {
            ::metrics::counter!("store_commits_total").increment(1);
            ::metrics::counter!("store_committed_writes_total").increment(done.len() as u64);
            DB::enter_after_commit(log, &changes);
            for write in done {
                let _ = write.answer.send(Ok(()));
            }
        }
        Err(e) => {
            tracing::error!(error = %e, writes = done.len(), "a shared commit failed");
            // A commit that failed on its way may have been stored all the same: its
            // writes must not run again.
            for write in done {
                let _ = write.answer.send(Err(StoreError::busy(
                    "the commit holding this write failed",
                )));
            }
        }
    }
}

/// Enters in `tx`, before it commits, what its writes changed: the parts in the
/// backend's change log where that is the store's, and the items in the change feed.
async fn enter_before_commit<DB: KeepsChangeLog>(
    tx: &mut DB::Connection,
    changes: &Changes,
    items: &ItemChanges,
    slow_statement: Duration,
) -> Result<(), StoreError> {
    DB::enter_before_commit(tx, changes, slow_statement).await?;
    if items.is_empty() {
        return Ok(());
    }
    let mut db = DB::statements(tx, slow_statement);
    item_changes::enter(&mut db, items, WpDateTime(now_utc())).await
}

/// Answers each of `done` [`StoreError::Undone`].
fn answer_undone(done: Vec<Done>) {
    if !done.is_empty() {
        ::metrics::counter!("store_undone_writes_total").increment(done.len() as u64);
    }
    for write in done {
        let _ = write.answer.send(Err(StoreError::Undone));
    }
}

#[cfg(test)]
mod tests {
    use std::pin::Pin;
    use std::sync::Mutex;

    use sqlx::sqlite::SqlitePoolOptions;

    use super::*;
    use crate::store::sql::Sql;

    type Write = Pin<Box<dyn Future<Output = ()> + Send>>;

    /// A write on `tenant` that notes `name` when it gets its turn, and with `hold`
    /// tells that it has it and waits to be let go before it commits. Its turn is
    /// asked for before this returns.
    async fn asked(
        writer: &Writer<Sqlite>,
        turns: &Arc<Mutex<Vec<&'static str>>>,
        name: &'static str,
        tenant: &'static str,
        hold: Option<(oneshot::Sender<()>, oneshot::Receiver<()>)>,
    ) -> Write {
        let (writer, turns) = (writer.clone(), turns.clone());
        let mut write: Write = Box::pin(async move {
            let turn = writer.turn(tenant).await.expect("turn");
            turns.lock().expect("turns").push(name);
            if let Some((has_turn, go)) = hold {
                has_turn.send(()).expect("the test waits");
                go.await.expect("the test lets go");
            }
            turn.commit(Changed::default()).await.expect("commit");
        });
        // One poll sends the request for the turn.
        tokio::select! {
            biased;
            () = &mut write => {}
            () = std::future::ready(()) => {}
        }
        write
    }

    /// The order in which writes get their turns: `z` holds the writer while `a1`, `b2`
    /// and `a3` (tenants a, b, a) ask in that order; `a4` asks while `a1` has its turn.
    async fn turns_given(sharing: Sharing) -> Vec<&'static str> {
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect("sqlite::memory:")
            .await
            .expect("pool");
        let writer = Writer::start(pool, sharing, Arc::default(), Duration::from_secs(10));
        let turns = Arc::new(Mutex::new(Vec::new()));
        let (has_turn, z_has_turn) = oneshot::channel();
        let (let_z_go, go) = oneshot::channel();
        let z = asked(&writer, &turns, "z", "z", Some((has_turn, go))).await;
        let z = tokio::spawn(z);
        z_has_turn.await.expect("z gets its turn");
        let (has_turn, a1_has_turn) = oneshot::channel();
        let (let_a1_go, go) = oneshot::channel();
        let mut writes = vec![
            asked(&writer, &turns, "a1", "a", Some((has_turn, go))).await,
            asked(&writer, &turns, "b2", "b", None).await,
            asked(&writer, &turns, "a3", "a", None).await,
        ];
        let_z_go.send(()).expect("z waits");
        let mut tasks: Vec<_> = writes.drain(..).map(tokio::spawn).collect();
        a1_has_turn.await.expect("a1 gets its turn");
        tasks.push(tokio::spawn(asked(&writer, &turns, "a4", "a", None).await));
        let_a1_go.send(()).expect("a1 waits");
        z.await.expect("z");
        for task in tasks {
            task.await.expect("write");
        }
        turns.lock().expect("turns").clone()
    }

    fn sharing(one_tenant: bool, late_joins: bool) -> Sharing {
        Sharing {
            lanes: 1,
            one_tenant,
            late_joins,
            savepoints: true,
            begin: |_| "BEGIN IMMEDIATE".to_string(),
            slow_statement: Duration::from_secs(1),
        }
    }

    type Answered = Pin<Box<dyn Future<Output = Result<(), StoreError>> + Send>>;

    /// How a test's write ends.
    #[derive(Clone, Copy)]
    enum Ends {
        Committed,
        /// Rolled back after its insert.
        FailedAfterWriting,
        /// Rolled back having only read, as a write refused by what it found does.
        FailedBeforeWriting,
    }

    /// Runs `sql` on `turn` as the store does.
    async fn run(turn: &mut Turn<Sqlite>, sql: &str) -> Result<u64, StoreError> {
        turn.db(Duration::from_secs(1)).execute(Sql::new(sql)).await
    }

    /// A write that inserts `n` into `t` and ends as `ends` says; its turn is asked for
    /// before this returns (on an idle writer, it may be done).
    async fn inserting(writer: &Writer<Sqlite>, n: i64, ends: Ends) -> Answered {
        let writer = writer.clone();
        let mut write: Answered = Box::pin(async move {
            let mut turn = writer.turn("t").await?;
            let sql = match ends {
                Ends::FailedBeforeWriting => "SELECT n FROM t".to_string(),
                _ => format!("INSERT INTO t (n) VALUES ({n})"),
            };
            run(&mut turn, &sql).await?;
            match ends {
                Ends::Committed => turn.commit(Changed::default()).await,
                // Dropped without its commit, the turn rolls back.
                _ => Err(StoreError::Other("refused".into())),
            }
        });
        tokio::select! {
            biased;
            answer = &mut write => Box::pin(std::future::ready(answer)),
            () = std::future::ready(()) => write,
        }
    }

    /// Three writes share a transaction (`z`, `a1`, then `a2`, which fails as `fails`
    /// says), and a fourth comes after: what each is answered, and what is stored.
    async fn a_failing_write_beside_others(
        savepoints: bool,
        fails: Ends,
    ) -> (Vec<&'static str>, Vec<i64>) {
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect("sqlite::memory:")
            .await
            .expect("pool");
        sqlx::query("CREATE TABLE t (n INTEGER)")
            .execute(&pool)
            .await
            .expect("table");
        let sharing = Sharing {
            savepoints,
            ..sharing(false, true)
        };
        let writer = Writer::start(
            pool.clone(),
            sharing,
            Arc::default(),
            Duration::from_secs(10),
        );
        let mut z = writer.turn("t").await.expect("turn");
        run(&mut z, "INSERT INTO t (n) VALUES (0)")
            .await
            .expect("insert");
        let a1 = inserting(&writer, 1, Ends::Committed).await;
        let a2 = inserting(&writer, 2, fails).await;
        let answers = [
            tokio::spawn(z.commit(Changed::default())),
            tokio::spawn(a1),
            tokio::spawn(a2),
        ];
        let mut outcomes = Vec::new();
        for answer in answers {
            outcomes.push(match answer.await.expect("write") {
                Ok(()) => "committed",
                Err(StoreError::Undone) => "undone",
                Err(StoreError::Other(_)) => "rolled back",
                Err(e) => panic!("{e}"),
            });
        }
        inserting(&writer, 3, Ends::Committed)
            .await
            .await
            .expect("a later write");
        let stored = sqlx::query_scalar("SELECT n FROM t ORDER BY n")
            .fetch_all(&pool)
            .await
            .expect("rows");
        (outcomes, stored)
    }

    #[tokio::test]
    async fn a_failing_write_undoes_only_itself_in_a_savepoint() {
        assert_eq!(
            a_failing_write_beside_others(true, Ends::FailedAfterWriting).await,
            (vec!["committed", "committed", "rolled back"], vec![0, 1, 3])
        );
    }

    #[tokio::test]
    async fn without_savepoints_a_failing_write_undoes_the_writes_before_it() {
        assert_eq!(
            a_failing_write_beside_others(false, Ends::FailedAfterWriting).await,
            (vec!["undone", "undone", "rolled back"], vec![3])
        );
    }

    #[tokio::test]
    async fn a_write_failing_before_it_wrote_undoes_nothing_even_without_savepoints() {
        assert_eq!(
            a_failing_write_beside_others(false, Ends::FailedBeforeWriting).await,
            (vec!["committed", "committed", "rolled back"], vec![0, 1, 3])
        );
    }

    #[tokio::test]
    async fn writes_join_an_open_transaction_in_the_order_they_asked() {
        assert_eq!(
            turns_given(sharing(false, true)).await,
            ["z", "a1", "b2", "a3", "a4"]
        );
    }

    #[tokio::test]
    async fn a_transaction_for_one_tenant_serves_its_writes_that_waited_when_it_began() {
        // z commits alone: nothing else waited when its transaction began. The next
        // serves a's writes that waited (a1, a3), not a4, which asked after it began;
        // then b2, then a4.
        assert_eq!(
            turns_given(sharing(true, false)).await,
            ["z", "a1", "a3", "b2", "a4"]
        );
    }
}
