-- GetPdfs (validid-pdfs): an account's documents newest first, and the
-- account prices of ValidID checks (AddValidId), in pence.
CREATE INDEX documents_list ON documents (account_id, date_created DESC, id DESC);
ALTER TABLE account_features ADD COLUMN validid_basic_price INTEGER NOT NULL DEFAULT 0;
ALTER TABLE account_features ADD COLUMN validid_enhanced_price INTEGER NOT NULL DEFAULT 0;
