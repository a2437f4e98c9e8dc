package sitetest

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
)

// Suite is the tests a text reader shares with the others, over its
// testdata folder: the golden files, the damaged hands, the mutations, the
// real corpus and, for a site with a writer, the round trip of every
// testdata hand; the seeds of its FuzzParse and its corpus benchmark. A
// site's test file is then its Suite and a line per test.
type Suite struct {
	Site   parser.Site
	Dir    string // the testdata folder
	Layout Layout
	Checks []Check // what the mutations and the fuzzing check of every hand read
	Corpus Corpus  // the corpus test (its Site is filled in)
	// Clean returns a clean file, made of the files in Dir, in which each
	// of Damage breaks hand Hand, the first after the text After (Damage's
	// own After and Hand are set to these).
	Clean       func(tb testing.TB, dir string) []byte
	After, Hand string
	Damage      []Damage
}

// Run runs the suite's tests, one subtest each.
func (s Suite) Run(t *testing.T) {
	t.Run("golden", func(t *testing.T) { Golden(t, s.Site, s.Dir, s.Layout) })
	if s.Clean != nil {
		t.Run("damaged", func(t *testing.T) {
			clean := s.Clean(t, s.Dir)
			for _, d := range s.Damage {
				d.After, d.Hand = s.After, s.Hand
				Damaged(t, s.Site, clean, d)
			}
		})
	}
	t.Run("mutations", func(t *testing.T) {
		Mutate(t, s.Site, Read(t, Files(t, s.Dir), false), 1000, s.Checks...)
	})
	t.Run("corpus", func(t *testing.T) {
		c := s.Corpus
		c.Site = s.Site
		c.Run(t)
	})
	if s.Site.Writer != nil {
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
}

// Fuzz is the site's FuzzParse: the testdata files as seeds, each input
// read as Fuzz reads it with the suite's checks.
func (s Suite) Fuzz(f *testing.F) {
	Seeds(f, s.Site, s.Dir)
	f.Fuzz(func(t *testing.T, data []byte) { Fuzz(t, s.Site, data, s.Checks...) })
}

// Bench reads the site's corpus files (decoded, other games included,
// with STUD8_SHARED) repeated to 8 MB, with ReuseHands as reuse says.
func (s Suite) Bench(b *testing.B, reuse bool) {
	Bench(b, s.Site, Repeat(CorpusTexts(b, s.Site.Name), "\n\n\n", 8<<20), reuse)
}
