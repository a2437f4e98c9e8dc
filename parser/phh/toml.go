package phh

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file is the TOML subset PHH documents are written in: tables
// ("[1]" in a .phhs file), key = value lines, basic and literal strings,
// integers, decimal numbers, booleans, local times and dates, arrays
// (which may span lines) and inline tables. Dotted keys, arrays of tables
// and multi-line strings are not PHH and are rejected. It is small enough
// to read at a glance, and it keeps the line of every value, which the
// error reports need and a general TOML library does not give.

// kind is the type of a TOML value.
type kind uint8

const (
	kString kind = iota + 1
	kInt
	kFloat
	kBool
	kArray
	kTime   // a local time (10:27:46)
	kDate   // a date or date-time (2009-11-26, 2009-11-26T10:27:46Z)
	kInline // an inline table { a = 1 }
)

var kindNames = [...]string{"", "string", "integer", "number", "boolean", "array", "time", "date", "inline table"}

func (k kind) String() string { return kindNames[k] }

// value is one TOML value with the line it starts on.
type value struct {
	kind kind
	text string // kString: the string; numbers, times, dates: as written
	b    bool
	arr  []value
	tab  []entry
	line int
}

// entry is one key = value statement.
type entry struct {
	key  string
	val  value
	line int
}

// table is one TOML table: a hand of a .phhs file, or a whole .phh
// document (name "").
type table struct {
	name    string
	line    int // line of the [name] header, or of the first statement
	entries []entry
}

// get returns the entry named key, or nil.
func (t *table) get(key string) *entry {
	for i := range t.entries {
		if t.entries[i].key == key {
			return &t.entries[i]
		}
	}
	return nil
}

// errSyntax is the reason of a text that is not the TOML subset.
var errSyntax = errors.New("syntax")

// syntaxError is a positioned TOML error.
type syntaxError struct {
	line int
	msg  string
}

func (e *syntaxError) Error() string { return e.msg }

// tomlParser reads the statements of one table from its text.
type tomlParser struct {
	s     string
	i     int
	line  int
	depth int
}

func (p *tomlParser) fail(format string, a ...any) {
	panic(&syntaxError{line: p.line, msg: fmt.Sprintf(format, a...)})
}

// parseTable parses the text of one table (its header line, if any, is
// the first line), whose first line is line first of the file.
func parseTable(text string, first int) (t table, err *syntaxError) {
	p := &tomlParser{s: text, line: first}
	t.line = first
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(*syntaxError)
			if !ok {
				panic(r)
			}
			err = se
		}
	}()
	seen := map[string]bool{}
	for {
		p.skipBlank(true)
		if p.i >= len(p.s) {
			return t, nil
		}
		if p.s[p.i] == '[' {
			if len(t.entries) > 0 || t.name != "" {
				p.fail("table header after the table's keys")
			}
			t.line = p.line
			p.i++
			p.skipBlank(false)
			if p.i < len(p.s) && p.s[p.i] == '[' {
				p.fail("arrays of tables are not PHH")
			}
			t.name = p.key()
			p.skipBlank(false)
			if !p.eat(']') {
				p.fail("table header does not end with ]")
			}
			if t.name == "" {
				t.name = " " // an empty quoted name still marks a table
			}
			p.endOfLine()
			continue
		}
		line := p.line
		k := p.key()
		p.skipBlank(false)
		if p.i < len(p.s) && p.s[p.i] == '.' {
			p.fail("dotted key %q is not PHH", k)
		}
		if !p.eat('=') {
			p.fail("key %q is not followed by =", k)
		}
		p.skipBlank(false)
		v := p.value()
		if seen[k] {
			p.line = line
			p.fail("key %q defined twice", k)
		}
		seen[k] = true
		t.entries = append(t.entries, entry{key: k, val: v, line: line})
		p.endOfLine()
	}
}

