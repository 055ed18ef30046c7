//! Reference servers for `deploy/bench/run`: what this machine reaches with axum alone,
//! so that every endpoint of the gateway is reported as a share of it, measured in
//! the same run.
//!
//! ```text
//! bench-ceiling precomputed BIND            one fixed list-page-sized body
//! bench-ceiling serialise BIND              ten event-shaped structs serialised per request
//! bench-ceiling select BIND DATABASE_URL    one indexed SELECT of ten events per request
//! bench-ceiling select-serialise BIND DATABASE_URL
//!                                           that SELECT, then the ten structs serialised
//! ```
//!
//! `select` answers `GET /?start=YYYY-MM-DD HH:MM:SS` with the ten events of the
//! gateway's store starting at or after `start`, as the uncached list query needs at
//! least. `select-serialise` takes the same query, runs the same statement and answers
//! with `serialise`'s page, its total the rows found: the two smallest parts of an
//! uncached list in one request, with nothing else (no count, no embedded records read,
//! no cache).

use std::collections::HashMap;
use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use calendar_gateway::domain::cost::CostDetails;
use calendar_gateway::domain::dates::{DateDetails, format_wp};
use chrono::NaiveDate;
use serde::Serialize;
use sqlx::{PgPool, SqlitePool};

const CONTENT_TYPE: &str = "application/json; charset=UTF-8";

#[derive(Serialize)]
struct TermRef {
    name: String,
    slug: String,
    term_group: i64,
    term_taxonomy_id: i64,
    taxonomy: String,
    description: String,
    parent: i64,
    count: i64,
    filter: String,
    id: i64,
    urls: HashMap<String, String>,
}

/// A venue or organizer as a listed event embeds it.
#[derive(Serialize)]
struct Linked {
    id: i64,
    author: String,
    status: String,
    date: String,
    date_utc: String,
    modified: String,
    modified_utc: String,
    url: String,
    name: String,
    slug: String,
    address: String,
    city: String,
    country: String,
    zip: String,
    phone: String,
    website: String,
    email: String,
    show_map: bool,
    show_map_link: bool,
    global_id: String,
    global_id_lineage: Vec<String>,
}

/// The fields of an event of the list, with the same types and nesting.
#[derive(Serialize)]
struct Event {
    id: i64,
    global_id: String,
    global_id_lineage: Vec<String>,
    author: String,
    status: String,
    date: String,
    date_utc: String,
    modified: String,
    modified_utc: String,
    url: String,
    rest_url: String,
    title: String,
    description: String,
    excerpt: String,
    slug: String,
    image: bool,
    all_day: bool,
    start_date: String,
    start_date_details: DateDetails,
    end_date: String,
    end_date_details: DateDetails,
    utc_start_date: String,
    utc_start_date_details: DateDetails,
    utc_end_date: String,
    utc_end_date_details: DateDetails,
    timezone: String,
    timezone_abbr: String,
    cost: String,
    cost_details: CostDetails,
    website: String,
    show_map: bool,
    show_map_link: bool,
    hide_from_listings: bool,
    sticky: bool,
    featured: bool,
    categories: Vec<TermRef>,
    tags: Vec<TermRef>,
    venue: Linked,
    organizer: Vec<Linked>,
}

#[derive(Serialize)]
struct Page<'a, T> {
    events: &'a [T],
    rest_url: &'a str,
    total: i64,
    total_pages: i64,
}

fn term(id: i64, name: &str, taxonomy: &str) -> TermRef {
    let base = "http://127.0.0.1/wp-json/tribe/events/v1/categories";
    TermRef {
        name: name.to_string(),
        slug: name.to_lowercase(),
        term_group: 0,
        term_taxonomy_id: id,
        taxonomy: taxonomy.to_string(),
        description: String::new(),
        parent: 0,
        count: 120,
        filter: "raw".to_string(),
        id,
        urls: HashMap::from([
            ("self".to_string(), format!("{base}/{id}")),
            ("collection".to_string(), base.to_string()),
        ]),
    }
}

