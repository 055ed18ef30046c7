//! `calendar-gateway demo-data`: realistic, reproducible calendar data written through
//! the store layer, for demonstrations and benchmarks.
//!
//! For each tenant filled: about N/50 venues and N/100 organizers, a category tree
//! and a set of tags, then N events over three calendar years (last year, this year
//! and next year, in UTC) with varied lengths, all-day and multi-day events, several
//! time zones (IANA ones and a manual `UTC+5.5` offset), featured and hidden ones, a
//! few drafts, costs, and titles and HTML descriptions in English, French, German and
//! Spanish. The same seed gives the same data within a calendar year (the three years
//! follow the current date); each tenant gets its own stream derived from the seed.
//!
//! Author: the tenant's user `demo`, created when missing (an administrator without
//! application password). The demo data of a tenant are that user's posts: a run
//! refuses a tenant that has some, unless told to add to them or to replace them, and
//! replacing deletes that user's events and the venues and organizers of that user no
//! other user's event uses (categories and tags are found by name and reused).
//!
//! Writes go in transactions of [`BATCH`] events, so a large run neither holds the
//! write lock for long nor commits row by row; replacing is one transaction, so the
//! tenant has its old demo data or the new, never neither. Slugs are made unique by appending a
//! sequence number that continues after the posts the tenant already has, instead of
//! asking the database for each row.

use std::time::Instant;

use anyhow::{Context, bail};
use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime};
use clap::Args;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use crate::config::{Config, StoreArgs, Tenant};
use crate::domain::cost::parse_cost;
use crate::domain::dates::{WpDateTime, end_of_day, start_of_day};
use crate::domain::post::{PostStatus, Taxonomy};
use crate::domain::roles::Role;
use crate::domain::slug::{sanitize_title, with_suffix};
use crate::domain::tz::{self, EventTz};
use crate::progress::{Progress, Unit};
use crate::store::events::EventData;
use crate::store::posts::{PostCounts, PostData};
use crate::store::terms::TermData;
use crate::store::venues_organizers::{ORGANIZERS, OrganizerFields, VENUES, VenueFields};
use crate::store::{Store, StoreLock, WriteTx, redact};

#[derive(Debug, Args)]
pub struct DemoDataArgs {
    /// Events per tenant; about 1/50 as many venues and 1/100 as many organizers.
    #[arg(long, value_name = "N")]
    pub events: usize,
    /// Fill only the first T tenants of the configuration (default: all).
    #[arg(long, value_name = "T")]
    pub tenants: Option<usize>,
    /// Seed of the generator: the same seed gives the same data.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Add to the demo data a tenant has already.
    #[arg(long, conflicts_with = "replace")]
    pub append: bool,
    /// Remove the demo data a tenant has already (the events of user `demo`, and those
    /// of its venues and organizers no other event uses), then write the new data, in one
    /// transaction per tenant.
    #[arg(long)]
    pub replace: bool,
    #[command(flatten)]
    pub place: StoreArgs,
}

/// Events written per transaction.
pub const BATCH: usize = 2000;

/// Login of the author the command uses or creates.
pub const DEMO_LOGIN: &str = "demo";

/// What one run wrote, over every tenant.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    pub tenants: usize,
    pub events: usize,
    pub venues: usize,
    pub organizers: usize,
    pub categories: usize,
    pub tags: usize,
}

/// What to do with a tenant that has demo data already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Existing {
    /// Write nothing at all and say why.
    Refuse,
    Append,
    Replace,
}

/// What was done to one tenant.
struct TenantReport {
    /// The demo data the tenant had, and what of it was deleted (with `--replace`).
    before: PostCounts,
    deleted: Option<PostCounts>,
    added: PostCounts,
    categories: usize,
    tags: usize,
    /// Categories and tags created, rather than found by name.
    new_terms: usize,
}

/// Why demo data is not written to an SQLite store in use.
const FILLED_UNSERVED: &str = "a server's cached answers do not show what another process \
writes to an SQLite store";

