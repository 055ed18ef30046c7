//! Compressed answers: zstd, Brotli and gzip by `Accept-Encoding`, cached reads kept
//! compressed, validators and `HEAD` still right.

use std::io::Read;

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::helpers::*;

/// `bytes` decoded from the `Content-Encoding` `coding`.
fn decoded(coding: &str, bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let read = match coding {
        "gzip" => flate2::read::GzDecoder::new(bytes).read_to_end(&mut out),
        "br" => brotli_decompressor::Decompressor::new(bytes, 4096).read_to_end(&mut out),
        "zstd" => zstd::Decoder::new(bytes).and_then(|mut z| z.read_to_end(&mut out)),
        other => panic!("no decoder for {other}"),
    };
    read.unwrap_or_else(|e| panic!("{coding}: {e}"));
    out
}

async fn seeded() -> (TestApp, String) {
    let app = TestApp::new().await;
    for n in 0..12 {
        app.create_event(
            ALPHA,
            json!({"title": format!("Talk {n}"), "description": "A long description of the talk. ".repeat(8),
                   "start_date": "2030-02-01 10:00", "end_date": "2030-02-01 11:00"}),
        )
        .await;
    }
    (
        app,
        format!("{NS}/events?start_date=2030-02-01&end_date=2030-02-28&per_page=12"),
    )
}

#[tokio::test]
async fn answers_are_compressed_as_the_client_accepts() {
    let (app, list) = seeded().await;
    let plain = app.get(ALPHA, &list, None).await;
    assert_eq!(plain.header("content-encoding"), None);
    assert!(
        plain
            .header("vary")
            .is_some_and(|v| v.contains("Accept-Encoding"))
    );
    let etag = plain.header("etag").expect("etag").to_string();
    assert!(etag.starts_with('"'), "strong for the plain body");

    for (accept, coding) in [
        ("gzip", "gzip"),
        ("br", "br"),
        ("zstd", "zstd"),
        // What browsers send over HTTPS: zstd is served first among equals.
        ("gzip, deflate, br, zstd", "zstd"),
        // Safari's and Node's: Brotli before gzip.
        ("gzip, deflate, br", "br"),
        ("br;q=0.5, gzip", "gzip"),
        ("zstd;q=0.5, br", "br"),
    ] {
        for round in ["miss or first hit", "hit"] {
            let reply = app
                .get_with(ALPHA, &list, &[("accept-encoding", accept)])
                .await;
            assert_eq!(reply.status, StatusCode::OK);
            assert_eq!(
                reply.header("content-encoding"),
                Some(coding),
                "{accept} {round}"
            );
            if let Some(length) = reply.header("content-length") {
                assert_eq!(
                    length,
                    reply.bytes.len().to_string(),
                    "{accept} {round}: the length sent"
                );
            }
            assert_eq!(
                decoded(coding, &reply.bytes),
                plain.bytes,
                "{accept} {round}"
            );
            assert!(
                reply.bytes.len() * 4 < plain.bytes.len(),
                "{accept}: {} of {}",
                reply.bytes.len(),
                plain.bytes.len()
            );
            assert_eq!(
                reply.header("etag").map(String::from),
                Some(format!("W/{etag}")),
                "weak for the compressed body"
            );
            assert!(
                reply
                    .header("vary")
                    .is_some_and(|v| v.contains("Accept-Encoding"))
            );
            assert_eq!(reply.header("x-wp-total"), Some("12"));
        }
    }
    let refused = app
        .get_with(ALPHA, &list, &[("accept-encoding", "identity")])
        .await;
    assert_eq!(refused.header("content-encoding"), None);
    assert_eq!(refused.bytes, plain.bytes);
}

#[tokio::test]
async fn a_compressed_copy_revalidates_and_answers_head() {
    let (app, list) = seeded().await;
    let gzip = [("accept-encoding", "gzip")];
    let first = app.get_with(ALPHA, &list, &gzip).await;
    let weak = first.header("etag").expect("etag").to_string();
    let revalidated = app
        .get_with(
            ALPHA,
            &list,
            &[
                ("accept-encoding", "gzip"),
                ("if-none-match", weak.as_str()),
            ],
        )
        .await;
    assert_eq!(revalidated.status, StatusCode::NOT_MODIFIED);
    assert!(revalidated.bytes.is_empty());
    assert_eq!(revalidated.header("content-encoding"), None);
    let head = app
        .call_with(
            Call {
                method: Method::HEAD,
                host: ALPHA,
                path: list.clone(),
                auth: None,
                body: None,
            },
            &gzip,
            None,
        )
        .await;
    assert_eq!(head.status, StatusCode::OK);
    assert!(head.bytes.is_empty());
    assert_eq!(head.header("content-encoding"), Some("gzip"));
    assert_eq!(head.header("etag"), Some(weak.as_str()));
}

#[tokio::test]
async fn writes_and_errors_are_compressed_too() {
    let app = TestApp::new().await;
    let created = app
        .call_with(
            Call {
                method: Method::POST,
                host: ALPHA,
                path: format!("{NS}/events"),
                auth: Some(ADMIN),
                body: Some((
                    json!({"title": "Compressed", "start_date": "2030-01-01", "end_date": "2030-01-01"}).to_string(),
                    "application/json",
                )),
            },
            &[("accept-encoding", "gzip")],
            None,
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.header("content-encoding"), Some("gzip"));
    let body: serde_json::Value =
        serde_json::from_slice(&decoded("gzip", &created.bytes)).expect("json");
    assert_eq!(body["title"], "Compressed");
    for (path, accept, status, coding, code) in [
        (
            format!("/fr{NS}/events/999999"),
            "br",
            StatusCode::NOT_FOUND,
            "br",
            "rest-event-not-found",
        ),
        (
            format!("{NS}/events?per_page=0"),
            "gzip, deflate, br, zstd",
            StatusCode::BAD_REQUEST,
            "zstd",
            "rest_invalid_param",
        ),
    ] {
        let error = app
            .get_with(ALPHA, &path, &[("accept-encoding", accept)])
            .await;
        assert_eq!(error.status, status, "{path}");
        assert_eq!(error.header("content-encoding"), Some(coding), "{path}");
        let body: serde_json::Value =
            serde_json::from_slice(&decoded(coding, &error.bytes)).expect("json");
        assert_eq!(body["code"], code);
    }
}
