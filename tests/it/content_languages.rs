//! Per-language content (`translate_content`). Off, every language variant serves the
//! same data. On, the text of events, venues, organizers, categories and tags is kept
//! per language while everything else is shared: written through a variant, read
//! along the variant's fallback chain, searched and found by slug in its language,
//! named by `lang` and `translations`, and kept apart by the read cache.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

/// `alpha` and `beta` (French by default) translate their content; `gamma`, beside
/// them, does not.
const ON: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr", "de", "es"]
translate_content = true

[[tenant]]
id = "beta"
hosts = ["beta.test"]
site_url = "https://beta.test"
timezone = "Europe/Paris"
languages = ["fr", "en"]
default_language = "fr"
translate_content = true

[[tenant]]
id = "gamma"
hosts = ["gamma.test"]
site_url = "http://gamma.test"
languages = ["en", "fr"]
translate_content = false
"#;

/// A tenant whose languages include a regional variant.
const CHAIN: &str = r#"
[[tenant]]
id = "qc"
hosts = ["qc.test"]
site_url = "http://qc.test"
languages = ["en", "fr", "fr-ca", "de"]
translate_content = true
"#;

/// Keys of an event that are text of one language, or links that name the variant.
const EVENT_TEXT: [&str; 13] = [
    "url",
    "rest_url",
    "title",
    "description",
    "excerpt",
    "slug",
    "json_ld",
    "venue",
    "organizer",
    "categories",
    "tags",
    "lang",
    "translations",
];
const VENUE_TEXT: [&str; 8] = [
    "url",
    "venue",
    "description",
    "excerpt",
    "slug",
    "json_ld",
    "lang",
    "translations",
];
const ORGANIZER_TEXT: [&str; 8] = [
    "url",
    "organizer",
    "description",
    "excerpt",
    "slug",
    "json_ld",
    "lang",
    "translations",
];
const TERM_TEXT: [&str; 7] = [
    "name",
    "description",
    "slug",
    "url",
    "urls",
    "lang",
    "translations",
];

/// The dates of the events of this file, within [`WINDOW`].
const WINDOW: &str = "start_date=2030-01-01&end_date=2030-12-31";

/// One site of the test app and its language variants: `""` is the default
/// language's, as its own tag is.
struct Site<'a> {
    app: &'a TestApp,
    host: &'static str,
    origin: &'static str,
    default: &'static str,
}

fn alpha(app: &TestApp) -> Site<'_> {
    Site {
        app,
        host: ALPHA,
        origin: "http://alpha.test",
        default: "en",
    }
}

impl Site<'_> {
    /// The namespace path of variant `lang`.
    fn ns(&self, lang: &str) -> String {
        if lang.is_empty() || lang == self.default {
            NS.to_string()
        } else {
            format!("/{lang}{NS}")
        }
    }

    /// The absolute address of `path` under variant `lang`.
    fn url(&self, lang: &str, path: &str) -> String {
        format!("{}{}{path}", self.origin, self.ns(lang))
    }

    /// `translations` as expected: each of `langs` → `path` under its variant.
    fn translations(&self, path: &str, langs: &[&str]) -> Vec<(String, String)> {
        langs
            .iter()
            .map(|l| (l.to_string(), self.url(l, path)))
            .collect()
    }

    async fn get(&self, lang: &str, path: &str) -> Reply {
        self.app
            .get(self.host, &format!("{}{path}", self.ns(lang)), None)
            .await
    }

    /// The body of a successful anonymous read.
    async fn read(&self, lang: &str, path: &str) -> Value {
        let reply = self.get(lang, path).await;
        assert_eq!(
            reply.status,
            StatusCode::OK,
            "GET {}{path}: {}",
            self.ns(lang),
            reply.raw
        );
        reply.body
    }

    /// A `POST` as the administrator.
    async fn send(&self, lang: &str, path: &str, body: &Value) -> Reply {
        self.app
            .post(
                self.host,
                &format!("{}{path}", self.ns(lang)),
                Some(ADMIN),
                body,
            )
            .await
    }

    /// The answer of a successful create or update.
    async fn write(&self, lang: &str, path: &str, body: Value) -> Value {
        let reply = self.send(lang, path, &body).await;
        assert!(
            matches!(reply.status, StatusCode::OK | StatusCode::CREATED),
            "POST {}{path} {body}: {} {}",
            self.ns(lang),
            reply.status,
            reply.raw
        );
        reply.body
    }

    /// Titles of the events a list under variant `lang` gives for `query`, sorted.
    async fn titles(&self, lang: &str, query: &str) -> Vec<String> {
        let list = self.read(lang, &format!("/events?{WINDOW}&{query}")).await;
        let mut titles: Vec<String> = list["events"]
            .as_array()
            .unwrap_or_else(|| panic!("not a list: {list}"))
            .iter()
            .filter_map(|e| e["title"].as_str().map(String::from))
            .collect();
        titles.sort();
        titles
    }
}

fn id_of(v: &Value) -> i64 {
    v["id"].as_i64().unwrap_or_else(|| panic!("no id: {v}"))
}

fn keys(v: &Value) -> Vec<String> {
    v.as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// `v` without its keys `names`.
fn without(v: &Value, names: &[&str]) -> Value {
    let mut v = v.clone();
    if let Some(map) = v.as_object_mut() {
        for name in names {
            map.shift_remove(*name);
        }
    }
    v
}

/// `v` with the keys of `more` set to theirs.
fn with(mut v: Value, more: Value) -> Value {
    for (k, value) in more.as_object().expect("object") {
        v[k] = value.clone();
    }
    v
}

/// Where in `v` an object has a `lang` or `translations` key.
fn tagged(v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            if map.contains_key("lang") || map.contains_key("translations") {
                out.push(at.to_string());
            }
            for (k, item) in map {
                tagged(item, &format!("{at}.{k}"), out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                tagged(item, &format!("{at}[{i}]"), out);
            }
        }
        _ => {}
    }
}

#[track_caller]
fn assert_untagged(v: &Value, what: &str) {
    let mut found = Vec::new();
    tagged(v, "", &mut found);
    assert!(
        found.is_empty(),
        "{what}: `lang`/`translations` at {found:?}"
    );
}

/// Asserts that object `v` ends with `lang` = `lang` and `translations` = exactly
/// `translations`, in that order.
#[track_caller]
fn assert_served(v: &Value, lang: &str, translations: &[(String, String)], what: &str) {
    let keys = keys(v);
    assert!(
        keys.ends_with(&["lang".to_string(), "translations".to_string()]),
        "{what}: `lang` and `translations` end the object: {keys:?}"
    );
    assert_eq!(v["lang"], json!(lang), "{what}: lang");
    let got: Vec<(String, String)> = v["translations"]
        .as_object()
        .unwrap_or_else(|| panic!("{what}: translations is no object: {v}"))
        .iter()
        .map(|(k, url)| (k.clone(), url.as_str().unwrap_or("(not a string)").into()))
        .collect();
    assert_eq!(got, translations, "{what}: translations");
}

/// Asserts that two reads of one event, through different variants, agree on every
/// field that is not text, their embedded venue, organizers and terms included.
#[track_caller]
fn assert_shared(a: &Value, b: &Value, what: &str) {
    assert_eq!(
        without(a, &EVENT_TEXT),
        without(b, &EVENT_TEXT),
        "{what}: the event's shared fields"
    );
    assert_eq!(
        without(&a["venue"], &VENUE_TEXT),
        without(&b["venue"], &VENUE_TEXT),
        "{what}: the venue's shared fields"
    );
    for (key, text) in [
        ("organizer", &ORGANIZER_TEXT[..]),
        ("categories", &TERM_TEXT[..]),
        ("tags", &TERM_TEXT[..]),
    ] {
        let items = |v: &Value| -> Vec<Value> {
            v[key]
                .as_array()
                .map(|l| l.iter().map(|i| without(i, text)).collect())
                .unwrap_or_default()
        };
        assert_eq!(items(a), items(b), "{what}: {key}' shared fields");
    }
}

/// The translations stored for post `id`: `tenant|lang|title|content|excerpt`.
async fn post_rows(app: &TestApp, id: i64) -> Vec<String> {
    app.db()
        .scalars(
            "SELECT tenant_id || '|' || lang || '|' || title || '|' || content || '|' || excerpt \
             FROM post_translations WHERE post_id = $1 ORDER BY lang",
            &[id.into()],
        )
        .await
}

