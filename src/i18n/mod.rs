//! Human-readable text from Fluent bundles in `locales/<lang>/*.ftl`, compiled into the
//! binary or read from a directory (see [`source`]).
//!
//! All bundles form one [`Catalog`], parsed once and shared by every request. A reload
//! (SIGHUP, or the locale watcher) parses everything into a new catalogue and swaps it
//! in only when it is complete; requests keep the snapshot they started with, so none
//! sees a half-loaded set and none is dropped.
//!
//! A message missing in a language falls back along its chain (`fr-ca` → `fr` →
//! tenant default → `en`), so a response never shows a message id. Isolation marks
//! are off: API clients compare strings, and invisible U+2068/U+2069 marks break that.

pub mod lint;
pub mod negotiate;
pub mod pseudo;
pub mod source;

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::sync::{Arc, Mutex};

use arc_swap::ArcSwap;
use fluent::concurrent::FluentBundle;
use fluent::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use unic_langid::{CharacterDirection, LanguageIdentifier};

pub use source::{LocaleSet, LocaleSource, fingerprint};

/// The reference language every chain ends in.
pub const REFERENCE: &str = "en";

/// Message naming each language in itself (`Français`), from the language's own files.
pub const LANGUAGE_NAME: &str = "language-name";

/// One message argument value.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Str(String),
    Int(i64),
}

impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Str(v.to_string())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Str(v)
    }
}
impl From<i64> for Arg {
    fn from(v: i64) -> Self {
        Arg::Int(v)
    }
}

/// A locale directory or file the server cannot use, or a set that lacks what the
/// server needs: where, what is wrong, and what to do about it.
#[derive(Debug, thiserror::Error)]
#[error("{place}: {problem}; fix: {fix}")]
pub struct LocaleError {
    pub place: String,
    pub problem: String,
    pub fix: String,
}

impl LocaleError {
    fn unreadable_dir(dir: &Path, e: &std::io::Error) -> Self {
        LocaleError {
            place: format!("locale directory {}", dir.display()),
            problem: format!("cannot be read ({e})"),
            fix: "pass --locales (or CALENDAR_GATEWAY_LOCALES) a directory holding \
                  <lang>/*.ftl files, or leave it out to use the locales built into the binary"
                .into(),
        }
    }

    fn unreadable(file: &Path, e: &std::io::Error) -> Self {
        LocaleError {
            place: format!("locale file {}", file.display()),
            problem: format!("cannot be read ({e})"),
            fix: "make the file readable, or remove it".into(),
        }
    }

    /// A problem inside one file of a set read from `source`.
    fn in_file(source: &LocaleSource, label: &str, problem: String) -> Self {
        let check = match source.dir() {
            Some(dir) => format!("calendar-gateway locales check --locales {}", dir.display()),
            None => "calendar-gateway locales check".to_string(),
        };
        LocaleError {
            place: format!("locale file {label}"),
            problem,
            fix: format!("correct the file; `{check}` lists every problem"),
        }
    }
}

/// What a catalogue must hold before it may serve: every message id the API shows,
/// in the reference language, and every language a tenant serves.
#[derive(Debug, Clone, Default)]
pub struct Requirements {
    pub ids: BTreeSet<String>,
    pub languages: BTreeSet<String>,
}

/// Every loaded language's bundle, parsed once.
pub struct Catalog {
    bundles: HashMap<String, FluentBundle<FluentResource>>,
    /// Percentage of the reference ids each language translates itself.
    coverage: HashMap<String, u8>,
    /// Counts successful loads, for logs.
    pub generation: u64,
}

impl Catalog {
    /// Parses every language of `set`.
    fn build(set: &LocaleSet, generation: u64) -> Result<Catalog, LocaleError> {
        let mut bundles = HashMap::new();
        let mut ids: HashMap<String, BTreeSet<String>> = HashMap::new();
        for (tag, files) in set.languages() {
            let langid: LanguageIdentifier = tag.parse().map_err(|_| LocaleError {
                place: format!("locale directory {}", set.place_of(tag)),
                problem: format!("`{tag}` is not a language tag"),
                fix: "name language directories by BCP 47 tags such as fr or pt-br".into(),
            })?;
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            bundle.set_use_isolating(false);
            let mut own = BTreeSet::new();
            for file in files {
                let resource =
                    FluentResource::try_new(file.text.to_string()).map_err(|(_, errors)| {
                        LocaleError::in_file(
                            set.source(),
                            &file.label,
                            format!(
                                "{} syntax error(s), first: {}",
                                errors.len(),
                                errors.first().map(ToString::to_string).unwrap_or_default()
                            ),
                        )
                    })?;
                own.extend(resource.entries().filter_map(|entry| match entry {
                    ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                }));
                bundle.add_resource(resource).map_err(|errors| {
                    LocaleError::in_file(
                        set.source(),
                        &file.label,
                        format!("duplicate message ids: {errors:?}"),
                    )
                })?;
            }
            ids.insert(tag.to_string(), own);
            bundles.insert(tag.to_string(), bundle);
        }
        let Some(reference) = ids.get(REFERENCE) else {
            return Err(LocaleError {
                place: format!("locale directory {}", set.place_of(REFERENCE)),
                problem: format!("the reference language `{REFERENCE}` is missing"),
                fix: format!(
                    "add {REFERENCE}/*.ftl (the source tree's locales/{REFERENCE}): every language falls back to it"
                ),
            });
        };
        let coverage = ids
            .iter()
            .map(|(tag, own)| {
                (
                    tag.clone(),
                    percent(own.intersection(reference).count(), reference.len()),
                )
            })
            .collect();
        Ok(Catalog {
            bundles,
            coverage,
            generation,
        })
    }

