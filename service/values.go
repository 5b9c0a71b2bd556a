package service

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// GUID is a 128-bit identifier. It is written hyphenated and lower-case and
// read in the hyphenated or the 32-hex-digit form.
type GUID [16]byte

// IsZero reports whether g is the all-zero GUID.
func (g GUID) IsZero() bool { return g == GUID{} }

// String returns the hyphenated lower-case form.
func (g GUID) String() string { return string(g.Append(make([]byte, 0, 36))) }

// Append appends the hyphenated lower-case form of g to b.
func (g GUID) Append(b []byte) []byte {
	b = hex.AppendEncode(b, g[0:4])
	b = append(b, '-')
	b = hex.AppendEncode(b, g[4:6])
	b = append(b, '-')
	b = hex.AppendEncode(b, g[6:8])
	b = append(b, '-')
	b = hex.AppendEncode(b, g[8:10])
	b = append(b, '-')
	return hex.AppendEncode(b, g[10:])
}

// ParseGUID reads a GUID in the hyphenated (optionally braced) or 32-hex form.
func ParseGUID(s string) (GUID, error) {
	var g GUID
	s = strings.TrimSpace(s)
	if len(s) == 38 && s[0] == '{' && s[37] == '}' {
		s = s[1:37]
	}
	switch len(s) {
	case 36:
		if s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
			return g, errors.New("invalid GUID")
		}
		s = s[0:8] + s[9:13] + s[14:18] + s[19:23] + s[24:]
	case 32:
	default:
		return g, errors.New("invalid GUID")
	}
	if _, err := hex.Decode(g[:], []byte(s)); err != nil {
		return g, errors.New("invalid GUID")
	}
	return g, nil
}

// MustGUID is ParseGUID for constants; it panics on a malformed literal.
func MustGUID(s string) GUID {
	g, err := ParseGUID(s)
	if err != nil {
		panic(fmt.Sprintf("service.MustGUID(%q): %v", s, err))
	}
	return g
}

// Decimal is an exact decimal number: Unscaled × 10^-Scale. It keeps its
// scale on the wire (12.50 stays 12.50), as .NET's decimal does.
type Decimal struct {
	Unscaled int64
	Scale    uint8
}

// NewDecimal returns unscaled × 10^-scale.
func NewDecimal(unscaled int64, scale uint8) Decimal { return Decimal{unscaled, scale} }

var pow10 = [...]int64{1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000,
	10000000000, 100000000000, 1000000000000, 10000000000000, 100000000000000, 1000000000000000,
	10000000000000000, 100000000000000000, 1000000000000000000}

// maxDecimalScale bounds the scale accepted on input.
const maxDecimalScale = 18

// String formats d in invariant form with its scale, e.g. "7.50".
func (d Decimal) String() string { return string(d.Append(nil)) }

// Append appends the invariant form of d to b.
func (d Decimal) Append(b []byte) []byte {
	if d.Scale == 0 {
		return strconv.AppendInt(b, d.Unscaled, 10)
	}
	u := d.Unscaled
	if u < 0 {
		b = append(b, '-')
	}
	var digits [24]byte
	s := strconv.AppendUint(digits[:0], absU(u), 10)
	sc := int(d.Scale)
	if len(s) <= sc {
		b = append(b, '0', '.')
		for i := len(s); i < sc; i++ {
			b = append(b, '0')
		}
		return append(b, s...)
	}
	b = append(b, s[:len(s)-sc]...)
	b = append(b, '.')
	return append(b, s[len(s)-sc:]...)
}

func absU(v int64) uint64 {
	if v < 0 {
		return uint64(-(v + 1)) + 1
	}
	return uint64(v)
}

