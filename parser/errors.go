// Package parser reads and writes PokerStars hand histories of the stud
// family (Seven Card Stud Hi/Lo, Stud High, Razz) into the neutral hand model.
//
// A Reader streams hands out of any io.Reader in constant memory: it detects
// the encoding, splits hands on headers and blank lines, skips hands of other
// games found in mixed-game files, and reports a bad hand as an *Error before
// resuming at the next header, the way go/parser resynchronises. Write is its
// inverse: it prints a hand in the site's own text format.
package parser

import (
	"errors"
	"strconv"
	"strings"
)

// Sentinel errors wrapped by *Error; test them with errors.Is.
var (
	ErrBadCard         = errors.New("invalid card token")
	ErrBadAmount       = errors.New("invalid amount")
	ErrUnknownPlayer   = errors.New("player is not seated")
	ErrTruncated       = errors.New("truncated hand")
	ErrBadHeader       = errors.New("invalid hand header")
	ErrBadTable        = errors.New("invalid table line")
	ErrBadSeat         = errors.New("invalid seat line")
	ErrUnknownLine     = errors.New("unknown line")
	ErrBadDeal         = errors.New("invalid dealt cards")
	ErrBadSummary      = errors.New("invalid summary line")
	ErrBinary          = errors.New("binary data")
	ErrUnsupportedSite = errors.New("not a PokerStars hand history")
	ErrLineTooLong     = errors.New("line too long")
)

// Error is one rejected hand, or one fragment of text that is not a hand:
// where it is, the hand id when known, why, and the raw text so nothing is
// lost.
type Error struct {
	File   string
	HandID string
	Line   int   // 1-based line of the offending line in the decoded file; 0 if unknown
	Err    error // wraps one of the sentinels
	Raw    string
}

// Error formats the error as "file:line: hand 123456: reason", omitting the
// parts that are unknown.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(":")
	}
	if e.Line > 0 {
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteString(":")
	}
	if b.Len() > 0 {
		b.WriteString(" ")
	}
	if e.HandID != "" {
		b.WriteString("hand ")
		b.WriteString(e.HandID)
		b.WriteString(": ")
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns the underlying reason.
func (e *Error) Unwrap() error { return e.Err }

// lineError is the reason a hand parser gives up, with the line it stopped on.
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string { return e.err.Error() }
func (e *lineError) Unwrap() error { return e.err }
