//! The venues, organizers, terms and images events embed are remembered between
//! reads; every change to one shows in the next read that embeds it, through lists
//! and single reads that were never cached, on this instance and (PostgreSQL) through
//! another.

use serde_json::{Value, json};

use crate::helpers::*;

/// An event linked to a new venue, organizer, category and tag; returns the event,
/// venue, organizer, category and tag ids.
async fn linked_event(app: &TestApp, title: &str) -> (i64, i64, i64, i64, i64) {
    let venue = app
        .post(
            ALPHA,
            &format!("{NS}/venues"),
            Some(ADMIN),
            &json!({"venue": "Old Hall", "city": "Lyon"}),
        )
        .await;
    assert_eq!(venue.status, 201, "{}", venue.raw);
    let organizer = app
        .post(
            ALPHA,
            &format!("{NS}/organizers"),
            Some(ADMIN),
            &json!({"organizer": "Ann Old"}),
        )
        .await;
    assert_eq!(organizer.status, 201, "{}", organizer.raw);
    let category = app
        .post(
            ALPHA,
            &format!("{NS}/categories"),
            Some(ADMIN),
            &json!({"name": "Old music"}),
        )
        .await;
    assert_eq!(category.status, 201, "{}", category.raw);
    let tag = app
        .post(
            ALPHA,
            &format!("{NS}/tags"),
            Some(ADMIN),
            &json!({"name": "old-tag"}),
        )
        .await;
    assert_eq!(tag.status, 201, "{}", tag.raw);
    let id = |r: &Reply| r.body["id"].as_i64().expect("id");
    let event = app
        .create_event(
            ALPHA,
            json!({
                "title": title,
                "start_date": format!("{} 10:00", day(3)),
                "end_date": format!("{} 11:00", day(3)),
                "venue": id(&venue),
                "organizer": [id(&organizer)],
                "categories": [id(&category)],
                "tags": [id(&tag)],
                "image": "https://images.test/old.png",
            }),
        )
        .await;
    (
        event["id"].as_i64().expect("id"),
        id(&venue),
        id(&organizer),
        id(&category),
        id(&tag),
    )
}

/// Reads that embed the event, each with a query no earlier read used (so that none
/// is answered from the read cache): the list and the event itself.
async fn embedded_reads(app: &TestApp, event: i64, fresh: usize) -> (Value, Value) {
    let list = app
        .get(ALPHA, &format!("{EVENTS}?per_page={}", 10 + fresh), None)
        .await;
    assert_eq!(list.status, 200, "{}", list.raw);
    let shown = list.body["events"]
        .as_array()
        .expect("events")
        .iter()
        .find(|e| e["id"] == event)
        .cloned()
        .expect("the event is listed");
    let single = app
        .get(ALPHA, &format!("{EVENTS}/{event}?fresh={fresh}"), None)
        .await;
    assert_eq!(single.status, 200, "{}", single.raw);
    (shown, single.body)
}

#[tokio::test]
async fn every_change_to_an_embedded_record_shows_in_the_next_read() {
    let app = TestApp::new().await;
    let (event, venue, organizer, category, tag) = linked_event(&app, "Linked").await;
    // Remembered by these reads.
    let (listed, single) = embedded_reads(&app, event, 0).await;
    for e in [&listed, &single] {
        assert_eq!(e["venue"]["venue"], "Old Hall");
        assert_eq!(e["organizer"][0]["organizer"], "Ann Old");
        assert_eq!(e["categories"][0]["name"], "Old music");
        assert_eq!(e["categories"][0]["count"], 1);
        assert_eq!(e["tags"][0]["name"], "old-tag");
    }

    let put = |path: String, body: Value| {
        let app = &app;
        async move {
            let reply = app.post(ALPHA, &path, Some(ADMIN), &body).await;
            assert_eq!(reply.status, 200, "{}", reply.raw);
        }
    };
    put(
        format!("{NS}/venues/{venue}"),
        json!({"venue": "New Hall", "city": "Lyon"}),
    )
    .await;
    put(
        format!("{NS}/organizers/{organizer}"),
        json!({"organizer": "Ann New"}),
    )
    .await;
    put(
        format!("{NS}/categories/{category}"),
        json!({"name": "New music"}),
    )
    .await;
    put(format!("{NS}/tags/{tag}"), json!({"name": "new-tag"})).await;
    let (listed, single) = embedded_reads(&app, event, 1).await;
    for e in [&listed, &single] {
        assert_eq!(e["venue"]["venue"], "New Hall");
        assert_eq!(e["organizer"][0]["organizer"], "Ann New");
        assert_eq!(e["categories"][0]["name"], "New music");
        assert_eq!(e["tags"][0]["name"], "new-tag");
    }

    // Another event in the category changes its count, which the event embeds.
    app.create_event(
        ALPHA,
        json!({"title": "Second", "start_date": format!("{} 12:00", day(4)),
               "end_date": format!("{} 13:00", day(4)), "categories": [category]}),
    )
    .await;
    let (listed, single) = embedded_reads(&app, event, 2).await;
    for e in [&listed, &single] {
        assert_eq!(e["categories"][0]["count"], 2);
    }

    // A trashed organizer and a trashed venue are no longer shown.
    for path in [
        format!("{NS}/organizers/{organizer}"),
        format!("{NS}/venues/{venue}"),
    ] {
        let reply = app.delete(ALPHA, &path, Some(ADMIN)).await;
        assert_eq!(reply.status, 200, "{}", reply.raw);
    }
    let (listed, single) = embedded_reads(&app, event, 3).await;
    for e in [&listed, &single] {
        assert_eq!(e["organizer"], json!([]));
        assert_eq!(e["venue"], json!([]));
    }
}

