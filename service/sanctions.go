package service

import (
	"context"
	"strings"
	"time"
)

func (s *Service) registerSanctions(r *Registry) {
	// CountUnresolvedSearches: unresolved sanctions searches of the caller
	// (and, optionally, of the users it may see).
	Register(r, Operation{Name: "CountUnresolvedSearches", Tag: "Sanctions", Safe: true,
		Summary: "Get the count of unresolved sanctions searches",
		Routes:  []Route{{"POST", "/sanctions/unresolved/count"}}}, s.countUnresolvedSearches)
	// CountUpdatedSearches: searches a list update affected.
	Register(r, Operation{Name: "CountUpdatedSearches", Tag: "Sanctions", Safe: true,
		Summary: "Get the count of sanctions searches affected by list updates",
		Routes:  []Route{{"POST", "/sanctions/updated/count"}}}, s.countUpdatedSearches)
	// GetSearch: one sanctions search with its results.
	Register(r, Operation{Name: "GetSearch", Tag: "Sanctions", Safe: true,
		Summary: "Get a sanctions search",
		Routes:  []Route{{"POST", "/sanctions/get"}}}, s.getSearch)
	// GetSearchNotes: the notes of a sanctions search.
	Register(r, Operation{Name: "GetSearchNotes", Tag: "Sanctions", Safe: true,
		Summary: "Get the notes for an existing sanctions search",
		Routes:  []Route{{"POST", "/sanctions/notes/get"}}}, s.getSearchNotes)
	// AddSearchNote: append a note.
	Register(r, Operation{Name: "AddSearchNote", Tag: "Sanctions",
		Summary: "Add a note to an existing sanctions search",
		Routes:  []Route{{"POST", "/sanctions/notes/add"}}}, s.addSearchNote)
	// AddSearch: screen a name against the sanctions lists (the engine,
	// synchronously) and store the search with its results.
	Register(r, Operation{Name: "AddSearch", Tag: "Sanctions",
		Summary: "Create a sanctions search",
		Routes:  []Route{{"POST", "/sanctions/create"}}}, s.addSearch)
	// ArchiveSearch: the twin of ArchivePepSearch.
	Register(r, Operation{Name: "ArchiveSearch", Tag: "Sanctions",
		Summary: "Archive a sanctions search",
		Routes:  []Route{{"PUT", "/sanctions/archive"}}}, s.archiveSearch)
	// SaveSearch: render the search as a PDF document.
	Register(r, Operation{Name: "SaveSearch", Tag: "Sanctions",
		Summary: "Save a sanctions search as a PDF document",
		Routes:  []Route{{"POST", "/sanctions/save"}}}, s.saveSearch)
	// GetSearches: a page of the searches in scope, filtered and sorted as
	// the original's GetSearches.
	Register(r, Operation{Name: "GetSearches", Tag: "Sanctions", Safe: true,
		Summary: "Get all sanctions searches",
		Routes:  []Route{{"POST", "/sanctions/list"}}}, s.getSearches)
	// UpdateSearch: resolve a search or some of its results.
	Register(r, Operation{Name: "UpdateSearch", Tag: "Sanctions",
		Summary: "Resolve a sanctions search or some of its results",
		Routes:  []Route{{"PUT", "/sanctions/update"}}}, s.updateSearch)
	// DeleteSearch: the original shows no route; DeletePepSearch's twin.
	Register(r, Operation{Name: "DeleteSearch", Tag: "Sanctions", QueryFields: true,
		Summary: "Delete a sanctions search",
		Routes:  []Route{{"DELETE", "/sanctions/delete"}}}, s.deleteSearch)
}

// countScope is the scope of the Count* operations.
func countScope(c *Call, includeOthers bool) Scope {
	if includeOthers {
		return callerScope(c)
	}
	return ownScope(c)
}

