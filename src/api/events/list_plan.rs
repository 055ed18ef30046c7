//! `GET /events`: from validated arguments to a store filter, with the plugin's date
//! window, visibility and reference rules.

use chrono::{Duration, Months, NaiveDateTime};

use crate::api::paging::Paging;
use crate::api::posts::{
    FixedDates, Referable, date_arg, list_statuses, own_posts_only, protected_matches,
    status_names, unreferable,
};
use crate::api::translations;
use crate::auth::Caller;
use crate::domain::dates::{end_of_day, format_wp, start_of_day};
use crate::domain::post::{PostType, Taxonomy};
use crate::domain::roles::Cap;
use crate::domain::search::search_terms;
use crate::domain::tz::EventTz;
use crate::error::{ApiError, Msg, ParamProblem};
use crate::http::args::{Args, is_truthy, list_items};
use crate::http::extract::Variant;
use crate::store::Store;
use crate::store::events::EventFilter;

/// WordPress ignores search strings longer than this many bytes.
const MAX_SEARCH_BYTES: usize = 1600;

/// A list request, ready for the store.
#[derive(Debug, Clone)]
pub struct ListPlan {
    pub paging: Paging,
    pub filter: EventFilter,
    /// Effective arguments for `rest_url`, in the plugin's order.
    pub url_pairs: Vec<(&'static str, String)>,
}

/// The parameters that bound start or end dates and replace the default window.
const RANGE_NAMES: [&str; 4] = ["starts_before", "starts_after", "ends_before", "ends_after"];

/// How the list's date arguments read: on the site's clock, strictly or as whole days.
struct DateReading<'a> {
    site_tz: &'a EventTz,
    now_utc: NaiveDateTime,
    /// `strict_dates`: bounds are taken to the second, not widened to whole days.
    strict: bool,
}

impl DateReading<'_> {
    /// A supplied date filter as a bound on the site's wall clock, or `None` when
    /// absent. A date-time is read as UTC in strict mode, as the plugin does; a relative
    /// phrase reads on the site's clock, so that `today` is the site's date and `now`
    /// its present moment. Outside strict mode only the calendar date counts, widened
    /// to the start (`day_end` false) or end of that day.
    fn supplied(
        &self,
        args: &Args,
        name: &str,
        day_end: bool,
    ) -> Result<Option<NaiveDateTime>, ApiError> {
        let fixed = if self.strict {
            FixedDates::Utc
        } else {
            FixedDates::AsWritten
        };
        let Some(at) = date_arg(args, name, self.site_tz, self.now_utc, fixed)? else {
            return Ok(None);
        };
        Ok(Some(if self.strict {
            at
        } else if day_end {
            end_of_day(&at)
        } else {
            start_of_day(&at)
        }))
    }

    /// The window's start when `start_date` is not given.
    fn default_start(&self) -> NaiveDateTime {
        let start = default_start(self.site_tz, self.now_utc);
        if self.strict {
            start
        } else {
            start_of_day(&start)
        }
    }

    /// The window's end when `end_date` is not given.
    fn default_end(&self) -> NaiveDateTime {
        let end = default_end(self.now_utc);
        if self.strict { end } else { end_of_day(&end) }
    }
}

/// Start of the default window: the site-local time of "yesterday 23:59 UTC".
pub fn default_start(site_tz: &EventTz, now_utc: NaiveDateTime) -> NaiveDateTime {
    let yesterday = now_utc.date() - Duration::days(1);
    site_tz.from_utc(yesterday.and_hms_opt(23, 59, 0).unwrap_or(now_utc))
}

/// End of the default window: 24 months from now, on the UTC clock.
pub fn default_end(now_utc: NaiveDateTime) -> NaiveDateTime {
    now_utc
        .checked_add_months(Months::new(24))
        .unwrap_or(now_utc)
}

/// Plans the list query. `sees_unpublished` is true for callers holding the
/// edit-events capability, who see every non-trashed status. Each step adds its
/// filters and, in the plugin's order, the arguments `rest_url` repeats.
pub fn plan(
    args: &Args,
    site_tz: &EventTz,
    now_utc: NaiveDateTime,
    sees_unpublished: bool,
) -> Result<ListPlan, ApiError> {
    refuse_ticketed(args)?;
    let dates = DateReading {
        site_tz,
        now_utc,
        strict: args.value("strict_dates").is_some_and(is_truthy),
    };
    let mut plan = ListPlan::first_page_of(Paging::new(
        args.int("page").unwrap_or(1),
        args.int("per_page").unwrap_or(10),
    ));
    plan.window(args, &dates)?;
    plan.search(args);
    plan.echo_lists(args, ["categories", "tags"]);
    plan.statuses(args, sees_unpublished)?;
    plan.parent_and_include(args);
    plan.ranges(args, &dates)?;
    plan.strictness(args, &dates);
    plan.echo_lists(args, ["venue", "organizer"]);
    plan.featured(args);
    Ok(plan)
}

