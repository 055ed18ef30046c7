//! `GET /changes`: what changed in the tenant's events, venues, organizers, categories
//! and tags since a cursor, oldest first, each item with its state as the caller sees
//! it now.
//!
//! A client takes the current cursor (no `since`) before it reads everything, then
//! asks for the changes since it, and since the cursor each answer gives. An item is
//! `present` when the plugin's routes would let this caller read it now (its
//! `rest_url` in the variant's language), `gone` otherwise: deleted, in the trash,
//! unpublished, private, or never readable by this caller. Several changes of one item
//! in a page are reported once, where its last change is, with its state now.
//!
//! The answer never skips a change (see [`crate::store::item_changes`]): the page is
//! bounded by the tenant's last number as read before it, whose changes have all
//! committed; and a cursor is judged expired only after the page was read, so that
//! changes removed meanwhile are told as an expired cursor rather than left out.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{NaiveDateTime, TimeDelta};
use serde_json::{Map, Value, json};

use crate::api::posts::readable_now;
use crate::api::respond::{ok, with_allow};
use crate::auth::Caller;
use crate::domain::items::ItemType;
use crate::error::ApiError;
use crate::gateway::cursor::Cursor;
use crate::http::args::ArgType::{Integer, Untyped};
use crate::http::args::DefaultValue::Int;
use crate::http::args::{ArgSpec, ArgType, Check, KEYS_DESCRIPTION_FIRST};
use crate::http::extract::{Valid, Variant};
use crate::state::AppState;
use crate::store::feed::NumberedChange;
use crate::store::{StoreError, now_utc};

/// The names `types` takes, as the feed names the item types.
const TYPE_NAMES: &[&str] = &["event", "venue", "organizer", "category", "tag"];

/// Changes a page holds by default, and at most.
const PER_PAGE: i64 = 100;
const MOST_PER_PAGE: i64 = 500;

/// Numbers one page of a `types` filter looks through at most: a type changed rarely
/// among many changes of others ends its page early, with `more` and a cursor past
/// what it looked through, instead of reading the whole feed at once.
const FILTERED_SPAN: i64 = 10_000;

/// Arguments of `GET /changes`.
pub const ARGS: &[ArgSpec] = &[
    ArgSpec::new("since", ArgType::String, "param-changes-since")
        .index_keys(KEYS_DESCRIPTION_FIRST),
    ArgSpec::new("per_page", Integer, "param-changes-per-page")
        .default(Int(PER_PAGE))
        .check(Check::IntegerWithin(1, MOST_PER_PAGE))
        .index_keys(KEYS_DESCRIPTION_FIRST),
    ArgSpec::new("types", Untyped, "param-changes-types")
        .items(ArgType::String)
        .check(Check::ListOf(TYPE_NAMES))
        .csv()
        .index_keys(KEYS_DESCRIPTION_FIRST),
];

/// `GET /changes`.
pub async fn list(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let since = match args.str("since") {
        Some(text) => {
            Some(Cursor::decode(text, tenant).ok_or_else(|| ApiError::invalid_param("since"))?)
        }
        None => None,
    };
    let per_page = args.int("per_page").unwrap_or(PER_PAGE);
    let mut only: Vec<ItemType> = args
        .list("types")
        .iter()
        .filter_map(|name| name.parse().ok())
        .collect();
    only.sort_by_key(|item| item.as_str());
    only.dedup();
    // Every change up to here has committed: the page never passes it.
    let end = state.store.item_feed_end(tenant).await?;
    let Some(since) = since else {
        let cursor = Cursor::after(end.last, end.change.as_ref());
        return Ok(answer(&variant, Vec::new(), cursor, false));
    };
    if since.number > end.last {
        // A position this store never reached: a store restored from an older copy.
        return Err(ApiError::cursor_expired());
    }
    let through = if only.is_empty() || only.len() == ItemType::ALL.len() {
        end.last
    } else {
        end.last.min(since.number.saturating_add(FILTERED_SPAN))
    };
    let mut page = state
        .store
        .item_changes(tenant, since.number, through, &only, per_page + 1)
        .await?;
    // Read after the page: a removal of old changes that it missed is seen here.
    let next = since.number + 1;
    let around = state
        .store
        .item_changes_numbered(tenant, &[since.number, next, through])
        .await?;
    let kept = |number: i64| around.iter().find(|c| c.number == number);
    let removed_after = since.number < end.last && kept(next).is_none();
    let numbered_anew = kept(since.number).is_some_and(|at| !since.stands_after(at));
    if removed_after || numbered_anew {
        return Err(ApiError::cursor_expired());
    }
    let (cursor, more) = if page.len() as i64 > per_page {
        page.truncate(per_page as usize);
        let cursor = page
            .last()
            .map_or(Cursor::after(through, kept(through)), |c| {
                Cursor::after(c.number, Some(c))
            });
        (cursor, true)
    } else {
        (Cursor::after(through, kept(through)), through < end.last)
    };
    let entries = entries(&state, &variant, &caller, &page).await?;
    Ok(answer(&variant, entries, cursor, more))
}

