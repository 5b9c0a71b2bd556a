package service

import (
	"strconv"
	"strings"
)

// countries is the registration reference list of supported countries.
var countries = []Country{
	{"AD", "Andorra"},
	{"AE", "United Arab Emirates"},
	{"AF", "Afghanistan"},
	{"AL", "Albania"},
	{"AM", "Armenia"},
	{"AR", "Argentina"},
	{"AT", "Austria"},
	{"AU", "Australia"},
	{"AZ", "Azerbaijan"},
	{"BA", "Bosnia and Herzegovina"},
	{"BD", "Bangladesh"},
	{"BE", "Belgium"},
	{"BG", "Bulgaria"},
	{"BH", "Bahrain"},
	{"BR", "Brazil"},
	{"BY", "Belarus"},
	{"CA", "Canada"},
	{"CH", "Switzerland"},
	{"CL", "Chile"},
	{"CN", "China"},
	{"CO", "Colombia"},
	{"CU", "Cuba"},
	{"CY", "Cyprus"},
	{"CZ", "Czechia"},
	{"DE", "Germany"},
	{"DK", "Denmark"},
	{"DZ", "Algeria"},
	{"EE", "Estonia"},
	{"EG", "Egypt"},
	{"ES", "Spain"},
	{"FI", "Finland"},
	{"FR", "France"},
	{"GB", "United Kingdom"},
	{"GE", "Georgia"},
	{"GG", "Guernsey"},
	{"GH", "Ghana"},
	{"GI", "Gibraltar"},
	{"GR", "Greece"},
	{"HK", "Hong Kong"},
	{"HR", "Croatia"},
	{"HU", "Hungary"},
	{"ID", "Indonesia"},
	{"IE", "Ireland"},
	{"IL", "Israel"},
	{"IM", "Isle of Man"},
	{"IN", "India"},
	{"IQ", "Iraq"},
	{"IR", "Iran"},
	{"IS", "Iceland"},
	{"IT", "Italy"},
	{"JE", "Jersey"},
	{"JM", "Jamaica"},
	{"JO", "Jordan"},
	{"JP", "Japan"},
	{"KE", "Kenya"},
	{"KP", "North Korea"},
	{"KR", "South Korea"},
	{"KW", "Kuwait"},
	{"KZ", "Kazakhstan"},
	{"LB", "Lebanon"},
	{"LI", "Liechtenstein"},
	{"LK", "Sri Lanka"},
	{"LT", "Lithuania"},
	{"LU", "Luxembourg"},
	{"LV", "Latvia"},
	{"LY", "Libya"},
	{"MA", "Morocco"},
	{"MC", "Monaco"},
	{"MD", "Moldova"},
	{"ME", "Montenegro"},
	{"MK", "North Macedonia"},
	{"MM", "Myanmar"},
	{"MT", "Malta"},
	{"MX", "Mexico"},
	{"MY", "Malaysia"},
	{"NG", "Nigeria"},
	{"NL", "Netherlands"},
	{"NO", "Norway"},
	{"NZ", "New Zealand"},
	{"OM", "Oman"},
	{"PA", "Panama"},
	{"PE", "Peru"},
	{"PH", "Philippines"},
	{"PK", "Pakistan"},
	{"PL", "Poland"},
	{"PT", "Portugal"},
	{"QA", "Qatar"},
	{"RO", "Romania"},
	{"RS", "Serbia"},
	{"RU", "Russia"},
	{"SA", "Saudi Arabia"},
	{"SD", "Sudan"},
	{"SE", "Sweden"},
	{"SG", "Singapore"},
	{"SI", "Slovenia"},
	{"SK", "Slovakia"},
	{"SO", "Somalia"},
	{"SY", "Syria"},
	{"TH", "Thailand"},
	{"TR", "Turkey"},
	{"TW", "Taiwan"},
	{"UA", "Ukraine"},
	{"US", "United States"},
	{"UY", "Uruguay"},
	{"UZ", "Uzbekistan"},
	{"VE", "Venezuela"},
	{"VN", "Vietnam"},
	{"YE", "Yemen"},
	{"ZA", "South Africa"},
	{"ZW", "Zimbabwe"},
}

