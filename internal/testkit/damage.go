package testkit

import (
	"bytes"
	"math/rand/v2"
	"unicode/utf16"
	"unicode/utf8"
)

// Span is a range of lines of a file, 1-based, both ends included; Last
// 0 means to the end of the file.
type Span struct{ First, Last int }

// Mutant is a hand-history file changed by one mutation (Mutate): what was
// done, the bytes, and the lines of the original file the mutation changed
// (Spans). A line inserted between lines L and L+1 changes both: text
// straight after a hand's last line or before its first may be read with it.
type Mutant struct {
	What  string
	Data  []byte
	Spans []Span
}

// Touches reports whether the mutation changed a line of first..last or a
// line next to them (the blank line that separates a hand from the next
// one, deleted or joined to a line, touches both).
func (m Mutant) Touches(first, last int) bool {
	for _, s := range m.Spans {
		hi := s.Last
		if hi == 0 {
			hi = int(^uint(0) >> 1)
		}
		if s.First <= last+1 && hi >= first-1 {
			return true
		}
	}
	return false
}

// junkLines are the lines Mutate inserts: a word, text of no format, XML
// text, a NUL pair and a line of random printable bytes (made in Mutate).
var junkLines = []string{"x", "zz garbage zz 123", "Total pot: who knows", "<<<>>> & ;", "\x00\x00"}

// Mutations names the kinds of mutation Mutate makes, in the order of its
// choice.
var Mutations = []string{"truncate", "flip bytes", "delete line", "duplicate line", "swap lines", "insert junk", "delete bytes"}

// Mutate returns data changed by one mutation drawn with rng: truncated at
// a random byte, one to three bytes flipped, a line deleted, duplicated,
// swapped with another or preceded by a junk line, or a run of bytes
// deleted. A UTF-16 little-endian file (byte-order mark FF FE) is mutated
// as its text and written back as UTF-16, so that lines stay lines.
func Mutate(rng *rand.Rand, data []byte) Mutant {
	if bytes.HasPrefix(data, []byte{0xFF, 0xFE}) {
		m := mutate(rng, decodeUTF16(data[2:]))
		m.Data = encodeUTF16(m.Data)
		return m
	}
	return mutate(rng, data)
}

func mutate(rng *rand.Rand, data []byte) Mutant {
	lines := splitLines(data)
	if len(lines) < 2 {
		return Mutant{What: "unchanged", Data: data}
	}
	// lineOf is the 1-based line holding byte off.
	lineOf := func(off int) int {
		n := 0
		for i, l := range lines {
			if n+len(l) > off {
				return i + 1
			}
			n += len(l)
		}
		return len(lines)
	}
	// span is the lines byte off changes: a line end joins two lines.
	span := func(off int) Span {
		l := lineOf(off)
		if data[off] == '\n' || data[off] == '\r' {
			return Span{l, l + 1}
		}
		return Span{l, l}
	}
	join := func(ls [][]byte) []byte { return bytes.Join(ls, nil) }
	kind := rng.IntN(len(Mutations))
	m := Mutant{What: Mutations[kind]}
	switch m.What {
	case "truncate":
		off := rng.IntN(len(data))
		m.Data = append([]byte(nil), data[:off]...)
		m.Spans = []Span{{lineOf(off), 0}}
	case "flip bytes":
		m.Data = append([]byte(nil), data...)
		for n := 1 + rng.IntN(3); n > 0; n-- {
			off := rng.IntN(len(data))
			m.Spans = append(m.Spans, span(off))
			m.Data[off] ^= byte(1 + rng.IntN(255))
		}
	case "delete bytes":
		off := rng.IntN(len(data))
		end := min(len(data), off+1+rng.IntN(64))
		m.Data = append(append([]byte(nil), data[:off]...), data[end:]...)
		m.Spans = []Span{{lineOf(off), span(end - 1).Last}}
	case "delete line":
		i := rng.IntN(len(lines))
		m.Data = join(append(append([][]byte(nil), lines[:i]...), lines[i+1:]...))
		m.Spans = []Span{{i + 1, i + 1}}
	case "duplicate line":
		i := rng.IntN(len(lines))
		m.Data = join(append(append(append([][]byte(nil), lines[:i+1]...), lines[i]), lines[i+1:]...))
		m.Spans = []Span{{i + 1, i + 2}}
	case "swap lines":
		i, j := rng.IntN(len(lines)), rng.IntN(len(lines))
		ls := append([][]byte(nil), lines...)
		ls[i], ls[j] = ls[j], ls[i]
		m.Data = join(ls)
		m.Spans = []Span{{i + 1, i + 1}, {j + 1, j + 1}}
	case "insert junk":
		i := rng.IntN(len(lines) + 1) // before line i+1
		junk := junkLines[rng.IntN(len(junkLines)+1)%len(junkLines)]
		if rng.IntN(len(junkLines)+1) == 0 {
			b := make([]byte, 1+rng.IntN(40))
			for k := range b {
				b[k] = byte(' ' + rng.IntN(95))
			}
			junk = string(b)
		}
		ls := append(append(append([][]byte(nil), lines[:i]...), []byte(junk+"\n")), lines[i:]...)
		m.Data = join(ls)
		m.Spans = []Span{{i, i + 1}}
	}
	return m
}

// splitLines cuts data after each '\n', the last line without one if the
// data does not end with one.
func splitLines(data []byte) [][]byte {
	var ls [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n') + 1
		if i == 0 {
			i = len(data)
		}
		ls = append(ls, data[:i:i])
		data = data[i:]
	}
	return ls
}

// decodeUTF16 is UTF-16 little-endian text as UTF-8.
func decodeUTF16(b []byte) []byte {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	var out []byte
	for _, r := range utf16.Decode(u) {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// encodeUTF16 is UTF-8 text as UTF-16 little-endian with its byte-order mark.
func encodeUTF16(b []byte) []byte {
	out := []byte{0xFF, 0xFE}
	for _, u := range utf16.Encode([]rune(string(b))) {
		out = append(out, byte(u), byte(u>>8))
	}
	return out
}

// Damaged is data with a junk line before its first hand, the lines
// first..last (a hand in the middle of the file, 1-based) damaged, and cut at
// a random byte drawn by rng (cutLine is the line the cut falls in), for the
// every-format table tests: every hand not in the damage must be read.
func Damaged(rng *rand.Rand, data []byte, first, last int) (junkBefore, middle, cut []byte, cutLine int) {
	if bytes.HasPrefix(data, []byte{0xFF, 0xFE}) {
		j, m, c, l := Damaged(rng, decodeUTF16(data[2:]), first, last)
		return encodeUTF16(j), encodeUTF16(m), encodeUTF16(c), l
	}
	lines := splitLines(data)
	junkBefore = append([]byte("x junk before the first hand\n"), data...)
	// The middle hand: its second half replaced by a junk line.
	mid := first + (last-first+1)/2
	ls := append(append(append([][]byte(nil), lines[:mid-1]...), []byte("zz damaged zz\n")), lines[last:]...)
	middle = bytes.Join(ls, nil)
	off := rng.IntN(len(data))
	n := 0
	for i, l := range lines {
		if n+len(l) > off {
			cutLine = i + 1
			break
		}
		n += len(l)
	}
	return junkBefore, middle, append([]byte(nil), data[:off]...), cutLine
}
