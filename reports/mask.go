package reports

import "github.com/stud8/stud8/hand"

// Mask replaces every player's name in h but hero's by its seat's label
// (hand.MaskLabel, the same as export phh --mask and replay --mask): in
// the seats, the pots' eligible players and awards, and the findings (their
// player and the "seat 3 (Bob)" of their messages).
func (h *Hand) Mask(hero string) {
	label := map[string]string{} // name -> label
	seat := map[string]int{}
	for i := range h.Seats {
		s := &h.Seats[i]
		if s.Player == hero && hero != "" {
			continue
		}
		l := hand.MaskLabel(s.Seat, hero)
		label[s.Player], seat[s.Player] = l, s.Seat
		s.Player = l
	}
	masked := func(name string) string {
		if l, ok := label[name]; ok {
			return l
		}
		return name
	}
	for i := range h.Pots {
		p := &h.Pots[i]
		for k := range p.Eligible {
			p.Eligible[k] = masked(p.Eligible[k])
		}
		for _, half := range [][]HandAward{p.High, p.Low} {
			for k := range half {
				half[k].Player = masked(half[k].Player)
			}
		}
	}
	for i := range h.Findings {
		f := &h.Findings[i]
		f.Player = masked(f.Player)
		for name, l := range label {
			f.Message = hand.MaskSeatText(f.Message, seat[name], name, l)
		}
	}
}

// SeatOf returns the seat of the player named name, nil if none.
func (h *Hand) SeatOf(name string) *HandSeat {
	for i := range h.Seats {
		if name != "" && h.Seats[i].Player == name {
			return &h.Seats[i]
		}
	}
	return nil
}
