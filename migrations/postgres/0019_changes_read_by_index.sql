-- Every instance reads, many times a second, the parts of a tenant changed since the
-- version it last followed: the few rows at the top of `tenant_class_versions_since`
-- (0005). The table keeps a row for every post, term and slug ever written, and the
-- readers plan a statement once for every version it is asked from
-- (`plan_cache_mode`). Such a plan guesses that a third of the table is newer than the
-- version, and reads all of it; so does one made while the table was empty, as it is
-- on a new store and after a bulk load (18,000 rows and 7 ms a read after a minute of
-- the benchmark's writes). This function reads them with the index whatever the
-- planner guesses, and its plan is kept as the statement's was.
CREATE FUNCTION tenant_changes_since(tenant TEXT, since BIGINT, most BIGINT)
RETURNS TABLE (version BIGINT, whole_writes BIGINT, class TEXT, class_version BIGINT)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
        SELECT v.version, v.version - v.partial_writes, c.class, c.version
        FROM tenant_versions v
        LEFT JOIN tenant_class_versions c ON c.tenant_id = v.tenant_id AND c.version > since
        WHERE v.tenant_id = tenant
        LIMIT most;
END
$$;
