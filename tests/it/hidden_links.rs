//! What an event shows of the venue and organizers it links to: only those its reader
//! may read, in every answer that embeds them; writes may link only those the writer may
//! read; and the filters that name a venue, an organizer or an event answer for one the
//! caller may not read exactly as for one that does not exist.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

const SECRET_ADDRESS: &str = "1 Hidden Lane";
const SECRET_EMAIL: &str = "private-line@example.org";

/// Creates a venue or organizer as `who` and returns its id.
async fn linked(app: &TestApp, who: (&str, &str), route: &str, body: Value) -> i64 {
    let reply = app.post(ALPHA, route, Some(who), &body).await;
    assert_eq!(
        reply.status,
        StatusCode::CREATED,
        "{route} {body}: {}",
        reply.raw
    );
    reply.body["id"].as_i64().expect("id")
}

fn event(title: &str, more: Value) -> Value {
    let mut body =
        json!({"title": title, "start_date": "2030-05-01 19:00", "end_date": "2030-05-01 22:00"});
    for (k, v) in more.as_object().expect("object") {
        body[k] = v.clone();
    }
    body
}

async fn posts(app: &TestApp, post_type: &str) -> i64 {
    app.db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE post_type = $1",
            &[post_type.into()],
        )
        .await
}

/// The venue id and organizer ids an event answer embeds.
fn embedded(event: &Value) -> (Option<i64>, Vec<i64>) {
    let organizers = event["organizer"]
        .as_array()
        .unwrap_or_else(|| panic!("no organizer list: {event}"))
        .iter()
        .filter_map(|o| o["id"].as_i64())
        .collect();
    (event["venue"]["id"].as_i64(), organizers)
}

#[tokio::test]
async fn writes_link_only_venues_and_organizers_their_caller_may_read() {
    let app = TestApp::new().await;
    let admins_draft = linked(
        &app,
        ADMIN,
        VENUES,
        json!({"venue": "Admin Draft Hall", "status": "draft", "address": SECRET_ADDRESS}),
    )
    .await;
    let admins_private = linked(
        &app,
        ADMIN,
        ORGANIZERS,
        json!({"organizer": "Admin Private", "status": "private", "email": SECRET_EMAIL}),
    )
    .await;
    let admins_pending = linked(
        &app,
        ADMIN,
        ORGANIZERS,
        json!({"organizer": "Admin Pending", "status": "pending"}),
    )
    .await;
    let published = linked(&app, ADMIN, ORGANIZERS, json!({"organizer": "Open Desk"})).await;
    let own_draft = linked(
        &app,
        AUTHOR,
        VENUES,
        json!({"venue": "Ann Draft Hall", "status": "draft"}),
    )
    .await;
    let trashed = linked(&app, ADMIN, VENUES, json!({"venue": "Gone Hall"})).await;
    let gone = app
        .delete(ALPHA, &format!("{VENUES}/{trashed}"), Some(ADMIN))
        .await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.raw);
    let unknown_venue = app
        .post(
            ALPHA,
            EVENTS,
            Some(AUTHOR),
            &event("Unknown", json!({"venue": 999_999})),
        )
        .await;
    assert_bad_param(&unknown_venue, "rest_invalid_param", "venue");

    let events_before = posts(&app, "tribe_events").await;
    for (who, body, param, what) in [
        (
            AUTHOR,
            json!({"venue": admins_draft}),
            "venue",
            "someone else's draft venue",
        ),
        (
            AUTHOR,
            json!({"venue": {"id": admins_draft}}),
            "venue",
            "the same as {id}",
        ),
        (
            AUTHOR,
            json!({"venue": [admins_draft]}),
            "venue",
            "the same in a list",
        ),
        (
            CONTRIBUTOR,
            json!({"organizer": [admins_private]}),
            "organizer",
            "someone else's private organizer",
        ),
        (
            AUTHOR,
            json!({"organizer": [published, admins_pending]}),
            "organizer",
            "someone else's pending organizer among readable ones",
        ),
        (
            AUTHOR,
            json!({"organizer": admins_private}),
            "organizer",
            "a single id",
        ),
        (
            ADMIN,
            json!({"venue": trashed}),
            "venue",
            "a trashed venue, even for its author",
        ),
        (
            EDITOR,
            json!({"organizer": [{"id": admins_private}], "venue": trashed}),
            "venue",
            "a trashed venue beside a readable organizer",
        ),
    ] {
        let reply = app
            .post(ALPHA, EVENTS, Some(who), &event("Refused", body.clone()))
            .await;
        assert_bad_param(&reply, "rest_invalid_param", param);
        assert_eq!(
            reply.body["data"]["params"][param], unknown_venue.body["data"]["params"]["venue"],
            "{what}: the message of an unknown id"
        );
        assert!(
            !reply.raw.contains(SECRET_ADDRESS) && !reply.raw.contains(SECRET_EMAIL),
            "{what}: {}",
            reply.raw
        );
    }
    assert_eq!(
        posts(&app, "tribe_events").await,
        events_before,
        "refused creates wrote nothing"
    );

    // Updates are refused alike and change nothing.
    let own = app
        .post(
            ALPHA,
            EVENTS,
            Some(AUTHOR),
            &event(
                "Ann's",
                json!({"venue": own_draft, "organizer": [published]}),
            ),
        )
        .await;
    assert_eq!(own.status, StatusCode::CREATED, "{}", own.raw);
    assert_eq!(
        embedded(&own.body),
        (Some(own_draft), vec![published]),
        "her own draft is hers to link"
    );
    let id = own.body["id"].as_i64().expect("id");
    let before = app.item_state(ALPHA, EVENTS, id).await;
    for body in [
        json!({"venue": admins_draft}),
        json!({"organizer": [published, admins_private]}),
    ] {
        let reply = app
            .post(
                ALPHA,
                &format!("{EVENTS}/{id}"),
                Some(AUTHOR),
                &event("Ann's, renamed", body),
            )
            .await;
        assert_eq!(reply.code(), "rest_invalid_param", "{}", reply.raw);
    }
    app.assert_unchanged(ALPHA, EVENTS, id, &before, "a link to an unreadable post")
        .await;

    // Editors read every draft and private post, so they may link them.
    let editors = app
        .post(
            ALPHA,
            EVENTS,
            Some(EDITOR),
            &event(
                "Editor's",
                json!({"venue": admins_draft, "organizer": [admins_private, admins_pending]}),
            ),
        )
        .await;
    assert_eq!(editors.status, StatusCode::CREATED, "{}", editors.raw);
    assert_eq!(
        embedded(&editors.body),
        (Some(admins_draft), vec![admins_private, admins_pending])
    );
}