/// The page's items, each once where its last change is, with its state now.
async fn entries(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    page: &[NumberedChange],
) -> Result<Vec<Value>, ApiError> {
    let mut last_change: HashMap<(ItemType, i64), i64> = HashMap::with_capacity(page.len());
    for change in page {
        last_change.insert((change.item_type, change.item_id), change.number);
    }
    let mut items: Vec<((ItemType, i64), i64)> = last_change.into_iter().collect();
    items.sort_by_key(|(_, number)| *number);
    let tenant = variant.tenant_id();
    let ids_of = |posts: bool| -> Vec<i64> {
        let mut ids: Vec<i64> = items
            .iter()
            .filter(|((item, _), _)| item.is_post() == posts)
            .map(|((_, id), _)| *id)
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    let posts = state.store.posts_now(tenant, &ids_of(true)).await?;
    let terms = state.store.terms_now(tenant, &ids_of(false)).await?;
    Ok(items
        .into_iter()
        .map(|((item, id), _)| {
            let mut entry = Map::new();
            entry.insert("type".into(), json!(item.as_str()));
            entry.insert("id".into(), json!(id));
            // `Some` when the caller may read the item now, with the time of its last
            // modification where it has one.
            let readable = if item.is_post() {
                posts
                    .iter()
                    .find(|p| p.id == id && ItemType::of_post(p.post_type) == Some(item))
                    .filter(|p| readable_now(caller, &p.facts()))
                    .map(|p| Some(p.modified_utc.0))
            } else {
                terms
                    .iter()
                    .find(|(term, taxonomy)| {
                        *term == id && ItemType::of_taxonomy(*taxonomy) == item
                    })
                    .map(|_| None)
            };
            match readable {
                Some(modified) => {
                    entry.insert("state".into(), json!("present"));
                    entry.insert(
                        "rest_url".into(),
                        json!(format!("{}/{}/{id}", variant.api_base(), route(item))),
                    );
                    if let Some(at) = modified {
                        entry.insert(
                            "modified_gmt".into(),
                            json!(at.format("%Y-%m-%dT%H:%M:%S").to_string()),
                        );
                    }
                }
                None => {
                    entry.insert("state".into(), json!("gone"));
                }
            }
            Value::Object(entry)
        })
        .collect())
}

/// The collection of an item type in the plugin's namespace.
fn route(item: ItemType) -> &'static str {
    match item {
        ItemType::Event => "events",
        ItemType::Venue => "venues",
        ItemType::Organizer => "organizers",
        ItemType::Category => "categories",
        ItemType::Tag => "tags",
    }
}

/// Removes the changes each tenant keeps no longer (`changes_retention`); a cursor
/// from before them then answers 410.
pub async fn remove_expired(state: &AppState) -> Result<(), StoreError> {
    let now = now_utc();
    for tenant in &state.config.tenants {
        let kept = TimeDelta::from_std(tenant.changes_retention).unwrap_or(TimeDelta::MAX);
        let cutoff = now.checked_sub_signed(kept).unwrap_or(NaiveDateTime::MIN);
        let removed = state.store.prune_item_changes(&tenant.id, cutoff).await?;
        if removed > 0 {
            tracing::info!(tenant = %tenant.id, removed, "expired changes removed");
        }
    }
    Ok(())
}

/// The answer (`app` keeps it from every cache: the next write changes it).
fn answer(variant: &Variant, changes: Vec<Value>, cursor: Cursor, more: bool) -> Response {
    let body = json!({
        "changes": changes,
        "cursor": cursor.encode(variant.tenant_id()),
        "more": more,
    });
    with_allow(ok(StatusCode::OK, &body), "GET")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_takes_the_name_of_every_item_type() {
        let names: Vec<&str> = ItemType::ALL.iter().map(|item| item.as_str()).collect();
        assert_eq!(TYPE_NAMES, names.as_slice());
    }
}
