package studkit

import (
	"errors"
	"math/rand"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

func TestMoney(t *testing.T) {
	for _, c := range []struct {
		in   string
		want hand.Money
		ok   bool
	}{
		{"1,060.38", 106038, true}, {"65,150", 6515000, true}, {"5€", 500, true}, {"2026.03€", 202603, true},
		{"$0.04", 4, true}, {"0.5", 50, true}, {"1,662.75", 166275, true}, {"10", 1000, true},
		{"1,00", 0, false}, {",100", 0, false}, {"1.", 0, false}, {"1.234", 0, false}, {"", 0, false},
		{"-6.10€", 0, false}, {"1.2.3", 0, false}, {"12,345,678.90", 1234567890, true},
	} {
		got, err := Money([]byte(c.in), 2)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("Money(%q) = %d, %v", c.in, got, err)
		}
		if err != nil && !errors.Is(err, parser.ErrBadAmount) {
			t.Errorf("Money(%q): %v is not ErrBadAmount", c.in, err)
		}
	}
	if _, err := Money([]byte("-6.10€"), 2); !errors.Is(err, ErrNegative) {
		t.Errorf("negative: %v", err)
	}
}

func TestClock(t *testing.T) {
	for _, in := range []string{"2016/8/2 11:13:2", "2021-01-02 15:48:40", "2016/11/12 23:04:10 UTC"} {
		if _, _, ok := Clock([]byte(in)); !ok {
			t.Errorf("Clock(%q) failed", in)
		}
	}
	if _, _, ok := Clock([]byte("2016/13/2 11:13:2")); ok {
		t.Error("month 13 accepted")
	}
}

// TestNamesActor: Names.Actor finds what parser.ScanActor finds, for names that share
// their first bytes, are prefixes of one another, are shorter and longer
// than a word, empty, or hold spaces and separators.
func TestNamesActor(t *testing.T) {
	names := []string{"Player1", "Player10", "Player1 x", "P", "", "LongPlayerName1", "LongPlayerName2",
		"LongPlayerName", "Bob: a", "Bob", "a b c d e f", "Ünï€", "12345678", "1234567"}
	rest := []string{" calls 5", ": posts ante 1", " [Ah]", " (10) -5", " wins pot (3)", "", " ", "x calls", ":"}
	seps := []string{" ", ": ", " [", " (", " wins ", ""}
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 20000; iter++ {
		var seats []hand.Seat
		for k := rng.Intn(10); k > 0; k-- {
			seats = append(seats, hand.Seat{Name: names[rng.Intn(len(names))]})
		}
		var n Names
		n.Set(seats)
		l := []byte(names[rng.Intn(len(names))] + rest[rng.Intn(len(rest))])
		if rng.Intn(4) == 0 && len(l) > 0 {
			l = l[:rng.Intn(len(l))]
		}
		sep := seps[rng.Intn(len(seps))]
		w1, r1 := parser.ScanActor(seats, l, sep)
		w2, r2 := n.Actor(l, sep)
		if w1 != w2 || string(r1) != string(r2) || (r1 == nil) != (r2 == nil) {
			t.Fatalf("seats %v, line %q, sep %q: Actor %d %q, Names.Actor %d %q", seats, l, sep, w1, r1, w2, r2)
		}
	}
}
