//! `calendar-gateway locales check`: for each language, what it gives text for (itself
//! or through the language it falls back to by subtag), what it lacks, what it holds
//! that the reference no longer has, and every message that would not format.
//!
//! Errors, which the server would refuse or answer around: a file that does not parse,
//! an id defined twice, a reference to a message, term or attribute that does not
//! exist, a variable the reference does not have (the API passes only those), a
//! function other than `NUMBER` and `DATETIME` or an option they do not support, and
//! invisible Unicode bidi controls. The reference is broken, besides, when a message the
//! API shows is missing or has no translator comment. Gaps (missing, obsolete, variables
//! a translation leaves out, a regional variant that cannot be named) are reported, and
//! fail only in strict mode. Entries of the directory that are no language are listed.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use super::analysis::{self, Facts, Parsed, View};
use fluent_syntax::ast::Entry;
use fluent_syntax::parser;

use super::source::{Ignored, LocaleFile, LocaleSet};
use super::{LANGUAGE_NAME, LocaleError, REFERENCE, names, parents};

/// Findings for one language.
#[derive(Debug, Default)]
pub struct LanguageReport {
    pub tag: String,
    /// Generated from the reference (the pseudo-locale), not read from files.
    pub generated: bool,
    /// Reference messages this language gives text for, itself or through the language
    /// it falls back to by subtag, in percent (one decimal).
    pub coverage: f64,
    /// Reference messages the language's own files define (a regional variant's
    /// overrides).
    pub own: usize,
    /// Reference messages it gives no text for.
    pub missing: Vec<String>,
    pub obsolete: Vec<String>,
    /// `id: explanation` for variables of the reference a translation leaves out.
    pub variable_mismatches: Vec<String>,
    /// Other gaps: a regional variant that cannot be named.
    pub warnings: Vec<String>,
    /// Problems that stop the server from loading the language, or that it answers
    /// around by falling back.
    pub errors: Vec<String>,
}

impl LanguageReport {
    fn has_gaps(&self) -> bool {
        !(self.missing.is_empty()
            && self.obsolete.is_empty()
            && self.variable_mismatches.is_empty()
            && self.warnings.is_empty())
    }
}

/// Findings for a whole locale directory, reference first.
#[derive(Debug, Default)]
pub struct Report {
    pub languages: Vec<LanguageReport>,
    /// Entries of the directory that are not languages.
    pub ignored: Vec<Ignored>,
}

