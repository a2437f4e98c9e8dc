package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/store"
)

// parseAll parses the files of paths; the first hand of each key is kept,
// as the import keeps it.
func parseAll(t *testing.T, paths ...string) map[int64]*hand.Hand {
	t.Helper()
	files, _, problems := ingest.ExpandPaths(paths)
	if len(problems) > 0 {
		t.Fatalf("%v", problems)
	}
	out := map[int64]*hand.Hand{}
	for _, f := range files {
		_, err := sites.ParseFile(f.Path, parser.Options{}, func(h *hand.Hand) error {
			if k := store.HandKey(h.Site, h.ID); out[k] == nil {
				out[k] = h
			}
			return nil
		}, nil)
		if err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
	}
	return out
}

// importAndExport imports inputs and exports them as PHH with extra flags;
// it returns the export folder.
func importAndExport(t *testing.T, inputs []string, flags ...string) string {
	t.Helper()
	dir := t.TempDir()
	db, dest := filepath.Join(dir, "x.duckdb"), filepath.Join(dir, "phh")
	args := append([]string{"import", "--db", db, "--progress", "none"}, inputs...)
	if code, out, errOut := stud8(t, args...); code != 0 && code != exitFindings { // the corpus has rejects
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	args = append(append([]string{"export", "phh", "--db", db}, flags...), dest)
	if code, out, errOut := stud8(t, args...); code != 0 || !strings.HasPrefix(out, "wrote ") {
		t.Fatalf("export: exit %d\n%s%s", code, out, errOut)
	}
	return dest
}

// TestExportPHHRoundTrip: import -> export phh -> parse the PHH files ->
// what PHH carries equals the original's, for every hand of the oracle
// sample (and with STUD8_SHARED of the shared oracle hands and the corpus),
// in session files, and for the sample in one file per hand.
func TestExportPHHRoundTrip(t *testing.T) {
	inputs := []string{oracleSample}
	if d := os.Getenv("STUD8_SHARED"); d != "" {
		inputs = append(inputs, filepath.Join(d, "oracle", "hands.txt"), filepath.Join(d, "corpus"))
	}
	for _, c := range []struct {
		mode   []string
		inputs []string
	}{{nil, inputs}, {[]string{"--per-hand"}, inputs[:1]}} { // one file per hand: the sample only
		mode, want := c.mode, parseAll(t, c.inputs...)
		dest := importAndExport(t, c.inputs, mode...)
		got := parseAll(t, dest)
		if len(got) != len(want) {
			t.Errorf("%v: %d hands exported, %d parsed", mode, len(got), len(want))
		}
		bad := 0
		for k, h := range got {
			orig := want[k]
			if orig == nil {
				t.Errorf("%v: hand %s exported was not imported", mode, h.Key())
				continue
			}
			if a, b := phh.Carried(orig), phh.Carried(h); !reflect.DeepEqual(a, b) {
				if bad++; bad <= 3 {
					ja, _ := hand.MarshalJSONIndent(a)
					jb, _ := hand.MarshalJSONIndent(b)
					t.Errorf("%v: hand %s differs after the export:\n%s\n----\n%s", mode, h.Key(), ja, jb)
				}
			}
		}
		t.Logf("%v: %d hands, %d differ", mode, len(got), bad)
	}
}

// TestExportPHHSessions checks the file layout: one .phhs per table and
// day, hands in time order.
func TestExportPHHSessions(t *testing.T) {
	dest := importAndExport(t, []string{oracleSample})
	ents, err := os.ReadDir(dest)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.Name() == phhManifest {
			continue
		}
		if !strings.HasSuffix(e.Name(), ".phhs") || !strings.HasPrefix(e.Name(), "PokerStars_") {
			t.Errorf("file %s", e.Name())
			continue
		}
		var last hand.Hand
		_, err := sites.ParseFile(filepath.Join(dest, e.Name()), parser.Options{}, func(h *hand.Hand) error {
			if last.ID != "" && (h.Table != last.Table || h.Time.Before(last.Time) || h.Time.Format("2006-01-02") != last.Time.Format("2006-01-02")) {
				t.Errorf("%s: hand %s (%s %v) after %s (%s %v)", e.Name(), h.ID, h.Table, h.Time, last.ID, last.Table, last.Time)
			}
			last = *h
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestExportPHHDest: a folder with other files is refused (and left as it
// was), accepted with --force; an earlier export is replaced.
func TestExportPHHDest(t *testing.T) {
	dir := t.TempDir()
	db, dest := filepath.Join(dir, "x.duckdb"), filepath.Join(dir, "out")
	if code, out, errOut := stud8(t, "import", "--db", db, "--progress", "none", oracleSample); code > exitFindings {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	if err := os.MkdirAll(dest, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dest, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := stud8(t, "export", "phh", "--db", db, dest)
	if code != exitUsage || !strings.Contains(errOut, "did not write") {
		t.Fatalf("foreign file: exit %d, %s", code, errOut)
	}
	if ents, _ := os.ReadDir(dest); len(ents) != 1 {
		t.Errorf("refused export left %d entries in %s", len(ents), dest)
	}
	if code, out, errOut := stud8(t, "export", "phh", "--db", db, "--force", dest); code != 0 {
		t.Fatalf("--force: exit %d\n%s%s", code, out, errOut)
	}
	// A second export of fewer hands, one file per hand, replaces the first.
	if code, out, errOut := stud8(t, "export", "phh", "--db", db, "--force", "--per-hand", "--to", "2017-01-24", dest); code != 0 {
		t.Fatalf("second export: exit %d\n%s%s", code, out, errOut)
	}
	ents, _ := os.ReadDir(dest)
	phhs, other := 0, 0
	for _, e := range ents {
		switch {
		case strings.HasSuffix(e.Name(), ".phhs"):
			phhs++
		case e.Name() == "notes.txt":
			other++
		}
	}
	if phhs != 0 || other != 1 {
		t.Errorf("after the second export: %d .phhs files (want 0), notes.txt %d", phhs, other)
	}
	// Without the foreign file, an earlier export is replaced without --force.
	if err := os.Remove(filepath.Join(dest, "notes.txt")); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := stud8(t, "export", "phh", "--db", db, dest); code != 0 {
		t.Fatalf("third export: exit %d\n%s%s", code, out, errOut)
	}
	// A failure writes nothing: an unreadable database.
	code, _, _ = stud8(t, "export", "phh", "--db", filepath.Join(dir, "none.duckdb"), filepath.Join(dir, "never"))
	if _, err := os.Stat(filepath.Join(dir, "never")); code == 0 || err == nil {
		t.Errorf("failed export: exit %d, folder written: %v", code, err == nil)
	}
}

// TestExportPHHIsAtomic: an export that fails midway (its third file
// cannot be created) leaves the earlier export in DEST whole, and nothing
// beside it; the next complete export replaces it.
func TestExportPHHIsAtomic(t *testing.T) {
	dir := t.TempDir()
	db, dest := filepath.Join(dir, "x.duckdb"), filepath.Join(dir, "out")
	if code, out, errOut := stud8(t, "import", "--db", db, "--progress", "none", oracleSample); code > exitFindings {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := stud8(t, "export", "phh", "--db", db, "--to", "2017-01-24", dest); code != 0 {
		t.Fatalf("first export: exit %d\n%s%s", code, out, errOut)
	}
	list := func() map[string]string {
		m := map[string]string{}
		ents, _ := os.ReadDir(dest)
		for _, e := range ents {
			b, _ := os.ReadFile(filepath.Join(dest, e.Name()))
			m[e.Name()] = string(b)
		}
		return m
	}
	before := list()
	for _, perHand := range []bool{false, true} {
		created := 0
		createPHH = func(name string) (*os.File, error) {
			if created++; created == 3 {
				return nil, errors.New("no space left on device")
			}
			return os.Create(name)
		}
		args := []string{"export", "phh", "--db", db, dest}
		if perHand {
			args = append(args, "--per-hand")
		}
		code, _, errOut := stud8(t, args...)
		createPHH = os.Create
		if code != exitFailed || !strings.Contains(errOut, "no space left") {
			t.Fatalf("per-hand=%v: failing export: exit %d, %s", perHand, code, errOut)
		}
		after := list()
		if len(after) != len(before) {
			t.Errorf("per-hand=%v: %d files before, %d after the failed export", perHand, len(before), len(after))
		}
		for n, b := range before {
			if after[n] != b {
				t.Errorf("per-hand=%v: %s changed or went", perHand, n)
			}
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 2 {
			t.Errorf("per-hand=%v: entries beside the export: %v", perHand, ents)
		}
	}
	if code, out, errOut := stud8(t, "export", "phh", "--db", db, dest); code != 0 || len(list()) <= len(before) {
		t.Fatalf("complete export: exit %d, %d files\n%s%s", code, len(list()), out, errOut)
	}
}

// TestExportPHHPokerKit has PokerKit (parser/phh/testdata/pokerkit_nets.py)
// replay every exported file of the oracle sample and checks its nets
// against stud8's replay of the original hands.
func TestExportPHHPokerKit(t *testing.T) {
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
	byID := map[string]*hand.Hand{}
	for _, h := range parseAll(t, oracleSample) {
		byID[h.ID] = h
	}
	dest := importAndExport(t, []string{oracleSample})
	files, _ := filepath.Glob(filepath.Join(dest, "*.phhs"))
	prof, err := replay.ProfileByName("oracle")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	// One PokerKit process reads every file.
	cmd := exec.Command(py, append([]string{filepath.Join("..", "..", "parser", "phh", "testdata", "pokerkit_nets.py")}, files...)...)
	cmd.Env = append(os.Environ(), "PYTHONPATH="+kit)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pokerkit: %v: %s", err, stderr.String())
	}
	{
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			var l struct {
				Hand  string  `json:"hand"`
				Nets  []int64 `json:"nets"`
				Error string  `json:"error"`
			}
			if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
				t.Fatal(err)
			}
			n++
			h := byID[l.Hand]
			if l.Error != "" || h == nil {
				t.Errorf("hand %s: PokerKit: %s", l.Hand, l.Error)
				continue
			}
			r := replay.NewEngine().Replay(h, prof)
			for k, i := range phh.Players(h) {
				if k >= len(l.Nets) || l.Nets[k] != int64(r.Players[i].Net) {
					t.Errorf("hand %s: %s: PokerKit nets %v, stud8 %d", h.ID, h.Seats[i].Name, l.Nets, r.Players[i].Net)
				}
			}
		}
	}
	if n != len(byID) {
		t.Errorf("PokerKit replayed %d hands of %d", n, len(byID))
	}
	t.Logf("PokerKit replayed the %d hands of %d exported files; nets agree", n, len(files))
}
