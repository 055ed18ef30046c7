//! The namespace index, the REST root, and the proof that validation, the index and
//! `/doc` say the same about every registered route.

use axum::http::{Method, StatusCode};
use calendar_gateway::api::ROUTES;
use calendar_gateway::api::registry::{Doc, Verb};
use calendar_gateway::http::args::{ArgSpec, ArgType, DefaultValue, Location};
use calendar_gateway::i18n::{I18n, Requirements};
use serde_json::{Map, Value, json};

use crate::helpers::*;

fn keys(v: &Value) -> Vec<&str> {
    v.as_object()
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default()
}

/// Keys of each argument, as the plugin's own index lists them.
fn plugin_arg_keys(route: &str, method: &str) -> Vec<(&'static str, &'static str)> {
    const LIST: &[(&str, &str)] = &[
        ("page", "default description type required"),
        ("per_page", "default description type required"),
        ("start_date", "default description required"),
        ("end_date", "default description required"),
        ("starts_before", "description required"),
        ("starts_after", "description required"),
        ("ends_before", "description required"),
        ("ends_after", "description required"),
        ("strict_dates", "default description required"),
        ("search", "description type required"),
        ("categories", "description items required"),
        ("tags", "description items required"),
        ("venue", "description items required"),
        ("organizer", "description items required"),
        ("featured", "type description required"),
        ("status", "format description required"),
        ("geoloc", "type description required"),
        ("geoloc_lat", "format description required"),
        ("geoloc_lng", "format description required"),
        ("include", "description items required"),
        ("post_parent", "type description required"),
        ("ticketed", "type description required"),
    ];
    const FIELDS_HEAD: &[(&str, &str)] = &[
        ("author", "type description required"),
        ("date", "type description required"),
        ("date_utc", "type description required"),
        ("title", "type description required"),
        ("description", "type description required"),
    ];
    const FIELDS_TAIL: &[(&str, &str)] = &[
        ("excerpt", "type description required"),
        ("status", "type description required"),
        ("timezone", "type description required"),
        ("all_day", "default type description required"),
        ("start_date", "type description required"),
        ("end_date", "type description required"),
        ("image", "type description required"),
        ("cost", "description required"),
        ("website", "default description required"),
        ("show_map", "type description required"),
        ("show_map_link", "type description required"),
        ("hide_from_listings", "type description required"),
        ("sticky", "type description required"),
        ("featured", "type description required"),
        ("categories", "default items description required"),
        ("tags", "default items description required"),
        ("venue", "default items description required"),
        ("organizer", "default items description required"),
    ];
    const TYPED: &str = "type description required";
    let slug = [("slug", TYPED)];
    let fields = |with_slug: bool| {
        let mut v = FIELDS_HEAD.to_vec();
        if with_slug {
            v.push(("slug", TYPED));
        }
        v.extend_from_slice(FIELDS_TAIL);
        v
    };
    const LINKED_LIST: &[(&str, &str)] = &[
        ("page", "default description type required"),
        ("per_page", "default description type required"),
        ("search", "description type required"),
        ("event", "description type required"),
        ("has_events", "description required"),
        ("only_with_upcoming", "description default required"),
        ("status", "format description required"),
    ];
    const NULLABLE: &str = "type default description required";
    const VENUE_FIELDS: &[(&str, &str)] = &[
        ("author", TYPED),
        ("date", TYPED),
        ("date_utc", TYPED),
        ("venue", TYPED),
        ("description", NULLABLE),
        ("status", TYPED),
        ("show_map", NULLABLE),
        ("show_map_link", NULLABLE),
        ("address", NULLABLE),
        ("city", NULLABLE),
        ("country", NULLABLE),
        ("province", NULLABLE),
        ("state", NULLABLE),
        ("zip", NULLABLE),
        ("phone", NULLABLE),
        ("stateprovince", NULLABLE),
        ("website", NULLABLE),
        ("image", NULLABLE),
    ];
    const ORGANIZER_FIELDS: &[(&str, &str)] = &[
        ("author", NULLABLE),
        ("date", NULLABLE),
        ("date_utc", NULLABLE),
        ("organizer", NULLABLE),
        ("description", NULLABLE),
        ("status", NULLABLE),
        ("phone", NULLABLE),
        ("website", NULLABLE),
        ("email", NULLABLE),
        ("image", NULLABLE),
    ];
    const FILTER: &str = "description type required";
    let terms_list = |with_parent: bool| {
        let mut v = vec![
            ("page", "default description type required"),
            ("per_page", "default description type required"),
            ("search", FILTER),
            ("exclude", "description items required"),
            ("include", "description items required"),
            ("order", FILTER),
            ("orderby", FILTER),
            ("hide_empty", "description type default required"),
        ];
        if with_parent {
            v.push(("parent", FILTER));
        }
        v.extend([("post", FILTER), ("event", FILTER), ("slug", FILTER)]);
        v
    };
    let term_fields = |with_parent: bool| {
        let mut v = vec![("name", TYPED), ("description", TYPED), ("slug", TYPED)];
        if with_parent {
            v.push(("parent", TYPED));
        }
        v
    };
    let id = vec![("id", TYPED)];
    match (route, method) {
        ("/events", "GET") => LIST.to_vec(),
        ("/events", "POST") => fields(true),
        ("/events/{id}", "POST") => {
            [vec![("id", TYPED), ("password", TYPED)], fields(true)].concat()
        }
        ("/events/{id}", _) => vec![("id", TYPED), ("password", TYPED)],
        ("/events/by-slug/{slug}", "POST") => [slug.to_vec(), fields(false)].concat(),
        ("/events/by-slug/{slug}", _) => slug.to_vec(),
        ("/venues" | "/organizers", "GET") => LINKED_LIST.to_vec(),
        ("/venues", "POST") => VENUE_FIELDS.to_vec(),
        ("/venues/{id}", "POST") => [id, VENUE_FIELDS.to_vec()].concat(),
        ("/venues/by-slug/{slug}", "POST") => [slug.to_vec(), VENUE_FIELDS.to_vec()].concat(),
        ("/organizers", "POST") => ORGANIZER_FIELDS.to_vec(),
        ("/organizers/{id}", "POST") => [id, ORGANIZER_FIELDS.to_vec()].concat(),
        ("/organizers/by-slug/{slug}", "POST") => {
            [slug.to_vec(), ORGANIZER_FIELDS.to_vec()].concat()
        }
        ("/categories/{id}", "POST") => [id, term_fields(true)].concat(),
        ("/tags/{id}", "POST") => [id, term_fields(false)].concat(),
        ("/venues/{id}" | "/organizers/{id}" | "/categories/{id}" | "/tags/{id}", _) => id,
        ("/venues/by-slug/{slug}" | "/organizers/by-slug/{slug}", _) => slug.to_vec(),
        ("/categories", "GET") => terms_list(true),
        ("/categories", "POST") => term_fields(true),
        ("/tags", "GET") => terms_list(false),
        ("/tags", "POST") => term_fields(false),
        other => panic!("no plugin sample for {other:?}"),
    }
}

