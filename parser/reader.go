package parser

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"github.com/stud8/stud8/hand"
)

// Limits that keep memory constant whatever the input.
const (
	maxBlockBytes = 1 << 20 // a hand longer than this is rejected
	readBufSize   = 32 << 10
)

// Stats counts what a Reader has seen so far.
type Stats struct {
	Hands     int // accepted stud-family hands
	Rejected  int // *Error values returned: rejected hands and unreadable fragments
	OtherGame int // hands of other games (hold'em, Omaha, draw) skipped in mixed files
}

// Reader streams hands out of a PokerStars hand-history file.
type Reader struct {
	file string
	src  io.Reader // decoded input
	err  error     // sticky error of src (io.EOF at the end)
	buf  []byte    // window over the input; unread data is buf[pos:end]
	pos  int
	end  int
	// nl holds the offsets in buf of the next newlines from pos on:
	// nl[nlAt:nlEnd] are still to be read. (Reading the last line of the
	// input, which has no newline, takes nlAt one past nlEnd: then there
	// is nothing to read either.)
	nl          [128]int32
	nlAt, nlEnd int
	lines       int // lines read so far

	blk block

	// ReuseHands, set before a call to Next, lets Next return a hand that
	// shares memory with the hand before it, as encoding/csv's ReuseRecord
	// does for records: the hand and its slices are valid only until the next
	// call to Next (its strings stay valid). A caller that looks at each hand
	// once (a summary, a replay written out at once) saves the writing of
	// about 4 KB of fresh memory per hand.
	ReuseHands bool

	seenHeader   bool // a PokerStars header has been seen in this file
	reportedSite bool // the ErrUnsupportedSite error has been returned
	stats        Stats
	p            handParser
}

// block is the text of one hand (or fragment): a contiguous stretch of the
// Reader's buffer and where its lines are, without line terminators.
type block struct {
	start    int // offset of the block in Reader.buf while it is being read
	buf      []byte
	lines    []lineRef
	overflow bool // too long: content dropped, only counted
	first    int  // number of the first line; line i is number first+i
	summary  int  // index of the first "*** SUMMARY" line, -1 if none
	markers  int  // street and show-down marker lines before the summary
}

// lineRef locates one line in block.buf: its bytes up to the newline,
// which may end with carriage returns and spaces.
type lineRef struct {
	off, end int32
}

func (b *block) reset() {
	b.buf = nil
	b.lines = b.lines[:0]
	b.overflow = false
	b.first = 0
	b.summary, b.markers = -1, 0
}

func (b *block) empty() bool { return len(b.lines) == 0 && !b.overflow }

// line is line i without its carriage returns.
func (b *block) line(i int) []byte {
	l := b.buf[b.lines[i].off:b.lines[i].end]
	for len(l) > 0 && l[len(l)-1] == '\r' {
		l = l[:len(l)-1]
	}
	return l
}

// text is line i without trailing spaces, tabs and carriage returns.
func (b *block) text(i int) []byte { return trimRight(b.buf[b.lines[i].off:b.lines[i].end]) }

// num is the number of line i in the file.
func (b *block) num(i int) int { return b.first + i }

// maxEvents bounds the number of events of the body lines from i on: one
// per line up to the summary, except street markers. (Only a capacity: a
// marker-like line before i makes it one short.)
func (b *block) maxEvents(i int) int {
	end := len(b.lines)
	if b.summary >= 0 {
		end = b.summary
	}
	return max(end-i-b.markers, 0)
}

// note counts line l, line n of the block, for maxEvents.
func (b *block) note(l []byte, n int) {
	if len(l) > 4 && l[0] == '*' && l[1] == '*' && b.summary < 0 {
		if len(l) >= 11 && string(l[:11]) == "*** SUMMARY" {
			b.summary = n
		} else if !(len(l) >= 15 && string(l[:15]) == "*** RIVER *** [") {
			b.markers++
		}
	}
}

// raw returns the block's text, lines joined by "\n".
func (b *block) raw() string {
	var s bytes.Buffer
	for i := range b.lines {
		if i > 0 {
			s.WriteByte('\n')
		}
		s.Write(b.line(i))
	}
	return s.String()
}

