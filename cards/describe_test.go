package cards

import (
	"strings"
	"testing"
)

// cardsOf parses a space-separated list of cards.
func cardsOf(t *testing.T, s string) []Card {
	t.Helper()
	return mustParseAll(t, strings.Fields(s))
}

func TestDescribeHigh(t *testing.T) {
	tests := []struct{ cards, want string }{
		{"Ah 9c 7d 4s 3h Jd 2c", "high card Ace"},
		{"8h 8c Kd 4s 3h", "a pair of Eights"},
		{"2h 2c Kd 4s 3h Jd 9c", "a pair of Deuces"},
		{"6h 6c Kd 4s 3h Jd 9c", "a pair of Sixes"},
		{"Qh Qc 5d 5s 3h Jd 9c", "two pair, Queens and Fives"},
		{"Qh Qc 5d 5s 3h 3d 9c", "two pair, Queens and Fives"},
		{"6h 6c 2d 2s 3h Jd 9c", "two pair, Sixes and Deuces"},
		{"Ah Ac As 5s 3h Jd 9c", "three of a kind, Aces"},
		{"3h 4c 5d 6s 7h Kd Kc", "a straight, Three to Seven"},
		{"Ah 2c 3d 4s 5h Kd Kc", "a straight, Ace to Five"},
		{"2h 3c 4d 5s 6h Ad Kc", "a straight, Deuce to Six"},
		{"Th Jc Qd Ks Ah 2d 2c", "a straight, Ten to Ace"},
		{"Qh 9h 5h 3h 2h Ad Ac", "a flush, Queen high"},
		{"Kh Kc Ks 5s 5h 2d 9c", "a full house, Kings full of Fives"},
		{"Kh Kc Ks 5s 5h 5d 9c", "a full house, Kings full of Fives"},
		{"2h 2c 2s 6s 6h 9d Tc", "a full house, Deuces full of Sixes"},
		{"Ah Ac As Ad 5h 2d 9c", "four of a kind, Aces"},
		{"6h 6c 6s 6d Ah Ad Ac", "four of a kind, Sixes"},
		{"Ah 2h 3h 4h 5h 6d 9c", "a straight flush, Ace to Five"},
		{"5s 6s 7s 8s 9s 9d 9c", "a straight flush, Five to Nine"},
		{"9s Ts Js Qs Ks As Ac", "a Royal Flush"},
		{"Ah", "high card Ace"},
		{"Kh Kd", "a pair of Kings"},
	}
	for _, tt := range tests {
		if got := EvalHigh(cardsOf(t, tt.cards)).Describe(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.cards, got, tt.want)
		}
	}
	if got := HighValue(0).Describe(); got != "no hand" {
		t.Errorf("zero HighValue describes as %q", got)
	}
}

func TestHighClassString(t *testing.T) {
	want := []string{"High card", "One pair", "Two pair", "Three of a kind", "Straight",
		"Flush", "Full house", "Four of a kind", "Straight flush"}
	for i, w := range want {
		if got := (HighCard + HighClass(i)).String(); got != w {
			t.Errorf("class %d: %q, want %q", HighCard+HighClass(i), got, w)
		}
	}
}

func TestBestHigh(t *testing.T) {
	tests := []struct{ cards, five string }{
		{"Ah 9c 7d 4s 3h Jd 2c", "Ah 9c 7d Jd 4s"},
		{"Kh Kc Ks 5s 5h 4d 9c", "Kh Kc Ks 5s 5h"},
		{"Qh 9h 5h 3h 2h Ad Ac", "Qh 9h 5h 3h 2h"},
		{"Ah 2c 3d 4s 5h Kd Kc", "Ah 2c 3d 4s 5h"},
		{"8h 8c Kd 4s 3h", "8h 8c Kd 4s 3h"},
		{"8h 8c Kd 4s 3h 2c", "8h 8c Kd 4s 3h"},
	}
	for _, tt := range tests {
		v, five := BestHigh(cardsOf(t, tt.cards))
		if v != EvalHigh(cardsOf(t, tt.cards)) {
			t.Errorf("%s: BestHigh value differs from EvalHigh", tt.cards)
		}
		want := cardsOf(t, tt.five)
		if !subset(five[:], want) || !subset(want, five[:]) {
			t.Errorf("%s: BestHigh cards %v, want %s", tt.cards, five, tt.five)
		}
	}
	v, five := BestHigh(cardsOf(t, "Ah Kd"))
	if v.Describe() != "high card Ace" || five != [5]Card{New(Ace, Hearts), New(King, Diamonds)} {
		t.Errorf("two cards: %s %v", v.Describe(), five)
	}
}

func TestEvalHighIgnoresUnknown(t *testing.T) {
	with := []Card{None, New(Ace, Hearts), New(Ace, Clubs), None, New(Two, Spades), New(Nine, Diamonds), New(Jack, Clubs)}
	if got := EvalHigh(with).Describe(); got != "a pair of Aces" {
		t.Errorf("with unknown cards: %q", got)
	}
	if EvalHigh(nil) != 0 {
		t.Errorf("EvalHigh(nil) = %d, want 0", EvalHigh(nil))
	}
}
