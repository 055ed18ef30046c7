//! `LIKE` patterns for text searches.

/// Escapes `LIKE` wildcards in `text` (for use with `ESCAPE '\\'`).
pub fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `LIKE` pattern matching `needle` anywhere.
pub fn contains_pattern(needle: &str) -> String {
    format!("%{}%", escape_like(needle))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_pattern_escapes_wildcards() {
        assert_eq!(contains_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
    }
}
