//! Event categories and tags: list, create, read, update and delete, with the
//! plugin's order of checks (arguments, then the terms and events they name, then
//! permission, then the rules WordPress's term API applies while writing).
//!
//! Both taxonomies share one implementation; [`Kind`] carries what differs: the
//! taxonomy name, the route, the hierarchy and the capability that manages them; the
//! argument lists come from the route registry.

pub mod args;
pub mod doc;
pub mod view;

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use crate::api::ids::TermId;
use crate::api::paging::Paging;
use crate::api::respond::{ok, showing, with_allow, with_paging};
use crate::api::translations;
use crate::auth::Caller;
use crate::domain::post;
use crate::domain::roles::Cap;
use crate::domain::slug::sanitize_title;
use crate::error::{ApiError, ParamProblem};
use crate::http::args::Args;
use crate::http::extract::{Valid, Variant};
use crate::state::AppState;
use crate::store::changes::{Depends, Part};
use crate::store::terms::{
    MAX_CATEGORY_DEPTH, TermData, TermFilter, TermOrder, TermRecord, TermSort, TermTree,
};
use crate::store::{Store, StoreError, WriteTx};
pub use view::{EmbeddedTerm, embedded};

/// Which of the two taxonomies a route serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Category,
    Tag,
}

impl Kind {
    pub fn taxonomy(self) -> post::Taxonomy {
        match self {
            Kind::Category => post::Taxonomy::Category,
            Kind::Tag => post::Taxonomy::Tag,
        }
    }
    fn hierarchical(self) -> bool {
        self == Kind::Category
    }
    /// The capability that manages terms of the taxonomy, besides editing events:
    /// `publish_tribe_events` for categories, `manage_categories` for tags.
    fn manage_cap(self) -> Cap {
        match self {
            Kind::Category => Cap::Publish,
            Kind::Tag => Cap::ManageCategories,
        }
    }
}

/// A taxonomy as a type, so that one set of route handlers serves both.
pub trait Taxonomy: Send + Sync + 'static {
    const KIND: Kind;
}

/// Event categories (`/categories`).
pub struct Categories;
impl Taxonomy for Categories {
    const KIND: Kind = Kind::Category;
}

/// Tags (`/tags`).
pub struct Tags;
impl Taxonomy for Tags {
    const KIND: Kind = Kind::Tag;
}

/// `GET /categories`, `GET /tags`.
pub async fn list<T: Taxonomy>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    request: Valid,
) -> Result<Response, ApiError> {
    list_kind(&state, &variant, &caller, &request, T::KIND).await
}

/// `POST /categories`, `POST /tags`.
pub async fn create<T: Taxonomy>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    request: Valid,
) -> Result<Response, ApiError> {
    create_kind(&state, &variant, &caller, &request, T::KIND).await
}

/// `GET /categories/{id}`, `GET /tags/{id}`.
pub async fn read<T: Taxonomy>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    TermId(id): TermId,
    _: Valid,
) -> Result<Response, ApiError> {
    read_kind(&state, &variant, &caller, id, T::KIND).await
}

/// `POST|PUT|PATCH /categories/{id}`, `/tags/{id}`.
pub async fn update<T: Taxonomy>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    TermId(id): TermId,
    request: Valid,
) -> Result<Response, ApiError> {
    update_kind(&state, &variant, &caller, id, &request, T::KIND).await
}

/// `DELETE /categories/{id}`, `/tags/{id}`.
pub async fn delete<T: Taxonomy>(
    State(state): State<AppState>,
    variant: Variant,
    caller: Caller,
    TermId(id): TermId,
    _: Valid,
) -> Result<Response, ApiError> {
    delete_kind(&state, &variant, &caller, id, T::KIND).await
}

/// Whether the caller may create, update and delete terms of `kind`.
fn may_manage(caller: &Caller, kind: Kind) -> bool {
    caller.has(Cap::Edit) && caller.has(kind.manage_cap())
}

fn require_manage(caller: &Caller, kind: Kind) -> Result<(), ApiError> {
    if may_manage(caller, kind) {
        Ok(())
    } else {
        Err(caller.forbidden())
    }
}

fn collection_allow(caller: &Caller, kind: Kind) -> &'static str {
    if may_manage(caller, kind) {
        "GET, POST"
    } else {
        "GET"
    }
}

fn single_allow(caller: &Caller, kind: Kind) -> &'static str {
    if may_manage(caller, kind) {
        "GET, POST, PUT, PATCH, DELETE"
    } else {
        "GET"
    }
}

