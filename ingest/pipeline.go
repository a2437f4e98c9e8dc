package ingest

import (
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"github.com/zeebo/xxh3"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/luck"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/store"
	"github.com/stud8/stud8/tally"
)

// fileJob is one file to import.
type fileJob struct {
	file  File
	size  int64
	stamp stamp // size and modification time when planned; the import checks them after the read
	// prior is the imports row the read continues from (resumed: its first
	// skip records are committed already), or the newest row of the path,
	// which the read replaces; nil if the path has none.
	prior   *store.FileState
	skip    int64
	resumed bool
	// hold: the file may still grow; the hand it ends inside is held.
	hold bool

	stacks  fileStacks    // the file's stack audit, run by the writer
	out     chan *batch   // the file's batches, in file order; closed after the last
	written chan struct{} // closed by the writer when it is done with the file
	// unlisted: a hand of the file is at stakes no stakes table lists (its
	// structure is learnt from the run; Import may read the file again).
	unlisted atomic.Bool
}

// item is one record on its way to a worker. A skipped hand was committed
// by an interrupted import: it is replayed only to keep the stack tracker's
// view of its table exact.
type item struct {
	h    *hand.Hand
	rej  *parser.Error
	skip bool
}

// batch is a run of consecutive records of one file on its way through the
// pipeline: read by the file's reader, turned into rows by a worker, written
// by the writer.
type batch struct {
	job        *fileJob
	items      []item
	last       bool                // the file's final batch
	otherGames int64               // final batch: hands of other games skipped in the file
	others     []parser.OtherCount // final batch: those hands by game label
	site       string              // final batch: the site the file's content was read as ("" if none)
	hash       string              // final batch: XXH3-128 of the file's content, read to its end
	skipped    string              // final batch: why the file is not a hand history
	held       bool                // final batch: the file's last record was held (the file may still grow)
	lastReject bool                // final batch: the file's last record read is a reject
	err        error               // the read error that ended the file early
	done       chan struct{}
	rows       *store.Batch
	stacks     *stackHands // the hands kept for the stack audit, nil if none
}

// pipeline reads files in parallel and replays their hands on every core.
type pipeline struct {
	ctx     context.Context
	cancel  context.CancelFunc
	work    chan *batch
	profile *replay.Profile
	// learnt counts the ante and bring-in of the hands whose structure no
	// stakes table lists; Import adds its findings at the end of the run.
	learnt *replay.Structures
	opts   Options
	wg     sync.WaitGroup
	// free holds written batches' rows for reuse: unlike a sync.Pool, which
	// a garbage collection empties, it keeps their grown columns.
	free       chan *store.Batch
	freeStacks chan *stackHands // the same for the stack audit's hands
	read       atomic.Int64     // bytes read from all files so far
}

// countingReader counts the bytes read through it into n.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}

func newPipeline(ctx context.Context, jobs []*fileJob, profile *replay.Profile, opts Options) *pipeline {
	p := &pipeline{profile: profile, opts: opts, work: make(chan *batch, 2*opts.Workers), learnt: replay.NewStructures()}
	p.ctx, p.cancel = context.WithCancel(ctx)
	p.free = make(chan *store.Batch, opts.Workers+2)
	p.freeStacks = make(chan *stackHands, opts.Workers+2)
	for _, j := range jobs {
		j.out = make(chan *batch, 4)
		j.written = make(chan struct{})
	}
	for i := 0; i < opts.Workers; i++ {
		p.wg.Add(1)
		go p.worker()
	}
	go p.readAll(jobs)
	return p
}

// stop ends the pipeline's goroutines and waits for the workers.
func (p *pipeline) stop() {
	p.cancel()
	p.wg.Wait()
}

// readAll starts one reader per file, in order, with at most Workers+1
// files between their reader's start and the writer's end. Each file holds
// at most a few batches, so memory stays bounded whatever the input: a file
// frees its place only when the writer is done with it, and the writer
// always waits for the oldest file, which therefore always has its place.
func (p *pipeline) readAll(jobs []*fileJob) {
	sem := make(chan struct{}, p.opts.Workers+1)
	for _, j := range jobs {
		select {
		case sem <- struct{}{}:
		case <-p.ctx.Done():
			return
		}
		go func(j *fileJob) {
			p.readFile(j)
			select {
			case <-j.written:
			case <-p.ctx.Done():
			}
			<-sem
		}(j)
	}
}

