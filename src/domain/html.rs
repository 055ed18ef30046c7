//! HTML handling for event content and descriptions.
//!
//! Owns turning client-supplied text into the `description` HTML the API
//! returns, and HTML into plain text for JSON-LD and search.
//!
//! Mirrors three WordPress functions: `wpautop` (paragraphs from blank
//! lines, reduced to the cases event descriptions need), `wp_kses_post`
//! (allow-list sanitising of post content) and `wp_strip_all_tags`.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use ammonia::Builder;

/// Tags that `autop` leaves unwrapped because they already form a block.
const BLOCK_TAGS: &[&str] = &[
    "p",
    "div",
    "ul",
    "ol",
    "table",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "figure",
];

/// Wraps plain-text paragraphs in `<p>` like WordPress's `wpautop`.
///
/// Paragraphs are separated by blank lines (lines holding only whitespace
/// count as blank); one that already starts with a block-level tag is kept
/// as is; inside a wrapped paragraph single newlines become `<br />`.
pub fn autop(text: &str) -> String {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut paragraphs: Vec<String> = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.split('\n') {
        if line.trim().is_empty() {
            flush_paragraph(&mut current, &mut paragraphs);
        } else {
            current.push(line);
        }
    }
    flush_paragraph(&mut current, &mut paragraphs);
    paragraphs.join("\n")
}

fn flush_paragraph(lines: &mut Vec<&str>, out: &mut Vec<String>) {
    if lines.is_empty() {
        return;
    }
    let joined = lines.join("\n");
    lines.clear();
    let para = joined.trim();
    if starts_with_block_tag(para) {
        out.push(para.to_owned());
    } else {
        let body: Vec<&str> = para.split('\n').map(str::trim_end).collect();
        out.push(format!("<p>{}</p>", body.join("<br />\n")));
    }
}

fn starts_with_block_tag(para: &str) -> bool {
    let Some(rest) = para.strip_prefix('<') else {
        return false;
    };
    let name_len = rest.bytes().take_while(u8::is_ascii_alphanumeric).count();
    let name = rest[..name_len].to_ascii_lowercase();
    BLOCK_TAGS.contains(&name.as_str())
}

/// Built once: configuring an ammonia `Builder` allocates several sets.
static POST_CLEANER: LazyLock<Builder<'static>> = LazyLock::new(|| {
    let tags = HashSet::from([
        "p",
        "br",
        "a",
        "strong",
        "em",
        "b",
        "i",
        "u",
        "s",
        "del",
        "ins",
        "small",
        "cite",
        "abbr",
        "q",
        "ul",
        "ol",
        "li",
        "blockquote",
        "code",
        "pre",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "img",
        "figure",
        "figcaption",
        "table",
        "caption",
        "thead",
        "tbody",
        "tfoot",
        "tr",
        "th",
        "td",
        "span",
        "div",
        "hr",
        "sub",
        "sup",
    ]);
    let tag_attributes = HashMap::from([
        ("a", HashSet::from(["href", "target", "rel"])),
        ("img", HashSet::from(["src", "alt", "width", "height"])),
        ("ol", HashSet::from(["start", "reversed"])),
        ("th", HashSet::from(["colspan", "rowspan", "scope"])),
        ("td", HashSet::from(["colspan", "rowspan"])),
    ]);
    let mut builder = Builder::default();
    builder
        .tags(tags)
        .tag_attributes(tag_attributes)
        // `style` is left out: ammonia would pass it unfiltered, whereas
        // WordPress runs it through `safecss_filter_attr`.
        .generic_attributes(HashSet::from(["title", "lang", "dir", "class"]))
        // WordPress keeps links as written rather than adding `rel`.
        .link_rel(None);
    builder
});

/// Cleans post content against an allow-list close to `wp_kses_post`:
/// formatting and structure tags survive, while scripts, styles, event
/// handler attributes and non-web URL schemes such as `javascript:` are
/// removed.
pub fn sanitize(html: &str) -> String {
    POST_CLEANER.clean(html).to_string()
}

