//! Event rows: the post row plus the event's dates, flags and links.

use std::mem;

use crate::domain::dates::WpDateTime;
use crate::domain::items::{Action, ItemType};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::store::changes::Part;
use crate::store::direct::Columns;
use crate::store::handle::{Store, WriteTx};
use crate::store::posts::{
    PostData, claiming_slug, note_inserted, note_updated, post_insert, post_update,
};
use crate::store::search::{StartDays, TextIndex, push_search_words, tests_window_on_the_row};
use crate::store::slugs::first_free_slug;
use crate::store::sql::{Arg, ChangedColumns, Sql};
use crate::store::translations::LanguageChain;

/// Everything stored about one event except its id and its links to organizers and terms.
#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct EventData {
    #[sqlx(flatten)]
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
    /// An event as [`EVENT_COLUMNS`] selects it.
    fn from_columns(c: &mut Columns<'_, '_>) -> rusqlite::Result<EventRecord> {
        Ok(EventRecord {
            id: c.next()?,
            data: EventData {
                post: PostData::from_columns(c)?,
                start_local: c.next()?,
                end_local: c.next()?,
                start_utc: c.next()?,
                end_utc: c.next()?,
                timezone: c.next()?,
                timezone_abbr: c.next()?,
                all_day: c.next()?,
                cost: c.next()?,
                cost_symbol: c.next()?,
                cost_position: c.next()?,
                website: c.next()?,
                show_map: c.next()?,
                show_map_link: c.next()?,
                hide_from_listings: c.next()?,
                featured: c.next()?,
                image_id: c.next()?,
                venue_id: c.next()?,
            },
            organizer_ids: c.next()?,
            term_ids: c.next()?,
            revision: c.next()?,
        })
    }
}

const EVENT_COLUMNS: &str = "SELECT p.id, p.author, p.status, p.title, p.content, p.excerpt, p.slug, p.password, \
    p.parent_id, p.menu_order, p.date_local, p.date_utc, p.modified_local, p.modified_utc, p.trashed_slug, \
    p.trashed_from, p.lang, e.start_local, e.end_local, e.start_utc, e.end_utc, e.timezone, e.timezone_abbr, e.all_day, \
    e.cost, e.cost_symbol, e.cost_position, e.website, e.show_map, e.show_map_link, e.hide_from_listings, \
    e.featured, e.image_id, e.venue_id, e.organizer_ids, e.term_ids, e.revision ";

/// The tables the columns of an event come from.
const EVENTS_FROM: &str = "FROM posts p JOIN events e ON e.post_id = p.id ";

/// The tenants with scheduled posts due by `$1`, and the publishing of one tenant's
/// (`$1` the published status, `$2` the time, `$3` the tenant). Both write the scheduled
/// status as the literal of the condition of `posts_scheduled` (migration 0013), which a
/// bound value does not match: through that index they read the due posts alone, not
/// every post of every tenant. Public so that tests can check their plans.
pub const DUE_TENANTS: &str = "SELECT DISTINCT tenant_id FROM posts WHERE status = 'future' AND date_utc <= $1 \
     ORDER BY tenant_id";
pub const PUBLISH_DUE: &str = "UPDATE posts SET status = $1 WHERE status = 'future' \
     AND date_utc <= $2 AND tenant_id = $3 RETURNING id, post_type";

/// Which events a list request asks for; bounds are local wall-clock texts.
#[derive(Debug, Clone, Default)]
pub struct EventFilter {
    pub statuses: Vec<PostStatus>,
    pub start_min: Option<String>,
    pub end_max: Option<String>,
    pub starts_before: Option<String>,
    pub starts_after: Option<String>,
    pub ends_before: Option<String>,
    pub ends_after: Option<String>,
    /// Lower-case words that must each occur in title, excerpt or description.
    pub search_words: Vec<String>,
    /// Any of these categories (already expanded to their descendants).
    pub category_ids: Option<Vec<i64>>,
    pub tag_ids: Option<Vec<i64>>,
    pub venue_ids: Option<Vec<i64>>,
    pub organizer_ids: Option<Vec<i64>>,
    pub featured: Option<bool>,
    pub include: Option<Vec<i64>>,
    pub post_parent: Option<i64>,
    /// Only published posts and those of this author.
    pub published_or_author: Option<i64>,
    /// The password-protected events a search or a category or tag filter may match.
    pub protected: Protected,
    /// On tenants that keep text per language: the languages whose text the search
    /// words are matched against (see [`LanguageChain::served`]).
    pub text_languages: Option<LanguageChain>,
}

/// Which password-protected events a caller's search and category or tag filters
/// match: only those whose protected text and terms the caller may read, that is may
/// edit (anyone else reads them only with the password, one event at a time), so that
/// matches tell nothing about what the password hides.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Protected {
    /// None of them.
    #[default]
    Hidden,
    /// Those of this author; with `published_too`, also their published and scheduled
    /// ones (contributors may edit their own drafts and pending events only).
    Own { author: i64, published_too: bool },
    /// All of them: the caller may edit every event.
    All,
}

impl EventFilter {
    /// Whether the filter matches on what a password protects.
    fn looks_into_protected(&self) -> bool {
        self.protected != Protected::All
            && (!self.search_words.is_empty()
                || self.category_ids.is_some()
                || self.tag_ids.is_some())
    }
}

/// The `FROM` of a statement that finds `f`'s matches, to count them or to number a
/// search's: the events, joined to their posts only where `f` filters on columns of
/// `posts` beyond what `events` mirrors. Search words are tested on the event row's
/// copy of its post's text, except on tenants that keep text per language, whose
/// variants serve a text over the post and its translations.
fn matches_from(f: &EventFilter) -> &'static str {
    let needs_posts = (!f.search_words.is_empty() && f.text_languages.is_some())
        || f.published_or_author.is_some()
        || f.post_parent.is_some()
        || (f.looks_into_protected() && matches!(f.protected, Protected::Own { .. }));
    if needs_posts {
        "FROM events e JOIN posts p ON p.id = e.post_id "
    } else {
        "FROM events e "
    }
}

/// A count of the events that match `f`.
fn push_count(qb: &mut Sql, tenant: &str, f: &EventFilter, index: TextIndex) {
    if let Some(window) = DayWindow::of(f) {
        return push_count_by_day(qb, tenant, f, &window);
    }
    qb.push("SELECT COUNT(*) ").push(matches_from(f));
    push_filter(qb, tenant, f, index);
}

/// The text that ends a day `YYYY-MM-DD` as a bound on date-times: `YYYY-MM-DD 24`
/// sorts after every `YYYY-MM-DD HH:MM:SS` of the day and before the next day's.
const DAY_END: &str = " 24";

/// The last second of a day as it ends a stored date-time (seconds run to 59).
const LAST_SECOND: &str = " 23:59:59";

/// See [`DayWindow::end_cut`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EndCut<'f> {
    /// Events ending on this day may end past the bounds on the end.
    Day(&'f str),
    /// Events ending on this day end within the bounds on the end; later ones do not.
    AfterDay(&'f str),
}

impl EndCut<'_> {
    /// The cut as a bound on date-times and on days alike: every end before it is
    /// within the bounds on the end.
    fn bound(self) -> String {
        match self {
            EndCut::Day(day) => day.to_owned(),
            EndCut::AfterDay(day) => format!("{day}{DAY_END}"),
        }
    }
}

/// A bound on a date-time column: its value, and whether the value itself is inside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Bound<'f> {
    value: &'f str,
    inclusive: bool,
}

