//! [`ROUTES`], the one route table. The router, the namespace index and `/doc` are
//! built from it, and each endpoint's arguments are validated with the specification
//! its entry names before its handler runs ([`crate::http::extract::Valid`]), so what
//! is served, what is validated and what is documented agree.

use std::collections::BTreeSet;

use axum::routing::{MethodRouter, on};
use axum::{Extension, Router};

use crate::api::organizers::Organizer;
use crate::api::registry::Verb::{Delete, Get, Patch, Post, Put};
use crate::api::registry::{Doc, Endpoint, Namespace, Operation, Permission, Route, RouteTable};
use crate::api::venues::Venue;
use crate::api::venues_organizers::{self, Linked};
use crate::api::{doc, events, index, organizers, schemas, terms, venues};
use crate::domain::roles::Cap;
use crate::error::ApiError;
use crate::http::extract::Spec;
use crate::state::AppState;

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

/// [`ROUTES`] as the plugin's namespace.
pub const TABLE: RouteTable = RouteTable {
    namespace: Namespace::Plugin,
    routes: ROUTES,
};

/// The route table of one variant, built from [`ROUTES`]: each endpoint's argument
/// specification travels as a request extension to the extractor that validates, and
/// the index and `/doc` receive the table they describe.
pub fn router() -> Router<AppState> {
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
        .layer(Extension(TABLE))
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
    ids.extend(schemas::TRANSLATED_TEXT.iter().map(|id| id.to_string()));
    ids.insert(crate::i18n::LANGUAGE_NAME.to_string());
    ids
}

async fn no_route() -> ApiError {
    ApiError::no_route()
}
