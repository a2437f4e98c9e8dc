package parser

import (
	"io"
)

// Sections is a text hand's line grammar below its header: the one loop
// every text reader runs over the lines of a hand, instead of a loop of
// its own. Body reads a line before the summary, Summary a line of it; In
// tells which of them the next line goes to (a Body line that starts the
// summary sets the reader's state so that In answers true from then on).
type Sections interface {
	Body(line []byte, num int) error
	Summary(line []byte, num int) error
	InSummary() bool
}

// Walk runs the lines of b from line from to its end through s, skipping
// blank lines, and returns the first error with its line number
// (Fail(num, err)). It is the body/summary loop of every text reader.
func (b *Block) Walk(from int, s Sections) error {
	for i := from; i < len(b.lines); i++ {
		l := b.Text(i)
		if len(l) == 0 {
			continue
		}
		var err error
		if s.InSummary() {
			err = s.Summary(l, b.Num(i))
		} else {
			err = s.Body(l, b.Num(i))
		}
		if err != nil {
			return Fail(b.Num(i), err)
		}
	}
	return nil
}

// TextSite is the descriptor of a site whose hand histories are text
// read by a TextReader: name, the first byte of its headers, the header
// test, a new Grammar per reader and its optional writer. Detect finds a
// header on any line of the head of an input (AnyLine), so that a line a
// tool or a user put before the first hand costs only itself.
func TextSite(name string, headerStart byte, isHeader func(line []byte) bool, grammar func() Grammar, w *Writer) Site {
	return Site{
		Name: name,
		Detect: func(head []byte) bool {
			return AnyLine(head, func(l []byte) bool { return len(l) > 0 && l[0] == headerStart && isHeader(l) })
		},
		Open: func(r io.Reader, file string, opt Options) HandReader {
			return NewTextReader(r, file, TextFormat{Site: name, HeaderStart: headerStart, Grammar: grammar()}, opt)
		},
		Writer: w,
	}
}
