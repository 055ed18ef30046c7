//! Fluent's built-in functions, `NUMBER()` and `DATETIME()`, formatted with CLDR data
//! (ICU4X) in the language of the message.
//!
//! `fluent-bundle` ships a `NUMBER` that keeps its options for plural selection but
//! formats digits only, and no `DATETIME`; both are implemented here, with the options
//! of Fluent's (and `Intl`'s) that make sense for an API's text:
//!
//! - `NUMBER($n)`: `type` (`cardinal`, `ordinal`: which plural rules a selector on it
//!   uses), `style: "decimal"`, `useGrouping` (`"true"`, `"false"`, `"auto"`, `"always"`),
//!   `minimumIntegerDigits`, `minimumFractionDigits`, `maximumFractionDigits`,
//!   `minimumSignificantDigits`, `maximumSignificantDigits`. It formats as `Intl` does:
//!   the language's digits, decimal and grouping separators, at most three fraction
//!   digits by default, halves rounded away from zero. Percent and currency styles are
//!   not supported.
//! - `DATETIME($d)`: a date as the API writes it (`YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`,
//!   ISO 8601) or a Unix timestamp; `dateStyle` (`full`, `long`, `medium`, `short`) and
//!   `timeStyle` (`medium`, `short`). The API's dates are the site's wall-clock times
//!   without a zone, so the styles that show one (`long`, `full`) are not supported.
//!
//! A number shown without `NUMBER()` (`{ $id }`) keeps plain ASCII digits: the API's
//! numbers are identifiers and limits, which clients copy.
//!
//! A call that cannot be formatted (an unsupported option, a value of the wrong kind)
//! leaves a note for [`take_failure`], which the catalogue reads after formatting a
//! message: Fluent's own error list does not hear of it, and would let `{NUMBER()}`
//! through as text. [`check_call`] applies the same rules to the files, for `locales
//! check` and for the catalogue before it serves them.

use std::cell::RefCell;
use std::sync::Arc;

use fixed_decimal::{Decimal, SignedRoundingMode, UnsignedRoundingMode};
use fluent::memoizer::MemoizerKind;
use fluent::types::{FluentNumber, FluentNumberOptions, FluentNumberType};
use fluent::{FluentArgs, FluentResource, FluentValue};
use icu_datetime::DateTimeFormatter;
use icu_datetime::fieldsets::builder::{DateFields, FieldSetBuilder};
use icu_datetime::input::{Date, DateTime, Time};
use icu_datetime::options::{Length, TimePrecision};
use icu_decimal::DecimalFormatter;
use icu_decimal::options::GroupingStrategy;
use icu_locale_core::Locale;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

/// The bundle type of the catalogue.
pub type Bundle = fluent::concurrent::FluentBundle<Arc<FluentResource>>;

/// The functions messages may call.
pub const NAMES: [&str; 2] = ["NUMBER", "DATETIME"];

/// A named option as written in a message: Fluent allows only literals there.
#[derive(Debug, Clone, Copy)]
pub enum OptionValue<'a> {
    Str(&'a str),
    Num(f64),
}

/// What `NUMBER()` was asked for.
#[derive(Debug, Default)]
struct NumberOptions {
    ordinal: bool,
    grouping: Option<bool>,
    minimum_integer: Option<usize>,
    minimum_fraction: Option<usize>,
    maximum_fraction: Option<usize>,
    minimum_significant: Option<usize>,
    maximum_significant: Option<usize>,
}

/// Reads an integer option within `range`, as `Intl` accepts them.
fn digits(
    name: &str,
    value: OptionValue<'_>,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, String> {
    let number = match value {
        OptionValue::Num(n) => Some(n),
        OptionValue::Str(s) => s.parse().ok(),
    };
    number
        .filter(|n| n.fract() == 0.0 && *n >= 0.0)
        .map(|n| n as usize)
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            format!(
                "NUMBER(): {name} must be a whole number from {} to {}",
                range.start(),
                range.end()
            )
        })
}

fn text<'a>(function: &str, name: &str, value: OptionValue<'a>) -> Result<&'a str, String> {
    match value {
        OptionValue::Str(s) => Ok(s),
        OptionValue::Num(_) => Err(format!("{function}(): {name} must be a string")),
    }
}

