//! Human-readable text from Fluent bundles in `locales/<lang>/*.ftl`.
//!
//! Bundles are parsed once at start and shared by every request. A message missing
//! in a language falls back along its chain (`fr-ca` → `fr` → tenant default → `en`),
//! so a response never shows a message id. Isolation marks are off: API clients
//! compare strings, and invisible U+2068/U+2069 marks break that.

use std::collections::HashMap;
use std::path::Path;

use fluent::concurrent::FluentBundle;
use fluent::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

/// The reference language every chain ends in.
pub const REFERENCE: &str = "en";

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

/// Every loaded language's bundle, keyed by lower-case tag.
pub struct I18n {
    bundles: HashMap<String, FluentBundle<FluentResource>>,
}

/// A locale file that does not parse, or a directory that cannot be read.
#[derive(Debug, thiserror::Error)]
#[error("locale file {file}: {problem}")]
pub struct LocaleError {
    pub file: String,
    pub problem: String,
}

/// True when `dir/<lang>` holds at least one `.ftl` file.
pub fn has_locale_files(dir: &Path, lang: &str) -> bool {
    std::fs::read_dir(dir.join(lang))
        .map(|entries| {
            entries
                .flatten()
                .any(|e| e.path().extension().is_some_and(|x| x == "ftl"))
        })
        .unwrap_or(false)
}

impl I18n {
    /// Loads every language directory under `dir`. The reference language must exist.
    pub fn load(dir: &Path) -> Result<I18n, LocaleError> {
        let read_err = |file: &Path, e: std::io::Error| LocaleError {
            file: file.display().to_string(),
            problem: e.to_string(),
        };
        let mut bundles = HashMap::new();
        let mut lang_dirs: Vec<_> = std::fs::read_dir(dir)
            .map_err(|e| read_err(dir, e))?
            .flatten()
            .filter(|e| e.path().is_dir())
            .collect();
        lang_dirs.sort_by_key(|e| e.file_name());
        for entry in lang_dirs {
            let tag = entry.file_name().to_string_lossy().to_ascii_lowercase();
            let langid: LanguageIdentifier = tag.parse().map_err(|_| LocaleError {
                file: entry.path().display().to_string(),
                problem: format!("`{tag}` is not a language tag"),
            })?;
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            bundle.set_use_isolating(false);
            let mut files: Vec<_> = std::fs::read_dir(entry.path())
                .map_err(|e| read_err(&entry.path(), e))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                .collect();
            files.sort();
            for file in files {
                let text = std::fs::read_to_string(&file).map_err(|e| read_err(&file, e))?;
                let resource =
                    FluentResource::try_new(text).map_err(|(_, errors)| LocaleError {
                        file: file.display().to_string(),
                        problem: format!(
                            "{} syntax error(s), first: {:?}",
                            errors.len(),
                            errors.first()
                        ),
                    })?;
                bundle
                    .add_resource(resource)
                    .map_err(|errors| LocaleError {
                        file: file.display().to_string(),
                        problem: format!("duplicate message ids: {errors:?}"),
                    })?;
            }
            bundles.insert(tag, bundle);
        }
        if !bundles.contains_key(REFERENCE) {
            return Err(LocaleError {
                file: dir.join(REFERENCE).display().to_string(),
                problem: "the reference language is missing".into(),
            });
        }
        Ok(I18n { bundles })
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

    #[test]
    fn chain_walks_region_language_default_reference() {
        assert_eq!(fallback_chain("fr-CA", "de"), ["fr-ca", "fr", "de", "en"]);
        assert_eq!(fallback_chain("en", "en"), ["en"]);
        assert_eq!(fallback_chain("es", "en"), ["es", "en"]);
    }
}
