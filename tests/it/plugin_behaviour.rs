//! Answers that follow the plugin where clients notice: slugs of unpublished venues
//! and organizers, inline flags, searches over every field, event counts that respect
//! who may read the events, long texts, image addresses, and bodies that are JSON
//! but not objects.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

async fn created(app: &TestApp, path: &str, who: (&str, &str), body: Value) -> Value {
    let reply = app.post(ALPHA, path, Some(who), &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{body}: {}", reply.raw);
    reply.body
}

fn id_of(object: &Value) -> i64 {
    object["id"].as_i64().expect("id")
}

/// Ids of the items of a venue or organizer list.
fn listed(reply: &Reply, key: &str) -> Vec<i64> {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    reply.body[key]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|item| item["id"].as_i64())
        .collect()
}

async fn post_count(app: &TestApp) -> i64 {
    app.db().scalar("SELECT COUNT(*) FROM posts", &[]).await
}

#[tokio::test]
async fn unpublished_venues_and_organizers_have_slugs_and_are_reachable_by_them() {
    let app = TestApp::new().await;
    created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "Main Hall", "description": "The big one"}),
    )
    .await;
    // Same name, another description: a venue of its own, whose slug must differ.
    let draft = created(
        &app,
        VENUES,
        CONTRIBUTOR,
        json!({"venue": "Main Hall", "description": "The draft one"}),
    )
    .await;
    assert_eq!(
        (draft["status"].as_str(), draft["slug"].as_str()),
        (Some("draft"), Some("main-hall-2")),
        "{draft}"
    );
    let draft_id = id_of(&draft);
    assert_eq!(
        draft["url"],
        format!("http://alpha.test/?post_type=tribe_venue&p={draft_id}"),
        "unpublished posts keep the plain permalink"
    );
    let by_slug = format!("{VENUES}/by-slug/main-hall-2");
    let anonymous = app.get(ALPHA, &by_slug, None).await;
    assert_eq!(
        (anonymous.status, anonymous.code()),
        (StatusCode::FORBIDDEN, "venue-not-accessible"),
        "{}",
        anonymous.raw
    );
    for who in [ADMIN, CONTRIBUTOR] {
        let read = app.get(ALPHA, &by_slug, Some(who)).await;
        assert_eq!(read.status, StatusCode::OK, "{}", read.raw);
        assert_eq!(id_of(&read.body), draft_id);
    }
    let updated = app
        .post(
            ALPHA,
            &by_slug,
            Some(CONTRIBUTOR),
            &json!({"venue": "Main Hall", "city": "Lyon"}),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
    assert_eq!(
        (updated.body["city"].as_str(), updated.body["slug"].as_str()),
        (Some("Lyon"), Some("main-hall-2")),
        "an update keeps the slug it owns"
    );
    let trashed = app.delete(ALPHA, &by_slug, Some(ADMIN)).await;
    assert_eq!(
        (trashed.status, trashed.body["status"].as_str()),
        (StatusCode::OK, Some("trash")),
        "{}",
        trashed.raw
    );

    let organizer = created(
        &app,
        ORGANIZERS,
        CONTRIBUTOR,
        json!({"organizer": "Night Owls"}),
    )
    .await;
    assert_eq!(
        (organizer["status"].as_str(), organizer["slug"].as_str()),
        (Some("draft"), Some("night-owls"))
    );
    let by_slug = format!("{ORGANIZERS}/by-slug/night-owls");
    let anonymous = app.get(ALPHA, &by_slug, None).await;
    assert_eq!(
        (anonymous.status, anonymous.code()),
        (StatusCode::FORBIDDEN, "organizer-not-accessible")
    );
    assert_eq!(
        app.get(ALPHA, &by_slug, Some(ADMIN)).await.status,
        StatusCode::OK
    );
    let deleted = app.delete(ALPHA, &by_slug, Some(CONTRIBUTOR)).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.raw);

    // Created inline by a contributor's event: a draft with a slug too.
    let event = created(
        &app,
        EVENTS,
        CONTRIBUTOR,
        json!({"title": "Draft gig", "start_date": "2030-05-01", "end_date": "2030-05-01",
               "venue": {"venue": "Cellar Bar"}, "organizer": [{"organizer": "Cellar Crew"}]}),
    )
    .await;
    assert_eq!(event["venue"]["status"], "draft");
    assert_eq!(event["venue"]["slug"], "cellar-bar");
    assert_eq!(event["organizer"][0]["slug"], "cellar-crew");
}

