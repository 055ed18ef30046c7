//! Organizers as the plugin shows them, embedded in events.

use serde_json::{Map, Value, json};

use crate::api::venues::insert_non_empty;
use crate::api::{global_id, permalink};
use crate::http::extract::Variant;
use crate::store::links::{ImageRecord, OrganizerRecord};

/// The organizer object; with `json_ld` on single reads.
pub fn view(
    variant: &Variant,
    o: &OrganizerRecord,
    image: Option<&ImageRecord>,
    with_json_ld: bool,
) -> Value {
    let url = permalink(
        variant,
        "tribe_organizer",
        "organizer",
        o.id,
        &o.status,
        &o.slug,
    );
    let mut m = Map::new();
    m.insert("id".into(), json!(o.id));
    insert_non_empty(&mut m, "author", json!(o.author.to_string()));
    insert_non_empty(&mut m, "status", json!(o.status));
    let dates = crate::api::events::view::post_dates(
        &o.date_local,
        o.date_utc.as_deref(),
        &o.modified_local,
        &o.modified_utc,
    );
    for (k, val) in dates {
        insert_non_empty(&mut m, k, json!(val));
    }
    insert_non_empty(&mut m, "url", json!(url));
    insert_non_empty(&mut m, "organizer", json!(o.title));
    insert_non_empty(
        &mut m,
        "description",
        json!(crate::domain::html::autop(&o.content)),
    );
    insert_non_empty(
        &mut m,
        "excerpt",
        json!(crate::domain::html::autop(&o.excerpt)),
    );
    insert_non_empty(&mut m, "slug", json!(o.slug));
    insert_non_empty(&mut m, "image", crate::api::events::view::image(image));
    insert_non_empty(&mut m, "phone", json!(o.phone));
    insert_non_empty(&mut m, "website", json!(o.website));
    insert_non_empty(&mut m, "email", json!(o.email));
    if with_json_ld {
        m.insert("json_ld".into(), json_ld(o));
    }
    let gid = global_id(variant, o.id);
    m.insert("global_id".into(), json!(gid));
    m.insert("global_id_lineage".into(), json!([gid]));
    Value::Object(m)
}

/// schema.org `Person` (no `@context`: it is always nested).
pub fn json_ld(o: &OrganizerRecord) -> Value {
    json!({
        "@type": "Person",
        "name": o.title,
        "description": crate::domain::html::strip_tags(&o.excerpt),
        "url": o.website,
        "telephone": o.phone,
        "email": o.email,
        "sameAs": o.website,
    })
}
