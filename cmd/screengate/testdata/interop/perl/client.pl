#!/usr/bin/perl
# Calls every operation of screengate over SOAP 1.1 with a client that
# SOAP::WSDL's wsdl2perl generated from the WSDL the running server serves
# (Debian libsoap-wsdl-perl), and checks the demo data.
#
# Usage: perl -I GENERATED_DIR client.pl BASE_URL
# Prints one line per call: RESULT soap11 <Operation> ok|FAIL <detail>.
# SOAP::WSDL 3.004 generates interfaces for SOAP 1.1 bindings only.
use strict;
use warnings;
use MIME::Base64 qw(decode_base64);
use MyInterfaces::SyncReply::BasicHttpBinding_ISyncReply;

my $base = shift or die "usage: client.pl BASE_URL\n";
my $failures = 0;
my $v = 'soap11';
my %auth = (ApiUserId => 'demo', ApiUserKey => 'demo-secret-key');
my $analyst = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

# Error replies carry ServiceStack's X-Status SOAP header, which the WSDL
# does not declare (ServiceStack's does not either); SOAP::WSDL's parser
# refuses any element its generated typemap lacks, so the client tells it
# to skip that header.
$MyTypemaps::SyncReply::typemap_1->{'X-Status'} = '__SKIP__';
my $c = MyInterfaces::SyncReply::BasicHttpBinding_ISyncReply->new({ proxy => "$base/soap11" });

sub check {
    my ($op, $fn) = @_;
    my $ok = eval { $fn->(); 1 };
    if ($ok) {
        print "RESULT $v $op ok\n";
    } else {
        $failures++;
        (my $e = "$@") =~ s/\s+/ /g;
        print "RESULT $v $op FAIL " . substr($e, 0, 300) . "\n";
    }
}

