-- +goose Up
-- GetPdfs (validid-pdfs): an account's documents newest first, and the
-- account prices of ValidID checks (AddValidId), in the units of balance (SQLite 0013).
CREATE INDEX documents_list ON documents (account_id, date_created DESC, id DESC);
ALTER TABLE account_features ADD COLUMN validid_basic_price bigint NOT NULL DEFAULT 0 CHECK (validid_basic_price >= 0);
ALTER TABLE account_features ADD COLUMN validid_enhanced_price bigint NOT NULL DEFAULT 0 CHECK (validid_enhanced_price >= 0);
ALTER TABLE validid_searches ADD COLUMN sanctions_search_id bigint;
ALTER TABLE validid_searches ADD COLUMN search_list_ids text NOT NULL DEFAULT '';
ALTER TABLE validid_searches ADD COLUMN request jsonb NOT NULL DEFAULT '{}';
ALTER TABLE validid_searches ADD COLUMN price bigint NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE validid_searches DROP COLUMN price;
ALTER TABLE validid_searches DROP COLUMN request;
ALTER TABLE validid_searches DROP COLUMN search_list_ids;
ALTER TABLE validid_searches DROP COLUMN sanctions_search_id;
ALTER TABLE account_features DROP COLUMN validid_enhanced_price;
ALTER TABLE account_features DROP COLUMN validid_basic_price;
DROP INDEX documents_list;
