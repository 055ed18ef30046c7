//! SQLite's one writer, whose commits the writes queued for it share.
//!
//! Every commit is synced to disk before it is answered, and a sync costs the same for
//! one write as for many: 0.5 ms on a quick disk, 8 ms or more on a slow one, where
//! writes queued for their turn would otherwise wait for each other's syncs. So the
//! writer task keeps one transaction open while writes are queued: each write after the
//! first runs in a savepoint of it, in turn; one that fails rolls back to its savepoint
//! alone (the first, holding no other's work, rolls the transaction back); when no
//! write is waiting (or [`MAX_SHARED`] have run) the transaction commits, and only then
//! is each of its writes answered and entered in the change log. A write is answered as
//! committed only once its commit is on disk, as before.

use std::mem;
use std::sync::Arc;
use std::time::Duration;

use sqlx::{Pool, Sqlite, SqliteConnection, Transaction};
use tokio::sync::{mpsc, oneshot};

use crate::store::changes::{Change, ChangeLog};
use crate::store::writes_thread;

/// Most writes one commit serves: the first of them waits for all the others'
/// statements, so a bound keeps its wait near that of a queue without sharing.
const MAX_SHARED: usize = 16;

/// The savepoint each write runs in.
const SAVEPOINT: &str = "SAVEPOINT one_write";
const RELEASE: &str = "RELEASE one_write";
const ROLLBACK: &str = "ROLLBACK TO one_write; RELEASE one_write";

/// What a write enters in the change log when it commits: per tenant, what it changed.
pub(crate) type Changes = Vec<(String, Change)>;

/// The queue of the writer task. Cloned with the store; the task ends with the last.
#[derive(Clone)]
pub(crate) struct Writer {
    queue: mpsc::UnboundedSender<Asked>,
    /// How long a write waits for its turn, as it waited for the pool's connection.
    wait: Duration,
}

/// One write's turn on the writer's transaction. Dropped without [`Turn::commit`], the
/// write rolls back.
pub(crate) struct Turn {
    tx: Option<Transaction<'static, Sqlite>>,
    back: Option<oneshot::Sender<Returned>>,
    /// Whether the write runs in a savepoint: when writes before it wait for the commit.
    in_savepoint: bool,
}

/// A write's request for its turn: the turn, or why the writer could not begin one.
type Asked = oneshot::Sender<Result<Turn, sqlx::Error>>;

/// How a turn ends, sent back to the writer task with the transaction.
enum Returned {
    Released {
        tx: Transaction<'static, Sqlite>,
        changes: Changes,
        answer: oneshot::Sender<Result<(), sqlx::Error>>,
    },
    RolledBack(Transaction<'static, Sqlite>),
}

/// A write done in the open transaction, waiting for it to commit.
struct Done {
    changes: Changes,
    answer: oneshot::Sender<Result<(), sqlx::Error>>,
}

impl Writer {
    /// Starts the writer task on `pool` (one connection), entering committed writes'
    /// changes in `log`. It runs on the writes' threads, where the writes it serves run.
    pub(crate) fn start(pool: Pool<Sqlite>, log: Arc<ChangeLog>, wait: Duration) -> Writer {
        let (queue, turns) = mpsc::unbounded_channel();
        writes_thread::spawn(serve(pool, log, turns));
        Writer { queue, wait }
    }

    /// Waits for the write's turn on the writer's transaction.
    pub(crate) async fn turn(&self) -> Result<Turn, sqlx::Error> {
        let (give, take) = oneshot::channel();
        self.queue.send(give).map_err(|_| sqlx::Error::PoolClosed)?;
        match tokio::time::timeout(self.wait, take).await {
            Ok(Ok(turn)) => turn,
            Ok(Err(_)) => Err(sqlx::Error::WorkerCrashed),
            Err(_) => Err(sqlx::Error::PoolTimedOut),
        }
    }
}

impl Turn {
    pub(crate) fn connection(&mut self) -> &mut SqliteConnection {
        match &mut self.tx {
            Some(tx) => tx,
            None => unreachable!("a turn holds its transaction until it ends"),
        }
    }

