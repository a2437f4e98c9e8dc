package parser

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Byte-level helpers of the line scanner. None of them allocates on success.

// TrimRight drops trailing spaces, tabs and carriage returns.
func TrimRight(b []byte) []byte {
	n := len(b)
	for n > 0 && (b[n-1] == ' ' || b[n-1] == '\t' || b[n-1] == '\r') {
		n--
	}
	return b[:n]
}

// Cut splits b around the first sep.
func Cut(b []byte, sep string) (before, after []byte, ok bool) {
	if i := Index(b, sep); i >= 0 {
		return b[:i], b[i+len(sep):], true
	}
	return b, nil, false
}

// SeatHead reads "3: rest" (what follows "Seat ") as Cut(b, ": ") and atoi
// of what comes before: ok only when both succeed and the number is a seat
// number, 1 to hand.MaxSeatNum ("Seat 170:" is not a seat line: PHH, the
// format every hand is written back to, could not carry it). The usual
// one- or two-digit number is read in one pass, without the separator
// search.
func SeatHead(b []byte) (num int, rest []byte, ok bool) {
	i := 0
	for i < len(b) && b[i]-'0' <= 9 {
		num = num*10 + int(b[i]-'0')
		i++
	}
	if i > 0 && i <= 9 && i+1 < len(b) && b[i] == ':' && b[i+1] == ' ' {
		return num, b[i+2:], num >= 1 && num <= hand.MaxSeatNum
	}
	head, rest, found := Cut(b, ": ")
	num, isNum := Atoi(head)
	return num, rest, found && isNum && num >= 1 && num <= hand.MaxSeatNum
}

// Index is bytes.Index for a string separator, without converting it.
// Separators are found near the start of a line (after a name), so a plain
// loop beats the setup cost of the vectorised search.
func Index(b []byte, sep string) int {
	if len(sep) > 0 {
		c := sep[0]
		for i := 0; i < 32 && i+len(sep) <= len(b); i++ {
			if b[i] == c && (len(sep) == 1 || b[i+1] == sep[1]) && string(b[i:i+len(sep)]) == sep {
				return i
			}
		}
		if len(b) <= 32+len(sep) {
			return -1
		}
	}
	for i := 0; i+len(sep) <= len(b); {
		j := bytes.IndexByte(b[i:len(b)-len(sep)+1], sep[0])
		if j < 0 {
			return -1
		}
		i += j
		if string(b[i:i+len(sep)]) == sep {
			return i
		}
		i++
	}
	return -1
}

// LastIndex is bytes.LastIndex for a string separator that is usually
// near the end of b.
func LastIndex(b []byte, sep string) int {
	for i := len(b) - len(sep); i >= 0; i-- {
		if b[i] == sep[0] && string(b[i:i+len(sep)]) == sep {
			return i
		}
	}
	return -1
}

// HasPrefix is bytes.HasPrefix with a string prefix. The first bytes are
// compared before the rest: once inlined with a constant prefix, that is
// one instruction, where the comparison of the whole is a call of memequal
// (the compiler inlines it only for a constant written in the comparison
// itself), and most prefixes tried on a line fail on their first byte.
func HasPrefix(b []byte, p string) bool {
	return len(b) >= len(p) && (len(p) == 0 || b[0] == p[0]) && string(b[:len(p)]) == p
}

// HasSuffix is bytes.HasSuffix with a string suffix, its last bytes
// compared first (as HasPrefix does).
func HasSuffix(b []byte, s string) bool {
	return len(b) >= len(s) && (len(s) == 0 || b[len(b)-1] == s[len(s)-1]) && string(b[len(b)-len(s):]) == s
}

// HasPrefixFold is hasPrefix ignoring ASCII case.
func HasPrefixFold(b []byte, p string) bool {
	return len(b) >= len(p) && bytes.EqualFold(b[:len(p)], []byte(p))
}

// currency symbols that may precede an amount.
var symbols = [...]string{"$", "€", "£"}

// SkipSymbol drops a leading currency symbol.
func SkipSymbol(b []byte) []byte {
	if len(b) > 0 && b[0] == '$' {
		return b[1:]
	}
	for _, s := range symbols[1:] {
		if HasPrefix(b, s) {
			return b[len(s):]
		}
	}
	return b
}

