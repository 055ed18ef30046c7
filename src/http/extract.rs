//! Extractors: the answering variant, the caller, and the request's parameters merged
//! the WordPress way (JSON body > form body > query string > path) and validated with
//! the answering endpoint's specification.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, RawPathParams, Request};
use axum::http::request::Parts;
use axum::http::{Method, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value};

use crate::auth::Caller;
use crate::config::Tenant;
use crate::error::ApiError;
use crate::http::args::{ArgSpec, ArgType, Args, validate};
use crate::http::limits::{BodyFailure, body_error};

/// The tenant and language variant a request was addressed to.
#[derive(Debug, Clone)]
pub struct Variant {
    pub tenant: Arc<Tenant>,
    /// Public address of the tenant's site, base path included, no trailing slash: the
    /// configured `site_url`, else the request's own scheme and host.
    site: String,
    /// The language whose text of events, venues, organizers and terms this request
    /// reads and writes, on a tenant that keeps text per language (`translate_content`);
    /// `None` on every other tenant.
    pub text_lang: Option<String>,
    /// The addresses every link of an answer starts with, spelt once per request.
    site_root: String,
    api_base: String,
}

impl Variant {
    pub fn new(tenant: Arc<Tenant>, lang: &str, site: String, text_lang: Option<String>) -> Self {
        let site_root = site_root(&site, &tenant, lang);
        let api_base = api_base(&site_root, &tenant);
        Variant {
            tenant,
            site,
            text_lang,
            site_root,
            api_base,
        }
    }

    /// Public address of the tenant's site (see the field).
    pub fn site(&self) -> &str {
        &self.site
    }

    /// Public address of this variant: the site plus the language segment.
    pub fn site_root(&self) -> &str {
        &self.site_root
    }

    /// Public address of another variant of the same site.
    pub fn site_root_of(&self, lang: &str) -> String {
        site_root(&self.site, &self.tenant, lang)
    }

    /// Absolute REST root (`{site}{/lang}/{rest_prefix}/`) of this variant.
    pub fn rest_root(&self) -> String {
        format!("{}/{}/", self.site_root(), self.tenant.rest_prefix)
    }

    /// Absolute namespace root of this variant.
    pub fn api_base(&self) -> &str {
        &self.api_base
    }

    /// Absolute namespace root (`{site}{/lang}/{rest_prefix}/{vendor}/events/v1`) of a
    /// variant of the same site.
    pub fn api_base_of(&self, lang: &str) -> String {
        api_base(&self.site_root_of(lang), &self.tenant)
    }

    /// Host and site path without scheme, as WordPress builds `global_id` values.
    pub fn global_id_prefix(&self) -> &str {
        self.site
            .split_once("://")
            .map_or(self.site.as_str(), |(_, rest)| rest)
    }

    pub fn tenant_id(&self) -> &str {
        &self.tenant.id
    }

    /// The language a create through this variant stores its text in: `''` (the
    /// tenant's default language) on tenants that keep one text per item.
    pub fn text_lang_of_creates(&self) -> &str {
        self.text_lang.as_deref().unwrap_or_default()
    }
}

/// `{site}{/lang}`: the public address of a variant.
fn site_root(site: &str, tenant: &Tenant, lang: &str) -> String {
    format!("{site}{}", tenant.language_segment(lang))
}

/// `{site root}/{rest_prefix}/{vendor}/events/v1`: a variant's namespace root.
fn api_base(site_root: &str, tenant: &Tenant) -> String {
    format!("{site_root}/{}/{}", tenant.rest_prefix, tenant.namespace())
}

impl<S: Send + Sync> FromRequestParts<S> for Variant {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        parts
            .extensions
            .get::<Variant>()
            .cloned()
            .ok_or_else(ApiError::no_route)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Caller {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        Ok(parts
            .extensions
            .get::<Caller>()
            .cloned()
            .unwrap_or_default())
    }
}

/// The argument specification of the endpoint that answers, which the route table
/// attaches to every endpoint it mounts.
#[derive(Debug, Clone, Copy)]
pub struct Spec(pub &'static [ArgSpec]);

/// WordPress's `context` parameter, as single reads judge it: `edit` shows a
/// protected post to those who may edit it; any other value is a plain view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    View,
    Edit,
}

