//! An event's record: its columns, declared once, and what is derived from them (the
//! select list, the decoders of its rows, the insert and the update of its row).

use std::sync::LazyLock;

use crate::domain::dates::WpDateTime;
use crate::store::columns::{OwnColumns, column_list, own_columns, push_values, select_list};
use crate::store::direct::Columns;
use crate::store::posts::POST_COLUMNS;
use crate::store::sql::{ChangedColumns, Sql};

own_columns! {
    /// Everything stored about one event except its id and its links to organizers and
    /// terms: its post's row, and the columns of its own row, each the field of its name.
    #[derive(Debug, Clone, Default)]
    pub struct EventData {
        pub post: PostData,
        pub start_local: WpDateTime,
        pub end_local: WpDateTime,
        pub start_utc: WpDateTime,
        pub end_utc: WpDateTime,
        pub timezone: String,
        pub timezone_abbr: String,
        pub all_day: bool,
        pub cost: String,
        pub cost_symbol: String,
        pub cost_position: String,
        /// `None`: never stored, so responses show the permalink.
        pub website: Option<String>,
        pub show_map: bool,
        pub show_map_link: bool,
        pub hide_from_listings: bool,
        pub featured: bool,
        pub image_id: Option<i64>,
        pub venue_id: Option<i64>,
    }
}

/// A stored event.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EventRecord {
    pub id: i64,
    #[sqlx(flatten)]
    pub data: EventData,
    /// The organizers it links to, in link order, trashed ones included.
    #[sqlx(try_from = "Option<String>")]
    pub organizer_ids: IdList,
    /// The categories and tags it links to, as stored: by id (a view shows them by
    /// name, as WordPress orders them).
    #[sqlx(try_from = "Option<String>")]
    pub term_ids: IdList,
    /// How many times the event was updated since it was created (its iCalendar
    /// `SEQUENCE`).
    pub revision: i64,
}

/// Ids of an event's links as its row keeps them: comma-separated, `NULL` for none.
/// Read with the event's row, they spare a page of events one query per kind of link.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IdList(pub Vec<i64>);

impl TryFrom<Option<String>> for IdList {
    type Error = std::num::ParseIntError;

    fn try_from(text: Option<String>) -> Result<Self, Self::Error> {
        text.as_deref()
            .map_or(Ok(Vec::new()), |t| {
                t.split(',').map(str::parse).collect::<Result<_, _>>()
            })
            .map(IdList)
    }
}

impl rusqlite::types::FromSql for IdList {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        IdList::try_from(Option::<String>::column_result(value)?)
            .map_err(|e| rusqlite::types::FromSqlError::Other(Box::new(e)))
    }
}

impl EventRecord {
    /// An event as [`EVENT_COLUMNS`] selects it, each column read by its name.
    pub(super) fn from_columns(c: &mut Columns<'_, '_, '_>) -> rusqlite::Result<EventRecord> {
        Ok(EventRecord {
            id: c.get("id")?,
            data: EventData::from_columns(c)?,
            organizer_ids: c.get("organizer_ids")?,
            term_ids: c.get("term_ids")?,
            revision: c.get("revision")?,
        })
    }
}

/// The select list of an event: its post's columns and its own, then the copies of its
/// links and its revision, which the store's triggers and updates keep.
pub(super) static EVENT_COLUMNS: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {POST_COLUMNS}, {}, e.organizer_ids, e.term_ids, e.revision ",
        select_list::<EventData>("e")
    )
});

/// The tables the columns of an event come from.
pub(super) const EVENTS_FROM: &str = "FROM posts p JOIN events e ON e.post_id = p.id ";

/// The select of one event by id.
pub(super) fn event_by_id(tenant: &str, id: i64) -> Sql {
    let mut qb = Sql::new(EVENT_COLUMNS.as_str());
    qb.push(EVENTS_FROM)
        .push("WHERE p.tenant_id = ")
        .push_bind(tenant)
        .push(" AND p.id = ")
        .push_bind(id);
    qb
}

/// An event of a counted page, with the number of matches in all.
#[derive(sqlx::FromRow)]
pub(super) struct CountedEvent {
    #[sqlx(flatten)]
    pub(super) event: EventRecord,
    pub(super) total: i64,
}

impl CountedEvent {
    /// The event's columns as [`EVENT_COLUMNS`] selects them, and the total.
    pub(super) fn from_columns(c: &mut Columns<'_, '_, '_>) -> rusqlite::Result<CountedEvent> {
        Ok(CountedEvent {
            event: EventRecord::from_columns(c)?,
            total: c.get("total")?,
        })
    }
}

/// Appends to `sql` the insert of `d`'s event row, returning its post's id: `post_id`,
/// or, when `None`, the id returned by the write `sql` names `post`
/// ([`Sql::with_written`]), which inserts no event when it returned no row.
pub(super) fn event_insert(mut sql: Sql, tenant: &str, d: &EventData, post_id: Option<i64>) -> Sql {
    sql.push(format!(
        "INSERT INTO events (post_id, tenant_id, {}) SELECT ",
        column_list::<EventData>()
    ));
    match post_id {
        Some(id) => sql.push_bind(id),
        None => sql.push("post.id"),
    };
    sql.push(", ").push_bind(tenant);
    push_values(&mut sql, d);
    if post_id.is_none() {
        sql.push(" FROM post");
    }
    sql.push(" RETURNING post_id");
    sql
}

/// Appends to `sql` the update of event `id`'s row from `b` to `d`, naming the columns
/// that change, and raising its revision, which every update does.
pub(super) fn event_update(sql: Sql, tenant: &str, id: i64, b: &EventData, d: &EventData) -> Sql {
    let mut update = ChangedColumns::after(sql, "events");
    update.always("revision = revision + 1");
    d.set_changed(b, &mut update);
    update.of_updated_row(tenant, "post_id", id)
}
