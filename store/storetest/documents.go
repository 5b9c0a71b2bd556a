package storetest

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

func testDocument(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()

	d, err := db.Document(ctx, demoScope(), dataset.DemoDocumentSearch1001)
	require.NoError(t, err)
	require.Equal(t, dataset.DemoDocumentSearch1001, d.Meta.ID)
	require.Equal(t, dataset.DemoUserName, d.Owner)
	require.Equal(t, dataset.DemoAccountID, d.AccountID)
	require.Equal(t, "sanctions", d.Meta.Type)
	require.Equal(t, dataset.DemoSearchWithNotes, *d.Meta.SanctionsSearchID)
	require.Nil(t, d.Meta.PepSearchID)
	require.True(t, d.Meta.IsReady)
	require.Equal(t, dataset.DemoSearchWithNotesName, d.Meta.SearchedName)
	require.True(t, d.Meta.DateExpires.After(now))
	require.True(t, bytes.HasPrefix(d.Content, []byte("%PDF-")))
	require.True(t, bytes.Contains(d.Content, []byte("%%EOF")))

	for id := dataset.DemoDocumentFirst; id <= dataset.DemoDocumentLast; id++ {
		d, err := db.Document(ctx, demoScope(), id)
		require.NoError(t, err)
		require.True(t, bytes.HasPrefix(d.Content, []byte("%PDF-")), "document %d", id)
		require.Equal(t, id == dataset.DemoDocumentExpired, !d.Meta.DateExpires.After(now), "document %d expiry", id)
	}
	pep, err := db.Document(ctx, demoScope(), 7003)
	require.NoError(t, err)
	require.Equal(t, "pep", pep.Meta.Type)
	require.EqualValues(t, 2001, *pep.Meta.PepSearchID)
	vid, err := db.Document(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), 7004)
	require.NoError(t, err)
	require.Equal(t, "validid", vid.Meta.Type)
	require.EqualValues(t, 4001, *vid.Meta.ValidIDSearchID)

	for _, tc := range []struct {
		name  string
		scope service.Scope
		id    int64
	}{
		{"analyst's from demo only", owners(dataset.DemoAccountID, dataset.DemoUserName), 7004},
		{"demo's from viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), 7001},
		{"other's from demo", demoScope(), dataset.OtherDocument},
		{"demo's from other", otherScope(), 7001},
		{"absent", demoScope(), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := db.Document(ctx, tc.scope, tc.id)
			require.ErrorIs(t, err, service.ErrNotFound)
		})
	}
	other, err := db.Document(ctx, otherScope(), dataset.OtherDocument)
	require.NoError(t, err)
	require.EqualValues(t, dataset.OtherSanctionsSearch, *other.Meta.SanctionsSearchID)
}

func testCreateDocument(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	sid := int64(1002)
	doc := service.Document{Owner: dataset.AnalystUserName, AccountID: dataset.DemoAccountID, Content: []byte("%PDF-1.4 test"),
		Meta: service.PdfDocument{ID: 1, IsReady: true, Name: "Sanctions search 1002", SearchedName: "Mohsen Hojati",
			FileName: "sanctions-search-1002.pdf", Type: "sanctions", SanctionsSearchID: &sid,
			CompanyLookupSearchID: ptr(int32(77)), DateCreated: now, DateExpires: now.Add(30 * day)}}
	id1, err := db.CreateDocument(ctx, doc)
	require.NoError(t, err)
	require.Greater(t, id1, dataset.OtherDocument)
	id2, err := db.CreateDocument(ctx, doc)
	require.NoError(t, err)
	require.Greater(t, id2, id1)

	got, err := db.Document(ctx, owners(dataset.DemoAccountID, "ANALYST"), id1)
	require.NoError(t, err)
	want := doc
	want.Meta.ID = id1
	require.Equal(t, want, got)
	_, err = db.Document(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName), id1)
	require.ErrorIs(t, err, service.ErrNotFound)

	_, err = db.CreateDocument(ctx, service.Document{Owner: "x", AccountID: 99, Meta: service.PdfDocument{DateCreated: now, DateExpires: now}})
	require.ErrorIs(t, err, service.ErrNotFound, "unknown account")
}
