-- +goose Up
-- A stored search's sources, once per distinct set (issue 13, branch
-- p9-pg, bench row p9). AddSearch on ALL lists stored nine
-- sanctions_sources rows per search — one per list, with the list
-- version it was screened against — and every search screened between
-- two list imports stored the same nine: nine heap tuples, nine primary
-- key entries and nine foreign key checks of the new search per search,
-- about a third of PostgreSQL's CPU per stored search (store probe:
-- 8-search batches, 4 alternated runs, 164-187 µs per search with the
-- rows, 113-139 without) and 1.7 kB of its 7.3 kB of WAL.
--
-- A set is stored once (its items, in position order) under the SHA-256
-- of its contents, and a new search names it in source_set. Sets never
-- change and are never deleted, so gateways keep their ids. A search's
-- own rows in sanctions_sources stay where a search has them (the demo,
-- bulk runs, searches stored before this migration): source_set is NULL
-- then. When a list update marks one of a search's sources
-- (UpdateSearchResults), the search first gets its own copy of its set's
-- rows and source_set becomes NULL: the flag is the search's, not the
-- set's.
CREATE TABLE sanctions_source_sets (
    id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    digest bytea  NOT NULL UNIQUE
);

CREATE TABLE sanctions_source_set_items (
    set_id                     bigint  NOT NULL REFERENCES sanctions_source_sets (id),
    position                   integer NOT NULL,
    list_id                    text    NOT NULL,
    list_name                  text    NOT NULL,
    list_short_name            text    NOT NULL,
    is_affected_by_list_update boolean,
    list_version               bigint,
    PRIMARY KEY (set_id, position)
);

ALTER TABLE sanctions_searches ADD COLUMN source_set bigint REFERENCES sanctions_source_sets (id);

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
