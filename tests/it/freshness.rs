//! Writes drop only some cached reads, and never leave one stale: random
//! interleavings of writes (events with inline venues, organizers and terms;
//! venues, organizers, categories and tags; through the default and the French
//! variant, as the administrator or an author) and reads (every read route, with
//! filters, by id and by slug, and the iCalendar feeds, anonymous or signed in). Every read answered through
//! the cache must be byte for byte what the same read answers without any cache, over
//! the same data: an oracle server on the same database, its cache suspended.
//!
//! Also on a tenant that keeps text per language, and on PostgreSQL across two
//! instances: writes and reads go through either, so a write through one is checked
//! against what the other cached. Each read a case made is checked again after every
//! write that followed it. (That writes keep the reads they cannot change is
//! `cache::a_write_drops_only_the_cached_reads_it_could_change`.)

use axum::http::Method;
use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{Value, json};

use crate::helpers::*;

const HOST: &str = "site.test";

/// Cases per run, and the operations of one case: enough for reads to be cached,
/// written around and read again, in well under a minute per backend.
const CASES: u32 = 10;
const OPS: std::ops::RangeInclusive<usize> = 20..=48;

const TITLES: [&str; 3] = ["Jazz night", "Rock fest", "Opera gala"];
/// Slugs writes give, so that posts meet on them: `jazz-night` is the first event's.
const SLUGS: [&str; 2] = ["fete", "jazz-night"];
const PLACES: [&str; 3] = ["Hall", "Arena", "Club"];
const PEOPLE: [&str; 2] = ["Ann Lee", "Bo Chen"];
const TERMS: [&str; 3] = ["Music", "Jazz", "Sport"];
const STATUSES: [&str; 3] = ["publish", "draft", "pending"];

fn config(translated: bool) -> String {
    format!(
        "[[tenant]]\nid = \"site\"\nhosts = [\"{HOST}\"]\nsite_url = \"http://{HOST}\"\n\
         languages = [\"en\", \"fr\"]\ntranslate_content = {translated}\n"
    )
}

/// Who sends a request.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Who {
    Anonymous,
    Admin,
    Author,
}

impl Who {
    fn auth(self) -> Option<(&'static str, &'static str)> {
        match self {
            Who::Anonymous => None,
            Who::Admin => Some(ADMIN),
            Who::Author => Some(AUTHOR),
        }
    }
}

/// Where a request goes: the default or the French variant, and (on PostgreSQL) the
/// first instance or the second.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Via {
    french: bool,
    second: bool,
}

/// A venue or organizer an event write names: one known (by index), or one created
/// inline from a name (reused when it exists).
#[derive(Debug, Clone)]
enum Link {
    Known(usize),
    Inline(usize),
}

/// A term an event write names: one known (by index), or a name (created if new).
#[derive(Debug, Clone)]
enum TermRef {
    Known(usize),
    Named(usize),
}

#[derive(Debug, Clone)]
struct EventFields {
    title: Option<usize>,
    slug: Option<usize>,
    status: Option<usize>,
    day: Option<u8>,
    venue: Option<Link>,
    organizers: Option<Vec<Link>>,
    categories: Option<Vec<TermRef>>,
    tags: Option<Vec<TermRef>>,
}

#[derive(Debug, Clone, Copy)]
enum Kind {
    Venue,
    Organizer,
}

#[derive(Debug, Clone, Copy)]
enum Taxonomy {
    Category,
    Tag,
}

#[derive(Debug, Clone)]
enum Read {
    Events {
        filter: usize,
        item: usize,
    },
    Event {
        item: usize,
        by_slug: bool,
    },
    Linked {
        kind: Kind,
        filter: usize,
        item: usize,
    },
    LinkedOne {
        kind: Kind,
        item: usize,
        by_slug: bool,
    },
    Terms {
        taxonomy: Taxonomy,
        filter: usize,
        item: usize,
    },
    Term {
        taxonomy: Taxonomy,
        item: usize,
    },
    Doc,
    /// An iCalendar feed, at one of the plugin's addresses.
    Feed {
        address: usize,
        item: usize,
    },
}