// ParseDecimal reads an invariant decimal such as "-12.50" or "3".
// Exponents are accepted when they keep the value exact.
func ParseDecimal(s string) (Decimal, error) {
	bad := errors.New("invalid decimal")
	if s == "" {
		return Decimal{}, bad
	}
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil || e > 18 || e < -18 {
			return Decimal{}, bad
		}
		exp = e
		s = s[:i]
	}
	if s == "" { // "e0": an exponent without digits
		return Decimal{}, bad
	}
	neg := false
	switch s[0] {
	case '-':
		neg = true
		s = s[1:]
	case '+':
		s = s[1:]
	}
	intPart, frac, hasDot := strings.Cut(s, ".")
	if intPart == "" && frac == "" || (hasDot && frac == "" && intPart == "") {
		return Decimal{}, bad
	}
	digits := intPart + frac
	if digits == "" {
		return Decimal{}, bad
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return Decimal{}, bad
		}
	}
	scale := len(frac) - exp
	if scale < 0 {
		digits += strings.Repeat("0", -scale)
		scale = 0
	}
	if scale > maxDecimalScale {
		return Decimal{}, bad
	}
	trimmed := strings.TrimLeft(digits, "0")
	if len(trimmed) > 18 {
		return Decimal{}, errors.New("decimal out of range")
	}
	var u int64
	if trimmed != "" {
		v, err := strconv.ParseInt(trimmed, 10, 64)
		if err != nil {
			return Decimal{}, errors.New("decimal out of range")
		}
		u = v
	}
	if neg {
		u = -u
	}
	return Decimal{u, uint8(scale)}, nil
}

// Rescale returns d with the given scale, rounding half away from zero when
// digits are dropped. ok is false if the result overflows.
func (d Decimal) Rescale(scale uint8) (r Decimal, ok bool) {
	if scale == d.Scale {
		return d, true
	}
	if scale > d.Scale {
		m := pow10[scale-d.Scale]
		if d.Unscaled > math.MaxInt64/m || d.Unscaled < math.MinInt64/m {
			return Decimal{}, false
		}
		return Decimal{d.Unscaled * m, scale}, true
	}
	div := pow10[d.Scale-scale]
	q, rem := d.Unscaled/div, d.Unscaled%div
	if absU(rem)*2 >= uint64(div) {
		if d.Unscaled < 0 {
			q--
		} else {
			q++
		}
	}
	return Decimal{q, scale}, true
}

// MulInt returns d × n, keeping the scale. ok is false on overflow.
func (d Decimal) MulInt(n int64) (Decimal, bool) {
	if n != 0 && (d.Unscaled > math.MaxInt64/absI(n) || d.Unscaled < math.MinInt64/absI(n)) {
		return Decimal{}, false
	}
	return Decimal{d.Unscaled * n, d.Scale}, true
}

func absI(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// Cmp compares d and e numerically: -1, 0 or +1.
func (d Decimal) Cmp(e Decimal) int {
	s := max(d.Scale, e.Scale)
	a, ok1 := d.Rescale(s)
	b, ok2 := e.Rescale(s)
	if !ok1 || !ok2 {
		fa, fb := d.Float64(), e.Float64()
		switch {
		case fa < fb:
			return -1
		case fa > fb:
			return 1
		}
		return 0
	}
	switch {
	case a.Unscaled < b.Unscaled:
		return -1
	case a.Unscaled > b.Unscaled:
		return 1
	}
	return 0
}

// Float64 returns the nearest float64 (for display and sorting only).
func (d Decimal) Float64() float64 { return float64(d.Unscaled) / math.Pow10(int(d.Scale)) }

// ClientState is the state of a ValidateMe client. XML and JSON carry the name.
type ClientState int32

// The client states, with the numeric values of the original service.
const (
	ClientStateUndefined ClientState = iota
	ClientStatePendingCompletion
	ClientStatePendingOcr
	ClientStatePendingVerification
	ClientStateVerified
)

var clientStateNames = [...]string{"Undefined", "PendingCompletion", "PendingOcr", "PendingVerification", "Verified"}

// String returns the state's name.
func (s ClientState) String() string {
	if s >= 0 && int(s) < len(clientStateNames) {
		return clientStateNames[s]
	}
	return strconv.Itoa(int(s))
}

// EnumNames lists the names in value order; the schema model uses it for
// every enum type.
func (ClientState) EnumNames() []string { return clientStateNames[:] }

// ParseClientState reads a state by name (case-insensitive) or number.
func ParseClientState(s string) (ClientState, error) {
	for i, n := range clientStateNames {
		if strings.EqualFold(n, s) {
			return ClientState(i), nil
		}
	}
	if n, err := strconv.Atoi(s); err == nil && n >= 0 && n < len(clientStateNames) {
		return ClientState(n), nil
	}
	return 0, fmt.Errorf("invalid ClientState %q", s)
}
