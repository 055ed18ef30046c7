//! The deployment files agree with the binary: every command line they run parses,
//! ports line up, probes name real endpoints, and the configurations they ship load.

use std::path::{Path, PathBuf};

use calendar_gateway::cli::Cli;
use calendar_gateway::config::Config;
use clap::Parser;
use serde_norway::Value;

use crate::helpers::{TestApp, built_in};

fn deploy(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("deploy")
        .join(path)
}

fn yaml(path: &str) -> Value {
    let text = std::fs::read_to_string(deploy(path)).expect("read");
    serde_norway::from_str(&text).unwrap_or_else(|e| panic!("{path} is not valid YAML: {e}"))
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_sequence()
        .expect("list")
        .iter()
        .map(|v| v.as_str().expect("string").to_string())
        .collect()
}

/// Parses an argument list as the binary would; returns the `--bind` port if any.
fn parses(args: &[String], source: &str) -> Option<u16> {
    let mut argv = vec!["calendar-gateway".to_string()];
    argv.extend(args.iter().cloned());
    Cli::try_parse_from(&argv)
        .unwrap_or_else(|e| panic!("{source}: {argv:?} is not a valid command line: {e}"));
    let bind = args
        .iter()
        .position(|a| a == "--bind")
        .map(|i| args[i + 1].clone())?;
    bind.rsplit(':').next().and_then(|p| p.parse().ok())
}

/// The port of `--metrics-bind` in an argument list, which every deployment gives.
fn metrics_port(args: &[String], source: &str) -> u16 {
    let bind = args
        .iter()
        .position(|a| a == "--metrics-bind")
        .map(|i| args[i + 1].clone())
        .unwrap_or_else(|| panic!("{source}: no --metrics-bind in {args:?}"));
    bind.rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("{source}: {bind} has no port"))
}

/// The JSON-array form of a Dockerfile instruction.
fn dockerfile_array(dockerfile: &str, instruction: &str) -> Vec<String> {
    let line = dockerfile
        .lines()
        .rev()
        .find(|l| l.starts_with(instruction))
        .expect("instruction");
    serde_json::from_str(line[instruction.len()..].trim()).expect("JSON array form")
}

#[test]
fn image_entrypoint_command_and_port_agree() {
    let dockerfile = std::fs::read_to_string(deploy("Dockerfile")).expect("Dockerfile");
    assert_eq!(
        dockerfile_array(&dockerfile, "ENTRYPOINT"),
        ["/usr/local/bin/calendar-gateway"]
    );
    let command = dockerfile_array(&dockerfile, "CMD");
    let port = parses(&command, "Dockerfile CMD").expect("bind");
    let exposed: Vec<u16> = dockerfile
        .lines()
        .filter_map(|l| l.strip_prefix("EXPOSE "))
        .map(|p| p.trim().parse().expect("port"))
        .collect();
    assert_eq!(exposed.first(), Some(&port));
    let metrics = metrics_port(&command, "Dockerfile CMD");
    assert_ne!(metrics, port, "metrics are off the tenants' port");
    assert!(exposed.contains(&metrics), "{exposed:?}");
    assert!(
        dockerfile.contains("USER 10001"),
        "the image runs unprivileged"
    );
    assert!(
        dockerfile.contains("COPY locales locales\nRUN cargo build"),
        "the locale files are built into the binary"
    );
    let build = dockerfile
        .split("RUN cargo build")
        .next()
        .expect("build stage");
    assert!(
        build.contains("COPY .cargo .cargo"),
        "the image's SQLite is compiled with the repository's flags (.cargo/config.toml)"
    );
    let runtime = dockerfile
        .split("FROM debian")
        .nth(1)
        .expect("runtime stage");
    assert!(
        !runtime.contains("locales") && !runtime.contains("CALENDAR_GATEWAY_LOCALES"),
        "the image needs no locale files beside the binary"
    );
}

