-- +goose Up
-- The ledger (account_credits) records debits too: ValidID checks, PEP
-- searches, PEP renewals and the PEP searches of bulk jobs are written
-- with a negative amount, in the transaction that debits the balance.
-- SQLite's table (migration 0007) never had the check.
ALTER TABLE account_credits DROP CONSTRAINT account_credits_amount_check;
ALTER TABLE account_credits ADD CONSTRAINT account_credits_amount_check CHECK (amount <> 0);

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
