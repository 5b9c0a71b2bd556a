-- Per-account document quotas and the purge of expired documents (issue 10):
-- documents saved per account per day, bytes stored per account, and the
-- background delete of documents past date_expires.
CREATE INDEX documents_account_created ON documents (account_id, date_created);
CREATE INDEX documents_expires ON documents (date_expires);
