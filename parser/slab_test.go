package parser

import (
	"testing"

	"github.com/stud8/stud8/hand"
)

// TestSlabKeep: Keep cuts a hand's events to their length and gives the
// rest back, cleared, to the next hand; the hands share no writable memory;
// events that outgrew their Box are left alone.
func TestSlabKeep(t *testing.T) {
	var s Slab
	box, events := s.Box(10)
	h := &box.H
	h.Events = events[:6] // the parser wrote six slots ...
	for i := range h.Events {
		h.Events[i] = hand.Event{Kind: hand.Bet, Amount: hand.Money(i + 1), Text: "x"}
	}
	h.Events = h.Events[:3] // ... and kept three
	s.Keep(h)
	if len(h.Events) != 3 || cap(h.Events) != 3 {
		t.Fatalf("kept events: len %d cap %d, want 3 3", len(h.Events), cap(h.Events))
	}
	_, next := s.Box(7)
	next = next[:cap(next)]
	for i := range next {
		if next[i] != (hand.Event{}) {
			t.Fatalf("next hand's slot %d is %+v, want zero", i, next[i])
		}
		next[i].Amount = 100
	}
	h.Events = append(h.Events, hand.Event{Kind: hand.Call, Amount: 7}) // reallocates
	if next[0].Amount != 100 || h.Events[0].Amount != 1 || h.Events[3].Amount != 7 {
		t.Fatalf("hands share memory: next %d, kept %d %d", next[0].Amount, h.Events[0].Amount, h.Events[3].Amount)
	}

	// Events that outgrew their Box: nothing is given back.
	box, events = s.Box(2)
	h = &box.H
	h.Events = append(events, make([]hand.Event, 5)...)
	s.Keep(h)
	if len(h.Events) != 5 {
		t.Fatalf("grown events: len %d, want 5", len(h.Events))
	}
	_, after := s.Box(2)
	after = after[:2]
	after[0].Amount = 9
	if h.Events[0].Amount != 0 {
		t.Fatal("the next hand writes into grown events")
	}

	// With reuse, Keep changes nothing.
	s.SetReuse(true)
	box, events = s.Box(4)
	h = &box.H
	h.Events = events[:1]
	s.Keep(h)
	if cap(h.Events) != 4 {
		t.Fatalf("reuse: cap %d, want 4", cap(h.Events))
	}
}

// TestSlabKeepSeats: Keep gives back the seats and summary seat lines a
// hand did not use, cleared, and the next box's share no memory with it.
func TestSlabKeepSeats(t *testing.T) {
	var s Slab
	box, _ := s.Box(4)
	h := &box.H
	h.Seats = box.Seats[:5]
	for i := range h.Seats {
		h.Seats[i] = hand.Seat{Num: i + 1, Name: "p"}
	}
	h.Seats = h.Seats[:2]
	h.Summary.Seats = append(box.Results[:0], hand.SeatResult{Player: 1, Amount: 3})
	if s.Keep(h) != h || cap(h.Seats) != 2 || cap(h.Summary.Seats) != 1 {
		t.Fatalf("kept: seats cap %d, results cap %d; want 2, 1", cap(h.Seats), cap(h.Summary.Seats))
	}
	next, _ := s.Box(4)
	if len(next.Seats) != seatRoom || len(next.Results) != seatRoom {
		t.Fatalf("next box: %d seats, %d results; want %d", len(next.Seats), len(next.Results), seatRoom)
	}
	for i := range next.Seats {
		if next.Seats[i] != (hand.Seat{}) || next.Results[i] != (hand.SeatResult{}) {
			t.Fatalf("next box's slot %d is not zero: %+v %+v", i, next.Seats[i], next.Results[i])
		}
		next.Seats[i].Num, next.Results[i].Amount = 99, 99
	}
	if h.Seats[1].Num != 2 || h.Summary.Seats[0].Amount != 3 {
		t.Fatalf("the next box writes into the kept hand: %+v %+v", h.Seats, h.Summary.Seats)
	}
}
