//! What the server refuses to hold or wait for: more requests at once than it can
//! serve, more connections from one address than a client needs, request heads larger
//! than any client needs, bodies that arrive too slowly (and, while they arrive, no
//! place among the requests served).
//!
//! The time limits themselves are layers (`app::router`) and connection settings
//! (`server::run`); this module holds the pieces of them that are ours.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::{Body, HttpBody};
use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::LengthLimitError;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio::sync::{Notify, Semaphore};

use crate::domain::client_address::canonical;
use crate::error::ApiError;
use crate::http::client::TrustedProxies;
use crate::state::AppState;

/// Largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 1024 * 1024;

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

/// Why a request body could not be read before admission; the request goes on, and
/// the handler answers with this once it reads its parameters, so that the answer
/// comes in the variant's language and after the checks that precede it.
#[derive(Debug, Clone)]
pub struct BodyFailure(pub ApiError);

/// Reads the whole body of a request whose handler will read one, before the request
/// asks for an admission place: a client trickling its body in holds a connection
/// (bounded per address, see [`ConnectionsPerAddress`]) and at most the body time
/// limit, never a place that a complete request could have used.
pub async fn read_body_first(request: Request, next: Next) -> Response {
    let reads_body = matches!(
        *request.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    if !reads_body || request.body().size_hint().exact() == Some(0) {
        return next.run(request).await;
    }
    let (mut parts, body) = request.into_parts();
    let body = match axum::body::to_bytes(body, BODY_LIMIT).await {
        Ok(bytes) => Body::from(bytes),
        Err(e) => {
            parts.extensions.insert(BodyFailure(body_error(&e)));
            Body::empty()
        }
    };
    next.run(Request::from_parts(parts, body)).await
}

/// The answer to a body that could not be read: too large (413), too slow (408), or
/// cut off.
pub fn body_error(error: &(dyn std::error::Error + 'static)) -> ApiError {
    let mut cause = Some(error);
    while let Some(e) = cause {
        if e.is::<LengthLimitError>() {
            return ApiError::payload_too_large();
        }
        cause = e.source();
    }
    if body_timed_out(error) {
        ApiError::request_timeout()
    } else {
        ApiError::invalid_json(error.to_string())
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

/// Open connections per TCP peer. One address may hold at most `limit` of them (none
/// more when `limit` is 0), so that a single client cannot take every connection, nor,
/// with one request per connection, every admission place. The `trusted_proxies` are
/// never bounded: every client behind one connects from its address, and cutting it
/// off would cut them all off.
pub struct ConnectionsPerAddress {
    limit: usize,
    exempt: TrustedProxies,
    open: Mutex<HashMap<IpAddr, usize>>,
    /// Told whenever a counted connection gives its place back.
    freed: Notify,
}

/// How long a connection over its address's limit waits for a place before it is
/// refused. A client's connection counts until the server reads that the client
/// closed it, which happens on that connection's own task: a client that closes one
/// connection and opens another (a connection pool replacing one, wrk probing the
/// address before it opens its connections) can find the new one accepted first.
const PLACE_WAIT: Duration = Duration::from_millis(250);

/// One open connection, counted against its address (when that is bounded) and in
/// the `http_connections_open` gauge until dropped. Both counts fall together, after
/// the socket is closed: a load test that waits for the gauge to read 0 knows that its
/// earlier connections take no places, which the sockets' states alone do not tell.
pub struct OpenConnection {
    counts: Arc<ConnectionsPerAddress>,
    counted: Option<IpAddr>,
}

impl ConnectionsPerAddress {
    pub fn new(limit: usize, exempt: TrustedProxies) -> Arc<Self> {
        Arc::new(ConnectionsPerAddress {
            limit,
            exempt,
            open: Mutex::new(HashMap::new()),
            freed: Notify::new(),
        })
    }

    /// Counts one more connection from `address`, or `None` when it has its limit.
    fn open(self: &Arc<Self>, address: IpAddr) -> Option<OpenConnection> {
        let address = canonical(address);
        let counted = (self.limit > 0 && !self.exempt.trusts(address)).then_some(address);
        if let Some(address) = counted {
            let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
            let count = open.entry(address).or_insert(0);
            if *count >= self.limit {
                return None;
            }
            *count += 1;
        }
        ::metrics::gauge!("http_connections_open").increment(1.0);
        Some(OpenConnection {
            counts: self.clone(),
            counted,
        })
    }

    /// A place for a new connection from `address`: at once while the address is
    /// under its limit, else as soon as one of its connections closes, or `None` after
    /// [`PLACE_WAIT`].
    pub async fn admit(self: &Arc<Self>, address: IpAddr) -> Option<OpenConnection> {
        if let Some(place) = self.open(address) {
            return Some(place);
        }
        let deadline = tokio::time::Instant::now() + PLACE_WAIT;
        loop {
            // Listening before trying, so that a place freed in between is not missed.
            let freed = self.freed.notified();
            let mut freed = std::pin::pin!(freed);
            freed.as_mut().enable();
            if let Some(place) = self.open(address) {
                return Some(place);
            }
            tokio::time::timeout_at(deadline, freed).await.ok()?;
        }
    }
}

impl Drop for OpenConnection {
    fn drop(&mut self) {
        if let Some(address) = self.counted {
            let mut open = self.counts.open.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(count) = open.get_mut(&address) {
                *count -= 1;
                if *count == 0 {
                    open.remove(&address);
                }
            }
            drop(open);
            self.counts.freed.notify_waiters();
        }
        // Last: a gauge read as 0 means every place is free.
        ::metrics::gauge!("http_connections_open").decrement(1.0);
    }
}

/// How long a refused connection may take to receive its answer.
const REFUSAL_WRITE_LIMIT: Duration = Duration::from_secs(1);

/// Answers a connection over its address's limit with 429 and the error envelope,
/// without reading its request, and closes it.
pub async fn refuse_connection(mut stream: TcpStream, state: AppState) {
    ::metrics::counter!("connections_refused_total").increment(1);
    let error = ApiError::too_many_connections();
    let reference = crate::i18n::REFERENCE;
    let body = error
        .render(&state.i18n.snapshot(), reference, reference)
        .to_string();
    let answer = format!(
        "HTTP/1.1 429 Too Many Requests\r\ncontent-type: {}\r\nretry-after: 1\r\n\
         content-length: {}\r\nconnection: close\r\n\r\n{body}",
        crate::error::JSON_CONTENT_TYPE,
        body.len()
    );
    let _ = tokio::time::timeout(REFUSAL_WRITE_LIMIT, async {
        stream.write_all(answer.as_bytes()).await?;
        stream.shutdown().await
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_are_counted_per_address_and_released() {
        let counts = ConnectionsPerAddress::new(2, TrustedProxies::default());
        let a: IpAddr = "192.0.2.1".parse().expect("ip");
        let b: IpAddr = "192.0.2.2".parse().expect("ip");
        let first = counts.open(a).expect("first");
        let second = counts.open(a).expect("second");
        assert!(counts.open(a).is_none(), "the third from one address");
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().expect("ip");
        assert!(
            counts.open(mapped).is_none(),
            "the same address, as a dual-stack listener reports it"
        );
        assert!(counts.open(b).is_some(), "another address");
        drop(first);
        let third = counts.open(a).expect("a place came free");
        drop((second, third));
        assert!(counts.open.lock().expect("lock").is_empty(), "nothing kept");
        let unlimited = ConnectionsPerAddress::new(0, TrustedProxies::default());
        let many: Vec<_> = (0..1000).filter_map(|_| unlimited.open(a)).collect();
        assert_eq!(many.len(), 1000);
    }

    #[tokio::test]
    async fn a_connection_over_the_limit_waits_for_a_place_before_its_refusal() {
        let counts = ConnectionsPerAddress::new(1, TrustedProxies::default());
        let a: IpAddr = "192.0.2.1".parse().expect("ip");
        let first = counts.open(a).expect("first");
        let waited = std::time::Instant::now();
        assert!(counts.admit(a).await.is_none(), "no place came free");
        assert!(
            waited.elapsed() >= PLACE_WAIT,
            "refused after {:?}",
            waited.elapsed()
        );
        let waiting = tokio::spawn({
            let counts = counts.clone();
            async move { counts.admit(a).await }
        });
        tokio::time::sleep(PLACE_WAIT / 5).await;
        drop(first);
        let place = waiting
            .await
            .expect("task")
            .expect("the place freed while waiting");
        assert!(
            counts.open(a).is_none(),
            "the place is the waiting connection's"
        );
        drop(place);
        assert!(counts.open(a).is_some());
    }

    #[test]
    fn trusted_proxies_are_never_bounded() {
        let proxies = TrustedProxies::new(vec!["10.0.0.0/8".parse().expect("net")]);
        let counts = ConnectionsPerAddress::new(2, proxies);
        let proxy: IpAddr = "10.1.2.3".parse().expect("ip");
        let many: Vec<_> = (0..1000).filter_map(|_| counts.open(proxy)).collect();
        assert_eq!(many.len(), 1000, "a trusted proxy");
        assert!(
            counts.open.lock().expect("lock").is_empty(),
            "nothing counted"
        );
        let other: IpAddr = "192.0.2.9".parse().expect("ip");
        let held: Vec<_> = (0..3).filter_map(|_| counts.open(other)).collect();
        assert_eq!(held.len(), 2, "anyone else keeps the bound");
    }
}
