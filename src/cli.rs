//! The command line: `serve`, `migrate`, the administrators' `user` commands, the
//! translators' `locales` tools and `demo-data`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::auth::Role;
use crate::{admin, demo, server};

/// Default store: an SQLite file beside the working directory, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://calendar.db?mode=rwc";

#[derive(Debug, Parser)]
#[command(
    name = "calendar-gateway",
    version,
    about = "The Events Calendar REST interface for many sites and languages"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the API.
    Serve(ServeArgs),
    /// Apply pending database migrations and exit.
    Migrate(DatabaseArgs),
    /// Tools for translators of `locales/<lang>/*.ftl`.
    #[command(subcommand)]
    Locales(LocalesCommand),
    /// Manage the users of a tenant and their application passwords.
    #[command(subcommand)]
    User(UserCommand),
    /// Write a consistent copy of the SQLite store to a new file, while serving.
    Backup {
        /// The file to create.
        #[arg(long)]
        to: PathBuf,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Replace the SQLite store with a backup. Stop every server using it first.
    Restore {
        /// The backup file.
        #[arg(long)]
        from: PathBuf,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Fill tenants with realistic, reproducible demo events, venues, organizers,
    /// categories and tags (for demonstrations and benchmarks).
    DemoData(DemoDataArgs),
}

#[derive(Debug, Args)]
pub struct DemoDataArgs {
    /// Events per tenant; about 1/50 as many venues and 1/100 as many organizers.
    #[arg(long)]
    pub events: usize,
    /// Fill only the first T configured tenants (default: all).
    #[arg(long)]
    pub tenants: Option<usize>,
    /// Seed of the generator: the same seed gives the same data.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub place: StoreArgs,
}

#[derive(Debug, Subcommand)]
pub enum LocalesCommand {
    /// Per language: coverage, missing and obsolete ids, and variable mismatches
    /// against the reference (`en`). Exits 1 when the reference or any file is broken.
    Check {
        #[command(flatten)]
        dir: LocalesDir,
        /// Also fail on missing, obsolete or mismatched messages.
        #[arg(long)]
        strict: bool,
    },
    /// Regenerate the `en-xa` pseudo-locale from the reference.
    Pseudo {
        #[command(flatten)]
        dir: LocalesDir,
    },
}

#[derive(Debug, Args)]
pub struct LocalesDir {
    /// Directory of the Fluent locale files.
    #[arg(long, env = "CALENDAR_GATEWAY_LOCALES", default_value = "locales")]
    pub locales: PathBuf,
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Add a user; prints their new application password (only that) on stdout.
    Add {
        #[command(flatten)]
        who: UserArgs,
        /// administrator, editor, author, contributor or subscriber.
        #[arg(long, value_parser = parse_role)]
        role: Role,
        #[arg(long, default_value = "")]
        email: String,
        /// Shown name; the login when omitted.
        #[arg(long)]
        display_name: Option<String>,
        /// Read the application password from standard input instead of generating one.
        #[arg(long)]
        password_stdin: bool,
    },
    /// List a tenant's users.
    List {
        #[arg(long)]
        tenant: String,
        #[command(flatten)]
        place: StoreArgs,
    },
    /// Remove a user; their posts pass to --reassign, or keep no author.
    Remove {
        #[command(flatten)]
        who: UserArgs,
        /// Login of the user who takes over the removed user's posts.
        #[arg(long)]
        reassign: Option<String>,
    },
    /// Replace a user's application passwords with a new one, printed on stdout.
    Password {
        #[command(flatten)]
        who: UserArgs,
        /// Read the application password from standard input instead of generating one.
        #[arg(long)]
        password_stdin: bool,
    },
}

/// One user of one tenant, and where they are stored.
#[derive(Debug, Args)]
pub struct UserArgs {
    #[arg(long)]
    pub tenant: String,
    #[arg(long)]
    pub login: String,
    #[command(flatten)]
    pub place: StoreArgs,
}

/// The database and the configuration naming the tenants.
#[derive(Debug, Args)]
pub struct StoreArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Configuration file (TOML); without it, the single `default` tenant.
    #[arg(long, env = "CALENDAR_GATEWAY_CONFIG")]
    pub config: Option<PathBuf>,
}

fn parse_role(s: &str) -> Result<Role, String> {
    Role::parse(s).ok_or_else(|| {
        format!("`{s}` is not a role: use administrator, editor, author, contributor or subscriber")
    })
}

#[derive(Debug, Args)]
pub struct DatabaseArgs {
    /// Database URL: sqlite://PATH?mode=rwc, or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE
    /// for instances sharing one database.
    #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "CALENDAR_GATEWAY_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// Address of the metrics listener (`GET /metrics`), or `off`. Default
    /// 127.0.0.1:9464: metrics are the operator's, never on the tenants' address.
    #[arg(long, env = "CALENDAR_GATEWAY_METRICS_BIND")]
    pub metrics_bind: Option<String>,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Configuration file (TOML); without it, one tenant answers every host.
    #[arg(long, env = "CALENDAR_GATEWAY_CONFIG")]
    pub config: Option<PathBuf>,
    /// Directory of the Fluent locale files.
    #[arg(long, env = "CALENDAR_GATEWAY_LOCALES", default_value = "locales")]
    pub locales: PathBuf,
    /// Reload the locale files whenever they change (they are always reloaded on SIGHUP).
    #[arg(long)]
    pub watch_locales: bool,
}

/// `locales check`: prints the report; exit 1 when broken (or, with `strict`, when
/// anything was found).
fn check_locales(dir: &LocalesDir, strict: bool) -> ExitCode {
    match crate::i18n::lint::check(&dir.locales, &crate::api::message_ids()) {
        Ok(report) => {
            // A closed pipe (`| head`) is not the check's failure.
            let _ = write!(std::io::stdout().lock(), "{report}");
            if report.is_broken() || (strict && report.has_problems()) {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(e) => {
            eprintln!("calendar-gateway: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `locales pseudo`.
fn write_pseudo(dir: &LocalesDir) -> ExitCode {
    match crate::i18n::pseudo::write(&dir.locales) {
        Ok(files) => {
            for file in files {
                let _ = writeln!(std::io::stdout().lock(), "wrote {file}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("calendar-gateway: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs one subcommand; errors are printed for the operator and give exit code 1.
pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Serve(args) => block_on(server::serve(args)),
        Command::Migrate(args) => {
            block_on(async move { server::migrate(&args.database_url).await })
        }
        Command::User(command) => block_on(admin::user(command)),
        Command::Backup { to, database } => {
            block_on(async move { admin::backup(&database.database_url, &to).await })
        }
        Command::Restore { from, database } => {
            block_on(async move { admin::restore(&database.database_url, &from).await })
        }
        Command::DemoData(args) => block_on(demo::run(args)),
        Command::Locales(LocalesCommand::Check { dir, strict }) => check_locales(&dir, strict),
        Command::Locales(LocalesCommand::Pseudo { dir }) => write_pseudo(&dir),
    }
}

/// Runs an asynchronous subcommand to completion.
fn block_on(task: impl Future<Output = anyhow::Result<()>>) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("calendar-gateway: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(task) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("calendar-gateway: {e:#}");
            ExitCode::FAILURE
        }
    }
}