#[derive(Debug, Clone)]
enum Op {
    CreateEvent {
        via: Via,
        by: Who,
        fields: EventFields,
    },
    UpdateEvent {
        via: Via,
        by: Who,
        item: usize,
        by_slug: bool,
        fields: EventFields,
    },
    TrashEvent {
        via: Via,
        item: usize,
        by_slug: bool,
    },
    CreateLinked {
        via: Via,
        kind: Kind,
        name: usize,
    },
    UpdateLinked {
        via: Via,
        kind: Kind,
        item: usize,
        name: usize,
        slug: Option<usize>,
        status: Option<usize>,
    },
    TrashLinked {
        via: Via,
        kind: Kind,
        item: usize,
        by_slug: bool,
    },
    CreateTerm {
        via: Via,
        taxonomy: Taxonomy,
        name: usize,
        parent: Option<usize>,
    },
    UpdateTerm {
        via: Via,
        taxonomy: Taxonomy,
        item: usize,
        name: Option<usize>,
        slug: Option<usize>,
        parent: Option<usize>,
    },
    DeleteTerm {
        via: Via,
        taxonomy: Taxonomy,
        item: usize,
    },
    Read {
        via: Via,
        who: Who,
        read: Read,
    },
}

#[derive(Debug, Clone)]
struct Case {
    translated: bool,
    ops: Vec<Op>,
}

fn index() -> impl Strategy<Value = usize> {
    0usize..6
}

fn via() -> impl Strategy<Value = Via> {
    (any::<bool>(), any::<bool>()).prop_map(|(french, second)| Via { french, second })
}

fn who() -> impl Strategy<Value = Who> {
    prop_oneof![Just(Who::Anonymous), Just(Who::Admin), Just(Who::Author)]
}

fn writer() -> impl Strategy<Value = Who> {
    prop_oneof![3 => Just(Who::Admin), 1 => Just(Who::Author)]
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![Just(Kind::Venue), Just(Kind::Organizer)]
}

fn taxonomy() -> impl Strategy<Value = Taxonomy> {
    prop_oneof![Just(Taxonomy::Category), Just(Taxonomy::Tag)]
}

fn link() -> impl Strategy<Value = Link> {
    prop_oneof![
        index().prop_map(Link::Known),
        index().prop_map(Link::Inline)
    ]
}

fn term_ref() -> impl Strategy<Value = TermRef> {
    prop_oneof![
        index().prop_map(TermRef::Known),
        index().prop_map(TermRef::Named)
    ]
}

fn event_fields() -> impl Strategy<Value = EventFields> {
    (
        option::of(index()),
        option::weighted(0.3, index()),
        option::weighted(0.3, index()),
        option::of(0u8..4),
        option::of(link()),
        option::of(vec(link(), 0..3)),
        option::of(vec(term_ref(), 0..3)),
        option::weighted(0.3, vec(term_ref(), 0..2)),
    )
        .prop_map(
            |(title, slug, status, day, venue, organizers, categories, tags)| EventFields {
                title,
                slug,
                status,
                day,
                venue,
                organizers,
                categories,
                tags,
            },
        )
}

