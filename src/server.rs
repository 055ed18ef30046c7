//! Start-up and shutdown of the `serve` process.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use clap::{Args, ValueEnum};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::Service;

use crate::config::{Config, DatabaseArgs};
use crate::http::limits;
use crate::i18n::{I18n, LocaleSource, Requirements};
use crate::progress::{Progress, Unit};
use crate::state::AppState;
use crate::store::{Store, StoreLock, redact};

/// Where the locale files come from.
#[derive(Debug, Args)]
pub struct LocalesArg {
    /// Directory of Fluent locale files (`<lang>/*.ftl`) to use instead of the ones
    /// built into the binary.
    #[arg(long, env = "CALENDAR_GATEWAY_LOCALES")]
    pub locales: Option<PathBuf>,
}

impl LocalesArg {
    pub fn source(&self) -> LocaleSource {
        LocaleSource::from_option(self.locales.clone())
    }
}

/// How `serve` writes its logs (always to standard error).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines, coloured on a terminal.
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to listen on; 0.0.0.0:8080 accepts connections from other
    /// machines.
    #[arg(
        long,
        value_name = "ADDRESS",
        env = "CALENDAR_GATEWAY_BIND",
        default_value = "127.0.0.1:8080"
    )]
    pub bind: String,
    /// Address of the metrics listener (`GET /metrics`), or `off`. Default
    /// 127.0.0.1:9464: metrics are the operator's, never on the tenants' address.
    #[arg(long, value_name = "ADDRESS", env = "CALENDAR_GATEWAY_METRICS_BIND")]
    pub metrics_bind: Option<String>,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Configuration file (TOML) of the tenants, languages and limits, relative to the
    /// working directory unless absolute; without it, one tenant `default` answers every
    /// host, in en (no prefix), fr, de and es.
    #[arg(long, value_name = "FILE", env = "CALENDAR_GATEWAY_CONFIG")]
    pub config: Option<PathBuf>,
    #[command(flatten)]
    pub locales: LocalesArg,
    /// Reload the --locales files whenever they change (they are always reloaded on
    /// SIGHUP). Needs --locales DIR.
    #[arg(long)]
    pub watch_locales: bool,
    /// Format of the logs, written to standard error.
    #[arg(
        long,
        value_name = "FORMAT",
        env = "CALENDAR_GATEWAY_LOG_FORMAT",
        default_value = "text"
    )]
    pub log_format: LogFormat,
}

/// Environment variable naming the administrator (`login:password`) to create or reset
/// in every tenant at start.
pub const ADMIN_ENV: &str = "CALENDAR_GATEWAY_ADMIN";

/// How long in-flight requests may take to finish after a shutdown signal.
const DRAIN_DEADLINE: Duration = Duration::from_secs(20);

/// How often the store's planner statistics are refreshed and its search indexes
/// merged while serving (SQLite), and expired changes removed from the change feed.
const STORE_TENDING: Duration = Duration::from_secs(3600);

/// How often `--watch-locales` looks for changed locale files.
const LOCALE_POLL: Duration = Duration::from_secs(1);

/// Where `/metrics` is served when `--metrics-bind` names no address: loopback only,
/// on the port OpenTelemetry's Prometheus exporters use (9090 is often Prometheus's own).
pub const DEFAULT_METRICS_BIND: &str = "127.0.0.1:9464";

/// The administrator [`ADMIN_ENV`] names (`login:password`), created or reset in every
/// tenant at start.
pub struct Administrator {
    pub login: String,
    password: String,
}

impl Administrator {
    /// Parses [`ADMIN_ENV`]'s value; the password follows the rule the `user`
    /// commands apply to a chosen password ([`crate::auth::check_password`]).
    pub fn parse(spec: &str) -> anyhow::Result<Administrator> {
        let (login, password) = spec
            .split_once(':')
            .filter(|(l, p)| !l.is_empty() && !p.is_empty())
            .with_context(|| format!("{ADMIN_ENV} must be login:password"))?;
        crate::auth::check_account_names(login, "")
            .map_err(anyhow::Error::msg)
            .context(ADMIN_ENV)?;
        crate::auth::check_password(password).context(ADMIN_ENV)?;
        Ok(Administrator {
            login: login.to_string(),
            password: password.to_string(),
        })
    }

    /// [`ADMIN_ENV`], when set.
    pub fn from_env() -> anyhow::Result<Option<Administrator>> {
        match std::env::var(ADMIN_ENV) {
            Ok(spec) => Self::parse(&spec).map(Some),
            Err(std::env::VarError::NotPresent) => Ok(None),
            Err(std::env::VarError::NotUnicode(_)) => {
                anyhow::bail!("{ADMIN_ENV} must be login:password in UTF-8")
            }
        }
    }
}