fn linked(id: i64, name: &str, kind: &str) -> Linked {
    let slug = name.to_lowercase().replace(' ', "-");
    Linked {
        id,
        author: "1".to_string(),
        status: "publish".to_string(),
        date: "2026-11-22 04:41:29".to_string(),
        date_utc: "2026-11-22 04:41:29".to_string(),
        modified: "2026-11-22 04:41:29".to_string(),
        modified_utc: "2026-11-22 04:41:29".to_string(),
        url: format!("http://127.0.0.1/{kind}/{slug}/"),
        name: name.to_string(),
        slug,
        address: "1 Example Street".to_string(),
        city: "Springfield".to_string(),
        country: "United States".to_string(),
        zip: "62701".to_string(),
        phone: "555-0100".to_string(),
        website: "http://venue.example.test".to_string(),
        email: "hello@example.test".to_string(),
        show_map: true,
        show_map_link: true,
        global_id: format!("127.0.0.1?id={id}"),
        global_id_lineage: vec![format!("127.0.0.1?id={id}")],
    }
}

fn event(id: i64) -> Event {
    let day = u32::try_from(id % 28 + 1)
        .ok()
        .and_then(|d| NaiveDate::from_ymd_opt(2026, 12, d))
        .unwrap_or_default();
    let start = day.and_hms_opt(19, 0, 0).unwrap_or_default();
    let end = day.and_hms_opt(22, 0, 0).unwrap_or_default();
    let slug = format!("jazz-night-{id}");
    Event {
        id,
        global_id: format!("127.0.0.1?id={id}"),
        global_id_lineage: vec![format!("127.0.0.1?id={id}")],
        author: "1".to_string(),
        status: "publish".to_string(),
        date: "2026-11-22 04:41:33".to_string(),
        date_utc: "2026-11-22 04:41:33".to_string(),
        modified: "2026-11-22 04:41:33".to_string(),
        modified_utc: "2026-11-22 04:41:33".to_string(),
        url: format!("http://127.0.0.1/event/{slug}/"),
        rest_url: format!("http://127.0.0.1/wp-json/tribe/events/v1/events/{id}"),
        title: format!("Jazz Night {id}"),
        description: "<p>An evening of jazz with the quartet, and an open stage after the interval for anyone who brought an instrument.</p>".to_string(),
        excerpt: "<p>Jazz</p>".to_string(),
        slug,
        image: false,
        all_day: false,
        start_date_details: DateDetails(start),
        utc_start_date_details: DateDetails(start),
        end_date_details: DateDetails(end),
        utc_end_date_details: DateDetails(end),
        utc_start_date: format_wp(&start),
        utc_end_date: format_wp(&end),
        start_date: format_wp(&start),
        end_date: format_wp(&end),
        timezone: "Europe/Paris".to_string(),
        timezone_abbr: "CET".to_string(),
        cost: "10 – 20 €".to_string(),
        cost_details: CostDetails {
            currency_symbol: "€".to_string(),
            currency_code: String::new(),
            currency_position: "suffix".to_string(),
            values: vec!["10".to_string(), "20".to_string()],
        },
        website: "http://jazz.example.test".to_string(),
        show_map: true,
        show_map_link: true,
        hide_from_listings: false,
        sticky: false,
        featured: id % 7 == 0,
        categories: vec![term(2, "Music", "tribe_events_cat")],
        tags: vec![term(3, "Outdoor", "post_tag"), term(4, "Family", "post_tag")],
        venue: linked(100 + id, "Main Hall", "venue"),
        organizer: vec![
            linked(200 + id, "Jazz Society", "organizer"),
            linked(300 + id, "City Arts Office", "organizer"),
        ],
    }
}

fn json(bytes: Vec<u8>) -> Response {
    ([(header::CONTENT_TYPE, CONTENT_TYPE)], bytes).into_response()
}

