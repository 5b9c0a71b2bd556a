package dataset

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/screengate/screengate/service"
)

const day = 24 * time.Hour

// demoPeople returns the i-th name (cycling) of the demo PEP, DBS and
// ValidID subjects.
func demoPeople(i int) string {
	names := [...]string{
		"Oliver Bennett", "Amelia Hughes", "Harry Patel", "Isla Fraser", "George O'Connor",
		"Ava Williams", "Noah Kowalski", "Mia Thompson", "Jack Robinson", "Sophia Nguyen",
		"Leo Fernández", "Grace Mensah", "Oscar Lindqvist", "Chloé Martin", "Arthur Davies",
		"Freya MacLeod", "Muhammad Iqbal", "Emily Clarke", "Charlie Evans", "Poppy Wright",
		"Henry Walker", "Lily Edwards", "Thomas Green", "Zara Ahmed", "William Hall",
		"Evie Wood", "Jacob Turner", "Ruby Hill", "Alfie Scott", "Ella Morris",
		"Joshua Cooper", "Florence Ward", "James Murphy", "Isabella Rossi", "Samuel Adeyemi",
		"Ivy Campbell", "Daniel Kaur", "Matilda Price", "Élodie Dubois", "Sebastian Young",
	}
	return names[i%len(names)]
}

func (s *demoSet) buildPeps(now time.Time) {
	y, m, _ := now.Date()
	nextMonth := time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 20; i++ {
		id := DemoPepFirst + int64(i)
		var renewal time.Time
		switch {
		case i < 5: // 2001-2005: due now, 1-5 days ago
			renewal = now.Add(-time.Duration(i+1) * day)
		case i < 10: // 2006-2010: 1-5 days after the 1st of next month (noon)
			renewal = nextMonth.Add(time.Duration(i-4)*day + 12*time.Hour)
		default: // 2011-2020: in 7-12 months
			renewal = now.AddDate(0, 7+(i-10)%6, i-10)
		}
		p := PepRecord{ID: id, AccountID: DemoAccountID, Owner: DemoUserName, Name: demoPeople(i),
			DateSearched: renewal.AddDate(-1, 0, 0), RenewalDate: renewal, Total: i % 4}
		if i < 3 { // 2001-2003: unresolved results
			p.Total, p.Unresolved = 3, 1+i%2
		}
		p.Reference = fmt.Sprintf("PEP-%04d", i+1)
		p.Results = demoPepResults(p)
		s.Peps = append(s.Peps, p)
	}
	due := now.Add(-2 * day)
	other := PepRecord{ID: OtherPepSearch, AccountID: OtherAccountID, Owner: OtherUserName,
		Name: "Paul Other", DateSearched: due.AddDate(-1, 0, 0), RenewalDate: due, Total: 2, Unresolved: 1}
	other.Results = demoPepResults(other)
	s.Peps = append(s.Peps, other)
}

// demoPepResults are the result rows of a demo PEP search: Total results
// with ids id*10+1..., the first Unresolved of them unresolved.
func demoPepResults(p PepRecord) []service.PepSearchResult {
	out := make([]service.PepSearchResult, p.Total)
	for k := range out {
		first, last, _ := strings.Cut(p.Name, " ")
		if last == "" {
			first, last = "", first
		}
		r := service.PepSearchResult{ID: p.ID*10 + int64(k) + 1, ResultSimilarity: service.NewDecimal(int64(95-7*k), 2),
			ResultResolved: k >= p.Unresolved, Forename: first, Surname: last, FullName: p.Name,
			Nationality: "GB", Source: "PEP", Category: "PEP"}
		if k > 0 {
			r.Category = "RCA"
			r.Forename = "Alex"
			r.FullName = "Alex " + last
		}
		if r.ResultResolved {
			t := p.DateSearched.Add(time.Hour)
			r.DateLastUpdated = &t
		}
		out[k] = r
	}
	return out
}

