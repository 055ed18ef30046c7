//! Event categories and tags: lists with every filter, create, read, update and
//! delete, permissions, live counts, and the language variants.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

const CATS: &str = "/wp-json/tribe/events/v1/categories";
const TAGS: &str = "/wp-json/tribe/events/v1/tags";
const API: &str = "http://alpha.test/wp-json/tribe/events/v1";

/// Keys of a category from the term routes, in the plugin's order.
const CATEGORY_KEYS: [&str; 10] = [
    "id",
    "count",
    "description",
    "name",
    "slug",
    "taxonomy",
    "parent",
    "meta",
    "url",
    "urls",
];

fn keys(v: &Value) -> Vec<&str> {
    v.as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default()
}

/// Creates a term as the administrator and returns its id.
async fn term(app: &TestApp, path: &str, body: Value) -> i64 {
    let reply = app.post(ALPHA, path, Some(ADMIN), &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    reply.body["id"].as_i64().expect("id")
}

/// Creates an event (published unless `status` says otherwise) with terms; returns its id.
async fn event(app: &TestApp, title: &str, categories: Value, tags: Value, status: &str) -> i64 {
    let body = json!({
        "title": title,
        "start_date": "2030-05-01 10:00:00",
        "end_date": "2030-05-01 12:00:00",
        "status": status,
        "categories": categories,
        "tags": tags,
    });
    app.create_event(ALPHA, body).await["id"]
        .as_i64()
        .expect("event id")
}

/// Names of the terms in a list reply.
fn names(reply: &Reply, key: &str) -> Vec<String> {
    reply.body[key]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|t| t["name"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

async fn term_rows(app: &TestApp) -> i64 {
    app.db().scalar("SELECT COUNT(*) FROM terms", &[]).await
}

#[tokio::test]
async fn create_answers_201_with_the_term_and_its_location() {
    let app = TestApp::new().await;
    let reply = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Music", "description": "Music events"}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    let id = reply.body["id"].as_i64().expect("id");
    assert_eq!(keys(&reply.body), CATEGORY_KEYS);
    assert_eq!(
        reply.body,
        json!({
            "id": id,
            "count": 0,
            "description": "Music events",
            "name": "Music",
            "slug": "music",
            "taxonomy": "tribe_events_cat",
            "parent": 0,
            "meta": [],
            "url": "http://alpha.test/events/category/music/",
            "urls": {
                "self": format!("{API}/categories/{id}"),
                "collection": format!("{API}/categories"),
            },
        })
    );
    assert_eq!(
        reply.header("location"),
        Some(format!("{API}/categories/{id}").as_str())
    );
    assert_eq!(reply.header("allow"), Some("GET, POST"));

    let read = app.get(ALPHA, &format!("{CATS}/{id}"), None).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.body, reply.body);
    assert_eq!(read.header("allow"), Some("GET"));
    let admin_read = app.get(ALPHA, &format!("{CATS}/{id}/"), Some(ADMIN)).await;
    assert_eq!(
        admin_read.header("allow"),
        Some("GET, POST, PUT, PATCH, DELETE")
    );
}

#[tokio::test]
async fn tags_have_no_parent_and_their_own_archive() {
    let app = TestApp::new().await;
    let reply = app
        .post(ALPHA, TAGS, Some(EDITOR), &json!({"name": "Outdoor"}))
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    let id = reply.body["id"].as_i64().expect("id");
    assert_eq!(
        keys(&reply.body),
        [
            "id",
            "count",
            "description",
            "name",
            "slug",
            "taxonomy",
            "meta",
            "url",
            "urls"
        ]
    );
    assert_eq!(reply.body["taxonomy"], "post_tag");
    assert_eq!(reply.body["description"], "");
    assert_eq!(reply.body["url"], "http://alpha.test/tag/outdoor/");
    assert_eq!(
        reply.body["urls"],
        json!({"self": format!("{API}/tags/{id}"), "collection": format!("{API}/tags")})
    );
    assert_eq!(
        reply.header("location"),
        Some(format!("{API}/tags/{id}").as_str())
    );
}

#[tokio::test]
async fn child_categories_nest_their_archive_and_link_up() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let jazz = term(&app, CATS, json!({"name": "Jazz", "parent": music})).await;
    let bebop = term(
        &app,
        CATS,
        json!({"name": "Bebop", "parent": jazz.to_string()}),
    )
    .await;
    let reply = app.get(ALPHA, &format!("{CATS}/{bebop}"), None).await;
    assert_eq!(reply.body["parent"], json!(jazz));
    assert_eq!(
        reply.body["url"],
        "http://alpha.test/events/category/music/jazz/bebop/"
    );
    assert_eq!(
        reply.body["urls"]["up"],
        json!(format!("{API}/categories/{jazz}"))
    );
}

#[tokio::test]
async fn reads_of_unknown_or_foreign_ids_are_invalid_params() {
    let app = TestApp::new().await;
    let tag = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    let cat = term(&app, CATS, json!({"name": "Music"})).await;
    for path in [
        format!("{CATS}/{tag}"),
        format!("{TAGS}/{cat}"),
        format!("{CATS}/999999"),
        format!("{CATS}/0"),
    ] {
        let reply = app.get(ALPHA, &path, None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{path}"
        );
        assert!(reply.body["data"]["params"]["id"].is_string(), "{path}");
    }
    let no_route = app.get(ALPHA, &format!("{CATS}/abc"), None).await;
    assert_eq!(
        (no_route.status, no_route.code()),
        (StatusCode::NOT_FOUND, "rest_no_route")
    );
    let beta = app.get(BETA, &format!("{CATS}/{cat}"), None).await;
    assert_eq!(
        beta.status,
        StatusCode::BAD_REQUEST,
        "terms belong to one tenant"
    );
    assert_bad_param(&beta, "rest_invalid_param", "id");
}

#[tokio::test]
async fn managing_needs_author_for_categories_and_editor_for_tags() {
    let app = TestApp::new().await;
    for (who, status) in [
        (None, StatusCode::UNAUTHORIZED),
        (Some(SUBSCRIBER), StatusCode::FORBIDDEN),
        (Some(CONTRIBUTOR), StatusCode::FORBIDDEN),
    ] {
        for path in [CATS, TAGS] {
            let reply = app.post(ALPHA, path, who, &json!({"name": "X"})).await;
            assert_eq!(
                (reply.status, reply.code()),
                (status, "rest_forbidden"),
                "{path} {who:?}"
            );
        }
    }
    let by_author = app
        .post(ALPHA, CATS, Some(AUTHOR), &json!({"name": "Arts"}))
        .await;
    assert_eq!(by_author.status, StatusCode::CREATED);
    let arts = by_author.body["id"].as_i64().expect("id");
    let tag_by_author = app
        .post(ALPHA, TAGS, Some(AUTHOR), &json!({"name": "Free"}))
        .await;
    assert_eq!(tag_by_author.status, StatusCode::FORBIDDEN);
    let free = term(&app, TAGS, json!({"name": "Free"})).await;

    // Updates and deletes need the same rights.
    let path = format!("{TAGS}/{free}");
    let patch = app
        .send(
            Method::PATCH,
            ALPHA,
            &path,
            Some(AUTHOR),
            &json!({"name": "Gratis"}),
        )
        .await;
    assert_eq!(patch.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.delete(ALPHA, &path, Some(AUTHOR)).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.delete(ALPHA, &path, None).await.status,
        StatusCode::UNAUTHORIZED
    );
    let by_editor = app
        .send(
            Method::PUT,
            ALPHA,
            &path,
            Some(EDITOR),
            &json!({"name": "Gratis"}),
        )
        .await;
    assert_eq!(by_editor.status, StatusCode::OK, "{}", by_editor.raw);
    let cat_path = format!("{CATS}/{arts}");
    let cat_patch = app
        .post(
            ALPHA,
            &cat_path,
            Some(AUTHOR),
            &json!({"description": "All arts"}),
        )
        .await;
    assert_eq!(cat_patch.status, StatusCode::OK, "{}", cat_patch.raw);
    assert_eq!(
        app.delete(ALPHA, &cat_path, Some(CONTRIBUTOR)).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.delete(ALPHA, &cat_path, Some(AUTHOR)).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn validation_comes_before_permission() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let missing = app.post(ALPHA, CATS, None, &json!({})).await;
    assert_eq!(
        (missing.status, missing.code()),
        (StatusCode::BAD_REQUEST, "rest_missing_callback_param")
    );
    assert_eq!(missing.body["data"]["params"], json!(["name"]));
    let unknown = app
        .delete(ALPHA, &format!("{CATS}/999999"), Some(SUBSCRIBER))
        .await;
    assert_eq!(
        (unknown.status, unknown.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param")
    );
    let empty_name = app
        .send(
            Method::PUT,
            ALPHA,
            &format!("{CATS}/{music}"),
            None,
            &json!({"name": ""}),
        )
        .await;
    assert_eq!(empty_name.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&empty_name, "rest_invalid_param", "name");
    let bad_parent = app
        .post(
            ALPHA,
            CATS,
            None,
            &json!({"name": "Jazz", "parent": 999999}),
        )
        .await;
    assert_eq!(bad_parent.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&bad_parent, "rest_invalid_param", "parent");
}

#[tokio::test]
async fn bad_create_input_is_refused_and_writes_nothing() {
    let app = TestApp::new().await;
    let tag = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    let before = term_rows(&app).await;
    for (body, param) in [
        (json!({"name": ""}), "name"),
        (json!({"name": " \t\n "}), "name"),
        (json!({"name": "<b></b>"}), "name"),
        (json!({"name": 5}), "name"),
        (json!({"name": "x".repeat(201)}), "name"),
        (json!({"name": "Jazz", "description": ""}), "description"),
        (json!({"name": "Jazz", "slug": ""}), "slug"),
        (json!({"name": "Jazz", "parent": ""}), "parent"),
        (json!({"name": "Jazz", "parent": "foo"}), "parent"),
        (json!({"name": "Jazz", "parent": 0}), "parent"),
        (json!({"name": "Jazz", "parent": 999999}), "parent"),
        (json!({"name": "Jazz", "parent": tag}), "parent"),
    ] {
        let reply = app.post(ALPHA, CATS, Some(ADMIN), &body).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{body}"
        );
        assert!(
            reply.body["data"]["params"][param].is_string(),
            "{body}: {}",
            reply.raw
        );
    }
    let tag_parent = app
        .post(
            ALPHA,
            TAGS,
            Some(ADMIN),
            &json!({"name": "Free", "parent": 3}),
        )
        .await;
    assert_eq!(
        (tag_parent.status, tag_parent.code()),
        (StatusCode::BAD_REQUEST, "rest_taxonomy_not_hierarchical")
    );
    assert_eq!(term_rows(&app).await, before);
}

#[tokio::test]
async fn slugs_come_from_names_and_stay_unique() {
    let app = TestApp::new().await;
    let cafe = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "  Café   Concerts "}),
        )
        .await;
    assert_eq!(cafe.body["name"], "Café Concerts");
    assert_eq!(cafe.body["slug"], "cafe-concerts");
    let first = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Rock", "slug": "live"}),
        )
        .await;
    assert_eq!(first.body["slug"], "live");
    let second = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Pop", "slug": "Live"}),
        )
        .await;
    assert_eq!(second.body["slug"], "live-2");
    // Tags have their own slugs: the same one is free there.
    let tag = app
        .post(ALPHA, TAGS, Some(ADMIN), &json!({"name": "Live"}))
        .await;
    assert_eq!(tag.body["slug"], "live");
    let symbols = app
        .post(ALPHA, TAGS, Some(ADMIN), &json!({"name": "!!!"}))
        .await;
    assert_eq!(symbols.status, StatusCode::CREATED);
    assert_eq!(
        symbols.body["slug"],
        json!(symbols.body["id"].as_i64().expect("id").to_string()),
        "a name without slug characters gets its id as slug"
    );
}

