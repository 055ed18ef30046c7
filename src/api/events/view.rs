//! The event object exactly as the plugin emits it (key order included), and the
//! batch loading of everything it embeds.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use serde::Serialize;
use serde_json::{Value, json};

use crate::api::organizers::Organizer;
use crate::api::post_view::{global_id, image, permalink, script_safe, utc_or_zero};
use crate::api::venues::Venue;
use crate::api::venues_organizers::Linked;
use crate::api::{organizers, terms, venues};
use crate::domain::cost::{self, CostDetails, StoredCost};
use crate::domain::dates::{DateDetails, WpDateTime, details, format_wp, start_of_day};
use crate::domain::html::{autop, script_text};
use crate::domain::post::{PostStatus, PostType, Taxonomy};
use crate::domain::tz::EventTz;
use crate::http::extract::Variant;
use crate::store::Store;
use crate::store::events::EventRecord;
use crate::store::images::ImageRecord;
use crate::store::terms::TermRecord;
use crate::store::venues_organizers::{OrganizerRecord, VENUES, VenueRecord};

/// Currency symbol used when an event's cost names none.
const DEFAULT_CURRENCY_SYMBOL: &str = "$";

/// Everything a page of events links to, loaded with one query per kind.
#[derive(Default)]
pub struct Embeds {
    venues: HashMap<i64, VenueRecord>,
    organizers: HashMap<i64, Vec<OrganizerRecord>>,
    terms: HashMap<i64, Vec<TermRecord>>,
    images: HashMap<i64, ImageRecord>,
}

impl Embeds {
    pub async fn load(
        store: &Store,
        tenant: &str,
        events: &[EventRecord],
    ) -> Result<Embeds, sqlx::Error> {
        let ids: Vec<i64> = events.iter().map(|e| e.id).collect();
        let venue_ids: Vec<i64> = events.iter().filter_map(|e| e.data.venue_id).collect();
        let mut embeds = Embeds::default();
        for venue in store
            .linked_by_ids::<VenueRecord>(&VENUES, tenant, &venue_ids)
            .await?
        {
            embeds.venues.insert(venue.id, venue);
        }
        for link in store.organizers_of_events(tenant, &ids).await? {
            embeds
                .organizers
                .entry(link.event_id)
                .or_default()
                .push(link.organizer);
        }
        for link in store.terms_of_events(tenant, &ids).await? {
            embeds
                .terms
                .entry(link.event_id)
                .or_default()
                .push(link.term);
        }
        let image_ids: Vec<i64> = events
            .iter()
            .filter_map(|e| e.data.image_id)
            .chain(embeds.venues.values().filter_map(|v| v.fields.image_id))
            .chain(
                embeds
                    .organizers
                    .values()
                    .flatten()
                    .filter_map(|o| o.fields.image_id),
            )
            .collect();
        for img in store.images_by_ids(tenant, &image_ids).await? {
            embeds.images.insert(img.id, img);
        }
        Ok(embeds)
    }
}

/// The event object.
#[derive(Serialize)]
pub struct EventView {
    id: i64,
    global_id: String,
    global_id_lineage: [String; 1],
    author: String,
    status: String,
    date: String,
    date_utc: String,
    modified: String,
    modified_utc: String,
    url: String,
    rest_url: String,
    title: String,
    description: String,
    excerpt: String,
    slug: String,
    image: Value,
    all_day: Option<bool>,
    start_date: String,
    start_date_details: DateDetails,
    end_date: String,
    end_date_details: DateDetails,
    utc_start_date: String,
    utc_start_date_details: DateDetails,
    utc_end_date: String,
    utc_end_date_details: DateDetails,
    timezone: String,
    timezone_abbr: String,
    cost: String,
    cost_details: CostDetails,
    website: String,
    show_map: Option<bool>,
    show_map_link: Option<bool>,
    hide_from_listings: Option<bool>,
    sticky: Option<bool>,
    featured: Option<bool>,
    categories: Vec<Value>,
    tags: Vec<Value>,
    venue: Value,
    organizer: Vec<Value>,
    custom_fields: [Value; 0],
    #[serde(skip_serializing_if = "Option::is_none")]
    json_ld: Option<Value>,
}

/// How much of an event a response may show.
#[derive(Debug, Clone, Copy)]
pub struct Reveal {
    /// Password-protected fields are shown (right password, or an editor in edit context).
    pub unlocked: bool,
    /// Single reads carry `json_ld`, also on embedded venue and organizers.
    pub json_ld: bool,
}

