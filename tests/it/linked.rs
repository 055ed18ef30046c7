//! Venues and organizers: their own routes, and how events link to them.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

async fn venue(app: &TestApp, body: Value) -> Value {
    let reply = app.post(ALPHA, VENUES, Some(ADMIN), &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    reply.body
}

async fn count(app: &TestApp, post_type: &str) -> i64 {
    app.db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE post_type = $1",
            &[post_type.into()],
        )
        .await
}

#[tokio::test]
async fn venue_create_shape_and_derived_fields() {
    let app = TestApp::new().await;
    let v = venue(
        &app,
        json!({"venue": "Main Hall", "address": "1 Example St", "city": "Springfield", "country": "United States",
               "state": "IL", "zip": "62701", "phone": "555-0100", "website": "http://venue.example.test"}),
    )
    .await;
    let keys: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "id",
            "author",
            "status",
            "date",
            "date_utc",
            "modified",
            "modified_utc",
            "url",
            "venue",
            "slug",
            "address",
            "city",
            "country",
            "state",
            "zip",
            "phone",
            "website",
            "stateprovince",
            "show_map",
            "show_map_link",
            "global_id",
            "global_id_lineage"
        ],
        "the plugin's order with empty fields dropped"
    );
    assert_eq!(
        v["stateprovince"], "IL",
        "derived from the state for US addresses"
    );
    assert_eq!(
        (v["show_map"].clone(), v["show_map_link"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(v["url"], "http://alpha.test/venue/main-hall/");
    let french = venue(&app, json!({"venue": "Salle", "country": "France", "state": "X", "province": "Rhône", "show_map": "false"})).await;
    assert_eq!(french["stateprovince"], "Rhône", "the province elsewhere");
    assert_eq!(french["show_map"], json!(false));
    assert_eq!(french["show_map_link"], json!(true));
    let boolean = app
        .post(
            ALPHA,
            VENUES,
            Some(ADMIN),
            &json!({"venue": "Typed", "show_map": true}),
        )
        .await;
    assert_eq!(
        (boolean.status, boolean.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param"),
        "show_map is a string argument, as in the plugin"
    );
    assert_bad_param(&boolean, "rest_invalid_param", "show_map");
    let nameless = app
        .post(ALPHA, VENUES, Some(ADMIN), &json!({"city": "Nowhere"}))
        .await;
    assert_eq!(nameless.code(), "rest_missing_callback_param");
    let bad_site = app
        .post(
            ALPHA,
            VENUES,
            Some(ADMIN),
            &json!({"venue": "X", "website": "not a url"}),
        )
        .await;
    assert_eq!(bad_site.code(), "rest_invalid_param");
    assert_eq!(
        count(&app, "tribe_venue").await,
        2,
        "refused writes stored nothing"
    );
}

#[tokio::test]
async fn duplicates_are_reused_and_overwritten() {
    let app = TestApp::new().await;
    let first = venue(&app, json!({"venue": "Old Quay", "city": "Bergen"})).await;
    let again = venue(&app, json!({"venue": "old quay", "city": "Oslo"})).await;
    assert_eq!(
        again["id"], first["id"],
        "same name, any case: the same venue"
    );
    assert_eq!(
        again["city"], "Oslo",
        "its fields take the submitted values"
    );
    let described = venue(
        &app,
        json!({"venue": "Old Quay", "description": "Another place"}),
    )
    .await;
    assert_ne!(
        described["id"], first["id"],
        "a different description makes a different venue"
    );
    let organizer = app
        .post(
            ALPHA,
            ORGANIZERS,
            Some(ADMIN),
            &json!({"organizer": "Quay Society", "email": "hello@quay.example.org"}),
        )
        .await;
    let organizer_again = app
        .post(
            ALPHA,
            ORGANIZERS,
            Some(ADMIN),
            &json!({"organizer": "QUAY society", "phone": "123"}),
        )
        .await;
    assert_eq!(organizer_again.body["id"], organizer.body["id"]);
    assert_eq!(organizer_again.body["phone"], "123");
}

#[tokio::test]
async fn duplicates_match_name_and_description_ignoring_case() {
    let app = TestApp::new().await;
    let hall = venue(&app, json!({"venue": "Salle Érable", "city": "Lyon"})).await;
    let shouted = venue(&app, json!({"venue": "SALLE ÉRABLE"})).await;
    assert_eq!(shouted["id"], hall["id"], "case is ignored beyond ASCII");

    let harbour = venue(
        &app,
        json!({"venue": "Harbour", "description": "By the Old Quay", "city": "Cork"}),
    )
    .await;
    let same = venue(
        &app,
        json!({"venue": "harbour", "description": "by the old quay", "city": "Cobh"}),
    )
    .await;
    assert_eq!(
        same["id"], harbour["id"],
        "descriptions match ignoring case"
    );
    let other = venue(
        &app,
        json!({"venue": "Harbour", "description": "Another quay"}),
    )
    .await;
    assert_ne!(
        other["id"], harbour["id"],
        "a different description: a new venue"
    );
    let name_alone = venue(&app, json!({"venue": "HARBOUR", "zip": "T12"})).await;
    assert_eq!(
        name_alone["id"], harbour["id"],
        "the name alone reuses the first of that name"
    );

    let twin_fields = venue(&app, json!({"venue": "Harbour Annex", "city": "Cork"})).await;
    assert_ne!(
        twin_fields["id"], harbour["id"],
        "custom fields alike do not cause reuse"
    );
    let app = &app;
    let organizer = |body: Value| async move {
        let reply = app.post(ALPHA, ORGANIZERS, Some(ADMIN), &body).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
        reply.body["id"].clone()
    };
    let first = organizer(json!({"organizer": "Ödön Trio", "email": "a@trio.example.org"})).await;
    let again = organizer(json!({"organizer": "ÖDÖN TRIO", "email": "b@trio.example.org"})).await;
    assert_eq!(first, again, "custom fields differing do not prevent reuse");
}

#[tokio::test]
async fn reuse_never_changes_what_the_caller_may_not_edit() {
    let app = TestApp::new().await;
    let town_hall = json!({"venue": "Town Hall", "address": "1 Main St", "city": "Springfield",
        "phone": "555-0100", "website": "https://townhall.example.org"});
    let hall = venue(&app, town_hall.clone()).await;
    let hall_id = hall["id"].as_i64().expect("id");
    let read_hall = || async {
        let reply = app.get(ALPHA, &format!("{VENUES}/{hall_id}"), None).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        reply.body
    };
    let before = read_hall().await;

    // A contributor may not edit the administrator's venue: reuse links it unchanged.
    let hijack = app
        .post(
            ALPHA,
            VENUES,
            Some(CONTRIBUTOR),
            &json!({"venue": "town hall", "address": "66 Evil Rd", "phone": "666",
                    "website": "https://evil.example.org", "city": "Nowhere"}),
        )
        .await;
    assert_eq!(hijack.status, StatusCode::CREATED, "{}", hijack.raw);
    assert_eq!(
        hijack.body["id"],
        json!(hall_id),
        "the existing venue is reused"
    );
    assert_eq!(hijack.body["address"], "1 Main St", "{}", hijack.raw);
    let event = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &json!({"title": "Gig", "start_date": "2030-05-01 20:00", "end_date": "2030-05-01 22:00",
                    "venue": {"venue": "TOWN HALL", "address": "66 Evil Rd", "zip": "666"}}),
        )
        .await;
    assert_eq!(event.status, StatusCode::CREATED, "{}", event.raw);
    assert_eq!(
        event.body["venue"]["id"],
        json!(hall_id),
        "linked to the venue"
    );
    let after = read_hall().await;
    assert_eq!(after, before, "nothing of the venue changed");

    // The same for organizers, from an author.
    let org = app
        .post(
            ALPHA,
            ORGANIZERS,
            Some(EDITOR),
            &json!({"organizer": "Arts Council", "email": "info@arts.example.org", "phone": "1"}),
        )
        .await
        .body;
    let reused = app
        .post(
            ALPHA,
            ORGANIZERS,
            Some(AUTHOR),
            &json!({"organizer": "arts council", "email": "phish@evil.example.org", "phone": "2",
                    "website": "https://evil.example.org"}),
        )
        .await;
    assert_eq!(reused.body["id"], org["id"], "{}", reused.raw);
    assert_eq!(reused.body["email"], "info@arts.example.org");
    let inline = app
        .post(
            ALPHA,
            EVENTS,
            Some(AUTHOR),
            &json!({"title": "Talk", "start_date": "2030-05-02", "end_date": "2030-05-02",
                    "organizer": [{"organizer": "ARTS COUNCIL", "email": "phish@evil.example.org"}]}),
        )
        .await;
    assert_eq!(
        inline.body["organizer"][0]["id"], org["id"],
        "{}",
        inline.raw
    );
    let stored = app
        .get(ALPHA, &format!("{ORGANIZERS}/{}", org["id"]), None)
        .await;
    assert_eq!(stored.body["email"], "info@arts.example.org");
    assert_eq!(stored.body["phone"], "1");
    assert!(stored.body.get("website").is_none(), "{}", stored.raw);

    // Callers who may edit it still update it, as the plugin does: the author's own...
    let own = app
        .post(
            ALPHA,
            VENUES,
            Some(AUTHOR),
            &json!({"venue": "Garage", "city": "Leeds"}),
        )
        .await
        .body;
    let updated = app
        .post(
            ALPHA,
            VENUES,
            Some(AUTHOR),
            &json!({"venue": "garage", "city": "York"}),
        )
        .await;
    assert_eq!(
        (updated.body["id"].clone(), updated.body["city"].clone()),
        (own["id"].clone(), json!("York"))
    );
    // ...and an editor anyone's.
    let edited = app
        .post(
            ALPHA,
            VENUES,
            Some(EDITOR),
            &json!({"venue": "Town Hall", "city": "Shelbyville"}),
        )
        .await;
    assert_eq!(edited.body["id"], json!(hall_id));
    assert_eq!(edited.body["city"], "Shelbyville");

    // Someone else's draft is not reused (nor shown): the contributor gets a venue of
    // their own.
    let draft = app
        .post(
            ALPHA,
            VENUES,
            Some(ADMIN),
            &json!({"venue": "Secret Stage", "status": "draft", "address": "Hidden 1"}),
        )
        .await
        .body;
    let twin = app
        .post(
            ALPHA,
            VENUES,
            Some(CONTRIBUTOR),
            &json!({"venue": "Secret Stage"}),
        )
        .await;
    assert_eq!(twin.status, StatusCode::CREATED, "{}", twin.raw);
    assert_ne!(twin.body["id"], draft["id"]);
    assert!(!twin.raw.contains("Hidden 1"), "{}", twin.raw);
    let draft_now = app
        .get(ALPHA, &format!("{VENUES}/{}", draft["id"]), Some(ADMIN))
        .await;
    assert_eq!(draft_now.body["address"], "Hidden 1");
}

#[tokio::test]
async fn single_reads_and_visibility() {
    let app = TestApp::new().await;
    let v = venue(&app, json!({"venue": "Main Hall", "city": "Springfield", "country": "United States", "state": "IL"})).await;
    let id = v["id"].as_i64().expect("id");
    let read = app.get(ALPHA, &format!("{VENUES}/{id}"), None).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.body["json_ld"]["@type"], "Place");
    assert_eq!(read.body["json_ld"]["address"]["addressRegion"], "IL");
    let by_slug = app
        .get(ALPHA, &format!("{VENUES}/by-slug/main-hall"), None)
        .await;
    assert_eq!(by_slug.body, read.body);
    for missing in [
        format!("{VENUES}/999999"),
        format!("{VENUES}/by-slug/nothing"),
    ] {
        let reply = app.get(ALPHA, &missing, None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{missing}"
        );
        let param = if missing.contains("by-slug") {
            "slug"
        } else {
            "id"
        };
        assert_bad_param(&reply, "rest_invalid_param", param);
    }
    let event = app
        .create_event(
            ALPHA,
            json!({"title": "E", "start_date": "2030-01-01", "end_date": "2030-01-01"}),
        )
        .await;
    let not_a_venue = app
        .get(ALPHA, &format!("{VENUES}/{}", event["id"]), None)
        .await;
    assert_eq!(not_a_venue.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&not_a_venue, "rest_invalid_param", "id");
    assert_eq!(
        app.get(ALPHA, &format!("{ORGANIZERS}/foo"), None)
            .await
            .code(),
        "rest_no_route"
    );

    let draft = app
        .post(
            ALPHA,
            VENUES,
            Some(CONTRIBUTOR),
            &json!({"venue": "Draft Hall"}),
        )
        .await;
    assert_eq!(draft.body["status"], "draft");
    let draft_id = draft.body["id"].as_i64().expect("id");
    let anon = app.get(ALPHA, &format!("{VENUES}/{draft_id}"), None).await;
    assert_eq!(
        (anon.status, anon.code()),
        (StatusCode::FORBIDDEN, "venue-not-accessible")
    );
    assert_eq!(
        app.get(ALPHA, &format!("{VENUES}/{draft_id}"), Some(CONTRIBUTOR))
            .await
            .status,
        StatusCode::OK
    );

    let trashed = app
        .delete(ALPHA, &format!("{VENUES}/{id}"), Some(ADMIN))
        .await;
    assert_eq!(
        (trashed.status, trashed.body["status"].as_str()),
        (StatusCode::OK, Some("trash"))
    );
    assert_eq!(
        app.get(ALPHA, &format!("{VENUES}/{id}"), Some(ADMIN))
            .await
            .status,
        StatusCode::OK,
        "editors read trashed venues"
    );
    let anon_trash = app.get(ALPHA, &format!("{VENUES}/{id}"), None).await;
    assert_eq!(anon_trash.code(), "venue-not-accessible");
    let again = app
        .delete(ALPHA, &format!("{VENUES}/{id}"), Some(ADMIN))
        .await;
    assert_eq!(
        (again.status, again.code()),
        (StatusCode::GONE, "venue-is-in-trash")
    );
}

#[tokio::test]
async fn updates_reset_like_the_plugin_and_check_rights() {
    let app = TestApp::new().await;
    let v = venue(&app, json!({"venue": "Hall", "city": "Lyon", "country": "France", "province": "Rhône", "show_map": "0", "image": "https://img.example.org/h.png"})).await;
    let id = v["id"].as_i64().expect("id");
    assert!(v["image"].is_object());
    for method in [Method::POST, Method::PUT, Method::PATCH] {
        let reply = app
            .send(
                method,
                ALPHA,
                &format!("{VENUES}/{id}"),
                Some(ADMIN),
                &json!({"phone": "0400"}),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        assert_eq!(reply.body["phone"], "0400");
        assert_eq!(reply.body["city"], "Lyon", "omitted text fields stay");
        assert_eq!(
            reply.body["show_map"],
            json!(true),
            "map flags reset to shown"
        );
        assert!(reply.body.get("image").is_none(), "the image is removed");
        assert!(
            reply.body.get("stateprovince").is_none(),
            "stateprovince is re-derived from what was sent"
        );
    }
    let cleared = app
        .post(
            ALPHA,
            &format!("{VENUES}/by-slug/hall"),
            Some(ADMIN),
            &json!({"city": "", "description": ""}),
        )
        .await;
    assert_eq!(cleared.status, StatusCode::OK, "{}", cleared.raw);
    assert!(cleared.body.get("city").is_none(), "an empty string clears");
    let unknown = app
        .post(
            ALPHA,
            &format!("{VENUES}/999999"),
            Some(ADMIN),
            &json!({"city": "x"}),
        )
        .await;
    assert_eq!(
        (unknown.status, unknown.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param")
    );
    assert_bad_param(&unknown, "rest_invalid_param", "id");
    let anon = app
        .post(
            ALPHA,
            &format!("{VENUES}/{id}"),
            None,
            &json!({"city": "x"}),
        )
        .await;
    assert_eq!(anon.status, StatusCode::UNAUTHORIZED);
    let contributor = app
        .post(
            ALPHA,
            &format!("{VENUES}/{id}"),
            Some(CONTRIBUTOR),
            &json!({"city": "x"}),
        )
        .await;
    assert_eq!(
        (contributor.status, contributor.code()),
        (StatusCode::FORBIDDEN, "rest_forbidden")
    );
    let by_slug = app
        .delete(ALPHA, &format!("{VENUES}/by-slug/hall"), Some(CONTRIBUTOR))
        .await;
    assert_eq!(
        by_slug.status,
        StatusCode::FORBIDDEN,
        "by-slug deletes check the venue itself"
    );
    let own = app
        .post(
            ALPHA,
            ORGANIZERS,
            Some(CONTRIBUTOR),
            &json!({"organizer": "Mine"}),
        )
        .await;
    let own_id = own.body["id"].as_i64().expect("id");
    let edit_own = app
        .post(
            ALPHA,
            &format!("{ORGANIZERS}/{own_id}"),
            Some(CONTRIBUTOR),
            &json!({"email": "me@example.org"}),
        )
        .await;
    assert_eq!(
        edit_own.status,
        StatusCode::OK,
        "contributors edit their own drafts"
    );
    assert_eq!(edit_own.body["status"], "draft");
}

#[tokio::test]
async fn lists_filter_page_and_count() {
    let app = TestApp::new().await;
    let hall = venue(&app, json!({"venue": "Hall", "city": "Lyon", "country": "France", "date": "2025-01-01 10:00:00"})).await["id"].as_i64().expect("id");
    let park = venue(&app, json!({"venue": "Park", "city": "Paris", "phone": "555-PARK", "date": "2025-02-01 10:00:00"})).await["id"].as_i64().expect("id");
    let barn = venue(
        &app,
        json!({"venue": "Barn", "country": "Lyonnais", "date": "2025-03-01 10:00:00"}),
    )
    .await["id"]
        .as_i64()
        .expect("id");
    let draft = app
        .post(ALPHA, VENUES, Some(CONTRIBUTOR), &json!({"venue": "Draft"}))
        .await
        .body["id"]
        .as_i64()
        .expect("id");
    let past = app.create_event(ALPHA, json!({"title": "Past", "start_date": "2001-01-01", "end_date": "2001-01-01", "venue": hall})).await;
    app.create_event(ALPHA, json!({"title": "Next", "start_date": "2099-01-01", "end_date": "2099-01-01", "venue": park})).await;
    app.create_event(ALPHA, json!({"title": "Unpublished", "status": "draft", "start_date": "2099-01-01", "end_date": "2099-01-01", "venue": barn})).await;
    let ids = |reply: &Reply| -> Vec<i64> {
        reply.body["venues"]
            .as_array()
            .expect("list")
            .iter()
            .filter_map(|v| v["id"].as_i64())
            .collect()
    };

    let all = app.get(ALPHA, VENUES, None).await;
    assert_eq!(
        ids(&all),
        [barn, park, hall],
        "newest publication first; drafts hidden from anonymous callers"
    );
    assert_eq!(
        (all.header("x-tec-total"), all.header("x-tec-totalpages")),
        (Some("3"), Some("1"))
    );
    let keys: Vec<&str> = all
        .body
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["venues", "rest_url", "total", "total_pages"]);
    assert!(all.body["venues"][0].get("json_ld").is_none());
    assert!(ids(&app.get(ALPHA, VENUES, Some(CONTRIBUTOR)).await).contains(&draft));
    assert_eq!(
        ids(&app.get(ALPHA, &format!("{VENUES}?search=LYON"), None).await),
        [barn, hall],
        "city and country match"
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{VENUES}?search=555-park"), None)
            .await),
        [park]
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{VENUES}?event={}", past["id"]), None)
            .await),
        [hall]
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{VENUES}?has_events=true"), None)
            .await),
        [park, hall],
        "draft events do not count"
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{VENUES}?has_events=0"), None)
            .await),
        [barn]
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{VENUES}?only_with_upcoming=yes"), None)
            .await),
        [park]
    );
    let paged = app.get(ALPHA, &format!("{VENUES}?per_page=2"), None).await;
    assert_eq!(
        (ids(&paged), paged.body["total_pages"].as_i64()),
        (vec![barn, park], Some(2))
    );
    assert!(
        paged.body["next_rest_url"]
            .as_str()
            .is_some_and(|u| u.ends_with("page=2"))
    );
    let beyond = app
        .get(ALPHA, &format!("{VENUES}?page=3&per_page=2"), None)
        .await;
    assert_eq!(
        (beyond.status, beyond.code()),
        (StatusCode::NOT_FOUND, "venue-archive-page-not-found")
    );
    let no_match = app.get(ALPHA, &format!("{VENUES}?search=zzz"), None).await;
    assert_eq!(no_match.body["total"], json!(0), "totals count the search");
    for bad in ["event=999999", "status=draft", "per_page=0", "search="] {
        let reply = app.get(ALPHA, &format!("{VENUES}?{bad}"), None).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
        let param = bad.split('=').next().unwrap_or_default();
        assert_bad_param(&reply, "rest_invalid_param", param);
    }
    // Trashing the venue of a past event drops it from has_events at once.
    app.delete(ALPHA, &format!("{VENUES}/{hall}"), Some(ADMIN))
        .await;
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{VENUES}?has_events=1"), None)
            .await),
        [park]
    );
}

