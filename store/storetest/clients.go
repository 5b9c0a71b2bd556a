package storetest

import (
	"bytes"
	"context"
	"image/png"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

func testCountClients(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	week := now.Add(-7 * day)
	incomplete := []service.ClientState{service.ClientStatePendingCompletion, service.ClientStatePendingVerification}
	for _, tc := range []struct {
		name string
		f    service.ClientFilter
		want int64
	}{
		// The default CountIncompleteClients query: 5001, 5002, 5005, 5012.
		{"default, demo", service.ClientFilter{Scope: demoScope(), States: incomplete, IsValidateMe: true, CreatedBefore: &week}, dataset.DemoIncompleteClients},
		{"default, analyst", service.ClientFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), States: incomplete, IsValidateMe: true, CreatedBefore: &week}, dataset.DemoIncompleteClients},
		{"default, analyst own", service.ClientFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName), States: incomplete, IsValidateMe: true, CreatedBefore: &week}, 1},
		{"default, viewer", service.ClientFilter{Scope: owners(dataset.DemoAccountID, dataset.ViewerUserName), States: incomplete, IsValidateMe: true, CreatedBefore: &week}, 0},
		{"default, other", service.ClientFilter{Scope: otherScope(), States: incomplete, IsValidateMe: true, CreatedBefore: &week}, 1},
		{"any age", service.ClientFilter{Scope: demoScope(), States: incomplete, IsValidateMe: true}, dataset.DemoIncompleteClientsAnyAge},
		{"pending verification", service.ClientFilter{Scope: demoScope(), States: incomplete[1:], IsValidateMe: true, CreatedBefore: &week}, 2},
		{"pending completion", service.ClientFilter{Scope: demoScope(), States: incomplete[:1], IsValidateMe: true, CreatedBefore: &week}, 2},
		{"not ValidateMe", service.ClientFilter{Scope: demoScope(), States: incomplete, IsValidateMe: false}, 2},
		{"verified", service.ClientFilter{Scope: demoScope(), States: []service.ClientState{service.ClientStateVerified}, IsValidateMe: true}, 1},
		{"no states", service.ClientFilter{Scope: demoScope(), IsValidateMe: true}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := db.CountClients(ctx, tc.f)
			require.NoError(t, err)
			require.Equal(t, tc.want, n)
		})
	}
	// Every state is present.
}

func testClientDocument(t *testing.T, db Store) {
	ctx := context.Background()
	size := func(img []byte) (int, int) {
		t.Helper()
		require.Less(t, len(img), 30*1024)
		cfg, err := png.DecodeConfig(bytes.NewReader(img))
		require.NoError(t, err)
		return cfg.Width, cfg.Height
	}
	for _, tc := range []struct {
		name     string
		scope    service.Scope
		id       int32
		original bool
		ocr      *int32
		w, h     int
	}{
		{"original", demoScope(), 5001, true, nil, 1200, 800},
		{"processed", demoScope(), 5001, false, nil, 600, 400},
		{"OCR 1", demoScope(), 5001, false, ptr(int32(1)), 750, 460},
		{"OCR 2 (original ignored)", demoScope(), 5001, true, ptr(int32(2)), 1200, 180},
		{"analyst's client", owners(dataset.DemoAccountID, dataset.AnalystUserName), 5012, true, nil, 1200, 800},
		{"other's own", otherScope(), dataset.OtherClient, false, nil, 600, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img, err := db.ClientDocument(ctx, tc.scope, tc.id, tc.original, tc.ocr)
			require.NoError(t, err)
			w, h := size(img)
			require.Equal(t, tc.w, w)
			require.Equal(t, tc.h, h)
		})
	}
	orig, err := db.ClientDocument(ctx, demoScope(), 5002, true, nil)
	require.NoError(t, err)
	proc, err := db.ClientDocument(ctx, demoScope(), 5002, false, nil)
	require.NoError(t, err)
	require.NotEqual(t, orig, proc)
	other, err := db.ClientDocument(ctx, demoScope(), 5003, true, nil)
	require.NoError(t, err)
	require.NotEqual(t, orig, other, "images differ per client")

	for _, tc := range []struct {
		name  string
		scope service.Scope
		id    int32
		ocr   *int32
	}{
		{"absent OCR capture", demoScope(), 5001, ptr(int32(3))},
		{"client without captures", demoScope(), 5002, ptr(int32(1))},
		{"other's client", demoScope(), dataset.OtherClient, nil},
		{"demo's client from other", otherScope(), 5001, nil},
		{"demo's client from viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), 5001, nil},
		{"OCR of demo's client from viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), 5001, ptr(int32(1))},
		{"absent client", demoScope(), 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := db.ClientDocument(ctx, tc.scope, tc.id, true, tc.ocr)
			require.ErrorIs(t, err, service.ErrNotFound)
		})
	}
}

func testClientDocumentWithoutImage(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow(), func(s *dataset.Set) {
		for i := range s.Clients {
			if s.Clients[i].ID == 5004 {
				s.Clients[i].Processed = nil
			}
		}
	})
	_, err := db.ClientDocument(ctx, demoScope(), 5004, false, nil)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.ClientDocument(ctx, demoScope(), 5004, true, nil)
	require.NoError(t, err)
}
