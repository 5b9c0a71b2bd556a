package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// testListClients: GetClients' filters, sorts, paging and scopes on the
// demo clients (5001-5012 of Demo, 9005 of Other).
func testListClients(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	ids := func(cs []service.ClientShort) []int32 {
		out := make([]int32, len(cs))
		for i, c := range cs {
			out[i] = c.ID
		}
		return out
	}
	st := func(s service.ClientState) *service.ClientState { return &s }
	from, to := now.Add(-10*day-2*time.Hour), now.Add(-2*day)
	for _, tc := range []struct {
		name  string
		f     service.ClientListFilter
		want  []int32 // the page, in order
		total int
	}{
		{"all by date", service.ClientListFilter{Scope: demoScope(), Sort: service.ClientSortDate, Limit: 100},
			[]int32{5009, 5004, 5011, 5001, 5005, 5008, 5002, 5007, 5012, 5010, 5003, 5006}, 12},
		{"date desc, page 2", service.ClientListFilter{Scope: demoScope(), Sort: service.ClientSortDate, Desc: true, Limit: 3, Offset: 3},
			[]int32{5012, 5007, 5002}, 12},
		// PendingVerification, then PendingCompletion, then Verified,
		// PendingOcr, Undefined; newest first within a state.
		{"status", service.ClientListFilter{Scope: demoScope(), Sort: service.ClientSortStatus, Limit: 100},
			[]int32{5006, 5012, 5007, 5005, 5003, 5002, 5001, 5004, 5010, 5009, 5008, 5011}, 12},
		{"name", service.ClientListFilter{Scope: demoScope(), Sort: service.ClientSortName, Limit: 4},
			[]int32{5006, 5004, 5007, 5011}, 12},
		{"state", service.ClientListFilter{Scope: demoScope(), State: st(service.ClientStateVerified), Sort: service.ClientSortDate, Limit: 10},
			[]int32{5009, 5010}, 2},
		{"not ValidateMe", service.ClientListFilter{Scope: demoScope(), IsValidateMe: ptr(false), Sort: service.ClientSortDate, Limit: 10},
			[]int32{5004, 5007, 5010}, 3},
		{"name contains, any case", service.ClientListFilter{Scope: demoScope(), Name: "NOWAK", Sort: service.ClientSortDate, Limit: 10},
			[]int32{5005}, 1},
		{"name with LIKE wildcard", service.ClientListFilter{Scope: demoScope(), Name: "%", Sort: service.ClientSortDate, Limit: 10},
			[]int32{}, 0},
		{"dates", service.ClientListFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to, Sort: service.ClientSortDate, Limit: 10},
			[]int32{5002, 5007, 5012, 5010, 5003}, 5},
		{"analyst own", service.ClientListFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName), Sort: service.ClientSortDate, Limit: 10},
			[]int32{5012}, 1},
		{"viewer", service.ClientListFilter{Scope: owners(dataset.DemoAccountID, dataset.ViewerUserName), Sort: service.ClientSortDate, Limit: 10},
			[]int32{}, 0},
		{"other", service.ClientListFilter{Scope: otherScope(), Sort: service.ClientSortStatus, Limit: 10},
			[]int32{dataset.OtherClient}, 1},
		{"past the end", service.ClientListFilter{Scope: demoScope(), Sort: service.ClientSortStatus, Limit: 10, Offset: 1000},
			[]int32{}, 12},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page, total, err := db.ListClients(ctx, tc.f)
			require.NoError(t, err)
			require.Equal(t, tc.total, total)
			require.Equal(t, tc.want, ids(page))
		})
	}
	page, _, err := db.ListClients(ctx, service.ClientListFilter{Scope: demoScope(), State: st(service.ClientStatePendingVerification),
		Name: "tomasz", Sort: service.ClientSortDate, Limit: 1})
	require.NoError(t, err)
	require.Len(t, page, 1)
	c := page[0]
	require.Equal(t, "Tomasz Nowak", c.Name)
	require.Equal(t, "tomasz.5005@client.example", c.Email)
	require.Equal(t, "CLIENT-5005", c.Reference)
	require.EqualValues(t, 3, c.NumOfDocuments)
	require.True(t, c.IsValidateMe)
	require.True(t, now.Add(-15*day-time.Hour).Equal(c.DateCreated))
}

