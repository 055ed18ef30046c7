//! The parts of a post's JSON that events, venues and organizers render alike: dates,
//! image, permalink, `global_id`, and JSON-LD made safe for a `<script>` element.

use serde_json::{Value, json};

use crate::domain::dates::WpDateTime;
use crate::domain::html::without_markup;
use crate::domain::post::{PostStatus, PostType};
use crate::http::extract::Variant;
use crate::store::images::ImageRecord;
use crate::store::posts::PostData;

/// What WordPress shows for a publication date that was never set.
pub const ZERO_DATE: &str = "0000-00-00 00:00:00";

/// `date`, `date_utc`, `modified`, `modified_utc` of a post.
pub fn post_dates(p: &PostData) -> [(&'static str, String); 4] {
    [
        ("date", p.date_local.to_string()),
        ("date_utc", utc_or_zero(p.date_utc)),
        ("modified", p.modified_local.to_string()),
        ("modified_utc", p.modified_utc.to_string()),
    ]
}

/// A publication date in UTC, or WordPress's zero date for a floating draft.
pub fn utc_or_zero(date_utc: Option<WpDateTime>) -> String {
    date_utc.map_or_else(|| ZERO_DATE.to_string(), |d| d.to_string())
}

/// The image object, or `false` when there is none.
pub fn image(record: Option<&ImageRecord>) -> Value {
    let Some(img) = record else {
        return Value::Bool(false);
    };
    let file = img.url.split(['?', '#']).next().unwrap_or(&img.url);
    let extension = file
        .rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
        .filter(|e| !e.contains('/'))
        .unwrap_or_default();
    let mut object = json!({"url": img.url, "id": img.id, "extension": extension});
    if let (Some(w), Some(h)) = (img.width, img.height) {
        object["width"] = json!(w);
        object["height"] = json!(h);
    }
    object["sizes"] = json!({});
    object
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

/// `global_id` of a post: host and site path without scheme, then the id.
pub fn global_id(variant: &Variant, id: i64) -> String {
    format!("{}?id={id}", variant.global_id_prefix())
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
