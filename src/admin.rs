//! Administration from the command line: `user ...` manages the users of a tenant;
//! `backup` and `restore` copy the SQLite store.
//! The commands write through the store's single-writer transactions, so they are
//! safe while servers run on the same database, which honour the change at once.

use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, Subcommand};

use crate::auth::{check_password, generate_password, hash_password};
use crate::config::{Config, StoreArgs};
use crate::domain::roles::Role;
use crate::store::{BackupError, OpenError, Store, redact};

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Add a user; prints their new application password (only that) on stdout.
    Add {
        #[command(flatten)]
        who: UserArgs,
        /// administrator, editor, author, contributor or subscriber (WordPress's roles).
        #[arg(long, value_parser = parse_role)]
        role: Role,
        /// E-mail address; clients may log in with it instead of the login.
        #[arg(long, default_value = "")]
        email: String,
        /// Name shown as the author of the user's posts; the login when omitted.
        #[arg(long, value_name = "NAME")]
        display_name: Option<String>,
        /// Read the application password from standard input instead of generating one
        /// (at least 12 letters and digits; other characters are ignored).
        #[arg(long)]
        password_stdin: bool,
    },
    /// List a tenant's users (tab-separated: id, login, role, e-mail, display name).
    List {
        #[arg(long, value_name = "ID", default_value = "default", help = TENANT_HELP)]
        tenant: String,
        #[command(flatten)]
        place: StoreArgs,
    },
    /// Remove a user; their posts pass to --reassign, or keep no author.
    Remove {
        #[command(flatten)]
        who: UserArgs,
        /// Login of the user who takes over the removed user's posts.
        #[arg(long, value_name = "LOGIN")]
        reassign: Option<String>,
    },
    /// Replace a user's application passwords with a new one, printed on stdout.
    Password {
        #[command(flatten)]
        who: UserArgs,
        /// Read the application password from standard input instead of generating one
        /// (at least 12 letters and digits; other characters are ignored).
        #[arg(long)]
        password_stdin: bool,
    },
}

/// What `--tenant` means to the `user` commands.
const TENANT_HELP: &str = "Tenant id: the `id` of a `[[tenant]]` of the configuration; \
`default` is the one tenant there is without --config";

/// One user of one tenant, and where they are stored.
#[derive(Debug, Args)]
pub struct UserArgs {
    #[arg(long, value_name = "ID", default_value = "default", help = TENANT_HELP)]
    pub tenant: String,
    /// The user's login name (HTTP Basic's user name).
    #[arg(long)]
    pub login: String,
    #[command(flatten)]
    pub place: StoreArgs,
}

fn parse_role(s: &str) -> Result<Role, String> {
    s.parse().map_err(|_| {
        let names: Vec<&str> = Role::ALL.iter().map(|r| r.as_str()).collect();
        let (last, others) = names.split_last().unwrap_or((&"", &[]));
        format!("`{s}` is not a role: use {} or {last}", others.join(", "))
    })
}

/// Runs one `user` subcommand.
pub async fn user(command: UserCommand) -> anyhow::Result<()> {
    match command {
        UserCommand::Add {
            who,
            role,
            email,
            display_name,
            password_stdin,
        } => {
            let store = open(&who.place, &who.tenant).await?;
            let password = new_password(password_stdin)?;
            let display_name = display_name.unwrap_or_else(|| who.login.clone());
            if store
                .user_by_login(&who.tenant, &who.login)
                .await?
                .is_some()
            {
                bail!("tenant `{}` already has a user `{}`", who.tenant, who.login);
            }
            let user = store
                .create_user(&who.tenant, &who.login, &email, &display_name, role)
                .await?;
            store
                .add_app_password(
                    &who.tenant,
                    user.id,
                    "calendar-gateway user add",
                    &hash(&password)?,
                )
                .await?;
            announce(&password, password_stdin);
        }
        UserCommand::List { tenant, place } => {
            let store = open(&place, &tenant).await?;
            println!("id\tlogin\trole\temail\tdisplay_name");
            for u in store.list_users(&tenant).await? {
                println!(
                    "{}\t{}\t{}\t{}\t{}",
                    u.id,
                    u.login,
                    u.role.as_str(),
                    u.email,
                    u.display_name
                );
            }
        }
        UserCommand::Remove { who, reassign } => {
            let store = open(&who.place, &who.tenant).await?;
            let user = find(&store, &who).await?;
            let heir = match reassign {
                Some(login) => match store.user_by_login(&who.tenant, &login).await? {
                    Some(heir) if heir.id != user.id => Some(heir.id),
                    _ => bail!(
                        "--reassign: tenant `{}` has no other user `{login}`",
                        who.tenant
                    ),
                },
                None => None,
            };
            let moved = store.remove_user(&who.tenant, user.id, heir).await?;
            eprintln!(
                "removed `{}`; {moved} post(s) kept{}",
                who.login,
                if heir.is_some() {
                    " and reassigned"
                } else {
                    " without author"
                }
            );
        }
        UserCommand::Password {
            who,
            password_stdin,
        } => {
            let store = open(&who.place, &who.tenant).await?;
            let user = find(&store, &who).await?;
            let password = new_password(password_stdin)?;
            store
                .replace_app_passwords(
                    &who.tenant,
                    user.id,
                    "calendar-gateway user password",
                    &hash(&password)?,
                )
                .await?;
            announce(&password, password_stdin);
        }
    }
    Ok(())
}

