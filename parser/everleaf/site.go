// Package everleaf reads Everleaf Gaming hand histories of the stud family
// into the neutral hand model. Everleaf prints no summary and no uncalled
// bet: the reader adds the uncalled bet the site returned without a line,
// and the total pot and the implied rake (total pot less what was won).
package everleaf

import (
	"github.com/stud8/stud8/parser"
)

// Name is the site's name in the registry and in hand.Hand.Site.
const Name = "Everleaf"

// Site is Everleaf in the registry of parser/sites.
var Site = parser.TextSite(Name, 'E', isHeader, func() parser.Grammar { return &handParser{} }, nil)

const headerPrefix = "Everleaf Gaming Game #"

func isHeader(line []byte) bool { return parser.HasPrefix(line, headerPrefix) }