#[tokio::test]
async fn a_name_is_taken_once_per_level() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    for name in ["Music", "music", " MUSIC "] {
        let reply = app
            .post(ALPHA, CATS, Some(ADMIN), &json!({"name": name}))
            .await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "term_exists"),
            "{name}"
        );
        assert_eq!(reply.body["data"]["term_id"], json!(music));
        assert_eq!(reply.body["data"]["status"], json!(400));
    }
    // Under another parent the name is free (with a renumbered slug).
    let child = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Music", "parent": music}),
        )
        .await;
    assert_eq!(child.status, StatusCode::CREATED, "{}", child.raw);
    assert_eq!(child.body["slug"], "music-2");
    // WordPress lets a same-named term in when the client names a free slug.
    let explicit = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Music", "slug": "music-classic"}),
        )
        .await;
    assert_eq!(explicit.status, StatusCode::CREATED, "{}", explicit.raw);
    let taken = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Music", "slug": "music-2"}),
        )
        .await;
    assert_eq!(taken.code(), "term_exists");

    let outdoor = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    let again = app
        .post(ALPHA, TAGS, Some(ADMIN), &json!({"name": "outdoor"}))
        .await;
    assert_eq!(
        (again.code(), again.body["data"]["term_id"].clone()),
        ("term_exists", json!(outdoor))
    );
}