#[tokio::test]
async fn organizer_lists_search_email_and_website() {
    let app = TestApp::new().await;
    let a = app.post(ALPHA, ORGANIZERS, Some(ADMIN), &json!({"organizer": "Acme", "email": "Team@Acme.example", "website": "https://acme.example"})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.raw);
    let keys: Vec<&str> = a
        .body
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "id",
            "author",
            "status",
            "date",
            "date_utc",
            "modified",
            "modified_utc",
            "url",
            "organizer",
            "slug",
            "website",
            "email",
            "global_id",
            "global_id_lineage"
        ]
    );
    app.post(
        ALPHA,
        ORGANIZERS,
        Some(ADMIN),
        &json!({"organizer": "Other"}),
    )
    .await;
    let found = app
        .get(ALPHA, &format!("{ORGANIZERS}?search=team@acme"), None)
        .await;
    assert_eq!(found.body["organizers"].as_array().map(Vec::len), Some(1));
    assert_eq!(found.body["organizers"][0]["organizer"], "Acme");
    let single = app
        .get(ALPHA, &format!("{ORGANIZERS}/by-slug/acme"), None)
        .await;
    assert_eq!(single.body["json_ld"]["email"], "Team@Acme.example");
}

#[tokio::test]
async fn events_link_inline_and_by_id() {
    let app = TestApp::new().await;
    let existing = app
        .post(
            ALPHA,
            ORGANIZERS,
            Some(ADMIN),
            &json!({"organizer": "Existing Org"}),
        )
        .await
        .body["id"]
        .as_i64()
        .expect("id");
    let body = json!({
        "title": "Inline", "start_date": "2030-05-01 10:00", "end_date": "2030-05-01 12:00",
        "venue": {"venue": "New Hall", "city": "Nantes", "country": "France", "province": "Loire"},
        "organizer": [{"organizer": "New Org", "email": "new@org.example"}, existing, {"id": existing}]
    });
    let e = app.create_event(ALPHA, body).await;
    assert_eq!(e["venue"]["venue"], "New Hall");
    assert_eq!(e["venue"]["stateprovince"], "Loire");
    let names: Vec<&str> = e["organizer"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|o| o["organizer"].as_str())
        .collect();
    assert_eq!(
        names,
        ["New Org", "Existing Org"],
        "in the given order, each once"
    );
    let again = app
        .create_event(ALPHA, json!({"title": "Again", "start_date": "2030-05-02", "end_date": "2030-05-02", "venue": {"venue": "new hall"}, "organizer": {"organizer": "New Org"}}))
        .await;
    assert_eq!(
        again["venue"]["id"], e["venue"]["id"],
        "inline names reuse existing venues"
    );
    assert_eq!(
        again["organizer"][0]["id"], e["organizer"][0]["id"],
        "a bare organizer object is a one-element list"
    );
    assert_eq!(
        (
            count(&app, "tribe_venue").await,
            count(&app, "tribe_organizer").await
        ),
        (1, 2)
    );
}

