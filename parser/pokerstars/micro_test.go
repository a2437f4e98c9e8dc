package pokerstars

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// BenchmarkLines times the parser on single body lines of a parsed hand,
// warm: the cost per line kind without reading or allocating the hand.
func BenchmarkLines(b *testing.B) {
	p := &handParser{}
	r := parser.NewTextReader(strings.NewReader(baseHand), "x", parser.TextFormat{Site: "PokerStars", HeaderStart: 'P', Grammar: p}, parser.Options{})
	if _, err := r.Next(); err != nil {
		b.Fatal(err)
	}
	for _, l := range []string{
		"Player0: calls $400",
		"Hero: raises $400 to $1200",
		"Dealt to Hero [7s 7c Ah Jh] [Jd]",
		"Dealt to Player0 [Ts 4s] [9d]",
		"Player0: folds",
		"Hero collected $3318 from pot",
	} {
		line := []byte(l)
		b.Run(l, func(b *testing.B) {
			p.Ledger.SetStreet(5)
			for i := 0; i < b.N; i++ {
				// Empty, with the slot next reuses zero as in a fresh hand.
				p.H.Events = append(p.H.Events[:0], hand.Event{})[:0]
				if err := p.Body(line, 9); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
