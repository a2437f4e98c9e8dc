// Package ongame reads OnGame hand histories of the stud
// family (Seven Card Stud, Stud Hi/Lo, Razz) into the neutral hand model:
// names with spaces, comma-separated deals with "-" for hidden cards,
// "small bring in" and "big bring in" (a bring-in made as a completion),
// raises written as "raises X to Y" where Y is the player's total for the
// hand without the ante, and a summary of gross pots, the rake, and each
// seat's final stack and net.
package ongame

import (
	"github.com/stud8/stud8/parser"
)

// Name is the site's name as stored in hand.Hand.Site.
const Name = "OnGame"

// Site is OnGame in the registry of parser/sites.
var Site = parser.TextSite(Name, '*', isHeader, func() parser.Grammar { return &handParser{} }, nil)

// isHeader reports whether line starts an OnGame hand: "***** History for hand R5-78227816-62 *****".
func isHeader(line []byte) bool {
	return parser.HasPrefix(line, "***** History for hand ")
}