fn page<T: Serialize>(events: &[T], total: i64) -> Response {
    let page = Page {
        events,
        rest_url: "http://127.0.0.1/wp-json/tribe/events/v1/events/?page=2",
        total,
        total_pages: (total + 9) / 10,
    };
    match serde_json::to_vec(&page) {
        Ok(bytes) => json(bytes),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

#[derive(Clone)]
enum Database {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// One row of the ten the list query reads at least.
#[derive(Serialize, sqlx::FromRow)]
struct EventRow {
    post_id: i64,
    start_local: String,
    end_local: String,
    timezone: String,
    cost: String,
}

#[derive(serde::Deserialize)]
struct Window {
    start: String,
}

async fn select(State(db): State<Database>, Query(window): Query<Window>) -> Response {
    match ten_from(&db, &window).await {
        Ok(rows) => page(&rows, 1000),
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()).into_response(),
    }
}

async fn select_serialise(
    State((db, events)): State<(Database, Arc<Vec<Event>>)>,
    Query(window): Query<Window>,
) -> Response {
    match ten_from(&db, &window).await {
        Ok(rows) => page(&events, i64::try_from(rows.len()).unwrap_or_default()),
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()).into_response(),
    }
}

async fn ten_from(db: &Database, window: &Window) -> Result<Vec<EventRow>, sqlx::Error> {
    // The leading columns of the `events_listing` index, as a list of published events
    // in a window uses them.
    const SQL: &str = "SELECT post_id, start_local, end_local, timezone, cost FROM events \
                       WHERE tenant_id = $1 AND hide_from_listings = FALSE AND status = 'publish' \
                       AND start_local >= $2 ORDER BY start_local LIMIT 10";
    match db {
        Database::Sqlite(pool) => {
            sqlx::query_as(SQL)
                .bind("default")
                .bind(&window.start)
                .fetch_all(pool)
                .await
        }
        Database::Postgres(pool) => {
            sqlx::query_as(SQL)
                .bind("default")
                .bind(&window.start)
                .fetch_all(pool)
                .await
        }
    }
}

async fn connect(url: &str) -> Result<Database, sqlx::Error> {
    // Eight connections: at least as many as the gateway reads either backend with.
    if url.starts_with("sqlite:") {
        let options = url
            .parse::<sqlx::sqlite::SqliteConnectOptions>()?
            .read_only(true);
        let pool = sqlx::sqlite::SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        Ok(Database::Sqlite(pool))
    } else {
        let pool = sqlx::postgres::PgPoolOptions::new()
            .max_connections(8)
            .connect(url)
            .await?;
        Ok(Database::Postgres(pool))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let usage =
        "usage: bench-ceiling precomputed|serialise|select|select-serialise BIND [DATABASE_URL]";
    let (mode, bind) = match args.as_slice() {
        [_, mode, bind, ..] => (mode.as_str(), bind.as_str()),
        _ => return Err(usage.into()),
    };
    let events: Arc<Vec<Event>> = Arc::new((1..=10).map(event).collect());
    let app = match mode {
        "precomputed" => {
            let body = Bytes::from(serde_json::to_vec(&Page {
                events: &events,
                rest_url: "http://127.0.0.1/wp-json/tribe/events/v1/events/?page=2",
                total: 1000,
                total_pages: 100,
            })?);
            Router::new().route(
                "/",
                get(move || {
                    let body = body.clone();
                    async move { ([(header::CONTENT_TYPE, CONTENT_TYPE)], body) }
                }),
            )
        }
        "serialise" => Router::new().route(
            "/",
            get(move || {
                let events = events.clone();
                async move { page(&events, 1000) }
            }),
        ),
        "select" => {
            let url = args.get(3).ok_or(usage)?;
            Router::new()
                .route("/", get(select))
                .with_state(connect(url).await?)
        }
        "select-serialise" => {
            let url = args.get(3).ok_or(usage)?;
            Router::new()
                .route("/", get(select_serialise))
                .with_state((connect(url).await?, events))
        }
        _ => return Err(usage.into()),
    };
    let listener = tokio::net::TcpListener::bind(bind).await?;
    axum::serve(listener, app).await?;
    Ok(())
}
