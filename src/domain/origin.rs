//! Web origins (`scheme://host[:port]`), as configured and as browsers send them.

/// `scheme://host[:port]` with no path, or `null` (pages from `file:` or `data:` URLs).
pub fn is_origin(origin: &str) -> bool {
    if origin == "null" {
        return true;
    }
    let Some((scheme, authority)) = origin.split_once("://") else {
        return false;
    };
    !scheme.is_empty()
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        && !authority.is_empty()
        && !authority.contains(['/', '?', '#', '@'])
        && authority.parse::<axum::http::uri::Authority>().is_ok()
}

/// An origin as browsers send it: lower case, without the scheme's default port or a
/// trailing slash.
pub fn normalize_origin(origin: &str) -> String {
    let origin = origin.trim_end_matches('/').to_ascii_lowercase();
    for (scheme, port) in [("http://", ":80"), ("https://", ":443")] {
        if origin.starts_with(scheme)
            && let Some(bare) = origin.strip_suffix(port)
        {
            return bare.to_string();
        }
    }
    origin
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_scheme_host_and_port() {
        for good in [
            "https://www.example.org",
            "http://127.0.0.1:3000",
            "null",
            "http://[::1]:8080",
        ] {
            assert!(is_origin(good), "{good}");
        }
        for bad in [
            "www.example.org",
            "https://x.org/path",
            "https://",
            "https://u@x.org",
            "*",
        ] {
            assert!(!is_origin(bad), "{bad}");
        }
        assert_eq!(
            normalize_origin("HTTPS://Example.org:443/"),
            "https://example.org"
        );
        assert_eq!(
            normalize_origin("http://example.org:8080"),
            "http://example.org:8080"
        );
    }
}