fn read() -> impl Strategy<Value = Read> {
    prop_oneof![
        3 => (0usize..8, index()).prop_map(|(filter, item)| Read::Events { filter, item }),
        3 => (index(), any::<bool>()).prop_map(|(item, by_slug)| Read::Event { item, by_slug }),
        2 => (kind(), 0usize..6, index())
            .prop_map(|(kind, filter, item)| Read::Linked { kind, filter, item }),
        2 => (kind(), index(), any::<bool>())
            .prop_map(|(kind, item, by_slug)| Read::LinkedOne { kind, item, by_slug }),
        2 => (taxonomy(), 0usize..6, index())
            .prop_map(|(taxonomy, filter, item)| Read::Terms { taxonomy, filter, item }),
        2 => (taxonomy(), index()).prop_map(|(taxonomy, item)| Read::Term { taxonomy, item }),
        1 => Just(Read::Doc),
        3 => (0usize..7, index()).prop_map(|(address, item)| Read::Feed { address, item }),
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (via(), writer(), event_fields())
            .prop_map(|(via, by, fields)| Op::CreateEvent { via, by, fields }),
        3 => (via(), writer(), index(), any::<bool>(), event_fields()).prop_map(
            |(via, by, item, by_slug, fields)| Op::UpdateEvent { via, by, item, by_slug, fields }
        ),
        1 => (via(), index(), any::<bool>())
            .prop_map(|(via, item, by_slug)| Op::TrashEvent { via, item, by_slug }),
        1 => (via(), kind(), index()).prop_map(|(via, kind, name)| Op::CreateLinked { via, kind, name }),
        2 => (via(), kind(), index(), index(), option::weighted(0.3, index()), option::weighted(0.3, index()))
            .prop_map(|(via, kind, item, name, slug, status)| Op::UpdateLinked {
                via, kind, item, name, slug, status
            }),
        1 => (via(), kind(), index(), any::<bool>())
            .prop_map(|(via, kind, item, by_slug)| Op::TrashLinked { via, kind, item, by_slug }),
        1 => (via(), taxonomy(), index(), option::weighted(0.3, index())).prop_map(
            |(via, taxonomy, name, parent)| Op::CreateTerm { via, taxonomy, name, parent }
        ),
        2 => (via(), taxonomy(), index(), option::of(index()), option::weighted(0.3, index()), option::weighted(0.3, index()))
            .prop_map(|(via, taxonomy, item, name, slug, parent)| Op::UpdateTerm {
                via, taxonomy, item, name, slug, parent
            }),
        1 => (via(), taxonomy(), index())
            .prop_map(|(via, taxonomy, item)| Op::DeleteTerm { via, taxonomy, item }),
        16 => (via(), who(), read()).prop_map(|(via, who, read)| Op::Read { via, who, read }),
    ]
}

fn case() -> impl Strategy<Value = Case> {
    (any::<bool>(), vec(op(), OPS)).prop_map(|(translated, ops)| Case { translated, ops })
}

/// What the writes so far created: ids, and the slugs seen in their answers.
#[derive(Default)]
struct World {
    events: Vec<i64>,
    venues: Vec<i64>,
    organizers: Vec<i64>,
    categories: Vec<i64>,
    tags: Vec<i64>,
    event_slugs: Vec<String>,
    venue_slugs: Vec<String>,
    organizer_slugs: Vec<String>,
}

fn remember<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if !list.contains(&item) {
        list.push(item);
    }
}

/// The `i`th of `ids`, or an id nothing has when there is none yet.
fn pick(ids: &[i64], i: usize) -> i64 {
    if ids.is_empty() {
        999_999
    } else {
        ids[i % ids.len()]
    }
}

/// The `i`th of the slugs seen and those the writes give.
fn pick_slug(seen: &[String], i: usize) -> String {
    let all: Vec<&str> = seen.iter().map(String::as_str).chain(SLUGS).collect();
    all[i % all.len()].to_string()
}

impl World {
    fn linked(&self, kind: Kind) -> &[i64] {
        match kind {
            Kind::Venue => &self.venues,
            Kind::Organizer => &self.organizers,
        }
    }

    fn linked_slugs(&self, kind: Kind) -> &[String] {
        match kind {
            Kind::Venue => &self.venue_slugs,
            Kind::Organizer => &self.organizer_slugs,
        }
    }

    fn terms(&self, taxonomy: Taxonomy) -> &[i64] {
        match taxonomy {
            Taxonomy::Category => &self.categories,
            Taxonomy::Tag => &self.tags,
        }
    }