/// The translations stored for term `id`: `tenant|lang|name|description|slug`.
async fn term_rows(app: &TestApp, id: i64) -> Vec<String> {
    app.db()
        .scalars(
            "SELECT tenant_id || '|' || lang || '|' || name || '|' || description || '|' || slug \
             FROM term_translations WHERE term_id = $1 ORDER BY lang",
            &[id.into()],
        )
        .await
}

/// Post `id`'s own row: `lang|title|content|slug`, its source language and text.
async fn post_source(app: &TestApp, id: i64) -> String {
    app.db()
        .scalar(
            "SELECT lang || '|' || title || '|' || content || '|' || slug FROM posts WHERE id = $1",
            &[id.into()],
        )
        .await
}

/// Every stored translation, of posts and of terms.
async fn all_translations(app: &TestApp) -> Vec<String> {
    let mut rows: Vec<String> = app
        .db()
        .scalars(
            "SELECT CAST(post_id AS TEXT) || '|' || lang || '|' || title || '|' || content || \
             '|' || excerpt || '|' || slug || '|' || search_text FROM post_translations \
             ORDER BY post_id, lang",
            &[],
        )
        .await;
    rows.extend(
        app.db()
            .scalars::<String>(
                "SELECT CAST(term_id AS TEXT) || '|' || lang || '|' || name || '|' || \
                 description || '|' || slug FROM term_translations ORDER BY term_id, lang",
                &[],
            )
            .await,
    );
    rows
}

/// An event with a venue and an organizer written inline, a category and a tag.
fn concert() -> Value {
    json!({
        "title": "Summer Concert",
        "description": "<p>Strings under the stars.</p>",
        "excerpt": "<p>Strings</p>",
        "start_date": "2030-07-01 19:00:00",
        "end_date": "2030-07-01 21:00:00",
        "cost": "15",
        "featured": true,
        "website": "https://concert.example.org",
        "venue": {"venue": "Town Hall", "description": "<p>A big hall.</p>", "city": "Lyon", "country": "France"},
        "organizer": [{"organizer": "Music Society", "email": "society@example.org"}],
        "categories": ["Music"],
        "tags": ["Outdoor"],
    })
}

/// An update of [`concert`] that sends its shared fields again, as updates must not to
/// reset them, and `text`.
fn concert_update(text: Value) -> Value {
    with(
        json!({
            "start_date": "2030-07-01 19:00:00",
            "end_date": "2030-07-01 21:00:00",
            "cost": "15",
            "featured": true,
            "website": "https://concert.example.org",
        }),
        text,
    )
}

/// An event of `title` and `description` on a day of 2030.
fn plain(title: &str, description: &str) -> Value {
    json!({
        "title": title,
        "description": description,
        "start_date": "2030-09-01 10:00",
        "end_date": "2030-09-01 12:00",
    })
}

/// The shared fields of an event written again, with cost 20 and a new day.
fn moved() -> Value {
    json!({
        "start_date": "2030-07-02 20:00:00",
        "end_date": "2030-07-02 22:00:00",
        "cost": "20",
        "featured": true,
        "website": "https://concert.example.org",
    })
}

#[tokio::test]
async fn off_every_variant_serves_the_same_data() {
    let app = TestApp::new().await;
    let site = alpha(&app);
    let event = site.write("", "/events", concert()).await;
    let id = id_of(&event);
    let (venue, organizer) = (id_of(&event["venue"]), id_of(&event["organizer"][0]));
    let (category, tag) = (id_of(&event["categories"][0]), id_of(&event["tags"][0]));
    site.write(
        "fr",
        "/events",
        plain("Marché de Noël", "<p>Vin chaud.</p>"),
    )
    .await;

    // Text written through /fr is the one text of every variant.
    let path = format!("/events/{id}");
    site.write(
        "fr",
        &path,
        concert_update(json!({"title": "Concert estival", "description": "<p>Des cordes.</p>"})),
    )
    .await;
    assert_eq!(site.read("", &path).await["title"], "Concert estival");
    site.write(
        "fr",
        &format!("/categories/{category}"),
        json!({"name": "Musique"}),
    )
    .await;
    let venue_slug = site.read("", &format!("/venues/{venue}")).await["slug"].clone();
    let venue_slug = venue_slug.as_str().expect("venue slug");

    for path in [
        format!("/events?{WINDOW}"),
        format!("/events?{WINDOW}&search=cordes"),
        format!("/events/{id}"),
        "/events/by-slug/summer-concert".to_string(),
        "/venues".to_string(),
        format!("/venues/{venue}"),
        format!("/venues/by-slug/{venue_slug}"),
        "/organizers".to_string(),
        format!("/organizers/{organizer}"),
        "/categories?hide_empty=0".to_string(),
        format!("/categories/{category}"),
        "/tags?hide_empty=0".to_string(),
        format!("/tags/{tag}"),
    ] {
        let en = site.get("", &path).await;
        let fr = site.get("fr", &path).await;
        assert_eq!(
            (en.status, fr.status),
            (StatusCode::OK, StatusCode::OK),
            "{path}: {} / {}",
            en.raw,
            fr.raw
        );
        assert!(
            fr.raw.contains("http://alpha.test/fr/"),
            "{path}: links name the variant: {}",
            fr.raw
        );
        assert_eq!(
            fr.raw
                .replace("http://alpha.test/fr/", "http://alpha.test/"),
            en.raw,
            "{path}: the same data apart from links"
        );
        assert_untagged(&en.body, &path);
        assert_untagged(&fr.body, &path);
        let separator = if path.contains('?') { '&' } else { '?' };
        for lang in ["fr", "xx"] {
            let ignored = site.get("", &format!("{path}{separator}lang={lang}")).await;
            assert_eq!(
                (ignored.status, &ignored.raw),
                (StatusCode::OK, &en.raw),
                "{path}: ?lang={lang} is ignored"
            );
            assert_eq!(ignored.header("content-language"), Some("en"), "{path}");
        }
    }

    // Write answers: the same write through either variant answers the same.
    for (path, body) in [
        (
            format!("/events/{id}"),
            concert_update(json!({"title": "Concert estival"})),
        ),
        (
            format!("/venues/{venue}"),
            json!({"venue": "Hôtel de ville", "city": "Lyon"}),
        ),
        (
            format!("/organizers/{organizer}"),
            json!({"organizer": "Société de musique"}),
        ),
        (
            format!("/categories/{category}"),
            json!({"name": "Musique", "description": "Des concerts"}),
        ),
        (format!("/tags/{tag}"), json!({"name": "Plein air"})),
    ] {
        let en = site.send("", &path, &body).await;
        let fr = site.send("fr", &path, &body).await;
        assert_eq!(
            (en.status, fr.status),
            (StatusCode::OK, StatusCode::OK),
            "{path}: {} / {}",
            en.raw,
            fr.raw
        );
        // The second write may fall in a later second.
        let timeless = |v: &Value| without(v, &["modified", "modified_utc"]).to_string();
        assert_eq!(
            timeless(&fr.body).replace("http://alpha.test/fr/", "http://alpha.test/"),
            timeless(&en.body),
            "{path}"
        );
        assert_untagged(&en.body, &path);
        assert_untagged(&fr.body, &path);
    }

    assert_eq!(
        all_translations(&app).await,
        Vec::<String>::new(),
        "nothing is stored per language"
    );
    let post_langs: Vec<String> = app
        .db()
        .scalars("SELECT DISTINCT lang FROM posts", &[])
        .await;
    let term_langs: Vec<String> = app
        .db()
        .scalars("SELECT DISTINCT lang FROM terms", &[])
        .await;
    assert_eq!(
        (post_langs, term_langs),
        (vec![String::new()], vec![String::new()]),
        "items written while off, through any variant, have the default language as source"
    );
}

