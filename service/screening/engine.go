package screening

import (
	"context"
	"errors"
	"strconv"
	"sync/atomic"
)

// ErrNoIndex is returned by Engine.Search before the first index is built.
var ErrNoIndex = errors.New("screening: no list index yet")

// Engine holds the current index and replaces it atomically: a search
// runs on the index current when it starts, and no search sees a partial
// one. It is safe for concurrent use.
type Engine struct {
	opts BuildOptions
	cur  atomic.Pointer[Index]
}

// NewEngine returns an engine with no index; o applies to every build
// (its Versions are replaced by those given to Replace).
func NewEngine(o BuildOptions) *Engine { return &Engine{opts: o} }

// VersionLabel is the list version an explanation reports for v: the
// store's id of the version when it has one, else the SHA-256 of the file.
func VersionLabel(v Version) string {
	if v.ID != 0 {
		return strconv.FormatInt(v.ID, 10)
	}
	return v.SHA256
}

// Replace builds an index over entities (the current versions of every
// list), labelled with versions (one per list), and swaps it in. On error,
// or when ctx ends first, the current index stays.
func (e *Engine) Replace(ctx context.Context, versions []Version, entities []Entity) error {
	return e.ReplaceFrom(ctx, versions, func(add func(*Entity) error) error {
		for i := range entities {
			if err := add(&entities[i]); err != nil {
				return err
			}
		}
		return nil
	})
}

// ReplaceFrom is Replace over the entities each passes to add, one at a
// time (add copies them into the index in packed form: a caller
// streaming them from a store never holds them all). Until the new index
// is swapped in, the current one stays in use, so a rebuild needs the
// memory of both indexes.
func (e *Engine) ReplaceFrom(ctx context.Context, versions []Version, each func(add func(*Entity) error) error) error {
	o := e.opts
	o.Versions = make(map[string]string, len(versions))
	for _, v := range versions {
		o.Versions[v.List] = VersionLabel(v)
	}
	b := NewBuilder(o)
	if err := each(b.Add); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	ix, err := b.Build()
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	e.cur.Store(ix)
	return nil
}

// Index returns the current index (nil before the first Replace).
func (e *Engine) Index() *Index { return e.cur.Load() }

// Search screens q against the current index.
func (e *Engine) Search(q Query) ([]Result, error) {
	ix := e.cur.Load()
	if ix == nil {
		return nil, ErrNoIndex
	}
	return ix.Search(q)
}
