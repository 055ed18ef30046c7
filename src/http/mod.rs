//! HTTP plumbing the routes and the application are built from: arguments,
//! extractors, client addresses, limits, compression, caching, CORS and metrics.

pub mod args;
pub(crate) mod client;
pub(crate) mod compression;
pub(crate) mod cors;
pub(crate) mod extract;
pub(crate) mod headers;
pub(crate) mod limits;
pub mod metrics;
pub(crate) mod run_again;
pub(crate) mod wp;
pub(crate) mod write_thread;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::error::{ApiError, JSON_CONTENT_TYPE};

/// Liveness: the process answers.
pub const HEALTHZ_PATH: &str = "/healthz";
/// Readiness: the store answers too.
pub const READYZ_PATH: &str = "/readyz";

/// The process endpoints, served outside every tenant. (`/metrics` has a listener of
/// its own: [`metrics::router`].)
const PROCESS_PATHS: [&str; 2] = [HEALTHZ_PATH, READYZ_PATH];

/// Whether `path` is one of the process endpoints.
pub fn is_process_endpoint(path: &str) -> bool {
    PROCESS_PATHS.contains(&path)
}

/// Room a response body is serialised into at first: a page of events is about
/// 40 KB, and growing a small buffer to that size copied it over and over.
const BODY_BUFFER_BYTES: usize = 64 * 1024;

/// A JSON response with WordPress's content type.
pub fn json(status: StatusCode, body: &impl Serialize) -> Response {
    let mut bytes = Vec::with_capacity(BODY_BUFFER_BYTES);
    match serde_json::to_writer(&mut bytes, body) {
        Ok(()) => {
            let mut response = (status, bytes).into_response();
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static(JSON_CONTENT_TYPE),
            );
            response
        }
        Err(e) => {
            tracing::error!(error = %e, "response serialisation failed");
            ApiError::internal().into_response()
        }
    }
}