/// Converts HTML to plain text like `wp_strip_all_tags`: `<script>` and
/// `<style>` elements are removed with their content, other tags are
/// removed, the basic entities (`&amp; &lt; &gt; &quot; &#039;`) are decoded
/// and the result is trimmed.
pub fn strip_tags(html: &str) -> String {
    let without_code = remove_elements(html, &["script", "style"]);
    decode_basic_entities(remove_tags(&without_code).trim())
}

/// Removes tags the way PHP's `strip_tags` does, without touching entities.
///
/// A `<` followed by whitespace is text (`a < b`); any other `<` opens a tag
/// that runs to the next `>` outside quotes, and an unterminated tag
/// swallows the rest of the input, as in PHP.
pub(crate) fn remove_tags(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    let mut rest = input;
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        let after = &rest[lt + 1..];
        if after.starts_with(char::is_whitespace) {
            out.push('<');
            rest = after;
            continue;
        }
        rest = if let Some(comment) = after.strip_prefix("!--") {
            comment.find("-->").map_or("", |end| &comment[end + 3..])
        } else {
            skip_tag(after)
        };
    }
    out.push_str(rest);
    out
}

/// Returns what follows the `>` closing a tag whose `<` has been consumed.
fn skip_tag(tag: &str) -> &str {
    let mut quote: Option<char> = None;
    for (i, c) in tag.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return &tag[i + 1..],
            (None, _) => {}
        }
    }
    ""
}

/// Removes `<name ...>…</name>` elements, case-insensitively. An element
/// without a closing tag is left for `remove_tags`, as the WordPress regex
/// only matches complete elements.
fn remove_elements(html: &str, names: &[&str]) -> String {
    // ASCII lowercasing keeps byte offsets aligned with the original.
    let lower = html.to_ascii_lowercase();
    let mut out = String::with_capacity(html.len());
    let mut exhausted = vec![false; names.len()];
    let mut pos = 0;
    while pos < html.len() {
        let Some((start, end)) = next_element(&lower, pos, names, &mut exhausted) else {
            break;
        };
        out.push_str(&html[pos..start]);
        pos = end;
    }
    out.push_str(&html[pos..]);
    out
}

/// Finds the next complete element among `names` at or after `from`,
/// returning its byte span. A name whose closing tag no longer occurs is
/// marked in `exhausted` so that input full of unclosed openers stays linear.
fn next_element(
    lower: &str,
    from: usize,
    names: &[&str],
    exhausted: &mut [bool],
) -> Option<(usize, usize)> {
    let mut search = from;
    while let Some(rel) = lower[search..].find('<') {
        let start = search + rel;
        let after = &lower[start + 1..];
        for (name, done) in names.iter().zip(exhausted.iter_mut()) {
            if *done {
                continue;
            }
            let Some(tail) = after.strip_prefix(name) else {
                continue;
            };
            if tail.starts_with(|c: char| c.is_ascii_alphanumeric()) {
                continue;
            }
            let close = format!("</{name}");
            let body_from = start + 1 + name.len();
            let Some(close_rel) = lower[body_from..].find(&close) else {
                *done = true;
                continue;
            };
            let close_at = body_from + close_rel;
            let Some(gt_rel) = lower[close_at..].find('>') else {
                *done = true;
                continue;
            };
            return Some((start, close_at + gt_rel + 1));
        }
        search = start + 1;
    }
    None
}

