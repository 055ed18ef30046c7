//! Relative dates as PHP's `strtotime` reads them: `tomorrow 9am`, `next wednesday
//! 4pm`, `+1 week`, `first day of next month`, ...
//!
//! Clients written for WordPress send what `strtotime` accepts, and clients driven by
//! language models send such phrases all the more. This module accepts a well-defined
//! part of that language and gives exactly PHP's answer for it, quirks included
//! (`9am tomorrow` is tomorrow at midnight, `+1 month` on 31 January is early March,
//! `next week` is Monday of next week). Anything outside that part is refused, never
//! guessed at: PHP reads many odd phrases (`a week ago` is "now" in military zone A),
//! and a wrong date stored silently is worse than a 400.
//!
//! A phrase is a sequence of words separated by spaces or tabs, case-insensitive:
//!
//! | words | effect |
//! |---|---|
//! | `now` | nothing |
//! | `today`, `midnight` | time 00:00:00 |
//! | `noon` | time 12:00:00 |
//! | `tomorrow`, `yesterday` | time 00:00:00, day offset set to +1 / -1 |
//! | `monday` ... `sunday`, `mon` ... `sun` | that weekday, today included; time 00:00:00 |
//! | `next`/`last`/`previous`/`this` + weekday | after today / before today / as the bare weekday; time 00:00:00 |
//! | `next`/`last`/`previous`/`this` + `week` | Monday of that week, time kept |
//! | `next`/`last`/`previous`/`this` + unit | one unit forward / back / none |
//! | `+N unit`, `-N unit`, `N unit` | N units; `+1week` joined too |
//! | ... `ago` after `N unit` | negates every relative offset read so far |
//! | `first day of`, `last day of` | first / last day of the month reached |
//! | `9am`, `9 pm`, `9:30pm`, `9:30:15 a.m.`, `16:00`, `16:00:00` | time of day |
//! | `YYYY-MM-DD` | the date everything else is relative to |
//!
//! Units: `sec`, `min`, `hour`, `day`, `week`, `fortnight`, `month`, `year`, with
//! `second`, `minute` and plurals. The words combine as in PHP, which reads each word
//! into one record (a date, a time, offsets, a weekday, a month edge) and only then
//! computes the result: the last time of day wins over earlier ones only through the
//! words that reset it, two times of day or two dates are an error.
//!
//! [`Phrase::resolve`] then follows PHP's `timelib`: missing fields come from "now"
//! on the zone's wall clock, the month edge applies, the weekday moves the date,
//! offsets add field by field on the wall clock (a month more on 31 January is
//! 3 March), the month edge applies again, and a wall-clock time inside a
//! spring-forward gap lands after it (02:30 becomes 03:30).

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Timelike};

use crate::domain::tz::EventTz;

/// A phrase read into PHP's record of a parsed date; resolved against a clock by
/// [`Phrase::resolve`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Phrase {
    /// An explicit date, `YYYY-MM-DD`.
    date: Option<(i64, i64, i64)>,
    /// A time of day that some word set (or reset to midnight).
    time: Option<(i64, i64, i64)>,
    /// Whether a word stated a time of day (a second one is an error); words that
    /// reset the time clear it, as in PHP.
    has_time: bool,
    offsets: Offsets,
    weekday: Option<WeekdayMove>,
    month_edge: Option<MonthEdge>,
}

/// Relative amounts, one per field, added on the wall clock.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Offsets {
    years: i64,
    months: i64,
    days: i64,
    hours: i64,
    minutes: i64,
    seconds: i64,
}

/// A move to a weekday (0 = Sunday) and how PHP treats today.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct WeekdayMove {
    day: i64,
    rule: WeekdayRule,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum WeekdayRule {
    /// `next monday`, `last monday`: never today.
    NotToday,
    /// `monday`, `this monday`: today when today is that day.
    TodayIncluded,
    /// `next week`, `monday next week`: that day of the current Monday-to-Sunday week.
    OfThisWeek,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MonthEdge {
    First,
    Last,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Years,
    Months,
    Days,
    Hours,
    Minutes,
    Seconds,
}

/// One word, or a few words read together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Now,
    /// `today`, `midnight`.
    Midnight,
    Noon,
    /// `tomorrow` (+1), `yesterday` (-1).
    DayFromToday(i64),
    Time(i64, i64, i64),
    Date(i64, i64, i64),
    /// A bare weekday name.
    Weekday(i64),
    /// `next`/`last`/`previous`/`this` + weekday: amount (1, -1, 0) and rule.
    RelativeWeekday(i64, WeekdayRule, i64),
    /// `next`/`last`/`previous`/`this` + `week`.
    RelativeWeek(i64),
    /// An amount of a unit, and whether `ago` follows it.
    Amount(i64, Field, bool),
    MonthEdge(MonthEdge),
}