/// Runs `demo-data`: one line per tenant and a summary on stderr.
pub async fn run(args: DemoDataArgs) -> anyhow::Result<()> {
    let config = Config::load_tenants(args.place.config.as_deref())?;
    let count = args.tenants.unwrap_or(config.tenants.len());
    if count == 0 || count > config.tenants.len() {
        bail!(
            "--tenants {count}: the configuration has {} tenant(s)",
            config.tenants.len()
        );
    }
    let existing = match (args.append, args.replace) {
        (true, _) => Existing::Append,
        (_, true) => Existing::Replace,
        _ => Existing::Refuse,
    };
    let progress = Progress::start("demo-data")?;
    let url = &args.place.database.database_url;
    let _filling = StoreLock::for_url(url, FILLED_UNSERVED)
        .with_context(|| format!("opening {}", redact(url)))?;
    progress.phase("opening the store");
    let store = Store::open_migrated(url)
        .await
        .with_context(|| format!("opening {}", redact(url)))?;
    let tenants = &config.tenants[..count];
    if existing == Existing::Refuse {
        refuse_if_filled(&store, tenants).await?;
    }
    let started = Instant::now();
    let mut totals = Totals::default();
    for (index, tenant) in tenants.iter().enumerate() {
        let seed = args
            .seed
            .wrapping_add((index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let year = chrono::Utc::now().year();
        let name = format!("tenant `{}` ({} of {count})", tenant.id, index + 1);
        let report = fill_tenant(
            &store,
            tenant,
            Fill {
                events: args.events,
                seed,
                year,
                existing,
            },
            &progress,
            &name,
        )
        .await?;
        progress.println(&format!(
            "demo-data: tenant `{}`: {}",
            tenant.id,
            report.describe()
        ));
        totals.tenants += 1;
        totals.events += report.added.events;
        totals.venues += report.added.venues;
        totals.organizers += report.added.organizers;
        totals.categories += report.categories;
        totals.tags += report.tags;
    }
    // The planner's statistics should describe the data just written, not the empty
    // tables of before, and searches should not look each word up in every segment
    // the load's transactions left in the search index.
    progress.phase("refreshing the planner's statistics");
    store.refresh_statistics().await?;
    progress.phase("merging the search indexes");
    store.merge_search_indexes().await?;
    progress.phase("closing the store");
    store.close().await;
    drop(progress);
    eprintln!(
        "demo-data: wrote {} tenant(s), {} events, {} venues, {} organizers, {} categories, {} tags in {:.2} s",
        totals.tenants,
        totals.events,
        totals.venues,
        totals.organizers,
        totals.categories,
        totals.tags,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Fails, before anything is written, when any of `tenants` has demo data already.
async fn refuse_if_filled(store: &Store, tenants: &[std::sync::Arc<Tenant>]) -> anyhow::Result<()> {
    let mut filled = Vec::new();
    for tenant in tenants {
        let Some(demo) = store.user_by_login(&tenant.id, DEMO_LOGIN).await? else {
            continue;
        };
        let counts = store.count_posts_by(&tenant.id, demo.id).await?;
        if !counts.is_empty() {
            filled.push(format!("tenant `{}` has {counts}", tenant.id));
        }
    }
    if !filled.is_empty() {
        bail!(
            "demo data is there already ({}, by user `{DEMO_LOGIN}`); nothing was written: \
             pass --append to add more, or --replace to replace it",
            filled.join("; ")
        );
    }
    Ok(())
}

impl TenantReport {
    fn describe(&self) -> String {
        let before = match (self.deleted, self.before.is_empty()) {
            (_, true) => String::new(),
            (Some(deleted), false) => {
                let kept = PostCounts {
                    events: self.before.events - deleted.events,
                    venues: self.before.venues - deleted.venues,
                    organizers: self.before.organizers - deleted.organizers,
                };
                let mut text = format!("deleted the previous demo data ({deleted})");
                if kept.venues + kept.organizers > 0 {
                    text.push_str(&format!(
                        ", except {} venues and {} organizers other users' events use",
                        kept.venues, kept.organizers
                    ));
                }
                text + "; "
            }
            (None, false) => format!("kept the previous demo data ({}); ", self.before),
        };
        format!(
            "{before}added {}, with {} categories and {} tags ({} of them new)",
            self.added, self.categories, self.tags, self.new_terms
        )
    }
}

/// What to write to one tenant; `year` is the middle of the three years.
struct Fill {
    events: usize,
    seed: u64,
    year: i32,
    existing: Existing,
}

/// Writes the demo data of one tenant, showing its steps under `name`. With
/// [`Existing::Replace`] the deletion of the previous demo data and the whole new data
/// are one transaction; otherwise the events are committed [`BATCH`] at a time.
async fn fill_tenant(
    store: &Store,
    tenant: &Tenant,
    fill: Fill,
    progress: &Progress,
    name: &str,
) -> anyhow::Result<TenantReport> {
    let Fill {
        events,
        seed,
        year,
        existing,
    } = fill;
    let id = tenant.id.as_str();
    let mut rng = StdRng::seed_from_u64(seed);
    let author = demo_author(store, id).await?;
    let before = store.count_posts_by(id, author).await?;
    let site = &tenant.timezone;
    let range_start = NaiveDate::from_ymd_opt(year - 1, 1, 1)
        .context("year out of range")?
        .and_hms_opt(0, 0, 0)
        .context("year out of range")?;
    let range_days = (NaiveDate::from_ymd_opt(year + 2, 1, 1).context("year out of range")?
        - range_start.date())
    .num_days();
    let mut seq = store.count_posts(id).await? + 1;
    let mut next_slug = |title: &str| {
        let base = sanitize_title(title);
        let base = if base.is_empty() { "demo".into() } else { base };
        let slug = with_suffix(&base, seq as u32);
        seq += 1;
        slug
    };
    let maker = Gen {
        author,
        site,
        range_start,
        range_days,
    };

    let mut tx = store.begin_write();
    let deleted = match existing {
        Existing::Replace => {
            progress.phase(format!("{name}: deleting the previous demo data"));
            Some(Store::delete_posts_by(&mut tx, id, author).await?)
        }
        Existing::Append | Existing::Refuse => None,
    };
    progress.phase(format!("{name}: writing venues, organizers and terms"));
    let venue_count = (events / 50).max(3);
    let mut venues = Vec::with_capacity(venue_count);
    for _ in 0..venue_count {
        let (mut post, fields) = maker.venue(&mut rng, &mut next_slug);
        venues.push(Store::insert_linked(&mut tx, &VENUES, id, &mut post, &fields).await?);
    }
    let organizer_count = (events / 100).max(3);
    let mut organizers = Vec::with_capacity(organizer_count);
    for _ in 0..organizer_count {
        let (mut post, fields) = maker.organizer(&mut rng, &mut next_slug);
        organizers.push(Store::insert_linked(&mut tx, &ORGANIZERS, id, &mut post, &fields).await?);
    }
    let mut new_terms = 0;
    let mut categories = Vec::new();
    for (parent, children) in CATEGORIES {
        let parent_id = term(&mut tx, id, Taxonomy::Category, parent, 0, &mut new_terms).await?;
        categories.push(parent_id);
        for child in *children {
            categories.push(
                term(
                    &mut tx,
                    id,
                    Taxonomy::Category,
                    child,
                    parent_id,
                    &mut new_terms,
                )
                .await?,
            );
        }
    }
    let mut tags = Vec::with_capacity(TAGS.len());
    for tag in TAGS {
        tags.push(term(&mut tx, id, Taxonomy::Tag, tag, 0, &mut new_terms).await?);
    }

    let links = LinkTargets {
        venues: &venues,
        organizers: &organizers,
        categories: &categories,
        tags: &tags,
    };
    progress.count(
        format!("{name}: writing events"),
        Unit::Items("events"),
        events as u64,
    );
    let mut written = 0;
    let mut refresh_at = BATCH;
    while written < events {
        if existing != Existing::Replace {
            tx.commit().await?;
            // A plan made for the empty tables of the start (a slug's check reading every
            // post of its type) would serve to the end: the planner learns the tables'
            // sizes each time they double.
            if written >= refresh_at {
                store.refresh_statistics().await?;
                refresh_at *= 2;
            }
            tx = store.begin_write();
        }
        let end = (written + BATCH).min(events);
        let mut organizer_links = Vec::new();
        let mut term_links = Vec::new();
        for _ in written..end {
            let mut event = maker.event(&mut rng, &mut next_slug, &links);
            let event_id = Store::insert_event(&mut tx, id, &mut event.data).await?;
            for (position, organizer) in event.organizers.iter().enumerate() {
                organizer_links.push((event_id, *organizer, position as i64));
            }
            for term in event.categories.iter().chain(&event.tags) {
                term_links.push((event_id, *term));
            }
            progress.advance(1);
        }
        Store::add_event_links(&mut tx, id, &organizer_links, &term_links).await?;
        written = end;
    }
    tx.commit().await?;

    Ok(TenantReport {
        before,
        deleted,
        added: PostCounts {
            events,
            venues: venue_count,
            organizers: organizer_count,
        },
        categories: categories.len(),
        tags: tags.len(),
        new_terms,
    })
}

/// The tenant's user `demo`, created when missing (an administrator without application
/// password: it only signs the demo posts). Every demo post is signed by it, which is
/// how a later run recognises the demo data.
async fn demo_author(store: &Store, tenant: &str) -> anyhow::Result<i64> {
    if let Some(user) = store.user_by_login(tenant, DEMO_LOGIN).await? {
        return Ok(user.id);
    }
    let user = store
        .create_user(tenant, DEMO_LOGIN, "", "Demo", Role::Administrator)
        .await?;
    Ok(user.id)
}

/// A term of `taxonomy` named `name`: the existing one, or a new one under `parent`
/// (counted in `created`).
async fn term(
    tx: &mut WriteTx,
    tenant: &str,
    taxonomy: Taxonomy,
    name: &str,
    parent: i64,
    created: &mut usize,
) -> anyhow::Result<i64> {
    if let Some(id) = Store::term_by_name_in_tx(tx, tenant, taxonomy, name, &[]).await? {
        return Ok(id);
    }
    *created += 1;
    let slug = Store::unique_term_slug(tx, tenant, taxonomy, &sanitize_title(name), 0).await?;
    let data = TermData {
        name: name.to_string(),
        slug,
        description: String::new(),
        parent_id: parent,
        lang: String::new(),
    };
    Ok(Store::insert_term(tx, tenant, taxonomy, &data).await?)
}

/// The ids events link to.
struct LinkTargets<'a> {
    venues: &'a [i64],
    organizers: &'a [i64],
    categories: &'a [i64],
    tags: &'a [i64],
}

/// One generated event and its links.
struct DemoEvent {
    data: EventData,
    organizers: Vec<i64>,
    categories: Vec<i64>,
    tags: Vec<i64>,
}

/// What every generated post shares.
struct Gen<'a> {
    author: i64,
    site: &'a EventTz,
    range_start: NaiveDateTime,
    range_days: i64,
}

impl Gen<'_> {
    /// A published post; its publication date lies before the three years.
    fn post(&self, rng: &mut StdRng, title: String, content: String, slug: String) -> PostData {
        let published = self.range_start
            - Duration::days(rng.random_range(1..=90))
            - Duration::minutes(rng.random_range(0..24 * 60));
        PostData {
            author: self.author,
            status: PostStatus::Publish,
            title,
            content,
            slug,
            date_local: WpDateTime(self.site.from_utc(published)),
            date_utc: Some(WpDateTime(published)),
            modified_local: WpDateTime(self.site.from_utc(published)),
            modified_utc: WpDateTime(published),
            ..PostData::default()
        }
    }

    fn venue(
        &self,
        rng: &mut StdRng,
        next_slug: &mut impl FnMut(&str) -> String,
    ) -> (PostData, VenueFields) {
        let place = PLACES.choose(rng).expect("places");
        let lang = place.lang;
        let kind = lang.venue_kinds.choose(rng).expect("kinds");
        let street = lang.streets.choose(rng).expect("streets");
        let title = format!("{kind} {street}");
        let number = rng.random_range(1..200);
        let address = match lang.code {
            "de" | "es" => format!("{street} {number}"),
            _ => format!("{number} {street}"),
        };
        let content = format!("<p>{}</p>", lang.sentences.choose(rng).expect("sentences"));
        let slug = next_slug(&title);
        let phone = phone(rng);
        let website = format!("https://{}.example.org", slug);
        let post = self.post(rng, title, content, slug);
        let fields = VenueFields {
            address,
            city: place.city.into(),
            country: place.country.into(),
            province: place.province.into(),
            state: place.state.into(),
            zip: format!("{:05}", rng.random_range(1000..99999)),
            phone,
            website,
            stateprovince: if place.state.is_empty() {
                place.province.into()
            } else {
                place.state.into()
            },
            show_map: true,
            show_map_link: true,
            image_id: None,
        };
        (post, fields)
    }

    fn organizer(
        &self,
        rng: &mut StdRng,
        next_slug: &mut impl FnMut(&str) -> String,
    ) -> (PostData, OrganizerFields) {
        let lang = LANGUAGES.choose(rng).expect("languages");
        let title = if rng.random_bool(0.5) {
            format!(
                "{} {}",
                lang.first_names.choose(rng).expect("names"),
                lang.last_names.choose(rng).expect("names")
            )
        } else {
            format!(
                "{} {}",
                lang.organizations.choose(rng).expect("organizations"),
                lang.last_names.choose(rng).expect("names")
            )
        };
        let content = format!("<p>{}</p>", lang.sentences.choose(rng).expect("sentences"));
        let slug = next_slug(&title);
        let fields = OrganizerFields {
            phone: phone(rng),
            website: format!("https://{slug}.example.com"),
            email: format!("contact@{slug}.example.com"),
            image_id: None,
        };
        let post = self.post(rng, title, content, slug);
        (post, fields)
    }

    fn event(
        &self,
        rng: &mut StdRng,
        next_slug: &mut impl FnMut(&str) -> String,
        links: &LinkTargets,
    ) -> DemoEvent {
        let lang = LANGUAGES.choose(rng).expect("languages");
        let title = format!(
            "{} {}",
            lang.event_names.choose(rng).expect("names"),
            lang.qualifiers.choose(rng).expect("qualifiers")
        );
        let first = lang.sentences.choose(rng).expect("sentences");
        let second = lang.sentences.choose(rng).expect("sentences");
        let content = format!(
            "<p>{first}</p>\n<p>{second} <strong>{}</strong></p>",
            lang.closing.choose(rng).expect("closing")
        );
        let slug = next_slug(&title);
        let website = rng
            .random_bool(0.2)
            .then(|| format!("https://tickets.example.net/{slug}"));

        let tz_name = *ZONES.choose(rng).expect("zones");
        let tz = tz::parse(tz_name).unwrap_or_else(|| self.site.clone());
        let day = self.range_start + Duration::days(rng.random_range(0..self.range_days));
        let roll: f64 = rng.random();
        let all_day = roll < 0.10;
        let (start, end) = if all_day {
            let days = *[0, 0, 0, 1, 2].choose(rng).expect("days");
            (
                start_of_day(&day),
                end_of_day(&(day + Duration::days(days))),
            )
        } else {
            let start = day
                + Duration::hours(rng.random_range(8..22))
                + Duration::minutes(*[0, 0, 15, 30, 30, 45].choose(rng).expect("minutes"));
            let minutes = if roll < 0.70 {
                *[60, 90, 120, 120, 150, 180, 240]
                    .choose(rng)
                    .expect("lengths")
            } else if roll < 0.85 {
                rng.random_range(5..=10) * 60
            } else {
                rng.random_range(1..=5) * 24 * 60 + rng.random_range(0..8) * 60
            };
            (start, start + Duration::minutes(minutes))
        };

        let mut post = self.post(rng, title, content, slug);
        post.excerpt = first.to_string();
        if rng.random_bool(0.005) {
            // A draft never published: no slug and a floating date, as WordPress keeps it.
            post.status = PostStatus::Draft;
            post.slug = String::new();
            post.date_utc = None;
        }
        let cost = match rng.random_range(0..20) {
            0..=5 => String::new(),
            6..=8 => ["Free", "0", "Gratuit", "Kostenlos", "Gratis"][rng.random_range(0..5)].into(),
            9..=15 => {
                let amount = rng.random_range(3..80);
                match rng.random_range(0..4) {
                    0 => format!("${amount}"),
                    1 => format!("{amount} €"),
                    2 => format!("£{amount}"),
                    _ => format!("{amount}"),
                }
            }
            _ => {
                let low = rng.random_range(5..40);
                let high = low + rng.random_range(5..60);
                match rng.random_range(0..3) {
                    0 => format!("${low} - ${high}"),
                    1 => format!("{low} – {high} €"),
                    _ => format!("{low}-{high}"),
                }
            }
        };
        let cost = parse_cost(&[cost]);
        let venue_id = rng
            .random_bool(0.9)
            .then(|| *links.venues.choose(rng).expect("venues"));

        let data = EventData {
            start_local: WpDateTime(start),
            end_local: WpDateTime(end),
            start_utc: WpDateTime(tz.to_utc(start)),
            end_utc: WpDateTime(tz.to_utc(end)),
            timezone: tz.name(),
            timezone_abbr: tz.abbreviation(start),
            all_day,
            cost: cost.text,
            cost_symbol: cost.symbol,
            cost_position: cost.position,
            website,
            show_map: venue_id.is_some(),
            show_map_link: venue_id.is_some(),
            hide_from_listings: rng.random_bool(0.02),
            featured: rng.random_bool(0.05),
            image_id: None,
            venue_id,
            post,
        };
        let organizers = match rng.random_range(0..20) {
            0..=2 => Vec::new(),
            3..=16 => vec![*links.organizers.choose(rng).expect("organizers")],
            _ => links.organizers.choose_multiple(rng, 2).copied().collect(),
        };
        let category_count = if rng.random_bool(0.8) { 1 } else { 2 };
        let categories = links
            .categories
            .choose_multiple(rng, category_count)
            .copied()
            .collect();
        let tag_count = rng.random_range(0..=3);
        let tags = links
            .tags
            .choose_multiple(rng, tag_count)
            .copied()
            .collect();
        DemoEvent {
            data,
            organizers,
            categories,
            tags,
        }
    }
}

fn phone(rng: &mut StdRng) -> String {
    format!(
        "+{} {} {:03} {:04}",
        [1, 33, 34, 44, 49][rng.random_range(0..5)],
        rng.random_range(10..99),
        rng.random_range(0..1000),
        rng.random_range(0..10000)
    )
}

/// Event time zones: IANA zones with and without DST, UTC, and a manual offset.
const ZONES: &[&str] = &[
    "Europe/Paris",
    "Europe/Paris",
    "Europe/Berlin",
    "Europe/Madrid",
    "Europe/London",
    "America/New_York",
    "America/Los_Angeles",
    "America/Montreal",
    "Asia/Tokyo",
    "Australia/Sydney",
    "UTC",
    "UTC+5.5",
];

/// Top-level categories and their children.
const CATEGORIES: &[(&str, &[&str])] = &[
    ("Music", &["Jazz", "Rock", "Classical", "Electronic"]),
    ("Sports", &["Running", "Cycling", "Football"]),
    ("Arts", &["Theatre", "Dance", "Exhibitions"]),
    ("Food & Drink", &["Wine Tasting", "Cooking Classes"]),
    ("Family", &["Kids", "Workshops"]),
    ("Business", &["Conferences", "Networking"]),
    ("Community", &[]),
    ("Festivals", &[]),
];

const TAGS: &[&str] = &[
    "outdoor",
    "indoor",
    "free entry",
    "accessible",
    "family friendly",
    "live music",
    "beginners",
    "en plein air",
    "gratuit",
    "famille",
    "draußen",
    "barrierefrei",
    "für Kinder",
    "al aire libre",
    "entrada libre",
    "niños",
    "weekend",
    "evening",
    "online",
    "charity",
];

/// Words of one language.
struct Language {
    code: &'static str,
    event_names: &'static [&'static str],
    qualifiers: &'static [&'static str],
    sentences: &'static [&'static str],
    closing: &'static [&'static str],
    venue_kinds: &'static [&'static str],
    streets: &'static [&'static str],
    first_names: &'static [&'static str],
    last_names: &'static [&'static str],
    organizations: &'static [&'static str],
}

