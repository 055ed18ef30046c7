//! The gateway's own namespace and its change feed (`GET .../calendar-gateway/v1/changes`):
//! what changed since a cursor, each item once per page with its state as the caller
//! sees it now; paging, the `types` filter, refused and expired cursors; writes that
//! rolled back never appear; and a reader polling through two instances while others
//! write receives every acknowledged write.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;
use crate::shared_commits::{COUNTING_UNDONE, REFUSED_SITE, refuse_events_linking_the_site};

/// The gateway's namespace at the default language variant.
const GW: &str = "/wp-json/calendar-gateway/v1";
const CHANGES: &str = "/wp-json/calendar-gateway/v1/changes";
const CATEGORIES: &str = "/wp-json/tribe/events/v1/categories";
const TAGS: &str = "/wp-json/tribe/events/v1/tags";

/// Every caller the tests compare: anonymous, then one per role.
const CALLERS: [(&str, Option<(&str, &str)>); 6] = [
    ("anonymous", None),
    ("subscriber", Some(SUBSCRIBER)),
    ("contributor", Some(CONTRIBUTOR)),
    ("author", Some(AUTHOR)),
    ("editor", Some(EDITOR)),
    ("administrator", Some(ADMIN)),
];

/// The current cursor of `host`'s feed, read anonymously: an answer without `since`
/// holds no changes.
async fn cursor_now(app: &TestApp, host: &str) -> String {
    let reply = app.get(host, CHANGES, None).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(reply.body["changes"], json!([]), "{}", reply.raw);
    assert_eq!(reply.body["more"], false);
    reply.body["cursor"].as_str().expect("cursor").to_string()
}

/// Every entry since `cursor` through `changes` (a variant's route, with `query`
/// appended), page after page until `more` is false, and the cursor after the last.
async fn read_since(
    app: &TestApp,
    host: &str,
    changes: &str,
    cursor: &str,
    query: &str,
    who: Option<(&str, &str)>,
) -> (Vec<Value>, String) {
    let mut entries = Vec::new();
    let mut cursor = cursor.to_string();
    for _ in 0..1_000 {
        let reply = app
            .get(host, &format!("{changes}?since={cursor}{query}"), who)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        entries.extend(reply.body["changes"].as_array().expect("changes").clone());
        cursor = reply.body["cursor"].as_str().expect("cursor").to_string();
        if reply.body["more"] == false {
            return (entries, cursor);
        }
    }
    panic!("the feed never ended");
}

/// `(type, id)` of each entry, with its state.
fn states(entries: &[Value]) -> BTreeMap<(String, i64), String> {
    entries
        .iter()
        .map(|e| {
            let key = (
                e["type"].as_str().expect("type").to_string(),
                e["id"].as_i64().expect("id"),
            );
            (key, e["state"].as_str().expect("state").to_string())
        })
        .collect()
}

async fn created(app: &TestApp, path: &str, who: (&str, &str), body: Value) -> i64 {
    let reply = app.post(ALPHA, path, Some(who), &body).await;
    assert!(reply.status.is_success(), "{path}: {}", reply.raw);
    reply.body["id"].as_i64().expect("id")
}

fn event_body(title: &str) -> Value {
    json!({"title": title, "start_date": "2030-05-01 10:00", "end_date": "2030-05-01 11:00"})
}

/// The actions stored for item `id` of `item_type` in `tenant`, in order.
async fn actions(app: &TestApp, tenant: &str, item_type: &str, id: i64) -> Vec<String> {
    app.db()
        .scalars(
            "SELECT action FROM item_changes WHERE tenant_id = $1 AND item_type = $2 \
             AND item_id = $3 ORDER BY number",
            &[tenant.into(), item_type.into(), id.into()],
        )
        .await
}

