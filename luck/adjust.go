package luck

import "github.com/stud8/stud8/replay"

// Settle is the moment a player's result is adjusted at: the first moment
// (in hand order) at which every player still in had known cards and after
// which the player put no more money in.
type Settle struct {
	Player int // index into Hand.Seats
	Moment int // index into the moments
	Share  int // index into the moment's Players and Shares
}

// noAction orders the start of a street no action was taken on (every
// player all-in) after every action.
const noAction = 32000

// Settled returns, for each player with such a moment, the first one; ms
// are the hand's Moments (the ones stored in hand_equity). Moments are
// ordered as docs/definitions.md#luck says: an all-in ante first; an
// all-in at its action; the start of a street after the action before it
// and before the street's first action; streets without actions in street
// order. Actions are counted as stored (actions.seq: the index in
// Result.Actions plus one; betting actions only).
func Settled(res *replay.Result, ms []Moment) []Settle {
	if len(ms) == 0 {
		return nil
	}
	lastPaid := make(map[int]int) // player -> seq of his last betting action with money
	first := [8]int{}             // street -> seq of its first betting action
	for s := range first {
		first[s] = noAction
	}
	for i := range res.Actions {
		a := &res.Actions[i]
		if !a.Kind.IsBetting() {
			continue
		}
		seq := i + 1
		if int(a.Street) < len(first) && seq < first[a.Street] {
			first[a.Street] = seq
		}
		if a.Amount > 0 {
			lastPaid[a.Player] = max(lastPaid[a.Player], seq)
		}
	}
	// firstFrom is the first action on street s or later.
	firstFrom := func(s int) int {
		f := noAction
		for t := max(s, 0); t < len(first); t++ {
			f = min(f, first[t])
		}
		return f
	}
	type best struct{ key, moment, share int }
	bests := map[int]best{}
	var order []int
	for mi := range ms {
		m := &ms[mi]
		if len(m.Players) != m.Live {
			continue // a player still in whose cards are not known
		}
		at := 2*firstFrom(int(m.Street)) - 1
		if m.AllIn {
			at = 2 * (m.Action + 1) // an all-in ante (Action -1): 0
		}
		key := at*8 + int(m.Street)
		for k, p := range m.Players {
			last, paid := lastPaid[p]
			if paid && 2*last > at {
				continue // he put money in after this moment
			}
			if b, ok := bests[p]; !ok || key < b.key {
				if !ok {
					order = append(order, p)
				}
				bests[p] = best{key, mi, k}
			}
		}
	}
	out := make([]Settle, 0, len(order))
	for _, p := range order {
		b := bests[p]
		out = append(out, Settle{Player: p, Moment: b.moment, Share: b.share})
	}
	return out
}