/// The ids of a list argument (already checked to be positive integers).
fn ids(args: &Args, name: &str) -> Vec<i64> {
    args.list(name)
        .iter()
        .filter_map(|i| i.parse().ok())
        .collect()
}

/// The sort a list asks for. Unknown `orderby` values sort by name; `order` is
/// descending only when it says `desc`.
fn sort(args: &Args, include: Option<&[i64]>) -> TermSort {
    let by = match args
        .str("orderby")
        .unwrap_or("name")
        .to_ascii_lowercase()
        .as_str()
    {
        "id" | "term_id" | "term_taxonomy_id" => TermOrder::Id,
        "slug" => TermOrder::Slug,
        "description" => TermOrder::Description,
        "parent" => TermOrder::Parent,
        "count" => TermOrder::Count,
        "term_group" => TermOrder::TermGroup,
        "include" => TermOrder::Include(include.map(<[i64]>::to_vec).unwrap_or_default()),
        "none" => TermOrder::None,
        _ => TermOrder::Name,
    };
    let descending = args
        .str("order")
        .is_some_and(|o| o.eq_ignore_ascii_case("desc"));
    TermSort { by, descending }
}

/// The filter of a list request, after checking that every term and event it names
/// exists; unknown ones are `rest_invalid_param`, all reported together.
async fn list_filter(
    store: &Store,
    tenant: &str,
    kind: Kind,
    args: &Args,
) -> Result<TermFilter, ApiError> {
    let mut problems = Vec::new();
    let mut filter = TermFilter {
        search: args.str("search").map(str::to_string),
        hide_empty: args.bool("hide_empty").unwrap_or(true),
        slug: args.str("slug").map(sanitize_title),
        ..TermFilter::default()
    };
    for name in ["exclude", "include"] {
        let ids = ids(args, name);
        if ids.is_empty() {
            continue;
        }
        if !store
            .missing_terms(tenant, kind.taxonomy(), &ids)
            .await?
            .is_empty()
        {
            problems.push(ParamProblem::invalid(name));
        } else if name == "include" {
            filter.include = Some(ids);
        } else {
            filter.exclude = ids;
        }
    }
    if kind.hierarchical()
        && let Some(parent) = args.int("parent")
    {
        if store
            .missing_terms(tenant, post::Taxonomy::Category, &[parent])
            .await?
            .is_empty()
        {
            filter.parent = Some(parent);
        } else {
            problems.push(ParamProblem::invalid("parent"));
        }
    }
    for name in ["post", "event"] {
        if let Some(id) = args.int(name)
            && !store
                .missing_posts(tenant, post::PostType::Event, &[id])
                .await?
                .is_empty()
        {
            problems.push(ParamProblem::invalid(name));
        }
    }
    if !problems.is_empty() {
        return Err(ApiError::invalid_params(problems));
    }
    // `event` is an alias of `post` and wins when both are given.
    filter.event = args.int("event").or(args.int("post"));
    Ok(filter)
}

/// The categories of the tenant, with the slugs the variant shows, when `kind` has a
/// hierarchy; archive URLs need them.
async fn tree(store: &Store, variant: &Variant, kind: Kind) -> Result<TermTree, ApiError> {
    let chain = translations::chain(variant);
    Ok(if kind.hierarchical() {
        store
            .category_tree(variant.tenant_id(), chain.as_ref())
            .await?
    } else {
        TermTree::default()
    })
}

async fn tree_in_tx(tx: &mut WriteTx, variant: &Variant, kind: Kind) -> Result<TermTree, ApiError> {
    let chain = translations::chain(variant);
    Ok(if kind.hierarchical() {
        Store::category_tree_in_tx(tx, variant.tenant_id(), chain.as_ref()).await?
    } else {
        TermTree::default()
    })
}

