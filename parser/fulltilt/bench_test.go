package fulltilt_test

import (
	"testing"

	"github.com/stud8/stud8/parser/fulltilt"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// BenchmarkParseCorpus reads the Full Tilt corpus files (decoded, other
// games included) repeated to 8 MB; it needs STUD8_SHARED.
func BenchmarkParseCorpus(b *testing.B) {
	input := sitetest.Repeat(sitetest.CorpusTexts(b, fulltilt.Name), "\n\n\n", 8<<20)
	sitetest.Bench(b, fulltilt.Site, input, true)
}

// BenchmarkParseGen reads 10,000 hands written by stud8 gen --site FullTilt.
func BenchmarkParseGen(b *testing.B) {
	sitetest.Bench(b, fulltilt.Site, generate(b, "FullTilt", 10000), false)
}

// BenchmarkParseGenReuse is BenchmarkParseGen with ReuseHands.
func BenchmarkParseGenReuse(b *testing.B) {
	sitetest.Bench(b, fulltilt.Site, generate(b, "FullTilt", 10000), true)
}
