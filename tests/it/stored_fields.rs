//! Venues' and organizers' own fields each land in their own column: every field written
//! with a distinct value reads back the same by HTTP and from the column of its name,
//! on create and on update, so two columns swapped anywhere on the way show.

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
