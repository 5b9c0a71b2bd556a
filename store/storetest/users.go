package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

func userNames(us []service.User) []string {
	out := []string{}
	for _, u := range us {
		out = append(out, u.UserName)
	}
	return out
}

// testUsers reads the demo users and their agreements.
func testUsers(t *testing.T, db Store) {
	ctx := context.Background()
	us, err := db.Users(ctx, dataset.DemoAccountID)
	require.NoError(t, err)
	require.Equal(t, []string{"demo", "analyst", "viewer"}, userNames(us), "main user first, then by name")
	require.True(t, us[0].IsMain)
	require.Equal(t, []string{"demo"}, us[1].Permissions)
	require.Equal(t, []string{}, us[2].Permissions)
	require.Equal(t, dataset.AnalystEmail, us[1].Email)

	us, err = db.Users(ctx, dataset.OtherAccountID)
	require.NoError(t, err)
	require.Equal(t, []string{"other"}, userNames(us))
	us, err = db.Users(ctx, 999)
	require.NoError(t, err)
	require.Empty(t, us)

	acct, err := db.Account(ctx, dataset.DemoAccountID)
	require.NoError(t, err)
	a, err := db.UserAgreements(ctx, dataset.DemoAccountID, service.MustGUID(dataset.DemoUserID))
	require.NoError(t, err)
	require.NotNil(t, a.Terms)
	require.NotNil(t, a.DataProtection)
	require.Nil(t, a.Contact, "the demo registration did not agree to be contacted")
	require.True(t, a.Terms.Equal(acct.Created))
	require.Equal(t, "UTC", a.Terms.Location().String())

	a, err = db.UserAgreements(ctx, dataset.DemoAccountID, service.MustGUID(dataset.AnalystUserID))
	require.NoError(t, err)
	require.Equal(t, service.Agreements{}, a)
	_, err = db.UserAgreements(ctx, dataset.DemoAccountID, service.MustGUID(dataset.OtherUserID))
	require.ErrorIs(t, err, service.ErrNotFound)
}

// testCreateAccountAgreements: a new main user agreed when it registered.
func testCreateAccountAgreements(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.open(t, testNow())
	na := newAccount("agreeing", "agreeing-api")
	na.Registration.AgreeToContact = false
	id, err := db.CreateAccount(ctx, na)
	require.NoError(t, err)
	a, err := db.UserAgreements(ctx, id, na.MainUser.ID)
	require.NoError(t, err)
	require.True(t, a.Terms.Equal(testNow()))
	require.True(t, a.DataProtection.Equal(testNow()))
	require.Nil(t, a.Contact)
}

// testCreateUserWithOutbox: a user and its outbox messages are written
// together; a creation that fails (name taken, no such account) leaves
// neither the user nor a message.
func testCreateUserWithOutbox(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	demo := dataset.DemoAccountID
	welcome := func(to string) []service.OutboxMessage {
		return []service.OutboxMessage{{AccountID: demo, Channel: service.ChannelEmail, Kind: "subuser-welcome", Recipient: to,
			Subject: "Welcome", Body: "Hello " + to, Created: now, NextAttempt: now}}
	}
	users, outbox := b.count(t, db, "users"), b.count(t, db, "outbox")

	id, err := service.NewGUID()
	require.NoError(t, err)
	require.NoError(t, db.CreateUser(ctx, service.User{ID: id, AccountID: demo, UserName: "welcomed", Email: "w@demo.example",
		Permissions: []string{}}, "", welcome("w@demo.example")))
	require.Equal(t, users+1, b.count(t, db, "users"))
	require.Equal(t, outbox+1, b.count(t, db, "outbox"))
	got, err := db.ClaimOutbox(ctx, now, time.Minute, 100)
	require.NoError(t, err)
	var to []string
	for _, m := range got {
		if m.Kind == "subuser-welcome" {
			to = append(to, m.Recipient)
			require.Equal(t, "Hello w@demo.example", m.Body)
			require.Equal(t, demo, m.AccountID)
			require.Equal(t, service.ChannelEmail, m.Channel)
		}
	}
	require.Equal(t, []string{"w@demo.example"}, to)

	// Failing creations: the user insert fails (name taken; id taken; no
	// such account) and its message is not queued either.
	other, err := service.NewGUID()
	require.NoError(t, err)
	for _, u := range []service.User{
		{ID: other, AccountID: demo, UserName: "WELCOMED"},
		{ID: id, AccountID: demo, UserName: "fresh"},
		{ID: other, AccountID: 424242, UserName: "orphan"},
	} {
		err := db.CreateUser(ctx, u, "", welcome("x@demo.example"))
		require.Error(t, err, u.UserName)
		require.True(t, errors.Is(err, service.ErrConflict) || errors.Is(err, service.ErrNotFound), "%s: %v", u.UserName, err)
	}
	require.Equal(t, users+1, b.count(t, db, "users"), "failed creations wrote no user")
	require.Equal(t, outbox+1, b.count(t, db, "outbox"), "failed creations queued no message")
}

