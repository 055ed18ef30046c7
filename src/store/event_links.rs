//! The rows linking events to organizers and terms, loaded in batches for a page of
//! events (one query per kind, never one per event).

use crate::store::handle::Store;
use crate::store::posts::POST_COLUMNS;
use crate::store::sql::Sql;
use crate::store::terms::{TERM_COLUMNS, TermRecord};
use crate::store::venues_organizers::{OrganizerFields, OrganizerRecord, select_list};

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

impl Store {
    /// Organizers of the given events, in link order, trashed ones included (an event
    /// does not show them, but still depends on them).
    pub async fn organizers_of_events(
        &self,
        tenant: &str,
        event_ids: &[i64],
    ) -> Result<Vec<OrganizerLink>, sqlx::Error> {
        if event_ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut qb = Sql::new(format!(
            "SELECT eo.event_id, {POST_COLUMNS}, {} FROM event_organizers eo \
             JOIN posts p ON p.id = eo.organizer_id JOIN organizers o ON o.post_id = p.id \
             WHERE eo.tenant_id = $1 AND eo.event_id IN ",
            select_list::<OrganizerFields>("o")
        ))
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
}
