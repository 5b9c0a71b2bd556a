package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/fetch"
	"github.com/screengate/screengate/service/screening/lists"
	"github.com/screengate/screengate/store/sqlite"
)

const listsUsage = `usage:
  screengate lists import -db DSN [-list ID] [-force] FILE|DIR...   import list files (list detected from content)
  screengate lists status -db DSN [-history N] [-list ID]            current versions (or the history)
  screengate lists fetch  -db DSN [-lists ID,...] [-source ID=URL[,URL...]]... [-force]
                                                                     download the lists and import them
`

// listsCmd runs "screengate lists ...".
func listsCmd(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, listsUsage)
		return errUsage
	}
	switch args[0] {
	case "import":
		return listsImport(ctx, args[1:], stdout, stderr, getenv)
	case "status":
		return listsStatus(ctx, args[1:], stdout, stderr, getenv)
	case "fetch":
		return listsFetch(ctx, args[1:], stdout, stderr, getenv)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, listsUsage)
		return nil
	}
	fmt.Fprintf(stderr, "screengate lists: unknown command %q\n\n%s", args[0], listsUsage)
	return errUsage
}

// parseFlagsArgs is parseFlags for commands that take arguments after
// their flags.
func parseFlagsArgs(fs *flag.FlagSet, args []string, getenv func(string) string, stderr io.Writer) ([]string, error) {
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return nil, errUsage
	}
	rest := fs.Args()
	if err := parseFlags(fs, nil, getenv, stderr); err != nil {
		return nil, err
	}
	return rest, nil
}

// openLists opens the database and the list importer over it; each
// version it records is monitored (the stored searches it changes are
// flagged), with problems reported to stderr.
func openLists(ctx context.Context, dbPath string, stderr io.Writer) (backend, *service.Lists, error) {
	db, err := openBackend(ctx, dbPath, sqlite.Options{})
	if err != nil {
		return nil, nil, err
	}
	monitor := monitorHook(db, func(v service.ListVersion, st service.MonitorStats, err error) {
		if err != nil {
			fmt.Fprintf(stderr, "monitoring %s version %d: %v\n", v.List, v.ID, err)
		} else if st.Flagged > 0 {
			fmt.Fprintf(stderr, "%s version %d: %d of %d stored searches flagged as affected (%d new results)\n",
				v.List, v.ID, st.Flagged, st.Searches, st.Added)
		}
	})
	return db, service.NewLists(db, service.ListsConfig{OnVersion: monitor}), nil
}

// monitorHook returns a ListsConfig.OnVersion hook that runs monitoring
// (service.MonitorListVersion) on the importing goroutine and reports.
func monitorHook(st service.Store, report func(service.ListVersion, service.MonitorStats, error)) func(context.Context, service.ListVersion, []screening.EntityChange) {
	return func(ctx context.Context, v service.ListVersion, changes []screening.EntityChange) {
		stats, err := service.MonitorListVersion(ctx, st, v, changes, time.Now().UTC())
		report(v, stats, err)
	}
}

