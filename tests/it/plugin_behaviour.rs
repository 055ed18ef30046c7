//! Answers that follow the plugin where clients notice: long texts, image addresses,
//! and bodies that are JSON but not objects.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

const API: &str = "/wp-json/tribe/events/v1";
const VENUES: &str = "/wp-json/tribe/events/v1/venues";
const ORGANIZERS: &str = "/wp-json/tribe/events/v1/organizers";

async fn created(app: &TestApp, path: &str, who: (&str, &str), body: Value) -> Value {
    let reply = app.post(ALPHA, path, Some(who), &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{body}: {}", reply.raw);
    reply.body
}

fn id_of(object: &Value) -> i64 {
    object["id"].as_i64().expect("id")
}

async fn post_count(app: &TestApp) -> i64 {
    app.db().scalar("SELECT COUNT(*) FROM posts", &[]).await
}

#[tokio::test]
async fn long_titles_and_venue_and_organizer_fields_round_trip() {
    let app = TestApp::new().await;
    let title = format!("{}finale", "Midsummer ".repeat(500));
    assert!(title.chars().count() > 5000);
    let event = created(
        &app,
        EVENTS,
        ADMIN,
        json!({"title": title, "start_date": "2030-06-21", "end_date": "2030-06-21"}),
    )
    .await;
    assert_eq!(event["title"], json!(title));
    let slug = event["slug"].as_str().expect("slug");
    assert!(
        !slug.is_empty() && slug.len() <= 200,
        "slugs stay within 200 bytes: {}",
        slug.len()
    );
    let read = app
        .get(ALPHA, &format!("{EVENTS}/{}", id_of(&event)), None)
        .await;
    assert_eq!(read.body["title"], json!(title));

    let name = "Grand Théâtre ".repeat(400);
    let name = name.trim();
    let address = "Rue du Port ".repeat(300);
    let address = address.trim();
    let city = "Saint-".repeat(400) + "Malo";
    let venue = created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": name, "address": address, "city": city, "zip": "3".repeat(1500),
               "province": "Bretagne ".repeat(200).trim(), "phone": "0".repeat(1200)}),
    )
    .await;
    let read = app
        .get(ALPHA, &format!("{VENUES}/{}", id_of(&venue)), None)
        .await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.raw);
    assert_eq!(read.body["venue"], json!(name));
    assert_eq!(read.body["address"], json!(address));
    assert_eq!(read.body["city"], json!(city));
    assert_eq!(read.body["zip"], json!("3".repeat(1500)));
    assert!(read.body["slug"].as_str().expect("slug").len() <= 200);

    let email = format!("{}@example.org", "team".repeat(400));
    let organizer = created(
        &app,
        ORGANIZERS,
        ADMIN,
        json!({"organizer": "Crew ".repeat(300).trim(), "email": email, "phone": "1".repeat(2000)}),
    )
    .await;
    let read = app
        .get(ALPHA, &format!("{ORGANIZERS}/{}", id_of(&organizer)), None)
        .await;
    assert_eq!(read.body["organizer"], json!("Crew ".repeat(300).trim()));
    assert_eq!(read.body["email"], json!(email));
    assert_eq!(read.body["phone"], json!("1".repeat(2000)));
}

