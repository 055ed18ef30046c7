//! Venues and organizers behave alike in the plugin: the same list parameters, the
//! same single-item checks, duplicate reuse on create, resets on update, trash on
//! delete. The handlers here serve both; [`Linked`] says what differs.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use crate::api::ids::PostId;
use crate::api::paging::{Paging, PostPage, page_links};
use crate::api::posts::{
    ImageRef, Referable, TitleSlug, WriteContext, build_post, check_author, facts, image_ref,
    list_statuses, own_posts_only, readable_events, slug_arg, stamp_modified, status_names,
    store_image, unreferable,
};
use crate::api::respond::{ok, showing, with_paging};
use crate::api::translations;
use crate::auth::Caller;
use crate::domain::dates::WpDateTime;
use crate::domain::post::{PostStatus, PostType};
use crate::domain::roles::Cap;
use crate::error::{ApiError, Msg, ParamProblem};
use crate::http::args::{ArgSpec, Args, is_truthy, list_items};
use crate::http::extract::{Valid, Variant};
use crate::state::AppState;
use crate::store::changes::{Depends, Part};
use crate::store::columns::OwnColumns;
use crate::store::images::ImageRecord;
use crate::store::posts::PostData;
use crate::store::venues_organizers::{LinkedFilter, LinkedKind, LinkedPost, LinkedRow};
use crate::store::{Store, StoreError, WriteTx, now_utc};

/// Error codes and message ids of one kind.
pub struct Codes {
    pub not_accessible: (&'static str, &'static str),
    pub in_trash: (&'static str, &'static str),
    pub page_not_found: (&'static str, &'static str),
}

/// What distinguishes venues from organizers.
pub trait Linked: Send + Sync + 'static {
    type Record: LinkedRow + Clone + Send + Sync;
    /// The kind's own columns.
    type Fields: OwnColumns + Send + Sync;
    const KIND: &'static LinkedKind<Self::Fields>;
    /// The argument and object key holding the name (`venue`, `organizer`).
    const NAME: &'static str;
    /// The list key and route (`venues`, `organizers`).
    const PLURAL: &'static str;
    /// The collection the kind's posts belong to.
    const COLLECTION: Part;
    const CODES: Codes;
    /// Argument specifications of the kind's routes, named in [`crate::api::ROUTES`],
    /// which hands each handler its own; `CREATE` also checks objects created inline
    /// by an event write.
    const LIST: &'static [ArgSpec];
    const CREATE: &'static [ArgSpec];
    const UPDATE_BY_ID: &'static [ArgSpec];
    const UPDATE_BY_SLUG: &'static [ArgSpec];
    const SINGLE_BY_ID: &'static [ArgSpec];
    const SINGLE_BY_SLUG: &'static [ArgSpec];
    /// Flags that objects created inline by an event write may send as JSON booleans:
    /// the plugin takes them there, though the kind's own routes type them as strings.
    const INLINE_FLAGS: &'static [&'static str];

    fn id(r: &Self::Record) -> i64;
    fn post(r: &Self::Record) -> &PostData;
    fn post_mut(r: &mut Self::Record) -> &mut PostData;
    fn image_id(r: &Self::Record) -> Option<i64>;
    /// The kind's own columns as stored.
    fn own(r: &Self::Record) -> &Self::Fields;
    /// The post row and own columns as stored.
    fn stored(r: &Self::Record) -> LinkedPost<'_, Self::Fields> {
        LinkedPost {
            post: Self::post(r),
            own: Self::own(r),
        }
    }
    /// The entries of the object as responses show it, in the plugin's order.
    fn entries<M: SerializeMap>(object: &LinkedView<'_, Self>, m: &mut M) -> Result<(), M::Error>;
    /// The kind's own columns after a write. `existing` is `None` on create; on update
    /// omitted fields keep their value except those the plugin resets, which get their
    /// create defaults.
    fn fields(args: &Args, existing: Option<&Self::Record>, image_id: Option<i64>) -> Self::Fields;
}

/// A venue or organizer as responses show it, written straight into the response.
pub struct LinkedView<'a, T: Linked + ?Sized> {
    pub variant: &'a Variant,
    pub record: &'a T::Record,
    pub image: Option<&'a ImageRecord>,
    /// Single reads of an event, venue or organizer carry `json_ld`.
    pub json_ld: bool,
}

