//! Argument specifications of the event routes: what each accepts, its type, default
//! and validator, how the index and `/doc` show it, and the Fluent id of its
//! description (`locales/*/params.ftl`).

use crate::domain::sanitize::Sanitize::{
    PostContent, Slug, TermName, Title, Url, UrlOrId, Verbatim,
};
use crate::http::args::ArgType::{Boolean, Integer, IntegerArray, Number, String as Str, Untyped};
use crate::http::args::Check::{
    Date, NonEmptyString, PositiveInt, PositiveIntList, PostStatus, TimeZoneOrEmpty, UrlOrEmpty,
};
use crate::http::args::DefaultValue::{Bool, Dynamic, Int, Null, Str as Text};
use crate::http::args::{ArgSpec, Dynamic as Computed, KEYS_DESCRIPTION_FIRST};

/// Longest description or excerpt, in characters.
pub const MAX_TEXT: usize = 200_000;
/// Longest slug as given, in characters (the stored slug is cut to 200 bytes).
pub const MAX_SLUG: usize = 200;
/// Longest URL, time zone, cost or password, in characters.
pub const MAX_SHORT: usize = 2_048;
/// Most categories, and most tags, one event write may name: far more than any event
/// has, and few enough that one write cannot bloat every list showing the event.
pub const MAX_TERMS: usize = 100;
/// Most organizers one event write may name, by id or inline, for the same reasons.
pub const MAX_ORGANIZERS: usize = 100;
/// Most venues and organizers one event write may give by their fields (to create, or
/// to reuse one of the same name): each is looked for among every live one of its kind
/// by name, which costs the one writer of the store more than linking by id does.
pub const MAX_NEW_LINKED: usize = 10;

/// A date filter of the list: untyped for WordPress, a string for `/doc`.
const fn date_filter(name: &'static str, description: &'static str) -> ArgSpec {
    ArgSpec::new(name, Untyped, description)
        .check(Date)
        .doc_type(Str)
}

/// A list filter taking ids (or slugs) as an array or a comma-separated string.
const fn id_list_filter(name: &'static str, description: &'static str) -> ArgSpec {
    ArgSpec::new(name, Untyped, description)
        .items(Integer)
        .doc_type(IntegerArray)
        .csv()
        .index_keys(KEYS_DESCRIPTION_FIRST)
}

/// `GET /events`.
pub const LIST: &[ArgSpec] = &[
    ArgSpec::new("page", Integer, "param-events-list-page")
        .default(Int(1))
        .check(PositiveInt)
        .index_keys(KEYS_DESCRIPTION_FIRST),
    // WP parity: the default is the site's posts-per-page option, which WordPress
    // stores, and the index shows, as a string.
    ArgSpec::new("per_page", Integer, "param-events-list-per-page")
        .default(Text("10"))
        .check(PositiveInt)
        .index_keys(KEYS_DESCRIPTION_FIRST),
    date_filter("start_date", "param-events-list-start-date")
        .default(Dynamic(Computed::EventsWindowStart)),
    date_filter("end_date", "param-events-list-end-date")
        .default(Dynamic(Computed::EventsWindowEnd)),
    date_filter("starts_before", "param-events-list-starts-before"),
    date_filter("starts_after", "param-events-list-starts-after"),
    date_filter("ends_before", "param-events-list-ends-before"),
    date_filter("ends_after", "param-events-list-ends-after"),
    ArgSpec::new("strict_dates", Untyped, "param-events-list-strict-dates")
        .default(Text("false"))
        .check(NonEmptyString)
        .doc_type(Str),
    ArgSpec::new("search", Str, "param-events-list-search")
        .check(NonEmptyString)
        .index_keys(KEYS_DESCRIPTION_FIRST),
    id_list_filter("categories", "param-events-list-categories").sanitize(TermName),
    id_list_filter("tags", "param-events-list-tags").sanitize(TermName),
    id_list_filter("venue", "param-events-list-venue").check(PositiveIntList),
    id_list_filter("organizer", "param-events-list-organizer").check(PositiveIntList),
    ArgSpec::new("featured", Boolean, "param-events-list-featured"),
    ArgSpec::new("status", Untyped, "param-events-list-status")
        .format("string")
        .doc_type(Str),
    ArgSpec::new("geoloc", Boolean, "param-events-list-geoloc"),
    // WP parity: coordinates are registered with a format but no type, so any value
    // passes; without the premium add-on they have no effect anyway.
    ArgSpec::new("geoloc_lat", Untyped, "param-events-list-geoloc-lat")
        .format("double")
        .doc_type(Number),
    ArgSpec::new("geoloc_lng", Untyped, "param-events-list-geoloc-lng")
        .format("double")
        .doc_type(Number),
    id_list_filter("include", "param-events-list-include").check(PositiveIntList),
    ArgSpec::new("post_parent", Integer, "param-events-list-post-parent").check(PositiveInt),
    ArgSpec::new("ticketed", Boolean, "param-events-list-ticketed"),
];

