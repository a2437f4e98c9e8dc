package parser

import (
	"testing"
	"time"
)

func TestStamp(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Time
		rest string
		ok   bool
	}{
		{"2016/11/12 23:04:10", time.Date(2016, 11, 12, 23, 4, 10, 0, time.UTC), "", true},
		{"2021-01-02 15:48:40 UTC", time.Date(2021, 1, 2, 15, 48, 40, 0, time.UTC), " UTC", true},
		{"2016/8/2 11:13:2", time.Date(2016, 8, 2, 11, 13, 2, 0, time.UTC), "", true},
		{"2011/07/08 - 00:08:53 ET", time.Date(2011, 7, 8, 0, 8, 53, 0, time.UTC), " ET", true},
		{"2016/13/12 23:04:10", time.Time{}, "2016/13/12 23:04:10", false},
		{"2016/11/12 24:04:10", time.Time{}, "2016/11/12 24:04:10", false},
		{"2016/11/12", time.Time{}, "2016/11/12", false},
		{"2016.11.12 23:04:10", time.Time{}, "2016.11.12 23:04:10", false},
	} {
		got, rest, ok := Stamp([]byte(c.in))
		if ok != c.ok || !got.Equal(c.want) || string(rest) != c.rest {
			t.Errorf("Stamp(%q) = %v %q %v, want %v %q %v", c.in, got, rest, ok, c.want, c.rest, c.ok)
		}
	}
}

func TestStampDigits(t *testing.T) {
	if got, ok := StampDigits([]byte("20111115223628")); !ok || !got.Equal(time.Date(2011, 11, 15, 22, 36, 28, 0, time.UTC)) {
		t.Errorf("StampDigits = %v %v", got, ok)
	}
	for _, bad := range []string{"2011111522362", "201111152236280", "20111315223628", "20111100223628", "20111115243628",
		"2011111522x628", "2011-11-15 22:36:28"} {
		if got, ok := StampDigits([]byte(bad)); ok {
			t.Errorf("StampDigits(%q) = %v, want an error", bad, got)
		}
	}
}

func TestClockMonth(t *testing.T) {
	if h, m, s, ok := Clock([]byte("20:20:17")); !ok || h != 20 || m != 20 || s != 17 {
		t.Errorf("Clock = %d %d %d %v", h, m, s, ok)
	}
	for _, bad := range []string{"2:20:17", "20:20:1x", "25:00:00", "20-20-17"} {
		if _, _, _, ok := Clock([]byte(bad)); ok {
			t.Errorf("Clock(%q) ok", bad)
		}
	}
	if m, ok := Month([]byte("Aug")); !ok || m != time.August {
		t.Errorf("Month(Aug) = %v %v", m, ok)
	}
	if m, ok := Month([]byte("September")); !ok || m != time.September {
		t.Errorf("Month(September) = %v %v", m, ok)
	}
	if _, ok := Month([]byte("Sept")); ok {
		t.Error("Month(Sept) ok")
	}
}