/// A request's parameters after the answering endpoint's specification accepted them.
///
/// Extracting it runs the WordPress pipeline (required arguments, validators, type
/// checks) with the specification the route table attached, so a handler that takes
/// it cannot skip validation, and no handler names its own specification. Being the
/// request body's reader, it is the last extractor a handler takes: path errors come
/// before body errors, and both before validation, as in WordPress.
#[derive(Debug)]
pub struct Valid {
    pub args: Args,
    /// `password`, read wherever the client sent it: routes that do not register it
    /// honour it too.
    pub password: Option<String>,
    /// `context`, which no route validates.
    pub context: Context,
    params: Map<String, Value>,
}

impl Valid {
    /// A parameter as sent, whether or not the endpoint registers it: WordPress hands
    /// handlers every parameter, and some read names their route does not declare.
    pub fn sent(&self, name: &str) -> Option<&Value> {
        self.params.get(name).filter(|v| !v.is_null())
    }
}

impl<S: Send + Sync> FromRequest<S> for Valid {
    type Rejection = Response;

    async fn from_request(request: Request, state: &S) -> Result<Self, Response> {
        let (mut parts, body) = request.into_parts();
        let Some(Spec(spec)) = parts.extensions.get::<Spec>().copied() else {
            tracing::error!(path = %parts.uri.path(), "handler mounted outside the route registry");
            return Err(ApiError::internal().into_response());
        };
        let path = RawPathParams::from_request_parts(&mut parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let path_values = path
            .iter()
            .map(|(name, raw)| Ok((name.to_string(), path_value(spec, name, raw)?)))
            .collect::<Result<Vec<_>, ApiError>>()
            .map_err(IntoResponse::into_response)?;
        let mut params = read_params(Request::from_parts(parts, body), state)
            .await
            .map_err(IntoResponse::into_response)?;
        for (name, value) in path_values {
            add_path_value(&mut params, name, value);
        }
        let args = validate(spec, &params).map_err(IntoResponse::into_response)?;
        let given = |name: &str| params.get(name).and_then(Value::as_str);
        let password = given("password").map(str::to_string);
        let context = match given("context") {
            Some("edit") => Context::Edit,
            _ => Context::View,
        };
        Ok(Valid {
            args,
            password,
            context,
            params,
        })
    }
}

/// A path variable as a parameter: a number when the endpoint's argument of that name
/// is an integer (WordPress's route pattern takes digits only there, so anything else
/// names no route), a string otherwise.
fn path_value(spec: &[ArgSpec], name: &str, raw: &str) -> Result<Value, ApiError> {
    let numeric = spec
        .iter()
        .any(|arg| arg.name == name && arg.ty == ArgType::Integer);
    if !numeric {
        return Ok(Value::from(raw));
    }
    path_number(raw)
        .map(Value::from)
        .ok_or_else(ApiError::no_route)
}

/// A numeric path segment: digits only; digits too long for an id name nothing that
/// exists, so they read as the largest id.
pub fn path_number(raw: &str) -> Option<i64> {
    if raw.is_empty() || !raw.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(raw.parse().unwrap_or(i64::MAX))
}

/// The one rule for a path variable (`{id}`, `{slug}`) that the body or the query
/// string also sends: WordPress's. `WP_REST_Request::get_param` looks in the JSON body,
/// the form body, the query string, then the path, and takes the first value that is
/// set (not `null`); the plugin's handlers read `id` and `slug` through it. So a body
/// `slug` on a by-slug route both finds the post and is written back, and a `null`
/// leaves the path's value in place. Where the item to act on is concerned, by-id
/// handlers still take the path's id: a body `id` is validated, but does not
/// redirect the request to another item.
fn add_path_value(params: &mut Map<String, Value>, name: String, value: Value) {
    match params.get_mut(&name) {
        Some(sent) if !sent.is_null() => {}
        Some(null) => *null = value,
        None => {
            params.insert(name, value);
        }
    }
}

/// All request parameters by name; the body wins over the query string.
async fn read_params<S: Send + Sync>(
    request: Request,
    state: &S,
) -> Result<Map<String, Value>, ApiError> {
    let mut params = request.uri().query().map(parse_query).unwrap_or_default();
    let reads_body = matches!(
        *request.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    if !reads_body {
        return Ok(params);
    }
    if let Some(BodyFailure(error)) = request.extensions().get::<BodyFailure>() {
        return Err(error.clone());
    }
    let content_type = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    let body = Bytes::from_request(request, state).await.map_err(|e| {
        if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::payload_too_large()
        } else {
            body_error(&e)
        }
    })?;
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(params);
    }
    let mime = content_type.split(';').next().unwrap_or("").trim();
    let body_params = if mime == "application/json" || mime.ends_with("+json") {
        match serde_json::from_slice::<Value>(&body) {
            Ok(Value::Object(map)) => map,
            // WordPress decodes any JSON and reads parameters from it by name: a
            // list's items come under the names 0, 1, ..., which no route
            // registers, and a lone value names nothing. So a create misses its
            // required fields, and an update changes what an empty one does.
            Ok(_) => Map::new(),
            Err(e) => return Err(ApiError::invalid_json(e.to_string())),
        }
    } else if mime == "application/x-www-form-urlencoded" {
        parse_query(std::str::from_utf8(&body).map_err(|_| ApiError::unsupported_media_type())?)
    } else {
        return Err(ApiError::unsupported_media_type());
    };
    params.extend(body_params);
    Ok(params)
}

