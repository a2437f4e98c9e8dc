// Package termsafe makes text safe to print on a terminal: control
// characters (ESC sequences, BEL, backspace, C1 controls) and format
// characters (Unicode category Cf: the bidi overrides U+202E and U+202D,
// the zero-width space U+200B, ...) in player names, table names or raw
// hand text are written as visible escapes, so that text from a hand
// history cannot move the cursor, retitle the window, ring the bell or
// reverse the numbers printed after it. CSV and JSON output keep the exact
// bytes.
package termsafe

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Safe reports whether b has no byte to escape (newlines allowed when
// lines is set).
func Safe(b []byte, lines bool) bool {
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			if (c < 0x20 || c == 0x7f) && !(c == '\n' && lines) {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 || isUnicodeEscaped(r) {
			return false
		}
		i += n
	}
	return true
}

// isUnicodeEscaped reports whether r, past ASCII, is written as \uNNNN: a
// C1 control or a format character (category Cf).
func isUnicodeEscaped(r rune) bool {
	return r >= 0x80 && r <= 0x9f || r >= 0x80 && unicode.Is(unicode.Cf, r)
}

// Append appends b to dst with control characters escaped as \n, \t, \r,
// \e (ESC) or \xNN (others, and invalid UTF-8 bytes), and C1 controls and
// format characters as \u0085, \u202e. With lines set, newlines are kept
// as they are.
func Append(dst, b []byte, lines bool) []byte {
	if Safe(b, lines) {
		return append(dst, b...)
	}
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		switch {
		case r == '\n' && lines:
			dst = append(dst, '\n')
		case r == '\n':
			dst = append(dst, `\n`...)
		case r == '\t':
			dst = append(dst, `\t`...)
		case r == '\r':
			dst = append(dst, `\r`...)
		case r == 0x1b:
			dst = append(dst, `\e`...)
		case r < 0x20 || r == 0x7f || r == utf8.RuneError && n == 1:
			dst = fmt.Appendf(dst, `\x%02x`, b[0])
		case isUnicodeEscaped(r):
			dst = fmt.Appendf(dst, `\u%04x`, r)
		default:
			dst = append(dst, b[:n]...)
		}
		b = b[n:]
	}
	return dst
}

// String returns s with control characters escaped (newlines too).
func String(s string) string {
	if Safe([]byte(s), false) {
		return s
	}
	return string(Append(nil, []byte(s), false))
}