#[tokio::test]
async fn events_embed_only_the_linked_posts_their_reader_may_read() {
    let app = TestApp::new().await;
    let hidden_venue = linked(
        &app,
        AUTHOR,
        VENUES,
        json!({"venue": "Back Room", "status": "draft", "address": SECRET_ADDRESS}),
    )
    .await;
    let hidden_organizer = linked(
        &app,
        AUTHOR,
        ORGANIZERS,
        json!({"organizer": "Ann Direct", "status": "private", "email": SECRET_EMAIL}),
    )
    .await;
    let open = linked(&app, ADMIN, ORGANIZERS, json!({"organizer": "Open Desk"})).await;
    let created = app
        .post(
            ALPHA,
            EVENTS,
            Some(AUTHOR),
            &event(
                "Gala",
                json!({"venue": hidden_venue, "organizer": [hidden_organizer, open]}),
            ),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    assert_eq!(created.body["status"], "publish");
    assert_eq!(
        embedded(&created.body),
        (Some(hidden_venue), vec![hidden_organizer, open]),
        "the create's answer shows its author her own posts"
    );
    let id = created.body["id"].as_i64().expect("id");
    let single = format!("{EVENTS}/{id}");
    let by_slug = format!("{EVENTS}/by-slug/gala");
    let list = format!("{EVENTS}?start_date=2030-01-01&end_date=2030-12-31");

    // Each reader in turn, twice, so that the second read comes from the read cache
    // and a cached answer of one reader cannot serve another.
    let readers: [(Option<(&str, &str)>, bool); 5] = [
        (Some(ADMIN), true),
        (None, false),
        (Some(AUTHOR), true),
        (Some(CONTRIBUTOR), false),
        (Some(EDITOR), true),
    ];
    for round in ["rendered", "cached"] {
        for (who, sees) in readers {
            let expected = if sees {
                (Some(hidden_venue), vec![hidden_organizer, open])
            } else {
                (None, vec![open])
            };
            let what = format!("{round} for {:?}", who.map(|w| w.0));
            for path in [&single, &by_slug] {
                let reply = app.get(ALPHA, path, who).await;
                assert_eq!(reply.status, StatusCode::OK, "{what} {path}: {}", reply.raw);
                assert_eq!(embedded(&reply.body), expected, "{what} {path}");
                let ld = &reply.body["json_ld"];
                assert_eq!(ld.get("location").is_some(), sees, "{what} {path}: {ld}");
                assert_eq!(
                    ld["organizer"]["email"].as_str() == Some(SECRET_EMAIL),
                    sees,
                    "{what} {path}: the first organizer shown is the one json_ld names"
                );
                if !sees {
                    assert_eq!(
                        reply.body["venue"],
                        json!([]),
                        "{what}: no venue, as for none"
                    );
                    for secret in [SECRET_ADDRESS, SECRET_EMAIL, "Back Room", "Ann Direct"] {
                        assert!(!reply.raw.contains(secret), "{what} {path} shows {secret}");
                    }
                }
            }
            let listed = app.get(ALPHA, &list, who).await;
            assert_eq!(listed.status, StatusCode::OK, "{what}: {}", listed.raw);
            assert_eq!(
                embedded(&listed.body["events"][0]),
                expected,
                "{what}: list"
            );
        }
    }

    // A write's answer shows its writer only what the writer may read: the editor
    // links the admin's draft organizer, which the author then does not see in the
    // answer of her own update.
    let admins_draft = linked(
        &app,
        ADMIN,
        ORGANIZERS,
        json!({"organizer": "Admin Draft", "status": "draft", "email": "admin-draft@example.org"}),
    )
    .await;
    let linked_by_editor = app
        .post(
            ALPHA,
            &single,
            Some(EDITOR),
            &event(
                "Gala",
                json!({"venue": hidden_venue, "organizer": [hidden_organizer, admins_draft, open]}),
            ),
        )
        .await;
    assert_eq!(
        linked_by_editor.status,
        StatusCode::OK,
        "{}",
        linked_by_editor.raw
    );
    assert_eq!(
        embedded(&linked_by_editor.body),
        (
            Some(hidden_venue),
            vec![hidden_organizer, admins_draft, open]
        )
    );
    let updated = app
        .post(ALPHA, &single, Some(AUTHOR), &event("Gala", json!({})))
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
    assert_eq!(
        embedded(&updated.body),
        (Some(hidden_venue), vec![hidden_organizer, open]),
        "the update keeps the links it does not name, and shows the author hers"
    );
    assert!(
        !updated.raw.contains("admin-draft@example.org"),
        "{}",
        updated.raw
    );
    let trashed = app.delete(ALPHA, &single, Some(AUTHOR)).await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert!(
        !trashed.raw.contains("admin-draft@example.org"),
        "{}",
        trashed.raw
    );
}

#[tokio::test]
async fn a_venue_or_organizer_published_later_appears_in_cached_reads() {
    let app = TestApp::new().await;
    let venue = linked(
        &app,
        ADMIN,
        VENUES,
        json!({"venue": "Soon Hall", "status": "draft"}),
    )
    .await;
    let created = app
        .create_event(ALPHA, event("Opening", json!({"venue": venue})))
        .await;
    let path = format!("{EVENTS}/{}", created["id"]);
    assert_eq!(app.get(ALPHA, &path, None).await.body["venue"], json!([]));
    let published = app
        .post(
            ALPHA,
            &format!("{VENUES}/{venue}"),
            Some(ADMIN),
            &json!({"venue": "Soon Hall", "status": "publish"}),
        )
        .await;
    assert_eq!(published.status, StatusCode::OK, "{}", published.raw);
    assert_eq!(
        app.get(ALPHA, &path, None).await.body["venue"]["id"],
        json!(venue)
    );
}

#[tokio::test]
async fn list_filters_answer_for_unreadable_venues_and_organizers_as_for_unknown_ids() {
    let app = TestApp::new().await;
    let draft_venue = linked(
        &app,
        AUTHOR,
        VENUES,
        json!({"venue": "Back Room", "status": "draft"}),
    )
    .await;
    let private_organizer = linked(
        &app,
        AUTHOR,
        ORGANIZERS,
        json!({"organizer": "Ann Direct", "status": "private"}),
    )
    .await;
    let id = app
        .post(
            ALPHA,
            EVENTS,
            Some(AUTHOR),
            &event(
                "Gala",
                json!({"venue": draft_venue, "organizer": [private_organizer]}),
            ),
        )
        .await
        .body["id"]
        .as_i64()
        .expect("id");
    let window = "start_date=2030-01-01&end_date=2030-12-31";
    for (name, hidden) in [("venue", draft_venue), ("organizer", private_organizer)] {
        let unknown = app
            .get(ALPHA, &format!("{EVENTS}?{window}&{name}=999999"), None)
            .await;
        assert_bad_param(&unknown, "rest_invalid_param", name);
        for who in [None, Some(CONTRIBUTOR), Some(SUBSCRIBER)] {
            let reply = app
                .get(ALPHA, &format!("{EVENTS}?{window}&{name}={hidden}"), who)
                .await;
            assert_eq!(
                (reply.status, &reply.body),
                (unknown.status, &unknown.body),
                "{name}={hidden} for {who:?}"
            );
        }
        for who in [AUTHOR, EDITOR, ADMIN] {
            let reply = app
                .get(
                    ALPHA,
                    &format!("{EVENTS}?{window}&{name}={hidden}"),
                    Some(who),
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
            assert_eq!(ids(&reply), [id], "{name} for {}", who.0);
        }
    }
}

#[tokio::test]
async fn venue_and_organizer_lists_answer_for_unreadable_events_as_for_non_events() {
    let app = TestApp::new().await;
    let venue = linked(&app, ADMIN, VENUES, json!({"venue": "Town Hall"})).await;
    let organizer = linked(&app, ADMIN, ORGANIZERS, json!({"organizer": "Town Desk"})).await;
    let links = json!({"venue": venue, "organizer": [organizer]});
    let mut events = Vec::new();
    for (who, status, password) in [
        (ADMIN, "publish", ""),
        (ADMIN, "draft", ""),
        (ADMIN, "private", ""),
        (ADMIN, "pending", ""),
        (ADMIN, "publish", "letmein"),
        (AUTHOR, "publish", "annspass"),
        (AUTHOR, "draft", ""),
    ] {
        let mut body = event(&format!("{status} {password}"), links.clone());
        body["status"] = json!(status);
        let reply = app.post(ALPHA, EVENTS, Some(who), &body).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
        let id = reply.body["id"].as_i64().expect("id");
        if !password.is_empty() {
            // Only updates by id take a password.
            body["password"] = json!(password);
            let reply = app
                .post(ALPHA, &format!("{EVENTS}/{id}"), Some(who), &body)
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        }
        events.push((who.0, status, password, id));
    }
    let trashed = events[1].3;
    let gone = app
        .delete(ALPHA, &format!("{EVENTS}/{trashed}"), Some(ADMIN))
        .await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.raw);

    for route in [VENUES, ORGANIZERS] {
        for who in [
            None,
            Some(SUBSCRIBER),
            Some(CONTRIBUTOR),
            Some(AUTHOR),
            Some(EDITOR),
            Some(ADMIN),
        ] {
            let not_an_event = app.get(ALPHA, &format!("{route}?event={venue}"), who).await;
            assert_bad_param(&not_an_event, "rest_invalid_param", "event");
            let login = who.map_or("", |w| w.0);
            let may_edit_all = matches!(login, "admin" | "eddie");
            for &(author, status, password, id) in &events {
                let own = author == login;
                let readable = match status {
                    _ if id == trashed => may_edit_all,
                    "publish" => true,
                    _ => own || may_edit_all,
                };
                let sees_links = readable && (password.is_empty() || own || may_edit_all);
                let reply = app.get(ALPHA, &format!("{route}?event={id}"), who).await;
                let what =
                    format!("{route}?event= {status} {password:?} by {author} for {login:?}");
                if sees_links {
                    assert_eq!(reply.status, StatusCode::OK, "{what}: {}", reply.raw);
                    assert_eq!(reply.header("x-tec-total"), Some("1"), "{what}");
                } else {
                    assert_eq!(
                        (reply.status, &reply.body),
                        (not_an_event.status, &not_an_event.body),
                        "{what}: as for an id that is no event"
                    );
                }
            }
        }
    }
}
