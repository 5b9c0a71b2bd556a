/* Options:
Date: 2026-01-02 03:04:05
Version: test
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: https://api.example/v2

//Package: dtos
//AddServiceStackTypes: True
//AddResponseStatus: False
//AddDescriptionAsComments: True
//AddImplicitVersion: 
//IncludeTypes: 
//ExcludeTypes: 
//InitializeCollections: False
//TreatTypesAsStrings: 
//DefaultImports: java.math.*,java.util.*,net.servicestack.client.*,com.google.gson.annotations.*
*/

package dtos

import java.math.*
import java.util.*
import net.servicestack.client.*
import com.google.gson.annotations.*


@Route(Path="/bulksearches/create", Verbs="POST")
@Api(Description="Create a bulk search")
@DataContract
open class AddBulkSearch : BaseRequest(), IReturn<AddBulkSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddBulkSearchRequest? = null
    companion object { private val responseType = AddBulkSearchResponse::class.java }
    override fun getResponseType(): Any? = AddBulkSearch.responseType
}

@DataContract
open class AddBulkSearchData : BaseResponse()
{
    /**
    * The new bulk search (status Queued)
    */
    @DataMember
    var bulkSearchStatus:BulkSearchStatus? = null
}

@DataContract
open class AddBulkSearchRequest
{
    /**
    * Create the bulk search (and its searches) for this sub user (admins only)
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Screen every row against the selected sanctions lists
    */
    @DataMember
    var isSanctionsSearch:Boolean? = null
    /**
    * Screen every row against the PEP list (each row costs the account's PEP search price)
    */
    @DataMember
    var isPepSearch:Boolean? = null
    /**
    * individual or entity: the type of the rows whose type column is empty or absent
    */
    @DataMember
    var type:String? = null
    /**
    * Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when isSanctionsSearch
    */
    @DataMember
    var selectedLists:ArrayOfListId? = null
    /**
    * The names to screen: CSV (RFC 4180, UTF-8) with a header row; columns name (required), type, dateOfBirth (DD/MM/YYYY), country, nationality, address, reference; at most 100000 rows
    */
    @DataMember
    var csv:String? = null
}

@DataContract
open class AddBulkSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddBulkSearchData? = null
}

@Route(Path="/clients", Verbs="POST")
@Api(Description="Add a client")
@DataContract
open class AddClient : BaseRequest(), IReturn<AddClientResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddClientRequest? = null
    companion object { private val responseType = AddClientResponse::class.java }
    override fun getResponseType(): Any? = AddClient.responseType
}

@DataContract
open class AddClientData : BaseResponse()
{
    /**
    * The new client
    */
    @DataMember
    var client:Client? = null
}

@DataContract
open class AddClientRequest
{
    /**
    * The full name of the client (max 250)
    */
    @DataMember
    var name:String? = null
    /**
    * The e-mail address of the client (max 250)
    */
    @DataMember
    var email:String? = null
    /**
    * The client's mobile phone number in international format (e.g. '+447123456789', max 15)
    */
    @DataMember
    var mobileInternational:String? = null
    /**
    * The postal code of the client's address, quoted in the messages so the client can tell they are genuine (max 250)
    */
    @DataMember
    var postCode:String? = null
    /**
    * ValidateMe or PassportChipVerification
    */
    @DataMember
    var proofOfPreset:String? = null
    /**
    * Your reference, if any (max 250)
    */
    @DataMember
    var reference:String? = null
    /**
    * Create the client for this sub user (max 50)
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Records to link the client to
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
}

@DataContract
open class AddClientResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddClientData? = null
}

@Route(Path="/clients/template", Verbs="GET")
@Api(Description="Get a template for adding a client")
@DataContract
open class AddClientTemplate : BaseRequest(), IReturn<AddClientTemplateResponse>
{
    companion object { private val responseType = AddClientTemplateResponse::class.java }
    override fun getResponseType(): Any? = AddClientTemplate.responseType
}

@DataContract
open class AddClientTemplateData : BaseResponse()
{
    /**
    * The request body of AddClient, with defaults
    */
    @DataMember
    var request:AddClientRequest? = null
}

@DataContract
open class AddClientTemplateResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddClientTemplateData? = null
}

@Route(Path="/dbs", Verbs="POST")
@Api(Description="Add a DBS Search")
@DataContract
open class AddDbsSearch : BaseRequest(), IReturn<AddDbsSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddDbsSearchRequest? = null
    companion object { private val responseType = AddDbsSearchResponse::class.java }
    override fun getResponseType(): Any? = AddDbsSearch.responseType
}

@DataContract
open class AddDbsSearchData : BaseResponse()
{
    /**
    * Records the search is linked to
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
    /**
    * The new search
    */
    @DataMember
    var summary:DbsSearchSummary? = null
}

@DataContract
open class AddDbsSearchRequest
{
    /**
    * The full name of the applicant (max 250)
    */
    @DataMember
    var name:String? = null
    /**
    * The date of birth for the applicant (DD/MM/YYYY)
    */
    @DataMember
    var dateOfBirth:String? = null
    /**
    * The email address of the applicant (max 250)
    */
    @DataMember
    var email:String? = null
    /**
    * The applicant's mobile phone number in international format (e.g. '+447123456789', max 15)
    */
    @DataMember
    var mobileInternational:String? = null
    /**
    * England, Northern Ireland, Scotland or Wales
    */
    @DataMember
    var jobLocation:String? = null
    /**
    * Basic or Standard
    */
    @DataMember
    var disclosureLevel:String? = null
    /**
    * Your reference, if any (max 250)
    */
    @DataMember
    var reference:String? = null
    /**
    * Create the search for this sub user (max 50)
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Records to link the search to
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
}

@DataContract
open class AddDbsSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddDbsSearchData? = null
}

@Route(Path="/peps/create", Verbs="POST")
@Api(Description="Create a PEP search")
@DataContract
open class AddPepSearch : BaseRequest(), IReturn<AddPepSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddPepSearchRequest? = null
    companion object { private val responseType = AddPepSearchResponse::class.java }
    override fun getResponseType(): Any? = AddPepSearch.responseType
}

@DataContract
open class AddPepSearchData : BaseResponse()
{
    /**
    * The new PEP search (without results when excludeResults)
    */
    @DataMember
    var searchRecord:PepSearchRecord? = null
    /**
    * searchRecord holds the PEP search
    */
    @DataMember
    var includesPepSearchRecord:Boolean? = null
}

@Route(Path="/peps/notes/add", Verbs="POST")
@Api(Description="Add a note to an existing PEP search")
@DataContract
open class AddPepSearchNote : BaseRequest(), IReturn<AddPepSearchNoteResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddPepSearchNoteRequest? = null
    companion object { private val responseType = AddPepSearchNoteResponse::class.java }
    override fun getResponseType(): Any? = AddPepSearchNote.responseType
}

@DataContract
open class AddPepSearchNoteData : SearchNotesData()
{
    /**
    * How many notes the search has; notes holds the newest (at most 50), oldest first
    */
    @DataMember
    var totalNotes:Int? = null
}

@DataContract
open class AddPepSearchNoteRequest
{
    @DataMember
    var id:Long? = null
    /**
    * At most 4000 characters
    */
    @DataMember
    var note:String? = null
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class AddPepSearchNoteResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddPepSearchNoteData? = null
}

@DataContract
open class AddPepSearchRequest
{
    /**
    * Create the search for this sub user (admins only)
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Required, at most 250 characters; an individual needs at least two names and no one-letter names
    */
    @DataMember
    var name:String? = null
    @DataMember
    var address:String? = null
    /**
    * ISO 3166-1 alpha-2 code or name
    */
    @DataMember
    var country:String? = null
    /**
    * DD/MM/YYYY
    */
    @DataMember
    var dateOfBirth:String? = null
    /**
    * ISO 3166-1 alpha-2 code or name
    */
    @DataMember
    var nationality:String? = null
    @DataMember
    var reference:String? = null
    /**
    * Required: individual or entity
    */
    @DataMember
    var type:String? = null
    /**
    * Screen against the PEP list (default true)
    */
    @DataMember
    var performPepSearch:Boolean? = null
    /**
    * Also screen against sanctions lists (not available on this operation: use AddSearch)
    */
    @DataMember
    var performSanctionsSearch:Boolean? = null
    /**
    * Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when performSanctionsSearch
    */
    @DataMember
    var selectedLists:ArrayOfListId? = null
    /**
    * Leave the results out of the reply (they are stored)
    */
    @DataMember
    var excludeResults:Boolean? = null
    /**
    * A one-off search, not monitored or renewed (an addition to the original)
    */
    @DataMember
    var isDayOneSearch:Boolean? = null
}

@DataContract
open class AddPepSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddPepSearchData? = null
}

@Route(Path="/sanctions/create", Verbs="POST")
@Api(Description="Create a sanctions search")
@DataContract
open class AddSearch : BaseRequest(), IReturn<AddSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddSearchRequest? = null
    companion object { private val responseType = AddSearchResponse::class.java }
    override fun getResponseType(): Any? = AddSearch.responseType
}

@DataContract
open class AddSearchData : BaseResponse()
{
    /**
    * The new search with its results
    */
    @DataMember
    var searchRecord:SearchRecord? = null
    /**
    * Always false: AddSearch performs no PEP search (AddPepSearch does)
    */
    @DataMember
    var includesPepSearchRecord:Boolean? = null
}

@Route(Path="/sanctions/notes/add", Verbs="POST")
@Api(Description="Add a note to an existing sanctions search")
@DataContract
open class AddSearchNote : BaseRequest(), IReturn<AddSearchNoteResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddSearchNoteRequest? = null
    companion object { private val responseType = AddSearchNoteResponse::class.java }
    override fun getResponseType(): Any? = AddSearchNote.responseType
}

@DataContract
open class AddSearchNoteData : SearchNotesData()
{
    /**
    * How many notes the search has; notes holds the newest (at most 50), oldest first
    */
    @DataMember
    var totalNotes:Int? = null
}

@DataContract
open class AddSearchNoteRequest
{
    /**
    * The search id
    */
    @DataMember
    var id:Long? = null
    /**
    * The note (1-4000 characters)
    */
    @DataMember
    var note:String? = null
    /**
    * Only if this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class AddSearchNoteResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddSearchNoteData? = null
}

@DataContract
open class AddSearchRequest
{
    /**
    * Name to screen (max 250; individuals: at least two names, none of one letter)
    */
    @DataMember
    var name:String? = null
    /**
    * Address (max 250)
    */
    @DataMember
    var address:String? = null
    /**
    * Country of residence: ISO 3166-1 alpha-2 code or name (adjusts resultStrength)
    */
    @DataMember
    var country:String? = null
    /**
    * Date of birth, DD/MM/YYYY (adjusts resultStrength)
    */
    @DataMember
    var dateOfBirth:String? = null
    /**
    * Nationality: code or name (adjusts resultStrength)
    */
    @DataMember
    var nationality:String? = null
    /**
    * Your reference (max 250)
    */
    @DataMember
    var reference:String? = null
    /**
    * individual or entity
    */
    @DataMember
    var type:String? = null
    /**
    * List ids to search (HMTSL, OFACL, EUL, ...) or ALL
    */
    @DataMember
    var selectedLists:ArrayOfListId? = null
    /**
    * true leaves the results out of the reply (they are stored and shown by GetSearch)
    */
    @DataMember
    var excludeResults:Boolean? = null
    /**
    * Store the search as this sub user's (admin only)
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class AddSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddSearchData? = null
}

@Route(Path="/subusers/create", Verbs="POST")
@Api(Description="Create a sub user")
@DataContract
open class AddSubUser : BaseRequest(), IReturn<AddSubUserResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddSubUserRequest? = null
    companion object { private val responseType = AddSubUserResponse::class.java }
    override fun getResponseType(): Any? = AddSubUser.responseType
}

@DataContract
open class AddSubUserData : BaseResponse()
{
    /**
    * The sub user
    */
    @DataMember
    var subUser:SubUser? = null
}

