//! What each committed write changed, and what each read depends on, so that a write
//! makes stale only the cached reads that show something it changed.
//!
//! A tenant's data is seen as [`Part`]s: each post and each term, which post a slug
//! names, and the collections (events, venues, organizers, terms) that lists and
//! filters look at. The store methods that write say which parts they change (see
//! [`WriteTx::changed`](crate::store::WriteTx::changed)); a transaction that writes
//! without saying so changes the whole tenant. A read names the parts its answer
//! depends on ([`Depends`]).
//!
//! [`ChangeLog`] numbers a tenant's changes and remembers, per part, the number of the
//! last change to it. A read takes a [`Mark`] of the log before it looks at the data;
//! its answer stays current while no part it depends on changes after that mark.
//!
//! On SQLite one process serves the file: each commit is entered in its log. On
//! PostgreSQL the log is the store's (`tenant_versions`, `tenant_class_versions`),
//! numbered by the tenant's write counter, and each instance follows it
//! ([`ChangeLog::follow`]) before it answers from its cache, so a write through any
//! instance is seen on the very next request.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;

use chrono::NaiveDateTime;

use crate::domain::items::{self, ItemChange};
use crate::domain::post::PostType;
use crate::store::clock::now_utc;

/// A part of a tenant's data that reads show and writes change.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// The events as a collection: what event lists show and match, and the filters of
    /// other lists that look at events (`has_events`, `only_with_upcoming`, `event`).
    Events,
    /// The venues as a collection: venue lists, and the venues event lists embed and match.
    Venues,
    /// The organizers as a collection, as venues.
    Organizers,
    /// The categories and tags as collections: their lists, counts and hierarchy.
    Terms,
    /// One post (event, venue, organizer or image): its fields, text in every language,
    /// and, for an event, its links to a venue, organizers and terms.
    Post(i64),
    /// One category or tag: its fields, text in every language and count.
    Term(i64),
    /// Which post a slug names (as the post's own slug, or as a translation's).
    Slug(String),
}

impl Part {
    /// The part's name in the store's log.
    pub fn name(&self) -> String {
        match self {
            Part::Events => "events".into(),
            Part::Venues => "venues".into(),
            Part::Organizers => "organizers".into(),
            Part::Terms => "terms".into(),
            Part::Post(id) => format!("post:{id}"),
            Part::Term(id) => format!("term:{id}"),
            Part::Slug(slug) => format!("slug:{slug}"),
        }
    }

    /// The part a name of the store's log stands for; `None` for names this release
    /// does not know.
    pub fn parse(name: &str) -> Option<Part> {
        Some(match name {
            "events" => Part::Events,
            "venues" => Part::Venues,
            "organizers" => Part::Organizers,
            "terms" => Part::Terms,
            _ => match name.split_once(':')? {
                ("post", id) => Part::Post(id.parse().ok()?),
                ("term", id) => Part::Term(id.parse().ok()?),
                ("slug", slug) => Part::Slug(slug.to_string()),
                _ => return None,
            },
        })
    }
}

/// The collection posts of `post_type` belong to; images belong to none a read shows.
pub(crate) fn collection(post_type: PostType) -> Option<Part> {
    match post_type {
        PostType::Event => Some(Part::Events),
        PostType::Venue => Some(Part::Venues),
        PostType::Organizer => Some(Part::Organizers),
        PostType::Image => None,
    }
}

/// What a write of post `id` of `post_type` changes besides its slugs: the post and
/// its collection.
pub(crate) fn post_parts(post_type: PostType, id: i64) -> impl Iterator<Item = Part> {
    std::iter::once(Part::Post(id)).chain(collection(post_type))
}

/// Which posts `slugs` name (the empty one included: a by-slug read may look it up).
pub(crate) fn slug_parts<'a>(slugs: impl IntoIterator<Item = &'a str>) -> Vec<Part> {
    slugs
        .into_iter()
        .map(|s| Part::Slug(s.to_string()))
        .collect()
}

/// What one committed transaction changed in one tenant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// Anything may have changed.
    Whole,
    Parts(BTreeSet<Part>),
}

/// Parts one write may name; a write that changes more (a bulk load) changes the whole
/// tenant, which costs every cached read of the tenant but keeps the logs short.
pub const MAX_PARTS_PER_WRITE: usize = 256;

impl Change {
    /// What a transaction that named `parts` (and wrote nothing else unnamed) changed.
    pub fn of(parts: BTreeSet<Part>, whole: bool) -> Change {
        if whole || parts.is_empty() || parts.len() > MAX_PARTS_PER_WRITE {
            Change::Whole
        } else {
            Change::Parts(parts)
        }
    }
}