#[tokio::test]
async fn the_namespace_has_its_own_index_and_the_rest_root_lists_it_in_every_variant() {
    let app = TestApp::new().await;
    for (lang, described) in [
        ("", "Number of changes per page (1 to 500)."),
        ("/fr", "Nombre de modifications par page (de 1 à 500)."),
    ] {
        let index = app.get(ALPHA, &format!("{lang}{GW}"), None).await;
        assert_eq!(index.status, StatusCode::OK, "{}", index.raw);
        assert_eq!(index.body["namespace"], "calendar-gateway/v1");
        let routes: Vec<&String> = index.body["routes"]
            .as_object()
            .expect("routes")
            .keys()
            .collect();
        assert_eq!(
            routes,
            ["/calendar-gateway/v1", "/calendar-gateway/v1/changes"]
        );
        let changes = &index.body["routes"]["/calendar-gateway/v1/changes"];
        assert_eq!(changes["namespace"], "calendar-gateway/v1");
        assert_eq!(changes["methods"], json!(["GET"]));
        let args = &changes["endpoints"][0]["args"];
        assert_eq!(
            args.as_object().expect("args").keys().collect::<Vec<_>>(),
            ["since", "per_page", "types"]
        );
        assert_eq!(args["per_page"]["description"], described);
        assert_eq!(args["per_page"]["default"], 100);
        assert_eq!(args["types"]["items"], json!({"type": "string"}));
        assert_eq!(
            changes["_links"]["self"][0]["href"],
            format!("http://alpha.test{lang}/wp-json/calendar-gateway/v1/changes")
        );
        assert_eq!(
            index.body["routes"]["/calendar-gateway/v1"]["endpoints"][0]["args"]["namespace"]["default"],
            "calendar-gateway/v1"
        );
        assert_eq!(
            index.body["_links"]["up"][0]["href"],
            format!("http://alpha.test{lang}/wp-json/")
        );

        let root = app.get(ALPHA, &format!("{lang}/wp-json/"), None).await;
        assert_eq!(root.status, StatusCode::OK, "{}", root.raw);
        assert_eq!(
            root.body["namespaces"],
            json!(["tribe/events/v1", "calendar-gateway/v1"])
        );
        assert_eq!(
            root.body["routes"]["/calendar-gateway/v1/changes"], *changes,
            "the REST root lists the namespace's routes as its index does"
        );
        assert!(root.body["routes"]["/tribe/events/v1/events"].is_object());

        let options = app
            .call(Call {
                method: Method::OPTIONS,
                host: ALPHA,
                path: format!("{lang}{CHANGES}"),
                auth: None,
                body: None,
            })
            .await;
        assert_eq!(options.status, StatusCode::OK, "{}", options.raw);
        assert_eq!(options.body, *changes);
        assert_eq!(options.header("allow"), Some("GET"));
    }
    // In French, with the plugin's envelope.
    let other = app
        .get(ALPHA, &format!("/fr{GW}?namespace=tribe/events/v1"), None)
        .await;
    assert_eq!(
        (other.status, other.code()),
        (StatusCode::NOT_FOUND, "rest_invalid_namespace")
    );
    assert_eq!(
        other.body["message"],
        "L’espace de noms indiqué est introuvable."
    );
    for missing in [
        format!("{GW}/nowhere"),
        "/wp-json/tribe/events/v1/calendar-gateway/v1/changes".to_string(),
        "/wp-json/calendar-gateway/v2/changes".to_string(),
    ] {
        let reply = app.get(ALPHA, &missing, None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{missing}"
        );
    }
    let write = app.post(ALPHA, CHANGES, Some(ADMIN), &json!({})).await;
    assert_eq!(
        (write.status, write.code()),
        (StatusCode::NOT_FOUND, "rest_no_route")
    );
    // WordPress's `rest_route` parameter reaches the namespace too.
    let routed = app
        .get(ALPHA, "/?rest_route=/calendar-gateway/v1/changes", None)
        .await;
    assert_eq!(routed.status, StatusCode::OK, "{}", routed.raw);
    assert!(routed.body["cursor"].is_string());
}