impl<T: Linked + ?Sized> Serialize for LinkedView<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(None)?;
        T::entries(self, &mut m)?;
        m.end()
    }
}

/// A text field after a write: given values replace (empty clears), omitted ones
/// keep the stored value on update and are empty on create.
pub fn text(args: &Args, name: &str, stored: Option<&str>) -> String {
    args.str(name)
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| stored.unwrap_or_default().to_string())
}

/// A venue or organizer of `T`'s kind, or the 400 the plugin's validators give.
async fn find<T: Linked>(
    store: &Store,
    tenant: &str,
    id: i64,
    param: &str,
) -> Result<T::Record, ApiError> {
    store
        .linked_by_ids::<T::Record>(T::KIND, tenant, &[id])
        .await?
        .into_iter()
        .next()
        .ok_or_else(|| ApiError::invalid_param(param))
}

async fn image_of<T: Linked>(
    store: &Store,
    tenant: &str,
    r: &T::Record,
) -> Result<Option<ImageRecord>, ApiError> {
    let ids: Vec<i64> = T::image_id(r).into_iter().collect();
    Ok(store
        .stored_images_by_ids(tenant, &ids)
        .await?
        .into_iter()
        .next())
}

/// Gives each record the text the variant serves.
async fn localize<T: Linked>(
    store: &Store,
    variant: &Variant,
    records: &mut [T::Record],
) -> Result<(), StoreError> {
    let posts = records
        .iter_mut()
        .map(|r| (T::id(r), T::post_mut(r)))
        .collect();
    translations::localize_posts(store, variant, posts).await
}

async fn respond<T: Linked>(
    state: &AppState,
    variant: &Variant,
    mut r: T::Record,
    status: StatusCode,
    json_ld: bool,
) -> Result<Response, ApiError> {
    localize::<T>(&state.store, variant, std::slice::from_mut(&mut r)).await?;
    let image = image_of::<T>(&state.store, variant.tenant_id(), &r).await?;
    let view = LinkedView::<T> {
        variant,
        record: &r,
        image: image.as_ref(),
        json_ld,
    };
    Ok(ok(status, &view))
}

/// `GET /venues`, `GET /organizers`.
pub async fn list<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let paging = Paging::new(
        args.int("page").unwrap_or(1),
        args.int("per_page").unwrap_or(10),
    );
    let requested = args.value("status").map(list_items);
    let mut filter = LinkedFilter {
        statuses: list_statuses(requested.as_deref(), caller.has(Cap::Edit))?,
        search: args.str("search").map(str::to_string),
        text_languages: translations::chain(&variant),
        event_id: args.int("event"),
        has_events: args.value("has_events").map(is_truthy),
        upcoming_from_utc: None,
        published_or_author: own_posts_only(&caller),
        readable_events: readable_events(&caller),
    };
    if args.value("only_with_upcoming").is_some_and(is_truthy) {
        filter.upcoming_from_utc = Some(crate::domain::dates::format_wp(&now_utc()));
    }
    // An event the caller may not see the links of is answered as an id that is no
    // event: its venue and organizers would otherwise show through this list.
    if let Some(event) = filter.event_id
        && !unreferable(
            &state.store,
            tenant,
            &caller,
            PostType::Event,
            &[event],
            Referable::LinksShown,
        )
        .await?
        .is_empty()
    {
        return Err(ApiError::invalid_param("event"));
    }
    let (mut items, total) = state
        .store
        .list_linked::<T::Record>(T::KIND, tenant, &filter, paging.per_page, paging.offset())
        .await?;
    if items.is_empty() && paging.page > 1 {
        let (code, msg) = T::CODES.page_not_found;
        return Err(ApiError::new(StatusCode::NOT_FOUND, code, Msg::new(msg)));
    }
    localize::<T>(&state.store, &variant, &mut items).await?;
    let image_ids: Vec<i64> = items.iter().filter_map(T::image_id).collect();
    let images = state.store.stored_images_by_ids(tenant, &image_ids).await?;
    let views: Vec<_> = items
        .iter()
        .map(|r| {
            let image = T::image_id(r).and_then(|id| images.iter().find(|i| i.id == id));
            LinkedView::<T> {
                variant: &variant,
                record: r,
                image,
                json_ld: false,
            }
        })
        .collect();

    let mut pairs: Vec<(&str, String)> = vec![
        ("page", paging.page.to_string()),
        ("per_page", paging.per_page.to_string()),
    ];
    for name in ["search", "event", "has_events", "only_with_upcoming"] {
        if args.given(name)
            && let Some(v) = args.value(name)
        {
            pairs.push((
                name,
                v.as_str().map_or_else(|| v.to_string(), str::to_string),
            ));
        }
    }
    if requested.is_some() || !caller.has(Cap::Edit) {
        pairs.push(("status", status_names(&filter.statuses)));
    }
    let collection = format!("{}/{}", variant.api_base(), T::PLURAL);
    let (rest_url, next, previous) = page_links(&collection, &pairs, paging, total);
    let total_pages = paging.total_pages(total);
    let body = PostPage {
        plural: T::PLURAL,
        items: views,
        rest_url,
        next_rest_url: next,
        previous_rest_url: previous,
        total,
        total_pages,
    };
    let response = with_paging(
        ok(StatusCode::OK, &body),
        total,
        total_pages,
        body.previous_rest_url.as_deref(),
        body.next_rest_url.as_deref(),
    );
    // `event`, `has_events` and `only_with_upcoming` look at the events.
    Ok(showing(
        response,
        Depends::On(vec![T::COLLECTION, Part::Events]),
    ))
}

