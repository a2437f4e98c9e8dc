package parser

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"github.com/stud8/stud8/hand"
)

// Limits that keep memory constant whatever the input.
const (
	maxBlockBytes = 1 << 20 // a hand longer than this is rejected
	// maxGarbage is the run of blank or NUL lines between hands that is
	// skipped without a word; a longer one is a reject of its own (a disk
	// image, a file filled with NULs by a crash), and reading goes on.
	maxGarbage = 1 << 20
	// maxStretch bounds one stretch that holds no hand: a block (or line)
	// that goes on without a blank line or header, or a run of blank or
	// NUL lines. An input that goes on longer (/dev/zero) is abandoned with
	// a reject saying so, instead of being read for ever; anything shorter
	// costs only the hand (or the gap between hands) it falls in.
	maxStretch  = 64 << 20
	readBufSize = 32 << 10
	// SniffSize is how many decoded bytes a site's Detect is shown: a
	// header anywhere in them is found, whatever comes before it.
	SniffSize = 64 << 10
)

// Stats counts what a reader has seen so far.
type Stats struct {
	Site      string // the site whose format the reader reads
	Hands     int    // accepted stud-family hands
	Rejected  int    // *Error values returned: rejected hands and unreadable fragments
	OtherGame int    // hands of other games (hold'em, Omaha, draw) skipped in mixed files
	// Others counts the hands of other games by the label their headers
	// give the game (AddOther), in the order first seen.
	Others []OtherCount `json:",omitempty"`
}

// TextReader streams hands out of a text hand-history file of one site:
// it decodes the text, splits it into blocks (a hand, or a fragment) on
// blank lines and on the site's header lines, and hands each block to the
// site's Grammar. It is the HandReader of every text format.
type TextReader struct {
	file string
	fmt  TextFormat
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

	blk Block

	// ReuseHands, set before a call to Next, lets Next return a hand that
	// shares memory with the hand before it, as encoding/csv's ReuseRecord
	// does for records: the hand and its slices are valid only until the next
	// call to Next (its strings stay valid). A caller that looks at each hand
	// once (a summary, a replay written out at once) saves the writing of
	// about 4 KB of fresh memory per hand.
	ReuseHands bool

	blankRun  int    // bytes of blank or NUL lines skipped in a row
	runLine   int    // the line the run of blank lines starts on
	abandon   *Error // the reason the rest of the input is skipped, until returned
	abandoned bool   // the rest of the input is skipped
	// queue holds rejects that Next returns before anything else: a long
	// run of blank lines found when the block after it starts, the text
	// after a hand (trailer).
	queue   []*Error
	pending bool      // the block read is still to be parsed (after the queue)
	probe   []lineRef // scratch line table of trailer

	seenHeader   bool // a header of the site has been seen in this file
	reportedSite bool // the ErrUnknownFormat error has been returned
	stats        Stats
}

// Block is the text of one hand (or fragment): a contiguous stretch of the
// reader's buffer and where its lines are, without line terminators. A
// Grammar reads it through its methods; it is valid until the Grammar's
// Parse returns.
type Block struct {
	start    int // offset of the block in Reader.buf while it is being read
	buf      []byte
	lines    []lineRef
	overflow bool  // too long: content dropped, only counted
	dropped  int64 // bytes dropped from an overflowing block
	text     bool  // the dropped bytes hold more than NULs
	lineEnd  bool  // the dropped bytes hold a line end
	first    int   // number of the first line; line i is number first+i
	summary  int   // index of the first "*** SUMMARY" line, -1 if none
	markers  int   // street and show-down marker lines before the summary

	// dec and decLines are kept for decode: the text and line table of the
	// last decoded block (decLines is the table not in use as lines).
	dec      []byte
	decLines []lineRef
}

// lineRef locates one line in block.buf: its bytes up to the newline,
// which may end with carriage returns and spaces.
type lineRef struct {
	off, end int32
}

func (b *Block) reset() {
	b.buf = nil
	b.lines = b.lines[:0]
	b.overflow = false
	b.dropped, b.text, b.lineEnd = 0, false, false
	b.first = 0
	b.summary, b.markers = -1, 0
}