#[tokio::test]
async fn each_item_type_s_changes_appear_with_the_state_each_role_sees_now() {
    let app = TestApp::new().await;
    let start = cursor_now(&app, ALPHA).await;
    let event = created(&app, EVENTS, ADMIN, event_body("Published")).await;
    let mut draft_body = event_body("Ann's draft");
    draft_body["status"] = json!("draft");
    let draft = created(&app, EVENTS, AUTHOR, draft_body).await;
    let mut private_body = event_body("Private");
    private_body["status"] = json!("private");
    let private = created(&app, EVENTS, ADMIN, private_body).await;
    let mut protected_body = event_body("Protected");
    protected_body["password"] = json!("secret");
    let protected = created(&app, EVENTS, ADMIN, protected_body).await;
    let venue = created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "Salle", "city": "Lyon"}),
    )
    .await;
    let organizer = created(&app, ORGANIZERS, ADMIN, json!({"organizer": "Org"})).await;
    let category = created(&app, CATEGORIES, ADMIN, json!({"name": "Jazz"})).await;
    let tag = created(&app, TAGS, ADMIN, json!({"name": "Free"})).await;

    let everyone = ["event", "venue", "organizer", "category", "tag"];
    for (name, who) in CALLERS {
        let (entries, _) = read_since(&app, ALPHA, CHANGES, &start, "", who).await;
        let present = |readable: bool| if readable { "present" } else { "gone" };
        let expected: BTreeMap<(String, i64), String> = [
            ("event", event, "present"),
            (
                "event",
                draft,
                present(matches!(name, "author" | "editor" | "administrator")),
            ),
            (
                "event",
                private,
                present(matches!(name, "editor" | "administrator")),
            ),
            ("event", protected, "present"),
            ("venue", venue, "present"),
            ("organizer", organizer, "present"),
            ("category", category, "present"),
            ("tag", tag, "present"),
        ]
        .into_iter()
        .map(|(t, id, s)| ((t.to_string(), id), s.to_string()))
        .collect();
        assert_eq!(states(&entries), expected, "{name}");
        let order: Vec<i64> = entries.iter().filter_map(|e| e["id"].as_i64()).collect();
        assert_eq!(
            order,
            [
                event, draft, private, protected, venue, organizer, category, tag
            ],
            "{name}: oldest first"
        );
        for entry in &entries {
            let keys: BTreeSet<&str> = entry
                .as_object()
                .expect("entry")
                .keys()
                .map(String::as_str)
                .collect();
            let expected_keys: BTreeSet<&str> =
                match (entry["state"].as_str(), entry["type"].as_str()) {
                    (Some("gone"), _) => ["type", "id", "state"].into(),
                    (_, Some("category" | "tag")) => ["type", "id", "state", "rest_url"].into(),
                    _ => ["type", "id", "state", "rest_url", "modified_gmt"].into(),
                };
            assert_eq!(keys, expected_keys, "{name}: {entry}");
            assert!(everyone.contains(&entry["type"].as_str().unwrap_or_default()));
        }
    }

    // Present items name their address in the variant's language, and the time of their
    // last change as the plugin's answer has it.
    let (french, _) = read_since(
        &app,
        ALPHA,
        &format!("/fr{CHANGES}"),
        &start,
        "",
        Some(ADMIN),
    )
    .await;
    let read = app.get(ALPHA, &format!("{EVENTS}/{event}"), None).await;
    let first = &french[0];
    assert_eq!(
        first["rest_url"],
        format!("http://alpha.test/fr/wp-json/tribe/events/v1/events/{event}")
    );
    assert_eq!(
        first["modified_gmt"],
        read.body["modified_utc"]
            .as_str()
            .expect("modified_utc")
            .replace(' ', "T")
    );
    for (entry, route) in french[4..]
        .iter()
        .zip(["venues", "organizers", "categories", "tags"])
    {
        assert_eq!(
            entry["rest_url"],
            format!(
                "http://alpha.test/fr/wp-json/tribe/events/v1/{route}/{}",
                entry["id"]
            )
        );
        let fetched = app
            .get(
                ALPHA,
                &entry["rest_url"]
                    .as_str()
                    .expect("url")
                    .replace("http://alpha.test", ""),
                None,
            )
            .await;
        assert_eq!(fetched.status, StatusCode::OK, "{}", fetched.raw);
    }

    // Updates: each item once per page, however often it changed.
    let updated = cursor_now(&app, ALPHA).await;
    for title in ["Renamed", "Renamed again"] {
        let reply = app
            .post(
                ALPHA,
                &format!("{EVENTS}/{event}"),
                Some(ADMIN),
                &json!({"title": title}),
            )
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    }
    for (path, id, body) in [
        (VENUES, venue, json!({"city": "Paris"})),
        (ORGANIZERS, organizer, json!({"phone": "123"})),
        (CATEGORIES, category, json!({"name": "Jazz club"})),
        (TAGS, tag, json!({"name": "Gratis"})),
    ] {
        let reply = app
            .post(ALPHA, &format!("{path}/{id}"), Some(ADMIN), &body)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    }
    let (entries, after_updates) = read_since(&app, ALPHA, CHANGES, &updated, "", None).await;
    assert_eq!(
        entries
            .iter()
            .map(|e| e["id"].as_i64().expect("id"))
            .collect::<Vec<_>>(),
        [event, venue, organizer, category, tag]
    );
    assert!(
        entries.iter().all(|e| e["state"] == "present"),
        "{entries:?}"
    );

    // Trash and delete: gone for everybody, the administrator too.
    for (path, id) in [
        (EVENTS, event),
        (VENUES, venue),
        (ORGANIZERS, organizer),
        (CATEGORIES, category),
        (TAGS, tag),
    ] {
        let reply = app
            .delete(ALPHA, &format!("{path}/{id}"), Some(ADMIN))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    }
    for (name, who) in CALLERS {
        let (entries, _) = read_since(&app, ALPHA, CHANGES, &after_updates, "", who).await;
        let expected: BTreeMap<(String, i64), String> = [
            ("event", event),
            ("venue", venue),
            ("organizer", organizer),
            ("category", category),
            ("tag", tag),
        ]
        .into_iter()
        .map(|(t, id)| ((t.to_string(), id), "gone".to_string()))
        .collect();
        assert_eq!(states(&entries), expected, "{name}");
    }

    // Leaving the trash brings the event back.
    let trashed = cursor_now(&app, ALPHA).await;
    let restore = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{event}"),
            Some(ADMIN),
            &json!({"status": "publish"}),
        )
        .await;
    assert_eq!(restore.status, StatusCode::OK, "{}", restore.raw);
    let (entries, _) = read_since(&app, ALPHA, CHANGES, &trashed, "", None).await;
    assert_eq!(
        states(&entries),
        [(("event".to_string(), event), "present".to_string())].into()
    );

    // What each write did is kept for those who need it (the feed does not show it).
    assert_eq!(
        actions(&app, "alpha", "event", event).await,
        ["created", "updated", "updated", "trashed", "restored"]
    );
    assert_eq!(
        actions(&app, "alpha", "venue", venue).await,
        ["created", "updated", "trashed"]
    );
    assert_eq!(
        actions(&app, "alpha", "category", category).await,
        ["created", "updated", "deleted"]
    );
    assert_eq!(
        actions(&app, "alpha", "tag", tag).await,
        ["created", "updated", "deleted"]
    );

    // Posts deleted for good (as a replaced demo data set is) are gone too.
    let deleted_from = cursor_now(&app, ALPHA).await;
    let author: i64 = app
        .db()
        .scalar(
            "SELECT id FROM users WHERE tenant_id = 'alpha' AND login = $1",
            &[AUTHOR.0.into()],
        )
        .await;
    let mut tx = app.state.store.begin_write();
    calendar_gateway::store::Store::delete_posts_by(&mut tx, "alpha", author)
        .await
        .expect("delete");
    tx.commit().await.expect("commit");
    let (entries, _) = read_since(&app, ALPHA, CHANGES, &deleted_from, "", Some(ADMIN)).await;
    assert_eq!(
        states(&entries),
        [(("event".to_string(), draft), "gone".to_string())].into()
    );
    assert_eq!(
        actions(&app, "alpha", "event", draft).await,
        ["created", "deleted"]
    );

    // The other tenant's feed saw none of it.
    let beta = cursor_now(&app, BETA).await;
    let (none, _) = read_since(&app, BETA, CHANGES, &beta, "", Some(ADMIN)).await;
    assert!(none.is_empty());
}

