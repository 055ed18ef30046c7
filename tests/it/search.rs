//! What a search or a term filter may match, and what one may cost the store.

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

const WINDOW: &str = "start_date=2030-01-01&end_date=2030-12-31";

fn titles(reply: &Reply) -> Vec<String> {
    let mut titles: Vec<String> = reply.body["events"]
        .as_array()
        .unwrap_or_else(|| panic!("not a list: {}", reply.raw))
        .iter()
        .filter_map(|e| e["title"].as_str().map(String::from))
        .collect();
    titles.sort();
    titles
}

async fn list(app: &TestApp, filter: &str, who: Option<(&str, &str)>) -> Vec<String> {
    let reply = app
        .get(ALPHA, &format!("{EVENTS}?{WINDOW}&{filter}"), who)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{filter}: {}", reply.raw);
    titles(&reply)
}

fn event(title: &str, extra: Value) -> Value {
    let mut body =
        json!({"title": title, "start_date": "2030-06-01 20:00", "end_date": "2030-06-01 22:00"});
    for (k, v) in extra.as_object().expect("object") {
        body[k] = v.clone();
    }
    body
}

/// Creates an event as `who`, then protects it with a password (which only updates
/// set), sending the whole event again as updates must.
async fn protected(app: &TestApp, who: (&str, &str), body: Value) {
    let created = app.post(ALPHA, EVENTS, Some(who), &body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    let mut update = body;
    update["password"] = json!("hunter2");
    let path = format!("{EVENTS}/{}", created.body["id"]);
    let updated = app.post(ALPHA, &path, Some(who), &update).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
}

#[tokio::test]
async fn protected_events_match_only_callers_who_may_read_them() {
    let app = TestApp::new().await;
    protected(
        &app,
        ADMIN,
        event(
            "Secret Gala",
            json!({"description": "The code word is platypus", "categories": ["VIP"], "tags": ["Hidden"]}),
        ),
    )
    .await;
    app.create_event(
        ALPHA,
        event(
            "Public Night",
            json!({"description": "Open to all", "categories": ["VIP"]}),
        ),
    )
    .await;
    for (who, title, status) in [
        (AUTHOR, "Author Secret", "publish"),
        (CONTRIBUTOR, "Contributor Secret", "draft"),
    ] {
        let body = event(
            title,
            json!({"description": "platypus again", "status": status}),
        );
        protected(&app, who, body).await;
    }
    let none: Vec<String> = Vec::new();

    for who in [None, Some(SUBSCRIBER)] {
        assert_eq!(
            list(&app, "search=platypus", who).await,
            none,
            "no oracle on protected text"
        );
        assert_eq!(
            list(&app, "search=secret", who).await,
            none,
            "as WordPress searches"
        );
        assert_eq!(list(&app, "categories=vip", who).await, ["Public Night"]);
        assert_eq!(list(&app, "tags=hidden", who).await, none);
        assert_eq!(
            list(&app, "per_page=20", who).await,
            ["Author Secret", "Public Night", "Secret Gala"],
            "unfiltered lists still show them, fields hidden"
        );
    }
    assert_eq!(
        list(&app, "search=platypus", Some(ADMIN)).await,
        ["Author Secret", "Contributor Secret", "Secret Gala"],
        "those who may read them find them"
    );
    assert_eq!(
        list(&app, "categories=vip", Some(EDITOR)).await,
        ["Public Night", "Secret Gala"]
    );
    assert_eq!(
        list(&app, "tags=hidden", Some(ADMIN)).await,
        ["Secret Gala"]
    );
    assert_eq!(
        list(&app, "search=platypus", Some(AUTHOR)).await,
        ["Author Secret"],
        "an author finds their own"
    );
    assert_eq!(
        list(&app, "search=platypus", Some(CONTRIBUTOR)).await,
        ["Contributor Secret"],
        "a contributor finds their own draft"
    );
}

/// Whether an event's text and terms are matched follows its password through updates:
/// set, kept while an update leaves it out, cleared, set again.
#[tokio::test]
async fn matches_follow_a_password_set_kept_and_cleared() {
    let app = TestApp::new().await;
    let body = event(
        "Moonlit Regatta",
        json!({"description": "Bring a lantern", "categories": ["Sailing"]}),
    );
    let created = app.post(ALPHA, EVENTS, Some(ADMIN), &body).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    let path = format!("{EVENTS}/{}", created.body["id"]);
    let mut update = body;
    for (step, password, matched) in [
        (1, Some("hunter2"), false),
        (2, None, false),
        (3, Some(""), true),
        (4, Some("again"), false),
    ] {
        match password {
            Some(password) => update["password"] = json!(password),
            None => {
                update.as_object_mut().expect("object").remove("password");
            }
        }
        update["description"] = json!(format!("Bring a lantern, step {step}"));
        let updated = app.post(ALPHA, &path, Some(ADMIN), &update).await;
        assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
        let expected: Vec<String> = if matched {
            vec!["Moonlit Regatta".into()]
        } else {
            Vec::new()
        };
        for filter in ["search=lantern", "categories=sailing"] {
            assert_eq!(
                list(&app, filter, None).await,
                expected,
                "{filter} after step {step}"
            );
            assert_eq!(
                list(&app, filter, Some(ADMIN)).await,
                ["Moonlit Regatta"],
                "{filter} after step {step}, as an editor"
            );
        }
    }
}

/// What undoes migration 0015 on each backend, as a store written before it was.
const BEFORE_PASSWORD_FLAG_SQLITE: &[&str] = &[
    "DROP TRIGGER posts_password_to_events",
    "DROP TRIGGER events_from_post_on_insert; CREATE TRIGGER events_from_post_on_insert AFTER INSERT ON events BEGIN \
     UPDATE events SET (status, post_date) = (SELECT status, COALESCE(date_utc, date_local) \
     FROM posts WHERE id = NEW.post_id) WHERE post_id = NEW.post_id; END",
    "ALTER TABLE events DROP COLUMN password_protected",
    "DELETE FROM _sqlx_migrations WHERE version = 15",
];
const BEFORE_PASSWORD_FLAG_POSTGRES: &[&str] = &[
    "DROP TRIGGER posts_password_changed ON posts",
    "DROP FUNCTION posts_password_changed()",
    "ALTER TABLE events DROP COLUMN password_protected",
    "DELETE FROM _sqlx_migrations WHERE version = 15",
];

/// A store that holds protected events when it is upgraded to carry the password flag
/// on the event rows gets it from the migration: its protected events stay unmatched.
#[tokio::test]
async fn a_store_upgraded_to_the_password_flag_keeps_protected_events_unmatched() {
    let app = TestApp::new().await;
    protected(
        &app,
        ADMIN,
        event(
            "Secret Gala",
            json!({"description": "platypus", "categories": ["VIP"]}),
        ),
    )
    .await;
    app.create_event(
        ALPHA,
        event(
            "Open Gala",
            json!({"description": "platypus", "categories": ["VIP"]}),
        ),
    )
    .await;
    // Migration 0016 recreates a trigger 0015 creates: a store before 0015 is before it too.
    let upgraded = app
        .upgraded_from(
            &[BEFORE_EVENT_TEXT_SQLITE, BEFORE_PASSWORD_FLAG_SQLITE].concat(),
            &[BEFORE_EVENT_TEXT_POSTGRES, BEFORE_PASSWORD_FLAG_POSTGRES].concat(),
        )
        .await;
    for filter in ["search=platypus", "categories=vip"] {
        assert_eq!(
            list(&upgraded, filter, None).await,
            ["Open Gala"],
            "{filter}"
        );
        assert_eq!(
            list(&upgraded, filter, Some(ADMIN)).await,
            ["Open Gala", "Secret Gala"],
            "{filter}"
        );
    }
}

/// What undoes migration 0016 on each backend, as a store written before it was (on
/// PostgreSQL the event rows carried their post's text before it). On SQLite, migration
/// 0020 recreates the search index's triggers to read the event row's text: a store
/// before 0016 is before it too.
const BEFORE_EVENT_TEXT_SQLITE: &[&str] = &[
    "DROP TRIGGER event_search_on_move; CREATE TRIGGER event_search_on_move AFTER UPDATE OF \
     start_local ON events WHEN OLD.search_key IS NOT NEW.search_key BEGIN \
     DELETE FROM event_search WHERE rowid = OLD.search_key; \
     INSERT INTO event_search (rowid, search_text) SELECT NEW.search_key, p.search_text \
     FROM posts p WHERE p.id = NEW.post_id; END",
    "DROP TRIGGER event_search_on_delete; CREATE TRIGGER event_search_on_delete AFTER DELETE \
     ON events BEGIN DELETE FROM event_search WHERE rowid = OLD.search_key; END",
    "DELETE FROM _sqlx_migrations WHERE version = 20",
    "DROP TRIGGER posts_search_text_to_events",
    "DROP TRIGGER events_from_post_on_insert; CREATE TRIGGER events_from_post_on_insert AFTER INSERT ON events BEGIN \
     UPDATE events SET (status, post_date, password_protected) = (SELECT status, COALESCE(date_utc, date_local), \
     password <> '' FROM posts WHERE id = NEW.post_id) WHERE post_id = NEW.post_id; END",
    "ALTER TABLE events DROP COLUMN search_text",
    "DELETE FROM _sqlx_migrations WHERE version = 16",
];
const BEFORE_EVENT_TEXT_POSTGRES: &[&str] = &["DELETE FROM _sqlx_migrations WHERE version = 16"];

/// A store written before the event rows carried their post's text gets it from the
/// migration: its events are found by their words, and its events written after the
/// upgrade too.
#[tokio::test]
async fn a_store_upgraded_to_carry_the_text_on_the_event_rows_finds_its_events() {
    let morning = event("Quiet Morning", json!({"description": "platypus"}));
    let (upgraded, created) = platypuses_upgraded_from(
        &morning,
        BEFORE_EVENT_TEXT_SQLITE,
        BEFORE_EVENT_TEXT_POSTGRES,
    )
    .await;
    assert_eq!(
        list(&upgraded, "search=platypus", None).await,
        ["Harbour Lights", "Quiet Morning"]
    );
    assert_eq!(
        list(&upgraded, "search=parade", None).await,
        ["Harbour Lights"]
    );
    let walrus = write_walrus_after_upgrade(&upgraded, &created, morning).await;
    assert_eq!(walrus, ["Evening Tide", "Quiet Morning"]);
    assert_eq!(
        list(&upgraded, "search=platypus", None).await,
        ["Harbour Lights"]
    );
}

/// A store with "Harbour Lights" ("platypus parade") and `second`, written before the
/// migration `before_sqlite` and `before_postgres` undo, then upgraded; with `second`
/// as created.
async fn platypuses_upgraded_from(
    second: &Value,
    before_sqlite: &[&'static str],
    before_postgres: &[&'static str],
) -> (TestApp, Value) {
    let app = TestApp::new().await;
    app.create_event(
        ALPHA,
        event("Harbour Lights", json!({"description": "platypus parade"})),
    )
    .await;
    let created = app.create_event(ALPHA, second.clone()).await;
    let upgraded = app.upgraded_from(before_sqlite, before_postgres).await;
    (upgraded, created)
}

/// On an upgraded store, rewrites the description of event `created` (sent as `body`)
/// to "walrus" and creates "Evening Tide" with it: the titles a search for it finds.
async fn write_walrus_after_upgrade(
    upgraded: &TestApp,
    created: &Value,
    body: Value,
) -> Vec<String> {
    let mut rewritten = body;
    rewritten["description"] = json!("walrus");
    let path = format!("{EVENTS}/{}", created["id"]);
    let updated = upgraded.post(ALPHA, &path, Some(ADMIN), &rewritten).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
    upgraded
        .create_event(
            ALPHA,
            event("Evening Tide", json!({"description": "walrus"})),
        )
        .await;
    list(upgraded, "search=walrus", None).await
}

/// What undoes migration 0017 on each backend: on SQLite the events' search index
/// written with FTS5's default pages, as a store written before it was.
const BEFORE_SEARCH_PAGES_SQLITE: &[&str] = &[
    "DELETE FROM event_search_config WHERE k = 'pgsz'",
    "DELETE FROM _sqlx_migrations WHERE version = 17",
];
const BEFORE_SEARCH_PAGES_POSTGRES: &[&str] = &["DELETE FROM _sqlx_migrations WHERE version = 17"];

/// A store upgraded to write its search index anew finds every event it found before,
/// each within its window only, and the events written after the upgrade too.
#[tokio::test]
async fn a_store_upgraded_to_smaller_search_index_pages_finds_its_events() {
    let late = event(
        "Autumn Fair",
        json!({
            "description": "platypus",
            "start_date": "2030-09-12 20:00",
            "end_date": "2030-09-12 22:00",
        }),
    );
    let (upgraded, created) = platypuses_upgraded_from(
        &late,
        BEFORE_SEARCH_PAGES_SQLITE,
        BEFORE_SEARCH_PAGES_POSTGRES,
    )
    .await;
    assert_eq!(
        list(&upgraded, "search=platypus", None).await,
        ["Autumn Fair", "Harbour Lights"]
    );
    let september = format!("{EVENTS}?start_date=2030-09-01&end_date=2030-09-30&search=platypus");
    let in_september = upgraded.get(ALPHA, &september, None).await;
    assert_eq!(
        titles(&in_september),
        ["Autumn Fair"],
        "{}",
        in_september.raw
    );
    let walrus = write_walrus_after_upgrade(&upgraded, &created, late).await;
    assert_eq!(walrus, ["Autumn Fair", "Evening Tide"]);
    assert_eq!(
        list(&upgraded, "search=platypus", None).await,
        ["Harbour Lights"]
    );
}

/// Pages of a search hold, in the list's order, the events of the whole list that
/// match; every page counts all matches; a page past the last is the plugin's 404.
#[tokio::test]
async fn search_pages_follow_the_list_order_and_count_every_match() {
    let app = TestApp::new().await;
    for i in 0..35 {
        let title = if i % 3 == 2 {
            format!("Quiet evening {i}")
        } else {
            format!("Lantern walk {i}")
        };
        // Eight starts shared by several events each: ties are broken as the list does.
        let day = format!("2030-0{}-1{}", 1 + i % 4, i % 2);
        let body = json!({
            "title": title,
            "start_date": format!("{day} 20:00"),
            "end_date": format!("{day} 22:00"),
        });
        app.create_event(ALPHA, body).await;
    }
    let whole = app
        .get(ALPHA, &format!("{EVENTS}?{WINDOW}&per_page=50"), None)
        .await;
    let lanterns: Vec<i64> = whole.body["events"]
        .as_array()
        .unwrap_or_else(|| panic!("not a list: {}", whole.raw))
        .iter()
        .filter(|e| {
            e["title"]
                .as_str()
                .is_some_and(|t| t.starts_with("Lantern"))
        })
        .filter_map(|e| e["id"].as_i64())
        .collect();
    assert_eq!(lanterns.len(), 24);

    let mut paged = Vec::new();
    for page in 1..=3 {
        let path = format!("{EVENTS}?{WINDOW}&search=WALK+lantern&per_page=10&page={page}");
        let reply = app.get(ALPHA, &path, None).await;
        assert_eq!(reply.status, StatusCode::OK, "page {page}: {}", reply.raw);
        assert_eq!(reply.header("x-wp-total"), Some("24"), "page {page}");
        assert_eq!(reply.header("x-wp-totalpages"), Some("3"), "page {page}");
        assert_eq!(reply.body["total"], json!(24), "page {page}");
        paged.extend(ids(&reply));
    }
    assert_eq!(paged, lanterns);

    let past = app
        .get(
            ALPHA,
            &format!("{EVENTS}?{WINDOW}&search=lantern&per_page=10&page=4"),
            None,
        )
        .await;
    assert_eq!(past.status, StatusCode::NOT_FOUND, "{}", past.raw);
    assert_eq!(past.code(), "event-archive-page-not-found");
    let none = app
        .get(ALPHA, &format!("{EVENTS}?{WINDOW}&search=lanternx"), None)
        .await;
    assert_eq!(none.status, StatusCode::OK, "{}", none.raw);
    assert_eq!(none.header("x-wp-total"), Some("0"));
    assert_eq!(ids(&none), Vec::<i64>::new());
}

#[tokio::test]
async fn more_than_nine_words_are_searched_as_one_phrase() {
    let app = TestApp::new().await;
    app.create_event(
        ALPHA,
        event("In order", json!({"description": "the quick brown fox jumps over the lazy dog near the river bank"})),
    )
    .await;
    app.create_event(
        ALPHA,
        event("Shuffled", json!({"description": "bank river the near dog lazy the over jumps fox brown quick the"})),
    )
    .await;
    let nine = "quick brown fox jumps over the lazy dog near";
    assert_eq!(
        list(&app, &format!("search={}", nine.replace(' ', "+")), None).await,
        ["In order", "Shuffled"],
        "up to nine words, each must occur"
    );
    let ten = "quick brown fox jumps over the lazy dog near the";
    assert_eq!(
        list(&app, &format!("search={}", ten.replace(' ', "+")), None).await,
        ["In order"],
        "ten words are one phrase"
    );
    let many = "word+".repeat(300);
    assert_eq!(
        list(&app, &format!("search={many}"), None).await,
        Vec::<String>::new()
    );
}

/// Events whose searchable text makes a substring test of [`costly_word`] cost seconds
/// on both backends: at each of the thousands of positions of every text, half of the
/// word is compared, from its start (SQLite's `instr`) or from its end (PostgreSQL's
/// `strpos`). Every trigram of the word occurs in every text, so the search index
/// passes them all on to the test.
async fn seed_costly_events(app: &TestApp) {
    let text = format!("{} aabaa", "a".repeat(24_000));
    app.db()
        .execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) \
             INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, \
             modified_local, modified_utc, search_text) \
             SELECT 'alpha', 'tribe_events', 1, 'publish', 'Bulk', 'bulk-' || CAST(i AS TEXT), \
             '2030-01-01 10:00:00', '2030-01-01 10:00:00', '2030-01-01 10:00:00', '2030-01-01 10:00:00', $1 FROM n",
            &[text.as_str().into()],
        )
        .await;
    app.db()
        .execute(
            "INSERT INTO events (post_id, tenant_id, start_local, end_local, start_utc, end_utc) \
             SELECT id, tenant_id, '2030-06-01 10:00:00', '2030-06-01 11:00:00', '2030-06-01 10:00:00', \
             '2030-06-01 11:00:00' FROM posts WHERE title = 'Bulk'",
            &[],
        )
        .await;
}