#[tokio::test]
async fn namespace_index_has_the_plugins_structure() {
    let app = TestApp::new().await;
    let reply = app.get(ALPHA, &format!("{NS}/"), None).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.header("allow"), Some("GET"));
    let index = &reply.body;
    assert_eq!(keys(index), ["namespace", "routes", "_links"]);
    assert_eq!(index["namespace"], "tribe/events/v1");
    assert_eq!(
        index["_links"],
        json!({"up": [{"href": "http://alpha.test/wp-json/"}]})
    );
    assert_eq!(
        keys(&index["routes"]),
        [
            "/tribe/events/v1",
            "/tribe/events/v1/doc",
            "/tribe/events/v1/events",
            r"/tribe/events/v1/events/(?P<id>\d+)",
            "/tribe/events/v1/events/by-slug/(?P<slug>[^/]+)",
            "/tribe/events/v1/venues",
            r"/tribe/events/v1/venues/(?P<id>\d+)",
            "/tribe/events/v1/venues/by-slug/(?P<slug>[^/]+)",
            "/tribe/events/v1/organizers",
            r"/tribe/events/v1/organizers/(?P<id>\d+)",
            "/tribe/events/v1/organizers/by-slug/(?P<slug>[^/]+)",
            "/tribe/events/v1/categories",
            r"/tribe/events/v1/categories/(?P<id>\d+)",
            "/tribe/events/v1/tags",
            r"/tribe/events/v1/tags/(?P<id>\d+)",
        ]
    );
    let routes = &index["routes"];
    assert_eq!(
        routes["/tribe/events/v1"],
        json!({
            "namespace": "tribe/events/v1", "methods": ["GET"],
            "endpoints": [{"methods": ["GET"], "args": {
                "namespace": {"default": "tribe/events/v1", "required": false},
                "context": {"default": "view", "required": false}}}],
            "_links": {"self": [{"href": "http://alpha.test/wp-json/tribe/events/v1"}]}
        })
    );
    assert_eq!(
        routes["/tribe/events/v1/doc"],
        json!({
            "namespace": "tribe/events/v1", "methods": ["GET"],
            "endpoints": [{"methods": ["GET"], "args": []}],
            "_links": {"self": [{"href": "http://alpha.test/wp-json/tribe/events/v1/doc"}]}
        })
    );
    let single = &routes[r"/tribe/events/v1/events/(?P<id>\d+)"];
    assert_eq!(
        keys(single),
        ["namespace", "methods", "endpoints"],
        "no self link with a path variable"
    );
    assert_eq!(
        single["methods"],
        json!(["GET", "DELETE", "POST", "PUT", "PATCH"])
    );

    for route in ROUTES
        .iter()
        .map(|r| r.path)
        .filter(|p| !matches!(*p, "/" | "/doc"))
    {
        let key = format!(
            "/tribe/events/v1{}",
            ROUTES
                .iter()
                .find(|r| r.path == route)
                .map(|r| r.pattern())
                .unwrap_or_default()
        );
        let object = &routes[key.as_str()];
        for endpoint in object["endpoints"].as_array().expect("endpoints") {
            assert_eq!(keys(endpoint), ["methods", "args"]);
            let method = endpoint["methods"][0].as_str().expect("method");
            let ours: Vec<(String, String)> = endpoint["args"]
                .as_object()
                .expect("args")
                .iter()
                .map(|(name, arg)| (name.clone(), keys(arg).join(" ")))
                .collect();
            let plugin: Vec<(String, String)> = plugin_arg_keys(route, method)
                .into_iter()
                .map(|(n, k)| (n.to_string(), k.to_string()))
                .collect();
            assert_eq!(ours, plugin, "{method} {route}");
        }
    }
    let list = &routes["/tribe/events/v1/events"]["endpoints"][0]["args"];
    assert_eq!(list["page"]["default"], json!(1));
    assert_eq!(
        list["per_page"]["default"],
        json!("10"),
        "WP parity: a string"
    );
    assert_eq!(list["strict_dates"]["default"], json!("false"));
    assert_eq!(list["geoloc_lat"]["format"], json!("double"));
    assert_eq!(list["categories"]["items"], json!({"type": "integer"}));
    let start = list["start_date"]["default"]
        .as_str()
        .expect("computed default");
    assert!(
        start.ends_with(" 23:59:00"),
        "yesterday 23:59 UTC in site time: {start}"
    );
    let write = &routes["/tribe/events/v1/events"]["endpoints"][1]["args"];
    assert_eq!(write["website"]["default"], Value::Null);
    assert_eq!(write["all_day"]["default"], json!(false));
    assert_eq!(write["title"]["required"], json!(true));

    let venues = &routes["/tribe/events/v1/venues"]["endpoints"];
    assert_eq!(venues[0]["args"]["per_page"]["default"], json!("10"));
    assert_eq!(
        venues[0]["args"]["only_with_upcoming"]["default"],
        json!(false)
    );
    assert_eq!(venues[0]["args"]["status"]["format"], json!("string"));
    assert_eq!(venues[1]["args"]["venue"]["required"], json!(true));
    assert_eq!(venues[1]["args"]["zip"]["default"], Value::Null);
    let by_slug = &routes["/tribe/events/v1/venues/by-slug/(?P<slug>[^/]+)"]["endpoints"][2];
    assert_eq!(by_slug["methods"], json!(["POST", "PUT", "PATCH"]));
    assert_eq!(
        by_slug["args"]["slug"]["required"],
        json!(true),
        "unlike an event's"
    );
    let organizers = &routes["/tribe/events/v1/organizers"]["endpoints"][1]["args"];
    assert_eq!(organizers["organizer"]["required"], json!(true));
    assert_eq!(organizers["author"]["default"], Value::Null);
    let categories = &routes["/tribe/events/v1/categories"]["endpoints"][0]["args"];
    assert_eq!(categories["hide_empty"]["default"], json!("1"));
    assert_eq!(categories["exclude"]["items"], json!({"type": "integer"}));
    let category = &routes[r"/tribe/events/v1/categories/(?P<id>\d+)"];
    assert_eq!(
        category["methods"],
        json!(["GET", "POST", "PUT", "PATCH", "DELETE"]),
        "terms register their edit before their delete"
    );
    assert!(
        routes["/tribe/events/v1/tags"]["endpoints"][0]["args"]
            .get("parent")
            .is_none()
    );
}

