// Calls every operation of screengate with a JAX-WS client that wsimport
// generated from the WSDL the running server serves, and checks the demo data
// (the same calls and values as zeep_client.py and node_client.js).
//
// The test runs wsimport once per WSDL, into the packages screengate.soap11
// and screengate.soap12. This file is written into the first as it is, and
// into the second with every "screengate.soap11" replaced by
// "screengate.soap12"; both copies are compiled together with the generated
// sources in one javac run.
//
// Usage: java screengate.soap11.InteropClient BASE_URL VERSION RENEW_ID NOTE_SEARCH USERNAME
// Prints RESULT <VERSION> <Operation> ok|FAIL <detail> per call; exit status 1
// if any call failed.
package screengate.soap11;

import java.math.BigDecimal;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.xml.bind.JAXBElement;
import javax.xml.ws.BindingProvider;

public final class Client {
    private static final String ANALYST = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";
    private static final ObjectFactory F = new ObjectFactory();
    private static int failures;

    interface Call {
        void run() throws Exception;
    }

    private static void check(String version, String op, Call c) {
        try {
            c.run();
            System.out.println("RESULT " + version + " " + op + " ok");
        } catch (Throwable e) {
            failures++;
            String msg = String.valueOf(e.getMessage() != null ? e.getMessage() : e.getClass().getName()).replace('\n', ' ');
            if (msg.length() > 300) {
                msg = msg.substring(0, 300);
            }
            System.out.println("RESULT " + version + " " + op + " FAIL " + msg);
            e.printStackTrace();
        }
        System.out.flush();
    }

    private static void eq(Object got, Object want, String what) {
        if (!String.valueOf(got).equals(String.valueOf(want))) {
            throw new AssertionError(what + ": got " + got + ", want " + want);
        }
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }

    // v unwraps a JAXBElement (nillable, minOccurs="0" members); null when
    // the element is absent or nil.
    private static <T> T v(JAXBElement<T> e) {
        return e == null || e.isNil() ? null : e.getValue();
    }

    private static <T> List<T> list(List<T> l) {
        return l == null ? new ArrayList<T>() : l;
    }

    private static Authentication auth(String id, String key) {
        Authentication a = F.createAuthentication();
        a.setApiUserId(F.createAuthenticationApiUserId(id));
        a.setApiUserKey(F.createAuthenticationApiUserKey(key));
        return a;
    }

    private static ResponseStatus ok(ResponseStatus st) {
        require(st != null, "no ResponseStatus");
        eq(v(st.getMessage()), "Success", "ResponseStatus.Message");
        return st;
    }

    private static ArrayOfLong ids(long... ids) {
        ArrayOfLong a = F.createArrayOfLong();
        for (long id : ids) {
            a.getLong().add(id);
        }
        return a;
    }

    public static void main(String[] args) throws Exception {
        final String base = args[0];
        final String version = args[1];
        final long renewId = Long.parseLong(args[2]);
        final long noteSearch = Long.parseLong(args[3]);
        final String username = args[4];
        final Authentication auth = auth("demo", "demo-secret-key");

        SyncReply service = new SyncReply(new URL(base + "/" + version + "?wsdl"));
        final ISyncReply s = service.getPort(ISyncReply.class);
        Map<String, Object> ctx = ((BindingProvider) s).getRequestContext();
        ctx.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, base + "/" + version);

