package service

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// AddBulkSearch creates a bulk search: the names of a CSV file, screened
// in the background (bulkrun.go), each row becoming a normal sanctions
// and/or PEP search.
type AddBulkSearch struct {
	BaseRequest
	Request *AddBulkSearchRequest `json:"request" doc:"The request data"`
}

// AddBulkSearchRequest holds the original's fields (IsSanctionsSearch,
// IsPepSearch, Type, SelectedLists) and, since the original's page does
// not show how the names arrive, the CSV content (docs/choices.md).
type AddBulkSearchRequest struct {
	SubUserName       string   `json:"subUserName" doc:"Create the bulk search (and its searches) for this sub user (admins only)"`
	IsSanctionsSearch bool     `json:"isSanctionsSearch" doc:"Screen every row against the selected sanctions lists"`
	IsPepSearch       bool     `json:"isPepSearch" doc:"Screen every row against the PEP list (each row costs the account's PEP search price)"`
	Type              string   `json:"type" doc:"individual or entity: the type of the rows whose type column is empty or absent"`
	SelectedLists     []string `json:"selectedLists" dc:"item=ListId,list=ArrayOfListId" doc:"Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when isSanctionsSearch"`
	Csv               string   `json:"csv" dc:"maxlen=16777216" doc:"The names to screen: CSV (RFC 4180, UTF-8) with a header row; columns name (required), type, dateOfBirth (DD/MM/YYYY), country, nationality, address, reference; at most 100000 rows"`
}

// AddBulkSearchData is the new bulk search, queued.
type AddBulkSearchData struct {
	BaseResponse
	BulkSearchStatus *BulkSearchStatus `json:"bulkSearchStatus" doc:"The new bulk search (status Queued)"`
}

// GetBulkSearchStatus reads the progress of one bulk search.
type GetBulkSearchStatus struct {
	BaseRequest
	Request *GetBulkSearchStatusRequest `json:"request" doc:"The request data"`
}

// GetBulkSearchStatusRequest names the bulk search.
type GetBulkSearchStatusRequest struct {
	BulkSearchID int32  `json:"bulkSearchId" doc:"The bulk search"`
	SubUserName  string `json:"subUserName" doc:"A bulk search this sub user may view"`
}

// GetBulkSearchStatusData is the progress.
type GetBulkSearchStatusData struct {
	BaseResponse
	BulkSearchStatus *BulkSearchStatus `json:"bulkSearchStatus"`
}

// Bounds of AddBulkSearch.
const (
	// MaxBulkRows is the most rows one bulk search holds.
	MaxBulkRows = 100_000
	// DefaultBulkMaxBodyBytes is AddBulkSearch's request body limit (the
	// other operations keep the server's -max-body-bytes): 100,000 rows
	// of up to ~160 bytes.
	DefaultBulkMaxBodyBytes = 16 << 20
	// maxBulkRowErrors is how many bad rows one reply lists.
	maxBulkRowErrors = 20
)

// The statuses of a bulk search, in the order it goes through them.
const (
	BulkQueued     = "Queued"
	BulkProcessing = "Processing"
	BulkCompleted  = "Completed"
	BulkFailed     = "Failed"
)

// bulkColumns are the CSV columns, by lower-case header.
var bulkColumns = []string{"name", "type", "dateofbirth", "country", "nationality", "address", "reference"}

