//! Who is asking, and at which public address: the one place that decides the
//! client's IP address (failed-login limits, logs) and the scheme and host the client
//! used (tenant selection, links built without a configured `site_url`).
//!
//! The TCP peer is the client, unless it is one of the configured `trusted_proxies`:
//! then the forwarding headers it sends name the client. `Forwarded` (RFC 7239) is
//! read when no `X-Forwarded-For` is present, `X-Forwarded-For` otherwise; both are
//! walked from the right (the hop nearest to this server) over trusted addresses, and
//! the first untrusted address is the client. `X-Forwarded-Proto` and
//! `X-Forwarded-Host` (or `Forwarded`'s `proto` and `host`) give the public scheme and
//! host. From any other peer these headers change nothing.
//!
//! A request names one host, or it is refused with `400 rest_ambiguous_host`, as
//! HTTP/1.1 requires: otherwise a proxy in front and this server could each act on
//! another host. Two `Host` headers, a `Host` header that disagrees with an
//! absolute-form target, and forwarding headers of a trusted proxy naming different
//! hosts are all ambiguous.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::uri::Authority;
use axum::http::{HeaderMap, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use ipnet::IpNet;

use crate::domain::client_address::canonical;
use crate::error::ApiError;

/// The client of one request, as [`resolve`] determined it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Client {
    /// The client's address; `None` when the connection's is unknown (a router driven
    /// without a listener).
    pub ip: Option<IpAddr>,
    /// `http` or `https`, as the client spoke to the first proxy (or to us).
    pub scheme: &'static str,
    /// `host[:port]` the client addressed, lower case; `None` when no request header
    /// names one.
    pub host: Option<String>,
}

impl Client {
    /// `scheme://host[:port]` of the request, the base of links built from it.
    pub fn origin(&self) -> String {
        format!(
            "{}://{}",
            self.scheme,
            self.host.as_deref().unwrap_or("localhost")
        )
    }

    /// The host name without port, by which tenants are chosen.
    pub fn hostname(&self) -> &str {
        let Some(host) = self.host.as_deref() else {
            return "";
        };
        if let Some(bracketed) = host.strip_prefix('[') {
            return bracketed.split_once(']').map_or(bracketed, |(h, _)| h);
        }
        host.rsplit_once(':').map_or(host, |(h, _)| h)
    }

    /// The address as logs and limits key it.
    pub fn ip_text(&self) -> Option<String> {
        self.ip.map(|ip| ip.to_string())
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        parts
            .extensions
            .get::<Client>()
            .cloned()
            .ok_or_else(ApiError::internal)
    }
}

/// The peers whose forwarding headers are believed.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Arc<Vec<IpNet>>);

impl TrustedProxies {
    pub fn new(networks: Vec<IpNet>) -> Self {
        TrustedProxies(Arc::new(networks))
    }

    /// Whether `ip` is one of them (an IPv4-mapped address as its IPv4 address).
    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }
}

/// Middleware: attaches the [`Client`] to the request. A `Host` (or trusted forwarded
/// host) that is not a host name with an optional port gets `400 rest_bad_request`; a
/// request naming more than one host `400 rest_ambiguous_host`.
pub async fn resolve(
    State(proxies): State<TrustedProxies>,
    mut request: Request,
    next: Next,
) -> Response {
    match client_of(&request, &proxies) {
        Ok(client) => {
            request.extensions_mut().insert(client);
            next.run(request).await
        }
        Err(e) => e.into_response(),
    }
}

/// Who sent `request`, and to which scheme and host.
fn client_of(request: &Request, proxies: &TrustedProxies) -> Result<Client, ApiError> {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| canonical(addr.ip()));
    let direct_host = direct_host(request)?;
    Ok(match peer {
        Some(peer) if proxies.trusts(peer) => {
            let forwarded = forwarded_client(peer, request.headers(), proxies)
                .map_err(|AmbiguousHost| ApiError::ambiguous_host())?;
            let host = match forwarded.host {
                Some(raw) => Some(valid_host(&raw).ok_or_else(ApiError::bad_request)?),
                None => direct_host,
            };
            Client {
                ip: Some(forwarded.ip),
                scheme: forwarded.scheme.unwrap_or("http"),
                host,
            }
        }
        _ => Client {
            ip: peer,
            scheme: "http",
            host: direct_host,
        },
    })
}

/// The host the request itself names: its one `Host` header, or the authority of an
/// absolute-form target, which must then agree with a `Host` header sent too.
fn direct_host(request: &Request) -> Result<Option<String>, ApiError> {
    let mut lines = request.headers().get_all(header::HOST).iter();
    let header = lines.next();
    if lines.next().is_some() {
        return Err(ApiError::ambiguous_host());
    }
    let target = request.uri().authority();
    let Some(header) = header else {
        return target
            .map(|t| valid_host(t.as_str()).ok_or_else(ApiError::bad_request))
            .transpose();
    };
    let host = header
        .to_str()
        .ok()
        .and_then(valid_host)
        .ok_or_else(ApiError::bad_request)?;
    if let Some(target) = target
        && !same_authority(&host, target, request.uri().scheme_str())
    {
        return Err(ApiError::ambiguous_host());
    }
    Ok(Some(host))
}

