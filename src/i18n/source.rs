//! Where the locale files come from: the `locales/` tree compiled into the binary, or
//! a directory given with `--locales` (translators' working copies).
//!
//! Everything that reads locale files (the catalogue and its reloads, configuration
//! checks, `locales check`) reads a [`LocaleSet`] from one [`LocaleSource`], and
//! [`classify`] alone decides which folders of it are languages, so the server, its
//! configuration check and the translators' tools always agree. Folders that translation
//! platforms and version control put beside the languages (`.git`, `templates`, a
//! backup `it.off`) and loose files are ignored and listed; `fr_CA` and `fr-CA` (the
//! names Weblate and Pontoon give) are the language `fr-ca`.
//!
//! The pseudo-locale (`en-xa`, see [`super::pseudo`]) is no folder: it is generated from
//! the reference whenever a set is read, so translation platforms never take it for a
//! language and it is never stale.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use unic_langid::LanguageIdentifier;

use super::locale_error::LocaleError;
use super::pseudo;
use super::reference::REFERENCE;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_locales.rs"));
}

/// Where locale files are read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocaleSource {
    /// The `locales/` tree of the source the binary was built from.
    Embedded,
    /// A directory of `<lang>/*.ftl` files, read (and re-read on reload) at run time.
    Dir(PathBuf),
}

/// The language tag of a language folder or of a configured language: lower case, with
/// hyphens (`fr_CA`, `fr-CA` → `fr-ca`), or `None` when `name` is no language tag.
///
/// The language subtag must be an ISO 639 code (two or three letters, not `und`): BCP
/// 47's five to eight letter form has no registered language, and would take `backup`
/// or `archive` for one.
pub fn language_tag(name: &str) -> Option<String> {
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return None;
    }
    let id: LanguageIdentifier = name.replace('_', "-").parse().ok()?;
    if id.language.is_empty() || !(2..=3).contains(&id.language.as_str().len()) {
        return None;
    }
    Some(id.to_string().to_ascii_lowercase())
}

/// What one entry of a locale directory is: a language's folder, or something the server
/// does not read, with why.
pub fn classify(name: &str, is_dir: bool) -> Result<String, &'static str> {
    if !is_dir {
        return Err("not a folder");
    }
    match language_tag(name) {
        Some(tag) if tag == pseudo::TAG => Err(
            "the pseudo-locale is generated from the reference whenever the files are read; \
             this folder is not read",
        ),
        Some(tag) => Ok(tag),
        None => Err("not a language tag (folders are named fr, fr-ca, fr_CA or pt-BR)"),
    }
}

impl LocaleSource {
    /// The directory when one is given, else the built-in files.
    pub fn from_option(dir: Option<PathBuf>) -> Self {
        dir.map_or(LocaleSource::Embedded, LocaleSource::Dir)
    }

    /// How messages name this source.
    pub fn describe(&self) -> String {
        match self {
            LocaleSource::Embedded => "the locales built into this binary".to_string(),
            LocaleSource::Dir(dir) => dir.display().to_string(),
        }
    }

    /// The directory, when the files live in one.
    pub fn dir(&self) -> Option<&Path> {
        match self {
            LocaleSource::Embedded => None,
            LocaleSource::Dir(dir) => Some(dir),
        }
    }

    /// Reads every language's files. Only an unreadable directory fails: a problem with
    /// one language is recorded with it ([`LocaleSet::problems`]), so that it stops
    /// nothing but that language.
    pub fn read(&self) -> Result<LocaleSet, LocaleError> {
        let mut set = LocaleSet {
            source: self.clone(),
            languages: BTreeMap::new(),
            ignored: Vec::new(),
        };
        match self {
            LocaleSource::Embedded => {
                for name in embedded::FOLDERS {
                    let files = embedded::FILES
                        .iter()
                        .filter(|(folder, ..)| folder == name)
                        .map(|(_, file, text)| LocaleFile {
                            label: format!("locales/{name}/{file} (built in)"),
                            name: (*file).to_string(),
                            text: Cow::Borrowed(text),
                        })
                        .collect();
                    set.add_entry(name, true, || Ok(files));
                }
            }
            LocaleSource::Dir(dir) => {
                let mut entries: Vec<(String, PathBuf)> = std::fs::read_dir(dir)
                    .map_err(|e| LocaleError::unreadable_dir(dir, &e))?
                    .flatten()
                    .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
                    .collect();
                entries.sort();
                for (name, path) in entries {
                    set.add_entry(&name, path.is_dir(), || read_folder(&path));
                }
            }
        }
        set.add_pseudo();
        Ok(set)
    }
}

