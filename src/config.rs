//! Gateway configuration: the tenants, their language variants and addresses.
//!
//! One TOML file (`--config FILE`); without it, the single catch-all tenant of
//! the operational contract. Everything is validated before the server binds,
//! so nothing starts half-configured.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;

use crate::auth::FailureLimit;
use crate::domain::tz::EventTz;
use crate::store::StoreWaits;

/// A configuration problem, phrased for the operator: which file, which key, what to do.
#[derive(Debug, thiserror::Error)]
#[error("configuration error in {file}: key `{key}`: {problem}; fix: {fix}")]
pub struct ConfigError {
    pub file: String,
    pub key: String,
    pub problem: String,
    pub fix: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    #[serde(default)]
    tenant: Vec<TenantFile>,
    #[serde(default)]
    auth: AuthFile,
    #[serde(default)]
    limits: LimitsFile,
}

/// `[limits]`: how long the server waits for clients and for the store, and how many
/// requests it serves at once. Durations in seconds; fractions are allowed.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LimitsFile {
    #[serde(default = "default_request_timeout")]
    request_timeout_seconds: f64,
    #[serde(default = "default_header_read_timeout")]
    header_read_timeout_seconds: f64,
    #[serde(default = "default_body_read_timeout")]
    body_read_timeout_seconds: f64,
    #[serde(default = "default_store_read_wait")]
    store_read_wait_seconds: f64,
    #[serde(default = "default_store_write_wait")]
    store_write_wait_seconds: f64,
    #[serde(default = "default_max_concurrent_requests")]
    max_concurrent_requests: usize,
    #[serde(default = "default_max_connections_per_address")]
    max_connections_per_address: usize,
    #[serde(default = "default_read_statement_timeout")]
    read_statement_timeout_seconds: f64,
    #[serde(default = "default_slow_statement_log")]
    slow_statement_log_seconds: f64,
}

impl Default for LimitsFile {
    fn default() -> Self {
        LimitsFile {
            request_timeout_seconds: default_request_timeout(),
            header_read_timeout_seconds: default_header_read_timeout(),
            body_read_timeout_seconds: default_body_read_timeout(),
            store_read_wait_seconds: default_store_read_wait(),
            store_write_wait_seconds: default_store_write_wait(),
            max_concurrent_requests: default_max_concurrent_requests(),
            max_connections_per_address: default_max_connections_per_address(),
            read_statement_timeout_seconds: default_read_statement_timeout(),
            slow_statement_log_seconds: default_slow_statement_log(),
        }
    }
}

fn default_request_timeout() -> f64 {
    Limits::default().request_timeout.as_secs_f64()
}
fn default_header_read_timeout() -> f64 {
    Limits::default().header_read_timeout.as_secs_f64()
}
fn default_body_read_timeout() -> f64 {
    Limits::default().body_read_timeout.as_secs_f64()
}
fn default_store_read_wait() -> f64 {
    Limits::default().store.read.as_secs_f64()
}
fn default_store_write_wait() -> f64 {
    Limits::default().store.write.as_secs_f64()
}
fn default_max_concurrent_requests() -> usize {
    Limits::default().max_concurrent_requests
}
fn default_max_connections_per_address() -> usize {
    Limits::default().max_connections_per_address
}
fn default_read_statement_timeout() -> f64 {
    Limits::default().store.read_statement.as_secs_f64()
}
fn default_slow_statement_log() -> f64 {
    Limits::default().store.slow_statement.as_secs_f64()
}

/// Time and concurrency limits of a running server.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Longest time one request may take; then the client gets a 503 with `Retry-After`.
    pub request_timeout: Duration,
    /// Longest time a client may take to send a request's head; then the connection
    /// is closed, so that a client sending nothing (or a byte now and then) cannot
    /// hold a connection.
    pub header_read_timeout: Duration,
    /// Longest time, from the request's head on, a client may take to send its body;
    /// then it gets a 408. Shorter than `request_timeout`, so that a slow client is
    /// told it was too slow rather than that the server was.
    pub body_read_timeout: Duration,
    /// How long a request waits for the store before it gets a 503, how long one read
    /// statement may run, and which statements are logged as slow.
    pub store: StoreWaits,
    /// Requests served at once below the process endpoints; more get a 503 at once.
    pub max_concurrent_requests: usize,
    /// Connections one client address may hold open; more are answered 429 and
    /// closed. 0: no limit (behind a proxy, whose address every connection has).
    pub max_connections_per_address: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            request_timeout: Duration::from_secs(30),
            header_read_timeout: Duration::from_secs(10),
            body_read_timeout: Duration::from_secs(20),
            store: StoreWaits::default(),
            max_concurrent_requests: 256,
            max_connections_per_address: 64,
        }
    }
}

