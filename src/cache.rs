//! Conditional and cached reads.
//!
//! Every successful `GET` carries an `ETag` (a digest of its body), and a matching
//! `If-None-Match` gets `304 Not Modified`; so does an `If-Modified-Since` no earlier
//! than the `Last-Modified` of an answer that has one (a feed). Rendered bodies are kept in a bounded
//! in-memory cache keyed by tenant, language variant, site address, path and query,
//! and the caller (visibility differs per user and role).
//!
//! Each entry says which parts of the tenant's data its body shows ([`Depends`], named
//! by the handler that rendered it) and carries the [`Mark`] of the tenant's change log
//! taken before it was rendered. It is served only while none of those parts changed
//! after the mark, so a write drops exactly the cached reads that could show what it
//! changed, in every variant and for every caller (see [`crate::store::changes`]).
//! The one exception is a read that arrived before the entry's mark was taken (it
//! waited while the entry was rendered): the entry shows every write acknowledged
//! before that read arrived, so it answers it even when stale for later ones.
//! Besides, each tenant has a generation number in the key, raised when this process
//! must drop everything it cached for the tenant. The generation of the locale
//! catalogue is in the key too: the first read after a reload of the locale files
//! renders the new texts (and so gets a new `ETag`).
//!
//! An entry keeps the compressed bodies it was served as, by the `Accept-Encoding`
//! that asked for them, so a hit is sent as it is: compressed once, served many times.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use axum::body::{Body, Bytes};
use axum::http::{Extensions, HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::store::changes::{Depends, Mark};
use crate::store::records::Recall;
use crate::store::{Store, StoreError};

/// A body as the middleware would send it to a client with a given `Accept-Encoding`.
#[derive(Debug, Clone)]
pub struct Encoded {
    /// `Content-Encoding` of `body`; `None` for the plain body.
    pub encoding: Option<HeaderValue>,
    pub body: Bytes,
}

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
    /// What the body shows of the tenant's data...
    depends: Depends,
    /// ...and the tenant's change log before it was rendered.
    mark: Mark,
}

impl Cached {
    /// Whether the entry may be served without asking the store what changed.
    pub fn depends_on_no_data(&self) -> bool {
        self.depends == Depends::Nothing
    }

    /// Whether the entry still shows what the store holds, as far as `store`'s log of
    /// `tenant`'s changes knows; one that shows none of the data always is.
    pub fn is_current(&self, store: &Store, tenant: &str) -> bool {
        self.depends_on_no_data()
            || store
                .changes()
                .unchanged_since(tenant, self.mark, &self.depends)
    }

    /// Whether the entry was rendered after `arrival` was marked: it then shows every
    /// write acknowledged before the request that marked it arrived, so it may answer
    /// that request even when a later write has made it stale for later ones.
    pub fn rendered_since(&self, arrival: Mark) -> bool {
        self.mark.is_not_before(arrival)
    }

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

/// Largest body of an API answer kept, in bytes; bigger ones are served but not cached.
pub const MAX_CACHED_BODY: usize = 1024 * 1024;

/// Read cache of rendered responses and per-tenant generations.
pub struct ResponseCache {
    entries: moka::future::Cache<String, Arc<Cached>>,
    generations: Mutex<HashMap<String, u64>>,
    /// Off while this instance cannot hear about other instances' writes.
    active: AtomicBool,
    changes: ChangeReads,
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
            changes: ChangeReads::default(),
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

