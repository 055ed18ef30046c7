//! Searches through the text index find exactly what a substring match of the stored
//! search text finds: whatever the words hold (case, accents, `LIKE` wildcards, quotes,
//! the index's own operators, words too short for a trigram), in whichever language's
//! text a variant serves, and after the text is rewritten, translated or deleted.

use axum::http::StatusCode;
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::helpers::*;

const WINDOW: &str = "start_date=2030-01-01&end_date=2030-12-31";

/// Pieces of the random texts and searches: mixed case, accents and other scripts,
/// `LIKE` wildcards and escapes, quotes, FTS5 operators and syntax, words of one and
/// two characters, words whose middle holds no letter or digit.
const PIECES: &[&str] = &[
    "Jazz",
    "JAZZ",
    "jazz",
    "Été",
    "ÉTÉ",
    "fête",
    "Straße",
    "STRASSE",
    "İstanbul",
    "ΣΟΦΊΑ",
    "σοφία",
    "日本語",
    "ü",
    "50%",
    "100%off",
    "a_b",
    "_",
    "%",
    "\\",
    "\"quoted\"",
    "\"",
    "'",
    "O'Brien",
    "rock'n'roll",
    "C++",
    "AND",
    "OR",
    "NOT",
    "NEAR",
    "near(",
    "NEAR/2",
    "*",
    "jaz*",
    "a",
    "ab",
    "x",
    "-",
    "^",
    "+",
    ":",
    "(",
    "col:val",
    "night",
    "Nightly",
    "knight",
    "🎷sax",
];

const SEPARATORS: &[&str] = &[" ", "", "-", "  "];

fn random_text(rng: &mut StdRng, max_pieces: usize) -> String {
    let n = rng.random_range(1..=max_pieces);
    let mut text = String::new();
    for i in 0..n {
        if i > 0 {
            text.push_str(SEPARATORS[rng.random_range(0..SEPARATORS.len())]);
        }
        text.push_str(PIECES[rng.random_range(0..PIECES.len())]);
    }
    text
}

/// `text` with each character upper- or lower-cased at random.
fn random_case(rng: &mut StdRng, text: &str) -> String {
    text.chars()
        .map(|c| {
            if rng.random_bool(0.5) {
                c.to_uppercase().collect::<String>()
            } else {
                c.to_lowercase().collect()
            }
        })
        .collect()
}

/// A random run of one to six characters of `text`, line breaks as spaces (a query
/// argument reaches the list with its line breaks turned into spaces).
fn random_slice(rng: &mut StdRng, text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return String::new();
    }
    let start = rng.random_range(0..chars.len());
    let len = rng.random_range(1..=6).min(chars.len() - start);
    chars[start..start + len]
        .iter()
        .map(|&c| if c == '\n' { ' ' } else { c })
        .collect()
}

/// A search of one to four words, each a piece or a run of one of `stored`, in random case.
fn random_search(rng: &mut StdRng, stored: &[String]) -> String {
    let n = rng.random_range(1..=4);
    let words: Vec<String> = (0..n)
        .map(|_| {
            let word = if rng.random_bool(0.5) || stored.is_empty() {
                PIECES[rng.random_range(0..PIECES.len())].to_string()
            } else {
                let text = &stored[rng.random_range(0..stored.len())];
                random_slice(rng, text)
            };
            random_case(rng, &word)
        })
        .collect();
    words.join(" ")
}

/// What `search` matches, as the list documents it: each lower-cased word, or past nine
/// words the whole search as one phrase.
fn search_words(search: &str) -> Vec<String> {
    let search = search.replace(['\r', '\n'], "").to_lowercase();
    let words: Vec<String> = search.split_whitespace().map(String::from).collect();
    if words.len() > 9 {
        vec![search.trim().to_string()]
    } else {
        words
    }
}