/// `[auth]`: limits on failed authentications, shared by all tenants.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AuthFile {
    #[serde(default = "default_failed_login_limit")]
    failed_login_limit: u32,
    #[serde(default = "default_failed_login_address_limit")]
    failed_login_address_limit: u32,
    #[serde(default = "default_failed_login_window")]
    failed_login_window_seconds: u64,
}

impl Default for AuthFile {
    fn default() -> Self {
        AuthFile {
            failed_login_limit: default_failed_login_limit(),
            failed_login_address_limit: default_failed_login_address_limit(),
            failed_login_window_seconds: default_failed_login_window(),
        }
    }
}

fn default_failed_login_limit() -> u32 {
    FailureLimit::default().max_failures
}
fn default_failed_login_address_limit() -> u32 {
    FailureLimit::default().max_address_failures
}
fn default_failed_login_window() -> u64 {
    FailureLimit::default().window.as_secs()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TenantFile {
    id: String,
    #[serde(default = "default_hosts")]
    hosts: Vec<String>,
    #[serde(default)]
    base_path: String,
    #[serde(default = "default_site_url")]
    site_url: String,
    #[serde(default = "default_vendor")]
    vendor: String,
    #[serde(default = "default_rest_prefix")]
    rest_prefix: String,
    #[serde(default = "default_language")]
    default_language: String,
    #[serde(default = "default_languages")]
    languages: Vec<String>,
    #[serde(default = "default_timezone")]
    timezone: String,
    #[serde(default)]
    negotiate_language: bool,
    #[serde(default)]
    author_needs_edit_others: bool,
}

fn default_hosts() -> Vec<String> {
    vec!["*".into()]
}
fn default_site_url() -> String {
    "http://localhost:8080".into()
}
fn default_vendor() -> String {
    "tribe".into()
}
fn default_rest_prefix() -> String {
    "wp-json".into()
}
fn default_language() -> String {
    "en".into()
}
fn default_languages() -> Vec<String> {
    ["en", "fr", "de", "es"].map(String::from).to_vec()
}
fn default_timezone() -> String {
    "UTC".into()
}

/// The configuration used when no file is given: one tenant answering every host.
fn default_file() -> FileConfig {
    FileConfig {
        tenant: vec![TenantFile {
            id: "default".into(),
            hosts: default_hosts(),
            base_path: String::new(),
            site_url: default_site_url(),
            vendor: default_vendor(),
            rest_prefix: default_rest_prefix(),
            default_language: default_language(),
            languages: default_languages(),
            timezone: default_timezone(),
            negotiate_language: false,
            author_needs_edit_others: false,
        }],
        auth: AuthFile::default(),
        limits: LimitsFile::default(),
    }
}

/// One tenant: a calendar site with its own data, users and language variants.
#[derive(Debug)]
pub struct Tenant {
    /// Stable id stored with every row of this tenant.
    pub id: String,
    /// Host names (lower case, no port); `*` matches any host.
    pub hosts: Vec<String>,
    /// Path prefix of path-based tenants (`""` or `/paris`).
    pub base_path: String,
    /// Public address of the tenant's site, including its base path, without a trailing slash.
    pub site_url: String,
    pub vendor: String,
    pub rest_prefix: String,
    pub default_language: String,
    /// Language tags in lower case, default language first.
    pub languages: Vec<String>,
    /// Site time zone, used for events that give none and for list date windows.
    pub timezone: EventTz,
    /// Whether the default variant answers in the language `Accept-Language` prefers.
    /// Off by default: the URL alone then decides, which keeps responses cacheable.
    pub negotiate_language: bool,
    /// Whether naming another user as a post's `author` needs the right to edit
    /// others' posts, as WordPress's own REST routes require. Off by default: the
    /// plugin lets anyone who may write set any existing user.
    pub author_needs_edit_others: bool,
}

impl Tenant {
    /// The URL path segment of a language: none for the default language.
    pub fn language_segment(&self, lang: &str) -> String {
        if lang == self.default_language {
            String::new()
        } else {
            format!("/{lang}")
        }
    }

    /// The REST namespace, `{vendor}/events/v1`.
    pub fn namespace(&self) -> String {
        format!("{}/events/v1", self.vendor)
    }

    /// Absolute REST root (`{site}{/lang}/{rest_prefix}/`) of one variant.
    pub fn rest_root(&self, lang: &str) -> String {
        format!(
            "{}{}/{}/",
            self.site_url,
            self.language_segment(lang),
            self.rest_prefix
        )
    }

    /// Absolute namespace root (`{site}{/lang}/{rest_prefix}/{vendor}/events/v1`) of one variant.
    pub fn api_base(&self, lang: &str) -> String {
        format!(
            "{}{}/{}/{}",
            self.site_url,
            self.language_segment(lang),
            self.rest_prefix,
            self.namespace()
        )
    }

    /// `host` plus the site path, as WordPress builds `global_id` values (no scheme).
    pub fn global_id_prefix(&self) -> String {
        self.site_url
            .split_once("://")
            .map(|(_, rest)| rest)
            .unwrap_or(&self.site_url)
            .to_string()
    }

    fn claims_host(&self, host: &str) -> bool {
        self.hosts.iter().any(|h| h == host)
    }

    fn is_wildcard(&self) -> bool {
        self.hosts.iter().any(|h| h == "*")
    }
}

/// The validated configuration of a running gateway.
#[derive(Debug)]
pub struct Config {
    pub tenants: Vec<Arc<Tenant>>,
    /// Failed authentications allowed per tenant, login and client address, and per
    /// tenant and client address, in a window.
    pub failure_limit: FailureLimit,
    /// Directory holding `locales/<lang>/*.ftl`.
    pub locales_dir: PathBuf,
    pub limits: Limits,
}

impl Config {
    /// Reads and validates `file`, or builds the built-in default when `file` is `None`.
    pub fn load(file: Option<&Path>, locales_dir: &Path) -> Result<Config, ConfigError> {
        let (name, parsed) = match file {
            Some(path) => {
                let name = path.display().to_string();
                let text = std::fs::read_to_string(path).map_err(|e| ConfigError {
                    file: name.clone(),
                    key: "(file)".into(),
                    problem: format!("cannot be read: {e}"),
                    fix: "pass an existing, readable TOML file with --config".into(),
                })?;
                let parsed: FileConfig = toml::from_str(&text).map_err(|e| ConfigError {
                    file: name.clone(),
                    key: toml_error_key(&text, &e),
                    problem: e.message().trim().to_string(),
                    fix: "correct the TOML at that place; the keys a tenant takes are id, hosts, \
                          base_path, site_url, vendor, rest_prefix, default_language, languages, timezone, \
                          negotiate_language, author_needs_edit_others"
                        .into(),
                })?;
                (name, parsed)
            }
            None => ("(built-in default)".to_string(), default_file()),
        };
        Self::validate(&name, parsed, Some(locales_dir))
    }

    /// Reads `file` (or the default) for the administration commands, which need the
    /// tenants but no locale files.
    pub fn load_tenants(file: Option<&Path>) -> Result<Config, ConfigError> {
        let mut config = match file {
            Some(path) => {
                let name = path.display().to_string();
                let text = std::fs::read_to_string(path).map_err(|e| ConfigError {
                    file: name.clone(),
                    key: "(file)".into(),
                    problem: format!("cannot be read: {e}"),
                    fix: "pass an existing, readable TOML file with --config".into(),
                })?;
                let parsed = toml::from_str(&text).map_err(|e| ConfigError {
                    file: name.clone(),
                    key: toml_error_key(&text, &e),
                    problem: e.message().trim().to_string(),
                    fix: "correct the TOML at that place".into(),
                })?;
                Self::validate(&name, parsed, None)?
            }
            None => Self::validate("(built-in default)", default_file(), None)?,
        };
        config.locales_dir = PathBuf::new();
        Ok(config)
    }

    /// Parses configuration text; used where the TOML does not come from a file.
    pub fn from_toml(text: &str, locales_dir: &Path) -> Result<Config, ConfigError> {
        let parsed: FileConfig = toml::from_str(text).map_err(|e| ConfigError {
            file: "(inline)".into(),
            key: toml_error_key(text, &e),
            problem: e.message().trim().to_string(),
            fix: "correct the TOML at that place".into(),
        })?;
        Self::validate("(inline)", parsed, Some(locales_dir))
    }

    fn validate(
        file: &str,
        parsed: FileConfig,
        locales_dir: Option<&Path>,
    ) -> Result<Config, ConfigError> {
        let err = |key: String, problem: String, fix: &str| ConfigError {
            file: file.to_string(),
            key,
            problem,
            fix: fix.to_string(),
        };
        if parsed.tenant.is_empty() {
            return Err(err(
                "tenant".into(),
                "no tenant is configured".into(),
                "add at least one [[tenant]] table with an id",
            ));
        }
        let mut ids = HashSet::new();
        let mut claims: HashSet<(String, String)> = HashSet::new();
        let mut tenants = Vec::new();
        for (i, t) in parsed.tenant.into_iter().enumerate() {
            let at = |k: &str| format!("tenant[{i}].{k}");
            if t.id.is_empty()
                || !t
                    .id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                return Err(err(
                    at("id"),
                    format!("`{}` is not a valid tenant id", t.id),
                    "use only a-z, 0-9 and -",
                ));
            }
            if !ids.insert(t.id.clone()) {
                return Err(err(
                    at("id"),
                    format!("tenant id `{}` is used twice", t.id),
                    "give every tenant its own id",
                ));
            }
            if t.hosts.is_empty() {
                return Err(err(
                    at("hosts"),
                    "the list is empty".into(),
                    "list at least one host name, or \"*\" for any host",
                ));
            }
            let hosts: Vec<String> = t
                .hosts
                .iter()
                .map(|h| h.trim().to_ascii_lowercase())
                .collect();
            if let Some(bad) = hosts
                .iter()
                .find(|h| h.is_empty() || h.contains('/') || h.contains(':'))
            {
                return Err(err(
                    at("hosts"),
                    format!("`{bad}` is not a host name"),
                    "write bare host names without scheme, port or path",
                ));
            }
            let base_path = t.base_path.trim_end_matches('/').to_string();
            if !base_path.is_empty()
                && (!base_path.starts_with('/')
                    || base_path.contains("//")
                    || base_path.contains(char::is_whitespace))
            {
                return Err(err(
                    at("base_path"),
                    format!("`{}` is not a path prefix", t.base_path),
                    "use \"\" or a path such as \"/paris\"",
                ));
            }
            for host in &hosts {
                if !claims.insert((host.clone(), base_path.clone())) {
                    return Err(err(
                        at("hosts"),
                        format!(
                            "host `{host}` with base_path `{base_path}` is already claimed by another tenant"
                        ),
                        "give each tenant a distinct host or base_path",
                    ));
                }
            }
            let site_url = t.site_url.trim_end_matches('/').to_string();
            if !(site_url.starts_with("http://") || site_url.starts_with("https://"))
                || site_url.len() <= "https://".len()
            {
                return Err(err(
                    at("site_url"),
                    format!("`{}` is not an absolute http(s) URL", t.site_url),
                    "write the site's public address, e.g. \"https://events.example.org\"",
                ));
            }
            for (key, value) in [("vendor", &t.vendor), ("rest_prefix", &t.rest_prefix)] {
                if value.is_empty()
                    || !value
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    return Err(err(
                        at(key),
                        format!("`{value}` is not a single path segment"),
                        "use letters, digits, - and _ only",
                    ));
                }
            }
            let languages: Vec<String> = t
                .languages
                .iter()
                .map(|l| l.trim().to_ascii_lowercase())
                .collect();
            let default_language = t.default_language.trim().to_ascii_lowercase();
            if languages.is_empty() {
                return Err(err(
                    at("languages"),
                    "the list is empty".into(),
                    "list the tenant's languages, default language included",
                ));
            }
            if !languages.contains(&default_language) {
                return Err(err(
                    at("default_language"),
                    format!("`{default_language}` is not in `languages`"),
                    "add it to languages or pick one of them",
                ));
            }
            let mut seen = HashSet::new();
            for lang in &languages {
                if lang.parse::<unic_langid::LanguageIdentifier>().is_err() || lang.contains('_') {
                    return Err(err(
                        at("languages"),
                        format!("`{lang}` is not a language tag"),
                        "use BCP 47 tags such as \"fr\" or \"pt-br\"",
                    ));
                }
                if !seen.insert(lang.clone()) {
                    return Err(err(
                        at("languages"),
                        format!("`{lang}` is listed twice"),
                        "list each language once",
                    ));
                }
                if let Some(locales_dir) = locales_dir
                    && !crate::i18n::has_locale_files(locales_dir, lang)
                {
                    return Err(err(
                        at("languages"),
                        format!(
                            "language `{lang}` has no locale files in {}",
                            locales_dir.join(lang).display()
                        ),
                        "add locales/<lang>/*.ftl for it, or remove it from languages",
                    ));
                }
            }
            let mut ordered = vec![default_language.clone()];
            ordered.extend(languages.into_iter().filter(|l| *l != default_language));
            let timezone = crate::domain::tz::parse(&t.timezone).ok_or_else(|| {
                err(
                    at("timezone"),
                    format!("`{}` is not a time zone", t.timezone),
                    "use an IANA name such as \"Europe/Paris\" or an offset such as \"UTC+2\"",
                )
            })?;
            tenants.push(Arc::new(Tenant {
                id: t.id,
                hosts,
                base_path,
                site_url,
                vendor: t.vendor,
                rest_prefix: t.rest_prefix,
                default_language,
                languages: ordered,
                timezone,
                negotiate_language: t.negotiate_language,
                author_needs_edit_others: t.author_needs_edit_others,
            }));
        }
        if parsed.auth.failed_login_limit == 0
            || parsed.auth.failed_login_address_limit == 0
            || parsed.auth.failed_login_window_seconds == 0
        {
            return Err(err(
                "auth".into(),
                "failed_login_limit, failed_login_address_limit and failed_login_window_seconds \
                 must be positive"
                    .into(),
                "set them to at least 1, or leave them out for 10 failures per login and 100 per \
                 address in 300 seconds",
            ));
        }
        let limits = validate_limits(&parsed.limits)
            .map_err(|(key, problem, fix)| err(format!("limits.{key}"), problem, fix))?;
        Ok(Config {
            tenants,
            failure_limit: FailureLimit {
                max_failures: parsed.auth.failed_login_limit,
                max_address_failures: parsed.auth.failed_login_address_limit,
                window: Duration::from_secs(parsed.auth.failed_login_window_seconds),
            },
            locales_dir: locales_dir.map(Path::to_path_buf).unwrap_or_default(),
            limits,
        })
    }

    /// Picks the tenant for a request: a tenant naming the host beats a wildcard one, then the
    /// longest `base_path` that prefixes the path (at a segment boundary) wins.
    pub fn tenant_for(&self, host: &str, path: &str) -> Option<&Arc<Tenant>> {
        let host = host.to_ascii_lowercase();
        let path_matches = |t: &&Arc<Tenant>| {
            t.base_path.is_empty()
                || path
                    .strip_prefix(&t.base_path)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        };
        let best = |named: bool| {
            self.tenants
                .iter()
                .filter(|t| {
                    if named {
                        t.claims_host(&host)
                    } else {
                        t.is_wildcard()
                    }
                })
                .filter(path_matches)
                .max_by_key(|t| t.base_path.len())
        };
        best(true).or_else(|| best(false))
    }
}

