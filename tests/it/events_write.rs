//! Create, read, update and delete of events by id and by slug.

use axum::http::{Method, StatusCode};
use calendar_gateway::store::{DUE_TENANTS, PUBLISH_DUE};
use serde_json::{Value, json};

use crate::helpers::*;

/// Keys of the plugin's event object, in the order it emits them.
const EVENT_KEYS: [&str; 40] = [
    "id",
    "global_id",
    "global_id_lineage",
    "author",
    "status",
    "date",
    "date_utc",
    "modified",
    "modified_utc",
    "url",
    "rest_url",
    "title",
    "description",
    "excerpt",
    "slug",
    "image",
    "all_day",
    "start_date",
    "start_date_details",
    "end_date",
    "end_date_details",
    "utc_start_date",
    "utc_start_date_details",
    "utc_end_date",
    "utc_end_date_details",
    "timezone",
    "timezone_abbr",
    "cost",
    "cost_details",
    "website",
    "show_map",
    "show_map_link",
    "hide_from_listings",
    "sticky",
    "featured",
    "categories",
    "tags",
    "venue",
    "organizer",
    "custom_fields",
];

fn jazz() -> Value {
    json!({
        "title": "Jazz Night",
        "description": "An evening of jazz.",
        "excerpt": "Jazz",
        "start_date": "2026-12-05 19:00:00",
        "end_date": "2026-12-05 22:00:00",
        "timezone": "America/Chicago",
        "cost": "$10 - $20",
        "website": "http://jazz.example.test",
        "featured": true
    })
}

#[tokio::test]
async fn create_returns_the_plugin_shape_in_key_order() {
    let app = TestApp::new().await;
    let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &jazz()).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    assert_eq!(
        reply.header("content-type"),
        Some("application/json; charset=UTF-8")
    );
    let e = &reply.body;
    let keys: Vec<&str> = e
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys, EVENT_KEYS,
        "the plugin's keys, in its order, without json_ld"
    );

    let id = e["id"].as_i64().expect("id");
    assert_eq!(e["global_id"], json!(format!("alpha.test?id={id}")));
    assert_eq!(
        e["global_id_lineage"],
        json!([format!("alpha.test?id={id}")])
    );
    assert_eq!(e["author"], json!("1"), "author is a numeric string");
    assert_eq!(e["status"], "publish");
    assert_eq!(e["slug"], "jazz-night");
    assert_eq!(e["url"], "http://alpha.test/event/jazz-night/");
    assert_eq!(
        e["rest_url"],
        json!(format!(
            "http://alpha.test/wp-json/tribe/events/v1/events/{id}"
        ))
    );
    assert_eq!(e["description"], "<p>An evening of jazz.</p>");
    assert_eq!(e["excerpt"], "<p>Jazz</p>");
    assert_eq!(e["image"], json!(false));
    assert_eq!(e["start_date"], "2026-12-05 19:00:00");
    assert_eq!(e["utc_start_date"], "2026-12-06 01:00:00");
    assert_eq!(
        e["utc_end_date_details"],
        json!({"year": "2026", "month": "12", "day": "06", "hour": "04", "minutes": "00", "seconds": "00"})
    );
    assert_eq!(e["timezone"], "America/Chicago");
    assert_eq!(e["timezone_abbr"], "CST");
    assert_eq!(e["cost"], "$10 – $20");
    assert_eq!(e["cost_details"]["values"], json!(["10", "20"]));
    assert_eq!(e["website"], "http://jazz.example.test");
    assert_eq!(
        (e["show_map"].clone(), e["show_map_link"].clone()),
        (json!(false), json!(false))
    );
    assert_eq!(e["featured"], json!(true));
    assert_eq!(e["venue"], json!([]));
    assert_eq!(e["organizer"], json!([]));
    assert_eq!(e["custom_fields"], json!([]));
    assert_eq!(e["date_utc"].as_str().map(str::len), Some(19));
}

