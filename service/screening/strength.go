package screening

import "math"

// resultStrength: the matched name's similarity adjusted for the evidence
// beside the name. The constants follow nomenklatura's qualifiers on a
// 0-100 scale; a date of birth or a country only adjusts a name match, it
// never makes one.
const (
	penaltyWeakAlias  = 25
	penaltyFormerName = 5
	penaltyKind       = 30
	bonusSameDay      = 5
	bonusSameMonth    = 3
	bonusSameYear     = 2
	penaltyYearByOne  = 5
	penaltyYearsApart = 25
	penaltyDayDiffers = 15
	penaltyMonth      = 25 // both dates give the month, and it differs
	penaltyDaySwapped = 10 // a day/month swap counts half
	bonusCountry      = 3
	penaltyCountry    = 25 // as a contradicted year of birth: a name match whose nationality contradicts the query falls below the default threshold
	penaltyDocument   = 20
)

// round2 rounds a 0-1 similarity to the 0-100 scale with two decimals.
func round2(s float64) float64 { return math.Round(s*10000) / 100 }

// aliasPenalty is what matching on name n costs.
func aliasPenalty(n *Name) int {
	p := 0
	if n.Quality == QualityWeak {
		p += penaltyWeakAlias
	}
	if n.Type == NameFormer {
		p += penaltyFormerName
	}
	return p
}

// metaPenalty is aliasPenalty from a row's packed name type and quality.
func metaPenalty(meta uint8) int {
	p := 0
	if Quality(meta>>4&3) == QualityWeak {
		p += penaltyWeakAlias
	}
	if NameType(meta>>2&3) == NameFormer {
		p += penaltyFormerName
	}
	return p
}

// adjuster appends adjustment records when out is not nil.
type adjuster struct {
	out    *[]Adjustment
	record bool
	ent    *Entity // the entity, decoded (when recording)
}

func (a adjuster) add(f Factor, delta int, reason, q, l string) {
	if a.record {
		*a.out = append(*a.out, Adjustment{Factor: f, Delta: delta, Reason: reason, Query: q, List: l})
	}
}

// strength computes the resultStrength of entity e whose best matched name
// (by similarity minus alias penalty) is name with similarity sim100.
// docMatch reports an exact identity-document match. With a recording
// adjuster it also lists every adjustment.
func (ix *Index) strength(pr *prep, e uint32, name *Name, sim100 float64, a adjuster) (int, bool) {
	ent := a.ent // nil unless recording: the index keeps entities packed
	v := sim100
	if name != nil {
		if name.Quality == QualityWeak {
			v -= penaltyWeakAlias
			a.add(FactorAlias, -penaltyWeakAlias, "weak-alias", "", name.Full)
		}
		if name.Type == NameFormer {
			v -= penaltyFormerName
			a.add(FactorAlias, -penaltyFormerName, "former-name", "", name.Full)
		}
	}
	q := pr.q
	if kind := Kind(ix.entKind[e]); q.Kind != KindUnknown && kind != KindUnknown && q.Kind != kind {
		v -= penaltyKind
		a.add(FactorKind, -penaltyKind, "kind-mismatch", q.Kind.String(), kind.String())
	}
	if pr.hasDOB {
		if d, k, reason, ok := ix.dobDelta(pr, e); ok {
			v += float64(d)
			if a.record {
				bd := ent.BirthDates[k]
				txt := bd.Text
				if txt == "" {
					txt = formatDate(bd)
				}
				a.add(FactorDOB, d, reason, formatDate(pr.dob), txt)
			}
		}
	}
	if d, qi, c := ix.countryDelta(pr, e); d != 0 {
		v += float64(d)
		if a.record {
			reason := "country-match"
			if d < 0 {
				reason = "country-mismatch"
			}
			a.add(FactorCountry, d, reason, q.Countries[qi], entityCountryText(ent, c))
		}
	}
	if docs := ix.st.entDocs(e); len(pr.docs) > 0 && len(docs) > 0 {
		var buf [64]byte
		mk, mq, dk, dq := -1, -1, -1, -1
		for k := range docs {
			d := &docs[k]
			dType := ix.st.syms[d.typ]
			num := normDocNumber(ix.st.docNumber(e, d), buf[:0])
			for qi := range pr.docs {
				qd := &q.Documents[qi]
				sameType := qd.Type == "" || dType == "" || qd.Type == dType
				sameCountry := qd.Country.Code == "" || !d.hasCty || countryCode(qd.Country.Code) == d.cty
				switch {
				case string(num) == string(pr.docs[qi]) && sameType && sameCountry:
					if mk < 0 {
						mk, mq = k, qi
					}
				case dk < 0 && qd.Type != "" && qd.Type == dType && qd.Country.Code != "" &&
					countryCode(qd.Country.Code) == d.cty:
					dk, dq = k, qi
				}
			}
		}
		if mk >= 0 {
			a.add(FactorDocument, 100-int(math.Round(min(max(v, 0), 100))), "document-match", q.Documents[mq].Number, ix.st.docNumber(e, &docs[mk]))
			return 100, true
		}
		if dk >= 0 {
			v -= penaltyDocument
			a.add(FactorDocument, -penaltyDocument, "document-differs", q.Documents[dq].Number, ix.st.docNumber(e, &docs[dk]))
		}
	}
	return int(math.Round(min(max(v, 0), 100))), false
}

