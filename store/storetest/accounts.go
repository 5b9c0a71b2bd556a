package storetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
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

func testAccounts(t *testing.T, db Store) {
	ctx := context.Background()

	t.Run("Credential", func(t *testing.T) {
		for _, tc := range []struct {
			apiUser, key string
			account      int64
			user         string
		}{
			{dataset.DemoAPIUser, dataset.DemoAPIKey, dataset.DemoAccountID, dataset.DemoUserID},
			{dataset.OtherAPIUser, dataset.OtherAPIKey, dataset.OtherAccountID, dataset.OtherUserID},
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
		a, err := db.Account(ctx, dataset.DemoAccountID)
		require.NoError(t, err)
		require.Equal(t, dataset.DemoAccountName, a.Name)
		require.Equal(t, dataset.DemoBalance, a.Balance.String())
		require.Equal(t, dataset.DemoPepRenewalPrice, a.PepRenewalPrice.String())
		require.Equal(t, dataset.DemoCurrency, a.Currency)
		require.Equal(t, time.UTC, a.Created.Location())
		o, err := db.Account(ctx, dataset.OtherAccountID)
		require.NoError(t, err)
		require.Equal(t, dataset.OtherAccountName, o.Name)
		require.Equal(t, dataset.OtherBalance, o.Balance.String())
		_, err = db.Account(ctx, 999)
		require.ErrorIs(t, err, service.ErrNotFound)
	})

	users := []struct {
		account int64
		id      string
		want    service.User
	}{
		{dataset.DemoAccountID, dataset.DemoUserID, service.User{UserName: dataset.DemoUserName, Name: "Dana Demo", Email: "demo@demo.example",
			IsMain: true, IsAdmin: true, CanResolveSearches: true, CanDeleteSearches: true, Permissions: []string{}}},
		{dataset.DemoAccountID, dataset.AnalystUserID, service.User{UserName: dataset.AnalystUserName, Name: dataset.AnalystName, Email: dataset.AnalystEmail,
			CanResolveSearches: true, Permissions: []string{dataset.DemoUserName}}},
		{dataset.DemoAccountID, dataset.ViewerUserID, service.User{UserName: dataset.ViewerUserName, Name: dataset.ViewerName, Email: dataset.ViewerEmail,
			Permissions: []string{}}},
		{dataset.OtherAccountID, dataset.OtherUserID, service.User{UserName: dataset.OtherUserName, Name: "Oscar Other", Email: "other@other.example",
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
		_, err := db.User(ctx, dataset.DemoAccountID, service.MustGUID(dataset.OtherUserID))
		require.ErrorIs(t, err, service.ErrNotFound)
		_, err = db.User(ctx, dataset.OtherAccountID, service.MustGUID(dataset.AnalystUserID))
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
		_, err := db.UserByName(ctx, dataset.DemoAccountID, dataset.OtherUserName)
		require.ErrorIs(t, err, service.ErrNotFound)
		_, err = db.UserByName(ctx, dataset.DemoAccountID, "nobody")
		require.ErrorIs(t, err, service.ErrNotFound)
	})

	t.Run("PasswordHash", func(t *testing.T) {
		for _, tc := range []struct {
			account        int64
			user, password string
		}{
			{dataset.DemoAccountID, dataset.DemoUserName, dataset.DemoPassword}, {dataset.DemoAccountID, dataset.AnalystUserName, dataset.AnalystPassword},
			{dataset.DemoAccountID, dataset.ViewerUserName, dataset.ViewerPassword}, {dataset.OtherAccountID, dataset.OtherUserName, dataset.OtherPassword},
		} {
			h, err := db.PasswordHash(ctx, tc.account, tc.user)
			require.NoError(t, err)
			ok, err := service.CheckPassword(tc.password, h)
			require.NoError(t, err)
			require.True(t, ok, tc.user)
		}
	})
}

func testCreateAccount(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow())
	na := newAccount("New.User@Example", "new-api-user")
	na.MainUser.Permissions = []string{"someone"}
	id, err := db.CreateAccount(ctx, na)
	require.NoError(t, err)
	require.Greater(t, id, dataset.OtherAccountID)

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

	accounts := b.count(t, db, "accounts")
	for _, tc := range []struct {
		name string
		na   service.NewAccount
	}{
		{"user name, other case", newAccount("DEMO", "fresh-api-1")},
		{"user name of a sub user", newAccount("Analyst", "fresh-api-2")},
		{"user name just created", newAccount("new.user@example", "fresh-api-3")},
		{"API user id", newAccount("fresh-user", dataset.DemoAPIUser)},
		{"user id", func() service.NewAccount {
			n := newAccount("fresh-user-2", "fresh-api-4")
			n.MainUser.ID = service.MustGUID(dataset.ViewerUserID)
			n.Credential.UserID = n.MainUser.ID
			return n
		}()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := db.CreateAccount(ctx, tc.na)
			require.ErrorIs(t, err, service.ErrConflict)
			// Nothing of the failed registration remains.
			require.Equal(t, accounts, b.count(t, db, "accounts"))
			_, err = db.Credential(ctx, tc.na.Credential.APIUserID)
			if tc.na.Credential.APIUserID != dataset.DemoAPIUser {
				require.ErrorIs(t, err, service.ErrNotFound)
			}
		})
	}
}
