//! What a web page and generic WordPress clients need: CORS on every answer, `OPTIONS`
//! descriptions, WordPress's paging and discovery headers, `nosniff`.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

const PAGE: &str = "http://127.0.0.1:9000";

fn header_has(reply: &Reply, name: &str, token: &str) -> bool {
    reply
        .header(name)
        .is_some_and(|v| v.split(',').any(|t| t.trim().eq_ignore_ascii_case(token)))
}

fn assert_cors(reply: &Reply, origin: &str, context: &str) {
    assert_eq!(
        reply.header("access-control-allow-origin"),
        Some(origin),
        "{context}"
    );
    assert_eq!(
        reply.header("access-control-allow-credentials"),
        Some("true"),
        "{context}"
    );
    assert_eq!(
        reply.header("access-control-allow-methods"),
        Some("OPTIONS, GET, POST, PUT, PATCH, DELETE"),
        "{context}"
    );
    for allowed in [
        "Authorization",
        "X-WP-Nonce",
        "Content-Disposition",
        "Content-MD5",
        "Content-Type",
        "If-None-Match",
        "X-HTTP-Method-Override",
    ] {
        assert!(
            header_has(reply, "access-control-allow-headers", allowed),
            "{context}: {allowed}"
        );
    }
    for exposed in [
        "X-WP-Total",
        "X-WP-TotalPages",
        "Link",
        "X-TEC-Total",
        "X-TEC-TotalPages",
        "ETag",
        "Content-Language",
        "Allow",
    ] {
        assert!(
            header_has(reply, "access-control-expose-headers", exposed),
            "{context}: {exposed}"
        );
    }
    assert!(header_has(reply, "vary", "Origin"), "{context}");
}

fn no_cors(reply: &Reply, context: &str) {
    for name in [
        "access-control-allow-origin",
        "access-control-allow-credentials",
        "access-control-allow-methods",
        "access-control-allow-headers",
        "access-control-expose-headers",
    ] {
        assert_eq!(reply.header(name), None, "{context}: {name}");
    }
}

