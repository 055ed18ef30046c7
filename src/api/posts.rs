//! What events, venues and organizers share as WordPress posts: the post-level
//! fields of a write (name, texts, author, publication dates, status, slug, trash),
//! permission facts, and featured images.

use chrono::{Duration, NaiveDateTime};
use serde_json::Value;

use crate::api::VISIBLE_STATUSES;
use crate::auth::{Caller, Cap, PostFacts};
use crate::config::Tenant;
use crate::domain::dates::{format_wp, parse_date};
use crate::domain::slug::sanitize_title;
use crate::domain::tz::EventTz;
use crate::http::args::{Args, POST_STATUSES, as_integer};
use crate::http::error::{ApiError, ParamProblem};
use crate::store::events::Protected;
use crate::store::posts::{IMAGE, PostData};
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

/// A date argument: a date string or a Unix timestamp.
pub fn date_arg(args: &Args, name: &str) -> Option<NaiveDateTime> {
    match args.value(name)? {
        Value::String(s) => parse_date(s),
        Value::Number(n) => parse_date(&n.to_string()),
        _ => None,
    }
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

/// The post-level state after a write. `name_arg` names the argument carrying the
/// title (`title` for events, `venue` or `organizer` for those); `existing` is `None`
/// on create. Omitted fields keep their stored value, except the status, which
/// follows [`effective_status`].
pub fn build_post(
    args: &Args,
    name_arg: &str,
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

    let (date_local, date_utc) = match (date_arg(args, "date"), date_arg(args, "date_utc")) {
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
    if p.slug.is_empty() && !matches!(status.as_str(), "draft" | "pending") {
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

/// Checks an `image` argument: the id of a stored image, or an absolute URL, which
/// counts as an upload and needs the `upload_files` capability (authors and up).
pub async fn image_ref(
    store: &Store,
    tenant: &str,
    value: &Value,
    caller: &Caller,
) -> Result<ImageRef, ParamProblem> {
    match value {
        Value::String(s) if s.starts_with("http://") || s.starts_with("https://") => {
            if caller.has(Cap::UploadFiles) && !s.contains(char::is_whitespace) && s.len() <= 2048 {
                Ok(ImageRef::Url(s.clone()))
            } else {
                Err(ParamProblem::invalid("image"))
            }
        }
        other => match as_integer(other) {
            Some(id) if id > 0 => match store.missing_posts(tenant, IMAGE, &[id]).await {
                Ok(missing) if missing.is_empty() => Ok(ImageRef::Existing(id)),
                _ => Err(ParamProblem::invalid("image")),
            },
            _ => Err(ParamProblem::invalid("image")),
        },
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
