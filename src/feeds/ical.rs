//! An iCalendar document (RFC 5545) written content line by content line: CRLF line
//! ends, lines folded before 75 octets without ever splitting a UTF-8 character, TEXT
//! values escaped (`\\`, `\;`, `\,`, `\n`), and parameter values quoted where they must
//! be, with RFC 6868's escapes for what a quoted value cannot hold.
//!
//! Written by hand: the `icalendar` crate keeps a property's parameters in a hash map
//! (their order, hence a feed's bytes and `ETag`, would change from one process to the
//! next), quotes parameter values only around `:` and `;` (not `,`), and folds by a
//! character index where it means a byte index; the `ics` crate folds continuation
//! lines at 76 octets.

/// Octets a content line may hold before its CRLF, the leading space of a
/// continuation line included.
const LINE_OCTETS: usize = 75;

/// A document being written.
#[derive(Debug, Default)]
pub struct Writer {
    out: String,
    /// The logical line being built, folded into `out` when it is finished.
    line: String,
}

impl Writer {
    /// A writer whose output starts with room for `bytes`.
    pub fn with_capacity(bytes: usize) -> Writer {
        Writer {
            out: String::with_capacity(bytes),
            line: String::with_capacity(256),
        }
    }

    /// `BEGIN:{component}`.
    pub fn begin(&mut self, component: &str) {
        self.property("BEGIN").raw(component);
    }

    /// `END:{component}`.
    pub fn end(&mut self, component: &str) {
        self.property("END").raw(component);
    }

    /// Starts the content line of property `name`; the line is written once its value
    /// is given.
    pub fn property(&mut self, name: &str) -> Line<'_> {
        self.line.clear();
        self.line.push_str(name);
        Line { writer: self }
    }

    /// The document written so far.
    pub fn finish(self) -> String {
        self.out
    }

    fn end_line(&mut self) {
        fold(&self.line, &mut self.out);
    }
}

/// A content line between its name and its value.
pub struct Line<'w> {
    writer: &'w mut Writer,
}

impl Line<'_> {
    /// Adds the parameter `name=value`; the value is quoted when it holds `:`, `;` or
    /// `,`, and a double quote, a caret or a line break in it is escaped (RFC 6868).
    pub fn param(self, name: &str, value: &str) -> Self {
        let line = &mut self.writer.line;
        line.push(';');
        line.push_str(name);
        line.push('=');
        let quoted = value.contains([':', ';', ',', '"', '^', '\n', '\r']);
        if quoted {
            line.push('"');
        }
        let mut chars = value.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '^' => line.push_str("^^"),
                '"' => line.push_str("^'"),
                '\r' => {
                    chars.next_if_eq(&'\n');
                    line.push_str("^n");
                }
                '\n' => line.push_str("^n"),
                c if c.is_control() && c != '\t' => {}
                c => line.push(c),
            }
        }
        if quoted {
            line.push('"');
        }
        self
    }

    /// Ends the line with a TEXT value, escaped.
    pub fn text(self, value: &str) {
        self.writer.line.push(':');
        escape_text(value, &mut self.writer.line);
        self.writer.end_line();
    }

    /// Ends the line with a list of TEXT values, each escaped (a comma inside one is
    /// kept as part of it), separated by commas.
    pub fn texts<'v>(self, values: impl IntoIterator<Item = &'v str>) {
        self.writer.line.push(':');
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.writer.line.push(',');
            }
            escape_text(value, &mut self.writer.line);
        }
        self.writer.end_line();
    }

    /// Ends the line with a value of another type (a date, a number, a URI), written
    /// as it is but for control characters, which no value may hold.
    pub fn raw(self, value: &str) {
        let line = &mut self.writer.line;
        line.push(':');
        line.extend(value.chars().filter(|c| !c.is_control()));
        self.writer.end_line();
    }
}

/// Appends `value` escaped as a TEXT value: backslash, semicolon and comma behind a
/// backslash, each line break (CRLF, CR or LF) as `\n`, other control characters but
/// the tab left out.
fn escape_text(value: &str, out: &mut String) {
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push_str("\\n");
            }
            '\n' => out.push_str("\\n"),
            c if c.is_control() && c != '\t' => {}
            c => out.push(c),
        }
    }
}

