//! Responses every resource builds: JSON bodies and the headers lists and routes add.

use axum::http::{HeaderValue, StatusCode};
use axum::response::Response;

use crate::store::changes::Depends;

/// Says which parts of the tenant's data a read's answer shows, so that the read cache
/// keeps it exactly as long as none of them changes.
pub fn showing(mut response: Response, depends: Depends) -> Response {
    response.extensions_mut().insert(depends);
    response
}

/// Adds the paging headers to a list response: the plugin's `X-TEC-Total` and
/// `X-TEC-TotalPages`, and WordPress's `X-WP-Total`, `X-WP-TotalPages` and `Link`
/// to the neighbouring pages, which generic WordPress clients page by.
pub fn with_paging(
    mut response: Response,
    total: i64,
    total_pages: i64,
    previous: Option<&str>,
    next: Option<&str>,
) -> Response {
    let headers = response.headers_mut();
    for (name, value) in [
        ("X-TEC-Total", total),
        ("X-TEC-TotalPages", total_pages),
        ("X-WP-Total", total),
        ("X-WP-TotalPages", total_pages),
    ] {
        headers.insert(name, HeaderValue::from(value));
    }
    let links: Vec<String> = [(previous, "prev"), (next, "next")]
        .into_iter()
        .filter_map(|(url, rel)| Some(format!("<{}>; rel=\"{rel}\"", url?)))
        .collect();
    if let Ok(value) = HeaderValue::from_str(&links.join(", "))
        && !links.is_empty()
    {
        headers.append(axum::http::header::LINK, value);
    }
    response
}

/// `Allow` header listing the methods a caller may use on a route.
pub fn with_allow(mut response: Response, methods: &str) -> Response {
    if let Ok(v) = HeaderValue::from_str(methods) {
        response.headers_mut().insert(axum::http::header::ALLOW, v);
    }
    response
}

/// 200 or 201 JSON response.
pub fn ok(status: StatusCode, body: &impl serde::Serialize) -> Response {
    crate::http::json(status, body)
}
