package replay

import (
	"fmt"
	"sort"
	"sync"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay/stakes"
)

// Structures learns the ante and bring-in of structures the stakes table
// does not list from the hands of one run: every hand of the same site,
// game, table kind (cash in one currency, or one tournament) and bets shows
// its structure, and a hand that differs from the clear majority of them
// is a finding (ante.wrong_amount, bringin.wrong_amount) naming the
// majority figure and how many hands showed it.
//
// A figure is the clear majority when at least MinHands hands show it and
// they are at least nine in ten of the hands that show any figure for that
// key: a lone hand, a handful of hands or a split run (a structure changed
// during the period) decide nothing.
//
// Observe every hand first (safe for concurrent use, in any order), then
// Check each result or take Findings: both depend only on what was
// observed, not on the order.
type Structures struct {
	// Keep makes Observe keep what each hand shows (about a hundred bytes a
	// hand), so that Findings can list the findings without a second pass
	// over the hands. Without it only Check can be used.
	Keep  bool
	mu    sync.Mutex
	keys  map[structKey]*structTally
	hands []structObs
}

// MinHands is the fewest hands that must show a figure for it to decide.
const MinHands = 5

// structKey identifies one structure of one run.
type structKey struct {
	Site       string
	Game       hand.Game
	Currency   string // "" for chips
	Tournament string // tournament number, "" for cash
	SmallBet   hand.Money
	BigBet     hand.Money
}

// structTally counts the hands that show each ante and bring-in.
type structTally struct {
	antes, bringIns map[hand.Money]int
	nAnte, nBringIn int
}

// structPost is one ante or bring-in a hand shows.
type structPost struct {
	Amount hand.Money
	Player int
	Line   int
	Other  hand.Money // ante: a different ante posted by another player of the hand
	OtherP int        // player of Other, -1 when none
	OtherL int
	Seen   bool
}

// structObs is what one hand shows.
type structObs struct {
	key      structKey
	site, id string
	decimals int
	ante     structPost
	bringIn  structPost
	names    [3]struct {
		player, seat int
		name         string
	} // the players the posts name
}

// NewStructures returns an empty learner.
func NewStructures() *Structures { return &Structures{keys: map[structKey]*structTally{}} }

// keyOf returns the structure key of a hand.
func keyOf(h *hand.Hand) structKey {
	k := structKey{Site: h.Site, Game: h.Game, Currency: h.Currency, SmallBet: h.Stakes.SmallBet, BigBet: h.Stakes.BigBet}
	if h.Tournament {
		k.Tournament = "#" + h.TourneyID
	}
	return k
}

// observe reads the ante and bring-in a hand shows: the ante most players
// posted who were not all-in (ties: the smaller), and the bring-in when it
// is neither all-in nor a completion.
func observe(h *hand.Hand) structObs {
	o := structObs{key: keyOf(h), site: h.Site, id: h.ID, decimals: h.Decimals}
	var amounts [maxPlayers]hand.Money
	var counts [maxPlayers]int
	n := 0
	for i := range h.Events {
		ev := &h.Events[i]
		switch {
		case ev.Kind == hand.Ante && !ev.AllIn && ev.Player >= 0 && ev.Amount > 0:
			k := 0
			for k < n && amounts[k] != ev.Amount {
				k++
			}
			if k == n && n < len(amounts) {
				amounts[n] = ev.Amount
				n++
			}
			if k < n {
				counts[k]++
			}
		case ev.Kind == hand.BringIn && !o.bringIn.Seen && ev.Player >= 0:
			if !ev.AllIn && ev.Amount > 0 && (h.Stakes.SmallBet <= 0 || ev.Amount < h.Stakes.SmallBet) {
				o.bringIn = structPost{Amount: ev.Amount, Player: ev.Player, Line: ev.Line, OtherP: -1, Seen: true}
			}
		}
	}
	if n > 0 {
		o.ante = antePost(h, amounts[:n], counts[:n])
	}
	o.name(h, o.ante.Player, 0)
	o.name(h, o.ante.OtherP, 1)
	o.name(h, o.bringIn.Player, 2)
	return o
}

// name keeps the seat and name of player p in slot k.
func (o *structObs) name(h *hand.Hand, p, k int) {
	o.names[k].player = -1
	if p >= 0 && p < len(h.Seats) {
		o.names[k].player, o.names[k].seat, o.names[k].name = p, h.Seats[p].Num, h.Seats[p].Name
	}
}

