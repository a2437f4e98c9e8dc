package ingest

import (
	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/tally"
)

// fileStacks is the stack audit of one file: a replay.StackTracker that
// the writer feeds the file's hands in file order, batch by batch. It is
// the file's own: a client writes one file per table session, files are
// imported in parallel, and hands of two sessions at the same table (a
// player who left and came back with another buy-in) are not consecutive.
type fileStacks struct {
	tracker  *replay.StackTracker
	findings []fact.Finding // scratch
}

// stackHands are the replayed hands of a batch kept for the stack audit,
// which must see hands in the order they were played: workers replay
// batches in any order, the writer audits them in file order. Only what
// the tracker reads is kept (no actions, pots or findings).
type stackHands struct {
	track []trackedHand
	arena []replay.PlayerResult // backing store of track[i].res.Players
}

// trackedHand is one hand kept for the stack audit.
type trackedHand struct {
	res replay.Result
	hi  int // batch-local hand index, -1 when the hand is not stored by this batch
}

// keep keeps what the stack tracker needs of res, batch-local hand hi (-1:
// a hand an interrupted import already stored, audited so that the
// tracker sees the file's hands without a gap).
func (s *stackHands) keep(res *replay.Result, hi int) {
	start := len(s.arena)
	s.arena = append(s.arena, res.Players...)
	t := trackedHand{res: *res, hi: hi}
	t.res.Players = s.arena[start:len(s.arena):len(s.arena)]
	t.res.Actions, t.res.Pots, t.res.Findings, t.res.Checks = nil, nil, nil, nil
	s.track = append(s.track, t)
}

// reset empties s, keeping its memory for the next batch but not the hands
// it points to.
func (s *stackHands) reset() {
	clear(s.track)
	clear(s.arena)
	s.track, s.arena = s.track[:0], s.arena[:0]
}

// audit feeds the hands b kept to the file's tracker, in order, and adds
// the stack.mismatch findings it makes to the hands b stores; the writer
// calls it before writing b.
func (f *fileStacks) audit(b *batch) {
	if b.stacks == nil {
		return
	}
	if f.tracker == nil {
		f.tracker = replay.NewStackTracker()
	}
	for i := range b.stacks.track {
		t := &b.stacks.track[i]
		f.tracker.Check(&t.res)
		if t.hi < 0 || len(t.res.Findings) == 0 {
			continue
		}
		// The hand was stored: its money fits hundredths. Its actions are
		// not kept: the findings name none.
		scale, _ := t.res.Hand.CentScale()
		f.findings = tally.Findings(f.findings[:0], t.res.Hand, scale, 0, t.res.Findings)
		b.rows.AddFindings(t.hi, f.findings)
	}
	b.stacks.reset()
}
