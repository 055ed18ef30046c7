//! What the server refuses to hold or wait for: more requests at once than it can
//! serve, request heads larger than any client needs, bodies that arrive too slowly.
//!
//! The time limits themselves are layers (`http::app`) and connection settings
//! (`server::run`); this module holds the pieces of them that are ours.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::sync::Semaphore;

use crate::http::error::ApiError;

/// Longest request target (path and query) accepted, in bytes. Generous for every
/// route and its parameters (a list of a few hundred ids included); longer ones are
/// refused before anything parses them.
pub const MAX_URI_BYTES: usize = 16 * 1024;

/// Most bytes of header names and values accepted in one request.
pub const MAX_HEADER_BYTES: usize = 32 * 1024;

/// Bounds the requests served at once.
///
/// The store already makes every request wait for a connection at most a bounded
/// time, but each waiting request still holds memory, a task and, for authenticated
/// ones, an Argon2 verification. Past a fixed number in flight a new request is
/// answered 503 at once instead of joining the queue: under overload the queue, and
/// with it every client's latency, stays bounded, and the server recovers as soon as
/// the requests in flight finish. A semaphore tried without waiting is all this
/// takes; a waiting queue in front of the store's own would only add latency.
#[derive(Clone)]
pub struct Admission(Arc<Semaphore>);

impl Admission {
    pub fn new(max_in_flight: usize) -> Self {
        Admission(Arc::new(Semaphore::new(max_in_flight)))
    }
}

/// Serves the request if a place is free, else answers 503 with `Retry-After`.
pub async fn admit(State(admission): State<Admission>, request: Request, next: Next) -> Response {
    match admission.0.clone().try_acquire_owned() {
        Ok(_place) => next.run(request).await,
        Err(_) => {
            ::metrics::counter!("requests_shed_total").increment(1);
            ApiError::unavailable().into_response()
        }
    }
}

/// Refuses request targets over [`MAX_URI_BYTES`] (414) and headers over
/// [`MAX_HEADER_BYTES`] (431). The HTTP server refuses larger heads still, without a
/// body; between the two limits the client gets the error envelope.
pub async fn refuse_oversized_head(request: Request, next: Next) -> Response {
    let target = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if target > MAX_URI_BYTES {
        return ApiError::uri_too_long().into_response();
    }
    let headers: usize = request
        .headers()
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len())
        .sum();
    if headers > MAX_HEADER_BYTES {
        return ApiError::headers_too_large().into_response();
    }
    next.run(request).await
}

/// True when reading a body failed because the client did not send it within the
/// body read timeout.
pub fn body_timed_out(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(e) = cause {
        if e.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        cause = e.source();
    }
    false
}
