//! Event date parsing and formatting.
//!
//! Owns the conversion between the date strings clients send (`start_date`,
//! `end_date`, `start_date`/`end_date` query filters) and the naive wall-clock
//! values the service stores, plus the string shapes The Events Calendar REST
//! API returns: `"YYYY-MM-DD HH:MM:SS"` dates and the `*_date_details` objects.
//!
//! Mirrors TEC's behaviour of keeping the digits a client wrote: a trailing UTC
//! offset is accepted but does not shift the time, because the plugin
//! interprets every date in the event's own timezone. Relative phrases
//! (`tomorrow 9am`) are read by [`relative`] against a clock and a zone.

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, Datelike, NaiveDate, NaiveDateTime, NaiveTime, Timelike};
use serde::Serialize;

use crate::domain::relative::{self, Phrase};
use crate::domain::tz::EventTz;

/// A date as a client wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Written {
    /// A date-time that needs no clock: [`parse_date`]'s forms.
    Fixed(NaiveDateTime),
    /// A phrase PHP's `strtotime` reads relative to "now".
    Relative(Phrase),
}

/// Reads a client-supplied date: the fixed forms of [`parse_date`] first, then a
/// relative phrase.
pub fn read(input: &str) -> Option<Written> {
    parse_date(input)
        .map(Written::Fixed)
        .or_else(|| relative::parse(input).map(Written::Relative))
}

impl Written {
    /// The wall-clock date-time meant: a fixed date as written, a phrase as it reads
    /// at `now_utc` on `zone`'s clock. `None` only for a phrase whose value falls
    /// outside years 0 to 9999, which [`acceptable`] refuses beforehand.
    pub fn resolve(&self, now_utc: NaiveDateTime, zone: &EventTz) -> Option<NaiveDateTime> {
        match self {
            Written::Fixed(at) => Some(*at),
            Written::Relative(phrase) => phrase.resolve(now_utc, zone),
        }
    }
}

/// Whether a client-supplied date can be stored: a fixed date always; a phrase when
/// its value at `now_utc`, in UTC, falls within years 1 to 9998. The same phrase in
/// any zone (offsets under a day) and at any later moment of the same request then
/// stays within years 0 to 9999, so handlers that resolve it again always get a value.
pub fn acceptable(input: &str, now_utc: NaiveDateTime) -> bool {
    match read(input) {
        Some(Written::Fixed(_)) => true,
        Some(Written::Relative(phrase)) => phrase
            .resolve(now_utc, &EventTz::utc())
            .is_some_and(|at| (1..=9998).contains(&at.year())),
        None => false,
    }
}

/// Parses a client-supplied date.
///
/// Accepts `YYYY-MM-DD`, optionally followed by a space or `T` and
/// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fraction`, optionally followed by an
/// offset (`Z`, `+01:00`, `+0100`, `-05`) that is validated and then ignored.
/// A bare integer (optionally negative) is read as a Unix timestamp and
/// yields the UTC wall clock of that instant, when that falls in years 0 to 9999:
/// dates are stored as `format_wp` text, which reads back only with a four-digit
/// year. Fractional seconds are dropped
/// because WordPress stores whole seconds. Returns `None` for anything else,
/// including impossible dates such as `2025-02-30`.
pub fn parse_date(input: &str) -> Option<NaiveDateTime> {
    let input = input.trim();
    if is_timestamp(input) {
        let secs: i64 = input.parse().ok()?;
        return DateTime::from_timestamp(secs, 0)
            .map(|dt| dt.naive_utc())
            .filter(|dt| (0..=9999).contains(&dt.year()));
    }

    let bytes = input.as_bytes();
    let mut cur = Cursor { bytes, pos: 0 };

    let year = cur.digits(4)?;
    cur.expect(b'-')?;
    let month = cur.digits(2)?;
    cur.expect(b'-')?;
    let day = cur.digits(2)?;
    let date = NaiveDate::from_ymd_opt(i32::try_from(year).ok()?, month, day)?;

    if cur.at_end() {
        return Some(date.and_time(NaiveTime::MIN));
    }

    match cur.next()? {
        b' ' | b'T' | b't' => {}
        _ => return None,
    }
    let hour = cur.digits(2)?;
    cur.expect(b':')?;
    let minute = cur.digits(2)?;
    let mut second = 0;
    if cur.peek() == Some(b':') {
        cur.pos += 1;
        second = cur.digits(2)?;
        if cur.peek() == Some(b'.') {
            cur.pos += 1;
            if cur.digit_run() == 0 {
                return None;
            }
        }
    }
    let time = NaiveTime::from_hms_opt(hour, minute, second)?;

    if !cur.at_end() {
        cur.offset()?;
        if !cur.at_end() {
            return None;
        }
    }
    Some(date.and_time(time))
}

