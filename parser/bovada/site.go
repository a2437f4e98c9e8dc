// Package bovada reads Bovada (formerly Bodog) hand histories of the stud
// family (Seven Card Stud, Stud Hi/Lo, Razz) into the neutral hand model:
// cash and tournament headers, anonymous players named by seat ("Seat+3",
// the hero "Seat+3 [ME]"), street markers or none ("*** HOLE CARDS ***"
// only: streets are numbered by the cards dealt), hands without a
// bring-in line, raises written as street totals, one award line per
// player summed over the halves, and a summary with or without a rake.
package bovada

import (
	"github.com/stud8/stud8/parser"
)

// Name is the site's name as stored in hand.Hand.Site.
const Name = "Bovada"

// Site is Bovada in the registry of parser/sites.
var Site = parser.TextSite(Name, 'B', isHeader, func() parser.Grammar { return &handParser{} }, nil)

// isHeader reports whether line starts a Bovada or Bodog hand.
func isHeader(line []byte) bool {
	return parser.HasPrefix(line, "Bovada Hand #") || parser.HasPrefix(line, "Bodog Hand #")
}
