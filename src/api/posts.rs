//! What events, venues and organizers share as WordPress posts: the post-level
//! fields of a write (name, texts, author, publication dates, status, slug, trash),
//! permission facts, and featured images.

use chrono::{Duration, NaiveDateTime};
use serde_json::Value;

use crate::auth::Caller;
use crate::config::Tenant;
use crate::domain::dates::{WpDateTime, Written, parse_date, read};
use crate::domain::post::{PostStatus, PostType};
use crate::domain::roles::{Cap, PostFacts};
use crate::domain::slug::sanitize_title;
use crate::domain::tz::EventTz;
use crate::domain::web_address::is_public_web_address;
use crate::error::{ApiError, Msg, ParamProblem};
use crate::http::args::{Args, as_integer};
use crate::store::events::Protected;
use crate::store::posts::{PostAccess, PostData};
use crate::store::venues_organizers::ReadableEvents;
use crate::store::{Store, StoreError, WriteTx};

/// What a write needs to know besides its arguments.
pub struct WriteContext<'a> {
    pub site_tz: &'a EventTz,
    pub caller: &'a Caller,
    pub now_utc: NaiveDateTime,
    /// The language a create stores its text in (see [`crate::http::extract::Variant::text_lang_of_creates`]).
    pub text_lang: &'a str,
}

/// Permission-relevant facts of a stored post.
pub fn facts(p: &PostData) -> PostFacts {
    PostFacts {
        author: p.author,
        status: p.status,
        trashed_from: p.trashed_from,
    }
}

/// Whether the caller may read a post now, as the lists of its type show it to them:
/// not in the trash, and readable by them (`read_post`: published, their own, or one
/// their role may read). Password-protected posts are listed too, without their text.
pub fn readable_now(caller: &Caller, post: &PostFacts) -> bool {
    post.status != PostStatus::Trash && caller.who().can_read(post)
}

/// Statuses a list shows. Callers who may edit posts of the type see every
/// non-trashed status by default and may ask for any registered ones; everybody else
/// sees published posts and may only ask for exactly those.
pub fn list_statuses(
    requested: Option<&[String]>,
    sees_unpublished: bool,
) -> Result<Vec<PostStatus>, ApiError> {
    match requested {
        None if sees_unpublished => Ok(PostStatus::visible().collect()),
        None => Ok(vec![PostStatus::Publish]),
        Some(items) => {
            let statuses: Vec<PostStatus> = items
                .iter()
                .map(|s| s.parse())
                .collect::<Result<_, _>>()
                .map_err(|_| ApiError::invalid_param("status"))?;
            let allowed = if sees_unpublished {
                !statuses.is_empty()
            } else {
                statuses == [PostStatus::Publish]
            };
            if allowed {
                Ok(statuses)
            } else {
                Err(ApiError::invalid_param("status"))
            }
        }
    }
}

/// Statuses as a list argument spells them.
pub fn status_names(statuses: &[PostStatus]) -> String {
    let names: Vec<&str> = statuses.iter().map(|s| s.as_str()).collect();
    names.join(",")
}

/// For callers who may edit their own posts but not others' (contributors, authors):
/// their id, since lists show them published posts and their own, exactly what they
/// could read one by one. `None` when no such restriction applies.
pub fn own_posts_only(caller: &Caller) -> Option<i64> {
    (caller.has(Cap::Edit) && !caller.has(Cap::EditOthers)).then(|| caller.user_id())
}

/// The password-protected events whose protected text and terms the caller's
/// searches and filters may match: those the caller may edit.
pub fn protected_matches(caller: &Caller) -> Protected {
    let who = caller.who();
    if who.has(Cap::EditOthers) && who.has(Cap::EditPublished) && who.has(Cap::EditPrivate) {
        Protected::All
    } else if who.has(Cap::Edit) {
        Protected::Own {
            author: caller.user_id(),
            published_too: who.has(Cap::EditPublished),
        }
    } else {
        Protected::Hidden
    }
}

/// The events a caller may read, as counted for a venue's or organizer's events:
/// everybody reads published ones and their own; private and scheduled ones of
/// others need the rights editors have.
pub fn readable_events(caller: &Caller) -> ReadableEvents {
    if [Cap::ReadPrivate, Cap::EditOthers, Cap::EditPublished]
        .into_iter()
        .all(|cap| caller.has(cap))
    {
        ReadableEvents::All
    } else if caller.is_authenticated() {
        ReadableEvents::PublishedOrOwn(caller.user_id())
    } else {
        ReadableEvents::Published
    }
}

