//! `demo-data`: the generated calendar as the API shows it, and its reproducibility.

use serde_json::Value;

use crate::helpers::{ALPHA, BETA, CONFIG, Db, TestApp, TestDatabase};
use crate::process::Workdir;

const EVENTS: &str = "/wp-json/tribe/events/v1/events";
/// A window holding the three generated years.
const WINDOW: &str = "start_date=2000-01-01&end_date=2100-12-31";

/// Runs `demo-data` on `database_url`; returns its standard error.
fn demo_data(database_url: &str, config: Option<&std::path::Path>, extra: &[&str]) -> String {
    let workdir = Workdir::new();
    let mut command = workdir.command();
    command
        .args(["demo-data", "--database-url", database_url])
        .args(extra);
    if let Some(config) = config {
        command.arg("--config").arg(config);
    }
    let output = command.output().expect("run demo-data");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{stderr}");
    assert!(output.stdout.is_empty(), "nothing on stdout");
    stderr
}

/// Titles and dates of every event, in insertion order.
async fn fingerprint(database_url: &str) -> Vec<String> {
    Db::connect(database_url)
        .await
        .scalars(
            "SELECT p.title || '|' || e.start_local || '|' || e.end_local || '|' || e.timezone \
             FROM posts p JOIN events e ON e.post_id = p.id ORDER BY p.id",
            &[],
        )
        .await
}

async fn list(app: &TestApp, host: &str, query: &str) -> Value {
    let reply = app
        .get(host, &format!("{EVENTS}?{WINDOW}&{query}"), None)
        .await;
    assert_eq!(reply.status, 200, "{}", reply.raw);
    reply.body
}

#[tokio::test]
async fn fills_the_first_tenants_with_events_the_api_serves() {
    let app = TestApp::new().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let config = dir.path().join("gateway.toml");
    std::fs::write(&config, CONFIG).expect("config");
    let stderr = demo_data(
        &app.database_url,
        Some(&config),
        &["--events", "300", "--tenants", "1", "--seed", "42"],
    );
    assert!(
        stderr.contains("1 tenant(s), 300 events, 6 venues, 3 organizers"),
        "{stderr}"
    );

    let page = list(&app, ALPHA, "per_page=50").await;
    let total = page["total"].as_i64().expect("total");
    // Hidden events and drafts are not listed; the rest are.
    assert!((250..300).contains(&total), "{total}");
    let events = page["events"].as_array().expect("events");
    assert_eq!(events.len(), 50);
    assert!(
        events.iter().any(|e| e["venue"]["id"].is_i64()),
        "venues are embedded"
    );
    assert!(
        events.iter().any(|e| e["organizer"][0]["id"].is_i64()),
        "organizers are embedded"
    );
    assert!(
        events.iter().all(|e| e["categories"][0]["id"].is_i64()),
        "every event has a category"
    );
    assert!(
        events.iter().any(|e| e["tags"][0]["id"].is_i64()),
        "tags are embedded"
    );
    let languages = ["the ", "de ", "für ", "la "];
    assert!(
        languages
            .iter()
            .filter(|w| events.iter().any(|e| {
                e["title"]
                    .as_str()
                    .unwrap_or("")
                    .to_lowercase()
                    .contains(*w)
            }))
            .count()
            >= 2,
        "titles in several languages"
    );

    let everything = collect_all(&app, total).await;
    assert!(
        everything.iter().any(|e| e["all_day"] == true),
        "all-day events"
    );
    assert!(
        everything.iter().any(|e| e["timezone"] == "UTC+5.5"),
        "a manual offset"
    );
    assert!(
        everything
            .iter()
            .any(|e| e["start_date"].as_str() < e["end_date"].as_str()
                && e["start_date"].as_str().map(|s| &s[..10])
                    != e["end_date"].as_str().map(|s| &s[..10])),
        "multi-day events"
    );
    let featured = list(&app, ALPHA, "featured=1").await;
    assert!(featured["total"].as_i64() > Some(0), "featured events");

    let reply = app
        .get(
            ALPHA,
            "/wp-json/tribe/events/v1/categories?per_page=50&hide_empty=0",
            None,
        )
        .await;
    let categories = reply.body["categories"].as_array().expect("categories");
    assert!(
        categories.iter().any(|c| c["parent"].as_i64() > Some(0)),
        "child categories"
    );
    let reply = app
        .get(ALPHA, "/wp-json/tribe/events/v1/venues", None)
        .await;
    assert_eq!(reply.body["total"], 6, "{}", reply.raw);

    // Only the first tenant was filled.
    assert_eq!(list(&app, BETA, "").await["total"], 0);
}

/// Every listed event of the alpha tenant.
async fn collect_all(app: &TestApp, total: i64) -> Vec<Value> {
    let mut all = Vec::new();
    let mut page = 1;
    while (all.len() as i64) < total {
        let body = list(app, ALPHA, &format!("per_page=50&page={page}")).await;
        all.extend(body["events"].as_array().expect("events").iter().cloned());
        page += 1;
    }
    all
}

#[tokio::test]
async fn the_same_seed_gives_the_same_data() {
    let runs = [
        ("7", TestDatabase::create().await),
        ("7", TestDatabase::create().await),
        ("8", TestDatabase::create().await),
    ];
    let mut prints = Vec::new();
    for (seed, database) in &runs {
        demo_data(&database.url, None, &["--events", "200", "--seed", seed]);
        prints.push(fingerprint(&database.url).await);
    }
    assert_eq!(prints[0].len(), 200);
    assert_eq!(prints[0], prints[1], "same seed, same titles and dates");
    assert_ne!(prints[0], prints[2], "another seed, other data");
}
