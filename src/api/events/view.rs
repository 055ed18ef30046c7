//! The event object exactly as the plugin emits it (key order included), and the
//! batch loading of everything it embeds.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

use serde::Serialize;
use serde::ser::{SerializeSeq, Serializer};
use serde_json::{Value, json};

use crate::api::organizers::Organizer;
use crate::api::post_view::{GlobalId, ImageView, global_id, permalink, script_safe, utc_or_zero};
use crate::api::posts::facts;
use crate::api::terms::EmbeddedTerm;
use crate::api::translations::Addresses;
use crate::api::venues::Venue;
use crate::api::venues_organizers::LinkedView;
use crate::api::{organizers, terms, translations, venues};
use crate::domain::cost::{self, CostDetails, StoredCost};
use crate::domain::dates::{DateDetails, WpDateTime, start_of_day};
use crate::domain::html::{autop, script_text};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::domain::roles::Who;
use crate::http::extract::Variant;
use crate::state::AppState;
use crate::store::StoreError;
use crate::store::changes::Part;
use crate::store::events::EventRecord;
use crate::store::images::ImageRecord;
use crate::store::posts::PostData;
use crate::store::records::Recall;
use crate::store::terms::TermRecord;
use crate::store::venues_organizers::{OrganizerRecord, VenueRecord};

/// Currency symbol used when an event's cost names none.
const DEFAULT_CURRENCY_SYMBOL: &str = "$";

/// Everything a page of events links to, remembered or read with one query per kind.
/// The records are shared with the memory of them, and copied only to be given another
/// language's text.
#[derive(Default)]
pub struct Embeds {
    venues: HashMap<i64, Arc<VenueRecord>>,
    organizers: HashMap<i64, Arc<OrganizerRecord>>,
    terms: HashMap<i64, Arc<TermRecord>>,
    images: HashMap<i64, Arc<ImageRecord>>,
}

impl Embeds {
    /// Loads what `events` link to, and gives the events and everything they embed
    /// the text the variant serves.
    pub async fn load(
        state: &AppState,
        variant: &Variant,
        events: &mut [EventRecord],
        how: Recall,
    ) -> Result<Embeds, StoreError> {
        let (store, records) = (&state.store, &state.records);
        let tenant = variant.tenant_id();
        let venue_ids: Vec<i64> = events.iter().filter_map(|e| e.data.venue_id).collect();
        let organizer_ids: Vec<i64> = events
            .iter()
            .flat_map(|e| e.organizer_ids.0.iter().copied())
            .collect();
        let term_ids: Vec<i64> = events
            .iter()
            .flat_map(|e| e.term_ids.0.iter().copied())
            .collect();
        let mut embeds = Embeds {
            venues: records.get(store, tenant, &venue_ids, how).await?,
            organizers: records.get(store, tenant, &organizer_ids, how).await?,
            terms: records.get(store, tenant, &term_ids, how).await?,
            images: HashMap::new(),
        };
        let image_ids: Vec<i64> = events
            .iter()
            .filter_map(|e| e.data.image_id)
            .chain(embeds.venues.values().filter_map(|v| v.fields.image_id))
            .chain(embeds.organizers.values().filter_map(|o| o.fields.image_id))
            .collect();
        embeds.images = records.get(store, tenant, &image_ids, how).await?;
        // By the names they are stored with, before the variant's texts replace them.
        for e in events.iter_mut() {
            in_wordpress_order(&mut e.term_ids.0, &embeds.terms);
        }
        // Only tenants that keep text per language give a variant other texts.
        if variant.text_lang.is_none() {
            return Ok(embeds);
        }
        let posts = events
            .iter_mut()
            .map(|e| (e.id, &mut e.data.post))
            .chain(
                embeds
                    .venues
                    .values_mut()
                    .map(|v| (v.id, &mut Arc::make_mut(v).post)),
            )
            .chain(
                embeds
                    .organizers
                    .values_mut()
                    .map(|o| (o.id, &mut Arc::make_mut(o).post)),
            )
            .collect();
        translations::localize_posts(store, variant, posts).await?;
        let terms = embeds.terms.values_mut().map(Arc::make_mut).collect();
        translations::localize_terms(store, variant, terms).await?;
        Ok(embeds)
    }
}

