-- GetPdfs (validid-pdfs): an account's documents newest first, and the
-- account prices of ValidID checks (AddValidId), in the units of balance (ten-thousandths).
CREATE INDEX documents_list ON documents (account_id, date_created DESC, id DESC);
ALTER TABLE account_features ADD COLUMN validid_basic_price INTEGER NOT NULL DEFAULT 0;
ALTER TABLE account_features ADD COLUMN validid_enhanced_price INTEGER NOT NULL DEFAULT 0;
-- What AddValidId records of a new check: its sanctions search, the lists
-- searched, the request as given (for the identity-data party) and the
-- price charged (units of balance).
ALTER TABLE validid_searches ADD COLUMN sanctions_search_id INTEGER;
ALTER TABLE validid_searches ADD COLUMN search_list_ids TEXT NOT NULL DEFAULT '';
ALTER TABLE validid_searches ADD COLUMN request TEXT NOT NULL DEFAULT '';
ALTER TABLE validid_searches ADD COLUMN price INTEGER NOT NULL DEFAULT 0;
