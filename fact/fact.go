// Package fact holds the rows of the facts derived from a replayed hand, as
// plain values: package tally makes them from replay and luck results,
// package store appends them to its tables. It imports neither, so that the
// store knows the rows it writes without knowing how they are derived.
//
// Money is in hundredths of the hand's unit (the unscaled value of a
// DECIMAL(18,2)); an equity or a share is in millionths (DECIMAL(9,6)).
package fact

import "github.com/stud8/stud8/hand"

// EquityScale is the unscaled value of 1 in an equity column
// (DECIMAL(9,6)).
const EquityScale = 1_000_000

// Equity is one hand_equity row: one known player's equity at one moment
// of a hand.
type Equity struct {
	Street hand.Street
	AllIn  bool // the moment of an all-in ("all-in"); false: the start of Street ("street")
	// ActionSeq is the 1-based number of the all-in action in the hand's
	// actions, 0 for none (NULL: the start of a street, an all-in ante).
	ActionSeq int
	Seat      int // seat number
	Player    string
	Players   int   // players still in, known or not
	High, Low int64 // the player's share of each half, in millionths
	Total     int64 // High + Low
	Method    string
	StdErr    int64 // the largest standard error of the figures, in millionths; -1 when exact (NULL)
}

// Adjusted is one hand_adjusted row: the all-in adjusted result of one
// player settled at a moment.
type Adjusted struct {
	Seat     int // seat number
	Player   string
	Equity   int64 // millionths
	Pot      int64 // hundredths: the pots he was eligible for, after rake
	Adjusted int64 // hundredths: Equity times Pot, rounded, less what he put in
}
