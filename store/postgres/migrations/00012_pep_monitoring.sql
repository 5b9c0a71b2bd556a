-- +goose Up
-- PEP monitoring (issue 13, branch pep-monitor-pdf); the same model as
-- SQLite's migration 0014.
ALTER TABLE pep_searches ADD COLUMN list_version bigint;
ALTER TABLE pep_search_results
    ADD COLUMN entity_key    text   NOT NULL DEFAULT '',
    ADD COLUMN superseded_by bigint;
CREATE INDEX pep_searches_monitored ON pep_searches (id, renewal_date) WHERE NOT is_archived AND NOT is_day_one;
-- The results of the entities a list version changed (monitoring reads
-- only those keys).
CREATE INDEX sanctions_results_entity ON sanctions_results (entity_key) WHERE entity_key <> '';
CREATE INDEX pep_search_results_entity ON pep_search_results (entity_key) WHERE entity_key <> '';

-- +goose Down
DROP INDEX pep_search_results_entity;
DROP INDEX sanctions_results_entity;
DROP INDEX pep_searches_monitored;
ALTER TABLE pep_search_results DROP COLUMN superseded_by, DROP COLUMN entity_key;
ALTER TABLE pep_searches DROP COLUMN list_version;
