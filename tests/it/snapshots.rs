//! The JSON shape of every route's answers and of the error envelopes, pinned as
//! snapshots in `tests/it/snapshots/`. Values that differ between runs or backends
//! (ids, creation and modification times, numbered slugs, addresses carrying ids)
//! are redacted, so that the same files hold on SQLite and PostgreSQL.
//!
//! A changed answer fails the test and, outside CI, leaves a `.snap.new` file beside the
//! snapshot to review (`cargo insta review`, or rename it over the old one). With
//! `CI=true` nothing is written.

use axum::http::{Method, StatusCode};
use insta::{Settings, assert_json_snapshot};
use serde_json::{Value, json};

use crate::helpers::*;

/// The redactions every snapshot here uses.
fn settings() -> Settings {
    let mut settings = Settings::clone_current();
    settings.set_snapshot_path("snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings
}

/// Keys whose values change with every run: ids (the backends number rows their own
/// way) and the clock at the time of writing.
const VARYING_KEYS: &[&str] = &[
    "id",
    "author",
    "parent",
    "date",
    "date_utc",
    "modified",
    "modified_utc",
    "global_id",
    "global_id_lineage",
    "term_id",
    "term_taxonomy_id",
    "validFrom",
];

/// `value` with what varies between runs replaced by placeholders: the values of
/// [`VARYING_KEYS`], digits in addresses (ids in `rest_url`s and links), and the
/// number a slug gets when its name was taken.
fn redacted(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(key, value)| {
                    let value = if VARYING_KEYS.contains(&key.as_str()) && !value.is_null() {
                        placeholder(key, value)
                    } else if let ("slug", Value::String(slug)) = (key.as_str(), value) {
                        Value::String(without_numbers(slug))
                    } else if key == "default" && value.as_str().is_some_and(is_date_time) {
                        // Defaults counted from today, such as the end of list windows.
                        Value::String("[date]".into())
                    } else {
                        redacted(value)
                    };
                    (key.clone(), value)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(redacted).collect()),
        Value::String(text) if text.contains("://") || text.starts_with('/') => {
            Value::String(without_numbers(text))
        }
        other => other.clone(),
    }
}

/// `YYYY-MM-DD HH:MM:SS`.
fn is_date_time(text: &str) -> bool {
    text.len() == 19
        && text.char_indices().all(|(i, c)| match i {
            4 | 7 => c == '-',
            10 => c == ' ',
            13 | 16 => c == ':',
            _ => c.is_ascii_digit(),
        })
}

fn placeholder(key: &str, value: &Value) -> Value {
    match value {
        Value::Array(items) => Value::Array(items.iter().map(|v| placeholder(key, v)).collect()),
        Value::Object(_) => redacted(value),
        _ => Value::String(format!("[{key}]")),
    }
}

/// `text` with every run of digits that follows `/`, `=` or `-` replaced by `N`.
fn without_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous = ' ';
    let mut in_number = false;
    for c in text.chars() {
        if c.is_ascii_digit() && (in_number || matches!(previous, '/' | '=' | '-')) {
            if !in_number {
                out.push('N');
                in_number = true;
            }
        } else {
            in_number = false;
            out.push(c);
        }
        previous = c;
    }
    out
}

/// Pins `reply`'s status and redacted body as the snapshot `name`.
fn pin(name: &str, reply: &Reply) {
    let status = reply.status.as_u16();
    let body = redacted(&reply.body);
    settings().bind(|| {
        assert_json_snapshot!(name, json!({"status": status, "body": body}));
    });
}

/// One kind of item, with the body that creates it and the one that changes it.
struct Kind {
    name: &'static str,
    create: Value,
    update: Value,
}

fn kinds() -> [Kind; 5] {
    [
        Kind {
            name: "venues",
            create: json!({
                "venue": "Snapshot Hall", "address": "1 Rue de la Paix", "city": "Lyon",
                "country": "France", "zip": "69001", "phone": "+33 4 00 00 00 00",
                "website": "https://hall.example.org", "status": "publish"
            }),
            update: json!({"city": "Grenoble"}),
        },
        Kind {
            name: "organizers",
            create: json!({
                "organizer": "Snapshot Society", "email": "society@example.org",
                "phone": "+33 1 00 00 00 00", "website": "https://society.example.org",
                "status": "publish"
            }),
            update: json!({"phone": "+33 1 11 11 11 11"}),
        },
        Kind {
            name: "categories",
            create: json!({"name": "Snapshot Music", "description": "Concerts and recitals"}),
            update: json!({"description": "Concerts, recitals and operas"}),
        },
        Kind {
            name: "tags",
            create: json!({"name": "Snapshot Outdoor"}),
            update: json!({"description": "Under the sky"}),
        },
        Kind {
            name: "events",
            create: json!({
                "title": "Snapshot Concert", "description": "<p>A string quartet.</p>",
                "excerpt": "Strings", "start_date": "2031-05-01 19:00:00",
                "end_date": "2031-05-01 21:30:00", "timezone": "Europe/Paris",
                "cost": "15", "website": "https://concert.example.org", "status": "publish"
            }),
            update: json!({"title": "Snapshot Concert, Encore", "all_day": true}),
        },
    ]
}