/// `ticketed=true` asks for a feature this server does not have, as the plugin
/// answers when Event Tickets is not active.
fn refuse_ticketed(args: &Args) -> Result<(), ApiError> {
    if args.bool("ticketed") == Some(true) {
        return Err(ApiError::invalid_params(vec![ParamProblem::detailed(
            "ticketed",
            "event-tickets-not-active",
            Msg::new("error-tickets-not-active"),
        )]));
    }
    Ok(())
}

impl ListPlan {
    fn first_page_of(paging: Paging) -> ListPlan {
        ListPlan {
            url_pairs: vec![
                ("page", paging.page.to_string()),
                ("per_page", paging.per_page.to_string()),
            ],
            paging,
            filter: EventFilter::default(),
        }
    }

    /// `start_date` and `end_date`, or the default window in their place: unless
    /// `include` names the events, or a range parameter replaces the window's side
    /// that is not given.
    fn window(&mut self, args: &Args, dates: &DateReading) -> Result<(), ApiError> {
        if args.value("include").is_some() {
            return Ok(());
        }
        let has_range = RANGE_NAMES.iter().any(|n| args.given(n));
        if args.given("start_date") || !has_range {
            let start = dates.supplied(args, "start_date", false)?;
            let start = format_wp(&start.unwrap_or_else(|| dates.default_start()));
            self.filter.start_min = Some(start);
        }
        if args.given("end_date") || !has_range {
            let end = dates.supplied(args, "end_date", true)?;
            let end = format_wp(&end.unwrap_or_else(|| dates.default_end()));
            self.filter.end_max = Some(end);
        }
        if let Some(start) = &self.filter.start_min {
            self.url_pairs.push(("start_date", start.clone()));
        }
        if let Some(end) = &self.filter.end_max {
            self.url_pairs.push(("end_date", end.clone()));
        }
        Ok(())
    }

    /// The search words; a search longer than WordPress reads matches everything.
    fn search(&mut self, args: &Args) {
        if let Some(search) = args.str("search") {
            self.url_pairs.push(("search", search.to_string()));
            if search.len() <= MAX_SEARCH_BYTES {
                self.filter.search_words = search_terms(search);
            }
        }
    }