#[tokio::test]
async fn index_follows_the_variant_and_the_tenant() {
    let app = TestApp::with_config(
        "[[tenant]]\nid = \"acme\"\nhosts = [\"acme.test\"]\nsite_url = \"https://acme.test/cal\"\nbase_path = \"/cal\"\nvendor = \"acme\"\nrest_prefix = \"api\"\ntimezone = \"Asia/Tokyo\"\n",
    )
    .await;
    let reply = app
        .get("acme.test", "/cal/de/api/acme/events/v1", None)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(reply.body["namespace"], "acme/events/v1");
    assert!(reply.body["routes"].get("/acme/events/v1/events").is_some());
    assert_eq!(
        reply.body["routes"]["/acme/events/v1/doc"]["_links"]["self"][0]["href"],
        "https://acme.test/cal/de/api/acme/events/v1/doc"
    );
    assert_eq!(
        reply.body["routes"]["/acme/events/v1"]["endpoints"][0]["args"]["namespace"]["default"],
        "acme/events/v1"
    );
    assert_eq!(
        reply.body["_links"]["up"][0]["href"],
        "https://acme.test/cal/de/api/"
    );
    let page = &reply.body["routes"]["/acme/events/v1/events"]["endpoints"][0]["args"]["page"];
    assert_eq!(
        page["description"],
        "Zurückzugebende Ergebnisseite, beginnend bei 1."
    );
}