    /// Refuses a catalogue that would leave a message or a language without text.
    fn meets(&self, set: &LocaleSet, requirements: &Requirements) -> Result<(), LocaleError> {
        let reference = self.bundles.get(REFERENCE);
        let missing: Vec<&str> = requirements
            .ids
            .iter()
            .filter(|id| !reference.is_some_and(|b| b.has_message(id)))
            .map(String::as_str)
            .collect();
        if !missing.is_empty() {
            return Err(LocaleError {
                place: format!("locale directory {}", set.place_of(REFERENCE)),
                problem: format!(
                    "the reference lacks message(s) the API shows: {}",
                    missing.join(", ")
                ),
                fix: "add them, with translator comments (the source tree's locales/en has them)"
                    .into(),
            });
        }
        if let Some(lang) = requirements
            .languages
            .iter()
            .find(|l| !self.bundles.contains_key(*l))
        {
            return Err(LocaleError {
                place: format!("locale directory {}", set.place_of(lang)),
                problem: format!("language `{lang}` is served but has no locale files"),
                fix: format!("add {lang}/*.ftl, or stop serving `{lang}`"),
            });
        }
        Ok(())
    }

    /// Formats message `id` for `lang`, walking the fallback chain; the tenant's default
    /// language comes before the reference language.
    pub fn message(
        &self,
        lang: &str,
        tenant_default: &str,
        id: &str,
        args: &[(&str, Arg)],
    ) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Str(s) => fluent_args.set(*name, s.clone()),
                Arg::Int(n) => fluent_args.set(*name, *n),
            }
        }
        for tag in fallback_chain(lang, tenant_default) {
            let Some(bundle) = self.bundles.get(&tag) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            if !errors.is_empty() {
                tracing::warn!(lang = %tag, id, ?errors, "locale message formatted with errors");
            }
            return text.into_owned();
        }
        tracing::error!(lang, id, "message id missing in every locale");
        id.to_string()
    }

    /// Texts of one response language.
    pub fn texts<'a>(&'a self, lang: &'a str, tenant_default: &'a str) -> Texts<'a> {
        Texts {
            catalog: self,
            lang,
            tenant_default,
        }
    }

    /// Share of the reference messages `lang` translates itself, in whole percent
    /// (rounded down, so only a complete language shows 100).
    pub fn coverage(&self, lang: &str) -> u8 {
        self.coverage.get(lang).copied().unwrap_or(0)
    }

    /// The name of `lang` in that language.
    pub fn native_name(&self, lang: &str) -> String {
        self.message(lang, lang, LANGUAGE_NAME, &[])
    }
}

fn percent(part: usize, whole: usize) -> u8 {
    if whole == 0 {
        return 100;
    }
    u8::try_from(part * 100 / whole).unwrap_or(100)
}

/// Writing direction of a language tag, from its script or language.
pub fn direction(lang: &str) -> &'static str {
    match lang
        .parse::<LanguageIdentifier>()
        .map(|l| l.character_direction())
    {
        Ok(CharacterDirection::RTL) => "rtl",
        Ok(CharacterDirection::TTB) => "ttb",
        _ => "ltr",
    }
}

/// The messages of one response language.
#[derive(Clone, Copy)]
pub struct Texts<'a> {
    catalog: &'a Catalog,
    lang: &'a str,
    tenant_default: &'a str,
}

impl Texts<'_> {
    pub fn text(&self, id: &str) -> String {
        self.catalog
            .message(self.lang, self.tenant_default, id, &[])
    }
}

/// The live catalogue, swapped whole on reload.
pub struct I18n {
    source: LocaleSource,
    requirements: Requirements,
    current: ArcSwap<Catalog>,
    /// Serialises reloads from the signal handler and the watcher.
    reloading: Mutex<()>,
}