/// Whether a `Host` value names the authority of an absolute-form target; a missing
/// port is the scheme's default.
fn same_authority(host: &str, target: &Authority, scheme: Option<&str>) -> bool {
    let default_port = match scheme {
        Some(s) if s.eq_ignore_ascii_case("https") => 443,
        _ => 80,
    };
    let Ok(host) = host.parse::<Authority>() else {
        return false;
    };
    host.host().eq_ignore_ascii_case(target.host())
        && host.port_u16().unwrap_or(default_port) == target.port_u16().unwrap_or(default_port)
}

/// `host[:port]` in lower case, when `raw` is one: a name or address, no user info,
/// path or other decoration.
fn valid_host(raw: &str) -> Option<String> {
    let raw = raw.trim();
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']');
    if raw.is_empty() || !raw.chars().all(allowed) {
        return None;
    }
    raw.parse::<Authority>()
        .ok()
        .map(|_| raw.to_ascii_lowercase())
}

/// Forwarding headers of a trusted proxy that name more than one host for the client.
#[derive(Debug, PartialEq)]
struct AmbiguousHost;

/// What a chain of trusted proxies says about the client.
#[derive(Debug, PartialEq)]
struct Forwarded {
    ip: IpAddr,
    scheme: Option<&'static str>,
    host: Option<String>,
}

