// Package fulltilt reads and writes Full Tilt Poker hand histories of the
// stud family (Stud H/L, Stud Hi, Razz; 5 Card Stud is counted as another
// game) into the neutral hand model: cash and tournament headers, the local
// time with its bracketed ET time, UTF-16 files, chat and table-status
// lines. Append is its inverse: it prints a hand as the Full Tilt client
// saved it, for the generator and the round-trip tests.
package fulltilt

import (
	"github.com/stud8/stud8/parser"
)

// Name is the site's name in the registry and in hand.Hand.Site.
const Name = "FullTilt"

// Site is Full Tilt Poker in the registry of parser/sites.
var Site = parser.TextSite(Name, 'F', isHeader, func() parser.Grammar { return &handParser{} },
	&parser.Writer{Ext: ".txt", Append: Append})

const headerPrefix = "Full Tilt Poker Game #"

// isHeader reports whether line starts a Full Tilt hand.
func isHeader(line []byte) bool { return parser.HasPrefix(line, headerPrefix) }
