//! Ids in the `{id}` path segment, one type per kind of thing they name.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;

use crate::error::ApiError;
use crate::http::extract::path_number;

/// The id of a post (event, venue or organizer) in the `{id}` path segment.
pub struct PostId(pub i64);

/// The id of a term (category or tag) in the `{id}` path segment.
pub struct TermId(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for PostId {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        path_id(parts, state).await.map(PostId)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for TermId {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        path_id(parts, state).await.map(TermId)
    }
}

/// A numeric `{id}` path segment. WordPress routes match `\d+` only, so anything else
/// is "no route", not a bad request.
async fn path_id<S: Send + Sync>(parts: &mut Parts, state: &S) -> Result<i64, ApiError> {
    let Path(raw) = Path::<String>::from_request_parts(parts, state)
        .await
        .map_err(|_| ApiError::no_route())?;
    path_number(&raw).ok_or_else(ApiError::no_route)
}
