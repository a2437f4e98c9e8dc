package textbuf

import (
	"fmt"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
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
		{"seat head", func(w *Buf) { w.Seat(&hand.Seat{Num: 7, Name: "Ann B"}, " (") }, "Seat 7: Ann B ("},
		{"with", func(w *Buf) { w.With("a pair of Kings") }, " with a pair of Kings"},
		{"with nothing", func(w *Buf) { w.With("") }, ""},
		{"showed and won", func(w *Buf) {
			r := hand.SeatResult{Outcome: hand.OutShowedWon, Amount: 150, NCards: 2, Cards: [7]cards.Card{ah, unknown}, Text: "Aces"}
			w.Showed(&r, "??", " and won (", ")", func(m hand.Money) { w.Int(int(m)) })
		}, "showed [Ah ??] and won (150) with Aces"},
		{"showed and lost", func(w *Buf) {
			r := hand.SeatResult{Outcome: hand.OutShowedLost, Amount: 150, NCards: 1, Cards: [7]cards.Card{td}}
			w.Showed(&r, "-", " and won ", "", func(m hand.Money) { t.Error("a loss writes no amount") })
		}, "showed [Td] and lost"},
	}
	for _, c := range cases {
		w := Buf{B: []byte("x")}
		c.do(&w)
		if got := string(w.B); got != "x"+c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, "x"+c.want)
		}
	}
}

// TestCheckPlayers: an event or summary seat naming a player who is not
// seated fails with the site, hand and index; an event of a kind that names
// nobody may have player -1.
func TestCheckPlayers(t *testing.T) {
	seats := []hand.Seat{{Num: 1, Name: "A"}, {Num: 4, Name: "B"}}
	board := func(k hand.Kind) bool { return k == hand.Board }
	cases := []struct {
		name    string
		events  []hand.Event
		summary []hand.SeatResult
		want    string
	}{
		{"fine", []hand.Event{{Kind: hand.Ante, Player: 1}, {Kind: hand.Board, Player: -1}}, []hand.SeatResult{{Player: 0}}, ""},
		{"past the seats", []hand.Event{{Kind: hand.Ante, Player: 0}, {Kind: hand.Ante, Player: 2}}, nil,
			"site: write hand 9: event 1 has player 2 of 2"},
		{"nobody where somebody acts", []hand.Event{{Kind: hand.Call, Player: -1}}, nil, "site: write hand 9: event 0 has player -1 of 2"},
		{"board past the seats", []hand.Event{{Kind: hand.Board, Player: 2}}, nil, "site: write hand 9: event 0 has player 2 of 2"},
		{"summary seat", nil, []hand.SeatResult{{Player: 1}, {Player: -1}}, "site: write hand 9: summary seat with player -1 of 2"},
	}
	for _, c := range cases {
		h := &hand.Hand{ID: "9", Seats: seats, Events: c.events}
		h.Summary.Seats = c.summary
		err := CheckPlayers("site", h, board)
		if got := fmt.Sprint(err); c.want == "" && err != nil || c.want != "" && got != c.want {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

// TestDeal writes the "Dealt to" lines of one player's hand, the down
// cards known or not, in both 3rd-street forms, against lines written by
// hand; a deal of an unknown card writes nothing.
func TestDeal(t *testing.T) {
	c := func(s string) cards.Card {
		k, err := cards.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	var none cards.Card
	third := hand.Event{Kind: hand.Deal, Street: hand.Third, NCards: 3, Cards: [7]cards.Card{c("2c"), c("3d"), c("4h")}}
	hidden := hand.Event{Kind: hand.Deal, Street: hand.Third, NCards: 3, Cards: [7]cards.Card{none, none, c("4h")}}
	fourth := hand.Event{Kind: hand.Deal, Street: hand.Fourth, NCards: 1, Cards: [7]cards.Card{c("5s")}}
	unknown := hand.Event{Kind: hand.Deal, Street: hand.Fifth, NCards: 1}
	cases := []struct {
		name   string
		events []hand.Event
		split  bool
		want   string
	}{
		{"one group", []hand.Event{third, fourth, unknown}, false, "Dealt to A [2c 3d 4h]\nDealt to A [2c 3d 4h] [5s]\n"},
		{"split", []hand.Event{third, fourth}, true, "Dealt to A [2c 3d] [4h]\nDealt to A [2c 3d 4h] [5s]\n"},
		{"down cards unknown", []hand.Event{hidden, fourth}, true, "Dealt to A [4h]\nDealt to A [4h] [5s]\n"},
	}
	for _, tc := range cases {
		var w Buf
		var d Dealt
		for i := range tc.events {
			w.Deal(&d, &tc.events[i], "A", "-", tc.split)
		}
		if got := string(w.B); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