/// Creation, read, list, update and deletion of every kind of item, the event linked
/// to the venue, organizer, category and tag created before it.
#[tokio::test]
async fn answers_of_every_route() {
    let app = TestApp::new().await;
    let mut linked = Vec::new();
    for mut kind in kinds() {
        let route = format!("{NS}/{}", kind.name);
        if kind.name == "events" {
            for (field, id) in ["venue", "organizer", "categories", "tags"]
                .into_iter()
                .zip(&linked)
            {
                kind.create[field] = if field == "venue" {
                    json!(id)
                } else {
                    json!([id])
                };
            }
        }
        let created = app.post(ALPHA, &route, Some(ADMIN), &kind.create).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
        pin(&format!("{}_create", kind.name), &created);
        let id = created.body["id"].as_i64().expect("id");
        linked.push(id);
        let item = format!("{route}/{id}");

        pin(
            &format!("{}_single", kind.name),
            &app.get(ALPHA, &item, None).await,
        );
        pin(
            &format!("{}_list", kind.name),
            &app.get(ALPHA, &route, None).await,
        );
        let updated = app.post(ALPHA, &item, Some(ADMIN), &kind.update).await;
        assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
        pin(&format!("{}_update", kind.name), &updated);
    }
    // Deleted last to first, so that each item is deleted while still linked.
    for (kind, id) in kinds().iter().zip(&linked).rev() {
        let item = format!("{NS}/{}/{id}", kind.name);
        let deleted = app.delete(ALPHA, &item, Some(ADMIN)).await;
        assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.raw);
        pin(&format!("{}_delete", kind.name), &deleted);
    }
}

#[tokio::test]
async fn the_index() {
    let app = TestApp::new().await;
    pin("index", &app.get(ALPHA, NS, None).await);
}

/// `/doc` pinned whole: it is built from the route table, so a route's arguments,
/// responses and descriptions show up here when they change.
#[tokio::test]
async fn the_doc() {
    let app = TestApp::new().await;
    pin("doc", &app.get(ALPHA, &format!("{NS}/doc"), None).await);
}

#[tokio::test]
async fn error_envelopes() {
    let app = TestApp::new().await;
    let event = app
        .create_event(
            ALPHA,
            json!({"title": "Draft", "status": "draft", "start_date": "2031-05-01", "end_date": "2031-05-01"}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let trashed = app
        .create_event(
            ALPHA,
            json!({"title": "Trashed", "start_date": "2031-05-01", "end_date": "2031-05-01"}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let trash = app
        .delete(ALPHA, &format!("{EVENTS}/{trashed}"), Some(ADMIN))
        .await;
    assert_eq!(trash.status, StatusCode::OK, "{}", trash.raw);

    let cases: Vec<(&str, Reply)> = vec![
        (
            "error_invalid_param",
            app.get(ALPHA, &format!("{EVENTS}?per_page=zero"), None)
                .await,
        ),
        (
            "error_missing_param",
            app.post(ALPHA, EVENTS, Some(ADMIN), &json!({"title": "No dates"}))
                .await,
        ),
        (
            "error_invalid_json",
            app.call(Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("{\"title\": ".into(), "application/json")),
            })
            .await,
        ),
        (
            "error_unauthorized",
            app.post(ALPHA, EVENTS, None, &json!({"title": "Anonymous"}))
                .await,
        ),
        (
            "error_forbidden",
            app.post(
                ALPHA,
                EVENTS,
                Some(SUBSCRIBER),
                &json!({"title": "Subscriber"}),
            )
            .await,
        ),
        (
            "error_not_accessible",
            app.get(ALPHA, &format!("{EVENTS}/{event}"), None).await,
        ),
        (
            "error_not_found",
            app.get(ALPHA, &format!("{EVENTS}/987654"), None).await,
        ),
        (
            "error_no_route",
            app.get(ALPHA, &format!("{NS}/nothing-here"), None).await,
        ),
        (
            "error_in_trash",
            app.delete(ALPHA, &format!("{EVENTS}/{trashed}"), Some(ADMIN))
                .await,
        ),
        (
            "error_wrong_password",
            app.get(ALPHA, EVENTS, Some((ADMIN.0, "not-the-password")))
                .await,
        ),
        (
            "error_payload_too_large",
            app.call(Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("x".repeat(1024 * 1024 + 10), "application/json")),
            })
            .await,
        ),
        (
            "error_unsupported_media_type",
            app.call(Call {
                method: Method::POST,
                host: ALPHA,
                path: EVENTS.into(),
                auth: Some(ADMIN),
                body: Some(("<event/>".into(), "application/xml")),
            })
            .await,
        ),
    ];
    for (name, reply) in &cases {
        assert!(
            reply.status.is_client_error(),
            "{name}: {} {}",
            reply.status,
            reply.raw
        );
        pin(name, reply);
    }
}

#[test]
fn redaction_keeps_words_and_replaces_numbers() {
    assert_eq!(
        without_numbers("http://alpha.test/wp-json/tribe/events/v1/events/42?id=7"),
        "http://alpha.test/wp-json/tribe/events/v1/events/N?id=N"
    );
    assert_eq!(without_numbers("/event/concert-2/"), "/event/concert-N/");
    assert_eq!(
        redacted(&json!({"id": 5, "title": "Room 101", "venue": {"id": 3}})),
        json!({"id": "[id]", "title": "Room 101", "venue": {"id": "[id]"}})
    );
}
