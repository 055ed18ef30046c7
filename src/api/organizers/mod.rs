//! Organizers: who runs an event.

pub mod doc;

use serde_json::{Map, Value, json};

use crate::api::post_view::script_safe;
use crate::api::translations;
use crate::api::venues::{
    description, global_ids, image, insert_non_empty, linked_list_args, name, nullable, post_head,
    post_tail, website,
};
use crate::api::venues_organizers::{Codes, Linked, text};
use crate::domain::html::script_text;
use crate::domain::post::PostType;
use crate::domain::sanitize::Sanitize::{Email, Slug};
use crate::http::args::ArgType::{Boolean, Integer, String as Str, Untyped};
use crate::http::args::Check::{Date, NonEmptyString, PositiveInt, PostStatus};
use crate::http::args::DefaultValue::{Bool, Int, Null, Str as Text};
use crate::http::args::{
    ArgSpec, Args, KEYS_DEFAULT_AFTER_TYPE, KEYS_DEFAULT_LAST, KEYS_DESCRIPTION_FIRST,
};
use crate::http::extract::Variant;
use crate::store::changes::Part;
use crate::store::images::ImageRecord;
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

    fn view(
        variant: &Variant,
        o: &OrganizerRecord,
        image: Option<&ImageRecord>,
        with_json_ld: bool,
    ) -> Value {
        let mut m = Map::new();
        post_head(
            &mut m,
            variant,
            (PostType::Organizer, "organizer"),
            o.id,
            &o.post,
        );
        insert_non_empty(&mut m, "organizer", json!(o.post.title));
        post_tail(&mut m, &o.post, image);
        insert_non_empty(&mut m, "phone", json!(o.fields.phone));
        insert_non_empty(&mut m, "website", json!(o.fields.website));
        insert_non_empty(&mut m, "email", json!(o.fields.email));
        if with_json_ld {
            m.insert("json_ld".into(), json_ld(o));
        }
        global_ids(&mut m, variant, o.id);
        translations::mark(
            &mut m,
            variant,
            o.post.languages.as_ref(),
            &format!("/organizers/{}", o.id),
        );
        Value::Object(m)
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
