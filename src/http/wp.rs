//! WordPress's global request parameters, as `WP_REST_Server::serve_request` and its
//! default filters apply them to every route:
//!
//! - `_method` (query) and `X-HTTP-Method-Override` on a `POST` run another method's
//!   handler, with that handler's arguments and permission checks;
//! - `?rest_route=/tribe/events/v1/...` at the site root addresses a route as
//!   WordPress's plain permalinks do, matched whole (a `?` in it is part of the route);
//! - `_fields` keeps only the listed members (`a.b` for nested ones) of a successful
//!   response object;
//! - `_envelope` answers 200 with `{"body", "status", "headers"}`;
//! - `_jsonp=callback` on a read (`GET`, `HEAD`, or a `POST` tunnelling one) answers
//!   `/**/callback(...)` as JavaScript; the name may hold only letters, digits, `_`
//!   and `.` (`wp_check_jsonp_callback`);
//! - `_pretty` indents the JSON.
//!
//! The parameters are read from the query string (WordPress reads `_fields` and
//! `_pretty` from the body too; browsers and clients send them in the URL).

use std::collections::HashMap;

use axum::body::Body;
use axum::http::header::{self, HeaderName};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::error::{ApiError, PendingError};
use crate::http::extract::parse_query;
use crate::i18n::Catalog;

/// Header clients that cannot send `PUT`, `PATCH` or `DELETE` use to tunnel them in
/// a `POST` (`@wordpress/api-fetch` does by default).
pub const METHOD_OVERRIDE: &str = "x-http-method-override";

/// The request WordPress serves for what was sent: the method after any override, the
/// route's path and the query without `rest_route`. Computed once, it is what both
/// shapes the answer and keys it in the read cache, so that no request can be cached
/// under another's key with another's shape.
#[derive(Debug, Clone, PartialEq)]
pub struct Effective {
    pub method: Method,
    pub route: Route,
    /// The query the route is served with (`rest_route` left out)...
    pub query: Option<String>,
    /// ...and its parameters.
    pub params: Map<String, Value>,
}

/// Where the route of an [`Effective`] request is read from.
#[derive(Debug, Clone, PartialEq)]
pub enum Route {
    /// The path below the tenant's base path and language.
    Path(String),
    /// The value of a `?rest_route=` sent to the site root: a route below the REST
    /// prefix, matched whole, as WordPress matches it (a `?` in it is part of it).
    RestRoute(String),
}

impl Effective {
    /// The request WordPress serves for one sent to `below_language` (the path below
    /// the tenant's base path and language) with `method`, `query` and `headers`.
    pub fn of(
        method: &Method,
        below_language: &str,
        query: Option<&str>,
        headers: &HeaderMap,
    ) -> Effective {
        let (route, query) = match plain_permalink(below_language, query) {
            Some((route, rest)) => (Route::RestRoute(route), rest),
            None => (
                Route::Path(below_language.to_string()),
                query.map(String::from),
            ),
        };
        let params = query_params(query.as_deref());
        Effective {
            method: effective_method(method, &params, headers),
            route,
            query,
            params,
        }
    }
}

