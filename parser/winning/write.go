package winning

import (
	"fmt"
	"strconv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/textbuf"
)

// Append appends h in the layout the network's rooms write today (the
// 2026 header: a space before "(", ", Ante $X"; "Game Hand #N -
// Tournament #T - ... - Level L (A/B)" for a tournament hand), with the
// three blank lines between hands: running pot lines after each street
// marker, "raises X to Y" (X added, Y the street total), "collected $X
// from main pot" lines when the hand has collections on a street (else
// the summary's "won" figures are the awards, as in the 2019 files),
// "Total pot $X | Rake $Y | JP Fee $Z" and the summary seat lines.
//
// The community card of a stud table short of cards, which formats/Winning.md
// does not show, is written as PokerStars writes it ("*** RIVER *** [Kd]"
// for the 7th street marker, "Board [Kd]" in the summary). Events the
// layout never prints (capped and double-bet notices, "no low") and deals
// of unknown cards are left out.
func Append(dst []byte, h *hand.Hand) ([]byte, error) {
	label, ok := labelOf[h.Game]
	if !ok {
		return dst, fmt.Errorf("winning: write hand %s: game %s", h.ID, h.Game)
	}
	if err := textbuf.CheckPlayers("winning", h, func(k hand.Kind) bool {
		return k == hand.Board || k == hand.NoLow || k == hand.Capped || k == hand.DoubleBetAllowed
	}); err != nil {
		return dst, err
	}
	for i := range h.Events {
		if e := &h.Events[i]; e.Street > hand.Seventh {
			return dst, fmt.Errorf("winning: write hand %s: event %d on street %d", h.ID, i, e.Street)
		}
	}
	w := writer{Buf: textbuf.Buf{B: dst}, h: h}
	for i := range h.Events {
		e := &h.Events[i]
		w.last = max(w.last, e.Street)
		w.lines = w.lines || e.Kind == hand.Collect && e.Street != hand.NoStreet
	}
	w.header(label)
	for i := range h.Seats {
		s := &h.Seats[i]
		w.Seat(s, " (")
		w.money(s.Stack)
		w.S(")\n")
	}
	w.events()
	w.summary()
	w.S("\n\n\n")
	return w.B, nil
}

// labelOf is the label written for each stud game.
var labelOf = map[hand.Game]string{hand.StudHiLo: "7Stud H/L", hand.StudHigh: "7Stud", hand.Razz: "Razz"}

type writer struct {
	textbuf.Buf
	h      *hand.Hand
	street hand.Street
	last   hand.Street // the hand's last street
	lines  bool        // the collections are written as "collected" lines
	shown  bool        // "*** SHOW DOWN ***" was written
	pot    hand.Money
	in     [16]hand.Money // put in on the street, by player
	dealt  textbuf.Dealt  // the known cards dealt so far
}

// money writes "$0.40" in cash, "200.00" in chips.
func (w *writer) money(m hand.Money) {
	if m < 0 {
		w.S("-")
		m = -m
	}
	if w.h.Decimals == 0 {
		w.B = strconv.AppendInt(w.B, int64(m), 10)
		w.S(".00")
		return
	}
	if w.h.Currency != "" {
		w.S("$")
	}
	unit := hand.Money(1)
	for range w.h.Decimals {
		unit *= 10
	}
	w.B = strconv.AppendInt(w.B, int64(m/unit), 10)
	w.S(".")
	frac := strconv.AppendInt(nil, int64(m%unit+unit), 10)
	w.B = append(w.B, frac[1:]...)
}

// cards writes "[Ah 2d - Jc]" ("-" for a card not shown).
func (w *writer) cards(cs []cards.Card) { w.Cards(cs, "-") }

// header writes the first line and the table line.
func (w *writer) header(label string) {
	h := w.h
	if h.Tournament {
		w.SS("Game Hand #", h.ID, " - Tournament #", h.TourneyID, " - ", label, " (Fixed Limit) - Level ", h.Level, " (")
		w.money(h.Stakes.SmallBet)
		w.S("/")
		w.money(h.Stakes.BigBet)
		w.S(")")
	} else {
		w.SS("Hand #", h.ID, " - ", label, " (Fixed Limit) - ")
		w.money(h.Stakes.SmallBet)
		w.S("/")
		w.money(h.Stakes.BigBet)
		if h.Stakes.Ante > 0 {
			w.S(", Ante ")
			w.money(h.Stakes.Ante)
		}
	}
	w.S(" - ")
	if len(h.TimeText) > 4 && h.TimeText[len(h.TimeText)-4:] == " UTC" {
		w.S(h.TimeText)
	} else {
		w.B = h.Time.UTC().AppendFormat(w.B, "2006/01/02 15:04:05 UTC")
	}
	w.S("\n")
	if h.Tournament {
		w.SS("Table '", h.Table, "'")
	} else {
		w.S(h.Table)
	}
	if h.MaxSeats > 0 {
		w.S(" ")
		w.Int(h.MaxSeats)
		w.S("-max")
	}
	w.S("\n")
}

var markersHand = [...]string{hand.Third: "*** 3rd STREET ***", hand.Fourth: "*** 4th STREET ***",
	hand.Fifth: "*** 5th STREET ***", hand.Sixth: "*** 6th STREET ***", hand.Seventh: "*** 7th STREET ***"}

