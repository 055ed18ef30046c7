//! The one error type of the API and its WordPress envelope
//! `{"code", "message", "data": {"status", ...}}`.
//!
//! An `ApiError` carries a stable code and a Fluent message id, never finished text:
//! it travels out of the handler inside the response, and [`render_pending`] turns it
//! into the envelope in the language of the variant that answered.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

use crate::domain::post::Taxonomy;
use crate::i18n::{Arg, Catalog};
use crate::store::StoreError;

/// Content type of every API response, as WordPress sends it.
pub const JSON_CONTENT_TYPE: &str = "application/json; charset=UTF-8";

/// A message to be rendered later in the caller's language.
#[derive(Debug, Clone)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: &'static str) -> Self {
        Msg {
            id,
            args: Vec::new(),
        }
    }
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }
}

/// Why one parameter was refused.
#[derive(Debug, Clone)]
pub struct ParamProblem {
    pub name: String,
    pub message: Msg,
    /// Nested WordPress error code (`rest_invalid_type`, ...) when the check produced an
    /// error object rather than a plain `false`; it then appears under `data.details`.
    pub detail_code: Option<&'static str>,
}

impl ParamProblem {
    /// A validator that simply said no: generic message, no details entry.
    pub fn invalid(name: &str) -> Self {
        ParamProblem {
            name: name.to_string(),
            message: Msg::new("param-invalid"),
            detail_code: None,
        }
    }
    /// A date the API cannot read (or not store): the message lists the accepted forms,
    /// under WordPress's code for invalid dates.
    pub fn invalid_date(name: &str) -> Self {
        let msg = Msg::new("param-invalid-date").arg("param", name.to_string());
        ParamProblem::detailed(name, "rest_invalid_date", msg)
    }
    /// A check that explains itself; listed under `details` with `code`.
    pub fn detailed(name: &str, code: &'static str, message: Msg) -> Self {
        ParamProblem {
            name: name.to_string(),
            message,
            detail_code: Some(code),
        }
    }
}

#[derive(Debug, Clone)]
enum Data {
    Plain,
    MissingParams(Vec<String>),
    InvalidParams(Vec<ParamProblem>),
    Extra(Map<String, Value>),
}

#[derive(Debug, Clone)]
struct Detail {
    status: StatusCode,
    code: &'static str,
    message: Msg,
    data: Data,
    /// Seconds for a `Retry-After` header.
    retry_after: Option<u64>,
    /// Whether the write answered so was undone before its commit, and may run again.
    undone: bool,
}

/// Seconds a client is asked to wait before retrying after a 503: overload and a
/// busy store pass within moments, and clients retrying at once would prolong them.
const RETRY_UNAVAILABLE_AFTER: u64 = 1;

