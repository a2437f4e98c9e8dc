package parser

import (
	"errors"
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// ErrNegative is wrapped, with ErrBadAmount, by an amount written negative.
var ErrNegative = errors.New("negative amount")

// Syntax is how one site writes amounts and cards: the one lexer every
// reader uses, so that one input has one meaning whatever the site.
//
// An amount is: optional spaces, an optional currency symbol ($, €, £),
// digits, optionally grouped by Thousands in groups of exactly three after
// a first group of one to three digits, optionally a decimal mark and at
// least one digit, then optionally one of Suffixes, then optional spaces.
// Fraction digits past the hand's unit must be zeros ("0.050" is 5 cents,
// "0.055" an error). Nothing else is an amount: "1,5" is an error where
// ',' groups thousands and 1.50 where it is the decimal mark; ",5", "5.",
// "-5" and "1,50,000" are errors everywhere.
type Syntax struct {
	Thousands byte     // the thousands separator (',' '.' or ' '); 0: none allowed
	Decimal   byte     // the decimal mark; 0 means '.'
	Suffixes  []string // what may follow the number (" USD", "€", " chips"), tried in order
	// Hidden are the tokens of a card the site does not show ("X", "-", "xx",
	// never a card's own token); Cards reads them as cards.None.
	Hidden []string
	// SymbolSpace lets spaces separate the currency symbol from the number
	// ("$ 0.08 USD", "€ 2.50 EURO" on Everleaf).
	SymbolSpace bool
	// NoTen: the ten is written only "T", so "10h" is an error (PokerStars).
	NoTen bool
	// SuitFirst: a card is written suit first, the suit letter in either
	// case ("CA", "d5", "S10" on iPoker).
	SuitFirst bool
}

// Plain is the syntax of PokerStars and of any site that writes amounts
// without separators or suffixes and cards as "Ah Td".
var Plain = &Syntax{}

// Collected reads what follows the name in a collect line l, "AMOUNT
// from POT": the amount, in units of 10^-decimals, and the pot as written;
// without " from " the error is ErrUnknownLine with l.
func (s *Syntax) Collected(l, rest []byte, decimals int) (hand.Money, []byte, error) {
	amt, pot, ok := Cut(rest, " from ")
	if !ok {
		return 0, nil, fmt.Errorf("%w: %q", ErrUnknownLine, Clip(l))
	}
	m, err := s.Money(amt, decimals)
	return m, pot, err
}

// Money reads b as an amount in units of 10^-decimals. The usual amount,
// a symbol, a number with '.' for its decimal mark and maybe a suffix
// ("$1.50", "3.90€", "$ 0.02 USD"), is read in one pass; any other goes
// through the syntax's whole grammar (money), which reads the usual one
// alike.
func (s *Syntax) Money(b []byte, decimals int) (hand.Money, error) {
	if s.Decimal == 0 || s.Decimal == '.' {
		m, n, ok := plainAmount(b, decimals, s.SymbolSpace)
		if ok && (n == len(b) || s.suffixIs(b, len(b)-n)) {
			return m, nil
		}
	}
	return s.money(b, decimals)
}

// suffixIs reports whether the suffix money would cut from b (the first
// of Suffixes that ends it) is its last n bytes.
func (s *Syntax) suffixIs(b []byte, n int) bool {
	for _, suf := range s.Suffixes {
		if len(b) > len(suf) && string(b[len(b)-len(suf):]) == suf {
			return len(suf) == n
		}
	}
	return false
}

// money is Money for any amount of the syntax.
func (s *Syntax) money(b []byte, decimals int) (hand.Money, error) {
	t := b
	for len(t) > 0 && t[0] == ' ' {
		t = t[1:]
	}
	for len(t) > 0 && t[len(t)-1] == ' ' {
		t = t[:len(t)-1]
	}
	for _, suf := range s.Suffixes {
		if len(t) > len(suf) && string(t[len(t)-len(suf):]) == suf {
			t = t[:len(t)-len(suf)]
			for len(t) > 0 && t[len(t)-1] == ' ' {
				t = t[:len(t)-1]
			}
			break
		}
	}
	if len(t) > 0 && t[0] == '-' {
		return 0, fmt.Errorf("%w: %w %q", ErrBadAmount, ErrNegative, string(b))
	}
	t = SkipSymbol(t)
	for s.SymbolSpace && len(t) > 0 && t[0] == ' ' {
		t = t[1:]
	}
	dec := s.Decimal
	if dec == 0 {
		dec = '.'
	}
	var v int64
	i, digits, group := 0, 0, 0
	for ; i < len(t); i++ {
		c := t[i]
		switch {
		case c >= '0' && c <= '9':
			if digits == 15 {
				return badMoney(b)
			}
			v = v*10 + int64(c-'0')
			digits++
			group++
			continue
		case c == s.Thousands && c != 0 && c != dec:
			// a separator ends a group: the first of 1-3 digits, the others of 3
			if group == 0 || group > 3 || (digits > group && group != 3) {
				return badMoney(b)
			}
			group = 0
			if i+1 == len(t) {
				return badMoney(b)
			}
			continue
		}
		break
	}
	if digits == 0 || (digits > group && group != 3) {
		return badMoney(b)
	}
	frac := 0
	if i < len(t) && t[i] == dec {
		i++
		start := i
		for ; i < len(t) && t[i] >= '0' && t[i] <= '9'; i++ {
			switch {
			case frac < decimals:
				v = v*10 + int64(t[i]-'0')
				frac++
			case t[i] != '0':
				return badMoney(b)
			}
		}
		if i == start {
			return badMoney(b)
		}
	}
	if i != len(t) {
		return badMoney(b)
	}
	for ; frac < decimals; frac++ {
		v *= 10
	}
	return hand.Money(v), nil
}

func badMoney(b []byte) (hand.Money, error) {
	return 0, fmt.Errorf("%w %q", ErrBadAmount, string(b))
}

// Card reads one card token: a rank (2-9, T or 10 unless NoTen, J, Q, K, A)
// and a suit (c, d, h, s), or the suit (C, D, H, S in either case) and the
// rank with SuitFirst, or one of the syntax's hidden tokens (cards.None).
func (s *Syntax) Card(t []byte) (cards.Card, error) {
	if s.hidden(t) {
		return cards.None, nil
	}
	var r, su uint8
	if s.SuitFirst {
		switch {
		case len(t) == 2:
			r, su = rankOf[t[1]], suitOf[t[0]|0x20]
		case len(t) == 3 && t[1] == '1' && t[2] == '0':
			r, su = 10, suitOf[t[0]|0x20]
		}
		if r == 0 || su == 0 {
			return cards.None, fmt.Errorf("%w %q", ErrBadCard, string(t))
		}
		return cards.New(cards.Rank(r), cards.Suit(su-1)), nil
	}
	switch {
	case len(t) == 2:
		r, su = rankOf[t[0]], suitOf[t[1]]
	case len(t) == 3 && t[0] == '1' && t[1] == '0' && !s.NoTen:
		r, su = 10, suitOf[t[2]]
	}
	if r == 0 || su == 0 {
		return cards.None, fmt.Errorf("%w %q", ErrBadCard, string(t))
	}
	return cards.New(cards.Rank(r), cards.Suit(su-1)), nil
}

// Cards reads card tokens separated by spaces and/or commas ("Td 5s 3c",
// "Ad, Qd, Ah", "8d, -, Kd") into dst and returns how many there were. It
// allocates nothing but its error.
func (s *Syntax) Cards(b []byte, dst []cards.Card) (int, error) {
	n := 0
	rankFirst := !s.SuitFirst
	for i := 0; i < len(b); {
		c := b[i]
		if c == ' ' || c == ',' {
			i++
			continue
		}
		// the usual token, a rank and a suit before a separator or the end
		if rankFirst && i+1 < len(b) && (i+2 == len(b) || b[i+2] == ' ' || b[i+2] == ',') {
			if r, su := rankOf[c], suitOf[b[i+1]]; r != 0 && su != 0 && n < len(dst) {
				dst[n] = cards.New(cards.Rank(r), cards.Suit(su-1))
				n, i = n+1, i+2
				continue
			}
		}
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", ErrBadDeal, len(dst))
		}
		end := i + 1
		for end < len(b) && b[end] != ' ' && b[end] != ',' {
			end++
		}
		// a hidden token of one byte and the ten as "10" are read in place
		// too (a hidden token is never a card's own); any other goes
		// through Card
		var k cards.Card
		ok := false
		switch w := end - i; {
		case w == 1:
			k, ok = cards.None, s.hiddenByte(c)
		case w == 3 && !s.SuitFirst && !s.NoTen:
			if su := suitOf[b[i+2]]; c == '1' && b[i+1] == '0' && su != 0 {
				k, ok = cards.New(10, cards.Suit(su-1)), true
			}
		}
		if ok {
			dst[n] = k
			n, i = n+1, end
			continue
		}
		card, err := s.Card(b[i:end])
		if err != nil {
			return n, err
		}
		dst[n] = card
		n, i = n+1, end
	}
	return n, nil
}

// hiddenByte reports whether the one-byte token c is one of the syntax's
// hidden-card tokens.
func (s *Syntax) hiddenByte(c byte) bool {
	for _, h := range s.Hidden {
		if len(h) == 1 && h[0] == c {
			return true
		}
	}
	return false
}

// hidden reports whether t is one of the syntax's hidden-card tokens.
func (s *Syntax) hidden(t []byte) bool {
	for _, h := range s.Hidden {
		if string(t) == h {
			return true
		}
	}
	return false
}
