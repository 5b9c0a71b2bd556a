package service

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSignedSortsParse(t *testing.T) {
	tests := []struct {
		sort    string
		field   DbsSortField
		desc    bool
		invalid bool
	}{
		{"", DbsSortStatus, false, false},
		{"-", DbsSortStatus, true, false},
		{"name", DbsSortName, false, false},
		{"-NAME", DbsSortName, true, false},
		{"dateSearched", DbsSortDate, false, false},
		{"-datesearched", DbsSortDate, true, false},
		{"DateUpdated", DbsSortDateUpdated, false, false},
		{"--name", "", false, true},
		{"surname", "", false, true},
		{"name desc", "", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.sort, func(t *testing.T) {
			var v Validator
			field, desc := dbsSorts.parse(&v, tt.sort)
			err := v.Err()
			if tt.invalid {
				require.Error(t, err)
				require.Contains(t, err.Error(), "status, name, date, dateUpdated, reference")
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.field, field)
			require.Equal(t, tt.desc, desc)
		})
	}
}
