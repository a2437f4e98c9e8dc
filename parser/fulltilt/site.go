// Package fulltilt reads and writes Full Tilt Poker hand histories of the
// stud family (Stud H/L, Stud Hi, Razz; 5 Card Stud is counted as another
// game) into the neutral hand model: cash and tournament headers, the local
// time with its bracketed ET time, UTF-16 files, chat and table-status
// lines. Append is its inverse: it prints a hand as the Full Tilt client
// saved it, for the generator and the round-trip tests.
package fulltilt

import (
	"bytes"
	"io"

	"github.com/stud8/stud8/parser"
)

// Name is the site's name in the registry and in hand.Hand.Site.
const Name = "FullTilt"

// Site is Full Tilt Poker in the registry of parser/sites.
var Site = parser.Site{
	Name:   Name,
	Detect: func(head []byte) bool { return isHeader(parser.FirstLine(head)) },
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		t := NewReader(r, file)
		t.ReuseHands = opt.ReuseHands
		return t
	},
	Writer: &parser.Writer{Ext: ".txt", Append: Append},
}

// NewReader returns a reader of Full Tilt text over r; file names the
// source in positions and errors.
func NewReader(r io.Reader, file string) *parser.TextReader {
	return parser.NewTextReader(r, file, parser.TextFormat{Site: Name, HeaderStart: 'F', Grammar: &handParser{}}, parser.Options{})
}

const headerPrefix = "Full Tilt Poker Game #"

// isHeader reports whether line starts a Full Tilt hand.
func isHeader(line []byte) bool { return bytes.HasPrefix(line, []byte(headerPrefix)) }
