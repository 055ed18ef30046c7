//! WordPress's global request parameters: method overrides, `_fields`, `_envelope`,
//! `_jsonp`, `_pretty`, `?rest_route=` and `HEAD`.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::*;

async fn jazz(app: &TestApp) -> Value {
    app.create_event(
        ALPHA,
        json!({"title": "Jazz", "start_date": "2030-06-01 20:00", "end_date": "2030-06-01 23:00",
               "timezone": "Europe/Paris", "cost": "15", "venue": {"venue": "Cave", "city": "Lyon"}}),
    )
    .await
}

/// A `POST` to `path` carrying `headers`, with a JSON body when given.
async fn post_with(
    app: &TestApp,
    path: &str,
    auth: Option<(&'static str, &'static str)>,
    headers: &[(&str, &str)],
    body: Option<Value>,
) -> Reply {
    app.call_with(
        Call {
            method: Method::POST,
            host: ALPHA,
            path: path.into(),
            auth,
            body: body.map(|b| (b.to_string(), "application/json")),
        },
        headers,
        None,
    )
    .await
}

#[tokio::test]
async fn a_tunnelled_delete_trashes_and_changes_nothing_else() {
    let app = TestApp::new().await;
    let event = jazz(&app).await;
    let id = event["id"].as_i64().expect("id");
    let path = format!("{NS}/events/{id}");
    let delete = [("x-http-method-override", "DELETE")];

    let anonymous = post_with(&app, &path, None, &delete, None).await;
    assert_eq!(
        anonymous.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        anonymous.raw
    );
    let contributor = post_with(&app, &path, Some(CONTRIBUTOR), &delete, None).await;
    assert_eq!(
        contributor.status,
        StatusCode::FORBIDDEN,
        "the delete's own permission check runs"
    );
    let untouched = app.get(ALPHA, &path, Some(ADMIN)).await;
    assert_eq!(untouched.body["status"], "publish");

    let trashed = post_with(&app, &path, Some(ADMIN), &delete, Some(json!({}))).await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(trashed.body["status"], "trash");
    assert_eq!(
        (
            &trashed.body["timezone"],
            &trashed.body["cost"],
            &trashed.body["venue"]["venue"]
        ),
        (&event["timezone"], &event["cost"], &event["venue"]["venue"]),
        "a delete, not an update that resets what it omits"
    );
    let again = post_with(&app, &path, Some(ADMIN), &delete, None).await;
    assert_eq!(again.status, StatusCode::GONE, "the delete's own answer");

    let second = jazz(&app).await["id"].as_i64().expect("id");
    let by_query = post_with(
        &app,
        &format!("{NS}/events/{second}?_method=delete"),
        Some(ADMIN),
        &[],
        None,
    )
    .await;
    assert_eq!(by_query.body["status"], "trash", "{}", by_query.raw);

    let third = jazz(&app).await["id"].as_i64().expect("id");
    let not_on_get = app
        .call_with(
            Call {
                method: Method::GET,
                host: ALPHA,
                path: format!("{NS}/events/{third}?_method=DELETE"),
                auth: Some(ADMIN),
                body: None,
            },
            &delete,
            None,
        )
        .await;
    assert_eq!(
        not_on_get.body["status"], "publish",
        "only a POST is tunnelled"
    );
    let bogus = post_with(
        &app,
        &format!("{NS}/events/{third}"),
        Some(ADMIN),
        &[("x-http-method-override", "FROB")],
        None,
    )
    .await;
    assert_eq!(bogus.code(), "rest_no_route");
}

