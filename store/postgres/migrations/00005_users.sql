-- +goose Up
-- Sub users, agreements and credit (issue 14); the same model as SQLite's
-- migration 0007.
--
-- users.agreed_*: when the user agreed to the terms, to data protection
-- and to being contacted (NULL: not agreed); the main users of existing
-- accounts agreed when they registered.
ALTER TABLE users ADD COLUMN agreed_terms timestamptz;
ALTER TABLE users ADD COLUMN agreed_data_protection timestamptz;
ALTER TABLE users ADD COLUMN agreed_contact timestamptz;
UPDATE users u SET
    agreed_terms = CASE WHEN a.reg_agree_to_terms THEN a.created END,
    agreed_data_protection = CASE WHEN a.reg_agree_to_data_protection THEN a.created END,
    agreed_contact = CASE WHEN a.reg_agree_to_contact THEN a.created END
FROM accounts a WHERE a.id = u.account_id AND u.is_main;

-- The ledger of credit an operator added to an account (screengate
-- accounts credit): amount and balance after, in ten-thousandths.
CREATE TABLE account_credits (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    account_id    bigint      NOT NULL REFERENCES accounts (id),
    amount        bigint      NOT NULL CHECK (amount > 0),
    balance_after bigint      NOT NULL,
    note          text        NOT NULL DEFAULT '',
    actor         text        NOT NULL DEFAULT '',
    created       timestamptz NOT NULL
);
CREATE INDEX account_credits_account ON account_credits (account_id, id);

-- Moving a deleted user's records finds them by owner.
CREATE INDEX clients_owner ON clients (account_id, owner_key);

-- +goose Down
DROP INDEX clients_owner;
DROP TABLE account_credits;
ALTER TABLE users DROP COLUMN agreed_contact;
ALTER TABLE users DROP COLUMN agreed_data_protection;
ALTER TABLE users DROP COLUMN agreed_terms;
