package parser

import (
	"bytes"
	"math/rand"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// TestASCIINoNUL puts each byte that matters (NUL, 0x01, 0x7f, 0x80, 0xff,
// and the bytes around them) at every position of texts of 0 to 70 bytes,
// across the 32-byte words and the tail, and compares with a plain loop.
func TestASCIINoNUL(t *testing.T) {
	plain := func(b []byte) bool {
		for _, c := range b {
			if c == 0 || c >= 0x80 {
				return false
			}
		}
		return true
	}
	for n := 0; n <= 70; n++ {
		base := bytes.Repeat([]byte("Seat 1: x"), 8)[:n]
		if !asciiNoNUL(base) {
			t.Fatalf("%d plain bytes: not ASCII", n)
		}
		for i := range n {
			for _, c := range []byte{0, 1, 0x7f, 0x80, 0xc3, 0xff, ' '} {
				b := append([]byte(nil), base...)
				b[i] = c
				if i > 0 && c == 1 {
					b[i-1] = 0x81 // a borrow from a high byte must not hide a zero
				}
				if got, want := asciiNoNUL(b), plain(b); got != want {
					t.Errorf("%d bytes, %#x at %d: got %v, want %v", n, c, i, got, want)
				}
			}
		}
	}
}

// TestValidUTF8 compares validUTF8 with utf8.Valid on texts mixing ASCII
// runs of every length with valid and broken multi-byte sequences (the
// euro sign cut short, overlongs, surrogates, bytes past U+10FFFF).
func TestValidUTF8(t *testing.T) {
	pieces := []string{"a", "abcdefgh", "0123456789abcdef", "€", "\xe2\x82", "\xe2", "\xe2\x82\xad", "é", "\xc3",
		"😀", "\xf0\x9f\x98", "\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "\xef\xbf\xbd", "\x80", "\xff", " "}
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 200000; iter++ {
		var b []byte
		for k := rng.Intn(12); k > 0; k-- {
			b = append(b, pieces[rng.Intn(len(pieces))]...)
		}
		if got, want := validUTF8(b), utf8.Valid(b); got != want {
			t.Fatalf("validUTF8(%q) = %v, utf8.Valid %v", b, got, want)
		}
	}
}

// TestDecode compares Block.decode with charmap's Windows-1252 decoder,
// line by line: a line that is valid UTF-8 stays as it is, any other is
// decoded whole, also the UTF-8 sequences it holds; the block is decoded
// twice, as the reader's next hand reuses the buffers.
func TestDecode(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	alphabet := []string{"a", "Seat 1: ", "€", "\x80", "\xe9", "\xff", " ", "\r", "ü", "12345678"}
	for round := 0; round < 300; round++ {
		var text []byte
		var lines []lineRef
		var want []string
		for n := rnd.Intn(6); n >= 0; n-- {
			var l []byte
			for k := rnd.Intn(12); k > 0; k-- {
				l = append(l, alphabet[rnd.Intn(len(alphabet))]...)
			}
			off := len(text)
			text = append(append(text, l...), '\n')
			lines = append(lines, lineRef{int32(off), int32(off + len(l))})
			w := bytes.TrimRight(l, "\r")
			if !utf8.Valid(w) {
				w, _ = charmap.Windows1252.NewDecoder().Bytes(w)
			}
			want = append(want, string(w))
		}
		var b Block
		for pass := 0; pass < 2; pass++ {
			b.buf, b.lines = text[:len(text)-1], append(b.lines[:0], lines...)
			b.decode()
			for i := range want {
				if got := string(b.Line(i)); got != want[i] {
					t.Fatalf("round %d pass %d line %d: got %q, want %q", round, pass, i, got, want[i])
				}
			}
		}
	}
}