/// `GET /categories`, `GET /tags`.
async fn list_kind(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    request: &Valid,
    kind: Kind,
) -> Result<Response, ApiError> {
    let args = &request.args;
    let tenant = variant.tenant_id();
    let mut filter = list_filter(&state.store, tenant, kind, args).await?;
    filter.text_languages = translations::chain(variant);
    let sort = sort(args, filter.include.as_deref());
    let paging = Paging::new(
        args.int("page").unwrap_or(1),
        args.int("per_page").unwrap_or(10),
    );
    let (mut terms, total) = state
        .store
        .list_terms(
            tenant,
            kind.taxonomy(),
            &filter,
            &sort,
            paging.per_page,
            paging.offset(),
        )
        .await?;
    translations::localize_terms(&state.store, variant, terms.iter_mut().collect()).await?;
    let tree = tree(&state.store, variant, kind).await?;
    let items: Vec<_> = terms
        .iter()
        .map(|t| view::term(variant, &tree, t))
        .collect();
    let total_pages = paging.total_pages(total);

    // Term lists link to their neighbours by page number alone; other filters are
    // not carried, as the plugin does.
    let rest_url = format!("{}/", view::collection(variant, kind.taxonomy()));
    let next_rest_url =
        (paging.page < total_pages).then(|| format!("{rest_url}?page={}", paging.page + 1));
    let previous_rest_url = (paging.page > 1).then(|| match paging.page - 1 {
        1 => rest_url.clone(),
        n => format!("{rest_url}?page={n}"),
    });
    let body = TermList {
        rest_url,
        total,
        total_pages,
        route: view::route(kind.taxonomy()),
        items,
        next_rest_url,
        previous_rest_url,
    };
    let response = with_paging(
        ok(StatusCode::OK, &body),
        total,
        total_pages,
        body.previous_rest_url.as_deref(),
        body.next_rest_url.as_deref(),
    );
    Ok(showing(
        with_allow(response, collection_allow(caller, kind)),
        Depends::On(vec![Part::Terms]),
    ))
}

/// A page of categories or tags: the plugin puts the paging fields first.
struct TermList<'a> {
    rest_url: String,
    total: i64,
    total_pages: i64,
    /// The key of the items: the taxonomy's route (`categories`, `tags`).
    route: &'static str,
    items: Vec<view::TermView<'a>>,
    next_rest_url: Option<String>,
    previous_rest_url: Option<String>,
}

impl Serialize for TermList<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("rest_url", &self.rest_url)?;
        m.serialize_entry("total", &self.total)?;
        m.serialize_entry("total_pages", &self.total_pages)?;
        m.serialize_entry(self.route, &self.items)?;
        if let Some(next) = &self.next_rest_url {
            m.serialize_entry("next_rest_url", next)?;
        }
        if let Some(previous) = &self.previous_rest_url {
            m.serialize_entry("previous_rest_url", previous)?;
        }
        m.end()
    }
}

/// A term response, in the variant's text, with the route's `Allow` header.
async fn term_response(
    store: &Store,
    variant: &Variant,
    tree: &TermTree,
    mut term: TermRecord,
    status: StatusCode,
    allow: &str,
) -> Result<Response, ApiError> {
    translations::localize_terms(store, variant, vec![&mut term]).await?;
    Ok(with_allow(
        ok(status, &view::term(variant, tree, &term)),
        allow,
    ))
}

/// `GET /categories/{id}`, `GET /tags/{id}`.
async fn read_kind(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
    kind: Kind,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    let term = state
        .store
        .term(tenant, kind.taxonomy(), id)
        .await?
        .ok_or_else(|| ApiError::invalid_param("id"))?;
    let tree = tree(&state.store, variant, kind).await?;
    // A category's archive address holds its ancestors' slugs.
    let shown = std::iter::once(id)
        .chain(tree.lineage(id))
        .map(Part::Term)
        .collect();
    let response = term_response(
        &state.store,
        variant,
        &tree,
        term,
        StatusCode::OK,
        single_allow(caller, kind),
    )
    .await?;
    Ok(showing(response, Depends::On(shown)))
}

/// WordPress reads `parent` on tag writes although the route does not declare it, and
/// refuses any value.
fn check_no_parent(request: &Valid, kind: Kind) -> Result<(), ApiError> {
    if request.sent("parent").is_some() && !kind.hierarchical() {
        Err(ApiError::taxonomy_not_hierarchical())
    } else {
        Ok(())
    }
}

/// The `name` argument (cleaned by its specification), or a problem when nothing
/// printable is left of it.
fn name_arg(args: &Args, problems: &mut Vec<ParamProblem>) -> Option<String> {
    let name = args.str("name")?.to_string();
    if name.is_empty() {
        problems.push(ParamProblem::invalid("name"));
        return None;
    }
    Some(name)
}

/// A parent that would make the category tree deeper than it may be.
fn too_deep(max: usize) -> ParamProblem {
    let msg = crate::error::Msg::new("param-category-too-deep").arg("max", max as i64);
    ParamProblem::detailed("parent", "rest_category_too_deep", msg)
}

