//! The change feed's cursor: an opaque string naming a position in one tenant's
//! change feed, which clients keep and send back as `since`.
//!
//! It holds the number of the last change it covers and a tag of the tenant (four
//! bytes of the SHA-256 of its id), so that a cursor taken on one site is refused by
//! another instead of naming some other position there. The same position gives the
//! same string through every variant, caller and instance, and across restarts and
//! upgrades: a leading version byte lets a later release read today's cursors.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// The version byte of the cursors this release writes.
const VERSION: u8 = 1;
/// Bytes of a cursor: the version, the tenant's tag, the number.
const LENGTH: usize = 1 + 4 + 8;

/// A position in a tenant's change feed: every change numbered up to `number` is
/// behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    pub number: i64,
}

impl Cursor {
    /// The cursor's text for `tenant`.
    pub fn encode(self, tenant: &str) -> String {
        let mut bytes = Vec::with_capacity(LENGTH);
        bytes.push(VERSION);
        bytes.extend_from_slice(&tag(tenant));
        bytes.extend_from_slice(&self.number.to_be_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// The position `text` names in `tenant`'s feed; `None` for anything this release
    /// did not write for that tenant.
    pub fn decode(text: &str, tenant: &str) -> Option<Cursor> {
        let bytes = URL_SAFE_NO_PAD.decode(text).ok()?;
        if bytes.len() != LENGTH || bytes[0] != VERSION || bytes[1..5] != tag(tenant) {
            return None;
        }
        let number = i64::from_be_bytes(bytes[5..].try_into().ok()?);
        (number >= 0).then_some(Cursor { number })
    }
}

fn tag(tenant: &str) -> [u8; 4] {
    let digest = Sha256::digest(tenant.as_bytes());
    [digest[0], digest[1], digest[2], digest[3]]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_cursor_reads_back_on_its_tenant_only() {
        let text = Cursor { number: 42 }.encode("alpha");
        assert_eq!(Cursor::decode(&text, "alpha"), Some(Cursor { number: 42 }));
        assert_eq!(Cursor::decode(&text, "beta"), None);
        assert_eq!(text, Cursor { number: 42 }.encode("alpha"), "stable");
    }

    #[test]
    fn malformed_cursors_name_no_position() {
        let negative = URL_SAFE_NO_PAD.encode(
            [
                vec![VERSION],
                tag("t").to_vec(),
                (-1i64).to_be_bytes().to_vec(),
            ]
            .concat(),
        );
        let later_version = URL_SAFE_NO_PAD.encode(
            [
                vec![VERSION + 1],
                tag("t").to_vec(),
                7i64.to_be_bytes().to_vec(),
            ]
            .concat(),
        );
        let valid = Cursor { number: 7 }.encode("t");
        for text in [
            "",
            "not a cursor",
            "12",
            &negative,
            &later_version,
            &valid[..valid.len() - 1],
            &format!("{valid}A"),
        ] {
            assert_eq!(Cursor::decode(text, "t"), None, "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn every_position_round_trips(number in 0i64.., tenant in "[a-z0-9-]{1,20}") {
            let text = Cursor { number }.encode(&tenant);
            prop_assert_eq!(Cursor::decode(&text, &tenant), Some(Cursor { number }));
        }

        #[test]
        fn any_text_decodes_without_panicking(text in ".{0,40}") {
            let _ = Cursor::decode(&text, "t");
        }
    }
}
