-- +goose Up
-- Bulk searches run by the engine (AddBulkSearch); the same model as
-- SQLite's migration 0012: the rows to screen, the runner's lease and
-- cursor, and a marker per row written in the same transaction as the
-- row's searches (a restart never stores a row twice).
ALTER TABLE bulk_searches
    ADD COLUMN pending        boolean     NOT NULL DEFAULT false,
    ADD COLUMN selected_lists text        NOT NULL DEFAULT '',
    ADD COLUMN versions       text        NOT NULL DEFAULT '',
    ADD COLUMN next_row       integer     NOT NULL DEFAULT 0,
    ADD COLUMN lease_owner    text        NOT NULL DEFAULT '',
    ADD COLUMN lease_until    timestamptz;
CREATE INDEX bulk_searches_pending ON bulk_searches (id) WHERE pending;

CREATE TABLE bulk_search_rows (
    bulk_id       integer NOT NULL REFERENCES bulk_searches (id) ON DELETE CASCADE,
    row_idx       integer NOT NULL,
    type          text    NOT NULL,
    name          text    NOT NULL,
    address       text    NOT NULL,
    country       text    NOT NULL,
    date_of_birth text    NOT NULL,
    nationality   text    NOT NULL,
    reference     text    NOT NULL,
    PRIMARY KEY (bulk_id, row_idx)
);

CREATE TABLE bulk_search_items (
    bulk_id             integer NOT NULL REFERENCES bulk_searches (id) ON DELETE CASCADE,
    row_idx             integer NOT NULL,
    sanctions_search_id bigint,
    pep_search_id       bigint,
    PRIMARY KEY (bulk_id, row_idx)
);

-- +goose Down
DROP TABLE bulk_search_items;
DROP TABLE bulk_search_rows;
DROP INDEX bulk_searches_pending;
ALTER TABLE bulk_searches
    DROP COLUMN lease_until,
    DROP COLUMN lease_owner,
    DROP COLUMN next_row,
    DROP COLUMN versions,
    DROP COLUMN selected_lists,
    DROP COLUMN pending;