/// Builds the state a server needs: validated config, locales, migrated store, and
/// the administrator from [`ADMIN_ENV`] when set.
pub async fn prepare(
    config: Config,
    database_url: &str,
    admin: Option<&Administrator>,
) -> anyhow::Result<AppState> {
    let requirements = Requirements {
        ids: crate::gateway::message_ids(),
        languages: config
            .tenants
            .iter()
            .flat_map(|t| t.languages.iter().cloned())
            .collect(),
    };
    let i18n = I18n::load(&config.locales, requirements)?;
    let store = Store::open_migrated_with(database_url, config.limits.store)
        .await
        .with_context(|| format!("opening {}", redact(database_url)))?;
    if let Some(admin) = admin {
        let hash = crate::auth::hash_password(&admin.password)
            .map_err(|e| anyhow::anyhow!("hashing the {ADMIN_ENV} password: {e}"))?;
        for tenant in &config.tenants {
            store
                .reset_administrator(&tenant.id, &admin.login, &hash)
                .await?;
        }
    }
    Ok(AppState::new(config, store, i18n))
}

/// `calendar-gateway serve`.
pub async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    init_tracing(args.log_format);
    let locales = args.locales.source();
    if args.watch_locales && locales.dir().is_none() {
        anyhow::bail!(
            "--watch-locales needs locale files to watch, and without --locales the server uses \
             the locales built into the binary; fix: add --locales DIR naming the directory to \
             watch, or leave out --watch-locales"
        );
    }
    // Checked before anything is opened, so that a bad value creates no store.
    let admin = Administrator::from_env()?;
    let config = Config::load(args.config.as_deref(), &locales)?;
    // Held until the process ends: no other process replaces or rewrites the store
    // under this one, nor serves it too.
    let _serving = StoreLock::for_url(&args.database.database_url, SERVED_BY_ONE)
        .with_context(|| format!("opening {}", redact(&args.database.database_url)))?;
    let state = prepare(config, &args.database.database_url, admin.as_ref()).await?;
    let listener = TcpListener::bind(&args.bind)
        .await
        .with_context(|| format!("binding {}", args.bind))?;
    let metrics = match metrics_listener(args.metrics_bind.as_deref()).await? {
        Some(metrics) => {
            tracing::info!(address = %metrics.local_addr()?, "serving metrics");
            let router = crate::http::metrics::router(state.clone());
            Some(tokio::spawn(async move {
                if let Err(e) = axum::serve(metrics, router).await {
                    tracing::warn!(error = %e, "the metrics listener stopped");
                }
            }))
        }
        None => None,
    };
    tracing::info!(address = %listener.local_addr()?, database = %redact(&args.database.database_url), "serving");
    let reloader = tokio::spawn(reload_locales(state.clone(), args.watch_locales));
    let outcome = run(listener, state, shutdown_signal()).await;
    reloader.abort();
    if let Some(metrics) = metrics {
        metrics.abort();
    }
    outcome
}

/// The metrics listener `--metrics-bind` asks for (`off`: none). An address given
/// must be bound, or the server does not start; when the default address is taken
/// (by another instance on the host), the server runs without metrics and says so.
async fn metrics_listener(requested: Option<&str>) -> anyhow::Result<Option<TcpListener>> {
    match requested.map(str::trim) {
        Some("off") => Ok(None),
        Some(address) => TcpListener::bind(address)
            .await
            .map(Some)
            .with_context(|| format!("binding the metrics listener {address}")),
        None => match TcpListener::bind(DEFAULT_METRICS_BIND).await {
            Ok(listener) => Ok(Some(listener)),
            Err(e) => {
                tracing::warn!(error = %e, address = DEFAULT_METRICS_BIND,
                    "metrics are not served: the default address is taken; give --metrics-bind");
                Ok(None)
            }
        },
    }
}

/// Re-reads the locale files on SIGHUP and, with `watch`, whenever they change. A set
/// that does not load cleanly is refused and the one in use stays.
async fn reload_locales(state: AppState, watch: bool) {
    use tokio::signal::unix::{SignalKind, signal};
    let mut hangup = match signal(SignalKind::hangup()) {
        Ok(s) => Some(s),
        Err(e) => {
            tracing::warn!(error = %e, "no SIGHUP handler; locales reload only with --watch-locales");
            None
        }
    };
    // Without a directory there is nothing to re-read; the watcher is refused at start.
    let Some(dir) = state.i18n.source().dir().map(std::path::Path::to_path_buf) else {
        while let Some(h) = hangup.as_mut() {
            if h.recv().await.is_none() {
                return;
            }
            tracing::info!(
                "SIGHUP: the locales are built into the binary, so there is nothing to reload; \
                 serve with --locales DIR to reload locale files"
            );
        }
        return;
    };
    let mut seen = crate::i18n::fingerprint(&dir);
    // Files as they were at the last tick: a change is read once they stay the same for a
    // tick, so that a file still being written (a checkout, a sync) is not read cut short.
    let mut settling = seen.clone();
    let mut tick = tokio::time::interval(LOCALE_POLL);
    loop {
        let reason = tokio::select! {
            Some(()) = async {
                match hangup.as_mut() {
                    Some(h) => h.recv().await,
                    None => std::future::pending().await,
                }
            } => "SIGHUP",
            _ = tick.tick(), if watch => {
                let now = crate::i18n::fingerprint(&dir);
                if now == seen {
                    continue;
                }
                if now != settling {
                    settling = now;
                    continue;
                }
                seen = now;
                "files changed"
            }
        };
        match state.i18n.reload() {
            Ok(generation) => tracing::info!(generation, reason, "locales reloaded"),
            Err(e) => {
                tracing::warn!(error = %e, reason, "locales not reloaded; the previous set stays in use");
            }
        }
    }
}

