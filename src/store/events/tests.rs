//! The list filter's statements, the day-window counts and the record's decoding.

use super::count::{DayWindow, EndCut, hour_of, push_count};
use super::filter::{EventFilter, Protected, day_of, start_days};
use super::record::{CountedEvent, EVENT_COLUMNS, EventRecord, IdList};
use crate::store::direct::{Columns, Layout};
use crate::store::search::{StartDays, TextIndex};
use crate::store::sql::Sql;
use crate::store::translations::LanguageChain;

/// The count of `f`'s matches as `index`'s backend runs it.
fn count_statement(f: &EventFilter, index: TextIndex) -> String {
    let mut qb = Sql::default();
    push_count(&mut qb, "t", f, index);
    qb.text().to_string()
}

#[test]
fn a_count_reads_the_posts_only_for_what_the_event_row_lacks() {
    let search = EventFilter {
        search_words: vec!["gala".into()],
        ..EventFilter::default()
    };
    let categories = EventFilter {
        category_ids: Some(vec![4]),
        ..EventFilter::default()
    };
    let own = |f: &EventFilter| EventFilter {
        protected: Protected::Own {
            author: 3,
            published_too: false,
        },
        ..f.clone()
    };
    let translated = EventFilter {
        text_languages: Some(LanguageChain {
            chain: vec!["fr".into()],
            default: "en".into(),
        }),
        ..search.clone()
    };
    let drafts_too = EventFilter {
        published_or_author: Some(3),
        ..EventFilter::default()
    };
    for (f, index, reads_posts) in [
        // The event row carries its post's text and whether the post has a password.
        (&search, TextIndex::Trigram, false),
        (&search, TextIndex::Fts5, false),
        (&categories, TextIndex::Trigram, false),
        (&categories, TextIndex::Fts5, false),
        // A variant's text per language is over the post and its translations.
        (&translated, TextIndex::Trigram, true),
        (&translated, TextIndex::Fts5, true),
        // An author's own protected events are told by the post's author.
        (&own(&search), TextIndex::Trigram, true),
        (&own(&categories), TextIndex::Fts5, true),
        (&drafts_too, TextIndex::Trigram, true),
    ] {
        let sql = count_statement(f, index);
        assert_eq!(sql.contains("JOIN posts p"), reads_posts, "{sql}");
        assert_eq!(sql.contains("p."), reads_posts, "{sql}");
    }
    for f in [&search, &categories] {
        let sql = count_statement(f, TextIndex::Trigram);
        assert!(sql.contains("e.password_protected = FALSE"), "{sql}");
        let everything = EventFilter {
            protected: Protected::All,
            ..f.clone()
        };
        let sql = count_statement(&everything, TextIndex::Trigram);
        assert!(!sql.contains("password"), "{sql}");
    }
}

#[test]
fn link_ids_read_back_in_order() {
    assert_eq!(IdList::try_from(None), Ok(IdList(Vec::new())));
    assert_eq!(IdList::try_from(Some("12".into())), Ok(IdList(vec![12])));
    assert_eq!(
        IdList::try_from(Some("7,3,12".into())),
        Ok(IdList(vec![7, 3, 12]))
    );
    assert!(IdList::try_from(Some("7,x".into())).is_err());
}

#[test]
fn a_window_takes_its_tightest_bounds_and_their_days() {
    let filter = EventFilter {
        start_min: Some("2031-01-03 10:00:00".into()),
        starts_after: Some("2031-01-03 10:00:00".into()),
        end_max: Some("2031-01-09 12:00:00".into()),
        starts_before: Some("2031-01-20 00:00:00".into()),
        ..EventFilter::default()
    };
    let window = DayWindow::of(&filter).expect("dates only");
    let lower = window.lower.expect("lower");
    assert_eq!(
        (lower.value, lower.inclusive),
        ("2031-01-03 10:00:00", false)
    );
    let upper = window.upper.expect("upper");
    assert_eq!(
        (upper.value, upper.inclusive),
        ("2031-01-09 12:00:00", true)
    );
    assert_eq!(
        (window.after(), window.before()),
        (Some("2031-01-03"), Some("2031-01-09"))
    );
    assert_eq!(window.ends_by(), Some("2031-01-09"));
    assert_eq!(window.counted_after(), Some("2031-01-03"));
}

#[test]
fn the_days_ending_late_are_bounded_by_the_earliest_end_and_the_latest_ends_after() {
    let filter = EventFilter {
        start_min: Some("2031-01-03 10:00:00".into()),
        ends_after: Some("2031-01-05 08:00:00".into()),
        end_max: Some("2031-01-20 12:00:00".into()),
        ends_before: Some("2031-01-18 00:00:00".into()),
        ..EventFilter::default()
    };
    let window = DayWindow::of(&filter).expect("dates only");
    assert_eq!(window.ends_by(), Some("2031-01-18"));
    assert_eq!(window.before(), Some("2031-01-18"));
    assert_eq!(window.counted_after(), Some("2031-01-05"));
    let open = EventFilter {
        start_min: Some("2031-01-03 10:00:00".into()),
        ..EventFilter::default()
    };
    let window = DayWindow::of(&open).expect("dates only");
    assert_eq!((window.ends_by(), window.before()), (None, None));
}

