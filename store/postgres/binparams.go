package postgres

import (
	"encoding/binary"
	"strconv"
	"time"

	"github.com/screengate/screengate/service"
)

// binParams builds statement parameters in PostgreSQL's binary format
// into one buffer that is kept from call to call, for the group commit's
// statement (createSearchesSQL): its thirty-odd array parameters carry a
// batch's every column, about 5 kB a search. Through pgx's Query they
// cost the gateway more than the rest of the write: each element boxed
// into an interface and encoded through a plan, into a parameter buffer
// that pgx starts again at 256 bytes for every statement and so regrows
// (with a copy) for each batch, and the details, built one by one,
// copied into strings first. Here each column is appended in one pass
// over the batch, the details written by details.Append straight into
// their array.
//
// Each array is one-dimensional with lower bound 1, byte for byte as pgx
// writes them (TestBinParamsMatchPgx); elements are written in their type's
// binary form (the send functions of PostgreSQL's types: bigint and
// integer big-endian, boolean one byte, timestamptz microseconds since
// 2000-01-01, text and json their bytes, numeric its base-10000 digits).
type binParams struct {
	buf    []byte
	starts []int    // where each parameter starts in buf
	vals   [][]byte // values' result
	// The array being written: where its header is, its element count,
	// whether it has a NULL.
	head, n int
	null    bool
}

// reset empties p for a new statement, keeping its memory.
func (p *binParams) reset() {
	p.buf, p.starts = p.buf[:0], p.starts[:0]
}

// values returns the parameters appended so far, slices of p's buffer
// (valid until the next reset).
func (p *binParams) values() [][]byte {
	p.vals = p.vals[:0]
	for i, s := range p.starts {
		end := len(p.buf)
		if i+1 < len(p.starts) {
			end = p.starts[i+1]
		}
		p.vals = append(p.vals, p.buf[s:end])
	}
	return p.vals
}

// array starts an array parameter of elements of type oid; end finishes
// it.
func (p *binParams) array(oid uint32) {
	p.starts = append(p.starts, len(p.buf))
	p.head, p.n, p.null = len(p.buf), 0, false
	// ndim, has-null flag, element type, then the dimension's length and
	// lower bound (patched in end).
	p.buf = binary.BigEndian.AppendUint32(p.buf, 1)
	p.buf = binary.BigEndian.AppendUint32(p.buf, 0)
	p.buf = binary.BigEndian.AppendUint32(p.buf, oid)
	p.buf = binary.BigEndian.AppendUint32(p.buf, 0)
	p.buf = binary.BigEndian.AppendUint32(p.buf, 1)
}

// end finishes the array started last: its element count (0 for an
// empty one, as pgx sends it) and NULL flag.
func (p *binParams) end() {
	h := p.buf[p.head:]
	if p.null {
		binary.BigEndian.PutUint32(h[4:], 1)
	}
	binary.BigEndian.PutUint32(h[12:], uint32(p.n))
}

// elem starts an element of size bytes (its length word).
func (p *binParams) elem(size int) {
	p.n++
	p.buf = binary.BigEndian.AppendUint32(p.buf, uint32(size))
}

// nullElem writes a NULL element.
func (p *binParams) nullElem() {
	p.n++
	p.null = true
	p.buf = binary.BigEndian.AppendUint32(p.buf, 0xffffffff) // -1: NULL
}

func (p *binParams) int8(v int64) {
	p.elem(8)
	p.buf = binary.BigEndian.AppendUint64(p.buf, uint64(v))
}

func (p *binParams) int4(v int32) {
	p.elem(4)
	p.buf = binary.BigEndian.AppendUint32(p.buf, uint32(v))
}

func (p *binParams) bool(v bool) {
	p.elem(1)
	b := byte(0)
	if v {
		b = 1
	}
	p.buf = append(p.buf, b)
}

// boolPtr is a boolean or NULL.
func (p *binParams) boolPtr(v *bool) {
	if v == nil {
		p.nullElem()
		return
	}
	p.bool(*v)
}

// timestamptz writes t in microseconds since PostgreSQL's epoch
// (pgEpochMicros).
func (p *binParams) timestamptz(t time.Time) {
	p.int8(t.UnixMicro() - pgEpochMicros)
}

// timestamptzPtr is a timestamptz or NULL.
func (p *binParams) timestamptzPtr(t *time.Time) {
	if t == nil {
		p.nullElem()
		return
	}
	p.timestamptz(*t)
}

func (p *binParams) text(s string) {
	p.elem(len(s))
	p.buf = append(p.buf, s...)
}

// appended starts an element whose bytes the caller appends to p.buf
// itself; done, given what appended returned, writes their length.
func (p *binParams) appended() int {
	p.elem(0)
	return len(p.buf)
}

func (p *binParams) done(at int) {
	binary.BigEndian.PutUint32(p.buf[at-4:], uint32(len(p.buf)-at))
}

// numeric writes d as PostgreSQL's numeric with d's scale (so 80.00 stays
// 80.00): its digits in base 10000 around the decimal point, from the
// most significant non-zero group, the weight (the power of 10000 of the
// first group), the sign and the display scale.
func (p *binParams) numeric(d service.Decimal) {
	var digits [24]byte
	u := d.Unscaled
	abs := uint64(u)
	if u < 0 {
		abs = uint64(-(u + 1)) + 1
	}
	s := strconv.AppendUint(digits[:0], abs, 10)
	scale := int(d.Scale)
	// Decimal digits, integer part and fraction, padded with zeros to
	// whole groups of four on both sides of the point: lead zeros before
	// s (to a whole integer group, and the fraction's own leading zeros
	// when s is shorter than the scale), trail after it.
	intLen := len(s) - scale
	fracZeros := 0
	if intLen < 0 {
		fracZeros, intLen = -intLen, 0
	}
	intPad := (4 - intLen%4) % 4
	lead := intPad + fracZeros
	trail := (4 - scale%4) % 4
	total := lead + len(s) + trail
	digit := func(i int) int16 { // the i-th decimal digit of the padded form
		if i < lead || i >= lead+len(s) {
			return 0
		}
		return int16(s[i-lead] - '0')
	}
	groups := make([]int16, 0, 8)
	for i := 0; i < total; i += 4 {
		groups = append(groups, digit(i)*1000+digit(i+1)*100+digit(i+2)*10+digit(i+3))
	}
	weight := (intPad+intLen)/4 - 1
	for len(groups) > 0 && groups[0] == 0 {
		groups, weight = groups[1:], weight-1
	}
	for len(groups) > 0 && groups[len(groups)-1] == 0 {
		groups = groups[:len(groups)-1]
	}
	sign := uint16(0)
	if u < 0 {
		sign = 0x4000
	}
	if len(groups) == 0 {
		weight = 0 // zero: no digits
	}
	p.elem(8 + 2*len(groups))
	p.buf = binary.BigEndian.AppendUint16(p.buf, uint16(len(groups)))
	p.buf = binary.BigEndian.AppendUint16(p.buf, uint16(int16(weight)))
	p.buf = binary.BigEndian.AppendUint16(p.buf, sign)
	p.buf = binary.BigEndian.AppendUint16(p.buf, uint16(scale))
	for _, g := range groups {
		p.buf = binary.BigEndian.AppendUint16(p.buf, uint16(g))
	}
}
