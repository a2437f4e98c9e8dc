package replay

import (
	"fmt"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// AppendText appends a readable street-by-street account of the hand for a
// player reviewing it: the seats, each street's up cards, every action with
// the pot after it, the pots with who won each half with which hand, the
// money of each player and the findings with their lines.
func AppendText(dst []byte, r *Result) []byte {
	h := r.Hand
	m := func(v hand.Money) string { return formatMoney(h, v) }
	game := h.Game.String()
	if h.Mix != "" {
		game = h.Mix + " / " + game
	}
	dst = fmt.Appendf(dst, "%s hand %s  %s %s/%s  table '%s'  %s  (profile %s)\n", h.Site, h.ID, game,
		m(h.Stakes.SmallBet), m(h.Stakes.BigBet), h.Table, h.Pos, r.Profile)
	width := 4
	for i := range h.Seats {
		width = max(width, len(h.Seats[i].Name))
	}
	for i := range r.Players {
		p := &r.Players[i]
		st := &h.Seats[p.Player]
		dst = fmt.Appendf(dst, "  seat %d  %-*s  %10s\n", st.Num, width, st.Name, m(st.Stack))
	}
	var ante hand.Money
	for i := range h.Events {
		if ev := &h.Events[i]; ev.Kind == hand.Ante && ev.Player >= 0 {
			ante += ev.Amount
		}
	}
	dst = fmt.Appendf(dst, "antes %s\n", m(ante))
	last := hand.NoStreet
	var faced hand.Money // the street's highest street total before the step
	r.Steps(func(st *Step) {
		if st.Player < 0 {
			last, faced = st.Street, 0
			dst = fmt.Appendf(dst, "%s street", st.Street)
			dst = appendStreetCards(dst, r, st.Street)
			dst = append(dst, '\n')
			return
		}
		dst = fmt.Appendf(dst, "  %-*s  %-22s pot %s\n", width, h.Name(st.Player), stepWords(h, st, faced), m(st.Pot))
		faced = max(faced, st.To)
	})
	if last >= hand.Sixth && last < hand.Seventh && shownSeventh(r) {
		// All-in hands: no 7th-street line but the 7th cards were shown.
		dst = append(dst, "7th street"...)
		dst = appendStreetCards(dst, r, hand.Seventh)
		dst = append(dst, '\n')
	}
	dst = appendShowdown(dst, r, width)
	if r.Unreturned > 0 {
		dst = fmt.Appendf(dst, "unreturned bet %s of %s\n", m(r.Unreturned), h.Name(r.UnreturnedTo))
	}
	for k := range r.Pots {
		pot := &r.Pots[k]
		names := make([]string, len(pot.Eligible))
		for j, q := range pot.Eligible {
			names[j] = h.Name(q)
		}
		dst = fmt.Appendf(dst, "%s pot %s (before rake %s), eligible: %s\n", pot.Kind, m(pot.Amount), m(pot.AmountRaw),
			strings.Join(names, ", "))
		dst = appendHalf(dst, r, "high", pot.High, true)
		switch {
		case len(pot.Low) > 0:
			dst = appendHalf(dst, r, "low", pot.Low, false)
		case len(pot.Eligible) > 1 && r.Hand.Game == hand.StudHiLo:
			dst = append(dst, "  no qualifying low: high takes the pot\n"...)
		}
	}
	dst = fmt.Appendf(dst, "total pot %s  rake %s", m(r.TotalPot), m(r.Rake))
	if r.Jackpot != 0 {
		dst = fmt.Appendf(dst, "  jackpot %s", m(r.Jackpot))
	}
	dst = append(dst, '\n')
	for i := range r.Players {
		p := &r.Players[i]
		if p.Total == 0 && p.Declared == 0 {
			continue
		}
		sign := ""
		if p.Net > 0 {
			sign = "+"
		}
		dst = fmt.Appendf(dst, "  %-*s  put in %s  collected %s  net %s%s\n", width, h.Name(p.Player), m(p.Total),
			m(p.Declared), sign, m(p.Net))
	}
	if len(r.Findings) == 0 {
		dst = append(dst, "no findings\n"...)
	}
	for j := range r.Findings {
		f := &r.Findings[j]
		dst = fmt.Appendf(dst, "%s: %s: %s\n", hand.Pos{File: h.Pos.File, Line: f.Line}, f.Code, f.Message)
	}
	return append(dst, '\n')
}

// appendStreetCards appends the cards of each player dealt into street s:
// the up cards so far in brackets, and the down cards the history shows
// (the hero's, and on 7th street any card shown at the end) in parentheses:
// "Hero (5d Ks) [2h]". On 7th street it also names the community card.
func appendStreetCards(dst []byte, r *Result, s hand.Street) []byte {
	if s == hand.Seventh {
		if r.Board.Known() {
			dst = append(dst, "  community card ["...)
			dst = append(dst, r.Board.String()...)
			dst = append(dst, ']')
		}
		label := false
		for i := range r.Players {
			p := &r.Players[i]
			if !(p.SawStreet[s] || p.SawStreet[hand.Sixth]) || !p.Cards[6].Known() || r.Board.Known() {
				continue
			}
			if !label {
				dst = append(dst, "  down:"...)
				label = true
			}
			dst = append(dst, ' ')
			dst = append(dst, r.Hand.Name(p.Player)...)
			dst = append(dst, " ("...)
			dst = append(dst, p.Cards[6].String()...)
			dst = append(dst, ')')
		}
		return dst
	}
	dst = append(dst, "  up:"...)
	for i := range r.Players {
		p := &r.Players[i]
		if !p.SawStreet[s] {
			continue
		}
		dst = append(dst, ' ')
		dst = append(dst, r.Hand.Name(p.Player)...)
		if p.Dealt[0] || p.Dealt[1] {
			dst = append(dst, " ("...)
			dst = appendCards(dst, p.Cards[:2])
			dst = append(dst, ')')
		}
		dst = append(dst, " ["...)
		n := 0
		for k := 2; k <= int(s)-1 && k < 6; k++ {
			if !p.Up[k] {
				continue
			}
			if n > 0 {
				dst = append(dst, ' ')
			}
			dst = append(dst, p.Cards[k].String()...)
			n++
		}
		dst = append(dst, ']')
	}
	return dst
}

// shownSeventh reports whether a player's 7th card or a community card is known.
func shownSeventh(r *Result) bool {
	for i := range r.Players {
		if r.Players[i].Cards[6].Known() {
			return true
		}
	}
	return r.Board.Known()
}

// appendCards appends the known cards of cs separated by spaces.
func appendCards(dst []byte, cs []cards.Card) []byte {
	n := 0
	for _, c := range cs {
		if !c.Known() {
			continue
		}
		if n > 0 {
			dst = append(dst, ' ')
		}
		dst = append(dst, c.String()...)
		n++
	}
	return dst
}

// appendShowdown appends, for every player who showed or mucked at the
// end, the cards and the best five for high and for low.
func appendShowdown(dst []byte, r *Result, width int) []byte {
	h := r.Hand
	var done [maxPlayers]bool
	header := false
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind != hand.Show && ev.Kind != hand.Muck || ev.Player < 0 || ev.Player >= len(r.Players) ||
			ev.Player >= maxPlayers || done[ev.Player] {
			continue
		}
		done[ev.Player] = true
		if !header {
			dst = append(dst, "showdown\n"...)
			header = true
		}
		p := &r.Players[ev.Player]
		verb := "shows"
		if ev.Kind == hand.Muck {
			verb = "mucks"
		}
		dst = fmt.Appendf(dst, "  %-*s  %s", width, h.Name(ev.Player), verb)
		if p.Cards[0].Known() || p.Cards[6].Known() {
			dst = append(dst, " ["...)
			dst = appendCards(dst, p.Cards[:])
			dst = append(dst, ']')
		}
		if hi, lo, ok := r.BestFive(ev.Player); ok {
			if hi[0].Known() {
				dst = append(dst, "  high ["...)
				dst = appendCards(dst, hi[:])
				dst = append(dst, ']')
				if p.High != "" {
					dst = fmt.Appendf(dst, " %s", p.High)
				}
			}
			if lo[0].Known() {
				dst = append(dst, "  low ["...)
				dst = appendCards(dst, lo[:])
				dst = append(dst, ']')
				if p.Low != "" {
					dst = fmt.Appendf(dst, " %s", p.Low)
				}
			} else if h.Game == hand.StudHiLo {
				dst = append(dst, "  no low"...)
			}
		}
		dst = append(dst, '\n')
	}
	return dst
}

