-- Sanctions searches screened by the engine (issue 13, AddSearch): what
-- monitoring needs to tell whether a new list version changes a search.
--   sanctions_searches.selected_lists: the API list ids searched,
--     comma-separated ('' for searches not run by the engine: the demo and
--     seeded data, never monitored).
--   sanctions_sources.list_version: the list_versions.id searched.
--   sanctions_results.entity_key: the matched entity's key in its list
--     (list_entities.entity_key); '' for results not from the engine.
ALTER TABLE sanctions_searches ADD COLUMN selected_lists TEXT NOT NULL DEFAULT '';
ALTER TABLE sanctions_sources ADD COLUMN list_version INTEGER;
ALTER TABLE sanctions_results ADD COLUMN entity_key TEXT NOT NULL DEFAULT '';
--   sanctions_results.superseded_by: the list version that changed or
--     removed the result's entity (monitoring keeps the old result, marked;
--     the new one is stored beside it); NULL while current.
ALTER TABLE sanctions_results ADD COLUMN superseded_by INTEGER;
CREATE INDEX sanctions_searches_monitored ON sanctions_searches (selected_lists) WHERE selected_lists <> '' AND NOT is_archived;