/// Reads a phrase, or `None` when it is not in the accepted language or PHP itself
/// would refuse it (two times of day, two dates, numbers out of range).
pub fn parse(input: &str) -> Option<Phrase> {
    let lower = input.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower.split([' ', '\t']).filter(|w| !w.is_empty()).collect();
    if words.is_empty() {
        return None;
    }
    let mut phrase = Phrase::default();
    let mut rest = &words[..];
    while !rest.is_empty() {
        let (token, used) = token(rest)?;
        phrase.apply(token)?;
        rest = &rest[used..];
    }
    Some(phrase)
}

/// The token at the start of `words` and how many words it takes.
fn token(words: &[&str]) -> Option<(Token, usize)> {
    let word = words[0];
    let next = words.get(1).copied();
    let single = |t| Some((t, 1));
    match word {
        "now" => return single(Token::Now),
        "today" | "midnight" => return single(Token::Midnight),
        "noon" => return single(Token::Noon),
        "tomorrow" => return single(Token::DayFromToday(1)),
        "yesterday" => return single(Token::DayFromToday(-1)),
        _ => {}
    }
    if matches!(word, "first" | "last") && next == Some("day") && words.get(2) == Some(&"of") {
        let edge = if word == "first" {
            MonthEdge::First
        } else {
            MonthEdge::Last
        };
        return Some((Token::MonthEdge(edge), 3));
    }
    if let Some(day) = weekday(word) {
        return single(Token::Weekday(day));
    }
    if let Some((amount, rule)) = relative_word(word) {
        let unit = next?;
        if let Some(day) = weekday(unit) {
            return Some((Token::RelativeWeekday(amount, rule, day), 2));
        }
        if unit == "week" {
            return Some((Token::RelativeWeek(amount), 2));
        }
        let (field, size) = singular_unit(unit)?;
        return Some((Token::Amount(amount.checked_mul(size)?, field, false), 2));
    }
    if let Some(date) = iso_date(word) {
        return single(date);
    }
    if let Some((clock, used)) = time_of_day(word, next) {
        return Some((clock, used));
    }
    amount(words)
}

/// `N unit`, `+N unit`, `-N unit`, `+Nunit`, each optionally followed by `ago`.
fn amount(words: &[&str]) -> Option<(Token, usize)> {
    let word = words[0];
    let digits_end = word
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || (i == 0 && matches!(c, '+' | '-'))))
        .map_or(word.len(), |(i, _)| i);
    let (number, joined_unit) = word.split_at(digits_end);
    let amount = signed_number(number)?;
    let (unit, mut used) = if joined_unit.is_empty() {
        (*words.get(1)?, 2)
    } else {
        (joined_unit, 1)
    };
    let (field, size) = unit_of(unit)?;
    let ago = words.get(used) == Some(&"ago");
    if ago {
        used += 1;
    }
    Some((Token::Amount(amount.checked_mul(size)?, field, ago), used))
}

