package xmlscan

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// NewSite is the descriptor of an XML site: its name, its detection, its
// reader and its optional writer.
func NewSite[R parser.HandReader](name string, detect func(head []byte) bool,
	open func(r io.Reader, file string, opt parser.Options) R, w *parser.Writer) parser.Site {
	return parser.Site{
		Name:   name,
		Detect: detect,
		Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
			return open(r, file, opt)
		},
		Writer: w,
	}
}

// Reader is what the reader of an XML site holds for every game, its
// games loop, scanner, hands' slab and interned names; a site's reader
// embeds it and is its Site.
type Reader struct {
	Games Games
	Sc    Scanner
	Slab  parser.Slab
	In    parser.Interner
	ID    string // the id of the hand being read
	ended bool   // the chunk being read has its </game>
	site  Site
}

// Site is what an XML site's reader reads of a chunk: Head each start tag
// before the <game> (a session's, a file's description), Game the game
// from its start tag (a hand, or other for another game's).
type Site interface {
	Head(t *Token) error
	Game(t *Token) (h *hand.Hand, other bool, err error)
	// GameLabel is the game label of the game last read when Game
	// reported it of another game, for the count of other games by label.
	GameLabel() []byte
}

// Init starts the reader of site's games over rd, its chunks read by s.
func (r *Reader) Init(rd io.Reader, file, site string, opt parser.Options, s Site) {
	r.Games = NewGames(rd, file, site)
	r.Games.Parse = r.chunk
	r.Games.Label = s.GameLabel
	r.Slab.SetReuse(opt.ReuseHands)
	r.site = s
}

// chunk reads chunk b, whose first byte is on line line: the tags before
// its <game> and the game.
func (r *Reader) chunk(b []byte, line int) (*hand.Hand, bool, *parser.Error) {
	sc := &r.Sc
	sc.Reset(b, line)
	r.ID = ""
	r.ended = bytes.Contains(b, []byte("</game>"))
	depth := 0 // of the elements opened in this chunk: text at 0 is outside any game
	for sc.Next() {
		t := &sc.Tok
		switch t.Kind {
		case Text:
			if depth == 0 {
				r.Games.Junk(t.Line, t.Text)
			}
			continue
		case End:
			depth = max(depth-1, 0)
			continue
		}
		if t.Is("game") {
			h, other, err := r.site.Game(t)
			if err == nil {
				return h, other, nil
			}
			var le *parser.LineError
			ln := sc.Line()
			if errors.As(err, &le) {
				ln, err = le.Line, le.Err
			}
			return nil, false, r.Fail(ln, err, b)
		}
		if !t.SelfClose {
			depth++
		}
		if err := r.site.Head(t); err != nil {
			return nil, false, r.Fail(t.Line, err, b)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, false, r.Fail(sc.Line(), fmt.Errorf("%w: %v", parser.ErrUnknownLine, err), b)
	}
	return nil, false, nil
}

// Stats returns the counts so far.
func (r *Reader) Stats() parser.Stats { return r.Games.Stats }

// Next returns the next stud-family hand, a *parser.Error for a hand
// rejected, or io.EOF.
func (r *Reader) Next() (*hand.Hand, error) { return r.Games.Next() }

// Fail is the rejection of the hand being read at line for err.
func (r *Reader) Fail(line int, err error, raw []byte) *parser.Error {
	return &parser.Error{File: r.Games.File, HandID: r.ID, Line: line, Err: err, Raw: parser.Clip(bytes.TrimSpace(raw))}
}

// Closed checks the end of a game: closed says its </game> was read.
func (r *Reader) Closed(closed bool) error {
	sc := &r.Sc
	if err := sc.Err(); err != nil {
		if !r.ended {
			return parser.Fail(sc.Line(), fmt.Errorf("%w: the input ends inside the hand: %v", parser.ErrTruncated, err))
		}
		return parser.Fail(sc.Line(), fmt.Errorf("%w: %v", parser.ErrUnknownLine, err))
	}
	if !closed {
		return parser.Fail(sc.Line(), fmt.Errorf("%w: <game> not closed", parser.ErrTruncated))
	}
	return nil
}

// AttrMoney reads t's attribute name as an amount in units of 10^-dec; a
// missing attribute is 0 when optional, an error otherwise.
func AttrMoney(t *Token, name string, dec int, optional bool) (hand.Money, error) {
	v, ok := t.Get(name)
	if !ok && optional {
		return 0, nil
	}
	m, err := Syntax.Money(v, dec)
	if err != nil {
		return 0, parser.Fail(t.Line, fmt.Errorf("%w %q (%s)", parser.ErrBadAmount, v, name))
	}
	return m, nil
}