impl<'f> Bound<'f> {
    fn new(value: &'f Option<String>, inclusive: bool) -> Option<Bound<'f>> {
        value.as_deref().map(|value| Bound { value, inclusive })
    }

    /// The tighter of two lower bounds (`lower`) or of two upper ones.
    fn tighter(self, other: Bound<'f>, lower: bool) -> Bound<'f> {
        match self.value.cmp(other.value) {
            std::cmp::Ordering::Equal if self.inclusive => other,
            std::cmp::Ordering::Equal => self,
            std::cmp::Ordering::Greater if lower => self,
            std::cmp::Ordering::Less if !lower => self,
            _ => other,
        }
    }

    fn tightest(bounds: impl IntoIterator<Item = Option<Bound<'f>>>, lower: bool) -> Option<Self> {
        bounds
            .into_iter()
            .flatten()
            .reduce(|a, b| a.tighter(b, lower))
    }
}

/// A list that filters on statuses and dates only, as `event_days` counts it: the
/// tightest bounds on its start, and the days strictly between their days, which
/// `event_days` can count whole.
#[derive(Debug, PartialEq, Eq)]
struct DayWindow<'f> {
    /// The tightest lower bound on the start.
    lower: Option<Bound<'f>>,
    /// The tightest upper bound on the start (bounds on the end bound it too: no event
    /// ends before it starts).
    upper: Option<Bound<'f>>,
    /// The day of the lower bound on the end: every event starting on a later day ends
    /// after the bound.
    ends_after: Option<&'f str>,
    /// The tightest upper bound on the end.
    ends_within: Option<Bound<'f>>,
}

impl<'f> DayWindow<'f> {
    /// `None` when `f` filters on anything but statuses and dates, holds a bound that
    /// is not a date-time, or spans less than two days (its edges are all of it).
    fn of(f: &'f EventFilter) -> Option<DayWindow<'f>> {
        // Every field named, so that a new filter cannot be left out of this test.
        let EventFilter {
            statuses: _,
            start_min,
            end_max,
            starts_before,
            starts_after,
            ends_before,
            ends_after,
            search_words,
            category_ids,
            tag_ids,
            venue_ids,
            organizer_ids,
            featured,
            include,
            post_parent,
            published_or_author,
            // Both matter only to searches and term filters.
            protected: _,
            text_languages: _,
        } = f;
        let dates_only = search_words.is_empty()
            && category_ids.is_none()
            && tag_ids.is_none()
            && venue_ids.is_none()
            && organizer_ids.is_none()
            && featured.is_none()
            && include.is_none()
            && post_parent.is_none()
            && published_or_author.is_none();
        let bounds = [
            start_min,
            starts_after,
            starts_before,
            end_max,
            ends_before,
            ends_after,
        ];
        let well_formed = bounds
            .iter()
            .all(|b| b.as_deref().is_none_or(|v| day_of(v).is_some()));
        if !dates_only || !well_formed {
            return None;
        }
        let (lower, upper) = start_bounds(f);
        let window = DayWindow {
            lower,
            upper,
            ends_after: ends_after.as_deref().and_then(day_of),
            ends_within: Bound::tightest(
                [Bound::new(end_max, true), Bound::new(ends_before, false)],
                false,
            ),
        };
        match (window.after(), window.before()) {
            (Some(after), Some(before)) if before <= after => None,
            _ => Some(window),
        }
    }

    /// The day of the lower bound: inner days come after it.
    fn after(&self) -> Option<&'f str> {
        self.lower.and_then(|b| day_of(b.value))
    }

    /// The day of the upper bound: inner days come before it.
    fn before(&self) -> Option<&'f str> {
        self.upper.and_then(|b| day_of(b.value))
    }

    /// The day of the tightest upper bound on the end: every event ending on an earlier
    /// day ends within the bounds on the end, none ending on a later day does.
    fn ends_by(&self) -> Option<&'f str> {
        self.ends_within.and_then(|b| day_of(b.value))
    }

    /// Where the ends that an inner day's rows count stop: events ending before it end
    /// within the bounds on the end. That is the start of the day of the tightest upper
    /// bound on the end ([`Self::ends_by`]), or the end of that day when the bound admits
    /// its last second (a date's `end_date` does): then the events ending on that day
    /// are counted from the rows too, instead of being read one by one.
    fn end_cut(&self) -> Option<EndCut<'f>> {
        let day = self.ends_by()?;
        let bound = self.ends_within?;
        let time = bound.value.get(10..).unwrap_or_default();
        let whole_day = if bound.inclusive {
            time >= LAST_SECOND
        } else {
            time > LAST_SECOND
        };
        Some(if whole_day {
            EndCut::AfterDay(day)
        } else {
            EndCut::Day(day)
        })
    }

    /// Whether `ends_after` falls on `day` or later: then some of the day's events may
    /// end before it, and the day is read event by event.
    fn ends_after_reaches(&self, day: &str) -> bool {
        self.ends_after.is_some_and(|ends_after| ends_after >= day)
    }

    /// The later of the days of the lower bounds on the start and on the end: events
    /// starting on an inner day after it are counted from the rows of their days.
    fn counted_after(&self) -> Option<&'f str> {
        self.after().max(self.ends_after)
    }

    /// The hour of the lower bound, when the first day's later hours can be counted
    /// from `event_hours`: every event starting on that day ends after `ends_after`.
    fn first_day_hour(&self) -> Option<&'f str> {
        if self.ends_after_reaches(self.after()?) {
            return None;
        }
        hour_of(self.lower?.value)
    }

    /// The hour of the upper bound, when the last day's events can be counted from
    /// `event_hour_ends` by the hour they end: the tightest upper bound on the start is
    /// the one on the end, on that day, and every event starting on that day ends after
    /// `ends_after`. Only events ending on the day they start can end within it then.
    fn last_day_hour(&self) -> Option<&'f str> {
        let before = self.before()?;
        let ends_within = self.ends_within?;
        if self.upper != Some(ends_within) || self.ends_after_reaches(before) {
            return None;
        }
        hour_of(ends_within.value)
    }
}

/// The tightest lower and upper bounds `f` puts on the start (bounds on the end bound
/// it too: no event ends before it starts).
fn start_bounds(f: &EventFilter) -> (Option<Bound<'_>>, Option<Bound<'_>>) {
    let lower = Bound::tightest(
        [
            Bound::new(&f.start_min, true),
            Bound::new(&f.starts_after, false),
        ],
        true,
    );
    let upper = Bound::tightest(
        [
            Bound::new(&f.starts_before, false),
            Bound::new(&f.end_max, true),
            Bound::new(&f.ends_before, false),
        ],
        false,
    );
    (lower, upper)
}

/// The days the events `f` lists start within.
fn start_days(f: &EventFilter) -> StartDays {
    let (lower, upper) = start_bounds(f);
    // `YYYY-MM-DD` read as the number `YYYYMMDD`: they sort alike.
    let day = |bound: Option<Bound<'_>>| {
        let day = day_of(bound?.value)?;
        day.replace('-', "").parse().ok()
    };
    StartDays {
        first: day(lower),
        last: day(upper),
    }
}

/// The day `YYYY-MM-DD` of a date-time text, `None` when it is not one.
fn day_of(date_time: &str) -> Option<&str> {
    let day = date_time.get(..10)?;
    let well_formed = day.bytes().enumerate().all(|(i, b)| match i {
        4 | 7 => b == b'-',
        _ => b.is_ascii_digit(),
    });
    well_formed.then_some(day)
}

/// The hour `YYYY-MM-DD HH` of a date-time text, `None` when it has none.
fn hour_of(date_time: &str) -> Option<&str> {
    day_of(date_time)?;
    let hour = date_time.get(..13)?;
    let well_formed =
        matches!(hour.as_bytes()[10..], [b' ', h, l] if h.is_ascii_digit() && l.is_ascii_digit());
    well_formed.then_some(hour)
}

/// The text that ends an hour `YYYY-MM-DD HH` as a bound on date-times, as [`DAY_END`]
/// ends a day.
const HOUR_END: &str = ":60";

