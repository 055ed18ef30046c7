//! Integration tests over HTTP through the real router and a real database: SQLite, or
//! PostgreSQL with `TEST_DATABASE=postgres` (see `helpers`).

mod helpers;

mod auth;
mod config;
mod errors;
mod events_list;
mod events_write;
mod instances;
mod linked;
mod permissions;
mod process;
mod tenants;
mod terms;
