package dataset

import (
	"context"
	"fmt"
	"time"

	"github.com/screengate/screengate/service"
)

// The demo data set's contract (docs: spec/decisions.md, "Demo data").
// Tests across the project rely on these values; add records freely, but do
// not change these. Dates are relative to Options.Now at load time, so the
// "due now" and "older than 7 days" facts hold whenever the demo is loaded.
const (
	// Demo Ltd and its users.
	DemoAccountID       int64 = 1
	DemoAccountName           = "Demo Ltd"
	DemoAPIUser               = "demo"
	DemoAPIKey                = "demo-secret-key"
	DemoUserName              = "demo"
	DemoUserID                = "a1b2c3d4-0000-4000-8000-000000000001"
	DemoPassword              = "demo-password"
	DemoBalance               = "100.00" // credit balance
	DemoPepRenewalPrice       = "1.50"   // price of one PEP renewal, both accounts
	DemoCurrency              = "GBP"

	AnalystUserName = "analyst" // sub user: may resolve, may not delete, permissions [demo]
	AnalystUserID   = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
	AnalystName     = "Ann Analyst"
	AnalystEmail    = "analyst@demo.example"
	AnalystPassword = "analyst-password"

	ViewerUserName = "viewer" // sub user: no rights, no permissions
	ViewerUserID   = "9b2d7c1e-5a4f-4e3b-8c6d-2f1e0a9b8c7d"
	ViewerName     = "Vic Viewer"
	ViewerEmail    = "viewer@demo.example"
	ViewerPassword = "viewer-password"

	// Other Ltd: none of its records may ever be visible to Demo Ltd.
	OtherAccountID   int64 = 2
	OtherAccountName       = "Other Ltd"
	OtherAPIUser           = "other"
	OtherAPIKey            = "other-secret-key"
	OtherUserName          = "other"
	OtherUserID            = "b2c3d4e5-0000-4000-8000-000000000002"
	OtherPassword          = "other-password"
	OtherBalance           = "50.00"

	// Sanctions searches: Demo 1001-1026 (1001-1020 demo, 1021-1025
	// analyst, 1026 viewer), Other 9001. 1001-1010, 1021-1022, 1026 and
	// 9001 have unresolved results; 1020 is archived.
	DemoSanctionsFirst, DemoSanctionsLast int64 = 1001, 1026
	DemoSearchWithNotes                   int64 = 1001 // "Vladimir Petrov": 5 results in HMTSL, OFACL, EUL; 2 notes; linked to client 5001
	DemoSearchWithNotesName                     = "Vladimir Petrov"
	DemoArchivedSearch                    int64 = 1020
	OtherSanctionsSearch                  int64 = 9001
	// Unresolved sanctions search counts.
	DemoUnresolvedOwn            = 10 // demo's own
	DemoUnresolvedAll            = 13 // the whole account (demo as admin, including others)
	AnalystUnresolvedOwn         = 2
	AnalystUnresolvedVisible     = 12 // analyst's and demo's
	ViewerUnresolvedOwn          = 1
	OtherUnresolved              = 1
	DemoSearch1001Results        = 5
	DemoSearch1001Unresolved     = 4
	DemoSearch1001FirstResultID  = 100101
	DemoSearch1001FirstNote      = "Checked date of birth against passport."
	DemoSearch1001SecondNote     = "Escalated to compliance officer."
	DemoSearch1001LinkedClientID = 5001

	// PEP searches: Demo 2001-2020 owned by demo, Other 9002. 2001-2005 are
	// due now (renewal date 1-5 days ago); 2006-2010 fall due 1-5 days after
	// the 1st of next month (so the default dateRenewal, the 1st of next
	// month, selects exactly 2001-2005); 2011-2020 fall due in 7-12 months.
	// 2001-2003 have unresolved results, as has 9002 (due now).
	DemoPepFirst, DemoPepLast int64 = 2001, 2020
	OtherPepSearch            int64 = 9002
	DemoPepDueNow                   = 5 // 2001-2005
	DemoUnresolvedPep               = 3 // 2001-2003 (demo's; also what analyst sees)

	// DBS searches: Demo 3001-3040 (3001 newest, one every 3 days; status
	// cycles through service.DbsStatuses), 3036-3040 owned by analyst;
	// Other 9003.
	DemoDbsFirst, DemoDbsLast int64 = 3001, 3040
	DemoDbsCount                    = 40
	DemoDbsAnalyst                  = 5
	OtherDbsSearch            int64 = 9003

	// ValidID searches: Demo 4001-4030, 4026-4030 owned by analyst; Other 9004.
	DemoValidIDFirst, DemoValidIDLast int32 = 4001, 4030
	DemoValidIDCount                        = 30
	DemoValidIDAnalyst                      = 5
	OtherValidIDSearch                int32 = 9004

	// Clients: Demo 5001-5012 in every state (5012 owned by analyst), each
	// with an original and a processed PNG; 5001 has OCR captures 1 and 2.
	// Other 9005.
	//
	// CountClients with the default CountIncompleteClients query
	// (PendingCompletion or PendingVerification, ValidateMe, created more
	// than 7 days ago) gives 4 for demo and analyst (5001, 5002, 5005,
	// 5012), 0 for viewer, 1 for other; with daysIncomplete 0 (any age)
	// it gives 6 for demo (adding 5003 and 5006).
	DemoClientFirst, DemoClientLast int32 = 5001, 5012
	DemoIncompleteClients                 = 4
	DemoIncompleteClientsAnyAge           = 6
	OtherClient                     int32 = 9005
	// DemoClientToVerify is pending verification with a passport, a
	// driving licence and an other document (ids 1-3), none verified yet;
	// DemoClientVerified is verified (passport and licence, verified).
	DemoClientToVerify int32 = 5005
	DemoClientVerified int32 = 5009

	// Bulk searches: Demo 6001-6012 (6010-6012 owned by analyst); Other 9006.
	DemoBulkFirst, DemoBulkLast int32 = 6001, 6012
	DemoBulkCount                     = 12
	DemoBulkAnalyst                   = 3
	OtherBulkSearch             int32 = 9006

	// Saved documents (real PDFs): Demo 7001-7005; 7001 is sanctions search
	// 1001; 7004 is owned by analyst; 7005 expired ten days ago. Other 9007.
	DemoDocumentFirst, DemoDocumentLast int64 = 7001, 7005
	DemoDocumentSearch1001              int64 = 7001
	DemoDocumentExpired                 int64 = 7005
	OtherDocument                       int64 = 9007

	// Companies: the shared registry; names starting with "Acme" exist in
	// GB (2), US, DE, FR, IE and NL, and "Northern Acme Supplies Ltd" (GB)
	// contains it.
	DemoCompanies     = 251
	DemoAcmeCompanies = 7 // prefix "acme", any country
)