/// A count of the events that match `f`, a filter on statuses and dates (see
/// [`DayWindow`]), from the days strictly inside its window. Each part reads one range
/// of an index (naming one bound on each side of what it reads, so that the range is
/// the one read), so the count costs the events of the window's edges and a few rows
/// per day, not an entry per event:
/// - the days whose events all end within the bounds on the end, from `event_days`;
/// - the first day: its events from the bound to the end of the bound's hour event by
///   event, its later hours from `event_hours` (see [`DayWindow::first_day_hour`]);
/// - the last day: by the hour its events end, from `event_hour_ends`, and those ending
///   in the bound's hour event by event (see [`DayWindow::last_day_hour`]);
/// - either day event by event where its hours cannot count it;
/// - the other days after the day of `ends_after`, whose events may end past the window:
///   their events, less those ending on or after the earliest day of the upper bounds
///   on the end (`event_day_ends`), plus those of them that end on that day within the
///   bounds, read by their end; or, when the bound admits that whole day, less those
///   ending after it (see [`DayWindow::end_cut`]);
/// - the days up to the day of `ends_after`, day by day, event by event.
fn push_count_by_day(qb: &mut Sql, tenant: &str, f: &EventFilter, window: &DayWindow<'_>) {
    qb.push("SELECT CAST((SELECT COALESCE(SUM(d.events), 0) FROM event_days d WHERE ");
    push_days_between(qb, tenant, f, window.counted_after(), window.before());
    let end_cut = window.end_cut();
    if let Some(cut) = end_cut {
        qb.push(" AND d.latest_end < ").push_bind(cut.bound());
    }
    qb.push(")");
    if let Some(after) = window.after() {
        // The first day from the bound to the end of its hour, or to the end of the day.
        let first_hour = window.first_day_hour();
        let first_day_end = format!("{after}{DAY_END}");
        qb.push(" + (SELECT COUNT(*) FROM events e WHERE ");
        push_listed(qb, tenant, f);
        push_start_bound(qb, window.lower, ">");
        qb.push(" AND e.start_local < ")
            .push_bind(match first_hour {
                Some(hour) => format!("{hour}{HOUR_END}"),
                None => first_day_end.clone(),
            });
        push_end_bounds(qb, f);
        qb.push(")");
        if let Some(hour) = first_hour {
            push_hours_starting_after(qb, tenant, f, hour, first_day_end);
        }
    }
    if let Some(before) = window.before() {
        match window.last_day_hour() {
            Some(hour) => push_last_day_by_end_hours(qb, tenant, f, before, hour),
            None => {
                qb.push(" + (SELECT COUNT(*) FROM events e WHERE ");
                push_listed(qb, tenant, f);
                qb.push(" AND e.start_local >= ").push_bind(before);
                push_start_bound(qb, window.upper, "<");
                push_end_bounds(qb, f);
                qb.push(")");
            }
        }
    }
    if let Some(cut) = end_cut {
        push_days_ending_late(qb, tenant, f, window, cut);
    }
    if let Some(ends_after) = window.ends_after {
        // Day by day: each inner day's events are one range of the listing index.
        qb.push(
            " + (SELECT COALESCE(SUM((SELECT COUNT(*) FROM events e \
             WHERE e.tenant_id = d.tenant_id AND e.hide_from_listings = FALSE \
             AND e.status = d.status AND e.start_local >= d.day AND e.start_local < d.day || ",
        )
        .push_bind(DAY_END);
        push_end_bounds(qb, f);
        qb.push(")), 0) FROM event_days d WHERE ");
        push_days_between(qb, tenant, f, window.after(), window.before());
        qb.push(" AND d.day <= ").push_bind(ends_after);
        qb.push(")");
    }
    qb.push(" AS BIGINT)");
}

/// ` + ` the events of the inner days after [`DayWindow::counted_after`] whose latest
/// end reaches the end cut: each such day's events less those ending on a day at or
/// after the cut (`event_day_ends`), then, when the cut is the start of a day whose
/// events may end past the bounds, those ending on that day within the bounds. Such an
/// event starts on an earlier day, so the second part reads just them, by their end,
/// through the index of events ending on a later day than they start (the condition
/// repeated word for word, as the index names it).
fn push_days_ending_late(
    qb: &mut Sql,
    tenant: &str,
    f: &EventFilter,
    window: &DayWindow<'_>,
    cut: EndCut<'_>,
) {
    qb.push(
        " + (SELECT COALESCE(SUM(d.events - (SELECT COALESCE(SUM(x.events), 0) \
         FROM event_day_ends x WHERE x.tenant_id = d.tenant_id AND x.status = d.status \
         AND x.day = d.day AND x.end_day >= ",
    )
    .push_bind(cut.bound())
    .push(")), 0) FROM event_days d WHERE ");
    push_days_between(qb, tenant, f, window.counted_after(), window.before());
    qb.push(" AND d.latest_end >= ").push_bind(cut.bound());
    qb.push(")");
    let EndCut::Day(ends_by) = cut else {
        return;
    };
    qb.push(" + (SELECT COUNT(*) FROM events e WHERE ");
    push_listed(qb, tenant, f);
    qb.push(" AND substr(e.end_local, 1, 10) > substr(e.start_local, 1, 10)")
        .push(" AND e.end_local >= ")
        .push_bind(ends_by)
        .push(" AND e.end_local < ")
        .push_bind(format!("{ends_by}{DAY_END}"));
    push_end_bounds(qb, f);
    if let Some(after) = window.counted_after() {
        qb.push(" AND e.start_local > ")
            .push_bind(format!("{after}{DAY_END}"));
    }
    if let Some(before) = window.before() {
        qb.push(" AND e.start_local < ").push_bind(before);
    }
    qb.push(")");
}

/// ` + ` the events starting in the hours after `hour` and before `day_end`: an hour
/// whose latest end is within the upper bounds on the end counts as its `event_hours`
/// row says, any other event by event.
fn push_hours_starting_after(
    qb: &mut Sql,
    tenant: &str,
    f: &EventFilter,
    hour: &str,
    day_end: String,
) {
    qb.push(" + (SELECT COALESCE(SUM(CASE WHEN TRUE");
    push_upper_end_bounds(qb, f, "h.latest_end");
    qb.push(
        " THEN h.events ELSE (SELECT COUNT(*) FROM events e \
         WHERE e.tenant_id = h.tenant_id AND e.hide_from_listings = FALSE \
         AND e.status = h.status AND e.start_local >= h.hour AND e.start_local < h.hour || ",
    )
    .push_bind(HOUR_END);
    push_end_bounds(qb, f);
    qb.push(") END), 0) FROM event_hours h WHERE h.tenant_id = ")
        .push_bind(tenant)
        .push(" AND h.status IN ")
        .push_list(f.statuses.iter().copied())
        .push(" AND h.hour > ")
        .push_bind(hour)
        .push(" AND h.hour < ")
        .push_bind(day_end)
        .push(")");
}

/// ` + ` the events of the window's last day, `day`, that end within it, when the
/// bound on the end (in `hour`) is the window's last bound (see
/// [`DayWindow::last_day_hour`]): those ending in the day's earlier hours, from
/// `event_hour_ends`, then those ending in `hour` within the bounds, read by their end
/// through the index of events ending on the day they start (its condition repeated
/// word for word).
fn push_last_day_by_end_hours(qb: &mut Sql, tenant: &str, f: &EventFilter, day: &str, hour: &str) {
    qb.push(" + (SELECT COALESCE(SUM(x.events), 0) FROM event_hour_ends x WHERE x.tenant_id = ")
        .push_bind(tenant)
        .push(" AND x.status IN ")
        .push_list(f.statuses.iter().copied())
        .push(" AND x.end_hour > ")
        .push_bind(day)
        .push(" AND x.end_hour < ")
        .push_bind(hour)
        .push(") + (SELECT COUNT(*) FROM events e WHERE ");
    push_listed(qb, tenant, f);
    qb.push(" AND substr(e.end_local, 1, 10) = substr(e.start_local, 1, 10)")
        .push(" AND e.end_local >= ")
        .push_bind(hour);
    push_upper_end_bounds(qb, f, "e.end_local");
    qb.push(")");
}

