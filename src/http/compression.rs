//! Response compression: zstd, Brotli and gzip, chosen by `Accept-Encoding`, by
//! tower-http's compression middleware. Among codings the client accepts alike, zstd
//! comes first: browsers that accept it get an answer as small as gzip's for a small
//! part of the compressing (docs/decisions/003-compression.md), which an
//! uncached read pays on every request.
//!
//! The middleware compresses every response on its way out, except one that already
//! carries a `Content-Encoding`. The read cache uses that: it runs a body through the
//! same middleware once ([`encode`]), keeps the result beside the plain body, and serves
//! it as it is afterwards, so a cache hit does not compress again. A body the
//! middleware would send as zstd, [`encode`] compresses whole itself, at zstd's first
//! level with a context kept per thread: as small as the middleware's level 3 on these
//! answers, in less time, and without setting up a context per answer.

use std::cell::RefCell;
use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Request, Response, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;
use tower_http::compression::{Compression, CompressionLayer};

use crate::cache::Encoded;

/// The middleware, for the whole application: zstd, br and gzip (the features enabled),
/// the default predicate (no images, no tiny bodies), the default levels (zstd 3,
/// Brotli 4, gzip 6).
pub fn layer() -> CompressionLayer {
    CompressionLayer::new()
}

/// The zstd level of bodies [`encode`] compresses itself.
const ZSTD_LEVEL: i32 = 1;

thread_local! {
    /// A zstd context per thread, and the room it compresses into, kept between
    /// answers.
    static ZSTD: RefCell<Option<(zstd::bulk::Compressor<'static>, Vec<u8>)>> =
        const { RefCell::new(None) };
}

/// `body` compressed as one zstd frame.
fn zstd_compressed(body: &[u8]) -> std::io::Result<Bytes> {
    ZSTD.with_borrow_mut(|kept| {
        let (compressor, room) = match kept {
            Some(kept) => kept,
            None => kept.insert((zstd::bulk::Compressor::new(ZSTD_LEVEL)?, Vec::new())),
        };
        room.clear();
        room.reserve(zstd::zstd_safe::compress_bound(body.len()));
        compressor.compress_to_buffer(body, room)?;
        // Copied out at its size: the room stays for the next answer.
        Ok(Bytes::copy_from_slice(room))
    })
}

/// Runs `body` (with the response headers `headers`, which the middleware's predicate
/// judges) through the compression middleware for a request that sent
/// `accept_encoding`, and collects the result; a body it would send as zstd is
/// compressed here instead (the module's note says why).
pub async fn encode(
    body: Bytes,
    headers: &HeaderMap,
    accept_encoding: Option<&HeaderValue>,
) -> Encoded {
    let mut plain = Response::new(Body::from(body.clone()));
    *plain.headers_mut() = headers.clone();
    let mut request = Request::new(Body::empty());
    if let Some(value) = accept_encoding {
        request
            .headers_mut()
            .insert(header::ACCEPT_ENCODING, value.clone());
    }
    let service = Compression::new(tower::service_fn(move |_: Request<Body>| {
        let plain = std::mem::take(&mut plain);
        async move { Ok::<_, Infallible>(plain) }
    }));
    let unencoded = || Encoded {
        encoding: None,
        body: body.clone(),
    };
    let Ok(response) = service.oneshot(request).await;
    // 406 (every coding refused, identity too) is the middleware's to answer on the
    // way out; the cache keeps the plain body for it.
    if response.status() == StatusCode::NOT_ACCEPTABLE {
        return unencoded();
    }
    let encoding = response.headers().get(header::CONTENT_ENCODING).cloned();
    if encoding.as_ref().is_some_and(|e| e == "zstd") {
        match zstd_compressed(&body) {
            Ok(compressed) => {
                return Encoded {
                    encoding,
                    body: compressed,
                };
            }
            Err(e) => tracing::warn!(error = %e, "compressing a body with zstd failed"),
        }
    }
    match response.into_body().collect().await {
        Ok(collected) if encoding.is_some() => Encoded {
            encoding,
            body: collected.to_bytes(),
        },
        Ok(_) => unencoded(),
        Err(e) => {
            tracing::warn!(error = %e, "compressing a cached body failed; kept plain");
            unencoded()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn json_headers() -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(crate::error::JSON_CONTENT_TYPE),
        );
        headers
    }

    #[tokio::test]
    async fn encodes_as_the_middleware_negotiates() {
        let body = Bytes::from(format!("[{}]", vec!["\"event\""; 200].join(",")));
        let gzip = encode(
            body.clone(),
            &json_headers(),
            Some(&HeaderValue::from_static("gzip")),
        )
        .await;
        assert_eq!(gzip.encoding, Some(HeaderValue::from_static("gzip")));
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(gzip.body.as_ref())
            .read_to_end(&mut plain)
            .expect("gunzip");
        assert_eq!(plain, body.as_ref());

        let br = encode(
            body.clone(),
            &json_headers(),
            Some(&HeaderValue::from_static("gzip;q=0.5, br")),
        )
        .await;
        assert_eq!(br.encoding, Some(HeaderValue::from_static("br")));
        assert!(br.body.len() < body.len());

        // zstd first among codings accepted alike; the thread's kept context and room
        // then serve a larger body and a smaller one.
        let larger = Bytes::from(format!("[{}]", vec!["\"venue\""; 5000].join(",")));
        for next in [body.clone(), larger, body.slice(..body.len() / 2)] {
            let zstd = encode(
                next.clone(),
                &json_headers(),
                Some(&HeaderValue::from_static("gzip, deflate, br, zstd")),
            )
            .await;
            assert_eq!(zstd.encoding, Some(HeaderValue::from_static("zstd")));
            assert_eq!(
                zstd::decode_all(zstd.body.as_ref()).expect("unzstd"),
                next.as_ref()
            );
        }

        let none = encode(body.clone(), &json_headers(), None).await;
        assert_eq!((none.encoding, none.body), (None, body.clone()));
        let tiny = encode(
            Bytes::from_static(b"[]"),
            &json_headers(),
            Some(&HeaderValue::from_static("gzip")),
        )
        .await;
        assert_eq!(tiny.encoding, None, "too small to be worth it");
    }
}
