// Package xmlscan is the small XML tokenizer the XML hand-history readers
// (iPoker, Merge) share: a Splitter that cuts a stream into the chunks of
// one hand each (up to a closing tag such as </game>) in constant memory,
// and a Scanner that walks the tags and text of a chunk without
// allocating, counting lines. It reads what these sites write (elements,
// attributes, character data, declarations and comments); it does not
// validate, resolve namespaces or read DTDs.
package xmlscan

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// MaxChunk bounds one chunk: a longer one is skipped up to its end, and
// only its first bytes are returned, with TooLong and Dropped set.
const MaxChunk = 4 << 20

// Splitter cuts a stream into chunks of one game each: a chunk ends just
// after the next occurrence of End (a closing tag such as </game>), or
// just before a second start tag of the same element (<game ...>) when the
// first one is not closed: a game whose end tag is lost is a chunk of its
// own, and the next game starts a new one whatever came before. The rest
// after the last one is the final chunk.
type Splitter struct {
	r       io.Reader
	end     []byte
	start   []byte // the start tag's opening: "<game"
	buf     []byte
	pos, n  int // unread data is buf[pos:n]
	line    int // line number of buf[pos]
	eof     bool
	err     error
	TooLong bool  // the chunk just returned was longer than MaxChunk: only its first bytes
	Dropped int64 // the length of that chunk
}

// NewSplitter returns a Splitter of r on the closing tag end ("</game>").
func NewSplitter(r io.Reader, end string) *Splitter {
	return &Splitter{r: r, end: []byte(end), start: []byte("<" + end[2:len(end)-1]), line: 1}
}

// startTag returns the offset in b of the first start tag of the
// splitter's element ("<game " or "<game>"), or -1; partial is set when b
// ends inside what may be one.
func (s *Splitter) startTag(b []byte) (at int, partial bool) {
	for from := 0; ; {
		i := bytes.Index(b[from:], s.start)
		if i < 0 {
			return -1, false
		}
		i += from
		j := i + len(s.start)
		if j == len(b) {
			return -1, true
		}
		if c := b[j]; c == ' ' || c == '>' || c == '\t' || c == '\n' || c == '\r' || c == '/' {
			return i, false
		}
		from = j
	}
}

// Next returns the next chunk (valid until the next call) and the number
// of its first line. It returns io.EOF at the end of the input and any
// other read error as it is.
func (s *Splitter) Next() (chunk []byte, line int, err error) {
	s.TooLong, s.Dropped = false, 0
	if s.buf == nil {
		s.buf = make([]byte, 64<<10)
	}
	from := s.pos  // where the search for End goes on
	game := -1     // offset from pos of the chunk's start tag
	gfrom := s.pos // where the search for a start tag goes on
	var head []byte
	for {
		e := bytes.Index(s.buf[from:s.n], s.end)
		limit := s.n
		if e >= 0 {
			e += from
			limit = e
		}
		for {
			g, partial := s.startTag(s.buf[gfrom:limit])
			if g < 0 {
				if !partial || s.eof {
					gfrom = max(gfrom, limit-len(s.start)) // keep a possible partial tag
				}
				break
			}
			g += gfrom
			if game < 0 && head == nil {
				game, gfrom = g-s.pos, g+1
				continue
			}
			// A second game starts before the first is closed (or after a
			// stretch too long to keep): the chunk ends here.
			return s.cut(g-s.pos, head, line)
		}
		if e >= 0 {
			return s.cut(e+len(s.end)-s.pos, head, line)
		}
		from = max(s.pos, s.n-len(s.end)+1)
		if s.eof {
			if s.pos < s.n {
				return s.cut(s.n-s.pos, head, line)
			}
			if head != nil {
				return s.cut(0, head, line)
			}
			if s.err != nil && s.err != io.EOF {
				return nil, s.line, s.err
			}
			return nil, s.line, io.EOF
		}
		if s.n-s.pos >= MaxChunk {
			// Too long: keep its first bytes, drop the rest as it is read,
			// up to its end (counting its lines).
			if head == nil {
				// What comes before the game (a session's header) and
				// the game's start tag.
				n := 1024
				if game >= 0 && game < MaxChunk-1024 {
					n += game
				}
				head = append([]byte(nil), s.buf[s.pos:s.pos+n]...)
				line = s.line
			}
			keep := s.n - max(len(s.end), len(s.start)+1)
			drop := keep - s.pos
			s.line += bytes.Count(s.buf[s.pos:keep], nl)
			s.Dropped += int64(drop)
			s.pos = keep
			from, gfrom = s.pos, s.pos
			if game >= 0 {
				game = 0 // still in the game: a later start tag ends it
			}
		}
		// Make room: slide the unread data down, or grow.
		if s.pos > 0 {
			copy(s.buf, s.buf[s.pos:s.n])
			from -= s.pos
			gfrom -= s.pos
			s.n -= s.pos
			s.pos = 0
		}
		if s.n == len(s.buf) {
			nb := make([]byte, 2*len(s.buf))
			copy(nb, s.buf[:s.n])
			s.buf = nb
		}
		m, err := s.r.Read(s.buf[s.n:])
		s.n += m
		if err != nil {
			s.eof, s.err = true, err
		}
	}
}

