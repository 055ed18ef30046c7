//! WordPress application-password authentication over HTTP Basic.
//!
//! `Authorization: Basic base64(login:password)`; the login may also be an e-mail.
//! Only Argon2id hashes are stored. A verified credential is cached briefly, keyed by
//! a digest of what was presented, so Argon2 runs once per credential and not per request.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use axum::http::StatusCode;

use argon2::password_hash::{PasswordHasher, PasswordVerifier, phc::PasswordHash};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use rand::Rng;
use sha2::{Digest, Sha256};

use crate::domain::roles::{Cap, Who};
use crate::http::error::ApiError;
use crate::store::Store;
use crate::store::users::User;

/// Length of a generated application password, as WordPress makes them.
pub const APP_PASSWORD_LEN: usize = 24;

/// Credentials as presented in a Basic header.
#[derive(Debug, Clone, PartialEq)]
pub struct BasicCredentials {
    pub login: String,
    pub password: String,
}

/// Parses `Authorization: Basic ...`; anything that is not a decodable `user:password`
/// pair means "no credentials", as WordPress treats it.
pub fn parse_basic(header: &str) -> Option<BasicCredentials> {
    let (scheme, encoded) = header.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let decoded = STANDARD.decode(encoded.trim()).ok()?;
    let decoded = String::from_utf8(decoded).ok()?;
    let (login, password) = decoded.split_once(':')?;
    if login.is_empty() {
        return None;
    }
    Some(BasicCredentials {
        login: login.to_string(),
        password: password.to_string(),
    })
}

/// WordPress strips everything but ASCII letters and digits from an application password,
/// so the spaced display form (`abcd EFGH ...`) works as typed.
pub fn normalize_password(password: &str) -> String {
    password
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect()
}

/// Fewest letters and digits a chosen application password may have: the one rule for
/// `CALENDAR_GATEWAY_ADMIN` and the `user` commands. (Generated ones have 24.)
pub const MIN_PASSWORD_LEN: usize = 12;

/// Why a chosen application password is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the password has {letters_and_digits} letters and digits and needs at least {MIN_PASSWORD_LEN} \
     (other characters are ignored, as WordPress ignores them)"
)]
pub struct WeakPassword {
    pub letters_and_digits: usize,
}

/// Checks a chosen (not generated) application password against [`MIN_PASSWORD_LEN`],
/// counting only what survives [`normalize_password`].
pub fn check_password(password: &str) -> Result<(), WeakPassword> {
    let letters_and_digits = normalize_password(password).len();
    if letters_and_digits < MIN_PASSWORD_LEN {
        return Err(WeakPassword { letters_and_digits });
    }
    Ok(())
}

/// A fresh 24-character application password from `[A-Za-z0-9]`.
pub fn generate_password() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut rng = rand::rng();
    (0..APP_PASSWORD_LEN)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// Argon2id's cost for new hashes: 7 MiB and five passes, the lowest-memory of the
/// equally strong settings OWASP lists (19 MiB and two passes is the crate's default).
/// The server's peak memory is its resident memory plus one check per CPU at a time,
/// so the memory per check is what counts; a check takes no longer.
/// A stored hash carries its own parameters and is verified with them, so hashes made
/// with other settings keep working.
const HASH_PARAMS: Params = match Params::new(7 * 1024, 5, 1, None) {
    Ok(params) => params,
    Err(_) => panic!("Argon2 parameters out of the algorithm's bounds"),
};

fn hasher() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, HASH_PARAMS)
}

/// Argon2id hash (PHC string) of a normalised password.
pub fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    Ok(hasher()
        .hash_password(normalize_password(password).as_bytes())?
        .to_string())
}

