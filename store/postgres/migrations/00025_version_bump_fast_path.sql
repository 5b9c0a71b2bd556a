-- +goose Up
-- A child statement's version bookkeeping returns early when its
-- transaction has bumped its searches' account already (issue 13, branch
-- pg-addsearch, bench row p9). A stored batch of searches (CreateSearch's
-- group commit: one statement) fires the statement triggers of
-- sanctions_searches (counts, bump) and of sanctions_results (bump): the
-- second found the account bumped (screengate.bumped) only inside
-- screengate_bump_versions, after a nested plpgsql call and its loop's
-- query. plpgsql was 19% of PostgreSQL's CPU for a batch of one search
-- and 12% for 32 (perf of BenchmarkCreateSearch's statement). The
-- invariant is unchanged: a trigger returns early only when every
-- account it would bump is recorded in screengate.bumped, which
-- screengate_bump_versions sets (transaction-local, undone with a rolled
-- back savepoint) in the transaction that updated that account's
-- data_versions row; the check below is a plpgsql simple expression (no
-- query).
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_search_child_changed() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
    accts bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        accts := ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT DISTINCT search_id FROM new_rows) r JOIN sanctions_searches s ON s.id = r.search_id);
    ELSIF TG_OP = 'DELETE' THEN
        accts := ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT DISTINCT search_id FROM old_rows) r JOIN sanctions_searches s ON s.id = r.search_id);
    ELSE
        accts := ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT search_id FROM new_rows UNION SELECT search_id FROM old_rows) r JOIN sanctions_searches s ON s.id = r.search_id);
    END IF;
    -- The usual case, one account bumped by this transaction already.
    IF cardinality(accts) = 1 AND strpos(COALESCE(current_setting('screengate.bumped', true), ''), ',' || accts[1] || ',') > 0 THEN
        RETURN NULL;
    END IF;
    PERFORM screengate_bump_versions(accts, TG_TABLE_NAME);
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- The same in the counts trigger of sanctions_searches (00019), which a
-- batch's statement fires after its results' (the searches' insert, a
-- CTE no one reads, runs last).
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_sanctions_searches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- The usual case, one account bumped by this transaction already.
    IF cardinality(accts) > 0 AND accts[1] = ALL (accts)
            AND strpos(COALESCE(current_setting('screengate.bumped', true), ''), ',' || accts[1] || ',') > 0 THEN
        RETURN NULL;
    END IF;
    PERFORM screengate_bump_versions(accts, TG_TABLE_NAME);
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
