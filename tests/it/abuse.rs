//! Hostile requests: each is refused with a clear 4xx and the error envelope, or
//! answered with what is really there, and none changes anything.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::json;

use crate::helpers::*;

/// Everything the NS can change, one line per row, in a stable order.
async fn store_state(app: &TestApp) -> Vec<String> {
    let mut rows = Vec::new();
    for sql in [
        "SELECT tenant_id || '|' || CAST(id AS TEXT) || '|' || post_type || '|' || CAST(author AS TEXT) \
         || '|' || status || '|' || title || '|' || slug || '|' || content || '|' || modified_utc \
         FROM posts ORDER BY id",
        "SELECT tenant_id || '|' || CAST(post_id AS TEXT) || '|' || start_local || '|' || cost \
         || '|' || status || '|' || COALESCE(CAST(venue_id AS TEXT), '-') FROM events ORDER BY post_id",
        "SELECT tenant_id || '|' || CAST(post_id AS TEXT) || '|' || city FROM venues ORDER BY post_id",
        "SELECT tenant_id || '|' || CAST(event_id AS TEXT) || '|' || CAST(organizer_id AS TEXT) \
         FROM event_organizers ORDER BY event_id, organizer_id",
        "SELECT tenant_id || '|' || CAST(id AS TEXT) || '|' || taxonomy || '|' || name || '|' || slug \
         || '|' || CAST(parent_id AS TEXT) || '|' || CAST(published_count AS TEXT) FROM terms ORDER BY id",
        "SELECT tenant_id || '|' || CAST(event_id AS TEXT) || '|' || CAST(term_id AS TEXT) \
         FROM event_terms ORDER BY event_id, term_id",
    ] {
        rows.extend(app.db().scalars::<String>(sql, &[]).await);
    }
    rows
}

/// A refusal: a client error, with the envelope.
fn assert_refused(reply: &Reply, what: &str) {
    assert!(
        reply.status.is_client_error(),
        "{what}: {} {}",
        reply.status,
        reply.raw
    );
    assert!(
        !reply.code().is_empty() && reply.body["data"]["status"] == reply.status.as_u16(),
        "{what}: no envelope: {}",
        reply.raw
    );
}

/// Beta's records of every kind, linked to one another.
struct BetaRecords {
    event: i64,
    venue: i64,
    organizer: i64,
    category: i64,
    tag: i64,
}

async fn beta_records(app: &TestApp) -> BetaRecords {
    let venue = seed_venue(app, "beta", "Beta Hall", "Paris").await;
    let organizer = seed_organizer(app, "beta", "Beta Org", "org@beta.test").await;
    let category = seed_term(app, "beta", "tribe_events_cat", "Beta Cat", 0).await;
    let tag = seed_term(app, "beta", "post_tag", "Beta Tag", 0).await;
    let event = app
        .create_event(
            BETA,
            json!({"title": "Beta Event", "start_date": "2030-06-01", "end_date": "2030-06-01",
                   "venue": venue, "organizer": [organizer], "categories": [category], "tags": [tag]}),
        )
        .await;
    BetaRecords {
        event: event["id"].as_i64().expect("id"),
        venue,
        organizer,
        category,
        tag,
    }
}

