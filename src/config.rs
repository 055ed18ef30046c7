//! Gateway configuration: the tenants, their language variants and addresses.
//!
//! One TOML file (`--config FILE`); without it, the single catch-all tenant of
//! the operational contract. Everything is validated before the server binds,
//! so nothing starts half-configured.

use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use ipnet::IpNet;
use serde::Deserialize;

use crate::domain::origin::{is_origin, normalize_origin};
use crate::domain::tz::EventTz;
use crate::i18n::source::language_tag;
use crate::i18n::{LocaleError, LocaleSet, LocaleSource};

/// How many failed authentications a tenant takes per window before it refuses more
/// with 429: from one client network for one account, and from one client network for
/// all accounts together (a much higher ceiling, against trying one password on many
/// logins). Failures of other accounts or from other networks never refuse anyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FailureLimit {
    /// Failures per account and client network.
    pub max_failures: u32,
    /// Failures per client network, all accounts together.
    pub max_address_failures: u32,
    pub window: Duration,
}

/// How long a request waits for the store before giving up with a 503, and how many
/// connections read PostgreSQL.
///
/// A wait covers getting a connection from the pool (for an SQLite write: its turn on
/// the one writer) and, on it, a lock another connection holds (SQLite's
/// `busy_timeout`, PostgreSQL's `lock_timeout`). A read waits for a reader only as
/// long as the reads ahead of it take, milliseconds in normal operation, so a reader
/// that cannot start within a short time means the store is overloaded or stuck: the
/// client is better served by a prompt 503 and a retry. Writers of a tenant run one
/// at a time (SQLite's single writer, PostgreSQL's tenant lock), so a burst of writes
/// legitimately queues: they get a longer, still bounded, wait.
///
/// Besides waits, the store time one read may take is bounded: `read_statement` caps
/// each statement of a list, count, search or tree read (SQLite interrupts it through
/// a progress handler, and caps a list's statements together; on PostgreSQL
/// `statement_timeout` caps every read), so that no
/// request, an anonymous search included, holds a reader for long; such a request gets
/// a 503. Other reads look up rows by key and cost little whatever the data.
/// Statements slower than `slow_statement` are logged, their text shortened.
///
/// PostgreSQL is read with `postgres_readers` connections, or unset, as many as its
/// CPUs when it runs on this machine, else eight.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StoreLimits {
    pub read: Duration,
    pub write: Duration,
    pub read_statement: Duration,
    pub slow_statement: Duration,
    pub postgres_readers: Option<u32>,
}

impl Default for StoreLimits {
    fn default() -> Self {
        StoreLimits {
            read: Duration::from_secs(2),
            write: Duration::from_secs(5),
            read_statement: Duration::from_secs(2),
            slow_statement: Duration::from_secs(1),
            postgres_readers: None,
        }
    }
}

/// Default store: the SQLite file `calendar.db` in the working directory, which `serve`
/// creates on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://calendar.db?mode=rwc";

/// The database and the configuration naming the tenants.
#[derive(Debug, Args)]
pub struct StoreArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Configuration file (TOML) naming the tenants, relative to the working directory
    /// unless absolute; without it, the single tenant `default`.
    #[arg(long, value_name = "FILE", env = "CALENDAR_GATEWAY_CONFIG")]
    pub config: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct DatabaseArgs {
    /// The store: sqlite://PATH?mode=rwc (a relative PATH is relative to the working
    /// directory), or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE for instances
    /// sharing one database. Only `serve` and `demo-data` create a missing SQLite file.
    #[arg(long, value_name = "URL", env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
}

/// A configuration problem, phrased for the operator: which file, which key, what to
/// do. Without a configuration file (`file` is `None`) only the locale files can be
/// at fault, and the message says so without naming a file that does not exist.
#[derive(Debug, thiserror::Error)]
pub struct ConfigError {
    pub file: Option<String>,
    pub key: String,
    pub problem: String,
    pub fix: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.file {
            Some(file) => write!(
                f,
                "configuration error in {file}: key `{}`: {}; fix: {}",
                self.key, self.problem, self.fix
            ),
            None => write!(f, "{}; fix: {}", self.problem, self.fix),
        }
    }
}

