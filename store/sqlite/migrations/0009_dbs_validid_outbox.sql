-- Issue 14: DBS applicants, ValidID notes, account features and the
-- transactional outbox.

-- What AddDbsSearch records of the applicant, and its links (JSON array
-- of LinkedTo, as given).
ALTER TABLE dbs_searches ADD COLUMN date_of_birth TEXT NOT NULL DEFAULT '';
ALTER TABLE dbs_searches ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE dbs_searches ADD COLUMN mobile_international TEXT NOT NULL DEFAULT '';
ALTER TABLE dbs_searches ADD COLUMN job_location TEXT NOT NULL DEFAULT '';
ALTER TABLE dbs_searches ADD COLUMN linked_to TEXT NOT NULL DEFAULT '[]';

CREATE TABLE validid_notes (
    id        INTEGER PRIMARY KEY,
    search_id INTEGER NOT NULL REFERENCES validid_searches (id),
    user_name TEXT    NOT NULL,
    date      TEXT    NOT NULL,
    content   TEXT    NOT NULL
);
CREATE INDEX validid_notes_search ON validid_notes (search_id, date, id);

-- Optional services of an account (no row: all off).
CREATE TABLE account_features (
    account_id        INTEGER PRIMARY KEY REFERENCES accounts (id),
    dbs_enabled       BOOLEAN NOT NULL DEFAULT FALSE,
    validid_activated TEXT,
    validid_signed_by TEXT    NOT NULL DEFAULT ''
);

-- Deliveries to outside parties, written in the transaction of the record
-- they announce; a worker claims due rows (next_attempt <= now) by moving
-- next_attempt on by a lease.
CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    channel      TEXT    NOT NULL,
    kind         TEXT    NOT NULL,
    record_id    INTEGER NOT NULL DEFAULT 0,
    recipient    TEXT    NOT NULL DEFAULT '',
    subject      TEXT    NOT NULL DEFAULT '',
    body         TEXT    NOT NULL,
    created      TEXT    NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    next_attempt TEXT    NOT NULL,
    last_error   TEXT    NOT NULL DEFAULT '',
    delivered    TEXT,
    dead         BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX outbox_due ON outbox (next_attempt, id) WHERE delivered IS NULL AND NOT dead;
