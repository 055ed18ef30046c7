//! `VTIMEZONE` components from the time-zone database the stored times were converted
//! with (chrono-tz's), so that a calendar app reading an event's local `DTSTART` and
//! `DTEND` with its `TZID` finds the instants the store holds, whatever its own zone.
//!
//! A zone's observances are the offset changes the feed's instants need, each written
//! as one `STANDARD` or `DAYLIGHT` block with its own onset: for every instant, the
//! change that put its offset in force. An app converts a local time with the last
//! onset before it, so each instant finds its own offset, and the component stays
//! small however far apart the events lie. When no change happened in the year before
//! the earliest instant (a zone without daylight saving time), a block starting a
//! year before it states the offset in force.
//!
//! chrono-tz has no list of a zone's changes: they are found by comparing the offsets
//! a day apart, then to the second by bisection. Changes less than a day apart that
//! return to the same offset go unseen; the database has none since the 1940s.

use chrono::{DateTime, Duration, NaiveDateTime};

use crate::domain::tz::{EventTz, ZoneOffset};
use crate::feeds::ical::Writer;

/// The step changes are looked for with.
const DAY: i64 = 86_400;
/// How far before the earliest instant the change that put its offset in force is
/// looked for: every zone with daylight saving time changes within a year.
const LOOK_BACK_DAYS: i64 = 366;

/// One `STANDARD` or `DAYLIGHT` block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observance {
    /// The instant it starts (UTC seconds).
    onset: i64,
    /// The offset before it...
    from: ZoneOffset,
    /// ...and from it on.
    to: ZoneOffset,
    name: Option<String>,
}

/// The observances `zone` needs for local times at `instants` (UTC, any order).
pub fn observances(zone: &EventTz, instants: &[NaiveDateTime]) -> Vec<Observance> {
    let mut seconds: Vec<i64> = instants.iter().map(|t| t.and_utc().timestamp()).collect();
    seconds.sort_unstable();
    seconds.dedup();
    let Some(&first) = seconds.first() else {
        return Vec::new();
    };
    let offset = |at: i64| zone.offset_at(utc(at));
    let starting = |onset: i64| Observance {
        onset,
        from: offset(onset - 1),
        to: offset(onset),
        name: zone.abbreviation_at(utc(onset)),
    };
    let look_from = first.div_euclid(DAY) * DAY - LOOK_BACK_DAYS * DAY;
    let mut out = vec![match last_change(&offset, look_from, first) {
        Some(onset) => starting(onset),
        None => Observance {
            onset: look_from,
            from: offset(first),
            to: offset(first),
            name: zone.abbreviation_at(utc(first)),
        },
    }];
    for pair in seconds.windows(2) {
        let (before, at) = (pair[0], pair[1]);
        if offset(before) != offset(at)
            && let Some(onset) = last_change(&offset, before, at)
        {
            out.push(starting(onset));
        }
    }
    out
}

/// The last instant in `(after, at]` at which the offset became the one in force at
/// `at`; `None` when it was already in force at `after` (as far as days apart tell).
fn last_change(offset: &impl Fn(i64) -> ZoneOffset, after: i64, at: i64) -> Option<i64> {
    let target = offset(at);
    let mut later = at;
    loop {
        let earlier = (later - DAY).max(after);
        if earlier >= later {
            return None;
        }
        if offset(earlier) != target {
            // The offset is not the target at `earlier` and is at `later`: the change
            // is the first second of it in between.
            let (mut not_yet, mut since) = (earlier, later);
            while since - not_yet > 1 {
                let middle = not_yet + (since - not_yet) / 2;
                if offset(middle) == target {
                    since = middle;
                } else {
                    not_yet = middle;
                }
            }
            return Some(since);
        }
        later = earlier;
    }
}

fn utc(seconds: i64) -> NaiveDateTime {
    DateTime::from_timestamp(seconds, 0).map_or(NaiveDateTime::MIN, |t| t.naive_utc())
}

/// Writes the `VTIMEZONE` of `tzid` with `observances`.
pub fn write(w: &mut Writer, tzid: &str, observances: &[Observance]) {
    w.begin("VTIMEZONE");
    w.property("TZID").text(tzid);
    for o in observances {
        let kind = if o.to.daylight {
            "DAYLIGHT"
        } else {
            "STANDARD"
        };
        w.begin(kind);
        // An onset is given on the clock in force before it.
        let local = utc(o.onset) + Duration::seconds(i64::from(o.from.seconds));
        w.property("DTSTART").raw(&local_date_time(&local));
        w.property("TZOFFSETFROM").raw(&utc_offset(o.from.seconds));
        w.property("TZOFFSETTO").raw(&utc_offset(o.to.seconds));
        if let Some(name) = &o.name {
            w.property("TZNAME").text(name);
        }
        w.end(kind);
    }
    w.end("VTIMEZONE");
}