fn number_options<'a>(
    named: impl IntoIterator<Item = (&'a str, OptionValue<'a>)>,
) -> Result<NumberOptions, String> {
    let mut o = NumberOptions::default();
    for (name, value) in named {
        match name {
            "type" => match text("NUMBER", name, value)? {
                "cardinal" => o.ordinal = false,
                "ordinal" => o.ordinal = true,
                other => {
                    return Err(format!(
                        "NUMBER(): type \"{other}\" is not cardinal or ordinal"
                    ));
                }
            },
            "style" => match text("NUMBER", name, value)? {
                "decimal" => {}
                other => {
                    return Err(format!(
                        "NUMBER(): style \"{other}\" is not supported (only decimal)"
                    ));
                }
            },
            "useGrouping" => {
                o.grouping = Some(match text("NUMBER", name, value)? {
                    "true" | "auto" | "always" => true,
                    "false" => false,
                    other => {
                        return Err(format!(
                            "NUMBER(): useGrouping \"{other}\" is not supported (true, false, auto or always)"
                        ));
                    }
                });
            }
            "minimumIntegerDigits" => o.minimum_integer = Some(digits(name, value, 1..=21)?),
            "minimumFractionDigits" => o.minimum_fraction = Some(digits(name, value, 0..=20)?),
            "maximumFractionDigits" => o.maximum_fraction = Some(digits(name, value, 0..=20)?),
            "minimumSignificantDigits" => {
                o.minimum_significant = Some(digits(name, value, 1..=21)?);
            }
            "maximumSignificantDigits" => {
                o.maximum_significant = Some(digits(name, value, 1..=21)?);
            }
            other => return Err(format!("NUMBER(): option {other} is not supported")),
        }
    }
    if let (Some(min), Some(max)) = (o.minimum_fraction, o.maximum_fraction)
        && min > max
    {
        return Err("NUMBER(): minimumFractionDigits is above maximumFractionDigits".into());
    }
    if let (Some(min), Some(max)) = (o.minimum_significant, o.maximum_significant)
        && min > max
    {
        return Err("NUMBER(): minimumSignificantDigits is above maximumSignificantDigits".into());
    }
    Ok(o)
}

/// Which parts of a date `DATETIME()` shows, and how long.
#[derive(Debug, Default, Clone, Copy)]
struct DateTimeOptions {
    date: Option<Length>,
    /// `full`: the long date with its weekday.
    weekday: bool,
    time: Option<TimePrecision>,
}

fn datetime_options<'a>(
    named: impl IntoIterator<Item = (&'a str, OptionValue<'a>)>,
) -> Result<DateTimeOptions, String> {
    let mut o = DateTimeOptions::default();
    for (name, value) in named {
        match (name, text("DATETIME", name, value)?) {
            ("dateStyle", "full") => (o.date, o.weekday) = (Some(Length::Long), true),
            ("dateStyle", "long") => o.date = Some(Length::Long),
            ("dateStyle", "medium") => o.date = Some(Length::Medium),
            ("dateStyle", "short") => o.date = Some(Length::Short),
            ("timeStyle", "medium") => o.time = Some(TimePrecision::Second),
            ("timeStyle", "short") => o.time = Some(TimePrecision::Minute),
            ("timeStyle", style @ ("long" | "full")) => {
                return Err(format!(
                    "DATETIME(): timeStyle \"{style}\" shows a time zone, which the API's dates do not carry (use medium or short)"
                ));
            }
            ("dateStyle" | "timeStyle", other) => {
                return Err(format!(
                    "DATETIME(): {name} \"{other}\" is not full, long, medium or short"
                ));
            }
            (other, _) => return Err(format!("DATETIME(): option {other} is not supported")),
        }
    }
    Ok(o)
}

/// Whether a call of `function` with `positional` arguments (as many as there are) and
/// `named` options as written in a message can be formatted; why not, otherwise.
pub fn check_call<'a>(
    function: &str,
    positional: usize,
    named: impl IntoIterator<Item = (&'a str, OptionValue<'a>)>,
) -> Result<(), String> {
    let checked = match function {
        "NUMBER" => number_options(named).map(drop),
        "DATETIME" => datetime_options(named).map(drop),
        other => {
            return Err(format!(
                "calls {other}(), which is no function (there are {})",
                NAMES.map(|n| format!("{n}()")).join(" and ")
            ));
        }
    };
    checked?;
    if positional != 1 {
        return Err(format!("{function}() takes one value, not {positional}"));
    }
    Ok(())
}

thread_local! {
    /// Why the last call of a function failed, until [`take_failure`] reads it.
    static FAILURE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Why a function called while formatting on this thread failed, if one did since the
/// last call; clears the note.
pub fn take_failure() -> Option<String> {
    FAILURE.with(|f| f.borrow_mut().take())
}

fn fail(reason: String) -> FluentValue<'static> {
    FAILURE.with(|f| *f.borrow_mut() = Some(reason));
    FluentValue::Error
}

