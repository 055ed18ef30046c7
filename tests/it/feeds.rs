//! The iCalendar feeds at the plugin's addresses, byte by byte: what a lenient parser
//! would accept anyway (line ends, folding, escaping) is checked here, on both
//! backends; real parsers read the feeds in `tests/feeds/run`.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

const FEED: &str = "/events/?ical=1";

const SETTINGS: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr"]
translate_content = true
site_name = "Alpha; Events, Live"
ical_refresh = 5400
ical_max_events = 3
"#;

/// A feed's content lines, unfolded.
fn lines(raw: &str) -> Vec<String> {
    raw.replace("\r\n ", "")
        .split("\r\n")
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect()
}

/// Each `VEVENT` of a feed, as its content lines.
fn vevents(raw: &str) -> Vec<Vec<String>> {
    let mut events = Vec::new();
    let mut current: Option<Vec<String>> = None;
    for line in lines(raw) {
        match line.as_str() {
            "BEGIN:VEVENT" => current = Some(Vec::new()),
            "END:VEVENT" => events.extend(current.take()),
            _ => {
                if let Some(event) = &mut current {
                    event.push(line);
                }
            }
        }
    }
    events
}

/// The first line of property `name`, whole.
fn line<'a>(lines: &'a [String], name: &str) -> Option<&'a str> {
    lines
        .iter()
        .find(|l| {
            l.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with([':', ';']))
        })
        .map(String::as_str)
}

/// The value of the first line of property `name`: after the first colon outside a
/// quoted parameter value.
fn value<'a>(lines: &'a [String], name: &str) -> Option<&'a str> {
    let line = line(lines, name)?;
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ':' if !quoted => return Some(&line[i + 1..]),
            _ => {}
        }
    }
    None
}

/// The entry whose `SUMMARY` is `summary`.
fn entry<'a>(events: &'a [Vec<String>], summary: &str) -> &'a [String] {
    events
        .iter()
        .find(|e| value(e, "SUMMARY") == Some(summary))
        .unwrap_or_else(|| panic!("no entry {summary:?} in {events:#?}"))
}

fn summaries(raw: &str) -> Vec<String> {
    vevents(raw)
        .iter()
        .filter_map(|e| value(e, "SUMMARY").map(String::from))
        .collect()
}

async fn create(app: &TestApp, host: &str, body: Value) -> Value {
    app.create_event(host, body).await
}

fn id_of(event: &Value) -> i64 {
    event["id"].as_i64().expect("id")
}

#[tokio::test]
async fn lines_end_in_crlf_and_fold_at_75_octets_between_characters() {
    let app = TestApp::new().await;
    let long = "日本語のイベント🎉 ".repeat(20);
    create(
        &app,
        ALPHA,
        json!({"title": long.trim(), "description": format!("<p>{}</p>", "é".repeat(150)),
               "start_date": "2030-05-01 10:00", "end_date": "2030-05-01 12:00"}),
    )
    .await;
    let reply = app.get(ALPHA, FEED, None).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
    let bytes = &reply.bytes;
    assert!(bytes.ends_with(b"END:VCALENDAR\r\n"));
    let mut folded = 0;
    for (i, physical) in bytes.split(|b| *b == b'\n').enumerate() {
        if physical.is_empty() {
            continue;
        }
        let physical = physical
            .strip_suffix(b"\r")
            .unwrap_or_else(|| panic!("line {i} ends in a bare LF"));
        assert!(physical.len() <= 75, "line {i}: {} octets", physical.len());
        let text = std::str::from_utf8(physical)
            .unwrap_or_else(|_| panic!("line {i} cuts a character: {physical:?}"));
        folded += usize::from(text.starts_with(' '));
    }
    assert!(folded > 10, "long values are folded");
    let events = vevents(&reply.raw);
    assert_eq!(value(&events[0], "SUMMARY"), Some(long.trim()));
    assert_eq!(
        value(&events[0], "DESCRIPTION"),
        Some("é".repeat(150).as_str())
    );
}