/// What writes named as changed, tenant by tenant, while they run: one transaction's,
/// or all of those sharing a commit. Besides the parts that cached reads look at, the
/// items the change feed reports (see [`crate::store::item_changes`]).
#[derive(Debug, Clone, Default)]
pub struct Changed {
    tenants: Vec<Named>,
}

#[derive(Debug, Clone)]
struct Named {
    tenant: String,
    parts: BTreeSet<Part>,
    /// A write said it may have changed anything.
    whole: bool,
    /// The items changed, in the order the writes changed them.
    items: Vec<ItemChange>,
}

/// The items a commit changed in each tenant, as the change feed enters them: each
/// write's in turn, each item once per write.
pub type ItemChanges = Vec<(String, Vec<ItemChange>)>;

impl Changed {
    /// Notes that a write works on `tenant`: if no part of it is named, the whole
    /// tenant changed.
    pub fn touched(&mut self, tenant: &str) {
        self.named(tenant);
    }

    pub fn parts(&mut self, tenant: &str, parts: impl IntoIterator<Item = Part>) {
        self.named(tenant).parts.extend(parts);
    }

    pub fn whole(&mut self, tenant: &str) {
        self.named(tenant).whole = true;
    }

    /// Notes that a write changed an item of `tenant`.
    pub fn item(&mut self, tenant: &str, change: ItemChange) {
        self.named(tenant).items.push(change);
    }

    /// Adds what another write changed, each of its tenants as the log enters it, and
    /// its items each once ([`items::folded`]), after those already added: every write
    /// sharing a commit has its own entries.
    pub fn add(&mut self, other: Changed) {
        for mut named in other.tenants {
            let items = items::folded(std::mem::take(&mut named.items));
            self.named(&named.tenant).items.extend(items);
            match Change::of(named.parts, named.whole) {
                Change::Whole => self.whole(&named.tenant),
                Change::Parts(parts) => self.parts(&named.tenant, parts),
            }
        }
    }

    /// Takes the items changed, per tenant (those with none left out).
    pub fn take_items(&mut self) -> ItemChanges {
        self.tenants
            .iter_mut()
            .filter(|n| !n.items.is_empty())
            .map(|n| (n.tenant.clone(), std::mem::take(&mut n.items)))
            .collect()
    }

    /// Each tenant's change, as the log enters it.
    pub fn into_changes(self) -> Vec<(String, Change)> {
        self.tenants
            .into_iter()
            .map(|n| (n.tenant, Change::of(n.parts, n.whole)))
            .collect()
    }

    fn named(&mut self, tenant: &str) -> &mut Named {
        let at = match self.tenants.iter().position(|n| n.tenant == tenant) {
            Some(at) => at,
            None => {
                self.tenants.push(Named {
                    tenant: tenant.to_string(),
                    parts: BTreeSet::new(),
                    whole: false,
                    items: Vec::new(),
                });
                self.tenants.len() - 1
            }
        };
        &mut self.tenants[at]
    }
}

/// What a read's answer depends on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Depends {
    /// Nothing in the store (`/doc`, the namespace index).
    Nothing,
    /// These parts of the tenant.
    On(Vec<Part>),
    /// Anything of the tenant: what a read that names nothing is taken to depend on.
    Everything,
}

/// A moment of a tenant's log, taken before a read looks at the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Mark {
    epoch: u64,
    number: i64,
}

impl Mark {
    /// Whether this mark was taken at or after `earlier` in the same numbering. A read
    /// marked so looked at the data after every write acknowledged before `earlier`
    /// was taken.
    pub fn is_not_before(&self, earlier: Mark) -> bool {
        self.epoch == earlier.epoch && self.number >= earlier.number
    }
}

/// Parts a tenant's log remembers; past this the older half is forgotten, and reads
/// marked before what was forgotten count as stale.
const REMEMBERED_PARTS: usize = 20_000;

/// Changes of each tenant, as numbered by the log's keeper (this process on SQLite,
/// the store on PostgreSQL).
#[derive(Default)]
pub struct ChangeLog {
    tenants: Mutex<HashMap<String, TenantLog>>,
}

#[derive(Default)]
struct TenantLog {
    /// Raised when the numbering starts over (the store's counter went back), which
    /// leaves every earlier mark stale.
    epoch: u64,
    /// The number of the last change known.
    number: i64,
    /// The number of the last change of the whole tenant.
    whole: i64,
    /// Changes up to this number are forgotten.
    forgotten: i64,
    /// The number of the last change of each part remembered.
    parts: HashMap<Part, i64>,
    /// On PostgreSQL: the count of whole-tenant writes as last read, once read.
    whole_writes: Option<i64>,
    /// On SQLite: when this process last entered a change (UTC).
    written_at: Option<NaiveDateTime>,
}

