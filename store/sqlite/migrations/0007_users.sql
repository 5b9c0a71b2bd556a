-- Sub users, agreements and credit (issue 14).
--
-- users.agreed_*: when the user agreed to the terms, to data protection
-- and to being contacted (NULL: not agreed); the main users of existing
-- accounts agreed when they registered.
ALTER TABLE users ADD COLUMN agreed_terms TEXT;
ALTER TABLE users ADD COLUMN agreed_data_protection TEXT;
ALTER TABLE users ADD COLUMN agreed_contact TEXT;
UPDATE users SET
    agreed_terms = (SELECT CASE WHEN a.reg_agree_to_terms THEN a.created END FROM accounts a WHERE a.id = users.account_id),
    agreed_data_protection = (SELECT CASE WHEN a.reg_agree_to_data_protection THEN a.created END FROM accounts a WHERE a.id = users.account_id),
    agreed_contact = (SELECT CASE WHEN a.reg_agree_to_contact THEN a.created END FROM accounts a WHERE a.id = users.account_id)
WHERE is_main;

-- The ledger of credit an operator added to an account (screengate
-- accounts credit): amount and balance after, in ten-thousandths.
CREATE TABLE account_credits (
    id            INTEGER PRIMARY KEY,
    account_id    INTEGER NOT NULL REFERENCES accounts (id),
    amount        INTEGER NOT NULL,
    balance_after INTEGER NOT NULL,
    note          TEXT    NOT NULL DEFAULT '',
    actor         TEXT    NOT NULL DEFAULT '',
    created       TEXT    NOT NULL
);
CREATE INDEX account_credits_account ON account_credits (account_id, id);

-- Moving a deleted user's records finds them by owner.
CREATE INDEX IF NOT EXISTS clients_owner ON clients (account_id, owner_key);
