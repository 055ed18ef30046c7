-- What each write changed, so that an instance drops only the cached reads that show
-- it. A write that names the parts it changed raises `partial_writes` with `version`
-- and stamps each part here with the new `version`; any other write (the `user`
-- commands, bulk loads, an instance of an earlier release) raises `version` alone,
-- which tells every instance that anything of the tenant may have changed.
ALTER TABLE tenant_versions ADD COLUMN partial_writes BIGINT NOT NULL DEFAULT 0;

CREATE TABLE tenant_class_versions (
    tenant_id TEXT   COLLATE "C" NOT NULL,
    -- `events`, `venues`, `organizers`, `terms`, `post:<id>`, `term:<id>`, `slug:<slug>`
    class     TEXT   COLLATE "C" NOT NULL,
    -- the tenant's `version` as of the last write that changed the part
    version   BIGINT NOT NULL,
    PRIMARY KEY (tenant_id, class)
);
-- Instances read the parts changed since the version they last saw.
CREATE INDEX tenant_class_versions_since ON tenant_class_versions (tenant_id, version);
