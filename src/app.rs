//! The application: language-aware mounting of the route tree of [`crate::api`] on
//! the plumbing of [`crate::http`], the middleware stack, and the process endpoints
//! outside every tenant.
//!
//! Every request is first resolved to its client ([`client`]), a tenant (by host and
//! longest `base_path`) and a language variant (by the language segment); the
//! namespace prefix is stripped and the one route tree of [`crate::api`] answers,
//! after WordPress's global parameters ([`wp`]) have had their say. Anything that
//! resolves to nothing is WordPress's `404 rest_no_route`.

use axum::Router;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower::{ServiceBuilder, ServiceExt};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::{RequestBodyDeadlineLayer, TimeoutLayer};
use tower_http::trace::TraceLayer;
use tracing::Instrument;

use crate::api::registry::RouteTable;
use crate::auth::{BasicCredentials, Caller, parse_basic};
use crate::cache;
use crate::cache::{Cached, ReadKey, Validators};
use crate::config::Tenant;
use crate::error::{self, ApiError, NoRoute, ResponseLanguage};
use crate::feeds::{self, Feed};
use crate::http::client::{Client, TrustedProxies};
use crate::http::extract::Variant;
use crate::http::limits::BODY_LIMIT;
use crate::http::run_again::RunAgainLayer;
use crate::http::wp::Shaping;
use crate::http::write_thread;
use crate::http::{
    HEALTHZ_PATH, READYZ_PATH, client, compression, cors, headers, json, limits, metrics, wp,
};
use crate::i18n::negotiate::negotiate;
use crate::state::AppState;
use crate::store::changes::Depends;

/// The whole application: process endpoints plus every tenant's variants.
pub fn router(state: AppState) -> Router {
    // Installed before the first request so that nothing recorded is lost.
    metrics::handle();
    let config_limits = state.config.limits.clone();
    let proxies = TrustedProxies::new(state.config.trusted_proxies.clone());
    let layered = |routes: Router<AppState>| {
        routes
            // Innermost: a write undone by another runs again from its arguments on,
            // on the writes' thread it runs on, and is counted and traced once.
            .layer(RunAgainLayer)
            .layer(middleware::from_fn(metrics::label_route))
            .layer(middleware::from_fn(handler_span))
            .layer(DefaultBodyLimit::max(BODY_LIMIT))
            .layer(middleware::from_fn(write_thread::on_writes_thread))
            .with_state(state.clone())
    };
    let (plugin, gateway) = (
        layered(crate::api::router()),
        layered(crate::gateway::router()),
    );
    // Each namespace's routes see only the requests addressed to it, so that no path
    // below one namespace reaches a route of the other.
    let api = tower::service_fn(move |request: Request| {
        let routes = match request.extensions().get::<Space>() {
            Some(Space::Gateway) => gateway.clone(),
            _ => plugin.clone(),
        };
        routes.oneshot(request)
    });
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
        .route(HEALTHZ_PATH, get(healthz))
        .route(READYZ_PATH, get(readyz))
        .fallback_service(mounted)
        .layer(
            ServiceBuilder::new()
                // Outermost, to count every request with its final status and time.
                .layer(middleware::from_fn(metrics::track))
                .layer(middleware::from_fn(headers::finish))
                // Outside the error envelope, so that envelopes are compressed whole.
                .layer(compression::layer())
                // Next, so that every error below it, including a layer's bare status
                // or a panic, leaves as the JSON envelope.
                .layer(middleware::from_fn_with_state(state.clone(), render_errors))
                .layer(middleware::from_fn_with_state(proxies, client::resolve))
                // Outside every limit and timeout, whose refusals a page must read too.
                .layer(middleware::from_fn_with_state(state.clone(), cors::apply))
                // Before the layer that makes ids, so that it makes one in place of an
                // unusable id.
                .layer(middleware::from_fn(headers::keep_token_request_id))
                .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
                .layer(
                    TraceLayer::new_for_http().make_span_with(|request: &Request| {
                        let request_id = request
                            .headers()
                            .get("x-request-id")
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or("-");
                        let client = request
                            .extensions()
                            .get::<Client>()
                            .and_then(Client::ip_text)
                            .unwrap_or_else(|| "-".into());
                        // `tenant` is recorded once the tenant is resolved; `failed_statement`
                        // by a store statement that fails outside any handler.
                        tracing::info_span!(
                            "request",
                            method = %request.method(),
                            uri = %request.uri().path(),
                            request_id,
                            client,
                            tenant = tracing::field::Empty,
                            failed_statement = tracing::field::Empty,
                        )
                    }),
                )
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
                .layer(RequestBodyDeadlineLayer::new(
                    config_limits.body_read_timeout,
                )),
        )
        .with_state(state)
}

