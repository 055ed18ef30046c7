//! Organizers: who runs an event.

pub mod doc;

use serde::ser::SerializeMap;
use serde_json::{Value, json};

use crate::api::post_view::{global_ids, non_empty, post_head, post_tail, script_safe};
use crate::api::translations;
use crate::api::venues::{description, image, linked_list_args, name, nullable, website};
use crate::api::venues_organizers::{Codes, Linked, LinkedView, text};
use crate::domain::html::script_text;
use crate::domain::post::PostType;
use crate::domain::sanitize::Sanitize::{Email, Slug};
use crate::http::args::ArgType::{Boolean, Integer, String as Str, Untyped};
use crate::http::args::Check::{Date, NonEmptyString, PositiveInt, PostStatus};
use crate::http::args::DefaultValue::{Bool, Int, Null, Str as Text};
use crate::http::args::{
    ArgSpec, Args, KEYS_DEFAULT_AFTER_TYPE, KEYS_DEFAULT_LAST, KEYS_DESCRIPTION_FIRST,
};
use crate::store::changes::Part;
use crate::store::posts::PostData;
use crate::store::venues_organizers::{LinkedKind, ORGANIZERS, OrganizerFields, OrganizerRecord};

/// schema.org `Person` (no `@context`: it is always nested), in plain text.
pub fn json_ld(record: &OrganizerRecord) -> Value {
    let o = &record.fields;
    script_safe(json!({
        "@type": "Person",
        "name": script_text(&record.post.title),
        "description": script_text(&record.post.excerpt),
        "url": o.website,
        "telephone": script_text(&o.phone),
        "email": o.email,
        "sameAs": o.website,
    }))
}

/// Marker type for the organizer routes.
pub struct Organizer;

/// `id` of the by-id routes.
const ID: ArgSpec = ArgSpec::new("id", Integer, "param-organizer-id")
    .required()
    .in_path();

/// `slug` of the by-slug routes.
const SLUG: ArgSpec = ArgSpec::new("slug", Str, "param-organizer-slug")
    .required()
    .in_path()
    .sanitize(Slug);

/// Organizer write fields in the plugin's order, after `$first` (the path id or
/// slug). WP parity: every one is registered with a `null` default, never applied.
macro_rules! organizer_fields {
    ($required:expr $(, $first:expr)*) => {
        &[
            $($first,)*
            nullable("author", Integer, "param-organizer-author"),
            nullable("date", Str, "param-organizer-date").type_unchecked().check(Date),
            nullable("date_utc", Str, "param-organizer-date-utc").type_unchecked().check(Date),
            ArgSpec { required: $required, ..name("organizer", "param-organizer-organizer").default(Null).index_keys(KEYS_DEFAULT_AFTER_TYPE) },
            description("param-organizer-description"),
            nullable("status", Str, "param-organizer-status").check(PostStatus),
            nullable("phone", Str, "param-organizer-phone"),
            website("param-organizer-website"),
            nullable("email", Str, "param-organizer-email").sanitize(Email),
            image("param-organizer-image"),
        ]
    };
}

impl Linked for Organizer {
    type Record = OrganizerRecord;
    type Fields = OrganizerFields;
    const KIND: &'static LinkedKind<OrganizerFields> = &ORGANIZERS;
    const NAME: &'static str = "organizer";
    const PLURAL: &'static str = "organizers";
    const COLLECTION: Part = Part::Organizers;
    const CODES: Codes = Codes {
        not_accessible: ("organizer-not-accessible", "error-organizer-not-accessible"),
        in_trash: ("organizer-is-in-trash", "error-organizer-in-trash"),
        page_not_found: (
            "organizer-archive-page-not-found",
            "error-archive-page-not-found",
        ),
    };
    const LIST: &'static [ArgSpec] = linked_list_args!("organizers");
    const CREATE: &'static [ArgSpec] = organizer_fields!(true);
    const UPDATE_BY_ID: &'static [ArgSpec] = organizer_fields!(false, ID);
    const UPDATE_BY_SLUG: &'static [ArgSpec] = organizer_fields!(false, SLUG);
    const SINGLE_BY_ID: &'static [ArgSpec] = &[ID];
    const SINGLE_BY_SLUG: &'static [ArgSpec] = &[SLUG];
    const INLINE_FLAGS: &'static [&'static str] = &[];

    fn id(r: &OrganizerRecord) -> i64 {
        r.id
    }
    fn post(r: &OrganizerRecord) -> &PostData {
        &r.post
    }
    fn post_mut(r: &mut OrganizerRecord) -> &mut PostData {
        &mut r.post
    }
    fn image_id(r: &OrganizerRecord) -> Option<i64> {
        r.fields.image_id
    }
    fn own(r: &OrganizerRecord) -> &OrganizerFields {
        &r.fields
    }

    fn entries<M: SerializeMap>(object: &LinkedView<'_, Self>, m: &mut M) -> Result<(), M::Error> {
        let (variant, o) = (object.variant, object.record);
        post_head(
            m,
            variant,
            (PostType::Organizer, "organizer"),
            o.id,
            &o.post,
        )?;
        non_empty(m, "organizer", &o.post.title)?;
        post_tail(m, &o.post, object.image)?;
        non_empty(m, "phone", &o.fields.phone)?;
        non_empty(m, "website", &o.fields.website)?;
        non_empty(m, "email", &o.fields.email)?;
        if object.json_ld {
            m.serialize_entry("json_ld", &json_ld(o))?;
        }
        global_ids(m, variant, o.id)?;
        let languages = o.post.languages.as_ref();
        translations::mark(m, variant, languages, Organizer::PLURAL, o.id)
    }

    fn fields(
        args: &Args,
        existing: Option<&OrganizerRecord>,
        image_id: Option<i64>,
    ) -> OrganizerFields {
        let stored = |f: fn(&OrganizerFields) -> &str| existing.map(|o| f(&o.fields));
        OrganizerFields {
            phone: text(args, "phone", stored(|o| &o.phone)),
            website: text(args, "website", stored(|o| &o.website)),
            email: text(args, "email", stored(|o| &o.email)),
            image_id,
        }
    }
}
