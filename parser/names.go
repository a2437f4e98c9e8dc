package parser

import (
	"encoding/binary"
	"math/bits"

	"github.com/stud8/stud8/hand"
)

// maxKeyed is how many seats Names keys; a table of more seats is scanned.
const maxKeyed = 16

// Names finds the seated player whose name starts a line, as the action
// lines of the text formats begin ("Player3 calls 10", "Hero: bets 20"):
// the longest non-empty name followed by the line's separator. Instead of
// a memory comparison per seat, each name is kept as words: its first (up
// to) eight bytes, and its last eight when longer. The seats whose first
// word matches a line's first eight bytes (a set that depends only on
// those bytes, as "Player3 " or "Hero: be") are cached for the hand, so
// that the line of a player seen before costs a table probe and the check
// of one name, however many names share their first bytes.
//
// Its zero value is ready. Reset starts a hand; the keys are made at the
// first Actor after the seats change in number, so the seats may be
// appended to between calls, but a seat's name must not change in place
// without a Reset.
type Names struct {
	keyed int    // len(seats) when the keys were made; -1 none
	gen   uint32 // the keys' mark on their cache entries
	keys  [maxKeyed]NameKey
	cache [64]struct {
		w    uint64 // a line's first eight bytes
		gen  uint32
		cand uint32 // bit k: the first word of seat k's name matches w
	}
}

// NameKey is one name as Names compares it.
type NameKey struct {
	N          int    // length; 0 matches nothing
	Head, Mask uint64 // the first min(N, 8) bytes, little-endian, and the mask of those bytes
	Tail       uint64 // N > 8: the last eight bytes
}

// KeyOf returns the key of name.
func KeyOf(name string) NameKey {
	key := NameKey{N: len(name)}
	if len(name) > 0 {
		var b [8]byte
		m := copy(b[:], name)
		key.Head = binary.LittleEndian.Uint64(b[:])
		key.Mask = ^uint64(0) >> (64 - 8*uint(m))
		if len(name) > 8 {
			key.Tail = binary.LittleEndian.Uint64([]byte(name[len(name)-8:]))
		}
	}
	return key
}

// Reset forgets the seats of the previous hand.
func (t *Names) Reset() { t.keyed = -1 }

// key makes the keys of seats.
func (t *Names) key(seats []hand.Seat) {
	t.keyed = len(seats)
	if t.gen++; t.gen == 0 { // wrapped: entries marked 0 may be old
		clear(t.cache[:])
		t.gen = 1
	}
	if len(seats) > maxKeyed {
		return
	}
	for k := range seats {
		t.keys[k] = KeyOf(seats[k].Name)
	}
}

// Actor returns the index in seats (the hand's seats since the last Reset)
// of the longest non-empty name that starts l and is followed by sep, and
// what follows sep; -1 and nil when none.
func (t *Names) Actor(seats []hand.Seat, l []byte, sep string) (int, []byte) {
	if len(seats) != t.keyed || len(l) < 8 || len(sep) == 0 || len(seats) > maxKeyed {
		return t.actorSlow(seats, l, sep)
	}
	// (No call on this path: the arguments stay in registers.)
	w := binary.LittleEndian.Uint64(l)
	e := &t.cache[(w*0x9E3779B97F4A7C15)>>58]
	if e.w != w || e.gen != t.gen {
		var cand uint32
		for k := range seats {
			if key := &t.keys[k]; key.N > 0 && w&key.Mask == key.Head {
				cand |= 1 << uint(k)
			}
		}
		e.w, e.gen, e.cand = w, t.gen, cand
	}
	best, bestLen := -1, -1
	for m := e.cand; m != 0; m &= m - 1 {
		k := bits.TrailingZeros32(m)
		n := t.keys[k].N
		if n <= bestLen || len(l) < n+len(sep) || l[n] != sep[0] ||
			n > 8 && (binary.LittleEndian.Uint64(l[n-8:]) != t.keys[k].Tail || n > 16 && !sameMiddle(l[8:n-8], seats[k].Name[8:n-8])) ||
			!sepAt(l[n:], sep) {
			continue
		}
		best, bestLen = k, n
	}
	if best < 0 {
		return -1, nil
	}
	return best, l[bestLen+len(sep):]
}

// actorSlow is Actor when the seats changed since the keys were made (it
// makes them), or when the line, the separator or the table is out of the
// keys' reach (it scans).
func (t *Names) actorSlow(seats []hand.Seat, l []byte, sep string) (int, []byte) {
	if len(seats) != t.keyed {
		t.key(seats)
	}
	if len(l) < 8 || len(sep) == 0 || len(seats) > maxKeyed {
		return ScanActor(seats, l, sep)
	}
	return t.Actor(seats, l, sep)
}

// sameMiddle reports whether a and b (of the same length) are equal, eight
// bytes at a time, without a call.
func sameMiddle(a []byte, b string) bool {
	for len(a) >= 8 {
		if binary.LittleEndian.Uint64(a) != uint64(b[0])|uint64(b[1])<<8|uint64(b[2])<<16|uint64(b[3])<<24|
			uint64(b[4])<<32|uint64(b[5])<<40|uint64(b[6])<<48|uint64(b[7])<<56 {
			return false
		}
		a, b = a[8:], b[8:]
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sepAt reports whether b (at least len(sep) long, b[0] == sep[0] already
// checked) starts with sep, compared inline, not by a call to memequal.
func sepAt(b []byte, sep string) bool {
	b = b[:len(sep)]
	for j := 1; j < len(sep); j++ {
		if b[j] != sep[j] {
			return false
		}
	}
	return true
}

// ScanActor is Names.Actor by a comparison with every seated name: the
// longest non-empty name that starts l and is followed by sep (any name
// that starts l when sep is empty).
func ScanActor(seats []hand.Seat, l []byte, sep string) (int, []byte) {
	best, bestLen := -1, -1
	for i := range seats {
		n := seats[i].Name
		k := len(n)
		if k <= bestLen || k == 0 || k+len(sep) > len(l) || n[0] != l[0] || string(l[:k]) != n || string(l[k:k+len(sep)]) != sep {
			continue
		}
		best, bestLen = i, k
	}
	if best < 0 {
		return -1, nil
	}
	return best, l[bestLen+len(sep):]
}