const EN: Language = Language {
    code: "en",
    event_names: &[
        "Jazz Night",
        "Farmers Market",
        "Yoga in the Park",
        "Pottery Workshop",
        "Spring Concert",
        "Book Club",
        "City Half Marathon",
        "Wine & Cheese Evening",
        "Startup Breakfast",
        "Film Screening",
        "Open Mic",
        "Craft Fair",
    ],
    qualifiers: &[
        "at the Harbour",
        "for Beginners",
        "– Summer Edition",
        "Under the Stars",
        "with Friends",
        "Downtown",
    ],
    sentences: &[
        "Join us for an unforgettable evening with local artists.",
        "Bring your friends and family: everyone is welcome.",
        "Seats are limited, so please register early.",
        "Refreshments will be served during the break.",
        "A relaxed afternoon for curious minds of all ages.",
    ],
    closing: &[
        "See you there!",
        "Tickets at the door.",
        "Free for members.",
    ],
    venue_kinds: &[
        "Town Hall",
        "Community Center",
        "Riverside Park",
        "Arts Centre",
    ],
    streets: &[
        "Main Street",
        "Oak Avenue",
        "Harbour Road",
        "King's Lane",
        "Market Square",
    ],
    first_names: &["Emma", "Oliver", "Grace", "Henry", "Chloe"],
    last_names: &["Smith", "Taylor", "Brown", "Walker", "Wright"],
    organizations: &["Friends of", "Society of", "Studio"],
};

