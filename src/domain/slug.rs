//! Post slugs.
//!
//! Owns turning an event, venue or organizer title into the `slug` the API
//! exposes, and the numbered variants used to keep slugs unique.
//!
//! Mirrors WordPress `sanitize_title()` in its default `save` context, i.e.
//! `remove_accents()` with the default (non-German) locale followed by
//! `sanitize_title_with_dashes()`, including its 200-byte limit from
//! `utf8_uri_encode()`, and the suffixing done by `wp_unique_post_slug()`.

/// WordPress's `post_name` column limit, applied in bytes of the encoded slug.
const MAX_SLUG_BYTES: usize = 200;

/// Encoded characters (lowercase `%xx`) that WordPress turns into a dash:
/// NBSP, en and em dash, then the spaces that display with a width.
const TO_DASH: &[&str] = &[
    "%c2%a0",
    "%e2%80%93",
    "%e2%80%94",
    "%e2%80%80",
    "%e2%80%81",
    "%e2%80%82",
    "%e2%80%83",
    "%e2%80%84",
    "%e2%80%85",
    "%e2%80%86",
    "%e2%80%87",
    "%e2%80%88",
    "%e2%80%89",
    "%e2%80%8a",
    "%e2%80%a8",
    "%e2%80%a9",
    "%e2%80%af",
];

/// Entities WordPress turns into a dash.
const ENTITIES_TO_DASH: &[&str] = &[
    "&nbsp;", "&#160;", "&ndash;", "&#8211;", "&mdash;", "&#8212;",
];

/// Encoded characters WordPress drops outright: soft hyphen, inverted
/// punctuation, angle and curly quotes, bullet, ©®°…™, spacing and combining
/// accents, and zero-width or bidi control characters.
const TO_REMOVE: &[&str] = &[
    "%c2%ad",
    "%c2%a1",
    "%c2%bf",
    "%c2%ab",
    "%c2%bb",
    "%e2%80%b9",
    "%e2%80%ba",
    "%e2%80%98",
    "%e2%80%99",
    "%e2%80%9c",
    "%e2%80%9d",
    "%e2%80%9a",
    "%e2%80%9b",
    "%e2%80%9e",
    "%e2%80%9f",
    "%e2%80%a2",
    "%c2%a9",
    "%c2%ae",
    "%c2%b0",
    "%e2%80%a6",
    "%e2%84%a2",
    "%c2%b4",
    "%cb%8a",
    "%cc%81",
    "%cd%81",
    "%cc%80",
    "%cc%84",
    "%cc%8c",
    "%e2%80%8b",
    "%e2%80%8c",
    "%e2%80%8d",
    "%e2%80%8e",
    "%e2%80%8f",
    "%e2%80%aa",
    "%e2%80%ab",
    "%e2%80%ac",
    "%e2%80%ad",
    "%e2%80%ae",
    "%ef%bb%bf",
];

/// Builds a slug from a title exactly as WordPress's `sanitize_title()`
/// would: accents folded, tags and entities removed, other non-ASCII
/// characters percent-encoded in lowercase, everything outside
/// `[%a-z0-9_-]` dropped and runs of spaces and dashes collapsed to one
/// dash. The result is at most 200 bytes and never splits a character.
pub fn sanitize_title(title: &str) -> String {
    let folded = remove_accents(title);
    let untagged = super::html::remove_tags(&folded);
    let octets_only = drop_stray_percents(&untagged);
    let encoded = utf8_uri_encode(&octets_only.to_lowercase(), MAX_SLUG_BYTES);
    // Octets the client wrote in uppercase must match the tables below.
    let mut slug = encoded.to_ascii_lowercase();

    for pattern in TO_DASH.iter().chain(ENTITIES_TO_DASH).chain(&["/"]) {
        slug = slug.replace(pattern, "-");
    }
    for pattern in TO_REMOVE {
        slug = slug.replace(pattern, "");
    }
    slug = slug.replace("%c3%97", "x");
    slug = remove_entities(&slug).replace('.', "-");

    let mut out = String::with_capacity(slug.len());
    for c in slug.chars() {
        let c = match c {
            ' ' | '-' => '-',
            '%' | '_' | 'a'..='z' | '0'..='9' => c,
            _ => continue,
        };
        if !(c == '-' && out.ends_with('-')) {
            out.push(c);
        }
    }
    // The byte limit may have cut an octet the client wrote (`%C3%A9` kept as `%c3%a`):
    // a `%` must start an octet, or the slug is no longer valid in a URL and does not
    // come back unchanged when sent as a `slug` argument.
    drop_stray_percents(&out).trim_matches('-').to_owned()
}