// parseBulkCSV reads the rows of an AddBulkSearch CSV; defType is the type
// of rows without one. Every row is validated as AddSearch validates its
// criteria; the errors name the row (1 = the first after the header).
func parseBulkCSV(text, defType string) ([]BulkRow, error) {
	var v Validator
	text = strings.TrimPrefix(text, "\ufeff")
	if strings.TrimSpace(text) == "" {
		v.Add("NotEmpty", "csv", "'Csv' must hold a header row and at least one row.")
		return nil, v.Err()
	}
	r := csv.NewReader(strings.NewReader(text))
	r.ReuseRecord = true
	head, err := r.Read()
	if err != nil {
		v.Add("InvalidValue", "csv", "'Csv' header row: "+csvErr(err))
		return nil, v.Err()
	}
	col := map[string]int{}
	for i, h := range head {
		h = strings.ToLower(strings.TrimSpace(h))
		if !slices.Contains(bulkColumns, h) {
			v.Add("InvalidValue", "csv", "'Csv' header names an unknown column "+quote(h)+" (known: name, type, dateOfBirth, country, nationality, address, reference).")
			return nil, v.Err()
		}
		if _, dup := col[h]; dup {
			v.Add("InvalidValue", "csv", "'Csv' header names the column "+quote(h)+" twice.")
			return nil, v.Err()
		}
		col[h] = i
	}
	if _, ok := col["name"]; !ok {
		v.Add("InvalidValue", "csv", "'Csv' header must name a 'name' column.")
		return nil, v.Err()
	}
	get := func(rec []string, name string) string {
		if i, ok := col[name]; ok {
			return rec[i]
		}
		return ""
	}
	var rows []BulkRow
	bad := 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			v.Add("InvalidValue", "csv", "'Csv' is not valid CSV: "+csvErr(err))
			return nil, v.Err()
		}
		if len(rows) == MaxBulkRows {
			v.Add("Length", "csv", fmt.Sprintf("'Csv' must hold %d rows or fewer.", MaxBulkRows))
			return nil, v.Err()
		}
		n := int32(len(rows))
		c := ScreenCriteria{Name: get(rec, "name"), Type: get(rec, "type"), DateOfBirth: get(rec, "dateofbirth"),
			Country: get(rec, "country"), Nationality: get(rec, "nationality"), Address: get(rec, "address"),
			Reference: get(rec, "reference")}
		if strings.TrimSpace(c.Type) == "" {
			c.Type = defType
		}
		var rv Validator
		validateCriteria(&rv, &c, false)
		rowText(&rv, &c)
		for _, f := range rv.fields {
			if bad < maxBulkRowErrors {
				v.Add(f.ErrorCode, "csv", fmt.Sprintf("Row %d: %s", n+1, f.Message))
			}
			bad++
		}
		rows = append(rows, BulkRow{Index: n, Type: c.Type, Name: c.Name, Address: c.Address, Country: c.Country,
			DateOfBirth: c.DateOfBirth, Nationality: c.Nationality, Reference: c.Reference})
	}
	if bad > maxBulkRowErrors {
		v.Add("InvalidValue", "csv", fmt.Sprintf("%d rows in all are invalid.", bad))
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		v.Add("NotEmpty", "csv", "'Csv' must hold at least one row after the header.")
		return nil, v.Err()
	}
	return rows, nil
}

// rowText applies the registry's text rules (lengths) to a row's members,
// as they would apply to AddSearch's.
func rowText(v *Validator, c *ScreenCriteria) {
	for _, m := range []struct {
		name, label, val string
	}{{"name", "Name", c.Name}, {"address", "Address", c.Address}, {"country", "Country", c.Country},
		{"dateOfBirth", "Date Of Birth", c.DateOfBirth}, {"nationality", "Nationality", c.Nationality},
		{"reference", "Reference", c.Reference}} {
		lim := DefaultMaxTextLength
		if n, ok := textLimitsByName[m.name]; ok {
			lim = n
		}
		if n := len([]rune(m.val)); n > lim {
			v.Add("Length", m.name, fmt.Sprintf("'%s' must be %d characters or fewer. You entered %d characters.", m.label, lim, n))
		}
		if strings.ContainsFunc(m.val, func(r rune) bool { return r < 0x20 && r != '\t' || r == 0x7f }) {
			v.Add("InvalidValue", m.name, "'"+m.label+"' must not contain control characters.")
		}
	}
}

func csvErr(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return fmt.Sprintf("line %d: %v", pe.Line, pe.Err)
	}
	return err.Error()
}

