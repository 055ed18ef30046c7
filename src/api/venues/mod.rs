//! Venues: the place an event happens.

pub mod doc;

use serde::ser::SerializeMap;
use serde_json::{Map, Value, json};

use crate::api::events::args::{MAX_SHORT, MAX_TEXT};
use crate::api::post_view::{global_ids, is_blank, non_empty, post_head, post_tail, script_safe};
use crate::api::translations;
use crate::api::venues_organizers::{Codes, Linked, LinkedView, text};
use crate::domain::html::script_text;
use crate::domain::post::PostType;
use crate::domain::sanitize::Sanitize::{PostContent, Slug, Title, Url, UrlOrId};
use crate::http::args::ArgType::{Boolean, Integer, String as Str, Untyped};
use crate::http::args::Check::{Date, NonEmptyString, PositiveInt, PostStatus, UrlOrEmpty};
use crate::http::args::DefaultValue::{Bool, Int, Null, Str as Text};
use crate::http::args::{
    ArgSpec, ArgType, Args, KEYS_DEFAULT_AFTER_TYPE, KEYS_DEFAULT_LAST, KEYS_DESCRIPTION_FIRST,
    is_truthy,
};
use crate::store::changes::Part;
use crate::store::posts::PostData;
use crate::store::venues_organizers::{LinkedKind, VENUES, VenueFields, VenueRecord};

/// schema.org `Place` (no `@context`: it is always nested), in plain text.
pub fn json_ld(record: &VenueRecord) -> Value {
    let v = &record.fields;
    let mut address = Map::new();
    address.insert("@type".into(), json!("PostalAddress"));
    for (k, val) in [
        ("streetAddress", &v.address),
        ("addressLocality", &v.city),
        ("addressRegion", &v.stateprovince),
        ("postalCode", &v.zip),
        ("addressCountry", &v.country),
    ] {
        let text = script_text(val);
        if !is_blank(&text) {
            address.insert(k.into(), json!(text));
        }
    }
    script_safe(json!({
        "@type": "Place",
        "name": script_text(&record.post.title),
        "description": script_text(&record.post.excerpt),
        "url": "",
        "address": address,
        "telephone": script_text(&v.phone),
        "sameAs": v.website,
    }))
}

/// Marker type for the venue routes.
pub struct Venue;

/// `id` of the by-id routes.
const ID: ArgSpec = ArgSpec::new("id", Integer, "param-venue-id")
    .required()
    .in_path();

/// `slug` of the by-slug routes.
const SLUG: ArgSpec = ArgSpec::new("slug", Str, "param-venue-slug")
    .required()
    .in_path()
    .sanitize(Slug);

/// WP parity: a write field registered with a `null` default, which is never applied.
pub(crate) const fn nullable(
    name: &'static str,
    ty: ArgType,
    description: &'static str,
) -> ArgSpec {
    ArgSpec::new(name, ty, description)
        .default(Null)
        .index_keys(KEYS_DEFAULT_AFTER_TYPE)
}

/// A venue text field of one line, stored as plain text.
const fn line(name: &'static str, description: &'static str) -> ArgSpec {
    nullable(name, Str, description)
}

/// The name of a venue or organizer: a post title.
pub(crate) const fn name(name: &'static str, description: &'static str) -> ArgSpec {
    ArgSpec::new(name, Str, description)
        .check(NonEmptyString)
        .sanitize(Title)
}

/// The description of a venue or organizer: post content.
pub(crate) const fn description(description: &'static str) -> ArgSpec {
    nullable("description", Str, description)
        .max_len(MAX_TEXT)
        .sanitize(PostContent)
}

/// A website of a venue or organizer: an http(s) URL or nothing.
pub(crate) const fn website(description: &'static str) -> ArgSpec {
    nullable("website", Str, description)
        .type_unchecked()
        .check(UrlOrEmpty)
        .max_len(MAX_SHORT)
        .sanitize(Url)
}

/// The image of a venue or organizer: an attachment id or an image URL.
pub(crate) const fn image(description: &'static str) -> ArgSpec {
    nullable("image", Str, description)
        .type_unchecked()
        .sanitize(UrlOrId)
}

/// Venue write fields in the plugin's order, after `$first` (the path id or slug).
macro_rules! venue_fields {
    ($required:expr $(, $first:expr)*) => {
        &[
            $($first,)*
            ArgSpec::new("author", Integer, "param-venue-author"),
            ArgSpec::new("date", Str, "param-venue-date").type_unchecked().check(Date),
            ArgSpec::new("date_utc", Str, "param-venue-date-utc").type_unchecked().check(Date),
            ArgSpec { required: $required, ..name("venue", "param-venue-venue") },
            description("param-venue-description"),
            ArgSpec::new("status", Str, "param-venue-status").check(PostStatus),
            nullable("show_map", Str, "param-venue-show-map"),
            nullable("show_map_link", Str, "param-venue-show-map-link"),
            line("address", "param-venue-address"),
            line("city", "param-venue-city"),
            line("country", "param-venue-country"),
            line("province", "param-venue-province"),
            line("state", "param-venue-state"),
            line("zip", "param-venue-zip"),
            line("phone", "param-venue-phone"),
            line("stateprovince", "param-venue-stateprovince"),
            website("param-venue-website"),
            image("param-venue-image"),
        ]
    };
}