        check(version, "CountUnresolvedSearches", () -> {
            CountUnresolvedSearchesRequest r = F.createCountUnresolvedSearchesRequest();
            r.setIncludeSearchesFromOtherUsers(false);
            CountUnresolvedSearchesData d = s.countUnresolvedSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getNumberOfUnresolvedSearches(), 10, "NumberOfUnresolvedSearches");
            r.setIncludeSearchesFromOtherUsers(true);
            d = s.countUnresolvedSearches(auth, r);
            eq(d.getNumberOfUnresolvedSearches(), 13, "NumberOfUnresolvedSearches (others)");
        });

        check(version, "CountUpdatedSearches", () -> {
            CountUpdatedSearchesRequest r = F.createCountUpdatedSearchesRequest();
            r.setIncludeSearchesFromOtherUsers(true);
            CountUpdatedSearchesData d = s.countUpdatedSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getNumberOfUpdatedSearches(), 1, "NumberOfUpdatedSearches");
        });

        check(version, "GetSearch", () -> {
            GetSearchRequest r = F.createGetSearchRequest();
            r.setId(1001L);
            GetSearchData d = s.getSearch(auth, r);
            ok(v(d.getResponseStatus()));
            SearchRecord rec = v(d.getSearchRecord());
            eq(rec.getId(), 1001, "Id");
            eq(v(v(rec.getSearchCriteria()).getName()), "Vladimir Petrov", "Name");
            require(list(v(rec.getListSearchResults()).getSearchResultEntry()).size() >= 5, "expected at least 5 results");
            require(!list(v(v(rec.getSearchResults()).getHmtResults()).getSearchResultHmTreasury()).isEmpty(), "no HMT results");
            r.setOnlyShowUnresolvedResults(true);
            GetSearchData u = s.getSearch(auth, r);
            for (SearchResultEntry e : list(v(v(u.getSearchRecord()).getListSearchResults()).getSearchResultEntry())) {
                eq(e.isResultResolved(), false, "ResultResolved");
            }
        });

        check(version, "GetSearchNotes", () -> {
            GetSearchNotesRequest r = F.createGetSearchNotesRequest();
            r.setId(1001L);
            GetSearchNotesData d = s.getSearchNotes(auth, r);
            ok(v(d.getResponseStatus()));
            List<SearchNote> notes = list(v(d.getNotes()).getNote());
            eq(notes.size(), 2, "notes");
            eq(v(notes.get(0).getContent()), "Checked date of birth against passport.", "Content");
        });

        check(version, "AddSearchNote", () -> {
            AddSearchNoteRequest r = F.createAddSearchNoteRequest();
            r.setId(noteSearch);
            r.setNote(F.createAddSearchNoteRequestNote("from java " + version));
            AddSearchNoteData d = s.addSearchNote(auth, r);
            ok(v(d.getResponseStatus()));
            List<SearchNote> notes = list(v(d.getNotes()).getNote());
            require(!notes.isEmpty(), "no notes");
            SearchNote last = notes.get(notes.size() - 1);
            eq(v(last.getContent()), "from java " + version, "Content");
            eq(v(last.getName()), "demo", "Name");
        });

        check(version, "AddSearch", () -> {
            AddSearchRequest r = F.createAddSearchRequest();
            r.setName(F.createAddSearchRequestName("Zebulon Quimby"));
            r.setType(F.createAddSearchRequestType("individual"));
            ArrayOfListId lists = F.createArrayOfListId();
            lists.getListId().add("UN");
            r.setSelectedLists(F.createAddSearchRequestSelectedLists(lists));
            AddSearchData d = s.addSearch(auth, r);
            ok(v(d.getResponseStatus()));
            SearchRecord rec = v(d.getSearchRecord());
            eq(v(v(rec.getSearchCriteria()).getName()), "Zebulon Quimby", "SearchCriteria.Name");
            eq(v(list(v(rec.getSearchSources()).getSearchSource()).get(0).getListId()), "UN", "SearchSources");
            eq(rec.getNumOfResults(), 0, "NumOfResults");
        });

        check(version, "ArchiveSearch", () -> {
            AddSearchRequest a = F.createAddSearchRequest();
            a.setName(F.createAddSearchRequestName("Zebulon Archived"));
            a.setType(F.createAddSearchRequestType("individual"));
            ArrayOfListId lists = F.createArrayOfListId();
            lists.getListId().add("UN");
            a.setSelectedLists(F.createAddSearchRequestSelectedLists(lists));
            AddSearchData ad = s.addSearch(auth, a);
            ok(v(ad.getResponseStatus()));
            ArchiveSearchRequest r = F.createArchiveSearchRequest();
            r.setId(v(ad.getSearchRecord()).getId());
            ArchiveSearchData d = s.archiveSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
        });

        check(version, "SaveSearch", () -> {
            SaveSearchRequest r = F.createSaveSearchRequest();
            r.setId(1001L);
            SaveSearchData d = s.saveSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
            GetPdfRequest p = F.createGetPdfRequest();
            p.setId(d.getDocumentId());
            GetPdfData pd = s.getPdf(auth, p);
            ok(v(pd.getResponseStatus()));
            byte[] b = v(v(pd.getDocument()).getDocumentBytes());
            require(b != null && new String(b, 0, Math.min(5, b.length), "ISO-8859-1").equals("%PDF-"), "not a PDF");
        });

        check(version, "GetPdf", () -> {
            GetPdfRequest r = F.createGetPdfRequest();
            r.setId(7001L);
            GetPdfData d = s.getPdf(auth, r);
            ok(v(d.getResponseStatus()));
            PdfDocumentWithData doc = v(d.getDocument());
            eq(doc.getId(), 7001, "Id");
            eq(v(doc.getType()), "sanctions", "Type");
            byte[] b = v(doc.getDocumentBytes());
            require(b != null && new String(b, 0, Math.min(5, b.length), "ISO-8859-1").equals("%PDF-"), "not a PDF");
        });

        check(version, "CountUnresolvedPepSearches", () -> {
            CountUnresolvedPepSearchesRequest r = F.createCountUnresolvedPepSearchesRequest();
            r.setIncludeSearchesFromOtherUsers(true);
            CountUnresolvedPepSearchesData d = s.countUnresolvedPepSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getNumberOfUnresolvedPepSearches(), 3, "NumberOfUnresolvedPepSearches");
        });

        check(version, "CostRenewPepSearches", () -> {
            CostRenewPepSearchesRequest r = F.createCostRenewPepSearchesRequest();
            r.setIds(F.createCostRenewPepSearchesRequestIds(ids(2001, 2002, 2015)));
            CostRenewPepSearchesData d = s.costRenewPepSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getCount(), 2, "Count");
            eq(d.getTotalCost(), new BigDecimal("3.00"), "TotalCost");
            eq(v(d.getFailedIds()).getLong(), Arrays.asList(2015L), "FailedIds");
        });

        check(version, "RenewPepSearches", () -> {
            RenewPepSearchesRequest r = F.createRenewPepSearchesRequest();
            r.setIds(F.createRenewPepSearchesRequestIds(ids(renewId, 9002)));
            RenewPepSearchesData d = s.renewPepSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getCount(), 1, "Count");
            eq(d.getTotalCost(), new BigDecimal("1.50"), "TotalCost");
            eq(v(d.getFailedIds()).getLong(), Arrays.asList(9002L), "FailedIds");
        });

        check(version, "GetDbsSearches", () -> {
            GetDbsSearchesData d = s.getDbsSearches(auth, "-date", 5, null, null, null, null, null, null, null, null, null, null);
            ok(v(d.getResponseStatus()));
            eq(list(v(d.getSearches()).getSearchRecord()).size(), 5, "page size");
            PageMeta meta = v(d.getMeta());
            eq(v(meta.getTotalCount()), 40, "TotalCount");
            String next = v(v(meta.getLinks()).getNext());
            require(next != null && next.contains("page[offset]=5"), "bad next link " + next);
        });

        check(version, "GetValidIds", () -> {
            GetValidIdsRequest r = F.createGetValidIdsRequest();
            r.setPage(1);
            GetValidIdsData d = s.getValidIds(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getTotalSearchRecords(), 30, "TotalSearchRecords");
            eq(list(v(d.getSearchRecords()).getValidIdListItem()).size(), 10, "page");
        });

        check(version, "UpdateValidId", () -> {
            UpdateValidIdRequest r = F.createUpdateValidIdRequest();
            r.setId(4001);
            r.setClientInResults(true);
            r.setClientNotInResults(false);
            UpdateValidIdData d = s.updateValidId(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
        });

        check(version, "CountIncompleteClients", () -> {
            CountIncompleteClientsData d = s.countIncompleteClients(auth, 0, null, null);
            ok(v(d.getResponseStatus()));
            require(d.getNumberOfIncompleteClients() != null && d.getNumberOfIncompleteClients() > 0, "expected incomplete clients");
        });

        check(version, "GetClientDocument", () -> {
            GetClientDocumentData d = s.getClientDocument(auth, 5001, 100, null, true);
            ok(v(d.getResponseStatus()));
            byte[] img = java.util.Base64.getDecoder().decode(v(d.getBase64Image()));
            require(img.length > 4 && (img[0] & 0xff) == 0x89 && img[1] == 'P' && img[2] == 'N' && img[3] == 'G', "not a PNG");
        });

        check(version, "GetBulkSearchHistory", () -> {
            GetBulkSearchHistoryRequest r = F.createGetBulkSearchHistoryRequest();
            r.setPage(1);
            r.setPageSize(5);
            GetBulkSearchHistoryData d = s.getBulkSearchHistory(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getTotalBulkSearches(), 12, "TotalBulkSearches");
            eq(list(v(d.getBulkSearchList()).getBulkSearch()).size(), 5, "page");
        });

        check(version, "SearchCompanyLookup", () -> {
            SearchCompanyLookupRequest r = F.createSearchCompanyLookupRequest();
            r.setCompanyName(F.createSearchCompanyLookupRequestCompanyName("acme"));
            r.setAutocompleteMode(true);
            SearchCompanyLookupData d = s.searchCompanyLookup(auth, r);
            ok(v(d.getResponseStatus()));
            require(!list(v(d.getSearchResults()).getCompany()).isEmpty(), "no companies");
        });

        check(version, "GetSubUser", () -> {
            GetSubUserData d = s.getSubUser(auth, null, "analyst");
            ok(v(d.getResponseStatus()));
            SubUser u = v(d.getSubUser());
            eq(u.getUserId(), ANALYST, "UserId");
            eq(v(u.getPermissions()).getUserName(), Arrays.asList("demo"), "Permissions");
        });

        check(version, "RegisterAccountTemplate", () -> {
            RegisterAccountTemplateData d = s.registerAccountTemplate(auth);
            ok(v(d.getResponseStatus()));
            require(!list(v(v(d.getReferenceData()).getCountries()).getCountry()).isEmpty(), "no countries");
        });

        check(version, "RegisterAccount", () -> {
            RegisterAccountRequest r = F.createRegisterAccountRequest();
            r.setUsername(F.createRegisterAccountRequestUsername(username));
            r.setPassword(F.createRegisterAccountRequestPassword("correct horse battery"));
            r.setEmail(F.createRegisterAccountRequestEmail(username + "@example.com"));
            r.setFullName(F.createRegisterAccountRequestFullName("Java User"));
            r.setCompanyName(F.createRegisterAccountRequestCompanyName("Java Ltd"));
            r.setCompanyPhone(F.createRegisterAccountRequestCompanyPhone("0123"));
            r.setAddress1(F.createRegisterAccountRequestAddress1("1 Road"));
            r.setPostcode(F.createRegisterAccountRequestPostcode("AB1 2CD"));
            r.setCountry(F.createRegisterAccountRequestCountry("GB"));
            r.setCompanyType(F.createRegisterAccountRequestCompanyType("Other"));
            r.setCompanyIndustry(F.createRegisterAccountRequestCompanyIndustry("Other"));
            r.setAgreeToTerms(true);
            r.setAgreeToDataProtection(true);
            r.setAgreeToPrivacy(true);
            RegisterAccountData d = s.registerAccount(auth, r);
            ok(v(d.getResponseStatus()));
            CountUnresolvedSearchesRequest c = F.createCountUnresolvedSearchesRequest();
            c.setIncludeSearchesFromOtherUsers(true);
            CountUnresolvedSearchesData cd = s.countUnresolvedSearches(auth(v(d.getApiUserId()), v(d.getApiUserKey())), c);
            ok(v(cd.getResponseStatus()));
            eq(cd.getNumberOfUnresolvedSearches(), 0, "new account count");
        });

        check(version, "GetSubUsers", () -> {
            GetSubUsersData d = s.getSubUsers(auth, true);
            ok(v(d.getResponseStatus()));
            List<SubUser> users = list(v(d.getSubUsers()).getSubUser());
            eq(v(users.get(0).getUserName()), "demo", "first user");
            boolean found = false;
            for (SubUser u : users) {
                found |= ANALYST.equals(u.getUserId());
            }
            require(found, "analyst missing");
        });

        check(version, "GetEulaStatus", () -> {
            GetEulaStatusData d = s.getEulaStatus(auth, null);
            ok(v(d.getResponseStatus()));
            eq(d.isAgreeToTerms(), true, "AgreeToTerms");
        });

        final String[] subId = new String[1];
        check(version, "AddSubUser", () -> {
            AddSubUserRequest r = F.createAddSubUserRequest();
            r.setCanResolveSearches(true);
            r.setEmail(F.createAddSubUserRequestEmail(username + "-sub@example.com"));
            r.setName(F.createAddSubUserRequestName("Java Sub"));
            r.setSendWelcomeEmail(F.createAddSubUserRequestSendWelcomeEmail(false));
            r.setUserName(F.createAddSubUserRequestUserName(username + "-sub"));
            AddSubUserData d = s.addSubUser(auth, r);
            ok(v(d.getResponseStatus()));
            SubUser u = v(d.getSubUser());
            eq(v(u.getUserName()), username + "-sub", "UserName");
            subId[0] = u.getUserId();
        });

        check(version, "UpdateSubUser", () -> {
            ArrayOfString perms = F.createArrayOfString();
            perms.getString().add("analyst");
            UpdateSubUserRequest r = F.createUpdateSubUserRequest();
            r.setPermissions(F.createUpdateSubUserRequestPermissions(perms));
            r.setSubUserName(F.createUpdateSubUserRequestSubUserName(username + "-sub"));
            UpdateSubUserData d = s.updateSubUser(auth, r);
            ok(v(d.getResponseStatus()));
            eq(v(v(d.getSubUser()).getPermissions()).getUserName(), Arrays.asList("analyst"), "Permissions");
        });

        check(version, "DeleteSubUser", () -> {
            DeleteSubUserData d = s.deleteSubUser(auth, subId[0], ANALYST);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
        });

        final long pepNote = renewId == 2004 ? 2013 : 2014, pepArchive = renewId == 2004 ? 2016 : 2017, pepDelete = renewId == 2004 ? 2018 : 2019;
        check(version, "GetPepSearches", () -> {
            GetPepSearchesRequest r = F.createGetPepSearchesRequest();
            r.setListUnresolvedSearches(F.createGetPepSearchesRequestListUnresolvedSearches(true));
            r.setPage(1);
            r.setSortOrder(F.createGetPepSearchesRequestSortOrder("Date"));
            r.setFilterPepType(F.createGetPepSearchesRequestFilterPepType("monitor"));
            GetPepSearchesData d = s.getPepSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getTotalSearchRecords(), 3, "TotalSearchRecords");
            List<Long> got = new ArrayList<Long>();
            for (PepSearchRecord rec : list(v(d.getSearchRecords()).getPepSearchRecord())) {
                got.add(rec.getId());
            }
            eq(got, Arrays.asList(2003L, 2002L, 2001L), "ids");
        });

        check(version, "GetPepSearch", () -> {
            GetPepSearchRequest r = F.createGetPepSearchRequest();
            r.setId(2002L);
            GetPepSearchData d = s.getPepSearch(auth, r);
            ok(v(d.getResponseStatus()));
            PepSearchRecord rec = v(d.getSearchRecord());
            eq(v(v(rec.getSearchCriteria()).getReference()), "PEP-0002", "Reference");
            eq(list(v(rec.getPepSearchResults()).getPepSearchResult()).size(), 3, "results");
        });

        check(version, "UpdatePepSearch", () -> {
            UpdatePepSearchRequest r = F.createUpdatePepSearchRequest();
            r.setId(2010L);
            r.setClientInResults(true);
            r.setSearchResultIds(F.createUpdatePepSearchRequestSearchResultIds(ids(20101)));
            UpdatePepSearchData d = s.updatePepSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
        });

        check(version, "AddPepSearchNote", () -> {
            AddPepSearchNoteRequest r = F.createAddPepSearchNoteRequest();
            r.setId(pepNote);
            r.setNote(F.createAddPepSearchNoteRequestNote("pep from java " + version));
            AddPepSearchNoteData d = s.addPepSearchNote(auth, r);
            ok(v(d.getResponseStatus()));
            List<SearchNote> notes = list(v(d.getNotes()).getNote());
            eq(v(notes.get(notes.size() - 1).getContent()), "pep from java " + version, "Content");
        });

        check(version, "GetPepSearchNotes", () -> {
            GetPepSearchNotesRequest r = F.createGetPepSearchNotesRequest();
            r.setId(pepNote);
            GetPepSearchNotesData d = s.getPepSearchNotes(auth, r);
            ok(v(d.getResponseStatus()));
            List<SearchNote> notes = list(v(d.getNotes()).getNote());
            eq(v(notes.get(notes.size() - 1).getContent()), "pep from java " + version, "Content");
        });

        check(version, "SavePepSearch", () -> {
            SavePepSearchRequest r = F.createSavePepSearchRequest();
            r.setId(2002L);
            SavePepSearchData d = s.savePepSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
            require(d.getDocumentId() > 0, "no DocumentId");
        });

        check(version, "CountUpdatedPepSearches", () -> {
            CountUpdatedPepSearchesRequest r = F.createCountUpdatedPepSearchesRequest();
            r.setIncludeSearchesFromOtherUsers(true);
            CountUpdatedPepSearchesData d = s.countUpdatedPepSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getNumberOfUpdatedPepSearches(), 0, "NumberOfUpdatedPepSearches");
        });

        check(version, "CostRenewAllPepSearches", () -> {
            CostRenewAllPepSearchesData d = s.costRenewAllPepSearches(auth, F.createCostRenewAllPepSearchesRequest());
            ok(v(d.getResponseStatus()));
            require(d.getCount() >= 3, "Count " + d.getCount());
            eq(d.getTotalCost(), new BigDecimal("1.50").multiply(new BigDecimal(d.getCount())), "TotalCost");
            eq(d.isCanAfford(), true, "CanAfford");
        });

        check(version, "RenewAllPepSearches", () -> {
            // A date before every due search: nothing renewed, nothing debited.
            RenewAllPepSearchesRequest r = F.createRenewAllPepSearchesRequest();
            r.setRenewalDate(F.createRenewAllPepSearchesRequestRenewalDate(javax.xml.datatype.DatatypeFactory.newInstance()
                .newXMLGregorianCalendar(java.time.LocalDate.now(java.time.ZoneOffset.UTC).minusDays(60) + "T00:00:00Z")));
            RenewAllPepSearchesData d = s.renewAllPepSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getCount(), 0, "Count");
        });

        check(version, "ArchivePepSearch", () -> {
            PepSearchIDRequest r = F.createPepSearchIDRequest();
            r.setId(pepArchive);
            ArchivePepSearchData d = s.archivePepSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
        });

        check(version, "DeletePepSearch", () -> {
            DeletePepSearchRequest r = F.createDeletePepSearchRequest();
            r.setId(pepDelete);
            DeletePepSearchData d = s.deletePepSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
        });

        check(version, "AddPepSearch", () -> {
            // A name the PEP list does not hold: no results, no unresolved search.
            AddPepSearchRequest r = F.createAddPepSearchRequest();
            r.setName(F.createAddPepSearchRequestName("Zebulon Quimby"));
            r.setType(F.createAddPepSearchRequestType("individual"));
            AddPepSearchData d = s.addPepSearch(auth, r);
            ok(v(d.getResponseStatus()));
            PepSearchRecord rec = v(d.getSearchRecord());
            eq(v(v(rec.getSearchCriteria()).getName()), "Zebulon Quimby", "SearchCriteria.Name");
            eq(rec.getNumOfResults(), 0, "NumOfResults");
            eq(d.isIncludesPepSearchRecord(), true, "IncludesPepSearchRecord");
        });

        check(version, "GetDbsSearch", () -> {
            GetDbsSearchData d = s.getDbsSearch(auth, 3001, null);
            ok(v(d.getResponseStatus()));
            DbsSearchSummary sum = v(d.getSummary());
            eq(sum.getId(), 3001, "Summary.Id");
            eq(v(sum.getReference()), "REF-3001", "Summary.Reference");
        });

        check(version, "AddDbsSearch", () -> {
            // No SMTP server or webhooks on the interop server: the documented
            // PartyNotConfigured error reply.
            AddDbsSearchRequest r = F.createAddDbsSearchRequest();
            r.setName(F.createAddDbsSearchRequestName("Jane Applicant"));
            r.setDateOfBirth(F.createAddDbsSearchRequestDateOfBirth("01/02/1990"));
            r.setEmail(F.createAddDbsSearchRequestEmail("jane@example.com"));
            r.setMobileInternational(F.createAddDbsSearchRequestMobileInternational("+447123456789"));
            r.setJobLocation(F.createAddDbsSearchRequestJobLocation("Wales"));
            r.setDisclosureLevel(F.createAddDbsSearchRequestDisclosureLevel("Basic"));
            AddDbsSearchData d = s.addDbsSearch(auth, r);
            eq(v(v(d.getResponseStatus()).getErrorCode()), "PartyNotConfigured", "ErrorCode");
        });

        check(version, "SaveValidId", () -> {
            SaveValidIdRequest r = F.createSaveValidIdRequest();
            r.setId(4001);
            SaveValidIdData d = s.saveValidId(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
            GetPdfRequest p = F.createGetPdfRequest();
            p.setId(d.getDocumentId());
            GetPdfData pd = s.getPdf(auth, p);
            ok(v(pd.getResponseStatus()));
            byte[] b = v(v(pd.getDocument()).getDocumentBytes());
            require(b != null && new String(b, 0, Math.min(5, b.length), "ISO-8859-1").equals("%PDF-"), "not a PDF");
        });

        check(version, "CheckValidIdStatus", () -> {
            CheckValidIdStatusData d = s.checkValidIdStatus(auth);
            ok(v(d.getResponseStatus()));
            eq(d.isValidIdActivated(), true, "ValidIdActivated");
        });

        check(version, "AddValidIdNote", () -> {
            AddValidIdNoteRequest r = F.createAddValidIdNoteRequest();
            r.setId(4002L);
            r.setNote(F.createAddValidIdNoteRequestNote("validid from java " + version));
            AddValidIdNoteData d = s.addValidIdNote(auth, r);
            ok(v(d.getResponseStatus()));
            List<SearchNote> notes = list(v(d.getNotes()).getNote());
            eq(v(notes.get(notes.size() - 1).getContent()), "validid from java " + version, "Content");
        });

        // --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
        check(version, "GetSearches", () -> {
            GetSearchesRequest r = F.createGetSearchesRequest();
            r.setListUnresolvedSearches(F.createGetSearchesRequestListUnresolvedSearches(true));
            r.setPage(1);
            r.setSortOrder(F.createGetSearchesRequestSortOrder("Date desc"));
            r.setFilterUserName(F.createGetSearchesRequestFilterUserName("analyst"));
            GetSearchesData d = s.getSearches(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.getTotalSearchRecords(), 2, "TotalSearchRecords");
            List<Long> got = new ArrayList<Long>();
            List<SearchRecord> recs = list(v(d.getSearchRecords()).getSearchRecord());
            for (SearchRecord rec : recs) {
                got.add(rec.getId());
            }
            eq(got, Arrays.asList(1021L, 1022L), "ids");
            eq(v(list(v(recs.get(0).getSearchSources()).getSearchSource()).get(0).getListId()), "HMTSL", "SearchSources");
        });

        final String[] zebulonNames = {"Zebulon Resolved", "Zebulon Deleted"};
        final long[] zebulon = new long[2];
        for (int i = 0; i < 2; i++) {
            AddSearchRequest a = F.createAddSearchRequest();
            a.setName(F.createAddSearchRequestName(zebulonNames[i]));
            a.setType(F.createAddSearchRequestType("individual"));
            ArrayOfListId lists = F.createArrayOfListId();
            lists.getListId().add("UN");
            a.setSelectedLists(F.createAddSearchRequestSelectedLists(lists));
            AddSearchData ad = s.addSearch(auth, a);
            zebulon[i] = ad.getSearchRecord() == null || ad.getSearchRecord().isNil() ? 0 : v(ad.getSearchRecord()).getId();
        }

        check(version, "UpdateSearch", () -> {
            UpdateSearchRequest r = F.createUpdateSearchRequest();
            r.setId(zebulon[0]);
            r.setClientInResults(true);
            r.setSearchResultIds(F.createUpdateSearchRequestSearchResultIds(ids(1)));
            UpdateSearchData d = s.updateSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
            GetSearchRequest g = F.createGetSearchRequest();
            g.setId(zebulon[0]);
            GetSearchData gd = s.getSearch(auth, g);
            ok(v(gd.getResponseStatus()));
            eq(v(gd.getSearchRecord()).isClientInResults(), true, "ClientInResults");
        });

        check(version, "DeleteSearch", () -> {
            DeleteSearchRequest r = F.createDeleteSearchRequest();
            r.setId(zebulon[1]);
            DeleteSearchData d = s.deleteSearch(auth, r);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
            GetSearchRequest g = F.createGetSearchRequest();
            g.setId(zebulon[1]);
            GetSearchData gd = s.getSearch(auth, g);
            eq(v(v(gd.getResponseStatus()).getErrorCode()), "NotFound", "ErrorCode after delete");
        });
        // --- end branch sanctions-ops ---
        // --- branch validid-pdfs: GetPdfs, AddValidId ---
        check(version, "GetPdfs", () -> {
            GetPdfsRequest r = F.createGetPdfsRequest();
            r.setPage(1);
            r.setPageSize(5);
            GetPdfsData d = s.getPdfs(auth, r);
            ok(v(d.getResponseStatus()));
            List<PdfDocument> docs = list(v(d.getDocuments()).getPdfDocument());
            if (d.getTotalDocuments() < 1 || docs.isEmpty() || docs.get(0).getId() < 1) {
                throw new AssertionError("no documents listed");
            }
            eq(d.getPageSize(), 5, "PageSize");
        });

        check(version, "AddValidId", () -> {
            // No identity party on the interop server: the documented
            // PartyNotConfigured error reply.
            AddValidIdRequest r = F.createAddValidIdRequest();
            r.setType(F.createAddValidIdRequestType("basic"));
            ArrayOfListId lists = F.createArrayOfListId();
            lists.getListId().add("UN");
            r.setSelectedLists(F.createAddValidIdRequestSelectedLists(lists));
            ValidIdBasicRequest b = F.createValidIdBasicRequest();
            b.setForename(F.createValidIdBasicRequestForename("Zebulon"));
            b.setSurname(F.createValidIdBasicRequestSurname("Quimby"));
            b.setDateOfBirth(F.createValidIdBasicRequestDateOfBirth("01/02/1990"));
            b.setAddress1(F.createValidIdBasicRequestAddress1("1 High Street"));
            b.setPostcode(F.createValidIdBasicRequestPostcode("LS1 1AA"));
            r.setBasicRequest(F.createAddValidIdRequestBasicRequest(b));
            AddValidIdData d = s.addValidId(auth, r);
            eq(v(v(d.getResponseStatus()).getErrorCode()), "PartyNotConfigured", "ErrorCode");
        });
        // --- end branch validid-pdfs ---

        // --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
        // that Demo's bulk history stays the demo data's 12) ---
        final Authentication other = auth("other", "other-secret-key");
        final int[] bulkId = {0};
        check(version, "AddBulkSearch", () -> {
            AddBulkSearchRequest r = F.createAddBulkSearchRequest();
            r.setIsSanctionsSearch(true);
            r.setType(F.createAddBulkSearchRequestType("individual"));
            ArrayOfListId lists = F.createArrayOfListId();
            lists.getListId().add("UN");
            r.setSelectedLists(F.createAddBulkSearchRequestSelectedLists(lists));
            r.setCsv(F.createAddBulkSearchRequestCsv("name,reference\nZebulon Quimby,java " + version + "\nZara Quimby,java\n"));
            AddBulkSearchData d = s.addBulkSearch(other, r);
            ok(v(d.getResponseStatus()));
            BulkSearchStatus st = v(d.getBulkSearchStatus());
            eq(st.getTotal(), 2, "Total");
            bulkId[0] = st.getBulkSearchId();
            if (bulkId[0] <= 0) throw new AssertionError("no BulkSearchId");
        });
        check(version, "GetBulkSearchStatus", () -> {
            GetBulkSearchStatusRequest r = F.createGetBulkSearchStatusRequest();
            r.setBulkSearchId(bulkId[0]);
            GetBulkSearchStatusData d = s.getBulkSearchStatus(other, r);
            ok(v(d.getResponseStatus()));
            BulkSearchStatus st = v(d.getBulkSearchStatus());
            eq(st.getBulkSearchId(), bulkId[0], "BulkSearchId");
            eq(st.getTotal(), 2, "Total");
        });
        // --- end branch bulk ---
        // --- branch clients: GetClients, GetClient, AddClient,
        // AddClientTemplate, UpdateClient, DeleteClient ---
        check(version, "GetClients", () -> {
            GetClientsData d = s.getClients(auth, "date", null, null, null, null, null, null, ClientState.PENDING_VERIFICATION, null);
            ok(v(d.getResponseStatus()));
            eq(v(v(d.getMeta()).getTotalCount()), 4, "Meta.TotalCount");
            List<Integer> ids = new ArrayList<>();
            for (ClientShort c : list(v(d.getClients()).getClientShort())) {
                ids.add(c.getId());
            }
            eq(ids, Arrays.asList(5005, 5007, 5012, 5006), "Clients");
        });

        check(version, "GetClient", () -> {
            GetClientData d = s.getClient(auth, 5005);
            ok(v(d.getResponseStatus()));
            Client c = v(d.getClient());
            eq(v(c.getName()), "Tomasz Nowak", "Client.Name");
            eq(c.getState(), ClientState.PENDING_VERIFICATION, "Client.State");
            eq(v(list(v(c.getOtherDocuments()).getOtherDocument()).get(0).getDocumentType()), "National ID card", "DocumentType");
        });

        check(version, "AddClient", () -> {
            // No SMTP server or webhooks on the interop server: PartyNotConfigured.
            AddClientRequest r = F.createAddClientRequest();
            r.setName(F.createAddClientRequestName("Jane Client"));
            r.setEmail(F.createAddClientRequestEmail("jane@example.com"));
            r.setMobileInternational(F.createAddClientRequestMobileInternational("+447123456789"));
            r.setPostCode(F.createAddClientRequestPostCode("EC1A 1BB"));
            r.setProofOfPreset(F.createAddClientRequestProofOfPreset("ValidateMe"));
            AddClientData d = s.addClient(auth, r);
            eq(v(v(d.getResponseStatus()).getErrorCode()), "PartyNotConfigured", "ErrorCode");
        });

        check(version, "AddClientTemplate", () -> {
            AddClientTemplateData d = s.addClientTemplate(auth);
            ok(v(d.getResponseStatus()));
            eq(v(v(d.getRequest()).getProofOfPreset()), "ValidateMe", "Request.ProofOfPreset");
        });

        check(version, "UpdateClient", () -> {
            // 5001 is pending completion: the documented state rule refuses it.
            UpdateClientData d = s.updateClient(auth, null, 5001, "Changed", null, null, null);
            eq(v(v(d.getResponseStatus()).getErrorCode()), "InvalidClientState", "ErrorCode");
        });

        check(version, "DeleteClient", () -> {
            int id = version.equals("soap11") ? 5010 : 5011;
            DeleteClientData d = s.deleteClient(auth, id);
            ok(v(d.getResponseStatus()));
            eq(d.isSuccess(), true, "Success");
            GetClientData g = s.getClient(auth, id);
            eq(v(v(g.getResponseStatus()).getErrorCode()), "NotFound", "ErrorCode after delete");
        });
        // --- end branch clients ---

        check(version, "error:Unauthorized", () -> {
            GetSearchRequest r = F.createGetSearchRequest();
            r.setId(1001L);
            GetSearchData d = s.getSearch(auth("demo", "wrong"), r);
            eq(v(v(d.getResponseStatus()).getErrorCode()), "Unauthorized", "ErrorCode");
        });

        System.exit(failures == 0 ? 0 : 1);
    }
}