/// A single read; `found_by` is the slug a by-slug read looked the post up by.
async fn show<T: Linked>(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    r: T::Record,
    found_by: Option<Part>,
) -> Result<Response, ApiError> {
    let post = T::post(&r);
    if post.status != PostStatus::Publish && !caller.who().can_read(&facts(post)) {
        let (code, msg) = T::CODES.not_accessible;
        return Err(ApiError::new(StatusCode::FORBIDDEN, code, Msg::new(msg)));
    }
    let shown = std::iter::once(Part::Post(T::id(&r)))
        .chain(found_by)
        .collect();
    let response = respond::<T>(state, variant, r, StatusCode::OK, true).await?;
    Ok(showing(response, Depends::On(shown)))
}

/// `GET /venues/{id}`, `GET /organizers/{id}`.
pub async fn read_by_id<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    PostId(id): PostId,
    _: Valid,
) -> Result<Response, ApiError> {
    let r = find::<T>(&state.store, variant.tenant_id(), id, "id").await?;
    show::<T>(&state, &variant, &caller, r, None).await
}

/// A variant's own slug (on tenants that keep text per language) comes first.
async fn id_for_slug<T: Linked>(
    store: &Store,
    variant: &Variant,
    args: &Args,
) -> Result<i64, ApiError> {
    let slug = slug_arg(args);
    if !slug.is_empty()
        && let Some(id) =
            translations::post_by_own_slug(store, variant, T::KIND.post_type, &slug).await?
    {
        return Ok(id);
    }
    store
        .linked_id_by_slug(T::KIND, variant.tenant_id(), &slug)
        .await?
        .ok_or_else(|| ApiError::invalid_param("slug"))
}

/// `GET /venues/by-slug/{slug}`, `GET /organizers/by-slug/{slug}`.
pub async fn read_by_slug<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let id = id_for_slug::<T>(&state.store, &variant, &args).await?;
    let r = find::<T>(&state.store, variant.tenant_id(), id, "slug").await?;
    let found_by = Part::Slug(slug_arg(&args));
    show::<T>(&state, &variant, &caller, r, Some(found_by)).await
}

