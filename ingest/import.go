package ingest

import (
	"context"
	"database/sql"
	"fmt"
	"runtime"
	"sort"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/store"
	"github.com/stud8/stud8/tally"
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
	// CommitEvery bounds the time between commits, so that a crash (kill
	// -9, power loss) loses at most this much work; 0 means 30 seconds. An
	// interrupted import (its context cancelled: Ctrl-C) commits what it
	// wrote and stops, losing nothing. Each commit costs DuckDB a write of
	// its rows to the log and again at the next checkpoint: shorter bounds
	// make the import slower.
	CommitEvery time.Duration
	// Progress, if set, is called from the writer now and then and once at the end.
	Progress func(Progress)
	// Now is the clock for imports.started_at and finished_at; nil means time.Now.
	Now func() time.Time
	// Derived, if set, rebuilds what is derived from the stored hands (the
	// reports' cached rows: reports.RefreshCache) at the end of an import
	// that completed, and of one that found nothing to read, when Fresh
	// says the derived data is not that of the hands stored now.
	Derived Derived
	// MayGrow, if set, reports whether a file of this size and modification
	// time may still grow (a poker client is writing it: the folder
	// follower). The hand such a file ends inside is held, neither stored nor
	// rejected, and read again when the file grows or once MayGrow says it
	// no longer may. nil: every read is final, and a hand the file ends
	// inside is rejected (a later import of the file grown replaces the
	// reject with the hand).
	MayGrow func(path string, size int64, mtime time.Time) bool
	// checked: this process has read every table of the database once
	// already (CheckIntegrity); the follower checks it at its first import
	// only, not at every poll that finds a change.
	checked bool
	// deferCompact: the import leaves the day stats as its commits wrote
	// them (rows the reports sum, as after a kill), and the caller
	// compacts them (the follower: when idle, while busy every
	// FollowOptions.CompactEvery, and when it stops).
	deferCompact bool
}

