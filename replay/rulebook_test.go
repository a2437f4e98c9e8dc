package replay

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
)

var update = flag.Bool("update", false, "rewrite the expected blocks of testdata/replay")

// A rulebook case is testdata/replay/<rule>.txt: comment lines ("# ...")
// saying the rule and, optionally, "# profile: NAME" and "# set: key=value
// ..." to change single settings; then one or more PokerStars hands; then a
// line "----" and the expected result written plainly: for each hand who
// brought in, the pots with their eligible players and the winners of each
// half, the rake, each player's net and the findings with their money
// (expected and actual: the store's columns). The hands of a case are one
// run: stacks are tracked and unlisted structures learnt across them.
//
// Run with -update to rewrite the expected blocks, then check every block by
// hand against RULES.md: they are the rules' answers, not the engine's.
func TestRulebook(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "replay", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no rulebook cases: %v", err)
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			runRulebookCase(t, path)
		})
	}
}

// runRulebookCase replays one case file and compares its expected block.
func runRulebookCase(t *testing.T, path string) {
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(raw), "\r\n", "\n")
	input, want, ok := strings.Cut(text, "\n----\n")
	if !ok && !*update {
		t.Fatalf("%s: no ---- line", path)
	}
	p, err := caseProfile(input)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var hands []*hand.Hand
	r := sites.Open(strings.NewReader(handText(input)), filepath.Base(path), parser.Options{})
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%v", err)
		}
		hands = append(hands, h)
	}
	if len(hands) == 0 {
		t.Fatalf("%s: no hand", path)
	}
	var got strings.Builder
	tracker := NewStackTracker()
	learnt := NewStructures()
	for _, h := range hands {
		learnt.Observe(h)
	}
	for _, h := range hands {
		res := Replay(h, p)
		tracker.Check(res)
		learnt.Check(res)
		got.WriteString(rulebookText(res))
	}
	if *update {
		if err := os.WriteFile(path, []byte(input+"\n----\n"+got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got.String() != want {
		t.Errorf("%s: replay differs from the expected block\n--- got\n%s--- want\n%s", path, got.String(), want)
	}
}

// handText blanks the comment lines of a case, so that line numbers in
// findings are line numbers of the case file.
func handText(input string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(input, "\n") {
		if strings.HasPrefix(l, "#") {
			b.WriteString("\n")
			continue
		}
		b.WriteString(l)
	}
	return b.String()
}

// caseProfile reads "# profile:" and "# set:" lines.
func caseProfile(input string) (*Profile, error) {
	name, sets := "oracle", ""
	for _, l := range strings.Split(input, "\n") {
		if v, ok := strings.CutPrefix(l, "# profile: "); ok {
			name = strings.TrimSpace(v)
		}
		if v, ok := strings.CutPrefix(l, "# set: "); ok {
			sets = v
		}
	}
	base, err := ProfileByName(name)
	if err != nil {
		return nil, err
	}
	p := *base
	for _, kv := range strings.Fields(sets) {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "cap":
			p.CapBets, err = strconv.Atoi(v)
		case "headsup":
			p.HeadsUp = map[string]HeadsUpRule{"none": HeadsUpNone, "start": HeadsUpAtStart, "beforecap": HeadsUpBeforeCap}[v]
		case "halfbet":
			p.HalfBetReopens = v == "true"
		case "oddchip":
			p.OddChipTied = map[string]OddChipRule{"lowestseat": OddChipLowestSeat, "seatorder": OddChipSeatOrder,
				"highsuit": OddChipHighCardSuit, "any": OddChipAny}[v]
		case "tie":
			p.BoardTie = map[string]BoardTieRule{"seat": TieSeatOrder, "suit": TieHighCardSuit}[v]
		default:
			return nil, fmt.Errorf("unknown setting %q", k)
		}
		if err != nil {
			return nil, err
		}
	}
	return &p, nil
}

// rulebookText writes a result the way the expected blocks read.
func rulebookText(r *Result) string {
	h := r.Hand
	m := func(v hand.Money) string { return formatMoney(h, v) }
	var b strings.Builder
	fmt.Fprintf(&b, "hand %s\n", h.ID)
	for j, a := range r.Actions {
		switch {
		case a.Kind == hand.BringIn:
			fmt.Fprintf(&b, "  brought in by %s for %s\n", h.Name(a.Player), m(a.Amount))
		case j == 0 && a.Street == hand.Third && a.Kind == hand.Bet:
			fmt.Fprintf(&b, "  completed by %s for %s instead of a bring-in\n", h.Name(a.Player), m(a.Amount))
		}
	}
	for k := range r.Pots {
		pot := &r.Pots[k]
		var names []string
		for _, q := range pot.Eligible {
			names = append(names, h.Name(q))
		}
		fmt.Fprintf(&b, "  %s pot %s, eligible %s\n", pot.Kind, m(pot.Amount), strings.Join(names, ", "))
		half := func(label string, as []Award) {
			for _, a := range as {
				fmt.Fprintf(&b, "    %s: %s %s\n", label, h.Name(a.Player), m(a.Amount))
			}
		}
		if len(pot.Low) == 0 {
			half("whole pot", pot.High)
		} else {
			half("high", pot.High)
			half("low", pot.Low)
		}
	}
	fmt.Fprintf(&b, "  rake %s\n", m(r.Rake))
	if r.Jackpot != 0 {
		fmt.Fprintf(&b, "  jackpot fee %s\n", m(r.Jackpot))
	}
	var nets []string
	for _, p := range r.Players {
		sign := ""
		if p.Net > 0 {
			sign = "+"
		}
		nets = append(nets, h.Name(p.Player)+" "+sign+m(p.Net))
	}
	fmt.Fprintf(&b, "  net as recorded: %s\n", strings.Join(nets, ", "))
	if len(r.Findings) == 0 {
		b.WriteString("  no findings\n")
	}
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "  finding %s, line %d: %s\n", f.Code, f.Line, f.Message)
		if f.Expected == 0 && f.Actual == 0 {
			b.WriteString("    money: none\n")
		} else {
			fmt.Fprintf(&b, "    money: expected %s, actual %s\n", m(f.Expected), m(f.Actual))
		}
	}
	return b.String()
}
