//! The two shapes of a category or tag: the raw record embedded in events, and the
//! object the `/categories` and `/tags` routes answer with.

use serde_json::{Map, Value, json};

use crate::api::translations;
use crate::domain::post::Taxonomy;
use crate::http::extract::Variant;
use crate::store::terms::{TermRecord, TermTree};

/// Route segment of a taxonomy's collection.
pub fn route(taxonomy: Taxonomy) -> &'static str {
    if taxonomy == Taxonomy::Category {
        "categories"
    } else {
        "tags"
    }
}

/// Collection route of a taxonomy under the variant's namespace, without trailing slash.
pub fn collection(variant: &Variant, taxonomy: Taxonomy) -> String {
    format!("{}/{}", variant.api_base(), route(taxonomy))
}

/// `urls` of a term: `self`, `collection`, and `up` for a child category.
pub fn urls(variant: &Variant, t: &TermRecord) -> Value {
    let collection = collection(variant, t.taxonomy);
    let mut urls = json!({"self": format!("{collection}/{}", t.id), "collection": collection});
    if t.parent_id != 0 {
        urls["up"] = json!(format!("{collection}/{}", t.parent_id));
    }
    urls
}

/// The raw term record plus `urls`: the shape inside an event's `categories`/`tags`.
pub fn embedded(variant: &Variant, t: &TermRecord) -> Value {
    let mut object = json!({
        "name": t.name,
        "slug": t.slug,
        "term_group": 0,
        "term_taxonomy_id": t.id,
        "taxonomy": t.taxonomy.as_str(),
        "description": t.description,
        "parent": t.parent_id,
        "count": t.count,
        "filter": "raw",
        "id": t.id,
        "urls": urls(variant, t),
    });
    if let Value::Object(m) = &mut object {
        mark(m, variant, t);
    }
    object
}

/// `lang` and `translations`, on tenants that keep text per language.
fn mark(m: &mut Map<String, Value>, variant: &Variant, t: &TermRecord) {
    let path = format!("/{}/{}", route(t.taxonomy), t.id);
    translations::mark(m, variant, t.languages.as_ref(), &path);
}

/// Public archive page of a term: categories nest under their ancestors' slugs
/// (`/events/category/music/jazz/`), tags use the site's tag base.
pub fn archive_url(variant: &Variant, tree: &TermTree, t: &TermRecord) -> String {
    let site = variant.site_root();
    if t.taxonomy == Taxonomy::Category {
        let path = tree.path(t.id);
        let path = if path.is_empty() { &t.slug } else { &path };
        format!("{site}/events/category/{path}/")
    } else {
        format!("{site}/tag/{}/", t.slug)
    }
}

/// The term as the term routes show it. `tree` holds the categories of the tenant
/// (empty for tags) so that a child category's archive URL carries its ancestors.
pub fn term(variant: &Variant, tree: &TermTree, t: &TermRecord) -> Value {
    let mut m = Map::new();
    m.insert("id".into(), json!(t.id));
    m.insert("count".into(), json!(t.count));
    m.insert("description".into(), json!(t.description));
    m.insert("name".into(), json!(t.name));
    m.insert("slug".into(), json!(t.slug));
    m.insert("taxonomy".into(), json!(t.taxonomy.as_str()));
    // Tags are flat: the plugin leaves `parent` out of them.
    if t.taxonomy == Taxonomy::Category {
        m.insert("parent".into(), json!(t.parent_id));
    }
    m.insert("meta".into(), json!([]));
    m.insert("url".into(), json!(archive_url(variant, tree, t)));
    m.insert("urls".into(), urls(variant, t));
    mark(&mut m, variant, t);
    Value::Object(m)
}
