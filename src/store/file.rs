//! The files of an SQLite store: which file a URL names, the lock that keeps a store
//! in use from being replaced or rewritten under its user, and what the operating
//! system says when the file or its directory cannot be used.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// The file of an `sqlite://PATH?...` URL; `None` for an in-memory database and for
/// other backends.
pub fn sqlite_path(url: &str) -> Option<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest
        .split('?')
        .next()
        .filter(|p| !p.is_empty() && *p != ":memory:")?;
    Some(PathBuf::from(path))
}

/// What the `mode` parameter of an SQLite URL lets the store do with its file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlMode {
    /// `mode=rwc`: create the file when missing.
    Creates,
    /// `mode=rw`, or no mode: open an existing file only.
    Existing,
    /// `mode=ro`.
    ReadOnly,
}

impl UrlMode {
    pub fn of(url: &str) -> UrlMode {
        let query = url.split_once('?').map_or("", |(_, query)| query);
        let mode = form_urlencoded::parse(query.as_bytes())
            .find(|(key, _)| key == "mode")
            .map(|(_, value)| value.into_owned());
        match mode.as_deref() {
            Some("rwc") => UrlMode::Creates,
            Some("ro") => UrlMode::ReadOnly,
            _ => UrlMode::Existing,
        }
    }
}

/// The user id this process runs as, which every permission of a file is checked for.
fn user_id() -> u32 {
    // SAFETY: geteuid takes nothing and cannot fail.
    unsafe { libc::geteuid() }
}

/// Why an SQLite store's file cannot be used, with the operating system's reason and
/// what to do about it.
#[derive(Debug)]
pub struct Unusable {
    path: String,
    reason: String,
    /// What the operating system answered, when it was asked.
    cause: Option<std::io::Error>,
    fix: String,
}

impl std::fmt::Display for Unusable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.reason)?;
        if let Some(cause) = &self.cause {
            write!(f, ": {cause}")?;
        }
        write!(f, "; fix: {}", self.fix)
    }
}

impl std::error::Error for Unusable {}

impl Unusable {
    fn new(
        path: &Path,
        reason: impl Into<String>,
        cause: Option<std::io::Error>,
        fix: impl Into<String>,
    ) -> Unusable {
        Unusable {
            path: path.display().to_string(),
            reason: reason.into(),
            cause,
            fix: fix.into(),
        }
    }
}

/// What keeps the store at `database` from being opened for writing as `mode` says,
/// found by looking at the file, SQLite's files beside it and their directory as this
/// process's user: `None` when nothing does.
pub fn why_unusable(database: &Path, mode: UrlMode) -> Option<Unusable> {
    let file = std::path::absolute(database).unwrap_or_else(|_| database.to_path_buf());
    let dir = file.parent().unwrap_or(Path::new("/"));
    let uid = user_id();
    let elsewhere = "or point --database-url (or DATABASE_URL) elsewhere";
    match std::fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => return Some(not_a_directory(&file, dir, None)),
        Err(e) if e.kind() == std::io::ErrorKind::NotADirectory => {
            return Some(not_a_directory(&file, dir, Some(e)));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Some(Unusable::new(
                &file,
                format!("its directory {} does not exist", dir.display()),
                Some(e),
                format!("create it (mkdir -p {}), {elsewhere}", dir.display()),
            ));
        }
        Err(e) => {
            return Some(Unusable::new(
                &file,
                format!("its directory {} cannot be reached", dir.display()),
                Some(e),
                format!(
                    "give the user this runs as (uid {uid}) access to {}, {elsewhere}",
                    dir.display()
                ),
            ));
        }
    }
    match std::fs::metadata(&file) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if mode != UrlMode::Creates {
                return Some(Unusable::new(
                    &file,
                    "it does not exist, and the URL does not let it be created",
                    Some(e),
                    format!(
                        "add ?mode=rwc to the URL (sqlite://{}?mode=rwc) to create a new store \
                         there, or name the existing store",
                        file.display()
                    ),
                ));
            }
            return unwritable_directory(&file, dir, uid);
        }
        Err(e) => {
            return Some(Unusable::new(
                &file,
                "it cannot be read",
                Some(e),
                format!("give the user this runs as (uid {uid}) access to it, {elsewhere}"),
            ));
        }
        Ok(meta) if meta.is_dir() => {
            return Some(Unusable::new(
                &file,
                "it is a directory, not a database file",
                None,
                format!("name the database file in the URL, {elsewhere}"),
            ));
        }
        Ok(_) => {}
    }
    let sides = ["-wal", "-shm"].map(|suffix| suffixed(&file, suffix));
    for path in std::iter::once(&file).chain(&sides) {
        let Err(e) = may_write(path) else {
            continue;
        };
        if e.kind() == std::io::ErrorKind::NotFound {
            continue;
        }
        let owner = std::fs::metadata(path).map_or(String::new(), |m| {
            format!(" (owner uid {}, mode {:o})", m.uid(), m.mode() & 0o7777)
        });
        return Some(Unusable::new(
            path,
            format!("the user this runs as (uid {uid}) cannot write it{owner}"),
            Some(e),
            "give that user write access to it (chown or chmod), or mount its file system \
             read-write",
        ));
    }
    if sides.iter().any(|side| !side.exists())
        && let Some(unusable) = unwritable_directory(&file, dir, uid)
    {
        return Some(unusable);
    }
    if mode == UrlMode::ReadOnly {
        return Some(Unusable::new(
            &file,
            "the URL opens it read-only (mode=ro), and the store must be written to",
            None,
            "use mode=rwc in the URL (or no mode at all)",
        ));
    }
    None
}