#[tokio::test]
async fn text_is_escaped_and_plain() {
    let app = TestApp::new().await;
    let event = create(
        &app,
        ALPHA,
        json!({
            "title": "Rock; Pop, and \\ more",
            "description": "<p>Doors at 7 &amp; bar.<br>Food <strong>served</strong>.</p><p>Caf&eacute; &#8211; second; part, done</p>",
            "start_date": "2030-05-01 19:00", "end_date": "2030-05-01 23:00",
            "categories": ["Rock, Pop", "Jazz & Blues"],
            "tags": ["Loud"],
            "venue": {"venue": "Le Caveau, Paris", "address": "5 rue X", "city": "Paris", "country": "France"},
            "organizer": [{"organizer": "Smith, \"Jo\"", "email": "jo@example.org"}],
        }),
    )
    .await;
    let raw = app.get(ALPHA, FEED, None).await.raw;
    let events = vevents(&raw);
    let e = &events[0];
    assert_eq!(
        line(e, "SUMMARY"),
        Some("SUMMARY:Rock\\; Pop\\, and \\\\ more")
    );
    assert_eq!(
        value(e, "DESCRIPTION"),
        Some("Doors at 7 & bar.\\nFood served.\\n\\nCafé – second\\; part\\, done")
    );
    assert_eq!(
        value(e, "CATEGORIES"),
        Some("Jazz & Blues,Rock\\, Pop"),
        "each name escaped, its comma kept; tags are no categories"
    );
    assert_eq!(
        value(e, "LOCATION"),
        Some("Le Caveau\\, Paris\\, 5 rue X\\, Paris\\, France")
    );
    assert_eq!(
        line(e, "ORGANIZER"),
        Some("ORGANIZER;CN=\"Smith, ^'Jo^'\":mailto:jo@example.org")
    );
    assert_eq!(value(e, "URL"), event["url"].as_str());
    assert_eq!(value(e, "CLASS"), Some("PUBLIC"));
}

#[tokio::test]
async fn the_calendar_names_itself_and_says_when_to_come_back() {
    let app = TestApp::new().await;
    let raw = app.get(ALPHA, FEED, None).await.raw;
    let all = lines(&raw);
    for (name, expected) in [
        ("VERSION", "2.0"),
        ("CALSCALE", "GREGORIAN"),
        ("METHOD", "PUBLISH"),
        ("NAME", "alpha.test"),
        ("X-WR-CALNAME", "alpha.test"),
        ("X-WR-TIMEZONE", "UTC"),
        ("X-PUBLISHED-TTL", "PT1H"),
    ] {
        assert_eq!(value(&all, name), Some(expected), "{name}");
    }
    assert!(value(&all, "PRODID").is_some_and(|p| p.contains("calendar-gateway")));
    assert_eq!(
        line(&all, "REFRESH-INTERVAL"),
        Some("REFRESH-INTERVAL;VALUE=DURATION:PT1H")
    );
    assert_eq!(all.first().map(String::as_str), Some("BEGIN:VCALENDAR"));

    let configured = TestApp::with_config(SETTINGS).await;
    let all = lines(&configured.get(ALPHA, FEED, None).await.raw);
    assert_eq!(value(&all, "NAME"), Some("Alpha\\; Events\\, Live"));
    assert_eq!(value(&all, "X-WR-CALNAME"), Some("Alpha\\; Events\\, Live"));
    assert_eq!(value(&all, "REFRESH-INTERVAL"), Some("PT1H30M"));
    assert_eq!(value(&all, "X-PUBLISHED-TTL"), Some("PT1H30M"));
}

#[tokio::test]
async fn an_entry_keeps_its_uid_and_raises_its_sequence_as_it_moves() {
    let app = TestApp::with_config(SETTINGS).await;
    let event = create(
        &app,
        ALPHA,
        json!({"title": "Gala", "start_date": "2030-06-01 20:00", "end_date": "2030-06-01 23:00", "timezone": "Europe/Paris"}),
    )
    .await;
    let id = id_of(&event);
    let read = |path: &'static str| {
        let app = &app;
        async move { vevents(&app.get(ALPHA, path, None).await.raw).remove(0) }
    };
    let first = read(FEED).await;
    assert_eq!(
        value(&first, "UID"),
        Some(format!("{id}@alpha.test").as_str())
    );
    assert_eq!(value(&first, "SEQUENCE"), Some("0"));
    assert_eq!(
        line(&first, "DTSTART"),
        Some("DTSTART;TZID=Europe/Paris:20300601T200000")
    );

    let moved = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"start_date": "2030-06-08 21:00", "end_date": "2030-06-08 23:30", "timezone": "Europe/Paris"}),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.raw);
    let after = read(FEED).await;
    assert_eq!(value(&after, "UID"), value(&first, "UID"), "the same entry");
    assert_eq!(value(&after, "SEQUENCE"), Some("1"));
    assert_eq!(
        line(&after, "DTSTART"),
        Some("DTSTART;TZID=Europe/Paris:20300608T210000")
    );

    // Its French text, written through the French variant, is another change of it,
    // and the French feed shows it under the same UID.
    let french = app
        .post(
            ALPHA,
            &format!("/fr{EVENTS}/{id}"),
            Some(ADMIN),
            &json!({"title": "Gala du soir", "description": "<p>En français</p>"}),
        )
        .await;
    assert_eq!(french.status, StatusCode::OK, "{}", french.raw);
    let fr = read("/fr/events/?ical=1").await;
    assert_eq!(value(&fr, "UID"), value(&first, "UID"));
    assert_eq!(value(&fr, "SUMMARY"), Some("Gala du soir"));
    assert_eq!(value(&fr, "DESCRIPTION"), Some("En français"));
    assert_eq!(value(&fr, "SEQUENCE"), Some("2"));
    let en = read(FEED).await;
    assert_eq!(
        value(&en, "SUMMARY"),
        Some("Gala"),
        "English keeps its text"
    );
    assert_eq!(value(&en, "SEQUENCE"), Some("2"));
}