#[tokio::test]
async fn a_tunnelled_update_validates_with_the_update_arguments() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    let path = format!("{NS}/events/{id}");
    let put = [("x-http-method-override", "PUT")];
    let refused = post_with(
        &app,
        &path,
        Some(ADMIN),
        &put,
        Some(json!({"title": "Changed", "start_date": "not a date"})),
    )
    .await;
    assert_eq!(
        (refused.status, refused.code()),
        (StatusCode::BAD_REQUEST, "rest_invalid_param"),
        "{}",
        refused.raw
    );
    assert_eq!(app.get(ALPHA, &path, None).await.body["title"], "Jazz");
    let patched = post_with(
        &app,
        &path,
        Some(AUTHOR),
        &[("x-http-method-override", "PATCH")],
        Some(json!({"title": "Not mine"})),
    )
    .await;
    assert_eq!(patched.status, StatusCode::FORBIDDEN);
    let updated = post_with(
        &app,
        &path,
        Some(ADMIN),
        &put,
        Some(json!({"title": "Swing"})),
    )
    .await;
    assert_eq!(updated.body["title"], "Swing", "{}", updated.raw);

    // A POST to the collection tunnelling a GET is a list, validated as one: not a
    // create, which would refuse a body without title and dates.
    let get = [("x-http-method-override", "GET")];
    let listed = post_with(
        &app,
        &format!("{NS}/events?start_date=2030-06-01&end_date=2030-06-30"),
        Some(ADMIN),
        &get,
        Some(json!({})),
    )
    .await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.raw);
    assert_eq!(listed.body["total"], 1);
    let invalid = post_with(
        &app,
        &format!("{NS}/events?per_page=lots"),
        Some(ADMIN),
        &get,
        None,
    )
    .await;
    assert_eq!(invalid.code(), "rest_invalid_param");
    assert!(
        invalid.body["data"]["params"]["per_page"].is_string(),
        "{}",
        invalid.raw
    );
}

#[tokio::test]
async fn fields_keep_only_what_is_asked() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    let one = app
        .get(
            ALPHA,
            &format!("{NS}/events/{id}?_fields=venue.city,title,id"),
            None,
        )
        .await;
    assert_eq!(
        one.body,
        json!({"id": id, "title": "Jazz", "venue": {"city": "Lyon"}}),
        "members in the response's order, nested ones too"
    );
    let list = app
        .get(
            ALPHA,
            &format!("{NS}/events?start_date=2030-06-01&end_date=2030-06-30&_fields[]=events.id&_fields[]=total"),
            None,
        )
        .await;
    assert_eq!(list.body, json!({"events": [{"id": id}], "total": 1}));
    assert_eq!(list.header("x-wp-total"), Some("1"), "headers stay");
    let error = app
        .get(ALPHA, &format!("{NS}/events/999999?_fields=id"), None)
        .await;
    assert_eq!(error.code(), "rest-event-not-found", "errors are whole");
    let created = post_with(
        &app,
        &format!("{NS}/events?_fields=id,status"),
        Some(ADMIN),
        &[],
        Some(json!({"title": "Fresh", "start_date": "2030-07-01", "end_date": "2030-07-01"})),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(
        created.body.as_object().map(|m| m.len()),
        Some(2),
        "{}",
        created.raw
    );
}

#[tokio::test]
async fn the_envelope_carries_status_headers_and_body() {
    let app = TestApp::new().await;
    let missing = app
        .get(ALPHA, &format!("/fr{NS}/events/999999?_envelope"), None)
        .await;
    assert_eq!(missing.status, StatusCode::OK);
    assert_eq!(missing.body["status"], 404);
    assert_eq!(missing.body["body"]["code"], "rest-event-not-found");
    assert_eq!(
        missing.body["body"]["message"],
        "L’évènement avec l’ID 999999 n’existe pas."
    );
    jazz(&app).await;
    jazz(&app).await;
    let list = app
        .get(
            ALPHA,
            &format!("{NS}/events?start_date=2030-06-01&end_date=2030-06-30&per_page=1&_envelope=1&_fields=total"),
            None,
        )
        .await;
    assert_eq!(list.status, StatusCode::OK);
    assert_eq!(list.body["body"], json!({"total": 2}));
    assert_eq!(list.body["status"], 200);
    let headers = &list.body["headers"];
    assert_eq!(headers["X-WP-Total"], 2);
    assert_eq!(headers["X-WP-TotalPages"], 2);
    assert_eq!(headers["Allow"], "GET");
    assert!(
        headers["Link"]
            .as_str()
            .is_some_and(|l| l.contains("rel=\"next\"")),
        "{headers}"
    );
    assert_eq!(
        list.header("x-wp-total"),
        None,
        "carried in the body instead"
    );
    let unauthorised = post_with(
        &app,
        &format!("{NS}/events?_envelope"),
        None,
        &[],
        Some(json!({"title": "x", "start_date": "2030-01-01", "end_date": "2030-01-01"})),
    )
    .await;
    assert_eq!(unauthorised.status, StatusCode::OK);
    assert_eq!(unauthorised.body["status"], 401);
}

