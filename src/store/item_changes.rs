//! The change feed's record: each item (event, venue, organizer, category, tag) that a
//! committed write created, updated, trashed, restored or deleted, numbered per tenant
//! in the order the writes committed, and kept for the tenant's `changes_retention`.
//!
//! The store's writes note the items they change on their transaction
//! ([`WriteTx::item_changed`](crate::store::WriteTx::item_changed)) beside the parts
//! they change; the writer enters them with the commit, inside the transaction
//! ([`enter`]), so a write that rolls back leaves no entry and an acknowledged one
//! always has its entries. Each write sharing a commit has its own.
//!
//! Numbers come from one counter row per tenant, raised by the committing transaction
//! by the count of its changes: the numbers of a tenant have no gaps, and since the
//! row's lock is held to the commit (and on PostgreSQL every write transaction holds
//! its tenant's lock from its start), a transaction numbering after another commits
//! after it. A reader that has seen a number has therefore seen every number below it,
//! whichever instance wrote them (docs/decisions/019-change-feed-cursor.md). Removal
//! takes the oldest first, so the kept numbers of a tenant run without a gap from the
//! oldest kept to the last: a position whose next number is gone has missed changes.

use chrono::NaiveDateTime;

use crate::domain::dates::WpDateTime;
use crate::domain::items::{Action, ItemChange, ItemType};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::store::Store;
use crate::store::changes::ItemChanges;
use crate::store::sql::{Db, Sql};

/// Changes entered by one statement at most: a bulk load changes thousands of items in
/// one commit, and each takes a few bound values.
const CHANGES_PER_STATEMENT: usize = 1_000;

/// Enters the item changes a commit made, tenant by tenant, in the commit's transaction
/// (`db`), numbered after the tenant's last, all at `at`. Everything that must happen
/// with a change in the same transaction as the write that made it starts here.
pub(crate) async fn enter(
    db: &mut Db<'_>,
    committed: &ItemChanges,
    at: WpDateTime,
) -> Result<(), sqlx::Error> {
    for (tenant, changes) in committed {
        number_and_insert(db, tenant, changes, at).await?;
    }
    Ok(())
}

/// Raises `tenant`'s counter by the count of `changes` and inserts them below it; in
/// one statement where the backend chains writes and they fit in one.
async fn number_and_insert(
    db: &mut Db<'_>,
    tenant: &str,
    changes: &[ItemChange],
    at: WpDateTime,
) -> Result<(), sqlx::Error> {
    if changes.is_empty() {
        return Ok(());
    }
    let count = changes.len() as i64;
    let raise = Sql::new(
        "INSERT INTO item_change_counters (tenant_id, last_number) VALUES ($1, $2) \
         ON CONFLICT (tenant_id) DO UPDATE \
         SET last_number = item_change_counters.last_number + excluded.last_number \
         RETURNING last_number - $2 AS numbered_after",
    )
    .bind(tenant)
    .bind(count);
    if db.chains_writes() && changes.len() <= CHANGES_PER_STATEMENT {
        let mut sql = Sql::with_written("counted", raise);
        sql.push(
            " INSERT INTO item_changes (tenant_id, number, item_type, item_id, action, changed_utc) \
             SELECT ",
        )
        .push_bind(tenant)
        .push(", counted.numbered_after + v.position, v.item_type, v.item_id, v.action, ")
        .push_bind(at)
        .push(" FROM counted, (VALUES ");
        for (i, change) in changes.iter().enumerate() {
            sql.push(if i == 0 { "(" } else { ", (" })
                .push_bind(i as i64 + 1)
                .push(", ")
                .push_bind(change.item)
                .push(", ")
                .push_bind(change.id)
                .push(", ")
                .push_bind(change.action)
                .push(")");
        }
        sql.push(") AS v (position, item_type, item_id, action)");
        db.execute(sql).await?;
        return Ok(());
    }
    let before: i64 = db.scalar(raise).await?;
    for (chunk_index, chunk) in changes.chunks(CHANGES_PER_STATEMENT).enumerate() {
        let first = before + (chunk_index * CHANGES_PER_STATEMENT) as i64 + 1;
        let mut sql = Sql::new(
            "INSERT INTO item_changes (tenant_id, number, item_type, item_id, action, changed_utc) VALUES ",
        );
        for (i, change) in chunk.iter().enumerate() {
            sql.push(if i == 0 { "(" } else { ", (" })
                .push_bind(tenant)
                .push(", ")
                .push_bind(first + i as i64)
                .push(", ")
                .push_bind(change.item)
                .push(", ")
                .push_bind(change.id)
                .push(", ")
                .push_bind(change.action)
                .push(", ")
                .push_bind(at)
                .push(")");
        }
        db.execute(sql).await?;
    }
    Ok(())
}

/// One entered change, as the feed reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct NumberedChange {
    pub number: i64,
    pub item_type: ItemType,
    pub item_id: i64,
    pub action: Action,
    pub changed_utc: WpDateTime,
}

/// The end of a tenant's feed: the number of its last change (0 before the first),
/// and that change while it is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeedEnd {
    pub last: i64,
    pub change: Option<NumberedChange>,
}

