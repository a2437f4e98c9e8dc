package phh

import (
	"sort"
	"strings"

	"time"

	"github.com/stud8/stud8/cards"

	"github.com/stud8/stud8/hand"
)

// Carried returns a copy of h reduced to what a PHH document carries, in
// PHH's terms: it is the field set of the round trip (Read(Append(h))
// gives a hand whose Carried is Carried(h)). Kept:
//
//   - Site (venue; "" becomes "PHH"), ID (hand), Game (variant), Currency,
//     Decimals (the digits of the amounts), Stakes (bring_in, small_bet,
//     big_bet; the ante as the first ante posted without going all-in;
//     an unknown bring-in as the amount of the all-in post),
//     Table, MaxSeats (seat_count), Time to the second (time, day, month,
//     year, time_zone), Mix, Tournament and TourneyID (the user-defined
//     _mix, _tournament and _tournament_id: the replay's results depend
//     on them).
//   - Seats that take part in the hand, by seat number (Players): Num
//     (seats), Name (players), Stack (starting_stacks).
//   - Antes (antes), one event per player who posts, in player order.
//   - In order: deals that show at least one card (but to a player who
//     has folded: PHH deals him none), the community card,
//     bring-ins, bets, completions, raises, calls, checks, folds, with
//     street, amount, street total and all-in flag; shows with their cards
//     and description (the action's comment); mucks (without cards).
//     The first bet of 3rd street after the bring-in is a Complete,
//     whatever the site called it.
//   - The uncalled bet returned, and one collection per player with the
//     sum of his collections (winnings), both without their street.
//   - Summary: the rake (_rake), the jackpot fee (_jackpot), the community
//     card, and whether the hand declares no awards (AwardsByRules: no
//     winnings written).
//
// Lines, TimeText, BuyIn, Level, HomeGame, SittingOut, pot names, muck
// cards, "doesn't show", capped and no-low notes and the rest of the
// summary are not carried.
func Carried(h *hand.Hand) *hand.Hand {
	order := Players(h)
	idx := make([]int, len(h.Seats))
	for i := range idx {
		idx[i] = -1
	}
	for k, i := range order {
		idx[i] = k
	}
	c := &hand.Hand{Site: h.Site, ID: h.ID, Game: h.Game, Currency: h.Currency, Decimals: h.Decimals,
		Stakes: h.Stakes, Table: h.Table, MaxSeats: h.MaxSeats, Mix: h.Mix, Tournament: h.Tournament, TourneyID: h.TourneyID}
	c.Stakes.BringIn = bringIn(h)
	if c.Site == "" {
		c.Site = "PHH"
	}
	if !h.Time.IsZero() {
		c.Time = h.Time.UTC().Truncate(time.Second)
	}
	for _, i := range order {
		s := h.Seats[i]
		c.Seats = append(c.Seats, hand.Seat{Num: s.Num, Name: s.Name, Stack: s.Stack})
	}
	remap := func(e hand.Event) hand.Event {
		e.Line = 0
		if e.Player >= 0 {
			e.Player = idx[e.Player]
		}
		return e
	}
	// Antes in player order.
	antes := make([]hand.Money, len(order))
	allIn := make([]bool, len(order))
	for _, e := range h.Events {
		if e.Kind == hand.Ante {
			antes[idx[e.Player]] += e.Amount
			allIn[idx[e.Player]] = allIn[idx[e.Player]] || e.AllIn
		}
	}
	c.Stakes.Ante = 0
	for p, a := range antes {
		if a > 0 {
			c.Events = append(c.Events, hand.Event{Kind: hand.Ante, Player: p, Amount: a, AllIn: allIn[p]})
			if !allIn[p] && c.Stakes.Ante == 0 {
				c.Stakes.Ante = a
			}
		}
	}
	// The actions, in order.
	uncalled := make([]hand.Money, len(order))
	won := make([]hand.Money, len(order))
	street, bringIn, opened := hand.NoStreet, false, false
	folded := make([]bool, len(order))
	for _, e := range h.Events {
		if e.Street != street && e.Street != hand.NoStreet && (e.Kind == hand.Deal || e.Kind == hand.Board || e.Kind.IsBetting()) {
			street, opened = e.Street, false
		}
		switch e.Kind {
		case hand.Deal:
			known := false
			for _, x := range e.Cards[:e.NCards] {
				known = known || x.Known()
			}
			if known && !folded[idx[e.Player]] {
				c.Events = append(c.Events, remap(e))
			}
		case hand.Fold:
			folded[idx[e.Player]] = true
			c.Events = append(c.Events, remap(e))
		case hand.Board, hand.Call, hand.Check:
			c.Events = append(c.Events, remap(e))
		case hand.BringIn:
			bringIn = true
			c.Events = append(c.Events, remap(e))
		case hand.Bet, hand.Complete, hand.Raise:
			e = remap(e)
			switch {
			case e.Kind == hand.Bet && !(street == hand.Third && bringIn && !opened):
			case street == hand.Third && bringIn && !opened:
				if e.Kind == hand.Bet {
					e.To = e.Amount
				}
				e.Kind = hand.Complete
			default:
				e.Kind = hand.Raise
			}
			opened = true
			c.Events = append(c.Events, e)
		case hand.Show:
			e = remap(e)
			e.Text = trimSpace(e.Text)
			c.Events = append(c.Events, e)
		case hand.Muck:
			e = remap(e)
			e.NCards, e.Cards, e.Text = 0, [hand.MaxCards]cardT{}, ""
			c.Events = append(c.Events, e)
		case hand.Uncalled:
			uncalled[idx[e.Player]] += e.Amount
		case hand.Collect:
			won[idx[e.Player]] += e.Amount
		}
	}
	sortDeals(c.Events)
	for p, m := range uncalled {
		if m > 0 {
			c.Events = append(c.Events, hand.Event{Kind: hand.Uncalled, Player: p, Amount: m})
		}
	}
	for p, m := range won {
		if m > 0 {
			c.Events = append(c.Events, hand.Event{Kind: hand.Collect, Player: p, Amount: m, Text: "pot"})
		}
	}
	c.Summary.Rake, c.Summary.HasRake, c.Summary.Board = h.Summary.Rake, h.Summary.HasRake, h.Summary.Board
	c.Summary.Jackpot = h.Summary.Jackpot
	c.Summary.AwardsByRules = byRules(h)
	return c
}

type cardT = cards.Card

func trimSpace(s string) string { return strings.TrimSpace(s) }

// sortDeals puts each run of deals of one street in player order: the
// writer deals a street's cards in PHH player order, whatever order the
// history printed them in (hero first, as some clients do).
func sortDeals(es []hand.Event) {
	for i := 0; i < len(es); {
		j := i
		for j < len(es) && es[j].Kind == hand.Deal && es[j].Street == es[i].Street {
			j++
		}
		if j == i {
			i++
			continue
		}
		sort.SliceStable(es[i:j], func(a, b int) bool { return es[i+a].Player < es[i+b].Player })
		i = j
	}
}