// testClient: GetClient's record with documents, in scope only.
func testClient(t *testing.T, db Store) {
	ctx := context.Background()
	d, err := db.Client(ctx, demoScope(), dataset.DemoClientToVerify)
	require.NoError(t, err)
	require.Equal(t, dataset.DemoUserName, d.Owner)
	c := d.Client
	require.Equal(t, service.ClientStatePendingVerification, c.State)
	require.EqualValues(t, 3, c.NumOfDocuments)
	require.Len(t, c.Passports, 1)
	require.Len(t, c.DrivingLicences, 1)
	require.Len(t, c.OtherDocuments, 1)
	require.Equal(t, "National ID card", c.OtherDocuments[0].DocumentType)
	require.False(t, c.Passports[0].IsVerified)
	require.Equal(t, "TOMASZ NOWAK", c.Passports[0].FullName)
	require.Empty(t, d.LinkedTo)

	v, err := db.Client(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName), dataset.DemoClientVerified)
	require.NoError(t, err)
	require.True(t, v.Client.Passports[0].IsVerified)
	require.Empty(t, v.Client.OtherDocuments)

	for _, tc := range []struct {
		scope service.Scope
		id    int32
	}{
		{otherScope(), dataset.DemoClientToVerify},
		{demoScope(), dataset.OtherClient},
		{owners(dataset.DemoAccountID, dataset.ViewerUserName), dataset.DemoClientToVerify},
		{owners(dataset.DemoAccountID, dataset.AnalystUserName), dataset.DemoClientToVerify},
		{demoScope(), 99999999},
	} {
		_, err := db.Client(ctx, tc.scope, tc.id)
		require.ErrorIs(t, err, service.ErrNotFound, "%+v %d", tc.scope, tc.id)
	}
	_, err = db.Client(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), 5012)
	require.NoError(t, err)
}