func (b *Block) empty() bool { return len(b.lines) == 0 && !b.overflow }

// Len is the number of lines of the block.
func (b *Block) Len() int { return len(b.lines) }

// Line is line i without its carriage returns.
func (b *Block) Line(i int) []byte {
	l := b.buf[b.lines[i].off:b.lines[i].end]
	for len(l) > 0 && l[len(l)-1] == '\r' {
		l = l[:len(l)-1]
	}
	return l
}

// Text is line i without trailing spaces, tabs and carriage returns.
func (b *Block) Text(i int) []byte { return TrimRight(b.buf[b.lines[i].off:b.lines[i].end]) }

// Num is the number of line i in the file.
func (b *Block) Num(i int) int { return b.first + i }

// MaxEvents bounds the number of events of the body lines from i on: one
// per line up to the summary, except street markers. (Only a capacity: a
// marker-like line before i makes it one short.)
func (b *Block) MaxEvents(i int) int {
	end := len(b.lines)
	if b.summary >= 0 {
		end = b.summary
	}
	return max(end-i-b.markers, 0)
}

// note counts line l, line n of the block, for maxEvents.
func (b *Block) note(l []byte, n int) {
	if len(l) > 4 && l[0] == '*' && l[1] == '*' && b.summary < 0 {
		if len(l) >= 11 && string(l[:11]) == "*** SUMMARY" {
			b.summary = n
		} else if !(len(l) >= 15 && string(l[:15]) == "*** RIVER *** [") {
			b.markers++
		}
	}
}

// Raw returns the block's text, lines joined by "\n".
func (b *Block) Raw() string {
	var s bytes.Buffer
	for i := range b.lines {
		if i > 0 {
			s.WriteByte('\n')
		}
		s.Write(b.Line(i))
	}
	return s.String()
}

// TextFormat is what a TextReader needs to know of a site's text format.
type TextFormat struct {
	Site string // the site's name, as stored in hand.Hand.Site
	// HeaderStart is the first byte of every header line (the block reader
	// looks further only at lines that start with it).
	HeaderStart byte
	Grammar     Grammar
}

// Grammar reads the blocks of one site's text format into hands.
type Grammar interface {
	// IsHeader reports whether line (which starts with HeaderStart) starts a hand.
	IsHeader(line []byte) bool
	// Parse turns the block of one hand into a hand, or reports other for a
	// hand of another game. An error is a *LineError or carries no line.
	// With reuse set, the hand may share memory with the previous one (see
	// Options.ReuseHands). HandID is the hand number for errors, "" if unknown.
	Parse(b *Block, file string, reuse bool) (h *hand.Hand, other bool, err error)
	// HandID is the id of the hand being (or last) parsed, for errors.
	HandID() string
	// GameLabel is the game label of the hand last parsed when Parse
	// reported it of another game ("Hold'em No Limit"), valid until the
	// next Parse: the reader counts the hand under it.
	GameLabel() []byte
}

// NoiseGrammar is a Grammar that knows blocks of its format that are
// neither a hand nor worth an error (PartyPoker's "Game #N starts." line).
// Such a block after the first header of a file is skipped, unreported.
type NoiseGrammar interface {
	Grammar
	// Noise reports whether b, whose first line is no header, is noise.
	Noise(b *Block) bool
}

// NewTextReader returns a reader of f's format over r; file names the
// source in positions and errors. r is decoded by Decode (a reader that
// Decode returned is used as it is), and any hand that is not valid UTF-8
// is read line by line as Windows-1252.
func NewTextReader(r io.Reader, file string, f TextFormat, opt Options) *TextReader {
	t := &TextReader{file: file, fmt: f, src: r, ReuseHands: opt.ReuseHands}
	t.stats.Site = f.Site
	return t
}

// Stats returns the counts so far (final after Next has returned io.EOF).
func (r *TextReader) Stats() Stats { return r.stats }

