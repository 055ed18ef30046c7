//! What `/doc` says each event operation answers; descriptions in `locales/*/doc.ftl`.

use crate::api::registry::Response;
use crate::api::schemas::Schema::Event;

/// `get` on `/events`.
pub const LIST: &[Response] = &[
    Response::list(200, "doc-resp-events-get-200", Event, "events"),
    Response::plain(400, "doc-resp-events-get-400"),
    Response::plain(404, "doc-resp-events-get-404"),
];

/// `get` on a single event, by id or by slug.
pub const READ: &[Response] = &[
    Response::one(200, "doc-resp-event-get-200", Event),
    Response::plain(400, "doc-resp-event-get-400"),
    Response::plain(403, "doc-resp-event-get-403"),
    Response::plain(404, "doc-resp-event-get-404"),
];

/// `post` on a single event: update, and creation documented here too.
pub const WRITE: &[Response] = &[
    Response::one(200, "doc-resp-event-post-200", Event),
    Response::one(201, "doc-resp-event-post-201", Event),
    Response::plain(400, "doc-resp-event-post-400"),
    Response::plain(403, "doc-resp-event-post-403"),
];

/// `delete` on a single event.
pub const DELETE: &[Response] = &[
    Response::one(200, "doc-resp-event-delete-200", Event),
    Response::plain(400, "doc-resp-event-delete-400"),
    Response::plain(403, "doc-resp-event-delete-403"),
    Response::plain(410, "doc-resp-event-delete-410"),
    Response::plain(500, "doc-resp-event-delete-500"),
];
