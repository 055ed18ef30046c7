//! A list's total (`X-WP-Total`) counts whole days of its window from per-day counts,
//! and its edge days from per-hour counts, that the store keeps as events are written. After random creates, moves between days,
//! status changes, hiding and deletes, every window's total is the number of events its
//! pages list: at the window's edges, inside it, for events that end outside it, for
//! each status, on both backends.

use axum::http::{Method, StatusCode};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::helpers::*;

/// The days the events start on: windows drawn in and around them have whole days
/// inside, edge days, and events ending past their ends.
const FIRST_DAY: i64 = 3;
const DAYS: i64 = 12;

fn date_time(day: i64, minute_of_day: i64) -> String {
    let day = day + minute_of_day.div_euclid(24 * 60);
    let minute = minute_of_day.rem_euclid(24 * 60);
    format!(
        "2031-01-{:02} {:02}:{:02}:00",
        day,
        minute / 60,
        minute % 60
    )
}

/// A time of day that is often a day's first or last minute, where the edges are.
fn minute_of_day(rng: &mut StdRng) -> i64 {
    match rng.random_range(0..6) {
        0 => 0,
        1 => 23 * 60 + 59,
        _ => rng.random_range(0..24 * 60),
    }
}

/// Start and end of a random event: most end the day they start, some days later.
fn random_dates(rng: &mut StdRng) -> (String, String) {
    let day = rng.random_range(FIRST_DAY..FIRST_DAY + DAYS);
    let start = minute_of_day(rng);
    let length = match rng.random_range(0..5) {
        0 => rng.random_range(0..4 * 24 * 60),
        1 => 0,
        _ => rng.random_range(0..6 * 60),
    };
    let end = date_time(day, start + length);
    // Some end at the last second of their day, as all-day events do.
    if rng.random_bool(0.2) {
        return (date_time(day, start), last_second(&end));
    }
    (date_time(day, start), end)
}

/// The last second of the day of a date-time, as a date's `end_date` and an all-day
/// event's end are.
fn last_second(date_time: &str) -> String {
    format!("{} 23:59:59", &date_time[..10])
}

fn random_event(rng: &mut StdRng, n: usize) -> Value {
    let (start, end) = random_dates(rng);
    json!({
        "title": format!("Event {n}"),
        "start_date": start,
        "end_date": end,
        "status": if rng.random_bool(0.2) { "draft" } else { "publish" },
        "hide_from_listings": rng.random_bool(0.15),
    })
}

/// A change to an existing event: new dates, another status, hidden or shown.
fn random_change(rng: &mut StdRng) -> Value {
    match rng.random_range(0..4) {
        0 => json!({"status": if rng.random_bool(0.5) { "draft" } else { "publish" }}),
        1 => json!({"hide_from_listings": rng.random_bool(0.5)}),
        _ => {
            let (start, end) = random_dates(rng);
            json!({"start_date": start, "end_date": end})
        }
    }
}

/// A window of random bounds, as exact date-times (`strict_dates`), and some statuses.
fn random_query(rng: &mut StdRng) -> String {
    let mut query = vec!["strict_dates=1".to_string(), "per_page=7".to_string()];
    let bound = |name: &str, rng: &mut StdRng| {
        let day = rng.random_range(FIRST_DAY - 2..FIRST_DAY + DAYS + 3);
        let mut value = date_time(day, minute_of_day(rng));
        if rng.random_bool(0.25) {
            value = last_second(&value);
        }
        let value = value.replace(' ', "%20");
        format!("{name}={value}")
    };
    let names = [
        "start_date",
        "end_date",
        "starts_before",
        "starts_after",
        "ends_before",
        "ends_after",
    ];
    for name in names {
        if rng.random_bool(0.4) {
            query.push(bound(name, rng));
        }
    }
    if !query.iter().any(|q| q.starts_with("start_date")) && rng.random_bool(0.7) {
        query.push(bound("start_date", rng));
    }
    match rng.random_range(0..3) {
        0 => query.push("status=draft".into()),
        1 => query.push("status=publish,draft".into()),
        _ => {}
    }
    query.join("&")
}

/// Asserts that the list's total is the number of events its pages hold.
async fn assert_total_is_listed(app: &TestApp, query: &str) {
    let mut listed = Vec::new();
    let mut totals = Vec::new();
    let mut pages = 1;
    let mut page = 1;
    while page <= pages {
        let reply = app
            .get(ALPHA, &format!("{EVENTS}?{query}&page={page}"), Some(ADMIN))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{query}: {}", reply.raw);
        let header = |name| {
            reply
                .header(name)
                .and_then(|v| v.parse::<usize>().ok())
                .unwrap_or_else(|| panic!("{query}: no {name}"))
        };
        totals.push(header("x-wp-total"));
        pages = header("x-wp-totalpages");
        listed.extend(ids(&reply));
        page += 1;
    }
    assert!(
        totals.iter().all(|&t| t == totals[0]),
        "{query}: {totals:?}"
    );
    assert_eq!(totals[0], listed.len(), "{query}: total vs listed events");
}

