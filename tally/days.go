package tally

import (
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// Days makes the player-day rows of hands (player_day_stats,
// player_day_cards and player_runs), one worker's, reused from hand to
// hand.
type Days struct {
	rows   []fact.PlayerDay
	stats  []replay.PlayerStats
	stakes map[hand.Stakes]string
}

// Hand returns the rows of res, one per player its StatCounts count (the
// dealt-in players), valid until the next call. A hand whose money
// hundredths cannot hold (hand.Hand.CentScale) has none: the store
// rejects it.
func (d *Days) Hand(res *replay.Result) []fact.PlayerDay {
	h := res.Hand
	scale, ok := h.CentScale()
	if !ok {
		return nil
	}
	d.stats = res.StatCounts(d.stats[:0])
	key := fact.DayKey{Site: h.Site, Game: h.Game.String(), Stakes: d.stakesText(h), Unit: h.Unit(), Day: DayOf(h.Time)}
	var at int64
	if !h.Time.IsZero() {
		at = h.Time.UnixMicro()
	}
	d.rows = d.rows[:0]
	for i := range d.stats {
		ps := &d.stats[i]
		p := &res.Players[ps.Player]
		pd := fact.PlayerDay{Seat: ps.Player, Key: key, Counts: ps.N, Door: DoorCode(p), Start: StartCode(p.StartClass()), At: at}
		pd.Key.Player = h.Seats[ps.Player].Name
		pd.Cards = cardVals(res, ps, scale)
		d.rows = append(d.rows, pd)
	}
	return d.rows
}

// stakesText is h.StakesText, made once per stakes and decimals.
func (d *Days) stakesText(h *hand.Hand) string {
	k := h.Stakes
	k.Ante = hand.Money(h.Decimals) // the key needs the decimals, not the ante
	s, ok := d.stakes[k]
	if !ok {
		if d.stakes == nil {
			d.stakes = map[hand.Stakes]string{}
		}
		s = h.StakesText()
		d.stakes[k] = s
	}
	return s
}

// cardVals are player ps's player_day_cards values in res: a hand, his
// VPIP, showdown and scoop counts, his net (in hundredths; net_bb: in big
// bets, millionths rounded half away from zero; none without a big bet),
// the same at a showdown he went to, and what he won of the high and low
// halves.
func cardVals(res *replay.Result, ps *replay.PlayerStats, scale int64) fact.CardVals {
	p := &res.Players[ps.Player]
	v := fact.CardVals{
		Hands:         1,
		VPIP:          int64(ps.N[replay.CountVPIP]),
		Showdowns:     int64(ps.N[replay.CountShowdowns]),
		WonAtShowdown: int64(ps.N[replay.CountWonAtShowdown]),
		Scoops:        int64(ps.N[replay.CountScoops]),
		Net:           int64(p.Net) * scale,
	}
	if bb := int64(res.Hand.Stakes.BigBet); bb > 0 {
		v.NetBB = RoundDiv(int64(p.Net)*1_000_000, bb)
	}
	if p.Facts.Showdown {
		v.ShowdownNet = v.Net
	}
	for _, pot := range res.Pots {
		for _, a := range pot.High {
			if a.Player == ps.Player {
				v.HighWon += int64(a.Amount) * scale
			}
		}
		for _, a := range pot.Low {
			if a.Player == ps.Player {
				v.LowWon += int64(a.Amount) * scale
			}
		}
	}
	return v
}

// DoorCode is the class of p's door card (the 3rd-street up card,
// Cards[2]) in player_day_cards: its rank less Two, -1 when unknown.
func DoorCode(p *replay.PlayerResult) int8 {
	if !p.Cards[2].Known() {
		return -1
	}
	return int8(p.Cards[2].Rank() - cards.Two)
}

// StartCode is the index of starting class c in fact.StartClasses, -1 for
// none ("").
func StartCode(c string) int8 {
	for i, x := range fact.StartClasses {
		if x == c {
			return int8(i)
		}
	}
	return -1
}

// DayOf is the UTC day of t as days since 1970-01-01, fact.NoDay for a
// zero t: CAST(started_at AS DATE) in SQL.
func DayOf(t time.Time) int32 {
	if t.IsZero() {
		return fact.NoDay
	}
	const day = 24 * 60 * 60 * 1_000_000
	us := t.UnixMicro()
	d := us / day
	if us%day < 0 {
		d--
	}
	return int32(d)
}
