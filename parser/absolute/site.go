// Package absolute reads Absolute Poker hand histories of the stud family
// into the neutral hand model: "Stage #" headers, "NAME - Verb" actions,
// the whole hand repeated on each street's "Pocket" line (hidden cards as
// H, ten as 10), unlabelled collect lines and the HI:/LO: summary.
package absolute

import (
	"bytes"
	"io"

	"github.com/stud8/stud8/parser"
)

// Name is the site's name in the registry and in hand.Hand.Site.
const Name = "Absolute"

// Site is Absolute Poker in the registry of parser/sites.
var Site = parser.Site{
	Name:   Name,
	Detect: func(head []byte) bool { return isHeader(parser.FirstLine(head)) },
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		return parser.NewTextReader(r, file, parser.TextFormat{Site: Name, HeaderStart: 'S', Grammar: &handParser{}}, opt)
	},
}

const headerPrefix = "Stage #"

func isHeader(line []byte) bool { return bytes.HasPrefix(line, []byte(headerPrefix)) }