/// The method a request asks for: its own, or on a `POST` the one `_method` or
/// `X-HTTP-Method-Override` names (`_method` first, as WordPress checks). A name that
/// is no method gives a method no route registers, hence WordPress's 404.
fn effective_method(method: &Method, query: &Map<String, Value>, headers: &HeaderMap) -> Method {
    if method != Method::POST {
        return method.clone();
    }
    let named = query
        .get("_method")
        .and_then(Value::as_str)
        .map(str::to_string)
        .or_else(|| {
            headers
                .get(METHOD_OVERRIDE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        });
    match named {
        // CONNECT: no route registers it, so a garbled name is "no route", as in WordPress.
        Some(name) => Method::from_bytes(name.trim().to_ascii_uppercase().as_bytes())
            .unwrap_or(Method::CONNECT),
        None => method.clone(),
    }
}

/// The route a `?rest_route=` names, and the query string without it, when `path`
/// (below the tenant's base path and language) is the site root.
fn plain_permalink(path: &str, query: Option<&str>) -> Option<(String, Option<String>)> {
    if !matches!(path, "" | "/" | "/index.php") {
        return None;
    }
    let query = query?;
    let mut route = None;
    let mut rest = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let name = pair.split('=').next().unwrap_or("");
        if form_urlencoded::parse(name.as_bytes()).any(|(k, _)| k == "rest_route") {
            route = form_urlencoded::parse(pair.as_bytes())
                .next()
                .map(|(_, v)| v.into_owned());
        } else {
            rest.push(pair);
        }
    }
    let route = route?;
    let rest = (!rest.is_empty()).then(|| rest.join("&"));
    Some((route, rest))
}

/// What the global parameters ask of a response body.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Shaping {
    /// `_fields`, as WordPress parses it; `None` or empty: every member.
    fields: Option<Vec<String>>,
    envelope: bool,
    /// A validated `_jsonp` callback name.
    jsonp: Option<String>,
    pretty: bool,
}

impl Shaping {
    /// Reads the parameters of `request`. JSONP serves script tags, hence reads only
    /// (`GET` or `HEAD`, a tunnelled one included). An unusable `_jsonp` name is
    /// WordPress's 400 `rest_callback_invalid`.
    pub fn of(request: &Effective) -> Result<Shaping, ApiError> {
        let (query, method) = (&request.params, &request.method);
        let jsonp = match query.get("_jsonp").and_then(Value::as_str) {
            Some(callback)
                if !callback.is_empty() && (method == Method::GET || method == Method::HEAD) =>
            {
                if !valid_callback(callback) {
                    return Err(ApiError::invalid_jsonp_callback());
                }
                Some(callback.to_string())
            }
            _ => None,
        };
        Ok(Shaping {
            fields: query
                .get("_fields")
                .map(parse_list)
                .filter(|f| !f.is_empty()),
            envelope: query.contains_key("_envelope"),
            jsonp,
            pretty: query.contains_key("_pretty"),
        })
    }

    /// Whether the body must be rewritten at all.
    pub fn changes_body(&self) -> bool {
        *self != Shaping::default()
    }

    /// Applies the parameters to `response`. A pending error is rendered now (in the
    /// catalogue's `lang`), since `_envelope`, `_jsonp` and `_pretty` shape errors too;
    /// `_fields` applies to successful responses only.
    pub async fn apply(
        &self,
        response: Response,
        catalog: &Catalog,
        lang: &str,
        tenant_default: &str,
    ) -> Response {
        if !self.changes_body() {
            return response;
        }
        let (mut parts, body) = response.into_parts();
        let body = match parts.extensions.remove::<PendingError>() {
            Some(PendingError(error)) => {
                error.set_head(&mut parts);
                error.render(catalog, lang, tenant_default)
            }
            None => {
                let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
                    return ApiError::internal().into_response();
                };
                match serde_json::from_slice::<Value>(&bytes) {
                    Ok(value) => value,
                    // Not JSON (nothing the API answers): left as it is.
                    Err(_) => return Response::from_parts(parts, Body::from(bytes)),
                }
            }
        };
        let body = match &self.fields {
            Some(fields) if !parts.status.is_client_error() && !parts.status.is_server_error() => {
                filter_fields(body, &field_tree(fields))
            }
            _ => body,
        };
        let body = if self.envelope {
            let enveloped = envelope(body, parts.status, &mut parts.headers);
            parts.status = StatusCode::OK;
            enveloped
        } else {
            body
        };
        let mut text = serialize(&body, self.pretty);
        let content_type = match &self.jsonp {
            Some(callback) => {
                // `/**/` keeps the first bytes from being read as anything but script.
                text = format!("/**/{callback}({text})");
                "application/javascript; charset=UTF-8"
            }
            None => crate::error::JSON_CONTENT_TYPE,
        };
        parts
            .headers
            .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
        parts.headers.remove(header::CONTENT_LENGTH);
        Response::from_parts(parts, Body::from(text))
    }
}

