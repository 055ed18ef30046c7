//! The shape of the route registry: what one route serves, with which arguments, and
//! what `/doc` says about it. The router, the namespace index and `/doc` are all built
//! from [`crate::api::ROUTES`], so a route cannot be served without being documented.

use axum::routing::{MethodFilter, MethodRouter};

use crate::api::schemas::Schema;
use crate::auth::Caller;
use crate::config::Tenant;
use crate::domain::roles::Cap;
use crate::http::args::{ArgSpec, ArgType};
use crate::http::extract::Variant;
use crate::state::AppState;

/// An HTTP method a route registers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    Get,
    Post,
    Put,
    Patch,
    Delete,
}

impl Verb {
    /// Upper case, as the index lists it.
    pub fn as_str(self) -> &'static str {
        match self {
            Verb::Get => "GET",
            Verb::Post => "POST",
            Verb::Put => "PUT",
            Verb::Patch => "PATCH",
            Verb::Delete => "DELETE",
        }
    }
    /// Lower case, as `/doc` names operations.
    pub fn operation(self) -> &'static str {
        match self {
            Verb::Get => "get",
            Verb::Post => "post",
            Verb::Put => "put",
            Verb::Patch => "patch",
            Verb::Delete => "delete",
        }
    }
    fn filter(self) -> MethodFilter {
        match self {
            Verb::Get => MethodFilter::GET,
            Verb::Post => MethodFilter::POST,
            Verb::Put => MethodFilter::PUT,
            Verb::Patch => MethodFilter::PATCH,
            Verb::Delete => MethodFilter::DELETE,
        }
    }
}

/// Mounts a handler for the given methods, e.g. `|m| on(m, events::list)`.
pub type Mount = fn(MethodFilter) -> MethodRouter<AppState>;

/// One route: a path below the namespace and the endpoints registered on it, in the
/// plugin's registration order.
pub struct Route {
    /// Path in axum syntax (`/events/{id}`), which is also the `/doc` path key.
    pub path: &'static str,
    pub endpoints: &'static [Endpoint],
}

/// A namespace's route table, handed to the handlers that describe it (the namespace
/// index and `/doc`) as a request extension: they are mounted by the table, so they
/// cannot name it.
#[derive(Clone, Copy)]
pub struct RouteTable {
    pub namespace: Namespace,
    pub routes: &'static [Route],
}

/// A namespace below a variant's REST root.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Namespace {
    /// The plugin's, `{vendor}/events/v1`, which depends on the tenant.
    Plugin,
    /// One of a fixed name.
    Named(&'static str),
}

impl Namespace {
    /// The namespace's name on `tenant` (`tribe/events/v1`).
    pub fn name(self, tenant: &Tenant) -> String {
        match self {
            Namespace::Plugin => tenant.namespace(),
            Namespace::Named(name) => name.to_string(),
        }
    }

    /// The absolute address of the namespace on `variant`.
    pub fn base(self, variant: &Variant) -> String {
        match self {
            Namespace::Plugin => variant.api_base().to_string(),
            Namespace::Named(name) => format!(
                "{}/{}/{name}",
                variant.site_root(),
                variant.tenant.rest_prefix
            ),
        }
    }
}

/// Methods of one route served by one handler with one argument specification.
pub struct Endpoint {
    pub methods: &'static [Verb],
    /// What the handler validates, and what the index lists.
    pub args: &'static [ArgSpec],
    /// Who the handler's permission check lets through, judged for the route as a
    /// whole (items are checked one by one on top); `Allow` of `OPTIONS` lists the
    /// methods the caller passes.
    pub(crate) permission: Permission,
    pub mount: Mount,
    pub doc: Doc,
}

/// Who may use an endpoint.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Permission {
    /// Everyone: reads, which refuse what a caller may not see item by item.
    Anyone,
    /// Callers holding every one of these capabilities.
    Holds(&'static [Cap]),
}

impl Permission {
    pub fn allows(self, caller: &Caller) -> bool {
        match self {
            Permission::Anyone => true,
            Permission::Holds(caps) => caps.iter().all(|cap| caller.has(*cap)),
        }
    }
}

/// How `/doc` presents an endpoint.
pub enum Doc {
    /// An operation named after the endpoint's first method.
    Operation(Operation),
    /// Not an operation of its own: TEC's document has no path for the namespace root,
    /// and documents creation only as the `201` of `post` on the single-item route.
    Omitted,
}

