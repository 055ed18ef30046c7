//! The reference language.

/// The reference language every chain ends in.
pub const REFERENCE: &str = "en";
