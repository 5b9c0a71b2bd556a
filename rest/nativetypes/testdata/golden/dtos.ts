/* Options:
Date: 2026-01-02 03:04:05
Version: test
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: https://api.example/v2

//GlobalNamespace: 
//MakePropertiesOptional: True
//AddServiceStackTypes: True
//AddResponseStatus: False
//AddImplicitVersion: 
//AddDescriptionAsComments: True
//IncludeTypes: 
//ExcludeTypes: 
//DefaultImports: 
*/

export interface IReturn<T>
{
    createResponse(): T;
}

// @CollectionDataContract(Name="ArrayOfListId", ItemName="ListId")
export class ArrayOfListId extends Array<string>
{
    public constructor(init?: Partial<ArrayOfListId>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class AddBulkSearchRequest
{
    /** @description Create the bulk search (and its searches) for this sub user (admins only) */
    // @DataMember
    public subUserName?: string;

    /** @description Screen every row against the selected sanctions lists */
    // @DataMember
    public isSanctionsSearch?: boolean;

    /** @description Screen every row against the PEP list (each row costs the account's PEP search price) */
    // @DataMember
    public isPepSearch?: boolean;

    /** @description individual or entity: the type of the rows whose type column is empty or absent */
    // @DataMember
    public type?: string;

    /** @description Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when isSanctionsSearch */
    // @DataMember
    public selectedLists?: ArrayOfListId;

    /** @description The names to screen: CSV (RFC 4180, UTF-8) with a header row; columns name (required), type, dateOfBirth (DD/MM/YYYY), country, nationality, address, reference; at most 100000 rows */
    // @DataMember
    public csv?: string;

    public constructor(init?: Partial<AddBulkSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ResponseError
{
    // @DataMember
    public errorCode?: string;

    // @DataMember
    public fieldName?: string;

    // @DataMember
    public message?: string;

    // @DataMember
    public meta?: { [index: string]: string; };

    public constructor(init?: Partial<ResponseError>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ResponseStatus
{
    // @DataMember
    public errorCode?: string;

    // @DataMember
    public message?: string;

    // @DataMember
    public stackTrace?: string;

    // @DataMember
    public errors?: ResponseError[];

    // @DataMember
    public meta?: { [index: string]: string; };

    public constructor(init?: Partial<ResponseStatus>) { (Object as any).assign(this, init); }
}

// @DataContract
export class BaseResponse
{
    /** @description Success or error details */
    // @DataMember
    public responseStatus?: ResponseStatus;

    public constructor(init?: Partial<BaseResponse>) { (Object as any).assign(this, init); }
}

// @DataContract
export class BulkSearchStatus
{
    // @DataMember
    public bulkSearchId?: number;

    // @DataMember
    public success?: boolean;

    // @DataMember
    public status?: string;

    // @DataMember
    public total?: number;

    // @DataMember
    public message?: string;

    // @DataMember
    public processed?: number;

    // @DataMember
    public isPepSearch?: boolean;

    // @DataMember
    public isSanctionsSearch?: boolean;

    // @DataMember
    public totalPep?: number;

    // @DataMember
    public processedPep?: number;

    // @DataMember
    public totalSanctions?: number;

    // @DataMember
    public processedSanctions?: number;

    public constructor(init?: Partial<BulkSearchStatus>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddBulkSearchData extends BaseResponse
{
    /** @description The new bulk search (status Queued) */
    // @DataMember
    public bulkSearchStatus?: BulkSearchStatus;

    public constructor(init?: Partial<AddBulkSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddBulkSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddBulkSearchData;

    public constructor(init?: Partial<AddBulkSearchResponse>) { (Object as any).assign(this, init); }
}

// @DataContract
export class Authentication
{
    /** @description Issued at sign-up; header alternative X-Api-User */
    // @DataMember
    public apiUserId?: string;

    /** @description Issued at sign-up; header alternative X-Api-Key */
    // @DataMember
    public apiUserKey?: string;

    /** @description Id of the acting (sub) user, so that user permissions are enforced; header alternative X-User-Id */
    // @DataMember
    public userId?: string;

    public constructor(init?: Partial<Authentication>) { (Object as any).assign(this, init); }
}

// @DataContract
export class BaseRequest
{
    /** @description The credentials (body or headers) */
    // @DataMember
    public authentication?: Authentication;

    public constructor(init?: Partial<BaseRequest>) { (Object as any).assign(this, init); }
}

/** @description Create a bulk search */
// @Route("/bulksearches/create", "POST")
// @Api(Description="Create a bulk search")
// @DataContract
export class AddBulkSearch extends BaseRequest implements IReturn<AddBulkSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddBulkSearchRequest;

    public constructor(init?: Partial<AddBulkSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddBulkSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddBulkSearchResponse(); }
}

// @DataContract
export class LinkedTo
{
    // @DataMember
    public clientId?: number;

    // @DataMember
    public id?: number;

    // @DataMember
    public type?: string;

    // @DataMember
    public subtype?: string;

    // @DataMember
    public status?: string;

    // @DataMember
    public description?: string;

    // @DataMember
    public isArchived?: boolean;

    // @DataMember
    public name?: string;

    // @DataMember
    public date?: string;

    public constructor(init?: Partial<LinkedTo>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddClientRequest
{
    /** @description The full name of the client (max 250) */
    // @DataMember
    public name?: string;

    /** @description The e-mail address of the client (max 250) */
    // @DataMember
    public email?: string;

    /** @description The client's mobile phone number in international format (e.g. '+447123456789', max 15) */
    // @DataMember
    public mobileInternational?: string;

    /** @description The postal code of the client's address, quoted in the messages so the client can tell they are genuine (max 250) */
    // @DataMember
    public postCode?: string;

    /** @description ValidateMe or PassportChipVerification */
    // @DataMember
    public proofOfPreset?: string;

    /** @description Your reference, if any (max 250) */
    // @DataMember
    public reference?: string;

    /** @description Create the client for this sub user (max 50) */
    // @DataMember
    public subUserName?: string;

    /** @description Records to link the client to */
    // @DataMember
    public linkedTo?: LinkedTo[];

    public constructor(init?: Partial<AddClientRequest>) { (Object as any).assign(this, init); }
}

export enum ClientState
{
    Undefined = 'Undefined',
    PendingCompletion = 'PendingCompletion',
    PendingOcr = 'PendingOcr',
    PendingVerification = 'PendingVerification',
    Verified = 'Verified',
}

// @DataContract
export class ClientShort
{
    /** @description The client id */
    // @DataMember
    public id?: number;

    /** @description When the client was created */
    // @DataMember
    public dateCreated?: string;

    /** @description The full name of the client */
    // @DataMember
    public name?: string;

    /** @description The e-mail address of the client */
    // @DataMember
    public email?: string;

    /** @description Your reference, if any */
    // @DataMember
    public reference?: string;

    /** @description Where the client is in the ValidateMe flow */
    // @DataMember
    public state?: ClientState;

    /** @description The client's mobile number in international format */
    // @DataMember
    public mobileInternational?: string;

    /** @description The postal code of the client's address */
    // @DataMember
    public postCode?: string;

    /** @description The client came through the ValidateMe flow */
    // @DataMember
    public isValidateMe?: boolean;

    /** @description Number of identity documents the client uploaded */
    // @DataMember
    public numOfDocuments?: number;

    public constructor(init?: Partial<ClientShort>) { (Object as any).assign(this, init); }
}

// @DataContract
export class IdentityDocument
{
    /** @description The document id (within the client) */
    // @DataMember
    public id?: number;

    /** @description The document number */
    // @DataMember
    public documentNumber?: string;

    /** @description The name on the document */
    // @DataMember
    public fullName?: string;

    /** @description The date of birth on the document (DD/MM/YYYY) */
    // @DataMember
    public dateOfBirth?: string;

    /** @description The expiry date on the document (DD/MM/YYYY) */
    // @DataMember
    public dateOfExpiry?: string;

    /** @description The ISO code of the issuing country */
    // @DataMember
    public issuingCountry?: string;

    /** @description The OCR data was checked by a user (UpdateClient) */
    // @DataMember
    public isVerified?: boolean;

    public constructor(init?: Partial<IdentityDocument>) { (Object as any).assign(this, init); }
}

// @DataContract
export class DrivingLicence extends IdentityDocument
{
    public constructor(init?: Partial<DrivingLicence>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class OtherDocument extends IdentityDocument
{
    /** @description What kind of document it is (e.g. 'National ID card') */
    // @DataMember
    public documentType?: string;

    public constructor(init?: Partial<OtherDocument>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class Passport extends IdentityDocument
{
    public constructor(init?: Partial<Passport>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class Client extends ClientShort
{
    /** @description The client's passports */
    // @DataMember
    public passports?: Passport[];

    /** @description The client's driving licences */
    // @DataMember
    public drivingLicences?: DrivingLicence[];

    /** @description The client's other documents */
    // @DataMember
    public otherDocuments?: OtherDocument[];

    public constructor(init?: Partial<Client>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddClientData extends BaseResponse
{
    /** @description The new client */
    // @DataMember
    public client?: Client;

    public constructor(init?: Partial<AddClientData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddClientResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddClientData;

    public constructor(init?: Partial<AddClientResponse>) { (Object as any).assign(this, init); }
}

/** @description Add a client */
// @Route("/clients", "POST")
// @Api(Description="Add a client")
// @DataContract
export class AddClient extends BaseRequest implements IReturn<AddClientResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddClientRequest;

    public constructor(init?: Partial<AddClient>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddClient'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddClientResponse(); }
}

// @DataContract
export class AddClientTemplateData extends BaseResponse
{
    /** @description The request body of AddClient, with defaults */
    // @DataMember
    public request?: AddClientRequest;

    public constructor(init?: Partial<AddClientTemplateData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddClientTemplateResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddClientTemplateData;

    public constructor(init?: Partial<AddClientTemplateResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a template for adding a client */
// @Route("/clients/template", "GET")
// @Api(Description="Get a template for adding a client")
// @DataContract
export class AddClientTemplate extends BaseRequest implements IReturn<AddClientTemplateResponse>
{
    public constructor(init?: Partial<AddClientTemplate>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddClientTemplate'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new AddClientTemplateResponse(); }
}

// @DataContract
export class AddDbsSearchRequest
{
    /** @description The full name of the applicant (max 250) */
    // @DataMember
    public name?: string;

    /** @description The date of birth for the applicant (DD/MM/YYYY) */
    // @DataMember
    public dateOfBirth?: string;

    /** @description The email address of the applicant (max 250) */
    // @DataMember
    public email?: string;

    /** @description The applicant's mobile phone number in international format (e.g. '+447123456789', max 15) */
    // @DataMember
    public mobileInternational?: string;

    /** @description England, Northern Ireland, Scotland or Wales */
    // @DataMember
    public jobLocation?: string;

    /** @description Basic or Standard */
    // @DataMember
    public disclosureLevel?: string;

    /** @description Your reference, if any (max 250) */
    // @DataMember
    public reference?: string;

    /** @description Create the search for this sub user (max 50) */
    // @DataMember
    public subUserName?: string;

    /** @description Records to link the search to */
    // @DataMember
    public linkedTo?: LinkedTo[];

    public constructor(init?: Partial<AddDbsSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class DbsApplicantInformation
{
    /** @description Full name (max 250) */
    // @DataMember
    public name?: string;

    /** @description DD/MM/YYYY */
    // @DataMember
    public dateOfBirth?: string;

    /** @description E-mail address (max 250) */
    // @DataMember
    public email?: string;

    /** @description Mobile number in international format, e.g. +447123456789 */
    // @DataMember
    public mobileInternational?: string;

    /** @description England, Northern Ireland, Scotland or Wales */
    // @DataMember
    public jobLocation?: string;

    public constructor(init?: Partial<DbsApplicantInformation>) { (Object as any).assign(this, init); }
}

// @DataContract
export class DbsSearchSummary
{
    // @DataMember
    public id?: number;

    // @DataMember
    public dateSearched?: string;

    // @DataMember
    public dateUpdated?: string;

    // @DataMember
    public status?: string;

    // @DataMember
    public disclosureStatus?: string;

    /** @description Applicant has provided their information */
    // @DataMember
    public isApplicantInfoCompleted?: boolean;

    /** @description The ID checker has verified the applicant's ID */
    // @DataMember
    public isIdCheckCompleted?: boolean;

    /** @description The application is complete and ready to submit */
    // @DataMember
    public isApplicationCompleted?: boolean;

    /** @description The application has been submitted */
    // @DataMember
    public isApplicationSubmitted?: boolean;

    /** @description The application has been disclosed */
    // @DataMember
    public isApplicationDisclosed?: boolean;

    /** @description Basic or Standard */
    // @DataMember
    public disclosureLevel?: string;

    /** @description The applicant */
    // @DataMember
    public applicantInformation?: DbsApplicantInformation;

    /** @description Your reference */
    // @DataMember
    public reference?: string;

    // @DataMember
    public isDbsDueRenewal?: boolean;

    public constructor(init?: Partial<DbsSearchSummary>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddDbsSearchData extends BaseResponse
{
    /** @description Records the search is linked to */
    // @DataMember
    public linkedTo?: LinkedTo[];

    /** @description The new search */
    // @DataMember
    public summary?: DbsSearchSummary;

    public constructor(init?: Partial<AddDbsSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddDbsSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddDbsSearchData;

    public constructor(init?: Partial<AddDbsSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Add a DBS Search */
// @Route("/dbs", "POST")
// @Api(Description="Add a DBS Search")
// @DataContract
export class AddDbsSearch extends BaseRequest implements IReturn<AddDbsSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddDbsSearchRequest;

    public constructor(init?: Partial<AddDbsSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddDbsSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddDbsSearchResponse(); }
}

// @DataContract
export class AddPepSearchRequest
{
    /** @description Create the search for this sub user (admins only) */
    // @DataMember
    public subUserName?: string;

    /** @description Required, at most 250 characters; an individual needs at least two names and no one-letter names */
    // @DataMember
    public name?: string;

    // @DataMember
    public address?: string;

    /** @description ISO 3166-1 alpha-2 code or name */
    // @DataMember
    public country?: string;

    /** @description DD/MM/YYYY */
    // @DataMember
    public dateOfBirth?: string;

    /** @description ISO 3166-1 alpha-2 code or name */
    // @DataMember
    public nationality?: string;

    // @DataMember
    public reference?: string;

    /** @description Required: individual or entity */
    // @DataMember
    public type?: string;

    /** @description Screen against the PEP list (default true) */
    // @DataMember
    public performPepSearch?: boolean;

    /** @description Also screen against sanctions lists (not available on this operation: use AddSearch) */
    // @DataMember
    public performSanctionsSearch?: boolean;

    /** @description Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when performSanctionsSearch */
    // @DataMember
    public selectedLists?: ArrayOfListId;

    /** @description Leave the results out of the reply (they are stored) */
    // @DataMember
    public excludeResults?: boolean;

    /** @description A one-off search, not monitored or renewed (an addition to the original) */
    // @DataMember
    public isDayOneSearch?: boolean;

    public constructor(init?: Partial<AddPepSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PepSearchResult
{
    /** @description Result id, for UpdatePepSearch's searchResultIds */
    // @DataMember
    public id?: number;

    // @DataMember
    public resultSimilarity?: number;

    // @DataMember
    public resultResolved?: boolean;

    // @DataMember
    public dateLastUpdated?: string;

    // @DataMember
    public title?: string;

    // @DataMember
    public forename?: string;

    // @DataMember
    public middlename?: string;

    // @DataMember
    public surname?: string;

    /** @description The matched name as the list writes it (an addition) */
    // @DataMember
    public fullName?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public yearOfBirth?: number;

    // @DataMember
    public gender?: string;

    // @DataMember
    public nationality?: string;

    /** @description The list and entity the result came from */
    // @DataMember
    public source?: string;

    /** @description PEP, or RCA for a relative or close associate */
    // @DataMember
    public category?: string;

    public constructor(init?: Partial<PepSearchResult>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchCriteria
{
    // @DataMember
    public name?: string;

    // @DataMember
    public address?: string;

    // @DataMember
    public country?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public nationality?: string;

    // @DataMember
    public reference?: string;

    public constructor(init?: Partial<SearchCriteria>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PepSearchRecord
{
    // @DataMember
    public id?: number;

    // @DataMember
    public searchCriteria?: SearchCriteria;

    /** @description individual or entity */
    // @DataMember
    public searchType?: string;

    /** @description A PEP list update changed the results: a new decision is needed */
    // @DataMember
    public affectedByUpdate?: boolean;

    // @DataMember
    public clientInResults?: boolean;

    // @DataMember
    public clientNotInResults?: boolean;

    /** @description A one-off search; false for a monitored search that expires on dateRenewal */
    // @DataMember
    public isDayOneSearch?: boolean;

    // @DataMember
    public dateSearched?: string;

    /** @description Last decision (or the search date) */
    // @DataMember
    public dateUpdated?: string;

    /** @description When the monitored search is due for renewal; null for a day-one search */
    // @DataMember
    public dateRenewal?: string;

    // @DataMember
    public numOfResults?: number;

    /** @description Results not yet resolved (an addition to the original) */
    // @DataMember
    public numOfUnresolvedResults?: number;

    /** @description No longer checked during list updates */
    // @DataMember
    public isArchived?: boolean;

    // @DataMember
    public dateArchived?: string;

    /** @description The results (GetPepSearch, AddPepSearch; empty in lists) */
    // @DataMember
    public pepSearchResults?: PepSearchResult[];

    public constructor(init?: Partial<PepSearchRecord>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddPepSearchData extends BaseResponse
{
    /** @description The new PEP search (without results when excludeResults) */
    // @DataMember
    public searchRecord?: PepSearchRecord;

    /** @description searchRecord holds the PEP search */
    // @DataMember
    public includesPepSearchRecord?: boolean;

    public constructor(init?: Partial<AddPepSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddPepSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddPepSearchData;

    public constructor(init?: Partial<AddPepSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Create a PEP search */
// @Route("/peps/create", "POST")
// @Api(Description="Create a PEP search")
// @DataContract
export class AddPepSearch extends BaseRequest implements IReturn<AddPepSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddPepSearchRequest;

    public constructor(init?: Partial<AddPepSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddPepSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddPepSearchResponse(); }
}

// @DataContract
export class AddPepSearchNoteRequest
{
    // @DataMember
    public id?: number;

    /** @description At most 4000 characters */
    // @DataMember
    public note?: string;

    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<AddPepSearchNoteRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchNote
{
    /** @description User name of the author */
    // @DataMember
    public name?: string;

    // @DataMember
    public date?: string;

    // @DataMember
    public content?: string;

    public constructor(init?: Partial<SearchNote>) { (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfSearchNote", ItemName="Note")
export class ArrayOfSearchNote extends Array<SearchNote>
{
    public constructor(init?: Partial<ArrayOfSearchNote>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchNotesData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    /** @description The notes, oldest first */
    // @DataMember
    public notes?: ArrayOfSearchNote;

    /** @description The search id */
    // @DataMember
    public id?: number;

    public constructor(init?: Partial<SearchNotesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddPepSearchNoteData extends SearchNotesData
{
    /** @description How many notes the search has; notes holds the newest (at most 50), oldest first */
    // @DataMember
    public totalNotes?: number;

    public constructor(init?: Partial<AddPepSearchNoteData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddPepSearchNoteResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddPepSearchNoteData;

    public constructor(init?: Partial<AddPepSearchNoteResponse>) { (Object as any).assign(this, init); }
}

/** @description Add a note to an existing PEP search */
// @Route("/peps/notes/add", "POST")
// @Api(Description="Add a note to an existing PEP search")
// @DataContract
export class AddPepSearchNote extends BaseRequest implements IReturn<AddPepSearchNoteResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddPepSearchNoteRequest;

    public constructor(init?: Partial<AddPepSearchNote>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddPepSearchNote'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddPepSearchNoteResponse(); }
}

// @DataContract
export class AddSearchRequest
{
    /** @description Name to screen (max 250; individuals: at least two names, none of one letter) */
    // @DataMember
    public name?: string;

    /** @description Address (max 250) */
    // @DataMember
    public address?: string;

    /** @description Country of residence: ISO 3166-1 alpha-2 code or name (adjusts resultStrength) */
    // @DataMember
    public country?: string;

    /** @description Date of birth, DD/MM/YYYY (adjusts resultStrength) */
    // @DataMember
    public dateOfBirth?: string;

    /** @description Nationality: code or name (adjusts resultStrength) */
    // @DataMember
    public nationality?: string;

    /** @description Your reference (max 250) */
    // @DataMember
    public reference?: string;

    /** @description individual or entity */
    // @DataMember
    public type?: string;

    /** @description List ids to search (HMTSL, OFACL, EUL, ...) or ALL */
    // @DataMember
    public selectedLists?: ArrayOfListId;

    /** @description true leaves the results out of the reply (they are stored and shown by GetSearch) */
    // @DataMember
    public excludeResults?: boolean;

    /** @description Store the search as this sub user's (admin only) */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<AddSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultAddress
{
    // @DataMember
    public searchResultAddressId?: number;

    // @DataMember
    public type?: string;

    // @DataMember
    public address1?: string;

    // @DataMember
    public address2?: string;

    // @DataMember
    public address3?: string;

    // @DataMember
    public city?: string;

    // @DataMember
    public county?: string;

    // @DataMember
    public postCode?: string;

    // @DataMember
    public country?: string;

    public constructor(init?: Partial<SearchResultAddress>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultDateOfBirth
{
    // @DataMember
    public searchResultDateOfBirthId?: number;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public year?: number;

    // @DataMember
    public month?: number;

    // @DataMember
    public day?: number;

    // @DataMember
    public type?: string;

    public constructor(init?: Partial<SearchResultDateOfBirth>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultName
{
    // @DataMember
    public searchResultNameId?: number;

    /** @description primary, alias, alias-strong, alias-weak, ... */
    // @DataMember
    public type?: string;

    // @DataMember
    public title?: string;

    // @DataMember
    public fullName?: string;

    // @DataMember
    public resultSimilarity?: number;

    public constructor(init?: Partial<SearchResultName>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultNationality
{
    // @DataMember
    public searchResultNationalityId?: number;

    // @DataMember
    public nationality?: string;

    public constructor(init?: Partial<SearchResultNationality>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultPlaceOfBirth
{
    // @DataMember
    public searchResultPlaceOfBirthId?: number;

    // @DataMember
    public placeOfBirth?: string;

    // @DataMember
    public countryOfBirth?: string;

    public constructor(init?: Partial<SearchResultPlaceOfBirth>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultRemark
{
    // @DataMember
    public searchResultRemarkId?: number;

    // @DataMember
    public name?: string;

    // @DataMember
    public description?: string;

    public constructor(init?: Partial<SearchResultRemark>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultEntry
{
    // @DataMember
    public searchResultId?: number;

    // @DataMember
    public resultStrength?: number;

    // @DataMember
    public resultSimilarity?: number;

    // @DataMember
    public resultResolved?: boolean;

    // @DataMember
    public resultType?: string;

    // @DataMember
    public dateUpdated?: string;

    // @DataMember
    public sanctionsListId?: string;

    // @DataMember
    public sanctionsListName?: string;

    // @DataMember
    public addresses?: SearchResultAddress[];

    // @DataMember
    public datesOfBirth?: SearchResultDateOfBirth[];

    // @DataMember
    public names?: SearchResultName[];

    // @DataMember
    public nationalities?: SearchResultNationality[];

    // @DataMember
    public placesOfBirth?: SearchResultPlaceOfBirth[];

    // @DataMember
    public remarks?: SearchResultRemark[];

    public constructor(init?: Partial<SearchResultEntry>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultBase
{
    // @DataMember
    public resultStrength?: number;

    // @DataMember
    public resultSimilarity?: number;

    // @DataMember
    public resultResolved?: boolean;

    // @DataMember
    public resultType?: string;

    // @DataMember
    public dateUpdated?: string;

    public constructor(init?: Partial<SearchResultBase>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultCanadianJustice extends SearchResultBase
{
    // @DataMember
    public name?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public country?: string;

    // @DataMember
    public refId?: number;

    public constructor(init?: Partial<SearchResultCanadianJustice>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultCanadianSema extends SearchResultBase
{
    // @DataMember
    public name?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public country?: string;

    // @DataMember
    public schedule?: string;

    // @DataMember
    public item?: string;

    public constructor(init?: Partial<SearchResultCanadianSema>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultDfat extends SearchResultBase
{
    // @DataMember
    public fullName?: string;

    // @DataMember
    public address?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public placeOfBirth?: string;

    // @DataMember
    public nationality?: string;

    public constructor(init?: Partial<SearchResultDfat>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class EuAddress
{
    // @DataMember
    public street?: string;

    // @DataMember
    public city?: string;

    // @DataMember
    public country?: string;

    // @DataMember
    public postCode?: string;

    // @DataMember
    public other?: string;

    public constructor(init?: Partial<EuAddress>) { (Object as any).assign(this, init); }
}

// @DataContract
export class EuBirth
{
    // @DataMember
    public date?: string;

    // @DataMember
    public place?: string;

    // @DataMember
    public country?: string;

    public constructor(init?: Partial<EuBirth>) { (Object as any).assign(this, init); }
}

// @DataContract
export class EuCitizenship
{
    // @DataMember
    public country?: string;

    public constructor(init?: Partial<EuCitizenship>) { (Object as any).assign(this, init); }
}

// @DataContract
export class EuName
{
    // @DataMember
    public fullName?: string;

    // @DataMember
    public gender?: string;

    public constructor(init?: Partial<EuName>) { (Object as any).assign(this, init); }
}

// @DataContract
export class EuPassport
{
    // @DataMember
    public number?: string;

    // @DataMember
    public country?: string;

    public constructor(init?: Partial<EuPassport>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultEu extends SearchResultBase
{
    // @DataMember
    public addresses?: EuAddress[];

    // @DataMember
    public births?: EuBirth[];

    // @DataMember
    public citizenships?: EuCitizenship[];

    // @DataMember
    public names?: EuName[];

    // @DataMember
    public passports?: EuPassport[];

    public constructor(init?: Partial<SearchResultEu>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultHmTreasury extends SearchResultBase
{
    // @DataMember
    public dateListed?: string;

    // @DataMember
    public name1?: string;

    // @DataMember
    public name2?: string;

    // @DataMember
    public name3?: string;

    // @DataMember
    public name4?: string;

    // @DataMember
    public name5?: string;

    // @DataMember
    public name6?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public countryOfBirth?: string;

    // @DataMember
    public nationality?: string;

    // @DataMember
    public address1?: string;

    // @DataMember
    public address2?: string;

    // @DataMember
    public address3?: string;

    // @DataMember
    public address4?: string;

    // @DataMember
    public address5?: string;

    // @DataMember
    public address6?: string;

    // @DataMember
    public postCode?: string;

    // @DataMember
    public country?: string;

    public constructor(init?: Partial<SearchResultHmTreasury>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class OfacAddress
{
    // @DataMember
    public address1?: string;

    // @DataMember
    public address2?: string;

    // @DataMember
    public address3?: string;

    // @DataMember
    public city?: string;

    // @DataMember
    public state?: string;

    // @DataMember
    public postCode?: string;

    // @DataMember
    public country?: string;

    public constructor(init?: Partial<OfacAddress>) { (Object as any).assign(this, init); }
}

// @DataContract
export class OfacAka
{
    // @DataMember
    public firstName?: string;

    // @DataMember
    public lastName?: string;

    // @DataMember
    public type?: string;

    // @DataMember
    public strength?: string;

    public constructor(init?: Partial<OfacAka>) { (Object as any).assign(this, init); }
}

// @DataContract
export class OfacDateOfBirth
{
    // @DataMember
    public dateOfBirth?: string;

    public constructor(init?: Partial<OfacDateOfBirth>) { (Object as any).assign(this, init); }
}

// @DataContract
export class OfacNationality
{
    // @DataMember
    public country?: string;

    public constructor(init?: Partial<OfacNationality>) { (Object as any).assign(this, init); }
}

// @DataContract
export class OfacPlaceOfBirth
{
    // @DataMember
    public placeOfBirth?: string;

    public constructor(init?: Partial<OfacPlaceOfBirth>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultOfac extends SearchResultBase
{
    // @DataMember
    public firstName?: string;

    // @DataMember
    public lastName?: string;

    // @DataMember
    public addresses?: OfacAddress[];

    // @DataMember
    public akas?: OfacAka[];

    // @DataMember
    public dateOfBirths?: OfacDateOfBirth[];

    // @DataMember
    public nationalities?: OfacNationality[];

    // @DataMember
    public placeOfBirths?: OfacPlaceOfBirth[];

    public constructor(init?: Partial<SearchResultOfac>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResultOsfi extends SearchResultBase
{
    // @DataMember
    public fullName?: string;

    // @DataMember
    public address?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public placeOfBirth?: string;

    // @DataMember
    public nationality?: string;

    public constructor(init?: Partial<SearchResultOsfi>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchResults
{
    // @DataMember
    public euResults?: SearchResultEu[];

    // @DataMember
    public hmtResults?: SearchResultHmTreasury[];

    // @DataMember
    public hmtUkraineResults?: SearchResultHmTreasury[];

    // @DataMember
    public ofacResults?: SearchResultOfac[];

    // @DataMember
    public ofacConsolidatedResults?: SearchResultOfac[];

    // @DataMember
    public dfatResults?: SearchResultDfat[];

    // @DataMember
    public osfiResults?: SearchResultOsfi[];

    // @DataMember
    public canadianJusticeResults?: SearchResultCanadianJustice[];

    // @DataMember
    public canadianSemaResults?: SearchResultCanadianSema[];

    // @DataMember
    public swissSecoResults?: SearchResultEntry[];

    public constructor(init?: Partial<SearchResults>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchSource
{
    // @DataMember
    public listId?: string;

    // @DataMember
    public listName?: string;

    // @DataMember
    public listShortName?: string;

    // @DataMember
    public isAffectedByListUpdate?: boolean;

    public constructor(init?: Partial<SearchSource>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchRecord
{
    // @DataMember
    public id?: number;

    /** @description individual or entity */
    // @DataMember
    public searchType?: string;

    // @DataMember
    public dateSearched?: string;

    // @DataMember
    public dateUpdated?: string;

    // @DataMember
    public dateArchived?: string;

    // @DataMember
    public isArchived?: boolean;

    // @DataMember
    public numOfResults?: number;

    // @DataMember
    public clientInResults?: boolean;

    // @DataMember
    public clientNotInResults?: boolean;

    // @DataMember
    public affectedByUpdate?: boolean;

    // @DataMember
    public searchCriteria?: SearchCriteria;

    /** @description Results per list (deprecated form) */
    // @DataMember
    public searchResults?: SearchResults;

    // @DataMember
    public searchSources?: SearchSource[];

    // @DataMember
    public listSearchResults?: SearchResultEntry[];

    public constructor(init?: Partial<SearchRecord>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddSearchData extends BaseResponse
{
    /** @description The new search with its results */
    // @DataMember
    public searchRecord?: SearchRecord;

    /** @description Always false: AddSearch performs no PEP search (AddPepSearch does) */
    // @DataMember
    public includesPepSearchRecord?: boolean;

    public constructor(init?: Partial<AddSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddSearchData;

    public constructor(init?: Partial<AddSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Create a sanctions search */
// @Route("/sanctions/create", "POST")
// @Api(Description="Create a sanctions search")
// @DataContract
export class AddSearch extends BaseRequest implements IReturn<AddSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddSearchRequest;

    public constructor(init?: Partial<AddSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddSearchResponse(); }
}

// @DataContract
export class AddSearchNoteRequest
{
    /** @description The search id */
    // @DataMember
    public id?: number;

    /** @description The note (1-4000 characters) */
    // @DataMember
    public note?: string;

    /** @description Only if this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<AddSearchNoteRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddSearchNoteData extends SearchNotesData
{
    /** @description How many notes the search has; notes holds the newest (at most 50), oldest first */
    // @DataMember
    public totalNotes?: number;

    public constructor(init?: Partial<AddSearchNoteData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddSearchNoteResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddSearchNoteData;

    public constructor(init?: Partial<AddSearchNoteResponse>) { (Object as any).assign(this, init); }
}

/** @description Add a note to an existing sanctions search */
// @Route("/sanctions/notes/add", "POST")
// @Api(Description="Add a note to an existing sanctions search")
// @DataContract
export class AddSearchNote extends BaseRequest implements IReturn<AddSearchNoteResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddSearchNoteRequest;

    public constructor(init?: Partial<AddSearchNote>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddSearchNote'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddSearchNoteResponse(); }
}

// @DataContract
export class AddSubUserRequest
{
    /** @description The sub user's sign-in user name */
    // @DataMember
    public userName?: string;

    /** @description The sub user's name */
    // @DataMember
    public name?: string;

    /** @description The sub user's e-mail address */
    // @DataMember
    public email?: string;

    /** @description Admin privileges, such as managing purchases and sub users */
    // @DataMember
    public isAdmin?: boolean;

    /** @description May resolve the searches it can see (UpdateSearch) */
    // @DataMember
    public canResolveSearches?: boolean;

    /** @description May delete the searches it can see (DeleteSearch) */
    // @DataMember
    public canDeleteSearches?: boolean;

    /** @description Send the e-mail with instructions for setting a password (default true) */
    // @DataMember
    public sendWelcomeEmail?: boolean;

    public constructor(init?: Partial<AddSubUserRequest>) { (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfUserNames", ItemName="UserName")
export class ArrayOfUserNames extends Array<string>
{
    public constructor(init?: Partial<ArrayOfUserNames>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class SubUser
{
    /** @description The user who created the account */
    // @DataMember
    public isMainUser?: boolean;

    // @DataMember
    public userId?: string;

    /** @description Sign-in user name */
    // @DataMember
    public userName?: string;

    // @DataMember
    public name?: string;

    // @DataMember
    public email?: string;

    /** @description Admin privileges such as managing purchases and sub users */
    // @DataMember
    public isAdmin?: boolean;

    // @DataMember
    public canResolveSearches?: boolean;

    // @DataMember
    public canDeleteSearches?: boolean;

    /** @description User names whose searches this user may see */
    // @DataMember
    public permissions?: ArrayOfUserNames;

    public constructor(init?: Partial<SubUser>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddSubUserData extends BaseResponse
{
    /** @description The sub user */
    // @DataMember
    public subUser?: SubUser;

    public constructor(init?: Partial<AddSubUserData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddSubUserResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddSubUserData;

    public constructor(init?: Partial<AddSubUserResponse>) { (Object as any).assign(this, init); }
}

/** @description Create a sub user */
// @Route("/subusers/create", "POST")
// @Api(Description="Create a sub user")
// @DataContract
export class AddSubUser extends BaseRequest implements IReturn<AddSubUserResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddSubUserRequest;

    public constructor(init?: Partial<AddSubUser>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddSubUser'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddSubUserResponse(); }
}

// @DataContract
export class ValidIdBankRequest
{
    /** @description Six digits (dashes allowed) */
    // @DataMember
    public sortCode?: string;

    /** @description Eight digits */
    // @DataMember
    public accountNumber?: string;

    public constructor(init?: Partial<ValidIdBankRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ValidIdBasicRequest
{
    // @DataMember
    public title?: string;

    /** @description Required */
    // @DataMember
    public forename?: string;

    // @DataMember
    public middleName?: string;

    /** @description Required */
    // @DataMember
    public surname?: string;

    /** @description Male or Female (optional) */
    // @DataMember
    public gender?: string;

    /** @description Required, DD/MM/YYYY */
    // @DataMember
    public dateOfBirth?: string;

    /** @description Required: house and street */
    // @DataMember
    public address1?: string;

    // @DataMember
    public address2?: string;

    // @DataMember
    public city?: string;

    /** @description Required */
    // @DataMember
    public postcode?: string;

    /** @description ISO 3166-1 alpha-2 code or name (default GB) */
    // @DataMember
    public country?: string;

    /** @description When set, the person is told of the check by e-mail */
    // @DataMember
    public email?: string;

    /** @description When set, the person is told of the check by SMS (+447123456789) */
    // @DataMember
    public mobileInternational?: string;

    public constructor(init?: Partial<ValidIdBasicRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ValidIdDrivingRequest
{
    /** @description The licence number */
    // @DataMember
    public number?: string;

    public constructor(init?: Partial<ValidIdDrivingRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ValidIdPassportRequest
{
    /** @description The passport number */
    // @DataMember
    public number?: string;

    /** @description DD/MM/YYYY */
    // @DataMember
    public expiryDate?: string;

    /** @description Issuing country */
    // @DataMember
    public country?: string;

    public constructor(init?: Partial<ValidIdPassportRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddValidIdRequest
{
    /** @description basic or enhanced */
    // @DataMember
    public type?: string;

    /** @description The person to check */
    // @DataMember
    public basicRequest?: ValidIdBasicRequest;

    /** @description Sanctions lists to search (ALL, HMTSL, OFACL, ...); at least one */
    // @DataMember
    public selectedLists?: ArrayOfListId;

    /** @description A reference of your own (max 250) */
    // @DataMember
    public reference?: string;

    /** @description Create the check for this sub user (admins only) */
    // @DataMember
    public subUserName?: string;

    /** @description Records the check is linked to (passed to the identity party) */
    // @DataMember
    public linkedTo?: LinkedTo[];

    /** @description Check a passport (needs passportRequest) */
    // @DataMember
    public passportEnabled?: boolean;

    /** @description The passport, when passportEnabled */
    // @DataMember
    public passportRequest?: ValidIdPassportRequest;

    /** @description Check a driving licence (needs drivingRequest) */
    // @DataMember
    public drivingEnabled?: boolean;

    /** @description The driving licence, when drivingEnabled */
    // @DataMember
    public drivingRequest?: ValidIdDrivingRequest;

    /** @description Check a bank account (needs bankRequest) */
    // @DataMember
    public bankEnabled?: boolean;

    /** @description The bank account, when bankEnabled */
    // @DataMember
    public bankRequest?: ValidIdBankRequest;

    /** @description Check the birth register */
    // @DataMember
    public birthEnabled?: boolean;

    /** @description Check company directorships */
    // @DataMember
    public companyDirectorEnabled?: boolean;

    /** @description Check for active credit accounts */
    // @DataMember
    public creditActiveEnabled?: boolean;

    public constructor(init?: Partial<AddValidIdRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ValidIdSearchCriteria
{
    // @DataMember
    public fullName?: string;

    // @DataMember
    public dateOfBirth?: string;

    // @DataMember
    public gender?: string;

    // @DataMember
    public address?: string;

    public constructor(init?: Partial<ValidIdSearchCriteria>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ValidIdListItem
{
    // @DataMember
    public id?: number;

    /** @description 1 Basic, 2 Enhanced, 3 Age Verification, 4 CCJ and Insolvency, 5 Passport Validation, 6 Driving Licence Validation */
    // @DataMember
    public type?: number;

    // @DataMember
    public score?: number;

    // @DataMember
    public status?: string;

    // @DataMember
    public dateSearched?: string;

    // @DataMember
    public reference?: string;

    // @DataMember
    public pepError?: boolean;

    // @DataMember
    public replaced?: boolean;

    // @DataMember
    public replacementSearchId?: number;

    // @DataMember
    public hasCompletedRequest?: boolean;

    // @DataMember
    public hasCompletedSearch?: boolean;

    // @DataMember
    public searchCriteria?: ValidIdSearchCriteria;

    public constructor(init?: Partial<ValidIdListItem>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddValidIdData extends BaseResponse
{
    /** @description The new ValidID check (Pending until the identity party answers) */
    // @DataMember
    public searchRecord?: ValidIdListItem;

    /** @description The sanctions search run as part of the check (GetSearch) */
    // @DataMember
    public sanctionsSearchId?: number;

    /** @description What the check cost the account */
    // @DataMember
    public cost?: number;

    /** @description The account balance after the check */
    // @DataMember
    public balance?: number;

    public constructor(init?: Partial<AddValidIdData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddValidIdResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddValidIdData;

    public constructor(init?: Partial<AddValidIdResponse>) { (Object as any).assign(this, init); }
}

/** @description Create a ValidID Search */
// @Route("/validid/create", "POST")
// @Api(Description="Create a ValidID Search")
// @DataContract
export class AddValidId extends BaseRequest implements IReturn<AddValidIdResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddValidIdRequest;

    public constructor(init?: Partial<AddValidId>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddValidId'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddValidIdResponse(); }
}

// @DataContract
export class AddValidIdNoteRequest
{
    /** @description The ValidID search id */
    // @DataMember
    public id?: number;

    /** @description The note (1-4000 characters) */
    // @DataMember
    public note?: string;

    /** @description Only if this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<AddValidIdNoteRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class AddValidIdNoteData extends SearchNotesData
{
    /** @description How many notes the search has; notes holds the newest (at most 50), oldest first */
    // @DataMember
    public totalNotes?: number;

    public constructor(init?: Partial<AddValidIdNoteData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class AddValidIdNoteResponse
{
    /** @description The response data */
    // @DataMember
    public data?: AddValidIdNoteData;

    public constructor(init?: Partial<AddValidIdNoteResponse>) { (Object as any).assign(this, init); }
}

/** @description Add a note to an existing ValidID Search */
// @Route("/validid/notes/add", "POST")
// @Api(Description="Add a note to an existing ValidID Search")
// @DataContract
export class AddValidIdNote extends BaseRequest implements IReturn<AddValidIdNoteResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: AddValidIdNoteRequest;

    public constructor(init?: Partial<AddValidIdNote>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'AddValidIdNote'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new AddValidIdNoteResponse(); }
}

// @DataContract
export class ArchivePepSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<ArchivePepSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class ArchivePepSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: ArchivePepSearchData;

    public constructor(init?: Partial<ArchivePepSearchResponse>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PepSearchIDRequest
{
    /** @description Check that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    // @DataMember
    public id?: number;

    public constructor(init?: Partial<PepSearchIDRequest>) { (Object as any).assign(this, init); }
}

/** @description Archive a PEP search (it is no longer monitored) */
// @Route("/peps/archive", "PUT")
// @Api(Description="Archive a PEP search (it is no longer monitored)")
// @DataContract
export class ArchivePepSearch extends BaseRequest implements IReturn<ArchivePepSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: PepSearchIDRequest;

    public constructor(init?: Partial<ArchivePepSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'ArchivePepSearch'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new ArchivePepSearchResponse(); }
}

// @DataContract
export class ArchiveSearchRequest
{
    /** @description The search to archive */
    // @DataMember
    public id?: number;

    /** @description Only if this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<ArchiveSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class ArchiveSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<ArchiveSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class ArchiveSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: ArchiveSearchData;

    public constructor(init?: Partial<ArchiveSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Archive a sanctions search */
// @Route("/sanctions/archive", "PUT")
// @Api(Description="Archive a sanctions search")
// @DataContract
export class ArchiveSearch extends BaseRequest implements IReturn<ArchiveSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: ArchiveSearchRequest;

    public constructor(init?: Partial<ArchiveSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'ArchiveSearch'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new ArchiveSearchResponse(); }
}

// @CollectionDataContract(Name="ArrayOfBulkSearchStatus", ItemName="BulkSearch")
export class ArrayOfBulkSearchStatus extends Array<BulkSearchStatus>
{
    public constructor(init?: Partial<ArrayOfBulkSearchStatus>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class CompanySearchResultItem
{
    // @DataMember
    public id?: string;

    // @DataMember
    public number?: string;

    // @DataMember
    public name?: string;

    // @DataMember
    public address?: string;

    // @DataMember
    public country?: string;

    // @DataMember
    public status?: string;

    public constructor(init?: Partial<CompanySearchResultItem>) { (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfCompany", ItemName="Company")
export class ArrayOfCompany extends Array<CompanySearchResultItem>
{
    public constructor(init?: Partial<ArrayOfCompany>) { super(); (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfLong", ItemName="Long")
export class ArrayOfLong extends Array<number>
{
    public constructor(init?: Partial<ArrayOfLong>) { super(); (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfSanctionsSearchRecord", ItemName="SearchRecord")
export class ArrayOfSanctionsSearchRecord extends Array<SearchRecord>
{
    public constructor(init?: Partial<ArrayOfSanctionsSearchRecord>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class DbsSearchShort
{
    // @DataMember
    public id?: number;

    // @DataMember
    public dateSearched?: string;

    // @DataMember
    public dateUpdated?: string;

    // @DataMember
    public status?: string;

    // @DataMember
    public disclosureStatus?: string;

    /** @description Applicant has provided their information */
    // @DataMember
    public isApplicantInfoCompleted?: boolean;

    /** @description The ID checker has verified the applicant's ID */
    // @DataMember
    public isIdCheckCompleted?: boolean;

    /** @description The application is complete and ready to submit */
    // @DataMember
    public isApplicationCompleted?: boolean;

    /** @description The application has been submitted */
    // @DataMember
    public isApplicationSubmitted?: boolean;

    /** @description The application has been disclosed */
    // @DataMember
    public isApplicationDisclosed?: boolean;

    /** @description Basic or Standard */
    // @DataMember
    public disclosureLevel?: string;

    // @DataMember
    public name?: string;

    // @DataMember
    public reference?: string;

    // @DataMember
    public isDbsDueRenewal?: boolean;

    public constructor(init?: Partial<DbsSearchShort>) { (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfSearchRecord", ItemName="SearchRecord")
export class ArrayOfSearchRecord extends Array<DbsSearchShort>
{
    public constructor(init?: Partial<ArrayOfSearchRecord>) { super(); (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfString", ItemName="String")
export class ArrayOfString extends Array<string>
{
    public constructor(init?: Partial<ArrayOfString>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class Country
{
    // @DataMember
    public code?: string;

    // @DataMember
    public name?: string;

    public constructor(init?: Partial<Country>) { (Object as any).assign(this, init); }
}

// @CollectionDataContract(Name="ArrayOfVatCountry", ItemName="VatCountry")
export class ArrayOfVatCountry extends Array<Country>
{
    public constructor(init?: Partial<ArrayOfVatCountry>) { super(); (Object as any).assign(this, init); }
}

// @DataContract
export class CheckValidIdStatusData extends BaseResponse
{
    /** @description True if ValidID has been activated on the account */
    // @DataMember
    public validIdActivated?: boolean;

    /** @description The agreement, with when it was signed if it was */
    // @DataMember
    public agreementText?: string;

    public constructor(init?: Partial<CheckValidIdStatusData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CheckValidIdStatusResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CheckValidIdStatusData;

    public constructor(init?: Partial<CheckValidIdStatusResponse>) { (Object as any).assign(this, init); }
}

/** @description Check whether ValidID is activated */
// @Route("/validid/status", "POST")
// @Api(Description="Check whether ValidID is activated")
// @DataContract
export class CheckValidIdStatus extends BaseRequest implements IReturn<CheckValidIdStatusResponse>
{
    public constructor(init?: Partial<CheckValidIdStatus>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CheckValidIdStatus'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new CheckValidIdStatusResponse(); }
}

// @DataContract
export class CompanyIndustry
{
    // @DataMember
    public id?: number;

    // @DataMember
    public name?: string;

    public constructor(init?: Partial<CompanyIndustry>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CompanyType
{
    // @DataMember
    public id?: number;

    // @DataMember
    public name?: string;

    public constructor(init?: Partial<CompanyType>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CostRenewAllPepSearchesRequest
{
    /** @description Price searches due on or before this date (default: the 1st of next month) */
    // @DataMember
    public renewalDate?: string;

    public constructor(init?: Partial<CostRenewAllPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CostRenewAllPepSearchesData extends BaseResponse
{
    /** @description Searches that would be renewed */
    // @DataMember
    public count?: number;

    /** @description Cost of renewing them */
    // @DataMember
    public totalCost?: number;

    /** @description The effective renewal date, yyyy-MM-dd */
    // @DataMember
    public renewalDate?: string;

    /** @description Total cost is covered by the balance */
    // @DataMember
    public canAfford?: boolean;

    public constructor(init?: Partial<CostRenewAllPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CostRenewAllPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CostRenewAllPepSearchesData;

    public constructor(init?: Partial<CostRenewAllPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get cost of renewing all PEP searches due for renewal */
// @Route("/peps/renew/all", "GET")
// @Api(Description="Get cost of renewing all PEP searches due for renewal")
// @DataContract
export class CostRenewAllPepSearches extends BaseRequest implements IReturn<CostRenewAllPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: CostRenewAllPepSearchesRequest;

    public constructor(init?: Partial<CostRenewAllPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CostRenewAllPepSearches'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new CostRenewAllPepSearchesResponse(); }
}

// @DataContract
export class CostRenewPepSearchesRequest
{
    /** @description PEP search ids (fewer than 500) */
    // @DataMember
    public ids?: ArrayOfLong;

    /** @description Price searches due on or before this date (default: the 1st of next month) */
    // @DataMember
    public dateRenewal?: string;

    public constructor(init?: Partial<CostRenewPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CostRenewPepSearchesData extends BaseResponse
{
    /** @description Searches that would be renewed */
    // @DataMember
    public count?: number;

    /** @description Cost of renewing them */
    // @DataMember
    public totalCost?: number;

    /** @description The effective renewal date, yyyy-MM-dd */
    // @DataMember
    public renewalDate?: string;

    /** @description Total cost is covered by the balance */
    // @DataMember
    public canAfford?: boolean;

    /** @description Ids not found, not visible or not due */
    // @DataMember
    public failedIds?: number[];

    public constructor(init?: Partial<CostRenewPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CostRenewPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CostRenewPepSearchesData;

    public constructor(init?: Partial<CostRenewPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get cost of renewing specified PEP searches due for renewal */
// @Route("/peps/renew/selected", "GET")
// @Api(Description="Get cost of renewing specified PEP searches due for renewal")
// @DataContract
export class CostRenewPepSearches extends BaseRequest implements IReturn<CostRenewPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: CostRenewPepSearchesRequest;

    public constructor(init?: Partial<CostRenewPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CostRenewPepSearches'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new CostRenewPepSearchesResponse(); }
}

// @DataContract
export class CountIncompleteClientsData extends BaseResponse
{
    // @DataMember
    public numberOfIncompleteClients?: number;

    public constructor(init?: Partial<CountIncompleteClientsData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CountIncompleteClientsResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CountIncompleteClientsData;

    public constructor(init?: Partial<CountIncompleteClientsResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the number of incomplete clients */
// @Route("/clients/incomplete/count", "GET")
// @Api(Description="Get the number of incomplete clients")
// @DataContract
export class CountIncompleteClients extends BaseRequest implements IReturn<CountIncompleteClientsResponse>
{
    /** @description Days that must have elapsed before a client counts (default 7; 0 counts all) */
    // @DataMember
    public daysIncomplete?: number;

    /** @description PendingCompletion or PendingVerification (default: either) */
    // @DataMember
    public state?: ClientState;

    /** @description Only clients of the ValidateMe flow (default true) */
    // @DataMember
    public isValidateMe?: boolean;

    public constructor(init?: Partial<CountIncompleteClients>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CountIncompleteClients'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new CountIncompleteClientsResponse(); }
}

// @DataContract
export class CountUnresolvedPepSearchesRequest
{
    /** @description Also count searches of the other users the caller may see */
    // @DataMember
    public includeSearchesFromOtherUsers?: boolean;

    public constructor(init?: Partial<CountUnresolvedPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CountUnresolvedPepSearchesData extends BaseResponse
{
    /** @description Unresolved PEP searches */
    // @DataMember
    public numberOfUnresolvedPepSearches?: number;

    public constructor(init?: Partial<CountUnresolvedPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CountUnresolvedPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CountUnresolvedPepSearchesData;

    public constructor(init?: Partial<CountUnresolvedPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the count of unresolved PEP searches */
// @Route("/peps/unresolved/count", "POST")
// @Api(Description="Get the count of unresolved PEP searches")
// @DataContract
export class CountUnresolvedPepSearches extends BaseRequest implements IReturn<CountUnresolvedPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: CountUnresolvedPepSearchesRequest;

    public constructor(init?: Partial<CountUnresolvedPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CountUnresolvedPepSearches'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new CountUnresolvedPepSearchesResponse(); }
}

// @DataContract
export class CountUnresolvedSearchesRequest
{
    /** @description Also count searches of the other users the caller may see */
    // @DataMember
    public includeSearchesFromOtherUsers?: boolean;

    public constructor(init?: Partial<CountUnresolvedSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CountUnresolvedSearchesData extends BaseResponse
{
    /** @description Unresolved sanctions searches */
    // @DataMember
    public numberOfUnresolvedSearches?: number;

    public constructor(init?: Partial<CountUnresolvedSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CountUnresolvedSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CountUnresolvedSearchesData;

    public constructor(init?: Partial<CountUnresolvedSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the count of unresolved sanctions searches */
// @Route("/sanctions/unresolved/count", "POST")
// @Api(Description="Get the count of unresolved sanctions searches")
// @DataContract
export class CountUnresolvedSearches extends BaseRequest implements IReturn<CountUnresolvedSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: CountUnresolvedSearchesRequest;

    public constructor(init?: Partial<CountUnresolvedSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CountUnresolvedSearches'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new CountUnresolvedSearchesResponse(); }
}

// @DataContract
export class CountUpdatedPepSearchesRequest
{
    /** @description Also count searches of the other users the caller may see */
    // @DataMember
    public includeSearchesFromOtherUsers?: boolean;

    public constructor(init?: Partial<CountUpdatedPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CountUpdatedPepSearchesData extends BaseResponse
{
    // @DataMember
    public numberOfUpdatedPepSearches?: number;

    public constructor(init?: Partial<CountUpdatedPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CountUpdatedPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CountUpdatedPepSearchesData;

    public constructor(init?: Partial<CountUpdatedPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the count of PEP searches affected by updates */
// @Route("/peps/updated/count", "POST")
// @Api(Description="Get the count of PEP searches affected by updates")
// @DataContract
export class CountUpdatedPepSearches extends BaseRequest implements IReturn<CountUpdatedPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: CountUpdatedPepSearchesRequest;

    public constructor(init?: Partial<CountUpdatedPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CountUpdatedPepSearches'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new CountUpdatedPepSearchesResponse(); }
}

// @DataContract
export class CountUpdatedSearchesRequest
{
    /** @description Also count searches of the other users the caller may see */
    // @DataMember
    public includeSearchesFromOtherUsers?: boolean;

    public constructor(init?: Partial<CountUpdatedSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class CountUpdatedSearchesData extends BaseResponse
{
    /** @description Non-archived sanctions searches affected by a list update */
    // @DataMember
    public numberOfUpdatedSearches?: number;

    public constructor(init?: Partial<CountUpdatedSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class CountUpdatedSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: CountUpdatedSearchesData;

    public constructor(init?: Partial<CountUpdatedSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the count of sanctions searches affected by list updates */
// @Route("/sanctions/updated/count", "POST")
// @Api(Description="Get the count of sanctions searches affected by list updates")
// @DataContract
export class CountUpdatedSearches extends BaseRequest implements IReturn<CountUpdatedSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: CountUpdatedSearchesRequest;

    public constructor(init?: Partial<CountUpdatedSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'CountUpdatedSearches'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new CountUpdatedSearchesResponse(); }
}

// @DataContract
export class DeleteClientData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<DeleteClientData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class DeleteClientResponse
{
    /** @description The response data */
    // @DataMember
    public data?: DeleteClientData;

    public constructor(init?: Partial<DeleteClientResponse>) { (Object as any).assign(this, init); }
}

/** @description Delete a client */
// @Route("/clients/{Id}", "DELETE")
// @Api(Description="Delete a client")
// @DataContract
export class DeleteClient extends BaseRequest implements IReturn<DeleteClientResponse>
{
    /** @description The client id */
    // @DataMember
    public id?: number;

    public constructor(init?: Partial<DeleteClient>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'DeleteClient'; }
    public getMethod() { return 'DELETE'; }
    public createResponse() { return new DeleteClientResponse(); }
}

// @DataContract
export class DeletePepSearchRequest
{
    /** @description Check that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    // @DataMember
    public id?: number;

    public constructor(init?: Partial<DeletePepSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class DeletePepSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<DeletePepSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class DeletePepSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: DeletePepSearchData;

    public constructor(init?: Partial<DeletePepSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Delete a PEP search */
// @Route("/peps/delete", "DELETE")
// @Api(Description="Delete a PEP search")
// @DataContract
export class DeletePepSearch extends BaseRequest implements IReturn<DeletePepSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: DeletePepSearchRequest;

    public constructor(init?: Partial<DeletePepSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'DeletePepSearch'; }
    public getMethod() { return 'DELETE'; }
    public createResponse() { return new DeletePepSearchResponse(); }
}

// @DataContract
export class DeleteSearchRequest
{
    /** @description Check that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    // @DataMember
    public id?: number;

    public constructor(init?: Partial<DeleteSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class DeleteSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<DeleteSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class DeleteSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: DeleteSearchData;

    public constructor(init?: Partial<DeleteSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Delete a sanctions search */
// @Route("/sanctions/delete", "DELETE")
// @Api(Description="Delete a sanctions search")
// @DataContract
export class DeleteSearch extends BaseRequest implements IReturn<DeleteSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: DeleteSearchRequest;

    public constructor(init?: Partial<DeleteSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'DeleteSearch'; }
    public getMethod() { return 'DELETE'; }
    public createResponse() { return new DeleteSearchResponse(); }
}

// @DataContract
export class DeleteSubUserData extends BaseResponse
{
    /** @description Was the delete successful? */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<DeleteSubUserData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class DeleteSubUserResponse
{
    /** @description The response data */
    // @DataMember
    public data?: DeleteSubUserData;

    public constructor(init?: Partial<DeleteSubUserResponse>) { (Object as any).assign(this, init); }
}

/** @description Delete a sub user */
// @Route("/subusers/delete", "DELETE")
// @Api(Description="Delete a sub user")
// @DataContract
export class DeleteSubUser extends BaseRequest implements IReturn<DeleteSubUserResponse>
{
    /** @description The user id of the sub user to delete */
    // @DataMember
    public deleteUserId?: string;

    /** @description The user id of the user to transfer the sub user's existing searches to */
    // @DataMember
    public transferToUserId?: string;

    public constructor(init?: Partial<DeleteSubUser>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'DeleteSubUser'; }
    public getMethod() { return 'DELETE'; }
    public createResponse() { return new DeleteSubUserResponse(); }
}

// @DataContract
export class GetBulkSearchHistoryRequest
{
    /** @description Only bulk searches this sub user may view */
    // @DataMember
    public subUserName?: string;

    /** @description 1-based page number */
    // @DataMember
    public page?: number;

    /** @description Records per page (1-100, default 10) */
    // @DataMember
    public pageSize?: number;

    /** @description Status (default), Name or Date, optionally followed by ' desc' */
    // @DataMember
    public sortOrder?: string;

    /** @description Only bulk searches of this user (GUID) */
    // @DataMember
    public whereUserId?: string;

    /** @description Created on or after */
    // @DataMember
    public whereDateFrom?: string;

    /** @description Created before */
    // @DataMember
    public whereDateTo?: string;

    /** @description Only this bulk search */
    // @DataMember
    public whereId?: number;

    public constructor(init?: Partial<GetBulkSearchHistoryRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetBulkSearchHistoryData extends BaseResponse
{
    // @DataMember
    public bulkSearchList?: ArrayOfBulkSearchStatus;

    // @DataMember
    public currentPageNum?: number;

    // @DataMember
    public maxPageNum?: number;

    // @DataMember
    public totalBulkSearches?: number;

    // @DataMember
    public pageSize?: number;

    public constructor(init?: Partial<GetBulkSearchHistoryData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetBulkSearchHistoryResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetBulkSearchHistoryData;

    public constructor(init?: Partial<GetBulkSearchHistoryResponse>) { (Object as any).assign(this, init); }
}

/** @description Get all bulk searches */
// @Route("/bulksearches/list", "POST")
// @Api(Description="Get all bulk searches")
// @DataContract
export class GetBulkSearchHistory extends BaseRequest implements IReturn<GetBulkSearchHistoryResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetBulkSearchHistoryRequest;

    public constructor(init?: Partial<GetBulkSearchHistory>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetBulkSearchHistory'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetBulkSearchHistoryResponse(); }
}

// @DataContract
export class GetBulkSearchStatusRequest
{
    /** @description The bulk search */
    // @DataMember
    public bulkSearchId?: number;

    /** @description A bulk search this sub user may view */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetBulkSearchStatusRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetBulkSearchStatusData extends BaseResponse
{
    // @DataMember
    public bulkSearchStatus?: BulkSearchStatus;

    public constructor(init?: Partial<GetBulkSearchStatusData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetBulkSearchStatusResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetBulkSearchStatusData;

    public constructor(init?: Partial<GetBulkSearchStatusResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a bulk search status */
// @Route("/bulksearch/status", "POST")
// @Api(Description="Get a bulk search status")
// @DataContract
export class GetBulkSearchStatus extends BaseRequest implements IReturn<GetBulkSearchStatusResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetBulkSearchStatusRequest;

    public constructor(init?: Partial<GetBulkSearchStatus>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetBulkSearchStatus'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetBulkSearchStatusResponse(); }
}

// @DataContract
export class GetClientData extends BaseResponse
{
    /** @description Records the client is linked to */
    // @DataMember
    public linkedTo?: LinkedTo[];

    /** @description The client */
    // @DataMember
    public client?: Client;

    public constructor(init?: Partial<GetClientData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetClientResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetClientData;

    public constructor(init?: Partial<GetClientResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a client */
// @Route("/clients/{Id}", "GET")
// @Api(Description="Get a client")
// @DataContract
export class GetClient extends BaseRequest implements IReturn<GetClientResponse>
{
    /** @description The client id */
    // @DataMember
    public id?: number;

    public constructor(init?: Partial<GetClient>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetClient'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetClientResponse(); }
}

// @DataContract
export class GetClientDocumentData extends BaseResponse
{
    /** @description The image (PNG), base64 */
    // @DataMember
    public base64Image?: string;

    public constructor(init?: Partial<GetClientDocumentData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetClientDocumentResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetClientDocumentData;

    public constructor(init?: Partial<GetClientDocumentResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a client's document image */
// @Route("/clients/document", "POST")
// @Api(Description="Get a client's document image")
// @DataContract
export class GetClientDocument extends BaseRequest implements IReturn<GetClientDocumentResponse>
{
    /** @description The client id */
    // @DataMember
    public id?: number;

    /** @description true: the uploaded image; false: the processed one */
    // @DataMember
    public original?: boolean;

    /** @description Maximum length in pixels of the longest side (scaled down, never up) */
    // @DataMember
    public mil?: number;

    /** @description An OCR capture of the document */
    // @DataMember
    public ocrId?: number;

    public constructor(init?: Partial<GetClientDocument>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetClientDocument'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetClientDocumentResponse(); }
}

// @DataContract
export class PageLinks
{
    // @DataMember
    public self?: string;

    // @DataMember
    public first?: string;

    // @DataMember
    public last?: string;

    // @DataMember
    public next?: string;

    // @DataMember
    public prev?: string;

    public constructor(init?: Partial<PageLinks>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PageMeta
{
    // @DataMember
    public links?: PageLinks;

    /** @description Total records for the query */
    // @DataMember
    public totalCount?: number;

    /** @description Maximum records in one page */
    // @DataMember
    public pageLimit?: number;

    /** @description Zero-based start position */
    // @DataMember
    public pageOffset?: number;

    public constructor(init?: Partial<PageMeta>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetClientsData extends BaseResponse
{
    /** @description The page of clients */
    // @DataMember
    public clients?: ClientShort[];

    /** @description Paging metadata */
    // @DataMember
    public meta?: PageMeta;

    public constructor(init?: Partial<GetClientsData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetClientsResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetClientsData;

    public constructor(init?: Partial<GetClientsResponse>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PagedRequest extends BaseRequest
{
    /** @description Maximum records per page (1-500, default 25) */
    // @DataMember(Name="page[limit]")
    public 'page[limit]'?: number;

    /** @description Zero-based start */
    // @DataMember(Name="page[offset]")
    public 'page[offset]'?: number;

    /** @description status (default), name, date, dateUpdated or reference; prefix - for descending */
    // @DataMember
    public sort?: string;

    public constructor(init?: Partial<PagedRequest>) { super(init); (Object as any).assign(this, init); }
}

/** @description Get all clients */
// @Route("/clients", "GET")
// @Api(Description="Get all clients")
// @DataContract
export class GetClients extends PagedRequest implements IReturn<GetClientsResponse>
{
    /** @description Only clients in this state */
    // @DataMember
    public state?: ClientState;

    /** @description Only clients whose IsValidateMe flag matches (null: either) */
    // @DataMember
    public isValidateMe?: boolean;

    /** @description Names that include this value */
    // @DataMember
    public name?: string;

    /** @description Created on or after */
    // @DataMember
    public dateFrom?: string;

    /** @description Created before */
    // @DataMember
    public dateTo?: string;

    /** @description Only clients this sub user may view */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetClients>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetClients'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetClientsResponse(); }
}

// @DataContract
export class GetDbsSearchData extends BaseResponse
{
    /** @description Records the search is linked to */
    // @DataMember
    public linkedTo?: LinkedTo[];

    /** @description The search */
    // @DataMember
    public summary?: DbsSearchSummary;

    public constructor(init?: Partial<GetDbsSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetDbsSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetDbsSearchData;

    public constructor(init?: Partial<GetDbsSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a DBS Search */
// @Route("/dbs/{Id}", "GET")
// @Api(Description="Get a DBS Search")
// @DataContract
export class GetDbsSearch extends BaseRequest implements IReturn<GetDbsSearchResponse>
{
    /** @description The ID of the DBS Search */
    // @DataMember
    public id?: number;

    /** @description Only return the search if this sub user may view it */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetDbsSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetDbsSearch'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetDbsSearchResponse(); }
}

// @DataContract
export class GetDbsSearchesData extends BaseResponse
{
    /** @description The page of searches */
    // @DataMember
    public searches?: ArrayOfSearchRecord;

    /** @description Paging metadata */
    // @DataMember
    public meta?: PageMeta;

    public constructor(init?: Partial<GetDbsSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetDbsSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetDbsSearchesData;

    public constructor(init?: Partial<GetDbsSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get all DBS Searches */
// @Route("/dbs", "GET")
// @Api(Description="Get all DBS Searches")
// @DataContract
export class GetDbsSearches extends PagedRequest implements IReturn<GetDbsSearchesResponse>
{
    /** @description Names that include this value */
    // @DataMember
    public name?: string;

    /** @description Created on or after */
    // @DataMember
    public dateFrom?: string;

    /** @description Created before */
    // @DataMember
    public dateTo?: string;

    /** @description true, false, or null for either */
    // @DataMember
    public isApplicantInfoCompleted?: boolean;

    /** @description true, false, or null for either */
    // @DataMember
    public isIdCheckCompleted?: boolean;

    /** @description true, false, or null for either */
    // @DataMember
    public isApplicationCompleted?: boolean;

    /** @description true, false, or null for either */
    // @DataMember
    public isApplicationSubmitted?: boolean;

    /** @description true, false, or null for either */
    // @DataMember
    public isApplicationDisclosed?: boolean;

    /** @description Only searches this sub user may view */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetDbsSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetDbsSearches'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetDbsSearchesResponse(); }
}

// @DataContract
export class GetEulaStatusData extends BaseResponse
{
    // @DataMember
    public termsAndConditions?: string;

    // @DataMember
    public privacyPolicy?: string;

    // @DataMember
    public agreeToContact?: boolean;

    // @DataMember
    public agreeToContactInfo?: string;

    // @DataMember
    public agreeToContactDate?: string;

    // @DataMember
    public agreeToTerms?: boolean;

    // @DataMember
    public agreeToTermsInfo?: string;

    // @DataMember
    public agreeToTermsDate?: string;

    // @DataMember
    public agreeToDataProtection?: boolean;

    // @DataMember
    public agreeToDataProtectionInfo?: string;

    // @DataMember
    public agreeToDataProtectionDate?: string;

    public constructor(init?: Partial<GetEulaStatusData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetEulaStatusResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetEulaStatusData;

    public constructor(init?: Partial<GetEulaStatusResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the account EULA & status */
// @Route("/account/eula", "GET")
// @Api(Description="Get the account EULA & status")
// @DataContract
export class GetEulaStatus extends BaseRequest implements IReturn<GetEulaStatusResponse>
{
    /** @description The sub user to report on (default: the main user) */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetEulaStatus>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetEulaStatus'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetEulaStatusResponse(); }
}

// @DataContract
export class GetPdfRequest
{
    /** @description Set when the document is kept in a single sub user account */
    // @DataMember
    public subUserName?: string;

    /** @description The document id */
    // @DataMember
    public id?: number;

    public constructor(init?: Partial<GetPdfRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PdfDocument
{
    // @DataMember
    public id?: number;

    /** @description The document is ready to download */
    // @DataMember
    public isReady?: boolean;

    // @DataMember
    public name?: string;

    // @DataMember
    public searchedName?: string;

    // @DataMember
    public fileName?: string;

    /** @description sanctions, pep, validid, companylookup, ... */
    // @DataMember
    public type?: string;

    // @DataMember
    public sanctionsSearchId?: number;

    // @DataMember
    public pepSearchId?: number;

    // @DataMember
    public validIdSearchId?: number;

    // @DataMember
    public companyLookupSearchId?: number;

    // @DataMember
    public dateCreated?: string;

    // @DataMember
    public dateExpires?: string;

    public constructor(init?: Partial<PdfDocument>) { (Object as any).assign(this, init); }
}

// @DataContract
export class PdfDocumentWithData extends PdfDocument
{
    /** @description The file content (base64) */
    // @DataMember
    public documentBytes?: string;

    public constructor(init?: Partial<PdfDocumentWithData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetPdfData extends BaseResponse
{
    /** @description The document with its file data */
    // @DataMember
    public document?: PdfDocumentWithData;

    public constructor(init?: Partial<GetPdfData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetPdfResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetPdfData;

    public constructor(init?: Partial<GetPdfResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a PDF */
// @Route("/pdfs/get", "POST")
// @Api(Description="Get a PDF")
// @DataContract
export class GetPdf extends BaseRequest implements IReturn<GetPdfResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetPdfRequest;

    public constructor(init?: Partial<GetPdf>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetPdf'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetPdfResponse(); }
}

// @DataContract
export class GetPdfsRequest
{
    /** @description Only the documents this sub user may view */
    // @DataMember
    public subUserName?: string;

    /** @description 1-based page number (default 1) */
    // @DataMember
    public page?: number;

    /** @description Documents per page (1-100, default 25) */
    // @DataMember
    public pageSize?: number;

    public constructor(init?: Partial<GetPdfsRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetPdfsData extends BaseResponse
{
    /** @description The documents of the page, newest first */
    // @DataMember
    public documents?: PdfDocument[];

    /** @description Unexpired documents in scope */
    // @DataMember
    public totalDocuments?: number;

    // @DataMember
    public currentPageNum?: number;

    // @DataMember
    public maxPageNum?: number;

    // @DataMember
    public pageSize?: number;

    public constructor(init?: Partial<GetPdfsData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetPdfsResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetPdfsData;

    public constructor(init?: Partial<GetPdfsResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the saved PDFs */
// @Route("/pdfs/list", "POST")
// @Api(Description="Get the saved PDFs")
// @DataContract
export class GetPdfs extends BaseRequest implements IReturn<GetPdfsResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetPdfsRequest;

    public constructor(init?: Partial<GetPdfs>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetPdfs'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetPdfsResponse(); }
}

// @DataContract
export class GetPepSearchRequest
{
    /** @description Check that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    /** @description Leave out resolved results */
    // @DataMember
    public onlyShowUnresolvedResults?: boolean;

    // @DataMember
    public id?: number;

    public constructor(init?: Partial<GetPepSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetPepSearchData extends BaseResponse
{
    // @DataMember
    public linkedTo?: LinkedTo[];

    // @DataMember
    public searchRecord?: PepSearchRecord;

    public constructor(init?: Partial<GetPepSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetPepSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetPepSearchData;

    public constructor(init?: Partial<GetPepSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a PEP search */
// @Route("/peps/get", "POST")
// @Api(Description="Get a PEP search")
// @DataContract
export class GetPepSearch extends BaseRequest implements IReturn<GetPepSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetPepSearchRequest;

    public constructor(init?: Partial<GetPepSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetPepSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetPepSearchResponse(); }
}

// @DataContract
export class GetPepSearchNotesRequest
{
    // @DataMember
    public id?: number;

    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetPepSearchNotesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetPepSearchNotesData extends SearchNotesData
{
    public constructor(init?: Partial<GetPepSearchNotesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetPepSearchNotesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetPepSearchNotesData;

    public constructor(init?: Partial<GetPepSearchNotesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the notes for an existing PEP search */
// @Route("/peps/notes/get", "POST")
// @Api(Description="Get the notes for an existing PEP search")
// @DataContract
export class GetPepSearchNotes extends BaseRequest implements IReturn<GetPepSearchNotesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetPepSearchNotesRequest;

    public constructor(init?: Partial<GetPepSearchNotes>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetPepSearchNotes'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetPepSearchNotesResponse(); }
}

// @DataContract
export class GetPepSearchesRequest
{
    /** @description Only searches this sub user may view */
    // @DataMember
    public subUserName?: string;

    /** @description true: only searches with unresolved results; false: only those without */
    // @DataMember
    public listUnresolvedSearches?: boolean;

    /** @description true: only searches affected by a list update; false: only those not */
    // @DataMember
    public listUpdatedSearches?: boolean;

    /** @description true: only monitored searches due for renewal before the 1st of next month; false: only those not */
    // @DataMember
    public listExpiringSearches?: boolean;

    /** @description true: archived searches instead of current ones */
    // @DataMember
    public listArchivedSearches?: boolean;

    /** @description 1-based page number (10 per page) */
    // @DataMember
    public page?: number;

    /** @description Status (default), Name or Date, optionally followed by ' desc' */
    // @DataMember
    public sortOrder?: string;

    /** @description Every word in the name; a quoted value as one substring */
    // @DataMember
    public nameSearch?: string;

    /** @description nameSearch is the whole name (case-insensitive) */
    // @DataMember
    public nameSearchExact?: boolean;

    /** @description Leave out names that contain this value */
    // @DataMember
    public filterNameExcludes?: string;

    /** @description References that contain this value */
    // @DataMember
    public filterReference?: string;

    /** @description Leave out references that contain this value */
    // @DataMember
    public filterReferenceExcludes?: string;

    /** @description day-one or monitor */
    // @DataMember
    public filterPepType?: string;

    /** @description individual or entity */
    // @DataMember
    public filterType?: string;

    /** @description Searched on or after */
    // @DataMember
    public filterDateFrom?: string;

    /** @description Searched before */
    // @DataMember
    public filterDateTo?: string;

    /** @description Only searches created by this user */
    // @DataMember
    public filterUserName?: string;

    public constructor(init?: Partial<GetPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetPepSearchesData extends BaseResponse
{
    // @DataMember
    public totalSearchRecords?: number;

    // @DataMember
    public currentPageNum?: number;

    // @DataMember
    public maxPageNum?: number;

    // @DataMember
    public searchRecords?: PepSearchRecord[];

    public constructor(init?: Partial<GetPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetPepSearchesData;

    public constructor(init?: Partial<GetPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get all PEP searches */
// @Route("/peps/list", "POST")
// @Api(Description="Get all PEP searches")
// @DataContract
export class GetPepSearches extends BaseRequest implements IReturn<GetPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetPepSearchesRequest;

    public constructor(init?: Partial<GetPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetPepSearches'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetPepSearchesResponse(); }
}

// @DataContract
export class GetSearchRequest
{
    /** @description The search id */
    // @DataMember
    public id?: number;

    /** @description true leaves out resolved results */
    // @DataMember
    public onlyShowUnresolvedResults?: boolean;

    /** @description Checks that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetSearchData extends BaseResponse
{
    /** @description Records the search is linked to */
    // @DataMember
    public linkedTo?: LinkedTo[];

    /** @description The search with its results */
    // @DataMember
    public searchRecord?: SearchRecord;

    public constructor(init?: Partial<GetSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetSearchData;

    public constructor(init?: Partial<GetSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a sanctions search */
// @Route("/sanctions/get", "POST")
// @Api(Description="Get a sanctions search")
// @DataContract
export class GetSearch extends BaseRequest implements IReturn<GetSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetSearchRequest;

    public constructor(init?: Partial<GetSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetSearchResponse(); }
}

// @DataContract
export class GetSearchNotesRequest
{
    /** @description The search id */
    // @DataMember
    public id?: number;

    /** @description Only if this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<GetSearchNotesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetSearchNotesData extends SearchNotesData
{
    public constructor(init?: Partial<GetSearchNotesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetSearchNotesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetSearchNotesData;

    public constructor(init?: Partial<GetSearchNotesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get the notes for an existing sanctions search */
// @Route("/sanctions/notes/get", "POST")
// @Api(Description="Get the notes for an existing sanctions search")
// @DataContract
export class GetSearchNotes extends BaseRequest implements IReturn<GetSearchNotesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetSearchNotesRequest;

    public constructor(init?: Partial<GetSearchNotes>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetSearchNotes'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetSearchNotesResponse(); }
}

// @DataContract
export class GetSearchesRequest
{
    /** @description Only searches this sub user may view */
    // @DataMember
    public subUserName?: string;

    /** @description true: only searches with unresolved results; false: only those without */
    // @DataMember
    public listUnresolvedSearches?: boolean;

    /** @description true: only searches affected by a list update; false: only those not */
    // @DataMember
    public listUpdatedSearches?: boolean;

    /** @description true: archived searches instead of current ones */
    // @DataMember
    public listArchivedSearches?: boolean;

    /** @description 1-based page number (25 per page) */
    // @DataMember
    public page?: number;

    /** @description Status (default), Name or Date, optionally followed by ' desc' */
    // @DataMember
    public sortOrder?: string;

    /** @description Every word in the name; a quoted value as one substring */
    // @DataMember
    public nameSearch?: string;

    /** @description nameSearch is the whole name (case-insensitive) */
    // @DataMember
    public nameSearchExact?: boolean;

    /** @description References that contain this value */
    // @DataMember
    public filterReference?: string;

    /** @description individual or entity */
    // @DataMember
    public filterType?: string;

    /** @description Searched on or after */
    // @DataMember
    public filterDateFrom?: string;

    /** @description Searched before */
    // @DataMember
    public filterDateTo?: string;

    /** @description Only searches created by this user */
    // @DataMember
    public filterUserName?: string;

    public constructor(init?: Partial<GetSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetSearchesData extends BaseResponse
{
    // @DataMember
    public totalSearchRecords?: number;

    // @DataMember
    public currentPageNum?: number;

    // @DataMember
    public maxPageNum?: number;

    /** @description The searches with their sources; results are left out (GetSearch shows them) */
    // @DataMember
    public searchRecords?: ArrayOfSanctionsSearchRecord;

    public constructor(init?: Partial<GetSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetSearchesData;

    public constructor(init?: Partial<GetSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Get all sanctions searches */
// @Route("/sanctions/list", "POST")
// @Api(Description="Get all sanctions searches")
// @DataContract
export class GetSearches extends BaseRequest implements IReturn<GetSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetSearchesRequest;

    public constructor(init?: Partial<GetSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetSearches'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetSearchesResponse(); }
}

// @DataContract
export class GetSubUserData extends BaseResponse
{
    // @DataMember
    public subUser?: SubUser;

    public constructor(init?: Partial<GetSubUserData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetSubUserResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetSubUserData;

    public constructor(init?: Partial<GetSubUserResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a sub user */
// @Route("/subusers/get", "GET")
// @Api(Description="Get a sub user")
// @DataContract
export class GetSubUser extends BaseRequest implements IReturn<GetSubUserResponse>
{
    /** @description User name of the sub user */
    // @DataMember
    public subUserName?: string;

    /** @description Id of the sub user */
    // @DataMember
    public subUserId?: string;

    public constructor(init?: Partial<GetSubUser>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetSubUser'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetSubUserResponse(); }
}

// @DataContract
export class GetSubUsersData extends BaseResponse
{
    /** @description The list of sub users */
    // @DataMember
    public subUsers?: SubUser[];

    public constructor(init?: Partial<GetSubUsersData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetSubUsersResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetSubUsersData;

    public constructor(init?: Partial<GetSubUsersResponse>) { (Object as any).assign(this, init); }
}

/** @description Get all sub users */
// @Route("/subusers/list", "GET")
// @Api(Description="Get all sub users")
// @DataContract
export class GetSubUsers extends BaseRequest implements IReturn<GetSubUsersResponse>
{
    /** @description If true the main user is included in the list of sub users */
    // @DataMember
    public includeMainUser?: boolean;

    public constructor(init?: Partial<GetSubUsers>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetSubUsers'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new GetSubUsersResponse(); }
}

// @DataContract
export class GetValidIdsRequest
{
    /** @description Only searches this sub user may view */
    // @DataMember
    public subUserName?: string;

    /** @description 1-based page number (10 per page) */
    // @DataMember
    public page?: number;

    /** @description Status (default), Name or Date, optionally followed by ' desc' */
    // @DataMember
    public sortOrder?: string;

    /** @description Names that include every word of this value */
    // @DataMember
    public nameSearch?: string;

    /** @description References that include this value */
    // @DataMember
    public filterReference?: string;

    /** @description ValidID type: 1-6 or its name (Basic, Enhanced, ...) */
    // @DataMember
    public filterType?: string;

    /** @description Searched on or after */
    // @DataMember
    public filterDateFrom?: string;

    /** @description Searched before */
    // @DataMember
    public filterDateTo?: string;

    /** @description Only searches created by this user */
    // @DataMember
    public filterUserName?: string;

    public constructor(init?: Partial<GetValidIdsRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class GetValidIdsData extends BaseResponse
{
    // @DataMember
    public totalSearchRecords?: number;

    // @DataMember
    public currentPageNum?: number;

    // @DataMember
    public maxPageNum?: number;

    // @DataMember
    public searchRecords?: ValidIdListItem[];

    public constructor(init?: Partial<GetValidIdsData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class GetValidIdsResponse
{
    /** @description The response data */
    // @DataMember
    public data?: GetValidIdsData;

    public constructor(init?: Partial<GetValidIdsResponse>) { (Object as any).assign(this, init); }
}

/** @description Get all the ValidID Searches */
// @Route("/validid/list", "POST")
// @Api(Description="Get all the ValidID Searches")
// @DataContract
export class GetValidIds extends BaseRequest implements IReturn<GetValidIdsResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: GetValidIdsRequest;

    public constructor(init?: Partial<GetValidIds>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'GetValidIds'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new GetValidIdsResponse(); }
}

// @DataContract
export class ReferenceData
{
    // @DataMember
    public countries?: Country[];

    // @DataMember
    public companyIndustries?: CompanyIndustry[];

    // @DataMember
    public companyTypes?: CompanyType[];

    // @DataMember
    public vatCountries?: ArrayOfVatCountry;

    // @DataMember
    public termsAndConditionsLink?: string;

    // @DataMember
    public privacyPolicyLink?: string;

    // @DataMember
    public contactStatement?: string;

    // @DataMember
    public dataProtectionStatement?: string;

    public constructor(init?: Partial<ReferenceData>) { (Object as any).assign(this, init); }
}

// @DataContract
export class RegisterAccountRequest
{
    /** @description Login user name: at most 50 of [a-zA-Z0-9-_.@] */
    // @DataMember
    public username?: string;

    /** @description 8-100 characters */
    // @DataMember
    public password?: string;

    /** @description Contact e-mail of the account holder */
    // @DataMember
    public email?: string;

    /** @description Full legal name of the holder */
    // @DataMember
    public fullName?: string;

    /** @description Registered company name */
    // @DataMember
    public companyName?: string;

    /** @description Company contact phone */
    // @DataMember
    public companyPhone?: string;

    /** @description First address line */
    // @DataMember
    public address1?: string;

    /** @description Second address line */
    // @DataMember
    public address2?: string;

    /** @description Third address line */
    // @DataMember
    public address3?: string;

    /** @description City */
    // @DataMember
    public city?: string;

    /** @description Postal code */
    // @DataMember
    public postcode?: string;

    /** @description Country code from the template's reference data */
    // @DataMember
    public country?: string;

    /** @description Company type (id or name) from the reference data */
    // @DataMember
    public companyType?: string;

    /** @description Industry (id or name) from the reference data */
    // @DataMember
    public companyIndustry?: string;

    /** @description Trade body, network or affiliation */
    // @DataMember
    public companyNetwork?: string;

    /** @description Must be true */
    // @DataMember
    public agreeToTerms?: boolean;

    /** @description Must be true */
    // @DataMember
    public agreeToDataProtection?: boolean;

    /** @description Consent to be contacted */
    // @DataMember
    public agreeToContact?: boolean;

    /** @description Must be true */
    // @DataMember
    public agreeToPrivacy?: boolean;

    /** @description Discount or promotion code */
    // @DataMember
    public voucherCode?: string;

    /** @description Code granting access to features */
    // @DataMember
    public accountActivationCode?: string;

    /** @description VAT registration number */
    // @DataMember
    public vatNumber?: string;

    /** @description Country of VAT registration (code from the reference data) */
    // @DataMember
    public vatCountry?: string;

    public constructor(init?: Partial<RegisterAccountRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class RegisterAccountData extends BaseResponse
{
    /** @description Unique identifier of the API access */
    // @DataMember
    public apiUserId?: string;

    /** @description Secure randomly generated key (shown once) */
    // @DataMember
    public apiUserKey?: string;

    public constructor(init?: Partial<RegisterAccountData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class RegisterAccountResponse
{
    /** @description The response data */
    // @DataMember
    public data?: RegisterAccountData;

    public constructor(init?: Partial<RegisterAccountResponse>) { (Object as any).assign(this, init); }
}

/** @description Create a new account */
// @Route("/account/register", "POST")
// @Api(Description="Create a new account")
// @DataContract
export class RegisterAccount extends BaseRequest implements IReturn<RegisterAccountResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: RegisterAccountRequest;

    public constructor(init?: Partial<RegisterAccount>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'RegisterAccount'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new RegisterAccountResponse(); }
}

// @DataContract
export class RegisterAccountTemplateData extends BaseResponse
{
    /** @description Request body of RegisterAccount */
    // @DataMember
    public request?: RegisterAccountRequest;

    /** @description Allowed values for that body */
    // @DataMember
    public referenceData?: ReferenceData;

    public constructor(init?: Partial<RegisterAccountTemplateData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class RegisterAccountTemplateResponse
{
    /** @description The response data */
    // @DataMember
    public data?: RegisterAccountTemplateData;

    public constructor(init?: Partial<RegisterAccountTemplateResponse>) { (Object as any).assign(this, init); }
}

/** @description Get a template to create a new account */
// @Route("/account/register/template", "GET")
// @Api(Description="Get a template to create a new account")
// @DataContract
export class RegisterAccountTemplate extends BaseRequest implements IReturn<RegisterAccountTemplateResponse>
{
    public constructor(init?: Partial<RegisterAccountTemplate>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'RegisterAccountTemplate'; }
    public getMethod() { return 'GET'; }
    public createResponse() { return new RegisterAccountTemplateResponse(); }
}

// @DataContract
export class RenewAllPepSearchesRequest
{
    /** @description Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead) */
    // @DataMember
    public renewalDate?: string;

    public constructor(init?: Partial<RenewAllPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class RenewAllPepSearchesData extends BaseResponse
{
    /** @description Searches renewed */
    // @DataMember
    public count?: number;

    /** @description Cost debited, in the account's currency */
    // @DataMember
    public totalCost?: number;

    /** @description The effective renewal date, yyyy-MM-dd */
    // @DataMember
    public renewalDate?: string;

    public constructor(init?: Partial<RenewAllPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class RenewAllPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: RenewAllPepSearchesData;

    public constructor(init?: Partial<RenewAllPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Renews all PEP searches that are due for renewal */
// @Route("/peps/renew/all", "PUT")
// @Api(Description="Renews all PEP searches that are due for renewal")
// @DataContract
export class RenewAllPepSearches extends BaseRequest implements IReturn<RenewAllPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: RenewAllPepSearchesRequest;

    public constructor(init?: Partial<RenewAllPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'RenewAllPepSearches'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new RenewAllPepSearchesResponse(); }
}

// @DataContract
export class RenewPepSearchesRequest
{
    /** @description PEP search ids (fewer than 500) */
    // @DataMember
    public ids?: ArrayOfLong;

    /** @description Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead) */
    // @DataMember
    public dateRenewal?: string;

    public constructor(init?: Partial<RenewPepSearchesRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class RenewPepSearchesData extends BaseResponse
{
    /** @description Searches renewed */
    // @DataMember
    public count?: number;

    /** @description Cost debited, in the account's currency */
    // @DataMember
    public totalCost?: number;

    /** @description Ids not found, not visible or not due */
    // @DataMember
    public failedIds?: number[];

    public constructor(init?: Partial<RenewPepSearchesData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class RenewPepSearchesResponse
{
    /** @description The response data */
    // @DataMember
    public data?: RenewPepSearchesData;

    public constructor(init?: Partial<RenewPepSearchesResponse>) { (Object as any).assign(this, init); }
}

/** @description Renews selected PEP searches that are due for renewal */
// @Route("/peps/renew/selected", "PUT")
// @Api(Description="Renews selected PEP searches that are due for renewal")
// @DataContract
export class RenewPepSearches extends BaseRequest implements IReturn<RenewPepSearchesResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: RenewPepSearchesRequest;

    public constructor(init?: Partial<RenewPepSearches>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'RenewPepSearches'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new RenewPepSearchesResponse(); }
}

// @DataContract
export class SavePepSearchRequest
{
    /** @description Keep the document in this sub user's account */
    // @DataMember
    public subUserName?: string;

    /** @description The search to save */
    // @DataMember
    public id?: number;

    public constructor(init?: Partial<SavePepSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SavePepSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    /** @description Id of the new saved document (for GetPdf); an addition to the original */
    // @DataMember
    public documentId?: number;

    public constructor(init?: Partial<SavePepSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SavePepSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: SavePepSearchData;

    public constructor(init?: Partial<SavePepSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Save a PEP search as a PDF document */
// @Route("/peps/save", "POST")
// @Api(Description="Save a PEP search as a PDF document")
// @DataContract
export class SavePepSearch extends BaseRequest implements IReturn<SavePepSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: SavePepSearchRequest;

    public constructor(init?: Partial<SavePepSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'SavePepSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new SavePepSearchResponse(); }
}

// @DataContract
export class SaveSearchRequest
{
    /** @description The search to save */
    // @DataMember
    public id?: number;

    /** @description Keep the saved document within this sub user's account */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<SaveSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SaveSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    /** @description Id of the new saved document (for GetPdf); an addition to the original */
    // @DataMember
    public documentId?: number;

    public constructor(init?: Partial<SaveSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SaveSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: SaveSearchData;

    public constructor(init?: Partial<SaveSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Save a sanctions search as a PDF document */
// @Route("/sanctions/save", "POST")
// @Api(Description="Save a sanctions search as a PDF document")
// @DataContract
export class SaveSearch extends BaseRequest implements IReturn<SaveSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: SaveSearchRequest;

    public constructor(init?: Partial<SaveSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'SaveSearch'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new SaveSearchResponse(); }
}

// @DataContract
export class SaveValidIdRequest
{
    /** @description The ValidID search to save */
    // @DataMember
    public id?: number;

    /** @description Only if this sub user may view the search; the document is theirs */
    // @DataMember
    public subUserName?: string;

    public constructor(init?: Partial<SaveValidIdRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SaveValidIdData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    /** @description Id of the new saved document (for GetPdf); an addition to the original */
    // @DataMember
    public documentId?: number;

    public constructor(init?: Partial<SaveValidIdData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SaveValidIdResponse
{
    /** @description The response data */
    // @DataMember
    public data?: SaveValidIdData;

    public constructor(init?: Partial<SaveValidIdResponse>) { (Object as any).assign(this, init); }
}

/** @description Save a ValidID Search as a PDF document */
// @Route("/validid/save", "POST")
// @Api(Description="Save a ValidID Search as a PDF document")
// @DataContract
export class SaveValidId extends BaseRequest implements IReturn<SaveValidIdResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: SaveValidIdRequest;

    public constructor(init?: Partial<SaveValidId>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'SaveValidId'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new SaveValidIdResponse(); }
}

// @DataContract
export class SearchCompanyLookupRequest
{
    /** @description Part of the company name (case-insensitive) */
    // @DataMember
    public companyName?: string;

    /** @description ISO 3166 alpha-2 country code */
    // @DataMember
    public companyCountry?: string;

    /** @description Prefix match, at most 10 results */
    // @DataMember
    public autocompleteMode?: boolean;

    public constructor(init?: Partial<SearchCompanyLookupRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class SearchCompanyLookupData extends BaseResponse
{
    // @DataMember
    public searchResults?: ArrayOfCompany;

    public constructor(init?: Partial<SearchCompanyLookupData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class SearchCompanyLookupResponse
{
    /** @description The response data */
    // @DataMember
    public data?: SearchCompanyLookupData;

    public constructor(init?: Partial<SearchCompanyLookupResponse>) { (Object as any).assign(this, init); }
}

/** @description Search for company details */
// @Route("/companies/search", "POST")
// @Api(Description="Search for company details")
// @DataContract
export class SearchCompanyLookup extends BaseRequest implements IReturn<SearchCompanyLookupResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: SearchCompanyLookupRequest;

    public constructor(init?: Partial<SearchCompanyLookup>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'SearchCompanyLookup'; }
    public getMethod() { return 'POST'; }
    public createResponse() { return new SearchCompanyLookupResponse(); }
}

// @DataContract
export class UpdateClientData extends BaseResponse
{
    /** @description The verified client */
    // @DataMember
    public client?: Client;

    public constructor(init?: Partial<UpdateClientData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateClientResponse
{
    /** @description The response data */
    // @DataMember
    public data?: UpdateClientData;

    public constructor(init?: Partial<UpdateClientResponse>) { (Object as any).assign(this, init); }
}

/** @description Verify a client */
// @Route("/clients/{Id}", "PUT")
// @Api(Description="Verify a client")
// @DataContract
export class UpdateClient extends BaseRequest implements IReturn<UpdateClientResponse>
{
    /** @description The client id */
    // @DataMember
    public id?: number;

    /** @description The full name of the client (max 250) */
    // @DataMember
    public name?: string;

    /** @description Your reference, if any (max 250) */
    // @DataMember
    public reference?: string;

    /** @description Every passport of the client, with isVerified true */
    // @DataMember
    public passports?: Passport[];

    /** @description Every driving licence of the client, with isVerified true */
    // @DataMember
    public drivingLicences?: DrivingLicence[];

    /** @description Every other document of the client, with isVerified true */
    // @DataMember
    public otherDocuments?: OtherDocument[];

    public constructor(init?: Partial<UpdateClient>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'UpdateClient'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new UpdateClientResponse(); }
}

// @DataContract
export class UpdatePepSearchRequest
{
    /** @description Check that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    // @DataMember
    public id?: number;

    /** @description The client is one of the results (exactly one of the two is true) */
    // @DataMember
    public clientInResults?: boolean;

    /** @description The client is none of the results */
    // @DataMember
    public clientNotInResults?: boolean;

    /** @description Resolve only these results (default: all) */
    // @DataMember
    public searchResultIds?: ArrayOfLong;

    public constructor(init?: Partial<UpdatePepSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class UpdatePepSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<UpdatePepSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class UpdatePepSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: UpdatePepSearchData;

    public constructor(init?: Partial<UpdatePepSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Resolve a PEP search or some of its results */
// @Route("/peps/update", "PUT")
// @Api(Description="Resolve a PEP search or some of its results")
// @DataContract
export class UpdatePepSearch extends BaseRequest implements IReturn<UpdatePepSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: UpdatePepSearchRequest;

    public constructor(init?: Partial<UpdatePepSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'UpdatePepSearch'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new UpdatePepSearchResponse(); }
}

// @DataContract
export class UpdateSearchRequest
{
    /** @description Check that this sub user may view the search */
    // @DataMember
    public subUserName?: string;

    // @DataMember
    public id?: number;

    /** @description The client is one of the results (exactly one of the two is true) */
    // @DataMember
    public clientInResults?: boolean;

    /** @description The client is none of the results */
    // @DataMember
    public clientNotInResults?: boolean;

    /** @description Resolve only these results (default: all) */
    // @DataMember
    public searchResultIds?: ArrayOfLong;

    public constructor(init?: Partial<UpdateSearchRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateSearchData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<UpdateSearchData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateSearchResponse
{
    /** @description The response data */
    // @DataMember
    public data?: UpdateSearchData;

    public constructor(init?: Partial<UpdateSearchResponse>) { (Object as any).assign(this, init); }
}

/** @description Resolve a sanctions search or some of its results */
// @Route("/sanctions/update", "PUT")
// @Api(Description="Resolve a sanctions search or some of its results")
// @DataContract
export class UpdateSearch extends BaseRequest implements IReturn<UpdateSearchResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: UpdateSearchRequest;

    public constructor(init?: Partial<UpdateSearch>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'UpdateSearch'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new UpdateSearchResponse(); }
}

// @DataContract
export class UpdateSubUserRequest
{
    /** @description The user name of the sub user */
    // @DataMember
    public subUserName?: string;

    /** @description The user names whose searches the sub user may see (ServiceStack's ArrayOfString) */
    // @DataMember
    public permissions?: ArrayOfString;

    public constructor(init?: Partial<UpdateSubUserRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateSubUserData extends BaseResponse
{
    /** @description The sub user */
    // @DataMember
    public subUser?: SubUser;

    public constructor(init?: Partial<UpdateSubUserData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateSubUserResponse
{
    /** @description The response data */
    // @DataMember
    public data?: UpdateSubUserData;

    public constructor(init?: Partial<UpdateSubUserResponse>) { (Object as any).assign(this, init); }
}

/** @description Update a sub user */
// @Route("/subusers/update", "PUT")
// @Api(Description="Update a sub user")
// @DataContract
export class UpdateSubUser extends BaseRequest implements IReturn<UpdateSubUserResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: UpdateSubUserRequest;

    public constructor(init?: Partial<UpdateSubUser>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'UpdateSubUser'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new UpdateSubUserResponse(); }
}

// @DataContract
export class UpdateValidIdRequest
{
    /** @description The ValidID search id */
    // @DataMember
    public id?: number;

    /** @description The client is in the results (exactly one of the two must be true) */
    // @DataMember
    public clientInResults?: boolean;

    /** @description The client is not in the results */
    // @DataMember
    public clientNotInResults?: boolean;

    public constructor(init?: Partial<UpdateValidIdRequest>) { (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateValidIdData extends BaseResponse
{
    /** @description Did the request succeed */
    // @DataMember
    public success?: boolean;

    public constructor(init?: Partial<UpdateValidIdData>) { super(init); (Object as any).assign(this, init); }
}

// @DataContract
export class UpdateValidIdResponse
{
    /** @description The response data */
    // @DataMember
    public data?: UpdateValidIdData;

    public constructor(init?: Partial<UpdateValidIdResponse>) { (Object as any).assign(this, init); }
}

/** @description Update a ValidID Search */
// @Route("/validid/update", "PUT")
// @Api(Description="Update a ValidID Search")
// @DataContract
export class UpdateValidId extends BaseRequest implements IReturn<UpdateValidIdResponse>
{
    /** @description The request data */
    // @DataMember
    public request?: UpdateValidIdRequest;

    public constructor(init?: Partial<UpdateValidId>) { super(init); (Object as any).assign(this, init); }
    public getTypeName() { return 'UpdateValidId'; }
    public getMethod() { return 'PUT'; }
    public createResponse() { return new UpdateValidIdResponse(); }
}