/// `[+-]` and one to thirteen digits, as PHP's relative numbers.
fn signed_number(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'+' => (false, &text[1..]),
        b'-' => (true, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || digits.len() > 13 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value: i64 = digits.parse().ok()?;
    Some(if negative { -value } else { value })
}

fn weekday(word: &str) -> Option<i64> {
    Some(match word {
        "sunday" | "sun" => 0,
        "monday" | "mon" => 1,
        "tuesday" | "tue" => 2,
        "wednesday" | "wed" => 3,
        "thursday" | "thu" => 4,
        "friday" | "fri" => 5,
        "saturday" | "sat" => 6,
        _ => return None,
    })
}

/// `next`, `last`, `previous`, `this`: PHP's amount and weekday rule for each.
fn relative_word(word: &str) -> Option<(i64, WeekdayRule)> {
    Some(match word {
        "next" => (1, WeekdayRule::NotToday),
        "last" | "previous" => (-1, WeekdayRule::NotToday),
        "this" => (0, WeekdayRule::TodayIncluded),
        _ => return None,
    })
}

/// A unit after a number, singular or plural, with its size in its field.
fn unit_of(word: &str) -> Option<(Field, i64)> {
    let singular = match word {
        "secs" | "seconds" | "mins" | "minutes" | "hours" | "days" | "weeks" | "fortnights"
        | "months" | "years" => &word[..word.len() - 1],
        other => other,
    };
    match singular {
        "week" => Some((Field::Days, 7)),
        other => singular_unit(other),
    }
}

/// A unit after `next`/`last`/`previous`/`this` (`week` reads differently there).
fn singular_unit(word: &str) -> Option<(Field, i64)> {
    Some(match word {
        "sec" | "second" => (Field::Seconds, 1),
        "min" | "minute" => (Field::Minutes, 1),
        "hour" => (Field::Hours, 1),
        "day" => (Field::Days, 1),
        "fortnight" => (Field::Days, 14),
        "month" => (Field::Months, 1),
        "year" => (Field::Years, 1),
        _ => return None,
    })
}

/// `YYYY-MM-DD`, a real calendar day.
fn iso_date(word: &str) -> Option<Token> {
    let b = word.as_bytes();
    let digits = |r: std::ops::Range<usize>| {
        b[r.clone()]
            .iter()
            .all(u8::is_ascii_digit)
            .then(|| word[r].parse::<u32>().ok())
            .flatten()
    };
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let (y, m, d) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
    NaiveDate::from_ymd_opt(i32::try_from(y).ok()?, m, d)?;
    Some(Token::Date(i64::from(y), i64::from(m), i64::from(d)))
}

/// A time of day in `word`, with its meridian joined or in `next`.
fn time_of_day(word: &str, next: Option<&str>) -> Option<(Token, usize)> {
    let split = word
        .find(|c: char| !(c.is_ascii_digit() || c == ':'))
        .unwrap_or(word.len());
    let (clock, suffix) = word.split_at(split);
    let parts: Vec<&str> = clock.split(':').collect();
    let (meridian, used) = if suffix.is_empty() {
        match next.and_then(meridian) {
            Some(m) => (Some(m), 2),
            None => (None, 1),
        }
    } else {
        (Some(meridian(suffix)?), 1)
    };
    let two_digits = |s: &str| (s.len() == 2).then(|| s.parse::<i64>().ok()).flatten();
    let minute = match parts.get(1) {
        Some(m) => two_digits(m).filter(|m| *m < 60)?,
        None => 0,
    };
    let second = match parts.get(2) {
        Some(s) => two_digits(s).filter(|s| *s < 60)?,
        None => 0,
    };
    if parts.len() > 3 || parts[0].is_empty() || parts[0].len() > 2 {
        return None;
    }
    let hour: i64 = parts[0].parse().ok()?;
    let hour = match meridian {
        // PHP's 12-hour clock: 1 to 12, optionally with a leading zero.
        Some(pm) => {
            if !(1..=12).contains(&hour) {
                return None;
            }
            match (pm, hour) {
                (false, 12) => 0,
                (true, 12) => 12,
                (true, h) => h + 12,
                (false, h) => h,
            }
        }
        None if parts.len() >= 2 && hour < 24 => hour,
        None => return None,
    };
    Some((Token::Time(hour, minute, second), used))
}

/// `am`/`a.m.` (false) or `pm`/`p.m.` (true).
fn meridian(word: &str) -> Option<bool> {
    match word {
        "am" | "a.m." => Some(false),
        "pm" | "p.m." => Some(true),
        _ => None,
    }
}

impl Phrase {
    /// Applies one token as PHP's scanner does; `None` where PHP reports an error
    /// or the combination is outside the accepted language.
    fn apply(&mut self, token: Token) -> Option<()> {
        match token {
            Token::Now => {}
            Token::Midnight => self.reset_time(),
            Token::Noon => {
                self.reset_time();
                self.set_time(12, 0, 0)?;
            }
            Token::DayFromToday(days) => {
                self.reset_time();
                self.offsets.days = days;
            }
            Token::Time(h, i, s) => self.set_time(h, i, s)?,
            Token::Date(y, m, d) => {
                if self.date.is_some() {
                    return None;
                }
                self.date = Some((y, m, d));
            }
            Token::Weekday(day) => {
                self.reset_time();
                let rule = match self.weekday {
                    Some(WeekdayMove {
                        rule: WeekdayRule::OfThisWeek,
                        ..
                    }) => WeekdayRule::OfThisWeek,
                    _ => WeekdayRule::TodayIncluded,
                };
                self.weekday = Some(WeekdayMove { day, rule });
            }
            Token::RelativeWeekday(amount, rule, day) => {
                self.reset_time();
                let weeks = if amount > 0 { amount - 1 } else { amount };
                self.offsets.add(Field::Days, weeks * 7)?;
                self.weekday = Some(WeekdayMove { day, rule });
            }
            Token::RelativeWeek(amount) => {
                self.offsets.add(Field::Days, amount * 7)?;
                let day = self.weekday.map_or(1, |w| w.day);
                self.weekday = Some(WeekdayMove {
                    day,
                    rule: WeekdayRule::OfThisWeek,
                });
            }
            Token::Amount(amount, field, ago) => {
                self.offsets.add(field, amount)?;
                if ago {
                    // PHP turns a weekday around too, into rules this module does
                    // not reproduce: refused.
                    if self.weekday.is_some() {
                        return None;
                    }
                    self.offsets = self.offsets.negated()?;
                }
            }
            Token::MonthEdge(edge) => self.month_edge = Some(edge),
        }
        Some(())
    }

    fn reset_time(&mut self) {
        self.has_time = false;
        self.time = Some((0, 0, 0));
    }

    fn set_time(&mut self, h: i64, i: i64, s: i64) -> Option<()> {
        if self.has_time {
            return None;
        }
        self.has_time = true;
        self.time = Some((h, i, s));
        Some(())
    }

    /// The wall-clock date and time the phrase denotes at `now_utc`, read on `zone`'s
    /// clock, as PHP's `date('Y-m-d H:i:s', strtotime($phrase))` prints it with `zone`
    /// as the default time zone. `None` outside years 0 to 9999, the dates the store
    /// keeps.
    pub fn resolve(&self, now_utc: NaiveDateTime, zone: &EventTz) -> Option<NaiveDateTime> {
        let now = zone.from_utc(now_utc);
        let wall = self.wall_clock(now)?;
        // A wall clock inside a spring-forward gap is read with the offset before
        // the gap, as PHP does, and so shows after it.
        let local = zone.from_utc(zone.to_utc(wall));
        (0..=9999).contains(&local.year()).then_some(local)
    }

    /// PHP's `timelib_fill_holes` and `timelib_update_ts` up to the time zone.
    fn wall_clock(&self, now: NaiveDateTime) -> Option<NaiveDateTime> {
        let (y, m, d) = self.date.unwrap_or((
            i64::from(now.year()),
            i64::from(now.month()),
            i64::from(now.day()),
        ));
        let (h, i, s) = match self.time {
            _ if self.date.is_some() && !self.has_time => (0, 0, 0),
            Some(time) => time,
            None => (
                i64::from(now.hour()),
                i64::from(now.minute()),
                i64::from(now.second()),
            ),
        };
        let mut fields = Fields { y, m, d, h, i, s };
        fields.apply_month_edge(self.month_edge);
        fields = fields.normalized()?;
        if let Some(weekday) = self.weekday {
            fields.move_to_weekday(weekday, self.offsets.days)?;
            fields = fields.normalized()?;
        }
        fields.add(&self.offsets)?;
        fields.apply_month_edge(self.month_edge);
        fields.normalized()?.to_datetime()
    }
}

impl Offsets {
    fn add(&mut self, field: Field, amount: i64) -> Option<()> {
        let slot = match field {
            Field::Years => &mut self.years,
            Field::Months => &mut self.months,
            Field::Days => &mut self.days,
            Field::Hours => &mut self.hours,
            Field::Minutes => &mut self.minutes,
            Field::Seconds => &mut self.seconds,
        };
        *slot = slot.checked_add(amount)?;
        Some(())
    }

    fn negated(self) -> Option<Offsets> {
        Some(Offsets {
            years: self.years.checked_neg()?,
            months: self.months.checked_neg()?,
            days: self.days.checked_neg()?,
            hours: self.hours.checked_neg()?,
            minutes: self.minutes.checked_neg()?,
            seconds: self.seconds.checked_neg()?,
        })
    }
}

/// Date and time fields that may lie outside their ranges until normalised.
#[derive(Debug, Clone, Copy)]
struct Fields {
    y: i64,
    m: i64,
    d: i64,
    h: i64,
    i: i64,
    s: i64,
}

impl Fields {
    fn apply_month_edge(&mut self, edge: Option<MonthEdge>) {
        match edge {
            Some(MonthEdge::First) => self.d = 1,
            // Day 0 of the next month: the last day of this one.
            Some(MonthEdge::Last) => {
                self.d = 0;
                self.m = self.m.saturating_add(1);
            }
            None => {}
        }
    }

    /// Carries seconds into minutes, hours and days, months into years, and days
    /// into months, as PHP's `timelib_do_normalize`.
    fn normalized(self) -> Option<Fields> {
        let seconds = self
            .h
            .checked_mul(3600)?
            .checked_add(self.i.checked_mul(60)?)?
            .checked_add(self.s)?;
        let carried_days = seconds.div_euclid(86_400);
        let months = self
            .y
            .checked_mul(12)?
            .checked_add(self.m.checked_sub(1)?)?;
        let first = NaiveDate::from_ymd_opt(
            i32::try_from(months.div_euclid(12)).ok()?,
            u32::try_from(months.rem_euclid(12) + 1).ok()?,
            1,
        )?;
        let days = self.d.checked_sub(1)?.checked_add(carried_days)?;
        let date = first.checked_add_signed(Duration::try_days(days)?)?;
        let time = seconds.rem_euclid(86_400);
        Some(Fields {
            y: i64::from(date.year()),
            m: i64::from(date.month()),
            d: i64::from(date.day()),
            h: time / 3600,
            i: time % 3600 / 60,
            s: time % 60,
        })
    }

    /// PHP's `do_adjust_for_weekday`, on normalised fields; `offset_days` is the
    /// phrase's day offset, whose sign decides whether "last" moves back.
    fn move_to_weekday(&mut self, weekday: WeekdayMove, offset_days: i64) -> Option<()> {
        let date = self.to_datetime()?.date();
        let today = i64::from(date.weekday().num_days_from_sunday());
        let target = weekday.day;
        let shift = match weekday.rule {
            WeekdayRule::OfThisWeek => {
                // Weeks run Monday to Sunday.
                let target = match (today, target) {
                    (0, t) if t != 0 => t - 7,
                    (d, 0) if d != 0 => 7,
                    (_, t) => t,
                };
                target - today
            }
            rule => {
                let floor = if rule == WeekdayRule::TodayIncluded {
                    -1
                } else {
                    0
                };
                let difference = target - today;
                if (offset_days < 0 && difference < 0) || (offset_days >= 0 && difference <= floor)
                {
                    difference + 7
                } else {
                    difference
                }
            }
        };
        self.d += shift;
        Some(())
    }

    fn add(&mut self, offsets: &Offsets) -> Option<()> {
        self.s = self.s.checked_add(offsets.seconds)?;
        self.i = self.i.checked_add(offsets.minutes)?;
        self.h = self.h.checked_add(offsets.hours)?;
        self.d = self.d.checked_add(offsets.days)?;
        self.m = self.m.checked_add(offsets.months)?;
        self.y = self.y.checked_add(offsets.years)?;
        Some(())
    }

    /// The fields as a date-time; they must be normalised.
    fn to_datetime(self) -> Option<NaiveDateTime> {
        let date = NaiveDate::from_ymd_opt(
            i32::try_from(self.y).ok()?,
            u32::try_from(self.m).ok()?,
            u32::try_from(self.d).ok()?,
        )?;
        let time = NaiveTime::from_hms_opt(
            u32::try_from(self.h).ok()?,
            u32::try_from(self.i).ok()?,
            u32::try_from(self.s).ok()?,
        )?;
        Some(date.and_time(time))
    }
}

#[cfg(test)]
mod tests;