fn is_timestamp(input: &str) -> bool {
    let digits = input.strip_prefix('-').unwrap_or(input);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        Some(b)
    }

    fn expect(&mut self, want: u8) -> Option<()> {
        (self.next()? == want).then_some(())
    }

    /// Reads exactly `n` ASCII digits as a number.
    fn digits(&mut self, n: usize) -> Option<u32> {
        let mut value = 0u32;
        for _ in 0..n {
            let b = self.next()?;
            if !b.is_ascii_digit() {
                return None;
            }
            value = value * 10 + u32::from(b - b'0');
        }
        Some(value)
    }

    fn digit_run(&mut self) -> usize {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        self.pos - start
    }

    /// Consumes a UTC offset designator without keeping its value: TEC reads
    /// dates in the event timezone, so the written offset never moves the time.
    fn offset(&mut self) -> Option<()> {
        match self.next()? {
            b'Z' | b'z' => Some(()),
            b'+' | b'-' => {
                let hours = self.digits(2)?;
                let minutes = match self.peek() {
                    None => 0,
                    Some(b':') => {
                        self.pos += 1;
                        self.digits(2)?
                    }
                    Some(_) => self.digits(2)?,
                };
                (hours <= 23 && minutes <= 59).then_some(())
            }
            _ => None,
        }
    }
}

/// Formats a date the way WordPress stores and returns it: `YYYY-MM-DD HH:MM:SS`.
pub fn format_wp(dt: &NaiveDateTime) -> String {
    WpDateTime(*dt).to_string()
}

/// Writes `value` into `buf` as zero-padded digits filling it; `value` must fit.
fn padded(value: u32, buf: &mut [u8]) {
    let mut rest = value;
    for digit in buf.iter_mut().rev() {
        *digit = b'0' + (rest % 10) as u8;
        rest /= 10;
    }
}

/// `dt` as `YYYY-MM-DD HH:MM:SS`, spelt into `buf` for the four-digit years every
/// real date has: chrono reads its format string again on every call, and a page of
/// events spells a few hundred dates. `None` for other years, which take chrono's
/// spelling (a sign before the year).
fn spell<'b>(dt: &NaiveDateTime, buf: &'b mut [u8; 19]) -> Option<&'b str> {
    let year = u32::try_from(dt.year())
        .ok()
        .filter(|y| FOUR_DIGIT_YEARS.contains(&(*y as i32)))?;
    *buf = *b"0000-00-00 00:00:00";
    padded(year, &mut buf[0..4]);
    padded(dt.month(), &mut buf[5..7]);
    padded(dt.day(), &mut buf[8..10]);
    padded(dt.hour(), &mut buf[11..13]);
    padded(dt.minute(), &mut buf[14..16]);
    padded(dt.second(), &mut buf[17..19]);
    std::str::from_utf8(buf).ok()
}

/// Years chrono's `%Y` writes as four plain digits.
const FOUR_DIGIT_YEARS: std::ops::RangeInclusive<i32> = 0..=9999;