#[tokio::test]
async fn failing_event_writes_create_no_linked_posts() {
    let app = TestApp::new().await;
    let cases = [
        (
            Some(ADMIN),
            json!({"venue": {"venue": "Ghost Hall"}, "organizer": [999999]}),
            StatusCode::BAD_REQUEST,
            "organizer",
        ),
        (
            Some(ADMIN),
            json!({"venue": {"city": "No name"}}),
            StatusCode::BAD_REQUEST,
            "venue",
        ),
        (
            Some(ADMIN),
            json!({"organizer": [{"organizer": "Bad site", "website": "nope"}]}),
            StatusCode::BAD_REQUEST,
            "organizer",
        ),
        (
            Some(ADMIN),
            json!({"venue": {"venue": "Ghost Hall", "show_map": [true]}}),
            StatusCode::BAD_REQUEST,
            "venue",
        ),
        (
            None,
            json!({"venue": {"venue": "Ghost Hall"}, "organizer": [{"organizer": "Ghost Org"}]}),
            StatusCode::UNAUTHORIZED,
            "",
        ),
        (
            Some(SUBSCRIBER),
            json!({"venue": {"venue": "Ghost Hall"}}),
            StatusCode::FORBIDDEN,
            "",
        ),
    ];
    for (who, links, status, param) in cases {
        let mut body =
            json!({"title": "Fails", "start_date": "2030-05-01", "end_date": "2030-05-01"});
        body.as_object_mut()
            .expect("object")
            .extend(links.as_object().expect("object").clone());
        let reply = app.post(ALPHA, EVENTS, who, &body).await;
        assert_eq!(reply.status, status, "{body}: {}", reply.raw);
        if status == StatusCode::BAD_REQUEST {
            assert_bad_param(&reply, "rest_invalid_param", param);
        } else {
            assert_eq!(reply.code(), "rest_forbidden", "{body}");
        }
    }
    assert_eq!(
        (
            count(&app, "tribe_venue").await,
            count(&app, "tribe_organizer").await,
            count(&app, "tribe_events").await
        ),
        (0, 0, 0)
    );
}

