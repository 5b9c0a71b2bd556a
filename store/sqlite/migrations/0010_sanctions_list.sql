-- GetSearches (issue 13): the columns its filters and orders read, and the
-- indexes that make a page of 25 of an account's 100,000 searches a short
-- index walk.
--   name_key, reference_key: the lower-cased criteria name and reference
--     (written by the store with Go's Unicode lower case, as pep_searches').
--   unresolved_results: the search's results whose resolved is false,
--     kept by every writer of sanctions_results (CreateSearch, the data
--     loads, monitoring, UpdateSearch).
ALTER TABLE sanctions_searches ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE sanctions_searches ADD COLUMN reference_key TEXT NOT NULL DEFAULT '';
ALTER TABLE sanctions_searches ADD COLUMN unresolved_results INTEGER NOT NULL DEFAULT 0;
-- Rows written before this migration: SQLite's LOWER folds ASCII only, so
-- a non-ASCII name written before it matches nameSearch case-sensitively
-- until it is written again.
UPDATE sanctions_searches SET name_key = LOWER(criteria_name), reference_key = LOWER(criteria_reference),
    unresolved_results = (SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = sanctions_searches.id AND NOT r.resolved);

-- The status order (a decision needed first, then newest), per account and
-- per owner; date and name orders per account.
CREATE INDEX sanctions_searches_list_status ON sanctions_searches (account_id, is_archived,
    (CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END), date_searched DESC, id DESC);
CREATE INDEX sanctions_searches_owner_status ON sanctions_searches (account_id, owner_key, is_archived,
    (CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END), date_searched DESC, id DESC);
CREATE INDEX sanctions_searches_list_date ON sanctions_searches (account_id, is_archived, date_searched, id);
CREATE INDEX sanctions_searches_list_name ON sanctions_searches (account_id, is_archived, name_key, id);
-- The Updated filter (few searches): its own partial index.
CREATE INDEX sanctions_searches_list_updated ON sanctions_searches (account_id, is_archived, date_searched, id) WHERE affected_by_update;