@DataContract
open class AddSubUserRequest
{
    /**
    * The sub user's sign-in user name
    */
    @DataMember
    var userName:String? = null
    /**
    * The sub user's name
    */
    @DataMember
    var name:String? = null
    /**
    * The sub user's e-mail address
    */
    @DataMember
    var email:String? = null
    /**
    * Admin privileges, such as managing purchases and sub users
    */
    @DataMember
    var isAdmin:Boolean? = null
    /**
    * May resolve the searches it can see (UpdateSearch)
    */
    @DataMember
    var canResolveSearches:Boolean? = null
    /**
    * May delete the searches it can see (DeleteSearch)
    */
    @DataMember
    var canDeleteSearches:Boolean? = null
    /**
    * Send the e-mail with instructions for setting a password (default true)
    */
    @DataMember
    var sendWelcomeEmail:Boolean? = null
}

@DataContract
open class AddSubUserResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddSubUserData? = null
}

@Route(Path="/validid/create", Verbs="POST")
@Api(Description="Create a ValidID Search")
@DataContract
open class AddValidId : BaseRequest(), IReturn<AddValidIdResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddValidIdRequest? = null
    companion object { private val responseType = AddValidIdResponse::class.java }
    override fun getResponseType(): Any? = AddValidId.responseType
}

@DataContract
open class AddValidIdData : BaseResponse()
{
    /**
    * The new ValidID check (Pending until the identity party answers)
    */
    @DataMember
    var searchRecord:ValidIdListItem? = null
    /**
    * The sanctions search run as part of the check (GetSearch)
    */
    @DataMember
    var sanctionsSearchId:Long? = null
    /**
    * What the check cost the account
    */
    @DataMember
    var cost:BigDecimal? = null
    /**
    * The account balance after the check
    */
    @DataMember
    var balance:BigDecimal? = null
}

@Route(Path="/validid/notes/add", Verbs="POST")
@Api(Description="Add a note to an existing ValidID Search")
@DataContract
open class AddValidIdNote : BaseRequest(), IReturn<AddValidIdNoteResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:AddValidIdNoteRequest? = null
    companion object { private val responseType = AddValidIdNoteResponse::class.java }
    override fun getResponseType(): Any? = AddValidIdNote.responseType
}

@DataContract
open class AddValidIdNoteData : SearchNotesData()
{
    /**
    * How many notes the search has; notes holds the newest (at most 50), oldest first
    */
    @DataMember
    var totalNotes:Int? = null
}

@DataContract
open class AddValidIdNoteRequest
{
    /**
    * The ValidID search id
    */
    @DataMember
    var id:Long? = null
    /**
    * The note (1-4000 characters)
    */
    @DataMember
    var note:String? = null
    /**
    * Only if this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class AddValidIdNoteResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddValidIdNoteData? = null
}

@DataContract
open class AddValidIdRequest
{
    /**
    * basic or enhanced
    */
    @DataMember
    var type:String? = null
    /**
    * The person to check
    */
    @DataMember
    var basicRequest:ValidIdBasicRequest? = null
    /**
    * Sanctions lists to search (ALL, HMTSL, OFACL, ...); at least one
    */
    @DataMember
    var selectedLists:ArrayOfListId? = null
    /**
    * A reference of your own (max 250)
    */
    @DataMember
    var reference:String? = null
    /**
    * Create the check for this sub user (admins only)
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Records the check is linked to (passed to the identity party)
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
    /**
    * Check a passport (needs passportRequest)
    */
    @DataMember
    var passportEnabled:Boolean? = null
    /**
    * The passport, when passportEnabled
    */
    @DataMember
    var passportRequest:ValidIdPassportRequest? = null
    /**
    * Check a driving licence (needs drivingRequest)
    */
    @DataMember
    var drivingEnabled:Boolean? = null
    /**
    * The driving licence, when drivingEnabled
    */
    @DataMember
    var drivingRequest:ValidIdDrivingRequest? = null
    /**
    * Check a bank account (needs bankRequest)
    */
    @DataMember
    var bankEnabled:Boolean? = null
    /**
    * The bank account, when bankEnabled
    */
    @DataMember
    var bankRequest:ValidIdBankRequest? = null
    /**
    * Check the birth register
    */
    @DataMember
    var birthEnabled:Boolean? = null
    /**
    * Check company directorships
    */
    @DataMember
    var companyDirectorEnabled:Boolean? = null
    /**
    * Check for active credit accounts
    */
    @DataMember
    var creditActiveEnabled:Boolean? = null
}

@DataContract
open class AddValidIdResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:AddValidIdData? = null
}

@Route(Path="/peps/archive", Verbs="PUT")
@Api(Description="Archive a PEP search (it is no longer monitored)")
@DataContract
open class ArchivePepSearch : BaseRequest(), IReturn<ArchivePepSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:PepSearchIDRequest? = null
    companion object { private val responseType = ArchivePepSearchResponse::class.java }
    override fun getResponseType(): Any? = ArchivePepSearch.responseType
}

@DataContract
open class ArchivePepSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class ArchivePepSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:ArchivePepSearchData? = null
}

@Route(Path="/sanctions/archive", Verbs="PUT")
@Api(Description="Archive a sanctions search")
@DataContract
open class ArchiveSearch : BaseRequest(), IReturn<ArchiveSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:ArchiveSearchRequest? = null
    companion object { private val responseType = ArchiveSearchResponse::class.java }
    override fun getResponseType(): Any? = ArchiveSearch.responseType
}

@DataContract
open class ArchiveSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class ArchiveSearchRequest
{
    /**
    * The search to archive
    */
    @DataMember
    var id:Long? = null
    /**
    * Only if this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class ArchiveSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:ArchiveSearchData? = null
}

open class ArrayOfBulkSearchStatus : ArrayList<BulkSearchStatus>()
{
}

open class ArrayOfCompany : ArrayList<CompanySearchResultItem>()
{
}

open class ArrayOfListId : ArrayList<String>()
{
}

open class ArrayOfLong : ArrayList<Long>()
{
}

open class ArrayOfSanctionsSearchRecord : ArrayList<SearchRecord>()
{
}

open class ArrayOfSearchNote : ArrayList<SearchNote>()
{
}

open class ArrayOfSearchRecord : ArrayList<DbsSearchShort>()
{
}

open class ArrayOfString : ArrayList<String>()
{
}

open class ArrayOfUserNames : ArrayList<String>()
{
}

open class ArrayOfVatCountry : ArrayList<Country>()
{
}

@DataContract
open class Authentication
{
    /**
    * Issued at sign-up; header alternative X-Api-User
    */
    @DataMember
    var apiUserId:String? = null
    /**
    * Issued at sign-up; header alternative X-Api-Key
    */
    @DataMember
    var apiUserKey:String? = null
    /**
    * Id of the acting (sub) user, so that user permissions are enforced; header alternative X-User-Id
    */
    @DataMember
    var userId:String? = null
}

@DataContract
open class BaseRequest
{
    /**
    * The credentials (body or headers)
    */
    @DataMember
    var authentication:Authentication? = null
}

@DataContract
open class BaseResponse
{
    /**
    * Success or error details
    */
    @DataMember
    var responseStatus:ResponseStatus? = null
}

@DataContract
open class BulkSearchStatus
{
    @DataMember
    var bulkSearchId:Int? = null
    @DataMember
    var success:Boolean? = null
    @DataMember
    var status:String? = null
    @DataMember
    var total:Int? = null
    @DataMember
    var message:String? = null
    @DataMember
    var processed:Int? = null
    @DataMember
    var isPepSearch:Boolean? = null
    @DataMember
    var isSanctionsSearch:Boolean? = null
    @DataMember
    var totalPep:Int? = null
    @DataMember
    var processedPep:Int? = null
    @DataMember
    var totalSanctions:Int? = null
    @DataMember
    var processedSanctions:Int? = null
}

@Route(Path="/validid/status", Verbs="POST")
@Api(Description="Check whether ValidID is activated")
@DataContract
open class CheckValidIdStatus : BaseRequest(), IReturn<CheckValidIdStatusResponse>
{
    companion object { private val responseType = CheckValidIdStatusResponse::class.java }
    override fun getResponseType(): Any? = CheckValidIdStatus.responseType
}

@DataContract
open class CheckValidIdStatusData : BaseResponse()
{
    /**
    * True if ValidID has been activated on the account
    */
    @DataMember
    var validIdActivated:Boolean? = null
    /**
    * The agreement, with when it was signed if it was
    */
    @DataMember
    var agreementText:String? = null
}

@DataContract
open class CheckValidIdStatusResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CheckValidIdStatusData? = null
}

@DataContract
open class Client : ClientShort()
{
    /**
    * The client's passports
    */
    @DataMember
    var passports:ArrayList<Passport>? = null
    /**
    * The client's driving licences
    */
    @DataMember
    var drivingLicences:ArrayList<DrivingLicence>? = null
    /**
    * The client's other documents
    */
    @DataMember
    var otherDocuments:ArrayList<OtherDocument>? = null
}

@DataContract
open class ClientShort
{
    /**
    * The client id
    */
    @DataMember
    var id:Int? = null
    /**
    * When the client was created
    */
    @DataMember
    var dateCreated:Date? = null
    /**
    * The full name of the client
    */
    @DataMember
    var name:String? = null
    /**
    * The e-mail address of the client
    */
    @DataMember
    var email:String? = null
    /**
    * Your reference, if any
    */
    @DataMember
    var reference:String? = null
    /**
    * Where the client is in the ValidateMe flow
    */
    @DataMember
    var state:ClientState? = null
    /**
    * The client's mobile number in international format
    */
    @DataMember
    var mobileInternational:String? = null
    /**
    * The postal code of the client's address
    */
    @DataMember
    var postCode:String? = null
    /**
    * The client came through the ValidateMe flow
    */
    @DataMember
    var isValidateMe:Boolean? = null
    /**
    * Number of identity documents the client uploaded
    */
    @DataMember
    var numOfDocuments:Int? = null
}

@DataContract
enum class ClientState
{
    Undefined,
    PendingCompletion,
    PendingOcr,
    PendingVerification,
    Verified,
}

@DataContract
open class CompanyIndustry
{
    @DataMember
    var id:Int? = null
    @DataMember
    var name:String? = null
}

@DataContract
open class CompanySearchResultItem
{
    @DataMember
    var id:String? = null
    @DataMember
    var number:String? = null
    @DataMember
    var name:String? = null
    @DataMember
    var address:String? = null
    @DataMember
    var country:String? = null
    @DataMember
    var status:String? = null
}

@DataContract
open class CompanyType
{
    @DataMember
    var id:Int? = null
    @DataMember
    var name:String? = null
}

@Route(Path="/peps/renew/all", Verbs="GET")
@Api(Description="Get cost of renewing all PEP searches due for renewal")
@DataContract
open class CostRenewAllPepSearches : BaseRequest(), IReturn<CostRenewAllPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:CostRenewAllPepSearchesRequest? = null
    companion object { private val responseType = CostRenewAllPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = CostRenewAllPepSearches.responseType
}

