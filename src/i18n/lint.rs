//! `calendar-gateway locales check`: what each language lacks, what it holds that the
//! reference no longer has, and where its variables differ from the reference.
//!
//! The reference (`en`) is broken when a file does not parse, an id is defined twice,
//! a message the API shows is missing, a message has no translator comment, or text
//! carries Unicode isolation marks. Any language whose file does not parse is broken
//! too: the server would refuse to load it. Gaps in translations are reported, and
//! fail only in strict mode.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use fluent_syntax::parser;

use super::source::{LocaleFile, LocaleSet};
use super::{LocaleError, REFERENCE};

/// What the check knows of one message.
#[derive(Debug, Clone)]
struct MessageInfo {
    variables: BTreeSet<String>,
    commented: bool,
}

/// Findings for one language.
#[derive(Debug, Default)]
pub struct LanguageReport {
    pub tag: String,
    /// Reference messages this language translates itself, in percent (one decimal).
    pub coverage: f64,
    pub missing: Vec<String>,
    pub obsolete: Vec<String>,
    /// `id: explanation` for variables used here that the reference lacks, or the reverse.
    pub variable_mismatches: Vec<String>,
    /// Problems that stop the server from loading, or break the reference.
    pub errors: Vec<String>,
}

impl LanguageReport {
    fn has_gaps(&self) -> bool {
        !(self.missing.is_empty()
            && self.obsolete.is_empty()
            && self.variable_mismatches.is_empty())
    }
}

/// Findings for a whole locale directory, reference first.
#[derive(Debug, Default)]
pub struct Report {
    pub languages: Vec<LanguageReport>,
}

impl Report {
    /// True when the server could not run on these files.
    pub fn is_broken(&self) -> bool {
        self.languages.iter().any(|l| !l.errors.is_empty())
    }
    /// True when anything at all was found.
    pub fn has_problems(&self) -> bool {
        self.is_broken() || self.languages.iter().any(LanguageReport::has_gaps)
    }
    pub fn language(&self, tag: &str) -> Option<&LanguageReport> {
        self.languages.iter().find(|l| l.tag == tag)
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<8} {:>8} {:>8} {:>9} {:>10} {:>7}",
            "language", "coverage", "missing", "obsolete", "variables", "errors"
        )?;
        for l in &self.languages {
            let tag = if l.tag == REFERENCE {
                format!("{} (ref)", l.tag)
            } else {
                l.tag.clone()
            };
            writeln!(
                f,
                "{:<8} {:>7.1}% {:>8} {:>9} {:>10} {:>7}",
                tag,
                l.coverage,
                l.missing.len(),
                l.obsolete.len(),
                l.variable_mismatches.len(),
                l.errors.len()
            )?;
        }
        for l in &self.languages {
            let sections = [
                ("error", &l.errors),
                ("missing", &l.missing),
                ("obsolete", &l.obsolete),
                ("variables", &l.variable_mismatches),
            ];
            for (label, items) in sections {
                for item in items {
                    writeln!(f, "{}: {label}: {item}", l.tag)?;
                }
            }
        }
        Ok(())
    }
}

fn collect_inline(expression: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    let collect_arguments = |arguments: &CallArguments<&str>, out: &mut BTreeSet<String>| {
        for positional in &arguments.positional {
            collect_inline(positional, out);
        }
        for named in &arguments.named {
            collect_inline(&named.value, out);
        }
    };
    match expression {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => collect_arguments(arguments, out),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => collect_arguments(arguments, out),
        InlineExpression::Placeable { expression } => collect_expression(expression, out),
        _ => {}
    }
}

fn collect_expression(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            collect_inline(selector, out);
            for variant in variants {
                collect_pattern(&variant.value, out, &mut Vec::new());
            }
        }
        Expression::Inline(inline) => collect_inline(inline, out),
    }
}

/// Variables of a pattern; its text goes to `text`.
fn collect_pattern<'s>(
    pattern: &Pattern<&'s str>,
    variables: &mut BTreeSet<String>,
    text: &mut Vec<&'s str>,
) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push(value),
            PatternElement::Placeable { expression } => collect_expression(expression, variables),
        }
    }
}

fn line_of(source: &str, offset: usize) -> usize {
    source[..offset.min(source.len())].matches('\n').count() + 1
}

/// Reads one language's files: its messages, and the errors that stop loading.
fn read_language(files: &[LocaleFile], errors: &mut Vec<String>) -> BTreeMap<String, MessageInfo> {
    let mut messages = BTreeMap::new();
    for file in files {
        let name = &file.name;
        let source: &str = &file.text;
        let resource = match parser::parse(source) {
            Ok(resource) => resource,
            Err((resource, parse_errors)) => {
                for e in parse_errors {
                    errors.push(format!("{name}:{}: {e}", line_of(source, e.pos.start)));
                }
                resource
            }
        };
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name.to_string();
            let mut variables = BTreeSet::new();
            let mut text = Vec::new();
            if let Some(value) = &message.value {
                collect_pattern(value, &mut variables, &mut text);
            }
            for attribute in &message.attributes {
                collect_pattern(&attribute.value, &mut variables, &mut text);
            }
            if text.iter().any(|t| t.contains(['\u{2068}', '\u{2069}'])) {
                errors.push(format!("{name}: {id}: contains a Unicode isolation mark"));
            }
            let info = MessageInfo {
                variables,
                commented: message.comment.is_some(),
            };
            if messages.insert(id.clone(), info).is_some() {
                errors.push(format!("{name}: {id}: defined twice"));
            }
        }
    }
    messages
}

