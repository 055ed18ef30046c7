//! Argument specifications of the category and tag routes, in the plugin's order.
//!
//! List filters that name terms or events (`include`, `exclude`, `parent`, `post`,
//! `event`) are checked for format here and for existence by the handlers, before
//! any permission check, as the plugin's validators do.

use crate::domain::sanitize::Sanitize::{Slug, TermName, Title};
use crate::http::args::ArgType::{Boolean, Integer, IntegerArray, String as Str, Untyped};
use crate::http::args::Check::{NonEmptyString, PositiveInt, PositiveIntList};
use crate::http::args::DefaultValue::{Int, Str as Text};
use crate::http::args::{ArgSpec, ArgType, KEYS_DEFAULT_LAST, KEYS_DESCRIPTION_FIRST};

/// Longest term name, in characters (WordPress's column holds 200).
pub const MAX_NAME: usize = 200;
/// Longest slug as given, in characters.
pub const MAX_SLUG: usize = 200;
/// Longest description, in characters.
pub const MAX_DESCRIPTION: usize = 200_000;

/// `GET /categories` and `GET /tags`; `$route` names the description ids and
/// `$extra` arguments (the categories' `parent`) follow `hide_empty`. The index lists
/// each filter's description before its type, as the plugin registers them.
macro_rules! list_args {
    ($route:literal $(, $extra:expr)*) => {
        &[
            ArgSpec::new("page", Integer, concat!("param-", $route, "-list-page"))
                .default(Int(1))
                .check(PositiveInt)
                .index_keys(KEYS_DESCRIPTION_FIRST),
            // WP parity: the default is the site's posts-per-page option, a string.
            ArgSpec::new("per_page", Integer, concat!("param-", $route, "-list-per-page"))
                .default(Text("10"))
                .check(PositiveInt)
                .index_keys(KEYS_DESCRIPTION_FIRST),
            filter("search", Str, concat!("param-", $route, "-list-search")).check(NonEmptyString),
            id_list("exclude", concat!("param-", $route, "-list-exclude")),
            id_list("include", concat!("param-", $route, "-list-include")),
            filter("order", Str, concat!("param-", $route, "-list-order")).check(NonEmptyString),
            filter("orderby", Str, concat!("param-", $route, "-list-orderby")).check(NonEmptyString),
            // WP parity: registered with the string default "1".
            ArgSpec::new("hide_empty", Boolean, concat!("param-", $route, "-list-hide-empty"))
                .default(Text("1"))
                .index_keys(KEYS_DEFAULT_LAST),
            $($extra,)*
            filter("post", Integer, concat!("param-", $route, "-list-post")).check(PositiveInt),
            filter("event", Integer, concat!("param-", $route, "-list-event")).check(PositiveInt),
            filter("slug", Str, concat!("param-", $route, "-list-slug")).check(NonEmptyString).sanitize(Slug),
        ]
    };
}

/// A list filter, registered description first.
const fn filter(name: &'static str, ty: ArgType, description: &'static str) -> ArgSpec {
    ArgSpec::new(name, ty, description).index_keys(KEYS_DESCRIPTION_FIRST)
}

/// A list filter of term ids, as an array or a comma-separated string.
const fn id_list(name: &'static str, description: &'static str) -> ArgSpec {
    filter(name, Untyped, description)
        .check(PositiveIntList)
        .items(Integer)
        .doc_type(IntegerArray)
}

/// `GET /categories`.
pub const LIST_CATEGORIES: &[ArgSpec] = list_args!(
    "categories",
    filter("parent", Integer, "param-categories-list-parent").check(PositiveInt)
);

/// `GET /tags`. A `parent` is not an argument here, and is ignored.
pub const LIST_TAGS: &[ArgSpec] = list_args!("tags");

const ID: ArgSpec = ArgSpec::new("id", Integer, "param-term-id")
    .required()
    .check(PositiveInt)
    .in_path();
/// Plain text with `<`, `>` and `&` as entities, as WordPress stores term names.
const NAME: ArgSpec = ArgSpec::new("name", Str, "param-term-name")
    .check(NonEmptyString)
    .max_len(MAX_NAME)
    .sanitize(TermName);
/// The inline tags of titles, as WordPress's `pre_term_description` keeps.
const DESCRIPTION: ArgSpec = ArgSpec::new("description", Str, "param-term-description")
    .check(NonEmptyString)
    .max_len(MAX_DESCRIPTION)
    .sanitize(Title);
const SLUG: ArgSpec = ArgSpec::new("slug", Str, "param-term-slug")
    .check(NonEmptyString)
    .max_len(MAX_SLUG)
    .sanitize(Slug);
const PARENT: ArgSpec = ArgSpec::new("parent", Integer, "param-term-parent").check(PositiveInt);

/// `GET|DELETE /categories/{id}` and `/tags/{id}`.
pub const SINGLE: &[ArgSpec] = &[ID];

/// `POST /categories`.
pub const CREATE_CATEGORY: &[ArgSpec] = &[NAME.required(), DESCRIPTION, SLUG, PARENT];

/// `POST /tags`. A `parent` is not an argument, but is read: see the handler.
pub const CREATE_TAG: &[ArgSpec] = &[NAME.required(), DESCRIPTION, SLUG];

/// `POST|PUT|PATCH /categories/{id}`: the id, then the create fields, none required.
pub const UPDATE_CATEGORY: &[ArgSpec] = &[ID, NAME, DESCRIPTION, SLUG, PARENT];

/// `POST|PUT|PATCH /tags/{id}`.
pub const UPDATE_TAG: &[ArgSpec] = &[ID, NAME, DESCRIPTION, SLUG];