/// `wp_check_jsonp_callback`: only `[A-Za-z0-9_.]`.
fn valid_callback(callback: &str) -> bool {
    callback
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
}

/// `wp_parse_list`: a list, or a string split at commas and white space.
fn parse_list(value: &Value) -> Vec<String> {
    let items: Vec<&str> = match value {
        Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
        Value::String(s) => vec![s.as_str()],
        _ => Vec::new(),
    };
    items
        .iter()
        .flat_map(|s| s.split(|c: char| c == ',' || c.is_whitespace()))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// What `_fields` keeps of an object: members by name, each whole or in part.
#[derive(Debug, Default, PartialEq)]
struct Fields(HashMap<String, Keep>);

#[derive(Debug, PartialEq)]
enum Keep {
    Whole,
    Part(Fields),
}

/// The nested set of `a.b.c` paths, as `rest_filter_response_fields` builds it: a
/// member named whole is kept whole, whatever its sub-paths say.
fn field_tree(fields: &[String]) -> Fields {
    let mut tree = Fields::default();
    'fields: for field in fields {
        let parts: Vec<&str> = field.split('.').collect();
        let Some((last, parents)) = parts.split_last() else {
            continue;
        };
        let mut node = &mut tree;
        for parent in parents {
            let entry = node
                .0
                .entry(parent.to_string())
                .or_insert_with(|| Keep::Part(Fields::default()));
            match entry {
                Keep::Part(children) => node = children,
                Keep::Whole => continue 'fields,
            }
        }
        node.0.insert(last.to_string(), Keep::Whole);
    }
    tree
}

/// Keeps the members of `value` that `fields` names, in their order. A list is
/// filtered item by item at every level (WordPress does so at the top only, and
/// empties nested lists, which makes `events.id` useless on list responses).
fn filter_fields(value: Value, fields: &Fields) -> Value {
    match value {
        Value::Array(items) => Value::Array(
            items
                .into_iter()
                .map(|item| filter_fields(item, fields))
                .collect(),
        ),
        Value::Object(members) => Value::Object(
            members
                .into_iter()
                .filter_map(|(name, member)| match fields.0.get(&name)? {
                    Keep::Whole => Some((name, member)),
                    Keep::Part(children) => Some((name, filter_fields(member, children))),
                })
                .collect(),
        ),
        scalar => scalar,
    }
}

/// The headers an envelope carries: those the route set (`Allow`, totals, `Link`,
/// `Location`, `Retry-After`), which then leave the HTTP head, as in WordPress.
fn envelope(body: Value, status: StatusCode, headers: &mut HeaderMap) -> Value {
    const SERVER_HEADERS: [HeaderName; 3] =
        [header::CONTENT_TYPE, header::CONTENT_LENGTH, header::VARY];
    let mut carried = Map::new();
    let names: Vec<HeaderName> = headers
        .keys()
        .filter(|name| !SERVER_HEADERS.contains(name))
        .cloned()
        .collect();
    for name in names {
        let values: Vec<String> = headers
            .get_all(&name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(String::from)
            .collect();
        headers.remove(&name);
        let value = match values.as_slice() {
            [one] => one
                .parse::<i64>()
                .map_or_else(|_| Value::String(one.clone()), Value::from),
            many => Value::String(many.join(", ")),
        };
        carried.insert(crate::http::headers::header_case(name.as_str()), value);
    }
    let mut envelope = Map::new();
    envelope.insert("body".into(), body);
    envelope.insert("status".into(), Value::from(status.as_u16()));
    envelope.insert("headers".into(), Value::Object(carried));
    Value::Object(envelope)
}

/// Compact JSON, or indented by four spaces as PHP's `JSON_PRETTY_PRINT`.
fn serialize(value: &Value, pretty: bool) -> String {
    if !pretty {
        return value.to_string();
    }
    let mut out = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b"    ");
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, formatter);
    match value.serialize(&mut serializer) {
        Ok(()) => String::from_utf8(out).unwrap_or_else(|_| value.to_string()),
        Err(_) => value.to_string(),
    }
}