/// Builds the event object from its record and the page's embeds.
pub fn event(variant: &Variant, e: &EventRecord, embeds: &Embeds, reveal: Reveal) -> EventView {
    let d = &e.data;
    let url = permalink(
        variant,
        PostType::Event,
        "event",
        e.id,
        d.post.status,
        &d.post.slug,
    );
    let locked = !d.post.password.is_empty() && !reveal.unlocked;
    let WpDateTime(start) = d.start_local;
    let WpDateTime(end) = d.end_local;
    let WpDateTime(utc_start) = d.start_utc;
    let WpDateTime(utc_end) = d.end_utc;
    let stored_cost = StoredCost {
        text: d.cost.clone(),
        symbol: d.cost_symbol.clone(),
        position: d.cost_position.clone(),
    };
    let (cost_text, cost_details) = cost::render(&stored_cost, DEFAULT_CURRENCY_SYMBOL);
    let with_json_ld = reveal.json_ld && !locked;
    let gid = global_id(variant, e.id);
    let term_views = |taxonomy_is_category: bool| -> Vec<Value> {
        embeds
            .terms
            .get(&e.id)
            .into_iter()
            .flatten()
            .filter(|t| (t.taxonomy == Taxonomy::Category) == taxonomy_is_category)
            .map(|t| terms::embedded(variant, t))
            .collect()
    };
    let venue_record = d
        .venue_id
        .and_then(|id| embeds.venues.get(&id))
        .filter(|v| v.post.status != PostStatus::Trash);
    let organizer_records: &[OrganizerRecord] = embeds
        .organizers
        .get(&e.id)
        .map(Vec::as_slice)
        .unwrap_or(&[]);
    let image_of = |id: Option<i64>| id.and_then(|i| embeds.images.get(&i));

    let json_ld = with_json_ld.then(|| {
        let tz = crate::domain::tz::parse(&d.timezone)
            .unwrap_or_else(|| variant.tenant.timezone.clone());
        let places = (
            venue_record,
            organizer_records.first(),
            image_of(d.image_id),
        );
        event_json_ld(
            e,
            &url,
            (&tz, &variant.tenant.timezone),
            (start, end),
            places,
            &cost_details,
        )
    });

    let mut view = EventView {
        id: e.id,
        global_id: gid.clone(),
        global_id_lineage: [gid],
        author: d.post.author.to_string(),
        status: d.post.status.to_string(),
        date: d.post.date_local.to_string(),
        date_utc: utc_or_zero(d.post.date_utc),
        modified: d.post.modified_local.to_string(),
        modified_utc: d.post.modified_utc.to_string(),
        rest_url: format!("{}/events/{}", variant.api_base(), e.id),
        title: d.post.title.trim().to_string(),
        description: autop(&d.post.content),
        excerpt: autop(&d.post.excerpt),
        slug: d.post.slug.clone(),
        image: image(image_of(d.image_id)),
        all_day: Some(d.all_day),
        start_date: format_wp(&start),
        start_date_details: details(&start),
        end_date: format_wp(&end),
        end_date_details: details(&end),
        utc_start_date: format_wp(&utc_start),
        utc_start_date_details: details(&utc_start),
        utc_end_date: format_wp(&utc_end),
        utc_end_date_details: details(&utc_end),
        timezone: d.timezone.clone(),
        timezone_abbr: d.timezone_abbr.clone(),
        cost: cost_text,
        cost_details,
        website: d.website.clone().unwrap_or_else(|| url.clone()),
        url,
        show_map: Some(d.show_map),
        show_map_link: Some(d.show_map_link),
        hide_from_listings: Some(d.hide_from_listings),
        sticky: Some(d.post.menu_order == -1),
        featured: Some(d.featured),
        categories: term_views(true),
        tags: term_views(false),
        venue: venue_record.map_or_else(
            || json!([]),
            |v| Venue::view(variant, v, image_of(v.fields.image_id), reveal.json_ld),
        ),
        organizer: organizer_records
            .iter()
            .map(|o| Organizer::view(variant, o, image_of(o.fields.image_id), reveal.json_ld))
            .collect(),
        custom_fields: [],
        json_ld,
    };
    if locked {
        blank_protected(&mut view);
    }
    view
}

/// What the plugin hides of a password-protected event until the password is given.
fn blank_protected(view: &mut EventView) {
    view.description.clear();
    view.excerpt.clear();
    view.image = Value::Bool(false);
    view.all_day = None;
    view.cost.clear();
    view.cost_details = CostDetails {
        currency_symbol: String::new(),
        currency_code: String::new(),
        currency_position: String::new(),
        values: Vec::new(),
    };
    view.website.clear();
    view.show_map = None;
    view.show_map_link = None;
    view.hide_from_listings = None;
    view.sticky = None;
    view.featured = None;
    view.categories.clear();
    view.tags.clear();
    view.venue = json!([]);
    view.organizer.clear();
}

/// schema.org `Event`. Start and end carry the event zone's offset; the offer's
/// `validFrom` (publication day) the site zone's.
fn event_json_ld(
    e: &EventRecord,
    url: &str,
    (tz, site_tz): (&EventTz, &EventTz),
    (start, end): (NaiveDateTime, NaiveDateTime),
    (venue, organizer, image): (
        Option<&VenueRecord>,
        Option<&OrganizerRecord>,
        Option<&ImageRecord>,
    ),
    cost: &CostDetails,
) -> Value {
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
