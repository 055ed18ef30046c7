//! Pure rules with no I/O: dates, time zones, costs, slugs, HTML and web addresses.

pub mod cost;
pub mod dates;
pub mod html;
pub mod slug;
pub mod tz;
pub mod web_address;