#[test]
fn the_end_cut_passes_a_day_whose_last_second_is_within_the_bounds() {
    // The cut, as whether it passes the day of the bound and as a bound.
    let cut = |end_max: Option<&str>, ends_before: Option<&str>| {
        let filter = EventFilter {
            start_min: Some("2031-01-03 10:00:00".into()),
            end_max: end_max.map(Into::into),
            ends_before: ends_before.map(Into::into),
            ..EventFilter::default()
        };
        let window = DayWindow::of(&filter).expect("dates only");
        window
            .end_cut()
            .map(|cut| (matches!(cut, EndCut::AfterDay(_)), cut.bound()))
    };
    let (day, after_day) = ("2031-01-17".to_owned(), "2031-01-17 24".to_owned());
    assert_eq!(
        cut(Some("2031-01-17 23:59:59"), None),
        Some((true, after_day.clone()))
    );
    assert_eq!(
        cut(Some("2031-01-17 23:59:58"), None),
        Some((false, day.clone()))
    );
    assert_eq!(
        cut(None, Some("2031-01-17 23:59:59")),
        Some((false, day.clone())),
        "an exclusive bound leaves the last second out"
    );
    assert_eq!(
        cut(Some("2031-01-17 23:59:59"), Some("2031-01-17 12:00:00")),
        Some((false, day.clone())),
        "the tightest bound decides"
    );
    assert_eq!(cut(None, None), None);
    // After every end on the day, before the next day, as date-times and as days.
    assert!(after_day.as_str() > "2031-01-17 23:59:59" && after_day > day);
    assert!(after_day.as_str() < "2031-01-18" && after_day.as_str() < "2031-01-18 00:00:00");
}

#[test]
fn the_edge_days_count_by_the_hour_unless_a_bound_on_the_end_reaches_into_them() {
    let window = EventFilter {
        start_min: Some("2031-01-03 10:20:00".into()),
        end_max: Some("2031-01-17 10:20:00".into()),
        ..EventFilter::default()
    };
    let hours = DayWindow::of(&window).expect("dates only");
    assert_eq!(hours.first_day_hour(), Some("2031-01-03 10"));
    assert_eq!(hours.last_day_hour(), Some("2031-01-17 10"));
    // A bound on the start tighter than the one on the end: the last day's events
    // that end within the window are not all that start within it.
    let starts_before = EventFilter {
        starts_before: Some("2031-01-17 10:20:00".into()),
        ..window.clone()
    };
    let tighter = DayWindow::of(&starts_before).expect("dates only");
    assert_eq!(tighter.last_day_hour(), None);
    assert_eq!(tighter.first_day_hour(), Some("2031-01-03 10"));
    // `ends_after` on an edge day: its events may end before it.
    let ends_after = EventFilter {
        ends_after: Some("2031-01-03 08:00:00".into()),
        ..window.clone()
    };
    let reached = DayWindow::of(&ends_after).expect("dates only");
    assert_eq!(
        (reached.first_day_hour(), reached.last_day_hour()),
        (None, Some("2031-01-17 10"))
    );
    let ends_after_late = EventFilter {
        ends_after: Some("2031-01-17 08:00:00".into()),
        ..window.clone()
    };
    let late = DayWindow::of(&ends_after_late).expect("dates only");
    assert_eq!((late.first_day_hour(), late.last_day_hour()), (None, None));
    let earlier = EventFilter {
        ends_after: Some("2031-01-02 23:00:00".into()),
        ..window
    };
    let before_both = DayWindow::of(&earlier).expect("dates only");
    assert_eq!(before_both.first_day_hour(), Some("2031-01-03 10"));
    assert_eq!(before_both.last_day_hour(), Some("2031-01-17 10"));
    assert_eq!(hour_of("2031-01-03"), None);
    assert_eq!(hour_of("2031-01-03T10:00"), None);
    assert_eq!(hour_of("2031-01-03 1"), None);
}

#[test]
fn windows_of_one_day_other_filters_and_odd_bounds_count_as_before() {
    let one_day = EventFilter {
        start_min: Some("2031-01-03 00:00:00".into()),
        end_max: Some("2031-01-03 23:59:59".into()),
        ..EventFilter::default()
    };
    assert_eq!(DayWindow::of(&one_day), None);
    let venue = EventFilter {
        venue_ids: Some(vec![1]),
        ..EventFilter::default()
    };
    assert_eq!(DayWindow::of(&venue), None);
    let odd = EventFilter {
        ends_after: Some("31/01/2031".into()),
        ..EventFilter::default()
    };
    assert_eq!(DayWindow::of(&odd), None);
    assert_eq!(day_of("2031-01-03 24"), Some("2031-01-03"));
    assert_eq!(day_of("2031-1-3"), None);
}

