-- Issue 14 (clients): what AddClient records of a client, its links, and
-- the OCR data of its identity documents (GetClient, UpdateClient).

ALTER TABLE clients ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN reference TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN mobile_international TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN post_code TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN proof_of_preset TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN linked_to TEXT NOT NULL DEFAULT '[]';
UPDATE clients SET name_key = lower(name);
CREATE INDEX clients_created ON clients (account_id, created, id);

-- kind: 1 passport, 2 driving licence, 3 other document; id is the
-- document's id within its client.
CREATE TABLE client_documents (
    client_id       INTEGER NOT NULL REFERENCES clients (id),
    id              INTEGER NOT NULL,
    kind            INTEGER NOT NULL,
    document_number TEXT    NOT NULL DEFAULT '',
    full_name       TEXT    NOT NULL DEFAULT '',
    date_of_birth   TEXT    NOT NULL DEFAULT '',
    date_of_expiry  TEXT    NOT NULL DEFAULT '',
    issuing_country TEXT    NOT NULL DEFAULT '',
    document_type   TEXT    NOT NULL DEFAULT '',
    is_verified     BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (client_id, id)
);
