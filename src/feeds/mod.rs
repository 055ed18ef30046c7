//! iCalendar feeds at the plugin's own addresses, outside the REST namespace: the
//! events list (`{site root}/events/?ical=1`), a category's, a tag's and one event's
//! ([`address`]), which calendar apps subscribe to and fetch again and again.
//!
//! A feed holds what the same caller's REST list holds, read through the same code:
//! its filters are the list's (`categories`, `tags`, `venue`, `organizer`, `featured`,
//! `search`, `start_date`, `end_date`), validated by the list's argument specification
//! and planned by [`list_plan::for_caller`], so a malformed one gets the list's 400.
//! Without `start_date` it starts with the events that end today or later (on the
//! site's clock), and holds up to the tenant's `ical_max_events`, the earliest first.
//! An event's own feed shows it even when it is hidden from listings.
//!
//! The document is written by [`calendar`] with [`ical`] and [`vtimezone`]; the answer
//! goes through the read cache like any read, and says when the tenant last changed
//! (`Last-Modified`).

pub(crate) mod address;
pub(crate) mod calendar;
pub(crate) mod ical;
pub(crate) mod vtimezone;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{Duration, NaiveDate, NaiveDateTime};
use serde_json::{Map, Value};

pub use address::Feed;

use crate::api::events::view::Embeds;
use crate::api::events::{args::LIST, event_id_for_slug, list_plan};
use crate::api::posts::facts;
use crate::api::respond::showing;
use crate::api::translations;
use crate::auth::Caller;
use crate::domain::dates::{format_wp, start_of_day};
use crate::domain::post::{PostStatus, Taxonomy};
use crate::error::{ApiError, ParamProblem};
use crate::http::args::{Args, validate};
use crate::http::extract::Variant;
use crate::state::AppState;
use crate::store::changes::{Depends, Part};
use crate::store::events::{EventFilter, EventRecord};
use crate::store::now_utc;

/// The REST list's filters a list feed takes, with their meaning there.
const LIST_FILTERS: [&str; 8] = [
    "categories",
    "tags",
    "venue",
    "organizer",
    "featured",
    "search",
    "start_date",
    "end_date",
];

/// Media type of every feed.
const CALENDAR_TYPE: &str = "text/calendar; charset=utf-8";

/// The largest feed the read cache keeps, in bytes: a feed costs far more to render
/// than an API answer, and the default one of 2,000 events takes some 1.4 MB when
/// their descriptions are short.
pub const LARGEST_KEPT: usize = 4 * 1024 * 1024;

/// The answer to `feed` for `caller` through `variant`, `params` being the request's
/// query.
pub async fn answer(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    feed: &Feed,
    params: &Map<String, Value>,
) -> Result<Response, ApiError> {
    // A closed semaphore, never, would only mean rendering without a turn.
    let _turn = state.feed_renders.acquire().await.ok();
    let now = now_utc();
    let (mut events, shown, default_start) = match feed {
        Feed::Event(slug) => {
            let event = single(state, variant, caller, slug).await?;
            let mut shown = crate::api::events::view::shown_parts(&event);
            shown.push(Part::Slug(slug.clone()));
            (vec![event], shown, None)
        }
        listed => {
            let (events, default_start) = list(state, variant, caller, listed, params, now).await?;
            // The filters name venues, organizers and terms, and the events embed them.
            let shown = vec![Part::Events, Part::Venues, Part::Organizers, Part::Terms];
            (events, shown, default_start)
        }
    };
    let embeds = Embeds::load(state, variant, &mut events, state.cache.recall()).await?;
    let last_modified = last_modified(state, variant, default_start, now).await?;
    let tenant = &variant.tenant;
    let host = variant.global_id_prefix();
    let head = calendar::Head {
        name: tenant.site_name.as_deref().unwrap_or(host),
        timezone: &tenant.timezone,
        refresh: tenant.ical_refresh,
    };
    let entries: Vec<calendar::Entry> = events
        .iter()
        .map(|event| calendar::Entry {
            event,
            unlocked: event.data.post.password.is_empty(),
        })
        .collect();
    let body = calendar::document(&head, variant, &caller.who(), &entries, &embeds);
    let mut response = (StatusCode::OK, body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(CALENDAR_TYPE),
    );
    let disposition = format!("attachment; filename=\"{}.ics\"", file_name(feed));
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    if let Some(at) = last_modified
        && let Ok(value) = HeaderValue::from_str(&httpdate::fmt_http_date(at.and_utc().into()))
    {
        headers.insert(header::LAST_MODIFIED, value);
    }
    Ok(showing(response, Depends::On(shown)))
}