/// Appends a uniqueness suffix (`jazz-night-2`) like `wp_unique_post_slug()`,
/// shortening `base` first when needed so the result stays within 200 bytes
/// without splitting an encoded character.
pub fn with_suffix(base: &str, n: u32) -> String {
    let suffix = format!("-{n}");
    let room = MAX_SLUG_BYTES.saturating_sub(suffix.len());
    let base = truncate_encoded(base, room).trim_end_matches('-');
    format!("{base}{suffix}")
}

/// What every numbered form of `base` (`with_suffix(base, n)`, any `n`) starts with,
/// so that one range of an index holds them all: `base-`, unless `base` is so long that
/// some number cuts it, then the shortest cut (the numbers that cut more cut a longer
/// form of the same start).
pub fn numbered_prefix(base: &str) -> String {
    let cut_by = |n: u32| {
        let room = MAX_SLUG_BYTES.saturating_sub(format!("-{n}").len());
        truncate_encoded(base, room).trim_end_matches('-')
    };
    let (least_cut, most_cut) = (cut_by(2), cut_by(u32::MAX));
    if least_cut == most_cut {
        format!("{most_cut}-")
    } else {
        most_cut.to_string()
    }
}

/// The longest prefix of `slug` within `max` bytes that ends on a character
/// boundary, counting a `%xx` sequence encoding one UTF-8 character as a unit.
fn truncate_encoded(slug: &str, max: usize) -> &str {
    if slug.len() <= max {
        return slug;
    }
    let bytes = slug.as_bytes();
    let mut pos = 0;
    while pos < bytes.len() {
        let len = unit_len(bytes, pos);
        if pos + len > max {
            break;
        }
        pos += len;
    }
    slug.get(..pos).unwrap_or("")
}

fn unit_len(bytes: &[u8], pos: usize) -> usize {
    let Some(lead) = octet_at(bytes, pos) else {
        return bytes.get(pos).map_or(1, |&b| utf8_len(b));
    };
    let mut len = 3;
    for k in 1..utf8_len(lead) {
        match octet_at(bytes, pos + 3 * k) {
            Some(b) if b & 0xC0 == 0x80 => len += 3,
            _ => break,
        }
    }
    len
}

fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0.. => 4,
        0xE0.. => 3,
        0xC0.. => 2,
        _ => 1,
    }
}

/// The byte value of a `%xx` octet starting at `pos`, if there is one.
fn octet_at(bytes: &[u8], pos: usize) -> Option<u8> {
    match bytes.get(pos..pos + 3)? {
        [b'%', hi, lo] => Some((hex_val(*hi)? << 4) | hex_val(*lo)?),
        _ => None,
    }
}

fn hex_val(b: u8) -> Option<u8> {
    char::from(b)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

/// Keeps `%` only where it starts an escaped octet, as the title may already
/// contain encoded characters.
fn drop_stray_percents(s: &str) -> String {
    let bytes = s.as_bytes();
    s.char_indices()
        .filter(|&(i, c)| c != '%' || octet_at(bytes, i).is_some())
        .map(|(_, c)| c)
        .collect()
}

/// Percent-encodes non-ASCII characters in lowercase hex, stopping before
/// the first character that would take the output past `max` bytes, like
/// WordPress's `utf8_uri_encode()`.
fn utf8_uri_encode(s: &str, max: usize) -> String {
    let mut out = String::with_capacity(s.len().min(max));
    let mut buf = [0u8; 4];
    for c in s.chars() {
        let needed = if c.is_ascii() { 1 } else { 3 * c.len_utf8() };
        if out.len() + needed > max {
            break;
        }
        if c.is_ascii() {
            out.push(c);
        } else {
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02x}"));
            }
        }
    }
    out
}

