//! HTML as plain text, the way a person reads it, for places that show no markup (an
//! iCalendar feed's summaries, descriptions and locations).
//!
//! html5ever's tokenizer reads the markup as a browser does, so every character
//! reference is decoded by the HTML standard's own table and rules (`&eacute;`,
//! `&#8217;`, `&amp` without its semicolon where browsers accept it), and the content
//! of `<script>` and `<style>` is read as raw text and left out. White space runs
//! become one space, as a browser lays them out; `<br>` becomes a line break, and
//! paragraphs, headings, lists and other blocks are set apart by a blank line (list
//! items and table rows by a line break).

use std::cell::{Cell, RefCell};

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, CharacterTokens, TagKind, TagToken, Token, TokenSink, TokenSinkResult, Tokenizer,
    TokenizerOpts,
};

/// Elements a blank line sets apart from what surrounds them.
const BLOCKS: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "details",
    "div",
    "dl",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "main",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "ul",
];

/// Elements that start on a line of their own.
const LINES: &[&str] = &["dd", "dt", "li", "tr"];

/// The text of `html` (see the module's note).
pub fn plain_text(html: &str) -> String {
    if !html.contains(['<', '&']) {
        let mut text = Text::default();
        text.push_str(html);
        return text.finish();
    }
    let sink = Sink::default();
    let tokenizer = Tokenizer::new(sink, TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    // The sink never asks to run a script: the tokenizer reads the input to its end.
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    tokenizer.sink.text.into_inner().finish()
}

/// What separates the next character from the text so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Gap {
    #[default]
    None,
    Space,
    /// Line breaks: one, or two for a blank line.
    Lines(u8),
}

/// Text being gathered, with the gap still to be written before what comes next (a
/// gap at the start or the end is dropped).
#[derive(Default)]
struct Text {
    out: String,
    gap: Gap,
}

impl Text {
    fn push_str(&mut self, text: &str) {
        for c in text.chars() {
            self.push(c);
        }
    }

    fn push(&mut self, c: char) {
        if matches!(c, ' ' | '\t' | '\n' | '\r' | '\u{c}') {
            if self.gap == Gap::None {
                self.gap = Gap::Space;
            }
            return;
        }
        if !self.out.is_empty() {
            match self.gap {
                Gap::None => {}
                Gap::Space => self.out.push(' '),
                Gap::Lines(n) => (0..n).for_each(|_| self.out.push('\n')),
            }
        }
        self.gap = Gap::None;
        self.out.push(c);
    }

    /// At least `lines` line breaks before the next character.
    fn lines_at_least(&mut self, lines: u8) {
        self.gap = match self.gap {
            Gap::Lines(n) if n >= lines => Gap::Lines(n),
            _ => Gap::Lines(lines),
        };
    }

    /// One more line break (at most a blank line) before the next character.
    fn line_break(&mut self) {
        self.gap = match self.gap {
            Gap::Lines(n) => Gap::Lines((n + 1).min(2)),
            _ => Gap::Lines(1),
        };
    }

    fn finish(self) -> String {
        self.out
    }
}

#[derive(Default)]
struct Sink {
    text: RefCell<Text>,
    /// Inside `<script>` or `<style>`, whose content is not text.
    skipping: Cell<bool>,
}

impl TokenSink for Sink {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        match token {
            CharacterTokens(chars) if !self.skipping.get() => {
                self.text.borrow_mut().push_str(&chars);
            }
            TagToken(tag) => {
                let start = tag.kind == TagKind::StartTag;
                let mut text = self.text.borrow_mut();
                match &*tag.name {
                    "script" | "style" => {
                        self.skipping.set(start);
                        if start {
                            let raw = if &*tag.name == "script" {
                                RawKind::ScriptData
                            } else {
                                RawKind::Rawtext
                            };
                            return TokenSinkResult::RawData(raw);
                        }
                    }
                    "br" => text.line_break(),
                    "td" | "th" if start => text.push(' '),
                    name if BLOCKS.contains(&name) => text.lines_at_least(2),
                    name if LINES.contains(&name) => text.lines_at_least(1),
                    _ => {}
                }
            }
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_are_set_apart_and_breaks_kept() {
        assert_eq!(
            plain_text("<p>Doors at 7.<br />\nBar open.</p>\n<p>Second   paragraph</p>"),
            "Doors at 7.\nBar open.\n\nSecond paragraph"
        );
        assert_eq!(
            plain_text("<h2>Title</h2><ul><li>one</li><li>two</li></ul>end"),
            "Title\n\none\ntwo\n\nend"
        );
        assert_eq!(
            plain_text("a<br><br><br>b"),
            "a\n\nb",
            "at most a blank line"
        );
    }

    #[test]
    fn references_are_decoded_as_browsers_decode_them() {
        assert_eq!(
            plain_text("Caf&eacute; &amp; bar &#8211; &#x1F389; &quot;ok&quot; &lt;b&gt;"),
            "Café & bar – 🎉 \"ok\" <b>"
        );
        assert_eq!(plain_text("AT&amp;T &copy 2030"), "AT&T © 2030");
        assert_eq!(plain_text("&amp;lt;"), "&lt;", "decoded once");
        assert_eq!(plain_text("fish & chips"), "fish & chips");
    }

    #[test]
    fn scripts_styles_and_comments_are_not_text() {
        assert_eq!(
            plain_text("a<script>var x = '<p>';</script>b<style>p{}</style>c<!-- no -->d"),
            "abcd"
        );
    }

    #[test]
    fn text_without_markup_keeps_its_words() {
        assert_eq!(plain_text("  Jazz\n Night \t"), "Jazz Night");
        assert_eq!(plain_text(""), "");
        assert_eq!(plain_text("<p></p>"), "");
        assert_eq!(plain_text("Prix: 10 – 20 €"), "Prix: 10 – 20 €");
    }

    #[test]
    fn inline_markup_joins_its_words() {
        assert_eq!(
            plain_text("<a href=\"x\">Tickets</a> at <strong>the door</strong>"),
            "Tickets at the door"
        );
        assert_eq!(
            plain_text("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>"),
            "a b\nc"
        );
    }
}
