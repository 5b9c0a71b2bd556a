-- +goose Up
-- The account-wide DBS ordering indexes carry the owner and the five
-- boolean filter columns (INCLUDE: stored in the leaf entries, not
-- ordered), so that a page of a scope with several owners (a sub user
-- with permissions: owner_key = ANY(…), which no owner index returns in
-- order) or of a boolean filter is an index-only scan: the entries a deep
-- page skips, and the walk that builds a list's positions, are checked in
-- the index instead of each fetching its table row.
DROP INDEX dbs_searches_status;
CREATE INDEX dbs_searches_status ON dbs_searches (account_id, status_rank, date_searched DESC, id DESC)
    INCLUDE (owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed,
             is_application_submitted, is_application_disclosed);
DROP INDEX dbs_searches_status_desc;
CREATE INDEX dbs_searches_status_desc ON dbs_searches (account_id, status_rank DESC, date_searched DESC, id DESC)
    INCLUDE (owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed,
             is_application_submitted, is_application_disclosed);
DROP INDEX dbs_searches_name;
CREATE INDEX dbs_searches_name ON dbs_searches (account_id, name_key, id)
    INCLUDE (owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed,
             is_application_submitted, is_application_disclosed);
DROP INDEX dbs_searches_date;
CREATE INDEX dbs_searches_date ON dbs_searches (account_id, date_searched, id)
    INCLUDE (owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed,
             is_application_submitted, is_application_disclosed);
DROP INDEX dbs_searches_updated;
CREATE INDEX dbs_searches_updated ON dbs_searches (account_id, date_updated, id)
    INCLUDE (owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed,
             is_application_submitted, is_application_disclosed);
DROP INDEX dbs_searches_reference;
CREATE INDEX dbs_searches_reference ON dbs_searches (account_id, reference, id)
    INCLUDE (owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed,
             is_application_submitted, is_application_disclosed);

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
