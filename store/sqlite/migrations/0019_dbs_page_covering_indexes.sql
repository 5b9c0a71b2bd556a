-- DBS random pages without table reads (branch sqlite-pages2). A page of
-- 25 rows was read from the ordering's index (the seek, the rows skipped
-- from the nearest known position) and then from the table, one b-tree
-- descent per row: at a million rows the 25 rows sit on ~20 different
-- table leaves, and those descents, their page reads and the decoding of
-- the rows were about two thirds of a random page's cost (bench rows 6e
-- and 6g). The account-wide ordering indexes now also carry the columns a
-- listed row shows, so that a page is read from the index alone, ~25
-- consecutive entries on one or two index pages.
--
-- The cost: each of these six indexes grows by the listed columns (about
-- 90 bytes a row: ~90 MB each at a million rows), and re-creating them
-- takes a few seconds a million rows on upgrade. Writes update the same
-- indexes as before (every one of them already held the five workflow
-- booleans, which every status update sets), with larger entries. The
-- owner-scoped indexes (sub users' lists, usually far shorter) are left as
-- they were: their pages still read the table.
--
-- Keys and leading columns are unchanged (the orderings, their seeks and
-- the columns filters test stay where migration 0003 put them); the new
-- columns only follow them.
DROP INDEX dbs_searches_status;
DROP INDEX dbs_searches_status_desc;
DROP INDEX dbs_searches_name;
DROP INDEX dbs_searches_date;
DROP INDEX dbs_searches_updated;
DROP INDEX dbs_searches_reference;

CREATE INDEX dbs_searches_status ON dbs_searches (account_id, status_rank, date_searched DESC, id DESC,
    owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
    is_dbs_due_renewal, date_updated, status, disclosure_status, disclosure_level, name, reference);
CREATE INDEX dbs_searches_status_desc ON dbs_searches (account_id, status_rank DESC, date_searched DESC, id DESC,
    owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
    is_dbs_due_renewal, date_updated, status, disclosure_status, disclosure_level, name, reference);
CREATE INDEX dbs_searches_name ON dbs_searches (account_id, name_key, id,
    owner_key, date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
    is_dbs_due_renewal, date_updated, status, disclosure_status, disclosure_level, name, reference);
CREATE INDEX dbs_searches_date ON dbs_searches (account_id, date_searched, id,
    owner_key, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
    is_dbs_due_renewal, date_updated, status, disclosure_status, disclosure_level, name, reference);
CREATE INDEX dbs_searches_updated ON dbs_searches (account_id, date_updated, id,
    owner_key, date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
    is_dbs_due_renewal, status, disclosure_status, disclosure_level, name, reference);
CREATE INDEX dbs_searches_reference ON dbs_searches (account_id, reference, id,
    owner_key, date_searched, is_applicant_info_completed, is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
    is_dbs_due_renewal, date_updated, status, disclosure_status, disclosure_level, name);
