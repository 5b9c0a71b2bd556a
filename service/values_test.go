package service

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		in, out string
		ok      bool
	}{
		{"7.50", "7.50", true}, {"-0.05", "-0.05", true}, {"3", "3", true}, {".5", "0.5", true},
		{"1e2", "100", true}, {"1.5e-1", "0.15", true}, {"", "", false}, {"abc", "", false}, {"1.2.3", "", false},
		{"99999999999999999999", "", false}, {"-", "", false}, {"1e99", "", false},
	} {
		d, err := ParseDecimal(c.in)
		if !c.ok {
			require.Error(t, err, c.in)
			continue
		}
		require.NoError(t, err, c.in)
		require.Equal(t, c.out, d.String(), c.in)
	}
	p, _ := ParseDecimal("1.50")
	cost, ok := p.MulInt(3)
	require.True(t, ok)
	require.Equal(t, "4.50", cost.String())
	bal, _ := ParseDecimal("4.5")
	require.Equal(t, 0, cost.Cmp(bal))
	r, ok := NewDecimal(12345, 4).Rescale(2)
	require.True(t, ok)
	require.Equal(t, "1.23", r.String())
	r, _ = NewDecimal(-12355, 4).Rescale(2)
	require.Equal(t, "-1.24", r.String())
}

func TestGUID(t *testing.T) {
	g, err := ParseGUID("3F2504E0-4F89-11D3-9A0C-0305E82C3301")
	require.NoError(t, err)
	require.Equal(t, "3f2504e0-4f89-11d3-9a0c-0305e82c3301", g.String())
	h, err := ParseGUID("3f2504e04f8911d39a0c0305e82c3301")
	require.NoError(t, err)
	require.Equal(t, g, h)
	_, err = ParseGUID("{3f2504e0-4f89-11d3-9a0c-0305e82c3301}")
	require.NoError(t, err)
	for _, bad := range []string{"", "x", "3f2504e0-4f89-11d3-9a0c-0305e82c330", "3f2504e0x4f89-11d3-9a0c-0305e82c3301", "zz2504e04f8911d39a0c0305e82c3301"} {
		_, err := ParseGUID(bad)
		require.Error(t, err, bad)
	}
}

func TestParseDateTime(t *testing.T) {
	want := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, in := range []string{`\/Date(1704164645000)\/`, `/Date(1704164645000+0000)/`, `\/Date(1704164645000-0500)\/`,
		"2024-01-02T03:04:05", "2024-01-02T03:04:05Z", "2024-01-02T04:04:05+01:00", "2024-01-02T03:04:05.000Z"} {
		got, err := ParseDateTime(in)
		require.NoError(t, err, in)
		require.True(t, want.Equal(got), "%s: %v", in, got)
	}
	for _, in := range []string{"2024-01-02", "20240102"} {
		got, err := ParseDateTime(in)
		require.NoError(t, err, in)
		require.Equal(t, time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC), got)
	}
	for _, bad := range []string{"", "yesterday", "2024-13-01", `/Date(abc)/`, `/Date(1+12)/`, "2024-02-30"} {
		_, err := ParseDateTime(bad)
		require.Error(t, err, bad)
	}
	require.Equal(t, `"\/Date(1704164645000+0000)\/"`, string(AppendJSONDate(nil, want)))
	require.Equal(t, "2024-01-02T03:04:05", string(AppendXMLDate(nil, want)))
	require.Equal(t, "2024-01-02T03:04:05.12", string(AppendXMLDate(nil, want.Add(120*time.Millisecond))))
	require.Equal(t, "0001-01-01T00:00:00", string(AppendXMLDate(nil, time.Time{})))
}

func TestEncodeXMLName(t *testing.T) {
	require.Equal(t, "page_x005B_limit_x005D_", EncodeXMLName("page[limit]"))
	require.Equal(t, "Name", EncodeXMLName("Name"))
	require.Equal(t, "_x0031_abc", EncodeXMLName("1abc"))
}

func TestCodesAreMapped(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Codes() {
		s := c.String()
		require.NotContains(t, s, "Code(", "code %d has no name", c)
		require.False(t, seen[s], "duplicate name %s", s)
		seen[s] = true
	}
}