/// Puts an event's term ids in the order WordPress shows its terms in: by name, then
/// by id (the rows keep them by id).
fn in_wordpress_order(term_ids: &mut [i64], terms: &HashMap<i64, Arc<TermRecord>>) {
    term_ids.sort_by(|a, b| {
        let name = |id| terms.get(id).map(|t| t.name.as_str());
        name(a).cmp(&name(b)).then(a.cmp(b))
    });
}

/// The event object. It borrows what it shows as stored; what it spells (addresses,
/// paragraphs, cost) it writes once.
#[derive(Serialize)]
pub struct EventView<'a> {
    id: i64,
    global_id: GlobalId<'a>,
    global_id_lineage: [GlobalId<'a>; 1],
    #[serde(serialize_with = "as_text")]
    author: i64,
    status: &'static str,
    date: WpDateTime,
    #[serde(serialize_with = "utc_or_zero")]
    date_utc: Option<WpDateTime>,
    modified: WpDateTime,
    modified_utc: WpDateTime,
    url: String,
    rest_url: String,
    title: &'a str,
    description: String,
    excerpt: String,
    slug: &'a str,
    image: ImageView<'a>,
    all_day: Option<bool>,
    #[serde(flatten)]
    dates: EventDates,
    timezone: &'a str,
    timezone_abbr: &'a str,
    cost: String,
    cost_details: CostDetails,
    website: Cow<'a, str>,
    show_map: Option<bool>,
    show_map_link: Option<bool>,
    hide_from_listings: Option<bool>,
    sticky: Option<bool>,
    featured: Option<bool>,
    categories: Vec<EmbeddedTerm<'a>>,
    tags: Vec<EmbeddedTerm<'a>>,
    /// `[]` when the event shows no venue.
    #[serde(serialize_with = "venue_or_empty")]
    venue: Option<LinkedView<'a, Venue>>,
    organizer: Vec<LinkedView<'a, Organizer>>,
    custom_fields: [Value; 0],
    #[serde(skip_serializing_if = "Option::is_none")]
    json_ld: Option<Value>,
    /// On tenants that keep text per language: the language of the text served...
    #[serde(skip_serializing_if = "Option::is_none")]
    lang: Option<String>,
    /// ...and the event's address in each language it has text in.
    #[serde(skip_serializing_if = "Option::is_none")]
    translations: Option<Addresses<'a>>,
}

/// An id as the plugin writes an author: a string of its digits.
fn as_text<S: Serializer>(id: &i64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(id)
}

fn venue_or_empty<S: Serializer>(
    venue: &Option<LinkedView<Venue>>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match venue {
        Some(venue) => venue.serialize(serializer),
        None => serializer.serialize_seq(Some(0))?.end(),
    }
}

/// An event's start and end, on its own clock and in UTC, each with its details.
#[derive(Serialize)]
struct EventDates {
    start_date: WpDateTime,
    start_date_details: DateDetails,
    end_date: WpDateTime,
    end_date_details: DateDetails,
    utc_start_date: WpDateTime,
    utc_start_date_details: DateDetails,
    utc_end_date: WpDateTime,
    utc_end_date_details: DateDetails,
}

impl EventDates {
    fn of(e: &EventRecord) -> EventDates {
        let d = &e.data;
        EventDates {
            start_date: d.start_local,
            start_date_details: DateDetails(d.start_local.0),
            end_date: d.end_local,
            end_date_details: DateDetails(d.end_local.0),
            utc_start_date: d.start_utc,
            utc_start_date_details: DateDetails(d.start_utc.0),
            utc_end_date: d.end_utc,
            utc_end_date_details: DateDetails(d.end_utc.0),
        }
    }
}

/// How much of an event a response may show.
#[derive(Debug, Clone, Copy)]
pub struct Reveal {
    /// Who reads it: only the venue and organizers they may read are embedded.
    pub reader: Who,
    /// Password-protected fields are shown (right password, or an editor in edit context).
    pub unlocked: bool,
    /// Single reads carry `json_ld`, also on embedded venue and organizers.
    pub json_ld: bool,
}

/// What one event links to, found in its page's embeds, as far as its reader may see:
/// a trashed venue or organizer is not shown, nor one the reader may not read (another
/// user's draft, say, whose address an event must not publish).
pub struct EventEmbeds<'a> {
    pub venue: Option<&'a VenueRecord>,
    /// Those it links to, in link order, less the hidden ones.
    pub organizers: Vec<&'a OrganizerRecord>,
    /// In the order of its ids, which [`Embeds::load`] puts by name, as WordPress orders them.
    pub terms: Vec<&'a TermRecord>,
    images: &'a HashMap<i64, Arc<ImageRecord>>,
}