@DataContract
open class CostRenewAllPepSearchesData : BaseResponse()
{
    /**
    * Searches that would be renewed
    */
    @DataMember
    var count:Int? = null
    /**
    * Cost of renewing them
    */
    @DataMember
    var totalCost:BigDecimal? = null
    /**
    * The effective renewal date, yyyy-MM-dd
    */
    @DataMember
    var renewalDate:String? = null
    /**
    * Total cost is covered by the balance
    */
    @DataMember
    var canAfford:Boolean? = null
}

@DataContract
open class CostRenewAllPepSearchesRequest
{
    /**
    * Price searches due on or before this date (default: the 1st of next month)
    */
    @DataMember
    var renewalDate:Date? = null
}

@DataContract
open class CostRenewAllPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CostRenewAllPepSearchesData? = null
}

@Route(Path="/peps/renew/selected", Verbs="GET")
@Api(Description="Get cost of renewing specified PEP searches due for renewal")
@DataContract
open class CostRenewPepSearches : BaseRequest(), IReturn<CostRenewPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:CostRenewPepSearchesRequest? = null
    companion object { private val responseType = CostRenewPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = CostRenewPepSearches.responseType
}

@DataContract
open class CostRenewPepSearchesData : BaseResponse()
{
    /**
    * Searches that would be renewed
    */
    @DataMember
    var count:Int? = null
    /**
    * Cost of renewing them
    */
    @DataMember
    var totalCost:BigDecimal? = null
    /**
    * The effective renewal date, yyyy-MM-dd
    */
    @DataMember
    var renewalDate:String? = null
    /**
    * Total cost is covered by the balance
    */
    @DataMember
    var canAfford:Boolean? = null
    /**
    * Ids not found, not visible or not due
    */
    @DataMember
    var failedIds:ArrayList<Long>? = null
}

@DataContract
open class CostRenewPepSearchesRequest
{
    /**
    * PEP search ids (fewer than 500)
    */
    @DataMember
    var ids:ArrayOfLong? = null
    /**
    * Price searches due on or before this date (default: the 1st of next month)
    */
    @DataMember
    var dateRenewal:Date? = null
}

@DataContract
open class CostRenewPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CostRenewPepSearchesData? = null
}

@Route(Path="/clients/incomplete/count", Verbs="GET")
@Api(Description="Get the number of incomplete clients")
@DataContract
open class CountIncompleteClients : BaseRequest(), IReturn<CountIncompleteClientsResponse>
{
    /**
    * Days that must have elapsed before a client counts (default 7; 0 counts all)
    */
    @DataMember
    var daysIncomplete:Int? = null
    /**
    * PendingCompletion or PendingVerification (default: either)
    */
    @DataMember
    var state:ClientState? = null
    /**
    * Only clients of the ValidateMe flow (default true)
    */
    @DataMember
    var isValidateMe:Boolean? = null
    companion object { private val responseType = CountIncompleteClientsResponse::class.java }
    override fun getResponseType(): Any? = CountIncompleteClients.responseType
}

@DataContract
open class CountIncompleteClientsData : BaseResponse()
{
    @DataMember
    var numberOfIncompleteClients:Long? = null
}

@DataContract
open class CountIncompleteClientsResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CountIncompleteClientsData? = null
}

@Route(Path="/peps/unresolved/count", Verbs="POST")
@Api(Description="Get the count of unresolved PEP searches")
@DataContract
open class CountUnresolvedPepSearches : BaseRequest(), IReturn<CountUnresolvedPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:CountUnresolvedPepSearchesRequest? = null
    companion object { private val responseType = CountUnresolvedPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = CountUnresolvedPepSearches.responseType
}

@DataContract
open class CountUnresolvedPepSearchesData : BaseResponse()
{
    /**
    * Unresolved PEP searches
    */
    @DataMember
    var numberOfUnresolvedPepSearches:Long? = null
}

@DataContract
open class CountUnresolvedPepSearchesRequest
{
    /**
    * Also count searches of the other users the caller may see
    */
    @DataMember
    var includeSearchesFromOtherUsers:Boolean? = null
}

@DataContract
open class CountUnresolvedPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CountUnresolvedPepSearchesData? = null
}

@Route(Path="/sanctions/unresolved/count", Verbs="POST")
@Api(Description="Get the count of unresolved sanctions searches")
@DataContract
open class CountUnresolvedSearches : BaseRequest(), IReturn<CountUnresolvedSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:CountUnresolvedSearchesRequest? = null
    companion object { private val responseType = CountUnresolvedSearchesResponse::class.java }
    override fun getResponseType(): Any? = CountUnresolvedSearches.responseType
}

@DataContract
open class CountUnresolvedSearchesData : BaseResponse()
{
    /**
    * Unresolved sanctions searches
    */
    @DataMember
    var numberOfUnresolvedSearches:Long? = null
}

@DataContract
open class CountUnresolvedSearchesRequest
{
    /**
    * Also count searches of the other users the caller may see
    */
    @DataMember
    var includeSearchesFromOtherUsers:Boolean? = null
}

@DataContract
open class CountUnresolvedSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CountUnresolvedSearchesData? = null
}

@Route(Path="/peps/updated/count", Verbs="POST")
@Api(Description="Get the count of PEP searches affected by updates")
@DataContract
open class CountUpdatedPepSearches : BaseRequest(), IReturn<CountUpdatedPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:CountUpdatedPepSearchesRequest? = null
    companion object { private val responseType = CountUpdatedPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = CountUpdatedPepSearches.responseType
}

@DataContract
open class CountUpdatedPepSearchesData : BaseResponse()
{
    @DataMember
    var numberOfUpdatedPepSearches:Long? = null
}

@DataContract
open class CountUpdatedPepSearchesRequest
{
    /**
    * Also count searches of the other users the caller may see
    */
    @DataMember
    var includeSearchesFromOtherUsers:Boolean? = null
}

@DataContract
open class CountUpdatedPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CountUpdatedPepSearchesData? = null
}

@Route(Path="/sanctions/updated/count", Verbs="POST")
@Api(Description="Get the count of sanctions searches affected by list updates")
@DataContract
open class CountUpdatedSearches : BaseRequest(), IReturn<CountUpdatedSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:CountUpdatedSearchesRequest? = null
    companion object { private val responseType = CountUpdatedSearchesResponse::class.java }
    override fun getResponseType(): Any? = CountUpdatedSearches.responseType
}

@DataContract
open class CountUpdatedSearchesData : BaseResponse()
{
    /**
    * Non-archived sanctions searches affected by a list update
    */
    @DataMember
    var numberOfUpdatedSearches:Long? = null
}

@DataContract
open class CountUpdatedSearchesRequest
{
    /**
    * Also count searches of the other users the caller may see
    */
    @DataMember
    var includeSearchesFromOtherUsers:Boolean? = null
}

@DataContract
open class CountUpdatedSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:CountUpdatedSearchesData? = null
}

@DataContract
open class Country
{
    @DataMember
    var code:String? = null
    @DataMember
    var name:String? = null
}

@DataContract
open class DbsApplicantInformation
{
    /**
    * Full name (max 250)
    */
    @DataMember
    var name:String? = null
    /**
    * DD/MM/YYYY
    */
    @DataMember
    var dateOfBirth:String? = null
    /**
    * E-mail address (max 250)
    */
    @DataMember
    var email:String? = null
    /**
    * Mobile number in international format, e.g. +447123456789
    */
    @DataMember
    var mobileInternational:String? = null
    /**
    * England, Northern Ireland, Scotland or Wales
    */
    @DataMember
    var jobLocation:String? = null
}

@DataContract
open class DbsSearchShort
{
    @DataMember
    var id:Long? = null
    @DataMember
    var dateSearched:Date? = null
    @DataMember
    var dateUpdated:Date? = null
    @DataMember
    var status:String? = null
    @DataMember
    var disclosureStatus:String? = null
    /**
    * Applicant has provided their information
    */
    @DataMember
    var isApplicantInfoCompleted:Boolean? = null
    /**
    * The ID checker has verified the applicant's ID
    */
    @DataMember
    var isIdCheckCompleted:Boolean? = null
    /**
    * The application is complete and ready to submit
    */
    @DataMember
    var isApplicationCompleted:Boolean? = null
    /**
    * The application has been submitted
    */
    @DataMember
    var isApplicationSubmitted:Boolean? = null
    /**
    * The application has been disclosed
    */
    @DataMember
    var isApplicationDisclosed:Boolean? = null
    /**
    * Basic or Standard
    */
    @DataMember
    var disclosureLevel:String? = null
    @DataMember
    var name:String? = null
    @DataMember
    var reference:String? = null
    @DataMember
    var isDbsDueRenewal:Boolean? = null
}

@DataContract
open class DbsSearchSummary
{
    @DataMember
    var id:Long? = null
    @DataMember
    var dateSearched:Date? = null
    @DataMember
    var dateUpdated:Date? = null
    @DataMember
    var status:String? = null
    @DataMember
    var disclosureStatus:String? = null
    /**
    * Applicant has provided their information
    */
    @DataMember
    var isApplicantInfoCompleted:Boolean? = null
    /**
    * The ID checker has verified the applicant's ID
    */
    @DataMember
    var isIdCheckCompleted:Boolean? = null
    /**
    * The application is complete and ready to submit
    */
    @DataMember
    var isApplicationCompleted:Boolean? = null
    /**
    * The application has been submitted
    */
    @DataMember
    var isApplicationSubmitted:Boolean? = null
    /**
    * The application has been disclosed
    */
    @DataMember
    var isApplicationDisclosed:Boolean? = null
    /**
    * Basic or Standard
    */
    @DataMember
    var disclosureLevel:String? = null
    /**
    * The applicant
    */
    @DataMember
    var applicantInformation:DbsApplicantInformation? = null
    /**
    * Your reference
    */
    @DataMember
    var reference:String? = null
    @DataMember
    var isDbsDueRenewal:Boolean? = null
}

@Route(Path="/clients/{Id}", Verbs="DELETE")
@Api(Description="Delete a client")
@DataContract
open class DeleteClient : BaseRequest(), IReturn<DeleteClientResponse>
{
    /**
    * The client id
    */
    @DataMember
    var id:Int? = null
    companion object { private val responseType = DeleteClientResponse::class.java }
    override fun getResponseType(): Any? = DeleteClient.responseType
}

@DataContract
open class DeleteClientData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class DeleteClientResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:DeleteClientData? = null
}

@Route(Path="/peps/delete", Verbs="DELETE")
@Api(Description="Delete a PEP search")
@DataContract
open class DeletePepSearch : BaseRequest(), IReturn<DeletePepSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:DeletePepSearchRequest? = null
    companion object { private val responseType = DeletePepSearchResponse::class.java }
    override fun getResponseType(): Any? = DeletePepSearch.responseType
}

@DataContract
open class DeletePepSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class DeletePepSearchRequest
{
    /**
    * Check that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
    @DataMember
    var id:Long? = null
}

@DataContract
open class DeletePepSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:DeletePepSearchData? = null
}

@Route(Path="/sanctions/delete", Verbs="DELETE")
@Api(Description="Delete a sanctions search")
@DataContract
open class DeleteSearch : BaseRequest(), IReturn<DeleteSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:DeleteSearchRequest? = null
    companion object { private val responseType = DeleteSearchResponse::class.java }
    override fun getResponseType(): Any? = DeleteSearch.responseType
}

@DataContract
open class DeleteSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class DeleteSearchRequest
{
    /**
    * Check that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
    @DataMember
    var id:Long? = null
}

@DataContract
open class DeleteSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:DeleteSearchData? = null
}

@Route(Path="/subusers/delete", Verbs="DELETE")
@Api(Description="Delete a sub user")
@DataContract
open class DeleteSubUser : BaseRequest(), IReturn<DeleteSubUserResponse>
{
    /**
    * The user id of the sub user to delete
    */
    @DataMember
    var deleteUserId:UUID? = null
    /**
    * The user id of the user to transfer the sub user's existing searches to
    */
    @DataMember
    var transferToUserId:UUID? = null
    companion object { private val responseType = DeleteSubUserResponse::class.java }
    override fun getResponseType(): Any? = DeleteSubUser.responseType
}

