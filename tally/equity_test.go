package tally

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/cards/equity"
	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/luck"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// replayFile parses and replays every hand of path with its site's
// default profile.
func replayFile(t testing.TB, path string) []*replay.Result {
	t.Helper()
	var out []*replay.Result
	_, err := sites.ParseFile(path, parser.Options{}, func(h *hand.Hand) error {
		out = append(out, replay.NewEngine().Replay(h, replay.DefaultProfile(h.Site)))
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no hand", path)
	}
	return out
}

func TestRoundDiv(t *testing.T) {
	tests := []struct{ a, b, want int64 }{
		{5, 2, 3}, {-5, 2, -3}, {5, -2, -3}, {-5, -2, 3}, // halves away from zero
		{4, 3, 1}, {-4, 3, -1}, {2, 3, 1}, {-2, 3, -1},
		{0, 7, 0}, {6, 3, 2},
	}
	for _, tt := range tests {
		if got := RoundDiv(tt.a, tt.b); got != tt.want {
			t.Errorf("RoundDiv(%d, %d) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestMillionths(t *testing.T) {
	tests := []struct {
		f    float64
		want int64
	}{
		{0, 0}, {1, 1_000_000}, {0.25, 250_000}, {1.0 / 3, 333_333}, {2.0 / 3, 666_667}, {0.0000005, 1},
	}
	for _, tt := range tests {
		if got := Millionths(tt.f); got != tt.want {
			t.Errorf("Millionths(%v) = %d, want %d", tt.f, got, tt.want)
		}
	}
}

// TestEquityRows checks the hand_equity rows of testdata/allin.txt
// (oracle hand 165010014327) against the hand as written: six moments
// (Olivia P all-in on the ante with Heidi [DE] still in, unknown; ivan.s
// all-in calling on 3rd street, the hand's 4th action after a bring-in, a
// fold and a call (antes are no actions); then 4th to 7th street), each with the
// four players whose cards are known.
func TestEquityRows(t *testing.T) {
	res := replayFile(t, filepath.Join("testdata", "allin.txt"))[0]
	ms := luck.Moments(res, equity.Options{})
	rows := Equity(nil, res.Hand, ms)
	if len(rows) != 6*4 {
		t.Fatalf("%d rows, want 24", len(rows))
	}
	type key struct {
		street    hand.Street
		allIn     bool
		actionSeq int
		players   int
	}
	wantMoments := []key{
		{hand.Third, true, 0, 5},
		{hand.Third, true, 4, 4},
		{hand.Fourth, false, 0, 4},
		{hand.Fifth, false, 0, 4},
		{hand.Sixth, false, 0, 4},
		{hand.Seventh, false, 0, 4},
	}
	seats := []struct {
		num  int
		name string
	}{{1, "ivan.s"}, {3, "FrankTheTank"}, {5, "Olivia P"}, {8, "walterw"}}
	for i, r := range rows {
		w := wantMoments[i/4]
		if got := (key{r.Street, r.AllIn, r.ActionSeq, r.Players}); got != w {
			t.Errorf("row %d: moment %+v, want %+v", i, got, w)
		}
		if s := seats[i%4]; r.Seat != s.num || r.Player != s.name {
			t.Errorf("row %d: seat %d %q, want %d %q", i, r.Seat, r.Player, s.num, s.name)
		}
		if r.Total != r.High+r.Low {
			t.Errorf("row %d: total %d, high %d + low %d", i, r.Total, r.High, r.Low)
		}
	}
	// On 7th street every card is known and the figures exact: walterw
	// (a pair of sixes, 8-7-6-3-2 low) has the best high and the only low.
	for _, r := range rows[20:] {
		want := fact.Equity{Street: hand.Seventh, Seat: r.Seat, Player: r.Player, Players: 4, Method: r.Method, StdErr: -1}
		if r.Player == "walterw" {
			want.High, want.Low, want.Total = 500_000, 500_000, 1_000_000
		}
		if r != want {
			t.Errorf("7th street: %+v, want %+v", r, want)
		}
	}
}

// TestAdjustedRows checks the all-in adjusted results of
// testdata/allin.txt with equities set by the test: Olivia P (ante $0.05,
// eligible for the main pot, $0.25) and ivan.s ($0.25 ante and $0.44 call,
// eligible for the main pot and side pot 1, $0.25 + $2.12) are settled at
// ivan's all-in, the first moment every player still in is known;
// FrankTheTank and walterw bet on 7th street, after every moment, and get
// no row. Adjusted = equity x pot, rounded half away from zero to the
// cent, less what the player put in.
func TestAdjustedRows(t *testing.T) {
	res := replayFile(t, filepath.Join("testdata", "allin.txt"))[0]
	ms := luck.Moments(res, equity.Options{})
	if len(ms) < 2 {
		t.Fatalf("%d moments", len(ms))
	}
	m := &ms[1]
	for k, p := range m.Players {
		switch res.Hand.Seats[p].Name {
		case "Olivia P":
			m.Shares[k] = equity.Share{High: 0.1, Low: 0, Total: 0.1} // 0.1 x 25 = 2.5 -> 3 cents
		case "ivan.s":
			m.Shares[k] = equity.Share{High: 0.2, Low: 0.05, Total: 0.25} // 0.25 x 237 = 59.25 -> 59 cents
		}
	}
	got := Adjusted(nil, res, ms)
	want := map[string]fact.Adjusted{
		"Olivia P": {Seat: 5, Player: "Olivia P", Equity: 100_000, Pot: 25, Adjusted: 3 - 5},
		"ivan.s":   {Seat: 1, Player: "ivan.s", Equity: 250_000, Pot: 237, Adjusted: 59 - 69},
	}
	if len(got) != len(want) {
		t.Fatalf("%d rows, want %d: %+v", len(got), len(want), got)
	}
	for _, r := range got {
		if r != want[r.Player] {
			t.Errorf("%+v, want %+v", r, want[r.Player])
		}
	}
}
