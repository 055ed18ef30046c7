//! What went wrong in the store, said in the store's own terms where it meets each
//! failure: a driver's error as the store's methods receive it, a direct read's as
//! SQLite gives it, a write's turn or commit as the writer ends it. The request layer
//! answers each kind in one `match` and decodes no database's codes itself.

use std::error::Error;

/// The failure behind a [`StoreError`], as the driver or the store's own code told it;
/// it is what the error says and logs.
pub type Cause = Box<dyn Error + Send + Sync + 'static>;

/// Every failure of a store method.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The store is locked by another connection past the wait, overloaded or out of
    /// reach (its connections closed or lost, too many of them, a commit that failed
    /// on its way): it passes by itself.
    #[error("{0}")]
    Busy(#[source] Cause),
    /// A wait for a connection or a writer's turn, or a read's statement, ran out of
    /// its time.
    #[error("{0}")]
    Timeout(#[source] Cause),
    /// The transaction holding this write was rolled back before its commit, by another
    /// write that failed in it or by a statement of the writer's own: nothing it wrote
    /// was stored, and it may run again as it is ([`crate::store::writer`]).
    #[error("the transaction holding this write was rolled back before its commit")]
    Undone,
    /// A statement broke a constraint of the schema: a unique key, a foreign key, a
    /// check or a `NOT NULL`.
    #[error("{0}")]
    Constraint(#[source] Cause),
    /// Anything else: a statement the store's schema does not take, a stored value that
    /// does not decode, a task of the store that ended.
    #[error("{0}")]
    Other(#[source] Cause),
}

/// The kind of a failure, before its cause is attached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Busy,
    Timeout,
    Constraint,
    Other,
}

impl Kind {
    fn with(self, cause: impl Into<Cause>) -> StoreError {
        let cause = cause.into();
        match self {
            Kind::Busy => StoreError::Busy(cause),
            Kind::Timeout => StoreError::Timeout(cause),
            Kind::Constraint => StoreError::Constraint(cause),
            Kind::Other => StoreError::Other(cause),
        }
    }
}

/// The kind of an SQLite failure by its (extended) result code: SQLITE_BUSY and
/// SQLITE_LOCKED, a lock another connection holds outlasted the busy timeout;
/// SQLITE_INTERRUPT, a read ran out of its time; SQLITE_CONSTRAINT.
fn sqlite_kind(code: i32) -> Kind {
    match code & 0xff {
        5 | 6 => Kind::Busy,
        9 => Kind::Timeout,
        19 => Kind::Constraint,
        _ => Kind::Other,
    }
}

/// The kind of a PostgreSQL failure by its SQLSTATE.
fn postgres_kind(code: &str) -> Kind {
    match code {
        // too_many_connections, cannot_connect_now.
        "53300" | "57P03" => Kind::Busy,
        // lock_not_available (`lock_timeout`), query_canceled (`statement_timeout`).
        "55P03" | "57014" => Kind::Timeout,
        // The class of integrity constraint violations.
        _ if code.starts_with("23") => Kind::Constraint,
        _ => Kind::Other,
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        let kind = match &e {
            sqlx::Error::PoolTimedOut => Kind::Timeout,
            sqlx::Error::PoolClosed | sqlx::Error::Io(_) => Kind::Busy,
            sqlx::Error::Database(db) => {
                let code = db.code().unwrap_or_default();
                if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                    code.parse().map_or(Kind::Other, sqlite_kind)
                } else {
                    postgres_kind(&code)
                }
            }
            _ => Kind::Other,
        };
        kind.with(e)
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        let kind = match &e {
            rusqlite::Error::SqliteFailure(failure, _) => sqlite_kind(failure.extended_code),
            _ => Kind::Other,
        };
        kind.with(e)
    }
}

impl StoreError {
    /// A failure the store's own code met, told by `why`, that passes by itself.
    pub(crate) fn busy(why: &'static str) -> StoreError {
        StoreError::Busy(why.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_codes_tell_busy_timeout_and_constraint_apart() {
        // SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED_SHAREDCACHE, SQLITE_INTERRUPT,
        // SQLITE_CONSTRAINT_UNIQUE, SQLITE_ERROR.
        assert_eq!(sqlite_kind(517), Kind::Busy);
        assert_eq!(sqlite_kind(262), Kind::Busy);
        assert_eq!(sqlite_kind(9), Kind::Timeout);
        assert_eq!(sqlite_kind(2067), Kind::Constraint);
        assert_eq!(sqlite_kind(1), Kind::Other);
    }

    #[test]
    fn postgres_states_tell_busy_timeout_and_constraint_apart() {
        assert_eq!(postgres_kind("53300"), Kind::Busy);
        assert_eq!(postgres_kind("57014"), Kind::Timeout);
        assert_eq!(postgres_kind("23505"), Kind::Constraint);
        assert_eq!(postgres_kind("42P01"), Kind::Other);
    }

    #[test]
    fn pool_failures_are_busy_or_timeout() {
        assert!(matches!(
            StoreError::from(sqlx::Error::PoolTimedOut),
            StoreError::Timeout(_)
        ));
        assert!(matches!(
            StoreError::from(sqlx::Error::PoolClosed),
            StoreError::Busy(_)
        ));
        assert!(matches!(
            StoreError::from(sqlx::Error::RowNotFound),
            StoreError::Other(_)
        ));
    }
}