#[tokio::test]
async fn another_tenants_records_are_out_of_reach() {
    let app = TestApp::new().await;
    let beta = beta_records(&app).await;
    let own = app
        .create_event(
            ALPHA,
            json!({"title": "Alpha Event", "start_date": "2030-06-01", "end_date": "2030-06-01"}),
        )
        .await;
    let own = own["id"].as_i64().expect("id");
    let before = store_state(&app).await;

    // Single items by id and by slug: read, update, delete.
    let items = [
        (format!("{NS}/events/{}", beta.event), "title"),
        (format!("{NS}/events/by-slug/beta-event"), "title"),
        (format!("{NS}/venues/{}", beta.venue), "venue"),
        (format!("{NS}/venues/by-slug/beta-hall"), "venue"),
        (format!("{NS}/organizers/{}", beta.organizer), "organizer"),
        (format!("{NS}/organizers/by-slug/beta-org"), "organizer"),
        (format!("{NS}/categories/{}", beta.category), "name"),
        (format!("{NS}/tags/{}", beta.tag), "name"),
    ];
    for (path, name_field) in &items {
        let read = app.get(ALPHA, path, Some(ADMIN)).await;
        assert_refused(&read, &format!("GET {path}"));
        assert!(!read.raw.contains("Beta"), "{path} leaks: {}", read.raw);
        let body = json!({ *name_field: "Taken over" });
        for method in [Method::POST, Method::PUT, Method::PATCH] {
            let write = app
                .send(method.clone(), ALPHA, path, Some(ADMIN), &body)
                .await;
            assert_refused(&write, &format!("{method} {path}"));
        }
        let delete = app.delete(ALPHA, path, Some(ADMIN)).await;
        assert_refused(&delete, &format!("DELETE {path}"));
    }

    // List filters naming beta's records: refused, or nothing of beta's.
    let window = "start_date=2030-01-01&end_date=2030-12-31";
    let lists = [
        format!("{NS}/events?{window}&include={}", beta.event),
        format!("{NS}/events?{window}&venue={}", beta.venue),
        format!("{NS}/events?{window}&organizer={}", beta.organizer),
        format!("{NS}/events?{window}&categories={}", beta.category),
        format!("{NS}/events?{window}&tags={}", beta.tag),
        format!("{NS}/events?{window}&categories=beta-cat"),
        format!("{NS}/events?{window}&post_parent={}", beta.event),
        format!("{NS}/venues?event={}", beta.event),
        format!("{NS}/organizers?event={}", beta.event),
        format!("{NS}/categories?include={}", beta.category),
        format!("{NS}/tags?include={}", beta.tag),
        format!("{NS}/categories?post={}", beta.event),
        format!("{NS}/tags?post={}", beta.event),
        format!("{NS}/venues?include={}", beta.venue),
        format!("{NS}/organizers?include={}", beta.organizer),
    ];
    for path in &lists {
        let reply = app.get(ALPHA, path, Some(ADMIN)).await;
        if reply.status.is_client_error() {
            assert_refused(&reply, path);
        } else {
            assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.raw);
            assert!(!reply.raw.contains("Beta"), "{path} leaks: {}", reply.raw);
        }
    }

    // Beta's ids as links of alpha's events, on create and on update.
    let links = [
        json!({"venue": beta.venue}),
        json!({"venue": {"id": beta.venue}}),
        json!({"organizer": [beta.organizer]}),
        json!({"organizer": [{"id": beta.organizer}]}),
    ];
    for link in &links {
        let reply = app
            .post(
                ALPHA,
                &format!("{NS}/events"),
                Some(ADMIN),
                &with_dates(link),
            )
            .await;
        assert_refused(&reply, &format!("create with {link}"));
        let reply = app
            .post(ALPHA, &format!("{NS}/events/{own}"), Some(ADMIN), link)
            .await;
        assert_refused(&reply, &format!("update with {link}"));
    }
    assert_eq!(store_state(&app).await, before, "nothing changed");

    // WP parity: unknown term ids are skipped, so beta's are too: the write goes
    // through without them.
    for link in [
        json!({"categories": [beta.category]}),
        json!({"tags": [beta.tag]}),
    ] {
        let created = app
            .post(
                ALPHA,
                &format!("{NS}/events"),
                Some(ADMIN),
                &with_dates(&link),
            )
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
        let updated = app
            .post(ALPHA, &format!("{NS}/events/{own}"), Some(ADMIN), &link)
            .await;
        assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
        for reply in [created, updated] {
            assert_eq!(reply.body["categories"], json!([]), "{link}");
            assert_eq!(reply.body["tags"], json!([]), "{link}");
        }
    }
    let crossed: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM event_terms et JOIN terms t ON t.id = et.term_id \
             WHERE et.tenant_id <> t.tenant_id",
            &[],
        )
        .await;
    assert_eq!(crossed, 0, "no event is linked to another tenant's term");
    let beta_rows = |rows: Vec<String>| {
        rows.into_iter()
            .filter(|r| r.starts_with("beta|"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        beta_rows(store_state(&app).await),
        beta_rows(before),
        "beta's records are as they were"
    );
}

/// `link` plus what an event create needs besides.
fn with_dates(link: &serde_json::Value) -> serde_json::Value {
    let mut body = json!({"title": "Linked", "start_date": "2030-06-02", "end_date": "2030-06-02"});
    for (k, v) in link.as_object().expect("object") {
        body[k] = v.clone();
    }
    body
}

#[tokio::test]
async fn writes_cannot_assign_what_the_caller_may_not() {
    let config = CONFIG.replace(
        "languages = [\"en\", \"fr\", \"de\", \"es\"]",
        "languages = [\"en\", \"fr\", \"de\", \"es\"]\nauthor_needs_edit_others = true",
    );
    let app = TestApp::with_config(&config).await;
    let admin_id: i64 = app
        .db()
        .scalar(
            "SELECT id FROM users WHERE tenant_id = 'alpha' AND login = $1",
            &[ADMIN.0.into()],
        )
        .await;
    let own = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &json!({"title": "Draft", "start_date": "2030-07-01", "end_date": "2030-07-01"}),
        )
        .await;
    assert_eq!(own.status, StatusCode::CREATED, "{}", own.raw);
    let own_id = own.body["id"].as_i64().expect("id");
    let before = store_state(&app).await;

    // Another user as author, without the right to edit others' items.
    for (credentials, route, name_field) in [
        (CONTRIBUTOR, EVENTS.to_string(), "title"),
        (AUTHOR, EVENTS.to_string(), "title"),
        (AUTHOR, format!("{NS}/venues"), "venue"),
        (AUTHOR, format!("{NS}/organizers"), "organizer"),
    ] {
        let mut body =
            json!({"author": admin_id, "start_date": "2030-07-01", "end_date": "2030-07-01"});
        body[name_field] = json!("Ghost written");
        let reply = app.post(ALPHA, &route, Some(credentials), &body).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::FORBIDDEN, "rest_forbidden"),
            "{route} as {}: {}",
            credentials.0,
            reply.raw
        );
    }
    for body in [
        json!({"author": admin_id}),
        json!({"venue": {"venue": "Ghost Hall", "author": admin_id}}),
        json!({"organizer": [{"organizer": "Ghost Org", "author": admin_id}]}),
    ] {
        let reply = app
            .post(
                ALPHA,
                &format!("{EVENTS}/{own_id}"),
                Some(CONTRIBUTOR),
                &body,
            )
            .await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{body}: {}", reply.raw);
    }
    assert_eq!(store_state(&app).await, before, "nothing changed");

    // A contributor asking to publish gets a pending post, on create and update.
    let pending = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &json!({"title": "Eager", "status": "publish", "start_date": "2030-07-04", "end_date": "2030-07-04"}),
        )
        .await;
    assert_eq!(pending.body["status"], "pending", "{}", pending.raw);
    let promoted = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{own_id}"),
            Some(CONTRIBUTOR),
            &json!({"status": "publish"}),
        )
        .await;
    assert_eq!(promoted.body["status"], "pending", "{}", promoted.raw);

    // An id in the body names nothing: the path (or a new id) decides.
    let other = app
        .create_event(
            ALPHA,
            json!({"title": "Other", "start_date": "2030-07-02", "end_date": "2030-07-02"}),
        )
        .await;
    let other_id = other["id"].as_i64().expect("id");
    let created = app
        .post(
            ALPHA,
            EVENTS,
            Some(ADMIN),
            &json!({"id": other_id, "title": "New", "start_date": "2030-07-03", "end_date": "2030-07-03"}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    assert_ne!(created.body["id"], json!(other_id));
    let updated = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{own_id}"),
            Some(ADMIN),
            &json!({"id": other_id, "title": "Renamed"}),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.raw);
    assert_eq!(updated.body["id"], json!(own_id));
    let untouched = app.get(ALPHA, &format!("{EVENTS}/{other_id}"), None).await;
    assert_eq!(untouched.body["title"], "Other");
}