#[tokio::test]
async fn namespace_and_context_parameters() {
    let app = TestApp::new().await;
    let plain = app.get(ALPHA, &format!("{NS}/"), None).await;
    let help = app
        .get(
            ALPHA,
            &format!("{NS}?context=help&namespace=tribe/events/v1"),
            None,
        )
        .await;
    assert_eq!(help.status, StatusCode::OK);
    assert_eq!(
        help.body["routes"].as_object().map(Map::len),
        plain.body["routes"].as_object().map(Map::len)
    );
    let other = app
        .get(ALPHA, &format!("/fr{NS}?namespace=wp/v2"), None)
        .await;
    assert_eq!(
        (other.status, other.code()),
        (StatusCode::NOT_FOUND, "rest_invalid_namespace")
    );
    assert_eq!(
        other.body["message"],
        "L’espace de noms indiqué est introuvable."
    );
    let post = app.post(ALPHA, &format!("{NS}/"), None, &json!({})).await;
    assert_eq!(
        (post.status, post.code()),
        (StatusCode::NOT_FOUND, "rest_no_route")
    );
}

#[tokio::test]
async fn rest_root_lists_the_namespace_and_every_variant() {
    let app = TestApp::new().await;
    let reply = app.get(ALPHA, "/de/wp-json/", None).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(
        keys(&reply.body),
        ["url", "home", "namespaces", "routes", "languages"]
    );
    assert_eq!(reply.body["url"], "http://alpha.test/de");
    assert_eq!(
        reply.body["namespaces"],
        json!(["tribe/events/v1", "calendar-gateway/v1"])
    );
    assert_eq!(
        reply.body["routes"]["/tribe/events/v1/events"]["endpoints"][0]["args"]["page"]["description"],
        "Zurückzugebende Ergebnisseite, beginnend bei 1."
    );
    assert_eq!(
        reply.body["languages"],
        json!([
            {"tag": "en", "name": "English", "dir": "ltr", "base_url": "http://alpha.test/wp-json/tribe/events/v1/", "coverage": 100, "default": true},
            {"tag": "fr", "name": "Français", "dir": "ltr", "base_url": "http://alpha.test/fr/wp-json/tribe/events/v1/", "coverage": 100, "default": false},
            {"tag": "de", "name": "Deutsch", "dir": "ltr", "base_url": "http://alpha.test/de/wp-json/tribe/events/v1/", "coverage": 100, "default": false},
            {"tag": "es", "name": "Español", "dir": "ltr", "base_url": "http://alpha.test/es/wp-json/tribe/events/v1/", "coverage": 100, "default": false},
        ])
    );
    let beta = app.get(BETA, "/wp-json", None).await;
    assert_eq!(beta.status, StatusCode::OK);
    assert_eq!(beta.header("content-language"), Some("fr"));
    let tags: Vec<&str> = beta.body["languages"]
        .as_array()
        .expect("languages")
        .iter()
        .filter_map(|l| l["tag"].as_str())
        .collect();
    assert_eq!(tags, ["fr", "en"]);
    let bad_login = app.get(ALPHA, "/wp-json/", Some(("admin", "wrong"))).await;
    assert_eq!(bad_login.status, StatusCode::UNAUTHORIZED);
    let write = app.post(ALPHA, "/wp-json/", Some(ADMIN), &json!({})).await;
    assert_eq!(
        (write.status, write.code()),
        (StatusCode::NOT_FOUND, "rest_no_route")
    );
}