# SOAP::WSDL reads xs:boolean as 1 or 0.
sub bool_ { my ($got, $want, $what) = @_; die "$what: got '" . ($got // '(undef)') . "', want $want\n" unless defined $got && (($got ? 'true' : 'false') eq $want); }

sub eq_ { my ($got, $want, $what) = @_; $got = '(undef)' unless defined $got; die "$what: got '$got', want '$want'\n" unless "$got" eq "$want"; }

# call returns the reply, dying on a SOAP fault (a false object).
sub call {
    my ($op, $body) = @_;
    my $r = $c->$op($body);
    die "fault: $r\n" unless $r;
    return $r;
}

# ok checks the success status and returns the reply's Data.
sub ok { my $d = shift->get_Data(); eq_($d->get_ResponseStatus()->get_Message(), 'Success', 'ResponseStatus.Message'); return $d; }

# items returns the items of a list member (one item comes back as the item).
sub items { my $x = shift; return () unless defined $x; return ref($x) eq 'ARRAY' ? @$x : ($x); }

check('CountUnresolvedSearches', sub {
    my $d = ok(call('CountUnresolvedSearches', { Authentication => \%auth, Request => { IncludeSearchesFromOtherUsers => 'false' } }));
    eq_($d->get_NumberOfUnresolvedSearches(), 10, 'NumberOfUnresolvedSearches');
    $d = ok(call('CountUnresolvedSearches', { Authentication => \%auth, Request => { IncludeSearchesFromOtherUsers => 'true' } }));
    eq_($d->get_NumberOfUnresolvedSearches(), 13, 'NumberOfUnresolvedSearches (others)');
});

check('CountUpdatedSearches', sub {
    my $d = ok(call('CountUpdatedSearches', { Authentication => \%auth, Request => { IncludeSearchesFromOtherUsers => 'true' } }));
    eq_($d->get_NumberOfUpdatedSearches(), 1, 'NumberOfUpdatedSearches');
});

check('GetSearch', sub {
    my $d = ok(call('GetSearch', { Authentication => \%auth, Request => { Id => 1001 } }));
    eq_($d->get_SearchRecord()->get_Id(), 1001, 'Id');
    eq_($d->get_SearchRecord()->get_SearchCriteria()->get_Name(), 'Vladimir Petrov', 'Name');
    my @r = items($d->get_SearchRecord()->get_ListSearchResults()->get_SearchResultEntry());
    die "expected at least 5 results\n" if @r < 5;
    my @hmt = items($d->get_SearchRecord()->get_SearchResults()->get_HmtResults()->get_SearchResultHmTreasury());
    die "no HMT results\n" unless @hmt;
    $d = ok(call('GetSearch', { Authentication => \%auth, Request => { Id => 1001, OnlyShowUnresolvedResults => 'true' } }));
    bool_($_->get_ResultResolved(), 'false', 'ResultResolved') for items($d->get_SearchRecord()->get_ListSearchResults()->get_SearchResultEntry());
});

check('GetSearchNotes', sub {
    my $d = ok(call('GetSearchNotes', { Authentication => \%auth, Request => { Id => 1001 } }));
    my @n = items($d->get_Notes()->get_Note());
    eq_(scalar(@n), 2, 'notes');
    eq_($n[0]->get_Content(), 'Checked date of birth against passport.', 'Content');
});

check('AddSearchNote', sub {
    my $d = ok(call('AddSearchNote', { Authentication => \%auth, Request => { Id => 1003, Note => 'from SOAP::WSDL <&>' } }));
    my @n = items($d->get_Notes()->get_Note());
    eq_($n[-1]->get_Content(), 'from SOAP::WSDL <&>', 'Content');
    eq_($n[-1]->get_Name(), 'demo', 'Name');
});

check('AddSearch', sub {
    my $d = ok(call('AddSearch', { Authentication => \%auth, Request => { Name => 'Zebulon Quimby', Type => 'individual',
        SelectedLists => { ListId => ['UN'] } } }));
    eq_($d->get_SearchRecord()->get_SearchCriteria()->get_Name() . '', 'Zebulon Quimby', 'SearchCriteria.Name');
    eq_((items($d->get_SearchRecord()->get_SearchSources()->get_SearchSource()))[0]->get_ListId() . '', 'UN', 'SearchSources');
    eq_($d->get_SearchRecord()->get_NumOfResults() . '', '0', 'NumOfResults');
});

check('ArchiveSearch', sub {
    my $a = ok(call('AddSearch', { Authentication => \%auth, Request => { Name => 'Zebulon Archived', Type => 'individual',
        SelectedLists => { ListId => ['UN'] } } }));
    my $d = ok(call('ArchiveSearch', { Authentication => \%auth, Request => { Id => $a->get_SearchRecord()->get_Id() . '' } }));
    bool_($d->get_Success(), 'true', 'Success');
});

check('SaveSearch', sub {
    my $d = ok(call('SaveSearch', { Authentication => \%auth, Request => { Id => 1001 } }));
    bool_($d->get_Success(), 'true', 'Success');
    my $p = ok(call('GetPdf', { Authentication => \%auth, Request => { Id => $d->get_DocumentId() . '' } }));
    eq_(substr(decode_base64($p->get_Document()->get_DocumentBytes()), 0, 5), '%PDF-', 'PDF');
});

check('GetPdf', sub {
    my $d = ok(call('GetPdf', { Authentication => \%auth, Request => { Id => 7001 } }));
    eq_($d->get_Document()->get_Id(), 7001, 'Id');
    eq_($d->get_Document()->get_Type(), 'sanctions', 'Type');
    eq_(substr(decode_base64($d->get_Document()->get_DocumentBytes()), 0, 5), '%PDF-', 'PDF');
});

check('CountUnresolvedPepSearches', sub {
    my $d = ok(call('CountUnresolvedPepSearches', { Authentication => \%auth, Request => { IncludeSearchesFromOtherUsers => 'true' } }));
    eq_($d->get_NumberOfUnresolvedPepSearches(), 3, 'NumberOfUnresolvedPepSearches');
});

check('CostRenewPepSearches', sub {
    my $d = ok(call('CostRenewPepSearches', { Authentication => \%auth, Request => { Ids => { Long => [2001, 2002, 2015] } } }));
    eq_($d->get_Count(), 2, 'Count');
    eq_($d->get_TotalCost(), '3.00', 'TotalCost');
    eq_(join(',', items($d->get_FailedIds()->get_long())), '2015', 'FailedIds');
});

check('RenewPepSearches', sub {
    my $d = ok(call('RenewPepSearches', { Authentication => \%auth, Request => { Ids => { Long => [2004, 9002] } } }));
    eq_($d->get_Count(), 1, 'Count');
    eq_($d->get_TotalCost(), '1.50', 'TotalCost');
    eq_(join(',', items($d->get_FailedIds()->get_long())), '9002', 'FailedIds');
});

check('GetDbsSearches', sub {
    my $d = ok(call('GetDbsSearches', { Authentication => \%auth, Sort => '-date', page_x005B_limit_x005D_ => 5 }));
    eq_(scalar(items($d->get_Searches()->get_SearchRecord())), 5, 'page size');
    eq_($d->get_Meta()->get_TotalCount(), 40, 'TotalCount');
    die "bad next link\n" unless $d->get_Meta()->get_Links()->get_Next() =~ /page\[offset\]=5/;
});

check('GetValidIds', sub {
    my $d = ok(call('GetValidIds', { Authentication => \%auth, Request => { Page => 1 } }));
    eq_($d->get_TotalSearchRecords(), 30, 'TotalSearchRecords');
    eq_(scalar(items($d->get_SearchRecords()->get_ValidIdListItem())), 10, 'page');
});

check('UpdateValidId', sub {
    my $d = ok(call('UpdateValidId', { Authentication => \%auth, Request => { Id => 4001, ClientInResults => 'true', ClientNotInResults => 'false' } }));
    bool_($d->get_Success(), 'true', 'Success');
});

check('CountIncompleteClients', sub {
    my $d = ok(call('CountIncompleteClients', { Authentication => \%auth, DaysIncomplete => 0 }));
    die "expected incomplete clients\n" unless $d->get_NumberOfIncompleteClients() > 0;
});

check('GetClientDocument', sub {
    my $d = ok(call('GetClientDocument', { Authentication => \%auth, Id => 5001, Original => 'true', Mil => 100 }));
    eq_(substr(decode_base64($d->get_Base64Image() . ''), 0, 4), "\x89PNG", 'PNG');
});

check('GetBulkSearchHistory', sub {
    my $d = ok(call('GetBulkSearchHistory', { Authentication => \%auth, Request => { Page => 1, PageSize => 5 } }));
    eq_($d->get_TotalBulkSearches(), 12, 'TotalBulkSearches');
    eq_(scalar(items($d->get_BulkSearchList()->get_BulkSearch())), 5, 'page');
});

check('SearchCompanyLookup', sub {
    my $d = ok(call('SearchCompanyLookup', { Authentication => \%auth, Request => { CompanyName => 'acme', AutocompleteMode => 'true' } }));
    die "no companies\n" unless items($d->get_SearchResults()->get_Company());
});

check('GetSubUser', sub {
    my $d = ok(call('GetSubUser', { Authentication => \%auth, SubUserName => 'analyst' }));
    eq_($d->get_SubUser()->get_UserId(), $analyst, 'UserId');
    eq_(join(',', items($d->get_SubUser()->get_Permissions()->get_UserName())), 'demo', 'Permissions');
});

check('RegisterAccountTemplate', sub {
    my $d = ok(call('RegisterAccountTemplate', { Authentication => \%auth }));
    die "no countries\n" unless items($d->get_ReferenceData()->get_Countries()->get_Country());
});

check('RegisterAccount', sub {
    my $d = ok(call('RegisterAccount', { Authentication => \%auth, Request => {
        Username => 'perl11', Password => 'correct horse battery', Email => 'perl11@example.com', FullName => 'Perl User',
        CompanyName => 'Perl Ltd', CompanyPhone => '0123', Address1 => '1 Road', Postcode => 'AB1 2CD', Country => 'GB',
        CompanyType => 'Other', CompanyIndustry => 'Other', AgreeToTerms => 'true', AgreeToDataProtection => 'true', AgreeToPrivacy => 'true' } }));
    my %new = (ApiUserId => $d->get_ApiUserId() . '', ApiUserKey => $d->get_ApiUserKey() . '');
    my $n = ok(call('CountUnresolvedSearches', { Authentication => \%new, Request => { IncludeSearchesFromOtherUsers => 'true' } }));
    eq_($n->get_NumberOfUnresolvedSearches(), 0, 'new account count');
});

check('GetSubUsers', sub {
    my $d = ok(call('GetSubUsers', { Authentication => \%auth, IncludeMainUser => 'true' }));
    my @users = items($d->get_SubUsers()->get_SubUser());
    eq_($users[0]->get_UserName(), 'demo', 'first user');
    die "analyst missing\n" unless grep { $_->get_UserId() eq $analyst } @users;
});

check('GetEulaStatus', sub {
    my $d = ok(call('GetEulaStatus', { Authentication => \%auth }));
    bool_($d->get_AgreeToTerms(), 'true', 'AgreeToTerms');
});

my $subId;
check('AddSubUser', sub {
    my $d = ok(call('AddSubUser', { Authentication => \%auth, Request => {
        CanResolveSearches => 'true', Email => 'perl11-sub@example.com', Name => 'Perl Sub', SendWelcomeEmail => 'false',
        UserName => 'perl11-sub' } }));
    eq_($d->get_SubUser()->get_UserName(), 'perl11-sub', 'UserName');
    $subId = $d->get_SubUser()->get_UserId() . '';
});

check('UpdateSubUser', sub {
    my $d = ok(call('UpdateSubUser', { Authentication => \%auth, Request => { Permissions => { String => ['analyst'] }, SubUserName => 'perl11-sub' } }));
    eq_(join(',', items($d->get_SubUser()->get_Permissions()->get_UserName())), 'analyst', 'Permissions');
});

check('DeleteSubUser', sub {
    my $d = ok(call('DeleteSubUser', { Authentication => \%auth, DeleteUserId => $subId, TransferToUserId => $analyst }));
    bool_($d->get_Success(), 'true', 'Success');
});

check('GetPepSearches', sub {
    my $d = ok(call('GetPepSearches', { Authentication => \%auth, Request => { ListUnresolvedSearches => 'true', Page => 1, SortOrder => 'Date', FilterPepType => 'monitor' } }));
    eq_($d->get_TotalSearchRecords(), 3, 'TotalSearchRecords');
    eq_(join(',', map { $_->get_Id() } items($d->get_SearchRecords()->get_PepSearchRecord())), '2003,2002,2001', 'ids');
});

check('GetPepSearch', sub {
    my $d = ok(call('GetPepSearch', { Authentication => \%auth, Request => { Id => 2002 } }));
    eq_($d->get_SearchRecord()->get_SearchCriteria()->get_Reference(), 'PEP-0002', 'Reference');
    eq_(scalar(items($d->get_SearchRecord()->get_PepSearchResults()->get_PepSearchResult())), 3, 'results');
});

check('UpdatePepSearch', sub {
    my $d = ok(call('UpdatePepSearch', { Authentication => \%auth, Request => { Id => 2010, ClientInResults => 'true', SearchResultIds => { Long => [20101] } } }));
    bool_($d->get_Success(), 'true', 'Success');
});

check('AddPepSearchNote', sub {
    my $d = ok(call('AddPepSearchNote', { Authentication => \%auth, Request => { Id => 2013, Note => 'pep from perl' } }));
    my @n = items($d->get_Notes()->get_Note());
    eq_($n[-1]->get_Content(), 'pep from perl', 'Content');
});

check('GetPepSearchNotes', sub {
    my $d = ok(call('GetPepSearchNotes', { Authentication => \%auth, Request => { Id => 2013 } }));
    my @n = items($d->get_Notes()->get_Note());
    eq_($n[-1]->get_Content(), 'pep from perl', 'Content');
});

check('SavePepSearch', sub {
    my $d = ok(call('SavePepSearch', { Authentication => \%auth, Request => { Id => 2002 } }));
    bool_($d->get_Success(), 'true', 'Success');
    die "no DocumentId\n" unless $d->get_DocumentId() > 0;
});

check('CountUpdatedPepSearches', sub {
    my $d = ok(call('CountUpdatedPepSearches', { Authentication => \%auth, Request => { IncludeSearchesFromOtherUsers => 'true' } }));
    eq_($d->get_NumberOfUpdatedPepSearches(), 0, 'NumberOfUpdatedPepSearches');
});

check('CostRenewAllPepSearches', sub {
    my $d = ok(call('CostRenewAllPepSearches', { Authentication => \%auth, Request => {} }));
    die 'Count ' . $d->get_Count() . "\n" unless $d->get_Count() >= 3;
    eq_(sprintf('%.2f', $d->get_TotalCost()), sprintf('%.2f', 1.5 * $d->get_Count()), 'TotalCost');
    bool_($d->get_CanAfford(), 'true', 'CanAfford');
});

check('RenewAllPepSearches', sub {
    # A date before every due search: nothing renewed, nothing debited.
    my @t = gmtime(time() - 60 * 86400);
    my $date = sprintf('%04d-%02d-%02dT00:00:00Z', $t[5] + 1900, $t[4] + 1, $t[3]);
    my $d = ok(call('RenewAllPepSearches', { Authentication => \%auth, Request => { RenewalDate => $date } }));
    eq_($d->get_Count(), 0, 'Count');
});

check('ArchivePepSearch', sub {
    my $d = ok(call('ArchivePepSearch', { Authentication => \%auth, Request => { Id => 2016 } }));
    bool_($d->get_Success(), 'true', 'Success');
});

check('DeletePepSearch', sub {
    my $d = ok(call('DeletePepSearch', { Authentication => \%auth, Request => { Id => 2018 } }));
    bool_($d->get_Success(), 'true', 'Success');
});

# A name the PEP list does not hold: no results, no unresolved search.
check('AddPepSearch', sub {
    my $d = ok(call('AddPepSearch', { Authentication => \%auth, Request => { Name => 'Zebulon Quimby', Type => 'individual' } }));
    eq_($d->get_SearchRecord()->get_SearchCriteria()->get_Name(), 'Zebulon Quimby', 'SearchCriteria.Name');
    eq_($d->get_SearchRecord()->get_NumOfResults(), 0, 'NumOfResults');
    bool_($d->get_IncludesPepSearchRecord(), 'true', 'IncludesPepSearchRecord');
});

check('GetDbsSearch', sub {
    my $d = ok(call('GetDbsSearch', { Authentication => \%auth, Id => 3001 }));
    eq_($d->get_Summary()->get_Id(), 3001, 'Summary.Id');
    eq_($d->get_Summary()->get_Reference(), 'REF-3001', 'Summary.Reference');
});

# No SMTP server or webhooks on the interop server: the documented
# PartyNotConfigured error reply.
check('AddDbsSearch', sub {
    my $r = call('AddDbsSearch', { Authentication => \%auth, Request => {
        Name => 'Jane Applicant', DateOfBirth => '01/02/1990', Email => 'jane@example.com',
        MobileInternational => '+447123456789', JobLocation => 'Wales', DisclosureLevel => 'Basic' } });
    eq_($r->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'PartyNotConfigured', 'ErrorCode');
});

check('SaveValidId', sub {
    my $d = ok(call('SaveValidId', { Authentication => \%auth, Request => { Id => 4001 } }));
    bool_($d->get_Success(), 'true', 'Success');
    my $p = ok(call('GetPdf', { Authentication => \%auth, Request => { Id => $d->get_DocumentId() . '' } }));
    eq_(substr(decode_base64($p->get_Document()->get_DocumentBytes()), 0, 5), '%PDF-', 'PDF');
});

check('CheckValidIdStatus', sub {
    my $d = ok(call('CheckValidIdStatus', { Authentication => \%auth }));
    bool_($d->get_ValidIdActivated(), 'true', 'ValidIdActivated');
});

check('AddValidIdNote', sub {
    my $d = ok(call('AddValidIdNote', { Authentication => \%auth, Request => { Id => 4002, Note => 'validid from perl' } }));
    my @n = items($d->get_Notes()->get_Note());
    eq_($n[-1]->get_Content(), 'validid from perl', 'Content');
});

# --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
check('GetSearches', sub {
    my $d = ok(call('GetSearches', { Authentication => \%auth, Request => { ListUnresolvedSearches => 'true', Page => 1,
        SortOrder => 'Date desc', FilterUserName => 'analyst' } }));
    eq_($d->get_TotalSearchRecords(), 2, 'TotalSearchRecords');
    my @recs = items($d->get_SearchRecords()->get_SearchRecord());
    eq_(join(',', map { $_->get_Id() } @recs), '1021,1022', 'ids');
    eq_((items($recs[0]->get_SearchSources()->get_SearchSource()))[0]->get_ListId() . '', 'HMTSL', 'SearchSources');
});

sub zebulon {
    my ($name) = @_;
    my $a = ok(call('AddSearch', { Authentication => \%auth, Request => { Name => $name, Type => 'individual',
        SelectedLists => { ListId => ['UN'] } } }));
    return $a->get_SearchRecord()->get_Id() . '';
}

check('UpdateSearch', sub {
    my $id = zebulon('Zebulon Resolved');
    my $d = ok(call('UpdateSearch', { Authentication => \%auth, Request => { Id => $id, ClientInResults => 'true', SearchResultIds => { Long => [1] } } }));
    bool_($d->get_Success(), 'true', 'Success');
    my $g = ok(call('GetSearch', { Authentication => \%auth, Request => { Id => $id } }));
    bool_($g->get_SearchRecord()->get_ClientInResults(), 'true', 'ClientInResults');
});

check('DeleteSearch', sub {
    my $id = zebulon('Zebulon Deleted');
    my $d = ok(call('DeleteSearch', { Authentication => \%auth, Request => { Id => $id } }));
    bool_($d->get_Success(), 'true', 'Success');
    my $r = call('GetSearch', { Authentication => \%auth, Request => { Id => $id } });
    eq_($r->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'NotFound', 'ErrorCode after delete');
});
# --- end branch sanctions-ops ---
# --- branch validid-pdfs: GetPdfs, AddValidId ---
check('GetPdfs', sub {
    my $d = ok(call('GetPdfs', { Authentication => \%auth, Request => { Page => 1, PageSize => 5 } }));
    my @docs = items($d->get_Documents()->get_PdfDocument());
    die "no documents listed\n" unless $d->get_TotalDocuments() >= 1 && @docs && $docs[0]->get_Id() >= 1;
    eq_($d->get_PageSize(), '5', 'PageSize');
});

check('AddValidId', sub {
    # No identity party on the interop server: the documented
    # PartyNotConfigured error reply.
    my $r = call('AddValidId', { Authentication => \%auth, Request => {
        BasicRequest => { Address1 => '1 High Street', DateOfBirth => '01/02/1990', Forename => 'Zebulon',
            Postcode => 'LS1 1AA', Surname => 'Quimby' },
        SelectedLists => { ListId => ['UN'] }, Type => 'basic' } });
    eq_($r->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'PartyNotConfigured', 'ErrorCode');
});
# --- end branch validid-pdfs ---

# --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
# that Demo's bulk history stays the demo data's 12) ---
my %other = (ApiUserId => 'other', ApiUserKey => 'other-secret-key');
my $bulk_id = 0;
check('AddBulkSearch', sub {
    my $d = ok(call('AddBulkSearch', { Authentication => \%other, Request => {
        IsSanctionsSearch => 'true', Type => 'individual', SelectedLists => { ListId => ['UN'] },
        Csv => "name,reference\nZebulon Quimby,perl\nZara Quimby,perl\n" } }));
    eq_($d->get_BulkSearchStatus()->get_Total(), 2, 'Total');
    $bulk_id = $d->get_BulkSearchStatus()->get_BulkSearchId() . '';
    die "no BulkSearchId\n" unless $bulk_id > 0;
});
check('GetBulkSearchStatus', sub {
    my $d = ok(call('GetBulkSearchStatus', { Authentication => \%other, Request => { BulkSearchId => $bulk_id } }));
    eq_($d->get_BulkSearchStatus()->get_BulkSearchId(), $bulk_id, 'BulkSearchId');
    eq_($d->get_BulkSearchStatus()->get_Total(), 2, 'Total');
});
# --- end branch bulk ---
# --- branch clients: GetClients, GetClient, AddClient, AddClientTemplate,
# UpdateClient, DeleteClient ---
check('GetClients', sub {
    my $d = ok(call('GetClients', { Authentication => \%auth, State => 'PendingVerification', Sort => 'date' }));
    eq_($d->get_Meta()->get_TotalCount(), 4, 'Meta.TotalCount');
    eq_(join(',', map { $_->get_Id() } items($d->get_Clients()->get_ClientShort())), '5005,5007,5012,5006', 'Clients');
});

check('GetClient', sub {
    my $d = ok(call('GetClient', { Authentication => \%auth, Id => 5005 }));
    eq_($d->get_Client()->get_Name(), 'Tomasz Nowak', 'Client.Name');
    eq_($d->get_Client()->get_State(), 'PendingVerification', 'Client.State');
    my @o = items($d->get_Client()->get_OtherDocuments()->get_OtherDocument());
    eq_($o[0]->get_DocumentType(), 'National ID card', 'DocumentType');
});

# No SMTP server or webhooks on the interop server: PartyNotConfigured.
check('AddClient', sub {
    my $r = call('AddClient', { Authentication => \%auth, Request => {
        Name => 'Jane Client', Email => 'jane@example.com', MobileInternational => '+447123456789',
        PostCode => 'EC1A 1BB', ProofOfPreset => 'ValidateMe' } });
    eq_($r->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'PartyNotConfigured', 'ErrorCode');
});

check('AddClientTemplate', sub {
    my $d = ok(call('AddClientTemplate', { Authentication => \%auth }));
    eq_($d->get_Request()->get_ProofOfPreset(), 'ValidateMe', 'Request.ProofOfPreset');
});

# 5001 is pending completion: the documented state rule refuses it.
check('UpdateClient', sub {
    my $r = call('UpdateClient', { Authentication => \%auth, Id => 5001, Name => 'Changed' });
    eq_($r->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'InvalidClientState', 'ErrorCode');
});

check('DeleteClient', sub {
    my $d = ok(call('DeleteClient', { Authentication => \%auth, Id => 5010 }));
    bool_($d->get_Success(), 'true', 'Success');
    my $g = call('GetClient', { Authentication => \%auth, Id => 5010 });
    eq_($g->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'NotFound', 'ErrorCode after delete');
});
# --- end branch clients ---

check('error:Unauthorized', sub {
    my $r = call('GetSearch', { Authentication => { ApiUserId => 'demo', ApiUserKey => 'wrong' }, Request => { Id => 1001 } });
    eq_($r->get_Data()->get_ResponseStatus()->get_ErrorCode(), 'Unauthorized', 'ErrorCode');
});

exit($failures ? 1 : 0);
