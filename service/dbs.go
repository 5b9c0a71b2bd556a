package service

import (
	"context"
	"encoding/json"
	"net/mail"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
)

func (s *Service) registerDbs(r *Registry) {
	// GetDbsSearches: a page of DBS searches, with filters and links.
	Register(r, Operation{Name: "GetDbsSearches", Tag: "DBS", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get all DBS Searches",
		Routes:  []Route{{"GET", "/dbs"}}}, s.getDbsSearches)
	// GetDbsSearch: one DBS search with its applicant and links.
	Register(r, Operation{Name: "GetDbsSearch", Tag: "DBS", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get a DBS Search",
		Routes:  []Route{{"GET", "/dbs/{Id}"}}}, s.getDbsSearch)
	// AddDbsSearch: create a DBS search; the applicant is e-mailed and
	// texted and the DBS party told, through the outbox.
	Register(r, Operation{Name: "AddDbsSearch", Tag: "DBS",
		Summary: "Add a DBS Search",
		Routes:  []Route{{"POST", "/dbs"}}}, s.addDbsSearch)
}

// dbsSorts are GetDbsSearches' sort keys; the first is the default.
var dbsSorts = signedSorts[DbsSortField]{
	{"status", nil, DbsSortStatus},
	{"name", nil, DbsSortName},
	{"date", []string{"dateSearched"}, DbsSortDate},
	{"dateUpdated", nil, DbsSortDateUpdated},
	{"reference", nil, DbsSortReference},
}

func (s *Service) getDbsSearches(ctx context.Context, c *Call, req *GetDbsSearches) (*GetDbsSearchesData, error) {
	var v Validator
	limit := offsetPage(&v, req.PageLimit, req.PageOffset)
	field, desc := dbsSorts.parse(&v, req.Sort)
	if req.DateFrom != nil && req.DateTo != nil && req.DateTo.Before(*req.DateFrom) {
		v.Add("InvalidValue", "dateTo", "'DateTo' must not be before 'DateFrom'.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, req.SubUserName)
	if err != nil {
		return nil, err
	}
	f := DbsFilter{Scope: sc, Name: req.Name, DateFrom: req.DateFrom, DateTo: req.DateTo,
		IsApplicantInfoCompleted: req.IsApplicantInfoCompleted, IsIDCheckCompleted: req.IsIDCheckCompleted,
		IsApplicationCompleted: req.IsApplicationCompleted, IsApplicationSubmitted: req.IsApplicationSubmitted,
		IsApplicationDisclosed: req.IsApplicationDisclosed, Sort: field, Desc: desc, Limit: limit, Offset: int(req.PageOffset)}
	// The reply depends on the filter, and the links on the base URL and
	// the request's own spelling of the sort and sub user.
	key := dbsFilterKey(newKey("GetDbsSearches"), f).str(c.BaseURL).str(req.Sort).str(req.SubUserName).String()
	return shared(ctx, s, c, key, func() (*GetDbsSearchesData, error) {
		items, total, err := s.store.ListDbsSearches(ctx, f)
		if err != nil {
			return nil, err
		}
		if items == nil {
			items = []DbsSearchShort{}
		}
		t, l, o := int32(total), int32(limit), req.PageOffset
		return &GetDbsSearchesData{Searches: items, Meta: &PageMeta{
			Links: dbsLinks(c.BaseURL, req, limit, int(req.PageOffset), total), TotalCount: &t, PageLimit: &l, PageOffset: &o}}, nil
	})
}

// dbsFilterKey adds every member of f to k (reply_test.go checks that
// each one changes the key).
func dbsFilterKey(k *keyBuilder, f DbsFilter) *keyBuilder {
	return k.scope(f.Scope).str(f.Name).optTime(f.DateFrom).optTime(f.DateTo).
		optBool(f.IsApplicantInfoCompleted).optBool(f.IsIDCheckCompleted).optBool(f.IsApplicationCompleted).
		optBool(f.IsApplicationSubmitted).optBool(f.IsApplicationDisclosed).
		str(string(f.Sort)).bool(f.Desc).int(int64(f.Limit)).int(int64(f.Offset))
}

// dbsLinks builds absolute links carrying the same filters.
func dbsLinks(base string, req *GetDbsSearches, limit, offset, total int) *PageLinks {
	q := make([]string, 0, 12)
	add := func(k, v string) { q = append(q, k+"="+url.QueryEscape(v)) }
	if req.Name != "" {
		add("name", req.Name)
	}
	date := func(k string, t *time.Time) {
		if t != nil {
			add(k, t.UTC().Format("2006-01-02T15:04:05Z"))
		}
	}
	date("dateFrom", req.DateFrom)
	date("dateTo", req.DateTo)
	for _, b := range []struct {
		k string
		v *bool
	}{{"isApplicantInfoCompleted", req.IsApplicantInfoCompleted}, {"isIdCheckCompleted", req.IsIDCheckCompleted},
		{"isApplicationCompleted", req.IsApplicationCompleted}, {"isApplicationSubmitted", req.IsApplicationSubmitted},
		{"isApplicationDisclosed", req.IsApplicationDisclosed}} {
		if b.v != nil {
			add(b.k, strconv.FormatBool(*b.v))
		}
	}
	if req.SubUserName != "" {
		add("subUserName", req.SubUserName)
	}
	if req.Sort != "" {
		add("sort", req.Sort)
	}
	prefix := base + "/dbs?"
	if len(q) > 0 {
		prefix += strings.Join(q, "&") + "&"
	}
	return offsetPageLinks(prefix, limit, offset, total)
}

func (s *Service) getDbsSearch(ctx context.Context, c *Call, req *GetDbsSearch) (*GetDbsSearchData, error) {
	if err := positiveID(int64(req.ID)); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, req.SubUserName)
	if err != nil {
		return nil, err
	}
	d, err := s.store.DbsSearch(ctx, sc, int64(req.ID))
	if err != nil {
		return nil, storeErr(err, "DBS search", req.ID)
	}
	links, sum := dbsReply(d)
	return &GetDbsSearchData{LinkedTo: links, Summary: sum}, nil
}

// dbsReply builds the data of GetDbsSearch and AddDbsSearch (same shape).
func dbsReply(d DbsSearchDetail) ([]LinkedTo, *DbsSearchSummary) {
	links := d.LinkedTo
	if links == nil {
		links = []LinkedTo{}
	}
	sum := d.Summary
	return links, &sum
}

// DbsJobLocations are AddDbsSearch's allowed job locations.
var DbsJobLocations = []string{"England", "Northern Ireland", "Scotland", "Wales"}

// DbsInitialStatus is the status of a new DBS search (the first status
// under the "Waiting for Applicant" heading).
const DbsInitialStatus = "Application pending completion"

// MaxDbsLinks is the most links AddDbsSearch accepts.
const MaxDbsLinks = 20

// oneOf returns the allowed value equal to s ignoring case and spaces at
// the ends, or "".
func oneOf(s string, allowed []string) string {
	s = strings.TrimSpace(s)
	for _, a := range allowed {
		if strings.EqualFold(a, s) {
			return a
		}
	}
	return ""
}

// mobilePattern is an international (E.164) number: '+', a non-zero
// country code digit, 7 to 14 digits in all (at most 15 characters).
var mobilePattern = regexp.MustCompile(`^\+[1-9][0-9]{6,13}$`)

// validEmail reports whether s is a bare e-mail address (no display
// name) whose domain has a dot.
func validEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(a.Address[strings.LastIndexByte(a.Address, '@'):], ".")
}