#[tokio::test]
async fn a_translation_changes_its_language_only_and_everything_else_is_shared() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let created = site.write("", "/events", concert()).await;
    let id = id_of(&created);
    let path = format!("/events/{id}");
    let venue = format!("/venues/{}", id_of(&created["venue"]));
    let organizer = format!("/organizers/{}", id_of(&created["organizer"][0]));
    let category = format!("/categories/{}", id_of(&created["categories"][0]));
    let tag = format!("/tags/{}", id_of(&created["tags"][0]));
    let english = site.translations(&path, &["en"]);
    let both = site.translations(&path, &["en", "fr"]);
    assert_served(&created, "en", &english, "the create's answer");

    let before = site.read("", &path).await;
    assert_served(&before, "en", &english, "English read");
    for (embedded, route) in [
        (&before["venue"], &venue),
        (&before["organizer"][0], &organizer),
        (&before["categories"][0], &category),
        (&before["tags"][0], &tag),
    ] {
        assert_served(
            embedded,
            "en",
            &site.translations(route, &["en"]),
            &format!("embedded {route}"),
        );
    }

    let answer = site
        .write(
            "fr",
            &path,
            concert_update(json!({
                "title": "Concert estival",
                "description": "<p>Des cordes sous les étoiles.</p>",
            })),
        )
        .await;
    assert_eq!(answer["title"], "Concert estival", "{answer}");
    assert_served(&answer, "fr", &both, "the French write's answer");

    let en = site.read("", &path).await;
    let fr = site.read("fr", &path).await;
    let unchanging = ["modified", "modified_utc", "translations"];
    assert_eq!(
        without(&en, &unchanging),
        without(&before, &unchanging),
        "the English read is as it was"
    );
    assert_served(&en, "en", &both, "English read after");
    assert_served(&fr, "fr", &both, "French read");
    assert_eq!(fr["title"], "Concert estival");
    assert_eq!(fr["description"], "<p>Des cordes sous les étoiles.</p>");
    assert_eq!(
        fr["excerpt"], before["excerpt"],
        "the excerpt, not sent, is what /fr served"
    );
    assert_eq!(fr["slug"], "summer-concert", "no slug of its own");
    assert_eq!(fr["url"], "http://alpha.test/fr/event/summer-concert/");
    assert_eq!(fr["rest_url"], json!(site.url("fr", &path)));
    assert_eq!(fr["json_ld"]["name"], "Concert estival");
    assert_shared(&en, &fr, "after the translation");
    assert_eq!(fr["venue"]["venue"], "Town Hall", "the venue has no French");
    assert_served(
        &fr["venue"],
        "en",
        &site.translations(&venue, &["en"]),
        "embedded venue in /fr",
    );
    assert_served(
        &fr["categories"][0],
        "en",
        &site.translations(&category, &["en"]),
        "embedded category in /fr",
    );
    let de = site.read("de", &path).await;
    assert_eq!(
        de["title"], "Summer Concert",
        "German falls back to English"
    );
    assert_served(&de, "en", &both, "German read");

    let list = |lang: &'static str| {
        let site = &site;
        async move { site.read(lang, &format!("/events?{WINDOW}")).await["events"][0].clone() }
    };
    let (en_item, fr_item) = (list("").await, list("fr").await);
    assert_eq!(
        (&en_item["title"], &fr_item["title"]),
        (&json!("Summer Concert"), &json!("Concert estival"))
    );
    assert_served(&fr_item, "fr", &both, "French list item");
    assert_served(&en_item, "en", &both, "English list item");

    assert_eq!(
        post_source(&app, id).await,
        "en|Summer Concert|<p>Strings under the stars.</p>|summer-concert",
        "the source text, English, is untouched"
    );
    assert_eq!(
        post_rows(&app, id).await,
        ["alpha|fr|Concert estival|<p>Des cordes sous les étoiles.</p>|<p>Strings</p>"]
    );

    // Shared fields written through /fr are everyone's; the text not sent stays.
    let moved_fr = site.write("fr", &path, moved()).await;
    assert_eq!(moved_fr["title"], "Concert estival", "{moved_fr}");
    let en = site.read("", &path).await;
    let fr = site.read("fr", &path).await;
    assert_eq!(
        (
            &en["start_date"],
            &en["end_date"],
            &en["cost_details"]["values"]
        ),
        (
            &json!("2030-07-02 20:00:00"),
            &json!("2030-07-02 22:00:00"),
            &json!(["20"])
        ),
        "{en}"
    );
    assert_eq!(
        (&en["title"], &fr["title"]),
        (&json!("Summer Concert"), &json!("Concert estival"))
    );
    assert_shared(&en, &fr, "after a shared change through /fr");

    // An English edit leaves the French text alone.
    site.write(
        "",
        &path,
        with(
            moved(),
            json!({"title": "Summer Concert Live", "description": "<p>Louder.</p>"}),
        ),
    )
    .await;
    let fr = site.read("fr", &path).await;
    assert_eq!(
        (&fr["title"], &fr["description"]),
        (
            &json!("Concert estival"),
            &json!("<p>Des cordes sous les étoiles.</p>")
        )
    );
    assert_eq!(site.read("", &path).await["title"], "Summer Concert Live");
    assert_eq!(
        post_rows(&app, id).await,
        ["alpha|fr|Concert estival|<p>Des cordes sous les étoiles.</p>|<p>Strings</p>"]
    );
}

#[tokio::test]
async fn a_first_translation_copies_the_text_it_does_not_send() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let created = site
        .write(
            "",
            "/events",
            with(
                plain("Harbour Festival", "<p>Boats and music.</p>"),
                json!({"excerpt": "<p>Boats</p>"}),
            ),
        )
        .await;
    let id = id_of(&created);
    let path = format!("/events/{id}");
    site.write("fr", &path, json!({"title": "Fête du port"}))
        .await;
    let fr = site.read("fr", &path).await;
    assert_eq!(
        (
            &fr["title"],
            &fr["description"],
            &fr["excerpt"],
            &fr["lang"]
        ),
        (
            &json!("Fête du port"),
            &json!("<p>Boats and music.</p>"),
            &json!("<p>Boats</p>"),
            &json!("fr")
        )
    );
    assert_eq!(
        post_rows(&app, id).await,
        ["alpha|fr|Fête du port|<p>Boats and music.</p>|<p>Boats</p>"],
        "the copy is French text of its own"
    );

    // Later English edits change the English text only, but a slug French lacks.
    site.write(
        "",
        &path,
        json!({"description": "<p>Boats, music and fireworks.</p>", "slug": "harbour-fireworks"}),
    )
    .await;
    let en = site.read("", &path).await;
    assert_eq!(en["description"], "<p>Boats, music and fireworks.</p>");
    let fr = site.read("fr", &path).await;
    assert_eq!(
        (&fr["title"], &fr["description"]),
        (&json!("Fête du port"), &json!("<p>Boats and music.</p>"))
    );
    assert_eq!(
        (&fr["slug"], &fr["url"]),
        (
            &json!("harbour-fireworks"),
            &json!("http://alpha.test/fr/event/harbour-fireworks/")
        ),
        "without a slug of its own, French shows the source slug"
    );

    // A second French write sending the description only keeps the French title.
    site.write(
        "fr",
        &path,
        json!({"description": "<p>Bateaux et musique.</p>"}),
    )
    .await;
    let fr = site.read("fr", &path).await;
    assert_eq!(
        (&fr["title"], &fr["description"]),
        (&json!("Fête du port"), &json!("<p>Bateaux et musique.</p>"))
    );
    let en = site.read("", &path).await;
    assert_eq!(
        (&en["title"], &en["description"]),
        (
            &json!("Harbour Festival"),
            &json!("<p>Boats, music and fireworks.</p>")
        )
    );
}

