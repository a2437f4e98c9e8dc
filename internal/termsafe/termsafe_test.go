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
