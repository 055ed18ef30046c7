//! Human-readable text from Fluent bundles in `locales/<lang>/*.ftl`, compiled into the
//! binary or read from a directory (see [`source`]).
//!
//! All bundles form one [`Catalog`], parsed once and shared by every request. A reload
//! (SIGHUP, or the locale watcher) parses everything into a new catalogue and swaps it
//! in only when it is complete; requests keep the snapshot they started with, so none
//! sees a half-loaded set and none is dropped. Each catalogue has a generation number,
//! which every cached rendering is keyed by, so that the first request after a reload is
//! answered with the new texts.
//!
//! A message missing in a language, or one that does not format there (a reference to
//! an unknown message or term, an unknown variable or function: see [`analysis`]), falls
//! back along its chain (`fr-ca` → `fr` → tenant default → `en`), so a response never
//! shows a message id or a broken placeable; each such message is logged once per
//! language and catalogue. The bundle of a regional variant holds its parent's messages
//! and terms under its own, so its few overrides can use the parent's terms. Isolation
//! marks are off: API clients compare strings, and invisible U+2068/U+2069 marks break
//! that.

pub(crate) mod analysis;
pub(crate) mod functions;
pub mod lint;
mod locale_error;
pub(crate) mod names;
pub(crate) mod negotiate;
pub mod pseudo;
mod reference;
pub mod source;

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::{Arc, Mutex};

use arc_swap::ArcSwap;
use fluent::FluentArgs;
use unic_langid::{CharacterDirection, LanguageIdentifier};

use analysis::{Facts, Parsed, View};
use functions::Bundle;
pub use locale_error::LocaleError;
pub use reference::REFERENCE;
pub use source::{LocaleSet, LocaleSource, fingerprint};

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

/// What `locales check` would say of a set read from `source`.
fn check_command(source: &LocaleSource) -> String {
    match source.dir() {
        Some(dir) => format!("calendar-gateway locales check --locales {}", dir.display()),
        None => "calendar-gateway locales check".to_string(),
    }
}

/// What a catalogue must hold before it may serve: every message id the API shows,
/// in the reference language, and every language a tenant serves.
#[derive(Debug, Clone, Default)]
pub struct Requirements {
    pub ids: BTreeSet<String>,
    pub languages: BTreeSet<String>,
}

/// `fr-ca-x`'s parents by subtag, nearest first: `fr-ca`, `fr`.
fn parents(tag: &str) -> impl Iterator<Item = &str> {
    tag.char_indices()
        .rev()
        .filter(|(_, c)| *c == '-')
        .map(|(i, _)| &tag[..i])
}

/// One loaded language.
struct Language {
    bundle: Bundle,
    /// What is known of each message of the bundle (its own and its parents').
    facts: BTreeMap<String, Facts>,
}

impl Language {
    fn formats(&self, id: &str) -> bool {
        self.facts.get(id).is_some_and(Facts::formats)
    }
    fn defines(&self, id: &str) -> bool {
        self.facts.get(id).is_some_and(|f| f.own)
    }
}

/// Every loaded language's bundle, parsed once.
pub struct Catalog {
    languages: HashMap<String, Language>,
    /// Percentage of the reference ids each language gives text for, its parents'
    /// included.
    coverage: HashMap<String, u8>,
    /// Each language's name in itself.
    names: HashMap<String, String>,
    /// Messages already logged as not formatting, by language and id.
    reported: Mutex<HashSet<(String, String)>>,
    /// Counts successful loads; part of every cache key of rendered texts.
    pub generation: u64,
}

