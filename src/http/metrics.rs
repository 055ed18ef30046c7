//! `GET /metrics`: Prometheus text on requests (by route template, method and
//! status), latency, read-cache hits and misses, store pool use, rate-limited logins,
//! failed-login windows held and password checks run, served on a listener of its
//! own ([`router`]), away from the tenants' hosts.
//!
//! Every label has a bounded set of values, whatever clients send: route labels are
//! the route templates of the namespace (`/events/{id}`), the same for every tenant
//! and language variant; methods outside HTTP's own are one value, `other`.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::error::ApiError;
use crate::state::AppState;

/// Latency buckets in seconds: from a cached read to a slow write.
const LATENCY_BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0,
];

/// How often the recorder folds the latencies recorded since into its histograms.
const UPKEEP_EVERY: Duration = Duration::from_secs(1);

/// The process-wide recorder; installed once, on first use, with its upkeep.
pub fn handle() -> Option<&'static PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let handle = PrometheusBuilder::new()
                .set_buckets_for_metric(
                    Matcher::Full("http_request_duration_seconds".into()),
                    &LATENCY_BUCKETS,
                )
                .and_then(PrometheusBuilder::install_recorder)
                .map_err(|e| tracing::warn!(error = %e, "metrics recorder not installed"))
                .ok()?;
            keep_up(handle.clone());
            Some(handle)
        })
        .as_ref()
}

/// Folds recorded latencies into the histograms every [`UPKEEP_EVERY`]. The recorder
/// keeps each latency as a sample until then (or until a scrape), so a server nobody
/// scrapes would otherwise grow by every request it answers (16 bytes of heap each,
/// `tests/memory.rs`). A thread of its own, because the recorder is installed wherever
/// the router is built, inside a runtime or not.
fn keep_up(handle: PrometheusHandle) {
    let started = std::thread::Builder::new()
        .name("metrics-upkeep".into())
        .spawn(move || {
            loop {
                std::thread::sleep(UPKEEP_EVERY);
                handle.run_upkeep();
            }
        });
    if let Err(e) = started {
        tracing::warn!(error = %e, "metrics upkeep not started: latencies are folded only when scraped");
    }
}

/// The route template that answered, carried out of the route tree.
#[derive(Clone)]
struct RouteLabel(String);

/// Inside the route tree: remembers which template matched.
pub async fn label_route(request: Request, next: Next) -> Response {
    let label = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_string());
    let mut response = next.run(request).await;
    if let Some(label) = label {
        response.extensions_mut().insert(RouteLabel(label));
    }
    response
}

/// `response` with `route` as its `route` label: an answer from outside the route tree
/// (an iCalendar feed) names its own.
pub fn labelled(mut response: Response, route: &str) -> Response {
    response
        .extensions_mut()
        .insert(RouteLabel(route.to_string()));
    response
}

/// The `method` label: HTTP's own methods by name, anything else as `other`, so that
/// junk methods cannot make new series.
pub fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        Method::CONNECT => "CONNECT",
        Method::TRACE => "TRACE",
        _ => "other",
    }
}

/// Outermost: counts every request and times it.
pub async fn track(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = method_label(request.method());
    let path = request.uri().path().to_string();
    let response = next.run(request).await;
    let route = match response.extensions().get::<RouteLabel>() {
        Some(RouteLabel(label)) => label.clone(),
        None if crate::http::is_process_endpoint(&path) => path,
        None => "unmatched".to_string(),
    };
    let status = response.status().as_u16().to_string();
    metrics::counter!("http_requests_total", "route" => route.clone(), "method" => method, "status" => status)
        .increment(1);
    metrics::histogram!("http_request_duration_seconds", "route" => route, "method" => method)
        .record(started.elapsed().as_secs_f64());
    response
}

/// The metrics listener's routes: `GET /metrics`, nothing else.
pub fn router(state: AppState) -> Router {
    // Installed before the first request so that nothing recorded is lost.
    handle();
    Router::new()
        .route("/metrics", get(render))
        .with_state(state)
}

/// `GET /metrics`.
async fn render(State(state): State<AppState>) -> Response {
    let Some(handle) = handle() else {
        return ApiError::unavailable().into_response();
    };
    for (pool, size, idle) in state.store.pool_use() {
        metrics::gauge!("db_pool_connections", "pool" => pool, "state" => "in_use")
            .set((size as usize).saturating_sub(idle) as f64);
        metrics::gauge!("db_pool_connections", "pool" => pool, "state" => "idle").set(idle as f64);
    }
    metrics::gauge!("auth_failure_windows").set(state.auth.failure_windows() as f64);
    metrics::counter!("auth_password_checks_total").absolute(state.auth.password_checks());
    let mut response = (StatusCode::OK, handle.render()).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}
