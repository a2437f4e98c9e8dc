package ingest

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/store"
)

// growFile is a PokerStars file of 7 hands from the repository's testdata.
const growFile = "../testdata/pokerstars/stud8-7-StudHL-USD-0.04-0.08-200911.txt"

// headers counts the hand headers in text: the hands a clean read gives
// (the files used here have no reject).
func headers(text []byte) int {
	return bytes.Count(text, []byte("PokerStars Game #")) + bytes.Count(text, []byte("PokerStars Hand #"))
}

// sameAsClean checks that db holds what one clean import of paths gives:
// every table, and of imports every column but the times (they say when,
// not what).
func sameAsClean(t *testing.T, db *store.DB, paths ...string) {
	t.Helper()
	clean := openTemp(t)
	mustImport(t, clean, Options{}, paths...)
	a, b := checksums(t, clean), checksums(t, db)
	delete(a, "imports")
	delete(b, "imports")
	if d := diffChecksums(a, b); d != nil {
		t.Errorf("tables differ from a clean import: %v", d)
	}
	q := `SELECT string_agg(path || ' ' || size_bytes || ' ' || content_hash || ' ' || status || ' ' || records || ' ' ||
		rejects || ' ' || hands || ' ' || duplicates || ' ' || coalesce(resume_records, -1), '; ' ORDER BY path) FROM imports`
	var want, got string
	if err := clean.SQL().QueryRow(q).Scan(&want); err != nil {
		t.Fatal(err)
	}
	if err := db.SQL().QueryRow(q).Scan(&got); err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("imports rows:\n got %s\nwant %s", got, want)
	}
}

// TestGrownFileLeavesNoReject is issue 27's reproducer: the first 5,000
// bytes of a file imported, then the whole file: the hand the first import
// ended inside was rejected then and is stored now, and its reject is gone;
// the path has one imports row, that of the whole file.
func TestGrownFileLeavesNoReject(t *testing.T) {
	text, err := os.ReadFile(growFile)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "table.txt")
	os.WriteFile(path, text[:5000], 0o644)
	db := openTemp(t)
	mustImport(t, db, Options{}, path)
	// The prefix holds 3 headers: 2 whole hands and the one it ends inside.
	if h, r := count(t, db, `SELECT count(*) FROM hands`), count(t, db, `SELECT count(*) FROM rejects`); h != int64(headers(text[:5000])-1) || r != 1 {
		t.Fatalf("first 5,000 bytes: %d hands and %d rejects, want %d and 1", h, r, headers(text[:5000])-1)
	}
	os.WriteFile(path, text, 0o644)
	mustImport(t, db, Options{}, path)
	if h, r := count(t, db, `SELECT count(*) FROM hands`), count(t, db, `SELECT count(*) FROM rejects`); h != int64(headers(text)) || r != 0 {
		t.Errorf("whole file: %d hands and %d rejects, want %d and 0", h, r, headers(text))
	}
	if n := count(t, db, `SELECT count(*) FROM imports`); n != 1 {
		t.Errorf("%d imports rows, want 1", n)
	}
	sameAsClean(t, db, path)
}

// TestFollowHoldsTheLastHand: a file that may still grow (Options.MayGrow)
// keeps the hand it ends inside held, neither stored nor rejected, both when
// the cut hand is rejected and when it parses (cut after the line "Total
// pot" of its summary); unchanged, it is not read again; grown, it resumes
// at the held hand; once it may no longer grow, the hand it ends inside is
// rejected as the final read says.
func TestFollowHoldsTheLastHand(t *testing.T) {
	text, err := os.ReadFile(growFile)
	if err != nil {
		t.Fatal(err)
	}
	// The start of the third hand's summary line "Total pot": the file cut
	// after that line ends inside a hand that parses.
	third := bytes.Index(text[bytes.Index(text, []byte("*** SUMMARY"))+1:], []byte("*** SUMMARY"))
	totalPot := bytes.Index(text[third:], []byte("Total pot"))
	summaryCut := third + totalPot + bytes.IndexByte(text[third+totalPot:], '\n') + 1
	for _, tc := range []struct {
		name string
		cut  int
	}{
		{"mid-line", 5000},
		{"after Total pot", summaryCut},
	} {
		t.Run(tc.name, func(t *testing.T) {
			growing := true
			opts := Options{MayGrow: func(string, int64, time.Time) bool { return growing }}
			path := filepath.Join(t.TempDir(), "table.txt")
			os.WriteFile(path, text[:tc.cut], 0o644)
			db := openTemp(t)
			sum := mustImport(t, db, opts, path)
			whole := int64(headers(text[:tc.cut]) - 1)
			if h, r := count(t, db, `SELECT count(*) FROM hands`), count(t, db, `SELECT count(*) FROM rejects`); h != whole || r != 0 || sum.Held != 1 {
				t.Fatalf("cut: %d hands, %d rejects, %d files held; want %d, 0, 1", h, r, sum.Held, whole)
			}
			if st := count(t, db, `SELECT count(*) FROM imports WHERE status = 'growing' AND records = ?`, whole); st != 1 {
				t.Errorf("want one growing imports row of %d records", whole)
			}
			if sum := mustImport(t, db, opts, path); sum.FilesSkipped != 1 {
				t.Errorf("unchanged held file: %d skipped, want 1", sum.FilesSkipped)
			}
			os.WriteFile(path, text, 0o644)
			sum = mustImport(t, db, opts, path)
			if sum.FilesGrown != 1 || sum.Hands != int64(headers(text))-whole || sum.Duplicates != 0 {
				t.Errorf("grown: %d files grown, %d hands, %d duplicates; want 1, %d, 0",
					sum.FilesGrown, sum.Hands, sum.Duplicates, int64(headers(text))-whole)
			}
			growing = false
			mustImport(t, db, opts, path)
			sameAsClean(t, db, path)
		})
	}
	t.Run("final read of a held hand", func(t *testing.T) {
		growing := true
		opts := Options{MayGrow: func(string, int64, time.Time) bool { return growing }}
		path := filepath.Join(t.TempDir(), "table.txt")
		os.WriteFile(path, text[:5000], 0o644)
		db := openTemp(t)
		mustImport(t, db, opts, path)
		growing = false
		sum := mustImport(t, db, opts, path)
		if sum.FilesResumed != 0 || sum.Rejected != 1 || sum.Hands != 0 {
			t.Errorf("final read: %+v; want the held hand rejected, nothing else", sum.Totals)
		}
		sameAsClean(t, db, path)
	})
}

