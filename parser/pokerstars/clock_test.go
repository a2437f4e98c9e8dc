package pokerstars

import (
	"fmt"
	"testing"
	"time"
)

// TestClockCacheAtTransitions parses every minute of the hours around each
// zone transition of several years through one clockCache, in order and
// shuffled between hours, and compares with time.Date: the cached hour must
// never be reused across an offset change.
func TestClockCacheAtTransitions(t *testing.T) {
	years := []int{1990, 1996, 2007, 2009, 2017, 2024}
	// The zones PokerStars prints (and what parser.Zone adds for the rooms
	// that write the season: fixed offsets).
	for _, abbr := range []string{"ET", "CT", "MT", "PT", "AT", "NT", "AKT", "HT", "BRT", "ART", "WET", "CET", "EET",
		"MSK", "UTC", "GMT", "IST", "CCT", "JST", "KST", "AWST", "ACST", "AEST", "NZT", "CEST", "EDT", "BST", "AEDT"} {
		loc := zone([]byte(abbr))
		if loc == nil {
			t.Fatalf("zone %s does not load", abbr)
		}
		var c clockCache
		for _, y := range years {
			// Local hours around each transition of the year, and one plain hour.
			hours := []time.Time{time.Date(y, 3, 3, 12, 0, 0, 0, loc)}
			at := time.Date(y, 1, 1, 0, 0, 0, 0, loc)
			for range 8 {
				_, end := at.ZoneBounds()
				if end.IsZero() || end.Year() > y {
					break
				}
				for d := -3; d <= 3; d++ {
					hours = append(hours, end.Add(time.Duration(d)*time.Hour).In(loc))
				}
				at = end
			}
			for _, hr := range hours {
				for _, sec := range []int{0, 1, 30, 59, 60} {
					for min := range 60 {
						text := fmt.Sprintf("%d/%02d/%02d %d:%02d:%02d %s", hr.Year(), hr.Month(), hr.Day(), hr.Hour(), min, sec, abbr)
						got, ok := c.parse([]byte(text))
						want := time.Date(hr.Year(), hr.Month(), hr.Day(), hr.Hour(), min, sec, 0, loc).UTC()
						if !ok || got != want {
							t.Fatalf("%s: got %v %v, want %v", text, got, ok, want)
						}
					}
				}
			}
		}
	}
}

// TestClockCacheKey checks that a cached hour is not reused for another
// date, hour or zone, nor for text parseClock rejects.
func TestClockCacheKey(t *testing.T) {
	var c clockCache
	if _, ok := c.parse([]byte("2017/01/24 17:02:48 ET")); !ok {
		t.Fatal("first time not read")
	}
	tests := []struct {
		text string
		ok   bool
	}{
		{"2017/01/24 17:59:59 ET", true},
		{"2017/01/25 17:02:48 ET", true},
		{"2017/02/24 17:02:48 ET", true},
		{"2016/01/24 17:02:48 ET", true},
		{"2017/01/24 18:02:48 ET", true},
		{"2017/01/24 17:02:48 CET", true},
		{"2017/01/24 17:02:48 UTC", true},
		{"2017/01/24 17:02:60 ET", true},
		{"2017/01/24 17:59:60 ET", true},
		{"2017/01/24 17:02:48 XT", false},
		{"2017/01/24 17:61:48 ET", false},
		{"2017/01/24 17:02:61 ET", false},
		{"2017/01/24 17:02:48 E", false},
		{"2017/01/24 17:02:48 ETT", false},
		{"2017/01/24 17:02 ET", false},
	}
	for _, tt := range tests {
		got, ok := c.parse([]byte(tt.text))
		want, wantOK := parseClockUncached(tt.text)
		if ok != tt.ok || ok != wantOK || got != want {
			t.Errorf("%q: got %v %v, want %v %v", tt.text, got, ok, want, tt.ok)
		}
		// Back to the first hour, so that every case is read from a warm cache.
		c.parse([]byte("2017/01/24 17:02:48 ET"))
	}
}

// parseClockUncached converts s with fmt.Sscanf and time.Date, the reference
// for the cache.
func parseClockUncached(s string) (time.Time, bool) {
	var y, mo, d, h, mi, sec int
	var abbr string
	if n, _ := fmt.Sscanf(s, "%d/%d/%d %d:%d:%d %s", &y, &mo, &d, &h, &mi, &sec, &abbr); n != 7 {
		return time.Time{}, false
	}
	loc := zone([]byte(abbr))
	if loc == nil || mi > 59 || sec > 60 {
		return time.Time{}, false
	}
	return time.Date(y, time.Month(mo), d, h, mi, sec, 0, loc).UTC(), true
}
