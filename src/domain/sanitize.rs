//! What a stored text field may hold, by kind of field, as WordPress cleans it on save
//! for users without the `unfiltered_html` capability.
//!
//! Every argument specification names one [`Sanitize`] kind (plain text unless it says
//! otherwise), and validation applies it to the value a client sent, whoever sends it:
//! many tenants on one server are like a WordPress multisite, where only super
//! administrators may store raw HTML.
//!
//! - post content (descriptions, excerpts): `wp_kses_post`, see [`html::kses_post`];
//! - titles and term descriptions: `wp_filter_kses` with WordPress's short inline list,
//!   see [`html::kses_title`];
//! - plain text (venue and organizer fields, costs, filters): `sanitize_text_field`;
//! - term names: `sanitize_text_field`, then `_wp_specialchars`, as `pre_term_name` does;
//! - URLs: `esc_url_raw`; e-mail addresses: `sanitize_email`.

use serde_json::Value;

use crate::domain::html;
use crate::domain::link_scheme::{ALLOWED_PROTOCOLS, scheme};

/// How one argument's text is cleaned before anything stores or compares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sanitize {
    /// Post content: `wp_kses_post`.
    PostContent,
    /// A title: the inline tags WordPress allows in titles.
    Title,
    /// Plain text: `sanitize_text_field`.
    Text,
    /// A category or tag name: plain text with `<`, `>` and `&` kept as entities.
    TermName,
    /// A URL: `esc_url_raw`.
    Url,
    /// An image: an http(s) URL as [`Sanitize::Url`]; anything else (an attachment
    /// id) is left for the image check to accept or refuse.
    UrlOrId,
    /// An e-mail address: `sanitize_email`.
    Email,
    /// A slug, kept as sent here: `sanitize_title` turns it into a stored slug where it
    /// is used, and percent-encoded octets are part of slugs.
    Slug,
    /// Kept as sent. For values that are compared rather than stored or shown
    /// (passwords), and for objects checked by their own specification (a venue or
    /// organizer written inline by an event write).
    Verbatim,
}

impl Sanitize {
    /// Cleans every text in `value`: a string, or each string of a list. Other values
    /// (numbers, booleans, objects) are returned unchanged.
    pub fn apply(self, value: &Value) -> Value {
        match value {
            Value::String(s) => Value::String(self.text(s)),
            Value::Array(items) if self != Sanitize::Verbatim => {
                Value::Array(items.iter().map(|item| self.apply(item)).collect())
            }
            other => other.clone(),
        }
    }

    fn text(self, s: &str) -> String {
        match self {
            Sanitize::PostContent => html::kses_post(s),
            Sanitize::Title => html::kses_title(s),
            Sanitize::Text => text_field(s),
            Sanitize::TermName => special_chars(&text_field(s)),
            Sanitize::Url => url(s),
            Sanitize::UrlOrId if is_web_address(s) => url(s),
            Sanitize::UrlOrId => s.to_string(),
            Sanitize::Email => email(s),
            Sanitize::Slug | Sanitize::Verbatim => s.to_string(),
        }
    }
}

/// WordPress's `sanitize_text_field`: tags removed (a `<` that opens none is kept as
/// `&lt;`), runs of whitespace collapsed to one space, trimmed, percent-encoded octets
/// removed. Entities stay as written: `&lt;b&gt;` remains text.
pub fn text_field(raw: &str) -> String {
    let mut text = if raw.contains('<') {
        let escaped = escape_stray_less_than(raw);
        html::strip_all_tags(&escaped).replace("<\n", "&lt;\n")
    } else {
        raw.to_string()
    };
    text = collapse_whitespace(&text);
    let mut found = false;
    while let Some(at) = find_octet(&text) {
        let octet = text[at..at + 3].to_string();
        text = text.replace(&octet, "");
        found = true;
    }
    if found {
        text = text
            .split(' ')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
            .trim()
            .to_string();
    }
    // Whatever the steps above left, no `<` survives unescaped.
    text.replace('<', "&lt;")
}

