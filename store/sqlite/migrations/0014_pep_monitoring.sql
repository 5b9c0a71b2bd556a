-- PEP monitoring (issue 13, branch pep-monitor-pdf): what monitoring needs
-- to tell whether a new PEP list version changes a stored PEP search.
--   pep_searches.list_version: the list_versions.id of the PEP list the
--     search was screened against (NULL: not screened by the engine, e.g.
--     the demo data).
--   pep_search_results.entity_key: the matched entity's key in the PEP
--     list ('' for results not from the engine: never superseded).
--   pep_search_results.superseded_by: the list version that changed or
--     removed the result's entity (the old result is kept, marked; the new
--     one is stored beside it); NULL while current.
ALTER TABLE pep_searches ADD COLUMN list_version INTEGER;
ALTER TABLE pep_search_results ADD COLUMN entity_key TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_search_results ADD COLUMN superseded_by INTEGER;
-- The walk over monitored searches (MonitoredPepSearches).
CREATE INDEX pep_searches_monitored ON pep_searches (id, renewal_date) WHERE NOT is_archived AND NOT is_day_one;
-- The results of the entities a list version changed (monitoring reads
-- only those keys).
CREATE INDEX sanctions_results_entity ON sanctions_results (entity_key) WHERE entity_key <> '';
CREATE INDEX pep_search_results_entity ON pep_search_results (entity_key) WHERE entity_key <> '';
