package main

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func runEquity(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"equity"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// A full house against a four-card low with one card to come: 16 of the 39
// unseen cards (the 5s to 8s) make the low and split the pot.
func TestEquityText(t *testing.T) {
	code, out, errs := runEquity(t, "Kc Kd Qs | Ks 9h 9c Jd", "Ac 2d | 3h 4s 9d Td")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	want := `stud8, exact: 39 runouts
player  cards                      high      low    total    scoop
1       Kc Kd Qs | Ks 9h 9c Jd   79.49%    0.00%   79.49%   58.97%
2       Ac 2d | 3h 4s 9d Td       0.00%   20.51%   20.51%    0.00%
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestEquityJSONAndDead(t *testing.T) {
	// With 5c 6c 7c 8c dead, 12 low cards of 35 are left.
	code, out, errs := runEquity(t, "Kc Kd Qs | Ks 9h 9c Jd", "Ac 2d | 3h 4s 9d Td", "--dead", "5c 6c,7c8c", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var got struct {
		Game, Method string
		Runouts      int64
		Players      []struct {
			Cards                   string
			High, Low, Total, Scoop float64
			StdErr                  *struct{ Total float64 } `json:"std_err"`
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if got.Game != "stud8" || got.Method != "exact" || got.Runouts != 35 || len(got.Players) != 2 {
		t.Fatalf("got %+v", got)
	}
	p := got.Players[1]
	if p.Cards != "Ac 2d | 3h 4s 9d Td" || math.Abs(p.Low-6.0/35) > 1e-12 || p.High != 0 || p.StdErr != nil {
		t.Errorf("player 2: got %+v, want low 6/35", p)
	}
}

func TestEquitySampled(t *testing.T) {
	args := []string{"--game", "razz", "As 2s 3s | 4s", "Kd 9h 5c | 8c", "?? ?? | 7d", "--samples", "5000", "--seed", "3", "--format", "json"}
	code, out, errs := runEquity(t, args...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var got struct {
		Method  string
		Runouts int64
		StdErr  float64 `json:"std_err"`
		Players []struct {
			High, Total float64
			StdErr      *struct{ Total float64 } `json:"std_err"`
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Method != "monte-carlo" || got.Runouts != 5000 || got.StdErr <= 0 || got.Players[0].StdErr == nil || got.Players[0].High != 0 {
		t.Errorf("got %s", out)
	}
	if _, again, _ := runEquity(t, args...); again != out {
		t.Error("the same seed gave different output")
	}
	code, out, _ = runEquity(t, "Kc Kd Qs | Ks 9h 9c Jd", "Ac 2d | 3h 4s 9d Td", "--max-runouts", "0", "--samples", "1000")
	if code != exitOK || !strings.Contains(out, "sampled: 1000 runouts") || !strings.Contains(out, "± total") {
		t.Errorf("--max-runouts 0: exit %d, output\n%s", code, out)
	}
}

func TestEquityUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"As Kd"}, "requires at least 2 arg"},
		{[]string{"As Kd", "As Qd"}, "player 2: As: card dealt twice"},
		{[]string{"As Kd", "Qd", "--dead", "Kd"}, "player 1 and dead cards: Kd: card dealt twice"},
		{[]string{"As Kd Xx", "Qd"}, `player 1 "As Kd Xx"`},
		{[]string{"As Kd Qd 2c | 3c", "Qc"}, "4 down and 1 up cards"},
		{[]string{"As Kd", "Qd", "--game", "holdem"}, "--game must be stud8, stud or razz"},
		{[]string{"As Kd", "Qd", "--format", "csv"}, "--format must be text or json"},
		{[]string{"As Kd", "Qd", "--samples", "1"}, "--samples must be at least 2"},
	}
	for _, tt := range tests {
		code, _, errs := runEquity(t, tt.args...)
		if code != exitUsage || !strings.Contains(errs, tt.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and %q", tt.args, code, errs, tt.want)
		}
	}
}

// TestEquityExamples runs the examples of `stud8 equity --help` as written.
func TestEquityExamples(t *testing.T) {
	cmd := newEquityCmd(&env{})
	for _, line := range strings.Split(cmd.Example, "\n") {
		args := shellWords(t, strings.TrimSpace(line))
		if len(args) < 2 || args[0] != "stud8" || args[1] != "equity" {
			t.Fatalf("example %q does not start with stud8 equity", line)
		}
		var out, errb bytes.Buffer
		if code := run(args[1:], strings.NewReader(""), &out, &errb); code != exitOK || out.Len() == 0 {
			t.Errorf("%s: exit %d, stderr %q", line, code, errb.String())
		}
	}
}

// shellWords splits a command line as a shell would, for double-quoted words only.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range s {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, w.String())
				w.Reset()
			}
			inWord = false
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("unbalanced quotes in %q", s)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}
