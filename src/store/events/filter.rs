//! Which events a list asks for, as the conditions and order of its statements.

use crate::domain::post::PostStatus;
use crate::store::search::{StartDays, TextIndex, push_search_words, tests_window_on_the_row};
use crate::store::sql::Sql;
use crate::store::translations::LanguageChain;

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
    pub(super) fn looks_into_protected(&self) -> bool {
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
pub(super) fn matches_from(f: &EventFilter) -> &'static str {
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

/// A bound on a date-time column: its value, and whether the value itself is inside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Bound<'f> {
    pub(super) value: &'f str,
    pub(super) inclusive: bool,
}

impl<'f> Bound<'f> {
    pub(super) fn new(value: &'f Option<String>, inclusive: bool) -> Option<Bound<'f>> {
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

    pub(super) fn tightest(
        bounds: impl IntoIterator<Item = Option<Bound<'f>>>,
        lower: bool,
    ) -> Option<Self> {
        bounds
            .into_iter()
            .flatten()
            .reduce(|a, b| a.tighter(b, lower))
    }
}

/// The tightest lower and upper bounds `f` puts on the start (bounds on the end bound
/// it too: no event ends before it starts).
pub(super) fn start_bounds(f: &EventFilter) -> (Option<Bound<'_>>, Option<Bound<'_>>) {
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
pub(super) fn start_days(f: &EventFilter) -> StartDays {
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
pub(super) fn day_of(date_time: &str) -> Option<&str> {
    let day = date_time.get(..10)?;
    let well_formed = day.bytes().enumerate().all(|(i, b)| match i {
        4 | 7 => b == b'-',
        _ => b.is_ascii_digit(),
    });
    well_formed.then_some(day)
}

/// ` AND` the filter's bounds on the end.
pub(super) fn push_end_bounds(qb: &mut Sql, f: &EventFilter) {
    push_upper_end_bounds(qb, f, "e.end_local");
    if let Some(ends_after) = &f.ends_after {
        qb.push(" AND e.end_local > ")
            .push_bind(ends_after.as_str());
    }
}

/// ` AND` `column` within the filter's upper bounds on the end.
pub(super) fn push_upper_end_bounds(qb: &mut Sql, f: &EventFilter, column: &str) {
    for (operator, bound) in [("<=", &f.end_max), ("<", &f.ends_before)] {
        if let Some(value) = bound {
            qb.push(format!(" AND {column} {operator} "))
                .push_bind(value.as_str());
        }
    }
}

/// The conditions of a list. They name `events` columns wherever `events` has them
/// (tenant, status, dates, visibility, whether a password protects it), so that the
/// `events_listing` index answers the common lists and their counts alone.
pub(super) fn push_filter(qb: &mut Sql, tenant: &str, f: &EventFilter, index: TextIndex) {
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

/// The order of a list: by start date, with `include` by publication date; the post's
/// id breaks ties. The publication date is the event row's copy of it (`post_date`), so
/// that the listing index gives a page in this order.
pub(super) fn list_order(f: &EventFilter) -> &'static str {
    if f.include.is_some() {
        " ORDER BY e.post_date ASC, e.post_id ASC"
    } else {
        " ORDER BY e.start_local ASC, e.post_date ASC, e.post_id ASC"
    }
}