impl Catalog {
    /// Parses every language of `set`. A language that cannot be used (a file that does
    /// not parse, an id defined twice) stops the load when `needed` by a tenant, itself
    /// or as a parent of one; any other is left out and logged.
    fn build(
        set: &LocaleSet,
        generation: u64,
        needed: &BTreeSet<String>,
    ) -> Result<Catalog, LocaleError> {
        let mut parsed: BTreeMap<&str, Parsed> = BTreeMap::new();
        for (tag, language) in set.languages() {
            let mut p = analysis::parse(&language.files);
            p.errors.splice(0..0, language.problems.iter().cloned());
            if p.errors.is_empty() {
                parsed.insert(tag, p);
                continue;
            }
            let problem = format!(
                "{} problem(s), first: {}",
                p.errors.len(),
                p.errors.first().map(String::as_str).unwrap_or_default()
            );
            let needs = needed.contains(tag) || tag == REFERENCE;
            if needs {
                return Err(LocaleError {
                    place: format!("locale directory {}", set.place_of(tag)),
                    problem,
                    fix: format!(
                        "correct the file; `{}` lists every problem",
                        check_command(set.source())
                    ),
                });
            }
            tracing::warn!(
                lang = tag,
                place = %set.place_of(tag),
                problem,
                "locale files left out: no tenant serves this language"
            );
        }
        let Some(reference) = parsed.get(REFERENCE) else {
            return Err(LocaleError {
                place: format!("locale directory {}", set.place_of(REFERENCE)),
                problem: format!("the reference language `{REFERENCE}` is missing"),
                fix: format!(
                    "add {REFERENCE}/*.ftl (the source tree's locales/{REFERENCE}): every language falls back to it"
                ),
            });
        };
        let reference = View::new(&[reference]).facts();

        let mut languages = HashMap::new();
        let mut coverage = HashMap::new();
        for (tag, own) in &parsed {
            let mut layers: Vec<&Parsed> = parents(tag).filter_map(|p| parsed.get(p)).collect();
            layers.reverse();
            layers.push(own);
            let mut facts = View::new(&layers).facts();
            analysis::check_variables(&mut facts, &reference);
            for (id, f) in facts
                .iter()
                .filter(|(_, f)| f.own && !f.problems.is_empty())
            {
                tracing::warn!(
                    lang = tag,
                    id,
                    problem = f.problems.join("; "),
                    "message does not format in this language; it is answered along its fallback chain"
                );
            }
            let langid: LanguageIdentifier = tag.parse().unwrap_or_default();
            let mut bundle = Bundle::new_concurrent(vec![langid.clone()]);
            bundle.set_use_isolating(false);
            functions::register(&mut bundle, &langid);
            for resource in layers.iter().flat_map(|l| &l.resources) {
                bundle.add_resource_overriding(resource.clone());
            }
            let resolved = reference
                .keys()
                .filter(|id| facts.get(*id).is_some_and(Facts::formats))
                .count();
            coverage.insert(tag.to_string(), percent(resolved, reference.len()));
            languages.insert(tag.to_string(), Language { bundle, facts });
        }
        let mut catalog = Catalog {
            languages,
            coverage,
            names: HashMap::new(),
            reported: Mutex::new(HashSet::new()),
            generation,
        };
        catalog.names = catalog
            .languages
            .keys()
            .map(|tag| (tag.clone(), catalog.name_of(tag).text))
            .collect();
        Ok(catalog)
    }

    /// Refuses a catalogue that would leave a message or a language without text.
    fn meets(&self, set: &LocaleSet, requirements: &Requirements) -> Result<(), LocaleError> {
        let reference = self.languages.get(REFERENCE);
        let missing: Vec<&str> = requirements
            .ids
            .iter()
            .filter(|id| !reference.is_some_and(|l| l.defines(id)))
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
        let broken: Vec<String> = requirements
            .ids
            .iter()
            .filter(|id| !reference.is_some_and(|l| l.formats(id)))
            .map(|id| {
                let why = reference
                    .and_then(|l| l.facts.get(id))
                    .map(|f| f.problems.join("; "))
                    .unwrap_or_default();
                format!("{id} ({why})")
            })
            .collect();
        if !broken.is_empty() {
            return Err(LocaleError {
                place: format!("locale directory {}", set.place_of(REFERENCE)),
                problem: format!(
                    "message(s) the API shows do not format in the reference, which every \
                     language falls back to: {}",
                    broken.join(", ")
                ),
                fix: format!(
                    "correct them; `{}` lists every problem",
                    check_command(set.source())
                ),
            });
        }
        if let Some(lang) = requirements
            .languages
            .iter()
            .find(|l| !self.languages.contains_key(*l))
        {
            return Err(LocaleError {
                place: format!("locale directory {}", set.place_of(lang)),
                problem: format!("language `{lang}` is served but has no locale files"),
                fix: format!("add {lang}/*.ftl, or stop serving `{lang}`"),
            });
        }
        Ok(())
    }

