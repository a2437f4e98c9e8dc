package pokerstars

import (
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/textbuf"
)

// Write prints h as PokerStars text, the way the site writes it (trailing
// spaces, "Dealt to" lines repeating the cards dealt so far, street markers,
// "*** SHOW DOWN ***" before the first hand shown or mucked before the pot
// is collected, summary seat
// lines), followed by the three blank lines the site puts between hands, so
// that consecutive calls produce a hand-history file. The oracle hands come
// back byte for byte.
//
// Deliberate differences, for what the model does not keep: the header
// always says "Hand #" (never "Game #") in the usual case of the game words,
// a cash game's currency code is always printed, a local time gets its
// bracketed ET time, and the table's button text, a shoot-out's "Match
// Round", summary position labels ("(button)"), text after a seat's stack
// other than "is sitting out", and chat and table-status lines are not
// written. Lines are ended by "\n" whatever the input used.
func Write(w io.Writer, h *hand.Hand) error {
	bp := bufPool.Get().(*[]byte)
	b, err := Append((*bp)[:0], h)
	if err == nil {
		_, err = w.Write(b)
	}
	*bp = b
	bufPool.Put(bp)
	return err
}

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 8<<10); return &b }}

// Append is Write into a byte slice: it appends the text of h to dst.
func Append(dst []byte, h *hand.Hand) ([]byte, error) {
	if err := checkIndexes(h); err != nil {
		return dst, err
	}
	w := writer{Buf: textbuf.Buf{B: dst}, h: h}
	w.header()
	w.table()
	for i := range h.Seats {
		w.seat(&h.Seats[i])
	}
	if err := w.events(); err != nil {
		return dst, err
	}
	if err := w.summary(); err != nil {
		return dst, err
	}
	w.B = append(w.B, "\n\n\n"...)
	return w.B, nil
}

// checkIndexes rejects player indexes outside the seat list.
func checkIndexes(h *hand.Hand) error {
	n := len(h.Seats)
	for i := range h.Events {
		e := &h.Events[i]
		if e.Player >= n || e.Player < 0 && e.Kind != hand.Board && e.Kind != hand.NoLow &&
			e.Kind != hand.Capped && e.Kind != hand.DoubleBetAllowed {
			return fmt.Errorf("parser: write hand %s: event %d (%s) has player %d of %d seats", h.ID, i, e.Kind, e.Player, n)
		}
	}
	for i, r := range h.Summary.Seats {
		if r.Player < 0 || r.Player >= n {
			return fmt.Errorf("parser: write hand %s: summary seat %d has player %d of %d seats", h.ID, i, r.Player, n)
		}
	}
	return nil
}

type writer struct {
	textbuf.Buf
	h *hand.Hand
}

// money writes an amount as the site does: "$0.40", "$5" (no ".00"), "1200".
func (w *writer) money(m hand.Money) {
	h := w.h
	if h.Decimals == 2 && !h.Tournament {
		w.S(currencySymbol(h.Currency))
		w.B = strconv.AppendInt(w.B, int64(m/100), 10)
		if c := m % 100; c != 0 {
			w.B = append(w.B, '.', byte('0'+c/10), byte('0'+c%10))
		}
		return
	}
	w.B = strconv.AppendInt(w.B, int64(m), 10)
}

func currencySymbol(code string) string {
	switch code {
	case "EUR":
		return "€"
	case "GBP":
		return "£"
	}
	return "$"
}

func (w *writer) cards(cs []cards.Card) { w.Cards(cs, "??") }

var gameText = map[hand.Game]string{
	hand.StudHiLo: "7 Card Stud Hi/Lo Limit", hand.StudHigh: "7 Card Stud Limit", hand.Razz: "Razz Limit",
}

// header writes the first line.
func (w *writer) header() {
	h := w.h
	game := gameText[h.Game]
	w.S("PokerStars ")
	if h.HomeGame != "" {
		w.S("Home Game ")
	}
	w.S("Hand #")
	w.S(h.ID)
	if h.Tournament {
		w.S(": ")
	} else {
		w.S(":  ")
	}
	if h.HomeGame != "" {
		w.SS("{", h.HomeGame, "} ")
	}
	if h.Tournament {
		w.SS("Tournament #", h.TourneyID, ", ", h.BuyIn, " ")
		if h.Mix != "" {
			w.SS(h.Mix, " (", game, ")")
		} else {
			w.S(game)
		}
		w.SS(" - Level ", h.Level, " (")
	} else {
		if h.Mix != "" {
			w.SS(h.Mix, " (", game, ", ")
		} else {
			w.SS(game, " (")
		}
	}
	w.money(h.Stakes.SmallBet)
	w.S("/")
	w.money(h.Stakes.BigBet)
	if !h.Tournament && h.Currency != "" {
		w.SS(" ", h.Currency)
	}
	w.S(") - ")
	w.S(h.TimeText)
	if needsET(h) {
		w.S(" [")
		w.clock(h.Time.In(eastern()))
		w.S(" ET]")
	}
	w.NL()
}

