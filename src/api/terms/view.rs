//! The two shapes of a category or tag: the raw record embedded in events, and the
//! object the `/categories` and `/tags` routes answer with.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

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
struct Urls<'a> {
    variant: &'a Variant,
    term: &'a TermRecord,
}

impl Serialize for Urls<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let t = self.term;
        let (base, route) = (self.variant.api_base(), route(t.taxonomy));
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("self", &format_args!("{base}/{route}/{}", t.id))?;
        m.serialize_entry("collection", &format_args!("{base}/{route}"))?;
        if t.parent_id != 0 {
            m.serialize_entry("up", &format_args!("{base}/{route}/{}", t.parent_id))?;
        }
        m.end()
    }
}

/// The raw term record plus `urls`: the shape inside an event's `categories`/`tags`.
pub struct EmbeddedTerm<'a> {
    variant: &'a Variant,
    term: &'a TermRecord,
}

pub fn embedded<'a>(variant: &'a Variant, term: &'a TermRecord) -> EmbeddedTerm<'a> {
    EmbeddedTerm { variant, term }
}

impl Serialize for EmbeddedTerm<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (variant, t) = (self.variant, self.term);
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("name", &t.name)?;
        m.serialize_entry("slug", &t.slug)?;
        m.serialize_entry("term_group", &0)?;
        m.serialize_entry("term_taxonomy_id", &t.id)?;
        m.serialize_entry("taxonomy", t.taxonomy.as_str())?;
        m.serialize_entry("description", &t.description)?;
        m.serialize_entry("parent", &t.parent_id)?;
        m.serialize_entry("count", &t.count)?;
        m.serialize_entry("filter", "raw")?;
        m.serialize_entry("id", &t.id)?;
        m.serialize_entry("urls", &Urls { variant, term: t })?;
        mark(&mut m, variant, t)?;
        m.end()
    }
}

/// `lang` and `translations`, on tenants that keep text per language.
fn mark<M: SerializeMap>(m: &mut M, variant: &Variant, t: &TermRecord) -> Result<(), M::Error> {
    translations::mark(m, variant, t.languages.as_ref(), route(t.taxonomy), t.id)
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
pub struct TermView<'a> {
    variant: &'a Variant,
    tree: &'a TermTree,
    term: &'a TermRecord,
}

pub fn term<'a>(variant: &'a Variant, tree: &'a TermTree, term: &'a TermRecord) -> TermView<'a> {
    TermView {
        variant,
        tree,
        term,
    }
}

impl Serialize for TermView<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (variant, t) = (self.variant, self.term);
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("id", &t.id)?;
        m.serialize_entry("count", &t.count)?;
        m.serialize_entry("description", &t.description)?;
        m.serialize_entry("name", &t.name)?;
        m.serialize_entry("slug", &t.slug)?;
        m.serialize_entry("taxonomy", t.taxonomy.as_str())?;
        // Tags are flat: the plugin leaves `parent` out of them.
        if t.taxonomy == Taxonomy::Category {
            m.serialize_entry("parent", &t.parent_id)?;
        }
        m.serialize_entry("meta", &[(); 0])?;
        m.serialize_entry("url", &archive_url(variant, self.tree, t))?;
        m.serialize_entry("urls", &Urls { variant, term: t })?;
        mark(&mut m, variant, t)?;
        m.end()
    }
}
