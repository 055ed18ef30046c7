//! The last touches every response gets on its way out, and the request id it is
//! logged and answered with.
//!
//! - A client's `X-Request-Id` is kept only in a bounded token form (see
//!   [`keep_token_request_id`]); otherwise the server makes one.
//! - `X-Content-Type-Options: nosniff`, as WordPress sends it: a browser never reads
//!   an answer as another type than it is labelled (a JSONP or JSON body as HTML).
//! - One `Vary` header: the layers inside append the request headers the answer
//!   depends on (`Authorization`, `Accept-Language`, `Origin`, `Accept-Encoding`) as
//!   they decide; here they are merged, each named once.
//! - A strong `ETag` names the plain body; a compressed body gets it weak, as nginx
//!   does, since its bytes differ (`If-None-Match` compares weakly, so it still
//!   revalidates).
//! - `HEAD` answers carry the head of the `GET` answer without its body.

use axum::body::{Body, HttpBody as _};
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::Response;

const REQUEST_ID: &str = "x-request-id";
/// Longest request id taken from a client: a UUID (36) and a prefix fit.
const MAX_REQUEST_ID_LEN: usize = 64;

/// Removes a client's `X-Request-Id` unless it is one value of 1 to 64 letters,
/// digits, `.`, `_` and `-`, so that the layer after this one makes a fresh id. The
/// id is written into every log line of the request and sent back: verbatim, spaces,
/// quotes and kilobytes of it could forge or flood log lines.
pub async fn keep_token_request_id(mut request: Request, next: Next) -> Response {
    let headers = request.headers_mut();
    let mut values = headers.get_all(REQUEST_ID).iter();
    let usable = match (values.next(), values.next()) {
        (Some(value), None) => is_token(value.as_bytes()),
        (None, _) => true,
        (Some(_), Some(_)) => false,
    };
    if !usable {
        headers.remove(REQUEST_ID);
    }
    next.run(request).await
}

fn is_token(id: &[u8]) -> bool {
    (1..=MAX_REQUEST_ID_LEN).contains(&id.len())
        && id
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

pub async fn finish(request: Request, next: Next) -> Response {
    let head = request.method() == Method::HEAD;
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    merge_vary(headers);
    if headers.contains_key(header::CONTENT_ENCODING) {
        weaken_etag(headers);
    }
    if !head {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    if let Some(length) = body.size_hint().exact()
        && !parts.headers.contains_key(header::CONTENT_LENGTH)
    {
        parts
            .headers
            .insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    }
    Response::from_parts(parts, Body::empty())
}

/// Folds every `Vary` header into one, each name once (in the usual capitalisation),
/// in order of appearance.
fn merge_vary(headers: &mut HeaderMap) {
    let mut names: Vec<String> = Vec::new();
    for value in headers.get_all(header::VARY) {
        for name in value.to_str().unwrap_or("").split(',').map(str::trim) {
            if !name.is_empty() && !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
                names.push(header_case(name));
            }
        }
    }
    if names.is_empty() {
        return;
    }
    if let Ok(value) = HeaderValue::from_str(&names.join(", ")) {
        headers.insert(header::VARY, value);
    }
}

/// A header name as WordPress and most servers write it: `Accept-Encoding`, `Allow`,
/// `X-WP-Total`, `X-TEC-TotalPages`.
pub fn header_case(name: &str) -> String {
    name.split('-')
        .map(|word| match word.to_ascii_lowercase().as_str() {
            "wp" | "tec" => word.to_ascii_uppercase(),
            "totalpages" => "TotalPages".to_string(),
            lower => {
                let mut chars = lower.chars();
                chars.next().map_or_else(String::new, |first| {
                    first.to_ascii_uppercase().to_string() + chars.as_str()
                })
            }
        })
        .collect::<Vec<_>>()
        .join("-")
}

fn weaken_etag(headers: &mut HeaderMap) {
    let Some(etag) = headers.get(header::ETAG).and_then(|v| v.to_str().ok()) else {
        return;
    };
    if etag.starts_with("W/") {
        return;
    }
    if let Ok(weak) = HeaderValue::from_str(&format!("W/{etag}")) {
        headers.insert(header::ETAG, weak);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vary_names_merge_once_each() {
        let mut headers = HeaderMap::new();
        headers.append(header::VARY, HeaderValue::from_static("Authorization"));
        headers.append(
            header::VARY,
            HeaderValue::from_static("Origin, authorization"),
        );
        headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
        merge_vary(&mut headers);
        let all: Vec<_> = headers.get_all(header::VARY).iter().collect();
        assert_eq!(all, ["Authorization, Origin, Accept-Encoding"]);
    }

    #[test]
    fn request_ids_are_short_tokens() {
        for good in [
            "a",
            "0f8fad5b-d9cb-469f-a165-70867728950e",
            "req_1.2-x",
            &"x".repeat(64),
        ] {
            assert!(is_token(good.as_bytes()), "{good}");
        }
        for bad in ["", "a b", "a\"b", "id=1,x", "é", &"x".repeat(65)] {
            assert!(!is_token(bad.as_bytes()), "{bad}");
        }
    }

    #[test]
    fn header_names_take_their_usual_case() {
        assert_eq!(header_case("x-wp-totalpages"), "X-WP-TotalPages");
        assert_eq!(header_case("x-tec-total"), "X-TEC-Total");
        assert_eq!(header_case("allow"), "Allow");
        assert_eq!(header_case("accept-encoding"), "Accept-Encoding");
        assert_eq!(header_case("RETRY-AFTER"), "Retry-After");
    }

    #[test]
    fn compressed_bodies_get_weak_tags() {
        let mut headers = HeaderMap::new();
        headers.insert(header::ETAG, HeaderValue::from_static("\"abc\""));
        weaken_etag(&mut headers);
        assert_eq!(headers[header::ETAG], "W/\"abc\"");
        weaken_etag(&mut headers);
        assert_eq!(headers[header::ETAG], "W/\"abc\"");
    }
}
