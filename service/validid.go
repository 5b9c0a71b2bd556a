package service

import (
	"context"
	"strconv"
	"strings"
)

func (s *Service) registerValidID(r *Registry) {
	// GetValidIds: ValidID searches, ten per page.
	Register(r, Operation{Name: "GetValidIds", Tag: "ValidID", Safe: true,
		Summary: "Get all the ValidID Searches",
		Routes:  []Route{{"POST", "/validid/list"}}}, s.getValidIds)
	// UpdateValidId: record the client-in-results decision.
	Register(r, Operation{Name: "UpdateValidId", Tag: "ValidID",
		Summary: "Update a ValidID Search",
		Routes:  []Route{{"PUT", "/validid/update"}}}, s.updateValidID)
	// SaveValidId: render the search as a PDF document.
	Register(r, Operation{Name: "SaveValidId", Tag: "ValidID",
		Summary: "Save a ValidID Search as a PDF document",
		Routes:  []Route{{"POST", "/validid/save"}}}, s.saveValidID)
	// CheckValidIdStatus: is ValidID activated, and the agreement.
	Register(r, Operation{Name: "CheckValidIdStatus", Tag: "ValidID", Safe: true,
		Summary: "Check whether ValidID is activated",
		Routes:  []Route{{"POST", "/validid/status"}}}, s.checkValidIDStatus)
	// AddValidIdNote: append a note.
	Register(r, Operation{Name: "AddValidIdNote", Tag: "ValidID",
		Summary: "Add a note to an existing ValidID Search",
		Routes:  []Route{{"POST", "/validid/notes/add"}}}, s.addValidIDNote)
}

// ValidIDPageSize is the fixed page size of GetValidIds.
const ValidIDPageSize = 10

// parseListSort reads "Status", "Name desc", ... (case-insensitive).
func parseListSort(s string) (ListSort, bool) {
	f := strings.Fields(strings.ToLower(s))
	var ls ListSort
	switch len(f) {
	case 0:
		return ListSort{Field: "status"}, true
	case 2:
		if f[1] != "desc" && f[1] != "asc" {
			return ls, false
		}
		ls.Desc = f[1] == "desc"
	case 1:
	default:
		return ls, false
	}
	switch f[0] {
	case "status", "name", "date":
		ls.Field = f[0]
		return ls, true
	}
	return ls, false
}

func pageCount(total, size int) int32 {
	if total == 0 {
		return 1
	}
	return int32((total + size - 1) / size)
}

