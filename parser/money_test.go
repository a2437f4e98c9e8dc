package parser

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// TestSyntaxMoney is the one money lexer's table: each input under the
// syntaxes of the sites, with the one answer each gives (-1: an error).
func TestSyntaxMoney(t *testing.T) {
	comma := &Syntax{Thousands: ','}                                                  // Full Tilt, Winning, Bovada...
	euro := &Syntax{Thousands: '.', Decimal: ',', Suffixes: []string{"€", " €"}}      // a decimal comma
	suffixed := &Syntax{Thousands: ',', Suffixes: []string{" USD", " EUR", " chips"}} // iPoker text, Merge
	spaced := &Syntax{Suffixes: []string{" USD", " EURO", " EUR"}, SymbolSpace: true} // Everleaf
	const bad = -1
	cases := []struct {
		in       string
		syn      *Syntax
		decimals int
		want     hand.Money
	}{
		{"$0.04", Plain, 2, 4},
		{"$5", Plain, 2, 500},
		{"1200", Plain, 0, 1200},
		{"€1.5", Plain, 2, 150},
		{" 0.25 ", Plain, 2, 25},
		{"0.050", Plain, 2, 5},   // zeros past the unit are exact
		{"0.055", Plain, 2, bad}, // a digit past the unit is not
		{"0.05", Plain, 0, bad},
		{"100.00", Plain, 0, 100},
		{"1,5", Plain, 2, bad},
		{"1,5", comma, 2, bad}, // a group of thousands has three digits
		{"1,5", euro, 2, 150},
		{",5", comma, 2, bad},
		{",5", euro, 2, bad},
		{"5.", Plain, 2, bad},
		{".5", Plain, 2, bad},
		{"1,500", comma, 0, 1500},
		{"$ 0.08 USD", spaced, 2, 8},
		{"€ 2.50 EURO", spaced, 2, 250},
		{"  €  2.50 EURO ", spaced, 2, 250},
		{"$ 0.08 USD", Plain, 2, bad}, // a space after the symbol only where the site writes one
		{"$ -1", spaced, 2, bad},
		{"$ ", spaced, 2, bad},
		{"1,500", Plain, 0, bad},
		{"1,060.38", comma, 2, 106038},
		{"12,345,678", comma, 0, 12345678},
		{"1234,567", comma, 0, bad},
		{"1,50,000", comma, 0, bad},
		{"1,500,", comma, 0, bad},
		{"1.500,50 €", euro, 2, 150050},
		{"1,50€", euro, 2, 150},
		{"$0.05 USD", suffixed, 2, 5},
		{"2,560 chips", suffixed, 0, 2560},
		{"2,560 chips", comma, 0, bad}, // a suffix the site does not write
		{"-5", Plain, 2, bad},
		{"$-5", comma, 2, bad},
		{"", Plain, 2, bad},
		{"$", Plain, 2, bad},
		{"1234567890123456", Plain, 0, bad}, // 16 digits
		{"123456789012345", Plain, 0, 123456789012345},
		{"5x", Plain, 2, bad},
	}
	for _, c := range cases {
		got, err := c.syn.Money([]byte(c.in), c.decimals)
		if c.want == bad {
			if err == nil || !errors.Is(err, ErrBadAmount) {
				t.Errorf("%+v: Money(%q) = %d, %v; want ErrBadAmount", *c.syn, c.in, got, err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%+v: Money(%q) = %d, %v; want %d", *c.syn, c.in, got, err, c.want)
		}
		// the fast path agrees with Plain wherever Plain reads the input
		if c.syn == Plain && c.in == string(TrimRight([]byte(c.in))) && c.in[0] != ' ' {
			if fast, err := ParseMoney([]byte(c.in), c.decimals); err != nil || fast != got {
				t.Errorf("ParseMoney(%q) = %d, %v; Plain.Money gives %d", c.in, fast, err, got)
			}
		}
	}
	if _, err := Plain.Money([]byte("-5"), 2); !errors.Is(err, ErrNegative) {
		t.Errorf("Money(-5): %v, want ErrNegative", err)
	}
}

func TestSyntaxCards(t *testing.T) {
	syn := &Syntax{Hidden: []string{"X", "-"}}
	var dst [7]cards.Card
	n, err := syn.Cards([]byte("10d Ah, -  Ts X"), dst[:])
	if err != nil || n != 5 {
		t.Fatalf("Cards: %d, %v", n, err)
	}
	want := []cards.Card{cards.New(10, 1), cards.New(14, 2), cards.None, cards.New(10, 3), cards.None}
	for i := range want {
		if dst[i] != want[i] {
			t.Errorf("card %d = %v, want %v", i, dst[i], want[i])
		}
	}
	for _, in := range []string{"1d", "11d", "Ax", "X", "Ahh"} {
		if _, err := Plain.Cards([]byte(in), dst[:]); !errors.Is(err, ErrBadCard) {
			t.Errorf("Plain.Cards(%q): %v, want ErrBadCard", in, err)
		}
	}
	if n, err := (&Syntax{NoTen: true}).Cards([]byte("Td 10d"), dst[:]); n != 1 || !errors.Is(err, ErrBadCard) {
		t.Errorf("NoTen: %d, %v, want 1 card then ErrBadCard", n, err)
	}
	if _, err := syn.Cards([]byte("Ah Ah Ah Ah Ah Ah Ah Ah"), dst[:]); !errors.Is(err, ErrBadDeal) {
		t.Errorf("eight cards: %v, want ErrBadDeal", err)
	}
}

// TestSyntaxSuitFirst: iPoker's cards, suit first in either case, ten as
// "10", "X" hidden; a card written rank first is an error there.
func TestSyntaxSuitFirst(t *testing.T) {
	syn := &Syntax{SuitFirst: true, Hidden: []string{"X", "x"}}
	var dst [7]cards.Card
	n, err := syn.Cards([]byte("CA d5 X S10 hK x"), dst[:])
	if err != nil || n != 6 {
		t.Fatalf("Cards: %d, %v", n, err)
	}
	want := []cards.Card{cards.New(14, cards.Clubs), cards.New(5, cards.Diamonds), cards.None, cards.New(10, cards.Spades),
		cards.New(13, cards.Hearts), cards.None}
	for i := range want {
		if dst[i] != want[i] {
			t.Errorf("card %d = %v, want %v", i, dst[i], want[i])
		}
	}
	for _, in := range []string{"Ac", "S1", "S11", "ST0", "XA", "C", "#A"} {
		if _, err := syn.Card([]byte(in)); !errors.Is(err, ErrBadCard) {
			t.Errorf("Card(%q): %v, want ErrBadCard", in, err)
		}
	}
}

// TestSyntaxCardsInPlace: Cards, which reads a rank and a suit in place,
// reads random lists of good, bad and hidden tokens as Card does token by
// token (the same cards, count and error), under each way to write cards.
func TestSyntaxCardsInPlace(t *testing.T) {
	for _, syn := range []*Syntax{{Hidden: []string{"H", "xx"}}, {NoTen: true}, {SuitFirst: true, Hidden: []string{"X"}}} {
		cardsInPlace(t, syn)
	}
}

func cardsInPlace(t *testing.T, syn *Syntax) {
	byToken := func(in []byte, dst []cards.Card) (int, error) {
		n := 0
		for _, tok := range bytes.FieldsFunc(in, func(r rune) bool { return r == ' ' || r == ',' }) {
			if n == len(dst) {
				return n, fmt.Errorf("%w: more than %d cards", ErrBadDeal, len(dst))
			}
			c, err := syn.Card(tok)
			if err != nil {
				return n, err
			}
			dst[n] = c
			n++
		}
		return n, nil
	}
	toks := []string{"H", "xx", "Js", "10d", "Ah", "2c", "Tc", "HH", "Hx", "1s", "10", "As5", "X", "hA", "", " ", ",", "A",
		"CA", "d5", "S10", "s10"}
	rnd := rand.New(rand.NewSource(1))
	for round := 0; round < 20000; round++ {
		var in []byte
		for k := rnd.Intn(9); k > 0; k-- {
			in = append(in, toks[rnd.Intn(len(toks))]...)
			if rnd.Intn(5) > 0 {
				in = append(in, " ,"[rnd.Intn(2)])
			}
		}
		var got, want [7]cards.Card
		gn, gerr := syn.Cards(in, got[:])
		wn, werr := byToken(in, want[:])
		if gn != wn || got != want || fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Fatalf("%+v: Cards(%q) = %d %v %v, want %d %v %v", *syn, in, gn, got[:gn], gerr, wn, want[:wn], werr)
		}
	}
}

// TestSyntaxNoAlloc: Money, Card and Cards keep nothing of their input, so
// a reader's []byte of a string's part stays on its stack; only an error
// allocates (it quotes a copy).
func TestSyntaxNoAlloc(t *testing.T) {
	syn := &Syntax{Thousands: ',', Hidden: []string{"??"}}
	line := "d dh p1 ??Ah 1,234.50"
	var dst [3]cards.Card
	n := testing.AllocsPerRun(100, func() {
		if _, err := syn.Money([]byte(line[13:]), 2); err != nil {
			t.Fatal(err)
		}
		if _, err := syn.Card([]byte(line[10:12])); err != nil {
			t.Fatal(err)
		}
		if _, err := syn.Cards([]byte(line[8:10]), dst[:]); err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("%v allocations a run, want 0", n)
	}
}

// TestMoneyFastPath: Syntax.Money's one-pass read of the usual amount
// gives what the syntax's whole grammar (money) gives, value or error, for
// every site syntax and amounts around the edges of the fast path.
func TestMoneyFastPath(t *testing.T) {
	syntaxes := []*Syntax{
		Plain,
		{NoTen: true},
		{Thousands: ','},
		{Thousands: ',', Suffixes: []string{"€"}},
		{Suffixes: []string{" USD", " EURO", " EUR"}, SymbolSpace: true},
		{Thousands: ',', Suffixes: []string{" USD", " chips", " EUR", " GBP"}},
		{Suffixes: []string{"O", " EURO"}}, // an earlier suffix that ends a later one
	}
	inputs := []string{"$1.50", "3.90€", "15€", "€1.5", "$ 0.02 USD", "€ 2.50 EURO", "1.50 €", "1,000€",
		"0.050", "0.051", "$-1", "-1", " 1.50", "1.50 ", "$ $5", "1.", ".5", "1234567890123456",
		"123456789012345", "12 USD", "12 EURO", "12 EUR", "12USD", "€", "", "$", "1 chips", "2 GBP ",
		"1.5.5", "12 EUROO", "7O", "7 EURO"}
	for i, s := range syntaxes {
		for _, in := range inputs {
			for _, dec := range []int{0, 2} {
				got, gerr := s.Money([]byte(in), dec)
				want, werr := s.money([]byte(in), dec)
				if got != want || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
					t.Errorf("syntax %d, %q (%d decimals): Money %v, %v; money %v, %v", i, in, dec, got, gerr, want, werr)
				}
			}
		}
	}
}

// TestCollected reads the amount and pot of collect lines; a line with no
// " from " is ErrUnknownLine, a bad amount ErrBadAmount.
func TestCollected(t *testing.T) {
	euro := &Syntax{Suffixes: []string{"€"}}
	cases := []struct {
		rest string
		m    hand.Money
		pot  string
		err  error
	}{
		{"$0.61 from side pot", 61, "side pot", nil},
		{"12.50€ from main pot", 1250, "main pot", nil},
		{"$0.61 from ", 61, "", nil},
		{"$0.61 side pot", 0, "", ErrUnknownLine},
		{"$0.6x from pot", 0, "", ErrBadAmount},
	}
	for _, c := range cases {
		l := []byte("Bob collected " + c.rest)
		m, pot, err := euro.Collected(l, l[len("Bob collected "):], 2)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%q: error %v, want %v", c.rest, err, c.err)
			}
			continue
		}
		if err != nil || m != c.m || string(pot) != c.pot {
			t.Errorf("%q: %d %q %v; want %d %q", c.rest, m, pot, err, c.m, c.pot)
		}
	}
}
