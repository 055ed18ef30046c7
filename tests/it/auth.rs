//! HTTP Basic with application passwords.

use axum::http::{Method, StatusCode};
use serde_json::json;

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
    let hashes: Vec<String> = sqlx::query_scalar("SELECT password_hash FROM app_passwords")
        .fetch_all(&app.db().await)
        .await
        .expect("hashes");
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
}
