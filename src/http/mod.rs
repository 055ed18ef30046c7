//! The HTTP surface: language-aware mounting of the route tree, the middleware stack,
//! and the process endpoints outside every tenant.
//!
//! Every request is first resolved to a tenant (by Host and longest `base_path`) and a
//! language variant (by the language segment); the namespace prefix is stripped and the
//! one route tree of [`crate::api`] answers. Anything that resolves to nothing is
//! WordPress's `404 rest_no_route`.

pub mod args;
pub mod cache;
pub mod error;
pub mod extract;
pub mod limits;
pub mod metrics;

use std::net::SocketAddr;

use axum::Router;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::{RequestBodyDeadlineLayer, TimeoutLayer};
use tower_http::trace::TraceLayer;

use crate::auth::{BasicCredentials, Caller, parse_basic};
use crate::config::Tenant;
use crate::i18n::negotiate::negotiate;
use crate::state::AppState;
use error::{ApiError, ResponseLanguage};
use extract::{BODY_LIMIT, Variant};

/// Content type of every API response, as WordPress sends it.
pub const JSON_CONTENT_TYPE: &str = "application/json; charset=UTF-8";

/// A JSON response with WordPress's content type.
pub fn json(status: StatusCode, body: &impl Serialize) -> Response {
    match serde_json::to_vec(body) {
        Ok(bytes) => {
            let mut response = (status, bytes).into_response();
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static(JSON_CONTENT_TYPE),
            );
            response
        }
        Err(e) => {
            tracing::error!(error = %e, "response serialisation failed");
            ApiError::internal().into_response()
        }
    }
}

/// The whole application: process endpoints plus every tenant's variants.
pub fn app(state: AppState) -> Router {
    // Installed before the first request so that nothing recorded is lost.
    metrics::handle();
    let config_limits = state.config.limits.clone();
    let api = crate::api::routes()
        .layer(middleware::from_fn(metrics::label_route))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(state.clone());
    let mounted = ServiceBuilder::new()
        // Bodies arrive before a request asks for an admission place.
        .layer(middleware::from_fn(limits::read_body_first))
        // Next, so that a request beyond the bound costs nothing: no authentication,
        // no store. The process endpoints stay outside it and answer under overload.
        .layer(middleware::from_fn_with_state(
            limits::Admission::new(config_limits.max_concurrent_requests),
            limits::admit,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            resolve_variant,
        ))
        .service(api);

    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .fallback_service(mounted)
        .layer(
            ServiceBuilder::new()
                // Outermost, to count every request with its final status and time.
                .layer(middleware::from_fn(metrics::track))
                // Next, so that every error below it, including a layer's bare status
                // or a panic, leaves as the JSON envelope.
                .layer(middleware::from_fn_with_state(state.clone(), error::render_errors))
                .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
                .layer(TraceLayer::new_for_http().make_span_with(|request: &Request| {
                    let request_id = request
                        .headers()
                        .get("x-request-id")
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("-");
                    tracing::info_span!("request", method = %request.method(), uri = %request.uri().path(), request_id)
                }))
                .layer(PropagateRequestIdLayer::x_request_id())
                .layer(CatchPanicLayer::new())
                // A request that outlasts this gets a 503 (with Retry-After): the
                // server, not the client, was too slow.
                .layer(TimeoutLayer::with_status_code(
                    StatusCode::SERVICE_UNAVAILABLE,
                    config_limits.request_timeout,
                ))
                .layer(middleware::from_fn(limits::refuse_oversized_head))
                .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
                // The whole body must arrive within this from the head on; reading it
                // later fails and the client gets a 408.
                .layer(RequestBodyDeadlineLayer::new(config_limits.body_read_timeout)),
        )
        .with_state(state)
}

async fn healthz() -> Response {
    json(StatusCode::OK, &serde_json::json!({"status": "ok"}))
}

async fn readyz(State(state): State<AppState>) -> Response {
    if state.store.ready().await {
        json(StatusCode::OK, &serde_json::json!({"status": "ready"}))
    } else {
        ApiError::unavailable().into_response()
    }
}