/// The tenant's listed events of the filter's statuses, without `WHERE`.
fn push_listed(qb: &mut Sql, tenant: &str, f: &EventFilter) {
    qb.push("e.tenant_id = ")
        .push_bind(tenant)
        .push(" AND e.hide_from_listings = FALSE AND e.status IN ")
        .push_list(f.statuses.iter().copied());
}

/// ` AND e.start_local` against `bound`; `strict` is the operator that leaves the
/// bound's value out (`>` for a lower bound, `<` for an upper one).
fn push_start_bound(qb: &mut Sql, bound: Option<Bound<'_>>, strict: &str) {
    if let Some(bound) = bound {
        let operator = if bound.inclusive {
            format!("{strict}=")
        } else {
            strict.to_owned()
        };
        qb.push(format!(" AND e.start_local {operator} "))
            .push_bind(bound.value);
    }
}

/// ` AND` the filter's bounds on the end.
fn push_end_bounds(qb: &mut Sql, f: &EventFilter) {
    push_upper_end_bounds(qb, f, "e.end_local");
    if let Some(ends_after) = &f.ends_after {
        qb.push(" AND e.end_local > ")
            .push_bind(ends_after.as_str());
    }
}

/// ` AND` `column` within the filter's upper bounds on the end.
fn push_upper_end_bounds(qb: &mut Sql, f: &EventFilter, column: &str) {
    for (operator, bound) in [("<=", &f.end_max), ("<", &f.ends_before)] {
        if let Some(value) = bound {
            qb.push(format!(" AND {column} {operator} "))
                .push_bind(value.as_str());
        }
    }
}

/// `event_days` rows `d` of the tenant's listed statuses strictly between the days
/// `after` and `before` (one range of its key).
fn push_days_between(
    qb: &mut Sql,
    tenant: &str,
    f: &EventFilter,
    after: Option<&str>,
    before: Option<&str>,
) {
    qb.push("d.tenant_id = ")
        .push_bind(tenant)
        .push(" AND d.status IN ")
        .push_list(f.statuses.iter().copied());
    if let Some(after) = after {
        qb.push(" AND d.day > ").push_bind(after);
    }
    if let Some(before) = before {
        qb.push(" AND d.day < ").push_bind(before);
    }
}

/// The conditions of a list. They name `events` columns wherever `events` has them
/// (tenant, status, dates, visibility, whether a password protects it), so that the
/// `events_listing` index answers the common lists and their counts alone.
fn push_filter(qb: &mut Sql, tenant: &str, f: &EventFilter, index: TextIndex) {
    qb.push("WHERE e.tenant_id = ").push_bind(tenant);
    qb.push(" AND e.hide_from_listings = FALSE AND e.status IN ")
        .push_list(f.statuses.iter().copied());
    let bounds = [
        ("e.start_local >= ", &f.start_min),
        ("e.start_local < ", &f.starts_before),
        ("e.start_local > ", &f.starts_after),
        // No event ends before it starts: bounds on the end bound the start too, which
        // turns an open-ended scan of the start index into a range.
        ("e.start_local <= ", &f.end_max),
        ("e.start_local < ", &f.ends_before),
    ];
    let days = start_days(f);
    // `(…) IS TRUE` is the same test, but no index answers it: the planner takes the
    // text index's candidates and tests the window on each.
    let translated = f.text_languages.is_some();
    let on_the_row = tests_window_on_the_row(index, &f.search_words, translated, days);
    if on_the_row {
        qb.push(" AND (TRUE");
    }
    for (clause, value) in bounds {
        if let Some(v) = value {
            qb.push(" AND ").push(clause).push_bind(v);
        }
    }
    push_end_bounds(qb, f);
    if on_the_row {
        qb.push(") IS TRUE");
    }
    push_search_words(
        qb,
        index,
        &f.search_words,
        f.text_languages.as_ref(),
        days,
        on_the_row,
    );
    if let Some(ids) = &f.category_ids {
        qb.push(" AND e.post_id IN (SELECT event_id FROM event_terms WHERE term_id IN ")
            .push_ids(ids)
            .push(")");
    }
    if let Some(ids) = &f.tag_ids {
        qb.push(" AND e.post_id IN (SELECT event_id FROM event_terms WHERE term_id IN ")
            .push_ids(ids)
            .push(")");
    }
    if let Some(ids) = &f.venue_ids {
        qb.push(" AND e.venue_id IN ").push_ids(ids);
    }
    if let Some(ids) = &f.organizer_ids {
        qb.push(" AND e.post_id IN (SELECT event_id FROM event_organizers WHERE organizer_id IN ")
            .push_ids(ids)
            .push(")");
    }
    if let Some(featured) = f.featured {
        qb.push(" AND e.featured = ").push_bind(featured);
    }
    if let Some(ids) = &f.include {
        qb.push(" AND e.post_id IN ").push_ids(ids);
    }
    if let Some(author) = f.published_or_author {
        qb.push(" AND (p.status = ")
            .push_bind(PostStatus::Publish)
            .push(" OR p.author = ")
            .push_bind(author)
            .push(")");
    }
    if let Some(parent) = f.post_parent {
        qb.push(" AND p.parent_id = ").push_bind(parent);
    }
    if f.looks_into_protected() {
        qb.push(" AND (e.password_protected = FALSE");
        if let Protected::Own {
            author,
            published_too,
        } = f.protected
        {
            qb.push(" OR (p.author = ").push_bind(author);
            if !published_too {
                qb.push(" AND p.status NOT IN ")
                    .push_list([PostStatus::Publish, PostStatus::Future]);
            }
            qb.push(")");
        }
        qb.push(")");
    }
}

/// The select of one event by id.
fn event_by_id(tenant: &str, id: i64) -> Sql {
    let mut qb = Sql::new(EVENT_COLUMNS);
    qb.push(EVENTS_FROM)
        .push("WHERE p.tenant_id = ")
        .push_bind(tenant)
        .push(" AND p.id = ")
        .push_bind(id);
    qb
}

/// The order of a list: by start date, with `include` by publication date; the post's
/// id breaks ties. The publication date is the event row's copy of it (`post_date`), so
/// that the listing index gives a page in this order.
fn list_order(f: &EventFilter) -> &'static str {
    if f.include.is_some() {
        " ORDER BY e.post_date ASC, e.post_id ASC"
    } else {
        " ORDER BY e.start_local ASC, e.post_date ASC, e.post_id ASC"
    }
}

/// An event of a counted page, with the number of matches in all.
#[derive(sqlx::FromRow)]
struct CountedEvent {
    #[sqlx(flatten)]
    event: EventRecord,
    total: i64,
}

impl CountedEvent {
    /// The event's columns as [`EVENT_COLUMNS`] selects them, then the total.
    fn from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<CountedEvent> {
        let mut columns = Columns::new(row);
        Ok(CountedEvent {
            event: EventRecord::from_columns(&mut columns)?,
            total: columns.next()?,
        })
    }
}

