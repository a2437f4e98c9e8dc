package parser

import (
	"bytes"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// utf16Reader decodes UTF-16 to UTF-8 and resynchronises after a lost (or
// added) byte: in UTF-16 text the byte of each ASCII character that is
// not its code is NUL, so two code units in a row that read as an ASCII
// byte where the NUL should be and a NUL where the ASCII byte should be
// say that the stream is one byte out of step. One byte is then skipped
// (written as U+FFFD) and decoding goes on in step: a lost byte costs the
// character it falls in, and so at most the hand it falls in, where a
// decoder that stays out of step turns the rest of the input into text
// without a line end.
type utf16Reader struct {
	r    io.Reader
	big  bool // big-endian
	in   []byte
	i, n int // unread input is in[i:n]
	out  []byte
	o    int // unread output is out[o:]
	err  error
}

// newUTF16Reader returns a decoder of r, little- or big-endian; a
// byte-order mark becomes U+FEFF (EF BB BF) in the output.
func newUTF16Reader(r io.Reader, big bool) *utf16Reader {
	return &utf16Reader{r: r, big: big, in: make([]byte, 32<<10)}
}

// unit returns the code unit at in[j] and whether it reads as a byte out
// of step (NUL where the character's code should be, an ASCII text byte
// where its NUL should be).
func (d *utf16Reader) unit(j int) (u uint16, shifted bool) {
	lo, hi := d.in[j], d.in[j+1]
	if d.big {
		lo, hi = hi, lo
	}
	return uint16(hi)<<8 | uint16(lo), lo == 0 && (hi == '\n' || hi == '\r' || hi == '\t' || hi >= ' ' && hi < 0x7F)
}

func (d *utf16Reader) Read(p []byte) (int, error) {
	for d.o == len(d.out) {
		if d.err != nil && d.n-d.i == 0 {
			return 0, d.err
		}
		d.decode()
	}
	k := copy(p, d.out[d.o:])
	d.o += k
	return k, nil
}

// decode reads more input and decodes what it can of it into out.
func (d *utf16Reader) decode() {
	d.out, d.o = d.out[:0], 0
	if d.err == nil {
		if d.i > 0 {
			d.n = copy(d.in, d.in[d.i:d.n])
			d.i = 0
		}
		m, err := d.r.Read(d.in[d.n:])
		d.n += m
		if err != nil {
			d.err = err
		}
	}
	// Keep 4 bytes of look-ahead (a surrogate pair, the step test) until
	// the input ends.
	keep := 4
	if d.err != nil {
		keep = 0
	}
	var tmp [4]byte
	for d.n-d.i > keep {
		if d.n-d.i < 2 { // an odd byte at the end
			d.out = append(d.out, "\uFFFD"...)
			d.i++
			continue
		}
		u, shifted := d.unit(d.i)
		if shifted && d.n-d.i >= 4 {
			if _, next := d.unit(d.i + 2); next {
				d.out = append(d.out, "\uFFFD"...)
				d.i++
				continue
			}
		}
		r := rune(u)
		size := 2
		if utf16.IsSurrogate(r) {
			r = utf8.RuneError
			if u < 0xDC00 && d.n-d.i >= 4 {
				if u2, _ := d.unit(d.i + 2); u2 >= 0xDC00 && u2 < 0xE000 {
					r, size = utf16.DecodeRune(rune(u), rune(u2)), 4
				}
			}
		}
		d.i += size
		if r < utf8.RuneSelf {
			d.out = append(d.out, byte(r))
			continue
		}
		w := utf8.EncodeRune(tmp[:], r)
		d.out = append(d.out, tmp[:w]...)
	}
}

// utf16After finds UTF-16 text that starts after a few lines of ASCII
// (files joined by a tool, a line a user typed before a saved file): a
// line of head that starts with a UTF-16 byte-order mark followed by the
// NUL pattern of ASCII text. It returns the offset of the mark and whether
// the text is big-endian; at is -1 when there is none.
func utf16After(head []byte) (at int, big bool) {
	for from := 0; ; {
		i := bytes.IndexByte(head[from:], '\n')
		if i < 0 {
			return -1, false
		}
		at = from + i + 1
		if t := head[at:]; len(t) >= 6 {
			switch {
			case t[0] == 0xFF && t[1] == 0xFE && t[2] != 0 && t[3] == 0 && t[5] == 0:
				return at, false
			case t[0] == 0xFE && t[1] == 0xFF && t[2] == 0 && t[3] != 0 && t[4] == 0:
				return at, true
			}
		}
		from = at
	}
}
