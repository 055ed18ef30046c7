//! Events', venues' and organizers' own fields each land in their own column: every
//! field written with a distinct value reads back the same by HTTP and from the column
//! of its name, on create, on update and inline, so two columns swapped anywhere on the
//! way show; and every column of an event's row is either such a field or one the
//! store keeps itself, so a new column cannot be left out.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

/// A field's name and the query reading its column by the item's id.
macro_rules! column {
    ($table:literal, $name:literal) => {
        (
            $name,
            concat!("SELECT ", $name, " FROM ", $table, " WHERE post_id = $1"),
        )
    };
}

pub const VENUE_TEXTS: [(&str, &str); 9] = [
    column!("venues", "address"),
    column!("venues", "city"),
    column!("venues", "country"),
    column!("venues", "province"),
    column!("venues", "state"),
    column!("venues", "zip"),
    column!("venues", "phone"),
    column!("venues", "website"),
    column!("venues", "stateprovince"),
];

pub const VENUE_FLAGS: [(&str, &str); 2] = [
    column!("venues", "show_map"),
    column!("venues", "show_map_link"),
];

pub const ORGANIZER_TEXTS: [(&str, &str); 3] = [
    column!("organizers", "phone"),
    column!("organizers", "website"),
    column!("organizers", "email"),
];

const VENUE_IMAGE: &str = "SELECT image_id FROM venues WHERE post_id = $1";
const ORGANIZER_IMAGE: &str = "SELECT image_id FROM organizers WHERE post_id = $1";

/// The stored text fields of item `id`, as its columns hold them and as HTTP shows
/// them (which leaves empty ones out).
pub async fn texts(
    db: &Db,
    columns: &[(&'static str, &'static str)],
    id: i64,
    shown: &Value,
) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for (name, query) in columns {
        let stored: String = db.scalar(query, &[id.into()]).await;
        let http = shown[*name].as_str().unwrap_or_default().to_string();
        found.push((name.to_string(), stored, http));
    }
    found
}

/// Asserts that item `id`'s text fields hold what `sent` gave each, in its column and
/// by HTTP.
async fn assert_texts(
    db: &Db,
    columns: &[(&'static str, &'static str)],
    id: i64,
    shown: &Value,
    sent: &Value,
) {
    for (name, stored, http) in texts(db, columns, id, shown).await {
        assert_eq!(stored, sent[&name], "column {name}");
        assert_eq!(http, sent[&name], "{name} by HTTP");
    }
}

/// Asserts that the flags of venue `id` are `expected`, in their columns and by HTTP.
async fn assert_flags(db: &Db, id: i64, shown: &Value, expected: [bool; 2]) {
    for ((name, query), expected) in VENUE_FLAGS.iter().zip(expected) {
        let stored: bool = db.scalar(query, &[id.into()]).await;
        assert_eq!(stored, expected, "column {name}");
        assert_eq!(shown[*name], expected, "{name} by HTTP");
    }
}

/// Asserts that item `id`'s image column holds the image HTTP shows, at `url`.
async fn assert_image(db: &Db, query: &'static str, id: i64, shown: &Value, url: &str) {
    let stored: Option<i64> = db.scalar(query, &[id.into()]).await;
    assert!(stored.is_some(), "an image is stored");
    assert_eq!(shown["image"]["id"].as_i64(), stored, "image by HTTP");
    assert_eq!(shown["image"]["url"], url);
}

/// Every venue field with a distinct value, `n` telling writes apart.
fn venue_fields(n: u32) -> Value {
    json!({
        "address": format!("{n} Address Street"),
        "city": format!("City {n}"),
        "country": format!("Country {n}"),
        "province": format!("Province {n}"),
        "state": format!("State {n}"),
        "zip": format!("Zip {n}"),
        "phone": format!("Phone {n}"),
        "website": format!("https://website-{n}.example.org"),
        "stateprovince": format!("Stateprovince {n}"),
        "image": format!("https://img.example.org/venue-{n}.png"),
    })
}

/// Every organizer field with a distinct value, `n` telling writes apart.
fn organizer_fields(n: u32) -> Value {
    json!({
        "phone": format!("Phone {n}"),
        "website": format!("https://website-{n}.example.org"),
        "email": format!("email-{n}@example.org"),
        "image": format!("https://img.example.org/organizer-{n}.png"),
    })
}

fn with(mut fields: Value, extra: Value) -> Value {
    if let (Some(fields), Value::Object(extra)) = (fields.as_object_mut(), extra) {
        fields.extend(extra);
    }
    fields
}