fn verify_hash(password: &str, hash: &str) -> bool {
    // The verifier takes the cost from the hash and compares digests in constant time.
    PasswordHash::new(hash).is_ok_and(|parsed| {
        hasher()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// How many failed authentications a tenant takes per window before it refuses more
/// with 429: from one client address for one login, and from one client address for
/// all logins together (a much higher ceiling, against trying one password on many
/// logins). Failures of other logins or from other addresses never refuse anyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FailureLimit {
    /// Failures per login and client address.
    pub max_failures: u32,
    /// Failures per client address, all logins together.
    pub max_address_failures: u32,
    pub window: Duration,
}

impl Default for FailureLimit {
    fn default() -> Self {
        FailureLimit {
            max_failures: 10,
            max_address_failures: 100,
            window: Duration::from_secs(300),
        }
    }
}

/// Attempts counted in the current window of one key: failures, and attempts whose
/// verification is still running, so that concurrent attempts cannot all pass the
/// limit before the first of them fails.
struct Window {
    started: Instant,
    attempts: AtomicU32,
}

/// Failure windows by key, each living one window from its first attempt.
type Windows<K> = moka::sync::Cache<K, Arc<Window>>;

/// (tenant, login in lower case, client address).
type LoginKey = (String, String, String);
/// (tenant, client address).
type AddressKey = (String, String);

/// Attempts counted, before verification, against a login and an address. They stay
/// counted only when the attempt fails ([`Reservation::failed`]); a success, a store
/// failure or an abandoned request gives them back on drop.
struct Reservation {
    taken: Vec<Arc<Window>>,
}

impl Reservation {
    /// Keeps the attempts counted: the login or password was refused.
    fn failed(mut self) {
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

/// Verifies Basic credentials against one tenant's users.
///
/// A verified credential is remembered (by a digest of tenant, login and password) so
/// that Argon2 runs once per credential, not once per request; each use still checks
/// in the store that the password and its user exist, so revocation and role changes
/// apply at once. A remembered credential is correct, so it is accepted even while its
/// login or address is refused new attempts.
///
/// Argon2 is slow and memory-hard by design, so it is rationed: an attempt counts
/// against the failure limits before it is verified, concurrent requests with the
/// same credential share one verification, and at most one verification per CPU runs
/// at a time. A burst of new or wrong credentials therefore queues instead of taking
/// every core and tens of megabytes per request.
#[derive(Clone)]
pub struct Authenticator {
    verified: moka::future::Cache<[u8; 32], String>,
    logins: Windows<LoginKey>,
    addresses: Windows<AddressKey>,
    limit: FailureLimit,
    hashing: Arc<tokio::sync::Semaphore>,
}

impl Authenticator {
    pub fn new(limit: FailureLimit) -> Self {
        fn windows<K: std::hash::Hash + Eq + Send + Sync + 'static>(
            limit: &FailureLimit,
        ) -> Windows<K> {
            moka::sync::Cache::builder()
                .max_capacity(100_000)
                .time_to_live(limit.window)
                .build()
        }
        Authenticator {
            verified: moka::future::Cache::builder()
                .max_capacity(10_000)
                .time_to_live(Duration::from_secs(600))
                .build(),
            logins: windows(&limit),
            addresses: windows(&limit),
            limit,
            hashing: Arc::new(tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map_or(1, |n| n.get()),
            )),
        }
    }

    /// Counts one attempt in `key`'s window, or the seconds until the window ends when
    /// it has `max` attempts already.
    fn count<K>(&self, windows: &Windows<K>, key: K, max: u32) -> Result<Arc<Window>, u64>
    where
        K: std::hash::Hash + Eq + Send + Sync + 'static,
    {
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
                Err(left.as_secs().max(1))
            }
        }
    }

    /// Counts an attempt against the login and the address, or refuses it with 429.
    fn reserve(&self, tenant: &str, login: &str, client_ip: &str) -> Result<Reservation, ApiError> {
        let refused = |seconds| {
            metrics::counter!("auth_rate_limited_total").increment(1);
            ApiError::too_many_failed_logins(seconds)
        };
        let login_key = (
            tenant.to_string(),
            login.to_lowercase(),
            client_ip.to_string(),
        );
        let login_window = self
            .count(&self.logins, login_key, self.limit.max_failures)
            .map_err(refused)?;
        let address_key = (tenant.to_string(), client_ip.to_string());
        match self.count(
            &self.addresses,
            address_key,
            self.limit.max_address_failures,
        ) {
            Ok(address_window) => Ok(Reservation {
                taken: vec![login_window, address_window],
            }),
            Err(seconds) => {
                drop(Reservation {
                    taken: vec![login_window],
                });
                Err(refused(seconds))
            }
        }
    }

    /// Resolves the user, or the WordPress 401 error for a login or password that fails;
    /// 429 once the login has failed too often from the client address, or the address
    /// too often for any login.
    pub async fn authenticate(
        &self,
        store: &Store,
        tenant: &str,
        credentials: &BasicCredentials,
        client_ip: Option<String>,
    ) -> Result<Arc<User>, ApiError> {
        let password = normalize_password(&credentials.password);
        let key = cache_key(tenant, &credentials.login, &password);
        if let Some(uuid) = self.verified.get(&key).await {
            if let Some(user) = store.user_for_app_password(tenant, &uuid).await? {
                return Ok(Arc::new(user));
            }
            self.verified.invalidate(&key).await;
        }
        // Requests presenting the same credential at once share this one attempt: it
        // counts once, and only it may run Argon2.
        let verification = self
            .verified
            .try_get_with(key, async {
                let reservation = self.reserve(
                    tenant,
                    &credentials.login,
                    client_ip.as_deref().unwrap_or_default(),
                )?;
                match self.verify(store, tenant, credentials, password).await {
                    Ok(uuid) => {
                        drop(reservation);
                        store
                            .record_app_password_use(tenant, &uuid, client_ip.as_deref())
                            .await?;
                        Ok::<_, ApiError>(uuid)
                    }
                    Err(e) => {
                        // Only a refused login or password counts; a store failure does not.
                        if e.status() == StatusCode::UNAUTHORIZED {
                            reservation.failed();
                        }
                        Err(e)
                    }
                }
            })
            .await;
        let uuid = verification.map_err(|shared| ApiError::clone(&shared))?;
        match store.user_for_app_password(tenant, &uuid).await? {
            Some(user) => Ok(Arc::new(user)),
            // Revoked between the verification and now.
            None => Err(ApiError::incorrect_password()),
        }
    }

    /// The full check: the user by login (or e-mail), then Argon2 against each of
    /// their application passwords. Returns the matching password's uuid.
    async fn verify(
        &self,
        store: &Store,
        tenant: &str,
        credentials: &BasicCredentials,
        password: String,
    ) -> Result<String, ApiError> {
        let user = match store.user_by_login(tenant, &credentials.login).await? {
            Some(user) => user,
            None if credentials.login.contains('@') => store
                .user_by_email(tenant, &credentials.login)
                .await?
                .ok_or_else(ApiError::invalid_email)?,
            None => return Err(ApiError::invalid_username()),
        };
        let hashes = store.app_password_hashes(tenant, user.id).await?;
        let _slot = self
            .hashing
            .acquire()
            .await
            .map_err(|_| ApiError::internal())?;
        let matched = tokio::task::spawn_blocking(move || {
            hashes
                .into_iter()
                .find(|(_, hash)| verify_hash(&password, hash))
                .map(|(uuid, _)| uuid)
        })
        .await
        .map_err(|_| ApiError::internal())?;
        matched.ok_or_else(ApiError::incorrect_password)
    }
}

