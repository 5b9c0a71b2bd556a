-- +goose Up
-- DBS name filters ("name contains", name_key LIKE '%…%') with a trigram
-- index (pg_trgm, a trusted contrib extension: the database owner may
-- create it), so that a filtered count or position walk reads the
-- matching rows instead of every row of the account.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS dbs_searches_name_trgm ON dbs_searches USING gin (name_key gin_trgm_ops);

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
