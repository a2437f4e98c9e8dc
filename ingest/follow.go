package ingest

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/stud8/stud8/store"
)

// FollowOptions tune a folder follower.
type FollowOptions struct {
	Options
	// Interval is how often the folders are listed and their files
	// stat'ed; 0 means one second. Nothing else is done while no file
	// changes: no file is opened, the database is not touched.
	Interval time.Duration
	// Settle is how long a file must stay unchanged before its read is
	// final: until then the hand it ends inside is held (Options.MayGrow);
	// 0 means 10 seconds.
	Settle time.Duration
	// Imported, if set, is called after each import the follower makes.
	Imported func(*Summary)
	// Listed, if set, is called with the number of files under the paths
	// at the first poll and whenever that number changes.
	Listed func(files int)
	// CompactEvery bounds the time between compactions of the day stats
	// while every poll finds a change; 0 means 30 seconds. The follower's
	// imports leave the rows their commits wrote (the reports sum them, so
	// the pages show the same either way) and the follower compacts them
	// (store.DB.CompactDayStats, about 0.5 s of an import of a few hands
	// otherwise) at the first poll that finds nothing changed, at this
	// bound while busy, and when it stops.
	CompactEvery time.Duration
}

// Follow imports the files under paths, then polls them every Interval
// and imports each file that is new or changed (size or modification time)
// and each whose hand held has settled, until ctx is cancelled (it then
// returns nil, Imported having been called with what the import under way
// stored) or an import fails. Each import is an ordinary Import: a
// grown file resumes where the last read ended, a rewritten one is read
// again from its start, and a kill at any point leaves what the last
// commit held, which the next start resumes; but the day stats are
// compacted by Follow (see CompactEvery), not by each import.
func Follow(ctx context.Context, db *store.DB, paths []string, o FollowOptions) (err error) {
	if o.Interval <= 0 {
		o.Interval = time.Second
	}
	if o.Settle <= 0 {
		o.Settle = 10 * time.Second
	}
	if o.CompactEvery <= 0 {
		o.CompactEvery = 30 * time.Second
	}
	// The day stats of the imports since the last compaction.
	dirty, compacted := false, time.Now()
	compact := func(ctx context.Context) error {
		if err := db.CompactDayStats(ctx); err != nil {
			return err
		}
		dirty, compacted = false, time.Now()
		return refresh(ctx, db, o.Derived)
	}
	defer func() {
		// Stopped: what the imports left is compacted before returning
		// (a stop mid-compaction rolled it back), so that the database
		// holds what one import of the files holds.
		if err == nil && dirty {
			if cerr := compact(context.WithoutCancel(ctx)); cerr != nil {
				err = fmt.Errorf("follow: compacting the day stats at the stop: %w", cerr)
			}
		}
	}()
	now := o.Now
	if now == nil {
		now = time.Now
	}
	seen := map[string]stamp{}
	recent := map[string]bool{} // imported while it might still grow
	opts := o.Options
	opts.deferCompact = true
	opts.MayGrow = func(_ string, _ int64, mtime time.Time) bool { return now().Sub(mtime) < o.Settle }
	tick := time.NewTicker(o.Interval)
	defer tick.Stop()
	listed := -1
	for {
		files, _, _ := ExpandPaths(paths)
		if o.Listed != nil && len(files) != listed {
			listed = len(files)
			o.Listed(listed)
		}
		var todo []string
		t := now()
		for _, f := range files {
			st, err := statFile(f.Path)
			if err != nil {
				continue
			}
			prev, ok := seen[f.Path]
			settled := recent[f.Path] && t.Sub(st.mtime) >= o.Settle
			if !ok || prev != st || settled {
				todo = append(todo, f.Path)
				seen[f.Path] = st
				recent[f.Path] = t.Sub(st.mtime) < o.Settle
			}
		}
		if len(todo) > 0 {
			sum, err := Import(ctx, db, todo, opts)
			dirty = true // even a failed import may have committed
			if err != nil {
				if ctx.Err() == nil {
					return err
				}
				// Cancelled: the import committed what it wrote and
				// stopped (or was cut after its last commit, in the
				// refresh of the derived data), and is reported like any
				// import; one whose last commit failed is not.
				if sum != nil && o.Imported != nil && errors.Is(err, ctx.Err()) {
					o.Imported(sum)
				}
				return nil
			}
			opts.checked = true
			for _, p := range sum.Problems {
				// A file that could not be read, or changed while read, is
				// tried again at the next poll.
				delete(seen, p.Path)
			}
			if o.Imported != nil {
				o.Imported(sum)
			}
		}
		if dirty && (len(todo) == 0 || time.Since(compacted) >= o.CompactEvery) {
			if err := compact(ctx); err != nil {
				if ctx.Err() != nil {
					return nil
				}
				return fmt.Errorf("follow: compacting the day stats: %w", err)
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}
