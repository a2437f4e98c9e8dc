package store

import (
	"errors"
	"fmt"

	"github.com/stud8/stud8/hand"
)

// Bounds of what the store holds. A hand beyond them is rejected by the
// import (CheckBounds) rather than stored with numbers that wrap.
const (
	// MaxTableSeats is the largest table any site deals stud at (a stud
	// deck serves eight players; ten covers every table size a site prints).
	MaxTableSeats = 10
	// MaxHandEvents is more actions and other events than a hand can have.
	MaxHandEvents = 10_000
	// maxUnscaled is the largest unscaled value of DECIMAL(18,2).
	maxUnscaled = 999_999_999_999_999_999
)

// ErrOutOfRange is wrapped by the error of a hand with a number the store
// cannot hold.
var ErrOutOfRange = errors.New("number out of range")

// CheckBounds reports whether the store can hold h: its table size, seat
// numbers, number of events and money, summed over every stack and amount
// so that no total the replay computes can overflow either.
func CheckBounds(h *hand.Hand) error {
	if h.MaxSeats < 0 || h.MaxSeats > MaxTableSeats {
		return fmt.Errorf("%w: a %d-max table is larger than any site deals (%d)", ErrOutOfRange, h.MaxSeats, MaxTableSeats)
	}
	top := h.MaxSeats
	if top == 0 {
		top = MaxTableSeats
	}
	for i := range h.Seats {
		if n := h.Seats[i].Num; n < 1 || n > top {
			return fmt.Errorf("%w: seat %d at a table of %d seats", ErrOutOfRange, n, top)
		}
	}
	if n := len(h.Events); n > MaxHandEvents {
		return fmt.Errorf("%w: %d actions, more than a hand can have (%d)", ErrOutOfRange, n, MaxHandEvents)
	}
	scale, err := moneyScale(h)
	if err != nil {
		return err
	}
	limit := hand.Money(maxUnscaled / scale)
	var total hand.Money
	add := func(m hand.Money) bool {
		if m < 0 {
			m = -m
		}
		if m < 0 || m > limit-total {
			return false
		}
		total += m
		return true
	}
	ok := true
	for i := range h.Seats {
		ok = ok && add(h.Seats[i].Stack)
	}
	for i := range h.Events {
		ok = ok && add(h.Events[i].Amount) && add(h.Events[i].To)
	}
	s := &h.Summary
	ok = ok && add(s.TotalPot) && add(s.MainPot) && add(s.Rake) && add(s.Jackpot)
	for _, p := range s.SidePots {
		ok = ok && add(p)
	}
	for i := range s.Seats {
		ok = ok && add(s.Seats[i].Amount)
	}
	if !ok {
		return fmt.Errorf("%w: the amounts of the hand add up to more than DECIMAL(18,2) holds (%s)", ErrOutOfRange, h.Money(limit))
	}
	return nil
}