/// Texts that mean something to SQL, LIKE patterns or C strings.
const HOSTILE: [&str; 6] = [
    "'; DROP TABLE posts;--",
    "\" OR 1=1 --",
    "100%",
    "a_b",
    "back\\slash",
    "%' OR '1'='1",
];

#[tokio::test]
async fn sql_metacharacters_are_plain_text() {
    let app = TestApp::new().await;
    let plain = app
        .create_event(
            ALPHA,
            json!({"title": "Plain", "start_date": "2030-08-01", "end_date": "2030-08-01"}),
        )
        .await;
    let plain = plain["id"].as_i64().expect("id");
    let window = "start_date=2030-01-01&end_date=2030-12-31";
    for text in HOSTILE {
        let before = store_state(&app).await;
        let q: String = form_urlencoded::byte_serialize(text.as_bytes()).collect();
        for path in [
            format!("{NS}/events?{window}&search={q}"),
            format!("{NS}/events?{window}&categories={q}"),
            format!("{NS}/events?{window}&tags={q}"),
            format!("{NS}/events?{window}&status={q}"),
            format!("{NS}/events?{window}&venue={q}"),
            format!("{NS}/venues?search={q}"),
            format!("{NS}/organizers?search={q}"),
            format!("{NS}/categories?search={q}"),
            format!("{NS}/tags?search={q}"),
            format!("{NS}/categories?slug={q}"),
            format!("{NS}/events/by-slug/{q}"),
            format!("{NS}/venues/by-slug/{q}"),
        ] {
            let reply = app.get(ALPHA, &path, Some(ADMIN)).await;
            if reply.status.is_client_error() {
                assert_refused(&reply, &path);
            } else {
                assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.raw);
                assert!(
                    !reply.raw.contains("Plain"),
                    "{path}: a pattern matched as a wildcard: {}",
                    reply.raw
                );
            }
        }
        assert_eq!(store_state(&app).await, before, "reads changed nothing");

        // Written, the same text comes back as it was.
        let created = app
            .post(
                ALPHA,
                EVENTS,
                Some(ADMIN),
                &json!({"title": text, "description": text, "cost": text, "categories": [text],
                        "tags": [text], "start_date": "2030-09-01", "end_date": "2030-09-01"}),
            )
            .await;
        assert_eq!(
            created.status,
            StatusCode::CREATED,
            "{text}: {}",
            created.raw
        );
        let id = created.body["id"].as_i64().expect("id");
        let title: String = app
            .db()
            .scalar("SELECT title FROM posts WHERE id = $1", &[id.into()])
            .await;
        assert!(
            title.contains("DROP TABLE") == text.contains("DROP TABLE") && !title.is_empty(),
            "{text} stored as {title}"
        );
        let found = app
            .get(
                ALPHA,
                &format!("{NS}/events?start_date=2030-09-01&end_date=2030-09-01&search={q}"),
                None,
            )
            .await;
        assert_eq!(ids(&found), [id], "{text}: {}", found.raw);
        let renamed = app
            .post(
                ALPHA,
                &format!("{EVENTS}/{plain}"),
                Some(ADMIN),
                &json!({"slug": text, "excerpt": text}),
            )
            .await;
        assert_eq!(renamed.status, StatusCode::OK, "{text}: {}", renamed.raw);
        let trashed = app
            .delete(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN))
            .await;
        assert_eq!(trashed.status, StatusCode::OK, "{text}: {}", trashed.raw);
    }
    let posts: i64 = app.db().scalar("SELECT COUNT(*) FROM posts", &[]).await;
    assert!(posts > 0, "the tables are all there");
}