impl I18n {
    /// Loads every language of `source`; fails unless the catalogue meets
    /// `requirements`.
    pub fn load(source: &LocaleSource, requirements: Requirements) -> Result<I18n, LocaleError> {
        let set = source.read()?;
        let catalog = Catalog::build(&set, 1)?;
        catalog.meets(&set, &requirements)?;
        Ok(I18n {
            source: source.clone(),
            requirements,
            current: ArcSwap::from_pointee(catalog),
            reloading: Mutex::new(()),
        })
    }

    /// The catalogue to answer one request with, unchanged until the request ends.
    pub fn snapshot(&self) -> Arc<Catalog> {
        self.current.load_full()
    }

    /// Re-reads the locale files; the new catalogue replaces the old one only if every
    /// file parses and it meets the requirements. Returns the new generation.
    pub fn reload(&self) -> Result<u64, LocaleError> {
        let _guard = self
            .reloading
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let generation = self.current.load().generation + 1;
        let set = self.source.read()?;
        let catalog = Catalog::build(&set, generation)?;
        catalog.meets(&set, &self.requirements)?;
        self.current.store(Arc::new(catalog));
        Ok(generation)
    }

    pub fn source(&self) -> &LocaleSource {
        &self.source
    }
}

/// `fr-ca` → [`fr-ca`, `fr`, tenant default, `en`], without repeats.
pub fn fallback_chain(lang: &str, tenant_default: &str) -> Vec<String> {
    let mut chain: Vec<String> = Vec::with_capacity(4);
    let mut push = |tag: String| {
        if !chain.contains(&tag) {
            chain.push(tag);
        }
    };
    let lang = lang.to_ascii_lowercase();
    if let Some((primary, _)) = lang.split_once('-') {
        let primary = primary.to_string();
        push(lang.clone());
        push(primary);
    } else {
        push(lang);
    }
    push(tenant_default.to_ascii_lowercase());
    push(REFERENCE.to_string());
    chain
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, lang: &str, text: &str) {
        std::fs::create_dir_all(dir.join(lang)).expect("dir");
        std::fs::write(dir.join(lang).join("m.ftl"), text).expect("write");
    }

    fn requirements(ids: &[&str], languages: &[&str]) -> Requirements {
        Requirements {
            ids: ids.iter().map(|s| s.to_string()).collect(),
            languages: languages.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn chain_walks_region_language_default_reference() {
        assert_eq!(fallback_chain("fr-CA", "de"), ["fr-ca", "fr", "de", "en"]);
        assert_eq!(fallback_chain("en", "en"), ["en"]);
        assert_eq!(fallback_chain("es", "en"), ["es", "en"]);
    }

    #[test]
    fn regional_variant_falls_back_to_its_language_then_default() {
        let dir = tempfile::tempdir().expect("tmp");
        write(dir.path(), "en", "a = A\nb = B\nc = C\n");
        write(dir.path(), "fr", "a = A-fr\nb = B-fr\n");
        write(dir.path(), "fr-ca", "a = A-ca\n");
        write(dir.path(), "de", "c = C-de\n");
        let i18n = I18n::load(
            &LocaleSource::Dir(dir.path().to_path_buf()),
            requirements(&["a"], &["fr-ca"]),
        )
        .expect("load");
        let catalog = i18n.snapshot();
        let t = catalog.texts("fr-ca", "de");
        assert_eq!(
            [t.text("a"), t.text("b"), t.text("c")],
            ["A-ca", "B-fr", "C-de"]
        );
        assert_eq!(catalog.coverage("fr"), 66);
        assert_eq!(catalog.coverage("en"), 100);
    }

    #[test]
    fn reload_swaps_only_a_complete_catalogue() {
        let dir = tempfile::tempdir().expect("tmp");
        write(dir.path(), "en", "a = One\n");
        write(dir.path(), "fr", "a = Un\n");
        let i18n = I18n::load(
            &LocaleSource::Dir(dir.path().to_path_buf()),
            requirements(&["a"], &["fr"]),
        )
        .expect("load");
        let before = i18n.snapshot();

        write(dir.path(), "fr", "a = Un {\n");
        assert!(
            i18n.reload().is_err(),
            "a syntax error keeps the old catalogue"
        );
        write(dir.path(), "fr", "a = Une\n");
        write(dir.path(), "en", "b = Two\n");
        assert!(i18n.reload().is_err(), "a reference without `a` is refused");
        assert_eq!(i18n.snapshot().texts("fr", "en").text("a"), "Un");

        write(dir.path(), "en", "a = One\n");
        assert_eq!(i18n.reload().expect("reload"), 2);
        assert_eq!(i18n.snapshot().texts("fr", "en").text("a"), "Une");
        assert_eq!(
            before.texts("fr", "en").text("a"),
            "Un",
            "a request in flight keeps its snapshot"
        );
    }

    #[test]
    fn directions() {
        assert_eq!(direction("fr"), "ltr");
        assert_eq!(direction("ar"), "rtl");
        assert_eq!(direction("he"), "rtl");
        assert_eq!(direction("en-xa"), "ltr");
    }
}