/// The slug a term gets from `base` (or from its id when `base` is empty, as
/// WordPress does for names without a single slug character), unique in the taxonomy.
async fn unique_slug(
    tx: &mut WriteTx,
    tenant: &str,
    kind: Kind,
    base: &str,
    id: i64,
) -> Result<String, StoreError> {
    let base = if base.is_empty() {
        id.to_string()
    } else {
        base.to_string()
    };
    Store::unique_term_slug(tx, tenant, kind.taxonomy(), &base, id).await
}

/// `POST /categories`, `POST /tags`.
async fn create_kind(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    request: &Valid,
    kind: Kind,
) -> Result<Response, ApiError> {
    let args = &request.args;
    let tenant = variant.tenant_id();
    let mut problems = Vec::new();
    let name = name_arg(args, &mut problems);
    let parent = args.int("parent").unwrap_or(0);
    if parent != 0 {
        let tree = state.store.category_tree(tenant, None).await?;
        if tree.lineage(parent).first() != Some(&parent) {
            problems.push(ParamProblem::invalid("parent"));
        } else if tree.too_deep(None, parent) {
            problems.push(too_deep(MAX_CATEGORY_DEPTH));
        }
    }
    let Some(name) = name.filter(|_| problems.is_empty()) else {
        return Err(ApiError::invalid_params(problems));
    };
    require_manage(caller, kind)?;
    check_no_parent(request, kind)?;

    let requested_slug = args.str("slug").map(sanitize_title);
    let description = args
        .str("description")
        .map(|d| d.trim().to_string())
        .unwrap_or_default();

    let mut tx = state.store.begin_write();
    if parent != 0 {
        let tree = Store::category_tree_in_tx(&mut tx, tenant, None).await?;
        if tree.lineage(parent).first() != Some(&parent) {
            return Err(ApiError::invalid_param("parent"));
        }
        if tree.too_deep(None, parent) {
            return Err(ApiError::invalid_params(vec![too_deep(MAX_CATEGORY_DEPTH)]));
        }
    }
    // WordPress refuses a second term of the same name at the same level, unless the
    // client names a slug that is still free.
    if let Some((existing, existing_slug)) =
        Store::sibling_named_in_tx(&mut tx, tenant, kind.taxonomy(), parent, &name).await?
    {
        let free_slug = match requested_slug.as_deref().filter(|s| !s.is_empty()) {
            Some(slug) if slug != existing_slug => {
                Store::slug_owner_in_tx(&mut tx, tenant, kind.taxonomy(), slug)
                    .await?
                    .is_none()
            }
            _ => false,
        };
        if !free_slug {
            return Err(ApiError::term_exists(existing));
        }
    }
    let base = requested_slug
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| sanitize_title(&name));
    let mut data = TermData {
        name,
        slug: String::new(),
        description,
        parent_id: parent,
        lang: variant.text_lang_of_creates().to_string(),
    };
    let id = if base.is_empty() {
        // The slug will be the new id: insert under a placeholder, then rename.
        data.slug = format!("__new-{}", uuid::Uuid::new_v4());
        let id = Store::insert_term(&mut tx, tenant, kind.taxonomy(), &data).await?;
        data.slug = unique_slug(&mut tx, tenant, kind, "", id).await?;
        Store::update_term(&mut tx, tenant, kind.taxonomy(), id, &data).await?;
        id
    } else {
        data.slug = unique_slug(&mut tx, tenant, kind, &base, 0).await?;
        Store::insert_term(&mut tx, tenant, kind.taxonomy(), &data).await?
    };
    let term = Store::term_in_tx(&mut tx, tenant, kind.taxonomy(), id)
        .await?
        .ok_or_else(ApiError::internal)?;
    let tree = tree_in_tx(&mut tx, variant, kind).await?;
    tx.commit().await?;

    let mut response = term_response(
        &state.store,
        variant,
        &tree,
        term,
        StatusCode::CREATED,
        collection_allow(caller, kind),
    )
    .await?;
    let location = format!("{}/{id}", view::collection(variant, kind.taxonomy()));
    if let Ok(value) = HeaderValue::from_str(&location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    Ok(response)
}

