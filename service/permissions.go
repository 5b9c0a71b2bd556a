package service

import (
	"context"
	"errors"
	"strings"
)

// ownersOf returns the owner names u may see: nil (all of the account) for
// an admin, else its own name and its permissions.
func ownersOf(u User) []string {
	if u.IsAdmin {
		return nil
	}
	out := make([]string, 0, 1+len(u.Permissions))
	out = append(out, u.UserName)
	out = append(out, u.Permissions...)
	return out
}

// scope returns what the acting user may see, narrowed to what the sub
// user named subUserName may see when it is set. Only an admin or that user
// may use subUserName (else CodeForbidden); an unknown name is CodeNotFound.
func (s *Service) scope(ctx context.Context, c *Call, subUserName string) (Scope, error) {
	sc, _, err := s.actor(ctx, c, subUserName)
	return sc, err
}

// actor is scope and the name of the user the call acts as: the owner of
// a record the call creates (the caller, or the sub user named).
func (s *Service) actor(ctx context.Context, c *Call, subUserName string) (Scope, string, error) {
	p := c.Principal
	if subUserName == "" || strings.EqualFold(subUserName, p.User.UserName) {
		return callerScope(c), p.User.UserName, nil
	}
	if !p.User.IsAdmin {
		return Scope{}, "", Errorf(CodeForbidden, "Only an admin or the sub user %q may use subUserName", subUserName)
	}
	u, err := s.store.UserByName(ctx, p.AccountID, subUserName)
	if errors.Is(err, ErrNotFound) {
		return Scope{}, "", &Error{Code: CodeNotFound, Message: "Sub user " + quote(subUserName) + " was not found",
			Fields: []FieldError{{"NotFound", "subUserName", "Sub user " + quote(subUserName) + " was not found"}}}
	}
	if err != nil {
		return Scope{}, "", err
	}
	return Scope{AccountID: p.AccountID, Owners: ownersOf(u)}, u.UserName, nil
}

// callerScope is what the acting user may see: the whole account for an
// admin, else the user's own records and those of the users it may see.
func callerScope(c *Call) Scope {
	return Scope{AccountID: c.Principal.AccountID, Owners: ownersOf(c.Principal.User)}
}

// ownScope is the acting user's own records only.
func ownScope(c *Call) Scope {
	return Scope{AccountID: c.Principal.AccountID, Owners: []string{c.Principal.User.UserName}}
}

func quote(s string) string {
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return "'" + s + "'"
}
