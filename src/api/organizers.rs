//! Organizers: who runs an event.

use serde_json::{Map, Value, json};

use crate::api::linked::{Codes, Linked, text};
use crate::api::venues::{global_ids, insert_non_empty, linked_list_args, post_head, post_tail};
use crate::http::args::ArgType::{Integer, String as Str, Untyped};
use crate::http::args::Check::{Date, NonEmptyString, PositiveInt, PostStatus, UrlOrEmpty};
use crate::http::args::DefaultValue::{Int, Str as Text};
use crate::http::args::{ArgSpec, Args};
use crate::http::extract::Variant;
use crate::store::linked::{Column, LinkedKind, ORGANIZERS, OrganizerRecord};
use crate::store::links::ImageRecord;
use crate::store::posts::PostData;

/// Longest name, phone or e-mail, in characters.
const MAX_LINE: usize = 1_000;

/// schema.org `Person` (no `@context`: it is always nested).
pub fn json_ld(o: &OrganizerRecord) -> Value {
    json!({
        "@type": "Person",
        "name": o.post.title,
        "description": crate::domain::html::strip_tags(&o.post.excerpt),
        "url": o.website,
        "telephone": o.phone,
        "email": o.email,
        "sameAs": o.website,
    })
}

/// Marker type for the organizer routes.
pub struct Organizer;

macro_rules! organizer_fields {
    ($required:expr $(, $extra:expr)*) => {
        &[
            $($extra,)*
            ArgSpec::new("author", Integer, "param-organizer-author"),
            ArgSpec::new("date", Untyped, "param-organizer-date").check(Date),
            ArgSpec::new("date_utc", Untyped, "param-organizer-date-utc").check(Date),
            ArgSpec { required: $required, ..ArgSpec::new("organizer", Str, "param-organizer-organizer").check(NonEmptyString).max_len(MAX_LINE) },
            ArgSpec::new("description", Str, "param-organizer-description").max_len(crate::api::events::args::MAX_TEXT),
            ArgSpec::new("status", Str, "param-organizer-status").check(PostStatus),
            ArgSpec::new("phone", Str, "param-organizer-phone").max_len(MAX_LINE),
            ArgSpec::new("website", Untyped, "param-organizer-website").check(UrlOrEmpty).max_len(crate::api::events::args::MAX_SHORT),
            ArgSpec::new("email", Str, "param-organizer-email").max_len(MAX_LINE),
            ArgSpec::new("image", Untyped, "param-organizer-image"),
        ]
    };
}

impl Linked for Organizer {
    type Record = OrganizerRecord;
    const KIND: &'static LinkedKind = &ORGANIZERS;
    const NAME: &'static str = "organizer";
    const PLURAL: &'static str = "organizers";
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
    const UPDATE_BY_ID: &'static [ArgSpec] = organizer_fields!(
        false,
        ArgSpec::new("id", Integer, "param-organizer-id").required()
    );
    const UPDATE_BY_SLUG: &'static [ArgSpec] = organizer_fields!(
        false,
        ArgSpec::new("slug", Str, "param-organizer-slug").required()
    );
    const SINGLE_BY_ID: &'static [ArgSpec] =
        &[ArgSpec::new("id", Integer, "param-organizer-id").required()];
    const SINGLE_BY_SLUG: &'static [ArgSpec] =
        &[ArgSpec::new("slug", Str, "param-organizer-slug").required()];

    fn id(r: &OrganizerRecord) -> i64 {
        r.id
    }
    fn post(r: &OrganizerRecord) -> &PostData {
        &r.post
    }
    fn image_id(r: &OrganizerRecord) -> Option<i64> {
        r.image_id
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
            ("tribe_organizer", "organizer"),
            o.id,
            &o.post,
        );
        insert_non_empty(&mut m, "organizer", json!(o.post.title));
        post_tail(&mut m, &o.post, image);
        insert_non_empty(&mut m, "phone", json!(o.phone));
        insert_non_empty(&mut m, "website", json!(o.website));
        insert_non_empty(&mut m, "email", json!(o.email));
        if with_json_ld {
            m.insert("json_ld".into(), json_ld(o));
        }
        global_ids(&mut m, variant, o.id);
        Value::Object(m)
    }

    fn columns(
        args: &Args,
        existing: Option<&OrganizerRecord>,
        image_id: Option<i64>,
    ) -> Vec<Column> {
        let stored = |f: fn(&OrganizerRecord) -> &str| existing.map(f);
        vec![
            text(args, "phone", stored(|o| &o.phone)),
            text(args, "website", stored(|o| &o.website)),
            text(args, "email", stored(|o| &o.email)),
            Column::Id(image_id),
        ]
    }
}
