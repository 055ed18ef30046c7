//! Overload: while the store is locked or the server is full, clients get a prompt
//! 503 with `Retry-After` and the error envelope, never a hang; once the pressure
//! ends the server answers normally again by itself.

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

/// Far above every wait configured below: an answer later than this is a hang.
const PROMPT: Duration = Duration::from_secs(5);

/// A transaction on its own connection holding the lock every write of the store
/// needs, as a long write by another process would: SQLite's write lock, or on
/// PostgreSQL a lock on `posts` that lets reads through and stops every write.
enum WriteLock {
    Sqlite(sqlx::SqliteConnection),
    Postgres(sqlx::PgConnection),
}

impl WriteLock {
    async fn take(database_url: &str) -> WriteLock {
        use sqlx::{Connection, Executor};
        if on_postgres() {
            let mut conn = sqlx::PgConnection::connect(database_url)
                .await
                .expect("connect");
            conn.execute("BEGIN; LOCK TABLE posts IN EXCLUSIVE MODE")
                .await
                .expect("lock posts");
            WriteLock::Postgres(conn)
        } else {
            let mut conn = sqlx::SqliteConnection::connect(database_url)
                .await
                .expect("connect");
            conn.execute("BEGIN IMMEDIATE").await.expect("write lock");
            WriteLock::Sqlite(conn)
        }
    }

    async fn release(self) {
        use sqlx::Executor;
        match self {
            WriteLock::Sqlite(mut conn) => conn.execute("ROLLBACK").await.map(drop),
            WriteLock::Postgres(mut conn) => conn.execute("ROLLBACK").await.map(drop),
        }
        .expect("release");
    }
}

fn config(limits: &str) -> String {
    format!("{CONFIG}\n[limits]\n{limits}\n")
}

fn event(title: &str) -> Value {
    json!({"title": title, "start_date": "2030-05-01 10:00", "end_date": "2030-05-01 11:00"})
}

const LIST: &str = "/wp-json/tribe/events/v1/events?start_date=2030-05-01&end_date=2030-05-31";

fn assert_unavailable(reply: &Reply, what: &str) {
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::SERVICE_UNAVAILABLE, "rest_unavailable"),
        "{what}: {}",
        reply.raw
    );
    assert_eq!(reply.header("retry-after"), Some("1"), "{what}");
    assert_eq!(reply.body["data"]["status"], 503, "{what}");
    assert!(
        reply.body["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "{what}"
    );
}

async fn posts(app: &TestApp) -> i64 {
    app.db().scalar("SELECT COUNT(*) FROM posts", &[]).await
}

#[tokio::test]
async fn writes_get_a_prompt_503_while_the_store_is_locked_and_succeed_after() {
    let app = TestApp::with_config(&config(
        "store_read_wait_seconds = 0.5\nstore_write_wait_seconds = 0.5",
    ))
    .await;
    let lock = WriteLock::take(&app.database_url).await;

    // More writes at once than there are writer connections on either backend: some
    // wait for the lock on a connection, the others for a connection.
    let started = Instant::now();
    let app = &app;
    let create = |n: u32| async move {
        app.post(ALPHA, EVENTS, Some(ADMIN), &event(&format!("Queued {n}")))
            .await
    };
    let (a, b, c, d, e, f) = tokio::join!(
        create(1),
        create(2),
        create(3),
        create(4),
        create(5),
        create(6)
    );
    let elapsed = started.elapsed();
    for (n, reply) in [a, b, c, d, e, f].iter().enumerate() {
        assert_unavailable(reply, &format!("write {n}"));
    }
    assert!(elapsed < PROMPT, "answered after {elapsed:?}");
    let read = app.get(ALPHA, LIST, None).await;
    assert_eq!(read.status, StatusCode::OK, "reads go on: {}", read.raw);

    lock.release().await;
    assert_eq!(posts(app).await, 0, "a refused write wrote nothing");
    let created = app.post(ALPHA, EVENTS, Some(ADMIN), &event("After")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    let listed = app.get(ALPHA, LIST, None).await;
    assert_eq!(ids(&listed), [created.body["id"].as_i64().expect("id")]);
}

#[tokio::test]
async fn requests_beyond_the_concurrency_bound_are_shed_at_once() {
    let app = TestApp::with_config(&config(
        "max_concurrent_requests = 1\nstore_write_wait_seconds = 2",
    ))
    .await;
    let lock = WriteLock::take(&app.database_url).await;
    let holds_the_place = event("Holds the place");
    let waiting_write = app.post(ALPHA, EVENTS, Some(ADMIN), &holds_the_place);
    let meanwhile = async {
        // Lets the write take the one place and start waiting for the store.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let started = Instant::now();
        let shed = app.get(ALPHA, LIST, None).await;
        let shed_after = started.elapsed();
        let health = app.get(ALPHA, "/healthz", None).await;
        (shed, shed_after, health)
    };
    let (write, (shed, shed_after, health)) = tokio::join!(waiting_write, meanwhile);
    assert_unavailable(&shed, "request over the bound");
    assert!(
        shed_after < Duration::from_secs(1),
        "shed at once, not after the store wait: {shed_after:?}"
    );
    assert_eq!(
        health.status,
        StatusCode::OK,
        "process endpoints stay outside"
    );
    assert_unavailable(&write, "the write waiting for the locked store");

    lock.release().await;
    let read = app.get(ALPHA, LIST, None).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.raw);
    let created = app.post(ALPHA, EVENTS, Some(ADMIN), &event("After")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
}

#[tokio::test]
async fn a_request_over_the_time_limit_gets_503_with_retry_after() {
    let app = TestApp::with_config(&config(
        "request_timeout_seconds = 0.5\nbody_read_timeout_seconds = 0.4\nstore_write_wait_seconds = 3",
    ))
    .await;
    let lock = WriteLock::take(&app.database_url).await;
    let started = Instant::now();
    let slow = app
        .post(ALPHA, EVENTS, Some(ADMIN), &event("Too slow"))
        .await;
    let elapsed = started.elapsed();
    assert_unavailable(&slow, "timed-out request");
    assert!(elapsed < Duration::from_secs(2), "after {elapsed:?}");

    lock.release().await;
    // The abandoned write may still hold the writer a moment; the next one waits.
    let created = app.post(ALPHA, EVENTS, Some(ADMIN), &event("After")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    assert_eq!(posts(&app).await, 1, "the timed-out write left nothing");
}
