//! Pure rules with no I/O: dates (absolute and relative), time zones, costs, slugs,
//! HTML and its plain text, what stored text may hold, what a search looks for, web addresses, the
//! names of post statuses, post types and taxonomies, and the items the change feed names.

pub(crate) mod client_address;
pub mod cost;
pub mod dates;
pub(crate) mod html;
pub(crate) mod items;
pub(crate) mod link_scheme;
pub(crate) mod origin;
pub(crate) mod plain_text;
pub(crate) mod post;
pub(crate) mod relative;
pub mod roles;
pub(crate) mod sanitize;
pub(crate) mod search;
pub(crate) mod slug;
pub mod tz;
pub(crate) mod web_address;
