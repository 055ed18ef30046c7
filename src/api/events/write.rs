//! Create and update of events: from validated arguments (and, on update, the stored
//! event) to the complete new stored state, with the plugin's defaults and resets.

use serde_json::{Map, Value};

use crate::api::events::args::{MAX_NEW_LINKED, MAX_ORGANIZERS, MAX_TERMS};
use crate::api::organizers::Organizer;
use crate::api::posts::{
    ImageRef, Referable, TitleSlug, WriteContext, build_post, check_author, checked_date_arg,
    image_ref, unreferable,
};
use crate::api::translations;
use crate::api::venues::Venue;
use crate::api::venues_organizers::{Linked, check_references, create_in_tx};
use crate::auth::Caller;
use crate::config::Tenant;
use crate::domain::cost::{StoredCost, parse_cost};
use crate::domain::dates::{WpDateTime, end_of_day, start_of_day};
use crate::domain::post::Taxonomy;
use crate::error::{ApiError, Msg, ParamProblem};
use crate::http::args::{Args, as_integer, list_items, validate};
use crate::http::extract::Variant;
use crate::store::events::EventData;
use crate::store::{Store, StoreError, WriteTx};

/// A cost given as one text, several texts, or a number.
fn cost_parts(value: &Value) -> Vec<String> {
    match value {
        Value::Array(items) => items
            .iter()
            .filter_map(|v| match v {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .collect(),
        Value::String(s) => vec![s.clone()],
        Value::Number(n) => vec![n.to_string()],
        _ => Vec::new(),
    }
}

/// The new stored state of an event. `existing` is `None` on create.
pub fn build(args: &Args, existing: Option<&EventData>, ctx: &WriteContext) -> EventData {
    let site = ctx.site_tz;
    let now = ctx.now_utc;
    let mut d = existing.cloned().unwrap_or_default();

    d.post = build_post(
        args,
        "title",
        TitleSlug::WhenPublic,
        existing.map(|e| &e.post),
        ctx,
    );
    let WpDateTime(date_local) = d.post.date_local;

    let tz = args
        .str("timezone")
        .filter(|s| !s.is_empty())
        .and_then(crate::domain::tz::parse)
        .unwrap_or_else(|| site.clone());
    d.timezone = tz.name();
    d.all_day = args.bool("all_day").unwrap_or(false);
    let stored_start = existing.map(|e| e.start_local.0);
    let stored_end = existing.map(|e| e.end_local.0);
    // Phrases such as "tomorrow 9am" read on the event's own clock.
    let (start, end) = match (
        checked_date_arg(args, "start_date", &tz, now),
        checked_date_arg(args, "end_date", &tz, now),
    ) {
        (Some(s), Some(e)) => (Some(s), Some(e)),
        // Only one bound: the plugin ignores it, except for all-day events, which take
        // the other bound from the stored event.
        (Some(s), None) if d.all_day => (Some(s), stored_end),
        (None, Some(e)) if d.all_day => (stored_start, Some(e)),
        _ => (stored_start, stored_end),
    };
    let mut start = start.unwrap_or(date_local);
    let mut end = end.unwrap_or(start);
    if d.all_day {
        start = start_of_day(&start);
        end = end_of_day(&end);
    }
    if start > end {
        end = start;
    }
    d.start_local = WpDateTime(start);
    d.end_local = WpDateTime(end);
    d.start_utc = WpDateTime(tz.to_utc(start));
    d.end_utc = WpDateTime(tz.to_utc(end));
    d.timezone_abbr = tz.abbreviation(start);

    let cost = args
        .value("cost")
        .map(|v| parse_cost(&cost_parts(v)))
        .unwrap_or_default();
    let StoredCost {
        text,
        symbol,
        position,
    } = cost;
    (d.cost, d.cost_symbol, d.cost_position) = (text, symbol, position);
    d.website = match args.value("website") {
        Some(Value::String(url)) => Some(url.clone()),
        _ if existing.is_some() => Some(String::new()),
        _ => None,
    };
    d.show_map = args.bool("show_map").unwrap_or(false);
    d.show_map_link = args.bool("show_map_link").unwrap_or(false);
    d.hide_from_listings = args.bool("hide_from_listings").unwrap_or(false);
    d.featured = args.bool("featured").unwrap_or(false);
    d.post.menu_order = if args.bool("sticky").unwrap_or(false) {
        -1
    } else {
        0
    };
    d.image_id = None;
    d
}

/// A term named in a write: an id, or text to match by slug or name (or create).
#[derive(Debug, Clone, PartialEq)]
pub enum TermRef {
    Id(i64),
    Name(String),
}

/// A venue or organizer named in an event write: an existing one, or one to create
/// (or reuse, when one of that name exists) from inline fields.
#[derive(Debug, Clone)]
pub enum LinkTarget {
    Existing(i64),
    Inline(Box<Args>, Option<ImageRef>),
}

/// The links an event write asks for, checked against the store. `None` leaves a
/// link as stored.
#[derive(Debug, Clone, Default)]
pub struct RequestedLinks {
    pub venue: Option<LinkTarget>,
    pub organizers: Option<Vec<LinkTarget>>,
    pub categories: Option<Vec<TermRef>>,
    pub tags: Option<Vec<TermRef>>,
    pub image: Option<ImageRef>,
}

impl RequestedLinks {
    /// Applies [`check_author`] to the venue and organizers the write creates inline,
    /// which are posts of their own with an author.
    pub fn check_inline_authors(&self, caller: &Caller, tenant: &Tenant) -> Result<(), ApiError> {
        self.venue
            .iter()
            .chain(self.organizers.iter().flatten())
            .try_for_each(|target| match target {
                LinkTarget::Inline(args, _) => check_author(args, caller, tenant),
                LinkTarget::Existing(_) => Ok(()),
            })
    }
}

/// One venue or organizer as an event write may name it, before checking.
#[derive(Debug, Clone, PartialEq)]
enum Named {
    Id(i64),
    Fields(Map<String, Value>),
}

/// An id, `{ "id": N }`, or an object of fields; `Ok(None)` for the empty values that
/// mean "no change"; `Err(())` for anything else.
fn named(value: &Value) -> Result<Option<Named>, ()> {
    match value {
        Value::Null => Ok(None),
        Value::String(s) if s.trim().is_empty() || s.trim() == "0" => Ok(None),
        Value::Number(_) | Value::String(_) => match as_integer(value) {
            Some(0) => Ok(None),
            Some(id) if id > 0 => Ok(Some(Named::Id(id))),
            _ => Err(()),
        },
        Value::Object(map) => match map.get("id") {
            Some(id) => named(id),
            None if map
                .values()
                .all(|v| v.is_null() || v.as_str().is_some_and(str::is_empty)) =>
            {
                Ok(None)
            }
            None => Ok(Some(Named::Fields(map.clone()))),
        },
        _ => Err(()),
    }
}

/// `venue`: one venue, also as a one-element list (the plugin fails on lists; taking
/// the single element is what clients mean).
fn venue_named(value: &Value) -> Result<Option<Named>, ()> {
    match value {
        Value::Array(items) if items.is_empty() => Ok(None),
        Value::Array(items) if items.len() == 1 => named(&items[0]),
        Value::Array(_) => Err(()),
        other => named(other),
    }
}

/// `organizer`: one organizer or a list; a bare object counts as a one-element list.
/// `Some(vec![])` unlinks all.
fn organizers_named(value: &Value) -> Result<Option<Vec<Named>>, ()> {
    match value {
        Value::Array(items) => items
            .iter()
            .map(|item| named(item).and_then(|n| n.ok_or(())))
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        other => Ok(named(other)?.map(|n| vec![n])),
    }
}

/// Checks the venues or organizers `items` names against the store: each id must be
/// one the caller may link ([`Referable::Linkable`]), and each object of fields must
/// pass the create rules of the kind's own route. The inner result is the verdict on
/// the values, problems reported under `param`; the outer error is the store failing
/// to give one.
async fn check_targets<T: Linked>(
    store: &Store,
    tenant: &str,
    caller: &Caller,
    items: Vec<Named>,
    param: &str,
) -> Result<Result<Vec<LinkTarget>, Vec<ParamProblem>>, ApiError> {
    let invalid = || Ok(Err(vec![ParamProblem::invalid(param)]));
    let ids: Vec<i64> = items
        .iter()
        .filter_map(|item| match item {
            Named::Id(id) => Some(*id),
            Named::Fields(_) => None,
        })
        .collect();
    let unreferable = unreferable(
        store,
        tenant,
        caller,
        T::KIND.post_type,
        &ids,
        Referable::Linkable,
    )
    .await?;
    if !unreferable.is_empty() {
        return invalid();
    }
    let mut targets = Vec::with_capacity(items.len());
    for item in items {
        let mut fields = match item {
            Named::Id(id) => {
                targets.push(LinkTarget::Existing(id));
                continue;
            }
            Named::Fields(fields) => fields,
        };
        for flag in T::INLINE_FLAGS {
            if let Some(Value::Bool(on)) = fields.get(*flag) {
                let text = if *on { "1" } else { "0" };
                fields.insert((*flag).to_string(), Value::from(text));
            }
        }
        let Ok(args) = validate(T::CREATE, &fields) else {
            return invalid();
        };
        match check_references(store, tenant, &args, caller, Some(param)).await? {
            Ok(image) => targets.push(LinkTarget::Inline(Box::new(args), image)),
            Err(problems) => return Ok(Err(problems)),
        }
    }
    Ok(Ok(targets))
}

/// `organizer` naming more than `max` of what message `id` counts.
fn too_many(id: &'static str, max: usize) -> ParamProblem {
    let msg = Msg::new(id)
        .arg("param", "organizer")
        .arg("max", max as i64);
    ParamProblem::detailed("organizer", "rest_too_many_items", msg)
}

fn term_refs(value: &Value) -> Vec<TermRef> {
    list_items(value)
        .into_iter()
        .map(|item| match item.parse::<i64>() {
            Ok(id) => TermRef::Id(id),
            Err(_) => TermRef::Name(item),
        })
        .collect()
}

/// Parses and checks the links of a write; unknown ids, and ids of venues and
/// organizers the caller may not link, are `rest_invalid_param` failures, reported
/// before any permission check as WordPress's validators are.
pub async fn resolve_links(
    store: &Store,
    tenant: &str,
    args: &Args,
    caller: &Caller,
) -> Result<RequestedLinks, ApiError> {
    let mut links = RequestedLinks::default();
    let mut problems = Vec::new();

    if let Some(author) = args.int("author")
        && !store.user_exists(tenant, author).await?
    {
        problems.push(ParamProblem::invalid("author"));
    }
    let venue = args.value("venue").map(venue_named);
    let organizers = args.value("organizer").map(organizers_named);
    let inline = |named: &Named| matches!(named, Named::Fields(_));
    let new_items = match &venue {
        Some(Ok(Some(item))) => usize::from(inline(item)),
        _ => 0,
    } + match &organizers {
        Some(Ok(Some(items))) => items.iter().filter(|item| inline(item)).count(),
        _ => 0,
    };
    match venue {
        Some(Ok(Some(item))) => {
            match check_targets::<Venue>(store, tenant, caller, vec![item], "venue").await? {
                Ok(mut targets) => links.venue = targets.pop(),
                Err(found) => problems.extend(found),
            }
        }
        Some(Err(())) => problems.push(ParamProblem::invalid("venue")),
        Some(Ok(None)) | None => {}
    }
    match organizers {
        // Bounds are checked before any organizer is looked up or validated, so that a
        // long list costs nothing. Only `organizer` can pass the bound on new items.
        Some(Ok(Some(items))) if items.len() > MAX_ORGANIZERS => {
            problems.push(too_many("param-too-many-organizers", MAX_ORGANIZERS));
        }
        Some(Ok(Some(_))) if new_items > MAX_NEW_LINKED => {
            problems.push(too_many("param-too-many-new-linked", MAX_NEW_LINKED));
        }
        Some(Ok(Some(items))) => {
            match check_targets::<Organizer>(store, tenant, caller, items, "organizer").await? {
                Ok(targets) => links.organizers = Some(targets),
                Err(found) => problems.extend(found),
            }
        }
        Some(Err(())) => problems.push(ParamProblem::invalid("organizer")),
        Some(Ok(None)) | None => {}
    }
    links.categories = args.value("categories").map(term_refs);
    links.tags = args.value("tags").map(term_refs);
    for (param, refs) in [("categories", &links.categories), ("tags", &links.tags)] {
        if refs.as_ref().is_some_and(|r| r.len() > MAX_TERMS) {
            let msg = Msg::new("param-too-many-terms")
                .arg("param", param)
                .arg("max", MAX_TERMS as i64);
            problems.push(ParamProblem::detailed(param, "rest_too_many_items", msg));
        }
    }
    if let Some(value) = args.value("image") {
        match image_ref(store, tenant, value, caller).await? {
            Ok(image) => links.image = Some(image),
            Err(problem) => problems.push(problem),
        }
    }
    problems.dedup_by(|a, b| a.name == b.name);
    if problems.is_empty() {
        Ok(links)
    } else {
        Err(ApiError::invalid_params(problems))
    }
}

/// The id a link target stands for, creating an inline venue or organizer first.
pub async fn target_id<T: Linked>(
    tx: &mut WriteTx,
    variant: &Variant,
    ctx: &WriteContext<'_>,
    target: &LinkTarget,
) -> Result<i64, StoreError> {
    match target {
        LinkTarget::Existing(id) => Ok(*id),
        LinkTarget::Inline(args, image) => {
            create_in_tx::<T>(tx, variant, ctx, args, image.as_ref()).await
        }
    }
}

/// Writes the links of an event inside its transaction. Term names that match no term
/// create one, as the plugin does.
pub async fn apply_links(
    tx: &mut WriteTx,
    variant: &Variant,
    ctx: &WriteContext<'_>,
    event_id: i64,
    links: &RequestedLinks,
) -> Result<(), StoreError> {
    let tenant = variant.tenant_id();
    // Terms named in the variant's language are found by their translated names too.
    let langs = translations::chain(variant).map_or_else(Vec::new, |chain| chain.chain);
    if let Some(targets) = &links.organizers {
        let mut ids = Vec::with_capacity(targets.len());
        for target in targets {
            ids.push(target_id::<Organizer>(tx, variant, ctx, target).await?);
        }
        Store::set_event_organizers(tx, tenant, event_id, &ids).await?;
    }
    for (taxonomy, refs) in [
        (Taxonomy::Category, &links.categories),
        (Taxonomy::Tag, &links.tags),
    ] {
        let Some(refs) = refs else { continue };
        let mut ids = Vec::with_capacity(refs.len());
        for r in refs {
            let found = match r {
                TermRef::Id(id) => Store::term_id_in_tx(tx, tenant, taxonomy, *id).await?,
                TermRef::Name(name) => {
                    match Store::term_by_name_in_tx(tx, tenant, taxonomy, name, &langs).await? {
                        Some(id) => Some(id),
                        None => Some(
                            Store::create_term(tx, tenant, taxonomy, name, ctx.text_lang).await?,
                        ),
                    }
                }
            };
            // Unknown numeric ids are skipped silently, as the plugin does.
            if let Some(id) = found
                && !ids.contains(&id)
            {
                ids.push(id);
            }
        }
        Store::set_event_terms(tx, tenant, event_id, taxonomy, &ids).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn venue_forms() {
        assert_eq!(venue_named(&json!(12)), Ok(Some(Named::Id(12))));
        assert_eq!(venue_named(&json!("12")), Ok(Some(Named::Id(12))));
        assert_eq!(venue_named(&json!({"id": 12})), Ok(Some(Named::Id(12))));
        assert_eq!(venue_named(&json!([12])), Ok(Some(Named::Id(12))));
        assert!(matches!(
            venue_named(&json!({"venue": "Hall"})),
            Ok(Some(Named::Fields(_)))
        ));
        for empty in [
            json!(0),
            json!(""),
            json!([]),
            json!(null),
            json!({"venue": ""}),
        ] {
            assert_eq!(venue_named(&empty), Ok(None), "{empty}");
        }
        for bad in [
            json!("12,13"),
            json!([12, 13]),
            json!(-3),
            json!("abc"),
            json!(true),
        ] {
            assert_eq!(venue_named(&bad), Err(()), "{bad}");
        }
    }

    #[test]
    fn organizer_forms() {
        let ids = |v: serde_json::Value| match organizers_named(&v) {
            Ok(Some(items)) => items
                .into_iter()
                .map(|n| if let Named::Id(id) = n { id } else { -1 })
                .collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        assert_eq!(ids(json!(7)), [7]);
        assert_eq!(ids(json!([7, {"id": 9}, "11"])), [7, 9, 11]);
        assert_eq!(ids(json!([])), Vec::<i64>::new());
        assert_eq!(ids(json!({"id": 4})), [4]);
        assert_eq!(ids(json!([{"organizer": "New"}])), [-1]);
        assert_eq!(organizers_named(&json!("")), Ok(None));
        assert_eq!(organizers_named(&json!([0])), Err(()));
    }
}
