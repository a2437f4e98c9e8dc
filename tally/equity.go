package tally

import (
	"math"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/luck"
	"github.com/stud8/stud8/replay"
)

// Equity appends to dst one hand_equity row per moment of ms (the luck
// moments of hand h) and known player, in the moments' order.
func Equity(dst []fact.Equity, h *hand.Hand, ms []luck.Moment) []fact.Equity {
	for _, m := range ms {
		for k, p := range m.Players {
			s := m.Shares[k]
			e := fact.Equity{
				Street:  m.Street,
				AllIn:   m.AllIn,
				Seat:    h.Seats[p].Num,
				Player:  h.Seats[p].Name,
				Players: m.Live,
				High:    Millionths(s.High),
				Low:     Millionths(s.Low),
				Method:  string(m.Method),
				StdErr:  -1,
			}
			e.Total = e.High + e.Low
			if m.Action >= 0 {
				e.ActionSeq = m.Action + 1
			}
			if m.StdErrs != nil {
				e.StdErr = Millionths(m.StdErrs[k])
			}
			dst = append(dst, e)
		}
	}
	return dst
}

// Adjusted appends to dst one hand_adjusted row per player settled at a
// moment of ms (luck.Settled) and dealt in: his total equity there, as
// hand_equity stores it, times the pots (after rake) he was eligible for,
// rounded to hundredths as DuckDB rounds a DECIMAL, less what he put in.
// A hand whose money hundredths cannot hold (hand.Hand.CentScale) adds
// nothing: the store rejects it.
func Adjusted(dst []fact.Adjusted, res *replay.Result, ms []luck.Moment) []fact.Adjusted {
	h := res.Hand
	scale, ok := h.CentScale()
	if !ok {
		return dst
	}
	for _, s := range luck.Settled(res, ms) {
		p := playerResult(res, s.Player)
		if p == nil || !p.SawStreet[hand.Third] {
			continue // not dealt in: not a player of the reports
		}
		share := ms[s.Moment].Shares[s.Share]
		equity := Millionths(share.High) + Millionths(share.Low)
		var pot int64
		for n := range res.Pots {
			for _, e := range res.Pots[n].Eligible {
				if h.Seats[e].Name == h.Seats[s.Player].Name {
					pot += int64(res.Pots[n].Amount) * scale
					break
				}
			}
		}
		dst = append(dst, fact.Adjusted{
			Seat:     h.Seats[s.Player].Num,
			Player:   h.Seats[s.Player].Name,
			Equity:   equity,
			Pot:      pot,
			Adjusted: RoundDiv(equity*pot, fact.EquityScale) - int64(p.Total)*scale,
		})
	}
	return dst
}

// playerResult is the replay's result of seat index i, nil if none.
func playerResult(res *replay.Result, i int) *replay.PlayerResult {
	for k := range res.Players {
		if res.Players[k].Player == i {
			return &res.Players[k]
		}
	}
	return nil
}

// Millionths is f in millionths, rounded half away from zero: the
// unscaled value of f as a DECIMAL(9,6).
func Millionths(f float64) int64 { return int64(math.Round(f * fact.EquityScale)) }

// RoundDiv is a / b rounded half away from zero, as DuckDB casts to
// DECIMAL.
func RoundDiv(a, b int64) int64 {
	if b < 0 {
		a, b = -a, -b
	}
	if a >= 0 {
		return (a + b/2) / b
	}
	return -((-a + b/2) / b)
}
