//! The binary as a new operator meets it: the documents' walks pasted into a shell,
//! commands that must not create a store, errors that say their cause once, `--help`,
//! logs, and the test script's check of what it needs and its last line.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::helpers::{TestDatabase, on_postgres, require_sqlite};
use crate::process::{BIN, Workdir, free_port, get, wait_until_healthy};

/// Runs `command` to its end, killing it after `limit`; stdout and stderr are read
/// as they come, so a chatty process never blocks on a full pipe.
fn run_within(command: &mut Command, limit: Duration) -> Output {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            bytes
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("stdout")));
    let stderr = drain(Box::new(child.stderr.take().expect("stderr")));
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{command:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    Output {
        status,
        stdout: stdout.join().expect("stdout"),
        stderr: stderr.join().expect("stderr"),
    }
}

/// The binary with `args`, in `dir`, without the environment variables that would
/// choose another store, configuration or locale files.
fn gateway(dir: &Path, args: &[&str]) -> Output {
    run_within(
        Command::new(BIN)
            .args(args)
            .current_dir(dir)
            .env_remove("DATABASE_URL")
            .env_remove("CALENDAR_GATEWAY_CONFIG")
            .env_remove("CALENDAR_GATEWAY_LOCALES")
            .env_remove("CALENDAR_GATEWAY_ADMIN"),
        Duration::from_secs(60),
    )
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The files in `dir`, sorted.
fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read_dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The walks of the documents: each `sh` block that sends requests to the server with
/// `curl`, by its document and the heading it follows. Every one is pasted by a test
/// below, and `every_walk_of_the_documents_is_pasted_by_a_test` fails on one that is not.
const WALKS: [(&str, &str); 4] = [
    ("README.md", "## The first five minutes"),
    ("docs/translating.md", "## Event content in every language"),
    ("docs/operations.md", "### Backups"),
    ("docs/changes.md", "## A walk"),
];

/// A document of the repository, by its path from the root.
fn document(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `sh` blocks of a document's text, each with the last heading before it.
fn sh_blocks(text: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let (mut heading, mut block) = (String::new(), None::<String>);
    for line in text.lines() {
        match &mut block {
            Some(lines) if line.starts_with("```") => {
                blocks.push((heading.clone(), std::mem::take(lines)));
                block = None;
            }
            Some(lines) => {
                lines.push_str(line);
                lines.push('\n');
            }
            None if line == "```sh" => block = Some(String::new()),
            None if line.starts_with('#') => heading = line.to_string(),
            None => {}
        }
    }
    blocks
}

/// The first `sh` block after `heading` in the document at `path`.
fn walk_in(path: &str, heading: &str) -> String {
    sh_blocks(&document(path))
        .into_iter()
        .find(|(h, _)| h == heading)
        .map(|(_, block)| block)
        .unwrap_or_else(|| panic!("{path}: no sh block after {heading}"))
}

/// A document's walk pasted as it stands into a fresh `bash` in an empty directory,
/// with the installed binary on `PATH`; only the port differs, so that the test never
/// meets another server on 8080. Returns the port, the directory, the output and its
/// stdout and stderr.
fn paste_walk(path: &str, heading: &str) -> (u16, tempfile::TempDir, Output, String, String) {
    let walk = walk_in(path, heading);
    assert!(walk.contains("127.0.0.1:8080"), "{walk}");
    let port = free_port();
    let walk = walk.replace("127.0.0.1:8080", &format!("127.0.0.1:{port}"));
    let dir = tempfile::tempdir().expect("tempdir");
    let bin_dir = tempfile::tempdir().expect("tempdir");
    std::os::unix::fs::symlink(BIN, bin_dir.path().join("calendar-gateway")).expect("symlink");
    let path = format!(
        "{}:{}",
        bin_dir.path().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let output = run_within(
        Command::new("bash")
            .arg("-c")
            .arg(&walk)
            .current_dir(dir.path())
            .env("PATH", path)
            .env("CALENDAR_GATEWAY_BIND", format!("127.0.0.1:{port}"))
            // The binary's own locale files, as an installed binary has nothing else.
            .env_remove("CALENDAR_GATEWAY_LOCALES")
            .env_remove("DATABASE_URL")
            .env_remove("CALENDAR_GATEWAY_CONFIG")
            .env_remove("CALENDAR_GATEWAY_ADMIN"),
        Duration::from_secs(120),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    (port, dir, output, stdout, stderr)
}

/// The statuses a walk printed, one `HTTP <status>` line per request.
fn http_statuses(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("HTTP "))
        .collect()
}

/// Every walk of README.md and of the pages under docs/ is one of `WALKS`, so that a
/// walk added to a document is run by the suite too.
#[test]
fn every_walk_of_the_documents_is_pasted_by_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut documents = vec![PathBuf::from("README.md")];
    let mut folders = vec![PathBuf::from("docs")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(root.join(&folder)).expect("read_dir") {
            let name = folder.join(entry.expect("entry").file_name());
            if root.join(&name).is_dir() {
                folders.push(name);
            } else if name.extension().is_some_and(|e| e == "md") {
                documents.push(name);
            }
        }
    }
    let mut found = Vec::new();
    for path in &documents {
        let path = path.to_str().expect("utf8");
        for (heading, block) in sh_blocks(&document(path)) {
            if block.contains("curl") && block.contains("127.0.0.1:8080") {
                found.push((path.to_string(), heading));
            }
        }
    }
    found.sort();
    let mut pasted: Vec<(String, String)> = WALKS
        .iter()
        .map(|(path, heading)| (path.to_string(), heading.to_string()))
        .collect();
    pasted.sort();
    assert_eq!(
        found, pasted,
        "the walks of the documents, and those the tests paste"
    );
}

/// The README's first five minutes, pasted into bash.
#[test]
fn the_readme_first_five_minutes_work_pasted_into_bash() {
    let (port, dir, output, stdout, stderr) = paste_walk(WALKS[0].0, WALKS[0].1);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    let statuses = http_statuses(&stdout);
    assert_eq!(
        statuses,
        ["200", "200", "200", "201", "200", "200", "404"],
        "ready, the index, /doc, created, listed, read in French, missing:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains(r#""status":"ready""#), "{stdout}");
    assert!(
        stdout.contains(r#""namespace":"tribe/events/v1""#),
        "the namespace index: {stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "http://127.0.0.1:{port}/wp-json/tribe/events/v1/doc\n"
        )),
        "the full address of /doc: {stdout}"
    );
    assert!(stdout.contains(r#""title":"Jazz Night""#), "{stdout}");
    assert!(
        stdout.contains("999999") && stdout.contains("n’existe pas"),
        "the missing event is reported in French: {stdout}"
    );
    assert!(
        stderr.contains("serving") && stderr.contains("stopped"),
        "the server's logs show it start and stop: {stderr}"
    );
    assert!(
        get(port, "/healthz").is_none(),
        "the walk's last line stops the server"
    );
    assert!(dir.path().join("calendar.db").exists());
}

/// The walk through event content in every language, pasted into bash.
#[test]
fn the_walk_through_translated_content_works_pasted_into_bash() {
    let (port, dir, output, stdout, stderr) = paste_walk(WALKS[1].0, WALKS[1].1);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    let statuses = http_statuses(&stdout);
    assert_eq!(
        statuses,
        ["200", "201", "200", "200", "200", "200"],
        "ready, created, translated, read in English and in French, found:\n{stdout}\n{stderr}"
    );
    let bodies: Vec<serde_json::Value> = stdout
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("a JSON body"))
        .collect();
    let [_, created, translated, english, french, found] = &bodies[..] else {
        panic!("six bodies: {stdout}");
    };
    let id = created["id"].as_i64().expect("id");
    let translations = serde_json::json!({
        "en": format!("http://127.0.0.1:{port}/wp-json/tribe/events/v1/events/{id}"),
        "fr": format!("http://127.0.0.1:{port}/fr/wp-json/tribe/events/v1/events/{id}"),
    });
    for (body, title, lang) in [
        (translated, "Soirée jazz", "fr"),
        (english, "Jazz Night", "en"),
        (french, "Soirée jazz", "fr"),
        (&found["events"][0], "Soirée jazz", "fr"),
    ] {
        assert_eq!(
            (&body["id"], &body["title"], &body["lang"]),
            (
                &serde_json::json!(id),
                &serde_json::json!(title),
                &serde_json::json!(lang)
            ),
            "{body}"
        );
        assert_eq!(body["translations"], translations, "{body}");
        assert_eq!(
            (&body["start_date"], &body["cost"]),
            (&created["start_date"], &created["cost"]),
            "shared fields are the same in both languages"
        );
    }
    assert_eq!(found["total"], 1, "{found}");
    assert_eq!(
        (&english["description"], &french["description"]),
        (
            &serde_json::json!("<p>An evening of jazz.</p>"),
            &serde_json::json!("<p>Une soirée de jazz.</p>")
        )
    );
    assert!(
        get(port, "/healthz").is_none(),
        "the walk's last line stops the server"
    );
    assert!(dir.path().join("translated.db").exists());
}

/// The change feed's walk, pasted into bash: the changes since the cursor taken before
/// the full read are the new event, present, and the trashed one, gone.
#[test]
fn the_change_feed_walk_works_pasted_into_bash() {
    let (port, dir, output, stdout, stderr) = paste_walk(WALKS[3].0, WALKS[3].1);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert_eq!(
        http_statuses(&stdout),
        ["200", "201", "200", "201", "200", "200"],
        "ready, created, the full read, created, trashed, the changes:\n{stdout}\n{stderr}"
    );
    let cursor = stdout
        .lines()
        .find_map(|l| l.strip_prefix("cursor: "))
        .unwrap_or_else(|| panic!("the cursor: {stdout}"));
    assert!(!cursor.is_empty() && !cursor.contains('{'), "{stdout}");
    let changes: serde_json::Value = stdout
        .lines()
        .rfind(|l| l.starts_with("{\"changes\""))
        .map(|l| serde_json::from_str(l).expect("a JSON body"))
        .unwrap_or_else(|| panic!("the changes: {stdout}"));
    let entries = changes["changes"].as_array().expect("changes");
    assert_eq!(entries.len(), 2, "{changes}");
    assert_eq!(
        (&entries[0]["state"], &entries[1]["state"]),
        (&serde_json::json!("present"), &serde_json::json!("gone")),
        "{changes}"
    );
    let id = entries[0]["id"].as_i64().expect("id");
    assert_eq!(
        entries[0]["rest_url"],
        format!("http://127.0.0.1:{port}/wp-json/tribe/events/v1/events/{id}")
    );
    assert_eq!(changes["more"], false);
    assert_ne!(
        changes["cursor"], cursor,
        "the answer's cursor is past the changes"
    );
    assert!(
        get(port, "/healthz").is_none(),
        "the walk's last line stops the server"
    );
    assert!(dir.path().join("changes.db").exists());
}

/// The backup and restore walk, pasted into bash: the restored store has what was
/// written before the backup and not what was written after it.
#[test]
fn the_backup_walk_works_pasted_into_bash() {
    let (port, dir, output, stdout, stderr) = paste_walk(WALKS[2].0, WALKS[2].1);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert_eq!(
        http_statuses(&stdout),
        ["201", "201", "200"],
        "two creates, then the list after the restore:\n{stdout}\n{stderr}"
    );
    let list: serde_json::Value = stdout
        .lines()
        .find(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("a JSON body"))
        .unwrap_or_else(|| panic!("the list: {stdout}"));
    assert_eq!(
        (&list["total"], &list["events"][0]["title"]),
        (
            &serde_json::json!(1),
            &serde_json::json!("Before the backup")
        ),
        "the restored store holds what was written before the backup only: {list}"
    );
    assert!(
        get(port, "/healthz").is_none(),
        "the walk's last line stops the server"
    );
    assert_eq!(
        files_in(dir.path())
            .into_iter()
            .filter(|f| f.ends_with(".db"))
            .collect::<Vec<_>>(),
        ["backup.db", "calendar.db"]
    );
}

/// `backup`, `restore`, `migrate` and the `user` commands run where there is no store
/// fail naming the URL and the full path, and leave the directory empty.
#[test]
fn commands_other_than_serve_never_create_a_store() {
    let dir = tempfile::tempdir().expect("tempdir");
    let backup = dir.path().join("backup.db");
    std::fs::write(&backup, b"not read").expect("write");
    let commands: [&[&str]; 7] = [
        &["backup", "--to", "copy.db"],
        &["restore", "--from", "backup.db"],
        &["migrate"],
        &["user", "list"],
        &["user", "add", "--login", "ed", "--role", "editor"],
        &["user", "password", "--login", "ed"],
        &["user", "remove", "--login", "ed"],
    ];
    let expected_path = std::path::absolute(dir.path().join("calendar.db")).expect("path");
    for args in commands {
        let output = gateway(dir.path(), args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("sqlite://calendar.db?mode=rwc")
                && stderr.contains(&format!("{} does not exist", expected_path.display())),
            "{args:?} names the URL and the path: {stderr}"
        );
        assert_eq!(
            stderr.lines().count(),
            1,
            "{args:?}: one line, cause once: {stderr}"
        );
        assert_eq!(
            files_in(dir.path()),
            ["backup.db"],
            "{args:?} created nothing"
        );
    }
}

/// A database that exists but holds no store (an empty PostgreSQL database, an empty
/// SQLite file) gets no schema from the administration commands; `migrate` sets one up.
#[test]
fn commands_refuse_a_database_without_a_store() {
    let database = TestDatabase::create_blocking();
    let dir = tempfile::tempdir().expect("tempdir");
    if !on_postgres() {
        // The SQLite database file is not there yet: make an empty one.
        let file = database
            .url
            .trim_start_matches("sqlite://")
            .split('?')
            .next()
            .expect("path")
            .to_string();
        std::fs::write(&file, b"").expect("empty file");
    }
    let url = database.url.as_str();
    for args in [
        vec!["user", "list", "--database-url", url],
        vec![
            "user",
            "add",
            "--login",
            "ed",
            "--role",
            "editor",
            "--database-url",
            url,
        ],
        vec!["backup", "--to", "copy.db", "--database-url", url],
    ] {
        if on_postgres() && args[0] == "backup" {
            continue;
        }
        let output = gateway(dir.path(), &args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("holds no calendar-gateway store") && stderr.contains("migrate"),
            "{args:?}: {stderr}"
        );
    }
    assert!(
        files_in(dir.path()).is_empty(),
        "no backup of an empty store"
    );
    let listed = gateway(dir.path(), &["user", "list", "--database-url", url]);
    assert_eq!(listed.status.code(), Some(1), "still no store");

    let migrated = gateway(dir.path(), &["migrate", "--database-url", url]);
    assert!(migrated.status.success(), "{}", text(&migrated.stderr));
    let listed = gateway(dir.path(), &["user", "list", "--database-url", url]);
    assert!(listed.status.success(), "{}", text(&listed.stderr));
}

/// `restore` removes its staging files whether it succeeds or fails, and a failed
/// restore leaves the store as it was.
#[test]
fn restore_leaves_no_staging_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    let live = dir.path().join("live.db");
    let url = format!("sqlite://{}?mode=rwc", live.display());
    let filled = gateway(
        dir.path(),
        &["demo-data", "--events", "20", "--database-url", &url],
    );
    assert!(filled.status.success(), "{}", text(&filled.stderr));
    let backed_up = gateway(
        dir.path(),
        &["backup", "--to", "backup.db", "--database-url", &url],
    );
    assert!(backed_up.status.success(), "{}", text(&backed_up.stderr));
    let staging = |dir: &Path| -> Vec<String> {
        files_in(dir)
            .into_iter()
            .filter(|f| f.contains("restoring"))
            .collect()
    };

    let restored = gateway(
        dir.path(),
        &["restore", "--from", "backup.db", "--database-url", &url],
    );
    assert!(restored.status.success(), "{}", text(&restored.stderr));
    assert!(staging(dir.path()).is_empty(), "{:?}", files_in(dir.path()));

    // Not a database at all; a sound SQLite file that is no calendar store.
    std::fs::write(dir.path().join("garbage.db"), vec![7u8; 8192]).expect("write");
    let foreign = dir.path().join("foreign.db");
    let created = run_within(
        Command::new("python3").args([
            "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('CREATE TABLE t (x)'); c.commit()",
            foreign.to_str().expect("utf8"),
        ]),
        Duration::from_secs(30),
    );
    assert!(created.status.success(), "{}", text(&created.stderr));
    for bad in ["garbage.db", "foreign.db"] {
        let refused = gateway(
            dir.path(),
            &["restore", "--from", bad, "--database-url", &url],
        );
        let stderr = text(&refused.stderr);
        assert_eq!(refused.status.code(), Some(1), "{bad}: {stderr}");
        assert!(
            stderr.contains(&format!(
                "{bad} is not a sound backup; nothing was restored"
            )),
            "{stderr}"
        );
        assert!(staging(dir.path()).is_empty(), "{:?}", files_in(dir.path()));
    }
    let listed = gateway(
        dir.path(),
        &[
            "user",
            "list",
            "--tenant",
            "default",
            "--database-url",
            &url,
        ],
    );
    assert!(
        text(&listed.stdout).contains("\tdemo\t"),
        "the store is the restored one still: {}",
        text(&listed.stderr)
    );
}

/// A store filled with demo data at `dir/live.db`, its URL, and a backup of it at
/// `dir/backup.db`.
fn store_and_backup(dir: &Path) -> String {
    let url = format!("sqlite://{}?mode=rwc", dir.join("live.db").display());
    let filled = gateway(dir, &["demo-data", "--events", "5", "--database-url", &url]);
    assert!(filled.status.success(), "{}", text(&filled.stderr));
    let backed_up = gateway(
        dir,
        &["backup", "--to", "backup.db", "--database-url", &url],
    );
    assert!(backed_up.status.success(), "{}", text(&backed_up.stderr));
    url
}

/// `restore` stages its copy where nobody else can put a link: links planted at the
/// names a staging copy and SQLite's files beside it could have are left alone, and so
/// are the files they point to.
#[test]
fn restore_writes_nothing_through_planted_links() {
    let dir = tempfile::tempdir().expect("tempdir");
    let url = store_and_backup(dir.path());
    let victim = dir.path().join("victim");
    std::fs::write(&victim, b"precious").expect("victim");
    let planted = [
        "live.db.restoring",
        "live.db.restoring-wal",
        "live.db.restoring-shm",
    ];
    for name in planted {
        std::os::unix::fs::symlink(&victim, dir.path().join(name)).expect("link");
    }
    let restored = gateway(
        dir.path(),
        &["restore", "--from", "backup.db", "--database-url", &url],
    );
    assert!(restored.status.success(), "{}", text(&restored.stderr));
    assert_eq!(std::fs::read(&victim).expect("victim"), b"precious");
    assert!(
        !std::fs::symlink_metadata(dir.path().join("live.db"))
            .expect("store")
            .is_symlink(),
        "the store is a file of its own"
    );
    let staging: Vec<String> = files_in(dir.path())
        .into_iter()
        .filter(|f| f.contains("restoring") && !planted.contains(&f.as_str()))
        .collect();
    assert!(staging.is_empty(), "{staging:?}");
}

/// `backup.db` in `dir` changed by `statements`, run with the SQLite built into the
/// tests, as `changed.db`.
fn changed_backup(dir: &Path, statements: &str) {
    use sqlx::Connection;
    let changed = dir.join("changed.db");
    std::fs::copy(dir.join("backup.db"), &changed).expect("copy");
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(async {
            let mut conn =
                sqlx::SqliteConnection::connect(&format!("sqlite://{}", changed.display()))
                    .await
                    .expect("connect");
            sqlx::raw_sql(sqlx::AssertSqlSafe(statements.to_string()))
                .execute(&mut conn)
                .await
                .expect(statements);
            conn.close().await.expect("close");
        });
}

/// A sound SQLite file whose schema is not exactly what its migrations make (a trigger
/// of its own, a trigger of the store's made otherwise, a table or index more or less),
/// or whose migrations this release does not know, is refused with what differs, and
/// the store stays as it was; a backup as `backup` made it is restored.
#[test]
fn restore_refuses_schemas_the_migrations_did_not_make() {
    let dir = tempfile::tempdir().expect("tempdir");
    let url = store_and_backup(dir.path());
    let added = gateway(
        dir.path(),
        &[
            "user",
            "add",
            "--login",
            "later",
            "--role",
            "editor",
            "--database-url",
            &url,
        ],
    );
    assert!(added.status.success(), "{}", text(&added.stderr));
    for (statements, named) in [
        (
            "CREATE TRIGGER promote AFTER INSERT ON posts BEGIN \
             UPDATE users SET role = 'administrator'; END",
            "an extra trigger `promote` on `posts`",
        ),
        (
            "DROP TRIGGER event_days_on_insert; \
             CREATE TRIGGER event_days_on_insert AFTER INSERT ON events BEGIN \
             UPDATE users SET role = 'administrator'; END",
            "a trigger `event_days_on_insert` made otherwise",
        ),
        (
            "CREATE TABLE notes (body TEXT); DROP INDEX users_tenant_email",
            "no index `users_tenant_email`",
        ),
        (
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (9999, 'later', TRUE, x'00', 0)",
            "it has migration 9999, which this release does not know",
        ),
    ] {
        changed_backup(dir.path(), statements);
        let refused = gateway(
            dir.path(),
            &["restore", "--from", "changed.db", "--database-url", &url],
        );
        let stderr = text(&refused.stderr);
        assert_eq!(refused.status.code(), Some(1), "{statements}: {stderr}");
        assert!(
            stderr.contains("changed.db is not a sound backup; nothing was restored")
                && stderr.contains(named),
            "{statements}: {stderr}"
        );
        let listed = gateway(dir.path(), &["user", "list", "--database-url", &url]);
        assert!(
            text(&listed.stdout).contains("\tlater\t"),
            "{statements}: the store is as it was"
        );
    }
    let restored = gateway(
        dir.path(),
        &["restore", "--from", "backup.db", "--database-url", &url],
    );
    assert!(restored.status.success(), "{}", text(&restored.stderr));
    let listed = gateway(dir.path(), &["user", "list", "--database-url", &url]);
    assert!(
        !text(&listed.stdout).contains("\tlater\t"),
        "the backup's users"
    );
}

/// Makes a file unwritable even to root (immutable), or by its mode for other users,
/// and undoes it when dropped; `None` where neither can be done here.
struct Unwritable(PathBuf);

impl Unwritable {
    fn make(file: &Path) -> Option<Unwritable> {
        let made = if is_root() {
            Command::new("chattr")
                .arg("+i")
                .arg(file)
                .output()
                .is_ok_and(|o| o.status.success())
        } else {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o444)).is_ok()
        };
        made.then(|| Unwritable(file.to_path_buf()))
    }
}

