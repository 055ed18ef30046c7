//! Whether an address given for an image could be a picture on the web.
//!
//! The plugin downloads an image given by address and refuses it when it cannot, and
//! WordPress's safe fetchers (`wp_safe_remote_*`) never connect to this machine or
//! its private networks. Nothing is fetched here: an address is refused when it is not
//! http(s), carries credentials, or names a host that only exists inside a network:
//! `localhost` and its subdomains, and loopback, private, shared, link-local,
//! unspecified, broadcast, multicast and reserved addresses, also when written as one
//! number (`http://2130706433/`), in octal or hexadecimal parts (`http://0x7f.1/`), or
//! inside an IPv6 address (IPv4-mapped, -compatible, NAT64, 6to4). The address is read
//! as browsers and most HTTP clients read it (the WHATWG URL standard), so the host
//! judged is the host they would connect to.

use std::net::{Ipv4Addr, Ipv6Addr};

use url::{Host, Url};

/// True when `text` is an absolute http(s) address whose host may be on the public
/// internet.
pub fn is_public_web_address(text: &str) -> bool {
    // Whitespace and control characters are dropped or encoded differently by
    // different parsers, and a backslash is a path separator to some and not to
    // others: an address that means one host to us must mean it to every client.
    if text
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || c == '\\')
    {
        return false;
    }
    // The standard forgives `http:host` and `http:///host`; other parsers do not.
    let authority = ["http://", "https://"].iter().find_map(|scheme| {
        text.get(..scheme.len())
            .filter(|head| head.eq_ignore_ascii_case(scheme))
            .map(|head| &text[head.len()..])
    });
    if authority.is_none_or(|rest| rest.is_empty() || rest.starts_with('/')) {
        return false;
    }
    let Ok(url) = Url::parse(text) else {
        return false;
    };
    if !url.username().is_empty() || url.password().is_some() {
        return false;
    }
    match url.host() {
        Some(Host::Domain(name)) => is_public_name(name),
        Some(Host::Ipv4(address)) => is_public_v4(address),
        Some(Host::Ipv6(address)) => is_public_v6(address),
        None => false,
    }
}

/// Host names reserved for this machine (RFC 6761); the parser has lower-cased them.
/// A name must be letters, digits, `-`, `_` and dots (the parser has written
/// international names in punycode): anything else is not a name any resolver knows,
/// and it could fall away in another reader's hands, leaving an address behind
/// (`127.0.0.1"`, as `esc_url_raw` cleans it, is `127.0.0.1`).
fn is_public_name(name: &str) -> bool {
    let name = name.trim_end_matches('.');
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        && name != "localhost"
        && !name.ends_with(".localhost")
}

fn is_public_v4(address: Ipv4Addr) -> bool {
    let [a, b, ..] = address.octets();
    let shared = a == 100 && (64..128).contains(&b);
    let reserved = a >= 240;
    !(a == 0
        || address.is_loopback()
        || address.is_private()
        || address.is_link_local()
        || shared
        || address.is_multicast()
        || reserved)
}