// dbsFlags returns the progress flags consistent with a workflow rank.
func dbsFlags(rank int) (applicant, idCheck, completed, submitted, disclosed bool) {
	return rank >= 5, rank >= 6, rank >= 7, rank >= 8, rank >= 12
}

func (s *demoSet) buildDbs(now time.Time) {
	add := func(accountID int64, owner string, id int64, i int) {
		status := service.DbsStatuses[i%len(service.DbsStatuses)]
		if status == "Sent to DBS" {
			status = "Sent to DBS: (eBulk batch " + strconv.Itoa(1200+i) + ")"
		}
		rank := service.DbsStatusRank(status)
		searched := now.Add(-time.Duration(i)*3*day - 2*time.Hour)
		a, c, done, sub, disc := dbsFlags(rank)
		d := service.DbsSearchShort{
			ID: id, DateSearched: searched, DateUpdated: searched.Add(time.Duration(i%3) * day),
			Status: status, IsApplicantInfoCompleted: a, IsIDCheckCompleted: c, IsApplicationCompleted: done,
			IsApplicationSubmitted: sub, IsApplicationDisclosed: disc, DisclosureLevel: service.DbsDisclosureLevels[i%2],
			Name: demoPeople(i), Reference: "REF-" + strconv.FormatInt(id, 10),
		}
		if disc {
			d.DisclosureStatus = "Certificate issued - no content"
			if i%3 == 0 {
				d.DisclosureStatus = "Certificate issued - content"
			}
			d.IsDbsDueRenewal = i >= 26
		}
		s.Dbs = append(s.Dbs, DbsRecord{AccountID: accountID, Owner: owner, Search: d})
	}
	for i := 0; i < DemoDbsCount; i++ {
		id := DemoDbsFirst + int64(i)
		owner := DemoUserName
		if id > DemoDbsLast-DemoDbsAnalyst {
			owner = AnalystUserName
		}
		add(DemoAccountID, owner, id, i)
	}
	add(OtherAccountID, OtherUserName, OtherDbsSearch, 3)
}

func (s *demoSet) buildValidIDs(now time.Time) {
	statuses := [...]string{"Pass", "Refer", "Fail", "Pending", "Pass", service.ValidIDStatusClientNotInResults}
	add := func(accountID int64, owner string, id int32, i int) {
		status := statuses[i%len(statuses)]
		score := int32(0)
		switch status {
		case "Pass", service.ValidIDStatusClientNotInResults:
			score = 85 + int32(i%15)
		case "Refer":
			score = 50 + int32(i%25)
		case "Fail":
			score = 10 + int32(i%30)
		}
		done := status != "Pending"
		name := demoPeople(i + 7)
		v := service.ValidIdListItem{
			ID: id, Type: int32(i%6) + 1, Score: score, Status: status,
			DateSearched: now.Add(-time.Duration(i)*2*day - time.Hour), Reference: "VID-" + strconv.Itoa(int(id)),
			PepError: i%12 == 6, HasCompletedRequest: done, HasCompletedSearch: done,
			SearchCriteria: &service.ValidIdSearchCriteria{FullName: name,
				DateOfBirth: time.Date(1950+i%45, time.Month(1+i%12), 1+i%28, 0, 0, 0, 0, time.UTC),
				Gender:      [2]string{"Male", "Female"}[i%2],
				Address:     strconv.Itoa(10+i) + " High Street, " + [4]string{"London", "Leeds", "Bristol", "York"}[i%4]},
		}
		if i == 4 { // 4005 was replaced by 4006
			v.Replaced, v.ReplacementSearchID = true, id+1
		}
		s.ValidIDs = append(s.ValidIDs, ValidIDRecord{AccountID: accountID, Owner: owner, Item: v,
			ClientNotInResults: status == service.ValidIDStatusClientNotInResults})
	}
	for i := 0; i < DemoValidIDCount; i++ {
		id := DemoValidIDFirst + int32(i)
		owner := DemoUserName
		if id > DemoValidIDLast-DemoValidIDAnalyst {
			owner = AnalystUserName
		}
		add(DemoAccountID, owner, id, i)
	}
	add(OtherAccountID, OtherUserName, OtherValidIDSearch, 1)
}

