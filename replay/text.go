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
	for i := range r.Players {
		ante += r.Players[i].PutIn[hand.NoStreet]
	}
	dst = fmt.Appendf(dst, "antes %s\n", m(ante))
	ai := 0
	for s := hand.Third; s <= hand.Seventh; s++ {
		if s > r.Reached {
			break
		}
		dst = fmt.Appendf(dst, "%s street", s)
		dst = appendUpCards(dst, r, s)
		dst = append(dst, '\n')
		for ; ai < len(r.Actions) && r.Actions[ai].Street <= s; ai++ {
			a := &r.Actions[ai]
			dst = fmt.Appendf(dst, "  %-*s  %-22s pot %s\n", width, h.Name(a.Player), actionWords(h, a), m(a.PotAfter))
		}
	}
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
	dst = fmt.Appendf(dst, "total pot %s  rake %s\n", m(r.TotalPot), m(r.Rake))
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

// appendUpCards appends each live player's up cards on street s.
func appendUpCards(dst []byte, r *Result, s hand.Street) []byte {
	if s == hand.Seventh {
		if r.Board.Known() {
			dst = append(dst, "  community card ["...)
			dst = append(dst, r.Board.String()...)
			dst = append(dst, ']')
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

// actionWords describes an action: "brings in $2", "raises to $10".
func actionWords(h *hand.Hand, a *Action) string {
	m := func(v hand.Money) string { return formatMoney(h, v) }
	var s string
	switch a.Kind {
	case hand.BringIn:
		s = "brings in " + m(a.Amount)
	case hand.Complete:
		s = "completes to " + m(a.To)
	case hand.Bet:
		s = "bets " + m(a.Amount)
	case hand.Raise:
		s = "raises to " + m(a.To)
	case hand.Call:
		s = "calls " + m(a.Amount)
	case hand.Check:
		s = "checks"
	case hand.Fold:
		s = "folds"
	default:
		s = a.Kind.String()
	}
	if a.AllIn {
		s += ", all-in"
	}
	return s
}
