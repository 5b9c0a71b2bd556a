-- +goose Up
-- GetSearches' totals (issue 13, branch getsearches-perf), as SQLite's
-- migration 0016: the exact number of sanctions searches per account,
-- owner and combination of the three filters the list's counts mostly use
-- (flags: 1 archived, 2 with unresolved results, 4 affected by a list
-- update), kept by statement triggers from the transition tables, so that
-- the total of a list filtered by scope, archived, unresolved and updated
-- only is a sum of at most 8 rows per owner instead of a count over the
-- account's searches.
CREATE TABLE sanctions_search_counts (
    account_id bigint  NOT NULL,
    owner_key  text    NOT NULL,
    flags      integer NOT NULL,
    n          bigint  NOT NULL,
    PRIMARY KEY (account_id, owner_key, flags)
);
INSERT INTO sanctions_search_counts (account_id, owner_key, flags, n)
SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4, COUNT(*)
FROM sanctions_searches GROUP BY 1, 2, 3;

-- Net changes per counts row, applied in key order (concurrent writers
-- lock the rows they change in the same order: no deadlock); an update
-- that moves no search between rows changes nothing.
-- +goose StatementBegin
CREATE FUNCTION screengate_sanctions_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO sanctions_search_counts AS c (account_id, owner_key, flags, n)
        SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4, COUNT(*)
        FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (account_id, owner_key, flags) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO sanctions_search_counts AS c (account_id, owner_key, flags, n)
        SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4, -COUNT(*)
        FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (account_id, owner_key, flags) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSE
        INSERT INTO sanctions_search_counts AS c (account_id, owner_key, flags, n)
        SELECT account_id, owner_key, flags, SUM(d) FROM (
            SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4 AS flags, 1 AS d
            FROM new_rows
            UNION ALL
            SELECT account_id, owner_key, (is_archived::int) + (unresolved_results > 0)::int * 2 + (affected_by_update::int) * 4, -1
            FROM old_rows) x
        GROUP BY 1, 2, 3 HAVING SUM(d) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (account_id, owner_key, flags) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER sanctions_searches_counts_insert AFTER INSERT ON sanctions_searches REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_sanctions_counts();
CREATE TRIGGER sanctions_searches_counts_update AFTER UPDATE ON sanctions_searches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_sanctions_counts();
CREATE TRIGGER sanctions_searches_counts_delete AFTER DELETE ON sanctions_searches REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_sanctions_counts();

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
