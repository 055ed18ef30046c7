//! The `tribe/events/v1` route tree, mounted once per language variant, and the pieces
//! every resource shares: path ids, permalinks, list envelopes.
//!
//! [`ROUTES`] is the one route table. The router, the namespace index and `/doc` are
//! built from it, and every handler validates with the argument specification its
//! entry names, so what is served, what is validated and what is documented agree.

pub mod doc;
pub mod events;
pub mod index;
pub mod organizers;
pub mod post_view;
pub mod posts;
pub mod registry;
pub mod schemas;
pub mod terms;
pub mod venues;
pub mod venues_organizers;

use std::collections::BTreeSet;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::{MethodRouter, on};
use axum::{Extension, Router};

use crate::domain::roles::Cap;
use crate::http::error::ApiError;
use crate::http::extract::Spec;
use crate::state::AppState;
use organizers::Organizer;
use registry::Verb::{Delete, Get, Patch, Post, Put};
use registry::{Doc, Endpoint, Operation, Permission, Route};
use venues::Venue;
use venues_organizers::Linked;

/// Events, venues and organizers: writing takes `edit_T`...
const EDITORS: Permission = Permission::Holds(&[Cap::Edit]);
/// ...and deleting `delete_T`.
const DELETERS: Permission = Permission::Holds(&[Cap::Delete]);
/// Categories are managed by those who may publish events...
const MANAGE_CATEGORIES: Permission = Permission::Holds(&[Cap::Edit, Cap::Publish]);
/// ...tags by those who may manage categories (the plugin's checks, see `terms`).
const MANAGE_TAGS: Permission = Permission::Holds(&[Cap::Edit, Cap::ManageCategories]);