#[tokio::test]
async fn every_venue_field_lands_in_its_column_on_create_and_update() {
    let app = TestApp::new().await;
    let created = with(
        venue_fields(1),
        json!({"venue": "Columns Hall", "show_map": "1", "show_map_link": "0"}),
    );
    let reply = app.post(ALPHA, VENUES, Some(ADMIN), &created).await;
    assert_eq!(reply.status, 201, "{}", reply.raw);
    let id = reply.body["id"].as_i64().expect("id");
    assert_texts(app.db(), &VENUE_TEXTS, id, &reply.body, &created).await;
    assert_flags(app.db(), id, &reply.body, [true, false]).await;
    let image = created["image"].as_str().expect("image");
    assert_image(app.db(), VENUE_IMAGE, id, &reply.body, image).await;

    let updated = with(
        venue_fields(2),
        json!({"show_map": "0", "show_map_link": "1"}),
    );
    let path = format!("{VENUES}/{id}");
    let reply = app.post(ALPHA, &path, Some(ADMIN), &updated).await;
    assert_eq!(reply.status, 200, "{}", reply.raw);
    assert_texts(app.db(), &VENUE_TEXTS, id, &reply.body, &updated).await;
    assert_flags(app.db(), id, &reply.body, [false, true]).await;
    let image = updated["image"].as_str().expect("image");
    assert_image(app.db(), VENUE_IMAGE, id, &reply.body, image).await;

    let read = app.get(ALPHA, &path, None).await;
    assert_eq!(read.status, 200, "{}", read.raw);
    assert_texts(app.db(), &VENUE_TEXTS, id, &read.body, &updated).await;
    assert_flags(app.db(), id, &read.body, [false, true]).await;
}

#[tokio::test]
async fn every_organizer_field_lands_in_its_column_on_create_and_update() {
    let app = TestApp::new().await;
    let created = with(organizer_fields(1), json!({"organizer": "Columns Club"}));
    let reply = app.post(ALPHA, ORGANIZERS, Some(ADMIN), &created).await;
    assert_eq!(reply.status, 201, "{}", reply.raw);
    let id = reply.body["id"].as_i64().expect("id");
    assert_texts(app.db(), &ORGANIZER_TEXTS, id, &reply.body, &created).await;
    let image = created["image"].as_str().expect("image");
    assert_image(app.db(), ORGANIZER_IMAGE, id, &reply.body, image).await;

    let updated = organizer_fields(2);
    let path = format!("{ORGANIZERS}/{id}");
    let reply = app.post(ALPHA, &path, Some(ADMIN), &updated).await;
    assert_eq!(reply.status, 200, "{}", reply.raw);
    assert_texts(app.db(), &ORGANIZER_TEXTS, id, &reply.body, &updated).await;
    let image = updated["image"].as_str().expect("image");
    assert_image(app.db(), ORGANIZER_IMAGE, id, &reply.body, image).await;

    let read = app.get(ALPHA, &path, None).await;
    assert_eq!(read.status, 200, "{}", read.raw);
    assert_texts(app.db(), &ORGANIZER_TEXTS, id, &read.body, &updated).await;
}

#[tokio::test]
async fn fields_of_venues_and_organizers_created_inline_by_an_event_land_in_their_columns() {
    let app = TestApp::new().await;
    let venue = with(venue_fields(3), json!({"venue": "Inline Hall"}));
    let organizer = with(organizer_fields(3), json!({"organizer": "Inline Club"}));
    let event = app
        .create_event(
            ALPHA,
            json!({
                "title": "Inline",
                "start_date": "2030-01-01 10:00:00",
                "end_date": "2030-01-01 11:00:00",
                "venue": venue,
                "organizer": [organizer],
            }),
        )
        .await;
    let shown_venue = &event["venue"];
    let venue_id = shown_venue["id"].as_i64().expect("venue id");
    assert_texts(app.db(), &VENUE_TEXTS, venue_id, shown_venue, &venue).await;
    let shown_organizer = &event["organizer"][0];
    let organizer_id = shown_organizer["id"].as_i64().expect("organizer id");
    assert_texts(
        app.db(),
        &ORGANIZER_TEXTS,
        organizer_id,
        shown_organizer,
        &organizer,
    )
    .await;
}

fn without_json_ld(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.remove("json_ld");
            map.values_mut().for_each(without_json_ld);
        }
        Value::Array(items) => items.iter_mut().for_each(without_json_ld),
        _ => {}
    }
}

