//! Every request that may write runs on the writes' threads
//! ([`crate::store::writes_thread`]), where the operating system schedules it beside the
//! reads instead of behind every task ready before it on the runtime's threads.

use axum::extract::Request;
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::task::JoinHandle;
use tracing::Instrument;
use tracing::instrument::WithSubscriber;

use crate::error::ApiError;
use crate::store::writes_thread;

/// Whether a request of `method` only reads: any other may write.
pub fn reads_only(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Runs every request that may write (any method but `GET`, `HEAD` and `OPTIONS`) on
/// the writes' threads, and gives its answer back.
pub async fn on_writes_thread(request: Request, next: Next) -> Response {
    if reads_only(request.method()) {
        return next.run(request).await;
    }
    let Some(writes) = writes_thread::runtime() else {
        return next.run(request).await;
    };
    // The request's span and the subscriber its logs go to follow it there.
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
