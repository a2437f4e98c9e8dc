package studkit

import (
	"errors"
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
