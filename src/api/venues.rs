//! Venues as the plugin shows them, embedded in events.

use serde_json::{Map, Value, json};

use crate::api::{global_id, permalink};
use crate::http::extract::Variant;
use crate::store::links::{ImageRecord, VenueRecord};

/// Inserts `value` unless it is empty or falsy: the plugin drops such keys from
/// venue and organizer objects before adding the fixed trailing ones.
pub(crate) fn insert_non_empty(map: &mut Map<String, Value>, key: &str, value: Value) {
    let empty = match &value {
        Value::Null | Value::Bool(false) => true,
        Value::String(s) => s.is_empty() || s == "0",
        Value::Array(a) => a.is_empty(),
        _ => false,
    };
    if !empty {
        map.insert(key.to_string(), value);
    }
}

/// The venue object; with `json_ld` on single reads.
pub fn view(
    variant: &Variant,
    v: &VenueRecord,
    image: Option<&ImageRecord>,
    with_json_ld: bool,
) -> Value {
    let url = permalink(variant, "tribe_venue", "venue", v.id, &v.status, &v.slug);
    let mut m = Map::new();
    m.insert("id".into(), json!(v.id));
    insert_non_empty(&mut m, "author", json!(v.author.to_string()));
    let dates = crate::api::events::view::post_dates(
        &v.date_local,
        v.date_utc.as_deref(),
        &v.modified_local,
        &v.modified_utc,
    );
    insert_non_empty(&mut m, "status", json!(v.status));
    for (k, val) in dates {
        insert_non_empty(&mut m, k, json!(val));
    }
    insert_non_empty(&mut m, "url", json!(url));
    insert_non_empty(&mut m, "venue", json!(v.title));
    insert_non_empty(
        &mut m,
        "description",
        json!(crate::domain::html::autop(&v.content)),
    );
    insert_non_empty(
        &mut m,
        "excerpt",
        json!(crate::domain::html::autop(&v.excerpt)),
    );
    insert_non_empty(&mut m, "slug", json!(v.slug));
    insert_non_empty(&mut m, "image", crate::api::events::view::image(image));
    for (k, val) in [
        ("address", &v.address),
        ("city", &v.city),
        ("country", &v.country),
        ("province", &v.province),
        ("state", &v.state),
        ("zip", &v.zip),
        ("phone", &v.phone),
        ("website", &v.website),
        ("stateprovince", &v.stateprovince),
    ] {
        insert_non_empty(&mut m, k, json!(val));
    }
    if with_json_ld {
        m.insert("json_ld".into(), json_ld(v));
    }
    m.insert("show_map".into(), json!(v.show_map));
    m.insert("show_map_link".into(), json!(v.show_map_link));
    let gid = global_id(variant, v.id);
    m.insert("global_id".into(), json!(gid));
    m.insert("global_id_lineage".into(), json!([gid]));
    Value::Object(m)
}

/// schema.org `Place` (no `@context`: it is always nested).
pub fn json_ld(v: &VenueRecord) -> Value {
    let mut address = Map::new();
    address.insert("@type".into(), json!("PostalAddress"));
    for (k, val) in [
        ("streetAddress", &v.address),
        ("addressLocality", &v.city),
        ("addressRegion", &v.stateprovince),
        ("postalCode", &v.zip),
        ("addressCountry", &v.country),
    ] {
        insert_non_empty(&mut address, k, json!(val));
    }
    json!({
        "@type": "Place",
        "name": v.title,
        "description": crate::domain::html::strip_tags(&v.excerpt),
        "url": "",
        "address": address,
        "telephone": v.phone,
        "sameAs": v.website,
    })
}
