//! Event cost: storage form and REST rendering.
//!
//! Owns how the free-text cost a client sends is stored (joined text plus an
//! inferred currency symbol and position) and how it is rendered into the
//! `cost` string and `cost_details` object of a TEC event.
//!
//! Mirrors The Events Calendar's `Tribe__Cost_Utils`: the currency symbol is
//! inferred from the text around the numbers and dropped when the parts
//! disagree, the rendered cost is the lowest value or a `low – high` range,
//! and a zero value reads "Free".

use serde::Serialize;

/// Cost as stored with an event.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StoredCost {
    /// The cost text as given, parts joined with `", "`.
    pub text: String,
    /// Inferred currency symbol, `""` when none or inconsistent.
    pub symbol: String,
    /// `"prefix"`, `"postfix"` or `""` when no symbol was inferred.
    pub position: String,
}

/// The `cost_details` object of a TEC event, in TEC's field order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostDetails {
    /// The stored symbol (may be `""`).
    pub currency_symbol: String,
    /// Always `""`: TEC fills it only from ticketing add-ons.
    pub currency_code: String,
    /// The stored position (may be `""`).
    pub currency_position: String,
    /// Every distinct number in the cost text, ascending, as numeric strings.
    pub values: Vec<String>,
}

/// Characters that separate numbers or wrap a symbol rather than being part
/// of it, e.g. the dash of `$10 - $20` or the comma of `free, 20$`.
const SEPARATORS: &[char] = &[
    '-', '\u{2013}', '\u{2014}', '~', ',', '.', ';', ':', '/', '(', ')', '+',
];

/// Builds the stored form of the cost strings a client sent (one string or
/// an array). Empty parts are dropped; a symbol is kept only when every part
/// that has one agrees on both symbol and position.
pub fn parse_cost(parts: &[String]) -> StoredCost {
    let kept: Vec<&str> = parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect();

    let mut found: Option<(String, &'static str)> = None;
    // TEC splits a comma list before inferring, so `20¥, 30$` disagrees.
    for piece in kept.iter().flat_map(|p| p.split(',')) {
        let Some(candidate) = piece_symbol(piece) else {
            continue;
        };
        match &found {
            None => found = Some(candidate),
            Some(existing) if *existing == candidate => {}
            Some(_) => {
                return StoredCost {
                    text: kept.join(", "),
                    ..StoredCost::default()
                };
            }
        }
    }

    let (symbol, position) = found.unwrap_or_default();
    StoredCost {
        text: kept.join(", "),
        symbol,
        position: position.to_owned(),
    }
}

/// The symbol written next to the numbers of one piece of cost text, if any.
/// A prefix symbol wins when a piece has both (`$10 USD`).
fn piece_symbol(piece: &str) -> Option<(String, &'static str)> {
    let first = piece.find(|c: char| c.is_ascii_digit())?;
    let last = piece.rfind(|c: char| c.is_ascii_digit())?;
    let before = piece[..first].trim_end();
    let after = piece[last + 1..].trim_start();

    let prefix = before.rsplit(char::is_whitespace).next().map(clean_token);
    if let Some(sym) = prefix.filter(|t| is_symbol(t)) {
        return Some((sym.to_owned(), "prefix"));
    }
    let postfix = after.split(char::is_whitespace).next().map(clean_token);
    postfix
        .filter(|t| is_symbol(t))
        .map(|sym| (sym.to_owned(), "postfix"))
}

fn clean_token(token: &str) -> &str {
    token.trim_matches(SEPARATORS)
}

/// Accepts currency signs (`$`, `€`, `R$`, `US$`, `₹`) and three-letter
/// uppercase codes (`USD`, `CHF`), but not words such as `From` or `to`,
/// which would otherwise be mistaken for a symbol.
fn is_symbol(token: &str) -> bool {
    if token.is_empty() {
        return false;
    }
    let has_sign = token
        .chars()
        .any(|c| c == '$' || (!c.is_ascii() && !c.is_alphanumeric()));
    let is_code = token.len() == 3 && token.bytes().all(|b| b.is_ascii_uppercase());
    has_sign || is_code
}

/// Every distinct number in a cost text, ascending.
///
/// `.` and `,` followed by exactly three digits are thousands separators
/// (`1,000`, `1.000`); followed by any other number of digits they are the
/// decimal separator (`12,50`, `12.5`). Signs are ignored because a `-`
/// between numbers is a range separator, not a minus.
pub fn values(text: &str) -> Vec<f64> {
    let bytes = text.as_bytes();
    let digit_at = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let sep_at = |i: usize| matches!(bytes.get(i), Some(b'.' | b','));

    let mut out: Vec<f64> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !digit_at(i) {
            i += 1;
            continue;
        }
        let mut number = String::new();
        while digit_at(i) {
            number.push(char::from(bytes[i]));
            i += 1;
        }
        while sep_at(i) && (1..=3).all(|k| digit_at(i + k)) && !digit_at(i + 4) {
            number.push_str(&text[i + 1..i + 4]);
            i += 4;
        }
        if sep_at(i) && digit_at(i + 1) {
            number.push('.');
            i += 1;
            while digit_at(i) {
                number.push(char::from(bytes[i]));
                i += 1;
            }
        }
        if let Ok(v) = number.parse::<f64>()
            && v.is_finite()
        {
            out.push(v);
        }
    }
    out.sort_by(f64::total_cmp);
    out.dedup();
    out
}

