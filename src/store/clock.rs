//! The current time as the store writes it.

/// Current UTC time in the stored text form.
pub fn now_utc() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc().with_nanosecond_zero()
}

trait ZeroNanos {
    fn with_nanosecond_zero(self) -> Self;
}
impl ZeroNanos for chrono::NaiveDateTime {
    fn with_nanosecond_zero(self) -> Self {
        use chrono::Timelike;
        self.with_nanosecond(0).unwrap_or(self)
    }
}
