package service

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseBulkCSV(t *testing.T) {
	many := func(n int) string {
		var b strings.Builder
		b.WriteString("name\n")
		for range n {
			b.WriteString("Ivan Petrov\n")
		}
		return b.String()
	}
	for _, tc := range []struct {
		name, csv, typ string
		rows           int
		rule, msg      string
	}{
		{"one row", "name,dateOfBirth,country\nIvan Petrov,14/03/1961,RU\n", "individual", 1, "", ""},
		{"BOM, CRLF, any order and case, quoted", "\ufeffCountry,NAME,Type\r\nRU,\"Petrov, Ivan\",individual\r\nGB,\"ACME \"\"Trading\"\" Ltd\",entity\r\n", "", 2, "", ""},
		{"row type wins", "name,type\nAcme Ltd,entity\n", "individual", 1, "", ""},
		{"at the limit", many(MaxBulkRows), "individual", MaxBulkRows, "", ""},
		{"empty", "", "individual", 0, "NotEmpty", "'Csv' must hold a header row"},
		{"blank", " \n\n", "individual", 0, "NotEmpty", "'Csv' must hold a header row"},
		{"header only", "name\n", "individual", 0, "NotEmpty", "at least one row after the header"},
		{"too many rows", many(MaxBulkRows + 1), "individual", 0, "Length", "100000 rows or fewer"},
		{"unterminated quote", "name\n\"Ivan Petrov\n", "individual", 0, "InvalidValue", "not valid CSV: line 2"},
		{"bare quote", "name\nIvan \"Pet\"rov\n", "individual", 0, "InvalidValue", "not valid CSV"},
		{"ragged row", "name,country\nIvan Petrov\n", "individual", 0, "InvalidValue", "wrong number of fields"},
		{"unknown column", "name,colour\nIvan Petrov,red\n", "individual", 0, "InvalidValue", "unknown column 'colour'"},
		{"twice", "name,Name\nIvan Petrov,x\n", "individual", 0, "InvalidValue", "column 'name' twice"},
		{"no name column", "country\nRU\n", "individual", 0, "InvalidValue", "must name a 'name' column"},
		{"no type", "name\nIvan Petrov\n", "", 0, "NotEmpty", "Row 1: 'Type' must not be empty."},
		{"one name", "name\nIvan\n", "individual", 0, "InvalidValue", "Row 1: 'Name' of an individual must contain at least two names."},
		{"bad date", "name,dateOfBirth\nIvan Petrov,1961-03-14\n", "individual", 0, "InvalidValue", "Row 1: 'Date Of Birth'"},
		{"too long", "name\n" + strings.Repeat("x", 251) + " y\n", "entity", 0, "Length", "Row 1: 'Name' must be 250 characters or fewer"},
		{"newline in a name", "name\n\"Ivan\nPetrov\"\n", "individual", 0, "InvalidValue", "control characters"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, err := parseBulkCSV(tc.csv, tc.typ)
			if tc.rule == "" {
				require.NoError(t, err)
				require.Len(t, rows, tc.rows)
				for i, r := range rows {
					require.EqualValues(t, i, r.Index)
				}
				return
			}
			require.Error(t, err)
			e := AsError(err)
			require.Equal(t, CodeInvalid, e.Code)
			require.Equal(t, tc.rule, e.Fields[0].ErrorCode)
			require.Equal(t, "csv", e.Fields[0].FieldName)
			require.Contains(t, e.Fields[0].Message, tc.msg)
		})
	}
	t.Run("bad rows are listed up to a bound", func(t *testing.T) {
		_, err := parseBulkCSV("name\n"+strings.Repeat("Ivan\n", 50), "individual")
		e := AsError(err)
		require.Len(t, e.Fields, maxBulkRowErrors+1)
		require.Equal(t, "Row 20: 'Name' of an individual must contain at least two names.", e.Fields[19].Message)
		require.Equal(t, "50 rows in all are invalid.", e.Fields[20].Message)
	})
	t.Run("BulkCSV round trip", func(t *testing.T) {
		in := []BulkRow{{Index: 0, Type: "individual", Name: "Petrov, Ivan", DateOfBirth: "14/03/1961", Country: "RU"},
			{Index: 1, Type: "entity", Name: `ACME "Trading" Ltd`, Reference: "R-2"}}
		out, err := parseBulkCSV(BulkCSV(in), "")
		require.NoError(t, err)
		require.Equal(t, in, out)
	})
}

func FuzzParseBulkCSV(f *testing.F) {
	f.Add("name,type\nIvan Petrov,individual\n")
	f.Add("name\n\"a\"\"b\n")
	f.Add("\ufeffNAME,country\r\nx y,RU\r\n")
	f.Fuzz(func(t *testing.T, s string) {
		rows, err := parseBulkCSV(s, "entity")
		if err != nil {
			require.Nil(t, rows)
			require.NotEmpty(t, AsError(err).Fields)
			return
		}
		require.NotEmpty(t, rows)
		require.LessOrEqual(t, len(rows), MaxBulkRows)
	})
}
