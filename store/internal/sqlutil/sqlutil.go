// Package sqlutil holds the storage conventions both SQL backends share,
// so that they store, match and order alike: money as integer
// ten-thousandths, lower-cased *_key columns for case-insensitive matching,
// LIKE patterns that match metacharacters literally, the list orderings,
// and the one-year renewal step.
package sqlutil

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/screengate/screengate/service"
)

// MoneyScale is the scale of stored amounts (ten-thousandths).
const MoneyScale = 4

// ToUnits converts an amount to stored ten-thousandths.
func ToUnits(d service.Decimal) (int64, error) {
	r, ok := d.Rescale(MoneyScale)
	if !ok {
		return 0, fmt.Errorf("amount %s out of range", d)
	}
	return r.Unscaled, nil
}

// FromUnits converts stored ten-thousandths to a Decimal of scale 2.
func FromUnits(n int64) service.Decimal {
	d, _ := service.NewDecimal(n, MoneyScale).Rescale(2) // scaling down never overflows
	return d
}

// Key is the matching form of a name: lower-cased (Unicode-aware, unlike
// SQL's LOWER in SQLite).
func Key(s string) string { return strings.ToLower(s) }

// EscapeLike escapes the LIKE metacharacters of s for ESCAPE '\'.
func EscapeLike(s string) string { return likeEscaper.Replace(s) }

var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// ContainsPattern is a case-insensitive "contains" LIKE pattern for a
// *_key column.
func ContainsPattern(s string) string { return "%" + EscapeLike(Key(s)) + "%" }

// PrefixPattern is a case-insensitive "starts with" LIKE pattern for a
// *_key column.
func PrefixPattern(s string) string { return EscapeLike(Key(s)) + "%" }

// LimitOf maps a non-positive limit to "no limit".
func LimitOf(n int) int {
	if n <= 0 {
		return math.MaxInt32
	}
	return n
}

// Distinct returns ids sorted ascending without duplicates (a new slice).
func Distinct(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

// NextRenewal is the renewal date one year after t. A 29 February renews
// on 28 February (as .NET's AddYears of the original service and
// PostgreSQL's "+ interval '1 year'" do), not on 1 March as AddDate would
// normalise it.
func NextRenewal(t time.Time) time.Time {
	n := t.AddDate(1, 0, 0)
	if n.Day() != t.Day() {
		n = n.AddDate(0, 0, -n.Day()) // back to the last day of the month before
	}
	return n
}

// ListOrder is the ORDER BY of a ListSort over a table whose status, name
// and date columns are given; status ties are newest first; every
// ordering ends with id.
func ListOrder(s service.ListSort, statusCol, nameCol, dateCol string) (string, error) {
	d := " ASC"
	if s.Desc {
		d = " DESC"
	}
	switch s.Field {
	case "status", "":
		return statusCol + d + ", " + dateCol + " DESC, id DESC", nil
	case "name":
		return nameCol + d + ", id" + d, nil
	case "date":
		return dateCol + d + ", id" + d, nil
	}
	return "", fmt.Errorf("unknown sort field %q", s.Field)
}

// Unresolved counts the entries whose resultResolved is false (the
// unresolved_results column of a sanctions search).
func Unresolved(entries []service.SearchResultEntry) int {
	n := 0
	for _, e := range entries {
		if !e.ResultResolved {
			n++
		}
	}
	return n
}

// SearchStatusOrder ranks sanctions searches that need a decision (an
// unresolved result, or affected by a list update) first; the indexes of
// the status order are on this very expression.
const SearchStatusOrder = "(CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END)"
