package ingest

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
)

// TestFollowLikeAClient: three tables written at once in appends cut at
// random byte offsets (mid-line, mid-hand), one file rotated (renamed, a
// new one begun under its name) and one rewritten whole, while Follow
// polls the folder: at the end the database holds what one clean import
// of the final files holds, table by table, and no reject.
func TestFollowLikeAClient(t *testing.T) {
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: 600, Seed: 25, Workers: 1, TableHands: 100000}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	text := buf.Bytes()
	// Three tables of 200 hands each, cut at hand headers.
	var tables [][]byte
	starts := headerOffsets(text)
	for i := 0; i < 3; i++ {
		end := len(text)
		if (i+1)*200 < len(starts) {
			end = starts[(i+1)*200]
		}
		tables = append(tables, text[starts[i*200]:end])
	}
	dir := t.TempDir()
	db := openTemp(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Follow(ctx, db, []string{dir}, FollowOptions{Interval: 20 * time.Millisecond, Settle: 300 * time.Millisecond})
	}()
	rng := rand.New(rand.NewPCG(25, 2))
	names := []string{"a.txt", "b.txt", "c.txt"}
	written := make([]int, 3)
	rotateAt := headerOffsets(tables[0])[66]
	for step := 0; ; step++ {
		left := false
		for i, tb := range tables {
			if written[i] == len(tb) {
				continue
			}
			left = true
			n := min(len(tb)-written[i], 1+rng.IntN(6000))
			if i == 0 && written[i] < rotateAt {
				n = min(n, rotateAt-written[i])
			}
			appendTo(t, filepath.Join(dir, names[i]), tb[written[i]:written[i]+n])
			written[i] += n
			// Table a is rotated at a hand after a third (a client rotates
			// between hands), table b rewritten whole at half.
			if i == 0 && written[i] == rotateAt {
				time.Sleep(50 * time.Millisecond) // let the follower see it first
				os.Rename(filepath.Join(dir, "a.txt"), filepath.Join(dir, "a.1.txt"))
			}
			if i == 1 && written[i] > len(tb)/2 && written[i]-n <= len(tb)/2 {
				os.WriteFile(filepath.Join(dir, "b.tmp"), tb[:written[i]], 0o644)
				os.Rename(filepath.Join(dir, "b.tmp"), filepath.Join(dir, "b.txt"))
			}
		}
		if !left {
			break
		}
		time.Sleep(time.Duration(rng.IntN(15)) * time.Millisecond)
	}
	time.Sleep(900 * time.Millisecond) // past Settle and a few polls
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	clean := openTemp(t)
	mustImport(t, clean, Options{}, dir)
	if h, r := count(t, clean, `SELECT count(*) FROM hands`), count(t, clean, `SELECT count(*) FROM rejects`); h+r != 600 {
		t.Fatalf("clean import: %d hands and %d rejects, want 600 in all", h, r)
	}
	a, b := checksums(t, clean), checksums(t, db)
	delete(a, "imports")
	delete(b, "imports")
	// The hands of the rotated file keep the path they were read under.
	delete(a, "hands")
	delete(b, "hands")
	if d := diffChecksums(a, b); d != nil {
		t.Errorf("tables differ from a clean import: %v", d)
	}
	handsQ := `SELECT count(*) || ':' || sum(hash(t)::HUGEINT) FROM (SELECT * EXCLUDE (source_file) FROM hands) t`
	var hw, hg string
	clean.SQL().QueryRow(handsQ).Scan(&hw)
	db.SQL().QueryRow(handsQ).Scan(&hg)
	if hw != hg {
		t.Errorf("hands but their file: %s, clean %s", hg, hw)
	}
	// A rotated file's hands were stored under the path it had then, so
	// the hands and duplicates of the rows differ; what was read does not.
	q := `SELECT string_agg(path || ' ' || size_bytes || ' ' || content_hash || ' ' || status || ' ' || records || ' ' ||
		rejects, '; ' ORDER BY path) FROM imports`
	var want, got string
	clean.SQL().QueryRow(q).Scan(&want)
	db.SQL().QueryRow(q).Scan(&got)
	if got != want {
		t.Errorf("imports rows:\n got %s\nwant %s", got, want)
	}
}

// headerOffsets are the offsets of the hand headers in text.
func headerOffsets(text []byte) []int {
	var out []int
	for i := 0; ; {
		j := bytes.Index(text[i:], []byte("PokerStars Hand #"))
		if j < 0 {
			return out
		}
		out = append(out, i+j)
		i += j + 1
	}
}

// appendTo appends b to the file at path, creating it.
func appendTo(t testing.TB, path string, b []byte) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(b)
	f.Close()
}
