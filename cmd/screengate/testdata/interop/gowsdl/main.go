// Command gowsdlclient calls every operation of screengate through the Go
// client that gowsdl v0.5.0 generated from the SOAP 1.1 WSDL the running
// server serves, and checks the demo data (the same calls and values as
// zeep_client.py and node_client.js).
//
// The interop test copies this file into a throwaway module whose package
// local/gowsdlclient/screengate is gowsdl's output. gowsdl generates SOAP 1.1
// clients only, so there is no soap12 run.
//
// Every call goes through a generated ISyncReply method with the generated
// request and response types, nothing hand-written on the wire: the
// generated request structs carry the XMLName of their wrapper element
// ({Op} in the types namespace) because the WSDL declares each operation
// wrapper as a global element with an anonymous complexType (see
// docs/interop.md). A method that fails is a FAIL of its operation.
//
// Usage: gowsdlclient BASE_URL
// Prints RESULT soap11 <Operation> ok|FAIL <detail> per call; exit status 1
// if any call failed.
package main

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hooklift/gowsdl/soap"

	sg "local/gowsdlclient/screengate"
)

// svc is the generated client of the ISyncReply port.
var svc sg.ISyncReply

const analyst = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"

var failures int

func check(version, op string, fn func() error) {
	err := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("panic: %v", r)
			}
		}()
		return fn()
	}()
	if err != nil {
		failures++
		msg := strings.ReplaceAll(err.Error(), "\n", " ")
		if len(msg) > 300 {
			msg = msg[:300]
		}
		fmt.Printf("RESULT %s %s FAIL %s\n", version, op, msg)
		fmt.Fprintf(os.Stderr, "%s %s: %+v\n", version, op, err)
		return
	}
	fmt.Printf("RESULT %s %s ok\n", version, op)
}

func eq(got, want any, what string) error {
	if fmt.Sprint(got) != fmt.Sprint(want) {
		return fmt.Errorf("%s: got %v, want %v", what, got, want)
	}
	return nil
}

func p[T any](v T) *T { return &v }

func deref[T any](v *T) T {
	if v == nil {
		var zero T
		return zero
	}
	return *v
}

func ok(st *sg.ResponseStatus) error {
	if st == nil {
		return fmt.Errorf("no ResponseStatus")
	}
	return eq(deref(st.Message), "Success", "ResponseStatus.Message")
}

// b64 decodes an xs:base64Binary member: gowsdl maps it to []byte, which
// encoding/xml fills with the element's text, still base64-encoded.
func b64(b *[]byte) []byte {
	if b == nil {
		return nil
	}
	out, err := base64.StdEncoding.DecodeString(string(*b))
	if err != nil {
		return nil
	}
	return out
}

