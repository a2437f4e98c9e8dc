package phh

import (
	"strconv"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// actionWriter turns the events of a hand into PHH actions.
type actionWriter struct {
	w       *writer
	out     []string
	cur     hand.Street
	flushed [8]bool
	dealt   [8][]string // dealt[s][p]: the cards p was dealt on street s, "" if none shown
	folded  []bool
	board   bool // the community card was dealt
	in      []hand.Money
	high    hand.Money
}

// actions returns the hand's actions in PHH notation. Every live player
// is dealt on every street the hand reaches: cards the history does not
// show are "??".
func (w *writer) actions() []string {
	n := len(w.order)
	a := &actionWriter{w: w, folded: make([]bool, n), in: make([]hand.Money, n)}
	for s := range a.dealt {
		a.dealt[s] = make([]string, n)
	}
	for i := range w.h.Events {
		a.event(&w.h.Events[i])
	}
	if a.cur != hand.NoStreet {
		a.flush(a.cur)
	}
	return a.out
}

func (a *actionWriter) player(p int) string { return "p" + strconv.Itoa(a.w.idx[p]+1) }

// flush writes the deals of street s once, in PHH player order (whatever
// order the history printed them in): the cards shown, and unknown cards to
// the live players the history shows no deal to.
func (a *actionWriter) flush(s hand.Street) {
	if a.flushed[s] {
		return
	}
	a.flushed[s] = true
	unknown := "??"
	if s == hand.Third {
		unknown = "??????"
	}
	if s == hand.Seventh && a.board {
		unknown = "" // the community card is everyone's 7th
	}
	for p := range a.folded {
		switch cs := a.dealt[s][p]; {
		case cs != "":
			a.out = append(a.out, "d dh p"+strconv.Itoa(p+1)+" "+cs)
		case unknown != "" && !a.folded[p]:
			a.out = append(a.out, "d dh p"+strconv.Itoa(p+1)+" "+unknown)
		}
	}
}

func (a *actionWriter) event(e *hand.Event) {
	if e.Kind == hand.Ante {
		return
	}
	if e.Street > a.cur && e.Street <= hand.Seventh {
		if a.cur != hand.NoStreet {
			a.flush(a.cur)
		}
		for s := max(a.cur+1, hand.Third); s < e.Street; s++ {
			a.flush(s)
		}
		a.cur = e.Street
		a.high = 0
		for i := range a.in {
			a.in[i] = 0
		}
	}
	if e.Kind != hand.Deal && e.Kind != hand.Board && e.Street == a.cur && a.cur != hand.NoStreet {
		a.flush(a.cur)
	}
	p := -1
	if e.Player >= 0 {
		p = a.w.idx[e.Player]
	}
	switch e.Kind {
	case hand.Deal:
		if a.folded[p] {
			return // PHH deals no card to a player who folded (Carried leaves it out)
		}
		if e.Street >= hand.Third && e.Street <= hand.Seventh && !a.flushed[e.Street] {
			a.dealt[e.Street][p] = cardText(e.Cards[:e.NCards])
		} else {
			a.out = append(a.out, "d dh "+a.player(e.Player)+" "+cardText(e.Cards[:e.NCards]))
		}
	case hand.Board:
		a.board = true
		a.out = append(a.out, "d db "+cardText(e.Cards[:e.NCards]))
	case hand.BringIn:
		a.put(p, a.in[p]+e.Amount)
		a.out = append(a.out, a.player(e.Player)+" pb")
	case hand.Bet, hand.Complete, hand.Raise:
		to := e.To
		if e.Kind == hand.Bet || to == 0 {
			to = a.in[p] + e.Amount
			if e.Kind != hand.Bet {
				to = a.high + e.Amount
			}
		}
		a.put(p, to)
		a.out = append(a.out, a.player(e.Player)+" cbr "+a.w.h.Money(to))
	case hand.Call:
		a.put(p, a.in[p]+e.Amount)
		a.out = append(a.out, a.player(e.Player)+" cc")
	case hand.Check:
		a.out = append(a.out, a.player(e.Player)+" cc")
	case hand.Fold:
		a.folded[p] = true
		a.out = append(a.out, a.player(e.Player)+" f")
	case hand.Show:
		s := a.player(e.Player) + " sm -"
		if e.NCards > 0 {
			s = a.player(e.Player) + " sm " + cardText(e.Cards[:e.NCards])
		}
		if t := strings.TrimSpace(e.Text); t != "" {
			s += " # " + t
		}
		a.out = append(a.out, s)
	case hand.Muck:
		a.out = append(a.out, a.player(e.Player)+" sm")
	}
}

func (a *actionWriter) put(p int, to hand.Money) {
	a.in[p] = to
	if to > a.high {
		a.high = to
	}
}

// cardText writes cards PHH's way: concatenated, "??" for an unknown card.
func cardText(cs []cards.Card) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.String())
	}
	return b.String()
}