/// What the view of `e` shows of the tenant's data: the event, and the venue,
/// organizers and terms it links to (shown or not, as a hidden one may be published
/// or come back from the trash).
pub fn shown_parts(e: &EventRecord) -> Vec<Part> {
    std::iter::once(e.id)
        .chain(e.data.venue_id)
        .chain(e.organizer_ids.0.iter().copied())
        .map(Part::Post)
        .chain(e.term_ids.0.iter().map(|t| Part::Term(*t)))
        .collect()
}

/// Whether an event shows a linked venue or organizer to `reader`.
fn shows(reader: &Who, post: &PostData) -> bool {
    post.status != PostStatus::Trash && reader.can_read(&facts(post))
}

impl Embeds {
    /// What `e` links to, as its view shows it to `reader`.
    pub fn of_event(&self, e: &EventRecord, reader: &Who) -> EventEmbeds<'_> {
        EventEmbeds {
            venue: e
                .data
                .venue_id
                .and_then(|id| self.venues.get(&id))
                .map(Arc::as_ref)
                .filter(|v| shows(reader, &v.post)),
            organizers: (e.organizer_ids.0.iter())
                .filter_map(|id| self.organizers.get(id))
                .map(Arc::as_ref)
                .filter(|o| shows(reader, &o.post))
                .collect(),
            terms: (e.term_ids.0.iter())
                .filter_map(|id| self.terms.get(id))
                .map(Arc::as_ref)
                .collect(),
            images: &self.images,
        }
    }
}

impl<'a> EventEmbeds<'a> {
    /// The image with `id`, when the page's embeds hold it.
    pub fn image(&self, id: Option<i64>) -> Option<&'a ImageRecord> {
        id.and_then(|id| self.images.get(&id)).map(Arc::as_ref)
    }

    fn terms_in(&self, variant: &'a Variant, taxonomy: Taxonomy) -> Vec<EmbeddedTerm<'a>> {
        self.terms
            .iter()
            .filter(|t| t.taxonomy == taxonomy)
            .map(|t| terms::embedded(variant, t))
            .collect()
    }

    fn venue_view(&self, variant: &'a Variant, json_ld: bool) -> Option<LinkedView<'a, Venue>> {
        self.venue.map(|v| LinkedView {
            variant,
            record: v,
            image: self.image(v.fields.image_id),
            json_ld,
        })
    }

    fn organizer_views(
        &self,
        variant: &'a Variant,
        json_ld: bool,
    ) -> Vec<LinkedView<'a, Organizer>> {
        self.organizers
            .iter()
            .map(|&o| LinkedView {
                variant,
                record: o,
                image: self.image(o.fields.image_id),
                json_ld,
            })
            .collect()
    }
}

/// Builds the event object from its record and the page's embeds.
pub fn event<'a>(
    variant: &'a Variant,
    e: &'a EventRecord,
    embeds: &'a Embeds,
    reveal: Reveal,
) -> EventView<'a> {
    let d = &e.data;
    let url = permalink(
        variant,
        PostType::Event,
        "event",
        e.id,
        d.post.status,
        &d.post.slug,
    );
    let linked = embeds.of_event(e, &reveal.reader);
    let (cost, cost_details) = cost::render(&stored_cost(e), DEFAULT_CURRENCY_SYMBOL);
    let locked = !d.post.password.is_empty() && !reveal.unlocked;
    let json_ld = (reveal.json_ld && !locked)
        .then(|| event_json_ld(variant, e, &url, &linked, &cost_details));
    let gid = global_id(variant, e.id);
    let mut view = EventView {
        id: e.id,
        global_id: gid,
        global_id_lineage: [gid],
        author: d.post.author,
        status: d.post.status.as_str(),
        date: d.post.date_local,
        date_utc: d.post.date_utc,
        modified: d.post.modified_local,
        modified_utc: d.post.modified_utc,
        rest_url: format!("{}/events/{}", variant.api_base(), e.id),
        title: d.post.title.trim(),
        description: autop(&d.post.content),
        excerpt: autop(&d.post.excerpt),
        slug: &d.post.slug,
        image: ImageView(linked.image(d.image_id)),
        all_day: Some(d.all_day),
        dates: EventDates::of(e),
        timezone: &d.timezone,
        timezone_abbr: &d.timezone_abbr,
        cost,
        cost_details,
        website: d
            .website
            .as_deref()
            .map_or_else(|| Cow::Owned(url.clone()), Cow::Borrowed),
        url,
        show_map: Some(d.show_map),
        show_map_link: Some(d.show_map_link),
        hide_from_listings: Some(d.hide_from_listings),
        sticky: Some(d.post.menu_order == -1),
        featured: Some(d.featured),
        categories: linked.terms_in(variant, Taxonomy::Category),
        tags: linked.terms_in(variant, Taxonomy::Tag),
        venue: linked.venue_view(variant, reveal.json_ld),
        organizer: linked.organizer_views(variant, reveal.json_ld),
        custom_fields: [],
        json_ld,
        lang: d.post.languages.as_ref().map(|l| l.served.clone()),
        translations: d.post.languages.as_ref().map(|languages| Addresses {
            variant,
            languages,
            collection: "events",
            id: e.id,
        }),
    };
    if locked {
        blank_protected(&mut view);
    }
    view
}

