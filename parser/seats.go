package parser

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/stud8/stud8/hand"
)

// SeatLine reads a seat line "Seat 2: Player2 (18.20)" (trailing spaces
// already trimmed): the seat number, the name and the stack, read with syn
// in units of 10^-decimals. Anything else is ErrBadSeat (or the amount's
// error). A site that ends the line otherwise ("(18.20).") cuts its end
// before.
func SeatLine(l []byte, syn *Syntax, decimals int) (num int, name []byte, stack hand.Money, err error) {
	if !HasPrefix(l, "Seat ") {
		return 0, nil, 0, fmt.Errorf("%w: %q", ErrBadSeat, Clip(l))
	}
	num, rest, ok := SeatHead(l[len("Seat "):])
	open := bytes.LastIndexByte(rest, '(')
	if !ok || open < 2 || rest[open-1] != ' ' || !HasSuffix(rest, ")") {
		return 0, nil, 0, fmt.Errorf("%w: %q", ErrBadSeat, Clip(l))
	}
	stack, err = syn.Money(rest[open+1:len(rest)-1], decimals)
	return num, rest[:open-1], stack, err
}

// AddSeat appends s to h's seats, refusing a name seated twice (ErrBadSeat).
func AddSeat(h *hand.Hand, s hand.Seat) error {
	if h.PlayerIndex(s.Name) >= 0 {
		return fmt.Errorf("%w: player %q seated twice", ErrBadSeat, s.Name)
	}
	h.Seats = append(h.Seats, s)
	return nil
}

// SeatLines reads the lines of b that start with "Seat ", from line i on,
// through read (given the line and its number in the file), and returns
// the index of the first line that does not start so; an error of read
// comes back wrapped with its line (Fail).
func (b *Block) SeatLines(i int, read func(l []byte, num int) error) (int, error) {
	for ; i < b.Len() && HasPrefix(b.Text(i), "Seat "); i++ {
		if err := read(b.Text(i), b.Num(i)); err != nil {
			return i, Fail(b.Num(i), err)
		}
	}
	return i, nil
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
