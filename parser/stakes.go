package parser

import (
	"bytes"

	"github.com/stud8/stud8/hand"
)

// Stakes is the text of a header's bets, as SplitStakes cuts it.
type Stakes struct {
	Small, Big []byte // "$2.50", "$5": each one token, its symbol kept
	Ante       []byte // the ante of an "Ante $X" suffix; nil without one
	Rest       []byte // what follows, its leading spaces dropped ("USD")
}

// Read reads the bets and the ante of s with syntax, in units of
// 10^-decimals, into dst's SmallBet, BigBet and Ante (the ante left as it
// is when s has none); the first amount syntax does not read is the error.
func (s Stakes) Read(syntax *Syntax, decimals int, dst *hand.Stakes) (err error) {
	if dst.SmallBet, err = syntax.Money(s.Small, decimals); err != nil {
		return err
	}
	if dst.BigBet, err = syntax.Money(s.Big, decimals); err != nil {
		return err
	}
	if s.Ante != nil {
		if dst.Ante, err = syntax.Money(s.Ante, decimals); err != nil {
			return err
		}
	}
	return nil
}

// SplitStakes cuts a header's stakes: two amounts around a '/', with or
// without spaces around it ("$2.50/$5", "$2.50 / $5", "€1 /€2", "10/20"),
// then an optional ante suffix ("$2/$4 Ante $0.40", "$0.04/$0.08, Ante
// $0.01", "10/20 - Ante 2", in any case), then the rest ("USD"). An amount
// is everything up to a space, a '/', a ')' or a comma before a non-digit; ok is false without the '/',
// with an amount missing, or with two amounts whose currency symbols differ ("0/$5", "$1/€2": which
// currency the hand is in could not be told). The amounts are not read: the site's Syntax does.
func SplitStakes(b []byte) (s Stakes, ok bool) {
	b = trimSpaces(b)
	i := amountEnd(b)
	s.Small = b[:i]
	b = trimSpaces(b[i:])
	if len(s.Small) == 0 || len(b) == 0 || b[0] != '/' {
		return Stakes{}, false
	}
	b = trimSpaces(b[1:])
	i = amountEnd(b)
	s.Big, b = b[:i], b[i:]
	if len(s.Big) == 0 || !bytes.Equal(symbol(s.Small), symbol(s.Big)) {
		return Stakes{}, false
	}
	// Ante: the word "ante" anywhere after the bets, at a word start, and
	// the amount after it; the separators before it (",", "-") go with it:
	// "$1/$2, Ante $0.10", "$1/$2 USD, Ante $0.10", "10/20 - Ante 2".
	for i := 0; i+len("ante ") <= len(b); i++ {
		if !HasPrefixFold(b[i:], "ante ") || i > 0 && b[i-1] != ' ' && b[i-1] != ',' && b[i-1] != '-' {
			continue
		}
		a := trimSpaces(b[i+len("ante"):])
		n := amountEnd(a)
		if n == 0 {
			break
		}
		before := b[:i]
		for len(before) > 0 && (before[len(before)-1] == ' ' || before[len(before)-1] == ',' || before[len(before)-1] == '-') {
			before = before[:len(before)-1]
		}
		s.Ante = a[:n]
		if after := a[n:]; len(after) > 0 {
			// Rest as one text: the part before the ante, then the part after.
			rest := make([]byte, 0, len(before)+len(after))
			b = append(append(rest, before...), after...)
		} else {
			b = before
		}
		break
	}
	s.Rest = trimSpaces(b)
	return s, true
}

// amountEnd is the length of the amount at the start of b: up to a space,
// '/', ')' or a comma that no digit follows ("$1,000" is one amount).
func amountEnd(b []byte) int {
	i := 0
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c == ' ' || c == '/' || c == ')':
			return i
		case c == ',' && (i+1 == len(b) || b[i+1] < '0' || b[i+1] > '9'):
			return i
		}
	}
	return i
}

// symbol returns what precedes an amount's first digit ("$" of "$2.50",
// "" of "10").
func symbol(b []byte) []byte {
	i := 0
	for i < len(b) && (b[i] < '0' || b[i] > '9') {
		i++
	}
	return b[:i]
}

// trimSpaces drops leading and trailing spaces.
func trimSpaces(b []byte) []byte {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	for len(b) > 0 && b[len(b)-1] == ' ' {
		b = b[:len(b)-1]
	}
	return b
}
