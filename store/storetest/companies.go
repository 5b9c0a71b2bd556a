package storetest

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/dataset"
)

func testSearchCompanies(t *testing.T, db Store) {
	ctx := context.Background()
	for _, tc := range []struct {
		name, query, country string
		prefix               bool
		limit                int
		want                 []string // names, in order; nil = check count only
		count                int
	}{
		{name: "acme prefix", query: "acme", prefix: true, limit: 100, count: dataset.DemoAcmeCompanies,
			want: []string{"Acme B.V.", "Acme Corporation", "Acme GmbH", "Acme Holdings Ltd", "Acme SARL", "Acme Trading Limited", "Acme Widgets Ltd"}},
		{name: "acme contains", query: "ACME", limit: 100, count: dataset.DemoAcmeCompanies + 1},
		{name: "acme prefix in DE", query: "Acme", country: "DE", prefix: true, limit: 10, want: []string{"Acme GmbH"}},
		{name: "acme prefix in GB", query: "acme", country: "GB", prefix: true, limit: 10, want: []string{"Acme Holdings Ltd", "Acme Widgets Ltd"}},
		{name: "acme contains in GB", query: "acme", country: "GB", limit: 10, want: []string{"Acme Holdings Ltd", "Acme Widgets Ltd", "Northern Acme Supplies Ltd"}},
		{name: "limit", query: "acme", prefix: true, limit: 3, want: []string{"Acme B.V.", "Acme Corporation", "Acme GmbH"}},
		{name: "percent is literal", query: "100%", limit: 10, want: []string{"100% Organic Foods Ltd"}},
		{name: "percent alone", query: "%", limit: 10, want: []string{"100% Organic Foods Ltd"}},
		{name: "underscore is literal", query: "_", limit: 10, want: []string{"Under_Score Media Ltd"}},
		{name: "non-ASCII, case-insensitive", query: "CAFÉ MÜLLER", limit: 100, want: []string{"Café Müller GmbH"}},
		{name: "no match", query: "zzz", limit: 10, count: 0},
		{name: "unknown country", query: "acme", country: "ZZ", prefix: true, limit: 10, count: 0},
		{name: "everything", query: "", limit: 0, count: dataset.DemoCompanies},
		{name: "country", query: "", country: "FR", limit: 0, count: 31},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := db.SearchCompanies(ctx, tc.query, tc.country, tc.prefix, tc.limit)
			require.NoError(t, err)
			require.NotNil(t, got)
			names := []string{}
			for _, c := range got {
				names = append(names, c.Name)
				if tc.country != "" {
					require.Equal(t, tc.country, c.Country)
				}
				require.True(t, strings.HasPrefix(c.ID, c.Country+"-"))
				require.NotEmpty(t, c.Number)
				require.NotEmpty(t, c.Address)
				require.Contains(t, []string{"Active", "Dissolved"}, c.Status)
			}
			if tc.want != nil {
				require.Equal(t, tc.want, names)
			} else {
				require.Len(t, names, tc.count)
			}
			require.True(t, sort.SliceIsSorted(names, func(i, j int) bool { return strings.ToLower(names[i]) < strings.ToLower(names[j]) }))
		})
	}

	all, err := db.SearchCompanies(ctx, "", "", false, 0)
	require.NoError(t, err)
	countries := map[string]int{}
	for _, c := range all {
		countries[c.Country]++
	}
	require.GreaterOrEqual(t, len(all), 200)
	require.Len(t, countries, 8)
}
