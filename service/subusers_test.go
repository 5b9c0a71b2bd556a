package service

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// userStore records the users, their outbox messages and the credits the
// sub-user operations write.
type userStore struct {
	*fakeStore
	created []User
	queued  []OutboxMessage
	err     error
	credits []Credit
}

func (u *userStore) CreateUser(_ context.Context, nu User, _ string, msgs []OutboxMessage) error {
	if u.err != nil {
		return u.err
	}
	u.created = append(u.created, nu)
	u.queued = append(u.queued, msgs...)
	return nil
}

func (u *userStore) AddCredit(_ context.Context, id int64, c Credit) (Account, error) {
	u.credits = append(u.credits, c)
	return Account{ID: id, Balance: c.Amount}, nil
}

// nopNotifier stands for a configured party; these tests only queue.
type nopNotifier struct{}

func (nopNotifier) Deliver(context.Context, OutboxMessage) error { return nil }

func newUserService(t *testing.T, parties Parties) (*Service, *userStore) {
	t.Helper()
	st := &userStore{fakeStore: &fakeStore{users: []User{admin, analyst, viewer}}}
	auth, err := NewAuthenticator(context.Background(), st, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	svc, err := New(st, auth, Config{Now: func() time.Time { return now }, Parties: parties})
	require.NoError(t, err)
	return svc, st
}

func TestAddSubUserWelcomeEmail(t *testing.T) {
	req := func(welcome *bool) *AddSubUser {
		return &AddSubUser{Request: &AddSubUserRequest{UserName: "newbie", Name: "New Bie", Email: "newbie@demo.example", SendWelcomeEmail: welcome}}
	}
	no := false

	// No e-mail party: the default (a welcome e-mail) is refused before
	// anything is written, naming the setting; without the e-mail it works.
	svc, st := newUserService(t, nil)
	_, err := dispatch(t, svc, "AddSubUser", req(nil), "")
	require.NotNil(t, err)
	require.Equal(t, CodeUnavailable, err.Code)
	require.Equal(t, "PartyNotConfigured", err.WireCode())
	require.Contains(t, err.Message, ChannelSettings[ChannelEmail])
	require.Contains(t, err.Message, "sendWelcomeEmail")
	require.Empty(t, st.created)
	d, err := dispatch(t, svc, "AddSubUser", req(&no), "")
	require.Nil(t, err)
	require.Len(t, st.created, 1)
	require.Empty(t, st.queued)
	require.Equal(t, st.created[0].ID, d.(*AddSubUserData).SubUser.UserID)

	// Only an SMS party: still no e-mail.
	svc, st = newUserService(t, Parties{ChannelSMS: nopNotifier{}})
	_, err = dispatch(t, svc, "AddSubUser", req(nil), "")
	require.NotNil(t, err)
	require.Equal(t, "PartyNotConfigured", err.WireCode())
	require.Empty(t, st.created)

	// With an e-mail party: the user is created with its welcome e-mail,
	// handed to the store in the same call (one transaction).
	svc, st = newUserService(t, Parties{ChannelEmail: nopNotifier{}})
	d, err = dispatch(t, svc, "AddSubUser", req(nil), "")
	require.Nil(t, err)
	require.Len(t, st.created, 1)
	require.Len(t, st.queued, 1)
	e := st.queued[0]
	require.Equal(t, ChannelEmail, e.Channel)
	require.Equal(t, "newbie@demo.example", e.Recipient)
	require.Equal(t, "subuser-welcome", e.Kind)
	require.Equal(t, int64(1), e.AccountID)
	require.False(t, e.Created.IsZero())
	require.Equal(t, e.Created, e.NextAttempt)
	require.Contains(t, e.Body, d.(*AddSubUserData).SubUser.UserID.String())
	require.Contains(t, e.Body, `"newbie"`)

	// A store that cannot write: the caller is told, and nothing was
	// acknowledged.
	st.err = errors.New("disk full")
	_, err = dispatch(t, svc, "AddSubUser", &AddSubUser{Request: &AddSubUserRequest{UserName: "other2", Name: "O", Email: "o2@demo.example"}}, "")
	require.NotNil(t, err)
	require.Len(t, st.created, 1)

	// Not an admin: refused before validation or e-mail.
	_, err = dispatch(t, svc, "AddSubUser", req(nil), analyst.ID.String())
	require.Equal(t, CodeForbidden, err.Code)
}

func TestAddCreditAmounts(t *testing.T) {
	svc, st := newUserService(t, nil)
	for _, bad := range []string{"0", "-1", "1.005", "100000000.01"} {
		d, err := ParseDecimal(bad)
		require.NoError(t, err)
		_, err = svc.AddCredit(context.Background(), 1, d, "", "ops")
		require.Error(t, err, bad)
	}
	require.Empty(t, st.credits)
	for _, good := range []string{"25", "1.5", "1.500", "100000000.00"} {
		d, err := ParseDecimal(good)
		require.NoError(t, err)
		a, err := svc.AddCredit(context.Background(), 1, d, "n", "ops")
		require.NoError(t, err, good)
		require.Equal(t, uint8(2), a.Balance.Scale, good)
	}
	require.Len(t, st.credits, 4)
	require.Equal(t, "25.00", st.credits[0].Amount.String())
	require.Equal(t, "1.50", st.credits[2].Amount.String())
}
