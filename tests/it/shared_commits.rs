//! Writes queued together for a writer share a commit (SQLite's one writer; on
//! PostgreSQL the writer of their tenant), and each is answered only once that has
//! committed. One that fails takes none of the others with it: on SQLite each runs in
//! a savepoint; on PostgreSQL, where there is none, the writes its rollback undid run
//! again.

use std::sync::Arc;

use axum::http::StatusCode;
use serde_json::json;
use tokio::sync::Mutex;

use crate::helpers::*;

/// Events linking to this site are refused by the store, after their post is written.
pub(crate) const REFUSED_SITE: &str = "https://refused.example/";

/// Held by each test that counts undone writes: the counter is the process's, and one
/// of these tests undoes writes on purpose.
pub(crate) static COUNTING_UNDONE: Mutex<()> = Mutex::const_new(());

pub(crate) async fn refuse_events_linking_the_site(app: &TestApp) {
    if on_postgres() {
        app.db()
            .execute(
                "CREATE FUNCTION refuse_site() RETURNS trigger LANGUAGE plpgsql AS $$ \
                 BEGIN IF NEW.website LIKE '%refused.example%' THEN RAISE EXCEPTION 'refused'; \
                 END IF; RETURN NEW; END $$",
                &[],
            )
            .await;
        app.db()
            .execute(
                "CREATE TRIGGER refuse_site BEFORE INSERT ON events \
                 FOR EACH ROW EXECUTE FUNCTION refuse_site()",
                &[],
            )
            .await;
    } else {
        app.db()
            .execute(
                "CREATE TRIGGER refuse_site BEFORE INSERT ON events \
                 WHEN NEW.website LIKE '%refused.example%' \
                 BEGIN SELECT RAISE(ABORT, 'refused'); END",
                &[],
            )
            .await;
    }
}

/// Asserts that the events of 2030-05-01 are `acknowledged`, each once, and no other.
async fn assert_listed_are(app: &TestApp, mut acknowledged: Vec<i64>) {
    let listed = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2030-05-01&end_date=2030-05-02&per_page=50"),
            None,
        )
        .await;
    let mut listed = ids(&listed);
    listed.sort();
    acknowledged.sort();
    assert_eq!(listed, acknowledged);
}

/// Asserts that the 36 writes stored since the scrape `before` shared commits; returns
/// how many writes were undone and run again since.
async fn assert_commits_shared_since(app: &TestApp, before: &str) -> f64 {
    let after = app.scrape().await.raw;
    let grown = |name| unlabelled_metric(&after, name) - unlabelled_metric(before, name);
    let (writes, commits) = (
        grown("store_committed_writes_total"),
        grown("store_commits_total"),
    );
    assert!(
        writes >= 36.0 && writes > commits,
        "{writes} writes committed in {commits} commits"
    );
    grown("store_undone_writes_total")
}

#[tokio::test]
async fn writes_sharing_a_commit_are_stored_or_refused_each_alone() {
    let _counting = COUNTING_UNDONE.lock().await;
    let app = Arc::new(TestApp::new().await);
    refuse_events_linking_the_site(&app).await;
    let before = app.scrape().await.raw;

    let mut tasks = Vec::new();
    for n in 0..48 {
        let app = app.clone();
        tasks.push(tokio::spawn(async move {
            let refused = n % 4 == 3;
            let title = if refused { "Refused" } else { "Shared" };
            let mut body = json!({
                "title": format!("{title} {n}"),
                "start_date": "2030-05-01 10:00",
                "end_date": "2030-05-01 11:00",
            });
            if refused {
                body["website"] = json!(REFUSED_SITE);
            }
            (refused, app.post(ALPHA, EVENTS, Some(ADMIN), &body).await)
        }));
    }
    let mut acknowledged = Vec::new();
    for task in tasks {
        let (refused, reply) = task.await.expect("task");
        if refused {
            assert_eq!(
                reply.status,
                StatusCode::INTERNAL_SERVER_ERROR,
                "{}",
                reply.raw
            );
        } else {
            assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
            acknowledged.push(reply.body["id"].as_i64().expect("id"));
        }
    }
    assert_eq!(acknowledged.len(), 36);

    for id in &acknowledged {
        let read = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
        assert_eq!(read.status, StatusCode::OK, "{id}: {}", read.raw);
    }
    assert_listed_are(&app, acknowledged).await;
    let refused: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE title LIKE 'Refused%'",
            &[],
        )
        .await;
    assert_eq!(refused, 0, "a refused write left its post behind");

    let undone = assert_commits_shared_since(&app, &before).await;
    if on_postgres() {
        assert!(undone > 0.0, "no write was undone and run again");
    } else {
        assert_eq!(
            undone, 0.0,
            "a savepoint should have kept every other write"
        );
    }
}

/// A write refused by what it read, having written nothing, leaves its commit as it
/// found it: the writes beside it are neither undone nor run again, on either backend.
#[tokio::test]
async fn a_write_refused_before_writing_undoes_none_beside_it() {
    let _counting = COUNTING_UNDONE.lock().await;
    let app = Arc::new(TestApp::new().await);
    let mut trashed = Vec::new();
    for n in 0..12 {
        let body = json!({
            "title": format!("Trashed {n}"),
            "start_date": "2030-06-01 10:00",
            "end_date": "2030-06-01 11:00",
        });
        let id = app.post(ALPHA, EVENTS, Some(ADMIN), &body).await.body["id"]
            .as_i64()
            .expect("id");
        let trash = app
            .delete(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN))
            .await;
        assert_eq!(trash.status, StatusCode::OK, "{}", trash.raw);
        trashed.push(id);
    }
    let before = app.scrape().await.raw;

    let mut tasks = Vec::new();
    for n in 0..48 {
        let app = app.clone();
        let trashed = trashed.clone();
        tasks.push(tokio::spawn(async move {
            let refused = n % 4 == 3;
            if refused {
                // Found in the trash inside the write's turn: 410, nothing written.
                let id = trashed[n / 4];
                let path = format!("{EVENTS}/{id}");
                (refused, app.delete(ALPHA, &path, Some(ADMIN)).await)
            } else {
                let body = json!({
                    "title": format!("Beside {n}"),
                    "start_date": "2030-05-01 10:00",
                    "end_date": "2030-05-01 11:00",
                });
                (refused, app.post(ALPHA, EVENTS, Some(ADMIN), &body).await)
            }
        }));
    }
    let mut acknowledged = Vec::new();
    for task in tasks {
        let (refused, reply) = task.await.expect("task");
        if refused {
            assert_eq!(reply.status, StatusCode::GONE, "{}", reply.raw);
            assert_eq!(reply.body["code"], "event-is-in-trash");
        } else {
            assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
            acknowledged.push(reply.body["id"].as_i64().expect("id"));
        }
    }
    assert_eq!(acknowledged.len(), 36);
    assert_listed_are(&app, acknowledged).await;

    let undone = assert_commits_shared_since(&app, &before).await;
    assert_eq!(undone, 0.0, "a write that wrote nothing undid others");
}
