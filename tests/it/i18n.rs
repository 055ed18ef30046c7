//! Languages: complete translations, the pseudo-locale, fallbacks, no isolation marks,
//! language headers, Accept-Language negotiation, the `locales` commands and reloads.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use calendar_gateway::i18n::{lint, pseudo};
use serde_json::{Value, json};

use crate::helpers::*;
use crate::process::{Workdir, free_port, get, wait_until_healthy};

/// Every string value of a JSON document.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// Titles of documented lists: identifiers, the same in every language.
const LIST_TITLES: [&str; 5] = ["events", "venues", "organizers", "categories", "tags"];

/// Human-readable strings of a document: descriptions, titles and messages.
fn texts(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| texts(v, out)),
        Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    ("description" | "message", Value::String(s)) => out.push(s.clone()),
                    ("title", Value::String(s)) if !LIST_TITLES.contains(&s.as_str()) => {
                        out.push(s.clone())
                    }
                    _ => texts(v, out),
                }
            }
        }
        _ => {}
    }
}

pub(crate) fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("read").flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("copy");
        }
    }
}

fn edit(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).expect("read");
    assert!(text.contains(from), "{from} not in {}", file.display());
    std::fs::write(file, text.replace(from, to)).expect("write");
}

#[test]
fn translations_are_complete_and_the_reference_is_sound() {
    let report = lint::check(
        &built_in().read().expect("read"),
        &calendar_gateway::gateway::message_ids(),
    )
    .expect("check");
    assert!(!report.has_problems(), "{report}");
    for lang in ["fr", "de", "es", "en-xa"] {
        let language = report.language(lang).expect(lang);
        assert_eq!(language.coverage, 100.0, "{lang}");
    }
}

/// String literals in the sources that look like message ids.
fn ids_in(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).expect("src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            ids_in(&path, out);
            continue;
        }
        let Ok(source) = std::fs::read_to_string(&path) else {
            continue;
        };
        for literal in source.split('"').skip(1).step_by(2) {
            let prefixed = ["error-", "param-", "doc-", "field-"]
                .iter()
                .any(|p| literal.starts_with(p));
            let shaped = literal
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
            if prefixed && shaped && !literal.ends_with('-') {
                out.insert(literal.to_string());
            }
        }
    }
}

#[test]
fn every_message_id_in_the_code_exists_in_the_reference() {
    let mut ids = BTreeSet::new();
    ids_in(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut ids,
    );
    assert!(ids.contains("error-no-route") && ids.contains("param-event-title"));
    let report = lint::check(&built_in().read().expect("read"), &ids).expect("check");
    let en = report.language("en").expect("en");
    assert!(en.errors.is_empty(), "{:?}", en.errors);
}

fn pseudo_config() -> &'static str {
    "[[tenant]]\nid = \"px\"\nhosts = [\"px.test\"]\nsite_url = \"http://px.test\"\nlanguages = [\"en\", \"en-xa\"]\n"
}

#[tokio::test]
async fn every_text_comes_from_fluent() {
    let app = TestApp::with_config(pseudo_config()).await;
    let mut seen = Vec::new();
    for path in [
        format!("/en-xa{NS}/doc"),
        format!("/en-xa{NS}/"),
        format!("/en-xa{NS}/events/999999"),
        format!("/en-xa{NS}/events?page=0&featured=maybe"),
        format!("/en-xa{NS}/nowhere"),
    ] {
        let reply = app.get("px.test", &path, None).await;
        assert_eq!(reply.header("content-language"), Some("en-xa"));
        texts(&reply.body, &mut seen);
    }
    let missing = app
        .post("px.test", &format!("/en-xa{NS}/events"), None, &json!({}))
        .await;
    texts(&missing.body, &mut seen);
    assert!(seen.len() > 300, "{}", seen.len());
    for text in &seen {
        assert!(
            text.starts_with('⟦') && text.ends_with('⟧'),
            "not from a Fluent message: {text:?}"
        );
    }
    let root = app.get("px.test", "/en-xa/wp-json/", None).await;
    assert_eq!(root.body["languages"][1]["name"], "⟦ÉÉñĝļîîšĥ⟧");
    assert_eq!(root.body["languages"][1]["coverage"], 100);

    let en = app.get("px.test", &format!("{NS}/doc"), None).await;
    let xa = app.get("px.test", &format!("/en-xa{NS}/doc"), None).await;
    let mut en_strings = Vec::new();
    let mut xa_strings = Vec::new();
    strings(&en.body["paths"], &mut en_strings);
    strings(&xa.body["paths"], &mut xa_strings);
    assert_eq!(en_strings.len(), xa_strings.len());
    for (a, b) in en_strings.iter().zip(&xa_strings) {
        if a != b {
            assert!(b.starts_with('⟦'), "{a} → {b}: only text may differ");
        }
    }
}

