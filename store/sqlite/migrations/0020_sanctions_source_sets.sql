-- AddSearch's sources, stored once per distinct set (issue 13, branch
-- addsearch-store).
--
-- A search screened by the engine on ALL lists has nine sources, the same
-- nine (list, names, version, flag) as every other search screened while
-- the lists stay at those versions: nine rows a search in sanctions_sources,
-- each with its insert, foreign key check and version trigger (about 7% of
-- the store's CPU per AddSearch). A set of sources is now stored once in
-- sanctions_source_sets, and such a search names it in
-- sanctions_searches.source_set instead of having rows of its own.
--
-- A search has either rows in sanctions_sources (source_set NULL: searches
-- stored before, by the data loads or bulk runs, or whose sources changed
-- since) or a set (source_set not NULL), never both: before a write
-- changes a source of a search on a set (monitoring's
-- is_affected_by_list_update), the set is copied into sanctions_sources as
-- the search's own rows and source_set set to NULL, in the same
-- transaction. Sets are never changed or deleted.
--
-- The store reads a search's sources from its set or its own rows by its
-- source_set. The view sanctions_search_sources is what sanctions_sources
-- was: every source of every search, by search_id (SearchListVersions
-- reads it; so can anyone reading the file with SQL).
CREATE TABLE sanctions_source_sets (
    set_id                     INTEGER NOT NULL,
    position                   INTEGER NOT NULL,
    list_id                    TEXT    NOT NULL,
    list_name                  TEXT    NOT NULL,
    list_short_name            TEXT    NOT NULL,
    is_affected_by_list_update BOOLEAN,
    list_version               INTEGER,
    PRIMARY KEY (set_id, position)
) WITHOUT ROWID;
ALTER TABLE sanctions_searches ADD COLUMN source_set INTEGER;
CREATE VIEW sanctions_search_sources AS
SELECT search_id, position, list_id, list_name, list_short_name, is_affected_by_list_update, list_version
FROM sanctions_sources
UNION ALL
SELECT s.id AS search_id, ss.position, ss.list_id, ss.list_name, ss.list_short_name, ss.is_affected_by_list_update,
    ss.list_version
FROM sanctions_searches s JOIN sanctions_source_sets ss ON ss.set_id = s.source_set;
CREATE TRIGGER sanctions_source_sets_version_insert AFTER INSERT ON sanctions_source_sets
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_source_sets_version_update AFTER UPDATE ON sanctions_source_sets
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_source_sets_version_delete AFTER DELETE ON sanctions_source_sets
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