#[tokio::test]
async fn variants_fall_back_along_their_chain_then_to_the_source() {
    let locales = tempfile::tempdir().expect("tmp");
    crate::i18n::copy_dir(&locales_dir(), locales.path());
    std::fs::create_dir_all(locales.path().join("fr-ca")).expect("mkdir");
    std::fs::write(
        locales.path().join("fr-ca/params.ftl"),
        "param-events-list-page = Page de résultats voulue, à compter de 1.\n",
    )
    .expect("write");
    let app = TestApp::with_locales(CHAIN, locales.path()).await;
    let site = Site {
        app: &app,
        host: "qc.test",
        origin: "http://qc.test",
        default: "en",
    };

    // English source, French translation.
    let harbour = id_of(
        &site
            .write(
                "",
                "/events",
                plain("Harbour Festival", "<p>Boats and music.</p>"),
            )
            .await,
    );
    let path = format!("/events/{harbour}");
    site.write(
        "fr",
        &path,
        json!({"title": "Fête du port", "description": "<p>Bateaux et musique.</p>"}),
    )
    .await;
    let en_fr = site.translations(&path, &["en", "fr"]);
    for (variant, title, lang) in [
        ("", "Harbour Festival", "en"),
        ("fr", "Fête du port", "fr"),
        ("fr-ca", "Fête du port", "fr"),
        ("de", "Harbour Festival", "en"),
    ] {
        let e = site.read(variant, &path).await;
        assert_eq!(e["title"], title, "/{variant}");
        assert_served(&e, lang, &en_fr, &format!("/{variant}"));
    }
    assert_eq!(
        site.get("fr-ca", &path).await.header("content-language"),
        Some("fr-ca"),
        "the variant's own language, whatever the text's"
    );

    // fr-ca of its own: its first write copies what fr-ca served, the French text.
    site.write("fr-ca", &path, json!({"title": "Festival du port"}))
        .await;
    let all = site.translations(&path, &["en", "fr", "fr-ca"]);
    let qc = site.read("fr-ca", &path).await;
    assert_eq!(
        (&qc["title"], &qc["description"]),
        (
            &json!("Festival du port"),
            &json!("<p>Bateaux et musique.</p>")
        )
    );
    assert_served(&qc, "fr-ca", &all, "/fr-ca with text of its own");
    let fr = site.read("fr", &path).await;
    assert_eq!(fr["title"], "Fête du port");
    assert_served(&fr, "fr", &all, "/fr beside fr-ca");
    assert_eq!(
        site.titles("fr-ca", "search=festival").await,
        ["Festival du port"]
    );
    assert_eq!(
        site.titles("fr", "search=festival").await,
        Vec::<String>::new()
    );
    assert_eq!(
        site.titles("de", "search=boats").await,
        ["Harbour Festival"]
    );

    // French source: every variant without text of its own serves it.
    let created = site
        .write(
            "fr",
            "/events",
            plain("Marché de Noël", "<p>Vin chaud.</p>"),
        )
        .await;
    let market = id_of(&created);
    let path = format!("/events/{market}");
    let french = site.translations(&path, &["fr"]);
    assert_served(&created, "fr", &french, "the French create's answer");
    for variant in ["", "fr", "fr-ca", "de"] {
        let e = site.read(variant, &path).await;
        assert_eq!(
            (&e["title"], &e["description"]),
            (&json!("Marché de Noël"), &json!("<p>Vin chaud.</p>")),
            "/{variant}"
        );
        assert_served(&e, "fr", &french, &format!("/{variant}"));
    }
    assert_eq!(
        post_source(&app, market).await,
        "fr|Marché de Noël|<p>Vin chaud.</p>|marche-de-noel"
    );
    assert_eq!(post_rows(&app, market).await, Vec::<String>::new());

    // English text for it is a translation; the French source stays.
    site.write("", &path, json!({"title": "Christmas Market"}))
        .await;
    assert_eq!(
        post_source(&app, market).await,
        "fr|Marché de Noël|<p>Vin chaud.</p>|marche-de-noel"
    );
    assert_eq!(
        post_rows(&app, market).await,
        ["qc|en|Christmas Market|<p>Vin chaud.</p>|"]
    );
    let en_fr = site.translations(&path, &["en", "fr"]);
    for (variant, title, lang) in [
        ("", "Christmas Market", "en"),
        ("fr", "Marché de Noël", "fr"),
        ("fr-ca", "Marché de Noël", "fr"),
        ("de", "Christmas Market", "en"),
    ] {
        let e = site.read(variant, &path).await;
        assert_eq!(e["title"], title, "/{variant}");
        assert_served(
            &e,
            lang,
            &en_fr,
            &format!("/{variant}, in the tenant's order"),
        );
    }
}

#[tokio::test]
async fn venues_organizers_and_terms_are_translated_and_embedded_in_their_language() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let venue = id_of(
        &site
            .write(
                "",
                "/venues",
                json!({"venue": "Town Hall", "description": "<p>A big hall.</p>", "city": "Lyon", "country": "France"}),
            )
            .await,
    );
    let organizer = id_of(
        &site
            .write(
                "",
                "/organizers",
                json!({"organizer": "Music Society", "description": "<p>Friends of music.</p>", "email": "society@example.org"}),
            )
            .await,
    );
    let category = id_of(
        &site
            .write(
                "",
                "/categories",
                json!({"name": "Music", "description": "Concerts"}),
            )
            .await,
    );
    let tag = id_of(
        &site
            .write(
                "",
                "/tags",
                json!({"name": "Outdoor", "description": "Under the sky"}),
            )
            .await,
    );
    let event = id_of(
        &site
            .write(
                "",
                "/events",
                with(
                    plain("Summer Concert", "<p>Strings.</p>"),
                    json!({"venue": venue, "organizer": [organizer], "categories": [category], "tags": [tag]}),
                ),
            )
            .await,
    );
    let (venue_path, organizer_path) = (
        format!("/venues/{venue}"),
        format!("/organizers/{organizer}"),
    );
    let (category_path, tag_path) = (format!("/categories/{category}"), format!("/tags/{tag}"));

    let answers = [
        site.write(
            "fr",
            &venue_path,
            json!({"venue": "Hôtel de ville", "description": "<p>Une grande salle.</p>", "city": "Lyon", "country": "France"}),
        )
        .await,
        site.write(
            "fr",
            &organizer_path,
            json!({"organizer": "Société de musique", "email": "society@example.org"}),
        )
        .await,
        site.write(
            "fr",
            &category_path,
            json!({"name": "Musique", "description": "Des concerts", "slug": "musique"}),
        )
        .await,
        site.write("fr", &tag_path, json!({"name": "Plein air"}))
            .await,
    ];
    for (answer, (path, name, value)) in answers.iter().zip([
        (&venue_path, "venue", "Hôtel de ville"),
        (&organizer_path, "organizer", "Société de musique"),
        (&category_path, "name", "Musique"),
        (&tag_path, "name", "Plein air"),
    ]) {
        assert_eq!(answer[name], value, "{answer}");
        assert_served(
            answer,
            "fr",
            &site.translations(path, &["en", "fr"]),
            &format!("answer of {path}"),
        );
    }

    for (path, name, text, english, french) in [
        (
            &venue_path,
            "venue",
            &VENUE_TEXT[..],
            ["Town Hall", "<p>A big hall.</p>"],
            ["Hôtel de ville", "<p>Une grande salle.</p>"],
        ),
        (
            &organizer_path,
            "organizer",
            &ORGANIZER_TEXT[..],
            ["Music Society", "<p>Friends of music.</p>"],
            ["Société de musique", "<p>Friends of music.</p>"],
        ),
        (
            &category_path,
            "name",
            &TERM_TEXT[..],
            ["Music", "Concerts"],
            ["Musique", "Des concerts"],
        ),
        (
            &tag_path,
            "name",
            &TERM_TEXT[..],
            ["Outdoor", "Under the sky"],
            ["Plein air", "Under the sky"],
        ),
    ] {
        let en = site.read("", path).await;
        let fr = site.read("fr", path).await;
        let both = site.translations(path, &["en", "fr"]);
        assert_eq!(
            [en[name].clone(), en["description"].clone()],
            english.map(|s| json!(s)),
            "{path}"
        );
        assert_eq!(
            [fr[name].clone(), fr["description"].clone()],
            french.map(|s| json!(s)),
            "{path} (a description not sent is copied)"
        );
        assert_served(&en, "en", &both, &format!("{path} in English"));
        assert_served(&fr, "fr", &both, &format!("{path} in French"));
        assert_eq!(
            without(&en, text),
            without(&fr, text),
            "{path}: shared fields"
        );
    }
    let fr = site.read("fr", &category_path).await;
    assert_eq!(fr["slug"], "musique");
    assert_eq!(site.read("", &category_path).await["slug"], "music");
    let by_slug = site.read("fr", "/venues/by-slug/town-hall").await;
    assert_eq!(
        (id_of(&by_slug), &by_slug["venue"]),
        (venue, &json!("Hôtel de ville")),
        "a venue without a French slug is found by its source slug"
    );

    let names = |list: &Value, key: &str, name: &str| -> Vec<String> {
        list[key]
            .as_array()
            .unwrap_or_else(|| panic!("no {key}: {list}"))
            .iter()
            .filter_map(|i| i[name].as_str().map(String::from))
            .collect()
    };
    for (path, key, name, english, french) in [
        ("/venues", "venues", "venue", "Town Hall", "Hôtel de ville"),
        (
            "/organizers",
            "organizers",
            "organizer",
            "Music Society",
            "Société de musique",
        ),
        (
            "/categories?hide_empty=0",
            "categories",
            "name",
            "Music",
            "Musique",
        ),
        ("/tags?hide_empty=0", "tags", "name", "Outdoor", "Plein air"),
    ] {
        assert_eq!(names(&site.read("", path).await, key, name), [english]);
        assert_eq!(names(&site.read("fr", path).await, key, name), [french]);
    }

    // Embedded in an event read through /fr, each in its own French.
    let event_path = format!("/events/{event}");
    let e = site.read("fr", &event_path).await;
    assert_eq!(e["title"], "Summer Concert");
    assert_served(
        &e,
        "en",
        &site.translations(&event_path, &["en"]),
        "the event itself has no French",
    );
    for (embedded, name, value, path) in [
        (&e["venue"], "venue", "Hôtel de ville", &venue_path),
        (
            &e["organizer"][0],
            "organizer",
            "Société de musique",
            &organizer_path,
        ),
        (&e["categories"][0], "name", "Musique", &category_path),
        (&e["tags"][0], "name", "Plein air", &tag_path),
    ] {
        assert_eq!(embedded[name], value, "{embedded}");
        assert_served(
            embedded,
            "fr",
            &site.translations(path, &["en", "fr"]),
            &format!("embedded {path} in /fr"),
        );
    }
    assert_eq!(e["categories"][0]["slug"], "musique");
    assert_eq!(e["json_ld"]["location"]["name"], "Hôtel de ville");
    let e = site.read("", &event_path).await;
    for (embedded, name, value, path) in [
        (&e["venue"], "venue", "Town Hall", &venue_path),
        (
            &e["organizer"][0],
            "organizer",
            "Music Society",
            &organizer_path,
        ),
        (&e["categories"][0], "name", "Music", &category_path),
        (&e["tags"][0], "name", "Outdoor", &tag_path),
    ] {
        assert_eq!(embedded[name], value, "{embedded}");
        assert_served(
            embedded,
            "en",
            &site.translations(path, &["en", "fr"]),
            &format!("embedded {path}"),
        );
    }

    assert_eq!(
        post_source(&app, venue).await,
        "en|Town Hall|<p>A big hall.</p>|town-hall"
    );
    assert_eq!(
        post_rows(&app, venue).await,
        ["alpha|fr|Hôtel de ville|<p>Une grande salle.</p>|"]
    );
    assert_eq!(
        post_rows(&app, organizer).await,
        ["alpha|fr|Société de musique|<p>Friends of music.</p>|"]
    );
    assert_eq!(
        term_rows(&app, category).await,
        ["alpha|fr|Musique|Des concerts|musique"]
    );
    let term: String = app
        .db()
        .scalar(
            "SELECT lang || '|' || name || '|' || description || '|' || slug FROM terms WHERE id = $1",
            &[category.into()],
        )
        .await;
    assert_eq!(
        term, "en|Music|Concerts|music",
        "the source text is untouched"
    );

    // A venue and an organizer written inline through /fr take French as their source.
    let inline = site
        .write(
            "fr",
            "/events",
            with(
                plain("Bal populaire", "<p>On danse.</p>"),
                json!({"venue": {"venue": "Salle des fêtes", "city": "Dijon"}, "organizer": [{"organizer": "Comité des fêtes"}]}),
            ),
        )
        .await;
    let (hall, committee) = (id_of(&inline["venue"]), id_of(&inline["organizer"][0]));
    for id in [id_of(&inline), hall, committee] {
        assert!(
            post_source(&app, id).await.starts_with("fr|"),
            "{id}: {}",
            post_source(&app, id).await
        );
        assert_eq!(post_rows(&app, id).await, Vec::<String>::new());
    }
    let hall_path = format!("/venues/{hall}");
    let read = site.read("", &hall_path).await;
    assert_eq!(read["venue"], "Salle des fêtes");
    assert_served(
        &read,
        "fr",
        &site.translations(&hall_path, &["fr"]),
        "inline venue",
    );

    // Deleting a term removes its translations.
    let deleted = app
        .delete(ALPHA, &format!("{NS}{category_path}"), Some(ADMIN))
        .await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.raw);
    assert_eq!(term_rows(&app, category).await, Vec::<String>::new());
    assert_eq!(
        term_rows(&app, tag).await,
        ["alpha|fr|Plein air|Under the sky|"]
    );
}

