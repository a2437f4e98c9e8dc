package everleaf

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// TestMutations reads 1,000 damaged variants of the testdata files: no
// panic, only positioned errors.
func TestMutations(t *testing.T) { textcorpus.Mutate(t, Site, testdataDir, 1000, false) }
