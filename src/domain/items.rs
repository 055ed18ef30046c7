//! The items the change feed names (events, venues, organizers, categories and tags)
//! and what a write did to each, with the rule that folds one write's several changes
//! of one item into one.

use std::collections::HashMap;

use crate::domain::post::{PostStatus, PostType, Taxonomy, named_set};

named_set! {
    /// The kinds of items whose changes are recorded, as the feed names them.
    pub enum ItemType ("item type") {
        Event = "event",
        Venue = "venue",
        Organizer = "organizer",
        Category = "category",
        Tag = "tag",
    }
}

named_set! {
    /// What one write did to an item.
    pub enum Action ("item action") {
        Created = "created",
        Updated = "updated",
        Trashed = "trashed",
        Restored = "restored",
        Deleted = "deleted",
    }
}

impl ItemType {
    /// The item type of posts of `post_type`; `None` for images, which are no items of
    /// their own.
    pub fn of_post(post_type: PostType) -> Option<ItemType> {
        match post_type {
            PostType::Event => Some(ItemType::Event),
            PostType::Venue => Some(ItemType::Venue),
            PostType::Organizer => Some(ItemType::Organizer),
            PostType::Image => None,
        }
    }

    pub fn of_taxonomy(taxonomy: Taxonomy) -> ItemType {
        match taxonomy {
            Taxonomy::Category => ItemType::Category,
            Taxonomy::Tag => ItemType::Tag,
        }
    }

    /// Whether the items of this type are posts (the others are terms).
    pub fn is_post(self) -> bool {
        matches!(
            self,
            ItemType::Event | ItemType::Venue | ItemType::Organizer
        )
    }
}

impl Action {
    /// What one write did to an item it changed twice, first `earlier`, then `later`:
    /// an update adds nothing to any other change, and an item the write created stays
    /// created unless the same write deleted it.
    pub fn then(self, later: Action) -> Action {
        match (self, later) {
            (earlier, Action::Updated) => earlier,
            (Action::Created, Action::Deleted) => Action::Deleted,
            (Action::Created, _) => Action::Created,
            (_, later) => later,
        }
    }

    /// The action of a post's update from `before` to `after` status.
    pub fn of_status_change(before: PostStatus, after: PostStatus) -> Action {
        match (before == PostStatus::Trash, after == PostStatus::Trash) {
            (false, true) => Action::Trashed,
            (true, false) => Action::Restored,
            _ => Action::Updated,
        }
    }
}

/// One item changed by a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemChange {
    pub item: ItemType,
    pub id: i64,
    pub action: Action,
}

/// `changes` as one write made them, each item once, where its first change was, with
/// what the write did to it in all ([`Action::then`]).
pub fn folded(changes: Vec<ItemChange>) -> Vec<ItemChange> {
    let mut at: HashMap<(ItemType, i64), usize> = HashMap::with_capacity(changes.len());
    let mut out: Vec<ItemChange> = Vec::with_capacity(changes.len());
    for change in changes {
        match at.get(&(change.item, change.id)) {
            Some(&i) => out[i].action = out[i].action.then(change.action),
            None => {
                at.insert((change.item, change.id), out.len());
                out.push(change);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(item: ItemType, id: i64, action: Action) -> ItemChange {
        ItemChange { item, id, action }
    }

    #[test]
    fn a_write_reports_each_item_once_with_what_it_did_in_all() {
        use Action::*;
        use ItemType::*;
        let made = vec![
            change(Event, 1, Created),
            change(Event, 1, Updated),
            change(Venue, 1, Updated),
            change(Event, 2, Updated),
            change(Event, 2, Trashed),
            change(Event, 2, Updated),
            change(Category, 3, Created),
            change(Category, 3, Deleted),
            change(Tag, 4, Trashed),
            change(Tag, 4, Restored),
        ];
        assert_eq!(
            folded(made),
            vec![
                change(Event, 1, Created),
                change(Venue, 1, Updated),
                change(Event, 2, Trashed),
                change(Category, 3, Deleted),
                change(Tag, 4, Restored),
            ]
        );
    }

    #[test]
    fn a_status_change_to_or_from_the_trash_trashes_or_restores() {
        use PostStatus::*;
        assert_eq!(Action::of_status_change(Publish, Trash), Action::Trashed);
        assert_eq!(Action::of_status_change(Trash, Draft), Action::Restored);
        assert_eq!(Action::of_status_change(Draft, Publish), Action::Updated);
        assert_eq!(Action::of_status_change(Trash, Trash), Action::Updated);
    }

    #[test]
    fn names_round_trip() {
        for item in ItemType::ALL {
            assert_eq!(item.as_str().parse::<ItemType>().ok(), Some(*item));
        }
        for action in Action::ALL {
            assert_eq!(action.as_str().parse::<Action>().ok(), Some(*action));
        }
        assert_eq!(ItemType::of_post(PostType::Image), None);
    }
}
