//! What `/doc` says each venue operation answers; descriptions in `locales/*/doc.ftl`.

use crate::api::registry::Response;
use crate::api::schemas::Schema::Venue;

/// `get` on `/venues`.
pub const LIST: &[Response] = &[
    Response::list(200, "doc-resp-venues-get-200", Venue, "venues"),
    Response::plain(400, "doc-resp-venues-get-400"),
    Response::plain(404, "doc-resp-venues-get-404"),
];

/// `get` on a single venue, by id or by slug.
pub const READ: &[Response] = &[
    Response::one(200, "doc-resp-venue-get-200", Venue),
    Response::plain(400, "doc-resp-venue-get-400"),
    Response::plain(403, "doc-resp-venue-get-403"),
    Response::plain(404, "doc-resp-venue-get-404"),
];

/// `post` on a single venue: update, and creation documented here too.
pub const WRITE: &[Response] = &[
    Response::one(200, "doc-resp-venue-post-200", Venue),
    Response::one(201, "doc-resp-venue-post-201", Venue),
    Response::plain(400, "doc-resp-venue-post-400"),
    Response::plain(403, "doc-resp-venue-post-403"),
];

/// `delete` on a single venue.
pub const DELETE: &[Response] = &[
    Response::one(200, "doc-resp-venue-delete-200", Venue),
    Response::plain(400, "doc-resp-venue-delete-400"),
    Response::plain(403, "doc-resp-venue-delete-403"),
    Response::plain(410, "doc-resp-venue-delete-410"),
    Response::plain(500, "doc-resp-venue-delete-500"),
];