impl TenantLog {
    /// Whether the log can still tell what changed since `mark`, and the tenant did not
    /// change as a whole since.
    fn whole_unchanged_since(&self, mark: Mark) -> bool {
        mark.epoch == self.epoch && mark.number >= self.forgotten && self.whole <= mark.number
    }

    fn unchanged_since(&self, mark: Mark, depends: &Depends) -> bool {
        if !self.whole_unchanged_since(mark) {
            return false;
        }
        match depends {
            Depends::Nothing => true,
            Depends::Everything => self.number == mark.number,
            Depends::On(parts) => parts.iter().all(|p| self.last_change_of(p) <= mark.number),
        }
    }

    fn part_unchanged_since(&self, mark: Mark, part: &Part) -> bool {
        self.whole_unchanged_since(mark) && self.last_change_of(part) <= mark.number
    }

    /// The number of the last change to `part` remembered (0: none).
    fn last_change_of(&self, part: &Part) -> i64 {
        self.parts.get(part).copied().unwrap_or(0)
    }

    fn stamp(&mut self, part: Part, number: i64) {
        let at = self.parts.entry(part).or_insert(number);
        *at = (*at).max(number);
    }

    /// Forgets the older half of the parts once there are too many.
    fn trim(&mut self) {
        if self.parts.len() <= REMEMBERED_PARTS {
            return;
        }
        let mut numbers: Vec<i64> = self.parts.values().copied().collect();
        let half = numbers.len() / 2;
        let (_, cut, _) = numbers.select_nth_unstable(half);
        let cut = *cut;
        self.parts.retain(|_, at| *at > cut);
        self.forgotten = self.forgotten.max(cut);
    }
}

/// What a tenant's log in the store held beyond the number an instance had seen.
pub struct Followed {
    /// The tenant's write counter.
    pub version: i64,
    /// How many of those writes did not name their parts.
    pub whole_writes: i64,
    /// Each part changed since, with the counter of its last change.
    pub parts: Vec<(String, i64)>,
    /// False when there were more parts than were read.
    pub complete: bool,
}

impl ChangeLog {
    fn with<T>(&self, tenant: &str, f: impl FnOnce(&mut TenantLog) -> T) -> Option<T> {
        let mut tenants = self.tenants.lock().ok()?;
        // Every request asks: one lookup when the tenant is known, and its name is
        // copied only the first time.
        if let Some(log) = tenants.get_mut(tenant) {
            return Some(f(log));
        }
        Some(f(tenants.entry(tenant.to_string()).or_default()))
    }

    /// The tenant's log as of now.
    pub fn mark(&self, tenant: &str) -> Mark {
        self.with(tenant, |log| Mark {
            epoch: log.epoch,
            number: log.number,
        })
        .unwrap_or_default()
    }

    /// Whether nothing `depends` names changed after `mark` (as far as the log knows).
    pub fn unchanged_since(&self, tenant: &str, mark: Mark, depends: &Depends) -> bool {
        if *depends == Depends::Nothing {
            return true;
        }
        self.with(tenant, |log| log.unchanged_since(mark, depends))
            .unwrap_or(false)
    }

    /// For each mark and part, whether the part is unchanged since the mark, in order.
    pub fn unchanged_parts_since(
        &self,
        tenant: &str,
        parts: impl IntoIterator<Item = (Mark, Part)>,
    ) -> Vec<bool> {
        let parts: Vec<(Mark, Part)> = parts.into_iter().collect();
        self.with(tenant, |log| {
            parts
                .iter()
                .map(|(mark, part)| log.part_unchanged_since(*mark, part))
                .collect()
        })
        .unwrap_or_else(|| vec![false; parts.len()])
    }

    /// Enters a change committed by this process (SQLite), with the time it is entered.
    pub fn record(&self, tenant: &str, change: &Change) {
        self.with(tenant, |log| {
            log.written_at = Some(now_utc());
            log.number += 1;
            let number = log.number;
            match change {
                Change::Whole => log.whole = number,
                Change::Parts(parts) => {
                    for part in parts {
                        log.stamp(part.clone(), number);
                    }
                    log.trim();
                }
            }
        });
    }

    /// When this process last entered a change of the tenant (SQLite); `None` before
    /// the first.
    pub fn written_at(&self, tenant: &str) -> Option<NaiveDateTime> {
        self.with(tenant, |log| log.written_at).flatten()
    }