// demoClients lists id, state, ValidateMe, age in days, owner. Counted by the
// default CountIncompleteClients query (PendingCompletion or
// PendingVerification, ValidateMe, older than 7 days): 5001, 5002, 5005,
// 5012 (= DemoIncompleteClients); at any age also 5003 and 5006.
func demoClients() []demoClient {
	return []demoClient{
		{5001, DemoSearchWithNotesName, service.ClientStatePendingCompletion, true, 20, DemoUserName},
		{5002, "Margaret Ellis", service.ClientStatePendingCompletion, true, 10, DemoUserName},
		{5003, "Rahul Sharma", service.ClientStatePendingCompletion, true, 2, DemoUserName},
		{5004, "Beatrice Okafor", service.ClientStatePendingCompletion, false, 30, DemoUserName},
		{5005, "Tomasz Nowak", service.ClientStatePendingVerification, true, 15, DemoUserName},
		{5006, "Aisha Begum", service.ClientStatePendingVerification, true, 1, DemoUserName},
		{5007, "Connor Byrne", service.ClientStatePendingVerification, false, 9, DemoUserName},
		{5008, "Hannah Fischer", service.ClientStatePendingOcr, true, 12, DemoUserName},
		{5009, "Lucas Moreau", service.ClientStateVerified, true, 40, DemoUserName},
		{5010, "Sofia Costa", service.ClientStateVerified, false, 3, DemoUserName},
		{5011, "Ethan Reid", service.ClientStateUndefined, true, 25, DemoUserName},
		{5012, "Priya Nair", service.ClientStatePendingVerification, true, 8, AnalystUserName},
	}
}

type demoClient struct {
	id         int32
	name       string
	state      service.ClientState
	validateMe bool
	ageDays    int
	owner      string
}

func (s *demoSet) buildClients(now time.Time) error {
	add := func(accountID int64, owner, name string, id int32, state service.ClientState, vm bool, age int, seed int) error {
		orig, err := documentPNG(seed, 1200, 800, false)
		if err != nil {
			return err
		}
		proc, err := documentPNG(seed, 600, 400, true)
		if err != nil {
			return err
		}
		c := ClientRecord{ID: id, AccountID: accountID, Owner: owner, Name: name, State: state, IsValidateMe: vm,
			Created: now.Add(-time.Duration(age)*day - time.Hour), Original: orig, Processed: proc}
		demoClientDetails(&c, seed)
		if id == DemoClientFirst {
			for ocr := int32(1); ocr <= 2; ocr++ {
				png, err := ocrPNG(seed, int(ocr))
				if err != nil {
					return err
				}
				c.OCR = append(c.OCR, OCRImage{ID: ocr, PNG: png})
			}
		}
		s.Clients = append(s.Clients, c)
		return nil
	}
	for i, c := range demoClients() {
		if err := add(DemoAccountID, c.owner, c.name, c.id, c.state, c.validateMe, c.ageDays, i); err != nil {
			return err
		}
	}
	return add(OtherAccountID, OtherUserName, "Olga Other", OtherClient, service.ClientStatePendingCompletion, true, 20, 99)
}