/// Every error the API answers with. Boxed, so that results stay small on the
/// success path.
#[derive(Debug, Clone)]
pub struct ApiError(Box<Detail>);

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: Msg) -> Self {
        ApiError(Box::new(Detail {
            status,
            code,
            message,
            data: Data::Plain,
            retry_after: None,
            undone: false,
        }))
    }

    fn with_data(mut self, data: Data) -> Self {
        self.0.data = data;
        self
    }

    pub fn status(&self) -> StatusCode {
        self.0.status
    }
    pub fn code(&self) -> &'static str {
        self.0.code
    }

    pub fn no_route() -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "rest_no_route",
            Msg::new("error-no-route"),
        )
    }
    /// The namespace index asked for another namespace.
    pub fn invalid_namespace() -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "rest_invalid_namespace",
            Msg::new("error-invalid-namespace"),
        )
    }
    pub fn invalid_json(detail: String) -> Self {
        let mut extra = Map::new();
        extra.insert("json_error_code".into(), json!(4));
        extra.insert("json_error_message".into(), Value::String(detail));
        Self::new(
            StatusCode::BAD_REQUEST,
            "rest_invalid_json",
            Msg::new("error-invalid-json"),
        )
        .with_data(Data::Extra(extra))
    }
    pub fn missing_params(names: Vec<String>) -> Self {
        let msg = Msg::new("error-missing-params").arg("names", names.join(", "));
        Self::new(StatusCode::BAD_REQUEST, "rest_missing_callback_param", msg)
            .with_data(Data::MissingParams(names))
    }
    pub fn invalid_params(problems: Vec<ParamProblem>) -> Self {
        let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
        let msg = Msg::new("error-invalid-params").arg("names", names.join(", "));
        Self::new(StatusCode::BAD_REQUEST, "rest_invalid_param", msg)
            .with_data(Data::InvalidParams(problems))
    }
    /// One refused parameter with the generic message.
    pub fn invalid_param(name: &str) -> Self {
        Self::invalid_params(vec![ParamProblem::invalid(name)])
    }
    /// 401 for anonymous callers, 403 for authenticated ones, as WordPress does.
    pub fn forbidden(authenticated: bool) -> Self {
        let status = if authenticated {
            StatusCode::FORBIDDEN
        } else {
            StatusCode::UNAUTHORIZED
        };
        Self::new(status, "rest_forbidden", Msg::new("error-forbidden"))
    }
    pub fn invalid_username() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "invalid_username",
            Msg::new("error-invalid-username"),
        )
    }
    pub fn invalid_email() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "invalid_email",
            Msg::new("error-invalid-email"),
        )
    }
    pub fn incorrect_password() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "incorrect_password",
            Msg::new("error-incorrect-password"),
        )
    }
    pub fn event_not_found(id: i64) -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "rest-event-not-found",
            Msg::new("error-event-not-found").arg("id", id),
        )
    }
    /// A feed's address names an event that does not exist, or that the caller may
    /// not read.
    pub fn feed_event_not_found(slug: &str) -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "rest-event-not-found",
            Msg::new("error-feed-event-not-found").arg("slug", slug),
        )
    }
    /// A feed's address names a category or tag that does not exist.
    pub fn feed_term_not_found(taxonomy: Taxonomy, slug: &str) -> Self {
        let id = match taxonomy {
            Taxonomy::Category => "error-feed-category-not-found",
            Taxonomy::Tag => "error-feed-tag-not-found",
        };
        Self::new(
            StatusCode::NOT_FOUND,
            "rest_term_invalid",
            Msg::new(id).arg("slug", slug),
        )
    }
    pub fn invalid_event_id(id: i64) -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "rest-invalid-event-id",
            Msg::new("error-invalid-event-id").arg("id", id),
        )
    }
    pub fn event_no_longer_available() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "event-no-longer-available",
            Msg::new("error-event-no-longer-available"),
        )
    }
    pub fn event_not_accessible() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "event-not-accessible",
            Msg::new("error-event-not-accessible"),
        )
    }
    pub fn event_password_protected() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "event-password-protected",
            Msg::new("error-event-password-protected"),
        )
    }
    pub fn event_in_trash() -> Self {
        Self::new(
            StatusCode::GONE,
            "event-is-in-trash",
            Msg::new("error-event-in-trash"),
        )
    }
    /// A change feed cursor from before the oldest change kept: changes after it may
    /// have been removed, and its reader must read everything again.
    pub fn cursor_expired() -> Self {
        Self::new(
            StatusCode::GONE,
            "rest_cursor_expired",
            Msg::new("error-cursor-expired"),
        )
    }
    pub fn event_archive_page_not_found() -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "event-archive-page-not-found",
            Msg::new("error-archive-page-not-found"),
        )
    }
    /// A category or tag with this name already exists at this level; `data.term_id`
    /// names it, as WordPress does.
    pub fn term_exists(term_id: i64) -> Self {
        let mut extra = Map::new();
        extra.insert("term_id".into(), json!(term_id));
        Self::new(
            StatusCode::BAD_REQUEST,
            "term_exists",
            Msg::new("error-term-exists"),
        )
        .with_data(Data::Extra(extra))
    }
    /// A `parent` sent for a tag.
    pub fn taxonomy_not_hierarchical() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "rest_taxonomy_not_hierarchical",
            Msg::new("error-taxonomy-not-hierarchical"),
        )
    }
    /// A term's new slug belongs to another term. WordPress answers 500 (its error has
    /// no status); a client mistake is a 400.
    pub fn duplicate_term_slug(slug: &str) -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "duplicate_term_slug",
            Msg::new("error-duplicate-term-slug").arg("slug", slug),
        )
    }
    pub fn payload_too_large() -> Self {
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "rest_payload_too_large",
            Msg::new("error-payload-too-large"),
        )
    }
    pub fn unsupported_media_type() -> Self {
        Self::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "rest_unsupported_media_type",
            Msg::new("error-unsupported-media-type"),
        )
    }
    /// 429: a client address failed to authenticate too often; try again in `seconds`.
    pub fn too_many_failed_logins(seconds: u64) -> Self {
        let mut e = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rest_too_many_failed_logins",
            Msg::new("error-too-many-failed-logins").arg("seconds", seconds as i64),
        );
        e.0.retry_after = Some(seconds);
        e
    }
    /// 400: the request names its host twice (two Host headers, or a Host header and
    /// an absolute-form target that disagree).
    pub fn ambiguous_host() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "rest_ambiguous_host",
            Msg::new("error-ambiguous-host"),
        )
    }
    /// 429: one client address has as many connections open as it may.
    pub fn too_many_connections() -> Self {
        let mut e = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rest_too_many_connections",
            Msg::new("error-too-many-connections"),
        );
        e.0.retry_after = Some(RETRY_UNAVAILABLE_AFTER);
        e
    }
    pub fn internal() -> Self {
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "rest_internal_error",
            Msg::new("error-internal"),
        )
    }
    /// 503: overloaded, or the store is busy or unreachable. Such a state passes by
    /// itself, so the client is told when to try again.
    pub fn unavailable() -> Self {
        let mut e = Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "rest_unavailable",
            Msg::new("error-unavailable"),
        );
        e.0.retry_after = Some(RETRY_UNAVAILABLE_AFTER);
        e
    }
    /// 503 for a write undone before its commit by another write that failed in it
    /// ([`StoreError::Undone`]), answered only once [`crate::http::run_again`] has
    /// run it as often as it may.
    pub fn write_undone() -> Self {
        let mut e = Self::unavailable();
        e.0.undone = true;
        e
    }
    /// 408: the client took too long to send its request.
    pub fn request_timeout() -> Self {
        Self::new(
            StatusCode::REQUEST_TIMEOUT,
            "rest_request_timeout",
            Msg::new("error-request-timeout"),
        )
    }
    /// 414: a request line longer than any route and its parameters need.
    pub fn uri_too_long() -> Self {
        Self::new(
            StatusCode::URI_TOO_LONG,
            "rest_uri_too_long",
            Msg::new("error-uri-too-long"),
        )
    }
    /// `_jsonp` names a callback with characters other than letters, digits, `_`, `.`.
    pub fn invalid_jsonp_callback() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "rest_callback_invalid",
            Msg::new("error-jsonp-callback-invalid"),
        )
    }
    /// 400: a request that fits no more specific error (an unusable `Host`, ...).
    pub fn bad_request() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "rest_bad_request",
            Msg::new("error-bad-request"),
        )
    }
    /// 431: request headers larger than any client needs.
    pub fn headers_too_large() -> Self {
        Self::new(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "rest_headers_too_large",
            Msg::new("error-headers-too-large"),
        )
    }
    /// The envelope for a bare status produced outside the API (a layer's 408, 413, 500, ...).
    fn for_status(status: StatusCode) -> Self {
        match status {
            StatusCode::NOT_FOUND | StatusCode::METHOD_NOT_ALLOWED => Self::no_route(),
            StatusCode::PAYLOAD_TOO_LARGE => Self::payload_too_large(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => Self::unsupported_media_type(),
            StatusCode::SERVICE_UNAVAILABLE => Self::unavailable(),
            StatusCode::REQUEST_TIMEOUT => Self::request_timeout(),
            s if s.is_client_error() => {
                Self::new(s, "rest_bad_request", Msg::new("error-bad-request"))
            }
            _ => Self::internal(),
        }
    }

    /// Makes `parts` the head of this error's response: its status, `Retry-After` when
    /// it has one, and the JSON content type (the body is [`ApiError::render`]'s).
    pub fn set_head(&self, parts: &mut axum::http::response::Parts) {
        parts.status = self.0.status;
        parts.headers.remove(header::CONTENT_LENGTH);
        if let Some(seconds) = self.0.retry_after {
            parts
                .headers
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        parts.headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(JSON_CONTENT_TYPE),
        );
    }

    /// The envelope, with every message in `lang`.
    pub fn render(&self, catalog: &Catalog, lang: &str, tenant_default: &str) -> Value {
        let text = |m: &Msg| catalog.message(lang, tenant_default, m.id, &m.args);
        let mut data = Map::new();
        data.insert("status".into(), json!(self.0.status.as_u16()));
        match &self.0.data {
            Data::Plain => {}
            Data::MissingParams(names) => {
                data.insert("params".into(), json!(names));
            }
            Data::InvalidParams(problems) => {
                let mut params = Map::new();
                let mut details = Map::new();
                for p in problems {
                    let message = text(&p.message);
                    if let Some(code) = p.detail_code {
                        details.insert(
                            p.name.clone(),
                            json!({"code": code, "message": message, "data": {"param": p.name}}),
                        );
                    }
                    params.insert(p.name.clone(), Value::String(message));
                }
                data.insert("params".into(), Value::Object(params));
                // WordPress encodes an empty details map as a PHP empty array: `[]`.
                let details = if details.is_empty() {
                    json!([])
                } else {
                    Value::Object(details)
                };
                data.insert("details".into(), details);
            }
            Data::Extra(extra) => data.extend(extra.clone()),
        }
        json!({"code": self.0.code, "message": text(&self.0.message), "data": data})
    }
}

