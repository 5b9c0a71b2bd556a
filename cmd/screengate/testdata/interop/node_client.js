// Calls every operation of screengate over SOAP 1.1 and 1.2 with node-soap,
// from the WSDL the running server serves, and checks the demo data.
// Usage: node node_client.js BASE_URL   (NODE_PATH must reach the "soap" package)
// Prints RESULT <soap11|soap12> <Operation> ok|FAIL <detail> per call.
'use strict';
const soap = require('soap');

const BASE = process.argv[2];
const AUTH = { ApiUserId: 'demo', ApiUserKey: 'demo-secret-key' };
const ANALYST = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
let failures = 0;

function eq(got, want, what) {
  if (String(got) !== String(want)) throw new Error(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}
function arr(x) { return x === undefined || x === null ? [] : (Array.isArray(x) ? x : [x]); }

async function check(version, op, fn) {
  try {
    await fn();
    console.log(`RESULT ${version} ${op} ok`);
  } catch (e) {
    failures++;
    console.log(`RESULT ${version} ${op} FAIL ${String(e && e.message || e).replace(/\n/g, ' ').slice(0, 300)}`);
  }
}

async function run(version, renewId, noteSearch, username, pep) {
  const opts = version === 'soap12' ? { forceSoap12Headers: true } : {};
  const client = await soap.createClientAsync(`${BASE}/${version}`, opts);
  const call = async (op, args) => {
    const [res] = await client[op + 'Async'](args);
    const d = res.Data;
    if (!d) throw new Error('no Data in ' + JSON.stringify(res).slice(0, 200));
    return d;
  };
  const ok = (d) => { eq(d.ResponseStatus && d.ResponseStatus.Message, 'Success', 'ResponseStatus.Message'); return d; };

  await check(version, 'CountUnresolvedSearches', async () => {
    const d = ok(await call('CountUnresolvedSearches', { Authentication: AUTH, Request: { IncludeSearchesFromOtherUsers: false } }));
    eq(d.NumberOfUnresolvedSearches, 10, 'NumberOfUnresolvedSearches');
  });
  await check(version, 'CountUpdatedSearches', async () => {
    const d = ok(await call('CountUpdatedSearches', { Authentication: AUTH, Request: { IncludeSearchesFromOtherUsers: true } }));
    eq(Number(d.NumberOfUpdatedSearches), 1, 'NumberOfUpdatedSearches');
  });
  await check(version, 'GetSearch', async () => {
    const d = ok(await call('GetSearch', { Authentication: AUTH, Request: { Id: 1001 } }));
    eq(d.SearchRecord.Id, 1001, 'Id');
    eq(d.SearchRecord.SearchCriteria.Name, 'Vladimir Petrov', 'Name');
    if (arr(d.SearchRecord.ListSearchResults.SearchResultEntry).length < 5) throw new Error('expected >= 5 results');
  });
  await check(version, 'GetSearchNotes', async () => {
    const d = ok(await call('GetSearchNotes', { Authentication: AUTH, Request: { Id: 1001 } }));
    const notes = arr(d.Notes.Note);
    eq(notes.length, 2, 'notes');
    eq(notes[0].Content, 'Checked date of birth against passport.', 'Content');
  });
  await check(version, 'AddSearchNote', async () => {
    const d = ok(await call('AddSearchNote', { Authentication: AUTH, Request: { Id: noteSearch, Note: `from node ${version}` } }));
    const notes = arr(d.Notes.Note);
    eq(notes[notes.length - 1].Content, `from node ${version}`, 'Content');
  });
  await check(version, 'AddSearch', async () => {
    const d = ok(await call('AddSearch', { Authentication: AUTH, Request: { Name: 'Zebulon Quimby', Type: 'individual', SelectedLists: { ListId: ['UN'] } } }));
    eq(d.SearchRecord.SearchCriteria.Name, 'Zebulon Quimby', 'SearchCriteria.Name');
    eq(arr(d.SearchRecord.SearchSources.SearchSource)[0].ListId, 'UN', 'SearchSources');
    eq(Number(d.SearchRecord.NumOfResults), 0, 'NumOfResults');
  });
  await check(version, 'ArchiveSearch', async () => {
    const a = ok(await call('AddSearch', { Authentication: AUTH, Request: { Name: 'Zebulon Archived', Type: 'individual', SelectedLists: { ListId: ['UN'] } } }));
    const d = ok(await call('ArchiveSearch', { Authentication: AUTH, Request: { Id: a.SearchRecord.Id } }));
    eq(d.Success, true, 'Success');
  });
  await check(version, 'SaveSearch', async () => {
    const d = ok(await call('SaveSearch', { Authentication: AUTH, Request: { Id: 1001 } }));
    eq(d.Success, true, 'Success');
    const p = ok(await call('GetPdf', { Authentication: AUTH, Request: { Id: d.DocumentId } }));
    if (!Buffer.from(p.Document.DocumentBytes, 'base64').toString('latin1').startsWith('%PDF-')) throw new Error('not a PDF');
  });
  await check(version, 'GetPdf', async () => {
    const d = ok(await call('GetPdf', { Authentication: AUTH, Request: { Id: 7001 } }));
    eq(d.Document.Type, 'sanctions', 'Type');
    if (!Buffer.from(d.Document.DocumentBytes, 'base64').toString('latin1').startsWith('%PDF-')) throw new Error('not a PDF');
  });
  await check(version, 'CountUnresolvedPepSearches', async () => {
    const d = ok(await call('CountUnresolvedPepSearches', { Authentication: AUTH, Request: { IncludeSearchesFromOtherUsers: true } }));
    eq(d.NumberOfUnresolvedPepSearches, 3, 'NumberOfUnresolvedPepSearches');
  });
  await check(version, 'CostRenewPepSearches', async () => {
    const d = ok(await call('CostRenewPepSearches', { Authentication: AUTH, Request: { Ids: { Long: [2001, 2002, 2015] } } }));
    eq(d.Count, 2, 'Count');
    eq(Number(d.TotalCost), 3, 'TotalCost'); // node-soap maps xs:decimal to a JS number
    eq(arr(d.FailedIds.long).join(','), '2015', 'FailedIds');
  });
  await check(version, 'RenewPepSearches', async () => {
    const d = ok(await call('RenewPepSearches', { Authentication: AUTH, Request: { Ids: { Long: [renewId, 9002] } } }));
    eq(d.Count, 1, 'Count');
    eq(Number(d.TotalCost), 1.5, 'TotalCost');
    eq(arr(d.FailedIds.long).join(','), '9002', 'FailedIds');
  });
  await check(version, 'GetDbsSearches', async () => {
    const d = ok(await call('GetDbsSearches', { Authentication: AUTH, Sort: '-date', 'page_x005B_limit_x005D_': 5 }));
    eq(arr(d.Searches.SearchRecord).length, 5, 'page size');
    eq(d.Meta.TotalCount, 40, 'TotalCount');
  });
  await check(version, 'GetValidIds', async () => {
    const d = ok(await call('GetValidIds', { Authentication: AUTH, Request: { Page: 1 } }));
    eq(d.TotalSearchRecords, 30, 'TotalSearchRecords');
    eq(arr(d.SearchRecords.ValidIdListItem).length, 10, 'page');
  });
  await check(version, 'UpdateValidId', async () => {
    const d = ok(await call('UpdateValidId', { Authentication: AUTH, Request: { Id: 4001, ClientInResults: true, ClientNotInResults: false } }));
    eq(d.Success, true, 'Success');
  });
  await check(version, 'CountIncompleteClients', async () => {
    const d = ok(await call('CountIncompleteClients', { Authentication: AUTH, DaysIncomplete: 0 }));
    if (!(Number(d.NumberOfIncompleteClients) > 0)) throw new Error('expected incomplete clients');
  });
  await check(version, 'GetClientDocument', async () => {
    const d = ok(await call('GetClientDocument', { Authentication: AUTH, Id: 5001, Original: true, Mil: 100 }));
    if (Buffer.from(d.Base64Image, 'base64').toString('latin1').slice(1, 4) !== 'PNG') throw new Error('not a PNG');
  });
  await check(version, 'GetBulkSearchHistory', async () => {
    const d = ok(await call('GetBulkSearchHistory', { Authentication: AUTH, Request: { Page: 1, PageSize: 5 } }));
    eq(d.TotalBulkSearches, 12, 'TotalBulkSearches');
    eq(arr(d.BulkSearchList.BulkSearch).length, 5, 'page');
  });
  await check(version, 'SearchCompanyLookup', async () => {
    const d = ok(await call('SearchCompanyLookup', { Authentication: AUTH, Request: { CompanyName: 'acme', AutocompleteMode: true } }));
    if (arr(d.SearchResults.Company).length === 0) throw new Error('no companies');
  });
  await check(version, 'GetSubUser', async () => {
    const d = ok(await call('GetSubUser', { Authentication: AUTH, SubUserName: 'analyst' }));
    eq(d.SubUser.UserId, ANALYST, 'UserId');
    eq(arr(d.SubUser.Permissions.UserName).join(','), 'demo', 'Permissions');
  });
  await check(version, 'RegisterAccountTemplate', async () => {
    const d = ok(await call('RegisterAccountTemplate', { Authentication: AUTH }));
    if (arr(d.ReferenceData.Countries.Country).length === 0) throw new Error('no countries');
  });
  await check(version, 'RegisterAccount', async () => {
    const d = ok(await call('RegisterAccount', { Authentication: AUTH, Request: {
      Username: username, Password: 'correct horse battery', Email: `${username}@example.com`, FullName: 'Node User',
      CompanyName: 'Node Ltd', CompanyPhone: '0123', Address1: '1 Road', Postcode: 'AB1 2CD', Country: 'GB',
      CompanyType: 'Other', CompanyIndustry: 'Other', AgreeToTerms: true, AgreeToDataProtection: true, AgreeToPrivacy: true } }));
    const c = ok(await call('CountUnresolvedSearches', { Authentication: { ApiUserId: d.ApiUserId, ApiUserKey: d.ApiUserKey }, Request: { IncludeSearchesFromOtherUsers: true } }));
    eq(c.NumberOfUnresolvedSearches, 0, 'new account count');
  });
  await check(version, 'GetSubUsers', async () => {
    const d = ok(await call('GetSubUsers', { Authentication: AUTH, IncludeMainUser: true }));
    const users = arr(d.SubUsers.SubUser);
    eq(users[0].UserName, 'demo', 'first user');
    if (!users.some((u) => u.UserId === ANALYST)) throw new Error('analyst missing');
  });
  await check(version, 'GetEulaStatus', async () => {
    const d = ok(await call('GetEulaStatus', { Authentication: AUTH }));
    eq(d.AgreeToTerms, true, 'AgreeToTerms');
  });
  let subId = null;
  await check(version, 'AddSubUser', async () => {
    const d = ok(await call('AddSubUser', { Authentication: AUTH, Request: {
      CanResolveSearches: true, Email: `${username}-sub@example.com`, Name: 'Node Sub', SendWelcomeEmail: false, UserName: `${username}-sub` } }));
    eq(d.SubUser.UserName, `${username}-sub`, 'UserName');
    subId = d.SubUser.UserId;
  });
  await check(version, 'UpdateSubUser', async () => {
    const d = ok(await call('UpdateSubUser', { Authentication: AUTH, Request: { Permissions: { String: ['analyst'] }, SubUserName: `${username}-sub` } }));
    eq(arr(d.SubUser.Permissions.UserName).join(','), 'analyst', 'Permissions');
  });
  await check(version, 'DeleteSubUser', async () => {
    const d = ok(await call('DeleteSubUser', { Authentication: AUTH, DeleteUserId: subId, TransferToUserId: ANALYST }));
    eq(d.Success, true, 'Success');
  });
  await check(version, 'GetPepSearches', async () => {
    const d = ok(await call('GetPepSearches', { Authentication: AUTH, Request: { ListUnresolvedSearches: true, Page: 1, SortOrder: 'Date', FilterPepType: 'monitor' } }));
    eq(d.TotalSearchRecords, 3, 'TotalSearchRecords');
    eq(arr(d.SearchRecords.PepSearchRecord).map((r) => r.Id).join(','), '2003,2002,2001', 'ids');
  });
  await check(version, 'GetPepSearch', async () => {
    const d = ok(await call('GetPepSearch', { Authentication: AUTH, Request: { Id: 2002 } }));
    eq(d.SearchRecord.SearchCriteria.Reference, 'PEP-0002', 'Reference');
    eq(arr(d.SearchRecord.PepSearchResults.PepSearchResult).length, 3, 'results');
  });
  await check(version, 'UpdatePepSearch', async () => {
    const d = ok(await call('UpdatePepSearch', { Authentication: AUTH, Request: { Id: 2010, ClientInResults: true, SearchResultIds: { long: [20101] } } }));
    eq(d.Success, true, 'Success');
  });
  await check(version, 'AddPepSearchNote', async () => {
    const d = ok(await call('AddPepSearchNote', { Authentication: AUTH, Request: { Id: pep.note, Note: `pep from node ${version}` } }));
    eq(arr(d.Notes.Note).pop().Content, `pep from node ${version}`, 'Content');
  });
  await check(version, 'GetPepSearchNotes', async () => {
    const d = ok(await call('GetPepSearchNotes', { Authentication: AUTH, Request: { Id: pep.note } }));
    eq(arr(d.Notes.Note).pop().Content, `pep from node ${version}`, 'Content');
  });
  await check(version, 'SavePepSearch', async () => {
    const d = ok(await call('SavePepSearch', { Authentication: AUTH, Request: { Id: 2002 } }));
    eq(d.Success, true, 'Success');
    if (!(Number(d.DocumentId) > 0)) throw new Error('no DocumentId');
  });
  await check(version, 'CountUpdatedPepSearches', async () => {
    const d = ok(await call('CountUpdatedPepSearches', { Authentication: AUTH, Request: { IncludeSearchesFromOtherUsers: true } }));
    eq(d.NumberOfUpdatedPepSearches, 0, 'NumberOfUpdatedPepSearches');
  });
  await check(version, 'CostRenewAllPepSearches', async () => {
    const d = ok(await call('CostRenewAllPepSearches', { Authentication: AUTH, Request: {} }));
    if (!(Number(d.Count) >= 3)) throw new Error('Count ' + d.Count);
    eq(Number(d.TotalCost).toFixed(2), (1.5 * Number(d.Count)).toFixed(2), 'TotalCost');
    eq(d.CanAfford, true, 'CanAfford');
  });
  await check(version, 'RenewAllPepSearches', async () => {
    // A date before every due search: nothing is renewed, nothing debited.
    const d = ok(await call('RenewAllPepSearches', { Authentication: AUTH, Request: { RenewalDate: new Date(Date.now() - 60 * 86400000).toISOString() } }));
    eq(d.Count, 0, 'Count');
  });
  await check(version, 'ArchivePepSearch', async () => {
    const d = ok(await call('ArchivePepSearch', { Authentication: AUTH, Request: { Id: pep.archive } }));
    eq(d.Success, true, 'Success');
  });
  await check(version, 'DeletePepSearch', async () => {
    const d = ok(await call('DeletePepSearch', { Authentication: AUTH, Request: { Id: pep.del } }));
    eq(d.Success, true, 'Success');
  });
  await check(version, 'AddPepSearch', async () => {
    // A name the PEP list does not hold: no results, so no unresolved search for the other version's counts.
    const d = ok(await call('AddPepSearch', { Authentication: AUTH, Request: { Name: 'Zebulon Quimby', Type: 'individual' } }));
    eq(d.SearchRecord.SearchCriteria.Name, 'Zebulon Quimby', 'SearchCriteria.Name');
    eq(d.SearchRecord.NumOfResults, 0, 'NumOfResults');
    eq(d.IncludesPepSearchRecord, true, 'IncludesPepSearchRecord');
  });
  await check(version, 'GetDbsSearch', async () => {
    const d = ok(await call('GetDbsSearch', { Authentication: AUTH, Id: 3001 }));
    eq(d.Summary.Id, 3001, 'Summary.Id');
    eq(d.Summary.Reference, 'REF-3001', 'Summary.Reference');
  });
  await check(version, 'AddDbsSearch', async () => {
    // No SMTP server or webhooks on the interop server: the documented PartyNotConfigured error reply.
    const d = await call('AddDbsSearch', { Authentication: AUTH, Request: {
      Name: 'Jane Applicant', DateOfBirth: '01/02/1990', Email: 'jane@example.com',
      MobileInternational: '+447123456789', JobLocation: 'Wales', DisclosureLevel: 'Basic' } });
    eq(d.ResponseStatus.ErrorCode, 'PartyNotConfigured', 'ErrorCode');
  });
  await check(version, 'SaveValidId', async () => {
    const d = ok(await call('SaveValidId', { Authentication: AUTH, Request: { Id: 4001 } }));
    eq(d.Success, true, 'Success');
    const p = ok(await call('GetPdf', { Authentication: AUTH, Request: { Id: d.DocumentId } }));
    if (!Buffer.from(p.Document.DocumentBytes, 'base64').toString('latin1').startsWith('%PDF-')) throw new Error('not a PDF');
  });
  await check(version, 'CheckValidIdStatus', async () => {
    const d = ok(await call('CheckValidIdStatus', { Authentication: AUTH }));
    eq(d.ValidIdActivated, true, 'ValidIdActivated');
  });
  await check(version, 'AddValidIdNote', async () => {
    const d = ok(await call('AddValidIdNote', { Authentication: AUTH, Request: { Id: 4002, Note: `validid from node ${version}` } }));
    const notes = arr(d.Notes.Note);
    eq(notes[notes.length - 1].Content, `validid from node ${version}`, 'Content');
  });
  // --- branch sanctions-ops: GetSearches, UpdateSearch, DeleteSearch ---
  await check(version, 'GetSearches', async () => {
    const d = ok(await call('GetSearches', { Authentication: AUTH, Request: { ListUnresolvedSearches: true, Page: 1, SortOrder: 'Date desc', FilterUserName: 'analyst' } }));
    eq(d.TotalSearchRecords, 2, 'TotalSearchRecords');
    const recs = arr(d.SearchRecords.SearchRecord);
    eq(recs.map((r) => r.Id).join(','), '1021,1022', 'ids');
    eq(arr(recs[0].SearchSources.SearchSource)[0].ListId, 'HMTSL', 'SearchSources');
  });
  await check(version, 'UpdateSearch', async () => {
    const a = ok(await call('AddSearch', { Authentication: AUTH, Request: { Name: 'Zebulon Resolved', Type: 'individual', SelectedLists: { ListId: ['UN'] } } }));
    const d = ok(await call('UpdateSearch', { Authentication: AUTH, Request: { Id: a.SearchRecord.Id, ClientInResults: true, SearchResultIds: { long: [1] } } }));
    eq(d.Success, true, 'Success');
    const g = ok(await call('GetSearch', { Authentication: AUTH, Request: { Id: a.SearchRecord.Id } }));
    eq(g.SearchRecord.ClientInResults, true, 'ClientInResults');
  });
  await check(version, 'DeleteSearch', async () => {
    const a = ok(await call('AddSearch', { Authentication: AUTH, Request: { Name: 'Zebulon Deleted', Type: 'individual', SelectedLists: { ListId: ['UN'] } } }));
    const d = ok(await call('DeleteSearch', { Authentication: AUTH, Request: { Id: a.SearchRecord.Id } }));
    eq(d.Success, true, 'Success');
    const g = await call('GetSearch', { Authentication: AUTH, Request: { Id: a.SearchRecord.Id } });
    eq(g.ResponseStatus.ErrorCode, 'NotFound', 'ErrorCode after delete');
  });
  // --- end branch sanctions-ops ---
  // --- branch validid-pdfs: GetPdfs, AddValidId ---
  await check(version, 'GetPdfs', async () => {
    const d = ok(await call('GetPdfs', { Authentication: AUTH, Request: { Page: 1, PageSize: 5 } }));
    const docs = arr(d.Documents && d.Documents.PdfDocument);
    if (!(Number(d.TotalDocuments) >= 1) || docs.length < 1 || !(Number(docs[0].Id) >= 1)) throw new Error('no documents listed');
    eq(Number(d.PageSize), 5, 'PageSize');
  });
  await check(version, 'AddValidId', async () => {
    // No identity party on the interop server: the documented PartyNotConfigured error reply.
    const d = await call('AddValidId', { Authentication: AUTH, Request: {
      BasicRequest: { Address1: '1 High Street', DateOfBirth: '01/02/1990', Forename: 'Zebulon', Postcode: 'LS1 1AA', Surname: 'Quimby' },
      SelectedLists: { ListId: ['UN'] }, Type: 'basic' } });
    eq(d.ResponseStatus.ErrorCode, 'PartyNotConfigured', 'ErrorCode');
  });
  // --- end branch validid-pdfs ---
  // --- branch bulk: AddBulkSearch, GetBulkSearchStatus (as Other Ltd, so
  // that Demo's bulk history stays the demo data's 12) ---
  const OTHER = { ApiUserId: 'other', ApiUserKey: 'other-secret-key' };
  let bulkId = 0;
  await check(version, 'AddBulkSearch', async () => {
    const d = ok(await call('AddBulkSearch', { Authentication: OTHER, Request: {
      IsSanctionsSearch: true, Type: 'individual', SelectedLists: { ListId: ['UN'] },
      Csv: `name,reference\nZebulon Quimby,node ${version}\nZara Quimby,node ${version}\n` } }));
    eq(Number(d.BulkSearchStatus.Total), 2, 'Total');
    bulkId = Number(d.BulkSearchStatus.BulkSearchId);
    if (!(bulkId > 0)) throw new Error('no BulkSearchId');
  });
  await check(version, 'GetBulkSearchStatus', async () => {
    const d = ok(await call('GetBulkSearchStatus', { Authentication: OTHER, Request: { BulkSearchId: bulkId } }));
    eq(Number(d.BulkSearchStatus.BulkSearchId), bulkId, 'BulkSearchId');
    eq(Number(d.BulkSearchStatus.Total), 2, 'Total');
  });
  // --- end branch bulk ---
  // --- branch clients: GetClients, GetClient, AddClient, AddClientTemplate, UpdateClient, DeleteClient ---
  await check(version, 'GetClients', async () => {
    const d = ok(await call('GetClients', { Authentication: AUTH, State: 'PendingVerification', Sort: 'date' }));
    eq(d.Meta.TotalCount, 4, 'Meta.TotalCount');
    eq(arr(d.Clients.ClientShort).map((c) => c.Id).join(','), '5005,5007,5012,5006', 'Clients');
  });
  await check(version, 'GetClient', async () => {
    const d = ok(await call('GetClient', { Authentication: AUTH, Id: 5005 }));
    eq(d.Client.Name, 'Tomasz Nowak', 'Client.Name');
    eq(d.Client.State, 'PendingVerification', 'Client.State');
    eq(arr(d.Client.OtherDocuments.OtherDocument)[0].DocumentType, 'National ID card', 'DocumentType');
  });
  await check(version, 'AddClient', async () => {
    // No SMTP server or webhooks on the interop server: PartyNotConfigured.
    const d = await call('AddClient', { Authentication: AUTH, Request: {
      Name: 'Jane Client', Email: 'jane@example.com', MobileInternational: '+447123456789',
      PostCode: 'EC1A 1BB', ProofOfPreset: 'ValidateMe' } });
    eq(d.ResponseStatus.ErrorCode, 'PartyNotConfigured', 'ErrorCode');
  });
  await check(version, 'AddClientTemplate', async () => {
    const d = ok(await call('AddClientTemplate', { Authentication: AUTH }));
    eq(d.Request.ProofOfPreset, 'ValidateMe', 'Request.ProofOfPreset');
  });
  await check(version, 'UpdateClient', async () => {
    // 5001 is pending completion: the documented state rule refuses it.
    const d = await call('UpdateClient', { Authentication: AUTH, Id: 5001, Name: 'Changed' });
    eq(d.ResponseStatus.ErrorCode, 'InvalidClientState', 'ErrorCode');
  });
  await check(version, 'DeleteClient', async () => {
    const id = version === 'soap11' ? 5010 : 5011;
    const d = ok(await call('DeleteClient', { Authentication: AUTH, Id: id }));
    eq(d.Success, true, 'Success');
    const g = await call('GetClient', { Authentication: AUTH, Id: id });
    eq(g.ResponseStatus.ErrorCode, 'NotFound', 'ErrorCode after delete');
  });
  // --- end branch clients ---
  await check(version, 'error:Unauthorized', async () => {
    const d = await call('GetSearch', { Authentication: { ApiUserId: 'demo', ApiUserKey: 'wrong' }, Request: { Id: 1001 } });
    eq(d.ResponseStatus.ErrorCode, 'Unauthorized', 'ErrorCode');
  });
}

(async () => {
  await run('soap11', 2004, 1003, 'node11', { note: 2013, archive: 2016, del: 2018 });
  await run('soap12', 2005, 1004, 'node12', { note: 2014, archive: 2017, del: 2019 });
  process.exit(failures ? 1 : 0);
})().catch((e) => { console.log('RESULT all setup FAIL ' + e.message); process.exit(1); });
