""" Options:
Date: 2026-01-02 03:04:05
Version: test
Tip: To override a DTO option, remove "#" prefix before updating
BaseUrl: https://api.example/v2

#GlobalNamespace: 
#AddServiceStackTypes: True
#AddResponseStatus: False
#AddImplicitVersion: 
#AddDescriptionAsComments: True
#IncludeTypes: 
#ExcludeTypes: 
#DefaultImports: datetime,decimal,servicestack:*,typing:*,dataclasses:dataclass/field,dataclasses_json:dataclass_json/LetterCase/Undefined/config,enum:Enum/IntEnum
#DataClass: 
#DataClassJson: 
"""

import datetime
import decimal
from servicestack import *
from typing import *
from dataclasses import dataclass, field
from dataclasses_json import dataclass_json, LetterCase, Undefined, config
from enum import Enum, IntEnum


class ArrayOfListId(List[str]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddBulkSearchRequest:
    # Create the bulk search (and its searches) for this sub user (admins only)
    sub_user_name: Optional[str] = None
    # Screen every row against the selected sanctions lists
    is_sanctions_search: Optional[bool] = None
    # Screen every row against the PEP list (each row costs the account's PEP search price)
    is_pep_search: Optional[bool] = None
    # individual or entity: the type of the rows whose type column is empty or absent
    type: Optional[str] = None
    # Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when isSanctionsSearch
    selected_lists: Optional[ArrayOfListId] = None
    # The names to screen: CSV (RFC 4180, UTF-8) with a header row; columns name (required), type, dateOfBirth (DD/MM/YYYY), country, nationality, address, reference; at most 100000 rows
    csv: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class BaseResponse:
    # Success or error details
    response_status: Optional[ResponseStatus] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class BulkSearchStatus:
    bulk_search_id: Optional[int] = None
    success: Optional[bool] = None
    status: Optional[str] = None
    total: Optional[int] = None
    message: Optional[str] = None
    processed: Optional[int] = None
    is_pep_search: Optional[bool] = None
    is_sanctions_search: Optional[bool] = None
    total_pep: Optional[int] = None
    processed_pep: Optional[int] = None
    total_sanctions: Optional[int] = None
    processed_sanctions: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddBulkSearchData(BaseResponse):
    # The new bulk search (status Queued)
    bulk_search_status: Optional[BulkSearchStatus] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddBulkSearchResponse:
    # The response data
    data: Optional[AddBulkSearchData] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class Authentication:
    # Issued at sign-up; header alternative X-Api-User
    api_user_id: Optional[str] = None
    # Issued at sign-up; header alternative X-Api-Key
    api_user_key: Optional[str] = None
    # Id of the acting (sub) user, so that user permissions are enforced; header alternative X-User-Id
    user_id: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class BaseRequest:
    # The credentials (body or headers)
    authentication: Optional[Authentication] = None


# @Route("/bulksearches/create", "POST")
# @Api(Description="Create a bulk search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddBulkSearch(BaseRequest, IReturn[AddBulkSearchResponse]):
    # The request data
    request: Optional[AddBulkSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class LinkedTo:
    client_id: Optional[int] = None
    id: Optional[int] = None
    type: Optional[str] = None
    subtype: Optional[str] = None
    status: Optional[str] = None
    description: Optional[str] = None
    is_archived: Optional[bool] = None
    name: Optional[str] = None
    date: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClientRequest:
    # The full name of the client (max 250)
    name: Optional[str] = None
    # The e-mail address of the client (max 250)
    email: Optional[str] = None
    # The client's mobile phone number in international format (e.g. '+447123456789', max 15)
    mobile_international: Optional[str] = None
    # The postal code of the client's address, quoted in the messages so the client can tell they are genuine (max 250)
    post_code: Optional[str] = None
    # ValidateMe or PassportChipVerification
    proof_of_preset: Optional[str] = None
    # Your reference, if any (max 250)
    reference: Optional[str] = None
    # Create the client for this sub user (max 50)
    sub_user_name: Optional[str] = None
    # Records to link the client to
    linked_to: Optional[List[LinkedTo]] = None


class ClientState(str, Enum):
    UNDEFINED = 'Undefined'
    PENDING_COMPLETION = 'PendingCompletion'
    PENDING_OCR = 'PendingOcr'
    PENDING_VERIFICATION = 'PendingVerification'
    VERIFIED = 'Verified'


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ClientShort:
    # The client id
    id: Optional[int] = None
    # When the client was created
    date_created: Optional[datetime.datetime] = None
    # The full name of the client
    name: Optional[str] = None
    # The e-mail address of the client
    email: Optional[str] = None
    # Your reference, if any
    reference: Optional[str] = None
    # Where the client is in the ValidateMe flow
    state: Optional[ClientState] = None
    # The client's mobile number in international format
    mobile_international: Optional[str] = None
    # The postal code of the client's address
    post_code: Optional[str] = None
    # The client came through the ValidateMe flow
    is_validate_me: Optional[bool] = None
    # Number of identity documents the client uploaded
    num_of_documents: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class IdentityDocument:
    # The document id (within the client)
    id: Optional[int] = None
    # The document number
    document_number: Optional[str] = None
    # The name on the document
    full_name: Optional[str] = None
    # The date of birth on the document (DD/MM/YYYY)
    date_of_birth: Optional[str] = None
    # The expiry date on the document (DD/MM/YYYY)
    date_of_expiry: Optional[str] = None
    # The ISO code of the issuing country
    issuing_country: Optional[str] = None
    # The OCR data was checked by a user (UpdateClient)
    is_verified: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DrivingLicence(IdentityDocument):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class OtherDocument(IdentityDocument):
    # What kind of document it is (e.g. 'National ID card')
    document_type: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class Passport(IdentityDocument):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class Client(ClientShort):
    # The client's passports
    passports: Optional[List[Passport]] = None
    # The client's driving licences
    driving_licences: Optional[List[DrivingLicence]] = None
    # The client's other documents
    other_documents: Optional[List[OtherDocument]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClientData(BaseResponse):
    # The new client
    client: Optional[Client] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClientResponse:
    # The response data
    data: Optional[AddClientData] = None


# @Route("/clients", "POST")
# @Api(Description="Add a client")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClient(BaseRequest, IReturn[AddClientResponse]):
    # The request data
    request: Optional[AddClientRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClientTemplateData(BaseResponse):
    # The request body of AddClient, with defaults
    request: Optional[AddClientRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClientTemplateResponse:
    # The response data
    data: Optional[AddClientTemplateData] = None


# @Route("/clients/template", "GET")
# @Api(Description="Get a template for adding a client")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddClientTemplate(BaseRequest, IReturn[AddClientTemplateResponse]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddDbsSearchRequest:
    # The full name of the applicant (max 250)
    name: Optional[str] = None
    # The date of birth for the applicant (DD/MM/YYYY)
    date_of_birth: Optional[str] = None
    # The email address of the applicant (max 250)
    email: Optional[str] = None
    # The applicant's mobile phone number in international format (e.g. '+447123456789', max 15)
    mobile_international: Optional[str] = None
    # England, Northern Ireland, Scotland or Wales
    job_location: Optional[str] = None
    # Basic or Standard
    disclosure_level: Optional[str] = None
    # Your reference, if any (max 250)
    reference: Optional[str] = None
    # Create the search for this sub user (max 50)
    sub_user_name: Optional[str] = None
    # Records to link the search to
    linked_to: Optional[List[LinkedTo]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DbsApplicantInformation:
    # Full name (max 250)
    name: Optional[str] = None
    # DD/MM/YYYY
    date_of_birth: Optional[str] = None
    # E-mail address (max 250)
    email: Optional[str] = None
    # Mobile number in international format, e.g. +447123456789
    mobile_international: Optional[str] = None
    # England, Northern Ireland, Scotland or Wales
    job_location: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DbsSearchSummary:
    id: Optional[int] = None
    date_searched: Optional[datetime.datetime] = None
    date_updated: Optional[datetime.datetime] = None
    status: Optional[str] = None
    disclosure_status: Optional[str] = None
    # Applicant has provided their information
    is_applicant_info_completed: Optional[bool] = None
    # The ID checker has verified the applicant's ID
    is_id_check_completed: Optional[bool] = None
    # The application is complete and ready to submit
    is_application_completed: Optional[bool] = None
    # The application has been submitted
    is_application_submitted: Optional[bool] = None
    # The application has been disclosed
    is_application_disclosed: Optional[bool] = None
    # Basic or Standard
    disclosure_level: Optional[str] = None
    # The applicant
    applicant_information: Optional[DbsApplicantInformation] = None
    # Your reference
    reference: Optional[str] = None
    is_dbs_due_renewal: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddDbsSearchData(BaseResponse):
    # Records the search is linked to
    linked_to: Optional[List[LinkedTo]] = None
    # The new search
    summary: Optional[DbsSearchSummary] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddDbsSearchResponse:
    # The response data
    data: Optional[AddDbsSearchData] = None


# @Route("/dbs", "POST")
# @Api(Description="Add a DBS Search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddDbsSearch(BaseRequest, IReturn[AddDbsSearchResponse]):
    # The request data
    request: Optional[AddDbsSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchRequest:
    # Create the search for this sub user (admins only)
    sub_user_name: Optional[str] = None
    # Required, at most 250 characters; an individual needs at least two names and no one-letter names
    name: Optional[str] = None
    address: Optional[str] = None
    # ISO 3166-1 alpha-2 code or name
    country: Optional[str] = None
    # DD/MM/YYYY
    date_of_birth: Optional[str] = None
    # ISO 3166-1 alpha-2 code or name
    nationality: Optional[str] = None
    reference: Optional[str] = None
    # Required: individual or entity
    type: Optional[str] = None
    # Screen against the PEP list (default true)
    perform_pep_search: Optional[bool] = None
    # Also screen against sanctions lists (not available on this operation: use AddSearch)
    perform_sanctions_search: Optional[bool] = None
    # Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when performSanctionsSearch
    selected_lists: Optional[ArrayOfListId] = None
    # Leave the results out of the reply (they are stored)
    exclude_results: Optional[bool] = None
    # A one-off search, not monitored or renewed (an addition to the original)
    is_day_one_search: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PepSearchResult:
    # Result id, for UpdatePepSearch's searchResultIds
    id: Optional[int] = None
    result_similarity: Optional[decimal.Decimal] = None
    result_resolved: Optional[bool] = None
    date_last_updated: Optional[datetime.datetime] = None
    title: Optional[str] = None
    forename: Optional[str] = None
    middlename: Optional[str] = None
    surname: Optional[str] = None
    # The matched name as the list writes it (an addition)
    full_name: Optional[str] = None
    date_of_birth: Optional[datetime.datetime] = None
    year_of_birth: Optional[int] = None
    gender: Optional[str] = None
    nationality: Optional[str] = None
    # The list and entity the result came from
    source: Optional[str] = None
    # PEP, or RCA for a relative or close associate
    category: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchCriteria:
    name: Optional[str] = None
    address: Optional[str] = None
    country: Optional[str] = None
    date_of_birth: Optional[str] = None
    nationality: Optional[str] = None
    reference: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PepSearchRecord:
    id: Optional[int] = None
    search_criteria: Optional[SearchCriteria] = None
    # individual or entity
    search_type: Optional[str] = None
    # A PEP list update changed the results: a new decision is needed
    affected_by_update: Optional[bool] = None
    client_in_results: Optional[bool] = None
    client_not_in_results: Optional[bool] = None
    # A one-off search; false for a monitored search that expires on dateRenewal
    is_day_one_search: Optional[bool] = None
    date_searched: Optional[datetime.datetime] = None
    # Last decision (or the search date)
    date_updated: Optional[datetime.datetime] = None
    # When the monitored search is due for renewal; null for a day-one search
    date_renewal: Optional[datetime.datetime] = None
    num_of_results: Optional[int] = None
    # Results not yet resolved (an addition to the original)
    num_of_unresolved_results: Optional[int] = None
    # No longer checked during list updates
    is_archived: Optional[bool] = None
    date_archived: Optional[datetime.datetime] = None
    # The results (GetPepSearch, AddPepSearch; empty in lists)
    pep_search_results: Optional[List[PepSearchResult]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchData(BaseResponse):
    # The new PEP search (without results when excludeResults)
    search_record: Optional[PepSearchRecord] = None
    # searchRecord holds the PEP search
    includes_pep_search_record: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchResponse:
    # The response data
    data: Optional[AddPepSearchData] = None


# @Route("/peps/create", "POST")
# @Api(Description="Create a PEP search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearch(BaseRequest, IReturn[AddPepSearchResponse]):
    # The request data
    request: Optional[AddPepSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchNoteRequest:
    id: Optional[int] = None
    # At most 4000 characters
    note: Optional[str] = None
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchNote:
    # User name of the author
    name: Optional[str] = None
    date: Optional[datetime.datetime] = None
    content: Optional[str] = None


class ArrayOfSearchNote(List[SearchNote]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchNotesData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None
    # The notes, oldest first
    notes: Optional[ArrayOfSearchNote] = None
    # The search id
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchNoteData(SearchNotesData):
    # How many notes the search has; notes holds the newest (at most 50), oldest first
    total_notes: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchNoteResponse:
    # The response data
    data: Optional[AddPepSearchNoteData] = None


# @Route("/peps/notes/add", "POST")
# @Api(Description="Add a note to an existing PEP search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddPepSearchNote(BaseRequest, IReturn[AddPepSearchNoteResponse]):
    # The request data
    request: Optional[AddPepSearchNoteRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchRequest:
    # Name to screen (max 250; individuals: at least two names, none of one letter)
    name: Optional[str] = None
    # Address (max 250)
    address: Optional[str] = None
    # Country of residence: ISO 3166-1 alpha-2 code or name (adjusts resultStrength)
    country: Optional[str] = None
    # Date of birth, DD/MM/YYYY (adjusts resultStrength)
    date_of_birth: Optional[str] = None
    # Nationality: code or name (adjusts resultStrength)
    nationality: Optional[str] = None
    # Your reference (max 250)
    reference: Optional[str] = None
    # individual or entity
    type: Optional[str] = None
    # List ids to search (HMTSL, OFACL, EUL, ...) or ALL
    selected_lists: Optional[ArrayOfListId] = None
    # true leaves the results out of the reply (they are stored and shown by GetSearch)
    exclude_results: Optional[bool] = None
    # Store the search as this sub user's (admin only)
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultAddress:
    search_result_address_id: Optional[int] = None
    type: Optional[str] = None
    address1: Optional[str] = None
    address2: Optional[str] = None
    address3: Optional[str] = None
    city: Optional[str] = None
    county: Optional[str] = None
    post_code: Optional[str] = None
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultDateOfBirth:
    search_result_date_of_birth_id: Optional[int] = None
    date_of_birth: Optional[str] = None
    year: Optional[int] = None
    month: Optional[int] = None
    day: Optional[int] = None
    type: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultName:
    search_result_name_id: Optional[int] = None
    # primary, alias, alias-strong, alias-weak, ...
    type: Optional[str] = None
    title: Optional[str] = None
    full_name: Optional[str] = None
    result_similarity: Optional[decimal.Decimal] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultNationality:
    search_result_nationality_id: Optional[int] = None
    nationality: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultPlaceOfBirth:
    search_result_place_of_birth_id: Optional[int] = None
    place_of_birth: Optional[str] = None
    country_of_birth: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultRemark:
    search_result_remark_id: Optional[int] = None
    name: Optional[str] = None
    description: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultEntry:
    search_result_id: Optional[int] = None
    result_strength: Optional[int] = None
    result_similarity: Optional[decimal.Decimal] = None
    result_resolved: Optional[bool] = None
    result_type: Optional[str] = None
    date_updated: Optional[datetime.datetime] = None
    sanctions_list_id: Optional[str] = None
    sanctions_list_name: Optional[str] = None
    addresses: Optional[List[SearchResultAddress]] = None
    dates_of_birth: Optional[List[SearchResultDateOfBirth]] = None
    names: Optional[List[SearchResultName]] = None
    nationalities: Optional[List[SearchResultNationality]] = None
    places_of_birth: Optional[List[SearchResultPlaceOfBirth]] = None
    remarks: Optional[List[SearchResultRemark]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultBase:
    result_strength: Optional[int] = None
    result_similarity: Optional[decimal.Decimal] = None
    result_resolved: Optional[bool] = None
    result_type: Optional[str] = None
    date_updated: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultCanadianJustice(SearchResultBase):
    name: Optional[str] = None
    date_of_birth: Optional[str] = None
    country: Optional[str] = None
    ref_id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultCanadianSema(SearchResultBase):
    name: Optional[str] = None
    date_of_birth: Optional[str] = None
    country: Optional[str] = None
    schedule: Optional[str] = None
    item: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultDfat(SearchResultBase):
    full_name: Optional[str] = None
    address: Optional[str] = None
    date_of_birth: Optional[str] = None
    place_of_birth: Optional[str] = None
    nationality: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class EuAddress:
    street: Optional[str] = None
    city: Optional[str] = None
    country: Optional[str] = None
    post_code: Optional[str] = None
    other: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class EuBirth:
    date: Optional[str] = None
    place: Optional[str] = None
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class EuCitizenship:
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class EuName:
    full_name: Optional[str] = None
    gender: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class EuPassport:
    number: Optional[str] = None
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultEu(SearchResultBase):
    addresses: Optional[List[EuAddress]] = None
    births: Optional[List[EuBirth]] = None
    citizenships: Optional[List[EuCitizenship]] = None
    names: Optional[List[EuName]] = None
    passports: Optional[List[EuPassport]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultHmTreasury(SearchResultBase):
    date_listed: Optional[datetime.datetime] = None
    name1: Optional[str] = None
    name2: Optional[str] = None
    name3: Optional[str] = None
    name4: Optional[str] = None
    name5: Optional[str] = None
    name6: Optional[str] = None
    date_of_birth: Optional[str] = None
    country_of_birth: Optional[str] = None
    nationality: Optional[str] = None
    address1: Optional[str] = None
    address2: Optional[str] = None
    address3: Optional[str] = None
    address4: Optional[str] = None
    address5: Optional[str] = None
    address6: Optional[str] = None
    post_code: Optional[str] = None
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class OfacAddress:
    address1: Optional[str] = None
    address2: Optional[str] = None
    address3: Optional[str] = None
    city: Optional[str] = None
    state: Optional[str] = None
    post_code: Optional[str] = None
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class OfacAka:
    first_name: Optional[str] = None
    last_name: Optional[str] = None
    type: Optional[str] = None
    strength: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class OfacDateOfBirth:
    date_of_birth: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class OfacNationality:
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class OfacPlaceOfBirth:
    place_of_birth: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultOfac(SearchResultBase):
    first_name: Optional[str] = None
    last_name: Optional[str] = None
    addresses: Optional[List[OfacAddress]] = None
    akas: Optional[List[OfacAka]] = None
    date_of_births: Optional[List[OfacDateOfBirth]] = None
    nationalities: Optional[List[OfacNationality]] = None
    place_of_births: Optional[List[OfacPlaceOfBirth]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResultOsfi(SearchResultBase):
    full_name: Optional[str] = None
    address: Optional[str] = None
    date_of_birth: Optional[str] = None
    place_of_birth: Optional[str] = None
    nationality: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchResults:
    eu_results: Optional[List[SearchResultEu]] = None
    hmt_results: Optional[List[SearchResultHmTreasury]] = None
    hmt_ukraine_results: Optional[List[SearchResultHmTreasury]] = None
    ofac_results: Optional[List[SearchResultOfac]] = None
    ofac_consolidated_results: Optional[List[SearchResultOfac]] = None
    dfat_results: Optional[List[SearchResultDfat]] = None
    osfi_results: Optional[List[SearchResultOsfi]] = None
    canadian_justice_results: Optional[List[SearchResultCanadianJustice]] = None
    canadian_sema_results: Optional[List[SearchResultCanadianSema]] = None
    swiss_seco_results: Optional[List[SearchResultEntry]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchSource:
    list_id: Optional[str] = None
    list_name: Optional[str] = None
    list_short_name: Optional[str] = None
    is_affected_by_list_update: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchRecord:
    id: Optional[int] = None
    # individual or entity
    search_type: Optional[str] = None
    date_searched: Optional[datetime.datetime] = None
    date_updated: Optional[datetime.datetime] = None
    date_archived: Optional[datetime.datetime] = None
    is_archived: Optional[bool] = None
    num_of_results: Optional[int] = None
    client_in_results: Optional[bool] = None
    client_not_in_results: Optional[bool] = None
    affected_by_update: Optional[bool] = None
    search_criteria: Optional[SearchCriteria] = None
    # Results per list (deprecated form)
    search_results: Optional[SearchResults] = None
    search_sources: Optional[List[SearchSource]] = None
    list_search_results: Optional[List[SearchResultEntry]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchData(BaseResponse):
    # The new search with its results
    search_record: Optional[SearchRecord] = None
    # Always false: AddSearch performs no PEP search (AddPepSearch does)
    includes_pep_search_record: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchResponse:
    # The response data
    data: Optional[AddSearchData] = None


# @Route("/sanctions/create", "POST")
# @Api(Description="Create a sanctions search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearch(BaseRequest, IReturn[AddSearchResponse]):
    # The request data
    request: Optional[AddSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchNoteRequest:
    # The search id
    id: Optional[int] = None
    # The note (1-4000 characters)
    note: Optional[str] = None
    # Only if this sub user may view the search
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchNoteData(SearchNotesData):
    # How many notes the search has; notes holds the newest (at most 50), oldest first
    total_notes: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchNoteResponse:
    # The response data
    data: Optional[AddSearchNoteData] = None


# @Route("/sanctions/notes/add", "POST")
# @Api(Description="Add a note to an existing sanctions search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSearchNote(BaseRequest, IReturn[AddSearchNoteResponse]):
    # The request data
    request: Optional[AddSearchNoteRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSubUserRequest:
    # The sub user's sign-in user name
    user_name: Optional[str] = None
    # The sub user's name
    name: Optional[str] = None
    # The sub user's e-mail address
    email: Optional[str] = None
    # Admin privileges, such as managing purchases and sub users
    is_admin: Optional[bool] = None
    # May resolve the searches it can see (UpdateSearch)
    can_resolve_searches: Optional[bool] = None
    # May delete the searches it can see (DeleteSearch)
    can_delete_searches: Optional[bool] = None
    # Send the e-mail with instructions for setting a password (default true)
    send_welcome_email: Optional[bool] = None


class ArrayOfUserNames(List[str]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SubUser:
    # The user who created the account
    is_main_user: Optional[bool] = None
    user_id: Optional[str] = None
    # Sign-in user name
    user_name: Optional[str] = None
    name: Optional[str] = None
    email: Optional[str] = None
    # Admin privileges such as managing purchases and sub users
    is_admin: Optional[bool] = None
    can_resolve_searches: Optional[bool] = None
    can_delete_searches: Optional[bool] = None
    # User names whose searches this user may see
    permissions: Optional[ArrayOfUserNames] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSubUserData(BaseResponse):
    # The sub user
    sub_user: Optional[SubUser] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSubUserResponse:
    # The response data
    data: Optional[AddSubUserData] = None


# @Route("/subusers/create", "POST")
# @Api(Description="Create a sub user")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddSubUser(BaseRequest, IReturn[AddSubUserResponse]):
    # The request data
    request: Optional[AddSubUserRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ValidIdBankRequest:
    # Six digits (dashes allowed)
    sort_code: Optional[str] = None
    # Eight digits
    account_number: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ValidIdBasicRequest:
    title: Optional[str] = None
    # Required
    forename: Optional[str] = None
    middle_name: Optional[str] = None
    # Required
    surname: Optional[str] = None
    # Male or Female (optional)
    gender: Optional[str] = None
    # Required, DD/MM/YYYY
    date_of_birth: Optional[str] = None
    # Required: house and street
    address1: Optional[str] = None
    address2: Optional[str] = None
    city: Optional[str] = None
    # Required
    postcode: Optional[str] = None
    # ISO 3166-1 alpha-2 code or name (default GB)
    country: Optional[str] = None
    # When set, the person is told of the check by e-mail
    email: Optional[str] = None
    # When set, the person is told of the check by SMS (+447123456789)
    mobile_international: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ValidIdDrivingRequest:
    # The licence number
    number: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ValidIdPassportRequest:
    # The passport number
    number: Optional[str] = None
    # DD/MM/YYYY
    expiry_date: Optional[str] = None
    # Issuing country
    country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdRequest:
    # basic or enhanced
    type: Optional[str] = None
    # The person to check
    basic_request: Optional[ValidIdBasicRequest] = None
    # Sanctions lists to search (ALL, HMTSL, OFACL, ...); at least one
    selected_lists: Optional[ArrayOfListId] = None
    # A reference of your own (max 250)
    reference: Optional[str] = None
    # Create the check for this sub user (admins only)
    sub_user_name: Optional[str] = None
    # Records the check is linked to (passed to the identity party)
    linked_to: Optional[List[LinkedTo]] = None
    # Check a passport (needs passportRequest)
    passport_enabled: Optional[bool] = None
    # The passport, when passportEnabled
    passport_request: Optional[ValidIdPassportRequest] = None
    # Check a driving licence (needs drivingRequest)
    driving_enabled: Optional[bool] = None
    # The driving licence, when drivingEnabled
    driving_request: Optional[ValidIdDrivingRequest] = None
    # Check a bank account (needs bankRequest)
    bank_enabled: Optional[bool] = None
    # The bank account, when bankEnabled
    bank_request: Optional[ValidIdBankRequest] = None
    # Check the birth register
    birth_enabled: Optional[bool] = None
    # Check company directorships
    company_director_enabled: Optional[bool] = None
    # Check for active credit accounts
    credit_active_enabled: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ValidIdSearchCriteria:
    full_name: Optional[str] = None
    date_of_birth: Optional[datetime.datetime] = None
    gender: Optional[str] = None
    address: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ValidIdListItem:
    id: Optional[int] = None
    # 1 Basic, 2 Enhanced, 3 Age Verification, 4 CCJ and Insolvency, 5 Passport Validation, 6 Driving Licence Validation
    type: Optional[int] = None
    score: Optional[int] = None
    status: Optional[str] = None
    date_searched: Optional[datetime.datetime] = None
    reference: Optional[str] = None
    pep_error: Optional[bool] = None
    replaced: Optional[bool] = None
    replacement_search_id: Optional[int] = None
    has_completed_request: Optional[bool] = None
    has_completed_search: Optional[bool] = None
    search_criteria: Optional[ValidIdSearchCriteria] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdData(BaseResponse):
    # The new ValidID check (Pending until the identity party answers)
    search_record: Optional[ValidIdListItem] = None
    # The sanctions search run as part of the check (GetSearch)
    sanctions_search_id: Optional[int] = None
    # What the check cost the account
    cost: Optional[decimal.Decimal] = None
    # The account balance after the check
    balance: Optional[decimal.Decimal] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdResponse:
    # The response data
    data: Optional[AddValidIdData] = None


# @Route("/validid/create", "POST")
# @Api(Description="Create a ValidID Search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidId(BaseRequest, IReturn[AddValidIdResponse]):
    # The request data
    request: Optional[AddValidIdRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdNoteRequest:
    # The ValidID search id
    id: Optional[int] = None
    # The note (1-4000 characters)
    note: Optional[str] = None
    # Only if this sub user may view the search
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdNoteData(SearchNotesData):
    # How many notes the search has; notes holds the newest (at most 50), oldest first
    total_notes: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdNoteResponse:
    # The response data
    data: Optional[AddValidIdNoteData] = None


# @Route("/validid/notes/add", "POST")
# @Api(Description="Add a note to an existing ValidID Search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class AddValidIdNote(BaseRequest, IReturn[AddValidIdNoteResponse]):
    # The request data
    request: Optional[AddValidIdNoteRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchivePepSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchivePepSearchResponse:
    # The response data
    data: Optional[ArchivePepSearchData] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PepSearchIDRequest:
    # Check that this sub user may view the search
    sub_user_name: Optional[str] = None
    id: Optional[int] = None


# @Route("/peps/archive", "PUT")
# @Api(Description="Archive a PEP search (it is no longer monitored)")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchivePepSearch(BaseRequest, IReturn[ArchivePepSearchResponse]):
    # The request data
    request: Optional[PepSearchIDRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchiveSearchRequest:
    # The search to archive
    id: Optional[int] = None
    # Only if this sub user may view the search
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchiveSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchiveSearchResponse:
    # The response data
    data: Optional[ArchiveSearchData] = None


# @Route("/sanctions/archive", "PUT")
# @Api(Description="Archive a sanctions search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ArchiveSearch(BaseRequest, IReturn[ArchiveSearchResponse]):
    # The request data
    request: Optional[ArchiveSearchRequest] = None


class ArrayOfBulkSearchStatus(List[BulkSearchStatus]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CompanySearchResultItem:
    id: Optional[str] = None
    number: Optional[str] = None
    name: Optional[str] = None
    address: Optional[str] = None
    country: Optional[str] = None
    status: Optional[str] = None


class ArrayOfCompany(List[CompanySearchResultItem]):
    pass


class ArrayOfLong(List[int]):
    pass


class ArrayOfSanctionsSearchRecord(List[SearchRecord]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DbsSearchShort:
    id: Optional[int] = None
    date_searched: Optional[datetime.datetime] = None
    date_updated: Optional[datetime.datetime] = None
    status: Optional[str] = None
    disclosure_status: Optional[str] = None
    # Applicant has provided their information
    is_applicant_info_completed: Optional[bool] = None
    # The ID checker has verified the applicant's ID
    is_id_check_completed: Optional[bool] = None
    # The application is complete and ready to submit
    is_application_completed: Optional[bool] = None
    # The application has been submitted
    is_application_submitted: Optional[bool] = None
    # The application has been disclosed
    is_application_disclosed: Optional[bool] = None
    # Basic or Standard
    disclosure_level: Optional[str] = None
    name: Optional[str] = None
    reference: Optional[str] = None
    is_dbs_due_renewal: Optional[bool] = None


class ArrayOfSearchRecord(List[DbsSearchShort]):
    pass


class ArrayOfString(List[str]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class Country:
    code: Optional[str] = None
    name: Optional[str] = None


class ArrayOfVatCountry(List[Country]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CheckValidIdStatusData(BaseResponse):
    # True if ValidID has been activated on the account
    valid_id_activated: Optional[bool] = None
    # The agreement, with when it was signed if it was
    agreement_text: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CheckValidIdStatusResponse:
    # The response data
    data: Optional[CheckValidIdStatusData] = None


# @Route("/validid/status", "POST")
# @Api(Description="Check whether ValidID is activated")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CheckValidIdStatus(BaseRequest, IReturn[CheckValidIdStatusResponse]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CompanyIndustry:
    id: Optional[int] = None
    name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CompanyType:
    id: Optional[int] = None
    name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewAllPepSearchesRequest:
    # Price searches due on or before this date (default: the 1st of next month)
    renewal_date: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewAllPepSearchesData(BaseResponse):
    # Searches that would be renewed
    count: Optional[int] = None
    # Cost of renewing them
    total_cost: Optional[decimal.Decimal] = None
    # The effective renewal date, yyyy-MM-dd
    renewal_date: Optional[str] = None
    # Total cost is covered by the balance
    can_afford: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewAllPepSearchesResponse:
    # The response data
    data: Optional[CostRenewAllPepSearchesData] = None


# @Route("/peps/renew/all", "GET")
# @Api(Description="Get cost of renewing all PEP searches due for renewal")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewAllPepSearches(BaseRequest, IReturn[CostRenewAllPepSearchesResponse]):
    # The request data
    request: Optional[CostRenewAllPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewPepSearchesRequest:
    # PEP search ids (fewer than 500)
    ids: Optional[ArrayOfLong] = None
    # Price searches due on or before this date (default: the 1st of next month)
    date_renewal: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewPepSearchesData(BaseResponse):
    # Searches that would be renewed
    count: Optional[int] = None
    # Cost of renewing them
    total_cost: Optional[decimal.Decimal] = None
    # The effective renewal date, yyyy-MM-dd
    renewal_date: Optional[str] = None
    # Total cost is covered by the balance
    can_afford: Optional[bool] = None
    # Ids not found, not visible or not due
    failed_ids: Optional[List[int]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewPepSearchesResponse:
    # The response data
    data: Optional[CostRenewPepSearchesData] = None


# @Route("/peps/renew/selected", "GET")
# @Api(Description="Get cost of renewing specified PEP searches due for renewal")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CostRenewPepSearches(BaseRequest, IReturn[CostRenewPepSearchesResponse]):
    # The request data
    request: Optional[CostRenewPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountIncompleteClientsData(BaseResponse):
    number_of_incomplete_clients: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountIncompleteClientsResponse:
    # The response data
    data: Optional[CountIncompleteClientsData] = None


# @Route("/clients/incomplete/count", "GET")
# @Api(Description="Get the number of incomplete clients")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountIncompleteClients(BaseRequest, IReturn[CountIncompleteClientsResponse]):
    # Days that must have elapsed before a client counts (default 7; 0 counts all)
    days_incomplete: Optional[int] = None
    # PendingCompletion or PendingVerification (default: either)
    state: Optional[ClientState] = None
    # Only clients of the ValidateMe flow (default true)
    is_validate_me: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedPepSearchesRequest:
    # Also count searches of the other users the caller may see
    include_searches_from_other_users: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedPepSearchesData(BaseResponse):
    # Unresolved PEP searches
    number_of_unresolved_pep_searches: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedPepSearchesResponse:
    # The response data
    data: Optional[CountUnresolvedPepSearchesData] = None


# @Route("/peps/unresolved/count", "POST")
# @Api(Description="Get the count of unresolved PEP searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedPepSearches(BaseRequest, IReturn[CountUnresolvedPepSearchesResponse]):
    # The request data
    request: Optional[CountUnresolvedPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedSearchesRequest:
    # Also count searches of the other users the caller may see
    include_searches_from_other_users: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedSearchesData(BaseResponse):
    # Unresolved sanctions searches
    number_of_unresolved_searches: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedSearchesResponse:
    # The response data
    data: Optional[CountUnresolvedSearchesData] = None


# @Route("/sanctions/unresolved/count", "POST")
# @Api(Description="Get the count of unresolved sanctions searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUnresolvedSearches(BaseRequest, IReturn[CountUnresolvedSearchesResponse]):
    # The request data
    request: Optional[CountUnresolvedSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedPepSearchesRequest:
    # Also count searches of the other users the caller may see
    include_searches_from_other_users: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedPepSearchesData(BaseResponse):
    number_of_updated_pep_searches: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedPepSearchesResponse:
    # The response data
    data: Optional[CountUpdatedPepSearchesData] = None


# @Route("/peps/updated/count", "POST")
# @Api(Description="Get the count of PEP searches affected by updates")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedPepSearches(BaseRequest, IReturn[CountUpdatedPepSearchesResponse]):
    # The request data
    request: Optional[CountUpdatedPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedSearchesRequest:
    # Also count searches of the other users the caller may see
    include_searches_from_other_users: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedSearchesData(BaseResponse):
    # Non-archived sanctions searches affected by a list update
    number_of_updated_searches: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedSearchesResponse:
    # The response data
    data: Optional[CountUpdatedSearchesData] = None


# @Route("/sanctions/updated/count", "POST")
# @Api(Description="Get the count of sanctions searches affected by list updates")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class CountUpdatedSearches(BaseRequest, IReturn[CountUpdatedSearchesResponse]):
    # The request data
    request: Optional[CountUpdatedSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteClientData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteClientResponse:
    # The response data
    data: Optional[DeleteClientData] = None


# @Route("/clients/{Id}", "DELETE")
# @Api(Description="Delete a client")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteClient(BaseRequest, IReturn[DeleteClientResponse]):
    # The client id
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeletePepSearchRequest:
    # Check that this sub user may view the search
    sub_user_name: Optional[str] = None
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeletePepSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeletePepSearchResponse:
    # The response data
    data: Optional[DeletePepSearchData] = None


# @Route("/peps/delete", "DELETE")
# @Api(Description="Delete a PEP search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeletePepSearch(BaseRequest, IReturn[DeletePepSearchResponse]):
    # The request data
    request: Optional[DeletePepSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSearchRequest:
    # Check that this sub user may view the search
    sub_user_name: Optional[str] = None
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSearchResponse:
    # The response data
    data: Optional[DeleteSearchData] = None


# @Route("/sanctions/delete", "DELETE")
# @Api(Description="Delete a sanctions search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSearch(BaseRequest, IReturn[DeleteSearchResponse]):
    # The request data
    request: Optional[DeleteSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSubUserData(BaseResponse):
    # Was the delete successful?
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSubUserResponse:
    # The response data
    data: Optional[DeleteSubUserData] = None


# @Route("/subusers/delete", "DELETE")
# @Api(Description="Delete a sub user")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class DeleteSubUser(BaseRequest, IReturn[DeleteSubUserResponse]):
    # The user id of the sub user to delete
    delete_user_id: Optional[str] = None
    # The user id of the user to transfer the sub user's existing searches to
    transfer_to_user_id: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchHistoryRequest:
    # Only bulk searches this sub user may view
    sub_user_name: Optional[str] = None
    # 1-based page number
    page: Optional[int] = None
    # Records per page (1-100, default 10)
    page_size: Optional[int] = None
    # Status (default), Name or Date, optionally followed by ' desc'
    sort_order: Optional[str] = None
    # Only bulk searches of this user (GUID)
    where_user_id: Optional[str] = None
    # Created on or after
    where_date_from: Optional[datetime.datetime] = None
    # Created before
    where_date_to: Optional[datetime.datetime] = None
    # Only this bulk search
    where_id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchHistoryData(BaseResponse):
    bulk_search_list: Optional[ArrayOfBulkSearchStatus] = None
    current_page_num: Optional[int] = None
    max_page_num: Optional[int] = None
    total_bulk_searches: Optional[int] = None
    page_size: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchHistoryResponse:
    # The response data
    data: Optional[GetBulkSearchHistoryData] = None


# @Route("/bulksearches/list", "POST")
# @Api(Description="Get all bulk searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchHistory(BaseRequest, IReturn[GetBulkSearchHistoryResponse]):
    # The request data
    request: Optional[GetBulkSearchHistoryRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchStatusRequest:
    # The bulk search
    bulk_search_id: Optional[int] = None
    # A bulk search this sub user may view
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchStatusData(BaseResponse):
    bulk_search_status: Optional[BulkSearchStatus] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchStatusResponse:
    # The response data
    data: Optional[GetBulkSearchStatusData] = None


# @Route("/bulksearch/status", "POST")
# @Api(Description="Get a bulk search status")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetBulkSearchStatus(BaseRequest, IReturn[GetBulkSearchStatusResponse]):
    # The request data
    request: Optional[GetBulkSearchStatusRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientData(BaseResponse):
    # Records the client is linked to
    linked_to: Optional[List[LinkedTo]] = None
    # The client
    client: Optional[Client] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientResponse:
    # The response data
    data: Optional[GetClientData] = None


# @Route("/clients/{Id}", "GET")
# @Api(Description="Get a client")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClient(BaseRequest, IReturn[GetClientResponse]):
    # The client id
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientDocumentData(BaseResponse):
    # The image (PNG), base64
    base64_image: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientDocumentResponse:
    # The response data
    data: Optional[GetClientDocumentData] = None


# @Route("/clients/document", "POST")
# @Api(Description="Get a client's document image")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientDocument(BaseRequest, IReturn[GetClientDocumentResponse]):
    # The client id
    id: Optional[int] = None
    # true: the uploaded image; false: the processed one
    original: Optional[bool] = None
    # Maximum length in pixels of the longest side (scaled down, never up)
    mil: Optional[int] = None
    # An OCR capture of the document
    ocr_id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PageLinks:
    self: Optional[str] = None
    first: Optional[str] = None
    last: Optional[str] = None
    next: Optional[str] = None
    prev: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PageMeta:
    links: Optional[PageLinks] = None
    # Total records for the query
    total_count: Optional[int] = None
    # Maximum records in one page
    page_limit: Optional[int] = None
    # Zero-based start position
    page_offset: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientsData(BaseResponse):
    # The page of clients
    clients: Optional[List[ClientShort]] = None
    # Paging metadata
    meta: Optional[PageMeta] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClientsResponse:
    # The response data
    data: Optional[GetClientsData] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PagedRequest(BaseRequest):
    # Maximum records per page (1-500, default 25)
    page_limit: Optional[int] = field(metadata=config(field_name='page[limit]'), default=None)
    # Zero-based start
    page_offset: Optional[int] = field(metadata=config(field_name='page[offset]'), default=None)
    # status (default), name, date, dateUpdated or reference; prefix - for descending
    sort: Optional[str] = None


# @Route("/clients", "GET")
# @Api(Description="Get all clients")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetClients(PagedRequest, IReturn[GetClientsResponse]):
    # Only clients in this state
    state: Optional[ClientState] = None
    # Only clients whose IsValidateMe flag matches (null: either)
    is_validate_me: Optional[bool] = None
    # Names that include this value
    name: Optional[str] = None
    # Created on or after
    date_from: Optional[datetime.datetime] = None
    # Created before
    date_to: Optional[datetime.datetime] = None
    # Only clients this sub user may view
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetDbsSearchData(BaseResponse):
    # Records the search is linked to
    linked_to: Optional[List[LinkedTo]] = None
    # The search
    summary: Optional[DbsSearchSummary] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetDbsSearchResponse:
    # The response data
    data: Optional[GetDbsSearchData] = None


# @Route("/dbs/{Id}", "GET")
# @Api(Description="Get a DBS Search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetDbsSearch(BaseRequest, IReturn[GetDbsSearchResponse]):
    # The ID of the DBS Search
    id: Optional[int] = None
    # Only return the search if this sub user may view it
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetDbsSearchesData(BaseResponse):
    # The page of searches
    searches: Optional[ArrayOfSearchRecord] = None
    # Paging metadata
    meta: Optional[PageMeta] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetDbsSearchesResponse:
    # The response data
    data: Optional[GetDbsSearchesData] = None


# @Route("/dbs", "GET")
# @Api(Description="Get all DBS Searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetDbsSearches(PagedRequest, IReturn[GetDbsSearchesResponse]):
    # Names that include this value
    name: Optional[str] = None
    # Created on or after
    date_from: Optional[datetime.datetime] = None
    # Created before
    date_to: Optional[datetime.datetime] = None
    # true, false, or null for either
    is_applicant_info_completed: Optional[bool] = None
    # true, false, or null for either
    is_id_check_completed: Optional[bool] = None
    # true, false, or null for either
    is_application_completed: Optional[bool] = None
    # true, false, or null for either
    is_application_submitted: Optional[bool] = None
    # true, false, or null for either
    is_application_disclosed: Optional[bool] = None
    # Only searches this sub user may view
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetEulaStatusData(BaseResponse):
    terms_and_conditions: Optional[str] = None
    privacy_policy: Optional[str] = None
    agree_to_contact: Optional[bool] = None
    agree_to_contact_info: Optional[str] = None
    agree_to_contact_date: Optional[datetime.datetime] = None
    agree_to_terms: Optional[bool] = None
    agree_to_terms_info: Optional[str] = None
    agree_to_terms_date: Optional[datetime.datetime] = None
    agree_to_data_protection: Optional[bool] = None
    agree_to_data_protection_info: Optional[str] = None
    agree_to_data_protection_date: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetEulaStatusResponse:
    # The response data
    data: Optional[GetEulaStatusData] = None


# @Route("/account/eula", "GET")
# @Api(Description="Get the account EULA & status")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetEulaStatus(BaseRequest, IReturn[GetEulaStatusResponse]):
    # The sub user to report on (default: the main user)
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfRequest:
    # Set when the document is kept in a single sub user account
    sub_user_name: Optional[str] = None
    # The document id
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PdfDocument:
    id: Optional[int] = None
    # The document is ready to download
    is_ready: Optional[bool] = None
    name: Optional[str] = None
    searched_name: Optional[str] = None
    file_name: Optional[str] = None
    # sanctions, pep, validid, companylookup, ...
    type: Optional[str] = None
    sanctions_search_id: Optional[int] = None
    pep_search_id: Optional[int] = None
    valid_id_search_id: Optional[int] = None
    company_lookup_search_id: Optional[int] = None
    date_created: Optional[datetime.datetime] = None
    date_expires: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class PdfDocumentWithData(PdfDocument):
    # The file content (base64)
    document_bytes: Optional[bytes] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfData(BaseResponse):
    # The document with its file data
    document: Optional[PdfDocumentWithData] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfResponse:
    # The response data
    data: Optional[GetPdfData] = None


# @Route("/pdfs/get", "POST")
# @Api(Description="Get a PDF")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdf(BaseRequest, IReturn[GetPdfResponse]):
    # The request data
    request: Optional[GetPdfRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfsRequest:
    # Only the documents this sub user may view
    sub_user_name: Optional[str] = None
    # 1-based page number (default 1)
    page: Optional[int] = None
    # Documents per page (1-100, default 25)
    page_size: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfsData(BaseResponse):
    # The documents of the page, newest first
    documents: Optional[List[PdfDocument]] = None
    # Unexpired documents in scope
    total_documents: Optional[int] = None
    current_page_num: Optional[int] = None
    max_page_num: Optional[int] = None
    page_size: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfsResponse:
    # The response data
    data: Optional[GetPdfsData] = None


# @Route("/pdfs/list", "POST")
# @Api(Description="Get the saved PDFs")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPdfs(BaseRequest, IReturn[GetPdfsResponse]):
    # The request data
    request: Optional[GetPdfsRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchRequest:
    # Check that this sub user may view the search
    sub_user_name: Optional[str] = None
    # Leave out resolved results
    only_show_unresolved_results: Optional[bool] = None
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchData(BaseResponse):
    linked_to: Optional[List[LinkedTo]] = None
    search_record: Optional[PepSearchRecord] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchResponse:
    # The response data
    data: Optional[GetPepSearchData] = None


# @Route("/peps/get", "POST")
# @Api(Description="Get a PEP search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearch(BaseRequest, IReturn[GetPepSearchResponse]):
    # The request data
    request: Optional[GetPepSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchNotesRequest:
    id: Optional[int] = None
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchNotesData(SearchNotesData):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchNotesResponse:
    # The response data
    data: Optional[GetPepSearchNotesData] = None


# @Route("/peps/notes/get", "POST")
# @Api(Description="Get the notes for an existing PEP search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchNotes(BaseRequest, IReturn[GetPepSearchNotesResponse]):
    # The request data
    request: Optional[GetPepSearchNotesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchesRequest:
    # Only searches this sub user may view
    sub_user_name: Optional[str] = None
    # true: only searches with unresolved results; false: only those without
    list_unresolved_searches: Optional[bool] = None
    # true: only searches affected by a list update; false: only those not
    list_updated_searches: Optional[bool] = None
    # true: only monitored searches due for renewal before the 1st of next month; false: only those not
    list_expiring_searches: Optional[bool] = None
    # true: archived searches instead of current ones
    list_archived_searches: Optional[bool] = None
    # 1-based page number (10 per page)
    page: Optional[int] = None
    # Status (default), Name or Date, optionally followed by ' desc'
    sort_order: Optional[str] = None
    # Every word in the name; a quoted value as one substring
    name_search: Optional[str] = None
    # nameSearch is the whole name (case-insensitive)
    name_search_exact: Optional[bool] = None
    # Leave out names that contain this value
    filter_name_excludes: Optional[str] = None
    # References that contain this value
    filter_reference: Optional[str] = None
    # Leave out references that contain this value
    filter_reference_excludes: Optional[str] = None
    # day-one or monitor
    filter_pep_type: Optional[str] = None
    # individual or entity
    filter_type: Optional[str] = None
    # Searched on or after
    filter_date_from: Optional[datetime.datetime] = None
    # Searched before
    filter_date_to: Optional[datetime.datetime] = None
    # Only searches created by this user
    filter_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchesData(BaseResponse):
    total_search_records: Optional[int] = None
    current_page_num: Optional[int] = None
    max_page_num: Optional[int] = None
    search_records: Optional[List[PepSearchRecord]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearchesResponse:
    # The response data
    data: Optional[GetPepSearchesData] = None


# @Route("/peps/list", "POST")
# @Api(Description="Get all PEP searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetPepSearches(BaseRequest, IReturn[GetPepSearchesResponse]):
    # The request data
    request: Optional[GetPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchRequest:
    # The search id
    id: Optional[int] = None
    # true leaves out resolved results
    only_show_unresolved_results: Optional[bool] = None
    # Checks that this sub user may view the search
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchData(BaseResponse):
    # Records the search is linked to
    linked_to: Optional[List[LinkedTo]] = None
    # The search with its results
    search_record: Optional[SearchRecord] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchResponse:
    # The response data
    data: Optional[GetSearchData] = None


# @Route("/sanctions/get", "POST")
# @Api(Description="Get a sanctions search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearch(BaseRequest, IReturn[GetSearchResponse]):
    # The request data
    request: Optional[GetSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchNotesRequest:
    # The search id
    id: Optional[int] = None
    # Only if this sub user may view the search
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchNotesData(SearchNotesData):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchNotesResponse:
    # The response data
    data: Optional[GetSearchNotesData] = None


# @Route("/sanctions/notes/get", "POST")
# @Api(Description="Get the notes for an existing sanctions search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchNotes(BaseRequest, IReturn[GetSearchNotesResponse]):
    # The request data
    request: Optional[GetSearchNotesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchesRequest:
    # Only searches this sub user may view
    sub_user_name: Optional[str] = None
    # true: only searches with unresolved results; false: only those without
    list_unresolved_searches: Optional[bool] = None
    # true: only searches affected by a list update; false: only those not
    list_updated_searches: Optional[bool] = None
    # true: archived searches instead of current ones
    list_archived_searches: Optional[bool] = None
    # 1-based page number (25 per page)
    page: Optional[int] = None
    # Status (default), Name or Date, optionally followed by ' desc'
    sort_order: Optional[str] = None
    # Every word in the name; a quoted value as one substring
    name_search: Optional[str] = None
    # nameSearch is the whole name (case-insensitive)
    name_search_exact: Optional[bool] = None
    # References that contain this value
    filter_reference: Optional[str] = None
    # individual or entity
    filter_type: Optional[str] = None
    # Searched on or after
    filter_date_from: Optional[datetime.datetime] = None
    # Searched before
    filter_date_to: Optional[datetime.datetime] = None
    # Only searches created by this user
    filter_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchesData(BaseResponse):
    total_search_records: Optional[int] = None
    current_page_num: Optional[int] = None
    max_page_num: Optional[int] = None
    # The searches with their sources; results are left out (GetSearch shows them)
    search_records: Optional[ArrayOfSanctionsSearchRecord] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearchesResponse:
    # The response data
    data: Optional[GetSearchesData] = None


# @Route("/sanctions/list", "POST")
# @Api(Description="Get all sanctions searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSearches(BaseRequest, IReturn[GetSearchesResponse]):
    # The request data
    request: Optional[GetSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSubUserData(BaseResponse):
    sub_user: Optional[SubUser] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSubUserResponse:
    # The response data
    data: Optional[GetSubUserData] = None


# @Route("/subusers/get", "GET")
# @Api(Description="Get a sub user")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSubUser(BaseRequest, IReturn[GetSubUserResponse]):
    # User name of the sub user
    sub_user_name: Optional[str] = None
    # Id of the sub user
    sub_user_id: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSubUsersData(BaseResponse):
    # The list of sub users
    sub_users: Optional[List[SubUser]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSubUsersResponse:
    # The response data
    data: Optional[GetSubUsersData] = None


# @Route("/subusers/list", "GET")
# @Api(Description="Get all sub users")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetSubUsers(BaseRequest, IReturn[GetSubUsersResponse]):
    # If true the main user is included in the list of sub users
    include_main_user: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetValidIdsRequest:
    # Only searches this sub user may view
    sub_user_name: Optional[str] = None
    # 1-based page number (10 per page)
    page: Optional[int] = None
    # Status (default), Name or Date, optionally followed by ' desc'
    sort_order: Optional[str] = None
    # Names that include every word of this value
    name_search: Optional[str] = None
    # References that include this value
    filter_reference: Optional[str] = None
    # ValidID type: 1-6 or its name (Basic, Enhanced, ...)
    filter_type: Optional[str] = None
    # Searched on or after
    filter_date_from: Optional[datetime.datetime] = None
    # Searched before
    filter_date_to: Optional[datetime.datetime] = None
    # Only searches created by this user
    filter_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetValidIdsData(BaseResponse):
    total_search_records: Optional[int] = None
    current_page_num: Optional[int] = None
    max_page_num: Optional[int] = None
    search_records: Optional[List[ValidIdListItem]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetValidIdsResponse:
    # The response data
    data: Optional[GetValidIdsData] = None


# @Route("/validid/list", "POST")
# @Api(Description="Get all the ValidID Searches")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class GetValidIds(BaseRequest, IReturn[GetValidIdsResponse]):
    # The request data
    request: Optional[GetValidIdsRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ReferenceData:
    countries: Optional[List[Country]] = None
    company_industries: Optional[List[CompanyIndustry]] = None
    company_types: Optional[List[CompanyType]] = None
    vat_countries: Optional[ArrayOfVatCountry] = None
    terms_and_conditions_link: Optional[str] = None
    privacy_policy_link: Optional[str] = None
    contact_statement: Optional[str] = None
    data_protection_statement: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccountRequest:
    # Login user name: at most 50 of [a-zA-Z0-9-_.@]
    username: Optional[str] = None
    # 8-100 characters
    password: Optional[str] = None
    # Contact e-mail of the account holder
    email: Optional[str] = None
    # Full legal name of the holder
    full_name: Optional[str] = None
    # Registered company name
    company_name: Optional[str] = None
    # Company contact phone
    company_phone: Optional[str] = None
    # First address line
    address1: Optional[str] = None
    # Second address line
    address2: Optional[str] = None
    # Third address line
    address3: Optional[str] = None
    # City
    city: Optional[str] = None
    # Postal code
    postcode: Optional[str] = None
    # Country code from the template's reference data
    country: Optional[str] = None
    # Company type (id or name) from the reference data
    company_type: Optional[str] = None
    # Industry (id or name) from the reference data
    company_industry: Optional[str] = None
    # Trade body, network or affiliation
    company_network: Optional[str] = None
    # Must be true
    agree_to_terms: Optional[bool] = None
    # Must be true
    agree_to_data_protection: Optional[bool] = None
    # Consent to be contacted
    agree_to_contact: Optional[bool] = None
    # Must be true
    agree_to_privacy: Optional[bool] = None
    # Discount or promotion code
    voucher_code: Optional[str] = None
    # Code granting access to features
    account_activation_code: Optional[str] = None
    # VAT registration number
    vat_number: Optional[str] = None
    # Country of VAT registration (code from the reference data)
    vat_country: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccountData(BaseResponse):
    # Unique identifier of the API access
    api_user_id: Optional[str] = None
    # Secure randomly generated key (shown once)
    api_user_key: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccountResponse:
    # The response data
    data: Optional[RegisterAccountData] = None


# @Route("/account/register", "POST")
# @Api(Description="Create a new account")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccount(BaseRequest, IReturn[RegisterAccountResponse]):
    # The request data
    request: Optional[RegisterAccountRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccountTemplateData(BaseResponse):
    # Request body of RegisterAccount
    request: Optional[RegisterAccountRequest] = None
    # Allowed values for that body
    reference_data: Optional[ReferenceData] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccountTemplateResponse:
    # The response data
    data: Optional[RegisterAccountTemplateData] = None


# @Route("/account/register/template", "GET")
# @Api(Description="Get a template to create a new account")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RegisterAccountTemplate(BaseRequest, IReturn[RegisterAccountTemplateResponse]):
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewAllPepSearchesRequest:
    # Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
    renewal_date: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewAllPepSearchesData(BaseResponse):
    # Searches renewed
    count: Optional[int] = None
    # Cost debited, in the account's currency
    total_cost: Optional[decimal.Decimal] = None
    # The effective renewal date, yyyy-MM-dd
    renewal_date: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewAllPepSearchesResponse:
    # The response data
    data: Optional[RenewAllPepSearchesData] = None


# @Route("/peps/renew/all", "PUT")
# @Api(Description="Renews all PEP searches that are due for renewal")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewAllPepSearches(BaseRequest, IReturn[RenewAllPepSearchesResponse]):
    # The request data
    request: Optional[RenewAllPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewPepSearchesRequest:
    # PEP search ids (fewer than 500)
    ids: Optional[ArrayOfLong] = None
    # Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)
    date_renewal: Optional[datetime.datetime] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewPepSearchesData(BaseResponse):
    # Searches renewed
    count: Optional[int] = None
    # Cost debited, in the account's currency
    total_cost: Optional[decimal.Decimal] = None
    # Ids not found, not visible or not due
    failed_ids: Optional[List[int]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewPepSearchesResponse:
    # The response data
    data: Optional[RenewPepSearchesData] = None


# @Route("/peps/renew/selected", "PUT")
# @Api(Description="Renews selected PEP searches that are due for renewal")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class RenewPepSearches(BaseRequest, IReturn[RenewPepSearchesResponse]):
    # The request data
    request: Optional[RenewPepSearchesRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SavePepSearchRequest:
    # Keep the document in this sub user's account
    sub_user_name: Optional[str] = None
    # The search to save
    id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SavePepSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None
    # Id of the new saved document (for GetPdf); an addition to the original
    document_id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SavePepSearchResponse:
    # The response data
    data: Optional[SavePepSearchData] = None


# @Route("/peps/save", "POST")
# @Api(Description="Save a PEP search as a PDF document")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SavePepSearch(BaseRequest, IReturn[SavePepSearchResponse]):
    # The request data
    request: Optional[SavePepSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveSearchRequest:
    # The search to save
    id: Optional[int] = None
    # Keep the saved document within this sub user's account
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None
    # Id of the new saved document (for GetPdf); an addition to the original
    document_id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveSearchResponse:
    # The response data
    data: Optional[SaveSearchData] = None


# @Route("/sanctions/save", "POST")
# @Api(Description="Save a sanctions search as a PDF document")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveSearch(BaseRequest, IReturn[SaveSearchResponse]):
    # The request data
    request: Optional[SaveSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveValidIdRequest:
    # The ValidID search to save
    id: Optional[int] = None
    # Only if this sub user may view the search; the document is theirs
    sub_user_name: Optional[str] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveValidIdData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None
    # Id of the new saved document (for GetPdf); an addition to the original
    document_id: Optional[int] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveValidIdResponse:
    # The response data
    data: Optional[SaveValidIdData] = None


# @Route("/validid/save", "POST")
# @Api(Description="Save a ValidID Search as a PDF document")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SaveValidId(BaseRequest, IReturn[SaveValidIdResponse]):
    # The request data
    request: Optional[SaveValidIdRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchCompanyLookupRequest:
    # Part of the company name (case-insensitive)
    company_name: Optional[str] = None
    # ISO 3166 alpha-2 country code
    company_country: Optional[str] = None
    # Prefix match, at most 10 results
    autocomplete_mode: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchCompanyLookupData(BaseResponse):
    search_results: Optional[ArrayOfCompany] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchCompanyLookupResponse:
    # The response data
    data: Optional[SearchCompanyLookupData] = None


# @Route("/companies/search", "POST")
# @Api(Description="Search for company details")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class SearchCompanyLookup(BaseRequest, IReturn[SearchCompanyLookupResponse]):
    # The request data
    request: Optional[SearchCompanyLookupRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateClientData(BaseResponse):
    # The verified client
    client: Optional[Client] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateClientResponse:
    # The response data
    data: Optional[UpdateClientData] = None


# @Route("/clients/{Id}", "PUT")
# @Api(Description="Verify a client")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateClient(BaseRequest, IReturn[UpdateClientResponse]):
    # The client id
    id: Optional[int] = None
    # The full name of the client (max 250)
    name: Optional[str] = None
    # Your reference, if any (max 250)
    reference: Optional[str] = None
    # Every passport of the client, with isVerified true
    passports: Optional[List[Passport]] = None
    # Every driving licence of the client, with isVerified true
    driving_licences: Optional[List[DrivingLicence]] = None
    # Every other document of the client, with isVerified true
    other_documents: Optional[List[OtherDocument]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdatePepSearchRequest:
    # Check that this sub user may view the search
    sub_user_name: Optional[str] = None
    id: Optional[int] = None
    # The client is one of the results (exactly one of the two is true)
    client_in_results: Optional[bool] = None
    # The client is none of the results
    client_not_in_results: Optional[bool] = None
    # Resolve only these results (default: all)
    search_result_ids: Optional[ArrayOfLong] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdatePepSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdatePepSearchResponse:
    # The response data
    data: Optional[UpdatePepSearchData] = None


# @Route("/peps/update", "PUT")
# @Api(Description="Resolve a PEP search or some of its results")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdatePepSearch(BaseRequest, IReturn[UpdatePepSearchResponse]):
    # The request data
    request: Optional[UpdatePepSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSearchRequest:
    # Check that this sub user may view the search
    sub_user_name: Optional[str] = None
    id: Optional[int] = None
    # The client is one of the results (exactly one of the two is true)
    client_in_results: Optional[bool] = None
    # The client is none of the results
    client_not_in_results: Optional[bool] = None
    # Resolve only these results (default: all)
    search_result_ids: Optional[ArrayOfLong] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSearchData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSearchResponse:
    # The response data
    data: Optional[UpdateSearchData] = None


# @Route("/sanctions/update", "PUT")
# @Api(Description="Resolve a sanctions search or some of its results")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSearch(BaseRequest, IReturn[UpdateSearchResponse]):
    # The request data
    request: Optional[UpdateSearchRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSubUserRequest:
    # The user name of the sub user
    sub_user_name: Optional[str] = None
    # The user names whose searches the sub user may see (ServiceStack's ArrayOfString)
    permissions: Optional[ArrayOfString] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSubUserData(BaseResponse):
    # The sub user
    sub_user: Optional[SubUser] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSubUserResponse:
    # The response data
    data: Optional[UpdateSubUserData] = None


# @Route("/subusers/update", "PUT")
# @Api(Description="Update a sub user")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateSubUser(BaseRequest, IReturn[UpdateSubUserResponse]):
    # The request data
    request: Optional[UpdateSubUserRequest] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateValidIdRequest:
    # The ValidID search id
    id: Optional[int] = None
    # The client is in the results (exactly one of the two must be true)
    client_in_results: Optional[bool] = None
    # The client is not in the results
    client_not_in_results: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateValidIdData(BaseResponse):
    # Did the request succeed
    success: Optional[bool] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateValidIdResponse:
    # The response data
    data: Optional[UpdateValidIdData] = None


# @Route("/validid/update", "PUT")
# @Api(Description="Update a ValidID Search")
@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class UpdateValidId(BaseRequest, IReturn[UpdateValidIdResponse]):
    # The request data
    request: Optional[UpdateValidIdRequest] = None

