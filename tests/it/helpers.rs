//! A test application: the real router over a fresh database, two tenants, and one
//! user per role in each tenant.
//!
//! The backend comes from the environment, so that one test binary runs on both:
//! `TEST_DATABASE=postgres` gives each test its own database, created on the server
//! named by `TEST_POSTGRES_URL` (default [`DEFAULT_POSTGRES_URL`]) and dropped when the
//! test ends; anything else, or nothing, gives each test an SQLite file in a temporary
//! directory.

use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use calendar_gateway::auth::hash_password;
use calendar_gateway::config::Config;
use calendar_gateway::domain::roles::Role;
use calendar_gateway::i18n::LocaleSource;
use calendar_gateway::server::Administrator;
use http_body_util::BodyExt;
use serde_json::Value;
use sqlx::Connection;
use tower::ServiceExt;

pub const ADMIN: (&str, &str) = ("admin", "adminpass1234");
pub const EDITOR: (&str, &str) = ("eddie", "editorpass1234");
pub const AUTHOR: (&str, &str) = ("ann", "authorpass1234");
pub const CONTRIBUTOR: (&str, &str) = ("cody", "contribpass1234");
pub const SUBSCRIBER: (&str, &str) = ("sue", "subscriberpass1234");

/// The plugin's REST namespace at the default language variant.
pub const NS: &str = "/wp-json/tribe/events/v1";

/// One tenant, `alpha`, that keeps its text per language, in English and French.
pub const TRANSLATED: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr"]
translate_content = true
"#;

pub const ALPHA: &str = "alpha.test";
pub const BETA: &str = "beta.test";

pub const CONFIG: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr", "de", "es"]

[[tenant]]
id = "beta"
hosts = ["beta.test"]
site_url = "https://beta.test"
timezone = "Europe/Paris"
languages = ["fr", "en"]
default_language = "fr"
"#;

/// The source tree's locale files, for tests that read, copy or check them as files.
pub fn locales_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// The locale files as the server uses them by default: built into the binary.
pub fn built_in() -> LocaleSource {
    LocaleSource::Embedded
}

/// The server `TEST_DATABASE=postgres` creates test databases on, unless
/// `TEST_POSTGRES_URL` names another; any database of it serves to connect.
pub const DEFAULT_POSTGRES_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// True when the suite runs on PostgreSQL.
pub fn on_postgres() -> bool {
    std::env::var("TEST_DATABASE").is_ok_and(|v| v.eq_ignore_ascii_case("postgres"))
}

/// Stops a test written for PostgreSQL alone (its name starts with `postgres_only_`,
/// which the SQLite runs leave out) when it is run on SQLite all the same.
pub fn require_postgres() {
    assert!(
        on_postgres(),
        "this test runs on PostgreSQL only: run it with TEST_DATABASE=postgres (the SQLite \
         runs leave out tests named postgres_only_*)"
    );
}

/// Stops a test written for SQLite alone (its name starts with `sqlite_only_`, which
/// the PostgreSQL runs leave out) when it is run on PostgreSQL all the same.
pub fn require_sqlite() {
    assert!(
        !on_postgres(),
        "this test runs on SQLite only: run it without TEST_DATABASE=postgres (the \
         PostgreSQL runs leave out tests named sqlite_only_*)"
    );
}

/// A fresh, empty database for one test, removed with it.
pub struct TestDatabase {
    pub url: String,
    place: Place,
}

enum Place {
    /// Held for its removal on drop.
    Sqlite {
        _dir: tempfile::TempDir,
    },
    Postgres {
        server: String,
        name: String,
    },
}

impl TestDatabase {
    pub async fn create() -> TestDatabase {
        if !on_postgres() {
            let dir = tempfile::tempdir().expect("tempdir");
            let url = format!(
                "sqlite://{}?mode=rwc",
                dir.path().join("calendar.db").display()
            );
            return TestDatabase {
                url,
                place: Place::Sqlite { _dir: dir },
            };
        }
        Self::postgres_from(None).await
    }