#[tokio::test]
async fn updates_change_only_what_is_sent() {
    let app = TestApp::new().await;
    let music = term(
        &app,
        CATS,
        json!({"name": "Music", "description": "Sounds"}),
    )
    .await;
    let path = format!("{CATS}/{music}");
    let reply = app
        .send(
            Method::PATCH,
            ALPHA,
            &path,
            Some(ADMIN),
            &json!({"description": "All sounds"}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(
        (
            reply.body["name"].clone(),
            reply.body["slug"].clone(),
            reply.body["description"].clone()
        ),
        (json!("Music"), json!("music"), json!("All sounds"))
    );
    let renamed = app
        .post(ALPHA, &path, Some(ADMIN), &json!({"name": "Live Music"}))
        .await;
    assert_eq!(renamed.body["name"], "Live Music");
    assert_eq!(renamed.body["slug"], "music", "renaming keeps the slug");
    let reslugged = app
        .send(
            Method::PUT,
            ALPHA,
            &path,
            Some(ADMIN),
            &json!({"slug": "Live Music"}),
        )
        .await;
    assert_eq!(reslugged.body["slug"], "live-music");
    assert_eq!(
        reslugged.body["url"],
        "http://alpha.test/events/category/live-music/"
    );
    let same = app
        .post(ALPHA, &path, Some(ADMIN), &json!({"slug": "live-music"}))
        .await;
    assert_eq!(same.status, StatusCode::OK, "its own slug is no conflict");
    let nothing = app.post(ALPHA, &path, Some(ADMIN), &json!({})).await;
    assert_eq!(nothing.status, StatusCode::OK);
    assert_eq!(nothing.body, same.body);

    for body in [
        json!({"name": ""}),
        json!({"name": "   "}),
        json!({"description": ""}),
        json!({"slug": ""}),
        json!({"parent": ""}),
    ] {
        let reply = app.post(ALPHA, &path, Some(ADMIN), &body).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{body}"
        );
    }
    let unknown = app
        .post(
            ALPHA,
            &format!("{CATS}/999999"),
            Some(ADMIN),
            &json!({"name": "X"}),
        )
        .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&unknown, "rest_invalid_param", "id");
    assert_eq!(
        app.get(ALPHA, &path, None).await.body,
        same.body,
        "refused updates change nothing"
    );
}

