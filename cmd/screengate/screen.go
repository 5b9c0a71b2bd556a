package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/store/sqlite"
)

const screenUsage = `usage:
  screengate screen -db DSN -name NAME [-name VARIANT]... [-dob YYYY[-MM[-DD]]] [-country CC[,CC...]]
                    [-type individual|entity|vessel|aircraft] [-only-type] [-lists ALL|ID,ID...]
                    [-threshold 80] [-limit 10] [-preset precise|ofac] [-json] [-explain]

Screens one name (with variants) against the current versions of the lists
stored in the database (screengate lists import / fetch) and prints the
matches with their resultSimilarity, resultStrength and, with -explain, how
each was scored.
`

// namesFlag collects repeated -name values.
type namesFlag []string

func (n *namesFlag) String() string { return strings.Join(*n, "; ") }

func (n *namesFlag) Set(v string) error {
	if strings.TrimSpace(v) == "" {
		return errors.New("empty name")
	}
	*n = append(*n, v)
	return nil
}

// screenOptions are the parsed flags of "screengate screen".
type screenOptions struct {
	db      string
	query   screening.Query
	json    bool
	explain bool
}

// parseScreenFlags parses and validates the flags; errUsage (after a
// message on stderr) for anything wrong.
func parseScreenFlags(args []string, stderr io.Writer, getenv func(string) string) (screenOptions, error) {
	var o screenOptions
	var names namesFlag
	var dob, country, kind, listsArg, preset string
	var onlyKind bool
	var threshold float64
	var limit int
	fs := flag.NewFlagSet("screen", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprint(stderr, screenUsage+"\nFlags:\n")
		fs.PrintDefaults()
	}
	dbFlag(fs, &o.db)
	fs.Var(&names, "name", "name to screen (repeat for variants of the same person or organisation)")
	fs.StringVar(&dob, "dob", "", "date of birth: YYYY-MM-DD, YYYY-MM or YYYY (adjusts resultStrength)")
	fs.StringVar(&country, "country", "", "ISO 3166-1 alpha-2 country codes, comma-separated (nationality, residence; adjusts resultStrength)")
	fs.StringVar(&kind, "type", "", "what is screened: individual, entity, vessel or aircraft (default: anything)")
	fs.BoolVar(&onlyKind, "only-type", false, "with -type: leave out list entities of another type (default: they lose strength)")
	fs.StringVar(&listsArg, "lists", "ALL", "list ids to screen against, comma-separated, or ALL")
	fs.Float64Var(&threshold, "threshold", screening.DefaultThreshold, "minimum resultSimilarity, 1-100")
	fs.IntVar(&limit, "limit", screening.DefaultLimit, fmt.Sprintf("most matches shown, 1-%d", screening.MaxLimit))
	fs.StringVar(&preset, "preset", "precise", "scoring formula: precise or ofac")
	fs.BoolVar(&o.json, "json", false, "print the matches as JSON")
	fs.BoolVar(&o.explain, "explain", false, "print how each match was scored")
	rest, err := parseFlagsArgs(fs, args, getenv, stderr)
	if err != nil {
		return o, err
	}
	bad := func(format string, a ...any) (screenOptions, error) {
		fmt.Fprintf(stderr, "screengate screen: "+format+"\n\n%s", append(a, screenUsage)...)
		return o, errUsage
	}
	if len(rest) > 0 {
		return bad("unexpected argument %q (quote a name with spaces: -name \"...\")", rest[0])
	}
	if len(names) == 0 {
		return bad("-name is required")
	}
	if len(names) > screening.MaxQueryNames {
		return bad("at most %d -name values", screening.MaxQueryNames)
	}
	q := screening.Query{Names: names, Threshold: threshold, Limit: limit, OnlyKind: onlyKind}
	if dob != "" {
		d, ok := parseScreenDate(dob)
		if !ok {
			return bad("-dob %q: want YYYY-MM-DD, YYYY-MM or YYYY", dob)
		}
		q.BirthDate = d
	}
	if country != "" {
		for _, c := range strings.Split(country, ",") {
			c = strings.ToUpper(strings.TrimSpace(c))
			if len(c) != 2 || c[0] < 'A' || c[0] > 'Z' || c[1] < 'A' || c[1] > 'Z' {
				return bad("-country %q: want ISO 3166-1 alpha-2 codes such as RU or RU,BY", country)
			}
			q.Countries = append(q.Countries, c)
		}
	}
	switch strings.ToLower(kind) {
	case "":
		if onlyKind {
			return bad("-only-type needs -type")
		}
	case "individual", "person":
		q.Kind = screening.KindPerson
	case "entity", "organisation", "organization":
		q.Kind = screening.KindOrganization
	case "vessel":
		q.Kind = screening.KindVessel
	case "aircraft":
		q.Kind = screening.KindAircraft
	default:
		return bad("-type %q: want individual, entity, vessel or aircraft", kind)
	}
	if l := strings.TrimSpace(listsArg); l != "" && !strings.EqualFold(l, "ALL") {
		for _, id := range strings.Split(l, ",") {
			id = strings.ToUpper(strings.TrimSpace(id))
			if id == "" {
				continue
			}
			q.Lists = append(q.Lists, id)
		}
	}
	if threshold <= 0 || threshold > 100 {
		return bad("-threshold %v: want a number from 1 to 100", threshold)
	}
	if limit < 1 || limit > screening.MaxLimit {
		return bad("-limit %d: want 1 to %d", limit, screening.MaxLimit)
	}
	p, err := screening.ParsePreset(preset)
	if err != nil {
		return bad("-preset %q: want precise or ofac", preset)
	}
	q.Preset = p
	o.query = q
	return o, nil
}

