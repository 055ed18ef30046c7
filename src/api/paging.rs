//! Pages of a list: WordPress's clamping, the addresses of neighbouring pages, and the
//! body of a page of events, venues or organizers.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// Page numbers of a list request after WordPress's clamping.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paging {
    pub page: i64,
    pub per_page: i64,
}

/// Lists never return more than this many items per page.
pub const MAX_PER_PAGE: i64 = 50;

impl Paging {
    pub fn new(page: i64, per_page: i64) -> Self {
        Paging {
            page: page.max(1),
            per_page: per_page.clamp(1, MAX_PER_PAGE),
        }
    }
    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.per_page)
    }
    pub fn total_pages(&self, total: i64) -> i64 {
        (total + self.per_page - 1) / self.per_page
    }
}

/// A page of events, venues or organizers: the items under the kind's plural key, then
/// the page's addresses and counts.
pub struct PostPage<V> {
    pub plural: &'static str,
    pub items: Vec<V>,
    pub rest_url: String,
    pub next_rest_url: Option<String>,
    pub previous_rest_url: Option<String>,
    pub total: i64,
    pub total_pages: i64,
}

impl<V: Serialize> Serialize for PostPage<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry(self.plural, &self.items)?;
        m.serialize_entry("rest_url", &self.rest_url)?;
        if let Some(next) = &self.next_rest_url {
            m.serialize_entry("next_rest_url", next)?;
        }
        if let Some(previous) = &self.previous_rest_url {
            m.serialize_entry("previous_rest_url", previous)?;
        }
        m.serialize_entry("total", &self.total)?;
        m.serialize_entry("total_pages", &self.total_pages)?;
        m.end()
    }
}

/// Query string of a list's `rest_url`: the effective arguments in WordPress's order,
/// URL-encoded.
pub fn query_string(pairs: &[(&str, String)]) -> String {
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        out.append_pair(k, v);
    }
    out.finish()
}

/// `rest_url`, `next_rest_url` and `previous_rest_url` of a post list page. The
/// neighbours move `page` to the end, and the first page is addressed without it.
pub fn page_links(
    collection: &str,
    pairs: &[(&str, String)],
    paging: Paging,
    total: i64,
) -> (String, Option<String>, Option<String>) {
    let without_page: Vec<(&str, String)> = pairs
        .iter()
        .filter(|(k, _)| *k != "page")
        .cloned()
        .collect();
    let link = |page: i64| {
        let mut p = without_page.clone();
        if page > 1 {
            p.push(("page", page.to_string()));
        }
        let q = query_string(&p);
        if q.is_empty() {
            format!("{collection}/")
        } else {
            format!("{collection}/?{q}")
        }
    };
    let rest_url = format!("{collection}/?{}", query_string(pairs));
    let total_pages = paging.total_pages(total);
    let next = (paging.page < total_pages).then(|| link(paging.page + 1));
    let previous =
        (paging.page > 1 && paging.page - 1 <= total_pages.max(1)).then(|| link(paging.page - 1));
    (rest_url, next, previous)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_clamps_and_counts() {
        let p = Paging::new(3, 100);
        assert_eq!(p.per_page, 50);
        assert_eq!(p.offset(), 100);
        assert_eq!(Paging::new(1, 10).total_pages(0), 0);
        assert_eq!(Paging::new(1, 10).total_pages(21), 3);
    }

    #[test]
    fn neighbour_links_move_page_last() {
        let pairs = [
            ("page", "2".to_string()),
            ("per_page", "10".to_string()),
            ("start_date", "2025-01-01 00:00:00".to_string()),
        ];
        let (rest, next, prev) = page_links("http://x/events", &pairs, Paging::new(2, 10), 35);
        assert_eq!(
            rest,
            "http://x/events/?page=2&per_page=10&start_date=2025-01-01+00%3A00%3A00"
        );
        assert_eq!(
            next.as_deref(),
            Some("http://x/events/?per_page=10&start_date=2025-01-01+00%3A00%3A00&page=3")
        );
        assert_eq!(
            prev.as_deref(),
            Some("http://x/events/?per_page=10&start_date=2025-01-01+00%3A00%3A00")
        );
        let (_, next, prev) = page_links("http://x/events", &pairs, Paging::new(4, 10), 35);
        assert_eq!(next, None);
        assert!(prev.is_some_and(|p| p.ends_with("page=3")));
    }
}