/// Lists and searches decode their rows apart from single reads (one turn per request
/// on SQLite): every event field with a distinct value, and each flag both ways, reads
/// the same in a list, in a search and on its own.
#[tokio::test]
async fn an_event_reads_the_same_in_a_list_a_search_and_alone() {
    let app = TestApp::new().await;
    let first = app
        .create_event(
            ALPHA,
            json!({
                "title": "Gala One",
                "description": "<p>Body one</p>",
                "excerpt": "Excerpt one",
                "start_date": "2030-03-01 10:00:00",
                "end_date": "2030-03-01 12:30:00",
                "timezone": "Europe/Paris",
                "cost": "10",
                "currency_symbol": "€",
                "currency_position": "suffix",
                "website": "https://one.example.org",
                "show_map": true,
                "show_map_link": false,
                "featured": true,
                "image": "https://img.example.org/gala-one.png",
                "venue": {"venue": "Hall One", "city": "City One"},
                "organizer": [{"organizer": "Org One"}, {"organizer": "Org Two"}],
                "categories": ["Cat One"],
                "tags": ["Tag Two", "Tag One"],
            }),
        )
        .await;
    let second = app
        .create_event(
            ALPHA,
            json!({
                "title": "Gala Two",
                "description": "Body two",
                "start_date": "2030-03-02",
                "end_date": "2030-03-03",
                "all_day": true,
                "timezone": "America/New_York",
                "cost": "5",
                "currency_symbol": "$",
                "currency_position": "prefix",
                "show_map": false,
                "show_map_link": true,
                "featured": false,
            }),
        )
        .await;

    for query in [
        "start_date=2030-01-01&end_date=2030-12-31",
        "start_date=2030-01-01&end_date=2030-12-31&search=gala",
        "start_date=2030-01-01&end_date=2030-12-31&search=gala&featured=true",
    ] {
        let list = app.get(ALPHA, &format!("{EVENTS}?{query}"), None).await;
        assert_eq!(list.status, StatusCode::OK, "{}", list.raw);
        let listed = list.body["events"].as_array().expect("events");
        let expected = if query.ends_with("featured=true") {
            1
        } else {
            2
        };
        assert_eq!(listed.len(), expected, "{query}: {}", list.raw);
        assert_eq!(list.body["total"], expected, "{query}");
        for event in listed {
            let mut alone = app
                .get(ALPHA, &format!("{EVENTS}/{}", event["id"]), None)
                .await
                .body;
            // A single event, as the plugin's, also carries its JSON-LD.
            without_json_ld(&mut alone);
            assert_eq!(&alone, event, "{query}: event {}", event["id"]);
        }
    }
    assert_ne!(first["show_map"], second["show_map"]);
    assert_ne!(first["show_map_link"], second["show_map_link"]);
    assert_ne!(first["all_day"], second["all_day"]);
    assert_eq!(first["organizer"].as_array().map(Vec::len), Some(2));
    assert_eq!(first["tags"].as_array().map(Vec::len), Some(2));
}

/// What an event's own column holds, to read it back.
#[derive(Clone, Copy)]
enum Holds {
    Text,
    /// `NULL` or text.
    OptionalText,
    Flag,
    /// The id of a linked post, or `NULL`.
    Id,
}

/// An event's own column: its name, what it holds, the query reading it by the event's
/// id, and where an event's JSON shows it.
struct EventColumn {
    name: &'static str,
    holds: Holds,
    query: &'static str,
    shown: &'static str,
}

macro_rules! event_column {
    ($name:literal, $holds:ident, $shown:literal) => {
        EventColumn {
            name: $name,
            holds: Holds::$holds,
            query: concat!("SELECT ", $name, " FROM events WHERE post_id = $1"),
            shown: $shown,
        }
    };
}

/// Every column an event write sets, each with where HTTP shows it.
const EVENT_COLUMNS: [EventColumn; 17] = [
    event_column!("start_local", Text, "/start_date"),
    event_column!("end_local", Text, "/end_date"),
    event_column!("start_utc", Text, "/utc_start_date"),
    event_column!("end_utc", Text, "/utc_end_date"),
    event_column!("timezone", Text, "/timezone"),
    event_column!("timezone_abbr", Text, "/timezone_abbr"),
    event_column!("all_day", Flag, "/all_day"),
    // A cost written as a symbol and an integer shows as it is stored.
    event_column!("cost", Text, "/cost"),
    event_column!("cost_symbol", Text, "/cost_details/currency_symbol"),
    event_column!("cost_position", Text, "/cost_details/currency_position"),
    event_column!("website", OptionalText, "/website"),
    event_column!("show_map", Flag, "/show_map"),
    event_column!("show_map_link", Flag, "/show_map_link"),
    event_column!("hide_from_listings", Flag, "/hide_from_listings"),
    event_column!("featured", Flag, "/featured"),
    event_column!("image_id", Id, "/image/id"),
    event_column!("venue_id", Id, "/venue/id"),
];

