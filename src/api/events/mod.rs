//! Events: list, create, and read, update and delete by id or by slug, with the
//! plugin's status codes, error codes and order of checks (validation, then
//! permission, then existence).

pub mod args;
pub mod doc;
pub mod list_plan;
pub mod view;
pub mod write;

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;

use crate::api::ids::PostId;
use crate::api::paging::{PostPage, page_links};
use crate::api::post_view::events_feed;
use crate::api::posts::{WriteContext, check_author, facts, slug_arg, stamp_modified, store_image};
use crate::api::respond::{ok, showing, with_allow, with_paging};
use crate::api::translations;
use crate::api::venues::Venue;
use crate::auth::Caller;
use crate::domain::post::{PostStatus, PostType};
use crate::domain::roles::Cap;
use crate::error::ApiError;
use crate::http::args::Args;
use crate::http::extract::{Context, Valid, Variant};
use crate::state::AppState;
use crate::store::changes::{Depends, Part};
use crate::store::events::EventRecord;
use crate::store::records::Recall;
use crate::store::{Store, StoreError, now_utc};
use view::{Embeds, Reveal};
use write::RequestedLinks;

/// Whether protected fields of `e` may be shown: no password, the right `password`
/// parameter, or `context=edit` from someone who may edit it.
fn unlocked(e: &EventRecord, caller: &Caller, request: &Valid) -> bool {
    e.data.post.password.is_empty()
        || request.password.as_deref() == Some(e.data.post.password.as_str())
        || (request.context == Context::Edit && caller.who().can_edit(&facts(&e.data.post)))
}

/// `GET /events`.
pub async fn list(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    request: Valid,
) -> Result<Response, ApiError> {
    let args = &request.args;
    let tenant = variant.tenant_id();
    let plan = list_plan::for_caller(&state.store, &variant, &caller, args, now_utc()).await?;
    let (mut events, total) = state
        .store
        .list_events(
            tenant,
            &plan.filter,
            plan.paging.per_page,
            plan.paging.offset(),
        )
        .await?;
    if events.is_empty() && plan.paging.page > 1 {
        return Err(ApiError::event_archive_page_not_found());
    }
    let embeds = Embeds::load(&state, &variant, &mut events, state.cache.recall()).await?;
    let views = events
        .iter()
        .map(|e| {
            view::event(
                &variant,
                e,
                &embeds,
                Reveal {
                    reader: caller.who(),
                    unlocked: unlocked(e, &caller, &request),
                    json_ld: false,
                },
            )
        })
        .collect();
    let collection = format!("{}/events", variant.api_base());
    let (rest_url, next_rest_url, previous_rest_url) =
        page_links(&collection, &plan.url_pairs, plan.paging, total);
    let total_pages = plan.paging.total_pages(total);
    let body = PostPage {
        plural: "events",
        items: views,
        rest_url,
        next_rest_url,
        previous_rest_url,
        total,
        total_pages,
    };
    let allow = if caller.has(Cap::Edit) {
        "GET, POST"
    } else {
        "GET"
    };
    let response = with_feed_link(
        with_paging(
            ok(StatusCode::OK, &body),
            total,
            total_pages,
            body.previous_rest_url.as_deref(),
            body.next_rest_url.as_deref(),
        ),
        &variant,
    );
    // The filters name venues, organizers and terms, and the events embed them.
    let shown = [Part::Events, Part::Venues, Part::Organizers, Part::Terms];
    Ok(showing(
        with_allow(response, allow),
        Depends::On(shown.to_vec()),
    ))
}

/// Names the variant's iCalendar feed of its events, where calendar apps subscribe to
/// what the list shows.
fn with_feed_link(mut response: Response, variant: &Variant) -> Response {
    let link = format!(
        "<{}>; rel=\"alternate\"; type=\"text/calendar\"",
        events_feed(variant)
    );
    if let Ok(value) = HeaderValue::from_str(&link) {
        response.headers_mut().append(header::LINK, value);
    }
    response
}

/// The event with `id`, or the plugin's 404 (no such post) / 400 (not an event).
async fn find_event(store: &Store, tenant: &str, id: i64) -> Result<EventRecord, ApiError> {
    match store.event(tenant, id).await? {
        Some(e) => Ok(e),
        None => match store.post_type(tenant, id).await? {
            Some(_) => Err(ApiError::invalid_event_id(id)),
            None => Err(ApiError::event_not_found(id)),
        },
    }
}

