package ingest

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/parser"
)

// readAll reads r through the ingest reader, with a deadline: an input
// that never ends must not be read for ever.
func readAll(t *testing.T, r io.Reader) (hands int, rejects []*parser.Error) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		hr := openReader(r, "in.txt", true)
		_, _, err := readRecords(hr, File{Path: "in.txt"}, false, nil, func(rc record) bool {
			if rc.rej != nil {
				rejects = append(rejects, rc.rej)
			} else {
				hands++
			}
			return true
		})
		if err != nil {
			t.Errorf("read: %v", err)
		}
	}()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("still reading after 60 s")
	}
	return hands, rejects
}

// endless is an input that never ends: the same bytes again and again.
type endless struct{ b []byte }

func (e endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		n += copy(p[n:], e.b)
	}
	return n, nil
}

func oracleText(t *testing.T) ([]byte, int) {
	t.Helper()
	text, err := os.ReadFile("testdata/oracle/hands.txt")
	if err != nil {
		t.Fatal(err)
	}
	n, rej := readAll(t, bytes.NewReader(text))
	if len(rej) != 0 || n == 0 {
		t.Fatalf("oracle hands: %d hands, rejects %v", n, rej)
	}
	return text, n
}

// TestEndlessInputIsAbandoned: NUL bytes without a line end, or blank
// lines, for ever after the hands: the hands are read, the rest is one
// reject that says what was skipped, and reading ends.
func TestEndlessInputIsAbandoned(t *testing.T) {
	text, want := oracleText(t)
	for name, c := range map[string]struct {
		tail string
		msg  string
		is   error
	}{
		"NUL":        {"\x00", "NUL bytes without a line end: rest of the input skipped", parser.ErrTooLong},
		"text":       {"xyz", "bytes without a line end: rest of the input skipped", parser.ErrTooLong},
		"NUL lines":  {"\x00\x00\x00\n", "blank or NUL bytes without a hand: rest of the input skipped", parser.ErrBinary},
		"blank CRLF": {" \r\n", "blank or NUL bytes without a hand", parser.ErrBinary},
	} {
		t.Run(name, func(t *testing.T) {
			n, rej := readAll(t, io.MultiReader(bytes.NewReader(text), strings.NewReader("\n\n"), endless{[]byte(c.tail)}))
			if n != want {
				t.Errorf("%d hands, want %d", n, want)
			}
			if len(rej) != 1 || !errors.Is(rej[0], c.is) || !strings.Contains(rej[0].Error(), c.msg) {
				t.Fatalf("rejects %v, want one saying %q", rej, c.msg)
			}
			t.Log(rej[0])
		})
	}
}

// TestCROnlyLineEnds: a file whose lines end with CR only (classic Mac OS)
// gives the same hands as with LF or CR LF.
func TestCROnlyLineEnds(t *testing.T) {
	text, want := oracleText(t)
	for name, s := range map[string][]byte{
		"CR":   bytes.ReplaceAll(text, []byte("\n"), []byte("\r")),
		"CRLF": bytes.ReplaceAll(text, []byte("\n"), []byte("\r\n")),
	} {
		n, rej := readAll(t, bytes.NewReader(s))
		if n != want || len(rej) != 0 {
			t.Errorf("%s: %d hands, %d rejects (%v), want %d hands", name, n, len(rej), rej, want)
		}
	}
}

// TestImportRejectsWhatTheStoreCannotHold: seat 260, a 200-max table and
// a stack past DECIMAL(18,2) are rejects with a reason; the other hands of
// the file are stored, and no number is stored wrapped.
func TestImportRejectsWhatTheStoreCannotHold(t *testing.T) {
	text, _ := oracleText(t)
	first := string(text[:bytes.Index(text, []byte("\n\n"))+2])
	var in strings.Builder
	for _, r := range [][2]string{
		{"Seat 2: VictorV", "Seat 260: VictorV"},
		{"' 8-max", "' 200-max"},
		{"($306.68 in chips)", "($99999999999999999.99 in chips)"},
	} {
		h := strings.Replace(first, r[0], r[1], 1)
		if h == first {
			t.Fatalf("%q not in the hand", r[0])
		}
		in.WriteString(h + "\n")
	}
	in.WriteString(first)
	path := filepath.Join(t.TempDir(), "bounds.txt")
	os.WriteFile(path, []byte(in.String()), 0o644)
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, path)
	if sum.Hands != 1 || sum.Rejected != 3 {
		t.Errorf("%d hands, %d rejected (%v), want 1 and 3", sum.Hands, sum.Rejected, sum.RejectedByReason)
	}
	if n := count(t, db, `SELECT count(*) FROM hand_players WHERE seat < 1 OR seat > 8`); n != 0 {
		t.Errorf("%d seats stored out of the table", n)
	}
	if n := count(t, db, `SELECT count(*) FROM hands WHERE max_seats < 0 OR total_pot < 0`); n != 0 {
		t.Errorf("%d hands stored wrapped", n)
	}
}