/// Appends to `sql` the insert of `d`'s event row, returning its post's id: `post_id`,
/// or, when `None`, the id returned by the write `sql` names `post`
/// ([`Sql::with_written`]), which inserts no event when it returned no row.
fn event_insert(mut sql: Sql, tenant: &str, d: &EventData, post_id: Option<i64>) -> Sql {
    sql.push(
        "INSERT INTO events (post_id, tenant_id, start_local, end_local, start_utc, end_utc, timezone, timezone_abbr, \
         all_day, cost, cost_symbol, cost_position, website, show_map, show_map_link, hide_from_listings, featured, \
         image_id, venue_id) SELECT ",
    );
    match post_id {
        Some(id) => sql.push_bind(id),
        None => sql.push("post.id"),
    };
    let values: [Arg; 18] = [
        tenant.into(),
        d.start_local.into(),
        d.end_local.into(),
        d.start_utc.into(),
        d.end_utc.into(),
        (&d.timezone).into(),
        (&d.timezone_abbr).into(),
        d.all_day.into(),
        (&d.cost).into(),
        (&d.cost_symbol).into(),
        (&d.cost_position).into(),
        (&d.website).into(),
        d.show_map.into(),
        d.show_map_link.into(),
        d.hide_from_listings.into(),
        d.featured.into(),
        d.image_id.into(),
        d.venue_id.into(),
    ];
    for value in values {
        sql.push(", ").push_bind(value);
    }
    if post_id.is_none() {
        sql.push(" FROM post");
    }
    sql.push(" RETURNING post_id");
    sql
}

/// Appends to `sql` the update of event `id`'s row from `b` to `d`, naming the columns
/// that change, and raising its revision, which every update does.
fn event_update(sql: Sql, tenant: &str, id: i64, b: &EventData, d: &EventData) -> Sql {
    let mut update = ChangedColumns::after(sql, "events");
    update
        .always("revision = revision + 1")
        .set("start_local", &b.start_local, &d.start_local)
        .set("end_local", &b.end_local, &d.end_local)
        .set("start_utc", &b.start_utc, &d.start_utc)
        .set("end_utc", &b.end_utc, &d.end_utc)
        .set("timezone", &b.timezone, &d.timezone)
        .set("timezone_abbr", &b.timezone_abbr, &d.timezone_abbr)
        .set("all_day", &b.all_day, &d.all_day)
        .set("cost", &b.cost, &d.cost)
        .set("cost_symbol", &b.cost_symbol, &d.cost_symbol)
        .set("cost_position", &b.cost_position, &d.cost_position)
        .set("website", &b.website, &d.website)
        .set("show_map", &b.show_map, &d.show_map)
        .set("show_map_link", &b.show_map_link, &d.show_map_link)
        .set(
            "hide_from_listings",
            &b.hide_from_listings,
            &d.hide_from_listings,
        )
        .set("featured", &b.featured, &d.featured)
        .set("image_id", &b.image_id, &d.image_id)
        .set("venue_id", &b.venue_id, &d.venue_id);
    update.of_updated_row(tenant, "post_id", id)
}

impl Store {
    /// One page of events matching `filter`, and how many match in all.
    pub async fn list_events(
        &self,
        tenant: &str,
        filter: &EventFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EventRecord>, i64), sqlx::Error> {
        if !filter.search_words.is_empty() {
            return self.search_events(tenant, filter, limit, offset).await;
        }
        let mut page = Sql::new(EVENT_COLUMNS);
        page.push(", (");
        push_count(&mut page, tenant, filter, TextIndex::of(self));
        page.push(") AS total ");
        page.push(EVENTS_FROM);
        push_filter(&mut page, tenant, filter, TextIndex::of(self));
        page.push(list_order(filter));
        page.push_page(limit, offset);
        self.counted_page(page, tenant, filter, offset).await
    }

    /// The first `limit` events matching `filter`, in a list's order, without counting
    /// the others.
    pub async fn first_events(
        &self,
        tenant: &str,
        filter: &EventFilter,
        limit: i64,
    ) -> Result<Vec<EventRecord>, sqlx::Error> {
        if !filter.search_words.is_empty() {
            let (events, _) = self.search_events(tenant, filter, limit, 0).await?;
            return Ok(events);
        }
        let mut first = Sql::new(EVENT_COLUMNS);
        first.push(EVENTS_FROM);
        push_filter(&mut first, tenant, filter, TextIndex::of(self));
        first.push(list_order(filter));
        first.push_page(limit, 0);
        self.bounded_rows(first, |row| {
            EventRecord::from_columns(&mut Columns::new(row))
        })
        .await
    }

    /// Runs a page whose rows carry the number of matches in all. A page past the last
    /// match has no row to carry it: it is counted apart.
    async fn counted_page(
        &self,
        page: Sql,
        tenant: &str,
        filter: &EventFilter,
        offset: i64,
    ) -> Result<(Vec<EventRecord>, i64), sqlx::Error> {
        let rows = self.bounded_rows(page, CountedEvent::from_row).await?;
        let total = match rows.first() {
            Some(row) => row.total,
            None if offset == 0 => 0,
            None => {
                let mut count = Sql::default();
                push_count(&mut count, tenant, filter, TextIndex::of(self));
                let counted = self.bounded_rows(count, |row| Ok((row.get(0)?,))).await?;
                counted.first().map_or(0, |(n,)| *n)
            }
        };
        Ok((rows.into_iter().map(|row| row.event).collect(), total))
    }

    /// A list with search words, counted and paged by one statement. To count its
    /// matches a search reads every one's row and tests its words (and looks them up in
    /// the text index), which a separate count and page would each do: here the matches
    /// are found once and kept with their sort keys (`MATERIALIZED`), then counted, and
    /// the page is taken from them in order; only the page's rows are read whole.
    /// Numbering the matches with `COUNT(*) OVER ()` instead cost a search on SQLite
    /// about 6% more instructions, and on PostgreSQL no less time
    /// (docs/decisions/012-sqlite-search.md). A page past the last
    /// match has no row to carry the total; it is counted apart.
    async fn search_events(
        &self,
        tenant: &str,
        filter: &EventFilter,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EventRecord>, i64), sqlx::Error> {
        let order = list_order(filter);
        let mut page =
            Sql::new("WITH matches AS MATERIALIZED (SELECT e.post_id, e.start_local, e.post_date ");
        page.push(matches_from(filter));
        push_filter(&mut page, tenant, filter, TextIndex::of(self));
        page.push(") ")
            .push(EVENT_COLUMNS)
            .push(", (SELECT COUNT(*) FROM matches) AS total FROM (SELECT e.post_id FROM matches e")
            .push(order);
        page.push_page(limit, offset);
        page.push(
            ") paged JOIN posts p ON p.id = paged.post_id JOIN events e ON e.post_id = paged.post_id",
        );
        page.push(order);
        self.counted_page(page, tenant, filter, offset).await
    }

    pub async fn event(&self, tenant: &str, id: i64) -> Result<Option<EventRecord>, sqlx::Error> {
        self.reader().fetch_optional(event_by_id(tenant, id)).await
    }

