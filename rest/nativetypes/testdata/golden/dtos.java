/* Options:
Date: 2026-01-02 03:04:05
Version: test
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: https://api.example/v2

//Package: dtos
//GlobalNamespace: dtos
//AddPropertyAccessors: True
//SettersReturnThis: True
//AddServiceStackTypes: True
//AddResponseStatus: False
//AddDescriptionAsComments: True
//AddImplicitVersion: 
//IncludeTypes: 
//ExcludeTypes: 
//TreatTypesAsStrings: 
//DefaultImports: java.math.*,java.util.*,net.servicestack.client.*,com.google.gson.annotations.*
*/

package dtos;

import java.math.*;
import java.util.*;
import net.servicestack.client.*;
import com.google.gson.annotations.*;

public class dtos
{

    @Route(Path="/bulksearches/create", Verbs="POST")
    @Api(Description="Create a bulk search")
    @DataContract
    public static class AddBulkSearch extends BaseRequest implements IReturn<AddBulkSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddBulkSearchRequest request = null;
        public AddBulkSearchRequest getRequest() { return request; }
        public AddBulkSearch setRequest(AddBulkSearchRequest value) { this.request = value; return this; }
        private static Object responseType = AddBulkSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddBulkSearchData extends BaseResponse
    {
        /**
        * The new bulk search (status Queued)
        */
        @DataMember
        public BulkSearchStatus bulkSearchStatus = null;
        public BulkSearchStatus getBulkSearchStatus() { return bulkSearchStatus; }
        public AddBulkSearchData setBulkSearchStatus(BulkSearchStatus value) { this.bulkSearchStatus = value; return this; }
    }

    @DataContract
    public static class AddBulkSearchRequest
    {
        /**
        * Create the bulk search (and its searches) for this sub user (admins only)
        */
        @DataMember
        public String subUserName = null;
        /**
        * Screen every row against the selected sanctions lists
        */
        @DataMember
        public Boolean isSanctionsSearch = null;
        /**
        * Screen every row against the PEP list (each row costs the account's PEP search price)
        */
        @DataMember
        public Boolean isPepSearch = null;
        /**
        * individual or entity: the type of the rows whose type column is empty or absent
        */
        @DataMember
        public String type = null;
        /**
        * Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when isSanctionsSearch
        */
        @DataMember
        public ArrayOfListId selectedLists = null;
        /**
        * The names to screen: CSV (RFC 4180, UTF-8) with a header row; columns name (required), type, dateOfBirth (DD/MM/YYYY), country, nationality, address, reference; at most 100000 rows
        */
        @DataMember
        public String csv = null;
        public String getSubUserName() { return subUserName; }
        public AddBulkSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Boolean getIsSanctionsSearch() { return isSanctionsSearch; }
        public AddBulkSearchRequest setIsSanctionsSearch(Boolean value) { this.isSanctionsSearch = value; return this; }
        public Boolean getIsPepSearch() { return isPepSearch; }
        public AddBulkSearchRequest setIsPepSearch(Boolean value) { this.isPepSearch = value; return this; }
        public String getType() { return type; }
        public AddBulkSearchRequest setType(String value) { this.type = value; return this; }
        public ArrayOfListId getSelectedLists() { return selectedLists; }
        public AddBulkSearchRequest setSelectedLists(ArrayOfListId value) { this.selectedLists = value; return this; }
        public String getCsv() { return csv; }
        public AddBulkSearchRequest setCsv(String value) { this.csv = value; return this; }
    }

    @DataContract
    public static class AddBulkSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddBulkSearchData data = null;
        public AddBulkSearchData getData() { return data; }
        public AddBulkSearchResponse setData(AddBulkSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/clients", Verbs="POST")
    @Api(Description="Add a client")
    @DataContract
    public static class AddClient extends BaseRequest implements IReturn<AddClientResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddClientRequest request = null;
        public AddClientRequest getRequest() { return request; }
        public AddClient setRequest(AddClientRequest value) { this.request = value; return this; }
        private static Object responseType = AddClientResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddClientData extends BaseResponse
    {
        /**
        * The new client
        */
        @DataMember
        public Client client = null;
        public Client getClient() { return client; }
        public AddClientData setClient(Client value) { this.client = value; return this; }
    }

    @DataContract
    public static class AddClientRequest
    {
        /**
        * The full name of the client (max 250)
        */
        @DataMember
        public String name = null;
        /**
        * The e-mail address of the client (max 250)
        */
        @DataMember
        public String email = null;
        /**
        * The client's mobile phone number in international format (e.g. '+447123456789', max 15)
        */
        @DataMember
        public String mobileInternational = null;
        /**
        * The postal code of the client's address, quoted in the messages so the client can tell they are genuine (max 250)
        */
        @DataMember
        public String postCode = null;
        /**
        * ValidateMe or PassportChipVerification
        */
        @DataMember
        public String proofOfPreset = null;
        /**
        * Your reference, if any (max 250)
        */
        @DataMember
        public String reference = null;
        /**
        * Create the client for this sub user (max 50)
        */
        @DataMember
        public String subUserName = null;
        /**
        * Records to link the client to
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        public String getName() { return name; }
        public AddClientRequest setName(String value) { this.name = value; return this; }
        public String getEmail() { return email; }
        public AddClientRequest setEmail(String value) { this.email = value; return this; }
        public String getMobileInternational() { return mobileInternational; }
        public AddClientRequest setMobileInternational(String value) { this.mobileInternational = value; return this; }
        public String getPostCode() { return postCode; }
        public AddClientRequest setPostCode(String value) { this.postCode = value; return this; }
        public String getProofOfPreset() { return proofOfPreset; }
        public AddClientRequest setProofOfPreset(String value) { this.proofOfPreset = value; return this; }
        public String getReference() { return reference; }
        public AddClientRequest setReference(String value) { this.reference = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddClientRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public AddClientRequest setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
    }

    @DataContract
    public static class AddClientResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddClientData data = null;
        public AddClientData getData() { return data; }
        public AddClientResponse setData(AddClientData value) { this.data = value; return this; }
    }

    @Route(Path="/clients/template", Verbs="GET")
    @Api(Description="Get a template for adding a client")
    @DataContract
    public static class AddClientTemplate extends BaseRequest implements IReturn<AddClientTemplateResponse>
    {
        private static Object responseType = AddClientTemplateResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddClientTemplateData extends BaseResponse
    {
        /**
        * The request body of AddClient, with defaults
        */
        @DataMember
        public AddClientRequest request = null;
        public AddClientRequest getRequest() { return request; }
        public AddClientTemplateData setRequest(AddClientRequest value) { this.request = value; return this; }
    }

    @DataContract
    public static class AddClientTemplateResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddClientTemplateData data = null;
        public AddClientTemplateData getData() { return data; }
        public AddClientTemplateResponse setData(AddClientTemplateData value) { this.data = value; return this; }
    }

    @Route(Path="/dbs", Verbs="POST")
    @Api(Description="Add a DBS Search")
    @DataContract
    public static class AddDbsSearch extends BaseRequest implements IReturn<AddDbsSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddDbsSearchRequest request = null;
        public AddDbsSearchRequest getRequest() { return request; }
        public AddDbsSearch setRequest(AddDbsSearchRequest value) { this.request = value; return this; }
        private static Object responseType = AddDbsSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddDbsSearchData extends BaseResponse
    {
        /**
        * Records the search is linked to
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        /**
        * The new search
        */
        @DataMember
        public DbsSearchSummary summary = null;
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public AddDbsSearchData setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
        public DbsSearchSummary getSummary() { return summary; }
        public AddDbsSearchData setSummary(DbsSearchSummary value) { this.summary = value; return this; }
    }

    @DataContract
    public static class AddDbsSearchRequest
    {
        /**
        * The full name of the applicant (max 250)
        */
        @DataMember
        public String name = null;
        /**
        * The date of birth for the applicant (DD/MM/YYYY)
        */
        @DataMember
        public String dateOfBirth = null;
        /**
        * The email address of the applicant (max 250)
        */
        @DataMember
        public String email = null;
        /**
        * The applicant's mobile phone number in international format (e.g. '+447123456789', max 15)
        */
        @DataMember
        public String mobileInternational = null;
        /**
        * England, Northern Ireland, Scotland or Wales
        */
        @DataMember
        public String jobLocation = null;
        /**
        * Basic or Standard
        */
        @DataMember
        public String disclosureLevel = null;
        /**
        * Your reference, if any (max 250)
        */
        @DataMember
        public String reference = null;
        /**
        * Create the search for this sub user (max 50)
        */
        @DataMember
        public String subUserName = null;
        /**
        * Records to link the search to
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        public String getName() { return name; }
        public AddDbsSearchRequest setName(String value) { this.name = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public AddDbsSearchRequest setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getEmail() { return email; }
        public AddDbsSearchRequest setEmail(String value) { this.email = value; return this; }
        public String getMobileInternational() { return mobileInternational; }
        public AddDbsSearchRequest setMobileInternational(String value) { this.mobileInternational = value; return this; }
        public String getJobLocation() { return jobLocation; }
        public AddDbsSearchRequest setJobLocation(String value) { this.jobLocation = value; return this; }
        public String getDisclosureLevel() { return disclosureLevel; }
        public AddDbsSearchRequest setDisclosureLevel(String value) { this.disclosureLevel = value; return this; }
        public String getReference() { return reference; }
        public AddDbsSearchRequest setReference(String value) { this.reference = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddDbsSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public AddDbsSearchRequest setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
    }

    @DataContract
    public static class AddDbsSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddDbsSearchData data = null;
        public AddDbsSearchData getData() { return data; }
        public AddDbsSearchResponse setData(AddDbsSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/create", Verbs="POST")
    @Api(Description="Create a PEP search")
    @DataContract
    public static class AddPepSearch extends BaseRequest implements IReturn<AddPepSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddPepSearchRequest request = null;
        public AddPepSearchRequest getRequest() { return request; }
        public AddPepSearch setRequest(AddPepSearchRequest value) { this.request = value; return this; }
        private static Object responseType = AddPepSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddPepSearchData extends BaseResponse
    {
        /**
        * The new PEP search (without results when excludeResults)
        */
        @DataMember
        public PepSearchRecord searchRecord = null;
        /**
        * searchRecord holds the PEP search
        */
        @DataMember
        public Boolean includesPepSearchRecord = null;
        public PepSearchRecord getSearchRecord() { return searchRecord; }
        public AddPepSearchData setSearchRecord(PepSearchRecord value) { this.searchRecord = value; return this; }
        public Boolean getIncludesPepSearchRecord() { return includesPepSearchRecord; }
        public AddPepSearchData setIncludesPepSearchRecord(Boolean value) { this.includesPepSearchRecord = value; return this; }
    }

    @Route(Path="/peps/notes/add", Verbs="POST")
    @Api(Description="Add a note to an existing PEP search")
    @DataContract
    public static class AddPepSearchNote extends BaseRequest implements IReturn<AddPepSearchNoteResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddPepSearchNoteRequest request = null;
        public AddPepSearchNoteRequest getRequest() { return request; }
        public AddPepSearchNote setRequest(AddPepSearchNoteRequest value) { this.request = value; return this; }
        private static Object responseType = AddPepSearchNoteResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddPepSearchNoteData extends SearchNotesData
    {
        /**
        * How many notes the search has; notes holds the newest (at most 50), oldest first
        */
        @DataMember
        public Integer totalNotes = null;
        public Integer getTotalNotes() { return totalNotes; }
        public AddPepSearchNoteData setTotalNotes(Integer value) { this.totalNotes = value; return this; }
    }

    @DataContract
    public static class AddPepSearchNoteRequest
    {
        @DataMember
        public Long id = null;
        /**
        * At most 4000 characters
        */
        @DataMember
        public String note = null;
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public AddPepSearchNoteRequest setId(Long value) { this.id = value; return this; }
        public String getNote() { return note; }
        public AddPepSearchNoteRequest setNote(String value) { this.note = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddPepSearchNoteRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class AddPepSearchNoteResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddPepSearchNoteData data = null;
        public AddPepSearchNoteData getData() { return data; }
        public AddPepSearchNoteResponse setData(AddPepSearchNoteData value) { this.data = value; return this; }
    }

    @DataContract
    public static class AddPepSearchRequest
    {
        /**
        * Create the search for this sub user (admins only)
        */
        @DataMember
        public String subUserName = null;
        /**
        * Required, at most 250 characters; an individual needs at least two names and no one-letter names
        */
        @DataMember
        public String name = null;
        @DataMember
        public String address = null;
        /**
        * ISO 3166-1 alpha-2 code or name
        */
        @DataMember
        public String country = null;
        /**
        * DD/MM/YYYY
        */
        @DataMember
        public String dateOfBirth = null;
        /**
        * ISO 3166-1 alpha-2 code or name
        */
        @DataMember
        public String nationality = null;
        @DataMember
        public String reference = null;
        /**
        * Required: individual or entity
        */
        @DataMember
        public String type = null;
        /**
        * Screen against the PEP list (default true)
        */
        @DataMember
        public Boolean performPepSearch = null;
        /**
        * Also screen against sanctions lists (not available on this operation: use AddSearch)
        */
        @DataMember
        public Boolean performSanctionsSearch = null;
        /**
        * Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when performSanctionsSearch
        */
        @DataMember
        public ArrayOfListId selectedLists = null;
        /**
        * Leave the results out of the reply (they are stored)
        */
        @DataMember
        public Boolean excludeResults = null;
        /**
        * A one-off search, not monitored or renewed (an addition to the original)
        */
        @DataMember
        public Boolean isDayOneSearch = null;
        public String getSubUserName() { return subUserName; }
        public AddPepSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public String getName() { return name; }
        public AddPepSearchRequest setName(String value) { this.name = value; return this; }
        public String getAddress() { return address; }
        public AddPepSearchRequest setAddress(String value) { this.address = value; return this; }
        public String getCountry() { return country; }
        public AddPepSearchRequest setCountry(String value) { this.country = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public AddPepSearchRequest setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getNationality() { return nationality; }
        public AddPepSearchRequest setNationality(String value) { this.nationality = value; return this; }
        public String getReference() { return reference; }
        public AddPepSearchRequest setReference(String value) { this.reference = value; return this; }
        public String getType() { return type; }
        public AddPepSearchRequest setType(String value) { this.type = value; return this; }
        public Boolean getPerformPepSearch() { return performPepSearch; }
        public AddPepSearchRequest setPerformPepSearch(Boolean value) { this.performPepSearch = value; return this; }
        public Boolean getPerformSanctionsSearch() { return performSanctionsSearch; }
        public AddPepSearchRequest setPerformSanctionsSearch(Boolean value) { this.performSanctionsSearch = value; return this; }
        public ArrayOfListId getSelectedLists() { return selectedLists; }
        public AddPepSearchRequest setSelectedLists(ArrayOfListId value) { this.selectedLists = value; return this; }
        public Boolean getExcludeResults() { return excludeResults; }
        public AddPepSearchRequest setExcludeResults(Boolean value) { this.excludeResults = value; return this; }
        public Boolean getIsDayOneSearch() { return isDayOneSearch; }
        public AddPepSearchRequest setIsDayOneSearch(Boolean value) { this.isDayOneSearch = value; return this; }
    }

