/* Options:
Date: 2026-01-02 03:04:05
Version: test
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: https://api.example/v2

//GlobalNamespace: Screengate.ServiceModel
//MakePartial: True
//MakeVirtual: True
//MakeInternal: False
//MakeDataContractsExtensible: False
//AddNullableAnnotations: False
//AddReturnMarker: True
//AddDescriptionAsComments: True
//AddDataContractAttributes: True
//AddIndexesToDataMembers: False
//AddGeneratedCodeAttributes: False
//AddResponseStatus: False
//AddImplicitVersion: 
//InitializeCollections: False
//ExportValueTypes: False
//IncludeTypes: 
//ExcludeTypes: 
//AddNamespaces: 
//AddDefaultXmlNamespace: http://schemas.servicestack.net/types
*/

using System;
using System.IO;
using System.Collections;
using System.Collections.Generic;
using System.Runtime.Serialization;
using ServiceStack;
using ServiceStack.DataAnnotations;
using Screengate.ServiceModel;

[assembly: ContractNamespace("http://schemas.servicestack.net/types", ClrNamespace="Screengate.ServiceModel")]

namespace Screengate.ServiceModel
{

    ///<summary>
    ///Create a bulk search
    ///</summary>
    [Route("/bulksearches/create", "POST")]
    [Api(Description="Create a bulk search")]
    [Tag("Bulk Search")]
    [DataContract]
    public partial class AddBulkSearch
        : BaseRequest, IReturn<AddBulkSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddBulkSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddBulkSearchData
        : BaseResponse
    {
        ///<summary>
        ///The new bulk search (status Queued)
        ///</summary>
        [DataMember]
        public virtual BulkSearchStatus BulkSearchStatus { get; set; }
    }

    [DataContract]
    public partial class AddBulkSearchRequest
    {
        ///<summary>
        ///Create the bulk search (and its searches) for this sub user (admins only)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Screen every row against the selected sanctions lists
        ///</summary>
        [DataMember]
        public virtual bool IsSanctionsSearch { get; set; }

        ///<summary>
        ///Screen every row against the PEP list (each row costs the account's PEP search price)
        ///</summary>
        [DataMember]
        public virtual bool IsPepSearch { get; set; }

        ///<summary>
        ///individual or entity: the type of the rows whose type column is empty or absent
        ///</summary>
        [DataMember]
        public virtual string Type { get; set; }

        ///<summary>
        ///Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when isSanctionsSearch
        ///</summary>
        [DataMember]
        public virtual ArrayOfListId SelectedLists { get; set; }

        ///<summary>
        ///The names to screen: CSV (RFC 4180, UTF-8) with a header row; columns name (required), type, dateOfBirth (DD/MM/YYYY), country, nationality, address, reference; at most 100000 rows
        ///</summary>
        [DataMember]
        public virtual string Csv { get; set; }
    }