    /// A new database on the test server, a copy of `template` when one is named.
    async fn postgres_from(template: Option<&str>) -> TestDatabase {
        let server = postgres_server();
        // Unique across the parallel test processes and threads sharing the server.
        let name = format!("cg_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = connect_to_server(&server).await;
        let copied = template.map_or(String::new(), |t| format!(" TEMPLATE \"{t}\""));
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "CREATE DATABASE \"{name}\"{copied}"
        )))
        .execute(&mut admin)
        .await
        .expect("create test database");
        // Test data need not survive a crash: commits skip waiting for the WAL flush.
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "ALTER DATABASE \"{name}\" SET synchronous_commit = off"
        )))
        .execute(&mut admin)
        .await
        .expect("configure test database");
        let _ = admin.close().await;
        TestDatabase {
            url: with_database(&server, &name),
            place: Place::Postgres { server, name },
        }
    }

    /// A database that already holds the migrated schema: a copy of a template that the
    /// first test to need it migrates once, kept for every later test (of any process)
    /// as long as the migrations are the same.
    pub async fn migrated() -> TestDatabase {
        if on_postgres() {
            Self::postgres_from(Some(&template::postgres().await)).await
        } else {
            let dir = tempfile::tempdir().expect("tempdir");
            let file = dir.path().join("calendar.db");
            std::fs::copy(template::sqlite().await, &file).expect("copy the template store");
            TestDatabase {
                url: format!("sqlite://{}?mode=rwc", file.display()),
                place: Place::Sqlite { _dir: dir },
            }
        }
    }

    /// [`TestDatabase::create`] for tests without a runtime of their own.
    pub fn create_blocking() -> TestDatabase {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime")
            .block_on(Self::create())
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Place::Postgres { server, name } = &self.place else {
            return;
        };
        let (server, name) = (server.clone(), name.clone());
        // Drop cannot await, and may run inside the test's runtime: a thread of its own
        // runs the statement. FORCE ends the connections the app's pools still hold.
        let dropped = std::thread::spawn(move || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(async {
                    let mut admin = sqlx::PgConnection::connect(&server).await?;
                    sqlx::query(sqlx::AssertSqlSafe(format!(
                        "DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"
                    )))
                    .execute(&mut admin)
                    .await?;
                    admin.close().await
                })
        })
        .join();
        if !matches!(dropped, Ok(Ok(()))) && !std::thread::panicking() {
            panic!("could not drop a test database: {dropped:?}");
        }
    }
}

fn postgres_server() -> String {
    std::env::var("TEST_POSTGRES_URL").unwrap_or_else(|_| DEFAULT_POSTGRES_URL.into())
}

async fn connect_to_server(server: &str) -> sqlx::PgConnection {
    sqlx::PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| {
            panic!(
                "TEST_DATABASE=postgres, but PostgreSQL at {server} cannot be reached: {e}. \
                 Start it, point TEST_POSTGRES_URL at one, or unset TEST_DATABASE for SQLite."
            )
        })
}

/// Migrated template stores, one per backend and set of migrations. Migrating takes
/// longer than copying, and nextest runs each test in a process of its own, so a
/// template outlives the process that made it: it is named by a digest of the
/// migration files, and a changed migration makes a new one.
mod template {
    use super::*;
    use tokio::sync::OnceCell;

    fn migrations_digest(backend: &str) -> String {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(backend);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("the migrations directory")
            .map(|entry| entry.expect("a migration").path())
            .collect();
        files.sort();
        let mut hasher = blake3::Hasher::new();
        for file in files {
            hasher.update(file.file_name().expect("name").as_encoded_bytes());
            hasher.update(&std::fs::read(&file).expect("a migration's text"));
        }
        hasher.finalize().to_hex()[..16].to_string()
    }

