package cards

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// vector is one line of the oracle's hand_eval_vectors.jsonl.
type vector struct {
	ID           int      `json:"id"`
	Cards        []string `json:"cards"`
	HighClass    string   `json:"high_class"`
	HighCards    []string `json:"high_cards"`
	HighStrength int      `json:"high_strength"`
	LowCards     []string `json:"low_cards"`
	LowStrength  *int     `json:"low_strength"`
}

func readVectors(t *testing.T, path string) []vector {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vs []vector
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		var v vector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		vs = append(vs, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vs
}

func mustParseAll(t *testing.T, ss []string) []Card {
	t.Helper()
	cs := make([]Card, len(ss))
	for i, s := range ss {
		c, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		cs[i] = c
	}
	return cs
}

func TestVectorsSample(t *testing.T) {
	checkVectors(t, readVectors(t, filepath.Join("testdata", "vectors.jsonl")))
}

func TestVectorsShared(t *testing.T) {
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	vs := readVectors(t, filepath.Join(dir, "oracle", "hand_eval_vectors.jsonl"))
	if len(vs) != 5000 {
		t.Fatalf("read %d vectors, want 5000", len(vs))
	}
	checkVectors(t, vs)
}

// evaluated is a vector with stud8's answers.
type evaluated struct {
	vector
	high HighValue
	low  LowValue
}

func checkVectors(t *testing.T, vs []vector) {
	t.Helper()
	evs := make([]evaluated, len(vs))
	for i, v := range vs {
		cs := mustParseAll(t, v.Cards)
		e := evaluated{vector: v}
		e.high = EvalHigh(cs)
		e.low = EvalLow8(cs)
		evs[i] = e
		if got := e.high.Class().String(); got != v.HighClass {
			t.Errorf("vector %d %v: class %q, want %q", v.ID, v.Cards, got, v.HighClass)
		}
		checkHighCards(t, v, cs, e.high)
		checkLowCards(t, v, e.low)
		var a [7]Card
		copy(a[:], cs)
		if h, l := Eval7(a); h != e.high || l != e.low {
			t.Errorf("vector %d: Eval7 = %v,%v; EvalHigh, EvalLow8 = %v,%v", v.ID, h, l, e.high, e.low)
		}
	}
	checkOrder(t, evs, "high",
		func(e evaluated) int { return e.HighStrength },
		func(a, b evaluated) int { return cmpU(uint32(a.high), uint32(b.high)) })
	var lows []evaluated
	for _, e := range evs {
		if e.LowStrength != nil {
			lows = append(lows, e)
		}
	}
	// The oracle's low strength: smaller is better; ours: larger is better.
	checkOrder(t, lows, "low",
		func(e evaluated) int { return -*e.LowStrength },
		func(a, b evaluated) int { return cmpU(uint32(a.low), uint32(b.low)) })
}

func cmpU(a, b uint32) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// checkOrder sorts by the oracle's strength and checks that ours orders every
// adjacent pair the same way (both orders are total, so this covers all pairs).
func checkOrder(t *testing.T, evs []evaluated, what string, oracle func(evaluated) int, ours func(a, b evaluated) int) {
	t.Helper()
	sort.SliceStable(evs, func(i, j int) bool { return oracle(evs[i]) < oracle(evs[j]) })
	for i := 1; i < len(evs); i++ {
		a, b := evs[i-1], evs[i]
		want := 0
		if oracle(a) < oracle(b) {
			want = -1
		}
		if got := ours(a, b); got != want {
			t.Errorf("%s order: vectors %d %v and %d %v: ours compares %d, oracle %d", what, a.ID, a.Cards, b.ID, b.Cards, got, want)
		}
	}
}

func checkHighCards(t *testing.T, v vector, cs []Card, high HighValue) {
	t.Helper()
	want := mustParseAll(t, v.HighCards)
	if got := EvalHigh(want); got != high {
		t.Errorf("vector %d: oracle's five %v evaluate to %s, best is %s", v.ID, v.HighCards, got.Describe(), high.Describe())
	}
	hv, five := BestHigh(cs)
	if hv != high {
		t.Errorf("vector %d: BestHigh value %v != EvalHigh %v", v.ID, hv, high)
	}
	if EvalHigh(five[:]) != high || !subset(five[:], cs) || !distinct(five[:]) {
		t.Errorf("vector %d: BestHigh cards %v do not make %s from %v", v.ID, five, high.Describe(), v.Cards)
	}
}

func checkLowCards(t *testing.T, v vector, low LowValue) {
	t.Helper()
	if v.LowCards == nil {
		if low != NoLow {
			t.Errorf("vector %d %v: low %s, oracle has none", v.ID, v.Cards, low.Describe())
		}
		return
	}
	if low == NoLow {
		t.Errorf("vector %d %v: no low, oracle has %v", v.ID, v.Cards, v.LowCards)
		return
	}
	// The oracle names cards; compare their ranks with ours, highest first.
	var want [5]Rank
	for i, c := range mustParseAll(t, v.LowCards) {
		want[i] = c.Rank()
	}
	sort.Slice(want[:], func(i, j int) bool { return lowRankValue(want[i]) > lowRankValue(want[j]) })
	if got := low.Ranks(); got != want {
		t.Errorf("vector %d %v: low ranks %v, oracle %v", v.ID, v.Cards, got, want)
	}
}

func subset(sub, of []Card) bool {
	for _, c := range sub {
		found := false
		for _, d := range of {
			found = found || c == d
		}
		if !found {
			return false
		}
	}
	return true
}

func distinct(cs []Card) bool {
	var s Set
	for _, c := range cs {
		if !c.Known() || s.Has(c) {
			return false
		}
		s = s.Add(c)
	}
	return true
}