/// Host of the request without port, from the Host header or the absolute-form
/// target. A request naming its host twice (two Host headers, or a Host header and a
/// target that disagree) is refused, as HTTP/1.1 requires: otherwise a proxy in front
/// and this server could each act on another host.
fn request_host(request: &Request) -> Result<String, ApiError> {
    let mut headers = request.headers().get_all(header::HOST).iter();
    let header = headers.next().and_then(|v| v.to_str().ok());
    if headers.next().is_some() {
        return Err(ApiError::ambiguous_host());
    }
    let target = request.uri().authority();
    if let (Some(header), Some(target)) = (header, target)
        && !same_authority(header, target, request.uri().scheme_str())
    {
        return Err(ApiError::ambiguous_host());
    }
    let raw = header.or_else(|| request.uri().host()).unwrap_or("");
    Ok(host_and_port(raw).0.to_ascii_lowercase())
}

/// `host[:port]` or `[v6]:port` split into host (without brackets) and port.
fn host_and_port(raw: &str) -> (&str, Option<&str>) {
    if let Some(bracketed) = raw.strip_prefix('[') {
        return match bracketed.split_once(']') {
            Some((host, rest)) => (host, rest.strip_prefix(':')),
            None => (bracketed, None),
        };
    }
    match raw.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (raw, None),
    }
}

/// Whether a Host header names the authority of an absolute-form target; a missing
/// port is the scheme's default.
fn same_authority(header: &str, target: &axum::http::uri::Authority, scheme: Option<&str>) -> bool {
    let default_port = match scheme {
        Some(s) if s.eq_ignore_ascii_case("https") => "443",
        _ => "80",
    };
    let (header_host, header_port) = host_and_port(header.trim());
    let (target_host, target_port) = host_and_port(target.as_str());
    header_host.eq_ignore_ascii_case(target_host)
        && header_port.unwrap_or(default_port) == target_port.unwrap_or(default_port)
}

/// Splits the language segment off a path below the tenant's base path.
fn split_language<'p>(tenant: &Tenant, path: &'p str) -> (String, &'p str) {
    for lang in tenant
        .languages
        .iter()
        .filter(|l| **l != tenant.default_language)
    {
        let segment_len = lang.len() + 1;
        let matches = path.len() >= segment_len
            && path.as_bytes()[0] == b'/'
            && path[1..segment_len].eq_ignore_ascii_case(lang)
            && (path.len() == segment_len || path.as_bytes()[segment_len] == b'/');
        if matches {
            return (lang.clone(), &path[segment_len..]);
        }
    }
    (tenant.default_language.clone(), path)
}

/// The route below `/{rest_prefix}/{vendor}/events/v1`, normalised as WordPress matches
/// routes: case-insensitively and ignoring a trailing slash.
fn route_below_namespace(tenant: &Tenant, path: &str) -> Option<String> {
    let namespace = format!("/{}/{}/events/v1", tenant.rest_prefix, tenant.vendor);
    let head = path.get(..namespace.len())?;
    if !head.eq_ignore_ascii_case(&namespace) {
        return None;
    }
    let rest = &path[namespace.len()..];
    if !(rest.is_empty() || rest.starts_with('/')) {
        return None;
    }
    let trimmed = rest.trim_end_matches('/');
    Some(if trimmed.is_empty() {
        "/".to_string()
    } else {
        trimmed.to_ascii_lowercase()
    })
}

/// True for the REST root of a variant, `/{rest_prefix}` with or without the slash.
fn is_rest_root(tenant: &Tenant, path: &str) -> bool {
    let trimmed = path.strip_suffix('/').unwrap_or(path);
    trimmed.len() == tenant.rest_prefix.len() + 1
        && trimmed.starts_with('/')
        && trimmed[1..].eq_ignore_ascii_case(&tenant.rest_prefix)
}

