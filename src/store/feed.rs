//! The change feed's reads: the end of a tenant's feed, its changes after a number,
//! the items they name as they are now, and the removal of the oldest changes. What
//! the changes are and how they are numbered: [`crate::store::item_changes`].

use chrono::NaiveDateTime;

use crate::domain::dates::WpDateTime;
use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::domain::roles::PostFacts;
use crate::store::error::StoreError;
use crate::store::handle::Store;
use crate::store::sql::Sql;

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

impl PostNow {
    /// The facts the capability checks read.
    pub fn facts(&self) -> PostFacts {
        PostFacts {
            author: self.author,
            status: self.status,
            trashed_from: self.trashed_from,
        }
    }
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
    pub async fn item_feed_end(&self, tenant: &str) -> Result<FeedEnd, StoreError> {
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
    ) -> Result<Vec<NumberedChange>, StoreError> {
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
    ) -> Result<Vec<NumberedChange>, StoreError> {
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
    ) -> Result<u64, StoreError> {
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
    pub async fn posts_now(&self, tenant: &str, ids: &[i64]) -> Result<Vec<PostNow>, StoreError> {
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
    ) -> Result<Vec<(i64, Taxonomy)>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql =
            Sql::new("SELECT id, taxonomy FROM terms WHERE tenant_id = $1 AND id IN ").bind(tenant);
        sql.push_ids(ids);
        self.reader().fetch_all(sql).await
    }
}
