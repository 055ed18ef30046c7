//! An event's row keeps copies for its lists: its post's status, date (by which lists
//! break ties of start) and search text, and the ids of the organizers and terms it
//! links to; on SQLite the events' search index holds each event's text under its key.
//! After random writes of everything that changes them (dates, links, trashed and
//! deleted organizers, deleted terms, events deleted for good), every copy equals what
//! it copies, the search index equals one written afresh from the event rows, and a
//! list is in the plugin's order, on both backends.

use axum::http::{Method, StatusCode};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::helpers::*;

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
        .post(ALPHA, &format!("{NS}/{collection}"), Some(ADMIN), &body)
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
    assert_search_index_exact(app, when).await;
}

/// On SQLite, the entries of the events' search index (trigram, key) are those of an
/// index written afresh from the event rows: none missing, none left behind by a move,
/// a new text or a deletion.
async fn assert_search_index_exact(app: &TestApp, when: &str) {
    use sqlx::Connection;
    if on_postgres() {
        return;
    }
    let mut conn = sqlx::SqliteConnection::connect(&app.database_url)
        .await
        .expect("connect");
    for statement in [
        "CREATE VIRTUAL TABLE temp.fresh USING fts5(search_text, content = '', \
         tokenize = 'trigram case_sensitive 0', detail = none)",
        "INSERT INTO temp.fresh (rowid, search_text) SELECT search_key, search_text FROM events",
        "CREATE VIRTUAL TABLE temp.live_entries USING fts5vocab(main, event_search, instance)",
        "CREATE VIRTUAL TABLE temp.fresh_entries USING fts5vocab(temp, fresh, instance)",
    ] {
        sqlx::query(statement)
            .execute(&mut conn)
            .await
            .unwrap_or_else(|e| panic!("{statement}: {e}"));
    }
    let entries = count(&mut conn, "SELECT COUNT(*) FROM temp.fresh_entries").await;
    assert!(entries > 0, "{when}: the events have indexed text");
    let left_behind = count(
        &mut conn,
        "SELECT COUNT(*) FROM (SELECT term, doc FROM temp.live_entries \
         EXCEPT SELECT term, doc FROM temp.fresh_entries)",
    )
    .await;
    let missing = count(
        &mut conn,
        "SELECT COUNT(*) FROM (SELECT term, doc FROM temp.fresh_entries \
         EXCEPT SELECT term, doc FROM temp.live_entries)",
    )
    .await;
    assert_eq!(
        (left_behind, missing),
        (0, 0),
        "{when}: search index entries left behind, and missing, of {entries}"
    );
    let _ = conn.close().await;
}

