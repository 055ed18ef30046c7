//! What a long command (`demo-data`, `backup`, `restore`, `migrate`) shows while it
//! works, on standard error: on a terminal, a progress bar with the rate and the time
//! left; otherwise (a pipe, a log file, a service's journal) a line every few seconds
//! with the count, the rate and the time left.
//!
//! A command goes through steps. A counted step has a total (events to write, bytes
//! to copy, migrations to apply); a step that cannot count, one statement SQLite runs
//! in one go such as `PRAGMA integrity_check`, shows its name and the time it has
//! taken. Counting is an atomic addition: the lines are written by a thread of their
//! own, and the bar is drawn by `indicatif` at most a few times a second, so a command
//! counting every row it writes is not slowed.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::Context;
use indicatif::{BinaryBytes, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

/// Seconds between two progress lines when standard error is no terminal.
pub const INTERVAL_ENV: &str = "CALENDAR_GATEWAY_PROGRESS_SECONDS";

/// Progress lines come this often unless [`INTERVAL_ENV`] says otherwise: often
/// enough to see that a command lives, seldom enough not to flood a log.
const DEFAULT_INTERVAL: Duration = Duration::from_secs(5);

/// How often a bar on a terminal is redrawn even when its count does not move, so
/// that the time a step has taken keeps running.
const BAR_TICK: Duration = Duration::from_millis(200);

/// How often [`Progress::watch`] looks at a count it reads from outside.
const WATCH_EVERY: Duration = Duration::from_millis(250);

/// What a counted step counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Things of about the same cost, named in the plural (`"events"`): their rate
    /// tells the time left.
    Items(&'static str),
    Bytes,
    /// Things whose costs differ too much for a rate to mean anything (`"migrations"`):
    /// the count and the time so far are shown.
    Steps(&'static str),
}

/// The progress of one command, shown until it is dropped.
pub struct Progress {
    shown: Shown,
    /// How often [`Progress::watch`] looks: at least as often as lines are written.
    watch_every: Duration,
}

enum Shown {
    Bar(ProgressBar),
    Lines {
        step: Arc<Shared>,
        /// Dropped, it stops the writer at once.
        stop: Option<mpsc::Sender<()>>,
        writer: Option<JoinHandle<()>>,
    },
}

/// The current step, as the thread writing the lines reads it.
struct Shared {
    command: &'static str,
    position: AtomicU64,
    step: Mutex<Option<Step>>,
}

#[derive(Clone)]
struct Step {
    what: String,
    /// `None`: a step that cannot count.
    counted: Option<(Unit, u64)>,
    started: Instant,
    /// Told apart from the step before it, whose rate is no guide to this one's.
    number: u64,
}

impl Progress {
    /// The progress of `command` (its name starts every line), as a bar when standard
    /// error is a terminal, else as lines every [`INTERVAL_ENV`] seconds.
    pub fn start(command: &'static str) -> anyhow::Result<Progress> {
        let interval = interval()?;
        let shown = if std::io::stderr().is_terminal() {
            // Hidden until the first step: a command that fails before it shows none.
            let bar = ProgressBar::hidden();
            bar.set_prefix(command);
            Shown::Bar(bar)
        } else {
            let step = Arc::new(Shared {
                command,
                position: AtomicU64::new(0),
                step: Mutex::new(None),
            });
            let (stop, stopped) = mpsc::channel();
            let shared = step.clone();
            let writer = std::thread::Builder::new()
                .name("progress".into())
                .spawn(move || write_lines(&shared, &stopped, interval))
                .context("starting the progress thread")?;
            Shown::Lines {
                step,
                stop: Some(stop),
                writer: Some(writer),
            }
        };
        Ok(Progress {
            shown,
            watch_every: interval.min(WATCH_EVERY),
        })
    }

    /// Starts a step that counts up to `total`.
    pub fn count(&self, what: impl Into<String>, unit: Unit, total: u64) {
        self.begin(what.into(), Some((unit, total)));
    }

    /// Starts a step that cannot count: its name and its time are shown.
    pub fn phase(&self, what: impl Into<String>) {
        self.begin(what.into(), None);
    }

    fn begin(&self, what: String, counted: Option<(Unit, u64)>) {
        match &self.shown {
            Shown::Bar(bar) => {
                // Restyled before the reset, which draws: the step before is not drawn
                // again with this one's count.
                bar.set_style(bar_style(counted.map(|(unit, _)| unit)));
                match counted {
                    Some((_, total)) => bar.set_length(total),
                    None => bar.unset_length(),
                }
                bar.set_message(what);
                if bar.is_hidden() {
                    bar.set_draw_target(ProgressDrawTarget::stderr());
                    bar.enable_steady_tick(BAR_TICK);
                }
                bar.reset();
            }
            Shown::Lines { step, .. } => {
                let mut current = step.step.lock().unwrap_or_else(PoisonError::into_inner);
                let number = current.as_ref().map_or(0, |s| s.number + 1);
                step.position.store(0, Ordering::Relaxed);
                *current = Some(Step {
                    what,
                    counted,
                    started: Instant::now(),
                    number,
                });
            }
        }
    }

    /// Renames the current step, keeping its count and time.
    pub fn rename(&self, what: impl Into<String>) {
        let what = what.into();
        match &self.shown {
            Shown::Bar(bar) => bar.set_message(what),
            Shown::Lines { step, .. } => {
                if let Some(current) = step
                    .step
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .as_mut()
                {
                    current.what = what;
                }
            }
        }
    }

    /// Counts `n` more of the current step.
    pub fn advance(&self, n: u64) {
        match &self.shown {
            Shown::Bar(bar) => bar.inc(n),
            Shown::Lines { step, .. } => {
                step.position.fetch_add(n, Ordering::Relaxed);
            }
        }
    }

    /// Sets how many of the current step are done, for counts read from outside (the
    /// size of a file being written, the migrations a store has applied).
    pub fn set_position(&self, done: u64) {
        match &self.shown {
            Shown::Bar(bar) => bar.set_position(done),
            Shown::Lines { step, .. } => step.position.store(done, Ordering::Relaxed),
        }
    }

    /// Runs `work` to its end, setting the current step's count to what `look` reads
    /// (`None`: nothing new) a few times a second meanwhile.
    pub async fn watch<T>(
        &self,
        work: impl Future<Output = T>,
        mut look: impl AsyncFnMut() -> Option<u64>,
    ) -> T {
        let mut work = std::pin::pin!(work);
        loop {
            tokio::select! {
                done = &mut work => return done,
                () = tokio::time::sleep(self.watch_every) => {
                    if let Some(done) = look().await {
                        self.set_position(done);
                    }
                }
            }
        }
    }

    /// Writes a line of the command's own output, above the bar when there is one.
    pub fn println(&self, line: &str) {
        match &self.shown {
            Shown::Bar(bar) => bar.suspend(|| eprintln!("{line}")),
            Shown::Lines { .. } => eprintln!("{line}"),
        }
    }
}

impl Drop for Progress {
    /// The bar goes, leaving the command's own lines; the lines stop.
    fn drop(&mut self) {
        match &mut self.shown {
            Shown::Bar(bar) => bar.finish_and_clear(),
            Shown::Lines { stop, writer, .. } => {
                drop(stop.take());
                if let Some(writer) = writer.take() {
                    let _ = writer.join();
                }
            }
        }
    }
}

/// The interval between progress lines: [`INTERVAL_ENV`] seconds, or the default.
fn interval() -> anyhow::Result<Duration> {
    let Some(raw) = std::env::var_os(INTERVAL_ENV) else {
        return Ok(DEFAULT_INTERVAL);
    };
    raw.to_str()
        .and_then(|text| text.trim().parse::<f64>().ok())
        // At most a day: longer is a mistake, and keeps `Duration` in range.
        .filter(|seconds| seconds.is_finite() && *seconds > 0.0 && *seconds <= 86_400.0)
        .map(Duration::from_secs_f64)
        .with_context(|| {
            format!(
                "{INTERVAL_ENV}={}: not a positive number of seconds up to a day; \
                 give one such as 5 or 0.5, or unset it for {} s",
                raw.to_string_lossy(),
                DEFAULT_INTERVAL.as_secs()
            )
        })
}

/// The bar of a step counting `unit`, or a spinner with the time of one that cannot.
/// The bar has a line of its own, below the step's name, so that it keeps its width
/// on a narrow terminal.
fn bar_style(unit: Option<Unit>) -> ProgressStyle {
    let template = match unit {
        Some(Unit::Items(things)) => format!(
            "{{prefix}}: {{wide_msg}}\n[{{wide_bar}}] {{pos}} of {{len}} {things}, {{rate}} {things}/s, {{eta}} left"
        ),
        Some(Unit::Bytes) => {
            "{prefix}: {wide_msg}\n[{wide_bar}] {binary_bytes} of {binary_total_bytes}, \
             {binary_bytes_per_sec}, {eta} left"
                .to_string()
        }
        Some(Unit::Steps(things)) => {
            format!(
                "{{prefix}}: {{wide_msg}}\n[{{wide_bar}}] {{pos}} of {{len}} {things}, {{elapsed}}"
            )
        }
        None => "{prefix}: {msg} {spinner} {elapsed}".to_string(),
    };
    ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key(
            "rate",
            |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = write!(out, "{:.0}", state.per_sec());
            },
        )
        .progress_chars("=> ")
}

/// Writes a line for the current step every `interval` until `stopped` says so.
fn write_lines(shared: &Shared, stopped: &mpsc::Receiver<()>, interval: Duration) {
    // What the previous line said, for the rate since then.
    let mut last: Option<(u64, u64, Instant)> = None;
    loop {
        match stopped.recv_timeout(interval) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return,
        }
        let Some(step) = shared
            .step
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
        else {
            continue;
        };
        let done = shared.position.load(Ordering::Relaxed);
        let now = Instant::now();
        let since = match last {
            Some((number, before, at)) if number == step.number && done >= before => (before, at),
            _ => (0, step.started),
        };
        last = Some((step.number, done, now));
        let line = describe(&step, done, since, now);
        eprintln!("{}: {line}", shared.command);
    }
}