    /// The event as the write transaction sees it, so that an update builds on the
    /// latest committed state.
    pub async fn event_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
    ) -> Result<Option<EventRecord>, sqlx::Error> {
        tx.on(tenant)
            .await?
            .fetch_optional(event_by_id(tenant, id))
            .await
    }

    /// The event (of any status) whose slug is `slug`.
    pub async fn event_id_by_slug(
        &self,
        tenant: &str,
        slug: &str,
    ) -> Result<Option<i64>, sqlx::Error> {
        let sql = Sql::new(
            "SELECT id FROM posts WHERE tenant_id = $1 AND post_type = $2 AND slug = $3 ORDER BY id LIMIT 1",
        )
        .bind(tenant)
        .bind(PostType::Event)
        .bind(slug);
        self.reader().scalar_optional(sql).await
    }

    /// The post type of post `id` in `tenant`, or `None` when there is no such post.
    pub async fn post_type(&self, tenant: &str, id: i64) -> Result<Option<PostType>, sqlx::Error> {
        let sql = Sql::new("SELECT post_type FROM posts WHERE tenant_id = $1 AND id = $2")
            .bind(tenant)
            .bind(id);
        self.reader().scalar_optional(sql).await
    }

    /// Ids among `ids` that are not posts of `post_type` in `tenant`.
    pub async fn missing_posts(
        &self,
        tenant: &str,
        post_type: PostType,
        ids: &[i64],
    ) -> Result<Vec<i64>, sqlx::Error> {
        let query =
            Sql::new("SELECT id FROM posts WHERE tenant_id = $1 AND post_type = $2 AND id IN ")
                .bind(tenant)
                .bind(post_type);
        self.missing_ids(query, ids).await
    }

    /// Makes `base` unique among the slugs of `post_type` in `tenant` by appending
    /// `-2`, `-3`, ... as WordPress does; `own_id` is the post being saved. Other
    /// posts' translated slugs count as taken too, as [`Store::insert_post`] says.
    pub async fn unique_slug(
        tx: &mut WriteTx,
        tenant: &str,
        post_type: PostType,
        base: &str,
        own_id: i64,
    ) -> Result<String, sqlx::Error> {
        first_free_slug(tx, tenant, base, |numbered| {
            let mut sql = Sql::new(
                "SELECT slug FROM posts WHERE tenant_id = $1 AND post_type = $2 AND id <> $3 AND ",
            )
            .bind(tenant)
            .bind(post_type)
            .bind(own_id);
            numbered.push(&mut sql, "slug");
            sql.push(
                " UNION ALL SELECT tr.slug FROM post_translations tr JOIN posts o ON o.id = tr.post_id \
                 WHERE tr.tenant_id = $1 AND o.post_type = $2 AND tr.post_id <> $3 AND ",
            );
            numbered.push(&mut sql, "tr.slug");
            sql
        })
        .await
    }

    /// Inserts an event and returns its id; its slug is made unique as
    /// [`Store::insert_post`] makes it (`d.post.slug` says which). Where the backend
    /// chains writes, one statement writes the post's row and the event's.
    pub async fn insert_event(
        tx: &mut WriteTx,
        tenant: &str,
        d: &mut EventData,
    ) -> Result<i64, sqlx::Error> {
        if !tx.on(tenant).await?.chains_writes() {
            let id = Store::insert_post(tx, tenant, PostType::Event, &mut d.post).await?;
            let sql = event_insert(Sql::default(), tenant, d, Some(id));
            tx.on(tenant).await?.execute(sql).await?;
            return Ok(id);
        }
        let id = claiming_slug(
            tx,
            tenant,
            PostType::Event,
            d,
            |d| &mut d.post,
            |d| {
                let post = post_insert(tenant, PostType::Event, &d.post);
                event_insert(Sql::with_written("post", post), tenant, d, None)
            },
        )
        .await?;
        note_inserted(tx, tenant, PostType::Event, id, &d.post);
        Ok(id)
    }

    /// Overwrites the stored fields of event `id` that differ from `before` (as the
    /// same transaction read them) with those of `d`; its slug is made unique as
    /// [`Store::update_post`] makes it; the event's revision goes up by one, whatever
    /// changed. Where the backend chains writes and the post's row changes too (the
    /// status staying), one statement writes both rows.
    pub async fn update_event(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        before: &EventData,
        d: &mut EventData,
    ) -> Result<(), sqlx::Error> {
        // A change of status reaches the event row through a trigger on posts, which in
        // a chained statement would run after the event's own update and count the
        // event's day under the old status after it left it (`event_days`).
        if tx.on(tenant).await?.chains_writes()
            && before.post.status == d.post.status
            && let Some(mut post) = post_update(tenant, id, PostType::Event, &before.post, &d.post)
        {
            let mut sql = event_update(
                Sql::with_written("post", mem::take(post.push(" RETURNING id"))),
                tenant,
                id,
                before,
                d,
            );
            sql.push(" AND EXISTS (SELECT 1 FROM post) RETURNING post_id");
            if tx
                .on(tenant)
                .await?
                .scalar_optional::<i64>(sql)
                .await?
                .is_some()
            {
                return note_updated(tx, tenant, id, PostType::Event, &before.post, &d.post).await;
            }
            // The post's slug is taken, and nothing was written: the general way
            // below finds the first free one.
        }
        Store::update_post(tx, tenant, id, PostType::Event, &before.post, &mut d.post).await?;
        let sql = event_update(Sql::default(), tenant, id, before, d);
        tx.on(tenant).await?.execute(sql).await?;
        Ok(())
    }

    /// The ids of the terms event `id` has, of `taxonomy` or of both.
    pub async fn terms_of_event_in_tx(
        tx: &mut WriteTx,
        tenant: &str,
        id: i64,
        taxonomy: Option<Taxonomy>,
    ) -> Result<Vec<i64>, sqlx::Error> {
        let mut sql = Sql::new(
            "SELECT et.term_id FROM event_terms et JOIN terms t ON t.id = et.term_id \
             WHERE et.tenant_id = $1 AND et.event_id = $2",
        )
        .bind(tenant)
        .bind(id);
        if let Some(taxonomy) = taxonomy {
            sql.push(" AND t.taxonomy = ").push_bind(taxonomy);
        }
        tx.on(tenant).await?.scalars(sql).await
    }

    /// Replaces the organizers of an event, keeping the given order.
    pub async fn set_event_organizers(
        tx: &mut WriteTx,
        tenant: &str,
        event_id: i64,
        organizer_ids: &[i64],
    ) -> Result<(), sqlx::Error> {
        let mut db = tx.on(tenant).await?;
        // The tenant is checked on the post, not on the link rows: with `tenant_id = $1`
        // there, SQLite's planner picks the (tenant_id, organizer_id) index over the
        // primary key and reads every link of the tenant for each event written.
        db.execute(
            Sql::new(
                "DELETE FROM event_organizers WHERE event_id = $2 \
                 AND event_id IN (SELECT id FROM posts WHERE tenant_id = $1 AND id = $2)",
            )
            .bind(tenant)
            .bind(event_id),
        )
        .await?;
        // One statement for all of them: PostgreSQL's trigger that copies the ids onto
        // the event row runs once per statement, and each statement is a round trip. An
        // organizer named twice keeps its first place.
        let mut rows: Vec<(usize, i64)> = Vec::with_capacity(organizer_ids.len());
        for (position, organizer_id) in organizer_ids.iter().copied().enumerate() {
            if !rows.iter().any(|(_, id)| *id == organizer_id) {
                rows.push((position, organizer_id));
            }
        }
        if !rows.is_empty() {
            let mut sql = Sql::new(
                "INSERT INTO event_organizers (tenant_id, event_id, organizer_id, position) VALUES ",
            );
            for (i, (position, organizer_id)) in rows.into_iter().enumerate() {
                sql.push(if i == 0 { "(" } else { ", (" })
                    .push_bind(tenant)
                    .push(", ")
                    .push_bind(event_id)
                    .push(", ")
                    .push_bind(organizer_id)
                    .push(", ")
                    .push_bind(position as i64)
                    .push(")");
            }
            db.execute(sql).await?;
        }
        tx.changed(tenant, [Part::Post(event_id), Part::Events]);
        tx.item_changed(tenant, ItemType::Event, event_id, Action::Updated);
        Ok(())
    }

    /// Links new events (which have no links yet) to organizers and terms in a few
    /// multi-row inserts: `organizers` holds `(event, organizer, position)`, `terms`
    /// holds `(event, term)`. For bulk loads; writes of one event use
    /// [`Store::set_event_organizers`] and [`Store::set_event_terms`].
    pub async fn add_event_links(
        tx: &mut WriteTx,
        tenant: &str,
        organizers: &[(i64, i64, i64)],
        terms: &[(i64, i64)],
    ) -> Result<(), sqlx::Error> {
        const ROWS: usize = 500;
        let mut db = tx.on(tenant).await?;
        for chunk in organizers.chunks(ROWS) {
            let mut qb = Sql::new(
                "INSERT INTO event_organizers (tenant_id, event_id, organizer_id, position) VALUES ",
            );
            for (i, (event, organizer, position)) in chunk.iter().enumerate() {
                qb.push(if i == 0 { "(" } else { ", (" })
                    .push_bind(tenant)
                    .push(", ")
                    .push_bind(*event)
                    .push(", ")
                    .push_bind(*organizer)
                    .push(", ")
                    .push_bind(*position)
                    .push(")");
            }
            qb.push(" ON CONFLICT (event_id, organizer_id) DO NOTHING");
            db.execute(qb).await?;
        }
        for chunk in terms.chunks(ROWS) {
            let mut qb = Sql::new("INSERT INTO event_terms (tenant_id, event_id, term_id) VALUES ");
            for (i, (event, term)) in chunk.iter().enumerate() {
                qb.push(if i == 0 { "(" } else { ", (" })
                    .push_bind(tenant)
                    .push(", ")
                    .push_bind(*event)
                    .push(", ")
                    .push_bind(*term)
                    .push(")");
            }
            qb.push(" ON CONFLICT (event_id, term_id) DO NOTHING");
            db.execute(qb).await?;
        }
        tx.changed_whole(tenant);
        let events = organizers.iter().map(|(event, ..)| *event);
        for event in events.chain(terms.iter().map(|(event, _)| *event)) {
            tx.item_changed(tenant, ItemType::Event, event, Action::Updated);
        }
        Ok(())
    }

    /// Replaces the terms of one taxonomy on an event.
    pub async fn set_event_terms(
        tx: &mut WriteTx,
        tenant: &str,
        event_id: i64,
        taxonomy: Taxonomy,
        term_ids: &[i64],
    ) -> Result<(), sqlx::Error> {
        let before = Store::terms_of_event_in_tx(tx, tenant, event_id, Some(taxonomy)).await?;
        let mut db = tx.on(tenant).await?;
        let sql = Sql::new(
            "DELETE FROM event_terms WHERE tenant_id = $1 AND event_id = $2 \
             AND term_id IN (SELECT id FROM terms WHERE tenant_id = $1 AND taxonomy = $3)",
        )
        .bind(tenant)
        .bind(event_id)
        .bind(taxonomy);
        db.execute(sql).await?;
        for term_id in term_ids {
            let sql = Sql::new(
                "INSERT INTO event_terms (tenant_id, event_id, term_id) VALUES ($1, $2, $3) ON CONFLICT (event_id, term_id) DO NOTHING",
            )
            .bind(tenant)
            .bind(event_id)
            .bind(*term_id);
            db.execute(sql).await?;
        }
        tx.changed(tenant, [Part::Post(event_id), Part::Events]);
        tx.item_changed(tenant, ItemType::Event, event_id, Action::Updated);
        // A term the event gained or lost lists and counts it differently.
        let moved: Vec<Part> = before
            .iter()
            .filter(|t| !term_ids.contains(t))
            .chain(term_ids.iter().filter(|t| !before.contains(t)))
            .map(|t| Part::Term(*t))
            .collect();
        if !moved.is_empty() {
            tx.changed(tenant, moved.into_iter().chain([Part::Terms]));
        }
        Ok(())
    }

    /// Publishes scheduled posts whose date has come, as WordPress's cron does: one
    /// transaction per tenant, under that tenant's write lock like any other write.
    pub async fn publish_due_posts(&self, now_utc: &str) -> Result<u64, sqlx::Error> {
        let tenants: Vec<String> = self
            .reader()
            .scalars(Sql::new(DUE_TENANTS).bind(now_utc))
            .await?;
        let mut done = 0;
        for tenant in tenants {
            let mut tx = self.begin_write();
            let sql = Sql::new(PUBLISH_DUE)
                .bind(PostStatus::Publish)
                .bind(now_utc)
                .bind(&tenant);
            let published: Vec<(i64, PostType)> = tx.on(&tenant).await?.fetch_all(sql).await?;
            done += published.len() as u64;
            for (id, post_type) in published {
                if let Some(item) = ItemType::of_post(post_type) {
                    tx.item_changed(&tenant, item, id, Action::Updated);
                }
            }
            tx.changed_whole(&tenant);
            tx.commit().await?;
        }
        Ok(done)
    }
}

