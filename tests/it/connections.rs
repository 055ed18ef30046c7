//! The real server's connections: a client that sends its request slowly cannot hold
//! a connection, and request heads too large are refused without harm.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::helpers::{TestDatabase, unlabelled_metric};
use crate::process::{
    Running, SERVER_ADMIN, basic, free_port, get, http, start_server_with_args, stop_gracefully,
};

/// Far above the one-second limits the server runs with below.
const PROMPT: Duration = Duration::from_secs(5);

/// A `serve` process with one-second client time limits; killed if a test fails.
struct Server {
    child: Running,
    port: u16,
    _dir: tempfile::TempDir,
    _database: TestDatabase,
}

impl Server {
    fn start() -> Server {
        Self::start_with(
            "header_read_timeout_seconds = 1\nbody_read_timeout_seconds = 1\n\
             request_timeout_seconds = 10\n",
            &[],
        )
    }

    /// A server with these `[limits]` and `serve` arguments.
    fn start_with(limits: &str, args: &[&str]) -> Server {
        Self::start_configured(
            &format!("[[tenant]]\nid = \"main\"\n\n[limits]\n{limits}"),
            args,
        )
    }

    /// A server with this configuration and these `serve` arguments.
    fn start_configured(toml: &str, args: &[&str]) -> Server {
        let dir = tempfile::tempdir().expect("tempdir");
        let config = dir.path().join("gateway.toml");
        std::fs::write(&config, toml).expect("config");
        let database = TestDatabase::create_blocking();
        let (child, port) = start_server_with_args(&database.url, Some(&config), args);
        Server {
            child,
            port,
            _dir: dir,
            _database: database,
        }
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(15)))
            .expect("timeout");
        stream
    }

    fn stop(mut self) {
        stop_gracefully(&mut self.child);
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Everything the server sends until it closes the connection, and how long that took.
fn read_until_closed(stream: &mut TcpStream) -> (String, Duration) {
    let started = Instant::now();
    let mut received = Vec::new();
    // A reset after the answer is a close too; what arrived before it counts.
    let _ = stream.read_to_end(&mut received);
    (
        String::from_utf8_lossy(&received).into_owned(),
        started.elapsed(),
    )
}

#[test]
fn a_client_stalling_in_its_request_head_is_disconnected() {
    let server = Server::start();
    let mut stream = server.connect();
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Partial: ")
        .expect("write");
    let (received, after) = read_until_closed(&mut stream);
    assert!(
        after < PROMPT,
        "the connection stayed open for {after:?} without a complete head"
    );
    assert!(
        after >= Duration::from_millis(900),
        "closed before the limit: {after:?}"
    );
    assert!(!received.contains("200 OK"), "{received}");
    // The stalled client cost nothing lasting.
    let (status, _) = get(server.port, "/healthz").expect("healthz");
    assert!(status.contains("200"), "{status}");
    server.stop();
}

#[test]
fn a_client_sending_its_body_slowly_gets_408() {
    let server = Server::start();
    let mut stream = server.connect();
    let auth = basic(SERVER_ADMIN.0, SERVER_ADMIN.1);
    let head = format!(
        "POST /wp-json/tribe/events/v1/events HTTP/1.1\r\nHost: localhost\r\n\
         Authorization: Basic {auth}\r\nContent-Type: application/json\r\n\
         Content-Length: 200\r\nConnection: close\r\n\r\n{{\"title\": \"Slow"
    );
    stream.write_all(head.as_bytes()).expect("write");
    let (received, after) = read_until_closed(&mut stream);
    assert!(after < PROMPT, "answered after {after:?}");
    assert!(
        received.starts_with("HTTP/1.1 408"),
        "a slow body is the client's timeout: {received}"
    );
    assert!(
        received.contains("\"code\":\"rest_request_timeout\"")
            && received.contains("\"status\":408"),
        "{received}"
    );
    let (status, listed) = get(server.port, "/wp-json/tribe/events/v1/events").expect("list");
    assert!(
        status.contains("200") && listed.contains("\"events\":[]"),
        "nothing was written: {status} {listed}"
    );
    server.stop();
}

#[test]
fn oversized_request_heads_are_refused_and_the_server_carries_on() {
    let server = Server::start();
    let request = |target: &str, header: &str| {
        http(
            server.port,
            &format!(
                "GET {target} HTTP/1.1\r\nHost: localhost\r\n{header}Connection: close\r\n\r\n"
            ),
        )
        .expect("an answer")
    };
    let events = "/wp-json/tribe/events/v1/events";

    // Over the application's limits but within the connection's: the envelope.
    let (status, body) = request(&format!("{events}?search={}", "a".repeat(20_000)), "");
    assert!(status.contains("414"), "{status}");
    assert!(body.contains("\"code\":\"rest_uri_too_long\""), "{body}");
    let (status, body) = request(events, &format!("X-Big: {}\r\n", "b".repeat(40_000)));
    assert!(status.contains("431"), "{status}");
    assert!(
        body.contains("\"code\":\"rest_headers_too_large\""),
        "{body}"
    );

    // Over the connection's limit: the HTTP server refuses the head itself.
    let (status, _) = request(events, &format!("X-Huge: {}\r\n", "c".repeat(100_000)));
    assert!(status.contains("431"), "{status}");
    let (status, _) = request(&format!("{events}?search={}", "d".repeat(100_000)), "");
    assert!(status.contains("431") || status.contains("414"), "{status}");

    let (status, _) = get(server.port, events).expect("list");
    assert!(status.contains("200"), "{status}");
    server.stop();
}

#[test]
fn bodies_still_arriving_hold_no_admission_place() {
    let server = Server::start_with(
        "max_concurrent_requests = 2\nbody_read_timeout_seconds = 5\nrequest_timeout_seconds = 10\n",
        &[],
    );
    let auth = basic(SERVER_ADMIN.0, SERVER_ADMIN.1);
    let trickling: Vec<TcpStream> = (0..3)
        .map(|_| {
            let mut stream = server.connect();
            let head = format!(
                "POST /wp-json/tribe/events/v1/events HTTP/1.1\r\nHost: localhost\r\n\
                 Authorization: Basic {auth}\r\nContent-Type: application/json\r\n\
                 Content-Length: 200\r\n\r\n{{\"title\": \"Slow"
            );
            stream.write_all(head.as_bytes()).expect("write");
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let (status, body) = get(server.port, "/wp-json/tribe/events/v1/events").expect("list");
    assert!(
        status.contains("200"),
        "three bodies on their way, two places: {status} {body}"
    );
    drop(trickling);
    server.stop();
}

/// A connection the server holds open, idle: one that it answers with nothing while
/// it waits for a request head.
fn held_connection(server: &Server) -> TcpStream {
    let stream = server.connect();
    stream
        .set_read_timeout(Some(Duration::from_millis(500)))
        .expect("timeout");
    let mut first = [0u8; 1];
    match stream.peek(&mut first) {
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            stream
        }
        other => panic!("a connection the server should hold was answered: {other:?}"),
    }
}

#[test]
fn one_address_holds_a_bounded_number_of_connections() {
    let server = Server::start_with(
        "max_connections_per_address = 2\nheader_read_timeout_seconds = 10\n",
        &[],
    );
    let idle: Vec<TcpStream> = (0..2).map(|_| held_connection(&server)).collect();
    let mut third = server.connect();
    third
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .expect("write");
    let (received, after) = read_until_closed(&mut third);
    assert!(after < PROMPT, "answered after {after:?}");
    assert!(
        received.starts_with("HTTP/1.1 429"),
        "a third connection from one address: {received}"
    );
    assert!(
        received.contains("\"code\":\"rest_too_many_connections\"")
            && received.to_ascii_lowercase().contains("retry-after: 1"),
        "{received}"
    );
    drop(idle);
    let deadline = Instant::now() + PROMPT;
    loop {
        let (status, _) = get(server.port, "/healthz").expect("healthz");
        if status.contains("200") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "places never came back: {status}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    server.stop();
}

/// A client at its limit that closes a connection and opens another at once (a pool
/// replacing one; wrk, which opens and closes one to probe the address before opening
/// its own) is served: the server may accept the new connection before it has read
/// that the old one closed.
#[test]
fn a_client_replacing_a_connection_at_its_limit_is_served() {
    let server = Server::start_with(
        "max_connections_per_address = 2\nheader_read_timeout_seconds = 10\n",
        &[],
    );
    let mut held: std::collections::VecDeque<TcpStream> =
        (0..2).map(|_| held_connection(&server)).collect();
    for round in 0..50 {
        drop(held.pop_front());
        let mut stream = server.connect();
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            .expect("write");
        let mut head = [0u8; 12];
        stream.read_exact(&mut head).expect("an answer");
        let status = String::from_utf8_lossy(&head);
        assert_eq!(status, "HTTP/1.1 200", "round {round}");
        held.push_back(stream);
    }
    server.stop();
}

/// Every client behind a reverse proxy connects from the proxy's address: a trusted
/// proxy is never cut off by the per-address bound.
#[test]
fn a_trusted_proxy_holds_more_connections_than_the_bound() {
    let server = Server::start_configured(
        "trusted_proxies = [\"127.0.0.1\"]\n\n[[tenant]]\nid = \"main\"\n\n\
         [limits]\nmax_connections_per_address = 2\nheader_read_timeout_seconds = 10\n",
        &[],
    );
    let idle: Vec<TcpStream> = (0..4).map(|_| held_connection(&server)).collect();
    let (status, body) = get(server.port, "/wp-json/tribe/events/v1/events").expect("list");
    assert!(
        status.contains("200"),
        "a fifth connection from the trusted proxy: {status} {body}"
    );
    drop(idle);
    server.stop();
}

/// The `http_connections_open` gauge: 0 before any client connects.
fn connections_open(metrics_port: u16) -> f64 {
    let (status, text) = get(metrics_port, "/metrics").expect("metrics");
    assert!(status.contains("200"), "{status}");
    unlabelled_metric(&text, "http_connections_open")
}

/// Waits until the server's count of open connections reads `expected`.
fn wait_for_connections_open(metrics_port: u16, expected: f64) {
    let deadline = Instant::now() + PROMPT;
    loop {
        let open = connections_open(metrics_port);
        if open == expected {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{open} connections counted open, {expected} expected"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Operators (and the load test, before it opens as many connections as one address
/// may) read how many client connections the server holds; the count falls as they
/// close, and the metrics' own connections are not in it.
#[test]
fn open_connections_are_counted_until_they_close() {
    let metrics_port = free_port();
    let bind = format!("127.0.0.1:{metrics_port}");
    let server = Server::start_with(
        "header_read_timeout_seconds = 10\n",
        &["--metrics-bind", &bind],
    );
    // The start-up's health checks have closed their connections.
    wait_for_connections_open(metrics_port, 0.0);
    let idle: Vec<TcpStream> = (0..3).map(|_| held_connection(&server)).collect();
    wait_for_connections_open(metrics_port, 3.0);
    let (status, _) = get(server.port, "/healthz").expect("healthz");
    assert!(status.contains("200"), "{status}");
    wait_for_connections_open(metrics_port, 3.0);
    drop(idle);
    wait_for_connections_open(metrics_port, 0.0);
    server.stop();
}

#[test]
fn metrics_are_served_on_their_own_listener_only() {
    let metrics_port = free_port();
    let bind = format!("127.0.0.1:{metrics_port}");
    let server = Server::start_with("", &["--metrics-bind", &bind]);
    let (status, _) = get(server.port, "/wp-json/tribe/events/v1/events").expect("list");
    assert!(status.contains("200"), "{status}");
    let (status, text) = get(metrics_port, "/metrics").expect("metrics");
    assert!(status.contains("200"), "{status}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("http_requests_total") && l.contains("route=\"/events\"")),
        "{text}"
    );
    let (status, body) = get(server.port, "/metrics").expect("main port");
    assert!(
        status.contains("404") && body.contains("\"code\":\"rest_no_route\""),
        "the tenants' port has no metrics: {status} {body}"
    );
    let (status, _) = get(metrics_port, "/wp-json/tribe/events/v1/events").expect("metrics port");
    assert!(
        status.contains("404"),
        "the metrics port serves nothing else: {status}"
    );
    server.stop();
}
