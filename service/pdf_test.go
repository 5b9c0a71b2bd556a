package service_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/pdfdoc/pdftext"
)

// pdfText reads back a rendered document and checks that every glyph it
// shows is in its embedded font.
func pdfText(t *testing.T, b []byte) string {
	t.Helper()
	spans, err := pdftext.Spans(b)
	require.NoError(t, err)
	require.NotEmpty(t, spans)
	for _, s := range spans {
		require.True(t, s.Embedded, "font %s is embedded", s.Font)
		require.Empty(t, s.Missing, "glyphs missing in %s for %q", s.Font, s.Text)
	}
	return pdftext.Text(spans)
}

// TestSearchPDFScripts: a saved search prints the criteria, result names
// and notes in Cyrillic, Arabic and Chinese as themselves (old renderers
// printed anything outside Latin-1 as dots), and the list versions.
func TestSearchPDFScripts(t *testing.T) {
	now := time.Date(2026, 5, 6, 7, 8, 0, 0, time.UTC)
	yes := true
	r := service.SearchRecord{ID: 77, SearchType: "individual", DateSearched: now, DateUpdated: now, NumOfResults: 2, AffectedByUpdate: true,
		SearchCriteria: &service.SearchCriteria{Name: "Иван Петров", Country: "RU"},
		SearchSources:  []service.SearchSource{{ListID: "UN", ListName: "UN Security Council Consolidated List", ListShortName: "UN", IsAffectedByListUpdate: &yes}},
		ListSearchResults: []service.SearchResultEntry{
			{SanctionsListName: "UN Security Council Consolidated List", ResultSimilarity: service.NewDecimal(9100, 2),
				Names: []service.SearchResultName{{Type: "primary", FullName: "محمد الأحمد"}, {Type: "alias", FullName: "王建国"}}},
		}}
	notes := []service.SearchNote{{Name: "analyst", Date: now, Content: "Проверено: 王建国 не совпадает"}}

	text := pdfText(t, must(service.RenderSearchPDF(r, notes, now)))
	for _, s := range []string{"Иван", "Петров", "محمد", "الأحمد", "王建国", "Проверено:"} {
		require.Contains(t, text, s)
	}
	text = pdfText(t, must(service.RenderSearchDocument(r, []service.SourceVersions{{ListID: "UN", Searched: 12, Updates: []int64{15, 17}}}, notes, now)))
	require.Contains(t, text, "version 12; results changed by version 15, 17")

	pep := pdfText(t, must(service.RenderValidIDPDF(service.ValidIdListItem{ID: 5, Status: "Pass", DateSearched: now,
		SearchCriteria: &service.ValidIdSearchCriteria{FullName: "Сергей 李小龙"}}, "Accepted", nil, now)))
	require.Contains(t, pep, "Сергей")
	require.Contains(t, pep, "李小龙")
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