/// The event `slug` names, when `caller` may read it; trashed or unreadable, it is
/// as unknown as a slug that names nothing (the plugin's page answers 404 alike).
async fn single(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    slug: &str,
) -> Result<EventRecord, ApiError> {
    let not_found = || ApiError::feed_event_not_found(slug);
    let id = event_id_for_slug(&state.store, variant, slug)
        .await?
        .ok_or_else(not_found)?;
    let event = state
        .store
        .event(variant.tenant_id(), id)
        .await?
        .ok_or_else(not_found)?;
    let post = &event.data.post;
    if post.status == PostStatus::Trash || !caller.who().can_read(&facts(post)) {
        return Err(not_found());
    }
    Ok(event)
}

/// The events of a list feed, and the start of the default window when it applies.
async fn list(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    feed: &Feed,
    params: &Map<String, Value>,
    now: NaiveDateTime,
) -> Result<(Vec<EventRecord>, Option<NaiveDateTime>), ApiError> {
    let included = event_ids(params)?;
    let args = list_args(feed, params)?;
    let mut filter = list_plan::for_caller(&state.store, variant, caller, &args, now)
        .await?
        .filter;
    let mut default_start = None;
    if let Some(ids) = included {
        // Named events, whatever their dates, as the list's `include` takes them.
        filter.include = Some(ids);
        (filter.start_min, filter.end_max) = (None, None);
    } else {
        if !args.given("start_date") {
            let start = today(variant, now);
            default_start = Some(variant.tenant.timezone.to_utc(start));
            filter.start_min = None;
            // Events that end at the day's start or later.
            filter.ends_after = Some(format_wp(&(start - Duration::seconds(1))));
        }
        if !args.given("end_date") {
            filter.end_max = None;
        }
    }
    narrow_to_address(state, variant, feed, &mut filter).await?;
    let limit = i64::try_from(variant.tenant.ical_max_events).unwrap_or(i64::MAX);
    let events = state
        .store
        .first_events(variant.tenant_id(), &filter, limit)
        .await?;
    Ok((events, default_start))
}

/// The start of today on the site's clock.
fn today(variant: &Variant, now: NaiveDateTime) -> NaiveDateTime {
    start_of_day(&variant.tenant.timezone.from_utc(now))
}

/// The REST list's arguments among `params`, validated by the list's own
/// specification; `tribe-bar-date` stands for `start_date` when that is not given.
/// A category's or tag's address and the parameter naming categories or tags would
/// contradict each other: the parameter is refused.
fn list_args(feed: &Feed, params: &Map<String, Value>) -> Result<Args, ApiError> {
    let contradicted = match feed {
        Feed::Category(_) => Some("categories"),
        Feed::Tag(_) => Some("tags"),
        _ => None,
    };
    if let Some(name) = contradicted.filter(|name| params.contains_key(*name)) {
        return Err(ApiError::invalid_param(name));
    }
    let mut filters: Map<String, Value> = LIST_FILTERS
        .iter()
        .filter_map(|name| Some((name.to_string(), params.get(*name)?.clone())))
        .collect();
    if let Some(first_day) = params.get("tribe-bar-date") {
        let day = first_day
            .as_str()
            .and_then(bar_date)
            .ok_or_else(|| ApiError::invalid_param("tribe-bar-date"))?;
        filters
            .entry("start_date")
            .or_insert_with(|| Value::String(day.format("%Y-%m-%d").to_string()));
    }
    validate(LIST, &filters)
}

/// The day `tribe-bar-date` names, as the plugin's views take it: `YYYY-MM-DD`, or
/// `YYYY-MM` for the month's first day.
fn bar_date(text: &str) -> Option<NaiveDate> {
    let well_formed = |pattern: &str| {
        text.len() == pattern.len()
            && text.bytes().zip(pattern.bytes()).all(|(c, p)| {
                if p == b'9' {
                    c.is_ascii_digit()
                } else {
                    c == p
                }
            })
    };
    if well_formed("9999-99-99") {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()
    } else if well_formed("9999-99") {
        NaiveDate::parse_from_str(&format!("{text}-01"), "%Y-%m-%d").ok()
    } else {
        None
    }
}

