//! `GET /events`: date windows, filters, visibility, pagination.

use axum::http::StatusCode;
use serde_json::json;

use crate::helpers::*;

async fn event(app: &TestApp, title: &str, start: &str, end: &str) -> i64 {
    app.create_event(
        ALPHA,
        json!({"title": title, "start_date": start, "end_date": end}),
    )
    .await["id"]
        .as_i64()
        .expect("id")
}

#[tokio::test]
async fn default_window_runs_from_yesterday_for_two_years() {
    let app = TestApp::new().await;
    let two_days_ago = event(
        &app,
        "Two days ago",
        &format!("{} 10:00", day(-2)),
        &format!("{} 11:00", day(-2)),
    )
    .await;
    let yesterday = event(
        &app,
        "Yesterday",
        &format!("{} 00:00", day(-1)),
        &format!("{} 01:00", day(-1)),
    )
    .await;
    let today = event(
        &app,
        "Today",
        &format!("{} 23:00", day(0)),
        &format!("{} 23:30", day(0)),
    )
    .await;
    let in_three_years = event(
        &app,
        "Later",
        &format!("{} 10:00", day(3 * 366)),
        &format!("{} 11:00", day(3 * 366)),
    )
    .await;
    let began_before = event(
        &app,
        "Ongoing",
        &format!("{} 10:00", day(-5)),
        &format!("{} 10:00", day(5)),
    )
    .await;
    let reply = app.get(ALPHA, EVENTS, None).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    assert_eq!(
        ids(&reply),
        [yesterday, today],
        "sorted by start; past, far-future and already-begun events excluded"
    );
    for excluded in [two_days_ago, in_three_years, began_before] {
        assert!(!ids(&reply).contains(&excluded));
    }
    assert_eq!(reply.body["total"], json!(2));
    assert_eq!(reply.body["total_pages"], json!(1));
    assert_eq!(reply.header("x-tec-total"), Some("2"));
    assert_eq!(reply.header("x-tec-totalpages"), Some("1"));
    let keys: Vec<&str> = reply
        .body
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["events", "rest_url", "total", "total_pages"]);
    let rest_url = reply.body["rest_url"].as_str().expect("rest_url");
    assert!(
        rest_url.starts_with(
            "http://alpha.test/wp-json/tribe/events/v1/events/?page=1&per_page=10&start_date="
        ),
        "{rest_url}"
    );
    assert!(rest_url.ends_with("&status=publish"), "{rest_url}");
    assert!(
        reply.body["events"][0].get("json_ld").is_none(),
        "lists carry no json_ld"
    );
}

#[tokio::test]
async fn whole_days_unless_strict_and_boundaries() {
    let app = TestApp::new().await;
    let morning = event(&app, "Morning", "2018-01-01 09:00", "2018-01-01 10:00").await;
    let afternoon = event(&app, "Afternoon", "2018-01-01 15:30", "2018-01-01 17:00").await;
    let evening = event(&app, "Evening", "2018-01-01 19:00", "2018-01-01 23:59:59").await;
    let next_day = event(&app, "Next day", "2018-01-02 00:00", "2018-01-02 01:00").await;
    let q = "start_date=2018-01-01 15:00:00&end_date=2018-01-01 18:00:00";
    let whole = app
        .get(ALPHA, &format!("{EVENTS}?{}", q.replace(' ', "%20")), None)
        .await;
    assert_eq!(
        ids(&whole),
        [morning, afternoon, evening],
        "whole day, end at 23:59:59 inclusive"
    );
    let strict = app
        .get(
            ALPHA,
            &format!("{EVENTS}?{}&strict_dates=true", q.replace(' ', "%20")),
            None,
        )
        .await;
    assert_eq!(ids(&strict), [afternoon]);
    assert!(!ids(&whole).contains(&next_day));
    let starts_after = app
        .get(ALPHA, &format!("{EVENTS}?starts_after=2018-01-01"), None)
        .await;
    assert_eq!(
        ids(&starts_after),
        [next_day],
        "starts_after a day means from the next day"
    );
    let overlap = app
        .get(
            ALPHA,
            &format!("{EVENTS}?ends_after=2017-12-31&starts_before=2018-01-01"),
            None,
        )
        .await;
    assert_eq!(ids(&overlap), [morning, afternoon, evening]);
    let ends_before = app
        .get(
            ALPHA,
            &format!("{EVENTS}?ends_before=2018-01-01&starts_after=2017-12-31"),
            None,
        )
        .await;
    assert_eq!(
        ids(&ends_before),
        [morning, afternoon],
        "23:59:59 is not before 23:59:59"
    );
    let timestamp = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=1514764800&end_date=1514764800"),
            None,
        )
        .await;
    assert_eq!(
        ids(&timestamp),
        [morning, afternoon, evening],
        "timestamps name their UTC date"
    );
}