// Derived is data derived from the stored hands, rebuilt after an import.
type Derived struct {
	Fresh   func(context.Context, *sql.DB) (bool, error)
	Refresh func(context.Context, *sql.DB) error
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
		o.CommitEvery = 30 * time.Second
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
	FilesSkipped int   // unchanged since a complete import (same path, size and modification time)
	FilesResumed int   // continued after an interrupted import
	FilesGrown   int   // read on from where an earlier import ended, the file having grown since
	Held         int   // files whose last hand is held: the file ends inside it and may still grow
	OtherGames   int64 // hands of other games skipped
	// OtherLabels counts the hands of other games skipped by the game
	// label their files give them (Stats.Others of every file read).
	OtherLabels parser.Stats
	// Sites counts the files read completely by this import, and the hands
	// they stored, by the site their content was read as.
	Sites map[string]SiteFiles
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

// SiteFiles is what an import read of one site.
type SiteFiles struct {
	Files int
	Hands int64 // stored by this import (duplicates not counted)
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
	if !opts.checked {
		if err := db.CheckIntegrity(ctx); err != nil {
			return nil, err
		}
	}
	states, err := db.FileStates(ctx)
	if err != nil {
		return nil, err
	}
	jobs := planFiles(files, states, sum, opts.MayGrow)
	if len(jobs) == 0 {
		sum.Elapsed = time.Since(start)
		// An import killed after its last commit left the stats rows to
		// compact and the report cache to refresh.
		if !opts.deferCompact {
			if err := db.CompactDayStats(ctx); err != nil {
				return sum, err
			}
		}
		return sum, refresh(ctx, db, opts.Derived)
	}
	sess, err := db.NewSession(ctx, opts.Profile, opts.Now, &sum.Totals)
	if err != nil {
		return nil, err
	}
	defer sess.Close()
	p := newPipeline(ctx, jobs, profile, opts)
	w := &writer{sess: wrapSession(sess), opts: opts, sum: sum, pipe: p}
	err = w.run(ctx, jobs, start)
	p.stop()
	if err == nil {
		err = addLearnt(ctx, db, p.learnt, jobs, sum)
	}
	if err == nil && !opts.deferCompact {
		err = db.CompactDayStats(ctx)
	}
	if err == nil {
		err = refresh(ctx, db, opts.Derived)
	}
	sort.SliceStable(sum.Skipped, func(i, j int) bool { return sum.Skipped[i].Path < sum.Skipped[j].Path })
	sum.Elapsed = time.Since(start)
	return sum, err
}

// planFiles decides, in file order, whether to import, resume or skip each
// file, from its path, size and modification time, and for a file that grew
// from the hash of the part an earlier import read: a file whose stamp is
// that of a complete import of its path is skipped, and so is one whose
// last hand is held while it may still grow (mayGrow); one whose stamp is
// that of the partial import of its path resumes where that import's last
// commit left it, and one held that may no longer grow resumes at its held
// hand; a file that grew (its first bytes those an earlier import read to
// their end) resumes after the records of that read that stay as they
// were; any other is read from its start, replacing the rows and rejects
// of earlier reads of its path. A file with the content of another that
// was imported (a copy, a renamed file) is read: its hands are duplicates,
// counted as such.
func planFiles(files []File, states map[string]store.PathState, sum *Summary, mayGrow func(string, int64, time.Time) bool) []*fileJob {
	var jobs []*fileJob
	for _, f := range files {
		st, err := statFile(f.Path)
		if err != nil {
			sum.Problems = append(sum.Problems, &FileError{f.Path, err})
			continue
		}
		ps := states[f.Path]
		hold := mayGrow != nil && mayGrow(f.Path, st.size, st.mtime)
		if ps.Unchanged(st.size, st.mtime) || (hold && ps.Held(st.size, st.mtime)) {
			sum.FilesSkipped++
			continue
		}
		j := &fileJob{file: f, size: st.size, stamp: st, hold: hold}
		if ps.Last != nil {
			prior := *ps.Last
			prior.Hands = ps.Hands // what a read from the start replaces counts them all
			j.prior = &prior
		}
		switch {
		case ps.Resumes(st.size, st.mtime):
			j.prior, j.skip, j.resumed = ps.Partial, ps.Partial.Records, true
			sum.FilesResumed++
		case ps.Held(st.size, st.mtime):
			j.skip, j.resumed = ps.Last.Records, true
		case ps.Last != nil && ps.Last.Resume >= 0 && st.size > ps.Last.Size:
			h, err := hashPrefix(f.Path, ps.Last.Size)
			if err != nil {
				sum.Problems = append(sum.Problems, &FileError{f.Path, err})
				continue
			}
			if ps.Last.Grew(st.size, h) {
				j.skip, j.resumed = ps.Last.Resume, true
				sum.FilesGrown++
			}
		}
		jobs = append(jobs, j)
	}
	return jobs
}

// session is what the writer needs of a store.Session.
type session interface {
	Start(path string, size int64, mtime time.Time, prior *store.FileState, resume bool) *store.Source
	Write(src *store.Source, b *store.Batch) error
	Finish(src *store.Source, end store.End)
	Pending() int
	Commit() error
}

// wrapSession lets tests put a failing writer between the import and the
// store session.
var wrapSession = func(s *store.Session) session { return s }

// writer is the one goroutine that writes: it takes each file's batches in
// order and hands them to the store session, committing every
// CommitRecords records.
type writer struct {
	sess     session
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
		src := w.sess.Start(j.file.Path, j.size, j.stamp.mtime, j.prior, j.resumed)
		err := w.runFile(ctx, j, src, start)
		j.stacks = fileStacks{} // the file's tracker is done with: its memory goes
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
		b.rows = w.pipe.batch()
	}
	b.job.stacks.audit(b)
	before := src.State().Hands
	if err := w.sess.Write(src, b.rows); err != nil {
		return err
	}
	w.prog.Hands += src.State().Hands - before
	w.prog.Records += int64(b.rows.Records())
	if b.err != nil { // what was written of the file stays; a later import resumes it
		w.sum.Problems = append(w.sum.Problems, &FileError{src.Path, b.err})
	}
	if b.last && b.err == nil {
		if b.skipped != "" {
			w.sum.Skipped = append(w.sum.Skipped, Skipped{src.Path, b.skipped})
			return nil
		}
		end := store.End{Hash: b.hash, OtherGames: b.otherGames, Held: b.held, Resume: -1}
		if b.held || !b.lastReject {
			// The records stored stay as they are if the file grows; a
			// reject at its end may be the start of a hand, read again.
			end.Resume = src.State().Records
		}
		if b.held {
			w.sum.Held++
		}
		w.sess.Finish(src, end)
		w.sum.OtherGames += b.otherGames
		w.sum.OtherLabels.Add(parser.Stats{OtherGame: int(b.otherGames), Others: b.others})
		if b.site != "" {
			if w.sum.Sites == nil {
				w.sum.Sites = map[string]SiteFiles{}
			}
			sf := w.sum.Sites[b.site]
			sf.Files++
			sf.Hands += src.State().Hands
			w.sum.Sites[b.site] = sf
		}
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

// addLearnt stores the findings of the structures learnt from the run's
// hands (a bring-in or ante that differs from what the clear majority of
// the run's hands of the same site, game and stakes show; docs/replay.md)
// once every hand is stored, and counts them in the summary. The counts
// were taken during the import; only when some structure is split are the
// files with hands at unlisted stakes read again (parsed, not replayed) to
// find the hands that depart from it.
func addLearnt(ctx context.Context, db *store.DB, learnt *replay.Structures, jobs []*fileJob, sum *Summary) error {
	if !learnt.Split() {
		return nil
	}
	var files []File
	for _, j := range jobs {
		if j.unlisted.Load() {
			files = append(files, j.file)
		}
	}
	var fs []replay.HandFinding
	err := Each(ctx, files, ReadOptions{Reuse: true}, Handler{
		Hand: func(h *hand.Hand, _ *replay.Result) error {
			fs = append(fs, learnt.HandFindings(h)...)
			return nil
		},
	})
	if err != nil {
		return fmt.Errorf("import: reading again for the structures learnt from the run: %w", err)
	}
	if len(fs) == 0 {
		return nil
	}
	if _, err := db.AddFindings(ctx, tally.Learnt(fs)); err != nil {
		return fmt.Errorf("import: findings of the structures learnt from the run: %w", err)
	}
	if sum.FindingsByCode == nil {
		sum.FindingsByCode = map[string]int64{}
	}
	for i := range fs {
		sum.FindingsByCode[string(fs[i].Finding.Code)]++
	}
	return nil
}

// refresh rebuilds the derived data of opts unless it is already that of
// the hands stored now.
func refresh(ctx context.Context, db *store.DB, d Derived) error {
	if d.Refresh == nil {
		return nil
	}
	if d.Fresh != nil {
		if ok, err := d.Fresh(ctx, db.SQL()); err != nil || ok {
			return err
		}
	}
	return d.Refresh(ctx, db.SQL())
}