#[tokio::test]
async fn trashing_unlinks_from_events() {
    let app = TestApp::new().await;
    let e = app
        .create_event(ALPHA, json!({"title": "Linked", "start_date": "2030-06-01", "end_date": "2030-06-01", "venue": {"venue": "V"}, "organizer": [{"organizer": "A"}, {"organizer": "B"}]}))
        .await;
    let id = e["id"].as_i64().expect("id");
    app.delete(
        ALPHA,
        &format!("{VENUES}/{}", e["venue"]["id"]),
        Some(ADMIN),
    )
    .await;
    app.delete(
        ALPHA,
        &format!("{ORGANIZERS}/{}", e["organizer"][0]["id"]),
        Some(ADMIN),
    )
    .await;
    let after = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(after.status, StatusCode::OK, "the event stays");
    assert_eq!(after.body["venue"], json!([]));
    let names: Vec<&str> = after.body["organizer"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|o| o["organizer"].as_str())
        .collect();
    assert_eq!(names, ["B"], "only the trashed organizer is unlinked");
}

#[tokio::test]
async fn variants_and_tenants_see_the_same_venues() {
    let app = TestApp::new().await;
    let v = venue(&app, json!({"venue": "Shared", "city": "Lille"})).await;
    let id = v["id"].as_i64().expect("id");
    let en = app.get(ALPHA, &format!("{VENUES}/{id}"), None).await;
    for lang in ["fr", "de", "es"] {
        let other = app.get(ALPHA, &format!("/{lang}{VENUES}/{id}"), None).await;
        assert_eq!(
            other
                .body
                .to_string()
                .replace(&format!("http://alpha.test/{lang}"), "{base}"),
            en.body.to_string().replace("http://alpha.test", "{base}")
        );
        let trashed = app
            .get(ALPHA, &format!("/{lang}{VENUES}/424242"), None)
            .await;
        assert_eq!(trashed.code(), "rest_invalid_param");
    }
    let in_beta = app
        .get(BETA, &format!("/wp-json/tribe/events/v1/venues/{id}"), None)
        .await;
    assert_eq!(
        in_beta.status,
        StatusCode::BAD_REQUEST,
        "other tenants do not see it"
    );
    assert_bad_param(&in_beta, "rest_invalid_param", "id");
    let beta_list = app.get(BETA, "/wp-json/tribe/events/v1/venues", None).await;
    assert_eq!(beta_list.body["total"], json!(0));
}

