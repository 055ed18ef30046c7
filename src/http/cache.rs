//! Conditional and cached reads.
//!
//! Every successful `GET` carries an `ETag` (a digest of its body), and a matching
//! `If-None-Match` gets `304 Not Modified`. Rendered bodies are kept in a bounded
//! in-memory cache keyed by tenant, language variant, site address, path and query,
//! and the caller (visibility differs per user and role). Each tenant has a generation
//! number in the key; any successful write to the tenant bumps it, so the next read
//! misses and no response built before the write is served after it.
//!
//! An entry keeps the compressed bodies it was served as, by the `Accept-Encoding`
//! that asked for them, so a hit is sent as it is: compressed once, served many times.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::http::{Extensions, HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

use crate::http::compression::Encoded;
use crate::store::Store;

/// A response kept for reuse.
#[derive(Clone)]
pub struct Cached {
    status: StatusCode,
    headers: HeaderMap,
    /// What the route tree noted on the response (the route template metrics count).
    extensions: Extensions,
    body: Bytes,
    /// The body as sent to clients, by their `Accept-Encoding` (several values may
    /// share one encoded body).
    encoded: Vec<(HeaderValue, Encoded)>,
}

impl Cached {
    /// The body as a client sending `accept` was last sent it.
    pub fn encoded_for(&self, accept: &HeaderValue) -> Option<&Encoded> {
        self.encoded
            .iter()
            .find(|(a, _)| a == accept)
            .map(|(_, e)| e)
    }

    /// This entry, also holding `encoded` for clients sending `accept`; `None` once
    /// it holds as many as it may keep (clients sending ever new values then get
    /// their body compressed each time, as an uncached one is).
    pub fn with_encoding(&self, accept: HeaderValue, encoded: Encoded) -> Option<Cached> {
        if self.encoded.len() >= MAX_ENCODINGS_KEPT {
            return None;
        }
        let mut more = self.clone();
        // Another value asking for the same coding shares its bytes.
        let encoded = self
            .encoded
            .iter()
            .map(|(_, e)| e)
            .find(|e| e.encoding == encoded.encoding)
            .cloned()
            .unwrap_or(encoded);
        more.encoded.push((accept, encoded));
        Some(more)
    }

    /// The plain body and headers, for compressing.
    pub fn plain(&self) -> (&Bytes, &HeaderMap) {
        (&self.body, &self.headers)
    }

    /// Bytes the entry holds: its plain body and each distinct compressed one.
    fn weight(&self) -> usize {
        let mut distinct: Vec<&Encoded> = Vec::new();
        for (_, e) in &self.encoded {
            if e.encoding.is_some() && !distinct.iter().any(|d| d.encoding == e.encoding) {
                distinct.push(e);
            }
        }
        self.body.len()
            + distinct.iter().map(|e| e.body.len()).sum::<usize>()
            + ENTRY_OVERHEAD * (1 + self.encoded.len())
    }
}

/// Bytes an entry takes beside its key and bodies (headers, bookkeeping), counted so
/// that many small entries cannot exceed the capacity unseen.
const ENTRY_OVERHEAD: usize = 512;

/// Distinct `Accept-Encoding` values one entry keeps bodies for; browsers and API
/// clients each send one fixed value, so a handful serves them all.
const MAX_ENCODINGS_KEPT: usize = 8;

/// Largest body kept, in bytes; bigger ones are served but not cached.
const MAX_CACHED_BODY: usize = 1024 * 1024;

/// Read cache of rendered responses and per-tenant generations.
pub struct ResponseCache {
    entries: moka::future::Cache<String, Arc<Cached>>,
    generations: Mutex<HashMap<String, u64>>,
    /// Off while this instance cannot hear about other instances' writes.
    active: AtomicBool,
    versions: VersionChecks,
}

