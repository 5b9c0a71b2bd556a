-- +goose Up
-- Per-account document quotas and the purge of expired documents (issue 10);
-- the same as SQLite's migration 0005.
CREATE INDEX documents_account_created ON documents (account_id, date_created);
CREATE INDEX documents_expires ON documents (date_expires);

-- +goose Down
DROP INDEX documents_expires;
DROP INDEX documents_account_created;
