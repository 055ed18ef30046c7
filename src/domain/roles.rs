//! WordPress roles and capabilities for events, venues and organizers.
//!
//! Primitive capabilities per role, and the per-item ("meta") mapping WordPress's
//! `map_meta_cap` applies: whether the caller may read, edit or delete one post
//! depends on who wrote it and on its status.

use crate::domain::post::{PostStatus, named_set};

named_set! {
    /// The five WordPress roles.
    pub enum Role ("role") {
        Administrator = "administrator",
        Editor = "editor",
        Author = "author",
        Contributor = "contributor",
        Subscriber = "subscriber",
    }
}

impl Role {
    /// Whether the role holds a primitive capability (identical for the three post types).
    pub(crate) fn has(self, cap: Cap) -> bool {
        use Cap::*;
        match self {
            Role::Administrator | Role::Editor => true,
            Role::Author => matches!(
                cap,
                Edit | EditPublished | Publish | Delete | DeletePublished | UploadFiles
            ),
            Role::Contributor => matches!(cap, Edit | Delete),
            // Reading needs no capability the routes check.
            Role::Subscriber => false,
        }
    }
}

/// Primitive capabilities (`edit_T` and friends for T in events, venues, organizers,
/// plus the core ones the routes use).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cap {
    Edit,
    EditOthers,
    EditPublished,
    EditPrivate,
    Publish,
    ReadPrivate,
    Delete,
    DeleteOthers,
    DeletePublished,
    DeletePrivate,
    UploadFiles,
    ManageCategories,
}

/// What the meta-capability checks need to know about one post.
#[derive(Debug, Clone, Copy)]
pub struct PostFacts {
    pub author: i64,
    pub status: PostStatus,
    /// Status before trashing, for trashed posts.
    pub trashed_from: Option<PostStatus>,
}

/// The caller as capability checks see it: a user id (0 for anonymous) and a role.
#[derive(Debug, Clone, Copy)]
pub struct Who {
    pub user_id: i64,
    pub role: Option<Role>,
}

impl Who {
    pub(crate) fn has(&self, cap: Cap) -> bool {
        self.role.is_some_and(|r| r.has(cap))
    }

    fn owns(&self, post: &PostFacts) -> bool {
        self.user_id != 0 && post.author == self.user_id
    }

    /// `read_post`: published posts and own posts are readable; private needs
    /// `read_private`; anything else falls back to `edit_post`.
    pub fn can_read(&self, post: &PostFacts) -> bool {
        if post.status == PostStatus::Publish || self.owns(post) {
            return true;
        }
        if post.status == PostStatus::Private {
            return self.has(Cap::ReadPrivate);
        }
        self.can_edit(post)
    }

    /// `edit_post`.
    pub fn can_edit(&self, post: &PostFacts) -> bool {
        self.may(
            post,
            Cap::Edit,
            Cap::EditPublished,
            Cap::EditOthers,
            Cap::EditPrivate,
        )
    }

    /// `delete_post`.
    pub fn can_delete(&self, post: &PostFacts) -> bool {
        self.may(
            post,
            Cap::Delete,
            Cap::DeletePublished,
            Cap::DeleteOthers,
            Cap::DeletePrivate,
        )
    }

    fn may(&self, post: &PostFacts, base: Cap, published: Cap, others: Cap, private: Cap) -> bool {
        if self.owns(post) {
            let needs_published = match post.status {
                PostStatus::Trash => post.trashed_from.is_some_and(PostStatus::is_published),
                s => s.is_published(),
            };
            return self.has(if needs_published { published } else { base });
        }
        self.has(others)
            && (!post.status.is_published() || self.has(published))
            && (post.status != PostStatus::Private || self.has(private))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(id: i64, role: Role) -> Who {
        Who {
            user_id: id,
            role: Some(role),
        }
    }
    fn post(author: i64, status: PostStatus) -> PostFacts {
        PostFacts {
            author,
            status,
            trashed_from: None,
        }
    }

    #[test]
    fn every_role_round_trips_through_its_name() {
        for role in Role::ALL {
            assert_eq!(role.as_str().parse::<Role>().ok(), Some(*role));
        }
        let names: Vec<_> = Role::ALL.iter().map(|r| r.as_str()).collect();
        assert_eq!(
            names,
            [
                "administrator",
                "editor",
                "author",
                "contributor",
                "subscriber"
            ]
        );
    }

    #[test]
    fn contributor_edits_own_drafts_only() {
        let c = who(5, Role::Contributor);
        assert!(c.can_edit(&post(5, PostStatus::Draft)));
        assert!(c.can_edit(&post(5, PostStatus::Pending)));
        assert!(!c.can_edit(&post(5, PostStatus::Publish)));
        assert!(!c.can_edit(&post(1, PostStatus::Draft)));
        assert!(c.can_delete(&post(5, PostStatus::Draft)));
        assert!(!c.can_delete(&post(5, PostStatus::Future)));
    }

    #[test]
    fn author_and_editor() {
        let a = who(3, Role::Author);
        assert!(a.can_edit(&post(3, PostStatus::Publish)));
        assert!(!a.can_edit(&post(1, PostStatus::Publish)));
        let e = who(2, Role::Editor);
        assert!(e.can_edit(&post(1, PostStatus::Private)));
        assert!(e.can_delete(&post(1, PostStatus::Publish)));
    }

    #[test]
    fn reading_by_status() {
        let anon = Who {
            user_id: 0,
            role: None,
        };
        assert!(anon.can_read(&post(1, PostStatus::Publish)));
        assert!(!anon.can_read(&post(1, PostStatus::Draft)));
        assert!(
            !anon.can_read(&post(0, PostStatus::Draft)),
            "anonymous never owns authorless posts"
        );
        let c = who(5, Role::Contributor);
        assert!(c.can_read(&post(5, PostStatus::Private)));
        assert!(!c.can_read(&post(1, PostStatus::Private)));
        assert!(who(2, Role::Editor).can_read(&post(1, PostStatus::Private)));
    }

    #[test]
    fn trashed_published_post_needs_published_cap() {
        let c = who(5, Role::Contributor);
        let was_published = PostFacts {
            author: 5,
            status: PostStatus::Trash,
            trashed_from: Some(PostStatus::Publish),
        };
        assert!(!c.can_edit(&was_published));
        let was_draft = PostFacts {
            author: 5,
            status: PostStatus::Trash,
            trashed_from: Some(PostStatus::Draft),
        };
        assert!(c.can_edit(&was_draft));
    }
}
