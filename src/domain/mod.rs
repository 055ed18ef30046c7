//! Pure rules with no I/O: dates (absolute and relative), time zones, costs, slugs and
//! HTML.

pub mod cost;
pub mod dates;
pub mod html;
pub mod relative;
pub mod slug;
pub mod tz;
