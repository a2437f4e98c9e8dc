package gen

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

var (
	reCards  = regexp.MustCompile(`\[[^\]]*\]`)
	reMoney  = regexp.MustCompile(`\$[0-9.]+`)
	reID     = regexp.MustCompile(`#[0-9]+`)
	reDate   = regexp.MustCompile(`[0-9]{4}/[0-9]{2}/[0-9]{2} [0-9]{1,2}:[0-9]{2}:[0-9]{2}`)
	reTable  = regexp.MustCompile(`Table '[^']*'`)
	reDesc   = regexp.MustCompile(`(\(|with )HI: .*`)
	reSeat   = regexp.MustCompile(`^Seat [0-9]`)
	reSides  = regexp.MustCompile(`( Side pot-[0-9] \$X)+`)
	reSideNo = regexp.MustCompile(`side pot-[0-9]`)
)

// shapes returns the distinct line shapes of a history: names, cards,
// amounts, ids, dates and hand descriptions replaced by placeholders.
func shapes(text string) map[string]bool {
	out := map[string]bool{}
	for _, block := range strings.Split(text, "\n\n\n\n") {
		var names []string
		for _, l := range strings.Split(block, "\n") {
			if m := reSeat.FindString(l); m != "" && strings.Contains(l, " in chips)") {
				rest := l[len("Seat 1: "):]
				names = append(names, rest[:strings.LastIndex(rest, " (")])
			}
		}
		sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
		for _, l := range strings.Split(block, "\n") {
			for _, n := range names {
				l = strings.ReplaceAll(l, n, "NAME")
			}
			l = reCards.ReplaceAllLiteralString(l, "[C]")
			l = reMoney.ReplaceAllLiteralString(l, "$X")
			l = reID.ReplaceAllLiteralString(l, "#N")
			l = reDate.ReplaceAllLiteralString(l, "DATE")
			l = reTable.ReplaceAllLiteralString(l, "Table 'T'")
			l = reDesc.ReplaceAllLiteralString(l, "DESC")
			l = reSeat.ReplaceAllLiteralString(l, "Seat N")
			l = reSides.ReplaceAllLiteralString(l, " Side pot-K $X...")
			l = reSideNo.ReplaceAllLiteralString(l, "side pot-K")
			out[l] = true
		}
	}
	return out
}

// TestFormatLikeOracle requires every line shape gen writes to occur in the
// independent engine's PokerStars text; under the pokerstars profile gen
// also prints the client's "Betting is capped" line (formats/PokerStars.md
// section 8), which the oracle never writes.
func TestFormatLikeOracle(t *testing.T) {
	ref, err := os.ReadFile(filepath.Join("testdata", "oracle_sample.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, prof := range []string{"oracle", "pokerstars"} {
		t.Run(prof, func(t *testing.T) {
			want := shapes(string(ref))
			p, _ := ProfileByName(prof)
			text, _ := generated(t, Config{Hands: 3000, Seed: 21, Profile: p})
			got := shapes(string(text))
			if prof == "pokerstars" {
				if !got["Betting is capped"] {
					t.Error("no capped street under the pokerstars profile")
				}
				want["Betting is capped"] = true
			}
			for s := range got {
				if !want[s] {
					t.Errorf("gen writes a line the oracle never does: %q", s)
				}
			}
			for s := range want {
				if !got[s] {
					t.Logf("oracle line shape gen did not write in this run: %q", s)
				}
			}
		})
	}
}
