-- +goose Up
-- Sanctions and PEP list versions and their entities (issue 12); the same
-- model as SQLite's migration 0004.
--
-- list_versions: one row per recorded version of a list; ids increase
-- across all lists, so within a list a higher id is a later version and
-- the current version is the list's highest id.
CREATE TABLE list_versions (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    list_id      text COLLATE "C" NOT NULL,
    source       text        NOT NULL,
    published_at timestamptz,                     -- as the file states; NULL when it states none
    imported_at  timestamptz NOT NULL,
    sha256       text        NOT NULL,            -- of the raw bytes read (hex)
    entities     integer     NOT NULL,
    names        integer     NOT NULL,
    added        integer     NOT NULL,
    modified     integer     NOT NULL,
    removed      integer     NOT NULL,
    forced       boolean     NOT NULL DEFAULT false,
    warnings     jsonb       NOT NULL DEFAULT '[]', -- array of strings
    validators   jsonb       NOT NULL DEFAULT '[]'  -- array of {url, etag, lastModified}
);
CREATE INDEX list_versions_list ON list_versions (list_id, id);

-- list_entities: one row per distinct content of an entity, part of every
-- version of its list from from_version up to, not including, to_version
-- (NULL: still current).
CREATE TABLE list_entities (
    list_id      text COLLATE "C" NOT NULL,
    entity_key   text COLLATE "C" NOT NULL,
    from_version bigint NOT NULL REFERENCES list_versions (id),
    to_version   bigint REFERENCES list_versions (id),
    hash         bytea  NOT NULL, -- SHA-256 of the canonical content (screening.Entity.Hash)
    body         bytea  NOT NULL, -- screening.Entity.Encode (JSON)
    PRIMARY KEY (list_id, entity_key, from_version)
);
CREATE UNIQUE INDEX list_entities_current ON list_entities (list_id, entity_key) WHERE to_version IS NULL;
CREATE INDEX list_entities_from ON list_entities (from_version);
CREATE INDEX list_entities_to ON list_entities (to_version) WHERE to_version IS NOT NULL;

-- A new list version is shared data (account 0), and it is announced, so
-- that every gateway can reload what it keeps of the lists.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION screengate_bump_versions(accounts bigint[], changed text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    a bigint;
BEGIN
    FOR a IN SELECT DISTINCT x FROM unnest(accounts) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
        INSERT INTO data_versions (account_id, version) VALUES (a, 1)
        ON CONFLICT (account_id) DO UPDATE SET version = data_versions.version + 1;
        -- A transaction that notified takes a database-wide lock while it
        -- commits: only rare changes are announced (who may sign in, new
        -- list versions).
        IF changed IN ('users', 'api_credentials', 'user_permissions', 'list_versions') THEN
            PERFORM pg_notify('screengate_data', changed || ':' || a::text);
        END IF;
    END LOOP;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER list_versions_version AFTER INSERT OR UPDATE OR DELETE ON list_versions
    FOR EACH STATEMENT EXECUTE FUNCTION screengate_shared_changed();

-- +goose Down
SELECT 1;
