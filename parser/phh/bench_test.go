package phh_test

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/phh"
)

// BenchmarkRead reads the 32 oracle hands of testdata/oracle/hands.txt,
// written as one .phhs file, 40 times over (1,280 tables).
func BenchmarkRead(b *testing.B) {
	hs := siteHands(b, filepath.Join("..", "..", "testdata", "oracle", "hands.txt"))
	var input []byte
	for n := 0; n < 40*len(hs); n++ {
		var err error
		if input, err = phh.AppendTable(input, n+1, hs[n%len(hs)]); err != nil {
			b.Fatal(err)
		}
	}
	sitetest.Bench(b, phh.Site, input, false)
}
