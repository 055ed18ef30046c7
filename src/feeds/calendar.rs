//! A feed's document: the calendar's own properties (RFC 5545 with RFC 7986's `NAME`
//! and `REFRESH-INTERVAL`, and the `X-WR-` ones calendar apps read), a `VTIMEZONE` for
//! every `TZID` its events use, and one `VEVENT` per event.
//!
//! What an entry says of an event is what the event's REST answer says, in plain text:
//! the same `url`, title, description (paragraphs as blank lines), venue, organizers and
//! categories, in the variant's language, and nothing a password hides. Everything in
//! the document comes from the stored data, never from the clock, so a feed is the same
//! bytes, with the same `ETag`, from every instance until something it shows changes.

use std::collections::BTreeMap;
use std::time::Duration;

use chrono::{Duration as Days, NaiveDateTime};

use crate::api::events::view::{Embeds, EventEmbeds};
use crate::api::post_view::permalink;
use crate::domain::dates::WpDateTime;
use crate::domain::html::autop;
use crate::domain::plain_text::plain_text;
use crate::domain::post::{PostType, Taxonomy};
use crate::domain::roles::Who;
use crate::domain::tz::{self, EventTz};
use crate::feeds::ical::Writer;
use crate::feeds::vtimezone;
use crate::http::extract::Variant;
use crate::store::events::EventRecord;

/// Bytes a feed is given room for per event at first: `demo-data`'s entries, with
/// descriptions of two sentences, take 680 on average.
const ENTRY_BYTES: usize = 800;

/// What the calendar says of itself.
pub struct Head<'a> {
    /// The name apps show for it.
    pub name: &'a str,
    /// The site's time zone, for `X-WR-TIMEZONE`.
    pub timezone: &'a EventTz,
    /// How long apps should wait before fetching it again.
    pub refresh: Duration,
}

/// An event and how much of it the feed may show.
pub struct Entry<'a> {
    pub event: &'a EventRecord,
    /// Its password-protected fields may be shown.
    pub unlocked: bool,
}

/// How a start or an end is written.
enum When {
    /// A date of an all-day event.
    Date(NaiveDateTime),
    /// A wall-clock time in a zone whose `VTIMEZONE` the document carries.
    Zoned { tzid: String, local: NaiveDateTime },
    /// An instant in UTC: the event's zone is a manual offset (`UTC+5.5`, a name no
    /// time-zone database knows: apps that look zones up by name misread it, and
    /// `recurring-ical-events` reads its times on `X-WR-TIMEZONE`'s clock), or unknown,
    /// or its wall-clock time does not name one instant (a daylight-saving change skips
    /// or repeats it), or no longer names the stored instant.
    Utc(NaiveDateTime),
}

/// An entry's start and end, read once.
struct Times {
    start: When,
    /// `None` when the event ends as it starts: a `DTEND` equal to `DTSTART` is no
    /// valid end, and apps take an entry without one to end when it starts.
    end: Option<When>,
}

impl Times {
    /// The times of `e`, each local one noted under its zone in `zones`.
    fn of(e: &EventRecord, zones: &mut BTreeMap<String, (EventTz, Vec<NaiveDateTime>)>) -> Times {
        let d = &e.data;
        if d.all_day {
            // An all-day end is the day after the last day: a festival of three days
            // covers three.
            let last_day = d.end_local.0.date().max(d.start_local.0.date());
            let end = (last_day + Days::days(1)).and_time(chrono::NaiveTime::MIN);
            return Times {
                start: When::Date(d.start_local.0),
                end: Some(When::Date(end)),
            };
        }
        let zone = tz::parse(&d.timezone).filter(|zone| matches!(zone, EventTz::Iana(_)));
        let mut when = |WpDateTime(local): WpDateTime, WpDateTime(utc): WpDateTime| match &zone {
            Some(zone) if zone.names_one_instant(local) && zone.to_utc(local) == utc => {
                let tzid = zone.name();
                zones
                    .entry(tzid.clone())
                    .or_insert_with(|| (zone.clone(), Vec::new()))
                    .1
                    .push(utc);
                When::Zoned { tzid, local }
            }
            _ => When::Utc(utc),
        };
        let start = when(d.start_local, d.start_utc);
        let end = (d.end_utc != d.start_utc).then(|| when(d.end_local, d.end_utc));
        Times { start, end }
    }
}