// parseScreenDate parses YYYY, YYYY-MM or YYYY-MM-DD (a real date).
func parseScreenDate(s string) (screening.Date, bool) {
	for _, layout := range []string{"2006-01-02", "2006-01", "2006"} {
		t, err := time.Parse(layout, s)
		if err != nil || t.Year() < 1800 {
			continue
		}
		d := screening.Date{Year: int16(t.Year())}
		if len(layout) >= 7 {
			d.Month = uint8(t.Month())
		}
		if len(layout) == 10 {
			d.Day = uint8(t.Day())
		}
		return d, true
	}
	return screening.Date{}, false
}

// engineIndex adapts the engine to the index the service loads from the
// store.
type engineIndex struct{ *screening.Engine }

func (e engineIndex) Replace(ctx context.Context, versions []service.ListVersion, entities func(fn func(*screening.Entity) error) error) error {
	vs := make([]screening.Version, len(versions))
	for i, v := range versions {
		vs[i] = v.Version
	}
	return e.Engine.ReplaceFrom(ctx, vs, entities)
}

// screenCmd runs "screengate screen".
func screenCmd(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	o, err := parseScreenFlags(args, stderr, getenv)
	if err != nil {
		return err
	}
	db, err := openBackend(ctx, o.db, sqlite.Options{})
	if err != nil {
		return err
	}
	defer db.Close()
	versions, err := db.CurrentListVersions(ctx)
	if err != nil {
		return fmt.Errorf("list versions: %w", err)
	}
	if len(versions) == 0 {
		return errors.New("no list imported yet in this database: run screengate lists import or screengate lists fetch first")
	}
	have := map[string]bool{}
	var ids []string
	for _, v := range versions {
		have[v.List] = true
		ids = append(ids, v.List)
	}
	for _, id := range o.query.Lists {
		if !have[id] {
			fmt.Fprintf(stderr, "screengate screen: -lists: list %s has no version in this database (it has %s)\n", id, strings.Join(ids, ", "))
			return errUsage
		}
	}
	engine := screening.NewEngine(screening.BuildOptions{})
	loader := service.NewIndexLoader(db, engineIndex{engine}, func(error) {})
	started := time.Now()
	if err := loader.Load(ctx); err != nil {
		return err
	}
	built := time.Since(started)
	started = time.Now()
	results, err := engine.Search(o.query)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	took := time.Since(started)
	if o.json {
		return writeScreenJSON(stdout, o, versions, results, built, took)
	}
	return writeScreenText(stdout, o, versions, results, built, took)
}

