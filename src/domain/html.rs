//! HTML handling for event content and descriptions.
//!
//! Owns turning client-supplied text into the `description` HTML the API
//! returns, and HTML into plain text for JSON-LD and search.
//!
//! Mirrors WordPress's `wpautop` (paragraphs from blank lines, reduced to the
//! cases event descriptions need), `wp_kses_post` and `wp_filter_kses`
//! (allow-list sanitising of post content and of titles, with WordPress's own
//! lists) and `wp_strip_all_tags`.

use std::borrow::Cow;
use std::collections::HashSet;
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
    // Written straight into the answer's text: this runs for every event of every page
    // rendered.
    let mut out = String::with_capacity(text.len() + text.len() / 4 + 8);
    let mut lines = lines_of(text).peekable();
    loop {
        while lines.next_if(|line| line.trim().is_empty()).is_some() {}
        let Some(first) = lines.next() else {
            break;
        };
        if !out.is_empty() {
            out.push('\n');
        }
        let first = first.trim_start();
        let block = starts_with_block_tag(first);
        let (open, separator, close) = if block {
            ("", "\n", "")
        } else {
            ("<p>", "<br />\n", "</p>")
        };
        out.push_str(open);
        let mut line = first;
        while let Some(next) = lines.next_if(|next| !next.trim().is_empty()) {
            out.push_str(if block { line } else { line.trim_end() });
            out.push_str(separator);
            line = next;
        }
        out.push_str(line.trim_end());
        out.push_str(close);
    }
    out
}

/// The lines of `text`, whichever of `\r\n`, `\r` and `\n` ends each.
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        match current.find(['\r', '\n']) {
            Some(end) => {
                let ending = if current[end..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                rest = Some(&current[end + ending..]);
                Some(&current[..end])
            }
            None => {
                rest = None;
                Some(current)
            }
        }
    })
}

fn starts_with_block_tag(para: &str) -> bool {
    let Some(rest) = para.strip_prefix('<') else {
        return false;
    };
    let name_len = rest.bytes().take_while(u8::is_ascii_alphanumeric).count();
    let name = &rest[..name_len];
    BLOCK_TAGS.iter().any(|tag| tag.eq_ignore_ascii_case(name))
}

