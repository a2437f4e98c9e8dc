package store

import (
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"strings"
	"unicode/utf8"

	"github.com/zeebo/xxh3"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
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
		s = h.StakesText()
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
// DECIMAL(18,2) in the hand's unit (hand.Hand.CentScale).
func moneyScale(h *hand.Hand) (int64, error) {
	if s, ok := h.CentScale(); ok {
		return s, nil
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

// addHand appends the rows of one replayed hand, as batch-local hand hi,
// to r.
func (r *rows) addHand(hi int, key int64, fh *fact.Hand) error {
	scale, err := moneyScale(fh.Hand)
	if err != nil {
		return err
	}
	r.addHandRow(hi, key, fh, scale)
	r.addPlayers(hi, key, fh, scale)
	r.addActions(hi, key, fh, scale)
	r.addPots(hi, key, fh, scale)
	r.addFindings(hi, key, 0, fh.Findings)
	r.addPrinted(hi, key, fh) // printed.go
	return nil
}

func (r *rows) addHandRow(hi int, key int64, fh *fact.Hand, scale int64) {
	h := fh.Hand
	t := r.t[tHands]
	t.own(hi)
	c := t.cols
	c[hHandKey].int(key)
	c[hSite].str(h.Site)
	c[hHandID].str(h.ID)
	c[hGame].str(h.Game.String())
	c[hMix].optStr(h.Mix)
	c[hIsTournament].bool(h.Tournament)
	c[hTournamentID].optStr(h.TourneyID)
	c[hBuyIn].optStr(h.BuyIn)
	c[hLevel].optStr(h.Level)
	c[hHomeGame].optStr(h.HomeGame)
	c[hCurrency].optStr(h.Currency)
	c[hMoneyDecimals].int(int64(h.Decimals))
	c[hStakes].str(r.stakesText(h))
	c[hAnte].int(int64(h.Stakes.Ante) * scale)
	c[hBringIn].int(int64(h.Stakes.BringIn) * scale)
	c[hSmallBet].int(int64(h.Stakes.SmallBet) * scale)
	c[hBigBet].int(int64(h.Stakes.BigBet) * scale)
	c[hTableName].str(h.Table)
	if h.MaxSeats > 0 {
		c[hMaxSeats].int(int64(h.MaxSeats))
	} else {
		c[hMaxSeats].null()
	}
	c[hSeatsDealt].int(int64(fh.SeatsDealt))
	if h.Time.IsZero() {
		c[hStartedAt].null()
	} else {
		c[hStartedAt].int(h.Time.UnixMicro())
	}
	c[hStartedAtText].str(h.TimeText)
	c[hTotalPot].int(int64(fh.TotalPot) * scale)
	c[hDeclaredPot].int(int64(h.Summary.TotalPot) * scale)
	c[hRake].int(int64(fh.Rake) * scale)
	setCard(c[hBoardCard], h.Summary.Board)
	c[hStreetsReached].int(int64(fh.Reached))
	c[hWentToShowdown].bool(fh.Showdown)
	c[hProfile].str(fh.Profile)
	c[hFindingCount].int(int64(len(fh.Findings)))
	c[hSourceFile].str(h.Pos.File)
	c[hSourceLine].int(int64(h.Pos.Line))
	c[hEndLine].int(int64(h.EndLine))
	c[hJackpot].int(int64(fh.Jackpot) * scale)
}

func (r *rows) addPlayers(hi int, key int64, fh *fact.Hand, scale int64) {
	h := fh.Hand
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
	for k := range fh.Actions {
		a := &fh.Actions[k]
		if a.Street >= hand.Third && a.Street <= hand.Seventh && a.Seat >= 0 && a.Seat < len(acts) {
			l := &acts[a.Seat][a.Street-hand.Third]
			*l = append(*l, actionLetters[a.Kind-hand.BringIn])
		}
	}
	for i := range fh.Players {
		p := &fh.Players[i]
		seat := &h.Seats[p.Seat]
		t.own(hi)
		c[hpHandKey].int(key)
		c[hpSeat].int(int64(seat.Num))
		c[hpPlayer].str(seat.Name)
		c[hpStartingStack].int(int64(seat.Stack) * scale)
		c[hpSittingOut].bool(seat.SittingOut)
		c[hpDealtIn].bool(p.DealtIn)
		for k := 0; k < 7; k++ {
			setCard(c[hpDownCard1+k], p.Cards[k]) // the cards in deal order: hpDownCard1 to hpDownCard7th
		}
		for k, v := range p.PutIn {
			c[hpPutInAnte+k].int(int64(v) * scale) // hpPutInAnte to hpPutIn7th
		}
		c[hpPutInTotal].int(int64(p.Total) * scale)
		c[hpUncalledReturned].int(int64(p.Returned) * scale)
		c[hpCollected].int(int64(p.Collected) * scale)
		c[hpCollectedDeclared].int(int64(p.Declared) * scale)
		c[hpNet].int(int64(p.Net) * scale)
		for s, l := range acts[p.Seat] {
			if len(l) == 0 {
				c[hpActions3rd+s].null()
			} else {
				c[hpActions3rd+s].str(r.intern(l))
			}
		}
		c[hpBroughtIn].bool(p.BroughtIn)
		c[hpCompleted].bool(p.Completed)
		c[hpVpip].bool(p.VPIP)
		c[hpRaised].bool(p.Raised)
		c[hpAllIn].bool(p.AllIn)
		for k, saw := range p.Saw {
			c[hpSaw4th+k].bool(saw) // hpSaw4th to hpSaw7th
		}
		if p.FoldedOn != hand.NoStreet {
			c[hpFoldedOn].int(int64(p.FoldedOn))
		} else {
			c[hpFoldedOn].null()
		}
		c[hpWentToShowdown].bool(p.Showdown)
		c[hpWonHigh].bool(p.WonHigh)
		c[hpWonLow].bool(p.WonLow)
		c[hpScooped].bool(p.Scooped)
		c[hpQuartered].bool(p.Quartered)
		c[hpHighHand].optStr(p.High)
		c[hpLowHand].optStr(p.Low)
		c[hpLiveness].optStr(p.Liveness)
	}
}

func (r *rows) addActions(hi int, key int64, fh *fact.Hand, scale int64) {
	h := fh.Hand
	t := r.t[tActions]
	c := t.cols
	for i := range fh.Actions {
		a := &fh.Actions[i]
		t.own(hi)
		c[acHandKey].int(key)
		c[acSeq].int(int64(a.Seq))
		c[acStreet].int(int64(a.Street))
		c[acSeat].int(int64(h.Seats[a.Seat].Num))
		c[acKind].int(int64(a.Kind - hand.BringIn))
		c[acAmount].int(int64(a.Amount) * scale)
		if a.Kind == hand.Raise || a.Kind == hand.Complete {
			c[acToAmount].int(int64(a.To) * scale)
		} else {
			c[acToAmount].null()
		}
		c[acAllIn].bool(a.AllIn)
		c[acPotAfter].int(int64(a.PotAfter) * scale)
		c[acLine].int(int64(a.Line))
	}
}

func (r *rows) addPots(hi int, key int64, fh *fact.Hand, scale int64) {
	h := fh.Hand
	pt, at := r.t[tPots], r.t[tAwards]
	for n := range fh.Pots {
		p := &fh.Pots[n]
		pt.own(hi)
		c := pt.cols
		c[ptHandKey].int(key)
		c[ptPotNo].int(int64(n))
		c[ptKind].str(p.Kind)
		c[ptAmount].int(int64(p.Amount) * scale)
		c[ptAmountBeforeRake].int(int64(p.AmountRaw) * scale)
		start := len(r.names)
		r.names = append(r.names, p.Eligible...)
		c[ptEligible].list(r.names[start:len(r.names):len(r.names)])
		c[ptLowQualified].bool(p.LowQualified)
		for half, awards := range [2][]fact.Award{p.High, p.Low} {
			for _, aw := range awards {
				at.own(hi)
				ac := at.cols
				ac[awHandKey].int(key)
				ac[awPotNo].int(int64(n))
				ac[awHalf].str([2]string{"high", "low"}[half])
				ac[awSeat].int(int64(h.Seats[aw.Seat].Num))
				ac[awPlayer].str(h.Seats[aw.Seat].Name)
				ac[awAmount].int(int64(aw.Amount) * scale)
			}
		}
	}
}

// addFindings appends findings numbered from first+1.
func (r *rows) addFindings(hi int, key int64, first int, fs []fact.Finding) {
	t := r.t[tFindings]
	c := t.cols
	for i := range fs {
		f := &fs[i]
		t.own(hi)
		c[fnHandKey].int(key)
		c[fnFindingNo].int(int64(first + i + 1))
		c[fnCode].str(f.Code)
		c[fnSeverity].int(int64(f.Severity))
		if f.Street != hand.NoStreet {
			c[fnStreet].int(int64(f.Street))
		} else {
			c[fnStreet].null()
		}
		if f.Line > 0 {
			c[fnLine].int(int64(f.Line))
		} else {
			c[fnLine].null()
		}
		if f.ActionSeq > 0 {
			c[fnActionSeq].int(int64(f.ActionSeq))
		} else {
			c[fnActionSeq].null()
		}
		if f.Seated {
			c[fnSeat].int(int64(f.Seat))
			c[fnPlayer].str(f.Player)
		} else {
			c[fnSeat].null()
			c[fnPlayer].null()
		}
		if f.Expected == 0 && f.Actual == 0 {
			c[fnExpected].null()
			c[fnActual].null()
		} else {
			c[fnExpected].int(f.Expected)
			c[fnActual].int(f.Actual)
		}
		c[fnMessage].str(f.Message)
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
	c[rjSourceFile].str(rj.File)
	if rj.Line > 0 {
		c[rjLine].int(int64(rj.Line))
	} else {
		c[rjLine].null()
	}
	c[rjHandID].optStr(rj.HandID)
	c[rjReason].str(rj.Reason)
	c[rjDetail].str(excerpt(rj.Detail, MaxRejectDetail))
	c[rjRawText].str(excerpt(rj.Raw, MaxRejectText))
	c[rjRawLength].int(int64(len(rj.Raw)))
	c[rjRawHash].str(rawHash(rj.Raw))
}

// The bounds of a rejects row: a reject keeps the first MaxRejectText
// bytes of its text (with its whole length and hash) and of its message
// MaxRejectDetail, so that a file of garbage costs memory and disk
// independent of its size.
const (
	MaxRejectText   = 4 << 10
	MaxRejectDetail = 1 << 10
)

// excerpt returns at most the first max bytes of s as UTF-8 text (an
// invalid byte is U+FFFD, as str writes it), cut at a rune boundary and
// copied (a slice would keep the whole text in memory); raw_length says
// how long the whole was.
func excerpt(s string, max int) string {
	if len(s) <= max && utf8.ValidString(s) {
		return s
	}
	s = strings.ToValidUTF8(s[:runeCut(s, max)], "\uFFFD")
	return strings.Clone(s[:runeCut(s, max)])
}

// runeCut is the largest cut of s at a rune boundary not past max bytes.
func runeCut(s string, max int) int {
	if len(s) <= max {
		return len(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return cut
}

// rawHash is the hex XXH3-128 hash of a reject's whole text, as the
// imports table hashes files.
func rawHash(s string) string {
	sum := xxh3.HashString128(s).Bytes()
	return hex.EncodeToString(sum[:])
}