#[tokio::test]
async fn a_slug_in_use_is_a_duplicate() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let sport = term(&app, CATS, json!({"name": "Sport"})).await;
    let reply = app
        .post(
            ALPHA,
            &format!("{CATS}/{sport}"),
            Some(ADMIN),
            &json!({"slug": "music"}),
        )
        .await;
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::BAD_REQUEST, "duplicate_term_slug")
    );
    assert!(
        reply.body["message"]
            .as_str()
            .unwrap_or("")
            .contains("music")
    );
    // Moving under a new parent at the same time renumbers instead, as WordPress does.
    let moved = app
        .post(
            ALPHA,
            &format!("{CATS}/{sport}"),
            Some(ADMIN),
            &json!({"slug": "music", "parent": music}),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.raw);
    assert_eq!(moved.body["slug"], "music-2");
    let tag = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    term(&app, TAGS, json!({"name": "Indoor"})).await;
    let tag_reply = app
        .post(
            ALPHA,
            &format!("{TAGS}/{tag}"),
            Some(ADMIN),
            &json!({"slug": "indoor"}),
        )
        .await;
    assert_eq!(tag_reply.code(), "duplicate_term_slug");
}

#[tokio::test]
async fn parents_must_exist_and_never_loop() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let jazz = term(&app, CATS, json!({"name": "Jazz", "parent": music})).await;
    let bebop = term(&app, CATS, json!({"name": "Bebop", "parent": jazz})).await;
    let sport = term(&app, CATS, json!({"name": "Sport"})).await;
    let tag = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    let path = format!("{CATS}/{music}");
    for parent in [
        json!(music),
        json!(jazz),
        json!(bebop),
        json!(999999),
        json!(tag),
        json!(0),
    ] {
        let reply = app
            .post(ALPHA, &path, Some(ADMIN), &json!({"parent": parent}))
            .await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "parent {parent}"
        );
        assert!(reply.body["data"]["params"]["parent"].is_string());
    }
    let moved = app
        .post(
            ALPHA,
            &format!("{CATS}/{jazz}"),
            Some(ADMIN),
            &json!({"parent": sport}),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.raw);
    assert_eq!(moved.body["parent"], json!(sport));
    let bebop_now = app.get(ALPHA, &format!("{CATS}/{bebop}"), None).await;
    assert_eq!(
        bebop_now.body["url"],
        "http://alpha.test/events/category/sport/jazz/bebop/"
    );
    let tag_parent = app
        .post(
            ALPHA,
            &format!("{TAGS}/{tag}"),
            Some(ADMIN),
            &json!({"parent": music}),
        )
        .await;
    assert_eq!(
        (tag_parent.status, tag_parent.code()),
        (StatusCode::BAD_REQUEST, "rest_taxonomy_not_hierarchical")
    );
}

#[tokio::test]
async fn delete_is_permanent_and_unlinks_events() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let jazz = term(&app, CATS, json!({"name": "Jazz", "parent": music})).await;
    let bebop = term(&app, CATS, json!({"name": "Bebop", "parent": jazz})).await;
    let outdoor = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    let concert = event(
        &app,
        "Concert",
        json!([jazz, music]),
        json!([outdoor]),
        "publish",
    )
    .await;

    let reply = app
        .delete(ALPHA, &format!("{CATS}/{jazz}"), Some(ADMIN))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(keys(&reply.body), CATEGORY_KEYS);
    assert_eq!(reply.body["id"], json!(jazz));
    assert_eq!(reply.body["count"], json!(1), "the count it had");
    assert_eq!(reply.body["parent"], json!(music));
    assert_eq!(
        reply.body["url"],
        "http://alpha.test/events/category/music/jazz/"
    );

    // The child moves up to the deleted category's parent.
    let child = app.get(ALPHA, &format!("{CATS}/{bebop}"), None).await;
    assert_eq!(child.body["parent"], json!(music));
    assert_eq!(
        child.body["url"],
        "http://alpha.test/events/category/music/bebop/"
    );
    let e = app.get(ALPHA, &format!("{EVENTS}/{concert}"), None).await;
    let cats: Vec<i64> = e.body["categories"]
        .as_array()
        .expect("categories")
        .iter()
        .filter_map(|c| c["id"].as_i64())
        .collect();
    assert_eq!(cats, [music]);

    let again = app
        .delete(ALPHA, &format!("{CATS}/{jazz}"), Some(ADMIN))
        .await;
    assert_eq!(
        (again.status, again.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param")
    );
    let gone = app.get(ALPHA, &format!("{CATS}/{jazz}"), None).await;
    assert_eq!(gone.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&gone, "rest_invalid_param", "id");

    let tag_reply = app
        .delete(ALPHA, &format!("{TAGS}/{outdoor}"), Some(EDITOR))
        .await;
    assert_eq!(tag_reply.status, StatusCode::OK);
    assert_eq!(tag_reply.body["count"], json!(1));
    let e = app.get(ALPHA, &format!("{EVENTS}/{concert}"), None).await;
    assert_eq!(e.body["tags"], json!([]));
    let links: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM event_terms WHERE term_id IN ($1, $2)",
            &[jazz.into(), outdoor.into()],
        )
        .await;
    assert_eq!(links, 0);
}

