//! What a `search` argument looks for, the one rule for events, venues and organizers.

/// Searches of more words than this are matched as one phrase, as WordPress's
/// `WP_Query` does: a long search costs one pattern, not one per word.
pub const MAX_SEARCH_WORDS: usize = 9;

/// What a search matches, lower-cased, line breaks removed (as WordPress removes
/// them): each of its words, all of which must occur; or, past [`MAX_SEARCH_WORDS`]
/// words, the whole search as one phrase.
pub fn search_terms(search: &str) -> Vec<String> {
    let search = search.replace(['\r', '\n'], "").to_lowercase();
    let words: Vec<String> = search.split_whitespace().map(String::from).collect();
    if words.len() > MAX_SEARCH_WORDS {
        vec![search.trim().to_string()]
    } else {
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_searches_are_one_phrase() {
        assert_eq!(search_terms("Jazz  NIGHT"), ["jazz", "night"]);
        let nine = "a b c d e f g h i";
        assert_eq!(search_terms(nine).len(), 9);
        assert_eq!(search_terms("a b c d e f g h i j"), ["a b c d e f g h i j"]);
        let many = "word ".repeat(800);
        assert_eq!(search_terms(&many), [many.trim()]);
        assert_eq!(search_terms("temple\r\navenue"), ["templeavenue"]);
        assert!(search_terms("  ").is_empty());
    }
}
