package lists

import (
	"strings"
	"sync"
	"unicode"

	"github.com/screengate/screengate/service/screening"
)

// countryAliases are the spellings lists use besides ISO's names:
// short and former names, demonyms (UK ConList "Nationality"), and the
// OFAC and UN forms.
var countryAliases = map[string]string{
	"afghan": "AF", "albanian": "AL", "algerian": "DZ", "american": "US", "angolan": "AO", "argentinian": "AR",
	"armenian": "AM", "australian": "AU", "austrian": "AT", "azerbaijani": "AZ", "bahraini": "BH",
	"bangladeshi": "BD", "belarusian": "BY", "belarussian": "BY", "belgian": "BE", "bolivia": "BO", "bosnia and herzegovina": "BA",
	"bosnian": "BA", "brazilian": "BR", "british": "GB", "bulgarian": "BG", "burkinabe": "BF", "burma": "MM", "burmese": "MM",
	"burundian": "BI", "cambodian": "KH", "cameroonian": "CM", "canadian": "CA", "central african": "CF",
	"chadian": "TD", "chilean": "CL", "chinese": "CN", "colombian": "CO", "congo, democratic republic of the": "CD",
	"congo, democratic republic of (was zaire)": "CD", "democratic republic of the congo": "CD", "congo (democratic republic)": "CD",
	"congolese": "CD", "congo, republic of the": "CG", "republic of the congo": "CG", "cote d'ivoire": "CI", "côte d'ivoire": "CI",
	"ivory coast": "CI", "ivorian": "CI", "croatian": "HR", "cuban": "CU", "cypriot": "CY", "czech": "CZ",
	"czech republic": "CZ", "danish": "DK", "djiboutian": "DJ", "dutch": "NL", "ecuadorian": "EC", "egyptian": "EG",
	"emirati": "AE", "eritrean": "ER", "estonian": "EE", "ethiopian": "ET", "filipino": "PH", "finnish": "FI",
	"french": "FR", "gambian": "GM", "georgian": "GE", "german": "DE", "ghanaian": "GH", "greek": "GR",
	"guatemalan": "GT", "guinean": "GN", "haitian": "HT", "honduran": "HN", "hong kong": "HK", "hungarian": "HU",
	"indian": "IN", "indonesian": "ID", "iran": "IR", "iran (islamic republic of)": "IR", "iranian": "IR", "iraqi": "IQ",
	"irish": "IE", "israeli": "IL", "italian": "IT", "jamaican": "JM", "japanese": "JP", "jordanian": "JO",
	"kazakh": "KZ", "kazakhstani": "KZ", "kenyan": "KE", "korea, north": "KP", "north korea": "KP", "north korean": "KP",
	"democratic people's republic of korea": "KP", "korea (democratic people's republic of)": "KP",
	"north korea (democratic people's republic of korea)": "KP", "dprk": "KP",
	"korea, south": "KR", "south korea": "KR", "south korean": "KR", "korea (republic of)": "KR", "republic of korea": "KR",
	"kosovo": "XK", "kosovar": "XK", "kuwaiti": "KW", "kyrgyz": "KG", "laos": "LA", "lao": "LA", "latvian": "LV", "lebanese": "LB",
	"liberian": "LR", "libyan": "LY", "libyan arab jamahiriya": "LY", "lithuanian": "LT", "macedonia": "MK", "macedonian": "MK",
	"malaysian": "MY", "maldivian": "MV", "malian": "ML", "maltese": "MT", "mauritanian": "MR", "mexican": "MX",
	"moldova": "MD", "moldovan": "MD", "mongolian": "MN", "montenegrin": "ME", "moroccan": "MA", "mozambican": "MZ",
	"namibian": "NA", "nepalese": "NP", "new zealander": "NZ", "nicaraguan": "NI", "nigerian": "NG", "nigerien": "NE",
	"norwegian": "NO", "omani": "OM", "pakistani": "PK", "palestinian": "PS", "palestine": "PS", "west bank": "PS",
	"gaza": "PS", "gaza strip": "PS", "occupied palestinian territory": "PS", "state of palestine": "PS",
	"panamanian": "PA", "paraguayan": "PY", "peruvian": "PE", "polish": "PL", "portuguese": "PT", "qatari": "QA",
	"romanian": "RO", "russia": "RU", "russian": "RU", "rwandan": "RW", "saudi": "SA", "saudi arabian": "SA",
	"senegalese": "SN", "serbian": "RS", "sierra leonean": "SL", "singaporean": "SG", "slovak": "SK", "slovenian": "SI",
	"somali": "SO", "south african": "ZA", "south sudanese": "SS", "spanish": "ES", "sri lankan": "LK",
	"sudanese": "SD", "swedish": "SE", "swiss": "CH", "syria": "SY", "syrian": "SY", "syrian arab republic": "SY",
	"taiwan": "TW", "taiwanese": "TW", "tajik": "TJ", "tajikistani": "TJ", "tanzania": "TZ", "tanzanian": "TZ", "thai": "TH",
	"the netherlands": "NL", "netherlands": "NL", "togolese": "TG", "trinidadian": "TT", "tunisian": "TN", "turkey": "TR",
	"türkiye": "TR", "turkish": "TR", "turkmen": "TM", "ugandan": "UG", "ukrainian": "UA", "uk": "GB",
	"united kingdom": "GB", "great britain": "GB", "britain": "GB", "usa": "US", "united states": "US",
	"united states of america": "US", "us": "US", "uruguayan": "UY", "uzbek": "UZ", "uzbekistani": "UZ",
	"vatican": "VA", "holy see": "VA", "venezuela": "VE", "venezuelan": "VE", "vietnam": "VN", "viet nam": "VN",
	"vietnamese": "VN", "yemeni": "YE", "zambian": "ZM", "zimbabwean": "ZW", "macau": "MO", "macao": "MO",
	"brunei": "BN", "cape verde": "CV", "eswatini": "SZ", "swaziland": "SZ", "micronesia": "FM",
	"micronesia, federated states of": "FM", "st. kitts and nevis": "KN", "st. lucia": "LC",
	"st. vincent and the grenadines": "VC", "bolivian": "BO", "bahamas, the": "BS", "gambia, the": "GM",
	"belarus": "BY", "kyrgyzstan": "KG", "republic of moldova": "MD", "russian federation": "RU", "ussr": "SU",
	"soviet union": "SU", "yugoslavia": "YU", "serbia and montenegro": "CS", "east timor": "TL", "curacao": "CW",
	"region: gaza": "PS", "region: west bank": "PS", "crimea": "UA", "region: crimea": "UA",
	"undetermined": "", "unknown": "",
}

