//! The binary itself: `serve` on the embedded default, graceful shutdown, `migrate`,
//! and start-up refusing a broken configuration.
//!
//! Every run starts the binary as an installed one runs: from an empty directory of
//! its own, with no locale files or configuration beside it ([`Workdir`]).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::helpers::TestDatabase;

pub const BIN: &str = env!("CARGO_BIN_EXE_calendar-gateway");

/// An empty directory to run the binary in, removed when dropped.
pub struct Workdir(tempfile::TempDir);

impl Workdir {
    pub fn new() -> Workdir {
        Workdir(tempfile::tempdir().expect("tempdir"))
    }

    pub fn path(&self) -> &Path {
        self.0.path()
    }

    /// The binary, run in this directory without the environment variables that
    /// would point it at a configuration, a database or locale files.
    pub fn command(&self) -> Command {
        let mut command = Command::new(BIN);
        command
            .current_dir(self.path())
            .env_remove("CALENDAR_GATEWAY_CONFIG")
            .env_remove("CALENDAR_GATEWAY_LOCALES")
            .env_remove("DATABASE_URL");
        command
    }
}

/// A server process with the directory it runs in, which outlives it.
pub struct Running {
    child: Child,
    _workdir: Workdir,
}

impl Deref for Running {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.child
    }
}

impl DerefMut for Running {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.child
    }
}

/// The administrator [`start_server`] creates, whose password works with HTTP Basic.
pub const SERVER_ADMIN: (&str, &str) = ("admin", "adminpassword1234");

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("port")
}

/// One HTTP/1.1 exchange over a fresh connection; returns the status line and body.
pub fn http(port: u16, request: &str) -> Option<(String, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    Some((head.lines().next()?.to_string(), body.to_string()))
}

pub fn get(port: u16, path: &str) -> Option<(String, String)> {
    http(
        port,
        &format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
    )
}

pub fn wait_until_healthy(port: u16, child: &mut Child) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if let Some((status, _)) = get(port, "/healthz")
            && status.contains("200")
        {
            return;
        }
        assert!(
            child.try_wait().expect("wait").is_none(),
            "server exited during start-up"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("server did not become healthy");
}

/// SIGTERM, then the process must end cleanly within 30 s.
pub fn stop_gracefully(child: &mut Child) {
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(wait_for_exit(child, Duration::from_secs(30)).success());
}