    /// Formats message `id` for `lang`, walking the fallback chain past every language
    /// that lacks it or where it does not format cleanly; the tenant's default language
    /// comes before the reference language.
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
        let mut attempted = None;
        for tag in fallback_chain(lang, tenant_default) {
            let Some(language) = self.languages.get(&tag) else {
                continue;
            };
            if !language.formats(id) {
                continue;
            }
            let Some(pattern) = language.bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            functions::take_failure();
            let mut errors = Vec::new();
            let text = language
                .bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors);
            let failure = functions::take_failure();
            if errors.is_empty() && failure.is_none() {
                return text.into_owned();
            }
            self.report_once(&tag, id, || {
                errors
                    .iter()
                    .map(ToString::to_string)
                    .chain(failure)
                    .collect::<Vec<_>>()
                    .join("; ")
            });
            attempted.get_or_insert_with(|| text.into_owned());
        }
        attempted.unwrap_or_else(|| {
            tracing::error!(lang, id, "message id missing in every locale");
            id.to_string()
        })
    }

    /// Logs, once per language and id in this catalogue, that a message did not format.
    fn report_once(&self, lang: &str, id: &str, problem: impl FnOnce() -> String) {
        let first = self
            .reported
            .lock()
            .map(|mut reported| reported.insert((lang.to_string(), id.to_string())))
            .unwrap_or(true);
        if first {
            tracing::warn!(
                lang,
                id,
                problem = problem(),
                "message does not format in this language; it is answered along its fallback chain"
            );
        }
    }

    /// Texts of one response language.
    pub fn texts<'a>(&'a self, lang: &'a str, tenant_default: &'a str) -> Texts<'a> {
        Texts {
            catalog: self,
            lang,
            tenant_default,
        }
    }

    /// Share of the reference messages that `lang` gives text for, itself or through
    /// the languages it falls back to by subtag (`fr-ca` through `fr`), in whole percent
    /// (rounded down, so only a complete language shows 100).
    pub fn coverage(&self, lang: &str) -> u8 {
        self.coverage.get(lang).copied().unwrap_or(0)
    }

    /// The name of `lang` in that language.
    pub fn native_name(&self, lang: &str) -> String {
        self.names
            .get(lang)
            .cloned()
            .unwrap_or_else(|| self.message(lang, lang, LANGUAGE_NAME, &[]))
    }

    /// The name `lang` gives itself, or that of the nearest language it falls back to
    /// by subtag qualified by what the variant adds ("Français (Canada)"), or CLDR's.
    fn name_of(&self, lang: &str) -> names::Name {
        let named = std::iter::once(lang).chain(parents(lang)).find_map(|tag| {
            let language = self.languages.get(tag)?;
            (language.defines(LANGUAGE_NAME) && language.formats(LANGUAGE_NAME))
                .then(|| (tag, self.message(tag, tag, LANGUAGE_NAME, &[])))
        });
        match named {
            Some((tag, name)) if tag == lang => names::Name {
                text: name,
                complete: true,
            },
            Some((tag, name)) => names::qualified(lang, tag, &name),
            None => match names::cldr_name(lang) {
                Some(text) => names::Name {
                    text,
                    complete: true,
                },
                None => names::Name {
                    text: self.message(lang, lang, LANGUAGE_NAME, &[]),
                    complete: false,
                },
            },
        }
    }

    /// The ids `lang` defines itself.
    fn own_ids(&self, lang: &str) -> BTreeSet<&str> {
        self.languages.get(lang).map_or_else(BTreeSet::new, |l| {
            l.facts
                .iter()
                .filter(|(_, f)| f.own)
                .map(|(id, _)| id.as_str())
                .collect()
        })
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
    /// The served languages and the languages they fall back to by subtag: a problem
    /// in one of these stops a load, a problem elsewhere leaves that language out.
    needed: BTreeSet<String>,
    current: ArcSwap<Catalog>,
    /// Serialises reloads from the signal handler and the watcher.
    reloading: Mutex<()>,
}