func listsImport(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, list string
	var force bool
	fs := flag.NewFlagSet("lists import", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.StringVar(&list, "list", "", "list id of all the files (default: detected from each file's content)")
	fs.BoolVar(&force, "force", false, "record a version even when its entity count fell by more than 20%")
	paths, err := parseFlagsArgs(fs, args, getenv, stderr)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		fmt.Fprint(stderr, "screengate lists import: no files given\n\n"+listsUsage)
		return errUsage
	}
	files, closeFiles, err := openListFiles(paths)
	if err != nil {
		return err
	}
	defer closeFiles()
	db, l, err := openLists(ctx, dbPath, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	res, err := l.ImportFiles(ctx, files, list, service.ImportOptions{Force: force})
	if err != nil {
		return err
	}
	return reportImports(stdout, res)
}

// openListFiles opens the files given, and the regular files directly in
// each directory given (hidden files skipped), in name order.
func openListFiles(paths []string) ([]lists.File, func(), error) {
	var files []lists.File
	var closers []io.Closer
	closeAll := func() {
		for _, c := range closers {
			c.Close()
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		names := []string{p}
		if st.IsDir() {
			names = nil
			ents, err := os.ReadDir(p)
			if err != nil {
				closeAll()
				return nil, nil, err
			}
			for _, e := range ents {
				if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") {
					names = append(names, filepath.Join(p, e.Name()))
				}
			}
			sort.Strings(names)
		}
		for _, n := range names {
			f, c, err := lists.OpenFile(n)
			if err != nil {
				closeAll()
				return nil, nil, err
			}
			closers = append(closers, c)
			files = append(files, f)
		}
	}
	return files, closeAll, nil
}

// reportImports prints one line per list; an error if any import failed
// or was refused.
func reportImports(w io.Writer, res []service.ListImport) error {
	failed := 0
	for _, r := range res {
		switch r.Outcome {
		case service.ImportRecorded:
			v := r.Version
			forced := ""
			if v.Forced {
				forced = " (forced)"
			}
			fmt.Fprintf(w, "%-6s imported version %d%s: %d entities, %d names (+%d ~%d -%d), published %s, sha256 %s, from %s\n",
				r.List, v.ID, forced, v.Entities, v.Names, v.Added, v.Modified, v.Removed, dateOrDash(v.Published), short12(v.SHA256), r.Source)
			for _, warn := range v.Warnings {
				fmt.Fprintf(w, "       warning: %s\n", warn)
			}
		case service.ImportUnchanged:
			fmt.Fprintf(w, "%-6s unchanged: the current version %d has the same file (sha256 %s); nothing recorded\n", r.List, r.Version.ID, short12(r.Version.SHA256))
		case service.ImportNotModified:
			fmt.Fprintf(w, "%-6s not modified at the source; nothing recorded\n", r.List)
		default:
			failed++
			fmt.Fprintf(w, "%-6s %s: %v (the current version stays)\n", r.List, r.Outcome, r.Err)
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d lists not imported", failed, len(res))
	}
	return nil
}

func dateOrDash(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.Format("2006-01-02")
}

func short12(s string) string {
	if len(s) > 12 {
		return s[:12]
	}
	return s
}

func listsStatus(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, list string
	var history int
	fs := flag.NewFlagSet("lists status", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.IntVar(&history, "history", 0, "show the last N versions (of -list, or of every list) instead of the current ones")
	fs.StringVar(&list, "list", "", "with -history: one list's versions")
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	db, l, err := openLists(ctx, dbPath, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	var vs []service.ListVersion
	if history > 0 {
		vs, err = db.ListVersionHistory(ctx, list, history)
	} else {
		vs, err = l.Status(ctx)
	}
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "LIST\tVERSION\tPUBLISHED\tIMPORTED\tENTITIES\tNAMES\tCHANGES\tWARNINGS\tSHA256\tSOURCE")
	for _, v := range vs {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%d\t%d\t+%d ~%d -%d\t%d\t%s\t%s\n", v.List, v.ID, dateOrDash(v.Published),
			v.Imported.Format(time.RFC3339), v.Entities, v.Names, v.Added, v.Modified, v.Removed, len(v.Warnings), short12(v.SHA256), v.Source)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(vs) == 0 {
		fmt.Fprintln(stdout, "(no list imported yet: screengate lists import or screengate lists fetch)")
	}
	return nil
}

var errNoSources = errors.New("no list has a source URL")

// sourcesFlag collects -source ID=URL[,URL...] values (also several in one
// value separated by ";" or whitespace, for the environment variable).
type sourcesFlag struct{ set map[string][]string }

func (s *sourcesFlag) String() string { return "" }

func (s *sourcesFlag) Set(v string) error {
	if s.set == nil {
		s.set = map[string][]string{}
	}
	for _, item := range strings.FieldsFunc(v, func(r rune) bool { return r == ';' || r == ' ' || r == '\n' || r == '\t' }) {
		id, urls, ok := strings.Cut(item, "=")
		if !ok || !lists.ValidID(id) || urls == "" {
			return fmt.Errorf("want ID=URL[,URL...], not %q", item)
		}
		s.set[id] = strings.Split(urls, ",")
	}
	return nil
}

// listSources returns the sources to fetch: the defaults with -source
// overrides and additions, restricted to only (comma-separated ids) when
// not empty.
func listSources(over sourcesFlag, only string) ([]service.ListSource, error) {
	srcs := service.DefaultListSources()
	for i := range srcs {
		if u, ok := over.set[srcs[i].List]; ok {
			srcs[i].URLs = u
		}
	}
	for id, u := range over.set {
		found := false
		for _, s := range srcs {
			found = found || s.List == id
		}
		if !found {
			srcs = append(srcs, service.ListSource{List: id, URLs: u})
		}
	}
	if only != "" {
		want := map[string]bool{}
		for _, id := range strings.Split(only, ",") {
			want[strings.TrimSpace(id)] = true
		}
		var out []service.ListSource
		for _, s := range srcs {
			if want[s.List] {
				out = append(out, s)
				delete(want, s.List)
			}
		}
		for id := range want {
			return nil, fmt.Errorf("list %s has no source URL (give -source %s=URL)", id, id)
		}
		srcs = out
	}
	if len(srcs) == 0 {
		return nil, errNoSources
	}
	return srcs, nil
}

func listsFetch(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, only string
	var force bool
	var srcs sourcesFlag
	var attempts int
	var backoff time.Duration
	fs := flag.NewFlagSet("lists fetch", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.StringVar(&only, "lists", "", "comma-separated list ids to fetch (default: every list with a source URL)")
	fs.Var(&srcs, "source", "ID=URL[,URL...]: download list ID from these URLs instead of its official ones (repeatable; the OFAC CSV sets take their four files in order)")
	fs.BoolVar(&force, "force", false, "record versions even when their entity count fell by more than 20%")
	fs.IntVar(&attempts, "attempts", 5, "attempts per file on network errors, 408, 429 and 5xx")
	fs.DurationVar(&backoff, "backoff", 2*time.Second, "wait before the second attempt (doubling after)")
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	sources, err := listSources(srcs, only)
	if err != nil {
		return err
	}
	db, l, err := openLists(ctx, dbPath, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	client := &fetch.Client{Attempts: attempts, Backoff: backoff, UserAgent: "screengate/" + version}
	return reportImports(stdout, l.Refresh(ctx, client, sources, force))
}