/// Outermost error layer: renders pending API errors in the response's language and
/// wraps any other non-JSON error status in the envelope, so no client ever sees an
/// empty or plain-text error body.
async fn render_errors(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    error::render_pending(response, &state.i18n.snapshot())
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

/// The namespaces a variant serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Space {
    /// The plugin's, `{vendor}/events/v1`.
    Plugin,
    /// The gateway's own, [`crate::gateway::NAMESPACE`].
    Gateway,
}

impl Space {
    fn table(self) -> RouteTable {
        match self {
            Space::Plugin => crate::api::TABLE,
            Space::Gateway => crate::gateway::TABLE,
        }
    }
}

/// The namespace `path` (below the language segment) addresses, and the route below
/// it, normalised as WordPress matches routes.
fn addressed_route(tenant: &Tenant, path: &str) -> Option<(Space, String)> {
    route_below_namespace(tenant, &tenant.namespace(), path)
        .map(|route| (Space::Plugin, route))
        .or_else(|| {
            route_below_namespace(tenant, crate::gateway::NAMESPACE, path)
                .map(|route| (Space::Gateway, route))
        })
}

/// The route below `/{rest_prefix}/{namespace}`, normalised as WordPress matches
/// routes: case-insensitively and ignoring a trailing slash.
fn route_below_namespace(tenant: &Tenant, namespace: &str, path: &str) -> Option<String> {
    let namespace = format!("/{}/{namespace}", tenant.rest_prefix);
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

/// `Link` value naming the same resource under every variant of the tenant, this one
/// included, and under the default language's as `x-default`. The query is left out:
/// alternates name the resource, not the request (which may carry a password). A
/// tenant of one language has no alternates.
fn alternate_links(variant: &Variant, below_language: &str) -> Option<String> {
    let tenant = &variant.tenant;
    if tenant.languages.len() < 2 {
        return None;
    }
    let link = |lang: &str, hreflang: &str| {
        format!(
            "<{}{below_language}>; rel=\"alternate\"; hreflang=\"{hreflang}\"",
            variant.site_root_of(lang)
        )
    };
    let links: Vec<String> = tenant
        .languages
        .iter()
        .map(|lang| link(lang, lang))
        .chain(std::iter::once(link(&tenant.default_language, "x-default")))
        .collect();
    Some(links.join(", "))
}

/// The language a `lang` query parameter names, as WPML and Polylang clients send it,
/// on a tenant that keeps text per language (elsewhere it is ignored, as WordPress
/// ignores parameters it does not know). It must be one the tenant serves.
fn asked_language(tenant: &Tenant, query: Option<&str>) -> Result<Option<String>, ApiError> {
    if !tenant.translate_content {
        return Ok(None);
    }
    let Some(value) = wp::query_params(query).get("lang").cloned() else {
        return Ok(None);
    };
    let asked = value.as_str().unwrap_or_default().to_ascii_lowercase();
    if tenant.languages.contains(&asked) {
        Ok(Some(asked))
    } else {
        Err(ApiError::invalid_param("lang"))
    }
}

/// Resolves tenant, language variant and caller, then hands the request to the route
/// tree with the namespace prefix removed (or answers the variant's REST root).
///
/// Every response of a variant says its language (`Content-Language`), where the
/// variant's REST root is (`Link ... rel="https://api.w.org/"`, which WordPress
/// clients discover the API by) and where the variants are (`Link ...
/// rel="alternate"`). On a tenant that negotiates, the default variant answers in the
/// language `Accept-Language` prefers, in place and with `Vary: Accept-Language`, so
/// that caches keep the languages apart.
async fn resolve_variant(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let client = request.extensions().get::<Client>().cloned();
    let client = client.unwrap_or(Client {
        ip: None,
        scheme: "http",
        host: None,
    });
    let path = request.uri().path().to_string();
    let Some(tenant) = state.config.tenant_for(client.hostname(), &path).cloned() else {
        return ApiError::no_route().into_response();
    };
    tracing::Span::current().record("tenant", tracing::field::display(&tenant.id));
    let (lang, below_language) = split_language(&tenant, &path[tenant.base_path.len()..]);
    let below_language = below_language.to_string();
    let asked = match asked_language(&tenant, request.uri().query()) {
        Ok(asked) => asked,
        Err(e) => return e.into_response(),
    };
    let lang = asked.clone().unwrap_or(lang);
    let negotiating =
        tenant.negotiate_language && asked.is_none() && lang == tenant.default_language;
    let language = response_language(&tenant, &lang, negotiating, &request);
    let site = tenant
        .site_url
        .clone()
        .unwrap_or_else(|| format!("{}{}", client.origin(), tenant.base_path));
    let text_lang = tenant.translate_content.then(|| language.lang.clone());
    let variant = Variant::new(tenant, &lang, site, text_lang);
    let response = shaped_answer(
        &state,
        &variant,
        &language,
        &client,
        &below_language,
        request,
        next,
    )
    .await;
    with_variant_headers(response, &variant, &below_language, language, negotiating)
}

/// Runs a route's handler in a span naming the route's pattern (never the path, which
/// holds ids and slugs), below the request's span with its id and tenant. A store
/// statement that fails in the handler is recorded on it (`failed_statement`), so that
/// the one line logging the error names the statement too.
async fn handler_span(request: Request, next: Next) -> Response {
    let Some(route) = request.extensions().get::<MatchedPath>().cloned() else {
        return next.run(request).await;
    };
    let span = tracing::info_span!(
        "handler",
        route = %route.as_str(),
        failed_statement = tracing::field::Empty,
    );
    next.run(request).instrument(span).await
}

/// The language the response is written in: the variant's, or on a negotiating variant
/// the one `Accept-Language` prefers.
fn response_language(
    tenant: &Tenant,
    lang: &str,
    negotiating: bool,
    request: &Request,
) -> ResponseLanguage {
    let lang = if negotiating {
        let header = request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        negotiate(header, &tenant.languages, &tenant.default_language)
    } else {
        lang.to_string()
    };
    ResponseLanguage {
        lang,
        tenant_default: tenant.default_language.clone(),
    }
}

/// The variant's answer with WordPress's global parameters applied (`_fields`,
/// `_envelope`, `_jsonp`, `_pretty`), errors included.
async fn shaped_answer(
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
    client: &Client,
    below_language: &str,
    request: Request,
    next: Next,
) -> Response {
    let catalog = state.i18n.snapshot();
    let effective = wp::Effective::of(
        request.method(),
        below_language,
        request.uri().query(),
        request.headers(),
    );
    // Outside the REST namespace, WordPress's global parameters shape nothing.
    if let wp::Route::Path(path) = &effective.route
        && let Some(feed) = Feed::addressed(path, &effective.params)
    {
        return feed_answer(state, variant, language, client, feed, effective, request).await;
    }
    let shaping = match Shaping::of(&effective) {
        Ok(shaping) => shaping,
        Err(e) => return e.into_response(),
    };
    let answered = answer(
        state, variant, language, client, &shaping, effective, request, next,
    )
    .await;
    let unshaped = match answered {
        Ok(Answer::Shaped(response)) => return response,
        Ok(Answer::Unshaped(response)) => response,
        Err(e) => e.into_response(),
    };
    shaping
        .apply(unshaped, &catalog, &language.lang, &language.tenant_default)
        .await
}

/// Names on `response` its language, the variant's REST root and the variants of the
/// resource, and what it varies with beyond the target, and hands the language on to
/// the error layer.
fn with_variant_headers(
    mut response: Response,
    variant: &Variant,
    below_language: &str,
    language: ResponseLanguage,
    negotiating: bool,
) -> Response {
    // An address that names nothing has no alternates either.
    let same_resource = response
        .extensions()
        .get::<SameResource>()
        .map_or(below_language, |SameResource(address)| address.as_str());
    let alternates = alternate_links(variant, same_resource)
        .filter(|_| response.extensions().get::<NoRoute>().is_none());
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&language.lang) {
        headers.insert(header::CONTENT_LANGUAGE, value);
    }
    let mut links = vec![format!(
        "<{}>; rel=\"https://api.w.org/\"",
        variant.rest_root()
    )];
    links.extend(
        headers
            .get_all(header::LINK)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(String::from),
    );
    links.extend(alternates);
    if let Ok(value) = HeaderValue::from_str(&links.join(", ")) {
        headers.insert(header::LINK, value);
    }
    if negotiating {
        headers.append(header::VARY, HeaderValue::from_static("Accept-Language"));
    }
    // Without a configured site address, every link (the `Link` header's at least)
    // starts with the address the request named: a shared cache must keep hosts apart.
    if variant.tenant.site_url.is_none() {
        headers.append(header::VARY, HeaderValue::from_static("Host"));
    }
    response.extensions_mut().insert(language);
    response
}

