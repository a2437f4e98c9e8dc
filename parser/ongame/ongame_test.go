package ongame

import (
	"flag"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/ongame")

const testdataDir = "../../testdata/ongame"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/ongame -update and review the diff.
func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, *update) }

// FuzzParse feeds arbitrary text to the reader: no panic, no hang, only
// positioned errors, the same result with ReuseHands.
func FuzzParse(f *testing.F) {
	for _, s := range sitetest.Seeds(f, testdataDir) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data) })
}

// BenchmarkParse reads the site's corpus hands repeated to 4 MB.
func BenchmarkParse(b *testing.B) {
	sitetest.Bench(b, Site, sitetest.BenchInput(b, Site, testdataDir, 4<<20), false)
}

// BenchmarkParseReuse is BenchmarkParse with ReuseHands set.
func BenchmarkParseReuse(b *testing.B) {
	sitetest.Bench(b, Site, sitetest.BenchInput(b, Site, testdataDir, 4<<20), true)
}
