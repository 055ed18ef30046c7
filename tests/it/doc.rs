//! `GET /doc`: the plugin's OpenAPI 3.0.0 structure, per variant.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

const DOC: &str = "/wp-json/tribe/events/v1/doc";

fn keys(v: &Value) -> Vec<&str> {
    v.as_object()
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn doc_has_the_plugins_structure() {
    let app = TestApp::new().await;
    let reply = app.get(ALPHA, DOC, None).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.header("allow"), Some("GET"));
    let doc = &reply.body;
    assert_eq!(
        keys(doc),
        ["openapi", "info", "components", "servers", "paths"]
    );
    assert_eq!(doc["openapi"], "3.0.0");
    assert_eq!(
        doc["info"],
        json!({
            "version": "1.0.0",
            "title": "Events Calendar REST API",
            "description": "Read and manage calendar events, venues, organizers, categories and tags."
        })
    );
    assert_eq!(
        doc["servers"],
        json!([{"url": "http://alpha.test/wp-json/tribe/events/v1/"}])
    );
    assert_eq!(
        keys(&doc["components"]["schemas"]),
        [
            "ImageSize",
            "CostDetails",
            "Term",
            "Image",
            "DateDetails",
            "Event",
            "Venue",
            "Organizer"
        ]
    );
    assert_eq!(
        keys(&doc["paths"]),
        [
            "/doc",
            "/events",
            "/events/{id}",
            "/events/by-slug/{slug}",
            "/venues",
            "/venues/{id}",
            "/venues/by-slug/{slug}",
            "/organizers",
            "/organizers/{id}",
            "/organizers/by-slug/{slug}",
            "/categories",
            "/categories/{id}",
            "/tags",
            "/tags/{id}"
        ]
    );
    let paths = &doc["paths"];
    assert_eq!(
        paths["/doc"],
        json!({"get": {"responses": {
            "200": {"description": "This API description."},
            "401": {"description": "Credentials are required for this operation, or the credentials given are wrong."},
            "429": {"description": "Too many failed logins from this address; try again later."}
        }}})
    );
    assert_eq!(
        keys(&paths["/events"]),
        ["get"],
        "creation is documented on the single route"
    );
    assert_eq!(keys(&paths["/events/{id}"]), ["get", "post", "delete"]);
    assert_eq!(
        keys(&paths["/events/by-slug/{slug}"]),
        ["get", "post", "delete"]
    );

    let list = &paths["/events"]["get"];
    assert_eq!(keys(list), ["parameters", "responses"]);
    let names: Vec<&str> = list["parameters"]
        .as_array()
        .expect("parameters")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(
        names,
        [
            "page",
            "per_page",
            "start_date",
            "end_date",
            "starts_before",
            "starts_after",
            "ends_before",
            "ends_after",
            "strict_dates",
            "search",
            "categories",
            "tags",
            "venue",
            "organizer",
            "featured",
            "status",
            "geoloc",
            "geoloc_lat",
            "geoloc_lng",
            "include",
            "post_parent",
            "ticketed"
        ]
    );
    let param = |name: &str| {
        list["parameters"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .cloned()
            .unwrap_or_default()
    };
    assert_eq!(
        param("page"),
        json!({"in": "query", "schema": {"type": "integer"}, "description": "Page of results to return, starting at 1.", "required": false, "name": "page"})
    );
    assert_eq!(
        keys(&param("page")),
        ["in", "schema", "description", "required", "name"]
    );
    assert_eq!(
        keys(&param("categories")),
        ["in", "schema", "description", "required", "name", "style"]
    );
    assert_eq!(
        param("categories")["schema"],
        json!({"type": "array", "items": {"type": "integer"}})
    );
    assert_eq!(param("categories")["style"], "form");
    for (name, ty) in [
        ("start_date", "string"),
        ("strict_dates", "string"),
        ("status", "string"),
        ("geoloc_lat", "number"),
        ("featured", "boolean"),
        ("include", "array"),
    ] {
        assert_eq!(param(name)["schema"]["type"], ty, "{name}");
    }
    assert!(param("search").get("style").is_none());
    assert_eq!(
        list["responses"]["200"]["content"],
        json!({"application/json": {"schema": {
            "title": "events",
            "type": "object",
            "properties": {
                "events": {"type": "array", "items": {"$ref": "#/components/schemas/Event"}},
                "rest_url": {"type": "string", "format": "uri"},
                "next_rest_url": {"type": "string", "format": "uri"},
                "previous_rest_url": {"type": "string", "format": "uri"},
                "total": {"type": "integer", "minimum": 0},
                "total_pages": {"type": "integer", "minimum": 0}
            },
            "required": ["events", "rest_url", "total", "total_pages"]
        }}}),
        "a page is documented as the list envelope it is"
    );
    assert_eq!(
        keys(&list["responses"]),
        ["200", "400", "401", "404", "429"]
    );

    let single = &paths["/events/{id}"];
    let params: Vec<Value> = single["get"]["parameters"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        params,
        [
            json!({"in": "path", "schema": {"type": "integer"}, "description": "Numeric ID of the event.", "required": true, "name": "id"}),
            json!({"in": "path", "schema": {"type": "string"}, "description": "Password of a password-protected event.", "required": false, "name": "password"}),
        ],
        "WP parity: the password is documented as a path parameter"
    );
    assert_eq!(
        keys(&single["get"]["responses"]),
        ["200", "400", "401", "403", "404", "429"]
    );
    assert_eq!(keys(&single["delete"]["responses"]), DELETE_CODES);
    let post = &single["post"];
    assert_eq!(keys(post), ["parameters", "requestBody", "responses"]);
    assert_eq!(post["parameters"], single["get"]["parameters"]);
    assert_eq!(keys(&post["responses"]), WRITE_CODES);
    assert_eq!(
        post["responses"]["201"]["content"]["application/json"]["schema"],
        json!({"$ref": "#/components/schemas/Event"})
    );
    let schema = &post["requestBody"]["content"]["application/x-www-form-urlencoded"]["schema"];
    assert_eq!(keys(schema), ["type", "properties"]);
    let body = &schema["properties"];
    assert_eq!(keys(body).len(), 24);
    assert_eq!(
        keys(body)[..6],
        ["author", "date", "date_utc", "title", "description", "slug"]
    );
    assert_eq!(
        body["author"],
        json!({"description": "User ID of the event author.", "type": "integer"})
    );
    assert_eq!(
        body["cost"]["type"], "string",
        "untyped travels as a string"
    );
    assert_eq!(keys(&body["venue"]), ["description", "type", "items"]);

    let by_slug = &paths["/events/by-slug/{slug}"];
    assert_eq!(
        by_slug["post"]["parameters"],
        json!([{"in": "path", "schema": {"type": "string"}, "description": "Slug that identifies the event.", "required": true, "name": "slug"}])
    );
    assert_eq!(by_slug["post"]["requestBody"], post["requestBody"]);

    let schemas = &doc["components"]["schemas"];
    assert_eq!(
        keys(&schemas["CostDetails"]["properties"]),
        ["currency_symbol", "currency_position", "values"]
    );
    assert_eq!(
        schemas["CostDetails"]["properties"]["currency_position"],
        json!({"type": "string", "description": "Whether the symbol goes before (prefix) or after (postfix) the amount", "enum": ["prefix", "postfix", ""]})
    );
    assert_eq!(
        schemas["CostDetails"]["properties"]["values"]["items"],
        json!({"type": "string"}),
        "cost values are numeric strings"
    );
    for (schema, property) in [("Image", "sizes"), ("Term", "urls")] {
        assert_eq!(
            keys(&schemas[schema]["properties"][property]),
            ["type", "description"]
        );
        assert_eq!(schemas[schema]["properties"][property]["type"], "object");
    }
    let event = &schemas["Event"]["properties"];
    assert_eq!(
        event["venue"],
        json!({"description": "Event venue", "anyOf": [
            {"$ref": "#/components/schemas/Venue"},
            {"type": "array", "maxItems": 0}
        ]}),
        "an event without venue shows an empty array"
    );
    assert_eq!(
        event["image"]["anyOf"][1],
        json!({"type": "boolean", "enum": [false]})
    );
    assert_eq!(
        event["start_date_details"]["allOf"],
        json!([{"$ref": "#/components/schemas/DateDetails"}])
    );
    assert_eq!(event["author"]["type"], "string");
    assert_eq!(event["featured"]["nullable"], true);
    assert_eq!(
        schemas["DateDetails"]["properties"]["year"]["type"],
        "string"
    );
    assert_eq!(keys(&schemas["Event"]["properties"]).len(), 39);
    assert_eq!(keys(&schemas["Venue"]["properties"]).len(), 28);
    assert_eq!(keys(&schemas["Organizer"]["properties"]).len(), 18);
    assert_eq!(
        schemas["Venue"]["properties"]["geo_lat"],
        json!({"type": "number", "format": "double", "description": "Latitude"})
    );
}

/// What a write on a single item can answer.
const WRITE_CODES: [&str; 9] = [
    "200", "201", "400", "401", "403", "404", "413", "415", "429",
];
/// What a delete on a single item can answer.
const DELETE_CODES: [&str; 10] = [
    "200", "400", "401", "403", "404", "410", "413", "415", "429", "500",
];

fn names(list: &Value, key: &str) -> Vec<String> {
    list.as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|i| i[key].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn doc_documents_venues_organizers_and_terms_like_the_plugin() {
    let app = TestApp::new().await;
    let paths = app.get(ALPHA, DOC, None).await.body["paths"].clone();
    let body_keys = |op: &Value| -> Vec<String> {
        keys(&op["requestBody"]["content"]["application/x-www-form-urlencoded"]["schema"]["properties"])
            .into_iter()
            .map(str::to_string)
            .collect()
    };
    for collection in ["/venues", "/organizers", "/categories", "/tags"] {
        assert_eq!(keys(&paths[collection]), ["get"], "{collection}");
        assert_eq!(
            keys(&paths[collection]["get"]["responses"]),
            ["200", "400", "401", "404", "429"]
        );
    }
    for single in [
        "/venues/{id}",
        "/venues/by-slug/{slug}",
        "/organizers/{id}",
        "/organizers/by-slug/{slug}",
        "/categories/{id}",
        "/tags/{id}",
    ] {
        assert_eq!(keys(&paths[single]), ["get", "post", "delete"], "{single}");
        assert_eq!(keys(&paths[single]["delete"]["responses"]), DELETE_CODES);
        assert_eq!(
            keys(&paths[single]["post"]["responses"]),
            WRITE_CODES,
            "{single}"
        );
    }

    let venues = &paths["/venues"]["get"];
    assert_eq!(
        names(&venues["parameters"], "name"),
        [
            "page",
            "per_page",
            "search",
            "event",
            "has_events",
            "only_with_upcoming",
            "status"
        ]
    );
    let flag = &venues["parameters"][5];
    assert_eq!(
        (
            flag["in"].clone(),
            flag["schema"].clone(),
            flag.get("style")
        ),
        (json!("query"), json!({"type": "boolean"}), None)
    );
    assert_eq!(
        venues["responses"]["200"]["content"]["application/json"]["schema"]["properties"]["venues"],
        json!({"type": "array", "items": {"$ref": "#/components/schemas/Venue"}})
    );
    let venue = &paths["/venues/{id}"];
    assert_eq!(
        venue["get"]["parameters"],
        json!([{"in": "path", "schema": {"type": "integer"}, "description": "Numeric ID of the venue.", "required": true, "name": "id"}])
    );
    assert_eq!(
        keys(&venue["get"]["responses"]),
        ["200", "400", "401", "403", "404", "429"]
    );
    assert_eq!(venue["post"]["parameters"], venue["get"]["parameters"]);
    assert_eq!(
        body_keys(&venue["post"]),
        [
            "author",
            "date",
            "date_utc",
            "venue",
            "description",
            "status",
            "show_map",
            "show_map_link",
            "address",
            "city",
            "country",
            "province",
            "state",
            "zip",
            "phone",
            "stateprovince",
            "website",
            "image"
        ]
    );
    let venue_by_slug = &paths["/venues/by-slug/{slug}"]["post"];
    assert_eq!(
        venue_by_slug["parameters"],
        json!([{"in": "path", "schema": {"type": "string"}, "description": "Slug that identifies the venue.", "required": true, "name": "slug"}])
    );
    assert_eq!(venue_by_slug["requestBody"], venue["post"]["requestBody"]);

    // WP parity: the organizer body repeats the path argument.
    let organizer = &paths["/organizers/{id}"]["post"];
    assert_eq!(body_keys(organizer)[..2], ["id", "author"]);
    assert_eq!(body_keys(organizer).len(), 11);
    let organizer_by_slug = &paths["/organizers/by-slug/{slug}"]["post"];
    assert_eq!(body_keys(organizer_by_slug)[0], "slug");
    assert_eq!(
        organizer["responses"]["201"]["content"]["application/json"]["schema"],
        json!({"$ref": "#/components/schemas/Organizer"})
    );

    let categories = &paths["/categories"]["get"];
    assert_eq!(
        names(&categories["parameters"], "name"),
        [
            "page",
            "per_page",
            "search",
            "exclude",
            "include",
            "order",
            "orderby",
            "hide_empty",
            "parent",
            "post",
            "event",
            "slug"
        ]
    );
    assert_eq!(
        keys(&categories["parameters"][3]),
        ["in", "schema", "description", "required", "name"],
        "id lists are not marked style: form"
    );
    assert_eq!(
        categories["parameters"][3]["schema"],
        json!({"type": "array", "items": {"type": "integer"}})
    );
    assert_eq!(
        categories["responses"]["200"]["content"]["application/json"]["schema"]["properties"]["categories"]
            ["items"],
        json!({"$ref": "#/components/schemas/Term"})
    );
    let category = &paths["/categories/{id}"];
    assert_eq!(
        keys(&category["get"]["responses"]),
        ["200", "400", "401", "404", "429"]
    );
    assert_eq!(
        body_keys(&category["post"]),
        ["id", "name", "description", "slug", "parent"]
    );
    assert_eq!(
        category["post"]["requestBody"]["content"]["application/x-www-form-urlencoded"]["schema"]["properties"]
            ["parent"]["type"],
        "integer"
    );
    let tags = &paths["/tags"]["get"];
    assert!(!names(&tags["parameters"], "name").contains(&"parent".to_string()));
    assert_eq!(
        tags["responses"]["200"]["content"]["application/json"]["schema"]["title"],
        "tags"
    );
    let tag = &paths["/tags/{id}"];
    assert_eq!(body_keys(&tag["post"]), ["name", "description", "slug"]);
}

/// Replaces every human-readable string with a marker, leaving the structure.
fn without_text(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| {
                    let v = match (k.as_str(), v) {
                        ("description" | "title" | "url", Value::String(_)) => json!("…"),
                        _ => without_text(v),
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_text).collect()),
        other => other.clone(),
    }
}

#[tokio::test]
async fn every_variant_documents_the_same_api_in_its_language() {
    let app = TestApp::new().await;
    let en = app.get(ALPHA, DOC, None).await;
    for lang in ["fr", "de", "es"] {
        let reply = app.get(ALPHA, &format!("/{lang}{DOC}"), None).await;
        assert_eq!(reply.status, StatusCode::OK);
        assert_eq!(reply.header("content-language"), Some(lang));
        assert_eq!(
            reply.body["servers"][0]["url"],
            format!("http://alpha.test/{lang}/wp-json/tribe/events/v1/")
        );
        assert_eq!(without_text(&reply.body), without_text(&en.body), "{lang}");
        assert_ne!(reply.body["info"]["title"], en.body["info"]["title"]);
    }
    let fr = app.get(ALPHA, &format!("/fr{DOC}"), None).await;
    assert_eq!(
        fr.body["paths"]["/events/{id}"]["post"]["requestBody"]["content"]["application/x-www-form-urlencoded"]
            ["schema"]["properties"]["title"]["description"],
        "Titre de l’évènement."
    );
    assert_eq!(
        fr.body["paths"]["/events"]["get"]["responses"]["404"]["description"],
        "La page demandée n’existe pas."
    );
    assert_eq!(
        fr.body["components"]["schemas"]["DateDetails"]["properties"]["year"]["description"],
        "Année"
    );
    let beta = app.get(BETA, &format!("/en{DOC}"), None).await;
    assert_eq!(
        beta.body["servers"][0]["url"],
        "https://beta.test/en/wp-json/tribe/events/v1/"
    );
}

#[tokio::test]
async fn servers_url_keeps_the_port_and_base_path() {
    let app = TestApp::with_config(
        "[[tenant]]\nid = \"p\"\nhosts = [\"p.test\"]\nsite_url = \"http://p.test:8443/agenda\"\nbase_path = \"/agenda\"\nlanguages = [\"en\", \"es\"]\n",
    )
    .await;
    let reply = app
        .get("p.test", "/agenda/es/wp-json/tribe/events/v1/doc", None)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(
        reply.body["servers"],
        json!([{"url": "http://p.test:8443/agenda/es/wp-json/tribe/events/v1/"}])
    );
}