    /// Lists whose items [`resolve_references`] checks later; here they are only
    /// repeated for `rest_url`.
    fn echo_lists(&mut self, args: &Args, names: [&'static str; 2]) {
        for name in names {
            let items = args.list(name);
            if !items.is_empty() {
                self.url_pairs.push((name, items.join(",")));
            }
        }
    }

    /// The statuses the caller asked for and may see; `rest_url` names them when asked
    /// for, and always for callers who see only what is published.
    fn statuses(&mut self, args: &Args, sees_unpublished: bool) -> Result<(), ApiError> {
        let requested = args.value("status").map(list_items);
        self.filter.statuses = list_statuses(requested.as_deref(), sees_unpublished)?;
        if requested.is_some() || !sees_unpublished {
            self.url_pairs
                .push(("status", status_names(&self.filter.statuses)));
        }
        Ok(())
    }

    fn parent_and_include(&mut self, args: &Args) {
        if let Some(parent) = args.int("post_parent") {
            self.filter.post_parent = Some(parent);
            self.url_pairs.push(("post_parent", parent.to_string()));
        }
        if let Some(items) = args.value("include").map(list_items) {
            self.filter.include = Some(items.iter().filter_map(|i| i.parse().ok()).collect());
            self.url_pairs.push(("include", items.join(",")));
        }
    }

    /// `starts_before` and the other range parameters, each widened to the end of its
    /// day outside strict mode.
    fn ranges(&mut self, args: &Args, dates: &DateReading) -> Result<(), ApiError> {
        let filter = &mut self.filter;
        let slots = [
            ("starts_before", &mut filter.starts_before),
            ("starts_after", &mut filter.starts_after),
            ("ends_before", &mut filter.ends_before),
            ("ends_after", &mut filter.ends_after),
        ];
        for (name, slot) in slots {
            if let Some(bound) = dates.supplied(args, name, true)? {
                let value = format_wp(&bound);
                self.url_pairs.push((name, value.clone()));
                *slot = Some(value);
            }
        }
        Ok(())
    }

    fn strictness(&mut self, args: &Args, dates: &DateReading) {
        if args.given("strict_dates") {
            let strict = if dates.strict { "1" } else { "0" };
            self.url_pairs.push(("strict_dates", strict.to_string()));
        }
    }

    fn featured(&mut self, args: &Args) {
        if let Some(featured) = args.bool("featured") {
            self.filter.featured = Some(featured);
            let featured = if featured { "1" } else { "0" };
            self.url_pairs.push(("featured", featured.to_string()));
        }
    }
}

/// The plan of a list for `caller` through `variant`: [`plan`], narrowed to what the
/// caller may see and searched in the variant's text, with what its filters name
/// checked against the store ([`resolve_references`]).
pub async fn for_caller(
    store: &Store,
    variant: &Variant,
    caller: &Caller,
    args: &Args,
    now_utc: NaiveDateTime,
) -> Result<ListPlan, ApiError> {
    let mut plan = plan(
        args,
        &variant.tenant.timezone,
        now_utc,
        caller.has(Cap::Edit),
    )?;
    plan.filter.published_or_author = own_posts_only(caller);
    plan.filter.protected = protected_matches(caller);
    plan.filter.text_languages = translations::chain(variant);
    resolve_references(store, variant.tenant_id(), caller, args, &mut plan.filter).await?;
    Ok(plan)
}

/// Resolves and checks what the list filters refer to: every category, tag, venue,
/// organizer and parent must exist in the tenant, and a venue or organizer the caller
/// may not read is answered as one that does not exist.
pub async fn resolve_references(
    store: &Store,
    tenant: &str,
    caller: &Caller,
    args: &Args,
    filter: &mut EventFilter,
) -> Result<(), ApiError> {
    let mut problems = Vec::new();
    for (name, taxonomy) in [("categories", Taxonomy::Category), ("tags", Taxonomy::Tag)] {
        let items = args.list(name);
        if items.is_empty() {
            continue;
        }
        let langs = filter
            .text_languages
            .as_ref()
            .map_or(&[][..], |chain| chain.chain.as_slice());
        let (ids, unknown) = store.resolve_terms(tenant, taxonomy, &items, langs).await?;
        if !unknown.is_empty() {
            problems.push(ParamProblem::invalid(name));
            continue;
        }
        if taxonomy == Taxonomy::Category {
            filter.category_ids = Some(store.categories_with_descendants(tenant, &ids).await?);
        } else {
            filter.tag_ids = Some(ids);
        }
    }
    for (name, post_type) in [
        ("venue", PostType::Venue),
        ("organizer", PostType::Organizer),
    ] {
        let ids: Vec<i64> = args
            .list(name)
            .iter()
            .filter_map(|i| i.parse().ok())
            .collect();
        if ids.is_empty() {
            continue;
        }
        if !unreferable(store, tenant, caller, post_type, &ids, Referable::Readable)
            .await?
            .is_empty()
        {
            problems.push(ParamProblem::invalid(name));
            continue;
        }
        if post_type == PostType::Venue {
            filter.venue_ids = Some(ids);
        } else {
            filter.organizer_ids = Some(ids);
        }
    }
    if let Some(parent) = filter.post_parent
        && store.post_type(tenant, parent).await? != Some(PostType::Event)
    {
        problems.push(ParamProblem::invalid("post_parent"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ApiError::invalid_params(problems))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::api::events::args::LIST;
    use crate::domain::dates::parse_date;
    use crate::domain::post::PostStatus;
    use crate::http::args::validate;
    use serde_json::{Value, json};

    fn now() -> NaiveDateTime {
        parse_date("2026-11-22 10:30:00").expect("date")
    }

    fn plan_for(query: Value, tz: &str) -> Result<ListPlan, ApiError> {
        let args = validate(LIST, query.as_object().expect("object"))?;
        plan(
            &args,
            &crate::domain::tz::parse(tz).expect("tz"),
            now(),
            false,
        )
    }

    #[test]
    fn default_window_is_yesterday_to_two_years_ahead() {
        let p = plan_for(json!({}), "UTC").expect("plan");
        assert_eq!(p.filter.start_min.as_deref(), Some("2026-11-21 00:00:00"));
        assert_eq!(p.filter.end_max.as_deref(), Some("2028-11-22 23:59:59"));
        assert_eq!(p.filter.statuses, [PostStatus::Publish]);
        // East of UTC the instant "yesterday 23:59 UTC" is already today.
        let east = plan_for(json!({}), "Asia/Tokyo").expect("plan");
        assert_eq!(
            east.filter.start_min.as_deref(),
            Some("2026-11-22 00:00:00")
        );
    }

    #[test]
    fn whole_days_unless_strict() {
        let p = plan_for(
            json!({"start_date": "2018-01-01 15:00:00", "end_date": "2018-01-01 18:00:00"}),
            "UTC",
        )
        .expect("plan");
        assert_eq!(p.filter.start_min.as_deref(), Some("2018-01-01 00:00:00"));
        assert_eq!(p.filter.end_max.as_deref(), Some("2018-01-01 23:59:59"));
        let strict = plan_for(
            json!({"start_date": "2018-01-01 15:00:00", "end_date": "2018-01-01 18:00:00", "strict_dates": "true"}),
            "Europe/Paris",
        )
        .expect("plan");
        assert_eq!(
            strict.filter.start_min.as_deref(),
            Some("2018-01-01 16:00:00"),
            "UTC input in site time"
        );
        assert_eq!(
            strict.filter.end_max.as_deref(),
            Some("2018-01-01 19:00:00")
        );
    }

    #[test]
    fn relative_phrases_read_on_the_site_clock() {
        let plan_at = |query: Value, tz: &str, now: &str| {
            let args = validate(LIST, query.as_object().expect("object")).expect("valid");
            let tz = crate::domain::tz::parse(tz).expect("tz");
            plan(&args, &tz, parse_date(now).expect("now"), false).expect("plan")
        };
        // 23:30 UTC is already the next day in Paris.
        let late = "2026-11-22 23:30:00";
        let today = json!({"start_date": "today", "end_date": "+1 week"});
        let paris = plan_at(today.clone(), "Europe/Paris", late);
        assert_eq!(
            paris.filter.start_min.as_deref(),
            Some("2026-11-23 00:00:00")
        );
        assert_eq!(paris.filter.end_max.as_deref(), Some("2026-11-30 23:59:59"));
        let utc = plan_at(today, "UTC", late);
        assert_eq!(utc.filter.start_min.as_deref(), Some("2026-11-22 00:00:00"));

        // Strict bounds keep the phrase's time on the site's clock, where a written
        // date-time is read as UTC.
        let strict = |start: &str| {
            let query = json!({"start_date": start, "strict_dates": "1"});
            plan_at(query, "Europe/Paris", late).filter.start_min
        };
        assert_eq!(
            strict("tomorrow 9am").as_deref(),
            Some("2026-11-24 09:00:00")
        );
        assert_eq!(
            strict("2026-11-24 09:00").as_deref(),
            Some("2026-11-24 10:00:00")
        );
        assert_eq!(strict("now").as_deref(), Some("2026-11-23 00:30:00"));

        let range = plan_at(json!({"starts_after": "yesterday"}), "Europe/Paris", late);
        assert_eq!(
            range.filter.starts_after.as_deref(),
            Some("2026-11-22 23:59:59")
        );
    }

    #[test]
    fn range_parameters_drop_the_default_window() {
        let p = plan_for(
            json!({"ends_after": "2017-12-31", "starts_before": "2018-01-02"}),
            "UTC",
        )
        .expect("plan");
        assert_eq!(p.filter.start_min, None);
        assert_eq!(p.filter.end_max, None);
        assert_eq!(p.filter.ends_after.as_deref(), Some("2017-12-31 23:59:59"));
        assert_eq!(
            p.filter.starts_before.as_deref(),
            Some("2018-01-02 23:59:59")
        );
        let explicit = plan_for(
            json!({"starts_after": "2018-01-01", "end_date": "2018-02-01"}),
            "UTC",
        )
        .expect("plan");
        assert_eq!(explicit.filter.start_min, None);
        assert_eq!(
            explicit.filter.end_max.as_deref(),
            Some("2018-02-01 23:59:59")
        );
    }

    #[test]
    fn include_ignores_start_and_end_dates() {
        let p =
            plan_for(json!({"include": "5,3", "start_date": "2030-01-01"}), "UTC").expect("plan");
        assert_eq!(p.filter.start_min, None);
        assert_eq!(p.filter.include, Some(vec![5, 3]));
    }

    #[test]
    fn anonymous_status_must_be_publish() {
        assert!(plan_for(json!({"status": "publish"}), "UTC").is_ok());
        assert!(plan_for(json!({"status": "draft"}), "UTC").is_err());
        assert!(plan_for(json!({"status": "publish,draft"}), "UTC").is_err());
    }

    #[test]
    fn ticketed_true_needs_the_ticketing_feature() {
        let err = plan_for(json!({"ticketed": "true"}), "UTC").expect_err("refused");
        assert_eq!(err.code(), "rest_invalid_param");
        assert!(plan_for(json!({"ticketed": "false"}), "UTC").is_ok());
    }

    #[test]
    fn per_page_is_clamped_and_search_split() {
        let p = plan_for(json!({"per_page": "100", "search": "Jazz  NIGHT"}), "UTC").expect("plan");
        assert_eq!(p.paging.per_page, 50);
        assert_eq!(p.filter.search_words, ["jazz", "night"]);
        let long = "x".repeat(1601);
        let p = plan_for(json!({"search": long}), "UTC").expect("plan");
        assert!(
            p.filter.search_words.is_empty(),
            "over-long searches are ignored"
        );
    }
}
