package service

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// The statements GetEulaStatus reports a user agreed to.
const (
	AgreeToTermsInfo          = "I agree to the Terms and Conditions"
	AgreeToDataProtectionInfo = "I agree to the processing of my data as described in the Privacy Policy"
	AgreeToContactInfo        = "I agree to be contacted about the service"
)

func (s *Service) registerSubUsers(r *Registry) {
	// GetSubUsers: the users of the caller's account.
	Register(r, Operation{Name: "GetSubUsers", Tag: "Account", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get all sub users",
		Routes:  []Route{{"GET", "/subusers/list"}}}, s.getSubUsers)
	// AddSubUser: create a sub user (admins only).
	Register(r, Operation{Name: "AddSubUser", Tag: "Account",
		Summary: "Create a sub user",
		Routes:  []Route{{"POST", "/subusers/create"}}}, s.addSubUser)
	// UpdateSubUser: replace a sub user's permissions (admins only).
	Register(r, Operation{Name: "UpdateSubUser", Tag: "Account",
		Summary: "Update a sub user",
		Routes:  []Route{{"PUT", "/subusers/update"}}}, s.updateSubUser)
	// DeleteSubUser: delete a sub user, moving its records (admins only).
	Register(r, Operation{Name: "DeleteSubUser", Tag: "Account", Binding: BindTop, QueryFields: true,
		Summary: "Delete a sub user",
		Routes:  []Route{{"DELETE", "/subusers/delete"}}}, s.deleteSubUser)
	// GetEulaStatus: the EULA and what a user agreed to.
	Register(r, Operation{Name: "GetEulaStatus", Tag: "Account", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get the account EULA & status",
		Routes:  []Route{{"GET", "/account/eula"}}}, s.getEulaStatus)
}

func subUserOf(u User) SubUser {
	perms := u.Permissions
	if perms == nil {
		perms = []string{}
	}
	return SubUser{IsMainUser: u.IsMain, UserID: u.ID, UserName: u.UserName, Name: u.Name, Email: u.Email,
		IsAdmin: u.IsAdmin, CanResolveSearches: u.CanResolveSearches, CanDeleteSearches: u.CanDeleteSearches,
		Permissions: slices.Clone(perms)}
}

func requireAdmin(c *Call, what string) error {
	if !c.Principal.User.IsAdmin {
		return Errorf(CodeForbidden, "Only an admin may %s", what)
	}
	return nil
}

func (s *Service) getSubUsers(ctx context.Context, c *Call, req *GetSubUsers) (*GetSubUsersData, error) {
	p := c.Principal
	users, err := s.store.Users(ctx, p.AccountID)
	if err != nil {
		return nil, err
	}
	out := []SubUser{}
	for _, u := range users {
		// A user who is not an admin sees itself only (as in GetSubUser).
		if !p.User.IsAdmin && u.ID != p.User.ID {
			continue
		}
		if u.IsMain && !req.IncludeMainUser {
			continue
		}
		out = append(out, subUserOf(u))
	}
	return &GetSubUsersData{SubUsers: out}, nil
}

// validateNewUser checks an AddSubUser request, every field at once.
func validateNewUser(in *AddSubUserRequest) error {
	var v Validator
	if strings.TrimSpace(in.UserName) == "" {
		v.Add("NotEmpty", "userName", "'UserName' must not be empty.")
	} else {
		if utf8.RuneCountInString(in.UserName) > 50 {
			v.Add("Length", "userName", "'UserName' must be 50 characters or fewer.")
		}
		if !userNamePattern.MatchString(in.UserName) {
			v.Add("InvalidValue", "userName", "'UserName' may contain only letters, digits and - _ . @")
		}
	}
	if strings.TrimSpace(in.Name) == "" {
		v.Add("NotEmpty", "name", "'Name' must not be empty.")
	} else if utf8.RuneCountInString(in.Name) > 250 {
		v.Add("Length", "name", "'Name' must be 250 characters or fewer.")
	}
	if strings.TrimSpace(in.Email) == "" {
		v.Add("NotEmpty", "email", "'Email' must not be empty.")
	} else if utf8.RuneCountInString(in.Email) > 250 {
		v.Add("Length", "email", "'Email' must be 250 characters or fewer.")
	} else if a, err := mail.ParseAddress(in.Email); err != nil || a.Address != in.Email || !strings.Contains(a.Address[strings.LastIndexByte(a.Address, '@'):], ".") {
		v.Add("Email", "email", "'Email' is not a valid email address.")
	}
	return v.Err()
}