#[tokio::test]
async fn events_that_lose_a_link_change_with_the_venue_or_term_that_left() {
    let app = TestApp::new().await;
    let venue = created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "Hall", "city": "Lyon"}),
    )
    .await;
    let category = created(&app, CATEGORIES, ADMIN, json!({"name": "Rock"})).await;
    let child = created(
        &app,
        CATEGORIES,
        ADMIN,
        json!({"name": "Hard rock", "parent": category}),
    )
    .await;
    let mut body = event_body("Linked");
    body["venue"] = json!(venue);
    body["categories"] = json!([category]);
    let event = created(&app, EVENTS, ADMIN, body).await;
    let unlinked = cursor_now(&app, ALPHA).await;
    let trash = app
        .delete(ALPHA, &format!("{VENUES}/{venue}"), Some(ADMIN))
        .await;
    assert_eq!(trash.status, StatusCode::OK, "{}", trash.raw);
    let delete = app
        .delete(ALPHA, &format!("{CATEGORIES}/{category}"), Some(ADMIN))
        .await;
    assert_eq!(delete.status, StatusCode::OK, "{}", delete.raw);
    let (entries, _) = read_since(&app, ALPHA, CHANGES, &unlinked, "", None).await;
    assert_eq!(
        states(&entries),
        [
            (("venue".to_string(), venue), "gone".to_string()),
            (("event".to_string(), event), "present".to_string()),
            (("category".to_string(), category), "gone".to_string()),
            (("category".to_string(), child), "present".to_string()),
        ]
        .into()
    );
    let read = app.get(ALPHA, &format!("{EVENTS}/{event}"), None).await;
    assert_eq!(read.body["venue"], json!([]), "{}", read.raw);
}

