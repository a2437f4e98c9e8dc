package store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// fileJob is one file to import, with its counters as the writer sees them.
type fileJob struct {
	path    string
	size    int64
	hash    string
	resume  fileState // what a previous, interrupted import committed
	resumed bool

	out     chan *batch   // the file's batches, in file order; closed after the last
	written chan struct{} // closed by the writer when it is done with the file

	// writer-side state
	st      fileState
	done    bool // the last batch has been written
	failed  bool
	touched bool // changed in the open transaction
	hasRow  bool // the imports table has a partial row for the file
	// tracker checks starting stacks across the file's hands. It is the
	// file's own: a client writes one file per table session, files are
	// imported in parallel, and hands of two sessions at the same table
	// (a player who left and came back with another buy-in) are not
	// consecutive.
	tracker *replay.StackTracker
}

// record is one item read from a file: a hand, or a reject. A skipped hand
// was committed by an interrupted import: it is replayed only to keep the
// stack tracker's view of its table exact.
type record struct {
	h    *hand.Hand
	rej  *Reject
	skip bool
}

// tracked is a replayed hand kept for the stack tracker, which must see
// hands in the order they were played: the writer feeds it. Only the fields
// the tracker reads are kept (no actions, pots or findings).
type tracked struct {
	res replay.Result
	hi  int // batch-local hand index, -1 when the hand is not stored by this batch
}

// batch is a run of consecutive records of one file on its way through the
// pipeline: read by the file's reader, turned into rows by a worker, written
// by the writer.
type batch struct {
	job        *fileJob
	recs       []record
	nRecords   int
	last       bool  // the file's final batch
	otherGames int64 // final batch: hands of other games skipped in the file
	err        error // the read error that ended the file early
	done       chan struct{}
	rows       *rows
	keys       []int64 // hand_key of each batch-local hand
	track      []tracked
	arena      []replay.PlayerResult // backing store of track[i].res.Players
}

// openFile opens an input file; tests replace it to make files vanish or fail.
var openFile = func(path string) (io.ReadCloser, error) { return os.Open(path) }

// pipeline reads files in parallel and replays their hands on every core.
type pipeline struct {
	ctx     context.Context
	cancel  context.CancelFunc
	work    chan *batch
	profile *replay.Profile
	opts    Options
	wg      sync.WaitGroup
	pool    sync.Pool
	read    atomic.Int64 // bytes read from all files so far
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
	p := &pipeline{profile: profile, opts: opts, work: make(chan *batch, 2*opts.Workers)}
	p.ctx, p.cancel = context.WithCancel(ctx)
	p.pool.New = func() any { return newRows() }
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

// readFile parses one file into batches, skipping the records a previous
// interrupted import already committed.
func (p *pipeline) readFile(j *fileJob) {
	defer close(j.out)
	cur := &batch{job: j}
	f, err := openFile(j.path)
	if err != nil {
		cur.err, cur.last = err, true
		p.submit(cur)
		return
	}
	defer f.Close()
	r := sites.Open(countingReader{f, &p.read}, j.path, parser.Options{})
	skip := j.resume.records
	var n int64
	// A record is passed on only once the next read has worked: the text
	// just before a read error may be cut short by it, and must be read
	// again whole when the file is back, not stored as it is.
	var pending *record
	for {
		h, err := r.Next()
		var pe *parser.Error
		isReject := errors.As(err, &pe)
		if err != nil && err != io.EOF && !isReject {
			cur.err = err
			break
		}
		if pending != nil {
			cur.recs = append(cur.recs, *pending)
			if !pending.skip {
				cur.nRecords++
			}
			pending = nil
			if len(cur.recs) >= p.opts.BatchRecords {
				if !p.submit(cur) {
					return
				}
				cur = &batch{job: j}
			}
		}
		if err == io.EOF {
			break
		}
		n++
		switch {
		case isReject && n <= skip:
		case isReject:
			pending = &record{rej: rejectOf(pe)}
		default:
			pending = &record{h: h, skip: n <= skip}
		}
	}
	cur.last = true
	cur.otherGames = int64(r.Stats().OtherGame)
	p.submit(cur)
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
	eng := replay.NewEngine()
	for {
		select {
		case b := <-p.work:
			p.convert(eng, b)
			close(b.done)
		case <-p.ctx.Done():
			return
		}
	}
}

// convert fills b.rows from b.recs.
func (p *pipeline) convert(eng *replay.Engine, b *batch) {
	b.rows = p.pool.Get().(*rows)
	for _, rc := range b.recs {
		if rc.rej != nil {
			b.rows.addReject(*rc.rej)
			continue
		}
		if err := p.convertHand(eng, b, rc.h, rc.skip); err != nil && !rc.skip {
			b.rows.addReject(Reject{File: rc.h.Pos.File, Line: rc.h.Pos.Line, HandID: rc.h.ID,
				Reason: reasonOf(err), Detail: err.Error()})
		}
	}
	b.recs = nil
}

// convertHand replays one hand and appends its rows; a replay that panics
// becomes an error so that one bad hand cannot stop an import.
func (p *pipeline) convertHand(eng *replay.Engine, b *batch, h *hand.Hand, skip bool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errReplayFailed, r)
		}
	}()
	prof := p.profile
	if prof == nil {
		prof = replay.DefaultProfile(h.Site)
	}
	res := eng.Replay(h, prof)
	hi := -1
	if !skip {
		key := HandKey(h.Site, h.ID)
		if err := b.rows.addHand(len(b.keys), key, res); err != nil {
			return err
		}
		hi = len(b.keys)
		b.keys = append(b.keys, key)
	}
	if !prof.NoStackChecks && h.Mix == "" && h.Table != "" {
		start := len(b.arena)
		b.arena = append(b.arena, res.Players...)
		t := tracked{res: *res, hi: hi}
		t.res.Players = b.arena[start:len(b.arena):len(b.arena)]
		t.res.Actions, t.res.Pots, t.res.Findings, t.res.Checks = nil, nil, nil, nil
		b.track = append(b.track, t)
	}
	return nil
}

var errReplayFailed = errors.New("replay failed")

// release returns b's rows to the pool.
func (p *pipeline) release(b *batch) {
	if b.rows != nil {
		b.rows.reset()
		p.pool.Put(b.rows)
		b.rows = nil
	}
}

// rejectOf turns a parser error into a rejects row.
func rejectOf(e *parser.Error) *Reject {
	return &Reject{File: e.File, Line: e.Line, HandID: e.HandID, Reason: reasonOf(e), Detail: e.Error(), Raw: e.Raw}
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