#[tokio::test]
async fn single_read_adds_json_ld_and_slug_read_matches() {
    let app = TestApp::new().await;
    let created = app.create_event(ALPHA, jazz()).await;
    let id = created["id"].as_i64().expect("id");
    let by_id = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(by_id.status, StatusCode::OK);
    assert_eq!(
        by_id.header("allow"),
        Some("GET"),
        "anonymous may only read"
    );
    let ld = &by_id.body["json_ld"];
    assert_eq!(ld["@type"], "Event");
    assert_eq!(ld["startDate"], "2026-12-05T19:00:00-06:00");
    assert_eq!(ld["offers"]["price"], "10 – 20");
    let by_slug = app
        .get(ALPHA, &format!("{EVENTS}/by-slug/jazz-night"), None)
        .await;
    assert_eq!(by_slug.status, StatusCode::OK);
    assert_eq!(by_slug.body, by_id.body);
    let admin = app.get(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN)).await;
    assert_eq!(admin.header("allow"), Some("GET, DELETE, POST, PUT, PATCH"));
    let missing_slug = app
        .get(ALPHA, &format!("{EVENTS}/by-slug/no-such-event"), None)
        .await;
    assert_eq!(
        (missing_slug.status, missing_slug.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param")
    );
    assert_bad_param(&missing_slug, "rest_invalid_param", "slug");
}

#[tokio::test]
async fn slugs_are_unique_per_tenant_and_generated_like_wordpress() {
    let app = TestApp::new().await;
    let first = app.create_event(ALPHA, json!({"title": "Fête de la Musique", "start_date": "2026-06-21", "end_date": "2026-06-21"})).await;
    let second = app.create_event(ALPHA, json!({"title": "Fête de la Musique", "start_date": "2026-06-21", "end_date": "2026-06-21"})).await;
    let custom = app.create_event(ALPHA, json!({"title": "x", "slug": "Fête de la Musique", "start_date": "2026-06-21", "end_date": "2026-06-21"})).await;
    assert_eq!(first["slug"], "fete-de-la-musique");
    assert_eq!(second["slug"], "fete-de-la-musique-2");
    assert_eq!(custom["slug"], "fete-de-la-musique-3");
}

#[tokio::test]
async fn an_update_to_a_slug_in_use_takes_the_next_free_one() {
    let app = TestApp::new().await;
    let day =
        |title: &str| json!({"title": title, "start_date": "2026-06-21", "end_date": "2026-06-21"});
    let jazz = app.create_event(ALPHA, day("Jazz Night")).await;
    let other = app.create_event(ALPHA, day("Other")).await;
    let update = |id: &Value, body: Value| {
        let path = format!("{EVENTS}/{id}");
        let app = &app;
        async move {
            let reply = app.post(ALPHA, &path, Some(ADMIN), &body).await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
            reply.body
        }
    };
    // With the event's own fields too: the post's row and the event's are written
    // together, or neither while the slug is taken.
    let renamed = update(&other["id"], json!({"slug": "jazz-night", "cost": "5"})).await;
    assert_eq!(
        (&renamed["slug"], &renamed["cost"]),
        (&json!("jazz-night-2"), &json!("$5"))
    );
    let again = update(
        &other["id"],
        json!({"slug": "jazz-night", "title": "Again"}),
    )
    .await;
    assert_eq!(
        again["slug"], "jazz-night-2",
        "its own numbered slug is free to it"
    );
    let kept = update(&jazz["id"], json!({"title": "Jazz Night!", "cost": "7"})).await;
    assert_eq!(
        (&kept["slug"], &kept["cost"]),
        (&json!("jazz-night"), &json!("$7")),
        "its own slug is no conflict"
    );
    let venue = |name: &str| json!({"venue": name});
    let venues = "/wp-json/tribe/events/v1/venues";
    let hall = app.post(ALPHA, venues, Some(ADMIN), &venue("Hall")).await;
    let annex = app.post(ALPHA, venues, Some(ADMIN), &venue("Annex")).await;
    assert_eq!(hall.status, StatusCode::CREATED, "{}", hall.raw);
    // Venues take no slug; one stored without a slug gets one from its name when saved.
    let annex_id = annex.body["id"].as_i64().unwrap_or_default();
    app.db()
        .execute(
            "UPDATE posts SET slug = '' WHERE id = $1",
            &[annex_id.into()],
        )
        .await;
    let renamed = app
        .post(
            ALPHA,
            &format!("{venues}/{annex_id}"),
            Some(ADMIN),
            &venue("Hall"),
        )
        .await;
    assert_eq!(renamed.body["slug"], "hall-2", "{}", renamed.raw);
}