@DataContract
open class DeleteSubUserData : BaseResponse()
{
    /**
    * Was the delete successful?
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class DeleteSubUserResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:DeleteSubUserData? = null
}

@DataContract
open class DrivingLicence : IdentityDocument()
{
}

@DataContract
open class EuAddress
{
    @DataMember
    var street:String? = null
    @DataMember
    var city:String? = null
    @DataMember
    var country:String? = null
    @DataMember
    var postCode:String? = null
    @DataMember
    var other:String? = null
}

@DataContract
open class EuBirth
{
    @DataMember
    var date:String? = null
    @DataMember
    var place:String? = null
    @DataMember
    var country:String? = null
}

@DataContract
open class EuCitizenship
{
    @DataMember
    var country:String? = null
}

@DataContract
open class EuName
{
    @DataMember
    var fullName:String? = null
    @DataMember
    var gender:String? = null
}

@DataContract
open class EuPassport
{
    @DataMember
    var number:String? = null
    @DataMember
    var country:String? = null
}

@Route(Path="/bulksearches/list", Verbs="POST")
@Api(Description="Get all bulk searches")
@DataContract
open class GetBulkSearchHistory : BaseRequest(), IReturn<GetBulkSearchHistoryResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetBulkSearchHistoryRequest? = null
    companion object { private val responseType = GetBulkSearchHistoryResponse::class.java }
    override fun getResponseType(): Any? = GetBulkSearchHistory.responseType
}

@DataContract
open class GetBulkSearchHistoryData : BaseResponse()
{
    @DataMember
    var bulkSearchList:ArrayOfBulkSearchStatus? = null
    @DataMember
    var currentPageNum:Int? = null
    @DataMember
    var maxPageNum:Int? = null
    @DataMember
    var totalBulkSearches:Int? = null
    @DataMember
    var pageSize:Int? = null
}

@DataContract
open class GetBulkSearchHistoryRequest
{
    /**
    * Only bulk searches this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    /**
    * 1-based page number
    */
    @DataMember
    var page:Int? = null
    /**
    * Records per page (1-100, default 10)
    */
    @DataMember
    var pageSize:Int? = null
    /**
    * Status (default), Name or Date, optionally followed by ' desc'
    */
    @DataMember
    var sortOrder:String? = null
    /**
    * Only bulk searches of this user (GUID)
    */
    @DataMember
    var whereUserId:String? = null
    /**
    * Created on or after
    */
    @DataMember
    var whereDateFrom:Date? = null
    /**
    * Created before
    */
    @DataMember
    var whereDateTo:Date? = null
    /**
    * Only this bulk search
    */
    @DataMember
    var whereId:Int? = null
}

@DataContract
open class GetBulkSearchHistoryResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetBulkSearchHistoryData? = null
}

@Route(Path="/bulksearch/status", Verbs="POST")
@Api(Description="Get a bulk search status")
@DataContract
open class GetBulkSearchStatus : BaseRequest(), IReturn<GetBulkSearchStatusResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetBulkSearchStatusRequest? = null
    companion object { private val responseType = GetBulkSearchStatusResponse::class.java }
    override fun getResponseType(): Any? = GetBulkSearchStatus.responseType
}

@DataContract
open class GetBulkSearchStatusData : BaseResponse()
{
    @DataMember
    var bulkSearchStatus:BulkSearchStatus? = null
}

@DataContract
open class GetBulkSearchStatusRequest
{
    /**
    * The bulk search
    */
    @DataMember
    var bulkSearchId:Int? = null
    /**
    * A bulk search this sub user may view
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class GetBulkSearchStatusResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetBulkSearchStatusData? = null
}

@Route(Path="/clients/{Id}", Verbs="GET")
@Api(Description="Get a client")
@DataContract
open class GetClient : BaseRequest(), IReturn<GetClientResponse>
{
    /**
    * The client id
    */
    @DataMember
    var id:Int? = null
    companion object { private val responseType = GetClientResponse::class.java }
    override fun getResponseType(): Any? = GetClient.responseType
}

@DataContract
open class GetClientData : BaseResponse()
{
    /**
    * Records the client is linked to
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
    /**
    * The client
    */
    @DataMember
    var client:Client? = null
}

@Route(Path="/clients/document", Verbs="POST")
@Api(Description="Get a client's document image")
@DataContract
open class GetClientDocument : BaseRequest(), IReturn<GetClientDocumentResponse>
{
    /**
    * The client id
    */
    @DataMember
    var id:Int? = null
    /**
    * true: the uploaded image; false: the processed one
    */
    @DataMember
    var original:Boolean? = null
    /**
    * Maximum length in pixels of the longest side (scaled down, never up)
    */
    @DataMember
    var mil:Int? = null
    /**
    * An OCR capture of the document
    */
    @DataMember
    var ocrId:Int? = null
    companion object { private val responseType = GetClientDocumentResponse::class.java }
    override fun getResponseType(): Any? = GetClientDocument.responseType
}

@DataContract
open class GetClientDocumentData : BaseResponse()
{
    /**
    * The image (PNG), base64
    */
    @DataMember
    var base64Image:String? = null
}

@DataContract
open class GetClientDocumentResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetClientDocumentData? = null
}

@DataContract
open class GetClientResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetClientData? = null
}

@Route(Path="/clients", Verbs="GET")
@Api(Description="Get all clients")
@DataContract
open class GetClients : PagedRequest(), IReturn<GetClientsResponse>
{
    /**
    * Only clients in this state
    */
    @DataMember
    var state:ClientState? = null
    /**
    * Only clients whose IsValidateMe flag matches (null: either)
    */
    @DataMember
    var isValidateMe:Boolean? = null
    /**
    * Names that include this value
    */
    @DataMember
    var name:String? = null
    /**
    * Created on or after
    */
    @DataMember
    var dateFrom:Date? = null
    /**
    * Created before
    */
    @DataMember
    var dateTo:Date? = null
    /**
    * Only clients this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    companion object { private val responseType = GetClientsResponse::class.java }
    override fun getResponseType(): Any? = GetClients.responseType
}

@DataContract
open class GetClientsData : BaseResponse()
{
    /**
    * The page of clients
    */
    @DataMember
    var clients:ArrayList<ClientShort>? = null
    /**
    * Paging metadata
    */
    @DataMember
    var meta:PageMeta? = null
}

@DataContract
open class GetClientsResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetClientsData? = null
}

@Route(Path="/dbs/{Id}", Verbs="GET")
@Api(Description="Get a DBS Search")
@DataContract
open class GetDbsSearch : BaseRequest(), IReturn<GetDbsSearchResponse>
{
    /**
    * The ID of the DBS Search
    */
    @DataMember
    var id:Int? = null
    /**
    * Only return the search if this sub user may view it
    */
    @DataMember
    var subUserName:String? = null
    companion object { private val responseType = GetDbsSearchResponse::class.java }
    override fun getResponseType(): Any? = GetDbsSearch.responseType
}

@DataContract
open class GetDbsSearchData : BaseResponse()
{
    /**
    * Records the search is linked to
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
    /**
    * The search
    */
    @DataMember
    var summary:DbsSearchSummary? = null
}

@DataContract
open class GetDbsSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetDbsSearchData? = null
}

@Route(Path="/dbs", Verbs="GET")
@Api(Description="Get all DBS Searches")
@DataContract
open class GetDbsSearches : PagedRequest(), IReturn<GetDbsSearchesResponse>
{
    /**
    * Names that include this value
    */
    @DataMember
    var name:String? = null
    /**
    * Created on or after
    */
    @DataMember
    var dateFrom:Date? = null
    /**
    * Created before
    */
    @DataMember
    var dateTo:Date? = null
    /**
    * true, false, or null for either
    */
    @DataMember
    var isApplicantInfoCompleted:Boolean? = null
    /**
    * true, false, or null for either
    */
    @DataMember
    var isIdCheckCompleted:Boolean? = null
    /**
    * true, false, or null for either
    */
    @DataMember
    var isApplicationCompleted:Boolean? = null
    /**
    * true, false, or null for either
    */
    @DataMember
    var isApplicationSubmitted:Boolean? = null
    /**
    * true, false, or null for either
    */
    @DataMember
    var isApplicationDisclosed:Boolean? = null
    /**
    * Only searches this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    companion object { private val responseType = GetDbsSearchesResponse::class.java }
    override fun getResponseType(): Any? = GetDbsSearches.responseType
}

@DataContract
open class GetDbsSearchesData : BaseResponse()
{
    /**
    * The page of searches
    */
    @DataMember
    var searches:ArrayOfSearchRecord? = null
    /**
    * Paging metadata
    */
    @DataMember
    var meta:PageMeta? = null
}

@DataContract
open class GetDbsSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetDbsSearchesData? = null
}

@Route(Path="/account/eula", Verbs="GET")
@Api(Description="Get the account EULA & status")
@DataContract
open class GetEulaStatus : BaseRequest(), IReturn<GetEulaStatusResponse>
{
    /**
    * The sub user to report on (default: the main user)
    */
    @DataMember
    var subUserName:String? = null
    companion object { private val responseType = GetEulaStatusResponse::class.java }
    override fun getResponseType(): Any? = GetEulaStatus.responseType
}

@DataContract
open class GetEulaStatusData : BaseResponse()
{
    @DataMember
    var termsAndConditions:String? = null
    @DataMember
    var privacyPolicy:String? = null
    @DataMember
    var agreeToContact:Boolean? = null
    @DataMember
    var agreeToContactInfo:String? = null
    @DataMember
    var agreeToContactDate:Date? = null
    @DataMember
    var agreeToTerms:Boolean? = null
    @DataMember
    var agreeToTermsInfo:String? = null
    @DataMember
    var agreeToTermsDate:Date? = null
    @DataMember
    var agreeToDataProtection:Boolean? = null
    @DataMember
    var agreeToDataProtectionInfo:String? = null
    @DataMember
    var agreeToDataProtectionDate:Date? = null
}

@DataContract
open class GetEulaStatusResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetEulaStatusData? = null
}

@Route(Path="/pdfs/get", Verbs="POST")
@Api(Description="Get a PDF")
@DataContract
open class GetPdf : BaseRequest(), IReturn<GetPdfResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetPdfRequest? = null
    companion object { private val responseType = GetPdfResponse::class.java }
    override fun getResponseType(): Any? = GetPdf.responseType
}

@DataContract
open class GetPdfData : BaseResponse()
{
    /**
    * The document with its file data
    */
    @DataMember
    var document:PdfDocumentWithData? = null
}

@DataContract
open class GetPdfRequest
{
    /**
    * Set when the document is kept in a single sub user account
    */
    @DataMember
    var subUserName:String? = null
    /**
    * The document id
    */
    @DataMember
    var id:Long? = null
}

@DataContract
open class GetPdfResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetPdfData? = null
}

@Route(Path="/pdfs/list", Verbs="POST")
@Api(Description="Get the saved PDFs")
@DataContract
open class GetPdfs : BaseRequest(), IReturn<GetPdfsResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetPdfsRequest? = null
    companion object { private val responseType = GetPdfsResponse::class.java }
    override fun getResponseType(): Any? = GetPdfs.responseType
}

