package sqlite

import (
	"context"
	"testing"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// newAccount is a registration for user name user and API user id apiUser
// BenchmarkCredential measures the per-request authentication lookups.
func BenchmarkCredential(b *testing.B) {
	ctx := context.Background()
	db := mustOpenDemo(b, testNow())
	b.Run("Credential", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := db.Credential(ctx, dataset.DemoAPIUser); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("AuthPath", func(b *testing.B) { // Credential, Account and User, as service.Authenticate does
		b.ReportAllocs()
		uid := service.MustGUID(dataset.AnalystUserID)
		for b.Loop() {
			c, err := db.Credential(ctx, dataset.DemoAPIUser)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := db.Account(ctx, c.AccountID); err != nil {
				b.Fatal(err)
			}
			if _, err := db.User(ctx, c.AccountID, uid); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("AuthPathParallel", func(b *testing.B) {
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				c, err := db.Credential(ctx, dataset.DemoAPIUser)
				if err != nil {
					b.Error(err)
					return
				}
				if _, err := db.Account(ctx, c.AccountID); err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
}
