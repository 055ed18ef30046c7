//! Extractors: the answering variant, the caller, and the request's parameters merged
//! the WordPress way (JSON body > form body > query string > path).

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{Method, header};
use serde_json::{Map, Value};

use crate::auth::Caller;
use crate::config::Tenant;
use crate::http::args::{ArgSpec, Args, validate};
use crate::http::error::ApiError;
use crate::http::limits::{BodyFailure, body_error};

/// The tenant and language variant a request was addressed to.
#[derive(Debug, Clone)]
pub struct Variant {
    pub tenant: Arc<Tenant>,
    /// Lower-case language tag of the variant.
    pub lang: String,
    /// Public address of the tenant's site, base path included, no trailing slash: the
    /// configured `site_url`, else the request's own scheme and host.
    pub site: String,
}

impl Variant {
    /// Public address of this variant: the site plus the language segment.
    pub fn site_root(&self) -> String {
        self.site_root_of(&self.lang)
    }

    /// Public address of another variant of the same site.
    pub fn site_root_of(&self, lang: &str) -> String {
        format!("{}{}", self.site, self.tenant.language_segment(lang))
    }

    /// Absolute REST root (`{site}{/lang}/{rest_prefix}/`) of this variant.
    pub fn rest_root(&self) -> String {
        format!("{}/{}/", self.site_root(), self.tenant.rest_prefix)
    }

    /// Absolute namespace root of this variant.
    pub fn api_base(&self) -> String {
        self.api_base_of(&self.lang)
    }

    /// Absolute namespace root (`{site}{/lang}/{rest_prefix}/{vendor}/events/v1`) of a
    /// variant of the same site.
    pub fn api_base_of(&self, lang: &str) -> String {
        format!(
            "{}/{}/{}",
            self.site_root_of(lang),
            self.tenant.rest_prefix,
            self.tenant.namespace()
        )
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

/// The argument specification of the endpoint that answers, from the route registry.
#[derive(Debug, Clone, Copy)]
pub struct Spec(pub &'static [ArgSpec]);

impl Spec {
    /// Runs the WordPress validation pipeline over `params`.
    pub fn validate(&self, params: &Map<String, Value>) -> Result<Args, ApiError> {
        validate(self.0, params)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Spec {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        parts.extensions.get::<Spec>().copied().ok_or_else(|| {
            tracing::error!(path = %parts.uri.path(), "handler mounted outside the route registry");
            ApiError::internal()
        })
    }
}

/// All request parameters by name; the body wins over the query string.
#[derive(Debug, Default, Clone)]
pub struct Params(pub Map<String, Value>);

impl Params {
    /// Adds path parameters, which lose to every other source.
    pub fn with_path(mut self, name: &str, value: Value) -> Self {
        self.0.entry(name.to_string()).or_insert(value);
        self
    }
}

impl<S: Send + Sync> FromRequest<S> for Params {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        let mut params = request.uri().query().map(parse_query).unwrap_or_default();
        let reads_body = matches!(
            *request.method(),
            Method::POST | Method::PUT | Method::PATCH | Method::DELETE
        );
        if !reads_body {
            return Ok(Params(params));
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
            return Ok(Params(params));
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
        Ok(Params(params))
    }
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