impl From<LocaleError> for ConfigError {
    fn from(e: LocaleError) -> Self {
        ConfigError {
            file: None,
            key: String::new(),
            problem: format!("{}: {}", e.place, e.problem),
            fix: e.fix,
        }
    }
}

// Each section of the file is one struct whose `Default` states every default once:
// `#[serde(default)]` takes a key the file leaves out from it, and the configuration
// used without a file is built from the same impls, so the two cannot disagree.

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct FileConfig {
    tenant: Vec<TenantFile>,
    auth: AuthFile,
    limits: LimitsFile,
    /// Peers whose `Forwarded` / `X-Forwarded-*` headers are believed.
    trusted_proxies: Vec<String>,
}

/// `[limits]`: how long the server waits for clients and for the store, and how many
/// requests it serves at once. Durations in seconds; fractions are allowed.
#[derive(Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct LimitsFile {
    request_timeout_seconds: f64,
    header_read_timeout_seconds: f64,
    body_read_timeout_seconds: f64,
    store_read_wait_seconds: f64,
    store_write_wait_seconds: f64,
    max_concurrent_requests: usize,
    max_connections_per_address: usize,
    read_statement_timeout_seconds: f64,
    slow_statement_log_seconds: f64,
    /// Unset: chosen by where PostgreSQL runs (`default_postgres_readers`).
    postgres_read_connections: Option<u32>,
}

impl Default for LimitsFile {
    fn default() -> Self {
        // The store's own limits are those it opens with when no configuration is read
        // (`migrate`, `backup`, the `user` commands).
        let store = StoreLimits::default();
        LimitsFile {
            request_timeout_seconds: 30.0,
            header_read_timeout_seconds: 10.0,
            body_read_timeout_seconds: 20.0,
            store_read_wait_seconds: store.read.as_secs_f64(),
            store_write_wait_seconds: store.write.as_secs_f64(),
            max_concurrent_requests: 256,
            max_connections_per_address: 64,
            read_statement_timeout_seconds: store.read_statement.as_secs_f64(),
            slow_statement_log_seconds: store.slow_statement.as_secs_f64(),
            postgres_read_connections: store.postgres_readers,
        }
    }
}

/// Time and concurrency limits of a running server.
#[derive(Debug, Clone, PartialEq)]
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
    /// statement may run, which statements are logged as slow, and how many
    /// connections read PostgreSQL.
    pub store: StoreLimits,
    /// Requests served at once below the process endpoints; more get a 503 at once.
    pub max_concurrent_requests: usize,
    /// Connections one client address may hold open; more are answered 429 and
    /// closed. 0: no limit (behind a proxy, whose address every connection has).
    pub max_connections_per_address: usize,
}

/// `[auth]`: limits on failed authentications, shared by all tenants.
#[derive(Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct AuthFile {
    failed_login_limit: u32,
    failed_login_address_limit: u32,
    failed_login_window_seconds: u64,
}

impl Default for AuthFile {
    fn default() -> Self {
        AuthFile {
            failed_login_limit: 10,
            failed_login_address_limit: 100,
            failed_login_window_seconds: 300,
        }
    }
}

/// A `[[tenant]]` table. `id` has no default: serde fills a missing key from
/// `Default`, so it is optional here and its absence refused by `check_tenant_id`.
#[derive(Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct TenantFile {
    id: Option<String>,
    hosts: Vec<String>,
    base_path: String,
    site_url: Option<String>,
    vendor: String,
    rest_prefix: String,
    default_language: String,
    languages: Vec<String>,
    timezone: String,
    negotiate_language: bool,
    author_needs_edit_others: bool,
    cors_allowed_origins: Option<Vec<String>>,
    translate_content: bool,
    site_name: Option<String>,
    ical_refresh: u64,
    ical_max_events: usize,
    changes_retention: u64,
}