/// Where, below each variant's site root, the resource an answer shows is, when it is
/// not at the path the request named: a feed is at its own address in every variant,
/// `ical=1` included.
#[derive(Clone)]
struct SameResource(String);

/// A variant's answer, with WordPress's global parameters applied already or not.
enum Answer {
    Shaped(Response),
    Unshaped(Response),
}

/// What a request below a variant addresses: the REST root (also at the site root,
/// where WordPress clients look for the discovery link), or a route of a namespace.
enum Target {
    Root,
    Route(Space, String),
}

/// Authenticates the caller and answers `effective`: the REST root, `OPTIONS`
/// descriptions, or the route tree (`HEAD` as `GET`).
#[allow(clippy::too_many_arguments)]
async fn answer(
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
    client: &Client,
    shaping: &Shaping,
    effective: wp::Effective,
    mut request: Request,
    next: Next,
) -> Result<Answer, ApiError> {
    let tenant = &variant.tenant;
    let method = match effective.method {
        // Answered as GET; the body is left out on the way out (`headers::finish`).
        Method::HEAD => Method::GET,
        method => method,
    };
    let target = match &effective.route {
        // Matched whole, so a `?` in it matches no route instead of starting a query
        // that neither the cache key nor the shaping would see.
        wp::Route::RestRoute(route) if route.contains(['?', '#']) => {
            return Err(ApiError::no_route());
        }
        wp::Route::RestRoute(route) => {
            let path = format!("/{}{route}", tenant.rest_prefix);
            if is_rest_root(tenant, &path) {
                Target::Root
            } else {
                let (space, route) =
                    addressed_route(tenant, &path).ok_or_else(ApiError::no_route)?;
                Target::Route(space, route)
            }
        }
        wp::Route::Path(path)
            if matches!(path.as_str(), "" | "/") || is_rest_root(tenant, path) =>
        {
            Target::Root
        }
        wp::Route::Path(path) => {
            let (space, route) = addressed_route(tenant, path).ok_or_else(ApiError::no_route)?;
            Target::Route(space, route)
        }
    };
    let query = effective.query;
    let credentials = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(parse_basic);
    let caller = authenticate(state, tenant, credentials, client.ip).await?;
    match (target, method) {
        (Target::Root, Method::GET) => Ok(Answer::Unshaped(crate::api::index::rest_root(
            &[Space::Plugin.table(), Space::Gateway.table()],
            state,
            variant,
            language,
        ))),
        (Target::Root, Method::OPTIONS) => {
            Ok(Answer::Unshaped(crate::api::index::root_options(variant)))
        }
        (Target::Root, _) => Err(ApiError::no_route()),
        (Target::Route(space, route), Method::OPTIONS) => Ok(Answer::Unshaped(
            crate::api::index::options(space.table(), state, variant, language, &caller, &route)?,
        )),
        (Target::Route(space, route), method) => {
            let path = match space {
                Space::Plugin => route,
                Space::Gateway => crate::gateway::mounted_path(&route),
            };
            let uri = match query {
                Some(q) => format!("{path}?{q}"),
                None => path,
            };
            *request.uri_mut() = uri.parse::<Uri>().map_err(|_| ApiError::no_route())?;
            *request.method_mut() = method;
            request.extensions_mut().insert(space);
            request.extensions_mut().insert(variant.clone());
            request.extensions_mut().insert(caller.clone());
            request.extensions_mut().insert(language.clone());
            if space == Space::Gateway {
                return Ok(Answer::Shaped(
                    uncached(state, language, shaping, request, next).await,
                ));
            }
            let reading = Reading {
                target: request
                    .uri()
                    .path_and_query()
                    .map_or("", |p| p.as_str())
                    .to_string(),
                largest_kept: cache::MAX_CACHED_BODY,
                render: move |request| next.run(request),
            };
            let reader = Reader {
                variant,
                language,
                caller: &caller,
            };
            Ok(Answer::Shaped(
                through_cache(state, &reader, shaping, request, reading).await,
            ))
        }
    }
}

