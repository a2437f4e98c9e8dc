package live_test

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/live"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// TestOracleCounts: on the oracle hands ($STUD8_SHARED/oracle/hands.txt),
// the number of player-hands of each starting class and class of liveness
// (in stud hi/lo, as dealt, and in razz, the same cards under razz's need)
// equals a count made from the hands' text by textCounts, which reads the
// seat, 3rd-street deal and show/muck lines itself and applies the rule of
// docs/definitions.md#liveness its own way.
func TestOracleCounts(t *testing.T) {
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	path := filepath.Join(dir, "oracle", "hands.txt")
	for _, g := range []hand.Game{hand.StudHiLo, hand.Razz} {
		got, want := stud8Counts(t, path, g), textCounts(t, path, g)
		if len(want) < 10 {
			t.Errorf("%v: only %d kinds of start in the text count: %v", g, len(want), want)
		}
		for _, k := range keys(got, want) {
			if got[k] != want[k] {
				t.Errorf("%v %s: stud8 %d, text %d", g, k, got[k], want[k])
			}
		}
		t.Logf("%v: %v", g, want)
	}
}

// stud8Counts parses and replays the hands with stud8 and counts
// live.Assess's results by "start/class" for game g.
func stud8Counts(t *testing.T, path string, g hand.Game) map[string]int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	prof, err := replay.ProfileByName("oracle")
	if err != nil {
		t.Fatal(err)
	}
	eng := replay.NewEngine()
	r := sites.Open(f, path, parser.Options{})
	out := map[string]int{}
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		res := eng.Replay(h, prof)
		doors := live.Doors(h)
		for i := range res.Players {
			p := &res.Players[i]
			l := live.Assess(g, [3]cards.Card{p.Cards[0], p.Cards[1], p.Cards[2]}, doors, p.Player)
			if l.Start != "" {
				out[l.Start+"/"+l.Class.String()]++
			}
		}
	}
}

// textCounts reads the PokerStars text itself: per hand, the seat names,
// each player's 3rd-street "Dealt to" cards (the last one his door card,
// three for the hero), and the cards of "shows [...]", "showed [...]" and
// "mucked [...]" (in deal order: down, down, door...). A player's start is
// known when both down cards are.
func textCounts(t *testing.T, path string, g hand.Game) map[string]int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]int{}
	var names []string
	var street string
	dealt := map[string][]string{} // 3rd-street cards by name
	shown := map[string][]string{}
	flush := func() {
		doors := map[string]string{}
		for n, cs := range dealt {
			doors[n] = cs[len(cs)-1]
		}
		for _, n := range names {
			var own []string
			if cs := dealt[n]; len(cs) == 3 {
				own = cs
			} else if cs := shown[n]; len(cs) >= 3 {
				own = cs[:3]
			}
			if own == nil {
				continue
			}
			var seen []string
			for m, d := range doors {
				if m != n {
					seen = append(seen, d)
				}
			}
			start, class := textRule(g, own, seen)
			out[start+"/"+class]++
		}
		names, dealt, shown = nil, map[string][]string{}, map[string][]string{}
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " \r")
		switch {
		case strings.HasPrefix(line, "PokerStars Hand #"):
			flush()
		case strings.HasPrefix(line, "*** "):
			street = line
		case strings.HasPrefix(line, "Seat ") && strings.HasSuffix(line, " in chips)") && street == "":
			rest := line[strings.Index(line, ": ")+2:]
			names = append(names, rest[:strings.LastIndex(rest, " (")])
		}
		if strings.HasPrefix(line, "PokerStars Hand #") {
			street = ""
			continue
		}
		// The longest name a line starts with, after its prefix.
		for _, n := range longestFirst(names) {
			switch {
			case street == "*** 3rd STREET ***" && strings.HasPrefix(line, "Dealt to "+n+" ["):
				dealt[n] = strings.Fields(strings.Trim(line[len("Dealt to "+n+" "):], "[]"))
			case strings.HasPrefix(line, n+": shows ["):
				shown[n] = bracket(line[len(n+": shows "):])
			case strings.HasPrefix(line, "Seat ") && strings.Contains(line, ": "+n+" "):
				rest := line[strings.Index(line, ": "+n+" ")+len(n)+3:]
				rest = strings.TrimPrefix(rest, "(bring-in) ")
				for _, verb := range []string{"mucked [", "showed ["} {
					if strings.HasPrefix(rest, verb) {
						shown[n] = bracket(rest[len(verb)-1:])
					}
				}
			default:
				continue
			}
			break
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	flush()
	return out
}

