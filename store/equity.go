package store

import (
	"math"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/luck"
	"github.com/stud8/stud8/replay"
)

// Columns of hand_equity, in the table's order: rows are written by these names.
const (
	eqHandKey = iota
	eqStreet
	eqMoment
	eqActionSeq
	eqSeat
	eqPlayer
	eqPlayers
	eqHigh
	eqLow
	eqTotal
	eqMethod
	eqStdErr
)

// handEquitySpec is hand_equity of migrations/0005_hand_equity.sql.
var handEquitySpec = []colSpec{
	eqHandKey:   {"hand_key", colInt64},
	eqStreet:    {"street", colInt8},
	eqMoment:    {"moment", colString},
	eqActionSeq: {"action_seq", colInt16},
	eqSeat:      {"seat", colInt8},
	eqPlayer:    {"player", colString},
	eqPlayers:   {"players", colInt8},
	eqHigh:      {"high", colInt32},
	eqLow:       {"low", colInt32},
	eqTotal:     {"total", colInt32},
	eqMethod:    {"method", colString},
	eqStdErr:    {"std_err", colInt32},
}

// Columns of hand_adjusted, in the table's order: rows are written by these names.
const (
	adjHandKey = iota
	adjSeat
	adjPlayer
	adjEquity
	adjPot
	adjAdjusted
)

// handAdjustedSpec is hand_adjusted of migrations/0010_hand_adjusted.sql.
var handAdjustedSpec = []colSpec{
	adjHandKey:  {"hand_key", colInt64},
	adjSeat:     {"seat", colInt8},
	adjPlayer:   {"player", colString},
	adjEquity:   {"equity", colInt32},
	adjPot:      {"pot", colInt64},
	adjAdjusted: {"adjusted", colInt64},
}

// equityScale is the unscaled value of 1 in the DECIMAL(9,6) columns.
const equityScale = 1e6

// AddEquity appends the hand_equity rows of res, the hand added last by
// Add: ms are its luck.Moments. It does nothing when no hand was added.
func (b *Batch) AddEquity(res *replay.Result, ms []luck.Moment) {
	if len(ms) == 0 || len(b.keys) == 0 {
		return
	}
	hi := len(b.keys) - 1
	b.rows.addEquity(hi, b.keys[hi], res.Hand, ms)
	if scale, err := moneyScale(res.Hand); err == nil { // Add refused the hand otherwise
		b.rows.addAdjusted(hi, b.keys[hi], res, ms, scale)
	}
}

// addAdjusted appends one hand_adjusted row per player settled at a
// moment (luck.Settled): his total equity there, as stored in hand_equity,
// times the pots (after rake) he was eligible for, rounded to cents as
// DuckDB rounds a DECIMAL, less what he put in.
func (r *rows) addAdjusted(hi int, key int64, res *replay.Result, ms []luck.Moment, scale int64) {
	t := r.t[tHandAdjusted]
	c := t.cols
	h := res.Hand
	for _, s := range luck.Settled(res, ms) {
		p := playerResult(res, s.Player)
		if p == nil || !p.SawStreet[hand.Third] {
			continue // not dealt in: not a player of the reports
		}
		share := ms[s.Moment].Shares[s.Share]
		equity := fraction(share.High) + fraction(share.Low)
		var pot int64
		for n := range res.Pots {
			for _, e := range res.Pots[n].Eligible {
				if h.Seats[e].Name == h.Seats[s.Player].Name {
					pot += int64(res.Pots[n].Amount) * scale
					break
				}
			}
		}
		t.own(hi)
		c[adjHandKey].int(key)
		c[adjSeat].int(int64(h.Seats[s.Player].Num))
		c[adjPlayer].str(h.Seats[s.Player].Name)
		c[adjEquity].int(equity)
		c[adjPot].int(pot)
		c[adjAdjusted].int(roundDiv(equity*pot, equityScale) - int64(p.Total)*scale)
	}
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

// addEquity appends one row per moment and known player.
func (r *rows) addEquity(hi int, key int64, h *hand.Hand, ms []luck.Moment) {
	t := r.t[tHandEquity]
	c := t.cols
	for _, m := range ms {
		for k, p := range m.Players {
			s := m.Shares[k]
			t.own(hi)
			c[eqHandKey].int(key)
			c[eqStreet].int(int64(m.Street))
			if m.AllIn {
				c[eqMoment].str("all-in")
			} else {
				c[eqMoment].str("street")
			}
			if m.Action >= 0 {
				c[eqActionSeq].int(int64(m.Action + 1))
			} else {
				c[eqActionSeq].null()
			}
			c[eqSeat].int(int64(h.Seats[p].Num))
			c[eqPlayer].str(h.Seats[p].Name)
			c[eqPlayers].int(int64(m.Live))
			c[eqHigh].int(fraction(s.High))
			c[eqLow].int(fraction(s.Low))
			c[eqTotal].int(fraction(s.High) + fraction(s.Low))
			c[eqMethod].str(string(m.Method))
			if m.StdErrs != nil {
				c[eqStdErr].int(fraction(m.StdErrs[k]))
			} else {
				c[eqStdErr].null()
			}
		}
	}
}

// fraction is f as the unscaled value of a DECIMAL(9,6).
func fraction(f float64) int64 { return int64(math.Round(f * equityScale)) }

// The per-hand tables of migration 0005 are exported by site and month
// like the other hand tables.
func init() {
	for _, t := range []string{"hand_equity", "hand_adjusted", "cards_printed", "shows", "rake_not_printed"} {
		partitioned[t] = true
	}
}