/// A word that none of the texts of [`seed_costly_events`] contains, found out slowly:
/// as long as a search may be.
fn costly_word() -> String {
    let half = "a".repeat(799);
    format!("{half}b{half}")
}

#[tokio::test]
async fn a_read_running_past_its_time_is_stopped_with_503() {
    let app = TestApp::with_config(&format!(
        "{CONFIG}\n[limits]\nread_statement_timeout_seconds = 0.3\n"
    ))
    .await;
    seed_costly_events(&app).await;
    let own = app.create_event(ALPHA, event("Cheap", json!({}))).await;

    let costly = format!("{EVENTS}?{WINDOW}&search={}", costly_word());
    let started = Instant::now();
    let stopped = app.get(ALPHA, &costly, None).await;
    let elapsed = started.elapsed();
    assert_eq!(
        (stopped.status, stopped.code()),
        (StatusCode::SERVICE_UNAVAILABLE, "rest_unavailable"),
        "{}",
        stopped.raw
    );
    assert_eq!(stopped.header("retry-after"), Some("1"));
    assert!(
        elapsed < Duration::from_secs(3),
        "stopped after {elapsed:?}"
    );

    // Reads within their time go on, on the same connections.
    let single = app
        .get(ALPHA, &format!("{EVENTS}/{}", own["id"]), None)
        .await;
    assert_eq!(single.status, StatusCode::OK, "{}", single.raw);
    let page = app.get(ALPHA, &format!("{EVENTS}?{WINDOW}"), None).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.raw);
    assert_eq!(page.body["total"], 3001);
}

