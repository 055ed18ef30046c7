//! The `tribe/events/v1` route tree, mounted once per language variant: the route
//! table ([`routes`]), its resources, and the pieces every resource shares: path ids,
//! paging, responses.

pub(crate) mod doc;
pub(crate) mod events;
pub(crate) mod ids;
pub(crate) mod index;
pub(crate) mod organizers;
pub(crate) mod paging;
pub(crate) mod post_view;
pub(crate) mod posts;
pub mod registry;
pub(crate) mod respond;
pub mod routes;
pub(crate) mod schemas;
pub(crate) mod terms;
pub(crate) mod translations;
pub(crate) mod venues;
pub(crate) mod venues_organizers;

pub use routes::{ROUTES, TABLE, message_ids, router};