fn cache_key(tenant: &str, login: &str, password: &str) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for part in [tenant, login, password] {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    hasher.finalize().into()
}

/// The authenticated caller of a request (anonymous when `user` is `None`).
#[derive(Debug, Clone, Default)]
pub struct Caller {
    pub user: Option<Arc<User>>,
}

impl Caller {
    pub fn is_authenticated(&self) -> bool {
        self.user.is_some()
    }
    pub fn user_id(&self) -> i64 {
        self.user.as_ref().map_or(0, |u| u.id)
    }
    pub fn who(&self) -> Who {
        Who {
            user_id: self.user_id(),
            role: self.user.as_ref().map(|u| u.role),
        }
    }
    pub(crate) fn has(&self, cap: Cap) -> bool {
        self.who().has(cap)
    }
    /// `Ok` when the caller holds `cap`, else WordPress's 401/403 `rest_forbidden`.
    pub(crate) fn require(&self, cap: Cap) -> Result<(), ApiError> {
        if self.has(cap) {
            Ok(())
        } else {
            Err(ApiError::forbidden(self.is_authenticated()))
        }
    }
    pub fn forbidden(&self) -> ApiError {
        ApiError::forbidden(self.is_authenticated())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_header_parsing() {
        let header = format!("Basic {}", STANDARD.encode("admin:abcd EFGH ijkl"));
        let creds = parse_basic(&header).expect("parses");
        assert_eq!(creds.login, "admin");
        assert_eq!(normalize_password(&creds.password), "abcdEFGHijkl");
        assert_eq!(parse_basic("Bearer xyz"), None);
        assert_eq!(parse_basic("Basic !!!"), None);
        assert_eq!(
            parse_basic(&format!("Basic {}", STANDARD.encode("nocolon"))),
            None
        );
        let colon_in_password = format!("basic {}", STANDARD.encode("a:b:c"));
        assert_eq!(
            parse_basic(&colon_in_password).map(|c| c.password),
            Some("b:c".into())
        );
    }

    #[test]
    fn chosen_passwords_need_twelve_letters_and_digits() {
        assert_eq!(
            check_password("short"),
            Err(WeakPassword {
                letters_and_digits: 5
            })
        );
        // Spaces and punctuation are dropped before counting, as before hashing.
        assert_eq!(
            check_password("abcd-efgh ijk!"),
            Err(WeakPassword {
                letters_and_digits: 11
            })
        );
        assert_eq!(check_password("abcd EFGH ijkl"), Ok(()));
        assert_eq!(check_password(&generate_password()), Ok(()));
    }

    #[test]
    fn generated_passwords_are_alphanumeric_and_verify() {
        let pw = generate_password();
        assert_eq!(pw.len(), APP_PASSWORD_LEN);
        assert!(pw.chars().all(|c| c.is_ascii_alphanumeric()));
        let hash = hash_password(&pw).expect("hash");
        assert!(hash.starts_with("$argon2id$"));
        let spaced: String = pw
            .as_bytes()
            .chunks(4)
            .map(|c| String::from_utf8_lossy(c).into_owned())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(verify_hash(&normalize_password(&spaced), &hash));
        assert!(!verify_hash("wrong", &hash));
    }

    #[test]
    fn new_hashes_cost_seven_mebibytes_and_older_settings_still_verify() {
        let hash = hash_password("abcdEFGHijklMNOP").expect("hash");
        assert!(hash.starts_with("$argon2id$v=19$m=7168,t=5,p=1$"), "{hash}");

        // Made with the crate's default cost (19 MiB, two passes), as stored before.
        let older = Argon2::default()
            .hash_password(b"abcdEFGHijklMNOP")
            .expect("hash")
            .to_string();
        assert!(
            older.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{older}"
        );
        assert!(verify_hash("abcdEFGHijklMNOP", &older));
        assert!(!verify_hash("abcdEFGHijklMNOx", &older));
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn parsing_never_panics(header in any::<String>()) {
            let _ = parse_basic(&header);
        }

        #[test]
        fn parsing_encoded_base64_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
            let _ = parse_basic(&format!("Basic {}", STANDARD.encode(bytes)));
        }

        /// Logins have no colon (it separates the pair); passwords may hold anything.
        #[test]
        fn an_encoded_pair_reads_back(
            login in "[^:]{1,20}",
            password in any::<String>(),
            scheme in prop::sample::select(vec!["Basic", "basic", "BASIC"]),
        ) {
            let header = format!("{scheme} {}", STANDARD.encode(format!("{login}:{password}")));
            prop_assert_eq!(parse_basic(&header), Some(BasicCredentials { login, password }));
        }

        #[test]
        fn normalized_passwords_are_ascii_alphanumeric(password in any::<String>()) {
            let normalized = normalize_password(&password);
            prop_assert!(normalized.bytes().all(|b| b.is_ascii_alphanumeric()));
            prop_assert_eq!(normalize_password(&normalized), normalized);
        }
    }
}
