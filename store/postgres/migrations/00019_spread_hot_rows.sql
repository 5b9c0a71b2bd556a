-- +goose Up
-- Writers of one account no longer take turns on a row (issue 13, branch
-- addsearch-pg). Every writing transaction updated the account's one
-- data_versions row and, for sanctions searches, the one
-- sanctions_search_counts row of (account, owner, flags); an updated row
-- stays locked until its transaction commits (WAL flush included), so
-- AddSearch calls of one account ran one at a time however many
-- connections sent them (bench row p9: 32 connections, wait events almost
-- all Lock:transactionid; BenchmarkCreateSearch -cpu 32).
--
-- Each of those counters is now the SUM of a few rows told apart by
-- shard. A writer adds to the first of the key's rows that no other
-- transaction holds (FOR UPDATE SKIP LOCKED), and creates a new row only
-- when every row is held, so a key has at most as many rows as it ever
-- had writers at once (one, for an account written by one caller at a
-- time). Readers already summed (an account's version is the SUM of its
-- rows and of account 0's; totals are SUMs of count rows), and a sum is
-- as good a version as one row was: each committed transaction that
-- changed the account adds at least one to it, and PostgreSQL makes
-- transactions visible in one order, so two snapshots whose sums are
-- equal see the same committed changes of the account.
ALTER TABLE data_versions ADD COLUMN shard integer NOT NULL DEFAULT 0;
ALTER TABLE data_versions DROP CONSTRAINT data_versions_pkey;
ALTER TABLE data_versions ADD PRIMARY KEY (account_id, shard);

ALTER TABLE sanctions_search_counts ADD COLUMN shard integer NOT NULL DEFAULT 0;
ALTER TABLE sanctions_search_counts DROP CONSTRAINT sanctions_search_counts_pkey;
ALTER TABLE sanctions_search_counts ADD PRIMARY KEY (account_id, owner_key, flags, shard);

-- One bump per account and transaction (as 00018), remembered in the
-- transaction-local setting screengate.bumped (",1,7,": the accounts
-- bumped) instead of by looking for a row version of this transaction
-- among the account's rows. A setting made in a subtransaction that rolls
-- back is undone with the subtransaction's row changes, so the setting
-- names exactly the accounts whose bump this transaction still holds.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_bump_versions(accounts bigint[], changed text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    a bigint;
    bumped text := COALESCE(current_setting('screengate.bumped', true), '');
BEGIN
    -- In id order, so that concurrent bumps of several accounts never
    -- deadlock.
    FOR a IN SELECT DISTINCT x FROM unnest(accounts) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
        IF strpos(bumped, ',' || a || ',') = 0 THEN
            UPDATE data_versions SET version = version + 1
            WHERE account_id = a AND shard = (SELECT shard FROM data_versions WHERE account_id = a
                ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED);
            IF NOT FOUND THEN
                -- Every row of the account is held by another writer (or
                -- there is none yet): a new one. Two writers that pick the
                -- same number take turns on it, once.
                INSERT INTO data_versions AS d (account_id, shard, version)
                SELECT a, COALESCE(MAX(shard) + 1, 0), 1 FROM data_versions WHERE account_id = a
                ON CONFLICT (account_id, shard) DO UPDATE SET version = d.version + 1;
            END IF;
            bumped := CASE WHEN bumped = '' THEN ',' ELSE bumped END || a || ',';
            PERFORM set_config('screengate.bumped', bumped, true);
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

-- sanctions_searches: one statement trigger keeps both its counts and the
-- account's version (two were two plpgsql calls and two transition-table
-- captures per statement): net changes per (account, owner, flags)
-- applied in key order (as 00015; an update that moves no search between
-- counts changes none), each to the first of the key's rows no other
-- transaction holds, else to a new row; then the accounts' bump.
-- +goose StatementBegin
CREATE FUNCTION screengate_sanctions_searches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    g record;
    accts bigint[] := '{}';
    cur refcursor;
BEGIN
    IF TG_OP = 'INSERT' THEN
        OPEN cur FOR SELECT account_id, owner_key,
                (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4 AS flags, COUNT(*) AS d
            FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
    ELSIF TG_OP = 'DELETE' THEN
        OPEN cur FOR SELECT account_id, owner_key,
                (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4 AS flags, -COUNT(*) AS d
            FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
    ELSE
        OPEN cur FOR SELECT account_id, owner_key, flags, SUM(d) AS d FROM (
                SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4 AS flags, 1 AS d
                FROM new_rows
                UNION ALL
                SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4, -1
                FROM old_rows) x
            GROUP BY 1, 2, 3 HAVING SUM(d) <> 0 ORDER BY 1, 2, 3;
    END IF;
    LOOP
        FETCH cur INTO g;
        EXIT WHEN NOT FOUND;
        UPDATE sanctions_search_counts SET n = n + g.d
        WHERE account_id = g.account_id AND owner_key = g.owner_key AND flags = g.flags AND shard = (SELECT shard FROM sanctions_search_counts
            WHERE account_id = g.account_id AND owner_key = g.owner_key AND flags = g.flags ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED);
        IF NOT FOUND THEN
            INSERT INTO sanctions_search_counts AS c (account_id, owner_key, flags, shard, n)
            SELECT g.account_id, g.owner_key, g.flags, COALESCE(MAX(shard) + 1, 0), g.d FROM sanctions_search_counts
            WHERE account_id = g.account_id AND owner_key = g.owner_key AND flags = g.flags
            ON CONFLICT (account_id, owner_key, flags, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
        END IF;
        accts := accts || g.account_id;
    END LOOP;
    CLOSE cur;
    IF TG_OP = 'UPDATE' THEN
        accts := ARRAY(SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows);
    END IF;
    PERFORM screengate_bump_versions(accts, TG_TABLE_NAME);
    RETURN NULL;
END;
$$;
-- +goose StatementEnd
DROP TRIGGER sanctions_searches_version_insert ON sanctions_searches;
DROP TRIGGER sanctions_searches_version_update ON sanctions_searches;
DROP TRIGGER sanctions_searches_version_delete ON sanctions_searches;
DROP TRIGGER sanctions_searches_counts_insert ON sanctions_searches;
DROP TRIGGER sanctions_searches_counts_update ON sanctions_searches;
DROP TRIGGER sanctions_searches_counts_delete ON sanctions_searches;
CREATE TRIGGER sanctions_searches_changed_insert AFTER INSERT ON sanctions_searches REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_sanctions_searches_changed();
CREATE TRIGGER sanctions_searches_changed_update AFTER UPDATE ON sanctions_searches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_sanctions_searches_changed();
CREATE TRIGGER sanctions_searches_changed_delete AFTER DELETE ON sanctions_searches REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_sanctions_searches_changed();
DROP FUNCTION screengate_sanctions_counts();

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
