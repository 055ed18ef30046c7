//! The closed sets of WordPress's post model: statuses, post types and taxonomies,
//! each spelled once, as WordPress names them in its tables and answers.

use std::fmt;

/// A name that is not one of a closed set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    pub set: &'static str,
    pub name: String,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a {}", self.name, self.set)
    }
}

impl std::error::Error for UnknownName {}

/// Declares an enum whose variants each have one fixed name: `as_str`, `FromStr`,
/// `Display` and `ALL` all come from the one list, so a name cannot be misspelt in
/// one direction only.
macro_rules! named_set {
    ($(#[$meta:meta])* $vis:vis enum $ty:ident ($set:literal) {
        $($(#[$vmeta:meta])* $variant:ident = $name:literal,)+
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $ty {
            $($(#[$vmeta])* $variant,)+
        }

        impl $ty {
            /// Every value, in declaration order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant,)+];

            /// The name WordPress uses, in storage and in answers.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $crate::domain::post::UnknownName;
            fn from_str(s: &str) -> Result<$ty, Self::Err> {
                match s {
                    $($name => Ok($ty::$variant),)+
                    _ => Err($crate::domain::post::UnknownName { set: $set, name: s.to_string() }),
                }
            }
        }

        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}
pub(crate) use named_set;

named_set! {
    /// Post statuses a client may write or filter on (WordPress's core six).
    pub enum PostStatus ("post status") {
        Publish = "publish",
        Future = "future",
        Draft = "draft",
        Pending = "pending",
        Private = "private",
        Trash = "trash",
    }
}

/// Suffix WordPress gives the slug of a trashed post.
pub const TRASHED_SUFFIX: &str = "__trashed";

/// A post not yet given a status is a draft, as WordPress's new posts are.
impl Default for PostStatus {
    fn default() -> PostStatus {
        PostStatus::Draft
    }
}

impl PostStatus {
    /// The statuses a list shows by default to those who see unpublished posts:
    /// all but the trash.
    pub fn visible() -> impl Iterator<Item = PostStatus> {
        PostStatus::ALL
            .iter()
            .copied()
            .filter(|s| *s != PostStatus::Trash)
    }

    /// Published, now or at a set time.
    pub fn is_published(self) -> bool {
        matches!(self, PostStatus::Publish | PostStatus::Future)
    }

    /// Not yet submitted for publication, or waiting for review.
    pub fn is_unpublished(self) -> bool {
        matches!(self, PostStatus::Draft | PostStatus::Pending)
    }
}

named_set! {
    /// Post types, as WordPress names them.
    pub enum PostType ("post type") {
        Event = "tribe_events",
        Venue = "tribe_venue",
        Organizer = "tribe_organizer",
        Image = "attachment",
    }
}

named_set! {
    /// The two taxonomies of events.
    pub enum Taxonomy ("taxonomy") {
        Category = "tribe_events_cat",
        Tag = "post_tag",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trips<T>(all: &[T])
    where
        T: Copy + PartialEq + fmt::Debug + fmt::Display + FromStr,
        T::Err: fmt::Debug,
    {
        for value in all {
            let text = value.to_string();
            assert_eq!(text.parse::<T>().ok(), Some(*value), "{text}");
        }
    }

    use std::str::FromStr;

    #[test]
    fn every_name_round_trips() {
        round_trips(PostStatus::ALL);
        round_trips(PostType::ALL);
        round_trips(Taxonomy::ALL);
    }

    #[test]
    fn names_are_wordpress_names() {
        let statuses: Vec<_> = PostStatus::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(
            statuses,
            ["publish", "future", "draft", "pending", "private", "trash"]
        );
        let types: Vec<_> = PostType::ALL.iter().map(|t| t.as_str()).collect();
        assert_eq!(
            types,
            [
                "tribe_events",
                "tribe_venue",
                "tribe_organizer",
                "attachment"
            ]
        );
        assert_eq!(Taxonomy::Category.as_str(), "tribe_events_cat");
        assert_eq!(Taxonomy::Tag.as_str(), "post_tag");
    }

    #[test]
    fn visible_statuses_are_all_but_trash() {
        let visible: Vec<_> = PostStatus::visible().map(PostStatus::as_str).collect();
        assert_eq!(
            visible,
            ["publish", "future", "draft", "pending", "private"]
        );
    }

    #[test]
    fn unknown_names_are_refused() {
        assert!("Publish".parse::<PostStatus>().is_err());
        assert!("".parse::<PostType>().is_err());
        assert!("category".parse::<Taxonomy>().is_err());
    }
}
