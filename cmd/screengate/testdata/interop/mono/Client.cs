// Calls every operation of screengate with the .NET Framework ASMX client
// stack as Mono ships it: `wsdl` (or `wsdl -protocol:SOAP12`) generates a
// SoapHttpClientProtocol client with XmlSerializer types from the WSDL the
// running server serves, mcs compiles it with this file, mono runs it.
// Compiled once per SOAP version: -define:SOAP12 selects the namespace
// Soap12 (generated from /soap12), otherwise Soap11.
//
// Usage: mono client.exe BASE_URL
// Prints one line per call: RESULT <soap11|soap12> <Operation> ok|FAIL <detail>.
//
// XmlSerializer sends an optional value-type member (minOccurs="0",
// not nillable: Id, Page, IncludeSearchesFromOtherUsers, ...) only when
// its XSpecified flag is set, so every such member the call needs sets it.
using System;
using System.Linq;
using System.Text;
#if SOAP12
using Soap12;
#else
using Soap11;
#endif

static class Program
{
#if SOAP12
    const string V = "soap12";
#else
    const string V = "soap11";
#endif
    static int failures;

    static Authentication Auth() { return new Authentication { ApiUserId = "demo", ApiUserKey = "demo-secret-key" }; }

    static void Check(string op, Action f)
    {
        try { f(); Console.WriteLine("RESULT " + V + " " + op + " ok"); }
        catch (Exception e)
        {
            failures++;
            var msg = (e.GetType().Name + ": " + e.Message).Replace("\r", " ").Replace("\n", " ");
            Console.WriteLine("RESULT " + V + " " + op + " FAIL " + (msg.Length > 300 ? msg.Substring(0, 300) : msg));
            Console.Error.WriteLine(e);
        }
    }

    static void Eq(object got, object want, string what)
    {
        if (!Equals(got, want)) throw new Exception(what + ": got " + got + ", want " + want);
    }

    static void Ok(ResponseStatus st) { Eq(st.Message, "Success", "ResponseStatus.Message"); }