impl Default for TenantFile {
    fn default() -> Self {
        TenantFile {
            id: None,
            hosts: vec!["*".into()],
            base_path: String::new(),
            site_url: None,
            vendor: "tribe".into(),
            rest_prefix: "wp-json".into(),
            default_language: "en".into(),
            languages: ["en", "fr", "de", "es"].map(String::from).to_vec(),
            timezone: "UTC".into(),
            negotiate_language: false,
            author_needs_edit_others: false,
            cors_allowed_origins: None,
            translate_content: false,
            site_name: None,
            ical_refresh: 3600,
            ical_max_events: 2000,
            changes_retention: 30 * 24 * 3600,
        }
    }
}

/// The bounds of `ical_refresh`, in seconds: a minute, so that calendar apps are not
/// asked to poll without pause, and thirty days.
const ICAL_REFRESH_SECONDS: std::ops::RangeInclusive<u64> = 60..=2_592_000;
/// The most events a feed may hold: it is rendered whole, in memory.
pub const ICAL_MAX_EVENTS_LIMIT: usize = 10_000;
/// The bounds of `changes_retention`, in seconds: a second, and ten years.
const CHANGES_RETENTION_SECONDS: std::ops::RangeInclusive<u64> = 1..=315_360_000;

/// The configuration used when no file is given: one tenant, `default`, with every
/// other setting at its default.
fn default_file() -> FileConfig {
    FileConfig {
        tenant: vec![TenantFile {
            id: Some("default".into()),
            ..TenantFile::default()
        }],
        ..FileConfig::default()
    }
}

/// One tenant: a calendar site with its own data, users and language variants.
#[derive(Debug, PartialEq)]
pub struct Tenant {
    /// Stable id stored with every row of this tenant.
    pub id: String,
    /// Host names (lower case, no port); `*` matches any host.
    pub hosts: Vec<String>,
    /// Path prefix of path-based tenants (`""` or `/paris`).
    pub base_path: String,
    /// Public address of the tenant's site, including its base path, without a trailing
    /// slash. `None`: every request's own scheme and host (see [`crate::http::client`]).
    pub site_url: Option<String>,
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
    /// Web origins (`https://www.example.org`) whose pages may read the API's answers.
    /// `None`: any origin, as WordPress allows.
    pub cors_allowed_origins: Option<Vec<String>>,
    /// Whether events, venues, organizers and terms keep their text per language (one
    /// item, one id, text written and served per variant). Off by default: every
    /// variant then serves the same data, as the interface document says.
    pub translate_content: bool,
    /// The name calendar apps show for the site's iCalendar feeds; `None`: the host
    /// of the site's address.
    pub site_name: Option<String>,
    /// How often calendar apps are asked to fetch a feed again.
    pub ical_refresh: Duration,
    /// The most events one feed holds (the earliest are kept).
    pub ical_max_events: usize,
    /// How long the change feed keeps a change: a cursor older than that may have
    /// missed some, and its reader must read everything again.
    pub changes_retention: Duration,
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

    /// Whether a page from `origin` (an `Origin` header value) may read the answers.
    pub fn allows_origin(&self, origin: &str) -> bool {
        match &self.cors_allowed_origins {
            None => true,
            Some(allowed) => {
                let origin = normalize_origin(origin);
                allowed.contains(&origin)
            }
        }
    }

    fn claims_host(&self, host: &str) -> bool {
        self.hosts.iter().any(|h| h == host)
    }

    fn is_wildcard(&self) -> bool {
        self.hosts.iter().any(|h| h == "*")
    }
}

/// The validated configuration of a running gateway.
#[derive(Debug, PartialEq)]
pub struct Config {
    pub tenants: Vec<Arc<Tenant>>,
    /// Failed authentications allowed per tenant, account and client address, and per
    /// tenant and client address, in a window.
    pub failure_limit: FailureLimit,
    /// Where the locale files come from.
    pub locales: LocaleSource,
    pub limits: Limits,
    /// Peers (proxies, load balancers) whose forwarding headers name the client.
    pub trusted_proxies: Vec<IpNet>,
}

