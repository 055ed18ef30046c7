//! Argument specifications of the event routes: what each accepts, its type, default
//! and validator, and the Fluent id of its description.

use crate::http::args::ArgSpec;
use crate::http::args::ArgType::{Boolean, Integer, Number, String as Str, Untyped};
use crate::http::args::Check::{
    Date, NonEmptyString, PositiveInt, PositiveIntList, PostStatus, TimeZoneOrEmpty, UrlOrEmpty,
};
use crate::http::args::DefaultValue::{Bool, Int, Str as Text};

/// Longest event title, in characters.
pub const MAX_TITLE: usize = 1_000;
/// Longest description or excerpt, in characters.
pub const MAX_TEXT: usize = 200_000;
/// Longest slug as given, in characters (the stored slug is cut to 200 bytes).
pub const MAX_SLUG: usize = 200;
/// Longest URL, time zone, cost or password, in characters.
pub const MAX_SHORT: usize = 2_048;

/// `GET /events`.
pub const LIST: &[ArgSpec] = &[
    ArgSpec::new("page", Integer, "param-events-list-page")
        .default(Int(1))
        .check(PositiveInt),
    ArgSpec::new("per_page", Integer, "param-events-list-per-page")
        .default(Int(10))
        .check(PositiveInt),
    ArgSpec::new("start_date", Untyped, "param-events-list-start-date").check(Date),
    ArgSpec::new("end_date", Untyped, "param-events-list-end-date").check(Date),
    ArgSpec::new("starts_before", Untyped, "param-events-list-starts-before").check(Date),
    ArgSpec::new("starts_after", Untyped, "param-events-list-starts-after").check(Date),
    ArgSpec::new("ends_before", Untyped, "param-events-list-ends-before").check(Date),
    ArgSpec::new("ends_after", Untyped, "param-events-list-ends-after").check(Date),
    ArgSpec::new("strict_dates", Untyped, "param-events-list-strict-dates")
        .default(Text("false"))
        .check(NonEmptyString),
    ArgSpec::new("search", Str, "param-events-list-search").check(NonEmptyString),
    ArgSpec::new("categories", Untyped, "param-events-list-categories"),
    ArgSpec::new("tags", Untyped, "param-events-list-tags"),
    ArgSpec::new("venue", Untyped, "param-events-list-venue").check(PositiveIntList),
    ArgSpec::new("organizer", Untyped, "param-events-list-organizer").check(PositiveIntList),
    ArgSpec::new("featured", Boolean, "param-events-list-featured"),
    ArgSpec::new("status", Untyped, "param-events-list-status"),
    ArgSpec::new("geoloc", Boolean, "param-events-list-geoloc"),
    ArgSpec::new("geoloc_lat", Number, "param-events-list-geoloc-lat"),
    ArgSpec::new("geoloc_lng", Number, "param-events-list-geoloc-lng"),
    ArgSpec::new("include", Untyped, "param-events-list-include").check(PositiveIntList),
    ArgSpec::new("post_parent", Integer, "param-events-list-post-parent").check(PositiveInt),
    ArgSpec::new("ticketed", Boolean, "param-events-list-ticketed"),
];

/// Fields of an event write, shared by create and both update routes; `$extra`
/// arguments come first.
macro_rules! event_fields {
    ($required:expr $(, $extra:expr)*) => {
        &[
            $($extra,)*
            ArgSpec::new("author", Integer, "param-event-author"),
            ArgSpec::new("date", Untyped, "param-event-date").check(Date),
            ArgSpec::new("date_utc", Untyped, "param-event-date-utc").check(Date),
            ArgSpec { required: $required, ..ArgSpec::new("title", Str, "param-event-title").check(NonEmptyString).max_len(MAX_TITLE) },
            ArgSpec::new("description", Str, "param-event-description").check(NonEmptyString).max_len(MAX_TEXT),
            ArgSpec::new("slug", Str, "param-event-slug").check(NonEmptyString).max_len(MAX_SLUG),
            ArgSpec::new("excerpt", Str, "param-event-excerpt").check(NonEmptyString).max_len(MAX_TEXT),
            ArgSpec::new("status", Str, "param-event-status").check(PostStatus),
            ArgSpec::new("timezone", Str, "param-event-timezone").check(TimeZoneOrEmpty).max_len(MAX_SHORT),
            ArgSpec::new("all_day", Boolean, "param-event-all-day").default(Bool(false)),
            ArgSpec { required: $required, ..ArgSpec::new("start_date", Untyped, "param-event-start-date").check(Date) },
            ArgSpec { required: $required, ..ArgSpec::new("end_date", Untyped, "param-event-end-date").check(Date) },
            ArgSpec::new("image", Untyped, "param-event-image"),
            ArgSpec::new("cost", Untyped, "param-event-cost"),
            ArgSpec::new("website", Untyped, "param-event-website").check(UrlOrEmpty).max_len(MAX_SHORT),
            ArgSpec::new("show_map", Boolean, "param-event-show-map"),
            ArgSpec::new("show_map_link", Boolean, "param-event-show-map-link"),
            ArgSpec::new("hide_from_listings", Boolean, "param-event-hide-from-listings"),
            ArgSpec::new("sticky", Boolean, "param-event-sticky"),
            ArgSpec::new("featured", Boolean, "param-event-featured"),
            ArgSpec::new("categories", Untyped, "param-event-categories"),
            ArgSpec::new("tags", Untyped, "param-event-tags"),
            ArgSpec::new("venue", Untyped, "param-event-venue"),
            ArgSpec::new("organizer", Untyped, "param-event-organizer"),
        ]
    };
}

/// `POST /events`.
pub const CREATE: &[ArgSpec] = event_fields!(true);

/// `POST|PUT|PATCH /events/{id}`.
pub const UPDATE_BY_ID: &[ArgSpec] = event_fields!(
    false,
    ArgSpec::new("id", Integer, "param-event-id").required(),
    ArgSpec::new("password", Str, "param-event-password").max_len(255)
);

/// `POST|PUT|PATCH /events/by-slug/{slug}`: the fields (`slug` among them) without `password`.
pub const UPDATE_BY_SLUG: &[ArgSpec] = event_fields!(false);

/// `GET|DELETE /events/{id}`.
pub const SINGLE_BY_ID: &[ArgSpec] = &[
    ArgSpec::new("id", Integer, "param-event-id").required(),
    ArgSpec::new("password", Str, "param-event-password"),
];

/// `GET|DELETE /events/by-slug/{slug}`.
pub const SINGLE_BY_SLUG: &[ArgSpec] = &[ArgSpec::new("slug", Str, "param-event-slug").required()];