/// One progress line: `what: 1200 of 3000 events (40%), 600 events/s, about 3 s
/// left`, or `what: 12 s so far` for a step that cannot count. The rate is that since
/// the previous line, which follows a command that slows as its store grows better
/// than the mean since the start.
fn describe(step: &Step, done: u64, (before, at): (u64, Instant), now: Instant) -> String {
    let Some((unit, total)) = step.counted else {
        return format!("{}: {} so far", step.what, duration(now - step.started));
    };
    let seconds = (now - at).as_secs_f64();
    let rate = if seconds > 0.0 {
        done.saturating_sub(before) as f64 / seconds
    } else {
        0.0
    };
    let percent = (done.min(total) * 100).checked_div(total).unwrap_or(100);
    let left = if done >= total {
        "finishing".to_string()
    } else if rate > 0.0 {
        let left = Duration::from_secs_f64((total - done) as f64 / rate);
        if left < Duration::from_secs(1) {
            "under 1 s left".to_string()
        } else {
            format!("about {} left", duration(left))
        }
    } else {
        "time left unknown yet".to_string()
    };
    match unit {
        Unit::Steps(things) => format!(
            "{}: {done} of {total} {things} done, {} so far",
            step.what,
            duration(now - step.started)
        ),
        Unit::Items(things) => format!(
            "{}: {done} of {total} {things} ({percent}%), {rate:.0} {things}/s, {left}",
            step.what
        ),
        Unit::Bytes => format!(
            "{}: {} of {} ({percent}%), {}/s, {left}",
            step.what,
            BinaryBytes(done),
            BinaryBytes(total),
            BinaryBytes(rate as u64)
        ),
    }
}