#[tokio::test]
async fn a_title_used_many_times_takes_the_first_free_number() {
    let app = TestApp::new().await;
    let yoga = json!({"title": "Yoga", "start_date": "2026-06-21", "end_date": "2026-06-21"});
    let mut ids = Vec::new();
    for _ in 0..70 {
        ids.push(app.create_event(ALPHA, yoga.clone()).await["id"].clone());
    }
    let slug_of = |reply: &Reply| reply.body["slug"].as_str().unwrap_or_default().to_string();
    let last = app.get(ALPHA, &format!("{EVENTS}/{}", ids[69]), None).await;
    assert_eq!(
        slug_of(&last),
        "yoga-70",
        "past the first rounds of candidates"
    );
    let trashed = app
        .delete(ALPHA, &format!("{EVENTS}/{}", ids[9]), Some(ADMIN))
        .await;
    assert_eq!(trashed.status, StatusCode::OK);
    let next = app.create_event(ALPHA, yoga).await;
    assert_eq!(
        next["slug"], "yoga-10",
        "a slug given up by the trash is free again"
    );
}

#[tokio::test]
async fn events_created_in_the_trash_take_free_slugs_and_trashing_keeps_its_own() {
    let app = TestApp::new().await;
    let gala = json!({"title": "Gala", "status": "trash",
        "start_date": "2026-06-21", "end_date": "2026-06-21"});
    let first = app.create_event(ALPHA, gala.clone()).await;
    let second = app.create_event(ALPHA, gala).await;
    assert_eq!(first["slug"], "gala__trashed");
    assert_eq!(
        second["slug"], "gala__trashed-2",
        "a new post's slug is made unique whatever its status"
    );
    // Trashing an event whose trashed slug another event holds keeps it: WordPress
    // makes no slug unique on an update in the trash.
    let third = app
        .create_event(
            ALPHA,
            json!({"title": "Gala", "start_date": "2026-06-22", "end_date": "2026-06-22"}),
        )
        .await;
    assert_eq!(third["slug"], "gala");
    let trashed = app
        .delete(ALPHA, &format!("{EVENTS}/{}", third["id"]), Some(ADMIN))
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(trashed.body["slug"], "gala__trashed");
}

#[tokio::test]
async fn dates_time_zones_and_all_day() {
    let app = TestApp::new().await;
    let offset = app
        .create_event(ALPHA, json!({"title": "Offset", "start_date": "2026-03-01T10:00:00Z", "end_date": "2026-03-01 12:30", "timezone": "UTC+5.5"}))
        .await;
    assert_eq!(
        offset["start_date"], "2026-03-01 10:00:00",
        "the written digits are the local time"
    );
    assert_eq!(offset["utc_start_date"], "2026-03-01 04:30:00");
    assert_eq!(offset["end_date"], "2026-03-01 12:30:00");
    assert_eq!(offset["timezone_abbr"], "UTC+5.5");

    let all_day = app
        .create_event(ALPHA, json!({"title": "All day", "start_date": "2026-03-02 15:00:00", "end_date": "2026-03-03 09:00:00", "all_day": "true"}))
        .await;
    assert_eq!(all_day["all_day"], json!(true));
    assert_eq!(all_day["start_date"], "2026-03-02 00:00:00");
    assert_eq!(all_day["end_date"], "2026-03-03 23:59:59");
    assert_eq!(
        all_day["timezone"], "UTC",
        "the site zone when none is given"
    );

    let reversed = app.create_event(ALPHA, json!({"title": "Backwards", "start_date": "2026-03-05 12:00", "end_date": "2026-03-05 10:00"})).await;
    assert_eq!(
        reversed["end_date"], "2026-03-05 12:00:00",
        "an end before the start becomes the start"
    );

    let timestamp = app
        .create_event(
            ALPHA,
            json!({"title": "Stamp", "start_date": 1767225600, "end_date": "1767229200"}),
        )
        .await;
    assert_eq!(timestamp["start_date"], "2026-01-01 00:00:00");
    assert_eq!(timestamp["end_date"], "2026-01-01 01:00:00");

    let paris = app.create_event(BETA, json!({"title": "Paris", "start_date": "2026-07-14 21:00", "end_date": "2026-07-14 23:00"})).await;
    assert_eq!(paris["timezone"], "Europe/Paris", "beta's site zone");
    assert_eq!(paris["utc_start_date"], "2026-07-14 19:00:00");
    assert_eq!(paris["timezone_abbr"], "CEST");
}