/// By-slug updates of venues, organizers and events read the slug by WordPress's
/// precedence: one sent in the body finds the post (and is written back); a `null`
/// leaves the path's.
#[tokio::test]
async fn by_slug_updates_take_a_sent_slug_before_the_path() {
    let app = TestApp::new().await;
    let hall = venue(&app, json!({"venue": "Hall"})).await;
    let event = app
        .create_event(
            ALPHA,
            json!({"title": "Jazz", "start_date": "2030-06-01", "end_date": "2030-06-01"}),
        )
        .await;
    let events = "/wp-json/tribe/events/v1/events";
    for (collection, slug, name_field, id) in [
        (VENUES, "hall", "venue", &hall["id"]),
        (events, "jazz", "title", &event["id"]),
    ] {
        let by_body = app
            .post(
                ALPHA,
                &format!("{collection}/by-slug/nothing-here"),
                Some(ADMIN),
                &json!({"slug": slug, name_field: "Renamed"}),
            )
            .await;
        assert_eq!(by_body.status, StatusCode::OK, "{}", by_body.raw);
        assert_eq!(&by_body.body["id"], id);
        assert_eq!(by_body.body["slug"], slug);
        let by_path = app
            .post(
                ALPHA,
                &format!("{collection}/by-slug/{slug}"),
                Some(ADMIN),
                &json!({"slug": null, name_field: "Renamed again"}),
            )
            .await;
        assert_eq!(by_path.status, StatusCode::OK, "{}", by_path.raw);
        assert_eq!(&by_path.body["id"], id);
    }
}