#[tokio::test]
async fn dates_times_and_zones() {
    let app = TestApp::new().await;
    create(
        &app,
        ALPHA,
        json!({"title": "Festival", "all_day": true, "start_date": "2030-07-01", "end_date": "2030-07-03"}),
    )
    .await;
    create(
        &app,
        ALPHA,
        json!({"title": "Paris", "start_date": "2030-03-30 20:00", "end_date": "2030-03-31 04:00", "timezone": "Europe/Paris"}),
    )
    .await;
    create(
        &app,
        ALPHA,
        json!({"title": "New York", "start_date": "2030-11-02 23:00", "end_date": "2030-11-03 03:00", "timezone": "America/New_York"}),
    )
    .await;
    create(
        &app,
        ALPHA,
        json!({"title": "Skipped hour", "start_date": "2030-03-31 02:30", "end_date": "2030-03-31 05:00", "timezone": "Europe/Paris"}),
    )
    .await;
    create(
        &app,
        ALPHA,
        json!({"title": "Manual offset", "start_date": "2030-08-01 10:00", "end_date": "2030-08-01 10:00", "timezone": "UTC+5.5"}),
    )
    .await;
    let raw = app.get(ALPHA, FEED, None).await.raw;
    let events = vevents(&raw);

    let festival = entry(&events, "Festival");
    assert_eq!(
        line(festival, "DTSTART"),
        Some("DTSTART;VALUE=DATE:20300701")
    );
    assert_eq!(
        line(festival, "DTEND"),
        Some("DTEND;VALUE=DATE:20300704"),
        "three days, the end exclusive"
    );

    let paris = entry(&events, "Paris");
    assert_eq!(
        line(paris, "DTEND"),
        Some("DTEND;TZID=Europe/Paris:20300331T040000"),
        "after the change to summer time"
    );
    let skipped = entry(&events, "Skipped hour");
    assert_eq!(
        line(skipped, "DTSTART"),
        Some("DTSTART:20300331T013000Z"),
        "a wall-clock time the change skips is given as its instant"
    );
    let manual = entry(&events, "Manual offset");
    assert_eq!(
        line(manual, "DTSTART"),
        Some("DTSTART:20300801T043000Z"),
        "a manual offset is no zone apps know: its instant"
    );
    assert_eq!(line(manual, "DTEND"), None, "it ends as it starts");

    let all = lines(&raw);
    let zones: Vec<&str> = all.iter().filter_map(|l| l.strip_prefix("TZID:")).collect();
    assert_eq!(zones, ["America/New_York", "Europe/Paris"]);
    for onset in [
        // Paris: winter time of the event's start, summer time of its end.
        "DTSTART:20291028T030000",
        "DTSTART:20300331T020000",
        // New York: summer time of the start, winter time of the end.
        "DTSTART:20300310T020000",
        "DTSTART:20301103T020000",
    ] {
        assert!(all.iter().any(|l| l == onset), "{onset} in\n{raw}");
    }
}