/// The document of a feed holding `entries`, whose links `embeds` holds, as
/// `variant` shows them to `reader` (who sees only the venues and organizers they may
/// read, as in the REST answers).
pub fn document(
    head: &Head,
    variant: &Variant,
    reader: &Who,
    entries: &[Entry],
    embeds: &Embeds,
) -> String {
    let mut zones = BTreeMap::new();
    let times: Vec<Times> = entries
        .iter()
        .map(|entry| Times::of(entry.event, &mut zones))
        .collect();
    let mut w = Writer::with_capacity(1024 + entries.len() * ENTRY_BYTES);
    w.begin("VCALENDAR");
    w.property("VERSION").raw("2.0");
    w.property("PRODID").text(concat!(
        "-//calendar-gateway//calendar-gateway ",
        env!("CARGO_PKG_VERSION"),
        "//EN"
    ));
    w.property("CALSCALE").raw("GREGORIAN");
    w.property("METHOD").raw("PUBLISH");
    w.property("NAME").text(head.name);
    w.property("X-WR-CALNAME").text(head.name);
    // A manual offset is no zone apps could look up.
    if let EventTz::Iana(zone) = head.timezone {
        w.property("X-WR-TIMEZONE").text(zone.name());
    }
    let refresh = duration(head.refresh);
    w.property("REFRESH-INTERVAL")
        .param("VALUE", "DURATION")
        .raw(&refresh);
    w.property("X-PUBLISHED-TTL").raw(&refresh);
    for (tzid, (zone, instants)) in &zones {
        vtimezone::write(&mut w, tzid, &vtimezone::observances(zone, instants));
    }
    for (entry, times) in entries.iter().zip(&times) {
        let links = embeds.of_event(entry.event, reader);
        write_event(&mut w, variant, entry, times, &links);
    }
    w.end("VCALENDAR");
    w.finish()
}

fn write_event(
    w: &mut Writer,
    variant: &Variant,
    entry: &Entry,
    times: &Times,
    links: &EventEmbeds,
) {
    let e = entry.event;
    let d = &e.data;
    let post = &d.post;
    w.begin("VEVENT");
    // The same in every language and for the event's whole life, whatever its dates.
    w.property("UID")
        .text(&format!("{}@{}", e.id, variant.global_id_prefix()));
    w.property("DTSTAMP")
        .raw(&utc_date_time(&post.modified_utc.0));
    let created = post.date_utc.map_or_else(
        || variant.tenant.timezone.to_utc(post.date_local.0),
        |d| d.0,
    );
    w.property("CREATED").raw(&utc_date_time(&created));
    w.property("LAST-MODIFIED")
        .raw(&utc_date_time(&post.modified_utc.0));
    w.property("SEQUENCE").raw(&e.revision.to_string());
    write_when(w, "DTSTART", &times.start);
    if let Some(end) = &times.end {
        write_when(w, "DTEND", end);
    }
    w.property("SUMMARY").text(&plain_text(post.title.trim()));
    let url = permalink(
        variant,
        PostType::Event,
        "event",
        e.id,
        post.status,
        &post.slug,
    );
    w.property("URL").raw(&url);
    if entry.unlocked {
        write_details(w, entry, links);
    }
    w.property("CLASS").raw("PUBLIC");
    w.end("VEVENT");
}