#[tokio::test]
async fn search_featured_include_and_status() {
    let app = TestApp::new().await;
    let jazz = app.create_event(ALPHA, json!({"title": "Jazz Night", "description": "Smooth SAXOPHONE", "start_date": "2030-01-01", "end_date": "2030-01-01", "featured": true})).await;
    let rock = app.create_event(ALPHA, json!({"title": "Rock Night", "excerpt": "Loud guitars", "start_date": "2030-01-02", "end_date": "2030-01-02"})).await;
    let draft = app.create_event(ALPHA, json!({"title": "Draft Jazz", "status": "draft", "start_date": "2030-01-03", "end_date": "2030-01-03"})).await;
    let hidden = app.create_event(ALPHA, json!({"title": "Hidden Jazz", "hide_from_listings": true, "start_date": "2030-01-04", "end_date": "2030-01-04"})).await;
    let window = "start_date=2030-01-01&end_date=2030-12-31";
    let id = |v: &serde_json::Value| v["id"].as_i64().expect("id");
    let search = app
        .get(
            ALPHA,
            &format!("{EVENTS}?{window}&search=night%20saxophone"),
            None,
        )
        .await;
    assert_eq!(
        ids(&search),
        [id(&jazz)],
        "every word must match, case-insensitively, in any field"
    );
    let guitars = app
        .get(ALPHA, &format!("{EVENTS}?{window}&search=GUITARS"), None)
        .await;
    assert_eq!(ids(&guitars), [id(&rock)]);
    let wildcard = app
        .get(ALPHA, &format!("{EVENTS}?{window}&search=%25"), None)
        .await;
    assert_eq!(
        ids(&wildcard),
        Vec::<i64>::new(),
        "LIKE wildcards are literal"
    );
    let featured = app
        .get(ALPHA, &format!("{EVENTS}?{window}&featured=1"), None)
        .await;
    assert_eq!(ids(&featured), [id(&jazz)]);
    let not_featured = app
        .get(ALPHA, &format!("{EVENTS}?{window}&featured=false"), None)
        .await;
    assert_eq!(ids(&not_featured), [id(&rock)]);
    let include = app
        .get(
            ALPHA,
            &format!("{EVENTS}?include={},{}", id(&rock), id(&hidden)),
            None,
        )
        .await;
    assert_eq!(
        ids(&include),
        [id(&rock)],
        "include ignores the date window but never shows hidden events"
    );
    let anonymous = app.get(ALPHA, &format!("{EVENTS}?{window}"), None).await;
    assert!(!ids(&anonymous).contains(&id(&draft)));
    let own_draft = app
        .post(
            ALPHA,
            EVENTS,
            Some(CONTRIBUTOR),
            &json!({"title": "Own Draft", "start_date": "2030-01-05", "end_date": "2030-01-05"}),
        )
        .await
        .body;
    let contributor = app
        .get(ALPHA, &format!("{EVENTS}?{window}"), Some(CONTRIBUTOR))
        .await;
    assert!(
        ids(&contributor).contains(&id(&own_draft)),
        "contributors list their own drafts"
    );
    assert!(
        !ids(&contributor).contains(&id(&draft)),
        "but not other people's, which they could not read either"
    );
    assert_eq!(
        contributor.body["total"],
        json!(3),
        "total counts only what the caller sees"
    );
    let editor = app
        .get(ALPHA, &format!("{EVENTS}?{window}"), Some(EDITOR))
        .await;
    assert!(
        ids(&editor).contains(&id(&draft)) && ids(&editor).contains(&id(&own_draft)),
        "editors see every non-trashed status"
    );
    let drafts = app
        .get(
            ALPHA,
            &format!("{EVENTS}?{window}&status=draft"),
            Some(EDITOR),
        )
        .await;
    assert_eq!(ids(&drafts), [id(&draft), id(&own_draft)]);
    let anon_draft = app
        .get(ALPHA, &format!("{EVENTS}?status=draft"), None)
        .await;
    assert_eq!(
        (anon_draft.status, anon_draft.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param")
    );
    assert_bad_param(&anon_draft, "rest_invalid_param", "status");
    let bad_status = app
        .get(ALPHA, &format!("{EVENTS}?status=foo"), Some(EDITOR))
        .await;
    assert_eq!(bad_status.status, StatusCode::BAD_REQUEST);
    assert_bad_param(&bad_status, "rest_invalid_param", "status");
}

#[tokio::test]
async fn filters_by_terms_venue_organizer_and_parent() {
    let app = TestApp::new().await;
    let music = seed_term(&app, "alpha", "tribe_events_cat", "Music", 0).await;
    let jazz_cat = seed_term(&app, "alpha", "tribe_events_cat", "Jazz", music).await;
    let sport = seed_term(&app, "alpha", "tribe_events_cat", "Sport", 0).await;
    let outdoor = seed_term(&app, "alpha", "post_tag", "Outdoor", 0).await;
    let hall = seed_venue(&app, "alpha", "Hall", "Paris").await;
    let park = seed_venue(&app, "alpha", "Park", "Paris").await;
    let acme = seed_organizer(&app, "alpha", "Acme", "a@example.org").await;
    let mk = |title: &str, extra: serde_json::Value| {
        let mut body =
            json!({"title": title, "start_date": "2031-05-01", "end_date": "2031-05-01"});
        body.as_object_mut()
            .expect("object")
            .extend(extra.as_object().expect("object").clone());
        body
    };
    let concert = app
        .create_event(
            ALPHA,
            mk(
                "Concert",
                json!({"categories": [jazz_cat], "venue": hall, "organizer": acme}),
            ),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let match_day = app
        .create_event(
            ALPHA,
            mk(
                "Match",
                json!({"categories": [sport], "tags": [outdoor], "venue": park}),
            ),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let w = "start_date=2031-01-01&end_date=2031-12-31";
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{EVENTS}?{w}&categories={music}"), None)
            .await),
        [concert],
        "child categories count"
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{EVENTS}?{w}&categories=music"), None)
            .await),
        [concert],
        "by slug"
    );
    assert_eq!(
        ids(&app
            .get(
                ALPHA,
                &format!("{EVENTS}?{w}&categories[]=sport&categories[]={jazz_cat}"),
                None
            )
            .await),
        [concert, match_day]
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{EVENTS}?{w}&tags=outdoor"), None)
            .await),
        [match_day]
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{EVENTS}?{w}&venue={hall},{park}"), None)
            .await),
        [concert, match_day]
    );
    assert_eq!(
        ids(&app
            .get(ALPHA, &format!("{EVENTS}?{w}&organizer={acme}"), None)
            .await),
        [concert]
    );
    for bad in [
        "categories=nope",
        "tags=999",
        &format!("venue={acme}"),
        "organizer=abc",
        &format!("post_parent={hall}"),
        "include=foo-bar,23",
    ] {
        let reply = app.get(ALPHA, &format!("{EVENTS}?{w}&{bad}"), None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{bad}: {}",
            reply.raw
        );
        let param = bad.split('=').next().unwrap_or_default();
        assert_bad_param(&reply, "rest_invalid_param", param);
    }
    let parent = app
        .get(ALPHA, &format!("{EVENTS}?{w}&post_parent={concert}"), None)
        .await;
    assert_eq!(
        (parent.status, ids(&parent)),
        (StatusCode::OK, vec![]),
        "an existing event as parent is valid"
    );
    let ticketed = app
        .get(ALPHA, &format!("{EVENTS}?ticketed=true"), None)
        .await;
    assert_eq!(ticketed.code(), "rest_invalid_param");
    assert_eq!(
        ticketed.body["data"]["details"]["ticketed"]["code"],
        "event-tickets-not-active"
    );
    let geo = app
        .get(
            ALPHA,
            &format!("{EVENTS}?{w}&geoloc=true&geoloc_lat=48.8&geoloc_lng=2.3"),
            None,
        )
        .await;
    assert_eq!(
        ids(&geo).len(),
        2,
        "geolocation filters are accepted and have no effect"
    );
}