/// A floating DATE-TIME, `20301205T190000`.
pub fn local_date_time(at: &NaiveDateTime) -> String {
    at.format("%Y%m%dT%H%M%S").to_string()
}

/// A UTC-OFFSET, `+0200`, `-0930`, `+000921` (seconds only when there are some).
fn utc_offset(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let total = seconds.unsigned_abs();
    let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60);
    if secs == 0 {
        format!("{sign}{hours:02}{minutes:02}")
    } else {
        format!("{sign}{hours:02}{minutes:02}{secs:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::dates::parse_date;
    use crate::domain::tz::parse;

    fn at(text: &str) -> NaiveDateTime {
        parse_date(text).expect("date")
    }

    fn written(tzid: &str, observances: &[Observance]) -> String {
        let mut w = Writer::default();
        write(&mut w, tzid, observances);
        w.finish()
    }

    /// The offset an app finds for the instant `t` among `observances`: that of the
    /// last onset at or before it.
    fn offset_read(observances: &[Observance], t: NaiveDateTime) -> Option<i32> {
        let t = t.and_utc().timestamp();
        observances
            .iter()
            .filter(|o| o.onset <= t)
            .max_by_key(|o| o.onset)
            .map(|o| o.to.seconds)
    }

    #[test]
    fn paris_on_both_sides_of_a_change() {
        let paris = parse("Europe/Paris").expect("zone");
        // 1 March (CET) and 1 April (CEST) 2030: the change on 31 March, 01:00 UTC.
        let instants = [at("2030-03-01 18:00:00"), at("2030-04-01 17:00:00")];
        let found = observances(&paris, &instants);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(utc(found[1].onset), at("2030-03-31 01:00:00"));
        let text = written("Europe/Paris", &found);
        assert!(
            text.contains(
                "BEGIN:DAYLIGHT\r\nDTSTART:20300331T020000\r\nTZOFFSETFROM:+0100\r\n\
                 TZOFFSETTO:+0200\r\nTZNAME:CEST\r\nEND:DAYLIGHT\r\n"
            ),
            "{text}"
        );
        // The earliest instant's offset comes from the change of October 2029.
        assert!(
            text.contains(
                "DTSTART:20291028T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET"
            ),
            "{text}"
        );
        for t in instants {
            assert_eq!(
                offset_read(&found, t),
                Some(paris.offset_at(t).seconds),
                "{t}"
            );
        }
    }

    #[test]
    fn every_instant_reads_its_offset_across_years() {
        for name in [
            "America/New_York",
            "Australia/Sydney",
            "Europe/London",
            "Asia/Tokyo",
        ] {
            let zone = parse(name).expect("zone");
            let instants: Vec<NaiveDateTime> = (0..40)
                .map(|i| at("2029-01-03 12:00:00") + Duration::days(i * 37))
                .collect();
            let found = observances(&zone, &instants);
            for t in &instants {
                assert_eq!(
                    offset_read(&found, *t),
                    Some(zone.offset_at(*t).seconds),
                    "{name} at {t}"
                );
            }
            for o in &found {
                assert_eq!(zone.offset_at(utc(o.onset)), o.to, "{name}: {o:?}");
            }
        }
    }

    #[test]
    fn zones_without_changes_state_their_offset_once() {
        let tokyo = parse("Asia/Tokyo").expect("zone");
        let found = observances(
            &tokyo,
            &[at("2030-06-01 10:00:00"), at("2031-06-01 10:00:00")],
        );
        assert_eq!(found.len(), 1);
        let text = written("Asia/Tokyo", &found);
        assert!(
            text.contains("BEGIN:STANDARD\r\nDTSTART:20290531T090000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nTZNAME:JST\r\nEND:STANDARD"),
            "{text}"
        );
    }

    #[test]
    fn far_apart_events_need_only_their_own_changes() {
        let paris = parse("Europe/Paris").expect("zone");
        let found = observances(
            &paris,
            &[at("2030-07-01 10:00:00"), at("2036-01-10 10:00:00")],
        );
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(utc(found[0].onset), at("2030-03-31 01:00:00"));
        assert_eq!(utc(found[1].onset), at("2035-10-28 01:00:00"));
    }

    #[test]
    fn offsets_are_written_with_seconds_only_when_needed() {
        assert_eq!(utc_offset(7200), "+0200");
        assert_eq!(utc_offset(-34_200), "-0930");
        assert_eq!(utc_offset(0), "+0000");
        assert_eq!(utc_offset(561), "+000921");
    }
}