impl I18n {
    /// Loads every language of `source`; fails unless the catalogue meets
    /// `requirements`.
    pub fn load(source: &LocaleSource, requirements: Requirements) -> Result<I18n, LocaleError> {
        let needed: BTreeSet<String> = requirements
            .languages
            .iter()
            .flat_map(|lang| std::iter::once(lang.as_str()).chain(parents(lang)))
            .map(String::from)
            .collect();
        let set = source.read()?;
        let catalog = Catalog::build(&set, 1, &needed)?;
        catalog.meets(&set, &requirements)?;
        Ok(I18n {
            source: source.clone(),
            requirements,
            needed,
            current: ArcSwap::from_pointee(catalog),
            reloading: Mutex::new(()),
        })
    }

    /// The catalogue to answer one request with, unchanged until the request ends.
    pub fn snapshot(&self) -> Arc<Catalog> {
        self.current.load_full()
    }

    /// Re-reads the locale files; the new catalogue replaces the old one only if every
    /// file a served language needs parses and it meets the requirements. Messages that
    /// a language defined before and no longer does (a file cut short, a deletion) are
    /// logged: they are answered along the fallback chain from now on. Returns the new
    /// generation.
    pub fn reload(&self) -> Result<u64, LocaleError> {
        let _guard = self
            .reloading
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let old = self.current.load_full();
        let generation = old.generation + 1;
        let set = self.source.read()?;
        let catalog = Catalog::build(&set, generation, &self.needed)?;
        catalog.meets(&set, &self.requirements)?;
        for lang in old.languages.keys() {
            let now = catalog.own_ids(lang);
            let gone: Vec<&str> = old
                .own_ids(lang)
                .into_iter()
                .filter(|id| !now.contains(id))
                .collect();
            if !gone.is_empty() {
                tracing::warn!(
                    lang,
                    count = gone.len(),
                    ids = gone.join(", "),
                    "messages disappeared from the locale files since the last load; they are answered along the fallback chain"
                );
            }
        }
        self.current.store(Arc::new(catalog));
        Ok(generation)
    }

    pub fn source(&self) -> &LocaleSource {
        &self.source
    }
}

/// `fr-ca` → [`fr-ca`, `fr`, tenant default, `en`], without repeats.
pub fn fallback_chain(lang: &str, tenant_default: &str) -> Vec<String> {
    let lang = lang.to_ascii_lowercase();
    let mut chain: Vec<String> = Vec::with_capacity(4);
    for tag in std::iter::once(lang.as_str())
        .chain(parents(&lang))
        .map(str::to_string)
        .chain([tenant_default.to_ascii_lowercase(), REFERENCE.to_string()])
    {
        if !chain.contains(&tag) {
            chain.push(tag);
        }
    }
    chain
}

#[cfg(test)]
mod tests {
    use std::path::Path;

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

