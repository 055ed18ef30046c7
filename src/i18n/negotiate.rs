//! `Accept-Language` negotiation for tenants that enable it on their default variant.
//!
//! `fluent_langneg::accepted_languages::parse` keeps the header's order and ignores
//! q-values, and API clients do not always sort the header, so the header is parsed
//! here: ranked by q (stably), `q=0` dropped, `*` standing for the tenant's default.
//! The lookup itself (region-tolerant: `de-AT` finds `de`) is fluent-langneg's.

use fluent_langneg::{NegotiationStrategy, negotiate_languages};
use unic_langid::LanguageIdentifier;

/// Longest header considered, in bytes; the rest is ignored.
const MAX_HEADER: usize = 1024;
/// Most language ranges considered.
const MAX_RANGES: usize = 16;

/// Language ranges of an `Accept-Language` header, best first.
pub fn ranked(header: &str, default: &str) -> Vec<String> {
    let mut end = header.len().min(MAX_HEADER);
    while !header.is_char_boundary(end) {
        end -= 1;
    }
    let mut ranges: Vec<(f32, String)> = header[..end]
        .split(',')
        .take(MAX_RANGES)
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let mut q = 1.0_f32;
            for param in parts {
                let (key, value) = param.split_once('=')?;
                if key.trim().eq_ignore_ascii_case("q") {
                    q = value
                        .trim()
                        .parse()
                        .ok()
                        .filter(|q| (0.0..=1.0).contains(q))?;
                }
            }
            let tag = if tag == "*" { default } else { tag };
            (!tag.is_empty() && q > 0.0).then(|| (q, tag.to_string()))
        })
        .collect();
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranges.into_iter().map(|(_, tag)| tag).collect()
}

/// The tenant language that best answers `header`, or `default`.
pub fn negotiate(header: Option<&str>, available: &[String], default: &str) -> String {
    let Some(header) = header else {
        return default.to_string();
    };
    let requested: Vec<LanguageIdentifier> = ranked(header, default)
        .iter()
        .filter_map(|tag| tag.parse().ok())
        .collect();
    let offered: Vec<(LanguageIdentifier, &String)> = available
        .iter()
        .filter_map(|tag| Some((tag.parse().ok()?, tag)))
        .collect();
    let ids: Vec<LanguageIdentifier> = offered.iter().map(|(id, _)| id.clone()).collect();
    let Ok(default_id) = default.parse::<LanguageIdentifier>() else {
        return default.to_string();
    };
    let best = negotiate_languages(
        &requested,
        &ids,
        Some(&default_id),
        NegotiationStrategy::Lookup,
    );
    best.first()
        .and_then(|id| offered.iter().find(|(o, _)| o == *id))
        .map_or_else(|| default.to_string(), |(_, tag)| (*tag).clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn langs() -> Vec<String> {
        ["en", "fr", "de", "pt-br"].map(String::from).to_vec()
    }

    #[test]
    fn q_values_rank_unsorted_headers() {
        assert_eq!(ranked("fr;q=0.4, de;q=0.9, es", "en"), ["es", "de", "fr"]);
        assert_eq!(negotiate(Some("fr;q=0.4, de;q=0.9"), &langs(), "en"), "de");
        assert_eq!(
            negotiate(Some("it, fr;q=0.5"), &langs(), "en"),
            "fr",
            "unavailable ranges are skipped"
        );
    }

    #[test]
    fn zero_wildcard_regions_and_garbage() {
        assert_eq!(negotiate(Some("de;q=0, fr;q=0.1"), &langs(), "en"), "fr");
        assert_eq!(negotiate(Some("*;q=0.9, fr;q=0.5"), &langs(), "en"), "en");
        assert_eq!(negotiate(Some("de-AT"), &langs(), "en"), "de");
        assert_eq!(negotiate(Some("pt-BR"), &langs(), "en"), "pt-br");
        assert_eq!(negotiate(Some("fr;q=high, de"), &langs(), "en"), "de");
        assert_eq!(negotiate(Some("ja"), &langs(), "en"), "en");
        assert_eq!(negotiate(None, &langs(), "en"), "en");
        assert_eq!(negotiate(Some(&"x, ".repeat(5000)), &langs(), "en"), "en");
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    const OFFERED: [&str; 5] = ["en", "fr", "de", "pt-BR", "es"];

    /// Headers built from language ranges (offered, regional, unknown, `*`, junk) with
    /// optional, sometimes malformed, q-values.
    fn header() -> impl Strategy<Value = String> {
        let range = prop_oneof![
            prop::sample::select(OFFERED.to_vec()).prop_map(String::from),
            Just("fr-CA".to_string()),
            Just("pt".to_string()),
            Just("*".to_string()),
            "[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})?",
            any::<String>(),
        ];
        let q = prop_oneof![
            Just(String::new()),
            (0u32..=1000).prop_map(|q| format!(";q={}", f64::from(q) / 1000.0)),
            Just(";q=2".to_string()),
            Just(";q=abc".to_string()),
        ];
        prop::collection::vec((range, q), 0..6).prop_map(|parts| {
            parts
                .into_iter()
                .map(|(r, q)| format!("{r}{q}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
    }

    fn offered() -> impl Strategy<Value = (Vec<String>, String)> {
        prop::sample::subsequence(OFFERED.to_vec(), 1..=OFFERED.len()).prop_flat_map(|langs| {
            let langs: Vec<String> = langs.into_iter().map(String::from).collect();
            (Just(langs.clone()), prop::sample::select(langs))
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn the_answer_is_always_offered(header in header(), (available, default) in offered()) {
            let chosen = negotiate(Some(&header), &available, &default);
            prop_assert!(available.contains(&chosen), "{chosen} for {header:?}");
        }

        #[test]
        fn arbitrary_headers_never_panic(header in any::<String>(), (available, default) in offered()) {
            let chosen = negotiate(Some(&header), &available, &default);
            prop_assert!(available.contains(&chosen));
        }

        #[test]
        fn the_first_ranked_offered_language_wins(lang in prop::sample::select(OFFERED.to_vec())) {
            let available: Vec<String> = OFFERED.iter().map(|l| l.to_string()).collect();
            let header = format!("xx;q=0.9, {lang}, en;q=0.1");
            prop_assert_eq!(negotiate(Some(&header), &available, "en"), lang);
        }

        #[test]
        fn ranking_drops_refused_and_keeps_order(header in header()) {
            let ranked = ranked(&header, "en");
            prop_assert!(ranked.len() <= MAX_RANGES);
            prop_assert!(ranked.iter().all(|tag| !tag.is_empty()));
        }
    }
}
