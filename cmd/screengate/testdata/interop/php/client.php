<?php
// Calls every operation of screengate over SOAP 1.1 and 1.2 with PHP's
// SoapClient, from the WSDL the running server serves, and checks the demo
// data (the same calls and values as zeep_client.py and node_client.js).
//
// Usage: php client.php BASE_URL      (e.g. http://127.0.0.1:8080/v2)
// Prints RESULT <soap11|soap12> <Operation> ok|FAIL <detail> per call; exit
// status 1 if any call failed.

$BASE = $argv[1];
$AUTH = ['ApiUserId' => 'demo', 'ApiUserKey' => 'demo-secret-key'];
const ANALYST = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
$failures = 0;

function check($version, $op, $fn) {
    global $failures;
    try {
        $fn();
        echo "RESULT $version $op ok\n";
    } catch (Throwable $e) {
        $failures++;
        $msg = substr(str_replace("\n", ' ', $e->getMessage() ?: get_class($e)), 0, 300);
        echo "RESULT $version $op FAIL $msg\n";
        fwrite(STDERR, "$version $op: $e\n");
    }
    flush();
}

function eq($got, $want, $what) {
    if ((string) json_encode($got) !== (string) json_encode($want)) {
        throw new Exception("$what: got " . json_encode($got) . ', want ' . json_encode($want));
    }
}

// arr: SoapClient decodes a list with one item as the item itself and an
// absent list as null.
function arr($x) {
    if ($x === null) {
        return [];
    }
    return is_array($x) ? $x : [$x];
}

