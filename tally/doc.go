// Package tally turns a replayed hand (replay.Result and its luck moments)
// into the rows of the facts the reports read (package fact): equity at
// each moment, all-in adjusted results, and the per-day counts, card
// classes and runs. It owns the rules those rows follow (rounding of
// money and equity, the door and starting classes, the run gap) and is
// tested without a database; package store only appends what it makes.
package tally
