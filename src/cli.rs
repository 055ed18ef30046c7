//! The command line: `serve`, `migrate`, the administrators' `user` commands, the
//! translators' `locales` tools and `demo-data`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::admin::UserCommand;
use crate::config::DatabaseArgs;
use crate::demo::DemoDataArgs;
use crate::server::{LocalesArg, ServeArgs};
use crate::{admin, demo, server};

/// What `serve --help` says of the environment.
const SERVE_ENVIRONMENT: &str = "\
Environment:
  DATABASE_URL                   the store, as --database-url
  CALENDAR_GATEWAY_BIND          as --bind
  CALENDAR_GATEWAY_METRICS_BIND  as --metrics-bind
  CALENDAR_GATEWAY_CONFIG        as --config
  CALENDAR_GATEWAY_LOCALES       as --locales (without either, the built-in locale files serve)
  CALENDAR_GATEWAY_LOG_FORMAT    as --log-format
  CALENDAR_GATEWAY_ADMIN         login:password of an administrator created (or reset) in every
                                 tenant at start; the password is the application password
                                 clients use (at least 12 letters and digits; other characters
                                 are ignored)
  RUST_LOG                       which logs to write (default: info,sqlx=warn), e.g. debug
  NO_COLOR                       no colour in text logs, even on a terminal

SIGTERM or Ctrl-C stops accepting connections and lets requests in flight finish (20 s at
most); SIGHUP reloads the locale files of --locales DIR.

An SQLite store is served by one process: `serve` holds the lock file <store>.lock beside it
(with its process id) until it ends, and a second `serve`, `restore`, `migrate` and
`demo-data` on that store are refused, naming the process.";

/// What the help of the long commands says of their progress.
const PROGRESS_NOTE: &str = "\
Progress goes to standard error: a bar with the count, the rate and the time left on a \
terminal, else a line every CALENDAR_GATEWAY_PROGRESS_SECONDS seconds (default 5).";

/// What the `user` commands' help says of tenants and stores.
const USER_NOTES: &str = "\
Without --config there is one tenant, `default`. The store must exist already: `serve` \
creates it; these commands never do. Safe while servers run on the same store, except \
that migrations a newer release brings are not applied to an SQLite store a server \
holds (stop it and run `migrate`).";

