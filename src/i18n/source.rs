//! Where the locale files come from: the `locales/` tree compiled into the binary, or
//! a directory given with `--locales` (translators' working copies).
//!
//! Everything that reads locale files (the catalogue, configuration checks, `locales
//! check`, `locales pseudo`) reads a [`LocaleSet`] from one [`LocaleSource`], so the
//! server, its configuration check and the translators' tools always agree.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::LocaleError;

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

    /// Reads every language's files.
    pub fn read(&self) -> Result<LocaleSet, LocaleError> {
        let mut languages: BTreeMap<String, Vec<LocaleFile>> = BTreeMap::new();
        match self {
            LocaleSource::Embedded => {
                for (tag, name, text) in embedded::FILES {
                    languages
                        .entry(tag.to_ascii_lowercase())
                        .or_default()
                        .push(LocaleFile {
                            label: format!("locales/{tag}/{name} (built in)"),
                            name: (*name).to_string(),
                            text: Cow::Borrowed(text),
                        });
                }
            }
            LocaleSource::Dir(dir) => {
                for (tag, path) in language_dirs(dir)? {
                    let files = languages.entry(tag).or_default();
                    for file in ftl_files(&path)? {
                        let text = std::fs::read_to_string(&file)
                            .map_err(|e| LocaleError::unreadable(&file, &e))?;
                        files.push(LocaleFile {
                            label: file.display().to_string(),
                            name: file
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default(),
                            text: Cow::Owned(text),
                        });
                    }
                }
            }
        }
        Ok(LocaleSet {
            source: self.clone(),
            languages,
        })
    }
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

/// The files of every language of one source, by lower-case tag, each language's
/// files in name order.
#[derive(Debug, Clone)]
pub struct LocaleSet {
    source: LocaleSource,
    languages: BTreeMap<String, Vec<LocaleFile>>,
}

impl LocaleSet {
    pub fn source(&self) -> &LocaleSource {
        &self.source
    }

    /// Languages in tag order.
    pub fn languages(&self) -> impl Iterator<Item = (&str, &[LocaleFile])> {
        self.languages
            .iter()
            .map(|(tag, files)| (tag.as_str(), files.as_slice()))
    }

    /// True when `lang` has at least one file.
    pub fn has_language(&self, lang: &str) -> bool {
        self.languages.get(lang).is_some_and(|f| !f.is_empty())
    }

    pub fn files(&self, lang: &str) -> &[LocaleFile] {
        self.languages.get(lang).map_or(&[], Vec::as_slice)
    }

    /// Where the files of `lang` are or would be, for messages.
    pub fn place_of(&self, lang: &str) -> String {
        match &self.source {
            LocaleSource::Embedded => format!("locales/{lang}"),
            LocaleSource::Dir(dir) => dir.join(lang).display().to_string(),
        }
    }
}

/// Language directories under `dir`, by lower-case tag, in name order.
fn language_dirs(dir: &Path) -> Result<Vec<(String, PathBuf)>, LocaleError> {
    let mut dirs: Vec<(String, PathBuf)> = std::fs::read_dir(dir)
        .map_err(|e| LocaleError::unreadable_dir(dir, &e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .filter_map(|p| {
            let tag = p.file_name()?.to_string_lossy().to_ascii_lowercase();
            Some((tag, p))
        })
        .collect();
    dirs.sort();
    Ok(dirs)
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
    for (_, lang_dir) in language_dirs(dir).unwrap_or_default() {
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
                .flat_map(|(tag, files)| {
                    files
                        .iter()
                        .map(|f| (tag.to_string(), f.name.clone(), f.text.to_string()))
                })
                .collect()
        };
        assert_eq!(files(&built_in), files(&on_disk));
        for lang in ["en", "fr", "de", "es", "en-xa"] {
            assert!(built_in.has_language(lang), "{lang}");
        }
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
}
