package ingest

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/stud8/stud8/store"
)

// Options tune an import.
type Options struct {
	// Profile is the replay rule profile by name ("oracle"); "" picks each
	// site's default profile.
	Profile string
	// Workers replay hands in parallel; 0 means one per CPU.
	Workers int
	// BatchRecords is how many hands and rejects travel together through the
	// pipeline; 0 means 512.
	BatchRecords int
	// CommitRecords is how many records a transaction holds at most; 0 means
	// 500,000. A crash loses at most the transaction under way, and the next
	// import resumes each file where its last commit left it.
	CommitRecords int
	// CommitEvery bounds the time between commits; 0 means 5 seconds. An
	// interrupted import (its context cancelled) commits what it wrote and
	// stops, so it keeps at most this much less than it read.
	CommitEvery time.Duration
	// Progress, if set, is called from the writer now and then and once at the end.
	Progress func(Progress)
	// Now is the clock for imports.started_at and finished_at; nil means time.Now.
	Now func() time.Time
}

func (o *Options) defaults() {
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.BatchRecords <= 0 {
		o.BatchRecords = 512
	}
	if o.CommitRecords <= 0 {
		o.CommitRecords = 500_000
	}
	if o.CommitEvery <= 0 {
		o.CommitEvery = 5 * time.Second
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Progress is how far an import has come.
type Progress struct {
	Files, FilesDone int
	Bytes, BytesDone int64 // sizes of the files to read, and of those done
	BytesRead        int64 // bytes read so far (ahead of what is written by a few batches)
	Hands            int64 // hands stored so far
	Records          int64 // hands, duplicates and rejects read so far
	Elapsed          time.Duration
	Done             bool
}

// Summary is what an import did.
type Summary struct {
	store.Totals       // hands, duplicates and rejects stored; findings and reject reasons
	Files        int   // files found
	FilesSkipped int   // unchanged since a complete import (same content hash)
	FilesResumed int   // continued after an interrupted import
	OtherGames   int64 // hands of other games skipped
	// Skipped are entries found in directories that are not hand histories
	// (by their content), or links to directories: listed, not stored.
	Skipped []Skipped
	// Problems are files and directories that could not be read; the
	// import went on without them.
	Problems []*FileError
	// Notes are remarks about files that were read (empty, no hands).
	Notes   []string
	Elapsed time.Duration
}

// HandsPerSecond is the import speed.
func (s *Summary) HandsPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Hands+s.Duplicates) / s.Elapsed.Seconds()
}

// Import reads the files, directories and glob patterns in paths, replays
// every hand and stores hands, players, actions, pots, findings and rejects
// in db. Hands already stored (same site and hand id) are counted as
// duplicates and skipped, files already imported completely are skipped,
// and a file whose import was interrupted is resumed where its last commit
// ended. Problems with single files are reported in the Summary; the error
// is for failures that stop the whole import.
func Import(ctx context.Context, db *store.DB, paths []string, opts Options) (*Summary, error) {
	if db.ReadOnly() {
		return nil, fmt.Errorf("import: %w", store.ErrReadOnly)
	}
	opts.defaults()
	start := time.Now()
	files, skipped, problems := ExpandPaths(paths)
	sum := &Summary{Files: len(files), Skipped: skipped, Problems: problems,
		Totals: store.Totals{RejectedByReason: map[string]int64{}, FindingsByCode: map[string]int64{}}}
	profile, err := resolveProfile(opts.Profile)
	if err != nil {
		return nil, err
	}
	states, err := db.FileStates(ctx)
	if err != nil {
		return nil, err
	}
	jobs := planFiles(files, states, sum, opts.Workers)
	if len(jobs) == 0 {
		sum.Elapsed = time.Since(start)
		// An import killed after its last commit left the stats rows to compact.
		return sum, db.CompactDayStats(ctx)
	}
	sess, err := db.NewSession(ctx, opts.Profile, opts.Now, &sum.Totals)
	if err != nil {
		return nil, err
	}
	defer sess.Close()
	p := newPipeline(ctx, jobs, profile, opts)
	w := &writer{sess: sess, opts: opts, sum: sum, pipe: p}
	err = w.run(ctx, jobs, start)
	p.stop()
	if err == nil {
		err = db.CompactDayStats(ctx)
	}
	sort.SliceStable(sum.Skipped, func(i, j int) bool { return sum.Skipped[i].Path < sum.Skipped[j].Path })
	sum.Elapsed = time.Since(start)
	return sum, err
}

