//! The store as the operating system's own SQLite reads it. Operators check, dump and
//! query their store with the distribution's `sqlite3` (Debian 12 ships 3.40, Ubuntu
//! 22.04 3.37) or Python's `sqlite3` module, both older than the SQLite built into the
//! binary: a store the router wrote, with events, venues, organizers, terms and
//! translations, must be sound to them, dump whole, answer a query on every table, and
//! keep itself consistent when they write to it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

/// The system's `sqlite3`. Its absence fails the test, since a pass would then prove
/// nothing, and says what to install.
fn system_sqlite3() -> PathBuf {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|dir| dir.join("sqlite3"))
            .find(|candidate| candidate.is_file())
    });
    found.unwrap_or_else(|| {
        let context = if std::env::var("CI").is_ok_and(|v| v == "true") {
            "CI must run this test"
        } else {
            "without it this test proves nothing"
        };
        panic!(
            "the system's `sqlite3` command is not on PATH, and {context}: install the \
             distribution's SQLite command-line shell (Debian and Ubuntu: `apt-get install \
             sqlite3`; `.ci/run` installs it as root)"
        )
    })
}

/// `sqlite3 FILE` running `script`; fails the test unless it exits 0 with nothing on
/// standard error.
fn sqlite3(binary: &Path, file: &Path, script: &str) -> String {
    let output = Command::new(binary)
        .arg("-bail")
        .arg(file)
        .arg(script)
        .output()
        .expect("run sqlite3");
    assert_clean(&output, &format!("sqlite3 {} {script:?}", file.display()));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn assert_clean(output: &Output, what: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stderr.trim().is_empty(),
        "{what}: {} {stderr}",
        output.status
    );
}

async fn write(app: &TestApp, path: &str, body: Value) -> Value {
    let reply = app.post(ALPHA, path, Some(ADMIN), &body).await;
    assert!(
        matches!(reply.status, StatusCode::OK | StatusCode::CREATED),
        "POST {path} {body}: {}",
        reply.raw
    );
    reply.body
}

fn id(v: &Value) -> i64 {
    v["id"].as_i64().unwrap_or_else(|| panic!("no id: {v}"))
}

/// Writes every kind of item through the router, with French texts, links, updates, a
/// move and deletions; returns the id of an event linking two organizers, and theirs.
async fn fill(app: &TestApp) -> (i64, [i64; 2]) {
    let venue = id(&write(
        app,
        &format!("{NS}/venues"),
        json!({"venue": "Harbour Hall", "city": "Brest", "country": "France"}),
    )
    .await);
    write(
        app,
        &format!("/fr{NS}/venues/{venue}"),
        json!({"venue": "Salle du Port"}),
    )
    .await;
    let first = id(&write(
        app,
        &format!("{NS}/organizers"),
        json!({"organizer": "Sea Shanty Society", "email": "songs@example.org"}),
    )
    .await);
    let second = id(&write(
        app,
        &format!("{NS}/organizers"),
        json!({"organizer": "Lighthouse Friends"}),
    )
    .await);
    let category = id(&write(app, &format!("{NS}/categories"), json!({"name": "Music"})).await);
    write(
        app,
        &format!("/fr{NS}/categories/{category}"),
        json!({"name": "Musique"}),
    )
    .await;
    let tag = id(&write(app, &format!("{NS}/tags"), json!({"name": "outdoor"})).await);
    let event = id(&write(
        app,
        &format!("{NS}/events"),
        json!({
            "title": "Jazz on the Pier",
            "description": "<p>An evening of jazz by the sea.</p>",
            "start_date": "2030-07-01 19:00",
            "end_date": "2030-07-01 23:00",
            "venue": venue,
            // Linked in the order opposite to their ids.
            "organizer": [second, first],
            "categories": [category],
            "tags": [tag],
        }),
    )
    .await);
    write(
        app,
        &format!("/fr{NS}/events/{event}"),
        json!({"title": "Jazz sur la jetée", "description": "<p>Une soirée de jazz.</p>"}),
    )
    .await;
    write(
        app,
        &format!("{NS}/events/{event}"),
        json!({"start_date": "2030-07-02 19:00", "end_date": "2030-07-02 23:00"}),
    )
    .await;
    for n in 0..3 {
        let other = id(&write(
            app,
            &format!("{NS}/events"),
            json!({"title": format!("Regatta {n}"), "start_date": "2030-08-01", "end_date": "2030-08-02",
                   "organizer": [first], "tags": [tag]}),
        )
        .await);
        if n == 0 {
            let trashed = app
                .delete(ALPHA, &format!("{NS}/events/{other}"), Some(ADMIN))
                .await;
            assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
        }
    }
    (event, [second, first])
}