function run($version, $renewId, $noteSearch, $username) {
    global $BASE, $AUTH;
    $c = new SoapClient("$BASE/$version", [
        'soap_version' => $version === 'soap12' ? SOAP_1_2 : SOAP_1_1,
        'cache_wsdl' => WSDL_CACHE_NONE,
        'trace' => 1,
        'exceptions' => true,
    ]);
    $call = function ($op, $args) use ($c) {
        $r = $c->__soapCall($op, [$args]);
        if (!isset($r->Data)) {
            throw new Exception("no Data in $op response: " . substr($c->__getLastResponse(), 0, 300));
        }
        return $r->Data;
    };
    $ok = function ($d) {
        eq($d->ResponseStatus->Message ?? null, 'Success', 'ResponseStatus.Message');
        return $d;
    };

    check($version, 'CountUnresolvedSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CountUnresolvedSearches', ['Authentication' => $AUTH, 'Request' => ['IncludeSearchesFromOtherUsers' => false]]));
        eq($d->NumberOfUnresolvedSearches, 10, 'NumberOfUnresolvedSearches');
        $d = $call('CountUnresolvedSearches', ['Authentication' => $AUTH, 'Request' => ['IncludeSearchesFromOtherUsers' => true]]);
        eq($d->NumberOfUnresolvedSearches, 13, 'NumberOfUnresolvedSearches (others)');
    });
    check($version, 'CountUpdatedSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CountUpdatedSearches', ['Authentication' => $AUTH, 'Request' => ['IncludeSearchesFromOtherUsers' => true]]));
        eq($d->NumberOfUpdatedSearches, 1, 'NumberOfUpdatedSearches');
    });

    check($version, 'GetSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => 1001]]));
        eq($d->SearchRecord->Id, 1001, 'Id');
        eq($d->SearchRecord->SearchCriteria->Name, 'Vladimir Petrov', 'Name');
        if (count(arr($d->SearchRecord->ListSearchResults->SearchResultEntry ?? null)) < 5) {
            throw new Exception('expected at least 5 results');
        }
        if (count(arr($d->SearchRecord->SearchResults->HmtResults->SearchResultHmTreasury ?? null)) === 0) {
            throw new Exception('no HMT results');
        }
        $u = $call('GetSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => 1001, 'OnlyShowUnresolvedResults' => true]]);
        foreach (arr($u->SearchRecord->ListSearchResults->SearchResultEntry ?? null) as $e) {
            eq($e->ResultResolved, false, 'ResultResolved');
        }
    });

    check($version, 'GetSearchNotes', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetSearchNotes', ['Authentication' => $AUTH, 'Request' => ['Id' => 1001]]));
        $notes = arr($d->Notes->Note ?? null);
        eq(count($notes), 2, 'notes');
        eq($notes[0]->Content, 'Checked date of birth against passport.', 'Content');
    });

    check($version, 'AddSearchNote', function () use ($call, $ok, $AUTH, $version, $noteSearch) {
        $d = $ok($call('AddSearchNote', ['Authentication' => $AUTH, 'Request' => ['Id' => $noteSearch, 'Note' => "from php $version"]]));
        $notes = arr($d->Notes->Note ?? null);
        $last = end($notes);
        eq($last->Content, "from php $version", 'Content');
        eq($last->Name, 'demo', 'Name');
    });

    check($version, 'AddSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('AddSearch', ['Authentication' => $AUTH, 'Request' => ['Name' => 'Zebulon Quimby', 'Type' => 'individual',
            'SelectedLists' => ['ListId' => ['UN']]]]));
        eq($d->SearchRecord->SearchCriteria->Name, 'Zebulon Quimby', 'SearchCriteria.Name');
        eq(arr($d->SearchRecord->SearchSources->SearchSource ?? null)[0]->ListId, 'UN', 'SearchSources');
        eq($d->SearchRecord->NumOfResults, 0, 'NumOfResults');
    });
    check($version, 'ArchiveSearch', function () use ($call, $ok, $AUTH) {
        $a = $ok($call('AddSearch', ['Authentication' => $AUTH, 'Request' => ['Name' => 'Zebulon Archived', 'Type' => 'individual',
            'SelectedLists' => ['ListId' => ['UN']]]]));
        $d = $ok($call('ArchiveSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $a->SearchRecord->Id]]));
        eq($d->Success, true, 'Success');
    });
    check($version, 'SaveSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('SaveSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => 1001]]));
        eq($d->Success, true, 'Success');
        $p = $ok($call('GetPdf', ['Authentication' => $AUTH, 'Request' => ['Id' => $d->DocumentId]]));
        // SoapClient decodes xs:base64Binary to the raw bytes.
        if (strncmp($p->Document->DocumentBytes, '%PDF-', 5) !== 0) {
            throw new Exception('not a PDF');
        }
    });

    check($version, 'GetPdf', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetPdf', ['Authentication' => $AUTH, 'Request' => ['Id' => 7001]]));
        eq($d->Document->Id, 7001, 'Id');
        eq($d->Document->Type, 'sanctions', 'Type');
        if (strncmp($d->Document->DocumentBytes, '%PDF-', 5) !== 0) {
            throw new Exception('not a PDF');
        }
    });

    check($version, 'CountUnresolvedPepSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CountUnresolvedPepSearches', ['Authentication' => $AUTH, 'Request' => ['IncludeSearchesFromOtherUsers' => true]]));
        eq($d->NumberOfUnresolvedPepSearches, 3, 'NumberOfUnresolvedPepSearches');
    });

    check($version, 'CostRenewPepSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CostRenewPepSearches', ['Authentication' => $AUTH, 'Request' => ['Ids' => ['Long' => [2001, 2002, 2015]]]]));
        eq($d->Count, 2, 'Count');
        eq($d->TotalCost, '3.00', 'TotalCost'); // SoapClient keeps xs:decimal as a string
        eq(arr($d->FailedIds->long ?? null), [2015], 'FailedIds');
    });

    check($version, 'RenewPepSearches', function () use ($call, $ok, $AUTH, $renewId) {
        $d = $ok($call('RenewPepSearches', ['Authentication' => $AUTH, 'Request' => ['Ids' => ['Long' => [$renewId, 9002]]]]));
        eq($d->Count, 1, 'Count');
        eq($d->TotalCost, '1.50', 'TotalCost');
        eq(arr($d->FailedIds->long ?? null), [9002], 'FailedIds');
    });

    check($version, 'GetDbsSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetDbsSearches', ['Authentication' => $AUTH, 'Sort' => '-date', 'page_x005B_limit_x005D_' => 5]));
        eq(count(arr($d->Searches->SearchRecord ?? null)), 5, 'page size');
        eq($d->Meta->TotalCount, 40, 'TotalCount');
        if (strpos($d->Meta->Links->Next ?? '', 'page[offset]=5') === false) {
            throw new Exception('bad next link ' . json_encode($d->Meta->Links->Next ?? null));
        }
    });

    check($version, 'GetValidIds', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetValidIds', ['Authentication' => $AUTH, 'Request' => ['Page' => 1]]));
        eq($d->TotalSearchRecords, 30, 'TotalSearchRecords');
        eq(count(arr($d->SearchRecords->ValidIdListItem ?? null)), 10, 'page');
    });

    check($version, 'UpdateValidId', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('UpdateValidId', ['Authentication' => $AUTH, 'Request' => ['Id' => 4001, 'ClientInResults' => true, 'ClientNotInResults' => false]]));
        eq($d->Success, true, 'Success');
    });

    check($version, 'CountIncompleteClients', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CountIncompleteClients', ['Authentication' => $AUTH, 'DaysIncomplete' => 0]));
        if (!($d->NumberOfIncompleteClients > 0)) {
            throw new Exception('expected incomplete clients');
        }
    });

    check($version, 'GetClientDocument', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetClientDocument', ['Authentication' => $AUTH, 'Id' => 5001, 'Original' => true, 'Mil' => 100]));
        if (substr(base64_decode($d->Base64Image), 0, 4) !== "\x89PNG") {
            throw new Exception('not a PNG');
        }
    });

    check($version, 'GetBulkSearchHistory', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetBulkSearchHistory', ['Authentication' => $AUTH, 'Request' => ['Page' => 1, 'PageSize' => 5]]));
        eq($d->TotalBulkSearches, 12, 'TotalBulkSearches');
        eq(count(arr($d->BulkSearchList->BulkSearch ?? null)), 5, 'page');
    });

    check($version, 'SearchCompanyLookup', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('SearchCompanyLookup', ['Authentication' => $AUTH, 'Request' => ['CompanyName' => 'acme', 'AutocompleteMode' => true]]));
        if (count(arr($d->SearchResults->Company ?? null)) === 0) {
            throw new Exception('no companies');
        }
    });

    check($version, 'GetSubUser', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetSubUser', ['Authentication' => $AUTH, 'SubUserName' => 'analyst']));
        eq($d->SubUser->UserId, ANALYST, 'UserId');
        eq(arr($d->SubUser->Permissions->UserName ?? null), ['demo'], 'Permissions');
    });

    check($version, 'RegisterAccountTemplate', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('RegisterAccountTemplate', ['Authentication' => $AUTH]));
        if (count(arr($d->ReferenceData->Countries->Country ?? null)) === 0) {
            throw new Exception('no countries');
        }
    });

    check($version, 'RegisterAccount', function () use ($call, $ok, $AUTH, $username) {
        $d = $ok($call('RegisterAccount', ['Authentication' => $AUTH, 'Request' => [
            'Username' => $username, 'Password' => 'correct horse battery', 'Email' => "$username@example.com",
            'FullName' => 'PHP User', 'CompanyName' => 'PHP Ltd', 'CompanyPhone' => '0123', 'Address1' => '1 Road',
            'Postcode' => 'AB1 2CD', 'Country' => 'GB', 'CompanyType' => 'Other', 'CompanyIndustry' => 'Other',
            'AgreeToTerms' => true, 'AgreeToDataProtection' => true, 'AgreeToPrivacy' => true]]));
        $new = ['ApiUserId' => $d->ApiUserId, 'ApiUserKey' => $d->ApiUserKey];
        $c = $ok($call('CountUnresolvedSearches', ['Authentication' => $new, 'Request' => ['IncludeSearchesFromOtherUsers' => true]]));
        eq($c->NumberOfUnresolvedSearches, 0, 'new account count');
    });

    check($version, 'GetSubUsers', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetSubUsers', ['Authentication' => $AUTH, 'IncludeMainUser' => true]));
        $users = arr($d->SubUsers->SubUser ?? null);
        eq($users[0]->UserName, 'demo', 'first user');
        if (!in_array(ANALYST, array_map(fn ($u) => $u->UserId, $users), true)) {
            throw new Exception('analyst missing');
        }
    });

    check($version, 'GetEulaStatus', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetEulaStatus', ['Authentication' => $AUTH]));
        eq($d->AgreeToTerms, true, 'AgreeToTerms');
    });

    $subId = null;
    check($version, 'AddSubUser', function () use ($call, $ok, $AUTH, $username, &$subId) {
        $d = $ok($call('AddSubUser', ['Authentication' => $AUTH, 'Request' => [
            'CanResolveSearches' => true, 'Email' => "$username-sub@example.com", 'Name' => 'PHP Sub',
            'SendWelcomeEmail' => false, 'UserName' => "$username-sub"]]));
        eq($d->SubUser->UserName, "$username-sub", 'UserName');
        $subId = $d->SubUser->UserId;
    });

    check($version, 'UpdateSubUser', function () use ($call, $ok, $AUTH, $username) {
        $d = $ok($call('UpdateSubUser', ['Authentication' => $AUTH, 'Request' => [
            'Permissions' => ['String' => ['analyst']], 'SubUserName' => "$username-sub"]]));
        eq(arr($d->SubUser->Permissions->UserName ?? null), ['analyst'], 'Permissions');
    });

    check($version, 'DeleteSubUser', function () use ($call, $ok, $AUTH, &$subId) {
        $d = $ok($call('DeleteSubUser', ['Authentication' => $AUTH, 'DeleteUserId' => $subId, 'TransferToUserId' => ANALYST]));
        eq($d->Success, true, 'Success');
    });

    $pep = $version === 'soap11' ? ['note' => 2013, 'archive' => 2016, 'del' => 2018] : ['note' => 2014, 'archive' => 2017, 'del' => 2019];
    check($version, 'GetPepSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetPepSearches', ['Authentication' => $AUTH, 'Request' => ['ListUnresolvedSearches' => true, 'Page' => 1, 'SortOrder' => 'Date', 'FilterPepType' => 'monitor']]));
        eq($d->TotalSearchRecords, 3, 'TotalSearchRecords');
        eq(implode(',', array_map(fn($r) => $r->Id, arr($d->SearchRecords->PepSearchRecord ?? null))), '2003,2002,2001', 'ids');
    });
    check($version, 'GetPepSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetPepSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => 2002]]));
        eq($d->SearchRecord->SearchCriteria->Reference, 'PEP-0002', 'Reference');
        eq(count(arr($d->SearchRecord->PepSearchResults->PepSearchResult ?? null)), 3, 'results');
    });
    check($version, 'UpdatePepSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('UpdatePepSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => 2010, 'ClientInResults' => true, 'SearchResultIds' => ['Long' => [20101]]]]));
        eq($d->Success, true, 'Success');
    });
    check($version, 'AddPepSearchNote', function () use ($call, $ok, $AUTH, $pep, $version) {
        $d = $ok($call('AddPepSearchNote', ['Authentication' => $AUTH, 'Request' => ['Id' => $pep['note'], 'Note' => "pep from php $version"]]));
        $notes = arr($d->Notes->Note ?? null);
        eq(end($notes)->Content, "pep from php $version", 'Content');
    });
    check($version, 'GetPepSearchNotes', function () use ($call, $ok, $AUTH, $pep, $version) {
        $d = $ok($call('GetPepSearchNotes', ['Authentication' => $AUTH, 'Request' => ['Id' => $pep['note']]]));
        $notes = arr($d->Notes->Note ?? null);
        eq(end($notes)->Content, "pep from php $version", 'Content');
    });
    check($version, 'SavePepSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('SavePepSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => 2002]]));
        eq($d->Success, true, 'Success');
        if (!($d->DocumentId > 0)) throw new Exception('no DocumentId');
    });
    check($version, 'CountUpdatedPepSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CountUpdatedPepSearches', ['Authentication' => $AUTH, 'Request' => ['IncludeSearchesFromOtherUsers' => true]]));
        eq($d->NumberOfUpdatedPepSearches, 0, 'NumberOfUpdatedPepSearches');
    });
    check($version, 'CostRenewAllPepSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CostRenewAllPepSearches', ['Authentication' => $AUTH, 'Request' => []]));
        if (!($d->Count >= 3)) throw new Exception('Count ' . $d->Count);
        eq(sprintf('%.2f', $d->TotalCost), sprintf('%.2f', 1.5 * $d->Count), 'TotalCost');
        eq($d->CanAfford, true, 'CanAfford');
    });
    check($version, 'RenewAllPepSearches', function () use ($call, $ok, $AUTH) {
        // A date before every due search: nothing renewed, nothing debited.
        $d = $ok($call('RenewAllPepSearches', ['Authentication' => $AUTH, 'Request' => ['RenewalDate' => gmdate('Y-m-d\TH:i:s\Z', time() - 60 * 86400)]]));
        eq($d->Count, 0, 'Count');
    });
    check($version, 'ArchivePepSearch', function () use ($call, $ok, $AUTH, $pep) {
        $d = $ok($call('ArchivePepSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $pep['archive']]]));
        eq($d->Success, true, 'Success');
    });
    check($version, 'DeletePepSearch', function () use ($call, $ok, $AUTH, $pep) {
        $d = $ok($call('DeletePepSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $pep['del']]]));
        eq($d->Success, true, 'Success');
    });

    check($version, 'AddPepSearch', function () use ($call, $ok, $AUTH) {
        // A name the PEP list does not hold: no results, no unresolved search.
        $d = $ok($call('AddPepSearch', ['Authentication' => $AUTH, 'Request' => ['Name' => 'Zebulon Quimby', 'Type' => 'individual']]));
        eq($d->SearchRecord->SearchCriteria->Name, 'Zebulon Quimby', 'SearchCriteria.Name');
        eq($d->SearchRecord->NumOfResults, 0, 'NumOfResults');
        eq($d->IncludesPepSearchRecord, true, 'IncludesPepSearchRecord');
    });

    check($version, 'GetDbsSearch', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetDbsSearch', ['Authentication' => $AUTH, 'Id' => 3001]));
        eq($d->Summary->Id, 3001, 'Summary.Id');
        eq($d->Summary->Reference, 'REF-3001', 'Summary.Reference');
    });

    check($version, 'AddDbsSearch', function () use ($call, $AUTH) {
        // No SMTP server or webhooks on the interop server: the documented
        // PartyNotConfigured error reply.
        $d = $call('AddDbsSearch', ['Authentication' => $AUTH, 'Request' => [
            'Name' => 'Jane Applicant', 'DateOfBirth' => '01/02/1990', 'Email' => 'jane@example.com',
            'MobileInternational' => '+447123456789', 'JobLocation' => 'Wales', 'DisclosureLevel' => 'Basic']]);
        eq($d->ResponseStatus->ErrorCode, 'PartyNotConfigured', 'ErrorCode');
    });

    check($version, 'SaveValidId', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('SaveValidId', ['Authentication' => $AUTH, 'Request' => ['Id' => 4001]]));
        eq($d->Success, true, 'Success');
        $p = $ok($call('GetPdf', ['Authentication' => $AUTH, 'Request' => ['Id' => $d->DocumentId]]));
        if (strncmp($p->Document->DocumentBytes, '%PDF-', 5) !== 0) {
            throw new Exception('not a PDF');
        }
    });

    check($version, 'CheckValidIdStatus', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('CheckValidIdStatus', ['Authentication' => $AUTH]));
        eq($d->ValidIdActivated, true, 'ValidIdActivated');
    });

    check($version, 'AddValidIdNote', function () use ($call, $ok, $AUTH, $version) {
        $d = $ok($call('AddValidIdNote', ['Authentication' => $AUTH, 'Request' => ['Id' => 4002, 'Note' => "validid from php $version"]]));
        $notes = arr($d->Notes->Note ?? null);
        eq(end($notes)->Content, "validid from php $version", 'Content');
    });

    // --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
    check($version, 'GetSearches', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetSearches', ['Authentication' => $AUTH, 'Request' => ['ListUnresolvedSearches' => true, 'Page' => 1,
            'SortOrder' => 'Date desc', 'FilterUserName' => 'analyst']]));
        eq($d->TotalSearchRecords, 2, 'TotalSearchRecords');
        $recs = arr($d->SearchRecords->SearchRecord ?? null);
        eq(implode(',', array_map(fn($r) => $r->Id, $recs)), '1021,1022', 'ids');
        eq(arr($recs[0]->SearchSources->SearchSource ?? null)[0]->ListId, 'HMTSL', 'SearchSources');
    });
    $zebulon = function ($name) use ($call, $ok, $AUTH) {
        $a = $ok($call('AddSearch', ['Authentication' => $AUTH, 'Request' => ['Name' => $name, 'Type' => 'individual',
            'SelectedLists' => ['ListId' => ['UN']]]]));
        return $a->SearchRecord->Id;
    };
    check($version, 'UpdateSearch', function () use ($call, $ok, $AUTH, $zebulon) {
        $id = $zebulon('Zebulon Resolved');
        $d = $ok($call('UpdateSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $id, 'ClientInResults' => true,
            'SearchResultIds' => ['Long' => [1]]]]));
        eq($d->Success, true, 'Success');
        $g = $ok($call('GetSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $id]]));
        eq($g->SearchRecord->ClientInResults, true, 'ClientInResults');
    });
    check($version, 'DeleteSearch', function () use ($call, $ok, $AUTH, $zebulon) {
        $id = $zebulon('Zebulon Deleted');
        $d = $ok($call('DeleteSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $id]]));
        eq($d->Success, true, 'Success');
        $g = $call('GetSearch', ['Authentication' => $AUTH, 'Request' => ['Id' => $id]]);
        eq($g->ResponseStatus->ErrorCode, 'NotFound', 'ErrorCode after delete');
    });
    // --- end branch sanctions-ops ---
    // --- branch validid-pdfs: GetPdfs, AddValidId ---
    check($version, 'GetPdfs', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetPdfs', ['Authentication' => $AUTH, 'Request' => ['Page' => 1, 'PageSize' => 5]]));
        $docs = arr($d->Documents->PdfDocument ?? null);
        if ($d->TotalDocuments < 1 || count($docs) < 1 || $docs[0]->Id < 1) {
            throw new Exception('no documents listed');
        }
        eq($d->PageSize, 5, 'PageSize');
    });

    check($version, 'AddValidId', function () use ($call, $AUTH) {
        // No identity party on the interop server: the documented
        // PartyNotConfigured error reply.
        $d = $call('AddValidId', ['Authentication' => $AUTH, 'Request' => [
            'BasicRequest' => ['Address1' => '1 High Street', 'DateOfBirth' => '01/02/1990', 'Forename' => 'Zebulon',
                'Postcode' => 'LS1 1AA', 'Surname' => 'Quimby'],
            'SelectedLists' => ['ListId' => ['UN']], 'Type' => 'basic']]);
        eq($d->ResponseStatus->ErrorCode, 'PartyNotConfigured', 'ErrorCode');
    });
    // --- end branch validid-pdfs ---

    // --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
    // that Demo's bulk history stays the demo data's 12) ---
    $OTHER = ['ApiUserId' => 'other', 'ApiUserKey' => 'other-secret-key'];
    $bulk = new ArrayObject(['id' => 0]);
    check($version, 'AddBulkSearch', function () use ($call, $ok, $OTHER, $bulk, $version) {
        $d = $ok($call('AddBulkSearch', ['Authentication' => $OTHER, 'Request' => ['IsSanctionsSearch' => true, 'Type' => 'individual',
            'SelectedLists' => ['ListId' => ['UN']], 'Csv' => "name,reference\nZebulon Quimby,php $version\nZara Quimby,php\n"]]));
        eq($d->BulkSearchStatus->Total, 2, 'Total');
        $bulk['id'] = $d->BulkSearchStatus->BulkSearchId;
        if (!($bulk['id'] > 0)) {
            throw new Exception('no BulkSearchId');
        }
    });
    check($version, 'GetBulkSearchStatus', function () use ($call, $ok, $OTHER, $bulk) {
        $d = $ok($call('GetBulkSearchStatus', ['Authentication' => $OTHER, 'Request' => ['BulkSearchId' => $bulk['id']]]));
        eq($d->BulkSearchStatus->BulkSearchId, $bulk['id'], 'BulkSearchId');
        eq($d->BulkSearchStatus->Total, 2, 'Total');
    });
    // --- end branch bulk ---
    // --- branch clients: GetClients, GetClient, AddClient, AddClientTemplate,
    // UpdateClient, DeleteClient ---
    check($version, 'GetClients', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetClients', ['Authentication' => $AUTH, 'State' => 'PendingVerification', 'Sort' => 'date']));
        eq($d->Meta->TotalCount, 4, 'Meta.TotalCount');
        eq(array_map(fn($c) => $c->Id, arr($d->Clients->ClientShort ?? null)), [5005, 5007, 5012, 5006], 'Clients');
    });

    check($version, 'GetClient', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('GetClient', ['Authentication' => $AUTH, 'Id' => 5005]));
        eq($d->Client->Name, 'Tomasz Nowak', 'Client.Name');
        eq($d->Client->State, 'PendingVerification', 'Client.State');
        eq(arr($d->Client->OtherDocuments->OtherDocument ?? null)[0]->DocumentType, 'National ID card', 'DocumentType');
    });

    check($version, 'AddClient', function () use ($call, $AUTH) {
        // No SMTP server or webhooks on the interop server: PartyNotConfigured.
        $d = $call('AddClient', ['Authentication' => $AUTH, 'Request' => [
            'Name' => 'Jane Client', 'Email' => 'jane@example.com', 'MobileInternational' => '+447123456789',
            'PostCode' => 'EC1A 1BB', 'ProofOfPreset' => 'ValidateMe']]);
        eq($d->ResponseStatus->ErrorCode, 'PartyNotConfigured', 'ErrorCode');
    });

    check($version, 'AddClientTemplate', function () use ($call, $ok, $AUTH) {
        $d = $ok($call('AddClientTemplate', ['Authentication' => $AUTH]));
        eq($d->Request->ProofOfPreset, 'ValidateMe', 'Request.ProofOfPreset');
    });

    check($version, 'UpdateClient', function () use ($call, $AUTH) {
        // 5001 is pending completion: the documented state rule refuses it.
        $d = $call('UpdateClient', ['Authentication' => $AUTH, 'Id' => 5001, 'Name' => 'Changed']);
        eq($d->ResponseStatus->ErrorCode, 'InvalidClientState', 'ErrorCode');
    });

    check($version, 'DeleteClient', function () use ($call, $ok, $AUTH, $version) {
        $id = $version === 'soap11' ? 5010 : 5011;
        $d = $ok($call('DeleteClient', ['Authentication' => $AUTH, 'Id' => $id]));
        eq($d->Success, true, 'Success');
        $g = $call('GetClient', ['Authentication' => $AUTH, 'Id' => $id]);
        eq($g->ResponseStatus->ErrorCode, 'NotFound', 'ErrorCode after delete');
    });
    // --- end branch clients ---

    check($version, 'error:Unauthorized', function () use ($call) {
        $d = $call('GetSearch', ['Authentication' => ['ApiUserId' => 'demo', 'ApiUserKey' => 'wrong'], 'Request' => ['Id' => 1001]]);
        eq($d->ResponseStatus->ErrorCode, 'Unauthorized', 'ErrorCode');
    });
}

foreach ([['soap11', 2004, 1003, 'php11'], ['soap12', 2005, 1004, 'php12']] as [$version, $renewId, $noteSearch, $username]) {
    try {
        run($version, $renewId, $noteSearch, $username);
    } catch (Throwable $e) {
        $failures++;
        echo "RESULT $version setup FAIL " . str_replace("\n", ' ', $e->getMessage()) . "\n";
        fwrite(STDERR, "$version setup: $e\n");
    }
}
exit($failures ? 1 : 0);