const FR: Language = Language {
    code: "fr",
    event_names: &[
        "Soirée jazz",
        "Marché fermier",
        "Atelier de poterie",
        "Concert de printemps",
        "Fête de la musique",
        "Club de lecture",
        "Dégustation de vins",
        "Ciné-club",
        "Bal populaire",
        "Randonnée découverte",
    ],
    qualifiers: &[
        "au port",
        "pour débutants",
        "– édition d'été",
        "en plein air",
        "à la médiathèque",
        "entre amis",
    ],
    sentences: &[
        "Venez partager une soirée inoubliable avec les artistes de la région.",
        "Entrée libre dans la limite des places disponibles.",
        "Les enfants sont les bienvenus, accompagnés d'un adulte.",
        "Un moment convivial autour d'un verre à l'entracte.",
        "Inscription conseillée auprès de l'accueil.",
    ],
    closing: &["À très bientôt !", "Billets sur place.", "Ouvert à tous."],
    venue_kinds: &[
        "Salle des fêtes",
        "Théâtre municipal",
        "Maison de la culture",
        "Parc",
    ],
    streets: &[
        "rue de la Paix",
        "avenue Victor-Hugo",
        "quai des Brumes",
        "place du Marché",
    ],
    first_names: &["Camille", "Léa", "Hugo", "Chloé", "Théo"],
    last_names: &["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau"],
    organizations: &["Association", "Comité des fêtes", "Compagnie"],
};

