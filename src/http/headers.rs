//! The last touches every response gets on its way out.
//!
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
