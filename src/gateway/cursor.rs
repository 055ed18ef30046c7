//! The change feed's cursor: an opaque string naming a position in one tenant's
//! change feed, which clients keep and send back as `since`.
//!
//! It holds the number of the last change it covers, a tag of the tenant (four bytes
//! of the SHA-256 of its id), so that a cursor taken on one site is refused by another
//! instead of naming some other position there, and a check of the change at its
//! number (four bytes of the SHA-256 of what that change was), so that a store that
//! went back and numbered other changes the same (restored from a copy, then written
//! to) is told from the one the cursor was taken on. The same position gives the same
//! string through every variant, caller and instance, and across restarts and
//! upgrades: a leading version byte lets a later release read today's cursors.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

use crate::store::feed::NumberedChange;

/// The version byte of the cursors this release writes.
const VERSION: u8 = 1;
/// Bytes of a cursor: the version, the tenant's tag, the number, the check.
const LENGTH: usize = 1 + 4 + 8 + 4;

/// A position in a tenant's change feed: every change numbered up to `number` is
/// behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    pub number: i64,
    /// The check of the change numbered `number` when the cursor was given; 0 when
    /// none was known (before the first change, or after it was removed).
    pub check: u32,
}

impl Cursor {
    /// The position after `number`, where `at` is the change of that number, when kept.
    pub fn after(number: i64, at: Option<&NumberedChange>) -> Cursor {
        Cursor {
            number,
            check: at.filter(|c| c.number == number).map_or(0, check_of),
        }
    }

    /// Whether `at`, the change now numbered as the cursor, is the one it was given
    /// after (as far as the cursor knows).
    pub fn stands_after(&self, at: &NumberedChange) -> bool {
        self.check == 0 || at.number != self.number || check_of(at) == self.check
    }

    /// The cursor's text for `tenant`.
    pub fn encode(self, tenant: &str) -> String {
        let mut bytes = Vec::with_capacity(LENGTH);
        bytes.push(VERSION);
        bytes.extend_from_slice(&tag(tenant));
        bytes.extend_from_slice(&self.number.to_be_bytes());
        bytes.extend_from_slice(&self.check.to_be_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// The position `text` names in `tenant`'s feed; `None` for anything this release
    /// did not write for that tenant.
    pub fn decode(text: &str, tenant: &str) -> Option<Cursor> {
        let bytes = URL_SAFE_NO_PAD.decode(text).ok()?;
        if bytes.len() != LENGTH || bytes[0] != VERSION || bytes[1..5] != tag(tenant) {
            return None;
        }
        let number = i64::from_be_bytes(bytes[5..13].try_into().ok()?);
        let check = u32::from_be_bytes(bytes[13..].try_into().ok()?);
        (number >= 0).then_some(Cursor { number, check })
    }
}

fn tag(tenant: &str) -> [u8; 4] {
    let digest = Sha256::digest(tenant.as_bytes());
    [digest[0], digest[1], digest[2], digest[3]]
}

/// What a change was, in four bytes; never 0, which stands for no check.
fn check_of(change: &NumberedChange) -> u32 {
    let digest = Sha256::digest(format!(
        "{}:{}:{}:{}",
        change.item_type, change.item_id, change.action, change.changed_utc
    ));
    u32::from_be_bytes([digest[0], digest[1], digest[2], digest[3]]).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::dates::WpDateTime;
    use crate::domain::items::{Action, ItemType};
    use proptest::prelude::*;

    fn change(number: i64, item_id: i64) -> NumberedChange {
        NumberedChange {
            number,
            item_type: ItemType::Event,
            item_id,
            action: Action::Created,
            changed_utc: WpDateTime(chrono::NaiveDateTime::default()),
        }
    }

    #[test]
    fn a_cursor_reads_back_on_its_tenant_only() {
        let cursor = Cursor::after(42, Some(&change(42, 7)));
        let text = cursor.encode("alpha");
        assert_eq!(Cursor::decode(&text, "alpha"), Some(cursor));
        assert_eq!(Cursor::decode(&text, "beta"), None);
        assert_eq!(text, cursor.encode("alpha"), "stable");
    }

    #[test]
    fn a_cursor_knows_the_change_it_was_given_after() {
        let cursor = Cursor::after(42, Some(&change(42, 7)));
        assert!(cursor.stands_after(&change(42, 7)));
        assert!(
            !cursor.stands_after(&change(42, 8)),
            "another change numbered 42"
        );
        assert!(
            cursor.stands_after(&change(43, 8)),
            "another number says nothing"
        );
        let unchecked = Cursor::after(42, None);
        assert_eq!(unchecked.check, 0);
        assert!(unchecked.stands_after(&change(42, 8)));
        assert_eq!(Cursor::after(42, Some(&change(41, 7))).check, 0);
    }

    #[test]
    fn malformed_cursors_name_no_position() {
        let bytes = |version: u8, number: i64| {
            URL_SAFE_NO_PAD.encode(
                [
                    vec![version],
                    tag("t").to_vec(),
                    number.to_be_bytes().to_vec(),
                    vec![0, 0, 0, 1],
                ]
                .concat(),
            )
        };
        let valid = Cursor::after(7, None).encode("t");
        for text in [
            "",
            "not a cursor",
            "12",
            &bytes(VERSION, -1),
            &bytes(VERSION + 1, 7),
            &valid[..valid.len() - 1],
            &format!("{valid}A"),
        ] {
            assert_eq!(Cursor::decode(text, "t"), None, "{text:?}");
        }
        assert!(Cursor::decode(&bytes(VERSION, 7), "t").is_some());
    }

    proptest! {
        #[test]
        fn every_position_round_trips(number in 0i64.., check: u32, tenant in "[a-z0-9-]{1,20}") {
            let cursor = Cursor { number, check };
            prop_assert_eq!(Cursor::decode(&cursor.encode(&tenant), &tenant), Some(cursor));
        }

        #[test]
        fn any_text_decodes_without_panicking(text in ".{0,40}") {
            let _ = Cursor::decode(&text, "t");
        }
    }
}
