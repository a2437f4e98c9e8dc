// Package sitetest holds the tests every site reader shares, so that each
// contract has one source: golden files (go test -update), the shared
// corpus (counts against MANIFEST.tsv, the known-defects rejects, the
// replay of every accepted hand, the documented findings, the .hp
// sidecars), damaged hands, mutations, the fuzz body and its seeds, and
// the CPU-time benchmark. A site's test files call it with the site's
// parser.Site; only tests import it.
package sitetest

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Shared returns $STUD8_SHARED, skipping the test when it is not set or
// has no corpus/MANIFEST.tsv.
func Shared(tb testing.TB) string {
	tb.Helper()
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		tb.Skip("STUD8_SHARED not set: corpus test skipped")
	}
	if _, err := os.Stat(filepath.Join(dir, "corpus", "MANIFEST.tsv")); err != nil {
		tb.Skipf("STUD8_SHARED=%s has no corpus/MANIFEST.tsv", dir)
	}
	return dir
}

// Parse reads every hand and error of data (decoded as an import would)
// with site's reader; a fatal read error fails the test.
func Parse(tb testing.TB, site parser.Site, data []byte, file string) ([]*hand.Hand, []*parser.Error, parser.Stats) {
	tb.Helper()
	var hs []*hand.Hand
	var es []*parser.Error
	st, err := parser.ParseAll(site.Open(parser.Decode(bytes.NewReader(data)), file, parser.Options{}),
		func(h *hand.Hand) error { hs = append(hs, h); return nil },
		func(e *parser.Error) { es = append(es, e) })
	if err != nil {
		tb.Fatalf("%s: %v", file, err)
	}
	return hs, es, st
}

// Files lists the hand-history files of a testdata folder: every regular
// file but the .golden ones, sorted. An empty folder fails the test.
func Files(tb testing.TB, dir string) []string {
	tb.Helper()
	all, err := filepath.Glob(filepath.Join(dir, "*"))
	var files []string
	for _, p := range all {
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && filepath.Ext(p) != ".golden" {
			files = append(files, p)
		}
	}
	if err != nil || len(files) == 0 {
		tb.Fatalf("no testdata in %s: %v", dir, err)
	}
	return files
}

// Read returns the contents of the files at paths; with decode set,
// decoded to UTF-8 as parser.Decode does (BOM and UTF-16 removed).
func Read(tb testing.TB, paths []string, decode bool) [][]byte {
	tb.Helper()
	var out [][]byte
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil && decode {
			b, err = io.ReadAll(parser.Decode(bytes.NewReader(b)))
		}
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// ManifestRow is one hand-history file of corpus/MANIFEST.tsv.
type ManifestRow struct {
	Site   string // the site's folder ("PokerStars", "FullTilt")
	File   string // relative to corpus/
	Hands  int
	ByGame map[string]int
}

// ManifestAll returns the hand-history rows of every site in shared's
// MANIFEST.tsv (sidecar files left out), each file once, in the order of
// the file; a missing or unreadable manifest fails the test.
func ManifestAll(tb testing.TB, shared string) []ManifestRow {
	tb.Helper()
	f, err := os.Open(filepath.Join(shared, "corpus", "MANIFEST.tsv"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var rows []ManifestRow
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 10 || strings.HasPrefix(c[2], "sidecar") || seen[c[3]] {
			continue
		}
		seen[c[3]] = true
		n, _ := strconv.Atoi(c[8])
		r := ManifestRow{Site: c[0], File: c[3], Hands: n, ByGame: map[string]int{}}
		for _, kv := range strings.Split(c[9], ";") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				n, _ := strconv.Atoi(v)
				r.ByGame[k] += n
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return rows
}

// Manifest returns the rows of ManifestAll of site (its folder, which is
// also its parser.Site.Name); none fails the test.
func Manifest(tb testing.TB, shared, site string) []ManifestRow {
	tb.Helper()
	var rows []ManifestRow
	for _, r := range ManifestAll(tb, shared) {
		if r.Site == site {
			rows = append(rows, r)
		}
	}
	if len(rows) == 0 {
		tb.Fatalf("MANIFEST.tsv lists no %s files", site)
	}
	return rows
}

// CorpusTexts returns the decoded corpus files of site, as MANIFEST.tsv
// lists them; nil without STUD8_SHARED (for fuzz seeds and benchmarks).
func CorpusTexts(tb testing.TB, site string) [][]byte {
	tb.Helper()
	shared := os.Getenv("STUD8_SHARED")
	if shared == "" {
		return nil
	}
	var paths []string
	for _, r := range Manifest(tb, shared, site) {
		paths = append(paths, filepath.Join(shared, "corpus", r.File))
	}
	return Read(tb, paths, true)
}

// FirstDiff shows the first line where two texts differ.
func FirstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + strconv.Itoa(i+1) + ":\nwant " + strconv.Quote(w) + "\ngot  " + strconv.Quote(g)
		}
	}
	return "(no difference)"
}