    /// Takes note of what a successful write answered.
    fn learn(&mut self, route: &str, body: &Value) {
        let id = body["id"].as_i64();
        let slug = body["slug"].as_str().map(String::from);
        match route {
            "events" => {
                id.into_iter().for_each(|id| remember(&mut self.events, id));
                slug.into_iter()
                    .for_each(|s| remember(&mut self.event_slugs, s));
                self.learn("venues", &body["venue"]);
                for organizer in body["organizer"].as_array().into_iter().flatten() {
                    self.learn("organizers", organizer);
                }
                for term in body["categories"].as_array().into_iter().flatten() {
                    self.learn("categories", term);
                }
                for term in body["tags"].as_array().into_iter().flatten() {
                    self.learn("tags", term);
                }
            }
            "venues" => {
                id.into_iter().for_each(|id| remember(&mut self.venues, id));
                slug.into_iter()
                    .for_each(|s| remember(&mut self.venue_slugs, s));
            }
            "organizers" => {
                id.into_iter()
                    .for_each(|id| remember(&mut self.organizers, id));
                slug.into_iter()
                    .for_each(|s| remember(&mut self.organizer_slugs, s));
            }
            "categories" => id
                .into_iter()
                .for_each(|id| remember(&mut self.categories, id)),
            "tags" => id.into_iter().for_each(|id| remember(&mut self.tags, id)),
            _ => {}
        }
    }
}

fn route_of(kind: Kind) -> &'static str {
    match kind {
        Kind::Venue => "venues",
        Kind::Organizer => "organizers",
    }
}

fn terms_route(taxonomy: Taxonomy) -> &'static str {
    match taxonomy {
        Taxonomy::Category => "categories",
        Taxonomy::Tag => "tags",
    }
}

fn event_body(world: &World, fields: &EventFields, create: bool) -> Value {
    let mut body = serde_json::Map::new();
    let title = fields.title.or(create.then_some(0));
    if let Some(title) = title {
        body.insert(
            "title".into(),
            json!(format!("{} {title}", TITLES[title % 3])),
        );
    }
    if let Some(slug) = fields.slug {
        body.insert("slug".into(), json!(SLUGS[slug % SLUGS.len()]));
    }
    if let Some(status) = fields.status {
        body.insert("status".into(), json!(STATUSES[status % STATUSES.len()]));
    }
    let day = fields.day.or(create.then_some(0));
    if let Some(day) = day {
        let date = format!("2030-06-{:02}", 1 + day);
        body.insert("start_date".into(), json!(format!("{date} 10:00:00")));
        body.insert("end_date".into(), json!(format!("{date} 12:00:00")));
    }
    let link = |link: &Link, kind: Kind| match link {
        Link::Known(i) if !world.linked(kind).is_empty() => json!(pick(world.linked(kind), *i)),
        Link::Known(i) | Link::Inline(i) => match kind {
            Kind::Venue => json!({"venue": PLACES[i % PLACES.len()], "city": "Lyon"}),
            Kind::Organizer => json!({"organizer": PEOPLE[i % PEOPLE.len()]}),
        },
    };
    if let Some(venue) = &fields.venue {
        body.insert("venue".into(), link(venue, Kind::Venue));
    }
    if let Some(organizers) = &fields.organizers {
        let list: Vec<Value> = organizers
            .iter()
            .map(|o| link(o, Kind::Organizer))
            .collect();
        body.insert("organizer".into(), Value::Array(list));
    }
    let terms = |refs: &[TermRef], taxonomy: Taxonomy| -> Value {
        refs.iter()
            .map(|r| match r {
                TermRef::Known(i) if !world.terms(taxonomy).is_empty() => {
                    json!(pick(world.terms(taxonomy), *i))
                }
                TermRef::Known(i) | TermRef::Named(i) => json!(TERMS[i % TERMS.len()]),
            })
            .collect()
    };
    if let Some(categories) = &fields.categories {
        body.insert("categories".into(), terms(categories, Taxonomy::Category));
    }
    if let Some(tags) = &fields.tags {
        body.insert("tags".into(), terms(tags, Taxonomy::Tag));
    }
    Value::Object(body)
}

