-- AddSearch's write, cheaper (issue 13, branch sqlite-addsearch).
--
-- sanctions_sources becomes a WITHOUT ROWID table clustered on its
-- primary key (search_id, position): every read of it (a search's sources
-- in order, the sources of a page of searches, the versions of a search,
-- monitoring's update by search and list) goes by search_id, and each
-- stored source was two b-tree inserts (the rowid table and the primary
-- key's index), now one (AddSearch on ALL lists stores nine sources a
-- search). Columns, constraints and triggers are those of before.
CREATE TABLE sanctions_sources_clustered (
    search_id                  INTEGER NOT NULL REFERENCES sanctions_searches (id),
    position                   INTEGER NOT NULL,
    list_id                    TEXT    NOT NULL,
    list_name                  TEXT    NOT NULL,
    list_short_name            TEXT    NOT NULL,
    is_affected_by_list_update BOOLEAN,
    list_version               INTEGER,
    PRIMARY KEY (search_id, position)
) WITHOUT ROWID;
INSERT INTO sanctions_sources_clustered (search_id, position, list_id, list_name, list_short_name,
    is_affected_by_list_update, list_version)
SELECT search_id, position, list_id, list_name, list_short_name, is_affected_by_list_update, list_version
FROM sanctions_sources;
DROP TABLE sanctions_sources;
ALTER TABLE sanctions_sources_clustered RENAME TO sanctions_sources;
CREATE TRIGGER sanctions_sources_version_insert AFTER INSERT ON sanctions_sources
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_sources_version_update AFTER UPDATE ON sanctions_sources
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
CREATE TRIGGER sanctions_sources_version_delete AFTER DELETE ON sanctions_sources
WHEN NOT EXISTS (SELECT 1 FROM table_version_marks WHERE name = 'sanctions') BEGIN
    UPDATE table_versions SET version = version + 1 WHERE name = 'sanctions';
END;
