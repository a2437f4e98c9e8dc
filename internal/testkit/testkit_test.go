package testkit

import (
	"os"
	"path/filepath"
	"testing"
)

func TestReadJSONL(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.jsonl")
	if err := os.WriteFile(path, []byte(`{"hand_id":"1","mutated":false}`+"\n"+`{"hand_id":"2","mutated":true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	type label struct {
		HandID  string `json:"hand_id"`
		Mutated bool   `json:"mutated"`
	}
	got := ReadJSONL[label](t, path)
	if len(got) != 2 || got[0] != (label{"1", false}) || got[1] != (label{"2", true}) {
		t.Errorf("got %+v", got)
	}
}
