//! The WordPress namespace index (`GET /` of a namespace) and the REST root of each
//! variant (`GET /{rest_prefix}/`), built from the route tables: the plugin's, and the
//! gateway's own.

use axum::Extension;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::NaiveDateTime;
use serde_json::{Map, Value, json};

use crate::api::events;
use crate::api::registry::{Namespace, Route, RouteTable, Verb};
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
    Extension(table): Extension<RouteTable>,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    if args
        .str("namespace")
        .is_some_and(|ns| ns != table.namespace.name(&variant.tenant))
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
    table: RouteTable,
    variant: &Variant,
    texts: &Texts<'_>,
    now: NaiveDateTime,
) -> Value {
    let mut routes = Map::new();
    add_routes(&mut routes, table, variant, texts, now);
    json!({
        "namespace": table.namespace.name(&variant.tenant),
        "routes": routes,
        "_links": {"up": [{"href": variant.rest_root()}]},
    })
}

/// Adds the entries of `table`'s routes to `routes`.
fn add_routes(
    routes: &mut Map<String, Value>,
    table: RouteTable,
    variant: &Variant,
    texts: &Texts<'_>,
    now: NaiveDateTime,
) {
    let namespace = table.namespace.name(&variant.tenant);
    for route in table.routes {
        routes.insert(
            format!("/{namespace}{}", route.pattern()),
            route_object(table.namespace, route, variant, texts, now),
        );
    }
}

/// A route's entry of the namespace index: what `OPTIONS` on the route answers.
fn route_object(
    namespace: Namespace,
    route: &Route,
    variant: &Variant,
    texts: &Texts<'_>,
    now: NaiveDateTime,
) -> Value {
    let names = |verbs: &[Verb]| -> Vec<&str> { verbs.iter().map(|v| v.as_str()).collect() };
    let methods: Vec<&str> = route
        .endpoints
        .iter()
        .flat_map(|e| names(e.methods))
        .collect();
    let endpoints: Vec<Value> = route
        .endpoints
        .iter()
        .map(|e| json!({"methods": names(e.methods), "args": args_object(namespace, e.args, variant, texts, now)}))
        .collect();
    let mut m = Map::new();
    m.insert("namespace".into(), json!(namespace.name(&variant.tenant)));
    m.insert("methods".into(), json!(methods));
    m.insert("endpoints".into(), Value::Array(endpoints));
    if route.is_fixed() {
        let path = route.path.trim_end_matches('/');
        m.insert(
            "_links".into(),
            json!({"self": [{"href": format!("{}{path}", namespace.base(variant))}]}),
        );
    }
    Value::Object(m)
}

/// An endpoint's arguments; WordPress encodes an empty set as a PHP empty array: `[]`.
fn args_object(
    namespace: Namespace,
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
        m.insert(
            arg.name.into(),
            arg_object(namespace, arg, variant, texts, now),
        );
    }
    Value::Object(m)
}

/// The registration keys of one argument, in registration order, then `required`.
fn arg_object(
    namespace: Namespace,
    arg: &ArgSpec,
    variant: &Variant,
    texts: &Texts<'_>,
    now: NaiveDateTime,
) -> Value {
    let mut m = Map::new();
    for key in arg.index_keys {
        match key {
            IndexKey::Default => {
                if let Some(default) = arg.default {
                    m.insert(
                        "default".into(),
                        default_value(namespace, default, variant, now),
                    );
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
fn default_value(
    namespace: Namespace,
    default: DefaultValue,
    variant: &Variant,
    now: NaiveDateTime,
) -> Value {
    match default {
        DefaultValue::Dynamic(Computed::Namespace) => json!(namespace.name(&variant.tenant)),
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
    table: RouteTable,
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
    caller: &Caller,
    path: &str,
) -> Result<Response, ApiError> {
    let route = table
        .routes
        .iter()
        .find(|r| r.matches(path))
        .ok_or_else(ApiError::no_route)?;
    let catalog = state.i18n.snapshot();
    let texts = catalog.texts(&language.lang, &language.tenant_default);
    let body = route_object(table.namespace, route, variant, &texts, now_utc());
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

/// `GET /{rest_prefix}/` of a variant: WordPress's REST root reduced to the namespaces
/// of `tables`, plus the tenant's language variants.
pub fn rest_root(
    tables: &[RouteTable],
    state: &AppState,
    variant: &Variant,
    language: &ResponseLanguage,
) -> Response {
    let catalog = state.i18n.snapshot();
    let texts = catalog.texts(&language.lang, &language.tenant_default);
    let site = variant.site_root();
    let now = now_utc();
    let namespaces: Vec<String> = tables
        .iter()
        .map(|t| t.namespace.name(&variant.tenant))
        .collect();
    let mut routes = Map::new();
    for table in tables {
        add_routes(&mut routes, *table, variant, &texts, now);
    }
    let body = json!({
        "url": site,
        "home": site,
        "namespaces": namespaces,
        "routes": routes,
        "languages": languages(variant, &catalog),
    });
    with_allow(ok(StatusCode::OK, &body), "GET")
}
