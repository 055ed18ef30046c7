//! What the server says of locales it cannot use.

use std::path::Path;

/// A locale directory or file the server cannot use, or a set that lacks what the
/// server needs: where, what is wrong, and what to do about it.
#[derive(Debug, thiserror::Error)]
#[error("{place}: {problem}; fix: {fix}")]
pub struct LocaleError {
    pub place: String,
    pub problem: String,
    pub fix: String,
}

impl LocaleError {
    pub(super) fn unreadable_dir(dir: &Path, e: &std::io::Error) -> Self {
        LocaleError {
            place: format!("locale directory {}", dir.display()),
            problem: format!("cannot be read ({e})"),
            fix: "pass --locales (or CALENDAR_GATEWAY_LOCALES) a directory holding \
                  <lang>/*.ftl files, or leave it out to use the locales built into the binary"
                .into(),
        }
    }
}
