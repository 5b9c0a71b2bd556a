-- Sanctions and PEP list versions and their entities (issue 12).
--
-- list_versions: one row per recorded version of a list; ids increase
-- across all lists, so within a list a higher id is a later version and
-- the current version is the list's highest id.
CREATE TABLE list_versions (
    id           INTEGER PRIMARY KEY,
    list_id      TEXT    NOT NULL,
    source       TEXT    NOT NULL,
    published_at TEXT,                          -- as the file states; NULL when it states none
    imported_at  TEXT    NOT NULL,
    sha256       TEXT    NOT NULL,              -- of the raw bytes read (hex)
    entities     INTEGER NOT NULL,
    names        INTEGER NOT NULL,
    added        INTEGER NOT NULL,
    modified     INTEGER NOT NULL,
    removed      INTEGER NOT NULL,
    forced       BOOLEAN NOT NULL DEFAULT FALSE,
    warnings     TEXT    NOT NULL DEFAULT '[]', -- JSON array of strings
    validators   TEXT    NOT NULL DEFAULT '[]'  -- JSON array of {url, etag, lastModified}
);
CREATE INDEX list_versions_list ON list_versions (list_id, id);

-- list_entities: one row per distinct content of an entity. A row is part
-- of every version of its list from from_version up to, not including,
-- to_version (NULL: still current). An entity unchanged between versions
-- keeps its row, so a version costs only its changes; the entities of
-- version V are the rows with from_version <= V < to_version.
CREATE TABLE list_entities (
    list_id      TEXT    NOT NULL,
    entity_key   TEXT    NOT NULL,
    from_version INTEGER NOT NULL REFERENCES list_versions (id),
    to_version   INTEGER REFERENCES list_versions (id),
    hash         BLOB    NOT NULL, -- SHA-256 of the canonical content (screening.Entity.Hash)
    body         BLOB    NOT NULL, -- screening.Entity.Encode (JSON)
    PRIMARY KEY (list_id, entity_key, from_version)
);
CREATE UNIQUE INDEX list_entities_current ON list_entities (list_id, entity_key) WHERE to_version IS NULL;
CREATE INDEX list_entities_from ON list_entities (from_version);
CREATE INDEX list_entities_to ON list_entities (to_version) WHERE to_version IS NOT NULL;