/// The columns of an event's row that no write names: its keys, and what the store
/// keeps itself (copies of its post's and links' columns made by triggers, and the
/// revision every update raises).
const KEPT_BY_THE_STORE: [&str; 9] = [
    "post_id",
    "tenant_id",
    "status",
    "post_date",
    "password_protected",
    "search_text",
    "organizer_ids",
    "term_ids",
    "revision",
];

/// The value of `column` of event `id`, as JSON.
async fn stored(db: &Db, column: &EventColumn, id: i64) -> Value {
    let id = [id.into()];
    match column.holds {
        Holds::Text => json!(db.scalar::<String>(column.query, &id).await),
        Holds::OptionalText => json!(db.scalar::<Option<String>>(column.query, &id).await),
        Holds::Flag => json!(db.scalar::<bool>(column.query, &id).await),
        Holds::Id => json!(db.scalar::<Option<i64>>(column.query, &id).await),
    }
}

/// Asserts that every own column of event `id` holds what HTTP shows of it (`shown`),
/// and what `expected` names for it; an id column holds the post whose `/url`, or
/// `/venue`, `expected` gives.
async fn assert_event_columns(db: &Db, id: i64, shown: &Value, expected: &Value, write: &str) {
    for column in &EVENT_COLUMNS {
        let name = column.name;
        let stored = stored(db, column, id).await;
        assert_eq!(
            Some(&stored),
            shown.pointer(column.shown),
            "{write}: column {name} and {} by HTTP",
            column.shown
        );
        match column.holds {
            Holds::Id => {
                assert!(stored.is_i64(), "{write}: {name} links a post");
                let linked = column.shown.trim_end_matches("/id");
                let (field, value) = expected[name]
                    .as_object()
                    .and_then(|o| o.iter().next())
                    .expect("what the linked post shows");
                assert_eq!(
                    shown.pointer(&format!("{linked}/{field}")),
                    Some(value),
                    "{write}: {name}"
                );
            }
            _ => assert_eq!(stored, expected[name], "{write}: column {name}"),
        }
    }
}

/// The columns of the `events` table, generated ones aside.
async fn events_table_columns(db: &Db) -> Vec<String> {
    let query = if on_postgres() {
        "SELECT column_name::TEXT FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name = 'events' \
         AND is_generated = 'NEVER' ORDER BY ordinal_position"
    } else {
        "SELECT name FROM pragma_table_info('events') ORDER BY cid"
    };
    db.scalars(query, &[]).await
}

#[tokio::test]
async fn every_column_of_an_event_row_is_a_field_or_kept_by_the_store() {
    let app = TestApp::new().await;
    let mut columns = events_table_columns(app.db()).await;
    assert!(!columns.is_empty(), "the events table has columns");
    columns.retain(|column| {
        !EVENT_COLUMNS.iter().any(|c| c.name == column)
            && !KEPT_BY_THE_STORE.contains(&column.as_str())
    });
    assert_eq!(
        columns,
        Vec::<String>::new(),
        "columns that no test writes: add each to EVENT_COLUMNS and to the writes of \
         every_event_field_lands_in_its_column_on_create_update_and_inline"
    );
}

/// Event `id` as its administrator reads it.
async fn event_read(app: &TestApp, id: i64) -> Value {
    let read = app.get(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN)).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.raw);
    read.body
}