#[tokio::test]
async fn update_applies_the_plugin_resets() {
    let app = TestApp::new().await;
    let created = app.create_event(ALPHA, jazz()).await;
    let id = created["id"].as_i64().expect("id");
    for method in [Method::POST, Method::PUT, Method::PATCH] {
        let reply = app
            .send(
                method.clone(),
                ALPHA,
                &format!("{EVENTS}/{id}"),
                Some(ADMIN),
                &json!({"title": format!("Renamed {method}")}),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{method}: {}", reply.raw);
        let e = &reply.body;
        assert_eq!(e["title"], json!(format!("Renamed {method}")));
        assert_eq!(
            e["description"], created["description"],
            "omitted text fields are kept"
        );
        assert_eq!(e["start_date"], created["start_date"], "dates are kept");
        assert_eq!(e["cost"], "", "cost is cleared when omitted");
        assert_eq!(e["website"], "", "website becomes empty, not the permalink");
        assert_eq!(e["featured"], json!(false), "flags reset");
        assert_eq!(e["timezone"], "UTC", "time zone resets to the site zone");
        assert_eq!(e["slug"], "jazz-night", "the slug is kept");
    }
    let only_start = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"start_date": "2027-01-01 10:00"}),
        )
        .await;
    assert_eq!(
        only_start.body["start_date"], created["start_date"],
        "one bound alone is ignored"
    );
    let both = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"start_date": "2027-01-01 10:00", "end_date": "2027-01-01 11:00"}),
        )
        .await;
    assert_eq!(both.body["start_date"], "2027-01-01 10:00:00");
}

#[tokio::test]
async fn update_by_slug_and_unknown_targets() {
    let app = TestApp::new().await;
    app.create_event(ALPHA, jazz()).await;
    let reply = app
        .post(
            ALPHA,
            &format!("{EVENTS}/by-slug/jazz-night"),
            Some(ADMIN),
            &json!({"title": "Jazz Night II"}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(reply.body["slug"], "jazz-night", "the slug is written back");
    let unknown = app
        .post(
            ALPHA,
            &format!("{EVENTS}/by-slug/nothing-here"),
            Some(ADMIN),
            &json!({"title": "x"}),
        )
        .await;
    assert_eq!(
        (unknown.status, unknown.code()),
        (StatusCode::NOT_FOUND, "rest-event-not-found")
    );
    let missing = app
        .post(
            ALPHA,
            &format!("{EVENTS}/999999"),
            Some(ADMIN),
            &json!({"title": "x"}),
        )
        .await;
    assert_eq!(
        (missing.status, missing.code()),
        (StatusCode::NOT_FOUND, "rest-event-not-found")
    );
    assert_eq!(
        missing.body["message"],
        "Event with ID 999999 does not exist."
    );
}

#[tokio::test]
async fn delete_trashes_then_answers_410() {
    let app = TestApp::new().await;
    let created = app.create_event(ALPHA, jazz()).await;
    let id = created["id"].as_i64().expect("id");
    let first = app
        .delete(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN))
        .await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.raw);
    assert_eq!(first.body["status"], "trash");
    assert_eq!(first.body["slug"], "jazz-night__trashed");
    let second = app
        .delete(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN))
        .await;
    assert_eq!(
        (second.status, second.code()),
        (StatusCode::GONE, "event-is-in-trash")
    );
    let read = app.get(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN)).await;
    assert_eq!(
        (read.status, read.code()),
        (StatusCode::FORBIDDEN, "event-no-longer-available")
    );
    let list = app.get(ALPHA, EVENTS, Some(ADMIN)).await;
    assert!(!ids(&list).contains(&id), "trashed events leave lists");
    // Leaving the trash through an update restores the slug.
    let restored = app
        .post(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN), &json!({}))
        .await;
    assert_eq!(restored.body["status"], "publish");
    assert_eq!(restored.body["slug"], "jazz-night");
    let by_slug = app
        .delete(ALPHA, &format!("{EVENTS}/by-slug/jazz-night"), Some(ADMIN))
        .await;
    assert_eq!(by_slug.status, StatusCode::OK);
    let again = app
        .delete(ALPHA, &format!("{EVENTS}/by-slug/jazz-night"), Some(ADMIN))
        .await;
    assert_eq!(
        (again.status, again.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param"),
        "the trashed slug no longer matches"
    );
    assert_bad_param(&again, "rest_invalid_param", "slug");
    let gone = app
        .delete(ALPHA, &format!("{EVENTS}/424242"), Some(ADMIN))
        .await;
    assert_eq!(
        (gone.status, gone.code()),
        (StatusCode::NOT_FOUND, "rest-event-not-found")
    );
}

