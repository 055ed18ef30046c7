//! Crash safety of the real binary: sixteen writers create, update, translate (through
//! `/fr`, on a tenant that keeps text per language) and trash events while the server
//! is killed with SIGKILL at random moments and restarted on the same database. Every acknowledged write must be there exactly as acknowledged, an
//! unacknowledged create must be wholly present or wholly absent, and the store must
//! stay sound.
//!
//! A write is acknowledged when its whole 2xx response arrived; a request the kill cut
//! off, or any other answer, leaves the event in either its state before or after.

use std::collections::{BTreeSet, HashMap};
use std::process::Child;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::helpers::{Db, EVENTS, TestDatabase, on_postgres};
use crate::process::{SERVER_ADMIN, basic, start_server_with, stop_gracefully, try_authed};

const WRITERS: usize = 16;
const KILLS: usize = 5;
/// The tenant the writers write to: English and French, text per language.
const CONFIG: &str =
    "[[tenant]]\nid = \"default\"\nlanguages = [\"en\", \"fr\"]\ntranslate_content = true\n";
const CATEGORIES: [&str; 3] = ["Music", "Theatre", "Dance"];
const SHARED_TAGS: [&str; 3] = ["outdoor", "family", "late"];
/// Named inline by every create, so creates also reuse an organizer another made.
const SHARED_ORGANIZER: &str = "Crash Society";

/// What a write decides about an event, as the API shows it.
#[derive(Clone, Debug, PartialEq)]
struct EventState {
    title: String,
    description: String,
    venue: String,
    organizers: Vec<String>,
    categories: BTreeSet<String>,
    tags: BTreeSet<String>,
    trashed: bool,
    /// French title and description, once a write through `/fr` gave them; until then
    /// the French variant shows the English text.
    french: Option<(String, String)>,
}

