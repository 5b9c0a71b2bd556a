-- The group commit's version mark in table_versions itself (issue 13,
-- branch sqlite-write).
--
-- The mark of migration 0017 was a row inserted into table_version_marks
-- when a group commit began and deleted before it committed: never
-- committed, but the insert and the delete left two more pages dirty (the
-- table's and its primary key's), so every commit wrote two more WAL
-- pages than its rows and its bump needed, about a twentieth of a bench
-- row 9 commit's pages. The mark is now a column of the group's own row
-- in table_versions, set when the transaction begins and cleared before
-- it commits, next to the version bump that rewrites the same page
-- anyway. table_versions becomes a WITHOUT ROWID table clustered on its
-- name (one b-tree, not a table and its index: every lookup by name, the
-- triggers' included, reads one page). table_version_marks becomes a view
-- of the marked groups, so the triggers of migrations 0017, 0018 and 0020,
-- which look for a mark there, keep their text and their meaning; as
-- before, a mark is never committed and every write outside the group
-- commit finds none.
--
-- table_versions is rebuilt without a rename (the triggers name it).
CREATE TEMP TABLE table_versions_copy AS SELECT name, version FROM table_versions;
DROP TABLE table_versions;
CREATE TABLE table_versions (
    name    TEXT    NOT NULL PRIMARY KEY,
    version INTEGER NOT NULL DEFAULT 0,
    marked  BOOLEAN NOT NULL DEFAULT FALSE
) WITHOUT ROWID;
INSERT INTO table_versions (name, version) SELECT name, version FROM table_versions_copy;
DROP TABLE table_versions_copy;
DROP TABLE table_version_marks;
CREATE VIEW table_version_marks AS SELECT name FROM table_versions WHERE marked;
