//! Conditional reads and the read cache: ETags, 304, and no stale read after a write.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::helpers::*;

async fn conditional(app: &TestApp, path: &str, etag: &str) -> (StatusCode, String) {
    let request = axum::http::Request::builder()
        .uri(path)
        .header("host", ALPHA)
        .header("if-none-match", etag)
        .body(axum::body::Body::empty())
        .expect("request");
    let reply = app.raw(request).await;
    (reply.status, reply.raw)
}

#[tokio::test]
async fn etags_and_not_modified() {
    let app = TestApp::new().await;
    app.create_event(
        ALPHA,
        json!({"title": "Tagged", "start_date": "2030-01-01", "end_date": "2030-01-01"}),
    )
    .await;
    let path = format!("{EVENTS}?start_date=2030-01-01&end_date=2030-01-02");
    let first = app.get(ALPHA, &path, None).await;
    let etag = first.header("etag").expect("etag").to_string();
    assert_eq!(first.header("cache-control"), Some("public, no-cache"));
    assert_eq!(
        app.get(ALPHA, &path, None).await.header("etag"),
        Some(etag.as_str()),
        "the same body, the same tag"
    );
    let (status, body) = conditional(&app, &path, &etag).await;
    assert_eq!((status, body.as_str()), (StatusCode::NOT_MODIFIED, ""));
    let (status, _) = conditional(&app, &path, "\"something-else\"").await;
    assert_eq!(status, StatusCode::OK);
    let private = app.get(ALPHA, &path, Some(ADMIN)).await;
    assert_eq!(private.header("cache-control"), Some("private, no-cache"));
    app.create_event(
        ALPHA,
        json!({"title": "Tagged too", "start_date": "2030-01-01", "end_date": "2030-01-01"}),
    )
    .await;
    let (status, body) = conditional(&app, &path, &etag).await;
    assert_eq!(status, StatusCode::OK, "a write changes the tag");
    assert!(body.contains("Tagged too"));
}

#[tokio::test]
async fn writes_are_visible_on_the_next_read() {
    let app = TestApp::new().await;
    let path = format!("{EVENTS}?start_date=2030-02-01&end_date=2030-02-28");
    assert_eq!(ids(&app.get(ALPHA, &path, None).await), Vec::<i64>::new());
    let e = app.create_event(ALPHA, json!({"title": "Fresh", "start_date": "2030-02-10", "end_date": "2030-02-10", "categories": "Jazz"})).await;
    let id = e["id"].as_i64().expect("id");
    assert_eq!(ids(&app.get(ALPHA, &path, None).await), [id], "create");
    let single = format!("{EVENTS}/{id}");
    assert_eq!(app.get(ALPHA, &single, None).await.body["title"], "Fresh");
    app.post(
        ALPHA,
        &single,
        Some(ADMIN),
        &json!({"title": "Renamed", "categories": "Jazz"}),
    )
    .await;
    assert_eq!(
        app.get(ALPHA, &single, None).await.body["title"],
        "Renamed",
        "update"
    );
    let category = e["categories"][0]["id"].as_i64().expect("category");
    let renamed = app
        .send(
            Method::POST,
            ALPHA,
            &format!("/wp-json/tribe/events/v1/categories/{category}"),
            Some(ADMIN),
            &json!({"name": "Free Jazz"}),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.raw);
    assert_eq!(
        app.get(ALPHA, &single, None).await.body["categories"][0]["name"],
        "Free Jazz",
        "term changes reach embedded terms"
    );
    assert_eq!(
        app.get(ALPHA, &format!("/fr{single}"), None).await.body["categories"][0]["name"],
        "Free Jazz",
        "in every variant"
    );
    app.delete(ALPHA, &single, Some(ADMIN)).await;
    assert_eq!(
        ids(&app.get(ALPHA, &path, None).await),
        Vec::<i64>::new(),
        "delete"
    );
}

#[tokio::test]
async fn cached_reads_are_per_caller() {
    let app = TestApp::new().await;
    app.create_event(ALPHA, json!({"title": "Hidden draft", "status": "draft", "start_date": "2030-03-01", "end_date": "2030-03-01"})).await;
    let path = format!("{EVENTS}?start_date=2030-03-01&end_date=2030-03-02");
    assert_eq!(app.get(ALPHA, &path, None).await.body["total"], json!(0));
    assert_eq!(
        app.get(ALPHA, &path, Some(ADMIN)).await.body["total"],
        json!(1),
        "not the anonymous copy"
    );
    assert_eq!(
        app.get(ALPHA, &path, None).await.body["total"],
        json!(0),
        "nor the other way round"
    );
    assert_eq!(
        app.get(ALPHA, &path, Some(CONTRIBUTOR)).await.body["total"],
        json!(0)
    );
}
