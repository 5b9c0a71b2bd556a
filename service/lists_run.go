package service

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/screengate/screengate/service/screening/lists"
)

// RunRefresh refreshes the lists of sources at once and then every
// interval until ctx ends, handing each list's outcome to report.
func (l *Lists) RunRefresh(ctx context.Context, every time.Duration, f ListFetcher, sources []ListSource, report func(ListImport)) {
	if every <= 0 {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		for _, r := range l.Refresh(ctx, f, sources, false) {
			if ctx.Err() == nil {
				report(r)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// The subdirectories of a watched directory that imported files are moved
// to.
const (
	DirImported = "imported"
	DirFailed   = "failed"
)

// WatchDir imports list files dropped into dir, looking every interval
// until ctx ends. A file is taken once its size and modification time
// have not changed for one interval (so a copy under way is not read
// half-written; hidden files and names ending .tmp or .part are left
// alone, for writers that rename into place). The files of an OFAC CSV
// set are imported together once the primary file is there. Imported
// files (recorded or unchanged) are moved to dir/imported, others to
// dir/failed with a .error.txt file saying why; a refused file can be
// imported with "screengate lists import -force". report gets each
// outcome, problem each error of the directory itself.
func (l *Lists) WatchDir(ctx context.Context, dir string, every time.Duration, report func(ListImport), problem func(error)) {
	w := &dirWatch{l: l, dir: dir, seen: map[string]fileStamp{}, report: report, problem: problem}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		w.poll(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

type fileStamp struct {
	size int64
	mod  time.Time
}

type dirWatch struct {
	l       *Lists
	dir     string
	seen    map[string]fileStamp
	report  func(ListImport)
	problem func(error)
}

func (w *dirWatch) poll(ctx context.Context) {
	ents, err := os.ReadDir(w.dir)
	if err != nil {
		w.problem(fmt.Errorf("lists dir: %w", err))
		return
	}
	now := map[string]fileStamp{}
	var ready []string
	for _, e := range ents {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".tmp") || strings.HasSuffix(name, ".part") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		st := fileStamp{info.Size(), info.ModTime()}
		now[name] = st
		if prev, ok := w.seen[name]; ok && prev == st {
			ready = append(ready, name)
		}
	}
	w.seen = now
	if len(ready) == 0 {
		return
	}
	sort.Strings(ready)
	// Files no reader knows go straight to failed/.
	var files []lists.File
	var closers []io.Closer
	defer func() {
		for _, c := range closers {
			c.Close()
		}
	}()
	for _, name := range ready {
		f, c, err := lists.OpenFile(filepath.Join(w.dir, name))
		if err != nil {
			w.problem(err)
			continue
		}
		closers = append(closers, c)
		if _, err := lists.Detect(f); err != nil {
			c.Close()
			w.move(name, DirFailed, err)
			w.report(ListImport{Source: f.Name, Outcome: ImportFailed, Err: fmt.Errorf("%w: %s: %w", ErrListParse, name, err)})
			continue
		}
		files = append(files, f)
	}
	// One set per list: a second file of the same list waits for the next
	// look.
	byList := map[string]bool{}
	var sets []lists.Set
	for _, f := range files {
		ss, err := lists.Group([]lists.File{f}, "")
		if err != nil || len(ss) != 1 {
			continue
		}
		s := ss[0]
		if s.Format == lists.FormatOFACCSV {
			continue // grouped below
		}
		if byList[s.List] {
			continue
		}
		byList[s.List] = true
		sets = append(sets, s)
	}
	var csv []lists.File
	for _, f := range files {
		if d, err := lists.Detect(f); err == nil && d.Format == lists.FormatOFACCSV {
			csv = append(csv, f)
		}
	}
	if len(csv) > 0 {
		if ss, err := lists.Group(csv, ""); err == nil {
			sets = append(sets, ss...)
		} else if !strings.Contains(err.Error(), "no primary file") {
			w.problem(err)
		}
	}
	for _, s := range sets {
		if ctx.Err() != nil {
			return
		}
		r := w.l.Import(ctx, s, ImportOptions{})
		to := DirImported
		if r.Outcome != ImportRecorded && r.Outcome != ImportUnchanged {
			to = DirFailed
		}
		for _, f := range s.Files {
			w.move(filepath.Base(f.Name), to, r.Err)
		}
		w.report(r)
	}
}

// move puts name into the subdirectory to (with the reason, for failed
// files).
func (w *dirWatch) move(name, to string, reason error) {
	dst := filepath.Join(w.dir, to)
	if err := os.MkdirAll(dst, 0o755); err != nil {
		w.problem(err)
		return
	}
	target := filepath.Join(dst, name)
	if _, err := os.Stat(target); err == nil {
		target = filepath.Join(dst, time.Now().UTC().Format("20060102T150405.000000000Z")+"-"+name)
	}
	if err := os.Rename(filepath.Join(w.dir, name), target); err != nil {
		w.problem(err)
		return
	}
	delete(w.seen, name)
	if reason != nil && to == DirFailed {
		if err := os.WriteFile(target+".error.txt", []byte(reason.Error()+"\n"), 0o644); err != nil && !errors.Is(err, os.ErrExist) {
			w.problem(err)
		}
	}
}