/// WordPress's `$allowedposttags`: the elements post content may keep, each with its
/// own attributes. Left out: `object` (WordPress keeps it only for PDFs of its own
/// uploads), and on every element `style` (WordPress filters CSS property by property,
/// which an allow-list of attributes cannot) and `id` (ids in content could clobber
/// globals of the page a client embeds it in).
const POST_TAGS: &[(&str, &[&str])] = &[
    ("address", &[]),
    ("a", &["href", "rel", "rev", "name", "target", "download"]),
    ("abbr", &[]),
    ("acronym", &[]),
    (
        "area",
        &["alt", "coords", "href", "nohref", "shape", "target"],
    ),
    ("article", &["align"]),
    ("aside", &["align"]),
    (
        "audio",
        &["autoplay", "controls", "loop", "muted", "preload", "src"],
    ),
    ("b", &[]),
    ("bdo", &[]),
    ("big", &[]),
    ("blockquote", &["cite"]),
    ("br", &[]),
    ("button", &["disabled", "name", "type", "value"]),
    ("caption", &["align"]),
    ("cite", &[]),
    ("code", &[]),
    (
        "col",
        &["align", "char", "charoff", "span", "valign", "width"],
    ),
    (
        "colgroup",
        &["align", "char", "charoff", "span", "valign", "width"],
    ),
    ("del", &["datetime"]),
    ("dd", &[]),
    ("dfn", &[]),
    ("details", &["align", "open"]),
    ("div", &["align"]),
    ("dl", &[]),
    ("dt", &[]),
    ("em", &[]),
    ("fieldset", &[]),
    ("figure", &["align"]),
    ("figcaption", &["align"]),
    ("font", &["color", "face", "size"]),
    ("footer", &["align"]),
    ("h1", &["align"]),
    ("h2", &["align"]),
    ("h3", &["align"]),
    ("h4", &["align"]),
    ("h5", &["align"]),
    ("h6", &["align"]),
    ("header", &["align"]),
    ("hgroup", &["align"]),
    ("hr", &["align", "noshade", "size", "width"]),
    ("i", &[]),
    (
        "img",
        &[
            "alt", "align", "border", "height", "hspace", "loading", "longdesc", "vspace", "src",
            "usemap", "width",
        ],
    ),
    ("ins", &["datetime", "cite"]),
    ("kbd", &[]),
    ("label", &["for"]),
    ("legend", &["align"]),
    ("li", &["align", "value"]),
    ("main", &["align"]),
    ("map", &["name"]),
    ("mark", &[]),
    ("menu", &["type"]),
    ("nav", &["align"]),
    ("p", &["align"]),
    ("pre", &["width"]),
    ("q", &["cite"]),
    ("rb", &[]),
    ("rp", &[]),
    ("rt", &[]),
    ("rtc", &[]),
    ("ruby", &[]),
    ("s", &[]),
    ("samp", &[]),
    ("span", &["align"]),
    ("section", &["align"]),
    ("small", &[]),
    ("strike", &[]),
    ("strong", &[]),
    ("sub", &[]),
    ("summary", &["align"]),
    ("sup", &[]),
    (
        "table",
        &[
            "align",
            "bgcolor",
            "border",
            "cellpadding",
            "cellspacing",
            "rules",
            "summary",
            "width",
        ],
    ),
    ("tbody", &["align", "char", "charoff", "valign"]),
    (
        "td",
        &[
            "abbr", "align", "axis", "bgcolor", "char", "charoff", "colspan", "headers", "height",
            "nowrap", "rowspan", "scope", "valign", "width",
        ],
    ),
    (
        "textarea",
        &["cols", "rows", "disabled", "name", "readonly"],
    ),
    ("tfoot", &["align", "char", "charoff", "valign"]),
    (
        "th",
        &[
            "abbr", "align", "axis", "bgcolor", "char", "charoff", "colspan", "headers", "height",
            "nowrap", "rowspan", "scope", "valign", "width",
        ],
    ),
    ("thead", &["align", "char", "charoff", "valign"]),
    ("title", &[]),
    ("tr", &["align", "bgcolor", "char", "charoff", "valign"]),
    ("track", &["default", "kind", "label", "src", "srclang"]),
    ("tt", &[]),
    ("u", &[]),
    ("ul", &["type"]),
    ("ol", &["start", "type", "reversed"]),
    ("var", &[]),
    (
        "video",
        &[
            "autoplay",
            "controls",
            "height",
            "loop",
            "muted",
            "playsinline",
            "poster",
            "preload",
            "src",
            "width",
        ],
    ),
];

/// Attributes WordPress allows on every element of post content
/// (`_wp_add_global_attributes`), besides `aria-*` and `data-*`; `id` and `style` are
/// left out, see [`POST_TAGS`].
const POST_GLOBAL_ATTRIBUTES: &[&str] = &[
    "class", "dir", "hidden", "lang", "title", "role", "xml:lang",
];

/// WordPress's `$allowedtags`: the short inline list of titles and term descriptions.
const TITLE_TAGS: &[(&str, &[&str])] = &[
    ("a", &["href", "title"]),
    ("abbr", &["title"]),
    ("acronym", &["title"]),
    ("b", &[]),
    ("blockquote", &["cite"]),
    ("cite", &[]),
    ("code", &[]),
    ("del", &["datetime"]),
    ("em", &[]),
    ("i", &[]),
    ("q", &["cite"]),
    ("s", &[]),
    ("strike", &[]),
    ("strong", &[]),
];