    /// The path of the migrated SQLite template, made on first use.
    pub async fn sqlite() -> &'static PathBuf {
        static TEMPLATE: OnceCell<PathBuf> = OnceCell::const_new();
        TEMPLATE
            .get_or_init(|| async {
                let dir = std::env::temp_dir().join("calendar-gateway-test-templates");
                std::fs::create_dir_all(&dir).expect("the templates directory");
                let path = dir.join(format!("{}.db", migrations_digest("sqlite")));
                if path.exists() {
                    return path;
                }
                // Made under a name of its own and renamed into place, so that a
                // process never copies another's half-made template.
                let building = dir.join(format!("{}.building", uuid::Uuid::new_v4().simple()));
                let url = format!("sqlite://{}?mode=rwc", building.display());
                let store = calendar_gateway::store::Store::open_migrated(&url)
                    .await
                    .expect("migrate the template store");
                store.close().await;
                let mut journal = building.clone().into_os_string();
                journal.push("-wal");
                assert!(
                    !PathBuf::from(journal).exists(),
                    "the closed template store left a write-ahead log behind"
                );
                std::fs::rename(&building, &path).expect("put the template in place");
                path
            })
            .await
    }

    /// The name of the migrated PostgreSQL template database, made on first use.
    pub async fn postgres() -> String {
        static TEMPLATE: OnceCell<String> = OnceCell::const_new();
        TEMPLATE
            .get_or_init(|| async {
                let server = postgres_server();
                let name = format!("cg_template_{}", migrations_digest("postgres"));
                let mut admin = connect_to_server(&server).await;
                // One process makes it; the others wait for it here.
                sqlx::query("SELECT pg_advisory_lock(hashtext($1))")
                    .bind(&name)
                    .execute(&mut admin)
                    .await
                    .expect("lock the template");
                let exists: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)",
                )
                .bind(&name)
                .fetch_one(&mut admin)
                .await
                .expect("look for the template");
                if !exists {
                    let building = format!("{name}_building");
                    for statement in [
                        format!("DROP DATABASE IF EXISTS \"{building}\" WITH (FORCE)"),
                        format!("CREATE DATABASE \"{building}\""),
                    ] {
                        sqlx::query(sqlx::AssertSqlSafe(statement))
                            .execute(&mut admin)
                            .await
                            .expect("create the template");
                    }
                    let store = calendar_gateway::store::Store::open_migrated(&with_database(
                        &server, &building,
                    ))
                    .await
                    .expect("migrate the template database");
                    store.close().await;
                    sqlx::query(sqlx::AssertSqlSafe(format!(
                        "ALTER DATABASE \"{building}\" RENAME TO \"{name}\""
                    )))
                    .execute(&mut admin)
                    .await
                    .expect("put the template in place");
                }
                let _ = admin.close().await;
                name
            })
            .await
            .clone()
    }
}

/// `url` with its database name replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (url, String::new()),
    };
    let authority = base.find("://").map_or(0, |i| i + 3);
    let path = base[authority..]
        .find('/')
        .map_or(base.len(), |i| authority + i);
    format!("{}/{name}{query}", &base[..path])
}

/// A value bound to a [`Db`] statement.
pub enum Bind<'a> {
    Int(i64),
    Text(&'a str),
}

impl From<i64> for Bind<'_> {
    fn from(v: i64) -> Self {
        Bind::Int(v)
    }
}

impl<'a> From<&'a str> for Bind<'a> {
    fn from(v: &'a str) -> Self {
        Bind::Text(v)
    }
}

