package sqlite

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// newAccount is a registration for user name user and API user id apiUser
// (with fresh GUIDs).
func newAccount(user, apiUser string) service.NewAccount {
	uid, err := service.NewGUID()
	if err != nil {
		panic(err)
	}
	return service.NewAccount{
		Account: service.Account{Name: user + " Ltd", Balance: service.NewDecimal(0, 2),
			PepRenewalPrice: service.NewDecimal(150, 2), Currency: "EUR", Created: testNow()},
		MainUser: service.User{ID: uid, UserName: user, Name: "Main " + user, Email: user + "@example.com",
			IsMain: true, IsAdmin: true, CanResolveSearches: true, CanDeleteSearches: true},
		PasswordHash: "$argon2id$fake",
		Credential:   service.APICredential{APIUserID: apiUser, KeyHash: []byte("hash-of-" + apiUser), UserID: uid},
		Registration: service.RegisterAccountRequest{Username: user, Email: user + "@example.com", FullName: "Main " + user,
			CompanyName: user + " Ltd", CompanyPhone: "+353 1 000", Address1: "1 Street", City: "Dublin",
			Postcode: "D01", Country: "IE", CompanyType: "Limited Company", CompanyIndustry: "Retail",
			AgreeToTerms: true, AgreeToDataProtection: true, AgreeToContact: true, AgreeToPrivacy: true,
			VatNumber: "IE123", VatCountry: "IE"},
	}
}

func testAccounts(t *testing.T, db *DB) {
	ctx := context.Background()

	t.Run("Credential", func(t *testing.T) {
		for _, tc := range []struct {
			apiUser, key string
			account      int64
			user         string
		}{
			{DemoAPIUser, DemoAPIKey, DemoAccountID, DemoUserID},
			{OtherAPIUser, OtherAPIKey, OtherAccountID, OtherUserID},
		} {
			c, err := db.Credential(ctx, tc.apiUser)
			require.NoError(t, err)
			require.Equal(t, tc.apiUser, c.APIUserID)
			require.Equal(t, service.HashAPIKey([]byte(testSecret), tc.key), c.KeyHash)
			require.Equal(t, tc.account, c.AccountID)
			require.Equal(t, tc.user, c.UserID.String())
		}
		_, err := db.Credential(ctx, "nobody")
		require.ErrorIs(t, err, service.ErrNotFound)
		_, err = db.Credential(ctx, "DEMO") // API user ids are exact
		require.ErrorIs(t, err, service.ErrNotFound)
	})

	t.Run("Account", func(t *testing.T) {
		a, err := db.Account(ctx, DemoAccountID)
		require.NoError(t, err)
		require.Equal(t, DemoAccountName, a.Name)
		require.Equal(t, DemoBalance, a.Balance.String())
		require.Equal(t, DemoPepRenewalPrice, a.PepRenewalPrice.String())
		require.Equal(t, DemoCurrency, a.Currency)
		require.Equal(t, time.UTC, a.Created.Location())
		o, err := db.Account(ctx, OtherAccountID)
		require.NoError(t, err)
		require.Equal(t, OtherAccountName, o.Name)
		require.Equal(t, OtherBalance, o.Balance.String())
		_, err = db.Account(ctx, 999)
		require.ErrorIs(t, err, service.ErrNotFound)
	})

	users := []struct {
		account int64
		id      string
		want    service.User
	}{
		{DemoAccountID, DemoUserID, service.User{UserName: DemoUserName, Name: "Dana Demo", Email: "demo@demo.example",
			IsMain: true, IsAdmin: true, CanResolveSearches: true, CanDeleteSearches: true, Permissions: []string{}}},
		{DemoAccountID, AnalystUserID, service.User{UserName: AnalystUserName, Name: AnalystName, Email: AnalystEmail,
			CanResolveSearches: true, Permissions: []string{DemoUserName}}},
		{DemoAccountID, ViewerUserID, service.User{UserName: ViewerUserName, Name: ViewerName, Email: ViewerEmail,
			Permissions: []string{}}},
		{OtherAccountID, OtherUserID, service.User{UserName: OtherUserName, Name: "Oscar Other", Email: "other@other.example",
			IsMain: true, IsAdmin: true, CanResolveSearches: true, CanDeleteSearches: true, Permissions: []string{}}},
	}

	t.Run("User", func(t *testing.T) {
		for _, tc := range users {
			want := tc.want
			want.ID, want.AccountID = service.MustGUID(tc.id), tc.account
			got, err := db.User(ctx, tc.account, want.ID)
			require.NoError(t, err)
			require.Equal(t, want, got)
		}
		// Users are only found in their own account.
		_, err := db.User(ctx, DemoAccountID, service.MustGUID(OtherUserID))
		require.ErrorIs(t, err, service.ErrNotFound)
		_, err = db.User(ctx, OtherAccountID, service.MustGUID(AnalystUserID))
		require.ErrorIs(t, err, service.ErrNotFound)
	})

	t.Run("UserByName", func(t *testing.T) {
		for _, tc := range users {
			for _, name := range []string{tc.want.UserName, strings.ToUpper(tc.want.UserName)} {
				got, err := db.UserByName(ctx, tc.account, name)
				require.NoError(t, err, name)
				require.Equal(t, tc.id, got.ID.String())
				require.Equal(t, tc.want.UserName, got.UserName)
				require.Equal(t, tc.want.Permissions, got.Permissions)
			}
		}
		_, err := db.UserByName(ctx, DemoAccountID, OtherUserName)
		require.ErrorIs(t, err, service.ErrNotFound)
		_, err = db.UserByName(ctx, DemoAccountID, "nobody")
		require.ErrorIs(t, err, service.ErrNotFound)
	})

	t.Run("PasswordHash", func(t *testing.T) {
		for _, tc := range []struct {
			account        int64
			user, password string
		}{
			{DemoAccountID, DemoUserName, DemoPassword}, {DemoAccountID, AnalystUserName, AnalystPassword},
			{DemoAccountID, ViewerUserName, ViewerPassword}, {OtherAccountID, OtherUserName, OtherPassword},
		} {
			h, err := db.PasswordHash(ctx, tc.account, tc.user)
			require.NoError(t, err)
			ok, err := service.CheckPassword(tc.password, h)
			require.NoError(t, err)
			require.True(t, ok, tc.user)
		}
	})
}