fn is_public_v6(address: Ipv6Addr) -> bool {
    let segments = address.segments();
    let embedded_v4 = |high: u16, low: u16| {
        let [a, b] = high.to_be_bytes();
        let [c, d] = low.to_be_bytes();
        Ipv4Addr::new(a, b, c, d)
    };
    if let Some(v4) = address.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    // IPv4-compatible (`::a.b.c.d`, which also covers `::` and `::1`) and NAT64
    // (`64:ff9b::a.b.c.d`) addresses reach the IPv4 address in their last 32 bits.
    if segments[..6] == [0; 6] || segments[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return is_public_v4(embedded_v4(segments[6], segments[7]));
    }
    // 6to4 (`2002:AABB:CCDD::/48`) reaches the IPv4 address in bits 16 to 48.
    if segments[0] == 0x2002 {
        return is_public_v4(embedded_v4(segments[1], segments[2]));
    }
    let unique_local = segments[0] & 0xfe00 == 0xfc00;
    let link_or_site_local = segments[0] & 0xff80 == 0xfe80 || segments[0] & 0xffc0 == 0xfec0;
    !(address.is_unspecified()
        || address.is_loopback()
        || unique_local
        || link_or_site_local
        || address.is_multicast())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_hosts_pass() {
        for text in [
            "https://example.com/a.jpg",
            "http://images.example.org:8443/x/y.png?size=2#top",
            "https://EXAMPLE.com/UPPER.JPG",
            "HTTPS://example.com/scheme-case.jpg",
            "http://93.184.216.34/a.jpg",
            "http://[2606:2800:220:1:248:1893:25c8:1946]/a.jpg",
            "https://xn--bcher-kva.example/a.jpg",
            "https://bücher.example/a.jpg",
            "http://172.32.0.1/just-outside-the-private-range.jpg",
            "http://100.128.0.1/just-outside-the-shared-range.jpg",
            "http://notlocalhost/a.jpg",
            "http://localhost.example.com/a.jpg",
        ] {
            assert!(is_public_web_address(text), "{text}");
        }
    }

    #[test]
    fn other_schemes_credentials_and_ambiguities_are_refused() {
        for text in [
            "",
            "example.com/a.jpg",
            "//example.com/a.jpg",
            "ftp://example.com/a.jpg",
            "file:///etc/passwd",
            "javascript:alert(1)",
            "data:image/png;base64,AAAA",
            "http://user:secret@example.com/a.jpg",
            "http://user@example.com/a.jpg",
            "http://example.com\\@127.0.0.1/a.jpg",
            "http://exa mple.com/a.jpg",
            "http://example.com/a b.jpg",
            "http://example.com/\t.jpg",
            "http:///a.jpg",
            "http://",
            "http:example.com/a.jpg",
            "http:/example.com/a.jpg",
            // Characters no host name holds, which a cleaner could drop.
            "http://127.0.0.1\"/a.jpg",
            "http://10.0.0.1{}/a.jpg",
            "http://192.168.0.1`/a.jpg",
            "http://localhost\"/a.jpg",
            "http://img.example.org\"/a.jpg",
        ] {
            assert!(!is_public_web_address(text), "{text}");
        }
    }

    #[test]
    fn local_and_private_hosts_are_refused_however_written() {
        for text in [
            "http://localhost/a.jpg",
            "http://LOCALHOST./a.jpg",
            "http://cdn.localhost/a.jpg",
            "http://127.0.0.1/a.jpg",
            "http://127.255.255.254:8080/a.jpg",
            "http://2130706433/a.jpg",
            "http://0x7f.1/a.jpg",
            "http://0x7f000001/a.jpg",
            "http://017700000001/a.jpg",
            "http://0177.0.0.1/a.jpg",
            "http://127.1/a.jpg",
            "http://127.0.0.1./a.jpg",
            "http://%31%32%37.0.0.1/a.jpg",
            "http://0.0.0.0/a.jpg",
            "http://0/a.jpg",
            "http://10.1.2.3/a.jpg",
            "http://172.16.0.1/a.jpg",
            "http://172.31.255.255/a.jpg",
            "http://192.168.1.1/a.jpg",
            "http://169.254.169.254/latest/meta-data/",
            "http://100.64.0.1/a.jpg",
            "http://224.0.0.1/a.jpg",
            "http://255.255.255.255/a.jpg",
            "http://240.0.0.1/a.jpg",
            "http://[::1]/a.jpg",
            "http://[::]/a.jpg",
            "http://[0:0:0:0:0:0:0:1]/a.jpg",
            "http://[::ffff:127.0.0.1]/a.jpg",
            "http://[::ffff:7f00:1]/a.jpg",
            "http://[::ffff:10.0.0.1]/a.jpg",
            "http://[::127.0.0.1]/a.jpg",
            "http://[64:ff9b::192.168.0.1]/a.jpg",
            "http://[2002:c0a8:101::1]/a.jpg",
            "http://[fc00::1]/a.jpg",
            "http://[fd12:3456::1]/a.jpg",
            "http://[fe80::1]/a.jpg",
            "http://[febf::1]/a.jpg",
            "http://[fec0::1]/a.jpg",
            "http://[ff02::1]/a.jpg",
        ] {
            assert!(!is_public_web_address(text), "{text}");
        }
    }
}
