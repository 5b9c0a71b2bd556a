package service

import (
	"context"
	"encoding/json"
	"errors"
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// AddValidId starts a ValidID check: a sanctions search on the engine
// and an identity-data check by the identity party (through the outbox),
// billed at the account's ValidID price (validid-pdfs; docs/choices.md).
type AddValidId struct {
	BaseRequest
	Request *AddValidIdRequest `json:"request" doc:"The request data"`
}

// AddValidIdRequest is the check to start: the original's AddValidId
// fields (D:add-validid.html); the members of BasicRequest and of the
// enhanced requests are our choice (the original's pages cut them off).
type AddValidIdRequest struct {
	Type          string               `json:"type" dc:"required,maxlen=10" doc:"basic or enhanced"`
	BasicRequest  *ValidIdBasicRequest `json:"basicRequest" dc:"required" doc:"The person to check"`
	SelectedLists []string             `json:"selectedLists" dc:"required,item=ListId,list=ArrayOfListId" doc:"Sanctions lists to search (ALL, HMTSL, OFACL, ...); at least one"`
	Reference     string               `json:"reference" doc:"A reference of your own (max 250)"`
	SubUserName   string               `json:"subUserName" dc:"maxlen=50" doc:"Create the check for this sub user (admins only)"`
	LinkedTo      []LinkedTo           `json:"linkedTo" doc:"Records the check is linked to (passed to the identity party)"`
	// The enhanced checks (Type "enhanced" only).
	PassportEnabled        bool                    `json:"passportEnabled" doc:"Check a passport (needs passportRequest)"`
	PassportRequest        *ValidIdPassportRequest `json:"passportRequest" doc:"The passport, when passportEnabled"`
	DrivingEnabled         bool                    `json:"drivingEnabled" doc:"Check a driving licence (needs drivingRequest)"`
	DrivingRequest         *ValidIdDrivingRequest  `json:"drivingRequest" doc:"The driving licence, when drivingEnabled"`
	BankEnabled            bool                    `json:"bankEnabled" doc:"Check a bank account (needs bankRequest)"`
	BankRequest            *ValidIdBankRequest     `json:"bankRequest" doc:"The bank account, when bankEnabled"`
	BirthEnabled           bool                    `json:"birthEnabled" doc:"Check the birth register"`
	CompanyDirectorEnabled bool                    `json:"companyDirectorEnabled" doc:"Check company directorships"`
	CreditActiveEnabled    bool                    `json:"creditActiveEnabled" doc:"Check for active credit accounts"`
}

// ValidIdBasicRequest is the person a ValidID check is about.
type ValidIdBasicRequest struct {
	Title               string `json:"title" dc:"maxlen=20"`
	Forename            string `json:"forename" dc:"required,maxlen=100" doc:"Required"`
	MiddleName          string `json:"middleName" dc:"maxlen=100"`
	Surname             string `json:"surname" dc:"required,maxlen=100" doc:"Required"`
	Gender              string `json:"gender" dc:"maxlen=10" doc:"Male or Female (optional)"`
	DateOfBirth         string `json:"dateOfBirth" dc:"required,maxlen=10" doc:"Required, DD/MM/YYYY"`
	Address1            string `json:"address1" dc:"required,maxlen=250" doc:"Required: house and street"`
	Address2            string `json:"address2" dc:"maxlen=250"`
	City                string `json:"city" dc:"maxlen=250"`
	Postcode            string `json:"postcode" dc:"required,maxlen=50" doc:"Required"`
	Country             string `json:"country" dc:"maxlen=100" doc:"ISO 3166-1 alpha-2 code or name (default GB)"`
	Email               string `json:"email" dc:"maxlen=250" doc:"When set, the person is told of the check by e-mail"`
	MobileInternational string `json:"mobileInternational" dc:"maxlen=15" doc:"When set, the person is told of the check by SMS (+447123456789)"`
}

// ValidIdPassportRequest is a passport to check.
type ValidIdPassportRequest struct {
	Number     string `json:"number" dc:"maxlen=20" doc:"The passport number"`
	ExpiryDate string `json:"expiryDate" dc:"maxlen=10" doc:"DD/MM/YYYY"`
	Country    string `json:"country" dc:"maxlen=100" doc:"Issuing country"`
}

// ValidIdDrivingRequest is a driving licence to check.
type ValidIdDrivingRequest struct {
	Number string `json:"number" dc:"maxlen=20" doc:"The licence number"`
}

// ValidIdBankRequest is a bank account to check.
type ValidIdBankRequest struct {
	SortCode      string `json:"sortCode" dc:"maxlen=8" doc:"Six digits (dashes allowed)"`
	AccountNumber string `json:"accountNumber" dc:"maxlen=8" doc:"Eight digits"`
}

// AddValidIdData is the new check.
type AddValidIdData struct {
	BaseResponse
	SearchRecord      *ValidIdListItem `json:"searchRecord" doc:"The new ValidID check (Pending until the identity party answers)"`
	SanctionsSearchID int64            `json:"sanctionsSearchId" doc:"The sanctions search run as part of the check (GetSearch)"`
	Cost              Decimal          `json:"cost" doc:"What the check cost the account"`
	Balance           Decimal          `json:"balance" doc:"The account balance after the check"`
}

// ValidIDStatusPending is the status of a check whose identity-data part
// is still with the identity party.
const ValidIDStatusPending = "Pending"

// ValidIDCheckPayload is the JSON body of a "validid.check" webhook to the
// identity party (docs/parties.md); searchId is the webhook's recordId.
type ValidIDCheckPayload struct {
	Event             string             `json:"event"`
	AccountID         int64              `json:"accountId"`
	Type              string             `json:"type"`
	SanctionsSearchID int64              `json:"sanctionsSearchId"`
	Reference         string             `json:"reference"`
	Request           *AddValidIdRequest `json:"request"`
	Created           time.Time          `json:"created"`
}

func (s *Service) registerAddValidID(r *Registry) {
	// AddValidId: start a ValidID check (sanctions search + identity-data
	// check), billed at the account's ValidID price.
	Register(r, Operation{Name: "AddValidId", Tag: "ValidID",
		Summary: "Create a ValidID Search",
		Routes:  []Route{{"POST", "/validid/create"}}}, s.addValidID)
}

var (
	sortCodePattern      = regexp.MustCompile(`^[0-9]{2}-?[0-9]{2}-?[0-9]{2}$`)
	accountNumberPattern = regexp.MustCompile(`^[0-9]{8}$`)
)

// validateValidID checks an AddValidId request and returns its type
// number and the sanctions criteria of its person.
func validateValidID(v *Validator, in *AddValidIdRequest, now time.Time) (int32, ScreenCriteria) {
	var typ int32
	switch strings.ToLower(strings.TrimSpace(in.Type)) {
	case "basic":
		typ = ValidIDTypeBasic
	case "enhanced":
		typ = ValidIDTypeEnhanced
	case "":
		v.Add("NotEmpty", "type", "'Type' must not be empty.")
	default:
		v.Add("InvalidValue", "type", "'Type' must be 'basic' or 'enhanced'.")
	}
	b := in.BasicRequest
	if b == nil {
		v.Add("NotEmpty", "basicRequest", "'BasicRequest' must not be empty.")
		b = &ValidIdBasicRequest{}
	}
	required := func(field, label, val string) bool {
		if strings.TrimSpace(val) == "" {
			v.Add("NotEmpty", "basicRequest."+field, "'"+label+"' must not be empty.")
			return false
		}
		return true
	}
	required("forename", "Forename", b.Forename)
	required("surname", "Surname", b.Surname)
	required("address1", "Address1", b.Address1)
	required("postcode", "Postcode", b.Postcode)
	if required("dateOfBirth", "DateOfBirth", b.DateOfBirth) {
		if t, ok := parseDayMonthYear(b.DateOfBirth); !ok {
			v.Add("InvalidValue", "basicRequest.dateOfBirth", "'DateOfBirth' must be a date in DD/MM/YYYY format.")
		} else if t.After(now) || t.Year() < 1900 {
			v.Add("OutOfRange", "basicRequest.dateOfBirth", "'DateOfBirth' must be in the past and after 1900.")
		}
	}
	if b.Gender != "" && oneOf(b.Gender, []string{"Male", "Female"}) == "" {
		v.Add("InvalidValue", "basicRequest.gender", "'Gender' must be Male or Female (or empty).")
	}
	if b.Email != "" {
		if a, err := mail.ParseAddress(b.Email); err != nil || a.Address != b.Email || !strings.Contains(a.Address[strings.LastIndexByte(a.Address, '@'):], ".") {
			v.Add("Email", "basicRequest.email", "'Email' is not a valid email address.")
		}
	}
	if b.MobileInternational != "" && !mobilePattern.MatchString(b.MobileInternational) {
		v.Add("InvalidValue", "basicRequest.mobileInternational", "'MobileInternational' must be a mobile number in international format, e.g. '+447123456789'.")
	}
	enhanced := in.PassportEnabled || in.DrivingEnabled || in.BankEnabled || in.BirthEnabled || in.CompanyDirectorEnabled || in.CreditActiveEnabled
	if enhanced && typ == ValidIDTypeBasic {
		v.Add("InvalidValue", "type", "The enhanced checks (passportEnabled, drivingEnabled, bankEnabled, ...) need 'Type' 'enhanced'.")
	}
	if in.PassportEnabled {
		p := in.PassportRequest
		if p == nil || strings.TrimSpace(p.Number) == "" {
			v.Add("NotEmpty", "passportRequest.number", "'PassportRequest.Number' must not be empty when passportEnabled.")
		}
		if p != nil && p.ExpiryDate != "" {
			if _, ok := parseDayMonthYear(p.ExpiryDate); !ok {
				v.Add("InvalidValue", "passportRequest.expiryDate", "'ExpiryDate' must be a date in DD/MM/YYYY format.")
			}
		}
	}
	if in.DrivingEnabled && (in.DrivingRequest == nil || strings.TrimSpace(in.DrivingRequest.Number) == "") {
		v.Add("NotEmpty", "drivingRequest.number", "'DrivingRequest.Number' must not be empty when drivingEnabled.")
	}
	if in.BankEnabled {
		k := in.BankRequest
		if k == nil || !sortCodePattern.MatchString(k.SortCode) {
			v.Add("InvalidValue", "bankRequest.sortCode", "'BankRequest.SortCode' must be six digits when bankEnabled.")
		}
		if k == nil || !accountNumberPattern.MatchString(k.AccountNumber) {
			v.Add("InvalidValue", "bankRequest.accountNumber", "'BankRequest.AccountNumber' must be eight digits when bankEnabled.")
		}
	}
	if len(in.LinkedTo) > MaxDbsLinks {
		v.Add("Length", "linkedTo", "'LinkedTo' may hold at most 20 links.")
	}
	name := strings.Join(strings.Fields(b.Forename+" "+b.MiddleName+" "+b.Surname), " ")
	addr := strings.Join(slices.DeleteFunc([]string{strings.TrimSpace(b.Address1), strings.TrimSpace(b.Address2),
		strings.TrimSpace(b.City), strings.TrimSpace(b.Postcode)}, func(s string) bool { return s == "" }), ", ")
	country := strings.TrimSpace(b.Country)
	if country == "" {
		country = "GB"
	}
	crit := ScreenCriteria{Name: name, Address: addr, Country: country, DateOfBirth: strings.TrimSpace(b.DateOfBirth),
		Reference: in.Reference, Type: "individual", SelectedLists: slices.Clone(in.SelectedLists)}
	return typ, crit
}

func (s *Service) addValidID(ctx context.Context, c *Call, req *AddValidId) (*AddValidIdData, error) {
	in := req.Request
	if in == nil {
		in = &AddValidIdRequest{}
	}
	var v Validator
	typ, crit := validateValidID(&v, in, c.Now)
	if err := v.Err(); err != nil {
		return nil, err
	}
	// The name and lists follow AddSearch's rules (checked once the
	// person's own fields are valid, so that errors name those first).
	kind, dob := validateCriteria(&v, &crit, true)
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.startValidID(ctx, c, in, typ, crit, kind, dob)
}

func (s *Service) startValidID(ctx context.Context, c *Call, in *AddValidIdRequest, typ int32, crit ScreenCriteria,
	kind screening.Kind, dob screening.Date) (*AddValidIdData, error) {
	_, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	feat, err := s.store.AccountFeatures(ctx, c.Principal.AccountID)
	if err != nil {
		return nil, err
	}
	if feat.ValidIDActivated == nil {
		return nil, &Error{Code: CodeForbidden, ErrorCode: "FeatureNotEnabled",
			Message: "ValidID is not activated on this account (see CheckValidIdStatus)"}
	}
	b := in.BasicRequest
	chs := []Channel{ChannelIdentity}
	if b.Email != "" {
		chs = append(chs, ChannelEmail)
	}
	if b.MobileInternational != "" {
		chs = append(chs, ChannelSMS)
	}
	if err := s.cfg.Parties.Require(chs...); err != nil {
		return nil, err
	}
	price := feat.ValidIDBasicPrice
	if typ == ValidIDTypeEnhanced {
		price = feat.ValidIDEnhancedPrice
	}
	// Refuse a short balance before screening, so that no sanctions search
	// is stored for a check that cannot be paid; the store checks again
	// in the transaction that debits.
	acct, err := s.store.Account(ctx, c.Principal.AccountID)
	if err != nil {
		return nil, err
	}
	if acct.Balance.Cmp(price) < 0 {
		return nil, insufficientValidID(acct.Balance, price)
	}
	run, err := s.screen(&crit, kind, dob, c.Now)
	if err != nil {
		return nil, err
	}
	rec := SearchRecord{SearchType: crit.Type, DateSearched: c.Now, DateUpdated: c.Now,
		SearchCriteria: &SearchCriteria{Name: crit.Name, Address: crit.Address, Country: crit.Country,
			DateOfBirth: crit.DateOfBirth, Reference: crit.Reference},
		SearchSources: run.Sources, ListSearchResults: run.Entries}
	sid, err := s.store.CreateSearch(ctx, NewSanctionsSearch{AccountID: c.Principal.AccountID, Owner: owner, Record: rec,
		Lists: run.Lists, Versions: run.Versions, Keys: run.Keys})
	if err != nil {
		return nil, err
	}
	dobTime, _ := parseDayMonthYear(crit.DateOfBirth)
	item := ValidIdListItem{Type: typ, Status: ValidIDStatusPending, DateSearched: c.Now, Reference: crit.Reference,
		HasCompletedSearch: true, SearchCriteria: &ValidIdSearchCriteria{FullName: crit.Name, DateOfBirth: dobTime,
			Gender: oneOf(b.Gender, []string{"Male", "Female"}), Address: crit.Address}}
	reqJSON, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	msgs, err := validIDMessages(c, in, typ, sid)
	if err != nil {
		return nil, err
	}
	id, charge, err := s.store.CreateValidID(ctx, NewValidID{AccountID: c.Principal.AccountID, Owner: owner, Item: item,
		SanctionsSearchID: sid, SearchListIDs: strings.Join(run.Lists, ","), Request: string(reqJSON)}, msgs)
	if errors.Is(err, ErrInsufficientCredit) {
		return nil, insufficientValidID(charge.Balance, charge.Cost)
	}
	if err != nil {
		return nil, err
	}
	got, _, err := s.store.ValidID(ctx, Scope{AccountID: c.Principal.AccountID, Owners: []string{owner}}, id)
	if err != nil {
		return nil, storeErr(err, "ValidID search", id)
	}
	return &AddValidIdData{SearchRecord: &got, SanctionsSearchID: sid, Cost: charge.Cost, Balance: charge.Balance}, nil
}

func insufficientValidID(balance, price Decimal) *Error {
	return &Error{Code: CodeBusinessRule, ErrorCode: "InsufficientCredit",
		Message: "The account balance (" + balance.String() + ") does not cover the ValidID price (" + price.String() + ")"}
}

// validIDMessages are the deliveries a new ValidID check queues: the
// identity-data check for the identity party, and a notice to the person
// by e-mail and SMS when the request gives an address or number.
func validIDMessages(c *Call, in *AddValidIdRequest, typ int32, sanctionsID int64) ([]OutboxMessage, error) {
	kind := "basic"
	if typ == ValidIDTypeEnhanced {
		kind = "enhanced"
	}
	payload, err := json.Marshal(ValidIDCheckPayload{Event: "validid.check", AccountID: c.Principal.AccountID, Type: kind,
		SanctionsSearchID: sanctionsID, Reference: in.Reference, Request: in, Created: c.Now})
	if err != nil {
		return nil, err
	}
	base := OutboxMessage{AccountID: c.Principal.AccountID, Created: c.Now, NextAttempt: c.Now}
	check := base
	check.Channel, check.Kind, check.Body = ChannelIdentity, "validid.check", string(payload)
	out := []OutboxMessage{check}
	b := in.BasicRequest
	who := strings.TrimSpace(b.Forename + " " + b.Surname)
	if b.Email != "" {
		m := base
		m.Channel, m.Kind, m.Recipient, m.Subject = ChannelEmail, "validid.notice", b.Email, "An identity check"
		m.Body = "Dear " + who + ",\r\n\r\n" + c.Principal.AccountName + " has asked for a check of your identity (ValidID) " +
			"against identity-data sources, as part of its anti-money-laundering and compliance duties. " +
			"You do not need to do anything.\r\n"
		out = append(out, m)
	}
	if b.MobileInternational != "" {
		m := base
		m.Channel, m.Kind, m.Recipient = ChannelSMS, "validid.notice", b.MobileInternational
		m.Body = c.Principal.AccountName + " has asked for a check of your identity (ValidID). You do not need to do anything."
		out = append(out, m)
	}
	return out, nil
}