#[tokio::test]
async fn nul_bytes_are_refused_everywhere() {
    let app = TestApp::new().await;
    let event = app
        .create_event(
            ALPHA,
            json!({"title": "Plain", "start_date": "2030-08-01", "end_date": "2030-08-01"}),
        )
        .await;
    let id = event["id"].as_i64().expect("id");
    let before = store_state(&app).await;
    for path in [
        format!("{NS}/events?search=a%00b"),
        format!("{NS}/events?categories=a%00b"),
        format!("{NS}/events?tags=a%00b"),
        format!("{NS}/events?start_date=2030%00"),
        format!("{NS}/venues?search=a%00b"),
        format!("{NS}/categories?search=a%00b"),
        format!("{NS}/categories?slug=a%00b"),
        format!("{NS}/events/by-slug/plain%00"),
        format!("{NS}/organizers/by-slug/a%00b"),
    ] {
        let reply = app.get(ALPHA, &path, Some(ADMIN)).await;
        assert_refused(&reply, &path);
    }
    let writes = [
        (
            EVENTS.to_string(),
            json!({"title": "a\u{0}b", "start_date": "2030-08-02", "end_date": "2030-08-02"}),
        ),
        (
            EVENTS.to_string(),
            json!({"title": "ok", "description": "a\u{0}", "start_date": "2030-08-02", "end_date": "2030-08-02"}),
        ),
        (
            EVENTS.to_string(),
            json!({"title": "ok", "categories": ["a\u{0}"], "start_date": "2030-08-02", "end_date": "2030-08-02"}),
        ),
        (
            EVENTS.to_string(),
            json!({"title": "ok", "venue": {"venue": "a\u{0}b"}, "start_date": "2030-08-02", "end_date": "2030-08-02"}),
        ),
        (format!("{EVENTS}/{id}"), json!({"slug": "a\u{0}b"})),
        (
            format!("{NS}/venues"),
            json!({"venue": "Hall", "city": "a\u{0}"}),
        ),
        (format!("{NS}/organizers"), json!({"organizer": "a\u{0}"})),
        (format!("{NS}/categories"), json!({"name": "a\u{0}"})),
        (
            format!("{NS}/tags"),
            json!({"name": "t", "description": "\u{0}"}),
        ),
    ];
    for (path, body) in &writes {
        let reply = app.post(ALPHA, path, Some(ADMIN), body).await;
        assert_refused(&reply, &format!("{path} {body}"));
    }
    let form = app
        .call(Call {
            method: Method::POST,
            host: ALPHA,
            path: EVENTS.into(),
            auth: Some(ADMIN),
            body: Some((
                "title=a%00b&start_date=2030-08-02&end_date=2030-08-02".into(),
                "application/x-www-form-urlencoded",
            )),
        })
        .await;
    assert_refused(&form, "form body");
    assert_eq!(store_state(&app).await, before, "nothing changed");
}

