package pokerstars

import (
	"encoding/binary"
	"math/bits"

	"github.com/stud8/stud8/parser"
)

// Matching the player who starts a line: the longest seated name followed by
// the line's separator (": ", " [", " collected "), never splitting a name on
// '[' or ':'.

// setKeys fills p.keys from the seats.
func (p *handParser) setKeys() {
	if len(p.H.Seats) > len(p.keys) {
		p.nkeys = -1
		return
	}
	p.nkeys = len(p.H.Seats)
	for k := range p.H.Seats {
		name := p.H.Seats[k].Name
		p.keys[k] = parser.KeyOf(name) // two word comparisons instead of a memory comparison
		p.first[name[0]] |= 1 << uint(k)
	}
}

// actor finds the longest seated name that starts l and is followed by sep,
// and returns its index and what follows sep (-1 if none).
func (p *handParser) actor(l []byte, sep string) (int, []byte) {
	if p.nkeys < 0 || len(l) < 8 || len(sep) == 0 {
		return p.actorScan(l, sep)
	}
	// When no name contains the separator's first byte, at most one name
	// can be followed by it: the first match is the answer.
	unique := sep[0] == ':' && !p.colonName || sep[0] == ' ' && !p.spaceName
	w := binary.LittleEndian.Uint64(l)
	best, bestLen := -1, -1
	// Only the seats whose name starts with l[0]; two word comparisons each.
	// (byte(w), not l[0]: a second use of the first byte's load keeps the
	// compiler from merging the eight loads of w into one.)
	for m := p.first[byte(w)]; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		key := &p.keys[k]
		n := key.N
		if n <= bestLen || len(l) < n+len(sep) || l[n] != sep[0] || w&key.Mask != key.Head {
			continue
		}
		if n > 8 && (binary.LittleEndian.Uint64(l[n-8:]) != key.Tail || n > 16 && string(l[8:n-8]) != p.H.Seats[k].Name[8:n-8]) {
			continue
		}
		if !sepAt(l[n:], sep) {
			continue
		}
		if unique {
			return k, l[n+len(sep):]
		}
		best, bestLen = k, n
	}
	if best < 0 {
		return -1, nil
	}
	return best, l[bestLen+len(sep):]
}

// sepAt reports whether b (at least len(sep) long, b[0] == sep[0] already
// checked) starts with sep; the usual two-byte separators are compared
// inline, not by a call to memequal.
func sepAt(b []byte, sep string) bool {
	switch len(sep) {
	case 1:
		return true
	case 2:
		return b[1] == sep[1]
	}
	return b[1] == sep[1] && string(b[2:len(sep)]) == sep[2:]
}

// actorScan is actor by comparing every seated name, for short lines and
// tables of more seats than keys.
func (p *handParser) actorScan(l []byte, sep string) (int, []byte) {
	best, bestLen := -1, -1
	for i := range p.H.Seats {
		name := p.H.Seats[i].Name
		n := len(name)
		// Cheap byte checks first: most seats fail on one of them.
		if n <= bestLen || len(l) < n+len(sep) || l[n] != sep[0] || l[n-1] != name[n-1] || l[0] != name[0] {
			continue
		}
		if string(l[:n]) == name && string(l[n:n+len(sep)]) == sep {
			best, bestLen = i, n
		}
	}
	if best < 0 {
		return -1, nil
	}
	return best, l[bestLen+len(sep):]
}

// seatIndex returns the index of the player named exactly b, or -1.
func (p *handParser) seatIndex(b []byte) int {
	for i := range p.H.Seats {
		if p.H.Seats[i].Name == string(b) {
			return i
		}
	}
	return -1
}