#[tokio::test]
async fn password_protected_events() {
    let app = TestApp::new().await;
    let created = app.create_event(ALPHA, jazz()).await;
    let id = created["id"].as_i64().expect("id");
    let set = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"password": "s3cret", "description": "Secret jazz.", "cost": "5"}),
        )
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.raw);
    assert!(!set.raw.contains("s3cret"), "the password is never emitted");

    let locked = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(
        (locked.status, locked.code()),
        (StatusCode::FORBIDDEN, "event-password-protected")
    );
    let wrong = app
        .get(ALPHA, &format!("{EVENTS}/{id}?password=nope"), None)
        .await;
    assert_eq!(wrong.status, StatusCode::FORBIDDEN);
    let right = app
        .get(ALPHA, &format!("{EVENTS}/{id}?password=s3cret"), None)
        .await;
    assert_eq!(right.status, StatusCode::OK);
    assert_eq!(right.body["description"], "<p>Secret jazz.</p>");
    let edit = app
        .get(ALPHA, &format!("{EVENTS}/{id}?context=edit"), Some(ADMIN))
        .await;
    assert_eq!(edit.status, StatusCode::OK, "editors read in edit context");

    let list = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2026-12-01&end_date=2026-12-31"),
            None,
        )
        .await;
    let item = &list.body["events"][0];
    assert_eq!(item["id"], json!(id));
    assert_eq!(item["title"], "Jazz Night");
    assert_eq!(item["description"], "");
    assert_eq!(item["all_day"], Value::Null);
    assert_eq!(item["cost"], "");
    assert_eq!(
        item["cost_details"],
        json!({"currency_symbol": "", "currency_code": "", "currency_position": "", "values": []})
    );
    let unlocked = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2026-12-01&end_date=2026-12-31&password=s3cret"),
            None,
        )
        .await;
    assert_eq!(
        unlocked.body["events"][0]["description"],
        "<p>Secret jazz.</p>"
    );

    let cleared = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"password": ""}),
        )
        .await;
    assert_eq!(cleared.status, StatusCode::OK);
    assert_eq!(
        app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn links_are_stored_and_embedded() {
    let app = TestApp::new().await;
    let venue = seed_venue(&app, "alpha", "Main Hall", "Lyon").await;
    let org_a = seed_organizer(&app, "alpha", "Acme Org", "org@example.com").await;
    let org_b = seed_organizer(&app, "alpha", "Beta Org", "b@example.com").await;
    let music = seed_term(&app, "alpha", "tribe_events_cat", "Music", 0).await;
    let body = json!({
        "title": "Linked", "start_date": "2026-12-05 19:00", "end_date": "2026-12-05 20:00",
        "venue": {"id": venue}, "organizer": [org_b, {"id": org_a}],
        "categories": [music, "Brand New"], "tags": "outdoor, family", "image": "https://img.example.org/pics/poster.JPG"
    });
    let e = app.create_event(ALPHA, body).await;
    assert_eq!(e["venue"]["id"], json!(venue));
    assert_eq!(e["venue"]["venue"], "Main Hall");
    assert_eq!(e["venue"]["city"], "Lyon");
    assert!(
        e["venue"].get("address").is_none(),
        "empty venue fields are dropped"
    );
    assert_eq!(e["venue"]["show_map"], json!(true));
    let organizers: Vec<i64> = e["organizer"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|o| o["id"].as_i64())
        .collect();
    assert_eq!(organizers, [org_b, org_a], "link order is kept");
    let categories: Vec<&str> = e["categories"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(
        categories,
        ["Brand New", "Music"],
        "names create terms; ordered by name"
    );
    assert_eq!(
        e["categories"][1]["urls"]["self"],
        json!(format!(
            "http://alpha.test/wp-json/tribe/events/v1/categories/{music}"
        ))
    );
    assert_eq!(e["categories"][1]["count"], json!(1));
    let tags: Vec<&str> = e["tags"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|c| c["slug"].as_str())
        .collect();
    assert_eq!(tags, ["family", "outdoor"]);
    assert_eq!(e["image"]["url"], "https://img.example.org/pics/poster.JPG");
    assert_eq!(e["image"]["extension"], "jpg");

    let id = e["id"].as_i64().expect("id");
    let single = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(single.body["venue"]["json_ld"]["@type"], "Place");
    assert_eq!(single.body["json_ld"]["organizer"]["name"], "Beta Org");

    let unlinked = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"organizer": [], "categories": ""}),
        )
        .await;
    assert_eq!(unlinked.body["organizer"], json!([]));
    assert_eq!(unlinked.body["categories"], json!([]));
    assert_eq!(
        unlinked.body["venue"]["id"],
        json!(venue),
        "a venue cannot be unlinked, as in the plugin"
    );
    assert_eq!(
        unlinked.body["tags"].as_array().map(Vec::len),
        Some(2),
        "tags were not sent and stay"
    );
    assert_eq!(
        unlinked.body["image"],
        json!(false),
        "the image is removed when omitted"
    );
}

