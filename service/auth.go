package service

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"

	"golang.org/x/crypto/argon2"
)

// HashAPIKey returns HMAC-SHA256(secret, key): the only form in which API
// keys are stored.
func HashAPIKey(secret []byte, key string) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(key))
	return m.Sum(nil)
}

// NewSecret returns n random bytes.
func NewSecret(n int) ([]byte, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return nil, fmt.Errorf("random: %w", err)
	}
	return b, nil
}

// NewAPIKey returns a fresh random API key (256 bits, URL-safe base64).
func NewAPIKey() (string, error) {
	b, err := NewSecret(32)
	if err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// NewGUID returns a random (version 4) GUID.
func NewGUID() (GUID, error) {
	var g GUID
	if _, err := rand.Read(g[:]); err != nil {
		return g, fmt.Errorf("random: %w", err)
	}
	g[6] = g[6]&0x0f | 0x40
	g[8] = g[8]&0x3f | 0x80
	return g, nil
}

// Argon2id parameters (RFC 9106 second recommendation, lighter memory).
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
)

// HashPassword hashes a password with argon2id into PHC string format.
func HashPassword(password string) (string, error) {
	salt, err := NewSecret(16)
	if err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

// CheckPassword verifies a password against a HashPassword result in
// constant time.
func CheckPassword(password, phc string) (bool, error) {
	parts := strings.Split(phc, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errors.New("unsupported password hash")
	}
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false, fmt.Errorf("password hash parameters: %w", err)
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return false, fmt.Errorf("password hash salt: %w", err)
	}
	want, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil {
		return false, fmt.Errorf("password hash key: %w", err)
	}
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// Authenticator checks API credentials against the store, remembering
// successful checks for a short time (see principalCache).
type Authenticator struct {
	store  AccountStore
	secret []byte
	cache  *principalCache // nil: every call goes to the store
}

// SetPrincipalTTL sets how long a successful authentication is remembered
// (default DefaultPrincipalTTL); 0 turns the cache off. Call it before
// serving.
func (a *Authenticator) SetPrincipalTTL(ttl time.Duration) {
	if ttl <= 0 {
		a.cache = nil
		return
	}
	a.cache = newPrincipalCache(ttl)
}

// Invalidate forgets every remembered authentication; the service calls it
// after any change to accounts, users or credentials.
func (a *Authenticator) Invalidate() {
	if a.cache != nil {
		a.cache.invalidate()
	}
}

// NewAuthenticator loads (or creates) the server secret. A non-empty
// configured secret overrides the stored one.
func NewAuthenticator(ctx context.Context, st AccountStore, configured []byte) (*Authenticator, error) {
	if len(configured) > 0 {
		return &Authenticator{store: st, secret: configured, cache: newPrincipalCache(DefaultPrincipalTTL)}, nil
	}
	sec, err := st.ServerSecret(ctx, func() ([]byte, error) { return NewSecret(32) })
	if err != nil {
		return nil, fmt.Errorf("server secret: %w", err)
	}
	return &Authenticator{store: st, secret: sec, cache: newPrincipalCache(DefaultPrincipalTTL)}, nil
}

// Secret returns the HMAC secret (for creating credentials).
func (a *Authenticator) Secret() []byte { return a.secret }

var errBadCredentials = &Error{Code: CodeUnauthorized, Message: "Invalid API credentials"}

// Authenticate resolves credentials into a Principal. Missing or wrong
// credentials give CodeUnauthorized without saying which part was wrong; a
// userId that is not a user of the account gives CodeUnauthorized too.
func (a *Authenticator) Authenticate(ctx context.Context, cr Authentication) (*Principal, error) {
	if cr.APIUserID == "" || cr.APIUserKey == "" {
		return nil, &Error{Code: CodeUnauthorized, Message: "API credentials are required (apiUserId and apiUserKey, or the X-Api-User and X-Api-Key headers)"}
	}
	if len(cr.APIUserID) > 200 || len(cr.APIUserKey) > 200 {
		return nil, errBadCredentials
	}
	if a.cache != nil && len(cr.UserID) <= 64 {
		k := a.cache.key(cr)
		p, gen := a.cache.get(k)
		if p != nil {
			return p, nil
		}
		p, err := a.authenticate(ctx, cr)
		if err == nil {
			a.cache.put(k, gen, p)
		}
		return p, err
	}
	return a.authenticate(ctx, cr)
}

// authenticate checks credentials against the store.
func (a *Authenticator) authenticate(ctx context.Context, cr Authentication) (*Principal, error) {
	cred, err := a.store.Credential(ctx, cr.APIUserID)
	if errors.Is(err, ErrNotFound) {
		// Spend the same HMAC work as a real check.
		subtle.ConstantTimeCompare(HashAPIKey(a.secret, cr.APIUserKey), make([]byte, sha256.Size))
		return nil, errBadCredentials
	}
	if err != nil {
		return nil, fmt.Errorf("credential lookup: %w", err)
	}
	if subtle.ConstantTimeCompare(HashAPIKey(a.secret, cr.APIUserKey), cred.KeyHash) != 1 {
		return nil, errBadCredentials
	}
	acct, err := a.store.Account(ctx, cred.AccountID)
	if err != nil {
		return nil, fmt.Errorf("account lookup: %w", err)
	}
	userID := cred.UserID
	if cr.UserID != "" {
		g, err := ParseGUID(cr.UserID)
		if err != nil {
			return nil, &Error{Code: CodeUnauthorized, Message: "userId is not a user of this account"}
		}
		userID = g
	}
	u, err := a.store.User(ctx, acct.ID, userID)
	if errors.Is(err, ErrNotFound) {
		return nil, &Error{Code: CodeUnauthorized, Message: "userId is not a user of this account"}
	}
	if err != nil {
		return nil, fmt.Errorf("user lookup: %w", err)
	}
	return &Principal{AccountID: acct.ID, AccountName: acct.Name, User: u, APIUserID: cred.APIUserID}, nil
}