// bracket returns the cards of the "[...]" s starts with.
func bracket(s string) []string {
	return strings.Fields(s[1:strings.Index(s, "]")])
}

func longestFirst(names []string) []string {
	out := append([]string(nil), names...)
	sort.Slice(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// rankValue is a rank character's value, the ace 14.
func rankValue(r byte) int { return strings.IndexByte("..23456789TJQKA", r) }

// textRule is the rule of docs/definitions.md#liveness written from the
// card strings: own is down, down, door ("Ah"), seen the other doors. It
// returns the starting class and the class of liveness ("" for none).
func textRule(g hand.Game, own, seen []string) (string, string) {
	d1, d2 := own[0], own[1]
	ranks := map[byte]int{}
	suits := map[byte]int{}
	for _, c := range own {
		ranks[c[0]]++
		suits[c[1]]++
	}
	lowv := func(r byte) int {
		if r == 'A' {
			return 1
		}
		return rankValue(r)
	}
	allLow := true
	hiMin, hiMax, loMin, loMax := 99, 0, 99, 0
	for _, c := range own {
		allLow = allLow && lowv(c[0]) <= 8
		hiMin, hiMax = min(hiMin, rankValue(c[0])), max(hiMax, rankValue(c[0]))
		loMin, loMax = min(loMin, lowv(c[0])), max(loMax, lowv(c[0]))
	}
	var start string
	switch {
	case len(ranks) == 1:
		start = "rolled-up trips"
	case d1[0] == d2[0]:
		start = "buried pair"
	case len(ranks) == 2:
		start = "split pair"
	case allLow:
		start = "three to a low"
	case len(suits) == 1:
		start = "three suited"
	case hiMax-hiMin <= 4 || loMax-loMin <= 4:
		start = "three to a straight"
	default:
		start = "other"
	}
	// needed reports whether card c (not his) fills the need.
	var needed func(c string) bool
	made := false
	switch {
	case g == hand.Razz:
		low := 0
		for r := range ranks {
			if lowv(r) <= 8 {
				low++
			}
		}
		if low >= 2 {
			needed = func(c string) bool { return lowv(c[0]) <= 8 && ranks[c[0]] == 0 }
		}
	case start == "rolled-up trips" || start == "buried pair" || start == "split pair":
		made = true
		needed = func(c string) bool { return ranks[c[0]] >= 2 }
	case start == "three to a low":
		needed = func(c string) bool { return lowv(c[0]) <= 8 && ranks[c[0]] == 0 }
	case start == "three suited":
		needed = func(c string) bool { return suits[c[1]] == 3 }
	case start == "three to a straight":
		needed = func(c string) bool {
			if ranks[c[0]] > 0 {
				return false
			}
			h, l := rankValue(c[0]), lowv(c[0])
			return max(hiMax, h)-min(hiMin, h) <= 4 || max(loMax, l)-min(loMin, l) <= 4
		}
	}
	if needed == nil {
		return start, ""
	}
	mine := map[string]bool{own[0]: true, own[1]: true, own[2]: true}
	n, s := 0, 0
	for _, r := range "23456789TJQKA" {
		for _, su := range "cdhs" {
			c := string(r) + string(su)
			if !mine[c] && needed(c) {
				n++
			}
		}
	}
	for _, c := range seen {
		if needed(c) {
			s++
		}
	}
	switch {
	case made && s == 0, !made && s*10 <= n:
		return start, "live"
	case made && s == n, !made && s*10 >= 3*n:
		return start, "dead"
	}
	return start, "partly dead"
}

func keys(a, b map[string]int) []string {
	var out []string
	for k := range a {
		out = append(out, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}
