package store

import (
	"github.com/stud8/stud8/replay"
)

// Batch is the rows of a run of consecutive records (hands and rejects) of
// one source, built by a worker and written by a Session. Batches are made
// to be reused: Reset one after it has been written.
type Batch struct {
	rows    *rows
	keys    []int64 // hand_key of each batch-local hand
	track   []tracked
	arena   []replay.PlayerResult // backing store of track[i].res.Players
	records int                   // records added: hands stored and rejects
}

// tracked is a replayed hand kept for the stack tracker, which must see
// hands in the order they were played: the session feeds it. Only the
// fields the tracker reads are kept (no actions, pots or findings).
type tracked struct {
	res replay.Result
	hi  int // batch-local hand index, -1 when the hand is not stored by this batch
}

// NewBatch returns an empty batch.
func NewBatch() *Batch { return &Batch{rows: newRows()} }

// Reset empties b for reuse.
func (b *Batch) Reset() {
	b.rows.reset()
	b.keys = b.keys[:0]
	b.clearTrack()
	b.records = 0
}

// clearTrack empties the hands kept for the stack tracker, keeping their
// memory for the next batch but not the hands it points to.
func (b *Batch) clearTrack() {
	clear(b.track)
	clear(b.arena)
	b.track, b.arena = b.track[:0], b.arena[:0]
}

// Records is the number of hands and rejects added.
func (b *Batch) Records() int { return b.records }

// Add appends the rows of a replayed hand (res.Hand). With stacks set, the
// hand also goes to its source's stack tracker when written. An error
// (ErrPrecision) leaves the batch as it was: the hand is to be rejected.
func (b *Batch) Add(res *replay.Result, stacks bool) error {
	h := res.Hand
	key := HandKey(h.Site, h.ID)
	if err := b.rows.addHand(len(b.keys), key, res); err != nil {
		return err
	}
	b.records++
	if stacks {
		b.track1(res, len(b.keys))
	}
	b.keys = append(b.keys, key)
	return nil
}

// Replayed passes a hand that an interrupted import already stored to the
// stack tracker only, so that it sees the source's hands without a gap.
func (b *Batch) Replayed(res *replay.Result) { b.track1(res, -1) }

// track1 keeps what the stack tracker needs of res.
func (b *Batch) track1(res *replay.Result, hi int) {
	start := len(b.arena)
	b.arena = append(b.arena, res.Players...)
	t := tracked{res: *res, hi: hi}
	t.res.Players = b.arena[start:len(b.arena):len(b.arena)]
	t.res.Actions, t.res.Pots, t.res.Findings, t.res.Checks = nil, nil, nil, nil
	b.track = append(b.track, t)
}

// AddReject appends one rejects row.
func (b *Batch) AddReject(r Reject) {
	b.rows.addReject(r)
	b.records++
}
