//! Event timezones.
//!
//! Owns the parsing of the `timezone` value an event carries and the
//! conversions between an event's local wall clock and UTC, which feed the
//! `utc_start_date`/`utc_end_date`, `timezone_abbr` and JSON-LD fields.
//!
//! Mirrors WordPress's timezone setting, which is either an IANA identifier
//! (`Europe/Paris`) or a manual offset written as `UTC+5`, `UTC-5:30` or
//! `UTC+5.75` (decimal hours, as the WordPress settings screen stores them).

use chrono::{DateTime, FixedOffset, NaiveDateTime, Offset, TimeZone};
use chrono_tz::{GapInfo, OffsetComponents, OffsetName, Tz};

/// The largest offset WordPress offers (`UTC+14`, Line Islands).
const MAX_OFFSET_SECS: i32 = 14 * 3600;

/// The offset from UTC in force at some instant of a zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZoneOffset {
    /// Local time minus UTC.
    pub seconds: i32,
    /// Whether daylight saving time is in force.
    pub daylight: bool,
}

/// An event's timezone.
#[derive(Debug, Clone, PartialEq)]
pub enum EventTz {
    /// A zone from the IANA database, with its DST rules.
    Iana(Tz),
    /// A manual `UTC±h` offset without DST.
    Fixed {
        /// The setting exactly as given (trimmed), e.g. `UTC+5.5`.
        name: String,
        /// The offset it denotes.
        offset: FixedOffset,
    },
}

/// Parses a timezone setting: an IANA identifier as chrono-tz spells it, or
/// `UTC` followed by a signed offset of at most 14 hours (`UTC+5`,
/// `UTC+05:30`, `UTC-5:30`, `UTC+5.5`; decimal fractions limited to quarter
/// hours). Returns `None` for anything else.
pub fn parse(input: &str) -> Option<EventTz> {
    let input = input.trim();
    if input.is_empty() {
        return None;
    }
    if let Ok(tz) = input.parse::<Tz>() {
        return Some(EventTz::Iana(tz));
    }
    let rest = input.strip_prefix("UTC")?;
    let offset = parse_manual_offset(rest)?;
    Some(EventTz::Fixed {
        name: input.to_owned(),
        offset,
    })
}

fn parse_manual_offset(s: &str) -> Option<FixedOffset> {
    let (sign, body) = if let Some(body) = s.strip_prefix('+') {
        (1, body)
    } else {
        (-1, s.strip_prefix('-')?)
    };
    let (hours, minutes) = if let Some((h, m)) = body.split_once(':') {
        let m = if m.len() == 2 {
            short_number(m)?
        } else {
            return None;
        };
        if m > 59 {
            return None;
        }
        (short_number(h)?, m)
    } else if let Some((h, frac)) = body.split_once('.') {
        // WordPress only offers quarter-hour decimal offsets.
        let m = match frac {
            "0" | "00" => 0,
            "25" => 15,
            "5" | "50" => 30,
            "75" => 45,
            _ => return None,
        };
        (short_number(h)?, m)
    } else {
        (short_number(body)?, 0)
    };
    let secs = hours * 3600 + minutes * 60;
    if secs > MAX_OFFSET_SECS {
        return None;
    }
    FixedOffset::east_opt(sign * secs)
}