#[tokio::test]
async fn a_changed_link_shows_in_the_next_read() {
    let app = TestApp::new().await;
    let (event, _, _, category, _) = linked_event(&app, "Relinked").await;
    embedded_reads(&app, event, 0).await;
    let other = app
        .post(
            ALPHA,
            &format!("{NS}/categories"),
            Some(ADMIN),
            &json!({"name": "Another"}),
        )
        .await;
    let other = other.body["id"].as_i64().expect("id");
    let reply = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{event}"),
            Some(ADMIN),
            &json!({"title": "Relinked", "start_date": format!("{} 10:00", day(3)),
                    "end_date": format!("{} 11:00", day(3)), "categories": [other, category],
                    "image": "https://images.test/new.png"}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.raw);
    let (listed, single) = embedded_reads(&app, event, 1).await;
    for e in [&listed, &single] {
        let names: Vec<&str> = e["categories"]
            .as_array()
            .expect("categories")
            .iter()
            .map(|c| c["name"].as_str().expect("name"))
            .collect();
        assert_eq!(
            names,
            ["Another", "Old music"],
            "by name, as WordPress orders them"
        );
        assert_eq!(e["image"]["url"], "https://images.test/new.png");
    }
}

/// Renames a venue and a category through `app`.
async fn rename(app: &TestApp, venue: i64, venue_name: &str, category: i64, category_name: &str) {
    for (path, body) in [
        (
            format!("{NS}/venues/{venue}"),
            json!({"venue": venue_name, "city": "Lyon"}),
        ),
        (
            format!("{NS}/categories/{category}"),
            json!({"name": category_name}),
        ),
    ] {
        let reply = app.post(ALPHA, &path, Some(ADMIN), &body).await;
        assert_eq!(reply.status, 200, "{}", reply.raw);
    }
}

/// Runs in the PostgreSQL pass only: on SQLite a single process serves a database.
#[tokio::test]
async fn postgres_only_a_record_changed_through_one_instance_shows_through_the_other() {
    require_postgres();
    let first = TestApp::new().await;
    let second = first.twin().await;
    // Only writes went through the first instance so far: what their answers read
    // must not be taken for current once the other instance changed it.
    let (event, venue, _, category, _) = linked_event(&first, "Shared").await;
    rename(&second, venue, "Second Hall", category, "Second music").await;
    let (listed, single) = embedded_reads(&first, event, 0).await;
    for e in [&listed, &single] {
        assert_eq!(e["venue"]["venue"], "Second Hall");
        assert_eq!(e["categories"][0]["name"], "Second music");
    }

    // The second instance remembers the venue and the category; the first changes them.
    let (listed, _) = embedded_reads(&second, event, 1).await;
    assert_eq!(listed["venue"]["venue"], "Second Hall");
    rename(&first, venue, "First Hall", category, "First music").await;
    let (listed, single) = embedded_reads(&second, event, 2).await;
    for e in [&listed, &single] {
        assert_eq!(e["venue"]["venue"], "First Hall");
        assert_eq!(e["categories"][0]["name"], "First music");
    }
}