#[tokio::test]
async fn the_types_filter_lists_only_the_types_it_names() {
    let app = TestApp::new().await;
    let start = cursor_now(&app, ALPHA).await;
    created(&app, EVENTS, ADMIN, event_body("Concert")).await;
    let venue = created(
        &app,
        VENUES,
        ADMIN,
        json!({"venue": "Salle", "city": "Lyon"}),
    )
    .await;
    created(&app, ORGANIZERS, ADMIN, json!({"organizer": "Org"})).await;
    let category = created(&app, CATEGORIES, ADMIN, json!({"name": "Jazz"})).await;
    created(&app, TAGS, ADMIN, json!({"name": "Free"})).await;
    let (all, last) = read_since(&app, ALPHA, CHANGES, &start, "", None).await;
    assert_eq!(all.len(), 5);
    let (some, filtered_last) =
        read_since(&app, ALPHA, CHANGES, &start, "&types=category,venue", None).await;
    assert_eq!(
        states(&some),
        [
            (("venue".to_string(), venue), "present".to_string()),
            (("category".to_string(), category), "present".to_string()),
        ]
        .into()
    );
    assert_eq!(
        filtered_last, last,
        "a filtered read ends where the feed ends"
    );
    let (repeated, _) = read_since(
        &app,
        ALPHA,
        CHANGES,
        &start,
        "&types=venue,venue,venue,venue,venue",
        None,
    )
    .await;
    assert_eq!(
        states(&repeated),
        [(("venue".to_string(), venue), "present".to_string())].into()
    );
    for bad in [
        "&types=bogus",
        "&types=event,bogus",
        "&types=",
        "&types=events",
    ] {
        let reply = app
            .get(ALPHA, &format!("{CHANGES}?since={start}{bad}"), None)
            .await;
        assert_bad_param(&reply, "rest_invalid_param", "types");
    }

    // A type that rarely changes among many changes of others: each page looks through
    // a bounded span of the feed, and says there is more until the end.
    let long = cursor_now(&app, ALPHA).await;
    let numbered_from: i64 = app
        .db()
        .scalar(
            "SELECT last_number FROM item_change_counters WHERE tenant_id = 'alpha'",
            &[],
        )
        .await;
    app.db()
        .execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25000) \
             INSERT INTO item_changes (tenant_id, number, item_type, item_id, action, changed_utc) \
             SELECT 'alpha', $1 + i, 'event', 1000000 + i, 'updated', '2030-01-01 00:00:00' FROM n",
            &[numbered_from.into()],
        )
        .await;
    app.db()
        .execute(
            "UPDATE item_change_counters SET last_number = last_number + 25000 \
             WHERE tenant_id = 'alpha'",
            &[],
        )
        .await;
    let tag = created(&app, TAGS, ADMIN, json!({"name": "Late"})).await;
    let mut cursor = long;
    let mut pages = 0;
    let mut found = Vec::new();
    loop {
        pages += 1;
        let reply = app
            .get(ALPHA, &format!("{CHANGES}?since={cursor}&types=tag"), None)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        found.extend(reply.body["changes"].as_array().expect("changes").clone());
        cursor = reply.body["cursor"].as_str().expect("cursor").to_string();
        if reply.body["more"] == false {
            break;
        }
        assert!(pages < 10, "the filtered pages end");
    }
    assert!(pages >= 3, "{pages} pages looked through 25,000 changes");
    assert_eq!(
        states(&found),
        [(("tag".to_string(), tag), "present".to_string())].into()
    );
}