/// Every route of the namespace, in the plugin's registration order (which the index
/// keeps). A new resource is one entry per route.
pub static ROUTES: &[Route] = &[
    Route {
        path: "/",
        endpoints: &[Endpoint {
            methods: &[Get],
            args: index::ARGS,
            permission: Permission::Anyone,
            mount: |m| on(m, index::namespace),
            doc: Doc::Omitted,
        }],
    },
    Route {
        path: "/doc",
        endpoints: &[Endpoint {
            methods: &[Get],
            args: &[],
            permission: Permission::Anyone,
            mount: |m| on(m, doc::document),
            doc: Operation::own(doc::RESPONSES),
        }],
    },
    Route {
        path: "/events",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: events::args::LIST,
                permission: Permission::Anyone,
                mount: |m| on(m, events::list),
                doc: Operation::own(events::doc::LIST),
            },
            Endpoint {
                methods: &[Post],
                args: events::args::CREATE,
                permission: EDITORS,
                mount: |m| on(m, events::create),
                doc: Doc::Omitted,
            },
        ],
    },
    Route {
        path: "/events/{id}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: events::args::SINGLE_BY_ID,
                permission: Permission::Anyone,
                mount: |m| on(m, events::read_by_id),
                doc: Operation::own(events::doc::READ),
            },
            Endpoint {
                methods: &[Delete],
                args: events::args::SINGLE_BY_ID,
                permission: DELETERS,
                mount: |m| on(m, events::delete_by_id),
                doc: Operation::own(events::doc::DELETE),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: events::args::UPDATE_BY_ID,
                permission: EDITORS,
                mount: |m| on(m, events::update_by_id),
                doc: Operation::write(
                    events::args::SINGLE_BY_ID,
                    events::args::CREATE,
                    events::doc::WRITE,
                ),
            },
        ],
    },
    Route {
        path: "/events/by-slug/{slug}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: events::args::SINGLE_BY_SLUG,
                permission: Permission::Anyone,
                mount: |m| on(m, events::read_by_slug),
                doc: Operation::own(events::doc::READ),
            },
            Endpoint {
                methods: &[Delete],
                args: events::args::SINGLE_BY_SLUG,
                permission: DELETERS,
                mount: |m| on(m, events::delete_by_slug),
                doc: Operation::own(events::doc::DELETE),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: events::args::UPDATE_BY_SLUG,
                permission: EDITORS,
                mount: |m| on(m, events::update_by_slug),
                doc: Operation::write(
                    events::args::SINGLE_BY_SLUG,
                    events::args::CREATE,
                    events::doc::WRITE,
                ),
            },
        ],
    },
    Route {
        path: "/venues",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: Venue::LIST,
                permission: Permission::Anyone,
                mount: |m| on(m, venues_organizers::list::<Venue>),
                doc: Operation::own(venues::doc::LIST),
            },
            Endpoint {
                methods: &[Post],
                args: Venue::CREATE,
                permission: EDITORS,
                mount: |m| on(m, venues_organizers::create::<Venue>),
                doc: Doc::Omitted,
            },
        ],
    },
    Route {
        path: "/venues/{id}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: Venue::SINGLE_BY_ID,
                permission: Permission::Anyone,
                mount: |m| on(m, venues_organizers::read_by_id::<Venue>),
                doc: Operation::own(venues::doc::READ),
            },
            Endpoint {
                methods: &[Delete],
                args: Venue::SINGLE_BY_ID,
                permission: DELETERS,
                mount: |m| on(m, venues_organizers::delete_by_id::<Venue>),
                doc: Operation::own(venues::doc::DELETE),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: Venue::UPDATE_BY_ID,
                permission: EDITORS,
                mount: |m| on(m, venues_organizers::update_by_id::<Venue>),
                doc: Operation::write(Venue::SINGLE_BY_ID, Venue::CREATE, venues::doc::WRITE),
            },
        ],
    },
    Route {
        path: "/venues/by-slug/{slug}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: Venue::SINGLE_BY_SLUG,
                permission: Permission::Anyone,
                mount: |m| on(m, venues_organizers::read_by_slug::<Venue>),
                doc: Operation::own(venues::doc::READ),
            },
            Endpoint {
                methods: &[Delete],
                args: Venue::SINGLE_BY_SLUG,
                permission: DELETERS,
                mount: |m| on(m, venues_organizers::delete_by_slug::<Venue>),
                doc: Operation::own(venues::doc::DELETE),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: Venue::UPDATE_BY_SLUG,
                permission: EDITORS,
                mount: |m| on(m, venues_organizers::update_by_slug::<Venue>),
                doc: Operation::write(Venue::SINGLE_BY_SLUG, Venue::CREATE, venues::doc::WRITE),
            },
        ],
    },
    Route {
        path: "/organizers",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: Organizer::LIST,
                permission: Permission::Anyone,
                mount: |m| on(m, venues_organizers::list::<Organizer>),
                doc: Operation::own(organizers::doc::LIST),
            },
            Endpoint {
                methods: &[Post],
                args: Organizer::CREATE,
                permission: EDITORS,
                mount: |m| on(m, venues_organizers::create::<Organizer>),
                doc: Doc::Omitted,
            },
        ],
    },
    // WP parity: TEC documents an organizer write with the update arguments, the path
    // id or slug repeated, as its body.
    Route {
        path: "/organizers/{id}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: Organizer::SINGLE_BY_ID,
                permission: Permission::Anyone,
                mount: |m| on(m, venues_organizers::read_by_id::<Organizer>),
                doc: Operation::own(organizers::doc::READ),
            },
            Endpoint {
                methods: &[Delete],
                args: Organizer::SINGLE_BY_ID,
                permission: DELETERS,
                mount: |m| on(m, venues_organizers::delete_by_id::<Organizer>),
                doc: Operation::own(organizers::doc::DELETE),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: Organizer::UPDATE_BY_ID,
                permission: EDITORS,
                mount: |m| on(m, venues_organizers::update_by_id::<Organizer>),
                doc: Operation::write(
                    Organizer::SINGLE_BY_ID,
                    Organizer::UPDATE_BY_ID,
                    organizers::doc::WRITE,
                ),
            },
        ],
    },
    Route {
        path: "/organizers/by-slug/{slug}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: Organizer::SINGLE_BY_SLUG,
                permission: Permission::Anyone,
                mount: |m| on(m, venues_organizers::read_by_slug::<Organizer>),
                doc: Operation::own(organizers::doc::READ),
            },
            Endpoint {
                methods: &[Delete],
                args: Organizer::SINGLE_BY_SLUG,
                permission: DELETERS,
                mount: |m| on(m, venues_organizers::delete_by_slug::<Organizer>),
                doc: Operation::own(organizers::doc::DELETE),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: Organizer::UPDATE_BY_SLUG,
                permission: EDITORS,
                mount: |m| on(m, venues_organizers::update_by_slug::<Organizer>),
                doc: Operation::write(
                    Organizer::SINGLE_BY_SLUG,
                    Organizer::UPDATE_BY_SLUG,
                    organizers::doc::WRITE,
                ),
            },
        ],
    },
    Route {
        path: "/categories",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: terms::args::LIST_CATEGORIES,
                permission: Permission::Anyone,
                mount: |m| on(m, terms::list::<terms::Categories>),
                doc: Operation::own(terms::doc::CATEGORIES_LIST),
            },
            Endpoint {
                methods: &[Post],
                args: terms::args::CREATE_CATEGORY,
                permission: MANAGE_CATEGORIES,
                mount: |m| on(m, terms::create::<terms::Categories>),
                doc: Doc::Omitted,
            },
        ],
    },
    // The plugin registers a term's edit before its delete, unlike posts'; and TEC
    // documents a category write with the update arguments, `id` repeated, as its body.
    Route {
        path: "/categories/{id}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: terms::args::SINGLE,
                permission: Permission::Anyone,
                mount: |m| on(m, terms::read::<terms::Categories>),
                doc: Operation::own(terms::doc::CATEGORY_READ),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: terms::args::UPDATE_CATEGORY,
                permission: MANAGE_CATEGORIES,
                mount: |m| on(m, terms::update::<terms::Categories>),
                doc: Operation::write(
                    terms::args::SINGLE,
                    terms::args::UPDATE_CATEGORY,
                    terms::doc::CATEGORY_WRITE,
                ),
            },
            Endpoint {
                methods: &[Delete],
                args: terms::args::SINGLE,
                permission: MANAGE_CATEGORIES,
                mount: |m| on(m, terms::delete::<terms::Categories>),
                doc: Operation::own(terms::doc::CATEGORY_DELETE),
            },
        ],
    },
    Route {
        path: "/tags",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: terms::args::LIST_TAGS,
                permission: Permission::Anyone,
                mount: |m| on(m, terms::list::<terms::Tags>),
                doc: Operation::own(terms::doc::TAGS_LIST),
            },
            Endpoint {
                methods: &[Post],
                args: terms::args::CREATE_TAG,
                permission: MANAGE_TAGS,
                mount: |m| on(m, terms::create::<terms::Tags>),
                doc: Doc::Omitted,
            },
        ],
    },
    Route {
        path: "/tags/{id}",
        endpoints: &[
            Endpoint {
                methods: &[Get],
                args: terms::args::SINGLE,
                permission: Permission::Anyone,
                mount: |m| on(m, terms::read::<terms::Tags>),
                doc: Operation::own(terms::doc::TAG_READ),
            },
            Endpoint {
                methods: &[Post, Put, Patch],
                args: terms::args::UPDATE_TAG,
                permission: MANAGE_TAGS,
                mount: |m| on(m, terms::update::<terms::Tags>),
                doc: Operation::write(
                    terms::args::SINGLE,
                    terms::args::CREATE_TAG,
                    terms::doc::TAG_WRITE,
                ),
            },
            Endpoint {
                methods: &[Delete],
                args: terms::args::SINGLE,
                permission: MANAGE_TAGS,
                mount: |m| on(m, terms::delete::<terms::Tags>),
                doc: Operation::own(terms::doc::TAG_DELETE),
            },
        ],
    },
];

