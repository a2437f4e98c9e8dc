// Package cards holds playing cards and the hand evaluators stud8 needs:
// the best high hand, the ace-to-five low (8 or better, or unqualified for
// razz), the best exposed board for the order of action and the bring-in card.
//
// EvalHigh, EvalLow8 and EvalLowRazz take any slice of cards; Eval7 is the
// fast path for seven known cards (high and 8-or-better low together, a few
// nanoseconds, no allocation). Values compare as integers (larger is
// better); Describe prints them as PokerStars does ("two pair, Queens and
// Fives", "8,7,6,3,A"). EvalBoard, EvalBoardRazz and BringInIndex give the
// order of action. The tables behind Eval7 are built at init (a few ms).
package cards

import (
	"errors"
	"fmt"
)

// Rank is a card rank from Two (2) to Ace (14).
type Rank uint8

// Ranks.
const (
	Two   Rank = 2
	Three Rank = 3
	Four  Rank = 4
	Five  Rank = 5
	Six   Rank = 6
	Seven Rank = 7
	Eight Rank = 8
	Nine  Rank = 9
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

// Suit is a card suit, ordered as the bring-in rule ranks them:
// clubs < diamonds < hearts < spades.
type Suit uint8

// Suits, lowest first.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Card is one card. The zero Card is None: a card that exists but is not
// known (an opponent's down card). Known cards are 1..52.
type Card uint8

// None is the unknown card.
const None Card = 0

// ErrBadCard is wrapped by every card parsing error.
var ErrBadCard = errors.New("invalid card token")

const rankChars = "23456789TJQKA"
const suitChars = "cdhs"

// New returns the card of rank r and suit s.
func New(r Rank, s Suit) Card { return Card(1 + (uint8(r)-2)*4 + uint8(s)) }

// Rank returns the card's rank; 0 for None.
func (c Card) Rank() Rank {
	if c == None {
		return 0
	}
	return Rank((c-1)/4 + 2)
}

// Suit returns the card's suit; meaningless for None.
func (c Card) Suit() Suit { return Suit((c - 1) % 4) }

// Known reports whether c is a real card (not None).
func (c Card) Known() bool { return c >= 1 && c <= 52 }

// Index returns 0..51 for a known card.
func (c Card) Index() int { return int(c) - 1 }

// String formats the card as PokerStars does ("Ah", "Td", "2c"); None is "??".
func (c Card) String() string {
	if !c.Known() {
		return "??"
	}
	return string([]byte{rankChars[c.Rank()-2], suitChars[c.Suit()]})
}

// Append appends the card's String form to b.
func (c Card) Append(b []byte) []byte {
	if !c.Known() {
		return append(b, "??"...)
	}
	return append(b, rankChars[c.Rank()-2], suitChars[c.Suit()])
}

// Char returns the rank's character as PokerStars prints it ('2'..'9', 'T', 'J', 'Q', 'K', 'A').
func (r Rank) Char() byte { return rankChars[r-2] }

// String returns the rank's character.
func (r Rank) String() string { return string(r.Char()) }

// ParseRank reads a rank character ('2'..'9', 'T', 'J', 'Q', 'K', 'A').
func ParseRank(b byte) (Rank, bool) {
	for i := 0; i < len(rankChars); i++ {
		if rankChars[i] == b {
			return Rank(i + 2), true
		}
	}
	return 0, false
}

// Parse reads a two-character card token such as "Ah", "Td" or "2c".
// Anything else ("of", "10h", "Xx", "AH") is an error wrapping ErrBadCard.
func Parse(s string) (Card, error) {
	c, ok := ParseBytes([]byte(s))
	if !ok {
		return None, fmt.Errorf("%w %q", ErrBadCard, s)
	}
	return c, nil
}

// ParseBytes is Parse without allocation; ok is false for a bad token.
func ParseBytes(b []byte) (Card, bool) {
	if len(b) != 2 {
		return None, false
	}
	r, ok := ParseRank(b[0])
	if !ok {
		return None, false
	}
	var s Suit
	switch b[1] {
	case 'c':
		s = Clubs
	case 'd':
		s = Diamonds
	case 'h':
		s = Hearts
	case 's':
		s = Spades
	default:
		return None, false
	}
	return New(r, s), true
}

// Set is a set of known cards as a bit mask (bit Index()).
type Set uint64

// Add returns the set with c added.
func (s Set) Add(c Card) Set { return s | 1<<uint(c.Index()) }

// Has reports whether c is in the set.
func (s Set) Has(c Card) bool { return s&(1<<uint(c.Index())) != 0 }