/// An event as a single read shows it, after the plugin's checks in its order;
/// `found_by` is the slug a by-slug read looked the event up by.
async fn show(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    request: &Valid,
    event: EventRecord,
    found_by: Option<Part>,
) -> Result<Response, ApiError> {
    if event.data.post.status == PostStatus::Trash {
        return Err(ApiError::event_no_longer_available());
    }
    let who = caller.who();
    if !who.can_read(&facts(&event.data.post)) {
        return Err(ApiError::event_not_accessible());
    }
    if !unlocked(&event, caller, request) {
        return Err(ApiError::event_password_protected());
    }
    let mut event = event;
    let embeds = Embeds::load(
        state,
        variant,
        std::slice::from_mut(&mut event),
        state.cache.recall(),
    )
    .await?;
    let view = view::event(
        variant,
        &event,
        &embeds,
        Reveal {
            reader: who,
            unlocked: true,
            json_ld: true,
        },
    );
    let mut allow = vec!["GET"];
    if who.can_delete(&facts(&event.data.post)) {
        allow.push("DELETE");
    }
    if who.can_edit(&facts(&event.data.post)) {
        allow.extend(["POST", "PUT", "PATCH"]);
    }
    let shown = view::shown_parts(&event)
        .into_iter()
        .chain(found_by)
        .collect();
    Ok(showing(
        with_allow(ok(StatusCode::OK, &view), &allow.join(", ")),
        Depends::On(shown),
    ))
}

/// `GET /events/{id}`.
pub async fn read_by_id(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    PostId(id): PostId,
    request: Valid,
) -> Result<Response, ApiError> {
    let event = find_event(&state.store, variant.tenant_id(), id).await?;
    show(&state, &variant, &caller, &request, event, None).await
}

/// Resolves a by-slug route's slug (body and query win over the path, as WordPress
/// merges them) to an event id.
async fn id_for_slug(
    store: &Store,
    variant: &Variant,
    args: &Args,
) -> Result<Option<i64>, ApiError> {
    event_id_for_slug(store, variant, &slug_arg(args)).await
}

/// The event whose slug is `slug` through `variant`: a variant's own slug (on tenants
/// that keep text per language) comes first.
pub async fn event_id_for_slug(
    store: &Store,
    variant: &Variant,
    slug: &str,
) -> Result<Option<i64>, ApiError> {
    if slug.is_empty() {
        return Ok(None);
    }
    if let Some(id) = translations::post_by_own_slug(store, variant, PostType::Event, slug).await? {
        return Ok(Some(id));
    }
    Ok(store.event_id_by_slug(variant.tenant_id(), slug).await?)
}

/// `GET /events/by-slug/{slug}`.
pub async fn read_by_slug(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    request: Valid,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let id = id_for_slug(&state.store, &variant, &request.args)
        .await?
        .ok_or_else(|| ApiError::invalid_param("slug"))?;
    let event = find_event(&state.store, tenant, id).await?;
    let found_by = Part::Slug(slug_arg(&request.args));
    show(&state, &variant, &caller, &request, event, Some(found_by)).await
}

/// The response of a successful write: the event as stored now, as `caller` may see
/// it, without `json_ld`.
async fn written(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let mut event = find_event(&state.store, tenant, id).await?;
    let embeds = Embeds::load(
        state,
        variant,
        std::slice::from_mut(&mut event),
        Recall::Stored,
    )
    .await?;
    Ok(ok(
        status,
        &view::event(
            variant,
            &event,
            &embeds,
            Reveal {
                reader: caller.who(),
                unlocked: true,
                json_ld: false,
            },
        ),
    ))
}

/// Stores the image and venue a write names; images given by address become attachments.
async fn store_links(
    tx: &mut crate::store::WriteTx,
    variant: &Variant,
    ctx: &WriteContext<'_>,
    links: &RequestedLinks,
    data: &mut crate::store::events::EventData,
) -> Result<(), StoreError> {
    let tenant = variant.tenant_id();
    let author = ctx.caller.user_id();
    data.image_id = store_image(
        tx,
        tenant,
        author,
        links.image.as_ref(),
        data.post.modified_utc,
    )
    .await?;
    if let Some(venue) = &links.venue {
        data.venue_id = Some(write::target_id::<Venue>(tx, variant, ctx, venue).await?);
    }
    Ok(())
}

/// `POST /events`.
pub async fn create(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let links = write::resolve_links(&state.store, tenant, &args, &caller).await?;
    caller.require(Cap::Edit)?;
    check_author(&args, &caller, &variant.tenant)?;
    links.check_inline_authors(&caller, &variant.tenant)?;
    let ctx = WriteContext {
        site_tz: &variant.tenant.timezone,
        caller: &caller,
        now_utc: now_utc(),
        text_lang: variant.text_lang_of_creates(),
    };
    let mut data = write::build(&args, None, &ctx);
    let mut tx = state.store.begin_write();
    store_links(&mut tx, &variant, &ctx, &links, &mut data).await?;
    let id = Store::insert_event(&mut tx, tenant, &mut data).await?;
    write::apply_links(&mut tx, &variant, &ctx, id, &links).await?;
    tx.commit().await?;
    written(&state, &variant, &caller, id, StatusCode::CREATED).await
}