#[cfg(test)]
mod tests {
    use super::{
        DayWindow, EndCut, EventFilter, IdList, Protected, StartDays, day_of, hour_of, push_count,
        start_days,
    };
    use crate::store::search::TextIndex;
    use crate::store::sql::Sql;
    use crate::store::translations::LanguageChain;

    /// The count of `f`'s matches as `index`'s backend runs it.
    fn count_statement(f: &EventFilter, index: TextIndex) -> String {
        let mut qb = Sql::default();
        push_count(&mut qb, "t", f, index);
        qb.text().to_string()
    }

    #[test]
    fn a_count_reads_the_posts_only_for_what_the_event_row_lacks() {
        let search = EventFilter {
            search_words: vec!["gala".into()],
            ..EventFilter::default()
        };
        let categories = EventFilter {
            category_ids: Some(vec![4]),
            ..EventFilter::default()
        };
        let own = |f: &EventFilter| EventFilter {
            protected: Protected::Own {
                author: 3,
                published_too: false,
            },
            ..f.clone()
        };
        let translated = EventFilter {
            text_languages: Some(LanguageChain {
                chain: vec!["fr".into()],
                default: "en".into(),
            }),
            ..search.clone()
        };
        let drafts_too = EventFilter {
            published_or_author: Some(3),
            ..EventFilter::default()
        };
        for (f, index, reads_posts) in [
            // The event row carries its post's text and whether the post has a password.
            (&search, TextIndex::Trigram, false),
            (&search, TextIndex::Fts5, false),
            (&categories, TextIndex::Trigram, false),
            (&categories, TextIndex::Fts5, false),
            // A variant's text per language is over the post and its translations.
            (&translated, TextIndex::Trigram, true),
            (&translated, TextIndex::Fts5, true),
            // An author's own protected events are told by the post's author.
            (&own(&search), TextIndex::Trigram, true),
            (&own(&categories), TextIndex::Fts5, true),
            (&drafts_too, TextIndex::Trigram, true),
        ] {
            let sql = count_statement(f, index);
            assert_eq!(sql.contains("JOIN posts p"), reads_posts, "{sql}");
            assert_eq!(sql.contains("p."), reads_posts, "{sql}");
        }
        for f in [&search, &categories] {
            let sql = count_statement(f, TextIndex::Trigram);
            assert!(sql.contains("e.password_protected = FALSE"), "{sql}");
            let everything = EventFilter {
                protected: Protected::All,
                ..f.clone()
            };
            let sql = count_statement(&everything, TextIndex::Trigram);
            assert!(!sql.contains("password"), "{sql}");
        }
    }

    #[test]
    fn link_ids_read_back_in_order() {
        assert_eq!(IdList::try_from(None), Ok(IdList(Vec::new())));
        assert_eq!(IdList::try_from(Some("12".into())), Ok(IdList(vec![12])));
        assert_eq!(
            IdList::try_from(Some("7,3,12".into())),
            Ok(IdList(vec![7, 3, 12]))
        );
        assert!(IdList::try_from(Some("7,x".into())).is_err());
    }