/// `slug` among the write fields.
const SLUG: ArgSpec = ArgSpec::new("slug", Str, "param-event-slug")
    .check(NonEmptyString)
    .max_len(MAX_SLUG)
    .sanitize(Slug);

/// `id` of the by-id routes.
const ID: ArgSpec = ArgSpec::new("id", Integer, "param-event-id")
    .required()
    .in_path();

/// `password` of the by-id routes. WP parity: TEC documents it as a path parameter.
const PASSWORD: ArgSpec = ArgSpec::new("password", Str, "param-event-password")
    .in_path()
    .sanitize(Verbatim);

/// A linked-object list of a write: ids, names or new objects.
const fn linked(name: &'static str, description: &'static str) -> ArgSpec {
    ArgSpec::new(name, Untyped, description)
        .default(Null)
        .items(Integer)
        .doc_type(IntegerArray)
}

/// Terms named in a write: ids, or names that may create terms.
const fn terms(name: &'static str, description: &'static str) -> ArgSpec {
    linked(name, description).sanitize(TermName)
}

/// A venue or organizer named in a write: an id, or an object whose fields the
/// venue or organizer create specification checks and cleans.
const fn post_link(name: &'static str, description: &'static str) -> ArgSpec {
    linked(name, description).sanitize(Verbatim)
}

/// Fields of an event write, shared by create and both update routes: `$first`
/// arguments come first, and `$slug` stands where the plugin registers `slug`.
macro_rules! event_fields {
    (required: $required:expr, first: [$($first:expr),*], slug: [$($slug:expr)?]) => {
        &[
            $($first,)*
            ArgSpec::new("author", Integer, "param-event-author"),
            ArgSpec::new("date", Str, "param-event-date").type_unchecked().check(Date),
            ArgSpec::new("date_utc", Str, "param-event-date-utc").type_unchecked().check(Date),
            ArgSpec { required: $required, ..ArgSpec::new("title", Str, "param-event-title").check(NonEmptyString).sanitize(Title) },
            ArgSpec::new("description", Str, "param-event-description").check(NonEmptyString).max_len(MAX_TEXT).sanitize(PostContent),
            $($slug,)?
            ArgSpec::new("excerpt", Str, "param-event-excerpt").check(NonEmptyString).max_len(MAX_TEXT).sanitize(PostContent),
            ArgSpec::new("status", Str, "param-event-status").check(PostStatus),
            ArgSpec::new("timezone", Str, "param-event-timezone").check(TimeZoneOrEmpty).max_len(MAX_SHORT),
            ArgSpec::new("all_day", Boolean, "param-event-all-day").default(Bool(false)),
            ArgSpec { required: $required, ..ArgSpec::new("start_date", Str, "param-event-start-date").type_unchecked().check(Date) },
            ArgSpec { required: $required, ..ArgSpec::new("end_date", Str, "param-event-end-date").type_unchecked().check(Date) },
            ArgSpec::new("image", Str, "param-event-image").type_unchecked().sanitize(UrlOrId),
            ArgSpec::new("cost", Untyped, "param-event-cost"),
            ArgSpec::new("website", Untyped, "param-event-website").default(Null).check(UrlOrEmpty).max_len(MAX_SHORT).sanitize(Url),
            ArgSpec::new("show_map", Boolean, "param-event-show-map"),
            ArgSpec::new("show_map_link", Boolean, "param-event-show-map-link"),
            ArgSpec::new("hide_from_listings", Boolean, "param-event-hide-from-listings"),
            ArgSpec::new("sticky", Boolean, "param-event-sticky"),
            ArgSpec::new("featured", Boolean, "param-event-featured"),
            terms("categories", "param-event-categories"),
            terms("tags", "param-event-tags"),
            post_link("venue", "param-event-venue"),
            post_link("organizer", "param-event-organizer"),
        ]
    };
}

/// `POST /events`.
pub const CREATE: &[ArgSpec] = event_fields!(required: true, first: [], slug: [SLUG]);

/// `POST|PUT|PATCH /events/{id}`.
pub const UPDATE_BY_ID: &[ArgSpec] =
    event_fields!(required: false, first: [ID, PASSWORD.max_len(255)], slug: [SLUG]);

/// `POST|PUT|PATCH /events/by-slug/{slug}`: `slug` first, optional, and no `password`,
/// as the plugin registers it.
pub const UPDATE_BY_SLUG: &[ArgSpec] = event_fields!(required: false, first: [SLUG], slug: []);

/// `GET|DELETE /events/{id}`.
pub const SINGLE_BY_ID: &[ArgSpec] = &[ID, PASSWORD];

/// `GET|DELETE /events/by-slug/{slug}`.
pub const SINGLE_BY_SLUG: &[ArgSpec] = &[ArgSpec::new("slug", Str, "param-event-slug-path")
    .required()
    .in_path()
    .sanitize(Slug)];