const DE: Language = Language {
    code: "de",
    event_names: &[
        "Jazzabend",
        "Bauernmarkt",
        "Töpferkurs",
        "Frühlingskonzert",
        "Lesung",
        "Stadtlauf",
        "Weinprobe",
        "Flohmarkt",
        "Kinoabend",
        "Sommerfest",
    ],
    qualifiers: &[
        "am Hafen",
        "für Anfänger",
        "– Sommerausgabe",
        "unter freiem Himmel",
        "im Rathaus",
        "für die ganze Familie",
    ],
    sentences: &[
        "Erleben Sie einen unvergesslichen Abend mit Künstlern aus der Region.",
        "Der Eintritt ist frei, eine Anmeldung ist erwünscht.",
        "Für Getränke und kleine Snacks ist gesorgt.",
        "Kinder sind in Begleitung Erwachsener herzlich willkommen.",
        "Die Plätze sind begrenzt.",
    ],
    closing: &[
        "Wir freuen uns auf Sie!",
        "Karten an der Abendkasse.",
        "Eintritt frei.",
    ],
    venue_kinds: &["Stadthalle", "Kulturzentrum", "Kunsthalle", "Gemeindesaal"],
    streets: &["Hauptstraße", "Bahnhofstraße", "Schillerplatz", "Am Markt"],
    first_names: &["Lukas", "Anna", "Jonas", "Mia", "Felix"],
    last_names: &["Müller", "Schmidt", "Schneider", "Weber", "Fischer"],
    organizations: &["Verein", "Kulturkreis", "Ensemble"],
};

