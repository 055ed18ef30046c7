//! Response compression: gzip and Brotli, chosen by `Accept-Encoding`, by tower-http's
//! compression middleware.
//!
//! The middleware compresses every response on its way out, except one that already
//! carries a `Content-Encoding`. The read cache uses that: it runs a body through the
//! same middleware once ([`encode`]), keeps the result beside the plain body, and serves
//! it as it is afterwards, so a cache hit does not compress again.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Request, Response, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;
use tower_http::compression::{Compression, CompressionLayer};

/// The middleware, for the whole application: gzip and br (the features enabled), the
/// default predicate (no images, no tiny bodies), the default (fast) levels.
pub fn layer() -> CompressionLayer {
    CompressionLayer::new()
}

/// A body as the middleware would send it to a client with a given `Accept-Encoding`.
#[derive(Debug, Clone)]
pub struct Encoded {
    /// `Content-Encoding` of `body`; `None` for the plain body.
    pub encoding: Option<HeaderValue>,
    pub body: Bytes,
}

/// Runs `body` (with the response headers `headers`, which the middleware's predicate
/// judges) through the compression middleware for a request that sent
/// `accept_encoding`, and collects the result.
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
            HeaderValue::from_static(crate::http::JSON_CONTENT_TYPE),
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