// readFile reads one file into batches, skipping the records a previous
// interrupted import already committed. The file is read once: its bytes
// are hashed as they are parsed, and a file that is not the one planned
// (its size or modification time changed, or it gave another number of
// bytes) ends with errChanged, never complete.
func (p *pipeline) readFile(j *fileJob) {
	defer close(j.out)
	cur := &batch{job: j}
	f, err := openFile(j.file.Path)
	if err != nil {
		cur.err, cur.last = err, true
		p.submit(cur)
		return
	}
	defer f.Close()
	h := &countingHash{h: xxh3.New()}
	in := io.TeeReader(countingReader{f, &p.read}, h)
	r := openReader(in, j.file.Path, false)
	skip := j.skip
	var n int64
	var keepLast func(record) bool
	if j.hold {
		// The reader saw the file's end: h holds its last bytes.
		keepLast = func(rc record) bool { return rc.rej == nil && endsClean(h.tail()) }
	}
	var held, lastReject bool
	cur.skipped, held, err = readRecords(r, j.file, true, keepLast, func(rc record) bool {
		n++
		lastReject = rc.rej != nil
		if rc.rej != nil && n <= skip {
			return true
		}
		cur.items = append(cur.items, item{h: rc.h, rej: rc.rej, skip: n <= skip})
		if len(cur.items) >= p.opts.BatchRecords {
			if !p.submit(cur) {
				return false
			}
			cur = &batch{job: j}
		}
		return true
	})
	if err == errStopped {
		return
	}
	if err == nil {
		err = checkSame(j, in, h)
	}
	cur.err = err
	cur.last = true
	cur.held, cur.lastReject = held, lastReject
	cur.otherGames = int64(r.Stats().OtherGame)
	cur.others = r.Stats().Others
	cur.site = r.Stats().Site
	if err == nil {
		cur.hash = hashHex(h.h)
	}
	p.submit(cur)
}

// countingHash hashes what is written to it, counts the bytes and keeps
// the last tailBytes of them.
type countingHash struct {
	h    *xxh3.Hasher
	n    int64
	last [tailBytes]byte
}

// tailBytes is how much of a file's end endsClean looks at.
const tailBytes = 256

func (c *countingHash) Write(b []byte) (int, error) {
	c.n += int64(len(b))
	if len(b) >= tailBytes {
		copy(c.last[:], b[len(b)-tailBytes:])
	} else {
		copy(c.last[:], c.last[len(b):])
		copy(c.last[tailBytes-len(b):], b)
	}
	return c.h.Write(b)
}

// tail is the last bytes written (fewer when fewer were).
func (c *countingHash) tail() []byte {
	if c.n < tailBytes {
		return c.last[tailBytes-c.n:]
	}
	return c.last[:]
}

// checkSame reads what the reader left of the file (after an abandoned or
// unknown input) into the hash, at most one byte past its planned size,
// and checks that the file read is the one planned: as many bytes as its
// size, and the same size and modification time after the read as before.
func checkSame(j *fileJob, rest io.Reader, h *countingHash) error {
	if left := j.stamp.size + 1 - h.n; left > 0 {
		if _, err := io.CopyN(io.Discard, rest, left); err != nil && err != io.EOF {
			return err
		}
	}
	if h.n != j.stamp.size {
		return fmt.Errorf("%w (%d bytes when planned, %d read)", errChanged, j.stamp.size, h.n)
	}
	st, err := statFile(j.file.Path)
	if err != nil {
		return err
	}
	if st.size != j.stamp.size || !st.mtime.Equal(j.stamp.mtime) {
		return errChanged
	}
	return nil
}

// submit queues b for the writer (in order) and for a worker.
func (p *pipeline) submit(b *batch) bool {
	b.done = make(chan struct{})
	select {
	case b.job.out <- b:
	case <-p.ctx.Done():
		return false
	}
	select {
	case p.work <- b:
		return true
	case <-p.ctx.Done():
		return false
	}
}

// worker replays the hands of batches and turns them into rows.
func (p *pipeline) worker() {
	defer p.wg.Done()
	w := &converter{eng: replay.NewEngine()}
	for {
		select {
		case b := <-p.work:
			p.convert(w, b)
			close(b.done)
		case <-p.ctx.Done():
			return
		}
	}
}

