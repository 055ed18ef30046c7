//! A test application: the real router over a real SQLite file, two tenants, and one
//! user per role in each tenant.

use std::path::PathBuf;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use calendar_gateway::auth::{Role, hash_password};
use calendar_gateway::config::Config;
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

pub const ADMIN: (&str, &str) = ("admin", "adminpass1234");
pub const EDITOR: (&str, &str) = ("eddie", "editorpass1234");
pub const AUTHOR: (&str, &str) = ("ann", "authorpass1234");
pub const CONTRIBUTOR: (&str, &str) = ("cody", "contribpass1234");
pub const SUBSCRIBER: (&str, &str) = ("sue", "subscriberpass1234");

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

pub fn locales_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales")
}

pub struct TestApp {
    pub router: Router,
    pub database_url: String,
    _dir: tempfile::TempDir,
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
    pub raw: String,
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

/// One request to build.
pub struct Call<'a> {
    pub method: Method,
    pub host: &'a str,
    pub path: String,
    pub auth: Option<(&'a str, &'a str)>,
    pub body: Option<(String, &'a str)>,
}

impl TestApp {
    pub async fn new() -> TestApp {
        Self::with_config(CONFIG).await
    }

    pub async fn with_config(toml: &str) -> TestApp {
        Self::with_locales(toml, &locales_dir()).await
    }

    /// An app over the locale files in `locales` instead of the project's.
    pub async fn with_locales(toml: &str, locales: &std::path::Path) -> TestApp {
        let dir = tempfile::tempdir().expect("tempdir");
        let database_url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("calendar.db").display()
        );
        let config = Config::from_toml(toml, locales).expect("config");
        let admin = format!("{}:{}", ADMIN.0, ADMIN.1);
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
                let hash = hash_password(password).expect("hash");
                state
                    .store
                    .add_app_password(&tenant, user.id, "tests", &hash)
                    .await
                    .expect("password");
            }
        }
        let router = calendar_gateway::http::app(state.clone());
        TestApp {
            router,
            database_url,
            _dir: dir,
        }
    }

    pub async fn call(&self, call: Call<'_>) -> Reply {
        let mut builder = Request::builder()
            .method(call.method)
            .uri(&call.path)
            .header("host", call.host);
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
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("infallible");
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
        }
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

    /// A direct connection to the test database, for seeding what has no route yet and
    /// for checking what was written.
    pub async fn db(&self) -> sqlx::SqlitePool {
        sqlx::SqlitePool::connect(&self.database_url)
            .await
            .expect("db")
    }
}

pub const EVENTS: &str = "/wp-json/tribe/events/v1/events";

/// Seeds a venue row for `tenant` and returns its id.
pub async fn seed_venue(app: &TestApp, tenant: &str, name: &str, city: &str) -> i64 {
    let db = app.db().await;
    let slug = name.to_lowercase().replace(' ', "-");
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, modified_local, modified_utc) \
         VALUES ($1, 'tribe_venue', 1, 'publish', $2, $3, '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00') RETURNING id",
    )
    .bind(tenant)
    .bind(name)
    .bind(slug)
    .fetch_one(&db)
    .await
    .expect("venue post");
    sqlx::query("INSERT INTO venues (post_id, tenant_id, city, country, address) VALUES ($1, $2, $3, 'France', '')")
        .bind(id)
        .bind(tenant)
        .bind(city)
        .execute(&db)
        .await
        .expect("venue");
    id
}

/// Seeds an organizer row for `tenant` and returns its id.
pub async fn seed_organizer(app: &TestApp, tenant: &str, name: &str, email: &str) -> i64 {
    let db = app.db().await;
    let slug = name.to_lowercase().replace(' ', "-");
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO posts (tenant_id, post_type, author, status, title, slug, date_local, date_utc, modified_local, modified_utc) \
         VALUES ($1, 'tribe_organizer', 1, 'publish', $2, $3, '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00', '2025-01-01 10:00:00') RETURNING id",
    )
    .bind(tenant)
    .bind(name)
    .bind(slug)
    .fetch_one(&db)
    .await
    .expect("organizer post");
    sqlx::query("INSERT INTO organizers (post_id, tenant_id, email) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(tenant)
        .bind(email)
        .execute(&db)
        .await
        .expect("organizer");
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
    let db = app.db().await;
    sqlx::query_scalar("INSERT INTO terms (tenant_id, taxonomy, name, slug, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id")
        .bind(tenant)
        .bind(taxonomy)
        .bind(name)
        .bind(name.to_lowercase().replace(' ', "-"))
        .bind(parent)
        .fetch_one(&db)
        .await
        .expect("term")
}

/// `YYYY-MM-DD` of today plus `days`, on the UTC clock.
pub fn day(days: i64) -> String {
    (chrono::Utc::now().date_naive() + chrono::Duration::days(days))
        .format("%Y-%m-%d")
        .to_string()
}

/// Ids of the events in a list reply, in order.
pub fn ids(reply: &Reply) -> Vec<i64> {
    reply.body["events"]
        .as_array()
        .map(|a| a.iter().filter_map(|e| e["id"].as_i64()).collect())
        .unwrap_or_default()
}