#[tokio::test]
async fn conditional_requests_head_and_compression() {
    let app = TestApp::new().await;
    create(
        &app,
        ALPHA,
        json!({"title": "Gala", "start_date": "2030-06-01 20:00", "end_date": "2030-06-01 23:00"}),
    )
    .await;
    // Last-Modified is given once the second of the last change has passed.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let first = app.get(ALPHA, FEED, None).await;
    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(
        first.header("content-type"),
        Some("text/calendar; charset=utf-8")
    );
    assert_eq!(
        first.header("content-disposition"),
        Some("attachment; filename=\"events.ics\"")
    );
    let etag = first.header("etag").expect("etag").to_string();
    let modified = first
        .header("last-modified")
        .expect("last-modified")
        .to_string();

    let again = app.get_with(ALPHA, FEED, &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert_eq!(again.header("etag"), Some(etag.as_str()));
    assert_eq!(again.header("last-modified"), Some(modified.as_str()));
    assert!(again.bytes.is_empty());
    let since = app
        .get_with(ALPHA, FEED, &[("if-modified-since", &modified)])
        .await;
    assert_eq!(since.status, StatusCode::NOT_MODIFIED);
    let earlier = app
        .get_with(
            ALPHA,
            FEED,
            &[("if-modified-since", "Mon, 01 Jan 2001 00:00:00 GMT")],
        )
        .await;
    assert_eq!(earlier.status, StatusCode::OK);
    let other_tag = app
        .get_with(
            ALPHA,
            FEED,
            &[
                ("if-none-match", "\"other\""),
                ("if-modified-since", &modified),
            ],
        )
        .await;
    assert_eq!(
        other_tag.status,
        StatusCode::OK,
        "If-None-Match decides alone"
    );

    let head = app
        .call(Call {
            method: Method::HEAD,
            host: ALPHA,
            path: FEED.into(),
            auth: None,
            body: None,
        })
        .await;
    assert_eq!(head.status, StatusCode::OK);
    assert!(head.bytes.is_empty());
    assert_eq!(head.header("etag"), Some(etag.as_str()));
    assert_eq!(head.header("content-type"), first.header("content-type"));

    let gzipped = app
        .get_with(ALPHA, FEED, &[("accept-encoding", "gzip")])
        .await;
    assert_eq!(gzipped.header("content-encoding"), Some("gzip"));
    let mut plain = String::new();
    std::io::Read::read_to_string(
        &mut flate2::read::GzDecoder::new(gzipped.bytes.as_slice()),
        &mut plain,
    )
    .expect("gzip");
    assert_eq!(plain, first.raw);

    // A change: both validators the client holds are out of date.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    create(
        &app,
        ALPHA,
        json!({"title": "Later", "start_date": "2030-06-02 20:00", "end_date": "2030-06-02 23:00"}),
    )
    .await;
    for (name, held) in [("if-none-match", &etag), ("if-modified-since", &modified)] {
        let changed = app.get_with(ALPHA, FEED, &[(name, held.as_str())]).await;
        assert_eq!(changed.status, StatusCode::OK, "{name}");
        assert_eq!(summaries(&changed.raw), ["Gala", "Later"]);
    }

    let cors = app
        .get_with(ALPHA, FEED, &[("origin", "https://calendar.example")])
        .await;
    assert_eq!(
        cors.header("access-control-allow-origin"),
        Some("https://calendar.example")
    );
}