/// Ids of `texts` whose text contains every word of `search`, as plain substrings.
fn substring_matches(texts: &[(i64, String)], search: &str) -> Vec<i64> {
    let words = search_words(search);
    let mut ids: Vec<i64> = texts
        .iter()
        .filter(|(_, text)| words.iter().all(|w| text.contains(w.as_str())))
        .map(|(id, _)| *id)
        .collect();
    ids.sort();
    ids
}

/// Asserts that the list under `prefix` finds for `search` the events of `texts` that a
/// substring match finds, naming the texts of those it disagrees on.
async fn assert_finds(app: &TestApp, prefix: &str, search: &str, texts: &[(i64, String)]) {
    let expected = substring_matches(texts, search);
    let found = searched(app, prefix, search).await;
    let differ: Vec<&(i64, String)> = texts
        .iter()
        .filter(|(id, _)| found.contains(id) != expected.contains(id))
        .collect();
    assert_eq!(
        found,
        expected,
        "{prefix} {search:?} (words {:?}): {differ:?}",
        search_words(search)
    );
}

/// Ids of the events the list under `prefix` finds for `search` in [`WINDOW`], sorted.
async fn searched(app: &TestApp, prefix: &str, search: &str) -> Vec<i64> {
    listed(app, prefix, &format!("{WINDOW}&{}", search_param(search))).await
}

/// The `search` parameter of a list, `search` encoded.
fn search_param(search: &str) -> String {
    format!("search={}", utf8_percent_encode(search, NON_ALPHANUMERIC))
}

/// Ids of the events the list under `prefix` finds for `query`, sorted; asserts it
/// counted them.
async fn listed(app: &TestApp, prefix: &str, query: &str) -> Vec<i64> {
    let path = format!("{prefix}{EVENTS}?{query}&per_page=100");
    let reply = app.get(ALPHA, &path, None).await;
    assert_eq!(reply.status, StatusCode::OK, "{query}: {}", reply.raw);
    let mut found = ids(&reply);
    found.sort();
    assert_eq!(
        reply.body["total"].as_i64(),
        Some(found.len() as i64),
        "{query}"
    );
    found
}

/// The stored search text of every event, by id.
async fn own_texts(app: &TestApp) -> Vec<(i64, String)> {
    let ids: Vec<i64> = app
        .db()
        .scalars(
            "SELECT id FROM posts WHERE post_type = 'tribe_events' ORDER BY id",
            &[],
        )
        .await;
    let texts: Vec<String> = app
        .db()
        .scalars(
            "SELECT search_text FROM posts WHERE post_type = 'tribe_events' ORDER BY id",
            &[],
        )
        .await;
    ids.into_iter().zip(texts).collect()
}

/// The stored search text of each event's translation into `lang`, by event id.
async fn translated_texts(app: &TestApp, lang: &str) -> Vec<(i64, String)> {
    let ids: Vec<i64> = app
        .db()
        .scalars(
            "SELECT post_id FROM post_translations WHERE lang = $1 ORDER BY post_id",
            &[lang.into()],
        )
        .await;
    let texts: Vec<String> = app
        .db()
        .scalars(
            "SELECT search_text FROM post_translations WHERE lang = $1 ORDER BY post_id",
            &[lang.into()],
        )
        .await;
    ids.into_iter().zip(texts).collect()
}

fn event(title: &str, description: &str, excerpt: &str) -> Value {
    let mut body = json!({
        "title": title,
        "description": description,
        "start_date": "2030-06-01 20:00",
        "end_date": "2030-06-01 22:00",
    });
    if !excerpt.is_empty() {
        body["excerpt"] = json!(excerpt);
    }
    body
}

async fn write(app: &TestApp, path: &str, body: &Value) -> i64 {
    let reply = app.post(ALPHA, path, Some(ADMIN), body).await;
    assert!(
        matches!(reply.status, StatusCode::OK | StatusCode::CREATED),
        "POST {path} {body}: {}",
        reply.raw
    );
    reply.body["id"]
        .as_i64()
        .unwrap_or_else(|| panic!("no id: {}", reply.raw))
}