// testSubUserLifecycle creates, changes and deletes a sub user.
func testSubUserLifecycle(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow())
	demo := dataset.DemoAccountID

	id, err := service.NewGUID()
	require.NoError(t, err)
	nu := service.User{ID: id, AccountID: demo, UserName: "Newbie", Name: "New Bie", Email: "newbie@demo.example",
		CanResolveSearches: true, Permissions: []string{"demo"}}
	require.NoError(t, db.CreateUser(ctx, nu, "", nil))
	got, err := db.UserByName(ctx, demo, "NEWBIE")
	require.NoError(t, err)
	require.Equal(t, nu, got)
	a, err := db.UserAgreements(ctx, demo, id)
	require.NoError(t, err)
	require.Equal(t, service.Agreements{}, a, "a new sub user has agreed to nothing")

	// Names are unique across accounts, case-insensitively; ids too.
	users := b.count(t, db, "users")
	for _, u := range []service.User{
		{ID: service.MustGUID("0badc0de-0000-4000-8000-000000000001"), AccountID: demo, UserName: "OTHER"},
		{ID: service.MustGUID("0badc0de-0000-4000-8000-000000000002"), AccountID: dataset.OtherAccountID, UserName: "newbie"},
		{ID: id, AccountID: demo, UserName: "fresh"},
	} {
		require.ErrorIs(t, db.CreateUser(ctx, u, "", nil), service.ErrConflict, u.UserName)
	}
	require.ErrorIs(t, db.CreateUser(ctx, service.User{ID: service.MustGUID("0badc0de-0000-4000-8000-000000000003"),
		AccountID: 999, UserName: "orphan"}, "", nil), service.ErrNotFound)
	require.Equal(t, users, b.count(t, db, "users"), "refused creations wrote nothing")

	// Permissions are replaced, in order.
	viewer := service.MustGUID(dataset.ViewerUserID)
	u, err := db.SetUserPermissions(ctx, demo, viewer, []string{"analyst", "Newbie", "demo"})
	require.NoError(t, err)
	require.Equal(t, []string{"analyst", "Newbie", "demo"}, u.Permissions)
	u, err = db.SetUserPermissions(ctx, demo, viewer, []string{"analyst", "demo"})
	require.NoError(t, err)
	require.Equal(t, []string{"analyst", "demo"}, u.Permissions)
	_, err = db.SetUserPermissions(ctx, dataset.OtherAccountID, viewer, []string{})
	require.ErrorIs(t, err, service.ErrNotFound, "another account's user")

	// Refused deletions change nothing.
	analyst := service.MustGUID(dataset.AnalystUserID)
	_, err = db.DeleteUser(ctx, demo, service.MustGUID(dataset.DemoUserID), viewer)
	require.ErrorIs(t, err, service.ErrConflict, "the main user")
	_, err = db.DeleteUser(ctx, demo, analyst, analyst)
	require.ErrorIs(t, err, service.ErrConflict, "transfer to itself")
	_, err = db.DeleteUser(ctx, demo, analyst, service.MustGUID(dataset.OtherUserID))
	require.ErrorIs(t, err, service.ErrNotFound, "transfer to another account's user")
	_, err = db.DeleteUser(ctx, dataset.OtherAccountID, analyst, service.MustGUID(dataset.OtherUserID))
	require.ErrorIs(t, err, service.ErrNotFound, "delete another account's user")
	_, err = db.UserByName(ctx, demo, "analyst")
	require.NoError(t, err)

	// What analyst owns (see dataset): sanctions 1021-1025, DBS
	// 3036-3040, ValidID 4026-4030, client 5012, bulk 6010-6012,
	// document 7004.
	asAnalyst, asViewer := owners(demo, "analyst"), owners(demo, "viewer")
	dbsOf := func(sc service.Scope) int {
		_, n, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: sc, Sort: service.DbsSortStatus, Limit: 100})
		require.NoError(t, err)
		return n
	}
	vidOf := func(sc service.Scope) int {
		_, n, err := db.ListValidIDs(ctx, service.ValidIDFilter{Scope: sc, Sort: service.ListSort{Field: "date"}, Limit: 100})
		require.NoError(t, err)
		return n
	}
	bulkOf := func(sc service.Scope) int {
		_, n, err := db.ListBulkSearches(ctx, service.BulkFilter{Scope: sc, Sort: service.ListSort{Field: "date"}, Limit: 100})
		require.NoError(t, err)
		return n
	}
	clientsOf := func(sc service.Scope) int64 {
		n, err := db.CountClients(ctx, service.ClientFilter{Scope: sc, States: []service.ClientState{
			service.ClientStateUndefined, service.ClientStatePendingCompletion, service.ClientStatePendingOcr,
			service.ClientStatePendingVerification, service.ClientStateVerified}, IsValidateMe: true})
		require.NoError(t, err)
		n2, err := db.CountClients(ctx, service.ClientFilter{Scope: sc, States: []service.ClientState{
			service.ClientStateUndefined, service.ClientStatePendingCompletion, service.ClientStatePendingOcr,
			service.ClientStatePendingVerification, service.ClientStateVerified}})
		require.NoError(t, err)
		return n + n2
	}
	dbsA, vidA, bulkA, cliA := dbsOf(asAnalyst), vidOf(asAnalyst), bulkOf(asAnalyst), clientsOf(asAnalyst)
	dbsV, vidV, bulkV, cliV := dbsOf(asViewer), vidOf(asViewer), bulkOf(asViewer), clientsOf(asViewer)
	require.Positive(t, dbsA)
	require.Positive(t, vidA)
	require.Positive(t, bulkA)
	require.Positive(t, cliA)
	_, err = db.Search(ctx, asViewer, 1021)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.Document(ctx, asViewer, 7004)
	require.ErrorIs(t, err, service.ErrNotFound)

	res, err := db.DeleteUser(ctx, demo, analyst, viewer)
	require.NoError(t, err)
	require.Positive(t, res.Records)

	_, err = db.UserByName(ctx, demo, "analyst")
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.User(ctx, demo, analyst)
	require.ErrorIs(t, err, service.ErrNotFound)
	u, err = db.User(ctx, demo, viewer)
	require.NoError(t, err)
	require.Equal(t, []string{"demo"}, u.Permissions, "the deleted name left the permissions")
	for _, id := range []int64{1021, 1025} {
		s, err := db.Search(ctx, asViewer, id)
		require.NoError(t, err)
		require.Equal(t, "viewer", s.Owner)
	}
	_, err = db.Search(ctx, asAnalyst, 1021)
	require.ErrorIs(t, err, service.ErrNotFound)
	d, err := db.Document(ctx, asViewer, 7004)
	require.NoError(t, err)
	require.Equal(t, "viewer", d.Owner)
	require.Equal(t, dbsA+dbsV, dbsOf(asViewer))
	require.Equal(t, vidA+vidV, vidOf(asViewer))
	require.Equal(t, bulkA+bulkV, bulkOf(asViewer))
	require.Equal(t, cliA+cliV, clientsOf(asViewer))
	require.Zero(t, dbsOf(asAnalyst))
	require.Zero(t, vidOf(asAnalyst))
	require.Zero(t, bulkOf(asAnalyst))
	require.Zero(t, clientsOf(asAnalyst))
	us, err := db.Users(ctx, demo)
	require.NoError(t, err)
	require.Equal(t, []string{"demo", "Newbie", "viewer"}, userNames(us))

	// Deleting it again: not found.
	_, err = db.DeleteUser(ctx, demo, analyst, viewer)
	require.ErrorIs(t, err, service.ErrNotFound)
}