#[tokio::test]
async fn jsonp_wraps_gets_in_a_checked_callback() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    let wrapped = app
        .get(
            ALPHA,
            &format!("{NS}/events/{id}?_jsonp=my.handler_2&_fields=id"),
            None,
        )
        .await;
    assert_eq!(wrapped.status, StatusCode::OK);
    assert_eq!(
        wrapped.header("content-type"),
        Some("application/javascript; charset=UTF-8")
    );
    assert_eq!(wrapped.raw, format!("/**/my.handler_2({{\"id\":{id}}})"));
    for bad in ["alert(1)", "a-b", "x%3Bdocument.cookie"] {
        let refused = app
            .get(ALPHA, &format!("/fr{NS}/events/{id}?_jsonp={bad}"), None)
            .await;
        assert_eq!(
            (refused.status, refused.code()),
            (StatusCode::BAD_REQUEST, "rest_callback_invalid"),
            "{bad}"
        );
        assert_eq!(
            refused.body["message"],
            "Fonction de rappel JSONP invalide."
        );
    }
    let missing = app
        .get(ALPHA, &format!("{NS}/events/999999?_jsonp=cb"), None)
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(
        missing
            .raw
            .starts_with("/**/cb({\"code\":\"rest-event-not-found\""),
        "{}",
        missing.raw
    );
    let post = post_with(
        &app,
        &format!("{NS}/events?_jsonp=cb"),
        Some(ADMIN),
        &[],
        Some(json!({"title": "P", "start_date": "2030-01-01", "end_date": "2030-01-01"})),
    )
    .await;
    assert_eq!(post.status, StatusCode::CREATED);
    assert!(post.body.is_object(), "JSON, not JSONP, for a POST");
}

#[tokio::test]
async fn pretty_json_on_request() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    let pretty = app
        .get(
            ALPHA,
            &format!("{NS}/events/{id}?_pretty&_fields=id,venue.city"),
            None,
        )
        .await;
    assert_eq!(
        pretty.raw,
        format!("{{\n    \"id\": {id},\n    \"venue\": {{\n        \"city\": \"Lyon\"\n    }}\n}}")
    );
    let plain = app
        .get(ALPHA, &format!("{NS}/events/{id}?_fields=id"), None)
        .await;
    assert_eq!(plain.raw, format!("{{\"id\":{id}}}"));
}

#[tokio::test]
async fn plain_permalinks_reach_every_route() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    let pretty = app.get(ALPHA, &format!("/fr{NS}/events/{id}"), None).await;
    let plain = app
        .get(
            ALPHA,
            &format!("/fr/?rest_route=%2Ftribe%2Fevents%2Fv1%2Fevents%2F{id}"),
            None,
        )
        .await;
    assert_eq!(plain.status, StatusCode::OK);
    assert_eq!(plain.body, pretty.body);
    let index_php = app
        .get(
            ALPHA,
            "/index.php?rest_route=/tribe/events/v1/events&start_date=2030-06-01&end_date=2030-06-30",
            None,
        )
        .await;
    assert_eq!(index_php.body["total"], 1, "{}", index_php.raw);
    let root = app.get(ALPHA, "/?rest_route=/", None).await;
    assert!(root.body["routes"].is_object());
    let created = post_with(
        &app,
        "/?rest_route=/tribe/events/v1/events",
        Some(ADMIN),
        &[],
        Some(json!({"title": "Plain", "start_date": "2030-08-01", "end_date": "2030-08-01"})),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.raw);
    let elsewhere = app
        .get(ALPHA, "/?rest_route=/tribe/events/v1/nothing", None)
        .await;
    assert_eq!(elsewhere.code(), "rest_no_route");
    let not_root = app
        .get(
            ALPHA,
            &format!("{NS}/doc?rest_route=/tribe/events/v1/events"),
            None,
        )
        .await;
    assert!(
        not_root.body["openapi"].is_string() || not_root.body["swagger"].is_string(),
        "rest_route counts at the site root only"
    );
}