/// Checks what a venue or organizer write refers to (author, image); `prefix` names
/// the argument the problems are reported under when the write is nested in an
/// event's (`venue`, `organizer`), or `None` for the fields' own names. The inner
/// result is the verdict on the values; the outer error is the store failing to
/// give one, which no client can fix by changing them.
pub async fn check_references(
    store: &Store,
    tenant: &str,
    args: &Args,
    caller: &Caller,
    prefix: Option<&str>,
) -> Result<Result<Option<ImageRef>, Vec<ParamProblem>>, ApiError> {
    let mut problems = Vec::new();
    let mut image = None;
    let name = |field: &str| prefix.unwrap_or(field).to_string();
    if let Some(author) = args.int("author")
        && !store.user_exists(tenant, author).await?
    {
        problems.push(ParamProblem::invalid(&name("author")));
    }
    if let Some(value) = args.value("image") {
        match image_ref(store, tenant, value, caller).await? {
            Ok(found) => image = Some(found),
            Err(problem) => problems.push(ParamProblem {
                name: name("image"),
                ..problem
            }),
        }
    }
    Ok(if problems.is_empty() {
        Ok(image)
    } else {
        Err(problems)
    })
}

/// Creates a venue or organizer inside `tx`, or reuses a live one, as the plugin does:
/// one whose name matches ignoring case and, when a description is given, whose
/// description matches too (other fields neither prevent nor cause reuse).
///
/// Only a post the caller may read is reused (a twin of someone else's draft is a new
/// post), and it takes the submitted fields only when the caller may edit it; a post
/// the caller may not edit is linked and returned unchanged.
pub async fn create_in_tx<T: Linked>(
    tx: &mut WriteTx,
    variant: &Variant,
    ctx: &WriteContext<'_>,
    args: &Args,
    image: Option<&ImageRef>,
) -> Result<i64, StoreError> {
    let tenant = variant.tenant_id();
    let name = args.str(T::NAME).unwrap_or_default().trim().to_string();
    let description = args
        .str("description")
        .filter(|d| !d.is_empty())
        .map(str::to_lowercase);
    let now = WpDateTime(ctx.now_utc);
    let who = ctx.caller.who();
    let twin =
        Store::linked_named::<T::Record>(tx, T::KIND, tenant, &name, |r| T::post(r).title.as_str())
            .await?
            .into_iter()
            .find(|r| {
                let post = T::post(r);
                description
                    .as_ref()
                    .is_none_or(|d| post.content.to_lowercase() == *d)
                    && who.can_read(&facts(post))
            });
    if let Some(existing) = twin {
        let id = T::id(&existing);
        if who.can_edit(&facts(T::post(&existing))) {
            let image_id = store_image(tx, tenant, ctx.caller.user_id(), image, now).await?;
            let fields = T::fields(args, Some(&existing), image_id);
            let mut post = T::post(&existing).clone();
            let before = T::stored(&existing);
            Store::update_linked(tx, T::KIND, tenant, id, before, &mut post, &fields).await?;
        }
        return Ok(id);
    }
    let image_id = store_image(tx, tenant, ctx.caller.user_id(), image, now).await?;
    let mut post = build_post(args, T::NAME, TitleSlug::Always, None, ctx);
    let fields = T::fields(args, None, image_id);
    Store::insert_linked(tx, T::KIND, tenant, &mut post, &fields).await
}

/// `POST /venues`, `POST /organizers`.
pub async fn create<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let image = check_references(&state.store, tenant, &args, &caller, None)
        .await?
        .map_err(ApiError::invalid_params)?;
    caller.require(Cap::Edit)?;
    check_author(&args, &caller, &variant.tenant)?;
    let ctx = WriteContext {
        site_tz: &variant.tenant.timezone,
        caller: &caller,
        now_utc: now_utc(),
        text_lang: variant.text_lang_of_creates(),
    };
    let mut tx = state.store.begin_write();
    let id = create_in_tx::<T>(&mut tx, &variant, &ctx, &args, image.as_ref()).await?;
    tx.commit().await?;
    let r = find::<T>(&state.store, tenant, id, "id").await?;
    respond::<T>(&state, &variant, r, StatusCode::CREATED, false).await
}

