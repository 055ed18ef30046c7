//! Users and application passwords of each tenant.

use crate::domain::dates::format_wp;
use crate::domain::items::{Action, ItemType};
use crate::domain::post::PostType;
use crate::domain::roles::Role;
use crate::store::clock::now_utc;
use crate::store::error::StoreError;
use crate::store::handle::Store;
use crate::store::sql::Sql;

/// A user of one tenant; its id is what `author` fields carry.
#[derive(Debug, Clone)]
pub struct User {
    pub id: i64,
    pub login: String,
    pub email: String,
    pub display_name: String,
    pub role: Role,
}

#[derive(sqlx::FromRow)]
struct UserRow {
    id: i64,
    login: String,
    email: String,
    display_name: String,
    role: String,
}

impl UserRow {
    fn into_user(self) -> Option<User> {
        Some(User {
            id: self.id,
            role: self.role.parse().ok()?,
            login: self.login,
            email: self.email,
            display_name: self.display_name,
        })
    }
}

const USER_COLUMNS: &str = "id, login, email, display_name, role";

impl Store {
    pub async fn user_by_login(
        &self,
        tenant: &str,
        login: &str,
    ) -> Result<Option<User>, StoreError> {
        let row: Option<UserRow> = self
            .reader()
            .fetch_optional(user_by_login(tenant, login))
            .await?;
        Ok(row.and_then(UserRow::into_user))
    }

    /// E-mail look-up ignores the case of ASCII letters, as addresses are compared in
    /// practice (and as SQLite's `lower` folds; the address is folded here so that
    /// PostgreSQL's locale-aware `lower` never sees it).
    pub async fn user_by_email(
        &self,
        tenant: &str,
        email: &str,
    ) -> Result<Option<User>, StoreError> {
        let sql = Sql::new(format!(
            "SELECT {USER_COLUMNS} FROM users WHERE tenant_id = $1 AND lower(email) = $2 AND email <> ''"
        ))
        .bind(tenant)
        .bind(email.to_ascii_lowercase());
        let row: Option<UserRow> = self.reader().fetch_optional(sql).await?;
        Ok(row.and_then(UserRow::into_user))
    }

    pub async fn user_exists(&self, tenant: &str, id: i64) -> Result<bool, StoreError> {
        let sql = Sql::new("SELECT id FROM users WHERE tenant_id = $1 AND id = $2")
            .bind(tenant)
            .bind(id);
        let found: Option<i64> = self.reader().scalar_optional(sql).await?;
        Ok(found.is_some())
    }

    /// `(uuid, hash)` of every application password of a user.
    pub async fn app_password_hashes(
        &self,
        tenant: &str,
        user_id: i64,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let sql = Sql::new(
            "SELECT uuid, password_hash FROM app_passwords WHERE tenant_id = $1 AND user_id = $2",
        )
        .bind(tenant)
        .bind(user_id);
        self.reader().fetch_all(sql).await
    }

    /// Records when and from where an application password was last used. One
    /// statement that reads nothing first: no transaction or tenant lock needed.
    pub async fn record_app_password_use(
        &self,
        tenant: &str,
        uuid: &str,
        ip: Option<&str>,
    ) -> Result<(), StoreError> {
        let sql = Sql::new(
            "UPDATE app_passwords SET last_used_utc = $1, last_ip = $2 WHERE tenant_id = $3 AND uuid = $4",
        )
        .bind(format_wp(&now_utc()))
        .bind(ip)
        .bind(tenant)
        .bind(uuid);
        self.writer().execute(sql).await?;
        Ok(())
    }

    /// Creates the administrator `login` in `tenant`, or makes an existing user of that
    /// login an administrator, and replaces its application passwords with `password_hash`.
    pub async fn reset_administrator(
        &self,
        tenant: &str,
        login: &str,
        password_hash: &str,
    ) -> Result<User, StoreError> {
        let now = format_wp(&now_utc());
        let mut tx = self.begin_write();
        let mut db = tx.on(tenant).await?;
        let sql = Sql::new(
            "INSERT INTO users (tenant_id, login, display_name, role, created_utc) VALUES ($1, $2, $2, $3, $4) \
             ON CONFLICT (tenant_id, login) DO UPDATE SET role = $3",
        )
        .bind(tenant)
        .bind(login)
        .bind(Role::Administrator)
        .bind(now.as_str());
        db.execute(sql).await?;
        let row: UserRow = db.fetch_one(user_by_login(tenant, login)).await?;
        let sql = Sql::new("DELETE FROM app_passwords WHERE tenant_id = $1 AND user_id = $2")
            .bind(tenant)
            .bind(row.id);
        db.execute(sql).await?;
        db.execute(new_app_password(
            tenant,
            row.id,
            "CALENDAR_GATEWAY_ADMIN",
            password_hash,
        ))
        .await?;
        tx.commit().await?;
        row.into_user()
            .ok_or_else(|| sqlx::Error::RowNotFound.into())
    }
}

