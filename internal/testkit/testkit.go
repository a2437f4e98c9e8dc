// Package testkit holds small helpers that several packages' tests share.
package testkit

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// ReadJSONL decodes every line of a JSON-lines file (such as the oracle's
// expected.jsonl and labels.jsonl) into a new T, failing the test on any
// error.
func ReadJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out
}