fn option_values<'a>(named: &'a FluentArgs<'_>) -> Vec<(&'a str, OptionValue<'a>)> {
    named
        .iter()
        .map(|(name, value)| {
            let value = match value {
                FluentValue::String(s) => OptionValue::Str(s),
                FluentValue::Number(n) => OptionValue::Num(n.value),
                _ => OptionValue::Str(""),
            };
            (name, value)
        })
        .collect()
}

/// Registers `NUMBER` and `DATETIME` in `bundle`, whose messages are in `lang`.
pub fn register(bundle: &mut Bundle, lang: &LanguageIdentifier) {
    let locale: Locale = lang.to_string().parse().unwrap_or(Locale::UNKNOWN);
    // A bundle is new here, so neither name is taken yet.
    let _ = bundle.add_function("NUMBER", number);
    let _ = bundle.add_function("DATETIME", move |positional, named| {
        datetime(&locale, positional, named)
    });
    bundle.set_formatter(Some(format_number));
}

fn number<'a>(positional: &[FluentValue<'a>], named: &FluentArgs) -> FluentValue<'a> {
    let value = match positional {
        [FluentValue::Number(n)] => n.value,
        [FluentValue::String(s)] => match s.trim().parse::<f64>() {
            Ok(n) if n.is_finite() => n,
            _ => return fail(format!("NUMBER(): \"{s}\" is not a number")),
        },
        _ => return fail("NUMBER() takes one number".into()),
    };
    let options = match number_options(option_values(named)) {
        Ok(options) => options,
        Err(e) => return fail(e),
    };
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            r#type: if options.ordinal {
                FluentNumberType::Ordinal
            } else {
                FluentNumberType::Cardinal
            },
            use_grouping: options.grouping.unwrap_or(true),
            // Always set by NUMBER(), never otherwise: what marks its numbers for
            // [`format_number`].
            minimum_integer_digits: Some(options.minimum_integer.unwrap_or(1)),
            minimum_fraction_digits: options.minimum_fraction,
            maximum_fraction_digits: options.maximum_fraction,
            minimum_significant_digits: options.minimum_significant,
            maximum_significant_digits: options.maximum_significant,
            ..FluentNumberOptions::default()
        },
    ))
}

/// The digits `NUMBER()`'s options ask for, rounded as `Intl` rounds (halves away from
/// zero).
fn rounded(value: f64, o: &FluentNumberOptions) -> Option<Decimal> {
    let half_expand = SignedRoundingMode::Unsigned(UnsignedRoundingMode::HalfExpand);
    // Rust writes a float with the fewest digits that read back as it, never in
    // exponent form.
    let mut d = Decimal::try_from_str(&value.to_string()).ok()?;
    let to_i16 = |n: usize| i16::try_from(n).unwrap_or(i16::MAX);
    if o.minimum_significant_digits.is_some() || o.maximum_significant_digits.is_some() {
        let most = to_i16(o.maximum_significant_digits.unwrap_or(21));
        let least = to_i16(o.minimum_significant_digits.unwrap_or(1));
        let top = d.absolute.nonzero_magnitude_start();
        d.round_with_mode(top - most + 1, half_expand);
        // Rounding may have added a digit in front (9.99 → 10).
        let top = d.absolute.nonzero_magnitude_start();
        d.absolute.trim_end();
        d.absolute.pad_end(top - least + 1);
    } else {
        let least = o.minimum_fraction_digits.unwrap_or(0);
        let most = o.maximum_fraction_digits.unwrap_or(least.max(3));
        d.round_with_mode(-to_i16(most), half_expand);
        d.absolute.trim_end();
        d.absolute.pad_end(-to_i16(least));
    }
    d.absolute
        .pad_start(to_i16(o.minimum_integer_digits.unwrap_or(1)));
    Some(d)
}

/// The language's decimal formatter, with or without grouping separators.
struct DecimalFormat(DecimalFormatter);

impl Memoizable for DecimalFormat {
    type Args = (bool,);
    type Error = String;

    fn construct(lang: LanguageIdentifier, (grouping,): (bool,)) -> Result<Self, String> {
        let locale: Locale = lang.to_string().parse().map_err(|e| format!("{e:?}"))?;
        let strategy = if grouping {
            GroupingStrategy::Auto
        } else {
            GroupingStrategy::Never
        };
        DecimalFormatter::try_new((&locale).into(), strategy.into())
            .map(DecimalFormat)
            .map_err(|e| e.to_string())
    }
}

