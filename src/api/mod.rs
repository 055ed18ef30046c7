//! The `tribe/events/v1` route tree, mounted once per language variant: the route
//! table ([`routes`]), its resources, and the pieces every resource shares: path ids,
//! paging, responses.

pub mod doc;
pub mod events;
pub mod ids;
pub mod index;
pub mod organizers;
pub mod paging;
pub mod post_view;
pub mod posts;
pub mod registry;
pub mod respond;
pub mod routes;
pub mod schemas;
pub mod terms;
pub mod venues;
pub mod venues_organizers;

pub use routes::{ROUTES, message_ids, router};