#[tokio::test]
async fn no_isolation_marks_in_any_language() {
    let app = TestApp::with_config(&format!(
        "{}\n[[tenant]]\nid = \"all\"\nhosts = [\"all.test\"]\nlanguages = [\"en\", \"fr\", \"de\", \"es\"]\n",
        pseudo_config()
    ))
    .await;
    let variants = [
        ("px.test", ""),
        ("px.test", "/en-xa"),
        ("all.test", "/fr"),
        ("all.test", "/de"),
        ("all.test", "/es"),
    ];
    for (host, segment) in variants {
        let mut raws = Vec::new();
        for path in [
            "/",
            "/doc",
            "/events/999999",
            "/events?page=0&per_page=x&featured=maybe",
            "/events/12/nope",
        ] {
            raws.push(
                app.get(host, &format!("{segment}{NS}{path}"), None)
                    .await
                    .raw,
            );
        }
        raws.push(
            app.get(host, &format!("{segment}/wp-json/"), None)
                .await
                .raw,
        );
        let long = json!({"title": "x", "slug": "x".repeat(201), "start_date": "2030-01-01", "end_date": "2030-01-01"});
        raws.push(
            app.post(host, &format!("{segment}{NS}/events"), None, &long)
                .await
                .raw,
        );
        raws.push(
            app.post(host, &format!("{segment}{NS}/events"), None, &json!({}))
                .await
                .raw,
        );
        for raw in raws {
            assert!(
                !raw.contains(['\u{2068}', '\u{2069}']),
                "{host}{segment}: {raw:.300}"
            );
        }
    }
}

