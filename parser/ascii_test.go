package parser

import (
	"bytes"
	"testing"
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
