//! The search condition of event lists: every word must occur in the text the list
//! shows. Each word is matched as a substring of the lower-cased search text, which
//! alone decides; before it, the store's text index (migrations 0006, 0009 and 0017,
//! on PostgreSQL 0008, 0014 and 0018) narrows the events to those that can match, so that a
//! search does not test every event of the list. The substring test reads the copy
//! of its post's text the event row carries (migrations 0008 and 0016), or on tenants
//! that keep text per language the text the variant serves.
//!
//! The index is a trigram index on both backends, which finds the texts containing a
//! trigram of each word, its middle one, ignoring case: every text containing the word,
//! and maybe more, never less. Both indexes also know the day each event starts, so
//! that of a window only the events whose text can match are read. Each trigram looked
//! up costs a read of the index's list of every event containing it (on SQLite of the
//! part in the list's days), and the substring test checks the rest of the word
//! anyway; a word's first and last trigrams are often its commonest (prefixes, endings),
//! its middle one less so. A word under three characters has no trigram, so it narrows
//! nothing and only its substring test runs. On PostgreSQL a window looked up by its
//! days asks for the trigrams of its two longest words only ([`WINDOW_WORDS`]): there
//! the days narrow the candidates already, and each further list costs more than it
//! spares. A short window looks them up in a second index, by its weeks
//! ([`window_tokens`]): the first one reads a trigram's whole list of events, every
//! day's, to intersect it with the window.

use chrono::NaiveDate;

use crate::store::handle::Store;
use crate::store::patterns::contains_pattern;
use crate::store::sql::Sql;
use crate::store::translations::{LanguageChain, push_post_search_text};

/// How the store indexes the search text of posts and of their translations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextIndex {
    /// SQLite: FTS5 tables with the trigram tokenizer, `event_search` keyed by the
    /// event's start day and id ([`StartDays`]) and `post_translations_search` holding
    /// every translation of a post in one row keyed by the post's id.
    Fts5,
    /// PostgreSQL: `pg_trgm` GIN indexes on the `search_text` columns of events (a
    /// copy of their post's, beside the blocks of days their start falls in, migration
    /// 0014) and of translations, which a `LIKE '%trigram%'` on those columns uses by
    /// itself; and the events' trigrams keyed by the eight days their start falls in
    /// (`event_search_tokens`, migration 0018).
    Trigram,
}

impl TextIndex {
    /// How the search text is indexed on `store`'s backend (PostgreSQL is the one
    /// shared by instances).
    pub fn of(store: &Store) -> TextIndex {
        if store.shared_by_instances() {
            TextIndex::Trigram
        } else {
            TextIndex::Fts5
        }
    }
}

/// Characters a word needs for the index to narrow its search: the length of a trigram.
const INDEXED_CHARS: usize = 3;

/// The words the index can look up.
fn indexed(words: &[String]) -> Vec<&str> {
    words
        .iter()
        .map(String::as_str)
        .filter(|w| w.chars().count() >= INDEXED_CHARS)
        .collect()
}

/// Which trigrams `index` can look up: on SQLite any without a NUL (which would end the
/// FTS5 query text); on PostgreSQL those of letters and digits only, since `pg_trgm`
/// drops every other character from a pattern, and a pattern left without a trigram
/// reads the whole index.
fn looked_up_by(index: TextIndex) -> fn(&[char]) -> bool {
    match index {
        TextIndex::Fts5 => |trigram| !trigram.contains(&'\0'),
        TextIndex::Trigram => of_letters_and_digits,
    }
}

/// Whether `trigram` is of letters and digits only, as `pg_trgm` keeps from a pattern.
fn of_letters_and_digits(trigram: &[char]) -> bool {
    trigram.iter().all(|c| c.is_alphanumeric())
}

/// Whether `trigram` is of ASCII letters and digits only, which every locale reads as
/// part of a word.
fn of_ascii_letters_and_digits(trigram: &[char]) -> bool {
    trigram.iter().all(char::is_ascii_alphanumeric)
}

/// The trigram of `word` nearest its middle that is `usable`; `None` for a word under
/// three characters or without such a trigram.
fn middle_trigram(word: &str, usable: fn(&[char]) -> bool) -> Option<String> {
    let chars: Vec<char> = word.chars().collect();
    let last = chars.len().checked_sub(INDEXED_CHARS)?;
    let middle = last / 2;
    let usable = |start: &usize| usable(&chars[*start..*start + INDEXED_CHARS]);
    // The nearest the middle; the earlier of two as near.
    let start = (0..=last)
        .filter(usable)
        .min_by_key(|start| start.abs_diff(middle))?;
    Some(chars[start..start + INDEXED_CHARS].iter().collect())
}

