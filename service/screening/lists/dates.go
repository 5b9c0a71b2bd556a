package lists

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service/screening"
)

var monthNames = map[string]uint8{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
	"january": 1, "february": 2, "march": 3, "april": 4, "june": 6, "july": 7, "august": 8, "september": 9, "october": 10,
	"november": 11, "december": 12,
}

var (
	reISO     = regexp.MustCompile(`^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ]\d{1,2}:.*)?$`)
	reDMY     = regexp.MustCompile(`^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})$`)
	reDMonY   = regexp.MustCompile(`^(\d{1,2})[ \-]([A-Za-z]{3,9})\.?[ \-,]+(\d{4})$`)
	reMonY    = regexp.MustCompile(`^([A-Za-z]{3,9})\.?[ \-,]+(\d{4})$`)
	reMonYY   = regexp.MustCompile(`^([A-Za-z]{3})-(\d{2})$`)
	reRange   = regexp.MustCompile(`(?i)^(?:between\s+)?(.+?)\s+(?:to|and|-|–)\s+(.+)$`)
	reCirca   = regexp.MustCompile(`(?i)^(?:circa|ca\.?|c\.|approximately|approx\.?|about|around|probably|possibly)[\s\-]+`)
	reYearEnd = regexp.MustCompile(`^\d{4}$`)
)

// parseDate reads a date as lists write it: ISO (1959-09-24, 1959-09,
// 1959), day/month/year with 00 for unknown parts (10/00/1983,
// 00/00/1965), "05 Jun 1950", "Apr 1961", "Jan-63", ranges ("1962 to
// 1964", "01 Jan 1976 to 31 Dec 1978", "between 1960 and 1962"), and
// "circa"/"approximately" prefixes. It returns false when it finds no
// date; Text always keeps the input.
func parseDate(s string) (screening.Date, bool) {
	s = clean(s)
	d := screening.Date{Text: s}
	if s == "" {
		return d, false
	}
	rest := strings.TrimSuffix(s, ".")
	if m := reCirca.FindString(rest); m != "" {
		d.Circa = true
		rest = rest[len(m):]
	}
	if m := reRange.FindStringSubmatch(rest); m != nil && !reDMY.MatchString(rest) && !reISO.MatchString(rest) {
		from, ok1 := parseOne(m[1])
		to, ok2 := parseOne(m[2])
		if ok1 && ok2 && to.Year >= from.Year {
			d.Year = from.Year
			d.ToYear = to.Year
			// A range of whole years ("01 Jan 1976 to 31 Dec 1978") is
			// kept as years; a range inside one year keeps what both ends
			// agree on.
			if from.Year == to.Year {
				d.ToYear = 0
				if from.Month == to.Month {
					d.Month = from.Month
				}
			}
			return d, true
		}
	}
	one, ok := parseOne(rest)
	if !ok {
		return d, false
	}
	one.Text, one.Circa = d.Text, d.Circa
	return one, true
}

func parseOne(s string) (screening.Date, bool) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "."))
	var d screening.Date
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	switch {
	case reISO.MatchString(s):
		m := reISO.FindStringSubmatch(s)
		d.Year, d.Month, d.Day = int16(atoi(m[1])), uint8(atoi(m[2])), uint8(atoi(m[3]))
	case reDMY.MatchString(s):
		m := reDMY.FindStringSubmatch(s)
		d.Year, d.Month, d.Day = int16(atoi(m[3])), uint8(atoi(m[2])), uint8(atoi(m[1]))
	case reDMonY.MatchString(s):
		m := reDMonY.FindStringSubmatch(s)
		mon, ok := monthNames[strings.ToLower(m[2])]
		if !ok {
			return d, false
		}
		d.Year, d.Month, d.Day = int16(atoi(m[3])), mon, uint8(atoi(m[1]))
	case reMonY.MatchString(s):
		m := reMonY.FindStringSubmatch(s)
		mon, ok := monthNames[strings.ToLower(m[1])]
		if !ok {
			return d, false
		}
		d.Year, d.Month = int16(atoi(m[2])), mon
	case reMonYY.MatchString(s):
		m := reMonYY.FindStringSubmatch(s)
		mon, ok := monthNames[strings.ToLower(m[1])]
		if !ok {
			return d, false
		}
		y := atoi(m[2]) + 1900
		if y < 1930 { // two-digit years: 30-99 are 19xx, 00-29 20xx
			y += 100
		}
		d.Year, d.Month = int16(y), mon
	default:
		return d, false
	}
	return validDate(d)
}

// validDate zeroes parts that cannot be (month 13, day 32, 31 April) and
// refuses years outside 1000-2999.
func validDate(d screening.Date) (screening.Date, bool) {
	if d.Year < 1000 || d.Year > 2999 {
		return screening.Date{}, false
	}
	if d.Month > 12 {
		d.Month, d.Day = 0, 0
	}
	if d.Month == 0 {
		d.Day = 0
	}
	if d.Day > 0 {
		t := time.Date(int(d.Year), time.Month(d.Month), int(d.Day), 0, 0, 0, 0, time.UTC)
		if t.Day() != int(d.Day) {
			d.Day = 0
		}
	}
	return d, true
}

// excelDate converts an Excel serial day number (1900 date system) to a
// date: SEMA and DFAT cells hold them.
func excelDate(serial float64) (screening.Date, bool) {
	if serial < 1 || serial > 1e6 {
		return screening.Date{}, false
	}
	t := time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC).AddDate(0, 0, int(serial))
	return validDate(screening.Date{Year: int16(t.Year()), Month: uint8(t.Month()), Day: uint8(t.Day())})
}

// dateTime parses a publication date or time in one of the layouts given
// and returns it in UTC (zero if none fits).
func dateTime(s string, layouts ...string) time.Time {
	s = clean(s)
	for _, l := range layouts {
		if t, err := time.Parse(l, s); err == nil {
			return t.UTC()
		}
	}
	return time.Time{}
}
