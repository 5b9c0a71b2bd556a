package dataset

import (
	"fmt"

	"github.com/screengate/screengate/service"
)

// demoCompanies returns the shared company registry of the demo data set:
// 30 generated companies in each of eight countries, the "Acme" companies
// (prefix and contains tests), two names with LIKE metacharacters and one
// with non-ASCII letters.
// Count: DemoCompanies.
func demoCompanies() []service.CompanySearchResultItem {
	stems := [...]string{
		"Albion", "Beacon", "Cedar", "Dunmore", "Elmstead", "Fairview", "Granite", "Harbour", "Ironbridge", "Juniper",
		"Kestrel", "Lakeside", "Meridian", "Northgate", "Oakridge", "Pinnacle", "Quayside", "Riverside", "Sterling", "Thornbury",
		"Upland", "Vantage", "Westbrook", "Yardley", "Zenith", "Ashford", "Bramble", "Crescent", "Driftwood", "Evergreen",
	}
	sectors := [...]string{"Logistics", "Holdings", "Capital", "Engineering", "Foods", "Software", "Textiles", "Energy",
		"Consulting", "Pharma", "Properties", "Marine", "Media"}
	countries := [...]struct {
		code, suffix string
		number       func(n int) string
		streets      [3]string
		cities       [3]string
	}{
		{"GB", "Ltd", func(n int) string { return fmt.Sprintf("%08d", n%100000000) },
			[3]string{"High Street", "Station Road", "Church Lane"}, [3]string{"London", "Manchester", "Leeds"}},
		{"US", "Inc.", func(n int) string { return fmt.Sprintf("C%07d", n%10000000) },
			[3]string{"Main Street", "Market Street", "Oak Avenue"}, [3]string{"New York, NY", "Chicago, IL", "Austin, TX"}},
		{"DE", "GmbH", func(n int) string { return fmt.Sprintf("HRB %d", 10000+n%90000) },
			[3]string{"Hauptstraße", "Bahnhofstraße", "Gartenweg"}, [3]string{"Berlin", "München", "Hamburg"}},
		{"FR", "SAS", func(n int) string { return fmt.Sprintf("%09d", n%1000000000) },
			[3]string{"Rue de la République", "Avenue Victor Hugo", "Rue du Moulin"}, [3]string{"Paris", "Lyon", "Marseille"}},
		{"IE", "Limited", func(n int) string { return fmt.Sprintf("%06d", n%1000000) },
			[3]string{"Main Street", "Harbour Road", "Castle Street"}, [3]string{"Dublin", "Cork", "Galway"}},
		{"NL", "B.V.", func(n int) string { return fmt.Sprintf("%08d", n%100000000) },
			[3]string{"Kerkstraat", "Dorpsstraat", "Stationsweg"}, [3]string{"Amsterdam", "Rotterdam", "Utrecht"}},
		{"ES", "S.L.", func(n int) string { return fmt.Sprintf("B%08d", n%100000000) },
			[3]string{"Calle Mayor", "Avenida de la Constitución", "Calle Real"}, [3]string{"Madrid", "Barcelona", "Valencia"}},
		{"IT", "S.r.l.", func(n int) string { return fmt.Sprintf("%011d", n) },
			[3]string{"Via Roma", "Via Garibaldi", "Corso Italia"}, [3]string{"Milano", "Roma", "Torino"}},
	}
	var out []service.CompanySearchResultItem
	add := func(country, number, name, address, status string) {
		out = append(out, service.CompanySearchResultItem{ID: country + "-" + number, Number: number, Name: name,
			Address: address, Country: country, Status: status})
	}
	for c, ct := range countries {
		for i, stem := range stems {
			n := 1000003 + i*7919 + c*104729
			status := "Active"
			if (i+c)%9 == 0 {
				status = "Dissolved"
			}
			name := stem + " " + sectors[(i+c)%len(sectors)] + " " + ct.suffix
			address := fmt.Sprintf("%d %s, %s", 1+(i*17+c*5)%180, ct.streets[i%3], ct.cities[(i+c)%3])
			add(ct.code, ct.number(n), name, address, status)
		}
	}
	add("GB", "09876543", "Acme Holdings Ltd", "1 Acme Way, London", "Active")
	add("GB", "01234567", "Acme Widgets Ltd", "27 Foundry Lane, Sheffield", "Dissolved")
	add("US", "C1234567", "Acme Corporation", "100 Desert Road, Phoenix, AZ", "Active")
	add("DE", "HRB 54321", "Acme GmbH", "Industriestraße 5, Stuttgart", "Active")
	add("FR", "552100554", "Acme SARL", "8 Rue des Forges, Lille", "Active")
	add("IE", "654321", "Acme Trading Limited", "4 Quay Street, Galway", "Active")
	add("NL", "34123456", "Acme B.V.", "Havenweg 12, Rotterdam", "Active")
	add("GB", "07654321", "Northern Acme Supplies Ltd", "9 Mill Road, Newcastle upon Tyne", "Active")
	add("GB", "11223344", "100% Organic Foods Ltd", "3 Market Place, Norwich", "Active")
	add("GB", "55667788", "Under_Score Media Ltd", "22 Brick Lane, London", "Active")
	add("DE", "HRB 77001", "Café Müller GmbH", "Marktplatz 3, Köln", "Active")
	return out
}