impl Drop for Unwritable {
    fn drop(&mut self) {
        if is_root() {
            let _ = Command::new("chattr").arg("-i").arg(&self.0).output();
        } else {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&self.0, std::fs::Permissions::from_mode(0o600));
        }
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| text(&o.stdout).trim() == "0")
}

/// An SQLite store that cannot be opened for writing is named with its full path, the
/// operating system's reason and the fix, on one line, by `serve` and the commands
/// that write, which create nothing. Permissions do not bind root: the cases that work
/// for any user are a path through a regular file (ENOTDIR), a missing directory,
/// `/sys` (where not even root makes files), a URL that opens the store read-only or
/// does not let it be created; an immutable file (`chattr +i`) as root, or a file
/// without write permission otherwise.
#[test]
fn unusable_store_files_are_explained_with_path_reason_and_fix() {
    let dir = tempfile::tempdir().expect("tempdir");
    let base = std::fs::canonicalize(dir.path()).expect("canonical");
    let url = store_and_backup(&base);
    std::fs::write(base.join("plain"), b"a file").expect("file");
    let store = base.join("live.db");
    let port = free_port().to_string();
    let serve = |database: &str| -> Vec<String> {
        vec![
            "serve".into(),
            "--bind".into(),
            format!("127.0.0.1:{port}"),
            "--metrics-bind".into(),
            "off".into(),
            "--database-url".into(),
            database.into(),
        ]
    };
    let base_shown = base.display().to_string();
    let cases: Vec<(Vec<String>, Vec<String>)> = vec![
        (
            serve(&format!("sqlite://{base_shown}/plain/c.db?mode=rwc")),
            vec![
                format!("{base_shown}/plain/c.db: {base_shown}/plain is a file, not a directory"),
                "; fix: ".into(),
            ],
        ),
        (
            serve(&format!("sqlite://{base_shown}/absent/c.db?mode=rwc")),
            vec![
                format!(
                    "{base_shown}/absent/c.db: its directory {base_shown}/absent does not exist: No such file or directory"
                ),
                format!("fix: create it (mkdir -p {base_shown}/absent)"),
            ],
        ),
        (
            serve(&format!("sqlite://{base_shown}/new.db")),
            vec![
                format!(
                    "{base_shown}/new.db: it does not exist, and the URL does not let it be created"
                ),
                format!("fix: add ?mode=rwc to the URL (sqlite://{base_shown}/new.db?mode=rwc)"),
            ],
        ),
        (
            serve("sqlite:///sys/calendar-gateway.db?mode=rwc"),
            vec![
                "/sys/calendar-gateway.db: the user this runs as (uid ".into(),
                "cannot make files in its directory /sys".into(),
                "Permission denied (os error 13); fix: give that user write access to /sys".into(),
            ],
        ),
        (
            serve(&format!("sqlite://{}?mode=ro", store.display())),
            vec![
                format!("{}: the URL opens it read-only (mode=ro)", store.display()),
                "fix: use mode=rwc".into(),
            ],
        ),
    ];
    let before = files_in(&base);
    for (args, expected) in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = gateway(&base, &args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        for words in expected {
            assert!(
                stderr.contains(words.as_str()),
                "{args:?}: {words:?} in {stderr}"
            );
        }
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert_eq!(files_in(&base), before, "{args:?} created nothing");
    }

    let Some(_unwritable) = Unwritable::make(&store) else {
        eprintln!("chattr +i is not allowed here: an unwritable store file is not tried as root");
        return;
    };
    for args in [
        serve(&url),
        vec!["migrate".into(), "--database-url".into(), url.clone()],
        vec![
            "user".into(),
            "add".into(),
            "--login".into(),
            "ed".into(),
            "--role".into(),
            "editor".into(),
            "--database-url".into(),
            url.clone(),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = gateway(&base, &args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("{}: the user this runs as (uid ", store.display()))
                && stderr.contains("cannot write it")
                && stderr.contains("; fix: give that user write access to it"),
            "{args:?}: {stderr}"
        );
    }
}

