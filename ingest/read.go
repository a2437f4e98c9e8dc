// Package ingest reads hand histories: it finds the input files, reads
// their hands and rejects through one loop, replays the hands, and drives
// the import into a store.DB on every core. The parse, replay, import and
// bench commands all read hands through it; store only knows tables.
package ingest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// handReader is what ingest needs of a hand-history reader.
type handReader interface {
	// Next returns the next hand, a *parser.Error for a rejected hand or
	// fragment (read on after it), io.EOF at the end, or a read error.
	Next() (*hand.Hand, error)
	Stats() parser.Stats
}

// openReader is the one place where ingest makes a hand-history reader:
// the registry detects the site from the content.
// With reuse set, a hand is valid only until the next call to Next (its
// strings stay valid).
func openReader(r io.Reader, file string, reuse bool) handReader {
	return sites.Open(r, file, parser.Options{ReuseHands: reuse})
}

// openFile opens an input file; tests replace it to make files vanish or fail.
var openFile = func(path string) (io.ReadCloser, error) { return os.Open(path) }

// record is one item read from a file: a hand, or a reject.
type record struct {
	h   *hand.Hand
	rej *parser.Error
}

// errStopped is returned by readRecords when emit asked it to stop.
var errStopped = errors.New("stopped")

// readRecords is the one loop over the records of a file: it passes every
// hand and reject to emit, in file order, until emit returns false
// (errStopped), the end (nil), or a read error (returned).
//
// With hold set, a record is passed on only once the next read has worked:
// the text just before a read error may be cut short by it, and must be
// read again whole when the file is back, not stored as it is. Hold needs
// hands that stay valid (a reader made without reuse).
//
// With hold set and keepLast given, the record the file ends with is passed
// to keepLast instead, and to emit only if keepLast says so; otherwise it
// comes back as held (the file may still grow: its last hand may not be
// whole yet).
//
// A file found in a directory (f.Found) whose first record says it is not
// a hand history, and that gives nothing else, is not a hand history: its
// reason comes back as skipped and emit never sees the record.
func readRecords(r handReader, f File, hold bool, keepLast func(record) bool, emit func(record) bool) (skipped string, held bool, err error) {
	var pending record
	var has bool
	var first *parser.Error // held: it may still turn out to be a reject
	for n := 0; ; n++ {
		h, err := r.Next()
		var rej *parser.Error // declared here, not taken the address of: no allocation per hand
		if err != nil && err != io.EOF {
			var pe *parser.Error
			if !errors.As(err, &pe) {
				return "", false, err
			}
			rej = pe
		}
		if has {
			has = false
			if err == io.EOF && keepLast != nil && !keepLast(pending) {
				held = true
			} else if !emit(pending) {
				return "", false, errStopped
			}
		}
		if err == io.EOF {
			break
		}
		rec := record{h: h, rej: rej}
		if n == 0 && f.Found && rej != nil && notHandHistory(rej) {
			first = rej
			continue
		}
		if first != nil {
			if !emit(record{rej: first}) {
				return "", false, errStopped
			}
			first = nil
		}
		if hold {
			pending, has = rec, true
		} else if !emit(rec) {
			return "", false, errStopped
		}
	}
	if first != nil {
		if r.Stats().OtherGame == 0 {
			return fmt.Sprintf("not a hand history of a known site: first line %q", first.Raw), false, nil
		}
		if !emit(record{rej: first}) {
			return "", false, errStopped
		}
	}
	return "", held, nil
}

// notHandHistory reports whether a reject says that the text is not a hand
// history of a supported site. Binary data is not taken as such: a file of
// it in a hand-history folder is a damaged file, kept as a reject.
func notHandHistory(e *parser.Error) bool {
	if !errors.Is(e, parser.ErrUnknownFormat) {
		return false
	}
	for i := 0; i < len(e.Raw); i++ {
		if c := e.Raw[i]; c < 0x20 && c != '\t' && c != '\r' && c != '\f' {
			return false
		}
	}
	return true
}