    /// Ends the write's turn and waits for the transaction holding it to commit;
    /// `changes` are entered in the change log before the answer.
    pub(crate) async fn commit(mut self, changes: Changes) -> Result<(), sqlx::Error> {
        let (Some(mut tx), Some(back)) = (self.tx.take(), self.back.take()) else {
            unreachable!("a turn holds its transaction until it ends")
        };
        if self.in_savepoint
            && let Err(e) = sqlx::raw_sql(RELEASE).execute(&mut *tx).await
        {
            let _ = back.send(Returned::RolledBack(tx));
            return Err(e);
        }
        let (answer, answered) = oneshot::channel();
        let _ = back.send(Returned::Released {
            tx,
            changes,
            answer,
        });
        answered.await.unwrap_or(Err(sqlx::Error::WorkerCrashed))
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        if let (Some(tx), Some(back)) = (self.tx.take(), self.back.take()) {
            let _ = back.send(Returned::RolledBack(tx));
        }
    }
}

/// The writer task: gives turns in the order they were asked for, and commits when no
/// turn is waiting.
async fn serve(pool: Pool<Sqlite>, log: Arc<ChangeLog>, mut turns: mpsc::UnboundedReceiver<Asked>) {
    let mut open: Option<Transaction<'static, Sqlite>> = None;
    let mut done: Vec<Done> = Vec::new();
    loop {
        let next = if open.is_some() && done.len() < MAX_SHARED {
            turns.try_recv().ok()
        } else if open.is_some() {
            None
        } else {
            match turns.recv().await {
                Some(next) => Some(next),
                None => return,
            }
        };
        let Some(give) = next else {
            if let Some(tx) = open.take() {
                commit(tx, mem::take(&mut done), &log).await;
            }
            continue;
        };
        if give.is_closed() {
            continue;
        }
        let tx = match open.take() {
            Some(tx) => tx,
            None => match pool.begin_with("BEGIN IMMEDIATE").await {
                Ok(tx) => tx,
                Err(e) => {
                    // The write answers with the store's own error (busy: 503).
                    let _ = give.send(Err(e));
                    continue;
                }
            },
        };
        open = take_turn(tx, give, &mut done).await;
        if open.is_none() {
            fail(mem::take(&mut done));
        }
    }
}

/// Gives `give` a turn on `tx` and takes the transaction back when the turn ends;
/// `None` when it ended: rolled back by its first write, or lost (a statement of a
/// savepoint's own failed), and with it every write of `done`.
async fn take_turn(
    mut tx: Transaction<'static, Sqlite>,
    give: Asked,
    done: &mut Vec<Done>,
) -> Option<Transaction<'static, Sqlite>> {
    let in_savepoint = !done.is_empty();
    if in_savepoint && let Err(e) = sqlx::raw_sql(SAVEPOINT).execute(&mut *tx).await {
        tracing::error!(error = %e, "cannot open a write's savepoint");
        return None;
    }
    let (back, returned) = oneshot::channel();
    let turn = Turn {
        tx: Some(tx),
        back: Some(back),
        in_savepoint,
    };
    if let Err(Ok(mut unasked)) = give.send(Ok(turn)) {
        // The write stopped waiting: it wrote nothing.
        unasked.back = None;
        let mut tx = unasked.tx.take()?;
        if in_savepoint {
            sqlx::raw_sql(RELEASE).execute(&mut *tx).await.ok()?;
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
        Returned::RolledBack(tx) if !in_savepoint => {
            if let Err(e) = tx.rollback().await {
                tracing::warn!(error = %e, "cannot roll a write back");
            }
            None
        }
        Returned::RolledBack(mut tx) => match sqlx::raw_sql(ROLLBACK).execute(&mut *tx).await {
            Ok(_) => Some(tx),
            Err(e) => {
                tracing::error!(error = %e, "cannot roll a write back to its savepoint");
                None
            }
        },
    }
}

/// Commits `tx`; then enters each write's changes in the change log and answers it.
/// A transaction whose writes all rolled back holds nothing to commit.
async fn commit(tx: Transaction<'static, Sqlite>, done: Vec<Done>, log: &ChangeLog) {
    if done.is_empty() {
        if let Err(e) = tx.rollback().await {
            tracing::warn!(error = %e, "cannot end an empty write transaction");
        }
        return;
    }
    match tx.commit().await {
        Ok(()) => {
            ::metrics::counter!("sqlite_commits_total").increment(1);
            ::metrics::counter!("sqlite_committed_writes_total").increment(done.len() as u64);
            for write in &done {
                for (tenant, change) in &write.changes {
                    log.record(tenant, change);
                }
            }
            for write in done {
                let _ = write.answer.send(Ok(()));
            }
        }
        Err(e) => {
            tracing::error!(error = %e, writes = done.len(), "a shared commit failed");
            fail(done);
        }
    }
}

/// Answers each of `done` that it was not committed: it may be sent again.
fn fail(done: Vec<Done>) {
    for write in done {
        let _ = write.answer.send(Err(sqlx::Error::Io(std::io::Error::other(
            "the transaction holding this write did not commit",
        ))));
    }
}
