//! WordPress application-password authentication over HTTP Basic.
//!
//! `Authorization: Basic base64(login:password)`; the login may also be an e-mail.
//! Only Argon2id hashes are stored. A verified credential is cached briefly, keyed by
//! a digest of what was presented, so Argon2 runs once per credential and not per request.

mod failures;

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use argon2::password_hash::{PasswordHasher, PasswordVerifier, phc::PasswordHash};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use rand::Rng;
use sha2::{Digest, Sha256};

use self::failures::{Account, Failures, Refused};
use crate::config::FailureLimit;
use crate::domain::roles::{Cap, Who};
use crate::error::ApiError;
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

/// Longest login WordPress stores (`user_login` is `varchar(60)`).
const MAX_LOGIN_CHARS: usize = 60;
/// Longest e-mail address WordPress stores (`user_email` is `varchar(100)`).
const MAX_EMAIL_CHARS: usize = 100;

/// Refuses a login, or an e-mail address, longer than WordPress stores: an account
/// made with one could never log in (such logins are refused before any check).
pub fn check_account_names(login: &str, email: &str) -> Result<(), String> {
    let too_long = |what: &str, text: &str, max: usize| {
        let chars = text.chars().count();
        (chars > max).then(|| {
            format!("{what} has {chars} characters; WordPress stores at most {max}, and a longer one could never log in")
        })
    };
    match too_long("the login", login, MAX_LOGIN_CHARS)
        .or_else(|| too_long("the e-mail address", email, MAX_EMAIL_CHARS))
    {
        Some(reason) => Err(reason),
        None => Ok(()),
    }
}

/// WordPress's answer to a login no account can have, as to any unknown login; `None`
/// for a login that may name one.
fn beyond_stored_lengths(login: &str) -> Option<ApiError> {
    let chars = login.chars().count();
    if login.contains('@') {
        (chars > MAX_EMAIL_CHARS).then(ApiError::invalid_email)
    } else {
        (chars > MAX_LOGIN_CHARS).then(ApiError::invalid_username)
    }
}

/// The hash a password is checked against when the login names no account (or one
/// without application passwords): made with the cost of every new hash, so that the
/// check takes as long as a real one and timing does not tell which logins exist.
static STAND_IN_HASH: LazyLock<Option<String>> = LazyLock::new(|| {
    hash_password(&generate_password())
        .map_err(|e| tracing::error!(error = %e, "no stand-in password hash"))
        .ok()
});

/// Verifies Basic credentials against one tenant's users.
///
/// A verified credential is remembered (by a digest of tenant, login and password) so
/// that Argon2 runs once per credential, not once per request; each use still checks
/// in the store that the password and its user exist, so revocation and role changes
/// apply at once. A remembered credential is correct, so it is accepted even while its
/// account or network is refused new attempts. Only verified credentials are
/// remembered, each under a digest, so every entry has the same small size.
///
/// Argon2 is slow and memory-hard by design, so it is rationed: an attempt counts
/// against the failure limits before it is verified, concurrent requests with the
/// same credential share one verification, and at most one verification per CPU runs
/// at a time. A burst of new or wrong credentials therefore queues instead of taking
/// every core and tens of megabytes per request. A login longer than any account's
/// is refused before any of this, and leaves nothing behind.
#[derive(Clone)]
pub struct Authenticator {
    verified: moka::future::Cache<[u8; 32], String>,
    failures: Arc<Failures>,
    hashing: Arc<tokio::sync::Semaphore>,
    /// Argon2 checks run, stand-in ones included.
    password_checks: Arc<AtomicU64>,
}

