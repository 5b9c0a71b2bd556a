package screening

import (
	"fmt"
	"strconv"
	"strings"
)

// Limits of a query.
const (
	DefaultThreshold = 80   // resultSimilarity a name must reach when Query.Threshold is 0
	DefaultLimit     = 10   // results when Query.Limit is 0
	MaxLimit         = 1000 // most results one search returns
	MaxQueryNames    = 64   // names per query
	MaxQueryWords    = 32   // words per query name (the rest are ignored)
	MaxQueryDocs     = 16   // identity documents per query
)

// Query is one screening request.
type Query struct {
	// Names are the names to screen (a person's or an organisation's,
	// with variants); a list entity matches when any of its names is
	// similar enough to any of these.
	Names []string
	// BirthDate is the date of birth; leave Day, or Month and Day, zero
	// for a partial date. It only adjusts resultStrength.
	BirthDate Date
	// Countries are ISO 3166-1 alpha-2 codes (nationality, residence).
	// They only adjust resultStrength.
	Countries []string
	// Documents are identity documents (Number required; Type and
	// Country optional). An exact number match returns the entity with
	// strength 100 whatever its names.
	Documents []Document
	// Kind is what is screened: a person (API "individual"), an
	// organisation ("entity"), ... KindUnknown compares with everything;
	// otherwise entities of another kind lose strength, or, with
	// OnlyKind, are left out.
	Kind     Kind
	OnlyKind bool
	// Lists restricts the search to these list ids; empty means all.
	Lists []string
	// Threshold is the minimum resultSimilarity (0-100) of a matching
	// name; 0 means DefaultThreshold.
	Threshold float64
	// Limit is the most results returned; 0 means DefaultLimit.
	Limit int
	// Preset is the scoring formula.
	Preset Preset
}

// Result is one matching list entity.
type Result struct {
	// Entity is the list entity, unpacked from the index for this result
	// (its strings and its Programs and Topics slices are shared with the
	// index: do not modify them); Index its position in the order the
	// entities were given to Build or a Builder.
	Entity *Entity
	Index  int
	// List and Key identify the entity (Entity.List, Entity.Key).
	List, Key string
	// Similarity is the resultSimilarity of the entry: the best of its
	// names, 0-100 with two decimals.
	Similarity float64
	// NameSimilarity holds the resultSimilarity of each of the entity's
	// names, in the order of Entity.Names.
	NameSimilarity []float64
	// Strength is the resultStrength, 0-100: the matched name's
	// similarity adjusted for alias quality, kind, date of birth, country
	// and identity documents.
	Strength int
	// Explanation says how the result was scored.
	Explanation Explanation
}

// Explanation is the audit record of a result.
type Explanation struct {
	Preset      Preset
	List        string
	ListVersion string // the list version given to Build
	// QueryName is the query name that matched (as given); ListName the
	// entity's name it matched (as listed, Entity.Names[NameIndex]).
	QueryName string
	ListName  string
	NameIndex int
	// Method is "tokens" (word by word) or "whole" (the whole-name
	// comparison of the ofac preset); QueryForm and ListForm the forms of
	// the two names compared ("split", "joined", "concat").
	Method              string
	QueryForm, ListForm string
	// Tokens align the query name's words with the list name's: each
	// query word with the list word it was paired with ("" when none) and
	// their similarity (0-1), and each unpaired list word. For the whole
	// method there is one pair: the two names as compared.
	Tokens []TokenMatch
	// NameScore is the name similarity before rounding (0-1); Coverage the
	// precise preset's factor for unmatched list words (1 in ofac).
	NameScore, Coverage float64
	// Adjustments are the steps from Similarity to Strength, in order.
	Adjustments []Adjustment
}

// TokenMatch is one word pair of an explanation.
type TokenMatch struct {
	Query, List string
	Similarity  float64 // 0-1
	Weight      float64 // the query word's weight (0 for unpaired list words)
	// Note says how the precise preset's edit budget treated the pair: a
	// query word and a list word that look alike but count 0 ("edits 2 >
	// 1 allowed for 5 letters, sound keys h.s.n ≠ .sl.n"), or a pair that
	// keeps its similarity beyond the budget because the two sound alike
	// ("edits 3 > 1 allowed for 8 letters, same sound key m.h.m.d").
	Note string
}

// Factor is what an adjustment of resultStrength is for.
type Factor uint8

// The factors.
const (
	FactorAlias    Factor = iota + 1 // the matched name is a weak or former alias
	FactorKind                       // the entity is not of the kind screened
	FactorDOB                        // the dates of birth agree or differ
	FactorCountry                    // the countries agree or differ
	FactorDocument                   // an identity document matches or differs
)

var factorNames = [...]string{"", "alias", "kind", "date-of-birth", "country", "document"}

func (f Factor) String() string {
	if int(f) < len(factorNames) {
		return factorNames[f]
	}
	return "unknown"
}

// Adjustment is one change to resultStrength.
type Adjustment struct {
	Factor Factor
	// Delta is the change in points; for an exact document match the
	// strength is set to 100 and Delta is what that added.
	Delta int
	// Reason is a short code: "weak-alias", "former-name", "kind-mismatch",
	// "same-day", "same-month", "same-year", "year-off-by-one",
	// "date-differs" (exact dates a year apart whose day and month differ
	// too), "years-apart", "day-differs", "day-month-swapped",
	// "month-differs",
	// "country-match", "country-mismatch", "document-match",
	// "document-differs".
	Reason string
	// Query and List are the values compared (dates as YYYY[-MM[-DD]],
	// country codes, document numbers).
	Query, List string
}

func (a Adjustment) String() string {
	s := fmt.Sprintf("%s %+d (%s", a.Factor, a.Delta, a.Reason)
	if a.Query != "" || a.List != "" {
		s += ": query " + a.Query + ", list " + a.List
	}
	return s + ")"
}

// String renders the explanation on a few lines.
func (e Explanation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "preset %s, list %s version %q\n", e.Preset, e.List, e.ListVersion)
	fmt.Fprintf(&b, "query name %q (%s) ~ list name %q (%s): %s %.4f", e.QueryName, e.QueryForm, e.ListName, e.ListForm, e.Method, e.NameScore)
	if e.Coverage != 1 && e.Coverage != 0 {
		fmt.Fprintf(&b, " (coverage %.3f)", e.Coverage)
	}
	b.WriteByte('\n')
	for _, t := range e.Tokens {
		q, l := t.Query, t.List
		if q == "" {
			q = "-"
		}
		if l == "" {
			l = "-"
		}
		fmt.Fprintf(&b, "  %s ~ %s %.3f", q, l, t.Similarity)
		if t.Weight > 0 {
			fmt.Fprintf(&b, " (weight %.2f)", t.Weight)
		}
		if t.Note != "" {
			b.WriteString(" (" + t.Note + ")")
		}
		b.WriteByte('\n')
	}
	for _, a := range e.Adjustments {
		b.WriteString("  " + a.String() + "\n")
	}
	return b.String()
}

// formatDate renders a date as YYYY, YYYY-MM or YYYY-MM-DD (with a range
// or "circa" when the list says so).
func formatDate(d Date) string {
	if d.Year == 0 {
		return ""
	}
	s := strconv.Itoa(int(d.Year))
	if d.ToYear > d.Year {
		return s + "/" + strconv.Itoa(int(d.ToYear))
	}
	if d.Month != 0 {
		s += fmt.Sprintf("-%02d", d.Month)
		if d.Day != 0 {
			s += fmt.Sprintf("-%02d", d.Day)
		}
	}
	if d.Circa {
		s = "circa " + s
	}
	return s
}
