package store

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestExcerpt: a reject's text is kept whole up to MaxRejectText bytes,
// else its first bytes cut at a rune boundary; invalid bytes become U+FFFD
// within the bound.
func TestExcerpt(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
	}{
		{"short", 10, "short"},
		{"0123456789abc", 10, "0123456789"},
		{"012345678é", 10, "012345678"}, // é would straddle the bound
		{"\xff\xfe", 10, "\uFFFD"},      // a run of invalid bytes is one U+FFFD, as str writes it
		{strings.Repeat("a\xff", 10), 10, "a\uFFFDa\uFFFDa"},
	} {
		got := excerpt(c.in, c.max)
		if got != c.want || len(got) > c.max || !utf8.ValidString(got) {
			t.Errorf("excerpt(%q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
}