func main() {
	base := os.Args[1]
	const version = "soap11"
	const renewID, noteSearch, username = 2004, 1003, "gowsdl11"
	auth := &sg.Authentication{ApiUserId: p("demo"), ApiUserKey: p("demo-secret-key")}
	svc = sg.NewISyncReply(soap.NewClient(base + "/" + version))

	check(version, "CountUpdatedSearches", func() error {
		r, err := svc.CountUpdatedSearches(&sg.CountUpdatedSearches{Authentication: auth, Request: &sg.CountUpdatedSearchesRequest{IncludeSearchesFromOtherUsers: true}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.NumberOfUpdatedSearches, int64(1), "NumberOfUpdatedSearches")
	})

	check(version, "CountUnresolvedSearches", func() error {
		r, err := svc.CountUnresolvedSearches(&sg.CountUnresolvedSearches{Authentication: auth, Request: &sg.CountUnresolvedSearchesRequest{IncludeSearchesFromOtherUsers: false}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.NumberOfUnresolvedSearches, 10, "NumberOfUnresolvedSearches"); err != nil {
			return err
		}
		r, err = svc.CountUnresolvedSearches(&sg.CountUnresolvedSearches{Authentication: auth, Request: &sg.CountUnresolvedSearchesRequest{IncludeSearchesFromOtherUsers: true}})
		if err != nil {
			return err
		}
		return eq(r.Data.NumberOfUnresolvedSearches, 13, "NumberOfUnresolvedSearches (others)")
	})

	check(version, "GetSearch", func() error {
		r, err := svc.GetSearch(&sg.GetSearch{Authentication: auth, Request: &sg.GetSearchRequest{Id: 1001}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		rec := r.Data.SearchRecord
		if err := eq(rec.Id, 1001, "Id"); err != nil {
			return err
		}
		if err := eq(deref(rec.SearchCriteria.Name), "Vladimir Petrov", "Name"); err != nil {
			return err
		}
		if len(rec.ListSearchResults.SearchResultEntry) < 5 {
			return fmt.Errorf("expected at least 5 results, got %d", len(rec.ListSearchResults.SearchResultEntry))
		}
		if len(rec.SearchResults.HmtResults.SearchResultHmTreasury) == 0 {
			return fmt.Errorf("no HMT results")
		}
		u, err := svc.GetSearch(&sg.GetSearch{Authentication: auth, Request: &sg.GetSearchRequest{Id: 1001, OnlyShowUnresolvedResults: true}})
		if err != nil {
			return err
		}
		for _, e := range u.Data.SearchRecord.ListSearchResults.SearchResultEntry {
			if err := eq(e.ResultResolved, false, "ResultResolved"); err != nil {
				return err
			}
		}
		return nil
	})

	check(version, "GetSearchNotes", func() error {
		r, err := svc.GetSearchNotes(&sg.GetSearchNotes{Authentication: auth, Request: &sg.GetSearchNotesRequest{Id: 1001}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		notes := r.Data.Notes.Note
		if err := eq(len(notes), 2, "notes"); err != nil {
			return err
		}
		return eq(deref(notes[0].Content), "Checked date of birth against passport.", "Content")
	})

	check(version, "AddSearchNote", func() error {
		text := "from gowsdl " + version
		r, err := svc.AddSearchNote(&sg.AddSearchNote{Authentication: auth, Request: &sg.AddSearchNoteRequest{Id: noteSearch, Note: p(text)}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		notes := r.Data.Notes.Note
		if len(notes) == 0 {
			return fmt.Errorf("no notes")
		}
		last := notes[len(notes)-1]
		if err := eq(deref(last.Content), text, "Content"); err != nil {
			return err
		}
		return eq(deref(last.Name), "demo", "Name")
	})

	check(version, "AddSearch", func() error {
		name, typ := "Zebulon Quimby", "individual"
		r, err := svc.AddSearch(&sg.AddSearch{Authentication: auth, Request: &sg.AddSearchRequest{Name: &name, Type: &typ,
			SelectedLists: &sg.ArrayOfListId{ListId: []*string{strPtr("UN")}}}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		rec := r.Data.SearchRecord
		if err := eq(deref(rec.SearchCriteria.Name), "Zebulon Quimby", "SearchCriteria.Name"); err != nil {
			return err
		}
		if len(rec.SearchSources.SearchSource) != 1 {
			return fmt.Errorf("%d search sources, want 1", len(rec.SearchSources.SearchSource))
		}
		if err := eq(deref(rec.SearchSources.SearchSource[0].ListId), "UN", "SearchSources"); err != nil {
			return err
		}
		return eq(rec.NumOfResults, int32(0), "NumOfResults")
	})

	check(version, "ArchiveSearch", func() error {
		name, typ := "Zebulon Archived", "individual"
		a, err := svc.AddSearch(&sg.AddSearch{Authentication: auth, Request: &sg.AddSearchRequest{Name: &name, Type: &typ,
			SelectedLists: &sg.ArrayOfListId{ListId: []*string{strPtr("UN")}}}})
		if err != nil {
			return err
		}
		if err := ok(a.Data.ResponseStatus); err != nil {
			return err
		}
		r, err := svc.ArchiveSearch(&sg.ArchiveSearch{Authentication: auth, Request: &sg.ArchiveSearchRequest{Id: a.Data.SearchRecord.Id}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "SaveSearch", func() error {
		r, err := svc.SaveSearch(&sg.SaveSearch{Authentication: auth, Request: &sg.SaveSearchRequest{Id: 1001}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Success, true, "Success"); err != nil {
			return err
		}
		pd, err := svc.GetPdf(&sg.GetPdf{Authentication: auth, Request: &sg.GetPdfRequest{Id: r.Data.DocumentId}})
		if err != nil {
			return err
		}
		if err := ok(pd.Data.ResponseStatus); err != nil {
			return err
		}
		if !bytes.HasPrefix(b64(pd.Data.Document.DocumentBytes), []byte("%PDF-")) {
			return fmt.Errorf("not a PDF")
		}
		return nil
	})

	check(version, "GetPdf", func() error {
		r, err := svc.GetPdf(&sg.GetPdf{Authentication: auth, Request: &sg.GetPdfRequest{Id: 7001}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		d := r.Data.Document
		if err := eq(d.Id, 7001, "Id"); err != nil {
			return err
		}
		if err := eq(deref(d.Type), "sanctions", "Type"); err != nil {
			return err
		}
		if !bytes.HasPrefix(b64(d.DocumentBytes), []byte("%PDF-")) {
			return fmt.Errorf("not a PDF")
		}
		return nil
	})

	check(version, "CountUnresolvedPepSearches", func() error {
		r, err := svc.CountUnresolvedPepSearches(&sg.CountUnresolvedPepSearches{Authentication: auth, Request: &sg.CountUnresolvedPepSearchesRequest{IncludeSearchesFromOtherUsers: true}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.NumberOfUnresolvedPepSearches, 3, "NumberOfUnresolvedPepSearches")
	})

	check(version, "CostRenewPepSearches", func() error {
		r, err := svc.CostRenewPepSearches(&sg.CostRenewPepSearches{Authentication: auth, Request: &sg.CostRenewPepSearchesRequest{Ids: &sg.ArrayOfLong{Long: []int64{2001, 2002, 2015}}}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Count, 2, "Count"); err != nil {
			return err
		}
		// gowsdl maps xs:decimal to float64.
		if err := eq(r.Data.TotalCost, 3.0, "TotalCost"); err != nil {
			return err
		}
		return eq(r.Data.FailedIds.Long, []int64{2015}, "FailedIds")
	})

	check(version, "RenewPepSearches", func() error {
		r, err := svc.RenewPepSearches(&sg.RenewPepSearches{Authentication: auth, Request: &sg.RenewPepSearchesRequest{Ids: &sg.ArrayOfLong{Long: []int64{renewID, 9002}}}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Count, 1, "Count"); err != nil {
			return err
		}
		if err := eq(r.Data.TotalCost, 1.5, "TotalCost"); err != nil {
			return err
		}
		return eq(r.Data.FailedIds.Long, []int64{9002}, "FailedIds")
	})

	check(version, "GetDbsSearches", func() error {
		r, err := svc.GetDbsSearches(&sg.GetDbsSearches{Authentication: auth, Sort: p("-date"), Page_x005B_limit_x005D_: 5})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(len(r.Data.Searches.SearchRecord), 5, "page size"); err != nil {
			return err
		}
		if err := eq(deref(r.Data.Meta.TotalCount), 40, "TotalCount"); err != nil {
			return err
		}
		if next := deref(r.Data.Meta.Links.Next); !strings.Contains(next, "page[offset]=5") {
			return fmt.Errorf("bad next link %q", next)
		}
		return nil
	})

	check(version, "GetValidIds", func() error {
		r, err := svc.GetValidIds(&sg.GetValidIds{Authentication: auth, Request: &sg.GetValidIdsRequest{Page: 1}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.TotalSearchRecords, 30, "TotalSearchRecords"); err != nil {
			return err
		}
		return eq(len(r.Data.SearchRecords.ValidIdListItem), 10, "page")
	})

	check(version, "UpdateValidId", func() error {
		r, err := svc.UpdateValidId(&sg.UpdateValidId{Authentication: auth, Request: &sg.UpdateValidIdRequest{Id: 4001, ClientInResults: true, ClientNotInResults: false}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "CountIncompleteClients", func() error {
		r, err := svc.CountIncompleteClients(&sg.CountIncompleteClients{Authentication: auth, DaysIncomplete: p(int32(0))})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if r.Data.NumberOfIncompleteClients <= 0 {
			return fmt.Errorf("expected incomplete clients")
		}
		return nil
	})

	check(version, "GetClientDocument", func() error {
		r, err := svc.GetClientDocument(&sg.GetClientDocument{Authentication: auth, Id: 5001, Original: true, Mil: p(int32(100))})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		img, err := base64.StdEncoding.DecodeString(deref(r.Data.Base64Image))
		if err != nil {
			return err
		}
		if !bytes.HasPrefix(img, []byte("\x89PNG")) {
			return fmt.Errorf("not a PNG")
		}
		return nil
	})

	check(version, "GetBulkSearchHistory", func() error {
		r, err := svc.GetBulkSearchHistory(&sg.GetBulkSearchHistory{Authentication: auth, Request: &sg.GetBulkSearchHistoryRequest{Page: 1, PageSize: 5}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.TotalBulkSearches, 12, "TotalBulkSearches"); err != nil {
			return err
		}
		return eq(len(r.Data.BulkSearchList.BulkSearch), 5, "page")
	})

	check(version, "SearchCompanyLookup", func() error {
		r, err := svc.SearchCompanyLookup(&sg.SearchCompanyLookup{Authentication: auth, Request: &sg.SearchCompanyLookupRequest{CompanyName: p("acme"), AutocompleteMode: true}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if r.Data.SearchResults == nil || len(r.Data.SearchResults.Company) == 0 {
			return fmt.Errorf("no companies")
		}
		return nil
	})

	check(version, "GetSubUser", func() error {
		r, err := svc.GetSubUser(&sg.GetSubUser{Authentication: auth, SubUserName: p("analyst")})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		u := r.Data.SubUser
		if err := eq(deref(u.UserId), analyst, "UserId"); err != nil {
			return err
		}
		var names []string
		for _, n := range u.Permissions.UserName {
			names = append(names, deref(n))
		}
		return eq(names, []string{"demo"}, "Permissions")
	})

	check(version, "RegisterAccountTemplate", func() error {
		r, err := svc.RegisterAccountTemplate(&sg.RegisterAccountTemplate{Authentication: auth})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if len(r.Data.ReferenceData.Countries.Country) == 0 {
			return fmt.Errorf("no countries")
		}
		return nil
	})

	check(version, "RegisterAccount", func() error {
		r, err := svc.RegisterAccount(&sg.RegisterAccount{Authentication: auth, Request: &sg.RegisterAccountRequest{
			Username: p(username), Password: p("correct horse battery"), Email: p(username + "@example.com"),
			FullName: p("Gowsdl User"), CompanyName: p("Gowsdl Ltd"), CompanyPhone: p("0123"), Address1: p("1 Road"),
			Postcode: p("AB1 2CD"), Country: p("GB"), CompanyType: p("Other"), CompanyIndustry: p("Other"),
			AgreeToTerms: true, AgreeToDataProtection: true, AgreeToPrivacy: true}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		c, err := svc.CountUnresolvedSearches(&sg.CountUnresolvedSearches{
			Authentication: &sg.Authentication{ApiUserId: r.Data.ApiUserId, ApiUserKey: r.Data.ApiUserKey},
			Request:        &sg.CountUnresolvedSearchesRequest{IncludeSearchesFromOtherUsers: true}})
		if err != nil {
			return err
		}
		if err := ok(c.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(c.Data.NumberOfUnresolvedSearches, 0, "new account count")
	})

	check(version, "GetSubUsers", func() error {
		r, err := svc.GetSubUsers(&sg.GetSubUsers{Authentication: auth, IncludeMainUser: true})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		users := r.Data.SubUsers.SubUser
		if len(users) == 0 {
			return fmt.Errorf("no users")
		}
		if err := eq(deref(users[0].UserName), "demo", "first user"); err != nil {
			return err
		}
		for _, u := range users {
			if fmt.Sprint(deref(u.UserId)) == analyst {
				return nil
			}
		}
		return fmt.Errorf("analyst missing")
	})

	check(version, "GetEulaStatus", func() error {
		r, err := svc.GetEulaStatus(&sg.GetEulaStatus{Authentication: auth})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.AgreeToTerms, true, "AgreeToTerms")
	})

	var subID *sg.Guid
	check(version, "AddSubUser", func() error {
		r, err := svc.AddSubUser(&sg.AddSubUser{Authentication: auth, Request: &sg.AddSubUserRequest{
			CanResolveSearches: true, Email: p(username + "-sub@example.com"), Name: p("Gowsdl Sub"),
			SendWelcomeEmail: p(false), UserName: p(username + "-sub")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		subID = r.Data.SubUser.UserId
		return eq(deref(r.Data.SubUser.UserName), username+"-sub", "UserName")
	})

	check(version, "UpdateSubUser", func() error {
		r, err := svc.UpdateSubUser(&sg.UpdateSubUser{Authentication: auth, Request: &sg.UpdateSubUserRequest{
			Permissions: &sg.ArrayOfString{String: []*string{p("analyst")}}, SubUserName: p(username + "-sub")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		var names []string
		for _, n := range r.Data.SubUser.Permissions.UserName {
			names = append(names, deref(n))
		}
		return eq(names, []string{"analyst"}, "Permissions")
	})

	check(version, "DeleteSubUser", func() error {
		to := sg.Guid(analyst)
		r, err := svc.DeleteSubUser(&sg.DeleteSubUser{Authentication: auth, DeleteUserId: subID, TransferToUserId: &to})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "GetPepSearches", func() error {
		r, err := svc.GetPepSearches(&sg.GetPepSearches{Authentication: auth, Request: &sg.GetPepSearchesRequest{
			ListUnresolvedSearches: p(true), Page: 1, SortOrder: p("Date"), FilterPepType: p("monitor")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.TotalSearchRecords, 3, "TotalSearchRecords"); err != nil {
			return err
		}
		var ids []int64
		if r.Data.SearchRecords != nil {
			for _, rec := range r.Data.SearchRecords.PepSearchRecord {
				ids = append(ids, rec.Id)
			}
		}
		return eq(ids, []int64{2003, 2002, 2001}, "ids")
	})

	check(version, "GetPepSearch", func() error {
		r, err := svc.GetPepSearch(&sg.GetPepSearch{Authentication: auth, Request: &sg.GetPepSearchRequest{Id: 2002}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		rec := r.Data.SearchRecord
		if err := eq(deref(rec.SearchCriteria.Reference), "PEP-0002", "Reference"); err != nil {
			return err
		}
		return eq(len(rec.PepSearchResults.PepSearchResult), 3, "results")
	})

	check(version, "UpdatePepSearch", func() error {
		r, err := svc.UpdatePepSearch(&sg.UpdatePepSearch{Authentication: auth, Request: &sg.UpdatePepSearchRequest{Id: 2010,
			ClientInResults: true, SearchResultIds: &sg.ArrayOfLong{Long: []int64{20101}}}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "AddPepSearchNote", func() error {
		r, err := svc.AddPepSearchNote(&sg.AddPepSearchNote{Authentication: auth, Request: &sg.AddPepSearchNoteRequest{Id: 2013, Note: p("pep from gowsdl")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		notes := r.Data.Notes.Note
		return eq(deref(notes[len(notes)-1].Content), "pep from gowsdl", "Content")
	})

	check(version, "GetPepSearchNotes", func() error {
		r, err := svc.GetPepSearchNotes(&sg.GetPepSearchNotes{Authentication: auth, Request: &sg.GetPepSearchNotesRequest{Id: 2013}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		notes := r.Data.Notes.Note
		return eq(deref(notes[len(notes)-1].Content), "pep from gowsdl", "Content")
	})

	check(version, "SavePepSearch", func() error {
		r, err := svc.SavePepSearch(&sg.SavePepSearch{Authentication: auth, Request: &sg.SavePepSearchRequest{Id: 2002}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if r.Data.DocumentId <= 0 {
			return fmt.Errorf("no DocumentId")
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "CountUpdatedPepSearches", func() error {
		r, err := svc.CountUpdatedPepSearches(&sg.CountUpdatedPepSearches{Authentication: auth, Request: &sg.CountUpdatedPepSearchesRequest{IncludeSearchesFromOtherUsers: true}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.NumberOfUpdatedPepSearches, 0, "NumberOfUpdatedPepSearches")
	})

	check(version, "CostRenewAllPepSearches", func() error {
		r, err := svc.CostRenewAllPepSearches(&sg.CostRenewAllPepSearches{Authentication: auth, Request: &sg.CostRenewAllPepSearchesRequest{}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if r.Data.Count < 3 {
			return fmt.Errorf("Count %d", r.Data.Count)
		}
		if err := eq(fmt.Sprintf("%.2f", r.Data.TotalCost), fmt.Sprintf("%.2f", 1.5*float64(r.Data.Count)), "TotalCost"); err != nil {
			return err
		}
		return eq(r.Data.CanAfford, true, "CanAfford")
	})

	check(version, "RenewAllPepSearches", func() error {
		// A date before every due search: nothing renewed, nothing debited.
		d := soap.CreateXsdDateTime(time.Now().UTC().AddDate(0, 0, -60), true)
		r, err := svc.RenewAllPepSearches(&sg.RenewAllPepSearches{Authentication: auth, Request: &sg.RenewAllPepSearchesRequest{RenewalDate: &d}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Count, 0, "Count")
	})

	check(version, "ArchivePepSearch", func() error {
		r, err := svc.ArchivePepSearch(&sg.ArchivePepSearch{Authentication: auth, Request: &sg.PepSearchIDRequest{Id: 2016}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "DeletePepSearch", func() error {
		r, err := svc.DeletePepSearch(&sg.DeletePepSearch{Authentication: auth, Request: &sg.DeletePepSearchRequest{Id: 2018}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.Success, true, "Success")
	})

	check(version, "AddPepSearch", func() error {
		// A name the PEP list does not hold: no results, no unresolved search.
		r, err := svc.AddPepSearch(&sg.AddPepSearch{Authentication: auth, Request: &sg.AddPepSearchRequest{Name: p("Zebulon Quimby"), Type: p("individual")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(deref(r.Data.SearchRecord.SearchCriteria.Name), "Zebulon Quimby", "SearchCriteria.Name"); err != nil {
			return err
		}
		if err := eq(r.Data.SearchRecord.NumOfResults, 0, "NumOfResults"); err != nil {
			return err
		}
		return eq(r.Data.IncludesPepSearchRecord, true, "IncludesPepSearchRecord")
	})

	check(version, "GetDbsSearch", func() error {
		r, err := svc.GetDbsSearch(&sg.GetDbsSearch{Authentication: auth, Id: 3001})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Summary.Id, 3001, "Summary.Id"); err != nil {
			return err
		}
		return eq(deref(r.Data.Summary.Reference), "REF-3001", "Summary.Reference")
	})

	check(version, "AddDbsSearch", func() error {
		// No SMTP server or webhooks on the interop server: the documented
		// PartyNotConfigured error reply.
		r, err := svc.AddDbsSearch(&sg.AddDbsSearch{Authentication: auth, Request: &sg.AddDbsSearchRequest{
			Name: p("Jane Applicant"), DateOfBirth: p("01/02/1990"), Email: p("jane@example.com"),
			MobileInternational: p("+447123456789"), JobLocation: p("Wales"), DisclosureLevel: p("Basic")}})
		if err != nil {
			return err
		}
		return eq(deref(r.Data.ResponseStatus.ErrorCode), "PartyNotConfigured", "ErrorCode")
	})

	check(version, "SaveValidId", func() error {
		r, err := svc.SaveValidId(&sg.SaveValidId{Authentication: auth, Request: &sg.SaveValidIdRequest{Id: 4001}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Success, true, "Success"); err != nil {
			return err
		}
		pd, err := svc.GetPdf(&sg.GetPdf{Authentication: auth, Request: &sg.GetPdfRequest{Id: r.Data.DocumentId}})
		if err != nil {
			return err
		}
		if err := ok(pd.Data.ResponseStatus); err != nil {
			return err
		}
		if !bytes.HasPrefix(b64(pd.Data.Document.DocumentBytes), []byte("%PDF-")) {
			return fmt.Errorf("not a PDF")
		}
		return nil
	})

	check(version, "CheckValidIdStatus", func() error {
		r, err := svc.CheckValidIdStatus(&sg.CheckValidIdStatus{Authentication: auth})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(r.Data.ValidIdActivated, true, "ValidIdActivated")
	})

	check(version, "AddValidIdNote", func() error {
		r, err := svc.AddValidIdNote(&sg.AddValidIdNote{Authentication: auth, Request: &sg.AddValidIdNoteRequest{Id: 4002, Note: p("validid from gowsdl")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		notes := r.Data.Notes.Note
		return eq(deref(notes[len(notes)-1].Content), "validid from gowsdl", "Content")
	})

	// --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
	check(version, "GetSearches", func() error {
		r, err := svc.GetSearches(&sg.GetSearches{Authentication: auth, Request: &sg.GetSearchesRequest{
			ListUnresolvedSearches: p(true), Page: 1, SortOrder: p("Date desc"), FilterUserName: p("analyst")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.TotalSearchRecords, 2, "TotalSearchRecords"); err != nil {
			return err
		}
		var ids []int64
		var lists []string
		if r.Data.SearchRecords != nil {
			for _, rec := range r.Data.SearchRecords.SearchRecord {
				ids = append(ids, rec.Id)
				if rec.SearchSources != nil && len(rec.SearchSources.SearchSource) > 0 {
					lists = append(lists, deref(rec.SearchSources.SearchSource[0].ListId))
				}
			}
		}
		if err := eq(lists, []string{"HMTSL", "EUL"}, "SearchSources"); err != nil {
			return err
		}
		return eq(ids, []int64{1021, 1022}, "ids")
	})

	// addZebulon stores a search that matches nothing (so no count moves).
	addZebulon := func(name string) (int64, error) {
		typ := "individual"
		a, err := svc.AddSearch(&sg.AddSearch{Authentication: auth, Request: &sg.AddSearchRequest{Name: &name, Type: &typ,
			SelectedLists: &sg.ArrayOfListId{ListId: []*string{strPtr("UN")}}}})
		if err != nil {
			return 0, err
		}
		if err := ok(a.Data.ResponseStatus); err != nil {
			return 0, err
		}
		return a.Data.SearchRecord.Id, nil
	}

	check(version, "UpdateSearch", func() error {
		id, err := addZebulon("Zebulon Resolved")
		if err != nil {
			return err
		}
		r, err := svc.UpdateSearch(&sg.UpdateSearch{Authentication: auth, Request: &sg.UpdateSearchRequest{Id: id,
			ClientInResults: true, SearchResultIds: &sg.ArrayOfLong{Long: []int64{1}}}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Success, true, "Success"); err != nil {
			return err
		}
		g, err := svc.GetSearch(&sg.GetSearch{Authentication: auth, Request: &sg.GetSearchRequest{Id: id}})
		if err != nil {
			return err
		}
		return eq(g.Data.SearchRecord.ClientInResults, true, "ClientInResults")
	})

	check(version, "DeleteSearch", func() error {
		id, err := addZebulon("Zebulon Deleted")
		if err != nil {
			return err
		}
		r, err := svc.DeleteSearch(&sg.DeleteSearch{Authentication: auth, Request: &sg.DeleteSearchRequest{Id: id}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Success, true, "Success"); err != nil {
			return err
		}
		g, err := svc.GetSearch(&sg.GetSearch{Authentication: auth, Request: &sg.GetSearchRequest{Id: id}})
		if err != nil {
			return err
		}
		return eq(deref(g.Data.ResponseStatus.ErrorCode), "NotFound", "ErrorCode after delete")
	})
	// --- end branch sanctions-ops ---
	// --- branch validid-pdfs: GetPdfs, AddValidId ---
	check(version, "GetPdfs", func() error {
		r, err := svc.GetPdfs(&sg.GetPdfs{Authentication: auth, Request: &sg.GetPdfsRequest{Page: 1, PageSize: 5}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if r.Data.TotalDocuments < 1 || r.Data.Documents == nil || len(r.Data.Documents.PdfDocument) < 1 || r.Data.Documents.PdfDocument[0].Id < 1 {
			return fmt.Errorf("no documents listed")
		}
		return eq(r.Data.PageSize, int32(5), "PageSize")
	})

	check(version, "AddValidId", func() error {
		// No identity party on the interop server: the documented
		// PartyNotConfigured error reply.
		r, err := svc.AddValidId(&sg.AddValidId{Authentication: auth, Request: &sg.AddValidIdRequest{
			Type: p("basic"), SelectedLists: &sg.ArrayOfListId{ListId: []*string{strPtr("UN")}},
			BasicRequest: &sg.ValidIdBasicRequest{Forename: p("Zebulon"), Surname: p("Quimby"), DateOfBirth: p("01/02/1990"),
				Address1: p("1 High Street"), Postcode: p("LS1 1AA")}}})
		if err != nil {
			return err
		}
		return eq(deref(r.Data.ResponseStatus.ErrorCode), "PartyNotConfigured", "ErrorCode")
	})
	// --- end branch validid-pdfs ---

	// --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
	// that Demo's bulk history stays the demo data's 12) ---
	other := &sg.Authentication{ApiUserId: p("other"), ApiUserKey: p("other-secret-key")}
	var bulkID int32
	check(version, "AddBulkSearch", func() error {
		r, err := svc.AddBulkSearch(&sg.AddBulkSearch{Authentication: other, Request: &sg.AddBulkSearchRequest{
			IsSanctionsSearch: true, Type: p("individual"), SelectedLists: &sg.ArrayOfListId{ListId: []*string{p("UN")}},
			Csv: p("name,reference\nZebulon Quimby,gowsdl " + version + "\nZara Quimby,gowsdl\n")}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		bulkID = r.Data.BulkSearchStatus.BulkSearchId
		return eq(r.Data.BulkSearchStatus.Total, 2, "Total")
	})
	check(version, "GetBulkSearchStatus", func() error {
		r, err := svc.GetBulkSearchStatus(&sg.GetBulkSearchStatus{Authentication: other, Request: &sg.GetBulkSearchStatusRequest{BulkSearchId: bulkID}})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.BulkSearchStatus.BulkSearchId, bulkID, "BulkSearchId"); err != nil {
			return err
		}
		return eq(r.Data.BulkSearchStatus.Total, 2, "Total")
	})
	// --- end branch bulk ---
	// --- branch clients: GetClients, GetClient, AddClient,
	// AddClientTemplate, UpdateClient, DeleteClient ---
	check(version, "GetClients", func() error {
		r, err := svc.GetClients(&sg.GetClients{Authentication: auth, State: p(sg.ClientStatePendingVerification), Sort: p("date")})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(deref(r.Data.Meta.TotalCount), 4, "Meta.TotalCount"); err != nil {
			return err
		}
		var ids []int32
		for _, c := range r.Data.Clients.ClientShort {
			ids = append(ids, c.Id)
		}
		return eq(ids, []int32{5005, 5007, 5012, 5006}, "Clients")
	})

	check(version, "GetClient", func() error {
		r, err := svc.GetClient(&sg.GetClient{Authentication: auth, Id: 5005})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(deref(r.Data.Client.Name), "Tomasz Nowak", "Client.Name"); err != nil {
			return err
		}
		if err := eq(deref(r.Data.Client.State), sg.ClientStatePendingVerification, "Client.State"); err != nil {
			return err
		}
		return eq(deref(r.Data.Client.OtherDocuments.OtherDocument[0].DocumentType), "National ID card", "DocumentType")
	})

	check(version, "AddClient", func() error {
		// No SMTP server or webhooks on the interop server:
		// PartyNotConfigured.
		r, err := svc.AddClient(&sg.AddClient{Authentication: auth, Request: &sg.AddClientRequest{
			Name: p("Jane Client"), Email: p("jane@example.com"), MobileInternational: p("+447123456789"),
			PostCode: p("EC1A 1BB"), ProofOfPreset: p("ValidateMe")}})
		if err != nil {
			return err
		}
		return eq(deref(r.Data.ResponseStatus.ErrorCode), "PartyNotConfigured", "ErrorCode")
	})

	check(version, "AddClientTemplate", func() error {
		r, err := svc.AddClientTemplate(&sg.AddClientTemplate{Authentication: auth})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		return eq(deref(r.Data.Request.ProofOfPreset), "ValidateMe", "Request.ProofOfPreset")
	})

	check(version, "UpdateClient", func() error {
		// 5001 is pending completion: the documented state rule refuses it.
		r, err := svc.UpdateClient(&sg.UpdateClient{Authentication: auth, Id: 5001, Name: p("Changed")})
		if err != nil {
			return err
		}
		return eq(deref(r.Data.ResponseStatus.ErrorCode), "InvalidClientState", "ErrorCode")
	})

	check(version, "DeleteClient", func() error {
		r, err := svc.DeleteClient(&sg.DeleteClient{Authentication: auth, Id: 5010})
		if err != nil {
			return err
		}
		if err := ok(r.Data.ResponseStatus); err != nil {
			return err
		}
		if err := eq(r.Data.Success, true, "Success"); err != nil {
			return err
		}
		g, err := svc.GetClient(&sg.GetClient{Authentication: auth, Id: 5010})
		if err != nil {
			return err
		}
		return eq(deref(g.Data.ResponseStatus.ErrorCode), "NotFound", "ErrorCode after delete")
	})
	// --- end branch clients ---

	check(version, "error:Unauthorized", func() error {
		r, err := svc.GetSearch(&sg.GetSearch{Authentication: &sg.Authentication{ApiUserId: p("demo"), ApiUserKey: p("wrong")}, Request: &sg.GetSearchRequest{Id: 1001}})
		if err != nil {
			return err
		}
		return eq(deref(r.Data.ResponseStatus.ErrorCode), "Unauthorized", "ErrorCode")
	})

	if failures > 0 {
		os.Exit(1)
	}
}

func strPtr(s string) *string { return &s }
