package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/replay"
)

// exportedBytes returns every file export phh wrote under dest, one
// after the other.
func exportedBytes(t *testing.T, dest string) []byte {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dest, "*.phh*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PHH file in %s (%v)", dest, err)
	}
	var all []byte
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, b...)
	}
	return all
}

// importWithHero imports inputs into a new database and saves hero in it.
func importWithHero(t *testing.T, hero string, inputs ...string) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "x.duckdb")
	args := append([]string{"import", "--db", db, "--progress", "none"}, inputs...)
	if code, out, errOut := stud8(t, args...); code > exitFindings { // the samples have rejects
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := stud8(t, "hero", "--db", db, hero); code != 0 {
		t.Fatalf("hero: exit %d\n%s%s", code, out, errOut)
	}
	return db
}

// export writes the hands of db as PHH with flags into a new folder.
func export(t *testing.T, db string, flags ...string) string {
	t.Helper()
	dest := filepath.Join(t.TempDir(), "phh")
	args := append(append([]string{"export", "phh", "--db", db}, flags...), dest)
	if code, out, errOut := stud8(t, args...); code != 0 {
		t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
	}
	return dest
}

// TestExportPHHMaskNames: the masked PHH export of the bundled PokerStars
// histories and oracle sample (every hand: an empty --player) holds no name of
// the histories but the hero's, searched in the files' bytes, while the
// same export unmasked holds every one of them (so the search can find
// them); the hero's name is kept and the others are their seats' labels.
func TestExportPHHMaskNames(t *testing.T) {
	inputs := []string{oracleSample, filepath.Join("..", "..", "testdata", "pokerstars")}
	const hero = "Hero"
	db := importWithHero(t, hero, inputs...)
	names := map[string]bool{}
	for _, h := range parseAll(t, inputs...) {
		for _, s := range h.Seats {
			names[s.Name] = true
		}
	}
	if !names[hero] || len(names) < 20 {
		t.Fatalf("%d names in the histories, hero %q among them: %v; want 20 or more with the hero", len(names), hero, names[hero])
	}
	plain := exportedBytes(t, export(t, db, "--player", ""))
	masked := exportedBytes(t, export(t, db, "--player", "", "--mask"))
	var sorted []string
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	for _, n := range sorted {
		if !bytes.Contains(plain, []byte(n)) {
			t.Errorf("the unmasked export lacks %q: the search could not see it masked either", n)
		}
		if n != hero && bytes.Contains(masked, []byte(n)) {
			t.Errorf("the masked export still holds %q", n)
		}
	}
	if !bytes.Contains(masked, []byte("'"+hero+"'")) || !bytes.Contains(masked, []byte("'Seat 1'")) {
		t.Errorf("the masked export lacks the hero %q or the label \"Seat 1\"", hero)
	}
}

// TestExportPHHMaskPokerKit: PokerKit replays the masked export of the
// oracle sample to the nets stud8's replay gives the original hands, and
// stud8 reads the masked files back to the same nets, seat by seat, with
// the hero's name and the seats' labels.
func TestExportPHHMaskPokerKit(t *testing.T) {
	const hero = "peggy.sue"
	orig := map[string]*hand.Hand{}
	for _, h := range parseAll(t, oracleSample) {
		orig[h.ID] = h
	}
	db := importWithHero(t, hero, oracleSample)
	dest := export(t, db, "--player", "", "--mask")
	files, _ := filepath.Glob(filepath.Join(dest, "*.phhs"))
	prof, err := replay.ProfileByName("oracle")
	if err != nil {
		t.Fatal(err)
	}
	eng := replay.NewEngine()

	// stud8 reads the masked hands back.
	read := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := phh.NewReader(bytes.NewReader(b), f)
		for {
			h, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			read++
			o := orig[h.ID]
			if o == nil || len(o.Seats) != len(h.Seats) {
				t.Fatalf("hand %s: not in the sample, or another number of seats", h.ID)
			}
			want, got := eng.Replay(o, prof), replay.NewEngine().Replay(h, prof)
			for i, s := range h.Seats {
				label := o.Seats[i].Name
				if label != hero {
					label = hand.MaskLabel(o.Seats[i].Num, hero)
				}
				if s.Name != label || s.Num != o.Seats[i].Num {
					t.Errorf("hand %s seat %d: %q, want %q", h.ID, s.Num, s.Name, label)
				}
				if got.Players[i].Net != want.Players[i].Net {
					t.Errorf("hand %s seat %d: net %d read back, %d in the original", h.ID, s.Num, got.Players[i].Net, want.Players[i].Net)
				}
			}
		}
	}
	if read != len(orig) {
		t.Errorf("read back %d hands of %d", read, len(orig))
	}

	lines := pokerkitNets(t, files)
	for _, l := range lines {
		h := orig[l.Hand]
		if l.Error != "" || h == nil {
			t.Errorf("hand %s: PokerKit: %s", l.Hand, l.Error)
			continue
		}
		r := eng.Replay(h, prof)
		for k, i := range phh.Players(h) {
			if k >= len(l.Nets) || l.Nets[k] != int64(r.Players[i].Net) {
				t.Errorf("hand %s: seat %d: PokerKit nets %v, stud8 %d", h.ID, h.Seats[i].Num, l.Nets, r.Players[i].Net)
			}
		}
	}
	if len(lines) != len(orig) {
		t.Errorf("PokerKit replayed %d hands of %d", len(lines), len(orig))
	}
}