// demoSet is the demo data set being built.
type demoSet struct{ Set }

// Demo returns the demo data set for the time now (truncated to the
// second), with API keys hashed as service.HashAPIKey(secret, key).
func Demo(now time.Time, secret []byte) (*Set, error) {
	if len(secret) == 0 {
		return nil, fmt.Errorf("dataset: demo: empty server secret")
	}
	s, err := buildDemo(now.UTC().Truncate(time.Second), secret)
	if err != nil {
		return nil, fmt.Errorf("dataset: demo: %w", err)
	}
	return &s.Set, nil
}

// LoadDemo loads the deterministic demo data set (see the Demo* constants)
// in one transaction if and only if the store has no accounts; loaded
// reports whether it did. Concurrent loaders (several gateways starting
// with -demo) load it once. Dates are relative to now.
func LoadDemo(ctx context.Context, l Loader, now time.Time, secret []byte) (loaded bool, err error) {
	set, err := Demo(now, secret)
	if err != nil {
		return false, err
	}
	return l.Load(ctx, LoadOptions{IfEmpty: true}, set.Write)
}

// buildDemo assembles the demo data set for the time now.
func buildDemo(now time.Time, secret []byte) (*demoSet, error) {
	s := &demoSet{}
	if err := s.buildAccounts(now, secret); err != nil {
		return nil, err
	}
	s.buildSanctions(now)
	s.buildPeps(now)
	s.buildDbs(now)
	s.buildValidIDs(now)
	if err := s.buildClients(now); err != nil {
		return nil, err
	}
	s.buildBulk(now)
	if err := s.buildDocuments(now); err != nil {
		return nil, err
	}
	s.Companies = demoCompanies()
	return s, nil
}

