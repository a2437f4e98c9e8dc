package parser

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/stud8/stud8/hand"
)

// Seated returns an error wrapping ErrBadSeat when a player named name is
// already among seats: a seat line names each player once.
func Seated(seats []hand.Seat, name []byte) error {
	for i := range seats {
		if seats[i].Name == string(name) {
			return fmt.Errorf("%w: player %q seated twice", ErrBadSeat, name)
		}
	}
	return nil
}

// SummarySeat reads a summary's "Seat 3: NAME rest" (l starts with
// "Seat "): the index among seats of the player with that seat number and
// name, and rest, what follows the name and its space. The error wraps
// ErrBadSummary for a line without a seat number, ErrUnknownPlayer for a
// seat and name nobody has.
func SummarySeat(seats []hand.Seat, l []byte) (who int, rest []byte, err error) {
	num, rest, ok := SeatHead(l[len("Seat "):])
	if !ok {
		return -1, nil, fmt.Errorf("%w: %q", ErrBadSummary, Clip(l))
	}
	who = -1
	for i := range seats {
		if nm := seats[i].Name; seats[i].Num == num && len(rest) > len(nm) && rest[len(nm)] == ' ' && string(rest[:len(nm)]) == nm {
			who = i
		}
	}
	if who < 0 {
		return -1, nil, fmt.Errorf("%w: summary seat %d", ErrUnknownPlayer, num)
	}
	return who, rest[len(seats[who].Name)+1:], nil
}

// PotName reads the pot a collect line names, "main pot", "side pot",
// "side pot 2", "side pot-2" or "side pot #2", as the model names it
// ("main pot", "side pot", "side pot-2"); ok is false for any other.
func PotName(b []byte) (name string, ok bool) {
	switch {
	case string(b) == "main pot":
		return "main pot", true
	case HasPrefix(b, "side pot"):
		if k, isNum := Atoi(bytes.TrimSpace(bytes.TrimLeft(b[len("side pot"):], " -#"))); isNum {
			return "side pot-" + strconv.Itoa(k), true
		}
		return "side pot", true
	}
	return "", false
}
