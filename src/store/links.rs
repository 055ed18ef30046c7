//! What events link to: venues, organizers, categories, tags and images, loaded in
//! batches for a page of events (one query per kind, never one per event).

use sqlx::QueryBuilder;

use crate::store::linked::OrganizerRecord;
use crate::store::posts::POST_COLUMNS;
use crate::store::{Db, Store, WriteTx};

/// Taxonomy names, as WordPress has them.
pub const CATEGORY: &str = "tribe_events_cat";
pub const TAG: &str = "post_tag";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrganizerLink {
    pub event_id: i64,
    #[sqlx(flatten)]
    pub organizer: OrganizerRecord,
}

/// A category or tag with its count of published events.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TermRecord {
    pub id: i64,
    pub taxonomy: String,
    pub name: String,
    pub slug: String,
    pub description: String,
    pub parent_id: i64,
    pub count: i64,
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

const TERM_COLUMNS: &str = "t.id, t.taxonomy, t.name, t.slug, t.description, t.parent_id, \
    (SELECT COUNT(*) FROM event_terms c JOIN posts cp ON cp.id = c.event_id \
     WHERE c.term_id = t.id AND cp.status = 'publish') AS count";

fn push_ids(qb: &mut QueryBuilder<Db>, ids: &[i64]) {
    qb.push("(");
    let mut sep = qb.separated(", ");
    for id in ids {
        sep.push_bind(*id);
    }
    if ids.is_empty() {
        sep.push("-1");
    }
    qb.push(")");
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
        let mut qb = QueryBuilder::<Db>::new(format!(
            "SELECT eo.event_id, {POST_COLUMNS}, o.phone, o.website, o.email, o.image_id FROM event_organizers eo \
             JOIN posts p ON p.id = eo.organizer_id JOIN organizers o ON o.post_id = p.id \
             WHERE p.status <> 'trash' AND eo.tenant_id = "
        ));
        qb.push_bind(tenant).push(" AND eo.event_id IN ");
        push_ids(&mut qb, event_ids);
        qb.push(" ORDER BY eo.event_id, eo.position");
        qb.build_query_as().fetch_all(self.reader()).await
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
        let mut qb = QueryBuilder::<Db>::new(format!(
            "SELECT et.event_id, {TERM_COLUMNS} FROM event_terms et JOIN terms t ON t.id = et.term_id WHERE et.tenant_id = "
        ));
        qb.push_bind(tenant).push(" AND et.event_id IN ");
        push_ids(&mut qb, event_ids);
        qb.push(" ORDER BY et.event_id, t.name, t.id");
        qb.build_query_as().fetch_all(self.reader()).await
    }

    pub async fn images_by_ids(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<ImageRecord>, sqlx::Error> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = QueryBuilder::<Db>::new(
            "SELECT post_id AS id, url, width, height FROM images WHERE tenant_id = ",
        );
        qb.push_bind(tenant).push(" AND post_id IN ");
        push_ids(&mut qb, ids);
        qb.build_query_as().fetch_all(self.reader()).await
    }

    /// Resolves list items to term ids of `taxonomy`: numbers by id, text by slug or
    /// name (case-insensitive). Returns the ids found and the items that match nothing.
    pub async fn resolve_terms(
        &self,
        tenant: &str,
        taxonomy: &str,
        items: &[String],
    ) -> Result<(Vec<i64>, Vec<String>), sqlx::Error> {
        let mut ids = Vec::new();
        let mut unknown = Vec::new();
        for item in items {
            let found: Option<i64> = match item.parse::<i64>() {
                Ok(id) => sqlx::query_scalar("SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND id = $3")
                    .bind(tenant)
                    .bind(taxonomy)
                    .bind(id)
                    .fetch_optional(self.reader())
                    .await?,
                Err(_) => sqlx::query_scalar(
                    "SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND (slug = $3 OR lower(name) = lower($4)) \
                     ORDER BY slug = $3 DESC, id LIMIT 1",
                )
                .bind(tenant)
                .bind(taxonomy)
                .bind(crate::domain::slug::sanitize_title(item))
                .bind(item)
                .fetch_optional(self.reader())
                .await?,
            };
            match found {
                Some(id) if !ids.contains(&id) => ids.push(id),
                Some(_) => {}
                None => unknown.push(item.clone()),
            }
        }
        Ok((ids, unknown))
    }

    /// The given categories and all their descendants.
    pub async fn categories_with_descendants(
        &self,
        tenant: &str,
        ids: &[i64],
    ) -> Result<Vec<i64>, sqlx::Error> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = QueryBuilder::<Db>::new(
            "WITH RECURSIVE tree(id) AS (SELECT id FROM terms WHERE tenant_id = ",
        );
        qb.push_bind(tenant)
            .push(" AND taxonomy = 'tribe_events_cat' AND id IN ");
        push_ids(&mut qb, ids);
        qb.push(" UNION SELECT t.id FROM terms t JOIN tree ON t.parent_id = tree.id WHERE t.tenant_id = ");
        qb.push_bind(tenant);
        qb.push(") SELECT id FROM tree");
        qb.build_query_scalar().fetch_all(self.reader()).await
    }

    /// Creates a term named `name` (slug from the name, made unique) and returns its id.
    pub async fn create_term(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: &str,
        name: &str,
    ) -> Result<i64, sqlx::Error> {
        let base = crate::domain::slug::sanitize_title(name);
        let base = if base.is_empty() {
            "term".to_string()
        } else {
            base
        };
        let taken: Vec<String> = sqlx::query_scalar(
            "SELECT slug FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND (slug = $3 OR slug LIKE $4 ESCAPE '\\')",
        )
        .bind(tenant)
        .bind(taxonomy)
        .bind(&base)
        .bind(format!("{}-%", crate::store::escape_like(&base)))
        .fetch_all(&mut **tx)
        .await?;
        let mut slug = base.clone();
        let mut n = 2;
        while taken.contains(&slug) {
            slug = crate::domain::slug::with_suffix(&base, n);
            n += 1;
        }
        sqlx::query_scalar("INSERT INTO terms (tenant_id, taxonomy, name, slug) VALUES ($1, $2, $3, $4) RETURNING id")
            .bind(tenant)
            .bind(taxonomy)
            .bind(name)
            .bind(&slug)
            .fetch_one(&mut **tx)
            .await
    }

    /// The image stored for `url`, created (as an attachment post) when new.
    pub async fn image_for_url(
        tx: &mut WriteTx,
        tenant: &str,
        url: &str,
        author: i64,
        now_utc: &str,
    ) -> Result<i64, sqlx::Error> {
        let existing: Option<i64> = sqlx::query_scalar(
            "SELECT post_id FROM images WHERE tenant_id = $1 AND url = $2 LIMIT 1",
        )
        .bind(tenant)
        .bind(url)
        .fetch_optional(&mut **tx)
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
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO posts (tenant_id, post_type, author, status, title, date_local, date_utc, modified_local, modified_utc) \
             VALUES ($1, 'attachment', $2, 'inherit', $3, $4, $4, $4, $4) RETURNING id",
        )
        .bind(tenant)
        .bind(author)
        .bind(title)
        .bind(now_utc)
        .fetch_one(&mut **tx)
        .await?;
        sqlx::query("INSERT INTO images (post_id, tenant_id, url) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(tenant)
            .bind(url)
            .execute(&mut **tx)
            .await?;
        Ok(id)
    }
}

impl Store {
    /// `id` when it is a term of `taxonomy` in `tenant`.
    pub async fn term_id_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: &str,
        id: i64,
    ) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar(
            "SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND id = $3",
        )
        .bind(tenant)
        .bind(taxonomy)
        .bind(id)
        .fetch_optional(&mut **tx)
        .await
    }

    /// The term whose slug matches `name` as a slug would be made from it, or whose name
    /// equals it ignoring case.
    pub async fn term_by_name_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        taxonomy: &str,
        name: &str,
    ) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar(
            "SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $2 AND (slug = $3 OR lower(name) = lower($4)) \
             ORDER BY slug = $3 DESC, id LIMIT 1",
        )
        .bind(tenant)
        .bind(taxonomy)
        .bind(crate::domain::slug::sanitize_title(name))
        .bind(name)
        .fetch_optional(&mut **tx)
        .await
    }
}
