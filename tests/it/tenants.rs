//! Tenants by Host and language variants of one route tree.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

#[tokio::test]
async fn tenants_do_not_see_each_other() {
    let app = TestApp::new().await;
    let alpha = app
        .create_event(
            ALPHA,
            json!({"title": "Shared Name", "start_date": "2030-03-01", "end_date": "2030-03-01"}),
        )
        .await;
    let beta = app
        .create_event(
            BETA,
            json!({"title": "Shared Name", "start_date": "2030-03-01", "end_date": "2030-03-01"}),
        )
        .await;
    assert_eq!(alpha["slug"], "shared-name");
    assert_eq!(
        beta["slug"], "shared-name",
        "the same slug may exist in both tenants"
    );
    let alpha_id = alpha["id"].as_i64().expect("id");
    let beta_base = "/wp-json/tribe/events/v1/events";

    let read = app
        .get(BETA, &format!("/en{beta_base}/{alpha_id}"), None)
        .await;
    assert_eq!(
        (read.status, read.code()),
        (StatusCode::NOT_FOUND, "rest-event-not-found")
    );
    let list = app
        .get(
            BETA,
            &format!("/en{beta_base}?start_date=2030-01-01&end_date=2030-12-31&include={alpha_id}"),
            None,
        )
        .await;
    assert_eq!(ids(&list), Vec::<i64>::new());
    let all = app
        .get(
            BETA,
            &format!("{beta_base}?start_date=2030-01-01&end_date=2030-12-31"),
            None,
        )
        .await;
    assert_eq!(ids(&all), [beta["id"].as_i64().expect("id")]);
    let update = app
        .post(
            BETA,
            &format!("{beta_base}/{alpha_id}"),
            Some(ADMIN),
            &json!({"title": "Taken over"}),
        )
        .await;
    assert_eq!(update.status, StatusCode::NOT_FOUND);
    let delete = app
        .delete(BETA, &format!("{beta_base}/{alpha_id}"), Some(ADMIN))
        .await;
    assert_eq!(delete.status, StatusCode::NOT_FOUND);
    let parent = app
        .get(BETA, &format!("{beta_base}?post_parent={alpha_id}"), None)
        .await;
    assert_eq!(
        parent.status,
        StatusCode::BAD_REQUEST,
        "another tenant's event is no parent here"
    );
    assert_bad_param(&parent, "rest_invalid_param", "post_parent");
    let untouched = app.get(ALPHA, &format!("{EVENTS}/{alpha_id}"), None).await;
    assert_eq!(
        (untouched.status, untouched.body["title"].as_str()),
        (StatusCode::OK, Some("Shared Name"))
    );
    let unknown_host = app.get("elsewhere.test", EVENTS, None).await;
    assert_eq!(
        (unknown_host.status, unknown_host.code()),
        (StatusCode::NOT_FOUND, "rest_no_route")
    );
}

/// Replaces every URL of the `from` variant base by a placeholder.
fn without_urls(value: &Value, base: &str) -> String {
    value.to_string().replace(base, "{base}")
}