/// Which posts a request may refer to by id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Referable {
    /// Those the caller may read, as a single read of them would show them: list
    /// filters, which then answer exactly as for the posts shown.
    Readable,
    /// Those the caller may read that are not in the trash: links a write makes, which
    /// would show the post to every reader of the event.
    Linkable,
    /// Events whose venue and organizers the caller sees: those the caller may read,
    /// and of the password-protected ones those the caller may edit (lists hide the
    /// links of the others; the venue and organizer lists have no `password`).
    LinksShown,
}

/// The ids among `ids` that are not posts of `post_type` the caller may refer to as
/// `how` says: the caller is told of them exactly as of ids no post has, so that an id
/// does not reveal whether someone else's unpublished post exists.
pub async fn unreferable(
    store: &Store,
    tenant: &str,
    caller: &Caller,
    post_type: PostType,
    ids: &[i64],
    how: Referable,
) -> Result<Vec<i64>, StoreError> {
    let found = store.post_access(tenant, ids).await?;
    let who = caller.who();
    let referable = |access: &PostAccess| {
        let facts = access.facts();
        access.post_type == post_type
            && who.can_read(&facts)
            && match how {
                Referable::Readable => true,
                Referable::Linkable => access.status != PostStatus::Trash,
                Referable::LinksShown => !access.protected || who.can_edit(&facts),
            }
    };
    Ok(ids
        .iter()
        .copied()
        .filter(|id| !found.iter().any(|a| a.id == *id && referable(a)))
        .collect())
}

/// Refuses a write naming another user as `author` when the tenant requires the
/// right to edit others' posts for that and the caller lacks it.
pub fn check_author(args: &Args, caller: &Caller, tenant: &Tenant) -> Result<(), ApiError> {
    match args.int("author") {
        Some(author)
            if tenant.author_needs_edit_others
                && author != caller.user_id()
                && !caller.has(Cap::EditOthers) =>
        {
            Err(caller.forbidden())
        }
        _ => Ok(()),
    }
}

/// How the fixed date-times of a date argument read (relative phrases always read on
/// the zone's clock).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FixedDates {
    /// As the wall-clock time written, whatever offset follows it: TEC keeps the
    /// digits a client wrote.
    AsWritten,
    /// As UTC, moved to the zone's clock, as the plugin reads strict list filters.
    Utc,
}

/// A date argument on `zone`'s clock, `None` when absent. It may be a date string, a
/// relative phrase (read at `now_utc`), or a Unix timestamp, also as a JSON number.
/// A phrase whose value falls outside the years dates are stored in is the
/// argument's 400; validation ([`Check::Date`](crate::http::args::Check::Date))
/// refuses those beforehand wherever it checks the argument.
pub fn date_arg(
    args: &Args,
    name: &str,
    zone: &EventTz,
    now_utc: NaiveDateTime,
    fixed: FixedDates,
) -> Result<Option<NaiveDateTime>, ApiError> {
    let written = match args.value(name) {
        Some(Value::String(s)) => read(s),
        Some(Value::Number(n)) => parse_date(&n.to_string()).map(Written::Fixed),
        _ => None,
    };
    let at = match written {
        None => return Ok(None),
        Some(Written::Fixed(at)) if fixed == FixedDates::Utc => zone.from_utc(at),
        Some(Written::Fixed(at)) => at,
        Some(Written::Relative(phrase)) => phrase
            .resolve(now_utc, zone)
            .ok_or_else(|| ApiError::invalid_params(vec![ParamProblem::invalid_date(name)]))?,
    };
    Ok(Some(at))
}

/// [`date_arg`] for a write, whose date arguments validation has checked: every
/// phrase it let through has a value.
pub fn checked_date_arg(
    args: &Args,
    name: &str,
    zone: &EventTz,
    now_utc: NaiveDateTime,
) -> Option<NaiveDateTime> {
    date_arg(args, name, zone, now_utc, FixedDates::AsWritten)
        .ok()
        .flatten()
}

