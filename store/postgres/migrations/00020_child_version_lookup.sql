-- +goose Up
-- The children of a search find their account by primary key (issue 13,
-- branch pg-addsearch, bench row p9). The statement triggers of
-- sanctions_sources, sanctions_results, search_links, search_notes (and
-- the PEP twins) join their transition table to the parent searches to
-- learn which accounts to bump. plpgsql plans that join once per session
-- and keeps the plan until the parent table's statistics change: a
-- session that starts on a young database (the demo's 30 searches: one
-- page) gets a hash join over a sequential scan of every search, and
-- keeps it while AddSearch grows the table — autovacuum analyses it a
-- minute later at best. Each stored search then read all the searches
-- twice (its sources' and its results' triggers): BenchmarkCreateSearch
-- on one connection from the demo database, 3,000 searches: 970-1,250
-- PostgreSQL µs per search, 560-640 with the lookups by key below.
--
-- enable_seqscan = off, set for the trigger function only (its nested
-- calls included), makes the planner take the primary key at any table
-- size: the statements below only ever look searches up by id, and the
-- few rows of a transition table are read as they are (a tuplestore
-- scan is no sequential scan of a table). The distinct search ids are
-- taken first: a search's nine sources are one lookup, not nine.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_search_child_changed() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM screengate_bump_versions(ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT DISTINCT search_id FROM new_rows) r JOIN sanctions_searches s ON s.id = r.search_id), TG_TABLE_NAME);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM screengate_bump_versions(ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT DISTINCT search_id FROM old_rows) r JOIN sanctions_searches s ON s.id = r.search_id), TG_TABLE_NAME);
    ELSE
        PERFORM screengate_bump_versions(ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT search_id FROM new_rows UNION SELECT search_id FROM old_rows) r JOIN sanctions_searches s ON s.id = r.search_id),
            TG_TABLE_NAME);
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- The same for the children of PEP searches (00006).
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_pep_child_changed() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM screengate_bump_versions(ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT DISTINCT search_id FROM new_rows) r JOIN pep_searches s ON s.id = r.search_id), TG_TABLE_NAME);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM screengate_bump_versions(ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT DISTINCT search_id FROM old_rows) r JOIN pep_searches s ON s.id = r.search_id), TG_TABLE_NAME);
    ELSE
        PERFORM screengate_bump_versions(ARRAY(SELECT DISTINCT s.account_id
            FROM (SELECT search_id FROM new_rows UNION SELECT search_id FROM old_rows) r JOIN pep_searches s ON s.id = r.search_id),
            TG_TABLE_NAME);
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