#[tokio::test]
async fn slow_statements_are_logged_shortened() {
    let app = TestApp::with_config(&format!(
        "{CONFIG}\n[limits]\nslow_statement_log_seconds = 0.000001\n"
    ))
    .await;
    let logs = Logs::default();
    let _capture = logs.capture(tracing::Level::WARN);

    let words = "longish ".repeat(9);
    let ids = (1..=2000)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let reply = app
        .get(
            ALPHA,
            &format!(
                "{EVENTS}?search={}&include={ids}",
                words.trim().replace(' ', "+")
            ),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);

    let log = logs.text();
    let slow: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("slow statement"))
        .collect();
    assert!(!slow.is_empty(), "every statement is slow here: {log}");
    for line in &slow {
        assert!(
            line.chars().count() < 600,
            "{} characters: {line}",
            line.len()
        );
    }
    assert!(
        slow.iter().any(|l| l.contains("more characters")),
        "the long list query is shortened: {log}"
    );
    assert!(
        !log.contains("OFFSET") && !log.contains("$1999"),
        "the end of the long statements is not logged: {log}"
    );
}

#[tokio::test]
async fn a_read_abandoned_by_its_client_still_stops_at_its_time() {
    let app = TestApp::with_config(&format!(
        "{CONFIG}\n[limits]\nread_statement_timeout_seconds = 0.3\n"
    ))
    .await;
    seed_costly_events(&app).await;
    let own = app.create_event(ALPHA, event("Cheap", json!({}))).await;
    // More abandoned searches than there are reader connections.
    for _ in 0..8 {
        let costly = format!("{EVENTS}?{WINDOW}&search={}", costly_word());
        let abandoned =
            tokio::time::timeout(Duration::from_millis(50), app.get(ALPHA, &costly, None)).await;
        assert!(abandoned.is_err(), "the search should still be running");
    }
    tokio::time::sleep(Duration::from_millis(700)).await;
    let started = Instant::now();
    let single = app
        .get(ALPHA, &format!("{EVENTS}/{}", own["id"]), None)
        .await;
    assert_eq!(single.status, StatusCode::OK, "{}", single.raw);
    let page = app.get(ALPHA, &format!("{EVENTS}?{WINDOW}"), None).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.raw);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "readers were still busy with abandoned searches: {:?}",
        started.elapsed()
    );
}