    #[test]
    fn a_window_takes_its_tightest_bounds_and_their_days() {
        let filter = EventFilter {
            start_min: Some("2031-01-03 10:00:00".into()),
            starts_after: Some("2031-01-03 10:00:00".into()),
            end_max: Some("2031-01-09 12:00:00".into()),
            starts_before: Some("2031-01-20 00:00:00".into()),
            ..EventFilter::default()
        };
        let window = DayWindow::of(&filter).expect("dates only");
        let lower = window.lower.expect("lower");
        assert_eq!(
            (lower.value, lower.inclusive),
            ("2031-01-03 10:00:00", false)
        );
        let upper = window.upper.expect("upper");
        assert_eq!(
            (upper.value, upper.inclusive),
            ("2031-01-09 12:00:00", true)
        );
        assert_eq!(
            (window.after(), window.before()),
            (Some("2031-01-03"), Some("2031-01-09"))
        );
        assert_eq!(window.ends_by(), Some("2031-01-09"));
        assert_eq!(window.counted_after(), Some("2031-01-03"));
    }

    #[test]
    fn the_days_ending_late_are_bounded_by_the_earliest_end_and_the_latest_ends_after() {
        let filter = EventFilter {
            start_min: Some("2031-01-03 10:00:00".into()),
            ends_after: Some("2031-01-05 08:00:00".into()),
            end_max: Some("2031-01-20 12:00:00".into()),
            ends_before: Some("2031-01-18 00:00:00".into()),
            ..EventFilter::default()
        };
        let window = DayWindow::of(&filter).expect("dates only");
        assert_eq!(window.ends_by(), Some("2031-01-18"));
        assert_eq!(window.before(), Some("2031-01-18"));
        assert_eq!(window.counted_after(), Some("2031-01-05"));
        let open = EventFilter {
            start_min: Some("2031-01-03 10:00:00".into()),
            ..EventFilter::default()
        };
        let window = DayWindow::of(&open).expect("dates only");
        assert_eq!((window.ends_by(), window.before()), (None, None));
    }

    #[test]
    fn the_end_cut_passes_a_day_whose_last_second_is_within_the_bounds() {
        // The cut, as whether it passes the day of the bound and as a bound.
        let cut = |end_max: Option<&str>, ends_before: Option<&str>| {
            let filter = EventFilter {
                start_min: Some("2031-01-03 10:00:00".into()),
                end_max: end_max.map(Into::into),
                ends_before: ends_before.map(Into::into),
                ..EventFilter::default()
            };
            let window = DayWindow::of(&filter).expect("dates only");
            window
                .end_cut()
                .map(|cut| (matches!(cut, EndCut::AfterDay(_)), cut.bound()))
        };
        let (day, after_day) = ("2031-01-17".to_owned(), "2031-01-17 24".to_owned());
        assert_eq!(
            cut(Some("2031-01-17 23:59:59"), None),
            Some((true, after_day.clone()))
        );
        assert_eq!(
            cut(Some("2031-01-17 23:59:58"), None),
            Some((false, day.clone()))
        );
        assert_eq!(
            cut(None, Some("2031-01-17 23:59:59")),
            Some((false, day.clone())),
            "an exclusive bound leaves the last second out"
        );
        assert_eq!(
            cut(Some("2031-01-17 23:59:59"), Some("2031-01-17 12:00:00")),
            Some((false, day.clone())),
            "the tightest bound decides"
        );
        assert_eq!(cut(None, None), None);
        // After every end on the day, before the next day, as date-times and as days.
        assert!(after_day.as_str() > "2031-01-17 23:59:59" && after_day > day);
        assert!(after_day.as_str() < "2031-01-18" && after_day.as_str() < "2031-01-18 00:00:00");
    }

    #[test]
    fn the_edge_days_count_by_the_hour_unless_a_bound_on_the_end_reaches_into_them() {
        let window = EventFilter {
            start_min: Some("2031-01-03 10:20:00".into()),
            end_max: Some("2031-01-17 10:20:00".into()),
            ..EventFilter::default()
        };
        let hours = DayWindow::of(&window).expect("dates only");
        assert_eq!(hours.first_day_hour(), Some("2031-01-03 10"));
        assert_eq!(hours.last_day_hour(), Some("2031-01-17 10"));
        // A bound on the start tighter than the one on the end: the last day's events
        // that end within the window are not all that start within it.
        let starts_before = EventFilter {
            starts_before: Some("2031-01-17 10:20:00".into()),
            ..window.clone()
        };
        let tighter = DayWindow::of(&starts_before).expect("dates only");
        assert_eq!(tighter.last_day_hour(), None);
        assert_eq!(tighter.first_day_hour(), Some("2031-01-03 10"));
        // `ends_after` on an edge day: its events may end before it.
        let ends_after = EventFilter {
            ends_after: Some("2031-01-03 08:00:00".into()),
            ..window.clone()
        };
        let reached = DayWindow::of(&ends_after).expect("dates only");
        assert_eq!(
            (reached.first_day_hour(), reached.last_day_hour()),
            (None, Some("2031-01-17 10"))
        );
        let ends_after_late = EventFilter {
            ends_after: Some("2031-01-17 08:00:00".into()),
            ..window.clone()
        };
        let late = DayWindow::of(&ends_after_late).expect("dates only");
        assert_eq!((late.first_day_hour(), late.last_day_hour()), (None, None));
        let earlier = EventFilter {
            ends_after: Some("2031-01-02 23:00:00".into()),
            ..window
        };
        let before_both = DayWindow::of(&earlier).expect("dates only");
        assert_eq!(before_both.first_day_hour(), Some("2031-01-03 10"));
        assert_eq!(before_both.last_day_hour(), Some("2031-01-17 10"));
        assert_eq!(hour_of("2031-01-03"), None);
        assert_eq!(hour_of("2031-01-03T10:00"), None);
        assert_eq!(hour_of("2031-01-03 1"), None);
    }

    #[test]
    fn windows_of_one_day_other_filters_and_odd_bounds_count_as_before() {
        let one_day = EventFilter {
            start_min: Some("2031-01-03 00:00:00".into()),
            end_max: Some("2031-01-03 23:59:59".into()),
            ..EventFilter::default()
        };
        assert_eq!(DayWindow::of(&one_day), None);
        let venue = EventFilter {
            venue_ids: Some(vec![1]),
            ..EventFilter::default()
        };
        assert_eq!(DayWindow::of(&venue), None);
        let odd = EventFilter {
            ends_after: Some("31/01/2031".into()),
            ..EventFilter::default()
        };
        assert_eq!(DayWindow::of(&odd), None);
        assert_eq!(day_of("2031-01-03 24"), Some("2031-01-03"));
        assert_eq!(day_of("2031-1-3"), None);
    }

    #[test]
    fn a_search_reads_the_days_of_the_tightest_bounds_on_the_start() {
        let searched = EventFilter {
            search_words: vec!["jazz".into()],
            starts_after: Some("2031-01-03 23:59:59".into()),
            start_min: Some("2030-12-01 00:00:00".into()),
            // An end bounds the start too.
            ends_before: Some("2031-02-01 00:00:00".into()),
            end_max: Some("2031-03-31 23:59:59".into()),
            ..EventFilter::default()
        };
        assert_eq!(
            start_days(&searched),
            StartDays {
                first: Some(20310103),
                last: Some(20310201)
            }
        );
        let open_ended = EventFilter {
            start_min: Some("2031-01-03 00:00:00".into()),
            ..EventFilter::default()
        };
        assert_eq!(
            start_days(&open_ended),
            StartDays {
                first: Some(20310103),
                last: None
            }
        );
        // A bound that is not a date bounds no day: the whole side is read.
        let odd = EventFilter {
            start_min: Some("soon".into()),
            starts_before: Some("2031-01-09 00:00:00".into()),
            ..EventFilter::default()
        };
        assert_eq!(
            start_days(&odd),
            StartDays {
                first: None,
                last: Some(20310109)
            }
        );
    }
}
