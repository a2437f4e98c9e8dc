// Package parser is what every site's hand-history reader shares: the
// HandReader interface the rest of stud8 reads hands through, the Site
// descriptor a site package exports, the typed *Error with file, line and
// hand id, and the machinery of text formats (decoding of BOMs, UTF-16 and
// Windows-1252, any line ending, leading NUL bytes, the splitting of a file
// into hands, money and card lexing, the slabs hands are cut from).
//
// Each site is a package under parser/ (parser/pokerstars, ...) and
// parser/sites is the registry that detects the site of an input from its
// content. A reader streams hands in constant memory, skips hands of other
// games found in mixed-game files, and reports a bad hand as an *Error
// before resuming at the next hand, the way go/parser resynchronises.
package parser

import (
	"errors"
	"fmt"
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
	ErrUnknownFormat   = errors.New("not a hand history of a known site")
	ErrTooLong         = errors.New("hand too long")
	ErrUnsupportedGame = errors.New("unsupported game")
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

// LineError is the reason a site's grammar gives up on a hand, with the
// line it stopped on; the reader turns it into an *Error.
type LineError struct {
	Line int
	Err  error
}

// Fail wraps err with the number of the line it happened on; a nil err
// stays nil, so a grammar returns Fail(line, err) whether or not a step failed.
func Fail(line int, err error) error {
	if err == nil {
		return nil
	}
	return &LineError{Line: line, Err: err}
}

// NoSeats is the error of a hand of b with no seat lines, at its line i
// (its last line when i is past it).
func NoSeats(b *Block, i int) error {
	return Fail(b.Num(min(i, b.Len()-1)), fmt.Errorf("%w: no seat lines", ErrTruncated))
}

// NoSummary is the error of a hand of b that ends before its summary, at
// its last line.
func NoSummary(b *Block) error {
	return Fail(b.Num(b.Len()-1), fmt.Errorf("%w: no summary", ErrTruncated))
}

func (e *LineError) Error() string { return e.Err.Error() }
func (e *LineError) Unwrap() error { return e.Err }
