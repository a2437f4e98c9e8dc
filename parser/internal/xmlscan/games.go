package xmlscan

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Games is the loop of an XML reader whose hands are <game> elements, the
// XML counterpart of parser.TextReader: it cuts the decoded input into
// games, rejects one longer than MaxChunk, reads cp1252 bytes in a file that
// declares UTF-8, and counts what Parse makes of each game.
type Games struct {
	File  string
	Stats parser.Stats
	// Parse reads one game starting at line: a hand, other for a hand of
	// another game, or a rejected hand.
	Parse func(chunk []byte, line int) (h *hand.Hand, other bool, err *parser.Error)
	// Label is the game label of the game Parse last reported of another
	// game (valid until the next Parse); nil counts it without a label.
	Label func() []byte
	src   io.Reader
	sp    *Splitter
	// queue holds what a chunk gave after its junk (Junk): the rejects of
	// the text outside any game first, in file order, then the game's result.
	queue []result
}

// result is one result of Next: a hand or a reject.
type result struct {
	h   *hand.Hand
	err *parser.Error
}

// Junk records text outside any game (a junk line between games, before
// the first or after the last), read by Parse at line, as a reject of its
// own that Next returns before the chunk's game.
func (g *Games) Junk(line int, text []byte) {
	g.queue = append(g.queue, result{err: &parser.Error{File: g.File, Line: line, Raw: parser.Clip(text),
		Err: fmt.Errorf("%w: text outside a game: %q", parser.ErrUnknownLine, parser.Clip(firstLine(text)))}})
}

// firstLine is b up to its first line end.
func firstLine(b []byte) []byte {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		b = b[:i]
	}
	return bytes.TrimRight(b, "\r")
}

// NewGames returns the loop over r (decoded by parser.Decode unless it
// already is) of site's games; set Parse before the first Next.
func NewGames(r io.Reader, file, site string) Games {
	return Games{File: file, Stats: parser.Stats{Site: site}, src: r}
}

// Next returns the next stud-family hand, a *parser.Error for a hand
// rejected, or io.EOF.
func (g *Games) Next() (*hand.Hand, error) {
	if g.sp == nil {
		g.sp = NewSplitter(parser.Decode(g.src), "</game>")
	}
	for {
		if len(g.queue) > 0 {
			r := g.queue[0]
			g.queue = g.queue[1:]
			if r.err != nil {
				g.Stats.Rejected++
				return nil, r.err
			}
			g.Stats.Hands++
			return r.h, nil
		}
		chunk, line, err := g.sp.Next()
		if err != nil {
			return nil, err
		}
		if g.sp.TooLong {
			chunk, _ = Windows1252(chunk)
			at := line
			if i, _ := g.sp.startTag(chunk); i >= 0 {
				at += bytes.Count(chunk[:i], []byte{'\n'}) // the reject points to the <game> line
				if i > 0 {
					g.Parse(chunk[:i], line) // the tags before the game (a session's header) hold for the games after it
				}
			}
			g.queue = append(g.queue, result{err: &parser.Error{File: g.File, Line: at, HandID: g.gameID(chunk), Raw: parser.Clip(chunk),
				Err: fmt.Errorf("%w: %s bytes without a game's end (more than %d MiB)", parser.ErrTooLong, thousands(g.sp.Dropped), MaxChunk>>20)}})
			continue
		}
		chunk, _ = Windows1252(chunk)
		h, other, perr := g.Parse(chunk, line)
		switch {
		case perr != nil:
			g.queue = append(g.queue, result{err: perr})
		case other && g.Label != nil:
			g.Stats.AddOther(g.Label())
		case other:
			g.Stats.OtherGame++
		case h != nil:
			if err := parser.DealtTwice(h); err != nil {
				var le *parser.LineError
				errors.As(err, &le)
				g.queue = append(g.queue, result{err: &parser.Error{File: g.File, Line: le.Line, HandID: h.ID, Err: le.Err,
					Raw: parser.Clip(chunk)}})
				continue
			}
			g.queue = append(g.queue, result{h: h})
		}
	}
}

// gameID returns the id of the first <game> start tag of b (iPoker's
// gamecode, Merge's id), "" if none is there.
func (g *Games) gameID(b []byte) string {
	i, _ := g.sp.startTag(b)
	if i < 0 {
		return ""
	}
	tag := b[i:]
	if j := bytes.IndexByte(tag, '>'); j >= 0 {
		tag = tag[:j]
	}
	for _, a := range []string{` gamecode="`, ` id="`} {
		if k := bytes.Index(tag, []byte(a)); k >= 0 {
			v := tag[k+len(a):]
			if e := bytes.IndexByte(v, '"'); e >= 0 {
				return string(v[:e])
			}
		}
	}
	return ""
}

// thousands writes n with commas between groups of three digits.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
