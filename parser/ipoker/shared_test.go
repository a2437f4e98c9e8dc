package ipoker_test

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/ipoker"
)

// TestCorpus reads every iPoker file of the corpus (STUD8_SHARED): no
// rejects (the known-defects table asks to accept every iPoker hand) and
// no findings (docs/sites/ipoker.md): the first hands of a tournament
// level in which nobody bets name no stakes, and the engine leaves their
// bring-in unjudged.
func TestCorpus(t *testing.T) { sitetest.Corpus{Site: ipoker.Site}.Run(t) }
