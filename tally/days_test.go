package tally

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// TestDayOf checks the day of a start time as CAST(started_at AS DATE)
// gives it: the UTC date, days before 1970 included, none for no time.
func TestDayOf(t *testing.T) {
	est := time.FixedZone("EST", -5*3600)
	tests := []struct {
		t    time.Time
		want int32
	}{
		{time.Time{}, fact.NoDay},
		{time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), 0},
		{time.Date(1970, 1, 1, 23, 59, 59, 999999000, time.UTC), 0},
		{time.Date(1969, 12, 31, 23, 59, 59, 0, time.UTC), -1},
		{time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC), -1},
		{time.Date(2017, 2, 1, 19, 30, 0, 0, est), 17199}, // 2017-02-02 00:30 UTC
		{time.Date(2017, 2, 1, 18, 59, 59, 0, est), 17198},
	}
	for _, tt := range tests {
		if got := DayOf(tt.t); got != tt.want {
			t.Errorf("DayOf(%v) = %d, want %d", tt.t, got, tt.want)
		}
	}
}

// TestStartClasses checks that the classes of player_day_cards are
// replay's starting classes in report order, and their codes.
func TestStartClasses(t *testing.T) {
	if len(fact.StartClasses) != len(replay.StartClasses) {
		t.Fatalf("fact.StartClasses has %d classes, replay.StartClasses %d", len(fact.StartClasses), len(replay.StartClasses))
	}
	for i, c := range replay.StartClasses {
		if fact.StartClasses[i] != c {
			t.Errorf("class %d: fact %q, replay %q", i, fact.StartClasses[i], c)
		}
		if StartCode(c) != int8(i) {
			t.Errorf("StartCode(%q) = %d, want %d", c, StartCode(c), i)
		}
	}
	if StartCode("") != -1 {
		t.Errorf("StartCode(\"\") = %d, want -1", StartCode(""))
	}
}

// TestDaysHand checks the player-day rows of testdata/allin.txt against
// the hand as written: $2/$4 USD, 2017/01/24 17:17:28 ET (22:17:28 UTC,
// day 17190: 2017-02-02 is 17199), five players dealt in, in seat order.
// walterw put in $0.25 + $1 + $2 + $8 + $12 = $23.25 and collected $47.49
// (high $22.56 + $1.06 + $0.13, low $22.56 + $1.06 + $0.12): net $24.24,
// 6.06 big bets, all at a showdown he scooped; his door 6h (rank 6 = code
// 4) pairs his 6s down, a split pair. Olivia P put in only her $0.05 ante
// (-0.0125 big bets, no VPIP); Heidi [DE] her $0.25 ante before folding
// her door Kc (code 11), her down cards unknown (no class).
func TestDaysHand(t *testing.T) {
	res := replayFile(t, filepath.Join("testdata", "allin.txt"))[0]
	var d Days
	rows := d.Hand(res)
	names := []string{"ivan.s", "FrankTheTank", "Olivia P", "Heidi [DE]", "walterw"}
	if len(rows) != len(names) {
		t.Fatalf("%d rows, want %d", len(rows), len(names))
	}
	at := time.Date(2017, 1, 24, 22, 17, 28, 0, time.UTC).UnixMicro()
	for i, r := range rows {
		want := fact.DayKey{Player: names[i], Site: "PokerStars", Game: hand.StudHiLo.String(), Stakes: "2.00/4.00", Unit: "USD", Day: 17190}
		if r.Key != want || r.At != at || res.Hand.Seats[r.Seat].Name != names[i] {
			t.Errorf("row %d: key %+v at %d seat %d, want %+v at %d", i, r.Key, r.At, r.Seat, want, at)
		}
		if r.Counts[replay.CountHands] != 1 || r.Cards.Hands != 1 {
			t.Errorf("%s: hands count %d, card hands %d, want 1", names[i], r.Counts[replay.CountHands], r.Cards.Hands)
		}
	}
	byName := func(n string) fact.PlayerDay {
		for _, r := range rows {
			if r.Key.Player == n {
				return r
			}
		}
		t.Fatalf("no row of %s", n)
		return fact.PlayerDay{}
	}
	tests := []struct {
		name        string
		cards       fact.CardVals
		door, start int8
	}{
		{"walterw", fact.CardVals{Hands: 1, VPIP: 1, Showdowns: 1, WonAtShowdown: 1, Scoops: 1, Net: 2424, NetBB: 6_060_000, ShowdownNet: 2424, HighWon: 2375, LowWon: 2374}, 4, StartCode(replay.StartSplitPair)},
		{"Heidi [DE]", fact.CardVals{Hands: 1, Net: -25, NetBB: -62_500}, 11, -1},
	}
	for _, tt := range tests {
		r := byName(tt.name)
		if r.Cards != tt.cards || r.Door != tt.door || r.Start != tt.start {
			t.Errorf("%s: cards %+v door %d start %d, want %+v door %d start %d", tt.name, r.Cards, r.Door, r.Start, tt.cards, tt.door, tt.start)
		}
	}
	if o := byName("Olivia P"); o.Cards.Net != -5 || o.Cards.NetBB != -12_500 || o.Cards.VPIP != 0 {
		t.Errorf("Olivia P: %+v, want net -5, net_bb -12500, no VPIP", o.Cards)
	}
	// A hand without a start time has no day (and so no run).
	h := *res.Hand
	h.Time = time.Time{}
	r2 := *res
	r2.Hand = &h
	for _, r := range d.Hand(&r2) {
		if r.Key.Day != fact.NoDay {
			t.Errorf("%s: day %d without a start time, want NoDay", r.Key.Player, r.Key.Day)
		}
	}
}