#[tokio::test]
async fn pages_end_with_more_until_the_feed_ends_and_bad_page_sizes_are_refused() {
    let app = TestApp::new().await;
    let start = cursor_now(&app, ALPHA).await;
    let mut events = Vec::new();
    for n in 0..5 {
        events.push(created(&app, EVENTS, ADMIN, event_body(&format!("Event {n}"))).await);
    }
    let mut cursor = start.clone();
    let mut pages = Vec::new();
    loop {
        let reply = app
            .get(ALPHA, &format!("{CHANGES}?since={cursor}&per_page=2"), None)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        assert_eq!(reply.header("cache-control"), Some("no-store"));
        let ids: Vec<i64> = reply.body["changes"]
            .as_array()
            .expect("changes")
            .iter()
            .filter_map(|e| e["id"].as_i64())
            .collect();
        let more = reply.body["more"] == true;
        pages.push((ids, more));
        cursor = reply.body["cursor"].as_str().expect("cursor").to_string();
        if !more {
            break;
        }
    }
    assert_eq!(
        pages,
        [
            (events[0..2].to_vec(), true),
            (events[2..4].to_vec(), true),
            (events[4..].to_vec(), false),
        ]
    );
    assert_eq!(
        cursor,
        cursor_now(&app, ALPHA).await,
        "the last page's cursor is the current one"
    );
    let after = app
        .get(ALPHA, &format!("{CHANGES}?since={cursor}"), None)
        .await;
    assert_eq!(
        (
            after.body["changes"].clone(),
            after.body["more"].clone(),
            after.body["cursor"].clone()
        ),
        (json!([]), json!(false), json!(cursor))
    );
    // One change after the cursor: the next read holds it, however the feed is read.
    let sixth = created(&app, EVENTS, ADMIN, event_body("Sixth")).await;
    let next = app
        .get(ALPHA, &format!("{CHANGES}?since={cursor}"), None)
        .await;
    assert_eq!(next.body["changes"][0]["id"], sixth, "{}", next.raw);
    for bad in ["0", "501", "-1", "ten", "2.5"] {
        let reply = app
            .get(
                ALPHA,
                &format!("{CHANGES}?since={start}&per_page={bad}"),
                None,
            )
            .await;
        assert_bad_param(&reply, "rest_invalid_param", "per_page");
    }
    let most = app
        .get(
            ALPHA,
            &format!("{CHANGES}?since={start}&per_page=500"),
            None,
        )
        .await;
    assert_eq!(most.body["changes"].as_array().map(Vec::len), Some(6));
}

#[tokio::test]
async fn malformed_cursors_are_refused_and_expired_ones_answer_gone() {
    let app = TestApp::new().await;
    let beta = cursor_now(&app, BETA).await;
    for bad in ["", "garbage", "AAAA", &beta] {
        let reply = app
            .get(ALPHA, &format!("{CHANGES}?since={bad}"), None)
            .await;
        assert_bad_param(&reply, "rest_invalid_param", "since");
    }
    let french = app
        .get(ALPHA, &format!("/fr{CHANGES}?since=garbage"), None)
        .await;
    assert_bad_param(&french, "rest_invalid_param", "since");
    assert_eq!(french.header("content-language"), Some("fr"));

    let start = cursor_now(&app, ALPHA).await;
    let old = created(&app, EVENTS, ADMIN, event_body("Old")).await;
    let older = created(&app, EVENTS, ADMIN, event_body("Older")).await;
    let kept_from = cursor_now(&app, ALPHA).await;
    let recent = created(&app, EVENTS, ADMIN, event_body("Recent")).await;
    // The first two changes were made long ago; the tenant keeps 30 days of them.
    app.db()
        .execute(
            "UPDATE item_changes SET changed_utc = '2000-01-01 00:00:00' \
             WHERE tenant_id = 'alpha' AND item_id IN ($1, $2)",
            &[old.into(), older.into()],
        )
        .await;
    let (before, _) = read_since(&app, ALPHA, CHANGES, &start, "", None).await;
    assert_eq!(before.len(), 3, "nothing is removed before its time comes");
    calendar_gateway::gateway::changes::remove_expired(&app.state)
        .await
        .expect("removed");
    for (lang, message) in [
        (
            "",
            "The cursor is older than the changes kept. Read everything again, then ask for the changes since a new cursor.",
        ),
        (
            "/fr",
            "Le curseur est plus ancien que les modifications conservées. Relisez tout, puis demandez les modifications depuis un nouveau curseur.",
        ),
    ] {
        let expired = app
            .get(ALPHA, &format!("{lang}{CHANGES}?since={start}"), None)
            .await;
        assert_eq!(
            (expired.status, expired.code()),
            (StatusCode::GONE, "rest_cursor_expired"),
            "{}",
            expired.raw
        );
        assert_eq!(expired.body["message"], message);
        assert_eq!(expired.body["data"]["status"], 410);
    }
    let (kept, _) = read_since(&app, ALPHA, CHANGES, &kept_from, "", None).await;
    assert_eq!(
        states(&kept),
        [(("event".to_string(), recent), "present".to_string())].into(),
        "a cursor after the removed changes still reads"
    );
    assert_eq!(
        app.db()
            .scalar::<i64>(
                "SELECT COUNT(*) FROM item_changes WHERE tenant_id = 'alpha'",
                &[]
            )
            .await,
        1
    );

    // A store that went back (restored from an older copy) never reached the cursor.
    app.db()
        .execute("DELETE FROM item_changes WHERE tenant_id = 'alpha'", &[])
        .await;
    app.db()
        .execute(
            "UPDATE item_change_counters SET last_number = 1 WHERE tenant_id = 'alpha'",
            &[],
        )
        .await;
    let ahead = app
        .get(ALPHA, &format!("{CHANGES}?since={kept_from}"), None)
        .await;
    assert_eq!(
        (ahead.status, ahead.code()),
        (StatusCode::GONE, "rest_cursor_expired"),
        "{}",
        ahead.raw
    );
    // Written to since, it numbers other changes as the cursor's: still not its feed.
    for n in 0..3 {
        created(&app, EVENTS, ADMIN, event_body(&format!("After {n}"))).await;
    }
    let renumbered = app
        .get(ALPHA, &format!("{CHANGES}?since={kept_from}"), None)
        .await;
    assert_eq!(
        (renumbered.status, renumbered.code()),
        (StatusCode::GONE, "rest_cursor_expired"),
        "{}",
        renumbered.raw
    );
    let fresh = cursor_now(&app, ALPHA).await;
    let (none, _) = read_since(&app, ALPHA, CHANGES, &fresh, "", None).await;
    assert!(none.is_empty());
}

