package phh

import (
	"bufio"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Sentinels of the PHH reader. Each wraps the parser sentinel closest to
// it, so code that only knows the parser's sentinels still classifies them.
var (
	// ErrSyntax: the text is not the TOML subset PHH is written in.
	ErrSyntax = fmt.Errorf("%w: not PHH (TOML) syntax", parser.ErrUnknownLine)
	// ErrMissingField: a field PHH requires for the variant is absent.
	ErrMissingField = fmt.Errorf("%w: missing required PHH field", parser.ErrBadHeader)
	// ErrBadField: a field has the wrong type, or lists of different lengths.
	ErrBadField = fmt.Errorf("%w: invalid PHH field", parser.ErrBadHeader)
	// ErrIllegalAction: an action that cannot happen in the hand as dealt
	// so far (a fold by a folded player, a bet above the stack, a draw in stud).
	ErrIllegalAction = fmt.Errorf("%w: illegal PHH action", parser.ErrUnknownLine)
)

// maxTable bounds the text of one hand; a longer table is rejected with
// parser.ErrTooLong.
const maxTable = 1 << 20

// Reader reads the hands of a .phh document or a .phhs file (one TOML
// table per hand). It is a parser.HandReader.
type Reader struct {
	file     string
	br       *bufio.Reader
	line     int    // lines read so far
	ahead    string // a table header line read ahead
	aheadNum int
	eof      bool
	stats    parser.Stats
}

// NewReader returns a reader of PHH text over r (already decoded, see
// parser.Decode); file names the source in positions and errors.
func NewReader(r io.Reader, file string) *Reader {
	return &Reader{file: file, br: bufio.NewReaderSize(r, 64<<10), stats: parser.Stats{Site: "PHH"}}
}

// Stats counts what has been read so far.
func (r *Reader) Stats() parser.Stats { return r.stats }

// Next returns the next stud-family hand. A hand of another PokerKit
// variant (hold'em, Omaha, draw) is skipped and counted as OtherGame, by
// its variant code; a
// rejected hand comes back as a *parser.Error and reading goes on with the
// next table.
func (r *Reader) Next() (*hand.Hand, error) {
	for {
		text, first, long, ok := r.chunk()
		if !ok {
			return nil, io.EOF
		}
		if long {
			r.stats.Rejected++
			return nil, &parser.Error{File: r.file, Line: first, Err: fmt.Errorf("%w: a PHH table of more than %d bytes", parser.ErrTooLong, maxTable), Raw: clip(text)}
		}
		t, serr := parseTable(text, first)
		if serr != nil {
			r.stats.Rejected++
			return nil, &parser.Error{File: r.file, Line: serr.line, Err: fmt.Errorf("%w: %s", ErrSyntax, serr.msg), Raw: rawLine(text, serr.line-first)}
		}
		if len(t.entries) == 0 {
			continue // a header alone, or only comments
		}
		h, other, err := build(&t, r.file)
		switch {
		case other:
			r.stats.AddOther([]byte(t.get("variant").val.text))
			continue
		case err != nil:
			r.stats.Rejected++
			pe := &parser.Error{File: r.file, Err: err, HandID: handID(&t)}
			var le *parser.LineError
			if errors.As(err, &le) {
				pe.Line, pe.Err = le.Line, le.Err
			}
			if pe.Line == 0 {
				pe.Line = t.line
			}
			pe.Raw = rawLine(text, pe.Line-first)
			return nil, pe
		}
		if t.get("hand") == nil {
			h.ID = contentID(r.file, t.name, text)
		}
		if err := parser.DealtTwice(h); err != nil {
			var le *parser.LineError
			errors.As(err, &le)
			r.stats.Rejected++
			return nil, &parser.Error{File: r.file, Line: le.Line, HandID: h.ID, Err: le.Err, Raw: rawLine(text, le.Line-first)}
		}
		r.stats.Hands++
		return h, nil
	}
}

// chunk returns the text of the next table (from its header line to the
// line before the next header) and the number of its first line; ok is
// false at the end of the input. long reports a table over maxTable bytes
// (its text is then only its start).
func (r *Reader) chunk() (text string, first int, long, ok bool) {
	var b strings.Builder
	depth := 0
	content := false
	if r.ahead != "" {
		b.WriteString(r.ahead)
		first, content = r.aheadNum, true
		r.ahead = ""
	}
	for !r.eof {
		l, err := r.br.ReadString('\n')
		if err != nil {
			r.eof = true
			if l == "" {
				break
			}
		}
		r.line++
		if content && (depth == 0 && isHeader(l) || depth > 0 && isTableLine(l)) {
			r.ahead, r.aheadNum = l, r.line
			break
		}
		if !content {
			if blankOrComment(l) {
				continue
			}
			first, content = r.line, true
		}
		depth = bracketDepth(l, depth)
		if b.Len()+len(l) > maxTable {
			long = true
			continue
		}
		b.WriteString(l)
	}
	if !content {
		return "", 0, false, false
	}
	return b.String(), first, long, true
}

// tableLine is a table header alone on its line from its first column:
// "[12]", "['a b']", with an optional comment.
var tableLine = regexp.MustCompile(`^\[[ \t]*([A-Za-z0-9_-]+|'[^'\n]*'|"[^"\n]*")[ \t]*\][ \t]*(#[^\n]*)?\r?\n?$`)

// isTableLine reports a line that starts a new table even inside an
// unclosed array or inline table: a damaged table (a "[" never closed)
// ends there, is rejected alone, and the tables after it are read.
func isTableLine(l string) bool { return tableLine.MatchString(l) }

// isHeader reports a table header line: "[name]" outside any array.
func isHeader(l string) bool {
	l = strings.TrimLeft(l, " \t")
	return strings.HasPrefix(l, "[") && !strings.HasPrefix(l, "[[")
}

func blankOrComment(l string) bool {
	l = strings.TrimSpace(l)
	return l == "" || l[0] == '#'
}

// bracketDepth returns the bracket depth after line l, starting at depth,
// skipping strings and comments.
func bracketDepth(l string, depth int) int {
	for i := 0; i < len(l); i++ {
		switch c := l[i]; c {
		case '#':
			return depth
		case '\'', '"':
			j := strings.IndexByte(l[i+1:], c)
			if j < 0 {
				return depth
			}
			i += j + 1
		case '[', '{':
			depth++
		case ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return depth
}

// rawLine returns line n (0-based) of text, clipped.
func rawLine(text string, n int) string {
	for ; n > 0; n-- {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			return ""
		}
		text = text[i+1:]
	}
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		text = text[:i]
	}
	return parser.Clip([]byte(strings.TrimRight(text, "\r")))
}

// handID returns the table's hand field as text, "" if none.
func handID(t *table) string {
	if e := t.get("hand"); e != nil && (e.val.kind == kString || e.val.kind == kInt) {
		return e.val.text
	}
	return ""
}

// contentID is the hand id of a table without a hand field, as PokerKit
// and other PHH writers leave it: the file's name, the table's name and a
// hash of the table's text past its header ("wsop.phhs[3]#9f86d081884c7d65",
// "hand.phh#..." for a .phh document), so that two hands of a file are
// never taken for one and the same file read again gives the same ids.
func contentID(file, name, text string) string {
	if name != "" {
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			text = text[i+1:]
		} else {
			text = ""
		}
	}
	f := fnv.New64a()
	f.Write([]byte(text))
	id := filepath.Base(file)
	if name != "" {
		id += "[" + strings.TrimSpace(name) + "]"
	}
	return fmt.Sprintf("%s#%016x", id, f.Sum64())
}