/// Reads exactly `YYYY-MM-DD HH:MM:SS` with a four-digit year; anything else (and
/// every impossible date) is `None`.
fn parse_four_digit_year(text: &str) -> Option<NaiveDateTime> {
    let b = text.as_bytes();
    let separators = [(4, b'-'), (7, b'-'), (10, b' '), (13, b':'), (16, b':')];
    if b.len() != 19 || separators.iter().any(|&(at, c)| b[at] != c) {
        return None;
    }
    let number = |from: usize, to: usize| -> Option<u32> {
        b[from..to].iter().try_fold(0u32, |n, c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    let year = i32::try_from(number(0, 4)?).ok()?;
    NaiveDate::from_ymd_opt(year, number(5, 7)?, number(8, 10)?)?.and_hms_opt(
        number(11, 13)?,
        number(14, 16)?,
        number(17, 19)?,
    )
}

const WP_FORMAT: &str = "%Y-%m-%d %H:%M:%S";

/// A wall-clock date-time as WordPress stores and returns it, `YYYY-MM-DD HH:MM:SS`.
/// Only text that [`format_wp`] would write reads as one, so a corrupt stored date
/// is an error where it is read, never some other date.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WpDateTime(pub NaiveDateTime);

/// Text that is not a date in WordPress's stored form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotWpDateTime(pub String);

impl fmt::Display for NotWpDateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a YYYY-MM-DD HH:MM:SS date", self.0)
    }
}

impl std::error::Error for NotWpDateTime {}

impl FromStr for WpDateTime {
    type Err = NotWpDateTime;
    fn from_str(text: &str) -> Result<WpDateTime, NotWpDateTime> {
        // chrono also reads unpadded fields; only the one spelling is a stored date.
        parse_four_digit_year(text)
            .or_else(|| {
                NaiveDateTime::parse_from_str(text, WP_FORMAT)
                    .ok()
                    .filter(|at| format_wp(at) == text)
            })
            .map(WpDateTime)
            .ok_or_else(|| NotWpDateTime(text.to_string()))
    }
}

impl fmt::Display for WpDateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match spell(&self.0, &mut [0; 19]) {
            Some(text) => f.write_str(text),
            None => write!(f, "{}", self.0.format(WP_FORMAT)),
        }
    }
}

impl Serialize for WpDateTime {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match spell(&self.0, &mut [0; 19]) {
            Some(text) => serializer.serialize_str(text),
            None => serializer.collect_str(self),
        }
    }
}

impl From<NaiveDateTime> for WpDateTime {
    fn from(at: NaiveDateTime) -> WpDateTime {
        WpDateTime(at)
    }
}

/// The `start_date_details` / `end_date_details` object of a TEC event: every
/// component a zero-padded string, in TEC's field order (`year`, `month`, `day`,
/// `hour`, `minutes`, `seconds`), written without building the strings first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DateDetails(pub NaiveDateTime);

impl Serialize for DateDetails {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut buf = [0; 19];
        let mut m = serializer.serialize_struct("DateDetails", 6)?;
        match spell(&self.0, &mut buf) {
            Some(text) => {
                for (name, range) in [
                    ("year", 0..4),
                    ("month", 5..7),
                    ("day", 8..10),
                    ("hour", 11..13),
                    ("minutes", 14..16),
                    ("seconds", 17..19),
                ] {
                    m.serialize_field(name, &text[range])?;
                }
            }
            None => {
                let dt = &self.0;
                m.serialize_field("year", &dt.format("%Y").to_string())?;
                for (name, value) in [
                    ("month", dt.month()),
                    ("day", dt.day()),
                    ("hour", dt.hour()),
                    ("minutes", dt.minute()),
                    ("seconds", dt.second()),
                ] {
                    m.serialize_field(name, &format!("{value:02}"))?;
                }
            }
        }
        m.end()
    }
}

/// The first second of `dt`'s day (00:00:00).
pub fn start_of_day(dt: &NaiveDateTime) -> NaiveDateTime {
    dt.date().and_time(NaiveTime::MIN)
}

