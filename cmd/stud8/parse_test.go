package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const psTestdata = "../../testdata/pokerstars"

// TestParseCommand runs `stud8 parse` in-process on the bundled files.
func TestParseCommand(t *testing.T) {
	single := filepath.Join(psTestdata, "stud8-7-StudHL-USD-0.04-0.08-200911.txt")
	triple := filepath.Join(psTestdata, "stud-Triple-Stud-USD-2.00-0.20-MTT-201301.txt")
	mixed := filepath.Join(psTestdata, "mixed-8-Game-2max-STT-play-100-201306.homeGame.shootout.txt")
	cases := []struct {
		name      string
		args      []string
		code      int
		out, err  []string // substrings expected on stdout / stderr
		noOut     bool
		jsonHands int // with --format jsonl: hands expected on stdout
	}{
		{name: "one clean file", args: []string{"parse", single}, code: 0,
			out: []string{single + ": PokerStars: 7 hands, 0 rejected, 0 hands of other games\n", "total: 1 file, 7 hands, 0 rejected, 0 hands of other games\n"}},
		{name: "mixed games are skipped, not errors", args: []string{"parse", mixed}, code: 0,
			out: []string{": PokerStars: 53 hands, 0 rejected, 84 hands of other games: Hold'em Limit 24, Hold'em No Limit 24, Triple Draw 2-7 Lowball Limit 18, Omaha Hi/Lo Limit 17, Omaha Pot Limit 1\n"}},
		// 88 stud-family corpus hands less the Triple Stud one, plus 22 oracle hands.
		{name: "directory with a rejected hand", args: []string{"parse", psTestdata}, code: 1,
			out: []string{"total: 13 files, 109 hands, 1 rejected, 84 hands of other games: Hold'em Limit 24, Hold'em No Limit 24, Triple Draw 2-7 Lowball Limit 18, Omaha Hi/Lo Limit 17, Omaha Pot Limit 1\n"},
			err: []string{triple + `:46: hand 91733835979: invalid card token "of"` + "\n"}},
		{name: "jsonl", args: []string{"parse", "--format", "jsonl", single}, code: 0, jsonHands: 7,
			err: []string{"total: 1 file, 7 hands, 0 rejected, 0 hands of other games\n"}},
		{name: "no path", args: []string{"parse"}, code: 2, noOut: true, err: []string{"at least one file"}},
		{name: "bad format", args: []string{"parse", "--format", "xml", single}, code: 2, noOut: true, err: []string{"--format"}},
		{name: "unknown flag", args: []string{"parse", "--nope", single}, code: 2, noOut: true},
		{name: "missing file", args: []string{"parse", "no/such/file.txt"}, code: 3, noOut: true, err: []string{"no/such/file.txt"}},
		{name: "help", args: []string{"parse", "--help"}, code: 0, out: []string{"Examples:", "stud8 parse testdata/pokerstars"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(c.args, strings.NewReader(""), &stdout, &stderr)
			if code != c.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, stdout.String(), stderr.String())
			}
			for _, s := range c.out {
				if !strings.Contains(stdout.String(), s) {
					t.Errorf("stdout lacks %q:\n%s", s, stdout.String())
				}
			}
			for _, s := range c.err {
				if !strings.Contains(stderr.String(), s) {
					t.Errorf("stderr lacks %q:\n%s", s, stderr.String())
				}
			}
			if c.noOut && stdout.Len() > 0 {
				t.Errorf("unexpected stdout:\n%s", stdout.String())
			}
			if c.jsonHands > 0 {
				lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
				if len(lines) != c.jsonHands {
					t.Fatalf("%d JSON lines, want %d", len(lines), c.jsonHands)
				}
				for _, l := range lines {
					var h struct {
						ID     string `json:"id"`
						Game   string `json:"game"`
						Events []any  `json:"events"`
					}
					if err := json.Unmarshal([]byte(l), &h); err != nil || h.ID == "" || h.Game != "stud8" || len(h.Events) == 0 {
						t.Fatalf("bad hand line (%v): %.200s", err, l)
					}
				}
			}
		})
	}
}

// TestParseCommandUnsupportedSite: a file of another site is one error and
// exit status 1, not silence.
func TestParseCommandUnsupportedSite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ggpoker.txt")
	text := "Poker Hand #HD1234567: Seven Card Stud Hi-Lo ($0.10/$0.20) - 2023/01/01 00:00:00\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"parse", path}, nil, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(stderr.String(), path+":1: not a hand history of a known site: first line is \"Poker Hand #HD1234567: Seven Card Stud Hi-Lo") {
		t.Errorf("stderr: %s", stderr.String())
	}
	if !strings.Contains(stdout.String(), "0 hands, 1 rejected") {
		t.Errorf("stdout: %s", stdout.String())
	}
}

// TestParseCommandDirectoryByContent: a directory gives its hand histories
// whatever their names; its other files are listed as skipped, not errors.
func TestParseCommandDirectoryByContent(t *testing.T) {
	dir := t.TempDir()
	hands, err := os.ReadFile(oracleSample)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "session.log"), hands, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte("# notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"parse", dir}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "session.log: PokerStars: 32 hands, 0 rejected") || !strings.Contains(stdout.String(), "total: 1 file,") {
		t.Errorf("stdout: %s", stdout.String())
	}
	if !strings.Contains(stderr.String(), "skipped 1 file ") || !strings.Contains(stderr.String(), "README.md (not a hand history of a known site") {
		t.Errorf("stderr: %s", stderr.String())
	}
}