/// A concrete address for a route path, its variables filled.
fn concrete(path: &str) -> String {
    let path = path
        .replace("{id}", "987654")
        .replace("{slug}", "no-such-event");
    if path == "/" {
        format!("{NS}/")
    } else {
        format!("{NS}{path}")
    }
}

/// Argument values that pass validation, for the required arguments of a spec.
fn valid_value(arg: &ArgSpec) -> Value {
    match (arg.name, arg.ty) {
        ("start_date" | "end_date", _) => json!("2031-01-01 10:00:00"),
        (_, ArgType::Integer) => json!(1),
        (_, ArgType::Boolean) => json!(true),
        _ => json!("Valid text"),
    }
}

fn given_by_path(route: &str, arg: &ArgSpec) -> bool {
    route.contains(&format!("{{{}}}", arg.name))
}

async fn send(app: &TestApp, verb: Verb, route: &str, params: &Map<String, Value>) -> Reply {
    let path = concrete(route);
    match verb {
        Verb::Get | Verb::Delete => {
            let query = params
                .iter()
                .map(|(k, v)| {
                    let text = v.as_str().map_or_else(|| v.to_string(), str::to_string);
                    format!("{k}={}", text.replace(' ', "%20"))
                })
                .collect::<Vec<_>>()
                .join("&");
            let method = if verb == Verb::Get {
                Method::GET
            } else {
                Method::DELETE
            };
            app.call(Call {
                method,
                host: ALPHA,
                path: format!("{path}?{query}"),
                auth: None,
                body: None,
            })
            .await
        }
        _ => {
            app.post(ALPHA, &path, None, &Value::Object(params.clone()))
                .await
        }
    }
}

