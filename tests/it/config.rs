//! Configuration: defaults, and errors that name file, key and fix.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use calendar_gateway::config::Config;

use crate::helpers::built_in;

fn project_file(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect(path)
}

fn error_of(toml: &str) -> String {
    Config::from_toml(toml, &built_in())
        .expect_err("must be refused")
        .to_string()
}

#[test]
fn default_config_is_one_catch_all_tenant() {
    let config = Config::load(None, &built_in()).expect("default");
    assert_eq!(config.tenants.len(), 1);
    let t = &config.tenants[0];
    assert_eq!(
        (
            t.id.as_str(),
            t.site_url.as_deref(),
            t.vendor.as_str(),
            t.rest_prefix.as_str()
        ),
        ("default", None, "tribe", "wp-json"),
        "without site_url, links follow each request's address"
    );
    assert_eq!(t.languages, ["en", "fr", "de", "es"]);
    assert!(
        config
            .tenant_for("any.host", "/wp-json/tribe/events/v1")
            .is_some()
    );
}

#[test]
fn errors_name_the_key_and_the_fix() {
    let unknown = error_of("[[tenant]]\nid = \"a\"\ncolour = \"red\"\n");
    assert!(
        unknown.contains("colour") && unknown.contains("line 3") && unknown.contains("fix:"),
        "{unknown}"
    );
    let duplicate = error_of(
        "[[tenant]]\nid = \"a\"\nhosts = [\"a.test\"]\n[[tenant]]\nid = \"a\"\nhosts = [\"b.test\"]\n",
    );
    assert!(
        duplicate.contains("tenant[1].id") && duplicate.contains("used twice"),
        "{duplicate}"
    );
    let no_locale = error_of("[[tenant]]\nid = \"a\"\nlanguages = [\"en\", \"xx\"]\n");
    assert!(
        no_locale.contains("tenant[0].languages") && no_locale.contains("no locale files"),
        "{no_locale}"
    );
    let same_claim = error_of("[[tenant]]\nid = \"a\"\n[[tenant]]\nid = \"b\"\n");
    assert!(same_claim.contains("already claimed"), "{same_claim}");
    let bad_tz = error_of("[[tenant]]\nid = \"a\"\ntimezone = \"Nowhere/Land\"\n");
    assert!(bad_tz.contains("tenant[0].timezone"), "{bad_tz}");
    let bad_default = error_of("[[tenant]]\nid = \"a\"\ndefault_language = \"it\"\n");
    assert!(bad_default.contains("default_language"), "{bad_default}");
    let bad_id = error_of("[[tenant]]\nid = \"Not Valid\"\n");
    assert!(bad_id.contains("tenant[0].id"), "{bad_id}");
    let no_readers = error_of("[[tenant]]\nid = \"a\"\n[limits]\npostgres_read_connections = 0\n");
    assert!(
        no_readers.contains("postgres_read_connections") && no_readers.contains("at least 1"),
        "{no_readers}"
    );
}

#[test]
fn feed_settings_have_defaults_and_bounds() {
    let config = Config::load(None, &built_in()).expect("default");
    let t = &config.tenants[0];
    assert_eq!(
        (
            t.site_name.as_deref(),
            t.ical_refresh.as_secs(),
            t.ical_max_events
        ),
        (None, 3600, 2000)
    );
    let set = Config::from_toml(
        "[[tenant]]\nid = \"a\"\nsite_name = \" Agenda \"\nical_refresh = 60\nical_max_events = 10000\n",
        &built_in(),
    )
    .expect("valid");
    let t = &set.tenants[0];
    assert_eq!(
        (
            t.site_name.as_deref(),
            t.ical_refresh.as_secs(),
            t.ical_max_events
        ),
        (Some("Agenda"), 60, 10_000)
    );
    for (line, key) in [
        ("ical_refresh = 59", "tenant[0].ical_refresh"),
        ("ical_refresh = 2592001", "tenant[0].ical_refresh"),
        ("ical_max_events = 0", "tenant[0].ical_max_events"),
        ("ical_max_events = 10001", "tenant[0].ical_max_events"),
        ("site_name = \"  \"", "tenant[0].site_name"),
        ("site_name = \"two\\nlines\"", "tenant[0].site_name"),
    ] {
        let error = error_of(&format!("[[tenant]]\nid = \"a\"\n{line}\n"));
        assert!(
            error.contains(key) && error.contains("fix:"),
            "{line}: {error}"
        );
    }
}

#[test]
fn named_hosts_beat_wildcards_and_longest_base_path_wins() {
    let config = Config::from_toml(
        "[[tenant]]\nid = \"any\"\n[[tenant]]\nid = \"named\"\nhosts = [\"named.test\"]\n[[tenant]]\nid = \"sub\"\nbase_path = \"/sub\"\n",
        &built_in(),
    )
    .expect("config");
    let pick = |host: &str, path: &str| config.tenant_for(host, path).map(|t| t.id.clone());
    assert_eq!(pick("named.test", "/sub/wp-json").as_deref(), Some("named"));
    assert_eq!(pick("other.test", "/sub/wp-json").as_deref(), Some("sub"));
    assert_eq!(
        pick("other.test", "/subway/wp-json").as_deref(),
        Some("any"),
        "base paths match whole segments"
    );
    assert_eq!(pick("NAMED.test", "/").as_deref(), Some("named"));
}

