//! Pure rules with no I/O: dates (absolute and relative), time zones, costs, slugs,
//! HTML, what stored text may hold, what a search looks for, web addresses, and the
//! names of post statuses, post types and taxonomies.

pub mod cost;
pub mod dates;
pub mod html;
pub mod post;
pub mod relative;
pub mod roles;
pub mod sanitize;
pub mod search;
pub mod slug;
pub mod tz;
pub mod web_address;