// planFiles hashes the files (workers at a time) and decides, in file
// order, whether to import, resume or skip each.
func planFiles(files []File, states map[string]store.FileState, sum *Summary, workers int) []*fileJob {
	type hashed struct {
		size int64
		hash string
		err  error
	}
	hs := make([]hashed, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				hs[i].size, hs[i].hash, hs[i].err = hashFile(files[i].Path)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	var jobs []*fileJob
	seen := map[string]string{}
	for i, f := range files {
		size, hash, err := hs[i].size, hs[i].hash, hs[i].err
		if err != nil {
			sum.Problems = append(sum.Problems, &FileError{f.Path, err})
			continue
		}
		if first, ok := seen[hash]; ok {
			sum.FilesSkipped++
			sum.Notes = append(sum.Notes, fmt.Sprintf("%s: same content as %s, skipped", f.Path, first))
			continue
		}
		seen[hash] = f.Path
		st, ok := states[hash]
		if ok && st.Complete() {
			sum.FilesSkipped++
			continue
		}
		j := &fileJob{file: f, size: size, hash: hash}
		if ok {
			j.resume = st
			j.resumed = true
			sum.FilesResumed++
		}
		jobs = append(jobs, j)
	}
	return jobs
}

// writer is the one goroutine that writes: it takes each file's batches in
// order and hands them to the store session, committing every
// CommitRecords records.
type writer struct {
	sess     *store.Session
	opts     Options
	sum      *Summary
	pipe     *pipeline
	prog     Progress
	lastProg time.Time
	// committed is when the last transaction was committed.
	committed time.Time
}

// run writes every file's batches, in file order.
func (w *writer) run(ctx context.Context, jobs []*fileJob, start time.Time) error {
	w.prog = Progress{Files: len(jobs)}
	w.committed = time.Now()
	for _, j := range jobs {
		w.prog.Bytes += j.size
	}
	for _, j := range jobs {
		var prev *store.FileState
		if j.resumed {
			prev = &j.resume
		}
		src := w.sess.Start(j.file.Path, j.size, j.hash, prev)
		err := w.runFile(ctx, j, src, start)
		close(j.written)
		if err != nil {
			return err
		}
	}
	if err := w.sess.Commit(); err != nil {
		return err
	}
	w.progress(start, true)
	return nil
}

// runFile writes the batches of one file.
func (w *writer) runFile(ctx context.Context, j *fileJob, src *store.Source, start time.Time) error {
	for b := range j.out {
		if ctx.Err() != nil { // stop before the next batch, even when it is ready
			return w.interrupted(ctx)
		}
		select {
		case <-b.done:
		case <-ctx.Done():
			return w.interrupted(ctx)
		}
		err := w.write(src, b)
		w.pipe.release(b)
		if err != nil {
			return fmt.Errorf("import %s: %w", j.file.Path, err)
		}
		if w.sess.Pending() >= w.opts.CommitRecords || time.Since(w.committed) >= w.opts.CommitEvery {
			if err := w.sess.Commit(); err != nil {
				return err
			}
			w.committed = time.Now()
		}
		w.progress(start, false)
	}
	w.prog.FilesDone++
	w.prog.BytesDone += j.size
	if ctx.Err() != nil {
		return w.interrupted(ctx)
	}
	return nil
}

// interrupted commits the batches written so far (each whole, so the next
// import resumes after them) and returns the context's error.
func (w *writer) interrupted(ctx context.Context) error {
	if err := w.sess.Commit(); err != nil {
		return fmt.Errorf("import interrupted: %w", err)
	}
	return ctx.Err()
}

// write writes one batch and counts it.
func (w *writer) write(src *store.Source, b *batch) error {
	if b.rows == nil {
		b.rows = w.pipe.pool.Get().(*store.Batch)
	}
	before := src.State().Hands
	if err := w.sess.Write(src, b.rows); err != nil {
		return err
	}
	w.prog.Hands += src.State().Hands - before
	w.prog.Records += int64(b.rows.Records())
	if b.err != nil {
		w.sess.Fail(src)
		w.sum.Problems = append(w.sum.Problems, &FileError{src.Path, b.err})
	}
	if b.last && b.err == nil {
		if b.skipped != "" {
			w.sum.Skipped = append(w.sum.Skipped, Skipped{src.Path, b.skipped})
			return nil
		}
		w.sess.Finish(src, b.otherGames)
		w.sum.OtherGames += b.otherGames
		w.noteFile(src)
	}
	return nil
}

// noteFile remarks on a completed file that gave no hands.
func (w *writer) noteFile(src *store.Source) {
	st := src.State()
	switch {
	case st.Records == 0 && src.Size == 0:
		w.sum.Notes = append(w.sum.Notes, src.Path+": empty file")
	case st.Records == 0 && st.OtherGames == 0:
		w.sum.Notes = append(w.sum.Notes, src.Path+": no hand histories found")
	case st.Hands == 0 && st.Duplicates == 0 && st.Rejects > 0:
		w.sum.Notes = append(w.sum.Notes, fmt.Sprintf("%s: no hand could be read (%d rejected)", src.Path, st.Rejects))
	}
}

// progress reports progress at most four times a second, and at the end.
func (w *writer) progress(start time.Time, done bool) {
	if w.opts.Progress == nil {
		return
	}
	now := time.Now()
	if !done && now.Sub(w.lastProg) < 250*time.Millisecond {
		return
	}
	w.lastProg = now
	w.prog.Elapsed = now.Sub(start)
	w.prog.BytesRead = w.pipe.read.Load()
	w.prog.Done = done
	w.opts.Progress(w.prog)
}
