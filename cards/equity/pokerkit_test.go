package equity

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// TestCalcAgainstPokerKit compares Calc with an exact enumeration whose
// hands are scored by PokerKit (testdata/pokerkit_equity.py), on random
// positions of every game. It needs python3 and $STUD8_SHARED/pokerkit.
func TestCalcAgainstPokerKit(t *testing.T) {
	shared := os.Getenv("STUD8_SHARED")
	if shared == "" {
		t.Skip("STUD8_SHARED not set")
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	n := 90
	if testing.Short() {
		n = 15
	}
	type position struct {
		Game    string     `json:"game"`
		Players [][]string `json:"players"`
		Dead    []string   `json:"dead"`
	}
	tokens := func(cs []cards.Card) []string {
		out := make([]string, 0, len(cs))
		for _, c := range cs {
			out = append(out, c.String())
		}
		return out
	}
	r := rand.New(rand.NewPCG(15, 7))
	games := []hand.Game{hand.StudHiLo, hand.StudHigh, hand.Razz}
	var input bytes.Buffer
	var want []Result
	for k := range n {
		game := games[k%3]
		players, dead := randomPosition(r, 120)
		res, err := Calc(game, players, dead, Options{})
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, res)
		pos := position{Game: game.String(), Dead: tokens(dead)}
		for _, p := range players {
			pos.Players = append(pos.Players, tokens(p))
		}
		line, _ := json.Marshal(pos)
		input.Write(append(line, '\n'))
	}

	cmd := exec.Command("python3", filepath.Join("testdata", "pokerkit_equity.py"))
	cmd.Env = append(os.Environ(), "PYTHONPATH="+filepath.Join(shared, "pokerkit"))
	cmd.Stdin = &input
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pokerkit_equity.py: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	worst, k := 0.0, 0
	for ; sc.Scan(); k++ {
		var got struct {
			Shares  [][4]float64 `json:"shares"`
			Runouts int64        `json:"runouts"`
		}
		if err := json.Unmarshal(sc.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if k >= len(want) {
			t.Fatalf("more answers than positions")
		}
		if got.Runouts != want[k].Runouts {
			t.Errorf("position %d: PokerKit %d runouts, Calc %d", k, got.Runouts, want[k].Runouts)
		}
		for i, s := range got.Shares {
			d := maxDiff(want[k].Players[i], Share{s[0], s[1], s[2], s[3]})
			worst = max(worst, d)
			if d > 1e-9 {
				t.Errorf("position %d player %d: Calc %+v, PokerKit %v", k, i+1, want[k].Players[i], s)
			}
		}
	}
	if k != n {
		t.Errorf("%d answers for %d positions", k, n)
	}
	t.Logf("%d positions, largest difference %.3g", n, worst)
}