#[tokio::test]
async fn searches_match_the_text_each_variant_serves() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let concert = id_of(
        &site
            .write(
                "",
                "/events",
                plain("Summer Concert", "<p>Strings under the stars.</p>"),
            )
            .await,
    );
    site.write(
        "fr",
        &format!("/events/{concert}"),
        json!({"title": "Concert estival", "description": "<p>Des cordes sous les étoiles.</p>"}),
    )
    .await;
    site.write("", "/events", plain("Winter Market", "<p>Mulled wine.</p>"))
        .await;

    for (variant, query, found) in [
        ("fr", "search=cordes", vec!["Concert estival"]),
        ("fr", "search=concert%20estival", vec!["Concert estival"]),
        ("fr", "search=strings", vec![]),
        ("fr", "search=summer", vec![]),
        ("fr", "search=wine", vec!["Winter Market"]),
        ("fr", "search=market", vec!["Winter Market"]),
        ("", "search=strings", vec!["Summer Concert"]),
        ("", "search=cordes", vec![]),
        ("", "search=wine", vec!["Winter Market"]),
        ("de", "search=strings", vec!["Summer Concert"]),
        ("de", "search=cordes", vec![]),
        ("", "lang=fr&search=cordes", vec!["Concert estival"]),
        ("", "lang=fr&search=strings", vec![]),
    ] {
        assert_eq!(
            site.titles(variant, query).await,
            found,
            "/{variant} ?{query}"
        );
    }
}

#[tokio::test]
async fn each_language_has_its_own_slugs_unique_among_its_own() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let concert = id_of(
        &site
            .write("", "/events", plain("Summer Concert", "<p>Strings.</p>"))
            .await,
    );
    let market = id_of(
        &site
            .write("", "/events", plain("Winter Market", "<p>Wine.</p>"))
            .await,
    );
    let fair = id_of(
        &site
            .write("", "/events", plain("Spring Fair", "<p>Flowers.</p>"))
            .await,
    );
    let first = site
        .write(
            "fr",
            &format!("/events/{concert}"),
            json!({"title": "Concert estival", "slug": "soiree"}),
        )
        .await;
    assert_eq!(
        (&first["slug"], &first["url"]),
        (
            &json!("soiree"),
            &json!("http://alpha.test/fr/event/soiree/")
        )
    );
    let second = site
        .write(
            "fr",
            &format!("/events/{market}"),
            json!({"title": "Marché hivernal", "slug": "soiree"}),
        )
        .await;
    assert_eq!(second["slug"], "soiree-2", "unique among French slugs");

    for (variant, slug, id, title) in [
        ("fr", "soiree", concert, "Concert estival"),
        ("fr", "soiree-2", market, "Marché hivernal"),
        ("fr", "winter-market", market, "Marché hivernal"),
        ("fr", "spring-fair", fair, "Spring Fair"),
        ("de", "summer-concert", concert, "Summer Concert"),
        ("", "summer-concert", concert, "Summer Concert"),
        ("", "winter-market", market, "Winter Market"),
    ] {
        let e = site.read(variant, &format!("/events/by-slug/{slug}")).await;
        assert_eq!(
            (id_of(&e), &e["title"]),
            (id, &json!(title)),
            "/{variant} by-slug/{slug}"
        );
    }
    for variant in ["", "de"] {
        let unknown = site.get(variant, "/events/by-slug/soiree").await;
        assert_bad_param(&unknown, "rest_invalid_param", "slug");
    }

    let en = site.read("", &format!("/events/{concert}")).await;
    assert_eq!(
        (&en["slug"], &en["url"]),
        (
            &json!("summer-concert"),
            &json!("http://alpha.test/event/summer-concert/")
        )
    );
    assert!(
        post_source(&app, concert)
            .await
            .ends_with("|summer-concert"),
        "the source slug is untouched"
    );
    let french_slug: String = app
        .db()
        .scalar(
            "SELECT slug FROM post_translations WHERE post_id = $1 AND lang = 'fr'",
            &[concert.into()],
        )
        .await;
    assert_eq!(french_slug, "soiree");

    // By-slug writes under /fr find the item by its French slug and write French.
    let renamed = site
        .write(
            "fr",
            "/events/by-slug/soiree",
            json!({"title": "Concert du soir"}),
        )
        .await;
    assert_eq!(
        (id_of(&renamed), &renamed["title"]),
        (concert, &json!("Concert du soir"))
    );
    assert_eq!(
        site.read("", &format!("/events/{concert}")).await["title"],
        "Summer Concert"
    );
    let again = site
        .write(
            "fr",
            &format!("/events/{concert}"),
            json!({"slug": "soiree"}),
        )
        .await;
    assert_eq!(again["slug"], "soiree", "its own slug is no conflict");
    let trashed = app
        .delete(
            ALPHA,
            &format!("{}/events/by-slug/soiree-2", site.ns("fr")),
            Some(ADMIN),
        )
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(
        (id_of(&trashed.body), &trashed.body["status"]),
        (market, &json!("trash")),
        "by-slug deletes under /fr find the French slug"
    );

    // Terms have slugs per language too.
    let music = id_of(
        &site
            .write("", "/categories", json!({"name": "Music"}))
            .await,
    );
    site.write(
        "fr",
        &format!("/categories/{music}"),
        json!({"name": "Musique", "slug": "musique-live"}),
    )
    .await;
    assert_eq!(
        site.read("fr", &format!("/categories/{music}")).await["slug"],
        "musique-live"
    );
    assert_eq!(
        site.read("", &format!("/categories/{music}")).await["slug"],
        "music"
    );
}

