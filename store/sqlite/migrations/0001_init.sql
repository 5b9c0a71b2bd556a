-- Initial schema. Conventions (see the package doc): times are TEXT
-- "YYYY-MM-DDTHH:MM:SS.ffffffZ" in UTC; money is INTEGER ten-thousandths;
-- GUIDs are TEXT, hyphenated lower-case; *_key columns hold the lower-cased
-- form of a name for case-insensitive matching; owner/owner_key name the
-- user who owns a record (the Scope.Owners filter).

CREATE TABLE accounts (
    id                          INTEGER PRIMARY KEY,
    name                        TEXT    NOT NULL,
    balance                     INTEGER NOT NULL DEFAULT 0,
    pep_renewal_price           INTEGER NOT NULL DEFAULT 0,
    currency                    TEXT    NOT NULL,
    created                     TEXT    NOT NULL,
    reg_email                   TEXT    NOT NULL DEFAULT '',
    reg_full_name               TEXT    NOT NULL DEFAULT '',
    reg_company_name            TEXT    NOT NULL DEFAULT '',
    reg_company_phone           TEXT    NOT NULL DEFAULT '',
    reg_address1                TEXT    NOT NULL DEFAULT '',
    reg_address2                TEXT    NOT NULL DEFAULT '',
    reg_address3                TEXT    NOT NULL DEFAULT '',
    reg_city                    TEXT    NOT NULL DEFAULT '',
    reg_postcode                TEXT    NOT NULL DEFAULT '',
    reg_country                 TEXT    NOT NULL DEFAULT '',
    reg_company_type            TEXT    NOT NULL DEFAULT '',
    reg_company_industry        TEXT    NOT NULL DEFAULT '',
    reg_company_network         TEXT    NOT NULL DEFAULT '',
    reg_agree_to_terms          BOOLEAN NOT NULL DEFAULT FALSE,
    reg_agree_to_data_protection BOOLEAN NOT NULL DEFAULT FALSE,
    reg_agree_to_contact        BOOLEAN NOT NULL DEFAULT FALSE,
    reg_agree_to_privacy        BOOLEAN NOT NULL DEFAULT FALSE,
    reg_voucher_code            TEXT    NOT NULL DEFAULT '',
    reg_account_activation_code TEXT    NOT NULL DEFAULT '',
    reg_vat_number              TEXT    NOT NULL DEFAULT '',
    reg_vat_country             TEXT    NOT NULL DEFAULT ''
);

CREATE TABLE users (
    id                   TEXT    PRIMARY KEY,
    account_id           INTEGER NOT NULL REFERENCES accounts (id),
    user_name            TEXT    NOT NULL,
    user_name_key        TEXT    NOT NULL,
    name                 TEXT    NOT NULL DEFAULT '',
    email                TEXT    NOT NULL DEFAULT '',
    is_main              BOOLEAN NOT NULL DEFAULT FALSE,
    is_admin             BOOLEAN NOT NULL DEFAULT FALSE,
    can_resolve_searches BOOLEAN NOT NULL DEFAULT FALSE,
    can_delete_searches  BOOLEAN NOT NULL DEFAULT FALSE,
    password_hash        TEXT    NOT NULL DEFAULT ''
);
-- User names are unique across all accounts, case-insensitively.
CREATE UNIQUE INDEX users_user_name_key ON users (user_name_key);
CREATE INDEX users_account ON users (account_id);

-- The user names whose records a user may see.
CREATE TABLE user_permissions (
    user_id   TEXT    NOT NULL REFERENCES users (id),
    position  INTEGER NOT NULL,
    user_name TEXT    NOT NULL,
    PRIMARY KEY (user_id, position)
);

CREATE TABLE api_credentials (
    api_user_id TEXT    PRIMARY KEY,
    key_hash    BLOB    NOT NULL,
    account_id  INTEGER NOT NULL REFERENCES accounts (id),
    user_id     TEXT    NOT NULL REFERENCES users (id)
);
CREATE INDEX api_credentials_account ON api_credentials (account_id);

