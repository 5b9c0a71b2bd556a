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

// ValidIDTypes names the ValidID search types by number (index 1-6).
var ValidIDTypes = []string{"", "Basic", "Enhanced", "Age Verification", "CCJ and Insolvency", "Passport Validation", "Driving Licence Validation"}

// SanctionsList describes a list a search can run against.
type SanctionsList struct {
	ID, Name, ShortName string
}

// SanctionsLists are the lists known to the service. ALL selects every list.
var SanctionsLists = []SanctionsList{
	{"HMTSL", "HM Treasury Consolidated List", "HMT"},
	{"HMTUKR", "HM Treasury Ukraine List", "HMT Ukraine"},
	{"OFACL", "US Treasury OFAC SDN List", "OFAC"},
	{"OFACC", "US Treasury OFAC Consolidated List", "OFAC Consolidated"},
	{"EUL", "EU Consolidated Financial Sanctions List", "EU"},
	{"DFAT", "Australia DFAT Consolidated List", "DFAT"},
	{"OSFI", "Canada OSFI Consolidated List", "OSFI"},
	{"CJUST", "Canada Justice for Victims of Corrupt Foreign Officials", "Canadian Justice"},
	{"CSEMA", "Canada Special Economic Measures Act", "Canadian SEMA"},
	{"SECO", "Switzerland SECO Sanctions List", "Swiss SECO"},
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
