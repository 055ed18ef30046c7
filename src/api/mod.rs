//! The `tribe/events/v1` route tree, mounted once per language variant, and the pieces
//! every resource shares: path ids, permalinks, list envelopes.

pub mod events;
pub mod linked;
pub mod organizers;
pub mod posts;
pub mod terms;
pub mod venues;

use axum::Router;
use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::get;

use crate::http::error::ApiError;
use crate::http::extract::Variant;
use crate::state::AppState;

/// The route table of one variant.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/events", get(events::list).post(events::create))
        .route(
            "/events/{id}",
            get(events::read_by_id)
                .post(events::update_by_id)
                .put(events::update_by_id)
                .patch(events::update_by_id)
                .delete(events::delete_by_id),
        )
        .route(
            "/events/by-slug/{slug}",
            get(events::read_by_slug)
                .post(events::update_by_slug)
                .put(events::update_by_slug)
                .patch(events::update_by_slug)
                .delete(events::delete_by_slug),
        )
        .merge(linked_routes::<venues::Venue>())
        .merge(linked_routes::<organizers::Organizer>())
        .route(
            "/categories",
            get(terms::list_categories).post(terms::create_category),
        )
        .route(
            "/categories/{id}",
            get(terms::read_category)
                .post(terms::update_category)
                .put(terms::update_category)
                .patch(terms::update_category)
                .delete(terms::delete_category),
        )
        .route("/tags", get(terms::list_tags).post(terms::create_tag))
        .route(
            "/tags/{id}",
            get(terms::read_tag)
                .post(terms::update_tag)
                .put(terms::update_tag)
                .patch(terms::update_tag)
                .delete(terms::delete_tag),
        )
        // WordPress answers unknown paths and unregistered methods alike: 404, never 405.
        .fallback(no_route)
        .method_not_allowed_fallback(no_route)
}

/// The routes of venues or organizers, which share their handlers.
fn linked_routes<T: linked::Linked>() -> Router<AppState> {
    let plural = T::PLURAL;
    Router::new()
        .route(
            &format!("/{plural}"),
            get(linked::list::<T>).post(linked::create::<T>),
        )
        .route(
            &format!("/{plural}/{{id}}"),
            get(linked::read_by_id::<T>)
                .post(linked::update_by_id::<T>)
                .put(linked::update_by_id::<T>)
                .patch(linked::update_by_id::<T>)
                .delete(linked::delete_by_id::<T>),
        )
        .route(
            &format!("/{plural}/by-slug/{{slug}}"),
            get(linked::read_by_slug::<T>)
                .post(linked::update_by_slug::<T>)
                .put(linked::update_by_slug::<T>)
                .patch(linked::update_by_slug::<T>)
                .delete(linked::delete_by_slug::<T>),
        )
}

async fn no_route() -> ApiError {
    ApiError::no_route()
}

/// A numeric `{id}` path segment. WordPress routes match `\d+` only, so anything else
/// is "no route", not a bad request.
pub struct PostId(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for PostId {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let Path(raw) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| ApiError::no_route())?;
        if raw.is_empty() || !raw.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ApiError::no_route());
        }
        // Digits too long for an id name no post.
        Ok(PostId(raw.parse().unwrap_or(i64::MAX)))
    }
}

/// Public address of the variant's site: the site URL plus the language segment.
pub fn site_root(variant: &Variant) -> String {
    format!(
        "{}{}",
        variant.tenant.site_url,
        variant.tenant.language_segment(&variant.lang)
    )
}

/// Public permalink of a post, as the site would show it: pretty when published with a
/// slug, the "ugly" query form otherwise.
pub fn permalink(
    variant: &Variant,
    post_type: &str,
    base: &str,
    id: i64,
    status: &str,
    slug: &str,
) -> String {
    let site = site_root(variant);
    if status == "publish" && !slug.is_empty() {
        format!("{site}/{base}/{slug}/")
    } else {
        format!("{site}/?post_type={post_type}&p={id}")
    }
}

/// `global_id` of a post: host and site path without scheme, then the id.
pub fn global_id(variant: &Variant, id: i64) -> String {
    format!("{}?id={id}", variant.tenant.global_id_prefix())
}

