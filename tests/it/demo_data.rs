//! `demo-data`: the generated calendar as the API shows it, and its reproducibility.

use serde_json::{Value, json};

use crate::helpers::{ALPHA, BETA, CONFIG, Db, EVENTS, TestApp, TestDatabase};
use crate::process::Workdir;
use crate::stored_fields::{ORGANIZER_TEXTS, VENUE_TEXTS, texts};

/// A window holding the three generated years.
const WINDOW: &str = "start_date=2000-01-01&end_date=2100-12-31";

/// Runs `demo-data` on `database_url`; returns its standard error.
fn demo_data(database_url: &str, config: Option<&std::path::Path>, extra: &[&str]) -> String {
    let output = run_demo_data(database_url, config, extra);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{stderr}");
    assert!(output.stdout.is_empty(), "nothing on stdout");
    stderr
}

fn run_demo_data(
    database_url: &str,
    config: Option<&std::path::Path>,
    extra: &[&str],
) -> std::process::Output {
    let workdir = Workdir::new();
    let mut command = workdir.command();
    command
        .args(["demo-data", "--database-url", database_url])
        .args(extra);
    if let Some(config) = config {
        command.arg("--config").arg(config);
    }
    command.output().expect("run demo-data")
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

/// How many posts of `post_type` the user `demo` signs in the alpha tenant.
async fn demo_posts(app: &TestApp, post_type: &str) -> i64 {
    app.db()
        .scalar(
            "SELECT COUNT(*) FROM posts p JOIN users u ON u.id = p.author \
             WHERE u.login = 'demo' AND p.tenant_id = 'alpha' AND p.post_type = $1",
            &[post_type.into()],
        )
        .await
}

/// Every post of the alpha tenant: id, type, author and title.
async fn all_posts(app: &TestApp) -> Vec<String> {
    app.db()
        .scalars(
            "SELECT CAST(id AS TEXT) || ' ' || post_type || ' ' || CAST(author AS TEXT) || ' ' || title \
             FROM posts WHERE tenant_id = 'alpha' ORDER BY id",
            &[],
        )
        .await
}

/// A second run refuses a tenant that has demo data, writing nothing; `--append` adds
/// to it; `--replace` deletes the demo events and the demo venues and organizers no
/// other user's event uses, and keeps every other user's post.
#[tokio::test]
async fn a_filled_tenant_is_refused_unless_appended_to_or_replaced() {
    let app = TestApp::new().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let config = dir.path().join("gateway.toml");
    std::fs::write(&config, CONFIG).expect("config");
    let config = Some(config.as_path());
    let url = app.database_url.clone();
    let first_day = "2030-03-01";
    let own = app
        .create_event(
            ALPHA,
            json!({"title": "Our own event", "start_date": first_day, "end_date": first_day}),
        )
        .await;

    let first = demo_data(&url, config, &["--events", "100", "--tenants", "1"]);
    assert!(
        first.contains("tenant `alpha`: added 100 events, 3 venues, 3 organizers, with 24 categories and 20 tags (44 of them new)"),
        "{first}"
    );
    assert_eq!(demo_posts(&app, "tribe_events").await, 100);
    let terms: i64 = app
        .db()
        .scalar("SELECT COUNT(*) FROM terms WHERE tenant_id = 'alpha'", &[])
        .await;

    // Another user's event at one of the demo venues keeps that venue.
    let venue: i64 = app
        .db()
        .scalar(
            "SELECT MIN(p.id) FROM posts p JOIN users u ON u.id = p.author \
             WHERE u.login = 'demo' AND p.tenant_id = 'alpha' AND p.post_type = 'tribe_venue'",
            &[],
        )
        .await;
    let at_demo_venue = app
        .create_event(
            ALPHA,
            json!({"title": "Ours, at a demo venue", "start_date": first_day, "end_date": first_day, "venue": {"id": venue}}),
        )
        .await;

    let before = all_posts(&app).await;
    let refused = run_demo_data(&url, config, &["--events", "100", "--tenants", "1"]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("tenant `alpha` has 100 events, 3 venues, 3 organizers")
            && stderr.contains("nothing was written")
            && stderr.contains("--append")
            && stderr.contains("--replace"),
        "{stderr}"
    );
    assert_eq!(
        all_posts(&app).await,
        before,
        "a refused run writes nothing"
    );

    let appended = demo_data(
        &url,
        config,
        &["--events", "100", "--tenants", "1", "--append"],
    );
    assert!(
        appended.contains("kept the previous demo data (100 events, 3 venues, 3 organizers); added 100 events, 3 venues, 3 organizers, with 24 categories and 20 tags (0 of them new)"),
        "{appended}"
    );
    assert_eq!(demo_posts(&app, "tribe_events").await, 200);

    let replaced = demo_data(
        &url,
        config,
        &["--events", "50", "--tenants", "1", "--replace"],
    );
    assert!(
        replaced.contains("deleted the previous demo data (200 events, 5 venues, 6 organizers), except 1 venues and 0 organizers other users' events use; added 50 events, 3 venues, 3 organizers"),
        "{replaced}"
    );
    assert!(
        replaced.contains("wrote 1 tenant(s), 50 events"),
        "{replaced}"
    );
    assert_eq!(demo_posts(&app, "tribe_events").await, 50);
    assert_eq!(demo_posts(&app, "tribe_venue").await, 4, "3 new, 1 kept");
    assert_eq!(demo_posts(&app, "tribe_organizer").await, 3);
    let terms_after: i64 = app
        .db()
        .scalar("SELECT COUNT(*) FROM terms WHERE tenant_id = 'alpha'", &[])
        .await;
    assert_eq!(terms_after, terms, "categories and tags are reused");

    for (event, venue) in [(&own, None), (&at_demo_venue, Some(venue))] {
        let id = event["id"].as_i64().expect("id");
        let reply = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
        assert_eq!(reply.status, 200, "other users' events stay: {}", reply.raw);
        if let Some(venue) = venue {
            assert_eq!(reply.body["venue"]["id"], venue, "{}", reply.raw);
        }
    }
    let listed = list(&app, ALPHA, "per_page=1").await;
    let total = listed["total"].as_i64().expect("total");
    assert!(
        (40..=52).contains(&total),
        "the new demo events and ours, without the old ones: {total}"
    );

    // The other tenant was never touched, and may be filled on its own.
    assert_eq!(list(&app, BETA, "").await["total"], 0);
}

/// Readers never see a tenant between its old and its new demo data: while
/// `--replace` runs, its demo events are all the old ones, then all the new ones.
#[tokio::test]
async fn replacing_is_one_transaction() {
    let database = TestDatabase::create().await;
    demo_data(&database.url, None, &["--events", "200"]);
    let db = Db::connect(&database.url).await;
    let demo_events = || async {
        db.scalar::<i64>(
            "SELECT COUNT(*) FROM posts p JOIN users u ON u.id = p.author \
             WHERE u.login = 'demo' AND p.tenant_id = 'default' AND p.post_type = 'tribe_events'",
            &[],
        )
        .await
    };
    assert_eq!(demo_events().await, 200);

    // Three batches' worth, which a run without --replace commits one by one.
    let events = 3 * calendar_gateway::demo::BATCH;
    let workdir = Workdir::new();
    let mut replacing = workdir
        .command()
        .args(["demo-data", "--replace", "--database-url", &database.url])
        .args(["--events", &events.to_string()])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut seen = std::collections::BTreeSet::new();
    let status = loop {
        seen.insert(demo_events().await);
        if let Some(status) = replacing.try_wait().expect("wait") {
            break status;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert!(status.success());
    seen.insert(demo_events().await);
    let expected: std::collections::BTreeSet<i64> = [200, events as i64].into();
    assert_eq!(
        seen, expected,
        "only the old or the new demo data were ever seen"
    );
}

/// Demo places by city: country, province and state.
const DEMO_PLACES: [(&str, &str, &str, &str); 10] = [
    ("Paris", "France", "Île-de-France", ""),
    ("Lyon", "France", "Auvergne-Rhône-Alpes", ""),
    ("Montréal", "Canada", "QC", ""),
    ("Berlin", "Germany", "Berlin", ""),
    ("München", "Germany", "Bayern", ""),
    ("Madrid", "Spain", "Madrid", ""),
    ("Sevilla", "Spain", "Andalucía", ""),
    ("New York", "United States", "", "NY"),
    ("San Francisco", "United States", "", "CA"),
    ("London", "United Kingdom", "", ""),
];

/// Every item of a venue or organizer list, all on one page.
async fn all_of(app: &TestApp, plural: &str) -> Vec<Value> {
    let reply = app
        .get(
            ALPHA,
            &format!("/wp-json/tribe/events/v1/{plural}?per_page=50"),
            None,
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.raw);
    reply.body[plural].as_array().expect("items").clone()
}

#[tokio::test]
async fn demo_venues_and_organizers_have_each_field_in_its_column() {
    let app = TestApp::new().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let config = dir.path().join("gateway.toml");
    std::fs::write(&config, CONFIG).expect("config");
    demo_data(
        &app.database_url,
        Some(&config),
        &["--events", "300", "--tenants", "1", "--seed", "5"],
    );
    let venues = all_of(&app, "venues").await;
    assert_eq!(venues.len(), 6);
    for venue in &venues {
        let id = venue["id"].as_i64().expect("id");
        let fields = texts(app.db(), &VENUE_TEXTS, id, venue).await;
        for (name, stored, http) in &fields {
            assert_eq!(stored, http, "{name} by HTTP");
        }
        let field = |wanted: &str| {
            fields
                .iter()
                .find(|(name, _, _)| name == wanted)
                .map(|(_, stored, _)| stored.as_str())
                .expect("field")
        };
        let city = field("city");
        let (_, country, province, state) = DEMO_PLACES
            .iter()
            .find(|place| place.0 == city)
            .unwrap_or_else(|| panic!("a demo city: {city}"));
        assert_eq!(field("country"), *country);
        assert_eq!(field("province"), *province);
        assert_eq!(field("state"), *state);
        let region = if state.is_empty() { province } else { state };
        assert_eq!(field("stateprovince"), *region);
        let zip = field("zip");
        assert!(
            zip.len() == 5 && zip.bytes().all(|b| b.is_ascii_digit()),
            "zip {zip}"
        );
        assert!(field("phone").starts_with('+'), "phone {}", field("phone"));
        let website = field("website");
        assert!(
            website.starts_with("https://") && website.ends_with(".example.org"),
            "website {website}"
        );
        let address = field("address");
        assert!(
            address.bytes().any(|b| b.is_ascii_digit()) && address.contains(' '),
            "address {address}"
        );
        assert_eq!(venue["show_map"], true);
        assert_eq!(venue["show_map_link"], true);
    }
    let organizers = all_of(&app, "organizers").await;
    assert_eq!(organizers.len(), 3);
    for organizer in &organizers {
        let id = organizer["id"].as_i64().expect("id");
        for (name, stored, http) in texts(app.db(), &ORGANIZER_TEXTS, id, organizer).await {
            assert_eq!(stored, http, "{name} by HTTP");
            match name.as_str() {
                "phone" => assert!(stored.starts_with('+'), "phone {stored}"),
                "website" => assert!(
                    stored.starts_with("https://") && stored.ends_with(".example.com"),
                    "website {stored}"
                ),
                _ => assert!(stored.starts_with("contact@"), "email {stored}"),
            }
        }
    }
}