/// Whether this process's user may write the file at `path`, as the operating system
/// answers `access(2)` (a read-only file system, an immutable file, its permissions).
/// The file is not opened: closing a descriptor of a database file would release the
/// locks SQLite holds on it in this process (POSIX locks are the process's, per file).
fn may_write(path: &Path) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(path.as_os_str().as_bytes())
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
    // SAFETY: `path` is a NUL-terminated string that outlives the call.
    let answer =
        unsafe { libc::faccessat(libc::AT_FDCWD, path.as_ptr(), libc::W_OK, libc::AT_EACCESS) };
    if answer == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// `file`'s path runs through a file where a directory should be.
fn not_a_directory(file: &Path, dir: &Path, cause: Option<std::io::Error>) -> Unusable {
    let blocking = dir
        .ancestors()
        .find(|a| std::fs::metadata(a).is_ok_and(|m| !m.is_dir()))
        .unwrap_or(dir);
    Unusable::new(
        file,
        format!("{} is a file, not a directory", blocking.display()),
        cause,
        "name a database file in a directory in --database-url (or DATABASE_URL)",
    )
}

/// The directory where SQLite makes the store and its `-wal` and `-shm` files, when
/// this user cannot make files there. Tried with a file that has no name (or loses it
/// at once), so that nothing is left behind.
fn unwritable_directory(file: &Path, dir: &Path, uid: u32) -> Option<Unusable> {
    let e = tempfile::tempfile_in(dir).err()?;
    Some(Unusable::new(
        file,
        format!(
            "the user this runs as (uid {uid}) cannot make files in its directory {}, where \
             SQLite keeps the store and its -wal and -shm files",
            dir.display()
        ),
        Some(e),
        format!(
            "give that user write access to {}, or point --database-url (or DATABASE_URL) at \
             a writable directory",
            dir.display()
        ),
    ))
}

/// `path` with `suffix` added to its file name, as SQLite names the files beside a
/// database.
pub fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A hold on an SQLite store, taken by the commands that must be its only user (`serve`,
/// `restore`, `migrate`, `demo-data`): an advisory lock on the file `<database>.lock`
/// beside it, which holds the holder's process id. The operating system releases it
/// when the holder ends, however it ends, so a process id left in the file by a
/// process that is gone blocks nothing.
#[derive(Debug)]
pub struct StoreLock {
    _file: File,
}

/// Why a [`StoreLock`] was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error("the store {store} is in use by {holder}; stop that process first: {why}")]
    Held {
        store: String,
        holder: Holder,
        /// What would go wrong with the store in use.
        why: &'static str,
    },
    #[error(
        "{0} is not a plain file with one name (a link to elsewhere, or a file linked here): \
         remove it, with no process using the store"
    )]
    NotPlain(String),
    #[error("{0}")]
    Unusable(#[from] Unusable),
    #[error("cannot lock the store with {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
}

/// The process holding a store's lock, as far as its lock file and `/proc` tell.
#[derive(Debug)]
pub struct Holder {
    pid: Option<u32>,
    command: Option<String>,
}

impl std::fmt::Display for Holder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.pid, &self.command) {
            (Some(pid), Some(command)) => write!(f, "process {pid} ({command})"),
            (Some(pid), None) => write!(f, "process {pid}"),
            (None, _) => write!(f, "another process, which has not recorded its id yet"),
        }
    }
}

impl Holder {
    /// The holder named in the lock file `file`, and its command line when `/proc`
    /// shows it (not for a process in another PID namespace).
    fn read(file: &mut File) -> Holder {
        let mut text = String::new();
        let pid = file
            .read_to_string(&mut text)
            .ok()
            .and_then(|_| text.trim().parse::<u32>().ok());
        let command = pid.and_then(|pid| {
            let raw = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
            let words: Vec<String> = raw
                .split(|b| *b == 0)
                .filter(|w| !w.is_empty())
                .map(|w| String::from_utf8_lossy(w).into_owned())
                .collect();
            (!words.is_empty()).then(|| words.join(" "))
        });
        Holder { pid, command }
    }
}

impl StoreLock {
    /// The lock of the SQLite store `url` names, taken at once; `why` says what would go
    /// wrong if the store were in use. `None` for PostgreSQL, which instances share by
    /// design and whose migrations take a lock of their own.
    pub fn for_url(url: &str, why: &'static str) -> Result<Option<StoreLock>, LockError> {
        sqlite_path(url)
            .map(|database| StoreLock::take(&database, UrlMode::of(url), why))
            .transpose()
    }