#[tokio::test]
async fn oversized_requests_get_a_4xx_with_the_envelope() {
    let app = TestApp::new().await;
    let before = store_state(&app).await;

    let long_query = app
        .get(
            ALPHA,
            &format!("{EVENTS}?search={}", "a".repeat(60_000)),
            None,
        )
        .await;
    assert_eq!(long_query.status, StatusCode::URI_TOO_LONG);
    assert_refused(&long_query, "60 KB query string");
    let long_path = app
        .get(
            ALPHA,
            &format!("{NS}/events/by-slug/{}", "s".repeat(60_000)),
            None,
        )
        .await;
    assert_refused(&long_path, "60 KB path");

    let big_header = app
        .raw(
            Request::get(EVENTS)
                .header("host", ALPHA)
                .header("x-filler", "h".repeat(100_000))
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!(
        big_header.status,
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE
    );
    assert_refused(&big_header, "100 KB header");

    let big_body = json!({"title": "x".repeat(2 * 1024 * 1024), "start_date": "2030-01-01", "end_date": "2030-01-01"});
    let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &big_body).await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_refused(&reply, "2 MB body");
    // Within the limits, long values are refused or stored, never a failure.
    let long_title = json!({"title": "x".repeat(500_000), "slug": "y".repeat(10_000),
                            "start_date": "2030-01-01", "end_date": "2030-01-01"});
    let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &long_title).await;
    assert!(
        reply.status == StatusCode::CREATED || reply.status.is_client_error(),
        "{}",
        reply.status
    );
    if reply.status == StatusCode::CREATED {
        let id = reply.body["id"].as_i64().expect("id");
        app.delete(ALPHA, &format!("{EVENTS}/{id}?force=true"), Some(ADMIN))
            .await;
    } else {
        assert_eq!(store_state(&app).await, before);
    }
    let ok = app.get(ALPHA, EVENTS, None).await;
    assert_eq!(ok.status, StatusCode::OK);
}