/// A direct connection to the test database, for seeding what has no route yet and
/// for checking what was written. Statements use `$N` placeholders and run unchanged
/// on either backend.
pub enum Db {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

/// Runs `$method` of `sqlx::query_scalar(sql)`, with `binds` bound, on whichever pool
/// `$db` is.
macro_rules! scalar_on {
    ($db:expr, $sql:expr, $binds:expr, $method:ident) => {{
        match $db {
            Db::Sqlite(pool) => bound!(sqlx::query_scalar($sql), $binds).$method(pool).await,
            Db::Postgres(pool) => bound!(sqlx::query_scalar($sql), $binds).$method(pool).await,
        }
    }};
}

macro_rules! bound {
    ($query:expr, $binds:expr) => {{
        let mut query = $query;
        for bind in $binds {
            query = match bind {
                Bind::Int(v) => query.bind(*v),
                Bind::Text(v) => query.bind(*v),
            };
        }
        query
    }};
}

/// A value both backends decode.
pub trait Scalar:
    for<'r> sqlx::Decode<'r, sqlx::Sqlite>
    + sqlx::Type<sqlx::Sqlite>
    + for<'r> sqlx::Decode<'r, sqlx::Postgres>
    + sqlx::Type<sqlx::Postgres>
    + Send
    + Unpin
{
}
impl<T> Scalar for T where
    T: for<'r> sqlx::Decode<'r, sqlx::Sqlite>
        + sqlx::Type<sqlx::Sqlite>
        + for<'r> sqlx::Decode<'r, sqlx::Postgres>
        + sqlx::Type<sqlx::Postgres>
        + Send
        + Unpin
{
}

impl Db {
    pub async fn connect(url: &str) -> Db {
        if on_postgres() {
            Db::Postgres(sqlx::PgPool::connect(url).await.expect("db"))
        } else {
            Db::Sqlite(sqlx::SqlitePool::connect(url).await.expect("db"))
        }
    }

    /// The first column of the one row `sql` returns.
    pub async fn scalar<T: Scalar>(&self, sql: &'static str, binds: &[Bind<'_>]) -> T {
        scalar_on!(self, sql, binds, fetch_one).unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// The first column of every row `sql` returns.
    pub async fn scalars<T: Scalar>(&self, sql: &'static str, binds: &[Bind<'_>]) -> Vec<T> {
        scalar_on!(self, sql, binds, fetch_all).unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// The plan the backend chooses for `sql` with `binds`, one line per step.
    pub async fn plan(&self, sql: &str, binds: &[Bind<'_>]) -> String {
        let steps: Result<Vec<String>, sqlx::Error> = match self {
            Db::Sqlite(pool) => {
                let explain = sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {sql}"));
                bound!(sqlx::query_as::<_, (i64, i64, i64, String)>(explain), binds)
                    .fetch_all(pool)
                    .await
                    .map(|rows| rows.into_iter().map(|(.., detail)| detail).collect())
            }
            Db::Postgres(pool) => {
                let explain = sqlx::AssertSqlSafe(format!("EXPLAIN {sql}"));
                bound!(sqlx::query_scalar(explain), binds)
                    .fetch_all(pool)
                    .await
            }
        };
        steps.unwrap_or_else(|e| panic!("{sql}: {e}")).join("\n")
    }

    pub async fn execute(&self, sql: &'static str, binds: &[Bind<'_>]) {
        let done = match self {
            Db::Sqlite(pool) => bound!(sqlx::query(sql), binds)
                .execute(pool)
                .await
                .map(drop),
            Db::Postgres(pool) => bound!(sqlx::query(sql), binds)
                .execute(pool)
                .await
                .map(drop),
        };
        done.unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

pub struct TestApp {
    pub router: Router,
    /// The server's state, for what tests do besides requests (reloading the locales).
    pub state: calendar_gateway::state::AppState,
    /// The metrics listener's routes, over the same state.
    pub metrics: Router,
    pub database_url: String,
    config: String,
    locales: LocaleSource,
    db: Db,
    // Last: the database goes once the pools above are dropped (and with the last twin).
    _database: Arc<TestDatabase>,
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
    pub raw: String,
    /// The body as sent (compressed, when it was).
    pub bytes: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
    /// The `code` of an error envelope.
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or("")
    }
}

/// Sends `request` to `router` and reads the whole reply.
pub async fn reply_of(router: &Router, request: Request<Body>) -> Reply {
    let response = router.clone().oneshot(request).await.expect("infallible");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    let raw = String::from_utf8_lossy(&bytes).into_owned();
    let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Reply {
        status,
        headers,
        body,
        raw,
        bytes: bytes.to_vec(),
    }
}

/// One request to build.
pub struct Call<'a> {
    pub method: Method,
    pub host: &'a str,
    pub path: String,
    pub auth: Option<(&'a str, &'a str)>,
    pub body: Option<(String, &'a str)>,
}

/// The Argon2id hash of one of the test users' passwords, made once per process: a
/// hash costs tens of milliseconds, and every test app has eight users.
fn hash_of(password: &str) -> String {
    static HASHES: std::sync::Mutex<Vec<(String, String)>> = std::sync::Mutex::new(Vec::new());
    let mut hashes = HASHES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, hash)) = hashes.iter().find(|(known, _)| known == password) {
        return hash.clone();
    }
    let hash = hash_password(password).expect("hash");
    hashes.push((password.to_string(), hash.clone()));
    hash
}

