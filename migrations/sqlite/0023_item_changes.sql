-- The change feed: every item (event, venue, organizer, category, tag) a committed
-- write created, updated, trashed, restored or deleted, entered by the write's own
-- transaction and numbered per tenant in the order the transactions commit.
--
-- `last_number` is the number of the tenant's last entered change. A committing
-- transaction raises it by the count of its changes and numbers them below it, so the
-- numbers of a tenant have no gaps; the oldest are removed first, once older than the
-- tenant's `changes_retention`.
CREATE TABLE item_change_counters (
    tenant_id   TEXT    PRIMARY KEY,
    last_number INTEGER NOT NULL
);

CREATE TABLE item_changes (
    tenant_id   TEXT    NOT NULL,
    number      INTEGER NOT NULL,
    -- `event`, `venue`, `organizer`, `category`, `tag`
    item_type   TEXT    NOT NULL,
    item_id     INTEGER NOT NULL,
    -- `created`, `updated`, `trashed`, `restored`, `deleted`
    action      TEXT    NOT NULL,
    -- When the change was entered (UTC, `YYYY-MM-DD HH:MM:SS`), by the writer's clock.
    changed_utc TEXT    NOT NULL,
    PRIMARY KEY (tenant_id, number)
) WITHOUT ROWID;