/// The `.ftl` files of one language folder, in name order.
fn read_folder(dir: &Path) -> Result<Vec<LocaleFile>, String> {
    let mut files = Vec::new();
    for path in ftl_files(dir).map_err(|e| e.to_string())? {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{} cannot be read ({e})", path.display()))?;
        files.push(LocaleFile {
            label: path.display().to_string(),
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            text: Cow::Owned(text),
        });
    }
    Ok(files)
}

/// One `.ftl` file.
#[derive(Debug, Clone)]
pub struct LocaleFile {
    /// Where it is, for messages: a path, or the built-in file's place in the source.
    pub label: String,
    /// File name, `errors.ftl`.
    pub name: String,
    pub text: Cow<'static, str>,
}

/// The files of one language.
#[derive(Debug, Clone, Default)]
pub struct Language {
    /// The folder (or folders) it was read from, as named there (`fr_CA`).
    pub folders: Vec<String>,
    /// Its files in name order.
    pub files: Vec<LocaleFile>,
    /// Why the language cannot be used as read (two folders for one tag, a file that
    /// cannot be read), apart from what is inside its files.
    pub problems: Vec<String>,
    /// Generated from the reference rather than read.
    pub generated: bool,
}

/// An entry of the locale directory that is no language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ignored {
    pub name: String,
    pub reason: &'static str,
}

/// The languages of one source, by tag, and what else the directory holds.
#[derive(Debug, Clone)]
pub struct LocaleSet {
    source: LocaleSource,
    languages: BTreeMap<String, Language>,
    ignored: Vec<Ignored>,
}

impl LocaleSet {
    fn add_entry(
        &mut self,
        name: &str,
        is_dir: bool,
        files: impl FnOnce() -> Result<Vec<LocaleFile>, String>,
    ) {
        let tag = match classify(name, is_dir) {
            Ok(tag) => tag,
            Err(reason) => {
                self.ignored.push(Ignored {
                    name: name.to_string(),
                    reason,
                });
                return;
            }
        };
        let language = self.languages.entry(tag.clone()).or_default();
        if let Some(first) = language.folders.first() {
            language.problems.push(format!(
                "the folders `{first}` and `{name}` both hold `{tag}`; keep one"
            ));
        }
        language.folders.push(name.to_string());
        match files() {
            Ok(files) => language.files.extend(files),
            Err(problem) => language.problems.push(problem),
        }
    }

    /// The pseudo-locale, from the reference's files as they are; left out while the
    /// reference does not parse (which the reference's own checks report).
    fn add_pseudo(&mut self) {
        let Some(reference) = self.languages.get(REFERENCE) else {
            return;
        };
        let files: Result<Vec<LocaleFile>, _> = reference
            .files
            .iter()
            .map(|file| {
                pseudo::pseudo_file(&file.name, file.text.to_string()).map(|text| LocaleFile {
                    label: format!("{} (generated from {})", file.name, file.label),
                    name: file.name.clone(),
                    text: Cow::Owned(text),
                })
            })
            .collect();
        if let Ok(files) = files {
            self.languages.insert(
                pseudo::TAG.to_string(),
                Language {
                    folders: Vec::new(),
                    files,
                    problems: Vec::new(),
                    generated: true,
                },
            );
        }
    }

    pub fn source(&self) -> &LocaleSource {
        &self.source
    }

    /// Languages in tag order.
    pub fn languages(&self) -> impl Iterator<Item = (&str, &Language)> {
        self.languages.iter().map(|(tag, l)| (tag.as_str(), l))
    }

    pub fn language(&self, lang: &str) -> Option<&Language> {
        self.languages.get(lang)
    }

    /// True when `lang` has at least one file.
    pub fn has_language(&self, lang: &str) -> bool {
        self.languages
            .get(lang)
            .is_some_and(|l| !l.files.is_empty())
    }

    pub fn files(&self, lang: &str) -> &[LocaleFile] {
        self.languages.get(lang).map_or(&[], |l| l.files.as_slice())
    }

    /// Entries of the directory that are no language, in name order.
    pub fn ignored(&self) -> &[Ignored] {
        &self.ignored
    }

    /// Where the files of `lang` are or would be, for messages.
    pub fn place_of(&self, lang: &str) -> String {
        let folder = self
            .languages
            .get(lang)
            .and_then(|l| l.folders.first())
            .map_or(lang, String::as_str);
        match &self.source {
            LocaleSource::Embedded => format!("locales/{folder}"),
            LocaleSource::Dir(dir) => dir.join(folder).display().to_string(),
        }
    }
}