func (s *demoSet) buildAccounts(now time.Time, secret []byte) error {
	hash := func(pw string) (string, error) {
		h, err := service.HashPassword(pw)
		if err != nil {
			return "", fmt.Errorf("hashing a demo password: %w", err)
		}
		return h, nil
	}
	created := now.AddDate(0, -6, 0)
	for _, a := range []struct {
		id                                int64
		name, user, guid, fullName, email string
		apiUser, apiKey, password         string
		balance                           int64
		reg                               service.RegisterAccountRequest
	}{
		{DemoAccountID, DemoAccountName, DemoUserName, DemoUserID, "Dana Demo", "demo@demo.example",
			DemoAPIUser, DemoAPIKey, DemoPassword, 10000, service.RegisterAccountRequest{
				CompanyName: DemoAccountName, CompanyPhone: "+44 20 7946 0000", Address1: "1 Demo Street",
				City: "London", Postcode: "EC1A 1AA", Country: "GB", CompanyType: "Limited Company",
				CompanyIndustry: "Financial Services", AgreeToTerms: true, AgreeToDataProtection: true,
				AgreeToPrivacy: true, VatNumber: "GB123456789", VatCountry: "GB"}},
		{OtherAccountID, OtherAccountName, OtherUserName, OtherUserID, "Oscar Other", "other@other.example",
			OtherAPIUser, OtherAPIKey, OtherPassword, 5000, service.RegisterAccountRequest{
				CompanyName: OtherAccountName, CompanyPhone: "+44 161 496 0000", Address1: "2 Other Road",
				City: "Manchester", Postcode: "M1 1AA", Country: "GB", CompanyType: "Limited Company",
				CompanyIndustry: "Legal Services", AgreeToTerms: true, AgreeToDataProtection: true,
				AgreeToPrivacy: true}},
	} {
		pw, err := hash(a.password)
		if err != nil {
			return err
		}
		uid := service.MustGUID(a.guid)
		reg := a.reg
		reg.Username, reg.Email, reg.FullName = a.user, a.email, a.fullName
		s.Accounts = append(s.Accounts, service.NewAccount{
			Account: service.Account{ID: a.id, Name: a.name, Balance: service.NewDecimal(a.balance, 2),
				PepRenewalPrice: service.NewDecimal(150, 2), Currency: DemoCurrency, Created: created},
			MainUser: service.User{ID: uid, UserName: a.user, Name: a.fullName, Email: a.email, IsMain: true,
				IsAdmin: true, CanResolveSearches: true, CanDeleteSearches: true},
			PasswordHash: pw,
			Credential:   service.APICredential{APIUserID: a.apiUser, KeyHash: service.HashAPIKey(secret, a.apiKey), UserID: uid},
			Registration: reg,
		})
	}
	for _, u := range []struct {
		user     service.User
		password string
	}{
		{service.User{ID: service.MustGUID(AnalystUserID), AccountID: DemoAccountID, UserName: AnalystUserName,
			Name: AnalystName, Email: AnalystEmail, CanResolveSearches: true, Permissions: []string{DemoUserName}}, AnalystPassword},
		{service.User{ID: service.MustGUID(ViewerUserID), AccountID: DemoAccountID, UserName: ViewerUserName,
			Name: ViewerName, Email: ViewerEmail}, ViewerPassword},
	} {
		pw, err := hash(u.password)
		if err != nil {
			return err
		}
		s.Users = append(s.Users, UserRecord{User: u.user, PasswordHash: pw})
	}
	return nil
}