// screenMatch is one match of the JSON output.
type screenMatch struct {
	List        string             `json:"list"`
	ListVersion string             `json:"listVersion"`
	Key         string             `json:"key"`
	Kind        string             `json:"type"`
	Name        string             `json:"name"`
	MatchedName string             `json:"matchedName"`
	NameType    string             `json:"nameType"`
	Similarity  float64            `json:"resultSimilarity"`
	Strength    int                `json:"resultStrength"`
	Programs    []string           `json:"programs,omitempty"`
	Explanation *screenExplanation `json:"explanation,omitempty"`
}

// screenExplanation is screening.Explanation in the JSON output.
type screenExplanation struct {
	Preset      string             `json:"preset"`
	QueryName   string             `json:"queryName"`
	ListName    string             `json:"listName"`
	Method      string             `json:"method"`
	QueryForm   string             `json:"queryForm,omitempty"`
	ListForm    string             `json:"listForm,omitempty"`
	NameScore   float64            `json:"nameScore"`
	Coverage    float64            `json:"coverage"`
	Tokens      []screenToken      `json:"tokens"`
	Adjustments []screenAdjustment `json:"adjustments"`
}

type screenToken struct {
	Query      string  `json:"query"`
	List       string  `json:"list"`
	Similarity float64 `json:"similarity"`
	Weight     float64 `json:"weight,omitempty"`
	Note       string  `json:"note,omitempty"`
}

type screenAdjustment struct {
	Factor string `json:"factor"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason"`
	Query  string `json:"query,omitempty"`
	List   string `json:"list,omitempty"`
}

func explanationOf(e screening.Explanation) *screenExplanation {
	x := &screenExplanation{
		Preset: e.Preset.String(), QueryName: e.QueryName, ListName: e.ListName, Method: e.Method,
		QueryForm: e.QueryForm, ListForm: e.ListForm, NameScore: round4(e.NameScore), Coverage: round4(e.Coverage),
		Tokens: make([]screenToken, 0, len(e.Tokens)), Adjustments: make([]screenAdjustment, 0, len(e.Adjustments)),
	}
	for _, t := range e.Tokens {
		x.Tokens = append(x.Tokens, screenToken{Query: t.Query, List: t.List, Similarity: round4(t.Similarity), Weight: round4(t.Weight), Note: t.Note})
	}
	for _, a := range e.Adjustments {
		x.Adjustments = append(x.Adjustments, screenAdjustment{Factor: a.Factor.String(), Delta: a.Delta, Reason: a.Reason, Query: a.Query, List: a.List})
	}
	return x
}

func round4(f float64) float64 { return math.Round(f*1e4) / 1e4 }

type screenListVersion struct {
	List      string `json:"list"`
	Version   int64  `json:"version"`
	Published string `json:"published,omitempty"`
	Entities  int    `json:"entities"`
}

type screenOutput struct {
	Query    screenQuery         `json:"query"`
	Lists    []screenListVersion `json:"lists"`
	Matches  []screenMatch       `json:"matches"`
	BuildMS  float64             `json:"indexBuildMs"`
	SearchMS float64             `json:"searchMs"`
}

type screenQuery struct {
	Names     []string `json:"names"`
	BirthDate string   `json:"dateOfBirth,omitempty"`
	Countries []string `json:"countries,omitempty"`
	Type      string   `json:"type,omitempty"`
	Lists     []string `json:"lists,omitempty"`
	Threshold float64  `json:"threshold"`
	Preset    string   `json:"preset"`
}