/// Page numbers of a list request after WordPress's clamping.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paging {
    pub page: i64,
    pub per_page: i64,
}

/// Lists never return more than this many items per page.
pub const MAX_PER_PAGE: i64 = 50;

impl Paging {
    pub fn new(page: i64, per_page: i64) -> Self {
        Paging {
            page: page.max(1),
            per_page: per_page.clamp(1, MAX_PER_PAGE),
        }
    }
    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.per_page)
    }
    pub fn total_pages(&self, total: i64) -> i64 {
        (total + self.per_page - 1) / self.per_page
    }
}

/// Query string of a list's `rest_url`: the effective arguments in WordPress's order,
/// URL-encoded.
pub fn query_string(pairs: &[(&str, String)]) -> String {
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        out.append_pair(k, v);
    }
    out.finish()
}

/// `rest_url`, `next_rest_url` and `previous_rest_url` of a post list page. The
/// neighbours move `page` to the end, and the first page is addressed without it.
pub fn page_links(
    collection: &str,
    pairs: &[(&str, String)],
    paging: Paging,
    total: i64,
) -> (String, Option<String>, Option<String>) {
    let without_page: Vec<(&str, String)> = pairs
        .iter()
        .filter(|(k, _)| *k != "page")
        .cloned()
        .collect();
    let link = |page: i64| {
        let mut p = without_page.clone();
        if page > 1 {
            p.push(("page", page.to_string()));
        }
        let q = query_string(&p);
        if q.is_empty() {
            format!("{collection}/")
        } else {
            format!("{collection}/?{q}")
        }
    };
    let rest_url = format!("{collection}/?{}", query_string(pairs));
    let total_pages = paging.total_pages(total);
    let next = (paging.page < total_pages).then(|| link(paging.page + 1));
    let previous =
        (paging.page > 1 && paging.page - 1 <= total_pages.max(1)).then(|| link(paging.page - 1));
    (rest_url, next, previous)
}

/// Adds `X-TEC-Total` and `X-TEC-TotalPages` to a list response.
pub fn with_totals(mut response: Response, total: i64, total_pages: i64) -> Response {
    let headers = response.headers_mut();
    headers.insert("X-TEC-Total", HeaderValue::from(total));
    headers.insert("X-TEC-TotalPages", HeaderValue::from(total_pages));
    response
}

/// Statuses shown to callers who may see every non-trashed post.
pub const VISIBLE_STATUSES: [&str; 5] = ["publish", "future", "draft", "pending", "private"];

/// `Allow` header listing the methods a caller may use on a route.
pub fn with_allow(mut response: Response, methods: &str) -> Response {
    if let Ok(v) = HeaderValue::from_str(methods) {
        response.headers_mut().insert(axum::http::header::ALLOW, v);
    }
    response
}

/// 200 or 201 JSON response.
pub fn ok(status: StatusCode, body: &impl serde::Serialize) -> Response {
    crate::http::json(status, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_clamps_and_counts() {
        let p = Paging::new(3, 100);
        assert_eq!(p.per_page, 50);
        assert_eq!(p.offset(), 100);
        assert_eq!(Paging::new(1, 10).total_pages(0), 0);
        assert_eq!(Paging::new(1, 10).total_pages(21), 3);
    }

    #[test]
    fn neighbour_links_move_page_last() {
        let pairs = [
            ("page", "2".to_string()),
            ("per_page", "10".to_string()),
            ("start_date", "2025-01-01 00:00:00".to_string()),
        ];
        let (rest, next, prev) = page_links("http://x/events", &pairs, Paging::new(2, 10), 35);
        assert_eq!(
            rest,
            "http://x/events/?page=2&per_page=10&start_date=2025-01-01+00%3A00%3A00"
        );
        assert_eq!(
            next.as_deref(),
            Some("http://x/events/?per_page=10&start_date=2025-01-01+00%3A00%3A00&page=3")
        );
        assert_eq!(
            prev.as_deref(),
            Some("http://x/events/?per_page=10&start_date=2025-01-01+00%3A00%3A00")
        );
        let (_, next, prev) = page_links("http://x/events", &pairs, Paging::new(4, 10), 35);
        assert_eq!(next, None);
        assert!(prev.is_some_and(|p| p.ends_with("page=3")));
    }
}
