//! The search condition of event lists: every word must occur in the text the list
//! shows. Each word is matched by a `LIKE` on the lower-cased search text, which alone
//! decides; before it, the store's text index (migration 0006) narrows the posts to
//! those that can match, so that a search does not run its `LIKE`s on every post of
//! the list.
//!
//! The index is a trigram index on both backends, which finds the texts containing
//! every trigram of a word, ignoring case: every text the `LIKE` matches, and maybe
//! more, never less. A word under three characters has no trigram, so it narrows
//! nothing and only its `LIKE` runs.

use crate::store::patterns::contains_pattern;
use crate::store::sql::Sql;
use crate::store::translations::{LanguageChain, POST_TEXT, push_served};

/// How the store indexes the search text of posts and of their translations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextIndex {
    /// SQLite: FTS5 tables with the trigram tokenizer, `posts_search` keyed by the
    /// post's id and `post_translations_search` holding every translation of a post
    /// in one row keyed by the post's id.
    Fts5,
    /// PostgreSQL: `pg_trgm` GIN indexes on the `search_text` columns, which a
    /// `LIKE '%word%'` on those columns uses by itself.
    Trigram,
}

/// Characters a word needs for the index to narrow its search: the length of a trigram.
const INDEXED_CHARS: usize = 3;

/// Trigrams of a search the SQLite index looks up, taken from its words in turn. Each
/// costs a read of the posts containing it, so a long search costs no more than a
/// short one; the `LIKE` checks the rest of each word.
const LOOKED_UP_TRIGRAMS: usize = 24;

/// The words the index can look up.
fn indexed(words: &[String]) -> Vec<&str> {
    words
        .iter()
        .map(String::as_str)
        .filter(|w| w.chars().count() >= INDEXED_CHARS)
        .collect()
}

/// The distinct trigrams of `word`, in order. A NUL would end the FTS5 query text.
fn trigrams(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let mut out: Vec<String> = Vec::new();
    for window in chars.windows(INDEXED_CHARS) {
        let trigram: String = window.iter().collect();
        if !trigram.contains('\0') && !out.contains(&trigram) {
            out.push(trigram);
        }
    }
    out
}

/// An FTS5 query matching texts that contain up to [`LOOKED_UP_TRIGRAMS`] trigrams of
/// `words`, each word's trigrams taken in turn. Every text containing the words
/// contains them. Each trigram is a quoted string (`"` doubled), so that no character
/// reads as an operator, and a single token, so that the query needs no positions
/// (the index keeps none) and its cost does not grow with repeats within a text, as a
/// phrase's does.
fn fts_query(words: &[&str]) -> Option<String> {
    let per_word: Vec<Vec<String>> = words.iter().map(|w| trigrams(w)).collect();
    let mut chosen: Vec<&str> = Vec::new();
    let longest = per_word.iter().map(Vec::len).max().unwrap_or(0);
    'pick: for i in 0..longest {
        for trigram in per_word.iter().filter_map(|t| t.get(i)) {
            if chosen.len() == LOOKED_UP_TRIGRAMS {
                break 'pick;
            }
            if !chosen.contains(&trigram.as_str()) {
                chosen.push(trigram);
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    let quoted: Vec<String> = chosen
        .iter()
        .map(|t| format!("\"{}\"", t.replace('"', "\"\"")))
        .collect();
    Some(quoted.join(" AND "))
}

/// Appends ` AND <condition>` requiring every one of `words` (lower-case, as
/// [`crate::domain::search::search_terms`] gives them) in the text of post `p`: its
/// own text, or on tenants that keep text per language the text `chain` serves.
pub fn push_search_words(
    qb: &mut Sql,
    index: TextIndex,
    words: &[String],
    chain: Option<&LanguageChain>,
) {
    push_candidates(qb, index, &indexed(words), chain.is_some());
    // Both sides are lower-cased already, so LIKE's case rules (ASCII-insensitive on
    // SQLite, sensitive on PostgreSQL) cannot make the backends differ.
    for word in words {
        qb.push(" AND ");
        match chain {
            Some(chain) => push_served(qb, chain, &POST_TEXT, "search_text"),
            None => {
                qb.push("p.search_text");
            }
        }
        qb.push(" LIKE ")
            .push_bind(contains_pattern(word))
            .push(" ESCAPE '\\'");
    }
}

/// Appends ` AND e.post_id IN (...)`: the events whose own text or one of whose
/// translations (with `translated`) contains every one of `words`, as the index finds
/// them. The text a variant serves is one of those, so every event whose served text
/// matches is among them. The events' key is in the listing index: a list over a
/// short window checks it before reading any post, and one over a long window starts
/// from these candidates instead of reading every event of the window.
fn push_candidates(qb: &mut Sql, index: TextIndex, words: &[&str], translated: bool) {
    if words.is_empty() {
        return;
    }
    match index {
        TextIndex::Fts5 => {
            let Some(query) = fts_query(words) else {
                return;
            };
            qb.push(" AND e.post_id IN (SELECT rowid FROM posts_search WHERE posts_search MATCH ")
                .push_bind(query.as_str());
            if translated {
                qb.push(
                    " UNION ALL SELECT rowid FROM post_translations_search \
                     WHERE post_translations_search MATCH ",
                )
                .push_bind(query);
            }
            qb.push(")");
        }
        // The `LIKE` on `p.search_text` uses the index by itself. The text a variant
        // serves is an expression over the post and its translations, which no index
        // covers: the candidates are looked up in each table's index.
        TextIndex::Trigram if translated => {
            qb.push(" AND e.post_id IN (SELECT id FROM posts WHERE ");
            push_all_like(qb, words);
            qb.push(" UNION ALL SELECT post_id FROM post_translations WHERE ");
            push_all_like(qb, words);
            qb.push(")");
        }
        TextIndex::Trigram => {}
    }
}

/// Appends `search_text LIKE '%word%'` for each of `words`, joined by `AND`.
fn push_all_like(qb: &mut Sql, words: &[&str]) {
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            qb.push(" AND ");
        }
        qb.push("search_text LIKE ")
            .push_bind(contains_pattern(word))
            .push(" ESCAPE '\\'");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_trigram_is_a_quoted_string_whatever_it_holds() {
        assert_eq!(
            fts_query(&["jazz", "a\"b*", "or"]).as_deref(),
            Some(r#""jaz" AND "a""b" AND "azz" AND """b*""#)
        );
        assert_eq!(
            fts_query(&["aaaaaaaaab"]).as_deref(),
            Some(r#""aaa" AND "aab""#)
        );
        assert_eq!(fts_query(&["a\0b"]), None);
    }

    #[test]
    fn long_searches_look_up_a_bounded_number_of_trigrams_from_every_word() {
        let long: String = ('a'..='z').chain('A'..='Z').collect();
        let query = fts_query(&[&long, "xyzzy"]).expect("query");
        assert_eq!(query.matches(" AND ").count(), LOOKED_UP_TRIGRAMS - 1);
        assert!(query.starts_with(r#""abc" AND "xyz" AND "bcd" AND "yzz""#));
    }

    #[test]
    fn words_under_three_characters_are_not_looked_up() {
        let words = ["ab", "été", "ÿ", "abc", "日本"].map(String::from);
        assert_eq!(indexed(&words), ["été", "abc"]);
    }
}
