package service

import (
	"context"
	"errors"
	"strings"
)

// registerPepSearches registers the PEP search operations beyond the
// spec's three (issue 13). Routes as the original's metadata pages show
// them; GetPepSearchNotes and CostRenewAllPepSearches, whose routes the
// original does not show, follow their siblings (docs/choices.md).
func (s *Service) registerPepSearches(r *Registry) {
	Register(r, Operation{Name: "GetPepSearches", Tag: "PEP", Safe: true,
		Summary: "Get all PEP searches",
		Routes:  []Route{{"POST", "/peps/list"}}}, s.getPepSearches)
	Register(r, Operation{Name: "GetPepSearch", Tag: "PEP", Safe: true,
		Summary: "Get a PEP search",
		Routes:  []Route{{"POST", "/peps/get"}}}, s.getPepSearch)
	Register(r, Operation{Name: "UpdatePepSearch", Tag: "PEP",
		Summary: "Resolve a PEP search or some of its results",
		Routes:  []Route{{"PUT", "/peps/update"}}}, s.updatePepSearch)
	Register(r, Operation{Name: "ArchivePepSearch", Tag: "PEP",
		Summary: "Archive a PEP search (it is no longer monitored)",
		Routes:  []Route{{"PUT", "/peps/archive"}}}, s.archivePepSearch)
	Register(r, Operation{Name: "DeletePepSearch", Tag: "PEP", QueryFields: true,
		Summary: "Delete a PEP search",
		Routes:  []Route{{"DELETE", "/peps/delete"}}}, s.deletePepSearch)
	Register(r, Operation{Name: "SavePepSearch", Tag: "PEP",
		Summary: "Save a PEP search as a PDF document",
		Routes:  []Route{{"POST", "/peps/save"}}}, s.savePepSearch)
	Register(r, Operation{Name: "AddPepSearchNote", Tag: "PEP",
		Summary: "Add a note to an existing PEP search",
		Routes:  []Route{{"POST", "/peps/notes/add"}}}, s.addPepSearchNote)
	Register(r, Operation{Name: "GetPepSearchNotes", Tag: "PEP", Safe: true,
		Summary: "Get the notes for an existing PEP search",
		Routes:  []Route{{"POST", "/peps/notes/get"}}}, s.getPepSearchNotes)
	Register(r, Operation{Name: "CountUpdatedPepSearches", Tag: "PEP", Safe: true,
		Summary: "Get the count of PEP searches affected by updates",
		Routes:  []Route{{"POST", "/peps/updated/count"}}}, s.countUpdatedPepSearches)
	Register(r, Operation{Name: "RenewAllPepSearches", Tag: "PEP",
		Summary: "Renews all PEP searches that are due for renewal",
		Routes:  []Route{{"PUT", "/peps/renew/all"}}}, s.renewAllPepSearches)
	Register(r, Operation{Name: "CostRenewAllPepSearches", Tag: "PEP", Safe: true, QueryFields: true,
		Summary: "Get cost of renewing all PEP searches due for renewal",
		Routes:  []Route{{"GET", "/peps/renew/all"}}}, s.costRenewAllPepSearches)
}

// PepPageSize is the page size of GetPepSearches ("sorted into pages of 10").
const PepPageSize = 10

func (s *Service) getPepSearches(ctx context.Context, c *Call, req *GetPepSearches) (*GetPepSearchesData, error) {
	in := req.Request
	if in == nil {
		in = &GetPepSearchesRequest{}
	}
	var v Validator
	page := listPage(&v, in.Page)
	sort, ok := parseListSort(in.SortOrder)
	if !ok {
		v.Add("InvalidValue", "sortOrder", "'SortOrder' must be Status, Name or Date, optionally followed by ' desc'.")
	}
	var dayOne *bool
	switch strings.ToLower(strings.TrimSpace(in.FilterPepType)) {
	case "":
	case "day-one":
		dayOne = ptr(true)
	case "monitor":
		dayOne = ptr(false)
	default:
		v.Add("InvalidValue", "filterPepType", "'FilterPepType' must be day-one or monitor.")
	}
	typ := searchType(&v, in.FilterType)
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	f := PepFilter{Scope: sc, Unresolved: in.ListUnresolvedSearches, Updated: in.ListUpdatedSearches,
		Expiring: in.ListExpiringSearches, Archived: in.ListArchivedSearches,
		NameExcludes: in.FilterNameExcludes, Reference: in.FilterReference, ReferenceExclude: in.FilterReferenceExcludes,
		DayOne: dayOne, Type: typ, DateFrom: in.FilterDateFrom, DateTo: in.FilterDateTo, CreatedBy: in.FilterUserName,
		Sort: sort, Limit: PepPageSize, Offset: int(page-1) * PepPageSize}
	if f.Expiring != nil {
		_, f.ExpiringBy = renewalDates(&v, c.Now, nil, "", "")
	}
	m := parseNameSearch(in.NameSearch, in.NameSearchExact)
	f.NameWords, f.NamePhrase, f.NameExact = m.Words, m.Phrase, m.Exact
	recs, total, err := s.store.ListPepSearches(ctx, f)
	if err != nil {
		return nil, err
	}
	if recs == nil {
		recs = []PepSearchRecord{}
	}
	return &GetPepSearchesData{TotalSearchRecords: int32(total), CurrentPageNum: page,
		MaxPageNum: pageCount(total, PepPageSize), SearchRecords: recs}, nil
}