/// Largest request head (request line and headers) a connection accepts, in bytes.
/// Above the application's own limits on the target and the headers, so that a head
/// between those and this gets the error envelope; a larger one gets the HTTP
/// server's bare 431 and the connection is closed.
const MAX_HEAD_BYTES: usize = 64 * 1024;

/// Serves on `listener` until `shutdown` resolves, then drains in-flight requests
/// (bounded) and closes the store.
///
/// Connections are driven by hyper directly rather than `axum::serve`, for the
/// limits it does not expose: how long a client may take to send a request's head,
/// and how large that head may be.
pub async fn run(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let publisher = tokio::spawn(publish_scheduled(state.clone()));
    let pruner = tokio::spawn(remove_expired_changes(state.clone()));
    // PostgreSQL's autovacuum keeps its statistics and indexes; an SQLite file has
    // only these.
    let upkeep =
        (!state.store.shared_by_instances()).then(|| tokio::spawn(tend_store(state.clone())));
    // Off until the store says whether other instances' writes must be heard first.
    state.cache.suspend();
    let follower = tokio::spawn(follow_other_instances(state.clone()));
    // Gives the router each connection's peer (`ConnectInfo`), from which
    // `http::client` decides the client's address.
    let mut per_connection =
        crate::app::router(state.clone()).into_make_service_with_connect_info::<SocketAddr>();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(state.config.limits.header_read_timeout)
        .max_header_size(MAX_HEAD_BYTES);
    let connections = GracefulShutdown::new();
    let per_address = limits::ConnectionsPerAddress::new(
        state.config.limits.max_connections_per_address,
        crate::http::client::TrustedProxies::new(state.config.trusted_proxies.clone()),
    );
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    pause_after_accept_error(&e).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // Always ready; the service is the router with the address attached.
        let Ok(service) = per_connection.call(remote).await;
        let http = http.clone();
        let watcher = connections.watcher();
        let per_address = per_address.clone();
        let state = state.clone();
        // On the connection's own task: one over its address's limit waits there for a
        // place while accepting goes on.
        tokio::spawn(async move {
            let Some(place) = per_address.admit(remote.ip()).await else {
                return limits::refuse_connection(stream, state).await;
            };
            let connection =
                http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
            if let Err(e) = watcher.watch(connection).await {
                tracing::debug!(error = %e, client = %remote, "connection ended with an error");
            }
            drop(place);
        });
    }
    drop(listener);
    tokio::select! {
        () = connections.shutdown() => {}
        () = tokio::time::sleep(DRAIN_DEADLINE) => {
            tracing::warn!("drain deadline passed; closing with requests in flight");
        }
    }
    publisher.abort();
    pruner.abort();
    if let Some(upkeep) = upkeep {
        upkeep.abort();
    }
    follower.abort();
    state.store.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// After a failed accept: errors about one connection (reset before it was accepted)
/// need no pause; others (out of file descriptors) pass only when connections close,
/// so accepting pauses a moment instead of spinning.
async fn pause_after_accept_error(e: &std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        e.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    ) {
        return;
    }
    tracing::warn!(error = %e, "accepting a connection failed");
    tokio::time::sleep(Duration::from_secs(1)).await;
}

/// Why a second process may not serve an SQLite store.
const SERVED_BY_ONE: &str = "one process serves an SQLite store, and it alone knows what its \
cached answers show (several instances share a PostgreSQL database instead)";

/// Why an SQLite store in use is not migrated.
const MIGRATED_UNUSED: &str = "migrations change the store's schema under the process using it";

