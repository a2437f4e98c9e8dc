package hand

import (
	"testing"
	"unsafe"
)

func TestMoneyFormat(t *testing.T) {
	tests := []struct {
		m        Money
		decimals int
		want     string
	}{
		{40, 2, "0.40"},
		{0, 2, "0.00"},
		{5, 2, "0.05"},
		{123456, 2, "1234.56"},
		{-7, 2, "-0.07"},
		{-1250, 2, "-12.50"},
		{1200, 0, "1200"},
		{-30, 0, "-30"},
		{1, 3, "0.001"},
	}
	for _, tt := range tests {
		if got := tt.m.Format(tt.decimals); got != tt.want {
			t.Errorf("Money(%d).Format(%d) = %q, want %q", tt.m, tt.decimals, got, tt.want)
		}
	}
}

func TestPosString(t *testing.T) {
	tests := []struct {
		p    Pos
		want string
	}{
		{Pos{"a.txt", 12}, "a.txt:12"},
		{Pos{"a.txt", 0}, "a.txt"},
		{Pos{"", 3}, "3"},
		{Pos{}, "-"},
	}
	for _, tt := range tests {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.p, got, tt.want)
		}
	}
}

func TestNamesRoundTrip(t *testing.T) {
	for g := GameOther; g <= Razz; g++ {
		back, ok := ParseGame(g.String())
		if !ok || back != g {
			t.Errorf("ParseGame(%q) = %v, %v; want %v", g.String(), back, ok, g)
		}
	}
	if _, ok := ParseGame("holdem"); ok {
		t.Error("ParseGame(holdem) accepted")
	}
	for k := Ante; k <= DoubleBetAllowed; k++ {
		back, ok := ParseKind(k.String())
		if !ok || back != k {
			t.Errorf("ParseKind(%q) = %v, %v; want %v", k.String(), back, ok, k)
		}
	}
	if _, ok := ParseKind(""); ok {
		t.Error("ParseKind(\"\") accepted")
	}
}

func TestStreetString(t *testing.T) {
	want := map[Street]string{NoStreet: "", Third: "3rd", Fourth: "4th", Fifth: "5th", Sixth: "6th", Seventh: "7th"}
	for s, w := range want {
		if got := s.String(); got != w {
			t.Errorf("Street(%d).String() = %q, want %q", s, got, w)
		}
	}
}

func TestPlayerIndex(t *testing.T) {
	h := &Hand{Seats: []Seat{{Num: 1, Name: "PC [Mittel]"}, {Num: 4, Name: "u.pressure"}}, Decimals: 2}
	if i := h.PlayerIndex("u.pressure"); i != 1 {
		t.Errorf("PlayerIndex(u.pressure) = %d, want 1", i)
	}
	if i := h.PlayerIndex("PC"); i != -1 {
		t.Errorf("PlayerIndex(PC) = %d, want -1", i)
	}
	if n := h.Name(-1); n != "" {
		t.Errorf("Name(-1) = %q", n)
	}
	if s := h.Money(8); s != "0.08" {
		t.Errorf("Money(8) = %q", s)
	}
}

// TestEventSize guards the field order of Event: the parser cuts events out
// of shared slabs, and every byte of an Event is written (and zeroed) once
// per event of every hand parsed.
func TestEventSize(t *testing.T) {
	if unsafe.Sizeof(0) != 8 {
		t.Skip("the 64-byte layout is for 64-bit platforms")
	}
	if got := unsafe.Sizeof(Event{}); got != 64 {
		t.Errorf("unsafe.Sizeof(Event{}) = %d, want 64", got)
	}
}

// TestUnit checks the unit rule (docs: reports never add money of
// different units): a currency wins, then a tournament's chips, and
// anything else is play money.
func TestUnit(t *testing.T) {
	tests := []struct {
		h    Hand
		want string
	}{
		{Hand{Currency: "USD"}, "USD"},
		{Hand{Currency: "EUR", Tournament: true}, "EUR"}, // a tournament with a currency: its currency
		{Hand{Tournament: true}, "chips"},
		{Hand{}, "play"},
	}
	for _, tt := range tests {
		if got := tt.h.Unit(); got != tt.want {
			t.Errorf("%+v: Unit() = %q, want %q", tt.h, got, tt.want)
		}
	}
}

// TestCentScale checks that a Money times CentScale is hundredths of the
// unit: 1 chip is 100 hundredths, 0.5 (one decimal, Money 5) is 50, 0.05
// (two decimals, Money 5) is 5; three decimals cannot be held.
func TestCentScale(t *testing.T) {
	tests := []struct {
		decimals int
		money    Money
		cents    int64
		ok       bool
	}{
		{0, 1, 100, true},
		{1, 5, 50, true},
		{2, 5, 5, true},
		{3, 5, 0, false},
	}
	for _, tt := range tests {
		h := Hand{Decimals: tt.decimals}
		s, ok := h.CentScale()
		if ok != tt.ok || int64(tt.money)*s != tt.cents {
			t.Errorf("decimals %d: %d * CentScale() = %d (ok %v), want %d (ok %v)", tt.decimals, tt.money, int64(tt.money)*s, ok, tt.cents, tt.ok)
		}
	}
}