/// Parses a query string or form body. `a[]=1&a[]=2` and `a[x]=1` build arrays, as PHP
/// does; a repeated plain key keeps its last value, also as PHP does.
pub fn parse_query(query: &str) -> Map<String, Value> {
    let mut out = Map::new();
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        let value = Value::String(value.into_owned());
        match key.find('[') {
            Some(open) if key.ends_with(']') && open > 0 => {
                let name = key[..open].to_string();
                match out.get_mut(&name) {
                    Some(Value::Array(items)) => items.push(value),
                    _ => {
                        out.insert(name, Value::Array(vec![value]));
                    }
                }
            }
            _ => {
                out.insert(key.into_owned(), value);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn php_style_query_arrays() {
        let q = parse_query("a[]=1&a[]=2&b=x&b=y&c=%20sp+ace&d[0]=z");
        assert_eq!(q["a"], json!(["1", "2"]));
        assert_eq!(q["b"], json!("y"));
        assert_eq!(q["c"], json!(" sp ace"));
        assert_eq!(q["d"], json!(["z"]));
    }

    #[test]
    fn path_values_yield_to_values_sent() {
        let mut params = parse_query("slug=from-query&id=");
        params.insert("venue".into(), Value::Null);
        add_path_value(&mut params, "slug".into(), json!("from-path"));
        add_path_value(&mut params, "id".into(), json!(7));
        add_path_value(&mut params, "venue".into(), json!("from-path"));
        add_path_value(&mut params, "organizer".into(), json!("from-path"));
        assert_eq!(params["slug"], json!("from-query"));
        assert_eq!(params["id"], json!(""), "an empty value is a value sent");
        assert_eq!(params["venue"], json!("from-path"), "null is not");
        assert_eq!(params["organizer"], json!("from-path"));
    }

    #[test]
    fn path_values_take_their_argument_type() {
        use crate::http::args::ArgType::{Integer, String as Str};
        let spec = [
            ArgSpec::undescribed("id", Integer),
            ArgSpec::undescribed("slug", Str),
        ];
        assert_eq!(path_value(&spec, "id", "42").ok(), Some(json!(42)));
        assert_eq!(path_value(&spec, "slug", "42").ok(), Some(json!("42")));
        assert_eq!(
            path_value(&spec, "id", "99999999999999999999").ok(),
            Some(json!(i64::MAX))
        );
        assert!(path_value(&spec, "id", "4x").is_err());
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn parsing_never_panics(query in any::<String>()) {
            let _ = parse_query(&query);
        }

        /// `name[]=a&name[]=b`, with any characters percent-encoded, gives the array back;
        /// a plain pair gives its string.
        #[test]
        fn encoded_arrays_and_scalars_read_back(
            name in "[a-z_]{1,10}",
            items in prop::collection::vec(any::<String>(), 1..6),
            scalar in any::<String>(),
        ) {
            let mut query = form_urlencoded::Serializer::new(String::new());
            for item in &items {
                query.append_pair(&format!("{name}[]"), item);
            }
            query.append_pair("plain", &scalar);
            let parsed = parse_query(&query.finish());
            let expected = Value::Array(items.into_iter().map(Value::String).collect());
            prop_assert_eq!(parsed.get(&name), Some(&expected));
            prop_assert_eq!(parsed.get("plain"), Some(&Value::String(scalar)));
        }
    }
}