#[tokio::test]
async fn each_caller_sees_what_their_rest_list_shows() {
    let app = TestApp::new().await;
    let at = |day: u32| json!({"start_date": format!("2030-09-{day:02} 10:00"), "end_date": format!("2030-09-{day:02} 11:00")});
    let with = |title: &str, day: u32, extra: Value| {
        let mut body = at(day);
        body["title"] = json!(title);
        for (k, v) in extra.as_object().expect("object") {
            body[k] = v.clone();
        }
        body
    };
    create(&app, ALPHA, with("Public", 1, json!({}))).await;
    create(
        &app,
        ALPHA,
        with("Draft", 2, json!({"status": "draft", "slug": "draft"})),
    )
    .await;
    create(
        &app,
        ALPHA,
        with("Private", 3, json!({"status": "private"})),
    )
    .await;
    // A password is set by updates only, which send the whole event again.
    let protected = with(
        "Protected",
        4,
        json!({"description": "<p>Hidden words</p>", "venue": {"venue": "Hall"}, "categories": ["Music"]}),
    );
    let id = id_of(&create(&app, ALPHA, protected.clone()).await);
    let mut locking = protected;
    locking["password"] = json!("secret");
    let locked = app
        .post(ALPHA, &format!("{EVENTS}/{id}"), Some(ADMIN), &locking)
        .await;
    assert_eq!(locked.status, StatusCode::OK, "{}", locked.raw);
    let hidden = create(
        &app,
        ALPHA,
        with("Hidden", 5, json!({"hide_from_listings": true})),
    )
    .await;
    let trashed = create(&app, ALPHA, with("Trashed", 6, json!({}))).await;
    let gone = app
        .delete(ALPHA, &format!("{EVENTS}/{}", id_of(&trashed)), Some(ADMIN))
        .await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.raw);

    let anonymous = app.get(ALPHA, FEED, None).await;
    assert_eq!(summaries(&anonymous.raw), ["Public", "Protected"]);
    let events = vevents(&anonymous.raw);
    let protected = entry(&events, "Protected");
    assert!(line(protected, "DTSTART").is_some());
    for hidden_field in ["DESCRIPTION", "LOCATION", "CATEGORIES"] {
        assert_eq!(line(protected, hidden_field), None, "{hidden_field}");
    }
    let rest: Vec<String> = app
        .get(
            ALPHA,
            &format!("{EVENTS}?start_date=2030-09-01&end_date=2030-09-30"),
            None,
        )
        .await
        .body["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|e| e["title"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(summaries(&anonymous.raw), rest, "as the REST list");

    let admin = app.get(ALPHA, FEED, Some(ADMIN)).await;
    assert_eq!(
        summaries(&admin.raw),
        ["Public", "Draft", "Private", "Protected"]
    );
    let subscriber = app.get(ALPHA, FEED, Some(SUBSCRIBER)).await;
    assert_eq!(summaries(&subscriber.raw), ["Public", "Protected"]);
    let wrong = app
        .get(ALPHA, FEED, Some((ADMIN.0, "wrongpassword12")))
        .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED, "{}", wrong.raw);

    // An event's own feed shows it even when listings leave it out.
    let own = app
        .get(
            ALPHA,
            &format!("/event/{}/?ical=1", hidden["slug"].as_str().expect("slug")),
            None,
        )
        .await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.raw);
    assert_eq!(summaries(&own.raw), ["Hidden"]);
    for (slug, who) in [("draft", None), ("trashed", Some(ADMIN))] {
        let missing = app.get(ALPHA, &format!("/event/{slug}/?ical=1"), who).await;
        assert_eq!(
            (missing.status, missing.code()),
            (StatusCode::NOT_FOUND, "rest-event-not-found"),
            "{slug}: {}",
            missing.raw
        );
    }
    let draft = app.get(ALPHA, "/event/draft/?ical=1", Some(ADMIN)).await;
    assert_eq!(summaries(&draft.raw), ["Draft"]);
}

#[tokio::test]
async fn the_range_starts_today_and_holds_at_most_the_tenants_cap() {
    let app = TestApp::with_config(SETTINGS).await;
    let event = |title: &str, start: String, end: String| json!({"title": title, "start_date": start, "end_date": end});
    for body in [
        event(
            "Ended",
            format!("{} 10:00", day(-3)),
            format!("{} 11:00", day(-1)),
        ),
        event(
            "Ongoing",
            format!("{} 10:00", day(-3)),
            format!("{} 11:00", day(2)),
        ),
        event(
            "Soon",
            format!("{} 10:00", day(3)),
            format!("{} 11:00", day(3)),
        ),
        event(
            "Later",
            format!("{} 10:00", day(30)),
            format!("{} 11:00", day(30)),
        ),
        event(
            "Much later",
            format!("{} 10:00", day(60)),
            format!("{} 11:00", day(60)),
        ),
    ] {
        create(&app, ALPHA, body).await;
    }
    let feed = |path: String| {
        let app = &app;
        async move {
            let reply = app.get(ALPHA, &path, None).await;
            assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.raw);
            summaries(&reply.raw)
        }
    };
    assert_eq!(
        feed(FEED.into()).await,
        ["Ongoing", "Soon", "Later"],
        "from today on, the earliest three"
    );
    assert_eq!(
        feed(format!("{FEED}&start_date={}", day(-7))).await,
        ["Ended", "Ongoing", "Soon"],
        "start_date widens it, as the REST list reads it"
    );
    assert_eq!(
        feed(format!("{FEED}&end_date={}", day(10))).await,
        ["Ongoing", "Soon"],
        "end_date narrows it"
    );
    assert_eq!(
        feed(format!("{FEED}&tribe-bar-date={}", day(20))).await,
        ["Later", "Much later"],
        "tribe-bar-date is the first day"
    );
    assert_eq!(
        feed("/events/?outlook-ical=1".to_string()).await,
        ["Ongoing", "Soon", "Later"]
    );
}