#[tokio::test]
async fn pagination_links_headers_and_limits() {
    let app = TestApp::new().await;
    for n in 0..7 {
        event(
            &app,
            &format!("Paged {n}"),
            &format!("2032-02-0{} 10:00", n + 1),
            &format!("2032-02-0{} 11:00", n + 1),
        )
        .await;
    }
    let w = "start_date=2032-02-01&end_date=2032-02-28";
    let first = app
        .get(ALPHA, &format!("{EVENTS}?{w}&per_page=3"), None)
        .await;
    assert_eq!(
        (
            first.body["total"].as_i64(),
            first.body["total_pages"].as_i64()
        ),
        (Some(7), Some(3))
    );
    assert_eq!(first.header("x-tec-totalpages"), Some("3"));
    assert!(first.body.get("previous_rest_url").is_none());
    let next = first.body["next_rest_url"].as_str().expect("next");
    assert!(next.ends_with("&page=2"), "{next}");
    assert!(
        next.contains("start_date=2032-02-01+00%3A00%3A00"),
        "{next}"
    );
    let second = app
        .get(ALPHA, &format!("{EVENTS}?{w}&per_page=3&page=2"), None)
        .await;
    let prev = second.body["previous_rest_url"].as_str().expect("prev");
    assert!(
        !prev.contains("page=1") && !prev.contains("&page="),
        "page 1 is addressed without page: {prev}"
    );
    let last = app
        .get(ALPHA, &format!("{EVENTS}?{w}&per_page=3&page=3"), None)
        .await;
    assert_eq!(ids(&last).len(), 1);
    assert!(last.body.get("next_rest_url").is_none());
    let beyond = app
        .get(ALPHA, &format!("{EVENTS}?{w}&per_page=3&page=4"), None)
        .await;
    assert_eq!(
        (beyond.status, beyond.code()),
        (StatusCode::NOT_FOUND, "event-archive-page-not-found")
    );
    let empty = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=1990-01-01&end_date=1990-01-02"),
            None,
        )
        .await;
    assert_eq!(
        (
            empty.status,
            empty.body["total"].as_i64(),
            empty.body["total_pages"].as_i64()
        ),
        (StatusCode::OK, Some(0), Some(0))
    );
    let capped = app
        .get(ALPHA, &format!("{EVENTS}?{w}&per_page=100"), None)
        .await;
    assert!(
        capped.body["rest_url"]
            .as_str()
            .is_some_and(|u| u.contains("per_page=50"))
    );
    for bad in ["per_page=0", "per_page=-1", "page=foo", "page=0"] {
        let reply = app.get(ALPHA, &format!("{EVENTS}?{bad}"), None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{bad}"
        );
        let param = bad.split('=').next().unwrap_or_default();
        assert_bad_param(&reply, "rest_invalid_param", param);
        assert_eq!(
            reply.body["data"]["details"],
            json!([]),
            "validator failures carry no details"
        );
    }
}
