-- +goose Up
-- Issue 14 (clients): what AddClient records of a client, its links, and
-- the OCR data of its identity documents (the same model as SQLite's
-- migration 0011).

ALTER TABLE clients ADD COLUMN name_key text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN reference text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN mobile_international text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN post_code text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN proof_of_preset text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN linked_to jsonb NOT NULL DEFAULT '[]';
UPDATE clients SET name_key = lower(name);
CREATE INDEX clients_created ON clients (account_id, created, id);

-- kind: 1 passport, 2 driving licence, 3 other document; id is the
-- document's id within its client.
CREATE TABLE client_documents (
    client_id       integer NOT NULL REFERENCES clients (id),
    id              integer NOT NULL,
    kind            integer NOT NULL,
    document_number text    NOT NULL DEFAULT '',
    full_name       text    NOT NULL DEFAULT '',
    date_of_birth   text    NOT NULL DEFAULT '',
    date_of_expiry  text    NOT NULL DEFAULT '',
    issuing_country text    NOT NULL DEFAULT '',
    document_type   text    NOT NULL DEFAULT '',
    is_verified     boolean NOT NULL DEFAULT false,
    PRIMARY KEY (client_id, id)
);

-- +goose Down
DROP TABLE client_documents;
DROP INDEX clients_created;
ALTER TABLE clients DROP COLUMN name_key, DROP COLUMN email, DROP COLUMN reference,
    DROP COLUMN mobile_international, DROP COLUMN post_code, DROP COLUMN proof_of_preset, DROP COLUMN linked_to;
