//! Several servers over one database, as the instances of a scale-out share it: writes
//! through any of them at the same time stay as consistent as through one.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::helpers::*;

/// `workers` concurrent clients, alternating between two instances over one database
/// and, in pairs, between `tenants`, each creating `each` items at `path`; returns every
/// created item with its tenant.
async fn create_through_two_instances(
    path: &'static str,
    body: Value,
    tenants: &[&'static str],
    workers: usize,
    each: usize,
) -> (Arc<TestApp>, Vec<(&'static str, Value)>) {
    let first = Arc::new(TestApp::new().await);
    let second = Arc::new(first.twin().await);
    // Each instance verifies the password once (slowly) and remembers it: without this
    // warm-up the first requests would reach the database one after the other.
    for app in [&first, &second] {
        for tenant in tenants {
            assert!(
                app.get(tenant, EVENTS, Some(ADMIN))
                    .await
                    .status
                    .is_success()
            );
        }
    }
    let mut tasks = Vec::new();
    for worker in 0..workers {
        let app = if worker % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        let tenant = tenants[worker / 2 % tenants.len()];
        let body = body.clone();
        tasks.push(tokio::spawn(async move {
            let mut created = Vec::new();
            for _ in 0..each {
                let reply = app.post(tenant, path, Some(ADMIN), &body).await;
                assert!(reply.status.is_success(), "{}", reply.raw);
                created.push((tenant, reply.body));
            }
            created
        }));
    }
    let mut created = Vec::new();
    for task in tasks {
        created.extend(task.await.expect("task"));
    }
    (first, created)
}

#[tokio::test]
async fn concurrent_creates_through_two_instances_get_unique_slugs() {
    let body = json!({"title": "Shared title", "start_date": "2030-06-01 10:00", "end_date": "2030-06-01 11:00"});
    let (_, created) = create_through_two_instances(EVENTS, body, &[ALPHA], 8, 5).await;
    let mut slugs: Vec<&str> = created
        .iter()
        .filter_map(|(_, e)| e["slug"].as_str())
        .collect();
    slugs.sort_unstable();
    slugs.dedup();
    assert_eq!(slugs.len(), 40, "every event got its own slug");
}

/// Each tenant's writes take turns under its own lock: two tenants written at once
/// through two instances neither wait for nor deadlock with each other, and each
/// tenant's slugs stay unique.
#[tokio::test]
async fn concurrent_creates_on_two_tenants_through_two_instances_get_unique_slugs_in_each() {
    let body = json!({"title": "Shared title", "start_date": "2030-06-01 10:00", "end_date": "2030-06-01 11:00"});
    let (_, created) = create_through_two_instances(EVENTS, body, &[ALPHA, BETA], 16, 4).await;
    for tenant in [ALPHA, BETA] {
        let mut slugs: Vec<&str> = created
            .iter()
            .filter(|(t, _)| *t == tenant)
            .filter_map(|(_, e)| e["slug"].as_str())
            .collect();
        assert_eq!(slugs.len(), 32, "{tenant}");
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), 32, "{tenant}: every event got its own slug");
    }
}

#[tokio::test]
async fn concurrent_creates_of_one_venue_through_two_instances_make_one_venue() {
    let body = json!({"venue": "Salle Commune", "city": "Lyon"});
    let (app, created) = create_through_two_instances(VENUES, body, &[ALPHA], 8, 1).await;
    let ids: Vec<i64> = created
        .iter()
        .filter_map(|(_, v)| v["id"].as_i64())
        .collect();
    assert_eq!(ids.len(), 8);
    assert!(
        ids.iter().all(|id| *id == ids[0]),
        "every request reused the first venue: {ids:?}"
    );
    let stored: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE post_type = 'tribe_venue' AND title = $1",
            &["Salle Commune".into()],
        )
        .await;
    assert_eq!(stored, 1);
}