#[tokio::test]
async fn totals_match_the_listed_events_after_random_writes() {
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(20311);
    let mut ids = Vec::new();
    for n in 0..70 {
        let event = app.create_event(ALPHA, random_event(&mut rng, n)).await;
        ids.push(event["id"].as_i64().expect("id"));
    }
    for _ in 0..3 {
        for _ in 0..15 {
            let id = ids[rng.random_range(0..ids.len())];
            let path = format!("{EVENTS}/{id}");
            let reply = app
                .send(
                    Method::POST,
                    ALPHA,
                    &path,
                    Some(ADMIN),
                    &random_change(&mut rng),
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        }
        for _ in 0..4 {
            let id = ids.swap_remove(rng.random_range(0..ids.len()));
            let force = if rng.random_bool(0.5) {
                "?force=true"
            } else {
                ""
            };
            let reply = app
                .delete(ALPHA, &format!("{EVENTS}/{id}{force}"), Some(ADMIN))
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        }
        for _ in 0..60 {
            let query = random_query(&mut rng);
            assert_total_is_listed(&app, &query).await;
        }
    }
}

/// The windows of the benchmark and the default list, over events that end the next
/// day: an inner day whose events end past the window counts its events less those
/// ending on or after the window's last day, plus those ending on it within the window
/// (all of them when the window ends at that day's last second).
#[tokio::test]
async fn events_ending_past_a_window_are_not_counted() {
    let app = TestApp::new().await;
    for day in 1..=6 {
        app.create_event(
            ALPHA,
            json!({"title": format!("Late {day}"), "start_date": date_time(day, 23 * 60),
                   "end_date": date_time(day + 1, 60)}),
        )
        .await;
    }
    let window = |start: &str, end: &str| {
        format!(
            "strict_dates=1&start_date={}&end_date={}",
            start.replace(' ', "%20"),
            end.replace(' ', "%20")
        )
    };
    let total = |reply: &Reply| reply.header("x-wp-total").map(str::to_owned);
    // Days 2 to 4 start inside; the event of day 4 ends on day 5, after the window.
    let query = window("2031-01-02 00:00:00", "2031-01-05 00:30:00");
    let reply = app.get(ALPHA, &format!("{EVENTS}?{query}"), None).await;
    assert_eq!(total(&reply).as_deref(), Some("2"), "{}", reply.raw);
    assert_total_is_listed(&app, &query).await;
    let query = window("2031-01-01 23:30:00", "2031-01-05 02:00:00");
    let reply = app.get(ALPHA, &format!("{EVENTS}?{query}"), None).await;
    assert_eq!(total(&reply).as_deref(), Some("3"), "{}", reply.raw);
    let query = window("2031-01-01 00:00:00", "2031-01-07 02:00:00");
    let reply = app.get(ALPHA, &format!("{EVENTS}?{query}"), None).await;
    assert_eq!(total(&reply).as_deref(), Some("6"), "{}", reply.raw);
    // A window ending at a day's last second (a date's `end_date`): the events of
    // days 1 to 4 end on or before its last day; day 5's ends after it.
    let query = window("2031-01-01 00:00:00", "2031-01-05 23:59:59");
    let reply = app.get(ALPHA, &format!("{EVENTS}?{query}"), None).await;
    assert_eq!(total(&reply).as_deref(), Some("4"), "{}", reply.raw);
    assert_total_is_listed(&app, &query).await;
    let reply = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2031-01-01&end_date=2031-01-05"),
            None,
        )
        .await;
    assert_eq!(total(&reply).as_deref(), Some("4"), "{}", reply.raw);
}

/// What undoes migrations 0012 and 0011 on each backend, as a store written before
/// them was.
const BEFORE_DAY_ENDS_SQLITE: &[&str] = &[
    "DROP TRIGGER event_hours_on_insert",
    "DROP TRIGGER event_hours_on_delete",
    "DROP TRIGGER event_hours_on_update",
    "DROP INDEX events_same_day_ends",
    "DROP TABLE event_hours",
    "DROP TABLE event_hour_ends",
    "DELETE FROM _sqlx_migrations WHERE version = 12",
    "DROP TRIGGER event_day_ends_on_insert",
    "DROP TRIGGER event_day_ends_on_delete",
    "DROP TRIGGER event_day_ends_on_update",
    "DROP INDEX events_multi_day_ends",
    "DROP TABLE event_day_ends",
    "DELETE FROM _sqlx_migrations WHERE version = 11",
];
const BEFORE_DAY_ENDS_POSTGRES: &[&str] = &[
    "DROP TRIGGER event_hours_counted ON events",
    "DROP FUNCTION event_hours_counted()",
    "DROP INDEX events_same_day_ends",
    "DROP TABLE event_hours",
    "DROP TABLE event_hour_ends",
    "DELETE FROM _sqlx_migrations WHERE version = 12",
    "DROP TRIGGER event_day_ends_counted ON events",
    "DROP FUNCTION event_day_ends_counted(), event_day_ends_enter(TEXT, TEXT, TEXT, TEXT), \
     event_day_ends_leave(TEXT, TEXT, TEXT, TEXT)",
    "DROP INDEX events_multi_day_ends",
    "DROP TABLE event_day_ends",
    "DELETE FROM _sqlx_migrations WHERE version = 11",
];

/// A store that holds events when it is upgraded gets their `event_day_ends`,
/// `event_hours` and `event_hour_ends` rows from the migrations themselves: the totals
/// of a server started on it are the events it lists.
#[tokio::test]
async fn a_store_upgraded_to_day_ends_and_hours_counts_the_events_it_held() {
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(20312);
    for n in 0..60 {
        app.create_event(ALPHA, random_event(&mut rng, n)).await;
    }
    let upgraded = app
        .upgraded_from(BEFORE_DAY_ENDS_SQLITE, BEFORE_DAY_ENDS_POSTGRES)
        .await;
    for _ in 0..80 {
        let query = random_query(&mut rng);
        assert_total_is_listed(&upgraded, &query).await;
    }
}
