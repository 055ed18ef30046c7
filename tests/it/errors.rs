//! Bad input: every malformed request gets a 4xx envelope and writes nothing.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::helpers::*;

async fn event_count(app: &TestApp) -> i64 {
    app.db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE post_type = 'tribe_events'",
            &[],
        )
        .await
}

fn valid() -> serde_json::Value {
    json!({"title": "Valid", "start_date": "2026-05-01 10:00", "end_date": "2026-05-01 11:00"})
}

fn with(field: &str, value: serde_json::Value) -> serde_json::Value {
    let mut body = valid();
    body[field] = value;
    body
}

#[tokio::test]
async fn envelopes_for_bad_bodies() {
    let app = TestApp::new().await;
    let cases: Vec<(Call, StatusCode, &str)> = vec![
        (
            Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("{\"title\": ".into(), "application/json")),
            },
            StatusCode::BAD_REQUEST,
            "rest_invalid_json",
        ),
        (
            Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("[1, 2]".into(), "application/json")),
            },
            StatusCode::BAD_REQUEST,
            "rest_missing_callback_param",
        ),
        (
            Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("<event/>".into(), "application/xml")),
            },
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "rest_unsupported_media_type",
        ),
        (
            Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("x".repeat(1024 * 1024 + 10), "application/json")),
            },
            StatusCode::PAYLOAD_TOO_LARGE,
            "rest_payload_too_large",
        ),
    ];
    for (call, status, code) in cases {
        let reply = app.call(call).await;
        assert_eq!(
            (reply.status, reply.code()),
            (status, code),
            "{}",
            reply.raw.chars().take(300).collect::<String>()
        );
        assert_eq!(reply.body["data"]["status"], json!(status.as_u16()));
        assert!(
            reply.body["message"]
                .as_str()
                .is_some_and(|m| !m.is_empty())
        );
    }
    let invalid_json = app
        .call(Call {
            method: Method::POST,
            host: ALPHA,
            path: EVENTS.into(),
            auth: Some(ADMIN),
            body: Some(("{oops".into(), "application/json")),
        })
        .await;
    assert_eq!(invalid_json.body["data"]["json_error_code"], json!(4));
    assert_eq!(event_count(&app).await, 0);
}

#[tokio::test]
async fn form_bodies_are_accepted() {
    let app = TestApp::new().await;
    let form = "title=Form+event&start_date=2026-05-01+10%3A00&end_date=2026-05-01+11%3A00&categories[]=Folk&featured=1";
    let reply = app
        .call(Call {
            method: Method::POST,
            host: ALPHA,
            path: EVENTS.into(),
            auth: Some(ADMIN),
            body: Some((form.into(), "application/x-www-form-urlencoded")),
        })
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    assert_eq!(reply.body["categories"][0]["name"], "Folk");
    assert_eq!(reply.body["featured"], json!(true));
}