/// The last second of `dt`'s day (23:59:59), which is how TEC stores the end
/// of all-day events.
pub fn end_of_day(dt: &NaiveDateTime) -> NaiveDateTime {
    // 23:59:59 is always a valid time, so the fallback is unreachable; it only
    // avoids a panic path.
    let last = NaiveTime::from_hms_opt(23, 59, 59).unwrap_or(NaiveTime::MIN);
    dt.date().and_time(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dt(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(y, mo, d)
            .and_then(|date| date.and_hms_opt(h, mi, s))
            .unwrap()
    }

    #[test]
    fn date_only_is_midnight() {
        assert_eq!(parse_date("2025-03-07"), Some(dt(2025, 3, 7, 0, 0, 0)));
        assert_eq!(parse_date("  2025-03-07\n"), Some(dt(2025, 3, 7, 0, 0, 0)));
    }

    #[test]
    fn date_and_time_forms() {
        let want = dt(2025, 3, 7, 9, 5, 0);
        assert_eq!(parse_date("2025-03-07 09:05"), Some(want));
        assert_eq!(parse_date("2025-03-07T09:05"), Some(want));
        assert_eq!(parse_date("2025-03-07 09:05:00"), Some(want));
        assert_eq!(parse_date("2025-03-07T09:05:00"), Some(want));
        assert_eq!(
            parse_date("2025-03-07T09:05:42.123456"),
            Some(dt(2025, 3, 7, 9, 5, 42))
        );
    }

    #[test]
    fn offsets_are_accepted_but_ignored() {
        let want = dt(2025, 1, 1, 10, 0, 0);
        for input in [
            "2025-01-01T10:00:00Z",
            "2025-01-01T10:00:00+05:00",
            "2025-01-01T10:00:00+0100",
            "2025-01-01T10:00:00-05",
            "2025-01-01T10:00Z",
            "2025-01-01 10:00:00.5+01:00",
        ] {
            assert_eq!(parse_date(input), Some(want), "{input}");
        }
    }

    #[test]
    fn malformed_offsets_are_rejected() {
        for input in [
            "2025-01-01T10:00:00+",
            "2025-01-01T10:00:00+5",
            "2025-01-01T10:00:00+05:",
            "2025-01-01T10:00:00+25:00",
            "2025-01-01T10:00:00+05:00x",
            "2025-01-01T10:00:00ZZ",
            "2025-01-01T10:00:00 +01:00",
            "2025-01-01T10:00:00+05x0",
        ] {
            assert_eq!(parse_date(input), None, "{input}");
        }
    }

    #[test]
    fn unix_timestamps_give_utc_wall_clock() {
        assert_eq!(parse_date("0"), Some(dt(1970, 1, 1, 0, 0, 0)));
        assert_eq!(parse_date("1741338300"), Some(dt(2025, 3, 7, 9, 5, 0)));
        assert_eq!(parse_date("-86400"), Some(dt(1969, 12, 31, 0, 0, 0)));
        assert_eq!(parse_date("99999999999999999999999"), None);
        assert_eq!(
            parse_date("253402300799"),
            Some(dt(9999, 12, 31, 23, 59, 59))
        );
        assert_eq!(parse_date("253402300800"), None, "year 10000");
        assert_eq!(parse_date("-62167219201"), None, "year -1");
        assert_eq!(parse_date("-"), None);
        assert_eq!(parse_date("12.5"), None);
    }

    #[test]
    fn rejects_invalid_input() {
        for input in [
            "",
            "   ",
            "tomorrow",
            "foo",
            "2025-13-01",
            "2025-02-30",
            "2025-02-29",
            "2025-1-01",
            "25-01-01",
            "02025-01-01",
            "2025-01-01 24:00",
            "2025-01-01 10:60",
            "2025-01-01 10:00:60",
            "2025-01-01 10",
            "2025-01-01 10:00:00.",
            "2025-01-01X10:00",
            "2025/01/01",
            "２０２５-01-01",
        ] {
            assert_eq!(parse_date(input), None, "{input:?}");
        }
        assert_eq!(parse_date("2024-02-29"), Some(dt(2024, 2, 29, 0, 0, 0)));
    }

    #[test]
    fn stored_dates_read_only_in_their_one_form() {
        let at: WpDateTime = "2025-03-07 09:05:00".parse().unwrap();
        assert_eq!(at, WpDateTime(dt(2025, 3, 7, 9, 5, 0)));
        assert_eq!(at.to_string(), "2025-03-07 09:05:00");
        for corrupt in [
            "",
            "garbage",
            "2025-03-07",
            "2025-3-7 9:05:00",
            "2025-03-07T09:05:00",
            "2025-02-30 00:00:00",
            "2025-03-07 09:05:00 ",
        ] {
            assert!(corrupt.parse::<WpDateTime>().is_err(), "{corrupt:?}");
        }
    }

    #[test]
    fn fixed_forms_come_before_phrases() {
        assert_eq!(
            read("2025-03-07 09:05"),
            Some(Written::Fixed(dt(2025, 3, 7, 9, 5, 0)))
        );
        assert!(matches!(read(" Tomorrow 9am "), Some(Written::Relative(_))));
        assert_eq!(read("3 weeks from now"), None);
        assert_eq!(read("2025-02-30 +1 day"), None);
    }

    #[test]
    fn written_dates_resolve_on_the_given_clock() {
        let now = dt(2030, 1, 1, 23, 30, 0);
        let paris = crate::domain::tz::parse("Europe/Paris").unwrap();
        let fixed = read("2025-03-07 09:05").unwrap();
        assert_eq!(fixed.resolve(now, &paris), Some(dt(2025, 3, 7, 9, 5, 0)));
        let phrase = read("tomorrow 9am").unwrap();
        assert_eq!(phrase.resolve(now, &paris), Some(dt(2030, 1, 3, 9, 0, 0)));
        assert_eq!(
            phrase.resolve(now, &EventTz::utc()),
            Some(dt(2030, 1, 2, 9, 0, 0))
        );
    }

    #[test]
    fn phrases_must_stay_a_year_inside_the_stored_range() {
        let now = dt(2025, 6, 1, 12, 0, 0);
        assert!(acceptable("2025-03-07", now));
        assert!(acceptable("+7973 years", now), "year 9998");
        assert!(
            !acceptable("+7974 years", now),
            "year 9999, a zone away from 10000"
        );
        assert!(acceptable("-2024 years", now), "year 1");
        assert!(
            !acceptable("-2025 years", now),
            "year 0, a zone away from -1"
        );
        assert!(!acceptable("next year's christmas", now));
        assert!(!acceptable("", now));
    }

    #[test]
    fn wp_format_is_zero_padded() {
        assert_eq!(format_wp(&dt(2025, 3, 7, 9, 5, 0)), "2025-03-07 09:05:00");
    }

    #[test]
    fn details_are_padded_strings_in_tec_order() {
        let d = DateDetails(dt(2025, 3, 7, 9, 5, 0));
        assert_eq!(
            serde_json::to_string(&d).unwrap(),
            r#"{"year":"2025","month":"03","day":"07","hour":"09","minutes":"05","seconds":"00"}"#
        );
        let far = DateDetails(dt(12025, 11, 17, 23, 59, 58));
        assert_eq!(
            serde_json::to_string(&far).unwrap(),
            r#"{"year":"+12025","month":"11","day":"17","hour":"23","minutes":"59","seconds":"58"}"#
        );
    }

    #[test]
    fn day_bounds() {
        let t = dt(2025, 12, 31, 13, 14, 15);
        assert_eq!(start_of_day(&t), dt(2025, 12, 31, 0, 0, 0));
        assert_eq!(end_of_day(&t), dt(2025, 12, 31, 23, 59, 59));
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Any wall-clock second of years 0 to 9999, the range WordPress dates are written in.
    fn wall_clock() -> impl Strategy<Value = NaiveDateTime> {
        (
            0i32..=9999,
            1u32..=12,
            1u32..=31,
            0u32..24,
            0u32..60,
            0u32..60,
        )
            .prop_filter_map("a real calendar day", |(y, mo, d, h, mi, s)| {
                NaiveDate::from_ymd_opt(y, mo, d)?.and_hms_opt(h, mi, s)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn parsing_never_panics(input in any::<String>()) {
            let _ = parse_date(&input);
        }

        #[test]
        fn parsing_date_like_text_never_panics(input in "[0-9]{1,5}-[0-9]{1,3}-[0-9]{1,3}([ Tt][0-9]{1,3}:[0-9]{1,3}(:[0-9]{1,3}(\\.[0-9]{0,4})?)?([Zz]|[+-][0-9]{1,3}(:?[0-9]{1,3})?)?)?") {
            let _ = parse_date(&input);
        }

        #[test]
        fn formatted_dates_parse_back(dt in wall_clock()) {
            prop_assert_eq!(parse_date(&format_wp(&dt)), Some(dt));
        }

        #[test]
        fn stored_dates_read_back(dt in wall_clock()) {
            let stored = WpDateTime(dt).to_string();
            prop_assert_eq!(stored.parse::<WpDateTime>(), Ok(WpDateTime(dt)));
        }

        #[test]
        fn iso_offsets_keep_the_written_digits(dt in wall_clock(), hours in 0u32..24, minutes in 0u32..60, sign in prop::bool::ANY) {
            let sign = if sign { '+' } else { '-' };
            let text = format!("{}{sign}{hours:02}:{minutes:02}", dt.format("%Y-%m-%dT%H:%M:%S"));
            prop_assert_eq!(parse_date(&text), Some(dt));
        }

        #[test]
        fn dates_are_spelt_as_chrono_spells_them(
            year in -300_000i32..=300_000,
            dt in wall_clock(),
        ) {
            let dt = dt.with_year(year).unwrap_or(dt);
            let chrono = dt.format(WP_FORMAT).to_string();
            prop_assert_eq!(format_wp(&dt), chrono.clone());
            prop_assert_eq!(
                serde_json::to_value(DateDetails(dt)).unwrap()["year"].clone(),
                serde_json::json!(dt.format("%Y").to_string())
            );
            prop_assert_eq!(serde_json::to_value(WpDateTime(dt)).unwrap(), serde_json::json!(chrono.clone()));
            prop_assert_eq!(chrono.parse::<WpDateTime>(), Ok(WpDateTime(dt)));
        }

        #[test]
        fn only_the_stored_spelling_reads_as_a_date(text in "[0-9]{1,5}-[0-9]{1,2}-[0-9]{1,2} [0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}") {
            let by_chrono = NaiveDateTime::parse_from_str(&text, WP_FORMAT)
                .ok()
                .filter(|at| at.format(WP_FORMAT).to_string() == text);
            prop_assert_eq!(text.parse::<WpDateTime>().ok().map(|d| d.0), by_chrono);
        }

        #[test]
        fn details_spell_the_formatted_date(dt in wall_clock()) {
            let d = serde_json::to_value(DateDetails(dt)).unwrap();
            let part = |name: &str| d[name].as_str().unwrap().to_string();
            let spelled = format!(
                "{}-{}-{} {}:{}:{}",
                part("year"), part("month"), part("day"), part("hour"), part("minutes"), part("seconds")
            );
            prop_assert_eq!(spelled, dt.format(WP_FORMAT).to_string());
        }

        /// Whatever a client sends, an accepted date is stored as text that reads back
        /// as the same date: the store keeps dates as `format_wp` text.
        #[test]
        fn accepted_timestamps_survive_storage(seconds in prop_oneof![any::<i64>(), -9_000_000_000_000i64..9_000_000_000_000]) {
            if let Some(dt) = parse_date(&seconds.to_string()) {
                prop_assert_eq!(parse_date(&format_wp(&dt)), Some(dt));
            }
        }

        #[test]
        fn day_bounds_stay_on_the_day(dt in wall_clock()) {
            prop_assert_eq!(start_of_day(&dt).date(), dt.date());
            prop_assert_eq!(end_of_day(&dt).date(), dt.date());
            prop_assert!(start_of_day(&dt) <= dt && dt <= end_of_day(&dt));
        }
    }
}