// needsET reports whether the header needs the bracketed ET time: the site
// prints it after any local time, and it is also the only way to keep a
// time that does not match the written one.
func needsET(h *hand.Hand) bool {
	if h.Time.IsZero() {
		return false
	}
	if !parser.HasSuffix([]byte(h.TimeText), " ET") {
		return true
	}
	t, ok := parseClock([]byte(h.TimeText))
	return !ok || !t.Equal(h.Time)
}

// clock writes "2009/07/15 20:36:31" (hour not zero-padded).
func (w *writer) clock(t time.Time) {
	y, mo, d := t.Date()
	two := func(n int) { w.B = append(w.B, byte('0'+n/10), byte('0'+n%10)) }
	w.Int(y)
	w.S("/")
	two(int(mo))
	w.S("/")
	two(d)
	w.S(" ")
	w.Int(t.Hour())
	w.S(":")
	two(t.Minute())
	w.S(":")
	two(t.Second())
}

func (w *writer) table() {
	w.SS("Table '", w.h.Table, "' ")
	w.Int(w.h.MaxSeats)
	w.S("-max")
	w.NL()
}

func (w *writer) seat(s *hand.Seat) {
	w.Seat(s, " (")
	w.money(s.Stack)
	w.S(" in chips) ")
	if s.SittingOut {
		w.S("is sitting out")
	}
	w.NL()
}

var markers = [...]string{3: "*** 3rd STREET ***", 4: "*** 4th STREET ***", 5: "*** 5th STREET ***",
	6: "*** 6th STREET ***", 7: "*** RIVER ***"}

// events writes the street markers, actions and showdown.
func (w *writer) events() error {
	h := w.h
	// Cards each player has been dealt so far, for the "[prior] [new]" groups.
	var knownBuf [16][hand.MaxCards]cards.Card
	var nknownBuf [16]int
	known, nknown := knownBuf[:], nknownBuf[:]
	if len(h.Seats) > len(knownBuf) {
		known, nknown = make([][hand.MaxCards]cards.Card, len(h.Seats)), make([]int, len(h.Seats))
	}
	cur := hand.NoStreet
	showdown := false
	for i := range h.Events {
		e := &h.Events[i]
		if e.Kind != hand.Ante && e.Street > cur {
			if e.Street > hand.Seventh {
				return fmt.Errorf("parser: write hand %s: event %d on street %d", h.ID, i, e.Street)
			}
			for s := max(cur+1, hand.Third); s <= e.Street; s++ {
				if s == hand.Seventh && e.Kind == hand.Board {
					break
				}
				w.S(markers[s])
				w.NL()
			}
			cur = e.Street
		}
		// A show after the pot is collected is a winner showing voluntarily,
		// not a showdown: the site prints no marker then.
		if e.Kind == hand.Collect {
			showdown = true
		}
		if (e.Kind == hand.Show || e.Kind == hand.Muck) && !showdown {
			w.S("*** SHOW DOWN ***")
			w.NL()
			showdown = true
		}
		if e.Kind == hand.Deal {
			w.deal(e, known[e.Player][:nknown[e.Player]])
			for k := 0; k < int(e.NCards) && nknown[e.Player] < hand.MaxCards; k++ {
				if e.Cards[k].Known() {
					known[e.Player][nknown[e.Player]] = e.Cards[k]
					nknown[e.Player]++
				}
			}
			continue
		}
		if err := w.event(e); err != nil {
			return err
		}
	}
	return nil
}

// deal writes "Dealt to NAME [prior] [new]" (or "[a b c]" on 3rd street).
func (w *writer) deal(e *hand.Event, prior []cards.Card) {
	w.SS("Dealt to ", w.h.Seats[e.Player].Name, " ")
	if len(prior) > 0 && e.Street != hand.Third {
		w.cards(prior)
		w.S(" ")
	}
	cs := e.Cards[:e.NCards]
	if e.Street == hand.Third {
		k := 0
		for k < len(cs) && !cs[k].Known() {
			k++
		}
		cs = cs[k:]
	}
	w.cards(cs)
	w.NL()
}

