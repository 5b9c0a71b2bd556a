package service

import "strings"

// DbsStatuses are the DBS workflow statuses in workflow order (the order of
// the "status" sort). "Sent to DBS: (...)" carries free text in brackets and
// is ranked by its prefix.
var DbsStatuses = []string{
	"Application pending completion",
	"Applicant information in progress (20%)",
	"Applicant information in progress (40%)",
	"Applicant information in progress (60%)",
	"Applicant information in progress (80%)",
	"ID verification required",
	"Submission required by ID checker",
	"Pending Submission to DBS",
	"Sent to DBS",
	"Received",
	"Forwarded",
	"Awaiting Disclosure",
	"Disclosed (Email Pending)",
	"Disclosed",
}

// DbsStatusRank returns the workflow position of a DBS status (unknown
// statuses sort last).
func DbsStatusRank(status string) int {
	for i, s := range DbsStatuses {
		if status == s {
			return i
		}
	}
	if strings.HasPrefix(status, "Sent to DBS") {
		for i, s := range DbsStatuses {
			if s == "Sent to DBS" {
				return i
			}
		}
	}
	return len(DbsStatuses)
}

// DbsDisclosureLevels are the allowed DBS disclosure levels.
var DbsDisclosureLevels = []string{"Basic", "Standard"}

// ValidID types AddValidId creates.
const (
	ValidIDTypeBasic    int32 = 1
	ValidIDTypeEnhanced int32 = 2
)

// ValidIDTypes names the ValidID search types by number (index 1-6).
var ValidIDTypes = []string{"", "Basic", "Enhanced", "Age Verification", "CCJ and Insolvency", "Passport Validation", "Driving Licence Validation"}

// SanctionsList describes a list a search can run against.
type SanctionsList struct {
	ID, Name, ShortName string
	// Engine is the id of the screening engine's list whose entities the
	// list's searches run on (service/screening/lists); "" when screengate
	// imports no such list (searches of it have no source to run on).
	Engine string
}

// SanctionsLists are the lists known to the service. ALL selects every list.
// docs/choices.md maps them to the engine's lists and the per-list result
// arrays.
var SanctionsLists = []SanctionsList{
	{"HMTSL", "HM Treasury Consolidated List", "HMT", "HMTSL"},
	{"HMTUKR", "HM Treasury Ukraine List", "HMT Ukraine", ""},
	{"OFACL", "US Treasury OFAC SDN List", "OFAC", "OFACL"},
	{"OFACC", "US Treasury OFAC Consolidated List", "OFAC Consolidated", "OFACC"},
	{"EUL", "EU Consolidated Financial Sanctions List", "EU", "EU"},
	{"DFAT", "Australia DFAT Consolidated List", "DFAT", "DFAT"},
	{"OSFI", "Canada OSFI Consolidated List", "OSFI", ""},
	{"CJUST", "Canada Justice for Victims of Corrupt Foreign Officials", "Canadian Justice", ""},
	{"CSEMA", "Canada Special Economic Measures Act", "Canadian SEMA", "SEMA"},
	{"SECO", "Switzerland SECO Sanctions List", "Swiss SECO", "SECO"},
	{"UKSL", "UK Sanctions List (FCDO)", "UK", "UKSL"},
	{"UN", "UN Security Council Consolidated List", "UN", "UN"},
}

// sanctionsListOfEngine finds the API list whose searches run on the
// engine's list id.
func sanctionsListOfEngine(engine string) (SanctionsList, bool) {
	for _, l := range SanctionsLists {
		if l.Engine == engine && engine != "" {
			return l, true
		}
	}
	return SanctionsList{}, false
}

// SanctionsListByID finds a list by id.
func SanctionsListByID(id string) (SanctionsList, bool) {
	for _, l := range SanctionsLists {
		if strings.EqualFold(l.ID, id) {
			return l, true
		}
	}
	return SanctionsList{}, false
}