fn wait_for_exit(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        assert!(Instant::now() < deadline, "server did not stop in time");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn serve_answers_and_stops_gracefully_on_sigterm() {
    let dir = Workdir::new();
    let port = free_port();
    let mut child = dir
        .command()
        .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
        .env("CALENDAR_GATEWAY_ADMIN", "admin:abcd EFGH ijkl MNOP")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    wait_until_healthy(port, &mut child);
    assert!(
        dir.path().join("calendar.db").exists(),
        "the embedded default store is created in the working directory"
    );

    let body = r#"{"title":"Process test","start_date":"2030-01-01","end_date":"2030-01-01"}"#;
    let create = format!(
        "POST /wp-json/tribe/events/v1/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: Basic YWRtaW46YWJjZEVGR0hpamtsTU5PUA==\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let (status, created) = http(port, &create).expect("create");
    assert!(status.contains("201"), "{status} {created}");
    let (status, listed) = get(
        port,
        "/fr/wp-json/tribe/events/v1/events?start_date=2030-01-01&end_date=2030-01-02",
    )
    .expect("list");
    assert!(
        status.contains("200") && listed.contains("Process test"),
        "{status} {listed}"
    );
    let (status, _) = get(port, "/readyz").expect("readyz");
    assert!(status.contains("200"));

    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let exit = wait_for_exit(&mut child, Duration::from_secs(30));
    assert!(exit.success(), "SIGTERM ends the process cleanly: {exit}");
}

#[test]
fn broken_configuration_stops_start_up_with_a_clear_message() {
    let dir = Workdir::new();
    let config = dir.path().join("gateway.toml");
    std::fs::write(
        &config,
        "[[tenant]]\nid = \"main\"\nlanguages = [\"en\", \"klingon\"]\n",
    )
    .expect("write");
    let output = dir
        .command()
        .args(["serve", "--bind", "127.0.0.1:0", "--config"])
        .arg(&config)
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("gateway.toml")
            && stderr.contains("tenant[0].languages")
            && stderr.contains("fix:"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("calendar.db").exists(),
        "nothing starts half-configured"
    );
}

#[test]
fn migrate_applies_migrations_and_is_repeatable() {
    let database = TestDatabase::create_blocking();
    let url = &database.url;
    let dir = Workdir::new();
    if let Some(file) = url.strip_prefix("sqlite://") {
        // `migrate` upgrades a store; only `serve` creates an SQLite file.
        let file = std::path::Path::new(file.split('?').next().expect("path"));
        let missing = dir
            .command()
            .args(["migrate", "--database-url", url])
            .output()
            .expect("run");
        assert_eq!(missing.status.code(), Some(1));
        assert!(!file.exists(), "migrate created no store");
        std::fs::write(file, b"").expect("an empty database file");
    }
    for _ in 0..2 {
        let output = dir
            .command()
            .args(["migrate", "--database-url", url])
            .output()
            .expect("run");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let bad = dir
        .command()
        .args(["migrate", "--database-url", "mysql://nowhere/db"])
        .output()
        .expect("run");
    assert_eq!(bad.status.code(), Some(1));
}

fn cli(args: &[&str], stdin: Option<&str>) -> std::process::Output {
    let dir = Workdir::new();
    let mut child = dir
        .command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    if let Some(mut pipe) = child.stdin.take() {
        pipe.write_all(stdin.unwrap_or("").as_bytes())
            .expect("stdin");
    }
    child.wait_with_output().expect("output")
}

pub fn basic(login: &str, password: &str) -> String {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.encode(format!("{login}:{password}"))
}

pub fn authed(port: u16, method: &str, path: &str, auth: &str, body: &str) -> (String, String) {
    try_authed(port, method, path, auth, body).expect("response")
}

/// [`authed`] for a server that may be gone: `None` when no response came back.
pub fn try_authed(
    port: u16,
    method: &str,
    path: &str,
    auth: &str,
    body: &str,
) -> Option<(String, String)> {
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Basic {auth}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    http(port, &request)
}

#[test]
fn user_commands_work_against_a_running_server() {
    let database = TestDatabase::create_blocking();
    let url = database.url.clone();
    let port = free_port();
    let dir = Workdir::new();
    let mut server = dir
        .command()
        .args([
            "serve",
            "--bind",
            &format!("127.0.0.1:{port}"),
            "--database-url",
            &url,
        ])
        .env("CALENDAR_GATEWAY_ADMIN", "admin:adminpassword1234")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    wait_until_healthy(port, &mut server);

    let add = cli(
        &[
            "user",
            "add",
            "--tenant",
            "default",
            "--login",
            "ed",
            "--role",
            "editor",
            "--email",
            "ed@example.org",
            "--database-url",
            &url,
        ],
        None,
    );
    assert!(
        add.status.success(),
        "{}",
        String::from_utf8_lossy(&add.stderr)
    );
    let stdout = String::from_utf8(add.stdout).expect("utf8");
    let password = stdout.trim_end();
    assert_eq!(
        stdout,
        format!("{password}\n"),
        "only the password is printed"
    );
    assert!(
        password.len() == 24 && password.chars().all(|c| c.is_ascii_alphanumeric()),
        "{password}"
    );

    let event = r#"{"title":"By Ed","start_date":"2030-01-01","end_date":"2030-01-01"}"#;
    let (status, body) = authed(
        port,
        "POST",
        "/wp-json/tribe/events/v1/events",
        &basic("ed", password),
        event,
    );
    assert!(
        status.contains("201"),
        "the running server knows the new user at once: {status} {body}"
    );
    let id = serde_json::from_str::<serde_json::Value>(&body).expect("json")["id"]
        .as_i64()
        .expect("id");

    let list = cli(
        &[
            "user",
            "list",
            "--tenant",
            "default",
            "--database-url",
            &url,
        ],
        None,
    );
    let listed = String::from_utf8_lossy(&list.stdout).into_owned();
    assert!(
        listed
            .lines()
            .any(|l| l.contains("\ted\teditor\ted@example.org")),
        "{listed}"
    );
    assert!(
        listed.lines().any(|l| l.contains("\tadmin\tadministrator")),
        "{listed}"
    );

    let reset = cli(
        &[
            "user",
            "password",
            "--tenant",
            "default",
            "--login",
            "ed",
            "--password-stdin",
            "--database-url",
            &url,
        ],
        Some("chosen pass word 2024\n"),
    );
    assert!(
        reset.status.success() && reset.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&reset.stderr)
    );
    let (old, _) = authed(
        port,
        "GET",
        "/wp-json/tribe/events/v1/events",
        &basic("ed", password),
        "",
    );
    assert!(
        old.contains("401"),
        "the old password is revoked at once: {old}"
    );
    let (new, _) = authed(
        port,
        "GET",
        "/wp-json/tribe/events/v1/events",
        &basic("ed", "chosenpassword2024"),
        "",
    );
    assert!(new.contains("200"), "{new}");
    let short = cli(
        &[
            "user",
            "password",
            "--tenant",
            "default",
            "--login",
            "ed",
            "--password-stdin",
            "--database-url",
            &url,
        ],
        Some("short\n"),
    );
    assert_eq!(short.status.code(), Some(1));

    let remove = cli(
        &[
            "user",
            "remove",
            "--tenant",
            "default",
            "--login",
            "ed",
            "--reassign",
            "admin",
            "--database-url",
            &url,
        ],
        None,
    );
    assert!(
        remove.status.success(),
        "{}",
        String::from_utf8_lossy(&remove.stderr)
    );
    let (gone, body) = authed(
        port,
        "GET",
        "/wp-json/tribe/events/v1/events",
        &basic("ed", "chosenpassword2024"),
        "",
    );
    assert!(
        gone.contains("401") && body.contains("invalid_username"),
        "{gone} {body}"
    );
    let (_, event) = get(port, &format!("/wp-json/tribe/events/v1/events/{id}")).expect("event");
    let admin_line = listed
        .lines()
        .find(|l| l.contains("\tadmin\t"))
        .expect("admin");
    let admin_id = admin_line.split('\t').next().expect("id");
    assert!(
        event.contains(&format!("\"author\":\"{admin_id}\"")),
        "posts pass to the reassigned user: {event}"
    );

    for (args, code) in [
        (
            vec![
                "user", "add", "--tenant", "nowhere", "--login", "x", "--role", "editor",
            ],
            1,
        ),
        (
            vec![
                "user", "add", "--tenant", "default", "--login", "admin", "--role", "editor",
            ],
            1,
        ),
        (
            vec![
                "user", "add", "--tenant", "default", "--login", "x", "--role", "overlord",
            ],
            2,
        ),
        (
            vec!["user", "remove", "--tenant", "default", "--login", "nobody"],
            1,
        ),
    ] {
        let mut full = args.clone();
        full.extend(["--database-url", &url]);
        assert_eq!(cli(&full, None).status.code(), Some(code), "{args:?}");
    }
    // Names longer than WordPress stores could never log in: refused, naming the limit.
    let long_login = "l".repeat(61);
    let long_email = format!("{}@example.com", "e".repeat(89));
    for (args, says) in [
        (
            vec![
                "user",
                "add",
                "--login",
                long_login.as_str(),
                "--role",
                "editor",
            ],
            "the login has 61 characters; WordPress stores at most 60",
        ),
        (
            vec![
                "user",
                "add",
                "--login",
                "mail",
                "--email",
                long_email.as_str(),
                "--role",
                "editor",
            ],
            "the e-mail address has 101 characters; WordPress stores at most 100",
        ),
    ] {
        let mut full = args.clone();
        full.extend(["--database-url", &url]);
        let output = cli(&full, None);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }

    stop_gracefully(&mut server);
}

/// Starts `serve` on `url` and waits until it answers; [`SERVER_ADMIN`] administers it.
pub fn start_server(url: &str) -> (Running, u16) {
    start_server_with(url, None)
}

/// [`start_server`] with a configuration file instead of the built-in default.
pub fn start_server_with(url: &str, config: Option<&std::path::Path>) -> (Running, u16) {
    start_server_with_args(url, config, &[])
}

/// [`start_server_with`] and more arguments for `serve`.
pub fn start_server_with_args(
    url: &str,
    config: Option<&std::path::Path>,
    extra: &[&str],
) -> (Running, u16) {
    let port = free_port();
    let workdir = Workdir::new();
    let mut command = workdir.command();
    command.args([
        "serve",
        "--bind",
        &format!("127.0.0.1:{port}"),
        "--database-url",
        url,
    ]);
    command.args(extra);
    if let Some(config) = config {
        command.arg("--config").arg(config);
    }
    let mut child = command
        .env(
            "CALENDAR_GATEWAY_ADMIN",
            format!("{}:{}", SERVER_ADMIN.0, SERVER_ADMIN.1),
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    wait_until_healthy(port, &mut child);
    (
        Running {
            child,
            _workdir: workdir,
        },
        port,
    )
}

fn body_of(port: u16, path: &str) -> String {
    let (status, body) = get(port, path).expect("response");
    assert!(status.contains("200"), "{status} {body}");
    body
}

/// Two `serve` processes on one PostgreSQL database, as a scale-out runs them: a
/// write through one is seen through the other on the very next request, also after
/// the other's listening connection was killed. Runs in the PostgreSQL pass only:
/// on SQLite a single process serves a database.
#[test]
fn postgres_only_two_instances_never_serve_stale_reads() {
    crate::helpers::require_postgres();
    let database = TestDatabase::create_blocking();
    let (mut a, port_a) = start_server(&database.url);
    let (mut b, port_b) = start_server(&database.url);
    let auth = basic("admin", "adminpassword1234");
    let list = "/wp-json/tribe/events/v1/events?start_date=2030-01-01&end_date=2030-12-31";
    assert!(
        !body_of(port_b, list).contains("Scaled"),
        "B caches the empty list"
    );
    body_of(port_b, list);

    let (status, created) = authed(
        port_a,
        "POST",
        "/wp-json/tribe/events/v1/events",
        &auth,
        r#"{"title":"Scaled","start_date":"2030-05-01","end_date":"2030-05-01","categories":"Ops"}"#,
    );
    assert!(status.contains("201"), "{status} {created}");
    let event: serde_json::Value = serde_json::from_str(&created).expect("json");
    let id = event["id"].as_i64().expect("id");
    assert!(
        body_of(port_b, list).contains("Scaled"),
        "create through A, seen through B"
    );

    let single = format!("/fr/wp-json/tribe/events/v1/events/{id}");
    assert!(body_of(port_b, &single).contains("Scaled"));
    authed(
        port_a,
        "POST",
        &format!("/wp-json/tribe/events/v1/events/{id}"),
        &auth,
        r#"{"title":"Rescaled","categories":"Ops"}"#,
    );
    assert!(body_of(port_b, &single).contains("Rescaled"), "update");

    let category = event["categories"][0]["id"].as_i64().expect("category");
    authed(
        port_a,
        "POST",
        &format!("/wp-json/tribe/events/v1/categories/{category}"),
        &auth,
        r#"{"name":"Operations"}"#,
    );
    assert!(
        body_of(port_b, &single).contains("Operations"),
        "term change"
    );

    // Kill B's listening connection; B must not serve what it cached before.
    let killed = Command::new("psql")
        .arg(&database.url)
        .args(["-Atc", "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'calendar-gateway-listener' AND datname = current_database()"])
        .output()
        .expect("psql");
    assert_eq!(
        String::from_utf8_lossy(&killed.stdout).trim(),
        "2",
        "both instances listen"
    );
    std::thread::sleep(Duration::from_millis(300));
    authed(
        port_a,
        "POST",
        &format!("/wp-json/tribe/events/v1/events/{id}"),
        &auth,
        r#"{"title":"After the cut","categories":"Ops"}"#,
    );
    assert!(
        body_of(port_b, &single).contains("After the cut"),
        "B is not stale after losing its listener"
    );
    let (status, _) = authed(
        port_a,
        "DELETE",
        &format!("/wp-json/tribe/events/v1/events/{id}"),
        &auth,
        "",
    );
    assert!(status.contains("200"));
    assert!(
        !body_of(port_b, list).contains(&format!("\"id\":{id},")),
        "delete"
    );
    // B listens again: its cache serves reads and still sees the next write.
    let listeners = || {
        let out = Command::new("psql")
            .arg(&database.url)
            .args(["-Atc", "SELECT COUNT(*) FROM pg_stat_activity WHERE application_name = 'calendar-gateway-listener' AND datname = current_database()"])
            .output()
            .expect("psql");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while listeners() != "2" {
        assert!(Instant::now() < deadline, "the listeners did not reconnect");
        std::thread::sleep(Duration::from_millis(100));
    }
    body_of(port_b, list);
    authed(
        port_a,
        "POST",
        "/wp-json/tribe/events/v1/events",
        &auth,
        r#"{"title":"Later","start_date":"2030-06-01","end_date":"2030-06-01"}"#,
    );
    assert!(body_of(port_b, list).contains("Later"));

    for child in [&mut a, &mut b] {
        stop_gracefully(child);
    }
}

/// A backup taken while writers run holds every write acknowledged before it began,
/// and restores into a sound database.
#[test]
fn backup_under_write_load_restores_every_acknowledged_write() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};

    let dir = tempfile::tempdir().expect("tempdir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("live.db").display());
    let (mut server, port) = start_server(&url);
    let acknowledged = Arc::new(Mutex::new(Vec::<i64>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..4)
        .map(|w| {
            let (acknowledged, stop) = (acknowledged.clone(), stop.clone());
            std::thread::spawn(move || {
                let auth = basic("admin", "adminpassword1234");
                let mut n = 0;
                while !stop.load(Ordering::SeqCst) && n < 400 {
                    let body = format!(r#"{{"title":"Load {w}-{n}","start_date":"2030-01-01","end_date":"2030-01-01"}}"#);
                    let (status, reply) = authed(port, "POST", "/wp-json/tribe/events/v1/events", &auth, &body);
                    if status.contains("201") {
                        let id = serde_json::from_str::<serde_json::Value>(&reply).expect("json")["id"].as_i64().expect("id");
                        acknowledged.lock().expect("lock").push(id);
                    }
                    n += 1;
                }
            })
        })
        .collect();
    while acknowledged.lock().expect("lock").len() < 40 {
        std::thread::sleep(Duration::from_millis(20));
    }
    let before: Vec<i64> = acknowledged.lock().expect("lock").clone();
    let backup_file = dir.path().join("backup.db");
    let out = cli(
        &[
            "backup",
            "--to",
            backup_file.to_str().expect("utf8"),
            "--database-url",
            &url,
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::thread::sleep(Duration::from_millis(200));
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.join().expect("writer");
    }
    let after = acknowledged.lock().expect("lock").len();
    assert!(after > before.len(), "writes went on during the backup");
    let again = cli(
        &[
            "backup",
            "--to",
            backup_file.to_str().expect("utf8"),
            "--database-url",
            &url,
        ],
        None,
    );
    assert_eq!(
        again.status.code(),
        Some(1),
        "an existing file is never overwritten"
    );
    stop_gracefully(&mut server);

    let restored = cli(
        &[
            "restore",
            "--from",
            backup_file.to_str().expect("utf8"),
            "--database-url",
            &url,
        ],
        None,
    );
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );
    let (mut server, port) = start_server(&url);
    for id in &before {
        let (status, body) =
            get(port, &format!("/wp-json/tribe/events/v1/events/{id}")).expect("read");
        assert!(
            status.contains("200"),
            "event {id} acknowledged before the backup: {status} {body}"
        );
    }
    stop_gracefully(&mut server);
    let pg = cli(
        &[
            "backup",
            "--to",
            "x.db",
            "--database-url",
            "postgres://nobody@127.0.0.1:1/none",
        ],
        None,
    );
    assert_eq!(pg.status.code(), Some(1));
}

/// Runs the binary with `args` in a directory of its own, and kills it when it has
/// not ended within `limit` (a second server that started serving).
fn cli_within(args: &[&str], limit: Duration) -> std::process::Output {
    let dir = Workdir::new();
    let mut child = dir
        .command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let deadline = Instant::now() + limit;
    while child.try_wait().expect("wait").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().expect("output")
}

/// Creates an event through `port` as [`SERVER_ADMIN`]; its id once acknowledged.
fn create_event(port: u16, title: &str) -> i64 {
    let body =
        format!(r#"{{"title":"{title}","start_date":"2030-01-01","end_date":"2030-01-01"}}"#);
    let (status, reply) = authed(
        port,
        "POST",
        "/wp-json/tribe/events/v1/events",
        &basic(SERVER_ADMIN.0, SERVER_ADMIN.1),
        &body,
    );
    assert!(status.contains("201"), "{status} {reply}");
    serde_json::from_str::<serde_json::Value>(&reply).expect("json")["id"]
        .as_i64()
        .expect("id")
}

/// A store being served is not restored, migrated, filled with demo data or served a
/// second time: each command names the server's process and changes nothing, and what
/// the server acknowledged stays. The hold goes with the server however it ends: after
/// SIGKILL the process id it left in the lock file blocks nothing. On PostgreSQL,
/// `migrate` runs beside serving instances, as a rolling upgrade does.
#[test]
fn a_served_store_is_not_replaced_or_rewritten_under_its_server() {
    let database = TestDatabase::create_blocking();
    let url = database.url.clone();
    let (mut server, port) = start_server(&url);
    if crate::helpers::on_postgres() {
        let migrated = cli(&["migrate", "--database-url", &url], None);
        assert!(
            migrated.status.success(),
            "{}",
            String::from_utf8_lossy(&migrated.stderr)
        );
        create_event(port, "Still served");
        stop_gracefully(&mut server);
        return;
    }
    let store = std::path::absolute(
        url.trim_start_matches("sqlite://")
            .split('?')
            .next()
            .expect("path"),
    )
    .expect("absolute");
    let dir = tempfile::tempdir().expect("tempdir");
    let backup = dir.path().join("backup.db");
    let backup = backup.to_str().expect("utf8");
    let backed_up = cli(&["backup", "--to", backup, "--database-url", &url], None);
    assert!(backed_up.status.success());
    let after_backup = create_event(port, "Written after the backup");

    let pid = server.id();
    let other_port = free_port().to_string();
    let other_bind = format!("127.0.0.1:{other_port}");
    for args in [
        vec!["restore", "--from", backup],
        vec!["migrate"],
        vec!["demo-data", "--events", "1"],
        vec!["serve", "--bind", &other_bind, "--metrics-bind", "off"],
    ] {
        let mut full = args.clone();
        full.extend(["--database-url", &url]);
        let refused = cli_within(&full, Duration::from_secs(30));
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert_eq!(refused.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!(
                "the store {} is in use by process {pid} (",
                store.display()
            )) && stderr.contains(" serve --bind 127.0.0.1:")
                && stderr.contains("stop that process first"),
            "{args:?} names the server: {stderr}"
        );
    }
    let (status, body) = get(
        port,
        &format!("/wp-json/tribe/events/v1/events/{after_backup}"),
    )
    .expect("read");
    assert!(
        status.contains("200"),
        "acknowledged and kept: {status} {body}"
    );
    create_event(port, "Written after the refusals");
    let listed = cli(&["user", "list", "--database-url", &url], None);
    assert!(listed.status.success(), "the user commands share the store");
    // A migration to apply, as a newer release finds the store: the `user` commands do
    // not apply it under the server.
    forget_last_migration(&url);
    let unmigrated = cli(&["user", "list", "--database-url", &url], None);
    let stderr = String::from_utf8_lossy(&unmigrated.stderr);
    assert_eq!(unmigrated.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!("is in use by process {pid} ("))
            && stderr.contains("this release has migrations to apply to the store"),
        "{stderr}"
    );

    server.kill().expect("SIGKILL");
    server.wait().expect("wait");
    let lock = crate::process::lock_file(&store);
    assert_eq!(
        std::fs::read_to_string(&lock).expect("lock file").trim(),
        pid.to_string(),
        "the killed server's id is left behind"
    );
    let restored = cli(&["restore", "--from", backup, "--database-url", &url], None);
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );
    let (mut server, port) = start_server(&url);
    let (status, _) = get(
        port,
        &format!("/wp-json/tribe/events/v1/events/{after_backup}"),
    )
    .expect("read");
    assert!(status.contains("404"), "the backup is served: {status}");
    stop_gracefully(&mut server);
}

/// Removes the record of the last migration applied to the SQLite store `url`.
fn forget_last_migration(url: &str) {
    use sqlx::Connection;
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(async {
            let mut conn = sqlx::SqliteConnection::connect(url).await.expect("connect");
            sqlx::query(
                "DELETE FROM _sqlx_migrations WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)",
            )
            .execute(&mut conn)
            .await
            .expect("forget");
            conn.close().await.expect("close");
        });
}

/// The lock file beside the SQLite store `store`.
pub fn lock_file(store: &Path) -> std::path::PathBuf {
    let mut name = store.as_os_str().to_owned();
    name.push(".lock");
    name.into()
}

/// The SQLite store, its write-ahead log and shared-memory files, and its backups are
/// readable by their owner only, whatever the umask. (PostgreSQL keeps no file here.)
#[tokio::test]
async fn sqlite_only_the_store_and_its_backups_are_private() {
    use std::os::unix::fs::PermissionsExt;
    crate::helpers::require_sqlite();
    let app = crate::helpers::TestApp::new().await;
    app.create_event(
        crate::helpers::ALPHA,
        serde_json::json!({"title": "Private", "start_date": "2030-01-01", "end_date": "2030-01-01"}),
    )
    .await;
    let file = app
        .database_url
        .strip_prefix("sqlite://")
        .and_then(|rest| rest.split('?').next())
        .expect("an SQLite file")
        .to_string();
    let mode = |path: &str| {
        std::fs::metadata(path)
            .unwrap_or_else(|e| panic!("{path}: {e}"))
            .permissions()
            .mode()
            & 0o777
    };
    for suffix in ["", "-wal", "-shm"] {
        let path = format!("{file}{suffix}");
        assert_eq!(mode(&path), 0o600, "{path}");
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let backup = dir.path().join("copy.db");
    let store = calendar_gateway::store::Store::open(&app.database_url)
        .await
        .expect("store");
    store.backup_to(&backup).await.expect("backup");
    store.close().await;
    assert_eq!(mode(backup.to_str().expect("utf8")), 0o600, "the backup");
}