#[tokio::test]
async fn field_validation_writes_nothing() {
    let app = TestApp::new().await;
    let cases = [
        (
            json!({"start_date": "2026-05-01", "end_date": "2026-05-01"}),
            "rest_missing_callback_param",
            "title",
        ),
        (
            with("title", json!(null)),
            "rest_missing_callback_param",
            "title",
        ),
        (with("title", json!("")), "rest_invalid_param", "title"),
        (with("title", json!(42)), "rest_invalid_param", "title"),
        (
            with("slug", json!("s".repeat(201))),
            "rest_invalid_param",
            "slug",
        ),
        (
            with("start_date", json!("3 weeks from now")),
            "rest_invalid_param",
            "start_date",
        ),
        (
            with("end_date", json!("2026-02-30")),
            "rest_invalid_param",
            "end_date",
        ),
        (
            with("status", json!("published")),
            "rest_invalid_param",
            "status",
        ),
        (
            with("timezone", json!("Mars/Olympus")),
            "rest_invalid_param",
            "timezone",
        ),
        (
            with("website", json!("foo")),
            "rest_invalid_param",
            "website",
        ),
        (
            with("featured", json!("yes")),
            "rest_invalid_param",
            "featured",
        ),
        (with("all_day", json!("")), "rest_invalid_param", "all_day"),
        (with("author", json!(9999)), "rest_invalid_param", "author"),
        (with("author", json!("")), "rest_invalid_param", "author"),
        (with("venue", json!(9999)), "rest_invalid_param", "venue"),
        (with("venue", json!("12,13")), "rest_invalid_param", "venue"),
        (
            with("organizer", json!([1, 9999])),
            "rest_invalid_param",
            "organizer",
        ),
        (with("image", json!("")), "rest_invalid_param", "image"),
        (with("image", json!(12345)), "rest_invalid_param", "image"),
        (
            with("description", json!("")),
            "rest_invalid_param",
            "description",
        ),
    ];
    for (body, code, param) in cases {
        let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &body).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, code),
            "{body}: {}",
            reply.raw
        );
        let params = &reply.body["data"]["params"];
        let named = params
            .as_array()
            .map(|a| a.contains(&json!(param)))
            .unwrap_or_else(|| params.get(param).is_some());
        assert!(named, "{param} is named in {}", reply.raw);
    }
    let typed = app
        .post(
            ALPHA,
            EVENTS,
            Some(ADMIN),
            &with("featured", json!("maybe")),
        )
        .await;
    assert_eq!(
        typed.body["data"]["details"]["featured"]["code"],
        "rest_invalid_type"
    );
    assert_eq!(event_count(&app).await, 0, "nothing was written");
}

#[tokio::test]
async fn validation_comes_before_permission() {
    let app = TestApp::new().await;
    let anonymous_without_title = app
        .post(ALPHA, EVENTS, None, &json!({"start_date": "2026-05-01"}))
        .await;
    assert_eq!(anonymous_without_title.status, StatusCode::BAD_REQUEST);
    assert_bad_param(
        &anonymous_without_title,
        "rest_missing_callback_param",
        "title",
    );
    let anonymous_valid = app.post(ALPHA, EVENTS, None, &valid()).await;
    assert_eq!(
        (anonymous_valid.status, anonymous_valid.code()),
        (StatusCode::UNAUTHORIZED, "rest_forbidden")
    );
    assert_eq!(
        anonymous_valid.body["message"],
        "Sorry, you are not allowed to do that."
    );
    let subscriber = app.post(ALPHA, EVENTS, Some(SUBSCRIBER), &valid()).await;
    assert_eq!(
        (subscriber.status, subscriber.code()),
        (StatusCode::FORBIDDEN, "rest_forbidden")
    );
    let contributor_image = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &with("image", json!("https://img.example.org/a.png")),
        )
        .await;
    assert_eq!(
        (contributor_image.status, contributor_image.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param"),
        "uploads need authors and up"
    );
    assert_bad_param(&contributor_image, "rest_invalid_param", "image");
    assert_eq!(event_count(&app).await, 0);
}

#[tokio::test]
async fn unknown_routes_and_methods_are_rest_no_route() {
    let app = TestApp::new().await;
    let created = app.create_event(ALPHA, valid()).await;
    let id = created["id"].as_i64().expect("id");
    for (method, path) in [
        (Method::GET, "/wp-json/tribe/events/v1/nothing"),
        (Method::GET, "/wp-json/tribe/events/v1/events/abc"),
        (Method::GET, "/wp-json/tribe/events/v1/events/by-slug/"),
        (Method::PUT, "/wp-json/tribe/events/v1/events"),
        (Method::DELETE, "/wp-json/tribe/events/v1/events"),
        (Method::GET, "/wp-json/tribe/events/v2/events"),
        (Method::GET, "/somewhere/else"),
        (Method::POST, "/"),
    ] {
        let reply = app
            .call(Call {
                method: method.clone(),
                host: ALPHA,
                path: path.into(),
                auth: None,
                body: None,
            })
            .await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{method} {path}: {}",
            reply.raw
        );
        assert_eq!(
            reply.header("content-type"),
            Some("application/json; charset=UTF-8")
        );
    }
    let case_and_slash = app
        .get(
            ALPHA,
            &format!("/wp-json/tribe/events/v1/EVENTS/{id}/"),
            None,
        )
        .await;
    assert_eq!(
        case_and_slash.status,
        StatusCode::OK,
        "routes match case-insensitively, trailing slash ignored"
    );
    let head = app
        .call(Call {
            method: Method::HEAD,
            host: ALPHA,
            path: EVENTS.into(),
            auth: None,
            body: None,
        })
        .await;
    assert_eq!(head.status, StatusCode::OK);
    let not_event = seed_venue(&app, "alpha", "A Venue", "Nice").await;
    let reply = app.get(ALPHA, &format!("{EVENTS}/{not_event}"), None).await;
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::BAD_REQUEST, "rest-invalid-event-id")
    );
    let zero = app.get(ALPHA, &format!("{EVENTS}/0"), None).await;
    assert_eq!(
        (zero.status, zero.code()),
        (StatusCode::NOT_FOUND, "rest-event-not-found")
    );
}