const ES: Language = Language {
    code: "es",
    event_names: &[
        "Noche de jazz",
        "Mercado de agricultores",
        "Taller de cerámica",
        "Concierto de primavera",
        "Club de lectura",
        "Carrera popular",
        "Cata de vinos",
        "Cine de verano",
        "Verbena",
        "Feria de artesanía",
    ],
    qualifiers: &[
        "en el puerto",
        "para principiantes",
        "– edición de verano",
        "al aire libre",
        "en la plaza",
        "para toda la familia",
    ],
    sentences: &[
        "Ven a disfrutar de una noche inolvidable con artistas locales.",
        "La entrada es libre hasta completar el aforo.",
        "Los niños son bienvenidos acompañados de un adulto.",
        "Habrá bebidas y tapas durante el descanso.",
        "Se recomienda inscribirse con antelación.",
    ],
    closing: &[
        "¡Te esperamos!",
        "Entradas en taquilla.",
        "Abierto a todos.",
    ],
    venue_kinds: &[
        "Centro Cultural",
        "Teatro Municipal",
        "Casa de la Cultura",
        "Parque",
    ],
    streets: &[
        "Calle Mayor",
        "Avenida de la Constitución",
        "Plaza de España",
        "Paseo del Prado",
    ],
    first_names: &["Lucía", "Pablo", "Sofía", "Javier", "Martina"],
    last_names: &["García", "Fernández", "López", "Martínez", "Sánchez"],
    organizations: &["Asociación", "Peña", "Compañía"],
};

