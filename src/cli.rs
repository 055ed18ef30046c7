//! The command line: `serve` and `migrate`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::auth::Role;
use crate::{admin, server};

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
    /// Manage the users of a tenant and their application passwords.
    #[command(subcommand)]
    User(UserCommand),
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
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Configuration file (TOML); without it, one tenant answers every host.
    #[arg(long, env = "CALENDAR_GATEWAY_CONFIG")]
    pub config: Option<PathBuf>,
    /// Directory of the Fluent locale files.
    #[arg(long, env = "CALENDAR_GATEWAY_LOCALES", default_value = "locales")]
    pub locales: PathBuf,
}

/// Runs one subcommand; errors are printed for the operator and give exit code 1.
pub fn run(cli: Cli) -> ExitCode {
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
    let outcome = runtime.block_on(async {
        match cli.command {
            Command::Serve(args) => server::serve(args).await,
            Command::Migrate(args) => server::migrate(&args.database_url).await,
            Command::User(command) => admin::user(command).await,
        }
    });
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("calendar-gateway: {e:#}");
            ExitCode::FAILURE
        }
    }
}