/// `wp_pre_kses_less_than`: a `<` that does not reach a `>` before the next `<` (or
/// the end) opens no tag, and becomes `&lt;` (with the text up to there escaped).
fn escape_stray_less_than(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        let after = &rest[lt + 1..];
        let stop = after.find(['<', '>']);
        match stop {
            Some(i) if after.as_bytes()[i] == b'>' => {
                out.push_str(&rest[lt..lt + 1 + i + 1]);
                rest = &after[i + 1..];
            }
            _ => {
                let end = stop.unwrap_or(after.len());
                out.push_str(&escape_html(&rest[lt..lt + 1 + end]));
                rest = &after[end..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// `esc_html` for a fragment that holds no entity worth keeping.
fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#039;")
}

/// `[\r\n\t ]+` to one space, then trimmed.
fn collapse_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_run = false;
    for c in text.chars() {
        if matches!(c, '\r' | '\n' | '\t' | ' ') {
            if !in_run {
                out.push(' ');
                in_run = true;
            }
        } else {
            out.push(c);
            in_run = false;
        }
    }
    out.trim_matches(|c| matches!(c, ' ' | '\t' | '\n' | '\r' | '\0' | '\x0b'))
        .to_string()
}

/// Byte offset of the first `%` followed by two hex digits.
fn find_octet(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(2)).find(|&i| {
        bytes[i] == b'%' && bytes[i + 1].is_ascii_hexdigit() && bytes[i + 2].is_ascii_hexdigit()
    })
}

/// `_wp_specialchars` without double encoding: `<`, `>` and `&` become entities,
/// except an `&` that already starts an entity (`&amp;`, `&#039;`, `&#x27;`).
pub fn special_chars(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, c) in text.char_indices() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' if starts_entity(&text[i..]) => out.push('&'),
            '&' => out.push_str("&amp;"),
            c => out.push(c),
        }
    }
    out
}

/// Whether `text` (starting at `&`) begins with a named or numeric character reference.
fn starts_entity(text: &str) -> bool {
    let Some(body) = text.get(1..) else {
        return false;
    };
    let Some(end) = body.find(';').filter(|&end| end > 0 && end <= 32) else {
        return false;
    };
    let name = &body[..end];
    match name.strip_prefix('#') {
        Some(num) => match num.strip_prefix(['x', 'X']) {
            Some(hex) => !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()),
            None => !num.is_empty() && num.bytes().all(|b| b.is_ascii_digit()),
        },
        None => {
            name.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
                && name.bytes().all(|b| b.is_ascii_alphanumeric())
        }
    }
}

/// Whether `text` starts as an absolute http(s) URL does.
fn is_web_address(text: &str) -> bool {
    let head = text
        .trim_start()
        .get(..8)
        .unwrap_or("")
        .to_ascii_lowercase();
    head.starts_with("http://") || head.starts_with("https://")
}

/// WordPress's `esc_url_raw`: characters no URL holds are dropped, a URL without a
/// scheme is taken as `http://`, and one whose scheme WordPress does not allow in
/// links (`javascript:`, `data:`, `vbscript:`, ...) becomes empty.
pub fn url(raw: &str) -> String {
    let trimmed = raw.trim_start().replace(' ', "%20");
    let mut url: String = trimmed
        .chars()
        .filter(|&c| {
            c.is_ascii_alphanumeric() || !c.is_ascii() || "-~+_.?#=!&;,/:%@$|*'()[]".contains(c)
        })
        .collect();
    if url.is_empty() {
        return url;
    }
    if !url.to_ascii_lowercase().starts_with("mailto:") {
        url = deep_remove(&url, &["%0d", "%0a", "%0D", "%0A"]);
    }
    url = url.replace(";//", "://");
    if !url.contains(':') && !url.starts_with(['/', '#', '?']) && !looks_like_php_file(&url) {
        url = format!("http://{url}");
    }
    if url.contains(['[', ']']) {
        url = encode_brackets_after_host(&url);
    }
    if url.starts_with('/') {
        return url;
    }
    match scheme(&url) {
        Some(s) if !ALLOWED_PROTOCOLS.contains(&s.as_str()) => String::new(),
        _ => url,
    }
}

/// `_deep_replace` with empty replacements: removes each needle until none is left.
fn deep_remove(text: &str, needles: &[&str]) -> String {
    let mut out = text.to_string();
    loop {
        let before = out.len();
        for needle in needles {
            out = out.replace(needle, "");
        }
        if out.len() == before {
            return out;
        }
    }
}

/// `^[a-z0-9-]+?\.php`, case-insensitively.
fn looks_like_php_file(url: &str) -> bool {
    let name_len = url
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'-')
        .count();
    name_len > 0
        && url[name_len..]
            .get(..4)
            .is_some_and(|ext| ext.eq_ignore_ascii_case(".php"))
}

/// Square brackets are kept around an IPv6 host and percent-encoded anywhere else.
fn encode_brackets_after_host(url: &str) -> String {
    let authority_start = url.find("://").map_or(0, |i| i + 3);
    let authority_end = url[authority_start..]
        .find(['/', '?', '#'])
        .map_or(url.len(), |i| authority_start + i);
    let (front, rest) = url.split_at(authority_end);
    format!("{front}{}", rest.replace('[', "%5B").replace(']', "%5D"))
}

