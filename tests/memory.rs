//! What a server keeps of the requests it has answered: nothing that grows with their
//! number. A test binary of its own, because it counts the heap with an allocator of
//! its own, which every test in the same process would disturb.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use calendar_gateway::config::Config;
use calendar_gateway::i18n::LocaleSource;
use http_body_util::BodyExt;
use tower::ServiceExt;

/// The system allocator, counting the bytes allocated and not yet freed.
struct Counting;

static LIVE_BYTES: AtomicIsize = AtomicIsize::new(0);

fn size_of(layout: Layout) -> isize {
    isize::try_from(layout.size()).unwrap_or(isize::MAX)
}

// SAFETY: every call is passed to `System` unchanged; only the count is added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            LIVE_BYTES.fetch_add(size_of(layout), Ordering::Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            LIVE_BYTES.fetch_add(size_of(layout), Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE_BYTES.fetch_sub(size_of(layout), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE_BYTES.fetch_add(
                isize::try_from(new_size).unwrap_or(isize::MAX) - size_of(layout),
                Ordering::Relaxed,
            );
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const CONFIG: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr"]
"#;

/// Requests answered between the two counts: enough that keeping a few bytes of each
/// would show far above what the first requests leave (caches filled, pools opened).
const REQUESTS: usize = 20_000;

/// Heap the measured requests may leave behind in all: a tenth of a byte per request
/// kept would pass, the eight bytes of one latency sample each would not.
const ALLOWED_GROWTH: isize = 64 * 1024;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answered_requests_leave_no_memory_behind() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!("sqlite://{}/store.db?mode=rwc", dir.path().display());
    let config = Config::from_toml(CONFIG, &LocaleSource::Embedded).expect("config");
    let state = calendar_gateway::server::prepare(config, &url, None)
        .await
        .expect("prepare");
    let router = calendar_gateway::app::router(state);
    let paths = [
        "/wp-json/tribe/events/v1/events",
        "/fr/wp-json/tribe/events/v1/events/12345",
        "/healthz",
    ];
    let answer = |path: &'static str| {
        let router = router.clone();
        async move {
            let request = Request::get(path)
                .header("host", "alpha.test")
                .body(Body::empty())
                .expect("request");
            let response = router.oneshot(request).await.expect("infallible");
            let status = response.status();
            response.into_body().collect().await.expect("body");
            status
        }
    };
    // The first answers fill what is meant to be filled once: the read cache, the
    // store's connections and statements, the metrics' series.
    for path in paths.iter().cycle().take(3_000) {
        answer(path).await;
    }
    assert_eq!(answer(paths[0]).await, StatusCode::OK);
    assert_eq!(answer(paths[1]).await, StatusCode::NOT_FOUND);
    let before = LIVE_BYTES.load(Ordering::Relaxed);

    for path in paths.iter().cycle().take(REQUESTS) {
        answer(path).await;
    }

    // What is kept only until some periodic upkeep gets its time to go.
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut growth = LIVE_BYTES.load(Ordering::Relaxed) - before;
    while growth > ALLOWED_GROWTH && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        growth = LIVE_BYTES.load(Ordering::Relaxed) - before;
    }
    assert!(
        growth <= ALLOWED_GROWTH,
        "{REQUESTS} answered requests left {growth} bytes on the heap ({:.1} per request)",
        growth as f64 / REQUESTS as f64
    );
}