#[tokio::test]
async fn counts_follow_published_events() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let first = event(&app, "One", json!([music]), json!("a, b"), "publish").await;
    event(&app, "Two", json!([music]), json!("b"), "draft").await;
    let count = |reply: &Reply| reply.body["count"].clone();
    let cat_path = format!("{CATS}/{music}");
    assert_eq!(count(&app.get(ALPHA, &cat_path, None).await), json!(1));

    let tags = app.get(ALPHA, &format!("{TAGS}?hide_empty=0"), None).await;
    let counts: Vec<(String, i64)> = tags.body["tags"]
        .as_array()
        .expect("tags")
        .iter()
        .map(|t| {
            (
                t["name"].as_str().unwrap_or("").to_string(),
                t["count"].as_i64().unwrap_or(-1),
            )
        })
        .collect();
    assert_eq!(counts, [("a".to_string(), 1), ("b".to_string(), 1)]);

    let to_draft = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{first}"),
            Some(ADMIN),
            &json!({"status": "draft"}),
        )
        .await;
    assert_eq!(to_draft.status, StatusCode::OK, "{}", to_draft.raw);
    assert_eq!(count(&app.get(ALPHA, &cat_path, None).await), json!(0));
    let listed = app.get(ALPHA, CATS, None).await;
    assert_eq!(listed.body["total"], json!(0), "empty terms are hidden");

    app.post(
        ALPHA,
        &format!("{EVENTS}/{first}"),
        Some(ADMIN),
        &json!({"status": "publish"}),
    )
    .await;
    assert_eq!(count(&app.get(ALPHA, &cat_path, None).await), json!(1));
    let trashed = app
        .delete(ALPHA, &format!("{EVENTS}/{first}"), Some(ADMIN))
        .await;
    assert_eq!(trashed.status, StatusCode::OK);
    assert_eq!(count(&app.get(ALPHA, &cat_path, None).await), json!(0));

    let third = event(&app, "Three", json!([music]), json!("a"), "publish").await;
    let fourth = event(&app, "Four", json!([music]), json!("a"), "publish").await;
    assert_eq!(count(&app.get(ALPHA, &cat_path, None).await), json!(2));
    let moved = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{third}"),
            Some(ADMIN),
            &json!({"categories": []}),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.raw);
    assert_eq!(
        count(&app.get(ALPHA, &cat_path, None).await),
        json!(1),
        "a category taken off an event"
    );
    let trashed = app
        .delete(ALPHA, &format!("{EVENTS}/{fourth}"), Some(ADMIN))
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(count(&app.get(ALPHA, &cat_path, None).await), json!(0));
}

/// Arts (empty), Music (2 events), Jazz (child of Music, 1), Sport (1), Café (1, by
/// slug `cafe`); returns the ids in that order and the two events.
async fn catalogue(app: &TestApp) -> ([i64; 5], i64, i64) {
    let arts = term(app, CATS, json!({"name": "Arts", "description": "b"})).await;
    let music = term(app, CATS, json!({"name": "Music", "description": "c"})).await;
    let jazz = term(
        app,
        CATS,
        json!({"name": "Jazz", "parent": music, "description": "a"}),
    )
    .await;
    let sport = term(app, CATS, json!({"name": "Sport"})).await;
    let cafe = term(app, CATS, json!({"name": "Café"})).await;
    let one = event(app, "One", json!([music, jazz]), json!("x"), "publish").await;
    let two = event(
        app,
        "Two",
        json!([music, sport, cafe]),
        json!("y"),
        "publish",
    )
    .await;
    ([arts, music, jazz, sport, cafe], one, two)
}

