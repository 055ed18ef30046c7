use super::*;
use crate::domain::tz;

mod php_cases;

fn at(text: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").expect("a date-time")
}

/// The phrase's value at `base_utc` on `zone`'s clock, formatted as PHP's `date()`.
fn resolved(phrase: &str, base_utc: &str, zone: &str) -> Option<String> {
    let zone = tz::parse(zone).expect("a zone");
    parse(phrase)?
        .resolve(at(base_utc), &zone)
        .map(|d| d.format("%Y-%m-%d %H:%M:%S").to_string())
}

#[test]
fn every_php_case_gives_php_answer() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for row in php_cases::CASES.lines() {
        let [base, zone, phrase, php] = row.split('|').collect::<Vec<_>>()[..] else {
            panic!("malformed row {row:?}");
        };
        let ours = resolved(phrase, base, zone);
        let expected = (php != "refused").then(|| php.to_string());
        if ours != expected {
            wrong.push(format!(
                "{base} {zone} {phrase:?}: PHP {php}, here {ours:?}"
            ));
        }
        checked += 1;
    }
    assert_eq!(checked, 1830, "the whole table was read");
    assert!(
        wrong.is_empty(),
        "{} differences:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

// A few of the table's rows, spelled out: the behaviours clients most often trip on.

#[test]
fn a_time_before_tomorrow_is_reset_by_it() {
    let wednesday = "2025-01-29 14:45:10";
    let paris = "Europe/Paris";
    let day = |p| resolved(p, wednesday, paris);
    assert_eq!(day("tomorrow 9am").as_deref(), Some("2025-01-30 09:00:00"));
    assert_eq!(day("9am tomorrow").as_deref(), Some("2025-01-30 00:00:00"));
    assert_eq!(day("tomorrow noon").as_deref(), Some("2025-01-30 12:00:00"));
    assert_eq!(day("noon tomorrow").as_deref(), Some("2025-01-30 00:00:00"));
}

#[test]
fn weekdays_next_last_and_this_on_that_very_day() {
    let wednesday = |p| resolved(p, "2025-01-29 14:45:10", "Europe/Paris");
    assert_eq!(
        wednesday("wednesday").as_deref(),
        Some("2025-01-29 00:00:00")
    );
    assert_eq!(
        wednesday("this wednesday").as_deref(),
        Some("2025-01-29 00:00:00")
    );
    assert_eq!(
        wednesday("next wednesday 4pm").as_deref(),
        Some("2025-02-05 16:00:00")
    );
    assert_eq!(
        wednesday("last wednesday").as_deref(),
        Some("2025-01-22 00:00:00")
    );
    let monday = |p| resolved(p, "2025-02-03 08:00:00", "UTC");
    assert_eq!(
        monday("last monday").as_deref(),
        Some("2025-01-27 00:00:00")
    );
    assert_eq!(monday("next week").as_deref(), Some("2025-02-10 08:00:00"));
}

#[test]
fn months_overflow_and_month_edges_keep_the_time() {
    let leap_january_end = |p| resolved(p, "2024-01-31 10:00:00", "UTC");
    assert_eq!(
        leap_january_end("+1 month").as_deref(),
        Some("2024-03-02 10:00:00")
    );
    assert_eq!(
        leap_january_end("first day of next month").as_deref(),
        Some("2024-02-01 10:00:00")
    );
    assert_eq!(
        leap_january_end("last day of next month").as_deref(),
        Some("2024-02-29 10:00:00")
    );
}

#[test]
fn today_is_the_date_on_the_zone_clock() {
    // 23:30 UTC on 1 January is already 2 January in Paris.
    let late = "2030-01-01 23:30:00";
    assert_eq!(
        resolved("today", late, "Europe/Paris").as_deref(),
        Some("2030-01-02 00:00:00")
    );
    assert_eq!(
        resolved("today", late, "UTC").as_deref(),
        Some("2030-01-01 00:00:00")
    );
}

#[test]
fn times_in_a_spring_forward_gap_land_after_it() {
    let saturday = "2025-03-29 12:00:00";
    assert_eq!(
        resolved("tomorrow 2:30am", saturday, "Europe/Paris").as_deref(),
        Some("2025-03-30 03:30:00")
    );
    assert_eq!(
        resolved("tomorrow", "2025-09-06 15:00:00", "America/Santiago").as_deref(),
        Some("2025-09-07 01:00:00"),
        "midnight does not exist that day"
    );
}

#[test]
fn results_outside_the_stored_years_are_refused() {
    let now = "2025-01-29 14:45:10";
    assert_eq!(
        resolved("+7974 years", now, "UTC").as_deref(),
        Some("9999-01-29 14:45:10")
    );
    assert_eq!(resolved("+7975 years", now, "UTC"), None);
    assert_eq!(
        resolved("-2025 years", now, "UTC").as_deref(),
        Some("0000-01-29 14:45:10")
    );
    assert_eq!(resolved("-2026 years", now, "UTC"), None);
    assert_eq!(resolved("+9999999999999 years", now, "UTC"), None);
    assert_eq!(resolved("-9999999999999 seconds", now, "UTC"), None);
    assert_eq!(parse("+99999999999999 days"), None, "fourteen digits");
}

/// Phrases PHP reads one way or another, and this module does not: refused, never
/// misread.
const OUTSIDE: &[&str] = &[
    "",
    "   ",
    "next year's christmas",
    "christmas",
    "3 weeks from now",
    "a week ago",
    "in 3 days",
    "in a week",
    "next monday at 9am",
    "tomorrow at noon",
    "tomorrow, 9am",
    "tomorrow9am",
    "tomorrow\u{a0}9am",
    "ｔｏｍｏｒｒｏｗ",
    "tonight",
    "this evening",
    "eod",
    "first monday of next month",
    "last friday of this month",
    "second monday",
    "first day",
    "first monday",
    "+1 weekday",
    "3 weekdays",
    "2 mondays",
    "+1 monday",
    "mondays",
    "tues",
    "thurs",
    "back of 7pm",
    "front of 5pm",
    "10 september 2030",
    "september 10",
    "sept 10 9am",
    "12/25/2030",
    "25.12.2030",
    "2030/12/05",
    "@1700000000",
    "1.5 hours",
    "half past nine",
    "1600",
    "16h00",
    "t16:00",
    "9.30pm",
    "9:5pm",
    "16:5",
    "24:00",
    "tomorrow 24:00",
    "9",
    "tomorrow 9",
    "12 noon",
    "0am",
    "13pm",
    "00am",
    "16:00 pm",
    "9:60am",
    "9:30:60",
    "next weeks",
    "next seconds",
    "weeks",
    "day",
    "ago",
    "1 day ago ago",
    "+ 1 day",
    "--1 day",
    "+-1 day",
    "1 hour and 30 minutes",
    "monday 2 days ago",
    "next week 3 days ago",
    "last monday 1 week ago",
    "2030-12-05T10:00 +1 day",
    "2030-12-05T10:00:00Z +1 day",
    "2030-02-30 +1 day",
    "2030-1-05 +1 day",
    "+2030-12-05 +1 day",
    "tomorrow UTC",
    "tomorrow 9am Europe/Paris",
    "tomorrow 9am +02:00",
    "now GMT",
    "yesterday noon CET",
    "9am z",
    "+1 µs",
    "+1 msec",
    "+1 forthnight",
    "next ms",
];

#[test]
fn phrases_outside_the_language_are_refused() {
    for phrase in OUTSIDE {
        assert_eq!(parse(phrase), None, "{phrase:?}");
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Whole tokens of the accepted language; some sequences of them are refused
    /// (two times of day), none is misread.
    const TOKENS: &[&str] = &[
        "now",
        "today",
        "midnight",
        "noon",
        "tomorrow",
        "yesterday",
        "monday",
        "sun",
        "next wednesday",
        "last friday",
        "previous sat",
        "this thursday",
        "next week",
        "this week",
        "last week",
        "next month",
        "last year",
        "this day",
        "+1 week",
        "-2 days",
        "3 months",
        "+36 hours",
        "-90 min",
        "5 secs ago",
        "2 fortnights ago",
        "+1year",
        "first day of",
        "last day of",
        "9am",
        "9 pm",
        "9:30pm",
        "12:15:30 a.m.",
        "16:00",
        "07:45:10",
        "2030-12-05",
        "2024-02-29",
    ];

    /// Words that belong to no token.
    const FOREIGN: &[&str] = &[
        "at",
        "in",
        "from",
        "on",
        "and",
        "of",
        "a",
        "the",
        "christmas",
        "eve",
        "tonight",
        "morning",
        "weekday",
        "weekend",
        "hence",
        "later",
        "before",
        "after",
        "until",
        "utc",
        "gmt",
        "cet",
        "z",
        "europe/paris",
        "+02:00",
        ",",
        "@1700000000",
        "12/25",
        "dec",
        "december",
        "second",
        "third",
        "+",
        "9",
        "day",
        "week",
    ];

    fn tokens() -> impl Strategy<Value = Vec<&'static str>> {
        prop::collection::vec(prop::sample::select(TOKENS), 1..5)
    }

    fn clock() -> impl Strategy<Value = NaiveDateTime> {
        // Instants of years 1900 to 2100.
        (-2_208_988_800i64..4_102_444_800).prop_map(|s| {
            chrono::DateTime::from_timestamp(s, 0)
                .map(|d| d.naive_utc())
                .unwrap_or_default()
        })
    }

    fn zone() -> impl Strategy<Value = EventTz> {
        prop::sample::select(vec![
            "UTC",
            "Europe/Paris",
            "America/New_York",
            "Asia/Tokyo",
            "Australia/Lord_Howe",
            "America/Santiago",
            "UTC+5:30",
            "UTC-3",
        ])
        .prop_map(|z| tz::parse(z).expect("zone"))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn parsing_never_panics(input in any::<String>()) {
            let _ = parse(&input);
        }

        #[test]
        fn resolving_never_panics(words in tokens(), now in clock(), zone in zone()) {
            if let Some(phrase) = parse(&words.join(" ")) {
                let _ = phrase.resolve(now, &zone);
            }
        }

        #[test]
        fn phrase_like_text_never_panics(input in "[-+ 0-9a-z:.]{0,40}", now in clock(), zone in zone()) {
            if let Some(phrase) = parse(&input) {
                let _ = phrase.resolve(now, &zone);
            }
        }

        /// One word outside the language anywhere makes the whole phrase refused.
        #[test]
        fn a_foreign_word_refuses_the_phrase(words in tokens(), foreign in prop::sample::select(FOREIGN), at in 0usize..5) {
            let mut words = words;
            let at = at.min(words.len());
            words.insert(at, foreign);
            let phrase = words.join(" ");
            prop_assert_eq!(parse(&phrase), None, "{}", phrase);
        }

        /// Case and runs of blanks do not matter.
        #[test]
        fn case_and_blanks_are_insignificant(words in tokens(), upper in prop::collection::vec(any::<bool>(), 40), tabs in any::<bool>(), now in clock(), zone in zone()) {
            let plain = words.join(" ");
            let separator = if tabs { " \t " } else { "   " };
            let shouted: String = words
                .join(separator)
                .chars()
                .zip(upper.iter().cycle())
                .map(|(c, &up)| if up { c.to_ascii_uppercase() } else { c })
                .collect();
            let resolve = |text: &str| parse(text).map(|p| p.resolve(now, &zone));
            prop_assert_eq!(resolve(&plain), resolve(&format!("  {shouted}\t")));
        }

        /// On a clock without daylight saving, day and second offsets are plain
        /// arithmetic, and `ago` mirrors the sign.
        #[test]
        fn offsets_add_up_on_a_constant_clock(now in clock(), days in -20_000i64..20_000, seconds in -1_000_000i64..1_000_000) {
            let utc = tz::parse("UTC").expect("UTC");
            let later = |text: &str| parse(text).and_then(|p| p.resolve(now, &utc));
            let expected = now + chrono::Duration::days(days) + chrono::Duration::seconds(seconds);
            prop_assert_eq!(later(&format!("{days:+} days {seconds:+} seconds")), Some(expected));
            prop_assert_eq!(later(&format!("{} days {} seconds ago", -days, -seconds)), Some(expected));
            prop_assert_eq!(later(&format!("{days:+}day {seconds:+}sec tomorrow")), Some((now + chrono::Duration::days(1)).date().and_time(NaiveTime::MIN) + chrono::Duration::seconds(seconds)));
        }

        /// `tomorrow` and `yesterday` are the zone's calendar neighbours of today, at
        /// midnight (or the end of a gap that swallows midnight).
        #[test]
        fn tomorrow_follows_today(now in clock(), zone in zone()) {
            let day = |text: &str| parse(text).and_then(|p| p.resolve(now, &zone)).map(|d| d.date());
            let today = zone.from_utc(now).date();
            prop_assert_eq!(day("today"), Some(today));
            prop_assert_eq!(day("tomorrow"), today.succ_opt());
            prop_assert_eq!(day("yesterday"), today.pred_opt());
        }
    }
}
