-- +goose Up
-- One data-version bump per account and transaction (issue 13, branch
-- addsearch-write). A sanctions search is stored by one statement that
-- inserts into sanctions_searches, sanctions_sources and sanctions_results,
-- and each table's statement trigger bumped the account's version: three
-- updates of the same row per search (three row versions of the hottest
-- row of the account, and its lock taken by the first). The version is
-- only ever read by other transactions, which see this transaction's
-- changes and its bump together when it commits, so one bump per
-- transaction says everything the three said: a reader that read the old
-- version before the commit sees the new one after it, whichever of the
-- transaction's statements made the change.
--
-- "This transaction already bumped the row": the visible row version's
-- xmin is this transaction's id. It is not when the bump was made in a
-- subtransaction (a savepoint: its own xid), or rolled back with one (the
-- row seen is then the older one) — then the row is bumped again, which
-- costs an update and breaks nothing. The announcement of sign-in and list
-- changes is kept for every statement, as before.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_bump_versions(accounts bigint[], changed text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    a bigint;
    me xid := pg_current_xact_id()::xid;
BEGIN
    -- In id order, so that concurrent bumps of several accounts never
    -- deadlock.
    FOR a IN SELECT DISTINCT x FROM unnest(accounts) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
        IF NOT EXISTS (SELECT 1 FROM data_versions WHERE account_id = a AND xmin = me) THEN
            INSERT INTO data_versions (account_id, version) VALUES (a, 1)
            ON CONFLICT (account_id) DO UPDATE SET version = data_versions.version + 1;
        END IF;
        -- A transaction that notified takes a database-wide lock while it
        -- commits: only rare changes are announced (who may sign in, new
        -- list versions).
        IF changed IN ('users', 'api_credentials', 'user_permissions', 'list_versions') THEN
            PERFORM pg_notify('screengate_data', changed || ':' || a::text);
        END IF;
    END LOOP;
END;
$$;
-- +goose StatementEnd

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