/// Each event field with a distinct value, through a create with an inline venue, an
/// update that keeps the status (on PostgreSQL the post's and the event's rows are then
/// written by one statement) with another inline venue, and an update to a draft (each
/// row by its own statement) naming a venue by id. Each flag is set both ways, and no
/// two flags are alike in all three writes.
#[tokio::test]
async fn every_event_field_lands_in_its_column_on_create_update_and_inline() {
    let app = TestApp::new().await;
    let created = json!({
        "title": "Columns Gala",
        "status": "publish",
        "start_date": "2030-07-01 10:00:00",
        "end_date": "2030-07-01 12:30:00",
        "timezone": "Europe/Paris",
        "all_day": false,
        "cost": "€12",
        "website": "https://one.example.org/columns",
        "show_map": true,
        "show_map_link": false,
        "hide_from_listings": false,
        "featured": true,
        "image": "https://img.example.org/columns-one.png",
        "venue": {"venue": "Columns Hall One"},
    });
    let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &created).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    let id = reply.body["id"].as_i64().expect("id");
    let expected = json!({
        "start_local": "2030-07-01 10:00:00",
        "end_local": "2030-07-01 12:30:00",
        "start_utc": "2030-07-01 08:00:00",
        "end_utc": "2030-07-01 10:30:00",
        "timezone": "Europe/Paris",
        "timezone_abbr": "CEST",
        "all_day": false,
        "cost": "€12",
        "cost_symbol": "€",
        "cost_position": "prefix",
        "website": "https://one.example.org/columns",
        "show_map": true,
        "show_map_link": false,
        "hide_from_listings": false,
        "featured": true,
        "image_id": {"url": "https://img.example.org/columns-one.png"},
        "venue_id": {"venue": "Columns Hall One"},
    });
    assert_event_columns(app.db(), id, &reply.body, &expected, "create").await;
    let read = event_read(&app, id).await;
    assert_event_columns(app.db(), id, &read, &expected, "read after create").await;
    let first_venue = read["venue"]["id"].as_i64().expect("venue id");

    let path = format!("{EVENTS}/{id}");
    let updated = json!({
        "title": "Columns Gala Two",
        "start_date": "2030-01-15 09:00:00",
        "end_date": "2030-01-16 18:00:00",
        "timezone": "America/New_York",
        "all_day": false,
        "cost": "30$",
        "website": "https://two.example.org/columns",
        "show_map": false,
        "show_map_link": true,
        "hide_from_listings": true,
        "featured": true,
        "image": "https://img.example.org/columns-two.png",
        "venue": {"venue": "Columns Hall Two"},
    });
    let reply = app.post(ALPHA, &path, Some(ADMIN), &updated).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    let expected = json!({
        "start_local": "2030-01-15 09:00:00",
        "end_local": "2030-01-16 18:00:00",
        "start_utc": "2030-01-15 14:00:00",
        "end_utc": "2030-01-16 23:00:00",
        "timezone": "America/New_York",
        "timezone_abbr": "EST",
        "all_day": false,
        "cost": "30$",
        "cost_symbol": "$",
        "cost_position": "postfix",
        "website": "https://two.example.org/columns",
        "show_map": false,
        "show_map_link": true,
        "hide_from_listings": true,
        "featured": true,
        "image_id": {"url": "https://img.example.org/columns-two.png"},
        "venue_id": {"venue": "Columns Hall Two"},
    });
    assert_event_columns(app.db(), id, &reply.body, &expected, "update").await;
    let read = event_read(&app, id).await;
    assert_event_columns(app.db(), id, &read, &expected, "read after update").await;

    let drafted = json!({
        "status": "draft",
        "start_date": "2030-03-03",
        "end_date": "2030-03-04",
        "timezone": "Asia/Tokyo",
        "all_day": true,
        "cost": "€7",
        "website": "https://three.example.org/columns",
        "show_map": false,
        "show_map_link": false,
        "hide_from_listings": true,
        "featured": false,
        "image": "https://img.example.org/columns-three.png",
        "venue": first_venue,
    });
    let reply = app.post(ALPHA, &path, Some(ADMIN), &drafted).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    let expected = json!({
        "start_local": "2030-03-03 00:00:00",
        "end_local": "2030-03-04 23:59:59",
        "start_utc": "2030-03-02 15:00:00",
        "end_utc": "2030-03-04 14:59:59",
        "timezone": "Asia/Tokyo",
        "timezone_abbr": "JST",
        "all_day": true,
        "cost": "€7",
        "cost_symbol": "€",
        "cost_position": "prefix",
        "website": "https://three.example.org/columns",
        "show_map": false,
        "show_map_link": false,
        "hide_from_listings": true,
        "featured": false,
        "image_id": {"url": "https://img.example.org/columns-three.png"},
        "venue_id": {"venue": "Columns Hall One"},
    });
    assert_event_columns(app.db(), id, &reply.body, &expected, "update to a draft").await;
    let read = event_read(&app, id).await;
    assert_event_columns(app.db(), id, &read, &expected, "read after the draft").await;
}