#[tokio::test]
async fn head_is_a_get_without_body() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    let path = format!("{NS}/events/{id}");
    let get = app.get(ALPHA, &path, None).await;
    let head = |headers: &'static [(&'static str, &'static str)]| {
        let app = &app;
        let path = path.clone();
        async move {
            app.call_with(
                Call {
                    method: Method::HEAD,
                    host: ALPHA,
                    path,
                    auth: None,
                    body: None,
                },
                headers,
                None,
            )
            .await
        }
    };
    let reply = head(&[]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.bytes.is_empty());
    assert_eq!(reply.header("etag"), get.header("etag"));
    assert_eq!(
        reply.header("content-length").map(String::from),
        Some(get.bytes.len().to_string())
    );
    assert_eq!(reply.header("allow"), get.header("allow"));
    let etag = get.header("etag").expect("etag").to_string();
    let conditional = app
        .call_with(
            Call {
                method: Method::HEAD,
                host: ALPHA,
                path: path.clone(),
                auth: None,
                body: None,
            },
            &[("if-none-match", etag.as_str())],
            None,
        )
        .await;
    assert_eq!(conditional.status, StatusCode::NOT_MODIFIED);
    let missing = app
        .call(Call {
            method: Method::HEAD,
            host: ALPHA,
            path: format!("{NS}/events/999999"),
            auth: None,
            body: None,
        })
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.bytes.is_empty());
}

/// Whether `reply` is `callback`'s JSONP.
fn is_jsonp(reply: &Reply, callback: &str) -> bool {
    reply.raw.starts_with(&format!("/**/{callback}("))
}

#[tokio::test]
async fn a_query_inside_rest_route_is_part_of_the_route_as_in_wordpress() {
    let app = TestApp::new().await;
    let id = jazz(&app).await["id"].as_i64().expect("id");
    for (inner, then) in [
        (
            "events%3F_jsonp%3Dcb".to_string(),
            format!("{NS}/events?_jsonp=cb"),
        ),
        (
            format!("events%2F{id}%3F_envelope"),
            format!("{NS}/events/{id}?_envelope"),
        ),
        (
            "venues%3F_fields%3Dtotal".to_string(),
            format!("{NS}/venues?_fields=total"),
        ),
    ] {
        let plain = app
            .get(
                ALPHA,
                &format!("/?rest_route=%2Ftribe%2Fevents%2Fv1%2F{inner}"),
                None,
            )
            .await;
        let direct = app.get(ALPHA, &then, None).await;
        assert_eq!(direct.status, StatusCode::OK, "{then}");
        let shaped = if then.ends_with("_jsonp=cb") {
            is_jsonp(&direct, "cb")
        } else if then.ends_with("_envelope") {
            direct.body["status"] == 200 && direct.body["body"]["id"] == id
        } else {
            direct
                .body
                .as_object()
                .is_some_and(|v| v.keys().eq(["total"]))
        };
        assert!(
            shaped,
            "{then} is shaped as it asks, whatever came before: {}",
            direct.raw
        );
        assert_eq!(
            (plain.status, plain.code()),
            (StatusCode::NOT_FOUND, "rest_no_route"),
            "{inner}: WordPress matches the whole value: {}",
            plain.raw
        );
    }
}

#[tokio::test]
async fn a_post_overridden_to_get_is_shaped_as_the_get_it_is_cached_as() {
    let app = TestApp::new().await;
    jazz(&app).await;
    let overridden = post_with(
        &app,
        &format!("{NS}/events?_jsonp=cb"),
        None,
        &[("x-http-method-override", "GET")],
        None,
    )
    .await;
    assert_eq!(overridden.status, StatusCode::OK, "{}", overridden.raw);
    assert!(is_jsonp(&overridden, "cb"), "{}", overridden.raw);
    let get = app
        .get(ALPHA, &format!("{NS}/events?_jsonp=cb"), None)
        .await;
    assert!(is_jsonp(&get, "cb"), "{}", get.raw);

    let path = format!("{NS}/organizers?_method=GET&_jsonp=cb2");
    let overridden = post_with(&app, &path, None, &[], None).await;
    assert!(is_jsonp(&overridden, "cb2"), "{}", overridden.raw);
    let get = app.get(ALPHA, &path, None).await;
    assert!(is_jsonp(&get, "cb2"), "{}", get.raw);
}