// ReadOptions say how Each reads.
type ReadOptions struct {
	// Reuse lets the reader hand out hands that share memory: a hand is
	// valid only during the call that receives it (its strings stay
	// valid). It suits callers that look at each hand once, and is faster.
	Reuse bool
	// Replay replays every hand kept; the result is valid only during the
	// call that receives it.
	Replay bool
	// Profile is the replay rule profile; nil picks each site's default.
	Profile *replay.Profile
	// Stacks says when replayed hands are checked against the stacks the
	// previous hand at their table ended with (replay.StackTracker), within
	// each file: a client writes one file per table session.
	Stacks replay.StackMode
	// Learn reads the files twice: first every hand's ante and bring-in
	// go to a replay.Structures, then each replayed hand is checked
	// against what the clear majority of its site, game and stakes show
	// (for the structures no table lists; docs/replay.md).
	Learn bool
}

// Handler receives what Each reads. Any field may be nil.
type Handler struct {
	// Keep selects the hands to pass on (and replay); nil keeps all.
	Keep func(h *hand.Hand) bool
	// Hand receives every kept hand, with its replay when ReadOptions.Replay
	// is set (nil otherwise). An error stops Each and is returned.
	Hand func(h *hand.Hand, res *replay.Result) error
	// Reject receives every rejected hand or fragment.
	Reject func(e *parser.Error)
	// File receives the result of each file once it is read. An error
	// stops Each and is returned.
	File func(r FileResult) error
}

// FileResult is what reading one file gave.
type FileResult struct {
	Path  string
	Stats parser.Stats
	// Skipped is why the file is not a hand history ("" when it is one):
	// nothing of it was passed on.
	Skipped string
	// Err is the error that ended the file early (opening or reading it).
	Err error
}

// Each reads the files in order on the calling goroutine, passing their
// hands (replayed if asked) and rejects to h, and each file's result once
// it is read.
func Each(ctx context.Context, files []File, o ReadOptions, h Handler) error {
	var eng *replay.Engine
	var learnt *replay.Structures
	if o.Replay {
		eng = replay.NewEngine()
		if o.Learn {
			learnt = replay.NewStructures()
			for _, f := range files {
				if err := ctx.Err(); err != nil {
					return err
				}
				eachFile(f, o.Reuse, func(rc record) bool {
					if rc.h != nil {
						learnt.Observe(rc.h)
					}
					return true
				})
			}
		}
	}
	var tracker *replay.StackTracker
	var herr error
	emit := func(rc record) bool {
		if rc.rej != nil {
			if h.Reject != nil {
				h.Reject(rc.rej)
			}
			return true
		}
		if h.Keep != nil && !h.Keep(rc.h) {
			return true
		}
		var res *replay.Result
		if eng != nil {
			prof := o.Profile
			if prof == nil {
				var err error
				if prof, err = siteProfile(rc.h.Site); err != nil {
					if h.Reject != nil {
						h.Reject(&parser.Error{File: rc.h.Pos.File, Line: rc.h.Pos.Line, HandID: rc.h.ID, Err: err})
					}
					return true
				}
			}
			res = eng.Replay(rc.h, prof)
			tracker.Check(res)
			if learnt != nil {
				learnt.Check(res)
			}
		}
		if h.Hand != nil {
			herr = h.Hand(rc.h, res)
		}
		return herr == nil
	}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		tracker = replay.NewStackTracker()
		tracker.Mode = o.Stacks
		res := eachFile(f, o.Reuse, emit)
		if herr != nil {
			return herr
		}
		if h.File != nil {
			if err := h.File(res); err != nil {
				return err
			}
		}
	}
	return nil
}

// eachFile reads one file for Each.
func eachFile(f File, reuse bool, emit func(record) bool) FileResult {
	res := FileResult{Path: f.Path}
	in, err := openFile(f.Path)
	if err != nil {
		res.Err = err
		return res
	}
	defer in.Close()
	r := openReader(in, f.Path, reuse)
	res.Skipped, _, err = readRecords(r, f, false, nil, emit)
	if err != nil && err != errStopped {
		res.Err = err
	}
	if res.Skipped == "" {
		res.Stats = r.Stats()
	}
	return res
}

// reasonOf is the short reason of err: the text of the innermost error it
// wraps, as the rejects table stores it.
func reasonOf(err error) string {
	for {
		u := errors.Unwrap(err)
		if m, ok := err.(interface{ Unwrap() []error }); ok && len(m.Unwrap()) > 0 {
			u = m.Unwrap()[0] // fmt.Errorf("%w: %w", sentinel, detail): the first is the sentinel
		}
		if u == nil {
			return err.Error()
		}
		err = u
	}
}

// errReplayFailed is the reason of a hand whose replay panicked.
var errReplayFailed = errors.New("replay failed")
