package screening

// SearchBrute exposes the brute-force reference to the external tests.
func SearchBrute(ix *Index, q Query) ([]Result, error) { return ix.searchBrute(q) }