@DataContract
open class GetPdfsData : BaseResponse()
{
    /**
    * The documents of the page, newest first
    */
    @DataMember
    var documents:ArrayList<PdfDocument>? = null
    /**
    * Unexpired documents in scope
    */
    @DataMember
    var totalDocuments:Int? = null
    @DataMember
    var currentPageNum:Int? = null
    @DataMember
    var maxPageNum:Int? = null
    @DataMember
    var pageSize:Int? = null
}

@DataContract
open class GetPdfsRequest
{
    /**
    * Only the documents this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    /**
    * 1-based page number (default 1)
    */
    @DataMember
    var page:Int? = null
    /**
    * Documents per page (1-100, default 25)
    */
    @DataMember
    var pageSize:Int? = null
}

@DataContract
open class GetPdfsResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetPdfsData? = null
}

@Route(Path="/peps/get", Verbs="POST")
@Api(Description="Get a PEP search")
@DataContract
open class GetPepSearch : BaseRequest(), IReturn<GetPepSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetPepSearchRequest? = null
    companion object { private val responseType = GetPepSearchResponse::class.java }
    override fun getResponseType(): Any? = GetPepSearch.responseType
}

@DataContract
open class GetPepSearchData : BaseResponse()
{
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
    @DataMember
    var searchRecord:PepSearchRecord? = null
}

@Route(Path="/peps/notes/get", Verbs="POST")
@Api(Description="Get the notes for an existing PEP search")
@DataContract
open class GetPepSearchNotes : BaseRequest(), IReturn<GetPepSearchNotesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetPepSearchNotesRequest? = null
    companion object { private val responseType = GetPepSearchNotesResponse::class.java }
    override fun getResponseType(): Any? = GetPepSearchNotes.responseType
}

@DataContract
open class GetPepSearchNotesData : SearchNotesData()
{
}

@DataContract
open class GetPepSearchNotesRequest
{
    @DataMember
    var id:Long? = null
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class GetPepSearchNotesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetPepSearchNotesData? = null
}

@DataContract
open class GetPepSearchRequest
{
    /**
    * Check that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Leave out resolved results
    */
    @DataMember
    var onlyShowUnresolvedResults:Boolean? = null
    @DataMember
    var id:Long? = null
}

@DataContract
open class GetPepSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetPepSearchData? = null
}

@Route(Path="/peps/list", Verbs="POST")
@Api(Description="Get all PEP searches")
@DataContract
open class GetPepSearches : BaseRequest(), IReturn<GetPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetPepSearchesRequest? = null
    companion object { private val responseType = GetPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = GetPepSearches.responseType
}

@DataContract
open class GetPepSearchesData : BaseResponse()
{
    @DataMember
    var totalSearchRecords:Int? = null
    @DataMember
    var currentPageNum:Int? = null
    @DataMember
    var maxPageNum:Int? = null
    @DataMember
    var searchRecords:ArrayList<PepSearchRecord>? = null
}

@DataContract
open class GetPepSearchesRequest
{
    /**
    * Only searches this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    /**
    * true: only searches with unresolved results; false: only those without
    */
    @DataMember
    var listUnresolvedSearches:Boolean? = null
    /**
    * true: only searches affected by a list update; false: only those not
    */
    @DataMember
    var listUpdatedSearches:Boolean? = null
    /**
    * true: only monitored searches due for renewal before the 1st of next month; false: only those not
    */
    @DataMember
    var listExpiringSearches:Boolean? = null
    /**
    * true: archived searches instead of current ones
    */
    @DataMember
    var listArchivedSearches:Boolean? = null
    /**
    * 1-based page number (10 per page)
    */
    @DataMember
    var page:Int? = null
    /**
    * Status (default), Name or Date, optionally followed by ' desc'
    */
    @DataMember
    var sortOrder:String? = null
    /**
    * Every word in the name; a quoted value as one substring
    */
    @DataMember
    var nameSearch:String? = null
    /**
    * nameSearch is the whole name (case-insensitive)
    */
    @DataMember
    var nameSearchExact:Boolean? = null
    /**
    * Leave out names that contain this value
    */
    @DataMember
    var filterNameExcludes:String? = null
    /**
    * References that contain this value
    */
    @DataMember
    var filterReference:String? = null
    /**
    * Leave out references that contain this value
    */
    @DataMember
    var filterReferenceExcludes:String? = null
    /**
    * day-one or monitor
    */
    @DataMember
    var filterPepType:String? = null
    /**
    * individual or entity
    */
    @DataMember
    var filterType:String? = null
    /**
    * Searched on or after
    */
    @DataMember
    var filterDateFrom:Date? = null
    /**
    * Searched before
    */
    @DataMember
    var filterDateTo:Date? = null
    /**
    * Only searches created by this user
    */
    @DataMember
    var filterUserName:String? = null
}

@DataContract
open class GetPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetPepSearchesData? = null
}

@Route(Path="/sanctions/get", Verbs="POST")
@Api(Description="Get a sanctions search")
@DataContract
open class GetSearch : BaseRequest(), IReturn<GetSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetSearchRequest? = null
    companion object { private val responseType = GetSearchResponse::class.java }
    override fun getResponseType(): Any? = GetSearch.responseType
}

@DataContract
open class GetSearchData : BaseResponse()
{
    /**
    * Records the search is linked to
    */
    @DataMember
    var linkedTo:ArrayList<LinkedTo>? = null
    /**
    * The search with its results
    */
    @DataMember
    var searchRecord:SearchRecord? = null
}

@Route(Path="/sanctions/notes/get", Verbs="POST")
@Api(Description="Get the notes for an existing sanctions search")
@DataContract
open class GetSearchNotes : BaseRequest(), IReturn<GetSearchNotesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetSearchNotesRequest? = null
    companion object { private val responseType = GetSearchNotesResponse::class.java }
    override fun getResponseType(): Any? = GetSearchNotes.responseType
}

@DataContract
open class GetSearchNotesData : SearchNotesData()
{
}

@DataContract
open class GetSearchNotesRequest
{
    /**
    * The search id
    */
    @DataMember
    var id:Long? = null
    /**
    * Only if this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class GetSearchNotesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetSearchNotesData? = null
}

@DataContract
open class GetSearchRequest
{
    /**
    * The search id
    */
    @DataMember
    var id:Long? = null
    /**
    * true leaves out resolved results
    */
    @DataMember
    var onlyShowUnresolvedResults:Boolean? = null
    /**
    * Checks that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class GetSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetSearchData? = null
}

@Route(Path="/sanctions/list", Verbs="POST")
@Api(Description="Get all sanctions searches")
@DataContract
open class GetSearches : BaseRequest(), IReturn<GetSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetSearchesRequest? = null
    companion object { private val responseType = GetSearchesResponse::class.java }
    override fun getResponseType(): Any? = GetSearches.responseType
}

@DataContract
open class GetSearchesData : BaseResponse()
{
    @DataMember
    var totalSearchRecords:Int? = null
    @DataMember
    var currentPageNum:Int? = null
    @DataMember
    var maxPageNum:Int? = null
    /**
    * The searches with their sources; results are left out (GetSearch shows them)
    */
    @DataMember
    var searchRecords:ArrayOfSanctionsSearchRecord? = null
}

@DataContract
open class GetSearchesRequest
{
    /**
    * Only searches this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    /**
    * true: only searches with unresolved results; false: only those without
    */
    @DataMember
    var listUnresolvedSearches:Boolean? = null
    /**
    * true: only searches affected by a list update; false: only those not
    */
    @DataMember
    var listUpdatedSearches:Boolean? = null
    /**
    * true: archived searches instead of current ones
    */
    @DataMember
    var listArchivedSearches:Boolean? = null
    /**
    * 1-based page number (25 per page)
    */
    @DataMember
    var page:Int? = null
    /**
    * Status (default), Name or Date, optionally followed by ' desc'
    */
    @DataMember
    var sortOrder:String? = null
    /**
    * Every word in the name; a quoted value as one substring
    */
    @DataMember
    var nameSearch:String? = null
    /**
    * nameSearch is the whole name (case-insensitive)
    */
    @DataMember
    var nameSearchExact:Boolean? = null
    /**
    * References that contain this value
    */
    @DataMember
    var filterReference:String? = null
    /**
    * individual or entity
    */
    @DataMember
    var filterType:String? = null
    /**
    * Searched on or after
    */
    @DataMember
    var filterDateFrom:Date? = null
    /**
    * Searched before
    */
    @DataMember
    var filterDateTo:Date? = null
    /**
    * Only searches created by this user
    */
    @DataMember
    var filterUserName:String? = null
}

@DataContract
open class GetSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetSearchesData? = null
}

@Route(Path="/subusers/get", Verbs="GET")
@Api(Description="Get a sub user")
@DataContract
open class GetSubUser : BaseRequest(), IReturn<GetSubUserResponse>
{
    /**
    * User name of the sub user
    */
    @DataMember
    var subUserName:String? = null
    /**
    * Id of the sub user
    */
    @DataMember
    var subUserId:UUID? = null
    companion object { private val responseType = GetSubUserResponse::class.java }
    override fun getResponseType(): Any? = GetSubUser.responseType
}

@DataContract
open class GetSubUserData : BaseResponse()
{
    @DataMember
    var subUser:SubUser? = null
}

@DataContract
open class GetSubUserResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetSubUserData? = null
}

@Route(Path="/subusers/list", Verbs="GET")
@Api(Description="Get all sub users")
@DataContract
open class GetSubUsers : BaseRequest(), IReturn<GetSubUsersResponse>
{
    /**
    * If true the main user is included in the list of sub users
    */
    @DataMember
    var includeMainUser:Boolean? = null
    companion object { private val responseType = GetSubUsersResponse::class.java }
    override fun getResponseType(): Any? = GetSubUsers.responseType
}

@DataContract
open class GetSubUsersData : BaseResponse()
{
    /**
    * The list of sub users
    */
    @DataMember
    var subUsers:ArrayList<SubUser>? = null
}

@DataContract
open class GetSubUsersResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetSubUsersData? = null
}

@Route(Path="/validid/list", Verbs="POST")
@Api(Description="Get all the ValidID Searches")
@DataContract
open class GetValidIds : BaseRequest(), IReturn<GetValidIdsResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:GetValidIdsRequest? = null
    companion object { private val responseType = GetValidIdsResponse::class.java }
    override fun getResponseType(): Any? = GetValidIds.responseType
}

@DataContract
open class GetValidIdsData : BaseResponse()
{
    @DataMember
    var totalSearchRecords:Int? = null
    @DataMember
    var currentPageNum:Int? = null
    @DataMember
    var maxPageNum:Int? = null
    @DataMember
    var searchRecords:ArrayList<ValidIdListItem>? = null
}

@DataContract
open class GetValidIdsRequest
{
    /**
    * Only searches this sub user may view
    */
    @DataMember
    var subUserName:String? = null
    /**
    * 1-based page number (10 per page)
    */
    @DataMember
    var page:Int? = null
    /**
    * Status (default), Name or Date, optionally followed by ' desc'
    */
    @DataMember
    var sortOrder:String? = null
    /**
    * Names that include every word of this value
    */
    @DataMember
    var nameSearch:String? = null
    /**
    * References that include this value
    */
    @DataMember
    var filterReference:String? = null
    /**
    * ValidID type: 1-6 or its name (Basic, Enhanced, ...)
    */
    @DataMember
    var filterType:String? = null
    /**
    * Searched on or after
    */
    @DataMember
    var filterDateFrom:Date? = null
    /**
    * Searched before
    */
    @DataMember
    var filterDateTo:Date? = null
    /**
    * Only searches created by this user
    */
    @DataMember
    var filterUserName:String? = null
}

