package service

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// ScreeningIndex is what the service needs from the screening engine to
// keep its index in step with the stored lists. Replace builds a new
// index over the entities that entities passes to fn (the current
// versions of every list, streamed from the store: fn must not keep the
// entity it is given) and swaps it in atomically: searches under way keep
// the index they started with and none sees half an index. The matcher
// (package screening) implements it.
type ScreeningIndex interface {
	Replace(ctx context.Context, versions []ListVersion, entities func(fn func(*screening.Entity) error) error) error
}

// IndexLoader rebuilds a ScreeningIndex from the store in the background
// whenever a list version is recorded. Versions that arrive during a build
// are coalesced into one more build, so the index ends up reflecting the
// latest versions without a build per version. Wire it as
//
//	loader := service.NewIndexLoader(store, engine, onError)
//	lists := service.NewLists(store, service.ListsConfig{OnVersion: loader.OnVersion})
//	go loader.Run(ctx) // builds once at start, then after each new version
type IndexLoader struct {
	store   ListStore
	index   ScreeningIndex
	problem func(error)
	kick    chan struct{}

	mu    sync.Mutex
	built string // the version ids of the last build, as versionKey
}

// versionKey identifies a set of current versions.
func versionKey(vs []ListVersion) string {
	var b strings.Builder
	for _, v := range vs {
		b.WriteString(v.List)
		b.WriteByte('=')
		b.WriteString(strconv.FormatInt(v.ID, 10))
		b.WriteByte(';')
	}
	return b.String()
}

// NewIndexLoader returns a loader of index from st; problem receives the
// errors of background builds (the previous index stays in place).
func NewIndexLoader(st ListStore, index ScreeningIndex, problem func(error)) *IndexLoader {
	return &IndexLoader{store: st, index: index, problem: problem, kick: make(chan struct{}, 1)}
}

// OnVersion schedules a rebuild; it never blocks (a ListsConfig.OnVersion
// hook).
func (il *IndexLoader) OnVersion(context.Context, ListVersion, []screening.EntityChange) {
	select {
	case il.kick <- struct{}{}:
	default: // a rebuild is already pending
	}
}

// Load builds the index from the current versions now.
func (il *IndexLoader) Load(ctx context.Context) error {
	versions, err := il.store.CurrentListVersions(ctx)
	if err != nil {
		return fmt.Errorf("index: list versions: %w", err)
	}
	// The entities go from the store's rows straight into the index
	// builder (packed there): they are never all held as []Entity.
	entities := func(fn func(*screening.Entity) error) error {
		if err := il.store.CurrentListEntities(ctx, nil, fn); err != nil {
			return fmt.Errorf("list entities: %w", err)
		}
		return nil
	}
	if err := il.index.Replace(ctx, versions, entities); err != nil {
		return fmt.Errorf("index: build: %w", err)
	}
	il.mu.Lock()
	il.built = versionKey(versions)
	il.mu.Unlock()
	return nil
}

// Check schedules a rebuild when the store's current versions differ
// from those of the last build: versions recorded by another process (the
// lists CLI on the same database, another gateway) reach no OnVersion
// hook of this one.
func (il *IndexLoader) Check(ctx context.Context) error {
	versions, err := il.store.CurrentListVersions(ctx)
	if err != nil {
		return fmt.Errorf("index: list versions: %w", err)
	}
	il.mu.Lock()
	stale := il.built != versionKey(versions)
	il.mu.Unlock()
	if stale {
		il.OnVersion(ctx, ListVersion{}, nil)
	}
	return nil
}

// Watch calls Check every interval until ctx ends.
func (il *IndexLoader) Watch(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if err := il.Check(ctx); err != nil && ctx.Err() == nil {
			il.problem(err)
		}
	}
}

// Run builds at once and then after each OnVersion, until ctx ends.
func (il *IndexLoader) Run(ctx context.Context) {
	il.OnVersion(ctx, ListVersion{}, nil)
	for {
		select {
		case <-ctx.Done():
			return
		case <-il.kick:
		}
		if err := il.Load(ctx); err != nil && ctx.Err() == nil {
			il.problem(err)
		}
	}
}

// Screener is what the screening operations (AddSearch) need from the
// engine: the index current now. A search runs wholly on the index it
// was given, so the versions it reports are those it searched even when
// a new index is swapped in meanwhile. Index returns nil before the
// first build.
type Screener interface {
	Index() *screening.Index
}

// EngineIndex adapts a [screening.Engine] to [ScreeningIndex] (the
// loader's side: versions are the store's ListVersions) and [Screener]
// (the operations' side).
type EngineIndex struct{ Engine *screening.Engine }

// Replace builds an index over entities labelled with versions and swaps
// it in.
func (e EngineIndex) Replace(ctx context.Context, versions []ListVersion, entities func(fn func(*screening.Entity) error) error) error {
	vs := make([]screening.Version, len(versions))
	for i, v := range versions {
		vs[i] = v.Version
	}
	return e.Engine.ReplaceFrom(ctx, vs, entities)
}

// Index returns the current index (nil before the first build).
func (e EngineIndex) Index() *screening.Index { return e.Engine.Index() }