// pokerkitLine is one hand's line of parser/phh/testdata/pokerkit_nets.py.
type pokerkitLine struct {
	Hand  string  `json:"hand"`
	Nets  []int64 `json:"nets"`
	Error string  `json:"error"`
}

// pokerkitNets has PokerKit (parser/phh/testdata/pokerkit_nets.py, one
// process) replay the PHH files and returns its line per hand. It skips
// the test without STUD8_SHARED, python3 or PokerKit in the shared folder.
func pokerkitNets(t *testing.T, files []string) []pokerkitLine {
	t.Helper()
	shared := os.Getenv("STUD8_SHARED")
	if shared == "" {
		t.Skip("STUD8_SHARED not set")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	kit := filepath.Join(shared, "pokerkit")
	if _, err := os.Stat(filepath.Join(kit, "pokerkit", "notation.py")); err != nil {
		t.Skipf("PokerKit not in %s", kit)
	}
	cmd := exec.Command(py, append([]string{filepath.Join("..", "..", "parser", "phh", "testdata", "pokerkit_nets.py")}, files...)...)
	cmd.Env = append(os.Environ(), "PYTHONPATH="+kit)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pokerkit: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	var lines []pokerkitLine
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var l pokerkitLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, l)
	}
	return lines
}

// TestReplayMask: replay --mask prints the same hands with the same
// findings (codes, lines, in order) as replay, the stack check included,
// holds no name of the histories but the saved hero's (each of them is in
// the unmasked output, so the search can find it) and names the others by
// their seats' labels, in the text and the JSONL forms.
func TestReplayMask(t *testing.T) {
	faults := filepath.Join("..", "..", "testdata", "oracle", "faults.txt")
	stack := filepath.Join("..", "..", "testdata", "replay", "finding-stack-mismatch.txt")
	for _, c := range []struct {
		hero  string
		input []string
	}{
		{"Heidi [DE]", []string{"--profile", "oracle", faults}},
		{"Carol", []string{stack}}, // stack.mismatch, which follows players by name
	} {
		in := c.input[len(c.input)-1]
		db := importWithHero(t, c.hero, in)
		names := map[string]bool{}
		for _, h := range parseAll(t, in) {
			for _, s := range h.Seats {
				names[s.Name] = true
			}
		}
		for _, format := range []string{"jsonl", "text"} {
			args := append([]string{"--format", format}, c.input...)
			_, plain, _ := stud8(t, append([]string{"replay"}, args...)...)
			_, masked, errOut := stud8(t, append([]string{"replay", "--mask", "--db", db}, args...)...)
			if masked == "" || strings.Contains(errOut, "Run 'stud8 --help'") {
				t.Fatalf("%s %v --mask: nothing printed\n%s", in, format, errOut)
			}
			for n := range names {
				if !strings.Contains(plain, n) {
					t.Errorf("%s %s: the unmasked replay lacks %q", in, format, n)
				}
				if n != c.hero && strings.Contains(masked, n) {
					t.Errorf("%s %s: the masked replay still holds %q", in, format, n)
				}
			}
			if !strings.Contains(masked, c.hero) || !strings.Contains(masked, "Seat ") {
				t.Errorf("%s %s: the masked replay lacks the hero %q or a seat label", in, format, c.hero)
			}
			if format == "jsonl" {
				if p, m := findingCodes(t, plain), findingCodes(t, masked); strings.Join(p, " ") != strings.Join(m, " ") || len(p) == 0 {
					t.Errorf("%s: findings %v masked, %v unmasked (want the same, some)", in, m, p)
				}
			}
		}
	}
}

// findingCodes lists hand id, code and line of every finding of a JSONL
// replay, in order.
func findingCodes(t *testing.T, jsonl string) []string {
	t.Helper()
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(jsonl), "\n") {
		var r struct {
			HandID   string `json:"hand_id"`
			Findings []struct {
				Code string `json:"code"`
				Line int    `json:"line"`
			} `json:"findings"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		for _, f := range r.Findings {
			out = append(out, r.HandID+":"+f.Code+":"+strconv.Itoa(f.Line))
		}
	}
	return out
}