/// `CALENDAR_GATEWAY_ADMIN` follows the rules of `user add --password-stdin`: a short
/// password, or a login longer than WordPress stores, stops start-up before anything is
/// created.
#[test]
fn a_short_administrator_password_stops_start_up() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (admin, expected) in [
        ("admin:short", "needs at least 12"),
        ("admin:abcd-efgh ijk!", "has 11 letters and digits"),
        ("admin", "must be login:password"),
        (":abcdEFGHijklMNOP", "must be login:password"),
    ]
    .into_iter()
    .map(|(admin, expected)| (admin.to_string(), expected))
    .chain([(
        format!("{}:abcdEFGHijklMNOP", "a".repeat(61)),
        "the login has 61 characters; WordPress stores at most 60",
    )]) {
        let admin = admin.as_str();
        let output = run_within(
            Command::new(BIN)
                .args(["serve", "--bind", "127.0.0.1:0"])
                .current_dir(dir.path())
                .env_remove("DATABASE_URL")
                .env_remove("CALENDAR_GATEWAY_CONFIG")
                .env_remove("CALENDAR_GATEWAY_LOCALES")
                .env("CALENDAR_GATEWAY_ADMIN", admin),
            Duration::from_secs(30),
        );
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{admin}: {stderr}");
        assert!(
            stderr.contains("CALENDAR_GATEWAY_ADMIN") && stderr.contains(expected),
            "{admin}: {stderr}"
        );
        assert!(files_in(dir.path()).is_empty(), "{admin}: no store created");
    }
    let short = run_within(
        Command::new(BIN)
            .args([
                "user",
                "add",
                "--login",
                "x",
                "--role",
                "editor",
                "--password-stdin",
            ])
            .current_dir(dir.path()),
        Duration::from_secs(30),
    );
    assert_eq!(short.status.code(), Some(1));
}