func (s *Service) getValidIds(ctx context.Context, c *Call, req *GetValidIds) (*GetValidIdsData, error) {
	in := req.Request
	if in == nil {
		in = &GetValidIdsRequest{}
	}
	var v Validator
	page := in.Page
	if page == 0 {
		page = 1
	}
	if page < 1 || page > 1_000_000 {
		v.Add("OutOfRange", "page", "'Page' must be 1 or more.")
	}
	sort, ok := parseListSort(in.SortOrder)
	if !ok {
		v.Add("InvalidValue", "sortOrder", "'SortOrder' must be Status, Name or Date, optionally followed by ' desc'.")
	}
	var typ int32
	if in.FilterType != "" {
		typ = parseValidIDType(in.FilterType)
		if typ == 0 {
			v.Add("InvalidValue", "filterType", "'FilterType' must be a ValidID type: 1-6 or its name.")
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	f := ValidIDFilter{Scope: sc, NameWords: strings.Fields(in.NameSearch), Reference: in.FilterReference, Type: typ,
		DateFrom: in.FilterDateFrom, DateTo: in.FilterDateTo, CreatedBy: in.FilterUserName, Sort: sort,
		Limit: ValidIDPageSize, Offset: int(page-1) * ValidIDPageSize}
	return shared(ctx, s, c, validIDFilterKey(newKey("GetValidIds"), f).String(), func() (*GetValidIdsData, error) {
		items, total, err := s.store.ListValidIDs(ctx, f)
		if err != nil {
			return nil, err
		}
		if items == nil {
			items = []ValidIdListItem{}
		}
		return &GetValidIdsData{TotalSearchRecords: int32(total), CurrentPageNum: page,
			MaxPageNum: pageCount(total, ValidIDPageSize), SearchRecords: items}, nil
	})
}

// validIDFilterKey adds every member of f to k (reply_test.go checks that
// each one changes the key).
func validIDFilterKey(k *keyBuilder, f ValidIDFilter) *keyBuilder {
	k.scope(f.Scope).int(int64(len(f.NameWords)))
	for _, w := range f.NameWords {
		k.str(w)
	}
	return k.str(f.Reference).int(int64(f.Type)).optTime(f.DateFrom).optTime(f.DateTo).str(f.CreatedBy).
		str(f.Sort.Field).bool(f.Sort.Desc).int(int64(f.Limit)).int(int64(f.Offset))
}

// parseValidIDType reads a type number or name; 0 when unknown.
func parseValidIDType(s string) int32 {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		if n >= 1 && n < len(ValidIDTypes) {
			return int32(n)
		}
		return 0
	}
	for i, n := range ValidIDTypes {
		if i > 0 && (strings.EqualFold(n, s) || strings.EqualFold(strings.ReplaceAll(n, " ", ""), s)) {
			return int32(i)
		}
	}
	return 0
}

func (s *Service) updateValidID(ctx context.Context, c *Call, req *UpdateValidId) (*UpdateValidIdData, error) {
	in := req.Request
	if in == nil {
		in = &UpdateValidIdRequest{}
	}
	var v Validator
	if in.ID <= 0 {
		v.Add("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	if in.ClientInResults == in.ClientNotInResults {
		v.Add("InvalidValue", "clientInResults", "Exactly one of 'ClientInResults' and 'ClientNotInResults' must be true.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	u := c.Principal.User
	if !u.IsAdmin && !u.CanResolveSearches {
		return nil, Errorf(CodeForbidden, "User %s may not resolve searches", u.UserName)
	}
	sc := Scope{AccountID: c.Principal.AccountID, Owners: ownersOf(u)}
	if err := s.store.UpdateValidID(ctx, sc, in.ID, in.ClientInResults, in.ClientNotInResults); err != nil {
		return nil, storeErr(err, "ValidID search", in.ID)
	}
	return &UpdateValidIdData{Success: true}, nil
}

func (s *Service) saveValidID(ctx context.Context, c *Call, req *SaveValidId) (*SaveValidIdData, error) {
	in := req.Request
	if in == nil {
		in = &SaveValidIdRequest{}
	}
	if err := positiveID(int64(in.ID)); err != nil {
		return nil, err
	}
	// The document belongs to the named sub user (as SaveSearch), else to
	// the acting user; a search of another owner stays visible to both.
	sc, docOwner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	rec, _, err := s.store.ValidID(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "ValidID search", in.ID)
	}
	notes, err := s.store.ValidIDNotes(ctx, sc, int64(in.ID))
	if err != nil {
		return nil, storeErr(err, "ValidID search", in.ID)
	}
	decision := "Not resolved"
	switch rec.Status {
	case ValidIDStatusClientInResults:
		decision = "Client is in the results"
	case ValidIDStatusClientNotInResults:
		decision = "Client is not in the results"
	}
	pdf, err := RenderValidIDPDF(rec, decision, notes, c.Now)
	if err != nil {
		return nil, Wrap(CodeInternal, err, "Rendering the document failed")
	}
	name := ""
	if rec.SearchCriteria != nil {
		name = rec.SearchCriteria.FullName
	}
	id := in.ID
	docID, err := s.store.CreateDocument(ctx, Document{Owner: docOwner, AccountID: c.Principal.AccountID, Content: pdf, Meta: PdfDocument{
		IsReady: true, Name: "ValidID search " + itoa(int64(in.ID)), SearchedName: name,
		FileName: "validid-search-" + itoa(int64(in.ID)) + ".pdf", Type: "validid",
		ValidIDSearchID: &id, DateCreated: c.Now, DateExpires: c.Now.Add(s.cfg.DocumentTTL),
	}}, s.documentQuota(c))
	if err != nil {
		return nil, err
	}
	return &SaveValidIdData{Success: true, DocumentID: docID}, nil
}

// ValidIDAgreementText is the agreement CheckValidIdStatus shows before
// ValidID is activated.
const ValidIDAgreementText = "ValidID agreement. By activating ValidID the account holder confirms that it has a lawful basis " +
	"and a permissible purpose for each identity check it requests, that the person checked has been told the check is made, " +
	"that results are used only for anti-money-laundering, fraud-prevention and compliance purposes, and that each check is " +
	"billed at the account's ValidID price."

func (s *Service) checkValidIDStatus(ctx context.Context, c *Call, req *CheckValidIdStatus) (*CheckValidIdStatusData, error) {
	f, err := s.store.AccountFeatures(ctx, c.Principal.AccountID)
	if err != nil {
		return nil, err
	}
	out := &CheckValidIdStatusData{AgreementText: ValidIDAgreementText}
	if f.ValidIDActivated != nil {
		out.ValidIDActivated = true
		out.AgreementText += "\n\nSigned"
		if f.ValidIDSignedBy != "" {
			out.AgreementText += " by " + f.ValidIDSignedBy
		}
		out.AgreementText += " on " + f.ValidIDActivated.UTC().Format("02/01/2006 15:04") + " UTC."
	}
	return out, nil
}

func (s *Service) addValidIDNote(ctx context.Context, c *Call, req *AddValidIdNote) (*AddValidIdNoteData, error) {
	in := req.Request
	if in == nil {
		in = &AddValidIdNoteRequest{}
	}
	if err := validateNote(int64(in.ID), in.Note); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	notes, total, err := s.store.AddValidIDNote(ctx, sc, in.ID, c.note(in.Note), s.noteLimits())
	if err != nil {
		return nil, storeErr(err, "ValidID search", in.ID)
	}
	return &AddValidIdNoteData{SearchNotesData{Success: true, Notes: notes, ID: in.ID}, int32(total)}, nil
}
