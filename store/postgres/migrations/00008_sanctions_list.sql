-- +goose Up
-- GetSearches (issue 13): the same columns as SQLite's migration 0010 and
-- the indexes that make a page of 25 of an account's 100,000 searches a
-- short index walk.
--   name_key, reference_key: lower-cased criteria name and reference.
--   unresolved_results: results whose resolved is false, kept by every
--     writer of sanctions_results (CreateSearch, the data loads,
--     monitoring, UpdateSearch).
ALTER TABLE sanctions_searches
    ADD COLUMN name_key           text    NOT NULL DEFAULT '',
    ADD COLUMN reference_key      text    NOT NULL DEFAULT '',
    ADD COLUMN unresolved_results integer NOT NULL DEFAULT 0;
UPDATE sanctions_searches s SET name_key = lower(criteria_name), reference_key = lower(criteria_reference),
    unresolved_results = (SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = s.id AND NOT r.resolved);
CREATE INDEX sanctions_searches_list_status ON sanctions_searches (account_id, is_archived,
    (CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END), date_searched DESC, id DESC);
CREATE INDEX sanctions_searches_owner_status ON sanctions_searches (account_id, owner_key, is_archived,
    (CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END), date_searched DESC, id DESC);
CREATE INDEX sanctions_searches_list_date ON sanctions_searches (account_id, is_archived, date_searched, id);
CREATE INDEX sanctions_searches_list_name ON sanctions_searches (account_id, is_archived, name_key, id);
-- The Updated filter (few searches): its own partial index.
CREATE INDEX sanctions_searches_list_updated ON sanctions_searches (account_id, is_archived, date_searched, id) WHERE affected_by_update;

-- +goose Down
DROP INDEX sanctions_searches_list_updated;
DROP INDEX sanctions_searches_list_name;
DROP INDEX sanctions_searches_list_date;
DROP INDEX sanctions_searches_owner_status;
DROP INDEX sanctions_searches_list_status;
ALTER TABLE sanctions_searches DROP COLUMN unresolved_results, DROP COLUMN reference_key, DROP COLUMN name_key;