// cut takes the next k bytes as the chunk; after a chunk too long to keep
// (head set, from line), it returns head instead.
func (s *Splitter) cut(k int, head []byte, line int) ([]byte, int, error) {
	if head == nil {
		return s.take(k)
	}
	s.line += bytes.Count(s.buf[s.pos:s.pos+k], nl)
	s.pos += k
	s.Dropped += int64(k)
	s.TooLong = true
	return head, line, nil
}

func (s *Splitter) take(k int) ([]byte, int, error) {
	c := s.buf[s.pos : s.pos+k]
	line := s.line
	s.line += bytes.Count(c, nl)
	s.pos += k
	return c, line, nil
}

var nl = []byte{'\n'}

// Kind is the kind of a token.
type Kind uint8

// Token kinds.
const (
	Start Kind = iota + 1 // <name attr="v"> or <name/>
	End                   // </name>
	Text                  // character data between tags (not only spaces)
)

// Attr is one attribute, its value with entities resolved.
type Attr struct {
	Name, Value []byte
}

// Token is one tag or run of text.
type Token struct {
	Kind      Kind
	Name      []byte
	Attrs     []Attr
	SelfClose bool
	Text      []byte // Text: the characters, entities resolved, spaces trimmed
	Line      int
}

// Get returns the value of the attribute named name, and whether it is there.
func (t *Token) Get(name string) ([]byte, bool) {
	for i := range t.Attrs {
		if string(t.Attrs[i].Name) == name {
			return t.Attrs[i].Value, true
		}
	}
	return nil, false
}

// Is reports whether t is a start tag named name.
func (t *Token) Is(name string) bool { return t.Kind == Start && string(t.Name) == name }

// IsEnd reports whether t is an end tag named name (or a self-closed start tag of that name).
func (t *Token) IsEnd(name string) bool {
	return string(t.Name) == name && (t.Kind == End || t.Kind == Start && t.SelfClose)
}

// ErrSyntax is a malformed tag.
var ErrSyntax = errors.New("malformed XML")

// Scanner walks the tokens of a chunk. It resolves entities in place, so
// the chunk is modified.
type Scanner struct {
	b    []byte
	i    int
	line int
	Tok  Token
	err  error
}

// Reset starts scanning b, whose first byte is on line line.
func (s *Scanner) Reset(b []byte, line int) {
	s.b, s.i, s.line, s.err = b, 0, line, nil
	s.Tok.Attrs = s.Tok.Attrs[:0]
}

// Err is the error that stopped Next, if any.
func (s *Scanner) Err() error { return s.err }

// Line is the line the scanner is at.
func (s *Scanner) Line() int { return s.line }

func (s *Scanner) fail(format string, a ...any) bool {
	s.err = fmt.Errorf("%w: "+format, append([]any{ErrSyntax}, a...)...)
	return false
}

// advance moves to offset j, counting the newlines passed.
func (s *Scanner) advance(j int) {
	s.line += bytes.Count(s.b[s.i:j], nl)
	s.i = j
}

// Next reads the next token into Tok; false at the end of the chunk or on
// a syntax error (see Err).
func (s *Scanner) Next() bool {
	for s.i < len(s.b) {
		if s.b[s.i] != '<' {
			j := bytes.IndexByte(s.b[s.i:], '<')
			if j < 0 {
				j = len(s.b) - s.i
			}
			txt := trim(s.b[s.i : s.i+j])
			line := s.line
			if len(txt) > 0 {
				// the line of its first character, past the line ends before it
				line += bytes.Count(s.b[s.i:s.i+j-len(bytes.TrimLeft(s.b[s.i:s.i+j], " \t\r\n"))], nl)
			}
			s.advance(s.i + j)
			if len(txt) > 0 {
				s.Tok = Token{Kind: Text, Text: unescape(txt), Line: line, Attrs: s.Tok.Attrs[:0]}
				return true
			}
			continue
		}
		rest := s.b[s.i:]
		switch {
		case bytes.HasPrefix(rest, []byte("<?")):
			if !s.skipTo("?>") {
				return false
			}
			continue
		case bytes.HasPrefix(rest, []byte("<!--")):
			if !s.skipTo("-->") {
				return false
			}
			continue
		case bytes.HasPrefix(rest, []byte("<!")):
			if !s.skipTo(">") {
				return false
			}
			continue
		}
		return s.tag()
	}
	return false
}

