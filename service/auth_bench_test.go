package service_test

import (
	"context"
	"testing"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/sqlite"
)

// BenchmarkAuthenticate measures the per-request credential check against
// the SQLite store with the demo data: remembered (the steady state of a
// busy client) and from the store every time (three lookups).
func BenchmarkAuthenticate(b *testing.B) {
	ctx := context.Background()
	db, err := sqlite.Open(ctx, b.TempDir()+"/auth.db", sqlite.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	a, err := service.NewAuthenticator(ctx, db, nil)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.LoadDemo(ctx, a.Secret()); err != nil {
		b.Fatal(err)
	}
	cr := service.Authentication{APIUserID: dataset.DemoAPIUser, APIUserKey: dataset.DemoAPIKey, UserID: dataset.AnalystUserID}
	for _, bc := range []struct {
		name string
		ttl  int
	}{{"cached", 1}, {"store", 0}} {
		b.Run(bc.name, func(b *testing.B) {
			if bc.ttl == 0 {
				a.SetPrincipalTTL(0)
			} else {
				a.SetPrincipalTTL(service.DefaultPrincipalTTL)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := a.Authenticate(ctx, cr); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
