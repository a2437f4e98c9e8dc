// Package equity computes the pot equity of stud hands: each player's share
// of the pot, high half, low half and chance to scoop, given the cards each
// player holds so far and the cards known to be out of the deck (folded up
// cards and the like). Stud is a game of dead cards: an out that lies face up
// in a folded hand is not live, and Calc takes that into account.
//
// Calc enumerates every runout exactly when there are at most
// Options.MaxRunouts of them (two players all in on fifth street take a few
// milliseconds), and otherwise deals a seeded Monte Carlo sample and reports
// the standard error of every figure.
//
// Each player receives their own cards from the deck, so the cards still to
// come are dealt without repetition: a runout gives every player a disjoint
// set of the unseen cards, 7 minus their known cards each. The stud rule for
// a deck that runs out (the seventh-street community card when eight players
// stay in) is out of scope: such positions are rejected with
// ErrDeckExhausted.
package equity

import (
	"errors"
	"fmt"
	"math"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Defaults of Options.
const (
	// DefaultMaxRunouts is the largest number of runouts enumerated exactly.
	DefaultMaxRunouts = 5_000_000
	// DefaultSamples is the number of Monte Carlo runouts: a standard error
	// of at most 0.0012 of the pot on any figure.
	DefaultSamples = 200_000
)

// Options tune Calc. The zero Options are the defaults.
type Options struct {
	// MaxRunouts is the most runouts Calc enumerates exactly; above it,
	// Calc samples. 0 means DefaultMaxRunouts; a negative value always
	// samples. The exact path also keeps every player's possible draws in
	// memory (16 bytes each); positions with more draws than MaxRunouts
	// are sampled too.
	MaxRunouts int64
	// Samples is the number of Monte Carlo runouts; 0 means DefaultSamples.
	Samples int
	// Seed seeds the Monte Carlo generator: the same seed, the same result.
	Seed uint64
}

// Method says how a Result was computed.
type Method string

// Methods.
const (
	Exact      Method = "exact"       // every runout enumerated
	MonteCarlo Method = "monte-carlo" // a seeded random sample of runouts
)

// Share is one player's equity as expected fractions of the pot. High is
// what the player wins with the high hand and Low with the low hand, so
// High + Low = Total. In stud hi/lo each half is half the pot when an
// 8-or-better low qualifies, and the high hand wins the whole pot when none
// does; ties split the half they tie for. In stud high Low is 0; in razz,
// where the best low wins the pot, High is 0. Scoop is the probability of
// winning the whole pot alone: the sole high hand, and the sole low hand or
// no qualifying low.
type Share struct {
	High  float64 `json:"high"`
	Low   float64 `json:"low"`
	Total float64 `json:"total"`
	Scoop float64 `json:"scoop"`
}

// Result is the equity of every player of a position.
type Result struct {
	// Players holds the shares in the order of the players given to Calc.
	// The Totals add up to 1.
	Players []Share
	// Method is Exact or MonteCarlo.
	Method Method
	// Runouts is the number of runouts enumerated or sampled.
	Runouts int64
	// StdErr is the largest standard error of any figure in Players; 0
	// when exact.
	StdErr float64
	// StdErrs holds the standard error of each figure, in the layout of
	// Players; nil when exact.
	StdErrs []Share
}

// Errors wrapped by InputError.
var (
	ErrUnknownGame   = errors.New("unknown game")
	ErrTooFewPlayers = errors.New("fewer than 2 players")
	ErrTooManyCards  = errors.New("more than 7 cards")
	ErrDuplicateCard = errors.New("card dealt twice")
	ErrBadCard       = errors.New("invalid card")
	ErrDeckExhausted = errors.New("not enough unseen cards to give every player seven")
)

// InputError reports a position Calc cannot compute. Err is one of the Err
// variables above, for errors.Is.
type InputError struct {
	Err    error
	Player int        // index in players of the player at fault, or -1
	Dead   bool       // the card at fault is among the dead cards
	Card   cards.Card // the card at fault, or cards.None
}

// Error says which player or card is at fault: "equity: player 2: Kd: card dealt twice".
func (e *InputError) Error() string {
	s := "equity: "
	switch {
	case e.Player >= 0 && e.Dead:
		s += fmt.Sprintf("player %d and dead cards: ", e.Player+1)
	case e.Player >= 0:
		s += fmt.Sprintf("player %d: ", e.Player+1)
	case e.Dead:
		s += "dead cards: "
	}
	if e.Card != cards.None {
		s += fmt.Sprintf("%v: ", e.Card)
	}
	return s + e.Err.Error()
}

// Unwrap returns Err, for errors.Is.
func (e *InputError) Unwrap() error { return e.Err }

// maxPlayers bounds the players of a position: eight stud players need 56
// cards, so seven is the most that fit in one deck.
const maxPlayers = 7

// seat is one player's known cards and the number still to come.
type seat struct {
	known [7]cards.Card // the first n are the known cards
	n     int
	need  int
}

// position is a checked input: the seats and the unseen cards (the stub).
type position struct {
	game  hand.Game
	seats []seat
	stub  []cards.Card
}

// Calc returns the equity of each player in a game of hand.StudHiLo,
// hand.StudHigh or hand.Razz. players[i] holds the cards player i has been
// dealt so far, up to seven in any order; cards.None stands for a card dealt
// but not seen (an opponent's down card) and is dealt at random like the
// cards to come. dead holds the other cards out of the deck: folded up
// cards, burned cards that were shown. Bad input gives an *InputError.
func Calc(game hand.Game, players [][]cards.Card, dead []cards.Card, opt Options) (Result, error) {
	pos, err := newPosition(game, players, dead)
	if err != nil {
		return Result{}, err
	}
	limit := opt.MaxRunouts
	if limit == 0 {
		limit = DefaultMaxRunouts
	}
	if limit > 0 {
		if n, ok := pos.runouts(limit); ok {
			return pos.exact(n), nil
		}
	}
	samples := opt.Samples
	if samples <= 0 {
		samples = DefaultSamples
	}
	return pos.sample(samples, opt.Seed), nil
}

// newPosition checks the input and sorts out the known and unseen cards.
func newPosition(game hand.Game, players [][]cards.Card, dead []cards.Card) (*position, error) {
	switch game {
	case hand.StudHiLo, hand.StudHigh, hand.Razz:
	default:
		return nil, &InputError{Err: fmt.Errorf("%w %v", ErrUnknownGame, game), Player: -1}
	}
	if len(players) < 2 {
		return nil, &InputError{Err: ErrTooFewPlayers, Player: -1}
	}
	if len(players) > maxPlayers {
		return nil, &InputError{Err: ErrDeckExhausted, Player: -1}
	}
	pos := &position{game: game, seats: make([]seat, len(players))}
	owner := [53]int{} // 0 unseen, -1 dead, i+1 player i
	for _, c := range dead {
		if !c.Known() {
			return nil, &InputError{Err: ErrBadCard, Player: -1, Dead: true, Card: c}
		}
		if owner[c] != 0 {
			return nil, &InputError{Err: ErrDuplicateCard, Player: -1, Dead: true, Card: c}
		}
		owner[c] = -1
	}
	total := len(dead)
	for i, hole := range players {
		if len(hole) > 7 {
			return nil, &InputError{Err: ErrTooManyCards, Player: i}
		}
		s := &pos.seats[i]
		for _, c := range hole {
			if c == cards.None {
				continue
			}
			if !c.Known() {
				return nil, &InputError{Err: ErrBadCard, Player: i, Card: c}
			}
			switch o := owner[c]; {
			case o == -1:
				return nil, &InputError{Err: ErrDuplicateCard, Player: i, Dead: true, Card: c}
			case o > 0:
				return nil, &InputError{Err: ErrDuplicateCard, Player: i, Card: c}
			}
			owner[c] = i + 1
			s.known[s.n] = c
			s.n++
		}
		s.need = 7 - s.n
		total += 7
	}
	if total > 52 {
		return nil, &InputError{Err: ErrDeckExhausted, Player: -1}
	}
	for c := cards.Card(1); c <= 52; c++ {
		if owner[c] == 0 {
			pos.stub = append(pos.stub, c)
		}
	}
	return pos, nil
}

// runouts returns the number of runouts of the position and whether it is
// at most limit, as are the draw tables of the exact path.
func (p *position) runouts(limit int64) (int64, bool) {
	n, draws := int64(1), int64(0)
	left := len(p.stub)
	for _, s := range p.seats {
		n = satMul(n, choose(left, s.need))
		draws = satAdd(draws, choose(len(p.stub), s.need))
		left -= s.need
	}
	return n, n <= limit && draws <= limit
}

// choose returns the binomial coefficient C(n, k), saturating at MaxInt64.
func choose(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		// r*(n-k+i)/i stays exact: r is C(n-k+i-1, i-1).
		if r > math.MaxInt64/int64(n-k+i) {
			return math.MaxInt64
		}
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

func satMul(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// value returns a seven-card hand's strength for the game: main decides the
// high pot (the whole pot in razz, where it is the razz low) and low8 the
// 8-or-better low half (cards.NoLow, 0, when none qualifies or the game has
// no low half). Larger is better for both.
func (p *position) value(a *[7]cards.Card) (main, low8 uint32) {
	switch p.game {
	case hand.StudHiLo:
		h, l := cards.Eval7(*a)
		return uint32(h), uint32(l)
	case hand.StudHigh:
		h, _ := cards.Eval7(*a)
		return uint32(h), 0
	default: // hand.Razz
		return uint32(cards.EvalLowRazz(a[:])), 0
	}
}