// enter writes the markers of the streets up to s, each with the running
// pot (its rake is only known at the end: written as none), the 7th as
// the community card's line when board is.
func (w *writer) enter(s hand.Street, board *hand.Event) {
	for s > w.street && s >= hand.Third {
		w.street = max(w.street+1, hand.Third)
		if w.street == hand.Seventh && board != nil && s == hand.Seventh {
			w.S("*** RIVER *** ")
			w.cards(board.Cards[:1])
			w.S("\n")
		} else {
			w.S(markersHand[w.street])
			w.S("\n")
		}
		w.running()
		w.in = [16]hand.Money{}
	}
}

// running writes "Main pot $X | Rake $0.00" (cash) or "Main pot X" (chips).
func (w *writer) running() {
	w.S("Main pot ")
	w.money(w.pot)
	if w.h.Decimals > 0 {
		w.S(" | Rake ")
		w.money(0)
	}
	w.S("\n")
}

// showdown writes "*** SHOW DOWN ***" on the hand's last street, then the
// final pots when the summary printed side pots.
func (w *writer) showdown() {
	if w.shown || w.street != w.last || w.street < hand.Third {
		return
	}
	w.shown = true
	w.S("*** SHOW DOWN ***\n")
	s := &w.h.Summary
	if len(s.SidePots) == 0 {
		return
	}
	w.S("Main pot ")
	w.money(s.MainPot)
	w.S("\n")
	for k, m := range s.SidePots {
		w.S("Side pot(")
		w.Int(k + 1)
		w.S(") ")
		w.money(m)
		w.S("\n")
	}
}

func (w *writer) put(p int, m hand.Money) {
	w.pot += m
	if p >= 0 && p < len(w.in) {
		w.in[p] += m
	}
}

// amount writes an amount, the all-in suffix and the end of the line.
func (w *writer) amount(m hand.Money, all bool) {
	w.money(m)
	if all {
		w.S(" and is all-in")
	}
	w.S("\n")
}

// events writes the lines between the seats and the summary.
func (w *writer) events() {
	h := w.h
	for i := range h.Events {
		e := &h.Events[i]
		switch {
		case e.Kind == hand.Board:
			w.enter(e.Street, e)
		case e.Street >= hand.Third:
			w.enter(e.Street, nil)
		}
		name := h.Name(e.Player)
		switch e.Kind {
		case hand.Ante:
			w.SS(name, " posts ante ")
			w.amount(e.Amount, e.AllIn)
			w.pot += e.Amount
		case hand.Deal:
			w.deal(e)
		case hand.BringIn:
			w.SS(name, " brings in ")
			w.amount(e.Amount, e.AllIn)
			w.put(e.Player, e.Amount)
		case hand.Complete, hand.Raise:
			add := e.To - w.in[e.Player]
			w.SS(name, " raises ")
			w.money(add)
			w.S(" to ")
			w.amount(e.To, e.AllIn)
			w.put(e.Player, add)
		case hand.Bet:
			w.SS(name, " bets ")
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
		case hand.Uncalled:
			w.S("Uncalled bet (")
			w.money(e.Amount)
			w.SS(") returned to ", name, "\n")
			w.put(e.Player, -e.Amount)
		case hand.Show:
			w.showdown()
			w.SS(name, " shows ")
			w.cards(e.Cards[:e.NCards])
			if e.Text != "" {
				w.SS(" (", e.Text, ")")
			}
			w.S("\n")
		case hand.Muck:
			w.showdown()
			w.SS(name, " mucks\n")
		case hand.NoShow:
			w.SS(name, " does not show\n")
		case hand.Collect:
			if w.lines && e.Street != hand.NoStreet {
				if len(h.Summary.SidePots) > 0 {
					w.showdown() // the final pots are printed after the marker
				}
				w.SS(name, " collected ")
				w.money(e.Amount)
				pot := e.Text
				if pot == "side pot" {
					pot = "side pot-1" // the layout numbers its side pots
				}
				w.SS(" from ", pot, "\n")
			}
		}
	}
}

// deal writes a "Dealt to" line (textbuf.Buf.Deal).
func (w *writer) deal(e *hand.Event) { w.Deal(&w.dealt, e, w.h.Name(e.Player), "-", false) }

var streetWords = [...]string{hand.Third: "3rd", hand.Fourth: "4th", hand.Fifth: "5th", hand.Sixth: "6th", hand.Seventh: "7th"}

// summary writes the summary section.
func (w *writer) summary() {
	h := w.h
	s := &h.Summary
	w.S("*** SUMMARY ***\nTotal pot ")
	w.money(s.TotalPot - s.Rake - s.Jackpot)
	if s.HasRake || s.Rake != 0 || s.Jackpot != 0 {
		w.S(" | Rake ")
		w.money(s.Rake)
		if s.Jackpot != 0 {
			w.S(" | JP Fee ")
			w.money(s.Jackpot)
		}
	}
	w.S("\n")
	if s.Board.Known() {
		w.S("Board ")
		w.cards([]cards.Card{s.Board})
		w.S("\n")
	}
	for i := range s.Seats {
		r := &s.Seats[i]
		seat := &h.Seats[r.Player]
		w.Seat(seat, " ")
		switch r.Outcome {
		case hand.OutFolded:
			if r.Street >= hand.Third && r.Street <= hand.Seventh {
				w.SS("folded on the ", streetWords[r.Street], " Street")
			} else {
				w.S("folded")
			}
			if r.DidntBet {
				w.S(" and did not bet")
			}
		case hand.OutCollected:
			w.S("did not show and won ")
			w.money(r.Amount)
		case hand.OutShowedWon, hand.OutShowedLost:
			w.Showed(r, "-", " and won ", "", w.money)
		case hand.OutMucked:
			w.S("mucked ")
			w.cards(r.Cards[:r.NCards])
		default:
			w.S(r.Text)
		}
		w.S("\n")
	}
}