#[tokio::test]
async fn statuses_follow_the_callers_rights() {
    let app = TestApp::new().await;
    let draft = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &json!({"title": "Mine", "start_date": "2026-12-01", "end_date": "2026-12-01"}),
        )
        .await;
    assert_eq!(draft.status, StatusCode::CREATED, "{}", draft.raw);
    assert_eq!(draft.body["status"], "draft");
    assert_eq!(draft.body["slug"], "", "drafts keep an empty slug");
    assert_eq!(draft.body["date_utc"], "0000-00-00 00:00:00");
    assert!(
        draft.body["url"]
            .as_str()
            .is_some_and(|u| u.contains("?post_type=tribe_events&p="))
    );
    let pending = app.post(ALPHA, EVENTS, Some(CONTRIBUTOR), &json!({"title": "Mine 2", "status": "publish", "start_date": "2026-12-01", "end_date": "2026-12-01"})).await;
    assert_eq!(pending.body["status"], "pending");
    let future = app
        .post(ALPHA, EVENTS, Some(AUTHOR), &json!({"title": "Later", "date": "2099-01-01 10:00:00", "start_date": "2099-02-01", "end_date": "2099-02-01"}))
        .await;
    assert_eq!(
        future.body["status"], "future",
        "a publish date ahead schedules the event"
    );
    let id = draft.body["id"].as_i64().expect("id");
    let anon = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(
        (anon.status, anon.code()),
        (StatusCode::FORBIDDEN, "event-not-accessible")
    );
    let own = app
        .get(ALPHA, &format!("{EVENTS}/{id}"), Some(CONTRIBUTOR))
        .await;
    assert_eq!(own.status, StatusCode::OK);
    let published = app
        .post(ALPHA, &format!("{EVENTS}/{id}"), Some(EDITOR), &json!({}))
        .await;
    assert_eq!(
        published.body["status"], "publish",
        "an editor's update without status publishes"
    );
    assert_eq!(published.body["slug"], "mine");
    let locked_out = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(CONTRIBUTOR),
            &json!({"title": "Edit"}),
        )
        .await;
    assert_eq!(
        (locked_out.status, locked_out.code()),
        (StatusCode::FORBIDDEN, "rest_forbidden"),
        "contributors cannot edit published events"
    );
}