#[derive(Debug, Parser)]
#[command(
    name = "calendar-gateway",
    version,
    about = "The Events Calendar REST interface for many sites and languages",
    after_help = "Relative paths (files, directories, SQLite stores) are relative to the working directory."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the API (and /healthz, /readyz) until SIGTERM or Ctrl-C.
    #[command(after_help = SERVE_ENVIRONMENT)]
    Serve(ServeArgs),
    /// Apply pending database migrations to an existing store and exit.
    ///
    /// `serve` does this at start too. An SQLite file must exist, and is refused while a
    /// server or another command holds it; a PostgreSQL database may be empty, and is
    /// migrated while instances serve it, each migration applied once.
    #[command(after_help = PROGRESS_NOTE)]
    Migrate(DatabaseArgs),
    /// Tools for translators of the locale files (`<lang>/*.ftl`).
    #[command(subcommand)]
    Locales(LocalesCommand),
    /// Manage the users of a tenant and their application passwords.
    #[command(subcommand, after_help = USER_NOTES)]
    User(UserCommand),
    /// Write a consistent copy of an existing SQLite store to a new file, while serving.
    #[command(after_help = PROGRESS_NOTE)]
    Backup {
        /// The file to create, relative to the working directory unless absolute (an
        /// existing file is never overwritten).
        #[arg(long, value_name = "FILE")]
        to: PathBuf,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Replace an existing SQLite store with a checked backup.
    ///
    /// Refused while a server or another command holds the store (the process is named:
    /// stop it first). The backup must be a calendar-gateway store that passes SQLite's
    /// integrity check, whose migrations are this release's, applied in order, and whose
    /// schema is exactly what they make (no trigger, view, table or index of its own);
    /// anything else is refused and the store is left as it was. The copy is checked in
    /// a private directory beside the store, then renamed into place.
    #[command(after_help = PROGRESS_NOTE)]
    Restore {
        /// The backup file, relative to the working directory unless absolute (left
        /// untouched).
        #[arg(long, value_name = "FILE")]
        from: PathBuf,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Fill tenants with realistic, reproducible demo data.
    ///
    /// Events, venues, organizers, categories and tags, for demonstrations and
    /// benchmarks, signed by the tenant's user `demo`. Refuses a tenant that has demo
    /// data already, unless --append or --replace says what to do. Creates the store
    /// when missing; refuses an SQLite store a server holds.
    #[command(after_help = PROGRESS_NOTE)]
    DemoData(DemoDataArgs),
}

#[derive(Debug, Subcommand)]
pub enum LocalesCommand {
    /// Per language: coverage (through the language a regional variant falls back
    /// to), missing and obsolete ids, variables against the reference (`en`), and every
    /// message that would not format, of the locales built into the binary or of
    /// --locales DIR; lists what in DIR is no language. Exits 1 on any error.
    Check {
        #[command(flatten)]
        locales: LocalesArg,
        /// Also fail on missing, obsolete or mismatched messages and other gaps.
        #[arg(long)]
        strict: bool,
    },
}

/// `locales check`: prints the report; exit 1 when broken (or, with `strict`, when
/// anything was found).
fn check_locales(locales: &LocalesArg, strict: bool) -> ExitCode {
    let source = locales.source();
    let checked = source
        .read()
        .and_then(|set| crate::i18n::lint::check(&set, &crate::gateway::message_ids()));
    match checked {
        Ok(report) => {
            // A closed pipe (`| head`) is not the check's failure.
            let _ = write!(
                std::io::stdout().lock(),
                "checked {}\n{report}",
                source.describe()
            );
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
        Command::Locales(LocalesCommand::Check { locales, strict }) => {
            check_locales(&locales, strict)
        }
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
            eprintln!("calendar-gateway: {}", for_the_operator(&e));
            ExitCode::FAILURE
        }
    }
}

/// An error with its causes on one line, each said once: a layer that ends by
/// repeating its cause's text contributes only its own words, the database driver's
/// "error returned from database" adds nothing, and PostgreSQL's messages lose the
/// line of PostgreSQL's own source code that raised them.
pub fn for_the_operator(error: &anyhow::Error) -> String {
    let chain: Vec<&(dyn std::error::Error + 'static)> = error.chain().collect();
    let mut said: Vec<String> = Vec::new();
    for (i, layer) in chain.iter().enumerate() {
        // The database's own message is the root cause: what lies below it is the
        // same message again.
        let (words, last) = match layer.downcast_ref::<sqlx::Error>() {
            Some(sqlx::Error::Database(database)) => (database_words(database.as_ref()), true),
            _ => (own_words(*layer, chain.get(i + 1).copied()), false),
        };
        let words = words.trim().trim_end_matches(':').trim_end();
        if !words.is_empty() && !said.iter().any(|s| s.contains(words)) {
            said.push(words.to_string());
        }
        if last {
            break;
        }
    }
    said.join(": ")
}

/// A database's error message, with PostgreSQL's detail and hint when it gives them
/// (and without the source line its `Display` adds).
fn database_words(error: &dyn sqlx::error::DatabaseError) -> String {
    let Some(pg) = error.try_downcast_ref::<sqlx::postgres::PgDatabaseError>() else {
        return error.message().to_string();
    };
    let mut words = pg.message().to_string();
    for extra in [pg.detail(), pg.hint()].into_iter().flatten() {
        words.push_str(" (");
        words.push_str(extra);
        words.push(')');
    }
    words
}

/// What `layer` says beyond its `cause`.
fn own_words(
    layer: &(dyn std::error::Error + 'static),
    cause: Option<&(dyn std::error::Error + 'static)>,
) -> String {
    let text = layer.to_string();
    match cause.map(|c| c.to_string()) {
        Some(cause) if !cause.is_empty() => match text.strip_suffix(&cause) {
            Some(own) => own.to_string(),
            None => text,
        },
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("cannot open the database: {0}")]
    struct Outer(#[source] Inner);

    #[derive(Debug, thiserror::Error)]
    #[error("error communicating with database: {0}")]
    struct Inner(#[source] std::io::Error);

    #[test]
    fn each_cause_is_said_once() {
        let refused =
            std::io::Error::new(std::io::ErrorKind::ConnectionRefused, "Connection refused");
        let error = anyhow::Error::new(Outer(Inner(refused))).context("opening postgres://u@h/db");
        // What `{:#}` would print: every layer repeats the layers below it.
        assert_eq!(
            format!("{error:#}").matches("Connection refused").count(),
            3
        );
        assert_eq!(
            for_the_operator(&error),
            "opening postgres://u@h/db: cannot open the database: error communicating with database: Connection refused"
        );
    }

    #[test]
    fn a_layer_that_repeats_its_context_is_dropped() {
        let error = anyhow::anyhow!("the password is too short")
            .context("the password is too short")
            .context("CALENDAR_GATEWAY_ADMIN");
        assert_eq!(
            for_the_operator(&error),
            "CALENDAR_GATEWAY_ADMIN: the password is too short"
        );
    }

    #[test]
    fn every_flag_has_a_description() {
        use clap::CommandFactory;
        fn walk(command: &clap::Command, path: &str) {
            for arg in command.get_arguments() {
                let id = arg.get_id().as_str();
                if id == "help" || id == "version" {
                    continue;
                }
                assert!(
                    arg.get_help().is_some() || arg.get_long_help().is_some(),
                    "{path} --{id} has no description"
                );
            }
            for sub in command.get_subcommands() {
                walk(sub, &format!("{path} {}", sub.get_name()));
            }
        }
        walk(&Cli::command(), "calendar-gateway");
        Cli::command().debug_assert();
    }
}