var countryIndex = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, 3*len(isoCountries)+len(countryAliases))
	for _, c := range isoCountries {
		for _, n := range c.names {
			m[countryKey(n)] = c.code
		}
	}
	for k, v := range countryAliases {
		m[countryKey(k)] = v
	}
	return m
})

// isoCodes maps each ISO code (upper case) to itself, as a string.
var isoCodes = sync.OnceValue(func() map[[2]byte]string {
	m := make(map[[2]byte]string, len(isoCountries))
	for _, c := range isoCountries {
		if len(c.code) == 2 {
			m[[2]byte{c.code[0], c.code[1]}] = c.code
		}
	}
	return m
})

func upperASCII(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// countryKey is the lookup form of a country name: lower case, letters,
// digits, apostrophes and parentheses kept, other runs of punctuation and
// space collapsed to one space.
func countryKey(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '(' || r == ')' || r == ',' || r == ':':
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return b.String()
}

// CountryCode returns the ISO 3166-1 alpha-2 code of a country as lists
// name it ("Iran", "Korea, North", "Russian Federation", "Pakistani"), or
// "" when it cannot tell. A two-letter code is returned as given (upper
// case) when it is a known code.
func CountryCode(name string) string {
	name = strings.TrimSpace(name)
	if name == "" {
		return ""
	}
	if len(name) == 2 {
		up := [2]byte{upperASCII(name[0]), upperASCII(name[1])}
		if c, ok := isoCodes()[up]; ok {
			return c
		}
	}
	idx := countryIndex()
	if c, ok := idx[countryKey(name)]; ok {
		return c
	}
	// "Pakistan (location as at May 2008)", "Russia / Russie": the part
	// before a parenthesis or slash.
	if i := strings.IndexAny(name, "(/"); i > 0 {
		if c, ok := idx[countryKey(name[:i])]; ok {
			return c
		}
	}
	return ""
}

// country returns a Country for a name as listed (code looked up).
func country(name string) screening.Country {
	name = clean(name)
	return screening.Country{Name: name, Code: CountryCode(name)}
}
