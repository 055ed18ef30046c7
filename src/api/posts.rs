//! What events, venues and organizers share as WordPress posts: the post-level
//! fields of a write (name, texts, author, publication dates, status, slug, trash),
//! permission facts, and featured images.

use chrono::{Duration, NaiveDateTime};
use serde_json::Value;

use crate::api::VISIBLE_STATUSES;
use crate::auth::{Caller, Cap, PostFacts};
use crate::config::Tenant;
use crate::domain::dates::{Written, format_wp, parse_date, read};
use crate::domain::slug::sanitize_title;
use crate::domain::tz::EventTz;
use crate::domain::web_address::is_public_web_address;
use crate::http::args::{Args, POST_STATUSES, as_integer};
use crate::http::error::{ApiError, Msg, ParamProblem};
use crate::store::events::Protected;
use crate::store::posts::{IMAGE, PostData};
use crate::store::venues_organizers::ReadableEvents;
use crate::store::{Store, WriteTx};

/// What a write needs to know besides its arguments.
pub struct WriteContext<'a> {
    pub site_tz: &'a EventTz,
    pub caller: &'a Caller,
    pub now_utc: NaiveDateTime,
}

/// Permission-relevant facts of a stored post.
pub fn facts(p: &PostData) -> PostFacts<'_> {
    PostFacts {
        author: p.author,
        status: &p.status,
        trashed_from: p.trashed_from.as_deref(),
    }
}

/// Statuses a list shows. Callers who may edit posts of the type see every
/// non-trashed status by default and may ask for any registered ones; everybody else
/// sees published posts and may only ask for exactly those.
pub fn list_statuses(
    requested: Option<&[String]>,
    sees_unpublished: bool,
) -> Result<Vec<String>, ApiError> {
    match requested {
        None if sees_unpublished => Ok(VISIBLE_STATUSES.map(String::from).to_vec()),
        None => Ok(vec!["publish".to_string()]),
        Some(items) => {
            let allowed = if sees_unpublished {
                !items.is_empty() && items.iter().all(|s| POST_STATUSES.contains(&s.as_str()))
            } else {
                items.len() == 1 && items[0] == "publish"
            };
            if allowed {
                Ok(items.to_vec())
            } else {
                Err(ApiError::invalid_param("status"))
            }
        }
    }
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

/// A date argument as written: a date string, a relative phrase, or a Unix
/// timestamp (also as a JSON number).
pub fn written_date(args: &Args, name: &str) -> Option<Written> {
    match args.value(name)? {
        Value::String(s) => read(s),
        Value::Number(n) => parse_date(&n.to_string()).map(Written::Fixed),
        _ => None,
    }
}

/// A date argument's wall-clock value, a relative phrase read at `now_utc` on
/// `zone`'s clock. Validation ([`Check::Date`](crate::http::args::Check::Date))
/// guarantees a value for every date it let through.
pub fn date_arg(
    args: &Args,
    name: &str,
    zone: &EventTz,
    now_utc: NaiveDateTime,
) -> Option<NaiveDateTime> {
    written_date(args, name)?.resolve(now_utc, zone)
}

/// A stored `YYYY-MM-DD HH:MM:SS` text.
pub fn parse_stored(text: &str) -> Option<NaiveDateTime> {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").ok()
}

/// Status after WordPress's rules: an omitted status means publish for publishers and
/// draft for others (on update too); non-publishers asking to publish get pending.
pub fn effective_status(requested: Option<&str>, can_publish: bool) -> String {
    let status = requested.unwrap_or(if can_publish { "publish" } else { "draft" });
    if !can_publish && (status == "publish" || status == "future") {
        "pending".to_string()
    } else {
        status.to_string()
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
    let mut p = existing.cloned().unwrap_or_default();

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
        date_arg(args, "date", site, now),
        date_arg(args, "date_utc", &EventTz::utc(), now),
    ) {
        (Some(local), Some(utc)) => (local, Some(utc)),
        (Some(local), None) => (local, Some(site.to_utc(local))),
        (None, Some(utc)) => (site.from_utc(utc), Some(utc)),
        (None, None) => match existing {
            Some(e) => (
                parse_stored(&e.date_local).unwrap_or(site.from_utc(now)),
                e.date_utc.as_deref().and_then(parse_stored),
            ),
            None => (site.from_utc(now), Some(now)),
        },
    };
    let explicit_date = args.given("date") || args.given("date_utc");

    let was_trashed = existing.is_some_and(|e| e.status == "trash");
    let mut status = effective_status(args.str("status"), ctx.caller.has(Cap::Publish));
    let publish_instant = date_utc.unwrap_or(now);
    if status == "publish" && explicit_date && publish_instant > now + Duration::minutes(1) {
        status = "future".into();
    } else if status == "future" && publish_instant <= now {
        status = "publish".into();
    }
    // Drafts and pending posts created without a date float: WordPress leaves their
    // GMT date empty until they are published.
    let floating = !explicit_date && (existing.is_none() || date_utc.is_none());
    let (date_local, date_utc) = if floating && matches!(status.as_str(), "draft" | "pending") {
        (date_local, None)
    } else if floating && date_utc.is_none() {
        (site.from_utc(now), Some(now))
    } else {
        (date_local, date_utc)
    };
    p.date_local = format_wp(&date_local);
    p.date_utc = date_utc.map(|u| format_wp(&u));
    stamp_modified(&mut p, site, now);

    if was_trashed && status != "trash" {
        p.untrash();
    }
    if let Some(slug) = args.str("slug") {
        let clean = sanitize_title(slug);
        if !clean.is_empty() {
            p.slug = clean;
        }
    }
    let unpublished = matches!(status.as_str(), "draft" | "pending");
    if p.slug.is_empty() && (title_slug == TitleSlug::Always || !unpublished) {
        p.slug = sanitize_title(&p.title);
    }
    if status == "trash" && !was_trashed {
        p.trash();
    } else {
        p.status = status;
    }
    p
}

/// Records `now` as the post's last modification, in UTC and on the site's clock.
pub fn stamp_modified(p: &mut PostData, site_tz: &EventTz, now: NaiveDateTime) {
    p.modified_local = format_wp(&site_tz.from_utc(now));
    p.modified_utc = format_wp(&now);
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
) -> Result<Result<ImageRef, ParamProblem>, sqlx::Error> {
    let refused = || Ok(Err(ParamProblem::invalid("image")));
    match (as_integer(value), value) {
        (Some(id), _) if id > 0 => {
            if store.missing_posts(tenant, IMAGE, &[id]).await?.is_empty() {
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
    now_utc: &str,
) -> Result<Option<i64>, sqlx::Error> {
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
        assert_eq!(effective_status(None, true), "publish");
        assert_eq!(effective_status(None, false), "draft");
        assert_eq!(effective_status(Some("publish"), false), "pending");
        assert_eq!(effective_status(Some("future"), false), "pending");
        assert_eq!(effective_status(Some("private"), false), "private");
        assert_eq!(effective_status(Some("draft"), true), "draft");
    }

    #[test]
    fn trashing_suffixes_the_slug_and_untrash_restores_it() {
        let mut p = PostData {
            slug: "jazz".into(),
            status: "publish".into(),
            ..Default::default()
        };
        p.trash();
        assert_eq!(
            (p.slug.as_str(), p.status.as_str()),
            ("jazz__trashed", "trash")
        );
        assert_eq!(p.trashed_from.as_deref(), Some("publish"));
        p.untrash();
        assert_eq!(p.slug, "jazz");
    }
}