#[tokio::test]
async fn concurrent_creates_are_all_acknowledged_and_stored() {
    let app = std::sync::Arc::new(TestApp::new().await);
    let mut tasks = Vec::new();
    for worker in 0..16 {
        let app = app.clone();
        tasks.push(tokio::spawn(async move {
            let mut created = Vec::new();
            for n in 0..(200 / 16 + usize::from(worker < 200 % 16)) {
                let reply = app
                    .post(ALPHA, EVENTS, Some(ADMIN), &json!({"title": format!("Load {worker}-{n}"), "start_date": "2026-12-24 10:00", "end_date": "2026-12-24 11:00"}))
                    .await;
                assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
                created.push(reply.body["id"].as_i64().expect("id"));
            }
            created
        }));
    }
    let mut acknowledged = Vec::new();
    for task in tasks {
        acknowledged.extend(task.await.expect("task"));
    }
    assert_eq!(acknowledged.len(), 200);
    let stored: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE tenant_id = 'alpha' AND post_type = 'tribe_events'",
            &[],
        )
        .await;
    assert_eq!(stored, 200);
    let slugs: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(DISTINCT slug) FROM posts WHERE tenant_id = 'alpha'",
            &[],
        )
        .await;
    assert_eq!(slugs, 200, "every slug is unique");
}

/// Scheduled events are published once their date has passed, as WordPress's cron
/// publishes them, in every tenant and however many other posts the store holds: the
/// publishing runs every minute within the read time limit of a request.
#[tokio::test]
async fn scheduled_events_are_published_when_their_date_has_passed() {
    let app = TestApp::new().await;
    let mut created = Vec::new();
    for (host, title, date) in [
        (ALPHA, "Due", "2030-01-01 10:00:00"),
        (ALPHA, "Later", "2099-01-01 10:00:00"),
        (BETA, "Due too", "2030-01-01 10:00:00"),
    ] {
        let body = json!({"title": title, "start_date": "2099-02-01", "end_date": "2099-02-01"});
        let reply = app.post(host, EVENTS, Some(AUTHOR), &body).await;
        let id = reply.body["id"].as_i64().expect("id");
        // Dated ahead of today through the store: the interface would publish a date
        // that has passed at once.
        app.db()
            .execute(
                "UPDATE posts SET status = 'future', date_local = $1, date_utc = $1 WHERE id = $2",
                &[date.into(), id.into()],
            )
            .await;
        created.push(id);
    }
    let [due, later, due_elsewhere] = created[..] else {
        unreachable!("three events")
    };
    let window = format!("{EVENTS}?start_date=2099-01-01&end_date=2099-12-31");
    assert_eq!(ids(&app.get(ALPHA, &window, None).await), Vec::<i64>::new());

    let published = app
        .state
        .store
        .publish_due_posts("2031-01-01 00:00:00")
        .await;
    assert_eq!(published.expect("published"), 2);
    let listed = app.get(ALPHA, &window, None).await;
    assert_eq!(
        ids(&listed),
        vec![due],
        "the cached list is gone: {}",
        listed.raw
    );
    let elsewhere = app
        .get(BETA, &format!("{EVENTS}/{due_elsewhere}"), None)
        .await;
    assert_eq!(elsewhere.body["status"], "publish", "{}", elsewhere.raw);
    let not_yet = app
        .get(ALPHA, &format!("{EVENTS}/{later}"), Some(AUTHOR))
        .await;
    assert_eq!(not_yet.body["status"], "future", "{}", not_yet.raw);

    // Posts that are not scheduled, which finding and publishing the due ones must not
    // read: with the statistics of this store, which the server refreshes at start and
    // every hour, both statements go through the index of scheduled posts alone.
    seed_filler_posts(&app, 100_000).await;
    app.state
        .store
        .refresh_statistics()
        .await
        .expect("statistics");
    // SQLite plans with the statistics a connection read when it opened: the server's
    // readers reopen after a refresh, so does this one.
    let refreshed = Db::connect(&app.database_url).await;
    let now = "2100-01-01 00:00:00";
    for (statement, binds) in [
        (DUE_TENANTS, vec![now.into()]),
        (
            PUBLISH_DUE,
            vec!["publish".into(), now.into(), "alpha".into()],
        ),
    ] {
        let plan = refreshed.plan(statement, &binds).await;
        assert!(plan.contains("posts_scheduled"), "{statement}\n{plan}");
        assert!(!plan.contains("posts_tenant_type"), "{statement}\n{plan}");
    }
    let published = app.state.store.publish_due_posts(now).await;
    assert_eq!(published.expect("published"), 1);
    let status: String = app
        .db()
        .scalar("SELECT status FROM posts WHERE id = $1", &[later.into()])
        .await;
    assert_eq!(status, "publish");
}