// start sets up the decoding and the buffer.
func (r *TextReader) start() {
	r.src = Decode(r.src)
	r.buf = make([]byte, readBufSize)
}

// decoded is an input that Decode has already wrapped.
type decoded struct{ *bufio.Reader }

// Decode returns r decoded to UTF-8 (or Windows-1252, decided per hand
// later) from what its first bytes show: a UTF-8 BOM is skipped, UTF-16
// LE/BE (with a BOM, or without one when the NUL pattern is unmistakable,
// or with a BOM at the start of a line after a few lines of ASCII) is
// decoded, resynchronising after a lost byte (utf16Reader). The result is
// buffered so that Peek can look at the first SniffSize bytes; Decode of
// its own result returns it unchanged.
func Decode(src io.Reader) io.Reader {
	if d, ok := src.(decoded); ok {
		return d
	}
	br := bufio.NewReaderSize(src, SniffSize)
	head, _ := br.Peek(4)
	var dec io.Reader
	switch {
	case bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}):
		br.Discard(3)
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		br.Discard(2)
		dec = newUTF16Reader(br, false)
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		br.Discard(2)
		dec = newUTF16Reader(br, true)
	case len(head) == 4 && head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0:
		dec = newUTF16Reader(br, false)
	case len(head) == 4 && head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0:
		dec = newUTF16Reader(br, true)
	default:
		all, _ := br.Peek(SniffSize)
		if at, big := utf16After(all); at >= 0 {
			prefix := make([]byte, at)
			io.ReadFull(br, prefix)
			br.Discard(2)
			dec = io.MultiReader(bytes.NewReader(prefix), newUTF16Reader(br, big))
		}
	}
	if dec == nil {
		return decoded{crOnly(br)}
	}
	dbr := bufio.NewReaderSize(dec, SniffSize)
	if head, _ := dbr.Peek(3); bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}) {
		dbr.Discard(3)
	}
	return decoded{crOnly(dbr)}
}

// crOnly returns br, or, when its first SniffSize bytes end lines with
// carriage returns only (classic Mac OS), a reader of it that ends them
// with newlines. The block reader finds newlines only; files with other
// line ends do not pay for the translation.
func crOnly(br *bufio.Reader) *bufio.Reader {
	head, _ := br.Peek(SniffSize)
	if bytes.IndexByte(head, '\n') >= 0 || bytes.IndexByte(head, '\r') < 0 {
		return br
	}
	return bufio.NewReaderSize(&crReader{r: br}, SniffSize)
}

// crReader turns carriage returns into newlines (a CR LF pair into one
// newline, should the line ends change later in the input).
type crReader struct {
	r      io.Reader
	lastCR bool
}

func (c *crReader) Read(p []byte) (int, error) {
	for {
		n, err := c.r.Read(p)
		w := 0
		for _, b := range p[:n] {
			switch {
			case b == '\r':
				p[w], c.lastCR = '\n', true
				w++
			case b == '\n' && c.lastCR:
				c.lastCR = false
			default:
				p[w], c.lastCR = b, false
				w++
			}
		}
		if w > 0 || err != nil {
			return w, err
		}
	}
}

// Peek returns up to n of the first bytes of a reader that Decode
// returned, without consuming them (nil for another reader).
func Peek(r io.Reader, n int) []byte {
	d, ok := r.(decoded)
	if !ok {
		return nil
	}
	head, _ := d.Peek(min(n, SniffSize))
	return head
}

// fill reads more input, first moving what must be kept (the block being
// read, or the unread data) to the front of the buffer; the buffer grows
// when a block fills it. It returns false when nothing more can be read.
func (r *TextReader) fill() bool {
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
				r.endRun(r.lines)
				r.blk.first = r.lines + 1
			}
			r.blk.overflow = true
			r.blk.lines = r.blk.lines[:0]
			if !r.blk.text && bytes.ContainsFunc(r.buf[:r.end], func(c rune) bool { return c != 0 }) {
				r.blk.text = true
			}
			if !r.blk.lineEnd && bytes.IndexByte(r.buf[:r.end], '\n') >= 0 {
				r.blk.lineEnd = true
			}
			r.blk.dropped += int64(r.end)
			r.pos, r.end = 0, 0
			if r.blk.dropped > maxStretch {
				// No line end in sight: give up the input.
				r.abandoned, r.err = true, io.EOF
				return true
			}
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

