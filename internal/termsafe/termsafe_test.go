package termsafe

import "testing"

func TestString(t *testing.T) {
	for in, want := range map[string]string{
		"Alice":               "Alice",
		"Zoë 李":               "Zoë 李",
		"\x1b]0;pwned\x07Bob": `\e]0;pwned\x07Bob`,
		"\x1b[2J":             `\e[2J`,
		"a\tb\nc\rd\x7f\x00":  `a\tb\nc\rd\x7f\x00`,
		"\u009b31m":           `\u009b31m`,
		"bad\xffutf8":         `bad\xffutf8`,
	} {
		if got := String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
	if got := string(Append(nil, []byte("a\x1b\nb\n"), true)); got != "a\\e\nb\n" {
		t.Errorf("Append with lines: %q", got)
	}
}

// TestFormatCharacters: the bidi overrides, the zero-width space and the
// other format characters (category Cf) are escaped like ESC, so that a
// name cannot reverse the numbers printed after it; so is a control after
// a non-ASCII letter.
func TestFormatCharacters(t *testing.T) {
	for in, want := range map[string]string{
		"Eve\u202e 12.50": `Eve\u202e 12.50`,
		"Eve\u202d":       `Eve\u202d`,
		"a\u200bb":        `a\u200bb`,
		"\u2066x\u2069":   `\u2066x\u2069`,
		"\ufeffBOM":       `\ufeffBOM`,
		"Zoë\x1b[2J":      `Zoë\e[2J`,
		"Zoë\u0085":       `Zoë\u0085`,
		"日本\u200f":        `日本\u200f`,
		"plain Zoë 李 ♠":   "plain Zoë 李 ♠",
	} {
		if got := String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
		if Safe([]byte(in), false) != (in == want) {
			t.Errorf("Safe(%q) = %v", in, !(in == want))
		}
	}
	if got := string(Append(nil, []byte("é\u202e\nb\n"), true)); got != "é\\u202e\nb\n" {
		t.Errorf("Append with lines: %q", got)
	}
}