    /// The number up to which the tenant's log in the store has been followed, `None`
    /// before the first read (which then needs no part, only the counters).
    pub fn followed_to(&self, tenant: &str) -> Option<i64> {
        self.with(tenant, |log| log.whole_writes.map(|_| log.number))
            .flatten()
    }

    /// Enters what the store's log held beyond [`ChangeLog::followed_to`] (PostgreSQL).
    pub fn follow(&self, tenant: &str, read: Followed) {
        self.with(tenant, |log| {
            let Some(whole_writes) = log.whole_writes else {
                // The first read: nothing cached was marked before it.
                log.number = read.version;
                log.whole_writes = Some(read.whole_writes);
                return;
            };
            if read.version < log.number {
                // Not the log followed so far (the database was replaced): start over.
                *log = TenantLog {
                    epoch: log.epoch + 1,
                    number: read.version,
                    whole_writes: Some(read.whole_writes),
                    ..TenantLog::default()
                };
                return;
            }
            if read.whole_writes != whole_writes || !read.complete {
                log.whole = read.version;
            }
            for (name, at) in read.parts {
                match Part::parse(&name) {
                    Some(part) => log.stamp(part, at),
                    // Named by a later release: anything may depend on it.
                    None => log.whole = log.whole.max(at),
                }
            }
            log.number = read.version;
            log.whole_writes = Some(read.whole_writes);
            log.trim();
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(list: &[Part]) -> Change {
        Change::Parts(list.iter().cloned().collect())
    }

    fn on(list: &[Part]) -> Depends {
        Depends::On(list.to_vec())
    }

    #[test]
    fn writes_sharing_a_commit_enter_the_union_of_their_changes_per_tenant() {
        let mut first = Changed::default();
        first.parts("a", [Part::Post(1), Part::Events]);
        let mut second = Changed::default();
        second.parts("b", [Part::Term(7)]);
        second.parts("a", [Part::Post(2), Part::Events]);
        let mut third = Changed::default();
        third.whole("b");
        let mut fourth = Changed::default();
        fourth.parts("c", [Part::Slug("x".into())]);
        let mut all = Changed::default();
        for write in [first, second, third, fourth] {
            all.add(write);
        }
        assert_eq!(
            all.into_changes(),
            vec![
                (
                    "a".to_string(),
                    parts(&[Part::Post(1), Part::Post(2), Part::Events])
                ),
                ("b".to_string(), Change::Whole),
                ("c".to_string(), parts(&[Part::Slug("x".into())])),
            ]
        );
    }

    #[test]
    fn a_write_that_named_no_part_changed_its_whole_tenant_whatever_shares_its_commit() {
        let mut unnamed = Changed::default();
        unnamed.touched("a");
        let mut named = Changed::default();
        named.parts("a", [Part::Post(1)]);
        let mut all = Changed::default();
        all.add(unnamed);
        all.add(named);
        assert_eq!(all.into_changes(), vec![("a".to_string(), Change::Whole)]);
    }

    #[test]
    fn a_commit_of_more_parts_than_one_write_may_name_changes_the_whole_tenant() {
        let half = MAX_PARTS_PER_WRITE as i64 / 2 + 1;
        let mut all = Changed::default();
        for range in [0..half, half..2 * half] {
            let mut write = Changed::default();
            write.parts("a", range.map(Part::Post));
            all.add(write);
        }
        assert_eq!(all.into_changes(), vec![("a".to_string(), Change::Whole)]);
    }

    #[test]
    fn part_names_read_back() {
        for part in [
            Part::Events,
            Part::Venues,
            Part::Organizers,
            Part::Terms,
            Part::Post(12),
            Part::Term(3),
            Part::Slug("fete-2".into()),
            Part::Slug("a:b".into()),
        ] {
            assert_eq!(Part::parse(&part.name()), Some(part));
        }
        assert_eq!(Part::parse("later:7"), None);
        assert_eq!(Part::parse("post:x"), None);
    }

    #[test]
    fn a_read_is_stale_only_when_a_part_it_shows_changed() {
        let log = ChangeLog::default();
        let mark = log.mark("t");
        let single = on(&[Part::Post(1), Part::Term(5)]);
        let list = on(&[Part::Events]);
        log.record("t", &parts(&[Part::Post(2), Part::Events]));
        assert!(log.unchanged_since("t", mark, &single), "another post");
        assert!(!log.unchanged_since("t", mark, &list));
        assert!(!log.unchanged_since("t", mark, &Depends::Everything));
        assert!(log.unchanged_since("t", mark, &Depends::Nothing));
        assert!(
            log.unchanged_since("u", log.mark("u"), &list),
            "tenants apart"
        );
        log.record("t", &parts(&[Part::Term(5)]));
        assert!(!log.unchanged_since("t", mark, &single));
        let later = log.mark("t");
        assert!(log.unchanged_since("t", later, &single));
        assert!(log.unchanged_since("t", later, &Depends::Everything));
        log.record("t", &Change::Whole);
        assert!(!log.unchanged_since("t", later, &single));
        assert!(log.unchanged_since("t", later, &Depends::Nothing));
    }

    #[test]
    fn a_mark_is_not_before_the_marks_taken_earlier_in_its_numbering() {
        let log = ChangeLog::default();
        log.follow("t", followed(12, 0, &[]));
        let arrival = log.mark("t");
        assert!(arrival.is_not_before(arrival));
        log.follow("t", followed(13, 0, &[("events", 13)]));
        let render = log.mark("t");
        assert!(render.is_not_before(arrival));
        assert!(
            !arrival.is_not_before(render),
            "a render marked before the arrival"
        );
        // The numbering starts over (the database was replaced): a render marked after
        // that, though at a lower number, is not comparable with the arrival.
        log.follow("t", followed(3, 0, &[]));
        let restarted = log.mark("t");
        assert!(!restarted.is_not_before(arrival));
        assert!(!arrival.is_not_before(restarted));
    }

    #[test]
    fn too_many_parts_change_the_whole_tenant() {
        let many: BTreeSet<Part> = (0..=MAX_PARTS_PER_WRITE as i64).map(Part::Post).collect();
        assert_eq!(Change::of(many, false), Change::Whole);
        assert_eq!(Change::of(BTreeSet::new(), false), Change::Whole);
        let one: BTreeSet<Part> = [Part::Events].into();
        assert_eq!(Change::of(one.clone(), true), Change::Whole);
        assert_eq!(Change::of(one.clone(), false), Change::Parts(one));
    }

    #[test]
    fn forgotten_changes_leave_older_marks_stale() {
        let log = ChangeLog::default();
        let old = log.mark("t");
        log.record("t", &parts(&[Part::Post(-1)]));
        let recent = log.mark("t");
        for id in 0..=REMEMBERED_PARTS as i64 {
            log.record("t", &parts(&[Part::Post(id)]));
        }
        let untouched = on(&[Part::Post(-2)]);
        assert!(!log.unchanged_since("t", old, &untouched));
        assert!(!log.unchanged_since("t", recent, &untouched));
        let now = log.mark("t");
        assert!(log.unchanged_since("t", now, &untouched));
        log.record("t", &parts(&[Part::Post(1)]));
        assert!(!log.unchanged_since("t", now, &on(&[Part::Post(1)])));
    }

    fn followed(version: i64, whole_writes: i64, parts: &[(&str, i64)]) -> Followed {
        Followed {
            version,
            whole_writes,
            parts: parts.iter().map(|(n, v)| (n.to_string(), *v)).collect(),
            complete: true,
        }
    }

    #[test]
    fn following_the_store() {
        let log = ChangeLog::default();
        assert_eq!(log.followed_to("t"), None);
        log.follow("t", followed(10, 2, &[]));
        assert_eq!(log.followed_to("t"), Some(10));
        let mark = log.mark("t");
        let single = on(&[Part::Post(1)]);
        log.follow("t", followed(12, 2, &[("post:2", 11), ("events", 12)]));
        assert!(log.unchanged_since("t", mark, &single));
        assert!(!log.unchanged_since("t", mark, &on(&[Part::Events])));
        log.follow("t", followed(13, 3, &[]));
        assert!(
            !log.unchanged_since("t", mark, &single),
            "a write that named no part"
        );
        let mark = log.mark("t");
        log.follow("t", followed(14, 3, &[("later:1", 14)]));
        assert!(
            !log.unchanged_since("t", mark, &single),
            "a part this release does not know"
        );
        let mark = log.mark("t");
        log.follow(
            "t",
            Followed {
                complete: false,
                ..followed(20, 3, &[("post:3", 20)])
            },
        );
        assert!(
            !log.unchanged_since("t", mark, &single),
            "more than was read"
        );
        let mark = log.mark("t");
        log.follow("t", followed(5, 0, &[]));
        assert!(
            !log.unchanged_since("t", mark, &Depends::Everything),
            "the counter went back"
        );
        assert!(log.unchanged_since("t", log.mark("t"), &single));
    }
}