/// WordPress's `sanitize_email`: invalid characters dropped from both parts; empty
/// when what is left is not `local@domain.tld`.
pub fn email(raw: &str) -> String {
    if raw.len() < 6 {
        return String::new();
    }
    let Some((local, domain)) = raw.split_once('@').filter(|(local, _)| !local.is_empty()) else {
        return String::new();
    };
    let local: String = local
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(*c))
        .collect();
    if local.is_empty() {
        return String::new();
    }
    let mut domain = domain.to_string();
    while domain.contains("..") {
        domain = domain.replace("..", "");
    }
    let domain = domain.trim_matches(|c: char| " \t\n\r\0\x0b.".contains(c));
    let subs: Vec<String> = domain
        .split('.')
        .map(|sub| {
            sub.trim_matches(|c: char| " \t\n\r\0\x0b-".contains(c))
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect::<String>()
        })
        .filter(|sub| !sub.is_empty())
        .collect();
    if subs.len() < 2 {
        return String::new();
    }
    format!("{local}@{}", subs.join("."))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn text_fields_lose_tags_octets_and_extra_space() {
        assert_eq!(text_field("  1 Temple\n\tAvenue  "), "1 Temple Avenue");
        assert_eq!(text_field("<b>Main</b> St"), "Main St");
        assert_eq!(text_field("<img src=x onerror=alert(1)>Hall"), "Hall");
        assert_eq!(text_field("x<script>alert(1)</script>y"), "xy");
        assert_eq!(text_field("a < b"), "a &lt; b");
        assert_eq!(text_field("<b"), "&lt;b");
        assert_eq!(
            text_field("&lt;script&gt;"),
            "&lt;script&gt;",
            "entities stay"
        );
        assert_eq!(text_field("50%25 off %3Cb%3E"), "50 off b");
        assert_eq!(text_field("a > b & c"), "a > b & c");
        assert_eq!(text_field("Café — 10 €"), "Café — 10 €");
    }

    #[test]
    fn term_names_keep_entities_escaped() {
        let name = |s: &str| Sanitize::TermName.text(s);
        assert_eq!(name("Jazz & Blues"), "Jazz &amp; Blues");
        assert_eq!(name("Jazz &amp; Blues"), "Jazz &amp; Blues");
        assert_eq!(name("&lt;script&gt;"), "&lt;script&gt;");
        assert_eq!(name("<img src=x onerror=alert(1)>"), "");
        assert_eq!(name("a > b"), "a &gt; b");
        assert_eq!(name("R&D"), "R&amp;D");
        assert_eq!(name("&#039;quoted&#x27;"), "&#039;quoted&#x27;");
    }

    #[test]
    fn urls_as_esc_url_raw() {
        assert_eq!(
            url("https://example.org/a?b=1&c=2"),
            "https://example.org/a?b=1&c=2"
        );
        assert_eq!(url("javascript:alert(1)"), "");
        assert_eq!(url("JaVaScRiPt:alert(1)"), "");
        assert_eq!(url(" java\tscript:alert(1)"), "");
        assert_eq!(url("data:text/html;base64,PHNjcmlwdD4="), "");
        assert_eq!(url("vbscript:msgbox(1)"), "");
        assert_eq!(
            url("javascript&#58;alert(1)"),
            "http://javascript&#58;alert(1)"
        );
        assert_eq!(url("example.org/x"), "http://example.org/x");
        assert_eq!(url("/relative"), "/relative");
        assert_eq!(url("https://x.test/\"><script>"), "https://x.test/script");
        assert_eq!(url("https://x.test/a b"), "https://x.test/a%20b");
        assert_eq!(url("mailto:a@b.c"), "mailto:a@b.c");
        assert_eq!(url("http://[::1]:8080/[x]"), "http://[::1]:8080/%5Bx%5D");
        assert_eq!(
            url("https://x.test/%0d%0aSet-Cookie"),
            "https://x.test/Set-Cookie"
        );
        assert_eq!(url(""), "");
    }

    #[test]
    fn emails_as_sanitize_email() {
        assert_eq!(email("info@example.org"), "info@example.org");
        assert_eq!(email("<b>x</b>@example.org"), "bx/b@example.org");
        assert_eq!(email("a\"><script>@ex.org"), "ascript@ex.org");
        assert_eq!(email("nobody"), "");
        assert_eq!(email("a@localhost"), "");
        assert_eq!(email("a@-ex-.org."), "a@ex.org");
    }

    #[test]
    fn lists_are_cleaned_item_by_item() {
        assert_eq!(
            Sanitize::TermName.apply(&json!(["<b>Folk</b>", 12, "R&B"])),
            json!(["Folk", 12, "R&amp;B"])
        );
        assert_eq!(
            Sanitize::Verbatim.apply(&json!({"venue": "<b>x</b>"})),
            json!({"venue": "<b>x</b>"})
        );
        assert_eq!(Sanitize::UrlOrId.apply(&json!("42")), json!("42"));
        assert_eq!(
            Sanitize::UrlOrId.apply(&json!("https://x.test/a b.png")),
            json!("https://x.test/a%20b.png")
        );
        assert_eq!(
            Sanitize::UrlOrId.apply(&json!("javascript:x")),
            json!("javascript:x"),
            "not an image address: refused by the image check, not turned into one"
        );
    }
}