// NewReader returns a Reader over r; file names the source in positions and
// errors. The encoding is detected from the first bytes: a UTF-8 BOM is
// skipped, UTF-16 LE/BE (with a BOM, or without one when the NUL pattern is
// unmistakable) is decoded, and any hand that is not valid UTF-8 is read
// line by line as Windows-1252.
func NewReader(r io.Reader, file string) *Reader {
	return &Reader{file: file, src: r, p: newHandParser()}
}

// Stats returns the counts so far (final after Next has returned io.EOF).
func (r *Reader) Stats() Stats { return r.stats }

// start detects the encoding and sets up the buffer.
func (r *Reader) start() {
	br := bufio.NewReaderSize(r.src, 4096)
	head, _ := br.Peek(4)
	var dec transform.Transformer
	switch {
	case bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}):
		br.Discard(3)
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		dec = unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder()
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		dec = unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder()
	case len(head) == 4 && head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0:
		dec = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewDecoder()
	case len(head) == 4 && head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0:
		dec = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewDecoder()
	}
	r.src = br
	if dec != nil {
		dbr := bufio.NewReaderSize(transform.NewReader(br, dec), 4096)
		if head, _ := dbr.Peek(3); bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}) {
			dbr.Discard(3)
		}
		r.src = dbr
	}
	r.buf = make([]byte, readBufSize)
}

// fill reads more input, first moving what must be kept (the block being
// read, or the unread data) to the front of the buffer; the buffer grows
// when a block fills it. It returns false when nothing more can be read.
func (r *Reader) fill() bool {
	r.nlAt, r.nlEnd = 0, 0 // the offsets change
	if r.err != nil {
		return false
	}
	keep := r.pos
	if !r.blk.empty() && !r.blk.overflow {
		keep = r.blk.start
	}
	if keep > 0 {
		n := copy(r.buf, r.buf[keep:r.end])
		r.pos -= keep
		r.end = n
		r.blk.start -= keep
	}
	if r.end == len(r.buf) {
		if len(r.buf) >= maxBlockBytes+readBufSize {
			// A block (or line) too long to keep: drop it, count its lines.
			if r.blk.empty() {
				r.blk.first = r.lines + 1
			}
			r.blk.overflow = true
			r.blk.lines = r.blk.lines[:0]
			r.pos, r.end = 0, 0
		} else {
			r.buf = append(r.buf, make([]byte, min(len(r.buf), maxBlockBytes+readBufSize-len(r.buf)))...)
		}
	}
	for r.end < len(r.buf) {
		n, err := r.src.Read(r.buf[r.end:])
		r.end += n
		if err != nil {
			r.err = err
			break
		}
		if n > 0 {
			break
		}
	}
	return true
}

// isHeader reports whether line starts a PokerStars hand.
func isHeader(line []byte) bool {
	if !bytes.HasPrefix(line, []byte("PokerStars ")) {
		return false
	}
	head := line
	if len(head) > 60 {
		head = head[:60]
	}
	return bytes.Contains(head, []byte("Hand #")) || bytes.Contains(head, []byte("Game #"))
}