/// The select of the user `login`.
fn user_by_login(tenant: &str, login: &str) -> Sql {
    Sql::new(format!(
        "SELECT {USER_COLUMNS} FROM users WHERE tenant_id = $1 AND login = $2"
    ))
    .bind(tenant)
    .bind(login)
}

/// The insert of a new application password (already hashed) of a user.
fn new_app_password(tenant: &str, user_id: i64, name: &str, password_hash: &str) -> Sql {
    Sql::new(
        "INSERT INTO app_passwords (uuid, tenant_id, user_id, name, password_hash, created_utc) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(tenant)
    .bind(user_id)
    .bind(name)
    .bind(password_hash)
    .bind(format_wp(&now_utc()))
}

impl Store {
    /// Adds a user to `tenant`; fails on a duplicate login.
    pub async fn create_user(
        &self,
        tenant: &str,
        login: &str,
        email: &str,
        display_name: &str,
        role: Role,
    ) -> Result<User, StoreError> {
        let sql = Sql::new(
            "INSERT INTO users (tenant_id, login, email, display_name, role, created_utc) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(tenant)
        .bind(login)
        .bind(email)
        .bind(display_name)
        .bind(role)
        .bind(format_wp(&now_utc()));
        // One statement, and the unique login is the database's to enforce.
        let id: i64 = self.writer().scalar(sql).await?;
        Ok(User {
            id,
            login: login.into(),
            email: email.into(),
            display_name: display_name.into(),
            role,
        })
    }

    /// Adds an application password (already hashed) to a user.
    pub async fn add_app_password(
        &self,
        tenant: &str,
        user_id: i64,
        name: &str,
        password_hash: &str,
    ) -> Result<(), StoreError> {
        self.writer()
            .execute(new_app_password(tenant, user_id, name, password_hash))
            .await?;
        Ok(())
    }
}

impl Store {
    /// The user owning application password `uuid`, if both still exist.
    pub async fn user_for_app_password(
        &self,
        tenant: &str,
        uuid: &str,
    ) -> Result<Option<User>, StoreError> {
        let sql = Sql::new(
            "SELECT u.id, u.login, u.email, u.display_name, u.role FROM app_passwords a \
             JOIN users u ON u.id = a.user_id WHERE a.tenant_id = $1 AND u.tenant_id = $1 AND a.uuid = $2",
        )
        .bind(tenant)
        .bind(uuid);
        let row: Option<UserRow> = self.reader().fetch_optional(sql).await?;
        Ok(row.and_then(UserRow::into_user))
    }

    /// Every user of a tenant, by id.
    pub async fn list_users(&self, tenant: &str) -> Result<Vec<User>, StoreError> {
        let sql = Sql::new(format!(
            "SELECT {USER_COLUMNS} FROM users WHERE tenant_id = $1 ORDER BY id"
        ))
        .bind(tenant);
        let rows: Vec<UserRow> = self.reader().fetch_all(sql).await?;
        Ok(rows.into_iter().filter_map(UserRow::into_user).collect())
    }

    /// Replaces every application password of a user with one hash.
    pub async fn replace_app_passwords(
        &self,
        tenant: &str,
        user_id: i64,
        name: &str,
        password_hash: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write();
        let mut db = tx.on(tenant).await?;
        let sql = Sql::new("DELETE FROM app_passwords WHERE tenant_id = $1 AND user_id = $2")
            .bind(tenant)
            .bind(user_id);
        db.execute(sql).await?;
        db.execute(new_app_password(tenant, user_id, name, password_hash))
            .await?;
        tx.commit().await
    }

    /// Removes a user and their application passwords. Their events, venues and
    /// organizers stay: they pass to `reassign_to`, or keep no author (`0`).
    pub async fn remove_user(
        &self,
        tenant: &str,
        user_id: i64,
        reassign_to: Option<i64>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.begin_write();
        let mut db = tx.on(tenant).await?;
        let sql = Sql::new(
            "UPDATE posts SET author = $1 WHERE tenant_id = $2 AND author = $3 \
             RETURNING id, post_type",
        )
        .bind(reassign_to.unwrap_or(0))
        .bind(tenant)
        .bind(user_id);
        let moved: Vec<(i64, PostType)> = db.fetch_all(sql).await?;
        let sql = Sql::new("DELETE FROM users WHERE tenant_id = $1 AND id = $2")
            .bind(tenant)
            .bind(user_id);
        db.execute(sql).await?;
        // Who may read an unpublished post depends on its author.
        for (id, post_type) in &moved {
            if let Some(item) = ItemType::of_post(*post_type) {
                tx.item_changed(tenant, item, *id, Action::Updated);
            }
        }
        tx.commit().await?;
        Ok(moved.len() as u64)
    }
}