/// Answers a request of the gateway's namespace without the read cache: its answers
/// change with every write (and with every removal of old changes, which no write
/// announces), so each is rendered for its request, and no cache keeps it.
async fn uncached(
    state: &AppState,
    language: &ResponseLanguage,
    shaping: &Shaping,
    request: Request,
    next: Next,
) -> Response {
    let catalog = state.i18n.snapshot();
    let response = next.run(request).await;
    let mut response = shaping
        .apply(response, &catalog, &language.lang, &language.tenant_default)
        .await;
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Who reads, through which variant, in which language.
#[derive(Clone, Copy)]
struct Reader<'a> {
    variant: &'a Variant,
    language: &'a ResponseLanguage,
    caller: &'a Caller,
}

/// How a read is answered when the read cache cannot answer it, and what it is kept
/// under.
struct Reading<F> {
    /// What the answer is keyed by, beside the variant and the caller: the route and
    /// query below the namespace, or a feed's address.
    target: String,
    /// The largest body kept.
    largest_kept: usize,
    render: F,
}

/// Answers a request for an iCalendar feed: `GET` and `HEAD` through the read cache,
/// like the API's reads, and `OPTIONS` with the methods the address takes; any other
/// method names no route. The caller authenticates as on the API.
async fn feed_answer(
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
    client: &Client,
    feed: Feed,
    effective: wp::Effective,
    mut request: Request,
) -> Response {
    let credentials = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(parse_basic);
    let caller = match authenticate(state, &variant.tenant, credentials, client.ip).await {
        Ok(caller) => caller,
        Err(e) => return e.into_response(),
    };
    match effective.method {
        Method::GET | Method::HEAD => {}
        Method::OPTIONS => {
            let mut response = StatusCode::OK.into_response();
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return response;
        }
        _ => return ApiError::no_route().into_response(),
    }
    // Answered as GET; the body is left out on the way out (`headers::finish`).
    *request.method_mut() = Method::GET;
    let target = request.uri().path_and_query().map_or("", |p| p.as_str());
    let reading = Reading {
        // Apart from the API's targets, which all start with `/`.
        target: format!("ical {target}"),
        largest_kept: feeds::LARGEST_KEPT,
        render: |_| async {
            let route = feed.route();
            let answered = feeds::answer(state, variant, &caller, &feed, &effective.params)
                .instrument(tracing::info_span!(
                    "handler",
                    route,
                    failed_statement = tracing::field::Empty,
                ))
                .await;
            metrics::labelled(answered.unwrap_or_else(IntoResponse::into_response), route)
        },
    };
    let reader = Reader {
        variant,
        language,
        caller: &caller,
    };
    let address = feed.address();
    let mut response = through_cache(state, &reader, &Shaping::default(), request, reading).await;
    response.extensions_mut().insert(SameResource(address));
    response
}