fn random_event(rng: &mut StdRng) -> Value {
    let title = random_text(rng, 4);
    let description = random_text(rng, 8);
    let excerpt = random_text(rng, 3);
    event(&title, &description, &excerpt)
}

/// Writes `n` random events, the `i`th with a random French translation where
/// `translated(i)`, each write its own commit; returns the events' own texts, their
/// French ones, and all of them as the texts searches take their words from.
async fn write_translated_events(
    app: &TestApp,
    rng: &mut StdRng,
    n: usize,
    translated: impl Fn(usize) -> bool,
) -> (Vec<(i64, String)>, Vec<(i64, String)>, Vec<String>) {
    for i in 0..n {
        let id = write(app, EVENTS, &random_event(rng)).await;
        if translated(i) {
            let body = random_event(rng);
            write(app, &format!("/fr{EVENTS}/{id}"), &body).await;
        }
    }
    let own = own_texts(app).await;
    let french = translated_texts(app, "fr").await;
    let stored = own.iter().chain(&french).map(|(_, t)| t.clone()).collect();
    (own, french, stored)
}

#[tokio::test]
async fn searches_find_what_substrings_of_the_stored_text_find() {
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(0x5ea7c4);
    for _ in 0..40 {
        write(&app, EVENTS, &random_event(&mut rng)).await;
    }
    let sentence = "The Quick Brown Fox jumps over the lazy dog near the River Bank";
    write(&app, EVENTS, &event("Long", sentence, "")).await;
    let texts = own_texts(&app).await;
    let stored: Vec<String> = texts.iter().map(|(_, t)| t.clone()).collect();

    let mut searches: Vec<String> = (0..150).map(|_| random_search(&mut rng, &stored)).collect();
    searches.extend([
        // Past nine words: one phrase, found only in order.
        "quick brown FOX jumps over the lazy dog near the".to_string(),
        "brown quick fox jumps over the lazy dog near the".to_string(),
        "\"jazz\" OR night".to_string(),
        "NEAR(jazz night)".to_string(),
        "jaz* ^night".to_string(),
        "%%% ___".to_string(),
    ]);
    let mut found_some = 0;
    for search in &searches {
        found_some += usize::from(!substring_matches(&texts, search).is_empty());
        assert_finds(&app, "", search, &texts).await;
    }
    assert!(
        found_some > searches.len() / 4,
        "only {found_some} searches found anything"
    );
}

#[tokio::test]
async fn searches_find_what_substrings_of_rewritten_texts_find() {
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(0x2e_3717);
    let mut ids = Vec::new();
    for _ in 0..30 {
        ids.push(write(&app, EVENTS, &random_event(&mut rng)).await);
    }
    let before = own_texts(&app).await;
    // Titles alone, descriptions alone, both: each rewrites the searched text.
    for (i, id) in ids.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
        let body = match i % 3 {
            0 => json!({"title": random_text(&mut rng, 4)}),
            1 => json!({"description": random_text(&mut rng, 8)}),
            _ => random_event(&mut rng),
        };
        write(&app, &format!("{EVENTS}/{id}"), &body).await;
    }
    let texts = own_texts(&app).await;
    let changed = texts.iter().zip(&before).filter(|(a, b)| a != b).count();
    assert!(changed >= 10, "only {changed} texts changed");
    // Searches for words of the old texts and of the new ones.
    let stored: Vec<String> = texts
        .iter()
        .chain(&before)
        .map(|(_, t)| t.clone())
        .collect();
    for _ in 0..120 {
        let search = random_search(&mut rng, &stored);
        assert_finds(&app, "", &search, &texts).await;
    }
}

