package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// The isolation matrix: every operation that takes an id or a subUserName,
// called as each demo principal (demo, analyst, viewer, other) against
// records of every owner (Demo's users, Other Ltd, a missing id) and with
// every subUserName (each user of both accounts, an unknown one). The
// expected outcome of each case is computed from the rules of decisions.md
// ("Authentication and permissions") and the demo data's ownership, not
// written out by hand:
//
//   - subUserName: "" or the caller's own name acts as the caller; any other
//     name is 403 Forbidden unless the caller is an admin; an admin naming a
//     user outside its account (or nobody) gets 404 NotFound; otherwise the
//     request sees what that user sees.
//   - a user sees its own records, those of its permissions, and all of its
//     account's if admin; anything else is 404 NotFound, byte for byte the
//     reply for an id that does not exist.
//   - renewals and their quotes put invisible ids in failedIds with count 0
//     and debit nothing.
//
// Error replies must carry no data (only responseStatus) and none of the
// target record's identifying values. A representative subset runs over
// SOAP 1.1 too, where errors are the normal response with
// ResponseStatus/ErrorCode and an X-Status header. Afterwards the database
// shows that exactly the allowed writes happened.

// principal is a caller of the matrix.
type principal struct {
	name    string // user name
	account int64
	admin   bool
	resolve bool // canResolveSearches
	perms   []string
	userID  string
	email   string
	full    string
	apiUser string
	apiKey  string
	asUser  string // X-User-Id, "" for the main user
}

var (
	pDemo = &principal{name: "demo", account: dataset.DemoAccountID, admin: true, resolve: true, userID: dataset.DemoUserID,
		email: "demo@demo.example", full: "Dana Demo", apiUser: "demo", apiKey: "demo-secret-key"}
	pAnalyst = &principal{name: "analyst", account: dataset.DemoAccountID, resolve: true, perms: []string{"demo"}, userID: analystID,
		email: dataset.AnalystEmail, full: dataset.AnalystName, apiUser: "demo", apiKey: "demo-secret-key", asUser: analystID}
	pViewer = &principal{name: "viewer", account: dataset.DemoAccountID, userID: viewerID,
		email: dataset.ViewerEmail, full: dataset.ViewerName, apiUser: "demo", apiKey: "demo-secret-key", asUser: viewerID}
	pOther = &principal{name: "other", account: dataset.OtherAccountID, admin: true, resolve: true, userID: dataset.OtherUserID,
		email: "other@other.example", full: "Oscar Other", apiUser: "other", apiKey: "other-secret-key"}
	principals = []*principal{pDemo, pAnalyst, pViewer, pOther}
)

func (p *principal) headers() []string {
	h := []string{"X-Api-User", p.apiUser, "X-Api-Key", p.apiKey}
	if p.asUser != "" {
		h = append(h, "X-User-Id", p.asUser)
	}
	return h
}

func (p *principal) soapAuth() string {
	s := "<Authentication><ApiUserId>" + p.apiUser + "</ApiUserId><ApiUserKey>" + p.apiKey + "</ApiUserKey>"
	if p.asUser != "" {
		s += "<UserId>" + p.asUser + "</UserId>"
	}
	return s + "</Authentication>"
}

func principalNamed(name string) *principal {
	for _, p := range principals {
		if strings.EqualFold(p.name, name) {
			return p
		}
	}
	return nil
}

// sees reports whether p may see a record of owner in account.
func (p *principal) sees(r record) bool {
	if r.account != p.account {
		return false
	}
	return p.admin || r.owner == p.name || slices.Contains(p.perms, r.owner)
}

// actingAs resolves subUserName for caller p: the effective principal, or
// the error status and code the rules require.
func actingAs(p *principal, sub string) (*principal, int, string) {
	if sub == "" || strings.EqualFold(sub, p.name) {
		return p, 200, ""
	}
	if !p.admin {
		return nil, 403, "Forbidden"
	}
	u := principalNamed(sub)
	if u == nil || u.account != p.account {
		return nil, 404, "NotFound"
	}
	return u, 200, ""
}

// record is a target of the matrix.
type record struct {
	id      int64
	owner   string
	account int64    // 0: does not exist
	markers []string // identifying values that must never leak
}

const missingID = 8888888

var missing = record{id: missingID}

var (
	sanctionsTargets = []record{
		missing,
		{1001, "demo", dataset.DemoAccountID, []string{dataset.DemoSearchWithNotesName, dataset.DemoSearch1001FirstNote, dataset.DemoSearch1001SecondNote}},
		{1021, "analyst", dataset.DemoAccountID, []string{"Yevgeny Markov"}},
		{1026, "viewer", dataset.DemoAccountID, []string{"Ramil Kadirov"}},
		{dataset.OtherSanctionsSearch, "other", dataset.OtherAccountID, []string{"Abdul Rahman Yasin"}},
	}
	pepTargets = []record{
		missing,
		{2001, "demo", dataset.DemoAccountID, []string{"Oliver Bennett"}}, // due
		{2006, "demo", dataset.DemoAccountID, []string{"Ava Williams"}},   // not due
		{dataset.OtherPepSearch, "other", dataset.OtherAccountID, []string{"Paul Other"}},
	}
	validIDTargets = []record{
		missing,
		{4001, "demo", dataset.DemoAccountID, []string{"VID-4001"}},
		{4026, "analyst", dataset.DemoAccountID, []string{"VID-4026"}},
		{int64(dataset.OtherValidIDSearch), "other", dataset.OtherAccountID, []string{"VID-9004"}},
	}
	clientTargets = []record{
		missing,
		{5001, "demo", dataset.DemoAccountID, nil},
		{5012, "analyst", dataset.DemoAccountID, nil},
		{int64(dataset.OtherClient), "other", dataset.OtherAccountID, nil},
	}
	bulkTargets = []record{
		{6001, "demo", dataset.DemoAccountID, nil},
		{6010, "analyst", dataset.DemoAccountID, nil},
		{int64(dataset.OtherBulkSearch), "other", dataset.OtherAccountID, nil},
	}
	subUserNames = []string{"", "demo", "analyst", "viewer", "Viewer", "other", "nobody"}
)

// listOwners maps every record id of a listed kind to its owner.
func listRecords(first, last, analystFrom, other int64) []record {
	var out []record
	for id := first; id <= last; id++ {
		owner := "demo"
		if id >= analystFrom {
			owner = "analyst"
		}
		out = append(out, record{id: id, owner: owner, account: dataset.DemoAccountID})
	}
	return append(out, record{id: other, owner: "other", account: dataset.OtherAccountID})
}

// sanctionsListRecords are the demo sanctions searches GetSearches lists
// by default (1020 is archived) with their owners.
func sanctionsListRecords() []record {
	var out []record
	for id := dataset.DemoSanctionsFirst; id <= dataset.DemoSanctionsLast; id++ {
		owner := "demo"
		switch {
		case id == dataset.DemoArchivedSearch:
			continue
		case id == 1026:
			owner = "viewer"
		case id >= 1021:
			owner = "analyst"
		}
		out = append(out, record{id: id, owner: owner, account: dataset.DemoAccountID})
	}
	return append(out, record{id: dataset.OtherSanctionsSearch, owner: "other", account: dataset.OtherAccountID})
}

func visibleIDs(p *principal, recs []record) []int64 {
	out := []int64{}
	for _, r := range recs {
		if p.sees(r) {
			out = append(out, r.id)
		}
	}
	slices.Sort(out)
	return out
}

// isoCase is one cell of the matrix.
type isoCase struct {
	name    string
	op      string
	caller  *principal
	method  string
	path    string // with query string
	body    string // JSON, "" for GET
	soap    string // inner XML of <op> after Authentication; "" = REST only
	target  record
	sub     string
	status  int    // expected HTTP status
	code    string // expected errorCode
	group   string // cases of one group differ only in the target id (for the "same as missing" check)
	check   func(t *testing.T, m map[string]any)
	soapOK  func(t *testing.T, data *etree.Element)
	noteTag string     // AddSearchNote: the note's content
	addTag  string     // AddSearch: the new search's reference
	actor   *principal // the user the call acts as (subUserName resolved), when it succeeds
	// baseline marks the case whose error reply every other error case of
	// its group must repeat (default: the case of the missing id).
	baseline bool
}