impl ResponseCache {
    /// A cache holding at most `capacity_bytes` of bodies, each for at most `ttl`
    /// (a safety net for changes that reach the store without an HTTP write).
    pub fn new(capacity_bytes: u64, ttl: Duration) -> Self {
        ResponseCache {
            entries: moka::future::Cache::builder()
                .weigher(|key: &String, value: &Arc<Cached>| {
                    u32::try_from(key.len() + value.weight()).unwrap_or(u32::MAX)
                })
                .max_capacity(capacity_bytes)
                .time_to_live(ttl)
                .build(),
            generations: Mutex::new(HashMap::new()),
            active: AtomicBool::new(true),
            versions: VersionChecks::default(),
        }
    }

    /// Stops serving and storing cached reads, until [`resume`](Self::resume).
    pub fn suspend(&self) {
        self.active.store(false, Ordering::SeqCst);
        self.invalidate_all();
    }

    /// Serves cached reads again, starting empty.
    pub fn resume(&self) {
        self.invalidate_all();
        self.active.store(true, Ordering::SeqCst);
    }

    pub fn is_active(&self) -> bool {
        self.active.load(Ordering::SeqCst)
    }

    fn generation(&self, tenant: &str) -> u64 {
        self.generations
            .lock()
            .map(|g| g.get(tenant).copied().unwrap_or(0))
            .unwrap_or(0)
    }

    /// Makes every cached response of `tenant` unreachable.
    pub fn invalidate_tenant(&self, tenant: &str) {
        if let Ok(mut g) = self.generations.lock() {
            *g.entry(tenant.to_string()).or_insert(0) += 1;
        }
    }

    /// Makes every cached response unreachable.
    pub fn invalidate_all(&self) {
        self.entries.invalidate_all();
        if let Ok(mut g) = self.generations.lock() {
            for generation in g.values_mut() {
                *generation += 1;
            }
        }
    }

    /// The key of a read: tenant, its write counter in the store and its generation
    /// here, variant, the site address links are built from, caller and the request
    /// target. The store's counter makes a write by any process miss at once; the
    /// generation does the same for this process's own writes and whenever
    /// notifications say so.
    pub fn key(&self, read: &ReadKey<'_>, store_version: i64) -> String {
        format!(
            "{}\u{0}{store_version}\u{0}{}\u{0}{}\u{0}{}\u{0}{}\u{0}{}",
            read.tenant,
            self.generation(read.tenant),
            read.lang,
            read.site,
            read.caller,
            read.target
        )
    }

    pub async fn get(&self, key: &str) -> Option<Arc<Cached>> {
        if !self.is_active() {
            return None;
        }
        self.entries.get(key).await
    }

    pub async fn insert(&self, key: String, cached: Cached) {
        if self.is_active() {
            self.entries.insert(key, Arc::new(cached)).await;
        }
    }
}

/// What a cached read depends on besides the store: everything that changes its body.
pub struct ReadKey<'a> {
    pub tenant: &'a str,
    /// The language the texts are in.
    pub lang: &'a str,
    /// The site address links are built from (configured, or the request's own).
    pub site: &'a str,
    /// `0`, or the user's id and role: visibility differs per user.
    pub caller: &'a str,
    /// Path and query below the namespace.
    pub target: &'a str,
}

impl ResponseCache {
    /// The tenant's write counter in the store as of a moment after `arrived`, when
    /// the request being answered was already received. Every write acknowledged to a
    /// client before it sent this request is counted in it.
    pub async fn store_version(
        &self,
        store: &Store,
        tenant: &str,
        arrived: Instant,
    ) -> Result<i64, sqlx::Error> {
        if !store.shared_by_instances() {
            return store.tenant_version(tenant).await;
        }
        self.versions
            .read_since(tenant, arrived, || store.tenant_version(tenant))
            .await
    }
}

/// Reads of the store's per-tenant write counter, shared by concurrent requests.
///
/// A read of the counter that *started* after a request arrived sees every write
/// acknowledged before that request, so it may answer every request that arrived
/// before it started. Requests therefore wait for the next read rather than each
/// making its own: at most one read per tenant is in flight, however many requests
/// there are, and none is ever answered from a read that began before it arrived.
#[derive(Default)]
struct VersionChecks {
    tenants: Mutex<HashMap<String, Arc<TenantCheck>>>,
}