/// Answers reads from the read cache when it can (and with `304` when the client's
/// copy is current), and stores successful reads with what they depend on, keyed by
/// `reading`'s target (for the API, that of the effective request `shaping` was read
/// from); on a miss, `reading` renders the answer. Writes
/// pass through: each commit enters what it changed in the store's change log, which
/// leaves stale exactly the cached reads that show something it changed. The global
/// parameters shape a body before it is cached, and a cached body is kept compressed
/// as each client asked for it.
async fn through_cache<F, R>(
    state: &AppState,
    reader: &Reader<'_>,
    shaping: &Shaping,
    request: Request,
    reading: Reading<F>,
) -> Response
where
    F: FnOnce(Request) -> R,
    R: Future<Output = Response>,
{
    let Reader {
        variant,
        language,
        caller,
    } = *reader;
    let catalog = state.i18n.snapshot();
    let tenant = variant.tenant_id();
    if request.method() != Method::GET {
        let response = (reading.render)(request).await;
        return shaping
            .apply(response, &catalog, &language.lang, &language.tenant_default)
            .await;
    }
    let arrived = std::time::Instant::now();
    let validators = Validators::of(request.headers());
    let accept = accept_encoding(request.headers());
    let who = caller.user.as_ref().map_or_else(
        || "0".to_string(),
        |u| format!("{}:{}", u.id, u.role.as_str()),
    );
    let read = ReadKey {
        tenant,
        texts: catalog.generation,
        lang: &language.lang,
        site: variant.site(),
        caller: &who,
        target: &reading.target,
    };
    let key = state.cache.key(&read);
    let cached = state.cache.get(&key).await;
    let data_free = cached.as_ref().is_some_and(|c| c.depends_on_no_data());
    if !data_free
        && let Err(e) = state
            .cache
            .follow_changes(&state.store, tenant, arrived)
            .await
    {
        return ApiError::from(e).into_response();
    }
    if let Some(hit) = cached.filter(|c| c.is_current(&state.store, tenant)) {
        return answer_from_cache(state, key, &hit, accept, &validators).await;
    }
    // The log as it stands before the wait: it holds every write acknowledged before
    // the request arrived (on PostgreSQL, by any instance, once followed above).
    let arrival = (!data_free).then(|| state.store.changes().mark(tenant));
    // After its turn a read looks again, since another may have rendered the same
    // answer meanwhile (a lookup costs little beside a render). One rendered after this
    // request arrived answers it even if a write has made it stale since: under a
    // steady trickle of writes, most renders end stale, and each would otherwise be
    // rendered again by every read waiting for it. A closed semaphore, never, would
    // only mean rendering without a turn.
    let _turn = state.renders.acquire().await.ok();
    if let Some(hit) = (state.cache.get(&key).await).filter(|c| {
        c.is_current(&state.store, tenant) || arrival.is_some_and(|a| c.rendered_since(a))
    }) {
        return answer_from_cache(state, key, &hit, accept, &validators).await;
    }
    ::metrics::counter!("read_cache_misses_total").increment(1);
    // Taken before the handler looks at the data: a write that commits while it
    // renders leaves the answer stale at once.
    let mark = state.store.changes().mark(tenant);
    let response = (reading.render)(request).await;
    let failed = response.status() != StatusCode::OK
        || response.extensions().get::<error::PendingError>().is_some();
    // A read that does not say what it shows is taken to show anything of the tenant.
    let depends = response
        .extensions()
        .get::<Depends>()
        .cloned()
        .unwrap_or(Depends::Everything);
    let response = shaping
        .apply(response, &catalog, &language.lang, &language.tenant_default)
        .await;
    if failed {
        return response;
    }
    let (response, cached) = cache::finish_read(
        response,
        caller.user.is_none(),
        depends,
        mark,
        reading.largest_kept,
    )
    .await;
    let Some(cached) = cached else {
        if cache::client_has(&response, &validators) {
            return cache::not_modified(response.headers());
        }
        return response;
    };
    let (body, headers) = cached.plain();
    let encoded = compression::encode(body.clone(), headers, non_empty(&accept)).await;
    let cached = cached
        .with_encoding(accept, encoded.clone())
        .unwrap_or(cached);
    let reply = cache::respond(&cached, &encoded, &validators);
    state.cache.insert(key, cached).await;
    reply
}