func primaryName(e *screening.Entity) string {
	for _, n := range e.Names {
		if n.Type == screening.NamePrimary {
			return n.Full
		}
	}
	if len(e.Names) > 0 {
		return e.Names[0].Full
	}
	return ""
}

func matchOf(r screening.Result, explain bool) screenMatch {
	m := screenMatch{
		List: r.List, ListVersion: r.Explanation.ListVersion, Key: r.Key, Kind: r.Entity.Kind.String(),
		Name: primaryName(r.Entity), MatchedName: r.Explanation.ListName,
		Similarity: r.Similarity, Strength: r.Strength, Programs: r.Entity.Programs,
	}
	if i := r.Explanation.NameIndex; i >= 0 && i < len(r.Entity.Names) {
		m.NameType = r.Entity.Names[i].Label()
	}
	if explain {
		m.Explanation = explanationOf(r.Explanation)
	}
	return m
}

func writeScreenJSON(w io.Writer, o screenOptions, versions []service.ListVersion, results []screening.Result, built, took time.Duration) error {
	q := o.query
	out := screenOutput{
		Query: screenQuery{Names: q.Names, Countries: q.Countries, Lists: q.Lists, Threshold: q.Threshold, Preset: q.Preset.String()},
		Lists: make([]screenListVersion, 0, len(versions)), Matches: make([]screenMatch, 0, len(results)),
		BuildMS: ms(built), SearchMS: ms(took),
	}
	if q.BirthDate.Year != 0 {
		out.Query.BirthDate = formatScreenDate(q.BirthDate)
	}
	if q.Kind != screening.KindUnknown {
		out.Query.Type = q.Kind.String()
	}
	for _, v := range versions {
		out.Lists = append(out.Lists, screenListVersion{List: v.List, Version: v.ID, Published: publishedOrEmpty(v.Published), Entities: v.Entities})
	}
	for _, r := range results {
		out.Matches = append(out.Matches, matchOf(r, o.explain))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func writeScreenText(w io.Writer, o screenOptions, versions []service.ListVersion, results []screening.Result, built, took time.Duration) error {
	var lv []string
	for _, v := range versions {
		lv = append(lv, fmt.Sprintf("%s v%d", v.List, v.ID))
	}
	entities := 0
	for _, v := range versions {
		entities += v.Entities
	}
	fmt.Fprintf(w, "screened %q against %d entities (%s; index built in %s) in %s, preset %s, threshold %g\n",
		strings.Join(o.query.Names, `", "`), entities, strings.Join(lv, ", "), built.Round(time.Millisecond), took.Round(time.Microsecond),
		o.query.Preset, o.query.Threshold)
	if len(results) == 0 {
		fmt.Fprintln(w, "no match")
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tSIMILARITY\tSTRENGTH\tLIST\tKEY\tTYPE\tNAME\tMATCHED NAME")
	for i, r := range results {
		m := matchOf(r, false)
		matched := m.MatchedName
		if m.NameType != "" {
			matched += " (" + m.NameType + ")"
		}
		fmt.Fprintf(tw, "%d\t%.2f\t%d\t%s\t%s\t%s\t%s\t%s\n", i+1, m.Similarity, m.Strength, m.List, m.Key, m.Kind, m.Name, matched)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if o.explain {
		for i, r := range results {
			fmt.Fprintf(w, "\n#%d %s %s:\n%s", i+1, r.List, r.Key, r.Explanation.String())
		}
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func publishedOrEmpty(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format("2006-01-02")
}

func formatScreenDate(d screening.Date) string {
	s := strconv.Itoa(int(d.Year))
	if d.Month != 0 {
		s += fmt.Sprintf("-%02d", d.Month)
		if d.Day != 0 {
			s += fmt.Sprintf("-%02d", d.Day)
		}
	}
	return s
}