func (s *demoSet) buildBulk(now time.Time) {
	add := func(accountID int64, owner string, id int32, i int) {
		total := int32(20 + 15*i)
		b := service.BulkSearchStatus{BulkSearchID: id, Success: true, Total: total,
			IsSanctionsSearch: i%3 != 1, IsPepSearch: i%3 != 0}
		switch i % 4 {
		case 0:
			b.Status, b.Processed = "Completed", total
			b.Message = fmt.Sprintf("Completed: %d records screened", total)
		case 1:
			b.Status, b.Processed = "Processing", total/2
			b.Message = fmt.Sprintf("Processing: %d of %d records screened", total/2, total)
		case 2:
			b.Status, b.Processed, b.Success = "Failed", total/4, false
			b.Message = fmt.Sprintf("Failed: invalid date of birth at row %d", total/4+2)
		default:
			b.Status, b.Message = "Queued", "Queued: waiting to start"
		}
		// Split the totals between the PEP and the sanctions parts.
		switch {
		case b.IsPepSearch && b.IsSanctionsSearch:
			b.TotalPep, b.TotalSanctions = total, total
			b.ProcessedPep, b.ProcessedSanctions = b.Processed, b.Processed
		case b.IsPepSearch:
			b.TotalPep, b.ProcessedPep = total, b.Processed
		default:
			b.TotalSanctions, b.ProcessedSanctions = total, b.Processed
		}
		s.Bulk = append(s.Bulk, BulkRecord{AccountID: accountID, Owner: owner,
			Created: now.Add(-time.Duration(i)*5*day - 3*time.Hour), Status: b})
	}
	for i := 0; i < DemoBulkCount; i++ {
		id := DemoBulkFirst + int32(i)
		owner := DemoUserName
		if id > DemoBulkLast-DemoBulkAnalyst {
			owner = AnalystUserName
		}
		add(DemoAccountID, owner, id, i)
	}
	add(OtherAccountID, OtherUserName, OtherBulkSearch, 0)
}

func (s *demoSet) buildDocuments(now time.Time) error {
	records := make(map[int64]SanctionsRecord, len(s.Sanctions))
	for _, r := range s.Sanctions {
		records[r.Search.Record.ID] = r
	}
	sanctionsDoc := func(docID, searchID int64, accountID int64, owner string, created time.Time) error {
		r := records[searchID]
		pdf, err := service.RenderSearchPDF(r.Search.Record, r.Notes, created)
		if err != nil {
			return err
		}
		sid := searchID
		s.Documents = append(s.Documents, service.Document{Owner: owner, AccountID: accountID, Content: pdf,
			Meta: service.PdfDocument{ID: docID, IsReady: true, Name: "Sanctions search " + strconv.FormatInt(searchID, 10),
				SearchedName: r.Search.Record.SearchCriteria.Name, FileName: "sanctions-search-" + strconv.FormatInt(searchID, 10) + ".pdf",
				Type: "sanctions", SanctionsSearchID: &sid, DateCreated: created, DateExpires: created.Add(30 * day)}})
		return nil
	}
	if err := sanctionsDoc(7001, 1001, DemoAccountID, DemoUserName, now.Add(-1*day)); err != nil {
		return err
	}
	if err := sanctionsDoc(7002, 1002, DemoAccountID, DemoUserName, now.Add(-3*day)); err != nil {
		return err
	}
	// 7003: a PEP search report.
	created := now.Add(-5 * day)
	pdf, err := simplePDF("PEP search 2001", []string{"Searched name: " + demoPeople(0), "Renewal due: " +
		s.Peps[0].RenewalDate.Format("2006-01-02"), "Results: 3 (1 unresolved)"}, created)
	if err != nil {
		return err
	}
	pepID := int64(2001)
	s.Documents = append(s.Documents, service.Document{Owner: DemoUserName, AccountID: DemoAccountID, Content: pdf,
		Meta: service.PdfDocument{ID: 7003, IsReady: true, Name: "PEP search 2001", SearchedName: demoPeople(0),
			FileName: "pep-search-2001.pdf", Type: "pep", PepSearchID: &pepID, DateCreated: created, DateExpires: created.Add(30 * day)}})
	// 7004: a ValidID report, owned by analyst.
	created = now.Add(-2 * day)
	v := s.ValidIDs[0].Item
	pdf, err = simplePDF("ValidID search 4001", []string{"Full name: " + v.SearchCriteria.FullName, "Type: " +
		service.ValidIDTypes[v.Type], "Status: " + v.Status, "Score: " + strconv.Itoa(int(v.Score))}, created)
	if err != nil {
		return err
	}
	vid := v.ID
	s.Documents = append(s.Documents, service.Document{Owner: AnalystUserName, AccountID: DemoAccountID, Content: pdf,
		Meta: service.PdfDocument{ID: 7004, IsReady: true, Name: "ValidID search 4001", SearchedName: v.SearchCriteria.FullName,
			FileName: "validid-search-4001.pdf", Type: "validid", ValidIDSearchID: &vid, DateCreated: created, DateExpires: created.Add(30 * day)}})
	// 7005: expired ten days ago.
	if err := sanctionsDoc(7005, 1003, DemoAccountID, DemoUserName, now.Add(-40*day)); err != nil {
		return err
	}
	return sanctionsDoc(OtherDocument, OtherSanctionsSearch, OtherAccountID, OtherUserName, now.Add(-1*day))
}

