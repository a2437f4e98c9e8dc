package luck_test

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/cards/equity"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/luck"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// replayFile parses and replays every hand of path.
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
	return out
}

func cs(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		if f == "??" {
			out = append(out, cards.None)
			continue
		}
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// TestMomentsEqualCalc checks the moments of testdata/allin.txt (oracle
// hand 165010014327) against equity.Calc on positions written out by
// hand: Olivia P all-in on the ante, ivan.s all-in on 3rd street (Heidi
// [DE], whose cards are not known, folded between the two), four players
// known at the end (three shows and FrankTheTank, the hero, whose mucked
// cards the summary prints).
func TestMomentsEqualCalc(t *testing.T) {
	res := replayFile(t, filepath.Join("testdata", "allin.txt"))[0]
	ivan, frank, olivia, walter := "Th 7c 5h 3s Qs Ac 9d", "Jd 9s 4c 2d 3d 5s Kd", "Td As Jh 9c 4s 4d Ks", "2c 6s 6h 8s 7h 3c Js"
	first := func(s string, n int) []cards.Card { return cs(t, s)[:n] }
	type want struct {
		street  hand.Street
		allIn   bool
		players []string // names, seat order
		cards   [][]cards.Card
		dead    []cards.Card
	}
	four := []string{"ivan.s", "FrankTheTank", "Olivia P", "walterw"}
	hands := func(n int) [][]cards.Card {
		return [][]cards.Card{first(ivan, n), first(frank, n), first(olivia, n), first(walter, n)}
	}
	ante := hands(3)
	ante = append(ante[:3], cs(t, "?? ?? Kc"), ante[3]) // Heidi [DE], in the hand at the ante
	wants := []want{
		{hand.Third, true, four, ante, nil},
		{hand.Third, true, four, hands(3), cs(t, "Kc")},
		{hand.Fourth, false, four, hands(4), cs(t, "Kc")},
		{hand.Fifth, false, four, hands(5), cs(t, "Kc")},
		{hand.Sixth, false, four, hands(6), cs(t, "Kc")},
		{hand.Seventh, false, four, hands(7), cs(t, "Kc")},
	}
	got := luck.Moments(res, equity.Options{})
	if len(got) != len(wants) {
		t.Fatalf("%d moments, want %d: %+v", len(got), len(wants), got)
	}
	for i, w := range wants {
		m := got[i]
		var names []string
		for _, p := range m.Players {
			names = append(names, res.Hand.Seats[p].Name)
		}
		if m.Street != w.street || m.AllIn != w.allIn || strings.Join(names, ",") != strings.Join(w.players, ",") {
			t.Fatalf("moment %d: street %v all-in %v players %v, want %v %v %v", i, m.Street, m.AllIn, names, w.street, w.allIn, w.players)
		}
		r, err := equity.Calc(res.Hand.Game, w.cards, w.dead, equity.Options{Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		if m.Method != r.Method {
			t.Errorf("moment %d: method %s, Calc %s", i, m.Method, r.Method)
		}
		for k := range m.Players {
			e := r.Players[k]
			if i == 0 && k == 3 {
				e = r.Players[4] // Heidi's share is not stored
			}
			tol := 1e-12
			if r.Method == equity.MonteCarlo {
				tol = 6 * math.Sqrt(2) * max(r.StdErr, m.StdErrs[k])
			}
			s := m.Shares[k]
			if math.Abs(s.High-e.High) > tol || math.Abs(s.Low-e.Low) > tol || math.Abs(s.Total-e.Total) > tol {
				t.Errorf("moment %d (%v %v) %s: %+v, Calc %+v (tolerance %.4f)", i, m.Street, m.AllIn, names[k], s, e, tol)
			}
		}
	}
	if again := luck.Moments(res, equity.Options{}); again[0].Shares[0] != got[0].Shares[0] {
		t.Errorf("a second run sampled other figures: %+v, %+v", again[0].Shares[0], got[0].Shares[0])
	}
}

// TestNoKnownCardsNoMoments checks that the oracle sample's hands with
// fewer than two players whose cards are all known get no moment, and
// that the other moments name only such players.
func TestNoKnownCardsNoMoments(t *testing.T) {
	n := 0
	for _, res := range replayFile(t, filepath.Join("..", "testdata", "oracle", "hands.txt")) {
		known := map[int]bool{}
		for i := range res.Players {
			p := &res.Players[i]
			ok := p.SawStreet[hand.Third]
			for k := 0; k < 7 && ok; k++ {
				if s := max(hand.Third, hand.Street(k+1)); p.SawStreet[s] && !p.Cards[k].Known() {
					ok = false
				}
			}
			if ok {
				known[i] = true
			}
		}
		ms := luck.Moments(res, luck.ImportOptions)
		if len(known) < 2 && ms != nil {
			t.Errorf("hand %s: %d known players, %d moments", res.Hand.ID, len(known), len(ms))
		}
		for _, m := range ms {
			n++
			for _, p := range m.Players {
				if !known[p] {
					t.Errorf("hand %s: moment with %s, whose cards are not all known", res.Hand.ID, res.Hand.Seats[p].Name)
				}
			}
		}
	}
	if n == 0 {
		t.Error("no moment in the oracle sample")
	}
}
