package pokerstars

import (
	"bytes"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// TestSeatHead checks seatHead against its definition, parser.Cut(b, ": ") then
// atoi of what comes before, a seat number from 1 to hand.MaxSeatNum, on the
// usual and the odd forms.
func TestSeatHead(t *testing.T) {
	for _, in := range []string{
		"3: Player (100 in chips)", "10: P", "7: ", "3:", "3:x", ": P", "", "3", "03: P",
		"123456789: P", "1234567890: P", "0: P", "99: P", "100: P", "3a: P", "a3: P", "3 : P", "3: a: b", "3:: P",
	} {
		num, rest, ok := parser.SeatHead([]byte(in))
		head, wantRest, found := parser.Cut([]byte(in), ": ")
		wantNum, isNum := parser.Atoi(head)
		isNum = isNum && wantNum >= 1 && wantNum <= hand.MaxSeatNum
		if ok != (found && isNum) || ok && (num != wantNum || !bytes.Equal(rest, wantRest)) {
			t.Errorf("parser.SeatHead(%q) = %d, %q, %v; want %d, %q, %v", in, num, rest, ok, wantNum, wantRest, found && isNum)
		}
	}
}