/// A duration as people read it: `under 1 s`, `42 s`, `3 min 05 s`, `1 h 07 min`.
fn duration(d: Duration) -> String {
    let seconds = d.as_secs();
    match seconds {
        0 => "under 1 s".to_string(),
        1..60 => format!("{seconds} s"),
        60..3600 => format!("{} min {:02} s", seconds / 60, seconds % 60),
        _ => format!("{} h {:02} min", seconds / 3600, seconds % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(counted: Option<(Unit, u64)>, started: Instant) -> Step {
        Step {
            what: "writing".into(),
            counted,
            started,
            number: 0,
        }
    }

    #[test]
    fn a_line_gives_count_share_rate_and_time_left() {
        let start = Instant::now();
        let now = start + Duration::from_secs(4);
        let events = step(Some((Unit::Items("events"), 3000)), start);
        assert_eq!(
            describe(&events, 1200, (400, start + Duration::from_secs(2)), now),
            "writing: 1200 of 3000 events (40%), 400 events/s, about 4 s left"
        );
        assert_eq!(
            describe(&events, 2900, (2000, start + Duration::from_secs(2)), now),
            "writing: 2900 of 3000 events (96%), 450 events/s, under 1 s left"
        );
        let bytes = step(Some((Unit::Bytes, 4 << 20)), start);
        assert_eq!(
            describe(&bytes, 1 << 20, (0, start), now),
            "writing: 1.00 MiB of 4.00 MiB (25%), 256.00 KiB/s, about 12 s left"
        );
        let migrations = step(Some((Unit::Steps("migrations"), 4)), start);
        assert_eq!(
            describe(&migrations, 1, (0, start), now),
            "writing: 1 of 4 migrations done, 4 s so far"
        );
        let phase = step(None, start);
        assert_eq!(
            describe(&phase, 0, (0, start), start + Duration::from_secs(185)),
            "writing: 3 min 05 s so far"
        );
    }
}
