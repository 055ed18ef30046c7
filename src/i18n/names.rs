//! Names of languages in themselves, for the REST root's list of variants.
//!
//! A language's files name it (`language-name`). A regional variant that does not name
//! itself is named after the language it falls back to, qualified by the names of the
//! subtags it adds, in its own language: `fr-ca` is "Français (Canada)". Those names
//! come from CLDR, through ICU4X's display names, so every region and script has one.

use icu_experimental::displaynames::multi::{
    LanguageDisplayNames, LocaleDisplayNamesFormatter, RegionDisplayNames, ScriptDisplayNames,
    VariantDisplayNames,
};
use icu_locale_core::Locale;
use unic_langid::LanguageIdentifier;

/// A name, and whether CLDR had a name for every part of it (else a part is its code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub complete: bool,
}

fn locale(tag: &str) -> Option<Locale> {
    tag.parse().ok()
}

/// The name of `tag`, a variant of `base` (which it falls back to by subtag), given
/// `base`'s name: `base_name (script, region, variant)` with each part `tag` adds named in
/// `tag`'s language.
pub fn qualified(tag: &str, base: &str, base_name: &str) -> Name {
    let (Ok(id), Ok(base_id)) = (
        tag.parse::<LanguageIdentifier>(),
        base.parse::<LanguageIdentifier>(),
    ) else {
        return Name {
            text: base_name.to_string(),
            complete: false,
        };
    };
    let Some(display) = locale(tag) else {
        return Name {
            text: base_name.to_string(),
            complete: false,
        };
    };
    let prefs = (&display).into();
    let mut parts: Vec<String> = Vec::new();
    let mut complete = true;
    let mut part = |name: Option<String>, code: String| {
        complete &= name.is_some();
        parts.push(name.unwrap_or(code));
    };
    if let Some(script) = id.script.filter(|s| base_id.script != Some(*s)) {
        let name = ScriptDisplayNames::try_new(prefs, Default::default())
            .ok()
            .and_then(|names| Some(names.of(script.as_str().parse().ok()?)?.to_string()));
        part(name, script.to_string());
    }
    if let Some(region) = id.region.filter(|r| base_id.region != Some(*r)) {
        let name = RegionDisplayNames::try_new(prefs, Default::default())
            .ok()
            .and_then(|names| Some(names.of(region.as_str().parse().ok()?)?.to_string()));
        part(name, region.as_str().to_ascii_uppercase());
    }
    for variant in id
        .variants()
        .filter(|v| !base_id.variants().any(|b| b == *v))
    {
        let name = VariantDisplayNames::try_new(prefs, Default::default())
            .ok()
            .and_then(|names| Some(names.of(variant.as_str().parse().ok()?)?.to_string()));
        part(name, variant.to_string());
    }
    let text = if parts.is_empty() {
        base_name.to_string()
    } else {
        format!("{base_name} ({})", parts.join(", "))
    };
    Name { text, complete }
}

/// CLDR's name of `tag` in its own language, first letter capitalised as in a list of
/// languages; `None` when CLDR does not know the language.
pub fn cldr_name(tag: &str) -> Option<String> {
    let display = locale(tag)?;
    let prefs = (&display).into();
    LanguageDisplayNames::try_new(prefs, Default::default())
        .ok()?
        .of(display.id.language)?;
    let name = LocaleDisplayNamesFormatter::try_new(prefs, Default::default())
        .ok()?
        .of(&display)
        .into_owned();
    let mut chars = name.chars();
    let first = chars.next()?;
    Some(first.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regional_variants_are_named_after_their_language_in_their_language() {
        let name = |tag, base, base_name| qualified(tag, base, base_name).text;
        assert_eq!(name("fr-ca", "fr", "Français"), "Français (Canada)");
        assert_eq!(name("pt-br", "pt", "Português"), "Português (Brasil)");
        assert_eq!(name("de-at", "de", "Deutsch"), "Deutsch (Österreich)");
        assert_eq!(name("es-419", "es", "Español"), "Español (Latinoamérica)");
        assert_eq!(
            name("zh-hant-tw", "zh", "中文"),
            "中文 (繁體, 台灣)",
            "each added subtag, named in the variant's own script"
        );
        assert_eq!(name("sr-latn", "sr", "Српски"), "Српски (latinica)");
        assert!(qualified("fr-ca", "fr", "Français").complete);
        assert!(
            !qualified("fr-qm", "fr", "Français").complete,
            "no name for QM"
        );
    }

    #[test]
    fn cldr_names_a_language_that_names_nothing_itself() {
        assert_eq!(cldr_name("it").as_deref(), Some("Italiano"));
        assert_eq!(cldr_name("ar").as_deref(), Some("العربية"));
        assert_eq!(cldr_name("qaa"), None);
    }
}