impl Config {
    /// Reads and validates `file`, or builds the configuration used without one when
    /// `file` is `None`; every language must have files in `locales`.
    pub fn load(file: Option<&Path>, locales: &LocaleSource) -> Result<Config, ConfigError> {
        let set = locales.read()?;
        match file {
            Some(path) => {
                let (name, text) = read_file(path)?;
                let parsed = parse(&name, &text)?;
                Self::validate(Some(&name), parsed, Some(&set))
            }
            None => Self::validate(None, default_file(), Some(&set)),
        }
    }

    /// Reads `file` (or the default) for the administration commands, which need the
    /// tenants but no locale files.
    pub fn load_tenants(file: Option<&Path>) -> Result<Config, ConfigError> {
        match file {
            Some(path) => {
                let (name, text) = read_file(path)?;
                let parsed = parse(&name, &text)?;
                Self::validate(Some(&name), parsed, None)
            }
            None => Self::validate(None, default_file(), None),
        }
    }

    /// Parses configuration text; used where the TOML does not come from a file.
    pub fn from_toml(text: &str, locales: &LocaleSource) -> Result<Config, ConfigError> {
        let set = locales.read()?;
        let parsed = parse("(inline)", text)?;
        Self::validate(Some("(inline)"), parsed, Some(&set))
    }

    /// Checks a parsed file as the server will use it. Problems are reported in the
    /// order of the file: the tenants in turn, then `[auth]`, `[limits]` and the proxies.
    fn validate(
        file: Option<&str>,
        parsed: FileConfig,
        locales: Option<&LocaleSet>,
    ) -> Result<Config, ConfigError> {
        let source = Source { file };
        if parsed.tenant.is_empty() {
            return Err(source.error(
                "tenant",
                "no tenant is configured",
                "add at least one [[tenant]] table with an id",
            ));
        }
        let tenants = validate_tenants(source, parsed.tenant, locales)?;
        let failure_limit = validate_auth(source, &parsed.auth)?;
        let limits = validate_limits(&parsed.limits)
            .map_err(|(key, problem, fix)| source.error(format!("limits.{key}"), problem, fix))?;
        let trusted_proxies = validate_trusted_proxies(source, &parsed.trusted_proxies)?;
        Ok(Config {
            tenants,
            failure_limit,
            locales: locales.map_or(LocaleSource::Embedded, |set| set.source().clone()),
            limits,
            trusted_proxies,
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

/// The configuration file a problem was found in; `None` without one.
#[derive(Clone, Copy)]
struct Source<'a> {
    file: Option<&'a str>,
}

impl Source<'_> {
    fn error(
        self,
        key: impl Into<String>,
        problem: impl Into<String>,
        fix: impl Into<String>,
    ) -> ConfigError {
        ConfigError {
            file: self.file.map(String::from),
            key: key.into(),
            problem: problem.into(),
            fix: fix.into(),
        }
    }
}

/// The keys of the `index`th `[[tenant]]` table, as problems name them (`tenant[0].id`).
#[derive(Clone, Copy)]
struct TenantKeys<'a> {
    source: Source<'a>,
    index: usize,
}

impl TenantKeys<'_> {
    fn key(self, name: &str) -> String {
        format!("tenant[{}].{name}", self.index)
    }

    fn error(self, name: &str, problem: impl Into<String>, fix: &str) -> ConfigError {
        self.source.error(self.key(name), problem, fix)
    }
}

/// Ids and (host, base path) pairs taken by the tenants checked so far.
#[derive(Default)]
struct Taken {
    ids: HashSet<String>,
    addresses: HashSet<(String, String)>,
}

fn validate_tenants(
    source: Source<'_>,
    files: Vec<TenantFile>,
    locales: Option<&LocaleSet>,
) -> Result<Vec<Arc<Tenant>>, ConfigError> {
    let mut taken = Taken::default();
    let mut tenants = Vec::with_capacity(files.len());
    for (index, file) in files.into_iter().enumerate() {
        let keys = TenantKeys { source, index };
        tenants.push(Arc::new(validate_tenant(keys, file, &mut taken, locales)?));
    }
    Ok(tenants)
}

