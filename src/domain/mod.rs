//! Pure rules with no I/O: dates (absolute and relative), time zones, costs, slugs,
//! HTML, what stored text may hold and web addresses.

pub mod cost;
pub mod dates;
pub mod html;
pub mod relative;
pub mod sanitize;
pub mod slug;
pub mod tz;
pub mod web_address;