#[tokio::test]
async fn path_tricks_resolve_to_no_route() {
    let app = TestApp::new().await;
    let event = app
        .create_event(
            BETA,
            json!({"title": "Beta Only", "start_date": "2030-06-01", "end_date": "2030-06-01"}),
        )
        .await;
    let beta_id = event["id"].as_i64().expect("id");
    for path in [
        format!("/fr/..{NS}/events/{beta_id}"),
        format!("/fr/../..{NS}/events/{beta_id}"),
        format!("/%2e%2e{NS}/events/{beta_id}"),
        format!("/fr/%2e%2e/fr{NS}/events"),
        format!("/fr%2F..{NS}/events"),
        format!("/%252e%252e{NS}/events"),
        "/fr%2Fwp-json/tribe/events/v1/events".to_string(),
        "/wp-json%2Ftribe%2Fevents%2Fv1%2Fevents".to_string(),
        // Cyrillic е in the language segment, full-width letters, look-alike dots.
        format!("/fr\u{0435}{NS}/events").replace('\u{0435}', "%D0%B5"),
        format!("/%EF%BD%86%EF%BD%92{NS}/events"),
        format!("/%E2%80%A4%E2%80%A4{NS}/events"),
        format!("/{}{NS}/events", "f".repeat(5000)),
        format!("{NS}/../../../etc/passwd"),
        format!("{NS}/events/..%2F..%2F..%2Fetc%2Fpasswd"),
        format!("{NS}/%2e%2e/%2e%2e/etc/passwd"),
        format!("/..%5C..%5C{NS}/events"),
    ] {
        let reply = app.get(ALPHA, &path, Some(ADMIN)).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{path}: {}",
            reply.raw
        );
        assert!(
            !reply.raw.contains("Beta Only") && !reply.raw.contains("root:"),
            "{path}"
        );
    }
    // Look-alikes and encodings in slugs find nothing, and say so plainly.
    for slug in [
        "beta-only",
        "%2e%2e",
        "..%2Fbeta-only",
        "b%D0%B5ta-only",
        "%EF%BD%82eta-only",
        "beta-only%252F",
    ] {
        let reply = app
            .get(ALPHA, &format!("{NS}/events/by-slug/{slug}"), Some(ADMIN))
            .await;
        assert_refused(&reply, slug);
        assert!(!reply.raw.contains("Beta Only"), "{slug}: {}", reply.raw);
    }
    let own = app.get(BETA, &format!("{NS}/events/{beta_id}"), None).await;
    assert_eq!(
        own.status,
        StatusCode::OK,
        "the event is there for its own tenant"
    );
}

#[tokio::test]
async fn a_clients_request_id_is_kept_only_as_a_short_token() {
    let app = TestApp::new().await;
    let logs = Logs::default();
    let _capture = logs.capture(tracing::Level::DEBUG);
    let forged = format!("x\" level=ERROR message=\"forged {}", "y".repeat(3_000));
    for sent in [forged.as_str(), "a b", "", &"z".repeat(65)] {
        let reply = app
            .get_with(ALPHA, &format!("{NS}/events"), &[("x-request-id", sent)])
            .await;
        assert_eq!(reply.status, StatusCode::OK);
        let answered = reply.header("x-request-id").expect("a request id");
        assert!(
            uuid::Uuid::parse_str(answered).is_ok(),
            "{sent:.40}: replaced by a fresh id, not {answered:.40}"
        );
        assert!(
            logs.lines_with(answered, "request") > 0,
            "the fresh id is the one logged"
        );
    }
    assert!(!logs.text().contains("forged"), "nothing of it is logged");

    let twice = app
        .raw(
            Request::builder()
                .uri(format!("{NS}/events"))
                .header("host", ALPHA)
                .header("x-request-id", "first")
                .header("x-request-id", "second")
                .body(Body::empty())
                .expect("request"),
        )
        .await;
    let answered = twice.header("x-request-id").expect("a request id");
    assert!(uuid::Uuid::parse_str(answered).is_ok(), "{answered}");

    for kept in [
        "0f8fad5b-d9cb-469f-a165-70867728950e",
        "lb.req_42-a",
        &"k".repeat(64),
    ] {
        let reply = app
            .get_with(ALPHA, &format!("{NS}/events"), &[("x-request-id", kept)])
            .await;
        assert_eq!(reply.header("x-request-id"), Some(kept), "a token is kept");
    }
}