/// The query parameters of a request target.
pub fn query_params(query: Option<&str>) -> Map<String, Value> {
    query.map(parse_query).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn filtered(value: Value, fields: &str) -> Value {
        filter_fields(value, &field_tree(&parse_list(&json!(fields))))
    }

    #[test]
    fn fields_keep_listed_members_in_order_and_nest() {
        let event = json!({"id": 1, "title": "T", "venue": {"id": 2, "city": "Lyon", "zip": "69"}, "cost": ""});
        assert_eq!(
            filtered(event.clone(), "venue.city, id"),
            json!({"id": 1, "venue": {"city": "Lyon"}})
        );
        assert_eq!(
            filtered(event.clone(), "venue.city,venue"),
            json!({"venue": {"id": 2, "city": "Lyon", "zip": "69"}}),
            "a whole member wins over its parts, in either order"
        );
        assert_eq!(
            filtered(event.clone(), "venue,venue.city"),
            json!({"venue": {"id": 2, "city": "Lyon", "zip": "69"}})
        );
        assert_eq!(filtered(event, "nothing"), json!({}));
        let list =
            json!({"events": [{"id": 1, "title": "A"}, {"id": 2, "title": "B"}], "total": 2});
        assert_eq!(
            filtered(list, "events.id,total"),
            json!({"events": [{"id": 1}, {"id": 2}], "total": 2})
        );
        assert_eq!(
            filtered(json!([{"a": 1, "b": 2}]), "a"),
            json!([{"a": 1}]),
            "a top-level list item by item, as WordPress"
        );
    }

    #[test]
    fn jsonp_callbacks_are_word_characters_and_dots() {
        for good in ["cb", "my.Fn_2", "jQuery123_456"] {
            assert!(valid_callback(good), "{good}");
        }
        for bad in ["bad()", "a-b", "alert(1)//", "é", "a b"] {
            assert!(!valid_callback(bad), "{bad}");
        }
    }

    #[test]
    fn method_override_only_on_post() {
        let mut headers = HeaderMap::new();
        headers.insert(METHOD_OVERRIDE, HeaderValue::from_static("delete"));
        let none = Map::new();
        assert_eq!(
            effective_method(&Method::POST, &none, &headers),
            Method::DELETE
        );
        assert_eq!(effective_method(&Method::GET, &none, &headers), Method::GET);
        let query = parse_query("_method=PUT");
        assert_eq!(
            effective_method(&Method::POST, &query, &headers),
            Method::PUT,
            "_method first"
        );
        assert_eq!(
            effective_method(&Method::PUT, &query, &HeaderMap::new()),
            Method::PUT
        );
    }

    #[test]
    fn plain_permalinks_name_the_route() {
        assert_eq!(
            plain_permalink(
                "/",
                Some("rest_route=%2Ftribe%2Fevents%2Fv1%2Fevents&per_page=2")
            ),
            Some(("/tribe/events/v1/events".into(), Some("per_page=2".into())))
        );
        assert_eq!(
            plain_permalink("/index.php", Some("rest_route=/")),
            Some(("/".into(), None))
        );
        assert_eq!(plain_permalink("/events", Some("rest_route=/")), None);
        assert_eq!(plain_permalink("/", Some("page=2")), None);
    }

    #[test]
    fn pretty_json_is_indented_by_four() {
        assert_eq!(
            serialize(&json!({"a": [1]}), true),
            "{\n    \"a\": [\n        1\n    ]\n}"
        );
        assert_eq!(serialize(&json!({"a": [1]}), false), "{\"a\":[1]}");
    }
}