/// Errors reaching the operator name each cause once, on one line, without the line
/// of PostgreSQL's source that raised them.
#[test]
fn database_errors_say_their_cause_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let unreachable = format!("postgres://nobody@127.0.0.1:{}/calendar", free_port());
    let output = gateway(dir.path(), &["migrate", "--database-url", &unreachable]);
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        format!(
            "calendar-gateway: opening {unreachable}: cannot open the database: \
             error communicating with database: Connection refused (os error 111)"
        )
    );

    if !on_postgres() {
        eprintln!("PostgreSQL's own errors are checked in the PostgreSQL pass");
        return;
    }
    let server = std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| crate::helpers::DEFAULT_POSTGRES_URL.into());
    let base = &server[..server.rfind('/').expect("database part")];
    let missing_database = format!("{base}/cg_missing_{}", std::process::id());
    // The server's address, with a user it does not know.
    let (scheme, rest) = server.split_once("://").expect("scheme");
    let host = rest.rsplit_once('@').map_or(rest, |(_, host)| host);
    let missing_role = format!("{scheme}://cg_nobody_here@{host}");
    for (url, cause) in [
        (
            missing_database.clone(),
            format!(
                "database \"cg_missing_{}\" does not exist",
                std::process::id()
            ),
        ),
        (
            missing_role.clone(),
            "role \"cg_nobody_here\" does not exist".to_string(),
        ),
    ] {
        for args in [
            vec!["migrate", "--database-url", url.as_str()],
            vec!["user", "list", "--database-url", url.as_str()],
        ] {
            let output = gateway(dir.path(), &args);
            let stderr = text(&output.stderr);
            assert_eq!(output.status.code(), Some(1), "{stderr}");
            assert_eq!(stderr.matches(&cause).count(), 1, "{args:?}: {stderr}");
            assert!(
                !stderr.contains("at line") && !stderr.contains("error returned from database"),
                "{stderr}"
            );
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
        }
    }
}