/// An FTS5 query matching texts that contain the middle trigram of each of `words`
/// (at most nine: more words are searched as one phrase), which every text containing
/// the words does. Each trigram is a quoted string (`"` doubled), so that no character
/// reads as an operator, and a single token, so that the query needs no positions (the
/// index keeps none) and costs one read per word however its text repeats.
fn fts_query(words: &[&str]) -> Option<String> {
    let trigrams = middle_trigrams(words, looked_up_by(TextIndex::Fts5));
    if trigrams.is_empty() {
        return None;
    }
    let quoted: Vec<String> = trigrams
        .iter()
        .map(|t| format!("\"{}\"", t.replace('"', "\"\"")))
        .collect();
    Some(quoted.join(" AND "))
}

/// Appends ` AND <condition>` requiring every one of `words` (lower-case, as
/// [`crate::domain::search::search_terms`] gives them) in the text of event `e`: the
/// copy of its post's text the event row carries, or on tenants that keep text per
/// language the text `chain` serves, over its post `p` and the post's translations.
/// `days` are the days the list's events start within; `window_on_the_row` is the
/// list's [`tests_window_on_the_row`].
pub fn push_search_words(
    qb: &mut Sql,
    index: TextIndex,
    words: &[String],
    chain: Option<&LanguageChain>,
    days: StartDays,
    window_on_the_row: bool,
) {
    if looks_up_candidates(index, chain.is_some(), window_on_the_row) {
        push_candidates(qb, index, &indexed(words), chain.is_some(), days);
    }
    // A substring test ([`crate::store::text_contains`] on SQLite), not a `LIKE`: both sides are
    // lower-cased already, and a pattern is slower to match (on PostgreSQL a `LIKE` on
    // the indexed column would also be answered from the index with every trigram of
    // the word, each a read of every text containing it, where the middle ones of
    // `push_candidates` find the same texts).
    let (test, found) = match index {
        TextIndex::Fts5 => (" AND text_contains(", ")"),
        TextIndex::Trigram => (" AND strpos(", ") > 0"),
    };
    for word in words {
        qb.push(test);
        match chain {
            // The text a variant serves, over the post and its translations.
            Some(chain) => push_post_search_text(qb, Some(chain)),
            None => {
                qb.push(EVENT_TEXT);
            }
        }
        qb.push(", ").push_bind(word.clone()).push(found);
    }
}

/// The days a list's events start within, as `YYYYMMDD` numbers, each side where the
/// list bounds the start: a search reads only these days of its index.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StartDays {
    pub first: Option<u32>,
    pub last: Option<u32>,
}

impl StartDays {
    /// How many days the window spans, `None` when it is open on a side.
    fn span(&self) -> Option<i64> {
        let date = |day: u32| {
            let (year, month, day) = (day / 10_000, day / 100 % 100, day % 100);
            NaiveDate::from_ymd_opt(i32::try_from(year).ok()?, month, day)
        };
        Some((date(self.last?)? - date(self.first?)?).num_days() + 1)
    }
}

/// Days beyond which a search on PostgreSQL for a tenant that keeps text per language
/// starts from the text index's candidates; within them, from the listing index (see
/// [`tests_window_on_the_row`]). Walking a window costs its events, the text index its
/// candidates: at three years of events a word in one event of a dozen costs about as
/// much either way over two to three months.
const LISTING_WALK_DAYS: i64 = 62;

/// Whether a search tests its window on the events the text index finds instead of
/// walking the window in the listing index and testing each of the window's events
/// (on SQLite against the candidates, on PostgreSQL by its text alone,
/// [`looks_up_candidates`]). Only where the index narrows the search, and:
///
/// - on SQLite, always, except on tenants that keep text per language (`translated`):
///   its index hands over only the candidates that start in the window's days, far
///   fewer than the window's events, but the translations' index is keyed by post, so
///   its candidates come from every day;
/// - on PostgreSQL, always, except on those tenants when the window spans at most
///   [`LISTING_WALK_DAYS`] days: the events' index hands over the candidates that start
///   in the window's days, but the translations' index knows no days, and a short
///   window holds fewer events than a word has candidates. PostgreSQL plans a list's
///   statement once for every window (the readers' `plan_cache_mode`,
///   `store::handle`), and in that plan a bound on dates looks as narrow as any, so left
///   to itself it walks any window.
pub fn tests_window_on_the_row(
    index: TextIndex,
    words: &[String],
    translated: bool,
    days: StartDays,
) -> bool {
    let words = indexed(words);
    match index {
        TextIndex::Fts5 => !translated && fts_query(&words).is_some(),
        TextIndex::Trigram => {
            !middle_trigrams(&words, looked_up_by(index)).is_empty()
                && (!translated || days.span().is_none_or(|span| span > LISTING_WALK_DAYS))
        }
    }
}