/// Inserts a draft venue or organizer as an older version stored it: without slug
/// (with the search text every version keeps: lower-cased title, excerpt, content).
async fn seed_slugless(app: &TestApp, post_type: &str, table: &str, name: &str) -> i64 {
    let search_text = format!("{}\n\n", name.to_lowercase());
    let id: i64 = app
        .db()
        .scalar(
            "INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, modified_local, modified_utc, search_text) \
             VALUES ('alpha', $1, 1, 'draft', $2, '', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', $3) RETURNING id",
            &[post_type.into(), name.into(), search_text.as_str().into()],
        )
        .await;
    let row = match table {
        "venues" => "INSERT INTO venues (post_id, tenant_id) VALUES ($1, 'alpha')",
        _ => "INSERT INTO organizers (post_id, tenant_id) VALUES ($1, 'alpha')",
    };
    app.db().execute(row, &[id.into()]).await;
    id
}

#[tokio::test]
async fn stored_drafts_without_slug_get_one_when_the_server_starts() {
    let app = TestApp::new().await;
    created(&app, VENUES, ADMIN, json!({"venue": "Old Hall"})).await;
    let venue = seed_slugless(&app, "tribe_venue", "venues", "Old Hall").await;
    let organizer = seed_slugless(&app, "tribe_organizer", "organizers", "Vieux Café").await;
    let slugless = app
        .get(ALPHA, &format!("{VENUES}/by-slug/old-hall-2"), Some(ADMIN))
        .await;
    assert_eq!(
        slugless.status,
        StatusCode::BAD_REQUEST,
        "no slug before the start"
    );
    assert_bad_param(&slugless, "rest_invalid_param", "slug");

    // Another server over the same store migrates it at start, as `serve` does.
    let restarted = app.twin().await;
    for (path, id) in [
        (format!("{VENUES}/by-slug/old-hall-2"), venue),
        (format!("{ORGANIZERS}/by-slug/vieux-cafe"), organizer),
    ] {
        let read = restarted.get(ALPHA, &path, Some(ADMIN)).await;
        assert_eq!(
            (read.status, read.body["id"].as_i64()),
            (StatusCode::OK, Some(id)),
            "{path}: {}",
            read.raw
        );
    }
    let anonymous = restarted
        .get(ALPHA, &format!("{ORGANIZERS}/by-slug/vieux-cafe"), None)
        .await;
    assert_eq!(anonymous.code(), "organizer-not-accessible");
    // Starting again changes nothing.
    let again = app.twin().await;
    let slugs: Vec<String> = again
        .db()
        .scalars(
            "SELECT slug FROM posts WHERE post_type IN ('tribe_venue', 'tribe_organizer') ORDER BY id",
            &[],
        )
        .await;
    assert_eq!(slugs, ["old-hall", "old-hall-2", "vieux-cafe"]);
}

/// The check at start reads posts of every tenant before any request arrives: the
/// time limit of a request's reads must not stop the server from starting over a
/// large store (on a million events with a cold cache the check took over 2 s).
#[tokio::test]
async fn the_check_at_start_is_not_bound_by_the_read_time_limit() {
    let app = TestApp::new().await;
    let organizer = seed_slugless(&app, "tribe_organizer", "organizers", "Late Crew").await;
    // Posts without a slug of another type, which the check's reading passes over.
    seed_filler_posts(&app, 30_000).await;

    let restarted = app
        .reconfigured(&format!(
            "{CONFIG}\n[limits]\nread_statement_timeout_seconds = 0.001\n"
        ))
        .await;
    let slug: String = restarted
        .db()
        .scalar("SELECT slug FROM posts WHERE id = $1", &[organizer.into()])
        .await;
    assert_eq!(slug, "late-crew");
}