/// The route table of one variant, built from [`ROUTES`]: each endpoint's handler
/// receives its argument specification as a request extension.
pub fn routes() -> Router<AppState> {
    let mut router = Router::new();
    for route in ROUTES {
        let mut methods = MethodRouter::new();
        for endpoint in route.endpoints {
            methods = methods.merge(
                endpoint
                    .method_router()
                    .layer(Extension(Spec(endpoint.args))),
            );
        }
        router = router.route(route.path, methods);
    }
    // WordPress answers unknown paths and unregistered methods alike: 404, never 405.
    router
        .fallback(no_route)
        .method_not_allowed_fallback(no_route)
}

/// Every Fluent id the index and `/doc` show; the reference locale must define them all.
pub fn message_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for endpoint in ROUTES.iter().flat_map(|r| r.endpoints) {
        let mut specs = vec![endpoint.args];
        if let Doc::Operation(op) = &endpoint.doc {
            specs.extend(op.parameters);
            specs.extend(op.body);
            ids.extend(op.responses.iter().map(|r| r.description.to_string()));
        }
        for arg in specs.into_iter().flatten() {
            ids.extend(arg.description.map(String::from));
        }
    }
    ids.extend(doc::INFO.iter().map(|id| id.to_string()));
    ids.extend(
        doc::COMMON
            .iter()
            .chain(doc::CHANGE)
            .map(|r| r.description.to_string()),
    );
    for schema in schemas::Schema::ALL {
        ids.extend(schema.message_ids());
    }
    ids.insert(crate::i18n::LANGUAGE_NAME.to_string());
    ids
}

async fn no_route() -> ApiError {
    ApiError::no_route()
}

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
    if raw.is_empty() || !raw.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApiError::no_route());
    }
    // Digits too long for an id name nothing.
    Ok(raw.parse().unwrap_or(i64::MAX))
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

/// Adds the paging headers to a list response: the plugin's `X-TEC-Total` and
/// `X-TEC-TotalPages`, and WordPress's `X-WP-Total`, `X-WP-TotalPages` and `Link`
/// to the neighbouring pages, which generic WordPress clients page by.
pub fn with_paging(
    mut response: Response,
    total: i64,
    total_pages: i64,
    previous: Option<&str>,
    next: Option<&str>,
) -> Response {
    let headers = response.headers_mut();
    for (name, value) in [
        ("X-TEC-Total", total),
        ("X-TEC-TotalPages", total_pages),
        ("X-WP-Total", total),
        ("X-WP-TotalPages", total_pages),
    ] {
        headers.insert(name, HeaderValue::from(value));
    }
    let links: Vec<String> = [(previous, "prev"), (next, "next")]
        .into_iter()
        .filter_map(|(url, rel)| Some(format!("<{}>; rel=\"{rel}\"", url?)))
        .collect();
    if let Ok(value) = HeaderValue::from_str(&links.join(", "))
        && !links.is_empty()
    {
        headers.append(axum::http::header::LINK, value);
    }
    response
}

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