@DataContract
open class GetValidIdsResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:GetValidIdsData? = null
}

@DataContract
open class IdentityDocument
{
    /**
    * The document id (within the client)
    */
    @DataMember
    var id:Int? = null
    /**
    * The document number
    */
    @DataMember
    var documentNumber:String? = null
    /**
    * The name on the document
    */
    @DataMember
    var fullName:String? = null
    /**
    * The date of birth on the document (DD/MM/YYYY)
    */
    @DataMember
    var dateOfBirth:String? = null
    /**
    * The expiry date on the document (DD/MM/YYYY)
    */
    @DataMember
    var dateOfExpiry:String? = null
    /**
    * The ISO code of the issuing country
    */
    @DataMember
    var issuingCountry:String? = null
    /**
    * The OCR data was checked by a user (UpdateClient)
    */
    @DataMember
    var isVerified:Boolean? = null
}

@DataContract
open class LinkedTo
{
    @DataMember
    var clientId:Int? = null
    @DataMember
    var id:Long? = null
    @DataMember
    var type:String? = null
    @DataMember
    var subtype:String? = null
    @DataMember
    var status:String? = null
    @DataMember
    var description:String? = null
    @DataMember
    var isArchived:Boolean? = null
    @DataMember
    var name:String? = null
    @DataMember
    var date:Date? = null
}

@DataContract
open class OfacAddress
{
    @DataMember
    var address1:String? = null
    @DataMember
    var address2:String? = null
    @DataMember
    var address3:String? = null
    @DataMember
    var city:String? = null
    @DataMember
    var state:String? = null
    @DataMember
    var postCode:String? = null
    @DataMember
    var country:String? = null
}

@DataContract
open class OfacAka
{
    @DataMember
    var firstName:String? = null
    @DataMember
    var lastName:String? = null
    @DataMember
    var type:String? = null
    @DataMember
    var strength:String? = null
}

@DataContract
open class OfacDateOfBirth
{
    @DataMember
    var dateOfBirth:String? = null
}

@DataContract
open class OfacNationality
{
    @DataMember
    var country:String? = null
}

@DataContract
open class OfacPlaceOfBirth
{
    @DataMember
    var placeOfBirth:String? = null
}

@DataContract
open class OtherDocument : IdentityDocument()
{
    /**
    * What kind of document it is (e.g. 'National ID card')
    */
    @DataMember
    var documentType:String? = null
}

@DataContract
open class PageLinks
{
    @DataMember
    var self:String? = null
    @DataMember
    var first:String? = null
    @DataMember
    var last:String? = null
    @DataMember
    var next:String? = null
    @DataMember
    var prev:String? = null
}

@DataContract
open class PageMeta
{
    @DataMember
    var links:PageLinks? = null
    /**
    * Total records for the query
    */
    @DataMember
    var totalCount:Int? = null
    /**
    * Maximum records in one page
    */
    @DataMember
    var pageLimit:Int? = null
    /**
    * Zero-based start position
    */
    @DataMember
    var pageOffset:Int? = null
}

@DataContract
open class PagedRequest : BaseRequest()
{
    /**
    * Maximum records per page (1-500, default 25)
    */
    @DataMember(Name="page[limit]")
    @SerializedName("page[limit]")
    var pageLimit:Int? = null
    /**
    * Zero-based start
    */
    @DataMember(Name="page[offset]")
    @SerializedName("page[offset]")
    var pageOffset:Int? = null
    /**
    * status (default), name, date, dateUpdated or reference; prefix - for descending
    */
    @DataMember
    var sort:String? = null
}

@DataContract
open class Passport : IdentityDocument()
{
}

@DataContract
open class PdfDocument
{
    @DataMember
    var id:Long? = null
    /**
    * The document is ready to download
    */
    @DataMember
    var isReady:Boolean? = null
    @DataMember
    var name:String? = null
    @DataMember
    var searchedName:String? = null
    @DataMember
    var fileName:String? = null
    /**
    * sanctions, pep, validid, companylookup, ...
    */
    @DataMember
    var type:String? = null
    @DataMember
    var sanctionsSearchId:Long? = null
    @DataMember
    var pepSearchId:Long? = null
    @DataMember
    var validIdSearchId:Int? = null
    @DataMember
    var companyLookupSearchId:Int? = null
    @DataMember
    var dateCreated:Date? = null
    @DataMember
    var dateExpires:Date? = null
}

@DataContract
open class PdfDocumentWithData : PdfDocument()
{
    /**
    * The file content (base64)
    */
    @DataMember
    var documentBytes:ByteArray? = null
}

@DataContract
open class PepSearchIDRequest
{
    /**
    * Check that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
    @DataMember
    var id:Long? = null
}

@DataContract
open class PepSearchRecord
{
    @DataMember
    var id:Long? = null
    @DataMember
    var searchCriteria:SearchCriteria? = null
    /**
    * individual or entity
    */
    @DataMember
    var searchType:String? = null
    /**
    * A PEP list update changed the results: a new decision is needed
    */
    @DataMember
    var affectedByUpdate:Boolean? = null
    @DataMember
    var clientInResults:Boolean? = null
    @DataMember
    var clientNotInResults:Boolean? = null
    /**
    * A one-off search; false for a monitored search that expires on dateRenewal
    */
    @DataMember
    var isDayOneSearch:Boolean? = null
    @DataMember
    var dateSearched:Date? = null
    /**
    * Last decision (or the search date)
    */
    @DataMember
    var dateUpdated:Date? = null
    /**
    * When the monitored search is due for renewal; null for a day-one search
    */
    @DataMember
    var dateRenewal:Date? = null
    @DataMember
    var numOfResults:Int? = null
    /**
    * Results not yet resolved (an addition to the original)
    */
    @DataMember
    var numOfUnresolvedResults:Int? = null
    /**
    * No longer checked during list updates
    */
    @DataMember
    var isArchived:Boolean? = null
    @DataMember
    var dateArchived:Date? = null
    /**
    * The results (GetPepSearch, AddPepSearch; empty in lists)
    */
    @DataMember
    var pepSearchResults:ArrayList<PepSearchResult>? = null
}

@DataContract
open class PepSearchResult
{
    /**
    * Result id, for UpdatePepSearch's searchResultIds
    */
    @DataMember
    var id:Long? = null
    @DataMember
    var resultSimilarity:BigDecimal? = null
    @DataMember
    var resultResolved:Boolean? = null
    @DataMember
    var dateLastUpdated:Date? = null
    @DataMember
    var title:String? = null
    @DataMember
    var forename:String? = null
    @DataMember
    var middlename:String? = null
    @DataMember
    var surname:String? = null
    /**
    * The matched name as the list writes it (an addition)
    */
    @DataMember
    var fullName:String? = null
    @DataMember
    var dateOfBirth:Date? = null
    @DataMember
    var yearOfBirth:Int? = null
    @DataMember
    var gender:String? = null
    @DataMember
    var nationality:String? = null
    /**
    * The list and entity the result came from
    */
    @DataMember
    var source:String? = null
    /**
    * PEP, or RCA for a relative or close associate
    */
    @DataMember
    var category:String? = null
}

@DataContract
open class ReferenceData
{
    @DataMember
    var countries:ArrayList<Country>? = null
    @DataMember
    var companyIndustries:ArrayList<CompanyIndustry>? = null
    @DataMember
    var companyTypes:ArrayList<CompanyType>? = null
    @DataMember
    var vatCountries:ArrayOfVatCountry? = null
    @DataMember
    var termsAndConditionsLink:String? = null
    @DataMember
    var privacyPolicyLink:String? = null
    @DataMember
    var contactStatement:String? = null
    @DataMember
    var dataProtectionStatement:String? = null
}

@Route(Path="/account/register", Verbs="POST")
@Api(Description="Create a new account")
@DataContract
open class RegisterAccount : BaseRequest(), IReturn<RegisterAccountResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:RegisterAccountRequest? = null
    companion object { private val responseType = RegisterAccountResponse::class.java }
    override fun getResponseType(): Any? = RegisterAccount.responseType
}

@DataContract
open class RegisterAccountData : BaseResponse()
{
    /**
    * Unique identifier of the API access
    */
    @DataMember
    var apiUserId:String? = null
    /**
    * Secure randomly generated key (shown once)
    */
    @DataMember
    var apiUserKey:String? = null
}

@DataContract
open class RegisterAccountRequest
{
    /**
    * Login user name: at most 50 of [a-zA-Z0-9-_.@]
    */
    @DataMember
    var username:String? = null
    /**
    * 8-100 characters
    */
    @DataMember
    var password:String? = null
    /**
    * Contact e-mail of the account holder
    */
    @DataMember
    var email:String? = null
    /**
    * Full legal name of the holder
    */
    @DataMember
    var fullName:String? = null
    /**
    * Registered company name
    */
    @DataMember
    var companyName:String? = null
    /**
    * Company contact phone
    */
    @DataMember
    var companyPhone:String? = null
    /**
    * First address line
    */
    @DataMember
    var address1:String? = null
    /**
    * Second address line
    */
    @DataMember
    var address2:String? = null
    /**
    * Third address line
    */
    @DataMember
    var address3:String? = null
    /**
    * City
    */
    @DataMember
    var city:String? = null
    /**
    * Postal code
    */
    @DataMember
    var postcode:String? = null
    /**
    * Country code from the template's reference data
    */
    @DataMember
    var country:String? = null
    /**
    * Company type (id or name) from the reference data
    */
    @DataMember
    var companyType:String? = null
    /**
    * Industry (id or name) from the reference data
    */
    @DataMember
    var companyIndustry:String? = null
    /**
    * Trade body, network or affiliation
    */
    @DataMember
    var companyNetwork:String? = null
    /**
    * Must be true
    */
    @DataMember
    var agreeToTerms:Boolean? = null
    /**
    * Must be true
    */
    @DataMember
    var agreeToDataProtection:Boolean? = null
    /**
    * Consent to be contacted
    */
    @DataMember
    var agreeToContact:Boolean? = null
    /**
    * Must be true
    */
    @DataMember
    var agreeToPrivacy:Boolean? = null
    /**
    * Discount or promotion code
    */
    @DataMember
    var voucherCode:String? = null
    /**
    * Code granting access to features
    */
    @DataMember
    var accountActivationCode:String? = null
    /**
    * VAT registration number
    */
    @DataMember
    var vatNumber:String? = null
    /**
    * Country of VAT registration (code from the reference data)
    */
    @DataMember
    var vatCountry:String? = null
}

@DataContract
open class RegisterAccountResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:RegisterAccountData? = null
}

@Route(Path="/account/register/template", Verbs="GET")
@Api(Description="Get a template to create a new account")
@DataContract
open class RegisterAccountTemplate : BaseRequest(), IReturn<RegisterAccountTemplateResponse>
{
    companion object { private val responseType = RegisterAccountTemplateResponse::class.java }
    override fun getResponseType(): Any? = RegisterAccountTemplate.responseType
}

@DataContract
open class RegisterAccountTemplateData : BaseResponse()
{
    /**
    * Request body of RegisterAccount
    */
    @DataMember
    var request:RegisterAccountRequest? = null
    /**
    * Allowed values for that body
    */
    @DataMember
    var referenceData:ReferenceData? = null
}

@DataContract
open class RegisterAccountTemplateResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:RegisterAccountTemplateData? = null
}