func ptr[T any](v T) *T { return &v }

// positiveID refuses an id that is not above 0 (the 400 every operation
// naming a record by id gives).
func positiveID(id int64) error {
	if id <= 0 {
		return InvalidField("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	return nil
}

func (s *Service) getPepSearch(ctx context.Context, c *Call, req *GetPepSearch) (*GetPepSearchData, error) {
	in := req.Request
	if in == nil {
		in = &GetPepSearchRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	p, err := s.store.PepSearch(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	r := p.Record
	if in.OnlyShowUnresolvedResults {
		kept := []PepSearchResult{}
		for _, x := range r.PepSearchResults {
			if !x.ResultResolved {
				kept = append(kept, x)
			}
		}
		r.PepSearchResults = kept
	}
	return &GetPepSearchData{LinkedTo: []LinkedTo{}, SearchRecord: &r}, nil
}

func (s *Service) updatePepSearch(ctx context.Context, c *Call, req *UpdatePepSearch) (*UpdatePepSearchData, error) {
	in := req.Request
	if in == nil {
		in = &UpdatePepSearchRequest{}
	}
	err := s.decide(ctx, c, "PEP search", in.ID, in.ClientInResults, in.ClientNotInResults, in.SearchResultIDs,
		in.SubUserName, s.store.DecidePepSearch)
	if err != nil {
		return nil, err
	}
	return &UpdatePepSearchData{Success: true}, nil
}

func (s *Service) archivePepSearch(ctx context.Context, c *Call, req *ArchivePepSearch) (*ArchivePepSearchData, error) {
	in := req.Request
	if in == nil {
		in = &PepSearchIDRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	if u := c.Principal.User; !u.IsAdmin && !u.CanResolveSearches {
		return nil, Errorf(CodeForbidden, "User %s may not archive searches", u.UserName)
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	if err := s.store.ArchivePepSearch(ctx, sc, in.ID, c.Now); err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	return &ArchivePepSearchData{Success: true}, nil
}

func (s *Service) deletePepSearch(ctx context.Context, c *Call, req *DeletePepSearch) (*DeletePepSearchData, error) {
	in := req.Request
	if in == nil {
		in = &DeletePepSearchRequest{}
	}
	if err := s.remove(ctx, c, "PEP search", in.ID, in.SubUserName, s.store.DeletePepSearch); err != nil {
		return nil, err
	}
	return &DeletePepSearchData{Success: true}, nil
}

// pepSource is the source every PEP search runs against.
var pepSource = SearchSource{ListID: "PEP", ListName: "Politically exposed persons and their relatives and close associates", ListShortName: "PEP"}

// pepAsSearchRecord is a PEP search in the shape the PDF renderer prints.
func pepAsSearchRecord(r PepSearchRecord) SearchRecord {
	out := SearchRecord{ID: r.ID, SearchType: r.SearchType, DateSearched: r.DateSearched, DateUpdated: r.DateUpdated,
		DateArchived: r.DateArchived, IsArchived: r.IsArchived, NumOfResults: r.NumOfResults,
		ClientInResults: r.ClientInResults, ClientNotInResults: r.ClientNotInResults, AffectedByUpdate: r.AffectedByUpdate,
		SearchCriteria: r.SearchCriteria, SearchSources: []SearchSource{pepSource}}
	for _, x := range r.PepSearchResults {
		name := x.FullName
		if name == "" {
			name = strings.Join(strings.Fields(x.Forename+" "+x.Middlename+" "+x.Surname), " ")
		}
		e := SearchResultEntry{SearchResultID: x.ID, ResultSimilarity: x.ResultSimilarity, ResultResolved: x.ResultResolved,
			ResultType: "individual", DateUpdated: x.DateLastUpdated, SanctionsListID: pepSource.ListID,
			SanctionsListName: pepSource.ListName,
			Names:             []SearchResultName{{Type: "primary", Title: x.Title, FullName: name, ResultSimilarity: x.ResultSimilarity}}}
		if x.Nationality != "" {
			e.Nationalities = []SearchResultNationality{{Nationality: x.Nationality}}
		}
		if x.Category != "" || x.Source != "" {
			e.Remarks = []SearchResultRemark{{Name: x.Category, Description: x.Source}}
		}
		out.ListSearchResults = append(out.ListSearchResults, e)
	}
	if out.ListSearchResults == nil {
		out.ListSearchResults = []SearchResultEntry{}
	}
	return out
}

func (s *Service) savePepSearch(ctx context.Context, c *Call, req *SavePepSearch) (*SavePepSearchData, error) {
	in := req.Request
	if in == nil {
		in = &SavePepSearchRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	sc, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	p, err := s.store.PepSearch(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	notes, err := s.store.PepSearchNotes(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	searched, updates, err := s.store.PepSearchVersions(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	versions := []SourceVersions{{ListID: PepListID, Searched: searched, Updates: updates}}
	pdf, err := s.cfg.PDF(pepAsSearchRecord(p.Record), versions, notes, c.Now)
	if err != nil {
		return nil, Wrap(CodeInternal, err, "Rendering the document failed")
	}
	name := ""
	if p.Record.SearchCriteria != nil {
		name = p.Record.SearchCriteria.Name
	}
	id := in.ID
	doc := Document{Owner: owner, AccountID: c.Principal.AccountID, Content: pdf, Meta: PdfDocument{
		IsReady: true, Name: "PEP search " + itoa(in.ID), SearchedName: name,
		FileName: "pep-search-" + itoa(in.ID) + ".pdf", Type: "pep",
		PepSearchID: &id, DateCreated: c.Now, DateExpires: c.Now.Add(s.cfg.DocumentTTL),
	}}
	docID, err := s.store.CreateDocument(ctx, doc, s.documentQuota(c))
	if err != nil {
		return nil, err
	}
	return &SavePepSearchData{Success: true, DocumentID: docID}, nil
}

func (s *Service) addPepSearchNote(ctx context.Context, c *Call, req *AddPepSearchNote) (*AddPepSearchNoteData, error) {
	in := req.Request
	if in == nil {
		in = &AddPepSearchNoteRequest{}
	}
	if err := validateNote(in.ID, in.Note); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	notes, total, err := s.store.AddPepSearchNote(ctx, sc, in.ID, c.note(in.Note), s.noteLimits())
	if err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	return &AddPepSearchNoteData{SearchNotesData{Success: true, Notes: notes, ID: in.ID}, int32(total)}, nil
}

func (s *Service) getPepSearchNotes(ctx context.Context, c *Call, req *GetPepSearchNotes) (*GetPepSearchNotesData, error) {
	in := req.Request
	if in == nil {
		in = &GetPepSearchNotesRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	notes, err := s.store.PepSearchNotes(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "PEP search", in.ID)
	}
	if notes == nil {
		notes = []SearchNote{}
	}
	return &GetPepSearchNotesData{SearchNotesData{Success: true, Notes: notes, ID: in.ID}}, nil
}

func (s *Service) countUpdatedPepSearches(ctx context.Context, c *Call, req *CountUpdatedPepSearches) (*CountUpdatedPepSearchesData, error) {
	var include bool
	if req.Request != nil {
		include = req.Request.IncludeSearchesFromOtherUsers
	}
	sc := countScope(c, include)
	n, err := s.store.CountUpdatedPepSearches(ctx, sc)
	if err != nil {
		return nil, err
	}
	return &CountUpdatedPepSearchesData{NumberOfUpdatedPepSearches: n}, nil
}

func (s *Service) renewAllPepSearches(ctx context.Context, c *Call, req *RenewAllPepSearches) (*RenewAllPepSearchesData, error) {
	in := req.Request
	if in == nil {
		in = &RenewAllPepSearchesRequest{}
	}
	var v Validator
	renewal, due := renewalDates(&v, c.Now, in.RenewalDate, "renewalDate", "RenewalDate")
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc := callerScope(c)
	res, err := s.store.RenewAllPepSearches(ctx, sc, due)
	if errors.Is(err, ErrInsufficientCredit) {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "InsufficientCredit",
			Message: "The account balance (" + res.Balance.String() + ") does not cover the renewal cost (" + res.Cost.String() + ")"}
	}
	if err != nil {
		return nil, err
	}
	return &RenewAllPepSearchesData{Count: int32(len(res.Renewed)), TotalCost: res.Cost, RenewalDate: renewal.Format("2006-01-02")}, nil
}

func (s *Service) costRenewAllPepSearches(ctx context.Context, c *Call, req *CostRenewAllPepSearches) (*CostRenewAllPepSearchesData, error) {
	in := req.Request
	if in == nil {
		in = &CostRenewAllPepSearchesRequest{}
	}
	var v Validator
	renewal, due := renewalDates(&v, c.Now, in.RenewalDate, "renewalDate", "RenewalDate")
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc := callerScope(c)
	q, err := s.store.QuoteAllPepRenewal(ctx, sc, due)
	if err != nil {
		return nil, err
	}
	return &CostRenewAllPepSearchesData{Count: int32(len(q.Renewed)), TotalCost: q.Cost, RenewalDate: renewal.Format("2006-01-02"),
		CanAfford: q.Cost.Cmp(q.Balance) <= 0}, nil
}