/// The instances a case runs on, and the oracle that answers without a cache.
struct Servers {
    first: TestApp,
    second: Option<TestApp>,
    oracle: TestApp,
}

impl Servers {
    async fn start(translated: bool) -> Servers {
        let first = TestApp::with_config(&config(translated)).await;
        let second = if on_postgres() {
            Some(first.twin().await)
        } else {
            None
        };
        let oracle = first.twin().await;
        oracle.state.cache.suspend();
        Servers {
            first,
            second,
            oracle,
        }
    }

    fn through(&self, via: Via) -> &TestApp {
        match (&self.second, via.second) {
            (Some(second), true) => second,
            _ => &self.first,
        }
    }

    /// Which instance `via` names, for the record of a case.
    fn instance(&self, via: Via) -> &'static str {
        if self.second.is_some() && via.second {
            "second"
        } else {
            "first"
        }
    }
}

fn path(via: Via, below: &str) -> String {
    let lang = if via.french { "/fr" } else { "" };
    format!("{lang}{NS}/{below}")
}

/// The write an operation sends: method, route of what it writes, path, body.
fn write_of(world: &World, op: &Op) -> Option<(Method, &'static str, String, Value, Who)> {
    let by_id_or_slug = |ids: &[i64], slugs: &[String], route: &str, item: usize, by_slug| {
        if by_slug {
            format!("{route}/by-slug/{}", pick_slug(slugs, item))
        } else {
            format!("{route}/{}", pick(ids, item))
        }
    };
    Some(match op {
        Op::CreateEvent { via, by, fields } => (
            Method::POST,
            "events",
            path(*via, "events"),
            event_body(world, fields, true),
            *by,
        ),
        Op::UpdateEvent {
            via,
            by,
            item,
            by_slug,
            fields,
        } => (
            Method::POST,
            "events",
            path(
                *via,
                &by_id_or_slug(&world.events, &world.event_slugs, "events", *item, *by_slug),
            ),
            event_body(world, fields, false),
            *by,
        ),
        Op::TrashEvent { via, item, by_slug } => (
            Method::DELETE,
            "events",
            path(
                *via,
                &by_id_or_slug(&world.events, &world.event_slugs, "events", *item, *by_slug),
            ),
            Value::Null,
            Who::Admin,
        ),
        Op::CreateLinked { via, kind, name } => {
            let body = match kind {
                Kind::Venue => json!({"venue": PLACES[name % PLACES.len()], "city": "Nice"}),
                Kind::Organizer => json!({"organizer": PEOPLE[name % PEOPLE.len()]}),
            };
            (
                Method::POST,
                route_of(*kind),
                path(*via, route_of(*kind)),
                body,
                Who::Admin,
            )
        }
        Op::UpdateLinked {
            via,
            kind,
            item,
            name,
            slug,
            status,
        } => {
            let mut body = match kind {
                Kind::Venue => json!({"venue": format!("{} {name}", PLACES[name % PLACES.len()])}),
                Kind::Organizer => {
                    json!({"organizer": format!("{} {name}", PEOPLE[name % PEOPLE.len()])})
                }
            };
            if let Some(slug) = slug {
                body["slug"] = json!(SLUGS[slug % SLUGS.len()]);
            }
            if let Some(status) = status {
                body["status"] = json!(STATUSES[status % STATUSES.len()]);
            }
            let below = format!("{}/{}", route_of(*kind), pick(world.linked(*kind), *item));
            (
                Method::POST,
                route_of(*kind),
                path(*via, &below),
                body,
                Who::Admin,
            )
        }
        Op::TrashLinked {
            via,
            kind,
            item,
            by_slug,
        } => (
            Method::DELETE,
            route_of(*kind),
            path(
                *via,
                &by_id_or_slug(
                    world.linked(*kind),
                    world.linked_slugs(*kind),
                    route_of(*kind),
                    *item,
                    *by_slug,
                ),
            ),
            Value::Null,
            Who::Admin,
        ),
        Op::CreateTerm {
            via,
            taxonomy,
            name,
            parent,
        } => {
            let mut body = json!({"name": TERMS[name % TERMS.len()]});
            if let (Some(parent), Taxonomy::Category) = (parent, taxonomy) {
                body["parent"] = json!(pick(&world.categories, *parent));
            }
            let route = terms_route(*taxonomy);
            (Method::POST, route, path(*via, route), body, Who::Admin)
        }
        Op::UpdateTerm {
            via,
            taxonomy,
            item,
            name,
            slug,
            parent,
        } => {
            let mut body = json!({});
            if let Some(name) = name {
                body["name"] = json!(format!("{} {name}", TERMS[name % TERMS.len()]));
            }
            if let Some(slug) = slug {
                body["slug"] = json!(SLUGS[slug % SLUGS.len()]);
            }
            if let (Some(parent), Taxonomy::Category) = (parent, taxonomy) {
                body["parent"] = json!(pick(&world.categories, *parent));
            }
            let route = terms_route(*taxonomy);
            let below = format!("{route}/{}", pick(world.terms(*taxonomy), *item));
            (Method::POST, route, path(*via, &below), body, Who::Admin)
        }
        Op::DeleteTerm {
            via,
            taxonomy,
            item,
        } => {
            let route = terms_route(*taxonomy);
            let below = format!("{route}/{}", pick(world.terms(*taxonomy), *item));
            (
                Method::DELETE,
                route,
                path(*via, &below),
                Value::Null,
                Who::Admin,
            )
        }
        Op::Read { .. } => return None,
    })
}