#[tokio::test]
async fn every_answer_of_a_tenant_carries_cors_headers_errors_included() {
    let app = TestApp::new().await;
    let origin = [("origin", PAGE)];
    let id = app
        .create_event(
            ALPHA,
            json!({"title": "Concert", "start_date": "2030-01-01 20:00", "end_date": "2030-01-01 22:00"}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let read = app
        .get_with(ALPHA, &format!("/fr{NS}/events/{id}"), &origin)
        .await;
    assert_eq!(read.status, StatusCode::OK);
    assert_cors(&read, PAGE, "read");
    let cached = app
        .get_with(
            ALPHA,
            &format!("/fr{NS}/events/{id}"),
            &[("origin", "https://other.example")],
        )
        .await;
    assert_cors(
        &cached,
        "https://other.example",
        "a cached read, another page",
    );
    assert_eq!(
        cached.header("etag"),
        read.header("etag"),
        "the same cached body"
    );

    let missing = app
        .get_with(ALPHA, &format!("/fr{NS}/events/999999"), &origin)
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_cors(&missing, PAGE, "404");
    let invalid = app
        .get_with(ALPHA, &format!("{NS}/events?per_page=nope"), &origin)
        .await;
    assert_eq!(invalid.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&invalid, "rest_invalid_param", "per_page");
    assert_cors(&invalid, PAGE, "400");
    let wrong_password = app
        .call_with(
            Call {
                method: Method::GET,
                host: ALPHA,
                path: format!("{NS}/events"),
                auth: Some((ADMIN.0, "wrong")),
                body: None,
            },
            &origin,
            None,
        )
        .await;
    assert_eq!(wrong_password.status, StatusCode::UNAUTHORIZED);
    assert_cors(&wrong_password, PAGE, "401");
    let unsupported = app
        .call_with(
            Call {
                method: Method::POST,
                host: ALPHA,
                path: format!("{NS}/events"),
                auth: Some(ADMIN),
                body: Some(("<xml/>".into(), "text/xml")),
            },
            &origin,
            None,
        )
        .await;
    assert_eq!(unsupported.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_cors(&unsupported, PAGE, "415");
    let null_origin = app
        .get_with(ALPHA, &format!("{NS}/events"), &[("origin", "null")])
        .await;
    assert_cors(&null_origin, "null", "a page from a file");

    let without = app.get(ALPHA, &format!("{NS}/events"), None).await;
    no_cors(&without, "no Origin");
    assert!(header_has(&without, "vary", "Origin"));
    let garbled = app
        .get_with(
            ALPHA,
            &format!("{NS}/events"),
            &[("origin", "not an origin")],
        )
        .await;
    no_cors(&garbled, "an Origin that is none");
    let health = app.get_with(ALPHA, "/healthz", &origin).await;
    no_cors(&health, "process endpoints are no tenant's");
}

#[tokio::test]
async fn a_tenant_may_restrict_the_pages_that_read_it() {
    let app = TestApp::with_config(
        "[[tenant]]\nid = \"alpha\"\nhosts = [\"alpha.test\"]\n\
         cors_allowed_origins = [\"https://www.alpha.test/\", \"http://localhost:3000\"]\n\
         [[tenant]]\nid = \"beta\"\nhosts = [\"beta.test\"]\n",
    )
    .await;
    let from = |origin: &'static str| [("origin", origin)];
    let allowed = app
        .get_with(
            ALPHA,
            &format!("{NS}/events"),
            &from("https://www.alpha.test"),
        )
        .await;
    assert_cors(&allowed, "https://www.alpha.test", "listed");
    let port = app
        .get_with(
            ALPHA,
            &format!("{NS}/events"),
            &from("http://localhost:3000"),
        )
        .await;
    assert_cors(&port, "http://localhost:3000", "listed with its port");
    let refused = app
        .get_with(
            ALPHA,
            &format!("{NS}/events"),
            &from("https://evil.example"),
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::OK,
        "the answer is made; the browser keeps it from the page"
    );
    no_cors(&refused, "not listed");
    let other_port = app
        .get_with(
            ALPHA,
            &format!("{NS}/events"),
            &from("http://localhost:3001"),
        )
        .await;
    no_cors(&other_port, "another port is another origin");
    let open = app
        .get_with(
            "beta.test",
            &format!("{NS}/events"),
            &from("https://evil.example"),
        )
        .await;
    assert_cors(&open, "https://evil.example", "a tenant without a list");

    for (value, key) in [
        ("[\"www.alpha.test\"]", "cors_allowed_origins"),
        ("[\"https://x.test/path\"]", "cors_allowed_origins"),
    ] {
        let error = calendar_gateway::config::Config::from_toml(
            &format!("[[tenant]]\nid = \"a\"\ncors_allowed_origins = {value}\n"),
            &built_in(),
        )
        .expect_err("refused")
        .to_string();
        assert!(error.contains(key) && error.contains("fix:"), "{error}");
    }
}

/// The entry of `route` in the namespace index of the French variant.
async fn index_entry(app: &TestApp, route: &str) -> Value {
    let index = app.get(ALPHA, &format!("/fr{NS}/"), None).await;
    index.body["routes"][route].clone()
}

#[tokio::test]
async fn options_describe_the_route_as_the_index_does() {
    let app = TestApp::new().await;
    let preflight = [
        ("origin", PAGE),
        ("access-control-request-method", "POST"),
        (
            "access-control-request-headers",
            "authorization,content-type",
        ),
    ];
    let options = |path: String, auth: Option<(&'static str, &'static str)>| {
        let app = &app;
        async move {
            app.call_with(
                Call {
                    method: Method::OPTIONS,
                    host: ALPHA,
                    path,
                    auth,
                    body: None,
                },
                &preflight,
                None,
            )
            .await
        }
    };
    let events = options(format!("/fr{NS}/events"), None).await;
    assert_eq!(events.status, StatusCode::OK, "{}", events.raw);
    assert_cors(&events, PAGE, "preflight");
    assert_eq!(events.header("content-language"), Some("fr"));
    assert_eq!(
        clock_free(&events.body),
        clock_free(&index_entry(&app, "/tribe/events/v1/events").await)
    );
    assert!(
        events.raw.contains("Page de résultats à renvoyer"),
        "described in the variant's language: {}",
        events.raw
    );
    assert_eq!(events.header("allow"), Some("GET"), "anonymous: reads only");
    let as_admin = options(format!("/fr{NS}/events"), Some(ADMIN)).await;
    assert_eq!(as_admin.header("allow"), Some("GET, POST"));
    let as_subscriber = options(format!("{NS}/events/12"), Some(SUBSCRIBER)).await;
    assert_eq!(as_subscriber.header("allow"), Some("GET"));
    let single = options(format!("/fr{NS}/events/12/"), Some(EDITOR)).await;
    assert_eq!(single.status, StatusCode::OK);
    assert_eq!(
        single.header("allow"),
        Some("GET, DELETE, POST, PUT, PATCH")
    );
    assert_eq!(
        single.body,
        index_entry(&app, "/tribe/events/v1/events/(?P<id>\\d+)").await
    );
    let by_slug = options(format!("/fr{NS}/venues/by-slug/la-salle"), None).await;
    assert_eq!(
        by_slug.body,
        index_entry(&app, "/tribe/events/v1/venues/by-slug/(?P<slug>[^/]+)").await
    );
    let tags = options(format!("{NS}/tags/3"), Some(AUTHOR)).await;
    assert_eq!(
        tags.header("allow"),
        Some("GET"),
        "authors do not manage tags"
    );
    let namespace = options(format!("/fr{NS}"), None).await;
    assert_eq!(namespace.body, index_entry(&app, "/tribe/events/v1").await);
    let root = options("/fr/wp-json/".into(), None).await;
    assert_eq!(root.status, StatusCode::OK);
    assert_eq!(root.body["methods"], json!(["GET"]));

    for unknown in [
        format!("{NS}/nothing"),
        format!("{NS}/events/abc"),
        format!("{NS}/events/by-slug/"),
        "/elsewhere".to_string(),
    ] {
        let reply = options(unknown.clone(), None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{unknown}"
        );
    }
}

#[tokio::test]
async fn lists_page_the_wordpress_way_and_every_answer_names_the_api_root() {
    let app = TestApp::new().await;
    for day in 1..=5 {
        app.create_event(
            ALPHA,
            json!({"title": format!("Day {day}"), "start_date": format!("2030-03-0{day} 10:00"), "end_date": format!("2030-03-0{day} 11:00"), "venue": {"venue": format!("Hall {day}")}, "categories": [format!("Cat {day}")]}),
        )
        .await;
    }
    let window = "start_date=2030-03-01&end_date=2030-03-31";
    let middle = app
        .get(
            ALPHA,
            &format!("/fr{NS}/events?{window}&per_page=2&page=2"),
            None,
        )
        .await;
    assert_eq!(middle.header("x-wp-total"), Some("5"));
    assert_eq!(middle.header("x-wp-totalpages"), Some("3"));
    assert_eq!(middle.header("x-tec-total"), Some("5"));
    let link = middle.header("link").expect("link").to_string();
    let prev = middle.body["previous_rest_url"].as_str().expect("prev");
    let next = middle.body["next_rest_url"].as_str().expect("next");
    assert!(
        link.starts_with(&format!(
            "<http://alpha.test/fr/wp-json/>; rel=\"https://api.w.org/\", <{prev}>; rel=\"prev\", <{next}>; rel=\"next\", "
        )),
        "{link}"
    );
    assert!(link.contains("hreflang=\"en\""), "{link}");
    let first = app
        .get(ALPHA, &format!("{NS}/events?{window}&per_page=2"), None)
        .await;
    let link = first.header("link").expect("link");
    assert!(
        link.contains("rel=\"next\"") && !link.contains("rel=\"prev\""),
        "{link}"
    );

    for list in ["venues", "organizers", "categories", "tags"] {
        let reply = app
            .get(ALPHA, &format!("{NS}/{list}?per_page=1"), None)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{list}");
        assert_eq!(
            reply.header("x-wp-total"),
            reply.header("x-tec-total"),
            "{list}"
        );
        assert_eq!(
            reply.header("x-wp-totalpages"),
            reply.header("x-tec-totalpages"),
            "{list}"
        );
        if reply.body["total"].as_i64().unwrap_or(0) > 1 {
            let next = reply.body["next_rest_url"].as_str().expect("next");
            assert!(
                reply
                    .header("link")
                    .is_some_and(|l| l.contains(&format!("<{next}>; rel=\"next\""))),
                "{list}: {:?}",
                reply.header("link")
            );
        }
    }

    for (method, path) in [
        (Method::GET, format!("{NS}/doc")),
        (Method::GET, format!("{NS}/events/424242")),
        (Method::GET, "/wp-json/".to_string()),
        (Method::OPTIONS, format!("{NS}/events")),
        (Method::DELETE, format!("{NS}/events")),
    ] {
        let reply = app
            .call(Call {
                method: method.clone(),
                host: BETA,
                path: path.clone(),
                auth: None,
                body: None,
            })
            .await;
        assert!(
            reply.header("link").is_some_and(
                |l| l.starts_with("<https://beta.test/wp-json/>; rel=\"https://api.w.org/\"")
            ),
            "{method} {path}: {:?}",
            reply.header("link")
        );
    }
    let root = app.get(BETA, "/en/wp-json/", None).await;
    assert!(
        root.header("link").is_some_and(
            |l| l.starts_with("<https://beta.test/en/wp-json/>; rel=\"https://api.w.org/\"")
        ),
        "a variant's own REST root"
    );
    assert!(
        root.body["routes"]["/tribe/events/v1/events"].is_object(),
        "what generic clients build their routes from"
    );
}

#[tokio::test]
async fn the_site_root_answers_discovery() {
    let app = TestApp::new().await;
    let home = app.get(ALPHA, "/fr/", None).await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(
        home.header("link").is_some_and(
            |l| l.starts_with("<http://alpha.test/fr/wp-json/>; rel=\"https://api.w.org/\"")
        ),
        "{:?}",
        home.header("link")
    );
    let root = app.get(ALPHA, "/fr/wp-json/", None).await;
    assert_eq!(
        clock_free(&home.body),
        clock_free(&root.body),
        "the site root answers as the REST root"
    );
    let post = app.post(ALPHA, "/", None, &json!({})).await;
    assert_eq!(post.code(), "rest_no_route");
}

#[tokio::test]
async fn nothing_is_sniffed() {
    let app = TestApp::new().await;
    for (host, path) in [
        (ALPHA, format!("{NS}/events")),
        (ALPHA, format!("{NS}/events/999999")),
        (ALPHA, "/healthz".to_string()),
        ("unknown.host", "/nowhere".to_string()),
    ] {
        let reply = app.get(host, &path, None).await;
        assert_eq!(
            reply.header("x-content-type-options"),
            Some("nosniff"),
            "{host}{path}"
        );
    }
    let bad_host = app.get("bad host!", &format!("{NS}/events"), None).await;
    assert_eq!(bad_host.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad_host.code(), "rest_bad_request");
    assert_eq!(bad_host.header("x-content-type-options"), Some("nosniff"));
}