impl TestApp {
    pub async fn new() -> TestApp {
        Self::with_config(CONFIG).await
    }

    pub async fn with_config(toml: &str) -> TestApp {
        Self::with_source(toml, built_in()).await
    }

    /// An app over the locale files in the directory `locales` instead of the built-in ones.
    pub async fn with_locales(toml: &str, locales: &std::path::Path) -> TestApp {
        Self::with_source(toml, LocaleSource::Dir(locales.to_path_buf())).await
    }

    async fn with_source(toml: &str, locales: LocaleSource) -> TestApp {
        let database = TestDatabase::migrated().await;
        let database_url = database.url.clone();
        let config = Config::from_toml(toml, &locales).expect("config");
        let admin = Administrator::parse(&format!("{}:{}", ADMIN.0, ADMIN.1)).expect("admin");
        let state = calendar_gateway::server::prepare(config, &database_url, Some(&admin))
            .await
            .expect("prepare");
        for tenant in state
            .config
            .tenants
            .iter()
            .map(|t| t.id.clone())
            .collect::<Vec<_>>()
        {
            for ((login, password), role) in [
                (EDITOR, Role::Editor),
                (AUTHOR, Role::Author),
                (CONTRIBUTOR, Role::Contributor),
                (SUBSCRIBER, Role::Subscriber),
            ] {
                let user = state
                    .store
                    .create_user(&tenant, login, &format!("{login}@example.org"), login, role)
                    .await
                    .expect("user");
                let hash = hash_of(password);
                state
                    .store
                    .add_app_password(&tenant, user.id, "tests", &hash)
                    .await
                    .expect("password");
            }
        }
        let router = calendar_gateway::app::router(state.clone());
        TestApp {
            router,
            metrics: calendar_gateway::http::metrics::router(state.clone()),
            state,
            db: Db::connect(&database_url).await,
            database_url,
            config: toml.to_string(),
            locales,
            _database: Arc::new(database),
        }
    }

    /// Another server over the same database and configuration, as a second instance
    /// of a scale-out is.
    pub async fn twin(&self) -> TestApp {
        self.reconfigured(&self.config).await
    }