/// `POST|PUT|PATCH /categories/{id}`, `/tags/{id}`: only the fields sent change.
async fn update_kind(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
    request: &Valid,
    kind: Kind,
) -> Result<Response, ApiError> {
    let args = &request.args;
    let tenant = variant.tenant_id();
    let mut problems = Vec::new();
    let exists = state
        .store
        .term(tenant, kind.taxonomy(), id)
        .await?
        .is_some();
    if !exists {
        problems.push(ParamProblem::invalid("id"));
    }
    let name = name_arg(args, &mut problems);
    let parent = args.int("parent");
    if let Some(parent) = parent {
        let tree = state.store.category_tree(tenant, None).await?;
        // A parent must exist, and a category cannot become its own ancestor.
        if tree.lineage(parent).first() != Some(&parent) || tree.would_loop(id, parent) {
            problems.push(ParamProblem::invalid("parent"));
        } else if tree.too_deep(Some(id), parent) {
            problems.push(too_deep(MAX_CATEGORY_DEPTH));
        }
    }
    if !problems.is_empty() {
        return Err(ApiError::invalid_params(problems));
    }
    require_manage(caller, kind)?;
    check_no_parent(request, kind)?;

    let mut tx = state.store.begin_write();
    let current = Store::term_in_tx(&mut tx, tenant, kind.taxonomy(), id)
        .await?
        .ok_or_else(|| ApiError::invalid_param("id"))?;
    let mut data = TermData::from(&current);
    let translated =
        translations::write_term_text(&mut tx, variant, args, name.as_deref(), &current).await?;
    if let Some(name) = name.filter(|_| !translated) {
        data.name = name;
    }
    if let Some(description) = args.str("description").filter(|_| !translated) {
        data.description = description.trim().to_string();
    }
    if let Some(parent) = parent {
        let tree = Store::category_tree_in_tx(&mut tx, tenant, None).await?;
        if tree.lineage(parent).first() != Some(&parent) || tree.would_loop(id, parent) {
            return Err(ApiError::invalid_param("parent"));
        }
        if tree.too_deep(Some(id), parent) {
            return Err(ApiError::invalid_params(vec![too_deep(MAX_CATEGORY_DEPTH)]));
        }
        data.parent_id = parent;
    }
    if let Some(slug) = args.str("slug").filter(|_| !translated) {
        let slug = sanitize_title(slug);
        let owner = Store::slug_owner_in_tx(&mut tx, tenant, kind.taxonomy(), &slug).await?;
        data.slug = if slug.is_empty() {
            // Nothing usable: a fresh slug from the name, as WordPress makes one.
            unique_slug(&mut tx, tenant, kind, &sanitize_title(&data.name), id).await?
        } else if owner.is_some_and(|o| o != id) {
            // WordPress renumbers a taken slug only when the parent changes too.
            if data.parent_id == current.parent_id {
                return Err(ApiError::duplicate_term_slug(&slug));
            }
            unique_slug(&mut tx, tenant, kind, &slug, id).await?
        } else {
            slug
        };
    }
    if data != TermData::from(&current) {
        Store::update_term(&mut tx, tenant, kind.taxonomy(), id, &data).await?;
    }
    let term = Store::term_in_tx(&mut tx, tenant, kind.taxonomy(), id)
        .await?
        .ok_or_else(ApiError::internal)?;
    let tree = tree_in_tx(&mut tx, variant, kind).await?;
    tx.commit().await?;
    term_response(
        &state.store,
        variant,
        &tree,
        term,
        StatusCode::OK,
        single_allow(caller, kind),
    )
    .await
}

/// `DELETE /categories/{id}`, `/tags/{id}`: permanent; answers with the term as it was.
async fn delete_kind(
    state: &AppState,
    variant: &Variant,
    caller: &Caller,
    id: i64,
    kind: Kind,
) -> Result<Response, ApiError> {
    let tenant = variant.tenant_id();
    if state
        .store
        .term(tenant, kind.taxonomy(), id)
        .await?
        .is_none()
    {
        return Err(ApiError::invalid_param("id"));
    }
    require_manage(caller, kind)?;

    let mut tx = state.store.begin_write();
    let term = Store::term_in_tx(&mut tx, tenant, kind.taxonomy(), id)
        .await?
        .ok_or_else(|| ApiError::invalid_param("id"))?;
    // The archive URL shown is the one the term had, ancestors included.
    let tree = tree_in_tx(&mut tx, variant, kind).await?;
    Store::delete_term(&mut tx, tenant, &term).await?;
    tx.commit().await?;
    term_response(
        &state.store,
        variant,
        &tree,
        term,
        StatusCode::OK,
        single_allow(caller, kind),
    )
    .await
}