/// The columns of a [`NumberedChange`], of `item_changes` as `i`.
const CHANGE_COLUMNS: &str = "i.number, i.item_type, i.item_id, i.action, i.changed_utc";

/// A post the feed names, as it is now: who may read it, and when it last changed.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PostNow {
    pub id: i64,
    pub post_type: PostType,
    pub author: i64,
    pub status: PostStatus,
    pub trashed_from: Option<PostStatus>,
    pub modified_utc: WpDateTime,
}

/// A tenant's counter, and its last change while it is kept.
#[derive(sqlx::FromRow)]
struct EndRow {
    last_number: i64,
    number: Option<i64>,
    item_type: Option<ItemType>,
    item_id: Option<i64>,
    action: Option<Action>,
    changed_utc: Option<WpDateTime>,
}

impl EndRow {
    fn change(&self) -> Option<NumberedChange> {
        Some(NumberedChange {
            number: self.number?,
            item_type: self.item_type?,
            item_id: self.item_id?,
            action: self.action?,
            changed_utc: self.changed_utc?,
        })
    }
}

impl Store {
    /// The end of `tenant`'s feed as of now: every change up to it has committed.
    pub async fn item_feed_end(&self, tenant: &str) -> Result<FeedEnd, sqlx::Error> {
        let sql = Sql::new(format!(
            "SELECT c.last_number, {CHANGE_COLUMNS} FROM item_change_counters c \
             LEFT JOIN item_changes i ON i.tenant_id = c.tenant_id AND i.number = c.last_number \
             WHERE c.tenant_id = $1"
        ))
        .bind(tenant);
        let row: Option<EndRow> = self.reader().fetch_optional(sql).await?;
        Ok(row.map_or(
            FeedEnd {
                last: 0,
                change: None,
            },
            |row| FeedEnd {
                last: row.last_number,
                change: row.change(),
            },
        ))
    }

    /// The kept changes of `tenant` among `numbers`.
    pub async fn item_changes_numbered(
        &self,
        tenant: &str,
        numbers: &[i64],
    ) -> Result<Vec<NumberedChange>, sqlx::Error> {
        let mut sql = Sql::new(format!(
            "SELECT {CHANGE_COLUMNS} FROM item_changes i WHERE i.tenant_id = $1 AND i.number IN "
        ))
        .bind(tenant);
        sql.push_ids(numbers);
        self.reader().fetch_all(sql).await
    }

    /// `tenant`'s changes numbered above `after` and up to `through`, oldest first, at
    /// most `limit`; of the types `only` names, or of every type when it names none.
    pub async fn item_changes(
        &self,
        tenant: &str,
        after: i64,
        through: i64,
        only: &[ItemType],
        limit: i64,
    ) -> Result<Vec<NumberedChange>, sqlx::Error> {
        let mut sql = Sql::new(format!(
            "SELECT {CHANGE_COLUMNS} FROM item_changes i \
             WHERE i.tenant_id = $1 AND i.number > $2 AND i.number <= $3"
        ))
        .bind(tenant)
        .bind(after)
        .bind(through);
        if !only.is_empty() {
            sql.push(" AND item_type IN ")
                .push_list(only.iter().copied());
        }
        // Written into the text, as a page's limit is (`Sql::push_page`).
        sql.push(format!(" ORDER BY i.number LIMIT {limit}"));
        self.bounded_reader().fetch_all(sql).await
    }

    /// Removes `tenant`'s changes entered before `cutoff`, oldest first: up to the first
    /// one entered at or after it (by the clocks of the instances that wrote them), so
    /// that what is kept runs without a gap. One statement, outside any write
    /// transaction: readers see the changes gone all at once or not at all.
    pub async fn prune_item_changes(
        &self,
        tenant: &str,
        cutoff: NaiveDateTime,
    ) -> Result<u64, sqlx::Error> {
        let sql = Sql::new(
            "DELETE FROM item_changes WHERE tenant_id = $1 AND number < COALESCE(\
             (SELECT MIN(number) FROM item_changes WHERE tenant_id = $1 AND changed_utc >= $2), \
             (SELECT MAX(number) + 1 FROM item_changes WHERE tenant_id = $1))",
        )
        .bind(tenant)
        .bind(WpDateTime(cutoff));
        self.writer().execute(sql).await
    }

    /// The posts among `ids` as they are now (unknown ids are left out).
    pub async fn posts_now(&self, tenant: &str, ids: &[i64]) -> Result<Vec<PostNow>, sqlx::Error> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql = Sql::new(
            "SELECT id, post_type, author, status, trashed_from, modified_utc \
             FROM posts WHERE tenant_id = $1 AND id IN ",
        )
        .bind(tenant);
        sql.push_ids(ids);
        self.reader().fetch_all(sql).await
    }

    /// The terms among `ids` that exist now, with their taxonomy.
    pub async fn terms_now(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<(i64, Taxonomy)>, sqlx::Error> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql =
            Sql::new("SELECT id, taxonomy FROM terms WHERE tenant_id = $1 AND id IN ").bind(tenant);
        sql.push_ids(ids);
        self.reader().fetch_all(sql).await
    }
}