func (s *Service) addSubUser(ctx context.Context, c *Call, req *AddSubUser) (*AddSubUserData, error) {
	if err := requireAdmin(c, "add sub users"); err != nil {
		return nil, err
	}
	in := req.Request
	if in == nil {
		in = &AddSubUserRequest{}
	}
	if err := validateNewUser(in); err != nil {
		return nil, err
	}
	welcome := in.SendWelcomeEmail == nil || *in.SendWelcomeEmail
	if welcome {
		if err := s.cfg.Parties.Require(ChannelEmail); err != nil {
			err.Message += " (or send sendWelcomeEmail = false)"
			return nil, err
		}
	}
	id, err := NewGUID()
	if err != nil {
		return nil, err
	}
	u := User{ID: id, AccountID: c.Principal.AccountID, UserName: in.UserName, Name: strings.TrimSpace(in.Name), Email: in.Email,
		IsAdmin: in.IsAdmin, CanResolveSearches: in.CanResolveSearches, CanDeleteSearches: in.CanDeleteSearches, Permissions: []string{}}
	var msgs []OutboxMessage
	if welcome {
		msgs = []OutboxMessage{welcomeMessage(c, u)}
	}
	// The user and its welcome e-mail are written in one transaction: a
	// crash leaves both or neither.
	err = s.store.CreateUser(ctx, u, "", msgs)
	s.auth.Invalidate()
	if errors.Is(err, ErrConflict) {
		return nil, &Error{Code: CodeConflict, Message: "The user name is already taken",
			Fields: []FieldError{{"Conflict", "userName", "The user name is already taken"}}}
	}
	if err != nil {
		return nil, err
	}
	su := subUserOf(u)
	return &AddSubUserData{SubUser: &su}, nil
}

// welcomeMessage is the e-mail telling a new sub user its id, delivered
// through the outbox.
func welcomeMessage(c *Call, u User) OutboxMessage {
	return OutboxMessage{AccountID: u.AccountID, Channel: ChannelEmail, Kind: "subuser-welcome", Recipient: u.Email,
		Subject: "Your user of " + c.Principal.AccountName,
		Body: fmt.Sprintf("Hello %s,\n\n%s has created the user %q for you (user id %s).\n"+
			"Requests made on your behalf carry this user id (the X-User-Id header or authentication.userId).\n",
			u.Name, c.Principal.User.Name, u.UserName, u.ID),
		Created: c.Now, NextAttempt: c.Now}
}

func (s *Service) updateSubUser(ctx context.Context, c *Call, req *UpdateSubUser) (*UpdateSubUserData, error) {
	if err := requireAdmin(c, "change the permissions of sub users"); err != nil {
		return nil, err
	}
	in := req.Request
	if in == nil {
		in = &UpdateSubUserRequest{}
	}
	if strings.TrimSpace(in.SubUserName) == "" {
		return nil, InvalidField("NotEmpty", "subUserName", "'SubUserName' must not be empty.")
	}
	p := c.Principal
	users, err := s.store.Users(ctx, p.AccountID)
	if err != nil {
		return nil, err
	}
	byKey := make(map[string]User, len(users))
	for _, u := range users {
		byKey[strings.ToLower(u.UserName)] = u
	}
	target, ok := byKey[strings.ToLower(in.SubUserName)]
	if !ok {
		return nil, &Error{Code: CodeNotFound, Message: "Sub user " + quote(in.SubUserName) + " was not found",
			Fields: []FieldError{{"NotFound", "subUserName", "Sub user " + quote(in.SubUserName) + " was not found"}}}
	}
	if target.IsMain {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "MainUser",
			Message: "The main user sees every search of the account; its permissions cannot be changed"}
	}
	var v Validator
	perms := []string{}
	seen := map[string]bool{}
	for _, name := range in.Permissions {
		k := strings.ToLower(strings.TrimSpace(name))
		u, ok := byKey[k]
		switch {
		case k == "":
			v.Add("NotEmpty", "permissions", "'Permissions' must not hold empty user names.")
		case !ok:
			v.Add("InvalidValue", "permissions", "'Permissions' names "+quote(name)+", who is not a user of this account.")
		case u.ID == target.ID || seen[k]:
			// Its own searches are always visible; repeats add nothing.
		default:
			seen[k] = true
			perms = append(perms, u.UserName)
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	u, err := s.store.SetUserPermissions(ctx, p.AccountID, target.ID, perms)
	s.auth.Invalidate()
	if err != nil {
		return nil, storeErr(err, "Sub user", in.SubUserName)
	}
	su := subUserOf(u)
	return &UpdateSubUserData{SubUser: &su}, nil
}

func (s *Service) deleteSubUser(ctx context.Context, c *Call, req *DeleteSubUser) (*DeleteSubUserData, error) {
	if err := requireAdmin(c, "delete sub users"); err != nil {
		return nil, err
	}
	var v Validator
	if req.DeleteUserID == nil || req.DeleteUserID.IsZero() {
		v.Add("NotEmpty", "deleteUserId", "'DeleteUserId' must not be empty.")
	}
	if req.TransferToUserID == nil || req.TransferToUserID.IsZero() {
		v.Add("NotEmpty", "transferToUserId", "'TransferToUserId' must not be empty.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	del, to := *req.DeleteUserID, *req.TransferToUserID
	if del == to {
		return nil, InvalidField("NotEqual", "transferToUserId", "'TransferToUserId' must differ from 'DeleteUserId'.")
	}
	p := c.Principal
	var victim User
	for _, f := range []struct {
		field string
		id    GUID
	}{{"deleteUserId", del}, {"transferToUserId", to}} {
		u, err := s.store.User(ctx, p.AccountID, f.id)
		if errors.Is(err, ErrNotFound) {
			return nil, &Error{Code: CodeNotFound, Message: "User " + f.id.String() + " was not found",
				Fields: []FieldError{{"NotFound", f.field, "User " + f.id.String() + " was not found"}}}
		}
		if err != nil {
			return nil, err
		}
		if f.id == del {
			victim = u
		}
	}
	if victim.IsMain {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "MainUser", Message: "The main user cannot be deleted"}
	}
	if del == p.User.ID {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "CurrentUser", Message: "A user cannot delete the user it acts as"}
	}
	_, err := s.store.DeleteUser(ctx, p.AccountID, del, to)
	s.auth.Invalidate()
	switch {
	case errors.Is(err, ErrNotFound):
		// Deleted by a concurrent call after the checks above.
		return nil, Errorf(CodeNotFound, "User %s was not found", del)
	case errors.Is(err, ErrConflict):
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "MainUser", Message: "The main user cannot be deleted"}
	case err != nil:
		return nil, err
	}
	return &DeleteSubUserData{Success: true}, nil
}