#[tokio::test]
async fn the_lang_parameter_stands_for_the_variant() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let id = id_of(&site.write("", "/events", concert()).await);
    let path = format!("/events/{id}");
    site.write(
        "fr",
        &path,
        concert_update(json!({"title": "Concert estival"})),
    )
    .await;
    let fr = site.read("fr", &path).await;

    for (variant, query) in [("", "?lang=fr"), ("de", "?lang=fr")] {
        let reply = site.get(variant, &format!("{path}{query}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.raw);
        assert_eq!(reply.header("content-language"), Some("fr"), "/{variant}");
        assert_eq!(reply.body["title"], "Concert estival", "/{variant}");
        assert_served(
            &reply.body,
            "fr",
            &site.translations(&path, &["en", "fr"]),
            &format!("/{variant}{query}"),
        );
        assert_eq!(
            reply.body["venue"]["venue"], fr["venue"]["venue"],
            "/{variant}"
        );
    }
    let spanish = site.get("", &format!("{path}?lang=es")).await;
    assert_eq!(spanish.header("content-language"), Some("es"));
    assert_eq!(spanish.body["title"], "Summer Concert");
    assert_eq!(spanish.body["lang"], "en");
    assert_eq!(
        site.titles("", "lang=fr").await,
        ["Concert estival"],
        "lists too"
    );
    let missing = |variant: &'static str, query: &'static str| {
        let site = &site;
        async move {
            site.get(variant, &format!("/events/999999{query}"))
                .await
                .body["message"]
                .clone()
        }
    };
    assert_eq!(
        missing("", "?lang=fr").await,
        missing("fr", "").await,
        "messages in the language"
    );
    assert_ne!(missing("", "?lang=fr").await, missing("", "").await);

    let answer = site
        .write(
            "",
            &format!("{path}?lang=fr"),
            concert_update(json!({"title": "Concert du soir"})),
        )
        .await;
    assert_eq!(
        (&answer["title"], &answer["lang"]),
        (&json!("Concert du soir"), &json!("fr"))
    );
    assert_eq!(site.read("", &path).await["title"], "Summer Concert");
    assert_eq!(site.read("fr", &path).await["title"], "Concert du soir");

    // A language the tenant does not serve: 400 naming `lang`, and nothing written.
    let before = app.item_state(ALPHA, &format!("{NS}/events"), id).await;
    let stored = all_translations(&app).await;
    let counts = || async {
        (
            app.db()
                .scalar::<i64>("SELECT COUNT(*) FROM posts", &[])
                .await,
            app.db()
                .scalar::<i64>("SELECT COUNT(*) FROM terms", &[])
                .await,
        )
    };
    let counted = counts().await;
    for (variant, method, target, body) in [
        ("", Method::GET, format!("{path}?lang=xx"), None),
        ("", Method::GET, format!("/events?{WINDOW}&lang=xx"), None),
        ("fr", Method::GET, format!("{path}?lang=pt"), None),
        (
            "",
            Method::POST,
            format!("{path}?lang=xx"),
            Some(concert_update(json!({"title": "Nope"}))),
        ),
        (
            "",
            Method::POST,
            "/events?lang=xx".to_string(),
            Some(plain("Nope", "")),
        ),
        (
            "",
            Method::POST,
            "/categories?lang=xx".to_string(),
            Some(json!({"name": "Nope"})),
        ),
        ("fr", Method::DELETE, format!("{path}?lang=xx"), None),
    ] {
        let target = format!("{}{target}", site.ns(variant));
        let reply = match body {
            Some(body) => {
                app.send(method.clone(), ALPHA, &target, Some(ADMIN), &body)
                    .await
            }
            None => {
                app.call(Call {
                    method: method.clone(),
                    host: ALPHA,
                    path: target.clone(),
                    auth: Some(ADMIN),
                    body: None,
                })
                .await
            }
        };
        assert_bad_param(&reply, "rest_invalid_param", "lang");
        assert_ne!(reply.body["message"], "", "{method} {target}");
    }
    app.assert_unchanged(ALPHA, &format!("{NS}/events"), id, &before, "?lang=xx")
        .await;
    assert_eq!(all_translations(&app).await, stored);
    assert_eq!(counts().await, counted);
}

#[tokio::test]
async fn cached_reads_keep_variants_apart_and_follow_every_write() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let id = id_of(&site.write("", "/events", concert()).await);
    let path = format!("/events/{id}");
    let list = format!("/events?{WINDOW}");
    let en1 = site.get("", &path).await;
    let fr1 = site.get("fr", &path).await;
    site.get("", &list).await;
    site.get("fr", &list).await;
    let etag = |reply: &Reply| reply.header("etag").expect("etag").to_string();
    assert_ne!(etag(&en1), etag(&fr1));

    site.write(
        "fr",
        &path,
        concert_update(json!({"title": "Concert estival"})),
    )
    .await;
    let en2 = site.get("", &path).await;
    let fr2 = site.get("fr", &path).await;
    assert_eq!(fr2.body["title"], "Concert estival", "not the cached read");
    assert_eq!(en2.body["title"], "Summer Concert");
    let both = site.translations(&path, &["en", "fr"]);
    assert_served(&en2.body, "en", &both, "the English read after the write");
    assert_ne!(etag(&en2), etag(&en1));
    assert_ne!(etag(&fr2), etag(&fr1));
    assert_ne!(etag(&en2), etag(&fr2));
    assert_eq!(
        site.titles("fr", "per_page=10").await,
        ["Concert estival"],
        "cached lists too"
    );
    let stale = app
        .get_with(
            ALPHA,
            &format!("{}{path}", site.ns("fr")),
            &[("if-none-match", &etag(&fr1))],
        )
        .await;
    assert_eq!(stale.status, StatusCode::OK);
    let fresh = app
        .get_with(
            ALPHA,
            &format!("{}{path}", site.ns("fr")),
            &[("if-none-match", &etag(&fr2))],
        )
        .await;
    assert_eq!(fresh.status, StatusCode::NOT_MODIFIED);

    // ?lang=fr right after a cached default read, and the default read after it.
    let by_query = site.get("", &format!("{path}?lang=fr")).await;
    assert_eq!(by_query.body["title"], "Concert estival");
    let en3 = site.get("", &path).await;
    assert_eq!(en3.body["title"], "Summer Concert");
    assert_eq!(etag(&en3), etag(&en2));

    // A shared field written through /fr is seen through every variant at once.
    site.write("fr", &path, moved()).await;
    for variant in ["", "fr", "de"] {
        assert_eq!(
            site.read(variant, &path).await["cost_details"]["values"],
            json!(["20"]),
            "/{variant}"
        );
        assert_eq!(
            site.read(variant, &list).await["events"][0]["start_date"],
            "2030-07-02 20:00:00",
            "/{variant}"
        );
    }
}