/// Reusing a venue or organizer by name and giving every one a slug agree: a reused
/// post keeps its slug (also one given when the server started), and a twin that may
/// not reuse someone else's draft gets a slug of its own beside it.
#[tokio::test]
async fn reused_venues_and_organizers_keep_their_slugs() {
    let app = TestApp::new().await;
    let draft = created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "Secret Stage", "status": "draft"}),
    )
    .await;
    assert_eq!(draft["slug"], "secret-stage");
    let twin = created(&app, VENUES, CONTRIBUTOR, json!({"venue": "SECRET STAGE"})).await;
    assert_ne!(
        id_of(&twin),
        id_of(&draft),
        "someone else's draft is not reused"
    );
    assert_eq!(twin["slug"], "secret-stage-2");
    let by_slug = app
        .get(
            ALPHA,
            &format!("{VENUES}/by-slug/secret-stage-2"),
            Some(CONTRIBUTOR),
        )
        .await;
    assert_eq!(
        by_slug.body["id"].as_i64(),
        Some(id_of(&twin)),
        "{}",
        by_slug.raw
    );

    let reused = created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "secret stage", "city": "Lyon"}),
    )
    .await;
    assert_eq!(id_of(&reused), id_of(&draft), "the oldest readable twin");
    assert_eq!(
        (reused["slug"].as_str(), reused["city"].as_str()),
        (Some("secret-stage"), Some("Lyon"))
    );
    let organizer = created(
        &app,
        ORGANIZERS,
        ADMIN,
        json!({"organizer": "Secret Stage"}),
    )
    .await;
    assert_eq!(
        organizer["slug"], "secret-stage",
        "slugs are unique per kind"
    );

    // One stored without a slug gets one at start, and keeps it when reused.
    let old = seed_slugless(&app, "tribe_organizer", "organizers", "Old Crew").await;
    let restarted = app.twin().await;
    let reply = restarted
        .post(
            ALPHA,
            ORGANIZERS,
            Some(ADMIN),
            &json!({"organizer": "OLD CREW", "phone": "1"}),
        )
        .await;
    assert_eq!(
        (
            reply.status,
            reply.body["id"].as_i64(),
            reply.body["slug"].as_str()
        ),
        (StatusCode::CREATED, Some(old), Some("old-crew")),
        "{}",
        reply.raw
    );
}