#[tokio::test]
async fn variants_answer_identically_apart_from_urls() {
    let app = TestApp::new().await;
    let venue = seed_venue(&app, "alpha", "Salle", "Lyon").await;
    let e = app.create_event(ALPHA, json!({"title": "Multi", "start_date": "2030-04-01 20:00", "end_date": "2030-04-01 22:00", "venue": venue, "categories": "Concerts"})).await;
    let id = e["id"].as_i64().expect("id");
    let query = "?start_date=2030-04-01&end_date=2030-04-30";
    let en_list = app.get(ALPHA, &format!("{EVENTS}{query}"), None).await;
    let en_single = app.get(ALPHA, &format!("{EVENTS}/{id}"), None).await;
    assert_eq!(en_list.header("content-language"), Some("en"));
    for lang in ["fr", "de", "es"] {
        let list = app
            .get(ALPHA, &format!("/{lang}{EVENTS}{query}"), None)
            .await;
        assert_eq!(list.status, StatusCode::OK);
        assert_eq!(list.header("content-language"), Some(lang));
        assert_eq!(list.header("x-tec-total"), en_list.header("x-tec-total"));
        let single = app.get(ALPHA, &format!("/{lang}{EVENTS}/{id}"), None).await;
        assert!(
            single.body["rest_url"]
                .as_str()
                .is_some_and(|u| u.starts_with(&format!("http://alpha.test/{lang}/wp-json/")))
        );
        assert_eq!(
            without_urls(&single.body, &format!("http://alpha.test/{lang}")),
            without_urls(&en_single.body, "http://alpha.test"),
            "{lang}"
        );
        assert_eq!(
            without_urls(&list.body, &format!("http://alpha.test/{lang}")),
            without_urls(&en_list.body, "http://alpha.test")
        );
        let missing = app
            .get(ALPHA, &format!("/{lang}{EVENTS}/999999"), None)
            .await;
        assert_eq!(missing.code(), "rest-event-not-found");
        assert_ne!(
            missing.body["message"],
            json!("Event with ID 999999 does not exist."),
            "{lang} messages are translated"
        );
        assert!(
            missing.body["message"]
                .as_str()
                .is_some_and(|m| m.contains("999999") && !m.contains('\u{2068}'))
        );
    }
    for path in [
        format!("/en{EVENTS}"),
        format!("/it{EVENTS}"),
        format!("/FRANCAIS{EVENTS}"),
    ] {
        let reply = app.get(ALPHA, &path, None).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{path}"
        );
    }
    // beta's default language is French: no segment for it, /en for English.
    let beta_default = app
        .get(BETA, "/wp-json/tribe/events/v1/events/999999", None)
        .await;
    assert_eq!(beta_default.header("content-language"), Some("fr"));
    assert_eq!(
        beta_default.body["message"],
        "L’évènement avec l’ID 999999 n’existe pas."
    );
    assert_eq!(
        app.get(BETA, "/fr/wp-json/tribe/events/v1/events", None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn path_based_tenants_and_custom_prefixes() {
    let config = r#"
[[tenant]]
id = "main"
hosts = ["*"]
site_url = "http://city.test"
languages = ["en"]

[[tenant]]
id = "paris"
hosts = ["*"]
base_path = "/paris"
site_url = "http://city.test/paris"
rest_prefix = "api"
vendor = "acme"
languages = ["en", "fr"]
"#;
    let app = TestApp::with_config(config).await;
    let created = app
        .post(
            "city.test",
            "/paris/fr/api/acme/events/v1/events",
            Some(ADMIN),
            &json!({"title": "Seine", "start_date": "2030-01-01", "end_date": "2030-01-01"}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    assert_eq!(
        created.body["url"],
        "http://city.test/paris/fr/event/seine/"
    );
    let id = created.body["id"].as_i64().expect("id");
    assert_eq!(
        created.body["rest_url"],
        json!(format!(
            "http://city.test/paris/fr/api/acme/events/v1/events/{id}"
        ))
    );
    let main = app
        .get(
            "city.test",
            &format!("/wp-json/tribe/events/v1/events/{id}"),
            None,
        )
        .await;
    assert_eq!(
        main.status,
        StatusCode::NOT_FOUND,
        "the main tenant does not see Paris's events"
    );
    let wrong_prefix = app
        .get("city.test", "/paris/wp-json/tribe/events/v1/events", None)
        .await;
    assert_eq!(wrong_prefix.code(), "rest_no_route");
    let paris = app
        .get(
            "city.test",
            &format!("/paris/api/acme/events/v1/events/{id}"),
            None,
        )
        .await;
    assert_eq!(paris.status, StatusCode::OK);
}

/// A request to `target` with one `Host` header per entry of `hosts`.
fn with_hosts(target: &str, hosts: &[&str]) -> axum::http::Request<axum::body::Body> {
    let mut request = axum::http::Request::builder()
        .uri(target)
        .body(axum::body::Body::empty())
        .expect("request");
    for host in hosts {
        request.headers_mut().append(
            "host",
            axum::http::HeaderValue::from_str(host).expect("header"),
        );
    }
    request
}

#[tokio::test]
async fn a_request_names_one_host_or_is_refused() {
    let app = TestApp::new().await;
    app.create_event(
        BETA,
        json!({"title": "Beta only", "start_date": "2030-06-01", "end_date": "2030-06-01"}),
    )
    .await;
    let list = "/en/wp-json/tribe/events/v1/events?start_date=2030-01-01&end_date=2030-12-31";
    for (target, hosts, what) in [
        (list.to_string(), vec![BETA, ALPHA], "two Host headers"),
        (list.to_string(), vec![BETA, BETA], "the same Host twice"),
        (
            format!("http://{BETA}{list}"),
            vec![ALPHA],
            "Host and target disagree",
        ),
        (
            format!("http://{BETA}:8080{list}"),
            vec![BETA],
            "their ports disagree",
        ),
    ] {
        let reply = app.raw(with_hosts(&target, &hosts)).await;
        assert_eq!(
            (reply.status, reply.code()),
            (StatusCode::BAD_REQUEST, "rest_ambiguous_host"),
            "{what}: {}",
            reply.raw
        );
        assert!(!reply.raw.contains("Beta only"), "{what}");
    }
    for (target, hosts) in [
        (format!("http://{BETA}{list}"), vec![]),
        (format!("http://{BETA}{list}"), vec!["Beta.Test:80"]),
        (list.to_string(), vec![BETA]),
    ] {
        let reply = app.raw(with_hosts(&target, &hosts)).await;
        assert_eq!(
            reply.status,
            StatusCode::OK,
            "{target} {hosts:?}: {}",
            reply.raw
        );
        assert_eq!(reply.body["events"][0]["title"], "Beta only");
    }
}