/// A `/doc` operation.
pub struct Operation {
    /// Parameters, when they are not the endpoint's own arguments. TEC documents
    /// writes on a single item with the read arguments as parameters...
    pub parameters: Option<&'static [ArgSpec]>,
    /// ...and a write specification as the form body.
    pub body: Option<&'static [ArgSpec]>,
    pub responses: &'static [Response],
}

impl Operation {
    /// An operation documented with the endpoint's own arguments and no body.
    pub const fn own(responses: &'static [Response]) -> Doc {
        Doc::Operation(Operation {
            parameters: None,
            body: None,
            responses,
        })
    }
    /// A write documented with other specifications' arguments.
    pub const fn write(
        parameters: &'static [ArgSpec],
        body: &'static [ArgSpec],
        responses: &'static [Response],
    ) -> Doc {
        Doc::Operation(Operation {
            parameters: Some(parameters),
            body: Some(body),
            responses,
        })
    }
}

/// One documented response of an operation.
pub struct Response {
    pub status: u16,
    /// Fluent id of its description (`locales/*/doc.ftl`).
    pub description: &'static str,
    pub content: Option<Content>,
}

/// Body schema of a documented response.
#[derive(Clone, Copy)]
pub enum Content {
    One(Schema),
    /// A page of a list: the items under the given key, in the list envelope.
    List(Schema, &'static str),
}

impl Response {
    pub const fn plain(status: u16, description: &'static str) -> Self {
        Response {
            status,
            description,
            content: None,
        }
    }
    pub const fn one(status: u16, description: &'static str, schema: Schema) -> Self {
        Response {
            status,
            description,
            content: Some(Content::One(schema)),
        }
    }
    pub const fn list(
        status: u16,
        description: &'static str,
        schema: Schema,
        title: &'static str,
    ) -> Self {
        Response {
            status,
            description,
            content: Some(Content::List(schema, title)),
        }
    }
}

impl Endpoint {
    /// The endpoint's handler for all its methods.
    pub fn method_router(&self) -> MethodRouter<AppState> {
        let filter = self
            .methods
            .iter()
            .map(|v| v.filter())
            .reduce(MethodFilter::or)
            .unwrap_or(MethodFilter::GET);
        (self.mount)(filter)
    }
}

impl Route {
    /// WordPress's registration pattern of the route relative to the namespace:
    /// `/events/(?P<id>\d+)`; empty for the namespace root.
    pub fn pattern(&self) -> String {
        if self.path == "/" {
            return String::new();
        }
        self.path
            .split('/')
            .map(|segment| {
                let Some(name) = segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) else {
                    return segment.to_string();
                };
                let class = if self.is_numeric(name) {
                    r"\d+"
                } else {
                    "[^/]+"
                };
                format!("(?P<{name}>{class})")
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// True when the route has no path variables (the index links to it).
    pub fn is_fixed(&self) -> bool {
        !self.path.contains('{')
    }

    /// Whether `path` (below the namespace, lower case, no trailing slash; `/` for the
    /// namespace root) addresses this route, as WordPress matches its pattern: numeric
    /// variables take digits only, others any non-empty segment.
    pub fn matches(&self, path: &str) -> bool {
        let mut wanted = self.path.split('/');
        let mut given = path.split('/');
        loop {
            match (wanted.next(), given.next()) {
                (None, None) => return true,
                (Some(w), Some(g)) => {
                    let ok = match w.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
                        Some(name) if self.is_numeric(name) => {
                            !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit())
                        }
                        Some(_) => !g.is_empty(),
                        None => w == g,
                    };
                    if !ok {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }

    fn is_numeric(&self, name: &str) -> bool {
        self.endpoints
            .iter()
            .flat_map(|e| e.args)
            .find(|a| a.name == name)
            .is_some_and(|a| a.ty == ArgType::Integer)
    }

    /// The route's methods the caller may use, in registration order, as `Allow`
    /// lists them.
    pub fn allowed_methods(&self, caller: &Caller) -> Vec<&'static str> {
        self.endpoints
            .iter()
            .filter(|e| e.permission.allows(caller))
            .flat_map(|e| e.methods.iter().map(|v| v.as_str()))
            .collect()
    }
}
