package service

import (
	"context"
	"errors"
	"net/mail"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

func (s *Service) registerAccounts(r *Registry) {
	// GetSubUser: a user of the caller's account.
	Register(r, Operation{Name: "GetSubUser", Tag: "Account", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get a sub user",
		Routes:  []Route{{"GET", "/subusers/get"}}}, s.getSubUser)
	// RegisterAccountTemplate: a RegisterAccount skeleton and reference data.
	Register(r, Operation{Name: "RegisterAccountTemplate", Tag: "Account", Safe: true, Binding: BindTop,
		Summary: "Get a template to create a new account",
		Routes:  []Route{{"GET", "/account/register/template"}}}, s.registerAccountTemplate)
	// RegisterAccount: create an account and its API credentials.
	Register(r, Operation{Name: "RegisterAccount", Tag: "Account", Throttle: ThrottleRegistration,
		Summary: "Create a new account",
		Routes:  []Route{{"POST", "/account/register"}}}, s.registerAccount)
}

func (s *Service) getSubUser(ctx context.Context, c *Call, req *GetSubUser) (*GetSubUserData, error) {
	if req.SubUserName == "" && (req.SubUserID == nil || req.SubUserID.IsZero()) {
		return nil, InvalidField("NotEmpty", "subUserName", "'SubUserName' or 'SubUserId' must be given.")
	}
	p := c.Principal
	var u User
	var err error
	if req.SubUserID != nil && !req.SubUserID.IsZero() {
		u, err = s.store.User(ctx, p.AccountID, *req.SubUserID)
		if err == nil && req.SubUserName != "" && !strings.EqualFold(u.UserName, req.SubUserName) {
			err = ErrNotFound
		}
	} else {
		u, err = s.store.UserByName(ctx, p.AccountID, req.SubUserName)
	}
	if errors.Is(err, ErrNotFound) {
		if !p.User.IsAdmin {
			return nil, Errorf(CodeForbidden, "Only an admin may read other users")
		}
		return nil, Errorf(CodeNotFound, "Sub user was not found")
	}
	if err != nil {
		return nil, err
	}
	if !p.User.IsAdmin && u.ID != p.User.ID {
		return nil, Errorf(CodeForbidden, "Only an admin may read other users")
	}
	perms := u.Permissions
	if perms == nil {
		perms = []string{}
	}
	return &GetSubUserData{SubUser: &SubUser{IsMainUser: u.IsMain, UserID: u.ID, UserName: u.UserName, Name: u.Name,
		Email: u.Email, IsAdmin: u.IsAdmin, CanResolveSearches: u.CanResolveSearches, CanDeleteSearches: u.CanDeleteSearches,
		Permissions: perms}}, nil
}

func (s *Service) registerAccountTemplate(ctx context.Context, c *Call, req *RegisterAccountTemplate) (*RegisterAccountTemplateData, error) {
	return &RegisterAccountTemplateData{Request: &RegisterAccountRequest{}, ReferenceData: referenceData()}, nil
}

var userNamePattern = regexp.MustCompile(`^[a-zA-Z0-9\-_.@]+$`)

// validateRegistration checks every field at once.
func validateRegistration(in *RegisterAccountRequest) error {
	var v Validator
	required := func(field, label, val string) bool {
		if strings.TrimSpace(val) == "" {
			v.Add("NotEmpty", field, "'"+label+"' must not be empty.")
			return false
		}
		return true
	}
	maxLen := func(field, label, val string, n int) {
		if utf8.RuneCountInString(val) > n {
			v.Add("Length", field, "'"+label+"' must be "+strconv.Itoa(n)+" characters or fewer.")
		}
	}
	if required("username", "Username", in.Username) {
		maxLen("username", "Username", in.Username, 50)
		if !userNamePattern.MatchString(in.Username) {
			v.Add("InvalidValue", "username", "'Username' may contain only letters, digits and - _ . @")
		}
	}
	if required("password", "Password", in.Password) {
		if n := utf8.RuneCountInString(in.Password); n < 8 || n > 100 {
			v.Add("Length", "password", "'Password' must be between 8 and 100 characters.")
		}
	}
	if required("email", "Email", in.Email) {
		maxLen("email", "Email", in.Email, 250)
		if a, err := mail.ParseAddress(in.Email); err != nil || a.Address != in.Email || !strings.Contains(a.Address[strings.LastIndexByte(a.Address, '@'):], ".") {
			v.Add("Email", "email", "'Email' is not a valid email address.")
		}
	}
	for _, f := range []struct {
		field, label, val string
		req               bool
		n                 int
	}{
		{"fullName", "FullName", in.FullName, true, 250},
		{"companyName", "CompanyName", in.CompanyName, true, 250},
		{"companyPhone", "CompanyPhone", in.CompanyPhone, true, 50},
		{"address1", "Address1", in.Address1, true, 250},
		{"address2", "Address2", in.Address2, false, 250},
		{"address3", "Address3", in.Address3, false, 250},
		{"city", "City", in.City, false, 250},
		{"postcode", "Postcode", in.Postcode, true, 50},
		{"companyNetwork", "CompanyNetwork", in.CompanyNetwork, false, 250},
		{"voucherCode", "VoucherCode", in.VoucherCode, false, 50},
		{"accountActivationCode", "AccountActivationCode", in.AccountActivationCode, false, 50},
		{"vatNumber", "VatNumber", in.VatNumber, false, 50},
	} {
		if f.req && !required(f.field, f.label, f.val) {
			continue
		}
		maxLen(f.field, f.label, f.val, f.n)
	}
	if required("country", "Country", in.Country) && !isCountryCode(in.Country) {
		v.Add("InvalidValue", "country", "'Country' must be a country code from the reference data.")
	}
	if required("companyType", "CompanyType", in.CompanyType) && lookupRef(companyTypes, in.CompanyType) == "" {
		v.Add("InvalidValue", "companyType", "'CompanyType' must be a company type from the reference data.")
	}
	if required("companyIndustry", "CompanyIndustry", in.CompanyIndustry) && lookupRef(companyIndustries, in.CompanyIndustry) == "" {
		v.Add("InvalidValue", "companyIndustry", "'CompanyIndustry' must be an industry from the reference data.")
	}
	if in.VatCountry != "" && !isVatCountry(in.VatCountry) {
		v.Add("InvalidValue", "vatCountry", "'VatCountry' must be a VAT country code from the reference data.")
	}
	for _, a := range []struct {
		field, label string
		ok           bool
	}{{"agreeToTerms", "AgreeToTerms", in.AgreeToTerms}, {"agreeToDataProtection", "AgreeToDataProtection", in.AgreeToDataProtection},
		{"agreeToPrivacy", "AgreeToPrivacy", in.AgreeToPrivacy}} {
		if !a.ok {
			v.Add("Equal", a.field, "'"+a.label+"' must be true.")
		}
	}
	return v.Err()
}

// NewAccountCredentials is what CreateAccount returns to callers (the CLI
// and RegisterAccount): the API user id and the key, shown once.
type NewAccountCredentials struct {
	AccountID  int64
	APIUserID  string
	APIUserKey string
	UserID     GUID
}

// CreateAccount validates a registration and creates the account, its main
// user and its API credentials. Used by RegisterAccount and the CLI.
func (s *Service) CreateAccount(ctx context.Context, in *RegisterAccountRequest) (NewAccountCredentials, error) {
	// The CLI comes here directly: apply the free-text rules Dispatch
	// applies to RegisterAccount (lengths, control characters, UTF-8).
	if op, ok := s.schema.Operation("RegisterAccount"); ok {
		if err := op.checkText(&RegisterAccount{Request: in}); err != nil {
			return NewAccountCredentials{}, err
		}
	}
	if err := validateRegistration(in); err != nil {
		return NewAccountCredentials{}, err
	}
	pw, err := HashPassword(in.Password)
	if err != nil {
		return NewAccountCredentials{}, err
	}
	key, err := NewAPIKey()
	if err != nil {
		return NewAccountCredentials{}, err
	}
	uid, err := NewGUID()
	if err != nil {
		return NewAccountCredentials{}, err
	}
	apiID, err := NewGUID()
	if err != nil {
		return NewAccountCredentials{}, err
	}
	reg := *in
	reg.Password = ""
	reg.Country = strings.ToUpper(reg.Country)
	reg.CompanyType = lookupRef(companyTypes, in.CompanyType)
	reg.CompanyIndustry = lookupRef(companyIndustries, in.CompanyIndustry)
	na := NewAccount{
		Account:      Account{Name: in.CompanyName, Balance: NewDecimal(0, 2), PepRenewalPrice: NewDecimal(150, 2), Currency: "GBP", Created: s.cfg.Now().UTC()},
		MainUser:     User{ID: uid, UserName: in.Username, Name: in.FullName, Email: in.Email, IsMain: true, IsAdmin: true, CanResolveSearches: true, CanDeleteSearches: true},
		PasswordHash: pw,
		Credential:   APICredential{APIUserID: apiID.String(), KeyHash: HashAPIKey(s.auth.Secret(), key), UserID: uid},
		Registration: reg,
	}
	id, err := s.store.CreateAccount(ctx, na)
	s.auth.Invalidate()
	if errors.Is(err, ErrConflict) {
		return NewAccountCredentials{}, &Error{Code: CodeConflict, Message: "The user name is already taken",
			Fields: []FieldError{{"Conflict", "username", "The user name is already taken"}}}
	}
	if err != nil {
		return NewAccountCredentials{}, err
	}
	return NewAccountCredentials{AccountID: id, APIUserID: apiID.String(), APIUserKey: key, UserID: uid}, nil
}

func (s *Service) registerAccount(ctx context.Context, c *Call, req *RegisterAccount) (*RegisterAccountData, error) {
	in := req.Request
	if in == nil {
		in = &RegisterAccountRequest{}
	}
	cr, err := s.CreateAccount(ctx, in)
	if err != nil {
		return nil, err
	}
	return &RegisterAccountData{APIUserID: cr.APIUserID, APIUserKey: cr.APIUserKey}, nil
}