/// Whether a search asks the text index for its candidates at all. On SQLite, always
/// where it can: the candidates of the window's days are the events a search starts
/// from, or, for tenants that keep text per language, a lookup table the walk of the
/// window is tested against. So on PostgreSQL for those tenants, whose served text is
/// an expression over the translations, costlier to test on every event of a window
/// than a lookup in the candidates. For other tenants on PostgreSQL only where the
/// window is tested on the candidates' rows (`window_on_the_row`): a window
/// walked in the listing index tests each of its events' text anyway, and with the
/// candidates beside it the plan, made once for every window, starts from them
/// instead, however many they are.
fn looks_up_candidates(index: TextIndex, translated: bool, window_on_the_row: bool) -> bool {
    match index {
        TextIndex::Fts5 => true,
        TextIndex::Trigram => translated || window_on_the_row,
    }
}

/// An event on PostgreSQL is in one block of day numbers of each scale up to this one,
/// the largest `2^(DAY_SCALES - 1)` numbers long (migration 0014: scales 0 to 11).
const DAY_SCALES: u32 = 12;

/// Beyond this many blocks a window is not looked up by its days: each block is a list
/// the index merges, and a window that needs more spans years, most of the events.
const MOST_DAY_BLOCKS: usize = 24;

/// The number migration 0014 gives the day `YYYYMMDD` (`events.start_day`): in the
/// order of the days, with 31 numbers for every month (those of dates that do not
/// exist hold no event).
fn day_number(day: u32) -> i64 {
    let (year, month, day) = (day / 10_000, day / 100 % 100, day % 100);
    i64::from(year) * 372 + (i64::from(month) - 1) * 31 + i64::from(day) - 1
}

/// The key `event_day_blocks` (migration 0014) gives block `number >> scale` of `scale`.
fn day_block(number: i64, scale: u32) -> i64 {
    (i64::from(scale) << 20) + (number >> scale)
}

/// The fewest aligned blocks of day numbers that together hold exactly the days from
/// `first` to `last`, as the keys `event_day_blocks` gives an event's blocks; `None`
/// past [`MOST_DAY_BLOCKS`] blocks.
fn day_blocks(first: u32, last: u32) -> Option<Vec<i64>> {
    let (mut from, to) = (day_number(first), day_number(last));
    let mut blocks = Vec::new();
    while from <= to {
        // The largest block starting at `from` that ends by `to`.
        let scale = (0..DAY_SCALES)
            .rev()
            .find(|scale| from % (1 << scale) == 0 && from + (1 << scale) - 1 <= to)
            .unwrap_or(0);
        blocks.push(day_block(from, scale));
        if blocks.len() > MOST_DAY_BLOCKS {
            return None;
        }
        from += 1 << scale;
    }
    Some(blocks)
}

/// The bits of an `event_search` key below its day: the key is `YYYYMMDD * 2^35 + post
/// id`, SQLite's `events.search_key` (migration 0009).
const POST_ID_BITS: u32 = 35;

/// The first key of `day` in `event_search`.
fn first_key(day: u32) -> i64 {
    i64::from(day) << POST_ID_BITS
}

/// The post's search text as the event row carries it (migrations 0008 and 0016): on
/// PostgreSQL in the trigram index beside the blocks of days the event starts in (0014).
const EVENT_TEXT: &str = "e.search_text";

