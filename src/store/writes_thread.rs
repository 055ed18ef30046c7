//! The threads writes run on, beside the ones that serve reads.
//!
//! A write waits between its steps: for each statement (a round trip to PostgreSQL, a
//! hand-off to SQLite's connection thread), for its turn on SQLite's writer, for the
//! commit. After each wait its task needs a turn on a runtime thread, and under a read
//! load that keeps the runtime's threads busy it waited behind every task ready before
//! it, holding its tenant's lock (PostgreSQL) or SQLite's one write transaction, so the
//! writes queued behind each other. On threads of their own, the operating system
//! schedules them beside the reads instead
//! (docs/decisions/006-writes-on-their-own-threads.md). Every request that may write runs there (`http::write_thread`), and so does
//! SQLite's writer task, which gives the writes their turns and commits them.

use std::future::Future;
use std::num::NonZeroUsize;
use std::sync::OnceLock;

use tokio::runtime::{Builder, Handle, Runtime};
use tokio::task::JoinHandle;

/// The writes' runtime: one for the process, started with its first use, with a thread
/// per CPU, so that the writes' own work (reading bodies, sanitising, answering) still
/// spreads over the CPUs. `None` when it could not be started; writes then run where
/// they arrive.
pub(crate) fn runtime() -> Option<&'static Handle> {
    static WRITES: OnceLock<Option<Runtime>> = OnceLock::new();
    WRITES
        .get_or_init(|| {
            let threads = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
            Builder::new_multi_thread()
                .worker_threads(threads)
                .thread_name("writes")
                .enable_all()
                .build()
                .inspect_err(|e| tracing::warn!(error = %e, "writes run beside reads: no thread"))
                .ok()
        })
        .as_ref()
        .map(Runtime::handle)
}

/// Runs `task` on the writes' threads, or where the caller runs when there are none.
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