@Route(Path="/peps/renew/all", Verbs="PUT")
@Api(Description="Renews all PEP searches that are due for renewal")
@DataContract
open class RenewAllPepSearches : BaseRequest(), IReturn<RenewAllPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:RenewAllPepSearchesRequest? = null
    companion object { private val responseType = RenewAllPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = RenewAllPepSearches.responseType
}

@DataContract
open class RenewAllPepSearchesData : BaseResponse()
{
    /**
    * Searches renewed
    */
    @DataMember
    var count:Int? = null
    /**
    * Cost debited, in the account's currency
    */
    @DataMember
    var totalCost:BigDecimal? = null
    /**
    * The effective renewal date, yyyy-MM-dd
    */
    @DataMember
    var renewalDate:String? = null
}

@DataContract
open class RenewAllPepSearchesRequest
{
    /**
    * Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
    */
    @DataMember
    var renewalDate:Date? = null
}

@DataContract
open class RenewAllPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:RenewAllPepSearchesData? = null
}

@Route(Path="/peps/renew/selected", Verbs="PUT")
@Api(Description="Renews selected PEP searches that are due for renewal")
@DataContract
open class RenewPepSearches : BaseRequest(), IReturn<RenewPepSearchesResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:RenewPepSearchesRequest? = null
    companion object { private val responseType = RenewPepSearchesResponse::class.java }
    override fun getResponseType(): Any? = RenewPepSearches.responseType
}

@DataContract
open class RenewPepSearchesData : BaseResponse()
{
    /**
    * Searches renewed
    */
    @DataMember
    var count:Int? = null
    /**
    * Cost debited, in the account's currency
    */
    @DataMember
    var totalCost:BigDecimal? = null
    /**
    * Ids not found, not visible or not due
    */
    @DataMember
    var failedIds:ArrayList<Long>? = null
}

@DataContract
open class RenewPepSearchesRequest
{
    /**
    * PEP search ids (fewer than 500)
    */
    @DataMember
    var ids:ArrayOfLong? = null
    /**
    * Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
    */
    @DataMember
    var dateRenewal:Date? = null
}

@DataContract
open class RenewPepSearchesResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:RenewPepSearchesData? = null
}

@Route(Path="/peps/save", Verbs="POST")
@Api(Description="Save a PEP search as a PDF document")
@DataContract
open class SavePepSearch : BaseRequest(), IReturn<SavePepSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:SavePepSearchRequest? = null
    companion object { private val responseType = SavePepSearchResponse::class.java }
    override fun getResponseType(): Any? = SavePepSearch.responseType
}

@DataContract
open class SavePepSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
    /**
    * Id of the new saved document (for GetPdf); an addition to the original
    */
    @DataMember
    var documentId:Long? = null
}

@DataContract
open class SavePepSearchRequest
{
    /**
    * Keep the document in this sub user's account
    */
    @DataMember
    var subUserName:String? = null
    /**
    * The search to save
    */
    @DataMember
    var id:Long? = null
}

@DataContract
open class SavePepSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:SavePepSearchData? = null
}

@Route(Path="/sanctions/save", Verbs="POST")
@Api(Description="Save a sanctions search as a PDF document")
@DataContract
open class SaveSearch : BaseRequest(), IReturn<SaveSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:SaveSearchRequest? = null
    companion object { private val responseType = SaveSearchResponse::class.java }
    override fun getResponseType(): Any? = SaveSearch.responseType
}

@DataContract
open class SaveSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
    /**
    * Id of the new saved document (for GetPdf); an addition to the original
    */
    @DataMember
    var documentId:Long? = null
}

@DataContract
open class SaveSearchRequest
{
    /**
    * The search to save
    */
    @DataMember
    var id:Long? = null
    /**
    * Keep the saved document within this sub user's account
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class SaveSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:SaveSearchData? = null
}

@Route(Path="/validid/save", Verbs="POST")
@Api(Description="Save a ValidID Search as a PDF document")
@DataContract
open class SaveValidId : BaseRequest(), IReturn<SaveValidIdResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:SaveValidIdRequest? = null
    companion object { private val responseType = SaveValidIdResponse::class.java }
    override fun getResponseType(): Any? = SaveValidId.responseType
}

@DataContract
open class SaveValidIdData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
    /**
    * Id of the new saved document (for GetPdf); an addition to the original
    */
    @DataMember
    var documentId:Long? = null
}

@DataContract
open class SaveValidIdRequest
{
    /**
    * The ValidID search to save
    */
    @DataMember
    var id:Int? = null
    /**
    * Only if this sub user may view the search; the document is theirs
    */
    @DataMember
    var subUserName:String? = null
}

@DataContract
open class SaveValidIdResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:SaveValidIdData? = null
}

@Route(Path="/companies/search", Verbs="POST")
@Api(Description="Search for company details")
@DataContract
open class SearchCompanyLookup : BaseRequest(), IReturn<SearchCompanyLookupResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:SearchCompanyLookupRequest? = null
    companion object { private val responseType = SearchCompanyLookupResponse::class.java }
    override fun getResponseType(): Any? = SearchCompanyLookup.responseType
}

@DataContract
open class SearchCompanyLookupData : BaseResponse()
{
    @DataMember
    var searchResults:ArrayOfCompany? = null
}

@DataContract
open class SearchCompanyLookupRequest
{
    /**
    * Part of the company name (case-insensitive)
    */
    @DataMember
    var companyName:String? = null
    /**
    * ISO 3166 alpha-2 country code
    */
    @DataMember
    var companyCountry:String? = null
    /**
    * Prefix match, at most 10 results
    */
    @DataMember
    var autocompleteMode:Boolean? = null
}

@DataContract
open class SearchCompanyLookupResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:SearchCompanyLookupData? = null
}

@DataContract
open class SearchCriteria
{
    @DataMember
    var name:String? = null
    @DataMember
    var address:String? = null
    @DataMember
    var country:String? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var nationality:String? = null
    @DataMember
    var reference:String? = null
}

@DataContract
open class SearchNote
{
    /**
    * User name of the author
    */
    @DataMember
    var name:String? = null
    @DataMember
    var date:Date? = null
    @DataMember
    var content:String? = null
}

@DataContract
open class SearchNotesData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
    /**
    * The notes, oldest first
    */
    @DataMember
    var notes:ArrayOfSearchNote? = null
    /**
    * The search id
    */
    @DataMember
    var id:Long? = null
}

@DataContract
open class SearchRecord
{
    @DataMember
    var id:Long? = null
    /**
    * individual or entity
    */
    @DataMember
    var searchType:String? = null
    @DataMember
    var dateSearched:Date? = null
    @DataMember
    var dateUpdated:Date? = null
    @DataMember
    var dateArchived:Date? = null
    @DataMember
    var isArchived:Boolean? = null
    @DataMember
    var numOfResults:Int? = null
    @DataMember
    var clientInResults:Boolean? = null
    @DataMember
    var clientNotInResults:Boolean? = null
    @DataMember
    var affectedByUpdate:Boolean? = null
    @DataMember
    var searchCriteria:SearchCriteria? = null
    /**
    * Results per list (deprecated form)
    */
    @DataMember
    var searchResults:SearchResults? = null
    @DataMember
    var searchSources:ArrayList<SearchSource>? = null
    @DataMember
    var listSearchResults:ArrayList<SearchResultEntry>? = null
}

@DataContract
open class SearchResultAddress
{
    @DataMember
    var searchResultAddressId:Long? = null
    @DataMember
    var type:String? = null
    @DataMember
    var address1:String? = null
    @DataMember
    var address2:String? = null
    @DataMember
    var address3:String? = null
    @DataMember
    var city:String? = null
    @DataMember
    var county:String? = null
    @DataMember
    var postCode:String? = null
    @DataMember
    var country:String? = null
}

@DataContract
open class SearchResultBase
{
    @DataMember
    var resultStrength:Int? = null
    @DataMember
    var resultSimilarity:BigDecimal? = null
    @DataMember
    var resultResolved:Boolean? = null
    @DataMember
    var resultType:String? = null
    @DataMember
    var dateUpdated:Date? = null
}

@DataContract
open class SearchResultCanadianJustice : SearchResultBase()
{
    @DataMember
    var name:String? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var country:String? = null
    @DataMember
    var refId:Int? = null
}

@DataContract
open class SearchResultCanadianSema : SearchResultBase()
{
    @DataMember
    var name:String? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var country:String? = null
    @DataMember
    var schedule:String? = null
    @DataMember
    var item:String? = null
}

@DataContract
open class SearchResultDateOfBirth
{
    @DataMember
    var searchResultDateOfBirthId:Long? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var year:Short? = null
    @DataMember
    var month:Short? = null
    @DataMember
    var day:Short? = null
    @DataMember
    var type:String? = null
}

@DataContract
open class SearchResultDfat : SearchResultBase()
{
    @DataMember
    var fullName:String? = null
    @DataMember
    var address:String? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var placeOfBirth:String? = null
    @DataMember
    var nationality:String? = null
}

@DataContract
open class SearchResultEntry
{
    @DataMember
    var searchResultId:Long? = null
    @DataMember
    var resultStrength:Int? = null
    @DataMember
    var resultSimilarity:BigDecimal? = null
    @DataMember
    var resultResolved:Boolean? = null
    @DataMember
    var resultType:String? = null
    @DataMember
    var dateUpdated:Date? = null
    @DataMember
    var sanctionsListId:String? = null
    @DataMember
    var sanctionsListName:String? = null
    @DataMember
    var addresses:ArrayList<SearchResultAddress>? = null
    @DataMember
    var datesOfBirth:ArrayList<SearchResultDateOfBirth>? = null
    @DataMember
    var names:ArrayList<SearchResultName>? = null
    @DataMember
    var nationalities:ArrayList<SearchResultNationality>? = null
    @DataMember
    var placesOfBirth:ArrayList<SearchResultPlaceOfBirth>? = null
    @DataMember
    var remarks:ArrayList<SearchResultRemark>? = null
}

@DataContract
open class SearchResultEu : SearchResultBase()
{
    @DataMember
    var addresses:ArrayList<EuAddress>? = null
    @DataMember
    var births:ArrayList<EuBirth>? = null
    @DataMember
    var citizenships:ArrayList<EuCitizenship>? = null
    @DataMember
    var names:ArrayList<EuName>? = null
    @DataMember
    var passports:ArrayList<EuPassport>? = null
}

@DataContract
open class SearchResultHmTreasury : SearchResultBase()
{
    @DataMember
    var dateListed:Date? = null
    @DataMember
    var name1:String? = null
    @DataMember
    var name2:String? = null
    @DataMember
    var name3:String? = null
    @DataMember
    var name4:String? = null
    @DataMember
    var name5:String? = null
    @DataMember
    var name6:String? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var countryOfBirth:String? = null
    @DataMember
    var nationality:String? = null
    @DataMember
    var address1:String? = null
    @DataMember
    var address2:String? = null
    @DataMember
    var address3:String? = null
    @DataMember
    var address4:String? = null
    @DataMember
    var address5:String? = null
    @DataMember
    var address6:String? = null
    @DataMember
    var postCode:String? = null
    @DataMember
    var country:String? = null
}

@DataContract
open class SearchResultName
{
    @DataMember
    var searchResultNameId:Long? = null
    /**
    * primary, alias, alias-strong, alias-weak, ...
    */
    @DataMember
    var type:String? = null
    @DataMember
    var title:String? = null
    @DataMember
    var fullName:String? = null
    @DataMember
    var resultSimilarity:BigDecimal? = null
}