#[tokio::test]
async fn searches_find_what_substrings_of_the_served_translation_find() {
    let app = TestApp::with_config(TRANSLATED).await;
    let mut rng = StdRng::seed_from_u64(0x7a11);
    let (own, french, stored) = write_translated_events(&app, &mut rng, 30, |i| i % 3 != 0).await;
    // The French variant serves the French text where there is one, else the source.
    let served_in_french: Vec<(i64, String)> = own
        .iter()
        .map(|(id, text)| {
            let translated = french.iter().find(|(t, _)| t == id).map(|(_, t)| t);
            (*id, translated.unwrap_or(text).clone())
        })
        .collect();

    for _ in 0..80 {
        let search = random_search(&mut rng, &stored);
        assert_finds(&app, "", &search, &own).await;
        assert_finds(&app, "/fr", &search, &served_in_french).await;
    }
}

/// SQLite's search indexes, each with the statement that counts its segments: FTS5
/// keeps a segment's pages under ids whose bits from the 37th up are the segment's
/// number (its file format), and the index's own records under ids below that.
const SEGMENTS: [(&str, &str); 2] = [
    (
        "event_search",
        "SELECT COUNT(DISTINCT id >> 37) FROM event_search_data WHERE id >> 37 > 0",
    ),
    (
        "post_translations_search",
        "SELECT COUNT(DISTINCT id >> 37) FROM post_translations_search_data WHERE id >> 37 > 0",
    ),
];

/// How many segments one of [`SEGMENTS`]' statements counts.
async fn segments(app: &TestApp, count: &'static str) -> i64 {
    app.db().scalar(count, &[]).await
}

async fn merge_search_indexes(app: &TestApp) {
    app.state
        .store
        .merge_search_indexes()
        .await
        .expect("merged");
}

#[tokio::test]
async fn merged_search_indexes_find_what_they_found_and_take_in_later_writes() {
    let app = TestApp::with_config(TRANSLATED).await;
    let mut rng = StdRng::seed_from_u64(0x3e_761e);
    let (_, _, stored) = write_translated_events(&app, &mut rng, 24, |_| true).await;
    let searches: Vec<String> = (0..60).map(|_| random_search(&mut rng, &stored)).collect();
    let mut found = Vec::new();
    for search in &searches {
        found.push((
            searched(&app, "", search).await,
            searched(&app, "/fr", search).await,
        ));
    }
    assert!(
        found.iter().filter(|(own, _)| !own.is_empty()).count() > searches.len() / 4,
        "too few searches find anything"
    );
    if !on_postgres() {
        for (index, count) in SEGMENTS {
            let written = segments(&app, count).await;
            assert!(written > 1, "{index}: {written} segments after 24 commits");
        }
    }

    merge_search_indexes(&app).await;
    if !on_postgres() {
        for (index, count) in SEGMENTS {
            assert_eq!(segments(&app, count).await, 1, "{index} merged");
        }
    }
    for (search, before) in searches.iter().zip(&found) {
        let after = (
            searched(&app, "", search).await,
            searched(&app, "/fr", search).await,
        );
        assert_eq!(&after, before, "{search:?}");
    }

    // A write after the merge adds a segment; the next merge takes it in.
    let later = write(&app, EVENTS, &event("Lantern Regatta", "Boats at dusk", "")).await;
    let (_, event_segments) = SEGMENTS[0];
    if !on_postgres() {
        assert_eq!(segments(&app, event_segments).await, 2);
    }
    merge_search_indexes(&app).await;
    if !on_postgres() {
        assert_eq!(segments(&app, event_segments).await, 1);
    }
    assert_eq!(searched(&app, "", "regatta DUSK").await, [later]);
}

