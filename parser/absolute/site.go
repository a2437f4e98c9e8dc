// Package absolute reads Absolute Poker hand histories of the stud family
// into the neutral hand model: "Stage #" headers, "NAME - Verb" actions,
// the whole hand repeated on each street's "Pocket" line (hidden cards as
// H, ten as 10), unlabelled collect lines and the HI:/LO: summary.
package absolute

import (
	"github.com/stud8/stud8/parser"
)

// Name is the site's name in the registry and in hand.Hand.Site.
const Name = "Absolute"

// Site is Absolute Poker in the registry of parser/sites.
var Site = parser.TextSite(Name, 'S', isHeader, func() parser.Grammar { return &handParser{} }, nil)

const headerPrefix = "Stage #"

func isHeader(line []byte) bool { return parser.HasPrefix(line, headerPrefix) }