fn decode_basic_entities(text: &str) -> String {
    const ENTITIES: &[(&str, char)] = &[
        ("&amp;", '&'),
        ("&lt;", '<'),
        ("&gt;", '>'),
        ("&quot;", '"'),
        ("&#039;", '\''),
        ("&#39;", '\''),
    ];
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // One pass, so `&amp;lt;` yields `&lt;` and is not decoded twice.
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let tail = &rest[amp..];
        match ENTITIES.iter().find(|(name, _)| tail.starts_with(name)) {
            Some((name, ch)) => {
                out.push(*ch);
                rest = &tail[name.len()..];
            }
            None => {
                out.push('&');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autop_wraps_paragraphs() {
        assert_eq!(autop("An evening of jazz."), "<p>An evening of jazz.</p>");
        assert_eq!(autop("a\nb"), "<p>a<br />\nb</p>");
        assert_eq!(autop("a\n\nb"), "<p>a</p>\n<p>b</p>");
        assert_eq!(autop("a\r\n\r\n\r\nb"), "<p>a</p>\n<p>b</p>");
        assert_eq!(autop("a\n   \nb"), "<p>a</p>\n<p>b</p>");
        assert_eq!(autop("a\rb"), "<p>a<br />\nb</p>");
        assert_eq!(autop("  a  \n  b  "), "<p>a<br />\n  b</p>");
    }

    #[test]
    fn autop_empty_input() {
        assert_eq!(autop(""), "");
        assert_eq!(autop(" \n\r\n\t "), "");
    }

    #[test]
    fn autop_leaves_blocks_alone() {
        assert_eq!(autop("<p>x</p>\n\ny"), "<p>x</p>\n<p>y</p>");
        assert_eq!(autop("<UL><li>a</li>\n</UL>"), "<UL><li>a</li>\n</UL>");
        assert_eq!(autop("<h3>T</h3>"), "<h3>T</h3>");
        assert_eq!(autop("<pre>a\nb</pre>"), "<pre>a\nb</pre>");
        // Inline tags and look-alike names are wrapped.
        assert_eq!(autop("<span>x</span>"), "<p><span>x</span></p>");
        assert_eq!(autop("<picture></picture>"), "<p><picture></picture></p>");
        assert_eq!(autop("<h7>x</h7>"), "<p><h7>x</h7></p>");
    }

    #[test]
    fn sanitize_removes_scripts_and_handlers() {
        assert_eq!(sanitize("Hi<script>alert(1)</script>!"), "Hi!");
        assert_eq!(
            sanitize(r#"<p onclick="steal()" class="lead">x</p>"#),
            r#"<p class="lead">x</p>"#
        );
        assert_eq!(
            sanitize(r#"<a href="javascript:alert(1)">x</a>"#),
            "<a>x</a>"
        );
        assert_eq!(
            sanitize(r#"<img src="a.png" alt="A" onerror="x()" width="10">"#),
            r#"<img src="a.png" alt="A" width="10">"#
        );
        assert_eq!(
            sanitize("<style>p{}</style><iframe src=x></iframe>ok"),
            "ok"
        );
        assert_eq!(sanitize(r#"<b style="color:red">x</b>"#), "<b>x</b>");
    }

    #[test]
    fn sanitize_keeps_post_formatting() {
        let link = r#"<a href="https://example.com/x" title="T" target="_blank">x</a>"#;
        assert_eq!(sanitize(link), link);
        let table = "<table><thead><tr><th colspan=\"2\">h</th></tr></thead>\
                     <tbody><tr><td>1</td><td>2</td></tr></tbody></table>";
        assert_eq!(sanitize(table), table);
        let misc = "<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul>\
                    <blockquote>q</blockquote><figure><figcaption>c</figcaption></figure>\
                    <p>x<sub>1</sub><sup>2</sup><br></p><hr>";
        assert_eq!(sanitize(misc), misc);
    }

    #[test]
    fn strip_tags_gives_plain_text() {
        assert_eq!(strip_tags("<p>Jazz &amp; <b>blues</b></p>"), "Jazz & blues");
        assert_eq!(
            strip_tags("&lt;b&gt; &quot;q&quot; it&#039;s &amp;lt;"),
            "<b> \"q\" it's &lt;"
        );
        assert_eq!(strip_tags("a < b"), "a < b");
        assert_eq!(strip_tags("x<SCRIPT type=x>var a = 1 > 0;</Script>y"), "xy");
        assert_eq!(strip_tags("<style>p { }</style>text"), "text");
        assert_eq!(strip_tags(r#"<a title="a>b">link</a>"#), "link");
        assert_eq!(strip_tags("a<!-- <b>hidden</b> -->b"), "ab");
        assert_eq!(strip_tags("a<b"), "a");
        assert_eq!(strip_tags("<scripts>x</scripts>"), "x");
        assert_eq!(strip_tags("  <br/> Café  "), "Café");
    }
}