/// `calendar-gateway migrate`: on an existing store only (an SQLite file must exist;
/// a PostgreSQL database may still be empty). An SQLite store that a server or another
/// command holds is refused; on PostgreSQL, instances keep serving while it migrates,
/// as they do when one of them starts with a new release, and the migrator's own lock
/// applies each migration once.
pub async fn migrate(database_url: &str) -> anyhow::Result<()> {
    let store = Store::open_existing(database_url)
        .await
        .with_context(|| format!("opening {}", redact(database_url)))?;
    let _migrating = match StoreLock::for_url(database_url, MIGRATED_UNUSED) {
        Ok(lock) => lock,
        Err(e) => {
            store.close().await;
            return Err(e.into());
        }
    };
    let outcome = migrate_showing_progress(&store).await;
    store.close().await;
    outcome.with_context(|| format!("migrating {}", redact(database_url)))?;
    println!("migrations applied to {}", redact(database_url));
    Ok(())
}

/// Applies the pending migrations, showing which one runs and how many are done: a
/// migration is statements the database runs in one go, which tell nothing of their
/// own progress, so the count of applied ones is read meanwhile on another connection.
async fn migrate_showing_progress(store: &Store) -> anyhow::Result<()> {
    let progress = Progress::start("migrate")?;
    let known = store.migrations();
    // Before the first migration the table that records them is not there yet.
    let applied = store.applied_migrations().await.unwrap_or(0);
    let pending = known.len().saturating_sub(applied);
    let name = |done: usize| match known.get(applied + done) {
        Some((version, description)) => format!("applying migration {version:04} ({description})"),
        None => "finishing".to_string(),
    };
    if pending == 0 {
        return Ok(store.migrate().await?);
    }
    progress.count(name(0), Unit::Steps("migrations"), pending as u64);
    let watch_migrations = async || {
        let done = store
            .applied_migrations()
            .await
            .ok()?
            .saturating_sub(applied);
        progress.rename(name(done));
        Some(done as u64)
    };
    progress.watch(store.migrate(), watch_migrations).await?;
    Ok(())
}

/// Keeps the read cache in step with writes made through other instances sharing a
/// PostgreSQL database. While the listening connection is down the cache is off,
/// since writes made meanwhile would go unheard; it comes back empty.
async fn follow_other_instances(state: AppState) {
    let mut first = true;
    loop {
        match state.store.write_listener().await {
            Ok(None) => {
                state.cache.resume();
                return;
            }
            Ok(Some(mut listener)) => {
                state.cache.resume();
                if !first {
                    tracing::info!("listening for other instances' writes again");
                }
                loop {
                    match listener.try_recv().await {
                        Ok(Some(notification)) => {
                            state.cache.invalidate_tenant(notification.payload())
                        }
                        Ok(None) => {
                            tracing::warn!(
                                "lost the connection listening for writes; cache off until it is back"
                            );
                            break;
                        }
                        Err(e) => {
                            tracing::warn!(error = %e, "listening for writes failed; cache off until it is back");
                            break;
                        }
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for other instances' writes; cache off")
            }
        }
        state.cache.suspend();
        first = false;
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// Scheduled (`future`) posts become published when their date passes.
async fn publish_scheduled(state: AppState) {
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    loop {
        tick.tick().await;
        let now = crate::domain::dates::format_wp(&crate::store::now_utc());
        // Each tenant's publishing is entered in its change log like any write, which
        // leaves its cached reads stale.
        if let Err(e) = state.store.publish_due_posts(&now).await {
            tracing::warn!(error = %e, "publishing scheduled posts failed");
        }
    }
}

/// Removes from the change feed the changes each tenant keeps no longer, at start and
/// every hour, on every instance (a removal that another instance made already
/// removes nothing more).
async fn remove_expired_changes(state: AppState) {
    let mut tick = tokio::time::interval(STORE_TENDING);
    loop {
        tick.tick().await;
        if let Err(e) = crate::gateway::changes::remove_expired(&state).await {
            tracing::warn!(error = %e, "removing expired changes failed");
        }
    }
}

/// Keeps the query planner's statistics current as the data grows, and the search
/// indexes merged as writes add to them: at start (a store filled by an older version
/// or by hand may have neither) and every hour after.
async fn tend_store(state: AppState) {
    let mut tick = tokio::time::interval(STORE_TENDING);
    loop {
        tick.tick().await;
        if let Err(e) = state.store.refresh_statistics().await {
            tracing::warn!(error = %e, "refreshing planner statistics failed");
        }
        if let Err(e) = state.store.merge_search_indexes().await {
            tracing::warn!(error = %e, "merging the search indexes failed");
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown signal received");
}

/// Logs go to standard error, as text (coloured only on a terminal, and not with
/// `NO_COLOR` set) or as one JSON object per line for log collectors.
fn init_tracing(format: LogFormat) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => {
            let colour = std::io::stderr().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
            logs.with_ansi(colour).try_init()
        }
        LogFormat::Json => logs.json().flatten_event(true).try_init(),
    };
}