#[tokio::test]
async fn every_kind_of_feed() {
    let app = TestApp::new().await;
    let music = app
        .post(
            ALPHA,
            "/wp-json/tribe/events/v1/categories",
            Some(ADMIN),
            &json!({"name": "Music"}),
        )
        .await;
    assert_eq!(music.status, StatusCode::CREATED, "{}", music.raw);
    let jazz = app
        .post(
            ALPHA,
            "/wp-json/tribe/events/v1/categories",
            Some(ADMIN),
            &json!({"name": "Jazz", "parent": music.body["id"]}),
        )
        .await;
    assert_eq!(jazz.status, StatusCode::CREATED, "{}", jazz.raw);
    let on = |title: &str, day: u32, extra: Value| {
        let mut body = json!({"title": title, "start_date": format!("2030-10-{day:02} 20:00"), "end_date": format!("2030-10-{day:02} 22:00")});
        for (k, v) in extra.as_object().expect("object") {
            body[k] = v.clone();
        }
        body
    };
    let a = create(
        &app,
        ALPHA,
        on("Symphony", 1, json!({"categories": [music.body["id"]]})),
    )
    .await;
    let b = create(
        &app,
        ALPHA,
        on(
            "Quartet",
            2,
            json!({"categories": [jazz.body["id"]], "tags": ["Free"]}),
        ),
    )
    .await;
    create(&app, ALPHA, on("Match", 3, json!({"tags": ["Sport"]}))).await;
    let c = create(&app, ALPHA, on("Talk", 4, json!({"featured": true}))).await;
    let feed = |path: String| {
        let app = &app;
        async move {
            let reply = app.get(ALPHA, &path, None).await;
            assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.raw);
            summaries(&reply.raw)
        }
    };
    assert_eq!(
        feed("/events/category/music/?ical=1".into()).await,
        ["Symphony", "Quartet"],
        "a category and its descendants"
    );
    assert_eq!(
        feed("/events/category/music/jazz/?ical=1".into()).await,
        ["Quartet"]
    );
    assert_eq!(
        feed("/events/?ical=1&tribe_events_cat=jazz".into()).await,
        ["Quartet"]
    );
    assert_eq!(feed("/events/tag/free/?ical=1".into()).await, ["Quartet"]);
    assert_eq!(
        feed(format!(
            "/event/{}/?ical=1",
            a["slug"].as_str().expect("slug")
        ))
        .await,
        ["Symphony"]
    );
    assert_eq!(
        feed(format!("{FEED}&event_ids={},{}", id_of(&c), id_of(&b))).await,
        ["Quartet", "Talk"]
    );
    assert_eq!(feed(format!("{FEED}&featured=1")).await, ["Talk"]);
    assert_eq!(feed(format!("{FEED}&tags=sport")).await, ["Match"]);
    assert_eq!(feed(format!("{FEED}&search=quartet")).await, ["Quartet"]);
    assert_eq!(
        feed(format!("/fr{FEED}&categories={}", music.body["id"])).await,
        ["Symphony", "Quartet"]
    );
    let disposition = app
        .get(ALPHA, "/events/tag/free/?ical=1", None)
        .await
        .header("content-disposition")
        .map(String::from);
    assert_eq!(
        disposition.as_deref(),
        Some("attachment; filename=\"events-free.ics\"")
    );
}

