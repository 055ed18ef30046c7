//! Pure rules with no I/O: dates, time zones, costs, slugs, HTML and what stored
//! text may hold.

pub mod cost;
pub mod dates;
pub mod html;
pub mod sanitize;
pub mod slug;
pub mod tz;