/// Appends `line` to `out` folded: at most 75 octets per physical line (the space
/// that starts a continuation counts), cut only between two UTF-8 characters, each
/// physical line ended by CRLF.
fn fold(line: &str, out: &mut String) {
    let mut start = 0;
    let mut room = LINE_OCTETS;
    while line.len() - start > room {
        let mut cut = start + room;
        while !line.is_char_boundary(cut) {
            cut -= 1;
        }
        out.push_str(&line[start..cut]);
        out.push_str("\r\n ");
        start = cut;
        room = LINE_OCTETS - 1;
    }
    out.push_str(&line[start..]);
    out.push_str("\r\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_line(write: impl FnOnce(&mut Writer)) -> String {
        let mut w = Writer::default();
        write(&mut w);
        w.finish()
    }

    #[test]
    fn text_is_escaped() {
        let line = one_line(|w| w.property("SUMMARY").text("a\\b;c,d\ne\r\nf\rg\u{7}h\ti"));
        assert_eq!(line, "SUMMARY:a\\\\b\\;c\\,d\\ne\\nf\\ngh\ti\r\n");
    }

    #[test]
    fn lists_escape_each_value() {
        let line = one_line(|w| w.property("CATEGORIES").texts(["Rock, Pop", "Jazz;Blues"]));
        assert_eq!(line, "CATEGORIES:Rock\\, Pop,Jazz\\;Blues\r\n");
    }

    #[test]
    fn parameters_are_quoted_when_they_must_be() {
        let line = one_line(|w| {
            w.property("ORGANIZER")
                .param("CN", "Smith, \"Jo\"; ^Co")
                .raw("mailto:jo@example.org")
        });
        assert_eq!(
            line,
            "ORGANIZER;CN=\"Smith, ^'Jo^'; ^^Co\":mailto:jo@example.org\r\n"
        );
        let line = one_line(|w| w.property("DTSTART").param("TZID", "Europe/Paris").raw("x"));
        assert_eq!(line, "DTSTART;TZID=Europe/Paris:x\r\n");
    }

    #[test]
    fn raw_values_lose_control_characters() {
        let line = one_line(|w| w.property("URL").raw("http://x.test/a\r\nb"));
        assert_eq!(line, "URL:http://x.test/ab\r\n");
    }

    /// Every physical line holds at most 75 octets, each is valid UTF-8 on its own,
    /// and unfolding gives the logical line back.
    fn assert_folded(folded: &str, logical: &str) {
        assert!(folded.ends_with("\r\n"));
        let physical: Vec<&str> = folded[..folded.len() - 2].split("\r\n").collect();
        for (i, line) in physical.iter().enumerate() {
            assert!(line.len() <= 75, "{} octets: {line:?}", line.len());
            assert_eq!(i > 0, line.starts_with(' '), "{line:?}");
        }
        assert_eq!(folded[..folded.len() - 2].replace("\r\n ", ""), logical);
    }

    #[test]
    fn long_lines_fold_at_75_octets_between_characters() {
        for text in [
            "x".repeat(300),
            "é".repeat(100),
            "日本語のイベント".repeat(12),
            "a🎉".repeat(60),
            format!("{}🎉🎉", "y".repeat(72)),
        ] {
            let folded = one_line(|w| w.property("DESCRIPTION").text(&text));
            assert_folded(&folded, &format!("DESCRIPTION:{text}"));
        }
        let exact = format!("SUMMARY:{}", "z".repeat(75 - "SUMMARY:".len()));
        let folded = one_line(|w| w.property("SUMMARY").text(&exact["SUMMARY:".len()..]));
        assert_eq!(folded, format!("{exact}\r\n"), "75 octets fit on one line");
    }

    #[test]
    fn components_begin_and_end() {
        let doc = one_line(|w| {
            w.begin("VCALENDAR");
            w.property("VERSION").raw("2.0");
            w.end("VCALENDAR");
        });
        assert_eq!(doc, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Whatever the text, the folded line keeps to 75 octets per physical line,
        /// never cuts a character, and unfolds and unescapes to the text (its control
        /// characters but tab and line breaks left out, its line breaks as LF).
        #[test]
        fn any_text_folds_and_reads_back(text in any::<String>()) {
            let mut w = Writer::default();
            w.property("DESCRIPTION").text(&text);
            let folded = w.finish();
            let body = &folded[..folded.len() - 2];
            for line in body.split("\r\n") {
                prop_assert!(line.len() <= 75);
            }
            let logical = body.replace("\r\n ", "");
            let value = logical.strip_prefix("DESCRIPTION:").expect("name");
            let mut read = String::new();
            let mut chars = value.chars();
            while let Some(c) = chars.next() {
                if c == '\\' {
                    match chars.next() {
                        Some('n') => read.push('\n'),
                        Some(other) => read.push(other),
                        None => prop_assert!(false, "a lone backslash"),
                    }
                } else {
                    prop_assert!(c != ';' && c != ',', "unescaped {c:?}");
                    read.push(c);
                }
            }
            let expected: String = text
                .replace("\r\n", "\n")
                .replace('\r', "\n")
                .chars()
                .filter(|c| !c.is_control() || *c == '\t' || *c == '\n')
                .collect();
            prop_assert_eq!(read, expected);
        }
    }
}
