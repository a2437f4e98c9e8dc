package parser

import (
	"bytes"
	"fmt"

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
