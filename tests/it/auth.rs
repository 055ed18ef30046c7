//! HTTP Basic with application passwords.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use calendar_gateway::domain::roles::Role;
use serde_json::json;
use tokio::task::JoinSet;

use crate::helpers::*;

#[tokio::test]
async fn wrong_credentials_fail_on_every_route() {
    let app = TestApp::new().await;
    let unknown = app.get(ALPHA, EVENTS, Some(("nobody", "whatever"))).await;
    assert_eq!(
        (unknown.status, unknown.code()),
        (StatusCode::UNAUTHORIZED, "invalid_username")
    );
    let unknown_email = app
        .get(ALPHA, EVENTS, Some(("nobody@example.org", "whatever")))
        .await;
    assert_eq!(
        (unknown_email.status, unknown_email.code()),
        (StatusCode::UNAUTHORIZED, "invalid_email")
    );
    let wrong = app
        .get(ALPHA, EVENTS, Some((ADMIN.0, "not-the-password")))
        .await;
    assert_eq!(
        (wrong.status, wrong.code()),
        (StatusCode::UNAUTHORIZED, "incorrect_password")
    );
}

#[tokio::test]
async fn spaced_passwords_and_email_logins_work() {
    let app = TestApp::new().await;
    let spaced: String = EDITOR
        .1
        .chars()
        .collect::<Vec<_>>()
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ");
    let reply = app
        .post(
            ALPHA,
            EVENTS,
            Some((EDITOR.0, &spaced)),
            &json!({"title": "Spaced", "start_date": "2026-05-01", "end_date": "2026-05-01"}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    let by_email = app
        .get(ALPHA, EVENTS, Some(("EDDIE@example.org", EDITOR.1)))
        .await;
    assert_eq!(
        by_email.status,
        StatusCode::OK,
        "e-mail logins are case-insensitive"
    );
    let garbage = app
        .call(Call {
            method: Method::GET,
            host: ALPHA,
            path: EVENTS.into(),
            auth: None,
            body: None,
        })
        .await;
    assert_eq!(garbage.status, StatusCode::OK);
}

#[tokio::test]
async fn only_hashes_are_stored() {
    let app = TestApp::new().await;
    let hashes: Vec<String> = app
        .db()
        .scalars("SELECT password_hash FROM app_passwords", &[])
        .await;
    assert!(!hashes.is_empty());
    for hash in hashes {
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(!hash.contains(ADMIN.1));
    }
}

#[tokio::test]
async fn anonymous_and_subscriber_writes_are_refused_everywhere() {
    let app = TestApp::new().await;
    let id = app
        .create_event(
            ALPHA,
            json!({"title": "Target", "start_date": "2026-05-01", "end_date": "2026-05-01"}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let before = app.item_state(ALPHA, EVENTS, id).await;
    for (who, status) in [
        (None, StatusCode::UNAUTHORIZED),
        (Some(SUBSCRIBER), StatusCode::FORBIDDEN),
    ] {
        let update = app
            .post(
                ALPHA,
                &format!("{EVENTS}/{id}"),
                who,
                &json!({"title": "Hijack"}),
            )
            .await;
        assert_eq!((update.status, update.code()), (status, "rest_forbidden"));
        let by_slug = app
            .post(
                ALPHA,
                &format!("{EVENTS}/by-slug/target"),
                who,
                &json!({"title": "Hijack"}),
            )
            .await;
        assert_eq!(by_slug.status, status);
        let delete = app.delete(ALPHA, &format!("{EVENTS}/{id}"), who).await;
        assert_eq!(delete.status, status);
        let delete_missing = app.delete(ALPHA, &format!("{EVENTS}/987654"), who).await;
        assert_eq!(
            delete_missing.status, status,
            "the caller learns nothing about missing ids"
        );
        app.assert_unchanged(ALPHA, EVENTS, id, &before, &format!("{who:?}"))
            .await;
    }
    let contributor = app
        .post(
            ALPHA,
            &format!("{EVENTS}/by-slug/target"),
            Some(CONTRIBUTOR),
            &json!({"title": "Hijack"}),
        )
        .await;
    assert_eq!(
        contributor.status,
        StatusCode::FORBIDDEN,
        "by-slug updates check the event itself"
    );
    let after = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(after.body["title"], "Target");
    app.assert_unchanged(ALPHA, EVENTS, id, &before, "contributor by slug")
        .await;
}

/// `Authorization` values that are not a decodable `login:password` pair: WordPress
/// ignores them, so the request is anonymous. It reads what anybody may read and its
/// writes are refused as anonymous ones are.
#[tokio::test]
async fn malformed_authorization_is_anonymous() {
    let app = TestApp::new().await;
    let when = day(30);
    let id = app
        .create_event(
            ALPHA,
            json!({"title": "Guarded", "start_date": when, "end_date": when}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let draft = app
        .create_event(
            ALPHA,
            json!({"title": "Unseen", "status": "draft", "start_date": when, "end_date": when}),
        )
        .await["id"]
        .as_i64()
        .expect("id");
    let before = app.item_state(ALPHA, EVENTS, id).await;
    let admin_pair = STANDARD.encode(format!("{}:{}", ADMIN.0, ADMIN.1));
    let malformed = [
        format!("Bearer {admin_pair}"),
        format!("Digest {admin_pair}"),
        admin_pair.clone(),
        "Basic !!!not-base64!!!".to_string(),
        format!("Basic {}", &admin_pair[..admin_pair.len() - 1]),
        format!("Basic {}", STANDARD.encode(ADMIN.0)),
        format!("Basic {}", STANDARD.encode(format!(":{}", ADMIN.1))),
        format!("Basic {}", STANDARD.encode([0xff, 0xfe, b':', b'x'])),
        "Basic ".to_string(),
        "Basic".to_string(),
        String::new(),
    ];
    for header in &malformed {
        let headers = [("authorization", header.as_str())];
        let list = app.get_with(ALPHA, EVENTS, &headers).await;
        assert_eq!(
            list.status,
            StatusCode::OK,
            "list with {header:?}: {}",
            list.raw
        );
        assert!(
            ids(&list).contains(&id) && !ids(&list).contains(&draft),
            "the list is the anonymous one with {header:?}: {}",
            list.raw
        );
        let hidden = app
            .get_with(ALPHA, &format!("{EVENTS}/{draft}"), &headers)
            .await;
        assert_eq!(
            (hidden.status, hidden.code()),
            (StatusCode::FORBIDDEN, "event-not-accessible"),
            "draft with {header:?}"
        );
        let update = app
            .call_with(
                Call {
                    method: Method::POST,
                    host: ALPHA,
                    path: format!("{EVENTS}/{id}"),
                    auth: None,
                    body: Some((json!({"title": "Hijack"}).to_string(), "application/json")),
                },
                &headers,
                None,
            )
            .await;
        assert_eq!(
            (update.status, update.code()),
            (StatusCode::UNAUTHORIZED, "rest_forbidden"),
            "update with {header:?}"
        );
        let delete = app
            .call_with(
                Call {
                    method: Method::DELETE,
                    host: ALPHA,
                    path: format!("{EVENTS}/{id}"),
                    auth: None,
                    body: None,
                },
                &headers,
                None,
            )
            .await;
        assert_eq!(
            (delete.status, delete.code()),
            (StatusCode::UNAUTHORIZED, "rest_forbidden"),
            "delete with {header:?}"
        );
        app.assert_unchanged(ALPHA, EVENTS, id, &before, header)
            .await;
    }
}

#[tokio::test]
async fn failed_logins_are_rate_limited_per_tenant_and_recover() {
    let config =
        format!("{CONFIG}\n[auth]\nfailed_login_limit = 3\nfailed_login_window_seconds = 1\n");
    let app = TestApp::with_config(&config).await;
    for _ in 0..3 {
        let reply = app
            .get(ALPHA, EVENTS, Some((ADMIN.0, "wrong-password")))
            .await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    }
    let limited = app
        .get(ALPHA, EVENTS, Some((ADMIN.0, "wrong-password")))
        .await;
    assert_eq!(
        (limited.status, limited.code()),
        (StatusCode::TOO_MANY_REQUESTS, "rest_too_many_failed_logins")
    );
    assert_eq!(limited.header("retry-after"), Some("1"));
    assert_eq!(limited.body["data"]["status"], json!(429));
    let metrics = app.scrape().await.raw;
    assert!(
        metrics
            .lines()
            .any(|l| l.starts_with("auth_rate_limited_total ") && !l.ends_with(" 0")),
        "{metrics}"
    );
    let right_password = app.get(ALPHA, EVENTS, Some(ADMIN)).await;
    assert_eq!(
        right_password.status,
        StatusCode::TOO_MANY_REQUESTS,
        "a login refused from an address is refused with its right password too, \
         unless that password was verified moments before"
    );
    assert_eq!(
        app.get(ALPHA, EVENTS, None).await.status,
        StatusCode::OK,
        "anonymous reads go on"
    );
    assert_eq!(
        app.get(BETA, "/en/wp-json/tribe/events/v1/events", Some(ADMIN))
            .await
            .status,
        StatusCode::OK,
        "other tenants are not affected"
    );
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    assert_eq!(
        app.get(ALPHA, EVENTS, Some(ADMIN)).await.status,
        StatusCode::OK,
        "the limit lifts when the window ends"
    );
    for _ in 0..10 {
        assert_eq!(
            app.get(ALPHA, EVENTS, Some(ADMIN)).await.status,
            StatusCode::OK,
            "successes never count"
        );
    }
}

#[tokio::test]
async fn revoked_passwords_stop_working_at_once() {
    let app = TestApp::new().await;
    assert_eq!(
        app.get(ALPHA, EVENTS, Some(EDITOR)).await.status,
        StatusCode::OK,
        "verified and remembered"
    );
    let store = calendar_gateway::store::Store::open(&app.database_url)
        .await
        .expect("store");
    let editor = store
        .user_by_login("alpha", EDITOR.0)
        .await
        .expect("query")
        .expect("editor");
    let hash = calendar_gateway::auth::hash_password("a-brand-new-password").expect("hash");
    store
        .replace_app_passwords("alpha", editor.id, "new", &hash)
        .await
        .expect("replace");
    let old = app.get(ALPHA, EVENTS, Some(EDITOR)).await;
    assert_eq!(
        (old.status, old.code()),
        (StatusCode::UNAUTHORIZED, "incorrect_password")
    );
    assert_eq!(
        app.get(ALPHA, EVENTS, Some((EDITOR.0, "a-brand-new-password")))
            .await
            .status,
        StatusCode::OK
    );
    store
        .remove_user("alpha", editor.id, None)
        .await
        .expect("remove");
    let removed = app
        .get(ALPHA, EVENTS, Some((EDITOR.0, "a-brand-new-password")))
        .await;
    assert_eq!(removed.code(), "invalid_username");
}

/// A read with Basic credentials from a client at `address`.
fn from_address(address: &str, (login, password): (&str, &str)) -> Request<Body> {
    let mut request = Request::builder()
        .uri(EVENTS)
        .header("host", ALPHA)
        .header(
            "authorization",
            format!("Basic {}", STANDARD.encode(format!("{login}:{password}"))),
        )
        .body(Body::empty())
        .expect("request");
    let peer = SocketAddr::new(address.parse().expect("address"), 40_000);
    request.extensions_mut().insert(ConnectInfo(peer));
    request
}

async fn status_from(app: &TestApp, address: &str, who: (&str, &str)) -> StatusCode {
    app.raw(from_address(address, who)).await.status
}

#[tokio::test]
async fn failed_logins_are_limited_per_login_and_address_and_spare_the_innocent() {
    let config = format!(
        "{CONFIG}\n[auth]\nfailed_login_limit = 3\nfailed_login_address_limit = 5\n\
         failed_login_window_seconds = 60\n"
    );
    let app = TestApp::with_config(&config).await;
    let (a, b) = ("198.51.100.1", "198.51.100.2");
    assert_eq!(status_from(&app, a, ADMIN).await, StatusCode::OK);
    for _ in 0..3 {
        let wrong = status_from(&app, a, (ADMIN.0, "guess")).await;
        assert_eq!(wrong, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        status_from(&app, a, (ADMIN.0, "guess")).await,
        StatusCode::TOO_MANY_REQUESTS,
        "the login is refused from that address"
    );
    assert_eq!(
        status_from(&app, a, ADMIN).await,
        StatusCode::OK,
        "correct credentials still pass"
    );
    assert_eq!(
        status_from(&app, a, EDITOR).await,
        StatusCode::OK,
        "other logins from the same address are not punished"
    );
    assert_eq!(
        status_from(&app, b, (ADMIN.0, "guess")).await,
        StatusCode::UNAUTHORIZED,
        "the same login from another address is judged on its own"
    );

    // Spraying one password over many logins meets the address's own ceiling.
    for who in [AUTHOR, CONTRIBUTOR] {
        let wrong = status_from(&app, a, (who.0, "guess")).await;
        assert_eq!(wrong, StatusCode::UNAUTHORIZED, "{}", who.0);
    }
    let sprayed = app.raw(from_address(a, (SUBSCRIBER.0, "guess"))).await;
    assert_eq!(
        (sprayed.status, sprayed.code()),
        (StatusCode::TOO_MANY_REQUESTS, "rest_too_many_failed_logins"),
        "five failures from one address, any logins"
    );
    assert!(sprayed.header("retry-after").is_some());
    assert_eq!(status_from(&app, b, SUBSCRIBER).await, StatusCode::OK);
    assert_eq!(
        status_from(&app, a, ADMIN).await,
        StatusCode::OK,
        "verified credentials pass the address ceiling too"
    );
}

#[tokio::test]
async fn concurrent_failed_logins_are_counted_before_they_are_verified() {
    let config =
        format!("{CONFIG}\n[auth]\nfailed_login_limit = 3\nfailed_login_window_seconds = 60\n");
    let app = TestApp::with_config(&config).await;
    let mut attempts = JoinSet::new();
    for i in 0..20 {
        let router = app.router.clone();
        let request = from_address("203.0.113.7", (ADMIN.0, &format!("guess-{i}")));
        attempts.spawn(async move {
            use tower::ServiceExt;
            router.oneshot(request).await.expect("infallible").status()
        });
    }
    let mut statuses = Vec::new();
    while let Some(status) = attempts.join_next().await {
        statuses.push(status.expect("task"));
    }
    let verified = statuses
        .iter()
        .filter(|s| **s == StatusCode::UNAUTHORIZED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(
        (verified, refused),
        (3, 17),
        "only the attempts within the limit reach Argon2: {statuses:?}"
    );
}

/// A read from `address` with a login no account can have (or may have), and any
/// password.
fn login_from(address: &str, login: &str) -> Request<Body> {
    from_address(address, (login, "guess"))
}

#[tokio::test]
async fn refused_logins_keep_nothing_of_what_was_sent() {
    let config = format!(
        "{CONFIG}\n[auth]\nfailed_login_limit = 3\nfailed_login_address_limit = 5\n\
         failed_login_window_seconds = 60\n"
    );
    let app = TestApp::with_config(&config).await;
    let auth = &app.state.auth;

    // Longer than WordPress lets a login (60) or an e-mail address (100) be: answered
    // as an unknown one, before anything is kept or checked.
    let checks = auth.password_checks();
    for i in 0..300 {
        let reply = app
            .raw(login_from(
                "198.51.100.20",
                &format!("{i}-{}", "x".repeat(1_000)),
            ))
            .await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::UNAUTHORIZED, "invalid_username"),
            "{}",
            reply.raw
        );
    }
    let huge = app
        .raw(login_from("198.51.100.20", &"y".repeat(24_000)))
        .await;
    assert_eq!(huge.code(), "invalid_username", "{}", huge.raw);
    let long_email = format!("{}@example.org", "z".repeat(100));
    let reply = app.raw(login_from("198.51.100.20", &long_email)).await;
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::UNAUTHORIZED, "invalid_email")
    );
    assert_eq!(auth.failure_windows(), 0, "no window for any of them");
    assert_eq!(auth.password_checks(), checks, "nor any password check");
    assert_eq!(
        status_from(&app, "198.51.100.20", ADMIN).await,
        StatusCode::OK,
        "and they did not count against the address"
    );

    // The longest login and a long e-mail address of an account are still logins.
    let windows = auth.failure_windows();
    let sixty = "l".repeat(60);
    assert_eq!(
        app.raw(login_from("198.51.100.21", &sixty)).await.code(),
        "invalid_username"
    );
    assert_eq!(
        auth.failure_windows(),
        windows + 2,
        "its address's and its own"
    );
    let email = format!("{}@example.org", "e".repeat(80));
    let user = app
        .state
        .store
        .create_user("alpha", "longmail", &email, "Long Mail", Role::Subscriber)
        .await
        .expect("user");
    let hash = calendar_gateway::auth::hash_password("longmailpass1234").expect("hash");
    app.state
        .store
        .add_app_password("alpha", user.id, "tests", &hash)
        .await
        .expect("password");
    assert_eq!(
        status_from(&app, "198.51.100.22", (&email, "longmailpass1234")).await,
        StatusCode::OK,
        "a 92-character e-mail address logs in"
    );

    // Once an address is refused, its attempts leave nothing either.
    let windows = auth.failure_windows();
    let mut statuses = Vec::new();
    for i in 0..200 {
        let reply = app
            .raw(login_from("198.51.100.23", &format!("nobody-{i}")))
            .await;
        statuses.push(reply.status);
    }
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::UNAUTHORIZED)
            .count(),
        5,
        "the address's ceiling: {statuses:?}"
    );
    assert_eq!(
        auth.failure_windows(),
        windows + 1 + 5,
        "the address's window and the five logins it tried before its ceiling"
    );
}

#[tokio::test]
async fn an_accounts_login_and_email_share_one_limit() {
    let config = format!(
        "{CONFIG}\n[auth]\nfailed_login_limit = 3\nfailed_login_address_limit = 50\n\
         failed_login_window_seconds = 60\n"
    );
    let app = TestApp::with_config(&config).await;
    let address = "198.51.100.30";
    for _ in 0..3 {
        assert_eq!(
            status_from(&app, address, (AUTHOR.0, "guess")).await,
            StatusCode::UNAUTHORIZED
        );
    }
    let email = format!("{}@example.org", AUTHOR.0);
    for login in [AUTHOR.0, email.as_str(), "ANN@EXAMPLE.ORG"] {
        let reply = app.raw(from_address(address, (login, "guess"))).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::TOO_MANY_REQUESTS, "rest_too_many_failed_logins"),
            "{login}: the same account"
        );
    }
    assert_eq!(
        status_from(&app, address, (EDITOR.0, "guess")).await,
        StatusCode::UNAUTHORIZED,
        "another account is judged on its own"
    );

    // Unknown logins are limited as known ones are, so a 429 tells nothing.
    for _ in 0..3 {
        let reply = app.raw(login_from(address, "Nobody")).await;
        assert_eq!(reply.code(), "invalid_username");
    }
    let reply = app.raw(login_from(address, "nobody")).await;
    assert_eq!(reply.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn ipv6_clients_meet_one_ceiling_per_64() {
    let config = format!(
        "{CONFIG}\n[auth]\nfailed_login_limit = 3\nfailed_login_address_limit = 5\n\
         failed_login_window_seconds = 60\n"
    );
    let app = TestApp::with_config(&config).await;
    for i in 1..=5 {
        let reply = app
            .raw(login_from(
                &format!("2001:db8:1:2::{i}"),
                &format!("nobody-{i}"),
            ))
            .await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{}", reply.raw);
    }
    let reply = app
        .raw(login_from("2001:db8:1:2:ffff::9", "nobody-9"))
        .await;
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::TOO_MANY_REQUESTS, "rest_too_many_failed_logins"),
        "another address of the same /64"
    );
    assert_eq!(
        status_from(&app, "2001:db8:1:3::1", (ADMIN.0, "guess")).await,
        StatusCode::UNAUTHORIZED,
        "the next /64 is another client"
    );
    assert_eq!(
        status_from(&app, "2001:db8:1:3::1", ADMIN).await,
        StatusCode::OK
    );
}

#[tokio::test]
async fn unknown_logins_cost_a_password_check_as_known_ones_do() {
    let app = TestApp::new().await;
    let auth = &app.state.auth;
    app.state
        .store
        .create_user(
            "alpha",
            "nopass",
            "nopass@example.org",
            "No Pass",
            Role::Author,
        )
        .await
        .expect("user");
    for (login, code) in [
        ("nobody", "invalid_username"),
        ("nobody@example.org", "invalid_email"),
        (AUTHOR.0, "incorrect_password"),
        ("ann@example.org", "incorrect_password"),
        ("nopass", "incorrect_password"),
    ] {
        let before = auth.password_checks();
        let reply = app.raw(login_from("198.51.100.40", login)).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::UNAUTHORIZED, code)
        );
        assert_eq!(
            auth.password_checks(),
            before + 1,
            "{login}: one Argon2 check, as for an account with one password"
        );
    }
    let metrics = app.scrape().await.raw;
    for name in ["auth_password_checks_total ", "auth_failure_windows "] {
        assert!(
            metrics.lines().any(|l| l.starts_with(name)),
            "{name}in {metrics}"
        );
    }
}
