"""Calls every operation of screengate over SOAP 1.1 and 1.2 with Python zeep,
from the WSDL the running server serves, and checks the demo data.

Usage: python3 zeep_client.py BASE_URL      (e.g. http://127.0.0.1:8080/v2)
Prints one line per call: RESULT <soap11|soap12> <Operation> ok|FAIL <detail>.
Exit status 1 if any call failed."""
import base64
import datetime
import sys
import traceback

import zeep

BASE = sys.argv[1]
AUTH = {"ApiUserId": "demo", "ApiUserKey": "demo-secret-key"}
ANALYST = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
failures = 0


def check(version, op, fn):
    global failures
    try:
        fn()
        print(f"RESULT {version} {op} ok", flush=True)
    except Exception as e:  # noqa: BLE001 - report every failure and go on
        failures += 1
        detail = (str(e) or type(e).__name__).replace("\n", " ")[:300]
        print(f"RESULT {version} {op} FAIL {detail}", flush=True)
        traceback.print_exc(file=sys.stderr)


def eq(got, want, what):
    if got != want:
        raise AssertionError(f"{what}: got {got!r}, want {want!r}")


def run(version, renew_id, note_search, username):
    client = zeep.Client(f"{BASE}/{version}")
    s = client.service

    def ok(d):
        eq(d.ResponseStatus.Message, "Success", "ResponseStatus.Message")
        return d

    def count_unresolved():
        d = ok(s.CountUnresolvedSearches(Authentication=AUTH, Request={"IncludeSearchesFromOtherUsers": False}))
        eq(d.NumberOfUnresolvedSearches, 10, "NumberOfUnresolvedSearches")
        d = s.CountUnresolvedSearches(Authentication=AUTH, Request={"IncludeSearchesFromOtherUsers": True})
        eq(d.NumberOfUnresolvedSearches, 13, "NumberOfUnresolvedSearches (others)")
    check(version, "CountUnresolvedSearches", count_unresolved)

    def count_updated():
        d = ok(s.CountUpdatedSearches(Authentication=AUTH, Request={"IncludeSearchesFromOtherUsers": True}))
        eq(d.NumberOfUpdatedSearches, 1, "NumberOfUpdatedSearches")
    check(version, "CountUpdatedSearches", count_updated)

    def get_search():
        d = ok(s.GetSearch(Authentication=AUTH, Request={"Id": 1001}))
        eq(d.SearchRecord.Id, 1001, "Id")
        eq(d.SearchRecord.SearchCriteria.Name, "Vladimir Petrov", "Name")
        if len(d.SearchRecord.ListSearchResults.SearchResultEntry) < 5:
            raise AssertionError("expected at least 5 results")
        if not d.SearchRecord.SearchResults.HmtResults.SearchResultHmTreasury:
            raise AssertionError("no HMT results")
        u = s.GetSearch(Authentication=AUTH, Request={"Id": 1001, "OnlyShowUnresolvedResults": True})
        for e in u.SearchRecord.ListSearchResults.SearchResultEntry:
            eq(e.ResultResolved, False, "ResultResolved")
    check(version, "GetSearch", get_search)

    def get_notes():
        d = ok(s.GetSearchNotes(Authentication=AUTH, Request={"Id": 1001}))
        eq(len(d.Notes.Note), 2, "notes")
        eq(d.Notes.Note[0].Content, "Checked date of birth against passport.", "Content")
    check(version, "GetSearchNotes", get_notes)

    def add_note():
        d = ok(s.AddSearchNote(Authentication=AUTH, Request={"Id": note_search, "Note": f"from zeep {version}"}))
        eq(d.Notes.Note[-1].Content, f"from zeep {version}", "Content")
        eq(d.Notes.Note[-1].Name, "demo", "Name")
    check(version, "AddSearchNote", add_note)

    def add_search():
        d = ok(s.AddSearch(Authentication=AUTH, Request={"Name": "Zebulon Quimby", "Type": "individual",
                                                         "SelectedLists": {"ListId": ["UN"]}}))
        eq(d.SearchRecord.SearchCriteria.Name, "Zebulon Quimby", "SearchCriteria.Name")
        eq(d.SearchRecord.SearchSources.SearchSource[0].ListId, "UN", "SearchSources")
        eq(d.SearchRecord.NumOfResults, 0, "NumOfResults")
    check(version, "AddSearch", add_search)

    def archive_search():
        a = ok(s.AddSearch(Authentication=AUTH, Request={"Name": "Zebulon Archived", "Type": "individual",
                                                         "SelectedLists": {"ListId": ["UN"]}}))
        d = ok(s.ArchiveSearch(Authentication=AUTH, Request={"Id": a.SearchRecord.Id}))
        eq(d.Success, True, "Success")
    check(version, "ArchiveSearch", archive_search)

    def save_and_get_pdf():
        d = ok(s.SaveSearch(Authentication=AUTH, Request={"Id": 1001}))
        eq(d.Success, True, "Success")
        p = ok(s.GetPdf(Authentication=AUTH, Request={"Id": d.DocumentId}))
        if not p.Document.DocumentBytes.startswith(b"%PDF-"):
            raise AssertionError("not a PDF")
    check(version, "SaveSearch", save_and_get_pdf)

    def get_pdf():
        d = ok(s.GetPdf(Authentication=AUTH, Request={"Id": 7001}))
        eq(d.Document.Id, 7001, "Id")
        eq(d.Document.Type, "sanctions", "Type")
        if not d.Document.DocumentBytes.startswith(b"%PDF-"):
            raise AssertionError("not a PDF")
    check(version, "GetPdf", get_pdf)

    def count_pep():
        d = ok(s.CountUnresolvedPepSearches(Authentication=AUTH, Request={"IncludeSearchesFromOtherUsers": True}))
        eq(d.NumberOfUnresolvedPepSearches, 3, "NumberOfUnresolvedPepSearches")
    check(version, "CountUnresolvedPepSearches", count_pep)

    def cost_renew():
        d = ok(s.CostRenewPepSearches(Authentication=AUTH, Request={"Ids": {"Long": [2001, 2002, 2015]}}))
        eq(d.Count, 2, "Count")
        eq(str(d.TotalCost), "3.00", "TotalCost")
        eq(list(d.FailedIds.long), [2015], "FailedIds")
    check(version, "CostRenewPepSearches", cost_renew)

    def renew():
        d = ok(s.RenewPepSearches(Authentication=AUTH, Request={"Ids": {"Long": [renew_id, 9002]}}))
        eq(d.Count, 1, "Count")
        eq(str(d.TotalCost), "1.50", "TotalCost")
        eq(list(d.FailedIds.long), [9002], "FailedIds")
    check(version, "RenewPepSearches", renew)

    def dbs():
        d = ok(s.GetDbsSearches(Authentication=AUTH, Sort="-date", **{"page_x005B_limit_x005D_": 5}))
        eq(len(d.Searches.SearchRecord), 5, "page size")
        eq(d.Meta.TotalCount, 40, "TotalCount")
        if "page[offset]=5" not in d.Meta.Links.Next:
            raise AssertionError(f"bad next link {d.Meta.Links.Next}")
    check(version, "GetDbsSearches", dbs)

    def validids():
        d = ok(s.GetValidIds(Authentication=AUTH, Request={"Page": 1}))
        eq(d.TotalSearchRecords, 30, "TotalSearchRecords")
        eq(len(d.SearchRecords.ValidIdListItem), 10, "page")
    check(version, "GetValidIds", validids)

    def update_validid():
        d = ok(s.UpdateValidId(Authentication=AUTH, Request={"Id": 4001, "ClientInResults": True, "ClientNotInResults": False}))
        eq(d.Success, True, "Success")
    check(version, "UpdateValidId", update_validid)

    def incomplete():
        d = ok(s.CountIncompleteClients(Authentication=AUTH, DaysIncomplete=0))
        if d.NumberOfIncompleteClients <= 0:
            raise AssertionError("expected incomplete clients")
    check(version, "CountIncompleteClients", incomplete)

    def client_doc():
        d = ok(s.GetClientDocument(Authentication=AUTH, Id=5001, Original=True, Mil=100))
        img = base64.b64decode(d.Base64Image)
        if not img.startswith(b"\x89PNG"):
            raise AssertionError("not a PNG")
    check(version, "GetClientDocument", client_doc)

    def bulk():
        d = ok(s.GetBulkSearchHistory(Authentication=AUTH, Request={"Page": 1, "PageSize": 5}))
        eq(d.TotalBulkSearches, 12, "TotalBulkSearches")
        eq(len(d.BulkSearchList.BulkSearch), 5, "page")
    check(version, "GetBulkSearchHistory", bulk)

    def companies():
        d = ok(s.SearchCompanyLookup(Authentication=AUTH, Request={"CompanyName": "acme", "AutocompleteMode": True}))
        if not d.SearchResults.Company:
            raise AssertionError("no companies")
    check(version, "SearchCompanyLookup", companies)

    def subuser():
        d = ok(s.GetSubUser(Authentication=AUTH, SubUserName="analyst"))
        eq(d.SubUser.UserId, ANALYST, "UserId")
        eq(list(d.SubUser.Permissions.UserName), ["demo"], "Permissions")
    check(version, "GetSubUser", subuser)

    def template():
        d = ok(s.RegisterAccountTemplate(Authentication=AUTH))
        if not d.ReferenceData.Countries.Country:
            raise AssertionError("no countries")
    check(version, "RegisterAccountTemplate", template)

    def register():
        d = ok(s.RegisterAccount(Authentication=AUTH, Request={
            "Username": username, "Password": "correct horse battery", "Email": f"{username}@example.com",
            "FullName": "Zeep User", "CompanyName": "Zeep Ltd", "CompanyPhone": "0123", "Address1": "1 Road",
            "Postcode": "AB1 2CD", "Country": "GB", "CompanyType": "Other", "CompanyIndustry": "Other",
            "AgreeToTerms": True, "AgreeToDataProtection": True, "AgreeToPrivacy": True}))
        new = {"ApiUserId": d.ApiUserId, "ApiUserKey": d.ApiUserKey}
        c = ok(s.CountUnresolvedSearches(Authentication=new, Request={"IncludeSearchesFromOtherUsers": True}))
        eq(c.NumberOfUnresolvedSearches, 0, "new account count")
    check(version, "RegisterAccount", register)

    def subusers():
        d = ok(s.GetSubUsers(Authentication=AUTH, IncludeMainUser=True))
        users = list(d.SubUsers.SubUser)
        eq(users[0].UserName, "demo", "first user")
        if ANALYST not in [u.UserId for u in users]:
            raise AssertionError("analyst missing")
    check(version, "GetSubUsers", subusers)

    def eula():
        d = ok(s.GetEulaStatus(Authentication=AUTH))
        eq(d.AgreeToTerms, True, "AgreeToTerms")
    check(version, "GetEulaStatus", eula)

    sub = {"id": None, "name": username + "-sub"}

    def add_sub():
        d = ok(s.AddSubUser(Authentication=AUTH, Request={
            "CanResolveSearches": True, "Email": sub["name"] + "@example.com", "Name": "Zeep Sub",
            "SendWelcomeEmail": False, "UserName": sub["name"]}))
        eq(d.SubUser.UserName, sub["name"], "UserName")
        sub["id"] = d.SubUser.UserId
    check(version, "AddSubUser", add_sub)

    def update_sub():
        d = ok(s.UpdateSubUser(Authentication=AUTH, Request={"Permissions": {"String": ["analyst"]}, "SubUserName": sub["name"]}))
        eq(list(d.SubUser.Permissions.UserName), ["analyst"], "Permissions")
    check(version, "UpdateSubUser", update_sub)

    def delete_sub():
        d = ok(s.DeleteSubUser(Authentication=AUTH, DeleteUserId=sub["id"], TransferToUserId=ANALYST))
        eq(d.Success, True, "Success")
    check(version, "DeleteSubUser", delete_sub)

    pep = {"note": 2013, "archive": 2016, "del": 2018} if version == "soap11" else {"note": 2014, "archive": 2017, "del": 2019}

    def pep_list():
        d = ok(s.GetPepSearches(Authentication=AUTH, Request={"ListUnresolvedSearches": True, "Page": 1, "SortOrder": "Date", "FilterPepType": "monitor"}))
        eq(d.TotalSearchRecords, 3, "TotalSearchRecords")
        eq([r.Id for r in d.SearchRecords.PepSearchRecord], [2003, 2002, 2001], "ids")
    check(version, "GetPepSearches", pep_list)

    def pep_get():
        d = ok(s.GetPepSearch(Authentication=AUTH, Request={"Id": 2002}))
        eq(d.SearchRecord.SearchCriteria.Reference, "PEP-0002", "Reference")
        eq(len(d.SearchRecord.PepSearchResults.PepSearchResult), 3, "results")
    check(version, "GetPepSearch", pep_get)

    def pep_update():
        d = ok(s.UpdatePepSearch(Authentication=AUTH, Request={"Id": 2010, "ClientInResults": True, "SearchResultIds": {"Long": [20101]}}))
        eq(d.Success, True, "Success")
    check(version, "UpdatePepSearch", pep_update)

    def pep_add_note():
        d = ok(s.AddPepSearchNote(Authentication=AUTH, Request={"Id": pep["note"], "Note": f"pep from zeep {version}"}))
        eq(d.Notes.Note[-1].Content, f"pep from zeep {version}", "Content")
    check(version, "AddPepSearchNote", pep_add_note)

    def pep_get_notes():
        d = ok(s.GetPepSearchNotes(Authentication=AUTH, Request={"Id": pep["note"]}))
        eq(d.Notes.Note[-1].Content, f"pep from zeep {version}", "Content")
    check(version, "GetPepSearchNotes", pep_get_notes)

    def pep_save():
        d = ok(s.SavePepSearch(Authentication=AUTH, Request={"Id": 2002}))
        eq(d.Success, True, "Success")
        if not d.DocumentId > 0:
            raise AssertionError("no DocumentId")
    check(version, "SavePepSearch", pep_save)

    def pep_updated():
        d = ok(s.CountUpdatedPepSearches(Authentication=AUTH, Request={"IncludeSearchesFromOtherUsers": True}))
        eq(d.NumberOfUpdatedPepSearches, 0, "NumberOfUpdatedPepSearches")
    check(version, "CountUpdatedPepSearches", pep_updated)

    def pep_cost_all():
        d = ok(s.CostRenewAllPepSearches(Authentication=AUTH, Request={}))
        if not d.Count >= 3:
            raise AssertionError(f"Count {d.Count}")
        eq(f"{d.TotalCost:.2f}", f"{1.5 * d.Count:.2f}", "TotalCost")
        eq(d.CanAfford, True, "CanAfford")
    check(version, "CostRenewAllPepSearches", pep_cost_all)

    def pep_renew_all():
        # A date before every due search: nothing renewed, nothing debited.
        when = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=60)
        d = ok(s.RenewAllPepSearches(Authentication=AUTH, Request={"RenewalDate": when}))
        eq(d.Count, 0, "Count")
    check(version, "RenewAllPepSearches", pep_renew_all)

    def pep_archive():
        d = ok(s.ArchivePepSearch(Authentication=AUTH, Request={"Id": pep["archive"]}))
        eq(d.Success, True, "Success")
    check(version, "ArchivePepSearch", pep_archive)

    def pep_delete():
        d = ok(s.DeletePepSearch(Authentication=AUTH, Request={"Id": pep["del"]}))
        eq(d.Success, True, "Success")
    check(version, "DeletePepSearch", pep_delete)

    def pep_add():
        # A name the PEP list does not hold: no results, so no unresolved
        # search for the other version's counts.
        d = ok(s.AddPepSearch(Authentication=AUTH, Request={"Name": "Zebulon Quimby", "Type": "individual"}))
        eq(d.SearchRecord.SearchCriteria.Name, "Zebulon Quimby", "SearchCriteria.Name")
        eq(d.SearchRecord.NumOfResults, 0, "NumOfResults")
        eq(d.IncludesPepSearchRecord, True, "IncludesPepSearchRecord")
    check(version, "AddPepSearch", pep_add)

    def dbs_get():
        d = ok(s.GetDbsSearch(Authentication=AUTH, Id=3001))
        eq(d.Summary.Id, 3001, "Summary.Id")
        eq(d.Summary.Reference, "REF-3001", "Summary.Reference")
    check(version, "GetDbsSearch", dbs_get)

    def dbs_add():
        # No SMTP server or webhooks are configured on the interop server:
        # the documented PartyNotConfigured error reply.
        d = s.AddDbsSearch(Authentication=AUTH, Request={
            "Name": "Jane Applicant", "DateOfBirth": "01/02/1990", "Email": "jane@example.com",
            "MobileInternational": "+447123456789", "JobLocation": "Wales", "DisclosureLevel": "Basic"})
        eq(d.ResponseStatus.ErrorCode, "PartyNotConfigured", "ErrorCode")
    check(version, "AddDbsSearch", dbs_add)

    def validid_save():
        d = ok(s.SaveValidId(Authentication=AUTH, Request={"Id": 4001}))
        eq(d.Success, True, "Success")
        p = ok(s.GetPdf(Authentication=AUTH, Request={"Id": d.DocumentId}))
        if not p.Document.DocumentBytes.startswith(b"%PDF-"):
            raise AssertionError("not a PDF")
    check(version, "SaveValidId", validid_save)

    def validid_status():
        d = ok(s.CheckValidIdStatus(Authentication=AUTH))
        eq(d.ValidIdActivated, True, "ValidIdActivated")
    check(version, "CheckValidIdStatus", validid_status)

    def validid_note():
        d = ok(s.AddValidIdNote(Authentication=AUTH, Request={"Id": 4002, "Note": f"validid from zeep {version}"}))
        eq(d.Notes.Note[-1].Content, f"validid from zeep {version}", "Content")
    check(version, "AddValidIdNote", validid_note)

    # --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
    def get_searches():
        d = ok(s.GetSearches(Authentication=AUTH, Request={"ListUnresolvedSearches": True, "FilterUserName": "analyst",
                                                           "SortOrder": "Date desc", "Page": 1}))
        eq([r.Id for r in d.SearchRecords.SearchRecord], [1021, 1022], "ids")
        eq(d.TotalSearchRecords, 2, "TotalSearchRecords")
        eq(d.SearchRecords.SearchRecord[0].SearchSources.SearchSource[0].ListId, "HMTSL", "SearchSources")
    check(version, "GetSearches", get_searches)

    def update_search():
        a = ok(s.AddSearch(Authentication=AUTH, Request={"Name": "Zebulon Resolved", "Type": "individual",
                                                         "SelectedLists": {"ListId": ["UN"]}}))
        d = ok(s.UpdateSearch(Authentication=AUTH, Request={"Id": a.SearchRecord.Id, "ClientInResults": True,
                                                            "SearchResultIds": {"Long": [1]}}))
        eq(d.Success, True, "Success")
        g = ok(s.GetSearch(Authentication=AUTH, Request={"Id": a.SearchRecord.Id}))
        eq(g.SearchRecord.ClientInResults, True, "ClientInResults")
    check(version, "UpdateSearch", update_search)

    def delete_search():
        a = ok(s.AddSearch(Authentication=AUTH, Request={"Name": "Zebulon Deleted", "Type": "individual",
                                                         "SelectedLists": {"ListId": ["UN"]}}))
        d = ok(s.DeleteSearch(Authentication=AUTH, Request={"Id": a.SearchRecord.Id}))
        eq(d.Success, True, "Success")
        g = s.GetSearch(Authentication=AUTH, Request={"Id": a.SearchRecord.Id})
        eq(g.ResponseStatus.ErrorCode, "NotFound", "ErrorCode after delete")
    check(version, "DeleteSearch", delete_search)
    # --- end branch sanctions-ops ---
    # --- branch validid-pdfs: GetPdfs, AddValidId ---
    def pdfs_list():
        d = ok(s.GetPdfs(Authentication=AUTH, Request={"Page": 1, "PageSize": 5}))
        if d.TotalDocuments < 1 or not d.Documents.PdfDocument or d.Documents.PdfDocument[0].Id < 1:
            raise AssertionError("no documents listed")
        eq(d.PageSize, 5, "PageSize")
    check(version, "GetPdfs", pdfs_list)

    def validid_add():
        # No identity party is configured on the interop server: the
        # documented PartyNotConfigured error reply.
        d = s.AddValidId(Authentication=AUTH, Request={"Type": "basic", "SelectedLists": {"ListId": ["UN"]},
            "BasicRequest": {"Forename": "Zebulon", "Surname": "Quimby", "DateOfBirth": "01/02/1990",
                             "Address1": "1 High Street", "Postcode": "LS1 1AA"}})
        eq(d.ResponseStatus.ErrorCode, "PartyNotConfigured", "ErrorCode")
    check(version, "AddValidId", validid_add)
    # --- end branch validid-pdfs ---

    # --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
    # that Demo's bulk history stays the demo data's 12) ---
    other = {"ApiUserId": "other", "ApiUserKey": "other-secret-key"}
    bulk_job = {}

    def bulk_add():
        d = ok(s.AddBulkSearch(Authentication=other, Request={
            "IsSanctionsSearch": True, "Type": "individual", "SelectedLists": {"ListId": ["UN"]},
            "Csv": f"name,reference\nZebulon Quimby,zeep {version}\nZara Quimby,zeep {version}\n"}))
        eq(d.BulkSearchStatus.Total, 2, "Total")
        eq(d.BulkSearchStatus.IsSanctionsSearch, True, "IsSanctionsSearch")
        if not d.BulkSearchStatus.BulkSearchId > 0:
            raise AssertionError("no BulkSearchId")
        bulk_job["id"] = d.BulkSearchStatus.BulkSearchId
    check(version, "AddBulkSearch", bulk_add)

    def bulk_status():
        d = ok(s.GetBulkSearchStatus(Authentication=other, Request={"BulkSearchId": bulk_job.get("id", 9006)}))
        eq(d.BulkSearchStatus.BulkSearchId, bulk_job.get("id", 9006), "BulkSearchId")
        eq(d.BulkSearchStatus.Total, 2, "Total")
    check(version, "GetBulkSearchStatus", bulk_status)
    # --- end branch bulk ---

    # --- branch clients: GetClients, GetClient, AddClient, AddClientTemplate,
    # UpdateClient, DeleteClient ---
    def clients_list():
        d = ok(s.GetClients(Authentication=AUTH, State="PendingVerification", Sort="date"))
        eq(d.Meta.TotalCount, 4, "Meta.TotalCount")
        eq([c.Id for c in d.Clients.ClientShort], [5005, 5007, 5012, 5006], "Clients")
    check(version, "GetClients", clients_list)

    def client_get():
        d = ok(s.GetClient(Authentication=AUTH, Id=5005))
        eq(d.Client.Name, "Tomasz Nowak", "Client.Name")
        eq(d.Client.State, "PendingVerification", "Client.State")
        eq(d.Client.OtherDocuments.OtherDocument[0].DocumentType, "National ID card", "DocumentType")
    check(version, "GetClient", client_get)

    def client_add():
        # No SMTP server or webhooks on the interop server: PartyNotConfigured.
        d = s.AddClient(Authentication=AUTH, Request={
            "Name": "Jane Client", "Email": "jane@example.com", "MobileInternational": "+447123456789",
            "PostCode": "EC1A 1BB", "ProofOfPreset": "ValidateMe"})
        eq(d.ResponseStatus.ErrorCode, "PartyNotConfigured", "ErrorCode")
    check(version, "AddClient", client_add)

    def client_template():
        d = ok(s.AddClientTemplate(Authentication=AUTH))
        eq(d.Request.ProofOfPreset, "ValidateMe", "Request.ProofOfPreset")
    check(version, "AddClientTemplate", client_template)

    def client_update():
        # 5001 is pending completion: the documented state rule refuses it.
        d = s.UpdateClient(Authentication=AUTH, Id=5001, Name="Changed")
        eq(d.ResponseStatus.ErrorCode, "InvalidClientState", "ErrorCode")
    check(version, "UpdateClient", client_update)

    def client_delete():
        cid = 5010 if version == "soap11" else 5011
        d = ok(s.DeleteClient(Authentication=AUTH, Id=cid))
        eq(d.Success, True, "Success")
        g = s.GetClient(Authentication=AUTH, Id=cid)
        eq(g.ResponseStatus.ErrorCode, "NotFound", "ErrorCode after delete")
    check(version, "DeleteClient", client_delete)
    # --- end branch clients ---
    def bad_key():
        d = s.GetSearch(Authentication={"ApiUserId": "demo", "ApiUserKey": "wrong"}, Request={"Id": 1001})
        eq(d.ResponseStatus.ErrorCode, "Unauthorized", "ErrorCode")
    check(version, "error:Unauthorized", bad_key)


run("soap11", 2004, 1003, "zeep11")
run("soap12", 2005, 1004, "zeep12")
sys.exit(1 if failures else 0)