    /// A twin started after `sqlite` or `postgres` (whichever backend the tests run on)
    /// undid a migration, as on a store written before it: the twin applies it again to
    /// what the store holds.
    pub async fn upgraded_from(
        &self,
        sqlite: &[&'static str],
        postgres: &[&'static str],
    ) -> TestApp {
        let undo = if on_postgres() { postgres } else { sqlite };
        for &sql in undo {
            self.db().execute(sql, &[]).await;
        }
        self.twin().await
    }

    /// Another server over the same database with the configuration `toml`, as a
    /// server restarted after a change of its configuration file is.
    pub async fn reconfigured(&self, toml: &str) -> TestApp {
        let config = Config::from_toml(toml, &self.locales).expect("config");
        let state = calendar_gateway::server::prepare(config, &self.database_url, None)
            .await
            .expect("prepare");
        TestApp {
            router: calendar_gateway::app::router(state.clone()),
            metrics: calendar_gateway::http::metrics::router(state.clone()),
            state,
            db: Db::connect(&self.database_url).await,
            database_url: self.database_url.clone(),
            config: toml.to_string(),
            locales: self.locales.clone(),
            _database: self._database.clone(),
        }
    }

    pub async fn call(&self, call: Call<'_>) -> Reply {
        self.call_with(call, &[], None).await
    }

    /// [`TestApp::call`] with more request headers and, when given, the address of the
    /// connection the request came over.
    pub async fn call_with(
        &self,
        call: Call<'_>,
        headers: &[(&str, &str)],
        peer: Option<std::net::SocketAddr>,
    ) -> Reply {
        let mut builder = Request::builder()
            .method(call.method)
            .uri(&call.path)
            .header("host", call.host);
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        if let Some(peer) = peer {
            builder = builder.extension(axum::extract::ConnectInfo(peer));
        }
        if let Some((login, password)) = call.auth {
            builder = builder.header(
                "authorization",
                format!("Basic {}", STANDARD.encode(format!("{login}:{password}"))),
            );
        }
        let request = match call.body {
            Some((body, content_type)) => builder
                .header("content-type", content_type)
                .body(Body::from(body)),
            None => builder.body(Body::empty()),
        }
        .expect("request");
        self.raw(request).await
    }

    /// Sends a request built by the caller.
    pub async fn raw(&self, request: Request<Body>) -> Reply {
        reply_of(&self.router, request).await
    }

    /// `GET /metrics` from the metrics listener.
    pub async fn scrape(&self) -> Reply {
        let request = Request::builder()
            .uri("/metrics")
            .body(Body::empty())
            .expect("request");
        reply_of(&self.metrics, request).await
    }

    /// A `GET` with more request headers.
    pub async fn get_with(&self, host: &str, path: &str, headers: &[(&str, &str)]) -> Reply {
        self.call_with(
            Call {
                method: Method::GET,
                host,
                path: path.into(),
                auth: None,
                body: None,
            },
            headers,
            None,
        )
        .await
    }

    pub async fn get(&self, host: &str, path: &str, auth: Option<(&str, &str)>) -> Reply {
        self.call(Call {
            method: Method::GET,
            host,
            path: path.into(),
            auth,
            body: None,
        })
        .await
    }

    pub async fn send(
        &self,
        method: Method,
        host: &str,
        path: &str,
        auth: Option<(&str, &str)>,
        body: &Value,
    ) -> Reply {
        let body = Some((body.to_string(), "application/json"));
        self.call(Call {
            method,
            host,
            path: path.into(),
            auth,
            body,
        })
        .await
    }

    pub async fn post(
        &self,
        host: &str,
        path: &str,
        auth: Option<(&str, &str)>,
        body: &Value,
    ) -> Reply {
        self.send(Method::POST, host, path, auth, body).await
    }

    pub async fn delete(&self, host: &str, path: &str, auth: Option<(&str, &str)>) -> Reply {
        self.call(Call {
            method: Method::DELETE,
            host,
            path: path.into(),
            auth,
            body: None,
        })
        .await
    }

    /// Creates an event as the administrator of `host`'s tenant and returns its object.
    pub async fn create_event(&self, host: &str, body: Value) -> Value {
        let reply = self.post(host, EVENTS, Some(ADMIN), &body).await;
        assert_eq!(
            reply.status,
            StatusCode::CREATED,
            "create failed: {}",
            reply.raw
        );
        reply.body
    }

    /// A direct connection to the test database.
    pub fn db(&self) -> &Db {
        &self.db
    }
}

pub const EVENTS: &str = "/wp-json/tribe/events/v1/events";
pub const VENUES: &str = "/wp-json/tribe/events/v1/venues";
pub const ORGANIZERS: &str = "/wp-json/tribe/events/v1/organizers";

/// Seeds `count` slugless event drafts of tenant `alpha` with no event row: posts that a
/// statement over the whole store would read, for tests of statements that must not.
pub async fn seed_filler_posts(app: &TestApp, count: i64) {
    app.db()
        .execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
             INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, modified_local, modified_utc, search_text) \
             SELECT 'alpha', 'tribe_events', 1, 'draft', 'Filler', '', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', 'filler' FROM n",
            &[count.into()],
        )
        .await;
}