/// A cached read's answer, compressed as the client accepts (and kept so).
async fn answer_from_cache(
    state: &AppState,
    key: String,
    hit: &Cached,
    accept: HeaderValue,
    validators: &Validators,
) -> Response {
    ::metrics::counter!("read_cache_hits_total").increment(1);
    let encoded = match hit.encoded_for(&accept) {
        Some(encoded) => encoded.clone(),
        None => {
            let (body, headers) = hit.plain();
            let encoded = compression::encode(body.clone(), headers, non_empty(&accept)).await;
            if let Some(more) = hit.with_encoding(accept, encoded.clone()) {
                state.cache.insert(key, more).await;
            }
            encoded
        }
    };
    cache::respond(hit, &encoded, validators)
}

/// The request's `Accept-Encoding` as one value (empty when absent), by which cached
/// bodies are kept compressed.
fn accept_encoding(headers: &axum::http::HeaderMap) -> HeaderValue {
    let values: Vec<&str> = headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    HeaderValue::from_str(&values.join(", ")).unwrap_or(HeaderValue::from_static(""))
}

fn non_empty(value: &HeaderValue) -> Option<&HeaderValue> {
    (!value.is_empty()).then_some(value)
}

/// Authentication errors are answered on every route, public reads included: a wrong
/// password never degrades to anonymous.
async fn authenticate(
    state: &AppState,
    tenant: &Tenant,
    credentials: Option<BasicCredentials>,
    client_ip: Option<std::net::IpAddr>,
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
            site_url: Some("http://x".into()),
            vendor: "tribe".into(),
            rest_prefix: "wp-json".into(),
            default_language: "en".into(),
            languages: vec!["en".into(), "fr".into(), "pt-br".into()],
            timezone: crate::domain::tz::parse("UTC").expect("utc"),
            negotiate_language: false,
            author_needs_edit_others: false,
            cors_allowed_origins: None,
            translate_content: false,
            site_name: None,
            ical_refresh: std::time::Duration::from_secs(3600),
            ical_max_events: 2000,
            changes_retention: std::time::Duration::from_secs(2_592_000),
        }
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
        let variant = Variant::new(std::sync::Arc::new(t), "fr", "http://x".into(), None);
        assert_eq!(
            alternate_links(&variant, "/wp-json/x").as_deref(),
            Some(
                "<http://x/wp-json/x>; rel=\"alternate\"; hreflang=\"en\", \
                 <http://x/fr/wp-json/x>; rel=\"alternate\"; hreflang=\"fr\", \
                 <http://x/pt-br/wp-json/x>; rel=\"alternate\"; hreflang=\"pt-br\", \
                 <http://x/wp-json/x>; rel=\"alternate\"; hreflang=\"x-default\""
            )
        );
    }

    #[test]
    fn namespace_routes_are_case_insensitive_and_slash_tolerant() {
        let t = tenant();
        let route = |path: &str| addressed_route(&t, path);
        assert_eq!(
            route("/wp-json/tribe/events/v1/Events/"),
            Some((Space::Plugin, "/events".to_string()))
        );
        assert_eq!(
            route("/wp-json/tribe/events/v1"),
            Some((Space::Plugin, "/".to_string()))
        );
        assert_eq!(route("/wp-json/tribe/events/v10"), None);
        assert_eq!(route("/en/wp-json/tribe/events/v1"), None);
        assert_eq!(
            route("/wp-json/Calendar-Gateway/v1/changes/"),
            Some((Space::Gateway, "/changes".to_string()))
        );
        assert_eq!(
            route("/wp-json/calendar-gateway/v1"),
            Some((Space::Gateway, "/".to_string()))
        );
        assert_eq!(
            route("/wp-json/tribe/events/v1/calendar-gateway/v1/changes"),
            Some((Space::Plugin, "/calendar-gateway/v1/changes".to_string())),
            "a path below the plugin's namespace stays there"
        );
        assert_eq!(route("/wp-json/calendar-gateway/v2/changes"), None);
    }
}
