//! What `/doc` says each category and tag operation answers; descriptions in
//! `locales/*/doc.ftl`. These are the codes TEC documents, not all of which its term
//! routes really answer; `/doc` adds those every write and delete can give.

use crate::api::registry::Response;
use crate::api::schemas::Schema::Term;

/// `get` on `/categories`.
pub const CATEGORIES_LIST: &[Response] = &[
    Response::list(200, "doc-resp-categories-get-200", Term, "categories"),
    Response::plain(400, "doc-resp-categories-get-400"),
    Response::plain(404, "doc-resp-categories-get-404"),
];

/// `get` on `/categories/{id}`; TEC documents no 403 for terms.
pub const CATEGORY_READ: &[Response] = &[
    Response::one(200, "doc-resp-category-get-200", Term),
    Response::plain(400, "doc-resp-category-get-400"),
    Response::plain(404, "doc-resp-category-get-404"),
];

/// `post` on `/categories/{id}`: update, and creation documented here too.
pub const CATEGORY_WRITE: &[Response] = &[
    Response::one(200, "doc-resp-category-post-200", Term),
    Response::one(201, "doc-resp-category-post-201", Term),
    Response::plain(400, "doc-resp-category-post-400"),
    Response::plain(403, "doc-resp-category-post-403"),
];

/// `delete` on `/categories/{id}`.
pub const CATEGORY_DELETE: &[Response] = &[
    Response::one(200, "doc-resp-category-delete-200", Term),
    Response::plain(400, "doc-resp-category-delete-400"),
    Response::plain(403, "doc-resp-category-delete-403"),
    Response::plain(410, "doc-resp-category-delete-410"),
    Response::plain(500, "doc-resp-category-delete-500"),
];

/// `get` on `/tags`.
pub const TAGS_LIST: &[Response] = &[
    Response::list(200, "doc-resp-tags-get-200", Term, "tags"),
    Response::plain(400, "doc-resp-tags-get-400"),
    Response::plain(404, "doc-resp-tags-get-404"),
];

/// `get` on `/tags/{id}`.
pub const TAG_READ: &[Response] = &[
    Response::one(200, "doc-resp-tag-get-200", Term),
    Response::plain(400, "doc-resp-tag-get-400"),
    Response::plain(404, "doc-resp-tag-get-404"),
];

/// `post` on `/tags/{id}`.
pub const TAG_WRITE: &[Response] = &[
    Response::one(200, "doc-resp-tag-post-200", Term),
    Response::one(201, "doc-resp-tag-post-201", Term),
    Response::plain(400, "doc-resp-tag-post-400"),
    Response::plain(403, "doc-resp-tag-post-403"),
];

/// `delete` on `/tags/{id}`.
pub const TAG_DELETE: &[Response] = &[
    Response::one(200, "doc-resp-tag-delete-200", Term),
    Response::plain(400, "doc-resp-tag-delete-400"),
    Response::plain(403, "doc-resp-tag-delete-403"),
    Response::plain(410, "doc-resp-tag-delete-410"),
    Response::plain(500, "doc-resp-tag-delete-500"),
];
