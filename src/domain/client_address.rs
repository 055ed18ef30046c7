//! Which address a client is known by.

use std::net::IpAddr;

/// An IPv4 address in IPv6 clothes (`::ffff:10.0.0.1`, as dual-stack listeners report
/// IPv4 peers) is the IPv4 address.
pub fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}
