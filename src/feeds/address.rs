//! The addresses the plugin serves its iCalendar feeds at, below a variant's site root:
//! `/events/`, `/events/category/{slug}/` (a child category's path names its parents
//! first), `/events/tag/{slug}/` and `/event/{slug}/`, each with `ical` (or Outlook's
//! `outlook-ical`) in its query; `?tribe_events_cat={slug}` names a category on the
//! list's address. As WordPress matches its rewrite rules, the path is matched
//! case-sensitively, with or without its trailing slash.

use serde_json::{Map, Value};

use crate::domain::slug::sanitize_title;

/// What a feed holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Feed {
    /// The events list (`/events/`), possibly narrowed by its query.
    List,
    /// One category and its descendants, by the category's slug.
    Category(String),
    /// One tag, by its slug.
    Tag(String),
    /// One event, by its slug.
    Event(String),
}

impl Feed {
    /// The feed a request to `path` (below the variant's site root) with the query
    /// `params` asks for; `None` for a path that is no feed address, or a request
    /// without `ical` or `outlook-ical` (the plugin's pages, which this server does not
    /// serve).
    pub fn addressed(path: &str, params: &Map<String, Value>) -> Option<Feed> {
        if !params.contains_key("ical") && !params.contains_key("outlook-ical") {
            return None;
        }
        let path = path.strip_suffix('/').unwrap_or(path);
        let segments: Vec<&str> = path.strip_prefix('/')?.split('/').collect();
        let slug = |raw: &str| Some(sanitize_title(raw)).filter(|s| !s.is_empty());
        // WP parity: a query variable wins over the one the path gives.
        let asked_category = params.get("tribe_events_cat").and_then(Value::as_str);
        match segments.as_slice() {
            ["events"] => Some(match asked_category {
                Some(category) => Feed::Category(sanitize_title(category)),
                None => Feed::List,
            }),
            ["events", "category", path @ ..] if !path.is_empty() && !path.contains(&"") => {
                slug(asked_category.unwrap_or(path.last()?)).map(Feed::Category)
            }
            ["events", "tag", tag] => slug(tag).map(Feed::Tag),
            ["event", event] => slug(event).map(Feed::Event),
            _ => None,
        }
    }

    /// The feed's own address below a variant's site root, as the plugin links to it.
    pub fn address(&self) -> String {
        match self {
            Feed::List => "/events/?ical=1".to_string(),
            Feed::Category(slug) => format!("/events/category/{slug}/?ical=1"),
            Feed::Tag(slug) => format!("/events/tag/{slug}/?ical=1"),
            Feed::Event(slug) => format!("/event/{slug}/?ical=1"),
        }
    }

    /// The route label of the feed in metrics and traces.
    pub fn route(&self) -> &'static str {
        match self {
            Feed::List => "ical /events/",
            Feed::Category(_) => "ical /events/category/{slug}/",
            Feed::Tag(_) => "ical /events/tag/{slug}/",
            Feed::Event(_) => "ical /event/{slug}/",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::extract::parse_query;

    fn feed(path: &str, query: &str) -> Option<Feed> {
        Feed::addressed(path, &parse_query(query))
    }

    #[test]
    fn the_plugins_addresses() {
        assert_eq!(feed("/events/", "ical=1"), Some(Feed::List));
        assert_eq!(feed("/events", "ical=1"), Some(Feed::List));
        assert_eq!(feed("/events/", "outlook-ical=1"), Some(Feed::List));
        assert_eq!(feed("/events/", "ical"), Some(Feed::List));
        assert_eq!(
            feed("/events/category/music/", "ical=1"),
            Some(Feed::Category("music".into()))
        );
        assert_eq!(
            feed("/events/category/music/jazz/", "ical=1"),
            Some(Feed::Category("jazz".into()))
        );
        assert_eq!(
            feed("/events/", "ical=1&tribe_events_cat=Jazz"),
            Some(Feed::Category("jazz".into()))
        );
        assert_eq!(
            feed("/events/category/music/", "ical=1&tribe_events_cat=jazz"),
            Some(Feed::Category("jazz".into())),
            "the query's category wins, as in WordPress"
        );
        assert_eq!(
            feed("/events/tag/free", "ical=1"),
            Some(Feed::Tag("free".into()))
        );
        assert_eq!(
            feed("/event/jazz-night/", "ical=1&tribe-bar-date=2030-01-01"),
            Some(Feed::Event("jazz-night".into()))
        );
        assert_eq!(
            feed("/event/caf%C3%A9/", "ical=1"),
            Some(Feed::Event("caf%c3%a9".into())),
            "slugs as WordPress stores them"
        );
    }

    #[test]
    fn each_feed_has_one_address() {
        for (feed, address) in [
            (Feed::List, "/events/?ical=1"),
            (
                Feed::Category("jazz".into()),
                "/events/category/jazz/?ical=1",
            ),
            (Feed::Tag("free".into()), "/events/tag/free/?ical=1"),
            (Feed::Event("gala".into()), "/event/gala/?ical=1"),
        ] {
            assert_eq!(feed.address(), address);
            let (path, query) = address.split_once('?').expect("query");
            assert_eq!(Feed::addressed(path, &parse_query(query)), Some(feed));
        }
    }

    #[test]
    fn other_paths_and_queries_are_no_feed() {
        assert_eq!(feed("/events/", ""), None);
        assert_eq!(feed("/events/", "icalendar=1"), None);
        assert_eq!(feed("/Events/", "ical=1"), None);
        assert_eq!(feed("/events/list/", "ical=1"), None);
        assert_eq!(feed("/events/category/", "ical=1"), None);
        assert_eq!(feed("/events/category//x/", "ical=1"), None);
        assert_eq!(feed("/events/tag/a/b/", "ical=1"), None);
        assert_eq!(feed("/event/", "ical=1"), None);
        assert_eq!(feed("/", "ical=1"), None);
        assert_eq!(feed("", "ical=1"), None);
        assert_eq!(feed("/wp-json/tribe/events/v1/events", "ical=1"), None);
    }
}