// antePost picks the ante most players of a hand posted (ties: the
// smaller) with its first poster, and the first different ante.
func antePost(h *hand.Hand, amounts []hand.Money, counts []int) structPost {
	n := len(amounts)
	best := 0
	for k := 1; k < n; k++ {
		if counts[k] > counts[best] || counts[k] == counts[best] && amounts[k] < amounts[best] {
			best = k
		}
	}
	a := structPost{Amount: amounts[best], Player: -1, OtherP: -1, Seen: true}
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind != hand.Ante || ev.AllIn || ev.Player < 0 || ev.Amount <= 0 {
			continue
		}
		switch {
		case ev.Amount == a.Amount && a.Player < 0:
			a.Player, a.Line = ev.Player, ev.Line
		case ev.Amount != a.Amount && a.OtherP < 0:
			a.Other, a.OtherP, a.OtherL = ev.Amount, ev.Player, ev.Line
		}
	}
	return a
}

// ObserveUnlisted is Observe for the hands whose structure p's stakes
// table does not list (the replay under p checks those against the table);
// it reports whether h was observed. Safe for concurrent use.
func (s *Structures) ObserveUnlisted(h *hand.Hand, p *Profile) bool {
	if p != nil {
		if _, ok := p.structure(h, p.Rules(h.Game).Game); ok {
			return false
		}
	}
	s.Observe(h)
	return true
}

// Split reports whether some structure observed has a clear majority that
// not every hand follows: only then can HandFindings find anything, and a
// caller that did not Keep the hands needs to look at them again.
func (s *Structures) Split() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, t := range s.keys {
		if m, c, ok := majority(t.antes, t.nAnte); ok && (c < t.nAnte || t.antes[m] != t.nAnte) {
			return true
		}
		if _, c, ok := majority(t.bringIns, t.nBringIn); ok && c < t.nBringIn {
			return true
		}
	}
	return false
}

// HandFindings returns the findings of hand h against the structures
// learnt (call it after every hand of the run was observed), in the form
// Findings gives: for a caller that reads the hands again instead of
// keeping them. Hands at stakes the caller's profile lists should not be
// passed (ObserveUnlisted tells).
func (s *Structures) HandFindings(h *hand.Hand) []HandFinding {
	o := observe(h)
	var out []HandFinding
	for _, f := range s.findings(&o) {
		out = append(out, o.handFinding(f))
	}
	return out
}

// handFinding is f about the observed hand, with its player's seat and name.
func (o *structObs) handFinding(f Finding) HandFinding {
	hf := HandFinding{Site: o.site, HandID: o.id, Finding: f, Decimals: o.decimals}
	for _, n := range o.names {
		if n.player == f.Player && n.player >= 0 {
			hf.Seat, hf.Name = n.seat, n.name
		}
	}
	return hf
}

// Observe counts the structure a hand shows. Safe for concurrent use.
func (s *Structures) Observe(h *hand.Hand) {
	o := observe(h)
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.keys[o.key]
	if t == nil {
		t = &structTally{antes: map[hand.Money]int{}, bringIns: map[hand.Money]int{}}
		s.keys[o.key] = t
	}
	if o.ante.Seen {
		t.antes[o.ante.Amount]++
		t.nAnte++
	}
	if o.bringIn.Seen {
		t.bringIns[o.bringIn.Amount]++
		t.nBringIn++
	}
	if s.Keep {
		s.hands = append(s.hands, o)
	}
}

// majority returns the clear majority figure of counts and how many hands
// showed it, if there is one.
func majority(counts map[hand.Money]int, total int) (hand.Money, int, bool) {
	for m, c := range counts {
		if c >= MinHands && 10*c >= 9*total {
			return m, c, true
		}
	}
	return 0, 0, false
}

// Check appends to r the findings of its hand against the structures
// learnt: nothing when the profile's stakes table knows the hand's
// structure (the replay checked it), or when r already has a finding of
// the same code. Call it after every hand of the run was observed.
func (s *Structures) Check(r *Result) {
	if r.profile != nil {
		if _, ok := r.profile.structure(r.Hand, r.profile.Rules(r.Hand.Game).Game); ok {
			return
		}
	}
	o := observe(r.Hand)
	for _, f := range s.findings(&o) {
		if !hasCode(r.Findings, f.Code) {
			r.Findings = append(r.Findings, f)
		}
	}
}

