// Package pokerstars reads and writes PokerStars hand histories of the stud
// family (Seven Card Stud Hi/Lo, Stud High, Razz) into the neutral hand
// model: every header variant the corpus shows (cash, tournament, home
// game, mixed games, the upper-case export of a third-party tool), any
// encoding and line ending. Write is its inverse: it prints a hand in the
// site's own text format.
package pokerstars

import (
	"bytes"
	"io"
	"os"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Site is PokerStars in the registry of parser/sites.
var Site = parser.Site{
	Name:   "PokerStars",
	Detect: func(head []byte) bool { return parser.AnyLine(head, isHeader) },
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		t := NewReader(r, file)
		t.ReuseHands = opt.ReuseHands
		return t
	},
	Writer: &parser.Writer{Ext: ".txt", Append: Append},
}

// NewReader returns a reader of PokerStars text over r; file names the
// source in positions and errors.
func NewReader(r io.Reader, file string) *parser.TextReader {
	return parser.NewTextReader(r, file, parser.TextFormat{Site: "PokerStars", HeaderStart: 'P', Grammar: &handParser{}}, parser.Options{})
}

// ParseFile parses the PokerStars file at path with parser.ParseAll.
func ParseFile(path string, fn func(*hand.Hand) error, errs func(*parser.Error)) (parser.Stats, error) {
	f, err := os.Open(path)
	if err != nil {
		return parser.Stats{}, err
	}
	defer f.Close()
	return parser.ParseAll(NewReader(f, path), fn, errs)
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