/// One write names at most 100 organizers, and gives at most 10 venues and organizers
/// by their fields, which are each looked for by name; a longer list is refused
/// before any of its items is looked at, as the terms of a write are.
#[tokio::test]
async fn organizers_and_inline_items_per_write_are_bounded() {
    let app = TestApp::new().await;
    let mut ids = Vec::new();
    for i in 0..101 {
        ids.push(seed_organizer(&app, "alpha", &format!("Desk {i}"), "").await);
    }
    let fields = |n: usize| -> Vec<Value> {
        (0..n)
            .map(|i| json!({"organizer": format!("Inline {i}")}))
            .collect()
    };
    let event = |organizer: Value, venue: Value| {
        json!({"title": "Crowded", "start_date": "2030-05-01", "end_date": "2030-05-01",
               "organizer": organizer, "venue": venue})
    };
    let before = count(&app, "tribe_events").await;
    let many_ids: Vec<Value> = ids.iter().map(|id| json!(id)).collect();
    let mut with_an_unknown = many_ids.clone();
    with_an_unknown.push(json!(999_999));
    for (body, max, what) in [
        (event(json!(many_ids), Value::Null), "100", "101 ids"),
        (
            event(json!(with_an_unknown), Value::Null),
            "100",
            "the bound comes before the lookups",
        ),
        (
            event(json!(fields(11)), Value::Null),
            "10",
            "11 inline organizers",
        ),
        (
            event(json!(fields(10)), json!({"venue": "Inline Hall"})),
            "10",
            "10 inline organizers and an inline venue",
        ),
        (
            event(
                json!([fields(6), vec![json!(ids[0])], fields(5)].concat()),
                Value::Null,
            ),
            "10",
            "inline ones among ids",
        ),
    ] {
        let refused = app.post(ALPHA, EVENTS, Some(CONTRIBUTOR), &body).await;
        assert_bad_param(&refused, "rest_invalid_param", "organizer");
        assert_eq!(
            refused.body["data"]["details"]["organizer"]["code"], "rest_too_many_items",
            "{what}: {}",
            refused.raw
        );
        assert!(
            refused.body["data"]["params"]["organizer"]
                .as_str()
                .is_some_and(|m| m.contains(max)),
            "{what}: {}",
            refused.raw
        );
    }
    assert_eq!(count(&app, "tribe_events").await, before, "nothing written");
    assert_eq!(
        count(&app, "tribe_organizer").await,
        101,
        "no inline organizer created"
    );

    let hundred: Vec<Value> = many_ids[..100].to_vec();
    let accepted = app
        .post(
            ALPHA,
            EVENTS,
            Some(ADMIN),
            &event(json!(hundred), Value::Null),
        )
        .await;
    assert_eq!(accepted.status, StatusCode::CREATED, "{}", accepted.raw);
    let linked: Vec<Value> = accepted.body["organizer"]
        .as_array()
        .expect("organizers")
        .iter()
        .map(|o| o["id"].clone())
        .collect();
    assert_eq!(linked, hundred, "all 100, in the order given");
    let inline = app
        .post(
            ALPHA,
            EVENTS,
            Some(ADMIN),
            &event(json!(fields(9)), json!({"venue": "Inline Hall"})),
        )
        .await;
    assert_eq!(inline.status, StatusCode::CREATED, "{}", inline.raw);
    assert_eq!(inline.body["organizer"].as_array().map(Vec::len), Some(9));
    assert_eq!(inline.body["venue"]["venue"], "Inline Hall");
}

