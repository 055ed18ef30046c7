//! Pure rules with no I/O: dates, time zones, costs, slugs and HTML.

pub mod cost;
pub mod dates;
pub mod html;
pub mod slug;
pub mod tz;
