//! Relative dates (`tomorrow 9am`, `next wednesday 4pm`, `today`) wherever dates are
//! accepted: stored exactly as the equivalent written date, read on the event's or
//! the site's clock; anything else refused with the accepted forms listed.

use axum::http::{Method, StatusCode};
use chrono::{Datelike, Duration, NaiveDate, Utc, Weekday};
use chrono_tz::Tz;
use serde_json::{Value, json};

use crate::helpers::*;

/// Today's date on `zone`'s clock.
fn today_in(zone: Tz) -> NaiveDate {
    Utc::now().with_timezone(&zone).date_naive()
}

fn wall(date: NaiveDate, h: u32, m: u32) -> String {
    date.and_hms_opt(h, m, 0)
        .expect("a time")
        .format("%Y-%m-%d %H:%M:%S")
        .to_string()
}

/// The fields an event's dates are stored and shown as.
fn date_fields(event: &Value) -> Value {
    let keys = [
        "start_date",
        "start_date_details",
        "end_date",
        "end_date_details",
        "utc_start_date",
        "utc_end_date",
        "timezone",
        "timezone_abbr",
        "all_day",
    ];
    keys.iter()
        .map(|k| (k.to_string(), event[*k].clone()))
        .collect()
}

/// Runs `scenario` with today's date on `zone`'s clock, again on a fresh
/// application if the date changed while it ran (a run across midnight).
async fn on_a_stable_day<F, Fut>(zone: Tz, scenario: F)
where
    F: Fn(NaiveDate) -> Fut,
    Fut: std::future::Future<Output = Result<(), String>>,
{
    for _ in 0..3 {
        let before = today_in(zone);
        let outcome = scenario(before).await;
        if today_in(zone) == before {
            return outcome.unwrap_or_else(|failure| panic!("{failure}"));
        }
    }
    panic!("the date kept changing");
}

fn check(ok: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(what()) }
}

#[tokio::test]
async fn a_relative_start_is_stored_as_the_written_date_in_the_event_zone() {
    // Tokyo is 9 hours ahead of UTC: for most of the UTC evening its "tomorrow" is
    // two UTC dates away.
    on_a_stable_day(chrono_tz::Asia::Tokyo, |today| async move {
        let app = TestApp::new().await;
        let relative = app
            .create_event(
                ALPHA,
                json!({"title": "Relative", "start_date": "tomorrow 9am", "end_date": "Tomorrow 11:30am", "timezone": "Asia/Tokyo"}),
            )
            .await;
        let tomorrow = today + Duration::days(1);
        check(relative["start_date"] == wall(tomorrow, 9, 0), || format!("start {relative}"))?;
        check(relative["end_date"] == wall(tomorrow, 11, 30), || format!("end {relative}"))?;
        check(relative["utc_start_date"] == wall(tomorrow, 0, 0), || format!("UTC start {relative}"))?;

        let written = app
            .create_event(
                ALPHA,
                json!({"title": "Written", "start_date": wall(tomorrow, 9, 0), "end_date": wall(tomorrow, 11, 30), "timezone": "Asia/Tokyo"}),
            )
            .await;
        check(date_fields(&relative) == date_fields(&written), || {
            format!("{relative}\nis not stored as\n{written}")
        })?;

        // Read back: the stored value, not the phrase.
        let id = relative["id"].as_i64().expect("id");
        let read = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
        check(date_fields(&read.body) == date_fields(&written), || format!("read back {}", read.raw))
    })
    .await;
}

#[tokio::test]
async fn without_a_zone_phrases_read_on_the_site_clock_also_on_update() {
    let paris = chrono_tz::Europe::Paris;
    on_a_stable_day(paris, |today| async move {
        let app = TestApp::new().await;
        // Beta's site zone is Europe/Paris.
        let event = app
            .create_event(
                BETA,
                json!({"title": "Mercredi", "start_date": "next wednesday 4pm", "end_date": "next wednesday 6pm"}),
            )
            .await;
        let ahead = (i64::from(Weekday::Wed.num_days_from_monday())
            - i64::from(today.weekday().num_days_from_monday()))
        .rem_euclid(7);
        let wednesday = today + Duration::days(if ahead == 0 { 7 } else { ahead });
        check(event["start_date"] == wall(wednesday, 16, 0), || format!("{event}"))?;
        check(event["timezone"] == "Europe/Paris", || format!("{event}"))?;

        let id = event["id"].as_i64().expect("id");
        let updated = app
            .send(
                Method::PATCH,
                BETA,
                &format!("{EVENTS}/{id}"),
                Some(ADMIN),
                &json!({"start_date": "yesterday noon", "end_date": "today 13:30"}),
            )
            .await;
        check(updated.status == StatusCode::OK, || updated.raw.clone())?;
        let yesterday = today - Duration::days(1);
        check(updated.body["start_date"] == wall(yesterday, 12, 0), || updated.raw.clone())?;
        check(updated.body["end_date"] == wall(today, 13, 30), || updated.raw.clone())
    })
    .await;
}