/// Checks `[limits]`; a problem comes back as (key, problem, fix).
fn validate_limits(file: &LimitsFile) -> Result<Limits, (&'static str, String, &'static str)> {
    let seconds = |key: &'static str, value: f64| {
        // At most a day: longer waits are mistakes, and keep `Duration` in range.
        if value.is_finite() && value > 0.0 && value <= 86_400.0 {
            Ok(Duration::from_secs_f64(value))
        } else {
            Err((
                key,
                format!("{value} is not a positive number of seconds up to a day"),
                "give a number of seconds such as 2 or 0.5, or leave the key out for the default",
            ))
        }
    };
    let limits = Limits {
        request_timeout: seconds("request_timeout_seconds", file.request_timeout_seconds)?,
        header_read_timeout: seconds(
            "header_read_timeout_seconds",
            file.header_read_timeout_seconds,
        )?,
        body_read_timeout: seconds("body_read_timeout_seconds", file.body_read_timeout_seconds)?,
        store: StoreWaits {
            read: seconds("store_read_wait_seconds", file.store_read_wait_seconds)?,
            write: seconds("store_write_wait_seconds", file.store_write_wait_seconds)?,
            read_statement: seconds(
                "read_statement_timeout_seconds",
                file.read_statement_timeout_seconds,
            )?,
            slow_statement: seconds(
                "slow_statement_log_seconds",
                file.slow_statement_log_seconds,
            )?,
        },
        max_concurrent_requests: file.max_concurrent_requests,
        max_connections_per_address: file.max_connections_per_address,
    };
    if limits.body_read_timeout >= limits.request_timeout {
        return Err((
            "body_read_timeout_seconds",
            "is not shorter than request_timeout_seconds".into(),
            "make the body read timeout shorter than the request timeout",
        ));
    }
    if limits.max_concurrent_requests == 0 {
        return Err((
            "max_concurrent_requests",
            "0 would refuse every request".into(),
            "allow at least 1, or leave the key out for 256",
        ));
    }
    Ok(limits)
}

/// Names the place of a TOML error: the offending line's text and number, since toml
/// reports positions rather than dotted keys.
fn toml_error_key(text: &str, e: &toml::de::Error) -> String {
    match e.span() {
        Some(span) => {
            let line_no = text[..span.start.min(text.len())].matches('\n').count() + 1;
            let line = text.lines().nth(line_no - 1).unwrap_or("").trim();
            format!("{line} (line {line_no})")
        }
        None => "(document)".into(),
    }
}
