// Package partypoker reads PartyPoker hand histories of the stud family
// (Seven Card Stud, Stud Hi-Lo, Razz) into the neutral hand model: cash and
// tournament headers, the "Game #N starts." preamble, amounts written as the
// chips each action adds, opponents' cards never printed (their deals are
// recorded as unknown cards), no uncalled-bet line, no summary and no rake
// line (the summary is derived from the award lines and the rake is what
// the awards leave of the pot).
package partypoker

import (
	"bytes"
	"errors"
	"io"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Name is the site's name as stored in hand.Hand.Site.
const Name = "PartyPoker"

// Site is PartyPoker in the registry of parser/sites.
var Site = parser.Site{
	Name: Name,
	Detect: func(head []byte) bool {
		return parser.AnyLine(head, func(l []byte) bool { return isHeader(l) || isPreamble(l) })
	},
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		return NewReader(r, file, opt)
	},
}

// Reader reads PartyPoker text. It is a parser.TextReader whose hands
// start at "#Game No : N"; the "Game #N starts." line some files print
// before it (then a blank line) is skipped, not reported.
type Reader struct {
	t       *parser.TextReader
	skipped int
}

// NewReader returns a reader of PartyPoker text over r; file names the
// source in positions and errors.
func NewReader(r io.Reader, file string, opt parser.Options) *Reader {
	return &Reader{t: parser.NewTextReader(r, file, parser.TextFormat{Site: Name, HeaderStart: '#', Grammar: &handParser{}}, opt)}
}

// Next returns the next hand, an *parser.Error for a rejected one, or io.EOF.
func (r *Reader) Next() (*hand.Hand, error) {
	for {
		h, err := r.t.Next()
		if err == nil {
			return h, nil
		}
		var pe *parser.Error // (escapes: declared only for an error)
		if errors.As(err, &pe) && isPreamble(bytes.TrimSpace([]byte(pe.Raw))) {
			r.skipped++
			continue
		}
		return h, err
	}
}

// Stats returns the counts so far; skipped preambles are not rejects.
func (r *Reader) Stats() parser.Stats {
	st := r.t.Stats()
	st.Rejected -= r.skipped
	return st
}

// isHeader reports whether line starts a PartyPoker hand: "#Game No : 9581478205".
func isHeader(line []byte) bool { return parser.HasPrefix(line, "#Game No : ") }

// isPreamble reports whether line is "Game #9581478205 starts.".
func isPreamble(line []byte) bool {
	rest, ok := bytes.CutPrefix(line, []byte("Game #"))
	if !ok {
		return false
	}
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	return i > 0 && string(rest[i:]) == " starts."
}
