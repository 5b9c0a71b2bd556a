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

async function run(version, renewId, noteSearch, username) {
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
  await check(version, 'error:Unauthorized', async () => {
    const d = await call('GetSearch', { Authentication: { ApiUserId: 'demo', ApiUserKey: 'wrong' }, Request: { Id: 1001 } });
    eq(d.ResponseStatus.ErrorCode, 'Unauthorized', 'ErrorCode');
  });
}

(async () => {
  await run('soap11', 2004, 1003, 'node11');
  await run('soap12', 2005, 1004, 'node12');
  process.exit(failures ? 1 : 0);
})().catch((e) => { console.log('RESULT all setup FAIL ' + e.message); process.exit(1); });