fn validate_tenant(
    keys: TenantKeys<'_>,
    t: TenantFile,
    taken: &mut Taken,
    locales: Option<&LocaleSet>,
) -> Result<Tenant, ConfigError> {
    let id = check_tenant_id(keys, t.id, &mut taken.ids)?;
    let hosts = tenant_hosts(keys, &t.hosts)?;
    let base_path = tenant_base_path(keys, &t.base_path)?;
    claim_addresses(keys, &hosts, &base_path, &mut taken.addresses)?;
    let site_url = tenant_site_url(keys, t.site_url.as_deref())?;
    let cors_allowed_origins = tenant_cors_origins(keys, t.cors_allowed_origins.as_deref())?;
    check_path_segment(keys, "vendor", &t.vendor)?;
    check_path_segment(keys, "rest_prefix", &t.rest_prefix)?;
    let (default_language, languages) =
        tenant_languages(keys, &t.default_language, &t.languages, locales)?;
    let timezone = crate::domain::tz::parse(&t.timezone).ok_or_else(|| {
        keys.error(
            "timezone",
            format!("`{}` is not a time zone", t.timezone),
            "use an IANA name such as \"Europe/Paris\" or an offset such as \"UTC+2\"",
        )
    })?;
    let site_name = tenant_site_name(keys, t.site_name.as_deref())?;
    if !ICAL_REFRESH_SECONDS.contains(&t.ical_refresh) {
        return Err(keys.error(
            "ical_refresh",
            format!(
                "{} is not a number of seconds from 60 to 2592000",
                t.ical_refresh
            ),
            "give how often calendar apps should fetch the feeds again in seconds, \
             such as 3600 for an hour",
        ));
    }
    if !(1..=ICAL_MAX_EVENTS_LIMIT).contains(&t.ical_max_events) {
        return Err(keys.error(
            "ical_max_events",
            format!(
                "{} is not a number of events from 1 to 10000",
                t.ical_max_events
            ),
            "give the most events one feed holds, such as 2000",
        ));
    }
    if !CHANGES_RETENTION_SECONDS.contains(&t.changes_retention) {
        return Err(keys.error(
            "changes_retention",
            format!(
                "{} is not a number of seconds from 1 to 315360000",
                t.changes_retention
            ),
            "give how long the change feed keeps each change in seconds, such as 2592000 \
             for 30 days",
        ));
    }
    Ok(Tenant {
        id,
        hosts,
        base_path,
        site_url,
        vendor: t.vendor,
        rest_prefix: t.rest_prefix,
        default_language,
        languages,
        timezone,
        negotiate_language: t.negotiate_language,
        author_needs_edit_others: t.author_needs_edit_others,
        cors_allowed_origins,
        translate_content: t.translate_content,
        site_name,
        ical_refresh: Duration::from_secs(t.ical_refresh),
        ical_max_events: t.ical_max_events,
        changes_retention: Duration::from_secs(t.changes_retention),
    })
}

/// The site's name, trimmed; it must say something and fit on a line.
fn tenant_site_name(
    keys: TenantKeys<'_>,
    raw: Option<&str>,
) -> Result<Option<String>, ConfigError> {
    let Some(raw) = raw else {
        return Ok(None);
    };
    let name = raw.trim();
    if name.is_empty() || name.chars().any(char::is_control) || name.chars().count() > 200 {
        return Err(keys.error(
            "site_name",
            format!("`{raw}` is not a name of 1 to 200 characters on one line"),
            "write the name calendar apps should show, or leave the key out to show the host name",
        ));
    }
    Ok(Some(name.to_string()))
}

/// A tenant id is stored with every row, so it must be given, well formed and unique.
fn check_tenant_id(
    keys: TenantKeys<'_>,
    id: Option<String>,
    ids: &mut HashSet<String>,
) -> Result<String, ConfigError> {
    let Some(id) = id else {
        return Err(keys.error(
            "id",
            "the tenant has no id",
            "give every [[tenant]] table an id of a-z, 0-9 and -, which is stored with \
             every row of the tenant and must not change",
        ));
    };
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(keys.error(
            "id",
            format!("`{id}` is not a valid tenant id"),
            "use only a-z, 0-9 and -",
        ));
    }
    if !ids.insert(id.clone()) {
        return Err(keys.error(
            "id",
            format!("tenant id `{id}` is used twice"),
            "give every tenant its own id",
        ));
    }
    Ok(id)
}