/// Appends the conditions that let the index narrow the search to the events whose own
/// text or one of whose translations (with `translated`) contains the middle trigram
/// of every one of `words`. The text a variant serves is one of those, so every event
/// whose served text matches is among them.
fn push_candidates(
    qb: &mut Sql,
    index: TextIndex,
    words: &[&str],
    translated: bool,
    days: StartDays,
) {
    match index {
        // Only the part of each trigram's list of events that starts in `days` is read
        // (see also `tests_window_on_the_row`).
        TextIndex::Fts5 => {
            let Some(query) = fts_query(words) else {
                return;
            };
            let post_id_mask = (1_i64 << POST_ID_BITS) - 1;
            qb.push(format!(
                " AND e.post_id IN (SELECT rowid & {post_id_mask} FROM event_search \
                 WHERE event_search MATCH "
            ))
            .push_bind(query.as_str());
            if let Some(first) = days.first {
                qb.push(" AND rowid >= ").push_bind(first_key(first));
            }
            if let Some(last) = days.last {
                qb.push(" AND rowid < ").push_bind(first_key(last + 1));
            }
            if translated {
                qb.push(
                    " UNION ALL SELECT rowid FROM post_translations_search \
                     WHERE post_translations_search MATCH ",
                )
                .push_bind(query);
            }
            qb.push(")");
        }
        TextIndex::Trigram => {
            // The translations' index knows no days (see `tests_window_on_the_row`).
            if !translated && let Some(tokens) = window_tokens(words, days) {
                push_window_tokens(qb, tokens);
                return;
            }
            let blocks = if translated {
                None
            } else {
                window_day_blocks(days)
            };
            let trigrams = match blocks {
                Some(_) => window_trigrams(words, of_letters_and_digits),
                None => middle_trigrams(words, of_letters_and_digits),
            };
            if trigrams.is_empty() {
                return;
            }
            // The text a variant serves is an expression over the post and its
            // translations, which no index covers: the candidates are looked up in the
            // events' index (the posts' own texts) and the translations'.
            if translated {
                qb.push(" AND e.post_id IN (SELECT post_id FROM events WHERE ");
                push_all_like(qb, "search_text", &trigrams);
                qb.push(" UNION ALL SELECT post_id FROM post_translations WHERE ");
                push_all_like(qb, "search_text", &trigrams);
                qb.push(")");
            } else {
                qb.push(" AND ");
                push_all_like(qb, EVENT_TEXT, &trigrams);
                if let Some(blocks) = blocks {
                    push_day_blocks(qb, &blocks);
                }
            }
        }
    }
}

/// The blocks of days (migration 0014) a window of `days` is looked up by on
/// PostgreSQL: where the list bounds its start on both sides, and within
/// [`MOST_DAY_BLOCKS`].
fn window_day_blocks(days: StartDays) -> Option<Vec<i64>> {
    days.first
        .zip(days.last)
        .and_then(|(first, last)| day_blocks(first, last))
}

/// Words whose trigrams a window looked up by its days asks the trigram index for.
/// Each trigram is a list of every event holding it, which GIN reads against the
/// window's blocks whatever the window; the blocks already narrow the candidates to
/// the window's events, so a third word's list costs more than the few candidates it
/// spares (a common sentence's search took 30% less time with one word, 19% with two;
/// searches of rarer words as long or less with two). The other words are tested on the
/// candidates' rows anyway.
const WINDOW_WORDS: usize = 2;

/// The distinct trigrams nearest the middle that are `usable` of the [`WINDOW_WORDS`]
/// longest of `words` that have one, for a window looked up by its days: longer words
/// are rarer, and so are their middles.
fn window_trigrams(words: &[&str], usable: fn(&[char]) -> bool) -> Vec<String> {
    let mut longest_first = words.to_vec();
    longest_first.sort_by_key(|word| std::cmp::Reverse(word.chars().count()));
    let mut trigrams = middle_trigrams(&longest_first, usable);
    trigrams.truncate(WINDOW_WORDS);
    trigrams
}

/// The day numbers in one block of `events_search_weeks` (migration 0018): a token of
/// that index is a trigram and the block `start_day >> 3` the event starts in.
const WEEK_BLOCK_BITS: u32 = 3;

/// Beyond this many blocks a window is looked up in 0014's index instead of by its
/// blocks' tokens: each token is an entry GIN looks up, and over about four months
/// reading each word's whole list of events costs less (at 100,000 events a common
/// sentence's statement took 37% less time in 62-day windows and 14% less in
/// 120-day ones, the rarer words' 19% more in 365-day ones).
const MOST_WEEK_BLOCKS: i64 = 16;