// isoMatrix builds the cases.
func isoMatrix(viewerDoc int64) []isoCase {
	var cases []isoCase
	add := func(c isoCase) { cases = append(cases, c) }
	jsonStr := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	subXML := func(sub string) string {
		if sub == "" {
			return ""
		}
		return "<SubUserName>" + sub + "</SubUserName>"
	}

	// 1. Sanctions searches and saved documents, by id, with subUserName.
	docTargets := []record{
		missing,
		{7001, "demo", dataset.DemoAccountID, []string{dataset.DemoSearchWithNotesName, "sanctions-search-1001.pdf"}},
		{7004, "analyst", dataset.DemoAccountID, []string{"validid-search-4001.pdf", "ValidID search 4001"}},
		{viewerDoc, "viewer", dataset.DemoAccountID, []string{"Ramil Kadirov", "sanctions-search-1026.pdf"}},
		{dataset.OtherDocument, "other", dataset.OtherAccountID, []string{"Abdul Rahman Yasin", "sanctions-search-9001.pdf"}},
	}
	type idOp struct {
		op, path string
		targets  []record
		soap     bool
		check    func(r record) func(t *testing.T, m map[string]any)
		soapOK   func(r record) func(t *testing.T, data *etree.Element)
	}
	idOps := []idOp{
		{"GetSearch", "/sanctions/get", sanctionsTargets, true,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.Equal(t, strconv.FormatInt(r.id, 10), num(t, m, "data.searchRecord.id"))
				}
			},
			func(r record) func(t *testing.T, data *etree.Element) {
				return func(t *testing.T, data *etree.Element) {
					require.Equal(t, strconv.FormatInt(r.id, 10), xtext(t, data, "SearchRecord/Id"))
				}
			}},
		{"GetSearchNotes", "/sanctions/notes/get", sanctionsTargets, false,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.Equal(t, strconv.FormatInt(r.id, 10), num(t, m, "data.id"))
					require.Equal(t, true, get(t, m, "data.success"))
				}
			}, nil},
		{"AddSearchNote", "/sanctions/notes/add", sanctionsTargets, true, nil, nil},
		{"SaveSearch", "/sanctions/save", sanctionsTargets, false,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.NotEqual(t, "0", num(t, m, "data.documentId"))
				}
			}, nil},
		{"SavePepSearch", "/peps/save", pepTargets, false,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.NotEqual(t, "0", num(t, m, "data.documentId"))
				}
			}, nil},
		{"AddPepSearchNote", "/peps/notes/add", pepTargets, true, nil, nil},
		{"SaveValidId", "/validid/save", validIDTargets, false,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.NotEqual(t, "0", num(t, m, "data.documentId"))
				}
			}, nil},
		{"AddValidIdNote", "/validid/notes/add", validIDTargets, true, nil, nil},
		{"GetPepSearch", "/peps/get", pepTargets, true,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.Equal(t, strconv.FormatInt(r.id, 10), num(t, m, "data.searchRecord.id"))
				}
			},
			func(r record) func(t *testing.T, data *etree.Element) {
				return func(t *testing.T, data *etree.Element) {
					require.Equal(t, strconv.FormatInt(r.id, 10), xtext(t, data, "SearchRecord/Id"))
				}
			}},
		{"GetPepSearchNotes", "/peps/notes/get", pepTargets, false,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.Equal(t, strconv.FormatInt(r.id, 10), num(t, m, "data.id"))
				}
			}, nil},
		{"GetPdf", "/pdfs/get", docTargets, true,
			func(r record) func(t *testing.T, m map[string]any) {
				return func(t *testing.T, m map[string]any) {
					require.Equal(t, strconv.FormatInt(r.id, 10), num(t, m, "data.document.id"))
					require.NotEmpty(t, str(t, m, "data.document.documentBytes"))
				}
			},
			func(r record) func(t *testing.T, data *etree.Element) {
				return func(t *testing.T, data *etree.Element) {
					require.Equal(t, strconv.FormatInt(r.id, 10), xtext(t, data, "Document/Id"))
				}
			}},
	}
	for _, o := range idOps {
		for _, p := range principals {
			for _, sub := range subUserNames {
				for _, r := range o.targets {
					c := isoCase{op: o.op, caller: p, method: "POST", path: o.path, target: r, sub: sub,
						group: o.op + "|" + p.name + "|" + sub}
					c.name = fmt.Sprintf("%s/%s/id=%d/sub=%s", o.op, p.name, r.id, sub)
					eff, st, code := actingAs(p, sub)
					switch {
					case st != 200:
						c.status, c.code = st, code
					case eff.sees(r):
						c.status = 200
					default:
						c.status, c.code = 404, "NotFound"
					}
					if c.status == 200 {
						c.actor = eff
					}
					extra, extraXML := "", ""
					if o.op == "AddSearchNote" {
						// The SOAP run repeats the write: it gets its own note.
						c.noteTag = fmt.Sprintf("iso-note-%d", len(cases))
						extra, extraXML = `,"note":`+jsonStr(c.noteTag), "<Note>"+c.noteTag+"-soap</Note>"
						tag := c.noteTag
						c.check = func(t *testing.T, m map[string]any) {
							notes := list(t, m, "data.notes")
							require.NotEmpty(t, notes)
							require.Equal(t, tag, str(t, notes[len(notes)-1], "content"))
							require.Equal(t, p.name, str(t, notes[len(notes)-1], "name"))
						}
						c.soapOK = func(t *testing.T, data *etree.Element) {
							require.Equal(t, "true", xtext(t, data, "Success"))
						}
					}
					if o.op == "AddPepSearchNote" || o.op == "AddValidIdNote" {
						// Checked in the reply: the note is the caller's, on the search asked.
						tag := fmt.Sprintf("iso-note-%d", len(cases))
						extra, extraXML = `,"note":`+jsonStr(tag), "<Note>"+tag+"-soap</Note>"
						c.check = func(t *testing.T, m map[string]any) {
							notes := list(t, m, "data.notes")
							require.NotEmpty(t, notes)
							require.Equal(t, tag, str(t, notes[len(notes)-1], "content"))
						}
						c.soapOK = func(t *testing.T, data *etree.Element) {
							require.Equal(t, "true", xtext(t, data, "Success"))
						}
					}
					if sub != "" {
						extra = `,"subUserName":` + jsonStr(sub) + extra
					}
					c.body = fmt.Sprintf(`{"request":{"id":%d%s}}`, r.id, extra)
					if o.soap {
						c.soap = fmt.Sprintf("<Request><Id>%d</Id>%s%s</Request>", r.id, extraXML, subXML(sub))
					}
					if o.check != nil {
						c.check = o.check(r)
					}
					if o.soapOK != nil {
						c.soapOK = o.soapOK(r)
					}
					add(c)
				}
			}
		}
	}

	// 1b. GetDbsSearch: GET /dbs/{Id}, subUserName in the query.
	dbsTargets := []record{missing,
		{dataset.DemoDbsFirst, "demo", dataset.DemoAccountID, nil},
		{dataset.DemoDbsLast, "analyst", dataset.DemoAccountID, nil},
		{dataset.OtherDbsSearch, "other", dataset.OtherAccountID, nil}}
	for _, p := range principals {
		for _, sub := range subUserNames {
			for _, r := range dbsTargets {
				c := isoCase{op: "GetDbsSearch", caller: p, method: "GET", target: r, sub: sub,
					path:  fmt.Sprintf("/dbs/%d?subUserName=%s", r.id, url.QueryEscape(sub)),
					group: "GetDbsSearch|" + p.name + "|" + sub}
				c.name = fmt.Sprintf("GetDbsSearch/%s/id=%d/sub=%s", p.name, r.id, sub)
				eff, st, code := actingAs(p, sub)
				switch {
				case st != 200:
					c.status, c.code = st, code
				case eff.sees(r):
					c.status, c.actor = 200, eff
					id := r.id
					c.check = func(t *testing.T, m map[string]any) {
						require.Equal(t, strconv.FormatInt(id, 10), num(t, m, "data.summary.id"))
					}
				default:
					c.status, c.code = 404, "NotFound"
				}
				add(c)
			}
		}
	}

	// 1c. GetBulkSearchStatus (bulk branch): the id is bulkSearchId.
	for _, p := range principals {
		for _, sub := range subUserNames {
			for _, r := range bulkTargets {
				c := isoCase{op: "GetBulkSearchStatus", caller: p, method: "POST", path: "/bulksearch/status", target: r, sub: sub,
					group: "GetBulkSearchStatus|" + p.name + "|" + sub}
				c.name = fmt.Sprintf("GetBulkSearchStatus/%s/id=%d/sub=%s", p.name, r.id, sub)
				eff, st, code := actingAs(p, sub)
				switch {
				case st != 200:
					c.status, c.code = st, code
				case eff.sees(r):
					c.status, c.actor = 200, eff
					id := r.id
					c.check = func(t *testing.T, m map[string]any) {
						require.Equal(t, strconv.FormatInt(id, 10), num(t, m, "data.bulkSearchStatus.bulkSearchId"))
					}
					c.soapOK = func(t *testing.T, data *etree.Element) {
						require.Equal(t, strconv.FormatInt(id, 10), xtext(t, data, "BulkSearchStatus/BulkSearchId"))
					}
				default:
					c.status, c.code = 404, "NotFound"
				}
				c.body = fmt.Sprintf(`{"request":{"bulkSearchId":%d%s}}`, r.id, map[bool]string{true: "", false: `,"subUserName":` + jsonStr(sub)}[sub == ""])
				c.soap = fmt.Sprintf("<Request><BulkSearchId>%d</BulkSearchId>%s</Request>", r.id, subXML(sub))
				add(c)
			}
		}
	}

	// 2. PEP renewals and their quotes: invisible or not-due ids fail, with
	// nothing debited. Successful renewals are left out of the matrix (they
	// would change the state the later cases rely on); the concurrency test
	// covers them.
	for _, op := range []string{"CostRenewPepSearches", "RenewPepSearches"} {
		for _, p := range principals {
			for _, r := range pepTargets {
				due := p.sees(r) && r.id != 2006
				if op == "RenewPepSearches" && due {
					continue
				}
				want := "0"
				if due {
					want = "1"
				}
				c := isoCase{op: op, caller: p, target: r, status: 200, path: "/peps/renew/selected",
					name: fmt.Sprintf("%s/%s/id=%d", op, p.name, r.id), group: op + "|" + p.name,
					soap: fmt.Sprintf("<Request><Ids><Long>%d</Long></Ids></Request>", r.id)}
				if op == "CostRenewPepSearches" {
					c.method, c.path = "GET", c.path+"?ids="+strconv.FormatInt(r.id, 10)
				} else {
					c.method, c.body = "PUT", fmt.Sprintf(`{"request":{"ids":[%d]}}`, r.id)
				}
				id := strconv.FormatInt(r.id, 10)
				c.check = func(t *testing.T, m map[string]any) {
					require.Equal(t, want, num(t, m, "data.count"))
					if want == "0" {
						require.Equal(t, "0.00", num(t, m, "data.totalCost"))
						require.Len(t, list(t, m, "data.failedIds"), 1)
						require.Equal(t, id, num(t, m, "data.failedIds.0"))
					} else {
						require.Equal(t, "1.50", num(t, m, "data.totalCost"))
						require.Empty(t, list(t, m, "data.failedIds"))
					}
				}
				c.soapOK = func(t *testing.T, data *etree.Element) {
					require.Equal(t, want, xtext(t, data, "Count"))
					if want == "0" {
						require.Equal(t, id, xtext(t, data, "FailedIds/long"))
					}
				}
				add(c)
			}
		}
	}

	// 3. UpdateValidId: needs canResolveSearches (403 before any lookup),
	// then the id must be visible. Allowed updates set clientInResults and
	// run first; refused ones ask for clientNotInResults, so that the
	// database shows afterwards whether any of them got through.
	for pass := 0; pass < 2; pass++ {
		for _, p := range principals {
			for _, r := range validIDTargets {
				c := isoCase{op: "UpdateValidId", caller: p, target: r, method: "PUT", path: "/validid/update",
					name: fmt.Sprintf("UpdateValidId/%s/id=%d", p.name, r.id), group: "UpdateValidId|" + p.name}
				switch {
				case !p.resolve:
					c.status, c.code = 403, "Forbidden"
				case p.sees(r):
					c.status = 200
				default:
					c.status, c.code = 404, "NotFound"
				}
				if (pass == 0) != (c.status == 200) {
					continue
				}
				field := "clientNotInResults"
				if c.status == 200 {
					field = "clientInResults"
				}
				c.body = fmt.Sprintf(`{"request":{"id":%d,"%s":true}}`, r.id, field)
				c.soap = fmt.Sprintf("<Request><%s>true</%[1]s><Id>%d</Id></Request>", strings.ToUpper(field[:1])+field[1:], r.id)
				c.check = func(t *testing.T, m map[string]any) { require.Equal(t, true, get(t, m, "data.success")) }
				c.soapOK = func(t *testing.T, data *etree.Element) { require.Equal(t, "true", xtext(t, data, "Success")) }
				add(c)
			}
		}
	}

	// 4. GetClientDocument (fields at the top level).
	for _, p := range principals {
		for _, r := range clientTargets {
			c := isoCase{op: "GetClientDocument", caller: p, target: r, method: "POST", path: "/clients/document",
				name: fmt.Sprintf("GetClientDocument/%s/id=%d", p.name, r.id), group: "GetClientDocument|" + p.name,
				body: fmt.Sprintf(`{"id":%d,"mil":50}`, r.id), soap: fmt.Sprintf("<Id>%d</Id><Mil>50</Mil>", r.id)}
			if p.sees(r) {
				c.status = 200
				c.check = func(t *testing.T, m map[string]any) { require.NotEmpty(t, str(t, m, "data.base64Image")) }
				c.soapOK = func(t *testing.T, data *etree.Element) { require.NotEmpty(t, xtext(t, data, "Base64Image")) }
			} else {
				c.status, c.code = 404, "NotFound"
			}
			add(c)
		}
	}

	// 4b. GetClient, UpdateClient and DeleteClient (branch clients): the id
	// must be visible (404 otherwise, as for a missing id). DeleteClient
	// needs canDeleteSearches or admin first (403 before any lookup); its
	// allowed deletes are left out (later checks count clients), as are
	// UpdateClient's allowed verifications: a visible client that is not
	// pending verification (5001) is refused with InvalidClientState,
	// and 5012 (pending verification, counted by CountIncompleteClients)
	// is not updated. The store conformance suite covers the writes.
	for _, p := range principals {
		for _, r := range clientTargets {
			id := r.id
			c := isoCase{op: "GetClient", caller: p, target: r, method: "GET", path: fmt.Sprintf("/clients/%d", r.id),
				name: fmt.Sprintf("GetClient/%s/id=%d", p.name, r.id), group: "GetClient|" + p.name,
				soap: fmt.Sprintf("<Id>%d</Id>", r.id)}
			if p.sees(r) {
				c.status = 200
				c.check = func(t *testing.T, m map[string]any) {
					require.Equal(t, strconv.FormatInt(id, 10), num(t, m, "data.client.id"))
				}
				c.soapOK = func(t *testing.T, data *etree.Element) {
					require.Equal(t, strconv.FormatInt(id, 10), xtext(t, data, "Client/Id"))
				}
			} else {
				c.status, c.code = 404, "NotFound"
			}
			add(c)

			u := isoCase{op: "UpdateClient", caller: p, target: r, method: "PUT", path: fmt.Sprintf("/clients/%d", r.id),
				name: fmt.Sprintf("UpdateClient/%s/id=%d", p.name, r.id), group: "UpdateClient|" + p.name,
				body: `{"name":"Iso Verified"}`, soap: fmt.Sprintf("<Id>%d</Id><Name>Iso Verified</Name>", r.id)}
			switch {
			case !p.sees(r):
				u.status, u.code = 404, "NotFound"
			case r.id == int64(dataset.DemoClientFirst):
				u.status, u.code = 400, service.CodeClientState
			default:
				u = isoCase{}
			}
			if u.op != "" {
				add(u)
			}

			d := isoCase{op: "DeleteClient", caller: p, target: r, method: "DELETE", path: fmt.Sprintf("/clients/%d", r.id),
				name: fmt.Sprintf("DeleteClient/%s/id=%d", p.name, r.id), group: "DeleteClient|" + p.name,
				soap: fmt.Sprintf("<Id>%d</Id>", r.id)}
			switch {
			case !p.admin:
				d.status, d.code = 403, "Forbidden"
			case !p.sees(r):
				d.status, d.code = 404, "NotFound"
			default:
				continue
			}
			add(d)
		}
	}

	// 5. GetSubUser by name and by id.
	type userRef struct{ name, id string }
	var refs []userRef
	for _, u := range principals {
		refs = append(refs, userRef{name: u.name}, userRef{id: u.userID})
	}
	refs = append(refs, userRef{name: "nobody"}, userRef{id: "0badc0de-0000-4000-8000-00000000dead"})
	for _, p := range principals {
		for _, ref := range refs {
			u := principalNamed(ref.name)
			for _, q := range principals {
				if ref.id == q.userID {
					u = q
				}
			}
			c := isoCase{op: "GetSubUser", caller: p, method: "GET", name: fmt.Sprintf("GetSubUser/%s/name=%s/id=%s", p.name, ref.name, ref.id)}
			if ref.name != "" {
				c.path = "/subusers/get?subUserName=" + ref.name
				c.soap = "<SubUserName>" + ref.name + "</SubUserName>"
			} else {
				c.path = "/subusers/get?subUserId=" + ref.id
				c.soap = "<SubUserId>" + ref.id + "</SubUserId>"
			}
			switch {
			case u != nil && u.account == p.account && (p.admin || u == p):
				c.status = 200
			case !p.admin:
				c.status, c.code = 403, "Forbidden"
			default:
				c.status, c.code = 404, "NotFound"
			}
			if u != nil {
				c.target = record{markers: []string{u.userID, u.email, u.full}}
				if u == p {
					c.target.markers = nil // its own values may appear in any reply
				}
				want := u
				c.check = func(t *testing.T, m map[string]any) {
					require.Equal(t, want.name, str(t, m, "data.subUser.userName"))
					require.Equal(t, want.userID, str(t, m, "data.subUser.userId"))
				}
				c.soapOK = func(t *testing.T, data *etree.Element) {
					require.Equal(t, want.userID, xtext(t, data, "SubUser/UserId"))
				}
			}
			add(c)
		}
	}

	// 6. Lists narrowed by subUserName, or filtered by a user (of either
	// account): exactly the ids the effective user may see (and the
	// filter selects), across all pages.
	type listOp struct {
		op      string
		recs    []record
		request func(extra string, page int) (method, path, body string)
		ids     func(t *testing.T, m map[string]any) (ids []int64, pages int)
		sub     func(sub string) string   // the subUserName member or parameter
		filter  func(u *principal) string // a filter by user; nil: none
	}
	idsOf := func(t *testing.T, items []any, key string) []int64 {
		out := []int64{}
		for _, it := range items {
			n, err := strconv.ParseInt(num(t, it, key), 10, 64)
			require.NoError(t, err)
			out = append(out, n)
		}
		return out
	}
	member := func(name, v string) string { return `,"` + name + `":` + jsonStr(v) }
	listOps := []listOp{
		{op: "GetDbsSearches", recs: listRecords(3001, 3040, 3036, dataset.OtherDbsSearch),
			request: func(extra string, page int) (string, string, string) {
				return "GET", "/dbs?page[limit]=500" + extra, ""
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				return idsOf(t, list(t, m, "data.searches"), "id"), 1
			},
			sub: func(sub string) string { return "&subUserName=" + url.QueryEscape(sub) }},
		{op: "GetClients", recs: listRecords(int64(dataset.DemoClientFirst), int64(dataset.DemoClientLast), int64(dataset.DemoClientLast), int64(dataset.OtherClient)),
			request: func(extra string, page int) (string, string, string) {
				return "GET", "/clients?page[limit]=500" + extra, ""
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				return idsOf(t, list(t, m, "data.clients"), "id"), 1
			},
			sub: func(sub string) string { return "&subUserName=" + url.QueryEscape(sub) }},
		{op: "GetValidIds", recs: listRecords(4001, 4030, 4026, int64(dataset.OtherValidIDSearch)),
			request: func(extra string, page int) (string, string, string) {
				return "POST", "/validid/list", fmt.Sprintf(`{"request":{"page":%d%s}}`, page, extra)
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				n, _ := strconv.Atoi(num(t, m, "data.maxPageNum"))
				return idsOf(t, list(t, m, "data.searchRecords"), "id"), n
			},
			sub:    func(sub string) string { return member("subUserName", sub) },
			filter: func(u *principal) string { return member("filterUserName", u.name) }},
		{op: "GetBulkSearchHistory", recs: listRecords(6001, 6012, 6010, int64(dataset.OtherBulkSearch)),
			request: func(extra string, page int) (string, string, string) {
				return "POST", "/bulksearches/list", fmt.Sprintf(`{"request":{"page":%d,"pageSize":100%s}}`, page, extra)
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				n, _ := strconv.Atoi(num(t, m, "data.maxPageNum"))
				return idsOf(t, list(t, m, "data.bulkSearchList"), "bulkSearchId"), n
			},
			sub:    func(sub string) string { return member("subUserName", sub) },
			filter: func(u *principal) string { return member("whereUserId", u.userID) }},
		{op: "GetPepSearches", recs: listRecords(dataset.DemoPepFirst, dataset.DemoPepLast, dataset.DemoPepLast+1, dataset.OtherPepSearch),
			request: func(extra string, page int) (string, string, string) {
				return "POST", "/peps/list", fmt.Sprintf(`{"request":{"page":%d%s}}`, page, extra)
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				n, _ := strconv.Atoi(num(t, m, "data.maxPageNum"))
				return idsOf(t, list(t, m, "data.searchRecords"), "id"), n
			},
			sub:    func(sub string) string { return member("subUserName", sub) },
			filter: func(u *principal) string { return member("filterUserName", u.name) }},
		// GetSearches: the demo's searches (reference SAN-…; the searches
		// AddSearch cases create are left out by the filter), 1020 archived.
		{op: "GetSearches", recs: sanctionsListRecords(),
			request: func(extra string, page int) (string, string, string) {
				return "POST", "/sanctions/list", fmt.Sprintf(`{"request":{"page":%d,"filterReference":"SAN-"%s}}`, page, extra)
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				n, _ := strconv.Atoi(num(t, m, "data.maxPageNum"))
				return idsOf(t, list(t, m, "data.searchRecords"), "id"), n
			},
			sub:    func(sub string) string { return member("subUserName", sub) },
			filter: func(u *principal) string { return member("filterUserName", u.name) }},
		// GetPdfs (validid-pdfs): the fixture documents (7005 has expired
		// and is never listed). Other cases save documents while the
		// matrix runs, so only the fixture ids are compared; their owners
		// and accounts are what scoping decides.
		{op: "GetPdfs", recs: []record{{7001, "demo", dataset.DemoAccountID, nil}, {7002, "demo", dataset.DemoAccountID, nil},
			{7003, "demo", dataset.DemoAccountID, nil}, {7004, "analyst", dataset.DemoAccountID, nil},
			{viewerDoc, "viewer", dataset.DemoAccountID, nil}, {dataset.OtherDocument, "other", dataset.OtherAccountID, nil}},
			request: func(extra string, page int) (string, string, string) {
				return "POST", "/pdfs/list", fmt.Sprintf(`{"request":{"page":%d,"pageSize":100%s}}`, page, extra)
			},
			ids: func(t *testing.T, m map[string]any) ([]int64, int) {
				n, _ := strconv.Atoi(num(t, m, "data.maxPageNum"))
				fixture := []int64{7001, 7002, 7003, 7004, viewerDoc, dataset.OtherDocument}
				return slices.DeleteFunc(idsOf(t, list(t, m, "data.documents"), "id"),
					func(id int64) bool { return !slices.Contains(fixture, id) }), n
			},
			sub: func(sub string) string { return member("subUserName", sub) }},
	}
	for _, o := range listOps {
		for _, p := range principals {
			type variant struct {
				label, extra, sub string
				only              *principal // filter: only this user's records
			}
			var variants []variant
			for _, sub := range subUserNames {
				v := variant{label: "sub=" + sub, sub: sub}
				if sub != "" {
					v.extra = o.sub(sub)
				}
				variants = append(variants, v)
			}
			if o.filter != nil {
				for _, u := range principals {
					variants = append(variants, variant{label: "filter=" + u.name, extra: o.filter(u), only: u})
				}
			}
			for _, v := range variants {
				method, path, body := o.request(v.extra, 1)
				c := isoCase{op: o.op, caller: p, sub: v.sub, method: method, path: path, body: body,
					name: fmt.Sprintf("%s/%s/%s", o.op, p.name, v.label)}
				eff, st, code := actingAs(p, v.sub)
				if st != 200 {
					c.status, c.code = st, code
					if o.op == "GetDbsSearches" || o.op == "GetClients" {
						c.soap = subXML(v.sub)
					}
					add(c)
					continue
				}
				c.status = 200
				want := []int64{}
				for _, id := range visibleIDs(eff, o.recs) {
					for _, r := range o.recs {
						if r.id == id && (v.only == nil || r.owner == v.only.name && r.account == v.only.account) {
							want = append(want, id)
						}
					}
				}
				o := o
				c.check = func(t *testing.T, m map[string]any) {
					got, pages := o.ids(t, m)
					for page := 2; page <= pages; page++ {
						method, path, body := o.request(v.extra, page)
						r := isoServer.do(t, method, path, "application/json", body, p.headers()...)
						require.Equal(t, 200, r.status, "page %d: %s", page, r.body)
						more, _ := o.ids(t, r.json(t))
						got = append(got, more...)
					}
					slices.Sort(got)
					require.Equal(t, want, got, "%s as %s (%s) lists exactly what %s may see", o.op, p.name, v.label, eff.name)
				}
				add(c)
			}
		}
	}

	// 7. GetBulkSearchHistory filtered to one id (whereId): the record if
	// visible, else an empty page (a filter, not a lookup).
	for _, p := range principals {
		for _, r := range bulkTargets {
			want := []int64{}
			if p.sees(r) {
				want = []int64{r.id}
			}
			add(isoCase{op: "GetBulkSearchHistory", caller: p, method: "POST", path: "/bulksearches/list", status: 200,
				name: fmt.Sprintf("GetBulkSearchHistory/%s/whereId=%d", p.name, r.id),
				body: fmt.Sprintf(`{"request":{"whereId":%d}}`, r.id),
				check: func(t *testing.T, m map[string]any) {
					require.Equal(t, want, idsOf(t, list(t, m, "data.bulkSearchList"), "bulkSearchId"))
					require.Equal(t, strconv.Itoa(len(want)), num(t, m, "data.totalBulkSearches"))
				}})
		}
	}

	// 8. CountIncompleteClients counts only the caller's visible clients.
	for _, p := range principals {
		want := map[string]string{"demo": "4", "analyst": "4", "viewer": "0", "other": "1"}[p.name]
		add(isoCase{op: "CountIncompleteClients", caller: p, method: "GET", path: "/clients/incomplete/count", status: 200,
			name: "CountIncompleteClients/" + p.name, soap: "<DaysIncomplete>7</DaysIncomplete>",
			check: func(t *testing.T, m map[string]any) {
				require.Equal(t, want, num(t, m, "data.numberOfIncompleteClients"))
			},
			soapOK: func(t *testing.T, data *etree.Element) {
				require.Equal(t, want, xtext(t, data, "NumberOfIncompleteClients"))
			}})
	}

	// 10. Sub users and the EULA. GetSubUsers lists the caller's account
	// (a user who is not an admin: itself only); GetEulaStatus follows the
	// subUserName rules. AddSubUser, UpdateSubUser and DeleteSubUser need
	// an admin (403 first) and users of the admin's own account (404);
	// the writes the matrix lets through change nothing (an update to the
	// permissions the user already has), so the users table must end as
	// it began.
	for _, p := range principals {
		var want []string
		for _, q := range principals {
			if q.account == p.account && (p.admin || q == p) && !(q.admin && q.name == q.apiUser) {
				want = append(want, q.name)
			}
		}
		if want == nil {
			want = []string{}
		}
		slices.Sort(want)
		add(isoCase{op: "GetSubUsers", caller: p, method: "GET", path: "/subusers/list", status: 200,
			name: "GetSubUsers/" + p.name, soap: "<IncludeMainUser>false</IncludeMainUser>",
			check: func(t *testing.T, m map[string]any) {
				got := []string{}
				for _, u := range list(t, m, "data.subUsers") {
					got = append(got, str(t, u, "userName"))
				}
				slices.Sort(got)
				require.Equal(t, want, got)
			},
			soapOK: func(t *testing.T, data *etree.Element) {
				require.Len(t, data.FindElements("SubUsers/SubUser"), len(want))
			}})
		for _, sub := range subUserNames {
			c := isoCase{op: "GetEulaStatus", caller: p, method: "GET", sub: sub, path: "/account/eula",
				name: fmt.Sprintf("GetEulaStatus/%s/sub=%s", p.name, sub), soap: subXML(sub)}
			if sub != "" {
				c.path += "?subUserName=" + url.QueryEscape(sub)
			}
			eff, st, code := actingAs(p, sub)
			c.status, c.code = st, code
			if st == 200 {
				// The main user agreed when it registered; sub users not yet.
				agreed := sub == "" || eff.admin && eff.name == eff.apiUser
				c.check = func(t *testing.T, m map[string]any) { require.Equal(t, agreed, get(t, m, "data.agreeToTerms")) }
				c.soapOK = func(t *testing.T, data *etree.Element) {
					require.Equal(t, strconv.FormatBool(agreed), xtext(t, data, "AgreeToTerms"))
				}
			}
			add(c)
		}
		for i, u := range principals {
			isMain := u.admin && u.name == u.apiUser
			// AddSubUser: refused for users who are not admins; an admin's
			// call is refused too, for a name that is taken.
			c := isoCase{op: "AddSubUser", caller: p, method: "POST", path: "/subusers/create",
				name: fmt.Sprintf("AddSubUser/%s/name=%s", p.name, u.name),
				body: fmt.Sprintf(`{"request":{"userName":%s,"name":"Iso","email":"iso%d@demo.example","sendWelcomeEmail":false}}`, jsonStr(u.name), i),
				soap: fmt.Sprintf("<Request><Email>iso%d@demo.example</Email><Name>Iso</Name><SendWelcomeEmail>false</SendWelcomeEmail><UserName>%s</UserName></Request>", i, u.name)}
			if p.admin {
				c.status, c.code = 409, "Conflict"
			} else {
				c.status, c.code = 403, "Forbidden"
			}
			add(c)
			// UpdateSubUser with the permissions the user already has.
			perms, _ := json.Marshal(append([]string{}, u.perms...))
			permsXML := ""
			for _, n := range u.perms {
				permsXML += "<String>" + n + "</String>"
			}
			c = isoCase{op: "UpdateSubUser", caller: p, method: "PUT", path: "/subusers/update",
				name: fmt.Sprintf("UpdateSubUser/%s/user=%s", p.name, u.name),
				body: fmt.Sprintf(`{"request":{"subUserName":%s,"permissions":%s}}`, jsonStr(u.name), perms),
				soap: `<Request><Permissions>` + permsXML +
					`</Permissions><SubUserName>` + u.name + `</SubUserName></Request>`}
			switch {
			case !p.admin:
				c.status, c.code = 403, "Forbidden"
			case u.account != p.account:
				c.status, c.code = 404, "NotFound"
				c.target = record{markers: []string{u.userID, u.email, u.full}}
			case isMain:
				c.status, c.code = 400, "MainUser"
			default:
				c.status = 200
				want := u
				c.check = func(t *testing.T, m map[string]any) {
					require.Equal(t, want.userID, str(t, m, "data.subUser.userId"))
				}
			}
			add(c)
			// DeleteSubUser: only refusals (a success would change the
			// data every other case relies on).
			for _, to := range principals {
				if to == u {
					continue
				}
				c := isoCase{op: "DeleteSubUser", caller: p, method: "DELETE",
					path: "/subusers/delete?deleteUserId=" + u.userID + "&transferToUserId=" + to.userID,
					name: fmt.Sprintf("DeleteSubUser/%s/delete=%s/to=%s", p.name, u.name, to.name),
					soap: "<DeleteUserId>" + u.userID + "</DeleteUserId><TransferToUserId>" + to.userID + "</TransferToUserId>"}
				switch {
				case !p.admin:
					c.status, c.code = 403, "Forbidden"
				case u.account != p.account || to.account != p.account:
					c.status, c.code = 404, "NotFound"
				case isMain:
					c.status, c.code = 400, "MainUser"
				default:
					continue // would delete
				}
				add(c)
			}
		}
	}

	// 9. One account's API key with the userId of another account's user:
	// 401, the very reply for a userId that belongs to nobody. A userId of
	// the key's own account acts as that user.
	target := sanctionsTargets[1] // 1001, demo's
	for _, key := range []*principal{pDemo, pOther} {
		for _, uid := range []string{"0badc0de-0000-4000-8000-00000000dead", pDemo.userID, pAnalyst.userID, pViewer.userID, pOther.userID} {
			as := *key
			as.asUser = uid
			c := isoCase{op: "GetSearch", method: "POST", path: "/sanctions/get", target: target, caller: &as,
				name:     fmt.Sprintf("GetSearch/key=%s/userId=%s", key.apiUser, uid),
				group:    "userId|" + key.apiUser,
				baseline: strings.HasPrefix(uid, "0badc0de"),
				body:     fmt.Sprintf(`{"request":{"id":%d}}`, target.id),
				soap:     fmt.Sprintf("<Request><Id>%d</Id></Request>", target.id)}
			var u *principal
			for _, q := range principals {
				if q.userID == uid && q.account == key.account {
					u = q
				}
			}
			switch {
			case u == nil:
				c.status, c.code = 401, "Unauthorized"
			case u.sees(target):
				as.name, as.admin, as.perms = u.name, u.admin, u.perms
				c.status = 200
				c.check = func(t *testing.T, m map[string]any) { require.Equal(t, "1001", num(t, m, "data.searchRecord.id")) }
			default:
				c.status, c.code = 404, "NotFound"
			}
			add(c)
		}
	}

	// 10. PEP search writes: the permission first (403 before any lookup:
	// resolving and archiving need canResolveSearches, deleting
	// canDeleteSearches; admins have both), then the id must be visible.
	// Allowed decisions set clientInResults; refused calls ask for
	// clientNotInResults, an archive or a delete, and the database shows
	// afterwards that none got through. Allowed archives and deletes are
	// left out (they would change what the later checks rely on); the
	// store conformance suite covers them.
	for _, op := range []string{"UpdatePepSearch", "ArchivePepSearch", "DeletePepSearch"} {
		for pass := 0; pass < 2; pass++ {
			for _, p := range principals {
				for _, r := range pepTargets {
					c := isoCase{op: op, caller: p, target: r, name: fmt.Sprintf("%s/%s/id=%d", op, p.name, r.id), group: op + "|" + p.name}
					allowed := p.resolve
					if op == "DeletePepSearch" {
						allowed = p.admin
					}
					switch {
					case !allowed:
						c.status, c.code = 403, "Forbidden"
					case p.sees(r):
						c.status = 200
					default:
						c.status, c.code = 404, "NotFound"
					}
					if (pass == 0) != (c.status == 200) || c.status == 200 && op != "UpdatePepSearch" {
						continue
					}
					switch op {
					case "UpdatePepSearch":
						field := "clientNotInResults"
						if c.status == 200 {
							field = "clientInResults"
						}
						c.method, c.path = "PUT", "/peps/update"
						c.body = fmt.Sprintf(`{"request":{"id":%d,"%s":true}}`, r.id, field)
						c.soap = fmt.Sprintf("<Request><%s>true</%[1]s><Id>%d</Id></Request>", strings.ToUpper(field[:1])+field[1:], r.id)
					case "ArchivePepSearch":
						c.method, c.path = "PUT", "/peps/archive"
						c.body = fmt.Sprintf(`{"request":{"id":%d}}`, r.id)
						c.soap = fmt.Sprintf("<Request><Id>%d</Id></Request>", r.id)
					default:
						c.method, c.path = "DELETE", fmt.Sprintf("/peps/delete?id=%d", r.id)
						c.soap = fmt.Sprintf("<Request><Id>%d</Id></Request>", r.id)
					}
					c.check = func(t *testing.T, m map[string]any) { require.Equal(t, true, get(t, m, "data.success")) }
					c.soapOK = func(t *testing.T, data *etree.Element) { require.Equal(t, "true", xtext(t, data, "Success")) }
					add(c)
				}
			}
		}
	}
	// 10b. Sanctions search writes (branch sanctions-ops), as the PEP ones:
	// UpdateSearch needs canResolveSearches, DeleteSearch canDeleteSearches
	// (admins have both), 403 before any lookup, then the id must be
	// visible. An allowed decision names a result id of no search
	// (searchResultIds [1]): it records clientInResults and resolves
	// nothing, so every count the other cases check stays as it was.
	// Refused calls ask for clientNotInResults or a delete, and the
	// database shows afterwards that none got through. Allowed deletes are
	// left out; the store conformance suite covers them.
	for _, op := range []string{"UpdateSearch", "DeleteSearch"} {
		for _, p := range principals {
			for _, r := range sanctionsTargets {
				c := isoCase{op: op, caller: p, target: r, name: fmt.Sprintf("%s/%s/id=%d", op, p.name, r.id), group: op + "|" + p.name}
				allowed := p.resolve
				if op == "DeleteSearch" {
					allowed = p.admin
				}
				switch {
				case !allowed:
					c.status, c.code = 403, "Forbidden"
				case p.sees(r):
					c.status = 200
				default:
					c.status, c.code = 404, "NotFound"
				}
				if c.status == 200 && op == "DeleteSearch" {
					continue
				}
				if op == "UpdateSearch" {
					c.method, c.path = "PUT", "/sanctions/update"
					if c.status == 200 {
						c.body = fmt.Sprintf(`{"request":{"id":%d,"clientInResults":true,"searchResultIds":[1]}}`, r.id)
						c.soap = fmt.Sprintf("<Request><ClientInResults>true</ClientInResults><Id>%d</Id><SearchResultIds><long>1</long></SearchResultIds></Request>", r.id)
					} else {
						c.body = fmt.Sprintf(`{"request":{"id":%d,"clientNotInResults":true}}`, r.id)
						c.soap = fmt.Sprintf("<Request><ClientNotInResults>true</ClientNotInResults><Id>%d</Id></Request>", r.id)
					}
				} else {
					c.method, c.path = "DELETE", fmt.Sprintf("/sanctions/delete?id=%d", r.id)
					c.soap = fmt.Sprintf("<Request><Id>%d</Id></Request>", r.id)
				}
				c.check = func(t *testing.T, m map[string]any) { require.Equal(t, true, get(t, m, "data.success")) }
				c.soapOK = func(t *testing.T, data *etree.Element) { require.Equal(t, "true", xtext(t, data, "Success")) }
				add(c)
			}
		}
	}
	// AddSearch with every subUserName: the new search belongs to the user
	// the call acts as, or nothing is written. The name matches nothing in
	// the list, so no count the other cases check changes.
	for _, p := range principals {
		for _, sub := range subUserNames {
			c := isoCase{op: "AddSearch", caller: p, method: "POST", path: "/sanctions/create", sub: sub,
				name: fmt.Sprintf("AddSearch/%s/sub=%s", p.name, sub), addTag: fmt.Sprintf("iso-add-%d", len(cases))}
			eff, st, code := actingAs(p, sub)
			if st != 200 {
				c.status, c.code = st, code
			} else {
				c.status, c.actor = 200, eff
				tag := c.addTag
				c.check = func(t *testing.T, m map[string]any) {
					require.Equal(t, tag, str(t, m, "data.searchRecord.searchCriteria.reference"))
				}
				c.soapOK = func(t *testing.T, data *etree.Element) {
					require.Equal(t, tag+"-soap", xtext(t, data, "SearchRecord/SearchCriteria/Reference"))
				}
			}
			extra := ""
			if sub != "" {
				extra = `,"subUserName":` + jsonStr(sub)
			}
			c.body = `{"request":{"name":"Zebulon Quimby","type":"individual","selectedLists":["UN"],"reference":` + jsonStr(c.addTag) + extra + `}}`
			c.soap = "<Request><Name>Zebulon Quimby</Name><Reference>" + c.addTag + "-soap</Reference><SelectedLists><ListId>UN</ListId></SelectedLists>" +
				subXML(sub) + "<Type>individual</Type></Request>"
			add(c)
		}
	}
	// AddPepSearch, AddDbsSearch and AddValidId naming a sub user the caller may not
	// act as, or one that does not exist: refused before anything is
	// screened, debited or queued (their allowed paths, which need a PEP
	// list or the outside parties, are covered by their end-to-end tests).
	for _, op := range []struct{ name, path, body string }{
		{"AddPepSearch", "/peps/create", `"name":"Zebulon Quimby","type":"individual"`},
		{"AddBulkSearch", "/bulksearches/create", `"isSanctionsSearch":true,"selectedLists":["UN"],"type":"individual","csv":"name\nZebulon Quimby\n"`},
		{"AddDbsSearch", "/dbs", `"name":"Jane Applicant","dateOfBirth":"01/02/1990","email":"jane@example.com",` +
			`"mobileInternational":"+447123456789","jobLocation":"Wales","disclosureLevel":"Basic"`},
		{"AddClient", "/clients", `"name":"Jane Client","email":"jane@example.com","mobileInternational":"+447123456789",` +
			`"postCode":"EC1A 1BB","proofOfPreset":"ValidateMe"`},
		{"AddValidId", "/validid/create", `"type":"basic","selectedLists":["UN"],"basicRequest":{"forename":"Zebulon",` +
			`"surname":"Quimby","dateOfBirth":"01/02/1990","address1":"1 High Street","postcode":"LS1 1AA"}`},
	} {
		for _, p := range principals {
			for _, sub := range subUserNames {
				_, st, code := actingAs(p, sub)
				if st == 200 || sub == "" {
					continue
				}
				c := isoCase{op: op.name, caller: p, method: "POST", path: op.path, sub: sub,
					name: fmt.Sprintf("%s/%s/sub=%s", op.name, p.name, sub), group: op.name + "|" + p.name + "|" + sub}
				c.status, c.code = st, code
				c.body = `{"request":{` + op.body + `,"subUserName":` + jsonStr(sub) + `}}`
				add(c)
			}
		}
	}
	// ArchiveSearch: needs canResolveSearches or admin (403 before any
	// lookup), then the id must be visible. Last, so no other case meets
	// an archived search.
	for _, p := range principals {
		for _, r := range sanctionsTargets {
			c := isoCase{op: "ArchiveSearch", caller: p, target: r, method: "PUT", path: "/sanctions/archive",
				name: fmt.Sprintf("ArchiveSearch/%s/id=%d", p.name, r.id), group: "ArchiveSearch|" + p.name}
			switch {
			case !p.resolve && !p.admin:
				c.status, c.code = 403, "Forbidden"
			case p.sees(r):
				c.status = 200
			default:
				c.status, c.code = 404, "NotFound"
			}
			c.body = fmt.Sprintf(`{"request":{"id":%d}}`, r.id)
			c.soap = fmt.Sprintf("<Request><Id>%d</Id></Request>", r.id)
			c.check = func(t *testing.T, m map[string]any) { require.Equal(t, true, get(t, m, "data.success")) }
			c.soapOK = func(t *testing.T, data *etree.Element) { require.Equal(t, "true", xtext(t, data, "Success")) }
			add(c)
		}
	}
	return cases
}

