package replay

import (
	"fmt"
	"time"

	"github.com/stud8/stud8/hand"
)

// StackTracker remembers, per table, each player's stack at the end of the
// last hand it saw there, and flags a later hand whose starting stack
// disagrees (stack.mismatch). Hands must be fed in the order they were
// played. The rule it applies, and why:
//
//   - Only consecutive hands of one table are compared: the player must have
//     been dealt into the previous hand the tracker saw at that table (same
//     site, tournament and table name). A player who sat out or left in
//     between is not compared: a cash player may leave and come back with
//     another buy-in.
//   - Mixed-game tables (HORSE, 8-Game...) are not compared: the hands of
//     the other games are not replayed, so hands seen at the table are not
//     consecutive.
//   - Cash games: players may add chips between hands (top-ups), but never
//     take chips off the table, so only a starting stack smaller than the
//     previous ending stack is a mismatch. (The real files show no top-up:
//     all 246 consecutive pairs carry the stack over exactly.)
//   - Tournaments: no chips enter or leave between hands, so any difference
//     is a mismatch (rebuy and add-on periods are not told apart).
//   - A hand played before the last one seen at its table (by start time,
//     then hand number) breaks the sequence: it is not compared, and the
//     table starts over from it. Files may overlap or arrive in any order
//     (a client's export and a tracker's copy of the same session), and a
//     hand must never be compared with one played after it.
type StackTracker struct {
	// Mode says when to check: StackAuto follows the profile (the oracle
	// profile's hands are independent deals and are not checked).
	Mode   StackMode
	tables map[string]*tableState
}

// StackMode says whether a StackTracker checks stacks.
type StackMode uint8

// Stack modes.
const (
	StackAuto StackMode = iota // as the profile says (Profile.NoStackChecks)
	StackOn                    // always: the hands of a table form a sequence
	StackOff                   // never
)

// ParseStackMode reads "auto", "on" or "off".
func ParseStackMode(s string) (StackMode, bool) {
	switch s {
	case "auto":
		return StackAuto, true
	case "on":
		return StackOn, true
	case "off":
		return StackOff, true
	}
	return StackAuto, false
}

// tableState is what the tracker knows of one table.
type tableState struct {
	ends   map[string]hand.Money // ending stack by player name
	last   time.Time             // start of the last hand seen
	lastID string                // its hand number
}

// after reports whether h was played after the table's last hand.
func (ts *tableState) after(h *hand.Hand) bool {
	if !h.Time.IsZero() && !ts.last.IsZero() && !h.Time.Equal(ts.last) {
		return h.Time.After(ts.last)
	}
	if len(h.ID) != len(ts.lastID) {
		return len(h.ID) > len(ts.lastID)
	}
	return h.ID > ts.lastID
}

// NewStackTracker returns an empty tracker.
func NewStackTracker() *StackTracker {
	return &StackTracker{tables: map[string]*tableState{}}
}

// Check compares r's starting stacks with the table's previous hand, adds a
// stack.mismatch finding to r for each disagreement, and remembers r's
// ending stacks.
func (t *StackTracker) Check(r *Result) {
	h := r.Hand
	switch {
	case t.Mode == StackOff, h.Mix != "" || h.Table == "":
		return
	case t.Mode == StackAuto && (r.profile == nil || r.profile.NoStackChecks):
		return
	}
	key := h.Site + "\x00" + h.TourneyID + "\x00" + h.Table
	ts := t.tables[key]
	if ts == nil {
		ts = &tableState{ends: map[string]hand.Money{}}
		t.tables[key] = ts
	}
	if !ts.after(h) {
		clear(ts.ends) // out of order: start the table over from this hand
	}
	ts.last, ts.lastID = h.Time, h.ID
	for i := range r.Players {
		p := &r.Players[i]
		seat := &h.Seats[p.Player]
		end, ok := ts.ends[seat.Name]
		if !ok || (p.Total == 0 && !p.SawStreet[hand.Third]) {
			continue
		}
		if seat.Stack < end || (h.Tournament && seat.Stack != end) {
			r.Findings = append(r.Findings, Finding{Code: StackMismatch, Severity: Error, Line: seat.Line,
				Action: -1, Player: p.Player, Expected: end, Actual: seat.Stack,
				Message: fmt.Sprintf("seat %d (%s) starts with %s before the antes, but ended the previous hand at this table with %s",
					seat.Num, seat.Name, formatMoney(h, seat.Stack), formatMoney(h, end))})
		}
	}
	clear(ts.ends)
	for i := range r.Players {
		p := &r.Players[i]
		if p.Total == 0 && !p.SawStreet[hand.Third] {
			continue // not dealt in
		}
		ts.ends[h.Seats[p.Player].Name] = h.Seats[p.Player].Stack + p.Net
	}
}