/// For every registered route and method: the index lists exactly the arguments the
/// handler validates, with the same requirement, type, default and description; `/doc`
/// documents each operation with those same arguments; and requests prove that the
/// validation enforces what both documents claim.
#[tokio::test]
async fn validation_index_and_doc_agree_for_every_route() {
    let app = TestApp::new().await;
    let i18n = I18n::load(&built_in(), Requirements::default()).expect("locales");
    let catalog = i18n.snapshot();
    let text = |id: &str| catalog.texts("en", "en").text(id);
    let index = app.get(ALPHA, &format!("{NS}/"), None).await.body;
    let doc = app.get(ALPHA, &format!("{NS}/doc"), None).await.body;
    let same = |a: &ArgSpec, b: &ArgSpec| {
        (a.name, a.ty, a.required, a.description, a.location)
            == (b.name, b.ty, b.required, b.description, b.location)
    };
    let registered = |spec: &[ArgSpec]| {
        ROUTES
            .iter()
            .flat_map(|r| r.endpoints)
            .any(|e| e.args.len() == spec.len() && e.args.iter().zip(spec).all(|(a, b)| same(a, b)))
    };

    for route in ROUTES {
        let key = format!("/tribe/events/v1{}", route.pattern());
        let object = &index["routes"][key.as_str()];
        assert!(object.is_object(), "{key} missing from the index");
        for (position, endpoint) in route.endpoints.iter().enumerate() {
            let listed = &object["endpoints"][position];
            let methods: Vec<&str> = endpoint.methods.iter().map(|v| v.as_str()).collect();
            assert_eq!(listed["methods"], json!(methods), "{key}");
            let names: Vec<&str> = endpoint.args.iter().map(|a| a.name).collect();
            let args = &listed["args"];
            if names.is_empty() {
                assert_eq!(*args, json!([]));
            } else {
                assert_eq!(keys(args), names, "{key} {methods:?}");
            }
            for arg in endpoint.args {
                let shown = &args[arg.name];
                let at = format!("{:?} {key} {}", methods, arg.name);
                assert_eq!(shown["required"], json!(arg.required), "{at}");
                assert_eq!(
                    shown.get("type").and_then(Value::as_str),
                    arg.ty.schema_name(),
                    "{at}"
                );
                assert_eq!(
                    shown
                        .get("description")
                        .and_then(Value::as_str)
                        .map(str::to_string),
                    arg.description.map(text),
                    "{at}"
                );
                match arg.default {
                    None => assert!(shown.get("default").is_none(), "{at}"),
                    Some(DefaultValue::Dynamic(_)) => {
                        assert!(shown.get("default").is_some(), "{at}")
                    }
                    Some(d) => {
                        assert_eq!(shown["default"], d.applied().unwrap_or(Value::Null), "{at}")
                    }
                }
            }

            let Doc::Operation(op) = &endpoint.doc else {
                continue;
            };
            let verb = endpoint.methods[0];
            let operation = &doc["paths"][route.path][verb.operation()];
            assert!(
                operation.is_object(),
                "{} {} missing from /doc",
                verb.operation(),
                route.path
            );
            let parameters = op.parameters.unwrap_or(endpoint.args);
            assert!(
                registered(parameters),
                "/doc documents parameters no route validates"
            );
            let documented = operation
                .get("parameters")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            assert_eq!(
                documented.len(),
                parameters.len(),
                "{key} {}",
                verb.operation()
            );
            for (arg, param) in parameters.iter().zip(&documented) {
                assert_eq!(param["name"], arg.name);
                assert_eq!(param["required"], json!(arg.required), "{key} {}", arg.name);
                let place = if arg.location == Location::Path {
                    "path"
                } else {
                    "query"
                };
                assert_eq!(param["in"], place);
                assert_eq!(
                    param["schema"]["type"].as_str(),
                    arg.documented_type().schema_name()
                );
                assert_eq!(
                    param["description"].as_str().map(str::to_string),
                    arg.description.map(text)
                );
                // The same argument is described identically in the index.
                let same_in_index = index["routes"]
                    .as_object()
                    .into_iter()
                    .flat_map(|r| r.values())
                    .flat_map(|r| r["endpoints"].as_array().cloned().unwrap_or_default())
                    .any(|e| e["args"][arg.name]["description"] == param["description"]);
                assert!(
                    same_in_index,
                    "{} described differently in the index",
                    arg.name
                );
            }
            if let Some(body) = op.body {
                assert!(registered(body), "/doc documents a body no route validates");
                let properties = &operation["requestBody"]["content"]["application/x-www-form-urlencoded"]
                    ["schema"]["properties"];
                let names: Vec<&str> = body.iter().map(|a| a.name).collect();
                assert_eq!(keys(properties), names);
                for arg in body {
                    assert_eq!(
                        properties[arg.name]["description"]
                            .as_str()
                            .map(str::to_string),
                        arg.description.map(text)
                    );
                    assert_eq!(
                        properties[arg.name]["type"].as_str(),
                        arg.documented_type().schema_name()
                    );
                }
            }
        }
    }

    // What the validation of each endpoint enforces is what the index says.
    for route in ROUTES {
        for endpoint in route.endpoints {
            let verb = endpoint.methods[0];
            let required: Vec<&ArgSpec> = endpoint
                .args
                .iter()
                .filter(|a| a.required && !given_by_path(route.path, a))
                .collect();
            let at = format!("{} {}", verb.as_str(), route.path);
            if !required.is_empty() {
                let reply = send(&app, verb, route.path, &Map::new()).await;
                assert_eq!(
                    reply.code(),
                    "rest_missing_callback_param",
                    "{at}: {}",
                    reply.raw
                );
                let names: Vec<&str> = required.iter().map(|a| a.name).collect();
                assert_eq!(reply.body["data"]["params"], json!(names), "{at}");
            }
            let base: Map<String, Value> = required
                .iter()
                .map(|a| (a.name.to_string(), valid_value(a)))
                .collect();
            for arg in endpoint
                .args
                .iter()
                .filter(|a| a.type_checked && !given_by_path(route.path, a))
            {
                let wrong = match arg.ty {
                    ArgType::Integer | ArgType::Boolean | ArgType::Number => json!("not-valid-x"),
                    // Query strings only carry strings; a body can carry a number.
                    ArgType::String if matches!(verb, Verb::Post) => json!(12345),
                    _ => continue,
                };
                let mut params = base.clone();
                params.insert(arg.name.to_string(), wrong);
                let reply = send(&app, verb, route.path, &params).await;
                assert_eq!(
                    reply.code(),
                    "rest_invalid_param",
                    "{at} {}: {}",
                    arg.name,
                    reply.raw
                );
                assert!(
                    reply.body["data"]["params"].get(arg.name).is_some(),
                    "{at} {}: {}",
                    arg.name,
                    reply.raw
                );
            }
        }
    }
    let events: i64 = app.db().scalar("SELECT COUNT(*) FROM posts", &[]).await;
    assert_eq!(events, 0, "rejected requests wrote nothing");
}