#[tokio::test]
async fn inline_venues_take_json_booleans_for_their_map_flags() {
    let app = TestApp::new().await;
    let event = created(
        &app,
        EVENTS,
        ADMIN,
        json!({"title": "Riverside gig", "start_date": "2030-05-01", "end_date": "2030-05-01",
               "venue": {"venue": "Riverside", "show_map": true, "show_map_link": false}}),
    )
    .await;
    assert_eq!(
        (
            event["venue"]["show_map"].clone(),
            event["venue"]["show_map_link"].clone()
        ),
        (json!(true), json!(false)),
        "{event}"
    );
    let updated = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{}", id_of(&event)),
            Some(ADMIN),
            &json!({"venue": {"venue": "Quayside", "show_map": false, "show_map_link": true}}),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
    assert_eq!(
        (
            updated.body["venue"]["show_map"].clone(),
            updated.body["venue"]["show_map_link"].clone()
        ),
        (json!(false), json!(true))
    );
    // The venue routes keep typing them as strings, as the plugin does.
    let own_route = app
        .post(
            ALPHA,
            VENUES,
            Some(ADMIN),
            &json!({"venue": "Strict", "show_map": true}),
        )
        .await;
    assert_eq!(
        (own_route.status, own_route.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param")
    );
    assert_bad_param(&own_route, "rest_invalid_param", "show_map");
}

#[tokio::test]
async fn venue_and_organizer_searches_match_every_word_in_any_field() {
    let app = TestApp::new().await;
    let temple = id_of(
        &created(
            &app,
            VENUES,
            ADMIN,
            json!({"venue": "Inner Hall", "description": "Riverside rooms", "address": "1 Temple Avenue",
                   "city": "London", "country": "United Kingdom", "zip": "EC4Y 9DA",
                   "phone": "+44 20 7946 0000", "website": "https://inner.example.org"}),
        )
        .await,
    );
    created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "Temple Bar", "address": "2 Fleet Street", "city": "Dublin"}),
    )
    .await;
    let search = |words: &str| format!("{VENUES}?search={}", words.replace(' ', "%20"));
    for words in [
        "temple avenue",
        "TEMPLE Avenue",
        "avenue london",
        "riverside kingdom",
        "ec4y 9da",
        "7946 inner.example.org",
        "hall united",
    ] {
        assert_eq!(
            listed(&app.get(ALPHA, &search(words), None).await, "venues"),
            [temple],
            "{words}"
        );
    }
    assert_eq!(
        listed(
            &app.get(ALPHA, &search("temple nowhere"), None).await,
            "venues"
        ),
        Vec::<i64>::new(),
        "every word must match"
    );
    // Beyond nine words WordPress looks for the whole phrase.
    let counted = id_of(
        &created(
            &app,
            VENUES,
            ADMIN,
            json!({"venue": "Counting Room", "description": "one two three four five six seven eight nine ten"}),
        )
        .await,
    );
    for (words, found) in [
        (
            "one two three four five six seven eight nine ten",
            vec![counted],
        ),
        ("ten nine eight seven six five four three two one", vec![]),
        (
            "one two three four five six seven eight nine",
            vec![counted],
        ),
    ] {
        assert_eq!(
            listed(&app.get(ALPHA, &search(words), None).await, "venues"),
            found,
            "{words}"
        );
    }
    let thousands = format!("{} ten", "x ".repeat(2000));
    assert_eq!(
        listed(&app.get(ALPHA, &search(&thousands), None).await, "venues"),
        Vec::<i64>::new(),
        "thousands of words are one phrase, not thousands of conditions"
    );

    let owls = id_of(
        &created(
            &app,
            ORGANIZERS,
            ADMIN,
            json!({"organizer": "Night Owls", "email": "Desk@Owls.example", "phone": "555 0199",
                   "website": "https://owls.example/team"}),
        )
        .await,
    );
    created(
        &app,
        ORGANIZERS,
        ADMIN,
        json!({"organizer": "Day Larks", "email": "desk@larks.example"}),
    )
    .await;
    let search = |words: &str| format!("{ORGANIZERS}?search={}", words.replace(' ', "%20"));
    for words in [
        "555 0199",
        "desk@owls owls.example/team",
        "night DESK",
        "owls 0199",
    ] {
        assert_eq!(
            listed(&app.get(ALPHA, &search(words), None).await, "organizers"),
            [owls],
            "{words}"
        );
    }
}

