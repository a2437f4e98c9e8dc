package parser

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
)

// BenchmarkLines times the parser on single body lines of a parsed hand,
// warm: the cost per line kind without reading or allocating the hand.
func BenchmarkLines(b *testing.B) {
	r := NewReader(strings.NewReader(baseHand), "x")
	if !r.readBlock() {
		b.Fatal("no block")
	}
	p := &r.p
	if _, _, err := p.parse(&r.blk, "x"); err != nil {
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
			p.street = 5
			for i := 0; i < b.N; i++ {
				// Empty, with the slot next reuses zero as in a fresh hand.
				p.h.Events = append(p.h.Events[:0], hand.Event{})[:0]
				if err := p.bodyLine(line, 9); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
