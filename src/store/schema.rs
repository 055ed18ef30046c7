//! An SQLite store's schema against the one its migrations make. A backup is restored
//! only when its schema is exactly that of a new store migrated as far as it was: a
//! trigger, view, index or table put there by anyone else would run, or be read, with
//! every write that follows.

use std::collections::BTreeMap;
use std::str::FromStr;

use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

use crate::store::error::StoreError;
use crate::store::handle::{SQLITE_MIGRATOR, Store};
use crate::store::sql::Sql;

/// The objects of a schema by kind and name (`sqlite_master`'s `type` and `name`),
/// each with the table it belongs to and the SQL that made it.
type Objects = BTreeMap<(String, String), (String, Option<String>)>;

/// The tables `ANALYZE` adds, which a store that has been served has and a new one has
/// not.
const STATISTICS: [&str; 2] = ["sqlite_stat1", "sqlite_stat4"];

/// Differences named in full; the others are counted.
const NAMED_DIFFERENCES: usize = 3;

/// How a store's schema or migrations differ from what this release makes.
#[derive(Debug, thiserror::Error)]
pub enum SchemaError {
    #[error(
        "it has migration {0}, which this release does not know: restore it with the release \
         that made it"
    )]
    UnknownMigration(i64),
    #[error("its migration {0} is not this release's migration {0}")]
    ChangedMigration(i64),
    #[error("its migration {0} did not complete")]
    FailedMigration(i64),
    #[error("it lacks migration {0}, which migrations after it need")]
    SkippedMigration(i64),
    #[error(
        "its schema is not the one migrations 1 to {version} make: {differences}; restore a \
         backup that `calendar-gateway backup` made of an untouched store"
    )]
    Differs { version: i64, differences: String },
    #[error("cannot read the schema: {0}")]
    Store(#[from] StoreError),
    #[error("cannot make the schema to compare with: {0}")]
    Reference(#[from] sqlx::migrate::MigrateError),
}

/// The reference schema is made on a connection of its own, through sqlx.
impl From<sqlx::Error> for SchemaError {
    fn from(e: sqlx::Error) -> Self {
        SchemaError::Store(e.into())
    }
}

impl Store {
    /// Fails unless this SQLite store's migrations are this release's, applied in
    /// order and completely, and its schema (`sqlite_master`: every table, index,
    /// trigger and view, with the SQL that made it) is the one an empty store migrated
    /// to the same version has, apart from the statistics tables `ANALYZE` adds.
    /// PostgreSQL stores are not restored from files: nothing to check.
    pub async fn check_schema(&self) -> Result<(), SchemaError> {
        if self.shared_by_instances() {
            return Ok(());
        }
        let applied: Vec<(i64, bool, Vec<u8>)> = self
            .reader()
            .fetch_all(Sql::new(
                "SELECT version, success, checksum FROM _sqlx_migrations ORDER BY version",
            ))
            .await?;
        let mut version = 0;
        for (number, success, checksum) in &applied {
            let known = SQLITE_MIGRATOR
                .iter()
                .find(|m| m.version == *number)
                .ok_or(SchemaError::UnknownMigration(*number))?;
            if !success {
                return Err(SchemaError::FailedMigration(*number));
            }
            if known.checksum.as_ref() != checksum.as_slice() {
                return Err(SchemaError::ChangedMigration(*number));
            }
            version = version.max(*number);
        }
        if let Some(skipped) = SQLITE_MIGRATOR
            .iter()
            .map(|m| m.version)
            .filter(|v| *v < version)
            .find(|v| !applied.iter().any(|(number, ..)| number == v))
        {
            return Err(SchemaError::SkippedMigration(skipped));
        }
        let found = objects(
            self.reader()
                .fetch_all(Sql::new(
                    "SELECT type, name, tbl_name, sql FROM sqlite_master",
                ))
                .await?,
        );
        let expected = migrated_schema(version).await?;
        let differences = differences(&found, &expected);
        if differences.is_empty() {
            return Ok(());
        }
        let mut said: Vec<String> = differences
            .iter()
            .take(NAMED_DIFFERENCES)
            .cloned()
            .collect();
        if differences.len() > NAMED_DIFFERENCES {
            said.push(format!(
                "and {} more",
                differences.len() - NAMED_DIFFERENCES
            ));
        }
        Err(SchemaError::Differs {
            version,
            differences: said.join(", "),
        })
    }
}

fn objects(rows: Vec<(String, String, String, Option<String>)>) -> Objects {
    rows.into_iter()
        .map(|(kind, name, table, sql)| ((kind, name), (table, sql)))
        .collect()
}

/// The schema of a new, empty store migrated to `version`, with the statistics
/// tables `ANALYZE` adds.
async fn migrated_schema(version: i64) -> Result<Objects, SchemaError> {
    let mut conn =
        SqliteConnection::connect_with(&SqliteConnectOptions::from_str("sqlite::memory:")?).await?;
    let made = async {
        SQLITE_MIGRATOR.run_to(version, &mut conn).await?;
        sqlx::query("ANALYZE").execute(&mut conn).await?;
        let rows = sqlx::query_as("SELECT type, name, tbl_name, sql FROM sqlite_master")
            .fetch_all(&mut conn)
            .await?;
        Ok::<_, SchemaError>(objects(rows))
    }
    .await;
    let _ = conn.close().await;
    made
}

/// What `found` has that `expected` has not, or has otherwise, and what it lacks of
/// `expected` but statistics, each in words.
fn differences(found: &Objects, expected: &Objects) -> Vec<String> {
    let mut differences = Vec::new();
    for ((kind, name), (table, sql)) in found {
        match expected.get(&(kind.clone(), name.clone())) {
            None if table == name => differences.push(format!("an extra {kind} `{name}`")),
            None => differences.push(format!("an extra {kind} `{name}` on `{table}`")),
            Some(same) if same == &(table.clone(), sql.clone()) => {}
            Some(_) => differences.push(format!("a {kind} `{name}` made otherwise")),
        }
    }
    for (kind, name) in expected.keys() {
        if !found.contains_key(&(kind.clone(), name.clone()))
            && !STATISTICS.contains(&name.as_str())
        {
            differences.push(format!("no {kind} `{name}`"));
        }
    }
    differences
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(entries: &[(&str, &str, &str, &str)]) -> Objects {
        objects(
            entries
                .iter()
                .map(|(kind, name, table, sql)| {
                    (
                        kind.to_string(),
                        name.to_string(),
                        table.to_string(),
                        Some(sql.to_string()),
                    )
                })
                .collect(),
        )
    }

    #[test]
    fn differences_are_named_by_kind_and_name() {
        let expected = schema(&[
            ("table", "users", "users", "CREATE TABLE users (id)"),
            (
                "index",
                "users_id",
                "users",
                "CREATE INDEX users_id ON users (id)",
            ),
            (
                "table",
                "sqlite_stat1",
                "sqlite_stat1",
                "CREATE TABLE sqlite_stat1(tbl,idx,stat)",
            ),
        ]);
        let found = schema(&[
            ("table", "users", "users", "CREATE TABLE users (id, role)"),
            ("trigger", "promote", "users", "CREATE TRIGGER promote ..."),
        ]);
        assert_eq!(
            differences(&found, &expected),
            [
                "a table `users` made otherwise",
                "an extra trigger `promote` on `users`",
                "no index `users_id`",
            ]
        );
        assert!(differences(&expected, &expected).is_empty());
    }
}
