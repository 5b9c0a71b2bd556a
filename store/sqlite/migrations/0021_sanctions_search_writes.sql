-- AddSearch's write, six index inserts a search fewer (issue 13, branch
-- sqlite-addsearch): two indexes of sanctions_searches that serve no
-- query the other indexes do not serve as well, and the index of results
-- by entity key (four a search), whose one reader now reads the keys
-- from the search's row.
--
--   sanctions_searches_scope (account_id, owner_key, is_archived) is the
--     prefix of sanctions_searches_owner_status (migration 0010): every
--     lookup by account, owner and archived state it could serve, that
--     index serves with the same columns (SQLite already chose it:
--     GetSearches by owner, the owner's counts, the owner rename of
--     users.go).
--   sanctions_searches_monitored (selected_lists) WHERE selected_lists <>
--     '' AND NOT is_archived: MonitoredSearches reads every monitored
--     search in id order (a scan of the table, not this index: its order
--     is by lists), and no other query filters on selected_lists.
DROP INDEX sanctions_searches_scope;
DROP INDEX sanctions_searches_monitored;

-- The keys of a search's current results, on its own row, instead of an
-- index of every result by entity key. sanctions_results_entity
-- (migration 0014) took four inserts a search at places as random as the
-- matched entities: a new page of the index for nearly each of them in
-- every group commit, about half the pages each commit wrote to the WAL
-- and a quarter of the store's CPU per search. Its one reader was
-- MonitoredSearches, which reads every monitored search row anyway: it
-- now takes a search's keys from the same row.
--
--   sanctions_searches.result_keys: the (list id, entity key) of each of
--     the search's results with an entity key ('' for results not from
--     the engine) and not superseded, in result id order, as a JSON array
--     of two-string arrays; '' when there is none. Kept by every writer of
--     sanctions_results' keys and superseded_by (CreateSearch and
--     UpdateSearchResults; the data loads store no keys).
ALTER TABLE sanctions_searches ADD COLUMN result_keys TEXT NOT NULL DEFAULT '';
UPDATE sanctions_searches SET result_keys = COALESCE((
    SELECT json_group_array(json_array(list_id, entity_key)) FROM (
        SELECT r.list_id, r.entity_key FROM sanctions_results r
        WHERE r.search_id = sanctions_searches.id AND r.entity_key <> '' AND r.superseded_by IS NULL ORDER BY r.id)
    HAVING COUNT(*) > 0), '')
WHERE id IN (SELECT search_id FROM sanctions_results WHERE entity_key <> '' AND superseded_by IS NULL);
DROP INDEX sanctions_results_entity;
