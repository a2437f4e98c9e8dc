package store

import "github.com/stud8/stud8/fact"

// Batch is the rows of a run of consecutive records (hands and rejects) of
// one source, built by a worker and written by a Session. Batches are made
// to be reused: Reset one after it has been written.
type Batch struct {
	rows    *rows
	keys    []int64 // hand_key of each batch-local hand
	records int     // records added: hands stored and rejects
}

// NewBatch returns an empty batch.
func NewBatch() *Batch { return &Batch{rows: newRows()} }

// Reset empties b for reuse.
func (b *Batch) Reset() {
	b.rows.reset()
	b.keys = b.keys[:0]
	b.records = 0
}

// Records is the number of hands and rejects added.
func (b *Batch) Records() int { return b.records }

// Hands is the number of hands added: the batch-local index of the next.
func (b *Batch) Hands() int { return len(b.keys) }

// Add appends the rows of a replayed hand (package tally makes them),
// batch-local hand Hands(). An error (ErrPrecision) leaves the batch as it
// was: the hand is to be rejected.
func (b *Batch) Add(fh *fact.Hand) error {
	h := fh.Hand
	key := HandKey(h.Site, h.ID)
	if err := b.rows.addHand(len(b.keys), key, fh); err != nil {
		return err
	}
	b.records++
	b.keys = append(b.keys, key)
	return nil
}

// AddDays appends what the hand added last by Add adds to player_day_stats,
// player_day_cards and player_runs: one row per dealt-in player (package
// tally makes them). It does nothing when no hand was added.
func (b *Batch) AddDays(days []fact.PlayerDay) {
	if len(b.keys) == 0 {
		return
	}
	b.rows.days.add(len(b.keys)-1, days)
}

// AddFindings appends findings made about batch-local hand hi after it was
// added (the stack audit, which sees a file's hands in order): numbered
// after the hand's findings and counted in its finding_count.
func (b *Batch) AddFindings(hi int, fs []fact.Finding) {
	if len(fs) == 0 {
		return
	}
	counts := b.rows.t[tHands].col("finding_count")
	first := int(counts.ints[hi])
	b.rows.addFindings(hi, b.keys[hi], first, fs)
	counts.ints[hi] += int64(len(fs))
}

// AddReject appends one rejects row.
func (b *Batch) AddReject(r Reject) {
	b.rows.addReject(r)
	b.records++
}
