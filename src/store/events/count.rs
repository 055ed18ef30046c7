//! How many events a list matches: by the filter's conditions, or, for a filter on
//! statuses and dates only, from the rows that count its window's events by the day
//! and by the hour ([`DayWindow`]).

use super::filter::{
    Bound, EventFilter, day_of, matches_from, push_end_bounds, push_filter, push_upper_end_bounds,
    start_bounds,
};
use crate::store::search::TextIndex;
use crate::store::sql::Sql;

/// A count of the events that match `f`.
pub(super) fn push_count(qb: &mut Sql, tenant: &str, f: &EventFilter, index: TextIndex) {
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
pub(super) enum EndCut<'f> {
    /// Events ending on this day may end past the bounds on the end.
    Day(&'f str),
    /// Events ending on this day end within the bounds on the end; later ones do not.
    AfterDay(&'f str),
}

impl EndCut<'_> {
    /// The cut as a bound on date-times and on days alike: every end before it is
    /// within the bounds on the end.
    pub(super) fn bound(self) -> String {
        match self {
            EndCut::Day(day) => day.to_owned(),
            EndCut::AfterDay(day) => format!("{day}{DAY_END}"),
        }
    }
}

/// A list that filters on statuses and dates only, as `event_days` counts it: the
/// tightest bounds on its start, and the days strictly between their days, which
/// `event_days` can count whole.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct DayWindow<'f> {
    /// The tightest lower bound on the start.
    pub(super) lower: Option<Bound<'f>>,
    /// The tightest upper bound on the start (bounds on the end bound it too: no event
    /// ends before it starts).
    pub(super) upper: Option<Bound<'f>>,
    /// The day of the lower bound on the end: every event starting on a later day ends
    /// after the bound.
    ends_after: Option<&'f str>,
    /// The tightest upper bound on the end.
    ends_within: Option<Bound<'f>>,
}

impl<'f> DayWindow<'f> {
    /// `None` when `f` filters on anything but statuses and dates, holds a bound that
    /// is not a date-time, or spans less than two days (its edges are all of it).
    pub(super) fn of(f: &'f EventFilter) -> Option<DayWindow<'f>> {
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
    pub(super) fn after(&self) -> Option<&'f str> {
        self.lower.and_then(|b| day_of(b.value))
    }

    /// The day of the upper bound: inner days come before it.
    pub(super) fn before(&self) -> Option<&'f str> {
        self.upper.and_then(|b| day_of(b.value))
    }

    /// The day of the tightest upper bound on the end: every event ending on an earlier
    /// day ends within the bounds on the end, none ending on a later day does.
    pub(super) fn ends_by(&self) -> Option<&'f str> {
        self.ends_within.and_then(|b| day_of(b.value))
    }

    /// Where the ends that an inner day's rows count stop: events ending before it end
    /// within the bounds on the end. That is the start of the day of the tightest upper
    /// bound on the end ([`Self::ends_by`]), or the end of that day when the bound admits
    /// its last second (a date's `end_date` does): then the events ending on that day
    /// are counted from the rows too, instead of being read one by one.
    pub(super) fn end_cut(&self) -> Option<EndCut<'f>> {
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
    pub(super) fn counted_after(&self) -> Option<&'f str> {
        self.after().max(self.ends_after)
    }

    /// The hour of the lower bound, when the first day's later hours can be counted
    /// from `event_hours`: every event starting on that day ends after `ends_after`.
    pub(super) fn first_day_hour(&self) -> Option<&'f str> {
        if self.ends_after_reaches(self.after()?) {
            return None;
        }
        hour_of(self.lower?.value)
    }

    /// The hour of the upper bound, when the last day's events can be counted from
    /// `event_hour_ends` by the hour they end: the tightest upper bound on the start is
    /// the one on the end, on that day, and every event starting on that day ends after
    /// `ends_after`. Only events ending on the day they start can end within it then.
    pub(super) fn last_day_hour(&self) -> Option<&'f str> {
        let before = self.before()?;
        let ends_within = self.ends_within?;
        if self.upper != Some(ends_within) || self.ends_after_reaches(before) {
            return None;
        }
        hour_of(ends_within.value)
    }
}

/// The hour `YYYY-MM-DD HH` of a date-time text, `None` when it has none.
pub(super) fn hour_of(date_time: &str) -> Option<&str> {
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