// parseDayMonthYear reads a DD/MM/YYYY date (exactly ten characters).
func parseDayMonthYear(s string) (time.Time, bool) {
	if len(s) != 10 || s[2] != '/' || s[5] != '/' {
		return time.Time{}, false
	}
	t, err := time.Parse("02/01/2006", s)
	return t, err == nil
}

func (s *Service) addDbsSearch(ctx context.Context, c *Call, req *AddDbsSearch) (*AddDbsSearchData, error) {
	in := req.Request
	if in == nil {
		in = &AddDbsSearchRequest{}
	}
	// Lengths, UTF-8 and control characters are the registry's text rules
	// (the maxlen options of AddDbsSearchRequest); these are the formats.
	var v Validator
	required := func(field, label, val string) bool {
		if strings.TrimSpace(val) == "" {
			v.Add("NotEmpty", field, "'"+label+"' must not be empty.")
			return false
		}
		return true
	}
	required("name", "Name", in.Name)
	if required("dateOfBirth", "DateOfBirth", in.DateOfBirth) {
		if t, ok := parseDayMonthYear(in.DateOfBirth); !ok {
			v.Add("InvalidValue", "dateOfBirth", "'DateOfBirth' must be a date in DD/MM/YYYY format.")
		} else if t.After(c.Now) || t.Year() < 1900 {
			v.Add("OutOfRange", "dateOfBirth", "'DateOfBirth' must be in the past and after 1900.")
		}
	}
	if required("email", "Email", in.Email) {
		if !validEmail(in.Email) {
			v.Add("Email", "email", "'Email' is not a valid email address.")
		}
	}
	if required("mobileInternational", "MobileInternational", in.MobileInternational) && !mobilePattern.MatchString(in.MobileInternational) {
		v.Add("InvalidValue", "mobileInternational", "'MobileInternational' must be a mobile number in international format, e.g. '+447123456789'.")
	}
	jobLocation := oneOf(in.JobLocation, DbsJobLocations)
	if required("jobLocation", "JobLocation", in.JobLocation) && jobLocation == "" {
		v.Add("InvalidValue", "jobLocation", "'JobLocation' must be one of England, Northern Ireland, Scotland, Wales.")
	}
	level := oneOf(in.DisclosureLevel, DbsDisclosureLevels)
	if required("disclosureLevel", "DisclosureLevel", in.DisclosureLevel) && level == "" {
		v.Add("InvalidValue", "disclosureLevel", "'DisclosureLevel' must be Basic or Standard.")
	}
	if len(in.LinkedTo) > MaxDbsLinks {
		v.Add("Length", "linkedTo", "'LinkedTo' may hold at most "+strconv.Itoa(MaxDbsLinks)+" links.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	_, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	feat, err := s.store.AccountFeatures(ctx, c.Principal.AccountID)
	if err != nil {
		return nil, err
	}
	if !feat.DbsEnabled {
		return nil, &Error{Code: CodeForbidden, ErrorCode: "FeatureNotEnabled",
			Message: "DBS searches are not activated on this account"}
	}
	if err := s.cfg.Parties.Require(ChannelEmail, ChannelSMS, ChannelDbs); err != nil {
		return nil, err
	}
	sum := DbsSearchSummary{DateSearched: c.Now, DateUpdated: c.Now, Status: DbsInitialStatus, DisclosureLevel: level,
		Reference: in.Reference, ApplicantInformation: &DbsApplicantInformation{Name: strings.TrimSpace(in.Name),
			DateOfBirth: in.DateOfBirth, Email: in.Email, MobileInternational: in.MobileInternational, JobLocation: jobLocation}}
	msgs, err := dbsMessages(c, &sum)
	if err != nil {
		return nil, err
	}
	d, err := s.store.CreateDbsSearch(ctx, NewDbsSearch{AccountID: c.Principal.AccountID, Owner: owner, Summary: sum,
		LinkedTo: in.LinkedTo}, msgs)
	if err != nil {
		return nil, err
	}
	links, out := dbsReply(d)
	return &AddDbsSearchData{LinkedTo: links, Summary: out}, nil
}

// DbsApplicationPayload is the JSON body of a "dbs.application" webhook
// (docs/parties.md); searchId is added by the store's RecordID.
type DbsApplicationPayload struct {
	Event               string    `json:"event"`
	AccountID           int64     `json:"accountId"`
	DisclosureLevel     string    `json:"disclosureLevel"`
	JobLocation         string    `json:"jobLocation"`
	Name                string    `json:"name"`
	DateOfBirth         string    `json:"dateOfBirth"`
	Email               string    `json:"email"`
	MobileInternational string    `json:"mobileInternational"`
	Reference           string    `json:"reference"`
	Created             time.Time `json:"created"`
}

// dbsMessages are the deliveries a new DBS search queues: the
// applicant's e-mail and SMS invitations and the application for the DBS
// party.
func dbsMessages(c *Call, sum *DbsSearchSummary) ([]OutboxMessage, error) {
	a := sum.ApplicantInformation
	payload, err := json.Marshal(DbsApplicationPayload{Event: "dbs.application", AccountID: c.Principal.AccountID,
		DisclosureLevel: sum.DisclosureLevel, JobLocation: a.JobLocation, Name: a.Name, DateOfBirth: a.DateOfBirth,
		Email: a.Email, MobileInternational: a.MobileInternational, Reference: sum.Reference, Created: c.Now})
	if err != nil {
		return nil, err
	}
	body := "Dear " + a.Name + ",\r\n\r\nYou have been asked to complete a " + sum.DisclosureLevel +
		" DBS check for a job in " + a.JobLocation + ". The DBS processing service will contact you with a link to" +
		" your application form; please complete it as soon as you can.\r\n"
	base := OutboxMessage{AccountID: c.Principal.AccountID, Created: c.Now, NextAttempt: c.Now}
	mail, sms, app := base, base, base
	mail.Channel, mail.Kind, mail.Recipient, mail.Subject, mail.Body = ChannelEmail, "dbs.invitation", a.Email, "Your DBS check", body
	sms.Channel, sms.Kind, sms.Recipient = ChannelSMS, "dbs.invitation", a.MobileInternational
	sms.Body = "You have been asked to complete a " + sum.DisclosureLevel + " DBS check. Look out for an e-mail sent to " + a.Email + "."
	app.Channel, app.Kind, app.Body = ChannelDbs, "dbs.application", string(payload)
	return []OutboxMessage{mail, sms, app}, nil
}
