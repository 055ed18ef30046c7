//! The WordPress namespace index (`GET /` of the namespace) and the REST root of each
//! variant (`GET /{rest_prefix}/`), built from the route registry.

use axum::Extension;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::NaiveDateTime;
use serde_json::{Map, Value, json};

use crate::api::events;
use crate::api::registry::{Route, RouteTable, Verb};
use crate::api::respond::{ok, showing, with_allow};
use crate::auth::Caller;
use crate::domain::dates::format_wp;
use crate::error::{ApiError, ResponseLanguage};
use crate::http::args::ArgType::Untyped;
use crate::http::args::DefaultValue::{Dynamic, Str};
use crate::http::args::{ArgSpec, DefaultValue, Dynamic as Computed, IndexKey};
use crate::http::extract::{Valid, Variant};
use crate::i18n::{Catalog, Texts, direction};
use crate::state::AppState;
use crate::store::changes::Depends;
use crate::store::now_utc;

/// Arguments of the namespace index, which WordPress registers without descriptions.
pub const ARGS: &[ArgSpec] = &[
    ArgSpec::undescribed("namespace", Untyped).default(Dynamic(Computed::Namespace)),
    ArgSpec::undescribed("context", Untyped).default(Str("view")),
];

/// `GET /` of the namespace. `context=help` would add route schemas, of which there
/// are none, so every context answers the same.
pub async fn namespace(
    State(state): State<AppState>,
    variant: Variant,
    language: ResponseLanguage,
    Extension(RouteTable(table)): Extension<RouteTable>,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    if args
        .str("namespace")
        .is_some_and(|ns| ns != variant.tenant.namespace())
    {
        return Err(ApiError::invalid_namespace());
    }
    let catalog = state.i18n.snapshot();
    let texts = catalog.texts(&language.lang, &language.tenant_default);
    let body = namespace_index(table, &variant, &texts, now_utc());
    Ok(showing(
        with_allow(ok(StatusCode::OK, &body), "GET"),
        Depends::Nothing,
    ))
}

/// The index document of one variant at instant `now` (computed defaults depend on it).
pub fn namespace_index(
    table: &[Route],
    variant: &Variant,
    texts: &Texts<'_>,
    now: NaiveDateTime,
) -> Value {
    json!({
        "namespace": variant.tenant.namespace(),
        "routes": routes(table, variant, texts, now),
        "_links": {"up": [{"href": variant.rest_root()}]},
    })
}

fn routes(table: &[Route], variant: &Variant, texts: &Texts<'_>, now: NaiveDateTime) -> Value {
    let namespace = variant.tenant.namespace();
    let mut routes = Map::new();
    for route in table {
        routes.insert(
            format!("/{namespace}{}", route.pattern()),
            route_object(route, variant, texts, now),
        );
    }
    Value::Object(routes)
}

/// A route's entry of the namespace index: what `OPTIONS` on the route answers.
fn route_object(route: &Route, variant: &Variant, texts: &Texts<'_>, now: NaiveDateTime) -> Value {
    let names = |verbs: &[Verb]| -> Vec<&str> { verbs.iter().map(|v| v.as_str()).collect() };
    let methods: Vec<&str> = route
        .endpoints
        .iter()
        .flat_map(|e| names(e.methods))
        .collect();
    let endpoints: Vec<Value> = route
        .endpoints
        .iter()
        .map(|e| json!({"methods": names(e.methods), "args": args_object(e.args, variant, texts, now)}))
        .collect();
    let mut m = Map::new();
    m.insert("namespace".into(), json!(variant.tenant.namespace()));
    m.insert("methods".into(), json!(methods));
    m.insert("endpoints".into(), Value::Array(endpoints));
    if route.is_fixed() {
        let path = route.path.trim_end_matches('/');
        m.insert(
            "_links".into(),
            json!({"self": [{"href": format!("{}{path}", variant.api_base())}]}),
        );
    }
    Value::Object(m)
}

/// An endpoint's arguments; WordPress encodes an empty set as a PHP empty array: `[]`.
fn args_object(
    args: &[ArgSpec],
    variant: &Variant,
    texts: &Texts<'_>,
    now: NaiveDateTime,
) -> Value {
    if args.is_empty() {
        return json!([]);
    }
    let mut m = Map::new();
    for arg in args {
        m.insert(arg.name.into(), arg_object(arg, variant, texts, now));
    }
    Value::Object(m)
}

