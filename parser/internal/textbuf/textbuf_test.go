package textbuf

import (
	"testing"

	"github.com/stud8/stud8/cards"
)

// TestBuf writes a seat line and card groups as the writers do, against
// text written by hand.
func TestBuf(t *testing.T) {
	ah, _ := cards.Parse("Ah")
	td, _ := cards.Parse("Td")
	var unknown cards.Card
	cases := []struct {
		name string
		do   func(w *Buf)
		want string
	}{
		{"seat", func(w *Buf) {
			w.S("Seat ")
			w.Int(3)
			w.SS(": ", "Bob", " (")
			w.Int(-120)
			w.S(")")
			w.NL()
		}, "Seat 3: Bob (-120)\n"},
		{"cards", func(w *Buf) { w.Cards([]cards.Card{ah, td}, "??") }, "[Ah Td]"},
		{"hidden", func(w *Buf) { w.Cards([]cards.Card{unknown, ah}, "??") }, "[?? Ah]"},
		{"dash", func(w *Buf) { w.Cards([]cards.Card{ah, unknown}, "-") }, "[Ah -]"},
		{"none", func(w *Buf) { w.Cards(nil, "-") }, "[]"},
	}
	for _, c := range cases {
		w := Buf{B: []byte("x")}
		c.do(&w)
		if got := string(w.B); got != "x"+c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, "x"+c.want)
		}
	}
}
