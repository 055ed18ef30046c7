//! `GET /doc`: the OpenAPI 3.0.0 document of the namespace, built from the route
//! registry in the response language.

use axum::Extension;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{Map, Value, json};

use crate::api::registry::{
    Content, Doc, Endpoint, Operation, Response as Documented, Route, RouteTable, Verb,
};
use crate::api::respond::{ok, showing, with_allow};
use crate::api::schemas;
use crate::api::schemas::Schema;
use crate::error::ResponseLanguage;
use crate::http::args::ArgSpec;
use crate::http::extract::Variant;
use crate::i18n::Texts;
use crate::state::AppState;
use crate::store::changes::Depends;

/// Fluent ids of `info.title` and `info.description`.
pub const INFO: [&str; 2] = ["doc-info-title", "doc-info-description"];

/// `get` on `/doc`.
pub const RESPONSES: &[Documented] = &[Documented::plain(200, "doc-resp-doc-get-200")];

/// Answers every operation can give, public reads included: wrong credentials are
/// refused rather than read as anonymous, and an address that fails too often is
/// turned away for a while.
pub const COMMON: &[Documented] = &[
    Documented::plain(401, "doc-resp-common-401"),
    Documented::plain(429, "doc-resp-common-429"),
];

/// Further answers of every write and delete: a path that names no item (or a
/// non-numeric ID, which matches no route), and a body that is too large or not of a
/// form or JSON type.
pub const CHANGE: &[Documented] = &[
    Documented::plain(404, "doc-resp-change-404"),
    Documented::plain(413, "doc-resp-change-413"),
    Documented::plain(415, "doc-resp-change-415"),
];

/// `GET /doc`.
pub async fn document(
    State(state): State<AppState>,
    variant: Variant,
    language: ResponseLanguage,
    Extension(table): Extension<RouteTable>,
) -> Response {
    let catalog = state.i18n.snapshot();
    let texts = catalog.texts(&language.lang, &language.tenant_default);
    let response = with_allow(
        ok(StatusCode::OK, &openapi(table.routes, &variant, &texts)),
        "GET",
    );
    showing(response, Depends::Nothing)
}

/// The whole document; `servers` names the variant's own base.
pub fn openapi(table: &[Route], variant: &Variant, texts: &Texts<'_>) -> Value {
    json!({
        "openapi": "3.0.0",
        "info": {
            "version": "1.0.0",
            "title": texts.text(INFO[0]),
            "description": texts.text(INFO[1]),
        },
        "components": {"schemas": schemas::all(texts, variant.tenant.translate_content)},
        "servers": [{"url": format!("{}/", variant.api_base())}],
        "paths": paths(table, texts),
    })
}

/// TEC lists a path's operations as get, post, delete, whatever the registration order.
fn rank(verb: Verb) -> u8 {
    match verb {
        Verb::Get => 0,
        Verb::Post => 1,
        Verb::Put => 2,
        Verb::Patch => 3,
        Verb::Delete => 4,
    }
}

fn paths(table: &[Route], texts: &Texts<'_>) -> Value {
    let mut paths = Map::new();
    for route in table {
        let mut operations: Vec<(Verb, &Endpoint, &Operation)> = route
            .endpoints
            .iter()
            .filter_map(|e| match (&e.doc, e.methods.first()) {
                (Doc::Operation(op), Some(verb)) => Some((*verb, e, op)),
                _ => None,
            })
            .collect();
        if operations.is_empty() {
            continue;
        }
        operations.sort_by_key(|(verb, ..)| rank(*verb));
        let mut item = Map::new();
        for (verb, endpoint, op) in operations {
            let changes = if verb == Verb::Get { &[] } else { CHANGE };
            item.insert(
                verb.operation().into(),
                operation(endpoint, op, changes, texts),
            );
        }
        paths.insert(route.path.into(), Value::Object(item));
    }
    Value::Object(paths)
}

fn operation(
    endpoint: &Endpoint,
    op: &Operation,
    further: &[Documented],
    texts: &Texts<'_>,
) -> Value {
    let mut m = Map::new();
    let parameters = op.parameters.unwrap_or(endpoint.args);
    if !parameters.is_empty() {
        let list: Vec<Value> = parameters.iter().map(|a| parameter(a, texts)).collect();
        m.insert("parameters".into(), Value::Array(list));
    }
    if let Some(body) = op.body {
        let mut properties = Map::new();
        for arg in body {
            properties.insert(arg.name.into(), body_property(arg, texts));
        }
        m.insert(
            "requestBody".into(),
            json!({"content": {"application/x-www-form-urlencoded": {"schema": {
                "type": "object", "properties": properties}}}}),
        );
    }
    let mut documented: Vec<&Documented> = op.responses.iter().collect();
    for extra in COMMON.iter().chain(further) {
        if !documented.iter().any(|r| r.status == extra.status) {
            documented.push(extra);
        }
    }
    documented.sort_by_key(|r| r.status);
    let mut responses = Map::new();
    for response in documented {
        let mut r = Map::new();
        r.insert(
            "description".into(),
            json!(texts.text(response.description)),
        );
        if let Some(content) = response.content {
            let schema = match content {
                Content::One(schema) => json!({"$ref": schema.reference()}),
                Content::List(schema, key) => list_envelope(schema, key),
            };
            r.insert(
                "content".into(),
                json!({"application/json": {"schema": schema}}),
            );
        }
        responses.insert(response.status.to_string(), Value::Object(r));
    }
    m.insert("responses".into(), Value::Object(responses));
    Value::Object(m)
}

/// A page of a list: the items under their key, with links to this and the
/// neighbouring pages and the totals.
fn list_envelope(schema: Schema, key: &str) -> Value {
    let link = json!({"type": "string", "format": "uri"});
    let count = json!({"type": "integer", "minimum": 0});
    json!({
        "title": key,
        "type": "object",
        "properties": {
            key: {"type": "array", "items": {"$ref": schema.reference()}},
            "rest_url": link,
            "next_rest_url": link,
            "previous_rest_url": link,
            "total": count,
            "total_pages": count,
        },
        "required": [key, "rest_url", "total", "total_pages"],
    })
}

/// `{"type": t}` plus `items` for lists.
fn type_schema(arg: &ArgSpec) -> Map<String, Value> {
    let mut schema = Map::new();
    schema.insert(
        "type".into(),
        json!(arg.documented_type().schema_name().unwrap_or("string")),
    );
    if let Some(items) = arg.item_type().and_then(|t| t.schema_name()) {
        schema.insert("items".into(), json!({"type": items}));
    }
    schema
}

/// A parameter object; defaults are never shown in `/doc`, as in TEC.
fn parameter(arg: &ArgSpec, texts: &Texts<'_>) -> Value {
    let mut m = Map::new();
    m.insert("in".into(), json!(arg.location.as_str()));
    m.insert("schema".into(), Value::Object(type_schema(arg)));
    if let Some(id) = arg.description {
        m.insert("description".into(), json!(texts.text(id)));
    }
    m.insert("required".into(), json!(arg.required));
    m.insert("name".into(), json!(arg.name));
    if arg.csv {
        m.insert("style".into(), json!("form"));
    }
    Value::Object(m)
}

/// A request body property: description first, then the type.
fn body_property(arg: &ArgSpec, texts: &Texts<'_>) -> Value {
    let mut m = Map::new();
    if let Some(id) = arg.description {
        m.insert("description".into(), json!(texts.text(id)));
    }
    m.extend(type_schema(arg));
    Value::Object(m)
}
