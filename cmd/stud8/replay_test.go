package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runReplay(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"replay"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

var oracleSample = filepath.Join("..", "..", "testdata", "oracle", "hands.txt")

func TestReplayJSONL(t *testing.T) {
	code, out, errs := runReplay(t, "--profile", "oracle", "--format", "jsonl", oracleSample)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 32 {
		t.Fatalf("%d lines, want one per hand (32)", len(lines))
	}
	var first struct {
		Site, HandID, Profile, Rake string
		Players                     []struct {
			Name, PutIn, Collected, Net string
			Seat                        int
		}
		Actions []struct {
			Street, Player, Action, Amount, To, Pot string
			AllIn                                   bool
			Line                                    int
		}
		Pots []struct {
			Kind, Amount string
			Eligible     []string
			High, Low    []struct{ Player, Amount string }
		}
		Findings []struct {
			Code, Street, Message string
			Line                  int
		}
	}
	dec := json.NewDecoder(strings.NewReader(strings.NewReplacer(`"hand_id"`, `"HandID"`, `"put_in"`, `"PutIn"`, `"all_in"`, `"AllIn"`).Replace(lines[0])))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&first); err != nil {
		t.Fatalf("first line %s: %v", lines[0], err)
	}
	// The bring-in player completes (PokerStars: "bets"); the money is the string form of the rest.
	if a := first.Actions; len(a) == 0 || a[0].Action != "complete" || a[0].Amount != "5.00" || a[0].Pot != "9.00" ||
		a[0].Street != "3rd" || a[0].Line != 28 {
		t.Errorf("actions: %+v", a)
	}
	// Oracle hand 165010001628: four pots, FrankTheTank wins every low half, xena.warrior nets +$95.09.
	if first.HandID != "165010001628" || first.Site != "PokerStars" || first.Profile != "oracle" || first.Rake != "0.00" {
		t.Errorf("header fields: %+v", first)
	}
	if len(first.Pots) != 4 || first.Pots[0].Kind != "main" || first.Pots[0].Amount != "165.44" ||
		first.Pots[0].Low[0].Player != "FrankTheTank" || first.Pots[0].Low[0].Amount != "82.72" {
		t.Errorf("pots: %+v", first.Pots)
	}
	for _, p := range first.Players {
		if p.Name == "xena.warrior" && (p.Net != "95.09" || p.Seat != 6 || p.PutIn != "33.90" || p.Collected != "128.99") {
			t.Errorf("xena.warrior: %+v", p)
		}
	}
	if first.Findings == nil || len(first.Findings) != 0 {
		t.Errorf("findings: %+v", first.Findings)
	}
}

func TestReplayFindingsExit(t *testing.T) {
	faults := filepath.Join("..", "..", "testdata", "oracle", "faults.txt")
	code, out, _ := runReplay(t, "--profile", "oracle", "--format", "jsonl", faults)
	if code != exitFindings {
		t.Fatalf("exit %d, want %d for hands with findings", code, exitFindings)
	}
	if !strings.Contains(out, `"code":"bringin.wrong_player"`) {
		t.Errorf("no bring-in finding in %s", out)
	}
}

func TestReplayTextOneHand(t *testing.T) {
	code, out, errs := runReplay(t, "--profile", "oracle", "--hand", "165010001628", oracleSample)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"hand 165010001628", "3rd street", "walterw", "bets $5.00",
		"main pot $165.44", "high: xena.warrior $82.72", "low: FrankTheTank $82.72", "no findings"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "PokerStars hand ") != 1 {
		t.Errorf("--hand printed %d hands", strings.Count(out, "PokerStars hand "))
	}
}

func TestReplayUsage(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--format", "xml", oracleSample},
		{"--profile", "nosuch", oracleSample},
		{"--bogus", oracleSample},
		{"--stacks", "maybe", oracleSample},
	} {
		if code, _, _ := runReplay(t, args...); code != exitUsage {
			t.Errorf("replay %v: exit %d, want %d", args, code, exitUsage)
		}
	}
}

func TestReplayRejectedHandContinues(t *testing.T) {
	good, err := os.ReadFile(oracleSample)
	if err != nil {
		t.Fatal(err)
	}
	first := string(good[:bytes.Index(good, []byte("\n\n\n"))+1])
	bad := strings.Replace(first, "Dealt to sybil7 [Tc]", "Dealt to sybil7 [Tx]", 1)
	path := filepath.Join(t.TempDir(), "mixed.txt")
	if err := os.WriteFile(path, []byte(bad+"\n\n\n"+first), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runReplay(t, "--profile", "oracle", "--format", "jsonl", path)
	if code != exitFindings {
		t.Errorf("exit %d, want %d when a hand is rejected", code, exitFindings)
	}
	if !strings.HasPrefix(errs, path+":20: ") {
		t.Errorf("stderr %q, want %s:20: reason", errs, path)
	}
	if strings.Count(out, "\n") != 1 {
		t.Errorf("want the good hand replayed, got %q", out)
	}
}

// TestReplayFromDatabase replays a hand found in the database: from the
// file it was imported from, as replaying that file does; and, that file
// gone, rebuilt from what the database keeps, saying so.
func TestReplayFromDatabase(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(oracleSample)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "hands.txt")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "t.duckdb")
	if code, _, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", file); code > exitFindings {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	const id = "165010001628" // the first hand of the oracle sample
	wantCode, want, _ := runReplay(t, "--profile", "oracle", "--hand", id, file)
	code, got, errOut := runReplay(t, "--hand", id, "--db", db)
	if code != wantCode || got != want || want == "" {
		t.Errorf("from the database: exit %d (want %d), stderr %q\n%s\nwant\n%s", code, wantCode, errOut, got, want)
	}
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	code, got, errOut = runReplay(t, "--hand", id, "--db", db)
	if code > exitFindings || !strings.Contains(errOut, "is gone") || !strings.Contains(got, "hand "+id) {
		t.Errorf("file gone: exit %d, stderr %q\n%s", code, errOut, got)
	}
	if code, _, _ := runReplay(t, "--hand", "1", "--db", db); code != exitFailed {
		t.Errorf("a hand not stored: exit %d, want %d", code, exitFailed)
	}
	if code, _, _ := runReplay(t, "--db", db); code != exitUsage {
		t.Errorf("no file and no hand: exit %d, want %d", code, exitUsage)
	}
}