// ParseMoney reads an amount such as "$0.04", "$5", "1200" or "€1.5" in
// units of 10^-decimals: Plain.Money's fast path, for an amount without
// spaces around it. Fraction digits past the unit must be zeros.
func ParseMoney(b []byte, decimals int) (hand.Money, error) {
	if m, n, ok := plainAmount(b, decimals, false); ok && n == len(b) {
		return m, nil
	}
	return badMoney(b)
}

// plainAmount reads the amount that starts b: a currency symbol (spaces
// after it when symbolSpace), digits and an optional '.' and fraction
// digits (past the unit only zeros, "0.050"), in units of 10^-decimals,
// and returns where it ends; ok is false when b does not start with one.
func plainAmount(b []byte, decimals int, symbolSpace bool) (m hand.Money, end int, ok bool) {
	s := SkipSymbol(b)
	for symbolSpace && len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	skipped := len(b) - len(s)
	var v int64
	i := 0
	for ; i < len(s); i++ {
		d := s[i] - '0' // one unsigned comparison per digit
		if d > 9 {
			break
		}
		v = v*10 + int64(d)
	}
	if i == 0 || i > 15 {
		return 0, 0, false
	}
	frac := 0
	if i < len(s) && s[i] == '.' {
		i++
		start := i
		for ; i < len(s); i++ {
			d := s[i] - '0'
			if d > 9 {
				break
			}
			if frac == decimals {
				if d != 0 { // past the unit, only zeros ("0.050")
					return 0, 0, false
				}
				continue
			}
			v = v*10 + int64(d)
			frac++
		}
		if i == start {
			return 0, 0, false
		}
	}
	for ; frac < decimals; frac++ {
		v *= 10
	}
	return hand.Money(v), skipped + i, true
}

// rankOf and suitOf map card characters to rank (2..14) and suit+1 (1..4);
// 0 marks an invalid character.
var rankOf, suitOf [256]uint8

func init() {
	for i, c := range []byte("23456789TJQKA") {
		rankOf[c] = uint8(i + 2)
	}
	for i, c := range []byte("cdhs") {
		suitOf[c] = uint8(i + 1)
	}
}

// ParseCardList reads space-separated card tokens ("Ah 3c Ac") into dst and
// returns how many there were.
func ParseCardList(b []byte, dst []cards.Card) (int, error) {
	n := 0
	for i := 0; i < len(b); i += 3 {
		if i+2 > len(b) || i+2 < len(b) && b[i+2] != ' ' || rankOf[b[i]] == 0 || suitOf[b[i+1]] == 0 {
			tok := b[i:]
			if k := bytes.IndexByte(tok, ' '); k >= 0 {
				tok = tok[:k]
			}
			return n, fmt.Errorf("%w %q", ErrBadCard, tok)
		}
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", ErrBadDeal, len(dst))
		}
		dst[n] = cards.New(cards.Rank(rankOf[b[i]]), cards.Suit(suitOf[b[i+1]]-1))
		n++
	}
	if len(b) > 0 && b[len(b)-1] == ' ' {
		return n, fmt.Errorf("%w %q", ErrBadCard, "")
	}
	return n, nil
}

// CardGroup reads a well-formed card group such as "[Ah 3c Ac]" at the
// start of b into dst and returns how many cards it held and what follows
// the closing bracket: bracket and parseCardList in one pass, for the
// usual case. ok is false for anything else (no cards, more than dst holds,
// a bad card or separator, no closing bracket); the caller then reads the
// group with bracket and parseCardList for the precise error or outcome.
func CardGroup(b []byte, dst []cards.Card) (n int, rest []byte, ok bool) {
	if len(b) < 4 || b[0] != '[' {
		return 0, b, false
	}
	for i := 1; i+2 < len(b) && n < len(dst); i += 3 {
		r, s := rankOf[b[i]], suitOf[b[i+1]]
		if r == 0 || s == 0 {
			return 0, b, false
		}
		dst[n] = cards.New(cards.Rank(r), cards.Suit(s-1))
		n++
		switch b[i+2] {
		case ']':
			return n, b[i+3:], true
		case ' ':
		default:
			return 0, b, false
		}
	}
	return 0, b, false
}

// Bracket splits "[Ah 3c] rest" into the inside of the leading bracket and
// what follows the closing bracket.
func Bracket(b []byte) (inside, rest []byte, ok bool) {
	if len(b) == 0 || b[0] != '[' {
		return nil, b, false
	}
	for i := 1; i < len(b); i++ {
		if b[i] == ']' {
			return b[1:i], b[i+1:], true
		}
	}
	return nil, b, false
}