// skipBlank skips spaces and tabs, comments, and newlines when nl is set.
func (p *tomlParser) skipBlank(nl bool) {
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == ' ' || c == '\t':
			p.i++
		case c == '#':
			for p.i < len(p.s) && p.s[p.i] != '\n' {
				p.i++
			}
		case c == '\r' && p.i+1 < len(p.s) && p.s[p.i+1] == '\n' && nl:
			p.i++
		case c == '\n' && nl:
			p.i++
			p.line++
		default:
			return
		}
	}
}

// endOfLine requires the end of the statement: a comment, a newline or the end.
func (p *tomlParser) endOfLine() {
	p.skipBlank(false)
	if p.i < len(p.s) && p.s[p.i] == '\r' {
		p.i++
	}
	if p.i < len(p.s) {
		if p.s[p.i] != '\n' {
			p.fail("unexpected %q after the value", clip(p.s[p.i:]))
		}
	}
}

func (p *tomlParser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// key reads a bare or quoted key.
func (p *tomlParser) key() string {
	if p.i < len(p.s) && (p.s[p.i] == '\'' || p.s[p.i] == '"') {
		v := p.str()
		return v.text
	}
	j := p.i
	for p.i < len(p.s) && isBare(p.s[p.i]) {
		p.i++
	}
	if j == p.i {
		p.fail("expected a key, found %q", clip(p.s[p.i:]))
	}
	return p.s[j:p.i]
}

// value reads one value.
func (p *tomlParser) value() value {
	if p.i >= len(p.s) || p.s[p.i] == '\n' || p.s[p.i] == '\r' {
		p.fail("missing value")
	}
	switch c := p.s[p.i]; {
	case c == '\'' || c == '"':
		return p.str()
	case c == '[':
		return p.array()
	case c == '{':
		return p.inline()
	}
	line := p.line
	j := p.i
	for p.i < len(p.s) && (isBare(p.s[p.i]) || p.s[p.i] == '+' || p.s[p.i] == '.' || p.s[p.i] == ':') {
		p.i++
	}
	tok := p.s[j:p.i]
	v := value{text: tok, line: line}
	switch {
	case tok == "true" || tok == "false":
		v.kind, v.b = kBool, tok == "true"
	case isTime(tok):
		v.kind = kTime
	case isDate(tok):
		v.kind = kDate
	case isInt(tok):
		v.kind = kInt
	case isFloat(tok):
		v.kind = kFloat
	default:
		p.fail("invalid value %q", clip(p.s[j:]))
	}
	return v
}

// str reads a basic or a literal string (single or triple quotes) on one line.
func (p *tomlParser) str() value {
	v := value{kind: kString, line: p.line}
	q := p.s[p.i]
	if q == '\'' && strings.HasPrefix(p.s[p.i:], "'''") {
		end := strings.Index(p.s[p.i+3:], "'''")
		nl := strings.IndexByte(p.s[p.i+3:], '\n')
		if end < 0 || nl >= 0 && nl < end {
			p.fail("multi-line strings are not PHH")
		}
		v.text = p.s[p.i+3 : p.i+3+end]
		p.i += 6 + end
		return v
	}
	if strings.HasPrefix(p.s[p.i:], `"""`) {
		p.fail("multi-line strings are not PHH")
	}
	p.i++
	var b strings.Builder
	for {
		if p.i >= len(p.s) || p.s[p.i] == '\n' {
			p.fail("unterminated string")
		}
		c := p.s[p.i]
		if c == q {
			p.i++
			break
		}
		if c < 0x20 && c != '\t' || c == 0x7f {
			p.fail("control character in a string")
		}
		if c == '\\' && q == '"' {
			p.i++
			if p.i >= len(p.s) {
				p.fail("unterminated string")
			}
			e := p.s[p.i]
			p.i++
			switch e {
			case 'b':
				b.WriteByte('\b')
			case 't':
				b.WriteByte('\t')
			case 'n':
				b.WriteByte('\n')
			case 'f':
				b.WriteByte('\f')
			case 'r':
				b.WriteByte('\r')
			case '"', '\\':
				b.WriteByte(e)
			case 'u', 'U':
				n := 4
				if e == 'U' {
					n = 8
				}
				if p.i+n > len(p.s) {
					p.fail("bad escape")
				}
				r, err := strconv.ParseUint(p.s[p.i:p.i+n], 16, 32)
				if err != nil || !utf8.ValidRune(rune(r)) {
					p.fail("bad escape")
				}
				b.WriteRune(rune(r))
				p.i += n
			default:
				p.fail("bad escape \\%c", e)
			}
			continue
		}
		b.WriteByte(c)
		p.i++
	}
	v.text = b.String()
	if !utf8.ValidString(v.text) {
		p.fail("string is not UTF-8")
	}
	return v
}

// enter steps over the bracket that opens an array or an inline table, one
// level deeper: past 32 levels, what ("arrays") is nested too deep.
func (p *tomlParser) enter(what string) {
	p.depth++
	if p.depth > 32 {
		p.fail("%s nested too deep", what)
	}
	p.i++
}

// array reads [v, v, ...], which may span lines and end with a comma.
func (p *tomlParser) array() value {
	v := value{kind: kArray, line: p.line}
	p.enter("arrays")
	for {
		p.skipBlank(true)
		if p.eat(']') {
			break
		}
		if rest := p.s[p.i:]; isKeyLine([]byte(rest[:max(0, strings.IndexByte(rest, '\n'))])) {
			p.line = v.line
			p.fail("the array opened on line %d is not closed before %q", v.line, clip(rest))
		}
		v.arr = append(v.arr, p.value())
		p.skipBlank(true)
		if p.eat(']') {
			break
		}
		if !p.eat(',') {
			p.fail("expected , or ] in an array")
		}
	}
	p.depth--
	return v
}

// inline reads { k = v, ... } on one line.
func (p *tomlParser) inline() value {
	v := value{kind: kInline, line: p.line}
	p.enter("tables")
	p.skipBlank(false)
	if p.eat('}') {
		p.depth--
		return v
	}
	for {
		p.skipBlank(false)
		k := p.key()
		p.skipBlank(false)
		if !p.eat('=') {
			p.fail("key %q is not followed by =", k)
		}
		p.skipBlank(false)
		v.tab = append(v.tab, entry{key: k, val: p.value(), line: p.line})
		p.skipBlank(false)
		if p.eat('}') {
			break
		}
		if !p.eat(',') {
			p.fail("expected , or } in an inline table")
		}
	}
	p.depth--
	return v
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isTime reports a local time: HH:MM:SS with an optional fraction.
func isTime(s string) bool {
	if len(s) < 8 || s[2] != ':' || s[5] != ':' || !digits(s[:2]) || !digits(s[3:5]) || !digits(s[6:8]) {
		return false
	}
	return len(s) == 8 || s[8] == '.' && digits(s[9:])
}

// isDate reports a date, with an optional time and offset (not checked further).
func isDate(s string) bool {
	return len(s) >= 10 && s[4] == '-' && s[7] == '-' && digits(s[:4]) && digits(s[5:7]) && digits(s[8:10])
}

// isInt reports a decimal TOML integer.
func isInt(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if !digits(strings.ReplaceAll(s, "_", "")) || strings.HasPrefix(s, "_") || strings.HasSuffix(s, "_") || strings.Contains(s, "__") {
		return false
	}
	return s == "0" || s[0] != '0'
}

// isFloat reports a TOML float (decimal or exponent form, inf, nan).
func isFloat(s string) bool {
	t := strings.TrimLeft(s, "+-")
	if len(s)-len(t) > 1 {
		return false
	}
	if t == "inf" || t == "nan" {
		return true
	}
	mant, exp, hasExp := strings.Cut(strings.ToLower(t), "e")
	if hasExp && !isInt(exp) && !(len(exp) > 1 && (exp[0] == '+' || exp[0] == '-') && digits(exp[1:])) {
		return false
	}
	ip, fp, hasFrac := strings.Cut(mant, ".")
	if !isInt(ip) || ip[0] == '+' || ip[0] == '-' {
		return false
	}
	if hasFrac && !digits(strings.ReplaceAll(fp, "_", "")) {
		return false
	}
	return hasFrac || hasExp
}

// clip shortens s to a quotable fragment of its first line.
func clip(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return s
}
