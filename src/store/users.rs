//! Users and application passwords of each tenant.

use crate::auth::Role;
use crate::domain::dates::format_wp;
use crate::store::{Store, now_utc};

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
            role: Role::parse(&self.role)?,
            login: self.login,
            email: self.email,
            display_name: self.display_name,
        })
    }
}

impl Store {
    pub async fn user_by_login(
        &self,
        tenant: &str,
        login: &str,
    ) -> Result<Option<User>, sqlx::Error> {
        let row: Option<UserRow> = sqlx::query_as(
            "SELECT id, login, email, display_name, role FROM users WHERE tenant_id = $1 AND login = $2",
        )
        .bind(tenant)
        .bind(login)
        .fetch_optional(self.reader())
        .await?;
        Ok(row.and_then(UserRow::into_user))
    }

    /// E-mail look-up is case-insensitive, as addresses are in practice.
    pub async fn user_by_email(
        &self,
        tenant: &str,
        email: &str,
    ) -> Result<Option<User>, sqlx::Error> {
        let row: Option<UserRow> = sqlx::query_as(
            "SELECT id, login, email, display_name, role FROM users \
             WHERE tenant_id = $1 AND lower(email) = lower($2) AND email <> ''",
        )
        .bind(tenant)
        .bind(email)
        .fetch_optional(self.reader())
        .await?;
        Ok(row.and_then(UserRow::into_user))
    }

    pub async fn user_exists(&self, tenant: &str, id: i64) -> Result<bool, sqlx::Error> {
        let found: Option<i64> =
            sqlx::query_scalar("SELECT id FROM users WHERE tenant_id = $1 AND id = $2")
                .bind(tenant)
                .bind(id)
                .fetch_optional(self.reader())
                .await?;
        Ok(found.is_some())
    }

    /// `(uuid, hash)` of every application password of a user.
    pub async fn app_password_hashes(
        &self,
        tenant: &str,
        user_id: i64,
    ) -> Result<Vec<(String, String)>, sqlx::Error> {
        sqlx::query_as(
            "SELECT uuid, password_hash FROM app_passwords WHERE tenant_id = $1 AND user_id = $2",
        )
        .bind(tenant)
        .bind(user_id)
        .fetch_all(self.reader())
        .await
    }

    /// Records when and from where an application password was last used.
    pub async fn record_app_password_use(
        &self,
        tenant: &str,
        uuid: &str,
        ip: Option<&str>,
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.begin_write().await?;
        sqlx::query("UPDATE app_passwords SET last_used_utc = $1, last_ip = $2 WHERE tenant_id = $3 AND uuid = $4")
            .bind(format_wp(&now_utc()))
            .bind(ip)
            .bind(tenant)
            .bind(uuid)
            .execute(&mut *tx)
            .await?;
        tx.commit().await
    }

    /// Creates the administrator `login` in `tenant`, or makes an existing user of that
    /// login an administrator, and replaces its application passwords with `password_hash`.
    pub async fn reset_administrator(
        &self,
        tenant: &str,
        login: &str,
        password_hash: &str,
    ) -> Result<User, sqlx::Error> {
        let now = format_wp(&now_utc());
        let mut tx = self.begin_write().await?;
        sqlx::query(
            "INSERT INTO users (tenant_id, login, display_name, role, created_utc) VALUES ($1, $2, $2, 'administrator', $3) \
             ON CONFLICT (tenant_id, login) DO UPDATE SET role = 'administrator'",
        )
        .bind(tenant)
        .bind(login)
        .bind(&now)
        .execute(&mut *tx)
        .await?;
        let row: UserRow = sqlx::query_as("SELECT id, login, email, display_name, role FROM users WHERE tenant_id = $1 AND login = $2")
            .bind(tenant)
            .bind(login)
            .fetch_one(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM app_passwords WHERE tenant_id = $1 AND user_id = $2")
            .bind(tenant)
            .bind(row.id)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO app_passwords (uuid, tenant_id, user_id, name, password_hash, created_utc) \
             VALUES ($1, $2, $3, 'CALENDAR_GATEWAY_ADMIN', $4, $5)",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(tenant)
        .bind(row.id)
        .bind(password_hash)
        .bind(&now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        row.into_user().ok_or(sqlx::Error::RowNotFound)
    }
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
    ) -> Result<User, sqlx::Error> {
        let mut tx = self.begin_write().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO users (tenant_id, login, email, display_name, role, created_utc) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(tenant)
        .bind(login)
        .bind(email)
        .bind(display_name)
        .bind(role.as_str())
        .bind(format_wp(&now_utc()))
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
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
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.begin_write().await?;
        sqlx::query(
            "INSERT INTO app_passwords (uuid, tenant_id, user_id, name, password_hash, created_utc) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(tenant)
        .bind(user_id)
        .bind(name)
        .bind(password_hash)
        .bind(format_wp(&now_utc()))
        .execute(&mut *tx)
        .await?;
        tx.commit().await
    }
}

impl Store {
    /// The user owning application password `uuid`, if both still exist.
    pub async fn user_for_app_password(
        &self,
        tenant: &str,
        uuid: &str,
    ) -> Result<Option<User>, sqlx::Error> {
        let row: Option<UserRow> = sqlx::query_as(
            "SELECT u.id, u.login, u.email, u.display_name, u.role FROM app_passwords a \
             JOIN users u ON u.id = a.user_id WHERE a.tenant_id = $1 AND u.tenant_id = $1 AND a.uuid = $2",
        )
        .bind(tenant)
        .bind(uuid)
        .fetch_optional(self.reader())
        .await?;
        Ok(row.and_then(UserRow::into_user))
    }

    /// Every user of a tenant, by id.
    pub async fn list_users(&self, tenant: &str) -> Result<Vec<User>, sqlx::Error> {
        let rows: Vec<UserRow> = sqlx::query_as(
            "SELECT id, login, email, display_name, role FROM users WHERE tenant_id = $1 ORDER BY id",
        )
        .bind(tenant)
        .fetch_all(self.reader())
        .await?;
        Ok(rows.into_iter().filter_map(UserRow::into_user).collect())
    }

    /// Replaces every application password of a user with one hash.
    pub async fn replace_app_passwords(
        &self,
        tenant: &str,
        user_id: i64,
        name: &str,
        password_hash: &str,
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.begin_write().await?;
        sqlx::query("DELETE FROM app_passwords WHERE tenant_id = $1 AND user_id = $2")
            .bind(tenant)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO app_passwords (uuid, tenant_id, user_id, name, password_hash, created_utc) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(tenant)
        .bind(user_id)
        .bind(name)
        .bind(password_hash)
        .bind(format_wp(&now_utc()))
        .execute(&mut *tx)
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
    ) -> Result<u64, sqlx::Error> {
        let mut tx = self.begin_write().await?;
        let moved =
            sqlx::query("UPDATE posts SET author = $1 WHERE tenant_id = $2 AND author = $3")
                .bind(reassign_to.unwrap_or(0))
                .bind(tenant)
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        sqlx::query("DELETE FROM users WHERE tenant_id = $1 AND id = $2")
            .bind(tenant)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(moved)
    }
}
