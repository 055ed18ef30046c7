-- A counter per tenant, raised by every committed write: any process can tell with
-- one read whether what it cached for a tenant is still current.
CREATE TABLE tenant_versions (
    tenant_id TEXT    PRIMARY KEY,
    version   INTEGER NOT NULL
);