@DataContract
open class SearchResultNationality
{
    @DataMember
    var searchResultNationalityId:Long? = null
    @DataMember
    var nationality:String? = null
}

@DataContract
open class SearchResultOfac : SearchResultBase()
{
    @DataMember
    var firstName:String? = null
    @DataMember
    var lastName:String? = null
    @DataMember
    var addresses:ArrayList<OfacAddress>? = null
    @DataMember
    var akas:ArrayList<OfacAka>? = null
    @DataMember
    var dateOfBirths:ArrayList<OfacDateOfBirth>? = null
    @DataMember
    var nationalities:ArrayList<OfacNationality>? = null
    @DataMember
    var placeOfBirths:ArrayList<OfacPlaceOfBirth>? = null
}

@DataContract
open class SearchResultOsfi : SearchResultBase()
{
    @DataMember
    var fullName:String? = null
    @DataMember
    var address:String? = null
    @DataMember
    var dateOfBirth:String? = null
    @DataMember
    var placeOfBirth:String? = null
    @DataMember
    var nationality:String? = null
}

@DataContract
open class SearchResultPlaceOfBirth
{
    @DataMember
    var searchResultPlaceOfBirthId:Long? = null
    @DataMember
    var placeOfBirth:String? = null
    @DataMember
    var countryOfBirth:String? = null
}

@DataContract
open class SearchResultRemark
{
    @DataMember
    var searchResultRemarkId:Long? = null
    @DataMember
    var name:String? = null
    @DataMember
    var description:String? = null
}

@DataContract
open class SearchResults
{
    @DataMember
    var euResults:ArrayList<SearchResultEu>? = null
    @DataMember
    var hmtResults:ArrayList<SearchResultHmTreasury>? = null
    @DataMember
    var hmtUkraineResults:ArrayList<SearchResultHmTreasury>? = null
    @DataMember
    var ofacResults:ArrayList<SearchResultOfac>? = null
    @DataMember
    var ofacConsolidatedResults:ArrayList<SearchResultOfac>? = null
    @DataMember
    var dfatResults:ArrayList<SearchResultDfat>? = null
    @DataMember
    var osfiResults:ArrayList<SearchResultOsfi>? = null
    @DataMember
    var canadianJusticeResults:ArrayList<SearchResultCanadianJustice>? = null
    @DataMember
    var canadianSemaResults:ArrayList<SearchResultCanadianSema>? = null
    @DataMember
    var swissSecoResults:ArrayList<SearchResultEntry>? = null
}

@DataContract
open class SearchSource
{
    @DataMember
    var listId:String? = null
    @DataMember
    var listName:String? = null
    @DataMember
    var listShortName:String? = null
    @DataMember
    var isAffectedByListUpdate:Boolean? = null
}

@DataContract
open class SubUser
{
    /**
    * The user who created the account
    */
    @DataMember
    var isMainUser:Boolean? = null
    @DataMember
    var userId:UUID? = null
    /**
    * Sign-in user name
    */
    @DataMember
    var userName:String? = null
    @DataMember
    var name:String? = null
    @DataMember
    var email:String? = null
    /**
    * Admin privileges such as managing purchases and sub users
    */
    @DataMember
    var isAdmin:Boolean? = null
    @DataMember
    var canResolveSearches:Boolean? = null
    @DataMember
    var canDeleteSearches:Boolean? = null
    /**
    * User names whose searches this user may see
    */
    @DataMember
    var permissions:ArrayOfUserNames? = null
}

@Route(Path="/clients/{Id}", Verbs="PUT")
@Api(Description="Verify a client")
@DataContract
open class UpdateClient : BaseRequest(), IReturn<UpdateClientResponse>
{
    /**
    * The client id
    */
    @DataMember
    var id:Int? = null
    /**
    * The full name of the client (max 250)
    */
    @DataMember
    var name:String? = null
    /**
    * Your reference, if any (max 250)
    */
    @DataMember
    var reference:String? = null
    /**
    * Every passport of the client, with isVerified true
    */
    @DataMember
    var passports:ArrayList<Passport>? = null
    /**
    * Every driving licence of the client, with isVerified true
    */
    @DataMember
    var drivingLicences:ArrayList<DrivingLicence>? = null
    /**
    * Every other document of the client, with isVerified true
    */
    @DataMember
    var otherDocuments:ArrayList<OtherDocument>? = null
    companion object { private val responseType = UpdateClientResponse::class.java }
    override fun getResponseType(): Any? = UpdateClient.responseType
}

@DataContract
open class UpdateClientData : BaseResponse()
{
    /**
    * The verified client
    */
    @DataMember
    var client:Client? = null
}

@DataContract
open class UpdateClientResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:UpdateClientData? = null
}

@Route(Path="/peps/update", Verbs="PUT")
@Api(Description="Resolve a PEP search or some of its results")
@DataContract
open class UpdatePepSearch : BaseRequest(), IReturn<UpdatePepSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:UpdatePepSearchRequest? = null
    companion object { private val responseType = UpdatePepSearchResponse::class.java }
    override fun getResponseType(): Any? = UpdatePepSearch.responseType
}

@DataContract
open class UpdatePepSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class UpdatePepSearchRequest
{
    /**
    * Check that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
    @DataMember
    var id:Long? = null
    /**
    * The client is one of the results (exactly one of the two is true)
    */
    @DataMember
    var clientInResults:Boolean? = null
    /**
    * The client is none of the results
    */
    @DataMember
    var clientNotInResults:Boolean? = null
    /**
    * Resolve only these results (default: all)
    */
    @DataMember
    var searchResultIds:ArrayOfLong? = null
}

@DataContract
open class UpdatePepSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:UpdatePepSearchData? = null
}

@Route(Path="/sanctions/update", Verbs="PUT")
@Api(Description="Resolve a sanctions search or some of its results")
@DataContract
open class UpdateSearch : BaseRequest(), IReturn<UpdateSearchResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:UpdateSearchRequest? = null
    companion object { private val responseType = UpdateSearchResponse::class.java }
    override fun getResponseType(): Any? = UpdateSearch.responseType
}

@DataContract
open class UpdateSearchData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class UpdateSearchRequest
{
    /**
    * Check that this sub user may view the search
    */
    @DataMember
    var subUserName:String? = null
    @DataMember
    var id:Long? = null
    /**
    * The client is one of the results (exactly one of the two is true)
    */
    @DataMember
    var clientInResults:Boolean? = null
    /**
    * The client is none of the results
    */
    @DataMember
    var clientNotInResults:Boolean? = null
    /**
    * Resolve only these results (default: all)
    */
    @DataMember
    var searchResultIds:ArrayOfLong? = null
}

@DataContract
open class UpdateSearchResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:UpdateSearchData? = null
}

@Route(Path="/subusers/update", Verbs="PUT")
@Api(Description="Update a sub user")
@DataContract
open class UpdateSubUser : BaseRequest(), IReturn<UpdateSubUserResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:UpdateSubUserRequest? = null
    companion object { private val responseType = UpdateSubUserResponse::class.java }
    override fun getResponseType(): Any? = UpdateSubUser.responseType
}

@DataContract
open class UpdateSubUserData : BaseResponse()
{
    /**
    * The sub user
    */
    @DataMember
    var subUser:SubUser? = null
}

@DataContract
open class UpdateSubUserRequest
{
    /**
    * The user name of the sub user
    */
    @DataMember
    var subUserName:String? = null
    /**
    * The user names whose searches the sub user may see (ServiceStack's ArrayOfString)
    */
    @DataMember
    var permissions:ArrayOfString? = null
}

@DataContract
open class UpdateSubUserResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:UpdateSubUserData? = null
}

@Route(Path="/validid/update", Verbs="PUT")
@Api(Description="Update a ValidID Search")
@DataContract
open class UpdateValidId : BaseRequest(), IReturn<UpdateValidIdResponse>
{
    /**
    * The request data
    */
    @DataMember
    var request:UpdateValidIdRequest? = null
    companion object { private val responseType = UpdateValidIdResponse::class.java }
    override fun getResponseType(): Any? = UpdateValidId.responseType
}

@DataContract
open class UpdateValidIdData : BaseResponse()
{
    /**
    * Did the request succeed
    */
    @DataMember
    var success:Boolean? = null
}

@DataContract
open class UpdateValidIdRequest
{
    /**
    * The ValidID search id
    */
    @DataMember
    var id:Int? = null
    /**
    * The client is in the results (exactly one of the two must be true)
    */
    @DataMember
    var clientInResults:Boolean? = null
    /**
    * The client is not in the results
    */
    @DataMember
    var clientNotInResults:Boolean? = null
}

@DataContract
open class UpdateValidIdResponse
{
    /**
    * The response data
    */
    @DataMember
    var data:UpdateValidIdData? = null
}

@DataContract
open class ValidIdBankRequest
{
    /**
    * Six digits (dashes allowed)
    */
    @DataMember
    var sortCode:String? = null
    /**
    * Eight digits
    */
    @DataMember
    var accountNumber:String? = null
}

@DataContract
open class ValidIdBasicRequest
{
    @DataMember
    var title:String? = null
    /**
    * Required
    */
    @DataMember
    var forename:String? = null
    @DataMember
    var middleName:String? = null
    /**
    * Required
    */
    @DataMember
    var surname:String? = null
    /**
    * Male or Female (optional)
    */
    @DataMember
    var gender:String? = null
    /**
    * Required, DD/MM/YYYY
    */
    @DataMember
    var dateOfBirth:String? = null
    /**
    * Required: house and street
    */
    @DataMember
    var address1:String? = null
    @DataMember
    var address2:String? = null
    @DataMember
    var city:String? = null
    /**
    * Required
    */
    @DataMember
    var postcode:String? = null
    /**
    * ISO 3166-1 alpha-2 code or name (default GB)
    */
    @DataMember
    var country:String? = null
    /**
    * When set, the person is told of the check by e-mail
    */
    @DataMember
    var email:String? = null
    /**
    * When set, the person is told of the check by SMS (+447123456789)
    */
    @DataMember
    var mobileInternational:String? = null
}

@DataContract
open class ValidIdDrivingRequest
{
    /**
    * The licence number
    */
    @DataMember
    var number:String? = null
}

@DataContract
open class ValidIdListItem
{
    @DataMember
    var id:Int? = null
    /**
    * 1 Basic, 2 Enhanced, 3 Age Verification, 4 CCJ and Insolvency, 5 Passport Validation, 6 Driving Licence Validation
    */
    @DataMember
    var type:Int? = null
    @DataMember
    var score:Int? = null
    @DataMember
    var status:String? = null
    @DataMember
    var dateSearched:Date? = null
    @DataMember
    var reference:String? = null
    @DataMember
    var pepError:Boolean? = null
    @DataMember
    var replaced:Boolean? = null
    @DataMember
    var replacementSearchId:Int? = null
    @DataMember
    var hasCompletedRequest:Boolean? = null
    @DataMember
    var hasCompletedSearch:Boolean? = null
    @DataMember
    var searchCriteria:ValidIdSearchCriteria? = null
}

@DataContract
open class ValidIdPassportRequest
{
    /**
    * The passport number
    */
    @DataMember
    var number:String? = null
    /**
    * DD/MM/YYYY
    */
    @DataMember
    var expiryDate:String? = null
    /**
    * Issuing country
    */
    @DataMember
    var country:String? = null
}

@DataContract
open class ValidIdSearchCriteria
{
    @DataMember
    var fullName:String? = null
    @DataMember
    var dateOfBirth:Date? = null
    @DataMember
    var gender:String? = null
    @DataMember
    var address:String? = null
}

