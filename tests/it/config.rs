//! Configuration: defaults, and errors that name file, key and fix.

use calendar_gateway::config::Config;

use crate::helpers::built_in;

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