#[derive(Default)]
struct TenantCheck {
    /// When the last completed read started, and the counter it read.
    last: Mutex<Option<(Instant, i64)>>,
    /// Held by the one read in flight.
    turn: tokio::sync::Mutex<()>,
}

impl TenantCheck {
    fn read_since(&self, arrived: Instant) -> Option<i64> {
        let last = *self.last.lock().ok()?;
        last.filter(|(started, _)| *started >= arrived)
            .map(|(_, version)| version)
    }
}

impl VersionChecks {
    async fn read_since<F, Fut>(
        &self,
        tenant: &str,
        arrived: Instant,
        read: F,
    ) -> Result<i64, sqlx::Error>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<i64, sqlx::Error>>,
    {
        let check = self
            .tenants
            .lock()
            .map(|mut tenants| tenants.entry(tenant.to_string()).or_default().clone())
            .ok();
        let Some(check) = check else {
            return read().await;
        };
        if let Some(version) = check.read_since(arrived) {
            return Ok(version);
        }
        let _turn = check.turn.lock().await;
        if let Some(version) = check.read_since(arrived) {
            return Ok(version);
        }
        let started = Instant::now();
        let version = read().await?;
        if let Ok(mut last) = check.last.lock() {
            *last = Some((started, version));
        }
        Ok(version)
    }
}

/// Strong validator of a body.
fn etag_of(body: &[u8]) -> HeaderValue {
    let digest = Sha256::digest(body);
    let hex: String = digest[..16].iter().map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("\"{hex}\"")).unwrap_or(HeaderValue::from_static("\"0\""))
}

/// Whether `If-None-Match` names `etag` (or `*`).
fn matches(if_none_match: Option<&HeaderValue>, etag: &HeaderValue) -> bool {
    let (Some(header), Ok(etag)) = (if_none_match.and_then(|v| v.to_str().ok()), etag.to_str())
    else {
        return false;
    };
    header
        .split(',')
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == "*" || t == etag)
}

/// Buffers a successful read's body, adds its `ETag` and caching headers, and
/// returns it for the cache (when it is small enough).
pub async fn finish_read(response: Response, anonymous: bool) -> (Response, Option<Cached>) {
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return (StatusCode::INTERNAL_SERVER_ERROR.into_response(), None);
    };
    parts.headers.insert(header::ETAG, etag_of(&bytes));
    // Anonymous reads may be kept by shared caches, but must be revalidated (cheaply,
    // by ETag) so that nobody is served a page older than the last write.
    let cache_control = if anonymous {
        "public, no-cache"
    } else {
        "private, no-cache"
    };
    parts.headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    // Who asks and which codings they accept decide what they get; the compression
    // middleware would say the latter only for bodies it compresses itself.
    parts
        .headers
        .append(header::VARY, HeaderValue::from_static("Authorization"));
    parts
        .headers
        .append(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    // Without its length: an entry is also sent compressed, and each body sent says
    // its own length.
    let mut headers = parts.headers.clone();
    headers.remove(header::CONTENT_LENGTH);
    // A copy of exactly the body's length: the buffer it was serialised into may have
    // up to twice that capacity, which the cache would otherwise keep alive unweighed.
    let cached = (bytes.len() <= MAX_CACHED_BODY).then(|| Cached {
        status: parts.status,
        headers,
        extensions: parts.extensions.clone(),
        body: Bytes::copy_from_slice(&bytes),
        encoded: Vec::new(),
    });
    (Response::from_parts(parts, Body::from(bytes)), cached)
}

/// A cached read with `body` (its plain or compressed form), or `304` when the client
/// already has it.
pub fn respond(cached: &Cached, body: &Encoded, if_none_match: Option<&HeaderValue>) -> Response {
    let etag = cached.headers.get(header::ETAG);
    if etag.is_some_and(|e| matches(if_none_match, e)) {
        let mut response = not_modified(&cached.headers);
        *response.extensions_mut() = cached.extensions.clone();
        return response;
    }
    let mut response = Response::new(Body::from(body.body.clone()));
    *response.status_mut() = cached.status;
    *response.headers_mut() = cached.headers.clone();
    *response.extensions_mut() = cached.extensions.clone();
    if let Some(encoding) = &body.encoding {
        response
            .headers_mut()
            .insert(header::CONTENT_ENCODING, encoding.clone());
    }
    response
}