// hasCode reports whether fs has a finding of code c.
func hasCode(fs []Finding, c Code) bool {
	for i := range fs {
		if fs[i].Code == c {
			return true
		}
	}
	return false
}

// HandFinding is a finding of Structures about one observed hand, with
// what a store needs to record it without the hand: the seat and name of
// the player it concerns (0 and "" for none) and the hand's decimals.
type HandFinding struct {
	Site, HandID string
	Finding      Finding
	Seat         int
	Name         string
	Decimals     int
}

// Findings returns the findings of every hand observed with Keep set,
// ordered by site and hand id, leaving out the hands whose structure p's
// stakes table lists (the replay under p checked those).
func (s *Structures) Findings(p *Profile) []HandFinding {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []HandFinding
	for i := range s.hands {
		o := &s.hands[i]
		if p != nil && p.StructureSite != "" && o.key.Tournament == "" && o.decimals > 0 {
			if _, ok := stakes.Lookup(p.StructureSite, p.Rules(o.key.Game).Game, o.key.SmallBet, o.key.BigBet); ok {
				continue
			}
		}
		for _, f := range s.findingsLocked(o) {
			out = append(out, o.handFinding(f))
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := &out[i], &out[j]
		if a.Site != b.Site {
			return a.Site < b.Site
		}
		if len(a.HandID) != len(b.HandID) {
			return len(a.HandID) < len(b.HandID)
		}
		return a.HandID < b.HandID
	})
	return out
}

// findings returns the findings of one hand's observation.
func (s *Structures) findings(o *structObs) []Finding {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.findingsLocked(o)
}

func (s *Structures) findingsLocked(o *structObs) []Finding {
	t := s.keys[o.key]
	if t == nil {
		return nil
	}
	var out []Finding
	if m, c, ok := majority(t.antes, t.nAnte); ok && o.ante.Seen {
		p, amt, line := o.ante.Player, o.ante.Amount, o.ante.Line
		if amt == m {
			p, amt, line = o.ante.OtherP, o.ante.Other, o.ante.OtherL
		}
		if p >= 0 && amt != m {
			out = append(out, Finding{Code: AnteWrongAmount, Severity: severityOf[AnteWrongAmount], Line: line,
				Action: -1, Player: p, Expected: m, Actual: amt,
				Message: fmt.Sprintf("%s posted an ante of %s before 3rd street; %d of the %d hands at %s in this run show an ante of %s",
					o.who(p), o.money(amt), c, t.nAnte, o.key, o.money(m))})
		}
	}
	if m, c, ok := majority(t.bringIns, t.nBringIn); ok && o.bringIn.Seen && o.bringIn.Amount != m {
		out = append(out, Finding{Code: BringInWrongAmount, Severity: severityOf[BringInWrongAmount],
			Street: hand.Third, Line: o.bringIn.Line, Action: -1, Player: o.bringIn.Player, Expected: m,
			Actual: o.bringIn.Amount,
			Message: fmt.Sprintf("%s brought in on 3rd street for %s; %d of the %d hands at %s in this run show a bring-in of %s",
				o.who(o.bringIn.Player), o.money(o.bringIn.Amount), c, t.nBringIn, o.key, o.money(m))})
	}
	return out
}

// who names player p of the observed hand: "seat 4 (mallory)".
func (o *structObs) who(p int) string {
	for _, n := range o.names {
		if n.player == p {
			return fmt.Sprintf("seat %d (%s)", n.seat, n.name)
		}
	}
	return "nobody"
}

// money formats an amount of the observed hand.
func (o *structObs) money(m hand.Money) string {
	h := hand.Hand{Currency: o.key.Currency, Decimals: o.decimals}
	return formatMoney(&h, m)
}

// String describes a structure key: "$0.50/$1.00 stud8 (PokerStars cash USD)".
func (k structKey) String() string {
	h := hand.Hand{Currency: k.Currency, Decimals: 2}
	if k.Currency == "" {
		h.Decimals = 0
	}
	where := k.Site + " cash"
	if k.Tournament != "" {
		where = k.Site + " tournament " + k.Tournament
	}
	if k.Currency != "" {
		where += " " + k.Currency
	}
	return fmt.Sprintf("%s/%s %s (%s)", formatMoney(&h, k.SmallBet), formatMoney(&h, k.BigBet), k.Game, where)
}
