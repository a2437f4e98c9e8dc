package parser

import "github.com/stud8/stud8/hand"

// HandBox holds a hand and room for its seats, summary seat lines and side
// pots, so that a hand of up to eight players needs no allocation of its own
// for them.
type HandBox struct {
	H       hand.Hand
	Seats   [8]hand.Seat
	Results [8]hand.SeatResult
	Side    [4]hand.Money // Summary.SidePots
}

// Sizes of the slabs hands are cut from. An events slab (1,024 events of
// 64 bytes) is a large object: the allocator hands it out from whole pages,
// without the per-object work of a size class, and clears it in one go.
const (
	boxSlab   = 16   // hand boxes per allocation (20 KB)
	eventSlab = 1024 // events per allocation (64 KB)
)

// Slab cuts hand boxes and event slices out of shared allocations: a few
// allocations for dozens of hands, where a box and its events each cost one
// allocation per hand. Hands share no writable memory: each box is its own,
// and each events slice has exactly the capacity asked for (after Keep, its
// length), so an append by the caller reallocates instead of writing into
// the next hand's events.
// The cost is memory held: a hand kept alive keeps its two slabs alive (92
// KB, shared with the hands around it), which is what a caller keeping all
// or the recent hands (the store's batches) uses anyway; one keeping a few
// hands out of a large file holds up to a slab per hand kept.
type Slab struct {
	boxes  []HandBox
	events []hand.Event
	reuse  *reusedHand // non-nil: every hand is cut from it (Options.ReuseHands)
	// cut is the events the last Box cut from the events slab (its
	// capacity reaching to the slab's end), and rest what followed them:
	// Keep gives back the part of cut its hand did not use.
	cut, rest []hand.Event
}

// reusedHand is the memory of the one hand a Reader with ReuseHands set hands
// out at a time: the box, and events whose first used slots the previous
// hand may have written.
type reusedHand struct {
	box    HandBox
	events []hand.Event
	used   int
}

// Box returns a new HandBox and an empty events slice of capacity n: fresh
// memory, or with reuse set the previous hand's, cleared.
func (s *Slab) Box(n int) (*HandBox, []hand.Event) {
	s.cut = nil
	if r := s.reuse; r != nil {
		r.box = HandBox{}
		clear(r.events[:r.used])
		if n > cap(r.events) {
			r.events = make([]hand.Event, max(n, 2*cap(r.events), 64))
		}
		r.used = n
		return &r.box, r.events[:0:n]
	}
	if len(s.boxes) == 0 {
		s.boxes = make([]HandBox, boxSlab)
	}
	box := &s.boxes[0]
	s.boxes = s.boxes[1:]
	if n > eventSlab/8 {
		return box, make([]hand.Event, 0, n) // a long hand: its own events
	}
	if len(s.events) < n {
		s.events = make([]hand.Event, eventSlab)
	}
	events := s.events[:0:n]
	s.cut, s.rest = s.events[:n], s.events[n:]
	s.events = s.rest
	return box, events
}

// Keep returns h, a hand whose events the last Box cut, with its events'
// capacity cut to their length, and gives the slots it left unused back
// to the slab (cleared: the next hand's are zero), so that the bound Box
// was asked for costs no fresh memory beyond the events written. It does
// nothing with reuse set, or when the events are not those of the last
// Box (they grew past it, or came from elsewhere).
func (s *Slab) Keep(h *hand.Hand) *hand.Hand {
	cut := s.cut
	s.cut = nil
	if len(cut) == 0 || cap(h.Events) != len(cut) || &h.Events[:1][0] != &cut[0] {
		return h
	}
	n := len(h.Events)
	h.Events = h.Events[:n:n]
	if len(s.events) == len(s.rest) && (len(s.rest) == 0 || &s.events[0] == &s.rest[0]) {
		clear(cut[n:])
		s.events = cut[n : len(cut)+len(s.rest)]
	}
	return h
}

// SetReuse makes every later Box reuse the memory of the one before (on)
// or cut fresh memory (off), as Options.ReuseHands asks.
func (s *Slab) SetReuse(on bool) {
	if on == (s.reuse != nil) {
		return
	}
	s.reuse = nil
	if on {
		s.reuse = new(reusedHand)
	}
}
