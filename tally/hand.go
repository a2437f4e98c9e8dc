package tally

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// Rows makes the rows of a replayed hand's own tables (fact.Hand), one
// worker's, reused from hand to hand.
type Rows struct {
	h      fact.Hand
	names  []string     // backs the pots' eligible lists
	awards []fact.Award // backs the pots' awards
	doors  []cards.Card // backs each hand's door cards (liveness)
	buf    []byte
}

// Hand returns the rows of res, valid until the next call. The findings'
// amounts are in hundredths; a hand whose money hundredths cannot hold
// (hand.Hand.CentScale) gets them as 0, and the store rejects it.
func (r *Rows) Hand(res *replay.Result) *fact.Hand {
	h := res.Hand
	scale, _ := h.CentScale()
	out := &r.h
	*out = fact.Hand{Hand: h, Profile: res.Profile, TotalPot: res.TotalPot, Rake: res.Rake, Jackpot: res.Jackpot, Reached: res.Reached,
		Players: out.Players[:0], Actions: out.Actions[:0], Pots: out.Pots[:0], Findings: out.Findings[:0], Printed: out.Printed[:0], Shows: out.Shows[:0]}
	for i := range res.Players {
		p := &res.Players[i]
		if p.SawStreet[hand.Third] {
			out.SeatsDealt++
		}
		if p.Facts.Showdown {
			out.Showdown = true
		}
		f := &p.Facts
		pl := fact.Player{Seat: p.Player, DealtIn: p.SawStreet[hand.Third], Cards: p.Cards,
			Total: p.Total, Returned: p.Returned, Collected: p.Collected, Declared: p.Declared, Net: p.Net,
			BroughtIn: f.BroughtIn, Completed: f.Completed, VPIP: f.VPIP, Raised: f.Raised, AllIn: f.AllIn,
			FoldedOn: f.FoldedOn, Showdown: f.Showdown, WonHigh: f.WonHigh, WonLow: f.WonLow, Scooped: f.Scooped, Quartered: f.Quartered,
			High: p.High, Low: p.Low, Liveness: r.liveness(res, p)}
		for k, s := range []int{0, 3, 4, 5, 6, 7} {
			pl.PutIn[k] = p.PutIn[s]
		}
		for k, s := range []hand.Street{hand.Fourth, hand.Fifth, hand.Sixth, hand.Seventh} {
			pl.Saw[k] = p.SawStreet[s]
		}
		out.Players = append(out.Players, pl)
		var mask int64
		for k, d := range p.Dealt {
			if d {
				mask |= 1 << k
			}
		}
		if mask != 0 {
			out.Printed = append(out.Printed, fact.Printed{Seat: h.Seats[p.Player].Num, Mask: mask})
		}
	}
	for i := range res.Actions {
		a := &res.Actions[i]
		if !a.Kind.IsBetting() {
			continue
		}
		out.Actions = append(out.Actions, fact.Action{Seq: i + 1, Street: a.Street, Seat: a.Player, Kind: a.Kind,
			Amount: a.Amount, To: a.To, AllIn: a.AllIn, PotAfter: a.PotAfter, Line: a.Line})
	}
	r.names, r.awards = r.names[:0], r.awards[:0]
	for n := range res.Pots {
		p := &res.Pots[n]
		start := len(r.names)
		for _, e := range p.Eligible {
			r.names = append(r.names, h.Seats[e].Name)
		}
		pot := fact.Pot{Kind: p.Kind, Amount: p.Amount, AmountRaw: p.AmountRaw, Eligible: r.names[start:len(r.names):len(r.names)], LowQualified: p.LowQualified}
		pot.High, pot.Low = r.awardsOf(p.High), r.awardsOf(p.Low)
		out.Pots = append(out.Pots, pot)
	}
	out.Findings = Findings(out.Findings, h, scale, len(res.Actions), res.Findings)
	r.shows(res)
	return out
}

// awardsOf is the awards rows of as, backed by r.awards.
func (r *Rows) awardsOf(as []replay.Award) []fact.Award {
	start := len(r.awards)
	for _, aw := range as {
		r.awards = append(r.awards, fact.Award{Seat: aw.Player, Amount: aw.Amount})
	}
	return r.awards[start:len(r.awards):len(r.awards)]
}

// shows appends the shows rows of res: its show and muck lines, each with
// the number of the replay's actions before it.
func (r *Rows) shows(res *replay.Result) {
	h := res.Hand
	act := 0
	for i := range h.Events {
		for act < len(res.Actions) && res.Actions[act].Event < i {
			act++
		}
		e := &h.Events[i]
		if e.Kind != hand.Show && e.Kind != hand.Muck || e.Player < 0 || e.Player >= len(h.Seats) {
			continue
		}
		b := r.buf[:0]
		for k, x := range e.Cards[:e.NCards] {
			if k > 0 {
				b = append(b, ' ')
			}
			b = x.Append(b)
		}
		r.buf = b
		r.h.Shows = append(r.h.Shows, fact.Show{Street: e.Street, AfterAction: act, Seat: h.Seats[e.Player].Num,
			Kind: e.Kind.String(), Cards: string(b), Description: e.Text})
	}
}

// Findings appends to dst the findings rows of fs, findings about hand h
// whose replay has nActions actions: amounts times scale (hundredths), an
// action or player out of range as none.
func Findings(dst []fact.Finding, h *hand.Hand, scale int64, nActions int, fs []replay.Finding) []fact.Finding {
	for i := range fs {
		f := &fs[i]
		row := fact.Finding{Code: string(f.Code), Severity: int8(f.Severity), Street: f.Street, Message: f.Message,
			Expected: int64(f.Expected) * scale, Actual: int64(f.Actual) * scale}
		if f.Line > 0 {
			row.Line = f.Line
		}
		if f.Action >= 0 && f.Action < nActions {
			row.ActionSeq = f.Action + 1
		}
		if f.Player >= 0 && f.Player < len(h.Seats) {
			row.Seated, row.Seat, row.Player = true, h.Seats[f.Player].Num, h.Seats[f.Player].Name
		}
		dst = append(dst, row)
	}
	return dst
}

// Learnt returns the findings rows of the structures learnt from a run
// (replay.Structures), each with its hand's site and id; a finding about a
// hand whose money hundredths cannot hold is left out (the store rejected
// the hand).
func Learnt(fs []replay.HandFinding) []fact.HandFinding {
	out := make([]fact.HandFinding, 0, len(fs))
	for i := range fs {
		hf := &fs[i]
		scale, ok := (&hand.Hand{Decimals: hf.Decimals}).CentScale()
		if !ok {
			continue
		}
		f := &hf.Finding
		row := fact.Finding{Code: string(f.Code), Severity: int8(f.Severity), Street: f.Street, Message: f.Message,
			Expected: int64(f.Expected) * scale, Actual: int64(f.Actual) * scale}
		if f.Line > 0 {
			row.Line = f.Line
		}
		if hf.Seat > 0 {
			row.Seated, row.Seat, row.Player = true, hf.Seat, hf.Name
		}
		out = append(out, fact.HandFinding{Site: hf.Site, HandID: hf.HandID, Finding: row})
	}
	return out
}