#[test]
fn kubernetes_manifests_match_the_binary() {
    let deployment = yaml("k8s/deployment.yaml");
    let spec = &deployment["spec"]["template"]["spec"];
    let container = &spec["containers"][0];
    let args = strings(&container["args"]);
    let port = parses(&args, "deployment container").expect("bind");
    assert_eq!(
        container["ports"][0]["containerPort"].as_u64(),
        Some(u64::from(port))
    );
    let metrics = metrics_port(&args, "deployment container");
    assert_ne!(metrics, port);
    assert_eq!(
        container["ports"][1]["containerPort"].as_u64(),
        Some(u64::from(metrics))
    );
    assert_eq!(
        deployment["spec"]["template"]["metadata"]["annotations"]["prometheus.io/port"].as_str(),
        Some(metrics.to_string().as_str())
    );
    let service = yaml("k8s/service.yaml");
    assert!(
        service["spec"]["ports"]
            .as_sequence()
            .expect("ports")
            .iter()
            .all(|p| p["targetPort"].as_str() == Some("http")),
        "the Service exposes the API only"
    );
    assert_eq!(
        container["readinessProbe"]["httpGet"]["path"].as_str(),
        Some("/readyz")
    );
    assert_eq!(
        container["livenessProbe"]["httpGet"]["path"].as_str(),
        Some("/healthz")
    );
    parses(
        &strings(&spec["initContainers"][0]["args"]),
        "migrate init container",
    );
    assert_eq!(
        spec["securityContext"]["runAsNonRoot"].as_bool(),
        Some(true)
    );
    for path in ["k8s/service.yaml", "k8s/hpa.yaml"] {
        assert_eq!(
            yaml(path)["metadata"]["name"].as_str(),
            Some("calendar-gateway"),
            "{path}"
        );
    }
    let configmap = yaml("k8s/configmap.yaml");
    let toml = configmap["data"]["gateway.toml"].as_str().expect("config");
    let config = Config::from_toml(toml, &built_in()).expect("the ConfigMap's configuration loads");
    assert!(
        !config.trusted_proxies.is_empty(),
        "the ingress controller forwards the requests: it must be trusted"
    );
    assert!(
        config.limits.max_connections_per_address > 0,
        "the per-address connection bound stays: trusted proxies are exempt from it"
    );
}

#[test]
fn compose_services_run_valid_commands() {
    let compose = yaml("compose/compose.yaml");
    let services = compose["services"].as_mapping().expect("services");
    let mut gateways = 0;
    for (name, service) in services {
        let Some(command) = service.get("command") else {
            continue;
        };
        if service.get("build").is_none() {
            continue;
        }
        let source = format!("compose service {name:?}");
        let port = parses(&strings(command), &source);
        if let Some(port) = port {
            gateways += 1;
            let exposed = strings(&service["expose"]);
            assert!(exposed.contains(&port.to_string()));
            let metrics = metrics_port(&strings(command), &source);
            assert!(exposed.contains(&metrics.to_string()), "{exposed:?}");
        }
    }
    assert_eq!(gateways, 2, "two gateway instances");
    let nginx = std::fs::read_to_string(deploy("compose/nginx.conf")).expect("nginx");
    assert!(nginx.contains("gateway-a:8080") && nginx.contains("gateway-b:8080"));
    assert!(!nginx.contains("9464"), "the balancer serves no metrics");
    for header in [
        "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
        "proxy_set_header X-Forwarded-Host $http_host;",
    ] {
        assert!(nginx.contains(header), "nginx sends {header}");
    }

    // The gateways trust exactly the balancer's address, and load their configuration.
    let mounted = strings(&services["gateway-a"]["volumes"]);
    let (file, target) = mounted[0].split_once(':').expect("volume");
    assert!(target.starts_with("/etc/calendar-gateway/gateway.toml"));
    let config = Config::load(Some(&deploy(&format!("compose/{file}"))), &built_in())
        .expect("the gateways' configuration loads");
    let balancer: std::net::IpAddr = services["balancer"]["networks"]["default"]["ipv4_address"]
        .as_str()
        .expect("the balancer has a fixed address")
        .parse()
        .expect("address");
    assert!(
        config
            .trusted_proxies
            .iter()
            .any(|net| net.contains(&balancer)),
        "the balancer is trusted"
    );
    let subnet: ipnet::IpNet = compose["networks"]["default"]["ipam"]["config"][0]["subnet"]
        .as_str()
        .expect("subnet")
        .parse()
        .expect("subnet");
    assert!(subnet.contains(&balancer));
    assert!(
        config
            .trusted_proxies
            .iter()
            .all(|net| net.prefix_len() == 32),
        "no address but the balancer's is trusted"
    );
    assert!(
        config.limits.max_connections_per_address > 0,
        "the per-address connection bound stays: the trusted balancer is exempt from it"
    );
}

#[test]
fn systemd_unit_and_example_configuration() {
    let unit = std::fs::read_to_string(deploy("systemd/calendar-gateway.service")).expect("unit");
    let exec = unit
        .lines()
        .find_map(|l| l.strip_prefix("ExecStart="))
        .expect("ExecStart");
    let mut words = exec.split_whitespace();
    assert_eq!(words.next(), Some("/usr/local/bin/calendar-gateway"));
    let args: Vec<String> = words.map(String::from).collect();
    parses(&args, "systemd ExecStart");
    let metrics = args
        .iter()
        .position(|a| a == "--metrics-bind")
        .map(|i| args[i + 1].as_str());
    assert!(
        metrics.is_some_and(|m| m.starts_with("127.0.0.1:")),
        "metrics on loopback: {args:?}"
    );
    Config::load(Some(&deploy("calendar-gateway.example.toml")), &built_in())
        .expect("the example configuration loads");
}

