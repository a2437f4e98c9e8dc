package fulltilt

import (
	"fmt"
	"strconv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/textbuf"
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
	if err := textbuf.CheckPlayers("fulltilt", h, func(k hand.Kind) bool {
		return k == hand.NoLow || k == hand.Board || k == hand.Capped || k == hand.DoubleBetAllowed
	}); err != nil {
		return dst, err
	}
	w := writer{Buf: textbuf.Buf{B: dst}, h: h}
	w.header(words)
	for i := range h.Seats {
		s := &h.Seats[i]
		w.Seat(s, " (")
		w.money(s.Stack)
		w.S(")")
		if s.SittingOut {
			w.S(", is sitting out")
		}
		w.NL()
	}
	w.events()
	w.summary()
	w.S("\n\n\n")
	return w.B, nil
}

type writer struct {
	textbuf.Buf
	h      *hand.Hand
	street hand.Street
	cur    hand.Money
	in     [16]hand.Money
	shown  bool
	dealt  textbuf.Dealt // the known cards dealt so far
}

// money writes "$0.40", "$5" (no ".00"), or chips "1200".
func (w *writer) money(m hand.Money) {
	h := w.h
	if m < 0 {
		w.S("-")
		m = -m
	}
	if h.Tournament || h.Decimals == 0 {
		w.B = strconv.AppendInt(w.B, int64(m), 10)
		return
	}
	switch h.Currency {
	case "EUR":
		w.S("€")
	case "GBP":
		w.S("£")
	default:
		w.S("$")
	}
	w.B = strconv.AppendInt(w.B, int64(m/100), 10)
	if c := m % 100; c != 0 {
		w.B = append(w.B, '.', byte('0'+c/10), byte('0'+c%10))
	}
}

func (w *writer) cards(cs []cards.Card) { w.Cards(cs, "") }

// header writes the first line.
func (w *writer) header(words string) {
	h := w.h
	w.SS(headerPrefix, h.ID, ": ")
	if h.Tournament {
		if h.BuyIn != "" {
			w.SS(h.BuyIn, " Sit & Go (")
		} else {
			w.S("Tournament (")
		}
		w.SS(h.TourneyID, "), Table ", h.Table)
	} else {
		w.SS("Table ", h.Table)
	}
	if h.MaxSeats != 8 && h.MaxSeats > 0 {
		w.S(" (")
		w.Int(h.MaxSeats)
		w.S(" max)")
	}
	w.S(" - ")
	w.money(h.Stakes.SmallBet)
	w.S("/")
	w.money(h.Stakes.BigBet)
	if h.Stakes.Ante > 0 {
		w.S(" Ante ")
		w.money(h.Stakes.Ante)
	}
	w.SS(" - ", words, " - ")
	if t, err := parseTime([]byte(h.TimeText)); err == nil && t.Equal(h.Time) && h.TimeText != "" {
		w.S(h.TimeText)
	} else {
		t := h.Time
		if loc := zone("ET"); loc != nil {
			t = t.In(loc)
		}
		w.B = t.AppendFormat(w.B, "15:04:05 ET - 2006/01/02")
	}
	w.NL()
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
		w.S(markers[w.street])
		w.NL()
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
		w.S(" and is all in")
	}
	w.NL()
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
			w.SS(name, " antes ")
			w.money(e.Amount)
			if e.AllIn {
				w.S(", and is all in")
			}
			w.NL()
		case hand.Deal:
			w.deal(e)
		case hand.BringIn:
			w.SS(name, " brings in for ")
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Complete, hand.Raise:
			if e.Kind == hand.Complete {
				w.SS(name, " completes it to ")
			} else {
				w.SS(name, " raises to ")
			}
			w.amount(e.To, e.AllIn)
			if e.Player < len(w.in) {
				w.put(e.Player, e.To-w.in[e.Player])
			}
		case hand.Bet:
			if w.street == hand.Third && w.cur == 0 {
				w.SS(name, " completes it to ")
			} else {
				w.SS(name, " bets ")
			}
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Call:
			w.SS(name, " calls ")
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Check:
			w.SS(name, " checks\n")
		case hand.Fold:
			w.SS(name, " folds\n")
		case hand.Muck:
			w.SS(name, " mucks\n")
		case hand.Uncalled:
			w.S("Uncalled bet of ")
			w.money(e.Amount)
			w.SS(" returned to ", name, "\n")
			if e.Player < len(w.in) {
				w.in[e.Player] -= e.Amount
			}
		case hand.Show:
			if !w.shown && w.street >= hand.Seventh {
				w.S("*** SHOW DOWN ***\n")
				w.shown = true
			}
			w.SS(name, " shows ")
			w.cards(e.Cards[:e.NCards])
			if e.Text != "" {
				w.SS(" ", e.Text)
			}
			w.NL()
		case hand.Collect:
			w.SS(name, " wins the ", potWords(e.Text), " (")
			w.money(e.Amount)
			w.S(")\n")
		case hand.NoLow:
			w.S("No low hand qualified\n")
		case hand.Board:
			if e.NCards == 1 && e.Cards[0].Known() && w.street < hand.Seventh {
				w.enter(hand.Sixth)
				w.street = hand.Seventh
				w.S("*** 7TH STREET *** ")
				w.cards(e.Cards[:1])
				w.NL()
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

// deal writes a "Dealt to" line (textbuf.Buf.Deal).
func (w *writer) deal(e *hand.Event) { w.Deal(&w.dealt, e, w.h.Name(e.Player), "", true) }

// foldWords are the summary's "folded on" words by street.
var foldWords = [...]string{hand.Third: "folded on 3rd St.", hand.Fourth: "folded on 4th St.",
	hand.Fifth: "folded on 5th St.", hand.Sixth: "folded on 6th St.", hand.Seventh: "folded on 7th St."}

// summary writes the summary section.
func (w *writer) summary() {
	h := w.h
	s := &h.Summary
	w.S("*** SUMMARY ***\nTotal pot ")
	w.money(s.TotalPot)
	if s.MainPot > 0 || len(s.SidePots) > 0 {
		w.S(" Main pot ")
		main := s.MainPot
		if main > 0 && s.Rake > 0 && main+sum(s.SidePots)+s.Rake == s.TotalPot {
			main += s.Rake // Full Tilt states the main pot before the rake
		}
		w.money(main)
		w.S(".")
		for _, m := range s.SidePots {
			w.S(" Side pot ")
			w.money(m)
			w.S(".")
		}
	}
	w.S(" | Rake ")
	w.money(s.Rake)
	w.NL()
	if s.Board.Known() {
		w.S("Board: ")
		w.cards([]cards.Card{s.Board})
		w.NL()
	}
	for i := range s.Seats {
		r := &s.Seats[i]
		seat := &h.Seats[r.Player]
		w.Seat(seat, " ")
		switch r.Outcome {
		case hand.OutFolded:
			switch {
			case r.DidntBet:
				w.S("didn't bet (folded)")
			case r.Street >= hand.Third && r.Street <= hand.Seventh:
				w.S(foldWords[r.Street])
			default:
				w.S("folded")
			}
		case hand.OutCollected:
			w.S("collected (")
			w.money(r.Amount)
			w.S("), mucked")
		case hand.OutShowedWon, hand.OutShowedLost:
			w.Showed(r, "", " and won (", ")", w.money)
		case hand.OutMucked:
			w.S("mucked ")
			w.cards(r.Cards[:r.NCards])
			if r.Text != "" {
				w.SS(" - ", r.Text)
			}
		default:
			w.S(r.Text)
		}
		w.NL()
	}
}