#[tokio::test]
async fn a_tenant_keeps_changes_as_long_as_it_says() {
    let app = TestApp::with_config(
        r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
changes_retention = 3600

[[tenant]]
id = "beta"
hosts = ["beta.test"]
site_url = "https://beta.test"
"#,
    )
    .await;
    let alpha = cursor_now(&app, ALPHA).await;
    let beta = cursor_now(&app, BETA).await;
    created(&app, EVENTS, ADMIN, event_body("Alpha")).await;
    let reply = app
        .post(BETA, EVENTS, Some(ADMIN), &event_body("Beta"))
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    // Two hours ago: past alpha's hour, within beta's 30 days.
    let two_hours_ago = (chrono::Utc::now().naive_utc() - chrono::Duration::hours(2))
        .format("%Y-%m-%d %H:%M:%S")
        .to_string();
    app.db()
        .execute(
            "UPDATE item_changes SET changed_utc = $1",
            &[two_hours_ago.as_str().into()],
        )
        .await;
    calendar_gateway::gateway::changes::remove_expired(&app.state)
        .await
        .expect("removed");
    let expired = app
        .get(ALPHA, &format!("{CHANGES}?since={alpha}"), None)
        .await;
    assert_eq!(expired.status, StatusCode::GONE, "{}", expired.raw);
    let (kept, _) = read_since(&app, BETA, CHANGES, &beta, "", None).await;
    assert_eq!(kept.len(), 1);
}