/// Update shared by the by-id and by-slug routes; `id` is `None` when a slug matched nothing.
async fn update(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: Option<i64>,
    args: &Args,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let links = write::resolve_links(&state.store, tenant, args, caller).await?;
    let current = match id {
        Some(id) => state.store.event(tenant, id).await?,
        None => None,
    };
    match &current {
        Some(e) if !caller.who().can_edit(&facts(&e.data.post)) => return Err(caller.forbidden()),
        Some(_) => {}
        // So that only callers who could edit some event learn that this one is missing.
        None => caller.require(Cap::Edit)?,
    }
    check_author(args, caller, &variant.tenant)?;
    links.check_inline_authors(caller, &variant.tenant)?;
    let Some(id) = id else {
        return Err(ApiError::event_not_found(0));
    };
    if current.is_none() {
        find_event(&state.store, tenant, id).await?;
    }
    let ctx = WriteContext {
        site_tz: &variant.tenant.timezone,
        caller,
        now_utc: now_utc(),
        text_lang: variant.text_lang_of_creates(),
    };
    let mut tx = state.store.begin_write();
    let existing = Store::event_in_tx(&mut tx, tenant, id)
        .await?
        .ok_or_else(|| ApiError::event_not_found(id))?;
    let shared = translations::write_post_text(
        &mut tx,
        variant,
        PostType::Event,
        "title",
        args,
        id,
        &existing.data.post,
    )
    .await?;
    let mut data = write::build(shared.as_ref().unwrap_or(args), Some(&existing.data), &ctx);
    store_links(&mut tx, variant, &ctx, &links, &mut data).await?;
    Store::update_event(&mut tx, tenant, id, &existing.data, &mut data).await?;
    translations::follow_trash(
        &mut tx,
        variant,
        PostType::Event,
        id,
        existing.data.post.status,
        data.post.status,
    )
    .await?;
    write::apply_links(&mut tx, variant, &ctx, id, &links).await?;
    tx.commit().await?;
    written(state, variant, caller, id, StatusCode::OK).await
}

/// `POST|PUT|PATCH /events/{id}`.
pub async fn update_by_id(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    PostId(id): PostId,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    // The path names the event; a body `id` does not redirect the write.
    update(&state, &variant, &caller, Some(id), &args).await
}

/// `POST|PUT|PATCH /events/by-slug/{slug}`.
pub async fn update_by_slug(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let id = id_for_slug(&state.store, &variant, &args).await?;
    update(&state, &variant, &caller, id, &args).await
}

/// Trash shared by the by-id and by-slug routes.
async fn delete(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    match state.store.event(tenant, id).await? {
        Some(e) if !caller.who().can_delete(&facts(&e.data.post)) => return Err(caller.forbidden()),
        Some(_) => {}
        None => {
            caller.require(Cap::Delete)?;
            find_event(&state.store, tenant, id).await?;
        }
    }
    let mut tx = state.store.begin_write();
    let mut event = Store::event_in_tx(&mut tx, tenant, id)
        .await?
        .ok_or_else(|| ApiError::event_not_found(id))?;
    if event.data.post.status == PostStatus::Trash {
        return Err(ApiError::event_in_trash());
    }
    let before = event.data.clone();
    event.data.post.trash();
    stamp_modified(&mut event.data.post, &variant.tenant.timezone, now_utc());
    Store::update_event(&mut tx, tenant, id, &before, &mut event.data).await?;
    translations::follow_trash(
        &mut tx,
        variant,
        PostType::Event,
        id,
        before.post.status,
        event.data.post.status,
    )
    .await?;
    tx.commit().await?;
    written(state, variant, caller, id, StatusCode::OK).await
}

/// `DELETE /events/{id}`.
pub async fn delete_by_id(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    PostId(id): PostId,
    _: Valid,
) -> Result<Response, ApiError> {
    delete(&state, &variant, &caller, id).await
}

/// `DELETE /events/by-slug/{slug}`.
pub async fn delete_by_slug(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    Valid { args, .. }: Valid,
) -> Result<Response, ApiError> {
    let id = id_for_slug(&state.store, &variant, &args)
        .await?
        .ok_or_else(|| ApiError::invalid_param("slug"))?;
    delete(&state, &variant, &caller, id).await
}
