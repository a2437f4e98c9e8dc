package parser

import (
	"math/rand"
	"testing"

	"github.com/stud8/stud8/hand"
)

// TestNamesActor checks Names.Actor against ScanActor on names that share
// their first bytes, contain the separators, are prefixes of each other,
// and are longer than one and two words, across hands (Reset) and seats
// appended between calls.
func TestNamesActor(t *testing.T) {
	pool := []string{"P", "Player1", "Player10", "Player1 x", "Player2", "Hero", "Hero: x",
		"a very long player name", "a very long player nam", "a very long player name!", "Zoë",
		"12345678", "123456789", "1234567", "sixteen-bytes-ab", "sixteen-bytes-abc", "[x]", ""}
	seps := []string{" ", ": ", " [", " - ", " Collects ", ""}
	rnd := rand.New(rand.NewSource(1))
	var names Names
	for hands := 0; hands < 400; hands++ {
		names.Reset()
		var seats []hand.Seat
		want := 1 + rnd.Intn(20) // more than maxKeyed at times
		for len(seats) < want {
			seats = append(seats, hand.Seat{Name: pool[rnd.Intn(len(pool))]})
			for lines := 0; lines < 10; lines++ {
				l := []byte(pool[rnd.Intn(len(pool))] + seps[rnd.Intn(len(seps))] + pool[rnd.Intn(len(pool))])
				l = l[:rnd.Intn(len(l)+1)]
				sep := seps[rnd.Intn(len(seps))]
				gi, grest := names.Actor(seats, l, sep)
				wi, wrest := ScanActor(seats, l, sep)
				if gi != wi || string(grest) != string(wrest) {
					t.Fatalf("Actor(%q, %q) with seats %q = %d %q, want %d %q", l, sep, seatNames(seats), gi, grest, wi, wrest)
				}
			}
		}
	}
}

// TestNamesReset checks that a hand's names do not leak into the next one
// with as many seats (the memory of the seats being reused).
func TestNamesReset(t *testing.T) {
	var names Names
	seats := []hand.Seat{{Name: "Player1"}, {Name: "Player2"}}
	if i, _ := names.Actor(seats, []byte("Player2 folds"), " "); i != 1 {
		t.Fatalf("got %d, want 1", i)
	}
	names.Reset()
	seats[0].Name, seats[1].Name = "Player2", "Player3"
	if i, _ := names.Actor(seats, []byte("Player2 folds"), " "); i != 0 {
		t.Fatalf("after Reset: got %d, want 0", i)
	}
}

func seatNames(seats []hand.Seat) []string {
	var out []string
	for _, s := range seats {
		out = append(out, s.Name)
	}
	return out
}