/// Status after WordPress's rules: an omitted status means publish for publishers and
/// draft for others (on update too); non-publishers asking to publish get pending.
pub fn effective_status(requested: Option<PostStatus>, can_publish: bool) -> PostStatus {
    let status = requested.unwrap_or(if can_publish {
        PostStatus::Publish
    } else {
        PostStatus::Draft
    });
    if !can_publish && status.is_published() {
        PostStatus::Pending
    } else {
        status
    }
}

/// When a post without a slug gets one made from its title.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleSlug {
    /// Once it is neither a draft nor pending, as WordPress does for events.
    WhenPublic,
    /// At once, whatever its status: the plugin names venues and organizers so at
    /// creation, and keeps their slugs unique per post type.
    Always,
}

/// The slug a by-slug route names, as WordPress sanitises it.
pub fn slug_arg(args: &Args) -> String {
    sanitize_title(args.str("slug").unwrap_or_default())
}

/// The post-level state after a write. `name_arg` names the argument carrying the
/// title (`title` for events, `venue` or `organizer` for those); `existing` is `None`
/// on create. Omitted fields keep their stored value, except the status, which
/// follows [`effective_status`].
pub fn build_post(
    args: &Args,
    name_arg: &str,
    title_slug: TitleSlug,
    existing: Option<&PostData>,
    ctx: &WriteContext,
) -> PostData {
    let site = ctx.site_tz;
    let now = ctx.now_utc;
    let mut p = existing.cloned().unwrap_or_else(|| PostData {
        lang: ctx.text_lang.to_string(),
        ..PostData::default()
    });

    // Texts arrive cleaned by their argument specifications.
    if let Some(title) = args.str(name_arg) {
        p.title = title.trim().to_string();
    }
    // An empty description leaves the stored one alone, as the plugin does.
    if let Some(text) = args.str("description").filter(|t| !t.is_empty()) {
        p.content = text.to_string();
    }
    if let Some(text) = args.str("excerpt") {
        p.excerpt = text.to_string();
    }
    p.author = args.int("author").unwrap_or(if existing.is_some() {
        p.author
    } else {
        ctx.caller.user_id()
    });
    if let Some(password) = args.str("password") {
        p.password = password.to_string();
    }

    // The publication date is on the site's clock, as WordPress keeps it.
    let (date_local, date_utc) = match (
        checked_date_arg(args, "date", site, now),
        checked_date_arg(args, "date_utc", &EventTz::utc(), now),
    ) {
        (Some(local), Some(utc)) => (local, Some(utc)),
        (Some(local), None) => (local, Some(site.to_utc(local))),
        (None, Some(utc)) => (site.from_utc(utc), Some(utc)),
        (None, None) => match existing {
            Some(e) => (e.date_local.0, e.date_utc.map(|d| d.0)),
            None => (site.from_utc(now), Some(now)),
        },
    };
    let explicit_date = args.given("date") || args.given("date_utc");

    let was_trashed = existing.is_some_and(|e| e.status == PostStatus::Trash);
    let mut status = effective_status(args.status("status"), ctx.caller.has(Cap::Publish));
    let publish_instant = date_utc.unwrap_or(now);
    if status == PostStatus::Publish
        && explicit_date
        && publish_instant > now + Duration::minutes(1)
    {
        status = PostStatus::Future;
    } else if status == PostStatus::Future && publish_instant <= now {
        status = PostStatus::Publish;
    }
    // Drafts and pending posts created without a date float: WordPress leaves their
    // GMT date empty until they are published.
    let floating = !explicit_date && (existing.is_none() || date_utc.is_none());
    let (date_local, date_utc) = if floating && status.is_unpublished() {
        (date_local, None)
    } else if floating && date_utc.is_none() {
        (site.from_utc(now), Some(now))
    } else {
        (date_local, date_utc)
    };
    p.date_local = WpDateTime(date_local);
    p.date_utc = date_utc.map(WpDateTime);
    stamp_modified(&mut p, site, now);

    if was_trashed && status != PostStatus::Trash {
        p.untrash();
    }
    if let Some(slug) = args.str("slug") {
        let clean = sanitize_title(slug);
        if !clean.is_empty() {
            p.slug = clean;
        }
    }
    if p.slug.is_empty() && (title_slug == TitleSlug::Always || !status.is_unpublished()) {
        p.slug = sanitize_title(&p.title);
    }
    if status == PostStatus::Trash && !was_trashed {
        p.trash();
    } else {
        p.status = status;
    }
    p
}

