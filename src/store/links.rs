//! What events link to: venues, organizers, categories, tags and images, loaded in
//! batches for a page of events (one query per kind, never one per event).

use crate::domain::dates::WpDateTime;
use crate::domain::post::{PostStatus, PostType};
use crate::store::handle::{Store, WriteTx};
use crate::store::linked::OrganizerRecord;
use crate::store::posts::POST_COLUMNS;
use crate::store::sql::Sql;
use crate::store::terms::{TERM_COLUMNS, TermRecord};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrganizerLink {
    pub event_id: i64,
    #[sqlx(flatten)]
    pub organizer: OrganizerRecord,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TermLink {
    pub event_id: i64,
    #[sqlx(flatten)]
    pub term: TermRecord,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ImageRecord {
    pub id: i64,
    pub url: String,
    pub width: Option<i64>,
    pub height: Option<i64>,
}

impl Store {
    /// Organizers of the given events, in link order; trashed organizers are left out.
    pub async fn organizers_of_events(
        &self,
        tenant: &str,
        event_ids: &[i64],
    ) -> Result<Vec<OrganizerLink>, sqlx::Error> {
        if event_ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = Sql::new(format!(
            "SELECT eo.event_id, {POST_COLUMNS}, o.phone, o.website, o.email, o.image_id FROM event_organizers eo \
             JOIN posts p ON p.id = eo.organizer_id JOIN organizers o ON o.post_id = p.id \
             WHERE p.status <> $1 AND eo.tenant_id = $2 AND eo.event_id IN "
        ))
        .bind(PostStatus::Trash)
        .bind(tenant);
        qb.push_ids(event_ids)
            .push(" ORDER BY eo.event_id, eo.position");
        self.reader().fetch_all(qb).await
    }

    /// Categories and tags of the given events, by name as WordPress orders them.
    pub async fn terms_of_events(
        &self,
        tenant: &str,
        event_ids: &[i64],
    ) -> Result<Vec<TermLink>, sqlx::Error> {
        if event_ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = Sql::new(format!(
            "SELECT et.event_id, {TERM_COLUMNS} FROM event_terms et JOIN terms t ON t.id = et.term_id \
             WHERE et.tenant_id = $1 AND et.event_id IN "
        ))
        .bind(tenant);
        qb.push_ids(event_ids)
            .push(" ORDER BY et.event_id, t.name, t.id");
        self.reader().fetch_all(qb).await
    }

    pub async fn images_by_ids(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<ImageRecord>, sqlx::Error> {
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
    ) -> Result<i64, sqlx::Error> {
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
        Ok(id)
    }
}