/// Runs in the PostgreSQL pass only: on SQLite a single process serves a database (and
/// its cache follows its own writes only).
#[tokio::test]
async fn postgres_only_translations_written_through_one_instance_are_read_through_the_other() {
    require_postgres();
    let first = TestApp::with_config(TRANSLATED).await;
    let second = first.twin().await;
    let event = first
        .create_event(
            ALPHA,
            json!({"title": "Open air concert", "start_date": "2030-06-01 10:00", "end_date": "2030-06-01 11:00"}),
        )
        .await;
    let id = event["id"].as_i64().expect("id");
    let french = format!("/fr{EVENTS}/{id}");
    // The second instance reads (and caches) the French variant before any French text.
    assert_eq!(
        second.get(ALPHA, &french, None).await.body["title"],
        "Open air concert"
    );

    let written = first
        .post(
            ALPHA,
            &french,
            Some(ADMIN),
            &json!({"title": "Concert en plein air", "cost": "5"}),
        )
        .await;
    assert_eq!(written.status, 200, "{}", written.raw);

    let read = second.get(ALPHA, &french, None).await;
    assert_eq!(read.body["title"], "Concert en plein air");
    assert_eq!(read.body["lang"], "fr");
    assert_eq!(read.body["cost"], "$5");
    let english = second.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(english.body["title"], "Open air concert");
    assert_eq!(
        english.body["cost"], "$5",
        "the cost is shared by every language"
    );
}

#[tokio::test]
async fn concurrent_french_slugs_through_two_instances_stay_unique() {
    let first = Arc::new(TestApp::with_config(TRANSLATED).await);
    let second = Arc::new(first.twin().await);
    let mut ids = Vec::new();
    for n in 0..8 {
        let event = first
            .create_event(
                ALPHA,
                json!({"title": format!("Event {n}"), "start_date": "2030-06-01 10:00", "end_date": "2030-06-01 11:00"}),
            )
            .await;
        ids.push(event["id"].as_i64().expect("id"));
    }
    let mut tasks = Vec::new();
    for (n, id) in ids.iter().copied().enumerate() {
        let app = if n % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        tasks.push(tokio::spawn(async move {
            let reply = app
                .post(
                    ALPHA,
                    &format!("/fr{EVENTS}/{id}"),
                    Some(ADMIN),
                    &json!({"slug": "fete"}),
                )
                .await;
            assert_eq!(reply.status, 200, "{}", reply.raw);
            reply.body["slug"].as_str().unwrap_or_default().to_string()
        }));
    }
    let mut slugs = Vec::new();
    for task in tasks {
        slugs.push(task.await.expect("task"));
    }
    slugs.sort_unstable();
    let mut expected: Vec<String> = std::iter::once("fete".to_string())
        .chain((2..=8).map(|n| format!("fete-{n}")))
        .collect();
    expected.sort_unstable();
    assert_eq!(slugs, expected);
    // English slugs are untouched.
    let english = first
        .get(ALPHA, &format!("{EVENTS}/{}", ids[0]), None)
        .await;
    assert_eq!(english.body["slug"], "event-0");
}

/// How often `tenant_class_versions` was read in full and through an index, as far as
/// the server's statistics have heard: each backend reports what it did as it goes
/// idle, at most once a second ([`STATISTICS_DELAY`]).
async fn change_log_scans(app: &TestApp) -> (i64, i64) {
    let Db::Postgres(pool) = app.db() else {
        unreachable!("the change log is read on PostgreSQL only")
    };
    sqlx::query_as(
        "SELECT seq_scan, COALESCE(idx_scan, 0) FROM pg_stat_user_tables \
         WHERE relname = 'tenant_class_versions'",
    )
    .fetch_one(pool)
    .await
    .expect("scan counts")
}

/// Follows `tenant`'s changes [`FOLLOWS`] times through `app`'s store.
async fn follow_changes(app: &TestApp, tenant: &str) {
    for _ in 0..FOLLOWS {
        app.state
            .store
            .follow_changes(tenant)
            .await
            .expect("followed");
    }
}

/// Longer than a backend waits to report its statistics (PostgreSQL's
/// `PGSTAT_MIN_INTERVAL`, one second).
const STATISTICS_DELAY: Duration = Duration::from_secs(2);

