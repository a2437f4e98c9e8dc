package sitetest

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
)

// Suite is the tests a text reader runs over its testdata folder, in one
// place instead of a copy in each site's test files: the golden files,
// 1,000 mutations, the shared corpus, a damaged hand, the fuzz target and
// the benchmarks. A site's test file declares its Suite and calls Run from
// one Test function, Fuzz from FuzzParse and Bench from its benchmarks.
type Suite struct {
	Site parser.Site
	Dir  string // the site's testdata folder
	// Corpus is the corpus test (its Site is filled in from Site).
	Corpus Corpus
	// DamageFile is the testdata file the damaged-hand test breaks as
	// Damage says, after Clean (when set) has made the input from it, or
	// repeated Copies times (Copies) when Copies is set.
	DamageFile string
	Clean      func(data []byte) []byte
	Copies     int
	Damage     Damage
	// Damages are more damaged-hand cases over the same input, after Damage
	// (which may be left zero when they are all here).
	Damages []Damage
	// Checks are the site's own checks of every hand the mutations and the
	// fuzz target read (a write-back, say).
	Checks []Check
	// RoundTrip: every testdata hand is written with the site's Writer and
	// read back to the same hand (RoundTrip).
	RoundTrip bool
	// Seeds are fuzz seeds besides the testdata files.
	Seeds []string
	// Accepted: the benchmarks read only the corpus hands the reader
	// accepts (AcceptedHands), for a corpus with rejected hands.
	Accepted bool
}

// Run runs the golden, mutation, corpus and damaged-hand tests as subtests.
func (s Suite) Run(t *testing.T) {
	t.Run("golden", func(t *testing.T) { Golden(t, s.Site, s.Dir, Lines) })
	t.Run("mutations", func(t *testing.T) { Mutate(t, s.Site, Read(t, Files(t, s.Dir), false), 1000, s.Checks...) })
	t.Run("corpus", func(t *testing.T) {
		c := s.Corpus
		c.Site = s.Site
		c.Run(t)
	})
	if s.RoundTrip {
		t.Run("roundtrip", func(t *testing.T) {
			for _, path := range Files(t, s.Dir) {
				hs, _, _ := Parse(t, s.Site, Read(t, []string{path}, false)[0], filepath.Base(path))
				for _, h := range hs {
					if err := RoundTrip(s.Site, h); err != nil {
						t.Errorf("%s: %v", filepath.Base(path), err)
					}
				}
			}
		})
	}
	if s.DamageFile == "" {
		return
	}
	t.Run("damaged", func(t *testing.T) {
		clean := Read(t, []string{filepath.Join(s.Dir, s.DamageFile)}, false)[0]
		switch {
		case s.Clean != nil:
			clean = s.Clean(clean)
		case s.Copies > 0:
			clean, _ = Copies(clean, s.Copies)
		}
		if s.Damage.Err != nil || len(s.Damages) == 0 {
			Damaged(t, s.Site, clean, s.Damage)
		}
		for _, d := range s.Damages {
			Damaged(t, s.Site, clean, d)
		}
	})
}

// Fuzz is the site's FuzzParse: the testdata seeds, and Fuzz on each input.
func (s Suite) Fuzz(f *testing.F) {
	Seeds(f, s.Site, s.Dir, s.Seeds...)
	f.Fuzz(func(t *testing.T, data []byte) { Fuzz(t, s.Site, data, s.Checks...) })
}

// Bench reads the site's corpus hands (with Accepted, those the reader
// accepts) repeated to 4 MB, with ReuseHands when reuse is set. Without
// STUD8_SHARED it reads the hands of the testdata files that the reader
// accepts: the testdata keeps damaged hands, and a benchmark reads none.
func (s Suite) Bench(b *testing.B, reuse bool) {
	texts := CorpusTexts(b, s.Site.Name)
	switch {
	case texts == nil:
		texts = AcceptedHands(b, s.Site, Read(b, Files(b, s.Dir), true), nil)
	case s.Accepted:
		texts = AcceptedHands(b, s.Site, texts, nil)
	}
	Bench(b, s.Site, Repeat(texts, "\r\n\r\n", 4<<20), reuse)
}