fn op_via(op: &Op) -> Via {
    match op {
        Op::CreateEvent { via, .. }
        | Op::UpdateEvent { via, .. }
        | Op::TrashEvent { via, .. }
        | Op::CreateLinked { via, .. }
        | Op::UpdateLinked { via, .. }
        | Op::TrashLinked { via, .. }
        | Op::CreateTerm { via, .. }
        | Op::UpdateTerm { via, .. }
        | Op::DeleteTerm { via, .. }
        | Op::Read { via, .. } => *via,
    }
}

/// The path a read asks for.
fn read_path(world: &World, via: Via, read: &Read) -> String {
    let below = match read {
        Read::Events { filter, item } => {
            let i = *item;
            let filter = match filter {
                0 => String::new(),
                1 => format!("&categories={}", pick(&world.categories, i)),
                2 => format!("&venue={}", pick(&world.venues, i)),
                3 => format!("&organizer={}", pick(&world.organizers, i)),
                4 => "&search=jazz".into(),
                5 => "&status=draft,pending,publish".into(),
                6 => "&per_page=1&page=2".into(),
                _ => format!("&tags={}", pick(&world.tags, i)),
            };
            // Explicit dates: the default window starts now, which `rest_url` shows.
            format!("events?start_date=2030-01-01&end_date=2030-12-31{filter}")
        }
        Read::Event { item, by_slug } => {
            if *by_slug {
                format!("events/by-slug/{}", pick_slug(&world.event_slugs, *item))
            } else {
                format!("events/{}", pick(&world.events, *item))
            }
        }
        Read::Linked { kind, filter, item } => {
            let filter = match filter {
                0 => String::new(),
                1 => "?has_events=true".into(),
                2 => "?only_with_upcoming=true".into(),
                3 => format!("?event={}", pick(&world.events, *item)),
                4 => "?search=a".into(),
                _ => "?status=draft,pending,publish,trash".into(),
            };
            format!("{}{filter}", route_of(*kind))
        }
        Read::LinkedOne {
            kind,
            item,
            by_slug,
        } => {
            if *by_slug {
                let slug = pick_slug(world.linked_slugs(*kind), *item);
                format!("{}/by-slug/{slug}", route_of(*kind))
            } else {
                format!("{}/{}", route_of(*kind), pick(world.linked(*kind), *item))
            }
        }
        Read::Terms {
            taxonomy,
            filter,
            item,
        } => {
            let filter = match filter {
                0 => String::new(),
                1 => "?hide_empty=false".into(),
                2 => format!("?hide_empty=false&event={}", pick(&world.events, *item)),
                3 => "?orderby=count&order=desc".into(),
                4 => format!(
                    "?hide_empty=false&parent={}",
                    pick(&world.categories, *item)
                ),
                _ => "?hide_empty=false&search=s".into(),
            };
            format!("{}{filter}", terms_route(*taxonomy))
        }
        Read::Term { taxonomy, item } => {
            format!(
                "{}/{}",
                terms_route(*taxonomy),
                pick(world.terms(*taxonomy), *item)
            )
        }
        Read::Doc => "doc".into(),
        Read::Feed { address, item } => {
            let i = *item;
            let below = match address {
                0 => "events/?ical=1".to_string(),
                1 => format!("events/category/{}/?ical=1", TERMS[i % 3].to_lowercase()),
                2 => format!("events/tag/{}/?ical=1", TERMS[i % 3].to_lowercase()),
                3 => format!("event/{}/?ical=1", pick_slug(&world.event_slugs, i)),
                4 => format!("events/?ical=1&venue={}", pick(&world.venues, i)),
                5 => format!("events/?ical=1&event_ids={}", pick(&world.events, i)),
                _ => format!("events/?ical=1&categories={}", pick(&world.categories, i)),
            };
            let lang = if via.french { "/fr" } else { "" };
            return format!("{lang}/{below}");
        }
    };
    path(via, &below)
}

