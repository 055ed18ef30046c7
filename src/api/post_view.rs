//! The parts of a post's JSON that events, venues and organizers render alike: dates,
//! image, permalink, `global_id`, and JSON-LD made safe for a `<script>` element.
//! Objects are written straight into the response as they are serialised: no tree of
//! values is built first.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::Value;

use crate::domain::dates::WpDateTime;
use crate::domain::html::{autop, without_markup};
use crate::domain::post::{PostStatus, PostType};
use crate::http::extract::Variant;
use crate::store::images::ImageRecord;
use crate::store::posts::PostData;

/// What WordPress shows for a publication date that was never set.
pub const ZERO_DATE: &str = "0000-00-00 00:00:00";

/// A publication date in UTC, or WordPress's zero date for a floating draft.
pub fn utc_or_zero<S: Serializer>(
    date_utc: &Option<WpDateTime>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match date_utc {
        Some(date) => date.serialize(serializer),
        None => serializer.serialize_str(ZERO_DATE),
    }
}

/// The image object, or `false` when there is none.
pub struct ImageView<'a>(pub Option<&'a ImageRecord>);

impl Serialize for ImageView<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Some(img) = self.0 else {
            return serializer.serialize_bool(false);
        };
        let file = img.url.split(['?', '#']).next().unwrap_or(&img.url);
        let extension = file
            .rsplit_once('.')
            .map(|(_, ext)| ext.to_ascii_lowercase())
            .filter(|e| !e.contains('/'))
            .unwrap_or_default();
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("url", &img.url)?;
        m.serialize_entry("id", &img.id)?;
        m.serialize_entry("extension", &extension)?;
        if let (Some(w), Some(h)) = (img.width, img.height) {
            m.serialize_entry("width", &w)?;
            m.serialize_entry("height", &h)?;
        }
        m.serialize_entry("sizes", &serde_json::Map::new())?;
        m.end()
    }
}

/// Public permalink of a post, as the site would show it: pretty when published with a
/// slug, the "ugly" query form otherwise.
pub fn permalink(
    variant: &Variant,
    post_type: PostType,
    base: &str,
    id: i64,
    status: PostStatus,
    slug: &str,
) -> String {
    let site = variant.site_root();
    if status == PostStatus::Publish && !slug.is_empty() {
        format!("{site}/{base}/{slug}/")
    } else {
        format!("{site}/?post_type={post_type}&p={id}")
    }
}

/// The address of a variant's iCalendar feed of its events, as the plugin serves it.
pub fn events_feed(variant: &Variant) -> String {
    format!("{}/events/?ical=1", variant.site_root())
}

/// `global_id` of a post: host and site path without scheme, then the id.
pub fn global_id(variant: &Variant, id: i64) -> GlobalId<'_> {
    GlobalId {
        prefix: variant.global_id_prefix(),
        id,
    }
}

/// A `global_id`, written where it is serialised.
#[derive(Debug, Clone, Copy)]
pub struct GlobalId<'a> {
    prefix: &'a str,
    id: i64,
}

impl Serialize for GlobalId<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{}?id={}", self.prefix, self.id))
    }
}

/// What the plugin counts as no value when it drops empty keys from venue and
/// organizer objects (PHP's `empty()` of a string).
pub(crate) fn is_blank(text: &str) -> bool {
    text.is_empty() || text == "0"
}

/// Writes a text entry unless it is blank.
pub(crate) fn non_empty<M: SerializeMap>(
    m: &mut M,
    key: &str,
    value: &str,
) -> Result<(), M::Error> {
    if is_blank(value) {
        return Ok(());
    }
    m.serialize_entry(key, value)
}

/// The leading post fields of venue and organizer objects, up to the name.
pub(crate) fn post_head<M: SerializeMap>(
    m: &mut M,
    variant: &Variant,
    kind: (PostType, &str),
    id: i64,
    p: &PostData,
) -> Result<(), M::Error> {
    let (post_type, base) = kind;
    m.serialize_entry("id", &id)?;
    // Author 0 (nobody) is the one blank value among these; a status or date never is.
    if p.author != 0 {
        m.serialize_entry("author", &format_args!("{}", p.author))?;
    }
    m.serialize_entry("status", p.status.as_str())?;
    m.serialize_entry("date", &p.date_local)?;
    match p.date_utc {
        Some(date_utc) => m.serialize_entry("date_utc", &date_utc)?,
        None => m.serialize_entry("date_utc", ZERO_DATE)?,
    }
    m.serialize_entry("modified", &p.modified_local)?;
    m.serialize_entry("modified_utc", &p.modified_utc)?;
    let url = permalink(variant, post_type, base, id, p.status, &p.slug);
    non_empty(m, "url", &url)
}

/// The post fields that follow the name: texts, slug and image.
pub(crate) fn post_tail<M: SerializeMap>(
    m: &mut M,
    p: &PostData,
    image: Option<&ImageRecord>,
) -> Result<(), M::Error> {
    non_empty(m, "description", &autop(&p.content))?;
    non_empty(m, "excerpt", &autop(&p.excerpt))?;
    non_empty(m, "slug", &p.slug)?;
    if image.is_some() {
        m.serialize_entry("image", &ImageView(image))?;
    }
    Ok(())
}

/// `global_id` and `global_id_lineage`, always last.
pub(crate) fn global_ids<M: SerializeMap>(
    m: &mut M,
    variant: &Variant,
    id: i64,
) -> Result<(), M::Error> {
    let gid = global_id(variant, id);
    m.serialize_entry("global_id", &gid)?;
    m.serialize_entry("global_id_lineage", &[gid])
}

/// JSON-LD is pasted into a `<script type="application/ld+json">` element, where a
/// string holding `</script` would end it: every string is made free of markup
/// (texts are plain text already; this also covers URLs and stored values).
pub fn script_safe(value: Value) -> Value {
    match value {
        Value::String(s) => Value::String(without_markup(&s)),
        Value::Array(items) => Value::Array(items.into_iter().map(script_safe).collect()),
        Value::Object(map) => {
            Value::Object(map.into_iter().map(|(k, v)| (k, script_safe(v))).collect())
        }
        other => other,
    }
}