// simplePDF renders a one-page report with a title and lines.
func simplePDF(title string, lines []string, created time.Time) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCatalogSort(true) // reproducible bytes
	pdf.SetTitle(title, true)
	pdf.SetCreator("screengate", true)
	pdf.SetCreationDate(created)
	pdf.SetModificationDate(created)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "B", 16)
	pdf.CellFormat(0, 10, tr(title), "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	for _, l := range lines {
		pdf.CellFormat(0, 6, tr(l), "", 1, "L", false, 0, "")
	}
	pdf.Ln(4)
	pdf.SetFont("Helvetica", "I", 8)
	pdf.CellFormat(0, 6, "Generated "+created.UTC().Format("2006-01-02 15:04")+" UTC", "", 1, "L", false, 0, "")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("rendering PDF %q: %w", title, err)
	}
	return buf.Bytes(), nil
}

// demoClientDetails adds contact details to a demo client and, to clients
// that have uploaded documents (PendingVerification, Verified), a passport
// and a driving licence; 5005 also has an other document. Documents of
// verified clients are verified, the others not (UpdateClient's case).
func demoClientDetails(c *ClientRecord, seed int) {
	first := strings.ToLower(strings.Fields(c.Name)[0])
	c.Email = first + "." + strconv.Itoa(int(c.ID)) + "@client.example"
	c.MobileInternational = "+4477009" + fmt.Sprintf("%05d", c.ID)
	c.PostCode = "SW1A " + strconv.Itoa(1+seed%9) + "AA"
	c.Reference = "CLIENT-" + strconv.Itoa(int(c.ID))
	c.ProofOfPreset = "ValidateMe"
	if c.State != service.ClientStatePendingVerification && c.State != service.ClientStateVerified {
		return
	}
	verified := c.State == service.ClientStateVerified
	doc := func(id int32, number string, expiryYear int) service.IdentityDocument {
		return service.IdentityDocument{ID: id, DocumentNumber: number, FullName: strings.ToUpper(c.Name),
			DateOfBirth: fmt.Sprintf("%02d/%02d/%d", 1+seed%28, 1+seed%12, 1970+seed), DateOfExpiry: fmt.Sprintf("01/06/%d", expiryYear),
			IssuingCountry: "GB", IsVerified: verified}
	}
	c.Documents = []ClientDocument{
		{Kind: DocPassport, Doc: doc(1, fmt.Sprintf("5%08d", c.ID), 2030)},
		{Kind: DocDrivingLicence, Doc: doc(2, fmt.Sprintf("DL%07d", c.ID), 2031)},
	}
	if c.ID == 5005 {
		c.Documents = append(c.Documents, ClientDocument{Kind: DocOther, Doc: doc(3, fmt.Sprintf("ID%07d", c.ID), 2029),
			DocumentType: "National ID card"})
	}
}
