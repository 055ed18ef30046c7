//! WordPress roles and capabilities for events, venues and organizers.
//!
//! Primitive capabilities per role, and the per-item ("meta") mapping WordPress's
//! `map_meta_cap` applies: whether the caller may read, edit or delete one post
//! depends on who wrote it and on its status.

/// The five WordPress roles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Administrator,
    Editor,
    Author,
    Contributor,
    Subscriber,
}

impl Role {
    pub fn parse(s: &str) -> Option<Role> {
        Some(match s {
            "administrator" => Role::Administrator,
            "editor" => Role::Editor,
            "author" => Role::Author,
            "contributor" => Role::Contributor,
            "subscriber" => Role::Subscriber,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Administrator => "administrator",
            Role::Editor => "editor",
            Role::Author => "author",
            Role::Contributor => "contributor",
            Role::Subscriber => "subscriber",
        }
    }

    /// Whether the role holds a primitive capability (identical for the three post types).
    pub fn has(self, cap: Cap) -> bool {
        use Cap::*;
        match self {
            Role::Administrator | Role::Editor => true,
            Role::Author => matches!(
                cap,
                Read | Edit
                    | EditPublished
                    | Publish
                    | Delete
                    | DeletePublished
                    | UploadFiles
                    | EditPosts
            ),
            Role::Contributor => matches!(cap, Read | Edit | Delete | EditPosts),
            Role::Subscriber => matches!(cap, Read),
        }
    }
}

/// Primitive capabilities (`edit_T` and friends for T in events, venues, organizers,
/// plus the core ones the routes use).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    Read,
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
    EditPosts,
}

/// What the meta-capability checks need to know about one post.
#[derive(Debug, Clone, Copy)]
pub struct PostFacts<'a> {
    pub author: i64,
    pub status: &'a str,
    /// Status before trashing, for trashed posts.
    pub trashed_from: Option<&'a str>,
}

/// The caller as capability checks see it: a user id (0 for anonymous) and a role.
#[derive(Debug, Clone, Copy)]
pub struct Who {
    pub user_id: i64,
    pub role: Option<Role>,
}

impl Who {
    pub fn has(&self, cap: Cap) -> bool {
        self.role.is_some_and(|r| r.has(cap))
    }

    fn owns(&self, post: &PostFacts) -> bool {
        self.user_id != 0 && post.author == self.user_id
    }

    /// `read_post`: published posts and own posts are readable; private needs
    /// `read_private`; anything else falls back to `edit_post`.
    pub fn can_read(&self, post: &PostFacts) -> bool {
        if post.status == "publish" || self.owns(post) {
            return true;
        }
        if post.status == "private" {
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
        let was_published = |s: &str| s == "publish" || s == "future";
        if self.owns(post) {
            let needs_published = match post.status {
                "trash" => post.trashed_from.is_some_and(was_published),
                s => was_published(s),
            };
            return self.has(if needs_published { published } else { base });
        }
        self.has(others)
            && (!was_published(post.status) || self.has(published))
            && (post.status != "private" || self.has(private))
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
    fn post(author: i64, status: &str) -> PostFacts<'_> {
        PostFacts {
            author,
            status,
            trashed_from: None,
        }
    }

    #[test]
    fn contributor_edits_own_drafts_only() {
        let c = who(5, Role::Contributor);
        assert!(c.can_edit(&post(5, "draft")));
        assert!(c.can_edit(&post(5, "pending")));
        assert!(!c.can_edit(&post(5, "publish")));
        assert!(!c.can_edit(&post(1, "draft")));
        assert!(c.can_delete(&post(5, "draft")));
        assert!(!c.can_delete(&post(5, "future")));
    }

    #[test]
    fn author_and_editor() {
        let a = who(3, Role::Author);
        assert!(a.can_edit(&post(3, "publish")));
        assert!(!a.can_edit(&post(1, "publish")));
        let e = who(2, Role::Editor);
        assert!(e.can_edit(&post(1, "private")));
        assert!(e.can_delete(&post(1, "publish")));
    }

    #[test]
    fn reading_by_status() {
        let anon = Who {
            user_id: 0,
            role: None,
        };
        assert!(anon.can_read(&post(1, "publish")));
        assert!(!anon.can_read(&post(1, "draft")));
        assert!(
            !anon.can_read(&post(0, "draft")),
            "anonymous never owns authorless posts"
        );
        let c = who(5, Role::Contributor);
        assert!(c.can_read(&post(5, "private")));
        assert!(!c.can_read(&post(1, "private")));
        assert!(who(2, Role::Editor).can_read(&post(1, "private")));
    }

    #[test]
    fn trashed_published_post_needs_published_cap() {
        let c = who(5, Role::Contributor);
        let was_published = PostFacts {
            author: 5,
            status: "trash",
            trashed_from: Some("publish"),
        };
        assert!(!c.can_edit(&was_published));
        let was_draft = PostFacts {
            author: 5,
            status: "trash",
            trashed_from: Some("draft"),
        };
        assert!(c.can_edit(&was_draft));
    }
}