/// Carried in response extensions until [`render_pending`] writes the envelope.
#[derive(Clone)]
pub struct PendingError(pub Arc<ApiError>);

/// Marks a `rest_no_route` answer, and stays when the envelope is rendered early
/// (`_envelope`, `_jsonp`): its address names nothing, in any language.
#[derive(Clone, Copy)]
pub struct NoRoute;

/// Marks the answer of a write undone before its commit ([`ApiError::write_undone`]),
/// which [`crate::http::run_again`] runs again.
#[derive(Clone, Copy)]
pub struct UndoneWrite;

/// The language a response is rendered in: the variant's, or the negotiated one on a
/// negotiating default variant. Set on the request for handlers and on the response
/// for [`render_pending`].
#[derive(Debug, Clone)]
pub struct ResponseLanguage {
    pub lang: String,
    pub tenant_default: String,
}

impl<S: Send + Sync> FromRequestParts<S> for ResponseLanguage {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        parts
            .extensions
            .get::<ResponseLanguage>()
            .cloned()
            .ok_or_else(ApiError::no_route)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = self.0.status.into_response();
        if self.0.code == "rest_no_route" {
            response.extensions_mut().insert(NoRoute);
        }
        if self.0.undone {
            response.extensions_mut().insert(UndoneWrite);
        }
        response
            .extensions_mut()
            .insert(PendingError(Arc::new(self)));
        response
    }
}