// readBlock collects the next hand or fragment: the lines up to a blank
// line or the next header. It returns false when the input is exhausted.
func (r *Reader) readBlock() bool {
	if r.buf == nil {
		r.start()
	}
	b := &r.blk
	b.reset()
	// The loop works on copies of r.buf, r.pos, r.end, r.lines, b.lines and
	// b.start, stored back before fill (which moves the data and may drop
	// the lines) and at the end.
	buf, pos, end, lines := r.buf, r.pos, r.end, r.lines
	refs, base := b.lines, 0
	started := false // !b.empty(): a line, or an overflow, is in the block
loop:
	for {
		if started && !b.overflow {
			// The usual lines, in a loop without calls: not blank, not a
			// possible header or marker, in a block of usual size.
			at, found := r.nlAt, r.nlEnd
			for ; at < found; at++ {
				stop := int(r.nl[at])
				if c := buf[pos]; c <= ' ' || c == 'P' || c == '*' || stop-base > maxBlockBytes {
					break
				}
				refs = append(refs, lineRef{int32(pos - base), int32(stop - base)})
				pos = stop + 1
				lines++
			}
			r.nlAt = at
		}
		if r.nlAt == r.nlEnd {
			r.findLines(pos)
		}
		i := -1
		if r.nlAt < r.nlEnd {
			i = int(r.nl[r.nlAt]) - pos
		}
		next := pos + i + 1
		if i < 0 {
			r.pos, r.lines, b.lines = pos, lines, refs
			more := r.fill()
			buf, pos, end, refs, base = r.buf, r.pos, r.end, b.lines, b.start
			started = !b.empty()
			if more {
				continue
			}
			if pos == end {
				break // end of input
			}
			i, next = end-pos, end // a last line without a newline
		}
		// A line is stored as found; the parser trims it. Only its first
		// byte is looked at here, for the lines that end a block or count
		// for maxEvents.
		start, stop := pos, pos+i
		switch c := buf[start]; {
		case c <= ' ' && len(trimRight(buf[start:stop])) == 0: // only spaces, tabs and carriage returns
			pos = next
			r.nlAt++
			lines++
			if started {
				break loop
			}
			continue
		case c == 'P' && started && isHeader(buf[start:stop]):
			break loop // the header starts the next block
		}
		pos = next
		r.nlAt++
		lines++
		if !started {
			for start < stop && buf[start] == 0 {
				start++
			}
			b.start, b.first, base = start, lines, start
			started = true
		}
		if b.overflow {
			continue
		}
		if stop-base > maxBlockBytes {
			b.overflow = true
			refs = refs[:0]
			continue
		}
		if start < stop && buf[start] == '*' {
			b.note(buf[start:stop], len(refs))
		}
		refs = append(refs, lineRef{int32(start - base), int32(stop - base)})
	}
	b.lines = refs
	r.pos, r.lines = pos, lines
	if b.empty() {
		return false
	}
	if !b.overflow {
		b.buf = r.buf[b.start : b.start+int(b.lines[len(b.lines)-1].end)]
	}
	return true
}

// findLines fills r.nl with the offsets of the next newlines in
// r.buf[pos:r.end], many at a time, by findNewlines: a call of
// IndexByte for every line costs a call, and the spilling of the block
// reader's registers around it, per line.
func (r *Reader) findLines(pos int) {
	n, done := findNewlines(r.buf[pos:r.end], pos, r.nl[:])
	if pos+done+16 > r.end { // the last bytes, fewer than 16
		for i := pos + done; i < r.end && n < len(r.nl); i++ {
			if r.buf[i] == '\n' {
				r.nl[n] = int32(i)
				n++
			}
		}
	}
	r.nlAt, r.nlEnd = 0, n
}

// decodeBlock re-reads as Windows-1252 every line of the block that is not
// valid UTF-8.
func (b *block) decode() {
	if utf8.Valid(b.buf) {
		return
	}
	dec := charmap.Windows1252.NewDecoder()
	var out []byte
	lines := make([]lineRef, len(b.lines))
	for i := range b.lines {
		l := b.line(i)
		if !utf8.Valid(l) {
			if d, err := dec.Bytes(l); err == nil {
				l = d
			}
		}
		off := len(out)
		out = append(out, l...)
		lines[i] = lineRef{int32(off), int32(len(out))}
	}
	b.buf, b.lines = out, lines
}

// Next returns the next accepted hand. A rejected hand or unreadable fragment
// comes back as an *Error: report it and call Next again. Next returns io.EOF
// at the end of the input; any other error is a fatal read error. The hand
// belongs to the caller.
func (r *Reader) Next() (*hand.Hand, error) {
	for r.readBlock() {
		h, err := r.parseBlock()
		if err != nil {
			r.stats.Rejected++
			return nil, err
		}
		if h != nil {
			r.stats.Hands++
			return h, nil
		}
	}
	if r.err != nil && r.err != io.EOF {
		return nil, fmt.Errorf("read %s: %w", r.file, r.err)
	}
	return nil, io.EOF
}