fn help(args: &[&str]) -> String {
    let output = gateway(Workdir::new().path(), args);
    assert!(output.status.success(), "{args:?}");
    text(&output.stdout)
}

#[test]
fn help_describes_flags_defaults_and_the_environment() {
    let serve = help(&["serve", "--help"]);
    for needle in [
        "CALENDAR_GATEWAY_ADMIN",
        "at least 12 letters and digits",
        "DATABASE_URL",
        "CALENDAR_GATEWAY_BIND",
        "CALENDAR_GATEWAY_CONFIG",
        "CALENDAR_GATEWAY_LOCALES",
        "CALENDAR_GATEWAY_LOG_FORMAT",
        "CALENDAR_GATEWAY_METRICS_BIND  as --metrics-bind",
        "--metrics-bind <ADDRESS>",
        "RUST_LOG",
        "--log-format",
        "relative PATH is relative to the working directory",
        "one tenant `default`",
    ] {
        assert!(
            serve.contains(needle),
            "serve --help lacks {needle:?}:\n{serve}"
        );
    }
    let add = help(&["user", "add", "--help"]);
    for needle in [
        "--tenant <ID>",
        "[default: default]",
        "without --config",
        "--login <LOGIN>",
        "login name",
        "--email",
    ] {
        assert!(
            add.contains(needle),
            "user add --help lacks {needle:?}:\n{add}"
        );
    }
    let backup = help(&["backup", "--help"]);
    assert!(backup.contains("--to <FILE>"), "{backup}");
    let restore = help(&["restore", "--help"]);
    for needle in [
        "Refused while a server or another command holds the store",
        "integrity check",
        "schema is exactly what they make",
    ] {
        assert!(
            restore.contains(needle),
            "restore --help lacks {needle:?}:\n{restore}"
        );
    }
    assert!(serve.contains("lock file <store>.lock"), "{serve}");
    let top = help(&["--help"]);
    assert!(top.contains("relative to the working directory"), "{top}");
    let demo = help(&["demo-data", "--help"]);
    assert!(
        demo.contains("--append") && demo.contains("--replace"),
        "{demo}"
    );
    for command in ["demo-data", "backup", "restore", "migrate"] {
        let help = help(&[command, "--help"]);
        assert!(
            help.contains("CALENDAR_GATEWAY_PROGRESS_SECONDS"),
            "{command} --help tells how it shows progress:\n{help}"
        );
    }
}