-- The installation's HMAC secret: at most one row.
CREATE TABLE server_secret (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    secret BLOB    NOT NULL
);

-- Sanctions searches ---------------------------------------------------------

CREATE TABLE sanctions_searches (
    id                      INTEGER PRIMARY KEY,
    account_id              INTEGER NOT NULL REFERENCES accounts (id),
    owner                   TEXT    NOT NULL,
    owner_key               TEXT    NOT NULL,
    search_type             TEXT    NOT NULL,
    date_searched           TEXT    NOT NULL,
    date_updated            TEXT    NOT NULL,
    date_archived           TEXT,
    is_archived             BOOLEAN NOT NULL DEFAULT FALSE,
    client_in_results       BOOLEAN NOT NULL DEFAULT FALSE,
    client_not_in_results   BOOLEAN NOT NULL DEFAULT FALSE,
    affected_by_update      BOOLEAN NOT NULL DEFAULT FALSE,
    criteria_name           TEXT    NOT NULL DEFAULT '',
    criteria_address        TEXT    NOT NULL DEFAULT '',
    criteria_country        TEXT    NOT NULL DEFAULT '',
    criteria_date_of_birth  TEXT    NOT NULL DEFAULT '',
    criteria_nationality    TEXT    NOT NULL DEFAULT '',
    criteria_reference      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX sanctions_searches_scope ON sanctions_searches (account_id, owner_key, is_archived);

CREATE TABLE sanctions_sources (
    search_id                  INTEGER NOT NULL REFERENCES sanctions_searches (id),
    position                   INTEGER NOT NULL,
    list_id                    TEXT    NOT NULL,
    list_name                  TEXT    NOT NULL,
    list_short_name            TEXT    NOT NULL,
    is_affected_by_list_update BOOLEAN,
    PRIMARY KEY (search_id, position)
);

-- One row per result entry (searchResultId = id). The nested lists (names,
-- addresses, dates of birth, ...) are one JSON document in details.
CREATE TABLE sanctions_results (
    id                INTEGER PRIMARY KEY,
    search_id         INTEGER NOT NULL REFERENCES sanctions_searches (id),
    result_strength   INTEGER NOT NULL DEFAULT 0,
    result_similarity TEXT    NOT NULL DEFAULT '0',
    resolved          BOOLEAN NOT NULL DEFAULT FALSE,
    result_type       TEXT    NOT NULL DEFAULT '',
    date_updated      TEXT,
    list_id           TEXT    NOT NULL,
    list_name         TEXT    NOT NULL,
    details           TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX sanctions_results_search ON sanctions_results (search_id, resolved);

CREATE TABLE search_links (
    search_id   INTEGER NOT NULL REFERENCES sanctions_searches (id),
    position    INTEGER NOT NULL,
    client_id   INTEGER,
    linked_id   INTEGER,
    type        TEXT    NOT NULL DEFAULT '',
    subtype     TEXT    NOT NULL DEFAULT '',
    status      TEXT    NOT NULL DEFAULT '',
    description TEXT    NOT NULL DEFAULT '',
    is_archived BOOLEAN,
    name        TEXT    NOT NULL DEFAULT '',
    date        TEXT,
    PRIMARY KEY (search_id, position)
);

CREATE TABLE search_notes (
    id        INTEGER PRIMARY KEY,
    search_id INTEGER NOT NULL REFERENCES sanctions_searches (id),
    user_name TEXT    NOT NULL,
    date      TEXT    NOT NULL,
    content   TEXT    NOT NULL
);
CREATE INDEX search_notes_search ON search_notes (search_id, date, id);

-- PEP searches ---------------------------------------------------------------

CREATE TABLE pep_searches (
    id                 INTEGER PRIMARY KEY,
    account_id         INTEGER NOT NULL REFERENCES accounts (id),
    owner              TEXT    NOT NULL,
    owner_key          TEXT    NOT NULL,
    name               TEXT    NOT NULL DEFAULT '',
    date_searched      TEXT    NOT NULL,
    renewal_date       TEXT    NOT NULL,
    is_archived        BOOLEAN NOT NULL DEFAULT FALSE,
    total_results      INTEGER NOT NULL DEFAULT 0,
    unresolved_results INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX pep_searches_scope ON pep_searches (account_id, owner_key, is_archived);
CREATE INDEX pep_searches_renewal ON pep_searches (account_id, renewal_date);

-- DBS searches ---------------------------------------------------------------

CREATE TABLE dbs_searches (
    id                          INTEGER PRIMARY KEY,
    account_id                  INTEGER NOT NULL REFERENCES accounts (id),
    owner                       TEXT    NOT NULL,
    owner_key                   TEXT    NOT NULL,
    date_searched               TEXT    NOT NULL,
    date_updated                TEXT    NOT NULL,
    status                      TEXT    NOT NULL,
    status_rank                 INTEGER NOT NULL,
    disclosure_status           TEXT    NOT NULL DEFAULT '',
    is_applicant_info_completed BOOLEAN NOT NULL DEFAULT FALSE,
    is_id_check_completed       BOOLEAN NOT NULL DEFAULT FALSE,
    is_application_completed    BOOLEAN NOT NULL DEFAULT FALSE,
    is_application_submitted    BOOLEAN NOT NULL DEFAULT FALSE,
    is_application_disclosed    BOOLEAN NOT NULL DEFAULT FALSE,
    disclosure_level            TEXT    NOT NULL DEFAULT '',
    name                        TEXT    NOT NULL DEFAULT '',
    name_key                    TEXT    NOT NULL DEFAULT '',
    reference                   TEXT    NOT NULL DEFAULT '',
    is_dbs_due_renewal          BOOLEAN NOT NULL DEFAULT FALSE
);
-- One index per ordering (account first; the status ordering also with the
-- owner, for non-admin callers).
CREATE INDEX dbs_searches_status ON dbs_searches (account_id, status_rank, date_searched DESC, id DESC);
CREATE INDEX dbs_searches_owner_status ON dbs_searches (account_id, owner_key, status_rank, date_searched DESC, id DESC);
CREATE INDEX dbs_searches_name ON dbs_searches (account_id, name_key, id);
CREATE INDEX dbs_searches_date ON dbs_searches (account_id, date_searched, id);
CREATE INDEX dbs_searches_updated ON dbs_searches (account_id, date_updated, id);
CREATE INDEX dbs_searches_reference ON dbs_searches (account_id, reference, id);

-- ValidID searches -----------------------------------------------------------

CREATE TABLE validid_searches (
    id                     INTEGER PRIMARY KEY,
    account_id             INTEGER NOT NULL REFERENCES accounts (id),
    owner                  TEXT    NOT NULL,
    owner_key              TEXT    NOT NULL,
    type                   INTEGER NOT NULL,
    score                  INTEGER NOT NULL DEFAULT 0,
    status                 TEXT    NOT NULL DEFAULT '',
    date_searched          TEXT    NOT NULL,
    reference              TEXT    NOT NULL DEFAULT '',
    reference_key          TEXT    NOT NULL DEFAULT '',
    pep_error              BOOLEAN NOT NULL DEFAULT FALSE,
    replaced               BOOLEAN NOT NULL DEFAULT FALSE,
    replacement_search_id  INTEGER NOT NULL DEFAULT 0,
    has_completed_request  BOOLEAN NOT NULL DEFAULT FALSE,
    has_completed_search   BOOLEAN NOT NULL DEFAULT FALSE,
    full_name              TEXT    NOT NULL DEFAULT '',
    full_name_key          TEXT    NOT NULL DEFAULT '',
    date_of_birth          TEXT,
    gender                 TEXT    NOT NULL DEFAULT '',
    address                TEXT    NOT NULL DEFAULT '',
    client_in_results      BOOLEAN NOT NULL DEFAULT FALSE,
    client_not_in_results  BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX validid_searches_status ON validid_searches (account_id, status, date_searched);
CREATE INDEX validid_searches_name ON validid_searches (account_id, full_name_key, id);
CREATE INDEX validid_searches_date ON validid_searches (account_id, date_searched, id);
CREATE INDEX validid_searches_owner ON validid_searches (account_id, owner_key, date_searched);

-- ValidateMe clients ---------------------------------------------------------

CREATE TABLE clients (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL REFERENCES accounts (id),
    owner           TEXT    NOT NULL,
    owner_key       TEXT    NOT NULL,
    name            TEXT    NOT NULL DEFAULT '',
    state           INTEGER NOT NULL,
    is_validate_me  BOOLEAN NOT NULL DEFAULT FALSE,
    created         TEXT    NOT NULL,
    original_image  BLOB,
    processed_image BLOB
);
CREATE INDEX clients_state ON clients (account_id, state, is_validate_me, created);

CREATE TABLE client_ocr_images (
    client_id INTEGER NOT NULL REFERENCES clients (id),
    ocr_id    INTEGER NOT NULL,
    png       BLOB    NOT NULL,
    PRIMARY KEY (client_id, ocr_id)
);

-- Bulk searches ----------------------------------------------------------------

CREATE TABLE bulk_searches (
    id                  INTEGER PRIMARY KEY,
    account_id          INTEGER NOT NULL REFERENCES accounts (id),
    owner               TEXT    NOT NULL,
    owner_key           TEXT    NOT NULL,
    created             TEXT    NOT NULL,
    success             BOOLEAN NOT NULL DEFAULT FALSE,
    status              TEXT    NOT NULL DEFAULT '',
    message             TEXT    NOT NULL DEFAULT '',
    message_key         TEXT    NOT NULL DEFAULT '',
    total               INTEGER NOT NULL DEFAULT 0,
    processed           INTEGER NOT NULL DEFAULT 0,
    is_pep_search       BOOLEAN NOT NULL DEFAULT FALSE,
    is_sanctions_search BOOLEAN NOT NULL DEFAULT FALSE,
    total_pep           INTEGER NOT NULL DEFAULT 0,
    processed_pep       INTEGER NOT NULL DEFAULT 0,
    total_sanctions     INTEGER NOT NULL DEFAULT 0,
    processed_sanctions INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bulk_searches_created ON bulk_searches (account_id, created, id);
CREATE INDEX bulk_searches_owner ON bulk_searches (account_id, owner_key, created);

-- Company registry (shared by every account) -----------------------------------

CREATE TABLE companies (
    id       TEXT PRIMARY KEY,
    number   TEXT NOT NULL DEFAULT '',
    name     TEXT NOT NULL,
    name_key TEXT NOT NULL,
    address  TEXT NOT NULL DEFAULT '',
    country  TEXT NOT NULL DEFAULT '',
    status   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX companies_name ON companies (name_key, id);
CREATE INDEX companies_country_name ON companies (country, name_key, id);

-- Saved documents --------------------------------------------------------------

CREATE TABLE documents (
    id                       INTEGER PRIMARY KEY,
    account_id               INTEGER NOT NULL REFERENCES accounts (id),
    owner                    TEXT    NOT NULL,
    owner_key                TEXT    NOT NULL,
    is_ready                 BOOLEAN NOT NULL DEFAULT FALSE,
    name                     TEXT    NOT NULL DEFAULT '',
    searched_name            TEXT    NOT NULL DEFAULT '',
    file_name                TEXT    NOT NULL DEFAULT '',
    type                     TEXT    NOT NULL DEFAULT '',
    sanctions_search_id      INTEGER,
    pep_search_id            INTEGER,
    validid_search_id        INTEGER,
    company_lookup_search_id INTEGER,
    date_created             TEXT    NOT NULL,
    date_expires             TEXT    NOT NULL,
    content                  BLOB
);
CREATE INDEX documents_account ON documents (account_id, owner_key);