/// The tokens of `events_search_weeks` a window of `days` is looked up by on
/// PostgreSQL: for each of the [`window_trigrams`] of ASCII letters and digits, the
/// trigram with each of the window's blocks, joined by spaces. `None` for a window open
/// on a side or longer than [`MOST_WEEK_BLOCKS`], or for words without such a trigram.
/// The index holds the trigrams `pg_trgm` finds in words, and ASCII letters and digits
/// are part of a word in every locale; a trigram of other characters may not be, and
/// is not looked up.
fn window_tokens(words: &[&str], days: StartDays) -> Option<Vec<String>> {
    let (first, last) = days.first.zip(days.last)?;
    let block = |day| day_number(day) >> WEEK_BLOCK_BITS;
    let blocks = block(first)..=block(last);
    if blocks.end() - blocks.start() >= MOST_WEEK_BLOCKS {
        return None;
    }
    let trigrams = window_trigrams(words, of_ascii_letters_and_digits);
    if trigrams.is_empty() {
        return None;
    }
    let tokens = trigrams
        .iter()
        .map(|trigram| {
            let of_each_block: Vec<String> = blocks
                .clone()
                .map(|block| format!("{trigram}:{block}"))
                .collect();
            of_each_block.join(" ")
        })
        .collect();
    Some(tokens)
}

/// Appends, for each of `tokens` (see [`window_tokens`]), the condition that event
/// `e`'s tokens in `events_search_weeks` include one of them. Bound as one text each, so
/// that every window has the same statement and its one cached plan.
fn push_window_tokens(qb: &mut Sql, tokens: Vec<String>) {
    for of_one_word in tokens {
        qb.push(
            " AND event_search_tokens(e.search_text, e.start_day) && \
             (SELECT string_to_array(",
        )
        .push_bind(of_one_word)
        .push(", ' '))");
    }
}

/// Appends the condition that event `e` starts in one of `blocks` (see
/// [`window_day_blocks`]), which the trigram index answers together with the trigrams.
/// The blocks are bound as one text of numbers separated by spaces, so that every
/// window has the same statement and its one cached plan; the text is read into an
/// array once per statement (a subquery), not again on each candidate the trigram
/// conditions make PostgreSQL recheck.
fn push_day_blocks(qb: &mut Sql, blocks: &[i64]) {
    let blocks: Vec<String> = blocks.iter().map(i64::to_string).collect();
    qb.push(" AND event_day_blocks(e.start_day) && (SELECT string_to_array(")
        .push_bind(blocks.join(" "))
        .push(", ' ')::int[])");
}

/// The distinct trigrams nearest the middle of `words` that are `usable`.
fn middle_trigrams(words: &[&str], usable: fn(&[char]) -> bool) -> Vec<String> {
    let mut trigrams: Vec<String> = Vec::new();
    for trigram in words.iter().filter_map(|w| middle_trigram(w, usable)) {
        if !trigrams.contains(&trigram) {
            trigrams.push(trigram);
        }
    }
    trigrams
}