/// `--tenant` may be left out: it is `default`, the tenant there is without --config.
#[test]
fn the_default_tenant_needs_no_flag() {
    let dir = tempfile::tempdir().expect("tempdir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("c.db").display());
    let filled = gateway(
        dir.path(),
        &["demo-data", "--events", "1", "--database-url", &url],
    );
    assert!(filled.status.success(), "{}", text(&filled.stderr));
    let added = gateway(
        dir.path(),
        &[
            "user",
            "add",
            "--login",
            "ed",
            "--role",
            "editor",
            "--database-url",
            &url,
        ],
    );
    assert!(added.status.success(), "{}", text(&added.stderr));
    let listed = gateway(dir.path(), &["user", "list", "--database-url", &url]);
    assert!(
        text(&listed.stdout).contains("\ted\teditor"),
        "{}",
        text(&listed.stdout)
    );
}

/// Runs `serve` with `extra` arguments until healthy, stops it, and returns what it
/// wrote on stdout and stderr.
fn serve_logs(extra: &[&str], launcher: Option<&[&str]>) -> (String, String) {
    let database = TestDatabase::create_blocking();
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let mut args = vec!["serve", "--bind", &bind, "--database-url", &database.url];
    args.extend(extra);
    let workdir = Workdir::new();
    let mut command = match launcher {
        // Through a pseudo-terminal: `script -qec "COMMAND" /dev/null`.
        Some(launcher) => {
            let mut line = shell_quote(BIN);
            for arg in &args {
                line.push(' ');
                line.push_str(&shell_quote(arg));
            }
            let mut command = Command::new(launcher[0]);
            command.args(&launcher[1..]).arg(line).arg("/dev/null");
            command
        }
        None => {
            let mut command = Command::new(BIN);
            command.args(&args);
            command
        }
    };
    let mut child = command
        .current_dir(workdir.path())
        .env_remove("CALENDAR_GATEWAY_CONFIG")
        .env_remove("CALENDAR_GATEWAY_LOCALES")
        .env_remove("NO_COLOR")
        .env_remove("CALENDAR_GATEWAY_LOG_FORMAT")
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    wait_until_healthy(port, &mut child);
    let server = server_pid(&child);
    Command::new("kill")
        .args(["-TERM", &server.to_string()])
        .status()
        .expect("kill");
    let output = child.wait_with_output().expect("output");
    assert!(output.status.success(), "{}", text(&output.stderr));
    (text(&output.stdout), text(&output.stderr))
}

/// `child` itself when it is the binary, else its descendant that is (when a
/// launcher runs it): the process to stop.
fn server_pid(child: &std::process::Child) -> u32 {
    let binary = std::fs::canonicalize(BIN).expect("binary");
    let mut generation = vec![child.id()];
    while !generation.is_empty() {
        if let Some(pid) = generation
            .iter()
            .find(|pid| std::fs::read_link(format!("/proc/{pid}/exe")).is_ok_and(|e| e == binary))
        {
            return *pid;
        }
        generation = children_of(&generation);
    }
    panic!("no server process under {}", child.id());
}

/// The processes whose parent is one of `parents`.
fn children_of(parents: &[u32]) -> Vec<u32> {
    let mut children = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("/proc").flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        // `pid (name) state ppid ...`: the name may hold spaces and parentheses.
        let parent = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|ppid| ppid.parse::<u32>().ok());
        if parent.is_some_and(|p| parents.contains(&p)) {
            children.push(pid);
        }
    }
    children
}

fn shell_quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[test]
fn logs_go_to_stderr_in_colour_only_on_a_terminal() {
    let (stdout, stderr) = serve_logs(&[], None);
    assert!(stdout.is_empty(), "nothing on stdout: {stdout}");
    assert!(
        stderr.contains("serving") && stderr.contains("stopped"),
        "{stderr}"
    );
    assert!(
        !stderr.contains('\u{1b}'),
        "no colour codes in a pipe: {stderr:?}"
    );

    // On a terminal (`script` gives the server one; its output all arrives on stdout).
    let (terminal, _) = serve_logs(&[], Some(&["script", "-qec"]));
    assert!(terminal.contains("serving"), "{terminal:?}");
    assert!(
        terminal.contains("\u{1b}["),
        "colour on a terminal: {terminal:?}"
    );
}

#[test]
fn json_logs_are_one_object_per_line() {
    let (stdout, stderr) = serve_logs(&["--log-format", "json"], None);
    assert!(stdout.is_empty(), "nothing on stdout: {stdout}");
    let lines: Vec<serde_json::Value> = stderr
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    let serving = lines
        .iter()
        .find(|l| l["message"] == "serving")
        .unwrap_or_else(|| panic!("{stderr}"));
    assert_eq!(serving["level"], "INFO");
    assert!(serving["timestamp"].is_string() && serving["address"].is_string());
    assert!(lines.iter().any(|l| l["message"] == "stopped"), "{stderr}");
}

