-- DBS listing at scale: one index per ordering, for the whole account and
-- per owner (sub users see their own searches), each ending with the
-- columns the common filters test (owner, date searched, the five
-- booleans), so that walking a list in order (a deep page, or building
-- the position index of dbspage.go) reads only the index and never the
-- table. The name filter reads name_key, which only the name ordering
-- carries.
DROP INDEX dbs_searches_status;
DROP INDEX dbs_searches_owner_status;
DROP INDEX dbs_searches_status_desc;
DROP INDEX dbs_searches_name;
DROP INDEX dbs_searches_date;
DROP INDEX dbs_searches_updated;
DROP INDEX dbs_searches_reference;

CREATE INDEX dbs_searches_status ON dbs_searches (account_id, status_rank, date_searched DESC, id DESC,
    owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_status_desc ON dbs_searches (account_id, status_rank DESC, date_searched DESC, id DESC,
    owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_name ON dbs_searches (account_id, name_key, id,
    owner_key, date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_date ON dbs_searches (account_id, date_searched, id,
    owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_updated ON dbs_searches (account_id, date_updated, id,
    owner_key, date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_reference ON dbs_searches (account_id, reference, id,
    owner_key, date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);

CREATE INDEX dbs_searches_owner_status ON dbs_searches (account_id, owner_key, status_rank, date_searched DESC, id DESC,
    is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_owner_status_desc ON dbs_searches (account_id, owner_key, status_rank DESC, date_searched DESC, id DESC,
    is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_owner_name ON dbs_searches (account_id, owner_key, name_key, id,
    date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_owner_date ON dbs_searches (account_id, owner_key, date_searched, id,
    is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_owner_updated ON dbs_searches (account_id, owner_key, date_updated, id,
    date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
CREATE INDEX dbs_searches_owner_reference ON dbs_searches (account_id, owner_key, reference, id,
    date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed);