impl EventState {
    /// The state an event object of the API shows.
    fn shown(event: &Value) -> EventState {
        let names = |list: &Value, field: &str| -> Vec<String> {
            list.as_array()
                .map(|items| {
                    items
                        .iter()
                        .filter_map(|item| item[field].as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default()
        };
        EventState {
            title: event["title"].as_str().unwrap_or_default().to_string(),
            description: event["description"]
                .as_str()
                .unwrap_or_default()
                .to_string(),
            venue: event["venue"]["venue"]
                .as_str()
                .unwrap_or_default()
                .to_string(),
            organizers: names(&event["organizer"], "organizer"),
            categories: names(&event["categories"], "name").into_iter().collect(),
            tags: names(&event["tags"], "name").into_iter().collect(),
            trashed: event["status"] == "trash",
            french: None,
        }
    }

    /// What a variant shows of this state: the French text under `/fr`.
    fn as_seen_in(&self, french: bool) -> EventState {
        let mut seen = self.clone();
        if let (true, Some((title, description))) = (french, &self.french) {
            seen.title.clone_from(title);
            seen.description.clone_from(description);
        }
        seen.french = None;
        seen
    }
}

/// One event a writer created or tried to create.
struct Tracked {
    /// `None` while its create is unacknowledged: then only its title finds it.
    id: Option<i64>,
    label: String,
    /// Every state it may be in: one while each write to it was acknowledged, more
    /// after a write whose outcome is unknown. Writers leave such events alone.
    states: Vec<EventState>,
}

impl Tracked {
    fn settled_and_live(&self) -> bool {
        self.id.is_some() && self.states.len() == 1 && !self.states[0].trashed
    }
}

/// What the database holds for one event after the crashes.
#[derive(Debug)]
enum Found {
    /// As the English and the French variant show it.
    Live(Box<(EventState, EventState)>),
    Trashed {
        title: String,
    },
}

impl Found {
    fn is(&self, state: &EventState) -> bool {
        match self {
            Found::Live(seen) => {
                seen.0 == state.as_seen_in(false) && seen.1 == state.as_seen_in(true)
            }
            Found::Trashed { title } => state.trashed && &state.title == title,
        }
    }
}

/// The port of the running server, shared with the writers, who wait while it is down.
struct Server {
    state: Mutex<ServerState>,
    changed: Condvar,
}

struct ServerState {
    port: Option<u16>,
    /// How many times the server was started, counting from 0.
    life: usize,
    stopping: bool,
}

impl Server {
    /// The running server's port and life, once there is one; `None` when writing ends.
    fn wait_up(&self) -> Option<(u16, usize)> {
        let mut state = self.state.lock().expect("lock");
        loop {
            if state.stopping {
                return None;
            }
            if let Some(port) = state.port {
                return Some((port, state.life));
            }
            state = self.changed.wait(state).expect("lock");
        }
    }

    fn set(&self, change: impl FnOnce(&mut ServerState)) {
        change(&mut self.state.lock().expect("lock"));
        self.changed.notify_all();
    }
}

/// What one request yielded: the event object of a whole 2xx response, or nothing.
/// Writers send only writes the API must accept, so a 4xx is recorded as a failure.
fn write(
    port: u16,
    method: &str,
    path: &str,
    body: &Value,
    failures: &Mutex<Vec<String>>,
) -> Option<Value> {
    let auth = basic(SERVER_ADMIN.0, SERVER_ADMIN.1);
    let (status, reply) = try_authed(port, method, path, &auth, &body.to_string())?;
    let code = status.split(' ').nth(1).unwrap_or_default();
    if code.starts_with('4') {
        failures.lock().expect("lock").push(format!(
            "{method} {path} {body} was refused: {status} {reply}"
        ));
    }
    if !code.starts_with('2') {
        return None;
    }
    // A body the kill cut short does not parse: that response was not whole.
    serde_json::from_str(&reply).ok()
}

/// Counts of the writes the writers sent.
#[derive(Default)]
struct Tally {
    acknowledged: AtomicUsize,
    unacknowledged: AtomicUsize,
}

/// One writer: creates, updates and trashes events of its own until writing ends.
fn writer(
    number: usize,
    seed: u64,
    server: &Server,
    acknowledged_in_life: &[AtomicUsize],
    tally: &Tally,
    failures: &Mutex<Vec<String>>,
) -> Vec<Tracked> {
    let mut rng = StdRng::seed_from_u64(seed ^ (number as u64).wrapping_mul(0x9E37_79B9));
    let mut events: Vec<Tracked> = Vec::new();
    let mut step = 0;
    while let Some((port, life)) = server.wait_up() {
        step += 1;
        let settled: Vec<usize> = (0..events.len())
            .filter(|&i| events[i].settled_and_live())
            .collect();
        let roll = rng.random_range(0..10);
        let (index, intended, method, path, body) = if settled.is_empty() || roll < 5 {
            let label = format!("w{number} n{step}");
            let category = CATEGORIES[rng.random_range(0..CATEGORIES.len())];
            let shared_tag = SHARED_TAGS[rng.random_range(0..SHARED_TAGS.len())];
            let state = EventState {
                title: format!("Crash {label}"),
                description: format!("<p>Created {label}</p>"),
                venue: format!("Hall {label}"),
                organizers: vec![format!("Host {label}"), SHARED_ORGANIZER.to_string()],
                categories: [category.to_string()].into(),
                tags: [format!("Label {label}"), shared_tag.to_string()].into(),
                trashed: false,
                french: None,
            };
            let body = json!({
                "title": state.title,
                "description": format!("Created {label}"),
                "start_date": "2030-03-01 10:00:00",
                "end_date": "2030-03-01 12:00:00",
                "venue": {"venue": state.venue, "city": "Lyon"},
                "organizer": [{"organizer": state.organizers[0]}, {"organizer": SHARED_ORGANIZER}],
                "categories": [category],
                "tags": [format!("Label {label}"), shared_tag],
            });
            events.push(Tracked {
                id: None,
                label,
                states: Vec::new(),
            });
            (events.len() - 1, state, "POST", EVENTS.to_string(), body)
        } else {
            let index = settled[rng.random_range(0..settled.len())];
            let event = &events[index];
            let id = event.id.expect("settled events have ids");
            let mut state = event.states[0].clone();
            let path = format!("{EVENTS}/{id}");
            if roll == 7 {
                // A translation, and a shared field changed through the French variant.
                let category = CATEGORIES[rng.random_range(0..CATEGORIES.len())];
                let title = format!("Soirée {} r{step}", event.label);
                state.french = Some((title.clone(), format!("<p>Traduit r{step}</p>")));
                state.categories = [category.to_string()].into();
                let body = json!({
                    "title": title,
                    "description": format!("Traduit r{step}"),
                    "categories": [category],
                });
                (index, state, "POST", format!("/fr{path}"), body)
            } else if roll < 8 {
                let category = CATEGORIES[rng.random_range(0..CATEGORIES.len())];
                let shared_tag = SHARED_TAGS[rng.random_range(0..SHARED_TAGS.len())];
                state.title = format!("Crash {} r{step}", event.label);
                state.description = format!("<p>Revised r{step}</p>");
                state.categories = [category.to_string()].into();
                // The create's own tag stays, so that every such tag stays linked.
                state.tags = [format!("Label {}", event.label), shared_tag.to_string()].into();
                let body = json!({
                    "title": state.title,
                    "description": format!("Revised r{step}"),
                    "categories": [category],
                    "tags": state.tags,
                });
                (index, state, "POST", path, body)
            } else {
                state.trashed = true;
                (index, state, "DELETE", path, json!({}))
            }
        };
        let event = &mut events[index];
        match write(port, method, &path, &body, failures) {
            Some(reply) => {
                let shown = EventState::shown(&reply);
                if shown != intended.as_seen_in(path.starts_with("/fr/")) {
                    failures.lock().expect("lock").push(format!(
                        "{method} {path} {body} acknowledged {shown:?}, not {intended:?}"
                    ));
                }
                if event.id.is_none() {
                    event.id = reply["id"].as_i64();
                }
                event.states = vec![intended];
                acknowledged_in_life[life].fetch_add(1, Ordering::SeqCst);
                tally.acknowledged.fetch_add(1, Ordering::SeqCst);
            }
            None => {
                event.states.push(intended);
                tally.unacknowledged.fetch_add(1, Ordering::SeqCst);
            }
        }
    }
    events
}

/// SIGKILL, as a crash or the OOM killer ends a process: no shutdown code runs.
fn crash(child: &mut Child) {
    child.kill().expect("SIGKILL");
    child.wait().expect("wait");
}

#[test]
fn acknowledged_writes_survive_sigkill_and_none_is_half_written() {
    let started = Instant::now();
    let seed = std::env::var("CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
        });
    eprintln!("crash test seed {seed} (CRASH_SEED={seed} repeats the writers' choices)");
    let mut rng = StdRng::seed_from_u64(seed);
    let database = TestDatabase::create_blocking();
    let config = tempfile::NamedTempFile::new().expect("config file");
    std::fs::write(config.path(), CONFIG).expect("write config");
    let start = || start_server_with(&database.url, Some(config.path()));
    let (mut child, port) = start();
    let server = Arc::new(Server {
        state: Mutex::new(ServerState {
            port: Some(port),
            life: 0,
            stopping: false,
        }),
        changed: Condvar::new(),
    });
    let acknowledged_in_life: Arc<Vec<AtomicUsize>> =
        Arc::new((0..=KILLS).map(|_| AtomicUsize::new(0)).collect());
    let tally = Arc::new(Tally::default());
    let failures = Arc::new(Mutex::new(Vec::<String>::new()));
    let writers: Vec<_> = (0..WRITERS)
        .map(|number| {
            let (server, acknowledged_in_life, tally, failures) = (
                server.clone(),
                acknowledged_in_life.clone(),
                tally.clone(),
                failures.clone(),
            );
            std::thread::spawn(move || {
                writer(
                    number,
                    seed,
                    &server,
                    &acknowledged_in_life,
                    &tally,
                    &failures,
                )
            })
        })
        .collect();

    for life in 0..=KILLS {
        // Each life first proves that writing goes on after the restart, then ends at
        // a random moment among the writes.
        let deadline = Instant::now() + Duration::from_secs(30);
        while acknowledged_in_life[life].load(Ordering::SeqCst) == 0 {
            if Instant::now() > deadline {
                failures.lock().expect("lock").push(format!(
                    "no write was acknowledged within 30 s of start {life}"
                ));
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(Duration::from_millis(rng.random_range(0..1200)));
        if life == KILLS {
            break;
        }
        server.set(|state| state.port = None);
        crash(&mut child);
        let (restarted, port) = start();
        child = restarted;
        server.set(|state| {
            state.port = Some(port);
            state.life += 1;
        });
    }
    server.set(|state| state.stopping = true);
    let tracked: Vec<Tracked> = writers
        .into_iter()
        .flat_map(|w| w.join().expect("writer"))
        .collect();
    // Killed once more with nothing in flight: no acknowledged write may wait for a
    // clean shutdown to reach the store.
    crash(&mut child);

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let stored = runtime.block_on(check_store(&database.url, &failures));
    let (mut child, port) = start();
    let found = found_events(port, &stored, &failures);
    stop_gracefully(&mut child);
    let whole_unacknowledged_creates = check_writes(&tracked, &found, &failures);

    let lives: Vec<usize> = acknowledged_in_life
        .iter()
        .map(|n| n.load(Ordering::SeqCst))
        .collect();
    eprintln!(
        "{} writes acknowledged (per server life: {lives:?}), {} not; {} events, {} creates \
         unacknowledged but whole; {:.1?}",
        tally.acknowledged.load(Ordering::SeqCst),
        tally.unacknowledged.load(Ordering::SeqCst),
        found.len(),
        whole_unacknowledged_creates,
        started.elapsed(),
    );
    let failures = failures.lock().expect("lock");
    assert!(
        failures.is_empty(),
        "seed {seed}: {} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The event rows the store holds, in id order: id, title and status.
struct StoredEvents {
    ids: Vec<i64>,
    titles: Vec<String>,
    statuses: Vec<String>,
}

/// Checks the store as the last crash left it, before any server opens it again, and
/// reads its events.
async fn check_store(url: &str, failures: &Mutex<Vec<String>>) -> StoredEvents {
    let db = Db::connect(url).await;
    let mut problems = Vec::new();
    if !on_postgres() {
        let verdict: String = db.scalar("PRAGMA integrity_check", &[]).await;
        if verdict != "ok" {
            problems.push(format!("PRAGMA integrity_check: {verdict}"));
        }
        let broken: Vec<String> = db.scalars("PRAGMA foreign_key_check", &[]).await;
        if !broken.is_empty() {
            problems.push(format!("PRAGMA foreign_key_check: {broken:?}"));
        }
    }
    // Rows that must not exist: a post without the row of its kind or the reverse, a
    // link to nothing, or a venue, organizer or create's own tag that only a create
    // makes and no event links.
    let must_be_empty: [(&str, &'static str); 10] = [
        (
            "event posts without an event row",
            "SELECT COUNT(*) FROM posts p WHERE p.post_type = 'tribe_events' \
             AND NOT EXISTS (SELECT 1 FROM events e WHERE e.post_id = p.id)",
        ),
        (
            "event rows without an event post",
            "SELECT COUNT(*) FROM events e WHERE NOT EXISTS \
             (SELECT 1 FROM posts p WHERE p.id = e.post_id AND p.post_type = 'tribe_events')",
        ),
        (
            "venue rows without a venue post, or the reverse",
            "SELECT (SELECT COUNT(*) FROM venues v WHERE NOT EXISTS \
             (SELECT 1 FROM posts p WHERE p.id = v.post_id AND p.post_type = 'tribe_venue')) \
             + (SELECT COUNT(*) FROM posts p WHERE p.post_type = 'tribe_venue' \
             AND NOT EXISTS (SELECT 1 FROM venues v WHERE v.post_id = p.id))",
        ),
        (
            "organizer rows without an organizer post, or the reverse",
            "SELECT (SELECT COUNT(*) FROM organizers o WHERE NOT EXISTS \
             (SELECT 1 FROM posts p WHERE p.id = o.post_id AND p.post_type = 'tribe_organizer')) \
             + (SELECT COUNT(*) FROM posts p WHERE p.post_type = 'tribe_organizer' \
             AND NOT EXISTS (SELECT 1 FROM organizers o WHERE o.post_id = p.id))",
        ),
        (
            "events linked to a venue that does not exist",
            "SELECT COUNT(*) FROM events e WHERE COALESCE(e.venue_id, 0) <> 0 \
             AND NOT EXISTS (SELECT 1 FROM venues v WHERE v.post_id = e.venue_id)",
        ),
        (
            "organizer links to a missing event or organizer",
            "SELECT COUNT(*) FROM event_organizers l \
             WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.post_id = l.event_id) \
             OR NOT EXISTS (SELECT 1 FROM organizers o WHERE o.post_id = l.organizer_id)",
        ),
        (
            "term links to a missing event or term",
            "SELECT COUNT(*) FROM event_terms l \
             WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.post_id = l.event_id) \
             OR NOT EXISTS (SELECT 1 FROM terms t WHERE t.id = l.term_id)",
        ),
        (
            "venues no event links",
            "SELECT COUNT(*) FROM venues v WHERE NOT EXISTS \
             (SELECT 1 FROM events e WHERE e.venue_id = v.post_id)",
        ),
        (
            "organizers no event links",
            "SELECT COUNT(*) FROM organizers o WHERE NOT EXISTS \
             (SELECT 1 FROM event_organizers l WHERE l.organizer_id = o.post_id)",
        ),
        (
            "create's own tags no event links",
            "SELECT COUNT(*) FROM terms t WHERE t.name LIKE 'Label %' AND NOT EXISTS \
             (SELECT 1 FROM event_terms l WHERE l.term_id = t.id)",
        ),
    ];
    for (what, sql) in must_be_empty {
        let count: i64 = db.scalar(sql, &[]).await;
        if count != 0 {
            problems.push(format!("{count} {what}"));
        }
    }
    failures.lock().expect("lock").extend(problems);
    StoredEvents {
        ids: db
            .scalars(
                "SELECT id FROM posts WHERE post_type = 'tribe_events' ORDER BY id",
                &[],
            )
            .await,
        titles: db
            .scalars(
                "SELECT title FROM posts WHERE post_type = 'tribe_events' ORDER BY id",
                &[],
            )
            .await,
        statuses: db
            .scalars(
                "SELECT status FROM posts WHERE post_type = 'tribe_events' ORDER BY id",
                &[],
            )
            .await,
    }
}

/// Every stored event as the restarted server shows it; trashed ones by their title,
/// as the API answers them with `event-no-longer-available`.
fn found_events(
    port: u16,
    stored: &StoredEvents,
    failures: &Mutex<Vec<String>>,
) -> HashMap<i64, Found> {
    let auth = basic(SERVER_ADMIN.0, SERVER_ADMIN.1);
    let mut found = HashMap::new();
    for ((&id, title), status) in stored.ids.iter().zip(&stored.titles).zip(&stored.statuses) {
        let (line, body) =
            try_authed(port, "GET", &format!("{EVENTS}/{id}"), &auth, "").expect("response");
        let event: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
        let (_, french_body) =
            try_authed(port, "GET", &format!("/fr{EVENTS}/{id}"), &auth, "").expect("response");
        let french: Value = serde_json::from_str(&french_body).unwrap_or(Value::Null);
        let shown = match status.as_str() {
            "trash" if event["code"] == "event-no-longer-available" => Found::Trashed {
                title: title.clone(),
            },
            "trash" => {
                failures
                    .lock()
                    .expect("lock")
                    .push(format!("trashed event {id} is shown: {line} {body}"));
                continue;
            }
            _ if line.contains(" 200 ") => Found::Live(Box::new((
                EventState::shown(&event),
                EventState::shown(&french),
            ))),
            _ => {
                failures
                    .lock()
                    .expect("lock")
                    .push(format!("event {id} cannot be read: {line} {body}"));
                continue;
            }
        };
        found.insert(id, shown);
    }
    found
}

/// Matches what the writers know against what was found; returns how many
/// unacknowledged creates are wholly present.
fn check_writes(
    tracked: &[Tracked],
    found: &HashMap<i64, Found>,
    failures: &Mutex<Vec<String>>,
) -> usize {
    let mut problems = Vec::new();
    let mut unclaimed: Vec<i64> = found.keys().copied().collect();
    for event in tracked.iter().filter(|e| e.id.is_some()) {
        let id = event.id.expect("filtered");
        unclaimed.retain(|&other| other != id);
        match found.get(&id) {
            Some(shown) if event.states.iter().any(|s| shown.is(s)) => {}
            shown => problems.push(format!(
                "event {id} is {shown:?}; acknowledged writes allow only {:?}",
                event.states
            )),
        }
    }
    // The rest came from creates the writers never heard back from: each must be one
    // of them, whole, and at most once.
    let mut unacknowledged: HashMap<&str, &EventState> = tracked
        .iter()
        .filter(|e| e.id.is_none())
        .map(|e| (e.states[0].title.as_str(), &e.states[0]))
        .collect();
    let mut whole = 0;
    for id in unclaimed {
        let shown = &found[&id];
        let title = match shown {
            Found::Live(seen) => seen.0.title.as_str(),
            Found::Trashed { title } => title.as_str(),
        };
        match unacknowledged.remove(title) {
            Some(create) if shown.is(create) => whole += 1,
            Some(create) => problems.push(format!(
                "event {id} is {shown:?}, a partial write of the unacknowledged create {create:?}"
            )),
            None => problems.push(format!("event {id} is {shown:?}, which no write created")),
        }
    }
    failures.lock().expect("lock").extend(problems);
    whole
}
