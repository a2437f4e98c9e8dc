package reports

import (
	"bytes"
	"strings"
	"testing"
)

// TestTableEscapesControlCharacters: a player name with an ESC sequence
// and a BEL prints as visible escapes in table and markdown output, and
// byte for byte in CSV and JSON (escaped as JSON requires).
func TestTableEscapesControlCharacters(t *testing.T) {
	name := "Eve\x1b]0;owned\x07\x1b[2J"
	res := &Result{Columns: []string{"player", "hands"}, Rows: [][]any{{name, int64(3)}}}
	for _, f := range []string{"table", "markdown"} {
		var b bytes.Buffer
		if err := Write(&b, res, f); err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(b.String(), "\x1b\x07") || !strings.Contains(b.String(), `Eve\e]0;owned\x07\e[2J`) {
			t.Errorf("%s: %q", f, b.String())
		}
	}
	var b bytes.Buffer
	if err := Write(&b, res, "csv"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), name) {
		t.Errorf("csv lost the exact bytes: %q", b.String())
	}
	b.Reset()
	if err := Write(&b, res, "json"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `Eve\u001b]0;owned\u0007\u001b[2J`) {
		t.Errorf("json: %q", b.String())
	}
}

// TestTableEscapesFormatCharacters: a name holding a right-to-left override
// (U+202E), a left-to-right override (U+202D) or a zero-width space
// (U+200B) prints them as visible escapes in table and markdown output, so
// it cannot reverse the numbers after it on the screen; CSV keeps them.
func TestTableEscapesFormatCharacters(t *testing.T) {
	name := "Eve\u202e\u202d\u200b"
	res := &Result{Columns: []string{"player", "net"}, Rows: [][]any{{name, 12.5}}}
	for _, f := range []string{"table", "markdown"} {
		var b bytes.Buffer
		if err := Write(&b, res, f); err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(b.String(), "\u202e\u202d\u200b") || !strings.Contains(b.String(), `Eve\u202e\u202d\u200b`) {
			t.Errorf("%s: %q", f, b.String())
		}
	}
	var b bytes.Buffer
	if err := Write(&b, res, "csv"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), name) {
		t.Errorf("csv lost the exact bytes: %q", b.String())
	}
}
