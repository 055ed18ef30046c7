//! Limits on failed authentications: windows of attempts per account and client
//! network, and per client network for all accounts together.
//!
//! Every window is kept under a SHA-256 digest of what it counts, so that an entry
//! weighs the same whatever a client sends: the caches are bounded by their number of
//! entries, and that bounds their memory.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use sha2::{Digest, Sha256};

use crate::config::FailureLimit;
use crate::domain::client_address::canonical;

/// Windows kept at most, per kind, each of the same size whatever was sent.
const MAX_WINDOWS: u64 = 100_000;

/// Whom the attempts of a login count against: the account it names, so that its login
/// and its e-mail share one limit, or for a login that names no account the login
/// itself, in lower case (it is limited as a known one is, so that the limit tells
/// nothing about which accounts exist).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Account<'a> {
    User(i64),
    Unknown(&'a str),
}

/// The client network that a client's attempts count against: its IPv4 address, or
/// the /64 of its IPv6 address, which one subscriber commonly holds whole.
fn network(client: Option<IpAddr>) -> Vec<u8> {
    match client.map(canonical) {
        Some(IpAddr::V4(v4)) => v4.octets().to_vec(),
        Some(IpAddr::V6(v6)) => v6.octets()[..8].to_vec(),
        None => Vec::new(),
    }
}

/// A fixed-size key for the parts of what a window counts.
fn digest(parts: &[&[u8]]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    hasher.finalize().into()
}

/// Attempts counted in the current window of one key: failures, and attempts whose
/// verification is still running, so that concurrent attempts cannot all pass the
/// limit before the first of them fails.
struct Window {
    started: Instant,
    attempts: AtomicU32,
}

/// Failure windows by key, each living one window from its first attempt.
type Windows = moka::sync::Cache<[u8; 32], Arc<Window>>;

/// Attempts counted, before verification, against a network and an account. They
/// stay counted only when the attempt fails ([`Reservation::failed`]); a success, a
/// store failure or an abandoned request gives them back on drop.
pub struct Reservation {
    taken: Vec<Arc<Window>>,
}

impl Reservation {
    /// Keeps the attempts counted: the login or password was refused.
    pub fn failed(mut self) {
        self.taken.clear();
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        for window in self.taken.drain(..) {
            window.attempts.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// Seconds until a refused key's window ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused(pub u64);

/// The failure windows of every tenant.
pub struct Failures {
    accounts: Windows,
    networks: Windows,
    limit: FailureLimit,
}

impl Failures {
    pub fn new(limit: FailureLimit) -> Self {
        let windows = || {
            moka::sync::Cache::builder()
                .max_capacity(MAX_WINDOWS)
                .time_to_live(limit.window)
                .build()
        };
        Failures {
            accounts: windows(),
            networks: windows(),
            limit,
        }
    }

    /// Counts an attempt from `client` in `tenant` against the client's network, or
    /// refuses it once the network has failed too often. Checked before anything else
    /// of the attempt, so that a refused client costs no store work and leaves nothing.
    pub fn reserve_network(
        &self,
        tenant: &str,
        client: Option<IpAddr>,
    ) -> Result<Reservation, Refused> {
        let key = digest(&[tenant.as_bytes(), &network(client)]);
        let window = self.count(&self.networks, key, self.limit.max_address_failures)?;
        Ok(Reservation {
            taken: vec![window],
        })
    }

    /// Adds to `reservation` an attempt at `account` from `client`, or refuses it (and
    /// gives the network's attempt back) once the account has failed too often from
    /// the client's network.
    pub fn reserve_account(
        &self,
        mut reservation: Reservation,
        tenant: &str,
        account: Account<'_>,
        client: Option<IpAddr>,
    ) -> Result<Reservation, Refused> {
        let network = network(client);
        let key = match account {
            Account::User(id) => digest(&[tenant.as_bytes(), b"user", &id.to_le_bytes(), &network]),
            Account::Unknown(login) => digest(&[
                tenant.as_bytes(),
                b"login",
                login.to_lowercase().as_bytes(),
                &network,
            ]),
        };
        let window = self.count(&self.accounts, key, self.limit.max_failures)?;
        reservation.taken.push(window);
        Ok(reservation)
    }

    /// Windows held now, of accounts and of networks together.
    pub fn windows(&self) -> u64 {
        self.accounts.run_pending_tasks();
        self.networks.run_pending_tasks();
        self.accounts.entry_count() + self.networks.entry_count()
    }

    /// Counts one attempt in `key`'s window, or refuses it when the window has `max`
    /// attempts already.
    fn count(&self, windows: &Windows, key: [u8; 32], max: u32) -> Result<Arc<Window>, Refused> {
        let window = windows.get_with(key, || {
            Arc::new(Window {
                started: Instant::now(),
                attempts: AtomicU32::new(0),
            })
        });
        let counted = window
            .attempts
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < max).then_some(n + 1)
            });
        match counted {
            Ok(_) => Ok(window),
            Err(_) => {
                let left = self.limit.window.saturating_sub(window.started.elapsed());
                Err(Refused(left.as_secs().max(1)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn ipv6_clients_share_their_64_and_ipv4_clients_do_not() {
        let ip = |s: &str| Some(s.parse::<IpAddr>().expect("address"));
        assert_eq!(
            network(ip("2001:db8:1:2::1")),
            network(ip("2001:db8:1:2:ffff:ffff:ffff:ffff"))
        );
        assert_ne!(
            network(ip("2001:db8:1:2::1")),
            network(ip("2001:db8:1:3::1"))
        );
        assert_ne!(network(ip("192.0.2.1")), network(ip("192.0.2.2")));
        assert_eq!(network(ip("::ffff:192.0.2.1")), network(ip("192.0.2.1")));
    }

    #[test]
    fn a_refused_account_gives_its_network_attempt_back() {
        let failures = Failures::new(FailureLimit {
            max_failures: 1,
            max_address_failures: 2,
            window: Duration::from_secs(60),
        });
        let client = Some(IpAddr::from([192, 0, 2, 1]));
        let first = failures.reserve_network("t", client).expect("network");
        failures
            .reserve_account(first, "t", Account::User(1), client)
            .expect("account")
            .failed();
        for _ in 0..3 {
            let again = failures.reserve_network("t", client).expect("network");
            assert!(
                failures
                    .reserve_account(again, "t", Account::User(1), client)
                    .is_err()
            );
        }
        let other = failures.reserve_network("t", client).expect("network");
        failures
            .reserve_account(other, "t", Account::Unknown("someone"), client)
            .expect("another account")
            .failed();
        assert!(failures.reserve_network("t", client).is_err());
    }
}
