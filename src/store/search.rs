//! The search condition of event lists: every word must occur in the text the list
//! shows. Each word is matched by a `LIKE` on the lower-cased search text, which alone
//! decides; before it, the store's text index (migration 0006) narrows the posts to
//! those that can match, so that a search does not run its `LIKE`s on every post of
//! the list.
//!
//! The index is a trigram index on both backends, which finds the texts containing
//! trigrams of each word (on SQLite its middle one, on PostgreSQL all of them),
//! ignoring case: every text the `LIKE` matches, and maybe more, never less. A word
//! under three characters has no trigram, so it narrows nothing and only its `LIKE`
//! runs.

use crate::store::handle::Store;
use crate::store::patterns::contains_pattern;
use crate::store::sql::Sql;
use crate::store::translations::{LanguageChain, push_post_search_text};

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

/// The trigram of `word` the SQLite index looks up: its middle one. Each trigram looked
/// up costs a read of every post containing it, and the `LIKE` checks the rest of the
/// word anyway; a word's first and last trigrams are often its commonest (prefixes,
/// endings), its middle one less so. `None` for a word under three characters, and for
/// a NUL, which would end the FTS5 query text.
fn middle_trigram(word: &str) -> Option<String> {
    let chars: Vec<char> = word.chars().collect();
    let start = chars.len().checked_sub(INDEXED_CHARS)? / 2;
    let trigram: String = chars[start..start + INDEXED_CHARS].iter().collect();
    (!trigram.contains('\0')).then_some(trigram)
}

/// An FTS5 query matching texts that contain the middle trigram of each of `words`
/// (at most nine: more words are searched as one phrase), which every text containing
/// the words does. Each trigram is a quoted string (`"` doubled), so that no character
/// reads as an operator, and a single token, so that the query needs no positions (the
/// index keeps none) and costs one read per word however its text repeats.
fn fts_query(words: &[&str]) -> Option<String> {
    let mut trigrams: Vec<String> = Vec::new();
    for trigram in words.iter().filter_map(|w| middle_trigram(w)) {
        if !trigrams.contains(&trigram) {
            trigrams.push(trigram);
        }
    }
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
/// [`crate::domain::search::search_terms`] gives them) in the text of event `e`, whose
/// post is `p`: the post's own text, or on tenants that keep text per language the
/// text `chain` serves.
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
        push_post_search_text(qb, chain);
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
    fn each_word_looks_up_its_middle_trigram() {
        assert_eq!(middle_trigram("concert").as_deref(), Some("nce"));
        assert_eq!(middle_trigram("jazz").as_deref(), Some("jaz"));
        assert_eq!(middle_trigram("été").as_deref(), Some("été"));
        assert_eq!(middle_trigram("ab"), None);
        assert_eq!(middle_trigram("a\0b"), None);
        assert_eq!(
            fts_query(&["jazz", "concert", "jazz"]).as_deref(),
            Some(r#""jaz" AND "nce""#)
        );
        assert_eq!(fts_query(&["ab"]), None);
    }

    #[test]
    fn trigrams_are_quoted_strings_whatever_they_hold() {
        assert_eq!(
            fts_query(&["a\"b", "x*)", "or\"\""]).as_deref(),
            Some(r#""a""b" AND "x*)" AND "or""""#)
        );
    }

    #[test]
    fn words_under_three_characters_are_not_looked_up() {
        let words = ["ab", "été", "ÿ", "abc", "日本"].map(String::from);
        assert_eq!(indexed(&words), ["été", "abc"]);
    }
}