// isBlank reports whether l holds only spaces, tabs, carriage returns and
// NUL bytes (which some clients write before the first hand).
func isBlank(l []byte) bool {
	for _, c := range l {
		if c != ' ' && c != '\t' && c != '\r' && c != 0 {
			return false
		}
	}
	return true
}

// trimCR drops trailing carriage returns.
func trimCR(l []byte) []byte {
	for len(l) > 0 && l[len(l)-1] == '\r' {
		l = l[:len(l)-1]
	}
	return l
}

// readBlock collects the next hand or fragment: the lines up to a blank
// line or the next header. It returns false when the input is exhausted.
func (r *TextReader) readBlock() bool {
	if r.buf == nil {
		r.start()
	}
	if r.abandoned {
		return false
	}
	b := &r.blk
	b.reset()
	// The loop works on copies of r.buf, r.pos, r.end, r.lines, b.lines and
	// b.start, stored back before fill (which moves the data and may drop
	// the lines) and at the end.
	buf, pos, end, lines := r.buf, r.pos, r.end, r.lines
	hb := r.fmt.HeaderStart
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
				if c := buf[pos]; c <= ' ' || c == hb || c == '*' || c == bom0 || stop-base > maxBlockBytes {
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
				r.endRun(lines)
				break // end of input
			}
			i, next = end-pos, end // a last line without a newline
		}
		// A line is stored as found; the parser trims it. Only its first
		// byte is looked at here, for the lines that end a block or count
		// for maxEvents.
		start, stop := pos, pos+i
		switch c := buf[start]; {
		case c <= ' ' && isBlank(buf[start:stop]): // only spaces, tabs, carriage returns and NULs
			pos = next
			r.nlAt++
			lines++
			if started {
				break loop
			}
			if r.blankRun == 0 {
				r.runLine = lines
			}
			if r.blankRun += next - start; r.blankRun > maxStretch {
				r.abandonAt(r.runLine, fmt.Errorf("%w: %s blank or NUL bytes without a hand: rest of the input skipped", ErrBinary, thousands(int64(r.blankRun))))
				r.blankRun = 0
				r.pos, r.lines, b.lines = pos, lines, refs
				return false
			}
			continue
		case c == hb && started && r.fmt.Grammar.IsHeader(trimCR(buf[start:stop])):
			break loop // the header starts the next block
		case c == bom0 && started && hasBOM(buf[start:stop]) && stop-start > 3 && buf[start+3] == hb &&
			r.fmt.Grammar.IsHeader(trimCR(buf[start+3:stop])):
			break loop // a header after a byte-order mark (files joined by a tool)
		}
		pos = next
		r.nlAt++
		lines++
		if !started {
			r.endRun(lines - 1)
			for start < stop && buf[start] == 0 {
				start++
			}
			if hasBOM(buf[start:stop]) {
				start += 3
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

// bom0 is the first byte of a UTF-8 byte-order mark.
const bom0 = 0xEF

// hasBOM reports whether l starts with a UTF-8 byte-order mark, which a
// file joined to another after its first line carries in its middle.
func hasBOM(l []byte) bool { return len(l) >= 3 && l[0] == bom0 && l[1] == 0xBB && l[2] == 0xBF }

// endRun ends the run of blank or NUL lines before line last+1: a run
// longer than maxGarbage is queued as a reject of its own.
func (r *TextReader) endRun(last int) {
	if r.blankRun > maxGarbage {
		r.queue = append(r.queue, &Error{File: r.file, Line: r.runLine,
			Err: fmt.Errorf("%w: %s blank or NUL bytes without a hand (lines %d-%d)", ErrBinary, thousands(int64(r.blankRun)), r.runLine, last)})
	}
	r.blankRun = 0
}

// findLines fills r.nl with the offsets of the next newlines in
// r.buf[pos:r.end], many at a time, by findNewlines: a call of
// IndexByte for every line costs a call, and the spilling of the block
// reader's registers around it, per line.
func (r *TextReader) findLines(pos int) {
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

// decode re-reads as Windows-1252 every line of the block that is not
// valid UTF-8. The block is copied whole, so that its line table holds for
// the lines that are valid; each other line is decoded after the copy and
// its entry pointed there. The text and its line table are kept in the
// block for the next hand that needs them (the block is valid only until
// Parse returns), and the bytes are mapped through a table, runs of ASCII
// copied at once: no allocation per line.
func (b *Block) decode() {
	if validUTF8(b.buf) {
		return
	}
	out := append(b.dec[:0], b.buf...)
	lines := append(b.decLines[:0], b.lines...)
	for i := range lines {
		l := out[lines[i].off:lines[i].end]
		j := asciiLen(l)
		if j == len(l) || validUTF8(l[j:]) {
			continue
		}
		off := len(out)
		out = append(out, l[:j]...)
		out = appendCP1252(out, l[j:])
		lines[i] = lineRef{int32(off), int32(len(out))}
	}
	b.decLines, b.lines = b.lines, lines
	b.buf, b.dec = out, out
}

// asciiLen returns the length of the ASCII run that starts b, eight bytes
// at a time.
func asciiLen(b []byte) int {
	i := 0
	for i+8 <= len(b) && binary.LittleEndian.Uint64(b[i:i+8:i+8])&0x8080808080808080 == 0 {
		i += 8
	}
	for i < len(b) && b[i] < utf8.RuneSelf {
		i++
	}
	return i
}

// appendCP1252 appends s read as Windows-1252, in UTF-8, to out.
func appendCP1252(out, s []byte) []byte {
	for len(s) > 0 {
		j := asciiLen(s)
		out = append(out, s[:j]...)
		if j == len(s) {
			break
		}
		e := &cp1252UTF8[s[j]-utf8.RuneSelf]
		out = append(out, e.b[:e.n]...)
		s = s[j+1:]
	}
	return out
}

// cp1252UTF8 is the UTF-8 encoding of the bytes 0x80-0xFF read as
// Windows-1252, as charmap.Windows1252 decodes them.
var cp1252UTF8 = func() (t [128]struct {
	b [4]byte
	n uint8
}) {
	for i := range t {
		r := charmap.Windows1252.DecodeByte(byte(i + utf8.RuneSelf))
		t[i].n = uint8(utf8.EncodeRune(t[i].b[:], r))
	}
	return t
}()

// Next returns the next accepted hand. A rejected hand or unreadable fragment
// comes back as an *Error: report it and call Next again. Next returns io.EOF
// at the end of the input; any other error is a fatal read error. The hand
// belongs to the caller.
func (r *TextReader) Next() (*hand.Hand, error) {
	for {
		if len(r.queue) > 0 {
			e := r.queue[0]
			r.queue = r.queue[1:]
			r.stats.Rejected++
			return nil, e
		}
		if !r.pending && !r.readBlock() {
			if len(r.queue) > 0 {
				continue
			}
			break
		}
		if r.pending = len(r.queue) > 0; r.pending {
			continue // the rejects before the block first
		}
		if r.abandoned && r.blk.overflow {
			r.blk.overflow = false
			what := "bytes"
			if !r.blk.text {
				what = "NUL bytes"
			}
			end := "a line end"
			if r.blk.lineEnd {
				end = "a blank line or a hand header"
			}
			r.abandonAt(r.blk.first, fmt.Errorf("%w: %s %s without %s: rest of the input skipped", ErrTooLong, thousands(r.blk.dropped), what, end))
			break
		}
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
	r.endRun(r.lines)
	if e := r.abandon; e != nil {
		r.abandon = nil
		r.stats.Rejected++
		return nil, e
	}
	if r.err != nil && r.err != io.EOF {
		return nil, fmt.Errorf("read %s: %w", r.file, r.err)
	}
	return nil, io.EOF
}

// abandonAt stops the reading of the input: the next call of Next returns
// err as a reject at line, then io.EOF.
func (r *TextReader) abandonAt(line int, err error) {
	r.abandoned = true
	r.abandon = &Error{File: r.file, Line: line, Err: err}
}

// thousands writes n with commas between groups of three digits.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// parseBlock turns the current block into a hand, nil (a hand of another
// game, or text skipped after an unknown-format report), or an *Error.
func (r *TextReader) parseBlock() (*hand.Hand, *Error) {
	b := &r.blk
	if b.overflow {
		return nil, &Error{File: r.file, Line: b.first, Err: fmt.Errorf("%w: hand is longer than %d MiB (no blank line or header)", ErrTooLong, maxBlockBytes>>20)}
	}
	first := b.Line(0)
	if len(first) == 0 || first[0] != r.fmt.HeaderStart || !r.fmt.Grammar.IsHeader(first) {
		if r.seenHeader {
			if ng, ok := r.fmt.Grammar.(NoiseGrammar); ok && ng.Noise(b) {
				return nil, nil
			}
			return nil, &Error{File: r.file, Line: b.first, Raw: b.Raw(),
				Err: fmt.Errorf("%w: text outside a hand: %q", ErrUnknownLine, Clip(first))}
		}
		if r.reportedSite {
			return nil, nil
		}
		r.reportedSite = true
		return nil, &Error{File: r.file, Line: b.first, Raw: Clip(first),
			Err: fmt.Errorf("%w: first line is %q, not a %s hand", ErrUnknownFormat, Clip(first), r.fmt.Site)}
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
		return nil, &Error{File: r.file, Line: b.Num(line), HandID: handID(first), Raw: b.Raw(),
			Err: fmt.Errorf("%w: NUL byte inside a hand", ErrBinary)}
	}
	if !plain {
		b.decode()
	}
	h, other, err := r.fmt.Grammar.Parse(b, r.file, r.ReuseHands)
	if err != nil {
		e := &Error{File: r.file, HandID: r.fmt.Grammar.HandID(), Err: err, Raw: b.Raw()}
		var le *LineError
		if errors.As(err, &le) {
			e.Line, e.Err = le.Line, le.Err
			if th, tother, tail := r.trailer(b, le.Err, le.Line); tail != nil {
				r.queue = append(r.queue, tail)
				h, other, err = th, tother, nil
			}
		}
		if err != nil {
			return nil, e
		}
	}
	if other {
		r.stats.AddOther(r.fmt.Grammar.GameLabel())
		return nil, nil
	}
	if err := DealtTwice(h); err != nil {
		var le *LineError
		errors.As(err, &le)
		return nil, &Error{File: r.file, Line: le.Line, HandID: h.ID, Err: le.Err, Raw: b.Raw()}
	}
	return h, nil
}

// maxProbes bounds the lines trailer tries in place of the first one
// the grammar refused.
const maxProbes = 64

// trailer reads the block of a hand that its grammar refused at line num
// (for err, an unknown or summary line) as a hand followed by text that is
// not part of it (garbage written straight after the last hand, no blank
// line between): when line num starts with no word that starts a line
// before it, the lines before num
// parse as a hand and none of the lines from num on (the first maxProbes)
// would parse in num's place, the hand is those lines and the rest is a
// reject of its own (tail). Otherwise the damage is inside the hand (a
// line after it fits where it stands), and tail is nil: the block is
// rejected whole. The probes go first, the hand kept is parsed last, so
// that reused memory holds it.
func (r *TextReader) trailer(b *Block, err error, num int) (h *hand.Hand, other bool, tail *Error) {
	cut := num - b.first
	all := b.lines
	if cut <= 0 || cut >= len(all) || !errors.Is(err, ErrUnknownLine) && !errors.Is(err, ErrBadSummary) {
		return nil, false, nil
	}
	// A line that starts with the word of a line of the hand ("Seat",
	// "Dealt") is a damaged line of the hand, not text after it.
	word := b.Text(cut)
	if i := bytes.IndexAny(word, " :"); i >= 0 {
		word = word[:i+1]
	}
	for i := 0; i < cut; i++ {
		if bytes.HasPrefix(b.Text(i), word) {
			return nil, false, nil
		}
	}
	summary := b.summary
	if summary >= cut {
		b.summary = -1
	}
	defer func() { b.lines, b.summary = all, summary }()
	probe := append(r.probe[:0], all[:cut]...)
	probe = append(probe, lineRef{})
	r.probe = probe
	for j := cut; j < len(all) && j < cut+maxProbes; j++ {
		probe[cut] = all[j]
		b.lines = probe
		if _, _, err := r.fmt.Grammar.Parse(b, r.file, r.ReuseHands); err == nil {
			return nil, false, nil
		}
	}
	b.lines = all[cut:]
	raw := b.Raw()
	first := b.Line(0)
	b.lines = all[:cut]
	h, other, err = r.fmt.Grammar.Parse(b, r.file, r.ReuseHands)
	if err != nil {
		return nil, false, nil
	}
	return h, other, &Error{File: r.file, Line: num, Raw: raw,
		Err: fmt.Errorf("%w: text after the hand: %q", ErrUnknownLine, Clip(first))}
}

// asciiNoNUL reports whether b is all ASCII without a NUL byte: the high
// bits of 64 bytes at a time are or-ed together and tested (the first
// non-ASCII word ends the scan), and the (vectorised) NUL
// search runs only on ASCII text. When it holds, neither the UTF-8 check
// nor the cp1252 decoding is needed.
func asciiNoNUL(b []byte) bool {
	var acc uint64
	i := 0
	for ; i+64 <= len(b); i += 64 {
		c := b[i : i+64 : i+64]
		acc = binary.LittleEndian.Uint64(c) | binary.LittleEndian.Uint64(c[8:]) |
			binary.LittleEndian.Uint64(c[16:]) | binary.LittleEndian.Uint64(c[24:]) |
			binary.LittleEndian.Uint64(c[32:]) | binary.LittleEndian.Uint64(c[40:]) |
			binary.LittleEndian.Uint64(c[48:]) | binary.LittleEndian.Uint64(c[56:])
		if acc&0x8080808080808080 != 0 {
			return false // not ASCII: the rest need not be read
		}
	}
	for ; i < len(b); i++ {
		acc |= uint64(b[i])
	}
	return acc&0x8080808080808080 == 0 && bytes.IndexByte(b, 0) < 0
}

// validUTF8 is utf8.Valid, faster on text that is ASCII but for a few
// multi-byte characters (Winamax's amounts in euros): after each of them it
// goes back to eight bytes at a time, where utf8.Valid, once past its first
// non-ASCII byte, reads the rest a byte at a time.
func validUTF8(b []byte) bool {
	i := 0
	for {
		for i+32 <= len(b) {
			c := b[i : i+32 : i+32]
			if (binary.LittleEndian.Uint64(c)|binary.LittleEndian.Uint64(c[8:])|
				binary.LittleEndian.Uint64(c[16:])|binary.LittleEndian.Uint64(c[24:]))&0x8080808080808080 != 0 {
				break
			}
			i += 32
		}
		for i+8 <= len(b) && binary.LittleEndian.Uint64(b[i:i+8:i+8])&0x8080808080808080 == 0 {
			i += 8
		}
		for i < len(b) && b[i] < utf8.RuneSelf {
			i++
		}
		if i == len(b) {
			return true
		}
		if b[i] == 0xE2 && i+2 < len(b) && b[i+1] == 0x82 && b[i+2] == 0xAC { // €
			i += 3
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			return false
		}
		i += size
	}
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

// Clip shortens a line for an error message.
func Clip(b []byte) string {
	if len(b) > 80 {
		return string(b[:80]) + "..."
	}
	return string(b)
}

// ParseAll drains r: fn is called for every accepted hand and errs (which
// may be nil) for every rejected one. It stops at the first error fn
// returns, or at a read error.
func ParseAll(r HandReader, fn func(*hand.Hand) error, errs func(*Error)) (Stats, error) {
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
