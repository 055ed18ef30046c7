//! Which URL schemes a link may use, as WordPress decides it.

/// URL schemes WordPress allows in links (`wp_allowed_protocols`).
pub const ALLOWED_PROTOCOLS: &[&str] = &[
    "http", "https", "ftp", "ftps", "mailto", "news", "irc", "irc6", "ircs", "gopher", "nntp",
    "feed", "telnet", "mms", "rtsp", "sms", "svn", "tel", "fax", "xmpp", "webcal", "urn",
];

/// The scheme `url` starts with (lower case, whitespace and control characters
/// removed, entity-encoded colons recognised), or `None` for a relative URL.
pub fn scheme(url: &str) -> Option<String> {
    let lower = url.to_ascii_lowercase();
    let colon = [":", "&#58;", "&#058;", "&#0058;", "&#x3a;", "&#x03a;"]
        .iter()
        .filter_map(|c| lower.find(c))
        .min()?;
    let head = &url[..colon];
    if head.contains("/?") || head.contains(['/', '?', '#']) {
        return None;
    }
    Some(
        head.chars()
            .filter(|c| !c.is_whitespace() && !c.is_control())
            .collect::<String>()
            .to_ascii_lowercase(),
    )
}
