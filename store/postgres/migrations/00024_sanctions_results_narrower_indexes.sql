-- +goose Up
-- Fewer and cheaper index entries per stored result (issue 13, branch
-- pg-addsearch, bench row p9). AddSearch stores four results a search
-- (p9's shape), each with four index entries; index inserts were 15% of
-- PostgreSQL's CPU per stored search (perf of BenchmarkCreateSearch).
--
-- sanctions_results_search (search_id, id) and the partial
-- sanctions_results_unresolved (search_id) WHERE NOT resolved become one
-- index on (search_id, resolved), as SQLite's: every result of a search
-- is its prefix (a search's results, their count, the foreign key's
-- check when a search is deleted), and its unresolved ones are the
-- prefix (search_id, false) (CountUnresolvedSearches, the unresolved
-- filters and counts). No reader relied on the index for the order of a
-- search's results by id (they sort them in their aggregate or read
-- them by key). One entry a result fewer.
DROP INDEX sanctions_results_unresolved;
DROP INDEX sanctions_results_search;
CREATE INDEX sanctions_results_search ON sanctions_results (search_id, resolved);

-- The entity keys monitoring looks results up by are compared bytewise
-- (COLLATE "C"; the database's collation, C.UTF-8 here, compares through
-- strcoll): equality is the same, each comparison of an insert's descent
-- is a memcmp. MonitoredSearches and the superseding UPDATE compare
-- entity_key COLLATE "C", so they keep using it.
DROP INDEX sanctions_results_entity;
CREATE INDEX sanctions_results_entity ON sanctions_results (entity_key COLLATE "C") WHERE entity_key <> '';

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
