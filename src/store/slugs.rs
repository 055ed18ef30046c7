//! Free slugs, numbered as WordPress numbers them.

use crate::store::handle::WriteTx;
use crate::store::sql::Sql;

/// Numbered slugs asked for per query once a slug is taken.
const SLUG_ROUND: u32 = 64;

/// The first of `base`, `base-2`, `base-3`, ... that is free, as WordPress numbers
/// slugs. `taken_among` gives the query of the slugs in use, ending in `slug IN `,
/// for the candidates to be appended. Each round is indexed point lookups: the base
/// alone first (most slugs are free), then 64 numbers at a time, so a title used a
/// thousand times costs a few lookups rather than a scan of every row of its kind.
pub(crate) async fn first_free_slug(
    tx: &mut WriteTx,
    tenant: &str,
    base: &str,
    taken_among: impl Fn() -> Sql,
) -> Result<String, sqlx::Error> {
    let mut round = vec![base.to_string()];
    let mut next = 2;
    loop {
        let mut sql = taken_among();
        sql.push_list(round.iter().map(String::as_str));
        let taken: Vec<String> = tx.on(tenant).await?.scalars(sql).await?;
        if let Some(free) = round.into_iter().find(|c| !taken.contains(c)) {
            return Ok(free);
        }
        round = (next..next + SLUG_ROUND)
            .map(|n| crate::domain::slug::with_suffix(base, n))
            .collect();
        next += SLUG_ROUND;
    }
}