/// How the bundle writes a number: `NUMBER()`'s with the language's conventions, every
/// other as Fluent does (plain digits).
fn format_number(
    value: &FluentValue,
    intls: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    n.options.minimum_integer_digits?;
    let Some(digits) = rounded(n.value, &n.options) else {
        fail(format!("NUMBER(): {} cannot be formatted", n.value));
        return Some(String::new());
    };
    intls
        .with_try_get_threadsafe::<DecimalFormat, _, _>((n.options.use_grouping,), |f| {
            f.0.format(&digits).to_string()
        })
        .ok()
}

/// A date or date and time as the API writes them, or a Unix timestamp (UTC).
fn date_time(value: &FluentValue) -> Option<(chrono::NaiveDate, Option<chrono::NaiveTime>)> {
    match value {
        FluentValue::Number(n) if n.value.fract() == 0.0 => {
            let t = chrono::DateTime::from_timestamp(n.value as i64, 0)?.naive_utc();
            Some((t.date(), Some(t.time())))
        }
        FluentValue::String(s) => {
            let s = s.trim();
            if let Ok(t) = chrono::DateTime::parse_from_rfc3339(s) {
                let t = t.naive_local();
                return Some((t.date(), Some(t.time())));
            }
            for format in [
                "%Y-%m-%d %H:%M:%S",
                "%Y-%m-%dT%H:%M:%S",
                "%Y-%m-%d %H:%M",
                "%Y-%m-%dT%H:%M",
            ] {
                if let Ok(t) = chrono::NaiveDateTime::parse_from_str(s, format) {
                    return Some((t.date(), Some(t.time())));
                }
            }
            chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
                .ok()
                .map(|d| (d, None))
        }
        _ => None,
    }
}

