//! SQLite's substring test for searches, `text_contains`.

use memchr::memmem::Finder;
use rusqlite::functions::FunctionFlags;
use rusqlite::types::ValueRef;

/// Adds SQLite's substring test to `connection`: `text_contains(text, word)` is whether
/// `word` occurs in `text`, byte for byte, as `instr(text, word) > 0` is. `instr` steps
/// through the text a character at a time to count the position no search needs;
/// here `memchr`'s vectorised finder searches it, built once per word and statement
/// (SQLite keeps it as the word argument's auxiliary data). A `NULL` text or word
/// contains nothing, where `instr` answers `NULL`, which a condition also reads as
/// false. Every connection that runs an event search needs it: on SQLite the direct
/// readers ([`crate::store::direct::DirectReaders`]).
pub(crate) fn add_text_contains(connection: &rusqlite::Connection) -> rusqlite::Result<()> {
    connection.create_scalar_function(
        "text_contains",
        2,
        FunctionFlags::SQLITE_UTF8
            | FunctionFlags::SQLITE_DETERMINISTIC
            | FunctionFlags::SQLITE_INNOCUOUS,
        |context| {
            let finder = context.get_or_create_aux(1, |word| {
                Ok::<_, std::convert::Infallible>(
                    text_or_blob(word).map(|word| Finder::new(word).into_owned()),
                )
            })?;
            Ok(match (finder.as_ref(), text_or_blob(context.get_raw(0))) {
                (Some(finder), Some(text)) => finder.find(text).is_some(),
                _ => false,
            })
        },
    )
}

/// The bytes of a text or blob value, `None` for any other (`NULL`).
fn text_or_blob(value: ValueRef<'_>) -> Option<&[u8]> {
    match value {
        ValueRef::Text(bytes) | ValueRef::Blob(bytes) => Some(bytes),
        _ => None,
    }
}
