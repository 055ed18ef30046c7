//! Images: attachment posts with a URL, which events, venues and organizers show.

use crate::domain::dates::WpDateTime;
use crate::domain::post::PostType;
use crate::store::changes::Part;
use crate::store::error::StoreError;
use crate::store::handle::{Store, WriteTx};
use crate::store::sql::Sql;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ImageRecord {
    pub id: i64,
    pub url: String,
    pub width: Option<i64>,
    pub height: Option<i64>,
}

impl Store {
    /// The images with `ids`, read from the store (see also `Records::get`).
    pub async fn stored_images_by_ids(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<ImageRecord>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = Sql::new(
            "SELECT post_id AS id, url, width, height FROM images WHERE tenant_id = $1 AND post_id IN ",
        )
        .bind(tenant);
        qb.push_ids(ids);
        self.reader().fetch_all(qb).await
    }

    /// The image stored for `url`, created (as an attachment post) when new.
    pub async fn image_for_url(
        tx: &mut WriteTx,
        tenant: &str,
        url: &str,
        author: i64,
        now_utc: WpDateTime,
    ) -> Result<i64, StoreError> {
        let mut db = tx.on(tenant).await?;
        let existing: Option<i64> = db
            .scalar_optional(
                Sql::new("SELECT post_id FROM images WHERE tenant_id = $1 AND url = $2 LIMIT 1")
                    .bind(tenant)
                    .bind(url),
            )
            .await?;
        if let Some(id) = existing {
            return Ok(id);
        }
        let title = url
            .rsplit('/')
            .next()
            .unwrap_or(url)
            .split(['?', '#'])
            .next()
            .unwrap_or("");
        // Attachments keep WordPress's `inherit` status, outside the statuses a client
        // writes: no route reads an image as a post.
        let sql = Sql::new(
            "INSERT INTO posts (tenant_id, post_type, author, status, title, date_local, date_utc, modified_local, modified_utc) \
             VALUES ($1, $2, $3, 'inherit', $4, $5, $5, $5, $5) RETURNING id",
        )
        .bind(tenant)
        .bind(PostType::Image)
        .bind(author)
        .bind(title)
        .bind(now_utc);
        let id: i64 = db.scalar(sql).await?;
        let sql = Sql::new("INSERT INTO images (post_id, tenant_id, url) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(tenant)
            .bind(url);
        db.execute(sql).await?;
        // A new attachment, which no read shows until a write links it.
        tx.changed(tenant, [Part::Post(id)]);
        Ok(id)
    }
}