/// Renders the `cost` string and `cost_details` object of an event.
///
/// Without numbers the text is returned unchanged (`"Donation"`). Otherwise
/// the cost is the lowest value, followed by `" – "` and the highest when they
/// differ; zero reads `"Free"`, other values carry the stored symbol (or
/// `default_symbol` when none was inferred) at the stored position, prefix by
/// default. Decimals are kept as parsed: `12,50 €` renders `12.5€`.
pub fn render(stored: &StoredCost, default_symbol: &str) -> (String, CostDetails) {
    let nums = values(&stored.text);
    let details = CostDetails {
        currency_symbol: stored.symbol.clone(),
        currency_code: String::new(),
        currency_position: stored.position.clone(),
        values: nums.iter().map(|v| v.to_string()).collect(),
    };

    let cost = match (nums.first(), nums.last()) {
        (Some(&low), Some(&high)) => {
            let symbol = if stored.symbol.is_empty() {
                default_symbol
            } else {
                &stored.symbol
            };
            let postfix = stored.position == "postfix";
            let money = |v: f64| {
                if v == 0.0 {
                    "Free".to_owned()
                } else if postfix {
                    format!("{v}{symbol}")
                } else {
                    format!("{symbol}{v}")
                }
            };
            if high == low {
                money(low)
            } else {
                format!("{} \u{2013} {}", money(low), money(high))
            }
        }
        _ => stored.text.clone(),
    };
    (cost, details)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(parts: &[&str]) -> StoredCost {
        let parts: Vec<String> = parts.iter().map(|s| (*s).to_owned()).collect();
        parse_cost(&parts)
    }

    fn rendered(parts: &[&str]) -> (String, CostDetails) {
        render(&stored(parts), "$")
    }

    fn sym(parts: &[&str]) -> (String, String) {
        let s = stored(parts);
        (s.symbol, s.position)
    }

    fn pair(symbol: &str, position: &str) -> (String, String) {
        (symbol.to_owned(), position.to_owned())
    }

    #[test]
    fn text_joins_trimmed_non_empty_parts() {
        assert_eq!(stored(&[" 10$ ", "", "  ", "20$"]).text, "10$, 20$");
        assert_eq!(stored(&[]), StoredCost::default());
    }

    #[test]
    fn infers_symbol_and_position_like_tec() {
        assert_eq!(sym(&["foo"]), pair("", ""));
        assert_eq!(sym(&["2$"]), pair("$", "postfix"));
        assert_eq!(sym(&["$2"]), pair("$", "prefix"));
        assert_eq!(sym(&["$ 2"]), pair("$", "prefix"));
        assert_eq!(sym(&["2 $"]), pair("$", "postfix"));
        assert_eq!(sym(&["free, 20$, 30$"]), pair("$", "postfix"));
        assert_eq!(sym(&["free", "20$", "30$"]), pair("$", "postfix"));
        assert_eq!(sym(&["free", "20¥", "30$"]), pair("", ""));
        assert_eq!(sym(&["20¥, 30$"]), pair("", ""));
        assert_eq!(sym(&["free", "20¥"]), pair("¥", "postfix"));
        assert_eq!(sym(&["$10 - $20"]), pair("$", "prefix"));
        assert_eq!(sym(&["10 - 20 €"]), pair("€", "postfix"));
        assert_eq!(sym(&["10$", "$20"]), pair("", ""));
        assert_eq!(sym(&["From 10 to 20"]), pair("", ""));
        assert_eq!(sym(&["(€10)"]), pair("€", "prefix"));
        assert_eq!(sym(&["R$ 25"]), pair("R$", "prefix"));
        assert_eq!(sym(&["25 CHF"]), pair("CHF", "postfix"));
        assert_eq!(sym(&["10,-"]), pair("", ""));
    }

    #[test]
    fn extracts_numbers() {
        assert_eq!(values("12,50 €"), vec![12.5]);
        assert_eq!(values("1,000"), vec![1000.0]);
        assert_eq!(values("1,000,000.75"), vec![1_000_000.75]);
        assert_eq!(values("1.000,5"), vec![1000.5]);
        assert_eq!(values("10 - 20"), vec![10.0, 20.0]);
        assert_eq!(values("10-20"), vec![10.0, 20.0]);
        assert_eq!(values("20, 10, 20.00"), vec![10.0, 20.0]);
        assert_eq!(values("10, 20"), vec![10.0, 20.0]);
        assert_eq!(values("$5."), vec![5.0]);
        assert_eq!(values("Donation"), Vec::<f64>::new());
        assert_eq!(values(&"9".repeat(400)), Vec::<f64>::new());
    }

    #[test]
    fn postfix_single_value() {
        let (cost, details) = rendered(&["20$"]);
        assert_eq!(cost, "20$");
        assert_eq!(
            details,
            CostDetails {
                currency_symbol: "$".into(),
                currency_code: String::new(),
                currency_position: "postfix".into(),
                values: vec!["20".into()],
            }
        );
    }

    #[test]
    fn zero_renders_free_in_a_range() {
        let (cost, details) = rendered(&["0$", "20$", "30$"]);
        assert_eq!(cost, "Free \u{2013} 30$");
        assert_eq!(details.values, ["0", "20", "30"]);
        assert_eq!(rendered(&["0"]).0, "Free");
    }

    #[test]
    fn prefix_range() {
        assert_eq!(rendered(&["$10 - $20"]).0, "$10 \u{2013} $20");
        assert_eq!(rendered(&["$10 - $10"]).0, "$10");
    }

    #[test]
    fn text_without_numbers_is_kept() {
        let (cost, details) = rendered(&["Donation"]);
        assert_eq!(cost, "Donation");
        assert!(details.values.is_empty());
        assert_eq!(details.currency_symbol, "");
        assert_eq!(rendered(&[]).0, "");
    }

    #[test]
    fn decimals_render_without_trailing_zeros() {
        let (cost, details) = rendered(&["12,50 €"]);
        assert_eq!(cost, "12.5€");
        assert_eq!(details.values, ["12.5"]);
        assert_eq!(rendered(&["$12.00"]).0, "$12");
    }

    #[test]
    fn default_symbol_fills_in_when_none_stored() {
        assert_eq!(render(&stored(&["15"]), "€").0, "€15");
        // Mixed symbols are dropped, so the default applies.
        assert_eq!(render(&stored(&["20¥", "30$"]), "£").0, "£20 \u{2013} £30");
    }

    #[test]
    fn details_serialise_in_tec_order() {
        let (_, details) = rendered(&["$5"]);
        assert_eq!(
            serde_json::to_string(&details).unwrap(),
            r#"{"currency_symbol":"$","currency_code":"","currency_position":"prefix","values":["5"]}"#
        );
    }
}