/// Opens an existing store (never a new one) after checking that `tenant` is
/// configured, and applies pending migrations to it.
async fn open(place: &StoreArgs, tenant: &str) -> anyhow::Result<Store> {
    let config = Config::load_tenants(place.config.as_deref())?;
    if !config.tenants.iter().any(|t| t.id == tenant) {
        let known: Vec<&str> = config.tenants.iter().map(|t| t.id.as_str()).collect();
        bail!(
            "no tenant `{tenant}` is configured (known: {})",
            known.join(", ")
        );
    }
    let url = &place.database.database_url;
    let store = existing_store(url).await?;
    store
        .migrate()
        .await
        .with_context(|| format!("migrating {}", redact(url)))?;
    Ok(store)
}

/// Opens the store `url` names, which must exist and be a calendar-gateway store.
async fn existing_store(url: &str) -> anyhow::Result<Store> {
    let opened = async {
        let store = Store::open_existing(url).await?;
        store.require_store().await?;
        Ok::<_, OpenError>(store)
    };
    opened
        .await
        .with_context(|| format!("opening {}", redact(url)))
}

async fn find(store: &Store, who: &UserArgs) -> anyhow::Result<crate::store::users::User> {
    store
        .user_by_login(&who.tenant, &who.login)
        .await?
        .with_context(|| format!("tenant `{}` has no user `{}`", who.tenant, who.login))
}

/// A generated password, or the one on standard input.
fn new_password(from_stdin: bool) -> anyhow::Result<String> {
    if !from_stdin {
        return Ok(generate_password());
    }
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .context("reading the password from standard input")?;
    let password = input.trim_end_matches(['\n', '\r']).to_string();
    check_password(&password)?;
    Ok(password)
}

fn hash(password: &str) -> anyhow::Result<String> {
    hash_password(password).map_err(|e| anyhow::anyhow!("hashing the password: {e}"))
}

/// Prints a generated password once; one read from standard input is not echoed.
fn announce(password: &str, from_stdin: bool) {
    if !from_stdin {
        println!("{password}");
    }
}

/// `calendar-gateway backup --to FILE`.
pub async fn backup(url: &str, to: &Path) -> anyhow::Result<()> {
    if sqlite_file(url).is_none() {
        bail!("{}", BackupError::UsePgDump);
    }
    let store = existing_store(url).await?;
    let outcome = store.backup_to(to).await;
    store.close().await;
    outcome?;
    eprintln!("backed up {} to {}", redact(url), to.display());
    Ok(())
}

/// `calendar-gateway restore --from FILE`: checks the backup, then replaces the
/// database file with it. The old write-ahead log must go with the old file, or
/// SQLite would replay it onto the restored one.
pub async fn restore(url: &str, from: &Path) -> anyhow::Result<()> {
    let target = sqlite_file(url)
        .context("restore works on SQLite stores; restore PostgreSQL with pg_restore or psql")?;
    // Restoring replaces a store; it never makes one where none was (a wrong working
    // directory would otherwise get a store the server never reads).
    if !target.exists() {
        let shown = std::path::absolute(&target).unwrap_or_else(|_| target.clone());
        bail!(
            "opening {}: {}; to restore on a machine without a store, copy the backup file to that path",
            redact(url),
            OpenError::Missing(shown.display().to_string())
        );
    }
    // Work on a copy next to the database, so that the backup file stays untouched
    // and the swap at the end is one rename on the same file system.
    let staged = Staged(PathBuf::from(format!("{}.restoring", target.display())));
    std::fs::copy(from, &staged.0).with_context(|| format!("copying {}", from.display()))?;
    // The restored store keeps the mode of the one it replaces, else owner-only.
    let mode = std::fs::metadata(&target).map_or(0o600, |m| m.permissions().mode() & 0o777);
    std::fs::set_permissions(&staged.0, std::fs::Permissions::from_mode(mode))
        .with_context(|| format!("setting the mode of {}", staged.0.display()))?;
    check_backup(&staged.0).await.with_context(|| {
        format!(
            "{} is not a sound backup; nothing was restored",
            from.display()
        )
    })?;
    for suffix in ["-wal", "-shm"] {
        let side = PathBuf::from(format!("{}{suffix}", target.display()));
        if side.exists() {
            std::fs::remove_file(&side).with_context(|| format!("removing {}", side.display()))?;
        }
    }
    std::fs::rename(&staged.0, &target)
        .with_context(|| format!("replacing {}", target.display()))?;
    let store = Store::open_migrated(url).await?;
    let sound = store.integrity_ok().await?;
    store.close().await;
    if !sound {
        bail!("the restored database fails SQLite's integrity check");
    }
    eprintln!("restored {} from {}", target.display(), from.display());
    Ok(())
}

/// Opens a staged copy of a backup: it must be a calendar-gateway store that passes
/// SQLite's integrity check.
async fn check_backup(staged: &Path) -> anyhow::Result<()> {
    let copy = Store::open_existing(&format!("sqlite://{}?mode=rw", staged.display())).await?;
    let checked = async {
        copy.require_store().await?;
        anyhow::ensure!(
            copy.integrity_ok().await?,
            "it fails SQLite's integrity check"
        );
        Ok(())
    }
    .await;
    copy.close().await;
    checked
}

/// The staged copy of a backup: removed, with the journal files SQLite made beside it,
/// unless it was renamed into place, whether the restore succeeded or not.
struct Staged(PathBuf);

impl Drop for Staged {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", self.0.display()));
        }
    }
}

/// The file of an `sqlite://PATH?...` URL.
fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest
        .split('?')
        .next()
        .filter(|p| !p.is_empty() && *p != ":memory:")?;
    Some(PathBuf::from(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_files_from_urls() {
        assert_eq!(
            sqlite_file("sqlite://calendar.db?mode=rwc"),
            Some(PathBuf::from("calendar.db"))
        );
        assert_eq!(
            sqlite_file("sqlite:///var/lib/c.db"),
            Some(PathBuf::from("/var/lib/c.db"))
        );
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://h/db"), None);
    }
}