#[tokio::test]
async fn lists_filter_sort_and_page() {
    let app = TestApp::new().await;
    let ([arts, music, jazz, sport, cafe], one, two) = catalogue(&app).await;
    let list = |q: String| {
        let app = &app;
        async move { app.get(ALPHA, &format!("{CATS}{q}"), None).await }
    };

    let all = list(String::new()).await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(
        keys(&all.body),
        ["rest_url", "total", "total_pages", "categories"]
    );
    assert_eq!(all.body["rest_url"], json!(format!("{API}/categories/")));
    assert_eq!(
        names(&all, "categories"),
        ["Café", "Jazz", "Music", "Sport"]
    );
    assert_eq!(
        (all.header("x-tec-total"), all.header("x-tec-totalpages")),
        (Some("4"), Some("1"))
    );
    assert_eq!(all.body["categories"][0]["count"], json!(1));
    assert_eq!(keys(&all.body["categories"][0]), CATEGORY_KEYS);

    let cases: Vec<(String, Vec<&str>)> = vec![
        (
            "?hide_empty=0".into(),
            vec!["Arts", "Café", "Jazz", "Music", "Sport"],
        ),
        (
            "?hide_empty=false".into(),
            vec!["Arts", "Café", "Jazz", "Music", "Sport"],
        ),
        (
            "?hide_empty=1".into(),
            vec!["Café", "Jazz", "Music", "Sport"],
        ),
        ("?search=US".into(), vec!["Music"]),
        ("?search=cafe".into(), vec!["Café"]),
        ("?search=CAFÉ".into(), vec!["Café"]),
        (format!("?exclude={music},{jazz}"), vec!["Café", "Sport"]),
        (
            format!("?include[]={sport}&include[]={jazz}"),
            vec!["Jazz", "Sport"],
        ),
        (format!("?include={arts}&hide_empty=0"), vec!["Arts"]),
        ("?order=desc".into(), vec!["Sport", "Music", "Jazz", "Café"]),
        ("?order=DESC".into(), vec!["Sport", "Music", "Jazz", "Café"]),
        (
            "?order=sideways".into(),
            vec!["Café", "Jazz", "Music", "Sport"],
        ),
        ("?orderby=id".into(), vec!["Music", "Jazz", "Sport", "Café"]),
        (
            "?orderby=term_id&order=desc".into(),
            vec!["Café", "Sport", "Jazz", "Music"],
        ),
        (
            "?orderby=count&order=desc".into(),
            vec!["Music", "Jazz", "Sport", "Café"],
        ),
        (
            "?orderby=slug".into(),
            vec!["Café", "Jazz", "Music", "Sport"],
        ),
        (
            "?orderby=description&hide_empty=0".into(),
            vec!["Sport", "Café", "Jazz", "Arts", "Music"],
        ),
        (
            "?orderby=parent&order=desc".into(),
            vec!["Jazz", "Music", "Sport", "Café"],
        ),
        (
            format!("?orderby=include&include={sport},{cafe},{jazz}"),
            vec!["Sport", "Café", "Jazz"],
        ),
        (
            format!("?orderby=include&order=desc&include={sport},{cafe},{jazz}"),
            vec!["Jazz", "Café", "Sport"],
        ),
        (
            "?orderby=include".into(),
            vec!["Café", "Jazz", "Music", "Sport"],
        ),
        (
            "?orderby=none".into(),
            vec!["Music", "Jazz", "Sport", "Café"],
        ),
        (
            "?orderby=term_group".into(),
            vec!["Music", "Jazz", "Sport", "Café"],
        ),
        (
            "?orderby=whatever".into(),
            vec!["Café", "Jazz", "Music", "Sport"],
        ),
        (format!("?parent={music}"), vec!["Jazz"]),
        (format!("?post={one}"), vec!["Jazz", "Music"]),
        (format!("?event={one}"), vec!["Jazz", "Music"]),
        (
            format!("?post={one}&event={two}"),
            vec!["Café", "Music", "Sport"],
        ),
        ("?slug=music".into(), vec!["Music"]),
        ("?slug=Music".into(), vec!["Music"]),
        ("?slug=nothing".into(), vec![]),
    ];
    for (query, expected) in cases {
        let reply = list(query.clone()).await;
        assert_eq!(reply.status, StatusCode::OK, "{query}: {}", reply.raw);
        assert_eq!(names(&reply, "categories"), expected, "{query}");
        assert_eq!(
            reply.body["total"],
            json!(expected.len()),
            "{query}: total ignores nothing but paging"
        );
    }

    for query in [
        "?search=".to_string(),
        "?order=".into(),
        "?orderby=".into(),
        "?hide_empty=yes".into(),
        "?hide_empty=".into(),
        "?include=999999".into(),
        format!("?include={music},999999"),
        "?exclude=foo".into(),
        "?parent=0".into(),
        "?parent=999999".into(),
        "?post=999999".into(),
        "?event=abc".into(),
        format!("?post={one}&event=999999"),
        "?slug=".into(),
        "?page=0".into(),
        "?per_page=0".into(),
        "?per_page=-1".into(),
        "?page=foo".into(),
    ] {
        let reply = list(query.clone()).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{query}"
        );
    }
}

#[tokio::test]
async fn term_filters_check_the_taxonomy() {
    let app = TestApp::new().await;
    let music = term(&app, CATS, json!({"name": "Music"})).await;
    let outdoor = term(&app, TAGS, json!({"name": "Outdoor"})).await;
    let reply = app
        .get(ALPHA, &format!("{TAGS}?include={music}"), None)
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&reply, "rest_invalid_param", "include");
    let reply = app
        .get(ALPHA, &format!("{CATS}?parent={outdoor}"), None)
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&reply, "rest_invalid_param", "parent");
    // `parent` is no argument of tag lists: ignored.
    let reply = app
        .get(ALPHA, &format!("{TAGS}?parent=foo&hide_empty=0"), None)
        .await;
    assert_eq!(names(&reply, "tags"), ["Outdoor"]);
    let venue = seed_venue(&app, "alpha", "Hall", "Paris").await;
    let reply = app.get(ALPHA, &format!("{TAGS}?post={venue}"), None).await;
    assert_eq!(
        reply.status,
        StatusCode::BAD_REQUEST,
        "a venue is not an event"
    );
    assert_bad_param(&reply, "rest_invalid_param", "post");
}

