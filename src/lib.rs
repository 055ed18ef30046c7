//! calendar-gateway: The Events Calendar's REST interface (`tribe/events/v1`) as a
//! multi-tenant, multilingual server, with a namespace of its own
//! (`calendar-gateway/v1`) for what the plugin lacks.
//!
//! `main.rs` only parses the command line; everything else lives here so that tests
//! and every subcommand share the same builders.

mod admin;
pub mod api;
pub mod app;
pub mod auth;
pub(crate) mod cache;
pub mod cli;
pub mod config;
pub mod demo;
pub mod domain;
pub mod error;
pub mod feeds;
pub mod gateway;
pub mod http;
pub mod i18n;
mod progress;
pub mod server;
pub mod state;
pub mod store;