#[tokio::test]
async fn trashing_keeps_translations_and_deleting_removes_them() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let created = site.write("", "/events", concert()).await;
    let (id, venue) = (id_of(&created), id_of(&created["venue"]));
    site.write(
        "fr",
        &format!("/events/{id}"),
        json!({"title": "Concert estival"}),
    )
    .await;
    site.write(
        "fr",
        &format!("/venues/{venue}"),
        json!({"venue": "Hôtel de ville"}),
    )
    .await;
    let event_rows = post_rows(&app, id).await;
    let venue_rows = post_rows(&app, venue).await;
    assert_eq!(event_rows.len(), 1, "{event_rows:?}");
    assert_eq!(venue_rows.len(), 1, "{venue_rows:?}");

    let trashed = app
        .delete(
            ALPHA,
            &format!("{}/events/{id}", site.ns("fr")),
            Some(ADMIN),
        )
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(
        (&trashed.body["status"], &trashed.body["title"]),
        (&json!("trash"), &json!("Concert estival")),
        "the answer is in its variant's language"
    );
    assert_eq!(trashed.body["lang"], "fr");
    let again = app
        .delete(
            ALPHA,
            &format!("{}/events/{id}", site.ns("fr")),
            Some(ADMIN),
        )
        .await;
    assert_eq!(again.status, StatusCode::GONE, "{}", again.raw);
    let trashed_venue = app
        .delete(ALPHA, &format!("{NS}/venues/{venue}"), Some(ADMIN))
        .await;
    assert_eq!(
        trashed_venue.status,
        StatusCode::OK,
        "{}",
        trashed_venue.raw
    );
    assert_eq!(post_rows(&app, id).await, event_rows, "trash keeps them");
    assert_eq!(post_rows(&app, venue).await, venue_rows);

    // Removed from the store, an item takes its translations with it.
    app.db()
        .execute("DELETE FROM posts WHERE id = $1", &[id.into()])
        .await;
    assert_eq!(post_rows(&app, id).await, Vec::<String>::new());
    assert_eq!(post_rows(&app, venue).await, venue_rows);
}

#[tokio::test]
async fn bad_translation_writes_are_refused_and_write_nothing() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let translated = id_of(&site.write("", "/events", concert()).await);
    site.write(
        "fr",
        &format!("/events/{translated}"),
        concert_update(json!({"title": "Concert estival"})),
    )
    .await;
    let untranslated = id_of(
        &site
            .write("", "/events", plain("Winter Market", "<p>Wine.</p>"))
            .await,
    );
    let category = id_of(&site.write("", "/categories", json!({"name": "Jazz"})).await);
    let events = format!("{}/events", site.ns("fr"));
    let mut before = Vec::new();
    for id in [translated, untranslated] {
        before.push(app.item_state(ALPHA, &events, id).await);
    }
    let stored = all_translations(&app).await;
    let posts: i64 = app.db().scalar("SELECT COUNT(*) FROM posts", &[]).await;

    for id in [translated, untranslated] {
        let path = format!("/events/{id}");
        for (body, param) in [
            (json!({"title": ["Concert", "estival"]}), "title"),
            (
                json!({"description": {"text": "Des cordes"}}),
                "description",
            ),
            (json!({"title": "Titre", "slug": ["a"]}), "slug"),
            (
                json!({"title": "Titre", "description": "x".repeat(200_001)}),
                "description",
            ),
            (
                json!({"title": "Titre", "start_date": "not a date", "end_date": "2030-07-01"}),
                "start_date",
            ),
            (json!({"title": "Titre", "venue": 999_999}), "venue"),
            (
                json!({"title": "Titre", "venue": {"venue": "Salle fantôme"}, "organizer": [999_999]}),
                "organizer",
            ),
        ] {
            let reply = site.send("fr", &path, &body).await;
            assert_bad_param(&reply, "rest_invalid_param", param);
            assert!(
                reply.body["message"].is_string() && reply.body["data"]["status"] == 400,
                "the error envelope: {}",
                reply.raw
            );
        }
        for who in [None, Some(SUBSCRIBER), Some(CONTRIBUTOR)] {
            let reply = app
                .post(
                    ALPHA,
                    &format!("{events}/{id}"),
                    who,
                    &json!({"title": "Titre"}),
                )
                .await;
            assert!(
                matches!(
                    reply.status,
                    StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN
                ),
                "{who:?}: {}",
                reply.raw
            );
        }
    }
    let term = site
        .send(
            "fr",
            &format!("/categories/{category}"),
            &json!({"name": ["Musique"]}),
        )
        .await;
    assert_bad_param(&term, "rest_invalid_param", "name");
    let empty = site
        .send(
            "fr",
            &format!("/categories/{category}"),
            &json!({"name": ""}),
        )
        .await;
    assert_bad_param(&empty, "rest_invalid_param", "name");

    for (id, state) in [translated, untranslated].into_iter().zip(&before) {
        app.assert_unchanged(ALPHA, &events, id, state, "a refused translation")
            .await;
    }
    assert_eq!(
        all_translations(&app).await,
        stored,
        "no translation written"
    );
    assert_eq!(
        app.db()
            .scalar::<i64>("SELECT COUNT(*) FROM posts", &[])
            .await,
        posts,
        "no inline venue created"
    );
    assert_eq!(
        site.read("", &format!("/categories/{category}")).await["name"],
        "Jazz"
    );
}

#[tokio::test]
async fn items_written_while_off_have_the_default_language_as_source() {
    let off = TestApp::new().await;
    let event = id_of(
        &alpha(&off)
            .write(
                "fr",
                "/events",
                plain("Fête de la musique", "<p>Musique partout.</p>"),
            )
            .await,
    );
    let category = id_of(
        &alpha(&off)
            .write("fr", "/categories", json!({"name": "Musique"}))
            .await,
    );
    let path = format!("/events/{event}");

    let on = off.reconfigured(ON).await;
    let site = alpha(&on);
    let fr = site.read("fr", &path).await;
    assert_eq!(fr["title"], "Fête de la musique");
    assert_served(
        &fr,
        "en",
        &site.translations(&path, &["en"]),
        "text written while off is the default language's",
    );
    site.write("fr", &path, json!({"title": "Fête de la musique (fr)"}))
        .await;
    assert_eq!(
        post_source(&on, event).await,
        "|Fête de la musique|<p>Musique partout.</p>|fete-de-la-musique",
        "a French write is a translation: the source stays"
    );
    assert_eq!(
        post_rows(&on, event).await,
        ["alpha|fr|Fête de la musique (fr)|<p>Musique partout.</p>|"]
    );
    let en = site.read("", &path).await;
    assert_eq!(en["title"], "Fête de la musique");
    assert_served(
        &en,
        "en",
        &site.translations(&path, &["en", "fr"]),
        "English after",
    );
    let category_path = format!("/categories/{category}");
    site.write("fr", &category_path, json!({"name": "Musique en fête"}))
        .await;
    assert_eq!(site.read("", &category_path).await["name"], "Musique");
    assert_eq!(
        site.read("fr", &category_path).await["name"],
        "Musique en fête"
    );

    // Off again: every variant serves the source text once more.
    let off_again = on.reconfigured(CONFIG).await;
    let site = alpha(&off_again);
    for path in [&path, &category_path] {
        let en = site.get("", path).await;
        let fr = site.get("fr", path).await;
        assert_eq!(en.status, StatusCode::OK, "{}", en.raw);
        assert_eq!(
            fr.raw
                .replace("http://alpha.test/fr/", "http://alpha.test/"),
            en.raw,
            "{path}"
        );
        assert_untagged(&fr.body, path);
        assert!(
            !fr.raw.contains("(fr)") && !fr.raw.contains("en fête"),
            "{}",
            fr.raw
        );
    }

    // The translations stayed stored: on once more, French is back.
    let on_again = off_again.reconfigured(ON).await;
    let site = alpha(&on_again);
    assert_eq!(
        site.read("fr", &path).await["title"],
        "Fête de la musique (fr)"
    );
    assert_eq!(
        site.read("fr", &category_path).await["name"],
        "Musique en fête"
    );
}

#[tokio::test]
async fn a_french_site_translates_into_english_and_sites_without_the_setting_are_untouched() {
    let app = TestApp::with_config(ON).await;
    let beta = Site {
        app: &app,
        host: BETA,
        origin: "https://beta.test",
        default: "fr",
    };
    let created = beta
        .write("", "/events", plain("Marché de Noël", "<p>Vin chaud.</p>"))
        .await;
    let id = id_of(&created);
    let path = format!("/events/{id}");
    assert_served(
        &created,
        "fr",
        &beta.translations(&path, &["fr"]),
        "the default language is French",
    );
    beta.write("en", &path, json!({"title": "Christmas Market"}))
        .await;
    let both = beta.translations(&path, &["fr", "en"]);
    let fr = beta.read("", &path).await;
    let en = beta.read("en", &path).await;
    assert_eq!(
        (&fr["title"], &en["title"]),
        (&json!("Marché de Noël"), &json!("Christmas Market"))
    );
    assert_served(&fr, "fr", &both, "French, the default");
    assert_served(&en, "en", &both, "English");
    assert_eq!(
        post_rows(&app, id).await,
        ["beta|en|Christmas Market|<p>Vin chaud.</p>|"]
    );
    assert_eq!(
        post_source(&app, id).await,
        "fr|Marché de Noël|<p>Vin chaud.</p>|marche-de-noel"
    );

    let gamma = Site {
        app: &app,
        host: "gamma.test",
        origin: "http://gamma.test",
        default: "en",
    };
    let id = id_of(&gamma.write("", "/events", concert()).await);
    let path = format!("/events/{id}");
    gamma
        .write(
            "fr",
            &path,
            concert_update(json!({"title": "Concert estival"})),
        )
        .await;
    let en = gamma.get("", &path).await;
    let fr = gamma.get("fr", &path).await;
    assert_eq!(en.body["title"], "Concert estival", "one text for all");
    assert_eq!(
        fr.raw
            .replace("http://gamma.test/fr/", "http://gamma.test/"),
        en.raw
    );
    assert_untagged(&en.body, "gamma");
    assert_eq!(post_rows(&app, id).await, Vec::<String>::new());
}