/// List parameters shared by venues and organizers; `$p` prefixes the description ids.
macro_rules! linked_list_args {
    ($p:literal) => {
        &[
            ArgSpec::new("page", Integer, concat!("param-", $p, "-list-page"))
                .default(Int(1))
                .check(PositiveInt)
                .index_keys(KEYS_DESCRIPTION_FIRST),
            // WP parity: the default is the site's posts-per-page option, a string.
            ArgSpec::new("per_page", Integer, concat!("param-", $p, "-list-per-page"))
                .default(Text("10"))
                .check(PositiveInt)
                .index_keys(KEYS_DESCRIPTION_FIRST),
            ArgSpec::new("search", Str, concat!("param-", $p, "-list-search"))
                .check(NonEmptyString)
                .index_keys(KEYS_DESCRIPTION_FIRST),
            ArgSpec::new("event", Integer, concat!("param-", $p, "-list-event"))
                .check(PositiveInt)
                .index_keys(KEYS_DESCRIPTION_FIRST),
            // WP parity: the two flags are registered without a type (any value is
            // read loosely) and documented as booleans.
            ArgSpec::new(
                "has_events",
                Untyped,
                concat!("param-", $p, "-list-has-events"),
            )
            .doc_type(Boolean),
            ArgSpec::new(
                "only_with_upcoming",
                Untyped,
                concat!("param-", $p, "-list-only-with-upcoming"),
            )
            .default(Bool(false))
            .doc_type(Boolean)
            .index_keys(KEYS_DEFAULT_LAST),
            ArgSpec::new("status", Untyped, concat!("param-", $p, "-list-status"))
                .format("string")
                .doc_type(Str),
        ]
    };
}
pub(crate) use linked_list_args;

/// `stateprovince` when none is given: the state for US addresses, else the province
/// (from what the same request sent).
fn derived_stateprovince(args: &Args, country: &str) -> String {
    let us = country.is_empty()
        || country.eq_ignore_ascii_case("US")
        || country.eq_ignore_ascii_case("United States");
    let source = if us { "state" } else { "province" };
    args.str(source).unwrap_or_default().trim().to_string()
}

impl Linked for Venue {
    type Record = VenueRecord;
    type Fields = VenueFields;
    const KIND: &'static LinkedKind<VenueFields> = &VENUES;
    const NAME: &'static str = "venue";
    const PLURAL: &'static str = "venues";
    const COLLECTION: Part = Part::Venues;
    const CODES: Codes = Codes {
        not_accessible: ("venue-not-accessible", "error-venue-not-accessible"),
        in_trash: ("venue-is-in-trash", "error-venue-in-trash"),
        page_not_found: (
            "venue-archive-page-not-found",
            "error-archive-page-not-found",
        ),
    };
    const LIST: &'static [ArgSpec] = linked_list_args!("venues");
    const CREATE: &'static [ArgSpec] = venue_fields!(true);
    const UPDATE_BY_ID: &'static [ArgSpec] = venue_fields!(false, ID);
    // The slug stays required on update, unlike an event's.
    const UPDATE_BY_SLUG: &'static [ArgSpec] = venue_fields!(false, SLUG);
    const SINGLE_BY_ID: &'static [ArgSpec] = &[ID];
    const SINGLE_BY_SLUG: &'static [ArgSpec] = &[SLUG];
    const INLINE_FLAGS: &'static [&'static str] = &["show_map", "show_map_link"];

    fn id(r: &VenueRecord) -> i64 {
        r.id
    }
    fn post(r: &VenueRecord) -> &PostData {
        &r.post
    }
    fn post_mut(r: &mut VenueRecord) -> &mut PostData {
        &mut r.post
    }
    fn image_id(r: &VenueRecord) -> Option<i64> {
        r.fields.image_id
    }
    fn own(r: &VenueRecord) -> &VenueFields {
        &r.fields
    }

    fn entries<M: SerializeMap>(object: &LinkedView<'_, Self>, m: &mut M) -> Result<(), M::Error> {
        let (variant, v) = (object.variant, object.record);
        post_head(m, variant, (PostType::Venue, "venue"), v.id, &v.post)?;
        non_empty(m, "venue", &v.post.title)?;
        post_tail(m, &v.post, object.image)?;
        let f = &v.fields;
        for (k, val) in [
            ("address", &f.address),
            ("city", &f.city),
            ("country", &f.country),
            ("province", &f.province),
            ("state", &f.state),
            ("zip", &f.zip),
            ("phone", &f.phone),
            ("website", &f.website),
            ("stateprovince", &f.stateprovince),
        ] {
            non_empty(m, k, val)?;
        }
        if object.json_ld {
            m.serialize_entry("json_ld", &json_ld(v))?;
        }
        m.serialize_entry("show_map", &f.show_map)?;
        m.serialize_entry("show_map_link", &f.show_map_link)?;
        global_ids(m, variant, v.id)?;
        let languages = v.post.languages.as_ref();
        translations::mark(m, variant, languages, Venue::PLURAL, v.id)
    }

    fn fields(args: &Args, existing: Option<&VenueRecord>, image_id: Option<i64>) -> VenueFields {
        let stored = |f: fn(&VenueFields) -> &str| existing.map(|v| f(&v.fields));
        let country = text(args, "country", stored(|v| &v.country));
        let stateprovince = match args
            .str("stateprovince")
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            Some(given) => given.to_string(),
            None => derived_stateprovince(args, &country),
        };
        // Omitted map flags are (re)set to shown, and an omitted image is removed:
        // the plugin does both on create and on update.
        let flag = |name: &str| args.value(name).is_none_or(is_truthy);
        VenueFields {
            address: text(args, "address", stored(|v| &v.address)),
            city: text(args, "city", stored(|v| &v.city)),
            country,
            province: text(args, "province", stored(|v| &v.province)),
            state: text(args, "state", stored(|v| &v.state)),
            zip: text(args, "zip", stored(|v| &v.zip)),
            phone: text(args, "phone", stored(|v| &v.phone)),
            website: text(args, "website", stored(|v| &v.website)),
            stateprovince,
            show_map: flag("show_map"),
            show_map_link: flag("show_map_link"),
            image_id,
        }
    }
}
