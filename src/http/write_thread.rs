//! On PostgreSQL, writes run on a thread of their own, beside the one or more that
//! serve reads.
//!
//! A write holds its tenant's lock from its first statement to its commit, and after
//! each statement (a round trip to PostgreSQL) its task waits for a turn on the
//! runtime. Under a read load that keeps the runtime's threads busy, that wait was the
//! write's, lock held, and writes queued behind each other. On a thread of their own
//! the operating system schedules them beside the reads instead of behind every task
//! ready before them. On SQLite, whose writes already wait on SQLite's own threads and
//! take turns through the writer task (`store::writer`), it measured no better, so
//! writes stay where they arrive (BENCHMARKS.md, "Writes on a thread of their own").

use std::sync::OnceLock;

use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::runtime::{Builder, Handle};
use tokio::task::JoinHandle;
use tracing::Instrument;
use tracing::instrument::WithSubscriber;

use crate::http::error::ApiError;
use crate::state::AppState;

/// The writes' runtime: one for the process, started with its first write. `None`
/// when its thread could not be started; writes then run where they arrive.
fn writes_runtime() -> Option<&'static Handle> {
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

/// Runs every request that may write (any method but `GET`, `HEAD` and `OPTIONS`) on
/// the writes' thread when the store is PostgreSQL, and gives its answer back.
pub async fn on_writes_thread(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let reads_only = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if reads_only || !state.store.shared_by_instances() {
        return next.run(request).await;
    }
    let Some(writes) = writes_runtime() else {
        return next.run(request).await;
    };
    // The request's span and the subscriber its logs go to follow it to the thread.
    let write = next
        .run(request)
        .instrument(tracing::Span::current())
        .with_current_subscriber();
    let mut task = CancelOnDrop(writes.spawn(write));
    match (&mut task.0).await {
        Ok(response) => response,
        Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        Err(_) => ApiError::unavailable().into_response(),
    }
}

/// A spawned write that is stopped when its request is (a client gone, the request's
/// time limit): it rolls back as it did on the request's own task, instead of
/// committing after its request was answered.
struct CancelOnDrop(JoinHandle<Response>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}
