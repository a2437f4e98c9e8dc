package parser

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Byte-level helpers of the line scanner. None of them allocates on success.

// trimRight drops trailing spaces, tabs and carriage returns.
func trimRight(b []byte) []byte {
	n := len(b)
	for n > 0 && (b[n-1] == ' ' || b[n-1] == '\t' || b[n-1] == '\r') {
		n--
	}
	return b[:n]
}

// cut splits b around the first sep.
func cut(b []byte, sep string) (before, after []byte, ok bool) {
	if i := bytes.Index(b, []byte(sep)); i >= 0 {
		return b[:i], b[i+len(sep):], true
	}
	return b, nil, false
}

// hasPrefix is bytes.HasPrefix with a string prefix.
func hasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

// hasSuffix is bytes.HasSuffix with a string suffix.
func hasSuffix(b []byte, s string) bool { return len(b) >= len(s) && string(b[len(b)-len(s):]) == s }

// hasPrefixFold is hasPrefix ignoring ASCII case.
func hasPrefixFold(b []byte, p string) bool {
	return len(b) >= len(p) && bytes.EqualFold(b[:len(p)], []byte(p))
}

// currency symbols that may precede an amount.
var symbols = [...]string{"$", "€", "£"}

// skipSymbol drops a leading currency symbol.
func skipSymbol(b []byte) []byte {
	if len(b) > 0 && b[0] == '$' {
		return b[1:]
	}
	for _, s := range symbols[1:] {
		if hasPrefix(b, s) {
			return b[len(s):]
		}
	}
	return b
}

// parseMoney reads an amount such as "$0.04", "$5", "1200" or "€1.5" in
// units of 10^-decimals. A fraction is allowed only when decimals > 0 and
// may not have more digits than decimals.
func parseMoney(b []byte, decimals int) (hand.Money, error) {
	s := skipSymbol(b)
	var v int64
	i, digits := 0, 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		v = v*10 + int64(s[i]-'0')
		digits++
	}
	if digits == 0 || digits > 15 {
		return 0, fmt.Errorf("%w %q", ErrBadAmount, b)
	}
	frac := 0
	if i < len(s) && s[i] == '.' {
		i++
		for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			v = v*10 + int64(s[i]-'0')
			frac++
		}
		if frac == 0 || frac > decimals {
			return 0, fmt.Errorf("%w %q", ErrBadAmount, b)
		}
	}
	if i != len(s) {
		return 0, fmt.Errorf("%w %q", ErrBadAmount, b)
	}
	for ; frac < decimals; frac++ {
		v *= 10
	}
	return hand.Money(v), nil
}

// parseCardList reads space-separated card tokens ("Ah 3c Ac") into dst and
// returns how many there were.
func parseCardList(b []byte, dst []cards.Card) (int, error) {
	n := 0
	for len(b) > 0 {
		tok := b
		if i := bytes.IndexByte(b, ' '); i >= 0 {
			tok, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		c, ok := cards.ParseBytes(tok)
		if !ok {
			return n, fmt.Errorf("%w %q", ErrBadCard, tok)
		}
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", ErrBadDeal, len(dst))
		}
		dst[n] = c
		n++
	}
	return n, nil
}

// bracket splits "[Ah 3c] rest" into the inside of the leading bracket and
// what follows the closing bracket.
func bracket(b []byte) (inside, rest []byte, ok bool) {
	if len(b) == 0 || b[0] != '[' {
		return nil, b, false
	}
	i := bytes.IndexByte(b, ']')
	if i < 0 {
		return nil, b, false
	}
	return b[1:i], b[i+1:], true
}

// atoi reads an unsigned decimal number; ok is false for anything else.
func atoi(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// interner shares the strings that repeat from hand to hand (player names,
// table names, hand descriptions) so a hand allocates only what is new.
type interner struct {
	m map[string]string
}

const maxInterned = 1 << 16

func (in *interner) str(b []byte) string {
	if s, ok := in.m[string(b)]; ok {
		return s
	}
	if in.m == nil || len(in.m) >= maxInterned {
		in.m = make(map[string]string, 1024)
	}
	s := string(b)
	in.m[s] = s
	return s
}