const LANGUAGES: &[&Language] = &[&EN, &FR, &DE, &ES];

/// A city venues are placed in, with the language of its names.
struct Place {
    city: &'static str,
    country: &'static str,
    province: &'static str,
    state: &'static str,
    lang: &'static Language,
}

const PLACES: &[Place] = &[
    Place {
        city: "Paris",
        country: "France",
        province: "Île-de-France",
        state: "",
        lang: &FR,
    },
    Place {
        city: "Lyon",
        country: "France",
        province: "Auvergne-Rhône-Alpes",
        state: "",
        lang: &FR,
    },
    Place {
        city: "Montréal",
        country: "Canada",
        province: "QC",
        state: "",
        lang: &FR,
    },
    Place {
        city: "Berlin",
        country: "Germany",
        province: "Berlin",
        state: "",
        lang: &DE,
    },
    Place {
        city: "München",
        country: "Germany",
        province: "Bayern",
        state: "",
        lang: &DE,
    },
    Place {
        city: "Madrid",
        country: "Spain",
        province: "Madrid",
        state: "",
        lang: &ES,
    },
    Place {
        city: "Sevilla",
        country: "Spain",
        province: "Andalucía",
        state: "",
        lang: &ES,
    },
    Place {
        city: "New York",
        country: "United States",
        province: "",
        state: "NY",
        lang: &EN,
    },
    Place {
        city: "San Francisco",
        country: "United States",
        province: "",
        state: "CA",
        lang: &EN,
    },
    Place {
        city: "London",
        country: "United Kingdom",
        province: "",
        state: "",
        lang: &EN,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_zone_parses() {
        for zone in ZONES {
            assert!(tz::parse(zone).is_some(), "{zone}");
        }
    }

    #[test]
    fn same_seed_same_events() {
        let site = EventTz::Iana(chrono_tz::Europe::Paris);
        let maker = Gen {
            author: 1,
            site: &site,
            range_start: NaiveDate::from_ymd_opt(2024, 1, 1)
                .and_then(|d| d.and_hms_opt(0, 0, 0))
                .expect("date"),
            range_days: 3 * 365,
        };
        let links = LinkTargets {
            venues: &[1, 2, 3],
            organizers: &[4, 5, 6],
            categories: &[7, 8],
            tags: &[9, 10, 11],
        };
        let titles = |seed| {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut n = 0;
            let mut slug = |t: &str| {
                n += 1;
                with_suffix(&sanitize_title(t), n)
            };
            (0..50)
                .map(|_| {
                    let e = maker.event(&mut rng, &mut slug, &links);
                    assert!(e.data.start_local <= e.data.end_local);
                    format!("{} {}", e.data.post.title, e.data.start_local)
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(titles(7), titles(7));
        assert_ne!(titles(7), titles(8));
    }
}