/// The client behind a trusted `peer`, from `X-Forwarded-For` (with
/// `X-Forwarded-Proto`/`-Host`) when present, else from `Forwarded`. Every
/// `X-Forwarded-Host` value must name the same host, and the `Forwarded` element
/// describing the client may name one host at most (RFC 7239: no parameter twice).
fn forwarded_client(
    peer: IpAddr,
    headers: &HeaderMap,
    proxies: &TrustedProxies,
) -> Result<Forwarded, AmbiguousHost> {
    let values = |name: &str| -> Vec<&str> {
        headers
            .get_all(name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect()
    };
    let x_forwarded_for = values("x-forwarded-for");
    if !x_forwarded_for.is_empty() {
        let hops: Vec<Option<IpAddr>> = x_forwarded_for
            .iter()
            .flat_map(|v| v.split(','))
            .map(|item| parse_node(item.trim()))
            .collect();
        let items = |name: &str| -> Vec<String> {
            values(name)
                .iter()
                .flat_map(|v| v.split(','))
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(String::from)
                .collect()
        };
        let hosts = items("x-forwarded-host");
        if hosts.iter().any(|h| !h.eq_ignore_ascii_case(&hosts[0])) {
            return Err(AmbiguousHost);
        }
        return Ok(Forwarded {
            ip: pick(peer, &hops, proxies).1,
            scheme: items("x-forwarded-proto").last().and_then(|p| scheme(p)),
            host: hosts.into_iter().next(),
        });
    }
    let elements: Vec<Vec<(String, String)>> = values("forwarded")
        .iter()
        .flat_map(|v| split_outside_quotes(v, ','))
        .map(|element| {
            split_outside_quotes(element, ';')
                .into_iter()
                .filter_map(|pair| {
                    let (name, value) = pair.split_once('=')?;
                    Some((name.trim().to_ascii_lowercase(), unquote(value.trim())))
                })
                .collect()
        })
        .collect();
    if elements.is_empty() {
        return Ok(Forwarded {
            ip: peer,
            scheme: None,
            host: None,
        });
    }
    let param = |element: &[(String, String)], name: &str| {
        element
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let hops: Vec<Option<IpAddr>> = elements
        .iter()
        .map(|e| param(e, "for").and_then(|node| parse_node(&node)))
        .collect();
    let (index, ip) = pick(peer, &hops, proxies);
    let element = index.map_or(&[][..], |i| elements[i].as_slice());
    if element.iter().filter(|(n, _)| n == "host").count() > 1 {
        return Err(AmbiguousHost);
    }
    Ok(Forwarded {
        ip,
        scheme: param(element, "proto").and_then(|p| scheme(&p)),
        host: param(element, "host"),
    })
}

/// Walks `hops` (farthest first, as proxies append) from the right, starting at the
/// trusted `peer`: the first untrusted address is the client. An entry that names no
/// address (`unknown`, obfuscated, garbled) ends the walk at the trusted hop that
/// reported it. When every address is trusted, the farthest is the client. Returns the
/// index of the entry describing the client, if any, and its address.
fn pick(
    peer: IpAddr,
    hops: &[Option<IpAddr>],
    proxies: &TrustedProxies,
) -> (Option<usize>, IpAddr) {
    let mut reporter = peer;
    for (i, hop) in hops.iter().enumerate().rev() {
        match hop {
            Some(ip) if proxies.trusts(*ip) => reporter = canonical(*ip),
            Some(ip) => return (Some(i), canonical(*ip)),
            None => return (Some(i), reporter),
        }
    }
    (hops.first().map(|_| 0), reporter)
}

/// An address as forwarding headers write it: `192.0.2.1`, `192.0.2.1:4711`,
/// `2001:db8::1`, `[2001:db8::1]` or `[2001:db8::1]:4711`.
fn parse_node(node: &str) -> Option<IpAddr> {
    let node = node.trim();
    if let Some(rest) = node.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    if let Ok(ip) = node.parse() {
        return Some(ip);
    }
    let (address, port) = node.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    address.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

fn scheme(value: &str) -> Option<&'static str> {
    if value.eq_ignore_ascii_case("https") {
        Some("https")
    } else if value.eq_ignore_ascii_case("http") {
        Some("http")
    } else {
        None
    }
}

/// Splits on `separator` where it is not inside a quoted string.
fn split_outside_quotes(text: &str, separator: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut start, mut quoted, mut escaped) = (0, false, false);
    for (i, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            c if c == separator && !quoted => {
                parts.push(text[start..i].trim());
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts.retain(|p| !p.is_empty());
    parts
}

/// A token, or a quoted string without its quotes and escapes.
fn unquote(value: &str) -> String {
    let Some(inner) = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) else {
        return value.to_string();
    };
    let mut out = String::with_capacity(inner.len());
    let mut escaped = false;
    for c in inner.chars() {
        if escaped || c != '\\' {
            out.push(c);
            escaped = false;
        } else {
            escaped = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn proxies(nets: &[&str]) -> TrustedProxies {
        TrustedProxies::new(nets.iter().map(|n| n.parse().expect("net")).collect())
    }

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                axum::http::HeaderName::from_bytes(name.as_bytes()).expect("name"),
                HeaderValue::from_str(value).expect("value"),
            );
        }
        map
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("ip")
    }

    #[test]
    fn the_rightmost_untrusted_address_wins() {
        let trusted = proxies(&["10.0.0.0/8"]);
        let from = |pairs: &[(&str, &str)]| {
            forwarded_client(ip("10.0.0.1"), &headers(pairs), &trusted).expect("one host")
        };
        assert_eq!(
            from(&[("x-forwarded-for", "6.6.6.6, 203.0.113.7, 10.0.0.9")]).ip,
            ip("203.0.113.7"),
            "a spoofed left entry is not believed"
        );
        assert_eq!(
            from(&[
                ("x-forwarded-for", "6.6.6.6"),
                ("x-forwarded-for", "203.0.113.7")
            ])
            .ip,
            ip("203.0.113.7"),
            "header lines join in order"
        );
        assert_eq!(
            from(&[("x-forwarded-for", "10.1.1.1, 10.2.2.2")]).ip,
            ip("10.1.1.1"),
            "all trusted: the farthest"
        );
        assert_eq!(
            from(&[("x-forwarded-for", "nonsense, 10.2.2.2")]).ip,
            ip("10.2.2.2"),
            "an unreadable entry ends at the proxy that wrote it"
        );
        assert_eq!(from(&[]).ip, ip("10.0.0.1"), "no header: the peer");
        let proto = from(&[
            ("x-forwarded-for", "203.0.113.7"),
            ("x-forwarded-proto", "https"),
            ("x-forwarded-host", "Events.Example.org"),
        ]);
        assert_eq!(proto.scheme, Some("https"));
        assert_eq!(proto.host.as_deref(), Some("Events.Example.org"));
    }

    #[test]
    fn forwarded_elements_carry_address_scheme_and_host() {
        let trusted = proxies(&["10.0.0.0/8", "fd00::/8"]);
        let from = |value: &str| {
            forwarded_client(ip("10.0.0.1"), &headers(&[("forwarded", value)]), &trusted)
                .expect("one host")
        };
        let chain = from(
            r#"for=6.6.6.6;proto=http, for="[2001:db8::7]:4711";proto=https;host="events.example.org", for=10.3.3.3"#,
        );
        assert_eq!(
            chain,
            Forwarded {
                ip: ip("2001:db8::7"),
                scheme: Some("https"),
                host: Some("events.example.org".into()),
            }
        );
        assert_eq!(from("for=unknown").ip, ip("10.0.0.1"));
        assert_eq!(
            from(r#"for="192.0.2.60:8080";by=10.0.0.1"#).ip,
            ip("192.0.2.60")
        );
        assert_eq!(
            from(r#"for="_hidden, with comma";proto=https"#).ip,
            ip("10.0.0.1"),
            "quoted commas do not split elements"
        );
        let both = forwarded_client(
            ip("10.0.0.1"),
            &headers(&[("forwarded", "for=1.1.1.1"), ("x-forwarded-for", "2.2.2.2")]),
            &trusted,
        )
        .expect("one host");
        assert_eq!(both.ip, ip("2.2.2.2"), "X-Forwarded-For wins when present");
    }

    #[test]
    fn mapped_addresses_and_single_hosts() {
        let trusted = proxies(&["10.0.0.5/32"]);
        assert!(trusted.trusts(ip("::ffff:10.0.0.5")));
        assert!(!trusted.trusts(ip("10.0.0.6")));
        assert_eq!(parse_node("[::1]:80"), Some(ip("::1")));
        assert_eq!(parse_node("192.0.2.1:65536"), None);
    }

    #[test]
    fn hosts_are_host_names_with_an_optional_port() {
        assert_eq!(
            valid_host("Example.ORG:8080").as_deref(),
            Some("example.org:8080")
        );
        assert_eq!(valid_host("[::1]:3000").as_deref(), Some("[::1]:3000"));
        for bad in ["", "a b", "user@host", "host/path", "host\"x", "x:y:z"] {
            assert_eq!(valid_host(bad), None, "{bad}");
        }
        let client = Client {
            ip: None,
            scheme: "https",
            host: Some("[::1]:3000".into()),
        };
        assert_eq!(client.hostname(), "::1");
        assert_eq!(client.origin(), "https://[::1]:3000");
    }

    #[test]
    fn forwarding_headers_name_one_host() {
        let trusted = proxies(&["10.0.0.0/8"]);
        let from = |pairs: &[(&str, &str)]| {
            forwarded_client(ip("10.0.0.1"), &headers(pairs), &trusted).map(|f| f.host)
        };
        let xff = ("x-forwarded-for", "203.0.113.7");
        assert_eq!(
            from(&[xff, ("x-forwarded-host", "a.example, A.example")]),
            Ok(Some("a.example".into())),
            "the same host twice is one host"
        );
        assert_eq!(
            from(&[xff, ("x-forwarded-host", "evil.example, a.example")]),
            Err(AmbiguousHost),
            "a client's own value beside the proxy's"
        );
        assert_eq!(
            from(&[
                xff,
                ("x-forwarded-host", "a.example"),
                ("x-forwarded-host", "b.example")
            ]),
            Err(AmbiguousHost),
            "two header lines"
        );
        assert_eq!(
            from(&[("forwarded", "for=203.0.113.7;host=a.example;host=b.example")]),
            Err(AmbiguousHost),
            "one element naming two hosts"
        );
        assert_eq!(
            from(&[(
                "forwarded",
                "for=198.51.100.1;host=x.example, for=203.0.113.7;host=a.example"
            )]),
            Ok(Some("a.example".into())),
            "each hop names its own host; the client's hop counts"
        );
    }

    fn with_host(target: &str, hosts: &[&str]) -> Request {
        let mut builder = Request::builder().uri(target);
        for host in hosts {
            builder = builder.header(header::HOST, *host);
        }
        builder.body(axum::body::Body::empty()).expect("request")
    }

    #[test]
    fn one_host_per_request() {
        let host = |target: &str, hosts: &[&str]| {
            direct_host(&with_host(target, hosts)).map_err(|e| e.code().to_string())
        };
        let ambiguous = Err("rest_ambiguous_host".to_string());
        assert_eq!(
            host("/x", &["Alpha.test:8080"]),
            Ok(Some("alpha.test:8080".into()))
        );
        assert_eq!(host("/x", &["[::1]:8080"]), Ok(Some("[::1]:8080".into())));
        assert_eq!(host("/x", &[]), Ok(None));
        assert_eq!(
            host("http://beta.test/x", &[]),
            Ok(Some("beta.test".into()))
        );
        assert_eq!(
            host("http://beta.test/x", &["BETA.test:80"]),
            Ok(Some("beta.test:80".into()))
        );
        assert_eq!(
            host("https://beta.test:443/x", &["beta.test"]),
            Ok(Some("beta.test".into()))
        );
        assert_eq!(
            host("/x", &["alpha.test", "beta.test"]),
            ambiguous,
            "two Host headers"
        );
        assert_eq!(host("/x", &["alpha.test", "alpha.test"]), ambiguous);
        assert_eq!(
            host("http://beta.test/x", &["alpha.test"]),
            ambiguous,
            "target and Host differ"
        );
        assert_eq!(
            host("http://beta.test:8080/x", &["beta.test"]),
            ambiguous,
            "ports differ"
        );
        assert_eq!(
            host("/x", &["user@alpha.test"]),
            Err("rest_bad_request".to_string())
        );
    }
}