/// The host names, trimmed and in lower case as requests are matched against them.
fn tenant_hosts(keys: TenantKeys<'_>, hosts: &[String]) -> Result<Vec<String>, ConfigError> {
    if hosts.is_empty() {
        return Err(keys.error(
            "hosts",
            "the list is empty",
            "list at least one host name, or \"*\" for any host",
        ));
    }
    let hosts: Vec<String> = hosts
        .iter()
        .map(|h| h.trim().to_ascii_lowercase())
        .collect();
    if let Some(bad) = hosts
        .iter()
        .find(|h| h.is_empty() || h.contains('/') || h.contains(':'))
    {
        return Err(keys.error(
            "hosts",
            format!("`{bad}` is not a host name"),
            "write bare host names without scheme, port or path",
        ));
    }
    Ok(hosts)
}

/// The path prefix without its trailing slash: `""` or `/paris`.
fn tenant_base_path(keys: TenantKeys<'_>, raw: &str) -> Result<String, ConfigError> {
    let base_path = raw.trim_end_matches('/').to_string();
    if !base_path.is_empty()
        && (!base_path.starts_with('/')
            || base_path.contains("//")
            || base_path.contains(char::is_whitespace))
    {
        return Err(keys.error(
            "base_path",
            format!("`{raw}` is not a path prefix"),
            "use \"\" or a path such as \"/paris\"",
        ));
    }
    Ok(base_path)
}

/// Each host and base path pair routes to one tenant only.
fn claim_addresses(
    keys: TenantKeys<'_>,
    hosts: &[String],
    base_path: &str,
    claimed: &mut HashSet<(String, String)>,
) -> Result<(), ConfigError> {
    for host in hosts {
        if !claimed.insert((host.clone(), base_path.to_string())) {
            return Err(keys.error(
                "hosts",
                format!(
                    "host `{host}` with base_path `{base_path}` is already claimed by another tenant"
                ),
                "give each tenant a distinct host or base_path",
            ));
        }
    }
    Ok(())
}

fn tenant_site_url(keys: TenantKeys<'_>, raw: Option<&str>) -> Result<Option<String>, ConfigError> {
    let Some(raw) = raw else {
        return Ok(None);
    };
    let site_url = raw.trim_end_matches('/').to_string();
    if !(site_url.starts_with("http://") || site_url.starts_with("https://"))
        || site_url.len() <= "https://".len()
    {
        return Err(keys.error(
            "site_url",
            format!("`{raw}` is not an absolute http(s) URL"),
            "write the site's public address, e.g. \"https://events.example.org\", \
             or leave the key out to build links from each request's address",
        ));
    }
    Ok(Some(site_url))
}

/// The allowed origins, normalised; `None` (any origin) when the list holds `*`.
fn tenant_cors_origins(
    keys: TenantKeys<'_>,
    list: Option<&[String]>,
) -> Result<Option<Vec<String>>, ConfigError> {
    let Some(list) = list else {
        return Ok(None);
    };
    if list.iter().any(|o| o.trim() == "*") {
        return Ok(None);
    }
    let mut origins = Vec::with_capacity(list.len());
    for origin in list {
        let origin = origin.trim().trim_end_matches('/');
        if !is_origin(origin) {
            return Err(keys.error(
                "cors_allowed_origins",
                format!("`{origin}` is not a web origin"),
                "write origins as scheme://host[:port] without a path, \
                 e.g. \"https://www.example.org\", or \"*\" for any",
            ));
        }
        origins.push(normalize_origin(origin));
    }
    Ok(Some(origins))
}