#[tokio::test]
async fn image_addresses_must_be_public_http_addresses() {
    let app = TestApp::new().await;
    let event = |image: &str| json!({"title": "Pictured", "start_date": "2030-05-01", "end_date": "2030-05-01", "image": image});
    for image in [
        "http://127.0.0.1/a.jpg",
        "http://2130706433/a.jpg",
        "http://0x7f.1/a.jpg",
        "http://017700000001/a.jpg",
        "http://[::1]/a.jpg",
        "http://[::ffff:127.0.0.1]/a.jpg",
        "http://localhost/a.jpg",
        "http://img.localhost/a.jpg",
        "http://10.0.0.5/a.jpg",
        "http://172.20.1.1/a.jpg",
        "http://192.168.0.10/a.jpg",
        "http://169.254.169.254/latest/meta-data/",
        "http://[fe80::1]/a.jpg",
        "http://[fd00::1]/a.jpg",
        "http://0.0.0.0/a.jpg",
        "http://user:secret@img.example.org/a.jpg",
        "ftp://img.example.org/a.jpg",
        "file:///etc/passwd",
    ] {
        let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &event(image)).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{image}: {}",
            reply.raw
        );
        assert!(
            reply.body["data"]["params"]["image"].is_string(),
            "{image}: {}",
            reply.raw
        );
    }
    let private = "http://192.168.1.20/logo.png";
    for (path, body, param) in [
        (VENUES, json!({"venue": "Hall", "image": private}), "image"),
        (
            ORGANIZERS,
            json!({"organizer": "Crew", "image": private}),
            "image",
        ),
        (
            EVENTS,
            json!({"title": "Inline", "start_date": "2030-05-01", "end_date": "2030-05-01",
                   "venue": {"venue": "Hall", "image": private}}),
            "venue",
        ),
    ] {
        let reply = app.post(ALPHA, path, Some(ADMIN), &body).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{body}: {}",
            reply.raw
        );
        assert!(
            reply.body["data"]["params"][param].is_string(),
            "{}",
            reply.raw
        );
    }
    assert_eq!(post_count(&app).await, 0, "refused writes wrote nothing");

    let pictured = created(
        &app,
        EVENTS,
        ADMIN,
        event("https://img.example.org/photos/ok.jpg"),
    )
    .await;
    assert_eq!(
        pictured["image"]["url"],
        "https://img.example.org/photos/ok.jpg"
    );
}

#[tokio::test]
async fn json_bodies_that_are_not_objects_name_no_parameters() {
    let app = TestApp::new().await;
    let raw = |method: Method, path: String, body: &'static str| {
        let app = &app;
        async move {
            app.call(Call {
                method,
                host: ALPHA,
                path,
                auth: Some(ADMIN),
                body: Some((body.to_string(), "application/json")),
            })
            .await
        }
    };
    for (path, missing) in [
        (
            EVENTS.to_string(),
            json!(["title", "start_date", "end_date"]),
        ),
        (VENUES.to_string(), json!(["venue"])),
        (ORGANIZERS.to_string(), json!(["organizer"])),
        (format!("{API}/categories"), json!(["name"])),
    ] {
        for body in [
            "[]",
            "[1,2]",
            "[{\"title\": \"Inside a list\"}]",
            "5",
            "\"text\"",
            "null",
        ] {
            let reply = raw(Method::POST, path.clone(), body).await;
            assert_eq!(
                (reply.status, reply.code()),
                (StatusCode::BAD_REQUEST, "rest_missing_callback_param"),
                "{path} {body}: {}",
                reply.raw
            );
            assert_eq!(reply.body["data"]["params"], missing, "{path} {body}");
        }
    }
    assert_eq!(post_count(&app).await, 0);

    // An update gets no fields, so it does what an empty update does: names stay,
    // and the plugin's resets apply.
    for (path, name, body, method, sent, reset, after) in [
        (
            EVENTS,
            "title",
            json!({"title": "Kept", "start_date": "2030-05-01", "end_date": "2030-05-01", "featured": true}),
            Method::PUT,
            "[1,2]",
            "featured",
            false,
        ),
        (
            VENUES,
            "venue",
            json!({"venue": "Kept", "show_map": "0"}),
            Method::POST,
            "[]",
            "show_map",
            true,
        ),
    ] {
        let before = created(&app, path, ADMIN, body).await;
        let reply = raw(method, format!("{path}/{}", id_of(&before)), sent).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        assert_eq!(
            (reply.body[name].as_str(), reply.body[reset].as_bool()),
            (Some("Kept"), Some(after)),
            "{path} {sent}"
        );
    }
}