/// Attributes WordPress reads as URLs (`wp_kses_uri_attributes`). Ammonia checks the
/// scheme of `href`, `src` and a few more itself; the rest are checked here.
const URI_ATTRIBUTES: &[&str] = &[
    "action",
    "archive",
    "background",
    "cite",
    "classid",
    "codebase",
    "data",
    "formaction",
    "href",
    "icon",
    "longdesc",
    "manifest",
    "poster",
    "profile",
    "src",
    "usemap",
    "xmlns",
];

/// A cleaner allowing `tags` with their attributes, and URLs only with the schemes
/// WordPress allows in links.
fn cleaner(
    tags: &'static [(&'static str, &'static [&'static str])],
    global: &'static [&'static str],
) -> Builder<'static> {
    let mut builder = Builder::default();
    builder
        .tags(tags.iter().map(|(tag, _)| *tag).collect())
        .tag_attributes(
            tags.iter()
                .map(|(tag, attributes)| (*tag, attributes.iter().copied().collect()))
                .collect(),
        )
        .generic_attributes(global.iter().copied().collect())
        .url_schemes(
            crate::domain::link_scheme::ALLOWED_PROTOCOLS
                .iter()
                .copied()
                .collect(),
        )
        // WordPress keeps links as written rather than adding `rel`.
        .link_rel(None)
        .attribute_filter(|_element, attribute, value| {
            let allowed = !URI_ATTRIBUTES.contains(&attribute)
                || crate::domain::link_scheme::scheme(value).is_none_or(|s| {
                    crate::domain::link_scheme::ALLOWED_PROTOCOLS.contains(&s.as_str())
                });
            allowed.then_some(Cow::Borrowed(value))
        });
    builder
}

/// Built once: configuring an ammonia `Builder` allocates several sets.
static POST_CLEANER: LazyLock<Builder<'static>> = LazyLock::new(|| {
    let mut builder = cleaner(POST_TAGS, POST_GLOBAL_ATTRIBUTES);
    builder.generic_attribute_prefixes(HashSet::from(["aria-", "data-"]));
    builder
});

static TITLE_CLEANER: LazyLock<Builder<'static>> = LazyLock::new(|| cleaner(TITLE_TAGS, &[]));

/// Cleans post content like `wp_kses_post`: formatting and structure survive, while
/// scripts, styles, event handler attributes and link schemes WordPress does not allow
/// (`javascript:`, `data:`) are removed.
pub fn kses_post(html: &str) -> String {
    POST_CLEANER.clean(html).to_string()
}

/// Cleans a title like `wp_filter_kses`: only WordPress's short list of inline tags
/// (`<a>`, `<b>`, `<em>`, `<strong>`, `<code>`, ...) survives.
pub fn kses_title(html: &str) -> String {
    TITLE_CLEANER.clean(html).to_string()
}

/// Converts HTML to plain text like `wp_strip_all_tags`, then decodes the basic
/// entities (`&amp; &lt; &gt; &quot; &#039;`): `<script>` and `<style>` elements are
/// removed with their content, other tags are removed, and the result is trimmed.
pub fn strip_tags(html: &str) -> String {
    decode_basic_entities(&strip_all_tags(html))
}

/// WordPress's `wp_strip_all_tags`: `<script>` and `<style>` elements removed with
/// their content, other tags removed, trimmed; entities are left as written.
pub fn strip_all_tags(html: &str) -> String {
    let without_code = remove_elements(html, &["script", "style"]);
    remove_tags(&without_code).trim().to_string()
}

/// Plain text that is safe inside a `<script>` element, for JSON-LD: tags removed,
/// basic entities decoded, and no `<` left where HTML would read the start of a tag,
/// an end tag or a comment (`<a`, `</`, `<!`, `<?`), so that no string can close the
/// script element or open another. A `<` before anything else (`a < b`, `<3`) stays.
pub fn script_text(html: &str) -> String {
    without_markup(&strip_tags(html)).trim().to_string()
}