async fn update<T: Linked>(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
    args: &Args,
    param: &str,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let image = check_references(&state.store, tenant, args, caller, None)
        .await?
        .map_err(ApiError::invalid_params)?;
    let current = find::<T>(&state.store, tenant, id, param).await?;
    if !caller.who().can_edit(&facts(T::post(&current))) {
        return Err(caller.forbidden());
    }
    check_author(args, caller, &variant.tenant)?;
    let ctx = WriteContext {
        site_tz: &variant.tenant.timezone,
        caller,
        now_utc: now_utc(),
        text_lang: variant.text_lang_of_creates(),
    };
    let mut tx = state.store.begin_write();
    let existing = Store::linked_in_tx::<T::Record>(&mut tx, T::KIND, tenant, id)
        .await?
        .ok_or_else(|| ApiError::invalid_param(param))?;
    let shared = translations::write_post_text(
        &mut tx,
        variant,
        T::KIND.post_type,
        T::NAME,
        args,
        id,
        T::post(&existing),
    )
    .await?;
    let args = shared.as_ref().unwrap_or(args);
    let mut post = build_post(
        args,
        T::NAME,
        TitleSlug::Always,
        Some(T::post(&existing)),
        &ctx,
    );
    let image_id = store_image(
        &mut tx,
        tenant,
        caller.user_id(),
        image.as_ref(),
        post.modified_utc,
    )
    .await?;
    let fields = T::fields(args, Some(&existing), image_id);
    let before = T::stored(&existing);
    Store::update_linked(&mut tx, T::KIND, tenant, id, before, &mut post, &fields).await?;
    let was = T::post(&existing).status;
    translations::follow_trash(&mut tx, variant, T::KIND.post_type, id, was, post.status).await?;
    if post.status == PostStatus::Trash && was != PostStatus::Trash {
        Store::unlink_from_events(&mut tx, T::KIND, tenant, id).await?;
    }
    tx.commit().await?;
    let r = find::<T>(&state.store, tenant, id, param).await?;
    respond::<T>(state, variant, r, StatusCode::OK, false).await
}

/// `POST|PUT|PATCH /venues/{id}`, `/organizers/{id}`.
pub async fn update_by_id<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    PostId(id): PostId,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    update::<T>(&state, &variant, &caller, id, &args, "id").await
}

/// `POST|PUT|PATCH /venues/by-slug/{slug}`, `/organizers/by-slug/{slug}`.
pub async fn update_by_slug<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let id = id_for_slug::<T>(&state.store, &variant, &args).await?;
    update::<T>(&state, &variant, &caller, id, &args, "slug").await
}

async fn delete<T: Linked>(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
    param: &str,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let current = find::<T>(&state.store, tenant, id, param).await?;
    if !caller.who().can_delete(&facts(T::post(&current))) {
        return Err(caller.forbidden());
    }
    let mut tx = state.store.begin_write();
    let existing = Store::linked_in_tx::<T::Record>(&mut tx, T::KIND, tenant, id)
        .await?
        .ok_or_else(|| ApiError::invalid_param(param))?;
    let mut post = T::post(&existing).clone();
    if post.status == PostStatus::Trash {
        let (code, msg) = T::CODES.in_trash;
        return Err(ApiError::new(StatusCode::GONE, code, Msg::new(msg)));
    }
    post.trash();
    stamp_modified(&mut post, &variant.tenant.timezone, now_utc());
    Store::update_post(
        &mut tx,
        tenant,
        id,
        T::KIND.post_type,
        T::post(&existing),
        &mut post,
    )
    .await?;
    translations::follow_trash(
        &mut tx,
        variant,
        T::KIND.post_type,
        id,
        T::post(&existing).status,
        post.status,
    )
    .await?;
    Store::unlink_from_events(&mut tx, T::KIND, tenant, id).await?;
    tx.commit().await?;
    let r = find::<T>(&state.store, tenant, id, param).await?;
    respond::<T>(state, variant, r, StatusCode::OK, false).await
}

/// `DELETE /venues/{id}`, `/organizers/{id}`.
pub async fn delete_by_id<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    PostId(id): PostId,
    _: Valid,
) -> Result<Response, ApiError> {
    delete::<T>(&state, &variant, &caller, id, "id").await
}

/// `DELETE /venues/by-slug/{slug}`, `/organizers/by-slug/{slug}`.
pub async fn delete_by_slug<T: Linked>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let id = id_for_slug::<T>(&state.store, &variant, &args).await?;
    delete::<T>(&state, &variant, &caller, id, "slug").await
}
