// Package phh reads and writes PHH, the Poker Hand History format of
// PokerKit (a restricted TOML: one hand per .phh document, numbered tables
// of hands in a .phhs file), for the stud family: Seven Card Stud Hi/Lo
// (F7S/8), Stud High (F7S) and Razz (FR). docs/phh.md says how each field
// of the hand model maps to PHH and what PHH cannot carry.
package phh

import (
	"bytes"
	"io"

	"github.com/stud8/stud8/parser"
)

// Site is PHH in the registry of parser/sites. Its writer writes .phhs
// files: one numbered table per hand.
var Site = parser.Site{
	Name:   "PHH",
	Detect: Detect,
	Open: func(r io.Reader, file string, _ parser.Options) parser.HandReader {
		return NewReader(r, file)
	},
	Writer: &parser.Writer{Ext: ".phhs", Append: appendNext},
}

// Detect reports whether head is PHH: its first statement, past blank
// lines and comments, is a table header or a key = value line, and a
// variant key is set near the start.
func Detect(head []byte) bool {
	first := true
	for len(head) > 0 {
		l := head
		if i := bytes.IndexByte(l, '\n'); i >= 0 {
			l, head = l[:i], head[i+1:]
		} else {
			head = nil
		}
		l = bytes.TrimSpace(l)
		if len(l) == 0 || l[0] == '#' {
			continue
		}
		if first {
			first = false
			if l[0] != '[' && !isKeyLine(l) {
				return false
			}
		}
		if k, _, ok := bytes.Cut(l, []byte("=")); ok && string(bytes.TrimSpace(k)) == "variant" {
			return true
		}
	}
	return false
}

// isKeyLine reports "key = ..." with a bare or quoted key.
func isKeyLine(l []byte) bool {
	i := 0
	for i < len(l) && isBare(l[i]) {
		i++
	}
	if i == 0 && len(l) > 0 && (l[0] == '\'' || l[0] == '"') {
		if j := bytes.IndexByte(l[1:], l[0]); j >= 0 {
			i = j + 2
		}
	}
	if i == 0 {
		return false
	}
	rest := bytes.TrimLeft(l[i:], " \t")
	return len(rest) > 0 && rest[0] == '='
}