impl Report {
    /// True when a language has errors.
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
            "{:<18} {:>8} {:>5} {:>8} {:>9} {:>10} {:>9} {:>7}",
            "language", "coverage", "own", "missing", "obsolete", "variables", "warnings", "errors"
        )?;
        for l in &self.languages {
            let tag = if l.tag == REFERENCE {
                format!("{} (reference)", l.tag)
            } else if l.generated {
                format!("{} (generated)", l.tag)
            } else {
                l.tag.clone()
            };
            writeln!(
                f,
                "{:<18} {:>7.1}% {:>5} {:>8} {:>9} {:>10} {:>9} {:>7}",
                tag,
                l.coverage,
                l.own,
                l.missing.len(),
                l.obsolete.len(),
                l.variable_mismatches.len(),
                l.warnings.len(),
                l.errors.len()
            )?;
        }
        writeln!(
            f,
            "(coverage counts what a language gives text for, itself or through the language it \
             falls back to: fr-ca through fr; own, what its own files define)"
        )?;
        for ignored in &self.ignored {
            writeln!(f, "ignored: {}: {}", ignored.name, ignored.reason)?;
        }
        for l in &self.languages {
            let sections = [
                ("error", &l.errors),
                ("missing", &l.missing),
                ("obsolete", &l.obsolete),
                ("variables", &l.variable_mismatches),
                ("warning", &l.warnings),
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

fn names_of(set: &BTreeSet<String>) -> String {
    set.iter()
        .map(|v| format!("${v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Messages of `files` with a comment (the runtime parser the catalogue uses drops
/// comments).
fn commented_ids(files: &[LocaleFile]) -> BTreeSet<String> {
    files
        .iter()
        .flat_map(|file| {
            let resource = match parser::parse(file.text.as_ref()) {
                Ok(resource) | Err((resource, _)) => resource,
            };
            resource
                .body
                .into_iter()
                .filter_map(|entry| match entry {
                    Entry::Message(m) if m.comment.is_some() => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The problems of the messages a language defines itself, as `id: problem`.
fn problems(facts: &BTreeMap<String, Facts>) -> impl Iterator<Item = String> + '_ {
    facts
        .iter()
        .filter(|(_, f)| f.own)
        .flat_map(|(id, f)| f.problems.iter().map(move |p| format!("{id}: {p}")))
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
    let parsed: BTreeMap<&str, (Parsed, bool)> = set
        .languages()
        .map(|(tag, language)| {
            let mut p = analysis::parse(&language.files);
            p.errors.splice(0..0, language.problems.iter().cloned());
            (tag, (p, language.generated))
        })
        .collect();
    let layers_of = |tag: &str| -> Vec<&Parsed> {
        let mut layers: Vec<&Parsed> = parents(tag)
            .filter_map(|p| parsed.get(p).map(|(p, _)| p))
            .collect();
        layers.reverse();
        layers.extend(parsed.get(tag).map(|(p, _)| p));
        layers
    };
    let reference = View::new(&layers_of(REFERENCE)).facts();
    let view_of = |tag: &str| -> BTreeMap<String, Facts> {
        let mut facts = View::new(&layers_of(tag)).facts();
        analysis::check_variables(&mut facts, &reference);
        facts
    };
    let mut reference_report = LanguageReport {
        tag: REFERENCE.to_string(),
        coverage: 100.0,
        own: reference.len(),
        ..LanguageReport::default()
    };
    reference_report
        .errors
        .extend(parsed[REFERENCE].0.errors.iter().cloned());
    let commented = commented_ids(set.files(REFERENCE));
    for id in required.iter().filter(|id| !reference.contains_key(*id)) {
        reference_report
            .errors
            .push(format!("{id}: shown by the API but not defined"));
    }
    for id in reference.keys().filter(|id| !commented.contains(*id)) {
        reference_report.errors.push(format!(
            "{id}: no translator comment saying where it appears"
        ));
    }
    reference_report.errors.extend(problems(&reference));

    let mut report = Report {
        languages: vec![reference_report],
        ignored: set.ignored().to_vec(),
    };
    for (tag, (own_parsed, generated)) in parsed.iter().filter(|(tag, _)| **tag != REFERENCE) {
        let facts = view_of(tag);
        let mut language = LanguageReport {
            tag: tag.to_string(),
            generated: *generated,
            ..LanguageReport::default()
        };
        language.errors.extend(own_parsed.errors.iter().cloned());
        language.errors.extend(problems(&facts));
        let gives_text = |id: &String| facts.get(id).is_some_and(Facts::formats);
        let resolved = reference.keys().filter(|id| gives_text(id)).count();
        language.coverage = if reference.is_empty() {
            100.0
        } else {
            (resolved as f64 * 1000.0 / reference.len() as f64).floor() / 10.0
        };
        language.missing = reference
            .keys()
            .filter(|id| !gives_text(id))
            .cloned()
            .collect();
        for (id, info) in facts.iter().filter(|(_, f)| f.own) {
            let Some(expected) = reference.get(id) else {
                language.obsolete.push(id.clone());
                continue;
            };
            language.own += 1;
            let unused: BTreeSet<String> = expected
                .variables
                .difference(&info.variables)
                .cloned()
                .collect();
            if !unused.is_empty() {
                language
                    .variable_mismatches
                    .push(format!("{id}: leaves out {}", names_of(&unused)));
            }
        }
        if let Some(warning) = unnamed(tag, &|t| {
            parsed.get(t).is_some_and(|(p, _)| {
                p.resources.iter().flat_map(|r| r.entries()).any(
                    |e| matches!(e, Entry::Message(m) if m.id.name == LANGUAGE_NAME && m.value.is_some()),
                )
            })
        }) {
            language.warnings.push(warning);
        }
        report.languages.push(language);
    }
    Ok(report)
}

/// Why regional variant `tag` has no complete name, when it has none: it does not name
/// itself, and CLDR has no name for a subtag it adds (`names_itself` says which
/// languages define their `language-name`).
fn unnamed(tag: &str, names_itself: &dyn Fn(&str) -> bool) -> Option<String> {
    if parents(tag).next().is_none() || names_itself(tag) {
        return None;
    }
    let complete = match parents(tag).find(|p| names_itself(p)) {
        Some(base) => names::qualified(tag, base, "").complete,
        None => names::cldr_name(tag).is_some(),
    };
    (!complete).then(|| {
        format!(
            "{LANGUAGE_NAME}: not defined, and CLDR does not name all of `{tag}`; \
             add {LANGUAGE_NAME} to its files to name it in the REST root"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::source::LocaleSource;
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
        write(dir.path(), "es", "hello = Hola\n");
        let required: BTreeSet<String> = ["hello", "gone"].map(String::from).into();
        let report = check(&source(dir.path()), &required).expect("check");

        let en = report.language("en").expect("en");
        assert_eq!(en.errors, ["gone: shown by the API but not defined"]);
        let fr = report.language("fr").expect("fr");
        assert_eq!(fr.coverage, 0.0, "hello falls back: it does not format");
        assert_eq!(fr.missing, ["bye", "hello"]);
        assert_eq!(fr.obsolete, ["old"]);
        assert_eq!(
            fr.errors,
            ["hello: uses $nom, which en does not define (the API passes $name)"],
            "a variable the API does not pass shows as `{{$nom}}`: an error"
        );
        assert_eq!(fr.variable_mismatches, ["hello: leaves out $name"]);
        let es = report.language("es").expect("es");
        assert!(es.errors.is_empty(), "{:?}", es.errors);
        assert_eq!(es.variable_mismatches, ["hello: leaves out $name"]);
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

    #[test]
    fn references_functions_and_bidi_controls_are_errors_of_the_language() {
        let dir = tempfile::tempdir().expect("tmp");
        write(
            dir.path(),
            "en",
            "# a\na = A { $id }\n# b\nb = B\n# c\nc = C { $n }\n# d\nd = D\n# e\ne = E\n",
        );
        write(
            dir.path(),
            "it",
            concat!(
                "a = A { -marchio } { $id }\n",
                "b = B { altrove }\n",
                "c = C { NUMBER($n) } { PLURALE($n) }\n",
                "d = D \u{202E}x\n",
                "e = E { NUMBER($n) }\n",
            ),
        );
        let report = check(&source(dir.path()), &BTreeSet::new()).expect("check");
        let it = report.language("it").expect("it");
        let errors = it.errors.join("\n");
        for expected in [
            "a: uses the term -marchio, which is not defined",
            "b: refers to the message altrove, which is not defined",
            "c: calls PLURALE(), which is no function",
            "d: contains the invisible Unicode bidi control(s) U+202E",
            "e: uses $n, which en does not define (the API passes none)",
        ] {
            assert!(errors.contains(expected), "{expected}:\n{errors}");
        }
        assert_eq!(it.coverage, 0.0, "none of them gives text");
        assert!(report.is_broken());
    }

    #[test]
    fn a_regional_variant_is_covered_through_its_language() {
        let dir = tempfile::tempdir().expect("tmp");
        write(
            dir.path(),
            "en",
            "# a\na = A\n# b\nb = B\n# c\nc = C\n# name\nlanguage-name = English\n",
        );
        write(
            dir.path(),
            "fr",
            "a = A\nb = B\nc = C\nlanguage-name = Français\n",
        );
        write(dir.path(), "fr_CA", "a = A-ca\n");
        write(dir.path(), "fr-QM", "a = A-qm\n");
        let report = check(&source(dir.path()), &BTreeSet::new()).expect("check");
        let fr_ca = report
            .language("fr-ca")
            .expect("fr-ca, from the folder fr_CA");
        assert_eq!((fr_ca.coverage, fr_ca.own), (100.0, 1));
        assert!(!fr_ca.has_gaps(), "{fr_ca:?}");
        let fr_qm = report.language("fr-qm").expect("fr-qm");
        assert_eq!(fr_qm.coverage, 100.0);
        assert_eq!(fr_qm.warnings.len(), 1, "CLDR has no name for QM");
    }
}