#[tokio::test]
async fn process_endpoints_and_request_ids() {
    let app = TestApp::new().await;
    let health = app.get("anything", "/healthz", None).await;
    assert_eq!(health.status, StatusCode::OK);
    let ready = app.get("anything", "/readyz", None).await;
    assert_eq!(
        (ready.status, ready.body["status"].as_str()),
        (StatusCode::OK, Some("ready"))
    );
    let reply = app.get(ALPHA, EVENTS, None).await;
    assert!(
        reply
            .header("x-request-id")
            .is_some_and(|id| id.len() >= 32)
    );
}

#[tokio::test]
async fn metrics_count_requests_by_route_template() {
    let app = TestApp::new().await;
    let id = app.create_event(ALPHA, valid()).await["id"]
        .as_i64()
        .expect("id");
    for lang in ["", "/fr", "/de"] {
        app.get(ALPHA, &format!("{lang}{EVENTS}/{id}"), None).await;
    }
    app.get(ALPHA, &format!("{EVENTS}/{id}"), Some((ADMIN.0, "bad")))
        .await;
    let reply = app.scrape().await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(
        reply
            .header("content-type")
            .is_some_and(|t| t.starts_with("text/plain"))
    );
    let text = reply.raw;
    let line = text
        .lines()
        .find(|l| {
            l.starts_with("http_requests_total")
                && l.contains("route=\"/events/{id}\"")
                && l.contains("status=\"200\"")
                && l.contains("method=\"GET\"")
        })
        .unwrap_or_else(|| panic!("no series for /events/{{id}}:\n{text}"));
    let count: u64 = line
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("count");
    assert!(count >= 3, "{line}");
    assert!(
        !text.contains("route=\"/fr") && !text.contains("route=\"/wp-json"),
        "one series for every variant"
    );
    assert!(
        text.contains("http_request_duration_seconds_bucket"),
        "latency histogram"
    );
    assert!(text.contains("route=\"/events\"") && text.contains("status=\"201\""));
    assert!(text.contains("read_cache_misses_total"));
    assert!(text.contains("db_pool_connections{pool=\"read\""));
}

#[tokio::test]
async fn metrics_are_off_the_tenants_hosts_and_their_labels_bounded() {
    let app = TestApp::new().await;
    for host in [ALPHA, "anything"] {
        let reply = app.get(host, "/metrics", None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{host}: {}",
            reply.raw
        );
    }
    for i in 0..50 {
        let method = Method::from_bytes(format!("JUNK{i}").as_bytes()).expect("method");
        let reply = app
            .call(Call {
                method,
                host: ALPHA,
                path: EVENTS.into(),
                auth: None,
                body: None,
            })
            .await;
        assert!(reply.status.is_client_error(), "{}", reply.raw);
    }
    let text = app.scrape().await.raw;
    assert!(!text.contains("JUNK"), "a series per junk method: {text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("http_requests_total") && l.contains("method=\"other\"")),
        "{text}"
    );
}
