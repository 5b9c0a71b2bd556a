-- +goose Up
-- A stored result's details are json, not jsonb (issue 13, bench row p9).
-- Every writer stores the document store/internal/details makes and the
-- one reader (searchQuery: json_build_array, decoded in Go by
-- details.Apply) only ever needs that text back; no SQL looks inside it,
-- compares it, groups or indexes it. jsonb_in parsed each document into
-- a tree, sorted its keys and wrote the binary form: 13% of PostgreSQL's
-- CPU per stored search (perf of BenchmarkCreateSearch, four results of
-- ~900 bytes a search). json_in only checks that the text is JSON (no
-- tree, no copy of its strings), so the column still holds valid JSON,
-- byte for byte the document written; and json_build_array embeds it as
-- it is instead of printing a jsonb. Rows stored before keep jsonb's
-- printed form of their document (other key order and spacing, the same
-- values), which details.Apply reads the same.
ALTER TABLE sanctions_results ALTER COLUMN details DROP DEFAULT;
ALTER TABLE sanctions_results ALTER COLUMN details TYPE json USING details::json;
ALTER TABLE sanctions_results ALTER COLUMN details SET DEFAULT '{}';

-- +goose Down
-- No down migration: screengate never moves a schema backwards (restore a
-- backup instead).
SELECT 1;