#[tokio::test]
async fn regional_variant_falls_back_to_language_then_tenant_default() {
    let dir = tempfile::tempdir().expect("tmp");
    copy_dir(&locales_dir(), dir.path());
    std::fs::create_dir_all(dir.path().join("fr-ca")).expect("fr-ca");
    std::fs::write(
        dir.path().join("fr-ca/params.ftl"),
        "param-events-list-page = Page de résultats voulue, à compter de 1.\n",
    )
    .expect("write");
    edit(
        &dir.path().join("fr/params.ftl"),
        "param-events-list-ticketed = Filtre les évènements selon qu’ils proposent des billets ou non.\n",
        "",
    );
    let app = TestApp::with_locales(
        "[[tenant]]\nid = \"qc\"\nhosts = [\"qc.test\"]\nlanguages = [\"de\", \"fr-ca\"]\ndefault_language = \"de\"\n",
        dir.path(),
    )
    .await;
    let reply = app.get("qc.test", &format!("/fr-ca{NS}/doc"), None).await;
    assert_eq!(reply.header("content-language"), Some("fr-ca"));
    let description = |name: &str| {
        reply.body["paths"]["/events"]["get"]["parameters"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .map(|p| p["description"].clone())
            .unwrap_or_default()
    };
    assert_eq!(
        description("page"),
        "Page de résultats voulue, à compter de 1.",
        "fr-ca itself"
    );
    assert_eq!(
        description("per_page"),
        "Nombre d’évènements par page (50 au maximum).",
        "then fr"
    );
    assert_eq!(
        description("ticketed"),
        "Filtert Veranstaltungen danach, ob es Tickets für sie gibt.",
        "then the tenant default"
    );
    let root = app.get("qc.test", "/fr-ca/wp-json/", None).await;
    let languages = &root.body["languages"];
    assert_eq!(languages[1]["tag"], "fr-ca");
    assert_eq!(
        languages[1]["name"], "Français (Canada)",
        "fr's name, with the region in French"
    );
    assert_eq!(
        languages[1]["coverage"], 99,
        "what fr-ca gives through fr: all but the one message fr lacks: {languages}"
    );
}

#[tokio::test]
async fn a_regional_variant_that_names_itself_is_listed_by_its_own_name() {
    let dir = locale_copy();
    put(
        dir.path(),
        "es-MX/language.ftl",
        "language-name = Español de México\n",
    );
    put(
        dir.path(),
        "de_AT/params.ftl",
        "param-events-list-page = Seite der Ergebnisse, ab 1.\n",
    );
    let app = TestApp::with_locales(
        "[[tenant]]\nid = \"mx\"\nhosts = [\"mx.test\"]\nlanguages = [\"es\", \"es-mx\", \"de-at\"]\ndefault_language = \"es\"\n",
        dir.path(),
    )
    .await;
    let root = app.get("mx.test", "/wp-json/", None).await;
    let names: Vec<&str> = root.body["languages"]
        .as_array()
        .map(|l| l.iter().filter_map(|l| l["name"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        names,
        ["Español", "Español de México", "Deutsch (Österreich)"]
    );
    assert_eq!(root.body["languages"][1]["coverage"], 100);
}

#[tokio::test]
async fn variants_name_their_language_and_link_to_the_others() {
    let app = TestApp::new().await;
    let reply = app
        .get(ALPHA, &format!("/fr{NS}/events?per_page=2&page=1"), None)
        .await;
    assert_eq!(reply.header("content-language"), Some("fr"));
    assert_eq!(
        reply.header("link"),
        Some(
            "<http://alpha.test/fr/wp-json/>; rel=\"https://api.w.org/\", \
             <http://alpha.test/fr/events/?ical=1>; rel=\"alternate\"; type=\"text/calendar\", \
             <http://alpha.test/wp-json/tribe/events/v1/events>; rel=\"alternate\"; hreflang=\"en\", \
             <http://alpha.test/fr/wp-json/tribe/events/v1/events>; rel=\"alternate\"; hreflang=\"fr\", \
             <http://alpha.test/de/wp-json/tribe/events/v1/events>; rel=\"alternate\"; hreflang=\"de\", \
             <http://alpha.test/es/wp-json/tribe/events/v1/events>; rel=\"alternate\"; hreflang=\"es\", \
             <http://alpha.test/wp-json/tribe/events/v1/events>; rel=\"alternate\"; hreflang=\"x-default\""
        )
    );
    assert!(
        !reply
            .header("vary")
            .unwrap_or("")
            .contains("Accept-Language"),
        "no negotiation: the URL decides"
    );
    let error = app.get(BETA, &format!("{NS}/events/424242"), None).await;
    assert_eq!(error.status, StatusCode::NOT_FOUND);
    assert_eq!(error.header("content-language"), Some("fr"));
    assert_eq!(
        error.header("link"),
        Some(
            "<https://beta.test/wp-json/>; rel=\"https://api.w.org/\", \
             <https://beta.test/wp-json/tribe/events/v1/events/424242>; rel=\"alternate\"; hreflang=\"fr\", \
             <https://beta.test/en/wp-json/tribe/events/v1/events/424242>; rel=\"alternate\"; hreflang=\"en\", \
             <https://beta.test/wp-json/tribe/events/v1/events/424242>; rel=\"alternate\"; hreflang=\"x-default\""
        )
    );
    let ignored = app
        .call(Call {
            method: Method::GET,
            host: ALPHA,
            path: format!("{NS}/events/424242"),
            auth: None,
            body: None,
        })
        .await;
    assert_eq!(ignored.header("content-language"), Some("en"));
}

#[tokio::test]
async fn alternates_name_every_variant_and_the_default_without_the_query() {
    let app = TestApp::new().await;
    let id = app
        .create_event(
            ALPHA,
            json!({"title": "Alternates", "start_date": "2030-05-01 10:00", "end_date": "2030-05-01 11:00"}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let reply = app
        .get(
            ALPHA,
            &format!("/de{NS}/events/{id}?password=secret&search=x"),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK);
    let link = reply.header("link").expect("link");
    assert!(
        link.contains(&format!(
            "<http://alpha.test/de/wp-json/tribe/events/v1/events/{id}>; rel=\"alternate\"; hreflang=\"de\""
        )),
        "the variant itself: {link}"
    );
    assert!(
        link.ends_with(&format!(
            "<http://alpha.test/wp-json/tribe/events/v1/events/{id}>; rel=\"alternate\"; hreflang=\"x-default\""
        )),
        "the default language's variant: {link}"
    );
    for (name, value) in &reply.headers {
        let value = value.to_str().unwrap_or_default();
        assert!(
            !value.contains("secret") && !value.contains("search=x"),
            "{name}: {value}"
        );
    }
}

#[tokio::test]
async fn an_unknown_language_segment_has_no_alternates() {
    let app = TestApp::new().await;
    for path in [
        format!("/pt{NS}/events"),
        format!("/fr/pt{NS}/events"),
        format!("{NS}/no-such-route"),
        format!("{NS}/no-such-route?_envelope=1"),
    ] {
        let reply = app.get(ALPHA, &path, None).await;
        let link = reply.header("link").unwrap_or_default();
        if path.contains("_envelope") {
            assert_eq!(reply.body["body"]["code"], "rest_no_route", "{path}");
        } else {
            assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
            assert_eq!(reply.code(), "rest_no_route", "{path}");
        }
        assert!(!link.contains("rel=\"alternate\""), "{path}: {link}");
        assert!(
            link.starts_with("<http://alpha.test/") && link.contains("rel=\"https://api.w.org/\""),
            "{path}: {link}"
        );
    }
}

async fn with_header(app: &TestApp, path: &str, accept: Option<&str>) -> Reply {
    let mut request = axum::http::Request::builder()
        .uri(path)
        .header("host", "neg.test");
    if let Some(value) = accept {
        request = request.header("accept-language", value);
    }
    let request = request.body(axum::body::Body::empty()).expect("request");
    app.raw(request).await
}

#[tokio::test]
async fn negotiation_is_opt_in_honours_q_values_and_varies() {
    let app = TestApp::with_config(
        "[[tenant]]\nid = \"neg\"\nhosts = [\"neg.test\"]\nsite_url = \"http://neg.test\"\nnegotiate_language = true\n\
         [[tenant]]\nid = \"off\"\nhosts = [\"off.test\"]\n",
    )
    .await;
    let picked = with_header(
        &app,
        &format!("{NS}/events/77"),
        Some("de;q=0.5, fr;q=0.9, en;q=0.1"),
    )
    .await;
    assert_eq!(picked.header("content-language"), Some("fr"));
    assert_eq!(
        picked.header("vary"),
        Some("Accept-Language, Origin, Accept-Encoding")
    );
    assert_eq!(
        picked.body["message"],
        "L’évènement avec l’ID 77 n’existe pas."
    );

    let doc = with_header(&app, &format!("{NS}/doc"), Some("es-MX")).await;
    assert_eq!(doc.header("content-language"), Some("es"));
    assert_eq!(
        doc.body["info"]["title"],
        "API REST del calendario de eventos"
    );
    assert_eq!(
        doc.body["servers"][0]["url"], "http://neg.test/wp-json/tribe/events/v1/",
        "answered in place: the address stays the default variant's"
    );
    let none = with_header(&app, &format!("{NS}/doc"), None).await;
    assert_eq!(none.header("content-language"), Some("en"));
    assert_eq!(
        none.header("vary"),
        Some("Authorization, Accept-Encoding, Accept-Language, Origin"),
        "even without the header"
    );
    let unknown = with_header(&app, &format!("{NS}/doc"), Some("ja, *;q=0.1")).await;
    assert_eq!(unknown.header("content-language"), Some("en"));

    let segment = with_header(&app, &format!("/de{NS}/doc"), Some("fr")).await;
    assert_eq!(
        segment.header("content-language"),
        Some("de"),
        "a language segment is authoritative"
    );
    assert!(
        !segment
            .header("vary")
            .unwrap_or("")
            .contains("Accept-Language")
    );

    let off = app
        .raw(
            axum::http::Request::builder()
                .uri(format!("{NS}/doc"))
                .header("host", "off.test")
                .header("accept-language", "fr")
                .body(axum::body::Body::empty())
                .expect("request"),
        )
        .await;
    assert_eq!(off.header("content-language"), Some("en"), "off by default");
    assert!(!off.header("vary").unwrap_or("").contains("Accept-Language"));
}

fn run_locales(args: &[&str], dir: &Path) -> (i32, String) {
    let output = Workdir::new()
        .command()
        .arg("locales")
        .args(args)
        .arg("--locales")
        .arg(dir)
        .output()
        .expect("run");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
    )
}

#[test]
fn locales_check_reports_per_language_and_fails_on_a_broken_reference() {
    let dir = tempfile::tempdir().expect("tmp");
    copy_dir(&locales_dir(), dir.path());
    let (code, out) = run_locales(&["check", "--strict"], dir.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fr") && out.contains("100.0%"), "{out}");

    edit(
        &dir.path().join("de/doc.ftl"),
        "doc-info-title = ",
        "doc-info-titel = ",
    );
    let (code, out) = run_locales(&["check"], dir.path());
    assert_eq!(
        code, 0,
        "gaps in translations are reported, not fatal: {out}"
    );
    assert!(out.contains("de: missing: doc-info-title"), "{out}");
    assert!(out.contains("de: obsolete: doc-info-titel"), "{out}");
    let (code, _) = run_locales(&["check", "--strict"], dir.path());
    assert_eq!(code, 1);

    edit(&dir.path().join("es/errors.ftl"), "{ $id }.", "{ $ident }.");
    let (code, out) = run_locales(&["check"], dir.path());
    assert_eq!(
        code, 1,
        "a variable the API does not pass is an error: {out}"
    );
    assert!(
        out.contains("es: error: error-event-not-found: uses $ident, which en does not define"),
        "{out}"
    );

    edit(
        &dir.path().join("en/params.ftl"),
        "param-event-title = ",
        "param-event-name = ",
    );
    let (code, out) = run_locales(&["check"], dir.path());
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("en: error: param-event-title: shown by the API but not defined"),
        "{out}"
    );
}

/// Polls `path` until its body contains `expected` (bounded).
fn wait_for(port: u16, path: &str, expected: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let body = get(port, path).map(|(_, b)| b).unwrap_or_default();
        if body.contains(expected) || Instant::now() > deadline {
            return body;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A running server, stopped (SIGTERM, then wait) when dropped, even by a failed assertion.
struct Server {
    child: std::process::Child,
    _workdir: Workdir,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
    }
}

impl Server {
    /// `serve` in an empty directory, on the locale files of `locales` or the
    /// built-in ones.
    fn start(locales: Option<&Path>, port: u16, watch: bool) -> Server {
        let workdir = Workdir::new();
        let mut command = workdir.command();
        command
            .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        if let Some(locales) = locales {
            command.arg("--locales").arg(locales);
        }
        if watch {
            command.arg("--watch-locales");
        }
        let mut server = Server {
            child: command.spawn().expect("spawn"),
            _workdir: workdir,
        };
        wait_until_healthy(port, &mut server.child);
        server
    }

    fn hang_up(&self) {
        let sent = Command::new("kill")
            .args(["-HUP", &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(sent.success());
    }
}

#[test]
fn locales_reload_on_sighup_and_when_watched_keeping_a_good_set() {
    let dir = tempfile::tempdir().expect("tmp");
    let locales = dir.path().join("locales");
    copy_dir(&locales_dir(), &locales);
    let fr_errors = locales.join("fr/errors.ftl");
    let path = "/fr/wp-json/tribe/events/v1/nowhere";

    let port = free_port();
    let mut server = Server::start(Some(&locales), port, false);
    let before = get(port, path).map(|(_, b)| b).unwrap_or_default();
    assert!(before.contains("Aucune route"), "{before}");
    edit(
        &fr_errors,
        "Aucune route ne correspond",
        "Nulle route ne correspond",
    );
    server.hang_up();
    let after = wait_for(port, path, "Nulle route");
    assert!(after.contains("Nulle route"), "{after}");

    edit(&fr_errors, "Nulle route ne correspond", "Nulle { route");
    server.hang_up();
    std::thread::sleep(Duration::from_millis(500));
    let kept = get(port, path).map(|(_, b)| b).unwrap_or_default();
    assert!(
        kept.contains("Nulle route ne correspond"),
        "a broken set is refused: {kept}"
    );
    assert!(
        server.child.try_wait().expect("wait").is_none(),
        "still serving"
    );
    drop(server);

    edit(&fr_errors, "Nulle { route", "Aucune route ne correspond");
    let port = free_port();
    let _watched = Server::start(Some(&locales), port, true);
    edit(
        &fr_errors,
        "Aucune route ne correspond",
        "Pas de route qui corresponde",
    );
    let changed = wait_for(port, path, "Pas de route");
    assert!(changed.contains("Pas de route"), "{changed}");
}

#[test]
fn negotiation_switch_is_off_by_default_and_checked() {
    use calendar_gateway::config::Config;
    let example =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("deploy/calendar-gateway.example.toml");
    let config = Config::load(Some(&example), &built_in()).expect("example");
    assert!(config.tenants.iter().all(|t| !t.negotiate_language));
    let on = Config::from_toml(
        "[[tenant]]\nid = \"a\"\nnegotiate_language = true\n",
        &built_in(),
    )
    .expect("on");
    assert!(on.tenants[0].negotiate_language);
    let typo = Config::from_toml(
        "[[tenant]]\nid = \"a\"\nnegotiate_languages = true\n",
        &built_in(),
    )
    .expect_err("unknown key");
    assert!(
        typo.to_string().contains("negotiate_language"),
        "the fix names the key: {typo}"
    );
}

/// Runs the binary in an empty directory; returns its exit code and everything it printed.
fn run_installed(workdir: &Workdir, args: &[&str], env: &[(&str, &Path)]) -> (i32, String) {
    let mut command = workdir.command();
    command.args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.output().expect("run");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
    )
}

#[test]
fn an_installed_binary_answers_in_every_language_from_an_empty_directory() {
    let port = free_port();
    let server = Server::start(None, port, false);
    for (lang, text) in [
        ("", "No route was found"),
        ("/fr", "Aucune route"),
        ("/de", "keine Route"),
        ("/es", "No se ha encontrado"),
    ] {
        let body = get(port, &format!("{lang}{NS}/nowhere"))
            .map(|(_, b)| b)
            .unwrap_or_default();
        assert!(body.contains(text), "{lang}: {body}");
    }
    drop(server);
    let (code, out) = run_installed(&Workdir::new(), &["locales", "check", "--strict"], &[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("built into this binary"), "{out}");
}

#[test]
fn missing_locales_are_named_once_with_a_fix_that_works() {
    let workdir = Workdir::new();
    let partial = workdir.path().join("my-locales");
    copy_dir(&locales_dir().join("en"), &partial.join("en"));
    let serve = ["serve", "--bind", "127.0.0.1:0"];
    let mut by_flag = serve.to_vec();
    by_flag.extend(["--locales", "my-locales"]);
    for (how, (code, out)) in [
        ("flag", run_installed(&workdir, &by_flag, &[])),
        (
            "environment",
            run_installed(&workdir, &serve, &[("CALENDAR_GATEWAY_LOCALES", &partial)]),
        ),
    ] {
        assert_eq!(code, 1, "{how}: {out}");
        assert_eq!(out.lines().count(), 1, "{how}: one message: {out}");
        assert_eq!(
            out.matches("`fr`").count(),
            1,
            "{how}: the cause once: {out}"
        );
        assert!(
            out.contains("my-locales")
                && out.contains("fix:")
                && out.contains("leave out --locales"),
            "{how}: {out}"
        );
        assert!(
            !out.contains("built-in default") && !out.contains("configuration error"),
            "{how}: no configuration file is involved: {out}"
        );
    }
    let missing = run_installed(&workdir, &["serve", "--locales", "nowhere"], &[]);
    assert_eq!(missing.0, 1);
    assert!(
        missing.1.contains("nowhere") && missing.1.contains("fix:"),
        "{}",
        missing.1
    );

    // The fix: without --locales the built-in ones serve.
    drop(Server::start(None, free_port(), false));

    let (code, out) = run_installed(&workdir, &["serve", "--watch-locales"], &[]);
    assert_eq!(code, 1);
    assert!(
        out.contains("--locales DIR") && out.contains("fix:"),
        "{out}"
    );
}

/// Replaces the value of message `id` in `file` (the whole line), whatever it says now.
fn set_message(file: &Path, id: &str, value: &str) {
    let text = std::fs::read_to_string(file).expect("read");
    let prefix = format!("{id} = ");
    assert!(
        text.lines().any(|l| l.starts_with(&prefix)),
        "{id} not in {}",
        file.display()
    );
    let replaced: Vec<String> = text
        .lines()
        .map(|line| {
            if line.starts_with(&prefix) {
                format!("{prefix}{value}")
            } else {
                line.to_string()
            }
        })
        .collect();
    std::fs::write(file, replaced.join("\n") + "\n").expect("write");
}

/// Writes `text` to `path` below `root`, making its folders.
fn put(root: &Path, path: &str, text: &str) {
    let path = root.join(path);
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, text).expect("write");
}

/// A copy of the source tree's locale files to edit.
fn locale_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tmp");
    copy_dir(&locales_dir(), dir.path());
    dir
}

const FR_TENANT: &str = "[[tenant]]\nid = \"fr\"\nhosts = [\"fr.test\"]\nsite_url = \"http://fr.test\"\nlanguages = [\"en\", \"fr\"]\n";

/// A request to `fr.test`, optionally conditional.
async fn fr_request(app: &TestApp, method: Method, path: &str, etag: Option<&str>) -> Reply {
    let mut request = axum::http::Request::builder()
        .method(method)
        .uri(path)
        .header("host", "fr.test");
    if let Some(etag) = etag {
        request = request.header("if-none-match", etag);
    }
    app.raw(request.body(axum::body::Body::empty()).expect("request"))
        .await
}

#[tokio::test]
async fn a_reload_reaches_every_answer_built_from_locale_text_at_once() {
    let dir = locale_copy();
    let app = TestApp::with_locales(FR_TENANT, dir.path()).await;
    let doc = format!("/fr{NS}/doc");
    let index = format!("/fr{NS}/");
    let page_of = |body: &Value| {
        body["routes"]["/tribe/events/v1/events"]["endpoints"][0]["args"]["page"]["description"]
            .clone()
    };
    let before_doc = fr_request(&app, Method::GET, &doc, None).await;
    let before_index = fr_request(&app, Method::GET, &index, None).await;
    let doc_etag = before_doc.header("etag").expect("etag").to_string();
    let index_etag = before_index.header("etag").expect("etag").to_string();
    assert_ne!(
        page_of(&before_index.body),
        Value::Null,
        "{}",
        before_index.raw
    );
    // Cached renderings, as a client's second look would find them.
    assert_eq!(
        fr_request(&app, Method::GET, &doc, Some(&doc_etag))
            .await
            .status,
        StatusCode::NOT_MODIFIED
    );

    set_message(
        &dir.path().join("fr/doc.ftl"),
        "doc-info-title",
        "Titre rechargé",
    );
    set_message(
        &dir.path().join("fr/params.ftl"),
        "param-events-list-page",
        "Page rechargée.",
    );
    set_message(
        &dir.path().join("fr/errors.ftl"),
        "error-no-route",
        "Route rechargée.",
    );
    set_message(
        &dir.path().join("fr/language.ftl"),
        "language-name",
        "Français rechargé",
    );
    app.state.i18n.reload().expect("reload");

    let after_doc = fr_request(&app, Method::GET, &doc, Some(&doc_etag)).await;
    assert_eq!(
        after_doc.status,
        StatusCode::OK,
        "the old ETag no longer matches"
    );
    assert_eq!(after_doc.body["info"]["title"], "Titre rechargé");
    assert_ne!(after_doc.header("etag"), Some(doc_etag.as_str()));
    let after_index = fr_request(&app, Method::GET, &index, Some(&index_etag)).await;
    assert_eq!(after_index.status, StatusCode::OK);
    assert_eq!(page_of(&after_index.body), "Page rechargée.");
    assert_ne!(after_index.header("etag"), Some(index_etag.as_str()));
    let options = fr_request(&app, Method::OPTIONS, &format!("/fr{NS}/events"), None).await;
    assert_eq!(
        options.body["endpoints"][0]["args"]["page"]["description"],
        "Page rechargée."
    );
    let error = fr_request(&app, Method::GET, &format!("/fr{NS}/nowhere"), None).await;
    assert_eq!(error.body["message"], "Route rechargée.");
    let root = fr_request(&app, Method::GET, "/fr/wp-json/", None).await;
    assert_eq!(root.body["languages"][1]["name"], "Français rechargé");
    assert_eq!(
        page_of(&root.body),
        "Page rechargée.",
        "the REST root lists the routes too"
    );
}

#[tokio::test]
async fn a_translation_that_does_not_format_falls_back_and_functions_work() {
    let dir = locale_copy();
    let fr = dir.path().join("fr");
    // An unknown term, variable, function and message, and a bidi control.
    set_message(
        &fr.join("errors.ftl"),
        "error-no-route",
        "Aucune route pour { -marchio }.",
    );
    set_message(
        &fr.join("doc.ftl"),
        "doc-info-title",
        "API du calendrier { $idd }",
    );
    set_message(
        &fr.join("params.ftl"),
        "param-events-list-page",
        "Page { PLURALE($page) }.",
    );
    set_message(
        &fr.join("params.ftl"),
        "param-events-list-per-page",
        "Par { ailleurs } page.",
    );
    set_message(
        &fr.join("params.ftl"),
        "param-events-list-search",
        "Recherche \u{202E}inversée.",
    );
    // What works: a term defined beside, and Fluent's NUMBER() with an option.
    put(&fr, "terms.ftl", "-marque = Calendrier Marque\n");
    set_message(
        &fr.join("doc.ftl"),
        "doc-info-description",
        "Documentation de { -marque }.",
    );
    set_message(
        &fr.join("errors.ftl"),
        "error-event-not-found",
        "L’évènement n° { NUMBER($id, minimumIntegerDigits: 6, useGrouping: \"false\") } n’existe pas.",
    );
    let app = TestApp::with_locales(FR_TENANT, dir.path()).await;

    let error = fr_request(&app, Method::GET, &format!("/fr{NS}/nowhere"), None).await;
    assert_eq!(
        error.body["message"], "No route was found matching the URL and request method.",
        "along the chain to en"
    );
    let doc = fr_request(&app, Method::GET, &format!("/fr{NS}/doc"), None).await;
    assert_eq!(doc.body["info"]["title"], "Events Calendar REST API");
    assert_eq!(
        doc.body["info"]["description"],
        "Documentation de Calendrier Marque."
    );
    let described = |name: &str| {
        doc.body["paths"]["/events"]["get"]["parameters"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .map(|p| p["description"].clone())
            .unwrap_or_default()
    };
    assert_eq!(
        described("page"),
        "Page of results to return, starting at 1."
    );
    assert!(
        !described("per_page").to_string().contains('{'),
        "{}",
        described("per_page")
    );
    assert!(
        !described("search").to_string().contains('\u{202E}'),
        "{}",
        described("search")
    );
    let missing = fr_request(&app, Method::GET, &format!("/fr{NS}/events/77"), None).await;
    assert_eq!(
        missing.body["message"],
        "L’évènement n° 000077 n’existe pas."
    );
    let mut seen = Vec::new();
    texts(&doc.body, &mut seen);
    for text in seen {
        assert!(
            !text.contains("{$") && !text.contains("{-") && !text.contains("()}"),
            "{text}"
        );
    }
}

#[tokio::test]
async fn other_folders_are_ignored_and_platform_casing_is_a_language() {
    let dir = locale_copy();
    let root = dir.path();
    for (path, text) in [
        (".git/HEAD", "ref: refs/heads/main\n"),
        ("templates/errors.ftl", "error-no-route = { broken\n"),
        ("it.off/errors.ftl", "error-no-route = {{{\n"),
        ("backup/errors.ftl", "error-no-route = Vieux\n"),
        (
            "fr_CA/params.ftl",
            "param-events-list-page = Page de résultats voulue, à compter de 1.\n",
        ),
        ("pt_BR/language.ftl", "language-name = Português (Brasil)\n"),
        (
            "pt_BR/errors.ftl",
            "error-no-route = Nenhuma rota corresponde à URL e ao método.\n",
        ),
        // A language no tenant serves, whose file does not parse.
        ("it/errors.ftl", "error-no-route = Nessuna { rotta\n"),
    ] {
        put(root, path, text);
    }
    put(root, "README.md", "Translators, read me.\n");
    let app = TestApp::with_locales(
        "[[tenant]]\nid = \"p\"\nhosts = [\"p.test\"]\nlanguages = [\"en\", \"fr-ca\", \"pt_BR\"]\n",
        root,
    )
    .await;
    let page = app.get("p.test", &format!("/fr-ca{NS}/doc"), None).await;
    let described = page.body["paths"]["/events"]["get"]["parameters"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "page"))
        .map(|p| p["description"].clone())
        .unwrap_or_default();
    assert_eq!(described, "Page de résultats voulue, à compter de 1.");
    let pt = app
        .get("p.test", &format!("/pt-br{NS}/nowhere"), None)
        .await;
    assert_eq!(pt.header("content-language"), Some("pt-br"));
    assert_eq!(
        pt.body["message"],
        "Nenhuma rota corresponde à URL e ao método."
    );

    // A broken language nobody serves does not block a reload of the others either.
    put(root, "it/params.ftl", "param-events-list-page = {\n");
    set_message(
        &root.join("fr_CA/params.ftl"),
        "param-events-list-page",
        "Page voulue.",
    );
    app.state.i18n.reload().expect("reload");

    let (code, out) = run_locales(&["check"], root);
    assert_eq!(code, 1, "it is broken: {out}");
    for expected in [
        "ignored: .git: ",
        "ignored: README.md: ",
        "ignored: backup: ",
        "ignored: it.off: ",
        "ignored: templates: ",
        "it: error: errors.ftl:",
    ] {
        assert!(out.contains(expected), "{expected}: {out}");
    }
    assert!(out.lines().any(|l| l.starts_with("fr-ca ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("pt-br ")), "{out}");
}

#[test]
fn a_regional_variant_passes_the_strict_check_through_its_language() {
    let dir = locale_copy();
    put(
        dir.path(),
        "fr_CA/params.ftl",
        "param-events-list-page = Page de résultats voulue, à compter de 1.\n",
    );
    let (code, out) = run_locales(&["check", "--strict"], dir.path());
    assert_eq!(code, 0, "{out}");
    let line = out
        .lines()
        .find(|l| l.starts_with("fr-ca "))
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>();
    assert_eq!(line.get(1..3), Some(&["100.0%", "1"][..]), "{out}");
}

#[test]
fn the_pseudo_locale_is_generated_from_the_reference_not_a_folder() {
    assert!(
        !locales_dir().join(pseudo::TAG).exists(),
        "translation platforms would take locales/{} for a language",
        pseudo::TAG
    );
    let set = built_in().read().expect("read");
    let generated = set.language(pseudo::TAG).expect("en-xa");
    assert!(generated.generated);
    let reference = set.files("en");
    assert_eq!(generated.files.len(), reference.len());
    for (pseudo_file, file) in generated.files.iter().zip(reference) {
        assert_eq!(
            pseudo_file.text,
            pseudo::pseudo_file(&file.name, file.text.to_string()).expect("pseudo")
        );
    }
}