// CardGroups cuts the card groups of a deal line, "[8c Tc 7c]" or
// "[X X 8h] [Ks]", into the inside of each: at most two, one space after
// each but the last (a space after the last is let pass); ok is false for
// anything else. An empty b is no group, ok.
func CardGroups(b []byte) (groups [2][]byte, n int, ok bool) {
	for len(b) > 0 {
		in, after, ok := Bracket(b)
		if !ok || n == 2 {
			return groups, n, false
		}
		groups[n] = in
		n++
		b = after
		if len(b) > 0 {
			if b[0] != ' ' {
				return groups, n, false
			}
			b = b[1:]
		}
	}
	return groups, n, true
}

// NewCards reads the card groups of a deal line, "[8c Tc 7c]" or
// "[X X 8h] [Ks]" (the cards so far, then the new ones), and returns the
// inside of the last group; ok is false for anything else (no group, text
// or a space after the groups, no single space between them, a third group).
func NewCards(b []byte) (inside []byte, ok bool) {
	groups, n, ok := CardGroups(b)
	if !ok || n == 0 || b[len(b)-1] == ' ' {
		return nil, false
	}
	return groups[n-1], true
}

// Atoi reads an unsigned decimal number; ok is false for anything else.
func Atoi(b []byte) (int, bool) {
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

// Interner shares the strings that repeat from hand to hand (player names,
// table names, hand descriptions) so a hand allocates only what is new.
type Interner struct {
	m map[string]string
	// recent is a direct-mapped cache in front of m: a hit costs a hash of
	// two words and one comparison instead of a lookup in a large map. (A
	// pointer: the Interner is copied with the handParser for every hand.)
	recent *[recentSize]string
	text   *TextArena // the interned strings' bytes
}

const (
	maxInterned = 1 << 17
	recentBits  = 10
	recentSize  = 1 << recentBits
)

// Pot is Str for the name of a pot in an award line: "pot", "main pot"
// and "side pot" are the constants, any other name ("side pot-2") is interned.
func (in *Interner) Pot(b []byte) string {
	switch string(b) {
	case "pot":
		return "pot"
	case "main pot":
		return "main pot"
	case "side pot":
		return "side pot"
	}
	return in.Str(b)
}

func (in *Interner) Str(b []byte) string {
	if in.recent == nil {
		in.recent, in.text = new([recentSize]string), new(TextArena)
	}
	slot := &in.recent[recentSlot(b)]
	if *slot == string(b) {
		return *slot
	}
	s, ok := in.m[string(b)]
	if !ok {
		if in.m == nil || len(in.m) >= maxInterned {
			in.m = make(map[string]string, 1024)
			*in.text = TextArena{} // the old blocks go with the old map
		}
		s = in.text.Str(b, nil)
		in.m[s] = s
	}
	*slot = s
	return s
}

// recentSlot hashes the length and the first and last eight bytes of b to
// an index of Interner.recent.
func recentSlot(b []byte) int {
	var head, tail uint64
	if len(b) >= 8 {
		head = binary.LittleEndian.Uint64(b)
		tail = binary.LittleEndian.Uint64(b[len(b)-8:])
	} else {
		for i, c := range b {
			head |= uint64(c) << (8 * uint(i))
		}
	}
	h := (head*0x9E3779B97F4A7C15 ^ tail*0xC2B2AE3D27D4EB4F ^ uint64(len(b))) * 0x165667B19E3779F9
	return int(h >> (64 - recentBits))
}

// TextArena makes strings out of byte slices, many to one allocation: each
// string is a slice of the current block, a strings.Builder that is only
// ever appended to, so the strings it returned never change. A string keeps
// its whole block (textBlock bytes) alive.
type TextArena struct {
	b strings.Builder
}

// textBlock is the size of an arena block; a longer string gets its own.
const textBlock = 2048

// str returns a and b concatenated as a string.
func (t *TextArena) Str(a, b []byte) string {
	n := len(a) + len(b)
	if n > textBlock/4 {
		return string(a) + string(b)
	}
	if t.b.Cap()-t.b.Len() < n {
		t.b = strings.Builder{}
		t.b.Grow(textBlock)
	}
	start := t.b.Len()
	t.b.Write(a)
	t.b.Write(b)
	return t.b.String()[start:]
}
