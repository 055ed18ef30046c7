//! Who the client is and where the site is: links built from each request's address
//! when no `site_url` is configured, and forwarding headers believed from trusted
//! proxies only.

use std::net::SocketAddr;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

/// One tenant for every host, without `site_url`; the proxy at 10.0.0.2 is trusted.
const DERIVED: &str = "trusted_proxies = [\"10.0.0.2\", \"fd00::/8\"]\n\n\
                       [auth]\nfailed_login_limit = 2\n\n\
                       [[tenant]]\nid = \"main\"\n";

fn peer(address: &str) -> Option<SocketAddr> {
    let ip: std::net::IpAddr = address.parse().expect("address");
    Some(SocketAddr::new(ip, 40000))
}

async fn get_from(
    app: &TestApp,
    host: &str,
    path: &str,
    headers: &[(&str, &str)],
    from: Option<SocketAddr>,
) -> Reply {
    app.call_with(
        Call {
            method: Method::GET,
            host,
            path: path.into(),
            auth: None,
            body: None,
        },
        headers,
        from,
    )
    .await
}

fn links(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) if s.starts_with("http") => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| links(v, out)),
        Value::Object(map) => map.values().for_each(|v| links(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn links_follow_the_address_each_request_used() {
    let app = TestApp::with_config(DERIVED).await;
    let event = app
        .call(Call {
            method: Method::POST,
            host: "events.example:8443",
            path: format!("{NS}/events"),
            auth: Some(ADMIN),
            body: Some((
                json!({"title": "Here", "start_date": "2030-01-01", "end_date": "2030-01-01", "venue": {"venue": "Hall"}, "categories": ["Talks"]}).to_string(),
                "application/json",
            )),
        })
        .await;
    assert_eq!(event.status, StatusCode::CREATED, "{}", event.raw);
    let id = event.body["id"].as_i64().expect("id");
    assert_eq!(
        event.body["rest_url"],
        format!("http://events.example:8443{NS}/events/{id}"),
        "the port is kept"
    );
    let list = format!("/fr{NS}/events?start_date=2030-01-01&end_date=2030-01-02");
    let first = app.get("events.example:8443", &list, None).await;
    let second = app.get("127.0.0.1:8080", &list, None).await;
    for (reply, site) in [
        (&first, "http://events.example:8443"),
        (&second, "http://127.0.0.1:8080"),
    ] {
        let mut found = Vec::new();
        links(&reply.body, &mut found);
        assert!(found.len() > 5, "{found:?}");
        for link in &found {
            assert!(link.starts_with(site), "{link} from {site}");
        }
        assert!(
            reply
                .header("link")
                .is_some_and(|l| l.starts_with(&format!("<{site}/fr/wp-json/>"))),
            "{:?}",
            reply.header("link")
        );
    }
    assert_eq!(
        first.body["events"][0]["global_id"],
        format!("events.example:8443?id={id}")
    );
    let doc = app.get("api.example", &format!("/de{NS}/doc"), None).await;
    assert_eq!(
        doc.body["servers"][0]["url"],
        "http://api.example/de/wp-json/tribe/events/v1/"
    );
    let again = app
        .get("other.example", &format!("/de{NS}/doc"), None)
        .await;
    assert_eq!(
        again.body["servers"][0]["url"], "http://other.example/de/wp-json/tribe/events/v1/",
        "a cached read is kept per address"
    );
    let root = app.get("api.example", "/wp-json/", None).await;
    assert_eq!(root.body["url"], "http://api.example");
    assert_eq!(
        root.body["languages"][1]["base_url"],
        "http://api.example/fr/wp-json/tribe/events/v1/"
    );
}

#[tokio::test]
async fn a_configured_site_url_wins() {
    let app = TestApp::with_config(
        "[[tenant]]\nid = \"main\"\nsite_url = \"https://www.example.org/agenda/\"\n",
    )
    .await;
    let doc = get_from(
        &app,
        "127.0.0.1:9999",
        &format!("{NS}/doc"),
        &[
            ("x-forwarded-proto", "http"),
            ("x-forwarded-host", "evil.example"),
        ],
        peer("127.0.0.1"),
    )
    .await;
    assert_eq!(
        doc.body["servers"][0]["url"],
        "https://www.example.org/agenda/wp-json/tribe/events/v1/"
    );
}

#[tokio::test]
async fn a_trusted_proxy_names_the_public_scheme_and_host() {
    let app = TestApp::with_config(DERIVED).await;
    let path = format!("{NS}/doc");
    let forwarded = [
        ("x-forwarded-for", "203.0.113.9"),
        ("x-forwarded-proto", "https"),
        ("x-forwarded-host", "events.example.org"),
    ];
    let trusted = get_from(&app, "gateway:8080", &path, &forwarded, peer("10.0.0.2")).await;
    assert_eq!(
        trusted.body["servers"][0]["url"],
        "https://events.example.org/wp-json/tribe/events/v1/"
    );
    let untrusted = get_from(&app, "gateway:8080", &path, &forwarded, peer("10.0.0.3")).await;
    assert_eq!(
        untrusted.body["servers"][0]["url"], "http://gateway:8080/wp-json/tribe/events/v1/",
        "the same headers from any other peer change nothing"
    );
    let rfc = get_from(
        &app,
        "gateway:8080",
        &path,
        &[(
            "forwarded",
            "for=\"[2001:db8::1]:5000\";proto=https;host=\"calendar.example\"",
        )],
        peer("fd00::7"),
    )
    .await;
    assert_eq!(
        rfc.body["servers"][0]["url"],
        "https://calendar.example/wp-json/tribe/events/v1/"
    );
    let garbled = get_from(
        &app,
        "gateway:8080",
        &path,
        &[
            ("x-forwarded-for", "203.0.113.9"),
            ("x-forwarded-host", "evil.example/path"),
        ],
        peer("10.0.0.2"),
    )
    .await;
    assert_eq!(garbled.status, StatusCode::BAD_REQUEST);
    assert_eq!(garbled.code(), "rest_bad_request", "{}", garbled.raw);
}

/// The host comes from one place: a trusted proxy's forwarding headers must name one
/// host, as a request must carry one `Host`; the same headers from anyone else are
/// ignored, ambiguous or not.
#[tokio::test]
async fn a_trusted_proxy_names_one_host() {
    let app = TestApp::with_config(DERIVED).await;
    let path = format!("{NS}/doc");
    let xff = ("x-forwarded-for", "203.0.113.9");
    let two_lines = [
        xff,
        ("x-forwarded-host", "events.example.org"),
        ("x-forwarded-host", "evil.example"),
    ];
    for (headers, what) in [
        (
            &[
                xff,
                ("x-forwarded-host", "evil.example, events.example.org"),
            ][..],
            "a client's own host beside the proxy's",
        ),
        (&two_lines[..], "two header lines"),
        (
            &[(
                "forwarded",
                "for=203.0.113.9;host=events.example.org;host=evil.example",
            )][..],
            "one Forwarded element naming two hosts",
        ),
        (&[xff, ("host", "evil.example")][..], "two Host headers"),
    ] {
        let reply = get_from(&app, "gateway:8080", &path, headers, peer("10.0.0.2")).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_ambiguous_host"),
            "{what}: {}",
            reply.raw
        );
    }
    let repeated = get_from(
        &app,
        "gateway:8080",
        &path,
        &[
            xff,
            ("x-forwarded-host", "events.example.org"),
            ("x-forwarded-host", "Events.Example.org"),
        ],
        peer("10.0.0.2"),
    )
    .await;
    assert_eq!(
        repeated.body["servers"][0]["url"], "http://events.example.org/wp-json/tribe/events/v1/",
        "the same host twice is one host: {}",
        repeated.raw
    );
    let untrusted = get_from(&app, "gateway:8080", &path, &two_lines, peer("10.0.0.3")).await;
    assert_eq!(
        untrusted.body["servers"][0]["url"], "http://gateway:8080/wp-json/tribe/events/v1/",
        "an untrusted peer's forwarding headers are not read: {}",
        untrusted.raw
    );
}

/// Fails to log in from `client` behind the proxy at `via`, or directly from `via`
/// when `client` is `None`.
async fn fail_login(app: &TestApp, via: &str, forwarded_for: Option<&str>) -> StatusCode {
    fail_login_as(app, ADMIN.0, via, forwarded_for).await
}

/// [`fail_login`] with another login.
async fn fail_login_as(
    app: &TestApp,
    login: &str,
    via: &str,
    forwarded_for: Option<&str>,
) -> StatusCode {
    let headers: Vec<(&str, &str)> = forwarded_for
        .map(|f| vec![("x-forwarded-for", f)])
        .unwrap_or_default();
    app.call_with(
        Call {
            method: Method::GET,
            host: "main.test",
            path: format!("{NS}/events"),
            auth: Some((login, "wrong password")),
            body: None,
        },
        &headers,
        peer(via),
    )
    .await
    .status
}

#[tokio::test]
async fn clients_behind_a_trusted_proxy_are_limited_one_by_one() {
    let app = TestApp::with_config(DERIVED).await;
    for _ in 0..2 {
        assert_eq!(
            fail_login(&app, "10.0.0.2", Some("198.51.100.1")).await,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        fail_login(&app, "10.0.0.2", Some("198.51.100.1")).await,
        StatusCode::TOO_MANY_REQUESTS,
        "the first client used up its failures"
    );
    assert_eq!(
        fail_login(&app, "10.0.0.2", Some("198.51.100.2")).await,
        StatusCode::UNAUTHORIZED,
        "the second client behind the same proxy is not locked out"
    );
    assert_eq!(
        fail_login(&app, "10.0.0.2", Some("192.0.2.66, 198.51.100.1")).await,
        StatusCode::TOO_MANY_REQUESTS,
        "a made-up address left of the client's changes nothing"
    );
    let ok = app
        .call_with(
            Call {
                method: Method::GET,
                host: "main.test",
                path: format!("{NS}/events"),
                auth: Some(ADMIN),
                body: None,
            },
            &[("x-forwarded-for", "198.51.100.3")],
            peer("10.0.0.2"),
        )
        .await;
    assert_eq!(ok.status, StatusCode::OK);
}

/// The per-address ceiling on failed logins (all logins together) counts each client
/// behind a trusted proxy on its own, and a peer that is not trusted as itself, whatever
/// its forwarding headers claim.
#[tokio::test]
async fn the_failed_login_ceiling_per_address_follows_the_resolved_client() {
    let app = TestApp::with_config(&DERIVED.replace(
        "failed_login_limit = 2\n",
        "failed_login_limit = 2\nfailed_login_address_limit = 3\n",
    ))
    .await;
    let logins = [EDITOR.0, AUTHOR.0, CONTRIBUTOR.0];
    for login in logins {
        assert_eq!(
            fail_login_as(&app, login, "10.0.0.2", Some("198.51.100.1")).await,
            StatusCode::UNAUTHORIZED,
            "{login}"
        );
    }
    assert_eq!(
        fail_login_as(&app, SUBSCRIBER.0, "10.0.0.2", Some("198.51.100.1")).await,
        StatusCode::TOO_MANY_REQUESTS,
        "a fourth login tried from one client behind the proxy"
    );
    assert_eq!(
        fail_login_as(&app, SUBSCRIBER.0, "10.0.0.2", Some("198.51.100.2")).await,
        StatusCode::UNAUTHORIZED,
        "another client behind the same proxy has its own ceiling"
    );
    assert_eq!(
        fail_login_as(&app, SUBSCRIBER.0, "10.0.0.2", None).await,
        StatusCode::UNAUTHORIZED,
        "nor is the proxy itself refused"
    );

    for (login, spoof) in logins.iter().zip(["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
        assert_eq!(
            fail_login_as(&app, login, "192.0.2.10", Some(spoof)).await,
            StatusCode::UNAUTHORIZED,
            "{login}"
        );
    }
    assert_eq!(
        fail_login_as(&app, SUBSCRIBER.0, "192.0.2.10", Some("4.4.4.4")).await,
        StatusCode::TOO_MANY_REQUESTS,
        "an untrusted peer's claims of other clients change nothing"
    );
}

#[tokio::test]
async fn forwarding_headers_from_an_untrusted_peer_are_ignored() {
    let app = TestApp::with_config(DERIVED).await;
    for (n, spoof) in ["1.1.1.1", "2.2.2.2"].iter().enumerate() {
        assert_eq!(
            fail_login(&app, "192.0.2.10", Some(spoof)).await,
            StatusCode::UNAUTHORIZED,
            "failure {n}"
        );
    }
    assert_eq!(
        fail_login(&app, "192.0.2.10", Some("3.3.3.3")).await,
        StatusCode::TOO_MANY_REQUESTS,
        "every request of the peer counts as the peer's, whatever it claims"
    );
    assert_eq!(
        fail_login(&app, "192.0.2.11", None).await,
        StatusCode::UNAUTHORIZED,
        "another peer"
    );
}

#[test]
fn trusted_proxies_must_be_addresses_or_ranges() {
    let error = calendar_gateway::config::Config::from_toml(
        "trusted_proxies = [\"10.0.0.0/8\", \"proxy.internal\"]\n[[tenant]]\nid = \"a\"\n",
        &built_in(),
    )
    .expect_err("refused")
    .to_string();
    assert!(
        error.contains("trusted_proxies[1]")
            && error.contains("proxy.internal")
            && error.contains("fix:"),
        "{error}"
    );
    let config = calendar_gateway::config::Config::load(None, &built_in()).expect("default");
    assert!(
        config.trusted_proxies.is_empty(),
        "no proxy is trusted by default"
    );
}

/// The names a response's `Vary` headers list, in lower case.
fn varies_with(reply: &Reply) -> Vec<String> {
    reply
        .headers
        .get_all("vary")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|name| name.trim().to_ascii_lowercase())
        .collect()
}

#[tokio::test]
async fn answers_linked_from_the_request_address_vary_with_host() {
    let app = TestApp::with_config(DERIVED).await;
    let events = format!("{NS}/events");
    let first = get_from(&app, "a.example", &events, &[], None).await;
    let cached = get_from(&app, "a.example", &events, &[], None).await;
    let etag = cached.header("etag").expect("etag").to_string();
    let revalidated = get_from(
        &app,
        "a.example",
        &events,
        &[("if-none-match", etag.as_str())],
        None,
    )
    .await;
    assert_eq!(revalidated.status, StatusCode::NOT_MODIFIED);
    let missing = get_from(&app, "a.example", &format!("{NS}/events/999"), &[], None).await;
    let root = get_from(&app, "a.example", "/wp-json/", &[], None).await;
    for (what, reply) in [
        ("a rendered read", &first),
        ("a cached read", &cached),
        ("a 304", &revalidated),
        ("an error", &missing),
        ("the REST root", &root),
    ] {
        let names = varies_with(reply);
        assert_eq!(
            reply.headers.get_all("vary").iter().count(),
            1,
            "{what}: one Vary"
        );
        assert_eq!(
            names.iter().filter(|n| *n == "host").count(),
            1,
            "{what}: {names:?}"
        );
        assert!(
            names.contains(&"accept-encoding".to_string()),
            "{what}: merged with the others: {names:?}"
        );
    }

    let configured = TestApp::new().await;
    let reply = configured.get(ALPHA, &events, None).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(
        !varies_with(&reply).contains(&"host".to_string()),
        "links from the configured site_url are the same for every host"
    );
}