#[tokio::test]
async fn publication_dates_take_phrases_on_the_site_and_utc_clocks() {
    on_a_stable_day(chrono_tz::Europe::Paris, |today| async move {
        let app = TestApp::new().await;
        let venue = app
            .post(
                BETA,
                VENUES,
                Some(ADMIN),
                &json!({"venue": "Salle Pleyel", "date": "yesterday noon"}),
            )
            .await;
        check(venue.status == StatusCode::CREATED, || venue.raw.clone())?;
        let yesterday = today - Duration::days(1);
        check(venue.body["date"] == wall(yesterday, 12, 0), || {
            venue.raw.clone()
        })?;
        let utc_noon = chrono::TimeZone::from_local_datetime(
            &chrono_tz::Europe::Paris,
            &yesterday.and_hms_opt(12, 0, 0).expect("noon"),
        )
        .earliest()
        .expect("noon exists")
        .naive_utc();
        check(
            venue.body["date_utc"] == utc_noon.format("%Y-%m-%d %H:%M:%S").to_string(),
            || venue.raw.clone(),
        )?;
        Ok(())
    })
    .await;

    on_a_stable_day(chrono_tz::UTC, |today| async move {
        let app = TestApp::new().await;
        let event = app
            .create_event(
                BETA,
                json!({"title": "Daté", "start_date": "2030-12-05 19:00", "end_date": "2030-12-05 21:00", "date_utc": "first day of this month"}),
            )
            .await;
        // "first day of" keeps the time of day, as PHP does: only the date is certain.
        let first = today.with_day(1).expect("day 1").format("%Y-%m-%d ").to_string();
        check(
            event["date_utc"].as_str().is_some_and(|d| d.starts_with(&first)),
            || format!("{event}"),
        )
    })
    .await;
}

#[tokio::test]
async fn list_filters_read_today_on_the_site_clock() {
    let paris = chrono_tz::Europe::Paris;
    on_a_stable_day(paris, |today| async move {
        let app = TestApp::new().await;
        let mut on_day = Vec::new();
        for (offset, title) in [(-1, "Hier"), (0, "Aujourd’hui"), (1, "Demain")] {
            let day = today + Duration::days(offset);
            let event = app
                .create_event(
                    BETA,
                    json!({"title": title, "start_date": wall(day, 10, 0), "end_date": wall(day, 11, 0)}),
                )
                .await;
            on_day.push(event["id"].as_i64().expect("id"));
        }
        let relative = app
            .get(BETA, &format!("{EVENTS}?start_date=today&end_date=today"), None)
            .await;
        check(relative.status == StatusCode::OK, || relative.raw.clone())?;
        check(ids(&relative) == vec![on_day[1]], || relative.raw.clone())?;

        let date = today.format("%Y-%m-%d");
        let written = app
            .get(BETA, &format!("{EVENTS}?start_date={date}&end_date={date}"), None)
            .await;
        check(relative.body == written.body, || {
            format!("{}\ndiffers from\n{}", relative.raw, written.raw)
        })?;

        let ahead = app
            .get(BETA, &format!("{EVENTS}?starts_after=today&start_date=yesterday"), None)
            .await;
        check(ids(&ahead) == vec![on_day[2]], || ahead.raw.clone())
    })
    .await;
}

#[tokio::test]
async fn other_phrases_are_refused_with_the_accepted_forms() {
    let app = TestApp::new().await;
    for phrase in [
        "3 weeks from now",
        "next year's christmas",
        "a week ago",
        "tomorrow at 9am",
        "9am 10am",
        "monday 2 days ago",
        "+8000 years",
    ] {
        let body =
            json!({"title": "Refused", "start_date": phrase, "end_date": "2030-12-05 10:00"});
        let reply = app.post(ALPHA, EVENTS, Some(ADMIN), &body).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{phrase}: {}",
            reply.raw
        );
        let message = reply.body["data"]["params"]["start_date"]
            .as_str()
            .unwrap_or_default();
        assert!(
            message.contains("tomorrow 9am") && message.contains("first day of"),
            "{phrase}: the accepted forms are listed: {message}"
        );
        assert_eq!(
            reply.body["data"]["details"]["start_date"]["code"], "rest_invalid_date",
            "{}",
            reply.raw
        );
    }
    let count: i64 = app
        .db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE post_type = 'tribe_events'",
            &[],
        )
        .await;
    assert_eq!(count, 0, "nothing was written");

    let list = app
        .get(
            ALPHA,
            "/fr/wp-json/tribe/events/v1/events?start_date=3+weeks+from+now",
            None,
        )
        .await;
    assert_eq!(list.status, StatusCode::BAD_REQUEST, "{}", list.raw);
    assert_bad_param(&list, "rest_invalid_param", "start_date");
    let message = list.body["data"]["params"]["start_date"]
        .as_str()
        .unwrap_or_default();
    assert!(
        message.contains("expression relative en anglais") && message.contains("next wednesday"),
        "French, with the English forms kept: {message}"
    );
}