#[tokio::test]
async fn writes_that_rolled_back_never_appear_and_each_write_sharing_a_commit_does() {
    let _counting = COUNTING_UNDONE.lock().await;
    let app = Arc::new(TestApp::new().await);
    let start = cursor_now(&app, ALPHA).await;
    // Refused before anything is written.
    let bad = app
        .post(
            ALPHA,
            EVENTS,
            Some(ADMIN),
            &json!({"title": "No dates", "start_date": "never"}),
        )
        .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{}", bad.raw);
    let forbidden = app
        .post(ALPHA, EVENTS, Some(SUBSCRIBER), &event_body("Not allowed"))
        .await;
    assert_eq!(forbidden.status, StatusCode::FORBIDDEN, "{}", forbidden.raw);

    // Refused by the store after writing, beside writes that share its commit.
    refuse_events_linking_the_site(&app).await;
    let mut tasks = Vec::new();
    for n in 0..48 {
        let app = app.clone();
        tasks.push(tokio::spawn(async move {
            let refused = n % 4 == 3;
            let mut body = event_body(&format!("Shared {n}"));
            if refused {
                body["website"] = json!(REFUSED_SITE);
            }
            (refused, app.post(ALPHA, EVENTS, Some(ADMIN), &body).await)
        }));
    }
    let mut acknowledged = BTreeSet::new();
    for task in tasks {
        let (refused, reply) = task.await.expect("task");
        if refused {
            assert!(reply.status.is_server_error(), "{}", reply.raw);
        } else {
            assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
            acknowledged.insert(reply.body["id"].as_i64().expect("id"));
        }
    }
    assert_eq!(acknowledged.len(), 36);
    let (entries, _) = read_since(&app, ALPHA, CHANGES, &start, "", Some(ADMIN)).await;
    let listed: BTreeSet<i64> = entries.iter().filter_map(|e| e["id"].as_i64()).collect();
    assert_eq!(listed, acknowledged, "exactly the acknowledged writes");
    assert!(
        entries
            .iter()
            .all(|e| e["type"] == "event" && e["state"] == "present")
    );
    // Each acknowledged write has its own entry, once (a write undone and run again
    // enters its changes with the commit that stored it).
    let stored: Vec<i64> = app
        .db()
        .scalars(
            "SELECT item_id FROM item_changes WHERE tenant_id = 'alpha' AND action = 'created' \
             ORDER BY number",
            &[],
        )
        .await;
    assert_eq!(stored.len(), 36, "{stored:?}");
    assert_eq!(
        stored.iter().copied().collect::<BTreeSet<_>>(),
        acknowledged
    );
    // Their numbers run without a gap.
    let numbers: Vec<i64> = app
        .db()
        .scalars(
            "SELECT number FROM item_changes WHERE tenant_id = 'alpha' ORDER BY number",
            &[],
        )
        .await;
    assert_eq!(numbers, (numbers[0]..numbers[0] + 36).collect::<Vec<_>>());
}

/// Writers through two instances and a reader polling through either with its cursor:
/// the reader ends up with every acknowledged write, none skipped, however the commits
/// of the instances interleave with its reads.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_only_a_reader_polling_through_two_instances_receives_every_acknowledged_write() {
    require_postgres();
    let first = Arc::new(TestApp::new().await);
    let second = Arc::new(first.twin().await);
    for app in [&first, &second] {
        assert!(
            app.get(ALPHA, EVENTS, Some(ADMIN))
                .await
                .status
                .is_success()
        );
    }
    let start = cursor_now(&first, ALPHA).await;
    let writing = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let reader = {
        let (first, second, writing) = (first.clone(), second.clone(), writing.clone());
        tokio::spawn(async move {
            let mut seen = BTreeSet::new();
            let mut cursor = start;
            let mut reads = 0u32;
            loop {
                let done = !writing.load(std::sync::atomic::Ordering::SeqCst);
                let app = if reads.is_multiple_of(2) {
                    &first
                } else {
                    &second
                };
                reads += 1;
                let reply = app
                    .get(ALPHA, &format!("{CHANGES}?since={cursor}&per_page=7"), None)
                    .await;
                assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
                for entry in reply.body["changes"].as_array().expect("changes") {
                    seen.insert(entry["id"].as_i64().expect("id"));
                }
                cursor = reply.body["cursor"].as_str().expect("cursor").to_string();
                if done && reply.body["more"] == false {
                    return (seen, reads);
                }
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
        })
    };
    let mut writers = Vec::new();
    for worker in 0..8 {
        let app = if worker % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        writers.push(tokio::spawn(async move {
            let mut acknowledged = Vec::new();
            for n in 0..25 {
                let body = event_body(&format!("Writer {worker} event {n}"));
                let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &body).await;
                assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
                acknowledged.push(reply.body["id"].as_i64().expect("id"));
            }
            acknowledged
        }));
    }
    let mut acknowledged = BTreeSet::new();
    for writer in writers {
        acknowledged.extend(writer.await.expect("writer"));
    }
    writing.store(false, std::sync::atomic::Ordering::SeqCst);
    let (seen, reads) = reader.await.expect("reader");
    assert_eq!(acknowledged.len(), 200);
    let missed: Vec<&i64> = acknowledged.difference(&seen).collect();
    assert!(
        missed.is_empty(),
        "the reader missed {missed:?} in {reads} reads"
    );
    assert!(
        reads > 10,
        "the reader polled while the writes went on ({reads} reads)"
    );
}
