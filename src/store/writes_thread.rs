//! The thread writes run on, beside the one or more that serve reads.
//!
//! A write waits between its steps: for each statement (a round trip to PostgreSQL, a
//! hand-off to SQLite's connection thread), for its turn on SQLite's writer, for the
//! commit. After each wait its task needs a turn on a runtime thread, and under a read
//! load that keeps the runtime's threads busy it waited behind every task ready before
//! it, holding its tenant's lock (PostgreSQL) or SQLite's one write transaction, so the
//! writes queued behind each other. On a thread of their own, the operating system
//! schedules them beside the reads instead (BENCHMARKS.md, "Writes on a thread of their
//! own"). Every request that may write runs there (`http::write_thread`), and so does
//! SQLite's writer task, which gives the writes their turns and commits them.

use std::future::Future;
use std::sync::OnceLock;

use tokio::runtime::{Builder, Handle};
use tokio::task::JoinHandle;

/// The writes' runtime: one for the process, started with its first use. `None` when
/// its thread could not be started; writes then run where they arrive.
pub(crate) fn runtime() -> Option<&'static Handle> {
    static WRITES: OnceLock<Option<Handle>> = OnceLock::new();
    WRITES
        .get_or_init(|| {
            let runtime = Builder::new_current_thread().enable_all().build();
            let started = runtime.and_then(|runtime| {
                let handle = runtime.handle().clone();
                std::thread::Builder::new()
                    .name("writes".into())
                    .spawn(move || runtime.block_on(std::future::pending::<()>()))
                    .map(|_| handle)
            });
            started
                .inspect_err(|e| tracing::warn!(error = %e, "writes run beside reads: no thread"))
                .ok()
        })
        .as_ref()
}

/// Runs `task` on the writes' thread, or where the caller runs when there is none.
pub(crate) fn spawn<F>(task: F) -> JoinHandle<F::Output>
where
    F: Future + Send + 'static,
    F::Output: Send + 'static,
{
    match runtime() {
        Some(writes) => writes.spawn(task),
        None => tokio::spawn(task),
    }
}
