-- Versions of data for exact caches, and DBS listing at scale.
--
-- table_versions: a change counter per group of tables, bumped by triggers
-- on every change, whichever connection or process makes it. Caches of
-- results (pages, counts, positions of deep pages, searches) are keyed by
-- it and are therefore never stale: a result computed in a snapshot of
-- version V is the answer for as long as the version is V.
--   dbs_searches: dbs_searches
--   validid_searches: validid_searches
--   sanctions: sanctions_searches, sanctions_sources, sanctions_results, search_links
CREATE TABLE table_versions (
    name    TEXT    PRIMARY KEY,
    version INTEGER NOT NULL DEFAULT 0
);
INSERT INTO table_versions (name, version) VALUES ('dbs_searches', 0), ('validid_searches', 0), ('sanctions', 0);

CREATE TRIGGER validid_searches_version_insert AFTER INSERT ON validid_searches BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'validid_searches';
END;
CREATE TRIGGER validid_searches_version_update AFTER UPDATE ON validid_searches BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'validid_searches';
END;
CREATE TRIGGER validid_searches_version_delete AFTER DELETE ON validid_searches BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'validid_searches';
END;

-- Exact number of DBS searches per account, owner and combination of the
-- five boolean filters (flags: 1 applicant info completed, 2 ID check
-- completed, 4 application completed, 8 submitted, 16 disclosed), kept by
-- the triggers below, so that totalCount of an unfiltered or boolean-only
-- filtered list is a sum of at most 32 rows per owner instead of a scan.
CREATE TABLE dbs_search_counts (
    account_id INTEGER NOT NULL,
    owner_key  TEXT    NOT NULL,
    flags      INTEGER NOT NULL,
    n          INTEGER NOT NULL,
    PRIMARY KEY (account_id, owner_key, flags)
);
INSERT INTO dbs_search_counts (account_id, owner_key, flags, n)
SELECT account_id, owner_key,
       (CASE WHEN is_applicant_info_completed THEN 1 ELSE 0 END) + (CASE WHEN is_id_check_completed THEN 2 ELSE 0 END) +
       (CASE WHEN is_application_completed THEN 4 ELSE 0 END) + (CASE WHEN is_application_submitted THEN 8 ELSE 0 END) +
       (CASE WHEN is_application_disclosed THEN 16 ELSE 0 END),
       COUNT(*)
FROM dbs_searches GROUP BY 1, 2, 3;

CREATE TRIGGER dbs_searches_count_insert AFTER INSERT ON dbs_searches BEGIN
    INSERT INTO dbs_search_counts (account_id, owner_key, flags, n) VALUES (NEW.account_id, NEW.owner_key,
        (CASE WHEN NEW.is_applicant_info_completed THEN 1 ELSE 0 END) + (CASE WHEN NEW.is_id_check_completed THEN 2 ELSE 0 END) +
        (CASE WHEN NEW.is_application_completed THEN 4 ELSE 0 END) + (CASE WHEN NEW.is_application_submitted THEN 8 ELSE 0 END) +
        (CASE WHEN NEW.is_application_disclosed THEN 16 ELSE 0 END), 1)
    ON CONFLICT (account_id, owner_key, flags) DO UPDATE SET n = n + 1;
    UPDATE table_versions SET version = version + 1 WHERE name = 'dbs_searches';
END;

CREATE TRIGGER dbs_searches_count_delete AFTER DELETE ON dbs_searches BEGIN
    UPDATE dbs_search_counts SET n = n - 1 WHERE account_id = OLD.account_id AND owner_key = OLD.owner_key AND flags =
        (CASE WHEN OLD.is_applicant_info_completed THEN 1 ELSE 0 END) + (CASE WHEN OLD.is_id_check_completed THEN 2 ELSE 0 END) +
        (CASE WHEN OLD.is_application_completed THEN 4 ELSE 0 END) + (CASE WHEN OLD.is_application_submitted THEN 8 ELSE 0 END) +
        (CASE WHEN OLD.is_application_disclosed THEN 16 ELSE 0 END);
    UPDATE table_versions SET version = version + 1 WHERE name = 'dbs_searches';
END;

CREATE TRIGGER dbs_searches_count_update AFTER UPDATE ON dbs_searches BEGIN
    UPDATE dbs_search_counts SET n = n - 1 WHERE account_id = OLD.account_id AND owner_key = OLD.owner_key AND flags =
        (CASE WHEN OLD.is_applicant_info_completed THEN 1 ELSE 0 END) + (CASE WHEN OLD.is_id_check_completed THEN 2 ELSE 0 END) +
        (CASE WHEN OLD.is_application_completed THEN 4 ELSE 0 END) + (CASE WHEN OLD.is_application_submitted THEN 8 ELSE 0 END) +
        (CASE WHEN OLD.is_application_disclosed THEN 16 ELSE 0 END);
    INSERT INTO dbs_search_counts (account_id, owner_key, flags, n) VALUES (NEW.account_id, NEW.owner_key,
        (CASE WHEN NEW.is_applicant_info_completed THEN 1 ELSE 0 END) + (CASE WHEN NEW.is_id_check_completed THEN 2 ELSE 0 END) +
        (CASE WHEN NEW.is_application_completed THEN 4 ELSE 0 END) + (CASE WHEN NEW.is_application_submitted THEN 8 ELSE 0 END) +
        (CASE WHEN NEW.is_application_disclosed THEN 16 ELSE 0 END), 1)
    ON CONFLICT (account_id, owner_key, flags) DO UPDATE SET n = n + 1;
    UPDATE table_versions SET version = version + 1 WHERE name = 'dbs_searches';
END;

-- The "-status" ordering (status_rank DESC, date_searched DESC, id DESC)
-- matched no index in either direction, so every page of it sorted the
-- whole account.
CREATE INDEX dbs_searches_status_desc ON dbs_searches (account_id, status_rank DESC, date_searched DESC, id DESC);

CREATE TRIGGER sanctions_searches_version_insert AFTER INSERT ON sanctions_searches BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_searches_version_update AFTER UPDATE ON sanctions_searches BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_searches_version_delete AFTER DELETE ON sanctions_searches BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_sources_version_insert AFTER INSERT ON sanctions_sources BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_sources_version_update AFTER UPDATE ON sanctions_sources BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_sources_version_delete AFTER DELETE ON sanctions_sources BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_results_version_insert AFTER INSERT ON sanctions_results BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_results_version_update AFTER UPDATE ON sanctions_results BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_results_version_delete AFTER DELETE ON sanctions_results BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER search_links_version_insert AFTER INSERT ON search_links BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER search_links_version_update AFTER UPDATE ON search_links BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER search_links_version_delete AFTER DELETE ON search_links BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