func TestCreateAccount(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	na := newAccount("New.User@Example", "new-api-user")
	na.MainUser.Permissions = []string{"someone"}
	id, err := db.CreateAccount(ctx, na)
	require.NoError(t, err)
	require.Greater(t, id, OtherAccountID)

	a, err := db.Account(ctx, id)
	require.NoError(t, err)
	require.Equal(t, "New.User@Example Ltd", a.Name)
	require.Equal(t, "0.00", a.Balance.String())
	require.Equal(t, "1.50", a.PepRenewalPrice.String())
	require.Equal(t, "EUR", a.Currency)
	require.True(t, a.Created.Equal(testNow()))

	c, err := db.Credential(ctx, "new-api-user")
	require.NoError(t, err)
	require.Equal(t, id, c.AccountID)
	require.Equal(t, na.MainUser.ID, c.UserID)
	require.Equal(t, []byte("hash-of-new-api-user"), c.KeyHash)

	u, err := db.UserByName(ctx, id, "new.user@example")
	require.NoError(t, err)
	require.Equal(t, na.MainUser.ID, u.ID)
	require.Equal(t, "New.User@Example", u.UserName)
	require.True(t, u.IsMain)
	require.Equal(t, []string{"someone"}, u.Permissions)

	reg, err := db.AccountRegistration(ctx, id)
	require.NoError(t, err)
	require.Equal(t, na.Registration, reg)
	h, err := db.PasswordHash(ctx, id, "NEW.USER@EXAMPLE")
	require.NoError(t, err)
	require.Equal(t, "$argon2id$fake", h)

	accounts := count(t, db, "SELECT COUNT(*) FROM accounts")
	for _, tc := range []struct {
		name string
		na   service.NewAccount
	}{
		{"user name, other case", newAccount("DEMO", "fresh-api-1")},
		{"user name of a sub user", newAccount("Analyst", "fresh-api-2")},
		{"user name just created", newAccount("new.user@example", "fresh-api-3")},
		{"API user id", newAccount("fresh-user", DemoAPIUser)},
		{"user id", func() service.NewAccount {
			n := newAccount("fresh-user-2", "fresh-api-4")
			n.MainUser.ID = service.MustGUID(ViewerUserID)
			n.Credential.UserID = n.MainUser.ID
			return n
		}()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := db.CreateAccount(ctx, tc.na)
			require.ErrorIs(t, err, service.ErrConflict)
			// Nothing of the failed registration remains.
			require.Equal(t, accounts, count(t, db, "SELECT COUNT(*) FROM accounts"))
			_, err = db.Credential(ctx, tc.na.Credential.APIUserID)
			if tc.na.Credential.APIUserID != DemoAPIUser {
				require.ErrorIs(t, err, service.ErrNotFound)
			}
		})
	}
}

// BenchmarkCredential measures the per-request authentication lookups.
func BenchmarkCredential(b *testing.B) {
	ctx := context.Background()
	db := mustOpenDemo(b, testNow())
	b.Run("Credential", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := db.Credential(ctx, DemoAPIUser); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("AuthPath", func(b *testing.B) { // Credential, Account and User, as service.Authenticate does
		b.ReportAllocs()
		uid := service.MustGUID(AnalystUserID)
		for b.Loop() {
			c, err := db.Credential(ctx, DemoAPIUser)
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
				c, err := db.Credential(ctx, DemoAPIUser)
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