/// One or two ASCII digits; the length cap keeps the arithmetic above far
/// from overflow.
fn short_number(s: &str) -> Option<i32> {
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl EventTz {
    /// Coordinated Universal Time.
    pub fn utc() -> EventTz {
        EventTz::Iana(Tz::UTC)
    }

    /// The setting's name: the IANA identifier or the manual offset as given.
    pub fn name(&self) -> String {
        match self {
            EventTz::Iana(tz) => tz.name().to_owned(),
            EventTz::Fixed { name, .. } => name.clone(),
        }
    }

    /// Converts a local wall-clock time to UTC.
    ///
    /// A time inside a spring-forward gap is read with the offset in force
    /// before the gap, which lands it after the gap (02:30 in Paris on the
    /// change day becomes 01:30 UTC, i.e. 03:30 CEST), as PHP's `DateTime`
    /// does. A time repeated by a fall-back change takes the earlier instant.
    /// Never panics: values at the edge of chrono's range are left unshifted.
    pub fn to_utc(&self, local: NaiveDateTime) -> NaiveDateTime {
        let offset = match self {
            EventTz::Iana(tz) => iana_offset_for_local(tz, &local),
            EventTz::Fixed { offset, .. } => *offset,
        };
        local.checked_sub_offset(offset).unwrap_or(local)
    }

    /// Converts a UTC time to the local wall clock.
    pub fn from_utc(&self, utc: NaiveDateTime) -> NaiveDateTime {
        let offset = match self {
            EventTz::Iana(tz) => tz.offset_from_utc_datetime(&utc).fix(),
            EventTz::Fixed { offset, .. } => *offset,
        };
        utc.checked_add_offset(offset).unwrap_or(utc)
    }

    /// The abbreviation shown as `timezone_abbr`: for IANA zones the one in
    /// force at `local` as chrono-tz formats `%Z` (`CET`, `CEST`, `+03` for
    /// zones without a lettered abbreviation); for manual offsets the stored
    /// name, as WordPress shows it.
    pub fn abbreviation(&self, local: NaiveDateTime) -> String {
        match self {
            EventTz::Iana(tz) => self.resolve(tz, local).format("%Z").to_string(),
            EventTz::Fixed { name, .. } => name.clone(),
        }
    }

    /// ISO 8601 with the offset in force at `local`, e.g.
    /// `2025-03-14T19:30:00+01:00`. A time inside a DST gap is shown as the
    /// instant [`EventTz::to_utc`] resolves it to, so the string always names
    /// a real instant.
    pub fn iso8601(&self, local: NaiveDateTime) -> String {
        match self {
            EventTz::Iana(tz) => self
                .resolve(tz, local)
                .format("%Y-%m-%dT%H:%M:%S%:z")
                .to_string(),
            EventTz::Fixed { offset, .. } => {
                format!("{}{offset}", local.format("%Y-%m-%dT%H:%M:%S"))
            }
        }
    }

    /// Whether the wall-clock time `local` names exactly one instant: not skipped by a
    /// spring-forward change, nor repeated by a fall-back one.
    pub fn names_one_instant(&self, local: NaiveDateTime) -> bool {
        match self {
            EventTz::Iana(tz) => matches!(
                tz.offset_from_local_datetime(&local),
                chrono::LocalResult::Single(_)
            ),
            EventTz::Fixed { .. } => true,
        }
    }

    /// The offset in force at the instant `utc`.
    pub fn offset_at(&self, utc: NaiveDateTime) -> ZoneOffset {
        match self {
            EventTz::Iana(tz) => {
                let offset = tz.offset_from_utc_datetime(&utc);
                ZoneOffset {
                    seconds: offset.fix().local_minus_utc(),
                    daylight: !offset.dst_offset().is_zero(),
                }
            }
            EventTz::Fixed { offset, .. } => ZoneOffset {
                seconds: offset.local_minus_utc(),
                daylight: false,
            },
        }
    }

    /// The abbreviation of the offset in force at the instant `utc` (`CEST`, `+03`);
    /// `None` for manual offsets, which have none.
    pub fn abbreviation_at(&self, utc: NaiveDateTime) -> Option<String> {
        match self {
            EventTz::Iana(tz) => tz
                .offset_from_utc_datetime(&utc)
                .abbreviation()
                .map(str::to_string),
            EventTz::Fixed { .. } => None,
        }
    }

    fn resolve(&self, tz: &Tz, local: NaiveDateTime) -> DateTime<Tz> {
        tz.from_utc_datetime(&self.to_utc(local))
    }
}

fn iana_offset_for_local(tz: &Tz, local: &NaiveDateTime) -> FixedOffset {
    use chrono::LocalResult;
    match tz.offset_from_local_datetime(local) {
        LocalResult::Single(off) => off.fix(),
        // The larger offset gives the smaller UTC value, i.e. the earlier instant.
        LocalResult::Ambiguous(a, b) => {
            let (a, b) = (a.fix(), b.fix());
            if a.local_minus_utc() >= b.local_minus_utc() {
                a
            } else {
                b
            }
        }
        LocalResult::None => GapInfo::new(local, tz)
            .and_then(|gap| gap.begin)
            .map(|(_, before)| before.fix())
            // No known offset before the gap: reading the wall clock as UTC
            // only to pick an offset is the least surprising fallback.
            .unwrap_or_else(|| tz.offset_from_utc_datetime(local).fix()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn dt(y: i32, mo: u32, d: u32, h: u32, mi: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(y, mo, d)
            .and_then(|date| date.and_hms_opt(h, mi, 0))
            .unwrap()
    }

    fn tz(s: &str) -> EventTz {
        parse(s).unwrap()
    }

    fn fixed_secs(s: &str) -> Option<i32> {
        match parse(s)? {
            EventTz::Fixed { offset, .. } => Some(offset.local_minus_utc()),
            EventTz::Iana(_) => None,
        }
    }

    #[test]
    fn parses_iana_names() {
        assert_eq!(
            parse("Europe/Paris"),
            Some(EventTz::Iana(Tz::Europe__Paris))
        );
        assert_eq!(parse(" UTC "), Some(EventTz::Iana(Tz::UTC)));
        assert_eq!(tz("America/Chicago").name(), "America/Chicago");
        assert_eq!(parse("Mars/Olympus"), None);
        assert_eq!(parse("europe/paris"), None);
        assert_eq!(parse(""), None);
        assert_eq!(parse("   "), None);
    }

    #[test]
    fn parses_manual_offsets() {
        assert_eq!(fixed_secs("UTC+5"), Some(5 * 3600));
        assert_eq!(fixed_secs("UTC-5"), Some(-5 * 3600));
        assert_eq!(fixed_secs("UTC+0"), Some(0));
        assert_eq!(fixed_secs("UTC+05:30"), Some(5 * 3600 + 1800));
        assert_eq!(fixed_secs("UTC-5:30"), Some(-(5 * 3600 + 1800)));
        assert_eq!(fixed_secs("UTC+5.5"), Some(5 * 3600 + 1800));
        assert_eq!(fixed_secs("UTC+5.75"), Some(5 * 3600 + 2700));
        assert_eq!(fixed_secs("UTC-9.25"), Some(-(9 * 3600 + 900)));
        assert_eq!(fixed_secs("UTC+14"), Some(14 * 3600));
        assert_eq!(fixed_secs("UTC-14"), Some(-14 * 3600));
        assert_eq!(tz(" UTC+5.5 ").name(), "UTC+5.5");
    }

    #[test]
    fn rejects_bad_manual_offsets() {
        for input in [
            "UTC+15",
            "UTC-15",
            "UTC+14:30",
            "UTC+14.5",
            "UTC+5.3",
            "UTC+5.",
            "UTC+:30",
            "UTC+5:3",
            "UTC+5:60",
            "UTC+005",
            "UTC+",
            "UTC5",
            "UTC++5",
            "UTC+-5",
            "UTC+ 5",
            "utc+5",
            "GMT+5",
            "UTC+٥",
        ] {
            assert_eq!(parse(input), None, "{input}");
        }
    }

    #[test]
    fn paris_summer_and_winter_offsets() {
        let paris = tz("Europe/Paris");
        assert_eq!(paris.to_utc(dt(2025, 7, 14, 12, 0)), dt(2025, 7, 14, 10, 0));
        assert_eq!(paris.to_utc(dt(2025, 1, 14, 12, 0)), dt(2025, 1, 14, 11, 0));
        assert_eq!(
            paris.iso8601(dt(2025, 3, 14, 19, 30)),
            "2025-03-14T19:30:00+01:00"
        );
        assert_eq!(
            paris.iso8601(dt(2025, 7, 14, 19, 30)),
            "2025-07-14T19:30:00+02:00"
        );
        assert_eq!(paris.abbreviation(dt(2025, 1, 1, 0, 0)), "CET");
        assert_eq!(paris.abbreviation(dt(2025, 7, 1, 0, 0)), "CEST");
    }

    #[test]
    fn spring_forward_gap_moves_past_the_gap() {
        let paris = tz("Europe/Paris");
        let in_gap = dt(2025, 3, 30, 2, 30);
        assert_eq!(paris.to_utc(in_gap), dt(2025, 3, 30, 1, 30));
        assert_eq!(paris.from_utc(paris.to_utc(in_gap)), dt(2025, 3, 30, 3, 30));
        assert_eq!(paris.iso8601(in_gap), "2025-03-30T03:30:00+02:00");
        assert_eq!(paris.abbreviation(in_gap), "CEST");
    }

    #[test]
    fn fall_back_overlap_takes_earlier_instant() {
        let paris = tz("Europe/Paris");
        let repeated = dt(2025, 10, 26, 2, 30);
        assert_eq!(paris.to_utc(repeated), dt(2025, 10, 26, 0, 30));
        assert_eq!(paris.iso8601(repeated), "2025-10-26T02:30:00+02:00");
        assert_eq!(paris.abbreviation(repeated), "CEST");
        // One hour after the repeated hour is unambiguous winter time.
        assert_eq!(
            paris.to_utc(dt(2025, 10, 26, 3, 30)),
            dt(2025, 10, 26, 2, 30)
        );
    }

    #[test]
    fn round_trips_outside_transitions() {
        for name in [
            "Europe/Paris",
            "America/Chicago",
            "Asia/Kolkata",
            "UTC+5.75",
            "UTC-3",
        ] {
            let zone = tz(name);
            for local in [
                dt(2025, 1, 15, 8, 0),
                dt(2025, 6, 30, 23, 45),
                dt(2024, 2, 29, 0, 0),
            ] {
                assert_eq!(zone.from_utc(zone.to_utc(local)), local, "{name} {local}");
            }
        }
    }

    #[test]
    fn chicago_abbreviations_follow_dst() {
        let chicago = tz("America/Chicago");
        assert_eq!(chicago.abbreviation(dt(2025, 12, 10, 12, 0)), "CST");
        assert_eq!(chicago.abbreviation(dt(2025, 7, 10, 12, 0)), "CDT");
        assert_eq!(
            tz("America/New_York").abbreviation(dt(2025, 7, 4, 12, 0)),
            "EDT"
        );
    }

    #[test]
    fn zones_without_letters_and_utc() {
        assert_eq!(
            tz("Europe/Istanbul").abbreviation(dt(2025, 5, 1, 12, 0)),
            "+03"
        );
        let utc = tz("UTC");
        assert_eq!(utc.abbreviation(dt(2025, 5, 1, 12, 0)), "UTC");
        assert_eq!(
            utc.iso8601(dt(2025, 5, 1, 12, 0)),
            "2025-05-01T12:00:00+00:00"
        );
    }

    #[test]
    fn fixed_offsets_convert_and_format() {
        let ist = tz("UTC+5.5");
        assert_eq!(ist.to_utc(dt(2025, 1, 1, 5, 30)), dt(2025, 1, 1, 0, 0));
        assert_eq!(ist.from_utc(dt(2025, 1, 1, 0, 0)), dt(2025, 1, 1, 5, 30));
        assert_eq!(
            ist.iso8601(dt(2025, 1, 1, 5, 30)),
            "2025-01-01T05:30:00+05:30"
        );
        assert_eq!(ist.abbreviation(dt(2025, 1, 1, 5, 30)), "UTC+5.5");
        let west = tz("UTC-5:30");
        assert_eq!(
            west.iso8601(dt(2025, 1, 1, 0, 0)),
            "2025-01-01T00:00:00-05:30"
        );
        assert_eq!(west.to_utc(dt(2025, 1, 1, 0, 0)), dt(2025, 1, 1, 5, 30));
    }

    #[test]
    fn extreme_values_do_not_panic() {
        for zone in [
            tz("Europe/Paris"),
            tz("Pacific/Kiritimati"),
            tz("UTC-14"),
            tz("UTC+14"),
        ] {
            for value in [NaiveDateTime::MIN, NaiveDateTime::MAX] {
                let _ = zone.to_utc(value);
                let _ = zone.from_utc(value);
                let _ = zone.abbreviation(value);
                let _ = zone.iso8601(value);
            }
        }
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use chrono::NaiveDate;
    use proptest::prelude::*;

    fn any_zone() -> impl Strategy<Value = Tz> {
        prop::sample::select(chrono_tz::TZ_VARIANTS.to_vec())
    }

    /// Any second chrono can represent, edges included.
    fn any_wall_clock() -> impl Strategy<Value = NaiveDateTime> {
        let (min, max) = (
            NaiveDateTime::MIN.and_utc().timestamp(),
            NaiveDateTime::MAX.and_utc().timestamp(),
        );
        prop_oneof![
            (min..=max).prop_map(|s| DateTime::from_timestamp(s, 0)
                .map(|d| d.naive_utc())
                .unwrap_or_default()),
            Just(NaiveDateTime::MIN),
            Just(NaiveDateTime::MAX),
        ]
    }

    /// Wall clocks of the years events are written in; from 1973 on, when the last
    /// zone offset in seconds (Monrovia's) was gone, since ISO 8601 offsets show minutes.
    fn event_wall_clock() -> impl Strategy<Value = NaiveDateTime> {
        (1973i32..=2100, 1u32..=366, 0u32..86_400).prop_filter_map(
            "a real day",
            |(y, day, secs)| {
                NaiveDate::from_yo_opt(y, day)?.and_hms_opt(secs / 3600, secs / 60 % 60, secs % 60)
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn parsing_never_panics(input in any::<String>()) {
            let _ = parse(&input);
        }

        #[test]
        fn parsing_offset_like_text_never_panics(input in "UTC[+-]?[0-9]{0,4}([:.][0-9]{0,3})?") {
            let _ = parse(&input);
        }

        #[test]
        fn zone_names_parse_back(zone in any_zone()) {
            let parsed = parse(zone.name());
            prop_assert_eq!(parsed.as_ref().map(EventTz::name), Some(zone.name().to_string()));
        }

        #[test]
        fn manual_offsets_parse_to_their_value(hours in 0i32..=14, quarter in 0i32..4, west in prop::bool::ANY) {
            let minutes = quarter * 15;
            prop_assume!(hours * 60 + minutes <= 14 * 60);
            let sign = if west { '-' } else { '+' };
            let expected = (if west { -1 } else { 1 }) * (hours * 3600 + minutes * 60);
            for text in [format!("UTC{sign}{hours}:{minutes:02}"), format!("UTC{sign}{hours:02}:{minutes:02}")] {
                match parse(&text) {
                    Some(EventTz::Fixed { offset, name }) => {
                        prop_assert_eq!(offset.local_minus_utc(), expected, "{}", text);
                        prop_assert_eq!(name, text);
                    }
                    other => prop_assert!(false, "{text} gave {other:?}"),
                }
            }
        }

        #[test]
        fn conversions_never_panic(zone in any_zone(), at in any_wall_clock()) {
            let tz = EventTz::Iana(zone);
            let _ = tz.from_utc(tz.to_utc(at));
            let _ = tz.abbreviation(at);
            let _ = tz.iso8601(at);
        }

        #[test]
        fn fixed_offsets_convert_both_ways(hours in -14i32..=14, at in event_wall_clock()) {
            let Some(tz) = parse(&format!("UTC{hours:+}")) else {
                return Err(TestCaseError::fail(format!("UTC{hours:+} does not parse")));
            };
            prop_assert_eq!(tz.from_utc(tz.to_utc(at)), at);
            prop_assert_eq!(tz.to_utc(at), at - chrono::Duration::hours(i64::from(hours)));
        }

        /// A wall clock that exists exactly once in a zone converts to UTC and back to
        /// itself; its ISO form names the same instant.
        #[test]
        fn unambiguous_wall_clocks_convert_both_ways(zone in any_zone(), at in event_wall_clock()) {
            prop_assume!(matches!(zone.offset_from_local_datetime(&at), chrono::LocalResult::Single(_)));
            let tz = EventTz::Iana(zone);
            let utc = tz.to_utc(at);
            prop_assert_eq!(tz.from_utc(utc), at);
            let iso = DateTime::parse_from_rfc3339(&tz.iso8601(at)).map(|d| d.naive_utc());
            prop_assert_eq!(iso, Ok(utc));
        }
    }
}