    [DataContract]
    public partial class AddBulkSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddBulkSearchData Data { get; set; }
    }

    ///<summary>
    ///Add a client
    ///</summary>
    [Route("/clients", "POST")]
    [Api(Description="Add a client")]
    [Tag("Clients")]
    [DataContract]
    public partial class AddClient
        : BaseRequest, IReturn<AddClientResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddClientRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddClientData
        : BaseResponse
    {
        ///<summary>
        ///The new client
        ///</summary>
        [DataMember]
        public virtual Client Client { get; set; }
    }

    [DataContract]
    public partial class AddClientRequest
    {
        ///<summary>
        ///The full name of the client (max 250)
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///The e-mail address of the client (max 250)
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///The client's mobile phone number in international format (e.g. '+447123456789', max 15)
        ///</summary>
        [DataMember]
        public virtual string MobileInternational { get; set; }

        ///<summary>
        ///The postal code of the client's address, quoted in the messages so the client can tell they are genuine (max 250)
        ///</summary>
        [DataMember]
        public virtual string PostCode { get; set; }

        ///<summary>
        ///ValidateMe or PassportChipVerification
        ///</summary>
        [DataMember]
        public virtual string ProofOfPreset { get; set; }

        ///<summary>
        ///Your reference, if any (max 250)
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///Create the client for this sub user (max 50)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Records to link the client to
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }
    }

    [DataContract]
    public partial class AddClientResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddClientData Data { get; set; }
    }

    ///<summary>
    ///Get a template for adding a client
    ///</summary>
    [Route("/clients/template", "GET")]
    [Api(Description="Get a template for adding a client")]
    [Tag("Clients")]
    [DataContract]
    public partial class AddClientTemplate
        : BaseRequest, IReturn<AddClientTemplateResponse>
    {
    }

    [DataContract]
    public partial class AddClientTemplateData
        : BaseResponse
    {
        ///<summary>
        ///The request body of AddClient, with defaults
        ///</summary>
        [DataMember]
        public virtual AddClientRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddClientTemplateResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddClientTemplateData Data { get; set; }
    }

    ///<summary>
    ///Add a DBS Search
    ///</summary>
    [Route("/dbs", "POST")]
    [Api(Description="Add a DBS Search")]
    [Tag("DBS")]
    [DataContract]
    public partial class AddDbsSearch
        : BaseRequest, IReturn<AddDbsSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddDbsSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddDbsSearchData
        : BaseResponse
    {
        ///<summary>
        ///Records the search is linked to
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }

        ///<summary>
        ///The new search
        ///</summary>
        [DataMember]
        public virtual DbsSearchSummary Summary { get; set; }
    }

    [DataContract]
    public partial class AddDbsSearchRequest
    {
        ///<summary>
        ///The full name of the applicant (max 250)
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///The date of birth for the applicant (DD/MM/YYYY)
        ///</summary>
        [DataMember]
        public virtual string DateOfBirth { get; set; }

        ///<summary>
        ///The email address of the applicant (max 250)
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///The applicant's mobile phone number in international format (e.g. '+447123456789', max 15)
        ///</summary>
        [DataMember]
        public virtual string MobileInternational { get; set; }

        ///<summary>
        ///England, Northern Ireland, Scotland or Wales
        ///</summary>
        [DataMember]
        public virtual string JobLocation { get; set; }

        ///<summary>
        ///Basic or Standard
        ///</summary>
        [DataMember]
        public virtual string DisclosureLevel { get; set; }

        ///<summary>
        ///Your reference, if any (max 250)
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///Create the search for this sub user (max 50)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Records to link the search to
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }
    }

    [DataContract]
    public partial class AddDbsSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddDbsSearchData Data { get; set; }
    }

    ///<summary>
    ///Create a PEP search
    ///</summary>
    [Route("/peps/create", "POST")]
    [Api(Description="Create a PEP search")]
    [Tag("PEP")]
    [DataContract]
    public partial class AddPepSearch
        : BaseRequest, IReturn<AddPepSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddPepSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddPepSearchData
        : BaseResponse
    {
        ///<summary>
        ///The new PEP search (without results when excludeResults)
        ///</summary>
        [DataMember]
        public virtual PepSearchRecord SearchRecord { get; set; }

        ///<summary>
        ///searchRecord holds the PEP search
        ///</summary>
        [DataMember]
        public virtual bool IncludesPepSearchRecord { get; set; }
    }

    ///<summary>
    ///Add a note to an existing PEP search
    ///</summary>
    [Route("/peps/notes/add", "POST")]
    [Api(Description="Add a note to an existing PEP search")]
    [Tag("PEP")]
    [DataContract]
    public partial class AddPepSearchNote
        : BaseRequest, IReturn<AddPepSearchNoteResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddPepSearchNoteRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddPepSearchNoteData
        : SearchNotesData
    {
        ///<summary>
        ///How many notes the search has; notes holds the newest (at most 50), oldest first
        ///</summary>
        [DataMember]
        public virtual int TotalNotes { get; set; }
    }

    [DataContract]
    public partial class AddPepSearchNoteRequest
    {
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///At most 4000 characters
        ///</summary>
        [DataMember]
        public virtual string Note { get; set; }

        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class AddPepSearchNoteResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddPepSearchNoteData Data { get; set; }
    }

    [DataContract]
    public partial class AddPepSearchRequest
    {
        ///<summary>
        ///Create the search for this sub user (admins only)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Required, at most 250 characters; an individual needs at least two names and no one-letter names
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string Address { get; set; }

        ///<summary>
        ///ISO 3166-1 alpha-2 code or name
        ///</summary>
        [DataMember]
        public virtual string Country { get; set; }

        ///<summary>
        ///DD/MM/YYYY
        ///</summary>
        [DataMember]
        public virtual string DateOfBirth { get; set; }

        ///<summary>
        ///ISO 3166-1 alpha-2 code or name
        ///</summary>
        [DataMember]
        public virtual string Nationality { get; set; }

        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///Required: individual or entity
        ///</summary>
        [DataMember]
        public virtual string Type { get; set; }

        ///<summary>
        ///Screen against the PEP list (default true)
        ///</summary>
        [DataMember]
        public virtual bool? PerformPepSearch { get; set; }

        ///<summary>
        ///Also screen against sanctions lists (not available on this operation: use AddSearch)
        ///</summary>
        [DataMember]
        public virtual bool PerformSanctionsSearch { get; set; }

        ///<summary>
        ///Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when performSanctionsSearch
        ///</summary>
        [DataMember]
        public virtual ArrayOfListId SelectedLists { get; set; }

        ///<summary>
        ///Leave the results out of the reply (they are stored)
        ///</summary>
        [DataMember]
        public virtual bool ExcludeResults { get; set; }

        ///<summary>
        ///A one-off search, not monitored or renewed (an addition to the original)
        ///</summary>
        [DataMember]
        public virtual bool IsDayOneSearch { get; set; }
    }

    [DataContract]
    public partial class AddPepSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddPepSearchData Data { get; set; }
    }

    ///<summary>
    ///Create a sanctions search
    ///</summary>
    [Route("/sanctions/create", "POST")]
    [Api(Description="Create a sanctions search")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class AddSearch
        : BaseRequest, IReturn<AddSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddSearchData
        : BaseResponse
    {
        ///<summary>
        ///The new search with its results
        ///</summary>
        [DataMember]
        public virtual SearchRecord SearchRecord { get; set; }

        ///<summary>
        ///Always false: AddSearch performs no PEP search (AddPepSearch does)
        ///</summary>
        [DataMember]
        public virtual bool IncludesPepSearchRecord { get; set; }
    }

    ///<summary>
    ///Add a note to an existing sanctions search
    ///</summary>
    [Route("/sanctions/notes/add", "POST")]
    [Api(Description="Add a note to an existing sanctions search")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class AddSearchNote
        : BaseRequest, IReturn<AddSearchNoteResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddSearchNoteRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddSearchNoteData
        : SearchNotesData
    {
        ///<summary>
        ///How many notes the search has; notes holds the newest (at most 50), oldest first
        ///</summary>
        [DataMember]
        public virtual int TotalNotes { get; set; }
    }

    [DataContract]
    public partial class AddSearchNoteRequest
    {
        ///<summary>
        ///The search id
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///The note (1-4000 characters)
        ///</summary>
        [DataMember]
        public virtual string Note { get; set; }

        ///<summary>
        ///Only if this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class AddSearchNoteResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddSearchNoteData Data { get; set; }
    }

    [DataContract]
    public partial class AddSearchRequest
    {
        ///<summary>
        ///Name to screen (max 250; individuals: at least two names, none of one letter)
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///Address (max 250)
        ///</summary>
        [DataMember]
        public virtual string Address { get; set; }

        ///<summary>
        ///Country of residence: ISO 3166-1 alpha-2 code or name (adjusts resultStrength)
        ///</summary>
        [DataMember]
        public virtual string Country { get; set; }

        ///<summary>
        ///Date of birth, DD/MM/YYYY (adjusts resultStrength)
        ///</summary>
        [DataMember]
        public virtual string DateOfBirth { get; set; }

        ///<summary>
        ///Nationality: code or name (adjusts resultStrength)
        ///</summary>
        [DataMember]
        public virtual string Nationality { get; set; }

        ///<summary>
        ///Your reference (max 250)
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///individual or entity
        ///</summary>
        [DataMember]
        public virtual string Type { get; set; }

        ///<summary>
        ///List ids to search (HMTSL, OFACL, EUL, ...) or ALL
        ///</summary>
        [DataMember]
        public virtual ArrayOfListId SelectedLists { get; set; }

        ///<summary>
        ///true leaves the results out of the reply (they are stored and shown by GetSearch)
        ///</summary>
        [DataMember]
        public virtual bool ExcludeResults { get; set; }

        ///<summary>
        ///Store the search as this sub user's (admin only)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class AddSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddSearchData Data { get; set; }
    }

    ///<summary>
    ///Create a sub user
    ///</summary>
    [Route("/subusers/create", "POST")]
    [Api(Description="Create a sub user")]
    [Tag("Account")]
    [DataContract]
    public partial class AddSubUser
        : BaseRequest, IReturn<AddSubUserResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddSubUserRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddSubUserData
        : BaseResponse
    {
        ///<summary>
        ///The sub user
        ///</summary>
        [DataMember]
        public virtual SubUser SubUser { get; set; }
    }

    [DataContract]
    public partial class AddSubUserRequest
    {
        ///<summary>
        ///The sub user's sign-in user name
        ///</summary>
        [DataMember]
        public virtual string UserName { get; set; }

        ///<summary>
        ///The sub user's name
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///The sub user's e-mail address
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///Admin privileges, such as managing purchases and sub users
        ///</summary>
        [DataMember]
        public virtual bool IsAdmin { get; set; }

        ///<summary>
        ///May resolve the searches it can see (UpdateSearch)
        ///</summary>
        [DataMember]
        public virtual bool CanResolveSearches { get; set; }

        ///<summary>
        ///May delete the searches it can see (DeleteSearch)
        ///</summary>
        [DataMember]
        public virtual bool CanDeleteSearches { get; set; }

        ///<summary>
        ///Send the e-mail with instructions for setting a password (default true)
        ///</summary>
        [DataMember]
        public virtual bool? SendWelcomeEmail { get; set; }
    }

    [DataContract]
    public partial class AddSubUserResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddSubUserData Data { get; set; }
    }

    ///<summary>
    ///Create a ValidID Search
    ///</summary>
    [Route("/validid/create", "POST")]
    [Api(Description="Create a ValidID Search")]
    [Tag("ValidID")]
    [DataContract]
    public partial class AddValidId
        : BaseRequest, IReturn<AddValidIdResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddValidIdRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddValidIdData
        : BaseResponse
    {
        ///<summary>
        ///The new ValidID check (Pending until the identity party answers)
        ///</summary>
        [DataMember]
        public virtual ValidIdListItem SearchRecord { get; set; }

        ///<summary>
        ///The sanctions search run as part of the check (GetSearch)
        ///</summary>
        [DataMember]
        public virtual long SanctionsSearchId { get; set; }

        ///<summary>
        ///What the check cost the account
        ///</summary>
        [DataMember]
        public virtual decimal Cost { get; set; }

        ///<summary>
        ///The account balance after the check
        ///</summary>
        [DataMember]
        public virtual decimal Balance { get; set; }
    }

    ///<summary>
    ///Add a note to an existing ValidID Search
    ///</summary>
    [Route("/validid/notes/add", "POST")]
    [Api(Description="Add a note to an existing ValidID Search")]
    [Tag("ValidID")]
    [DataContract]
    public partial class AddValidIdNote
        : BaseRequest, IReturn<AddValidIdNoteResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual AddValidIdNoteRequest Request { get; set; }
    }

    [DataContract]
    public partial class AddValidIdNoteData
        : SearchNotesData
    {
        ///<summary>
        ///How many notes the search has; notes holds the newest (at most 50), oldest first
        ///</summary>
        [DataMember]
        public virtual int TotalNotes { get; set; }
    }

    [DataContract]
    public partial class AddValidIdNoteRequest
    {
        ///<summary>
        ///The ValidID search id
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///The note (1-4000 characters)
        ///</summary>
        [DataMember]
        public virtual string Note { get; set; }

        ///<summary>
        ///Only if this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class AddValidIdNoteResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddValidIdNoteData Data { get; set; }
    }

    [DataContract]
    public partial class AddValidIdRequest
    {
        ///<summary>
        ///basic or enhanced
        ///</summary>
        [DataMember]
        public virtual string Type { get; set; }

        ///<summary>
        ///The person to check
        ///</summary>
        [DataMember]
        public virtual ValidIdBasicRequest BasicRequest { get; set; }

        ///<summary>
        ///Sanctions lists to search (ALL, HMTSL, OFACL, ...); at least one
        ///</summary>
        [DataMember]
        public virtual ArrayOfListId SelectedLists { get; set; }

        ///<summary>
        ///A reference of your own (max 250)
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///Create the check for this sub user (admins only)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Records the check is linked to (passed to the identity party)
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }

        ///<summary>
        ///Check a passport (needs passportRequest)
        ///</summary>
        [DataMember]
        public virtual bool PassportEnabled { get; set; }

        ///<summary>
        ///The passport, when passportEnabled
        ///</summary>
        [DataMember]
        public virtual ValidIdPassportRequest PassportRequest { get; set; }

        ///<summary>
        ///Check a driving licence (needs drivingRequest)
        ///</summary>
        [DataMember]
        public virtual bool DrivingEnabled { get; set; }

        ///<summary>
        ///The driving licence, when drivingEnabled
        ///</summary>
        [DataMember]
        public virtual ValidIdDrivingRequest DrivingRequest { get; set; }

        ///<summary>
        ///Check a bank account (needs bankRequest)
        ///</summary>
        [DataMember]
        public virtual bool BankEnabled { get; set; }

        ///<summary>
        ///The bank account, when bankEnabled
        ///</summary>
        [DataMember]
        public virtual ValidIdBankRequest BankRequest { get; set; }

        ///<summary>
        ///Check the birth register
        ///</summary>
        [DataMember]
        public virtual bool BirthEnabled { get; set; }

        ///<summary>
        ///Check company directorships
        ///</summary>
        [DataMember]
        public virtual bool CompanyDirectorEnabled { get; set; }

        ///<summary>
        ///Check for active credit accounts
        ///</summary>
        [DataMember]
        public virtual bool CreditActiveEnabled { get; set; }
    }

    [DataContract]
    public partial class AddValidIdResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual AddValidIdData Data { get; set; }
    }

    ///<summary>
    ///Archive a PEP search (it is no longer monitored)
    ///</summary>
    [Route("/peps/archive", "PUT")]
    [Api(Description="Archive a PEP search (it is no longer monitored)")]
    [Tag("PEP")]
    [DataContract]
    public partial class ArchivePepSearch
        : BaseRequest, IReturn<ArchivePepSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual PepSearchIDRequest Request { get; set; }
    }

    [DataContract]
    public partial class ArchivePepSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class ArchivePepSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual ArchivePepSearchData Data { get; set; }
    }

    ///<summary>
    ///Archive a sanctions search
    ///</summary>
    [Route("/sanctions/archive", "PUT")]
    [Api(Description="Archive a sanctions search")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class ArchiveSearch
        : BaseRequest, IReturn<ArchiveSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual ArchiveSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class ArchiveSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class ArchiveSearchRequest
    {
        ///<summary>
        ///The search to archive
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///Only if this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class ArchiveSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual ArchiveSearchData Data { get; set; }
    }

    [CollectionDataContract(Name="ArrayOfBulkSearchStatus", ItemName="BulkSearch")]
    public partial class ArrayOfBulkSearchStatus
        : List<BulkSearchStatus>
    {
    }

    [CollectionDataContract(Name="ArrayOfCompany", ItemName="Company")]
    public partial class ArrayOfCompany
        : List<CompanySearchResultItem>
    {
    }

    [CollectionDataContract(Name="ArrayOfListId", ItemName="ListId")]
    public partial class ArrayOfListId
        : List<string>
    {
    }

    [CollectionDataContract(Name="ArrayOfLong", ItemName="Long")]
    public partial class ArrayOfLong
        : List<long>
    {
    }

    [CollectionDataContract(Name="ArrayOfSanctionsSearchRecord", ItemName="SearchRecord")]
    public partial class ArrayOfSanctionsSearchRecord
        : List<SearchRecord>
    {
    }

    [CollectionDataContract(Name="ArrayOfSearchNote", ItemName="Note")]
    public partial class ArrayOfSearchNote
        : List<SearchNote>
    {
    }

    [CollectionDataContract(Name="ArrayOfSearchRecord", ItemName="SearchRecord")]
    public partial class ArrayOfSearchRecord
        : List<DbsSearchShort>
    {
    }

    [CollectionDataContract(Name="ArrayOfString", ItemName="String")]
    public partial class ArrayOfString
        : List<string>
    {
    }

    [CollectionDataContract(Name="ArrayOfUserNames", ItemName="UserName")]
    public partial class ArrayOfUserNames
        : List<string>
    {
    }

    [CollectionDataContract(Name="ArrayOfVatCountry", ItemName="VatCountry")]
    public partial class ArrayOfVatCountry
        : List<Country>
    {
    }

    [DataContract]
    public partial class Authentication
    {
        ///<summary>
        ///Issued at sign-up; header alternative X-Api-User
        ///</summary>
        [DataMember]
        public virtual string ApiUserId { get; set; }

        ///<summary>
        ///Issued at sign-up; header alternative X-Api-Key
        ///</summary>
        [DataMember]
        public virtual string ApiUserKey { get; set; }

        ///<summary>
        ///Id of the acting (sub) user, so that user permissions are enforced; header alternative X-User-Id
        ///</summary>
        [DataMember]
        public virtual string UserId { get; set; }
    }

    [DataContract]
    public partial class BaseRequest
    {
        ///<summary>
        ///The credentials (body or headers)
        ///</summary>
        [DataMember]
        public virtual Authentication Authentication { get; set; }
    }

    [DataContract]
    public partial class BaseResponse
        : IHasResponseStatus
    {
        ///<summary>
        ///Success or error details
        ///</summary>
        [DataMember]
        public virtual ResponseStatus ResponseStatus { get; set; }
    }

    [DataContract]
    public partial class BulkSearchStatus
    {
        [DataMember]
        public virtual int BulkSearchId { get; set; }

        [DataMember]
        public virtual bool Success { get; set; }

        [DataMember]
        public virtual string Status { get; set; }

        [DataMember]
        public virtual int Total { get; set; }

        [DataMember]
        public virtual string Message { get; set; }

        [DataMember]
        public virtual int Processed { get; set; }

        [DataMember]
        public virtual bool IsPepSearch { get; set; }

        [DataMember]
        public virtual bool IsSanctionsSearch { get; set; }

        [DataMember]
        public virtual int TotalPep { get; set; }

        [DataMember]
        public virtual int ProcessedPep { get; set; }

        [DataMember]
        public virtual int TotalSanctions { get; set; }

        [DataMember]
        public virtual int ProcessedSanctions { get; set; }
    }

    ///<summary>
    ///Check whether ValidID is activated
    ///</summary>
    [Route("/validid/status", "POST")]
    [Api(Description="Check whether ValidID is activated")]
    [Tag("ValidID")]
    [DataContract]
    public partial class CheckValidIdStatus
        : BaseRequest, IReturn<CheckValidIdStatusResponse>
    {
    }

    [DataContract]
    public partial class CheckValidIdStatusData
        : BaseResponse
    {
        ///<summary>
        ///True if ValidID has been activated on the account
        ///</summary>
        [DataMember]
        public virtual bool ValidIdActivated { get; set; }

        ///<summary>
        ///The agreement, with when it was signed if it was
        ///</summary>
        [DataMember]
        public virtual string AgreementText { get; set; }
    }

    [DataContract]
    public partial class CheckValidIdStatusResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CheckValidIdStatusData Data { get; set; }
    }

    [DataContract]
    public partial class Client
        : ClientShort
    {
        ///<summary>
        ///The client's passports
        ///</summary>
        [DataMember]
        public virtual List<Passport> Passports { get; set; }

        ///<summary>
        ///The client's driving licences
        ///</summary>
        [DataMember]
        public virtual List<DrivingLicence> DrivingLicences { get; set; }

        ///<summary>
        ///The client's other documents
        ///</summary>
        [DataMember]
        public virtual List<OtherDocument> OtherDocuments { get; set; }
    }

    [DataContract]
    public partial class ClientShort
    {
        ///<summary>
        ///The client id
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///When the client was created
        ///</summary>
        [DataMember]
        public virtual DateTime DateCreated { get; set; }

        ///<summary>
        ///The full name of the client
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///The e-mail address of the client
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///Your reference, if any
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///Where the client is in the ValidateMe flow
        ///</summary>
        [DataMember]
        public virtual ClientState State { get; set; }

        ///<summary>
        ///The client's mobile number in international format
        ///</summary>
        [DataMember]
        public virtual string MobileInternational { get; set; }

        ///<summary>
        ///The postal code of the client's address
        ///</summary>
        [DataMember]
        public virtual string PostCode { get; set; }

        ///<summary>
        ///The client came through the ValidateMe flow
        ///</summary>
        [DataMember]
        public virtual bool IsValidateMe { get; set; }

        ///<summary>
        ///Number of identity documents the client uploaded
        ///</summary>
        [DataMember]
        public virtual int NumOfDocuments { get; set; }
    }

    [DataContract]
    public enum ClientState
    {
        [EnumMember]
        Undefined,
        [EnumMember]
        PendingCompletion,
        [EnumMember]
        PendingOcr,
        [EnumMember]
        PendingVerification,
        [EnumMember]
        Verified,
    }

    [DataContract]
    public partial class CompanyIndustry
    {
        [DataMember]
        public virtual int Id { get; set; }

        [DataMember]
        public virtual string Name { get; set; }
    }

    [DataContract]
    public partial class CompanySearchResultItem
    {
        [DataMember]
        public virtual string Id { get; set; }

        [DataMember]
        public virtual string Number { get; set; }

        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string Address { get; set; }

        [DataMember]
        public virtual string Country { get; set; }

        [DataMember]
        public virtual string Status { get; set; }
    }

    [DataContract]
    public partial class CompanyType
    {
        [DataMember]
        public virtual int Id { get; set; }

        [DataMember]
        public virtual string Name { get; set; }
    }

    ///<summary>
    ///Get cost of renewing all PEP searches due for renewal
    ///</summary>
    [Route("/peps/renew/all", "GET")]
    [Api(Description="Get cost of renewing all PEP searches due for renewal")]
    [Tag("PEP")]
    [DataContract]
    public partial class CostRenewAllPepSearches
        : BaseRequest, IReturn<CostRenewAllPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual CostRenewAllPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class CostRenewAllPepSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Searches that would be renewed
        ///</summary>
        [DataMember]
        public virtual int Count { get; set; }

        ///<summary>
        ///Cost of renewing them
        ///</summary>
        [DataMember]
        public virtual decimal TotalCost { get; set; }

        ///<summary>
        ///The effective renewal date, yyyy-MM-dd
        ///</summary>
        [DataMember]
        public virtual string RenewalDate { get; set; }

        ///<summary>
        ///Total cost is covered by the balance
        ///</summary>
        [DataMember]
        public virtual bool CanAfford { get; set; }
    }

    [DataContract]
    public partial class CostRenewAllPepSearchesRequest
    {
        ///<summary>
        ///Price searches due on or before this date (default: the 1st of next month)
        ///</summary>
        [DataMember]
        public virtual DateTime? RenewalDate { get; set; }
    }

    [DataContract]
    public partial class CostRenewAllPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CostRenewAllPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get cost of renewing specified PEP searches due for renewal
    ///</summary>
    [Route("/peps/renew/selected", "GET")]
    [Api(Description="Get cost of renewing specified PEP searches due for renewal")]
    [Tag("PEP")]
    [DataContract]
    public partial class CostRenewPepSearches
        : BaseRequest, IReturn<CostRenewPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual CostRenewPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class CostRenewPepSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Searches that would be renewed
        ///</summary>
        [DataMember]
        public virtual int Count { get; set; }

        ///<summary>
        ///Cost of renewing them
        ///</summary>
        [DataMember]
        public virtual decimal TotalCost { get; set; }

        ///<summary>
        ///The effective renewal date, yyyy-MM-dd
        ///</summary>
        [DataMember]
        public virtual string RenewalDate { get; set; }

        ///<summary>
        ///Total cost is covered by the balance
        ///</summary>
        [DataMember]
        public virtual bool CanAfford { get; set; }

        ///<summary>
        ///Ids not found, not visible or not due
        ///</summary>
        [DataMember]
        public virtual List<long> FailedIds { get; set; }
    }

    [DataContract]
    public partial class CostRenewPepSearchesRequest
    {
        ///<summary>
        ///PEP search ids (fewer than 500)
        ///</summary>
        [DataMember]
        public virtual ArrayOfLong Ids { get; set; }

        ///<summary>
        ///Price searches due on or before this date (default: the 1st of next month)
        ///</summary>
        [DataMember]
        public virtual DateTime? DateRenewal { get; set; }
    }

    [DataContract]
    public partial class CostRenewPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CostRenewPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get the number of incomplete clients
    ///</summary>
    [Route("/clients/incomplete/count", "GET")]
    [Api(Description="Get the number of incomplete clients")]
    [Tag("Clients")]
    [DataContract]
    public partial class CountIncompleteClients
        : BaseRequest, IReturn<CountIncompleteClientsResponse>
    {
        ///<summary>
        ///Days that must have elapsed before a client counts (default 7; 0 counts all)
        ///</summary>
        [DataMember]
        public virtual int? DaysIncomplete { get; set; }

        ///<summary>
        ///PendingCompletion or PendingVerification (default: either)
        ///</summary>
        [DataMember]
        public virtual ClientState? State { get; set; }

        ///<summary>
        ///Only clients of the ValidateMe flow (default true)
        ///</summary>
        [DataMember]
        public virtual bool? IsValidateMe { get; set; }
    }

    [DataContract]
    public partial class CountIncompleteClientsData
        : BaseResponse
    {
        [DataMember]
        public virtual long NumberOfIncompleteClients { get; set; }
    }

    [DataContract]
    public partial class CountIncompleteClientsResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CountIncompleteClientsData Data { get; set; }
    }

    ///<summary>
    ///Get the count of unresolved PEP searches
    ///</summary>
    [Route("/peps/unresolved/count", "POST")]
    [Api(Description="Get the count of unresolved PEP searches")]
    [Tag("PEP")]
    [DataContract]
    public partial class CountUnresolvedPepSearches
        : BaseRequest, IReturn<CountUnresolvedPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual CountUnresolvedPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class CountUnresolvedPepSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Unresolved PEP searches
        ///</summary>
        [DataMember]
        public virtual long NumberOfUnresolvedPepSearches { get; set; }
    }

    [DataContract]
    public partial class CountUnresolvedPepSearchesRequest
    {
        ///<summary>
        ///Also count searches of the other users the caller may see
        ///</summary>
        [DataMember]
        public virtual bool IncludeSearchesFromOtherUsers { get; set; }
    }

    [DataContract]
    public partial class CountUnresolvedPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CountUnresolvedPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get the count of unresolved sanctions searches
    ///</summary>
    [Route("/sanctions/unresolved/count", "POST")]
    [Api(Description="Get the count of unresolved sanctions searches")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class CountUnresolvedSearches
        : BaseRequest, IReturn<CountUnresolvedSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual CountUnresolvedSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class CountUnresolvedSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Unresolved sanctions searches
        ///</summary>
        [DataMember]
        public virtual long NumberOfUnresolvedSearches { get; set; }
    }

    [DataContract]
    public partial class CountUnresolvedSearchesRequest
    {
        ///<summary>
        ///Also count searches of the other users the caller may see
        ///</summary>
        [DataMember]
        public virtual bool IncludeSearchesFromOtherUsers { get; set; }
    }

    [DataContract]
    public partial class CountUnresolvedSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CountUnresolvedSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get the count of PEP searches affected by updates
    ///</summary>
    [Route("/peps/updated/count", "POST")]
    [Api(Description="Get the count of PEP searches affected by updates")]
    [Tag("PEP")]
    [DataContract]
    public partial class CountUpdatedPepSearches
        : BaseRequest, IReturn<CountUpdatedPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual CountUpdatedPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class CountUpdatedPepSearchesData
        : BaseResponse
    {
        [DataMember]
        public virtual long NumberOfUpdatedPepSearches { get; set; }
    }

    [DataContract]
    public partial class CountUpdatedPepSearchesRequest
    {
        ///<summary>
        ///Also count searches of the other users the caller may see
        ///</summary>
        [DataMember]
        public virtual bool IncludeSearchesFromOtherUsers { get; set; }
    }

    [DataContract]
    public partial class CountUpdatedPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CountUpdatedPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get the count of sanctions searches affected by list updates
    ///</summary>
    [Route("/sanctions/updated/count", "POST")]
    [Api(Description="Get the count of sanctions searches affected by list updates")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class CountUpdatedSearches
        : BaseRequest, IReturn<CountUpdatedSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual CountUpdatedSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class CountUpdatedSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Non-archived sanctions searches affected by a list update
        ///</summary>
        [DataMember]
        public virtual long NumberOfUpdatedSearches { get; set; }
    }

    [DataContract]
    public partial class CountUpdatedSearchesRequest
    {
        ///<summary>
        ///Also count searches of the other users the caller may see
        ///</summary>
        [DataMember]
        public virtual bool IncludeSearchesFromOtherUsers { get; set; }
    }

    [DataContract]
    public partial class CountUpdatedSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual CountUpdatedSearchesData Data { get; set; }
    }

    [DataContract]
    public partial class Country
    {
        [DataMember]
        public virtual string Code { get; set; }

        [DataMember]
        public virtual string Name { get; set; }
    }

    [DataContract]
    public partial class DbsApplicantInformation
    {
        ///<summary>
        ///Full name (max 250)
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///DD/MM/YYYY
        ///</summary>
        [DataMember]
        public virtual string DateOfBirth { get; set; }

        ///<summary>
        ///E-mail address (max 250)
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///Mobile number in international format, e.g. +447123456789
        ///</summary>
        [DataMember]
        public virtual string MobileInternational { get; set; }

        ///<summary>
        ///England, Northern Ireland, Scotland or Wales
        ///</summary>
        [DataMember]
        public virtual string JobLocation { get; set; }
    }

    [DataContract]
    public partial class DbsSearchShort
    {
        [DataMember]
        public virtual long Id { get; set; }

        [DataMember]
        public virtual DateTime DateSearched { get; set; }

        [DataMember]
        public virtual DateTime DateUpdated { get; set; }

        [DataMember]
        public virtual string Status { get; set; }

        [DataMember]
        public virtual string DisclosureStatus { get; set; }

        ///<summary>
        ///Applicant has provided their information
        ///</summary>
        [DataMember]
        public virtual bool IsApplicantInfoCompleted { get; set; }

        ///<summary>
        ///The ID checker has verified the applicant's ID
        ///</summary>
        [DataMember]
        public virtual bool IsIdCheckCompleted { get; set; }

        ///<summary>
        ///The application is complete and ready to submit
        ///</summary>
        [DataMember]
        public virtual bool IsApplicationCompleted { get; set; }

        ///<summary>
        ///The application has been submitted
        ///</summary>
        [DataMember]
        public virtual bool IsApplicationSubmitted { get; set; }

        ///<summary>
        ///The application has been disclosed
        ///</summary>
        [DataMember]
        public virtual bool IsApplicationDisclosed { get; set; }

        ///<summary>
        ///Basic or Standard
        ///</summary>
        [DataMember]
        public virtual string DisclosureLevel { get; set; }

        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string Reference { get; set; }

        [DataMember]
        public virtual bool IsDbsDueRenewal { get; set; }
    }

    [DataContract]
    public partial class DbsSearchSummary
    {
        [DataMember]
        public virtual long Id { get; set; }

        [DataMember]
        public virtual DateTime DateSearched { get; set; }

        [DataMember]
        public virtual DateTime DateUpdated { get; set; }

        [DataMember]
        public virtual string Status { get; set; }

        [DataMember]
        public virtual string DisclosureStatus { get; set; }

        ///<summary>
        ///Applicant has provided their information
        ///</summary>
        [DataMember]
        public virtual bool IsApplicantInfoCompleted { get; set; }

        ///<summary>
        ///The ID checker has verified the applicant's ID
        ///</summary>
        [DataMember]
        public virtual bool IsIdCheckCompleted { get; set; }

        ///<summary>
        ///The application is complete and ready to submit
        ///</summary>
        [DataMember]
        public virtual bool IsApplicationCompleted { get; set; }

        ///<summary>
        ///The application has been submitted
        ///</summary>
        [DataMember]
        public virtual bool IsApplicationSubmitted { get; set; }

        ///<summary>
        ///The application has been disclosed
        ///</summary>
        [DataMember]
        public virtual bool IsApplicationDisclosed { get; set; }

        ///<summary>
        ///Basic or Standard
        ///</summary>
        [DataMember]
        public virtual string DisclosureLevel { get; set; }

        ///<summary>
        ///The applicant
        ///</summary>
        [DataMember]
        public virtual DbsApplicantInformation ApplicantInformation { get; set; }

        ///<summary>
        ///Your reference
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        [DataMember]
        public virtual bool IsDbsDueRenewal { get; set; }
    }

    ///<summary>
    ///Delete a client
    ///</summary>
    [Route("/clients/{Id}", "DELETE")]
    [Api(Description="Delete a client")]
    [Tag("Clients")]
    [DataContract]
    public partial class DeleteClient
        : BaseRequest, IReturn<DeleteClientResponse>
    {
        ///<summary>
        ///The client id
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }
    }

    [DataContract]
    public partial class DeleteClientData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class DeleteClientResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual DeleteClientData Data { get; set; }
    }

    ///<summary>
    ///Delete a PEP search
    ///</summary>
    [Route("/peps/delete", "DELETE")]
    [Api(Description="Delete a PEP search")]
    [Tag("PEP")]
    [DataContract]
    public partial class DeletePepSearch
        : BaseRequest, IReturn<DeletePepSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual DeletePepSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class DeletePepSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class DeletePepSearchRequest
    {
        ///<summary>
        ///Check that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class DeletePepSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual DeletePepSearchData Data { get; set; }
    }

    ///<summary>
    ///Delete a sanctions search
    ///</summary>
    [Route("/sanctions/delete", "DELETE")]
    [Api(Description="Delete a sanctions search")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class DeleteSearch
        : BaseRequest, IReturn<DeleteSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual DeleteSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class DeleteSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class DeleteSearchRequest
    {
        ///<summary>
        ///Check that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class DeleteSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual DeleteSearchData Data { get; set; }
    }

    ///<summary>
    ///Delete a sub user
    ///</summary>
    [Route("/subusers/delete", "DELETE")]
    [Api(Description="Delete a sub user")]
    [Tag("Account")]
    [DataContract]
    public partial class DeleteSubUser
        : BaseRequest, IReturn<DeleteSubUserResponse>
    {
        ///<summary>
        ///The user id of the sub user to delete
        ///</summary>
        [DataMember]
        public virtual Guid? DeleteUserId { get; set; }

        ///<summary>
        ///The user id of the user to transfer the sub user's existing searches to
        ///</summary>
        [DataMember]
        public virtual Guid? TransferToUserId { get; set; }
    }

    [DataContract]
    public partial class DeleteSubUserData
        : BaseResponse
    {
        ///<summary>
        ///Was the delete successful?
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class DeleteSubUserResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual DeleteSubUserData Data { get; set; }
    }

    [DataContract]
    public partial class DrivingLicence
        : IdentityDocument
    {
    }

    [DataContract]
    public partial class EuAddress
    {
        [DataMember]
        public virtual string Street { get; set; }

        [DataMember]
        public virtual string City { get; set; }

        [DataMember]
        public virtual string Country { get; set; }

        [DataMember]
        public virtual string PostCode { get; set; }

        [DataMember]
        public virtual string Other { get; set; }
    }

    [DataContract]
    public partial class EuBirth
    {
        [DataMember]
        public virtual string Date { get; set; }

        [DataMember]
        public virtual string Place { get; set; }

        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class EuCitizenship
    {
        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class EuName
    {
        [DataMember]
        public virtual string FullName { get; set; }

        [DataMember]
        public virtual string Gender { get; set; }
    }

    [DataContract]
    public partial class EuPassport
    {
        [DataMember]
        public virtual string Number { get; set; }

        [DataMember]
        public virtual string Country { get; set; }
    }

    ///<summary>
    ///Get all bulk searches
    ///</summary>
    [Route("/bulksearches/list", "POST")]
    [Api(Description="Get all bulk searches")]
    [Tag("Bulk Search")]
    [DataContract]
    public partial class GetBulkSearchHistory
        : BaseRequest, IReturn<GetBulkSearchHistoryResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetBulkSearchHistoryRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetBulkSearchHistoryData
        : BaseResponse
    {
        [DataMember]
        public virtual ArrayOfBulkSearchStatus BulkSearchList { get; set; }

        [DataMember]
        public virtual int CurrentPageNum { get; set; }

        [DataMember]
        public virtual int MaxPageNum { get; set; }

        [DataMember]
        public virtual int TotalBulkSearches { get; set; }

        [DataMember]
        public virtual int PageSize { get; set; }
    }

    [DataContract]
    public partial class GetBulkSearchHistoryRequest
    {
        ///<summary>
        ///Only bulk searches this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///1-based page number
        ///</summary>
        [DataMember]
        public virtual int Page { get; set; }

        ///<summary>
        ///Records per page (1-100, default 10)
        ///</summary>
        [DataMember]
        public virtual int PageSize { get; set; }

        ///<summary>
        ///Status (default), Name or Date, optionally followed by ' desc'
        ///</summary>
        [DataMember]
        public virtual string SortOrder { get; set; }

        ///<summary>
        ///Only bulk searches of this user (GUID)
        ///</summary>
        [DataMember]
        public virtual string WhereUserId { get; set; }

        ///<summary>
        ///Created on or after
        ///</summary>
        [DataMember]
        public virtual DateTime? WhereDateFrom { get; set; }

        ///<summary>
        ///Created before
        ///</summary>
        [DataMember]
        public virtual DateTime? WhereDateTo { get; set; }

        ///<summary>
        ///Only this bulk search
        ///</summary>
        [DataMember]
        public virtual int? WhereId { get; set; }
    }

    [DataContract]
    public partial class GetBulkSearchHistoryResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetBulkSearchHistoryData Data { get; set; }
    }

    ///<summary>
    ///Get a bulk search status
    ///</summary>
    [Route("/bulksearch/status", "POST")]
    [Api(Description="Get a bulk search status")]
    [Tag("Bulk Search")]
    [DataContract]
    public partial class GetBulkSearchStatus
        : BaseRequest, IReturn<GetBulkSearchStatusResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetBulkSearchStatusRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetBulkSearchStatusData
        : BaseResponse
    {
        [DataMember]
        public virtual BulkSearchStatus BulkSearchStatus { get; set; }
    }

    [DataContract]
    public partial class GetBulkSearchStatusRequest
    {
        ///<summary>
        ///The bulk search
        ///</summary>
        [DataMember]
        public virtual int BulkSearchId { get; set; }

        ///<summary>
        ///A bulk search this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetBulkSearchStatusResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetBulkSearchStatusData Data { get; set; }
    }

    ///<summary>
    ///Get a client
    ///</summary>
    [Route("/clients/{Id}", "GET")]
    [Api(Description="Get a client")]
    [Tag("Clients")]
    [DataContract]
    public partial class GetClient
        : BaseRequest, IReturn<GetClientResponse>
    {
        ///<summary>
        ///The client id
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }
    }

    [DataContract]
    public partial class GetClientData
        : BaseResponse
    {
        ///<summary>
        ///Records the client is linked to
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }

        ///<summary>
        ///The client
        ///</summary>
        [DataMember]
        public virtual Client Client { get; set; }
    }

    ///<summary>
    ///Get a client's document image
    ///</summary>
    [Route("/clients/document", "POST")]
    [Api(Description="Get a client's document image")]
    [Tag("Clients")]
    [DataContract]
    public partial class GetClientDocument
        : BaseRequest, IReturn<GetClientDocumentResponse>
    {
        ///<summary>
        ///The client id
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///true: the uploaded image; false: the processed one
        ///</summary>
        [DataMember]
        public virtual bool Original { get; set; }

        ///<summary>
        ///Maximum length in pixels of the longest side (scaled down, never up)
        ///</summary>
        [DataMember]
        public virtual int? Mil { get; set; }

        ///<summary>
        ///An OCR capture of the document
        ///</summary>
        [DataMember]
        public virtual int? OcrId { get; set; }
    }

    [DataContract]
    public partial class GetClientDocumentData
        : BaseResponse
    {
        ///<summary>
        ///The image (PNG), base64
        ///</summary>
        [DataMember]
        public virtual string Base64Image { get; set; }
    }

    [DataContract]
    public partial class GetClientDocumentResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetClientDocumentData Data { get; set; }
    }

    [DataContract]
    public partial class GetClientResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetClientData Data { get; set; }
    }

    ///<summary>
    ///Get all clients
    ///</summary>
    [Route("/clients", "GET")]
    [Api(Description="Get all clients")]
    [Tag("Clients")]
    [DataContract]
    public partial class GetClients
        : PagedRequest, IReturn<GetClientsResponse>
    {
        ///<summary>
        ///Only clients in this state
        ///</summary>
        [DataMember]
        public virtual ClientState? State { get; set; }

        ///<summary>
        ///Only clients whose IsValidateMe flag matches (null: either)
        ///</summary>
        [DataMember]
        public virtual bool? IsValidateMe { get; set; }

        ///<summary>
        ///Names that include this value
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///Created on or after
        ///</summary>
        [DataMember]
        public virtual DateTime? DateFrom { get; set; }

        ///<summary>
        ///Created before
        ///</summary>
        [DataMember]
        public virtual DateTime? DateTo { get; set; }

        ///<summary>
        ///Only clients this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetClientsData
        : BaseResponse
    {
        ///<summary>
        ///The page of clients
        ///</summary>
        [DataMember]
        public virtual List<ClientShort> Clients { get; set; }

        ///<summary>
        ///Paging metadata
        ///</summary>
        [DataMember]
        public virtual PageMeta Meta { get; set; }
    }

    [DataContract]
    public partial class GetClientsResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetClientsData Data { get; set; }
    }

    ///<summary>
    ///Get a DBS Search
    ///</summary>
    [Route("/dbs/{Id}", "GET")]
    [Api(Description="Get a DBS Search")]
    [Tag("DBS")]
    [DataContract]
    public partial class GetDbsSearch
        : BaseRequest, IReturn<GetDbsSearchResponse>
    {
        ///<summary>
        ///The ID of the DBS Search
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///Only return the search if this sub user may view it
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetDbsSearchData
        : BaseResponse
    {
        ///<summary>
        ///Records the search is linked to
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }

        ///<summary>
        ///The search
        ///</summary>
        [DataMember]
        public virtual DbsSearchSummary Summary { get; set; }
    }

    [DataContract]
    public partial class GetDbsSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetDbsSearchData Data { get; set; }
    }

    ///<summary>
    ///Get all DBS Searches
    ///</summary>
    [Route("/dbs", "GET")]
    [Api(Description="Get all DBS Searches")]
    [Tag("DBS")]
    [DataContract]
    public partial class GetDbsSearches
        : PagedRequest, IReturn<GetDbsSearchesResponse>
    {
        ///<summary>
        ///Names that include this value
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///Created on or after
        ///</summary>
        [DataMember]
        public virtual DateTime? DateFrom { get; set; }

        ///<summary>
        ///Created before
        ///</summary>
        [DataMember]
        public virtual DateTime? DateTo { get; set; }

        ///<summary>
        ///true, false, or null for either
        ///</summary>
        [DataMember]
        public virtual bool? IsApplicantInfoCompleted { get; set; }

        ///<summary>
        ///true, false, or null for either
        ///</summary>
        [DataMember]
        public virtual bool? IsIdCheckCompleted { get; set; }

        ///<summary>
        ///true, false, or null for either
        ///</summary>
        [DataMember]
        public virtual bool? IsApplicationCompleted { get; set; }

        ///<summary>
        ///true, false, or null for either
        ///</summary>
        [DataMember]
        public virtual bool? IsApplicationSubmitted { get; set; }

        ///<summary>
        ///true, false, or null for either
        ///</summary>
        [DataMember]
        public virtual bool? IsApplicationDisclosed { get; set; }

        ///<summary>
        ///Only searches this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetDbsSearchesData
        : BaseResponse
    {
        ///<summary>
        ///The page of searches
        ///</summary>
        [DataMember]
        public virtual ArrayOfSearchRecord Searches { get; set; }

        ///<summary>
        ///Paging metadata
        ///</summary>
        [DataMember]
        public virtual PageMeta Meta { get; set; }
    }

    [DataContract]
    public partial class GetDbsSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetDbsSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get the account EULA &amp; status
    ///</summary>
    [Route("/account/eula", "GET")]
    [Api(Description="Get the account EULA & status")]
    [Tag("Account")]
    [DataContract]
    public partial class GetEulaStatus
        : BaseRequest, IReturn<GetEulaStatusResponse>
    {
        ///<summary>
        ///The sub user to report on (default: the main user)
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetEulaStatusData
        : BaseResponse
    {
        [DataMember]
        public virtual string TermsAndConditions { get; set; }

        [DataMember]
        public virtual string PrivacyPolicy { get; set; }

        [DataMember]
        public virtual bool AgreeToContact { get; set; }

        [DataMember]
        public virtual string AgreeToContactInfo { get; set; }

        [DataMember]
        public virtual DateTime? AgreeToContactDate { get; set; }

        [DataMember]
        public virtual bool AgreeToTerms { get; set; }

        [DataMember]
        public virtual string AgreeToTermsInfo { get; set; }

        [DataMember]
        public virtual DateTime? AgreeToTermsDate { get; set; }

        [DataMember]
        public virtual bool AgreeToDataProtection { get; set; }

        [DataMember]
        public virtual string AgreeToDataProtectionInfo { get; set; }

        [DataMember]
        public virtual DateTime? AgreeToDataProtectionDate { get; set; }
    }

    [DataContract]
    public partial class GetEulaStatusResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetEulaStatusData Data { get; set; }
    }

    ///<summary>
    ///Get a PDF
    ///</summary>
    [Route("/pdfs/get", "POST")]
    [Api(Description="Get a PDF")]
    [Tag("Account")]
    [DataContract]
    public partial class GetPdf
        : BaseRequest, IReturn<GetPdfResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetPdfRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetPdfData
        : BaseResponse
    {
        ///<summary>
        ///The document with its file data
        ///</summary>
        [DataMember]
        public virtual PdfDocumentWithData Document { get; set; }
    }

    [DataContract]
    public partial class GetPdfRequest
    {
        ///<summary>
        ///Set when the document is kept in a single sub user account
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///The document id
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class GetPdfResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetPdfData Data { get; set; }
    }

    ///<summary>
    ///Get the saved PDFs
    ///</summary>
    [Route("/pdfs/list", "POST")]
    [Api(Description="Get the saved PDFs")]
    [Tag("Account")]
    [DataContract]
    public partial class GetPdfs
        : BaseRequest, IReturn<GetPdfsResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetPdfsRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetPdfsData
        : BaseResponse
    {
        ///<summary>
        ///The documents of the page, newest first
        ///</summary>
        [DataMember]
        public virtual List<PdfDocument> Documents { get; set; }

        ///<summary>
        ///Unexpired documents in scope
        ///</summary>
        [DataMember]
        public virtual int TotalDocuments { get; set; }

        [DataMember]
        public virtual int CurrentPageNum { get; set; }

        [DataMember]
        public virtual int MaxPageNum { get; set; }

        [DataMember]
        public virtual int PageSize { get; set; }
    }

    [DataContract]
    public partial class GetPdfsRequest
    {
        ///<summary>
        ///Only the documents this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///1-based page number (default 1)
        ///</summary>
        [DataMember]
        public virtual int Page { get; set; }

        ///<summary>
        ///Documents per page (1-100, default 25)
        ///</summary>
        [DataMember]
        public virtual int PageSize { get; set; }
    }

    [DataContract]
    public partial class GetPdfsResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetPdfsData Data { get; set; }
    }

    ///<summary>
    ///Get a PEP search
    ///</summary>
    [Route("/peps/get", "POST")]
    [Api(Description="Get a PEP search")]
    [Tag("PEP")]
    [DataContract]
    public partial class GetPepSearch
        : BaseRequest, IReturn<GetPepSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetPepSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchData
        : BaseResponse
    {
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }

        [DataMember]
        public virtual PepSearchRecord SearchRecord { get; set; }
    }

    ///<summary>
    ///Get the notes for an existing PEP search
    ///</summary>
    [Route("/peps/notes/get", "POST")]
    [Api(Description="Get the notes for an existing PEP search")]
    [Tag("PEP")]
    [DataContract]
    public partial class GetPepSearchNotes
        : BaseRequest, IReturn<GetPepSearchNotesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetPepSearchNotesRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchNotesData
        : SearchNotesData
    {
    }

    [DataContract]
    public partial class GetPepSearchNotesRequest
    {
        [DataMember]
        public virtual long Id { get; set; }

        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchNotesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetPepSearchNotesData Data { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchRequest
    {
        ///<summary>
        ///Check that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Leave out resolved results
        ///</summary>
        [DataMember]
        public virtual bool OnlyShowUnresolvedResults { get; set; }

        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetPepSearchData Data { get; set; }
    }

    ///<summary>
    ///Get all PEP searches
    ///</summary>
    [Route("/peps/list", "POST")]
    [Api(Description="Get all PEP searches")]
    [Tag("PEP")]
    [DataContract]
    public partial class GetPepSearches
        : BaseRequest, IReturn<GetPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchesData
        : BaseResponse
    {
        [DataMember]
        public virtual int TotalSearchRecords { get; set; }

        [DataMember]
        public virtual int CurrentPageNum { get; set; }

        [DataMember]
        public virtual int MaxPageNum { get; set; }

        [DataMember]
        public virtual List<PepSearchRecord> SearchRecords { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchesRequest
    {
        ///<summary>
        ///Only searches this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///true: only searches with unresolved results; false: only those without
        ///</summary>
        [DataMember]
        public virtual bool? ListUnresolvedSearches { get; set; }

        ///<summary>
        ///true: only searches affected by a list update; false: only those not
        ///</summary>
        [DataMember]
        public virtual bool? ListUpdatedSearches { get; set; }

        ///<summary>
        ///true: only monitored searches due for renewal before the 1st of next month; false: only those not
        ///</summary>
        [DataMember]
        public virtual bool? ListExpiringSearches { get; set; }

        ///<summary>
        ///true: archived searches instead of current ones
        ///</summary>
        [DataMember]
        public virtual bool ListArchivedSearches { get; set; }

        ///<summary>
        ///1-based page number (10 per page)
        ///</summary>
        [DataMember]
        public virtual int Page { get; set; }

        ///<summary>
        ///Status (default), Name or Date, optionally followed by ' desc'
        ///</summary>
        [DataMember]
        public virtual string SortOrder { get; set; }

        ///<summary>
        ///Every word in the name; a quoted value as one substring
        ///</summary>
        [DataMember]
        public virtual string NameSearch { get; set; }

        ///<summary>
        ///nameSearch is the whole name (case-insensitive)
        ///</summary>
        [DataMember]
        public virtual bool NameSearchExact { get; set; }

        ///<summary>
        ///Leave out names that contain this value
        ///</summary>
        [DataMember]
        public virtual string FilterNameExcludes { get; set; }

        ///<summary>
        ///References that contain this value
        ///</summary>
        [DataMember]
        public virtual string FilterReference { get; set; }

        ///<summary>
        ///Leave out references that contain this value
        ///</summary>
        [DataMember]
        public virtual string FilterReferenceExcludes { get; set; }

        ///<summary>
        ///day-one or monitor
        ///</summary>
        [DataMember]
        public virtual string FilterPepType { get; set; }

        ///<summary>
        ///individual or entity
        ///</summary>
        [DataMember]
        public virtual string FilterType { get; set; }

        ///<summary>
        ///Searched on or after
        ///</summary>
        [DataMember]
        public virtual DateTime? FilterDateFrom { get; set; }

        ///<summary>
        ///Searched before
        ///</summary>
        [DataMember]
        public virtual DateTime? FilterDateTo { get; set; }

        ///<summary>
        ///Only searches created by this user
        ///</summary>
        [DataMember]
        public virtual string FilterUserName { get; set; }
    }

    [DataContract]
    public partial class GetPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get a sanctions search
    ///</summary>
    [Route("/sanctions/get", "POST")]
    [Api(Description="Get a sanctions search")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class GetSearch
        : BaseRequest, IReturn<GetSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetSearchData
        : BaseResponse
    {
        ///<summary>
        ///Records the search is linked to
        ///</summary>
        [DataMember]
        public virtual List<LinkedTo> LinkedTo { get; set; }

        ///<summary>
        ///The search with its results
        ///</summary>
        [DataMember]
        public virtual SearchRecord SearchRecord { get; set; }
    }

    ///<summary>
    ///Get the notes for an existing sanctions search
    ///</summary>
    [Route("/sanctions/notes/get", "POST")]
    [Api(Description="Get the notes for an existing sanctions search")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class GetSearchNotes
        : BaseRequest, IReturn<GetSearchNotesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetSearchNotesRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetSearchNotesData
        : SearchNotesData
    {
    }

    [DataContract]
    public partial class GetSearchNotesRequest
    {
        ///<summary>
        ///The search id
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///Only if this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetSearchNotesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetSearchNotesData Data { get; set; }
    }

    [DataContract]
    public partial class GetSearchRequest
    {
        ///<summary>
        ///The search id
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///true leaves out resolved results
        ///</summary>
        [DataMember]
        public virtual bool OnlyShowUnresolvedResults { get; set; }

        ///<summary>
        ///Checks that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class GetSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetSearchData Data { get; set; }
    }

    ///<summary>
    ///Get all sanctions searches
    ///</summary>
    [Route("/sanctions/list", "POST")]
    [Api(Description="Get all sanctions searches")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class GetSearches
        : BaseRequest, IReturn<GetSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetSearchesData
        : BaseResponse
    {
        [DataMember]
        public virtual int TotalSearchRecords { get; set; }

        [DataMember]
        public virtual int CurrentPageNum { get; set; }

        [DataMember]
        public virtual int MaxPageNum { get; set; }

        ///<summary>
        ///The searches with their sources; results are left out (GetSearch shows them)
        ///</summary>
        [DataMember]
        public virtual ArrayOfSanctionsSearchRecord SearchRecords { get; set; }
    }

    [DataContract]
    public partial class GetSearchesRequest
    {
        ///<summary>
        ///Only searches this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///true: only searches with unresolved results; false: only those without
        ///</summary>
        [DataMember]
        public virtual bool? ListUnresolvedSearches { get; set; }

        ///<summary>
        ///true: only searches affected by a list update; false: only those not
        ///</summary>
        [DataMember]
        public virtual bool? ListUpdatedSearches { get; set; }

        ///<summary>
        ///true: archived searches instead of current ones
        ///</summary>
        [DataMember]
        public virtual bool ListArchivedSearches { get; set; }

        ///<summary>
        ///1-based page number (25 per page)
        ///</summary>
        [DataMember]
        public virtual int Page { get; set; }

        ///<summary>
        ///Status (default), Name or Date, optionally followed by ' desc'
        ///</summary>
        [DataMember]
        public virtual string SortOrder { get; set; }

        ///<summary>
        ///Every word in the name; a quoted value as one substring
        ///</summary>
        [DataMember]
        public virtual string NameSearch { get; set; }

        ///<summary>
        ///nameSearch is the whole name (case-insensitive)
        ///</summary>
        [DataMember]
        public virtual bool NameSearchExact { get; set; }

        ///<summary>
        ///References that contain this value
        ///</summary>
        [DataMember]
        public virtual string FilterReference { get; set; }

        ///<summary>
        ///individual or entity
        ///</summary>
        [DataMember]
        public virtual string FilterType { get; set; }

        ///<summary>
        ///Searched on or after
        ///</summary>
        [DataMember]
        public virtual DateTime? FilterDateFrom { get; set; }

        ///<summary>
        ///Searched before
        ///</summary>
        [DataMember]
        public virtual DateTime? FilterDateTo { get; set; }

        ///<summary>
        ///Only searches created by this user
        ///</summary>
        [DataMember]
        public virtual string FilterUserName { get; set; }
    }

    [DataContract]
    public partial class GetSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetSearchesData Data { get; set; }
    }

    ///<summary>
    ///Get a sub user
    ///</summary>
    [Route("/subusers/get", "GET")]
    [Api(Description="Get a sub user")]
    [Tag("Account")]
    [DataContract]
    public partial class GetSubUser
        : BaseRequest, IReturn<GetSubUserResponse>
    {
        ///<summary>
        ///User name of the sub user
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///Id of the sub user
        ///</summary>
        [DataMember]
        public virtual Guid? SubUserId { get; set; }
    }

    [DataContract]
    public partial class GetSubUserData
        : BaseResponse
    {
        [DataMember]
        public virtual SubUser SubUser { get; set; }
    }

    [DataContract]
    public partial class GetSubUserResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetSubUserData Data { get; set; }
    }

    ///<summary>
    ///Get all sub users
    ///</summary>
    [Route("/subusers/list", "GET")]
    [Api(Description="Get all sub users")]
    [Tag("Account")]
    [DataContract]
    public partial class GetSubUsers
        : BaseRequest, IReturn<GetSubUsersResponse>
    {
        ///<summary>
        ///If true the main user is included in the list of sub users
        ///</summary>
        [DataMember]
        public virtual bool IncludeMainUser { get; set; }
    }

    [DataContract]
    public partial class GetSubUsersData
        : BaseResponse
    {
        ///<summary>
        ///The list of sub users
        ///</summary>
        [DataMember]
        public virtual List<SubUser> SubUsers { get; set; }
    }

    [DataContract]
    public partial class GetSubUsersResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetSubUsersData Data { get; set; }
    }

    ///<summary>
    ///Get all the ValidID Searches
    ///</summary>
    [Route("/validid/list", "POST")]
    [Api(Description="Get all the ValidID Searches")]
    [Tag("ValidID")]
    [DataContract]
    public partial class GetValidIds
        : BaseRequest, IReturn<GetValidIdsResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual GetValidIdsRequest Request { get; set; }
    }

    [DataContract]
    public partial class GetValidIdsData
        : BaseResponse
    {
        [DataMember]
        public virtual int TotalSearchRecords { get; set; }

        [DataMember]
        public virtual int CurrentPageNum { get; set; }

        [DataMember]
        public virtual int MaxPageNum { get; set; }

        [DataMember]
        public virtual List<ValidIdListItem> SearchRecords { get; set; }
    }

    [DataContract]
    public partial class GetValidIdsRequest
    {
        ///<summary>
        ///Only searches this sub user may view
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///1-based page number (10 per page)
        ///</summary>
        [DataMember]
        public virtual int Page { get; set; }

        ///<summary>
        ///Status (default), Name or Date, optionally followed by ' desc'
        ///</summary>
        [DataMember]
        public virtual string SortOrder { get; set; }

        ///<summary>
        ///Names that include every word of this value
        ///</summary>
        [DataMember]
        public virtual string NameSearch { get; set; }

        ///<summary>
        ///References that include this value
        ///</summary>
        [DataMember]
        public virtual string FilterReference { get; set; }

        ///<summary>
        ///ValidID type: 1-6 or its name (Basic, Enhanced, ...)
        ///</summary>
        [DataMember]
        public virtual string FilterType { get; set; }

        ///<summary>
        ///Searched on or after
        ///</summary>
        [DataMember]
        public virtual DateTime? FilterDateFrom { get; set; }

        ///<summary>
        ///Searched before
        ///</summary>
        [DataMember]
        public virtual DateTime? FilterDateTo { get; set; }

        ///<summary>
        ///Only searches created by this user
        ///</summary>
        [DataMember]
        public virtual string FilterUserName { get; set; }
    }

    [DataContract]
    public partial class GetValidIdsResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual GetValidIdsData Data { get; set; }
    }

    [DataContract]
    public partial class IdentityDocument
    {
        ///<summary>
        ///The document id (within the client)
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///The document number
        ///</summary>
        [DataMember]
        public virtual string DocumentNumber { get; set; }

        ///<summary>
        ///The name on the document
        ///</summary>
        [DataMember]
        public virtual string FullName { get; set; }

        ///<summary>
        ///The date of birth on the document (DD/MM/YYYY)
        ///</summary>
        [DataMember]
        public virtual string DateOfBirth { get; set; }

        ///<summary>
        ///The expiry date on the document (DD/MM/YYYY)
        ///</summary>
        [DataMember]
        public virtual string DateOfExpiry { get; set; }

        ///<summary>
        ///The ISO code of the issuing country
        ///</summary>
        [DataMember]
        public virtual string IssuingCountry { get; set; }

        ///<summary>
        ///The OCR data was checked by a user (UpdateClient)
        ///</summary>
        [DataMember]
        public virtual bool IsVerified { get; set; }
    }

    [DataContract]
    public partial class LinkedTo
    {
        [DataMember]
        public virtual int? ClientId { get; set; }

        [DataMember]
        public virtual long? Id { get; set; }

        [DataMember]
        public virtual string Type { get; set; }

        [DataMember]
        public virtual string Subtype { get; set; }

        [DataMember]
        public virtual string Status { get; set; }

        [DataMember]
        public virtual string Description { get; set; }

        [DataMember]
        public virtual bool? IsArchived { get; set; }

        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual DateTime? Date { get; set; }
    }

    [DataContract]
    public partial class OfacAddress
    {
        [DataMember]
        public virtual string Address1 { get; set; }

        [DataMember]
        public virtual string Address2 { get; set; }

        [DataMember]
        public virtual string Address3 { get; set; }

        [DataMember]
        public virtual string City { get; set; }

        [DataMember]
        public virtual string State { get; set; }

        [DataMember]
        public virtual string PostCode { get; set; }

        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class OfacAka
    {
        [DataMember]
        public virtual string FirstName { get; set; }

        [DataMember]
        public virtual string LastName { get; set; }

        [DataMember]
        public virtual string Type { get; set; }

        [DataMember]
        public virtual string Strength { get; set; }
    }

    [DataContract]
    public partial class OfacDateOfBirth
    {
        [DataMember]
        public virtual string DateOfBirth { get; set; }
    }

    [DataContract]
    public partial class OfacNationality
    {
        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class OfacPlaceOfBirth
    {
        [DataMember]
        public virtual string PlaceOfBirth { get; set; }
    }

    [DataContract]
    public partial class OtherDocument
        : IdentityDocument
    {
        ///<summary>
        ///What kind of document it is (e.g. 'National ID card')
        ///</summary>
        [DataMember]
        public virtual string DocumentType { get; set; }
    }

    [DataContract]
    public partial class PageLinks
    {
        [DataMember]
        public virtual string Self { get; set; }

        [DataMember]
        public virtual string First { get; set; }

        [DataMember]
        public virtual string Last { get; set; }

        [DataMember]
        public virtual string Next { get; set; }

        [DataMember]
        public virtual string Prev { get; set; }
    }

    [DataContract]
    public partial class PageMeta
    {
        [DataMember]
        public virtual PageLinks Links { get; set; }

        ///<summary>
        ///Total records for the query
        ///</summary>
        [DataMember]
        public virtual int? TotalCount { get; set; }

        ///<summary>
        ///Maximum records in one page
        ///</summary>
        [DataMember]
        public virtual int? PageLimit { get; set; }

        ///<summary>
        ///Zero-based start position
        ///</summary>
        [DataMember]
        public virtual int? PageOffset { get; set; }
    }

    [DataContract]
    public partial class PagedRequest
        : BaseRequest
    {
        ///<summary>
        ///Maximum records per page (1-500, default 25)
        ///</summary>
        [DataMember(Name="page[limit]")]
        public virtual int PageLimit { get; set; }

        ///<summary>
        ///Zero-based start
        ///</summary>
        [DataMember(Name="page[offset]")]
        public virtual int PageOffset { get; set; }

        ///<summary>
        ///status (default), name, date, dateUpdated or reference; prefix - for descending
        ///</summary>
        [DataMember]
        public virtual string Sort { get; set; }
    }

    [DataContract]
    public partial class Passport
        : IdentityDocument
    {
    }

    [DataContract]
    public partial class PdfDocument
    {
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///The document is ready to download
        ///</summary>
        [DataMember]
        public virtual bool IsReady { get; set; }

        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string SearchedName { get; set; }

        [DataMember]
        public virtual string FileName { get; set; }

        ///<summary>
        ///sanctions, pep, validid, companylookup, ...
        ///</summary>
        [DataMember]
        public virtual string Type { get; set; }

        [DataMember]
        public virtual long? SanctionsSearchId { get; set; }

        [DataMember]
        public virtual long? PepSearchId { get; set; }

        [DataMember]
        public virtual int? ValidIdSearchId { get; set; }

        [DataMember]
        public virtual int? CompanyLookupSearchId { get; set; }

        [DataMember]
        public virtual DateTime DateCreated { get; set; }

        [DataMember]
        public virtual DateTime DateExpires { get; set; }
    }

    [DataContract]
    public partial class PdfDocumentWithData
        : PdfDocument
    {
        ///<summary>
        ///The file content (base64)
        ///</summary>
        [DataMember]
        public virtual byte[] DocumentBytes { get; set; }
    }

    [DataContract]
    public partial class PepSearchIDRequest
    {
        ///<summary>
        ///Check that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class PepSearchRecord
    {
        [DataMember]
        public virtual long Id { get; set; }

        [DataMember]
        public virtual SearchCriteria SearchCriteria { get; set; }

        ///<summary>
        ///individual or entity
        ///</summary>
        [DataMember]
        public virtual string SearchType { get; set; }

        ///<summary>
        ///A PEP list update changed the results: a new decision is needed
        ///</summary>
        [DataMember]
        public virtual bool AffectedByUpdate { get; set; }

        [DataMember]
        public virtual bool ClientInResults { get; set; }

        [DataMember]
        public virtual bool ClientNotInResults { get; set; }

        ///<summary>
        ///A one-off search; false for a monitored search that expires on dateRenewal
        ///</summary>
        [DataMember]
        public virtual bool IsDayOneSearch { get; set; }

        [DataMember]
        public virtual DateTime DateSearched { get; set; }

        ///<summary>
        ///Last decision (or the search date)
        ///</summary>
        [DataMember]
        public virtual DateTime DateUpdated { get; set; }

        ///<summary>
        ///When the monitored search is due for renewal; null for a day-one search
        ///</summary>
        [DataMember]
        public virtual DateTime? DateRenewal { get; set; }

        [DataMember]
        public virtual int NumOfResults { get; set; }

        ///<summary>
        ///Results not yet resolved (an addition to the original)
        ///</summary>
        [DataMember]
        public virtual int NumOfUnresolvedResults { get; set; }

        ///<summary>
        ///No longer checked during list updates
        ///</summary>
        [DataMember]
        public virtual bool IsArchived { get; set; }

        [DataMember]
        public virtual DateTime? DateArchived { get; set; }

        ///<summary>
        ///The results (GetPepSearch, AddPepSearch; empty in lists)
        ///</summary>
        [DataMember]
        public virtual List<PepSearchResult> PepSearchResults { get; set; }
    }

    [DataContract]
    public partial class PepSearchResult
    {
        ///<summary>
        ///Result id, for UpdatePepSearch's searchResultIds
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        [DataMember]
        public virtual decimal ResultSimilarity { get; set; }

        [DataMember]
        public virtual bool ResultResolved { get; set; }

        [DataMember]
        public virtual DateTime? DateLastUpdated { get; set; }

        [DataMember]
        public virtual string Title { get; set; }

        [DataMember]
        public virtual string Forename { get; set; }

        [DataMember]
        public virtual string Middlename { get; set; }

        [DataMember]
        public virtual string Surname { get; set; }

        ///<summary>
        ///The matched name as the list writes it (an addition)
        ///</summary>
        [DataMember]
        public virtual string FullName { get; set; }

        [DataMember]
        public virtual DateTime? DateOfBirth { get; set; }

        [DataMember]
        public virtual int? YearOfBirth { get; set; }

        [DataMember]
        public virtual string Gender { get; set; }

        [DataMember]
        public virtual string Nationality { get; set; }

        ///<summary>
        ///The list and entity the result came from
        ///</summary>
        [DataMember]
        public virtual string Source { get; set; }

        ///<summary>
        ///PEP, or RCA for a relative or close associate
        ///</summary>
        [DataMember]
        public virtual string Category { get; set; }
    }

    [DataContract]
    public partial class ReferenceData
    {
        [DataMember]
        public virtual List<Country> Countries { get; set; }

        [DataMember]
        public virtual List<CompanyIndustry> CompanyIndustries { get; set; }

        [DataMember]
        public virtual List<CompanyType> CompanyTypes { get; set; }

        [DataMember]
        public virtual ArrayOfVatCountry VatCountries { get; set; }

        [DataMember]
        public virtual string TermsAndConditionsLink { get; set; }

        [DataMember]
        public virtual string PrivacyPolicyLink { get; set; }

        [DataMember]
        public virtual string ContactStatement { get; set; }

        [DataMember]
        public virtual string DataProtectionStatement { get; set; }
    }

    ///<summary>
    ///Create a new account
    ///</summary>
    [Route("/account/register", "POST")]
    [Api(Description="Create a new account")]
    [Tag("Account")]
    [DataContract]
    public partial class RegisterAccount
        : BaseRequest, IReturn<RegisterAccountResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual RegisterAccountRequest Request { get; set; }
    }

    [DataContract]
    public partial class RegisterAccountData
        : BaseResponse
    {
        ///<summary>
        ///Unique identifier of the API access
        ///</summary>
        [DataMember]
        public virtual string ApiUserId { get; set; }

        ///<summary>
        ///Secure randomly generated key (shown once)
        ///</summary>
        [DataMember]
        public virtual string ApiUserKey { get; set; }
    }

    [DataContract]
    public partial class RegisterAccountRequest
    {
        ///<summary>
        ///Login user name: at most 50 of [a-zA-Z0-9-_.@]
        ///</summary>
        [DataMember]
        public virtual string Username { get; set; }

        ///<summary>
        ///8-100 characters
        ///</summary>
        [DataMember]
        public virtual string Password { get; set; }

        ///<summary>
        ///Contact e-mail of the account holder
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///Full legal name of the holder
        ///</summary>
        [DataMember]
        public virtual string FullName { get; set; }

        ///<summary>
        ///Registered company name
        ///</summary>
        [DataMember]
        public virtual string CompanyName { get; set; }

        ///<summary>
        ///Company contact phone
        ///</summary>
        [DataMember]
        public virtual string CompanyPhone { get; set; }

        ///<summary>
        ///First address line
        ///</summary>
        [DataMember]
        public virtual string Address1 { get; set; }

        ///<summary>
        ///Second address line
        ///</summary>
        [DataMember]
        public virtual string Address2 { get; set; }

        ///<summary>
        ///Third address line
        ///</summary>
        [DataMember]
        public virtual string Address3 { get; set; }

        ///<summary>
        ///City
        ///</summary>
        [DataMember]
        public virtual string City { get; set; }

        ///<summary>
        ///Postal code
        ///</summary>
        [DataMember]
        public virtual string Postcode { get; set; }

        ///<summary>
        ///Country code from the template's reference data
        ///</summary>
        [DataMember]
        public virtual string Country { get; set; }

        ///<summary>
        ///Company type (id or name) from the reference data
        ///</summary>
        [DataMember]
        public virtual string CompanyType { get; set; }

        ///<summary>
        ///Industry (id or name) from the reference data
        ///</summary>
        [DataMember]
        public virtual string CompanyIndustry { get; set; }

        ///<summary>
        ///Trade body, network or affiliation
        ///</summary>
        [DataMember]
        public virtual string CompanyNetwork { get; set; }

        ///<summary>
        ///Must be true
        ///</summary>
        [DataMember]
        public virtual bool AgreeToTerms { get; set; }

        ///<summary>
        ///Must be true
        ///</summary>
        [DataMember]
        public virtual bool AgreeToDataProtection { get; set; }

        ///<summary>
        ///Consent to be contacted
        ///</summary>
        [DataMember]
        public virtual bool AgreeToContact { get; set; }

        ///<summary>
        ///Must be true
        ///</summary>
        [DataMember]
        public virtual bool AgreeToPrivacy { get; set; }

        ///<summary>
        ///Discount or promotion code
        ///</summary>
        [DataMember]
        public virtual string VoucherCode { get; set; }

        ///<summary>
        ///Code granting access to features
        ///</summary>
        [DataMember]
        public virtual string AccountActivationCode { get; set; }

        ///<summary>
        ///VAT registration number
        ///</summary>
        [DataMember]
        public virtual string VatNumber { get; set; }

        ///<summary>
        ///Country of VAT registration (code from the reference data)
        ///</summary>
        [DataMember]
        public virtual string VatCountry { get; set; }
    }

    [DataContract]
    public partial class RegisterAccountResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual RegisterAccountData Data { get; set; }
    }

    ///<summary>
    ///Get a template to create a new account
    ///</summary>
    [Route("/account/register/template", "GET")]
    [Api(Description="Get a template to create a new account")]
    [Tag("Account")]
    [DataContract]
    public partial class RegisterAccountTemplate
        : BaseRequest, IReturn<RegisterAccountTemplateResponse>
    {
    }

    [DataContract]
    public partial class RegisterAccountTemplateData
        : BaseResponse
    {
        ///<summary>
        ///Request body of RegisterAccount
        ///</summary>
        [DataMember]
        public virtual RegisterAccountRequest Request { get; set; }

        ///<summary>
        ///Allowed values for that body
        ///</summary>
        [DataMember]
        public virtual ReferenceData ReferenceData { get; set; }
    }

    [DataContract]
    public partial class RegisterAccountTemplateResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual RegisterAccountTemplateData Data { get; set; }
    }

    ///<summary>
    ///Renews all PEP searches that are due for renewal
    ///</summary>
    [Route("/peps/renew/all", "PUT")]
    [Api(Description="Renews all PEP searches that are due for renewal")]
    [Tag("PEP")]
    [DataContract]
    public partial class RenewAllPepSearches
        : BaseRequest, IReturn<RenewAllPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual RenewAllPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class RenewAllPepSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Searches renewed
        ///</summary>
        [DataMember]
        public virtual int Count { get; set; }

        ///<summary>
        ///Cost debited, in the account's currency
        ///</summary>
        [DataMember]
        public virtual decimal TotalCost { get; set; }

        ///<summary>
        ///The effective renewal date, yyyy-MM-dd
        ///</summary>
        [DataMember]
        public virtual string RenewalDate { get; set; }
    }

    [DataContract]
    public partial class RenewAllPepSearchesRequest
    {
        ///<summary>
        ///Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
        ///</summary>
        [DataMember]
        public virtual DateTime? RenewalDate { get; set; }
    }

    [DataContract]
    public partial class RenewAllPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual RenewAllPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Renews selected PEP searches that are due for renewal
    ///</summary>
    [Route("/peps/renew/selected", "PUT")]
    [Api(Description="Renews selected PEP searches that are due for renewal")]
    [Tag("PEP")]
    [DataContract]
    public partial class RenewPepSearches
        : BaseRequest, IReturn<RenewPepSearchesResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual RenewPepSearchesRequest Request { get; set; }
    }

    [DataContract]
    public partial class RenewPepSearchesData
        : BaseResponse
    {
        ///<summary>
        ///Searches renewed
        ///</summary>
        [DataMember]
        public virtual int Count { get; set; }

        ///<summary>
        ///Cost debited, in the account's currency
        ///</summary>
        [DataMember]
        public virtual decimal TotalCost { get; set; }

        ///<summary>
        ///Ids not found, not visible or not due
        ///</summary>
        [DataMember]
        public virtual List<long> FailedIds { get; set; }
    }

    [DataContract]
    public partial class RenewPepSearchesRequest
    {
        ///<summary>
        ///PEP search ids (fewer than 500)
        ///</summary>
        [DataMember]
        public virtual ArrayOfLong Ids { get; set; }

        ///<summary>
        ///Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
        ///</summary>
        [DataMember]
        public virtual DateTime? DateRenewal { get; set; }
    }

    [DataContract]
    public partial class RenewPepSearchesResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual RenewPepSearchesData Data { get; set; }
    }

    ///<summary>
    ///Save a PEP search as a PDF document
    ///</summary>
    [Route("/peps/save", "POST")]
    [Api(Description="Save a PEP search as a PDF document")]
    [Tag("PEP")]
    [DataContract]
    public partial class SavePepSearch
        : BaseRequest, IReturn<SavePepSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual SavePepSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class SavePepSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }

        ///<summary>
        ///Id of the new saved document (for GetPdf); an addition to the original
        ///</summary>
        [DataMember]
        public virtual long DocumentId { get; set; }
    }

    [DataContract]
    public partial class SavePepSearchRequest
    {
        ///<summary>
        ///Keep the document in this sub user's account
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///The search to save
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class SavePepSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual SavePepSearchData Data { get; set; }
    }

    ///<summary>
    ///Save a sanctions search as a PDF document
    ///</summary>
    [Route("/sanctions/save", "POST")]
    [Api(Description="Save a sanctions search as a PDF document")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class SaveSearch
        : BaseRequest, IReturn<SaveSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual SaveSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class SaveSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }

        ///<summary>
        ///Id of the new saved document (for GetPdf); an addition to the original
        ///</summary>
        [DataMember]
        public virtual long DocumentId { get; set; }
    }

    [DataContract]
    public partial class SaveSearchRequest
    {
        ///<summary>
        ///The search to save
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///Keep the saved document within this sub user's account
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class SaveSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual SaveSearchData Data { get; set; }
    }

    ///<summary>
    ///Save a ValidID Search as a PDF document
    ///</summary>
    [Route("/validid/save", "POST")]
    [Api(Description="Save a ValidID Search as a PDF document")]
    [Tag("ValidID")]
    [DataContract]
    public partial class SaveValidId
        : BaseRequest, IReturn<SaveValidIdResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual SaveValidIdRequest Request { get; set; }
    }

    [DataContract]
    public partial class SaveValidIdData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }

        ///<summary>
        ///Id of the new saved document (for GetPdf); an addition to the original
        ///</summary>
        [DataMember]
        public virtual long DocumentId { get; set; }
    }

    [DataContract]
    public partial class SaveValidIdRequest
    {
        ///<summary>
        ///The ValidID search to save
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///Only if this sub user may view the search; the document is theirs
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }
    }

    [DataContract]
    public partial class SaveValidIdResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual SaveValidIdData Data { get; set; }
    }

    ///<summary>
    ///Search for company details
    ///</summary>
    [Route("/companies/search", "POST")]
    [Api(Description="Search for company details")]
    [Tag("Company")]
    [DataContract]
    public partial class SearchCompanyLookup
        : BaseRequest, IReturn<SearchCompanyLookupResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual SearchCompanyLookupRequest Request { get; set; }
    }

    [DataContract]
    public partial class SearchCompanyLookupData
        : BaseResponse
    {
        [DataMember]
        public virtual ArrayOfCompany SearchResults { get; set; }
    }

    [DataContract]
    public partial class SearchCompanyLookupRequest
    {
        ///<summary>
        ///Part of the company name (case-insensitive)
        ///</summary>
        [DataMember]
        public virtual string CompanyName { get; set; }

        ///<summary>
        ///ISO 3166 alpha-2 country code
        ///</summary>
        [DataMember]
        public virtual string CompanyCountry { get; set; }

        ///<summary>
        ///Prefix match, at most 10 results
        ///</summary>
        [DataMember]
        public virtual bool AutocompleteMode { get; set; }
    }

    [DataContract]
    public partial class SearchCompanyLookupResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual SearchCompanyLookupData Data { get; set; }
    }

    [DataContract]
    public partial class SearchCriteria
    {
        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string Address { get; set; }

        [DataMember]
        public virtual string Country { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual string Nationality { get; set; }

        [DataMember]
        public virtual string Reference { get; set; }
    }

    [DataContract]
    public partial class SearchNote
    {
        ///<summary>
        ///User name of the author
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual DateTime Date { get; set; }

        [DataMember]
        public virtual string Content { get; set; }
    }

    [DataContract]
    public partial class SearchNotesData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }

        ///<summary>
        ///The notes, oldest first
        ///</summary>
        [DataMember]
        public virtual ArrayOfSearchNote Notes { get; set; }

        ///<summary>
        ///The search id
        ///</summary>
        [DataMember]
        public virtual long Id { get; set; }
    }

    [DataContract]
    public partial class SearchRecord
    {
        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///individual or entity
        ///</summary>
        [DataMember]
        public virtual string SearchType { get; set; }

        [DataMember]
        public virtual DateTime DateSearched { get; set; }

        [DataMember]
        public virtual DateTime DateUpdated { get; set; }

        [DataMember]
        public virtual DateTime? DateArchived { get; set; }

        [DataMember]
        public virtual bool IsArchived { get; set; }

        [DataMember]
        public virtual int NumOfResults { get; set; }

        [DataMember]
        public virtual bool ClientInResults { get; set; }

        [DataMember]
        public virtual bool ClientNotInResults { get; set; }

        [DataMember]
        public virtual bool AffectedByUpdate { get; set; }

        [DataMember]
        public virtual SearchCriteria SearchCriteria { get; set; }

        ///<summary>
        ///Results per list (deprecated form)
        ///</summary>
        [DataMember]
        public virtual SearchResults SearchResults { get; set; }

        [DataMember]
        public virtual List<SearchSource> SearchSources { get; set; }

        [DataMember]
        public virtual List<SearchResultEntry> ListSearchResults { get; set; }
    }

    [DataContract]
    public partial class SearchResultAddress
    {
        [DataMember]
        public virtual long SearchResultAddressId { get; set; }

        [DataMember]
        public virtual string Type { get; set; }

        [DataMember]
        public virtual string Address1 { get; set; }

        [DataMember]
        public virtual string Address2 { get; set; }

        [DataMember]
        public virtual string Address3 { get; set; }

        [DataMember]
        public virtual string City { get; set; }

        [DataMember]
        public virtual string County { get; set; }

        [DataMember]
        public virtual string PostCode { get; set; }

        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class SearchResultBase
    {
        [DataMember]
        public virtual int ResultStrength { get; set; }

        [DataMember]
        public virtual decimal ResultSimilarity { get; set; }

        [DataMember]
        public virtual bool ResultResolved { get; set; }

        [DataMember]
        public virtual string ResultType { get; set; }

        [DataMember]
        public virtual DateTime DateUpdated { get; set; }
    }

    [DataContract]
    public partial class SearchResultCanadianJustice
        : SearchResultBase
    {
        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual string Country { get; set; }

        [DataMember]
        public virtual int RefId { get; set; }
    }

    [DataContract]
    public partial class SearchResultCanadianSema
        : SearchResultBase
    {
        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual string Country { get; set; }

        [DataMember]
        public virtual string Schedule { get; set; }

        [DataMember]
        public virtual string Item { get; set; }
    }

    [DataContract]
    public partial class SearchResultDateOfBirth
    {
        [DataMember]
        public virtual long SearchResultDateOfBirthId { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual short? Year { get; set; }

        [DataMember]
        public virtual byte? Month { get; set; }

        [DataMember]
        public virtual byte? Day { get; set; }

        [DataMember]
        public virtual string Type { get; set; }
    }

    [DataContract]
    public partial class SearchResultDfat
        : SearchResultBase
    {
        [DataMember]
        public virtual string FullName { get; set; }

        [DataMember]
        public virtual string Address { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual string PlaceOfBirth { get; set; }

        [DataMember]
        public virtual string Nationality { get; set; }
    }

    [DataContract]
    public partial class SearchResultEntry
    {
        [DataMember]
        public virtual long SearchResultId { get; set; }

        [DataMember]
        public virtual int ResultStrength { get; set; }

        [DataMember]
        public virtual decimal ResultSimilarity { get; set; }

        [DataMember]
        public virtual bool ResultResolved { get; set; }

        [DataMember]
        public virtual string ResultType { get; set; }

        [DataMember]
        public virtual DateTime? DateUpdated { get; set; }

        [DataMember]
        public virtual string SanctionsListId { get; set; }

        [DataMember]
        public virtual string SanctionsListName { get; set; }

        [DataMember]
        public virtual List<SearchResultAddress> Addresses { get; set; }

        [DataMember]
        public virtual List<SearchResultDateOfBirth> DatesOfBirth { get; set; }

        [DataMember]
        public virtual List<SearchResultName> Names { get; set; }

        [DataMember]
        public virtual List<SearchResultNationality> Nationalities { get; set; }

        [DataMember]
        public virtual List<SearchResultPlaceOfBirth> PlacesOfBirth { get; set; }

        [DataMember]
        public virtual List<SearchResultRemark> Remarks { get; set; }
    }

    [DataContract]
    public partial class SearchResultEu
        : SearchResultBase
    {
        [DataMember]
        public virtual List<EuAddress> Addresses { get; set; }

        [DataMember]
        public virtual List<EuBirth> Births { get; set; }

        [DataMember]
        public virtual List<EuCitizenship> Citizenships { get; set; }

        [DataMember]
        public virtual List<EuName> Names { get; set; }

        [DataMember]
        public virtual List<EuPassport> Passports { get; set; }
    }

    [DataContract]
    public partial class SearchResultHmTreasury
        : SearchResultBase
    {
        [DataMember]
        public virtual DateTime DateListed { get; set; }

        [DataMember]
        public virtual string Name1 { get; set; }

        [DataMember]
        public virtual string Name2 { get; set; }

        [DataMember]
        public virtual string Name3 { get; set; }

        [DataMember]
        public virtual string Name4 { get; set; }

        [DataMember]
        public virtual string Name5 { get; set; }

        [DataMember]
        public virtual string Name6 { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual string CountryOfBirth { get; set; }

        [DataMember]
        public virtual string Nationality { get; set; }

        [DataMember]
        public virtual string Address1 { get; set; }

        [DataMember]
        public virtual string Address2 { get; set; }

        [DataMember]
        public virtual string Address3 { get; set; }

        [DataMember]
        public virtual string Address4 { get; set; }

        [DataMember]
        public virtual string Address5 { get; set; }

        [DataMember]
        public virtual string Address6 { get; set; }

        [DataMember]
        public virtual string PostCode { get; set; }

        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class SearchResultName
    {
        [DataMember]
        public virtual long SearchResultNameId { get; set; }

        ///<summary>
        ///primary, alias, alias-strong, alias-weak, ...
        ///</summary>
        [DataMember]
        public virtual string Type { get; set; }

        [DataMember]
        public virtual string Title { get; set; }

        [DataMember]
        public virtual string FullName { get; set; }

        [DataMember]
        public virtual decimal ResultSimilarity { get; set; }
    }

    [DataContract]
    public partial class SearchResultNationality
    {
        [DataMember]
        public virtual long SearchResultNationalityId { get; set; }

        [DataMember]
        public virtual string Nationality { get; set; }
    }

    [DataContract]
    public partial class SearchResultOfac
        : SearchResultBase
    {
        [DataMember]
        public virtual string FirstName { get; set; }

        [DataMember]
        public virtual string LastName { get; set; }

        [DataMember]
        public virtual List<OfacAddress> Addresses { get; set; }

        [DataMember]
        public virtual List<OfacAka> Akas { get; set; }

        [DataMember]
        public virtual List<OfacDateOfBirth> DateOfBirths { get; set; }

        [DataMember]
        public virtual List<OfacNationality> Nationalities { get; set; }

        [DataMember]
        public virtual List<OfacPlaceOfBirth> PlaceOfBirths { get; set; }
    }

    [DataContract]
    public partial class SearchResultOsfi
        : SearchResultBase
    {
        [DataMember]
        public virtual string FullName { get; set; }

        [DataMember]
        public virtual string Address { get; set; }

        [DataMember]
        public virtual string DateOfBirth { get; set; }

        [DataMember]
        public virtual string PlaceOfBirth { get; set; }

        [DataMember]
        public virtual string Nationality { get; set; }
    }

    [DataContract]
    public partial class SearchResultPlaceOfBirth
    {
        [DataMember]
        public virtual long SearchResultPlaceOfBirthId { get; set; }

        [DataMember]
        public virtual string PlaceOfBirth { get; set; }

        [DataMember]
        public virtual string CountryOfBirth { get; set; }
    }

    [DataContract]
    public partial class SearchResultRemark
    {
        [DataMember]
        public virtual long SearchResultRemarkId { get; set; }

        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string Description { get; set; }
    }

    [DataContract]
    public partial class SearchResults
    {
        [DataMember]
        public virtual List<SearchResultEu> EuResults { get; set; }

        [DataMember]
        public virtual List<SearchResultHmTreasury> HmtResults { get; set; }

        [DataMember]
        public virtual List<SearchResultHmTreasury> HmtUkraineResults { get; set; }

        [DataMember]
        public virtual List<SearchResultOfac> OfacResults { get; set; }

        [DataMember]
        public virtual List<SearchResultOfac> OfacConsolidatedResults { get; set; }

        [DataMember]
        public virtual List<SearchResultDfat> DfatResults { get; set; }

        [DataMember]
        public virtual List<SearchResultOsfi> OsfiResults { get; set; }

        [DataMember]
        public virtual List<SearchResultCanadianJustice> CanadianJusticeResults { get; set; }

        [DataMember]
        public virtual List<SearchResultCanadianSema> CanadianSemaResults { get; set; }

        [DataMember]
        public virtual List<SearchResultEntry> SwissSecoResults { get; set; }
    }

    [DataContract]
    public partial class SearchSource
    {
        [DataMember]
        public virtual string ListId { get; set; }

        [DataMember]
        public virtual string ListName { get; set; }

        [DataMember]
        public virtual string ListShortName { get; set; }

        [DataMember]
        public virtual bool? IsAffectedByListUpdate { get; set; }
    }

    [DataContract]
    public partial class SubUser
    {
        ///<summary>
        ///The user who created the account
        ///</summary>
        [DataMember]
        public virtual bool IsMainUser { get; set; }

        [DataMember]
        public virtual Guid UserId { get; set; }

        ///<summary>
        ///Sign-in user name
        ///</summary>
        [DataMember]
        public virtual string UserName { get; set; }

        [DataMember]
        public virtual string Name { get; set; }

        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///Admin privileges such as managing purchases and sub users
        ///</summary>
        [DataMember]
        public virtual bool IsAdmin { get; set; }

        [DataMember]
        public virtual bool CanResolveSearches { get; set; }

        [DataMember]
        public virtual bool CanDeleteSearches { get; set; }

        ///<summary>
        ///User names whose searches this user may see
        ///</summary>
        [DataMember]
        public virtual ArrayOfUserNames Permissions { get; set; }
    }

    ///<summary>
    ///Verify a client
    ///</summary>
    [Route("/clients/{Id}", "PUT")]
    [Api(Description="Verify a client")]
    [Tag("Clients")]
    [DataContract]
    public partial class UpdateClient
        : BaseRequest, IReturn<UpdateClientResponse>
    {
        ///<summary>
        ///The client id
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///The full name of the client (max 250)
        ///</summary>
        [DataMember]
        public virtual string Name { get; set; }

        ///<summary>
        ///Your reference, if any (max 250)
        ///</summary>
        [DataMember]
        public virtual string Reference { get; set; }

        ///<summary>
        ///Every passport of the client, with isVerified true
        ///</summary>
        [DataMember]
        public virtual List<Passport> Passports { get; set; }

        ///<summary>
        ///Every driving licence of the client, with isVerified true
        ///</summary>
        [DataMember]
        public virtual List<DrivingLicence> DrivingLicences { get; set; }

        ///<summary>
        ///Every other document of the client, with isVerified true
        ///</summary>
        [DataMember]
        public virtual List<OtherDocument> OtherDocuments { get; set; }
    }

    [DataContract]
    public partial class UpdateClientData
        : BaseResponse
    {
        ///<summary>
        ///The verified client
        ///</summary>
        [DataMember]
        public virtual Client Client { get; set; }
    }

    [DataContract]
    public partial class UpdateClientResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual UpdateClientData Data { get; set; }
    }

    ///<summary>
    ///Resolve a PEP search or some of its results
    ///</summary>
    [Route("/peps/update", "PUT")]
    [Api(Description="Resolve a PEP search or some of its results")]
    [Tag("PEP")]
    [DataContract]
    public partial class UpdatePepSearch
        : BaseRequest, IReturn<UpdatePepSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual UpdatePepSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class UpdatePepSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class UpdatePepSearchRequest
    {
        ///<summary>
        ///Check that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///The client is one of the results (exactly one of the two is true)
        ///</summary>
        [DataMember]
        public virtual bool ClientInResults { get; set; }

        ///<summary>
        ///The client is none of the results
        ///</summary>
        [DataMember]
        public virtual bool ClientNotInResults { get; set; }

        ///<summary>
        ///Resolve only these results (default: all)
        ///</summary>
        [DataMember]
        public virtual ArrayOfLong SearchResultIds { get; set; }
    }

    [DataContract]
    public partial class UpdatePepSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual UpdatePepSearchData Data { get; set; }
    }

    ///<summary>
    ///Resolve a sanctions search or some of its results
    ///</summary>
    [Route("/sanctions/update", "PUT")]
    [Api(Description="Resolve a sanctions search or some of its results")]
    [Tag("Sanctions")]
    [DataContract]
    public partial class UpdateSearch
        : BaseRequest, IReturn<UpdateSearchResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual UpdateSearchRequest Request { get; set; }
    }

    [DataContract]
    public partial class UpdateSearchData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class UpdateSearchRequest
    {
        ///<summary>
        ///Check that this sub user may view the search
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        [DataMember]
        public virtual long Id { get; set; }

        ///<summary>
        ///The client is one of the results (exactly one of the two is true)
        ///</summary>
        [DataMember]
        public virtual bool ClientInResults { get; set; }

        ///<summary>
        ///The client is none of the results
        ///</summary>
        [DataMember]
        public virtual bool ClientNotInResults { get; set; }

        ///<summary>
        ///Resolve only these results (default: all)
        ///</summary>
        [DataMember]
        public virtual ArrayOfLong SearchResultIds { get; set; }
    }

    [DataContract]
    public partial class UpdateSearchResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual UpdateSearchData Data { get; set; }
    }

    ///<summary>
    ///Update a sub user
    ///</summary>
    [Route("/subusers/update", "PUT")]
    [Api(Description="Update a sub user")]
    [Tag("Account")]
    [DataContract]
    public partial class UpdateSubUser
        : BaseRequest, IReturn<UpdateSubUserResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual UpdateSubUserRequest Request { get; set; }
    }

    [DataContract]
    public partial class UpdateSubUserData
        : BaseResponse
    {
        ///<summary>
        ///The sub user
        ///</summary>
        [DataMember]
        public virtual SubUser SubUser { get; set; }
    }

    [DataContract]
    public partial class UpdateSubUserRequest
    {
        ///<summary>
        ///The user name of the sub user
        ///</summary>
        [DataMember]
        public virtual string SubUserName { get; set; }

        ///<summary>
        ///The user names whose searches the sub user may see (ServiceStack's ArrayOfString)
        ///</summary>
        [DataMember]
        public virtual ArrayOfString Permissions { get; set; }
    }

    [DataContract]
    public partial class UpdateSubUserResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual UpdateSubUserData Data { get; set; }
    }

    ///<summary>
    ///Update a ValidID Search
    ///</summary>
    [Route("/validid/update", "PUT")]
    [Api(Description="Update a ValidID Search")]
    [Tag("ValidID")]
    [DataContract]
    public partial class UpdateValidId
        : BaseRequest, IReturn<UpdateValidIdResponse>
    {
        ///<summary>
        ///The request data
        ///</summary>
        [DataMember]
        public virtual UpdateValidIdRequest Request { get; set; }
    }

    [DataContract]
    public partial class UpdateValidIdData
        : BaseResponse
    {
        ///<summary>
        ///Did the request succeed
        ///</summary>
        [DataMember]
        public virtual bool Success { get; set; }
    }

    [DataContract]
    public partial class UpdateValidIdRequest
    {
        ///<summary>
        ///The ValidID search id
        ///</summary>
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///The client is in the results (exactly one of the two must be true)
        ///</summary>
        [DataMember]
        public virtual bool ClientInResults { get; set; }

        ///<summary>
        ///The client is not in the results
        ///</summary>
        [DataMember]
        public virtual bool ClientNotInResults { get; set; }
    }

    [DataContract]
    public partial class UpdateValidIdResponse
    {
        ///<summary>
        ///The response data
        ///</summary>
        [DataMember]
        public virtual UpdateValidIdData Data { get; set; }
    }

    [DataContract]
    public partial class ValidIdBankRequest
    {
        ///<summary>
        ///Six digits (dashes allowed)
        ///</summary>
        [DataMember]
        public virtual string SortCode { get; set; }

        ///<summary>
        ///Eight digits
        ///</summary>
        [DataMember]
        public virtual string AccountNumber { get; set; }
    }

    [DataContract]
    public partial class ValidIdBasicRequest
    {
        [DataMember]
        public virtual string Title { get; set; }

        ///<summary>
        ///Required
        ///</summary>
        [DataMember]
        public virtual string Forename { get; set; }

        [DataMember]
        public virtual string MiddleName { get; set; }

        ///<summary>
        ///Required
        ///</summary>
        [DataMember]
        public virtual string Surname { get; set; }

        ///<summary>
        ///Male or Female (optional)
        ///</summary>
        [DataMember]
        public virtual string Gender { get; set; }

        ///<summary>
        ///Required, DD/MM/YYYY
        ///</summary>
        [DataMember]
        public virtual string DateOfBirth { get; set; }

        ///<summary>
        ///Required: house and street
        ///</summary>
        [DataMember]
        public virtual string Address1 { get; set; }

        [DataMember]
        public virtual string Address2 { get; set; }

        [DataMember]
        public virtual string City { get; set; }

        ///<summary>
        ///Required
        ///</summary>
        [DataMember]
        public virtual string Postcode { get; set; }

        ///<summary>
        ///ISO 3166-1 alpha-2 code or name (default GB)
        ///</summary>
        [DataMember]
        public virtual string Country { get; set; }

        ///<summary>
        ///When set, the person is told of the check by e-mail
        ///</summary>
        [DataMember]
        public virtual string Email { get; set; }

        ///<summary>
        ///When set, the person is told of the check by SMS (+447123456789)
        ///</summary>
        [DataMember]
        public virtual string MobileInternational { get; set; }
    }

    [DataContract]
    public partial class ValidIdDrivingRequest
    {
        ///<summary>
        ///The licence number
        ///</summary>
        [DataMember]
        public virtual string Number { get; set; }
    }

    [DataContract]
    public partial class ValidIdListItem
    {
        [DataMember]
        public virtual int Id { get; set; }

        ///<summary>
        ///1 Basic, 2 Enhanced, 3 Age Verification, 4 CCJ and Insolvency, 5 Passport Validation, 6 Driving Licence Validation
        ///</summary>
        [DataMember]
        public virtual int Type { get; set; }

        [DataMember]
        public virtual int Score { get; set; }

        [DataMember]
        public virtual string Status { get; set; }

        [DataMember]
        public virtual DateTime DateSearched { get; set; }

        [DataMember]
        public virtual string Reference { get; set; }

        [DataMember]
        public virtual bool PepError { get; set; }

        [DataMember]
        public virtual bool Replaced { get; set; }

        [DataMember]
        public virtual int ReplacementSearchId { get; set; }

        [DataMember]
        public virtual bool HasCompletedRequest { get; set; }

        [DataMember]
        public virtual bool HasCompletedSearch { get; set; }

        [DataMember]
        public virtual ValidIdSearchCriteria SearchCriteria { get; set; }
    }

    [DataContract]
    public partial class ValidIdPassportRequest
    {
        ///<summary>
        ///The passport number
        ///</summary>
        [DataMember]
        public virtual string Number { get; set; }

        ///<summary>
        ///DD/MM/YYYY
        ///</summary>
        [DataMember]
        public virtual string ExpiryDate { get; set; }

        ///<summary>
        ///Issuing country
        ///</summary>
        [DataMember]
        public virtual string Country { get; set; }
    }

    [DataContract]
    public partial class ValidIdSearchCriteria
    {
        [DataMember]
        public virtual string FullName { get; set; }

        [DataMember]
        public virtual DateTime DateOfBirth { get; set; }

        [DataMember]
        public virtual string Gender { get; set; }

        [DataMember]
        public virtual string Address { get; set; }
    }

}

