//! Free slugs, numbered as WordPress numbers them.

use std::collections::HashSet;

use crate::domain::slug::{numbered_prefix, with_suffix};
use crate::store::error::StoreError;
use crate::store::handle::WriteTx;
use crate::store::sql::Sql;

/// A slug and every numbered form of it (`gala`, `gala-2`, `gala-3`, ...), as a
/// condition on a column: one range of the column's index, since every numbered form
/// starts alike ([`numbered_prefix`]) and the slug sorts just before them (or among
/// them). Of the other slugs in the range (`gala-dinner`), those that are no number
/// after the prefix are left out where the prefix ends the slug's own part.
pub(crate) struct Numbered {
    base: String,
    from: String,
    /// The least text after every text that starts with the numbered forms' prefix,
    /// when there is one.
    to: Option<String>,
    /// Where the number starts, in characters from 1 as `SUBSTR` counts them, when
    /// every numbered form is the prefix and a number.
    number_at: Option<usize>,
}

impl Numbered {
    fn of(base: &str) -> Numbered {
        let prefix = numbered_prefix(base);
        Numbered {
            base: base.to_string(),
            to: after_prefix(&prefix),
            number_at: prefix.ends_with('-').then(|| prefix.chars().count() + 1),
            from: prefix.min(base.to_string()),
        }
    }

    /// Appends `(column >= from AND column < to AND (column = base OR the rest after
    /// the prefix is digits))`. Slugs compare by their bytes on both backends
    /// (PostgreSQL's are `COLLATE "C"`).
    pub(crate) fn push(&self, sql: &mut Sql, column: &str) {
        sql.push(format!("({column} >= "))
            .push_bind(self.from.as_str());
        if let Some(to) = &self.to {
            sql.push(format!(" AND {column} < ")).push_bind(to.as_str());
        }
        if let Some(at) = self.number_at {
            sql.push(format!(" AND ({column} = "))
                .push_bind(self.base.as_str())
                .push(format!(
                    " OR LTRIM(SUBSTR({column}, {at}), '0123456789') = '')"
                ));
        }
        sql.push(")");
    }
}

/// The least text greater than every text that starts with `prefix`: its last
/// character raised by one. `None` when every text does (`prefix` empty) or no
/// character follows the last one.
fn after_prefix(prefix: &str) -> Option<String> {
    let mut chars: Vec<char> = prefix.chars().collect();
    let last = chars.pop()?;
    let next = char::from_u32(u32::from(last) + 1)?;
    chars.push(next);
    Some(chars.into_iter().collect())
}

/// The first of `base`, `base-2`, `base-3`, ... not in `taken`.
fn first_not_taken(base: &str, taken: &HashSet<String>) -> String {
    if !taken.contains(base) {
        return base.to_string();
    }
    // Among `taken.len() + 1` numbers one is free, so this ends.
    (2..)
        .map(|n| with_suffix(base, n))
        .find(|candidate| !taken.contains(candidate))
        .unwrap_or_else(|| base.to_string())
}

/// The first of `base`, `base-2`, `base-3`, ... that is free, as WordPress numbers
/// slugs, with one query: `taken` gives the query of the slugs in use among those
/// [`Numbered`] names (one range of an index however many are taken), and the
/// numbering happens here. WordPress looks each number up in turn; a title used a
/// thousand times would cost a thousand lookups.
pub(crate) async fn first_free_slug(
    tx: &mut WriteTx,
    tenant: &str,
    base: &str,
    taken: impl FnOnce(&Numbered) -> Sql,
) -> Result<String, StoreError> {
    let sql = taken(&Numbered::of(base));
    let taken: HashSet<String> = tx
        .on(tenant)
        .await?
        .scalars::<String>(sql)
        .await?
        .into_iter()
        .collect();
    Ok(first_not_taken(base, &taken))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taken(slugs: &[&str]) -> HashSet<String> {
        slugs.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn numbering_takes_the_first_free_number() {
        assert_eq!(first_not_taken("gala", &taken(&[])), "gala");
        assert_eq!(first_not_taken("gala", &taken(&["gala-2"])), "gala");
        assert_eq!(
            first_not_taken("gala", &taken(&["gala", "gala-2", "gala-4"])),
            "gala-3"
        );
        let crowded: Vec<String> = std::iter::once("gala".to_string())
            .chain((2..=1000).map(|n| format!("gala-{n}")))
            .collect();
        let crowded: Vec<&str> = crowded.iter().map(String::as_str).collect();
        assert_eq!(first_not_taken("gala", &taken(&crowded)), "gala-1001");
    }

    #[test]
    fn the_range_holds_the_slug_and_its_numbered_forms() {
        assert_eq!(after_prefix("gala-").as_deref(), Some("gala."));
        assert_eq!(after_prefix(""), None);
        for base in ["gala", "gala-", &"a".repeat(200)] {
            let numbered = Numbered::of(base);
            let to = numbered.to.as_deref().unwrap_or("");
            let inside = |slug: &str| numbered.from.as_str() <= slug && slug < to;
            assert!(inside(base), "{base}");
            for n in [2, 10, 12345] {
                assert!(inside(&with_suffix(base, n)), "{base} {n}");
            }
        }
        let gala = Numbered::of("gala");
        assert_eq!(gala.number_at, Some(6), "after `gala-`");
        assert_eq!(
            Numbered::of(&"a".repeat(200)).number_at,
            None,
            "cut by the number"
        );
        for outside in ["gal", "gala.", "galb", "gala2", "fete"] {
            assert!(
                !(gala.from.as_str() <= outside && outside < gala.to.as_deref().unwrap_or("")),
                "{outside}"
            );
        }
    }
}
