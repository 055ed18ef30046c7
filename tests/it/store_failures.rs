//! A store that fails while a write's references are checked (the image, author,
//! venue or organizer a write names) is the server's trouble, not the client's: a
//! 503 with `Retry-After` when it may pass, a 500 otherwise, logged once with the
//! request id, and never a 400 that tells the client its value is wrong.

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use calendar_gateway::config::Config;
use serde_json::{Value, json};

use crate::helpers::*;

/// An anonymous JSON POST: validation comes before permission checks, so the
/// references are checked without the store being needed for authentication.
async fn post(router: &Router, path: &str, body: &Value) -> Reply {
    let request = Request::post(path)
        .header("host", ALPHA)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .expect("request");
    reply_of(router, request).await
}

fn event(links: Value) -> Value {
    let mut body = json!({"title": "Linked", "start_date": "2030-05-01", "end_date": "2030-05-01"});
    body.as_object_mut()
        .expect("object")
        .extend(links.as_object().expect("object").clone());
    body
}

/// Writes naming each kind of reference, on the routes that check them.
fn referencing_writes() -> Vec<(&'static str, Value)> {
    vec![
        (EVENTS, event(json!({"image": 123}))),
        (EVENTS, event(json!({"author": 2}))),
        (EVENTS, event(json!({"venue": 7}))),
        (EVENTS, event(json!({"organizer": [8]}))),
        (
            EVENTS,
            event(json!({"venue": {"venue": "Inline", "author": 3}})),
        ),
        (
            EVENTS,
            event(json!({"organizer": [{"organizer": "Inline", "image": 5}]})),
        ),
        (VENUES, json!({"venue": "Hall", "author": 3})),
        (ORGANIZERS, json!({"organizer": "Crew", "image": 5})),
    ]
}

/// Sends every write of [`referencing_writes`] to `router` and checks each gets
/// `status` and `code`, with `retry_after` as its `Retry-After`, and one log line
/// with its request id and `logged`.
async fn each_write_fails(
    router: &Router,
    (status, code, retry_after): (StatusCode, &str, Option<&str>),
    logged: &str,
) {
    let logs = Logs::default();
    let _capture = logs.capture(tracing::Level::INFO);
    for (path, body) in referencing_writes() {
        let reply = post(router, path, &body).await;
        assert_eq!(
            (reply.status, reply.code(), reply.header("retry-after")),
            (status, code, retry_after),
            "{path} {body}: {}",
            reply.raw
        );
        let request_id = reply
            .header("x-request-id")
            .expect("every response carries its request id");
        assert_eq!(
            logs.lines_with(request_id, logged),
            1,
            "{path} {body}: the failure is logged once, with the request id"
        );
    }
}

#[tokio::test]
async fn an_unreachable_store_while_checking_references_is_a_503_logged_once() {
    let database = TestDatabase::create().await;
    let config = Config::from_toml(CONFIG, &built_in()).expect("config");
    let state = calendar_gateway::server::prepare(config, &database.url, None)
        .await
        .expect("prepare");
    // Every connection closed: each query fails at once, as with a database that
    // went away.
    state.store.close().await;
    let router = calendar_gateway::app::router(state);
    let unavailable = (
        StatusCode::SERVICE_UNAVAILABLE,
        "rest_unavailable",
        Some("1"),
    );
    each_write_fails(&router, unavailable, "store busy or unreachable").await;
}

#[tokio::test]
async fn a_failing_store_while_checking_references_is_a_500_logged_once() {
    let app = TestApp::new().await;
    // Tables gone from under the server: every query on them fails, and waiting
    // would not help.
    app.db()
        .execute("ALTER TABLE users RENAME TO users_gone", &[])
        .await;
    app.db()
        .execute("ALTER TABLE posts RENAME TO posts_gone", &[])
        .await;
    let internal = (
        StatusCode::INTERNAL_SERVER_ERROR,
        "rest_internal_error",
        None,
    );
    each_write_fails(&app.router, internal, "database error").await;
}

#[tokio::test]
async fn a_failing_statement_is_logged_once_with_tenant_route_request_id_and_statement() {
    let app = TestApp::new().await;
    app.db()
        .execute("ALTER TABLE posts RENAME TO posts_gone", &[])
        .await;
    let logs = Logs::default();
    let _capture = logs.capture(tracing::Level::INFO);
    let reply = app.get(ALPHA, &format!("{EVENTS}/42"), None).await;
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::INTERNAL_SERVER_ERROR, "rest_internal_error"),
        "{}",
        reply.raw
    );
    let request_id = reply.header("x-request-id").expect("request id");
    let log = logs.text();
    let failures: Vec<&str> = log
        .lines()
        .filter(|line| line.contains("database error"))
        .collect();
    assert_eq!(failures.len(), 1, "logged once: {log}");
    let line = failures[0];
    for context in [
        request_id,
        "tenant=alpha",
        "route=/events/{id}",
        "failed_statement=",
        "posts",
    ] {
        assert!(line.contains(context), "{context} in {line}");
    }
    assert!(
        !line.contains("route=/wp-json"),
        "the route's pattern, not the path: {line}"
    );
}
