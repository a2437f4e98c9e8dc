package fulltilt

import (
	"fmt"
	"strconv"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Append appends h as Full Tilt text, the way the client saved it (street
// markers in capitals, "Dealt to" lines with the cards so far and the new
// card, raises as street totals, "wins the pot" lines, the summary), and the
// three blank lines between hands.
//
// What the model does not keep is not written: hi/lo labels of the awards
// and the hands they won with, "is low with" lines, chat and status lines,
// a tournament's name (the buy-in and id are kept). A time that is not in
// Full Tilt's form is written from Time in ET. Events Full Tilt never
// prints (capped, double-bet notices, the board card, "doesn't show") and
// deals of unknown cards are left out.
func Append(dst []byte, h *hand.Hand) ([]byte, error) {
	words, ok := gameWords[h.Game]
	if !ok {
		return dst, fmt.Errorf("fulltilt: write hand %s: game %s", h.ID, h.Game)
	}
	n := len(h.Seats)
	for i := range h.Events {
		if e := &h.Events[i]; e.Player >= n || e.Player < 0 && e.Kind != hand.NoLow && e.Kind != hand.Board &&
			e.Kind != hand.Capped && e.Kind != hand.DoubleBetAllowed {
			return dst, fmt.Errorf("fulltilt: write hand %s: event %d has player %d of %d", h.ID, i, e.Player, n)
		}
	}
	for _, r := range h.Summary.Seats {
		if r.Player < 0 || r.Player >= n {
			return dst, fmt.Errorf("fulltilt: write hand %s: summary seat with player %d of %d", h.ID, r.Player, n)
		}
	}
	w := writer{b: dst, h: h}
	w.header(words)
	for i := range h.Seats {
		s := &h.Seats[i]
		w.s("Seat ")
		w.int(s.Num)
		w.ss(": ", s.Name, " (")
		w.money(s.Stack)
		w.s(")")
		if s.SittingOut {
			w.s(", is sitting out")
		}
		w.nl()
	}
	w.events()
	w.summary()
	w.s("\n\n\n")
	return w.b, nil
}

type writer struct {
	b      []byte
	h      *hand.Hand
	street hand.Street
	cur    hand.Money
	in     [16]hand.Money
	shown  bool
	dealt  [16][7]cards.Card // known cards dealt so far, by player
	ndealt [16]int
}

func (w *writer) s(s string) { w.b = append(w.b, s...) }
func (w *writer) ss(parts ...string) {
	for _, p := range parts {
		w.b = append(w.b, p...)
	}
}
func (w *writer) nl()       { w.b = append(w.b, '\n') }
func (w *writer) int(n int) { w.b = strconv.AppendInt(w.b, int64(n), 10) }

// money writes "$0.40", "$5" (no ".00"), or chips "1200".
func (w *writer) money(m hand.Money) {
	h := w.h
	if m < 0 {
		w.s("-")
		m = -m
	}
	if h.Tournament || h.Decimals == 0 {
		w.b = strconv.AppendInt(w.b, int64(m), 10)
		return
	}
	switch h.Currency {
	case "EUR":
		w.s("€")
	case "GBP":
		w.s("£")
	default:
		w.s("$")
	}
	w.b = strconv.AppendInt(w.b, int64(m/100), 10)
	if c := m % 100; c != 0 {
		w.b = append(w.b, '.', byte('0'+c/10), byte('0'+c%10))
	}
}

func (w *writer) cards(cs []cards.Card) {
	w.b = append(w.b, '[')
	for i, c := range cs {
		if i > 0 {
			w.b = append(w.b, ' ')
		}
		w.b = append(w.b, c.Rank().Char(), "cdhs"[c.Suit()])
	}
	w.b = append(w.b, ']')
}

// header writes the first line.
func (w *writer) header(words string) {
	h := w.h
	w.ss(headerPrefix, h.ID, ": ")
	if h.Tournament {
		if h.BuyIn != "" {
			w.ss(h.BuyIn, " Sit & Go (")
		} else {
			w.s("Tournament (")
		}
		w.ss(h.TourneyID, "), Table ", h.Table)
	} else {
		w.ss("Table ", h.Table)
	}
	if h.MaxSeats != 8 && h.MaxSeats > 0 {
		w.s(" (")
		w.int(h.MaxSeats)
		w.s(" max)")
	}
	w.s(" - ")
	w.money(h.Stakes.SmallBet)
	w.s("/")
	w.money(h.Stakes.BigBet)
	if h.Stakes.Ante > 0 {
		w.s(" Ante ")
		w.money(h.Stakes.Ante)
	}
	w.ss(" - ", words, " - ")
	if t, err := parseTime([]byte(h.TimeText)); err == nil && t.Equal(h.Time) && h.TimeText != "" {
		w.s(h.TimeText)
	} else {
		t := h.Time
		if loc := zone("ET"); loc != nil {
			t = t.In(loc)
		}
		w.b = t.AppendFormat(w.b, "15:04:05 ET - 2006/01/02")
	}
	w.nl()
}

var markers = [...]string{hand.Third: "*** 3RD STREET ***", hand.Fourth: "*** 4TH STREET ***",
	hand.Fifth: "*** 5TH STREET ***", hand.Sixth: "*** 6TH STREET ***", hand.Seventh: "*** 7TH STREET ***"}

// enter writes the markers of the streets up to s.
func (w *writer) enter(s hand.Street) {
	for s > w.street && s >= hand.Third && s <= hand.Seventh {
		if w.street < hand.Third {
			w.street = hand.Third
		} else {
			w.street++
		}
		w.s(markers[w.street])
		w.nl()
		w.cur, w.in = 0, [16]hand.Money{}
	}
}

func (w *writer) put(p int, m hand.Money) {
	if p >= 0 && p < len(w.in) {
		w.in[p] += m
		w.cur = max(w.cur, w.in[p])
	}
}

// amount writes an amount and the all-in suffix.
func (w *writer) amount(m hand.Money, all bool) {
	w.money(m)
	if all {
		w.s(" and is all in")
	}
	w.nl()
}

// events writes the lines between the seats and the summary.
func (w *writer) events() {
	h := w.h
	for i := range h.Events {
		e := &h.Events[i]
		if e.Kind != hand.Board && (e.Kind != hand.Ante && e.Kind != hand.Uncalled || e.Street >= hand.Third) {
			w.enter(e.Street)
		}
		name := h.Name(e.Player)
		switch e.Kind {
		case hand.Ante:
			w.ss(name, " antes ")
			w.money(e.Amount)
			if e.AllIn {
				w.s(", and is all in")
			}
			w.nl()
		case hand.Deal:
			w.deal(e)
		case hand.BringIn:
			w.ss(name, " brings in for ")
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Complete, hand.Raise:
			if e.Kind == hand.Complete {
				w.ss(name, " completes it to ")
			} else {
				w.ss(name, " raises to ")
			}
			w.amount(e.To, e.AllIn)
			if e.Player < len(w.in) {
				w.put(e.Player, e.To-w.in[e.Player])
			}
		case hand.Bet:
			if w.street == hand.Third && w.cur == 0 {
				w.ss(name, " completes it to ")
			} else {
				w.ss(name, " bets ")
			}
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Call:
			w.ss(name, " calls ")
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Check:
			w.ss(name, " checks\n")
		case hand.Fold:
			w.ss(name, " folds\n")
		case hand.Muck:
			w.ss(name, " mucks\n")
		case hand.Uncalled:
			w.s("Uncalled bet of ")
			w.money(e.Amount)
			w.ss(" returned to ", name, "\n")
			if e.Player < len(w.in) {
				w.in[e.Player] -= e.Amount
			}
		case hand.Show:
			if !w.shown && w.street >= hand.Seventh {
				w.s("*** SHOW DOWN ***\n")
				w.shown = true
			}
			w.ss(name, " shows ")
			w.cards(e.Cards[:e.NCards])
			if e.Text != "" {
				w.ss(" ", e.Text)
			}
			w.nl()
		case hand.Collect:
			w.ss(name, " wins the ", potWords(e.Text), " (")
			w.money(e.Amount)
			w.s(")\n")
		case hand.NoLow:
			w.s("No low hand qualified\n")
		case hand.Board:
			if e.NCards == 1 && e.Cards[0].Known() && w.street < hand.Seventh {
				w.enter(hand.Sixth)
				w.street = hand.Seventh
				w.s("*** 7TH STREET *** ")
				w.cards(e.Cards[:1])
				w.nl()
				w.cur, w.in = 0, [16]hand.Money{}
			}
		}
	}
}

// potWords is the Full Tilt name of a collect's pot.
func potWords(pot string) string {
	if len(pot) > len("side pot-") && pot[:len("side pot-")] == "side pot-" {
		return "side pot #" + pot[len("side pot-"):]
	}
	return pot
}

// deal writes a "Dealt to" line: on 3rd street the down cards (when known)
// and the up card, later the known cards so far and the new card.
func (w *writer) deal(e *hand.Event) {
	p := e.Player
	if p >= len(w.dealt) || e.NCards == 0 {
		return
	}
	name := w.h.Name(p)
	if e.Street == hand.Third {
		if e.NCards != 3 || !e.Cards[2].Known() {
			return
		}
		w.ss("Dealt to ", name, " ")
		if e.Cards[0].Known() && e.Cards[1].Known() {
			w.cards(e.Cards[:2])
			w.s(" ")
		}
		w.cards(e.Cards[2:3])
		w.nl()
		for _, c := range e.Cards[:3] {
			if c.Known() {
				w.dealt[p][w.ndealt[p]] = c
				w.ndealt[p]++
			}
		}
		return
	}
	c := e.Cards[0]
	if !c.Known() {
		return
	}
	w.ss("Dealt to ", name, " ")
	if w.ndealt[p] > 0 {
		w.cards(w.dealt[p][:w.ndealt[p]])
		w.s(" ")
	}
	w.cards(e.Cards[:1])
	w.nl()
	if w.ndealt[p] < 7 {
		w.dealt[p][w.ndealt[p]] = c
		w.ndealt[p]++
	}
}

// foldWords are the summary's "folded on" words by street.
var foldWords = [...]string{hand.Third: "folded on 3rd St.", hand.Fourth: "folded on 4th St.",
	hand.Fifth: "folded on 5th St.", hand.Sixth: "folded on 6th St.", hand.Seventh: "folded on 7th St."}

// summary writes the summary section.
func (w *writer) summary() {
	h := w.h
	s := &h.Summary
	w.s("*** SUMMARY ***\nTotal pot ")
	w.money(s.TotalPot)
	if s.MainPot > 0 || len(s.SidePots) > 0 {
		w.s(" Main pot ")
		main := s.MainPot
		if main > 0 && s.Rake > 0 && main+sum(s.SidePots)+s.Rake == s.TotalPot {
			main += s.Rake // Full Tilt states the main pot before the rake
		}
		w.money(main)
		w.s(".")
		for _, m := range s.SidePots {
			w.s(" Side pot ")
			w.money(m)
			w.s(".")
		}
	}
	w.s(" | Rake ")
	w.money(s.Rake)
	w.nl()
	if s.Board.Known() {
		w.s("Board: ")
		w.cards([]cards.Card{s.Board})
		w.nl()
	}
	for i := range s.Seats {
		r := &s.Seats[i]
		seat := &h.Seats[r.Player]
		w.s("Seat ")
		w.int(seat.Num)
		w.ss(": ", seat.Name, " ")
		switch r.Outcome {
		case hand.OutFolded:
			switch {
			case r.DidntBet:
				w.s("didn't bet (folded)")
			case r.Street >= hand.Third && r.Street <= hand.Seventh:
				w.s(foldWords[r.Street])
			default:
				w.s("folded")
			}
		case hand.OutCollected:
			w.s("collected (")
			w.money(r.Amount)
			w.s("), mucked")
		case hand.OutShowedWon:
			w.s("showed ")
			w.cards(r.Cards[:r.NCards])
			w.s(" and won (")
			w.money(r.Amount)
			w.s(")")
			if r.Text != "" {
				w.ss(" with ", r.Text)
			}
		case hand.OutShowedLost:
			w.s("showed ")
			w.cards(r.Cards[:r.NCards])
			w.s(" and lost")
			if r.Text != "" {
				w.ss(" with ", r.Text)
			}
		case hand.OutMucked:
			w.s("mucked ")
			w.cards(r.Cards[:r.NCards])
			if r.Text != "" {
				w.ss(" - ", r.Text)
			}
		default:
			w.s(r.Text)
		}
		w.nl()
	}
}

var _ = time.Time{}