/// Removes what would start markup in `text`: a `<` followed by a letter, `/`, `!` or
/// `?`, up to the next `>` (or the end). A `<` left just before such a character after
/// a removal goes too, so that removals cannot join into new markup.
pub fn without_markup(text: &str) -> String {
    let opens_markup = |c: char| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?');
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '<' && chars.peek().is_some_and(|&next| opens_markup(next)) {
            for skipped in chars.by_ref() {
                if skipped == '>' {
                    break;
                }
            }
            continue;
        }
        if opens_markup(c) && out.ends_with('<') {
            out.pop();
        }
        out.push(c);
    }
    out
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

    /// `autop` as it was first written, paragraph by paragraph through owned strings:
    /// the plainest reading of its rules, kept as the oracle of the one that writes in
    /// place.
    fn autop_by_paragraphs(text: &str) -> String {
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let mut paragraphs: Vec<String> = Vec::new();
        let mut current: Vec<&str> = Vec::new();
        let mut flush = |lines: &mut Vec<&str>| {
            if lines.is_empty() {
                return;
            }
            let joined = lines.join("\n");
            lines.clear();
            let para = joined.trim();
            if starts_with_block_tag(para) {
                paragraphs.push(para.to_owned());
            } else {
                let body: Vec<&str> = para.split('\n').map(str::trim_end).collect();
                paragraphs.push(format!("<p>{}</p>", body.join("<br />\n")));
            }
        };
        for line in text.split('\n') {
            if line.trim().is_empty() {
                flush(&mut current);
            } else {
                current.push(line);
            }
        }
        flush(&mut current);
        paragraphs.join("\n")
    }

    proptest::proptest! {
        #[test]
        fn autop_writes_what_its_paragraph_rules_give(
            text in "(a|b c|<div>|<P x>|<span>| |\t|\u{a0}|\r|\n|\r\n|\u{e9}){0,24}"
        ) {
            proptest::prop_assert_eq!(autop(&text), autop_by_paragraphs(&text));
        }
    }

    #[test]
    fn autop_wraps_paragraphs() {
        assert_eq!(autop("An evening of jazz."), "<p>An evening of jazz.</p>");
        assert_eq!(autop("a\nb"), "<p>a<br />\nb</p>");
        assert_eq!(autop("a\n\nb"), "<p>a</p>\n<p>b</p>");
        assert_eq!(autop("a\r\n\r\n\r\nb"), "<p>a</p>\n<p>b</p>");
        assert_eq!(autop("a\n   \nb"), "<p>a</p>\n<p>b</p>");
        assert_eq!(autop("a\rb"), "<p>a<br />\nb</p>");
        assert_eq!(autop("a \ra"), "<p>a<br />\na</p>");
        assert_eq!(autop("  a  \n  b  "), "<p>a<br />\n  b</p>");
        assert_eq!(autop("<DIV>a</DIV>\n\nb"), "<DIV>a</DIV>\n<p>b</p>");
        assert_eq!(autop("<span>a</span>"), "<p><span>a</span></p>");
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
    fn post_content_loses_scripts_and_handlers() {
        assert_eq!(kses_post("Hi<script>alert(1)</script>!"), "Hi!");
        assert_eq!(
            kses_post(r#"<p onclick="steal()" class="lead">x</p>"#),
            r#"<p class="lead">x</p>"#
        );
        assert_eq!(
            kses_post(r#"<a href="javascript:alert(1)">x</a>"#),
            "<a>x</a>"
        );
        assert_eq!(
            kses_post(r#"<img src="a.png" alt="A" onerror="x()" width="10">"#),
            r#"<img src="a.png" alt="A" width="10">"#
        );
        assert_eq!(
            kses_post("<style>p{}</style><iframe src=x></iframe>ok"),
            "ok"
        );
        assert_eq!(kses_post(r#"<b style="color:red">x</b>"#), "<b>x</b>");
    }

    #[test]
    fn post_content_keeps_its_formatting() {
        let link = r#"<a href="https://example.com/x" title="T" target="_blank">x</a>"#;
        assert_eq!(kses_post(link), link);
        let table = "<table><thead><tr><th colspan=\"2\">h</th></tr></thead>\
                     <tbody><tr><td>1</td><td>2</td></tr></tbody></table>";
        assert_eq!(kses_post(table), table);
        let misc = "<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul>\
                    <blockquote>q</blockquote><figure><figcaption>c</figcaption></figure>\
                    <p>x<sub>1</sub><sup>2</sup><br></p><hr>";
        assert_eq!(kses_post(misc), misc);
    }

    #[test]
    fn post_content_refuses_script_in_every_form() {
        for (dirty, clean) in [
            (r#"<a href="JaVaScRiPt:alert(1)">x</a>"#, "<a>x</a>"),
            (r#"<a href=" javascript:alert(1)">x</a>"#, "<a>x</a>"),
            (r#"<a href="jav&#x09;ascript:alert(1)">x</a>"#, "<a>x</a>"),
            (r#"<a href="data:text/html,<script>">x</a>"#, "<a>x</a>"),
            (
                r#"<blockquote cite="javascript:alert(1)">q</blockquote>"#,
                "<blockquote>q</blockquote>",
            ),
            (
                r#"<img src="x" longdesc="javascript:alert(1)">"#,
                r#"<img src="x">"#,
            ),
            ("<svg><script>alert(1)</script></svg>", ""),
            (
                "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
                "",
            ),
            (
                r#"<noscript><p title="</noscript><img src=x onerror=alert(1)>">"#,
                "",
            ),
            (
                r#"<div id="config" style="x" data-x="1" aria-label="l">d</div>"#,
                r#"<div data-x="1" aria-label="l">d</div>"#,
            ),
        ] {
            let cleaned = kses_post(dirty);
            assert!(
                !cleaned.contains("onerror") && !cleaned.contains("script:"),
                "{dirty} -> {cleaned}"
            );
            if !clean.is_empty() {
                assert_eq!(cleaned, clean, "{dirty}");
            }
        }
    }

    #[test]
    fn titles_keep_only_the_inline_list() {
        assert_eq!(
            kses_title("<b>Jazz</b> &amp; <em>Blues</em>"),
            "<b>Jazz</b> &amp; <em>Blues</em>"
        );
        assert_eq!(kses_title("<img src=x onerror=alert(1)>Night"), "Night");
        assert_eq!(kses_title("<table><tr><td>x</td></tr></table>"), "x");
        assert_eq!(
            kses_title(r#"<a href="https://x.test" class="c" target="_blank">l</a>"#),
            r#"<a href="https://x.test">l</a>"#
        );
        assert_eq!(kses_title("<script>alert(1)</script>T"), "T");
    }

    #[test]
    fn script_text_cannot_close_a_script_element() {
        assert_eq!(
            script_text("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
            "alert(1)"
        );
        assert_eq!(script_text("&lt;&lt;/b&gt;/script&gt;x"), "/script>x");
        assert_eq!(script_text("a &lt; b &amp; c"), "a < b & c");
        assert_eq!(script_text("I &lt;3 jazz"), "I <3 jazz");
        assert_eq!(script_text("&lt;!-- x"), "");
        assert_eq!(
            script_text("<p>Jazz &amp; <b>blues</b></p>"),
            "Jazz & blues"
        );
        for nasty in [
            "&lt;/SCRIPT",
            "&lt;&lt;/x&gt;!--",
            "&amp;lt;/script&amp;gt;",
        ] {
            let text = script_text(nasty).to_ascii_lowercase();
            assert!(
                !text.contains("</script") && !text.contains("<!--"),
                "{nasty} -> {text}"
            );
        }
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