    /// Where a read may take the venues, organizers, terms and images events embed
    /// from: records remembered by the store serve under the same rule as cached reads,
    /// so only while cached reads are served.
    pub fn recall(&self) -> Recall {
        if self.is_active() {
            Recall::Remembered
        } else {
            Recall::Stored
        }
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
    fn invalidate_all(&self) {
        self.entries.invalidate_all();
        if let Ok(mut g) = self.generations.lock() {
            for generation in g.values_mut() {
                *generation += 1;
            }
        }
    }

    /// The key of a read: tenant and its generation here, the locale catalogue's
    /// generation, variant, the site address links are built from, caller and the
    /// request target.
    pub fn key(&self, read: &ReadKey<'_>) -> String {
        format!(
            "{}\u{0}{}\u{0}{}\u{0}{}\u{0}{}\u{0}{}\u{0}{}",
            read.tenant,
            self.generation(read.tenant),
            read.texts,
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
    /// The generation of the locale catalogue the texts come from.
    pub texts: u64,
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
    /// Brings `store`'s log of `tenant`'s changes up to a moment after `arrived`, when
    /// the request being answered was already received: every write acknowledged to a
    /// client before it sent this request is then in the log. On SQLite the log is
    /// always current.
    pub async fn follow_changes(
        &self,
        store: &Store,
        tenant: &str,
        arrived: Instant,
    ) -> Result<(), StoreError> {
        if !store.shared_by_instances() {
            return Ok(());
        }
        self.changes
            .read_since(tenant, arrived, || store.follow_changes(tenant))
            .await
    }
}

/// Reads of the store's log of a tenant's changes, shared by concurrent requests.
///
/// A read of the log that *started* after a request arrived holds every write
/// acknowledged before that request, so it may answer every request that arrived
/// before it started. Requests therefore wait for the next read rather than each
/// making its own: at most one read per tenant is in flight, however many requests
/// there are, and none is ever answered from a read that began before it arrived.
#[derive(Default)]
struct ChangeReads {
    tenants: Mutex<HashMap<String, Arc<TenantReads>>>,
}

#[derive(Default)]
struct TenantReads {
    /// When the last completed read started.
    last: Mutex<Option<Instant>>,
    /// Held by the one read in flight.
    turn: tokio::sync::Mutex<()>,
}

impl TenantReads {
    fn read_since(&self, arrived: Instant) -> bool {
        self.last
            .lock()
            .ok()
            .and_then(|last| *last)
            .is_some_and(|started| started >= arrived)
    }
}

impl ChangeReads {
    async fn read_since<F, Fut>(
        &self,
        tenant: &str,
        arrived: Instant,
        read: F,
    ) -> Result<(), StoreError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<(), StoreError>>,
    {
        let reads = self
            .tenants
            .lock()
            .map(|mut tenants| tenants.entry(tenant.to_string()).or_default().clone())
            .ok();
        let Some(reads) = reads else {
            return read().await;
        };
        if reads.read_since(arrived) {
            return Ok(());
        }
        let _turn = reads.turn.lock().await;
        if reads.read_since(arrived) {
            return Ok(());
        }
        let started = Instant::now();
        read().await?;
        if let Ok(mut last) = reads.last.lock() {
            *last = Some(started);
        }
        Ok(())
    }
}

/// Strong validator of a body: 128 bits of its BLAKE3 hash, so that no body can be
/// made to match another's (a contributor could otherwise keep an old page in
/// clients' caches).
fn etag_of(body: &[u8]) -> HeaderValue {
    let hex = blake3::hash(body).to_hex();
    HeaderValue::from_str(&format!("\"{}\"", &hex[..32]))
        .unwrap_or(HeaderValue::from_static("\"0\""))
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

/// What a read's conditional headers say the client holds.
#[derive(Debug, Clone, Default)]
pub struct Validators {
    if_none_match: Option<HeaderValue>,
    /// `If-Modified-Since`, when it is a date.
    if_modified_since: Option<SystemTime>,
}

impl Validators {
    /// The validators a read sent.
    pub fn of(headers: &HeaderMap) -> Validators {
        Validators {
            if_none_match: headers.get(header::IF_NONE_MATCH).cloned(),
            if_modified_since: headers
                .get(header::IF_MODIFIED_SINCE)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| httpdate::parse_http_date(v).ok()),
        }
    }

    /// Whether the client holds the answer whose headers are `headers`: its `ETag` is
    /// one `If-None-Match` names or, without `If-None-Match` (which then decides
    /// alone, RFC 9110), it was last modified no later than `If-Modified-Since`.
    fn hold(&self, headers: &HeaderMap) -> bool {
        if self.if_none_match.is_some() {
            return headers
                .get(header::ETAG)
                .is_some_and(|etag| matches(self.if_none_match.as_ref(), etag));
        }
        let last_modified = headers
            .get(header::LAST_MODIFIED)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| httpdate::parse_http_date(v).ok());
        matches!((last_modified, self.if_modified_since), (Some(at), Some(since)) if at <= since)
    }
}

/// Buffers a successful read's body, adds its `ETag` and caching headers, and
/// returns it for the cache (when it is no larger than `largest_kept`), current as long
/// as nothing `depends` names changes after `mark`.
pub async fn finish_read(
    response: Response,
    anonymous: bool,
    depends: Depends,
    mark: Mark,
    largest_kept: usize,
) -> (Response, Option<Cached>) {
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
    let cached = (bytes.len() <= largest_kept).then(|| Cached {
        status: parts.status,
        headers,
        extensions: parts.extensions.clone(),
        body: Bytes::copy_from_slice(&bytes),
        encoded: Vec::new(),
        depends,
        mark,
    });
    (Response::from_parts(parts, Body::from(bytes)), cached)
}

/// A cached read with `body` (its plain or compressed form), or `304` when the client
/// already has it.
pub fn respond(cached: &Cached, body: &Encoded, validators: &Validators) -> Response {
    if validators.hold(&cached.headers) {
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
        header::LAST_MODIFIED,
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

/// Whether the client already holds `response`.
pub fn client_has(response: &Response, validators: &Validators) -> bool {
    validators.hold(response.headers())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_modified_since_counts_only_without_if_none_match() {
        let mut answer = HeaderMap::new();
        answer.insert(header::ETAG, etag_of(b"body"));
        answer.insert(
            header::LAST_MODIFIED,
            HeaderValue::from_static("Tue, 03 Dec 2030 10:00:00 GMT"),
        );
        let sent = |pairs: &[(header::HeaderName, &'static str)]| {
            let mut headers = HeaderMap::new();
            for (name, value) in pairs {
                headers.insert(name, HeaderValue::from_static(value));
            }
            Validators::of(&headers)
        };
        let since = |date| sent(&[(header::IF_MODIFIED_SINCE, date)]);
        assert!(since("Tue, 03 Dec 2030 10:00:00 GMT").hold(&answer));
        assert!(since("Wed, 04 Dec 2030 10:00:00 GMT").hold(&answer));
        assert!(!since("Tue, 03 Dec 2030 09:59:59 GMT").hold(&answer));
        assert!(!since("yesterday").hold(&answer));
        assert!(
            !sent(&[
                (header::IF_NONE_MATCH, "\"other\""),
                (header::IF_MODIFIED_SINCE, "Wed, 04 Dec 2030 10:00:00 GMT"),
            ])
            .hold(&answer),
            "If-None-Match decides alone"
        );
        answer.remove(header::LAST_MODIFIED);
        assert!(!since("Wed, 04 Dec 2030 10:00:00 GMT").hold(&answer));
    }

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

    /// Reads of the log as a test sees them: how many were made.
    #[derive(Clone, Default)]
    struct CountedReads(Arc<std::sync::atomic::AtomicI64>);

    impl CountedReads {
        async fn read(&self, pause: Duration) -> Result<(), StoreError> {
            tokio::time::sleep(pause).await;
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(())
        }
        fn made(&self) -> i64 {
            self.0.load(Ordering::SeqCst)
        }
    }

    #[tokio::test]
    async fn a_log_read_answers_only_requests_that_arrived_before_it_started() {
        let reads = ChangeReads::default();
        let counted = CountedReads::default();
        let arrived = Instant::now();
        let read = |tenant: &'static str, arrived: Instant| {
            reads.read_since(tenant, arrived, || counted.read(Duration::ZERO))
        };
        assert!(read("t", arrived).await.is_ok());
        assert_eq!(counted.made(), 1);
        assert!(read("t", arrived).await.is_ok());
        assert_eq!(counted.made(), 1, "the read started after it arrived");
        assert!(read("t", Instant::now()).await.is_ok());
        assert_eq!(
            counted.made(),
            2,
            "arrived after the read started: a new one"
        );
        assert!(read("u", arrived).await.is_ok());
        assert_eq!(counted.made(), 3, "tenants do not share reads");
    }

    #[tokio::test]
    async fn concurrent_requests_share_reads() {
        let reads = Arc::new(ChangeReads::default());
        let counted = CountedReads::default();
        let arrived = Instant::now();
        let mut waiting = Vec::new();
        for _ in 0..32 {
            let (reads, counted) = (reads.clone(), counted.clone());
            waiting.push(tokio::spawn(async move {
                reads
                    .read_since("t", arrived, || counted.read(Duration::from_millis(20)))
                    .await
            }));
        }
        for task in waiting {
            assert!(matches!(task.await, Ok(Ok(()))));
        }
        assert_eq!(
            counted.made(),
            1,
            "one read started after all 32 had arrived"
        );
    }
}
