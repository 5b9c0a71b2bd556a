-- Bulk searches run by the engine (AddBulkSearch): the rows to screen, the
-- runner's lease and cursor, and a marker per row written in the same
-- transaction as the row's searches, so that a restart resumes after the
-- last committed batch and never stores a row twice.
--   bulk_searches.pending: true while a runner has work (AddBulkSearch's
--     jobs until they end; the demo rows are never run).
--   selected_lists, versions: what every row is screened against and the
--     pinned list versions ("OFAC=12;PEP=3;").
--   next_row: the first row not yet committed.
--   lease_owner, lease_until: the runner working the job.
ALTER TABLE bulk_searches ADD COLUMN pending BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE bulk_searches ADD COLUMN selected_lists TEXT NOT NULL DEFAULT '';
ALTER TABLE bulk_searches ADD COLUMN versions TEXT NOT NULL DEFAULT '';
ALTER TABLE bulk_searches ADD COLUMN next_row INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bulk_searches ADD COLUMN lease_owner TEXT NOT NULL DEFAULT '';
ALTER TABLE bulk_searches ADD COLUMN lease_until TEXT NOT NULL DEFAULT '';
CREATE INDEX bulk_searches_pending ON bulk_searches (id) WHERE pending;

CREATE TABLE bulk_search_rows (
    bulk_id       INTEGER NOT NULL REFERENCES bulk_searches (id) ON DELETE CASCADE,
    row_idx       INTEGER NOT NULL,
    type          TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    address       TEXT    NOT NULL,
    country       TEXT    NOT NULL,
    date_of_birth TEXT    NOT NULL,
    nationality   TEXT    NOT NULL,
    reference     TEXT    NOT NULL,
    PRIMARY KEY (bulk_id, row_idx)
) WITHOUT ROWID;

CREATE TABLE bulk_search_items (
    bulk_id             INTEGER NOT NULL REFERENCES bulk_searches (id) ON DELETE CASCADE,
    row_idx             INTEGER NOT NULL,
    sanctions_search_id INTEGER,
    pep_search_id       INTEGER,
    PRIMARY KEY (bulk_id, row_idx)
) WITHOUT ROWID;