/// A copy of `.ci/test` in a tree of its own, with stand-ins for the test runs it starts
/// (`cargo`, the clients, the feed parsers, the schema fuzzing) and for `tools`, which it
/// needs to find, in the tree's `bin`. The stand-ins of the runs write their name to
/// `ran`.
fn test_script_tree(tools: &[&str]) -> tempfile::TempDir {
    let tree = tempfile::tempdir().expect("tempdir");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for folder in [".ci", "tests/schema", "tests/browser", "tests/feeds", "bin"] {
        std::fs::create_dir_all(tree.path().join(folder)).expect("mkdir");
    }
    std::fs::copy(root.join(".ci/test"), tree.path().join(".ci/test")).expect("copy");
    let ran = tree.path().join("ran");
    write_script(
        &tree.path().join("bin/cargo"),
        &format!("echo cargo >> {}\necho cargo \"$@\"", ran.display()),
    );
    write_script(
        &tree.path().join("tests/browser/run"),
        &format!("echo clients >> {}\necho clients passed", ran.display()),
    );
    write_script(
        &tree.path().join("tests/feeds/run"),
        &format!("echo feeds \"$@\" >> {}\necho feeds passed", ran.display()),
    );
    for tool in tools {
        write_script(&tree.path().join("bin").join(tool), "exit 0");
    }
    tree
}

fn write_script(path: &Path, body: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, format!("#!/bin/sh\n{body}\n")).expect("write");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

/// Runs the tree's `.ci/test` with `path` as `PATH`; returns its exit code, last line
/// and output.
fn run_test_script(tree: &Path, path: &str, ci: bool) -> (Option<i32>, String, String) {
    let mut command = Command::new(tree.join(".ci/test"));
    command
        .current_dir(tree)
        .env("PATH", path)
        // Nothing listens there, and it is not a local installation to start.
        .env("TEST_POSTGRES_URL", "postgres://nobody@127.0.0.2:9/none");
    if ci {
        command.env("CI", "true");
    } else {
        command.env_remove("CI");
    }
    let output = run_within(&mut command, Duration::from_secs(60));
    let stdout = text(&output.stdout);
    let last = stdout.lines().last().unwrap_or("").to_string();
    (
        output.status.code(),
        last,
        format!("{stdout}\n{}", text(&output.stderr)),
    )
}

/// The tools `.ci/test` checks for before it runs anything.
const TEST_SCRIPT_TOOLS: [&str; 9] = [
    "cc",
    "curl",
    "python3",
    "node",
    "npm",
    "chromium",
    "chromedriver",
    "sqlite3",
    "psql",
];