#[tokio::test]
async fn probes_answer() {
    let app = TestApp::new().await;
    for path in ["/healthz", "/readyz"] {
        assert_eq!(
            app.get("any.host", path, None).await.status,
            axum::http::StatusCode::OK,
            "{path}"
        );
    }
}

/// One measurement of the load test, as `deploy/bench/run` writes it in results.json.
fn measurement(rps: f64, p99_ms: f64) -> serde_json::Value {
    serde_json::json!({
        "rps": rps, "p50_ms": p99_ms / 2.0, "p99_ms": p99_ms, "errors": 0,
        "error_kinds": {}, "statuses": {}, "requests": rps * 5.0,
        "bytes_per_response": 40724, "late_share": 0.0,
    })
}

/// `deploy/bench/run --report` over the results of a run whose uncached list made
/// `uncached_rps` against a SELECT of 10,000 req/s: its exit code and its report.
fn bench_report(uncached_rps: f64) -> (Option<i32>, String) {
    let at = |rps: f64, p99_ms: f64| serde_json::json!({"1": measurement(rps / 3.0, 0.3), "64": measurement(rps, p99_ms)});
    let rows: Vec<serde_json::Value> = [
        ("list, default window", 30_000.0, 4.0),
        ("list, category + search", 30_000.0, 4.0),
        ("list, varied date range (uncached)", uncached_rps, 30.0),
        ("single by id", 30_000.0, 4.0),
        ("single by slug", 30_000.0, 4.0),
        ("/fr doc", 25_000.0, 6.0),
        ("feed, default (cached)", 3_000.0, 5.0),
        ("feed, default (uncached)", 40.0, 900.0),
        ("create", 1_200.0, 60.0),
        ("update", 1_200.0, 60.0),
    ]
    .into_iter()
    .map(|(scenario, rps, p99)| serde_json::json!({"scenario": scenario, "by_connections": at(rps, p99)}))
    .collect();
    let results = serde_json::json!({
        "meta": {
            "machine": "2 CPUs (a test), 24 GiB, Linux", "commit": "0123456789ab",
            "command": "deploy/bench/run", "pinning": "server on CPU 0, wrk on CPU 1",
            "started": "2030-01-01T10:00:00", "finished": "2030-01-01T10:25:00",
            "duration_s": 5, "warmup_s": 2,
        },
        "ceilings": {"precomputed": at(60_000.0, 1.0), "serialise": at(17_000.0, 6.0)},
        "results": [{
            "backend": "sqlite", "events": 100_000, "demo_data_s": 50.0, "db_mb": 230.0,
            "peak_rss_mb": 77.0, "select": at(10_000.0, 9.0), "feed_events": 2000,
            "select-serialise": at(6_000.0, 15.0), "rows": rows,
        }],
    });
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("results.json"), results.to_string()).expect("write");
    let output = std::process::Command::new("python3")
        .arg(deploy("bench/run"))
        .arg("--report")
        .arg(dir.path())
        .output()
        .expect("python3");
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    (
        output.status.code(),
        format!("{report}{}", String::from_utf8_lossy(&output.stderr)),
    )
}

/// The load test checks the uncached list against its floor, 31% of the SELECT on
/// SQLite: at 19% of the SELECT it is at 61% of the floor and passes, where the retired
/// target of half the SELECT's rate failed it; at 14%, under half its floor, it fails.
/// The report prints the tables of BENCHMARKS.md, the feed's time per event beside the
/// uncached list page's, and the targets as one matrix.
#[test]
fn the_load_test_checks_the_uncached_list_against_its_floor() {
    let (code, report) = bench_report(1_900.0);
    assert_eq!(code, Some(0), "{report}");
    assert!(
        report.contains("| uncached list ≥ 50% of its floor (31% of the SELECT on SQLite, 15% on PostgreSQL; 64 conns) | met: 61% |"),
        "{report}"
    );
    assert!(
        report.contains(
            "| uncached list: a 14-day window no request repeats | 64 | 1,900 | 15.00 | 30.00 |"
        ),
        "{report}"
    );
    assert!(
        report.contains("| server peak RSS | | 77.0 MB | | |"),
        "{report}"
    );
    // The feed: 40 feeds of 2,000 events a second, 12.5 µs per event; the list, 1,900
    // pages of 10, 52.6 µs.
    assert!(
        report.contains("| 100,000 | 2,000 | 64 | 40 | 12.5 | 3,000 | 0.17 | 52.6 |"),
        "{report}"
    );
    assert!(
        report.contains(
            "| uncached feed's time per event ≤ the uncached list page's (64 conns) | met: 0.24× |"
        ),
        "{report}"
    );
    let (code, report) = bench_report(1_400.0);
    assert_eq!(code, Some(1), "{report}");
    assert!(report.contains("| NOT MET: 45% |"), "{report}");
}
