package docs

import (
	"strings"
	"testing"
)

// TestDefine reads columns out of definitions.md as its tables write them:
// a column's own row, a range row, and a name that is in no table.
func TestDefine(t *testing.T) {
	for _, c := range []struct {
		col, section, field, has string
	}{
		{"vpip_3rd", "stats", "", "voluntarily"},
		{"af_5th", "stats", "", "aggression factor"},
		{"bb_per_100", "stats", "", ""},
		// A range's prefix is its whole name up to the street: fold_5th is
		// its own row, not fold_to_bet's.
		{"fold_5th", "stats", "", "facing a bet or not"},
		{"fold_to_bet_5th", "stats", "", "after a bet had been made"},
	} {
		d, ok := Define("stats", c.col)
		if !ok {
			t.Errorf("%s: no definition", c.col)
			continue
		}
		if d.Section != c.section || len(d.Values) == 0 || len(d.Values) > len(d.Fields) {
			t.Errorf("%s: %+v", c.col, d)
		}
		if !strings.Contains(d.Text(), c.has) || strings.Contains(d.Text(), "`") {
			t.Errorf("%s: text %q, want it to hold %q and no backquote", c.col, d.Text(), c.has)
		}
		if d.Anchor() != "stats" {
			t.Errorf("%s: anchor %q", c.col, d.Anchor())
		}
	}
	if d, _ := Define("sessions", "vpip_3rd"); d.Section != "stats" {
		t.Errorf("vpip_3rd, sessions first: under %q, want stats (the only table of it)", d.Section)
	}
	if d, ok := Define("stats", "no_such_column"); ok {
		t.Errorf("no_such_column: %+v", d)
	}
}

// TestSections splits definitions.md at its headings and loses no line.
func TestSections(t *testing.T) {
	var b strings.Builder
	var headings []string
	for _, s := range Sections() {
		if s.Level > 0 {
			b.WriteString(strings.Repeat("#", s.Level) + " " + s.Heading + "\n")
			headings = append(headings, s.Heading)
		}
		b.WriteString(s.Text)
	}
	if b.String() != Definitions {
		t.Error("the sections joined again are not definitions.md")
	}
	if !strings.Contains(strings.Join(headings, "|"), "|By door card|") || Anchor("By door card") != "by-door-card" {
		t.Errorf("headings %v", headings)
	}
}
