//! Cross-origin reads from web pages, as WordPress core allows them
//! (`rest_send_cors_headers` and the header lists of `WP_REST_Server::serve_request`):
//! the page's `Origin` is echoed with credentials allowed, on every answer of a
//! tenant's API, errors included, unless the tenant lists its allowed origins
//! (`cors_allowed_origins`) and the page's is not among them; then the answer carries
//! no CORS headers and the browser keeps it from the page.
//!
//! The headers depend on `Origin` alone and are added outside the read cache, so a
//! cached answer serves every origin correctly (`Vary: Origin` tells shared caches).

use axum::extract::{Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::domain::origin::is_origin;
use crate::http::client::Client;
use crate::state::AppState;

/// Methods the routes answer, as WordPress lists them.
const ALLOW_METHODS: &str = "OPTIONS, GET, POST, PUT, PATCH, DELETE";

/// WordPress's request headers, plus the two this product's features need from
/// script: revalidation (`If-None-Match`) and method tunnelling.
const ALLOW_HEADERS: &str = "Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, \
                             Content-Type, If-None-Match, X-HTTP-Method-Override";

/// WordPress's readable response headers, plus the plugin's totals and what a client
/// revalidates (`ETag`), localises (`Content-Language`) and adapts to (`Allow`) by.
const EXPOSE_HEADERS: &str = "X-WP-Total, X-WP-TotalPages, Link, X-TEC-Total, \
                              X-TEC-TotalPages, ETag, Content-Language, Allow";

/// Adds the CORS headers to every answer of a tenant's API.
pub async fn apply(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if crate::http::is_process_endpoint(path) {
        return next.run(request).await;
    }
    let allowed = request
        .headers()
        .get(header::ORIGIN)
        .filter(|origin| origin.to_str().is_ok_and(is_origin))
        .filter(|origin| {
            let host = request
                .extensions()
                .get::<Client>()
                .map_or("", Client::hostname);
            let origin = origin.to_str().unwrap_or_default();
            state
                .config
                .tenant_for(host, path)
                .is_some_and(|tenant| tenant.allows_origin(origin))
        })
        .cloned();
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.append(header::VARY, HeaderValue::from_static("Origin"));
    if let Some(origin) = allowed {
        headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
        for (name, value) in [
            (header::ACCESS_CONTROL_ALLOW_METHODS, ALLOW_METHODS),
            (header::ACCESS_CONTROL_ALLOW_CREDENTIALS, "true"),
            (header::ACCESS_CONTROL_ALLOW_HEADERS, ALLOW_HEADERS),
            (header::ACCESS_CONTROL_EXPOSE_HEADERS, EXPOSE_HEADERS),
        ] {
            headers.insert(name, HeaderValue::from_static(value));
        }
    }
    response
}
