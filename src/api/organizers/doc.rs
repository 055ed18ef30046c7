//! What `/doc` says each organizer operation answers; descriptions in
//! `locales/*/doc.ftl`.

use crate::api::registry::Response;
use crate::api::schemas::Schema::Organizer;

/// `get` on `/organizers`.
pub const LIST: &[Response] = &[
    Response::list(200, "doc-resp-organizers-get-200", Organizer, "organizers"),
    Response::plain(400, "doc-resp-organizers-get-400"),
    Response::plain(404, "doc-resp-organizers-get-404"),
];

/// `get` on a single organizer, by id or by slug.
pub const READ: &[Response] = &[
    Response::one(200, "doc-resp-organizer-get-200", Organizer),
    Response::plain(400, "doc-resp-organizer-get-400"),
    Response::plain(403, "doc-resp-organizer-get-403"),
    Response::plain(404, "doc-resp-organizer-get-404"),
];

/// `post` on a single organizer: update, and creation documented here too. (TEC
/// documents only the `201`, although an update answers `200`.)
pub const WRITE: &[Response] = &[
    Response::one(200, "doc-resp-organizer-post-200", Organizer),
    Response::one(201, "doc-resp-organizer-post-201", Organizer),
    Response::plain(400, "doc-resp-organizer-post-400"),
    Response::plain(403, "doc-resp-organizer-post-403"),
];

/// `delete` on a single organizer.
pub const DELETE: &[Response] = &[
    Response::one(200, "doc-resp-organizer-delete-200", Organizer),
    Response::plain(400, "doc-resp-organizer-delete-400"),
    Response::plain(403, "doc-resp-organizer-delete-403"),
    Response::plain(410, "doc-resp-organizer-delete-410"),
    Response::plain(500, "doc-resp-organizer-delete-500"),
];
