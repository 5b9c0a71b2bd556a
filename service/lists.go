package service

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/lists"
)

// ListsConfig configures [Lists].
type ListsConfig struct {
	// Now returns the current time (default time.Now).
	Now func() time.Time
	// MaxDrop is the largest fall in a list's entity count an import may
	// bring without being forced, as a fraction (default 0.2: a version
	// with fewer than 80% of the current version's entities is refused).
	MaxDrop float64
	// OnVersion, when set, is called after each new version is committed,
	// with the version and what changed: the hook the screening engine's
	// index and monitoring use to learn of new data. It runs on the
	// importing goroutine; a slow hook should hand the work off.
	OnVersion func(ctx context.Context, v ListVersion, changes []screening.EntityChange)
}

// Lists imports sanctions and PEP list files into the store by the import
// rules: a file that fails to parse changes nothing (the previous version
// stays current); a version with more than MaxDrop fewer entities than
// the current one is refused unless forced; a file identical to the
// current version's (same SHA-256) records nothing. Any other file
// records a new version, even when no entity changed (its publication
// date or source did), so the history shows every publication taken in.
// Imports are serialised within a process; across processes the store's
// optimistic check (ListUpdate.Previous) keeps them consistent.
type Lists struct {
	store ListStore
	cfg   ListsConfig
	mu    sync.Mutex
}

// NewLists returns the list importer over st.
func NewLists(st ListStore, cfg ListsConfig) *Lists {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxDrop <= 0 || cfg.MaxDrop >= 1 {
		cfg.MaxDrop = 0.2
	}
	return &Lists{store: st, cfg: cfg}
}

// ImportOutcome is what became of one list's import.
type ImportOutcome string

// The outcomes.
const (
	ImportRecorded    ImportOutcome = "imported"     // a new version is current
	ImportUnchanged   ImportOutcome = "unchanged"    // the same file as the current version: nothing recorded
	ImportNotModified ImportOutcome = "not-modified" // the publisher had nothing newer (HTTP 304): nothing downloaded
	ImportRefused     ImportOutcome = "refused"      // the entity count fell too far: nothing recorded
	ImportFailed      ImportOutcome = "failed"       // the file could not be read or stored: nothing recorded
)

// Errors of failed or refused imports (wrapped with the details).
var (
	ErrListParse = errors.New("list file not read")
	ErrListDrop  = errors.New("entity count fell too far")
)

// ListImport is the outcome of importing one list.
type ListImport struct {
	List    string
	Source  string
	Outcome ImportOutcome
	// Version is the new version (imported) or the current one.
	Version ListVersion
	// Changes are the entities the new version added, modified or removed.
	Changes []screening.EntityChange
	// Err says why an import failed or was refused.
	Err error
}

// ImportOptions qualifies an import.
type ImportOptions struct {
	// Force records a version even when its entity count fell by more than
	// MaxDrop.
	Force bool
	// Validators are the HTTP validators of downloaded files, kept with
	// the version for the next conditional GET.
	Validators []ListValidator
	// Source overrides the version's source (e.g. the URLs downloaded).
	Source string
}

// ImportFiles detects the lists of files (list, when not empty, names the
// one list they all belong to), groups them into sets and imports each
// set. It returns one ListImport per set, in the files' order; err is
// set only when the files could not be grouped (then nothing is imported).
func (l *Lists) ImportFiles(ctx context.Context, files []lists.File, list string, opts ImportOptions) ([]ListImport, error) {
	sets, err := lists.Group(files, list)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrListParse, err)
	}
	out := make([]ListImport, 0, len(sets))
	for _, s := range sets {
		out = append(out, l.Import(ctx, s, opts))
	}
	return out, nil
}