fn names(set: &BTreeSet<String>) -> String {
    set.iter()
        .map(|v| format!("${v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks every language of `set` against the reference; `required` are the ids the
/// API shows, which the reference must define.
pub fn check(set: &LocaleSet, required: &BTreeSet<String>) -> Result<Report, LocaleError> {
    if !set.has_language(REFERENCE) {
        return Err(LocaleError {
            place: format!("locale directory {}", set.place_of(REFERENCE)),
            problem: format!("the reference language `{REFERENCE}` is missing"),
            fix: format!("add {REFERENCE}/*.ftl: every other language is checked against it"),
        });
    }
    let mut reference_report = LanguageReport {
        tag: REFERENCE.to_string(),
        coverage: 100.0,
        ..LanguageReport::default()
    };
    let reference = read_language(set.files(REFERENCE), &mut reference_report.errors);
    for id in required.iter().filter(|id| !reference.contains_key(*id)) {
        reference_report
            .errors
            .push(format!("{id}: shown by the API but not defined"));
    }
    for (id, info) in &reference {
        if !info.commented {
            reference_report.errors.push(format!(
                "{id}: no translator comment saying where it appears"
            ));
        }
    }

    let mut report = Report {
        languages: vec![reference_report],
    };
    for (tag, files) in set.languages().filter(|(tag, _)| *tag != REFERENCE) {
        let mut language = LanguageReport {
            tag: tag.to_string(),
            ..LanguageReport::default()
        };
        let messages = read_language(files, &mut language.errors);
        let translated = reference
            .keys()
            .filter(|id| messages.contains_key(*id))
            .count();
        language.coverage = if reference.is_empty() {
            100.0
        } else {
            (translated as f64 * 1000.0 / reference.len() as f64).floor() / 10.0
        };
        language.missing = reference
            .keys()
            .filter(|id| !messages.contains_key(*id))
            .cloned()
            .collect();
        for (id, info) in &messages {
            let Some(expected) = reference.get(id) else {
                language.obsolete.push(id.clone());
                continue;
            };
            let unknown: BTreeSet<String> = info
                .variables
                .difference(&expected.variables)
                .cloned()
                .collect();
            let unused: BTreeSet<String> = expected
                .variables
                .difference(&info.variables)
                .cloned()
                .collect();
            if !unknown.is_empty() {
                language.variable_mismatches.push(format!(
                    "{id}: uses {}, which {REFERENCE} does not define",
                    names(&unknown)
                ));
            }
            if !unused.is_empty() {
                language
                    .variable_mismatches
                    .push(format!("{id}: leaves out {}", names(&unused)));
            }
        }
        report.languages.push(language);
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::LocaleSource;
    use std::path::Path;

    fn source(dir: &Path) -> LocaleSet {
        LocaleSource::Dir(dir.to_path_buf()).read().expect("read")
    }

    fn write(dir: &Path, lang: &str, text: &str) {
        std::fs::create_dir_all(dir.join(lang)).expect("dir");
        std::fs::write(dir.join(lang).join("m.ftl"), text).expect("write");
    }

    #[test]
    fn reports_gaps_obsolete_variables_and_broken_reference() {
        let dir = tempfile::tempdir().expect("tmp");
        write(
            dir.path(),
            "en",
            "# Shown in errors.\nhello = Hello { $name }\n# Shown in /doc.\nbye = Bye\n",
        );
        write(dir.path(), "fr", "hello = Bonjour { $nom }\nold = Vieux\n");
        write(dir.path(), "de", "hello = Hallo {\n");
        let required: BTreeSet<String> = ["hello", "gone"].map(String::from).into();
        let report = check(&source(dir.path()), &required).expect("check");

        let en = report.language("en").expect("en");
        assert_eq!(en.errors, ["gone: shown by the API but not defined"]);
        let fr = report.language("fr").expect("fr");
        assert_eq!(fr.coverage, 50.0);
        assert_eq!(fr.missing, ["bye"]);
        assert_eq!(fr.obsolete, ["old"]);
        assert_eq!(
            fr.variable_mismatches,
            [
                "hello: uses $nom, which en does not define",
                "hello: leaves out $name"
            ]
        );
        assert!(fr.errors.is_empty());
        let de = report.language("de").expect("de");
        assert!(de.errors[0].starts_with("m.ftl:2: "), "{:?}", de.errors);
        assert!(report.is_broken());
        let text = report.to_string();
        assert!(text.contains("fr: obsolete: old"), "{text}");
    }

    #[test]
    fn uncommented_reference_and_isolation_marks_break_the_reference() {
        let dir = tempfile::tempdir().expect("tmp");
        write(dir.path(), "en", "a = A \u{2068}x\u{2069}\n");
        let report = check(&source(dir.path()), &BTreeSet::new()).expect("check");
        let en = report.language("en").expect("en");
        assert_eq!(en.errors.len(), 2, "{:?}", en.errors);
    }
}