    @DataContract
    public static class AddPepSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddPepSearchData data = null;
        public AddPepSearchData getData() { return data; }
        public AddPepSearchResponse setData(AddPepSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/create", Verbs="POST")
    @Api(Description="Create a sanctions search")
    @DataContract
    public static class AddSearch extends BaseRequest implements IReturn<AddSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddSearchRequest request = null;
        public AddSearchRequest getRequest() { return request; }
        public AddSearch setRequest(AddSearchRequest value) { this.request = value; return this; }
        private static Object responseType = AddSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddSearchData extends BaseResponse
    {
        /**
        * The new search with its results
        */
        @DataMember
        public SearchRecord searchRecord = null;
        /**
        * Always false: AddSearch performs no PEP search (AddPepSearch does)
        */
        @DataMember
        public Boolean includesPepSearchRecord = null;
        public SearchRecord getSearchRecord() { return searchRecord; }
        public AddSearchData setSearchRecord(SearchRecord value) { this.searchRecord = value; return this; }
        public Boolean getIncludesPepSearchRecord() { return includesPepSearchRecord; }
        public AddSearchData setIncludesPepSearchRecord(Boolean value) { this.includesPepSearchRecord = value; return this; }
    }

    @Route(Path="/sanctions/notes/add", Verbs="POST")
    @Api(Description="Add a note to an existing sanctions search")
    @DataContract
    public static class AddSearchNote extends BaseRequest implements IReturn<AddSearchNoteResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddSearchNoteRequest request = null;
        public AddSearchNoteRequest getRequest() { return request; }
        public AddSearchNote setRequest(AddSearchNoteRequest value) { this.request = value; return this; }
        private static Object responseType = AddSearchNoteResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddSearchNoteData extends SearchNotesData
    {
        /**
        * How many notes the search has; notes holds the newest (at most 50), oldest first
        */
        @DataMember
        public Integer totalNotes = null;
        public Integer getTotalNotes() { return totalNotes; }
        public AddSearchNoteData setTotalNotes(Integer value) { this.totalNotes = value; return this; }
    }

    @DataContract
    public static class AddSearchNoteRequest
    {
        /**
        * The search id
        */
        @DataMember
        public Long id = null;
        /**
        * The note (1-4000 characters)
        */
        @DataMember
        public String note = null;
        /**
        * Only if this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public AddSearchNoteRequest setId(Long value) { this.id = value; return this; }
        public String getNote() { return note; }
        public AddSearchNoteRequest setNote(String value) { this.note = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddSearchNoteRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class AddSearchNoteResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddSearchNoteData data = null;
        public AddSearchNoteData getData() { return data; }
        public AddSearchNoteResponse setData(AddSearchNoteData value) { this.data = value; return this; }
    }

    @DataContract
    public static class AddSearchRequest
    {
        /**
        * Name to screen (max 250; individuals: at least two names, none of one letter)
        */
        @DataMember
        public String name = null;
        /**
        * Address (max 250)
        */
        @DataMember
        public String address = null;
        /**
        * Country of residence: ISO 3166-1 alpha-2 code or name (adjusts resultStrength)
        */
        @DataMember
        public String country = null;
        /**
        * Date of birth, DD/MM/YYYY (adjusts resultStrength)
        */
        @DataMember
        public String dateOfBirth = null;
        /**
        * Nationality: code or name (adjusts resultStrength)
        */
        @DataMember
        public String nationality = null;
        /**
        * Your reference (max 250)
        */
        @DataMember
        public String reference = null;
        /**
        * individual or entity
        */
        @DataMember
        public String type = null;
        /**
        * List ids to search (HMTSL, OFACL, EUL, ...) or ALL
        */
        @DataMember
        public ArrayOfListId selectedLists = null;
        /**
        * true leaves the results out of the reply (they are stored and shown by GetSearch)
        */
        @DataMember
        public Boolean excludeResults = null;
        /**
        * Store the search as this sub user's (admin only)
        */
        @DataMember
        public String subUserName = null;
        public String getName() { return name; }
        public AddSearchRequest setName(String value) { this.name = value; return this; }
        public String getAddress() { return address; }
        public AddSearchRequest setAddress(String value) { this.address = value; return this; }
        public String getCountry() { return country; }
        public AddSearchRequest setCountry(String value) { this.country = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public AddSearchRequest setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getNationality() { return nationality; }
        public AddSearchRequest setNationality(String value) { this.nationality = value; return this; }
        public String getReference() { return reference; }
        public AddSearchRequest setReference(String value) { this.reference = value; return this; }
        public String getType() { return type; }
        public AddSearchRequest setType(String value) { this.type = value; return this; }
        public ArrayOfListId getSelectedLists() { return selectedLists; }
        public AddSearchRequest setSelectedLists(ArrayOfListId value) { this.selectedLists = value; return this; }
        public Boolean getExcludeResults() { return excludeResults; }
        public AddSearchRequest setExcludeResults(Boolean value) { this.excludeResults = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class AddSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddSearchData data = null;
        public AddSearchData getData() { return data; }
        public AddSearchResponse setData(AddSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/subusers/create", Verbs="POST")
    @Api(Description="Create a sub user")
    @DataContract
    public static class AddSubUser extends BaseRequest implements IReturn<AddSubUserResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddSubUserRequest request = null;
        public AddSubUserRequest getRequest() { return request; }
        public AddSubUser setRequest(AddSubUserRequest value) { this.request = value; return this; }
        private static Object responseType = AddSubUserResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddSubUserData extends BaseResponse
    {
        /**
        * The sub user
        */
        @DataMember
        public SubUser subUser = null;
        public SubUser getSubUser() { return subUser; }
        public AddSubUserData setSubUser(SubUser value) { this.subUser = value; return this; }
    }

    @DataContract
    public static class AddSubUserRequest
    {
        /**
        * The sub user's sign-in user name
        */
        @DataMember
        public String userName = null;
        /**
        * The sub user's name
        */
        @DataMember
        public String name = null;
        /**
        * The sub user's e-mail address
        */
        @DataMember
        public String email = null;
        /**
        * Admin privileges, such as managing purchases and sub users
        */
        @DataMember
        public Boolean isAdmin = null;
        /**
        * May resolve the searches it can see (UpdateSearch)
        */
        @DataMember
        public Boolean canResolveSearches = null;
        /**
        * May delete the searches it can see (DeleteSearch)
        */
        @DataMember
        public Boolean canDeleteSearches = null;
        /**
        * Send the e-mail with instructions for setting a password (default true)
        */
        @DataMember
        public Boolean sendWelcomeEmail = null;
        public String getUserName() { return userName; }
        public AddSubUserRequest setUserName(String value) { this.userName = value; return this; }
        public String getName() { return name; }
        public AddSubUserRequest setName(String value) { this.name = value; return this; }
        public String getEmail() { return email; }
        public AddSubUserRequest setEmail(String value) { this.email = value; return this; }
        public Boolean getIsAdmin() { return isAdmin; }
        public AddSubUserRequest setIsAdmin(Boolean value) { this.isAdmin = value; return this; }
        public Boolean getCanResolveSearches() { return canResolveSearches; }
        public AddSubUserRequest setCanResolveSearches(Boolean value) { this.canResolveSearches = value; return this; }
        public Boolean getCanDeleteSearches() { return canDeleteSearches; }
        public AddSubUserRequest setCanDeleteSearches(Boolean value) { this.canDeleteSearches = value; return this; }
        public Boolean getSendWelcomeEmail() { return sendWelcomeEmail; }
        public AddSubUserRequest setSendWelcomeEmail(Boolean value) { this.sendWelcomeEmail = value; return this; }
    }

    @DataContract
    public static class AddSubUserResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddSubUserData data = null;
        public AddSubUserData getData() { return data; }
        public AddSubUserResponse setData(AddSubUserData value) { this.data = value; return this; }
    }

    @Route(Path="/validid/create", Verbs="POST")
    @Api(Description="Create a ValidID Search")
    @DataContract
    public static class AddValidId extends BaseRequest implements IReturn<AddValidIdResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddValidIdRequest request = null;
        public AddValidIdRequest getRequest() { return request; }
        public AddValidId setRequest(AddValidIdRequest value) { this.request = value; return this; }
        private static Object responseType = AddValidIdResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddValidIdData extends BaseResponse
    {
        /**
        * The new ValidID check (Pending until the identity party answers)
        */
        @DataMember
        public ValidIdListItem searchRecord = null;
        /**
        * The sanctions search run as part of the check (GetSearch)
        */
        @DataMember
        public Long sanctionsSearchId = null;
        /**
        * What the check cost the account
        */
        @DataMember
        public BigDecimal cost = null;
        /**
        * The account balance after the check
        */
        @DataMember
        public BigDecimal balance = null;
        public ValidIdListItem getSearchRecord() { return searchRecord; }
        public AddValidIdData setSearchRecord(ValidIdListItem value) { this.searchRecord = value; return this; }
        public Long getSanctionsSearchId() { return sanctionsSearchId; }
        public AddValidIdData setSanctionsSearchId(Long value) { this.sanctionsSearchId = value; return this; }
        public BigDecimal getCost() { return cost; }
        public AddValidIdData setCost(BigDecimal value) { this.cost = value; return this; }
        public BigDecimal getBalance() { return balance; }
        public AddValidIdData setBalance(BigDecimal value) { this.balance = value; return this; }
    }

    @Route(Path="/validid/notes/add", Verbs="POST")
    @Api(Description="Add a note to an existing ValidID Search")
    @DataContract
    public static class AddValidIdNote extends BaseRequest implements IReturn<AddValidIdNoteResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public AddValidIdNoteRequest request = null;
        public AddValidIdNoteRequest getRequest() { return request; }
        public AddValidIdNote setRequest(AddValidIdNoteRequest value) { this.request = value; return this; }
        private static Object responseType = AddValidIdNoteResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class AddValidIdNoteData extends SearchNotesData
    {
        /**
        * How many notes the search has; notes holds the newest (at most 50), oldest first
        */
        @DataMember
        public Integer totalNotes = null;
        public Integer getTotalNotes() { return totalNotes; }
        public AddValidIdNoteData setTotalNotes(Integer value) { this.totalNotes = value; return this; }
    }

    @DataContract
    public static class AddValidIdNoteRequest
    {
        /**
        * The ValidID search id
        */
        @DataMember
        public Long id = null;
        /**
        * The note (1-4000 characters)
        */
        @DataMember
        public String note = null;
        /**
        * Only if this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public AddValidIdNoteRequest setId(Long value) { this.id = value; return this; }
        public String getNote() { return note; }
        public AddValidIdNoteRequest setNote(String value) { this.note = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddValidIdNoteRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class AddValidIdNoteResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddValidIdNoteData data = null;
        public AddValidIdNoteData getData() { return data; }
        public AddValidIdNoteResponse setData(AddValidIdNoteData value) { this.data = value; return this; }
    }

    @DataContract
    public static class AddValidIdRequest
    {
        /**
        * basic or enhanced
        */
        @DataMember
        public String type = null;
        /**
        * The person to check
        */
        @DataMember
        public ValidIdBasicRequest basicRequest = null;
        /**
        * Sanctions lists to search (ALL, HMTSL, OFACL, ...); at least one
        */
        @DataMember
        public ArrayOfListId selectedLists = null;
        /**
        * A reference of your own (max 250)
        */
        @DataMember
        public String reference = null;
        /**
        * Create the check for this sub user (admins only)
        */
        @DataMember
        public String subUserName = null;
        /**
        * Records the check is linked to (passed to the identity party)
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        /**
        * Check a passport (needs passportRequest)
        */
        @DataMember
        public Boolean passportEnabled = null;
        /**
        * The passport, when passportEnabled
        */
        @DataMember
        public ValidIdPassportRequest passportRequest = null;
        /**
        * Check a driving licence (needs drivingRequest)
        */
        @DataMember
        public Boolean drivingEnabled = null;
        /**
        * The driving licence, when drivingEnabled
        */
        @DataMember
        public ValidIdDrivingRequest drivingRequest = null;
        /**
        * Check a bank account (needs bankRequest)
        */
        @DataMember
        public Boolean bankEnabled = null;
        /**
        * The bank account, when bankEnabled
        */
        @DataMember
        public ValidIdBankRequest bankRequest = null;
        /**
        * Check the birth register
        */
        @DataMember
        public Boolean birthEnabled = null;
        /**
        * Check company directorships
        */
        @DataMember
        public Boolean companyDirectorEnabled = null;
        /**
        * Check for active credit accounts
        */
        @DataMember
        public Boolean creditActiveEnabled = null;
        public String getType() { return type; }
        public AddValidIdRequest setType(String value) { this.type = value; return this; }
        public ValidIdBasicRequest getBasicRequest() { return basicRequest; }
        public AddValidIdRequest setBasicRequest(ValidIdBasicRequest value) { this.basicRequest = value; return this; }
        public ArrayOfListId getSelectedLists() { return selectedLists; }
        public AddValidIdRequest setSelectedLists(ArrayOfListId value) { this.selectedLists = value; return this; }
        public String getReference() { return reference; }
        public AddValidIdRequest setReference(String value) { this.reference = value; return this; }
        public String getSubUserName() { return subUserName; }
        public AddValidIdRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public AddValidIdRequest setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
        public Boolean getPassportEnabled() { return passportEnabled; }
        public AddValidIdRequest setPassportEnabled(Boolean value) { this.passportEnabled = value; return this; }
        public ValidIdPassportRequest getPassportRequest() { return passportRequest; }
        public AddValidIdRequest setPassportRequest(ValidIdPassportRequest value) { this.passportRequest = value; return this; }
        public Boolean getDrivingEnabled() { return drivingEnabled; }
        public AddValidIdRequest setDrivingEnabled(Boolean value) { this.drivingEnabled = value; return this; }
        public ValidIdDrivingRequest getDrivingRequest() { return drivingRequest; }
        public AddValidIdRequest setDrivingRequest(ValidIdDrivingRequest value) { this.drivingRequest = value; return this; }
        public Boolean getBankEnabled() { return bankEnabled; }
        public AddValidIdRequest setBankEnabled(Boolean value) { this.bankEnabled = value; return this; }
        public ValidIdBankRequest getBankRequest() { return bankRequest; }
        public AddValidIdRequest setBankRequest(ValidIdBankRequest value) { this.bankRequest = value; return this; }
        public Boolean getBirthEnabled() { return birthEnabled; }
        public AddValidIdRequest setBirthEnabled(Boolean value) { this.birthEnabled = value; return this; }
        public Boolean getCompanyDirectorEnabled() { return companyDirectorEnabled; }
        public AddValidIdRequest setCompanyDirectorEnabled(Boolean value) { this.companyDirectorEnabled = value; return this; }
        public Boolean getCreditActiveEnabled() { return creditActiveEnabled; }
        public AddValidIdRequest setCreditActiveEnabled(Boolean value) { this.creditActiveEnabled = value; return this; }
    }

    @DataContract
    public static class AddValidIdResponse
    {
        /**
        * The response data
        */
        @DataMember
        public AddValidIdData data = null;
        public AddValidIdData getData() { return data; }
        public AddValidIdResponse setData(AddValidIdData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/archive", Verbs="PUT")
    @Api(Description="Archive a PEP search (it is no longer monitored)")
    @DataContract
    public static class ArchivePepSearch extends BaseRequest implements IReturn<ArchivePepSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public PepSearchIDRequest request = null;
        public PepSearchIDRequest getRequest() { return request; }
        public ArchivePepSearch setRequest(PepSearchIDRequest value) { this.request = value; return this; }
        private static Object responseType = ArchivePepSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class ArchivePepSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public ArchivePepSearchData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class ArchivePepSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public ArchivePepSearchData data = null;
        public ArchivePepSearchData getData() { return data; }
        public ArchivePepSearchResponse setData(ArchivePepSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/archive", Verbs="PUT")
    @Api(Description="Archive a sanctions search")
    @DataContract
    public static class ArchiveSearch extends BaseRequest implements IReturn<ArchiveSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public ArchiveSearchRequest request = null;
        public ArchiveSearchRequest getRequest() { return request; }
        public ArchiveSearch setRequest(ArchiveSearchRequest value) { this.request = value; return this; }
        private static Object responseType = ArchiveSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class ArchiveSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public ArchiveSearchData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class ArchiveSearchRequest
    {
        /**
        * The search to archive
        */
        @DataMember
        public Long id = null;
        /**
        * Only if this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public ArchiveSearchRequest setId(Long value) { this.id = value; return this; }
        public String getSubUserName() { return subUserName; }
        public ArchiveSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class ArchiveSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public ArchiveSearchData data = null;
        public ArchiveSearchData getData() { return data; }
        public ArchiveSearchResponse setData(ArchiveSearchData value) { this.data = value; return this; }
    }

    public static class ArrayOfBulkSearchStatus extends ArrayList<BulkSearchStatus>
    {
    }

    public static class ArrayOfCompany extends ArrayList<CompanySearchResultItem>
    {
    }

    public static class ArrayOfListId extends ArrayList<String>
    {
    }

    public static class ArrayOfLong extends ArrayList<Long>
    {
    }

    public static class ArrayOfSanctionsSearchRecord extends ArrayList<SearchRecord>
    {
    }

    public static class ArrayOfSearchNote extends ArrayList<SearchNote>
    {
    }

    public static class ArrayOfSearchRecord extends ArrayList<DbsSearchShort>
    {
    }

    public static class ArrayOfString extends ArrayList<String>
    {
    }

    public static class ArrayOfUserNames extends ArrayList<String>
    {
    }

    public static class ArrayOfVatCountry extends ArrayList<Country>
    {
    }

    @DataContract
    public static class Authentication
    {
        /**
        * Issued at sign-up; header alternative X-Api-User
        */
        @DataMember
        public String apiUserId = null;
        /**
        * Issued at sign-up; header alternative X-Api-Key
        */
        @DataMember
        public String apiUserKey = null;
        /**
        * Id of the acting (sub) user, so that user permissions are enforced; header alternative X-User-Id
        */
        @DataMember
        public String userId = null;
        public String getApiUserId() { return apiUserId; }
        public Authentication setApiUserId(String value) { this.apiUserId = value; return this; }
        public String getApiUserKey() { return apiUserKey; }
        public Authentication setApiUserKey(String value) { this.apiUserKey = value; return this; }
        public String getUserId() { return userId; }
        public Authentication setUserId(String value) { this.userId = value; return this; }
    }

    @DataContract
    public static class BaseRequest
    {
        /**
        * The credentials (body or headers)
        */
        @DataMember
        public Authentication authentication = null;
        public Authentication getAuthentication() { return authentication; }
        public BaseRequest setAuthentication(Authentication value) { this.authentication = value; return this; }
    }

    @DataContract
    public static class BaseResponse
    {
        /**
        * Success or error details
        */
        @DataMember
        public ResponseStatus responseStatus = null;
        public ResponseStatus getResponseStatus() { return responseStatus; }
        public BaseResponse setResponseStatus(ResponseStatus value) { this.responseStatus = value; return this; }
    }

    @DataContract
    public static class BulkSearchStatus
    {
        @DataMember
        public Integer bulkSearchId = null;
        @DataMember
        public Boolean success = null;
        @DataMember
        public String status = null;
        @DataMember
        public Integer total = null;
        @DataMember
        public String message = null;
        @DataMember
        public Integer processed = null;
        @DataMember
        public Boolean isPepSearch = null;
        @DataMember
        public Boolean isSanctionsSearch = null;
        @DataMember
        public Integer totalPep = null;
        @DataMember
        public Integer processedPep = null;
        @DataMember
        public Integer totalSanctions = null;
        @DataMember
        public Integer processedSanctions = null;
        public Integer getBulkSearchId() { return bulkSearchId; }
        public BulkSearchStatus setBulkSearchId(Integer value) { this.bulkSearchId = value; return this; }
        public Boolean getSuccess() { return success; }
        public BulkSearchStatus setSuccess(Boolean value) { this.success = value; return this; }
        public String getStatus() { return status; }
        public BulkSearchStatus setStatus(String value) { this.status = value; return this; }
        public Integer getTotal() { return total; }
        public BulkSearchStatus setTotal(Integer value) { this.total = value; return this; }
        public String getMessage() { return message; }
        public BulkSearchStatus setMessage(String value) { this.message = value; return this; }
        public Integer getProcessed() { return processed; }
        public BulkSearchStatus setProcessed(Integer value) { this.processed = value; return this; }
        public Boolean getIsPepSearch() { return isPepSearch; }
        public BulkSearchStatus setIsPepSearch(Boolean value) { this.isPepSearch = value; return this; }
        public Boolean getIsSanctionsSearch() { return isSanctionsSearch; }
        public BulkSearchStatus setIsSanctionsSearch(Boolean value) { this.isSanctionsSearch = value; return this; }
        public Integer getTotalPep() { return totalPep; }
        public BulkSearchStatus setTotalPep(Integer value) { this.totalPep = value; return this; }
        public Integer getProcessedPep() { return processedPep; }
        public BulkSearchStatus setProcessedPep(Integer value) { this.processedPep = value; return this; }
        public Integer getTotalSanctions() { return totalSanctions; }
        public BulkSearchStatus setTotalSanctions(Integer value) { this.totalSanctions = value; return this; }
        public Integer getProcessedSanctions() { return processedSanctions; }
        public BulkSearchStatus setProcessedSanctions(Integer value) { this.processedSanctions = value; return this; }
    }

    @Route(Path="/validid/status", Verbs="POST")
    @Api(Description="Check whether ValidID is activated")
    @DataContract
    public static class CheckValidIdStatus extends BaseRequest implements IReturn<CheckValidIdStatusResponse>
    {
        private static Object responseType = CheckValidIdStatusResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CheckValidIdStatusData extends BaseResponse
    {
        /**
        * True if ValidID has been activated on the account
        */
        @DataMember
        public Boolean validIdActivated = null;
        /**
        * The agreement, with when it was signed if it was
        */
        @DataMember
        public String agreementText = null;
        public Boolean getValidIdActivated() { return validIdActivated; }
        public CheckValidIdStatusData setValidIdActivated(Boolean value) { this.validIdActivated = value; return this; }
        public String getAgreementText() { return agreementText; }
        public CheckValidIdStatusData setAgreementText(String value) { this.agreementText = value; return this; }
    }

    @DataContract
    public static class CheckValidIdStatusResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CheckValidIdStatusData data = null;
        public CheckValidIdStatusData getData() { return data; }
        public CheckValidIdStatusResponse setData(CheckValidIdStatusData value) { this.data = value; return this; }
    }

    @DataContract
    public static class Client extends ClientShort
    {
        /**
        * The client's passports
        */
        @DataMember
        public ArrayList<Passport> passports = null;
        /**
        * The client's driving licences
        */
        @DataMember
        public ArrayList<DrivingLicence> drivingLicences = null;
        /**
        * The client's other documents
        */
        @DataMember
        public ArrayList<OtherDocument> otherDocuments = null;
        public ArrayList<Passport> getPassports() { return passports; }
        public Client setPassports(ArrayList<Passport> value) { this.passports = value; return this; }
        public ArrayList<DrivingLicence> getDrivingLicences() { return drivingLicences; }
        public Client setDrivingLicences(ArrayList<DrivingLicence> value) { this.drivingLicences = value; return this; }
        public ArrayList<OtherDocument> getOtherDocuments() { return otherDocuments; }
        public Client setOtherDocuments(ArrayList<OtherDocument> value) { this.otherDocuments = value; return this; }
    }

    @DataContract
    public static class ClientShort
    {
        /**
        * The client id
        */
        @DataMember
        public Integer id = null;
        /**
        * When the client was created
        */
        @DataMember
        public Date dateCreated = null;
        /**
        * The full name of the client
        */
        @DataMember
        public String name = null;
        /**
        * The e-mail address of the client
        */
        @DataMember
        public String email = null;
        /**
        * Your reference, if any
        */
        @DataMember
        public String reference = null;
        /**
        * Where the client is in the ValidateMe flow
        */
        @DataMember
        public ClientState state = null;
        /**
        * The client's mobile number in international format
        */
        @DataMember
        public String mobileInternational = null;
        /**
        * The postal code of the client's address
        */
        @DataMember
        public String postCode = null;
        /**
        * The client came through the ValidateMe flow
        */
        @DataMember
        public Boolean isValidateMe = null;
        /**
        * Number of identity documents the client uploaded
        */
        @DataMember
        public Integer numOfDocuments = null;
        public Integer getId() { return id; }
        public ClientShort setId(Integer value) { this.id = value; return this; }
        public Date getDateCreated() { return dateCreated; }
        public ClientShort setDateCreated(Date value) { this.dateCreated = value; return this; }
        public String getName() { return name; }
        public ClientShort setName(String value) { this.name = value; return this; }
        public String getEmail() { return email; }
        public ClientShort setEmail(String value) { this.email = value; return this; }
        public String getReference() { return reference; }
        public ClientShort setReference(String value) { this.reference = value; return this; }
        public ClientState getState() { return state; }
        public ClientShort setState(ClientState value) { this.state = value; return this; }
        public String getMobileInternational() { return mobileInternational; }
        public ClientShort setMobileInternational(String value) { this.mobileInternational = value; return this; }
        public String getPostCode() { return postCode; }
        public ClientShort setPostCode(String value) { this.postCode = value; return this; }
        public Boolean getIsValidateMe() { return isValidateMe; }
        public ClientShort setIsValidateMe(Boolean value) { this.isValidateMe = value; return this; }
        public Integer getNumOfDocuments() { return numOfDocuments; }
        public ClientShort setNumOfDocuments(Integer value) { this.numOfDocuments = value; return this; }
    }

    @DataContract
    public static enum ClientState
    {
        Undefined,
        PendingCompletion,
        PendingOcr,
        PendingVerification,
        Verified;
    }

    @DataContract
    public static class CompanyIndustry
    {
        @DataMember
        public Integer id = null;
        @DataMember
        public String name = null;
        public Integer getId() { return id; }
        public CompanyIndustry setId(Integer value) { this.id = value; return this; }
        public String getName() { return name; }
        public CompanyIndustry setName(String value) { this.name = value; return this; }
    }

    @DataContract
    public static class CompanySearchResultItem
    {
        @DataMember
        public String id = null;
        @DataMember
        public String number = null;
        @DataMember
        public String name = null;
        @DataMember
        public String address = null;
        @DataMember
        public String country = null;
        @DataMember
        public String status = null;
        public String getId() { return id; }
        public CompanySearchResultItem setId(String value) { this.id = value; return this; }
        public String getNumber() { return number; }
        public CompanySearchResultItem setNumber(String value) { this.number = value; return this; }
        public String getName() { return name; }
        public CompanySearchResultItem setName(String value) { this.name = value; return this; }
        public String getAddress() { return address; }
        public CompanySearchResultItem setAddress(String value) { this.address = value; return this; }
        public String getCountry() { return country; }
        public CompanySearchResultItem setCountry(String value) { this.country = value; return this; }
        public String getStatus() { return status; }
        public CompanySearchResultItem setStatus(String value) { this.status = value; return this; }
    }

    @DataContract
    public static class CompanyType
    {
        @DataMember
        public Integer id = null;
        @DataMember
        public String name = null;
        public Integer getId() { return id; }
        public CompanyType setId(Integer value) { this.id = value; return this; }
        public String getName() { return name; }
        public CompanyType setName(String value) { this.name = value; return this; }
    }

    @Route(Path="/peps/renew/all", Verbs="GET")
    @Api(Description="Get cost of renewing all PEP searches due for renewal")
    @DataContract
    public static class CostRenewAllPepSearches extends BaseRequest implements IReturn<CostRenewAllPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public CostRenewAllPepSearchesRequest request = null;
        public CostRenewAllPepSearchesRequest getRequest() { return request; }
        public CostRenewAllPepSearches setRequest(CostRenewAllPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = CostRenewAllPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CostRenewAllPepSearchesData extends BaseResponse
    {
        /**
        * Searches that would be renewed
        */
        @DataMember
        public Integer count = null;
        /**
        * Cost of renewing them
        */
        @DataMember
        public BigDecimal totalCost = null;
        /**
        * The effective renewal date, yyyy-MM-dd
        */
        @DataMember
        public String renewalDate = null;
        /**
        * Total cost is covered by the balance
        */
        @DataMember
        public Boolean canAfford = null;
        public Integer getCount() { return count; }
        public CostRenewAllPepSearchesData setCount(Integer value) { this.count = value; return this; }
        public BigDecimal getTotalCost() { return totalCost; }
        public CostRenewAllPepSearchesData setTotalCost(BigDecimal value) { this.totalCost = value; return this; }
        public String getRenewalDate() { return renewalDate; }
        public CostRenewAllPepSearchesData setRenewalDate(String value) { this.renewalDate = value; return this; }
        public Boolean getCanAfford() { return canAfford; }
        public CostRenewAllPepSearchesData setCanAfford(Boolean value) { this.canAfford = value; return this; }
    }

    @DataContract
    public static class CostRenewAllPepSearchesRequest
    {
        /**
        * Price searches due on or before this date (default: the 1st of next month)
        */
        @DataMember
        public Date renewalDate = null;
        public Date getRenewalDate() { return renewalDate; }
        public CostRenewAllPepSearchesRequest setRenewalDate(Date value) { this.renewalDate = value; return this; }
    }

    @DataContract
    public static class CostRenewAllPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CostRenewAllPepSearchesData data = null;
        public CostRenewAllPepSearchesData getData() { return data; }
        public CostRenewAllPepSearchesResponse setData(CostRenewAllPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/renew/selected", Verbs="GET")
    @Api(Description="Get cost of renewing specified PEP searches due for renewal")
    @DataContract
    public static class CostRenewPepSearches extends BaseRequest implements IReturn<CostRenewPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public CostRenewPepSearchesRequest request = null;
        public CostRenewPepSearchesRequest getRequest() { return request; }
        public CostRenewPepSearches setRequest(CostRenewPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = CostRenewPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CostRenewPepSearchesData extends BaseResponse
    {
        /**
        * Searches that would be renewed
        */
        @DataMember
        public Integer count = null;
        /**
        * Cost of renewing them
        */
        @DataMember
        public BigDecimal totalCost = null;
        /**
        * The effective renewal date, yyyy-MM-dd
        */
        @DataMember
        public String renewalDate = null;
        /**
        * Total cost is covered by the balance
        */
        @DataMember
        public Boolean canAfford = null;
        /**
        * Ids not found, not visible or not due
        */
        @DataMember
        public ArrayList<Long> failedIds = null;
        public Integer getCount() { return count; }
        public CostRenewPepSearchesData setCount(Integer value) { this.count = value; return this; }
        public BigDecimal getTotalCost() { return totalCost; }
        public CostRenewPepSearchesData setTotalCost(BigDecimal value) { this.totalCost = value; return this; }
        public String getRenewalDate() { return renewalDate; }
        public CostRenewPepSearchesData setRenewalDate(String value) { this.renewalDate = value; return this; }
        public Boolean getCanAfford() { return canAfford; }
        public CostRenewPepSearchesData setCanAfford(Boolean value) { this.canAfford = value; return this; }
        public ArrayList<Long> getFailedIds() { return failedIds; }
        public CostRenewPepSearchesData setFailedIds(ArrayList<Long> value) { this.failedIds = value; return this; }
    }

    @DataContract
    public static class CostRenewPepSearchesRequest
    {
        /**
        * PEP search ids (fewer than 500)
        */
        @DataMember
        public ArrayOfLong ids = null;
        /**
        * Price searches due on or before this date (default: the 1st of next month)
        */
        @DataMember
        public Date dateRenewal = null;
        public ArrayOfLong getIds() { return ids; }
        public CostRenewPepSearchesRequest setIds(ArrayOfLong value) { this.ids = value; return this; }
        public Date getDateRenewal() { return dateRenewal; }
        public CostRenewPepSearchesRequest setDateRenewal(Date value) { this.dateRenewal = value; return this; }
    }

    @DataContract
    public static class CostRenewPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CostRenewPepSearchesData data = null;
        public CostRenewPepSearchesData getData() { return data; }
        public CostRenewPepSearchesResponse setData(CostRenewPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/clients/incomplete/count", Verbs="GET")
    @Api(Description="Get the number of incomplete clients")
    @DataContract
    public static class CountIncompleteClients extends BaseRequest implements IReturn<CountIncompleteClientsResponse>
    {
        /**
        * Days that must have elapsed before a client counts (default 7; 0 counts all)
        */
        @DataMember
        public Integer daysIncomplete = null;
        /**
        * PendingCompletion or PendingVerification (default: either)
        */
        @DataMember
        public ClientState state = null;
        /**
        * Only clients of the ValidateMe flow (default true)
        */
        @DataMember
        public Boolean isValidateMe = null;
        public Integer getDaysIncomplete() { return daysIncomplete; }
        public CountIncompleteClients setDaysIncomplete(Integer value) { this.daysIncomplete = value; return this; }
        public ClientState getState() { return state; }
        public CountIncompleteClients setState(ClientState value) { this.state = value; return this; }
        public Boolean getIsValidateMe() { return isValidateMe; }
        public CountIncompleteClients setIsValidateMe(Boolean value) { this.isValidateMe = value; return this; }
        private static Object responseType = CountIncompleteClientsResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CountIncompleteClientsData extends BaseResponse
    {
        @DataMember
        public Long numberOfIncompleteClients = null;
        public Long getNumberOfIncompleteClients() { return numberOfIncompleteClients; }
        public CountIncompleteClientsData setNumberOfIncompleteClients(Long value) { this.numberOfIncompleteClients = value; return this; }
    }

    @DataContract
    public static class CountIncompleteClientsResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CountIncompleteClientsData data = null;
        public CountIncompleteClientsData getData() { return data; }
        public CountIncompleteClientsResponse setData(CountIncompleteClientsData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/unresolved/count", Verbs="POST")
    @Api(Description="Get the count of unresolved PEP searches")
    @DataContract
    public static class CountUnresolvedPepSearches extends BaseRequest implements IReturn<CountUnresolvedPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public CountUnresolvedPepSearchesRequest request = null;
        public CountUnresolvedPepSearchesRequest getRequest() { return request; }
        public CountUnresolvedPepSearches setRequest(CountUnresolvedPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = CountUnresolvedPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CountUnresolvedPepSearchesData extends BaseResponse
    {
        /**
        * Unresolved PEP searches
        */
        @DataMember
        public Long numberOfUnresolvedPepSearches = null;
        public Long getNumberOfUnresolvedPepSearches() { return numberOfUnresolvedPepSearches; }
        public CountUnresolvedPepSearchesData setNumberOfUnresolvedPepSearches(Long value) { this.numberOfUnresolvedPepSearches = value; return this; }
    }

    @DataContract
    public static class CountUnresolvedPepSearchesRequest
    {
        /**
        * Also count searches of the other users the caller may see
        */
        @DataMember
        public Boolean includeSearchesFromOtherUsers = null;
        public Boolean getIncludeSearchesFromOtherUsers() { return includeSearchesFromOtherUsers; }
        public CountUnresolvedPepSearchesRequest setIncludeSearchesFromOtherUsers(Boolean value) { this.includeSearchesFromOtherUsers = value; return this; }
    }

    @DataContract
    public static class CountUnresolvedPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CountUnresolvedPepSearchesData data = null;
        public CountUnresolvedPepSearchesData getData() { return data; }
        public CountUnresolvedPepSearchesResponse setData(CountUnresolvedPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/unresolved/count", Verbs="POST")
    @Api(Description="Get the count of unresolved sanctions searches")
    @DataContract
    public static class CountUnresolvedSearches extends BaseRequest implements IReturn<CountUnresolvedSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public CountUnresolvedSearchesRequest request = null;
        public CountUnresolvedSearchesRequest getRequest() { return request; }
        public CountUnresolvedSearches setRequest(CountUnresolvedSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = CountUnresolvedSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CountUnresolvedSearchesData extends BaseResponse
    {
        /**
        * Unresolved sanctions searches
        */
        @DataMember
        public Long numberOfUnresolvedSearches = null;
        public Long getNumberOfUnresolvedSearches() { return numberOfUnresolvedSearches; }
        public CountUnresolvedSearchesData setNumberOfUnresolvedSearches(Long value) { this.numberOfUnresolvedSearches = value; return this; }
    }

    @DataContract
    public static class CountUnresolvedSearchesRequest
    {
        /**
        * Also count searches of the other users the caller may see
        */
        @DataMember
        public Boolean includeSearchesFromOtherUsers = null;
        public Boolean getIncludeSearchesFromOtherUsers() { return includeSearchesFromOtherUsers; }
        public CountUnresolvedSearchesRequest setIncludeSearchesFromOtherUsers(Boolean value) { this.includeSearchesFromOtherUsers = value; return this; }
    }

    @DataContract
    public static class CountUnresolvedSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CountUnresolvedSearchesData data = null;
        public CountUnresolvedSearchesData getData() { return data; }
        public CountUnresolvedSearchesResponse setData(CountUnresolvedSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/updated/count", Verbs="POST")
    @Api(Description="Get the count of PEP searches affected by updates")
    @DataContract
    public static class CountUpdatedPepSearches extends BaseRequest implements IReturn<CountUpdatedPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public CountUpdatedPepSearchesRequest request = null;
        public CountUpdatedPepSearchesRequest getRequest() { return request; }
        public CountUpdatedPepSearches setRequest(CountUpdatedPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = CountUpdatedPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CountUpdatedPepSearchesData extends BaseResponse
    {
        @DataMember
        public Long numberOfUpdatedPepSearches = null;
        public Long getNumberOfUpdatedPepSearches() { return numberOfUpdatedPepSearches; }
        public CountUpdatedPepSearchesData setNumberOfUpdatedPepSearches(Long value) { this.numberOfUpdatedPepSearches = value; return this; }
    }

    @DataContract
    public static class CountUpdatedPepSearchesRequest
    {
        /**
        * Also count searches of the other users the caller may see
        */
        @DataMember
        public Boolean includeSearchesFromOtherUsers = null;
        public Boolean getIncludeSearchesFromOtherUsers() { return includeSearchesFromOtherUsers; }
        public CountUpdatedPepSearchesRequest setIncludeSearchesFromOtherUsers(Boolean value) { this.includeSearchesFromOtherUsers = value; return this; }
    }

    @DataContract
    public static class CountUpdatedPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CountUpdatedPepSearchesData data = null;
        public CountUpdatedPepSearchesData getData() { return data; }
        public CountUpdatedPepSearchesResponse setData(CountUpdatedPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/updated/count", Verbs="POST")
    @Api(Description="Get the count of sanctions searches affected by list updates")
    @DataContract
    public static class CountUpdatedSearches extends BaseRequest implements IReturn<CountUpdatedSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public CountUpdatedSearchesRequest request = null;
        public CountUpdatedSearchesRequest getRequest() { return request; }
        public CountUpdatedSearches setRequest(CountUpdatedSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = CountUpdatedSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class CountUpdatedSearchesData extends BaseResponse
    {
        /**
        * Non-archived sanctions searches affected by a list update
        */
        @DataMember
        public Long numberOfUpdatedSearches = null;
        public Long getNumberOfUpdatedSearches() { return numberOfUpdatedSearches; }
        public CountUpdatedSearchesData setNumberOfUpdatedSearches(Long value) { this.numberOfUpdatedSearches = value; return this; }
    }

    @DataContract
    public static class CountUpdatedSearchesRequest
    {
        /**
        * Also count searches of the other users the caller may see
        */
        @DataMember
        public Boolean includeSearchesFromOtherUsers = null;
        public Boolean getIncludeSearchesFromOtherUsers() { return includeSearchesFromOtherUsers; }
        public CountUpdatedSearchesRequest setIncludeSearchesFromOtherUsers(Boolean value) { this.includeSearchesFromOtherUsers = value; return this; }
    }

    @DataContract
    public static class CountUpdatedSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public CountUpdatedSearchesData data = null;
        public CountUpdatedSearchesData getData() { return data; }
        public CountUpdatedSearchesResponse setData(CountUpdatedSearchesData value) { this.data = value; return this; }
    }

    @DataContract
    public static class Country
    {
        @DataMember
        public String code = null;
        @DataMember
        public String name = null;
        public String getCode() { return code; }
        public Country setCode(String value) { this.code = value; return this; }
        public String getName() { return name; }
        public Country setName(String value) { this.name = value; return this; }
    }

    @DataContract
    public static class DbsApplicantInformation
    {
        /**
        * Full name (max 250)
        */
        @DataMember
        public String name = null;
        /**
        * DD/MM/YYYY
        */
        @DataMember
        public String dateOfBirth = null;
        /**
        * E-mail address (max 250)
        */
        @DataMember
        public String email = null;
        /**
        * Mobile number in international format, e.g. +447123456789
        */
        @DataMember
        public String mobileInternational = null;
        /**
        * England, Northern Ireland, Scotland or Wales
        */
        @DataMember
        public String jobLocation = null;
        public String getName() { return name; }
        public DbsApplicantInformation setName(String value) { this.name = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public DbsApplicantInformation setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getEmail() { return email; }
        public DbsApplicantInformation setEmail(String value) { this.email = value; return this; }
        public String getMobileInternational() { return mobileInternational; }
        public DbsApplicantInformation setMobileInternational(String value) { this.mobileInternational = value; return this; }
        public String getJobLocation() { return jobLocation; }
        public DbsApplicantInformation setJobLocation(String value) { this.jobLocation = value; return this; }
    }

    @DataContract
    public static class DbsSearchShort
    {
        @DataMember
        public Long id = null;
        @DataMember
        public Date dateSearched = null;
        @DataMember
        public Date dateUpdated = null;
        @DataMember
        public String status = null;
        @DataMember
        public String disclosureStatus = null;
        /**
        * Applicant has provided their information
        */
        @DataMember
        public Boolean isApplicantInfoCompleted = null;
        /**
        * The ID checker has verified the applicant's ID
        */
        @DataMember
        public Boolean isIdCheckCompleted = null;
        /**
        * The application is complete and ready to submit
        */
        @DataMember
        public Boolean isApplicationCompleted = null;
        /**
        * The application has been submitted
        */
        @DataMember
        public Boolean isApplicationSubmitted = null;
        /**
        * The application has been disclosed
        */
        @DataMember
        public Boolean isApplicationDisclosed = null;
        /**
        * Basic or Standard
        */
        @DataMember
        public String disclosureLevel = null;
        @DataMember
        public String name = null;
        @DataMember
        public String reference = null;
        @DataMember
        public Boolean isDbsDueRenewal = null;
        public Long getId() { return id; }
        public DbsSearchShort setId(Long value) { this.id = value; return this; }
        public Date getDateSearched() { return dateSearched; }
        public DbsSearchShort setDateSearched(Date value) { this.dateSearched = value; return this; }
        public Date getDateUpdated() { return dateUpdated; }
        public DbsSearchShort setDateUpdated(Date value) { this.dateUpdated = value; return this; }
        public String getStatus() { return status; }
        public DbsSearchShort setStatus(String value) { this.status = value; return this; }
        public String getDisclosureStatus() { return disclosureStatus; }
        public DbsSearchShort setDisclosureStatus(String value) { this.disclosureStatus = value; return this; }
        public Boolean getIsApplicantInfoCompleted() { return isApplicantInfoCompleted; }
        public DbsSearchShort setIsApplicantInfoCompleted(Boolean value) { this.isApplicantInfoCompleted = value; return this; }
        public Boolean getIsIdCheckCompleted() { return isIdCheckCompleted; }
        public DbsSearchShort setIsIdCheckCompleted(Boolean value) { this.isIdCheckCompleted = value; return this; }
        public Boolean getIsApplicationCompleted() { return isApplicationCompleted; }
        public DbsSearchShort setIsApplicationCompleted(Boolean value) { this.isApplicationCompleted = value; return this; }
        public Boolean getIsApplicationSubmitted() { return isApplicationSubmitted; }
        public DbsSearchShort setIsApplicationSubmitted(Boolean value) { this.isApplicationSubmitted = value; return this; }
        public Boolean getIsApplicationDisclosed() { return isApplicationDisclosed; }
        public DbsSearchShort setIsApplicationDisclosed(Boolean value) { this.isApplicationDisclosed = value; return this; }
        public String getDisclosureLevel() { return disclosureLevel; }
        public DbsSearchShort setDisclosureLevel(String value) { this.disclosureLevel = value; return this; }
        public String getName() { return name; }
        public DbsSearchShort setName(String value) { this.name = value; return this; }
        public String getReference() { return reference; }
        public DbsSearchShort setReference(String value) { this.reference = value; return this; }
        public Boolean getIsDbsDueRenewal() { return isDbsDueRenewal; }
        public DbsSearchShort setIsDbsDueRenewal(Boolean value) { this.isDbsDueRenewal = value; return this; }
    }

    @DataContract
    public static class DbsSearchSummary
    {
        @DataMember
        public Long id = null;
        @DataMember
        public Date dateSearched = null;
        @DataMember
        public Date dateUpdated = null;
        @DataMember
        public String status = null;
        @DataMember
        public String disclosureStatus = null;
        /**
        * Applicant has provided their information
        */
        @DataMember
        public Boolean isApplicantInfoCompleted = null;
        /**
        * The ID checker has verified the applicant's ID
        */
        @DataMember
        public Boolean isIdCheckCompleted = null;
        /**
        * The application is complete and ready to submit
        */
        @DataMember
        public Boolean isApplicationCompleted = null;
        /**
        * The application has been submitted
        */
        @DataMember
        public Boolean isApplicationSubmitted = null;
        /**
        * The application has been disclosed
        */
        @DataMember
        public Boolean isApplicationDisclosed = null;
        /**
        * Basic or Standard
        */
        @DataMember
        public String disclosureLevel = null;
        /**
        * The applicant
        */
        @DataMember
        public DbsApplicantInformation applicantInformation = null;
        /**
        * Your reference
        */
        @DataMember
        public String reference = null;
        @DataMember
        public Boolean isDbsDueRenewal = null;
        public Long getId() { return id; }
        public DbsSearchSummary setId(Long value) { this.id = value; return this; }
        public Date getDateSearched() { return dateSearched; }
        public DbsSearchSummary setDateSearched(Date value) { this.dateSearched = value; return this; }
        public Date getDateUpdated() { return dateUpdated; }
        public DbsSearchSummary setDateUpdated(Date value) { this.dateUpdated = value; return this; }
        public String getStatus() { return status; }
        public DbsSearchSummary setStatus(String value) { this.status = value; return this; }
        public String getDisclosureStatus() { return disclosureStatus; }
        public DbsSearchSummary setDisclosureStatus(String value) { this.disclosureStatus = value; return this; }
        public Boolean getIsApplicantInfoCompleted() { return isApplicantInfoCompleted; }
        public DbsSearchSummary setIsApplicantInfoCompleted(Boolean value) { this.isApplicantInfoCompleted = value; return this; }
        public Boolean getIsIdCheckCompleted() { return isIdCheckCompleted; }
        public DbsSearchSummary setIsIdCheckCompleted(Boolean value) { this.isIdCheckCompleted = value; return this; }
        public Boolean getIsApplicationCompleted() { return isApplicationCompleted; }
        public DbsSearchSummary setIsApplicationCompleted(Boolean value) { this.isApplicationCompleted = value; return this; }
        public Boolean getIsApplicationSubmitted() { return isApplicationSubmitted; }
        public DbsSearchSummary setIsApplicationSubmitted(Boolean value) { this.isApplicationSubmitted = value; return this; }
        public Boolean getIsApplicationDisclosed() { return isApplicationDisclosed; }
        public DbsSearchSummary setIsApplicationDisclosed(Boolean value) { this.isApplicationDisclosed = value; return this; }
        public String getDisclosureLevel() { return disclosureLevel; }
        public DbsSearchSummary setDisclosureLevel(String value) { this.disclosureLevel = value; return this; }
        public DbsApplicantInformation getApplicantInformation() { return applicantInformation; }
        public DbsSearchSummary setApplicantInformation(DbsApplicantInformation value) { this.applicantInformation = value; return this; }
        public String getReference() { return reference; }
        public DbsSearchSummary setReference(String value) { this.reference = value; return this; }
        public Boolean getIsDbsDueRenewal() { return isDbsDueRenewal; }
        public DbsSearchSummary setIsDbsDueRenewal(Boolean value) { this.isDbsDueRenewal = value; return this; }
    }

    @Route(Path="/clients/{Id}", Verbs="DELETE")
    @Api(Description="Delete a client")
    @DataContract
    public static class DeleteClient extends BaseRequest implements IReturn<DeleteClientResponse>
    {
        /**
        * The client id
        */
        @DataMember
        public Integer id = null;
        public Integer getId() { return id; }
        public DeleteClient setId(Integer value) { this.id = value; return this; }
        private static Object responseType = DeleteClientResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class DeleteClientData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public DeleteClientData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class DeleteClientResponse
    {
        /**
        * The response data
        */
        @DataMember
        public DeleteClientData data = null;
        public DeleteClientData getData() { return data; }
        public DeleteClientResponse setData(DeleteClientData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/delete", Verbs="DELETE")
    @Api(Description="Delete a PEP search")
    @DataContract
    public static class DeletePepSearch extends BaseRequest implements IReturn<DeletePepSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public DeletePepSearchRequest request = null;
        public DeletePepSearchRequest getRequest() { return request; }
        public DeletePepSearch setRequest(DeletePepSearchRequest value) { this.request = value; return this; }
        private static Object responseType = DeletePepSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class DeletePepSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public DeletePepSearchData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class DeletePepSearchRequest
    {
        /**
        * Check that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        @DataMember
        public Long id = null;
        public String getSubUserName() { return subUserName; }
        public DeletePepSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public DeletePepSearchRequest setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class DeletePepSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public DeletePepSearchData data = null;
        public DeletePepSearchData getData() { return data; }
        public DeletePepSearchResponse setData(DeletePepSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/delete", Verbs="DELETE")
    @Api(Description="Delete a sanctions search")
    @DataContract
    public static class DeleteSearch extends BaseRequest implements IReturn<DeleteSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public DeleteSearchRequest request = null;
        public DeleteSearchRequest getRequest() { return request; }
        public DeleteSearch setRequest(DeleteSearchRequest value) { this.request = value; return this; }
        private static Object responseType = DeleteSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class DeleteSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public DeleteSearchData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class DeleteSearchRequest
    {
        /**
        * Check that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        @DataMember
        public Long id = null;
        public String getSubUserName() { return subUserName; }
        public DeleteSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public DeleteSearchRequest setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class DeleteSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public DeleteSearchData data = null;
        public DeleteSearchData getData() { return data; }
        public DeleteSearchResponse setData(DeleteSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/subusers/delete", Verbs="DELETE")
    @Api(Description="Delete a sub user")
    @DataContract
    public static class DeleteSubUser extends BaseRequest implements IReturn<DeleteSubUserResponse>
    {
        /**
        * The user id of the sub user to delete
        */
        @DataMember
        public UUID deleteUserId = null;
        /**
        * The user id of the user to transfer the sub user's existing searches to
        */
        @DataMember
        public UUID transferToUserId = null;
        public UUID getDeleteUserId() { return deleteUserId; }
        public DeleteSubUser setDeleteUserId(UUID value) { this.deleteUserId = value; return this; }
        public UUID getTransferToUserId() { return transferToUserId; }
        public DeleteSubUser setTransferToUserId(UUID value) { this.transferToUserId = value; return this; }
        private static Object responseType = DeleteSubUserResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class DeleteSubUserData extends BaseResponse
    {
        /**
        * Was the delete successful?
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public DeleteSubUserData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class DeleteSubUserResponse
    {
        /**
        * The response data
        */
        @DataMember
        public DeleteSubUserData data = null;
        public DeleteSubUserData getData() { return data; }
        public DeleteSubUserResponse setData(DeleteSubUserData value) { this.data = value; return this; }
    }

    @DataContract
    public static class DrivingLicence extends IdentityDocument
    {
    }

    @DataContract
    public static class EuAddress
    {
        @DataMember
        public String street = null;
        @DataMember
        public String city = null;
        @DataMember
        public String country = null;
        @DataMember
        public String postCode = null;
        @DataMember
        public String other = null;
        public String getStreet() { return street; }
        public EuAddress setStreet(String value) { this.street = value; return this; }
        public String getCity() { return city; }
        public EuAddress setCity(String value) { this.city = value; return this; }
        public String getCountry() { return country; }
        public EuAddress setCountry(String value) { this.country = value; return this; }
        public String getPostCode() { return postCode; }
        public EuAddress setPostCode(String value) { this.postCode = value; return this; }
        public String getOther() { return other; }
        public EuAddress setOther(String value) { this.other = value; return this; }
    }

    @DataContract
    public static class EuBirth
    {
        @DataMember
        public String date = null;
        @DataMember
        public String place = null;
        @DataMember
        public String country = null;
        public String getDate() { return date; }
        public EuBirth setDate(String value) { this.date = value; return this; }
        public String getPlace() { return place; }
        public EuBirth setPlace(String value) { this.place = value; return this; }
        public String getCountry() { return country; }
        public EuBirth setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class EuCitizenship
    {
        @DataMember
        public String country = null;
        public String getCountry() { return country; }
        public EuCitizenship setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class EuName
    {
        @DataMember
        public String fullName = null;
        @DataMember
        public String gender = null;
        public String getFullName() { return fullName; }
        public EuName setFullName(String value) { this.fullName = value; return this; }
        public String getGender() { return gender; }
        public EuName setGender(String value) { this.gender = value; return this; }
    }

    @DataContract
    public static class EuPassport
    {
        @DataMember
        public String number = null;
        @DataMember
        public String country = null;
        public String getNumber() { return number; }
        public EuPassport setNumber(String value) { this.number = value; return this; }
        public String getCountry() { return country; }
        public EuPassport setCountry(String value) { this.country = value; return this; }
    }

    @Route(Path="/bulksearches/list", Verbs="POST")
    @Api(Description="Get all bulk searches")
    @DataContract
    public static class GetBulkSearchHistory extends BaseRequest implements IReturn<GetBulkSearchHistoryResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetBulkSearchHistoryRequest request = null;
        public GetBulkSearchHistoryRequest getRequest() { return request; }
        public GetBulkSearchHistory setRequest(GetBulkSearchHistoryRequest value) { this.request = value; return this; }
        private static Object responseType = GetBulkSearchHistoryResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetBulkSearchHistoryData extends BaseResponse
    {
        @DataMember
        public ArrayOfBulkSearchStatus bulkSearchList = null;
        @DataMember
        public Integer currentPageNum = null;
        @DataMember
        public Integer maxPageNum = null;
        @DataMember
        public Integer totalBulkSearches = null;
        @DataMember
        public Integer pageSize = null;
        public ArrayOfBulkSearchStatus getBulkSearchList() { return bulkSearchList; }
        public GetBulkSearchHistoryData setBulkSearchList(ArrayOfBulkSearchStatus value) { this.bulkSearchList = value; return this; }
        public Integer getCurrentPageNum() { return currentPageNum; }
        public GetBulkSearchHistoryData setCurrentPageNum(Integer value) { this.currentPageNum = value; return this; }
        public Integer getMaxPageNum() { return maxPageNum; }
        public GetBulkSearchHistoryData setMaxPageNum(Integer value) { this.maxPageNum = value; return this; }
        public Integer getTotalBulkSearches() { return totalBulkSearches; }
        public GetBulkSearchHistoryData setTotalBulkSearches(Integer value) { this.totalBulkSearches = value; return this; }
        public Integer getPageSize() { return pageSize; }
        public GetBulkSearchHistoryData setPageSize(Integer value) { this.pageSize = value; return this; }
    }

    @DataContract
    public static class GetBulkSearchHistoryRequest
    {
        /**
        * Only bulk searches this sub user may view
        */
        @DataMember
        public String subUserName = null;
        /**
        * 1-based page number
        */
        @DataMember
        public Integer page = null;
        /**
        * Records per page (1-100, default 10)
        */
        @DataMember
        public Integer pageSize = null;
        /**
        * Status (default), Name or Date, optionally followed by ' desc'
        */
        @DataMember
        public String sortOrder = null;
        /**
        * Only bulk searches of this user (GUID)
        */
        @DataMember
        public String whereUserId = null;
        /**
        * Created on or after
        */
        @DataMember
        public Date whereDateFrom = null;
        /**
        * Created before
        */
        @DataMember
        public Date whereDateTo = null;
        /**
        * Only this bulk search
        */
        @DataMember
        public Integer whereId = null;
        public String getSubUserName() { return subUserName; }
        public GetBulkSearchHistoryRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Integer getPage() { return page; }
        public GetBulkSearchHistoryRequest setPage(Integer value) { this.page = value; return this; }
        public Integer getPageSize() { return pageSize; }
        public GetBulkSearchHistoryRequest setPageSize(Integer value) { this.pageSize = value; return this; }
        public String getSortOrder() { return sortOrder; }
        public GetBulkSearchHistoryRequest setSortOrder(String value) { this.sortOrder = value; return this; }
        public String getWhereUserId() { return whereUserId; }
        public GetBulkSearchHistoryRequest setWhereUserId(String value) { this.whereUserId = value; return this; }
        public Date getWhereDateFrom() { return whereDateFrom; }
        public GetBulkSearchHistoryRequest setWhereDateFrom(Date value) { this.whereDateFrom = value; return this; }
        public Date getWhereDateTo() { return whereDateTo; }
        public GetBulkSearchHistoryRequest setWhereDateTo(Date value) { this.whereDateTo = value; return this; }
        public Integer getWhereId() { return whereId; }
        public GetBulkSearchHistoryRequest setWhereId(Integer value) { this.whereId = value; return this; }
    }

    @DataContract
    public static class GetBulkSearchHistoryResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetBulkSearchHistoryData data = null;
        public GetBulkSearchHistoryData getData() { return data; }
        public GetBulkSearchHistoryResponse setData(GetBulkSearchHistoryData value) { this.data = value; return this; }
    }

    @Route(Path="/bulksearch/status", Verbs="POST")
    @Api(Description="Get a bulk search status")
    @DataContract
    public static class GetBulkSearchStatus extends BaseRequest implements IReturn<GetBulkSearchStatusResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetBulkSearchStatusRequest request = null;
        public GetBulkSearchStatusRequest getRequest() { return request; }
        public GetBulkSearchStatus setRequest(GetBulkSearchStatusRequest value) { this.request = value; return this; }
        private static Object responseType = GetBulkSearchStatusResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetBulkSearchStatusData extends BaseResponse
    {
        @DataMember
        public BulkSearchStatus bulkSearchStatus = null;
        public BulkSearchStatus getBulkSearchStatus() { return bulkSearchStatus; }
        public GetBulkSearchStatusData setBulkSearchStatus(BulkSearchStatus value) { this.bulkSearchStatus = value; return this; }
    }

    @DataContract
    public static class GetBulkSearchStatusRequest
    {
        /**
        * The bulk search
        */
        @DataMember
        public Integer bulkSearchId = null;
        /**
        * A bulk search this sub user may view
        */
        @DataMember
        public String subUserName = null;
        public Integer getBulkSearchId() { return bulkSearchId; }
        public GetBulkSearchStatusRequest setBulkSearchId(Integer value) { this.bulkSearchId = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetBulkSearchStatusRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class GetBulkSearchStatusResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetBulkSearchStatusData data = null;
        public GetBulkSearchStatusData getData() { return data; }
        public GetBulkSearchStatusResponse setData(GetBulkSearchStatusData value) { this.data = value; return this; }
    }

    @Route(Path="/clients/{Id}", Verbs="GET")
    @Api(Description="Get a client")
    @DataContract
    public static class GetClient extends BaseRequest implements IReturn<GetClientResponse>
    {
        /**
        * The client id
        */
        @DataMember
        public Integer id = null;
        public Integer getId() { return id; }
        public GetClient setId(Integer value) { this.id = value; return this; }
        private static Object responseType = GetClientResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetClientData extends BaseResponse
    {
        /**
        * Records the client is linked to
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        /**
        * The client
        */
        @DataMember
        public Client client = null;
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public GetClientData setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
        public Client getClient() { return client; }
        public GetClientData setClient(Client value) { this.client = value; return this; }
    }

    @Route(Path="/clients/document", Verbs="POST")
    @Api(Description="Get a client's document image")
    @DataContract
    public static class GetClientDocument extends BaseRequest implements IReturn<GetClientDocumentResponse>
    {
        /**
        * The client id
        */
        @DataMember
        public Integer id = null;
        /**
        * true: the uploaded image; false: the processed one
        */
        @DataMember
        public Boolean original = null;
        /**
        * Maximum length in pixels of the longest side (scaled down, never up)
        */
        @DataMember
        public Integer mil = null;
        /**
        * An OCR capture of the document
        */
        @DataMember
        public Integer ocrId = null;
        public Integer getId() { return id; }
        public GetClientDocument setId(Integer value) { this.id = value; return this; }
        public Boolean getOriginal() { return original; }
        public GetClientDocument setOriginal(Boolean value) { this.original = value; return this; }
        public Integer getMil() { return mil; }
        public GetClientDocument setMil(Integer value) { this.mil = value; return this; }
        public Integer getOcrId() { return ocrId; }
        public GetClientDocument setOcrId(Integer value) { this.ocrId = value; return this; }
        private static Object responseType = GetClientDocumentResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetClientDocumentData extends BaseResponse
    {
        /**
        * The image (PNG), base64
        */
        @DataMember
        public String base64Image = null;
        public String getBase64Image() { return base64Image; }
        public GetClientDocumentData setBase64Image(String value) { this.base64Image = value; return this; }
    }

    @DataContract
    public static class GetClientDocumentResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetClientDocumentData data = null;
        public GetClientDocumentData getData() { return data; }
        public GetClientDocumentResponse setData(GetClientDocumentData value) { this.data = value; return this; }
    }

    @DataContract
    public static class GetClientResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetClientData data = null;
        public GetClientData getData() { return data; }
        public GetClientResponse setData(GetClientData value) { this.data = value; return this; }
    }

    @Route(Path="/clients", Verbs="GET")
    @Api(Description="Get all clients")
    @DataContract
    public static class GetClients extends PagedRequest implements IReturn<GetClientsResponse>
    {
        /**
        * Only clients in this state
        */
        @DataMember
        public ClientState state = null;
        /**
        * Only clients whose IsValidateMe flag matches (null: either)
        */
        @DataMember
        public Boolean isValidateMe = null;
        /**
        * Names that include this value
        */
        @DataMember
        public String name = null;
        /**
        * Created on or after
        */
        @DataMember
        public Date dateFrom = null;
        /**
        * Created before
        */
        @DataMember
        public Date dateTo = null;
        /**
        * Only clients this sub user may view
        */
        @DataMember
        public String subUserName = null;
        public ClientState getState() { return state; }
        public GetClients setState(ClientState value) { this.state = value; return this; }
        public Boolean getIsValidateMe() { return isValidateMe; }
        public GetClients setIsValidateMe(Boolean value) { this.isValidateMe = value; return this; }
        public String getName() { return name; }
        public GetClients setName(String value) { this.name = value; return this; }
        public Date getDateFrom() { return dateFrom; }
        public GetClients setDateFrom(Date value) { this.dateFrom = value; return this; }
        public Date getDateTo() { return dateTo; }
        public GetClients setDateTo(Date value) { this.dateTo = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetClients setSubUserName(String value) { this.subUserName = value; return this; }
        private static Object responseType = GetClientsResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetClientsData extends BaseResponse
    {
        /**
        * The page of clients
        */
        @DataMember
        public ArrayList<ClientShort> clients = null;
        /**
        * Paging metadata
        */
        @DataMember
        public PageMeta meta = null;
        public ArrayList<ClientShort> getClients() { return clients; }
        public GetClientsData setClients(ArrayList<ClientShort> value) { this.clients = value; return this; }
        public PageMeta getMeta() { return meta; }
        public GetClientsData setMeta(PageMeta value) { this.meta = value; return this; }
    }

    @DataContract
    public static class GetClientsResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetClientsData data = null;
        public GetClientsData getData() { return data; }
        public GetClientsResponse setData(GetClientsData value) { this.data = value; return this; }
    }

    @Route(Path="/dbs/{Id}", Verbs="GET")
    @Api(Description="Get a DBS Search")
    @DataContract
    public static class GetDbsSearch extends BaseRequest implements IReturn<GetDbsSearchResponse>
    {
        /**
        * The ID of the DBS Search
        */
        @DataMember
        public Integer id = null;
        /**
        * Only return the search if this sub user may view it
        */
        @DataMember
        public String subUserName = null;
        public Integer getId() { return id; }
        public GetDbsSearch setId(Integer value) { this.id = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetDbsSearch setSubUserName(String value) { this.subUserName = value; return this; }
        private static Object responseType = GetDbsSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetDbsSearchData extends BaseResponse
    {
        /**
        * Records the search is linked to
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        /**
        * The search
        */
        @DataMember
        public DbsSearchSummary summary = null;
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public GetDbsSearchData setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
        public DbsSearchSummary getSummary() { return summary; }
        public GetDbsSearchData setSummary(DbsSearchSummary value) { this.summary = value; return this; }
    }

    @DataContract
    public static class GetDbsSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetDbsSearchData data = null;
        public GetDbsSearchData getData() { return data; }
        public GetDbsSearchResponse setData(GetDbsSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/dbs", Verbs="GET")
    @Api(Description="Get all DBS Searches")
    @DataContract
    public static class GetDbsSearches extends PagedRequest implements IReturn<GetDbsSearchesResponse>
    {
        /**
        * Names that include this value
        */
        @DataMember
        public String name = null;
        /**
        * Created on or after
        */
        @DataMember
        public Date dateFrom = null;
        /**
        * Created before
        */
        @DataMember
        public Date dateTo = null;
        /**
        * true, false, or null for either
        */
        @DataMember
        public Boolean isApplicantInfoCompleted = null;
        /**
        * true, false, or null for either
        */
        @DataMember
        public Boolean isIdCheckCompleted = null;
        /**
        * true, false, or null for either
        */
        @DataMember
        public Boolean isApplicationCompleted = null;
        /**
        * true, false, or null for either
        */
        @DataMember
        public Boolean isApplicationSubmitted = null;
        /**
        * true, false, or null for either
        */
        @DataMember
        public Boolean isApplicationDisclosed = null;
        /**
        * Only searches this sub user may view
        */
        @DataMember
        public String subUserName = null;
        public String getName() { return name; }
        public GetDbsSearches setName(String value) { this.name = value; return this; }
        public Date getDateFrom() { return dateFrom; }
        public GetDbsSearches setDateFrom(Date value) { this.dateFrom = value; return this; }
        public Date getDateTo() { return dateTo; }
        public GetDbsSearches setDateTo(Date value) { this.dateTo = value; return this; }
        public Boolean getIsApplicantInfoCompleted() { return isApplicantInfoCompleted; }
        public GetDbsSearches setIsApplicantInfoCompleted(Boolean value) { this.isApplicantInfoCompleted = value; return this; }
        public Boolean getIsIdCheckCompleted() { return isIdCheckCompleted; }
        public GetDbsSearches setIsIdCheckCompleted(Boolean value) { this.isIdCheckCompleted = value; return this; }
        public Boolean getIsApplicationCompleted() { return isApplicationCompleted; }
        public GetDbsSearches setIsApplicationCompleted(Boolean value) { this.isApplicationCompleted = value; return this; }
        public Boolean getIsApplicationSubmitted() { return isApplicationSubmitted; }
        public GetDbsSearches setIsApplicationSubmitted(Boolean value) { this.isApplicationSubmitted = value; return this; }
        public Boolean getIsApplicationDisclosed() { return isApplicationDisclosed; }
        public GetDbsSearches setIsApplicationDisclosed(Boolean value) { this.isApplicationDisclosed = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetDbsSearches setSubUserName(String value) { this.subUserName = value; return this; }
        private static Object responseType = GetDbsSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetDbsSearchesData extends BaseResponse
    {
        /**
        * The page of searches
        */
        @DataMember
        public ArrayOfSearchRecord searches = null;
        /**
        * Paging metadata
        */
        @DataMember
        public PageMeta meta = null;
        public ArrayOfSearchRecord getSearches() { return searches; }
        public GetDbsSearchesData setSearches(ArrayOfSearchRecord value) { this.searches = value; return this; }
        public PageMeta getMeta() { return meta; }
        public GetDbsSearchesData setMeta(PageMeta value) { this.meta = value; return this; }
    }

    @DataContract
    public static class GetDbsSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetDbsSearchesData data = null;
        public GetDbsSearchesData getData() { return data; }
        public GetDbsSearchesResponse setData(GetDbsSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/account/eula", Verbs="GET")
    @Api(Description="Get the account EULA & status")
    @DataContract
    public static class GetEulaStatus extends BaseRequest implements IReturn<GetEulaStatusResponse>
    {
        /**
        * The sub user to report on (default: the main user)
        */
        @DataMember
        public String subUserName = null;
        public String getSubUserName() { return subUserName; }
        public GetEulaStatus setSubUserName(String value) { this.subUserName = value; return this; }
        private static Object responseType = GetEulaStatusResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetEulaStatusData extends BaseResponse
    {
        @DataMember
        public String termsAndConditions = null;
        @DataMember
        public String privacyPolicy = null;
        @DataMember
        public Boolean agreeToContact = null;
        @DataMember
        public String agreeToContactInfo = null;
        @DataMember
        public Date agreeToContactDate = null;
        @DataMember
        public Boolean agreeToTerms = null;
        @DataMember
        public String agreeToTermsInfo = null;
        @DataMember
        public Date agreeToTermsDate = null;
        @DataMember
        public Boolean agreeToDataProtection = null;
        @DataMember
        public String agreeToDataProtectionInfo = null;
        @DataMember
        public Date agreeToDataProtectionDate = null;
        public String getTermsAndConditions() { return termsAndConditions; }
        public GetEulaStatusData setTermsAndConditions(String value) { this.termsAndConditions = value; return this; }
        public String getPrivacyPolicy() { return privacyPolicy; }
        public GetEulaStatusData setPrivacyPolicy(String value) { this.privacyPolicy = value; return this; }
        public Boolean getAgreeToContact() { return agreeToContact; }
        public GetEulaStatusData setAgreeToContact(Boolean value) { this.agreeToContact = value; return this; }
        public String getAgreeToContactInfo() { return agreeToContactInfo; }
        public GetEulaStatusData setAgreeToContactInfo(String value) { this.agreeToContactInfo = value; return this; }
        public Date getAgreeToContactDate() { return agreeToContactDate; }
        public GetEulaStatusData setAgreeToContactDate(Date value) { this.agreeToContactDate = value; return this; }
        public Boolean getAgreeToTerms() { return agreeToTerms; }
        public GetEulaStatusData setAgreeToTerms(Boolean value) { this.agreeToTerms = value; return this; }
        public String getAgreeToTermsInfo() { return agreeToTermsInfo; }
        public GetEulaStatusData setAgreeToTermsInfo(String value) { this.agreeToTermsInfo = value; return this; }
        public Date getAgreeToTermsDate() { return agreeToTermsDate; }
        public GetEulaStatusData setAgreeToTermsDate(Date value) { this.agreeToTermsDate = value; return this; }
        public Boolean getAgreeToDataProtection() { return agreeToDataProtection; }
        public GetEulaStatusData setAgreeToDataProtection(Boolean value) { this.agreeToDataProtection = value; return this; }
        public String getAgreeToDataProtectionInfo() { return agreeToDataProtectionInfo; }
        public GetEulaStatusData setAgreeToDataProtectionInfo(String value) { this.agreeToDataProtectionInfo = value; return this; }
        public Date getAgreeToDataProtectionDate() { return agreeToDataProtectionDate; }
        public GetEulaStatusData setAgreeToDataProtectionDate(Date value) { this.agreeToDataProtectionDate = value; return this; }
    }

    @DataContract
    public static class GetEulaStatusResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetEulaStatusData data = null;
        public GetEulaStatusData getData() { return data; }
        public GetEulaStatusResponse setData(GetEulaStatusData value) { this.data = value; return this; }
    }

    @Route(Path="/pdfs/get", Verbs="POST")
    @Api(Description="Get a PDF")
    @DataContract
    public static class GetPdf extends BaseRequest implements IReturn<GetPdfResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetPdfRequest request = null;
        public GetPdfRequest getRequest() { return request; }
        public GetPdf setRequest(GetPdfRequest value) { this.request = value; return this; }
        private static Object responseType = GetPdfResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetPdfData extends BaseResponse
    {
        /**
        * The document with its file data
        */
        @DataMember
        public PdfDocumentWithData document = null;
        public PdfDocumentWithData getDocument() { return document; }
        public GetPdfData setDocument(PdfDocumentWithData value) { this.document = value; return this; }
    }

    @DataContract
    public static class GetPdfRequest
    {
        /**
        * Set when the document is kept in a single sub user account
        */
        @DataMember
        public String subUserName = null;
        /**
        * The document id
        */
        @DataMember
        public Long id = null;
        public String getSubUserName() { return subUserName; }
        public GetPdfRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public GetPdfRequest setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class GetPdfResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetPdfData data = null;
        public GetPdfData getData() { return data; }
        public GetPdfResponse setData(GetPdfData value) { this.data = value; return this; }
    }

    @Route(Path="/pdfs/list", Verbs="POST")
    @Api(Description="Get the saved PDFs")
    @DataContract
    public static class GetPdfs extends BaseRequest implements IReturn<GetPdfsResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetPdfsRequest request = null;
        public GetPdfsRequest getRequest() { return request; }
        public GetPdfs setRequest(GetPdfsRequest value) { this.request = value; return this; }
        private static Object responseType = GetPdfsResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetPdfsData extends BaseResponse
    {
        /**
        * The documents of the page, newest first
        */
        @DataMember
        public ArrayList<PdfDocument> documents = null;
        /**
        * Unexpired documents in scope
        */
        @DataMember
        public Integer totalDocuments = null;
        @DataMember
        public Integer currentPageNum = null;
        @DataMember
        public Integer maxPageNum = null;
        @DataMember
        public Integer pageSize = null;
        public ArrayList<PdfDocument> getDocuments() { return documents; }
        public GetPdfsData setDocuments(ArrayList<PdfDocument> value) { this.documents = value; return this; }
        public Integer getTotalDocuments() { return totalDocuments; }
        public GetPdfsData setTotalDocuments(Integer value) { this.totalDocuments = value; return this; }
        public Integer getCurrentPageNum() { return currentPageNum; }
        public GetPdfsData setCurrentPageNum(Integer value) { this.currentPageNum = value; return this; }
        public Integer getMaxPageNum() { return maxPageNum; }
        public GetPdfsData setMaxPageNum(Integer value) { this.maxPageNum = value; return this; }
        public Integer getPageSize() { return pageSize; }
        public GetPdfsData setPageSize(Integer value) { this.pageSize = value; return this; }
    }

    @DataContract
    public static class GetPdfsRequest
    {
        /**
        * Only the documents this sub user may view
        */
        @DataMember
        public String subUserName = null;
        /**
        * 1-based page number (default 1)
        */
        @DataMember
        public Integer page = null;
        /**
        * Documents per page (1-100, default 25)
        */
        @DataMember
        public Integer pageSize = null;
        public String getSubUserName() { return subUserName; }
        public GetPdfsRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Integer getPage() { return page; }
        public GetPdfsRequest setPage(Integer value) { this.page = value; return this; }
        public Integer getPageSize() { return pageSize; }
        public GetPdfsRequest setPageSize(Integer value) { this.pageSize = value; return this; }
    }

    @DataContract
    public static class GetPdfsResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetPdfsData data = null;
        public GetPdfsData getData() { return data; }
        public GetPdfsResponse setData(GetPdfsData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/get", Verbs="POST")
    @Api(Description="Get a PEP search")
    @DataContract
    public static class GetPepSearch extends BaseRequest implements IReturn<GetPepSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetPepSearchRequest request = null;
        public GetPepSearchRequest getRequest() { return request; }
        public GetPepSearch setRequest(GetPepSearchRequest value) { this.request = value; return this; }
        private static Object responseType = GetPepSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetPepSearchData extends BaseResponse
    {
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        @DataMember
        public PepSearchRecord searchRecord = null;
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public GetPepSearchData setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
        public PepSearchRecord getSearchRecord() { return searchRecord; }
        public GetPepSearchData setSearchRecord(PepSearchRecord value) { this.searchRecord = value; return this; }
    }

    @Route(Path="/peps/notes/get", Verbs="POST")
    @Api(Description="Get the notes for an existing PEP search")
    @DataContract
    public static class GetPepSearchNotes extends BaseRequest implements IReturn<GetPepSearchNotesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetPepSearchNotesRequest request = null;
        public GetPepSearchNotesRequest getRequest() { return request; }
        public GetPepSearchNotes setRequest(GetPepSearchNotesRequest value) { this.request = value; return this; }
        private static Object responseType = GetPepSearchNotesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetPepSearchNotesData extends SearchNotesData
    {
    }

    @DataContract
    public static class GetPepSearchNotesRequest
    {
        @DataMember
        public Long id = null;
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public GetPepSearchNotesRequest setId(Long value) { this.id = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetPepSearchNotesRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class GetPepSearchNotesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetPepSearchNotesData data = null;
        public GetPepSearchNotesData getData() { return data; }
        public GetPepSearchNotesResponse setData(GetPepSearchNotesData value) { this.data = value; return this; }
    }

    @DataContract
    public static class GetPepSearchRequest
    {
        /**
        * Check that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        /**
        * Leave out resolved results
        */
        @DataMember
        public Boolean onlyShowUnresolvedResults = null;
        @DataMember
        public Long id = null;
        public String getSubUserName() { return subUserName; }
        public GetPepSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Boolean getOnlyShowUnresolvedResults() { return onlyShowUnresolvedResults; }
        public GetPepSearchRequest setOnlyShowUnresolvedResults(Boolean value) { this.onlyShowUnresolvedResults = value; return this; }
        public Long getId() { return id; }
        public GetPepSearchRequest setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class GetPepSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetPepSearchData data = null;
        public GetPepSearchData getData() { return data; }
        public GetPepSearchResponse setData(GetPepSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/list", Verbs="POST")
    @Api(Description="Get all PEP searches")
    @DataContract
    public static class GetPepSearches extends BaseRequest implements IReturn<GetPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetPepSearchesRequest request = null;
        public GetPepSearchesRequest getRequest() { return request; }
        public GetPepSearches setRequest(GetPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = GetPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetPepSearchesData extends BaseResponse
    {
        @DataMember
        public Integer totalSearchRecords = null;
        @DataMember
        public Integer currentPageNum = null;
        @DataMember
        public Integer maxPageNum = null;
        @DataMember
        public ArrayList<PepSearchRecord> searchRecords = null;
        public Integer getTotalSearchRecords() { return totalSearchRecords; }
        public GetPepSearchesData setTotalSearchRecords(Integer value) { this.totalSearchRecords = value; return this; }
        public Integer getCurrentPageNum() { return currentPageNum; }
        public GetPepSearchesData setCurrentPageNum(Integer value) { this.currentPageNum = value; return this; }
        public Integer getMaxPageNum() { return maxPageNum; }
        public GetPepSearchesData setMaxPageNum(Integer value) { this.maxPageNum = value; return this; }
        public ArrayList<PepSearchRecord> getSearchRecords() { return searchRecords; }
        public GetPepSearchesData setSearchRecords(ArrayList<PepSearchRecord> value) { this.searchRecords = value; return this; }
    }

    @DataContract
    public static class GetPepSearchesRequest
    {
        /**
        * Only searches this sub user may view
        */
        @DataMember
        public String subUserName = null;
        /**
        * true: only searches with unresolved results; false: only those without
        */
        @DataMember
        public Boolean listUnresolvedSearches = null;
        /**
        * true: only searches affected by a list update; false: only those not
        */
        @DataMember
        public Boolean listUpdatedSearches = null;
        /**
        * true: only monitored searches due for renewal before the 1st of next month; false: only those not
        */
        @DataMember
        public Boolean listExpiringSearches = null;
        /**
        * true: archived searches instead of current ones
        */
        @DataMember
        public Boolean listArchivedSearches = null;
        /**
        * 1-based page number (10 per page)
        */
        @DataMember
        public Integer page = null;
        /**
        * Status (default), Name or Date, optionally followed by ' desc'
        */
        @DataMember
        public String sortOrder = null;
        /**
        * Every word in the name; a quoted value as one substring
        */
        @DataMember
        public String nameSearch = null;
        /**
        * nameSearch is the whole name (case-insensitive)
        */
        @DataMember
        public Boolean nameSearchExact = null;
        /**
        * Leave out names that contain this value
        */
        @DataMember
        public String filterNameExcludes = null;
        /**
        * References that contain this value
        */
        @DataMember
        public String filterReference = null;
        /**
        * Leave out references that contain this value
        */
        @DataMember
        public String filterReferenceExcludes = null;
        /**
        * day-one or monitor
        */
        @DataMember
        public String filterPepType = null;
        /**
        * individual or entity
        */
        @DataMember
        public String filterType = null;
        /**
        * Searched on or after
        */
        @DataMember
        public Date filterDateFrom = null;
        /**
        * Searched before
        */
        @DataMember
        public Date filterDateTo = null;
        /**
        * Only searches created by this user
        */
        @DataMember
        public String filterUserName = null;
        public String getSubUserName() { return subUserName; }
        public GetPepSearchesRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Boolean getListUnresolvedSearches() { return listUnresolvedSearches; }
        public GetPepSearchesRequest setListUnresolvedSearches(Boolean value) { this.listUnresolvedSearches = value; return this; }
        public Boolean getListUpdatedSearches() { return listUpdatedSearches; }
        public GetPepSearchesRequest setListUpdatedSearches(Boolean value) { this.listUpdatedSearches = value; return this; }
        public Boolean getListExpiringSearches() { return listExpiringSearches; }
        public GetPepSearchesRequest setListExpiringSearches(Boolean value) { this.listExpiringSearches = value; return this; }
        public Boolean getListArchivedSearches() { return listArchivedSearches; }
        public GetPepSearchesRequest setListArchivedSearches(Boolean value) { this.listArchivedSearches = value; return this; }
        public Integer getPage() { return page; }
        public GetPepSearchesRequest setPage(Integer value) { this.page = value; return this; }
        public String getSortOrder() { return sortOrder; }
        public GetPepSearchesRequest setSortOrder(String value) { this.sortOrder = value; return this; }
        public String getNameSearch() { return nameSearch; }
        public GetPepSearchesRequest setNameSearch(String value) { this.nameSearch = value; return this; }
        public Boolean getNameSearchExact() { return nameSearchExact; }
        public GetPepSearchesRequest setNameSearchExact(Boolean value) { this.nameSearchExact = value; return this; }
        public String getFilterNameExcludes() { return filterNameExcludes; }
        public GetPepSearchesRequest setFilterNameExcludes(String value) { this.filterNameExcludes = value; return this; }
        public String getFilterReference() { return filterReference; }
        public GetPepSearchesRequest setFilterReference(String value) { this.filterReference = value; return this; }
        public String getFilterReferenceExcludes() { return filterReferenceExcludes; }
        public GetPepSearchesRequest setFilterReferenceExcludes(String value) { this.filterReferenceExcludes = value; return this; }
        public String getFilterPepType() { return filterPepType; }
        public GetPepSearchesRequest setFilterPepType(String value) { this.filterPepType = value; return this; }
        public String getFilterType() { return filterType; }
        public GetPepSearchesRequest setFilterType(String value) { this.filterType = value; return this; }
        public Date getFilterDateFrom() { return filterDateFrom; }
        public GetPepSearchesRequest setFilterDateFrom(Date value) { this.filterDateFrom = value; return this; }
        public Date getFilterDateTo() { return filterDateTo; }
        public GetPepSearchesRequest setFilterDateTo(Date value) { this.filterDateTo = value; return this; }
        public String getFilterUserName() { return filterUserName; }
        public GetPepSearchesRequest setFilterUserName(String value) { this.filterUserName = value; return this; }
    }

    @DataContract
    public static class GetPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetPepSearchesData data = null;
        public GetPepSearchesData getData() { return data; }
        public GetPepSearchesResponse setData(GetPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/get", Verbs="POST")
    @Api(Description="Get a sanctions search")
    @DataContract
    public static class GetSearch extends BaseRequest implements IReturn<GetSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetSearchRequest request = null;
        public GetSearchRequest getRequest() { return request; }
        public GetSearch setRequest(GetSearchRequest value) { this.request = value; return this; }
        private static Object responseType = GetSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetSearchData extends BaseResponse
    {
        /**
        * Records the search is linked to
        */
        @DataMember
        public ArrayList<LinkedTo> linkedTo = null;
        /**
        * The search with its results
        */
        @DataMember
        public SearchRecord searchRecord = null;
        public ArrayList<LinkedTo> getLinkedTo() { return linkedTo; }
        public GetSearchData setLinkedTo(ArrayList<LinkedTo> value) { this.linkedTo = value; return this; }
        public SearchRecord getSearchRecord() { return searchRecord; }
        public GetSearchData setSearchRecord(SearchRecord value) { this.searchRecord = value; return this; }
    }

    @Route(Path="/sanctions/notes/get", Verbs="POST")
    @Api(Description="Get the notes for an existing sanctions search")
    @DataContract
    public static class GetSearchNotes extends BaseRequest implements IReturn<GetSearchNotesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetSearchNotesRequest request = null;
        public GetSearchNotesRequest getRequest() { return request; }
        public GetSearchNotes setRequest(GetSearchNotesRequest value) { this.request = value; return this; }
        private static Object responseType = GetSearchNotesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetSearchNotesData extends SearchNotesData
    {
    }

    @DataContract
    public static class GetSearchNotesRequest
    {
        /**
        * The search id
        */
        @DataMember
        public Long id = null;
        /**
        * Only if this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public GetSearchNotesRequest setId(Long value) { this.id = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetSearchNotesRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class GetSearchNotesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetSearchNotesData data = null;
        public GetSearchNotesData getData() { return data; }
        public GetSearchNotesResponse setData(GetSearchNotesData value) { this.data = value; return this; }
    }

    @DataContract
    public static class GetSearchRequest
    {
        /**
        * The search id
        */
        @DataMember
        public Long id = null;
        /**
        * true leaves out resolved results
        */
        @DataMember
        public Boolean onlyShowUnresolvedResults = null;
        /**
        * Checks that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public GetSearchRequest setId(Long value) { this.id = value; return this; }
        public Boolean getOnlyShowUnresolvedResults() { return onlyShowUnresolvedResults; }
        public GetSearchRequest setOnlyShowUnresolvedResults(Boolean value) { this.onlyShowUnresolvedResults = value; return this; }
        public String getSubUserName() { return subUserName; }
        public GetSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class GetSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetSearchData data = null;
        public GetSearchData getData() { return data; }
        public GetSearchResponse setData(GetSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/list", Verbs="POST")
    @Api(Description="Get all sanctions searches")
    @DataContract
    public static class GetSearches extends BaseRequest implements IReturn<GetSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetSearchesRequest request = null;
        public GetSearchesRequest getRequest() { return request; }
        public GetSearches setRequest(GetSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = GetSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetSearchesData extends BaseResponse
    {
        @DataMember
        public Integer totalSearchRecords = null;
        @DataMember
        public Integer currentPageNum = null;
        @DataMember
        public Integer maxPageNum = null;
        /**
        * The searches with their sources; results are left out (GetSearch shows them)
        */
        @DataMember
        public ArrayOfSanctionsSearchRecord searchRecords = null;
        public Integer getTotalSearchRecords() { return totalSearchRecords; }
        public GetSearchesData setTotalSearchRecords(Integer value) { this.totalSearchRecords = value; return this; }
        public Integer getCurrentPageNum() { return currentPageNum; }
        public GetSearchesData setCurrentPageNum(Integer value) { this.currentPageNum = value; return this; }
        public Integer getMaxPageNum() { return maxPageNum; }
        public GetSearchesData setMaxPageNum(Integer value) { this.maxPageNum = value; return this; }
        public ArrayOfSanctionsSearchRecord getSearchRecords() { return searchRecords; }
        public GetSearchesData setSearchRecords(ArrayOfSanctionsSearchRecord value) { this.searchRecords = value; return this; }
    }

    @DataContract
    public static class GetSearchesRequest
    {
        /**
        * Only searches this sub user may view
        */
        @DataMember
        public String subUserName = null;
        /**
        * true: only searches with unresolved results; false: only those without
        */
        @DataMember
        public Boolean listUnresolvedSearches = null;
        /**
        * true: only searches affected by a list update; false: only those not
        */
        @DataMember
        public Boolean listUpdatedSearches = null;
        /**
        * true: archived searches instead of current ones
        */
        @DataMember
        public Boolean listArchivedSearches = null;
        /**
        * 1-based page number (25 per page)
        */
        @DataMember
        public Integer page = null;
        /**
        * Status (default), Name or Date, optionally followed by ' desc'
        */
        @DataMember
        public String sortOrder = null;
        /**
        * Every word in the name; a quoted value as one substring
        */
        @DataMember
        public String nameSearch = null;
        /**
        * nameSearch is the whole name (case-insensitive)
        */
        @DataMember
        public Boolean nameSearchExact = null;
        /**
        * References that contain this value
        */
        @DataMember
        public String filterReference = null;
        /**
        * individual or entity
        */
        @DataMember
        public String filterType = null;
        /**
        * Searched on or after
        */
        @DataMember
        public Date filterDateFrom = null;
        /**
        * Searched before
        */
        @DataMember
        public Date filterDateTo = null;
        /**
        * Only searches created by this user
        */
        @DataMember
        public String filterUserName = null;
        public String getSubUserName() { return subUserName; }
        public GetSearchesRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Boolean getListUnresolvedSearches() { return listUnresolvedSearches; }
        public GetSearchesRequest setListUnresolvedSearches(Boolean value) { this.listUnresolvedSearches = value; return this; }
        public Boolean getListUpdatedSearches() { return listUpdatedSearches; }
        public GetSearchesRequest setListUpdatedSearches(Boolean value) { this.listUpdatedSearches = value; return this; }
        public Boolean getListArchivedSearches() { return listArchivedSearches; }
        public GetSearchesRequest setListArchivedSearches(Boolean value) { this.listArchivedSearches = value; return this; }
        public Integer getPage() { return page; }
        public GetSearchesRequest setPage(Integer value) { this.page = value; return this; }
        public String getSortOrder() { return sortOrder; }
        public GetSearchesRequest setSortOrder(String value) { this.sortOrder = value; return this; }
        public String getNameSearch() { return nameSearch; }
        public GetSearchesRequest setNameSearch(String value) { this.nameSearch = value; return this; }
        public Boolean getNameSearchExact() { return nameSearchExact; }
        public GetSearchesRequest setNameSearchExact(Boolean value) { this.nameSearchExact = value; return this; }
        public String getFilterReference() { return filterReference; }
        public GetSearchesRequest setFilterReference(String value) { this.filterReference = value; return this; }
        public String getFilterType() { return filterType; }
        public GetSearchesRequest setFilterType(String value) { this.filterType = value; return this; }
        public Date getFilterDateFrom() { return filterDateFrom; }
        public GetSearchesRequest setFilterDateFrom(Date value) { this.filterDateFrom = value; return this; }
        public Date getFilterDateTo() { return filterDateTo; }
        public GetSearchesRequest setFilterDateTo(Date value) { this.filterDateTo = value; return this; }
        public String getFilterUserName() { return filterUserName; }
        public GetSearchesRequest setFilterUserName(String value) { this.filterUserName = value; return this; }
    }

    @DataContract
    public static class GetSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetSearchesData data = null;
        public GetSearchesData getData() { return data; }
        public GetSearchesResponse setData(GetSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/subusers/get", Verbs="GET")
    @Api(Description="Get a sub user")
    @DataContract
    public static class GetSubUser extends BaseRequest implements IReturn<GetSubUserResponse>
    {
        /**
        * User name of the sub user
        */
        @DataMember
        public String subUserName = null;
        /**
        * Id of the sub user
        */
        @DataMember
        public UUID subUserId = null;
        public String getSubUserName() { return subUserName; }
        public GetSubUser setSubUserName(String value) { this.subUserName = value; return this; }
        public UUID getSubUserId() { return subUserId; }
        public GetSubUser setSubUserId(UUID value) { this.subUserId = value; return this; }
        private static Object responseType = GetSubUserResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetSubUserData extends BaseResponse
    {
        @DataMember
        public SubUser subUser = null;
        public SubUser getSubUser() { return subUser; }
        public GetSubUserData setSubUser(SubUser value) { this.subUser = value; return this; }
    }

    @DataContract
    public static class GetSubUserResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetSubUserData data = null;
        public GetSubUserData getData() { return data; }
        public GetSubUserResponse setData(GetSubUserData value) { this.data = value; return this; }
    }

    @Route(Path="/subusers/list", Verbs="GET")
    @Api(Description="Get all sub users")
    @DataContract
    public static class GetSubUsers extends BaseRequest implements IReturn<GetSubUsersResponse>
    {
        /**
        * If true the main user is included in the list of sub users
        */
        @DataMember
        public Boolean includeMainUser = null;
        public Boolean getIncludeMainUser() { return includeMainUser; }
        public GetSubUsers setIncludeMainUser(Boolean value) { this.includeMainUser = value; return this; }
        private static Object responseType = GetSubUsersResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetSubUsersData extends BaseResponse
    {
        /**
        * The list of sub users
        */
        @DataMember
        public ArrayList<SubUser> subUsers = null;
        public ArrayList<SubUser> getSubUsers() { return subUsers; }
        public GetSubUsersData setSubUsers(ArrayList<SubUser> value) { this.subUsers = value; return this; }
    }

    @DataContract
    public static class GetSubUsersResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetSubUsersData data = null;
        public GetSubUsersData getData() { return data; }
        public GetSubUsersResponse setData(GetSubUsersData value) { this.data = value; return this; }
    }

    @Route(Path="/validid/list", Verbs="POST")
    @Api(Description="Get all the ValidID Searches")
    @DataContract
    public static class GetValidIds extends BaseRequest implements IReturn<GetValidIdsResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public GetValidIdsRequest request = null;
        public GetValidIdsRequest getRequest() { return request; }
        public GetValidIds setRequest(GetValidIdsRequest value) { this.request = value; return this; }
        private static Object responseType = GetValidIdsResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class GetValidIdsData extends BaseResponse
    {
        @DataMember
        public Integer totalSearchRecords = null;
        @DataMember
        public Integer currentPageNum = null;
        @DataMember
        public Integer maxPageNum = null;
        @DataMember
        public ArrayList<ValidIdListItem> searchRecords = null;
        public Integer getTotalSearchRecords() { return totalSearchRecords; }
        public GetValidIdsData setTotalSearchRecords(Integer value) { this.totalSearchRecords = value; return this; }
        public Integer getCurrentPageNum() { return currentPageNum; }
        public GetValidIdsData setCurrentPageNum(Integer value) { this.currentPageNum = value; return this; }
        public Integer getMaxPageNum() { return maxPageNum; }
        public GetValidIdsData setMaxPageNum(Integer value) { this.maxPageNum = value; return this; }
        public ArrayList<ValidIdListItem> getSearchRecords() { return searchRecords; }
        public GetValidIdsData setSearchRecords(ArrayList<ValidIdListItem> value) { this.searchRecords = value; return this; }
    }

    @DataContract
    public static class GetValidIdsRequest
    {
        /**
        * Only searches this sub user may view
        */
        @DataMember
        public String subUserName = null;
        /**
        * 1-based page number (10 per page)
        */
        @DataMember
        public Integer page = null;
        /**
        * Status (default), Name or Date, optionally followed by ' desc'
        */
        @DataMember
        public String sortOrder = null;
        /**
        * Names that include every word of this value
        */
        @DataMember
        public String nameSearch = null;
        /**
        * References that include this value
        */
        @DataMember
        public String filterReference = null;
        /**
        * ValidID type: 1-6 or its name (Basic, Enhanced, ...)
        */
        @DataMember
        public String filterType = null;
        /**
        * Searched on or after
        */
        @DataMember
        public Date filterDateFrom = null;
        /**
        * Searched before
        */
        @DataMember
        public Date filterDateTo = null;
        /**
        * Only searches created by this user
        */
        @DataMember
        public String filterUserName = null;
        public String getSubUserName() { return subUserName; }
        public GetValidIdsRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Integer getPage() { return page; }
        public GetValidIdsRequest setPage(Integer value) { this.page = value; return this; }
        public String getSortOrder() { return sortOrder; }
        public GetValidIdsRequest setSortOrder(String value) { this.sortOrder = value; return this; }
        public String getNameSearch() { return nameSearch; }
        public GetValidIdsRequest setNameSearch(String value) { this.nameSearch = value; return this; }
        public String getFilterReference() { return filterReference; }
        public GetValidIdsRequest setFilterReference(String value) { this.filterReference = value; return this; }
        public String getFilterType() { return filterType; }
        public GetValidIdsRequest setFilterType(String value) { this.filterType = value; return this; }
        public Date getFilterDateFrom() { return filterDateFrom; }
        public GetValidIdsRequest setFilterDateFrom(Date value) { this.filterDateFrom = value; return this; }
        public Date getFilterDateTo() { return filterDateTo; }
        public GetValidIdsRequest setFilterDateTo(Date value) { this.filterDateTo = value; return this; }
        public String getFilterUserName() { return filterUserName; }
        public GetValidIdsRequest setFilterUserName(String value) { this.filterUserName = value; return this; }
    }

    @DataContract
    public static class GetValidIdsResponse
    {
        /**
        * The response data
        */
        @DataMember
        public GetValidIdsData data = null;
        public GetValidIdsData getData() { return data; }
        public GetValidIdsResponse setData(GetValidIdsData value) { this.data = value; return this; }
    }

    @DataContract
    public static class IdentityDocument
    {
        /**
        * The document id (within the client)
        */
        @DataMember
        public Integer id = null;
        /**
        * The document number
        */
        @DataMember
        public String documentNumber = null;
        /**
        * The name on the document
        */
        @DataMember
        public String fullName = null;
        /**
        * The date of birth on the document (DD/MM/YYYY)
        */
        @DataMember
        public String dateOfBirth = null;
        /**
        * The expiry date on the document (DD/MM/YYYY)
        */
        @DataMember
        public String dateOfExpiry = null;
        /**
        * The ISO code of the issuing country
        */
        @DataMember
        public String issuingCountry = null;
        /**
        * The OCR data was checked by a user (UpdateClient)
        */
        @DataMember
        public Boolean isVerified = null;
        public Integer getId() { return id; }
        public IdentityDocument setId(Integer value) { this.id = value; return this; }
        public String getDocumentNumber() { return documentNumber; }
        public IdentityDocument setDocumentNumber(String value) { this.documentNumber = value; return this; }
        public String getFullName() { return fullName; }
        public IdentityDocument setFullName(String value) { this.fullName = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public IdentityDocument setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getDateOfExpiry() { return dateOfExpiry; }
        public IdentityDocument setDateOfExpiry(String value) { this.dateOfExpiry = value; return this; }
        public String getIssuingCountry() { return issuingCountry; }
        public IdentityDocument setIssuingCountry(String value) { this.issuingCountry = value; return this; }
        public Boolean getIsVerified() { return isVerified; }
        public IdentityDocument setIsVerified(Boolean value) { this.isVerified = value; return this; }
    }

    @DataContract
    public static class LinkedTo
    {
        @DataMember
        public Integer clientId = null;
        @DataMember
        public Long id = null;
        @DataMember
        public String type = null;
        @DataMember
        public String subtype = null;
        @DataMember
        public String status = null;
        @DataMember
        public String description = null;
        @DataMember
        public Boolean isArchived = null;
        @DataMember
        public String name = null;
        @DataMember
        public Date date = null;
        public Integer getClientId() { return clientId; }
        public LinkedTo setClientId(Integer value) { this.clientId = value; return this; }
        public Long getId() { return id; }
        public LinkedTo setId(Long value) { this.id = value; return this; }
        public String getType() { return type; }
        public LinkedTo setType(String value) { this.type = value; return this; }
        public String getSubtype() { return subtype; }
        public LinkedTo setSubtype(String value) { this.subtype = value; return this; }
        public String getStatus() { return status; }
        public LinkedTo setStatus(String value) { this.status = value; return this; }
        public String getDescription() { return description; }
        public LinkedTo setDescription(String value) { this.description = value; return this; }
        public Boolean getIsArchived() { return isArchived; }
        public LinkedTo setIsArchived(Boolean value) { this.isArchived = value; return this; }
        public String getName() { return name; }
        public LinkedTo setName(String value) { this.name = value; return this; }
        public Date getDate() { return date; }
        public LinkedTo setDate(Date value) { this.date = value; return this; }
    }

    @DataContract
    public static class OfacAddress
    {
        @DataMember
        public String address1 = null;
        @DataMember
        public String address2 = null;
        @DataMember
        public String address3 = null;
        @DataMember
        public String city = null;
        @DataMember
        public String state = null;
        @DataMember
        public String postCode = null;
        @DataMember
        public String country = null;
        public String getAddress1() { return address1; }
        public OfacAddress setAddress1(String value) { this.address1 = value; return this; }
        public String getAddress2() { return address2; }
        public OfacAddress setAddress2(String value) { this.address2 = value; return this; }
        public String getAddress3() { return address3; }
        public OfacAddress setAddress3(String value) { this.address3 = value; return this; }
        public String getCity() { return city; }
        public OfacAddress setCity(String value) { this.city = value; return this; }
        public String getState() { return state; }
        public OfacAddress setState(String value) { this.state = value; return this; }
        public String getPostCode() { return postCode; }
        public OfacAddress setPostCode(String value) { this.postCode = value; return this; }
        public String getCountry() { return country; }
        public OfacAddress setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class OfacAka
    {
        @DataMember
        public String firstName = null;
        @DataMember
        public String lastName = null;
        @DataMember
        public String type = null;
        @DataMember
        public String strength = null;
        public String getFirstName() { return firstName; }
        public OfacAka setFirstName(String value) { this.firstName = value; return this; }
        public String getLastName() { return lastName; }
        public OfacAka setLastName(String value) { this.lastName = value; return this; }
        public String getType() { return type; }
        public OfacAka setType(String value) { this.type = value; return this; }
        public String getStrength() { return strength; }
        public OfacAka setStrength(String value) { this.strength = value; return this; }
    }

    @DataContract
    public static class OfacDateOfBirth
    {
        @DataMember
        public String dateOfBirth = null;
        public String getDateOfBirth() { return dateOfBirth; }
        public OfacDateOfBirth setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
    }

    @DataContract
    public static class OfacNationality
    {
        @DataMember
        public String country = null;
        public String getCountry() { return country; }
        public OfacNationality setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class OfacPlaceOfBirth
    {
        @DataMember
        public String placeOfBirth = null;
        public String getPlaceOfBirth() { return placeOfBirth; }
        public OfacPlaceOfBirth setPlaceOfBirth(String value) { this.placeOfBirth = value; return this; }
    }

    @DataContract
    public static class OtherDocument extends IdentityDocument
    {
        /**
        * What kind of document it is (e.g. 'National ID card')
        */
        @DataMember
        public String documentType = null;
        public String getDocumentType() { return documentType; }
        public OtherDocument setDocumentType(String value) { this.documentType = value; return this; }
    }

    @DataContract
    public static class PageLinks
    {
        @DataMember
        public String self = null;
        @DataMember
        public String first = null;
        @DataMember
        public String last = null;
        @DataMember
        public String next = null;
        @DataMember
        public String prev = null;
        public String getSelf() { return self; }
        public PageLinks setSelf(String value) { this.self = value; return this; }
        public String getFirst() { return first; }
        public PageLinks setFirst(String value) { this.first = value; return this; }
        public String getLast() { return last; }
        public PageLinks setLast(String value) { this.last = value; return this; }
        public String getNext() { return next; }
        public PageLinks setNext(String value) { this.next = value; return this; }
        public String getPrev() { return prev; }
        public PageLinks setPrev(String value) { this.prev = value; return this; }
    }

    @DataContract
    public static class PageMeta
    {
        @DataMember
        public PageLinks links = null;
        /**
        * Total records for the query
        */
        @DataMember
        public Integer totalCount = null;
        /**
        * Maximum records in one page
        */
        @DataMember
        public Integer pageLimit = null;
        /**
        * Zero-based start position
        */
        @DataMember
        public Integer pageOffset = null;
        public PageLinks getLinks() { return links; }
        public PageMeta setLinks(PageLinks value) { this.links = value; return this; }
        public Integer getTotalCount() { return totalCount; }
        public PageMeta setTotalCount(Integer value) { this.totalCount = value; return this; }
        public Integer getPageLimit() { return pageLimit; }
        public PageMeta setPageLimit(Integer value) { this.pageLimit = value; return this; }
        public Integer getPageOffset() { return pageOffset; }
        public PageMeta setPageOffset(Integer value) { this.pageOffset = value; return this; }
    }

    @DataContract
    public static class PagedRequest extends BaseRequest
    {
        /**
        * Maximum records per page (1-500, default 25)
        */
        @DataMember(Name="page[limit]")
        @SerializedName("page[limit]")
        public Integer pageLimit = null;
        /**
        * Zero-based start
        */
        @DataMember(Name="page[offset]")
        @SerializedName("page[offset]")
        public Integer pageOffset = null;
        /**
        * status (default), name, date, dateUpdated or reference; prefix - for descending
        */
        @DataMember
        public String sort = null;
        public Integer getPageLimit() { return pageLimit; }
        public PagedRequest setPageLimit(Integer value) { this.pageLimit = value; return this; }
        public Integer getPageOffset() { return pageOffset; }
        public PagedRequest setPageOffset(Integer value) { this.pageOffset = value; return this; }
        public String getSort() { return sort; }
        public PagedRequest setSort(String value) { this.sort = value; return this; }
    }

    @DataContract
    public static class Passport extends IdentityDocument
    {
    }

    @DataContract
    public static class PdfDocument
    {
        @DataMember
        public Long id = null;
        /**
        * The document is ready to download
        */
        @DataMember
        public Boolean isReady = null;
        @DataMember
        public String name = null;
        @DataMember
        public String searchedName = null;
        @DataMember
        public String fileName = null;
        /**
        * sanctions, pep, validid, companylookup, ...
        */
        @DataMember
        public String type = null;
        @DataMember
        public Long sanctionsSearchId = null;
        @DataMember
        public Long pepSearchId = null;
        @DataMember
        public Integer validIdSearchId = null;
        @DataMember
        public Integer companyLookupSearchId = null;
        @DataMember
        public Date dateCreated = null;
        @DataMember
        public Date dateExpires = null;
        public Long getId() { return id; }
        public PdfDocument setId(Long value) { this.id = value; return this; }
        public Boolean getIsReady() { return isReady; }
        public PdfDocument setIsReady(Boolean value) { this.isReady = value; return this; }
        public String getName() { return name; }
        public PdfDocument setName(String value) { this.name = value; return this; }
        public String getSearchedName() { return searchedName; }
        public PdfDocument setSearchedName(String value) { this.searchedName = value; return this; }
        public String getFileName() { return fileName; }
        public PdfDocument setFileName(String value) { this.fileName = value; return this; }
        public String getType() { return type; }
        public PdfDocument setType(String value) { this.type = value; return this; }
        public Long getSanctionsSearchId() { return sanctionsSearchId; }
        public PdfDocument setSanctionsSearchId(Long value) { this.sanctionsSearchId = value; return this; }
        public Long getPepSearchId() { return pepSearchId; }
        public PdfDocument setPepSearchId(Long value) { this.pepSearchId = value; return this; }
        public Integer getValidIdSearchId() { return validIdSearchId; }
        public PdfDocument setValidIdSearchId(Integer value) { this.validIdSearchId = value; return this; }
        public Integer getCompanyLookupSearchId() { return companyLookupSearchId; }
        public PdfDocument setCompanyLookupSearchId(Integer value) { this.companyLookupSearchId = value; return this; }
        public Date getDateCreated() { return dateCreated; }
        public PdfDocument setDateCreated(Date value) { this.dateCreated = value; return this; }
        public Date getDateExpires() { return dateExpires; }
        public PdfDocument setDateExpires(Date value) { this.dateExpires = value; return this; }
    }

    @DataContract
    public static class PdfDocumentWithData extends PdfDocument
    {
        /**
        * The file content (base64)
        */
        @DataMember
        public byte[] documentBytes = null;
        public byte[] getDocumentBytes() { return documentBytes; }
        public PdfDocumentWithData setDocumentBytes(byte[] value) { this.documentBytes = value; return this; }
    }

    @DataContract
    public static class PepSearchIDRequest
    {
        /**
        * Check that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        @DataMember
        public Long id = null;
        public String getSubUserName() { return subUserName; }
        public PepSearchIDRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public PepSearchIDRequest setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class PepSearchRecord
    {
        @DataMember
        public Long id = null;
        @DataMember
        public SearchCriteria searchCriteria = null;
        /**
        * individual or entity
        */
        @DataMember
        public String searchType = null;
        /**
        * A PEP list update changed the results: a new decision is needed
        */
        @DataMember
        public Boolean affectedByUpdate = null;
        @DataMember
        public Boolean clientInResults = null;
        @DataMember
        public Boolean clientNotInResults = null;
        /**
        * A one-off search; false for a monitored search that expires on dateRenewal
        */
        @DataMember
        public Boolean isDayOneSearch = null;
        @DataMember
        public Date dateSearched = null;
        /**
        * Last decision (or the search date)
        */
        @DataMember
        public Date dateUpdated = null;
        /**
        * When the monitored search is due for renewal; null for a day-one search
        */
        @DataMember
        public Date dateRenewal = null;
        @DataMember
        public Integer numOfResults = null;
        /**
        * Results not yet resolved (an addition to the original)
        */
        @DataMember
        public Integer numOfUnresolvedResults = null;
        /**
        * No longer checked during list updates
        */
        @DataMember
        public Boolean isArchived = null;
        @DataMember
        public Date dateArchived = null;
        /**
        * The results (GetPepSearch, AddPepSearch; empty in lists)
        */
        @DataMember
        public ArrayList<PepSearchResult> pepSearchResults = null;
        public Long getId() { return id; }
        public PepSearchRecord setId(Long value) { this.id = value; return this; }
        public SearchCriteria getSearchCriteria() { return searchCriteria; }
        public PepSearchRecord setSearchCriteria(SearchCriteria value) { this.searchCriteria = value; return this; }
        public String getSearchType() { return searchType; }
        public PepSearchRecord setSearchType(String value) { this.searchType = value; return this; }
        public Boolean getAffectedByUpdate() { return affectedByUpdate; }
        public PepSearchRecord setAffectedByUpdate(Boolean value) { this.affectedByUpdate = value; return this; }
        public Boolean getClientInResults() { return clientInResults; }
        public PepSearchRecord setClientInResults(Boolean value) { this.clientInResults = value; return this; }
        public Boolean getClientNotInResults() { return clientNotInResults; }
        public PepSearchRecord setClientNotInResults(Boolean value) { this.clientNotInResults = value; return this; }
        public Boolean getIsDayOneSearch() { return isDayOneSearch; }
        public PepSearchRecord setIsDayOneSearch(Boolean value) { this.isDayOneSearch = value; return this; }
        public Date getDateSearched() { return dateSearched; }
        public PepSearchRecord setDateSearched(Date value) { this.dateSearched = value; return this; }
        public Date getDateUpdated() { return dateUpdated; }
        public PepSearchRecord setDateUpdated(Date value) { this.dateUpdated = value; return this; }
        public Date getDateRenewal() { return dateRenewal; }
        public PepSearchRecord setDateRenewal(Date value) { this.dateRenewal = value; return this; }
        public Integer getNumOfResults() { return numOfResults; }
        public PepSearchRecord setNumOfResults(Integer value) { this.numOfResults = value; return this; }
        public Integer getNumOfUnresolvedResults() { return numOfUnresolvedResults; }
        public PepSearchRecord setNumOfUnresolvedResults(Integer value) { this.numOfUnresolvedResults = value; return this; }
        public Boolean getIsArchived() { return isArchived; }
        public PepSearchRecord setIsArchived(Boolean value) { this.isArchived = value; return this; }
        public Date getDateArchived() { return dateArchived; }
        public PepSearchRecord setDateArchived(Date value) { this.dateArchived = value; return this; }
        public ArrayList<PepSearchResult> getPepSearchResults() { return pepSearchResults; }
        public PepSearchRecord setPepSearchResults(ArrayList<PepSearchResult> value) { this.pepSearchResults = value; return this; }
    }

    @DataContract
    public static class PepSearchResult
    {
        /**
        * Result id, for UpdatePepSearch's searchResultIds
        */
        @DataMember
        public Long id = null;
        @DataMember
        public BigDecimal resultSimilarity = null;
        @DataMember
        public Boolean resultResolved = null;
        @DataMember
        public Date dateLastUpdated = null;
        @DataMember
        public String title = null;
        @DataMember
        public String forename = null;
        @DataMember
        public String middlename = null;
        @DataMember
        public String surname = null;
        /**
        * The matched name as the list writes it (an addition)
        */
        @DataMember
        public String fullName = null;
        @DataMember
        public Date dateOfBirth = null;
        @DataMember
        public Integer yearOfBirth = null;
        @DataMember
        public String gender = null;
        @DataMember
        public String nationality = null;
        /**
        * The list and entity the result came from
        */
        @DataMember
        public String source = null;
        /**
        * PEP, or RCA for a relative or close associate
        */
        @DataMember
        public String category = null;
        public Long getId() { return id; }
        public PepSearchResult setId(Long value) { this.id = value; return this; }
        public BigDecimal getResultSimilarity() { return resultSimilarity; }
        public PepSearchResult setResultSimilarity(BigDecimal value) { this.resultSimilarity = value; return this; }
        public Boolean getResultResolved() { return resultResolved; }
        public PepSearchResult setResultResolved(Boolean value) { this.resultResolved = value; return this; }
        public Date getDateLastUpdated() { return dateLastUpdated; }
        public PepSearchResult setDateLastUpdated(Date value) { this.dateLastUpdated = value; return this; }
        public String getTitle() { return title; }
        public PepSearchResult setTitle(String value) { this.title = value; return this; }
        public String getForename() { return forename; }
        public PepSearchResult setForename(String value) { this.forename = value; return this; }
        public String getMiddlename() { return middlename; }
        public PepSearchResult setMiddlename(String value) { this.middlename = value; return this; }
        public String getSurname() { return surname; }
        public PepSearchResult setSurname(String value) { this.surname = value; return this; }
        public String getFullName() { return fullName; }
        public PepSearchResult setFullName(String value) { this.fullName = value; return this; }
        public Date getDateOfBirth() { return dateOfBirth; }
        public PepSearchResult setDateOfBirth(Date value) { this.dateOfBirth = value; return this; }
        public Integer getYearOfBirth() { return yearOfBirth; }
        public PepSearchResult setYearOfBirth(Integer value) { this.yearOfBirth = value; return this; }
        public String getGender() { return gender; }
        public PepSearchResult setGender(String value) { this.gender = value; return this; }
        public String getNationality() { return nationality; }
        public PepSearchResult setNationality(String value) { this.nationality = value; return this; }
        public String getSource() { return source; }
        public PepSearchResult setSource(String value) { this.source = value; return this; }
        public String getCategory() { return category; }
        public PepSearchResult setCategory(String value) { this.category = value; return this; }
    }

    @DataContract
    public static class ReferenceData
    {
        @DataMember
        public ArrayList<Country> countries = null;
        @DataMember
        public ArrayList<CompanyIndustry> companyIndustries = null;
        @DataMember
        public ArrayList<CompanyType> companyTypes = null;
        @DataMember
        public ArrayOfVatCountry vatCountries = null;
        @DataMember
        public String termsAndConditionsLink = null;
        @DataMember
        public String privacyPolicyLink = null;
        @DataMember
        public String contactStatement = null;
        @DataMember
        public String dataProtectionStatement = null;
        public ArrayList<Country> getCountries() { return countries; }
        public ReferenceData setCountries(ArrayList<Country> value) { this.countries = value; return this; }
        public ArrayList<CompanyIndustry> getCompanyIndustries() { return companyIndustries; }
        public ReferenceData setCompanyIndustries(ArrayList<CompanyIndustry> value) { this.companyIndustries = value; return this; }
        public ArrayList<CompanyType> getCompanyTypes() { return companyTypes; }
        public ReferenceData setCompanyTypes(ArrayList<CompanyType> value) { this.companyTypes = value; return this; }
        public ArrayOfVatCountry getVatCountries() { return vatCountries; }
        public ReferenceData setVatCountries(ArrayOfVatCountry value) { this.vatCountries = value; return this; }
        public String getTermsAndConditionsLink() { return termsAndConditionsLink; }
        public ReferenceData setTermsAndConditionsLink(String value) { this.termsAndConditionsLink = value; return this; }
        public String getPrivacyPolicyLink() { return privacyPolicyLink; }
        public ReferenceData setPrivacyPolicyLink(String value) { this.privacyPolicyLink = value; return this; }
        public String getContactStatement() { return contactStatement; }
        public ReferenceData setContactStatement(String value) { this.contactStatement = value; return this; }
        public String getDataProtectionStatement() { return dataProtectionStatement; }
        public ReferenceData setDataProtectionStatement(String value) { this.dataProtectionStatement = value; return this; }
    }

    @Route(Path="/account/register", Verbs="POST")
    @Api(Description="Create a new account")
    @DataContract
    public static class RegisterAccount extends BaseRequest implements IReturn<RegisterAccountResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public RegisterAccountRequest request = null;
        public RegisterAccountRequest getRequest() { return request; }
        public RegisterAccount setRequest(RegisterAccountRequest value) { this.request = value; return this; }
        private static Object responseType = RegisterAccountResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class RegisterAccountData extends BaseResponse
    {
        /**
        * Unique identifier of the API access
        */
        @DataMember
        public String apiUserId = null;
        /**
        * Secure randomly generated key (shown once)
        */
        @DataMember
        public String apiUserKey = null;
        public String getApiUserId() { return apiUserId; }
        public RegisterAccountData setApiUserId(String value) { this.apiUserId = value; return this; }
        public String getApiUserKey() { return apiUserKey; }
        public RegisterAccountData setApiUserKey(String value) { this.apiUserKey = value; return this; }
    }

    @DataContract
    public static class RegisterAccountRequest
    {
        /**
        * Login user name: at most 50 of [a-zA-Z0-9-_.@]
        */
        @DataMember
        public String username = null;
        /**
        * 8-100 characters
        */
        @DataMember
        public String password = null;
        /**
        * Contact e-mail of the account holder
        */
        @DataMember
        public String email = null;
        /**
        * Full legal name of the holder
        */
        @DataMember
        public String fullName = null;
        /**
        * Registered company name
        */
        @DataMember
        public String companyName = null;
        /**
        * Company contact phone
        */
        @DataMember
        public String companyPhone = null;
        /**
        * First address line
        */
        @DataMember
        public String address1 = null;
        /**
        * Second address line
        */
        @DataMember
        public String address2 = null;
        /**
        * Third address line
        */
        @DataMember
        public String address3 = null;
        /**
        * City
        */
        @DataMember
        public String city = null;
        /**
        * Postal code
        */
        @DataMember
        public String postcode = null;
        /**
        * Country code from the template's reference data
        */
        @DataMember
        public String country = null;
        /**
        * Company type (id or name) from the reference data
        */
        @DataMember
        public String companyType = null;
        /**
        * Industry (id or name) from the reference data
        */
        @DataMember
        public String companyIndustry = null;
        /**
        * Trade body, network or affiliation
        */
        @DataMember
        public String companyNetwork = null;
        /**
        * Must be true
        */
        @DataMember
        public Boolean agreeToTerms = null;
        /**
        * Must be true
        */
        @DataMember
        public Boolean agreeToDataProtection = null;
        /**
        * Consent to be contacted
        */
        @DataMember
        public Boolean agreeToContact = null;
        /**
        * Must be true
        */
        @DataMember
        public Boolean agreeToPrivacy = null;
        /**
        * Discount or promotion code
        */
        @DataMember
        public String voucherCode = null;
        /**
        * Code granting access to features
        */
        @DataMember
        public String accountActivationCode = null;
        /**
        * VAT registration number
        */
        @DataMember
        public String vatNumber = null;
        /**
        * Country of VAT registration (code from the reference data)
        */
        @DataMember
        public String vatCountry = null;
        public String getUsername() { return username; }
        public RegisterAccountRequest setUsername(String value) { this.username = value; return this; }
        public String getPassword() { return password; }
        public RegisterAccountRequest setPassword(String value) { this.password = value; return this; }
        public String getEmail() { return email; }
        public RegisterAccountRequest setEmail(String value) { this.email = value; return this; }
        public String getFullName() { return fullName; }
        public RegisterAccountRequest setFullName(String value) { this.fullName = value; return this; }
        public String getCompanyName() { return companyName; }
        public RegisterAccountRequest setCompanyName(String value) { this.companyName = value; return this; }
        public String getCompanyPhone() { return companyPhone; }
        public RegisterAccountRequest setCompanyPhone(String value) { this.companyPhone = value; return this; }
        public String getAddress1() { return address1; }
        public RegisterAccountRequest setAddress1(String value) { this.address1 = value; return this; }
        public String getAddress2() { return address2; }
        public RegisterAccountRequest setAddress2(String value) { this.address2 = value; return this; }
        public String getAddress3() { return address3; }
        public RegisterAccountRequest setAddress3(String value) { this.address3 = value; return this; }
        public String getCity() { return city; }
        public RegisterAccountRequest setCity(String value) { this.city = value; return this; }
        public String getPostcode() { return postcode; }
        public RegisterAccountRequest setPostcode(String value) { this.postcode = value; return this; }
        public String getCountry() { return country; }
        public RegisterAccountRequest setCountry(String value) { this.country = value; return this; }
        public String getCompanyType() { return companyType; }
        public RegisterAccountRequest setCompanyType(String value) { this.companyType = value; return this; }
        public String getCompanyIndustry() { return companyIndustry; }
        public RegisterAccountRequest setCompanyIndustry(String value) { this.companyIndustry = value; return this; }
        public String getCompanyNetwork() { return companyNetwork; }
        public RegisterAccountRequest setCompanyNetwork(String value) { this.companyNetwork = value; return this; }
        public Boolean getAgreeToTerms() { return agreeToTerms; }
        public RegisterAccountRequest setAgreeToTerms(Boolean value) { this.agreeToTerms = value; return this; }
        public Boolean getAgreeToDataProtection() { return agreeToDataProtection; }
        public RegisterAccountRequest setAgreeToDataProtection(Boolean value) { this.agreeToDataProtection = value; return this; }
        public Boolean getAgreeToContact() { return agreeToContact; }
        public RegisterAccountRequest setAgreeToContact(Boolean value) { this.agreeToContact = value; return this; }
        public Boolean getAgreeToPrivacy() { return agreeToPrivacy; }
        public RegisterAccountRequest setAgreeToPrivacy(Boolean value) { this.agreeToPrivacy = value; return this; }
        public String getVoucherCode() { return voucherCode; }
        public RegisterAccountRequest setVoucherCode(String value) { this.voucherCode = value; return this; }
        public String getAccountActivationCode() { return accountActivationCode; }
        public RegisterAccountRequest setAccountActivationCode(String value) { this.accountActivationCode = value; return this; }
        public String getVatNumber() { return vatNumber; }
        public RegisterAccountRequest setVatNumber(String value) { this.vatNumber = value; return this; }
        public String getVatCountry() { return vatCountry; }
        public RegisterAccountRequest setVatCountry(String value) { this.vatCountry = value; return this; }
    }

    @DataContract
    public static class RegisterAccountResponse
    {
        /**
        * The response data
        */
        @DataMember
        public RegisterAccountData data = null;
        public RegisterAccountData getData() { return data; }
        public RegisterAccountResponse setData(RegisterAccountData value) { this.data = value; return this; }
    }

    @Route(Path="/account/register/template", Verbs="GET")
    @Api(Description="Get a template to create a new account")
    @DataContract
    public static class RegisterAccountTemplate extends BaseRequest implements IReturn<RegisterAccountTemplateResponse>
    {
        private static Object responseType = RegisterAccountTemplateResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class RegisterAccountTemplateData extends BaseResponse
    {
        /**
        * Request body of RegisterAccount
        */
        @DataMember
        public RegisterAccountRequest request = null;
        /**
        * Allowed values for that body
        */
        @DataMember
        public ReferenceData referenceData = null;
        public RegisterAccountRequest getRequest() { return request; }
        public RegisterAccountTemplateData setRequest(RegisterAccountRequest value) { this.request = value; return this; }
        public ReferenceData getReferenceData() { return referenceData; }
        public RegisterAccountTemplateData setReferenceData(ReferenceData value) { this.referenceData = value; return this; }
    }

    @DataContract
    public static class RegisterAccountTemplateResponse
    {
        /**
        * The response data
        */
        @DataMember
        public RegisterAccountTemplateData data = null;
        public RegisterAccountTemplateData getData() { return data; }
        public RegisterAccountTemplateResponse setData(RegisterAccountTemplateData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/renew/all", Verbs="PUT")
    @Api(Description="Renews all PEP searches that are due for renewal")
    @DataContract
    public static class RenewAllPepSearches extends BaseRequest implements IReturn<RenewAllPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public RenewAllPepSearchesRequest request = null;
        public RenewAllPepSearchesRequest getRequest() { return request; }
        public RenewAllPepSearches setRequest(RenewAllPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = RenewAllPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class RenewAllPepSearchesData extends BaseResponse
    {
        /**
        * Searches renewed
        */
        @DataMember
        public Integer count = null;
        /**
        * Cost debited, in the account's currency
        */
        @DataMember
        public BigDecimal totalCost = null;
        /**
        * The effective renewal date, yyyy-MM-dd
        */
        @DataMember
        public String renewalDate = null;
        public Integer getCount() { return count; }
        public RenewAllPepSearchesData setCount(Integer value) { this.count = value; return this; }
        public BigDecimal getTotalCost() { return totalCost; }
        public RenewAllPepSearchesData setTotalCost(BigDecimal value) { this.totalCost = value; return this; }
        public String getRenewalDate() { return renewalDate; }
        public RenewAllPepSearchesData setRenewalDate(String value) { this.renewalDate = value; return this; }
    }

    @DataContract
    public static class RenewAllPepSearchesRequest
    {
        /**
        * Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
        */
        @DataMember
        public Date renewalDate = null;
        public Date getRenewalDate() { return renewalDate; }
        public RenewAllPepSearchesRequest setRenewalDate(Date value) { this.renewalDate = value; return this; }
    }

    @DataContract
    public static class RenewAllPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public RenewAllPepSearchesData data = null;
        public RenewAllPepSearchesData getData() { return data; }
        public RenewAllPepSearchesResponse setData(RenewAllPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/renew/selected", Verbs="PUT")
    @Api(Description="Renews selected PEP searches that are due for renewal")
    @DataContract
    public static class RenewPepSearches extends BaseRequest implements IReturn<RenewPepSearchesResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public RenewPepSearchesRequest request = null;
        public RenewPepSearchesRequest getRequest() { return request; }
        public RenewPepSearches setRequest(RenewPepSearchesRequest value) { this.request = value; return this; }
        private static Object responseType = RenewPepSearchesResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class RenewPepSearchesData extends BaseResponse
    {
        /**
        * Searches renewed
        */
        @DataMember
        public Integer count = null;
        /**
        * Cost debited, in the account's currency
        */
        @DataMember
        public BigDecimal totalCost = null;
        /**
        * Ids not found, not visible or not due
        */
        @DataMember
        public ArrayList<Long> failedIds = null;
        public Integer getCount() { return count; }
        public RenewPepSearchesData setCount(Integer value) { this.count = value; return this; }
        public BigDecimal getTotalCost() { return totalCost; }
        public RenewPepSearchesData setTotalCost(BigDecimal value) { this.totalCost = value; return this; }
        public ArrayList<Long> getFailedIds() { return failedIds; }
        public RenewPepSearchesData setFailedIds(ArrayList<Long> value) { this.failedIds = value; return this; }
    }

    @DataContract
    public static class RenewPepSearchesRequest
    {
        /**
        * PEP search ids (fewer than 500)
        */
        @DataMember
        public ArrayOfLong ids = null;
        /**
        * Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
        */
        @DataMember
        public Date dateRenewal = null;
        public ArrayOfLong getIds() { return ids; }
        public RenewPepSearchesRequest setIds(ArrayOfLong value) { this.ids = value; return this; }
        public Date getDateRenewal() { return dateRenewal; }
        public RenewPepSearchesRequest setDateRenewal(Date value) { this.dateRenewal = value; return this; }
    }

    @DataContract
    public static class RenewPepSearchesResponse
    {
        /**
        * The response data
        */
        @DataMember
        public RenewPepSearchesData data = null;
        public RenewPepSearchesData getData() { return data; }
        public RenewPepSearchesResponse setData(RenewPepSearchesData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/save", Verbs="POST")
    @Api(Description="Save a PEP search as a PDF document")
    @DataContract
    public static class SavePepSearch extends BaseRequest implements IReturn<SavePepSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public SavePepSearchRequest request = null;
        public SavePepSearchRequest getRequest() { return request; }
        public SavePepSearch setRequest(SavePepSearchRequest value) { this.request = value; return this; }
        private static Object responseType = SavePepSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class SavePepSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        /**
        * Id of the new saved document (for GetPdf); an addition to the original
        */
        @DataMember
        public Long documentId = null;
        public Boolean getSuccess() { return success; }
        public SavePepSearchData setSuccess(Boolean value) { this.success = value; return this; }
        public Long getDocumentId() { return documentId; }
        public SavePepSearchData setDocumentId(Long value) { this.documentId = value; return this; }
    }

    @DataContract
    public static class SavePepSearchRequest
    {
        /**
        * Keep the document in this sub user's account
        */
        @DataMember
        public String subUserName = null;
        /**
        * The search to save
        */
        @DataMember
        public Long id = null;
        public String getSubUserName() { return subUserName; }
        public SavePepSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public SavePepSearchRequest setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class SavePepSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public SavePepSearchData data = null;
        public SavePepSearchData getData() { return data; }
        public SavePepSearchResponse setData(SavePepSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/save", Verbs="POST")
    @Api(Description="Save a sanctions search as a PDF document")
    @DataContract
    public static class SaveSearch extends BaseRequest implements IReturn<SaveSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public SaveSearchRequest request = null;
        public SaveSearchRequest getRequest() { return request; }
        public SaveSearch setRequest(SaveSearchRequest value) { this.request = value; return this; }
        private static Object responseType = SaveSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class SaveSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        /**
        * Id of the new saved document (for GetPdf); an addition to the original
        */
        @DataMember
        public Long documentId = null;
        public Boolean getSuccess() { return success; }
        public SaveSearchData setSuccess(Boolean value) { this.success = value; return this; }
        public Long getDocumentId() { return documentId; }
        public SaveSearchData setDocumentId(Long value) { this.documentId = value; return this; }
    }

    @DataContract
    public static class SaveSearchRequest
    {
        /**
        * The search to save
        */
        @DataMember
        public Long id = null;
        /**
        * Keep the saved document within this sub user's account
        */
        @DataMember
        public String subUserName = null;
        public Long getId() { return id; }
        public SaveSearchRequest setId(Long value) { this.id = value; return this; }
        public String getSubUserName() { return subUserName; }
        public SaveSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class SaveSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public SaveSearchData data = null;
        public SaveSearchData getData() { return data; }
        public SaveSearchResponse setData(SaveSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/validid/save", Verbs="POST")
    @Api(Description="Save a ValidID Search as a PDF document")
    @DataContract
    public static class SaveValidId extends BaseRequest implements IReturn<SaveValidIdResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public SaveValidIdRequest request = null;
        public SaveValidIdRequest getRequest() { return request; }
        public SaveValidId setRequest(SaveValidIdRequest value) { this.request = value; return this; }
        private static Object responseType = SaveValidIdResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class SaveValidIdData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        /**
        * Id of the new saved document (for GetPdf); an addition to the original
        */
        @DataMember
        public Long documentId = null;
        public Boolean getSuccess() { return success; }
        public SaveValidIdData setSuccess(Boolean value) { this.success = value; return this; }
        public Long getDocumentId() { return documentId; }
        public SaveValidIdData setDocumentId(Long value) { this.documentId = value; return this; }
    }

    @DataContract
    public static class SaveValidIdRequest
    {
        /**
        * The ValidID search to save
        */
        @DataMember
        public Integer id = null;
        /**
        * Only if this sub user may view the search; the document is theirs
        */
        @DataMember
        public String subUserName = null;
        public Integer getId() { return id; }
        public SaveValidIdRequest setId(Integer value) { this.id = value; return this; }
        public String getSubUserName() { return subUserName; }
        public SaveValidIdRequest setSubUserName(String value) { this.subUserName = value; return this; }
    }

    @DataContract
    public static class SaveValidIdResponse
    {
        /**
        * The response data
        */
        @DataMember
        public SaveValidIdData data = null;
        public SaveValidIdData getData() { return data; }
        public SaveValidIdResponse setData(SaveValidIdData value) { this.data = value; return this; }
    }

    @Route(Path="/companies/search", Verbs="POST")
    @Api(Description="Search for company details")
    @DataContract
    public static class SearchCompanyLookup extends BaseRequest implements IReturn<SearchCompanyLookupResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public SearchCompanyLookupRequest request = null;
        public SearchCompanyLookupRequest getRequest() { return request; }
        public SearchCompanyLookup setRequest(SearchCompanyLookupRequest value) { this.request = value; return this; }
        private static Object responseType = SearchCompanyLookupResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class SearchCompanyLookupData extends BaseResponse
    {
        @DataMember
        public ArrayOfCompany searchResults = null;
        public ArrayOfCompany getSearchResults() { return searchResults; }
        public SearchCompanyLookupData setSearchResults(ArrayOfCompany value) { this.searchResults = value; return this; }
    }

    @DataContract
    public static class SearchCompanyLookupRequest
    {
        /**
        * Part of the company name (case-insensitive)
        */
        @DataMember
        public String companyName = null;
        /**
        * ISO 3166 alpha-2 country code
        */
        @DataMember
        public String companyCountry = null;
        /**
        * Prefix match, at most 10 results
        */
        @DataMember
        public Boolean autocompleteMode = null;
        public String getCompanyName() { return companyName; }
        public SearchCompanyLookupRequest setCompanyName(String value) { this.companyName = value; return this; }
        public String getCompanyCountry() { return companyCountry; }
        public SearchCompanyLookupRequest setCompanyCountry(String value) { this.companyCountry = value; return this; }
        public Boolean getAutocompleteMode() { return autocompleteMode; }
        public SearchCompanyLookupRequest setAutocompleteMode(Boolean value) { this.autocompleteMode = value; return this; }
    }

    @DataContract
    public static class SearchCompanyLookupResponse
    {
        /**
        * The response data
        */
        @DataMember
        public SearchCompanyLookupData data = null;
        public SearchCompanyLookupData getData() { return data; }
        public SearchCompanyLookupResponse setData(SearchCompanyLookupData value) { this.data = value; return this; }
    }

    @DataContract
    public static class SearchCriteria
    {
        @DataMember
        public String name = null;
        @DataMember
        public String address = null;
        @DataMember
        public String country = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public String nationality = null;
        @DataMember
        public String reference = null;
        public String getName() { return name; }
        public SearchCriteria setName(String value) { this.name = value; return this; }
        public String getAddress() { return address; }
        public SearchCriteria setAddress(String value) { this.address = value; return this; }
        public String getCountry() { return country; }
        public SearchCriteria setCountry(String value) { this.country = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchCriteria setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getNationality() { return nationality; }
        public SearchCriteria setNationality(String value) { this.nationality = value; return this; }
        public String getReference() { return reference; }
        public SearchCriteria setReference(String value) { this.reference = value; return this; }
    }

    @DataContract
    public static class SearchNote
    {
        /**
        * User name of the author
        */
        @DataMember
        public String name = null;
        @DataMember
        public Date date = null;
        @DataMember
        public String content = null;
        public String getName() { return name; }
        public SearchNote setName(String value) { this.name = value; return this; }
        public Date getDate() { return date; }
        public SearchNote setDate(Date value) { this.date = value; return this; }
        public String getContent() { return content; }
        public SearchNote setContent(String value) { this.content = value; return this; }
    }

    @DataContract
    public static class SearchNotesData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        /**
        * The notes, oldest first
        */
        @DataMember
        public ArrayOfSearchNote notes = null;
        /**
        * The search id
        */
        @DataMember
        public Long id = null;
        public Boolean getSuccess() { return success; }
        public SearchNotesData setSuccess(Boolean value) { this.success = value; return this; }
        public ArrayOfSearchNote getNotes() { return notes; }
        public SearchNotesData setNotes(ArrayOfSearchNote value) { this.notes = value; return this; }
        public Long getId() { return id; }
        public SearchNotesData setId(Long value) { this.id = value; return this; }
    }

    @DataContract
    public static class SearchRecord
    {
        @DataMember
        public Long id = null;
        /**
        * individual or entity
        */
        @DataMember
        public String searchType = null;
        @DataMember
        public Date dateSearched = null;
        @DataMember
        public Date dateUpdated = null;
        @DataMember
        public Date dateArchived = null;
        @DataMember
        public Boolean isArchived = null;
        @DataMember
        public Integer numOfResults = null;
        @DataMember
        public Boolean clientInResults = null;
        @DataMember
        public Boolean clientNotInResults = null;
        @DataMember
        public Boolean affectedByUpdate = null;
        @DataMember
        public SearchCriteria searchCriteria = null;
        /**
        * Results per list (deprecated form)
        */
        @DataMember
        public SearchResults searchResults = null;
        @DataMember
        public ArrayList<SearchSource> searchSources = null;
        @DataMember
        public ArrayList<SearchResultEntry> listSearchResults = null;
        public Long getId() { return id; }
        public SearchRecord setId(Long value) { this.id = value; return this; }
        public String getSearchType() { return searchType; }
        public SearchRecord setSearchType(String value) { this.searchType = value; return this; }
        public Date getDateSearched() { return dateSearched; }
        public SearchRecord setDateSearched(Date value) { this.dateSearched = value; return this; }
        public Date getDateUpdated() { return dateUpdated; }
        public SearchRecord setDateUpdated(Date value) { this.dateUpdated = value; return this; }
        public Date getDateArchived() { return dateArchived; }
        public SearchRecord setDateArchived(Date value) { this.dateArchived = value; return this; }
        public Boolean getIsArchived() { return isArchived; }
        public SearchRecord setIsArchived(Boolean value) { this.isArchived = value; return this; }
        public Integer getNumOfResults() { return numOfResults; }
        public SearchRecord setNumOfResults(Integer value) { this.numOfResults = value; return this; }
        public Boolean getClientInResults() { return clientInResults; }
        public SearchRecord setClientInResults(Boolean value) { this.clientInResults = value; return this; }
        public Boolean getClientNotInResults() { return clientNotInResults; }
        public SearchRecord setClientNotInResults(Boolean value) { this.clientNotInResults = value; return this; }
        public Boolean getAffectedByUpdate() { return affectedByUpdate; }
        public SearchRecord setAffectedByUpdate(Boolean value) { this.affectedByUpdate = value; return this; }
        public SearchCriteria getSearchCriteria() { return searchCriteria; }
        public SearchRecord setSearchCriteria(SearchCriteria value) { this.searchCriteria = value; return this; }
        public SearchResults getSearchResults() { return searchResults; }
        public SearchRecord setSearchResults(SearchResults value) { this.searchResults = value; return this; }
        public ArrayList<SearchSource> getSearchSources() { return searchSources; }
        public SearchRecord setSearchSources(ArrayList<SearchSource> value) { this.searchSources = value; return this; }
        public ArrayList<SearchResultEntry> getListSearchResults() { return listSearchResults; }
        public SearchRecord setListSearchResults(ArrayList<SearchResultEntry> value) { this.listSearchResults = value; return this; }
    }

    @DataContract
    public static class SearchResultAddress
    {
        @DataMember
        public Long searchResultAddressId = null;
        @DataMember
        public String type = null;
        @DataMember
        public String address1 = null;
        @DataMember
        public String address2 = null;
        @DataMember
        public String address3 = null;
        @DataMember
        public String city = null;
        @DataMember
        public String county = null;
        @DataMember
        public String postCode = null;
        @DataMember
        public String country = null;
        public Long getSearchResultAddressId() { return searchResultAddressId; }
        public SearchResultAddress setSearchResultAddressId(Long value) { this.searchResultAddressId = value; return this; }
        public String getType() { return type; }
        public SearchResultAddress setType(String value) { this.type = value; return this; }
        public String getAddress1() { return address1; }
        public SearchResultAddress setAddress1(String value) { this.address1 = value; return this; }
        public String getAddress2() { return address2; }
        public SearchResultAddress setAddress2(String value) { this.address2 = value; return this; }
        public String getAddress3() { return address3; }
        public SearchResultAddress setAddress3(String value) { this.address3 = value; return this; }
        public String getCity() { return city; }
        public SearchResultAddress setCity(String value) { this.city = value; return this; }
        public String getCounty() { return county; }
        public SearchResultAddress setCounty(String value) { this.county = value; return this; }
        public String getPostCode() { return postCode; }
        public SearchResultAddress setPostCode(String value) { this.postCode = value; return this; }
        public String getCountry() { return country; }
        public SearchResultAddress setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class SearchResultBase
    {
        @DataMember
        public Integer resultStrength = null;
        @DataMember
        public BigDecimal resultSimilarity = null;
        @DataMember
        public Boolean resultResolved = null;
        @DataMember
        public String resultType = null;
        @DataMember
        public Date dateUpdated = null;
        public Integer getResultStrength() { return resultStrength; }
        public SearchResultBase setResultStrength(Integer value) { this.resultStrength = value; return this; }
        public BigDecimal getResultSimilarity() { return resultSimilarity; }
        public SearchResultBase setResultSimilarity(BigDecimal value) { this.resultSimilarity = value; return this; }
        public Boolean getResultResolved() { return resultResolved; }
        public SearchResultBase setResultResolved(Boolean value) { this.resultResolved = value; return this; }
        public String getResultType() { return resultType; }
        public SearchResultBase setResultType(String value) { this.resultType = value; return this; }
        public Date getDateUpdated() { return dateUpdated; }
        public SearchResultBase setDateUpdated(Date value) { this.dateUpdated = value; return this; }
    }

    @DataContract
    public static class SearchResultCanadianJustice extends SearchResultBase
    {
        @DataMember
        public String name = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public String country = null;
        @DataMember
        public Integer refId = null;
        public String getName() { return name; }
        public SearchResultCanadianJustice setName(String value) { this.name = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchResultCanadianJustice setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getCountry() { return country; }
        public SearchResultCanadianJustice setCountry(String value) { this.country = value; return this; }
        public Integer getRefId() { return refId; }
        public SearchResultCanadianJustice setRefId(Integer value) { this.refId = value; return this; }
    }

    @DataContract
    public static class SearchResultCanadianSema extends SearchResultBase
    {
        @DataMember
        public String name = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public String country = null;
        @DataMember
        public String schedule = null;
        @DataMember
        public String item = null;
        public String getName() { return name; }
        public SearchResultCanadianSema setName(String value) { this.name = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchResultCanadianSema setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getCountry() { return country; }
        public SearchResultCanadianSema setCountry(String value) { this.country = value; return this; }
        public String getSchedule() { return schedule; }
        public SearchResultCanadianSema setSchedule(String value) { this.schedule = value; return this; }
        public String getItem() { return item; }
        public SearchResultCanadianSema setItem(String value) { this.item = value; return this; }
    }

    @DataContract
    public static class SearchResultDateOfBirth
    {
        @DataMember
        public Long searchResultDateOfBirthId = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public Short year = null;
        @DataMember
        public Short month = null;
        @DataMember
        public Short day = null;
        @DataMember
        public String type = null;
        public Long getSearchResultDateOfBirthId() { return searchResultDateOfBirthId; }
        public SearchResultDateOfBirth setSearchResultDateOfBirthId(Long value) { this.searchResultDateOfBirthId = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchResultDateOfBirth setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public Short getYear() { return year; }
        public SearchResultDateOfBirth setYear(Short value) { this.year = value; return this; }
        public Short getMonth() { return month; }
        public SearchResultDateOfBirth setMonth(Short value) { this.month = value; return this; }
        public Short getDay() { return day; }
        public SearchResultDateOfBirth setDay(Short value) { this.day = value; return this; }
        public String getType() { return type; }
        public SearchResultDateOfBirth setType(String value) { this.type = value; return this; }
    }

    @DataContract
    public static class SearchResultDfat extends SearchResultBase
    {
        @DataMember
        public String fullName = null;
        @DataMember
        public String address = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public String placeOfBirth = null;
        @DataMember
        public String nationality = null;
        public String getFullName() { return fullName; }
        public SearchResultDfat setFullName(String value) { this.fullName = value; return this; }
        public String getAddress() { return address; }
        public SearchResultDfat setAddress(String value) { this.address = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchResultDfat setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getPlaceOfBirth() { return placeOfBirth; }
        public SearchResultDfat setPlaceOfBirth(String value) { this.placeOfBirth = value; return this; }
        public String getNationality() { return nationality; }
        public SearchResultDfat setNationality(String value) { this.nationality = value; return this; }
    }

    @DataContract
    public static class SearchResultEntry
    {
        @DataMember
        public Long searchResultId = null;
        @DataMember
        public Integer resultStrength = null;
        @DataMember
        public BigDecimal resultSimilarity = null;
        @DataMember
        public Boolean resultResolved = null;
        @DataMember
        public String resultType = null;
        @DataMember
        public Date dateUpdated = null;
        @DataMember
        public String sanctionsListId = null;
        @DataMember
        public String sanctionsListName = null;
        @DataMember
        public ArrayList<SearchResultAddress> addresses = null;
        @DataMember
        public ArrayList<SearchResultDateOfBirth> datesOfBirth = null;
        @DataMember
        public ArrayList<SearchResultName> names = null;
        @DataMember
        public ArrayList<SearchResultNationality> nationalities = null;
        @DataMember
        public ArrayList<SearchResultPlaceOfBirth> placesOfBirth = null;
        @DataMember
        public ArrayList<SearchResultRemark> remarks = null;
        public Long getSearchResultId() { return searchResultId; }
        public SearchResultEntry setSearchResultId(Long value) { this.searchResultId = value; return this; }
        public Integer getResultStrength() { return resultStrength; }
        public SearchResultEntry setResultStrength(Integer value) { this.resultStrength = value; return this; }
        public BigDecimal getResultSimilarity() { return resultSimilarity; }
        public SearchResultEntry setResultSimilarity(BigDecimal value) { this.resultSimilarity = value; return this; }
        public Boolean getResultResolved() { return resultResolved; }
        public SearchResultEntry setResultResolved(Boolean value) { this.resultResolved = value; return this; }
        public String getResultType() { return resultType; }
        public SearchResultEntry setResultType(String value) { this.resultType = value; return this; }
        public Date getDateUpdated() { return dateUpdated; }
        public SearchResultEntry setDateUpdated(Date value) { this.dateUpdated = value; return this; }
        public String getSanctionsListId() { return sanctionsListId; }
        public SearchResultEntry setSanctionsListId(String value) { this.sanctionsListId = value; return this; }
        public String getSanctionsListName() { return sanctionsListName; }
        public SearchResultEntry setSanctionsListName(String value) { this.sanctionsListName = value; return this; }
        public ArrayList<SearchResultAddress> getAddresses() { return addresses; }
        public SearchResultEntry setAddresses(ArrayList<SearchResultAddress> value) { this.addresses = value; return this; }
        public ArrayList<SearchResultDateOfBirth> getDatesOfBirth() { return datesOfBirth; }
        public SearchResultEntry setDatesOfBirth(ArrayList<SearchResultDateOfBirth> value) { this.datesOfBirth = value; return this; }
        public ArrayList<SearchResultName> getNames() { return names; }
        public SearchResultEntry setNames(ArrayList<SearchResultName> value) { this.names = value; return this; }
        public ArrayList<SearchResultNationality> getNationalities() { return nationalities; }
        public SearchResultEntry setNationalities(ArrayList<SearchResultNationality> value) { this.nationalities = value; return this; }
        public ArrayList<SearchResultPlaceOfBirth> getPlacesOfBirth() { return placesOfBirth; }
        public SearchResultEntry setPlacesOfBirth(ArrayList<SearchResultPlaceOfBirth> value) { this.placesOfBirth = value; return this; }
        public ArrayList<SearchResultRemark> getRemarks() { return remarks; }
        public SearchResultEntry setRemarks(ArrayList<SearchResultRemark> value) { this.remarks = value; return this; }
    }

    @DataContract
    public static class SearchResultEu extends SearchResultBase
    {
        @DataMember
        public ArrayList<EuAddress> addresses = null;
        @DataMember
        public ArrayList<EuBirth> births = null;
        @DataMember
        public ArrayList<EuCitizenship> citizenships = null;
        @DataMember
        public ArrayList<EuName> names = null;
        @DataMember
        public ArrayList<EuPassport> passports = null;
        public ArrayList<EuAddress> getAddresses() { return addresses; }
        public SearchResultEu setAddresses(ArrayList<EuAddress> value) { this.addresses = value; return this; }
        public ArrayList<EuBirth> getBirths() { return births; }
        public SearchResultEu setBirths(ArrayList<EuBirth> value) { this.births = value; return this; }
        public ArrayList<EuCitizenship> getCitizenships() { return citizenships; }
        public SearchResultEu setCitizenships(ArrayList<EuCitizenship> value) { this.citizenships = value; return this; }
        public ArrayList<EuName> getNames() { return names; }
        public SearchResultEu setNames(ArrayList<EuName> value) { this.names = value; return this; }
        public ArrayList<EuPassport> getPassports() { return passports; }
        public SearchResultEu setPassports(ArrayList<EuPassport> value) { this.passports = value; return this; }
    }

    @DataContract
    public static class SearchResultHmTreasury extends SearchResultBase
    {
        @DataMember
        public Date dateListed = null;
        @DataMember
        public String name1 = null;
        @DataMember
        public String name2 = null;
        @DataMember
        public String name3 = null;
        @DataMember
        public String name4 = null;
        @DataMember
        public String name5 = null;
        @DataMember
        public String name6 = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public String countryOfBirth = null;
        @DataMember
        public String nationality = null;
        @DataMember
        public String address1 = null;
        @DataMember
        public String address2 = null;
        @DataMember
        public String address3 = null;
        @DataMember
        public String address4 = null;
        @DataMember
        public String address5 = null;
        @DataMember
        public String address6 = null;
        @DataMember
        public String postCode = null;
        @DataMember
        public String country = null;
        public Date getDateListed() { return dateListed; }
        public SearchResultHmTreasury setDateListed(Date value) { this.dateListed = value; return this; }
        public String getName1() { return name1; }
        public SearchResultHmTreasury setName1(String value) { this.name1 = value; return this; }
        public String getName2() { return name2; }
        public SearchResultHmTreasury setName2(String value) { this.name2 = value; return this; }
        public String getName3() { return name3; }
        public SearchResultHmTreasury setName3(String value) { this.name3 = value; return this; }
        public String getName4() { return name4; }
        public SearchResultHmTreasury setName4(String value) { this.name4 = value; return this; }
        public String getName5() { return name5; }
        public SearchResultHmTreasury setName5(String value) { this.name5 = value; return this; }
        public String getName6() { return name6; }
        public SearchResultHmTreasury setName6(String value) { this.name6 = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchResultHmTreasury setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getCountryOfBirth() { return countryOfBirth; }
        public SearchResultHmTreasury setCountryOfBirth(String value) { this.countryOfBirth = value; return this; }
        public String getNationality() { return nationality; }
        public SearchResultHmTreasury setNationality(String value) { this.nationality = value; return this; }
        public String getAddress1() { return address1; }
        public SearchResultHmTreasury setAddress1(String value) { this.address1 = value; return this; }
        public String getAddress2() { return address2; }
        public SearchResultHmTreasury setAddress2(String value) { this.address2 = value; return this; }
        public String getAddress3() { return address3; }
        public SearchResultHmTreasury setAddress3(String value) { this.address3 = value; return this; }
        public String getAddress4() { return address4; }
        public SearchResultHmTreasury setAddress4(String value) { this.address4 = value; return this; }
        public String getAddress5() { return address5; }
        public SearchResultHmTreasury setAddress5(String value) { this.address5 = value; return this; }
        public String getAddress6() { return address6; }
        public SearchResultHmTreasury setAddress6(String value) { this.address6 = value; return this; }
        public String getPostCode() { return postCode; }
        public SearchResultHmTreasury setPostCode(String value) { this.postCode = value; return this; }
        public String getCountry() { return country; }
        public SearchResultHmTreasury setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class SearchResultName
    {
        @DataMember
        public Long searchResultNameId = null;
        /**
        * primary, alias, alias-strong, alias-weak, ...
        */
        @DataMember
        public String type = null;
        @DataMember
        public String title = null;
        @DataMember
        public String fullName = null;
        @DataMember
        public BigDecimal resultSimilarity = null;
        public Long getSearchResultNameId() { return searchResultNameId; }
        public SearchResultName setSearchResultNameId(Long value) { this.searchResultNameId = value; return this; }
        public String getType() { return type; }
        public SearchResultName setType(String value) { this.type = value; return this; }
        public String getTitle() { return title; }
        public SearchResultName setTitle(String value) { this.title = value; return this; }
        public String getFullName() { return fullName; }
        public SearchResultName setFullName(String value) { this.fullName = value; return this; }
        public BigDecimal getResultSimilarity() { return resultSimilarity; }
        public SearchResultName setResultSimilarity(BigDecimal value) { this.resultSimilarity = value; return this; }
    }

    @DataContract
    public static class SearchResultNationality
    {
        @DataMember
        public Long searchResultNationalityId = null;
        @DataMember
        public String nationality = null;
        public Long getSearchResultNationalityId() { return searchResultNationalityId; }
        public SearchResultNationality setSearchResultNationalityId(Long value) { this.searchResultNationalityId = value; return this; }
        public String getNationality() { return nationality; }
        public SearchResultNationality setNationality(String value) { this.nationality = value; return this; }
    }

    @DataContract
    public static class SearchResultOfac extends SearchResultBase
    {
        @DataMember
        public String firstName = null;
        @DataMember
        public String lastName = null;
        @DataMember
        public ArrayList<OfacAddress> addresses = null;
        @DataMember
        public ArrayList<OfacAka> akas = null;
        @DataMember
        public ArrayList<OfacDateOfBirth> dateOfBirths = null;
        @DataMember
        public ArrayList<OfacNationality> nationalities = null;
        @DataMember
        public ArrayList<OfacPlaceOfBirth> placeOfBirths = null;
        public String getFirstName() { return firstName; }
        public SearchResultOfac setFirstName(String value) { this.firstName = value; return this; }
        public String getLastName() { return lastName; }
        public SearchResultOfac setLastName(String value) { this.lastName = value; return this; }
        public ArrayList<OfacAddress> getAddresses() { return addresses; }
        public SearchResultOfac setAddresses(ArrayList<OfacAddress> value) { this.addresses = value; return this; }
        public ArrayList<OfacAka> getAkas() { return akas; }
        public SearchResultOfac setAkas(ArrayList<OfacAka> value) { this.akas = value; return this; }
        public ArrayList<OfacDateOfBirth> getDateOfBirths() { return dateOfBirths; }
        public SearchResultOfac setDateOfBirths(ArrayList<OfacDateOfBirth> value) { this.dateOfBirths = value; return this; }
        public ArrayList<OfacNationality> getNationalities() { return nationalities; }
        public SearchResultOfac setNationalities(ArrayList<OfacNationality> value) { this.nationalities = value; return this; }
        public ArrayList<OfacPlaceOfBirth> getPlaceOfBirths() { return placeOfBirths; }
        public SearchResultOfac setPlaceOfBirths(ArrayList<OfacPlaceOfBirth> value) { this.placeOfBirths = value; return this; }
    }

    @DataContract
    public static class SearchResultOsfi extends SearchResultBase
    {
        @DataMember
        public String fullName = null;
        @DataMember
        public String address = null;
        @DataMember
        public String dateOfBirth = null;
        @DataMember
        public String placeOfBirth = null;
        @DataMember
        public String nationality = null;
        public String getFullName() { return fullName; }
        public SearchResultOsfi setFullName(String value) { this.fullName = value; return this; }
        public String getAddress() { return address; }
        public SearchResultOsfi setAddress(String value) { this.address = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public SearchResultOsfi setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getPlaceOfBirth() { return placeOfBirth; }
        public SearchResultOsfi setPlaceOfBirth(String value) { this.placeOfBirth = value; return this; }
        public String getNationality() { return nationality; }
        public SearchResultOsfi setNationality(String value) { this.nationality = value; return this; }
    }

    @DataContract
    public static class SearchResultPlaceOfBirth
    {
        @DataMember
        public Long searchResultPlaceOfBirthId = null;
        @DataMember
        public String placeOfBirth = null;
        @DataMember
        public String countryOfBirth = null;
        public Long getSearchResultPlaceOfBirthId() { return searchResultPlaceOfBirthId; }
        public SearchResultPlaceOfBirth setSearchResultPlaceOfBirthId(Long value) { this.searchResultPlaceOfBirthId = value; return this; }
        public String getPlaceOfBirth() { return placeOfBirth; }
        public SearchResultPlaceOfBirth setPlaceOfBirth(String value) { this.placeOfBirth = value; return this; }
        public String getCountryOfBirth() { return countryOfBirth; }
        public SearchResultPlaceOfBirth setCountryOfBirth(String value) { this.countryOfBirth = value; return this; }
    }

    @DataContract
    public static class SearchResultRemark
    {
        @DataMember
        public Long searchResultRemarkId = null;
        @DataMember
        public String name = null;
        @DataMember
        public String description = null;
        public Long getSearchResultRemarkId() { return searchResultRemarkId; }
        public SearchResultRemark setSearchResultRemarkId(Long value) { this.searchResultRemarkId = value; return this; }
        public String getName() { return name; }
        public SearchResultRemark setName(String value) { this.name = value; return this; }
        public String getDescription() { return description; }
        public SearchResultRemark setDescription(String value) { this.description = value; return this; }
    }

    @DataContract
    public static class SearchResults
    {
        @DataMember
        public ArrayList<SearchResultEu> euResults = null;
        @DataMember
        public ArrayList<SearchResultHmTreasury> hmtResults = null;
        @DataMember
        public ArrayList<SearchResultHmTreasury> hmtUkraineResults = null;
        @DataMember
        public ArrayList<SearchResultOfac> ofacResults = null;
        @DataMember
        public ArrayList<SearchResultOfac> ofacConsolidatedResults = null;
        @DataMember
        public ArrayList<SearchResultDfat> dfatResults = null;
        @DataMember
        public ArrayList<SearchResultOsfi> osfiResults = null;
        @DataMember
        public ArrayList<SearchResultCanadianJustice> canadianJusticeResults = null;
        @DataMember
        public ArrayList<SearchResultCanadianSema> canadianSemaResults = null;
        @DataMember
        public ArrayList<SearchResultEntry> swissSecoResults = null;
        public ArrayList<SearchResultEu> getEuResults() { return euResults; }
        public SearchResults setEuResults(ArrayList<SearchResultEu> value) { this.euResults = value; return this; }
        public ArrayList<SearchResultHmTreasury> getHmtResults() { return hmtResults; }
        public SearchResults setHmtResults(ArrayList<SearchResultHmTreasury> value) { this.hmtResults = value; return this; }
        public ArrayList<SearchResultHmTreasury> getHmtUkraineResults() { return hmtUkraineResults; }
        public SearchResults setHmtUkraineResults(ArrayList<SearchResultHmTreasury> value) { this.hmtUkraineResults = value; return this; }
        public ArrayList<SearchResultOfac> getOfacResults() { return ofacResults; }
        public SearchResults setOfacResults(ArrayList<SearchResultOfac> value) { this.ofacResults = value; return this; }
        public ArrayList<SearchResultOfac> getOfacConsolidatedResults() { return ofacConsolidatedResults; }
        public SearchResults setOfacConsolidatedResults(ArrayList<SearchResultOfac> value) { this.ofacConsolidatedResults = value; return this; }
        public ArrayList<SearchResultDfat> getDfatResults() { return dfatResults; }
        public SearchResults setDfatResults(ArrayList<SearchResultDfat> value) { this.dfatResults = value; return this; }
        public ArrayList<SearchResultOsfi> getOsfiResults() { return osfiResults; }
        public SearchResults setOsfiResults(ArrayList<SearchResultOsfi> value) { this.osfiResults = value; return this; }
        public ArrayList<SearchResultCanadianJustice> getCanadianJusticeResults() { return canadianJusticeResults; }
        public SearchResults setCanadianJusticeResults(ArrayList<SearchResultCanadianJustice> value) { this.canadianJusticeResults = value; return this; }
        public ArrayList<SearchResultCanadianSema> getCanadianSemaResults() { return canadianSemaResults; }
        public SearchResults setCanadianSemaResults(ArrayList<SearchResultCanadianSema> value) { this.canadianSemaResults = value; return this; }
        public ArrayList<SearchResultEntry> getSwissSecoResults() { return swissSecoResults; }
        public SearchResults setSwissSecoResults(ArrayList<SearchResultEntry> value) { this.swissSecoResults = value; return this; }
    }

    @DataContract
    public static class SearchSource
    {
        @DataMember
        public String listId = null;
        @DataMember
        public String listName = null;
        @DataMember
        public String listShortName = null;
        @DataMember
        public Boolean isAffectedByListUpdate = null;
        public String getListId() { return listId; }
        public SearchSource setListId(String value) { this.listId = value; return this; }
        public String getListName() { return listName; }
        public SearchSource setListName(String value) { this.listName = value; return this; }
        public String getListShortName() { return listShortName; }
        public SearchSource setListShortName(String value) { this.listShortName = value; return this; }
        public Boolean getIsAffectedByListUpdate() { return isAffectedByListUpdate; }
        public SearchSource setIsAffectedByListUpdate(Boolean value) { this.isAffectedByListUpdate = value; return this; }
    }

    @DataContract
    public static class SubUser
    {
        /**
        * The user who created the account
        */
        @DataMember
        public Boolean isMainUser = null;
        @DataMember
        public UUID userId = null;
        /**
        * Sign-in user name
        */
        @DataMember
        public String userName = null;
        @DataMember
        public String name = null;
        @DataMember
        public String email = null;
        /**
        * Admin privileges such as managing purchases and sub users
        */
        @DataMember
        public Boolean isAdmin = null;
        @DataMember
        public Boolean canResolveSearches = null;
        @DataMember
        public Boolean canDeleteSearches = null;
        /**
        * User names whose searches this user may see
        */
        @DataMember
        public ArrayOfUserNames permissions = null;
        public Boolean getIsMainUser() { return isMainUser; }
        public SubUser setIsMainUser(Boolean value) { this.isMainUser = value; return this; }
        public UUID getUserId() { return userId; }
        public SubUser setUserId(UUID value) { this.userId = value; return this; }
        public String getUserName() { return userName; }
        public SubUser setUserName(String value) { this.userName = value; return this; }
        public String getName() { return name; }
        public SubUser setName(String value) { this.name = value; return this; }
        public String getEmail() { return email; }
        public SubUser setEmail(String value) { this.email = value; return this; }
        public Boolean getIsAdmin() { return isAdmin; }
        public SubUser setIsAdmin(Boolean value) { this.isAdmin = value; return this; }
        public Boolean getCanResolveSearches() { return canResolveSearches; }
        public SubUser setCanResolveSearches(Boolean value) { this.canResolveSearches = value; return this; }
        public Boolean getCanDeleteSearches() { return canDeleteSearches; }
        public SubUser setCanDeleteSearches(Boolean value) { this.canDeleteSearches = value; return this; }
        public ArrayOfUserNames getPermissions() { return permissions; }
        public SubUser setPermissions(ArrayOfUserNames value) { this.permissions = value; return this; }
    }

    @Route(Path="/clients/{Id}", Verbs="PUT")
    @Api(Description="Verify a client")
    @DataContract
    public static class UpdateClient extends BaseRequest implements IReturn<UpdateClientResponse>
    {
        /**
        * The client id
        */
        @DataMember
        public Integer id = null;
        /**
        * The full name of the client (max 250)
        */
        @DataMember
        public String name = null;
        /**
        * Your reference, if any (max 250)
        */
        @DataMember
        public String reference = null;
        /**
        * Every passport of the client, with isVerified true
        */
        @DataMember
        public ArrayList<Passport> passports = null;
        /**
        * Every driving licence of the client, with isVerified true
        */
        @DataMember
        public ArrayList<DrivingLicence> drivingLicences = null;
        /**
        * Every other document of the client, with isVerified true
        */
        @DataMember
        public ArrayList<OtherDocument> otherDocuments = null;
        public Integer getId() { return id; }
        public UpdateClient setId(Integer value) { this.id = value; return this; }
        public String getName() { return name; }
        public UpdateClient setName(String value) { this.name = value; return this; }
        public String getReference() { return reference; }
        public UpdateClient setReference(String value) { this.reference = value; return this; }
        public ArrayList<Passport> getPassports() { return passports; }
        public UpdateClient setPassports(ArrayList<Passport> value) { this.passports = value; return this; }
        public ArrayList<DrivingLicence> getDrivingLicences() { return drivingLicences; }
        public UpdateClient setDrivingLicences(ArrayList<DrivingLicence> value) { this.drivingLicences = value; return this; }
        public ArrayList<OtherDocument> getOtherDocuments() { return otherDocuments; }
        public UpdateClient setOtherDocuments(ArrayList<OtherDocument> value) { this.otherDocuments = value; return this; }
        private static Object responseType = UpdateClientResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class UpdateClientData extends BaseResponse
    {
        /**
        * The verified client
        */
        @DataMember
        public Client client = null;
        public Client getClient() { return client; }
        public UpdateClientData setClient(Client value) { this.client = value; return this; }
    }

    @DataContract
    public static class UpdateClientResponse
    {
        /**
        * The response data
        */
        @DataMember
        public UpdateClientData data = null;
        public UpdateClientData getData() { return data; }
        public UpdateClientResponse setData(UpdateClientData value) { this.data = value; return this; }
    }

    @Route(Path="/peps/update", Verbs="PUT")
    @Api(Description="Resolve a PEP search or some of its results")
    @DataContract
    public static class UpdatePepSearch extends BaseRequest implements IReturn<UpdatePepSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public UpdatePepSearchRequest request = null;
        public UpdatePepSearchRequest getRequest() { return request; }
        public UpdatePepSearch setRequest(UpdatePepSearchRequest value) { this.request = value; return this; }
        private static Object responseType = UpdatePepSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class UpdatePepSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public UpdatePepSearchData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class UpdatePepSearchRequest
    {
        /**
        * Check that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        @DataMember
        public Long id = null;
        /**
        * The client is one of the results (exactly one of the two is true)
        */
        @DataMember
        public Boolean clientInResults = null;
        /**
        * The client is none of the results
        */
        @DataMember
        public Boolean clientNotInResults = null;
        /**
        * Resolve only these results (default: all)
        */
        @DataMember
        public ArrayOfLong searchResultIds = null;
        public String getSubUserName() { return subUserName; }
        public UpdatePepSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public UpdatePepSearchRequest setId(Long value) { this.id = value; return this; }
        public Boolean getClientInResults() { return clientInResults; }
        public UpdatePepSearchRequest setClientInResults(Boolean value) { this.clientInResults = value; return this; }
        public Boolean getClientNotInResults() { return clientNotInResults; }
        public UpdatePepSearchRequest setClientNotInResults(Boolean value) { this.clientNotInResults = value; return this; }
        public ArrayOfLong getSearchResultIds() { return searchResultIds; }
        public UpdatePepSearchRequest setSearchResultIds(ArrayOfLong value) { this.searchResultIds = value; return this; }
    }

    @DataContract
    public static class UpdatePepSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public UpdatePepSearchData data = null;
        public UpdatePepSearchData getData() { return data; }
        public UpdatePepSearchResponse setData(UpdatePepSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/sanctions/update", Verbs="PUT")
    @Api(Description="Resolve a sanctions search or some of its results")
    @DataContract
    public static class UpdateSearch extends BaseRequest implements IReturn<UpdateSearchResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public UpdateSearchRequest request = null;
        public UpdateSearchRequest getRequest() { return request; }
        public UpdateSearch setRequest(UpdateSearchRequest value) { this.request = value; return this; }
        private static Object responseType = UpdateSearchResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class UpdateSearchData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public UpdateSearchData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class UpdateSearchRequest
    {
        /**
        * Check that this sub user may view the search
        */
        @DataMember
        public String subUserName = null;
        @DataMember
        public Long id = null;
        /**
        * The client is one of the results (exactly one of the two is true)
        */
        @DataMember
        public Boolean clientInResults = null;
        /**
        * The client is none of the results
        */
        @DataMember
        public Boolean clientNotInResults = null;
        /**
        * Resolve only these results (default: all)
        */
        @DataMember
        public ArrayOfLong searchResultIds = null;
        public String getSubUserName() { return subUserName; }
        public UpdateSearchRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public Long getId() { return id; }
        public UpdateSearchRequest setId(Long value) { this.id = value; return this; }
        public Boolean getClientInResults() { return clientInResults; }
        public UpdateSearchRequest setClientInResults(Boolean value) { this.clientInResults = value; return this; }
        public Boolean getClientNotInResults() { return clientNotInResults; }
        public UpdateSearchRequest setClientNotInResults(Boolean value) { this.clientNotInResults = value; return this; }
        public ArrayOfLong getSearchResultIds() { return searchResultIds; }
        public UpdateSearchRequest setSearchResultIds(ArrayOfLong value) { this.searchResultIds = value; return this; }
    }

    @DataContract
    public static class UpdateSearchResponse
    {
        /**
        * The response data
        */
        @DataMember
        public UpdateSearchData data = null;
        public UpdateSearchData getData() { return data; }
        public UpdateSearchResponse setData(UpdateSearchData value) { this.data = value; return this; }
    }

    @Route(Path="/subusers/update", Verbs="PUT")
    @Api(Description="Update a sub user")
    @DataContract
    public static class UpdateSubUser extends BaseRequest implements IReturn<UpdateSubUserResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public UpdateSubUserRequest request = null;
        public UpdateSubUserRequest getRequest() { return request; }
        public UpdateSubUser setRequest(UpdateSubUserRequest value) { this.request = value; return this; }
        private static Object responseType = UpdateSubUserResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class UpdateSubUserData extends BaseResponse
    {
        /**
        * The sub user
        */
        @DataMember
        public SubUser subUser = null;
        public SubUser getSubUser() { return subUser; }
        public UpdateSubUserData setSubUser(SubUser value) { this.subUser = value; return this; }
    }

    @DataContract
    public static class UpdateSubUserRequest
    {
        /**
        * The user name of the sub user
        */
        @DataMember
        public String subUserName = null;
        /**
        * The user names whose searches the sub user may see (ServiceStack's ArrayOfString)
        */
        @DataMember
        public ArrayOfString permissions = null;
        public String getSubUserName() { return subUserName; }
        public UpdateSubUserRequest setSubUserName(String value) { this.subUserName = value; return this; }
        public ArrayOfString getPermissions() { return permissions; }
        public UpdateSubUserRequest setPermissions(ArrayOfString value) { this.permissions = value; return this; }
    }

    @DataContract
    public static class UpdateSubUserResponse
    {
        /**
        * The response data
        */
        @DataMember
        public UpdateSubUserData data = null;
        public UpdateSubUserData getData() { return data; }
        public UpdateSubUserResponse setData(UpdateSubUserData value) { this.data = value; return this; }
    }

    @Route(Path="/validid/update", Verbs="PUT")
    @Api(Description="Update a ValidID Search")
    @DataContract
    public static class UpdateValidId extends BaseRequest implements IReturn<UpdateValidIdResponse>
    {
        /**
        * The request data
        */
        @DataMember
        public UpdateValidIdRequest request = null;
        public UpdateValidIdRequest getRequest() { return request; }
        public UpdateValidId setRequest(UpdateValidIdRequest value) { this.request = value; return this; }
        private static Object responseType = UpdateValidIdResponse.class;
        public Object getResponseType() { return responseType; }
    }

    @DataContract
    public static class UpdateValidIdData extends BaseResponse
    {
        /**
        * Did the request succeed
        */
        @DataMember
        public Boolean success = null;
        public Boolean getSuccess() { return success; }
        public UpdateValidIdData setSuccess(Boolean value) { this.success = value; return this; }
    }

    @DataContract
    public static class UpdateValidIdRequest
    {
        /**
        * The ValidID search id
        */
        @DataMember
        public Integer id = null;
        /**
        * The client is in the results (exactly one of the two must be true)
        */
        @DataMember
        public Boolean clientInResults = null;
        /**
        * The client is not in the results
        */
        @DataMember
        public Boolean clientNotInResults = null;
        public Integer getId() { return id; }
        public UpdateValidIdRequest setId(Integer value) { this.id = value; return this; }
        public Boolean getClientInResults() { return clientInResults; }
        public UpdateValidIdRequest setClientInResults(Boolean value) { this.clientInResults = value; return this; }
        public Boolean getClientNotInResults() { return clientNotInResults; }
        public UpdateValidIdRequest setClientNotInResults(Boolean value) { this.clientNotInResults = value; return this; }
    }

    @DataContract
    public static class UpdateValidIdResponse
    {
        /**
        * The response data
        */
        @DataMember
        public UpdateValidIdData data = null;
        public UpdateValidIdData getData() { return data; }
        public UpdateValidIdResponse setData(UpdateValidIdData value) { this.data = value; return this; }
    }

    @DataContract
    public static class ValidIdBankRequest
    {
        /**
        * Six digits (dashes allowed)
        */
        @DataMember
        public String sortCode = null;
        /**
        * Eight digits
        */
        @DataMember
        public String accountNumber = null;
        public String getSortCode() { return sortCode; }
        public ValidIdBankRequest setSortCode(String value) { this.sortCode = value; return this; }
        public String getAccountNumber() { return accountNumber; }
        public ValidIdBankRequest setAccountNumber(String value) { this.accountNumber = value; return this; }
    }

    @DataContract
    public static class ValidIdBasicRequest
    {
        @DataMember
        public String title = null;
        /**
        * Required
        */
        @DataMember
        public String forename = null;
        @DataMember
        public String middleName = null;
        /**
        * Required
        */
        @DataMember
        public String surname = null;
        /**
        * Male or Female (optional)
        */
        @DataMember
        public String gender = null;
        /**
        * Required, DD/MM/YYYY
        */
        @DataMember
        public String dateOfBirth = null;
        /**
        * Required: house and street
        */
        @DataMember
        public String address1 = null;
        @DataMember
        public String address2 = null;
        @DataMember
        public String city = null;
        /**
        * Required
        */
        @DataMember
        public String postcode = null;
        /**
        * ISO 3166-1 alpha-2 code or name (default GB)
        */
        @DataMember
        public String country = null;
        /**
        * When set, the person is told of the check by e-mail
        */
        @DataMember
        public String email = null;
        /**
        * When set, the person is told of the check by SMS (+447123456789)
        */
        @DataMember
        public String mobileInternational = null;
        public String getTitle() { return title; }
        public ValidIdBasicRequest setTitle(String value) { this.title = value; return this; }
        public String getForename() { return forename; }
        public ValidIdBasicRequest setForename(String value) { this.forename = value; return this; }
        public String getMiddleName() { return middleName; }
        public ValidIdBasicRequest setMiddleName(String value) { this.middleName = value; return this; }
        public String getSurname() { return surname; }
        public ValidIdBasicRequest setSurname(String value) { this.surname = value; return this; }
        public String getGender() { return gender; }
        public ValidIdBasicRequest setGender(String value) { this.gender = value; return this; }
        public String getDateOfBirth() { return dateOfBirth; }
        public ValidIdBasicRequest setDateOfBirth(String value) { this.dateOfBirth = value; return this; }
        public String getAddress1() { return address1; }
        public ValidIdBasicRequest setAddress1(String value) { this.address1 = value; return this; }
        public String getAddress2() { return address2; }
        public ValidIdBasicRequest setAddress2(String value) { this.address2 = value; return this; }
        public String getCity() { return city; }
        public ValidIdBasicRequest setCity(String value) { this.city = value; return this; }
        public String getPostcode() { return postcode; }
        public ValidIdBasicRequest setPostcode(String value) { this.postcode = value; return this; }
        public String getCountry() { return country; }
        public ValidIdBasicRequest setCountry(String value) { this.country = value; return this; }
        public String getEmail() { return email; }
        public ValidIdBasicRequest setEmail(String value) { this.email = value; return this; }
        public String getMobileInternational() { return mobileInternational; }
        public ValidIdBasicRequest setMobileInternational(String value) { this.mobileInternational = value; return this; }
    }

    @DataContract
    public static class ValidIdDrivingRequest
    {
        /**
        * The licence number
        */
        @DataMember
        public String number = null;
        public String getNumber() { return number; }
        public ValidIdDrivingRequest setNumber(String value) { this.number = value; return this; }
    }

    @DataContract
    public static class ValidIdListItem
    {
        @DataMember
        public Integer id = null;
        /**
        * 1 Basic, 2 Enhanced, 3 Age Verification, 4 CCJ and Insolvency, 5 Passport Validation, 6 Driving Licence Validation
        */
        @DataMember
        public Integer type = null;
        @DataMember
        public Integer score = null;
        @DataMember
        public String status = null;
        @DataMember
        public Date dateSearched = null;
        @DataMember
        public String reference = null;
        @DataMember
        public Boolean pepError = null;
        @DataMember
        public Boolean replaced = null;
        @DataMember
        public Integer replacementSearchId = null;
        @DataMember
        public Boolean hasCompletedRequest = null;
        @DataMember
        public Boolean hasCompletedSearch = null;
        @DataMember
        public ValidIdSearchCriteria searchCriteria = null;
        public Integer getId() { return id; }
        public ValidIdListItem setId(Integer value) { this.id = value; return this; }
        public Integer getType() { return type; }
        public ValidIdListItem setType(Integer value) { this.type = value; return this; }
        public Integer getScore() { return score; }
        public ValidIdListItem setScore(Integer value) { this.score = value; return this; }
        public String getStatus() { return status; }
        public ValidIdListItem setStatus(String value) { this.status = value; return this; }
        public Date getDateSearched() { return dateSearched; }
        public ValidIdListItem setDateSearched(Date value) { this.dateSearched = value; return this; }
        public String getReference() { return reference; }
        public ValidIdListItem setReference(String value) { this.reference = value; return this; }
        public Boolean getPepError() { return pepError; }
        public ValidIdListItem setPepError(Boolean value) { this.pepError = value; return this; }
        public Boolean getReplaced() { return replaced; }
        public ValidIdListItem setReplaced(Boolean value) { this.replaced = value; return this; }
        public Integer getReplacementSearchId() { return replacementSearchId; }
        public ValidIdListItem setReplacementSearchId(Integer value) { this.replacementSearchId = value; return this; }
        public Boolean getHasCompletedRequest() { return hasCompletedRequest; }
        public ValidIdListItem setHasCompletedRequest(Boolean value) { this.hasCompletedRequest = value; return this; }
        public Boolean getHasCompletedSearch() { return hasCompletedSearch; }
        public ValidIdListItem setHasCompletedSearch(Boolean value) { this.hasCompletedSearch = value; return this; }
        public ValidIdSearchCriteria getSearchCriteria() { return searchCriteria; }
        public ValidIdListItem setSearchCriteria(ValidIdSearchCriteria value) { this.searchCriteria = value; return this; }
    }

    @DataContract
    public static class ValidIdPassportRequest
    {
        /**
        * The passport number
        */
        @DataMember
        public String number = null;
        /**
        * DD/MM/YYYY
        */
        @DataMember
        public String expiryDate = null;
        /**
        * Issuing country
        */
        @DataMember
        public String country = null;
        public String getNumber() { return number; }
        public ValidIdPassportRequest setNumber(String value) { this.number = value; return this; }
        public String getExpiryDate() { return expiryDate; }
        public ValidIdPassportRequest setExpiryDate(String value) { this.expiryDate = value; return this; }
        public String getCountry() { return country; }
        public ValidIdPassportRequest setCountry(String value) { this.country = value; return this; }
    }

    @DataContract
    public static class ValidIdSearchCriteria
    {
        @DataMember
        public String fullName = null;
        @DataMember
        public Date dateOfBirth = null;
        @DataMember
        public String gender = null;
        @DataMember
        public String address = null;
        public String getFullName() { return fullName; }
        public ValidIdSearchCriteria setFullName(String value) { this.fullName = value; return this; }
        public Date getDateOfBirth() { return dateOfBirth; }
        public ValidIdSearchCriteria setDateOfBirth(Date value) { this.dateOfBirth = value; return this; }
        public String getGender() { return gender; }
        public ValidIdSearchCriteria setGender(String value) { this.gender = value; return this; }
        public String getAddress() { return address; }
        public ValidIdSearchCriteria setAddress(String value) { this.address = value; return this; }
    }

}