/// Appends `<column> LIKE '%trigram%'` for each of `trigrams`, joined by `AND`.
fn push_all_like(qb: &mut Sql, column: &str, trigrams: &[String]) {
    for (i, trigram) in trigrams.iter().enumerate() {
        if i > 0 {
            qb.push(" AND ");
        }
        qb.push(column)
            .push(" LIKE ")
            .push_bind(contains_pattern(trigram))
            .push(" ESCAPE '\\'");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::text_contains::add_text_contains;

    #[test]
    fn each_word_looks_up_its_middle_trigram() {
        let fts = |w| middle_trigram(w, looked_up_by(TextIndex::Fts5));
        assert_eq!(fts("concert").as_deref(), Some("nce"));
        assert_eq!(fts("jazz").as_deref(), Some("jaz"));
        assert_eq!(fts("été").as_deref(), Some("été"));
        assert_eq!(fts("rock'n'roll").as_deref(), Some("'n'"));
        assert_eq!(fts("ab"), None);
        assert_eq!(fts("a\0b"), None);
        assert_eq!(fts("abc\0de").as_deref(), Some("abc"));
        assert_eq!(
            fts_query(&["jazz", "concert", "jazz"]).as_deref(),
            Some(r#""jaz" AND "nce""#)
        );
        assert_eq!(fts_query(&["ab"]), None);
    }

    #[test]
    fn postgresql_looks_up_the_middle_trigram_of_letters_and_digits() {
        let trgm = |w| middle_trigram(w, looked_up_by(TextIndex::Trigram));
        assert_eq!(trgm("artesanía").as_deref(), Some("esa"));
        assert_eq!(trgm("mañana").as_deref(), Some("aña"));
        assert_eq!(trgm("1990s").as_deref(), Some("990"));
        assert_eq!(trgm("rock'n'roll").as_deref(), Some("ock"));
        assert_eq!(trgm("x-ray").as_deref(), Some("ray"));
        assert_eq!(trgm("c++"), None);
        assert_eq!(trgm("a.b.c"), None);
        assert_eq!(
            middle_trigrams(&["jazz", "c++", "concert", "jazz"], of_letters_and_digits),
            ["jaz", "nce"]
        );
        // A window's two longest words that have a trigram, each trigram once.
        let words = ["jazz", "c++++++", "concert", "rock", "mañana"];
        assert_eq!(
            window_trigrams(&words, of_letters_and_digits),
            ["nce", "aña"]
        );
        assert_eq!(
            window_trigrams(&words, of_ascii_letters_and_digits),
            ["nce", "ana"]
        );
        assert_eq!(
            window_trigrams(&["concert", "concert", "jazz"], of_letters_and_digits),
            ["nce", "jaz"]
        );
        assert_eq!(
            window_trigrams(&["c++"], of_letters_and_digits),
            Vec::<String>::new()
        );
    }

    #[test]
    fn trigrams_are_quoted_strings_whatever_they_hold() {
        assert_eq!(
            fts_query(&["a\"b", "x*)", "or\"\""]).as_deref(),
            Some(r#""a""b" AND "x*)" AND "or""""#)
        );
    }

    #[test]
    fn postgresql_tests_every_window_on_the_events_its_text_index_finds() {
        let days = |first, last| StartDays { first, last };
        let words = ["jazz".to_string()];
        let on_the_row =
            |translated, d| tests_window_on_the_row(TextIndex::Trigram, &words, translated, d);
        assert!(on_the_row(false, days(Some(20310101), Some(20310102))));
        assert!(on_the_row(false, days(Some(20310101), None)), "open-ended");
        // Translations' index knows no days: a short window is walked.
        assert!(
            !on_the_row(true, days(Some(20310101), Some(20310303))),
            "62 days"
        );
        assert!(
            on_the_row(true, days(Some(20310101), Some(20310304))),
            "63 days"
        );
        // Leap years count, across a year's end too.
        assert_eq!(days(Some(20231231), Some(20240301)).span(), Some(62));
        assert!(on_the_row(true, days(None, Some(20310101))), "open-started");
        assert!(
            on_the_row(true, days(Some(20310101), Some(20310231))),
            "not a date"
        );
        let short = ["c++".to_string(), "ab".to_string()];
        assert!(
            !tests_window_on_the_row(TextIndex::Trigram, &short, false, days(None, None)),
            "the index narrows nothing"
        );
    }

    /// The blocks `event_day_blocks` (migration 0014) gives an event starting on `day`.
    fn event_day_blocks(day: u32) -> Vec<i64> {
        let number = day_number(day);
        (0..DAY_SCALES)
            .map(|scale| day_block(number, scale))
            .collect()
    }

    #[test]
    fn a_window_is_the_blocks_that_hold_exactly_its_days() {
        let dates: Vec<u32> = (0..800)
            .filter_map(|n| {
                NaiveDate::from_ymd_opt(2030, 1, 1)?.checked_add_days(chrono::Days::new(n))
            })
            .map(|d| d.format("%Y%m%d").to_string().parse().unwrap_or_default())
            .collect();
        for (i, &first) in dates.iter().enumerate().step_by(7) {
            for &last in dates[i..].iter().step_by(11).take(40) {
                let Some(blocks) = day_blocks(first, last) else {
                    panic!("{first}..{last}: too many blocks");
                };
                assert!(
                    blocks.len() <= 2 * DAY_SCALES as usize,
                    "{first}..{last}: {blocks:?}"
                );
                for &day in &dates {
                    let matching = event_day_blocks(day)
                        .iter()
                        .filter(|block| blocks.contains(block))
                        .count();
                    let inside = (first..=last).contains(&day);
                    assert_eq!(
                        matching,
                        usize::from(inside),
                        "{day} in {first}..{last}: {blocks:?}"
                    );
                }
            }
        }
        assert_eq!(
            day_blocks(20300102, 20300101),
            Some(vec![]),
            "an empty window"
        );
        assert_eq!(day_number(20300101), 2030 * 372);
        assert_eq!(day_number(20301231), 2030 * 372 + 11 * 31 + 30);
        assert_eq!(day_number(20310101), 2031 * 372, "the next year follows");
        // As migration 0014's `event_day_blocks` gives them.
        assert_eq!(
            event_day_blocks(20270402)[..3],
            [754_138, 1_048_576 + 377_069, 2_097_152 + 188_534]
        );
        assert_eq!(day_blocks(10000101, 99991231), None, "millennia");
    }

    #[test]
    fn a_short_window_is_looked_up_by_ascii_trigrams_in_each_of_its_weeks() {
        let window = |first, last| StartDays {
            first: Some(first),
            last: Some(last),
        };
        // 2026-03-02 and 2026-03-15 are days 753,735 and 753,748: blocks 94,216 to 94,218.
        assert_eq!(
            window_tokens(
                &["jazz", "inscribirse", "antelación"],
                window(20260302, 20260315)
            ),
            Some(vec![
                "rib:94216 rib:94217 rib:94218".to_string(),
                "ela:94216 ela:94217 ela:94218".to_string(),
            ])
        );
        // The nearest the middle of ASCII letters and digits; a word without one is
        // left out, and one trigram is looked up once.
        assert_eq!(
            window_tokens(
                &["naïveté", "日本語です", "naivete"],
                window(20260302, 20260302)
            ),
            Some(vec!["vet:94216".to_string(), "ive:94216".to_string()])
        );
        assert_eq!(
            window_tokens(&["alpha", "xlphx"], window(20260302, 20260302)),
            Some(vec!["lph:94216".to_string()])
        );
        assert_eq!(
            window_tokens(&["köln", "日本語です"], window(20260302, 20260315)),
            None
        );
        // Sixteen blocks at most; none for a window open on a side.
        let sixteen_blocks = window(20260301, 20260622);
        assert_eq!(
            window_tokens(&["jazz"], sixteen_blocks).map(|t| t[0].matches(' ').count()),
            Some(15)
        );
        assert_eq!(window_tokens(&["jazz"], window(20260301, 20260630)), None);
        let open = StartDays {
            first: Some(20260302),
            last: None,
        };
        assert_eq!(window_tokens(&["jazz"], open), None);
    }

    #[test]
    fn postgresql_looks_up_the_words_and_days_of_a_window_in_one_index() {
        let words = ["jazz", "inscribirse", "antelación"].map(String::from);
        let chain = LanguageChain {
            chain: vec!["fr".to_string(), "en".to_string()],
            default: "en".to_string(),
        };
        let condition = |chain: Option<&LanguageChain>, first, last| {
            let days = StartDays { first, last };
            let on_the_row =
                tests_window_on_the_row(TextIndex::Trigram, &words, chain.is_some(), days);
            let mut qb = Sql::new("");
            push_search_words(&mut qb, TextIndex::Trigram, &words, chain, days, on_the_row);
            // The statement's text with its values.
            format!("{qb:?}")
        };
        let fourteen_days = Some(20260315);
        // The two longest words' trigrams in the window's weeks; every word tested.
        let windowed = condition(None, Some(20260302), fourteen_days);
        assert_eq!(
            windowed.matches("event_search_tokens(").count(),
            2,
            "{windowed}"
        );
        assert!(
            windowed.contains("rib:94216 rib:94217 rib:94218")
                && windowed.contains("ela:94216 ela:94217 ela:94218"),
            "{windowed}"
        );
        assert!(!windowed.contains("jaz:"), "{windowed}");
        assert!(!windowed.contains("LIKE"), "{windowed}");
        assert_eq!(windowed.matches("strpos(").count(), 3, "{windowed}");
        // Past four months, the trigrams with the window's blocks of days.
        let half_year = condition(None, Some(20260302), Some(20260831));
        assert_eq!(
            half_year.matches("e.search_text LIKE").count(),
            2,
            "{half_year}"
        );
        assert!(
            half_year.contains("%rib%") && half_year.contains("%ela%"),
            "{half_year}"
        );
        assert!(!half_year.contains("%jaz%"), "{half_year}");
        assert_eq!(
            half_year.matches("event_day_blocks").count(),
            1,
            "{half_year}"
        );
        assert!(!half_year.contains("event_search_tokens"), "{half_year}");
        assert_eq!(half_year.matches("strpos(").count(), 3, "{half_year}");
        // Without days to narrow it, every word's trigram.
        let open_ended = condition(None, Some(20260302), None);
        assert_eq!(open_ended.matches("LIKE").count(), 3, "{open_ended}");
        assert!(!open_ended.contains("event_day_blocks"), "{open_ended}");
        assert!(!open_ended.contains("event_search_tokens"), "{open_ended}");
        // Translations' index knows no days: their candidates are a lookup table.
        for last in [fourteen_days, None] {
            let translated = condition(Some(&chain), Some(20260302), last);
            assert_eq!(translated.matches("LIKE").count(), 6, "{translated}");
            assert!(!translated.contains("event_day_blocks"), "{translated}");
            assert!(!translated.contains("event_search_tokens"), "{translated}");
        }
        let mut qb = Sql::new("");
        let days = StartDays {
            first: Some(20260302),
            last: fourteen_days,
        };
        push_search_words(&mut qb, TextIndex::Fts5, &words, None, days, true);
        assert!(qb.text().contains("MATCH"), "{}", qb.text());
        assert_eq!(
            qb.text().matches("text_contains(").count(),
            3,
            "{}",
            qb.text()
        );
    }

    /// Whether each of `needles` occurs in `haystack`, by `text_contains` and by
    /// `instr`, on one connection: each word a constant of its statement, as searches
    /// bind them, and then all of them as values of one column, whose finder SQLite
    /// cannot keep from one row to the next.
    fn both_tests(haystack: Option<&str>, needles: &[&str]) -> Vec<(bool, bool)> {
        let connection = rusqlite::Connection::open_in_memory().expect("in memory");
        add_text_contains(&connection).expect("added");
        let as_constant = needles.iter().map(|needle| {
            connection
                .query_row(
                    "SELECT text_contains(?1, ?2) IS 1, instr(?1, ?2) > 0 IS 1",
                    (haystack, needle),
                    |row| Ok((row.get(0)?, row.get(1)?)),
                )
                .expect("tested")
        });
        let mut tested: Vec<(bool, bool)> = as_constant.collect();
        let values: Vec<String> = (1..=needles.len()).map(|i| format!("(?{i})")).collect();
        let values = values.join(", ");
        let mut statement = connection
            .prepare(&format!(
                "SELECT text_contains(?{}, column1) IS 1, instr(?{}, column1) > 0 IS 1 \
                 FROM (VALUES {values})",
                needles.len() + 1,
                needles.len() + 1,
            ))
            .expect("prepared");
        let mut args: Vec<Option<&str>> = needles.iter().map(|n| Some(*n)).collect();
        args.push(haystack);
        let rows = statement
            .query_map(rusqlite::params_from_iter(args), |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .expect("ran");
        tested.extend(rows.map(|row| row.expect("row")));
        tested
    }

    #[test]
    fn text_contains_answers_as_instr_does() {
        let text = "concert à l'opéra, 日本の音楽 — jazz";
        let needles = [
            "concert", "jazz", "opéra", "日本", "本の", "é", "à l'", "opera", "Jazz", "ra,",
            "jazz!", "zz", "",
        ];
        let tested = both_tests(Some(text), &needles);
        assert_eq!(tested.len(), needles.len() * 2);
        for ((by_function, by_instr), needle) in tested.iter().zip(needles.iter().cycle()) {
            assert_eq!(by_function, by_instr, "{needle:?}");
        }
        let found: Vec<bool> = tested[..needles.len()].iter().map(|t| t.0).collect();
        assert_eq!(
            found,
            [
                true, true, true, true, true, true, true, false, false, true, false, true, true
            ]
        );
        // A text shorter than the word, or none at all, contains nothing.
        assert_eq!(both_tests(Some("ja"), &["jazz"]), [(false, false); 2]);
        assert_eq!(both_tests(None, &["jazz"]), [(false, false); 2]);
        let connection = rusqlite::Connection::open_in_memory().expect("in memory");
        add_text_contains(&connection).expect("added");
        let null_word: Option<bool> = connection
            .query_row("SELECT text_contains('jazz', NULL)", [], |row| row.get(0))
            .expect("tested");
        assert_eq!(null_word, Some(false));
    }

    #[test]
    fn sqlite_tests_every_window_on_its_candidates_unless_translations_come_from_every_day() {
        let any = StartDays {
            first: Some(20310101),
            last: Some(20310103),
        };
        let words = ["jazz".to_string()];
        assert!(tests_window_on_the_row(TextIndex::Fts5, &words, false, any));
        assert!(!tests_window_on_the_row(TextIndex::Fts5, &words, true, any));
        let short = ["ab".to_string()];
        assert!(!tests_window_on_the_row(
            TextIndex::Fts5,
            &short,
            false,
            any
        ));
    }

    #[test]
    fn words_under_three_characters_are_not_looked_up() {
        let words = ["ab", "été", "ÿ", "abc", "日本"].map(String::from);
        assert_eq!(indexed(&words), ["été", "abc"]);
    }
}