// converter is a worker's replay engine and the derived rows of the hand
// it converts, reused from hand to hand.
type converter struct {
	eng      *replay.Engine
	rows     tally.Rows
	days     tally.Days
	equity   []fact.Equity
	adjusted []fact.Adjusted
}

// convert fills b.rows from b.items.
func (p *pipeline) convert(w *converter, b *batch) {
	b.rows = p.batch()
	for _, it := range b.items {
		if it.rej != nil {
			b.rows.AddReject(rejectOf(it.rej))
			continue
		}
		if err := p.convertHand(w, b, it.h, it.skip); err != nil && !it.skip {
			b.rows.AddReject(store.Reject{File: it.h.Pos.File, Line: it.h.Pos.Line, HandID: it.h.ID,
				Reason: reasonOf(err), Detail: err.Error()})
		}
	}
	b.items = nil
}

// convertHand replays one hand and adds its rows to out (or, for a hand
// already stored, passes it to the stack tracker only); a replay that
// panics becomes an error so that one bad hand cannot stop an import.
func (p *pipeline) convertHand(w *converter, b *batch, h *hand.Hand, skip bool) (err error) {
	out := b.rows
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errReplayFailed, r)
		}
	}()
	if err := store.CheckBounds(h); err != nil {
		return err
	}
	prof := p.profile
	if prof == nil {
		if prof, err = siteProfile(h.Site); err != nil {
			return err
		}
	}
	res := w.eng.Replay(h, prof)
	if p.learnt.ObserveUnlisted(h, prof) {
		b.job.unlisted.Store(true)
	}
	stacks := !prof.NoStackChecks && h.Mix == "" && h.Table != ""
	if skip {
		if stacks {
			p.keepStacks(b, res, -1)
		}
		return nil
	}
	hi := out.Hands()
	if err := out.Add(w.rows.Hand(res)); err != nil {
		return err
	}
	out.AddDays(w.days.Hand(res)) // player_day_stats, player_day_cards, player_runs
	if stacks {
		p.keepStacks(b, res, hi)
	}
	if ms := luck.Moments(res, luck.ImportOptions); len(ms) > 0 {
		w.equity = tally.Equity(w.equity[:0], h, ms)
		w.adjusted = tally.Adjusted(w.adjusted[:0], res, ms)
		out.AddEquity(w.equity, w.adjusted) // hand_equity, hand_adjusted
	}
	return nil
}

// batch returns empty rows: reused, or new.
func (p *pipeline) batch() *store.Batch {
	select {
	case r := <-p.free:
		return r
	default:
		return store.NewBatch()
	}
}

// keepStacks keeps res, batch-local hand hi of b, for the stack audit.
func (p *pipeline) keepStacks(b *batch, res *replay.Result, hi int) {
	if b.stacks == nil {
		select {
		case b.stacks = <-p.freeStacks:
		default:
			b.stacks = new(stackHands)
		}
	}
	b.stacks.keep(res, hi)
}

// release keeps b's rows and stack hands for reuse (or drops them when
// enough are kept).
func (p *pipeline) release(b *batch) {
	if b.stacks != nil {
		b.stacks.reset()
		select {
		case p.freeStacks <- b.stacks:
		default:
		}
		b.stacks = nil
	}
	if b.rows != nil {
		b.rows.Reset()
		select {
		case p.free <- b.rows:
		default:
		}
		b.rows = nil
	}
}

// rejectOf turns a parser error into a rejects row.
func rejectOf(e *parser.Error) store.Reject {
	return store.Reject{File: e.File, Line: e.Line, HandID: e.HandID, Reason: reasonOf(e), Detail: e.Error(), Raw: e.Raw}
}

// siteProfile is the replay profile of the hands of site, as the registry
// of parser/sites names it: an error for a site it does not list (a PHH
// venue stud8 has no reader for), never another site's profile.
func siteProfile(site string) (*replay.Profile, error) {
	name, err := sites.Profile(site)
	if err != nil {
		return nil, err
	}
	return replay.ProfileByName(name)
}

// resolveProfile finds the named replay profile; "" means per-site defaults.
func resolveProfile(name string) (*replay.Profile, error) {
	if name == "" {
		return nil, nil
	}
	p, err := replay.ProfileByName(name)
	if err != nil {
		return nil, fmt.Errorf("profile %q: %w (known: %v)", name, err, replay.Profiles())
	}
	return p, nil
}