/// Seeds a venue row for `tenant` and returns its id.
pub async fn seed_venue(app: &TestApp, tenant: &str, name: &str, city: &str) -> i64 {
    let slug = name.to_lowercase().replace(' ', "-");
    let id: i64 = app
        .db()
        .scalar(
            "INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, modified_local, modified_utc) \
             VALUES ($1, 'tribe_venue', 1, 'publish', $2, $3, '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00') RETURNING id",
            &[tenant.into(), name.into(), slug.as_str().into()],
        )
        .await;
    app.db()
        .execute(
            "INSERT INTO venues (post_id, tenant_id, city, country, address) VALUES ($1, $2, $3, 'France', '')",
            &[id.into(), tenant.into(), city.into()],
        )
        .await;
    id
}

/// Seeds an organizer row for `tenant` and returns its id.
pub async fn seed_organizer(app: &TestApp, tenant: &str, name: &str, email: &str) -> i64 {
    let slug = name.to_lowercase().replace(' ', "-");
    let id: i64 = app
        .db()
        .scalar(
            "INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, modified_local, modified_utc) \
             VALUES ($1, 'tribe_organizer', 1, 'publish', $2, $3, '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00') RETURNING id",
            &[tenant.into(), name.into(), slug.as_str().into()],
        )
        .await;
    app.db()
        .execute(
            "INSERT INTO organizers (post_id, tenant_id, email) VALUES ($1, $2, $3)",
            &[id.into(), tenant.into(), email.into()],
        )
        .await;
    id
}

/// Seeds a category or tag and returns its id.
pub async fn seed_term(
    app: &TestApp,
    tenant: &str,
    taxonomy: &str,
    name: &str,
    parent: i64,
) -> i64 {
    let slug = name.to_lowercase().replace(' ', "-");
    app.db()
        .scalar(
            "INSERT INTO terms (tenant_id, taxonomy, name, slug, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id",
            &[tenant.into(), taxonomy.into(), name.into(), slug.as_str().into(), parent.into()],
        )
        .await
}

/// The value of an unlabelled counter or gauge in Prometheus text; 0 before its first
/// use.
pub fn unlabelled_metric(metrics: &str, name: &str) -> f64 {
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or(0.0)
}

/// `YYYY-MM-DD` of today plus `days`, on the UTC clock.
pub fn day(days: i64) -> String {
    (chrono::Utc::now().date_naive() + chrono::Duration::days(days))
        .format("%Y-%m-%d")
        .to_string()
}

