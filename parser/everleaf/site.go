// Package everleaf reads Everleaf Gaming hand histories of the stud family
// into the neutral hand model. Everleaf prints no summary and no uncalled
// bet: the reader adds the uncalled bet the site returned without a line,
// and the total pot and the implied rake (total pot less what was won).
package everleaf

import (
	"bytes"
	"io"

	"github.com/stud8/stud8/parser"
)

// Name is the site's name in the registry and in hand.Hand.Site.
const Name = "Everleaf"

// Site is Everleaf in the registry of parser/sites.
var Site = parser.Site{
	Name:   Name,
	Detect: func(head []byte) bool { return isHeader(parser.FirstLine(head)) },
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		return parser.NewTextReader(r, file, parser.TextFormat{Site: Name, HeaderStart: 'E', Grammar: &handParser{}}, opt)
	},
}

const headerPrefix = "Everleaf Gaming Game #"

func isHeader(line []byte) bool { return bytes.HasPrefix(line, []byte(headerPrefix)) }