    /// Everything logged at warning level or above while `f` runs on this thread.
    fn logged<T>(f: impl FnOnce() -> T) -> (T, String) {
        #[derive(Clone, Default)]
        struct Captured(Arc<Mutex<Vec<u8>>>);
        impl std::io::Write for Captured {
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                self.0.lock().expect("lock").extend_from_slice(buf);
                Ok(buf.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        // Whether a line is wanted is decided once per process, by the thread that
        // reaches it first: a process-wide subscriber that wants every line (and writes
        // none) keeps another test's thread from deciding "never" for this one.
        static WANTED: std::sync::Once = std::sync::Once::new();
        WANTED.call_once(|| {
            let _ = tracing::subscriber::set_global_default(tracing_subscriber::registry());
        });
        let captured = Captured::default();
        let writer = captured.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::WARN)
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        let out = tracing::subscriber::with_default(subscriber, f);
        let text = String::from_utf8_lossy(&captured.0.lock().expect("lock")).into_owned();
        (out, text)
    }

    #[test]
    fn a_message_that_does_not_format_falls_back_and_is_logged_once() {
        let dir = tempfile::tempdir().expect("tmp");
        write(
            dir.path(),
            "en",
            "a = Item { $id }\nb = For { $who }\nc = Count { $n }\n",
        );
        write(
            dir.path(),
            "fr",
            "a = Élément { $idd }\nb = Pour { NUMBER($who) }\nc = { $n ->\n  [one] Un\n *[other] { NUMBER($n) } éléments\n}\n",
        );
        let (i18n, at_load) = logged(|| {
            I18n::load(
                &LocaleSource::Dir(dir.path().to_path_buf()),
                requirements(&["a", "b"], &["fr"]),
            )
            .expect("load")
        });
        assert_eq!(at_load.matches("id=\"a\"").count(), 1, "{at_load}");
        let catalog = i18n.snapshot();
        let (texts, at_requests) = logged(|| {
            (0..3)
                .map(|_| {
                    [
                        catalog.message("fr", "en", "a", &[("id", Arg::Int(7))]),
                        catalog.message("fr", "en", "b", &[("who", "Anne".into())]),
                        catalog.message("fr", "en", "c", &[("n", Arg::Int(1234))]),
                    ]
                })
                .collect::<Vec<_>>()
        });
        for text in &texts {
            assert_eq!(text, &["Item 7", "For Anne", "1\u{202f}234 éléments"]);
        }
        assert_eq!(
            at_requests.matches("id=\"b\"").count(),
            1,
            "a failure only formatting shows (NUMBER of a name) is logged once: {at_requests}"
        );
        assert_eq!(
            at_requests.matches("id=\"a\"").count(),
            0,
            "logged at load already"
        );
    }

    #[test]
    fn a_broken_language_no_tenant_needs_stops_nothing() {
        let dir = tempfile::tempdir().expect("tmp");
        let source = LocaleSource::Dir(dir.path().to_path_buf());
        write(dir.path(), "en", "a = One\n");
        write(dir.path(), "fr", "a = Un\n");
        write(dir.path(), "fr-ca", "a = Un-ca\n");
        write(dir.path(), "it", "a = Uno {\n");
        let (i18n, log) = logged(|| I18n::load(&source, requirements(&["a"], &["fr"])));
        let i18n = i18n.expect("it is left out");
        assert!(
            log.contains("lang=\"it\"") || log.contains("lang=it"),
            "{log}"
        );
        write(dir.path(), "fr", "a = Une\n");
        assert_eq!(i18n.reload().expect("reload"), 2);
        assert_eq!(i18n.snapshot().texts("fr", "en").text("a"), "Une");

        write(dir.path(), "fr", "a = Un {\n");
        assert!(
            I18n::load(&source, requirements(&["a"], &["fr-ca"])).is_err(),
            "fr is what fr-ca falls back to: needed"
        );
    }

    #[test]
    fn a_reload_that_drops_messages_says_which() {
        let dir = tempfile::tempdir().expect("tmp");
        write(dir.path(), "en", "a = One\nb = Two\nc = Three\n");
        write(dir.path(), "fr", "a = Un\nb = Deux\nc = Trois\n");
        let i18n = I18n::load(
            &LocaleSource::Dir(dir.path().to_path_buf()),
            requirements(&["a", "b", "c"], &["fr"]),
        )
        .expect("load");
        write(dir.path(), "fr", "a = Un\n");
        let (generation, log) = logged(|| i18n.reload());
        assert_eq!(generation.expect("a translation may lose messages"), 2);
        assert!(log.contains("b, c"), "{log}");
        assert_eq!(
            i18n.snapshot().texts("fr", "en").text("b"),
            "Two",
            "along the chain, never the id"
        );
        write(dir.path(), "en", "a = One\n");
        assert!(
            i18n.reload().is_err(),
            "the reference may not lose what the API shows"
        );
    }

    #[test]
    fn chain_walks_region_language_default_reference() {
        assert_eq!(fallback_chain("fr-CA", "de"), ["fr-ca", "fr", "de", "en"]);
        assert_eq!(
            fallback_chain("zh-Hant-TW", "en"),
            ["zh-hant-tw", "zh-hant", "zh", "en"]
        );
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
        assert_eq!(catalog.coverage("fr-ca"), 66, "what it gives through fr");
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