fn datetime<'a>(
    locale: &Locale,
    positional: &[FluentValue<'a>],
    named: &FluentArgs,
) -> FluentValue<'a> {
    use chrono::{Datelike, Timelike};
    let [value] = positional else {
        return fail("DATETIME() takes one date".into());
    };
    let Some((day, time)) = date_time(value) else {
        return fail(format!("DATETIME(): {value:?} is not a date"));
    };
    let options = match datetime_options(option_values(named)) {
        Ok(options) => options,
        Err(e) => return fail(e),
    };
    if options.time.is_some() && time.is_none() {
        return fail("DATETIME(): timeStyle asks for the time of a date without one".into());
    }
    let mut fields = FieldSetBuilder::new();
    fields.length = Some(options.date.unwrap_or(Length::Short));
    fields.date_fields = match (options.date, options.time) {
        (None, Some(_)) => None,
        _ if options.weekday => Some(DateFields::YMDE),
        _ => Some(DateFields::YMD),
    };
    fields.time_precision = options.time;
    let time = time.unwrap_or_default();
    let formatted = fields
        .build_composite_datetime()
        .map_err(|e| format!("{e:?}"))
        .and_then(|fields| {
            DateTimeFormatter::try_new(locale.into(), fields).map_err(|e| e.to_string())
        })
        .and_then(|formatter| {
            let date = Date::try_new_iso(day.year(), day.month() as u8, day.day() as u8)
                .map_err(|e| e.to_string())?;
            let time = Time::try_new(
                time.hour() as u8,
                time.minute() as u8,
                time.second() as u8,
                0,
            )
            .map_err(|e| e.to_string())?;
            Ok(formatter.format(&DateTime { date, time }).to_string())
        });
    match formatted {
        Ok(text) => FluentValue::String(text.into()),
        Err(e) => fail(format!("DATETIME(): {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Formats `source`'s message `m` in `lang` with `$n` = `n`; the note of a failed
    /// function call, if any, instead.
    fn format(lang: &str, source: &str, args: FluentArgs) -> Result<String, String> {
        let id: LanguageIdentifier = lang.parse().expect("lang");
        let mut bundle = Bundle::new_concurrent(vec![id.clone()]);
        bundle.set_use_isolating(false);
        register(&mut bundle, &id);
        let resource = FluentResource::try_new(source.to_string()).expect("parse");
        bundle.add_resource(Arc::new(resource)).expect("add");
        let pattern = bundle.get_message("m").and_then(|m| m.value()).expect("m");
        take_failure();
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        match take_failure() {
            Some(failure) => Err(failure),
            None => Ok(text.into_owned()),
        }
    }

    fn n(value: f64) -> FluentArgs<'static> {
        let mut args = FluentArgs::new();
        args.set("n", value);
        args
    }

    #[test]
    fn numbers_follow_the_language_and_options() {
        assert_eq!(
            format("en", "m = { NUMBER($n) }", n(1234567.891)).as_deref(),
            Ok("1,234,567.891")
        );
        assert_eq!(
            format("de", "m = { NUMBER($n) }", n(1234.5)).as_deref(),
            Ok("1.234,5")
        );
        assert_eq!(
            format(
                "en",
                "m = { NUMBER($n, useGrouping: \"false\", minimumFractionDigits: 2) }",
                n(1234.5)
            )
            .as_deref(),
            Ok("1234.50")
        );
        assert_eq!(
            format("en", "m = { NUMBER($n, maximumFractionDigits: 0) }", n(2.5)).as_deref(),
            Ok("3")
        );
        assert_eq!(
            format("en", "m = { NUMBER($n, minimumIntegerDigits: 3) }", n(7.0)).as_deref(),
            Ok("007")
        );
        assert_eq!(
            format(
                "en",
                "m = { NUMBER($n, maximumSignificantDigits: 2) }",
                n(9.96)
            )
            .as_deref(),
            Ok("10")
        );
        assert_eq!(
            format("en", "m = ID { $n }", n(424242.0)).as_deref(),
            Ok("ID 424242"),
            "plain without NUMBER()"
        );
    }

    #[test]
    fn number_options_select_plural_and_ordinal_forms() {
        let ordinal = "m = { NUMBER($n, type: \"ordinal\") ->\n  [one] {$n}st\n  [two] {$n}nd\n  [few] {$n}rd\n *[other] {$n}th\n}\n";
        assert_eq!(format("en", ordinal, n(22.0)).as_deref(), Ok("22nd"));
        assert_eq!(format("en", ordinal, n(11.0)).as_deref(), Ok("11th"));
        let plural = "m = { NUMBER($n) ->\n  [one] un\n *[other] plusieurs\n}\n";
        assert_eq!(format("fr", plural, n(1.0)).as_deref(), Ok("un"));
        assert_eq!(
            format("fr", plural, n(0.0)).as_deref(),
            Ok("un"),
            "French: 0 is one"
        );
        assert_eq!(format("fr", plural, n(2.0)).as_deref(), Ok("plusieurs"));
    }

    #[test]
    fn dates_follow_the_language_and_styles() {
        let d = |value: &str| {
            let mut args = FluentArgs::new();
            args.set("d", value.to_string());
            args
        };
        let with = |source: &str| format("fr", source, d("2030-12-05 19:30:00"));
        assert_eq!(
            with("m = { DATETIME($d, dateStyle: \"long\") }").as_deref(),
            Ok("5 décembre 2030")
        );
        let both = with("m = { DATETIME($d, dateStyle: \"medium\", timeStyle: \"short\") }")
            .expect("both");
        assert!(both.contains("2030") && both.contains("19:30"), "{both}");
        assert_eq!(
            format(
                "de",
                "m = { DATETIME($d, dateStyle: \"full\") }",
                d("2030-12-05")
            )
            .as_deref(),
            Ok("Donnerstag, 5. Dezember 2030")
        );
        assert!(with("m = { DATETIME($d, timeStyle: \"long\") }").is_err());
        assert!(with("m = { DATETIME($d, hour: \"numeric\") }").is_err());
        assert!(
            format(
                "fr",
                "m = { DATETIME($d, timeStyle: \"short\") }",
                d("2030-12-05")
            )
            .is_err()
        );
        assert!(format("fr", "m = { DATETIME($d) }", d("someday")).is_err());
    }

    #[test]
    fn calls_that_cannot_format_leave_a_note() {
        assert!(format("en", "m = { NUMBER($n, style: \"currency\") }", n(1.0)).is_err());
        assert!(format("en", "m = { NUMBER() }", n(1.0)).is_err());
        let mut text = FluentArgs::new();
        text.set("n", "per_page");
        assert!(format("en", "m = { NUMBER($n) }", text).is_err());
        assert!(check_call("NUMBER", 1, [("type", OptionValue::Str("ordinal"))]).is_ok());
        assert!(check_call("NUMBER", 0, []).is_err());
        assert!(check_call("PLURAL", 1, []).is_err());
        assert!(
            check_call(
                "NUMBER",
                1,
                [
                    ("minimumFractionDigits", OptionValue::Num(3.0)),
                    ("maximumFractionDigits", OptionValue::Num(1.0))
                ]
            )
            .is_err()
        );
    }
}