#[tokio::test]
async fn bad_addresses_and_filters_get_the_envelope() {
    let app = TestApp::new().await;
    for (path, code, message) in [
        (
            "/fr/events/category/nope/?ical=1",
            "rest_term_invalid",
            "Aucune catégorie « nope » n’a été trouvée.",
        ),
        (
            "/events/tag/nope/?ical=1",
            "rest_term_invalid",
            "No tag “nope” was found.",
        ),
        (
            "/event/nope/?ical=1",
            "rest-event-not-found",
            "No event “nope” was found.",
        ),
        (
            "/events/",
            "rest_no_route",
            "No route was found matching the URL and request method.",
        ),
        (
            "/event/gala/",
            "rest_no_route",
            "No route was found matching the URL and request method.",
        ),
    ] {
        let reply = app.get(ALPHA, path, None).await;
        assert_eq!(
            (reply.status, reply.code(), reply.body["message"].as_str()),
            (StatusCode::NOT_FOUND, code, Some(message)),
            "{path}: {}",
            reply.raw
        );
        assert_eq!(reply.body["data"]["status"], 404);
    }
    for (query, param) in [
        ("start_date=garbage", "start_date"),
        ("end_date=not-a-date", "end_date"),
        ("venue=abc", "venue"),
        ("organizer=999999", "organizer"),
        ("categories=nothing-like-it", "categories"),
        ("featured=maybe", "featured"),
        ("search=", "search"),
    ] {
        let feed = app.get(ALPHA, &format!("{FEED}&{query}"), None).await;
        let list = app.get(ALPHA, &format!("{EVENTS}?{query}"), None).await;
        assert_bad_param(&feed, "rest_invalid_param", param);
        assert_eq!(feed.body, list.body, "{query}: as the REST list answers");
    }
    for (path, param) in [
        (format!("{FEED}&tribe-bar-date=tomorrow"), "tribe-bar-date"),
        (format!("{FEED}&event_ids=1,x"), "event_ids"),
        (
            "/events/category/music/?ical=1&categories=2".into(),
            "categories",
        ),
        ("/events/tag/free/?ical=1&tags=2".into(), "tags"),
    ] {
        let reply = app.get(ALPHA, &path, None).await;
        assert_bad_param(&reply, "rest_invalid_param", param);
    }
    let post = app.post(ALPHA, FEED, Some(ADMIN), &json!({})).await;
    assert_eq!(post.code(), "rest_no_route", "{}", post.raw);
}

#[tokio::test]
async fn the_rest_list_names_its_feed() {
    let app = TestApp::new().await;
    for (host, path, feed) in [
        (
            ALPHA,
            EVENTS.to_string(),
            "http://alpha.test/events/?ical=1",
        ),
        (
            ALPHA,
            format!("/fr{EVENTS}"),
            "http://alpha.test/fr/events/?ical=1",
        ),
        (
            BETA,
            format!("/en{EVENTS}"),
            "https://beta.test/en/events/?ical=1",
        ),
    ] {
        let reply = app.get(host, &path, None).await;
        let link = reply.header("link").expect("link");
        assert!(
            link.contains(&format!(
                "<{feed}>; rel=\"alternate\"; type=\"text/calendar\""
            )),
            "{path}: {link}"
        );
    }
    let feed = app.get(ALPHA, "/fr/events/?ical=1", None).await;
    let link = feed.header("link").expect("link");
    assert!(
        link.contains("<http://alpha.test/events/?ical=1>; rel=\"alternate\"; hreflang=\"en\""),
        "a feed's variants are feeds: {link}"
    );
}

/// A write keeps the cached feeds it cannot change: changes made beside the API (which
/// tell no cache) show only in the feeds the write dropped.
#[tokio::test]
async fn a_write_drops_only_the_cached_feeds_it_could_change() {
    let app = TestApp::new().await;
    let a = create(
        &app,
        ALPHA,
        json!({"title": "Alpha", "start_date": "2030-04-01 10:00", "end_date": "2030-04-01 11:00"}),
    )
    .await;
    let b = create(
        &app,
        ALPHA,
        json!({"title": "Beta", "start_date": "2030-04-02 10:00", "end_date": "2030-04-02 11:00"}),
    )
    .await;
    let single_a = format!("/event/{}/?ical=1", a["slug"].as_str().expect("slug"));
    for path in [single_a.as_str(), FEED] {
        assert_eq!(app.get(ALPHA, path, None).await.status, StatusCode::OK);
    }
    app.db()
        .execute(
            "UPDATE posts SET title = title || ' (beside)' WHERE id = $1",
            &[id_of(&a).into()],
        )
        .await;
    let renamed = app
        .post(
            ALPHA,
            &format!("{EVENTS}/{}", id_of(&b)),
            Some(ADMIN),
            &json!({"title": "Beta renamed"}),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.raw);
    assert_eq!(
        summaries(&app.get(ALPHA, FEED, None).await.raw),
        ["Alpha (beside)", "Beta renamed"],
        "the list feed shows the event written: rendered anew"
    );
    assert_eq!(
        summaries(&app.get(ALPHA, &single_a, None).await.raw),
        ["Alpha"],
        "another event's feed: kept"
    );
}