// parseBlock turns the current block into a hand, nil (a hand of another
// game, or text skipped after an unsupported-site report), or an *Error.
func (r *Reader) parseBlock() (*hand.Hand, *Error) {
	b := &r.blk
	if b.overflow {
		return nil, &Error{File: r.file, Line: b.first, Err: fmt.Errorf("%w: more than %d bytes without a blank line", ErrLineTooLong, maxBlockBytes)}
	}
	first := b.line(0)
	if !isHeader(first) {
		if r.seenHeader {
			return nil, &Error{File: r.file, Line: b.first, Raw: b.raw(),
				Err: fmt.Errorf("%w: text outside a hand: %q", ErrUnknownLine, clip(first))}
		}
		if r.reportedSite {
			return nil, nil
		}
		r.reportedSite = true
		return nil, &Error{File: r.file, Line: b.first, Raw: clip(first),
			Err: fmt.Errorf("%w: first line is %q", ErrUnsupportedSite, clip(first))}
	}
	r.seenHeader = true
	plain := asciiNoNUL(b.buf)
	at := -1
	if !plain {
		at = bytes.IndexByte(b.buf, 0)
	}
	if at >= 0 {
		line := 0
		for line+1 < len(b.lines) && int(b.lines[line].end) < at {
			line++
		}
		return nil, &Error{File: r.file, Line: b.num(line), HandID: handID(first), Raw: b.raw(),
			Err: fmt.Errorf("%w: NUL byte inside a hand", ErrBinary)}
	}
	if !plain {
		b.decode()
	}
	if r.ReuseHands != (r.p.slab.reuse != nil) {
		r.p.slab.reuse = nil
		if r.ReuseHands {
			r.p.slab.reuse = new(reused)
		}
	}
	h, other, err := r.p.parse(b, r.file)
	if err != nil {
		e := &Error{File: r.file, HandID: string(r.p.id), Err: err, Raw: b.raw()}
		var le *lineError
		if errors.As(err, &le) {
			e.Line, e.Err = le.line, le.err
		}
		return nil, e
	}
	if other {
		r.stats.OtherGame++
		return nil, nil
	}
	return h, nil
}

// asciiNoNUL reports whether b is all ASCII without a NUL byte: the high
// bits of 32 bytes at a time are or-ed together, and the (vectorised) NUL
// search runs only on ASCII text. When it holds, neither the UTF-8 check
// nor the cp1252 decoding is needed.
func asciiNoNUL(b []byte) bool {
	var acc uint64
	i := 0
	for ; i+32 <= len(b); i += 32 {
		c := b[i : i+32 : i+32]
		acc |= binary.LittleEndian.Uint64(c) | binary.LittleEndian.Uint64(c[8:]) |
			binary.LittleEndian.Uint64(c[16:]) | binary.LittleEndian.Uint64(c[24:])
	}
	for ; i < len(b); i++ {
		acc |= uint64(b[i])
	}
	return acc&0x8080808080808080 == 0 && bytes.IndexByte(b, 0) < 0
}

// handID returns the hand number of a header line, or "".
func handID(header []byte) string {
	i := bytes.IndexByte(header, '#')
	if i < 0 {
		return ""
	}
	j := i + 1
	for j < len(header) && header[j] >= '0' && header[j] <= '9' {
		j++
	}
	return string(header[i+1 : j])
}

// clip shortens a line for an error message.
func clip(b []byte) string {
	if len(b) > 80 {
		return string(b[:80]) + "..."
	}
	return string(b)
}

// ParseFile parses the file at path, calling fn for every accepted hand and
// errs for every rejected one (errs may be nil). It stops at the first error
// fn returns, or at a read error.
func ParseFile(path string, fn func(*hand.Hand) error, errs func(*Error)) (Stats, error) {
	return parseFile(path, false, fn, errs)
}

// ParseFileReuse is ParseFile with Reader.ReuseHands set: the hand passed
// to fn is valid only until fn returns (its strings stay valid). It suits
// a caller that looks at each hand once, and is faster.
func ParseFileReuse(path string, fn func(*hand.Hand) error, errs func(*Error)) (Stats, error) {
	return parseFile(path, true, fn, errs)
}

func parseFile(path string, reuse bool, fn func(*hand.Hand) error, errs func(*Error)) (Stats, error) {
	f, err := os.Open(path)
	if err != nil {
		return Stats{}, err
	}
	defer f.Close()
	r := NewReader(f, path)
	r.ReuseHands = reuse
	return parseAll(r, fn, errs)
}

// parseAll drains r.
func parseAll(r *Reader, fn func(*hand.Hand) error, errs func(*Error)) (Stats, error) {
	for {
		h, err := r.Next()
		if err == io.EOF {
			return r.Stats(), nil
		}
		var pe *Error
		if errors.As(err, &pe) {
			if errs != nil {
				errs(pe)
			}
			continue
		}
		if err != nil {
			return r.Stats(), err
		}
		if err := fn(h); err != nil {
			return r.Stats(), err
		}
	}
}