fn stored_cost(e: &EventRecord) -> StoredCost {
    StoredCost {
        text: e.data.cost.clone(),
        symbol: e.data.cost_symbol.clone(),
        position: e.data.cost_position.clone(),
    }
}

/// What the plugin hides of a password-protected event until the password is given.
fn blank_protected(view: &mut EventView) {
    view.description.clear();
    view.excerpt.clear();
    view.image = ImageView(None);
    view.all_day = None;
    view.cost.clear();
    view.cost_details = CostDetails {
        currency_symbol: String::new(),
        currency_code: String::new(),
        currency_position: String::new(),
        values: Vec::new(),
    };
    view.website = Cow::Borrowed("");
    view.show_map = None;
    view.show_map_link = None;
    view.hide_from_listings = None;
    view.sticky = None;
    view.featured = None;
    view.categories.clear();
    view.tags.clear();
    view.venue = None;
    view.organizer.clear();
}

/// schema.org `Event`. Start and end carry the event zone's offset (the site's when
/// the stored zone is unknown); the offer's `validFrom` (publication day) the site
/// zone's.
fn event_json_ld(
    variant: &Variant,
    e: &EventRecord,
    url: &str,
    linked: &EventEmbeds,
    cost: &CostDetails,
) -> Value {
    let site_tz = &variant.tenant.timezone;
    let tz = crate::domain::tz::parse(&e.data.timezone).unwrap_or_else(|| site_tz.clone());
    let WpDateTime(start) = e.data.start_local;
    let WpDateTime(end) = e.data.end_local;
    let (venue, organizer, image) = (
        linked.venue,
        linked.organizers.first(),
        linked.image(e.data.image_id),
    );
    let d = &e.data;
    let mut ld = serde_json::Map::new();
    ld.insert("@context".into(), json!("http://schema.org"));
    ld.insert("@type".into(), json!("Event"));
    ld.insert("name".into(), json!(script_text(&d.post.title)));
    ld.insert("description".into(), json!(script_text(&d.post.excerpt)));
    if let Some(img) = image {
        ld.insert("image".into(), json!(img.url));
    }
    ld.insert("url".into(), json!(url));
    ld.insert(
        "eventAttendanceMode".into(),
        json!("https://schema.org/OfflineEventAttendanceMode"),
    );
    ld.insert(
        "eventStatus".into(),
        json!("https://schema.org/EventScheduled"),
    );
    ld.insert("startDate".into(), json!(tz.iso8601(start)));
    ld.insert("endDate".into(), json!(tz.iso8601(end)));
    if let Some(v) = venue {
        ld.insert("location".into(), venues::json_ld(v));
    }
    if let Some(o) = organizer {
        ld.insert("organizer".into(), organizers::json_ld(o));
    }
    if !cost.values.is_empty() {
        let published = start_of_day(&d.post.date_local.0);
        ld.insert(
            "offers".into(),
            json!({
                "@type": "Offer",
                "price": price_range(&cost.values),
                "priceCurrency": "USD",
                "url": url,
                "category": "primary",
                "availability": "inStock",
                "validFrom": site_tz.iso8601(published),
            }),
        );
    }
    ld.insert("performer".into(), json!("Organization"));
    script_safe(Value::Object(ld))
}

/// `"10"` or `"10 – 20"`: lowest and highest of the sorted cost values.
fn price_range(values: &[String]) -> String {
    match (values.first(), values.last()) {
        (Some(low), Some(high)) if low != high => format!("{low} – {high}"),
        (Some(low), _) => low.clone(),
        _ => String::new(),
    }
}
