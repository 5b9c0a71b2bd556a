package sqlite

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/internal/details"
)

// detailsEntry is an entry with n items in every nested list, s in each
// string member, sim as each name's similarity and the date of birth's
// parts set on odd items.
func detailsEntry(s string, n int, sim service.Decimal) service.SearchResultEntry {
	var e service.SearchResultEntry
	for i := range n {
		id := int64(i+1) * -7 << (8 * i) // small, negative, large
		e.Names = append(e.Names, service.SearchResultName{SearchResultNameID: id, Type: s, Title: s + "t", FullName: s,
			ResultSimilarity: sim})
		e.Addresses = append(e.Addresses, service.SearchResultAddress{SearchResultAddressID: id, Type: s, Address1: s,
			Address2: "", Address3: s, City: s, County: s, PostCode: s, Country: s + "c"})
		dob := service.SearchResultDateOfBirth{SearchResultDateOfBirthID: id, DateOfBirth: s, Type: s}
		if i%2 == 1 {
			dob.Year, dob.Month, dob.Day = new(int16(-32768+i)), new(uint8(0)), new(uint8(255))
		}
		if i == 2 {
			dob.Month = nil
		}
		e.DatesOfBirth = append(e.DatesOfBirth, dob)
		e.Nationalities = append(e.Nationalities, service.SearchResultNationality{SearchResultNationalityID: id, Nationality: s})
		e.PlacesOfBirth = append(e.PlacesOfBirth, service.SearchResultPlaceOfBirth{SearchResultPlaceOfBirthID: id,
			PlaceOfBirth: s, CountryOfBirth: ""})
		e.Remarks = append(e.Remarks, service.SearchResultRemark{SearchResultRemarkID: id, Name: s, Description: s + s})
	}
	return e
}

// fromJSON is what the JSON form (rows stored before migration 0022)
// reads back as.
func fromJSON(t *testing.T, e *service.SearchResultEntry) service.SearchResultEntry {
	t.Helper()
	var got service.SearchResultEntry
	require.NoError(t, details.Apply(details.Append(nil, e), &got))
	return got
}

// TestDetailsReadAsJSON: the binary form reads back exactly as the JSON
// form did, for every shape of entry (no items, one, several; empty
// members; pointers set or not) and every kind of text (bytes that are
// not UTF-8, which JSON replaced, lengths across the varint's one-, two-
// and three-byte sizes), and JSON rows read as before.
func TestDetailsReadAsJSON(t *testing.T) {
	texts := []string{"", "Ivan Petrov", `a"b\c <&>`, "tab\tnl\n\x00\x7f", "Мухаммад аль-Хашими", "line\u2028para",
		"bad\xff\xfe utf8 \xe2\x28\xa1", "\xed\xa0\x80", strings.Repeat("x", 127), strings.Repeat("é", 64),
		strings.Repeat("y", 16383), strings.Repeat("\xff", 100), strings.Repeat("z\xff", 9000)}
	sims := []service.Decimal{{}, service.NewDecimal(9512, 2), service.NewDecimal(100, 0), service.NewDecimal(-5, 3)}
	for _, s := range texts {
		for _, n := range []int{0, 1, 3} {
			for _, sim := range sims {
				e := detailsEntry(s, n, sim)
				want := fromJSON(t, &e)
				var got service.SearchResultEntry
				require.NoError(t, applyDetails(appendDetails(nil, &e), &got), "%q ×%d", s, n)
				require.Equal(t, want, got, "%q ×%d", s, n)
				var old service.SearchResultEntry
				require.NoError(t, applyDetails(details.Append(nil, &e), &old))
				require.Equal(t, want, old, "JSON %q ×%d", s, n)
			}
		}
	}
}

// TestDetailsMalformed: a truncated or overlong binary form is an error,
// never a panic nor a partial entry taken as whole.
func TestDetailsMalformed(t *testing.T) {
	e := detailsEntry("Ivan \xff Petrov", 3, service.NewDecimal(9512, 2))
	b := appendDetails(nil, &e)
	for n := 1; n < len(b); n++ {
		var got service.SearchResultEntry
		require.Error(t, applyDetails(b[:n], &got), "first %d of %d bytes", n, len(b))
	}
	var got service.SearchResultEntry
	require.Error(t, applyDetails(append(b[:len(b):len(b)], 0), &got), "a byte past the end")
	bad := appendDetails(nil, &service.SearchResultEntry{Names: []service.SearchResultName{{ResultSimilarity: service.NewDecimal(1, 0)}}})
	i := bytes.LastIndexByte(bad, '1')
	require.Positive(t, i)
	bad[i] = 'x'
	require.Error(t, applyDetails(bad, &got), "a similarity that is not a decimal")
}

// TestStoredDetailsRead: a search's results read the same whether their
// details are stored in the binary form (every writer since migration
// 0022) or as the JSON of the rows stored before it, and are stored as
// BLOBs of about half the JSON's bytes.
func TestStoredDetailsRead(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	scope := service.Scope{AccountID: dataset.DemoAccountID}
	n := benchSearch(now, 7)
	n.Record.ListSearchResults[1] = detailsEntryOf(n.Record.ListSearchResults[1], "bad\xff <b>\"x\"</b>")
	id, err := db.CreateSearch(ctx, n)
	require.NoError(t, err)
	binary, err := db.Search(ctx, scope, id)
	require.NoError(t, err)
	var blobs, jsonBytes, binBytes int
	require.NoError(t, db.reader.QueryRowContext(ctx, `SELECT COUNT(*) FILTER (WHERE typeof(details) = 'blob'),
		SUM(length(details)) FROM sanctions_results WHERE search_id = ?`, id).Scan(&blobs, &binBytes))
	require.Equal(t, len(n.Record.ListSearchResults), blobs)
	for i, e := range binary.Record.ListSearchResults {
		jsonBytes += len(details.Append(nil, &e))
		execSQL(t, db, "UPDATE sanctions_results SET details = ? WHERE id = ?", string(details.Append(nil, &n.Record.ListSearchResults[i])),
			e.SearchResultID)
	}
	require.Less(t, binBytes, jsonBytes*6/10, "binary %d bytes, JSON %d", binBytes, jsonBytes)
	fromJSON, err := db.Search(ctx, scope, id)
	require.NoError(t, err)
	require.Equal(t, fromJSON, binary)
	require.Equal(t, "Ivan \uFFFD", fromJSON.Record.ListSearchResults[1].Names[0].FullName[:len("Ivan \uFFFD")])
}

// detailsEntryOf is e with every nested list of detailsEntry(s, 2, …),
// its other fields kept.
func detailsEntryOf(e service.SearchResultEntry, s string) service.SearchResultEntry {
	d := detailsEntry(s, 2, service.NewDecimal(8125, 2))
	d.Names[0].FullName = "Ivan \xff" + s
	e.Names, e.Addresses, e.DatesOfBirth, e.Nationalities, e.PlacesOfBirth, e.Remarks =
		d.Names, d.Addresses, d.DatesOfBirth, d.Nationalities, d.PlacesOfBirth, d.Remarks
	return e
}