// vatCountries are the VAT-recognised countries (EU member states and the UK).
var vatCountries = []Country{
	{"AT", "Austria"},
	{"BE", "Belgium"},
	{"BG", "Bulgaria"},
	{"CY", "Cyprus"},
	{"CZ", "Czechia"},
	{"DE", "Germany"},
	{"DK", "Denmark"},
	{"EE", "Estonia"},
	{"ES", "Spain"},
	{"FI", "Finland"},
	{"FR", "France"},
	{"GB", "United Kingdom"},
	{"GR", "Greece"},
	{"HR", "Croatia"},
	{"HU", "Hungary"},
	{"IE", "Ireland"},
	{"IT", "Italy"},
	{"LT", "Lithuania"},
	{"LU", "Luxembourg"},
	{"LV", "Latvia"},
	{"MT", "Malta"},
	{"NL", "Netherlands"},
	{"PL", "Poland"},
	{"PT", "Portugal"},
	{"RO", "Romania"},
	{"SE", "Sweden"},
	{"SI", "Slovenia"},
	{"SK", "Slovakia"},
}

// companyTypes are the accepted company types.
var companyTypes = []CompanyType{
	{1, "Sole Proprietorship"}, {2, "Partnership"}, {3, "Limited Liability Partnership"}, {4, "Private Limited Company"},
	{5, "Public Limited Company"}, {6, "LLC"}, {7, "Corporation"}, {8, "Charity"}, {9, "Public Sector Body"}, {10, "Other"},
}

// companyIndustries are the valid industry classifications.
var companyIndustries = []CompanyIndustry{
	{1, "Accountancy"}, {2, "Banking"}, {3, "Legal Services"}, {4, "Estate Agency"}, {5, "Insurance"},
	{6, "Investment Management"}, {7, "Money Service Business"}, {8, "Payments and E-Money"}, {9, "Gambling"},
	{10, "Recruitment"}, {11, "Education"}, {12, "Healthcare"}, {13, "Charity and Non-profit"}, {14, "Technology"},
	{15, "Retail"}, {16, "Other"},
}

func referenceData() *ReferenceData {
	return &ReferenceData{
		Countries: countries, CompanyIndustries: companyIndustries, CompanyTypes: companyTypes, VatCountries: vatCountries,
		TermsAndConditionsLink:  "https://screengate.example/legal/terms",
		PrivacyPolicyLink:       "https://screengate.example/legal/privacy",
		ContactStatement:        "We may contact you about your account and about features of the service you use.",
		DataProtectionStatement: "Screening data you submit is processed only to provide the service, kept for as long as your account requires, and never shared with other customers.",
	}
}

func isCountryCode(code string) bool {
	for _, c := range countries {
		if strings.EqualFold(c.Code, code) {
			return true
		}
	}
	return false
}

func isVatCountry(code string) bool {
	for _, c := range vatCountries {
		if strings.EqualFold(c.Code, code) {
			return true
		}
	}
	return false
}

// lookupRef finds a company type or industry by id or name and returns its
// name, or "" when it is not in the reference data.
func lookupRef[T CompanyType | CompanyIndustry](list []T, s string) string {
	s = strings.TrimSpace(s)
	id, idErr := strconv.Atoi(s)
	for _, x := range list {
		var xid int32
		var name string
		switch v := any(x).(type) {
		case CompanyType:
			xid, name = v.ID, v.Name
		case CompanyIndustry:
			xid, name = v.ID, v.Name
		}
		if (idErr == nil && int32(id) == xid) || strings.EqualFold(name, s) {
			return name
		}
	}
	return ""
}