/// What a password hides: the description, the place, the organizer, the categories
/// and the image.
fn write_details(w: &mut Writer, entry: &Entry, links: &EventEmbeds) {
    let d = &entry.event.data;
    let description = plain_text(&autop(&d.post.content));
    if !description.is_empty() {
        w.property("DESCRIPTION").text(&description);
    }
    if let Some(venue) = links.venue {
        let title = plain_text(&venue.post.title);
        let f = &venue.fields;
        let parts = [
            title.as_str(),
            &f.address,
            &f.city,
            &f.stateprovince,
            &f.zip,
            &f.country,
        ];
        let location = parts
            .iter()
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(", ");
        if !location.is_empty() {
            w.property("LOCATION").text(&location);
        }
    }
    // RFC 5545 allows one organizer per event: the first that can be written to.
    if let Some(organizer) = links
        .organizers
        .iter()
        .find(|o| !o.fields.email.trim().is_empty())
    {
        w.property("ORGANIZER")
            .param("CN", &plain_text(&organizer.post.title))
            .raw(&format!("mailto:{}", organizer.fields.email.trim()));
    }
    let categories: Vec<String> = links
        .terms
        .iter()
        .filter(|t| t.taxonomy == Taxonomy::Category)
        .map(|t| plain_text(&t.name))
        .filter(|name| !name.is_empty())
        .collect();
    if !categories.is_empty() {
        w.property("CATEGORIES")
            .texts(categories.iter().map(String::as_str));
    }
    if let Some(image) = links.image(d.image_id) {
        let line = w.property("ATTACH");
        match media_type(&image.url) {
            Some(media_type) => line.param("FMTTYPE", media_type).raw(&image.url),
            None => line.raw(&image.url),
        }
    }
}

fn write_when(w: &mut Writer, name: &str, when: &When) {
    match when {
        When::Date(day) => w
            .property(name)
            .param("VALUE", "DATE")
            .raw(&day.format("%Y%m%d").to_string()),
        When::Zoned { tzid, local } => w
            .property(name)
            .param("TZID", tzid)
            .raw(&vtimezone::local_date_time(local)),
        When::Utc(utc) => w.property(name).raw(&utc_date_time(utc)),
    }
}

/// A DATE-TIME in UTC, `20301205T180000Z`.
fn utc_date_time(at: &NaiveDateTime) -> String {
    at.format("%Y%m%dT%H%M%SZ").to_string()
}

/// A DURATION: `PT1H`, `P1DT12H`, `PT1H30M15S`.
fn duration(length: Duration) -> String {
    let total = length.as_secs();
    let (days, hours, minutes, seconds) = (
        total / 86_400,
        total / 3600 % 24,
        total / 60 % 60,
        total % 60,
    );
    let mut out = String::from("P");
    if days > 0 {
        out.push_str(&format!("{days}D"));
    }
    if hours + minutes + seconds > 0 || days == 0 {
        out.push('T');
        if hours > 0 {
            out.push_str(&format!("{hours}H"));
        }
        if minutes > 0 {
            out.push_str(&format!("{minutes}M"));
        }
        if seconds > 0 || total == 0 {
            out.push_str(&format!("{seconds}S"));
        }
    }
    out
}

/// The media type of an image, by its address's file extension.
fn media_type(url: &str) -> Option<&'static str> {
    let file = url.split(['?', '#']).next().unwrap_or(url);
    let (_, extension) = file.rsplit_once('.')?;
    Some(match extension.to_ascii_lowercase().as_str() {
        "jpg" | "jpeg" | "jpe" => "image/jpeg",
        "png" => "image/png",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "svg" => "image/svg+xml",
        "bmp" => "image/bmp",
        "tif" | "tiff" => "image/tiff",
        "ico" => "image/vnd.microsoft.icon",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(duration(Duration::from_secs(3600)), "PT1H");
        assert_eq!(duration(Duration::from_secs(60)), "PT1M");
        assert_eq!(duration(Duration::from_secs(86_400)), "P1D");
        assert_eq!(duration(Duration::from_secs(129_600)), "P1DT12H");
        assert_eq!(duration(Duration::from_secs(5415)), "PT1H30M15S");
        assert_eq!(duration(Duration::from_secs(0)), "PT0S");
    }

    #[test]
    fn media_types_by_extension() {
        assert_eq!(
            media_type("https://x.test/a/b.JPG?w=10"),
            Some("image/jpeg")
        );
        assert_eq!(media_type("https://x.test/a.webp"), Some("image/webp"));
        assert_eq!(media_type("https://x.test/image"), None);
        assert_eq!(media_type("https://x.test/a.php"), None);
    }
}
