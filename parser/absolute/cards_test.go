package absolute

import (
	"bytes"
	"fmt"
	"math/rand"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/parser"
)

// TestCardList compares cardList with a plain reading of each
// space-separated token by card, on lists of good and bad tokens.
func TestCardList(t *testing.T) {
	plain := func(in []byte, dst []cards.Card) (int, error) {
		n := 0
		for _, tok := range bytes.Fields(in) {
			if n == len(dst) {
				return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
			}
			c, err := card(tok)
			if err != nil {
				return n, err
			}
			dst[n] = c
			n++
		}
		return n, nil
	}
	toks := []string{"H", "Js", "10d", "Ah", "2c", "Tc", "HH", "Hx", "1s", "10", "As5", "X", "hA", "", " ", "  "}
	rnd := rand.New(rand.NewSource(1))
	for round := 0; round < 20000; round++ {
		var in []byte
		for k := rnd.Intn(9); k > 0; k-- {
			in = append(in, toks[rnd.Intn(len(toks))]...)
			if rnd.Intn(5) > 0 {
				in = append(in, ' ')
			}
		}
		var got, want [7]cards.Card
		gn, gerr := cardList(in, got[:])
		wn, werr := plain(in, want[:])
		if gn != wn || got != want || fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Fatalf("cardList(%q) = %d %v %v, want %d %v %v", in, gn, got[:gn], gerr, wn, want[:wn], werr)
		}
	}
}