/// `.ci/test`'s last line says what did not run, after everything else: here with
/// stand-ins for every tool it needs and every run it starts, and no PostgreSQL to be
/// found.
#[test]
fn the_test_script_ends_by_saying_what_did_not_run() {
    let tree = test_script_tree(&TEST_SCRIPT_TOOLS);
    let path = format!(
        "{}:{}",
        tree.path().join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let fuzzing = tree.path().join("tests/schema/run");
    write_script(&fuzzing, "echo fuzzing passed");
    let (code, last, output) = run_test_script(tree.path(), &path, false);
    assert_eq!(code, Some(0), "{output}");
    assert!(
        last.starts_with("PASSED, but NOT RUN: the integration suite on PostgreSQL"),
        "{output}"
    );
    let ran = std::fs::read_to_string(tree.path().join("ran")).expect("ran");
    assert!(
        ran.lines().any(|l| l.trim() == "feeds") && !ran.contains("--postgres"),
        "the feed parsers run on SQLite, not on the PostgreSQL that was not found: {ran}"
    );
    write_script(&fuzzing, "echo fuzzing failed; exit 3");
    let (code, last, output) = run_test_script(tree.path(), &path, false);
    assert_eq!(code, Some(3), "{output}");
    assert!(
        last.starts_with("FAILED") && last.contains("NOT RUN"),
        "{output}"
    );
}

/// `.ci/test` checks everything it needs before it runs anything, and names in its last
/// line every tool that is missing, failing; in CI, `psql` too.
#[test]
fn the_test_script_names_every_missing_prerequisite_and_runs_nothing() {
    let tree = test_script_tree(&["npm", "chromedriver"]);
    write_script(&tree.path().join("tests/schema/run"), "echo fuzzing passed");
    // Only what the script itself runs on, besides the stand-ins.
    for tool in ["bash", "dirname", "sed"] {
        let found = run_within(
            Command::new("bash").args(["-c", &format!("command -v {tool}")]),
            Duration::from_secs(10),
        );
        let target = text(&found.stdout).trim().to_string();
        std::os::unix::fs::symlink(&target, tree.path().join("bin").join(tool)).expect("symlink");
    }
    let path = tree.path().join("bin").display().to_string();
    for (ci, expected) in [
        (false, "cc, curl, python3, node, chromium, sqlite3"),
        (true, "cc, curl, python3, node, chromium, sqlite3, psql"),
    ] {
        let (code, last, output) = run_test_script(tree.path(), &path, ci);
        assert_eq!(code, Some(1), "{output}");
        assert_eq!(
            last,
            format!("FAILED: nothing was run; missing: {expected}"),
            "{output}"
        );
        for tool in expected.split(", ") {
            assert!(
                output.contains(&format!("   {tool} (")),
                "how to install {tool} is said: {output}"
            );
        }
        assert!(
            !tree.path().join("ran").exists(),
            "nothing runs when a prerequisite is missing: {output}"
        );
    }
}

/// Sets the seconds between two progress lines of a long command off a terminal.
const PROGRESS_SECONDS: &str = "CALENDAR_GATEWAY_PROGRESS_SECONDS";

/// The binary with `args` in `dir`, off a terminal, writing a progress line every
/// `interval` seconds.
fn with_progress_lines(dir: &Path, args: &[&str], interval: &str) -> (String, String) {
    let output = run_within(
        Command::new(BIN)
            .args(args)
            .current_dir(dir)
            .env(PROGRESS_SECONDS, interval)
            .env_remove("DATABASE_URL")
            .env_remove("CALENDAR_GATEWAY_CONFIG")
            .env_remove("CALENDAR_GATEWAY_LOCALES"),
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
    (stdout, stderr)
}

/// The counts of `command`'s progress lines that count `unit`, in order: `done` and
/// `total` of each `command: step: done of total unit ...`.
fn progress_counts(stderr: &str, command: &str, unit: &str) -> Vec<(u64, u64)> {
    stderr
        .lines()
        .filter_map(|line| {
            let (_, counts) = line
                .strip_prefix(&format!("{command}: "))?
                .rsplit_once(": ")?;
            let (done, rest) = counts.split_once(" of ")?;
            let (total, rest) = rest.split_once(' ')?;
            rest.starts_with(unit).then_some(())?;
            Some((done.parse().ok()?, total.parse().ok()?))
        })
        .collect()
}

/// Asserts that progress counts only grow, up to the same total, and show the work
/// under way at least once.
fn assert_counts_grow(counts: &[(u64, u64)], total: u64, stderr: &str) {
    assert!(!counts.is_empty(), "progress lines with counts: {stderr}");
    assert!(
        counts
            .iter()
            .all(|&(done, of)| of == total && done <= total),
        "{total} in all: {counts:?}"
    );
    assert!(
        counts.windows(2).all(|pair| pair[0].0 <= pair[1].0),
        "counts only grow: {counts:?}"
    );
    assert!(
        counts.iter().any(|&(done, _)| done < total),
        "a line while the work is under way: {counts:?}"
    );
}

/// Off a terminal, `migrate` and `demo-data` write a progress line every few seconds
/// (here every few milliseconds), with counts; their own output and exit codes stay as
/// they were.
#[test]
fn long_commands_write_progress_lines_off_a_terminal() {
    let database = TestDatabase::create_blocking();
    let url = database.url.as_str();
    let dir = tempfile::tempdir().expect("tempdir");
    if !on_postgres() {
        // An empty SQLite file, which `migrate` takes through every migration.
        let file = url.trim_start_matches("sqlite://").split('?').next();
        std::fs::write(file.expect("path"), b"").expect("empty file");
    }
    let migrations =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/sqlite"))
            .expect("migrations")
            .count() as u64;

    let (stdout, stderr) =
        with_progress_lines(dir.path(), &["migrate", "--database-url", url], "0.002");
    assert!(stdout.starts_with("migrations applied to "), "{stdout}");
    assert_counts_grow(
        &progress_counts(&stderr, "migrate", "migrations"),
        migrations,
        &stderr,
    );
    assert!(
        stderr.lines().all(|line| line.starts_with("migrate: ")),
        "nothing but progress on stderr: {stderr}"
    );

    let (stdout, stderr) = with_progress_lines(
        dir.path(),
        &["demo-data", "--events", "3000", "--database-url", url],
        "0.05",
    );
    assert!(stdout.is_empty(), "{stdout}");
    assert_counts_grow(
        &progress_counts(&stderr, "demo-data", "events"),
        3000,
        &stderr,
    );
    assert!(
        stderr
            .lines()
            .any(|line| line.starts_with("demo-data: tenant `default`: added 3000 events")),
        "{stderr}"
    );
    let last = stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("demo-data: wrote 1 tenant(s), 3000 events"),
        "the summary comes last: {stderr}"
    );
}

/// Off a terminal, `backup` and `restore` (SQLite's: PostgreSQL has its own tools)
/// write progress lines: the bytes of the copy, the time of the checks that cannot
/// count; their own last lines and exit codes stay as they were.
#[test]
fn sqlite_only_backup_and_restore_write_progress_lines_off_a_terminal() {
    require_sqlite();
    let database = TestDatabase::create_blocking();
    let url = database.url.as_str();
    let dir = tempfile::tempdir().expect("tempdir");
    with_progress_lines(
        dir.path(),
        &["demo-data", "--events", "1000", "--database-url", url],
        "5",
    );

    let (_, stderr) = with_progress_lines(
        dir.path(),
        &["backup", "--to", "backup.db", "--database-url", url],
        "0.001",
    );
    let copying: Vec<&str> = stderr
        .lines()
        .filter(|line| line.starts_with("backup: writing backup.db: ") && line.contains("B of "))
        .collect();
    assert!(!copying.is_empty(), "the copy's bytes: {stderr}");
    let last = stderr.lines().last().unwrap_or_default();
    assert!(last.starts_with("backed up "), "{stderr}");

    let (_, stderr) = with_progress_lines(
        dir.path(),
        &["restore", "--from", "backup.db", "--database-url", url],
        "0.001",
    );
    assert!(
        stderr
            .lines()
            .any(|line| line.starts_with("restore: checking ") && line.ends_with(" so far")),
        "the checks, which cannot count, show their time: {stderr}"
    );
    let last = stderr.lines().last().unwrap_or_default();
    assert!(last.starts_with("restored "), "{stderr}");
}

/// On a terminal, `demo-data` shows a bar with the count, the rate and the time left,
/// and clears it before its summary.
#[test]
fn demo_data_shows_a_bar_on_a_terminal() {
    let database = TestDatabase::create_blocking();
    let dir = tempfile::tempdir().expect("tempdir");
    // Through a pseudo-terminal: `script -qec "COMMAND" /dev/null`, whose output all
    // arrives on its stdout.
    let line = format!(
        "{} demo-data --events 2000 --database-url {}",
        shell_quote(BIN),
        shell_quote(&database.url)
    );
    let output = run_within(
        Command::new("script")
            .args(["-qec", &line, "/dev/null"])
            .current_dir(dir.path())
            .env_remove(PROGRESS_SECONDS)
            .env_remove("CALENDAR_GATEWAY_CONFIG"),
        Duration::from_secs(300),
    );
    let terminal = text(&output.stdout);
    assert!(output.status.success(), "{terminal}");
    let bar = terminal
        .rfind("events/s")
        .unwrap_or_else(|| panic!("a bar with the rate: {terminal:?}"));
    assert!(
        terminal.contains("writing events")
            && terminal.contains(" of 2000 events, ")
            && terminal.contains(" left"),
        "{terminal:?}"
    );
    let summary = terminal
        .find("demo-data: wrote 1 tenant(s), 2000 events")
        .unwrap_or_else(|| panic!("the summary: {terminal:?}"));
    assert!(
        bar < summary,
        "the bar is gone before the summary: {terminal:?}"
    );
    assert!(
        !terminal.contains("writing events: "),
        "a bar, not progress lines, on a terminal: {terminal:?}"
    );
}