#[test]
fn a_search_reads_the_days_of_the_tightest_bounds_on_the_start() {
    let searched = EventFilter {
        search_words: vec!["jazz".into()],
        starts_after: Some("2031-01-03 23:59:59".into()),
        start_min: Some("2030-12-01 00:00:00".into()),
        // An end bounds the start too.
        ends_before: Some("2031-02-01 00:00:00".into()),
        end_max: Some("2031-03-31 23:59:59".into()),
        ..EventFilter::default()
    };
    assert_eq!(
        start_days(&searched),
        StartDays {
            first: Some(20310103),
            last: Some(20310201)
        }
    );
    let open_ended = EventFilter {
        start_min: Some("2031-01-03 00:00:00".into()),
        ..EventFilter::default()
    };
    assert_eq!(
        start_days(&open_ended),
        StartDays {
            first: Some(20310103),
            last: None
        }
    );
    // A bound that is not a date bounds no day: the whole side is read.
    let odd = EventFilter {
        start_min: Some("soon".into()),
        starts_before: Some("2031-01-09 00:00:00".into()),
        ..EventFilter::default()
    };
    assert_eq!(
        start_days(&odd),
        StartDays {
            first: None,
            last: Some(20310109)
        }
    );
}

/// One row of every column an event's select names, each holding a value of its own.
const ROW_OF_EVERY_COLUMN: &str = "WITH \
    p(id, author, status, title, content, excerpt, slug, password, parent_id, menu_order, \
      date_local, date_utc, modified_local, modified_utc, trashed_slug, trashed_from, lang) \
    AS (VALUES (7, 3, 'draft', 'Title', 'Content', 'Excerpt', 'slug', 'secret', 2, -1, \
      '2030-01-01 10:00:00', NULL, '2030-01-02 10:00:00', '2030-01-02 09:00:00', \
      'old-slug', 'publish', 'fr')), \
    e(start_local, end_local, start_utc, end_utc, timezone, timezone_abbr, all_day, cost, \
      cost_symbol, cost_position, website, show_map, show_map_link, hide_from_listings, \
      featured, image_id, venue_id, organizer_ids, term_ids, revision) \
    AS (VALUES ('2030-03-01 19:00:00', '2030-03-01 21:00:00', '2030-03-01 18:00:00', \
      '2030-03-01 20:00:00', 'Europe/Paris', 'CET', 0, '€12', '€', 'prefix', NULL, 1, 0, 0, \
      1, 11, 12, '5,4', NULL, 3)) ";

/// The event and total of the one row `select` reads from [`ROW_OF_EVERY_COLUMN`], as
/// the direct readers decode it.
fn decoded(select: &str) -> (EventRecord, i64) {
    let conn = rusqlite::Connection::open_in_memory().expect("memory");
    let sql = format!("{ROW_OF_EVERY_COLUMN}{select}, 9 AS total FROM p, e");
    let mut statement = conn.prepare(&sql).expect(&sql);
    let mut rows = statement.query([]).expect("rows");
    let row = rows.next().expect("read").expect("a row");
    let mut layout = Layout::default();
    let counted = CountedEvent::from_columns(&mut Columns::new(row, &mut layout)).expect("decoded");
    (counted.event, counted.total)
}

#[test]
fn a_direct_read_decodes_each_column_by_its_name_in_any_order() {
    let select = EVENT_COLUMNS.trim();
    let columns = select.strip_prefix("SELECT ").expect("a select list");
    let mut reversed: Vec<&str> = columns.split(", ").collect();
    reversed.reverse();
    let (in_order, total) = decoded(select);
    let (reordered, _) = decoded(&format!("SELECT {}", reversed.join(", ")));
    assert_eq!(format!("{in_order:?}"), format!("{reordered:?}"));
    let d = &in_order.data;
    assert_eq!(
        (
            in_order.id,
            d.post.author,
            d.post.parent_id,
            d.post.menu_order
        ),
        (7, 3, 2, -1)
    );
    assert_eq!(
        [
            &d.post.title,
            &d.post.content,
            &d.post.excerpt,
            &d.post.slug
        ],
        ["Title", "Content", "Excerpt", "slug"]
    );
    assert_eq!(
        [
            &d.timezone,
            &d.timezone_abbr,
            &d.cost,
            &d.cost_symbol,
            &d.cost_position
        ],
        ["Europe/Paris", "CET", "€12", "€", "prefix"]
    );
    assert_eq!(
        [
            d.all_day,
            d.show_map,
            d.show_map_link,
            d.hide_from_listings,
            d.featured
        ],
        [false, true, false, false, true]
    );
    assert_eq!(
        (d.image_id, d.venue_id, d.website.as_deref()),
        (Some(11), Some(12), None)
    );
    assert_eq!(d.start_utc.to_string(), "2030-03-01 18:00:00");
    assert_eq!(d.end_local.to_string(), "2030-03-01 21:00:00");
    assert_eq!(in_order.organizer_ids, IdList(vec![5, 4]));
    assert_eq!((in_order.revision, total), (3, 9));
}