/// The headers a cached answer must repeat exactly, besides its body.
const COMPARED_HEADERS: [&str; 7] = [
    "allow",
    "x-wp-total",
    "x-wp-totalpages",
    "link",
    "content-language",
    "content-type",
    "content-disposition",
];

fn answer_of(reply: &Reply) -> String {
    let headers: Vec<String> = COMPARED_HEADERS
        .iter()
        .map(|h| format!("{h}: {}", reply.header(h).unwrap_or("-")))
        .collect();
    format!("{}\n{}\n{}", reply.status, headers.join("\n"), reply.raw)
}

/// What every case starts from, so that its operations find things to name: venues,
/// an organizer, a category with a child, a tag, and events linking them, one of them
/// a draft, one written through the French variant, one by an author.
async fn prelude(app: &TestApp) -> World {
    let mut world = World::default();
    let writes = [
        (
            "venues",
            json!({"venue": "Hall", "city": "Nice"}),
            Who::Admin,
        ),
        ("venues", json!({"venue": "Arena"}), Who::Admin),
        ("organizers", json!({"organizer": "Ann Lee"}), Who::Admin),
        ("categories", json!({"name": "Music"}), Who::Admin),
        ("tags", json!({"name": "Sport"}), Who::Admin),
    ];
    for (route, body, by) in writes {
        let reply = app
            .post(HOST, &format!("{NS}/{route}"), by.auth(), &body)
            .await;
        assert!(reply.status.is_success(), "{}", reply.raw);
        world.learn(route, &reply.body);
    }
    let music = world.categories[0];
    let child = json!({"name": "Jazz", "parent": music});
    let reply = app
        .post(HOST, &format!("{NS}/categories"), Some(ADMIN), &child)
        .await;
    world.learn("categories", &reply.body);
    let events = [
        (
            "",
            json!({"title": "Jazz night", "start_date": "2030-06-01 10:00", "end_date": "2030-06-01 12:00",
            "venue": world.venues[0], "organizer": [world.organizers[0]], "categories": [music], "tags": ["Sport"]}),
            Who::Admin,
        ),
        (
            "/fr",
            json!({"title": "Fête de la musique", "start_date": "2030-06-21 18:00", "end_date": "2030-06-21 23:00",
            "venue": world.venues[1], "categories": ["Jazz"], "status": "publish"}),
            Who::Admin,
        ),
        (
            "",
            json!({"title": "Rock draft", "start_date": "2030-06-02 10:00", "end_date": "2030-06-02 12:00",
            "status": "draft", "venue": world.venues[0], "categories": [music]}),
            Who::Author,
        ),
    ];
    for (lang, body, by) in events {
        let reply = app
            .post(HOST, &format!("{lang}{NS}/events"), by.auth(), &body)
            .await;
        assert!(reply.status.is_success(), "{}", reply.raw);
        world.learn("events", &reply.body);
    }
    world
}

