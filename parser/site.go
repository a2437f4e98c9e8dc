package parser

import (
	"bytes"
	"io"

	"github.com/stud8/stud8/hand"
)

// HandReader streams the hands of one input. Next returns the next accepted
// hand; a rejected hand or unreadable fragment comes back as an *Error (report
// it and call Next again); io.EOF ends the input, and any other error is a
// fatal read error. Stats counts what has been read so far.
type HandReader interface {
	Next() (*hand.Hand, error)
	Stats() Stats
}

// Options tune a HandReader.
type Options struct {
	// ReuseHands lets Next return a hand that shares memory with the hand
	// before it, as encoding/csv's ReuseRecord does for records: the hand
	// and its slices are valid only until the next call to Next (its
	// strings stay valid). A caller that looks at each hand once saves the
	// writing of a few KB of fresh memory per hand.
	ReuseHands bool
}

// Site describes one site's hand-history format to the registry
// (parser/sites): a site package exports one.
type Site struct {
	// Name is the site's name as stored in hand.Hand.Site ("PokerStars").
	Name string
	// Detect reports whether head, the first decoded bytes of an input
	// (at most SniffSize, leading NUL bytes and blank lines removed), is
	// this site's format. It looks at content only, never at a file name.
	Detect func(head []byte) bool
	// Open returns a reader of the site's format over r (which Decode has
	// already decoded; the reader must not decode it again).
	Open func(r io.Reader, file string, opt Options) HandReader
	// Writer prints hands in the site's format; nil for a site stud8 only reads.
	Writer *Writer
}

// Writer prints hands in a site's format, as its client saves them: the
// generator's output (stud8 gen --site) and the round-trip tests.
type Writer struct {
	Ext string // extension of the site's files (".txt", ".xml")
	// Append appends the text of h, with what separates it from the next hand.
	Append func(dst []byte, h *hand.Hand) ([]byte, error)
	// Begin and End, when set, wrap the hands of one file (an XML format's
	// root element); Begin sees the file's first hand.
	Begin func(dst []byte, first *hand.Hand) []byte
	End   func(dst []byte) []byte
}

// AnyLine reports whether some line of head (the bytes a Detect sees)
// satisfies is: a site's Detect finds its header even after a few lines
// that a tool or a user put before the first hand. A line's leading UTF-8
// byte-order mark is skipped. The last line, which the sniffed bytes may
// cut short, is looked at too.
func AnyLine(head []byte, is func(line []byte) bool) bool {
	for len(head) > 0 {
		line := head
		if i := bytes.IndexByte(head, '\n'); i >= 0 {
			line, head = head[:i], head[i+1:]
		} else {
			head = nil
		}
		if hasBOM(line) {
			line = line[3:]
		}
		if is(trimCR(line)) {
			return true
		}
	}
	return false
}

// FirstLine is the first line of head (the bytes a Detect sees) without its
// line terminator.
func FirstLine(head []byte) []byte {
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	return trimCR(head)
}