func (s *Scanner) skipTo(end string) bool {
	j := bytes.Index(s.b[s.i:], []byte(end))
	if j < 0 {
		return s.fail("unterminated %q", clip(s.b[s.i:]))
	}
	s.advance(s.i + j + len(end))
	return true
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

func isNameEnd(c byte) bool { return isSpace(c) || c == '>' || c == '/' || c == '=' }

// tag reads the tag at s.i.
func (s *Scanner) tag() bool {
	b := s.b
	i := s.i + 1
	t := &s.Tok
	*t = Token{Kind: Start, Line: s.line, Attrs: t.Attrs[:0]}
	if i < len(b) && b[i] == '/' {
		t.Kind = End
		i++
	}
	st := i
	for i < len(b) && !isNameEnd(b[i]) {
		i++
	}
	if i == st {
		return s.fail("tag without a name: %q", clip(b[s.i:]))
	}
	t.Name = b[st:i]
	for {
		for i < len(b) && isSpace(b[i]) {
			i++
		}
		if i >= len(b) {
			return s.fail("unterminated tag %q", clip(b[s.i:]))
		}
		switch b[i] {
		case '>':
			s.advance(i + 1)
			return true
		case '/':
			if i+1 < len(b) && b[i+1] == '>' && t.Kind == Start {
				t.SelfClose = true
				s.advance(i + 2)
				return true
			}
			return s.fail("stray '/' in tag %q", clip(b[s.i:]))
		}
		if t.Kind == End {
			return s.fail("attribute in end tag %q", clip(b[s.i:]))
		}
		ns := i
		for i < len(b) && !isNameEnd(b[i]) {
			i++
		}
		name := b[ns:i]
		for i < len(b) && isSpace(b[i]) {
			i++
		}
		if len(name) == 0 || i >= len(b) || b[i] != '=' {
			return s.fail("attribute without a value in %q", clip(b[s.i:]))
		}
		i++
		for i < len(b) && isSpace(b[i]) {
			i++
		}
		if i >= len(b) || (b[i] != '"' && b[i] != '\'') {
			return s.fail("unquoted attribute value in %q", clip(b[s.i:]))
		}
		q := b[i]
		j := bytes.IndexByte(b[i+1:], q)
		if j < 0 {
			return s.fail("unterminated attribute value in %q", clip(b[s.i:]))
		}
		t.Attrs = append(t.Attrs, Attr{Name: name, Value: unescape(b[i+1 : i+1+j])})
		i += j + 2
	}
}

func trim(b []byte) []byte {
	for len(b) > 0 && isSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

// unescape resolves the predefined entities and character references of b
// in place; an unknown entity is left as written.
func unescape(b []byte) []byte {
	if bytes.IndexByte(b, '&') < 0 {
		return b
	}
	w := 0
	for r := 0; r < len(b); {
		if b[r] != '&' {
			b[w] = b[r]
			w++
			r++
			continue
		}
		semi := bytes.IndexByte(b[r:], ';')
		if semi < 0 || semi > 10 {
			b[w] = b[r]
			w++
			r++
			continue
		}
		ent := b[r+1 : r+semi]
		var rep []byte
		var tmp [4]byte
		switch string(ent) {
		case "amp":
			rep = []byte{'&'}
		case "lt":
			rep = []byte{'<'}
		case "gt":
			rep = []byte{'>'}
		case "quot":
			rep = []byte{'"'}
		case "apos":
			rep = []byte{'\''}
		default:
			if len(ent) > 1 && ent[0] == '#' {
				v, base, d := 0, 10, ent[1:]
				if d[0] == 'x' || d[0] == 'X' {
					base, d = 16, d[1:]
				}
				ok := len(d) > 0
				for _, c := range d {
					var x int
					switch {
					case c >= '0' && c <= '9':
						x = int(c - '0')
					case base == 16 && c >= 'a' && c <= 'f':
						x = int(c-'a') + 10
					case base == 16 && c >= 'A' && c <= 'F':
						x = int(c-'A') + 10
					default:
						ok = false
					}
					v = v*base + x
				}
				if ok && v > 0 && v <= utf8.MaxRune {
					n := utf8.EncodeRune(tmp[:], rune(v))
					if n <= semi+1 {
						rep = tmp[:n]
					}
				}
			}
		}
		if rep == nil {
			b[w] = b[r]
			w++
			r++
			continue
		}
		w += copy(b[w:], rep)
		r += semi + 1
	}
	return b[:w]
}

// Windows1252 returns b decoded as Windows-1252 when it is not valid
// UTF-8 (the XML declares utf-8 but the client wrote single-byte `€`
// signs), and whether it did so. Line breaks are kept, so line numbers hold.
func Windows1252(b []byte) ([]byte, bool) {
	if utf8.Valid(b) {
		return b, false
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil {
		return b, false
	}
	return out, true
}

func clip(b []byte) string {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		b = b[:i]
	}
	if len(b) > 60 {
		b = b[:60]
	}
	return string(bytes.TrimRight(b, "\r"))
}

// Escape appends s to dst with the characters XML reserves in attribute
// values and text escaped.
func Escape(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '&':
			dst = append(dst, "&amp;"...)
		case '<':
			dst = append(dst, "&lt;"...)
		case '>':
			dst = append(dst, "&gt;"...)
		case '"':
			dst = append(dst, "&quot;"...)
		case '\'':
			dst = append(dst, "&apos;"...)
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