    /// Takes the lock of the store at `database` (which need not exist yet) at once, or
    /// says who holds it. The lock file is created owner-only, never through a link.
    fn take(database: &Path, mode: UrlMode, why: &'static str) -> Result<StoreLock, LockError> {
        // The holder writes to the store: one it cannot write to gets no lock file, and
        // is not opened.
        if let Some(unusable) = why_unusable(database, mode) {
            return Err(unusable.into());
        }
        let path = lock_path(database).map_err(|source| match why_unusable(database, mode) {
            Some(unusable) => LockError::Unusable(unusable),
            None => LockError::Io {
                path: suffixed(database, ".lock").display().to_string(),
                source,
            },
        })?;
        let io = |source| LockError::Io {
            path: path.display().to_string(),
            source,
        };
        let mut file = match OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&path)
        {
            Ok(file) => file,
            // O_NOFOLLOW's answer to a link.
            Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
                return Err(LockError::NotPlain(path.display().to_string()));
            }
            Err(e) => {
                return Err(match why_unusable(database, mode) {
                    Some(unusable) => LockError::Unusable(unusable),
                    None => io(e),
                });
            }
        };
        let meta = file.metadata().map_err(io)?;
        if !meta.is_file() || meta.nlink() != 1 {
            return Err(LockError::NotPlain(path.display().to_string()));
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(LockError::Held {
                    store: std::path::absolute(database)
                        .unwrap_or_else(|_| database.to_path_buf())
                        .display()
                        .to_string(),
                    holder: Holder::read(&mut file),
                    why,
                });
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
        file.set_len(0).map_err(io)?;
        file.write_all(format!("{}\n", std::process::id()).as_bytes())
            .map_err(io)?;
        Ok(StoreLock { _file: file })
    }
}

/// The lock file of the store at `database`: beside the file the path resolves to, so
/// that every URL naming the store (relative, absolute, through a link) finds the same.
fn lock_path(database: &Path) -> std::io::Result<PathBuf> {
    let resolved = match std::fs::canonicalize(database) {
        Ok(resolved) => resolved,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let absolute = std::path::absolute(database)?;
            let dir = absolute.parent().unwrap_or(Path::new("/"));
            let name = absolute.file_name().ok_or(e)?;
            std::fs::canonicalize(dir)?.join(name)
        }
        Err(e) => return Err(e),
    };
    Ok(suffixed(&resolved, ".lock"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_paths_from_urls() {
        assert_eq!(
            sqlite_path("sqlite://calendar.db?mode=rwc"),
            Some(PathBuf::from("calendar.db"))
        );
        assert_eq!(
            sqlite_path("sqlite:///var/lib/c.db"),
            Some(PathBuf::from("/var/lib/c.db"))
        );
        assert_eq!(sqlite_path("sqlite::memory:"), None);
        assert_eq!(sqlite_path("postgres://h/db"), None);
    }

    #[test]
    fn url_modes() {
        assert_eq!(UrlMode::of("sqlite://c.db?mode=rwc"), UrlMode::Creates);
        assert_eq!(
            UrlMode::of("sqlite://c.db?cache=shared&mode=ro"),
            UrlMode::ReadOnly
        );
        assert_eq!(UrlMode::of("sqlite://c.db"), UrlMode::Existing);
        assert_eq!(UrlMode::of("sqlite://c.db?mode=rw"), UrlMode::Existing);
    }

    #[test]
    fn one_lock_at_a_time_and_every_path_finds_it() {
        let dir = tempfile::tempdir().expect("dir");
        let database = dir.path().join("c.db");
        let held = StoreLock::take(&database, UrlMode::Creates, "testing").expect("first");
        std::os::unix::fs::symlink(&database, dir.path().join("link.db")).expect("link");
        std::fs::write(&database, b"").expect("database");
        for other in [database.clone(), dir.path().join("link.db")] {
            match StoreLock::take(&other, UrlMode::Creates, "testing") {
                Err(LockError::Held { holder, .. }) => {
                    assert_eq!(holder.pid, Some(std::process::id()), "{other:?}");
                    assert!(
                        holder
                            .to_string()
                            .starts_with(&format!("process {} (", std::process::id()))
                    );
                }
                taken => panic!("{other:?}: {taken:?}"),
            }
        }
        drop(held);
        StoreLock::take(&database, UrlMode::Creates, "testing").expect("free again");
    }

    #[test]
    fn a_planted_link_is_never_followed() {
        let dir = tempfile::tempdir().expect("dir");
        let target = dir.path().join("precious");
        std::fs::write(&target, b"keep me").expect("target");
        let database = dir.path().join("c.db");
        std::os::unix::fs::symlink(&target, suffixed(&database, ".lock")).expect("link");
        assert!(matches!(
            StoreLock::take(&database, UrlMode::Creates, "testing"),
            Err(LockError::NotPlain(_))
        ));
        std::fs::remove_file(suffixed(&database, ".lock")).expect("unlink");
        std::fs::hard_link(&target, suffixed(&database, ".lock")).expect("hard link");
        assert!(matches!(
            StoreLock::take(&database, UrlMode::Creates, "testing"),
            Err(LockError::NotPlain(_))
        ));
        assert_eq!(std::fs::read(&target).expect("read"), b"keep me");
    }
}