// amountVerbs are the words between the name and the amount of the events
// written "NAME: VERB AMOUNT".
var amountVerbs = [...]string{hand.Ante: ": posts the ante ", hand.BringIn: ": brings in for ",
	hand.Bet: ": bets ", hand.Call: ": calls "}

// event writes one non-deal event line.
func (w *writer) event(e *hand.Event) error {
	name := ""
	if e.Player >= 0 {
		name = w.h.Seats[e.Player].Name
	}
	switch e.Kind {
	case hand.Ante, hand.BringIn, hand.Bet, hand.Call:
		w.SS(name, amountVerbs[e.Kind])
		w.money(e.Amount)
	case hand.Complete, hand.Raise:
		w.SS(name, ": raises ")
		w.money(e.Amount)
		w.S(" to ")
		w.money(e.To)
	case hand.Check:
		w.SS(name, ": checks ")
	case hand.Fold:
		w.SS(name, ": folds ")
	case hand.Board:
		w.S("*** RIVER *** ")
		w.cards(e.Cards[:1])
	case hand.Uncalled:
		w.S("Uncalled bet (")
		w.money(e.Amount)
		w.SS(") returned to ", name)
	case hand.Show:
		w.SS(name, ": shows ")
		w.cards(e.Cards[:e.NCards])
		if e.Text != "" {
			w.SS(" (", e.Text, ")")
		}
	case hand.Muck:
		w.SS(name, ": mucks hand ")
	case hand.NoShow:
		w.SS(name, ": doesn't show hand ")
	case hand.Collect:
		w.SS(name, " collected ")
		w.money(e.Amount)
		w.SS(" from ", e.Text)
	case hand.NoLow:
		w.S("No low hand qualified")
	case hand.Capped:
		w.S("Betting is capped")
	case hand.DoubleBetAllowed:
		w.S("Pair on board - a double bet is allowed")
	default:
		return fmt.Errorf("parser: write hand %s: unknown event kind %d", w.h.ID, e.Kind)
	}
	if e.AllIn && e.Kind >= hand.Ante && e.Kind <= hand.Raise && e.Kind != hand.Deal && e.Kind != hand.Board {
		w.S(allInSuffix)
	}
	w.NL()
	return nil
}

var foldWords = [...]string{3: "3rd Street", 4: "4th Street", 5: "5th Street", 6: "6th Street", 7: "River"}

// summary writes the summary section.
func (w *writer) summary() error {
	h := w.h
	s := &h.Summary
	w.S("*** SUMMARY ***\nTotal pot ")
	w.money(s.TotalPot)
	if s.MainPot != 0 || len(s.SidePots) > 0 {
		w.S(" Main pot ")
		w.money(s.MainPot)
		w.S(".")
		for i, m := range s.SidePots {
			w.S(" Side pot")
			if len(s.SidePots) > 1 {
				w.S("-")
				w.Int(i + 1)
			}
			w.S(" ")
			w.money(m)
			w.S(".")
		}
	}
	if s.HasRake {
		w.S(" | Rake ")
		w.money(s.Rake)
	}
	w.S(" \n")
	if s.Board.Known() {
		w.S("Board ")
		w.cards([]cards.Card{s.Board})
		w.NL()
	}
	for i := range s.Seats {
		if err := w.seatResult(&s.Seats[i]); err != nil {
			return err
		}
	}
	return nil
}

func (w *writer) seatResult(r *hand.SeatResult) error {
	seat := &w.h.Seats[r.Player]
	w.Seat(seat, " ")
	switch r.Outcome {
	case hand.OutFolded:
		if r.Street < hand.Third || r.Street > hand.Seventh {
			return fmt.Errorf("parser: write hand %s: fold on street %d", w.h.ID, r.Street)
		}
		w.SS("folded on the ", foldWords[r.Street])
		if r.DidntBet {
			w.S(" (didn't bet)")
		}
	case hand.OutCollected:
		w.S("collected (")
		w.money(r.Amount)
		w.S(")")
	case hand.OutShowedWon, hand.OutShowedLost:
		w.Showed(r, "??", " and won (", ")", w.money)
	case hand.OutMucked:
		w.S("mucked ")
		w.cards(r.Cards[:r.NCards])
	default:
		w.S(r.Text)
	}
	w.NL()
	return nil
}