/// The keys a table of the file takes, as the parser's refusal of an unknown key lists
/// them: what the code accepts, whatever the documents say.
fn accepted_keys(table: &str) -> BTreeSet<String> {
    let error = error_of(&format!("[[tenant]]\nid = \"a\"\n{table}no_such_key = 1\n"));
    let (_, listed) = error
        .split_once("expected one of ")
        .unwrap_or_else(|| panic!("no list of keys in {error}"));
    let listed = listed.split(';').next().unwrap_or_default();
    listed
        .split(", ")
        .map(|key| key.trim().trim_matches('`').to_string())
        .collect()
}

/// The rows `| `key` | default | ... |` of every table in docs/configuration.md, with
/// the default as a TOML value, or `None` where the page describes an unset key in
/// words.
fn documented_defaults() -> BTreeMap<String, Option<String>> {
    let page = project_file("docs/configuration.md");
    let mut rows = BTreeMap::new();
    let mut in_key_table = false;
    for line in page.lines() {
        if !line.starts_with('|') {
            in_key_table = false;
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        if cells.first() == Some(&"key") && cells.get(1) == Some(&"default") {
            in_key_table = true;
            continue;
        }
        let (true, [key, default, ..]) = (in_key_table, cells.as_slice()) else {
            continue;
        };
        let Some(key) = key.strip_prefix('`').and_then(|k| k.strip_suffix('`')) else {
            continue;
        };
        let value = default.trim_matches('`');
        let is_toml_value = toml::from_str::<toml::Table>(&format!("v = {value}")).is_ok();
        let previous = rows.insert(key.to_string(), is_toml_value.then(|| value.to_string()));
        assert!(previous.is_none(), "`{key}` is documented twice");
    }
    rows
}

#[test]
fn every_default_is_the_same_without_a_key_without_a_file_and_as_documented() {
    let tenant_keys = accepted_keys("");
    let limits_keys = accepted_keys("[limits]\n");
    let auth_keys = accepted_keys("[auth]\n");
    let top_keys: BTreeSet<String> = accepted_keys("[top]\n")
        .into_iter()
        .filter(|key| !["tenant", "limits", "auth"].contains(&key.as_str()))
        .collect();
    // `[top]` above is itself unknown: the parser lists the top-level keys for it.
    assert!(top_keys.contains("trusted_proxies"), "{top_keys:?}");

    let documented = documented_defaults();
    let every_key: BTreeSet<String> = [&tenant_keys, &limits_keys, &auth_keys, &top_keys]
        .into_iter()
        .flatten()
        .cloned()
        .collect();
    assert_eq!(
        documented.keys().cloned().collect::<BTreeSet<_>>(),
        every_key,
        "docs/configuration.md documents exactly the keys the configuration takes"
    );

    let example = project_file("deploy/calendar-gateway.example.toml");
    for key in &every_key {
        assert!(
            example.lines().any(|line| {
                let line = line.trim_start_matches('#').trim_start();
                line.starts_with(&format!("{key} ="))
            }),
            "the example configuration shows `{key}`"
        );
    }

    // A file naming every key with the default the page states.
    let section = |keys: &BTreeSet<String>| -> String {
        keys.iter()
            .filter_map(|key| Some(format!("{key} = {}\n", documented[key].as_ref()?)))
            .collect()
    };
    let as_documented = format!(
        "{}[[tenant]]\nid = \"default\"\n{}[limits]\n{}[auth]\n{}",
        section(&top_keys),
        section(&tenant_keys),
        section(&limits_keys),
        section(&auth_keys)
    );

    // The example file without its other tenants: its first one shows the defaults.
    let mut example_defaults: toml::Table = toml::from_str(&example).expect("example parses");
    let tenants = example_defaults["tenant"].as_array_mut().expect("tenants");
    tenants.truncate(1);
    let example_defaults = toml::to_string(&example_defaults).expect("example serialises");

    let without_file = Config::load(None, &built_in()).expect("no file");
    for (what, text) in [
        (
            "a file naming only the tenant's id",
            "[[tenant]]\nid = \"default\"\n",
        ),
        (
            "empty [limits] and [auth] tables",
            "[[tenant]]\nid = \"default\"\n[limits]\n[auth]\n",
        ),
        ("every key at its documented default", &as_documented),
        ("the example's first tenant and tables", &example_defaults),
    ] {
        let config = Config::from_toml(text, &built_in()).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(
            config, without_file,
            "{what} configures as no file does:\n{text}"
        );
    }
}

#[test]
fn a_tenant_without_id_is_refused_by_name() {
    let missing = error_of("[[tenant]]\nhosts = [\"a.test\"]\n");
    assert!(
        missing.contains("tenant[0].id") && missing.contains("no id") && missing.contains("fix:"),
        "{missing}"
    );
}