#[tokio::test]
async fn sqlite_only_the_systems_sqlite_reads_checks_dumps_and_writes_a_store() {
    require_sqlite();
    let binary = system_sqlite3();
    let version = sqlite3(&binary, Path::new(":memory:"), "SELECT sqlite_version()");
    let app = TestApp::with_config(TRANSLATED).await;
    let (event, organizers) = fill(&app).await;
    let store = PathBuf::from(
        app.database_url
            .trim_start_matches("sqlite://")
            .split('?')
            .next()
            .expect("path"),
    );
    let version = version.trim();

    assert_eq!(
        sqlite3(&binary, &store, "PRAGMA integrity_check").trim(),
        "ok",
        "sqlite3 {version}"
    );
    let dump = sqlite3(&binary, &store, ".dump");
    assert!(
        dump.contains("Jazz sur la jet") && !dump.contains("ERROR"),
        "sqlite3 {version}: .dump"
    );
    let tables = sqlite3(
        &binary,
        &store,
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    );
    let tables: Vec<&str> = tables.lines().collect();
    assert!(tables.contains(&"event_search"), "{tables:?}");
    for table in &tables {
        sqlite3(
            &binary,
            &store,
            &format!("SELECT COUNT(*) FROM \"{table}\""),
        );
    }
    assert_eq!(
        sqlite3(
            &binary,
            &store,
            "SELECT rowid & ((1 << 35) - 1) FROM event_search WHERE event_search MATCH 'pie AND ier'"
        )
        .trim(),
        event.to_string(),
        "sqlite3 {version} searches the events' index"
    );

    // Writes with the system's SQLite run the store's triggers, on a copy of the store.
    let dir = tempfile::tempdir().expect("tempdir");
    let copy = dir.path().join("copy.db");
    sqlite3(
        &binary,
        &store,
        &format!("VACUUM INTO '{}'", copy.display()),
    );
    let organizer_ids = sqlite3(
        &binary,
        &copy,
        &format!(
            "PRAGMA foreign_keys = ON;
             UPDATE posts SET search_text = search_text || ' lanterns' WHERE id = {event};
             UPDATE events SET start_local = '2030-07-03 19:00:00' WHERE post_id = {event};
             DELETE FROM posts WHERE post_type = 'tribe_events' AND status = 'trash';
             INSERT INTO event_search (event_search) VALUES ('integrity-check');
             SELECT organizer_ids FROM events WHERE post_id = {event};
             DELETE FROM event_organizers WHERE event_id = {event} AND organizer_id = {};
             SELECT organizer_ids FROM events WHERE post_id = {event};",
            organizers[0]
        ),
    );
    assert_eq!(
        organizer_ids.lines().collect::<Vec<_>>(),
        [
            format!("{},{}", organizers[0], organizers[1]),
            organizers[1].to_string()
        ],
        "sqlite3 {version}: the event row's organizers, in link order"
    );
    assert_eq!(
        sqlite3(
            &binary,
            &copy,
            "PRAGMA integrity_check;
             SELECT COUNT(*) FROM event_search WHERE event_search MATCH 'lan AND ter AND rns';
             SELECT COUNT(*) FROM events e JOIN posts p ON p.id = e.post_id
             WHERE e.search_text <> p.search_text;"
        )
        .lines()
        .collect::<Vec<_>>(),
        ["ok", "1", "0"],
        "sqlite3 {version}: after its writes"
    );

    python_reads(&store);
}

/// Python's `sqlite3` module, when there is a `python3`, checks the store and reads
/// every table.
fn python_reads(store: &Path) {
    const SCRIPT: &str = "import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
assert db.execute('PRAGMA integrity_check').fetchone()[0] == 'ok'
tables = [r[0] for r in db.execute(\"SELECT name FROM sqlite_master WHERE type = 'table'\")]
for table in tables:
    db.execute('SELECT COUNT(*) FROM \"%s\"' % table).fetchone()
assert db.execute(\"SELECT COUNT(*) FROM event_search WHERE event_search MATCH 'pie AND ier'\").fetchone()[0] == 1
print(sqlite3.sqlite_version, len(tables))";
    let Ok(output) = Command::new("python3")
        .arg("-c")
        .arg(SCRIPT)
        .arg(store)
        .output()
    else {
        eprintln!("no python3: Python's sqlite3 module not tried");
        return;
    };
    assert_clean(&output, "python3's sqlite3");
}
