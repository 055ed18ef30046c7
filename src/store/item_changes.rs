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
//! The feed reads them through [`crate::store::feed`].

use crate::domain::dates::WpDateTime;
use crate::domain::items::ItemChange;
use crate::store::changes::ItemChanges;
use crate::store::error::StoreError;
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
) -> Result<(), StoreError> {
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
) -> Result<(), StoreError> {
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
