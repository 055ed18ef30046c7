//! Conditional and cached reads.
//!
//! Every successful `GET` carries an `ETag` (a digest of its body), and a matching
//! `If-None-Match` gets `304 Not Modified`. Rendered bodies are kept in a bounded
//! in-memory cache keyed by tenant, language variant, path and query, and the caller
//! (visibility differs per user and role). Each tenant has a generation number in
//! the key; any successful write to the tenant bumps it, so the next read misses and
//! no response built before the write is served after it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// A response kept for reuse.
#[derive(Clone)]
pub struct Cached {
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
}

/// Bytes an entry takes beside its key and body (headers, bookkeeping), counted so
/// that many small entries cannot exceed the capacity unseen.
const ENTRY_OVERHEAD: usize = 512;

/// Largest body kept, in bytes; bigger ones are served but not cached.
const MAX_CACHED_BODY: usize = 1024 * 1024;

/// Read cache of rendered responses and per-tenant generations.
pub struct ResponseCache {
    entries: moka::future::Cache<String, Arc<Cached>>,
    generations: Mutex<HashMap<String, u64>>,
    /// Off while this instance cannot hear about other instances' writes.
    active: AtomicBool,
}

impl ResponseCache {
    /// A cache holding at most `capacity_bytes` of bodies, each for at most `ttl`
    /// (a safety net for changes that reach the store without an HTTP write).
    pub fn new(capacity_bytes: u64, ttl: Duration) -> Self {
        ResponseCache {
            entries: moka::future::Cache::builder()
                .weigher(|key: &String, value: &Arc<Cached>| {
                    u32::try_from(key.len() + value.body.len() + ENTRY_OVERHEAD).unwrap_or(u32::MAX)
                })
                .max_capacity(capacity_bytes)
                .time_to_live(ttl)
                .build(),
            generations: Mutex::new(HashMap::new()),
            active: AtomicBool::new(true),
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
    /// here, variant, caller and the request target. The store's counter makes a write
    /// by any process miss at once; the generation does the same for this process's
    /// own writes and whenever notifications say so.
    pub fn key(
        &self,
        tenant: &str,
        store_version: i64,
        lang: &str,
        caller: &str,
        target: &str,
    ) -> String {
        format!(
            "{tenant}\u{0}{store_version}\u{0}{}\u{0}{lang}\u{0}{caller}\u{0}{target}",
            self.generation(tenant)
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
    parts
        .headers
        .insert(header::VARY, HeaderValue::from_static("Authorization"));
    // A copy of exactly the body's length: the buffer it was serialised into may have
    // up to twice that capacity, which the cache would otherwise keep alive unweighed.
    let cached = (bytes.len() <= MAX_CACHED_BODY).then(|| Cached {
        status: parts.status,
        headers: parts.headers.clone(),
        body: Bytes::copy_from_slice(&bytes),
    });
    (Response::from_parts(parts, Body::from(bytes)), cached)
}

/// A response from a cached read, or `304` when the client already has it.
pub fn respond(cached: &Cached, if_none_match: Option<&HeaderValue>) -> Response {
    let etag = cached.headers.get(header::ETAG);
    if etag.is_some_and(|e| matches(if_none_match, e)) {
        return not_modified(&cached.headers);
    }
    let mut response = Response::new(Body::from(cached.body.clone()));
    *response.status_mut() = cached.status;
    *response.headers_mut() = cached.headers.clone();
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
        if let Some(v) = headers.get(&name) {
            response.headers_mut().insert(name, v.clone());
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
}
