package parser

import (
	"bytes"
	"testing"
)

// TestSeatHead checks seatHead against its definition, cut(b, ": ") then
// atoi of what comes before, on the usual and the odd forms.
func TestSeatHead(t *testing.T) {
	for _, in := range []string{
		"3: Player (100 in chips)", "10: P", "7: ", "3:", "3:x", ": P", "", "3", "03: P",
		"123456789: P", "1234567890: P", "3a: P", "a3: P", "3 : P", "3: a: b", "3:: P",
	} {
		num, rest, ok := seatHead([]byte(in))
		head, wantRest, found := cut([]byte(in), ": ")
		wantNum, isNum := atoi(head)
		if ok != (found && isNum) || ok && (num != wantNum || !bytes.Equal(rest, wantRest)) {
			t.Errorf("seatHead(%q) = %d, %q, %v; want %d, %q, %v", in, num, rest, ok, wantNum, wantRest, found && isNum)
		}
	}
}