#[tokio::test]
async fn searches_follow_updates_translations_and_deletes() {
    let app = TestApp::with_config(TRANSLATED).await;
    let id = write(
        &app,
        EVENTS,
        &event("Harbour Lanterns", "Paper boats at dusk", ""),
    )
    .await;
    let path = format!("{EVENTS}/{id}");
    let none: Vec<i64> = Vec::new();
    assert_eq!(searched(&app, "", "lanterns dusk").await, [id]);

    write(
        &app,
        &path,
        &event("Harbour Lights", "Candles on the water", ""),
    )
    .await;
    assert_eq!(searched(&app, "", "lanterns").await, none, "old text");
    assert_eq!(searched(&app, "", "dusk").await, none, "old text");
    assert_eq!(searched(&app, "", "candles water").await, [id], "new text");

    write(
        &app,
        &format!("/fr{path}"),
        &json!({"title": "Lanternes du port", "description": "Bateaux de papier"}),
    )
    .await;
    assert_eq!(searched(&app, "/fr", "lanternes papier").await, [id]);
    assert_eq!(
        searched(&app, "/fr", "candles").await,
        none,
        "French text served"
    );
    write(
        &app,
        &format!("/fr{path}"),
        &json!({"title": "Lumières du port", "description": "Bougies sur l'eau"}),
    )
    .await;
    assert_eq!(
        searched(&app, "/fr", "lanternes").await,
        none,
        "old translation"
    );
    assert_eq!(searched(&app, "/fr", "BOUGIES lumières").await, [id]);
    assert_eq!(
        searched(&app, "", "bougies").await,
        none,
        "source text served"
    );

    let trashed = app.delete(ALPHA, &path, Some(ADMIN)).await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(searched(&app, "", "candles").await, none, "trashed");
    // The API only trashes; deleting a user's posts deletes rows (and their
    // translations, by cascade).
    app.db()
        .execute("DELETE FROM posts WHERE id = $1", &[id.into()])
        .await;

    // Another event with the same text is found alone.
    let again = write(
        &app,
        EVENTS,
        &event("Harbour Lights", "Candles on the water", ""),
    )
    .await;
    write(
        &app,
        &format!("/fr{EVENTS}/{again}"),
        &json!({"title": "Lumières", "description": "Bougies"}),
    )
    .await;
    assert_eq!(searched(&app, "", "candles").await, [again]);
    assert_eq!(searched(&app, "/fr", "bougies").await, [again]);

    if !on_postgres() {
        // The index of the events' own text is consistent, with one entry per event.
        app.db()
            .execute(
                "INSERT INTO event_search (event_search) VALUES ('integrity-check')",
                &[],
            )
            .await;
        let events: i64 = app
            .db()
            .scalar("SELECT COUNT(*) FROM event_search", &[])
            .await;
        assert_eq!(events, 1, "the deleted event left the index");
        let indexed: i64 = app
            .db()
            .scalar("SELECT COUNT(*) FROM post_translations_search", &[])
            .await;
        assert_eq!(
            indexed, 1,
            "the deleted event's translations left the index"
        );
    }
}

/// A random date-time in the first twenty days of June 2030, often at a day's first or
/// last minute.
fn random_start(rng: &mut StdRng) -> String {
    let day = rng.random_range(1..=20);
    let time = match rng.random_range(0..4) {
        0 => "00:00".to_string(),
        1 => "23:59".to_string(),
        _ => format!(
            "{:02}:{:02}",
            rng.random_range(0..24),
            rng.random_range(0..60)
        ),
    };
    format!("2030-06-{day:02} {time}")
}

/// A random window of the list's date parameters around those days, or one of years
/// that holds them all.
fn random_window(rng: &mut StdRng) -> String {
    if rng.random_range(0..7) == 0 {
        let from = format!(
            "{}-{:02}-{:02}",
            rng.random_range(2027..=2030),
            rng.random_range(1..=5),
            rng.random_range(1..=28)
        );
        let to = format!(
            "{}-{:02}-{:02}",
            rng.random_range(2030..=2034),
            rng.random_range(7..=12),
            rng.random_range(1..=30)
        );
        return format!("start_date={from}&end_date={to}");
    }
    let mut day = || format!("2030-06-{:02}", rng.random_range(1..=21));
    let (a, b) = (day(), day());
    let (from, to) = if a <= b { (a, b) } else { (b, a) };
    match rng.random_range(0..6) {
        0 => format!("start_date={from}&end_date={to}"),
        1 => format!("start_date={from}"),
        2 => format!("end_date={to}"),
        3 => format!("starts_after={from}%2012:00&starts_before={to}%2012:00"),
        4 => format!("start_date={from}&ends_before={to}"),
        _ => format!("ends_after={from}&starts_before={to}"),
    }
}