/// `vendor` and `rest_prefix` are each one segment of every route's path.
fn check_path_segment(keys: TenantKeys<'_>, key: &str, value: &str) -> Result<(), ConfigError> {
    if value.is_empty()
        || !value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(keys.error(
            key,
            format!("`{value}` is not a single path segment"),
            "use letters, digits, - and _ only",
        ));
    }
    Ok(())
}

/// The default language and the languages as tags, default language first; each
/// must have locale files when `locales` is given.
fn tenant_languages(
    keys: TenantKeys<'_>,
    default_language: &str,
    languages: &[String],
    locales: Option<&LocaleSet>,
) -> Result<(String, Vec<String>), ConfigError> {
    // Written as the language folders are named (`pt_BR`, `fr-CA`) or as tags.
    let normalised = |l: &str| language_tag(l.trim()).unwrap_or_else(|| l.trim().to_string());
    let languages: Vec<String> = languages.iter().map(|l| normalised(l)).collect();
    let default_language = normalised(default_language);
    if languages.is_empty() {
        return Err(keys.error(
            "languages",
            "the list is empty",
            "list the tenant's languages, default language included",
        ));
    }
    if !languages.contains(&default_language) {
        return Err(keys.error(
            "default_language",
            format!("`{default_language}` is not in `languages`"),
            "add it to languages or pick one of them",
        ));
    }
    let mut seen = HashSet::new();
    for lang in &languages {
        if language_tag(lang).as_deref() != Some(lang.as_str()) {
            return Err(keys.error(
                "languages",
                format!("`{lang}` is not a language tag"),
                "use BCP 47 tags such as \"fr\" or \"pt-br\"",
            ));
        }
        if !seen.insert(lang.clone()) {
            return Err(keys.error(
                "languages",
                format!("`{lang}` is listed twice"),
                "list each language once",
            ));
        }
        if let Some(set) = locales
            && !set.has_language(lang)
        {
            return Err(missing_language(
                keys.source.file,
                &keys.key("languages"),
                set,
                lang,
            ));
        }
    }
    let mut ordered = vec![default_language.clone()];
    ordered.extend(languages.into_iter().filter(|l| *l != default_language));
    Ok((default_language, ordered))
}

fn validate_auth(source: Source<'_>, auth: &AuthFile) -> Result<FailureLimit, ConfigError> {
    if auth.failed_login_limit == 0
        || auth.failed_login_address_limit == 0
        || auth.failed_login_window_seconds == 0
    {
        return Err(source.error(
            "auth",
            "failed_login_limit, failed_login_address_limit and failed_login_window_seconds \
             must be positive",
            leave_auth_out(),
        ));
    }
    Ok(FailureLimit {
        max_failures: auth.failed_login_limit,
        max_address_failures: auth.failed_login_address_limit,
        window: Duration::from_secs(auth.failed_login_window_seconds),
    })
}

/// The fix for an `[auth]` limit of 0, naming the defaults.
fn leave_auth_out() -> String {
    let defaults = AuthFile::default();
    format!(
        "set them to at least 1, or leave them out for {} failures per login and {} per \
         address in {} seconds",
        defaults.failed_login_limit,
        defaults.failed_login_address_limit,
        defaults.failed_login_window_seconds
    )
}

fn validate_trusted_proxies(source: Source<'_>, raw: &[String]) -> Result<Vec<IpNet>, ConfigError> {
    raw.iter()
        .enumerate()
        .map(|(i, raw)| {
            parse_network(raw).ok_or_else(|| {
                source.error(
                    format!("trusted_proxies[{i}]"),
                    format!("`{raw}` is not an IP address or CIDR range"),
                    "write addresses such as \"10.0.0.7\" or ranges such as \"10.0.0.0/8\" or \"fd00::/8\"",
                )
            })
        })
        .collect()
}

