//! The gateway's own namespace, `calendar-gateway/v1`, beside the plugin's under every
//! variant (`/wp-json/calendar-gateway/v1`, `/fr/wp-json/calendar-gateway/v1`): what the
//! plugin has no route for. Its route table ([`ROUTES`]) drives its router, its
//! namespace index, its argument validation and the locale check, as the plugin's
//! table does, with the same registry, index and error envelope; its answers are never
//! kept by the read cache (`app` renders each).

pub mod changes;
pub(crate) mod cursor;

use std::collections::BTreeSet;

use axum::routing::{MethodRouter, on};
use axum::{Extension, Router};

use crate::api::index;
use crate::api::registry::Verb::Get;
use crate::api::registry::{Doc, Endpoint, Namespace, Permission, Route, RouteTable};
use crate::error::ApiError;
use crate::http::extract::Spec;
use crate::state::AppState;

/// The namespace's name below the REST prefix.
pub const NAMESPACE: &str = "calendar-gateway/v1";

/// Every route of the namespace, in the order the index lists them. It has no `/doc`
/// of its own: `docs/changes.md` describes it.
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
        path: "/changes",
        endpoints: &[Endpoint {
            methods: &[Get],
            args: changes::ARGS,
            permission: Permission::Anyone,
            mount: |m| on(m, changes::list),
            doc: Doc::Omitted,
        }],
    },
];

/// [`ROUTES`] as the gateway's namespace.
pub const TABLE: RouteTable = RouteTable {
    namespace: Namespace::Named(NAMESPACE),
    routes: ROUTES,
};

/// Where the router serves `route` (below the namespace, `/` for its root): below the
/// namespace's own name, so that its routes and the plugin's never share a path, a
/// metrics label or a log line.
pub fn mounted_path(route: &str) -> String {
    if route == "/" {
        format!("/{NAMESPACE}")
    } else {
        format!("/{NAMESPACE}{route}")
    }
}

/// The namespace's routes, each endpoint with its argument specification, as
/// [`crate::api::router`] mounts the plugin's.
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
        router = router.route(&mounted_path(route.path), methods);
    }
    router
        .layer(Extension(TABLE))
        .fallback(no_route)
        .method_not_allowed_fallback(no_route)
}

/// Every Fluent id either namespace's index and the plugin's `/doc` show; the reference
/// locale must define them all.
pub fn message_ids() -> BTreeSet<String> {
    let mut ids = crate::api::message_ids();
    for arg in ROUTES.iter().flat_map(|r| r.endpoints).flat_map(|e| e.args) {
        ids.extend(arg.description.map(String::from));
    }
    ids
}

async fn no_route() -> ApiError {
    ApiError::no_route()
}