impl Authenticator {
    pub fn new(limit: FailureLimit) -> Self {
        Authenticator {
            verified: moka::future::Cache::builder()
                .max_capacity(10_000)
                .time_to_live(Duration::from_secs(600))
                .build(),
            failures: Arc::new(Failures::new(limit)),
            hashing: Arc::new(tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map_or(1, |n| n.get()),
            )),
            password_checks: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Failure windows held now, for every tenant, account and client network.
    pub fn failure_windows(&self) -> u64 {
        self.failures.windows()
    }

    /// Argon2 checks run since start, whether the login named an account or not.
    pub fn password_checks(&self) -> u64 {
        self.password_checks.load(Ordering::Relaxed)
    }

    /// Resolves the user, or the WordPress 401 error for a login or password that fails;
    /// 429 once the account has failed too often from the client's network, or the
    /// network too often for any account.
    pub async fn authenticate(
        &self,
        store: &Store,
        tenant: &str,
        credentials: &BasicCredentials,
        client_ip: Option<IpAddr>,
    ) -> Result<Arc<User>, ApiError> {
        if let Some(refusal) = beyond_stored_lengths(&credentials.login) {
            return Err(refusal);
        }
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
                let uuid = self
                    .attempt(store, tenant, &credentials.login, password, client_ip)
                    .await?;
                let ip = client_ip.map(|ip| ip.to_string());
                store
                    .record_app_password_use(tenant, &uuid, ip.as_deref())
                    .await?;
                Ok::<_, ApiError>(uuid)
            })
            .await;
        let uuid = verification.map_err(|shared| ApiError::clone(&shared))?;
        match store.user_for_app_password(tenant, &uuid).await? {
            Some(user) => Ok(Arc::new(user)),
            // Revoked between the verification and now.
            None => Err(ApiError::incorrect_password()),
        }
    }

    /// One counted attempt: the client's network may try, then the account the login
    /// names (or the login, naming none) may, then the password is checked. Returns
    /// the matching application password's uuid.
    async fn attempt(
        &self,
        store: &Store,
        tenant: &str,
        login: &str,
        password: String,
        client_ip: Option<IpAddr>,
    ) -> Result<String, ApiError> {
        let refused = |Refused(seconds)| {
            metrics::counter!("auth_rate_limited_total").increment(1);
            ApiError::too_many_failed_logins(seconds)
        };
        let reservation = self
            .failures
            .reserve_network(tenant, client_ip)
            .map_err(refused)?;
        let user = match store.user_by_login(tenant, login).await? {
            Some(user) => Some(user),
            None if login.contains('@') => store.user_by_email(tenant, login).await?,
            None => None,
        };
        let account = user
            .as_ref()
            .map_or(Account::Unknown(login), |u| Account::User(u.id));
        let reservation = self
            .failures
            .reserve_account(reservation, tenant, account, client_ip)
            .map_err(refused)?;
        let hashes = match &user {
            Some(user) => store.app_password_hashes(tenant, user.id).await?,
            None => Vec::new(),
        };
        let matched = self.check(password, hashes).await?;
        match (user, matched) {
            (Some(_), Some(uuid)) => {
                drop(reservation);
                Ok(uuid)
            }
            (Some(_), None) => {
                reservation.failed();
                Err(ApiError::incorrect_password())
            }
            (None, _) => {
                reservation.failed();
                Err(if login.contains('@') {
                    ApiError::invalid_email()
                } else {
                    ApiError::invalid_username()
                })
            }
        }
    }

    /// Argon2 against each of `hashes`, or against the stand-in hash when there are
    /// none, so that every attempt costs at least one check. Returns the uuid of the
    /// hash the password matches.
    async fn check(
        &self,
        password: String,
        hashes: Vec<(String, String)>,
    ) -> Result<Option<String>, ApiError> {
        let _slot = self
            .hashing
            .acquire()
            .await
            .map_err(|_| ApiError::internal())?;
        let checks = self.password_checks.clone();
        tokio::task::spawn_blocking(move || {
            if hashes.is_empty() {
                checks.fetch_add(1, Ordering::Relaxed);
                let stand_in = STAND_IN_HASH.as_deref().ok_or_else(ApiError::internal)?;
                verify_hash(&password, stand_in);
                return Ok(None);
            }
            Ok(hashes
                .into_iter()
                .find(|(_, hash)| {
                    checks.fetch_add(1, Ordering::Relaxed);
                    verify_hash(&password, hash)
                })
                .map(|(uuid, _)| uuid))
        })
        .await
        .map_err(|_| ApiError::internal())?
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
    fn the_stand_in_hash_costs_what_a_new_hash_costs() {
        let stand_in = STAND_IN_HASH.as_deref().expect("stand-in hash");
        assert!(
            stand_in.starts_with("$argon2id$v=19$m=7168,t=5,p=1$"),
            "{stand_in}"
        );
    }

    #[test]
    fn logins_beyond_what_wordpress_stores_name_no_account() {
        assert!(beyond_stored_lengths(&"a".repeat(60)).is_none());
        assert_eq!(
            beyond_stored_lengths(&"a".repeat(61)).map(|e| e.code()),
            Some("invalid_username")
        );
        let email = |local: usize| format!("{}@example.org", "a".repeat(local));
        assert!(
            beyond_stored_lengths(&email(88)).is_none(),
            "100 characters"
        );
        assert_eq!(
            beyond_stored_lengths(&email(89)).map(|e| e.code()),
            Some("invalid_email")
        );
        assert!(
            beyond_stored_lengths(&"é".repeat(60)).is_none(),
            "characters, not bytes"
        );
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