/// The error for a language without locale files, phrased for where the languages
/// came from (a configuration file, or none) and where the files were looked for.
fn missing_language(file: Option<&str>, key: &str, set: &LocaleSet, lang: &str) -> ConfigError {
    let available: Vec<&str> = set.languages().map(|(tag, _)| tag).collect();
    match (file, set.source()) {
        (Some(file), LocaleSource::Embedded) => ConfigError {
            file: Some(file.to_string()),
            key: key.to_string(),
            problem: format!(
                "language `{lang}` has no locale files built into this binary (it has {})",
                available.join(", ")
            ),
            fix: format!(
                "remove `{lang}` from languages, or serve with --locales DIR naming a directory \
                 that holds {lang}/*.ftl besides the other languages' files"
            ),
        },
        (Some(file), LocaleSource::Dir(_)) => ConfigError {
            file: Some(file.to_string()),
            key: key.to_string(),
            problem: format!(
                "language `{lang}` has no locale files in {}",
                set.place_of(lang)
            ),
            fix: format!(
                "add {}/*.ftl, or remove `{lang}` from languages",
                set.place_of(lang)
            ),
        },
        (None, source) => ConfigError {
            file: None,
            key: key.to_string(),
            problem: format!(
                "{} has no locale files for `{lang}`, one of the languages served without --config",
                source.describe()
            ),
            fix: format!(
                "add {}/*.ftl (the source tree's locales/{lang} serves), or leave out --locales \
                 to use the locales built into the binary",
                set.place_of(lang)
            ),
        },
    }
}

/// Reads a configuration file; its name for messages, and its text.
fn read_file(path: &Path) -> Result<(String, String), ConfigError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError {
        file: Some(name.clone()),
        key: "(file)".into(),
        problem: format!("cannot be read: {e}"),
        fix: "pass an existing, readable TOML file with --config".into(),
    })?;
    Ok((name, text))
}

fn parse(name: &str, text: &str) -> Result<FileConfig, ConfigError> {
    toml::from_str(text).map_err(|e| ConfigError {
        file: Some(name.to_string()),
        key: toml_error_key(text, &e),
        problem: e.message().trim().to_string(),
        // An unknown key's message lists the keys its table takes; the defaults are in
        // the documents, so that no list here can fall behind the structs above.
        fix: "correct the TOML at that place; docs/configuration.md and \
              deploy/calendar-gateway.example.toml show every key with its default"
            .into(),
    })
}

/// An address (`10.0.0.7`, a single host) or a CIDR range (`10.0.0.0/8`).
fn parse_network(raw: &str) -> Option<IpNet> {
    let raw = raw.trim();
    raw.parse::<IpNet>()
        .ok()
        .or_else(|| raw.parse::<std::net::IpAddr>().ok().map(IpNet::from))
        .map(|net| net.trunc())
}

/// Checks `[limits]`; a problem comes back as (key, problem, fix).
fn validate_limits(file: &LimitsFile) -> Result<Limits, (&'static str, String, String)> {
    let seconds = |key: &'static str, value: f64| {
        // At most a day: longer waits are mistakes, and keep `Duration` in range.
        if value.is_finite() && value > 0.0 && value <= 86_400.0 {
            Ok(Duration::from_secs_f64(value))
        } else {
            Err((
                key,
                format!("{value} is not a positive number of seconds up to a day"),
                "give a number of seconds such as 2 or 0.5, or leave the key out for the default"
                    .into(),
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
        store: StoreLimits {
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
            postgres_readers: file.postgres_read_connections,
        },
        max_concurrent_requests: file.max_concurrent_requests,
        max_connections_per_address: file.max_connections_per_address,
    };
    if limits.body_read_timeout >= limits.request_timeout {
        return Err((
            "body_read_timeout_seconds",
            "is not shorter than request_timeout_seconds".into(),
            "make the body read timeout shorter than the request timeout".into(),
        ));
    }
    if limits.store.postgres_readers == Some(0) {
        return Err((
            "postgres_read_connections",
            "0 would leave no connection to read with".into(),
            "allow at least 1, or leave the key out to have it chosen by where PostgreSQL runs"
                .into(),
        ));
    }
    if limits.max_concurrent_requests == 0 {
        return Err((
            "max_concurrent_requests",
            "0 would refuse every request".into(),
            format!(
                "allow at least 1, or leave the key out for {}",
                LimitsFile::default().max_concurrent_requests
            ),
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
