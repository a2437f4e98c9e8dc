package store

import (
	"errors"
	"fmt"
	"hash/fnv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// HandKey is the hands.hand_key of a hand: the FNV-1a 64-bit hash of its
// site, a NUL byte and its hand id, with the top bit cleared so that it is a
// positive BIGINT. It is the same in every database whatever the import order.
func HandKey(site, handID string) int64 {
	f := fnv.New64a()
	f.Write([]byte(site))
	f.Write([]byte{0})
	f.Write([]byte(handID))
	return int64(f.Sum64() &^ (1 << 63))
}

// ErrPrecision is returned for a hand whose money has more than two decimals,
// which the DECIMAL(18,2) columns cannot hold exactly.
var ErrPrecision = errors.New("amounts with more than two decimals")

// rows is the rows of a batch: one tableBuf per stored table.
type rows struct {
	t [nBatchTables]*tableBuf
	// days are the stats counts of the batch's hands (player_day_stats).
	days dayStats

	// small strings made per hand, kept so that they are made once
	stakes  map[hand.Stakes]string
	letters map[string]string
	// acts is the betting letters of each seat of a hand by street (3rd
	// to 7th), reused from hand to hand.
	acts [][5][]byte
	// names backs the eligible lists of the batch's pots.
	names []string
	// buf is scratch space for a string being built.
	buf []byte
}

func newRows() *rows {
	r := &rows{stakes: map[hand.Stakes]string{}, letters: map[string]string{}}
	for i, bt := range batchTables {
		r.t[i] = newTableBuf(bt.name, bt.spec)
	}
	return r
}

func (r *rows) reset() {
	for _, t := range r.t {
		t.reset()
	}
	clear(r.names)
	r.names = r.names[:0]
	r.days.reset()
}

// drop removes every row of the batch-local hands marked in dropped.
func (r *rows) drop(dropped []bool) {
	for _, t := range r.t {
		t.drop(dropped)
	}
	r.days.drop(dropped)
}

// stakesText is hands.stakes: "small/big" in the hand's unit.
func (r *rows) stakesText(h *hand.Hand) string {
	k := h.Stakes
	k.Ante = hand.Money(h.Decimals) // the key needs the decimals, not the ante
	s, ok := r.stakes[k]
	if !ok {
		s = h.Money(h.Stakes.SmallBet) + "/" + h.Money(h.Stakes.BigBet)
		r.stakes[k] = s
	}
	return s
}

// intern returns b as a string, made once per distinct value.
func (r *rows) intern(b []byte) string {
	if s, ok := r.letters[string(b)]; ok {
		return s
	}
	s := string(b)
	r.letters[s] = s
	return s
}

// moneyScale converts a hand's Money into the unscaled value of a
// DECIMAL(18,2) in the hand's unit.
func moneyScale(h *hand.Hand) (int64, error) {
	switch h.Decimals {
	case 0:
		return 100, nil
	case 1:
		return 10, nil
	case 2:
		return 1, nil
	}
	return 0, fmt.Errorf("%w: the hand uses %d decimals", ErrPrecision, h.Decimals)
}

// cardValue is the card enum index of c, or -1 for an unknown card.
func cardValue(c cards.Card) int64 {
	if !c.Known() {
		return -1
	}
	return int64(c.Index())
}

func setCard(c *column, v cards.Card) {
	if x := cardValue(v); x >= 0 {
		c.int(x)
		return
	}
	c.null()
}

// handRows appends the rows of one replayed hand, as batch-local hand hi,
// to r. It returns the finding codes stored.
func (r *rows) addHand(hi int, key int64, res *replay.Result) error {
	h := res.Hand
	scale, err := moneyScale(h)
	if err != nil {
		return err
	}
	r.addHandRow(hi, key, res, scale)
	r.addPlayers(hi, key, res, scale)
	r.addActions(hi, key, res, scale)
	r.addPots(hi, key, res, scale)
	r.addFindings(hi, key, res, scale, 0, res.Findings)
	r.addPrinted(hi, key, res) // printed.go
	r.days.add(hi, res, r.stakesText(h), scale)
	return nil
}

func (r *rows) addHandRow(hi int, key int64, res *replay.Result, scale int64) {
	h := res.Hand
	t := r.t[tHands]
	t.own(hi)
	c := t.cols
	dealt, showdown := 0, false
	for i := range res.Players {
		if res.Players[i].SawStreet[hand.Third] {
			dealt++
		}
		if res.Players[i].Facts.Showdown {
			showdown = true
		}
	}
	c[0].int(key)
	c[1].str(h.Site)
	c[2].str(h.ID)
	c[3].str(h.Game.String())
	c[4].optStr(h.Mix)
	c[5].bool(h.Tournament)
	c[6].optStr(h.TourneyID)
	c[7].optStr(h.BuyIn)
	c[8].optStr(h.Level)
	c[9].optStr(h.HomeGame)
	c[10].optStr(h.Currency)
	c[11].int(int64(h.Decimals))
	c[12].str(r.stakesText(h))
	c[13].int(int64(h.Stakes.Ante) * scale)
	c[14].int(int64(h.Stakes.BringIn) * scale)
	c[15].int(int64(h.Stakes.SmallBet) * scale)
	c[16].int(int64(h.Stakes.BigBet) * scale)
	c[17].str(h.Table)
	if h.MaxSeats > 0 {
		c[18].int(int64(h.MaxSeats))
	} else {
		c[18].null()
	}
	c[19].int(int64(dealt))
	if h.Time.IsZero() {
		c[20].null()
	} else {
		c[20].int(h.Time.UnixMicro())
	}
	c[21].str(h.TimeText)
	c[22].int(int64(res.TotalPot) * scale)
	c[23].int(int64(h.Summary.TotalPot) * scale)
	c[24].int(int64(res.Rake) * scale)
	setCard(c[25], h.Summary.Board)
	c[26].int(int64(res.Reached))
	c[27].bool(showdown)
	c[28].str(res.Profile)
	c[29].int(int64(len(res.Findings)))
	c[30].str(h.Pos.File)
	c[31].int(int64(h.Pos.Line))
	c[32].int(int64(h.EndLine))
}

func (r *rows) addPlayers(hi int, key int64, res *replay.Result, scale int64) {
	h := res.Hand
	t := r.t[tHandPlayers]
	c := t.cols
	// Each seat's betting letters by street, from one pass over the actions.
	if cap(r.acts) < len(h.Seats) {
		r.acts = make([][5][]byte, len(h.Seats))
	}
	acts := r.acts[:len(h.Seats)]
	for i := range acts {
		for s := range acts[i] {
			acts[i][s] = acts[i][s][:0]
		}
	}
	for k := range res.Actions {
		a := &res.Actions[k]
		if a.Kind.IsBetting() && a.Street >= hand.Third && a.Street <= hand.Seventh && a.Player >= 0 && a.Player < len(acts) {
			l := &acts[a.Player][a.Street-hand.Third]
			*l = append(*l, actionLetters[a.Kind-hand.BringIn])
		}
	}
	for i := range res.Players {
		p := &res.Players[i]
		seat := &h.Seats[p.Player]
		t.own(hi)
		c[0].int(key)
		c[1].int(int64(seat.Num))
		c[2].str(seat.Name)
		c[3].int(int64(seat.Stack) * scale)
		c[4].bool(seat.SittingOut)
		c[5].bool(p.SawStreet[hand.Third])
		for k := 0; k < 7; k++ {
			setCard(c[6+k], p.Cards[k])
		}
		for k, s := range []int{0, 3, 4, 5, 6, 7} {
			c[13+k].int(int64(p.PutIn[s]) * scale)
		}
		c[19].int(int64(p.Total) * scale)
		c[20].int(int64(p.Returned) * scale)
		c[21].int(int64(p.Collected) * scale)
		c[22].int(int64(p.Declared) * scale)
		c[23].int(int64(p.Net) * scale)
		for s, l := range acts[p.Player] {
			if len(l) == 0 {
				c[24+s].null()
			} else {
				c[24+s].str(r.intern(l))
			}
		}
		f := &p.Facts
		c[29].bool(f.BroughtIn)
		c[30].bool(f.Completed)
		c[31].bool(f.VPIP)
		c[32].bool(f.Raised)
		c[33].bool(f.AllIn)
		for k, s := range []hand.Street{hand.Fourth, hand.Fifth, hand.Sixth, hand.Seventh} {
			c[34+k].bool(p.SawStreet[s])
		}
		if f.FoldedOn != hand.NoStreet {
			c[38].int(int64(f.FoldedOn))
		} else {
			c[38].null()
		}
		c[39].bool(f.Showdown)
		c[40].bool(f.WonHigh)
		c[41].bool(f.WonLow)
		c[42].bool(f.Scooped)
		c[43].bool(f.Quartered)
		c[44].optStr(p.High)
		c[45].optStr(p.Low)
	}
}

func (r *rows) addActions(hi int, key int64, res *replay.Result, scale int64) {
	h := res.Hand
	t := r.t[tActions]
	c := t.cols
	for i := range res.Actions {
		a := &res.Actions[i]
		if !a.Kind.IsBetting() {
			continue
		}
		t.own(hi)
		c[0].int(key)
		c[1].int(int64(i + 1))
		c[2].int(int64(a.Street))
		c[3].int(int64(h.Seats[a.Player].Num))
		c[4].int(int64(a.Kind - hand.BringIn))
		c[5].int(int64(a.Amount) * scale)
		if a.Kind == hand.Raise || a.Kind == hand.Complete {
			c[6].int(int64(a.To) * scale)
		} else {
			c[6].null()
		}
		c[7].bool(a.AllIn)
		c[8].int(int64(a.PotAfter) * scale)
		c[9].int(int64(a.Line))
	}
}

func (r *rows) addPots(hi int, key int64, res *replay.Result, scale int64) {
	h := res.Hand
	pt, at := r.t[tPots], r.t[tAwards]
	for n := range res.Pots {
		p := &res.Pots[n]
		pt.own(hi)
		c := pt.cols
		c[0].int(key)
		c[1].int(int64(n))
		c[2].str(p.Kind)
		c[3].int(int64(p.Amount) * scale)
		c[4].int(int64(p.AmountRaw) * scale)
		start := len(r.names)
		for _, e := range p.Eligible {
			r.names = append(r.names, h.Seats[e].Name)
		}
		c[5].list(r.names[start:len(r.names):len(r.names)])
		c[6].bool(p.LowQualified)
		for half, awards := range [2][]replay.Award{p.High, p.Low} {
			for _, aw := range awards {
				at.own(hi)
				ac := at.cols
				ac[0].int(key)
				ac[1].int(int64(n))
				ac[2].str([2]string{"high", "low"}[half])
				ac[3].int(int64(h.Seats[aw.Player].Num))
				ac[4].str(h.Seats[aw.Player].Name)
				ac[5].int(int64(aw.Amount) * scale)
			}
		}
	}
}

// addFindings appends findings numbered from first+1.
func (r *rows) addFindings(hi int, key int64, res *replay.Result, scale int64, first int, fs []replay.Finding) {
	h := res.Hand
	t := r.t[tFindings]
	c := t.cols
	for i := range fs {
		f := &fs[i]
		t.own(hi)
		c[0].int(key)
		c[1].int(int64(first + i + 1))
		c[2].str(string(f.Code))
		c[3].int(int64(f.Severity))
		if f.Street != hand.NoStreet {
			c[4].int(int64(f.Street))
		} else {
			c[4].null()
		}
		if f.Line > 0 {
			c[5].int(int64(f.Line))
		} else {
			c[5].null()
		}
		if f.Action >= 0 && f.Action < len(res.Actions) {
			c[6].int(int64(f.Action + 1))
		} else {
			c[6].null()
		}
		if f.Player >= 0 && f.Player < len(h.Seats) {
			c[7].int(int64(h.Seats[f.Player].Num))
			c[8].str(h.Seats[f.Player].Name)
		} else {
			c[7].null()
			c[8].null()
		}
		if f.Expected == 0 && f.Actual == 0 {
			c[9].null()
			c[10].null()
		} else {
			c[9].int(int64(f.Expected) * scale)
			c[10].int(int64(f.Actual) * scale)
		}
		c[11].str(f.Message)
	}
}

// Reject is one hand or fragment that could not be stored, as it goes into
// the rejects table.
type Reject struct {
	File   string
	Line   int
	HandID string
	Reason string // the kind of problem
	Detail string // the full message
	Raw    string
}

// addReject appends one rejects row (owned by no hand: never dropped).
func (r *rows) addReject(rj Reject) {
	t := r.t[tRejects]
	t.owner = append(t.owner, -1)
	c := t.cols
	c[0].str(rj.File)
	if rj.Line > 0 {
		c[1].int(int64(rj.Line))
	} else {
		c[1].null()
	}
	c[2].optStr(rj.HandID)
	c[3].str(rj.Reason)
	c[4].str(rj.Detail)
	c[5].str(rj.Raw)
}