// testAddCredit adds credit, alone and concurrently.
func testAddCredit(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow())
	ledger := b.count(t, db, "account_credits")
	a, err := db.AddCredit(ctx, dataset.DemoAccountID, service.Credit{Amount: service.NewDecimal(2550, 2),
		Note: "invoice 42", Actor: "ops", At: testNow()})
	require.NoError(t, err)
	require.Equal(t, "125.50", a.Balance.String())
	require.Equal(t, dataset.DemoAccountName, a.Name)
	other, err := db.Account(ctx, dataset.OtherAccountID)
	require.NoError(t, err)
	require.Equal(t, dataset.OtherBalance, other.Balance.String(), "only the named account")
	_, err = db.AddCredit(ctx, 999, service.Credit{Amount: service.NewDecimal(100, 2), At: testNow()})
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.AddCredit(ctx, dataset.DemoAccountID, service.Credit{Amount: service.NewDecimal(-100, 2), At: testNow()})
	require.Error(t, err)
	require.Equal(t, ledger+1, b.count(t, db, "account_credits"))

	const n = 16
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := db.AddCredit(ctx, dataset.DemoAccountID, service.Credit{Amount: service.NewDecimal(1, 0), At: testNow()})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	a, err = db.Account(ctx, dataset.DemoAccountID)
	require.NoError(t, err)
	require.Equal(t, "141.50", a.Balance.String(), "every concurrent credit counted once")
	require.Equal(t, ledger+1+n, b.count(t, db, "account_credits"))
}