// testClientWrites: CreateClient stores the client with its outbox
// messages in one transaction; UpdateClient applies fn's changes or
// nothing; DeleteClient removes the client with its documents and images,
// in scope only.
func testClientWrites(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	outbox, clients := b.count(t, db, "outbox"), b.count(t, db, "clients")
	d := now.Add(-time.Hour)
	n := service.NewClient{AccountID: dataset.DemoAccountID, Owner: dataset.AnalystUserName, ProofOfPreset: "ValidateMe",
		Client: service.ClientShort{DateCreated: now, Name: "Jane Client", Email: "jane@example.com", Reference: "R1",
			State: service.ClientStatePendingCompletion, MobileInternational: "+447123456789", PostCode: "EC1A 1BB", IsValidateMe: true},
		LinkedTo: []service.LinkedTo{{ID: ptr(int64(1001)), Type: "sanctions", Name: "Linked", Date: &d}}}
	msgs := []service.OutboxMessage{
		{AccountID: dataset.DemoAccountID, Channel: service.ChannelEmail, Kind: "client.invitation", Recipient: "jane@example.com", Body: "b", Created: now, NextAttempt: now},
		{AccountID: dataset.DemoAccountID, Channel: service.ChannelSMS, Kind: "client.invitation", Recipient: "+447123456789", Body: "t", Created: now, NextAttempt: now},
	}
	c, err := db.CreateClient(ctx, n, msgs)
	require.NoError(t, err)
	require.Positive(t, c.Client.ID)
	require.NotContains(t, []int32{5001, 5012, dataset.OtherClient}, c.Client.ID)
	require.Equal(t, dataset.AnalystUserName, c.Owner)
	require.Equal(t, "Jane Client", c.Client.Name)
	require.Equal(t, "EC1A 1BB", c.Client.PostCode)
	require.True(t, now.Equal(c.Client.DateCreated))
	require.Len(t, c.LinkedTo, 1)
	require.Equal(t, outbox+2, b.count(t, db, "outbox"))
	require.Equal(t, clients+1, b.count(t, db, "clients"))
	got, err := db.Client(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), c.Client.ID)
	require.NoError(t, err)
	require.Equal(t, c, got)
	claimed, err := db.ClaimOutbox(ctx, now, time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, claimed, 2)
	for _, m := range claimed {
		require.EqualValues(t, c.Client.ID, m.RecordID)
	}
	page, total, err := db.ListClients(ctx, service.ClientListFilter{Scope: demoScope(), Name: "jane client", Sort: service.ClientSortStatus, Limit: 5})
	require.NoError(t, err)
	require.Equal(t, 1, total)
	require.Equal(t, c.Client.ID, page[0].ID)

	// UpdateClient: an error from fn changes nothing.
	boom := errors.New("rule")
	_, err = db.UpdateClient(ctx, demoScope(), dataset.DemoClientToVerify, func(cl *service.Client) error {
		cl.Name = "Changed"
		cl.Passports[0].IsVerified = true
		return boom
	})
	require.ErrorIs(t, err, boom)
	before, err := db.Client(ctx, demoScope(), dataset.DemoClientToVerify)
	require.NoError(t, err)
	require.Equal(t, "Tomasz Nowak", before.Client.Name)
	require.False(t, before.Client.Passports[0].IsVerified)
	// Out of scope: not found, fn not called.
	for _, sc := range []service.Scope{otherScope(), owners(dataset.DemoAccountID, dataset.ViewerUserName)} {
		_, err = db.UpdateClient(ctx, sc, dataset.DemoClientToVerify, func(*service.Client) error { panic("called") })
		require.ErrorIs(t, err, service.ErrNotFound)
	}
	up, err := db.UpdateClient(ctx, demoScope(), dataset.DemoClientToVerify, func(cl *service.Client) error {
		cl.Name, cl.Reference, cl.State = "Tomasz J Nowak", "R2", service.ClientStateVerified
		cl.Passports[0].DocumentNumber = "X123"
		cl.OtherDocuments[0].DocumentType = "Residence permit"
		for i := range cl.Passports {
			cl.Passports[i].IsVerified = true
		}
		for i := range cl.DrivingLicences {
			cl.DrivingLicences[i].IsVerified = true
		}
		for i := range cl.OtherDocuments {
			cl.OtherDocuments[i].IsVerified = true
		}
		return nil
	})
	require.NoError(t, err)
	after, err := db.Client(ctx, demoScope(), dataset.DemoClientToVerify)
	require.NoError(t, err)
	require.Equal(t, up, after)
	require.Equal(t, "Tomasz J Nowak", after.Client.Name)
	require.Equal(t, "R2", after.Client.Reference)
	require.Equal(t, service.ClientStateVerified, after.Client.State)
	require.Equal(t, "X123", after.Client.Passports[0].DocumentNumber)
	require.Equal(t, "Residence permit", after.Client.OtherDocuments[0].DocumentType)
	require.True(t, after.Client.DrivingLicences[0].IsVerified)
	require.True(t, after.Client.OtherDocuments[0].IsVerified)

	// DeleteClient: scope first, then everything of the client goes.
	for _, sc := range []service.Scope{otherScope(), owners(dataset.DemoAccountID, dataset.ViewerUserName)} {
		require.ErrorIs(t, db.DeleteClient(ctx, sc, dataset.DemoClientFirst), service.ErrNotFound)
	}
	docs, ocr := b.count(t, db, "client_documents"), b.count(t, db, "client_ocr_images")
	require.NoError(t, db.DeleteClient(ctx, demoScope(), dataset.DemoClientFirst))
	require.Equal(t, ocr-2, b.count(t, db, "client_ocr_images"))
	require.Equal(t, docs, b.count(t, db, "client_documents")) // 5001 has none
	require.NoError(t, db.DeleteClient(ctx, demoScope(), dataset.DemoClientToVerify))
	require.Equal(t, docs-3, b.count(t, db, "client_documents"))
	_, err = db.Client(ctx, demoScope(), dataset.DemoClientFirst)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.ClientDocument(ctx, demoScope(), dataset.DemoClientFirst, true, nil)
	require.ErrorIs(t, err, service.ErrNotFound)
	require.ErrorIs(t, db.DeleteClient(ctx, demoScope(), dataset.DemoClientFirst), service.ErrNotFound)
	require.Equal(t, clients-1, b.count(t, db, "clients"))
}