// appendHalf appends the winners of one half of a pot with their hands.
func appendHalf(dst []byte, r *Result, half string, as []Award, high bool) []byte {
	for _, a := range as {
		p := &r.Players[a.Player]
		desc := p.High
		if !high || desc == "" {
			desc = p.Low
		}
		if r.Hand.Game == hand.StudHiLo && !high && p.Low != "" {
			desc = "LO: " + p.Low
		}
		dst = fmt.Appendf(dst, "  %s: %s %s", half, r.Hand.Name(a.Player), formatMoney(r.Hand, a.Amount))
		if desc != "" {
			dst = fmt.Appendf(dst, " with %s", desc)
		}
		if p.Cards[0] != cards.None {
			dst = append(dst, " ["...)
			for k, c := range p.Cards {
				if !c.Known() {
					continue
				}
				if k > 0 {
					dst = append(dst, ' ')
				}
				dst = append(dst, c.String()...)
			}
			dst = append(dst, ']')
		}
		dst = append(dst, '\n')
	}
	return dst
}

// stepWords words a step with hand.Words ("completes to $4", "raises to
// $10 (+$5)", "gets $0.06 back (uncalled)"); faced is the bet the step
// faced, of which a raise's increment is the excess.
func stepWords(h *hand.Hand, a *Step, faced hand.Money) string {
	amount := a.Amount
	if a.Kind == hand.Raise || a.Kind == hand.Complete {
		amount = a.To - faced
	}
	return hand.Words(a.Kind, amount, a.To, a.AllIn, func(v hand.Money) string { return formatMoney(h, v) })
}