// Import reads one set and records it by the import rules.
func (l *Lists) Import(ctx context.Context, s lists.Set, opts ImportOptions) ListImport {
	l.mu.Lock()
	defer l.mu.Unlock()
	res := ListImport{List: s.List, Source: s.Source()}
	if opts.Source != "" {
		res.Source = opts.Source
	}
	fail := func(o ImportOutcome, err error) ListImport {
		res.Outcome, res.Err = o, err
		return res
	}
	r, err := lists.Parse(ctx, s)
	if err != nil {
		return fail(ImportFailed, fmt.Errorf("%w: %w", ErrListParse, err))
	}
	if len(r.Entities) == 0 {
		return fail(ImportFailed, fmt.Errorf("%w: %s: no entities", ErrListParse, res.Source))
	}
	r.Version.Source = res.Source
	newHashes := make(map[string]screening.Hash, len(r.Entities))
	for i := range r.Entities {
		newHashes[r.Entities[i].Key] = r.Entities[i].Hash()
	}
	cur, curHashes, err := l.store.CurrentListHashes(ctx, s.List)
	switch {
	case errors.Is(err, ErrNotFound):
		cur = ListVersion{}
	case err != nil:
		return fail(ImportFailed, fmt.Errorf("reading list %s: %w", s.List, err))
	}
	res.Version = cur
	if cur.ID != 0 && cur.SHA256 == r.Version.SHA256 {
		res.Outcome = ImportUnchanged
		return res
	}
	dropped := cur.ID != 0 && float64(len(r.Entities)) < float64(cur.Entities)*(1-l.cfg.MaxDrop)
	if dropped && !opts.Force {
		fall := 100 * (1 - float64(len(r.Entities))/float64(cur.Entities))
		return fail(ImportRefused, fmt.Errorf("%w: list %s: %d entities, %.0f%% fewer than the %d of the current version (%d); refused (force to accept)",
			ErrListDrop, s.List, len(r.Entities), math.Floor(fall), cur.Entities, cur.ID))
	}
	changes := screening.Diff(s.List, curHashes, newHashes)
	u := ListUpdate{Previous: cur.ID, Version: ListVersion{Version: r.Version, Forced: dropped, Validators: opts.Validators}}
	byKey := make(map[string]int, len(r.Entities))
	for i := range r.Entities {
		byKey[r.Entities[i].Key] = i
	}
	for _, c := range changes {
		switch c.Change {
		case screening.Added:
			u.Version.Added++
		case screening.Modified:
			u.Version.Modified++
		case screening.Removed:
			u.Version.Removed++
		}
		if c.Change != screening.Added {
			u.Remove = append(u.Remove, c.Key)
		}
		if c.Change != screening.Removed {
			e := &r.Entities[byKey[c.Key]]
			u.Put = append(u.Put, ListEntity{Hash: newHashes[c.Key], Entity: e})
		}
	}
	v, err := l.store.SaveListVersion(ctx, u)
	if errors.Is(err, ErrConflict) {
		return fail(ImportFailed, fmt.Errorf("list %s changed while this version was imported (another process?); nothing recorded, try again: %w", s.List, err))
	}
	if err != nil {
		return fail(ImportFailed, fmt.Errorf("recording list %s: %w", s.List, err))
	}
	res.Outcome, res.Version, res.Changes = ImportRecorded, v, changes
	if l.cfg.OnVersion != nil {
		l.cfg.OnVersion(ctx, v, changes)
	}
	return res
}

// Status returns the current version of every list.
func (l *Lists) Status(ctx context.Context) ([]ListVersion, error) {
	return l.store.CurrentListVersions(ctx)
}

// ListSource is where a list is downloaded from.
type ListSource struct {
	List string
	URLs []string // the files of one version, in the order of the set's roles
}

// DefaultListSources are the official download URLs of the lists that
// have one (lists.Known).
func DefaultListSources() []ListSource {
	var out []ListSource
	for _, i := range lists.Known() {
		if len(i.URLs) > 0 {
			out = append(out, ListSource{List: i.ID, URLs: i.URLs})
		}
	}
	return out
}

// ListDownload is what a [ListFetcher] brought back.
type ListDownload struct {
	// NotModified is set when every file was unchanged at the source
	// (HTTP 304 to the conditional GET); Files is then empty.
	NotModified bool
	Files       []lists.File // in the order of the URLs
	Validators  []ListValidator
	// Close releases the files (temporary files of the download).
	Close func() error
}

// ListFetcher downloads the files of a list. prev are the validators
// kept with the list's current version, for a conditional GET.
// service/screening/fetch implements it over HTTP.
type ListFetcher interface {
	Fetch(ctx context.Context, urls []string, prev []ListValidator) (*ListDownload, error)
}

// Refresh downloads each source and imports what is new, one list after
// the other; a list whose download or import fails keeps its current
// version and does not stop the others.
func (l *Lists) Refresh(ctx context.Context, f ListFetcher, sources []ListSource, force bool) []ListImport {
	current := map[string]ListVersion{}
	if vs, err := l.store.CurrentListVersions(ctx); err == nil {
		for _, v := range vs {
			current[v.List] = v
		}
	}
	var out []ListImport
	for _, src := range sources {
		if ctx.Err() != nil {
			break
		}
		out = append(out, l.refreshOne(ctx, f, src, current[src.List], force))
	}
	return out
}

func (l *Lists) refreshOne(ctx context.Context, f ListFetcher, src ListSource, cur ListVersion, force bool) ListImport {
	res := ListImport{List: src.List, Source: strings.Join(src.URLs, " "), Version: cur}
	var prev []ListValidator
	if sameURLs(cur.Validators, src.URLs) {
		prev = cur.Validators
	}
	d, err := f.Fetch(ctx, src.URLs, prev)
	if err != nil {
		res.Outcome, res.Err = ImportFailed, fmt.Errorf("downloading list %s: %w", src.List, err)
		return res
	}
	if d.Close != nil {
		defer d.Close()
	}
	if d.NotModified {
		res.Outcome = ImportNotModified
		return res
	}
	sets, err := lists.Group(d.Files, src.List)
	if err != nil {
		res.Outcome, res.Err = ImportFailed, fmt.Errorf("%w: %w", ErrListParse, err)
		return res
	}
	if len(sets) != 1 {
		res.Outcome, res.Err = ImportFailed, fmt.Errorf("%w: list %s: the download is not one version", ErrListParse, src.List)
		return res
	}
	return l.Import(ctx, sets[0], ImportOptions{Force: force, Validators: d.Validators, Source: res.Source})
}

func sameURLs(vs []ListValidator, urls []string) bool {
	if len(vs) != len(urls) {
		return false
	}
	for i := range vs {
		if vs[i].URL != urls[i] {
			return false
		}
	}
	return true
}
