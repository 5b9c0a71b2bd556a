package lists

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/screengate/screengate/service/screening"
)

// fuzzReader fuzzes one reader: any input gives entities or an error,
// never a panic, and what it gives holds the collector's promises. Seeds
// are the samples and fixtures of the format (the shared samples when
// they are there).
func fuzzReader(f *testing.F, format Format, list string, seeds ...string) {
	for _, s := range seeds {
		path := filepath.Join("testdata", s)
		if filepath.IsAbs(s) || len(s) > 7 && s[:7] == "shared:" {
			path = filepath.Join(os.Getenv("SCREENGATE_SHARED"), "data", "sanctions", s[7:])
			if os.Getenv("SCREENGATE_SHARED") == "" {
				path = filepath.Join("..", "..", "..", "..", "shared", "data", "sanctions", s[7:])
			}
		}
		if b, err := os.ReadFile(path); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		name := "input"
		if format == FormatOFACCSV {
			name = "sdn.csv"
		}
		r, err := Parse(context.Background(), Set{List: list, Format: format, Files: []File{BytesFile(name, b)}})
		if err != nil {
			return
		}
		if len(r.Entities) != r.Version.Entities || len(r.Version.Warnings) > maxWarnings+1 {
			t.Fatalf("counts: %d entities, version says %d; %d warnings", len(r.Entities), r.Version.Entities, len(r.Version.Warnings))
		}
		keys := map[string]bool{}
		for _, e := range r.Entities {
			if e.Key == "" || keys[e.Key] || len(e.Names) == 0 || e.Names[0].Type != screening.NamePrimary || e.List != list {
				t.Fatalf("bad entity %+v", e)
			}
			keys[e.Key] = true
			if _, err := e.Encode(); err != nil {
				t.Fatal(err)
			}
			e.Hash()
		}
	})
}

func FuzzOFACXML(f *testing.F) {
	fuzzReader(f, FormatOFACXML, OFACSDN, "shared:ofac_sdn_legacy_sample.xml")
}
func FuzzOFACCSV(f *testing.F) { fuzzReader(f, FormatOFACCSV, OFACSDN, "shared:ofac_sdn_csv/sdn.csv") }
func FuzzEU(f *testing.F)      { fuzzReader(f, FormatEUXML, EU, "shared:eu_fsf_sample.xml") }
func FuzzUN(f *testing.F) {
	fuzzReader(f, FormatUNXML, UN, "shared:un_consolidated_sample.xml", "un_entities.xml")
}
func FuzzConList(f *testing.F) {
	fuzzReader(f, FormatConList, HMTConList, "shared:hmt_ofsi_conlist_sample.csv")
}
func FuzzUKSL(f *testing.F) { fuzzReader(f, FormatUKSL, UKSL, "uksl_sample.csv") }
func FuzzSECO(f *testing.F) { fuzzReader(f, FormatSECO, SECO, "seco_sample.xml") }
func FuzzSEMA(f *testing.F) { fuzzReader(f, FormatSEMA, SEMA, "sema_sample.xml", "sema_bilingual.xml") }
func FuzzDFAT(f *testing.F) { fuzzReader(f, FormatDFAT, DFAT, "dfat_sample.xlsx") }
func FuzzFTM(f *testing.F)  { fuzzReader(f, FormatFTM, PEP, "ftm_peps.json") }

// FuzzDetect: detection never panics and names a known format.
func FuzzDetect(f *testing.F) {
	f.Add([]byte("<sdnList/>"), "sdn.xml")
	f.Add([]byte("1,\"X\",-0- ,\"P\",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n"), "cons_prim.csv")
	f.Add([]byte("PK\x03\x04"), "x.xlsx")
	f.Fuzz(func(t *testing.T, b []byte, name string) {
		d, err := Detect(BytesFile(name, b))
		if err == nil && d.Format == "" {
			t.Fatal("detected no format without an error")
		}
		_, _ = Group([]File{BytesFile(name, b)}, "")
	})
}