    static int Main(string[] args)
    {
        var s = new SyncReply { Url = args[0] + "/" + V };
        int renewId = V == "soap11" ? 2004 : 2005;
        long noteSearch = V == "soap11" ? 1003 : 1004;

        Check("CountUnresolvedSearches", () => {
            var d = s.CountUnresolvedSearches(new CountUnresolvedSearches { Authentication = Auth(), Request = new CountUnresolvedSearchesRequest { IncludeSearchesFromOtherUsers = false, IncludeSearchesFromOtherUsersSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.NumberOfUnresolvedSearches, 10L, "NumberOfUnresolvedSearches");
            d = s.CountUnresolvedSearches(new CountUnresolvedSearches { Authentication = Auth(), Request = new CountUnresolvedSearchesRequest { IncludeSearchesFromOtherUsers = true, IncludeSearchesFromOtherUsersSpecified = true } }).Data;
            Eq(d.NumberOfUnresolvedSearches, 13L, "NumberOfUnresolvedSearches (others)");
        });
        Check("CountUpdatedSearches", () => {
            var d = s.CountUpdatedSearches(new CountUpdatedSearches { Authentication = Auth(), Request = new CountUpdatedSearchesRequest { IncludeSearchesFromOtherUsers = true, IncludeSearchesFromOtherUsersSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.NumberOfUpdatedSearches, 1L, "NumberOfUpdatedSearches");
        });
        Check("GetSearch", () => {
            var d = s.GetSearch(new GetSearch { Authentication = Auth(), Request = new GetSearchRequest { Id = 1001, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SearchRecord.Id, 1001L, "Id");
            Eq(d.SearchRecord.SearchCriteria.Name, "Vladimir Petrov", "Name");
            if (d.SearchRecord.ListSearchResults.Length < 5) throw new Exception("expected at least 5 results");
            if (d.SearchRecord.SearchResults.HmtResults.Length == 0) throw new Exception("no HMT results");
            var u = s.GetSearch(new GetSearch { Authentication = Auth(), Request = new GetSearchRequest { Id = 1001, IdSpecified = true, OnlyShowUnresolvedResults = true, OnlyShowUnresolvedResultsSpecified = true } }).Data;
            foreach (var e in u.SearchRecord.ListSearchResults) Eq(e.ResultResolved, false, "ResultResolved");
        });
        Check("GetSearchNotes", () => {
            var d = s.GetSearchNotes(new GetSearchNotes { Authentication = Auth(), Request = new GetSearchNotesRequest { Id = 1001, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Notes.Length, 2, "notes");
            Eq(d.Notes[0].Content, "Checked date of birth against passport.", "Content");
        });
        Check("AddSearchNote", () => {
            var note = "from Mono " + V + " <&>";
            var d = s.AddSearchNote(new AddSearchNote { Authentication = Auth(), Request = new AddSearchNoteRequest { Id = noteSearch, IdSpecified = true, Note = note } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Notes.Last().Content, note, "Content");
            Eq(d.Notes.Last().Name, "demo", "Name");
        });
        Check("AddSearch", () => {
            var d = s.AddSearch(new AddSearch { Authentication = Auth(), Request = new AddSearchRequest { Name = "Zebulon Quimby", Type = "individual", SelectedLists = new string[] { "UN" } } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SearchRecord.SearchCriteria.Name, "Zebulon Quimby", "SearchCriteria.Name");
            Eq(d.SearchRecord.SearchSources[0].ListId, "UN", "SearchSources");
            Eq(d.SearchRecord.NumOfResults, 0, "NumOfResults");
        });
        Check("ArchiveSearch", () => {
            var a = s.AddSearch(new AddSearch { Authentication = Auth(), Request = new AddSearchRequest { Name = "Zebulon Archived", Type = "individual", SelectedLists = new string[] { "UN" } } }).Data;
            Ok(a.ResponseStatus);
            var d = s.ArchiveSearch(new ArchiveSearch { Authentication = Auth(), Request = new ArchiveSearchRequest { Id = a.SearchRecord.Id, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
        });
        Check("SaveSearch", () => {
            var d = s.SaveSearch(new SaveSearch { Authentication = Auth(), Request = new SaveSearchRequest { Id = 1001, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
            var p = s.GetPdf(new GetPdf { Authentication = Auth(), Request = new GetPdfRequest { Id = d.DocumentId, IdSpecified = true } }).Data;
            Eq(Encoding.ASCII.GetString(p.Document.DocumentBytes, 0, 5), "%PDF-", "PDF");
        });
        Check("GetPdf", () => {
            var d = s.GetPdf(new GetPdf { Authentication = Auth(), Request = new GetPdfRequest { Id = 7001, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Document.Id, 7001L, "Id");
            Eq(d.Document.Type, "sanctions", "Type");
            Eq(Encoding.ASCII.GetString(d.Document.DocumentBytes, 0, 5), "%PDF-", "PDF");
        });
        Check("CountUnresolvedPepSearches", () => {
            var d = s.CountUnresolvedPepSearches(new CountUnresolvedPepSearches { Authentication = Auth(), Request = new CountUnresolvedPepSearchesRequest { IncludeSearchesFromOtherUsers = true, IncludeSearchesFromOtherUsersSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.NumberOfUnresolvedPepSearches, 3L, "NumberOfUnresolvedPepSearches");
        });
        Check("CostRenewPepSearches", () => {
            var d = s.CostRenewPepSearches(new CostRenewPepSearches { Authentication = Auth(), Request = new CostRenewPepSearchesRequest { Ids = new long[] { 2001, 2002, 2015 } } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Count, 2, "Count");
            Eq(d.TotalCost, 3.00m, "TotalCost");
            Eq(string.Join(",", d.FailedIds), "2015", "FailedIds");
        });
        Check("RenewPepSearches", () => {
            var d = s.RenewPepSearches(new RenewPepSearches { Authentication = Auth(), Request = new RenewPepSearchesRequest { Ids = new long[] { renewId, 9002 } } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Count, 1, "Count");
            Eq(d.TotalCost, 1.50m, "TotalCost");
            Eq(string.Join(",", d.FailedIds), "9002", "FailedIds");
        });
        Check("GetDbsSearches", () => {
            var d = s.GetDbsSearches(new GetDbsSearches { Authentication = Auth(), Sort = "-date", pagelimit = 5, pagelimitSpecified = true }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Searches.Length, 5, "page size");
            Eq(d.Meta.TotalCount, (int?)40, "TotalCount");
            if (!d.Meta.Links.Next.Contains("page[offset]=5")) throw new Exception("bad next link " + d.Meta.Links.Next);
        });
        Check("GetValidIds", () => {
            var d = s.GetValidIds(new GetValidIds { Authentication = Auth(), Request = new GetValidIdsRequest { Page = 1, PageSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.TotalSearchRecords, 30, "TotalSearchRecords");
            Eq(d.SearchRecords.Length, 10, "page");
        });
        Check("UpdateValidId", () => {
            var d = s.UpdateValidId(new UpdateValidId { Authentication = Auth(), Request = new UpdateValidIdRequest { Id = 4001, IdSpecified = true, ClientInResults = true, ClientInResultsSpecified = true, ClientNotInResults = false, ClientNotInResultsSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
        });
        Check("CountIncompleteClients", () => {
            var d = s.CountIncompleteClients(new CountIncompleteClients { Authentication = Auth(), DaysIncomplete = 0, DaysIncompleteSpecified = true }).Data;
            Ok(d.ResponseStatus);
            if (d.NumberOfIncompleteClients <= 0) throw new Exception("expected incomplete clients");
        });
        Check("GetClientDocument", () => {
            var d = s.GetClientDocument(new GetClientDocument { Authentication = Auth(), Id = 5001, IdSpecified = true, Original = true, OriginalSpecified = true, Mil = 100, MilSpecified = true }).Data;
            Ok(d.ResponseStatus);
            var png = Convert.FromBase64String(d.Base64Image);
            Eq(png[0] == 0x89 && png[1] == (byte)'P', true, "PNG");
        });
        Check("GetBulkSearchHistory", () => {
            var d = s.GetBulkSearchHistory(new GetBulkSearchHistory { Authentication = Auth(), Request = new GetBulkSearchHistoryRequest { Page = 1, PageSpecified = true, PageSize = 5, PageSizeSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.TotalBulkSearches, 12, "TotalBulkSearches");
            Eq(d.BulkSearchList.Length, 5, "page");
        });
        Check("SearchCompanyLookup", () => {
            var d = s.SearchCompanyLookup(new SearchCompanyLookup { Authentication = Auth(), Request = new SearchCompanyLookupRequest { CompanyName = "acme", AutocompleteMode = true, AutocompleteModeSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            if (d.SearchResults.Length == 0) throw new Exception("no companies");
        });
        Check("GetSubUser", () => {
            var d = s.GetSubUser(new GetSubUser { Authentication = Auth(), SubUserName = "analyst" }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SubUser.UserId, "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "UserId");
            Eq(string.Join(",", d.SubUser.Permissions), "demo", "Permissions");
        });
        Check("RegisterAccountTemplate", () => {
            var d = s.RegisterAccountTemplate(new RegisterAccountTemplate { Authentication = Auth() }).Data;
            Ok(d.ResponseStatus);
            if (d.ReferenceData.Countries.Length == 0) throw new Exception("no countries");
        });
        Check("RegisterAccount", () => {
            var user = "mono" + V.Substring(4);
            var d = s.RegisterAccount(new RegisterAccount { Authentication = Auth(), Request = new RegisterAccountRequest {
                Username = user, Password = "correct horse battery", Email = user + "@example.com", FullName = "Mono User",
                CompanyName = "Mono Ltd", CompanyPhone = "0123", Address1 = "1 Road", Postcode = "AB1 2CD", Country = "GB",
                CompanyType = "Other", CompanyIndustry = "Other",
                AgreeToTerms = true, AgreeToTermsSpecified = true, AgreeToDataProtection = true, AgreeToDataProtectionSpecified = true,
                AgreeToPrivacy = true, AgreeToPrivacySpecified = true } }).Data;
            Ok(d.ResponseStatus);
            var c = s.CountUnresolvedSearches(new CountUnresolvedSearches { Authentication = new Authentication { ApiUserId = d.ApiUserId, ApiUserKey = d.ApiUserKey }, Request = new CountUnresolvedSearchesRequest { IncludeSearchesFromOtherUsers = true, IncludeSearchesFromOtherUsersSpecified = true } }).Data;
            Eq(c.NumberOfUnresolvedSearches, 0L, "new account count");
        });
        Check("GetSubUsers", () => {
            var d = s.GetSubUsers(new GetSubUsers { Authentication = Auth(), IncludeMainUser = true, IncludeMainUserSpecified = true }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SubUsers[0].UserName, "demo", "first user");
            if (!Array.Exists(d.SubUsers, u => u.UserId == "3f2504e0-4f89-11d3-9a0c-0305e82c3301")) throw new Exception("analyst missing");
        });
        Check("GetEulaStatus", () => {
            var d = s.GetEulaStatus(new GetEulaStatus { Authentication = Auth() }).Data;
            Ok(d.ResponseStatus);
            Eq(d.AgreeToTerms, true, "AgreeToTerms");
        });
        var sub = "mono" + V.Substring(4) + "-sub";
        string subId = null;
        Check("AddSubUser", () => {
            var d = s.AddSubUser(new AddSubUser { Authentication = Auth(), Request = new AddSubUserRequest {
                CanResolveSearches = true, CanResolveSearchesSpecified = true, Email = sub + "@example.com", Name = "Mono Sub",
                SendWelcomeEmail = false, SendWelcomeEmailSpecified = true, UserName = sub } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SubUser.UserName, sub, "UserName");
            subId = d.SubUser.UserId;
        });
        Check("UpdateSubUser", () => {
            var d = s.UpdateSubUser(new UpdateSubUser { Authentication = Auth(), Request = new UpdateSubUserRequest {
                Permissions = new string[] { "analyst" }, SubUserName = sub } }).Data;
            Ok(d.ResponseStatus);
            Eq(string.Join(",", d.SubUser.Permissions), "analyst", "Permissions");
        });
        Check("DeleteSubUser", () => {
            var d = s.DeleteSubUser(new DeleteSubUser { Authentication = Auth(), DeleteUserId = subId, TransferToUserId = "3f2504e0-4f89-11d3-9a0c-0305e82c3301" }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
        });
        long pepNote = V == "soap11" ? 2013 : 2014, pepArchive = V == "soap11" ? 2016 : 2017, pepDelete = V == "soap11" ? 2018 : 2019;
        Check("GetPepSearches", () => {
            var d = s.GetPepSearches(new GetPepSearches { Authentication = Auth(), Request = new GetPepSearchesRequest {
                ListUnresolvedSearches = true, ListUnresolvedSearchesSpecified = true, Page = 1, PageSpecified = true,
                SortOrder = "Date", FilterPepType = "monitor" } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.TotalSearchRecords, 3, "TotalSearchRecords");
            Eq(string.Join(",", d.SearchRecords.Select(r => r.Id)), "2003,2002,2001", "ids");
        });
        Check("GetPepSearch", () => {
            var d = s.GetPepSearch(new GetPepSearch { Authentication = Auth(), Request = new GetPepSearchRequest { Id = 2002, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SearchRecord.SearchCriteria.Reference, "PEP-0002", "Reference");
            Eq(d.SearchRecord.PepSearchResults.Length, 3, "results");
        });
        Check("UpdatePepSearch", () => {
            var d = s.UpdatePepSearch(new UpdatePepSearch { Authentication = Auth(), Request = new UpdatePepSearchRequest {
                Id = 2010, IdSpecified = true, ClientInResults = true, ClientInResultsSpecified = true, SearchResultIds = new long[] { 20101 } } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
        });
        Check("AddPepSearchNote", () => {
            var note = "pep from Mono " + V;
            var d = s.AddPepSearchNote(new AddPepSearchNote { Authentication = Auth(), Request = new AddPepSearchNoteRequest { Id = pepNote, IdSpecified = true, Note = note } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Notes.Last().Content, note, "Content");
        });
        Check("GetPepSearchNotes", () => {
            var d = s.GetPepSearchNotes(new GetPepSearchNotes { Authentication = Auth(), Request = new GetPepSearchNotesRequest { Id = pepNote, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Notes.Last().Content, "pep from Mono " + V, "Content");
        });
        Check("SavePepSearch", () => {
            var d = s.SavePepSearch(new SavePepSearch { Authentication = Auth(), Request = new SavePepSearchRequest { Id = 2002, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
            if (d.DocumentId <= 0) throw new Exception("no DocumentId");
        });
        Check("CountUpdatedPepSearches", () => {
            var d = s.CountUpdatedPepSearches(new CountUpdatedPepSearches { Authentication = Auth(), Request = new CountUpdatedPepSearchesRequest { IncludeSearchesFromOtherUsers = true, IncludeSearchesFromOtherUsersSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.NumberOfUpdatedPepSearches, 0L, "NumberOfUpdatedPepSearches");
        });
        Check("CostRenewAllPepSearches", () => {
            var d = s.CostRenewAllPepSearches(new CostRenewAllPepSearches { Authentication = Auth(), Request = new CostRenewAllPepSearchesRequest() }).Data;
            Ok(d.ResponseStatus);
            if (d.Count < 3) throw new Exception("Count " + d.Count);
            Eq(d.TotalCost, 1.50m * d.Count, "TotalCost");
            Eq(d.CanAfford, true, "CanAfford");
        });
        Check("RenewAllPepSearches", () => {
            // A date before every due search: nothing renewed, nothing debited.
            var d = s.RenewAllPepSearches(new RenewAllPepSearches { Authentication = Auth(), Request = new RenewAllPepSearchesRequest {
                RenewalDate = DateTime.UtcNow.Date.AddDays(-60), RenewalDateSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Count, 0, "Count");
        });
        Check("ArchivePepSearch", () => {
            var d = s.ArchivePepSearch(new ArchivePepSearch { Authentication = Auth(), Request = new PepSearchIDRequest { Id = pepArchive, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
        });
        Check("DeletePepSearch", () => {
            var d = s.DeletePepSearch(new DeletePepSearch { Authentication = Auth(), Request = new DeletePepSearchRequest { Id = pepDelete, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
        });
        Check("AddPepSearch", () => {
            // A name the PEP list does not hold: no results, no unresolved search.
            var d = s.AddPepSearch(new AddPepSearch { Authentication = Auth(), Request = new AddPepSearchRequest { Name = "Zebulon Quimby", Type = "individual" } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.SearchRecord.SearchCriteria.Name, "Zebulon Quimby", "SearchCriteria.Name");
            Eq(d.SearchRecord.NumOfResults, 0, "NumOfResults");
            Eq(d.IncludesPepSearchRecord, true, "IncludesPepSearchRecord");
        });
        Check("GetDbsSearch", () => {
            var d = s.GetDbsSearch(new GetDbsSearch { Authentication = Auth(), Id = 3001, IdSpecified = true }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Summary.Id, 3001L, "Summary.Id");
            Eq(d.Summary.Reference, "REF-3001", "Summary.Reference");
        });
        Check("AddDbsSearch", () => {
            // No SMTP server or webhooks on the interop server: the documented
            // PartyNotConfigured error reply.
            var d = s.AddDbsSearch(new AddDbsSearch { Authentication = Auth(), Request = new AddDbsSearchRequest {
                Name = "Jane Applicant", DateOfBirth = "01/02/1990", Email = "jane@example.com",
                MobileInternational = "+447123456789", JobLocation = "Wales", DisclosureLevel = "Basic" } }).Data;
            Eq(d.ResponseStatus.ErrorCode, "PartyNotConfigured", "ErrorCode");
        });
        Check("SaveValidId", () => {
            var d = s.SaveValidId(new SaveValidId { Authentication = Auth(), Request = new SaveValidIdRequest { Id = 4001, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
            var p = s.GetPdf(new GetPdf { Authentication = Auth(), Request = new GetPdfRequest { Id = d.DocumentId, IdSpecified = true } }).Data;
            Eq(Encoding.ASCII.GetString(p.Document.DocumentBytes, 0, 5), "%PDF-", "PDF");
        });
        Check("CheckValidIdStatus", () => {
            var d = s.CheckValidIdStatus(new CheckValidIdStatus { Authentication = Auth() }).Data;
            Ok(d.ResponseStatus);
            Eq(d.ValidIdActivated, true, "ValidIdActivated");
        });
        Check("AddValidIdNote", () => {
            var note = "validid from Mono " + V;
            var d = s.AddValidIdNote(new AddValidIdNote { Authentication = Auth(), Request = new AddValidIdNoteRequest { Id = 4002, IdSpecified = true, Note = note } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Notes.Last().Content, note, "Content");
        });
        // --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
        Check("GetSearches", () => {
            var d = s.GetSearches(new GetSearches { Authentication = Auth(), Request = new GetSearchesRequest {
                ListUnresolvedSearches = true, ListUnresolvedSearchesSpecified = true, Page = 1, PageSpecified = true,
                SortOrder = "Date desc", FilterUserName = "analyst" } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.TotalSearchRecords, 2, "TotalSearchRecords");
            Eq(string.Join(",", d.SearchRecords.Select(r => r.Id)), "1021,1022", "ids");
            Eq(d.SearchRecords[0].SearchSources[0].ListId, "HMTSL", "SearchSources");
        });
        Func<string, long> zebulon = name => {
            var a = s.AddSearch(new AddSearch { Authentication = Auth(), Request = new AddSearchRequest { Name = name, Type = "individual", SelectedLists = new string[] { "UN" } } }).Data;
            Ok(a.ResponseStatus);
            return a.SearchRecord.Id;
        };
        Check("UpdateSearch", () => {
            var id = zebulon("Zebulon Resolved");
            var d = s.UpdateSearch(new UpdateSearch { Authentication = Auth(), Request = new UpdateSearchRequest {
                Id = id, IdSpecified = true, ClientInResults = true, ClientInResultsSpecified = true, SearchResultIds = new long[] { 1 } } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
            var g = s.GetSearch(new GetSearch { Authentication = Auth(), Request = new GetSearchRequest { Id = id, IdSpecified = true } }).Data;
            Ok(g.ResponseStatus);
            Eq(g.SearchRecord.ClientInResults, true, "ClientInResults");
        });
        Check("DeleteSearch", () => {
            var id = zebulon("Zebulon Deleted");
            var d = s.DeleteSearch(new DeleteSearch { Authentication = Auth(), Request = new DeleteSearchRequest { Id = id, IdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
            var g = s.GetSearch(new GetSearch { Authentication = Auth(), Request = new GetSearchRequest { Id = id, IdSpecified = true } }).Data;
            Eq(g.ResponseStatus.ErrorCode, "NotFound", "ErrorCode after delete");
        });
        // --- end branch sanctions-ops ---
        // --- branch validid-pdfs: GetPdfs, AddValidId ---
        Check("GetPdfs", () => {
            var d = s.GetPdfs(new GetPdfs { Authentication = Auth(), Request = new GetPdfsRequest { Page = 1, PageSpecified = true, PageSize = 5, PageSizeSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            if (d.TotalDocuments < 1 || d.Documents == null || d.Documents.Length < 1 || d.Documents[0].Id < 1)
                throw new Exception("no documents listed");
            Eq(d.PageSize, 5, "PageSize");
        });
        Check("AddValidId", () => {
            // No identity party on the interop server: the documented
            // PartyNotConfigured error reply.
            var d = s.AddValidId(new AddValidId { Authentication = Auth(), Request = new AddValidIdRequest {
                Type = "basic", SelectedLists = new string[] { "UN" },
                BasicRequest = new ValidIdBasicRequest { Forename = "Zebulon", Surname = "Quimby", DateOfBirth = "01/02/1990",
                    Address1 = "1 High Street", Postcode = "LS1 1AA" } } }).Data;
            Eq(d.ResponseStatus.ErrorCode, "PartyNotConfigured", "ErrorCode");
        });
        // --- end branch validid-pdfs ---
        // --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
        // that Demo's bulk history stays the demo data's 12) ---
        var other = new Authentication { ApiUserId = "other", ApiUserKey = "other-secret-key" };
        int bulkId = 0;
        Check("AddBulkSearch", () => {
            var d = s.AddBulkSearch(new AddBulkSearch { Authentication = other, Request = new AddBulkSearchRequest {
                IsSanctionsSearch = true, IsSanctionsSearchSpecified = true, Type = "individual", SelectedLists = new string[] { "UN" },
                Csv = "name,reference\nZebulon Quimby,mono\nZara Quimby,mono\n" } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.BulkSearchStatus.Total, 2, "Total");
            bulkId = d.BulkSearchStatus.BulkSearchId;
            if (bulkId <= 0) throw new Exception("no BulkSearchId");
        });
        Check("GetBulkSearchStatus", () => {
            var d = s.GetBulkSearchStatus(new GetBulkSearchStatus { Authentication = other, Request = new GetBulkSearchStatusRequest { BulkSearchId = bulkId, BulkSearchIdSpecified = true } }).Data;
            Ok(d.ResponseStatus);
            Eq(d.BulkSearchStatus.BulkSearchId, bulkId, "BulkSearchId");
            Eq(d.BulkSearchStatus.Total, 2, "Total");
        });
        // --- end branch bulk ---
        // --- branch clients: GetClients, GetClient, AddClient, AddClientTemplate,
        // UpdateClient, DeleteClient ---
        Check("GetClients", () => {
            var d = s.GetClients(new GetClients { Authentication = Auth(), State = ClientState.PendingVerification, StateSpecified = true, Sort = "date" }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Meta.TotalCount, (int?)4, "Meta.TotalCount");
            Eq(string.Join(",", d.Clients.Select(c => c.Id.ToString()).ToArray()), "5005,5007,5012,5006", "Clients");
        });
        Check("GetClient", () => {
            var d = s.GetClient(new GetClient { Authentication = Auth(), Id = 5005, IdSpecified = true }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Client.Name, "Tomasz Nowak", "Client.Name");
            Eq(d.Client.State, ClientState.PendingVerification, "Client.State");
            Eq(d.Client.OtherDocuments[0].DocumentType, "National ID card", "DocumentType");
        });
        Check("AddClient", () => {
            // No SMTP server or webhooks on the interop server: PartyNotConfigured.
            var d = s.AddClient(new AddClient { Authentication = Auth(), Request = new AddClientRequest {
                Name = "Jane Client", Email = "jane@example.com", MobileInternational = "+447123456789",
                PostCode = "EC1A 1BB", ProofOfPreset = "ValidateMe" } }).Data;
            Eq(d.ResponseStatus.ErrorCode, "PartyNotConfigured", "ErrorCode");
        });
        Check("AddClientTemplate", () => {
            var d = s.AddClientTemplate(new AddClientTemplate { Authentication = Auth() }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Request.ProofOfPreset, "ValidateMe", "Request.ProofOfPreset");
        });
        Check("UpdateClient", () => {
            // 5001 is pending completion: the documented state rule refuses it.
            var d = s.UpdateClient(new UpdateClient { Authentication = Auth(), Id = 5001, IdSpecified = true, Name = "Changed" }).Data;
            Eq(d.ResponseStatus.ErrorCode, "InvalidClientState", "ErrorCode");
        });
        Check("DeleteClient", () => {
            int id = V == "soap11" ? 5010 : 5011;
            var d = s.DeleteClient(new DeleteClient { Authentication = Auth(), Id = id, IdSpecified = true }).Data;
            Ok(d.ResponseStatus);
            Eq(d.Success, true, "Success");
            var g = s.GetClient(new GetClient { Authentication = Auth(), Id = id, IdSpecified = true }).Data;
            Eq(g.ResponseStatus.ErrorCode, "NotFound", "ErrorCode after delete");
        });
        // --- end branch clients ---
        Check("error:Unauthorized", () => {
            var d = s.GetSearch(new GetSearch { Authentication = new Authentication { ApiUserId = "demo", ApiUserKey = "wrong" }, Request = new GetSearchRequest { Id = 1001, IdSpecified = true } }).Data;
            Eq(d.ResponseStatus.ErrorCode, "Unauthorized", "ErrorCode");
        });
        return failures == 0 ? 0 : 1;
    }
}
