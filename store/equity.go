package store

import "github.com/stud8/stud8/fact"

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

// AddEquity appends the hand_equity rows eq and the hand_adjusted rows
// adj of the hand added last by Add (package tally makes them). It does
// nothing when no hand was added.
func (b *Batch) AddEquity(eq []fact.Equity, adj []fact.Adjusted) {
	if len(b.keys) == 0 {
		return
	}
	hi := len(b.keys) - 1
	b.rows.addEquity(hi, b.keys[hi], eq)
	b.rows.addAdjusted(hi, b.keys[hi], adj)
}

// addAdjusted appends the hand_adjusted rows of batch-local hand hi.
func (r *rows) addAdjusted(hi int, key int64, adj []fact.Adjusted) {
	t := r.t[tHandAdjusted]
	c := t.cols
	for i := range adj {
		a := &adj[i]
		t.own(hi)
		c[adjHandKey].int(key)
		c[adjSeat].int(int64(a.Seat))
		c[adjPlayer].str(a.Player)
		c[adjEquity].int(a.Equity)
		c[adjPot].int(a.Pot)
		c[adjAdjusted].int(a.Adjusted)
	}
}

// addEquity appends the hand_equity rows of batch-local hand hi.
func (r *rows) addEquity(hi int, key int64, eq []fact.Equity) {
	t := r.t[tHandEquity]
	c := t.cols
	for i := range eq {
		e := &eq[i]
		t.own(hi)
		c[eqHandKey].int(key)
		c[eqStreet].int(int64(e.Street))
		if e.AllIn {
			c[eqMoment].str("all-in")
		} else {
			c[eqMoment].str("street")
		}
		if e.ActionSeq > 0 {
			c[eqActionSeq].int(int64(e.ActionSeq))
		} else {
			c[eqActionSeq].null()
		}
		c[eqSeat].int(int64(e.Seat))
		c[eqPlayer].str(e.Player)
		c[eqPlayers].int(int64(e.Players))
		c[eqHigh].int(e.High)
		c[eqLow].int(e.Low)
		c[eqTotal].int(e.Total)
		c[eqMethod].str(e.Method)
		if e.StdErr >= 0 {
			c[eqStdErr].int(e.StdErr)
		} else {
			c[eqStdErr].null()
		}
	}
}

// The per-hand tables of migration 0005 are exported by site and month
// like the other hand tables.
func init() {
	for _, t := range []string{"hand_equity", "hand_adjusted", "cards_printed", "shows", "rake_not_printed"} {
		partitioned[t] = true
	}
}
