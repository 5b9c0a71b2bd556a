-- PEP searches as full records (issue 13, PEP half): the criteria, the
-- decision, monitoring and archive state on the search; its results and
-- notes in their own tables.
ALTER TABLE pep_searches ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN search_type TEXT NOT NULL DEFAULT 'individual';
ALTER TABLE pep_searches ADD COLUMN is_day_one BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE pep_searches ADD COLUMN reference TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN reference_key TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN criteria_address TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN criteria_country TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN criteria_date_of_birth TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN criteria_nationality TEXT NOT NULL DEFAULT '';
ALTER TABLE pep_searches ADD COLUMN client_in_results BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE pep_searches ADD COLUMN client_not_in_results BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE pep_searches ADD COLUMN affected_by_update BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE pep_searches ADD COLUMN date_updated TEXT;
ALTER TABLE pep_searches ADD COLUMN date_archived TEXT;
-- Rows written before this migration: their names are ASCII (demo data),
-- where LOWER agrees with the service's key.
UPDATE pep_searches SET name_key = LOWER(name);

-- One row per result (its id is the PepSearchResult id UpdatePepSearch
-- takes); the person's fields are one JSON document in details.
CREATE TABLE pep_search_results (
    id           INTEGER PRIMARY KEY,
    search_id    INTEGER NOT NULL REFERENCES pep_searches (id),
    similarity   TEXT    NOT NULL DEFAULT '0',
    resolved     BOOLEAN NOT NULL DEFAULT FALSE,
    date_updated TEXT,
    details      TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX pep_search_results_search ON pep_search_results (search_id, id);

CREATE TABLE pep_search_notes (
    id        INTEGER PRIMARY KEY,
    search_id INTEGER NOT NULL REFERENCES pep_searches (id),
    user_name TEXT    NOT NULL,
    date      TEXT    NOT NULL,
    content   TEXT    NOT NULL
);
CREATE INDEX pep_search_notes_search ON pep_search_notes (search_id, date, id);
