//! Event categories and tags as the plugin embeds them in events.

use serde_json::{Value, json};

use crate::http::extract::Variant;
use crate::store::links::{CATEGORY, TermRecord};

/// Collection route of a taxonomy under the variant's namespace.
fn collection(variant: &Variant, taxonomy: &str) -> String {
    let route = if taxonomy == CATEGORY {
        "categories"
    } else {
        "tags"
    };
    format!("{}/{route}", variant.api_base())
}

/// `urls` of a term: `self`, `collection`, and `up` for a child category.
pub fn urls(variant: &Variant, t: &TermRecord) -> Value {
    let collection = collection(variant, &t.taxonomy);
    let mut urls = json!({"self": format!("{collection}/{}", t.id), "collection": collection});
    if t.parent_id != 0 {
        urls["up"] = json!(format!("{collection}/{}", t.parent_id));
    }
    urls
}

/// The raw term record plus `urls`: the shape inside an event's `categories`/`tags`.
pub fn embedded(variant: &Variant, t: &TermRecord) -> Value {
    json!({
        "name": t.name,
        "slug": t.slug,
        "term_group": 0,
        "term_taxonomy_id": t.id,
        "taxonomy": t.taxonomy,
        "description": t.description,
        "parent": t.parent_id,
        "count": t.count,
        "filter": "raw",
        "id": t.id,
        "urls": urls(variant, t),
    })
}
