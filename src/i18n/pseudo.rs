//! The `en-xa` pseudo-locale: the reference text accented, lengthened by about a third
//! and bracketed (`⟦…⟧`), so that untranslated, truncated or concatenated text stands out in
//! tests. Only text changes: ids, comments, variables and selectors are kept, so the
//! pseudo-locale has exactly the reference's messages.
//!
//! It is generated whenever the locale files are read ([`super::source`]), never
//! written: a file would look like one more language to translation platforms, and
//! could go stale.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use fluent_syntax::serializer;

use super::locale_error::LocaleError;
use super::reference::REFERENCE;

/// Directory (tag) of the pseudo-locale.
pub const TAG: &str = "en-xa";

/// Accented stand-in of an ASCII letter.
fn accent(c: char) -> char {
    const LOWER: [char; 26] = [
        'å', 'ƀ', 'ç', 'ð', 'é', 'ƒ', 'ĝ', 'ĥ', 'î', 'ĵ', 'ķ', 'ļ', 'ɱ', 'ñ', 'ö', 'þ', 'ǫ', 'ŕ',
        'š', 'ţ', 'û', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
    ];
    const UPPER: [char; 26] = [
        'Å', 'Ɓ', 'Ç', 'Ð', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Î', 'Ĵ', 'Ķ', 'Ļ', 'Ṁ', 'Ñ', 'Ö', 'Þ', 'Ǫ', 'Ŕ',
        'Š', 'Ţ', 'Û', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    match c {
        'a'..='z' => LOWER[(c as u8 - b'a') as usize],
        'A'..='Z' => UPPER[(c as u8 - b'A') as usize],
        other => other,
    }
}

/// Pseudo-translates plain text: every letter accented, every vowel doubled.
pub fn transform(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let a = accent(c);
        out.push(a);
        if "aeiouAEIOU".contains(c) {
            out.push(a);
        }
    }
    out
}

fn transform_pattern(pattern: &mut Pattern<String>) {
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => *value = transform(value),
            PatternElement::Placeable { expression } => transform_expression(expression),
        }
    }
}

fn transform_expression(expression: &mut Expression<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                transform_pattern(&mut variant.value);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            transform_expression(expression);
        }
        Expression::Inline(_) => {}
    }
}

/// Marks the start and end of a message so that cut or joined text shows. Not `[`
/// and `]`: a line of a multiline pattern may not begin with `[` in Fluent.
fn bracket(pattern: &mut Pattern<String>) {
    pattern.elements.insert(
        0,
        PatternElement::TextElement {
            value: "⟦".to_string(),
        },
    );
    pattern.elements.push(PatternElement::TextElement {
        value: "⟧".to_string(),
    });
}

/// The pseudo-translation of one reference file.
pub fn pseudo_file(name: &str, source: String) -> Result<String, LocaleError> {
    let mut resource = parser::parse(source).map_err(|(_, errors)| LocaleError {
        place: format!("locale file {REFERENCE}/{name}"),
        problem: format!("{} syntax error(s)", errors.len()),
        fix: "correct the reference first; `calendar-gateway locales check` shows where".into(),
    })?;
    for entry in &mut resource.body {
        match entry {
            Entry::Message(message) => {
                if let Some(value) = &mut message.value {
                    transform_pattern(value);
                    bracket(value);
                }
                for attribute in &mut message.attributes {
                    transform_pattern(&mut attribute.value);
                    bracket(&mut attribute.value);
                }
            }
            // A term is part of the messages that use it: its text changes, without marks
            // of its own; its attributes are keys that selectors match, and stay.
            Entry::Term(term) => transform_pattern(&mut term.value),
            _ => {}
        }
    }
    Ok(serializer::serialize(&resource))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_accented_and_longer_but_placeables_stay() {
        assert_eq!(transform("Title"), "Ţîîţļéé");
        let out = pseudo_file(
            "t.ftl",
            "# Where it shows.\nmsg = Event { $id } is { $n ->\n    [one] one\n   *[other] many\n}\n"
                .into(),
        )
        .expect("pseudo");
        assert!(out.contains("# Where it shows."), "{out}");
        assert!(out.contains("⟦ÉÉṽééñţ { $id } îîš { $n ->"), "{out}");
        assert!(out.contains("[one] ööñéé"), "{out}");
        assert!(out.trim_end().ends_with('⟧'), "{out}");
        assert!(fluent::FluentResource::try_new(out).is_ok());
    }
}