/// A read the case made, checked again after every write.
#[derive(Clone, PartialEq)]
struct Watched {
    path: String,
    who: Who,
    via: Via,
}

/// Reads a case keeps checking after each write: the most recent distinct ones.
const WATCHED: usize = 12;

impl Servers {
    /// The read through the instance it names, and through the oracle.
    async fn check(&self, read: &Watched, done: &[String]) -> Result<(), TestCaseError> {
        let auth = read.who.auth();
        let answer = answer_of(&self.through(read.via).get(HOST, &read.path, auth).await);
        let truth = answer_of(&self.oracle.get(HOST, &read.path, auth).await);
        if answer == truth {
            return Ok(());
        }
        let instance = self.instance(read.via);
        Err(TestCaseError::fail(format!(
            "GET {} as {:?} through the {instance} instance is stale\nafter:\n  {}\n\
             cached:\n{answer}\nwithout cache:\n{truth}",
            read.path,
            read.who,
            done.join("\n  ")
        )))
    }
}

async fn run(case: Case) -> Result<(), TestCaseError> {
    let servers = Servers::start(case.translated).await;
    let mut world = prelude(&servers.first).await;
    let mut done: Vec<String> = Vec::new();
    let mut watched: Vec<Watched> = Vec::new();
    for op in &case.ops {
        if let Op::Read { via, who, read } = op {
            let read = Watched {
                path: read_path(&world, *via, read),
                who: *who,
                via: *via,
            };
            servers.check(&read, &done).await?;
            let instance = servers.instance(*via);
            done.push(format!(
                "GET {} as {who:?} through the {instance}",
                read.path
            ));
            watched.retain(|w| *w != read);
            watched.push(read);
            if watched.len() > WATCHED {
                watched.remove(0);
            }
            continue;
        }
        let Some((method, route, path, body, by)) = write_of(&world, op) else {
            continue;
        };
        let via = op_via(op);
        let through = servers.through(via);
        let reply = if method == Method::DELETE {
            through.delete(HOST, &path, by.auth()).await
        } else {
            through
                .send(method.clone(), HOST, &path, by.auth(), &body)
                .await
        };
        let instance = servers.instance(via);
        done.push(format!(
            "{method} {path} {body} as {by:?} through the {instance}: {}",
            reply.status
        ));
        // A refused write commits nothing.
        if !reply.status.is_success() {
            continue;
        }
        world.learn(route, &reply.body);
        for read in &watched {
            servers.check(read, &done).await?;
        }
    }
    Ok(())
}

#[test]
fn cached_reads_always_answer_as_uncached_ones_do() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let mut runner = TestRunner::new(Config {
        cases: CASES,
        failure_persistence: None,
        // Each run of a case starts servers of its own: shrinking stays bounded.
        max_shrink_iters: 64,
        ..Config::default()
    });
    if let Err(failure) = runner.run(&case(), |case| runtime.block_on(run(case))) {
        panic!("{failure}");
    }
}