/// `event_ids`: positive ids, comma-separated.
fn event_ids(params: &Map<String, Value>) -> Result<Option<Vec<i64>>, ApiError> {
    let Some(value) = params.get("event_ids") else {
        return Ok(None);
    };
    let ids: Option<Vec<i64>> = value.as_str().and_then(|text| {
        text.split(',')
            .map(|id| id.trim().parse::<i64>().ok().filter(|id| *id > 0))
            .collect()
    });
    match ids {
        Some(ids) if !ids.is_empty() => Ok(Some(ids)),
        _ => Err(ApiError::invalid_params(vec![ParamProblem::invalid(
            "event_ids",
        )])),
    }
}

/// Narrows `filter` to the category (and its descendants) or tag the address names.
async fn narrow_to_address(
    state: &AppState,
    variant: &Variant,
    feed: &Feed,
    filter: &mut EventFilter,
) -> Result<(), ApiError> {
    let (taxonomy, slug) = match feed {
        Feed::Category(slug) => (Taxonomy::Category, slug),
        Feed::Tag(slug) => (Taxonomy::Tag, slug),
        _ => return Ok(()),
    };
    let tenant = variant.tenant_id();
    let langs = translations::chain(variant).map_or_else(Vec::new, |c| c.chain);
    let id = state
        .store
        .term_id_by_slug(tenant, taxonomy, slug, &langs)
        .await?
        .ok_or_else(|| ApiError::feed_term_not_found(taxonomy, slug))?;
    if taxonomy == Taxonomy::Category {
        filter.category_ids = Some(
            state
                .store
                .categories_with_descendants(tenant, &[id])
                .await?,
        );
    } else {
        filter.tag_ids = Some(vec![id]);
    }
    Ok(())
}

/// When what the feed shows last changed, as far as can be told: the tenant's last
/// write, this process's start (a new configuration or release), and the start of the
/// default window (past events leave it as days pass). `None` while that time is
/// within the present second: a later change in the same second would have the same
/// `Last-Modified`, and a client holding this answer would be told it has that one.
async fn last_modified(
    state: &AppState,
    variant: &Variant,
    default_start: Option<NaiveDateTime>,
    now: NaiveDateTime,
) -> Result<Option<NaiveDateTime>, ApiError> {
    let written = state.store.last_write_at(variant.tenant_id()).await?;
    let changed = [written, Some(state.started), default_start]
        .into_iter()
        .flatten()
        .max()
        .unwrap_or(state.started);
    Ok((changed < now).then_some(changed))
}

/// The name a feed is saved under, without `.ics`: letters, digits, `-`, `_` and `.`.
fn file_name(feed: &Feed) -> String {
    let name = match feed {
        Feed::List => "events".to_string(),
        Feed::Category(slug) | Feed::Tag(slug) => format!("events-{slug}"),
        Feed::Event(slug) => slug.clone(),
    };
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '-'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::extract::parse_query;

    #[test]
    fn bar_dates_name_a_day_or_a_month() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        assert_eq!(bar_date("2030-12-05"), day(2030, 12, 5));
        assert_eq!(bar_date("2030-12"), day(2030, 12, 1));
        assert_eq!(bar_date("2030-13-01"), None);
        assert_eq!(bar_date("2030-1-5"), None);
        assert_eq!(bar_date("next week"), None);
    }

    #[test]
    fn event_ids_are_positive_ids() {
        let ids = |query: &str| event_ids(&parse_query(query)).map_err(|e| e.code());
        assert_eq!(ids("event_ids=3,1, 2"), Ok(Some(vec![3, 1, 2])));
        assert_eq!(ids("ical=1"), Ok(None));
        assert_eq!(ids("event_ids=3,x"), Err("rest_invalid_param"));
        assert_eq!(ids("event_ids=0"), Err("rest_invalid_param"));
        assert_eq!(ids("event_ids="), Err("rest_invalid_param"));
    }

    #[test]
    fn file_names_keep_to_safe_characters() {
        assert_eq!(file_name(&Feed::List), "events");
        assert_eq!(file_name(&Feed::Tag("free".into())), "events-free");
        assert_eq!(file_name(&Feed::Event("caf%c3%a9".into())), "caf-c3-a9");
    }
}