#[tokio::test]
async fn paging_links_carry_the_page_only() {
    let app = TestApp::new().await;
    for name in ["A", "B", "C", "D", "E"] {
        term(&app, TAGS, json!({"name": name})).await;
    }
    let page = |q: &str| {
        let (app, path) = (&app, format!("{TAGS}?hide_empty=0&{q}"));
        async move { app.get(ALPHA, &path, None).await }
    };
    let first = page("per_page=2").await;
    assert_eq!(names(&first, "tags"), ["A", "B"]);
    assert_eq!(
        (
            first.body["total"].clone(),
            first.body["total_pages"].clone()
        ),
        (json!(5), json!(3))
    );
    assert_eq!(
        first.body["next_rest_url"],
        json!(format!("{API}/tags/?page=2"))
    );
    assert!(first.body.get("previous_rest_url").is_none());

    let second = page("per_page=2&page=2").await;
    assert_eq!(
        keys(&second.body),
        [
            "rest_url",
            "total",
            "total_pages",
            "tags",
            "next_rest_url",
            "previous_rest_url"
        ]
    );
    assert_eq!(second.body["rest_url"], json!(format!("{API}/tags/")));
    assert_eq!(
        second.body["next_rest_url"],
        json!(format!("{API}/tags/?page=3"))
    );
    assert_eq!(
        second.body["previous_rest_url"],
        json!(format!("{API}/tags/"))
    );

    let last = page("per_page=2&page=3").await;
    assert_eq!(names(&last, "tags"), ["E"]);
    assert!(last.body.get("next_rest_url").is_none());
    assert_eq!(
        last.body["previous_rest_url"],
        json!(format!("{API}/tags/?page=2"))
    );

    let beyond = page("per_page=2&page=9").await;
    assert_eq!(beyond.status, StatusCode::OK, "no 404 past the end");
    assert_eq!(beyond.body["tags"], json!([]));
    assert_eq!(
        (
            beyond.body["total"].clone(),
            beyond.body["total_pages"].clone()
        ),
        (json!(5), json!(3))
    );
    assert_eq!(beyond.header("x-tec-total"), Some("5"));

    let clamped = page("per_page=500").await;
    assert_eq!(names(&clamped, "tags").len(), 5);
    assert_eq!(clamped.body["total_pages"], json!(1));

    let none = app.get(ALPHA, CATS, None).await;
    assert_eq!(
        (none.body["total"].clone(), none.body["total_pages"].clone()),
        (json!(0), json!(0))
    );
}