/// `value` with every date-time string (`2026-11-24 19:26:01`) replaced by `<time>`:
/// the index and the route descriptions give the default window's bounds from the
/// clock of each request, so two answers a second apart differ there and only there.
pub fn clock_free(value: &Value) -> Value {
    match value {
        Value::String(s)
            if chrono::NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S").is_ok() =>
        {
            Value::String("<time>".into())
        }
        Value::Array(items) => Value::Array(items.iter().map(clock_free).collect()),
        Value::Object(members) => Value::Object(
            members
                .iter()
                .map(|(k, v)| (k.clone(), clock_free(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Ids of the events in a list reply, in order.
pub fn ids(reply: &Reply) -> Vec<i64> {
    reply.body["events"]
        .as_array()
        .map(|a| a.iter().filter_map(|e| e["id"].as_i64()).collect())
        .unwrap_or_default()
}

/// An item as it stood before a write that must be refused: the administrator's read
/// of it and its stored row. The row also covers what the read does not show, such as
/// a trashed event, which nobody may read.
#[derive(Debug, PartialEq)]
pub struct ItemState {
    read: (StatusCode, Value),
    row: Vec<String>,
}

impl TestApp {
    /// Reads the post or term `id` at `{route}/{id}` of `host` as the administrator,
    /// together with its stored row.
    pub async fn item_state(&self, host: &str, route: &str, id: i64) -> ItemState {
        let read = self.get(host, &format!("{route}/{id}"), Some(ADMIN)).await;
        let mut row: Vec<String> = self
            .db()
            .scalars(
                "SELECT tenant_id || '|' || post_type || '|' || CAST(author AS TEXT) || '|' || \
                 status || '|' || title || '|' || content || '|' || excerpt || '|' || slug || \
                 '|' || password || '|' || modified_utc || '|' || COALESCE(trashed_from, '') \
                 FROM posts WHERE id = $1",
                &[id.into()],
            )
            .await;
        row.extend(
            self.db()
                .scalars::<String>(
                    "SELECT tenant_id || '|' || taxonomy || '|' || name || '|' || slug || '|' || \
                     description || '|' || CAST(parent_id AS TEXT) FROM terms WHERE id = $1",
                    &[id.into()],
                )
                .await,
        );
        ItemState {
            read: (read.status, read.body),
            row,
        }
    }

    /// Asserts that the item `before` was read from is as it was: a refused write
    /// changed nothing.
    pub async fn assert_unchanged(
        &self,
        host: &str,
        route: &str,
        id: i64,
        before: &ItemState,
        what: &str,
    ) {
        let after = self.item_state(host, route, id).await;
        assert_eq!(&after, before, "a refused write changed the item: {what}");
    }
}

/// Asserts that `reply` is a 400 with `code` that names `param` among the refused
/// parameters: a key of `data.params` or `data.details`, or an item of `data.params`
/// when it lists missing ones.
#[track_caller]
pub fn assert_bad_param(reply: &Reply, code: &str, param: &str) {
    let data = &reply.body["data"];
    let named = |list: &Value| {
        list.get(param).is_some()
            || list
                .as_array()
                .is_some_and(|names| names.iter().any(|n| n == param))
    };
    assert_eq!(
        (reply.status, reply.code()),
        (StatusCode::BAD_REQUEST, code),
        "{}",
        reply.raw
    );
    assert!(
        named(&data["params"]) || named(&data["details"]),
        "`{param}` is named among the refused parameters: {}",
        reply.raw
    );
}

/// What the server logs on the test's own thread while a capture's guard lives. The
/// tests run on a single-threaded runtime, so that is everything the requests they send
/// log, and nothing other tests do.
#[derive(Clone, Default)]
pub struct Logs(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Logs {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("logs").extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Logs {
    /// Captures what this thread logs at `level` and above until the guard drops.
    pub fn capture(&self, level: tracing::Level) -> tracing::subscriber::DefaultGuard {
        // Whether a log line or span is wanted is decided once per process, by the
        // thread that reaches it first; another test's thread, with no subscriber,
        // would decide "never" for the capture too. A process-wide subscriber that
        // keeps every line wanted (and writes none) leaves the choice to the capture.
        static WANTED: std::sync::Once = std::sync::Once::new();
        WANTED.call_once(|| {
            // Set once per process, here only: nothing else can have set it.
            let _ = tracing::subscriber::set_global_default(tracing_subscriber::registry());
        });
        let writer = self.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .with_max_level(level)
            .finish();
        tracing::subscriber::set_default(subscriber)
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("logs")).into_owned()
    }

    /// Lines that carry `request_id` and `text`.
    pub fn lines_with(&self, request_id: &str, text: &str) -> usize {
        self.text()
            .lines()
            .filter(|line| line.contains(request_id) && line.contains(text))
            .count()
    }
}