/// `304` carrying the validators and caching headers of the full response.
pub fn not_modified(headers: &HeaderMap) -> Response {
    let mut response = StatusCode::NOT_MODIFIED.into_response();
    for name in [
        header::ETAG,
        header::CACHE_CONTROL,
        header::VARY,
        header::CONTENT_LANGUAGE,
    ] {
        for v in headers.get_all(&name) {
            response.headers_mut().append(name.clone(), v.clone());
        }
    }
    response
}

/// Whether a request may be answered from, and stored in, the read cache.
pub fn is_read(method: &Method) -> bool {
    method == Method::GET || method == Method::HEAD
}

/// Whether `If-None-Match` names the ETag of `response`.
pub fn client_has(response: &Response, if_none_match: Option<&HeaderValue>) -> bool {
    response
        .headers()
        .get(header::ETAG)
        .is_some_and(|e| matches(if_none_match, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_lists_and_weak_tags() {
        let etag = etag_of(b"body");
        let quoted = etag.to_str().expect("ascii").to_string();
        assert!(matches(
            Some(&HeaderValue::from_str(&quoted).expect("h")),
            &etag
        ));
        assert!(matches(
            Some(&HeaderValue::from_str(&format!("\"x\", W/{quoted}")).expect("h")),
            &etag
        ));
        assert!(matches(Some(&HeaderValue::from_static("*")), &etag));
        assert!(!matches(
            Some(&HeaderValue::from_static("\"other\"")),
            &etag
        ));
        assert!(!matches(None, &etag));
        assert_ne!(etag_of(b"a"), etag_of(b"b"));
    }

    /// A counter read as a test sees it: how many reads were made, and the value each
    /// returns (the number of reads so far).
    #[derive(Clone, Default)]
    struct CountedReads(Arc<std::sync::atomic::AtomicI64>);

    impl CountedReads {
        async fn read(&self, pause: Duration) -> Result<i64, sqlx::Error> {
            tokio::time::sleep(pause).await;
            Ok(self.0.fetch_add(1, Ordering::SeqCst) + 1)
        }
        fn made(&self) -> i64 {
            self.0.load(Ordering::SeqCst)
        }
    }

    #[tokio::test]
    async fn a_counter_read_answers_only_requests_that_arrived_before_it_started() {
        let checks = VersionChecks::default();
        let reads = CountedReads::default();
        let arrived = Instant::now();
        let first = checks
            .read_since("t", arrived, || reads.read(Duration::ZERO))
            .await;
        assert_eq!(first.ok(), Some(1));
        let earlier = checks
            .read_since("t", arrived, || reads.read(Duration::ZERO))
            .await;
        assert_eq!(earlier.ok(), Some(1), "the read started after it arrived");
        let later = checks
            .read_since("t", Instant::now(), || reads.read(Duration::ZERO))
            .await;
        assert_eq!(
            later.ok(),
            Some(2),
            "arrived after the read started: a new one"
        );
        let other = checks
            .read_since("u", arrived, || reads.read(Duration::ZERO))
            .await;
        assert_eq!(other.ok(), Some(3), "tenants do not share reads");
        assert_eq!(reads.made(), 3);
    }

    #[tokio::test]
    async fn concurrent_requests_share_reads() {
        let checks = Arc::new(VersionChecks::default());
        let reads = CountedReads::default();
        let arrived = Instant::now();
        let mut waiting = Vec::new();
        for _ in 0..32 {
            let (checks, reads) = (checks.clone(), reads.clone());
            waiting.push(tokio::spawn(async move {
                checks
                    .read_since("t", arrived, || reads.read(Duration::from_millis(20)))
                    .await
            }));
        }
        for task in waiting {
            assert!(matches!(task.await, Ok(Ok(_))));
        }
        assert_eq!(reads.made(), 1, "one read started after all 32 had arrived");
    }
}