// isoServer is the server of the running matrix (the list checks page on).
var isoServer *testServer

func TestIsolationMatrix(t *testing.T) {
	// A sanctions list is imported so that AddSearch screens; the readiness
	// probe (as Other Ltd) matches nothing, leaving every count as the demo
	// data has it.
	s, _ := screeningServer(t, "un_v1.xml")
	addSearchWhenReady(t, s, `{"request":{"name":"Zebulon Quimby","type":"individual","selectedLists":["UN"]},`+authOther+`}`)
	isoServer = s
	before := snapshotDB(t, s.db)

	// Fixture: a saved document owned by viewer (its own search 1026).
	r := s.postJSON(t, "/sanctions/save", `{"request":{"id":1026}}`, pViewer.headers()...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	viewerDoc, err := strconv.ParseInt(num(t, r.json(t), "data.documentId"), 10, 64)
	require.NoError(t, err)

	cases := isoMatrix(viewerDoc)
	missingReply := map[string]string{} // group|code -> error body for the missing id (or baseline)
	var soapRuns int
	type savedDoc struct {
		owner           string
		account, search int64
	}
	saved := map[int64]savedDoc{}      // new document id -> what it must hold
	pepSaved := map[int64]savedDoc{}   // the same for SavePepSearch
	validSaved := map[int64]savedDoc{} // and for SaveValidId
	noteOK := map[string]int64{}
	var noteRefused []string
	addOK := map[string]*principal{} // AddSearch reference -> the user the search must belong to
	var addRefused []string
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := s.do(t, c.method, c.path, "application/json", c.body, c.caller.headers()...)
			require.Less(t, r.status, 500, "body: %s", short(r.body))
			if c.status == 200 {
				require.Equal(t, 200, r.status, "body: %s", short(r.body))
				m := r.json(t)
				if c.check != nil {
					c.check(t, m)
				}
				switch c.op {
				case "SaveSearch":
					id, _ := strconv.ParseInt(num(t, m, "data.documentId"), 10, 64)
					saved[id] = savedDoc{owner: c.actor.name, account: c.actor.account, search: c.target.id}
				case "SaveValidId":
					id, _ := strconv.ParseInt(num(t, m, "data.documentId"), 10, 64)
					validSaved[id] = savedDoc{owner: c.actor.name, account: c.actor.account, search: c.target.id}
				case "SavePepSearch":
					id, _ := strconv.ParseInt(num(t, m, "data.documentId"), 10, 64)
					pepSaved[id] = savedDoc{owner: c.actor.name, account: c.actor.account, search: c.target.id}
				}
				if c.noteTag != "" {
					noteOK[c.noteTag] = c.target.id
				}
				if c.addTag != "" {
					addOK[c.addTag] = c.actor
				}
			} else {
				m := requireError(t, r, c.status, c.code, "")
				for k, v := range get(t, m, "data").(map[string]any) {
					if k != "responseStatus" {
						require.True(t, isZeroJSON(v), "an error carries no data (%s): %s", k, short(r.body))
					}
				}
				for _, mk := range c.target.markers {
					require.NotContains(t, string(r.body), mk)
				}
				if c.noteTag != "" {
					noteRefused = append(noteRefused, c.noteTag)
				}
				if c.addTag != "" {
					addRefused = append(addRefused, c.addTag)
				}
				// A record the caller may not see answers exactly as an id
				// that does not exist.
				if c.group != "" {
					norm := strings.ReplaceAll(string(r.body), strconv.FormatInt(c.target.id, 10), strconv.Itoa(missingID))
					g := c.group + "|" + c.code
					if c.target.id == missingID || c.baseline {
						missingReply[g] = norm
					} else if want, ok := missingReply[g]; ok {
						require.Equal(t, want, norm, "the reply for an invisible id differs from the one for a missing id")
					}
				}
			}
			if c.soap == "" {
				return
			}
			soapRuns++
			env := `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><` +
				c.op + ` xmlns="` + nsTypes + `">` + c.caller.soapAuth() + c.soap + `</` + c.op + `></soap:Body></soap:Envelope>`
			r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", c.op)
			require.Equal(t, 200, r.status, "SOAP: %s", short(r.body))
			data := xfind(t, r.xml(t), "Body/"+c.op+"Response/Data")
			if c.status == 200 {
				require.Empty(t, r.header.Get("X-Status"), "SOAP: %s", short(r.body))
				require.Equal(t, "Success", xtext(t, data, "ResponseStatus/Message"), "SOAP: %s", short(r.body))
				if ec := data.FindElement("ResponseStatus/ErrorCode"); ec != nil {
					require.Equal(t, "true", ec.SelectAttrValue("i:nil", ""), "SOAP: %s", short(r.body))
				}
				if c.soapOK != nil {
					c.soapOK(t, data)
				}
				if c.noteTag != "" {
					noteOK[c.noteTag+"-soap"] = c.target.id
				}
				if c.addTag != "" {
					addOK[c.addTag+"-soap"] = c.actor
				}
				return
			}
			require.Equal(t, strconv.Itoa(c.status), r.header.Get("X-Status"), "SOAP: %s", short(r.body))
			require.Equal(t, c.code, xtext(t, data, "ResponseStatus/ErrorCode"), "SOAP: %s", short(r.body))
			for _, el := range data.ChildElements() {
				if el.Tag != "ResponseStatus" {
					zero := el.SelectAttrValue("i:nil", "") == "true" ||
						len(el.ChildElements()) == 0 && slices.Contains([]string{"", "0", "false", "0.00"}, el.Text())
					require.True(t, zero, "a SOAP error carries no data (%s): %s", el.Tag, short(r.body))
				}
			}
			for _, mk := range c.target.markers {
				require.NotContains(t, string(r.body), mk)
			}
			if c.noteTag != "" {
				noteRefused = append(noteRefused, c.noteTag+"-soap")
			}
			if c.addTag != "" {
				addRefused = append(addRefused, c.addTag+"-soap")
			}
		})
	}
	t.Logf("isolation matrix: %d cases (%d also over SOAP 1.1)", len(cases), soapRuns)

	// Renewable searches stayed due for their owners.
	r = s.do(t, "GET", "/peps/renew/selected?ids=2001", "", "", pDemo.headers()...)
	require.Equal(t, "1", num(t, r.json(t), "data.count"), "body: %s", r.body)
	r = s.do(t, "GET", "/peps/renew/selected?ids=9002", "", "", pOther.headers()...)
	require.Equal(t, "1", num(t, r.json(t), "data.count"), "body: %s", r.body)

	// The database shows exactly the allowed writes.
	s.stop()
	after := snapshotDB(t, s.db)
	require.Equal(t, before.balances, after.balances, "no debit")
	require.Equal(t, before.renewals, after.renewals, "no renewal")
	for id, flags := range after.validIDs {
		require.False(t, flags[1], "ValidID %d: a refused update (clientNotInResults) was applied", id)
	}
	for id, flags := range after.peps {
		require.False(t, flags[0], "PEP search %d: a refused archive was applied", id)
		require.False(t, flags[1], "PEP search %d: a refused update (clientNotInResults) was applied", id)
	}
	db := openDB(t, s.db)
	// No refused UpdateSearch (clientNotInResults) or DeleteSearch got
	// through, and the allowed decisions resolved nothing.
	for _, r := range sanctionsTargets {
		if r.account == 0 {
			continue
		}
		var notIn bool
		var unresolved int
		require.NoError(t, db.QueryRow(`SELECT client_not_in_results, (SELECT COUNT(*) FROM sanctions_results WHERE search_id = ? AND NOT resolved)
			FROM sanctions_searches WHERE id = ?`, r.id, r.id).Scan(&notIn, &unresolved), "search %d was deleted", r.id)
		require.False(t, notIn, "search %d: a refused update (clientNotInResults) was applied", r.id)
		require.NotZero(t, unresolved, "search %d: results were resolved", r.id)
	}
	for tag, search := range noteOK {
		var n int
		var sid int64
		require.NoError(t, db.QueryRow("SELECT COUNT(*), MAX(search_id) FROM search_notes WHERE content = ?", tag).Scan(&n, &sid))
		require.Equal(t, 1, n, "acknowledged note %s", tag)
		require.Equal(t, search, sid, "note %s", tag)
	}
	for _, tag := range noteRefused {
		var n int
		require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM search_notes WHERE content = ?", tag).Scan(&n))
		require.Zero(t, n, "refused note %s was written", tag)
	}
	for tag, p := range addOK {
		var n int
		var owner string
		var account int64
		require.NoError(t, db.QueryRow("SELECT COUNT(*), MAX(owner), MAX(account_id) FROM sanctions_searches WHERE criteria_reference = ?", tag).
			Scan(&n, &owner, &account))
		require.Equal(t, 1, n, "acknowledged AddSearch %s", tag)
		require.Equal(t, p.name, owner, "AddSearch %s is kept with the user the call acted as", tag)
		require.Equal(t, p.account, account, "AddSearch %s", tag)
	}
	for _, tag := range addRefused {
		var n int
		require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM sanctions_searches WHERE criteria_reference = ?", tag).Scan(&n))
		require.Zero(t, n, "refused AddSearch %s was written", tag)
	}
	require.NotEmpty(t, addOK)
	require.NotEmpty(t, addRefused)
	var docs int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM documents").Scan(&docs))
	require.Equal(t, before.documents+1+len(saved)+len(pepSaved)+len(validSaved), docs,
		"only the acknowledged SaveSearch, SavePepSearch and SaveValidId calls created documents")
	require.NotEmpty(t, validSaved)
	for id, want := range validSaved {
		var got savedDoc
		require.NoError(t, db.QueryRow("SELECT owner, account_id, validid_search_id FROM documents WHERE id = ?", id).
			Scan(&got.owner, &got.account, &got.search))
		require.Equal(t, want, got, "ValidID document %d is kept with the user the call acted as", id)
	}
	require.NotEmpty(t, pepSaved)
	for id, want := range pepSaved {
		var got savedDoc
		require.NoError(t, db.QueryRow("SELECT owner, account_id, pep_search_id FROM documents WHERE id = ?", id).
			Scan(&got.owner, &got.account, &got.search))
		require.Equal(t, want, got, "PEP document %d is kept with the user the call acted as", id)
	}
	require.Equal(t, before.users, after.users, "no user was added, changed or deleted")
	for id, want := range saved {
		var got savedDoc
		require.NoError(t, db.QueryRow("SELECT owner, account_id, sanctions_search_id FROM documents WHERE id = ?", id).
			Scan(&got.owner, &got.account, &got.search))
		require.Equal(t, want, got, "document %d is kept with the user the call acted as", id)
	}
	var crossed int
	require.NoError(t, db.QueryRow(`SELECT COUNT(*) FROM documents d JOIN sanctions_searches s ON s.id = d.sanctions_search_id
		WHERE d.account_id <> s.account_id`).Scan(&crossed))
	require.Zero(t, crossed, "a document holds another account's search")
}