func (s *Service) addBulkSearch(ctx context.Context, c *Call, req *AddBulkSearch) (*AddBulkSearchData, error) {
	in := req.Request
	if in == nil {
		in = &AddBulkSearchRequest{}
	}
	var v Validator
	if !in.IsSanctionsSearch && !in.IsPepSearch {
		v.Add("InvalidValue", "isSanctionsSearch", "'IsSanctionsSearch' or 'IsPepSearch' must be true.")
	}
	typ := strings.ToLower(strings.TrimSpace(in.Type))
	if typ != "" && typ != "individual" && typ != "entity" {
		v.Add("InvalidValue", "type", "'Type' must be 'individual' or 'entity'.")
	}
	lists := slices.Clone(in.SelectedLists)
	if in.IsSanctionsSearch {
		// The lists are checked as AddSearch checks them (the name of this
		// placeholder row is never looked at).
		probe := ScreenCriteria{Name: "x", Type: "entity", SelectedLists: lists}
		var lv Validator
		validateCriteria(&lv, &probe, true)
		for _, f := range lv.fields {
			if f.FieldName == "selectedLists" {
				v.Add(f.ErrorCode, f.FieldName, f.Message)
			}
		}
		lists = probe.SelectedLists
	} else {
		lists = nil
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	rows, err := parseBulkCSV(in.Csv, typ)
	if err != nil {
		return nil, err
	}
	_, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	// Pin the list versions: the index current now, which the runner uses
	// for every row (bulkrun.go).
	ix, err := s.screeningIndex()
	if err != nil {
		return nil, err
	}
	if err := checkBulkLists(ix, lists, in.IsPepSearch); err != nil {
		return nil, err
	}
	key := pinKey(ix)
	if in.IsPepSearch {
		acct, err := s.store.Account(ctx, c.Principal.AccountID)
		if err != nil {
			return nil, err
		}
		cost, ok := acct.PepRenewalPrice.MulInt(int64(len(rows)))
		if !ok || cost.Cmp(acct.Balance) > 0 {
			return nil, &Error{Code: CodeBusinessRule, ErrorCode: "InsufficientCredit",
				Message: fmt.Sprintf("The account balance (%s) does not cover %d PEP searches at %s each", acct.Balance, len(rows), acct.PepRenewalPrice)}
		}
	}
	n := NewBulkSearch{AccountID: c.Principal.AccountID, Owner: owner, Created: c.Now, IsSanctionsSearch: in.IsSanctionsSearch,
		IsPepSearch: in.IsPepSearch, Lists: lists, Versions: key, Rows: rows}
	st, err := s.store.CreateBulkSearch(ctx, n)
	if err != nil {
		return nil, err
	}
	s.bulk.pin(key, st.BulkSearchID, ix)
	s.bulk.wake()
	return &AddBulkSearchData{BulkSearchStatus: &st}, nil
}

func (s *Service) getBulkSearchStatus(ctx context.Context, c *Call, req *GetBulkSearchStatus) (*GetBulkSearchStatusData, error) {
	in := req.Request
	if in == nil {
		in = &GetBulkSearchStatusRequest{}
	}
	if in.BulkSearchID <= 0 {
		return nil, InvalidField("GreaterThan", "bulkSearchId", "'Bulk Search Id' must be greater than '0'.")
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	id := in.BulkSearchID
	items, _, err := s.store.ListBulkSearches(ctx, BulkFilter{Scope: sc, ID: &id, Limit: 1, Sort: ListSort{Field: "date"}})
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, NotFound("Bulk search", id)
	}
	return &GetBulkSearchStatusData{BulkSearchStatus: &items[0]}, nil
}

// bulkCSVHeader is the header a CSV of rows is written with (tests,
// benchmarks, docs).
const bulkCSVHeader = "name,type,dateOfBirth,country,nationality,address,reference\n"

// BulkCSV writes rows as an AddBulkSearch CSV (for clients and tests).
func BulkCSV(rows []BulkRow) string {
	var b bytes.Buffer
	b.WriteString(bulkCSVHeader)
	w := csv.NewWriter(&b)
	for _, r := range rows {
		_ = w.Write([]string{r.Name, r.Type, r.DateOfBirth, r.Country, r.Nationality, r.Address, r.Reference})
	}
	w.Flush()
	return b.String()
}

// bulkNow is the time a runner stamps its writes with.
func (s *Service) bulkNow() time.Time { return s.cfg.Now().UTC() }