async fn count(conn: &mut sqlx::SqliteConnection, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(conn)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
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
            .delete(ALPHA, &format!("{NS}/organizers/{organizer}"), Some(ADMIN))
            .await;
        assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
        let (collection, terms) = if round % 2 == 0 {
            ("categories", &mut categories)
        } else {
            ("tags", &mut tags)
        };
        let term = terms.swap_remove(rng.random_range(0..terms.len()));
        let deleted = app
            .delete(ALPHA, &format!("{NS}/{collection}/{term}"), Some(ADMIN))
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

/// What undoes migration 0020 on SQLite, as a store written before it was: the event
/// row's link lists aggregated with `string_agg(... ORDER BY ...)`, and the search index
/// deleting its entries by key alone, written from the event rows. PostgreSQL's 0020
/// changes nothing.
const BEFORE_READABLE_SCHEMA_SQLITE: &[&str] = &[
    "DROP TRIGGER event_organizers_to_events_on_insert; \
     CREATE TRIGGER event_organizers_to_events_on_insert AFTER INSERT ON event_organizers BEGIN \
     UPDATE events SET organizer_ids = (SELECT string_agg(CAST(organizer_id AS TEXT), ',' ORDER BY position) \
     FROM event_organizers WHERE event_id = NEW.event_id) WHERE post_id = NEW.event_id; END",
    "DROP TRIGGER event_organizers_to_events_on_delete; \
     CREATE TRIGGER event_organizers_to_events_on_delete AFTER DELETE ON event_organizers BEGIN \
     UPDATE events SET organizer_ids = (SELECT string_agg(CAST(organizer_id AS TEXT), ',' ORDER BY position) \
     FROM event_organizers WHERE event_id = OLD.event_id) WHERE post_id = OLD.event_id; END",
    "DROP TRIGGER event_terms_to_events_on_insert; \
     CREATE TRIGGER event_terms_to_events_on_insert AFTER INSERT ON event_terms BEGIN \
     UPDATE events SET term_ids = (SELECT string_agg(CAST(term_id AS TEXT), ',' ORDER BY term_id) \
     FROM event_terms WHERE event_id = NEW.event_id) WHERE post_id = NEW.event_id; END",
    "DROP TRIGGER event_terms_to_events_on_delete; \
     CREATE TRIGGER event_terms_to_events_on_delete AFTER DELETE ON event_terms BEGIN \
     UPDATE events SET term_ids = (SELECT string_agg(CAST(term_id AS TEXT), ',' ORDER BY term_id) \
     FROM event_terms WHERE event_id = OLD.event_id) WHERE post_id = OLD.event_id; END",
    "DROP TABLE event_search",
    "CREATE VIRTUAL TABLE event_search USING fts5(search_text, content = '', \
     contentless_delete = 1, tokenize = 'trigram case_sensitive 0', detail = none)",
    "INSERT INTO event_search (event_search, rank) VALUES ('pgsz', 1000)",
    "INSERT INTO event_search (rowid, search_text) SELECT search_key, search_text FROM events",
    "DROP TRIGGER event_search_on_move; CREATE TRIGGER event_search_on_move AFTER UPDATE OF \
     start_local ON events WHEN OLD.search_key IS NOT NEW.search_key BEGIN \
     DELETE FROM event_search WHERE rowid = OLD.search_key; \
     INSERT INTO event_search (rowid, search_text) SELECT NEW.search_key, p.search_text \
     FROM posts p WHERE p.id = NEW.post_id; END",
    "DROP TRIGGER event_search_on_delete; CREATE TRIGGER event_search_on_delete AFTER DELETE \
     ON events BEGIN DELETE FROM event_search WHERE rowid = OLD.search_key; END",
    "DROP TRIGGER event_search_on_text; CREATE TRIGGER event_search_on_text AFTER UPDATE OF \
     search_text ON posts WHEN OLD.search_text IS NOT NEW.search_text BEGIN \
     DELETE FROM event_search WHERE rowid = (SELECT search_key FROM events WHERE post_id = NEW.id); \
     INSERT INTO event_search (rowid, search_text) \
     SELECT search_key, NEW.search_text FROM events WHERE post_id = NEW.id; END",
    "DELETE FROM _sqlx_migrations WHERE version = 20",
];
const BEFORE_READABLE_SCHEMA_POSTGRES: &[&str] =
    &["DELETE FROM _sqlx_migrations WHERE version = 20"];

/// Events of the copies' window that a search for `word` finds.
async fn found(app: &TestApp, word: &str) -> i64 {
    let reply = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2031-03-01&end_date=2031-03-31&search={word}"),
            Some(ADMIN),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    reply.body["total"].as_i64().expect("total")
}

/// A store written before the schema that older SQLite versions read keeps exact
/// copies and a search index that finds its events after the upgrade, and after the
/// writes that follow it.
#[tokio::test]
async fn a_store_upgraded_to_the_schema_older_sqlite_reads_keeps_its_copies() {
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(2020);
    let mut organizers = Vec::new();
    let (mut categories, mut tags) = (Vec::new(), Vec::new());
    for n in 0..4 {
        organizers.push(create(&app, "organizers", json!({"organizer": format!("Org {n}")})).await);
        categories.push(create(&app, "categories", json!({"name": format!("Cat {n}")})).await);
        tags.push(create(&app, "tags", json!({"name": format!("tag-{n}")})).await);
    }
    let mut events = Vec::new();
    for _ in 0..12 {
        let body = event_body(&mut rng, &organizers, &categories, &tags);
        events.push(
            app.create_event(ALPHA, body).await["id"]
                .as_i64()
                .expect("id"),
        );
    }
    let upgraded = app
        .upgraded_from(
            BEFORE_READABLE_SCHEMA_SQLITE,
            BEFORE_READABLE_SCHEMA_POSTGRES,
        )
        .await;
    assert_copies_exact(&upgraded, "after the upgrade").await;
    assert_eq!(found(&upgraded, "copied").await, 12);

    for &id in &events[..6] {
        let body = event_body(&mut rng, &organizers, &categories, &tags);
        let reply = upgraded
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
    let organizer = organizers[0];
    let trashed = upgraded
        .delete(ALPHA, &format!("{NS}/organizers/{organizer}"), Some(ADMIN))
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    let deleted = upgraded
        .delete(
            ALPHA,
            &format!("{EVENTS}/{}?force=true", events[7]),
            Some(ADMIN),
        )
        .await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.raw);
    assert_copies_exact(&upgraded, "after writes on the upgraded store").await;
    assert_eq!(found(&upgraded, "copied").await, 11);
}
