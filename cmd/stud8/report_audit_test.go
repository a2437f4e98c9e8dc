package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestWrapLastColumn wraps the message column of small tables written by
// hand: the other columns stay as they are, the message's words keep their
// order and every wrapped line starts under the column.
func TestWrapLastColumn(t *testing.T) {
	for _, c := range []struct {
		name  string
		table string
		width int
		want  string
	}{
		{"fits", "a  message\n-  -------\nx  short text\n", 80,
			"a  message\n-  -------\nx  short text\n"},
		{"wrapped", "code  message\n----  -------\nc.d   one two three four five six seven eight nine ten eleven\n", 38,
			"code  message\n----  -------\nc.d   one two three four five six\n      seven eight nine ten eleven\n"},
		{"under the row when the columns leave too little", "code  message\n----  -------\nc.d   one two three four five six seven eight nine ten eleven\n", 20,
			"code  message\n----  -------\nc.d\n    one two three four five six\n    seven eight nine ten eleven\n"},
		{"the rule is cut to the column", "id  message\n--  " + strings.Repeat("-", 50) + "\n7   " + strings.Repeat("w ", 25) + "\n", 34,
			"id  message\n--  " + strings.Repeat("-", 30) + "\n7   " + strings.TrimSpace(strings.Repeat("w ", 15)) + "\n    " + strings.TrimSpace(strings.Repeat("w ", 10)) + "\n"},
		{"names of other scripts count as runes", "p  message\n-  -------\né  ééé ééé ééé ééé ééé ééé ééé ééé ééé\n", 33,
			"p  message\n-  -------\né  ééé ééé ééé ééé ééé ééé ééé\n   ééé ééé\n"},
	} {
		var b bytes.Buffer
		wrapLastColumn(&b, c.table, c.width)
		if b.String() != c.want {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, b.String(), c.want)
		}
	}
}

// TestAuditHandsMessage checks that report audit --hands prints each
// finding's message, in every format.
func TestAuditHandsMessage(t *testing.T) {
	db := t.TempDir() + "/audit.duckdb"
	if code, _, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", "../../testdata/oracle/faults.txt"); code > exitFindings {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	// The oracle's faults file says each fault in words: one of them.
	const words = "whose turn it was"
	for _, format := range []string{"table", "csv", "json"} {
		code, out, errOut := stud8(t, "report", "audit", "--hands", "--db", db, "--format", format, "--width", "100")
		if code != exitOK || !strings.Contains(strings.Join(strings.Fields(out), " "), words) {
			t.Errorf("%s: exit %d, no message %q\n%s%s", format, code, words, out, errOut)
		}
		if format != "table" {
			continue
		}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if n := len([]rune(l)); n > 100 && strings.HasPrefix(l, " ") {
				t.Errorf("line of %d columns past --width 100: %q", n, l)
			}
		}
	}
}