// TestGrowingFileFourImports: a file of 200 generated hands imported at
// three random cuts and at its end, once with every read final and once as
// a follower reads it: no false reject, and the tables of one clean import.
func TestGrowingFileFourImports(t *testing.T) {
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: 200, Seed: 27, Workers: 1, TableHands: 1000}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	text := buf.Bytes()
	if n := headers(text); n != 200 {
		t.Fatalf("generated %d hands", n)
	}
	rng := rand.New(rand.NewPCG(27, 1))
	cuts := []int{rng.IntN(len(text) / 3), len(text)/3 + rng.IntN(len(text)/3), 2*len(text)/3 + rng.IntN(len(text)/3), len(text)}
	for _, follow := range []bool{false, true} {
		opts := Options{}
		if follow {
			opts.MayGrow = func(string, int64, time.Time) bool { return true }
		}
		path := filepath.Join(t.TempDir(), "table.txt")
		db := openTemp(t)
		for _, c := range cuts {
			os.WriteFile(path, text[:c], 0o644)
			mustImport(t, db, opts, path)
		}
		if follow {
			opts.MayGrow = nil
			mustImport(t, db, opts, path)
		}
		if h, r := count(t, db, `SELECT count(*) FROM hands`), count(t, db, `SELECT count(*) FROM rejects`); h != 200 || r != 0 {
			t.Errorf("follow %v, cuts %v: %d hands and %d rejects, want 200 and 0", follow, cuts, h, r)
		}
		sameAsClean(t, db, path)
	}
}

// TestAppendedDuringImport: the client appends the rest of the file while
// the import reads it (after the first 5,000 bytes were read, inside a
// hand): the import says the file changed, and the next one leaves the
// tables of a clean import, no reject of the hand that was cut.
func TestAppendedDuringImport(t *testing.T) {
	text, err := os.ReadFile(growFile)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "table.txt")
	os.WriteFile(path, text[:5000], 0o644)
	defer func(f func(string) (io.ReadCloser, error)) { openFile = f }(openFile)
	openFile = func(p string) (io.ReadCloser, error) {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		return &appendAfter{f: f, path: p, at: 4000, rest: text[5000:]}, nil
	}
	db := openTemp(t)
	sum := mustImport(t, db, Options{}, path)
	if len(sum.Problems) != 1 {
		t.Fatalf("problems %v, want the file reported as changed", sum.Problems)
	}
	openFile = func(p string) (io.ReadCloser, error) { return os.Open(p) }
	mustImport(t, db, Options{}, path)
	if h, r := count(t, db, `SELECT count(*) FROM hands`), count(t, db, `SELECT count(*) FROM rejects`); h != int64(headers(text)) || r != 0 {
		t.Errorf("%d hands and %d rejects, want %d and 0", h, r, headers(text))
	}
	sameAsClean(t, db, path)
}

// appendAfter reads a file and appends rest to it once at bytes were read.
type appendAfter struct {
	f    *os.File
	path string
	at   int
	n    int
	rest []byte
}

func (a *appendAfter) Read(b []byte) (int, error) {
	if a.n < a.at && len(b) > a.at-a.n {
		b = b[:a.at-a.n]
	}
	n, err := a.f.Read(b)
	a.n += n
	if a.rest != nil && a.n >= a.at {
		f, ferr := os.OpenFile(a.path, os.O_APPEND|os.O_WRONLY, 0)
		if ferr != nil {
			return n, ferr
		}
		f.Write(a.rest)
		f.Close()
		a.rest = nil
	}
	return n, err
}

func (a *appendAfter) Close() error { return a.f.Close() }