/// Language folders under `dir`, in name order.
fn language_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| classify(&n.to_string_lossy(), p.is_dir()).is_ok())
        })
        .collect();
    dirs.sort();
    dirs
}

/// The `.ftl` files of one language directory, in name order.
pub fn ftl_files(dir: &Path) -> Result<Vec<PathBuf>, LocaleError> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| LocaleError::unreadable_dir(dir, &e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    Ok(files)
}

/// Names, sizes and modification times of every locale file under `dir`: changes when
/// a file is saved, added or removed.
pub fn fingerprint(dir: &Path) -> Vec<(PathBuf, u64, Option<std::time::SystemTime>)> {
    let mut out = Vec::new();
    for lang_dir in language_dirs(dir) {
        for file in ftl_files(&lang_dir).unwrap_or_default() {
            let meta = std::fs::metadata(&file).ok();
            let len = meta.as_ref().map_or(0, |m| m.len());
            let modified = meta.and_then(|m| m.modified().ok());
            out.push((file, len, modified));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_set_is_the_source_tree() {
        let built_in = LocaleSource::Embedded.read().expect("embedded");
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let on_disk = LocaleSource::Dir(dir).read().expect("dir");
        let files = |set: &LocaleSet| -> Vec<(String, String, String)> {
            set.languages()
                .flat_map(|(tag, language)| {
                    language
                        .files
                        .iter()
                        .map(|f| (tag.to_string(), f.name.clone(), f.text.to_string()))
                })
                .collect()
        };
        assert_eq!(files(&built_in), files(&on_disk));
        for lang in ["en", "fr", "de", "es", pseudo::TAG] {
            assert!(built_in.has_language(lang), "{lang}");
        }
        assert!(built_in.language(pseudo::TAG).is_some_and(|l| l.generated));
    }

    #[test]
    fn a_missing_directory_is_named_with_a_fix() {
        let e = LocaleSource::Dir("/nonexistent/locales".into())
            .read()
            .expect_err("missing");
        let text = e.to_string();
        assert!(
            text.contains("/nonexistent/locales") && text.contains("fix:"),
            "{text}"
        );
    }

    #[test]
    fn language_folders_are_language_tags_in_any_platform_casing() {
        for (name, tag) in [
            ("fr", "fr"),
            ("fr-CA", "fr-ca"),
            ("fr_CA", "fr-ca"),
            ("pt_BR", "pt-br"),
            ("PT-br", "pt-br"),
            ("zh_Hant_TW", "zh-hant-tw"),
            ("ast", "ast"),
        ] {
            assert_eq!(classify(name, true).as_deref(), Ok(tag), "{name}");
        }
        for name in [
            ".git",
            "templates",
            "it.off",
            "backup",
            "archive",
            "und",
            "x-foo",
            "fr-",
            "",
            "fr ca",
            "en-XA",
        ] {
            assert!(classify(name, true).is_err(), "{name}");
        }
        assert!(classify("fr", false).is_err(), "a file is no language");
    }

    #[test]
    fn other_entries_are_listed_and_a_doubled_language_is_a_problem_of_its_own() {
        let dir = tempfile::tempdir().expect("tmp");
        for (folder, file) in [
            ("en", "a.ftl"),
            ("fr_CA", "a.ftl"),
            ("fr-ca", "b.ftl"),
            (".git", "HEAD"),
            ("templates", "a.ftl"),
            ("it.off", "a.ftl"),
            ("en-xa", "a.ftl"),
        ] {
            std::fs::create_dir_all(dir.path().join(folder)).expect("dir");
            std::fs::write(dir.path().join(folder).join(file), "a = A\n").expect("write");
        }
        std::fs::write(dir.path().join("GLOSSARY.md"), "# terms\n").expect("write");
        let set = LocaleSource::Dir(dir.path().to_path_buf())
            .read()
            .expect("read");
        let ignored: Vec<&str> = set.ignored().iter().map(|i| i.name.as_str()).collect();
        assert_eq!(
            ignored,
            [".git", "GLOSSARY.md", "en-xa", "it.off", "templates"]
        );
        let tags: Vec<&str> = set.languages().map(|(tag, _)| tag).collect();
        assert_eq!(tags, ["en", pseudo::TAG, "fr-ca"]);
        let fr_ca = set.language("fr-ca").expect("fr-ca");
        assert_eq!(fr_ca.problems.len(), 1, "{:?}", fr_ca.problems);
        assert!(set.language("en").is_some_and(|l| l.problems.is_empty()));
        assert!(
            set.place_of("fr-ca").ends_with("fr-ca") || set.place_of("fr-ca").ends_with("fr_CA")
        );
    }
}