/// Records `now` as the post's last modification, in UTC and on the site's clock.
pub fn stamp_modified(p: &mut PostData, site_tz: &EventTz, now: NaiveDateTime) {
    p.modified_local = WpDateTime(site_tz.from_utc(now));
    p.modified_utc = WpDateTime(now);
}

/// The featured image named in a write.
#[derive(Debug, Clone, PartialEq)]
pub enum ImageRef {
    Existing(i64),
    Url(String),
}

/// Longest image address accepted, in bytes.
const MAX_IMAGE_URL: usize = 2048;

/// Checks an `image` argument: the id of a stored image, or the http(s) address of an
/// image on a public host ([`is_public_web_address`]), which counts as an upload and
/// needs the `upload_files` capability (authors and up). The inner result is the
/// verdict on the value; the outer error is the store failing to give one.
pub async fn image_ref(
    store: &Store,
    tenant: &str,
    value: &Value,
    caller: &Caller,
) -> Result<Result<ImageRef, ParamProblem>, StoreError> {
    let refused = || Ok(Err(ParamProblem::invalid("image")));
    match (as_integer(value), value) {
        (Some(id), _) if id > 0 => {
            if store
                .missing_posts(tenant, PostType::Image, &[id])
                .await?
                .is_empty()
            {
                Ok(Ok(ImageRef::Existing(id)))
            } else {
                refused()
            }
        }
        (None, Value::String(url)) if url.len() <= MAX_IMAGE_URL => {
            if !is_public_web_address(url) {
                let msg = Msg::new("param-image-not-public").arg("param", "image");
                Ok(Err(ParamProblem::detailed(
                    "image",
                    "rest_invalid_param",
                    msg,
                )))
            } else if caller.has(Cap::UploadFiles) {
                Ok(Ok(ImageRef::Url(url.clone())))
            } else {
                refused()
            }
        }
        _ => refused(),
    }
}

/// The stored image id for an [`ImageRef`]; images given by address become attachments.
pub async fn store_image(
    tx: &mut WriteTx,
    tenant: &str,
    author: i64,
    image: Option<&ImageRef>,
    now_utc: WpDateTime,
) -> Result<Option<i64>, StoreError> {
    Ok(match image {
        Some(ImageRef::Existing(id)) => Some(*id),
        Some(ImageRef::Url(url)) => {
            Some(Store::image_for_url(tx, tenant, url, author, now_utc).await?)
        }
        None => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_defaults_and_scale_back() {
        use PostStatus::*;
        assert_eq!(effective_status(None, true), Publish);
        assert_eq!(effective_status(None, false), Draft);
        assert_eq!(effective_status(Some(Publish), false), Pending);
        assert_eq!(effective_status(Some(Future), false), Pending);
        assert_eq!(effective_status(Some(Private), false), Private);
        assert_eq!(effective_status(Some(Draft), true), Draft);
    }

    #[test]
    fn listed_statuses() {
        use PostStatus::*;
        let asked = |items: &[&str], sees_unpublished: bool| {
            let items: Vec<String> = items.iter().map(|s| s.to_string()).collect();
            list_statuses(Some(&items), sees_unpublished).ok()
        };
        assert_eq!(
            list_statuses(None, true).ok(),
            Some(vec![Publish, Future, Draft, Pending, Private])
        );
        assert_eq!(list_statuses(None, false).ok(), Some(vec![Publish]));
        assert_eq!(asked(&["trash", "draft"], true), Some(vec![Trash, Draft]));
        assert_eq!(asked(&["publish"], false), Some(vec![Publish]));
        assert_eq!(asked(&["draft"], false), None);
        assert_eq!(asked(&["publish", "draft"], false), None);
        assert_eq!(asked(&["publish", "bogus"], true), None);
        assert_eq!(asked(&[], true), None);
        assert_eq!(status_names(&[Publish, Future]), "publish,future");
    }

    #[test]
    fn trashing_suffixes_the_slug_and_untrash_restores_it() {
        let mut p = PostData {
            slug: "jazz".into(),
            status: PostStatus::Publish,
            ..Default::default()
        };
        p.trash();
        assert_eq!(
            (p.slug.as_str(), p.status),
            ("jazz__trashed", PostStatus::Trash)
        );
        assert_eq!(p.trashed_from, Some(PostStatus::Publish));
        p.untrash();
        assert_eq!(p.slug, "jazz");
    }
}