/// `Link` value pointing at the same address under each other variant of the tenant.
fn alternate_links(
    tenant: &Tenant,
    lang: &str,
    below_language: &str,
    query: Option<&str>,
) -> String {
    let query = query.map(|q| format!("?{q}")).unwrap_or_default();
    tenant
        .languages
        .iter()
        .filter(|other| *other != lang)
        .map(|other| {
            format!(
                "<{}{}{below_language}{query}>; rel=\"alternate\"; hreflang=\"{other}\"",
                tenant.site_url,
                tenant.language_segment(other)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Resolves tenant, language variant and caller, then hands the request to the route
/// tree with the namespace prefix removed (or answers the variant's REST root).
///
/// Every response of a variant says its language (`Content-Language`) and where the
/// other variants are (`Link ... rel="alternate"`). On a tenant that negotiates, the
/// default variant answers in the language `Accept-Language` prefers, in place and
/// with `Vary: Accept-Language`, so that caches keep the languages apart.
async fn resolve_variant(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let host = match request_host(&request) {
        Ok(host) => host,
        Err(e) => return e.into_response(),
    };
    let path = request.uri().path().to_string();
    let Some(tenant) = state.config.tenant_for(&host, &path).cloned() else {
        return ApiError::no_route().into_response();
    };
    let (lang, below_language) = split_language(&tenant, &path[tenant.base_path.len()..]);
    let negotiating = tenant.negotiate_language && lang == tenant.default_language;
    let text_lang = if negotiating {
        let header = request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        negotiate(header, &tenant.languages, &tenant.default_language)
    } else {
        lang.clone()
    };
    let language = ResponseLanguage {
        lang: text_lang.clone(),
        tenant_default: tenant.default_language.clone(),
    };
    let alternates = alternate_links(&tenant, &lang, below_language, request.uri().query());
    let rest_root = is_rest_root(&tenant, below_language);

    let outcome = async {
        let route = if rest_root {
            None
        } else {
            Some(route_below_namespace(&tenant, below_language).ok_or_else(ApiError::no_route)?)
        };
        let credentials = request
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(parse_basic);
        let client_ip = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip().to_string());
        let caller = authenticate(&state, &tenant, credentials, client_ip).await?;
        let variant = Variant {
            tenant: tenant.clone(),
            lang: lang.clone(),
        };
        let Some(route) = route else {
            if !matches!(*request.method(), Method::GET | Method::HEAD) {
                return Err(ApiError::no_route());
            }
            return Ok(crate::api::index::rest_root(&state, &variant, &language));
        };
        let uri = match request.uri().query() {
            Some(q) => format!("{route}?{q}"),
            None => route,
        };
        *request.uri_mut() = uri.parse::<Uri>().map_err(|_| ApiError::no_route())?;
        request.extensions_mut().insert(variant);
        request.extensions_mut().insert(caller.clone());
        request.extensions_mut().insert(language.clone());
        Ok::<_, ApiError>(
            through_cache(&state, &tenant.id, &text_lang, &caller, request, next).await,
        )
    }
    .await;

    let mut response = outcome.unwrap_or_else(IntoResponse::into_response);
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&text_lang) {
        headers.insert(header::CONTENT_LANGUAGE, value);
    }
    if let Ok(value) = HeaderValue::from_str(&alternates)
        && !alternates.is_empty()
    {
        headers.insert(header::LINK, value);
    }
    if negotiating {
        let vary = match headers.get(header::VARY).and_then(|v| v.to_str().ok()) {
            Some(existing) => format!("{existing}, Accept-Language"),
            None => "Accept-Language".to_string(),
        };
        if let Ok(value) = HeaderValue::from_str(&vary) {
            headers.insert(header::VARY, value);
        }
    }
    response.extensions_mut().insert(language);
    response
}

/// Answers reads from the read cache when it can (and with `304` when the client's
/// copy is current), stores successful reads, and invalidates the tenant's cached
/// reads after every successful write.
async fn through_cache(
    state: &AppState,
    tenant: &str,
    lang: &str,
    caller: &Caller,
    request: Request,
    next: Next,
) -> Response {
    let method = request.method().clone();
    if method != Method::GET {
        let response = next.run(request).await;
        if !cache::is_read(&method) && response.status().is_success() {
            state.cache.invalidate_tenant(tenant);
        }
        return response;
    }
    let arrived = std::time::Instant::now();
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    let who = caller.user.as_ref().map_or_else(
        || "0".to_string(),
        |u| format!("{}:{}", u.id, u.role.as_str()),
    );
    let target = request
        .uri()
        .path_and_query()
        .map_or("", |p| p.as_str())
        .to_string();
    let version = match state
        .cache
        .store_version(&state.store, tenant, arrived)
        .await
    {
        Ok(version) => version,
        Err(e) => return ApiError::from(e).into_response(),
    };
    let key = state.cache.key(tenant, version, lang, &who, &target);
    if let Some(hit) = state.cache.get(&key).await {
        ::metrics::counter!("read_cache_hits_total").increment(1);
        return cache::respond(&hit, if_none_match.as_ref());
    }
    ::metrics::counter!("read_cache_misses_total").increment(1);
    let response = next.run(request).await;
    if response.status() != StatusCode::OK
        || response.extensions().get::<error::PendingError>().is_some()
    {
        return response;
    }
    let (response, cached) = cache::finish_read(response, caller.user.is_none()).await;
    if let Some(cached) = cached {
        state.cache.insert(key, cached).await;
    }
    if cache::client_has(&response, if_none_match.as_ref()) {
        return cache::not_modified(response.headers());
    }
    response
}

/// Authentication errors are answered on every route, public reads included: a wrong
/// password never degrades to anonymous.
async fn authenticate(
    state: &AppState,
    tenant: &Tenant,
    credentials: Option<BasicCredentials>,
    client_ip: Option<String>,
) -> Result<Caller, ApiError> {
    let Some(credentials) = credentials else {
        return Ok(Caller::default());
    };
    let user = state
        .auth
        .authenticate(&state.store, &tenant.id, &credentials, client_ip)
        .await?;
    Ok(Caller { user: Some(user) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tenant() -> Tenant {
        Tenant {
            id: "t".into(),
            hosts: vec!["*".into()],
            base_path: String::new(),
            site_url: "http://x".into(),
            vendor: "tribe".into(),
            rest_prefix: "wp-json".into(),
            default_language: "en".into(),
            languages: vec!["en".into(), "fr".into(), "pt-br".into()],
            timezone: crate::domain::tz::parse("UTC").expect("utc"),
            negotiate_language: false,
            author_needs_edit_others: false,
        }
    }

    fn with_host(target: &str, hosts: &[&str]) -> Request {
        let mut builder = Request::builder().uri(target);
        for host in hosts {
            builder = builder.header(header::HOST, *host);
        }
        builder.body(axum::body::Body::empty()).expect("request")
    }

    #[test]
    fn one_host_per_request() {
        let host = |target: &str, hosts: &[&str]| request_host(&with_host(target, hosts)).ok();
        assert_eq!(
            host("/x", &["Alpha.test:8080"]).as_deref(),
            Some("alpha.test")
        );
        assert_eq!(host("/x", &["[::1]:8080"]).as_deref(), Some("::1"));
        assert_eq!(
            host("http://beta.test/x", &[]).as_deref(),
            Some("beta.test")
        );
        assert_eq!(
            host("http://beta.test/x", &["BETA.test:80"]).as_deref(),
            Some("beta.test")
        );
        assert_eq!(
            host("https://beta.test:443/x", &["beta.test"]).as_deref(),
            Some("beta.test")
        );
        assert_eq!(
            host("/x", &["alpha.test", "beta.test"]),
            None,
            "two Host headers"
        );
        assert_eq!(host("/x", &["alpha.test", "alpha.test"]), None);
        assert_eq!(
            host("http://beta.test/x", &["alpha.test"]),
            None,
            "target and Host differ"
        );
        assert_eq!(
            host("http://beta.test:8080/x", &["beta.test"]),
            None,
            "ports differ"
        );
    }

    #[test]
    fn language_segments() {
        let t = tenant();
        assert_eq!(
            split_language(&t, "/fr/wp-json"),
            ("fr".to_string(), "/wp-json")
        );
        assert_eq!(
            split_language(&t, "/PT-BR/wp-json"),
            ("pt-br".to_string(), "/wp-json")
        );
        assert_eq!(
            split_language(&t, "/french/wp-json"),
            ("en".to_string(), "/french/wp-json")
        );
        assert_eq!(
            split_language(&t, "/en/wp-json"),
            ("en".to_string(), "/en/wp-json")
        );
    }

    #[test]
    fn rest_root_and_alternates() {
        let t = tenant();
        assert!(is_rest_root(&t, "/wp-json"));
        assert!(is_rest_root(&t, "/WP-JSON/"));
        assert!(!is_rest_root(&t, "/wp-json/tribe"));
        assert_eq!(
            alternate_links(&t, "fr", "/wp-json/x", Some("a=1")),
            "<http://x/wp-json/x?a=1>; rel=\"alternate\"; hreflang=\"en\", \
             <http://x/pt-br/wp-json/x?a=1>; rel=\"alternate\"; hreflang=\"pt-br\""
        );
    }

    #[test]
    fn namespace_routes_are_case_insensitive_and_slash_tolerant() {
        let t = tenant();
        assert_eq!(
            route_below_namespace(&t, "/wp-json/tribe/events/v1/Events/").as_deref(),
            Some("/events")
        );
        assert_eq!(
            route_below_namespace(&t, "/wp-json/tribe/events/v1").as_deref(),
            Some("/")
        );
        assert_eq!(route_below_namespace(&t, "/wp-json/tribe/events/v10"), None);
        assert_eq!(
            route_below_namespace(&t, "/en/wp-json/tribe/events/v1"),
            None
        );
    }
}
