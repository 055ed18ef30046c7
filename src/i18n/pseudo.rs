//! The `en-xa` pseudo-locale: the reference text accented, lengthened by about a third
//! and bracketed (`⟦…⟧`), so that untranslated, truncated or concatenated text stands out in
//! tests. Only text changes: ids, comments, variables and selectors are kept, so the
//! pseudo-locale has exactly the reference's messages.

use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use fluent_syntax::serializer;

use super::source::{LocaleSet, LocaleSource, ftl_files};
use super::{LocaleError, REFERENCE};

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
        if let Entry::Message(message) = entry {
            if let Some(value) = &mut message.value {
                transform_pattern(value);
                bracket(value);
            }
            for attribute in &mut message.attributes {
                transform_pattern(&mut attribute.value);
                bracket(&mut attribute.value);
            }
        }
    }
    let header = format!(
        "### Pseudo-locale generated from locales/{REFERENCE}/{name} by \
         `calendar-gateway locales pseudo`.\n### Do not edit: regenerate it after changing the reference.\n\n"
    );
    Ok(header + &serializer::serialize(&resource))
}

/// Every pseudo file, by file name, generated from the reference of `set`.
pub fn generate(set: &LocaleSet) -> Result<Vec<(String, String)>, LocaleError> {
    set.files(REFERENCE)
        .iter()
        .map(|file| {
            Ok((
                file.name.clone(),
                pseudo_file(&file.name, file.text.to_string())?,
            ))
        })
        .collect()
}

/// Writes `<dir>/en-xa/*.ftl` afresh from `<dir>/en`. Only a directory can be
/// written: the locales built into the binary cannot.
pub fn write(locales: &Path) -> Result<Vec<String>, LocaleError> {
    let reference_files = ftl_files(&locales.join(REFERENCE)).unwrap_or_default();
    if reference_files.is_empty() {
        return Err(LocaleError {
            place: format!("locale directory {}", locales.display()),
            problem: format!("has no {REFERENCE}/*.ftl to generate {TAG} from"),
            fix: "run it in the source tree (where locales/en is), or pass --locales DIR naming \
                  the directory that holds en/*.ftl"
                .into(),
        });
    }
    let set = LocaleSource::Dir(locales.to_path_buf()).read()?;
    let dir = locales.join(TAG);
    let io_error = |e: std::io::Error| LocaleError {
        place: format!("locale directory {}", dir.display()),
        problem: format!("cannot be written ({e})"),
        fix: "make the directory writable".into(),
    };
    let files = generate(&set)?;
    std::fs::create_dir_all(&dir).map_err(io_error)?;
    for stale in ftl_files(&dir)? {
        std::fs::remove_file(stale).map_err(io_error)?;
    }
    let mut written = Vec::new();
    for (name, text) in files {
        std::fs::write(dir.join(&name), text).map_err(io_error)?;
        written.push(dir.join(name).display().to_string());
    }
    Ok(written)
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