/// The registration keys of one argument, in registration order, then `required`.
fn arg_object(arg: &ArgSpec, variant: &Variant, texts: &Texts<'_>, now: NaiveDateTime) -> Value {
    let mut m = Map::new();
    for key in arg.index_keys {
        match key {
            IndexKey::Default => {
                if let Some(default) = arg.default {
                    m.insert("default".into(), default_value(default, variant, now));
                }
            }
            IndexKey::Description => {
                if let Some(id) = arg.description {
                    m.insert("description".into(), json!(texts.text(id)));
                }
            }
            IndexKey::Type => {
                if let Some(ty) = arg.ty.schema_name() {
                    m.insert("type".into(), json!(ty));
                }
            }
            IndexKey::Format => {
                if let Some(format) = arg.format {
                    m.insert("format".into(), json!(format));
                }
            }
            IndexKey::Items => {
                if let Some(items) = arg.item_type().and_then(|t| t.schema_name()) {
                    m.insert("items".into(), json!({"type": items}));
                }
            }
            IndexKey::Enum => {
                if let Some(values) = arg.one_of {
                    m.insert("enum".into(), json!(values));
                }
            }
        }
    }
    m.insert("required".into(), json!(arg.required));
    Value::Object(m)
}

/// A default as the index shows it; computed ones as they would be now.
fn default_value(default: DefaultValue, variant: &Variant, now: NaiveDateTime) -> Value {
    match default {
        DefaultValue::Dynamic(Computed::Namespace) => json!(variant.tenant.namespace()),
        DefaultValue::Dynamic(Computed::EventsWindowStart) => json!(format_wp(
            &events::list_plan::default_start(&variant.tenant.timezone, now)
        )),
        DefaultValue::Dynamic(Computed::EventsWindowEnd) => {
            json!(format_wp(&events::list_plan::default_end(now)))
        }
        static_default => static_default.applied().unwrap_or(Value::Null),
    }
}

/// The tenant's variants, for the REST root's `languages` member.
fn languages(variant: &Variant, catalog: &Catalog) -> Value {
    let tenant = &variant.tenant;
    let list: Vec<Value> = tenant
        .languages
        .iter()
        .map(|lang| {
            json!({
                "tag": lang,
                "name": catalog.native_name(lang),
                "dir": direction(lang),
                "base_url": format!("{}/", variant.api_base_of(lang)),
                "coverage": catalog.coverage(lang),
                "default": *lang == tenant.default_language,
            })
        })
        .collect();
    Value::Array(list)
}

/// `OPTIONS` on a route of the namespace (`path` as the router sees it): the route's
/// entry of the namespace index in the variant's language, and `Allow` with the
/// methods the caller may use, as WordPress answers it; 404 for no route.
pub fn options(
    table: &[Route],
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
    caller: &Caller,
    path: &str,
) -> Result<Response, ApiError> {
    let route = table
        .iter()
        .find(|r| r.matches(path))
        .ok_or_else(ApiError::no_route)?;
    let catalog = state.i18n.snapshot();
    let texts = catalog.texts(&language.lang, &language.tenant_default);
    let body = route_object(route, variant, &texts, now_utc());
    Ok(with_allow(
        ok(StatusCode::OK, &body),
        &route.allowed_methods(caller).join(", "),
    ))
}

/// `OPTIONS` on the REST root: WordPress's description of its root route.
pub fn root_options(variant: &Variant) -> Response {
    let body = json!({
        "namespace": "",
        "methods": ["GET"],
        "endpoints": [{
            "methods": ["GET"],
            "args": {"context": {"default": "view", "required": false}},
        }],
        "_links": {"self": [{"href": variant.rest_root()}]},
    });
    with_allow(ok(StatusCode::OK, &body), "GET")
}

/// `GET /{rest_prefix}/` of a variant: WordPress's REST root reduced to this
/// namespace, plus the tenant's language variants.
pub fn rest_root(
    table: &[Route],
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
) -> Response {
    let catalog = state.i18n.snapshot();
    let texts = catalog.texts(&language.lang, &language.tenant_default);
    let tenant = &variant.tenant;
    let site = variant.site_root();
    let body = json!({
        "url": site,
        "home": site,
        "namespaces": [tenant.namespace()],
        "routes": routes(table, variant, &texts, now_utc()),
        "languages": languages(variant, &catalog),
    });
    with_allow(ok(StatusCode::OK, &body), "GET")
}
