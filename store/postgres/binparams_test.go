package postgres

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestBinParamsMatchPgx: binParams writes each array byte for byte as
// pgx's own binary encoder does, NULLs and empty arrays included.
func TestBinParamsMatchPgx(t *testing.T) {
	m := pgtype.NewMap()
	pgxArray := func(oid uint32, v any) []byte {
		b, err := m.Encode(oid, pgx.BinaryFormatCode, v, nil)
		require.NoError(t, err)
		return b
	}
	at := time.Date(2026, 11, 25, 5, 21, 8, 123456789, time.UTC)
	before := time.Date(1960, 2, 1, 23, 59, 59, 999999000, time.FixedZone("x", -5*3600))
	yes, no := true, false
	ints := []int64{0, 1, -1, math.MaxInt64, math.MinInt64, 42}
	texts := []string{"", "Ivan Petrov", "Мухаммад", "王小明", "a,b\"c"}
	for _, tc := range []struct {
		name string
		oid  uint32
		want any
		put  func(p *binParams)
	}{
		{"int8", pgtype.Int8ArrayOID, ints, func(p *binParams) {
			for _, v := range ints {
				p.int8(v)
			}
		}},
		{"int8 empty", pgtype.Int8ArrayOID, []int64{}, func(*binParams) {}},
		{"int4", pgtype.Int4ArrayOID, []int32{0, -7, math.MaxInt32, math.MinInt32}, func(p *binParams) {
			for _, v := range []int32{0, -7, math.MaxInt32, math.MinInt32} {
				p.int4(v)
			}
		}},
		{"bool", pgtype.BoolArrayOID, []bool{true, false}, func(p *binParams) { p.bool(true); p.bool(false) }},
		{"bool null", pgtype.BoolArrayOID, []*bool{&yes, nil, &no}, func(p *binParams) {
			p.boolPtr(&yes)
			p.boolPtr(nil)
			p.boolPtr(&no)
		}},
		{"timestamptz", pgtype.TimestamptzArrayOID, []time.Time{at, before, time.Unix(0, 0)}, func(p *binParams) {
			p.timestamptz(at)
			p.timestamptz(before)
			p.timestamptz(time.Unix(0, 0))
		}},
		{"timestamptz null", pgtype.TimestamptzArrayOID, []*time.Time{nil, &at}, func(p *binParams) {
			p.timestamptzPtr(nil)
			p.timestamptzPtr(&at)
		}},
		{"text", pgtype.TextArrayOID, texts, func(p *binParams) {
			for _, s := range texts {
				p.text(s)
			}
		}},
		{"text empty", pgtype.TextArrayOID, []string{}, func(*binParams) {}},
		{"json appended", pgtype.JSONArrayOID, []string{`{"a":1}`, `{}`}, func(p *binParams) {
			for _, s := range []string{`{"a":1}`, `{}`} {
				at := p.appended()
				p.buf = append(p.buf, s...)
				p.done(at)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p binParams
			// A parameter before it: each one is its own slice of the
			// buffer.
			p.array(pgtype.Int4OID)
			p.int4(9)
			p.end()
			elem, ok := m.TypeForOID(tc.oid)
			require.True(t, ok)
			p.array(elem.Codec.(*pgtype.ArrayCodec).ElementType.OID)
			tc.put(&p)
			p.end()
			v := p.values()
			require.Len(t, v, 2)
			require.Equal(t, pgxArray(pgtype.Int4ArrayOID, []int32{9}), v[0])
			require.Equal(t, pgxArray(tc.oid, tc.want), v[1])
		})
	}
}

// TestBinParamsNumeric: a numeric parameter reads back in PostgreSQL as
// the decimal it was, with its scale.
func TestBinParamsNumeric(t *testing.T) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, pgtest.DSN(t))
	require.NoError(t, err)
	defer conn.Close(ctx)
	var ds []service.Decimal
	for _, u := range []int64{0, 1, -1, 5, 12, 8000, 8003, 9999, 10000, 10001, 99990000, 123456789, -123456789,
		100000000, 1234567890123456789, math.MaxInt64, math.MinInt64, math.MinInt64 + 1} {
		for _, s := range []uint8{0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 18} {
			ds = append(ds, service.NewDecimal(u, s))
		}
	}
	var p binParams
	p.array(pgtype.NumericOID)
	for _, d := range ds {
		p.numeric(d)
	}
	p.end()
	rr := conn.PgConn().ExecParams(ctx, "SELECT x::text FROM unnest($1::numeric[]) WITH ORDINALITY AS u(x, i) ORDER BY i",
		p.values(), nil, binaryFormat, nil)
	var got []string
	for rr.NextRow() {
		got = append(got, string(rr.Values()[0]))
	}
	_, err = rr.Close()
	require.NoError(t, err)
	require.Len(t, got, len(ds))
	for i, d := range ds {
		require.Equal(t, d.String(), got[i], "%d × 10^-%d", d.Unscaled, d.Scale)
	}
}
