package parser

import "github.com/stud8/stud8/hand"

// HandBox holds a hand and room for its seats, summary seat lines and side
// pots, so that a hand of up to eight players needs no allocation of its own
// for them. Seats and Results have room for eight (length and capacity 8):
// with fresh memory they are cut from slabs shared with other hands, and
// Keep gives back what the hand did not use.
type HandBox struct {
	H       hand.Hand
	Seats   []hand.Seat
	Results []hand.SeatResult
	Side    [4]hand.Money // Summary.SidePots
}

// Sizes of the slabs hands are cut from. An events slab (1,024 events of
// 64 bytes) is a large object: the allocator hands it out from whole pages,
// without the per-object work of a size class, and clears it in one go.
const (
	boxSlab   = 16   // hand boxes per allocation (7.8 KB)
	eventSlab = 1024 // events per allocation (64 KB)
	seatSlab  = 512  // seats, and summary seat lines, per allocation (24 and 28 KB)
	seatRoom  = 8    // seats and summary seat lines in a box
)

// Slab cuts hand boxes, seats, summary seat lines and event slices out of
// shared allocations: a few allocations for dozens of hands, where a box
// and its events each cost one allocation per hand. Hands share no
// writable memory: each box is its own, and each slice has exactly the
// capacity asked for (after Keep, its length), so an append by the caller
// reallocates instead of writing into the next hand's memory.
// The cost is memory held: a hand kept alive keeps its slabs alive (about
// 124 KB, shared with the hands around it), which is what a caller keeping
// all or the recent hands (the store's batches) uses anyway; one keeping a
// few hands out of a large file holds up to four slabs per hand kept.
type Slab struct {
	boxes   []HandBox
	events  piece[hand.Event]
	seats   piece[hand.Seat]
	results piece[hand.SeatResult]
	box     *HandBox    // the box of the last Box, until Keep
	reuse   *reusedHand // non-nil: every hand is cut from it (Options.ReuseHands)
}

// piece is a slab of T that slices are cut from, one at a time: Keep
// gives back the part of the last cut its hand did not use.
type piece[T any] struct {
	free []T // the slab's rest
	// cut is the last slice cut (its capacity reaching to the slab's end),
	// rest what followed it.
	cut, rest []T
}

// take cuts n slots (of capacity n) from p, a new slab of size when p has
// fewer left.
func (p *piece[T]) take(n, size int) []T {
	if len(p.free) < n {
		p.free = make([]T, size)
	}
	p.cut, p.rest = p.free[:n], p.free[n:]
	p.free = p.rest
	return p.cut[:n:n]
}

// keep cuts *used to its length and gives the slots of the last cut past
// it back to the slab, cleared, when *used is that cut and nothing was
// cut since. It forgets the last cut.
func (p *piece[T]) keep(used *[]T) {
	cut := p.cut
	p.cut = nil
	u := *used
	if len(cut) == 0 || cap(u) != len(cut) || &u[:1][0] != &cut[0] {
		return
	}
	n := len(u)
	*used = u[:n:n]
	if len(p.free) == len(p.rest) && (len(p.rest) == 0 || &p.free[0] == &p.rest[0]) {
		clear(cut[n:])
		p.free = cut[n : len(cut)+len(p.rest)]
	}
}

// reusedHand is the memory of the one hand a Reader with ReuseHands set hands
// out at a time: the box (its seats and summary seat lines in the arrays),
// and events whose first used slots the previous hand may have written.
type reusedHand struct {
	box     HandBox
	seats   [seatRoom]hand.Seat
	results [seatRoom]hand.SeatResult
	events  []hand.Event
	used    int
}

// Box returns a new HandBox and an empty events slice of capacity n: fresh
// memory, or with reuse set the previous hand's, cleared.
func (s *Slab) Box(n int) (*HandBox, []hand.Event) {
	s.box, s.events.cut, s.seats.cut, s.results.cut = nil, nil, nil, nil
	if r := s.reuse; r != nil {
		clear(r.seats[:])
		clear(r.results[:])
		r.box = HandBox{Seats: r.seats[:], Results: r.results[:]}
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
	box.Seats = s.seats.take(seatRoom, seatSlab)
	box.Results = s.results.take(seatRoom, seatSlab)
	s.box = box
	if n > eventSlab/8 {
		return box, make([]hand.Event, 0, n) // a long hand: its own events
	}
	return box, s.events.take(n, eventSlab)[:0]
}

// Keep returns h, the hand of the last Box, with the capacity of its
// events, seats and summary seat lines cut to their length, and gives the
// slots it left unused back to the slabs (cleared: the next hand's are
// zero), so that the room Box made costs no fresh memory beyond what the
// hand holds. It leaves alone a slice that is not the one Box cut (it grew
// past it, or came from elsewhere), and does nothing with reuse set.
func (s *Slab) Keep(h *hand.Hand) *hand.Hand {
	box := s.box
	s.box = nil
	if box == nil || h != &box.H {
		s.events.cut, s.seats.cut, s.results.cut = nil, nil, nil
		return h
	}
	s.events.keep(&h.Events)
	s.seats.keep(&h.Seats)
	s.results.keep(&h.Summary.Seats)
	box.Seats, box.Results = h.Seats, h.Summary.Seats
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
