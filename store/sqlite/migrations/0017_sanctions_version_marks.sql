-- One bump of table_versions.sanctions per group commit (issue 13, branch
-- addsearch-write). The version triggers of the sanctions tables bumped
-- the row once per inserted row: about 60 updates of it per stored search
-- (one per result). The group-commit writer of CreateSearch
-- (groupcommit.go) now inserts a mark into table_version_marks when its
-- transaction begins, and deletes it and bumps the version once just
-- before it commits; while the mark is there the triggers skip the bump.
--
-- The mark is inserted and deleted inside the writer's transaction, so it
-- is never committed and no other connection ever sees it: every write
-- made anywhere else (another gateway, the sqlite3 shell, any other code
-- path of this one) finds no mark and bumps through the triggers exactly
-- as before. Inside the writer's transaction, the one bump is made in the
-- same transaction as the rows, so it commits atomically with them, and a
-- reader that read the old version before the commit sees the new one
-- after it. If the writer fails before the commit, the rollback takes the
-- rows, the mark and the bump together. The check is a primary-key lookup
-- in a table that is empty whenever committed (0.13 µs a row in the C
-- build against 0.47 µs for the update it replaces, 300,000 inserts).
CREATE TABLE table_version_marks (
    name TEXT PRIMARY KEY
);
DROP TRIGGER sanctions_searches_version_insert;
CREATE TRIGGER sanctions_searches_version_insert AFTER INSERT ON sanctions_searches
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_searches_version_update;
CREATE TRIGGER sanctions_searches_version_update AFTER UPDATE ON sanctions_searches
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_searches_version_delete;
CREATE TRIGGER sanctions_searches_version_delete AFTER DELETE ON sanctions_searches
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_sources_version_insert;
CREATE TRIGGER sanctions_sources_version_insert AFTER INSERT ON sanctions_sources
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_sources_version_update;
CREATE TRIGGER sanctions_sources_version_update AFTER UPDATE ON sanctions_sources
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_sources_version_delete;
CREATE TRIGGER sanctions_sources_version_delete AFTER DELETE ON sanctions_sources
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_results_version_insert;
CREATE TRIGGER sanctions_results_version_insert AFTER INSERT ON sanctions_results
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_results_version_update;
CREATE TRIGGER sanctions_results_version_update AFTER UPDATE ON sanctions_results
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER sanctions_results_version_delete;
CREATE TRIGGER sanctions_results_version_delete AFTER DELETE ON sanctions_results
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER search_links_version_insert;
CREATE TRIGGER search_links_version_insert AFTER INSERT ON search_links
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER search_links_version_update;
CREATE TRIGGER search_links_version_update AFTER UPDATE ON search_links
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
DROP TRIGGER search_links_version_delete;
CREATE TRIGGER search_links_version_delete AFTER DELETE ON search_links
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