#[tokio::test]
async fn french_variant_answers_the_same_apart_from_urls() {
    let app = TestApp::new().await;
    let ([_, music, ..], one, _) = catalogue(&app).await;
    let fr_api = "/fr/wp-json/tribe/events/v1";
    let localised = |raw: &str| raw.replace("http://alpha.test/fr/", "http://alpha.test/");
    for path in [
        "/categories?hide_empty=0&per_page=2&page=2".to_string(),
        format!("/categories/{music}"),
        format!("/tags?post={one}"),
    ] {
        let en = app
            .get(ALPHA, &format!("/wp-json/tribe/events/v1{path}"), None)
            .await;
        let fr = app.get(ALPHA, &format!("{fr_api}{path}"), None).await;
        assert_eq!(fr.status, en.status, "{path}");
        assert!(
            fr.raw.contains("http://alpha.test/fr/"),
            "{path}: {}",
            fr.raw
        );
        assert_eq!(localised(&fr.raw), en.raw, "{path}");
        assert_eq!(fr.header("x-tec-total"), en.header("x-tec-total"));
    }
    let fr_url = app
        .get(ALPHA, &format!("{fr_api}/categories/{music}"), None)
        .await;
    assert_eq!(
        fr_url.body["url"],
        "http://alpha.test/fr/events/category/music/"
    );

    let created = app
        .post(
            ALPHA,
            &format!("{fr_api}/tags"),
            Some(ADMIN),
            &json!({"name": "Plein air"}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED);
    let id = created.body["id"].as_i64().expect("id");
    assert_eq!(
        created.header("location"),
        Some(format!("http://alpha.test/fr/wp-json/tribe/events/v1/tags/{id}").as_str())
    );
    let en_read = app.get(ALPHA, &format!("{TAGS}/{id}"), None).await;
    assert_eq!(
        en_read.body["name"], "Plein air",
        "variants share one store"
    );

    let en_error = app
        .post(ALPHA, TAGS, Some(ADMIN), &json!({"name": "Plein air"}))
        .await;
    let fr_error = app
        .post(
            ALPHA,
            &format!("{fr_api}/tags"),
            Some(ADMIN),
            &json!({"name": "Plein air"}),
        )
        .await;
    assert_eq!(
        (en_error.code(), fr_error.code()),
        ("term_exists", "term_exists")
    );
    assert_eq!(en_error.body["data"], fr_error.body["data"]);
    assert_ne!(
        en_error.body["message"], fr_error.body["message"],
        "messages are translated"
    );
}

#[tokio::test]
async fn other_tenants_have_their_own_terms() {
    let app = TestApp::new().await;
    term(&app, CATS, json!({"name": "Music"})).await;
    let beta = app
        .post(BETA, CATS, Some(ADMIN), &json!({"name": "Music"}))
        .await;
    assert_eq!(beta.status, StatusCode::CREATED, "names are per tenant");
    assert_eq!(beta.body["slug"], "music");
    assert_eq!(beta.body["url"], "https://beta.test/events/category/music/");
    let list = app.get(BETA, &format!("{CATS}?hide_empty=0"), None).await;
    assert_eq!(list.body["total"], json!(1));
}

#[tokio::test]
async fn names_sort_with_ascii_case_folded_on_every_backend() {
    let app = TestApp::new().await;
    for name in ["éclair", "Zèbre", "apple", "École", "Banana"] {
        term(&app, TAGS, json!({ "name": name })).await;
    }
    // Only ASCII letters are folded, and the rest compares byte by byte, as SQLite does
    // and as the PostgreSQL schema's "C" collation makes PostgreSQL do whatever its locale.
    let list = app.get(ALPHA, &format!("{TAGS}?hide_empty=0"), None).await;
    assert_eq!(
        names(&list, "tags"),
        ["apple", "Banana", "Zèbre", "École", "éclair"]
    );
}

#[tokio::test]
async fn terms_per_write_and_category_depth_are_bounded() {
    let app = TestApp::new().await;
    let too_many: Vec<String> = (0..101).map(|i| format!("junk tag {i}")).collect();
    let refused = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &json!({"title": "Spam", "start_date": "2030-05-01", "end_date": "2030-05-01", "tags": too_many}),
        )
        .await;
    assert_eq!(
        (refused.status, refused.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param"),
        "{}",
        refused.raw
    );
    assert_eq!(
        refused.body["data"]["details"]["tags"]["code"],
        "rest_too_many_items"
    );
    assert!(
        refused.body["data"]["params"]["tags"]
            .as_str()
            .is_some_and(|m| m.contains("100")),
        "{}",
        refused.raw
    );
    let tags: i64 = app.db().scalar("SELECT COUNT(*) FROM terms", &[]).await;
    assert_eq!(tags, 0, "a refused write creates no term");
    let enough: Vec<String> = (0..100).map(|i| format!("tag {i}")).collect();
    let categories: Vec<String> = (0..100).map(|i| format!("category {i}")).collect();
    let accepted = app
        .post(
            ALPHA,
            EVENTS,
            Some(ADMIN),
            &json!({"title": "Busy", "start_date": "2030-05-01", "end_date": "2030-05-01",
                    "tags": enough, "categories": categories}),
        )
        .await;
    assert_eq!(accepted.status, StatusCode::CREATED, "{}", accepted.raw);
    assert_eq!(accepted.body["tags"].as_array().map(Vec::len), Some(100));

    // Ten levels of categories, and not one more.
    let mut parent = 0;
    let mut levels = Vec::new();
    for level in 1..=10 {
        let mut body = json!({"name": format!("Level {level}")});
        if parent != 0 {
            body["parent"] = json!(parent);
        }
        parent = term(&app, CATS, body).await;
        levels.push(parent);
    }
    let deeper = app
        .post(
            ALPHA,
            CATS,
            Some(ADMIN),
            &json!({"name": "Level 11", "parent": parent}),
        )
        .await;
    assert_eq!(
        (
            deeper.status,
            deeper.body["data"]["details"]["parent"]["code"].clone()
        ),
        (StatusCode::BAD_REQUEST, json!("rest_category_too_deep")),
        "{}",
        deeper.raw
    );
    let branch = term(&app, CATS, json!({"name": "Branch"})).await;
    term(&app, CATS, json!({"name": "Twig", "parent": branch})).await;
    let moved = app
        .post(
            ALPHA,
            &format!("{CATS}/{branch}"),
            Some(ADMIN),
            &json!({"parent": levels[8]}),
        )
        .await;
    assert_eq!(
        moved.body["data"]["details"]["parent"]["code"], "rest_category_too_deep",
        "a two-level branch under the ninth level: {}",
        moved.raw
    );
    let fits = app
        .post(
            ALPHA,
            &format!("{CATS}/{branch}"),
            Some(ADMIN),
            &json!({"parent": levels[7]}),
        )
        .await;
    assert_eq!(fits.status, StatusCode::OK, "{}", fits.raw);

    // A deep chain stored by hand before the limit: filters walk ten levels of it.
    let mut chain = seed_term(&app, "alpha", "tribe_events_cat", "Chain 1", 0).await;
    let root = chain;
    let mut at_depth = Vec::new();
    for depth in 2..=400 {
        chain = seed_term(
            &app,
            "alpha",
            "tribe_events_cat",
            &format!("Chain {depth}"),
            chain,
        )
        .await;
        if depth == 10 || depth == 11 || depth == 400 {
            at_depth.push(chain);
        }
    }
    for (title, category) in [
        ("Tenth", at_depth[0]),
        ("Eleventh", at_depth[1]),
        ("Deepest", at_depth[2]),
    ] {
        event(&app, title, json!([category]), json!([]), "publish").await;
    }
    let filtered = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2030-01-01&end_date=2030-12-31&categories={root}"),
            None,
        )
        .await;
    assert_eq!(filtered.status, StatusCode::OK, "{}", filtered.raw);
    let titles: Vec<&str> = filtered.body["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter_map(|e| e["title"].as_str())
        .collect();
    assert_eq!(titles, ["Tenth"], "{}", filtered.raw);
}
