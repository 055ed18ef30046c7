//! Integration tests over HTTP through the real router and a real database: SQLite, or
//! PostgreSQL with `TEST_DATABASE=postgres` (see `helpers`).

mod helpers;

mod abuse;
mod auth;
mod cache;
mod cli;
mod compression;
mod config;
mod connections;
mod content_languages;
mod crash;
mod demo_data;
mod deploy;
mod doc;
mod embedded_records;
mod errors;
mod event_row_copies;
mod events_list;
mod events_write;
mod freshness;
mod hidden_links;
mod i18n;
mod index;
mod indexed_search;
mod instances;
mod linked;
mod markup;
mod overload;
mod page_cache;
mod permissions;
mod plugin_behaviour;
mod process;
mod proxies;
mod relative_dates;
mod search;
mod shared_commits;
mod snapshots;
mod store_failures;
mod stored_fields;
mod system_sqlite;
mod tenants;
mod terms;
mod web;
mod window_counts;
mod wp_params;