/// Numbered slugs are found with one query over the slug and its numbered forms, which
/// skips the other slugs that start alike and fills gaps as WordPress does.
#[tokio::test]
async fn slugs_are_numbered_past_many_taken_ones() {
    let app = TestApp::new().await;
    let taken: Vec<String> = std::iter::once("gala".to_string())
        .chain((2..=70).map(|n| format!("gala-{n}")))
        .chain(["gala-72", "gala-dinner", "gala-dinner-2", "galas"].map(String::from))
        .collect();
    for slug in &taken {
        app.db()
            .execute(
                "INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, \
                 modified_local, modified_utc) VALUES ('alpha', 'tribe_organizer', 1, 'publish', $1, $1, \
                 '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00')",
                &[slug.as_str().into()],
            )
            .await;
    }
    let mut slugs = Vec::new();
    for name in ["Gala!", "Gala?", "Gala."] {
        let reply = app
            .post(ALPHA, ORGANIZERS, Some(ADMIN), &json!({"organizer": name}))
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
        slugs.push(reply.body["slug"].clone());
    }
    assert_eq!(
        slugs,
        [json!("gala-71"), json!("gala-73"), json!("gala-74")]
    );

    // A slug of 200 bytes loses its end to the number, as in WordPress.
    let long = "b".repeat(200);
    let mut long_slugs = Vec::new();
    for name in [long.clone(), format!("{long}!"), format!("{long}?")] {
        let reply = app
            .post(ALPHA, ORGANIZERS, Some(ADMIN), &json!({"organizer": name}))
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
        long_slugs.push(reply.body["slug"].as_str().unwrap_or_default().to_string());
    }
    assert_eq!(
        long_slugs,
        [
            long.clone(),
            format!("{}-2", "b".repeat(198)),
            format!("{}-3", "b".repeat(198)),
        ]
    );
}
