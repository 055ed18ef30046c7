//! Administration from the command line: `user ...` manages the users of a tenant;
//! `backup` and `restore` copy the SQLite store.
//! The `user` commands and `backup` write through the store's single-writer
//! transactions, so they are safe while servers run on the same database, which honour
//! the change at once. `restore` replaces the store, and refuses one in use.

use std::io::Read;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, Subcommand};

use crate::auth::{check_password, generate_password, hash_password};
use crate::config::{Config, StoreArgs};
use crate::domain::roles::Role;
use crate::progress::{Progress, Unit};
use crate::store::{BackupError, OpenError, Store, StoreLock, redact, sqlite_path};

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
            crate::auth::check_account_names(&who.login, &email).map_err(anyhow::Error::msg)?;
            let store = open(&who.place, &who.tenant, Writes::Yes).await?;
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
            let store = open(&place, &tenant, Writes::No).await?;
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
            let store = open(&who.place, &who.tenant, Writes::Yes).await?;
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
            let store = open(&who.place, &who.tenant, Writes::Yes).await?;
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

/// Whether a `user` command writes to the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Writes {
    Yes,
    No,
}

/// Opens an existing store (never a new one) after checking that `tenant` is
/// configured, and applies pending migrations to it, which an SQLite store in use
/// does not take. A command that `writes` needs a store it can write.
async fn open(place: &StoreArgs, tenant: &str, writes: Writes) -> anyhow::Result<Store> {
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
    if writes == Writes::Yes {
        store
            .check_writable()
            .with_context(|| format!("opening {}", redact(url)))?;
    }
    if !store.ready().await {
        let _migrating = StoreLock::for_url(url, MIGRATES_UNUSED)?;
        store
            .migrate()
            .await
            .with_context(|| format!("migrating {}", redact(url)))?;
    }
    Ok(store)
}

/// Why the `user` commands do not migrate an SQLite store in use.
const MIGRATES_UNUSED: &str = "this release has migrations to apply to the store, which \
change its schema under the process using it; then run `calendar-gateway migrate`";

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
    if sqlite_path(url).is_none() {
        bail!("{}", BackupError::UsePgDump);
    }
    let progress = Progress::start("backup")?;
    let store = existing_store(url).await?;
    // `VACUUM INTO` is one statement that reports nothing as it goes; the copy's size
    // is watched instead, against the pages the store uses.
    let outcome = async {
        let size = store.used_bytes().await?;
        progress.count(format!("writing {}", to.display()), Unit::Bytes, size);
        let watch_copy = async || std::fs::metadata(to).ok().map(|m| m.len());
        progress.watch(store.backup_to(to), watch_copy).await?;
        Ok::<_, anyhow::Error>(())
    }
    .await;
    store.close().await;
    drop(progress);
    outcome?;
    eprintln!("backed up {} to {}", redact(url), to.display());
    Ok(())
}

/// Why an SQLite store in use is not restored.
const RESTORED_UNUSED: &str =
    "a restore under a running server loses every write the server acknowledges after it";

/// `calendar-gateway restore --from FILE`: checks the backup, then replaces the
/// database file with it, holding the store's lock throughout. The old write-ahead log
/// must go with the old file, or SQLite would replay it onto the restored one.
pub async fn restore(url: &str, from: &Path) -> anyhow::Result<()> {
    let target = sqlite_path(url)
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
    let progress = Progress::start("restore")?;
    let _restoring = StoreLock::for_url(url, RESTORED_UNUSED)?;
    // The copy is checked in a new directory beside the database, private to this user,
    // so that nobody else can put a file or a link where it, or SQLite's -wal and -shm
    // files beside it, are written; the swap at the end is one rename on the same file
    // system. The directory goes, with whatever is left in it, however the restore ends.
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = target
        .file_name()
        .context("the store's URL names no file")?;
    let staging = tempfile::Builder::new()
        .prefix(&format!(".{}.restoring-", name.to_string_lossy()))
        .tempdir_in(dir)
        .with_context(|| format!("making a private directory in {}", dir.display()))?;
    let staged = staging.path().join(name);
    let size = std::fs::metadata(from).map_or(0, |m| m.len());
    progress.count(format!("copying {}", from.display()), Unit::Bytes, size);
    let copy = {
        let (from, staged) = (from.to_path_buf(), staged.clone());
        tokio::task::spawn_blocking(move || copy_privately(&from, &staged))
    };
    let watch_copy = async || std::fs::metadata(&staged).ok().map(|m| m.len());
    progress
        .watch(copy, watch_copy)
        .await?
        .with_context(|| format!("copying {}", from.display()))?;
    // The restored store keeps the mode of the one it replaces, else owner-only.
    let mode = std::fs::metadata(&target).map_or(0o600, |m| m.permissions().mode() & 0o777);
    std::fs::set_permissions(&staged, std::fs::Permissions::from_mode(mode))
        .with_context(|| format!("setting the mode of {}", staged.display()))?;
    // SQLite's integrity check is one statement that reports nothing as it goes.
    progress.phase("checking the copy (SQLite's integrity check, the schema)");
    check_backup(&staged).await.with_context(|| {
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
    std::fs::rename(&staged, &target).with_context(|| format!("replacing {}", target.display()))?;
    // The rename itself reaches the disk before the store is used again.
    std::fs::File::open(dir)
        .and_then(|dir| dir.sync_all())
        .with_context(|| format!("syncing {}", dir.display()))?;
    drop(staging);
    progress.phase("checking the restored store");
    let store = Store::open_migrated(url).await?;
    let sound = store.integrity_ok().await?;
    store.close().await;
    drop(progress);
    if !sound {
        bail!("the restored database fails SQLite's integrity check");
    }
    eprintln!("restored {} from {}", target.display(), from.display());
    Ok(())
}

/// Copies `from` to a new file `to`, created owner-only and never through a link, and
/// synced to disk.
fn copy_privately(from: &Path, to: &Path) -> std::io::Result<()> {
    let mut source = std::fs::File::open(from)?;
    let mut copy = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .custom_flags(libc::O_NOFOLLOW)
        .open(to)?;
    std::io::copy(&mut source, &mut copy)?;
    copy.sync_all()
}

/// Opens a staged copy of a backup: it must be a calendar-gateway store that passes
/// SQLite's integrity check and holds exactly the schema its migrations make.
async fn check_backup(staged: &Path) -> anyhow::Result<()> {
    let copy = Store::open_existing(&format!("sqlite://{}?mode=rw", staged.display())).await?;
    let checked = async {
        copy.require_store().await?;
        anyhow::ensure!(
            copy.integrity_ok().await?,
            "it fails SQLite's integrity check"
        );
        copy.check_schema().await?;
        Ok(())
    }
    .await;
    copy.close().await;
    checked
}
