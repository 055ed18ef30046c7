//! Conditional reads and the read cache: ETags, 304, and no stale read after a write.

use std::sync::atomic::{AtomicBool, Ordering};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

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

/// A write keeps the cached reads it cannot change: changes made beside the API (which
/// tell no cache) show only in the reads the write dropped.
#[tokio::test]
async fn a_write_drops_only_the_cached_reads_it_could_change() {
    let app = TestApp::new().await;
    let a = app.create_event(ALPHA, json!({"title": "Alpha", "start_date": "2030-04-01", "end_date": "2030-04-01", "venue": {"venue": "Hall"}, "categories": "Jazz"})).await;
    let b = app
        .create_event(
            ALPHA,
            json!({"title": "Beta", "start_date": "2030-04-02", "end_date": "2030-04-02"}),
        )
        .await;
    let (a, b) = (id_of(&a["id"]), id_of(&b["id"]));
    let hall = id_of(&app.get(ALPHA, &format!("{EVENTS}/{a}"), None).await.body["venue"]["id"]);
    let jazz = format!("/wp-json/tribe/events/v1/categories/{}", {
        let event = app.get(ALPHA, &format!("{EVENTS}/{a}"), None).await;
        id_of(&event.body["categories"][0]["id"])
    });
    let single_a = format!("/fr{EVENTS}/{a}");
    let single_b = format!("{EVENTS}/{b}");
    let venue = format!("/wp-json/tribe/events/v1/venues/{hall}");
    let list = format!("{EVENTS}?start_date=2030-04-01&end_date=2030-04-30");
    for path in [&single_a, &single_b, &venue, &jazz, &list] {
        assert_eq!(
            app.get(ALPHA, path, None).await.status,
            StatusCode::OK,
            "{path}"
        );
    }
    for id in [a, b, hall] {
        app.db()
            .execute(
                "UPDATE posts SET title = title || ' (beside)' WHERE id = $1",
                &[id.into()],
            )
            .await;
    }
    app.db()
        .execute(
            "UPDATE terms SET name = 'Beside' WHERE taxonomy = 'tribe_events_cat'",
            &[],
        )
        .await;

    let renamed = app
        .post(
            ALPHA,
            &single_b,
            Some(ADMIN),
            &json!({"title": "Beta renamed"}),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.raw);
    let read = |path: String| {
        let app = &app;
        async move { app.get(ALPHA, &path, None).await.body }
    };
    assert_eq!(read(single_b.clone()).await["title"], "Beta renamed");
    let titles: Vec<Value> = read(list.clone()).await["events"]
        .as_array()
        .map(|events| events.iter().map(|e| e["title"].clone()).collect())
        .unwrap_or_default();
    assert_eq!(
        titles,
        [json!("Alpha (beside)"), json!("Beta renamed")],
        "the list of events changed: rendered anew"
    );
    let kept = read(single_a.clone()).await;
    assert_eq!(kept["title"], "Alpha", "another event: kept");
    assert_eq!(kept["categories"][0]["name"], "Jazz");
    assert_eq!(read(venue.clone()).await["venue"], "Hall", "a venue: kept");
    assert_eq!(read(jazz.clone()).await["name"], "Jazz", "a term: kept");

    let moved = app
        .post(ALPHA, &venue, Some(ADMIN), &json!({"venue": "Great Hall"}))
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.raw);
    let embedding = read(single_a.clone()).await;
    assert_eq!(
        (&embedding["title"], &embedding["venue"]["venue"]),
        (&json!("Alpha (beside)"), &json!("Great Hall")),
        "the event that shows the venue: rendered anew"
    );
    assert_eq!(read(jazz.clone()).await["name"], "Jazz", "the term: kept");
}

fn id_of(value: &Value) -> i64 {
    value.as_i64().expect("an id")
}

/// Reads of one list race each other and a writer. A read that waited for its turn to
/// render looks in the cache again, and must not take an answer rendered before a
/// write that was acknowledged before the read arrived.
#[tokio::test]
async fn a_read_that_waited_for_its_turn_still_sees_every_acknowledged_write() {
    let app = TestApp::new().await;
    let path = format!("{EVENTS}?start_date=2031-01-01&end_date=2031-12-31&per_page=50");
    let writes_done = AtomicBool::new(false);
    let reader = || async {
        while !writes_done.load(Ordering::Relaxed) {
            let reply = app.get(ALPHA, &path, None).await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
            // Cached answers are ready at once: without yielding, the readers would
            // take every turn of this one-thread runtime.
            tokio::task::yield_now().await;
        }
    };
    let writer = async {
        for round in 0..25 {
            let created = app
                .create_event(
                    ALPHA,
                    json!({"title": format!("Round {round}"), "start_date": "2031-06-01", "end_date": "2031-06-01"}),
                )
                .await;
            let id = id_of(&created["id"]);
            let seen = ids(&app.get(ALPHA, &path, None).await);
            assert!(
                seen.contains(&id),
                "round {round}: {id} missing from {seen:?}"
            );
        }
        writes_done.store(true, Ordering::Relaxed);
    };
    tokio::join!(
        writer,
        reader(),
        reader(),
        reader(),
        reader(),
        reader(),
        reader(),
        reader(),
        reader()
    );
}