/// The store's failures: those that pass by themselves are a 503 the client may retry
/// (logged as a warning), a write undone by a shared commit is run again
/// ([`crate::http::run_again`]), anything else is the server's fault (logged as an
/// error). Each line is logged on the span that names the failed statement.
impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Undone => ApiError::write_undone(),
            StoreError::Busy(_) | StoreError::Timeout(_) => {
                tracing::warn!(error = %e, "store busy or unreachable");
                ApiError::unavailable()
            }
            StoreError::Constraint(_) | StoreError::Other(_) => {
                tracing::error!(error = %e, "database error");
                ApiError::internal()
            }
        }
    }
}

/// The response with its pending API error rendered in the response's language, and
/// any other non-JSON error status wrapped in the envelope, so no client ever sees an
/// empty or plain-text error body.
pub fn render_pending(mut response: Response, catalog: &Catalog) -> Response {
    let pending = response.extensions_mut().remove::<PendingError>();
    let status = response.status();
    // JSON, or JSONP (`_jsonp`): an envelope rendered already.
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.starts_with("application/json") || v.starts_with("application/javascript")
        });
    let error = match pending {
        Some(PendingError(e)) => e,
        None if status.as_u16() >= 400 && !is_json => Arc::new(ApiError::for_status(status)),
        None => return response,
    };
    let (lang, tenant_default) = match response.extensions().get::<ResponseLanguage>() {
        Some(l) => (l.lang.clone(), l.tenant_default.clone()),
        None => (
            crate::i18n::REFERENCE.to_string(),
            crate::i18n::REFERENCE.to_string(),
        ),
    };
    let body = error.render(catalog, &lang, &tenant_default);
    let (mut parts, _) = response.into_parts();
    error.set_head(&mut parts);
    Response::from_parts(parts, axum::body::Body::from(body.to_string()))
}