#[tokio::test]
async fn archive_urls_follow_the_slug_served() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let music = id_of(
        &site
            .write("", "/categories", json!({"name": "Music"}))
            .await,
    );
    let jazz = id_of(
        &site
            .write("", "/categories", json!({"name": "Jazz", "parent": music}))
            .await,
    );
    let outdoor = id_of(&site.write("", "/tags", json!({"name": "Outdoor"})).await);
    let event = id_of(
        &site
            .write("", "/events", plain("Summer Concert", "<p>Strings.</p>"))
            .await,
    );
    for (path, slug) in [
        (format!("/categories/{music}"), "musique"),
        (format!("/categories/{jazz}"), "jazz-fr"),
        (format!("/tags/{outdoor}"), "plein-air"),
        (format!("/events/{event}"), "concert-estival"),
    ] {
        let answer = site.write("fr", &path, json!({"slug": slug})).await;
        assert_eq!(answer["slug"], slug, "{path}");
    }
    for (path, english, french) in [
        (
            format!("/events/{event}"),
            "http://alpha.test/event/summer-concert/",
            "http://alpha.test/fr/event/concert-estival/",
        ),
        (
            format!("/tags/{outdoor}"),
            "http://alpha.test/tag/outdoor/",
            "http://alpha.test/fr/tag/plein-air/",
        ),
        (
            format!("/categories/{music}"),
            "http://alpha.test/events/category/music/",
            "http://alpha.test/fr/events/category/musique/",
        ),
        (
            format!("/categories/{jazz}"),
            "http://alpha.test/events/category/music/jazz/",
            "http://alpha.test/fr/events/category/musique/jazz-fr/",
        ),
    ] {
        assert_eq!(site.read("", &path).await["url"], english, "{path}");
        assert_eq!(site.read("fr", &path).await["url"], french, "/fr{path}");
    }
}

#[tokio::test]
async fn terms_given_one_french_slug_get_it_and_a_numbered_one() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let music = id_of(
        &site
            .write("", "/categories", json!({"name": "Music"}))
            .await,
    );
    let live = id_of(&site.write("", "/categories", json!({"name": "Live"})).await);
    let outdoor = id_of(&site.write("", "/tags", json!({"name": "Outdoor"})).await);
    let open_air = id_of(&site.write("", "/tags", json!({"name": "Open air"})).await);
    for (first, second, route) in [(music, live, "categories"), (outdoor, open_air, "tags")] {
        let one = site
            .write(
                "fr",
                &format!("/{route}/{first}"),
                json!({"slug": "concerts"}),
            )
            .await;
        let two = site
            .write(
                "fr",
                &format!("/{route}/{second}"),
                json!({"slug": "concerts"}),
            )
            .await;
        assert_eq!(
            (&one["slug"], &two["slug"]),
            (&json!("concerts"), &json!("concerts-2")),
            "{route}: unique among the French slugs of {route}"
        );
        assert_eq!(
            site.read("fr", &format!("/{route}/{second}")).await["slug"],
            "concerts-2",
            "{route}"
        );
    }
}

/// The contract leaves open what a translation write does to the shared fields it
/// does not send: they are reset as by any update (see "Updates reset what they omit").
#[tokio::test]
async fn a_translation_write_resets_the_shared_fields_it_omits_as_any_update_does() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let created = site.write("", "/events", concert()).await;
    let path = format!("/events/{}", id_of(&created));
    let answer = site
        .write("fr", &path, json!({"title": "Concert estival"}))
        .await;
    assert_eq!(answer["title"], "Concert estival");
    let en = site.read("", &path).await;
    assert_eq!(
        (&en["title"], &en["cost"], &en["featured"], &en["website"]),
        (
            &json!("Summer Concert"),
            &json!(""),
            &json!(false),
            &json!("")
        ),
        "the plugin's resets, in every variant"
    );
    assert_eq!(
        (
            &en["start_date"],
            &en["venue"]["id"],
            &en["categories"][0]["id"]
        ),
        (
            &created["start_date"],
            &created["venue"]["id"],
            &created["categories"][0]["id"]
        ),
        "dates and links omitted are kept"
    );
}

/// The contract speaks of event searches only; venue, organizer and term searches,
/// term filters of event lists and terms named in event writes follow the text of the
/// variant in the same way.
#[tokio::test]
async fn other_searches_and_term_names_follow_the_variant_too() {
    let app = TestApp::with_config(ON).await;
    let site = alpha(&app);
    let venue = id_of(
        &site
            .write("", "/venues", json!({"venue": "Town Hall"}))
            .await,
    );
    let organizer = id_of(
        &site
            .write("", "/organizers", json!({"organizer": "Music Society"}))
            .await,
    );
    let category = id_of(
        &site
            .write("", "/categories", json!({"name": "Music"}))
            .await,
    );
    let event = id_of(
        &site
            .write(
                "",
                "/events",
                with(
                    plain("Summer Concert", "<p>Strings.</p>"),
                    json!({"categories": [category]}),
                ),
            )
            .await,
    );
    site.write(
        "fr",
        &format!("/venues/{venue}"),
        json!({"venue": "Hôtel de ville"}),
    )
    .await;
    site.write(
        "fr",
        &format!("/organizers/{organizer}"),
        json!({"organizer": "Société de musique"}),
    )
    .await;
    site.write(
        "fr",
        &format!("/categories/{category}"),
        json!({"name": "Musique classique", "slug": "classique"}),
    )
    .await;

    let total = |variant: &'static str, query: String| {
        let site = &site;
        async move { site.read(variant, &query).await["total"].clone() }
    };
    for (variant, query, found) in [
        ("fr", "/venues?search=ville", 1),
        ("fr", "/venues?search=town", 0),
        ("", "/venues?search=town", 1),
        ("", "/venues?search=ville", 0),
        ("fr", "/organizers?search=soci%C3%A9t%C3%A9", 1),
        ("fr", "/organizers?search=society", 0),
        ("", "/organizers?search=society", 1),
        ("fr", "/categories?search=classique&hide_empty=0", 1),
        ("fr", "/categories?search=music&hide_empty=0", 0),
        ("", "/categories?search=music&hide_empty=0", 1),
        ("", "/categories?search=classique&hide_empty=0", 0),
    ] {
        assert_eq!(
            total(variant, query.to_string()).await,
            json!(found),
            "/{variant}{query}"
        );
    }
    let filtered = site
        .read("fr", &format!("/events?{WINDOW}&categories=classique"))
        .await;
    assert_eq!(
        filtered["events"][0]["id"],
        json!(event),
        "a category filter by its French slug: {filtered}"
    );
    let unknown = site
        .get("", &format!("/events?{WINDOW}&categories=classique"))
        .await;
    assert_bad_param(&unknown, "rest_invalid_param", "categories");

    // An event written through /fr naming the category by its French name links it.
    let terms: i64 = app.db().scalar("SELECT COUNT(*) FROM terms", &[]).await;
    let named = site
        .write(
            "fr",
            "/events",
            with(
                plain("Bal populaire", "<p>On danse.</p>"),
                json!({"categories": ["Musique classique"]}),
            ),
        )
        .await;
    assert_eq!(named["categories"][0]["id"], json!(category), "{named}");
    assert_eq!(named["categories"][0]["name"], "Musique classique");
    assert_eq!(
        app.db()
            .scalar::<i64>("SELECT COUNT(*) FROM terms", &[])
            .await,
        terms,
        "no new term"
    );
}