func (s *Service) getEulaStatus(ctx context.Context, c *Call, req *GetEulaStatus) (*GetEulaStatusData, error) {
	p := c.Principal
	var u User
	if req.SubUserName == "" {
		users, err := s.store.Users(ctx, p.AccountID)
		if err != nil {
			return nil, err
		}
		if len(users) == 0 || !users[0].IsMain {
			return nil, Errorf(CodeInternal, "account %d has no main user", p.AccountID)
		}
		u = users[0]
	} else {
		// Only an admin or that user may name a sub user.
		if _, err := s.scope(ctx, c, req.SubUserName); err != nil {
			return nil, err
		}
		var err error
		if u, err = s.store.UserByName(ctx, p.AccountID, req.SubUserName); err != nil {
			return nil, storeErr(err, "Sub user", req.SubUserName)
		}
	}
	a, err := s.store.UserAgreements(ctx, p.AccountID, u.ID)
	if err != nil {
		return nil, storeErr(err, "Sub user", u.UserName)
	}
	utc := func(t *time.Time) *time.Time {
		if t == nil {
			return nil
		}
		x := t.UTC()
		return &x
	}
	return &GetEulaStatusData{
		TermsAndConditions: s.cfg.TermsAndConditions, PrivacyPolicy: s.cfg.PrivacyPolicy,
		AgreeToContact: a.Contact != nil, AgreeToContactInfo: AgreeToContactInfo, AgreeToContactDate: utc(a.Contact),
		AgreeToTerms: a.Terms != nil, AgreeToTermsInfo: AgreeToTermsInfo, AgreeToTermsDate: utc(a.Terms),
		AgreeToDataProtection: a.DataProtection != nil, AgreeToDataProtectionInfo: AgreeToDataProtectionInfo,
		AgreeToDataProtectionDate: utc(a.DataProtection),
	}, nil
}

// AddCredit adds credit to an account's balance on an operator's behalf
// (the accounts credit command): amount must be positive with at most two
// decimals; the credit is recorded in the account's ledger with note and
// actor.
func (s *Service) AddCredit(ctx context.Context, accountID int64, amount Decimal, note, actor string) (Account, error) {
	amt, ok := amount.Rescale(2)
	if ok && amount.Scale > 2 {
		back, _ := amt.Rescale(amount.Scale)
		ok = back.Cmp(amount) == 0 // no digits dropped
	}
	if !ok || amt.Unscaled <= 0 {
		return Account{}, InvalidField("GreaterThan", "amount", "'Amount' must be a positive amount with at most two decimals.")
	}
	if amt.Unscaled > 100_000_000_00 {
		return Account{}, InvalidField("LessThan", "amount", "'Amount' must be at most 100000000.00.")
	}
	if utf8.RuneCountInString(note) > 250 {
		return Account{}, InvalidField("Length", "note", "'Note' must be 250 characters or fewer.")
	}
	a, err := s.store.AddCredit(ctx, accountID, Credit{Amount: amt, Note: note, Actor: actor, At: s.cfg.Now().UTC()})
	if err != nil {
		return Account{}, storeErr(err, "Account", accountID)
	}
	return a, nil
}
