package pokerstars

import (
	"bytes"
	"fmt"
	"io"
	"reflect"

	"github.com/stud8/stud8/hand"
)

// withoutPositions returns a copy of h with every line number and the file
// position cleared, so hands read from different texts can be compared.
func withoutPositions(h *hand.Hand) *hand.Hand {
	c := *h
	c.Pos, c.EndLine = hand.Pos{}, 0
	c.Seats = append([]hand.Seat(nil), h.Seats...)
	for i := range c.Seats {
		c.Seats[i].Line = 0
	}
	c.Events = append([]hand.Event(nil), h.Events...)
	for i := range c.Events {
		c.Events[i].Line = 0
	}
	c.Summary.Seats = append([]hand.SeatResult(nil), h.Summary.Seats...)
	for i := range c.Summary.Seats {
		c.Summary.Seats[i].Line = 0
	}
	c.Summary.Line = 0
	if len(c.Summary.SidePots) == 0 {
		c.Summary.SidePots = nil
	}
	return &c
}

// reparse writes h and parses the text again.
func reparse(h *hand.Hand) (*hand.Hand, []byte, error) {
	var buf bytes.Buffer
	if err := Write(&buf, h); err != nil {
		return nil, nil, fmt.Errorf("write: %w", err)
	}
	text := buf.Bytes()
	r := NewReader(bytes.NewReader(text), "rewritten")
	h2, err := r.Next()
	if err != nil {
		return nil, text, fmt.Errorf("reparse: %w\n%s", err, text)
	}
	if _, err := r.Next(); err != io.EOF {
		return nil, text, fmt.Errorf("reparse: more than one hand: %v", err)
	}
	return h2, text, nil
}

// roundTrip checks that h survives Write and a second parse unchanged
// (line numbers aside).
func roundTrip(h *hand.Hand) error {
	h2, text, err := reparse(h)
	if err != nil {
		return fmt.Errorf("hand %s: %w", h.ID, err)
	}
	a, b := withoutPositions(h), withoutPositions(h2)
	if !reflect.DeepEqual(a, b) {
		ja, _ := hand.MarshalJSONIndent(a)
		jb, _ := hand.MarshalJSONIndent(b)
		return fmt.Errorf("hand %s changed by Write and parse:\n%s\n%s", h.ID, text, firstDiff(string(ja), string(jb)))
	}
	return nil
}