/// Each random search in each random window finds what a substring match finds among
/// the events the same window lists without a search.
async fn assert_windowed_searches(app: &TestApp, rng: &mut StdRng, stored: &[String]) {
    let texts = own_texts(app).await;
    for _ in 0..120 {
        let window = random_window(rng);
        let search = random_search(rng, stored);
        let in_window = listed(app, "", &window).await;
        let mut expected = substring_matches(&texts, &search);
        expected.retain(|id| in_window.contains(id));
        let found = listed(app, "", &format!("{window}&{}", search_param(&search))).await;
        assert_eq!(found, expected, "{window} search {search:?}");
    }
}

#[tokio::test]
async fn searches_in_windows_find_what_substrings_of_the_window_find() {
    // On SQLite the index is read by the days of the window: events on its first and
    // last days, at their first and last minutes, and events moved to other days.
    let app = TestApp::new().await;
    let mut rng = StdRng::seed_from_u64(0xda75);
    let mut ids = Vec::new();
    for _ in 0..40 {
        let mut body = random_event(&mut rng);
        body["start_date"] = json!(random_start(&mut rng));
        body["end_date"] = json!("2030-06-22 10:00");
        ids.push(write(&app, EVENTS, &body).await);
    }
    let stored: Vec<String> = own_texts(&app).await.into_iter().map(|(_, t)| t).collect();
    assert_windowed_searches(&app, &mut rng, &stored).await;

    // Moved (a new start takes both dates, as in the plugin), rewritten, or both.
    for (i, id) in ids.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
        let mut body =
            json!({"start_date": random_start(&mut rng), "end_date": "2030-06-22 10:00"});
        if i % 4 == 0 {
            body["title"] = json!(random_text(&mut rng, 4));
        }
        write(&app, &format!("{EVENTS}/{id}"), &body).await;
    }
    for id in &ids[..4] {
        app.db()
            .execute("DELETE FROM posts WHERE id = $1", &[(*id).into()])
            .await;
    }
    let texts = own_texts(&app).await;
    // Each moved event, by its longest word, in a window of the days around its start.
    for (id, text) in texts
        .iter()
        .filter(|(id, _)| ids[4..].iter().step_by(2).any(|m| m == id))
    {
        let Some(word) = text.split_whitespace().max_by_key(|w| w.chars().count()) else {
            continue;
        };
        if word.chars().count() < 3 {
            continue;
        }
        let reply = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
        let start = reply.body["start_date"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let day: u32 = start.get(8..10).and_then(|d| d.parse().ok()).unwrap_or(1);
        let window = format!(
            "starts_after=2030-05-31%2023:59:59&starts_before=2030-06-{:02}%2000:00&start_date=2030-06-{day:02}",
            day + 1
        );
        let in_window = listed(&app, "", &window).await;
        assert!(in_window.contains(id), "{window}: {start}");
        let found = listed(&app, "", &format!("{window}&{}", search_param(word))).await;
        assert!(
            found.contains(id),
            "event {id} starting {start}, word {word:?}"
        );
    }
    let stored: Vec<String> = texts.into_iter().map(|(_, t)| t).collect();
    assert_windowed_searches(&app, &mut rng, &stored).await;

    if !on_postgres() {
        let indexed: i64 = app
            .db()
            .scalar("SELECT COUNT(*) FROM event_search", &[])
            .await;
        assert_eq!(indexed, 36, "one entry per event left");
    }
}
