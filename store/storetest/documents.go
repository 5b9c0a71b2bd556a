package storetest

import (
	"bytes"
	"context"
	"testing"
	"time"

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
	id1, err := db.CreateDocument(ctx, doc, service.DocumentQuota{})
	require.NoError(t, err)
	require.Greater(t, id1, dataset.OtherDocument)
	id2, err := db.CreateDocument(ctx, doc, service.DocumentQuota{})
	require.NoError(t, err)
	require.Greater(t, id2, id1)

	got, err := db.Document(ctx, owners(dataset.DemoAccountID, "ANALYST"), id1)
	require.NoError(t, err)
	want := doc
	want.Meta.ID = id1
	require.Equal(t, want, got)
	_, err = db.Document(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName), id1)
	require.ErrorIs(t, err, service.ErrNotFound)

	_, err = db.CreateDocument(ctx, service.Document{Owner: "x", AccountID: 99, Meta: service.PdfDocument{DateCreated: now, DateExpires: now}}, service.DocumentQuota{})
	require.ErrorIs(t, err, service.ErrNotFound, "unknown account")
}

// testDocumentQuotaAndPurge: CreateDocument refuses past documents per day
// and stored bytes (writing nothing); DeleteExpiredDocuments deletes the
// documents expired at a time and keeps the others.
func testDocumentQuotaAndPurge(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	// Far past the demo documents: none of them counts.
	t0 := now.Add(400 * day)
	doc := func(at time.Time, ttl time.Duration) service.Document {
		return service.Document{Owner: dataset.DemoUserName, AccountID: dataset.DemoAccountID, Content: []byte("%PDF-1.4 test"),
			Meta: service.PdfDocument{IsReady: true, Name: "q", DateCreated: at, DateExpires: at.Add(ttl)}}
	}
	var q *service.QuotaError
	perDay := service.DocumentQuota{Now: t0, PerDay: 2}
	id1, err := db.CreateDocument(ctx, doc(t0, 30*day), perDay)
	require.NoError(t, err)
	_, err = db.CreateDocument(ctx, doc(t0, 30*day), perDay)
	require.NoError(t, err)
	before := b.count(t, db, "documents")
	_, err = db.CreateDocument(ctx, doc(t0, 30*day), perDay)
	require.ErrorAs(t, err, &q)
	require.Equal(t, "documents per day", q.What)
	require.Equal(t, before, b.count(t, db, "documents"))
	// Another account has its own quota.
	other := doc(t0, 30*day)
	other.AccountID, other.Owner = dataset.OtherAccountID, dataset.OtherUserName
	_, err = db.CreateDocument(ctx, other, perDay)
	require.NoError(t, err)

	// A day later the count starts over; stored bytes still count the
	// two unexpired 13-byte documents.
	t1 := t0.Add(2 * day)
	bytesQ := service.DocumentQuota{Now: t1, PerDay: 2, MaxBytes: 39}
	_, err = db.CreateDocument(ctx, doc(t1, 100*day), bytesQ)
	require.NoError(t, err)
	_, err = db.CreateDocument(ctx, doc(t1, 100*day), bytesQ)
	require.ErrorAs(t, err, &q)
	require.Equal(t, int64(39), q.Limit)

	// Purge: at t0+40 days the 30-day documents (and every demo
	// document) are gone, the 100-day one stays.
	total := b.count(t, db, "documents")
	n, err := db.DeleteExpiredDocuments(ctx, t0.Add(40*day))
	require.NoError(t, err)
	require.Equal(t, int64(total-1), n)
	require.Equal(t, 1, b.count(t, db, "documents"))
	_, err = db.Document(ctx, demoScope(), id1)
	require.ErrorIs(t, err, service.ErrNotFound)
	n, err = db.DeleteExpiredDocuments(ctx, t0.Add(40*day))
	require.NoError(t, err)
	require.Zero(t, n)
}

// testListDocuments: GetPdfs' page of unexpired documents in scope,
// newest first, without content, with the total.
func testListDocuments(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	all, total, err := db.ListDocuments(ctx, service.DocumentFilter{Scope: demoScope(), Now: now, Limit: 100})
	require.NoError(t, err)
	require.Equal(t, len(all), total)
	var ids []int64
	for i, d := range all {
		ids = append(ids, d.ID)
		require.True(t, d.DateExpires.After(now), "document %d has expired", d.ID)
		if i > 0 {
			p := all[i-1]
			require.True(t, p.DateCreated.After(d.DateCreated) || (p.DateCreated.Equal(d.DateCreated) && p.ID > d.ID),
				"order: %d before %d", p.ID, d.ID)
		}
	}
	require.ElementsMatch(t, []int64{7001, 7002, 7003, 7004}, ids, "every unexpired demo document, not the expired one")
	full, err := db.Document(ctx, demoScope(), 7004)
	require.NoError(t, err)
	for _, d := range all {
		if d.ID == 7004 {
			require.Equal(t, full.Meta, d, "the listed metadata is GetPdf's")
		}
	}

	// Pages follow the same order.
	page, total2, err := db.ListDocuments(ctx, service.DocumentFilter{Scope: demoScope(), Now: now, Limit: 2, Offset: 2})
	require.NoError(t, err)
	require.Equal(t, total, total2)
	require.Equal(t, all[2:4], page)
	past, total3, err := db.ListDocuments(ctx, service.DocumentFilter{Scope: demoScope(), Now: now, Limit: 2, Offset: 10})
	require.NoError(t, err)
	require.Equal(t, total, total3)
	require.Empty(t, past)
	require.NotNil(t, past)

	// Scopes: the analyst's own, another account's, nobody's.
	for _, tc := range []struct {
		name  string
		scope service.Scope
		want  []int64
	}{
		{"analyst", owners(dataset.DemoAccountID, dataset.AnalystUserName), []int64{7004}},
		{"viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), nil},
		{"other account", otherScope(), []int64{dataset.OtherDocument}},
		{"no owners", service.Scope{AccountID: dataset.DemoAccountID, Owners: []string{}}, nil},
		{"no account", service.Scope{AccountID: 999999}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, n, err := db.ListDocuments(ctx, service.DocumentFilter{Scope: tc.scope, Now: now, Limit: 10})
			require.NoError(t, err)
			require.Equal(t, len(tc.want), n)
			var ids []int64
			for _, d := range got {
				ids = append(ids, d.ID)
			}
			require.ElementsMatch(t, tc.want, ids)
		})
	}

	// Later, everything has expired.
	gone, n, err := db.ListDocuments(ctx, service.DocumentFilter{Scope: demoScope(), Now: now.Add(400 * day), Limit: 10})
	require.NoError(t, err)
	require.Zero(t, n)
	require.Empty(t, gone)
}