/// Follows `tenant`'s changes [`FOLLOWS`] times through `app`'s store, and asserts
/// that every read found the newest parts through the index of the log, none by reading
/// all of it; `when` says what the log was like.
async fn assert_follows_read_the_log_by_index(app: &TestApp, tenant: &str, when: &str) {
    tokio::time::sleep(STATISTICS_DELAY).await;
    let (seq_before, idx_before) = change_log_scans(app).await;
    follow_changes(app, tenant).await;
    // Until the reads are counted, one way or the other.
    let waited = Instant::now();
    let (seq_after, idx_after) = loop {
        let (seq, idx) = change_log_scans(app).await;
        if seq + idx >= seq_before + idx_before + FOLLOWS
            || waited.elapsed() > 15 * STATISTICS_DELAY
        {
            break (seq, idx);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(
        seq_after - seq_before,
        0,
        "{when}: the log read in full (through the index: {})",
        idx_after - idx_before
    );
    assert!(
        idx_after - idx_before >= FOLLOWS,
        "{when}: every read through the index: {} of {FOLLOWS}",
        idx_after - idx_before
    );
}

/// Reads of the change log per check, more than a pool's reader connections.
const FOLLOWS: i64 = 16;

/// Every instance reads the parts of a tenant that writes changed since it last
/// looked, many times a second: the newest few rows of a log that keeps one for every
/// post, term and slug ever written. The readers plan a statement once, for every
/// version it is asked from. That plan must read those rows by the log's index: when
/// it was made while the log was empty (a new store, or one just bulk loaded and its
/// statistics refreshed, as every server does at start) and the log has grown since,
/// and when it is made anew with statistics of the grown log (in which a plan for any
/// version guesses a third of the rows).
#[tokio::test]
async fn postgres_only_instances_read_the_newest_changes_by_index_however_the_log_grew() {
    require_postgres();
    let app = TestApp::new().await;
    let store = &app.state.store;
    app.create_event(
        ALPHA,
        json!({"title": "Opening", "start_date": "2030-06-01 10:00", "end_date": "2030-06-01 11:00"}),
    )
    .await;
    // The log as a bulk load leaves it: the tenant's counters, no part.
    app.db()
        .execute("TRUNCATE tenant_class_versions", &[])
        .await;
    store.refresh_statistics().await.expect("statistics");
    // Each reader connection plans the read at its first: a pool hands out its idle
    // connections in turn.
    follow_changes(&app, "alpha").await;
    app.db()
        .execute(
            "INSERT INTO tenant_class_versions (tenant_id, class, version) \
             SELECT 'beta', 'post:' || n, n FROM generate_series(1, 50000) AS n",
            &[],
        )
        .await;
    assert_follows_read_the_log_by_index(&app, "alpha", "planned for an empty log").await;

    store.refresh_statistics().await.expect("statistics");
    assert_follows_read_the_log_by_index(&app, "alpha", "planned with the log's statistics").await;
}

/// `[limits] postgres_read_connections` bounds the connections an instance reads with:
/// reads beyond them wait for one, and none is refused.
#[tokio::test]
async fn postgres_only_an_instance_reads_through_as_many_connections_as_configured() {
    require_postgres();
    let config = format!("{CONFIG}\n[limits]\npostgres_read_connections = 1\n");
    let app = Arc::new(TestApp::with_config(&config).await);
    let reads: Vec<_> = (1..=24)
        .map(|day| {
            let app = app.clone();
            // A window of its own each: none is answered from the cache.
            let path = format!("{EVENTS}?start_date=2031-01-{day:02}&end_date=2031-02-01");
            tokio::spawn(async move { app.get(ALPHA, &path, None).await })
        })
        .collect();
    for read in reads {
        let reply = read.await.expect("read");
        assert_eq!(reply.status, 200, "{}", reply.raw);
    }
    let readers: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND application_name = 'calendar-gateway-reader'",
            &[],
        )
        .await;
    assert_eq!(readers, 1);
}