#[tokio::test]
async fn event_counts_of_venues_and_organizers_include_only_events_the_caller_may_read() {
    let app = TestApp::new().await;
    let venue = |name: &str| json!({"venue": name});
    let public = id_of(&created(&app, VENUES, ADMIN, venue("Public Hall")).await);
    let private = id_of(&created(&app, VENUES, ADMIN, venue("Private Hall")).await);
    let scheduled = id_of(&created(&app, VENUES, ADMIN, venue("Scheduled Hall")).await);
    let own = id_of(&created(&app, VENUES, ADMIN, venue("Own Hall")).await);
    let locked = id_of(&created(&app, VENUES, ADMIN, venue("Locked Hall")).await);
    let hosts = id_of(&created(&app, ORGANIZERS, ADMIN, json!({"organizer": "Hosts"})).await);
    let upcoming = |title: &str, extra: Value| {
        let mut body = json!({"title": title, "start_date": "2099-06-01 20:00", "end_date": "2099-06-01 22:00"});
        body.as_object_mut()
            .expect("object")
            .extend(extra.as_object().expect("object").clone());
        body
    };
    created(
        &app,
        EVENTS,
        ADMIN,
        upcoming("Open", json!({"venue": public})),
    )
    .await;
    created(
        &app,
        EVENTS,
        ADMIN,
        upcoming(
            "Closed",
            json!({"venue": private, "organizer": [hosts], "status": "private"}),
        ),
    )
    .await;
    created(
        &app,
        EVENTS,
        ADMIN,
        upcoming(
            "Later",
            json!({"venue": scheduled, "status": "future", "date": "2099-01-01 10:00:00"}),
        ),
    )
    .await;
    created(
        &app,
        EVENTS,
        CONTRIBUTOR,
        upcoming("Mine", json!({"venue": own, "status": "private"})),
    )
    .await;
    // A password-protected published event is listed to everybody (blanked), so it
    // counts for everybody, as in the plugin.
    let protected = created(
        &app,
        EVENTS,
        ADMIN,
        upcoming("Locked", json!({"venue": locked})),
    )
    .await;
    let locking = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{}", id_of(&protected)),
            Some(ADMIN),
            &json!({"password": "secret"}),
        )
        .await;
    assert_eq!(locking.status, StatusCode::OK, "{}", locking.raw);

    let venues = |query: &str, who: Option<(&'static str, &'static str)>| {
        let app = &app;
        let path = format!("{VENUES}?{query}&per_page=50");
        async move {
            let mut ids = listed(&app.get(ALPHA, &path, who).await, "venues");
            ids.sort_unstable();
            ids
        }
    };
    for query in ["only_with_upcoming=1", "has_events=1"] {
        assert_eq!(
            venues(query, None).await,
            [public, locked],
            "{query}, anonymous"
        );
        assert_eq!(
            venues(query, Some(SUBSCRIBER)).await,
            [public, locked],
            "{query}, subscriber"
        );
        assert_eq!(
            venues(query, Some(CONTRIBUTOR)).await,
            [public, own, locked],
            "{query}, contributor: their own private event counts"
        );
        assert_eq!(
            venues(query, Some(AUTHOR)).await,
            [public, locked],
            "{query}, author: others' private events do not"
        );
        assert_eq!(
            venues(query, Some(ADMIN)).await,
            [public, private, scheduled, own, locked],
            "{query}, administrator"
        );
    }
    assert_eq!(
        venues("has_events=0", None).await,
        [private, scheduled, own],
        "for anonymous callers they have no events"
    );

    let organizers = |who| {
        let app = &app;
        async move {
            listed(
                &app.get(ALPHA, &format!("{ORGANIZERS}?only_with_upcoming=1"), who)
                    .await,
                "organizers",
            )
        }
    };
    assert_eq!(organizers(None).await, Vec::<i64>::new());
    assert_eq!(organizers(Some(ADMIN)).await, [hosts]);
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
        // An address is cleaned as a URL (`esc_url_raw`) before it is judged, so that
        // the address judged is the one stored: what the cleaning drops hides nothing.
        "http://127.0.0.1\"/a.jpg",
        "http://10.0.0.1{}/a.jpg",
        "http://192.168.0.1`/a.jpg",
        "http://localhost\"/a.jpg",
        "http://0x7f.1\"/a.jpg",
        "http;//127.0.0.1/a.jpg",
        "http://169.254.169.254%0a/latest/meta-data/",
        " http://[::1]/a.jpg",
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
    let cleaned = created(
        &app,
        EVENTS,
        ADMIN,
        event(" https://img.example.org/photos/the hall.jpg"),
    )
    .await;
    assert_eq!(
        cleaned["image"]["url"], "https://img.example.org/photos/the%20hall.jpg",
        "stored as cleaned"
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
        (format!("{NS}/categories"), json!(["name"])),
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