// countryDelta compares the query's countries with entity e's: +3 when
// one of them is among the entity's (qi: the first such query country, c
// that country), -25 when the entity lists others only (qi 0, c the
// entity's first), 0 when either side has none.
func (ix *Index) countryDelta(pr *prep, e uint32) (delta, qi int, c uint16) {
	if len(pr.countries) == 0 {
		return 0, 0, 0
	}
	ctys := ix.countries[ix.entCtyStart[e]:ix.entCtyStart[e+1]]
	if len(ctys) == 0 {
		return 0, 0, 0
	}
	for i, qc := range pr.countries {
		for _, c := range ctys {
			if c == qc {
				return bonusCountry, i, c
			}
		}
	}
	return -penaltyCountry, 0, ctys[0]
}

// evidenceDelta is what entity e's date of birth and countries add to the
// strength of any of its names (strength's adjustments other than the
// name's alias penalty, the kind and the documents): at most
// bonusSameDay plus bonusCountry.
func (ix *Index) evidenceDelta(pr *prep, e uint32) int {
	d, _, _ := ix.countryDelta(pr, e)
	if pr.hasDOB {
		if x, _, _, ok := ix.dobDelta(pr, e); ok {
			d += x
		}
	}
	return d
}

// entityCountryText is how the entity lists country c.
func entityCountryText(ent *Entity, c uint16) string {
	for _, n := range ent.Nationalities {
		if countryCode(n.Code) == c {
			return n.Code
		}
	}
	for _, ad := range ent.Addresses {
		if countryCode(ad.Country.Code) == c {
			return ad.Country.Code
		}
	}
	for _, p := range ent.BirthPlaces {
		if countryCode(p.Country.Code) == c {
			return p.Country.Code
		}
	}
	return countryString(c)
}

// dobDelta compares the query's date of birth with the entity's (the best
// of them): the adjustment, which of Entity.BirthDates gave it, and why.
func (ix *Index) dobDelta(pr *prep, e uint32) (int, int, string, bool) {
	ds := ix.dobs[ix.entDOBStart[e]:ix.entDOBStart[e+1]]
	best, bestK, bestR, found := 0, 0, "", false
	qd := pr.dob
	for _, d := range ds {
		delta, reason := compareDOB(qd, d)
		if !found || delta > best {
			best, bestK, bestR, found = delta, int(d.src), reason, true
		}
	}
	return best, bestK, bestR, found
}

// compareDOB compares a query date with a listed one at the coarser of
// their precisions.
func compareDOB(q Date, d dob) (int, string) {
	y := q.Year
	dy := 0
	switch {
	case y < d.from:
		dy = int(d.from - y)
	case y > d.to:
		dy = int(y - d.to)
	}
	switch {
	case dy > 1:
		return -penaltyYearsApart, "years-apart"
	case dy == 1:
		// A year off by one is forgiven as a slip in the year or an
		// imprecise record, unless both dates are exact to the day and
		// the day and month differ too: then nothing of the dates
		// agrees, and they count as far apart.
		if d.from == d.to && !d.approx && d.day != 0 && q.Day != 0 &&
			!(q.Month == d.month && q.Day == d.day) && !(q.Month == d.day && q.Day == d.month) {
			return -penaltyYearsApart, "date-differs"
		}
		return -penaltyYearByOne, "year-off-by-one"
	}
	if d.from != d.to || d.month == 0 || q.Month == 0 {
		return bonusSameYear, "same-year"
	}
	if d.day == 0 || q.Day == 0 {
		if q.Month == d.month {
			return bonusSameMonth, "same-month"
		}
		return -penaltyMonth, "month-differs"
	}
	switch {
	case q.Month == d.month && q.Day == d.day:
		return bonusSameDay, "same-day"
	case q.Month == d.day && q.Day == d.month:
		return -penaltyDaySwapped, "day-month-swapped"
	case q.Month == d.month:
		return -penaltyDayDiffers, "day-differs"
	}
	return -penaltyMonth, "month-differs"
}
