//! An event's row keeps copies for its lists: its post's status, date (by which lists
//! break ties of start) and search text, and the ids of the organizers and terms it
//! links to.
//! After random writes of everything that changes them (dates, links, trashed and
//! deleted organizers, deleted terms, events deleted for good), every copy equals what
//! it copies, and a list is in the plugin's order, on both backends.

use axum::http::{Method, StatusCode};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::helpers::*;

const API: &str = "/wp-json/tribe/events/v1";

/// Events whose copies differ from what they copy.
const STALE_COPIES: &str = "SELECT COUNT(*) FROM events e JOIN posts p ON p.id = e.post_id \
     WHERE e.status <> p.status \
     OR e.search_text <> p.search_text \
     OR e.post_date <> COALESCE(p.date_utc, p.date_local) \
     OR COALESCE(e.organizer_ids, '') <> COALESCE((SELECT string_agg(CAST(eo.organizer_id AS TEXT), ',' ORDER BY eo.position) \
         FROM event_organizers eo WHERE eo.event_id = e.post_id), '') \
     OR COALESCE(e.term_ids, '') <> COALESCE((SELECT string_agg(CAST(et.term_id AS TEXT), ',' ORDER BY et.term_id) \
         FROM event_terms et WHERE et.event_id = e.post_id), '')";

/// Creates an item at `collection` and returns its id.
async fn create(app: &TestApp, collection: &str, body: Value) -> i64 {
    let reply = app
        .post(ALPHA, &format!("{API}/{collection}"), Some(ADMIN), &body)
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    reply.body["id"].as_i64().expect("id")
}

/// Up to `most` of `pool`, in random order.
fn some(rng: &mut StdRng, pool: &[i64], most: usize) -> Vec<i64> {
    let mut chosen = pool.to_vec();
    chosen.shuffle(rng);
    chosen.truncate(rng.random_range(0..=most.min(pool.len())));
    chosen
}

/// A start on one of three days, at one of a few times, so that many events share one.
fn start(rng: &mut StdRng) -> String {
    let day = rng.random_range(10..13);
    let hour = [9, 12, 18][rng.random_range(0..3)];
    format!("2031-03-{day} {hour:02}:00:00")
}

/// A publication date in the past, often the same as another's.
fn post_date(rng: &mut StdRng) -> String {
    format!(
        "2030-0{}-01 08:00:0{}",
        rng.random_range(1..4),
        rng.random_range(0..2)
    )
}

fn event_body(rng: &mut StdRng, organizers: &[i64], categories: &[i64], tags: &[i64]) -> Value {
    let start = start(rng);
    let mut body = json!({
        "title": format!("Copied {}", rng.random_range(0..1000)),
        "description": format!("<p>Text {}</p>", rng.random_range(0..1000)),
        "start_date": start,
        "end_date": start,
        "organizer": some(rng, organizers, 3),
        "categories": some(rng, categories, 3),
        "tags": some(rng, tags, 2),
    });
    if rng.random_bool(0.7) {
        body["date"] = json!(post_date(rng));
    }
    body
}

async fn assert_copies_exact(app: &TestApp, when: &str) {
    let stale: i64 = app.db().scalar(STALE_COPIES, &[]).await;
    assert_eq!(stale, 0, "{when}: events whose row copies are stale");
}

/// The date a list orders ties of start by: the UTC date, or the local one while the
/// post has none.
fn listed_post_date(e: &Value) -> String {
    let utc = e["date_utc"].as_str().unwrap_or_default();
    if utc.starts_with("0000") {
        e["date"].as_str().unwrap_or_default().to_string()
    } else {
        utc.to_string()
    }
}

/// Asserts that the window's list is ordered by start, post date and id, page after
/// page, and that every term an event shows is in WordPress's order (by name).
async fn assert_listed_in_order(app: &TestApp) {
    let mut listed = Vec::new();
    let (mut page, mut pages) = (1, 1);
    while page <= pages {
        let reply = app
            .get(
                ALPHA,
                &format!(
                    "{EVENTS}?start_date=2031-03-01&end_date=2031-03-31&per_page=7&page={page}"
                ),
                Some(ADMIN),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        pages = reply.body["total_pages"].as_i64().expect("total_pages");
        listed.extend(reply.body["events"].as_array().expect("events").clone());
        page += 1;
    }
    assert!(listed.len() > 10, "the window lists the events");
    let keys: Vec<(String, String, i64)> = listed
        .iter()
        .map(|e| {
            (
                e["start_date"].as_str().unwrap_or_default().to_string(),
                listed_post_date(e),
                e["id"].as_i64().unwrap_or_default(),
            )
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "by start, then post date, then id");
    for e in &listed {
        for taxonomy in ["categories", "tags"] {
            let names: Vec<&str> = e[taxonomy]
                .as_array()
                .expect("terms")
                .iter()
                .map(|t| t["name"].as_str().unwrap_or_default())
                .collect();
            let mut by_name = names.clone();
            by_name.sort();
            assert_eq!(names, by_name, "{taxonomy} of {}", e["id"]);
        }
    }
}

#[tokio::test]
async fn event_rows_keep_exact_copies_of_their_posts_and_links() {
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(3103);
    let mut organizers = Vec::new();
    for n in 0..5 {
        organizers.push(create(&app, "organizers", json!({"organizer": format!("Org {n}")})).await);
    }
    // Names in the opposite order of the ids, so that order by name is not by id.
    let mut categories = Vec::new();
    let mut tags = Vec::new();
    for n in 0..5 {
        categories.push(
            create(
                &app,
                "categories",
                json!({"name": format!("Cat {}", 9 - n)}),
            )
            .await,
        );
        tags.push(create(&app, "tags", json!({"name": format!("tag-{}", 9 - n)})).await);
    }
    let mut events = Vec::new();
    for _ in 0..30 {
        let body = event_body(&mut rng, &organizers, &categories, &tags);
        events.push(
            app.create_event(ALPHA, body).await["id"]
                .as_i64()
                .expect("id"),
        );
    }
    assert_copies_exact(&app, "after creates").await;
    assert_listed_in_order(&app).await;
    for round in 0..3 {
        for _ in 0..15 {
            let id = events[rng.random_range(0..events.len())];
            let mut body = event_body(&mut rng, &organizers, &categories, &tags);
            if rng.random_bool(0.3) {
                body["status"] = json!("draft");
            }
            let reply = app
                .send(
                    Method::POST,
                    ALPHA,
                    &format!("{EVENTS}/{id}"),
                    Some(ADMIN),
                    &body,
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        }
        // An organizer trashed (its links go), a term deleted (by cascade), an event
        // deleted for good (its links by cascade) and another trashed.
        let organizer = organizers.swap_remove(rng.random_range(0..organizers.len()));
        let trashed = app
            .delete(ALPHA, &format!("{API}/organizers/{organizer}"), Some(ADMIN))
            .await;
        assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
        let (collection, terms) = if round % 2 == 0 {
            ("categories", &mut categories)
        } else {
            ("tags", &mut tags)
        };
        let term = terms.swap_remove(rng.random_range(0..terms.len()));
        let deleted = app
            .delete(ALPHA, &format!("{API}/{collection}/{term}"), Some(ADMIN))
            .await;
        assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.raw);
        for force in ["?force=true", ""] {
            let id = events.swap_remove(rng.random_range(0..events.len()));
            let reply = app
                .delete(ALPHA, &format!("{EVENTS}/{id}{force}"), Some(ADMIN))
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        }
        assert_copies_exact(&app, &format!("after round {round}")).await;
        assert_listed_in_order(&app).await;
    }
}