// isZeroJSON reports whether a decoded JSON value is a zero value (the
// members an error reply keeps because zeros and false are never omitted).
func isZeroJSON(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case bool:
		return !x
	case string:
		return x == ""
	case json.Number:
		f, err := x.Float64()
		return err == nil && f == 0
	case []any:
		return len(x) == 0
	}
	return false
}

// short cuts a reply body for a failure message.
func short(b []byte) string {
	if len(b) > 800 {
		return string(b[:800]) + "…"
	}
	return string(b)
}

// dbSnapshot is the state the matrix must not change.
type dbSnapshot struct {
	balances  map[int64]int64
	renewals  map[int64]string
	validIDs  map[int64][2]bool
	peps      map[int64][2]bool // archived, clientNotInResults
	documents int
	users     []string // "account user: permissions", sorted
}

func snapshotDB(t testing.TB, path string) dbSnapshot {
	t.Helper()
	db := openDB(t, path)
	defer db.Close()
	s := dbSnapshot{balances: map[int64]int64{}, renewals: map[int64]string{}, validIDs: map[int64][2]bool{}, peps: map[int64][2]bool{}}
	rows, err := db.Query("SELECT id, balance FROM accounts")
	require.NoError(t, err)
	for rows.Next() {
		var id, b int64
		require.NoError(t, rows.Scan(&id, &b))
		s.balances[id] = b
	}
	require.NoError(t, rows.Err())
	rows, err = db.Query("SELECT id, renewal_date FROM pep_searches")
	require.NoError(t, err)
	for rows.Next() {
		var id int64
		var d any
		require.NoError(t, rows.Scan(&id, &d))
		s.renewals[id] = db.timeOf(t, d).Format(time.RFC3339Nano)
	}
	require.NoError(t, rows.Err())
	rows, err = db.Query("SELECT id, client_in_results, client_not_in_results FROM validid_searches WHERE id IN (4001, 4026, 9004)")
	require.NoError(t, err)
	for rows.Next() {
		var id int64
		var in, notIn bool
		require.NoError(t, rows.Scan(&id, &in, &notIn))
		s.validIDs[id] = [2]bool{in, notIn}
	}
	require.NoError(t, rows.Err())
	rows, err = db.Query("SELECT id, is_archived, client_not_in_results FROM pep_searches")
	require.NoError(t, err)
	for rows.Next() {
		var id int64
		var archived, notIn bool
		require.NoError(t, rows.Scan(&id, &archived, &notIn))
		s.peps[id] = [2]bool{archived, notIn}
	}
	require.NoError(t, rows.Err())
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM documents").Scan(&s.documents))
	rows, err = db.Query(`SELECT u.account_id, u.user_name, u.is_admin, COALESCE(p.position, -1), COALESCE(p.user_name, '')
		FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id ORDER BY u.account_id, u.user_name, p.position`)
	require.NoError(t, err)
	for rows.Next() {
		var account, pos int64
		var name, perm string
		var admin bool
		require.NoError(t, rows.Scan(&account, &name, &admin, &pos, &perm))
		s.users = append(s.users, fmt.Sprintf("%d %s admin=%v %d:%s", account, name, admin, pos, perm))
	}
	require.NoError(t, rows.Err())
	return s
}

// TestIsolationMatrixCoversRegistry: every operation of the registry that
// names a record or a user (a request member id, ids or subUserName) has
// cases in the matrix, so an operation added later fails here until the
// matrix covers it.
func TestIsolationMatrixCoversRegistry(t *testing.T) {
	schema, err := service.NewSchema("")
	require.NoError(t, err)
	covered := map[string]bool{}
	for _, c := range isoMatrix(1) {
		covered[c.op] = true
	}
	var names func(ty *service.Type, depth int) []string
	names = func(ty *service.Type, depth int) []string {
		if ty == nil || depth > 1 {
			return nil
		}
		var out []string
		for _, f := range ty.Fields {
			out = append(out, f.JSONName)
			if f.JSONName == "request" {
				out = append(out, names(f.Type, depth+1)...)
			}
		}
		return out
	}
	for _, op := range schema.Operations() {
		fields := names(op.Request, 0)
		if slices.Contains(fields, "id") || slices.Contains(fields, "ids") || slices.Contains(fields, "subUserName") {
			require.True(t, covered[op.Name], "%s takes an id or subUserName but has no case in the isolation matrix", op.Name)
		}
	}
}