/// Removes entities the way WordPress's `/&.+?;/` does: from `&` to the
/// nearest `;` at least one character later, on the same line.
fn remove_entities(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let line = after.split('\n').next().unwrap_or("");
        let first_len = line.chars().next().map_or(0, char::len_utf8);
        match line.get(first_len..).and_then(|tail| tail.find(';')) {
            Some(semi) => rest = &after[first_len + semi + 1..],
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// WordPress `remove_accents()` for the default locale.
fn remove_accents(s: &str) -> String {
    if s.is_ascii() {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match fold(c) {
            Some(replacement) => out.push_str(replacement),
            None => out.push(c),
        }
    }
    out
}

/// The `remove_accents()` table: Latin-1 Supplement, Latin Extended-A, the
/// Romanian comma letters of Latin Extended-B, the euro and pound signs,
/// Vietnamese vowels and Hanyu Pinyin tone marks. `ß` folds to `s` and `ä`
/// to `a`: the `ss`/`ae` spellings are only used for German locales.
fn fold(c: char) -> Option<&'static str> {
    Some(match c {
        // Latin-1 Supplement.
        'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' => "A",
        'Æ' => "AE",
        'Ç' => "C",
        'È' | 'É' | 'Ê' | 'Ë' => "E",
        'Ì' | 'Í' | 'Î' | 'Ï' => "I",
        'Ð' => "D",
        'Ñ' => "N",
        'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'Ø' => "O",
        'Ù' | 'Ú' | 'Û' | 'Ü' => "U",
        'Ý' => "Y",
        'Þ' => "TH",
        'ß' => "s",
        'ª' | 'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
        'æ' => "ae",
        'ç' => "c",
        'è' | 'é' | 'ê' | 'ë' => "e",
        'ì' | 'í' | 'î' | 'ï' => "i",
        'ð' => "d",
        'ñ' => "n",
        'º' | 'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o",
        'ù' | 'ú' | 'û' | 'ü' => "u",
        'ý' | 'ÿ' => "y",
        'þ' => "th",
        // Latin Extended-A.
        'Ā' | 'Ă' | 'Ą' => "A",
        'ā' | 'ă' | 'ą' => "a",
        'Ć' | 'Ĉ' | 'Ċ' | 'Č' => "C",
        'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'Ď' | 'Đ' => "D",
        'ď' | 'đ' => "d",
        'Ē' | 'Ĕ' | 'Ė' | 'Ę' | 'Ě' => "E",
        'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'Ĝ' | 'Ğ' | 'Ġ' | 'Ģ' => "G",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'Ĥ' | 'Ħ' => "H",
        'ĥ' | 'ħ' => "h",
        'Ĩ' | 'Ī' | 'Ĭ' | 'Į' | 'İ' => "I",
        'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'Ĳ' => "IJ",
        'ĳ' => "ij",
        'Ĵ' => "J",
        'ĵ' => "j",
        'Ķ' => "K",
        'ķ' | 'ĸ' => "k",
        'Ĺ' | 'Ļ' | 'Ľ' | 'Ŀ' | 'Ł' => "L",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'Ń' | 'Ņ' | 'Ň' | 'Ŋ' => "N",
        'ń' | 'ņ' | 'ň' | 'ŉ' | 'ŋ' => "n",
        'Ō' | 'Ŏ' | 'Ő' => "O",
        'ō' | 'ŏ' | 'ő' => "o",
        'Œ' => "OE",
        'œ' => "oe",
        'Ŕ' | 'Ŗ' | 'Ř' => "R",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'Ś' | 'Ŝ' | 'Ş' | 'Š' => "S",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ſ' => "s",
        'Ţ' | 'Ť' | 'Ŧ' => "T",
        'ţ' | 'ť' | 'ŧ' => "t",
        'Ũ' | 'Ū' | 'Ŭ' | 'Ů' | 'Ű' | 'Ų' => "U",
        'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'Ŵ' => "W",
        'ŵ' => "w",
        'Ŷ' | 'Ÿ' => "Y",
        'ŷ' => "y",
        'Ź' | 'Ż' | 'Ž' => "Z",
        'ź' | 'ż' | 'ž' => "z",
        // Latin Extended-B (Romanian).
        'Ș' => "S",
        'ș' => "s",
        'Ț' => "T",
        'ț' => "t",
        // Currency signs.
        '€' => "E",
        '£' => "",
        // Vietnamese: unmarked horn letters, then grave, hook, tilde, acute
        // and dot below.
        'Ơ' => "O",
        'ơ' => "o",
        'Ư' => "U",
        'ư' => "u",
        'Ầ' | 'Ằ' | 'Ả' | 'Ẩ' | 'Ẳ' | 'Ẫ' | 'Ẵ' | 'Ấ' | 'Ắ' | 'Ạ' | 'Ậ' | 'Ặ' => {
            "A"
        }
        'ầ' | 'ằ' | 'ả' | 'ẩ' | 'ẳ' | 'ẫ' | 'ẵ' | 'ấ' | 'ắ' | 'ạ' | 'ậ' | 'ặ' => {
            "a"
        }
        'Ề' | 'Ẻ' | 'Ể' | 'Ẽ' | 'Ễ' | 'Ế' | 'Ẹ' | 'Ệ' => "E",
        'ề' | 'ẻ' | 'ể' | 'ẽ' | 'ễ' | 'ế' | 'ẹ' | 'ệ' => "e",
        'Ỉ' | 'Ị' => "I",
        'ỉ' | 'ị' => "i",
        'Ồ' | 'Ờ' | 'Ỏ' | 'Ổ' | 'Ở' | 'Ỗ' | 'Ỡ' | 'Ố' | 'Ớ' | 'Ọ' | 'Ộ' | 'Ợ' => {
            "O"
        }
        'ồ' | 'ờ' | 'ỏ' | 'ổ' | 'ở' | 'ỗ' | 'ỡ' | 'ố' | 'ớ' | 'ọ' | 'ộ' | 'ợ' => {
            "o"
        }
        'Ừ' | 'Ủ' | 'Ử' | 'Ữ' | 'Ứ' | 'Ụ' | 'Ự' => "U",
        'ừ' | 'ủ' | 'ử' | 'ữ' | 'ứ' | 'ụ' | 'ự' => "u",
        'Ỳ' | 'Ỷ' | 'Ỹ' | 'Ỵ' => "Y",
        'ỳ' | 'ỷ' | 'ỹ' | 'ỵ' => "y",
        // Hanyu Pinyin.
        'ɑ' => "a",
        'Ǎ' => "A",
        'ǎ' => "a",
        'Ǐ' => "I",
        'ǐ' => "i",
        'Ǒ' => "O",
        'ǒ' => "o",
        'Ǔ' | 'Ǖ' | 'Ǘ' | 'Ǚ' | 'Ǜ' => "U",
        'ǔ' | 'ǖ' | 'ǘ' | 'ǚ' | 'ǜ' => "u",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_byte_limit_never_leaves_half_an_octet() {
        let title = format!("{}%C3%A9", "a".repeat(195));
        let slug = sanitize_title(&title);
        assert_eq!(slug, format!("{}%c3a", "a".repeat(195)));
        assert_eq!(sanitize_title(&slug), slug);
    }

    #[test]
    fn basic_titles() {
        assert_eq!(sanitize_title("Jazz Night!"), "jazz-night");
        assert_eq!(sanitize_title("v1.2 release"), "v1-2-release");
        assert_eq!(sanitize_title("<b>Bold</b> move"), "bold-move");
        assert_eq!(sanitize_title("   "), "");
        assert_eq!(sanitize_title(""), "");
        assert_eq!(sanitize_title("  --Hello,   World--  "), "hello-world");
        assert_eq!(
            sanitize_title("snake_case\tand\nlines"),
            "snake_caseandlines"
        );
        assert_eq!(sanitize_title("A/B test"), "a-b-test");
    }

    #[test]
    fn accents_are_folded() {
        assert_eq!(
            sanitize_title("Fête de la Musique — 2025"),
            "fete-de-la-musique-2025"
        );
        assert_eq!(
            sanitize_title("Ærø Łódź Œuvre ñandú Ça"),
            "aero-lodz-oeuvre-nandu-ca"
        );
        assert_eq!(sanitize_title("Über Straße Köln"), "uber-strase-koln");
        assert_eq!(sanitize_title("Țară Șes"), "tara-ses");
        assert_eq!(sanitize_title("Phở Hà Nội"), "pho-ha-noi");
        assert_eq!(sanitize_title("€5 £5"), "e5-5");
        // A combining accent is dropped rather than encoded.
        assert_eq!(sanitize_title("Cafe\u{301}"), "cafe");
    }

    #[test]
    fn other_scripts_are_percent_encoded() {
        assert_eq!(
            sanitize_title("Москва"),
            "%d0%bc%d0%be%d1%81%d0%ba%d0%b2%d0%b0"
        );
        assert_eq!(sanitize_title("東京 2025"), "%e6%9d%b1%e4%ba%ac-2025");
    }

    #[test]
    fn punctuation_entities_and_special_spaces() {
        assert_eq!(sanitize_title("Tom &amp; Jerry"), "tom-jerry");
        assert_eq!(sanitize_title("a&nbsp;b&ndash;c&#8212;d"), "a-b-c-d");
        assert_eq!(
            sanitize_title("a\u{a0}b\u{2013}c\u{2014}d\u{2009}e"),
            "a-b-c-d-e"
        );
        assert_eq!(sanitize_title("“Quoted” «text»…™"), "quoted-text");
        assert_eq!(sanitize_title("zero\u{200b}width"), "zerowidth");
        assert_eq!(sanitize_title("2×2"), "2x2");
        // WordPress's entity pattern runs to the next semicolon.
        assert_eq!(sanitize_title("fish & chips; peas"), "fish-peas");
        assert_eq!(sanitize_title("fish & chips\n; peas"), "fish-chips-peas");
    }

    #[test]
    fn percent_signs_and_existing_octets() {
        assert_eq!(sanitize_title("50% off"), "50-off");
        assert_eq!(sanitize_title("caf%C3%A9 100%25"), "caf%c3%a9-100%25");
        assert_eq!(sanitize_title("%zz%4"), "zz4");
        assert_eq!(sanitize_title("a%C2%A0b"), "a-b");
    }

    #[test]
    fn length_is_capped_at_200_bytes_on_character_boundaries() {
        assert_eq!(sanitize_title(&"a".repeat(300)), "a".repeat(200));

        let cyrillic = sanitize_title(&"ж".repeat(100));
        assert_eq!(cyrillic, "%d0%b6".repeat(33));

        let emoji = sanitize_title(&"😀".repeat(30));
        assert_eq!(emoji, "%f0%9f%98%80".repeat(16));
        assert_eq!(emoji.len(), 192);
    }

    #[test]
    fn suffixes() {
        assert_eq!(with_suffix("jazz-night", 2), "jazz-night-2");
        assert_eq!(with_suffix("", 3), "-3");

        let long = with_suffix(&"a".repeat(200), 12);
        assert_eq!(long, format!("{}-12", "a".repeat(197)));

        // 33 two-byte characters take 198 bytes: "-7" still fits, "-10"
        // costs a whole character rather than half of one.
        let encoded = "%d0%b6".repeat(33);
        assert_eq!(with_suffix(&encoded, 7), format!("{encoded}-7"));
        assert_eq!(
            with_suffix(&encoded, 10),
            format!("{}-10", "%d0%b6".repeat(32))
        );

        // A dash left at the cut point is not doubled.
        let dashed = format!("{}-bb", "a".repeat(197));
        assert_eq!(with_suffix(&dashed, 2), format!("{}-2", "a".repeat(197)));
    }

    #[test]
    fn numbered_forms_share_one_prefix() {
        assert_eq!(numbered_prefix("jazz-night"), "jazz-night-");
        assert_eq!(numbered_prefix("gala-"), "gala-");
        let long = "a".repeat(200);
        assert_eq!(numbered_prefix(&long), "a".repeat(189));
        for n in [2, 10, 999, u32::MAX] {
            assert!(with_suffix(&long, n).starts_with(&numbered_prefix(&long)));
        }
    }

    #[test]
    fn truncation_handles_raw_and_malformed_input() {
        assert_eq!(truncate_encoded("ééé", 4), "éé");
        assert_eq!(truncate_encoded("%zz%d0", 4), "%zz");
        assert_eq!(truncate_encoded("ab%e6%9d%b1", 10), "ab");
        assert_eq!(truncate_encoded("%80%80", 3), "%80");
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Titles mixing what the tables handle: accents, dashes and spaces WordPress
    /// rewrites, tags, entities, encoded octets, and arbitrary text.
    fn title() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            any::<String>(),
            "[a-zA-Z0-9 ._/-]{0,12}",
            Just("é".to_string()),
            Just("Straße".to_string()),
            Just("\u{a0}".to_string()),
            Just("–".to_string()),
            Just("&nbsp;".to_string()),
            Just("&amp;".to_string()),
            Just("<b>".to_string()),
            Just("%C3%A9".to_string()),
            Just("%".to_string()),
            Just("日本".to_string()),
        ];
        prop::collection::vec(piece, 0..12).prop_map(|parts| parts.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn slugs_use_only_slug_characters(title in title()) {
            let slug = sanitize_title(&title);
            prop_assert!(slug.len() <= MAX_SLUG_BYTES, "{} bytes", slug.len());
            prop_assert!(
                slug.bytes().all(|b| matches!(b, b'%' | b'_' | b'-' | b'a'..=b'z' | b'0'..=b'9')),
                "{slug}"
            );
            prop_assert!(!slug.starts_with('-') && !slug.ends_with('-') && !slug.contains("--"), "{slug}");
        }

        /// A slug the API gave out, sent back as a `slug` argument, stays the same.
        #[test]
        fn slugs_are_already_sanitized(title in title()) {
            let slug = sanitize_title(&title);
            prop_assert_eq!(sanitize_title(&slug), slug);
        }

        /// Callers suffix non-empty slugs only (an empty one is replaced by the ID).
        #[test]
        fn suffixed_slugs_fit_and_end_with_the_number(title in title(), n in 2u32..100_000) {
            let base = sanitize_title(&title);
            prop_assume!(!base.is_empty());
            let suffixed = with_suffix(&base, n);
            let ending = format!("-{n}");
            prop_assert!(suffixed.len() <= MAX_SLUG_BYTES);
            prop_assert!(suffixed.ends_with(&ending));
            prop_assert_eq!(sanitize_title(&suffixed), suffixed);
        }

        /// One index range holds every numbered form of a slug.
        #[test]
        fn numbered_forms_start_with_the_numbered_prefix(title in title(), n in 2u32..) {
            let base = sanitize_title(&title);
            prop_assume!(!base.is_empty());
            let suffixed = with_suffix(&base, n);
            prop_assert!(suffixed.starts_with(&numbered_prefix(&base)), "{suffixed}");
        }
    }
}