func (s *Service) countUnresolvedSearches(ctx context.Context, c *Call, req *CountUnresolvedSearches) (*CountUnresolvedSearchesData, error) {
	var include bool
	if req.Request != nil {
		include = req.Request.IncludeSearchesFromOtherUsers
	}
	sc := countScope(c, include)
	return shared(ctx, s, c, newKey("CountUnresolvedSearches").scope(sc).String(), func() (*CountUnresolvedSearchesData, error) {
		n, err := s.store.CountUnresolvedSearches(ctx, sc)
		if err != nil {
			return nil, err
		}
		return &CountUnresolvedSearchesData{NumberOfUnresolvedSearches: n}, nil
	})
}

func (s *Service) countUpdatedSearches(ctx context.Context, c *Call, req *CountUpdatedSearches) (*CountUpdatedSearchesData, error) {
	var include bool
	if req.Request != nil {
		include = req.Request.IncludeSearchesFromOtherUsers
	}
	sc := countScope(c, include)
	n, err := s.store.CountUpdatedSearches(ctx, sc)
	if err != nil {
		return nil, err
	}
	return &CountUpdatedSearchesData{NumberOfUpdatedSearches: n}, nil
}

func (s *Service) getSearch(ctx context.Context, c *Call, req *GetSearch) (*GetSearchData, error) {
	in := req.Request
	if in == nil {
		in = &GetSearchRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	key := newKey("GetSearch").scope(sc).int(in.ID).bool(in.OnlyShowUnresolvedResults).String()
	return shared(ctx, s, c, key, func() (*GetSearchData, error) { return s.buildSearch(ctx, sc, in) })
}

// buildSearch assembles a GetSearch reply.
func (s *Service) buildSearch(ctx context.Context, sc Scope, in *GetSearchRequest) (*GetSearchData, error) {
	rec, err := s.store.Search(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	r := rec.Record
	if in.OnlyShowUnresolvedResults {
		kept := r.ListSearchResults[:0:0]
		for _, e := range r.ListSearchResults {
			if !e.ResultResolved {
				kept = append(kept, e)
			}
		}
		r.ListSearchResults = kept
	}
	if r.ListSearchResults == nil {
		r.ListSearchResults = []SearchResultEntry{}
	}
	r.SearchResults = perListResults(r.ListSearchResults)
	links := rec.LinkedTo
	if links == nil {
		links = []LinkedTo{}
	}
	return &GetSearchData{LinkedTo: links, SearchRecord: &r}, nil
}

func (s *Service) getSearchNotes(ctx context.Context, c *Call, req *GetSearchNotes) (*GetSearchNotesData, error) {
	in := req.Request
	if in == nil {
		in = &GetSearchNotesRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	notes, err := s.store.SearchNotes(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	if notes == nil {
		notes = []SearchNote{}
	}
	return &GetSearchNotesData{SearchNotesData{Success: true, Notes: notes, ID: in.ID}}, nil
}

// AddSearchNoteNewest is how many notes (the newest) AddSearchNote
// returns; GetSearchNotes returns them all.
const AddSearchNoteNewest = 50

// MaxNoteLength is the longest note AddSearchNote accepts, in characters.
const MaxNoteLength = 4000

// validateNote checks the id and note of the Add*Note operations; the
// note's length and characters are the registry's text rules ("note":
// MaxNoteLength).
func validateNote(id int64, note string) error {
	var v Validator
	if id <= 0 {
		v.Add("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	if strings.TrimSpace(note) == "" {
		v.Add("NotEmpty", "note", "'Note' must not be empty.")
	}
	return v.Err()
}

// note is a new note by the acting user, now.
func (c *Call) note(content string) SearchNote {
	return SearchNote{Name: c.Principal.User.UserName, Date: c.Now, Content: content}
}

// noteLimits are the configured notes quota per search and the newest
// notes an Add*Note reply holds.
func (s *Service) noteLimits() NoteLimits {
	return NoteLimits{MaxNotes: s.cfg.MaxNotesPerSearch, Newest: AddSearchNoteNewest}
}

func (s *Service) addSearchNote(ctx context.Context, c *Call, req *AddSearchNote) (*AddSearchNoteData, error) {
	in := req.Request
	if in == nil {
		in = &AddSearchNoteRequest{}
	}
	if err := validateNote(in.ID, in.Note); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	notes, total, err := s.store.AddSearchNote(ctx, sc, in.ID, c.note(in.Note), s.noteLimits())
	if err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	return &AddSearchNoteData{SearchNotesData: SearchNotesData{Success: true, Notes: notes, ID: in.ID}, TotalNotes: int32(total)}, nil
}

func (s *Service) saveSearch(ctx context.Context, c *Call, req *SaveSearch) (*SaveSearchData, error) {
	in := req.Request
	if in == nil {
		in = &SaveSearchRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	sc, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	rec, err := s.store.Search(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	notes, err := s.store.SearchNotes(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	versions, err := s.store.SearchListVersions(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	r := rec.Record
	r.SearchResults = perListResults(r.ListSearchResults)
	pdf, err := s.cfg.PDF(r, versions, notes, c.Now)
	if err != nil {
		return nil, Wrap(CodeInternal, err, "Rendering the document failed")
	}
	name := ""
	if r.SearchCriteria != nil {
		name = r.SearchCriteria.Name
	}
	id := in.ID
	doc := Document{Owner: owner, AccountID: c.Principal.AccountID, Content: pdf, Meta: PdfDocument{
		IsReady: true, Name: "Sanctions search " + itoa(in.ID), SearchedName: name,
		FileName: "sanctions-search-" + itoa(in.ID) + ".pdf", Type: "sanctions",
		SanctionsSearchID: &id, DateCreated: c.Now, DateExpires: c.Now.Add(s.cfg.DocumentTTL),
	}}
	docID, err := s.store.CreateDocument(ctx, doc, s.documentQuota(c))
	if err != nil {
		return nil, err
	}
	return &SaveSearchData{Success: true, DocumentID: docID}, nil
}

func (s *Service) addSearch(ctx context.Context, c *Call, req *AddSearch) (*AddSearchData, error) {
	in := req.Request
	if in == nil {
		in = &AddSearchRequest{}
	}
	crit := in.criteria()
	var v Validator
	kind, dob := validateCriteria(&v, &crit, true)
	if err := v.Err(); err != nil {
		return nil, err
	}
	_, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	run, err := s.screen(&crit, kind, dob, c.Now)
	if err != nil {
		return nil, err
	}
	// Stored times keep microseconds: the reply shows what GetSearch will.
	n := newSanctionsSearch(c.Principal.AccountID, owner, &crit, run, c.Now.Truncate(time.Microsecond))
	n.ResultIDs = make([]int64, len(n.Record.ListSearchResults))
	id, err := s.store.CreateSearch(ctx, n)
	if err != nil {
		return nil, err
	}
	// The reply is the stored search as GetSearch shows it, built from
	// what was stored and the ids the store gave (not read back).
	r := storedSearch(id, n)
	if in.ExcludeResults {
		r.ListSearchResults = []SearchResultEntry{}
		r.SearchResults = perListResults(nil)
	}
	return &AddSearchData{SearchRecord: r}, nil
}

func (s *Service) archiveSearch(ctx context.Context, c *Call, req *ArchiveSearch) (*ArchiveSearchData, error) {
	in := req.Request
	if in == nil {
		in = &ArchiveSearchRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
	}
	if u := c.Principal.User; !u.IsAdmin && !u.CanResolveSearches {
		return nil, Errorf(CodeForbidden, "Archiving searches needs the canResolveSearches permission")
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	if err := s.store.ArchiveSearch(ctx, sc, in.ID, c.Now); err != nil {
		return nil, storeErr(err, "Sanctions search", in.ID)
	}
	return &ArchiveSearchData{Success: true}, nil
}

// SearchesPageSize is the page size of GetSearches.
const SearchesPageSize = 25

// listPage validates a 1-based list page (0 is page 1).
func listPage(v *Validator, page int32) int32 {
	if page == 0 {
		page = 1
	}
	if page < 1 || page > 1_000_000 {
		v.Add("OutOfRange", "page", "'Page' must be 1 or more.")
	}
	return page
}

// parseNameSearch reads a nameSearch as the original: every word; a quoted
// value as one substring; with exact, the whole name.
func parseNameSearch(name string, exact bool) NameMatch {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return NameMatch{}
	case exact:
		return NameMatch{Exact: name}
	case len(name) >= 2 && (name[0] == '"' || name[0] == '\'') && name[len(name)-1] == name[0]:
		return NameMatch{Phrase: name[1 : len(name)-1]}
	}
	return NameMatch{Words: strings.Fields(name)}
}

// searchType validates a filterType.
func searchType(v *Validator, t string) string {
	typ := strings.ToLower(strings.TrimSpace(t))
	if typ != "" && typ != "individual" && typ != "entity" {
		v.Add("InvalidValue", "filterType", "'FilterType' must be individual or entity.")
	}
	return typ
}

func (s *Service) getSearches(ctx context.Context, c *Call, req *GetSearches) (*GetSearchesData, error) {
	in := req.Request
	if in == nil {
		in = &GetSearchesRequest{}
	}
	var v Validator
	page := listPage(&v, in.Page)
	sort, ok := parseListSort(in.SortOrder)
	if !ok {
		v.Add("InvalidValue", "sortOrder", "'SortOrder' must be Status, Name or Date, optionally followed by ' desc'.")
	}
	typ := searchType(&v, in.FilterType)
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	f := SearchFilter{Scope: sc, Unresolved: in.ListUnresolvedSearches, Updated: in.ListUpdatedSearches,
		Archived: in.ListArchivedSearches, Name: parseNameSearch(in.NameSearch, in.NameSearchExact),
		Reference: in.FilterReference, Type: typ, DateFrom: in.FilterDateFrom, DateTo: in.FilterDateTo,
		CreatedBy: in.FilterUserName, Sort: sort, Limit: SearchesPageSize, Offset: int(page-1) * SearchesPageSize}
	recs, total, err := s.store.ListSearches(ctx, f)
	if err != nil {
		return nil, err
	}
	if recs == nil {
		recs = []SearchRecord{}
	}
	return &GetSearchesData{TotalSearchRecords: int32(total), CurrentPageNum: page,
		MaxPageNum: pageCount(total, SearchesPageSize), SearchRecords: recs}, nil
}

// MaxResultIDs is the most searchResultIds one UpdateSearch or
// UpdatePepSearch takes.
const MaxResultIDs = 1000

// decide records a decision on search id of the caller's scope (or the
// named sub user's) with apply — the store's DecideSearch or
// DecidePepSearch: the fields of UpdateSearch and UpdatePepSearch are
// checked first (no searchResultIds: every result), then the caller's
// canResolveSearches, then visibility (what names the search in a 404).
func (s *Service) decide(ctx context.Context, c *Call, what string, id int64, in, notIn bool, resultIDs []int64, sub string,
	apply func(context.Context, Scope, int64, PepDecision) error) error {
	var v Validator
	if id <= 0 {
		v.Add("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	if in == notIn {
		v.Add("InvalidValue", "clientInResults", "Exactly one of 'ClientInResults' and 'ClientNotInResults' must be true.")
	}
	if len(resultIDs) > MaxResultIDs {
		v.Add("OutOfRange", "searchResultIds", "'SearchResultIds' must be at most 1000 in number.")
	}
	for _, id := range resultIDs {
		if id <= 0 {
			v.Add("GreaterThan", "searchResultIds", "Every 'SearchResultIds' member must be greater than '0'.")
			break
		}
	}
	if err := v.Err(); err != nil {
		return err
	}
	if u := c.Principal.User; !u.IsAdmin && !u.CanResolveSearches {
		return Errorf(CodeForbidden, "User %s may not resolve searches", u.UserName)
	}
	sc, err := s.scope(ctx, c, sub)
	if err != nil {
		return err
	}
	d := PepDecision{ClientInResults: in, At: c.Now}
	if len(resultIDs) > 0 {
		d.ResultIDs = resultIDs
	}
	if err := apply(ctx, sc, id, d); err != nil {
		return storeErr(err, what, id)
	}
	return nil
}

// mayDelete refuses users without canDeleteSearches (admins may).
func mayDelete(u User) error {
	if !u.IsAdmin && !u.CanDeleteSearches {
		return Errorf(CodeForbidden, "User %s may not delete searches", u.UserName)
	}
	return nil
}

func (s *Service) updateSearch(ctx context.Context, c *Call, req *UpdateSearch) (*UpdateSearchData, error) {
	in := req.Request
	if in == nil {
		in = &UpdateSearchRequest{}
	}
	err := s.decide(ctx, c, "Sanctions search", in.ID, in.ClientInResults, in.ClientNotInResults, in.SearchResultIDs,
		in.SubUserName, s.store.DecideSearch)
	if err != nil {
		return nil, err
	}
	return &UpdateSearchData{Success: true}, nil
}

func (s *Service) deleteSearch(ctx context.Context, c *Call, req *DeleteSearch) (*DeleteSearchData, error) {
	in := req.Request
	if in == nil {
		in = &DeleteSearchRequest{}
	}
	if err := s.remove(ctx, c, "Sanctions search", in.ID, in.SubUserName, s.store.DeleteSearch); err != nil {
		return nil, err
	}
	return &DeleteSearchData{Success: true}, nil
}

// remove deletes search id of the caller's scope (or the named sub
// user's) with del — the store's DeleteSearch or DeletePepSearch: the id
// is checked first, then the caller's canDeleteSearches, then visibility
// (what names the search in a 404).
func (s *Service) remove(ctx context.Context, c *Call, what string, id int64, sub string,
	del func(context.Context, Scope, int64) error) error {
	if err := positiveID(id); err != nil {
		return err
	}
	if err := mayDelete(c.Principal.User); err != nil {
		return err
	}
	sc, err := s.scope(ctx, c, sub)
	if err != nil {
		return err
	}
	if err := del(ctx, sc, id); err != nil {
		return storeErr(err, what, id)
	}
	return nil
}

// newSanctionsSearch is the search to store for criteria screened as run.
// storedSearch is the record of search n stored under id (its results'
// ids in n.ResultIDs) as the store reads it back: GetSearch's record.
func storedSearch(id int64, n NewSanctionsSearch) *SearchRecord {
	r := n.Record
	r.ID = id
	r.NumOfResults = int32(len(r.ListSearchResults))
	for i := range r.ListSearchResults {
		r.ListSearchResults[i].SearchResultID = n.ResultIDs[i]
	}
	if r.ListSearchResults == nil {
		r.ListSearchResults = []SearchResultEntry{}
	}
	if r.SearchSources == nil {
		r.SearchSources = []SearchSource{}
	}
	r.SearchResults = perListResults(r.ListSearchResults)
	return &r
}

func newSanctionsSearch(accountID int64, owner string, crit *ScreenCriteria, run *screened, now time.Time) NewSanctionsSearch {
	rec := SearchRecord{SearchType: crit.Type, DateSearched: now, DateUpdated: now,
		SearchCriteria: &SearchCriteria{Name: crit.Name, Address: crit.Address, Country: crit.Country,
			DateOfBirth: crit.DateOfBirth, Nationality: crit.Nationality, Reference: crit.Reference},
		SearchSources: run.Sources, ListSearchResults: run.Entries}
	return NewSanctionsSearch{AccountID: accountID, Owner: owner, Record: rec,
		Lists: run.Lists, Versions: run.Versions, Keys: run.Keys}
}
